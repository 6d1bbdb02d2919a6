"""networkx graphs projected from the RDF graph by SPARQL, so they work on any store.

kg data lives in named graphs; every query runs over their union. Node ids are
IRIs (strings) and every node carries a ``label``; nodes and edges are added in
sorted order, so the same store always gives the same graph.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from itertools import combinations
from typing import Literal

import networkx as nx
from pyoxigraph import Literal as RdfLiteral
from pyoxigraph import NamedNode, QuerySolutions, Store

from kg.vocab import FOAF, KG, RDFS, SKOS

Counting = Literal["full", "fractional"]

_PREFIXES = f"PREFIX kg: <{KG}>\nPREFIX rdfs: <{RDFS}>\nPREFIX skos: <{SKOS}>\nPREFIX foaf: <{FOAF}>\n"
#: Label properties, most preferred first.
_LABEL_PROPERTIES = (SKOS + "prefLabel", RDFS + "label", FOAF + "name")


def _value(term: object) -> str:
    if isinstance(term, (NamedNode, RdfLiteral)):
        return term.value
    return str(term)


def solutions(store: Store, query: str) -> QuerySolutions:
    """The rows of a SPARQL SELECT query over the union of all named graphs.

    >>> from kg.analysis.examples import example_store
    >>> rows = solutions(example_store(), _PREFIXES + "SELECT (COUNT(*) AS ?n) WHERE { ?t a kg:Topic }")
    >>> [row["n"].value for row in rows]
    ['3']
    """
    rows = store.query(query, use_default_graph_as_union=True)
    assert isinstance(rows, QuerySolutions), "not a SELECT query"
    return rows


def select_pairs(store: Store, pattern: str) -> list[tuple[str, str]]:
    """Distinct ``(?s, ?o)`` values of a SPARQL group pattern over all named graphs, sorted.

    >>> from kg.analysis.examples import example_store
    >>> select_pairs(example_store(), "?s kg:proposes ?o")[0]
    ('https://w3id.org/confkg/id/paper/p1', 'https://w3id.org/confkg/id/method/m1')
    """
    query = f"{_PREFIXES}SELECT DISTINCT ?s ?o WHERE {{ {pattern} }}"
    return sorted({(_value(row["s"]), _value(row["o"])) for row in solutions(store, query)})


def labels(store: Store, iris: Iterable[str] | None = None) -> dict[str, str]:
    """The display label of each IRI: skos:prefLabel, else rdfs:label, else foaf:name (smallest if several).

    An IRI without a label is labelled with its last path segment.

    >>> from kg.analysis.examples import example_store
    >>> labels(example_store(), ["https://w3id.org/confkg/id/topic/beta", "https://example.org/x/none"])
    {'https://example.org/x/none': 'none', 'https://w3id.org/confkg/id/topic/beta': 'Beta'}
    """
    values = " ".join(f"<{p}>" for p in _LABEL_PROPERTIES)
    query = f"SELECT ?s ?p ?l WHERE {{ VALUES ?p {{ {values} }} ?s ?p ?l FILTER(isIRI(?s)) }}"
    found: dict[str, dict[str, str]] = defaultdict(dict)
    for row in solutions(store, query):
        s, p, label = _value(row["s"]), _value(row["p"]), _value(row["l"])
        if p not in found[s] or label < found[s][p]:
            found[s][p] = label
    wanted = sorted(found) if iris is None else sorted(set(iris))
    out: dict[str, str] = {}
    for iri in wanted:
        by_property = found.get(iri, {})
        best = next((by_property[p] for p in _LABEL_PROPERTIES if p in by_property), None)
        out[iri] = best if best is not None else iri.rstrip("/#").rsplit("/", 1)[-1].rsplit("#", 1)[-1]
    return out


def _group(pairs: list[tuple[str, str]]) -> dict[str, list[str]]:
    grouped: dict[str, list[str]] = defaultdict(list)
    for s, o in pairs:
        grouped[s].append(o)
    return {s: sorted(set(os)) for s, os in sorted(grouped.items())}


def paper_topics(store: Store) -> dict[str, list[str]]:
    """Each paper's topics (kg:hasTopic or its sub-property kg:mentionsTopic), sorted.

    >>> from kg.analysis.examples import example_store
    >>> [t.rsplit("/", 1)[-1] for t in paper_topics(example_store())["https://w3id.org/confkg/id/paper/p2"]]
    ['alpha', 'beta', 'gamma']
    """
    return _group(select_pairs(store, "?s kg:hasTopic|kg:mentionsTopic ?o"))


def _cooccurrence(
    items_of: dict[str, list[str]], counting: Counting
) -> tuple[Counter[str], dict[tuple[str, str], float], int]:
    """Occurrences per item, (fractional) co-occurrences per sorted pair, and the number of units."""
    if counting not in ("full", "fractional"):
        raise ValueError(f"counting must be 'full' or 'fractional', not {counting!r}")
    occurrences: Counter[str] = Counter()
    pairs: dict[tuple[str, str], float] = defaultdict(float)
    for items in items_of.values():
        occurrences.update(items)
        if len(items) < 2:
            continue
        share = 1.0 if counting == "full" else 1.0 / (len(items) - 1)
        for a, b in combinations(items, 2):  # items are sorted, so a < b
            pairs[(a, b)] += share
    return occurrences, dict(pairs), len(items_of)


def _add_nodes(graph: nx.Graph, nodes: Iterable[str], names: dict[str, str], **attrs: Mapping[str, object]) -> None:
    for node in sorted(set(nodes)):
        graph.add_node(node, label=names[node], **{key: values[node] for key, values in attrs.items()})


def coauthorship_graph(store: Store) -> nx.Graph:
    """Authors joined by the papers they share (kg:hasAuthor); ``weight`` = shared papers.

    Nodes carry ``label`` and ``papers`` (papers by that author).

    >>> from kg.analysis.examples import example_store
    >>> g = coauthorship_graph(example_store())
    >>> sorted(g.nodes[n]["label"] for n in g)
    ['W', 'X', 'Y', 'Z']
    >>> g.edges["https://w3id.org/confkg/id/person/x", "https://w3id.org/confkg/id/person/z"]["weight"]
    1
    """
    authors_of = _group(select_pairs(store, "?s kg:hasAuthor ?o"))
    papers, shared, _ = _cooccurrence(authors_of, "full")
    graph = nx.Graph(kind="coauthorship")
    _add_nodes(graph, papers, labels(store, papers), papers=dict(papers))
    for (a, b), count in sorted(shared.items()):
        graph.add_edge(a, b, weight=int(count))
    return graph


def cotopic_graph(store: Store, counting: Counting = "full", min_count: float = 0) -> nx.Graph:
    """Topics joined by the papers they share (kg:hasTopic), with several edge weights.

    With N papers that have a topic, s_i papers with topic i and c_ij the
    co-occurrence count (``full``: one per paper; ``fractional``: 1/(n-1) per
    paper with n topics, so every paper weighs the same), each edge has

    - ``count`` (also ``weight``): c_ij
    - ``association_strength``: c_ij * N / (s_i * s_j), observed over expected
      co-occurrences (1 = independent), so large topics do not dominate
    - ``vos_strength``: VOSviewer's normalisation 2 * m * c_ij / (k_i * k_j), with
      k_i the total link weight of i and m the total link weight of the graph
    - ``pmi``: log2 of the association strength

    Nodes carry ``label`` and ``papers`` (s_i). Edges below ``min_count`` are left out.

    >>> from kg.analysis.examples import example_store
    >>> g = cotopic_graph(example_store())
    >>> t = "https://w3id.org/confkg/id/topic/"
    >>> edge = g.edges[t + "alpha", t + "beta"]
    >>> edge["count"], round(edge["association_strength"], 4), round(edge["pmi"], 4)
    (2, 1.3333, 0.415)
    >>> cotopic_graph(example_store(), counting="fractional").edges[t + "alpha", t + "beta"]["count"]
    1.5
    """
    topics_of = paper_topics(store)
    occurrences, pairs, n_papers = _cooccurrence(topics_of, counting)
    pairs = {pair: c for pair, c in pairs.items() if c >= min_count}
    link_weight: dict[str, float] = defaultdict(float)
    for (a, b), c in pairs.items():
        link_weight[a] += c
        link_weight[b] += c
    total_link = sum(pairs.values())
    graph = nx.Graph(kind="cotopic", counting=counting, papers=n_papers)
    _add_nodes(graph, occurrences, labels(store, occurrences), papers=dict(occurrences))
    for (a, b), c in sorted(pairs.items()):
        count: float = int(c) if counting == "full" else c
        strength = c * n_papers / (occurrences[a] * occurrences[b])
        graph.add_edge(
            a,
            b,
            count=count,
            weight=count,
            association_strength=strength,
            vos_strength=2 * total_link * c / (link_weight[a] * link_weight[b]),
            pmi=math.log2(strength),
        )
    return graph


def heterogeneous_graph(store: Store) -> nx.Graph:
    """Papers joined to their authors, topics and methods; nodes carry ``kind``, edges ``relation``.

    Relations: ``hasAuthor``, ``hasTopic`` and ``proposes``/``mentions`` (``proposes`` wins if both).

    >>> from kg.analysis.examples import example_store
    >>> g = heterogeneous_graph(example_store())
    >>> sorted(Counter(kind for _, kind in g.nodes(data="kind")).items())
    [('author', 4), ('method', 2), ('paper', 4), ('topic', 3)]
    >>> g.number_of_edges()
    18
    """
    relations = [
        ("hasAuthor", "author", select_pairs(store, "?s kg:hasAuthor ?o")),
        ("hasTopic", "topic", select_pairs(store, "?s kg:hasTopic|kg:mentionsTopic ?o")),
        ("mentions", "method", select_pairs(store, "?s kg:mentions ?o")),
        ("proposes", "method", select_pairs(store, "?s kg:proposes ?o")),
    ]
    kinds: dict[str, str] = {}
    edges: dict[tuple[str, str], str] = {}
    for relation, kind, pairs in relations:
        for paper, other in pairs:
            kinds[paper] = "paper"
            kinds.setdefault(other, kind)
            edges[(paper, other)] = relation  # later relations (proposes) overwrite mentions
    graph = nx.Graph(kind="heterogeneous")
    _add_nodes(graph, kinds, labels(store, kinds), kind=kinds)
    for (paper, other), relation in sorted(edges.items()):
        graph.add_edge(paper, other, relation=relation, weight=1)
    return graph


def method_topic_graph(store: Store) -> nx.Graph:
    """Methods joined to the topics of the papers that propose or mention them; ``weight`` = papers.

    Nodes carry ``label`` and ``kind`` (``method`` or ``topic``).

    >>> from kg.analysis.examples import example_store
    >>> g = method_topic_graph(example_store())
    >>> m, t = "https://w3id.org/confkg/id/method/", "https://w3id.org/confkg/id/topic/"
    >>> g.edges[m + "m1", t + "beta"]["weight"], g.edges[m + "m1", t + "gamma"]["weight"]
    (2, 1)
    """
    methods_of = _group(select_pairs(store, "?s kg:proposes|kg:mentions ?o"))
    topics_of = paper_topics(store)
    weights: Counter[tuple[str, str]] = Counter()
    for paper, methods in methods_of.items():
        for method in methods:
            for topic in topics_of.get(paper, []):
                weights[(method, topic)] += 1
    kinds = {m: "method" for m, _ in weights} | {t: "topic" for _, t in weights}
    graph = nx.Graph(kind="method-topic")
    _add_nodes(graph, kinds, labels(store, kinds), kind=kinds)
    for (method, topic), weight in sorted(weights.items()):
        graph.add_edge(method, topic, weight=weight)
    return graph
