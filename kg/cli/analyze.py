"""``kg analyze centrality|cotopics|communities|trends``: analytics of a built graph, printed.

Registered in :mod:`kg.cli` with ``main.add_command(analyze_command)``. Results are
computed from the store on each call (the same code ``kg build --analyze`` writes
into the graph ``id/graph/analysis``), so they work on any built graph.
"""

from __future__ import annotations

import shutil
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from kg.analysis.run import KINDS, MEASURES
from kg.analysis.tables import COTOPIC_WEIGHTS, ResultTable, format_table
from kg.cli.options import FormatChoice, graph_option
from kg.sparql.formats import ANALYSIS

_COMMUNITY_KINDS = [name for name, kind in KINDS.items() if kind.communities]


def _output(command: Callable[..., ResultTable]) -> Callable[..., None]:
    """Adds ``--graph``, ``--top`` and ``--format`` to a subcommand that returns a table from a store."""

    @graph_option
    @click.option("--top", "-n", type=click.IntRange(min=1), default=10, show_default=True, help="Rows to show.")
    @click.option("--format", "-f", "fmt", type=FormatChoice(ANALYSIS), default="table", show_default=True)
    def run(graph_dir: Path, top: int, fmt: str, **options: Any) -> None:
        from kg.graph.store import open_store

        table = command(open_store(graph_dir), top=top, **options)
        width = shutil.get_terminal_size().columns if sys.stdout.isatty() else None
        click.echo(format_table(table, fmt, width), nl=False)

    run.__doc__ = command.__doc__
    run.__name__ = command.__name__
    return run


@click.group("analyze")
def analyze_command() -> None:
    """Centrality, co-topic pairs, communities and topic trends of the built graph."""


@analyze_command.command("centrality")
@click.option("--of", "of", type=click.Choice(list(KINDS)), default="topics", show_default=True)
@click.option("--by", "by", type=click.Choice(list(MEASURES)), default="pagerank", show_default=True)
@_output
def centrality(store: Any, top: int, of: str, by: str) -> ResultTable:
    """Rank topics, authors, methods or papers by a centrality measure (all measures shown)."""
    from kg.analysis.tables import centrality_table

    return centrality_table(store, of, by, top)


@analyze_command.command("cotopics")
@click.option("--weight", type=click.Choice(COTOPIC_WEIGHTS), default="association_strength", show_default=True,
              help="Rank pairs by raw count, association strength (observed/expected), PMI or VOSviewer strength.")
@click.option("--counting", type=click.Choice(["full", "fractional"]), default="full", show_default=True,
              help="fractional: each paper's pairs share one unit, so papers with many topics weigh the same.")
@click.option("--min-count", type=click.FloatRange(min=0), default=2, show_default=True,
              help="Leave out pairs seen together on fewer papers.")
@_output
def cotopics(store: Any, top: int, weight: str, counting: str, min_count: float) -> ResultTable:
    """The strongest pairs of topics that occur on the same papers."""
    from kg.analysis.tables import cotopic_table

    return cotopic_table(store, weight, counting, min_count, top)  # type: ignore[arg-type]


@analyze_command.command("communities")
@click.option("--of", "of", type=click.Choice(_COMMUNITY_KINDS), default="topics", show_default=True)
@_output
def communities(store: Any, top: int, of: str) -> ResultTable:
    """Louvain communities (seed 0), labelled by their most central members, with the modularity."""
    from kg.analysis.tables import community_table

    return community_table(store, of, top)


@analyze_command.command("trends")
@click.option("--min-papers", type=click.IntRange(min=1), default=2, show_default=True,
              help="Only topics on at least this many papers of one of the two editions.")
@_output
def trends(store: Any, top: int, min_papers: int) -> ResultTable:
    """Topics whose share of papers rose or fell most between editions (ICML 2024 → 2025, …)."""
    from kg.analysis.tables import trend_table

    return trend_table(store, top, min_papers)
