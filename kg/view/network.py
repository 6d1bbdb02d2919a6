"""One networkx graph → one self-contained, offline HTML page drawn by vis-network (through pyvis).

pyvis holds the vis data (nodes, edges, options) and renders ``kg/view/page.html`` with its
Jinja environment; nodes and edges are filled in directly because ``Network.add_edge`` and
``from_nx`` are quadratic (timings in ``docs/views.md``). vis-network's JS and CSS are inlined
from the pyvis package, so nothing is loaded from a CDN and no ``lib/`` folder is written.

Above :data:`PHYSICS_MAX_NODES` nodes the layout is computed here (:mod:`kg.view.layout`) and
physics is off, so the page opens already drawn; smaller graphs let vis stabilise once, then
physics stops. Nodes are sized by centrality (PageRank unless given), edges by weight, coloured
by legend group. The caller's graph is only read.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field

import networkx as nx
from pyvis.network import Network

from kg.analysis.centrality import pagerank
from kg.view.layout import component_layout
from kg.view.page import CSP_MARKER, TEMPLATE, TEMPLATE_DIR, view_script, vis_assets, with_policy
from kg.web import script_json

#: Largest graph that vis lays out with physics in the browser; above it, positions are precomputed.
PHYSICS_MAX_NODES = 300
#: Canvas labels are cut to this many characters (the tooltip has the full text).
LABEL_CHARS = 40
#: Tooltip texts are cut to this many characters, so a runaway field cannot swamp the page.
TEXT_CHARS = 600
#: Graphs above this many nodes hide edges while dragging or zooming, so panning stays smooth.
BIG_GRAPH_NODES = 1000


@dataclass(frozen=True)
class Details:
    """What a node's tooltip and details panel say: its kind, full title, fields and links (text, URL)."""

    kind: str
    title: str
    fields: tuple[tuple[str, str], ...] = ()
    links: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Style:
    """How to draw a graph: each node's legend group, the groups' colours (legend order), node sizes.

    ``sizes`` are centrality scores (PageRank of the graph when None); ``edge_fields`` are the edge
    attributes shown in edge tooltips, as (attribute, caption); ``highlight`` is a node drawn as a star.
    """

    groups: Mapping[Hashable, str]
    colors: Mapping[str, str]
    sizes: Mapping[Hashable, float] | None = None
    labels: Mapping[Hashable, str] = field(default_factory=dict)
    details: Mapping[Hashable, Details] = field(default_factory=dict)
    edge_fields: Sequence[tuple[str, str]] = (("weight", "weight"),)
    highlight: Hashable | None = None
    legend_title: str = "Legend"
    legend_note: str = "size: PageRank · edge width: weight"


def shorten(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters with an ellipsis, whitespace collapsed.

    >>> shorten("Attention   is all you need", 12)
    'Attention i…'
    >>> shorten("short", 12)
    'short'
    """
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def number(value: object) -> str:
    """An attribute value as tooltip text: whole numbers without decimals, others to 3 significant digits.

    >>> number(2), number(2.0), number(1.33333), number("x"), number(True)
    ('2', '2', '1.33', 'x', 'yes')
    """
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if not math.isfinite(value):
            return str(value)
        return str(int(value)) if value.is_integer() else f"{value:.3g}"
    return shorten(str(value), TEXT_CHARS)


def darker(color: str, factor: float = 0.7) -> str:
    """A darker shade of a ``#rrggbb`` colour (node borders).

    >>> darker("#ffffff"), darker("#4e79a7", 0.5)
    ('#b2b2b2', '#273c53')
    """
    channels = [int(color[i : i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{int(c * factor):02x}" for c in channels)


def _weight(data: Mapping[str, object]) -> float:
    value = data.get("weight", 1)
    return float(value) if isinstance(value, (int, float)) and math.isfinite(value) else 1.0


def _options(n_nodes: int, n_edges: int, physics: bool, colors: Mapping[str, str], seed: int) -> dict:
    """vis-network options: groups from the legend, scaling by value, physics only for small graphs."""
    big = n_nodes > BIG_GRAPH_NODES
    groups = {
        f"g{i}": {
            "color": {
                "background": color,
                "border": darker(color),
                "highlight": {"background": color, "border": "#1d232a"},
                "hover": {"background": color, "border": "#1d232a"},
            }
        }
        for i, color in enumerate(colors.values())
    }
    physics_options: dict = {"enabled": False}
    if physics:
        physics_options = {
            "enabled": True,
            "solver": "forceAtlas2Based",
            "forceAtlas2Based": {"gravitationalConstant": -60, "centralGravity": 0.012, "springLength": 80,
                                 "springConstant": 0.08, "avoidOverlap": 0.2},
            "stabilization": {"enabled": True, "iterations": 500, "updateInterval": 50, "fit": True},
            "minVelocity": 1.0,
        }
    return {
        "autoResize": True,
        "groups": groups,
        "nodes": {
            "shape": "dot",
            "borderWidth": 1,
            "font": {"size": 14, "face": "system-ui, sans-serif", "strokeWidth": 3, "strokeColor": "#ffffff"},
            # labels of small nodes disappear first when zooming out (drawThreshold), big ones stay
            "scaling": {"min": 6, "max": 36, "label": {"enabled": True, "min": 11, "max": 26, "drawThreshold": 7}},
        },
        "edges": {
            "smooth": False,  # dynamic smoothing adds a physics body per edge
            "color": {"color": "#9aa5b1", "highlight": "#1d232a", "hover": "#5b6570", "opacity": 0.55},
            "scaling": {"min": 1, "max": 7, "label": {"enabled": False}},
            "selectionWidth": 1.5,
        },
        "interaction": {"hover": True, "tooltipDelay": 150, "hideEdgesOnDrag": big, "hideEdgesOnZoom": big},
        "physics": physics_options,
        "layout": {"randomSeed": seed, "improvedLayout": physics and n_nodes <= 100},
    }


def network_html(graph: nx.Graph, style: Style, *, title: str, notes: Sequence[str] = (), seed: int = 0) -> str:
    """The whole page for ``graph``: inline vis-network, data as escaped JSON, legend, search, CSP.

    Deterministic: the same graph, style and seed give the same bytes.

    >>> g = nx.Graph([("a", "b", {"weight": 2})])
    >>> style = Style(groups={"a": "Topics", "b": "Topics"}, colors={"Topics": "#59a14f"},
    ...               labels={"a": "<script>alert(1)</script>"})
    >>> page = network_html(g, style, title="Demo <1>")
    >>> "<title>Demo &lt;1&gt;</title>" in page, "<script>alert" in page, "\\\\u003cscript\\\\u003ealert" in page
    (True, False, True)
    >>> page == network_html(g, style, title="Demo <1>")
    True
    """
    nodes = list(graph)
    ids = {node: i for i, node in enumerate(nodes)}
    physics = len(nodes) <= PHYSICS_MAX_NODES
    positions = {} if physics else component_layout(graph, seed=seed)
    scores = pagerank(graph) if style.sizes is None else style.sizes
    top_score = max((scores.get(n, 0.0) for n in nodes), default=0.0)
    group_key = {label: f"g{i}" for i, label in enumerate(style.colors)}

    vis_nodes, info = [], []
    for node in nodes:
        attrs = graph.nodes[node]
        label = style.labels.get(node) or str(attrs.get("label", node))
        # sqrt: PageRank is heavy-tailed; sizes by sqrt keep the middle distinguishable
        value = math.sqrt(scores.get(node, 0.0) / top_score) if top_score > 0 else 1.0
        item: dict = {"id": ids[node], "label": shorten(label, LABEL_CHARS), "value": round(value, 4)}
        group = style.groups.get(node)
        if group in group_key:
            item["group"] = group_key[group]
        if node in positions:
            x, y = positions[node]
            item["x"], item["y"] = round(x, 1), round(y, 1)
        if node == style.highlight:
            item["shape"] = "star"
            item["borderWidth"] = 3
        vis_nodes.append(item)
        details = style.details.get(node) or Details(str(attrs.get("kind", "node")), label)
        info.append([
            shorten(details.kind, 60),
            shorten(details.title, TEXT_CHARS),
            [[shorten(k, 60), shorten(v, TEXT_CHARS)] for k, v in details.fields],
            [[shorten(text, 60), url] for text, url in details.links if url.startswith(("https://", "http://"))],
        ])

    vis_edges = []
    for u, v, data in graph.edges(data=True):
        edge: dict = {"from": ids[u], "to": ids[v], "value": round(_weight(data), 4)}
        fields = [number(data[attr]) if attr in data else "" for attr, _ in style.edge_fields]
        if fields:
            edge["f"] = fields
        vis_edges.append(edge)

    counts = Counter(style.groups.get(node) for node in nodes)
    page_data = {
        "legend": [[label, color, counts.get(label, 0)] for label, color in style.colors.items()],
        "legendTitle": style.legend_title,
        "legendNote": style.legend_note,
        "edgeFields": [caption for _, caption in style.edge_fields],
        "info": info,
        "physics": physics,
        "animate": len(nodes) <= BIG_GRAPH_NODES,
        "highlight": ids.get(style.highlight) if style.highlight is not None else None,
    }

    net = Network(height="100%", width="100%", cdn_resources="remote")  # nothing is fetched: own template
    net.set_template_dir(str(TEMPLATE_DIR) + "/", TEMPLATE)
    net.nodes, net.edges = vis_nodes, vis_edges
    net.options = _options(len(vis_nodes), len(vis_edges), physics, style.colors, seed)
    vis_js, vis_css = vis_assets()
    net.templateEnv.filters["script_json"] = script_json
    net.templateEnv.globals.update(
        page_title=title, notes=list(notes), page_data=page_data, csp=CSP_MARKER,
        vis_js=vis_js, vis_css=vis_css, view_js=view_script(),
    )
    return with_policy(net.generate_html())
