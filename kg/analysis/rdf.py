"""Analysis results as RDF in the named graph ``https://w3id.org/confkg/id/graph/analysis``.

Each entity gets its scores as plain properties (``kg:pageRank`` …) and, for
topics and authors, ``kg:inCommunity``. Every measure is a ``kg:AnalysisRun``
(a ``prov:Activity``) stating the algorithm, its implementation, the
projection, its parameters, the note graphs it used and which property holds
its scores. Scores are ``xsd:decimal`` with 9 significant digits, so the last
bits of floating point never reach the exports.

The end time is recorded only when ``SOURCE_DATE_EPOCH`` (the reproducible
builds convention) or an explicit time is given: a wall-clock time would make
two builds of the same notes differ.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator, Sequence
from datetime import UTC, datetime
from decimal import Decimal

from pyoxigraph import BlankNode, Literal, NamedNode, Quad, RdfFormat, Store, serialize

from kg.analysis.run import LOUVAIN_PARAMETERS, MEASURES, KindAnalysis, analyze
from kg.graph.export.rdf import Snapshot
from kg.graph.mapping import RDFS_LABEL, A, decimal, integer, resource
from kg.vocab import PROV, XSD, kg, term

ANALYSIS_GRAPH = resource("graph", "analysis")

#: Each measure's score property, algorithm name and implementation.
SCORE_TERMS: dict[str, tuple[str, str, str]] = {
    "degree": ("degreeCentrality", "degree centrality", "networkx.degree_centrality"),
    "weighted_degree": ("weightedDegree", "weighted degree (strength)", "networkx.Graph.degree(weight=)"),
    "pagerank": ("pageRank", "PageRank", "networkx.pagerank"),
    "betweenness": ("betweennessCentrality", "betweenness centrality", "networkx.betweenness_centrality"),
    "eigenvector": ("eigenvectorCentrality", "eigenvector centrality per component", "kg.analysis.centrality"),
}
assert set(SCORE_TERMS) == set(MEASURES)


def score(value: float) -> Literal:
    """A score as an ``xsd:decimal`` with 9 significant digits.

    >>> score(0.000123456789123).value, score(34.0).value, score(1 / 3).value
    ('0.000123456789', '34', '0.333333333')
    """
    return decimal(Decimal(f"{value:.9g}"))


def _q(s: NamedNode, p: NamedNode, o: NamedNode | BlankNode | Literal) -> Quad:
    return Quad(s, p, o, ANALYSIS_GRAPH)


def _run(
    key: str, label: str, algorithm: str, implementation: str, projection: str,
    parameters: dict[str, str], used: Sequence[NamedNode | BlankNode], ended: Literal | None,
) -> tuple[NamedNode, list[Quad]]:
    run = resource("analysis", key)
    quads = [
        _q(run, A, kg("AnalysisRun")),
        _q(run, RDFS_LABEL, Literal(label)),
        _q(run, kg("algorithm"), Literal(algorithm)),
        _q(run, kg("implementation"), Literal(implementation)),
        _q(run, kg("projection"), Literal(projection)),
        *(_q(run, kg("parameter"), Literal(f"{name}={value}")) for name, value in sorted(parameters.items())),
        *(_q(run, term(PROV, "used"), graph) for graph in used),
        _q(ANALYSIS_GRAPH, term(PROV, "wasGeneratedBy"), run),
    ]
    if ended is not None:
        quads.append(_q(run, term(PROV, "endedAtTime"), ended))
    return run, quads


def analysis_quads(
    results: Iterable[KindAnalysis], used: Iterable[NamedNode | BlankNode], ended: datetime | None = None
) -> Iterator[Quad]:
    """The quads of the analysis graph for these results, computed from the note graphs ``used``.

    >>> from kg.analysis.examples import example_store
    >>> from kg.analysis.run import analyze
    >>> quads = list(analysis_quads(analyze(example_store()), []))
    >>> {q.graph_name.value for q in quads}
    {'https://w3id.org/confkg/id/graph/analysis'}
    >>> sum(q.predicate == kg("pageRank") for q in quads)  # 3 topics, 4 authors, 2 methods, 4 papers
    13
    """
    graphs = sorted(used, key=lambda g: g.value)
    when = Literal(ended.isoformat(), datatype=NamedNode(XSD + "dateTime")) if ended else None
    for result in results:
        kind, projection = result.kind.name, result.kind.projection
        for measure, (_, parameters) in MEASURES.items():
            prop, algorithm, implementation = SCORE_TERMS[measure]
            run, quads = _run(
                f"{projection}-{measure}", f"{algorithm} of {kind} in the {projection} graph",
                algorithm, implementation, projection, parameters, graphs, when,
            )
            yield from quads
            yield _q(run, kg("scoreProperty"), kg(prop))
            for node, value in sorted(result.scores[measure].items()):
                yield _q(NamedNode(node), kg(prop), score(value))
        if result.modularity is None:
            continue
        run, quads = _run(
            f"{projection}-louvain", f"Louvain communities of {kind} in the {projection} graph",
            "Louvain community detection", "networkx.community.louvain_communities", projection,
            LOUVAIN_PARAMETERS, graphs, when,
        )
        yield from quads
        yield _q(run, kg("modularity"), score(result.modularity))
        for community in result.communities:
            group = resource("community", f"{projection}-{community.id}")
            yield _q(group, A, kg("Community"))
            yield _q(group, RDFS_LABEL, Literal(community.label))
            yield _q(group, kg("memberCount"), integer(len(community.members)))
            yield _q(group, term(PROV, "wasGeneratedBy"), run)
            for member in community.central:
                yield _q(group, kg("centralMember"), NamedNode(str(member)))
            for member in community.members:
                yield _q(NamedNode(str(member)), kg("inCommunity"), group)


def source_date() -> datetime | None:
    """The time named by ``SOURCE_DATE_EPOCH`` (seconds since 1970, UTC), if set and valid.

    >>> import os; os.environ["SOURCE_DATE_EPOCH"] = "1767225600"
    >>> source_date().isoformat()
    '2026-01-01T00:00:00+00:00'
    >>> del os.environ["SOURCE_DATE_EPOCH"]; source_date() is None
    True
    """
    value = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    return datetime.fromtimestamp(int(value), tz=UTC) if value.isdigit() else None


def with_analysis(snapshot: Snapshot, ended: datetime | None = None) -> Snapshot:
    """The snapshot plus its analysis graph (any analysis graph it had is replaced).

    >>> from kg.analysis.examples import example_store
    >>> before = Snapshot.from_store(example_store())
    >>> after = with_analysis(with_analysis(before))
    >>> after.nquads.startswith(before.nquads[:20]), after.nquads.count(b"/graph/analysis>") > 0
    (True, True)
    """
    store = Store()
    analysis = f"<{ANALYSIS_GRAPH.value}>".encode()
    kept = b"".join(
        line + b"\n" for line in snapshot.nquads.split(b"\n") if line and not line.endswith(analysis + b" .")
    )
    store.bulk_load(kept, RdfFormat.N_QUADS)
    used = list(store.named_graphs())
    added = serialize(analysis_quads(analyze(store), used, ended), format=RdfFormat.N_QUADS)
    assert added is not None  # bytes, since no output file is given
    return Snapshot(kept + added)
