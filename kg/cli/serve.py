"""``kg serve``: the click command, registered in :mod:`kg.cli` with ``main.add_command(serve_command)``."""

from __future__ import annotations

import signal
import threading
from pathlib import Path
from types import FrameType
from typing import Any

import click

from kg.cli.options import graph_option
from kg.serve.pool import SANDBOXED
from kg.serve.server import (
    DEFAULT_HOST,
    DEFAULT_LIMIT,
    DEFAULT_MEMORY_MB,
    DEFAULT_PORT,
    DEFAULT_TIMEOUT,
    DEFAULT_WORKERS,
    ServeConfig,
    make_server,
)

_LOOPBACK = ("127.", "::1", "localhost")


def serve(
    graph_dir: Path, host: str, port: int, timeout: float, limit: int, workers: int, memory_mb: int, quiet: bool
) -> None:
    """Serve the graph as a read-only SPARQL 1.1 endpoint with a query page, until Ctrl-C or SIGTERM.

    >>> serve(Path("/nonexistent"), "127.0.0.1", 0, 1, 1, 1, 0, True)
    Traceback (most recent call last):
    ...
    kg.errors.GraphNotFoundError: /nonexistent: no built graph here (missing store/); run 'kg build' first
    """
    config = ServeConfig(
        graph_dir, host=host, port=port, timeout=timeout, limit=limit, workers=workers, memory_mb=memory_mb,
        log=not quiet,
    )
    with make_server(config) as server:
        if not host.startswith(_LOOPBACK):
            click.echo(f"kg serve: warning: listening on {host}: anyone who can reach it can query the graph", err=True)
        if server.pool.network != SANDBOXED:
            click.echo(f"kg serve: note: query workers: {server.pool.network}; SERVICE is still refused", err=True)
        click.echo(f"kg serve: {server.url} (SPARQL endpoint {server.url}sparql); Ctrl-C to stop", err=True)
        previous = _stop_on_sigterm()
        try:
            server.serve_forever(poll_interval=0.2)
        except KeyboardInterrupt:
            click.echo("kg serve: stopped", err=True)
        finally:
            if previous is not None:
                signal.signal(signal.SIGTERM, previous)


@click.command("serve")
@graph_option
@click.option("--host", default=DEFAULT_HOST, show_default=True,
              help="Address to listen on (localhost only by default).")
@click.option("--port", type=click.IntRange(0, 65535), default=DEFAULT_PORT, show_default=True,
              help="Port to listen on (0: any free port).")
@click.option("--timeout", type=click.FloatRange(min=0.01), default=DEFAULT_TIMEOUT, show_default=True,
              help="Seconds a query may run before it is stopped (503).")
@click.option("--limit", type=click.IntRange(min=1), default=DEFAULT_LIMIT, show_default=True,
              help="Most rows (SELECT) or triples (CONSTRUCT, DESCRIBE) returned per query.")
@click.option("--workers", type=click.IntRange(1, 64), default=DEFAULT_WORKERS, show_default=True,
              help="Queries run at the same time (one process each).")
@click.option("--memory", "memory_mb", type=click.IntRange(min=0), default=DEFAULT_MEMORY_MB, show_default=True,
              help="MiB of memory a query worker may use (0: no limit); a query over it fails with 500.")
@click.option("--quiet", "-q", is_flag=True, help="No access log on stderr.")
def serve_command(
    graph_dir: Path, host: str, port: int, timeout: float, limit: int, workers: int, memory_mb: int, quiet: bool
) -> None:
    """Serve the graph as a read-only SPARQL 1.1 endpoint with a query page, until Ctrl-C.

    Queries see the union of all named graphs (one per note) as their default graph; GRAPH ?g
    tells which note a triple came from. Updates and SERVICE are refused.
    """
    serve(graph_dir, host, port, timeout, limit, workers, memory_mb, quiet)


def _interrupt(signum: int, frame: FrameType | None) -> None:
    raise KeyboardInterrupt


def _stop_on_sigterm() -> Any:
    """SIGTERM stops the server like Ctrl-C (workers are stopped too); only the main thread can set it."""
    if threading.current_thread() is not threading.main_thread():
        return None
    return signal.signal(signal.SIGTERM, _interrupt)
