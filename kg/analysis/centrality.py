"""Centrality of the nodes of a projection: degree, weighted degree, PageRank, betweenness, eigenvector.

PageRank is networkx's (scipy sparse). Eigenvector centrality is a power
iteration on numpy arrays run per connected component, since co-author graphs
are always disconnected and networkx's version scores only the component with
the largest eigenvalue. Betweenness is exact up to ``exact_limit``
nodes and sampled with a fixed seed above it.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import TypeVar

import networkx as nx
import numpy as np
import numpy.typing as npt

Scores = dict[Hashable, float]
Node = TypeVar("Node", bound=Hashable)


def _arrays(graph: nx.Graph, weight: str | None) -> tuple[list[Hashable], np.ndarray, np.ndarray, np.ndarray]:
    """Nodes in graph order and the (both-direction) edge arrays: sources, targets, weights."""
    nodes = list(graph)
    index = {node: i for i, node in enumerate(nodes)}
    src, dst, w = [], [], []
    for u, v, data in graph.edges(data=True):
        value = float(data.get(weight, 1.0)) if weight else 1.0
        src.append(index[u])
        dst.append(index[v])
        w.append(value)
        if u != v and not graph.is_directed():
            src.append(index[v])
            dst.append(index[u])
            w.append(value)
    return nodes, np.array(src, dtype=np.int64), np.array(dst, dtype=np.int64), np.array(w, dtype=float)


def degree(graph: nx.Graph) -> Scores:
    """Degree centrality: the share of the other nodes a node is joined to.

    >>> degree(nx.star_graph(3))[0]
    1.0
    """
    return dict(nx.degree_centrality(graph))


def weighted_degree(graph: nx.Graph, weight: str = "weight") -> Scores:
    """The sum of the weights of a node's edges (its strength).

    >>> g = nx.Graph([(0, 1, {"weight": 2}), (0, 2, {"weight": 3})])
    >>> weighted_degree(g)
    {0: 5.0, 1: 2.0, 2: 3.0}
    """
    return {node: float(value) for node, value in graph.degree(weight=weight)}


def pagerank(graph: nx.Graph, weight: str | None = "weight", alpha: float = 0.85, tol: float = 1.0e-10) -> Scores:
    """PageRank (networkx, power iteration on a sparse matrix); a dangling node spreads its rank evenly.

    >>> scores = pagerank(nx.star_graph(4))
    >>> max(scores, key=scores.get), round(sum(scores.values()), 6)
    (0, 1.0)
    """
    if graph.number_of_nodes() == 0:
        return {}
    found = nx.pagerank(graph, alpha=alpha, weight=weight, tol=tol, max_iter=1000)
    return {node: float(found[node]) for node in graph}


def betweenness_sample_size(n: int, exact_limit: int = 500, minimum: int = 64) -> int | None:
    """How many sources betweenness samples on ``n`` nodes: None (exact) up to ``exact_limit``.

    Above it ``k = exact_limit² / n`` (at least ``minimum``), so cost (k × edges) stays about flat.

    >>> betweenness_sample_size(500), betweenness_sample_size(1000), betweenness_sample_size(100_000)
    (None, 250, 64)
    """
    if n <= exact_limit:
        return None
    return min(n, max(minimum, exact_limit * exact_limit // n))


def betweenness(graph: nx.Graph, weight: str | None = None, exact_limit: int = 500, seed: int = 0) -> Scores:
    """Normalised betweenness: exact up to ``exact_limit`` nodes, else sampled with a fixed ``seed``.

    ``weight`` is read as a distance; similarity weights (co-occurrence counts)
    should not be passed, hence the default of hop counts.

    >>> scores = betweenness(nx.star_graph(4))
    >>> scores[0], scores[1]
    (1.0, 0.0)
    """
    k = betweenness_sample_size(graph.number_of_nodes(), exact_limit)
    return dict(nx.betweenness_centrality(graph, k=k, normalized=True, weight=weight, seed=seed if k else None))


def eigenvector(graph: nx.Graph, weight: str | None = "weight", tol: float = 1.0e-10, max_iter: int = 1000) -> Scores:
    """Eigenvector centrality per connected component, scaled by the component's share of the nodes.

    Each component's vector has unit length before scaling, so nodes of the
    largest component score highest; isolated nodes score 0.

    >>> scores = eigenvector(nx.disjoint_union(nx.star_graph(3), nx.path_graph(2)))
    >>> max(scores, key=scores.get), scores[4] > 0
    (0, True)
    """
    n = graph.number_of_nodes()
    if n == 0:
        return {}
    nodes, src, dst, w = _arrays(graph, weight)
    position = {node: i for i, node in enumerate(nodes)}
    component = np.zeros(n, dtype=np.int64)
    for c, members in enumerate(nx.connected_components(graph.to_undirected(as_view=True))):
        component[[position[node] for node in members]] = c
    size = np.bincount(component)
    x: npt.NDArray[np.float64] = np.ones(n)
    for _ in range(max_iter):  # all components at once, each normalised on its own
        new = x + np.bincount(dst, weights=x[src] * w, minlength=n)  # (A + I) x: no oscillation
        new /= np.sqrt(np.bincount(component, weights=new * new))[component]
        done = np.abs(new - x).sum() < n * tol
        x = new
        if done:
            break
    x = np.where(size[component] > 1, x * size[component] / n, 0.0)
    return {node: float(x[i]) for i, node in enumerate(nodes)}


def all_centralities(graph: nx.Graph, weight: str = "weight", seed: int = 0) -> dict[str, Scores]:
    """Every measure of this module, by name.

    >>> sorted(all_centralities(nx.star_graph(3)))
    ['betweenness', 'degree', 'eigenvector', 'pagerank', 'weighted_degree']
    """
    return {
        "degree": degree(graph),
        "weighted_degree": weighted_degree(graph, weight),
        "pagerank": pagerank(graph, weight),
        "betweenness": betweenness(graph, seed=seed),
        "eigenvector": eigenvector(graph, weight),
    }


def top(scores: Mapping[Node, float], n: int = 10) -> list[tuple[Node, float]]:
    """The ``n`` best-scored nodes, ties broken by node id so the order is stable.

    >>> top({"b": 1.0, "a": 1.0, "c": 0.5}, 2)
    [('a', 1.0), ('b', 1.0)]
    """
    return sorted(scores.items(), key=lambda item: (-item[1], str(item[0])))[:n]
