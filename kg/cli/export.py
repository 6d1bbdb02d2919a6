"""``kg export``: the built graph in one RDF format, to stdout or a file."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from kg.cli.options import FormatChoice, graph_option
from kg.sparql.formats import EXPORT, get_format


@click.command()
@graph_option
@click.option("--format", "-f", "fmt", type=FormatChoice(EXPORT),
              help="The format (default: from -o's suffix, else turtle); ttl, nt and nq are accepted too.")
@click.option("--output", "-o", type=click.Path(path_type=Path, dir_okay=False), help="File to write (default stdout).")
def export(graph_dir: Path, fmt: str | None, output: Path | None) -> None:
    """Export the built graph in an RDF format."""
    from kg.graph.export import export_file, write_export
    from kg.graph.export.rdf import Snapshot
    from kg.graph.store import open_store

    chosen = get_format(fmt or (output.suffix if output and output.suffix else "turtle"), EXPORT)
    snapshot = Snapshot.from_store(open_store(graph_dir))
    if output is None:
        write_export(snapshot, chosen, sys.stdout.buffer)
    else:
        export_file(snapshot, chosen, output)
        click.echo(f"wrote {output}", err=True)
