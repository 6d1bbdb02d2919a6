"""Node positions computed once in Python, so a big view opens drawn and never runs physics in the browser.

networkx's own layouts do not scale here: ``spring_layout``'s sparse path loops over nodes in
Python and ``forceatlas2_layout`` builds n × n arrays (timings in ``docs/views.md``).
:func:`force_layout` is Fruchterman–Reingold on numpy arrays; above :data:`EXACT_NODES` nodes the
n² repulsion is replaced by repulsion from a random sample of nodes (redrawn every iteration,
fixed seed), so an iteration costs O(n · samples + edges).
:func:`component_layout` lays out each connected component on its own (co-author graphs have
hundreds) and packs them in rows, largest first, so small ones neither fly off nor overlap.
"""

from __future__ import annotations

from collections.abc import Hashable

import networkx as nx
import numpy as np

Positions = dict[Hashable, tuple[float, float]]

#: Median edge length of the result in vis-network units (pixels at zoom 1).
EDGE_LENGTH = 90.0
#: Pixels (at zoom 1, for the default edge length) each node gets at least, side of a square.
NODE_ROOM = 40.0
#: Up to this many nodes repulsion is exact (every pair); above, sampled.
EXACT_NODES = 500
#: Components up to this size are drawn as a circle (cliques of co-authors, pairs, triangles).
CIRCLE_NODES = 6


def force_layout(
    graph: nx.Graph,
    *,
    seed: int = 0,
    iterations: int = 150,
    samples: int | None = None,
    weight: str | None = "weight",
    edge_length: float = EDGE_LENGTH,
) -> Positions:
    """Positions for every node, deterministic for a given graph and ``seed``; the graph is not changed.

    Heavier edges pull harder (log of the weight), so strongly tied nodes sit closer.

    >>> pos = force_layout(nx.path_graph(3))
    >>> sorted(pos) == [0, 1, 2] and pos == force_layout(nx.path_graph(3))
    True
    >>> import math
    >>> math.dist(pos[0], pos[1]) < math.dist(pos[0], pos[2])
    True
    >>> force_layout(nx.Graph())
    {}
    """
    nodes = list(graph)
    n = len(nodes)
    if n == 0:
        return {}
    index = {node: i for i, node in enumerate(nodes)}
    rng = np.random.default_rng(seed)
    spread = np.sqrt(n)
    x = rng.uniform(-spread, spread, n)
    y = rng.uniform(-spread, spread, n)
    edges = [(index[u], index[v], _weight(data, weight)) for u, v, data in graph.edges(data=True) if u != v]
    src = np.array([e[0] for e in edges], dtype=np.int64)
    dst = np.array([e[1] for e in edges], dtype=np.int64)
    # log2(1 + w): weight 1 pulls with strength 1; a tie of 100 papers pulls 6.7×, not 100×
    pull = np.log2(1.0 + np.array([e[2] for e in edges], dtype=float))
    m = min(n, samples or (n if n <= EXACT_NODES else max(128, 250_000 // n)))
    boost = n / m  # each sampled node stands for n/m nodes
    temperature = spread / 2
    for _ in range(iterations):
        sample = rng.choice(n, m, replace=False) if m < n else np.arange(n)
        # the n × m block in float32: half the memory traffic, and forces need no more precision
        x32, y32 = x.astype(np.float32), y.astype(np.float32)
        dx = x32[:, None] - x32[sample][None, :]
        dy = y32[:, None] - y32[sample][None, :]
        inverse = 1.0 / (dx * dx + dy * dy + np.float32(1e-2))  # repulsion k²/d along (dx, dy)/d, k = 1
        fx = (dx * inverse).sum(axis=1, dtype=np.float64) * boost
        fy = (dy * inverse).sum(axis=1, dtype=np.float64) * boost
        if len(src):
            ex, ey = x[src] - x[dst], y[src] - y[dst]
            stretch = np.sqrt(ex * ex + ey * ey) * pull  # attraction d²/k along the edge
            fx -= np.bincount(src, ex * stretch, n) - np.bincount(dst, ex * stretch, n)
            fy -= np.bincount(src, ey * stretch, n) - np.bincount(dst, ey * stretch, n)
        radius = np.sqrt(x * x + y * y) + 1e-9
        fx -= x / radius
        fy -= y / radius
        length = np.sqrt(fx * fx + fy * fy) + 1e-9
        step = np.minimum(length, temperature) / length
        x += fx * step
        y += fy * step
        temperature *= 0.97
    x, y = _scaled(x, y, src, dst, edge_length)
    return {node: (float(x[i]), float(y[i])) for i, node in enumerate(nodes)}


def _weight(data: dict, weight: str | None) -> float:
    value = data.get(weight, 1.0) if weight else 1.0
    try:
        return max(float(value), 0.0)
    except (TypeError, ValueError):
        return 1.0


def _scaled(
    x: np.ndarray, y: np.ndarray, src: np.ndarray, dst: np.ndarray, edge_length: float
) -> tuple[np.ndarray, np.ndarray]:
    """Centre the layout; scale it so the median edge is ``edge_length`` long and nodes get room.

    Scale-free graphs lay out as a ball whose edges all cross it, so edge length alone can pack
    thousands of nodes into a few hundred pixels; the drawing is then widened until each node
    has about :data:`NODE_ROOM` pixels of its own (zoomed out, small labels are not drawn).
    """
    x, y = x - x.mean(), y - y.mean()
    if len(src):
        median = float(np.median(np.sqrt((x[src] - x[dst]) ** 2 + (y[src] - y[dst]) ** 2)))
    else:
        median = float(np.sqrt(np.median(x * x + y * y))) / 2 if len(x) > 1 else 0.0
    factor = edge_length / median if median > 0 else 1.0
    room = float(np.sqrt(np.pi * np.mean(x * x + y * y) / len(x))) * factor  # disc of the RMS radius, per node
    if 0 < room < NODE_ROOM * edge_length / EDGE_LENGTH:
        factor *= NODE_ROOM * edge_length / EDGE_LENGTH / room
    return x * factor, y * factor


def _circle(nodes: list[Hashable], edge_length: float) -> Positions:
    """Nodes evenly on a circle whose neighbouring points are ``edge_length`` apart (one node: the origin)."""
    if len(nodes) == 1:
        return {nodes[0]: (0.0, 0.0)}
    radius = edge_length / (2 * np.sin(np.pi / len(nodes)))
    return {
        node: (float(radius * np.cos(2 * np.pi * i / len(nodes))), float(radius * np.sin(2 * np.pi * i / len(nodes))))
        for i, node in enumerate(nodes)
    }


def component_layout(graph: nx.Graph, *, seed: int = 0, edge_length: float = EDGE_LENGTH) -> Positions:
    """Positions for every node: each connected component laid out alone, then packed in rows.

    Components are ordered largest first (ties by their first node in graph order) and placed
    left to right in rows about as wide as the whole drawing is tall.

    >>> g = nx.Graph([(0, 1), (1, 2), (2, 0), (3, 4)])
    >>> g.add_node(5)
    >>> pos = component_layout(g)
    >>> sorted(pos) == list(range(6)) and pos == component_layout(g)
    True
    >>> round(abs(pos[3][0] - pos[4][0]) + abs(pos[3][1] - pos[4][1]))  # a pair, one edge apart
    90
    """
    order = {node: i for i, node in enumerate(graph)}
    components = sorted(
        (sorted(c, key=order.__getitem__) for c in nx.connected_components(graph)),
        key=lambda c: (-len(c), order[c[0]]),
    )
    placed: list[tuple[Positions, float, float]] = []
    for members in components:
        if len(members) <= CIRCLE_NODES:
            pos = _circle(members, edge_length)
        else:
            pos = force_layout(_ordered(graph, members), seed=seed, edge_length=edge_length)
        left = min(p[0] for p in pos.values())
        top = min(p[1] for p in pos.values())
        shifted = {n: (px - left, py - top) for n, (px, py) in pos.items()}
        width = max(p[0] for p in shifted.values())
        height = max(p[1] for p in shifted.values())
        placed.append((shifted, width, height))
    gap = edge_length
    area = sum((w + gap) * (h + gap) for _, w, h in placed)
    row_width = max(max((w for _, w, _ in placed), default=0.0), float(np.sqrt(area)) * 1.2)
    out: Positions = {}
    x = y = row_height = 0.0
    for pos, w, h in placed:
        if x > 0 and x + w > row_width:
            x, y, row_height = 0.0, y + row_height + gap, 0.0
        out.update({n: (px + x, py + y) for n, (px, py) in pos.items()})
        x += w + gap
        row_height = max(row_height, h)
    cx = (max(p[0] for p in out.values()) + min(p[0] for p in out.values())) / 2 if out else 0.0
    cy = (max(p[1] for p in out.values()) + min(p[1] for p in out.values())) / 2 if out else 0.0
    return {n: (out[n][0] - cx, out[n][1] - cy) for n in graph}


def _ordered(graph: nx.Graph, members: list[Hashable]) -> nx.Graph:
    """The component as a new graph with nodes and edges in ``graph``'s order (deterministic layout input)."""
    keep = set(members)
    sub = nx.Graph()
    sub.add_nodes_from(members)
    sub.add_edges_from((u, v, d) for u, v, d in graph.edges(members, data=True) if u in keep and v in keep)
    return sub
