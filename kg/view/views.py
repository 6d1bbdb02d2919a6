"""The views: which projection each shows, how it is coloured, ``--top`` capping, ego neighbourhoods.

============  ===========================================  ===============  ======================
view          graph (:mod:`kg.analysis.projections`)       colour default   edge width
============  ===========================================  ===============  ======================
coauthors     authors joined by shared papers              community        shared papers
cotopics      topics joined by shared papers               community        shared papers
papers        papers with their authors, topics, methods   type             (all 1)
              (the heterogeneous graph)
methods       methods joined to their papers' topics       type             papers
ego ENTITY    the heterogeneous graph within N hops        type             (all 1)
============  ===========================================  ===============  ======================

Nodes are sized by PageRank of the whole projection; ``top`` keeps the most central nodes (by
that PageRank) and the page says how many were left out. Communities are Louvain (fixed seed)
on the whole projection, named by their most central members; the nine largest get colours.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

import networkx as nx
from pyoxigraph import Store

from kg.analysis.centrality import pagerank
from kg.analysis.communities import label_communities, louvain
from kg.analysis.projections import coauthorship_graph, cotopic_graph, heterogeneous_graph, method_topic_graph
from kg.errors import UsageError
from kg.fsutil import atomic_write
from kg.keys import slug
from kg.view.details import entity_details, kind_of
from kg.view.entities import resolve_entity
from kg.view.network import Details, Style, network_html
from kg.view.page import IndexEntry, index_html

ColorBy = Literal["type", "community"]
COLOR_CHOICES: tuple[ColorBy, ...] = ("type", "community")
#: Nodes a view keeps unless told otherwise (vis-network stays responsive well past this).
DEFAULT_TOP = 2000
#: Hops around the entity of an ego view unless told otherwise (author → papers → co-authors, topics).
DEFAULT_HOPS = 2

#: Colour and legend name of each kind of node.
KIND_STYLE: dict[str, tuple[str, str]] = {
    "paper": ("Papers", "#4e79a7"),
    "author": ("Authors", "#f28e2b"),
    "topic": ("Topics", "#59a14f"),
    "method": ("Methods", "#b07aa1"),
    "node": ("Other", "#9c755f"),
}
#: Colours of the largest communities (Tableau 10 without its grey); the rest share OTHER_COLOR.
COMMUNITY_COLORS = ("#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7", "#9c755f")
OTHER_COLOR = "#c2c8ce"


@dataclass(frozen=True)
class ViewSpec:
    """One named view: its projection, the kind of its nodes (when the projection does not say), defaults."""

    name: str
    title: str
    description: str
    project: Callable[[Store], nx.Graph]
    color: ColorBy
    edge_fields: tuple[tuple[str, str], ...]
    edge_note: str
    kind: str | None = None


VIEWS: dict[str, ViewSpec] = {
    spec.name: spec
    for spec in (
        ViewSpec("coauthors", "Co-authors", "Authors joined by the papers they wrote together.",
                 coauthorship_graph, "community", (("weight", "shared papers"),), "shared papers", kind="author"),
        ViewSpec("cotopics", "Co-topics", "Topics joined when papers share them.",
                 cotopic_graph, "community",
                 (("count", "shared papers"), ("association_strength", "association strength")),
                 "shared papers", kind="topic"),
        ViewSpec("papers", "Papers", "Papers joined to their authors, topics and methods (papers sharing an "
                 "author, topic or method are two steps apart).",
                 heterogeneous_graph, "type", (("relation", "relation"),), "one per link"),
        ViewSpec("methods", "Methods and topics", "Methods joined to the topics of the papers that propose or "
                 "mention them.", method_topic_graph, "type", (("weight", "papers"),), "papers"),
    )
}


@dataclass(frozen=True)
class View:
    """A rendered view: the page and what it shows."""

    name: str
    title: str
    description: str
    html: str
    nodes: int
    edges: int
    total_nodes: int
    total_edges: int

    @property
    def left_out(self) -> int:
        """Nodes of the projection the page does not show (``--top``)."""
        return self.total_nodes - self.nodes


def induced(graph: nx.Graph, keep: Collection[Hashable]) -> nx.Graph:
    """A new graph of the ``keep`` nodes and the edges among them, in ``graph``'s order; ``graph`` is unchanged.

    (networkx's ``subgraph`` may iterate a set, whose order changes between runs.)

    >>> g = nx.Graph([("c", "a"), ("a", "b"), ("b", "c")])
    >>> h = induced(g, {"a", "b"})
    >>> list(h), list(h.edges), g.number_of_nodes()
    (['a', 'b'], [('a', 'b')], 3)
    """
    keep = set(keep)
    out = graph.__class__()
    out.graph.update(graph.graph)
    out.add_nodes_from((n, dict(data)) for n, data in graph.nodes(data=True) if n in keep)
    out.add_edges_from((u, v, dict(data)) for u, v, data in graph.edges(data=True) if u in keep and v in keep)
    return out


def keep_top(
    graph: nx.Graph, scores: Mapping[Hashable, float], top: int | None, always: Collection[Hashable] = ()
) -> nx.Graph:
    """The ``top`` best-scored nodes (ties by id; ``always`` first) as a new graph; all when ``top`` is None or 0.

    >>> g = nx.star_graph(4)
    >>> sorted(keep_top(g, {0: 0.5, 1: 0.2, 2: 0.1, 3: 0.1, 4: 0.1}, 2)), sorted(keep_top(g, {}, None))
    ([0, 1], [0, 1, 2, 3, 4])
    """
    if not top or graph.number_of_nodes() <= top:
        return induced(graph, graph.nodes)
    ranked = sorted(graph, key=lambda n: (n not in always, -scores.get(n, 0.0), str(n)))
    return induced(graph, ranked[:top])


def _display_labels(graph: nx.Graph, details: Mapping[Hashable, Details]) -> dict[Hashable, str]:
    return {n: details[n].title if n in details else str(graph.nodes[n].get("label", n)) for n in graph}


def type_style(graph: nx.Graph, kind: str | None) -> tuple[dict[Hashable, str], dict[str, str]]:
    """Legend groups by node kind (the ``kind`` attribute, else ``kind``), in :data:`KIND_STYLE` order.

    >>> type_style(nx.Graph([("a", "b")]), "topic")
    ({'a': 'Topics', 'b': 'Topics'}, {'Topics': '#59a14f'})
    """
    kinds = {n: str(graph.nodes[n].get("kind") or kind or "node") for n in graph}
    groups = {n: KIND_STYLE.get(k, KIND_STYLE["node"])[0] for n, k in kinds.items()}
    present = set(kinds.values())
    colors = {name: color for k, (name, color) in KIND_STYLE.items() if k in present}
    if any(k not in KIND_STYLE for k in present):
        colors[KIND_STYLE["node"][0]] = KIND_STYLE["node"][1]
    return groups, colors


def community_style(
    graph: nx.Graph, scores: Mapping[Hashable, float], names: Mapping[Hashable, str]
) -> tuple[dict[Hashable, str], dict[str, str]]:
    """Legend groups by Louvain community of ``graph``, named by their three most central members.

    >>> g = nx.barbell_graph(4, 0)
    >>> groups, colors = community_style(g, pagerank(g), {n: f"n{n}" for n in g})
    >>> list(colors), groups[0] == groups[1] != groups[7]
    (['n3 · n0 · n1', 'n4 · n5 · n6'], True)
    """
    communities = label_communities(graph, louvain(graph), scores, top=3)
    groups: dict[Hashable, str] = {}
    colors: dict[str, str] = {}
    other = f"other communities ({max(len(communities) - len(COMMUNITY_COLORS), 0)})"
    for community in communities:
        if community.id < len(COMMUNITY_COLORS):
            name = " · ".join(names.get(m, str(m)) for m in community.central)
            name = name if name not in colors else f"{name} ({community.id + 1})"
            colors[name] = COMMUNITY_COLORS[community.id]
        else:
            name = other
            colors[other] = OTHER_COLOR
        for member in community.members:
            groups[member] = name
    return groups, colors


def render_view(
    graph: nx.Graph,
    *,
    name: str,
    title: str,
    description: str,
    color: ColorBy,
    edge_fields: tuple[tuple[str, str], ...] = (("weight", "weight"),),
    edge_note: str = "weight",
    kind: str | None = None,
    details: Mapping[Any, Details] | None = None,
    top: int | None = DEFAULT_TOP,
    highlight: Hashable | None = None,
    notes: tuple[str, ...] = (),
) -> View:
    """Size, cap, colour and render any projection (``graph`` is only read).

    >>> g = nx.star_graph(5)
    >>> v = render_view(g, name="star", title="Star", description="", color="type", top=3)
    >>> v.nodes, v.edges, v.left_out, "3 of 6 nodes left out" in v.html
    (3, 2, 3, True)
    """
    if color not in COLOR_CHOICES:
        raise UsageError(f"unknown colouring {color!r}; use one of {', '.join(COLOR_CHOICES)}")
    details = details or {}
    scores = pagerank(graph)
    shown = keep_top(graph, scores, top, always=() if highlight is None else (highlight,))
    names = _display_labels(graph, details)
    if color == "community":
        groups, colors = community_style(graph, scores, names)
        legend_title = "Communities (Louvain)"
    else:
        groups, colors = type_style(shown, kind)
        legend_title = "Kinds"
    lines = [f"{shown.number_of_nodes():,} nodes, {shown.number_of_edges():,} edges", *notes]
    left = graph.number_of_nodes() - shown.number_of_nodes()
    if left:
        lines.append(
            f"{left:,} of {graph.number_of_nodes():,} nodes left out: only the {top:,} most central "
            "(PageRank) are shown"
        )
    style = Style(
        groups=groups, colors=colors, sizes=scores, labels=names, details=details, edge_fields=edge_fields,
        highlight=highlight, legend_title=legend_title, legend_note=f"size: PageRank · edge width: {edge_note}",
    )
    page = network_html(shown, style, title=title, notes=[*([description] if description else []), *lines])
    return View(name, title, description, page, shown.number_of_nodes(), shown.number_of_edges(),
                graph.number_of_nodes(), graph.number_of_edges())


def build_view(
    store: Store,
    name: str,
    *,
    top: int | None = DEFAULT_TOP,
    color: ColorBy | None = None,
    details: Mapping[Any, Details] | None = None,
) -> View:
    """One of :data:`VIEWS` of the store.

    >>> from kg.analysis.examples import example_store
    >>> v = build_view(example_store(), "cotopics")
    >>> v.nodes, v.edges, v.left_out
    (3, 3, 0)
    """
    spec = VIEWS.get(name)
    if spec is None:
        raise UsageError(f"unknown view {name!r}; use one of {', '.join(VIEWS)}")
    return render_view(
        spec.project(store), name=spec.name, title=f"kg · {spec.title}", description=spec.description,
        color=color or spec.color, edge_fields=spec.edge_fields, edge_note=spec.edge_note, kind=spec.kind,
        details=entity_details(store) if details is None else details, top=top,
    )


def ego_view(
    store: Store,
    entity: str,
    *,
    hops: int = DEFAULT_HOPS,
    top: int | None = DEFAULT_TOP,
    color: ColorBy = "type",
) -> View:
    """The neighbourhood of one paper, author, topic or method (the papers graph within ``hops``).

    >>> from kg.analysis.examples import example_store
    >>> v = ego_view(example_store(), "M2", hops=1)
    >>> v.name, v.nodes, v.edges
    ('ego-m2', 2, 1)
    """
    if hops < 1:
        raise UsageError("--hops must be at least 1")
    iri = resolve_entity(store, entity)
    papers = heterogeneous_graph(store)
    details = entity_details(store)
    label = details[iri].title if iri in details else iri
    if iri not in papers:
        raise UsageError(f"{label!r} is not joined to any paper, author, topic or method")
    reach = nx.single_source_shortest_path_length(papers, iri, cutoff=hops)
    graph = induced(papers, reach)
    return render_view(
        graph, name=f"ego-{slug(label)[:60] or 'entity'}", title=f"kg · {label}",
        description=f"The {kind_of(iri)} {label} and everything within {hops} hop{'s' if hops != 1 else ''}.",
        color=color, edge_fields=(("relation", "relation"),), edge_note="one per link",
        details=details, top=top, highlight=iri,
    )


def write_html(path: Path, page: str) -> Path:
    """Write a page as UTF-8, atomically (readers see the old file or the new one, never half).

    >>> import tempfile
    >>> target = Path(tempfile.mkdtemp()) / "v" / "a.html"
    >>> write_html(target, "<p>é</p>").read_bytes()
    b'<p>\\xc3\\xa9</p>'
    """
    with atomic_write(path) as handle:
        handle.write(page.encode("utf-8"))
    return path


def write_views(store: Store, out_dir: Path, top: int | None = DEFAULT_TOP) -> list[Path]:
    """Write every view of :data:`VIEWS` as ``out_dir/<name>.html`` plus ``index.html``; returns the paths.

    >>> import tempfile
    >>> from kg.analysis.examples import example_store
    >>> [p.name for p in write_views(example_store(), Path(tempfile.mkdtemp()))]
    ['coauthors.html', 'cotopics.html', 'papers.html', 'methods.html', 'index.html']
    """
    details = entity_details(store)
    paths, entries = [], []
    for name in VIEWS:
        view = build_view(store, name, top=top, details=details)
        paths.append(write_html(out_dir / f"{name}.html", view.html))
        entries.append(IndexEntry(f"{name}.html", view.title, view.description, view.nodes, view.edges, view.left_out))
    paths.append(write_html(out_dir / "index.html", index_html(entries)))
    return paths
