"""Run SPARQL over a store and write the results in a W3C format or as a terminal table.

:func:`run_query` works on any object with a pyoxigraph-like
``query(text, substitutions=...)`` method: the embedded :class:`pyoxigraph.Store`
or a client for a remote SPARQL server that returns pyoxigraph result objects
(``QuerySolutions``/``QueryBoolean`` from :func:`pyoxigraph.parse_query_results`,
any iterable of :class:`pyoxigraph.Triple` for CONSTRUCT/DESCRIBE).

Result formats come from one table, :data:`RESULT_FORMATS`; pyoxigraph writes the
W3C serializations (SPARQL 1.1 Query Results JSON, XML, CSV and TSV; Turtle,
N-Triples, JSON-LD), kg only draws the table.
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import BinaryIO, Protocol

from pyoxigraph import (
    Literal,
    NamedNode,
    QueryBoolean,
    QueryResultsFormat,
    QuerySolutions,
    RdfFormat,
    Triple,
    Variable,
    serialize,
)
from rich import box
from rich.console import Console
from rich.table import Table
from rich.text import Text

from kg.errors import KGError, UsageError
from kg.sparql.formats import GRAPH, SOLUTIONS, Format, formats_for, get_format
from kg.sparql.terms import Term
from kg.vocab import PREFIXES, XSD

Results = QuerySolutions | QueryBoolean | Iterable[Triple]

_POSITION = re.compile(r"^error at (\d+):(\d+):\s*(.*)$", re.DOTALL)
_NUMERIC = {XSD + t for t in ("integer", "decimal", "double", "float", "int", "long", "nonNegativeInteger")}
#: Longest namespace first, so ``paper:`` wins over a shorter prefix of the same IRI.
_SHORTEN = sorted(((ns, p) for p, ns in PREFIXES.items()), key=lambda item: -len(item[0]))


class QueryTarget(Protocol):
    """What :func:`run_query` needs: pyoxigraph's ``Store.query`` signature (or a remote client mimicking it).

    ``substitutions`` is a ``dict``, as ``Store.query`` takes (:func:`run_query` passes a copy).
    """

    def query(self, query: str, *, substitutions: dict[Variable, Term] | None = None) -> Results: ...


class QuerySyntaxError(KGError):
    """A query pyoxigraph cannot parse; ``str`` gives ``source:line:column: message``.

    >>> str(QuerySyntaxError("expected OPTIONAL", source="query", line=3, column=14))
    'query:3:14: expected OPTIONAL'
    """

    def __init__(self, message: str, *, source: str, line: int, column: int) -> None:
        super().__init__(message, path=source, line=line)
        self.column = column

    def __str__(self) -> str:
        return f"{self.path}:{self.line}:{self.column}: {self.message}"


def syntax_error(err: SyntaxError, source: str = "query") -> KGError:
    """Turn pyoxigraph's ``SyntaxError`` ("error at 3:14: ...") into one line naming the position.

    >>> str(syntax_error(SyntaxError("error at 1:9: expected one of\\n DESCRIBE, [_]")))
    'query:1:9: expected one of DESCRIBE, [_]'
    >>> str(syntax_error(SyntaxError("odd"), "q.rq"))
    'q.rq: odd'
    """
    text = str(err.args[0] if err.args else err)
    match = _POSITION.match(text)
    message = " ".join((match.group(3) if match else text).split())
    if len(message) > 300:  # pyoxigraph lists every expected Unicode range; the start says enough
        message = message[:297] + "..."
    if match:
        return QuerySyntaxError(message, source=source, line=int(match.group(1)), column=int(match.group(2)))
    return KGError(message, path=source)


def run_query(
    store: QueryTarget, text: str, substitutions: Mapping[Variable, Term] | None = None, *, source: str = "query"
) -> Results:
    """Evaluate a query; a syntax error becomes one :class:`KGError` line with its position.

    Saved queries match data with ``GRAPH ?g { ... }`` (kg keeps one named graph per note and
    leaves the default graph empty), so the store is queried exactly as it is configured.

    >>> from pyoxigraph import Store, Quad
    >>> s = Store()
    >>> s.add(Quad(NamedNode("http://x/a"), NamedNode("http://x/p"), Literal("v"), NamedNode("http://x/g")))
    >>> [r["o"].value for r in run_query(s, "SELECT ?s ?o WHERE { GRAPH ?g { ?s ?p ?o } }",
    ...                                   {Variable("s"): NamedNode("http://x/a")})]
    ['v']
    >>> run_query(s, "SELECT ?s WHERE {\\n  ?s ?p \\n}")
    Traceback (most recent call last):
    kg.sparql.run.QuerySyntaxError: query:3:2: expected OPTIONAL
    """
    try:
        return store.query(text, substitutions=dict(substitutions) if substitutions else None)
    except SyntaxError as err:
        raise syntax_error(err, source) from None
    except (RuntimeError, ValueError) as err:
        raise KGError(f"query failed: {' '.join(str(err).split())}", path=source) from None


def result_kind(results: Results) -> str:
    """``solutions`` (SELECT), ``boolean`` (ASK) or ``graph`` (CONSTRUCT/DESCRIBE).

    >>> from pyoxigraph import Store
    >>> [result_kind(Store().query(q)) for q in ("SELECT * {}", "ASK {}", "CONSTRUCT WHERE {}")]
    ['solutions', 'boolean', 'graph']
    """
    if isinstance(results, QueryBoolean):
        return "boolean"
    if isinstance(results, QuerySolutions):
        return "solutions"
    return "graph"


# ---------------------------------------------------------------- terms as the table shows them


def shorten(iri: str) -> str:
    """An IRI with the export prefixes applied when one fits.

    >>> shorten("https://w3id.org/confkg/id/paper/LRkJwPIDuE"), shorten("https://openreview.net/forum?id=x")
    ('paper:LRkJwPIDuE', '<https://openreview.net/forum?id=x>')
    """
    for namespace, prefix in _SHORTEN:
        local = iri[len(namespace):]
        if iri.startswith(namespace) and local and not re.search(r"[\s/#?<>]", local):
            return f"{prefix}:{local}"
    return f"<{iri}>"


def display(term: Term | None) -> str:
    """A term for a human: prefixed IRIs, literals by their text, blank nodes as ``_:id``.

    >>> display(NamedNode("http://purl.org/dc/terms/title")), display(Literal("GaLore")), display(None)
    ('dcterms:title', 'GaLore', '')
    >>> from pyoxigraph import BlankNode
    >>> display(Literal("Open", language="en")), display(BlankNode("b1"))
    ('Open@en', '_:b1')
    """
    if term is None:
        return ""
    if isinstance(term, NamedNode):
        return shorten(term.value)
    if isinstance(term, Literal):
        return f"{term.value}@{term.language}" if term.language else term.value
    return str(term)


def _is_number(term: Term | None) -> bool:
    return term is None or (isinstance(term, Literal) and term.datatype.value in _NUMERIC)


def render_table(header: list[str], rows: list[list[str]], *, width: int | None = None,
                 right: Iterable[int] = (), caption: str | None = None) -> str:
    """An aligned text table (rich); ``width`` wraps long cells for a terminal, ``None`` never wraps.

    >>> print(render_table(["a", "b"], [["1", "x"], ["22", "yy"]], right=[0]))
    ┏━━━━┳━━━━┓
    ┃  a ┃ b  ┃
    ┡━━━━╇━━━━┩
    │  1 │ x  │
    │ 22 │ yy │
    └────┴────┘
    <BLANKLINE>
    """
    table = Table(box=box.HEAVY_HEAD, caption=caption, caption_justify="left")
    right = set(right)
    for index, name in enumerate(header):
        table.add_column(Text(name), justify="right" if index in right else "left", overflow="fold")
    for row in rows:
        table.add_row(*(Text(cell) for cell in row))
    buffer = io.StringIO()
    console = Console(file=buffer, width=width or 1_000_000, color_system=None, highlight=False,
                      emoji=False, markup=False, force_terminal=False, legacy_windows=False)
    console.print(table)
    return "\n".join(line.rstrip() for line in buffer.getvalue().split("\n"))


# ---------------------------------------------------------------- writers, one per format


def _write_table(results: Results, out: BinaryIO, width: int | None) -> int:
    if isinstance(results, QueryBoolean):
        out.write(b"true\n" if bool(results) else b"false\n")
        return 1
    assert isinstance(results, QuerySolutions)
    names = [v.value for v in results.variables]
    solutions = [[solution[name] for name in names] for solution in results]
    right = [i for i in range(len(names)) if solutions and all(_is_number(row[i]) for row in solutions)]
    rows = [[display(term) for term in row] for row in solutions]
    caption = f"{len(rows)} row" + ("" if len(rows) == 1 else "s")
    out.write(render_table(names, rows, width=width, right=right, caption=caption).encode("utf-8"))
    return len(rows)


def _results_writer(fmt: QueryResultsFormat) -> Callable[[Results, BinaryIO, int | None], int | None]:
    def write(results: Results, out: BinaryIO, width: int | None) -> int | None:
        assert isinstance(results, QuerySolutions | QueryBoolean)
        results.serialize(out, fmt)
        return None

    return write


def _counting(triples: Iterable[Triple], seen: list[int]) -> Iterator[Triple]:
    for triple in triples:
        seen[0] += 1
        yield triple


def _graph_writer(fmt: RdfFormat) -> Callable[[Results, BinaryIO, int | None], int | None]:
    def write(results: Results, out: BinaryIO, width: int | None) -> int | None:
        seen = [0]
        # pyoxigraph.serialize takes QueryTriples and a remote client's plain iterable of triples alike.
        serialize(_counting(results, seen), out, fmt, prefixes=PREFIXES)  # type: ignore[arg-type]
        return seen[0]

    return write


#: The format used when none is asked for, per result kind.
DEFAULT_FORMATS = {"solutions": "table", "boolean": "table", "graph": "turtle"}
#: Which formats of :mod:`kg.sparql.formats` each result kind can be written in.
_USE = {"solutions": SOLUTIONS, "boolean": SOLUTIONS, "graph": GRAPH}
#: Every output format of ``kg query``, by name.
RESULT_FORMATS: dict[str, Format] = formats_for(SOLUTIONS) | formats_for(GRAPH)


def get_result_format(name: str) -> Format:
    """A result format by name (``ttl``, ``nt`` and ``json-ld`` are accepted too).

    >>> get_result_format("ttl").name
    'turtle'
    >>> get_result_format("xls")
    Traceback (most recent call last):
    kg.errors.UsageError: unknown result format 'xls' (choose from table, json, csv, tsv, xml, turtle, ntriples, jsonld)
    """
    for use in (SOLUTIONS, GRAPH):
        try:
            return get_format(name, use)
        except UsageError:
            continue
    raise UsageError(f"unknown result format '{name}' (choose from {', '.join(RESULT_FORMATS)})")


def _writer(fmt: Format) -> Callable[[Results, BinaryIO, int | None], int | None]:
    if fmt.results is not None:
        return _results_writer(fmt.results)
    if fmt.rdf is not None:
        return _graph_writer(fmt.rdf)
    return _write_table


def choose_format(results: Results, name: str | None) -> Format:
    """The format to write ``results`` in: ``name``, or the default for the query form.

    >>> from pyoxigraph import Store
    >>> choose_format(Store().query("CONSTRUCT WHERE {}"), None).name
    'turtle'
    >>> choose_format(Store().query("SELECT * {}"), "turtle")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    kg.errors.UsageError: format 'turtle' is for CONSTRUCT/DESCRIBE results; a SELECT query takes table, ... or xml
    """
    kind = result_kind(results)
    fmt = get_result_format(name or DEFAULT_FORMATS[kind])
    if _USE[kind] not in fmt.uses:
        form = {"solutions": "a SELECT query", "boolean": "an ASK query", "graph": "a CONSTRUCT/DESCRIBE query"}[kind]
        fits = list(formats_for(_USE[kind]))
        what = "SELECT/ASK" if SOLUTIONS in fmt.uses else "CONSTRUCT/DESCRIBE"
        takes = f"{', '.join(fits[:-1])} or {fits[-1]}"
        raise UsageError(f"format '{fmt.name}' is for {what} results; {form} takes {takes}")
    return fmt


def write_results(results: Results, fmt: str | None, out: BinaryIO, *, width: int | None = None) -> int | None:
    """Write query results to a binary stream; returns the rows or triples written when counted.

    ``fmt`` is a name from :data:`RESULT_FORMATS` (``None``: table for SELECT/ASK, turtle for
    CONSTRUCT/DESCRIBE). ``width`` wraps the table to a terminal's width.

    >>> import io
    >>> from pyoxigraph import Store
    >>> buf = io.BytesIO()
    >>> write_results(Store().query("SELECT ?x WHERE { VALUES ?x { 1 2 } }"), "csv", buf)
    >>> buf.getvalue()
    b'x\\r\\n1\\r\\n2\\r\\n'
    """
    chosen = choose_format(results, fmt)
    try:
        return _writer(chosen)(results, out, width)
    except (RuntimeError, ValueError) as err:
        # Evaluation is lazy: errors in the data (a bad cast, a time-out) surface while writing.
        raise KGError(f"query failed: {' '.join(str(err).split())}") from None
