"""``kg stats``: counts of the built graph."""

from __future__ import annotations

from pathlib import Path

import click
from rich.table import Table

from kg.cli.options import graph_option, stdout_console


@click.command()
@graph_option
def stats(graph_dir: Path) -> None:
    """Count papers, people, methods, topics and triples in the built graph."""
    from kg.graph.stats import graph_stats
    from kg.graph.store import open_store

    table = Table(show_header=False)
    for label, value in graph_stats(open_store(graph_dir)).items():
        table.add_row(label, str(value))
    stdout_console().print(table)
