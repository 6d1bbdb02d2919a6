"""The one table of output formats: name ↔ media types ↔ file suffix ↔ serializer, and who offers each.

``kg export``, ``kg build``, ``kg query``, ``kg serve`` and ``kg analyze`` all pick
their formats here (by name, alias or suffix) and list their choices from here.
The serializer is pyoxigraph's (``rdf`` for graphs and datasets, ``results`` for
SELECT/ASK); ``table`` is drawn by kg.
"""

from __future__ import annotations

from dataclasses import dataclass

from pyoxigraph import QueryResultsFormat, RdfFormat

from kg.errors import UsageError

#: Who offers a format: a file of the whole graph, query results by kind, the endpoint, analysis tables.
EXPORT = "export"
SOLUTIONS = "query:solutions"  # SELECT and ASK in kg query
GRAPH = "query:graph"  # CONSTRUCT and DESCRIBE in kg query
SERVE_SOLUTIONS = "serve:solutions"
SERVE_GRAPH = "serve:graph"
ANALYSIS = "analysis"
USES = (EXPORT, SOLUTIONS, GRAPH, SERVE_SOLUTIONS, SERVE_GRAPH, ANALYSIS)


@dataclass(frozen=True)
class Format:
    """One output format."""

    name: str
    #: What HTTP calls it; the first is the one kg sends, all are accepted.
    media_types: tuple[str, ...]
    suffix: str
    aliases: tuple[str, ...]
    uses: frozenset[str]
    rdf: RdfFormat | None = None
    results: QueryResultsFormat | None = None

    @property
    def media_type(self) -> str:
        """The media type kg sends."""
        return self.media_types[0]

    @property
    def content_type(self) -> str:
        """The ``Content-Type`` header of a response in this format."""
        return f"{self.media_type}; charset=utf-8"

    @property
    def named_graphs(self) -> bool:
        """Whether the format keeps named graphs (TriG, N-Quads)."""
        return self.rdf is not None and self.rdf.supports_datasets


def _uses(*uses: str) -> frozenset[str]:
    return frozenset(uses)


_TABLES = (SOLUTIONS, SERVE_SOLUTIONS)
_GRAPHS = (GRAPH, SERVE_GRAPH)
#: Every format, in the order choices are listed.
FORMATS: tuple[Format, ...] = (
    Format("table", ("text/plain",), ".txt", (), _uses(SOLUTIONS, ANALYSIS)),
    Format("json", ("application/sparql-results+json", "application/json"), ".json", ("srj",),
           _uses(*_TABLES, ANALYSIS), results=QueryResultsFormat.JSON),
    Format("csv", ("text/csv",), ".csv", (), _uses(*_TABLES, ANALYSIS), results=QueryResultsFormat.CSV),
    Format("tsv", ("text/tab-separated-values",), ".tsv", (), _uses(*_TABLES), results=QueryResultsFormat.TSV),
    Format("xml", ("application/sparql-results+xml", "application/xml", "text/xml"), ".srx", ("srx",),
           _uses(*_TABLES), results=QueryResultsFormat.XML),
    Format("turtle", ("text/turtle", "application/turtle", "application/x-turtle"), ".ttl", ("ttl",),
           _uses(EXPORT, *_GRAPHS), rdf=RdfFormat.TURTLE),
    Format("ntriples", ("application/n-triples",), ".nt", ("nt", "n-triples"), _uses(EXPORT, *_GRAPHS),
           rdf=RdfFormat.N_TRIPLES),
    Format("jsonld", ("application/ld+json", "application/json"), ".jsonld", ("json-ld",),
           _uses(EXPORT, *_GRAPHS), rdf=RdfFormat.JSON_LD),
    Format("trig", ("application/trig",), ".trig", (), _uses(EXPORT), rdf=RdfFormat.TRIG),
    Format("nquads", ("application/n-quads",), ".nq", ("nq", "n-quads"), _uses(EXPORT), rdf=RdfFormat.N_QUADS),
    Format("rdfxml", ("application/rdf+xml", "application/xml", "text/xml"), ".rdf", ("rdf",),
           _uses(SERVE_GRAPH), rdf=RdfFormat.RDF_XML),
)


def formats_for(use: str) -> dict[str, Format]:
    """The formats one command offers for one kind of output, by name, in listing order.

    >>> list(formats_for(EXPORT))
    ['turtle', 'ntriples', 'jsonld', 'trig', 'nquads']
    >>> list(formats_for(ANALYSIS))
    ['table', 'json', 'csv']
    """
    return {f.name: f for f in FORMATS if use in f.uses}


def get_format(name: str, use: str) -> Format:
    """A format by name, alias or file suffix, among those offered for ``use``.

    >>> get_format(".trig", EXPORT).name, get_format("TTL", GRAPH).name, get_format("nt", EXPORT).suffix
    ('trig', 'turtle', '.nt')
    >>> get_format("xls", EXPORT)
    Traceback (most recent call last):
    kg.errors.UsageError: unknown format 'xls' (choose from turtle, ntriples, jsonld, trig, nquads)
    """
    key = name.strip().lower()
    offered = formats_for(use)
    for fmt in offered.values():
        if key in (fmt.name, *fmt.aliases) or (key.startswith(".") and key == fmt.suffix):
            return fmt
    raise UsageError(f"unknown format '{name}' (choose from {', '.join(offered)})")
