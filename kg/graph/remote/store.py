"""The remote store client: a SPARQL 1.1 server (Oxigraph server, Fuseki, GraphDB, Virtuoso, QLever) as the store.

:class:`RemoteStore` writes a build's quads with the SPARQL 1.1 Graph Store
Protocol (one ``PUT`` of N-Triples per named graph) or, when the server has no
Graph Store endpoint, with SPARQL 1.1 Update (``DROP SILENT GRAPH`` + ``INSERT
DATA``), and answers queries with the same pyoxigraph result objects as the
embedded store (``QuerySolutions``, ``QueryBoolean``, ``QueryTriples``), so
everything downstream formats remote answers exactly as local ones.

Only the standard library talks HTTP (urllib, :mod:`kg.graph.remote.http`); pyoxigraph parses what comes back.

Endpoints. ``RemoteStore("http://host:7878")`` or ``.../query`` assumes
Oxigraph server's layout: ``/query``, ``/update`` and the Graph Store at
``/store``. Any other URL is taken as the one SPARQL endpoint for queries and
updates (Virtuoso ``/sparql``, QLever) and the quads go by SPARQL Update. Give
the endpoints explicitly when a server differs, for example

- Fuseki: ``http://host:3030/ds/query`` (updates ``/ds/update``; Graph Store ``/ds/data``),
- GraphDB / RDF4J: ``http://host:7200/repositories/R`` (updates ``.../statements``,
  Graph Store ``.../rdf-graphs/service``),
- Virtuoso: ``http://host:8890/sparql`` (updates need the authenticated ``/sparql-auth``).

``http://user:password@host/...`` sends HTTP Basic credentials; messages never show them.
When the server says it is Oxigraph (its ``Server`` header), Graph Store writes ask for
its bulk loader (``no_transaction``), much faster on large pushes (``bulk=False``
turns that off).

The union default graph. kg keeps every note in its own named graph, so a query
without ``GRAPH`` sees nothing unless the default graph is the union of the
named graphs. ``query(..., use_default_graph_as_union=True)`` asks for that with
Oxigraph's ``union-default-graph`` request parameter (see ``oxigraph serve
--help``; the server-wide switch is ``--union-default-graph``). Servers differ:
Virtuoso, GraphDB/RDF4J and QLever already query all graphs when no dataset is
given (they ignore the parameter, and cannot hide the named graphs when it is
false); Fuseki needs ``union_params={"default-graph-uri": "urn:x-arq:UnionGraph"}``
or ``tdb2:unionDefaultGraph true`` in its configuration. Queries written with
``GRAPH ?g { ... }`` give the same answers everywhere.
"""

from __future__ import annotations

import time
import urllib.parse
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from pyoxigraph import (
    Literal,
    NamedNode,
    QueryBoolean,
    QueryResultsFormat,
    QuerySolutions,
    QueryTriples,
    RdfFormat,
    Store,
    Triple,
    Variable,
    parse_query_results,
)

from kg.graph.remote.batches import BATCH_SIZE, graph_runs, ntriples, split_batches, update_text
from kg.graph.remote.bind import Substitutions, bind_values
from kg.graph.remote.http import (
    RemoteQueryError,
    RemoteStoreError,
    check_url,
    one_line,
    send,
    split_credentials,
    with_params,
)
from kg.sparql.lexer import query_form
from kg.sparql.terms import Term

QueryResult = QuerySolutions | QueryBoolean | QueryTriples

#: Seconds to wait for a write's answer: a server commits a large batch into a large store slowly.
WRITE_TIMEOUT = 600.0
#: What ``use_default_graph_as_union=True`` sends (Oxigraph server's per-query switch).
OXIGRAPH_UNION = {"union-default-graph": ""}
#: How Oxigraph server names itself in the ``Server`` header of its answers.
OXIGRAPH_SERVER = "Oxigraph/"

_RESULTS_JSON = "application/sparql-results+json"
_NTRIPLES = "application/n-triples"
_UPDATE = "application/sparql-update"
_FORM = "application/x-www-form-urlencoded"
_GRAPH_STORE_MISSING = {404, 405, 501}  # no Graph Store Protocol here: fall back to SPARQL Update


@dataclass(frozen=True)
class PushReport:
    """What :meth:`RemoteStore.replace_graphs` sent."""

    graphs: int
    quads: int
    requests: int
    dropped: int
    protocol: str  # "graph store" or "update"
    seconds: float


class RemoteStore:
    """A SPARQL 1.1 server standing in for the embedded store.

    ``url`` is the server's base (Oxigraph: ``http://host:7878``) or its query
    endpoint; ``query_endpoint``, ``update_endpoint`` and ``store_endpoint``
    override what is derived from it (see the module documentation for common
    servers); ``graph_store=False`` writes with SPARQL Update only. ``timeout`` is
    the seconds to wait for a query's answer, ``write_timeout`` for a write's;
    ``union_params`` is what a union-default-graph query adds to the request.
    ``bulk`` asks Oxigraph server to load Graph Store writes with its bulk loader
    (``no_transaction``): by default (None) when the server says it is Oxigraph.

    >>> s = RemoteStore("http://localhost:7878")
    >>> s.query_endpoint, s.update_endpoint, s.store_endpoint
    ('http://localhost:7878/query', 'http://localhost:7878/update', 'http://localhost:7878/store')
    >>> s = RemoteStore("http://admin:pw@localhost:8890/sparql")
    >>> s.query_endpoint, s.update_endpoint, s.store_endpoint
    ('http://localhost:8890/sparql', 'http://localhost:8890/sparql', None)
    >>> RemoteStore("localhost:7878")
    Traceback (most recent call last):
    kg.errors.UsageError: a remote store must be an http(s) URL, got 'localhost:7878'
    """

    def __init__(
        self,
        url: str,
        timeout: float = 30,
        *,
        query_endpoint: str | None = None,
        update_endpoint: str | None = None,
        store_endpoint: str | None = None,
        graph_store: bool = True,
        union_params: Mapping[str, str] = OXIGRAPH_UNION,
        batch_size: int = BATCH_SIZE,
        write_timeout: float = WRITE_TIMEOUT,
        bulk: bool | None = None,
    ) -> None:
        plain, self._authorization = split_credentials(check_url(url.strip()))
        parts = urllib.parse.urlsplit(plain)
        path = parts.path.rstrip("/")
        derived: tuple[str, str, str | None]
        if path in ("", "/query") or path.endswith("/query"):
            base = urllib.parse.urlunsplit(parts._replace(path=path.removesuffix("query").rstrip("/")))
            derived = (f"{base}/query", f"{base}/update", f"{base}/store")
        else:
            derived = (plain, plain, None)  # one SPARQL endpoint for queries and updates
        self.url = plain
        self.query_endpoint = check_url(query_endpoint) if query_endpoint else derived[0]
        self.update_endpoint = check_url(update_endpoint) if update_endpoint else derived[1]
        chosen_store = check_url(store_endpoint) if store_endpoint else derived[2]
        self.store_endpoint = chosen_store if graph_store else None
        self.timeout = timeout
        self.write_timeout = max(write_timeout, timeout)
        self.union_params = dict(union_params)
        self.batch_size = batch_size
        self.bulk = bulk
        self.server: str | None = None  # the Server header of the last answer

    @classmethod
    def from_url(cls, url: str, timeout: float = 30, **options: Any) -> RemoteStore:
        """The store behind ``--store URL``; keyword options (endpoints, ...) as for the constructor.

        >>> RemoteStore.from_url("http://localhost:3030/ds/query", update_endpoint="http://localhost:3030/ds/update")
        RemoteStore('http://localhost:3030/ds/query')
        """
        return cls(url, timeout, **options)

    def __repr__(self) -> str:
        return f"RemoteStore({self.url!r})"

    # -------------------------------------------------------------------------------------------- HTTP

    def _send(
        self, method: str, url: str, body: bytes | None, headers: dict[str, str], *, is_query: bool = False
    ) -> tuple[int, str, bytes]:
        """One request with this store's credentials and timeout; remembers the server's ``Server`` header."""
        timeout = self.timeout if is_query else self.write_timeout
        answer = send(method, url, body, headers, authorization=self._authorization, timeout=timeout, is_query=is_query)
        if answer.server is not None:
            self.server = answer.server
        return answer.status, answer.content_type, answer.body

    def update(self, update: str) -> None:
        """Run a SPARQL 1.1 Update on the server (``update_endpoint``).

        Like every request, it fails with one line naming the URL when the server is away:

        >>> import socket
        >>> with socket.socket() as probe:  # a port nothing listens on
        ...     probe.bind(("127.0.0.1", 0))
        ...     port = probe.getsockname()[1]
        >>> RemoteStore(f"http://127.0.0.1:{port}").update("CLEAR SILENT GRAPH <http://x/g>")  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        kg.graph.remote.http.RemoteStoreError: cannot connect to http://127.0.0.1:.../update: connection refused
        """
        self._update(update)

    def _update(self, update: str) -> None:
        self._send("POST", self.update_endpoint, update.encode("utf-8"), {"Content-Type": f"{_UPDATE}; charset=utf-8"})

    # -------------------------------------------------------------------------------------------- queries

    def query(
        self,
        query: str,
        *,
        substitutions: Substitutions | None = None,
        use_default_graph_as_union: bool = False,
    ) -> QueryResult:
        """Run a SPARQL query on the server; the answer is the pyoxigraph object ``Store.query`` gives.

        ``substitutions`` bind variables to RDF terms: a server takes no parameters, so
        they travel as a ``VALUES`` block (see :func:`~kg.graph.remote.bind.bind_values`
        for why that is safe); such a query is first checked locally with pyoxigraph
        against an empty store, so a bad query or a variable the SELECT does not project
        fails with the same exception as on the embedded store, before any request. A
        query the server rejects (HTTP 400) is checked the same way, so a syntax error
        raises pyoxigraph's ``SyntaxError`` with its line and column, as the embedded
        store does; other failures raise :class:`RemoteStoreError` (a :class:`KGError`).

        >>> store = RemoteStore("http://localhost:7878")
        >>> store.query("SELECT ?s WHERE { ?s ?p ?o }", substitutions={"x": Literal("a")})
        Traceback (most recent call last):
        RuntimeError: The SPARQL query does not contains variable ?x in its SELECT projection
        """
        bound: dict[Variable, Term] = {
            k if isinstance(k, Variable) else Variable(k): v for k, v in (substitutions or {}).items()
        }
        text = query
        if bound:
            _check_locally(query, bound, use_default_graph_as_union)
            text = bind_values(query, bound)
            _check_locally(text, {}, use_default_graph_as_union)  # the rewrite must parse too
        form = query_form(text)
        accept = {"CONSTRUCT": _NTRIPLES, "DESCRIBE": _NTRIPLES}.get(form or "", _RESULTS_JSON)
        if form is None:
            accept = f"{_RESULTS_JSON}, {_NTRIPLES};q=0.9"
        fields = {"query": text, **(self.union_params if use_default_graph_as_union else {})}
        body = urllib.parse.urlencode(fields).encode("ascii")
        try:
            _, content_type, payload = self._send(
                "POST", self.query_endpoint, body, {"Content-Type": _FORM, "Accept": accept}, is_query=True
            )
        except RemoteQueryError:
            # Report what pyoxigraph finds wrong exactly as the embedded store would (same exception, same
            # position); a query only this server's dialect rejects keeps the server's message.
            _check_locally(query, bound, use_default_graph_as_union)
            raise
        return self._parse_answer(content_type, payload, form)

    def _parse_answer(self, content_type: str, payload: bytes, form: str | None) -> QueryResult:
        media = content_type.split(";", 1)[0].strip().lower()
        results_format = QueryResultsFormat.from_media_type(media) if media else None
        rdf_format = RdfFormat.from_media_type(media) if media else None
        try:
            if form not in ("CONSTRUCT", "DESCRIBE") and results_format is not None:
                return parse_query_results(payload, results_format)
            if form not in ("SELECT", "ASK") and rdf_format is not None:
                graph = Store()
                graph.load(payload, format=rdf_format)
                # A memory store turns the triples into a QueryTriples, the type the embedded store returns.
                return graph.query("CONSTRUCT WHERE { ?s ?p ?o }")
            problem = "not a format kg reads"
        except (SyntaxError, ValueError) as err:
            problem = one_line(str(err))
        raise RemoteStoreError(
            f"{self.query_endpoint}: unreadable answer ({media or 'no content type'}): {problem}"
        ) from None

    def named_graphs(self, prefix: str = "") -> list[NamedNode]:
        """The server's named graphs whose IRI starts with ``prefix``, sorted.

        >>> import socket
        >>> with socket.socket() as probe:  # a port nothing listens on
        ...     probe.bind(("127.0.0.1", 0))
        ...     port = probe.getsockname()[1]
        >>> RemoteStore(f"http://127.0.0.1:{port}").named_graphs()  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        kg.graph.remote.http.RemoteStoreError: cannot connect to http://127.0.0.1:.../query: connection refused
        """
        # GRAPH ?g {} lists the graphs without reading their triples (empty ones included, as on Oxigraph).
        text = "SELECT DISTINCT ?g WHERE { GRAPH ?g { } FILTER(STRSTARTS(STR(?g), ?prefix)) }"
        rows = self.query(text.replace("?prefix", str(Literal(prefix))))
        assert isinstance(rows, QuerySolutions)
        found = [row["g"] for row in rows]
        return sorted((g for g in found if isinstance(g, NamedNode)), key=lambda g: g.value)

    # -------------------------------------------------------------------------------------------- writes

    def replace_graphs(self, nquads: bytes, *, prune_prefix: str | None = None) -> PushReport:
        """Write N-Quads to the server, replacing each named graph they hold; other graphs stay.

        With ``prune_prefix``, graphs under that IRI prefix that the quads do not
        hold are dropped afterwards (a rebuild removes a deleted note's graph).
        Each graph goes in requests of at most ``batch_size`` triples (a blank node's
        triples kept together): a Graph Store ``PUT`` for the first, ``POST`` for the
        rest; without a Graph Store endpoint (none configured, or the server answers
        404/405/501) SPARQL Update requests pack ``DROP SILENT GRAPH`` and ``INSERT
        DATA`` for several small graphs at once. Each request is atomic on the
        server; the whole push is not, but it is idempotent: run it again.

        The server's writes dominate a large push. Oxigraph pays per transaction, more
        so as the store grows, so fewer and bigger writes win there: its bulk loader
        beats transactional Graph Store PUTs and SPARQL Update (deletes stay transactional).

        >>> RemoteStore("http://localhost:7878").replace_graphs(b'<http://x/s> <http://x/p> "o" .\\n')
        Traceback (most recent call last):
        kg.errors.KGError: the quads have triples in the default graph; a remote store takes graphs named by IRIs only
        """
        started = time.perf_counter()
        requests = quads = 0
        graphs: set[NamedNode] = set()
        pending: list[tuple[NamedNode, list[Triple], bool]] = []  # update mode: (graph, batch, first)
        pending_size = 0
        use_store = self.store_endpoint is not None

        def flush_updates() -> None:
            nonlocal pending, pending_size, requests
            if pending:
                self._update(update_text(pending))
                requests += 1
                pending, pending_size = [], 0

        for graph, triples in graph_runs(nquads):
            first_run = graph not in graphs
            graphs.add(graph)
            quads += len(triples)
            for index, batch in enumerate(split_batches(triples, self.batch_size)):
                replace = first_run and index == 0
                if use_store:
                    if self._store_write(graph, batch, replace):
                        requests += 1
                        continue
                    use_store = False  # no Graph Store here: this and every later batch go by SPARQL Update
                if pending and pending_size + len(batch) > self.batch_size:
                    flush_updates()
                pending.append((graph, batch, replace))
                pending_size += len(batch)
        flush_updates()
        dropped = 0
        if prune_prefix is not None:
            stale = [g for g in self.named_graphs(prune_prefix) if g not in graphs]
            if stale:
                self._update(" ;\n".join(f"DROP SILENT GRAPH {g}" for g in stale))
                requests += 1
            dropped = len(stale)
        protocol = "graph store" if use_store else "update"
        return PushReport(len(graphs), quads, requests, dropped, protocol, time.perf_counter() - started)

    def _store_write(self, graph: NamedNode, batch: list[Triple], replace: bool) -> bool:
        """PUT (replace) or POST (add) one batch to a graph; False when the server has no Graph Store there."""
        assert self.store_endpoint is not None
        params = {"graph": graph.value}
        if self.bulk or (self.bulk is None and (self.server or "").startswith(OXIGRAPH_SERVER)):
            params["no_transaction"] = ""  # Oxigraph's bulk loader, see replace_graphs
        url = with_params(self.store_endpoint, params)
        try:
            self._send("PUT" if replace else "POST", url, ntriples(batch), {"Content-Type": _NTRIPLES})
        except RemoteStoreError as err:
            if err.status in _GRAPH_STORE_MISSING:
                return False
            raise
        return True


def _check_locally(query: str, substitutions: Mapping[Variable, Term], union: bool) -> None:
    """Parse (and prepare) a query as the embedded store would, on an empty memory store."""
    # SELECT, CONSTRUCT and DESCRIBE are evaluated lazily; an ASK runs, on no data.
    Store().query(query, substitutions=dict(substitutions) or None, use_default_graph_as_union=union)
