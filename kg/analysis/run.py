"""Every analysis of the graph in one pass: centrality per entity kind, communities, with their parameters.

Each entity kind is scored in one projection, named in :data:`KINDS`: authors
in the co-authorship graph, topics in the co-topic graph, methods in the
method–topic graph and papers in the heterogeneous paper–author–topic–method
graph. Topics and authors are also split into Louvain communities.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import networkx as nx
from pyoxigraph import Store

from kg.analysis import centrality, projections
from kg.analysis.communities import Community, label_communities, louvain, modularity

SEED = 0


@dataclass(frozen=True)
class Kind:
    """How one entity kind is analysed: its projection, which nodes of it are scored, whether it is clustered."""

    name: str
    projection: str
    build: Callable[[Store], nx.Graph]
    node_kind: str | None = None  # keep only nodes with this ``kind`` attribute (mixed projections)
    communities: bool = False


#: The entity kinds, in the order they are reported.
KINDS: dict[str, Kind] = {
    kind.name: kind
    for kind in (
        Kind("topics", "cotopic", projections.cotopic_graph, communities=True),
        Kind("authors", "coauthorship", projections.coauthorship_graph, communities=True),
        Kind("methods", "method-topic", projections.method_topic_graph, node_kind="method"),
        Kind("papers", "heterogeneous", projections.heterogeneous_graph, node_kind="paper"),
    )
}

#: Each centrality measure: its function and the parameters it runs with (recorded in the graph).
MEASURES: dict[str, tuple[Callable[[nx.Graph], centrality.Scores], dict[str, str]]] = {
    "degree": (centrality.degree, {}),
    "weighted_degree": (centrality.weighted_degree, {"weight": "weight"}),
    "pagerank": (centrality.pagerank, {"alpha": "0.85", "weight": "weight", "tol": "1e-10"}),
    "betweenness": (
        lambda g: centrality.betweenness(g, seed=SEED),
        {"normalized": "true", "weight": "none (hops)", "exact_limit": "500", "seed": str(SEED)},
    ),
    "eigenvector": (centrality.eigenvector, {"weight": "weight", "per_component": "true"}),
}
LOUVAIN_PARAMETERS = {"weight": "weight", "resolution": "1.0", "seed": str(SEED)}


@dataclass(frozen=True)
class KindAnalysis:
    """The results for one entity kind: the projection, scores per measure, communities and modularity."""

    kind: Kind
    graph: nx.Graph
    scores: dict[str, dict[str, float]]
    communities: tuple[Community, ...] = ()
    modularity: float | None = None

    def ranked(self, measure: str = "pagerank", n: int | None = None) -> list[tuple[str, float]]:
        """Scored nodes, best first (ties by IRI), at most ``n``."""
        ranked = centrality.top(self.scores[measure], len(self.scores[measure]))
        return [(str(node), score) for node, score in ranked][:n]


def analyze_kind(store: Store, kind: Kind | str) -> KindAnalysis:
    """Project the store for one entity kind and compute every measure (and communities if asked).

    >>> from kg.analysis.examples import example_store
    >>> result = analyze_kind(example_store(), "topics")
    >>> result.kind.projection, sorted(result.scores), len(result.ranked("pagerank")), len(result.communities) > 0
    ('cotopic', ['betweenness', 'degree', 'eigenvector', 'pagerank', 'weighted_degree'], 3, True)
    """
    kind = KINDS[kind] if isinstance(kind, str) else kind
    graph = kind.build(store)
    keep = [n for n in graph if kind.node_kind is None or graph.nodes[n].get("kind") == kind.node_kind]
    scores = {name: _only(function(graph), keep) for name, (function, _) in MEASURES.items()}
    if not kind.communities or graph.number_of_nodes() == 0:
        return KindAnalysis(kind, graph, scores)
    found = louvain(graph, seed=SEED)
    labelled = label_communities(graph, found, scores["pagerank"])
    return KindAnalysis(kind, graph, scores, tuple(labelled), modularity(graph, found))


def analyze(store: Store, kinds: Sequence[str] | None = None) -> list[KindAnalysis]:
    """Every kind (or the named ones), in :data:`KINDS` order.

    >>> from kg.analysis.examples import example_store
    >>> [r.kind.name for r in analyze(example_store())]
    ['topics', 'authors', 'methods', 'papers']
    """
    wanted = list(KINDS) if kinds is None else [k for k in KINDS if k in kinds]
    return [analyze_kind(store, name) for name in wanted]


def _only(scores: centrality.Scores, nodes: list[str]) -> dict[str, float]:
    return {node: scores[node] for node in nodes}
