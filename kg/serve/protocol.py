"""SPARQL 1.1 Protocol requests, without I/O: parameters, refusals and content negotiation.

What the endpoint accepts (https://www.w3.org/TR/sparql11-protocol/#query-operation):

- ``query`` (exactly one) from the URL of a GET, from an url-encoded POST body, or the whole body
  of an ``application/sparql-query`` POST;
- ``default-graph-uri`` / ``named-graph-uri`` (any number): the RDF dataset of the query;
- ``$NAME=VALUE`` (an extension): binds variable ``?NAME`` to an RDF term before evaluation
  (an N-Triples term such as ``<https://...>`` or ``"x"@en``, a prefixed name such as
  ``person:yuandong-tian``; otherwise an integer, a decimal or a plain string), never pasted
  into the query text;
- any other parameter (SPARQLWrapper's ``format``/``output``/``results``) is ignored.

Refused: ``update`` parameters and query texts that are SPARQL Update (403, the endpoint is
read-only), ``SERVICE`` (403, the server makes no requests on a user's behalf), and anything
malformed (400), each with a one-line message.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from urllib.parse import parse_qsl

from pyoxigraph import NamedNode

from kg.errors import KGError
from kg.sparql.lexer import code_only, has_quoted_iri
from kg.sparql.terms import parse_term

BAD_REQUEST = 400
FORBIDDEN = 403
NOT_ACCEPTABLE = 406
UNSUPPORTED_MEDIA_TYPE = 415

FORM = "application/x-www-form-urlencoded"
SPARQL_QUERY = "application/sparql-query"
SPARQL_UPDATE = "application/sparql-update"

#: Upper bounds on a request, so that a malformed one cannot exhaust the server.
MAX_PARAMETERS = 200



class ProtocolError(KGError):
    """A request the endpoint refuses, with the HTTP status it answers.

    >>> err = ProtocolError(403, "SPARQL Update is refused")
    >>> err.status, str(err)
    (403, 'SPARQL Update is refused')
    """

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


@dataclass(frozen=True)
class QueryRequest:
    """One query to run: its text, its RDF dataset and its variable bindings (as N-Triples terms).

    With neither ``default_graphs`` nor ``named_graphs`` the query sees the store as it is; see
    :func:`kg.serve.execute.dataset_options` for the union default graph.

    >>> QueryRequest("ASK {}").bindings
    ()
    """

    query: str
    default_graphs: tuple[str, ...] = ()
    named_graphs: tuple[str, ...] = ()
    bindings: tuple[tuple[str, str], ...] = ()


# --- the query text, seen as tokens ---------------------------------------------------------------

_UPDATE_START = re.compile(
    r"\A\s*(?:(?:PREFIX\s*[^\s:]*:\s*<>|BASE\s*<>)\s*)*"
    r"(INSERT|DELETE|LOAD|CLEAR|DROP|CREATE|ADD|MOVE|COPY|WITH)\b",
    re.I,
)
# Variables (greedy, as the parser reads them) and runs of name characters (keywords, prefixed
# names, blank node labels, numbers, all run together when nothing separates them).
_VARIABLE_TOKEN = re.compile(r"[?$][\w\u00B7\u0300-\u036F\u203F\u2040]+")
_NAME_RUN = re.compile(r"[\w.\-:%\u00B7\u0300-\u036F\u203F\u2040]+")


def has_keyword(query: str, keyword: str, *, strict: bool = False) -> bool:
    """Whether ``keyword`` stands as a keyword in the query (not in an IRI, string, comment, variable or local name).

    Errs on the side of finding it, as the parser reads keywords even when glued to what follows
    (``SERVICEex:x`` is ``SERVICE ex:x``): only a variable (``?service``) or a local name after
    a colon (``ex:webservice``) hides it. With ``strict`` (see :func:`code_only`), and when a
    ``<...>`` holds a quote (an IRI, or a comparison with a string: which string is which then
    depends on the parser), nothing but variables and local names hides it.

    >>> has_keyword("SELECT * { SERVICE <http://x/> { ?s ?p ?o } }", "service")
    True
    >>> has_keyword('SELECT ?service { ?s ex:Service "SERVICE" } # SERVICE', "service")
    False
    >>> has_keyword("SELECT * { FILTER(?a<'>') SERVICE <http://x/> {} FILTER(?b = 'x') }", "service", strict=True)
    True
    """
    text = query if strict and has_quoted_iri(query) else code_only(query, strict=strict)
    text = _VARIABLE_TOKEN.sub(" ", text)
    word = keyword.casefold()
    for run in _NAME_RUN.finditer(text):
        before_colon = run.group(0).split(":", 1)[0]
        if word in before_colon.casefold():
            return True
    return False


def is_update(query: str) -> bool:
    """Whether the text is a SPARQL Update (INSERT, DELETE, LOAD, CLEAR, DROP, CREATE, ...).

    >>> is_update("PREFIX ex: <http://x/> INSERT DATA { ex:a ex:b ex:c }")
    True
    >>> is_update("SELECT * { ?s ?p 'INSERT' }")
    False
    """
    return _UPDATE_START.match(code_only(query)) is not None


def check_query(query: str) -> None:
    """Refuse what this endpoint never runs: empty queries, updates and ``SERVICE`` (raise :class:`ProtocolError`).

    >>> check_query("SELECT * { ?s ?p ?o }")
    >>> check_query("select * { service <http://example.org/sparql> { ?s ?p ?o } }")
    Traceback (most recent call last):
    ...
    kg.serve.protocol.ProtocolError: SERVICE is not allowed: this endpoint sends no requests to other servers
    """
    if not query.strip():
        raise ProtocolError(BAD_REQUEST, "the query is empty")
    if is_update(query):
        raise ProtocolError(FORBIDDEN, "this endpoint is read-only: SPARQL Update is refused")
    if has_keyword(query, "SERVICE", strict=True):
        raise ProtocolError(FORBIDDEN, "SERVICE is not allowed: this endpoint sends no requests to other servers")


# --- parameters ----------------------------------------------------------------------------------


def parse_params(text: str) -> list[tuple[str, str]]:
    """Name/value pairs of an url-encoded string (a URL's query or a form body); 400 on bad UTF-8.

    >>> parse_params("query=ASK%20%7B%7D&format=json")
    [('query', 'ASK {}'), ('format', 'json')]
    """
    try:
        pairs = parse_qsl(text, keep_blank_values=True, encoding="utf-8", errors="strict",
                          max_num_fields=MAX_PARAMETERS)
    except UnicodeDecodeError as err:
        raise ProtocolError(BAD_REQUEST, "parameters are not valid UTF-8") from err
    except ValueError as err:
        raise ProtocolError(BAD_REQUEST, f"malformed parameters: {err}") from err
    return pairs


def _values(pairs: Sequence[tuple[str, str]], name: str) -> list[str]:
    return [value for key, value in pairs if key == name]


def _iri(value: str, parameter: str) -> str:
    try:
        return NamedNode(value).value
    except ValueError as err:
        raise ProtocolError(BAD_REQUEST, f"{parameter}: not an absolute IRI: {value!r}") from err


_VARIABLE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def binding_term(value: str) -> str:
    """The N-Triples form of a ``$NAME`` parameter value (see :func:`kg.sparql.terms.parse_term`).

    >>> binding_term("<https://w3id.org/confkg/id/person/yuandong-tian>")
    '<https://w3id.org/confkg/id/person/yuandong-tian>'
    >>> binding_term("person:yuandong-tian")
    '<https://w3id.org/confkg/id/person/yuandong-tian>'
    >>> binding_term("Yuandong Tian"), binding_term('"GaLore"@en'), binding_term("2024")
    ('"Yuandong Tian"', '"GaLore"@en', '"2024"^^<http://www.w3.org/2001/XMLSchema#integer>')
    """
    try:
        return str(parse_term(value))
    except ValueError as err:
        raise ProtocolError(BAD_REQUEST, str(err)) from None


def _bindings(pairs: Sequence[tuple[str, str]]) -> tuple[tuple[str, str], ...]:
    found: dict[str, str] = {}
    for key, value in pairs:
        if not key.startswith("$"):
            continue
        name = key[1:]
        if not _VARIABLE.fullmatch(name):
            raise ProtocolError(BAD_REQUEST, f"not a variable name: {key!r}")
        if name in found:
            raise ProtocolError(BAD_REQUEST, f"variable {key} is bound twice")
        found[name] = binding_term(value)
    return tuple(sorted(found.items()))


def query_request(pairs: Sequence[tuple[str, str]], body_query: str | None = None) -> QueryRequest:
    """The :class:`QueryRequest` of a request's parameters (and a direct ``application/sparql-query`` body).

    >>> query_request([("query", "ASK {}"), ("named-graph-uri", "https://w3id.org/confkg/id/graph/a")])
    QueryRequest(query='ASK {}', default_graphs=(), named_graphs=('https://w3id.org/confkg/id/graph/a',), bindings=())
    >>> query_request([("update", "CLEAR ALL")])
    Traceback (most recent call last):
    ...
    kg.serve.protocol.ProtocolError: this endpoint is read-only: SPARQL Update is refused
    """
    if _values(pairs, "update"):
        raise ProtocolError(FORBIDDEN, "this endpoint is read-only: SPARQL Update is refused")
    queries = _values(pairs, "query")
    if body_query is not None:
        if queries:
            raise ProtocolError(BAD_REQUEST, "a direct POST carries the query in its body, not in a 'query' parameter")
        queries = [body_query]
    if not queries:
        raise ProtocolError(BAD_REQUEST, "missing 'query' parameter")
    if len(queries) > 1:
        raise ProtocolError(BAD_REQUEST, "more than one 'query' parameter")
    check_query(queries[0])
    return QueryRequest(
        query=queries[0],
        default_graphs=tuple(_iri(v, "default-graph-uri") for v in _values(pairs, "default-graph-uri")),
        named_graphs=tuple(_iri(v, "named-graph-uri") for v in _values(pairs, "named-graph-uri")),
        bindings=_bindings(pairs),
    )


def media_type(header: str | None) -> str:
    """The bare media type of a Content-Type header, lower case, without parameters.

    >>> media_type("Application/SPARQL-Query; charset=UTF-8")
    'application/sparql-query'
    """
    return (header or "").split(";", 1)[0].strip().lower()


def post_request(content_type: str | None, url_query: str, body: bytes) -> QueryRequest:
    """The :class:`QueryRequest` of a POST: url-encoded form, or a direct query with parameters in the URL.

    >>> post_request("application/sparql-query", "named-graph-uri=urn%3Ag", b"ASK {}").named_graphs
    ('urn:g',)
    >>> post_request("text/plain", "", b"ASK {}")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    kg.serve.protocol.ProtocolError: unsupported Content-Type 'text/plain': use application/x-www-form-urlencoded or ...
    """
    kind = media_type(content_type)
    if kind == SPARQL_UPDATE:
        raise ProtocolError(FORBIDDEN, "this endpoint is read-only: SPARQL Update is refused")
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError as err:
        raise ProtocolError(BAD_REQUEST, "the request body is not valid UTF-8") from err
    if kind == FORM:
        return query_request(parse_params(url_query) + parse_params(text))
    if kind == SPARQL_QUERY:
        return query_request(parse_params(url_query), body_query=text)
    shown = kind or "(none)"
    raise ProtocolError(
        UNSUPPORTED_MEDIA_TYPE, f"unsupported Content-Type {shown!r}: use {FORM} or {SPARQL_QUERY}"
    )


# --- content negotiation -------------------------------------------------------------------------


@dataclass(frozen=True)
class MediaRange:
    """One entry of an Accept header.

    >>> MediaRange("text", "*", 0.5).matches("text/csv")
    1
    """

    type: str
    subtype: str
    q: float

    def matches(self, media: str) -> int:
        """How specifically this range matches a media type: 2 exact, 1 ``type/*``, 0 ``*/*``, -1 not at all.

        >>> MediaRange("*", "*", 1.0).matches("text/csv"), MediaRange("text", "csv", 1.0).matches("text/tsv")
        (0, -1)
        """
        main, _, sub = media.partition("/")
        if self.type == "*":
            return 0 if self.subtype == "*" else -1
        if self.type != main:
            return -1
        if self.subtype == "*":
            return 1
        return 2 if self.subtype == sub else -1


def parse_accept(header: str | None) -> list[MediaRange]:
    """The media ranges of an Accept header; malformed entries are skipped, none means ``*/*``.

    >>> parse_accept("text/csv;q=0.5, application/*")
    [MediaRange(type='text', subtype='csv', q=0.5), MediaRange(type='application', subtype='*', q=1.0)]
    >>> parse_accept(None)
    [MediaRange(type='*', subtype='*', q=1.0)]
    """
    ranges: list[MediaRange] = []
    for entry in (header or "").split(","):
        head, *params = entry.split(";")
        main, slash, sub = head.strip().lower().partition("/")
        if not slash or not main or not sub or (main == "*" and sub != "*"):
            continue
        q = 1.0
        for param in params:
            key, _, value = param.partition("=")
            if key.strip().lower() == "q":
                try:
                    q = min(max(float(value.strip()), 0.0), 1.0)
                except ValueError:
                    q = -1.0
        if q >= 0:
            ranges.append(MediaRange(main, sub, q))
    return ranges or [MediaRange("*", "*", 1.0)]


def quality(ranges: Iterable[MediaRange], media: str) -> float:
    """The q the client gives a media type: that of the most specific range matching it, else 0.

    >>> quality(parse_accept("*/*;q=0.1, text/csv"), "text/csv"), quality(parse_accept("text/*;q=0"), "text/csv")
    (1.0, 0.0)
    """
    best = (-1, 0.0)
    for rng in ranges:
        specificity = rng.matches(media)
        if specificity > best[0] or (specificity == best[0] and specificity >= 0 and rng.q > best[1]):
            best = (specificity, rng.q)
    return best[1] if best[0] >= 0 else 0.0


def negotiate(accept: str | None, offers: Mapping[str, Sequence[str]]) -> str | None:
    """The offer (by name) the client accepts best; ties go to the first offer; ``None`` when none is acceptable.

    Each offer lists its media types, the canonical one first, then aliases.

    >>> offers = {"json": ["application/sparql-results+json", "application/json"], "csv": ["text/csv"]}
    >>> negotiate(None, offers), negotiate("text/csv", offers), negotiate("application/json", offers)
    ('json', 'csv', 'json')
    >>> negotiate("text/turtle", offers) is None
    True
    """
    ranges = parse_accept(accept)
    best_name, best_q = None, 0.0
    for name, types in offers.items():
        q = max(quality(ranges, media) for media in types)
        if q > best_q:
            best_name, best_q = name, q
    return best_name
