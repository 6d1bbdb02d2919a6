"""Communities of a projection: Louvain with a fixed seed, modularity, and labels from central members."""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass

import networkx as nx

from kg.analysis.centrality import Node, pagerank


@dataclass(frozen=True)
class Community:
    """One community: its number (0 = largest), members, and its most central members with their labels."""

    id: int
    members: tuple[Hashable, ...]
    central: tuple[Hashable, ...]
    label: str


def louvain(graph: nx.Graph, weight: str | None = "weight", resolution: float = 1.0, seed: int = 0) -> list[set]:
    """Louvain communities with a fixed seed, largest first (ties by smallest member).

    >>> louvain(nx.barbell_graph(4, 0))
    [{0, 1, 2, 3}, {4, 5, 6, 7}]
    """
    found = nx.community.louvain_communities(graph, weight=weight, resolution=resolution, seed=seed)
    return sorted((set(c) for c in found), key=lambda c: (-len(c), min(str(m) for m in c)))


def modularity(graph: nx.Graph, communities: Sequence[set], weight: str | None = "weight") -> float:
    """Newman modularity of a partition of the graph.

    >>> round(modularity(nx.barbell_graph(4, 0), [{0, 1, 2, 3}, {4, 5, 6, 7}]), 4)
    0.4231
    """
    return float(nx.community.modularity(graph, communities, weight=weight))


def label_communities(
    graph: nx.Graph,
    communities: Sequence[set],
    scores: Mapping[Node, float] | None = None,
    top: int = 3,
) -> list[Community]:
    """Name each community by its ``top`` most central members (PageRank unless ``scores`` are given).

    The label joins the members' ``label`` attributes (or their ids) with " · ".

    >>> g = nx.barbell_graph(4, 0)
    >>> [c.label for c in label_communities(g, louvain(g), top=1)]
    ['3', '4']
    """
    ranking = pagerank(graph) if scores is None else scores
    out = []
    for number, members in enumerate(communities):
        ranked = sorted(members, key=lambda m: (-ranking.get(m, 0.0), str(m)))
        central = tuple(ranked[:top])
        label = " · ".join(str(graph.nodes[m].get("label", m)) for m in central)
        out.append(Community(number, tuple(sorted(members, key=str)), central, label))
    return out


def community_of(communities: Sequence[set]) -> dict[Hashable, int]:
    """Each node's community number.

    >>> community_of([{"a", "b"}, {"c"}])
    {'a': 0, 'b': 0, 'c': 1}
    """
    return {node: i for i, members in enumerate(communities) for node in sorted(members, key=str)}
