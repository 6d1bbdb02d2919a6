"""``kg view`` without a browser: node counts against the store, --top, escaping, offline, determinism.

The pages are read back by parsing their JSON data blocks, the way the page's own script reads them.
"""

from __future__ import annotations

import base64
import copy
import hashlib
import json
import os
import re
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import networkx as nx
import pyoxigraph
import pytest
from click.testing import CliRunner

from kg.analysis.centrality import pagerank
from kg.analysis.projections import coauthorship_graph, cotopic_graph
from kg.build import BuildReport
from kg.cli import main
from kg.errors import UsageError
from kg.view.details import entity_details
from kg.view.entities import resolve_entity
from kg.view.examples import HOSTILE, hostile_store, synthetic_graph
from kg.view.layout import component_layout
from kg.view.network import PHYSICS_MAX_NODES, TEXT_CHARS, Style, network_html
from kg.view.views import VIEWS, View, build_view, ego_view, render_view, write_html, write_views

KG = "https://w3id.org/confkg/ontology#"
ID = "https://w3id.org/confkg/id/"
DATA_BLOCK = re.compile(r'<script type="application/json" id="(kg-[a-z]+)">(.*?)</script>', re.S)
GALORE = ID + "paper/hYHsrKDiX7"
LINKS = "kg:hasAuthor|kg:hasTopic|kg:mentionsTopic|kg:proposes|kg:mentions"


def blocks(page: str) -> dict[str, object]:
    """The page's JSON data blocks by id (kg-nodes, kg-edges, kg-options, kg-page)."""
    return {name: json.loads(body) for name, body in DATA_BLOCK.findall(page)}


def markup(page: str) -> str:
    """The page without its JSON data blocks: what the HTML parser sees as markup."""
    return DATA_BLOCK.sub("", page)


def count(store: pyoxigraph.Store, query: str) -> int:
    rows = list(store.query(f"PREFIX kg: <{KG}> {query}", use_default_graph_as_union=True))
    return int(rows[0]["n"].value)


@pytest.fixture(scope="module")
def data_views(data_store: pyoxigraph.Store) -> dict[str, View]:
    details = entity_details(data_store)
    return {name: build_view(data_store, name, details=details) for name in VIEWS}


@pytest.fixture(scope="module")
def hostile() -> pyoxigraph.Store:
    return hostile_store()


# --- what the views show, checked against the store ---------------------------------------------


def test_each_view_shows_every_node_of_its_projection(data_store: pyoxigraph.Store, data_views: dict[str, View]) -> None:
    authors = count(data_store, "SELECT (COUNT(DISTINCT ?a) AS ?n) WHERE { ?p kg:hasAuthor ?a }")
    pairs = count(data_store, "SELECT (COUNT(DISTINCT CONCAT(STR(?a), ' ', STR(?b))) AS ?n) "
                              "WHERE { ?p kg:hasAuthor ?a, ?b FILTER(STR(?a) < STR(?b)) }")
    topics = count(data_store, "SELECT (COUNT(DISTINCT ?t) AS ?n) WHERE { ?p kg:hasTopic|kg:mentionsTopic ?t }")
    linked = count(data_store, f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {{ ?x {LINKS} ?o }} UNION {{ ?p {LINKS} ?x }} }}")
    methods = count(data_store, "SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE { "
                                "{ ?p kg:proposes|kg:mentions ?x . ?p kg:hasTopic|kg:mentionsTopic ?t } UNION "
                                "{ ?p kg:proposes|kg:mentions ?m . ?p kg:hasTopic|kg:mentionsTopic ?x } }")
    expected = {"coauthors": authors, "cotopics": topics, "papers": linked, "methods": methods}
    assert authors > 400 and topics > 300 and linked > 1000  # the data/ notes, not an empty build
    for name, n in expected.items():
        view = data_views[name]
        nodes = blocks(view.html)["kg-nodes"]
        assert view.nodes == view.total_nodes == len(nodes) == n, name
        assert view.left_out == 0 and "left out" not in view.html
    coauthor_edges = blocks(data_views["coauthors"].html)["kg-edges"]
    assert len(coauthor_edges) == data_views["coauthors"].edges == pairs


def test_sizes_follow_pagerank_and_labels_are_titles(data_store: pyoxigraph.Store, data_views: dict[str, View]) -> None:
    graph = cotopic_graph(data_store)
    scores = pagerank(graph)
    nodes = blocks(data_views["cotopics"].html)["kg-nodes"]
    by_label = {n["label"]: n["value"] for n in nodes}
    best = max(scores, key=scores.get)
    assert by_label[graph.nodes[best]["label"]] == 1.0  # the most central topic is the biggest
    papers = blocks(data_views["papers"].html)
    titles = [entry[1] for entry in papers["kg-page"]["info"]]
    assert "GaLore: Memory-Efficient LLM Training by Gradient Low-Rank Projection" in titles


def test_tooltips_carry_authors_venue_topics_and_links(data_views: dict[str, View]) -> None:
    data = blocks(data_views["papers"].html)
    info = {entry[1]: entry for entry in data["kg-page"]["info"]}
    kind, _, fields, links = info["GaLore: Memory-Efficient LLM Training by Gradient Low-Rank Projection"]
    fields = dict(fields)
    assert kind == "paper"
    assert fields["authors"] == "Jiawei Zhao, Zhenyu Zhang, Beidi Chen, Zhangyang Wang, Anima Anandkumar, Yuandong Tian"
    assert fields["venue"] == "ICML 2024" and "Training" in fields["topics"] and fields["proposes"] == "GaLore"
    assert links == [["OpenReview", "https://openreview.net/forum?id=hYHsrKDiX7"]]
    arxiv = [link for entry in info.values() for link in entry[3] if link[0] == "arXiv"]
    assert arxiv and all(url.startswith("https://arxiv.org/abs/") for _, url in arxiv)


def test_top_keeps_the_most_central_and_says_how_many_were_left_out(data_store: pyoxigraph.Store) -> None:
    graph = coauthorship_graph(data_store)
    scores = pagerank(graph)
    view = build_view(data_store, "coauthors", top=50)
    nodes = blocks(view.html)["kg-nodes"]
    assert view.nodes == len(nodes) == 50
    left = graph.number_of_nodes() - 50
    assert view.left_out == left
    assert f"{left:,} of {graph.number_of_nodes():,} nodes left out" in markup(view.html)
    kept = {n["label"] for n in nodes}
    ranked = sorted(graph, key=lambda n: (-scores[n], n))
    assert {graph.nodes[n]["label"] for n in ranked[:50]} == kept
    assert view.edges == graph.subgraph(ranked[:50]).number_of_edges()


def test_colouring_by_type_or_community(data_store: pyoxigraph.Store, data_views: dict[str, View]) -> None:
    legend = blocks(data_views["papers"].html)["kg-page"]["legend"]
    assert [row[0] for row in legend] == ["Papers", "Authors", "Topics", "Methods"]
    assert sum(row[2] for row in legend) == data_views["papers"].nodes
    by_community = blocks(build_view(data_store, "papers", color="community", top=200).html)["kg-page"]["legend"]
    assert len(by_community) == 10 and by_community[-1][0].startswith("other communities")
    with pytest.raises(UsageError):
        build_view(data_store, "papers", color="size")  # type: ignore[arg-type]


def test_big_graphs_are_laid_out_in_python_small_ones_by_physics() -> None:
    big = render_view(synthetic_graph(PHYSICS_MAX_NODES + 50), name="s", title="s", description="", color="type")
    data = blocks(big.html)
    assert data["kg-options"]["physics"] == {"enabled": False} and not data["kg-page"]["physics"]
    assert all("x" in n and "y" in n for n in data["kg-nodes"])
    small = blocks(render_view(synthetic_graph(40), name="s", title="s", description="", color="type").html)
    assert small["kg-options"]["physics"]["enabled"] and all("x" not in n for n in small["kg-nodes"])


# --- ego views and entity names ------------------------------------------------------------------


def test_ego_view_of_an_author(data_store: pyoxigraph.Store) -> None:
    view = ego_view(data_store, "Yuandong Tian", hops=2)
    data = blocks(view.html)
    titles = sorted(entry[1] for entry in data["kg-page"]["info"])
    # GaLore, its six authors, its topic and its method
    assert view.nodes == 9 and "GaLore" in titles and "Anima Anandkumar" in titles
    centre = data["kg-page"]["highlight"]
    assert data["kg-nodes"][centre]["shape"] == "star" and data["kg-page"]["info"][centre][1] == "Yuandong Tian"
    assert ego_view(data_store, "Yuandong Tian", hops=1).nodes == 2


@pytest.mark.parametrize("text", ["GaLore: Memory-Efficient LLM Training by Gradient Low-Rank Projection",
                                  "hYHsrKDiX7", "paper:hYHsrKDiX7", GALORE, f"<{GALORE}>",
                                  "galore: memory efficient llm training by gradient low rank projection"])
def test_entities_by_title_id_or_iri(data_store: pyoxigraph.Store, text: str) -> None:
    assert resolve_entity(data_store, text) == GALORE


def test_unknown_or_ambiguous_entities_list_close_matches(data_store: pyoxigraph.Store, runner: CliRunner,
                                                          data_build: BuildReport) -> None:
    with pytest.raises(UsageError, match=r"names 2 entities: .*method:transformer.*topic:transformers"):
        resolve_entity(data_store, "Transformer")
    with pytest.raises(UsageError, match=r"close matches: \"GaLore\" \(method, method:galore\)"):
        resolve_entity(data_store, "Galor")
    result = runner.invoke(main, ["view", "ego", "Yuandong Tain", "--graph", str(data_build.out)])
    assert result.exit_code == 2
    assert result.stderr.count("\n") == 1 and "close matches" in result.stderr and "Yuandong Tian" in result.stderr


# --- safety --------------------------------------------------------------------------------------


def _hostile_pages(store: pyoxigraph.Store) -> dict[str, str]:
    pages = {name: build_view(store, name).html for name in VIEWS}
    pages["ego"] = ego_view(store, "paper:p0").html
    pages["ego-community"] = ego_view(store, "person:a9", color="community").html
    return pages


class _Tags(HTMLParser):
    """Every start tag with its attributes, as a browser's parser would see them."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))


PAGE_TAGS = {"html", "head", "meta", "title", "style", "body", "header", "h1", "p", "span", "form", "input",
             "button", "output", "main", "aside", "section", "div", "datalist", "noscript", "script"}


def test_hostile_text_never_becomes_markup(hostile: pyoxigraph.Store) -> None:
    for name, page in _hostile_pages(hostile).items():
        parser = _Tags()
        parser.feed(page)
        assert {tag for tag, _ in parser.tags} <= PAGE_TAGS, name
        for tag, attrs in parser.tags:
            assert not any(key.startswith("on") for key in attrs), (name, tag, attrs)
            assert not any((value or "").lstrip().lower().startswith("javascript:") for value in attrs.values())
        # the only script elements: 4 JSON data blocks, vis-network, the page's own script
        assert [attrs.get("type") for tag, attrs in parser.tags if tag == "script"] == [
            "application/json"] * 4 + [None, None], name
        assert page.count("</script>") == 6
        for _, body in DATA_BLOCK.findall(page):  # data: ASCII only, nothing that could end the block
            assert body.isascii() and not {"<", ">", "&"} & set(body), name


def test_template_syntax_in_data_stays_text(hostile: pyoxigraph.Store) -> None:
    page = ego_view(hostile, "paper:p8").html
    title = re.search(r"<title>(.*?)</title>", page).group(1)
    assert title == "kg · {{ 7*7 }} {% if true %}jinja{% endif %} kg-content-security-policy"
    assert "default-src 'none'" in page.split("<title>")[0]  # the policy went into the head, not the title


def test_hostile_text_round_trips_as_data(hostile: pyoxigraph.Store) -> None:
    data = blocks(build_view(hostile, "papers").html)
    titles = {entry[1] for entry in data["kg-page"]["info"]}
    short = [" ".join(text.split()) for text in HOSTILE if len(text) < TEXT_CHARS]
    assert set(short) <= titles  # the characters of the note, quotes and backslashes included (spaces collapsed)
    longest = max(len(t) for t in titles)
    assert longest == TEXT_CHARS  # the 30,000-character title is cut, not dropped
    links = [url for entry in data["kg-page"]["info"] for _, url in entry[3]]
    assert links and all(re.fullmatch(r"https://[A-Za-z0-9./?=%_-]+", url) for url in links)


def test_ego_page_title_is_escaped(hostile: pyoxigraph.Store) -> None:
    page = ego_view(hostile, "paper:p3").html
    title = re.search(r"<title>(.*?)</title>", page).group(1)
    assert title == "kg · &lt;/script&gt;&lt;script&gt;window.__kgPwned=&#39;close-script&#39;&lt;/script&gt;"


def test_network_html_escapes_and_keeps_the_legend_data() -> None:
    g = nx.Graph([("a", "b", {"weight": 3})])
    style = Style(groups={"a": "<b>x</b>", "b": "<b>x</b>"}, colors={"<b>x</b>": "#4e79a7"},
                  labels={"a": "</script><script>alert(1)</script>"})
    page = network_html(g, style, title="t", notes=["<i>note</i>"])
    assert "<b>x" not in markup(page) and "&lt;i&gt;note&lt;/i&gt;" in page
    data = blocks(page)
    assert data["kg-page"]["legend"] == [["<b>x</b>", "#4e79a7", 2]]
    assert data["kg-nodes"][0]["label"] == "</script><script>alert(1)</script>"


# --- offline -------------------------------------------------------------------------------------


def test_pages_load_nothing_from_the_network(data_views: dict[str, View], tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    page = build_view(hostile_store(), "cotopics").html
    assert not any(tmp_path.iterdir())  # pyvis's "local" mode would have written lib/ here
    for html in [page, *(v.html for v in data_views.values())]:
        tags = markup(html)
        assert not re.search(r"<(script|img|iframe|link|embed|object|source)\b[^>]*\b(src|href)\s*=", tags, re.I)
        assert not re.search(r"(@import|url\(\s*['\"]?\s*(https?:)?//)", tags, re.I)
        assert "vis.Network" in html  # vis-network is inline
        policy = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', html).group(1)
        assert policy.startswith("default-src 'none'; script-src 'sha256-") and "http" not in policy
        scripts = re.findall(r"<script>(.*?)</script>", html, re.S)
        assert len(scripts) == 2
        for body in scripts:
            digest = base64.b64encode(hashlib.sha256(body.encode()).digest()).decode()
            assert f"'sha256-{digest}'" in policy


# --- determinism, the caller's graph, atomic writes ----------------------------------------------


def test_same_store_gives_byte_identical_pages(data_store: pyoxigraph.Store, data_views: dict[str, View],
                                               tmp_path: Path) -> None:
    paths = write_views(data_store, tmp_path)
    assert [p.name for p in paths] == ["coauthors.html", "cotopics.html", "papers.html", "methods.html", "index.html"]
    for name, view in data_views.items():  # data_views were rendered earlier, separately
        assert (tmp_path / f"{name}.html").read_bytes() == view.html.encode("utf-8"), name
    index = (tmp_path / "index.html").read_text("utf-8")
    for name in VIEWS:
        assert f'<a href="{name}.html">' in index


#: Renders, in a fresh interpreter, the views whose order could depend on set or dict hashing.
_RENDER = """
import hashlib, sys
from kg.view.examples import hostile_store, synthetic_graph
from kg.view.views import VIEWS, build_view, ego_view, render_view
store = hostile_store()
pages = [build_view(store, name, color="community").html for name in VIEWS]
pages.append(ego_view(store, "person:a1").html)
pages.append(render_view(synthetic_graph(400), name="s", title="s", description="", color="community", top=350).html)
sys.stdout.write(hashlib.sha256("".join(pages).encode()).hexdigest())
"""


def test_byte_identical_across_processes_with_different_hash_seeds() -> None:
    digests = {
        subprocess.run([sys.executable, "-c", _RENDER], check=True, capture_output=True, text=True,
                       env=dict(os.environ, PYTHONHASHSEED=seed)).stdout
        for seed in ("1", "2")
    }
    assert len(digests) == 1


def test_the_callers_graph_is_not_changed() -> None:
    graph = synthetic_graph(PHYSICS_MAX_NODES + 20)
    graph.nodes["n00000"]["label"] = "<b>first</b>"
    before = copy.deepcopy(graph)
    render_view(graph, name="s", title="s", description="", color="community", top=100)
    component_layout(graph)
    assert nx.utils.graphs_equal(graph, before)
    assert list(graph) == list(before) and list(graph.edges) == list(before.edges)


def test_component_layout_keeps_components_apart() -> None:
    graph = nx.disjoint_union_all([nx.complete_graph(4), nx.path_graph(30), nx.star_graph(8), nx.empty_graph(3)])
    pos = component_layout(graph)
    assert pos == component_layout(graph)
    boxes = []
    for component in nx.connected_components(graph):
        xs = [pos[n][0] for n in component]
        ys = [pos[n][1] for n in component]
        boxes.append((min(xs), max(xs), min(ys), max(ys)))
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert a[1] < b[0] or b[1] < a[0] or a[3] < b[2] or b[3] < a[2]  # bounding boxes do not overlap


def test_write_html_is_atomic(tmp_path: Path) -> None:
    target = write_html(tmp_path / "v.html", "<p>old é</p>")
    assert target.read_bytes() == "<p>old é</p>".encode()

    class Boom(Exception):
        pass

    class Failing(str):
        def encode(self, *args: object, **kwargs: object) -> bytes:  # fails inside the write
            raise Boom

    with pytest.raises(Boom):
        write_html(target, Failing("<p>new</p>"))
    assert target.read_bytes() == "<p>old é</p>".encode()
    assert [p.name for p in tmp_path.iterdir()] == ["v.html"]


# --- the command line ----------------------------------------------------------------------------


def test_cli_view_commands(runner: CliRunner, data_build: BuildReport, tmp_path: Path,
                           monkeypatch: pytest.MonkeyPatch) -> None:
    graph = str(data_build.out)
    result = runner.invoke(main, ["view", "cotopics", "--graph", graph, "-o", str(tmp_path / "c.html"), "--top", "40"])
    assert result.exit_code == 0, result.output
    assert "40 nodes" in result.stderr and "left out" in result.stderr
    assert len(blocks((tmp_path / "c.html").read_text("utf-8"))["kg-nodes"]) == 40
    result = runner.invoke(main, ["view", "all", "--graph", graph, "--out", str(tmp_path / "all"), "--top", "30"])
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in (tmp_path / "all").iterdir()) == [
        "coauthors.html", "cotopics.html", "index.html", "methods.html", "papers.html"]
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(main, ["view", "ego", "person:yuandong-tian", "--graph", graph])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "ego-yuandong-tian.html").is_file()  # the default name, in the current folder
    result = runner.invoke(main, ["view", "papers", "--graph", str(tmp_path / "missing")])
    assert result.exit_code == 1 and result.stderr.startswith("kg: error:") and result.stderr.count("\n") == 1
