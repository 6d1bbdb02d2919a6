"""The HTTP server: ``/`` (the query page) and ``/sparql`` (the SPARQL 1.1 Protocol endpoint), nothing else.

Every response carries ``Access-Control-Allow-Origin: *`` so browser clients elsewhere can query
it; ``OPTIONS`` answers CORS preflights. Errors are one line of plain text with a 4xx/5xx status,
never a traceback. Results come from a :class:`~kg.serve.pool.WorkerPool`, so a query past the
time limit is stopped; at most ``limit`` rows or triples are returned (``KG-Truncated: true``
when cut, ``KG-Rows`` the number sent).
"""

from __future__ import annotations

import socket
import sys
import threading
from dataclasses import dataclass
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import TracebackType
from typing import Any
from urllib.parse import urlsplit

from kg.errors import KGError
from kg.graph.store import open_store
from kg.serve.execute import Job, Reply, one_line
from kg.serve.page import content_security_policy, read_saved_queries, render_page
from kg.serve.pool import WorkerPool
from kg.serve.protocol import BAD_REQUEST, ProtocolError, parse_params, post_request, query_request
from kg.sparql.saved import QUERY_DIR

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 7878
DEFAULT_TIMEOUT = 10.0
DEFAULT_LIMIT = 10_000
DEFAULT_WORKERS = 2
DEFAULT_MEMORY_MB = 4096
#: The largest POST body read (a query, url-encoded or direct).
MAX_BODY = 1 << 20

CORS_HEADERS = {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Expose-Headers": "KG-Truncated, KG-Result-Limit, KG-Rows",
}
PREFLIGHT_HEADERS = {
    "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
    "Access-Control-Allow-Headers": "Accept, Content-Type",
    "Access-Control-Max-Age": "86400",
}
_ALLOW = {"/": "GET, HEAD, OPTIONS", "/sparql": "GET, POST, OPTIONS"}


@dataclass(frozen=True)
class ServeConfig:
    """What to serve and how: graph folder, address, time limit (s), result cap, workers and their memory (MiB).

    >>> ServeConfig(Path("exports")).port
    7878
    """

    graph_dir: Path
    host: str = DEFAULT_HOST
    port: int = DEFAULT_PORT
    timeout: float = DEFAULT_TIMEOUT
    limit: int = DEFAULT_LIMIT
    workers: int = DEFAULT_WORKERS
    memory_mb: int = DEFAULT_MEMORY_MB
    queries_dir: Path | None = QUERY_DIR
    log: bool = False


class SparqlServer(ThreadingHTTPServer):
    """A threading HTTP server holding the worker pool and the rendered page; use it as a context manager.

    >>> import tempfile
    >>> from kg.graph.store import write_store
    >>> folder = Path(tempfile.mkdtemp()); _ = write_store(folder, b"")
    >>> with make_server(ServeConfig(folder, port=0, workers=1)) as server:
    ...     server.url.startswith("http://127.0.0.1:")
    True
    """

    daemon_threads = True
    allow_reuse_address = True

    def __init__(self, config: ServeConfig, pool: WorkerPool) -> None:
        self.config = config
        self.pool = pool
        self.page = render_page(read_saved_queries(config.queries_dir), timeout=config.timeout, limit=config.limit)
        self.page_bytes = self.page.encode("utf-8")
        self.page_policy = content_security_policy(self.page)
        if ":" in config.host:
            self.address_family = socket.AF_INET6
        super().__init__((config.host, config.port), SparqlHandler)

    @property
    def url(self) -> str:
        """The base URL, e.g. ``http://127.0.0.1:7878/`` (IPv6 hosts in brackets)."""
        host, port = self.server_address[:2]
        host = str(host)
        return f"http://[{host}]:{port}/" if ":" in host else f"http://{host}:{port}/"

    def handle_error(self, request: Any, client_address: Any) -> None:
        """One line on stderr (when logging) instead of a traceback."""
        if self.config.log:
            err = sys.exc_info()[1]
            print(f"kg serve: error with {client_address[0]}: {one_line(err)}", file=sys.stderr)

    def close(self) -> None:
        """Stop the worker processes and close the socket (after ``shutdown()`` if serving in a thread)."""
        self.pool.close()
        self.server_close()

    def __enter__(self) -> SparqlServer:
        return self

    def __exit__(self, kind: type[BaseException] | None, err: BaseException | None, tb: TracebackType | None) -> None:
        self.close()


def make_server(config: ServeConfig) -> SparqlServer:
    """Check the graph, start the workers and bind the address; a KGError (one line) when any of it fails.

    >>> make_server(ServeConfig(Path("/nonexistent")))
    Traceback (most recent call last):
    ...
    kg.errors.GraphNotFoundError: /nonexistent: no built graph here (missing store/); run 'kg build' first
    """
    open_store(config.graph_dir)
    pool = WorkerPool(
        config.graph_dir, size=config.workers, timeout=config.timeout, memory_mb=config.memory_mb
    ).start()
    try:
        return SparqlServer(config, pool)
    except OSError as err:
        pool.close()
        raise KGError(f"cannot listen on {config.host}:{config.port}: {err.strerror or err}") from err
    except BaseException:
        pool.close()
        raise


def serve_in_thread(server: SparqlServer) -> threading.Thread:
    """Serve in a daemon thread (tests, embedding); stop with ``server.shutdown()`` then ``server.close()``.

    >>> serve_in_thread  # doctest: +ELLIPSIS
    <function serve_in_thread at ...>
    """
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.1}, daemon=True)
    thread.start()
    return thread


class SparqlHandler(BaseHTTPRequestHandler):
    """Routes ``/`` and ``/sparql``; everything else is 404, other methods 405."""

    server: SparqlServer
    server_version = "kg-serve"
    #: Seconds a client may take to send its request (a stalled one cannot hold a thread for ever).
    timeout = 30
    error_message_format = "%(message)s\n"
    error_content_type = "text/plain; charset=utf-8"

    # --- plumbing ---

    def end_headers(self) -> None:
        """Every response: CORS, no sniffing."""
        for name, value in CORS_HEADERS.items():
            self.send_header(name, value)
        self.send_header("X-Content-Type-Options", "nosniff")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the base class's name
        """An access log line on stderr when the server logs."""
        if self.server.config.log:
            sys.stderr.write(f"{self.address_string()} - {format % args}\n")

    def _send(self, status: int, content_type: str, body: bytes, headers: dict[str, str] | None = None) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def _error(self, status: int, message: str, headers: dict[str, str] | None = None) -> None:
        self._send(status, "text/plain; charset=utf-8", (one_line(message) + "\n").encode("utf-8"), headers)

    def _route(self) -> tuple[str, str] | None:
        parts = urlsplit(self.path)
        if parts.path not in _ALLOW:
            self._error(HTTPStatus.NOT_FOUND, f"not found: {parts.path!r}; this server has / and /sparql")
            return None
        return parts.path, parts.query

    def _guarded(self, method: Any) -> None:
        try:
            method()
        except ProtocolError as err:
            self._error(err.status, str(err))
        except (ConnectionError, TimeoutError):
            self.close_connection = True
        except Exception as err:  # noqa: BLE001 - one line, never a traceback
            self._error(HTTPStatus.INTERNAL_SERVER_ERROR, f"internal error: {type(err).__name__}: {err}")

    # --- methods ---

    def do_GET(self) -> None:  # noqa: N802 - http.server's naming
        """The page at ``/``; a query at ``/sparql?query=``."""
        self._guarded(self._get)

    def do_HEAD(self) -> None:  # noqa: N802
        """Headers of the page (``/sparql`` would run a query: 405)."""
        route = self._route()
        if route is None:
            return
        if route[0] != "/":
            self._error(HTTPStatus.METHOD_NOT_ALLOWED, "HEAD is not supported on /sparql", {"Allow": _ALLOW["/sparql"]})
            return
        self._page()

    def do_POST(self) -> None:  # noqa: N802
        """A query at ``/sparql``: url-encoded form or ``application/sparql-query``; updates are refused."""
        self._guarded(self._post)

    def do_OPTIONS(self) -> None:  # noqa: N802
        """CORS preflight (and ``Allow``)."""
        route = self._route() if self.path != "*" else ("*", "")
        if route is None:
            return
        self.send_response(HTTPStatus.NO_CONTENT)
        self.send_header("Allow", _ALLOW.get(route[0], "GET, POST, OPTIONS"))
        for name, value in PREFLIGHT_HEADERS.items():
            self.send_header(name, value)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def _not_allowed(self) -> None:
        route = self._route()
        if route is not None:
            allow = {"Allow": _ALLOW[route[0]]}
            self._error(HTTPStatus.METHOD_NOT_ALLOWED, f"{self.command} is not allowed here", allow)

    do_PUT = do_DELETE = do_PATCH = _not_allowed  # noqa: N815

    # --- handlers ---

    def _page(self) -> None:
        self._send(
            HTTPStatus.OK,
            "text/html; charset=utf-8",
            self.server.page_bytes,
            {"Content-Security-Policy": self.server.page_policy, "Cache-Control": "no-cache"},
        )

    def _get(self) -> None:
        route = self._route()
        if route is None:
            return
        path, query = route
        if path == "/":
            self._page()
            return
        self._answer(query_request(parse_params(query)))

    def _post(self) -> None:
        route = self._route()
        if route is None:
            return
        path, query = route
        if path != "/sparql":
            self._error(HTTPStatus.METHOD_NOT_ALLOWED, "POST queries to /sparql", {"Allow": _ALLOW[path]})
            return
        self._answer(post_request(self.headers.get("Content-Type"), query, self._body()))

    def _body(self) -> bytes:
        if "chunked" in self.headers.get("Transfer-Encoding", "").lower():
            self.close_connection = True
            raise ProtocolError(HTTPStatus.LENGTH_REQUIRED, "send the body with a Content-Length, not chunked")
        raw = self.headers.get("Content-Length")
        if raw is None:
            raise ProtocolError(HTTPStatus.LENGTH_REQUIRED, "a POST needs a Content-Length")
        try:
            length = int(raw)
        except ValueError:
            length = -1
        if length < 0:
            raise ProtocolError(BAD_REQUEST, f"bad Content-Length {raw!r}")
        if length > MAX_BODY:
            self.close_connection = True
            raise ProtocolError(HTTPStatus.REQUEST_ENTITY_TOO_LARGE, f"the request body is over {MAX_BODY} bytes")
        return self.rfile.read(length)

    def _answer(self, request: Any) -> None:
        config = self.server.config
        reply: Reply = self.server.pool.run(Job(request, self.headers.get("Accept"), config.limit))
        headers = {"Vary": "Accept", "Cache-Control": "no-store"}
        if reply.status == HTTPStatus.OK:
            headers["KG-Rows"] = str(reply.rows)
            headers["KG-Result-Limit"] = str(config.limit)
            headers["KG-Truncated"] = "true" if reply.truncated else "false"
        self._send(reply.status, reply.content_type, reply.body, headers)
