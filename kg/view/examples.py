"""Graphs and stores for tests and the benchmark: a big synthetic graph and a store of hostile strings.

:data:`HOSTILE` are texts that would run script, break out of a ``<script>`` block or an
attribute, or swamp a page if a view ever treated data as markup. The ones that could run
script set ``window.__kgPwned`` or the document title, so a browser test can see that none ran.
"""

from __future__ import annotations

import random

import networkx as nx
from pyoxigraph import Literal, NamedNode, Quad, Store

from kg.vocab import DCTERMS, ID, KG, RDF, RDFS, SKOS

#: Strings that must show as text in every view, never run.
HOSTILE: tuple[str, ...] = (
    "<img src=x onerror=alert(1)>",
    "<img src=x onerror=\"window.__kgPwned='img'\">",
    "<script>window.__kgPwned='script'</script>",
    "</script><script>window.__kgPwned='close-script'</script>",
    "\"'><svg onload=\"document.title='pwned'\">",
    "back\\slash \\\" and \\u003c quotes \"'` &amp; &lt;b&gt;",
    "line\u2028and\u2029paragraph separators",
    "javascript:window.__kgPwned='href'",
    "{{ 7*7 }} {% if true %}jinja{% endif %} kg-content-security-policy",
    "Long " + "very long text " * 2000,
)
#: Kinds cycled through the synthetic graph's nodes.
SYNTHETIC_KINDS = ("paper", "author", "topic", "method")


def synthetic_graph(n: int = 5000, seed: int = 0, m: int = 2) -> nx.Graph:
    """A graph of ``n`` nodes shaped like a kg projection: communities, hubs, a few bridges between them.

    Communities of 3 to 60 nodes are scale-free inside (Barabási–Albert, ``m`` edges per new
    node); each links to earlier ones by about one bridge per ten members. Nodes carry
    ``label`` and ``kind``, edges ``weight`` (1–5). Deterministic for a given ``seed``.

    >>> g = synthetic_graph(100)
    >>> g.number_of_nodes(), g.number_of_edges() > 150, g.nodes["n00003"]
    (100, True, {'label': 'Node 3', 'kind': 'method'})
    >>> nx.utils.graphs_equal(g, synthetic_graph(100))
    True
    """
    rng = random.Random(seed)
    name = [f"n{i:0{max(len(str(n)), 5)}d}" for i in range(n)]
    graph = nx.Graph(kind="synthetic")
    for i in range(n):
        graph.add_node(name[i], label=f"Node {i}", kind=SYNTHETIC_KINDS[i % len(SYNTHETIC_KINDS)])
    start = 0
    while start < n:
        size = min(rng.randint(3, 60), n - start)
        if size > 1:
            inside = nx.barabasi_albert_graph(size, min(m, size - 1), seed=rng.randrange(2**31))
        else:
            inside = nx.empty_graph(1)
        for u, v in inside.edges():
            graph.add_edge(name[start + u], name[start + v], weight=rng.randint(1, 5))
        if start:
            for _ in range(1 + size // 10):
                graph.add_edge(name[start + rng.randrange(size)], name[rng.randrange(start)], weight=1)
        start += size
    return graph


def hostile_store() -> Store:
    """A store whose papers, authors, topics and methods are named with :data:`HOSTILE` strings.

    Paper ``p<i>`` has title ``HOSTILE[i]``, author ``a<i>`` of that name, topic ``t<i>`` (all
    papers also share topic ``t-all``) and method ``m<i>``; the ids are hostile too.

    >>> store = hostile_store()
    >>> from kg.analysis.projections import heterogeneous_graph
    >>> heterogeneous_graph(store).number_of_nodes() == 4 * len(HOSTILE) + 1
    True
    """
    store = Store()
    graph = NamedNode(ID + "graph/hostile")

    def add(s: str, p: str, o: NamedNode | Literal) -> None:
        store.add(Quad(NamedNode(s), NamedNode(p), o, graph))

    shared = ID + "topic/t-all"
    add(shared, RDF + "type", NamedNode(KG + "Topic"))
    add(shared, SKOS + "prefLabel", Literal(HOSTILE[0]))
    for i, text in enumerate(HOSTILE):
        paper, person, topic, method = (ID + f"{kind}/{prefix}{i}" for kind, prefix in
                                        (("paper", "p"), ("person", "a"), ("topic", "t"), ("method", "m")))
        add(paper, RDF + "type", NamedNode(KG + "Paper"))
        add(paper, DCTERMS + "title", Literal(text))
        add(paper, KG + "openreviewId", Literal(f"x\" onmouseover=\"window.__kgPwned='id{i}'"))
        add(paper, KG + "arxivId", Literal("javascript:alert(1)"))
        add(paper, KG + "summary", Literal(text))
        add(paper, KG + "hasAuthor", NamedNode(person))
        add(paper, KG + "hasTopic", NamedNode(topic))
        add(paper, KG + "hasTopic", NamedNode(shared))
        add(paper, KG + "proposes", NamedNode(method))
        add(person, RDF + "type", NamedNode(KG + "Person"))
        add(person, RDFS + "label", Literal(text))
        add(topic, RDF + "type", NamedNode(KG + "Topic"))
        add(topic, SKOS + "prefLabel", Literal(text))
        add(method, RDF + "type", NamedNode(KG + "Method"))
        add(method, RDFS + "label", Literal(text))
    return store
