"""Run one :class:`~kg.serve.protocol.QueryRequest` against a store: dataset, negotiation, cap, serialization.

This is what a worker process of :mod:`kg.serve.pool` does; it has no HTTP in it and answers
with a :class:`Reply` (status, media type, body), never an exception.

The kg data lives in named graphs, one per note. Unless the request names a dataset (protocol
parameters, or ``FROM`` / ``FROM NAMED`` in the query), the query runs with the union of all
graphs as its default graph, so plain triple patterns see the whole knowledge graph and
``GRAPH ?g { ... }`` still finds the note each triple came from. The prefixes of
:data:`kg.vocab.PREFIXES` are predefined; a query's own ``PREFIX`` overrides them.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import islice
from typing import Any

from pyoxigraph import (
    BlankNode,
    Literal,  # noqa: F401 - used by the doctests
    NamedNode,
    QueryBoolean,
    QueryResultsFormat,
    QuerySolutions,
    RdfFormat,
    Store,
    Triple,
    Variable,
    parse,
    parse_query_results,
    serialize,
)

from kg.serve.protocol import BAD_REQUEST, NOT_ACCEPTABLE, QueryRequest, has_keyword, negotiate
from kg.sparql.formats import SERVE_GRAPH, SERVE_SOLUTIONS, Format, formats_for
from kg.vocab import PREFIXES

OK = 200
SERVER_ERROR = 500

#: What the endpoint offers for SELECT/ASK and for CONSTRUCT/DESCRIBE, from the one formats table.
RESULT_FORMATS = formats_for(SERVE_SOLUTIONS)
GRAPH_FORMATS = formats_for(SERVE_GRAPH)


@dataclass(frozen=True)
class Job:
    """A request for a worker: the query, the client's Accept header and the result cap.

    >>> Job(QueryRequest("ASK {}"), None, 10).limit
    10
    """

    request: QueryRequest
    accept: str | None
    limit: int


@dataclass(frozen=True)
class Reply:
    """What to answer: HTTP status, Content-Type, body; ``truncated`` when the cap cut the results.

    >>> Reply.error(400, "bad\\nthing").body
    b'bad thing\\n'
    """

    status: int
    content_type: str
    body: bytes
    rows: int = 0
    truncated: bool = False

    @classmethod
    def error(cls, status: int, message: str) -> Reply:
        """A one-line plain-text error.

        >>> Reply.error(406, "no").content_type
        'text/plain; charset=utf-8'
        """
        return cls(status, "text/plain; charset=utf-8", (one_line(message) + "\n").encode("utf-8"))


def one_line(message: object) -> str:
    """A message on one line, whitespace collapsed.

    >>> one_line("error at 1:3:\\n  expected {")
    'error at 1:3: expected {'
    """
    return " ".join(str(message).split())


def dataset_options(request: QueryRequest) -> dict[str, Any]:
    """The keyword arguments of ``Store.query`` that give a request its RDF dataset.

    The protocol parameters win over ``FROM`` in the query; with neither, the default graph is
    the union of all named graphs.

    >>> dataset_options(QueryRequest("SELECT * { ?s ?p ?o }"))
    {'use_default_graph_as_union': True}
    >>> dataset_options(QueryRequest("SELECT * FROM <urn:g> { ?s ?p ?o }"))
    {}
    >>> dataset_options(QueryRequest("ASK {}", named_graphs=("urn:g",)))
    {'default_graph': [], 'named_graphs': [<NamedNode value=urn:g>]}
    """
    if request.default_graphs or request.named_graphs:
        return {
            "default_graph": [NamedNode(iri) for iri in request.default_graphs],
            "named_graphs": [NamedNode(iri) for iri in request.named_graphs],
        }
    if has_keyword(request.query, "FROM"):
        return {}
    return {"use_default_graph_as_union": True}


def substitutions(request: QueryRequest) -> dict[Variable, Any]:
    """The request's bindings as pyoxigraph terms (they were checked by :func:`kg.serve.protocol.binding_term`).

    >>> substitutions(QueryRequest("ASK {}", bindings=(("n", '"x"'),)))
    {<Variable value=n>: <Literal value=x datatype=<NamedNode value=http://www.w3.org/2001/XMLSchema#string>>}
    """
    terms = {}
    for name, text in request.bindings:
        (triple,) = parse(f"<urn:s> <urn:p> {text} .", format=RdfFormat.N_TRIPLES)
        terms[Variable(name)] = triple.object
    return terms


def term_json(term: Any) -> dict[str, Any]:
    """One RDF term in the SPARQL 1.1 Query Results JSON format.

    >>> term_json(Literal("GaLore", language="en"))
    {'type': 'literal', 'value': 'GaLore', 'xml:lang': 'en'}
    >>> term_json(NamedNode("https://w3id.org/confkg/ontology#Paper"))
    {'type': 'uri', 'value': 'https://w3id.org/confkg/ontology#Paper'}
    """
    if isinstance(term, NamedNode):
        return {"type": "uri", "value": term.value}
    if isinstance(term, BlankNode):
        return {"type": "bnode", "value": term.value}
    if isinstance(term, Triple):
        parts = {"subject": term.subject, "predicate": term.predicate, "object": term.object}
        return {"type": "triple", "value": {k: term_json(v) for k, v in parts.items()}}
    out: dict[str, Any] = {"type": "literal", "value": term.value}
    if term.language:
        out["xml:lang"] = term.language
        direction = getattr(term, "direction", None)
        if direction is not None:
            out["its:dir"] = str(direction.value if hasattr(direction, "value") else direction).lower()
    elif term.datatype.value != "http://www.w3.org/2001/XMLSchema#string":
        out["datatype"] = term.datatype.value
    return out


def solutions_json(variables: list[str], rows: Iterable[Any]) -> bytes:
    """SELECT results (a list of ``QuerySolution``) as SPARQL 1.1 Query Results JSON.

    >>> store = Store()
    >>> solutions_json(["x"], store.query("SELECT ?x { VALUES ?x { 'a' } }"))
    b'{"head":{"vars":["x"]},"results":{"bindings":[{"x":{"type":"literal","value":"a"}}]}}'
    """
    bindings = [{name: term_json(row[name]) for name in variables if row[name] is not None} for row in rows]
    doc = {"head": {"vars": variables}, "results": {"bindings": bindings}}
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def _select(result: QuerySolutions, name: str, limit: int) -> Reply:
    variables = [v.value for v in result.variables]
    rows = list(islice(result, limit + 1))
    truncated = len(rows) > limit
    rows = rows[:limit]
    body = solutions_json(variables, rows)
    if name != "json":
        written = parse_query_results(body, QueryResultsFormat.JSON).serialize(format=RESULT_FORMATS[name].results)
        assert written is not None  # no output given: serialize returns the bytes
        body = written
    return Reply(OK, RESULT_FORMATS[name].content_type, body, rows=len(rows), truncated=truncated)


def _graph(result: Iterable[Triple], name: str, limit: int) -> Reply:
    triples = list(islice(result, limit + 1))
    truncated = len(triples) > limit
    triples = triples[:limit]
    fmt = GRAPH_FORMATS[name]
    prefixes = PREFIXES if fmt.rdf in (RdfFormat.TURTLE, RdfFormat.RDF_XML) else None
    body = serialize(triples, format=fmt.rdf, prefixes=prefixes)
    assert body is not None  # no output given: serialize returns the bytes
    return Reply(OK, fmt.content_type, body, rows=len(triples), truncated=truncated)


def _negotiate(accept: str | None, formats: dict[str, Format]) -> str | Reply:
    name = negotiate(accept, {key: fmt.media_types for key, fmt in formats.items()})
    if name is None:
        offered = ", ".join(fmt.media_type for fmt in formats.values())
        return Reply.error(NOT_ACCEPTABLE, f"no acceptable result format in Accept; this query can give {offered}")
    return name


def execute(store: Store, job: Job) -> Reply:
    """Run a job: the results in the negotiated format, capped at ``job.limit`` rows (or triples).

    >>> store = Store()
    >>> reply = execute(store, Job(QueryRequest("SELECT ?x { VALUES ?x { 1 2 3 } }"), "text/csv", 2))
    >>> reply.status, reply.body, reply.truncated
    (200, b'x\\r\\n1\\r\\n2\\r\\n', True)
    >>> execute(store, Job(QueryRequest("SELEC ?x {}"), None, 2)).body
    b'query syntax error at 1:10: expected CONSTRUCT\\n'
    """
    request = job.request
    try:
        result = store.query(
            request.query,
            prefixes=PREFIXES,
            substitutions=substitutions(request) or None,
            **dataset_options(request),
        )
    except SyntaxError as err:
        return Reply.error(BAD_REQUEST, f"query syntax error {_at(err)}")
    except (ValueError, RuntimeError) as err:
        return Reply.error(BAD_REQUEST, f"query refused: {err}")
    except OSError as err:
        return Reply.error(SERVER_ERROR, f"query failed: {err}")
    try:
        if isinstance(result, QueryBoolean):
            name = _negotiate(job.accept, RESULT_FORMATS)
            if isinstance(name, Reply):
                return name
            fmt = RESULT_FORMATS[name]
            body = result.serialize(format=fmt.results)
            assert body is not None  # no output given: serialize returns the bytes
            return Reply(OK, fmt.content_type, body, rows=1)
        if isinstance(result, QuerySolutions):
            name = _negotiate(job.accept, RESULT_FORMATS)
            return name if isinstance(name, Reply) else _select(result, name, job.limit)
        name = _negotiate(job.accept, GRAPH_FORMATS)
        return name if isinstance(name, Reply) else _graph(result, name, job.limit)
    except (OSError, RuntimeError, ValueError, SyntaxError) as err:
        return Reply.error(SERVER_ERROR, f"query failed: {err}")


def _at(err: SyntaxError) -> str:
    text = one_line(err)
    return text[len("error ") :] if text.startswith("error at ") else f": {text}"
