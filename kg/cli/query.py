"""``kg query``: inline SPARQL, ``-f FILE.rq`` or a saved query by name, results to stdout.

Standalone click command; ``kg.cli`` registers it with ``main.add_command(query)``.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import click

from kg.cli.options import FormatChoice, graph_option
from kg.errors import UsageError
from kg.sparql.formats import GRAPH, SOLUTIONS
from kg.sparql.run import render_table, run_query, write_results
from kg.sparql.saved import (
    SavedQuery,
    bind_params,
    is_query_name,
    load_file,
    load_saved,
    parse_param_args,
    parse_saved,
    saved_queries,
)

_HINT = (
    "kg: note: no results. kg keeps every note in its own named graph and the default graph is empty: "
    "match triples inside GRAPH ?g { ... } (the saved queries show how)"
)


def resolve_query(query: str | None, file: Path | None) -> SavedQuery:
    """The query to run from the QUERY argument (SPARQL text or saved name) or ``-f FILE``.

    >>> resolve_query("position-papers", None).name
    'position-papers'
    >>> resolve_query("ASK { ?s ?p ?o }", None).path is None
    True
    >>> resolve_query(None, None)
    Traceback (most recent call last):
    kg.errors.UsageError: give a SPARQL query, a saved query name or -f FILE.rq (kg query --list shows the saved ones)
    """
    if query is not None and file is not None:
        raise UsageError("give QUERY or -f FILE.rq, not both")
    if file is not None:
        return load_file(file)
    if query is None or not query.strip():
        raise UsageError("give a SPARQL query, a saved query name or -f FILE.rq (kg query --list shows the saved ones)")
    if is_query_name(query.strip()):
        return load_saved(query.strip())
    return parse_saved(query, "query")


def list_text(queries: list[SavedQuery], width: int | None = None) -> str:
    """The ``--list`` table: name, parameters and description of each saved query.

    >>> text = list_text([parse_saved("# description: Some papers\\n# param: a literal An author\\nSELECT ?a {}", "q")])
    >>> [[cell.strip() for cell in line.split("│")[1:4]] for line in text.splitlines() if line.startswith("│")]
    [['q', 'a (literal): An author', 'Some papers']]
    """
    rows = [
        [q.name, "\n".join(f"{p.name} ({p.kind}): {p.description}" for p in q.params) or "-", q.description or q.title]
        for q in queries
    ]
    return render_table(["name", "parameters (--param NAME=VALUE)", "description"], rows, width=width)


def _terminal_width() -> int | None:
    return shutil.get_terminal_size().columns if sys.stdout.isatty() else None


@click.command("query")
@graph_option
@click.argument("query_text", metavar="QUERY", required=False)
@click.option("-f", "--file", "file", type=click.Path(path_type=Path, dir_okay=False, exists=True),
              help="Read the query from a .rq file.")
@click.option("--param", "-p", "params", multiple=True, metavar="NAME=VALUE",
              help="Bind a declared parameter (repeatable), e.g. --param author=\"Yuandong Tian\".")
@click.option("--format", "fmt", type=FormatChoice(SOLUTIONS, GRAPH),
              help="The result format (default: table; turtle for CONSTRUCT/DESCRIBE).")
@click.option("--list", "list_only", is_flag=True, help="List the saved queries with their parameters and exit.")
@click.option("--store", "store_url", metavar="URL",
              help="Query this SPARQL 1.1 server instead of the built graph (e.g. http://localhost:7878).")
def query(graph_dir: Path, query_text: str | None, file: Path | None, params: tuple[str, ...],
          fmt: str | None, list_only: bool, store_url: str | None) -> None:
    """Run SPARQL over the built graph: QUERY is SPARQL text or a saved query's name.

    \b
    kg query papers-by-author --param author="Yuandong Tian"
    kg query 'SELECT ?g (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } } GROUP BY ?g' --format csv
    kg query -f my.rq --format json
    """
    from kg.graph.remote import RemoteStore
    from kg.graph.store import open_store

    width = _terminal_width()
    if list_only:
        click.echo(list_text(saved_queries(), width), nl=False)
        return
    saved = resolve_query(query_text, file)
    bindings = bind_params(saved, parse_param_args(params))
    store = RemoteStore(store_url) if store_url else open_store(graph_dir)
    results = run_query(store, saved.text, bindings, source=saved.path or saved.name)
    out = sys.stdout.buffer
    written = write_results(results, fmt, out, width=width)
    out.flush()
    if written == 0 and "GRAPH" not in saved.text.upper():
        click.echo(_HINT, err=True)
