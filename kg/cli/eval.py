"""``kg eval``: precision, recall and F1 per field against hand-checked gold files."""

from __future__ import annotations

from pathlib import Path

import click
from rich.table import Table

from kg.cli.options import graph_option, stdout_console


@click.command("eval")
@graph_option
@click.argument("gold", nargs=-1, required=True, type=click.Path(path_type=Path, dir_okay=False, exists=True))
@click.option("--misses/--no-misses", default=True, show_default=True, help="List what was missed or extra.")
def eval_(graph_dir: Path, gold: tuple[Path, ...], misses: bool) -> None:
    """Score the built graph against hand-checked GOLD.jsonl files: precision, recall, F1 per field."""
    from kg.graph.eval import evaluate, load_gold
    from kg.graph.store import open_store

    scores = evaluate(open_store(graph_dir), load_gold(list(gold)))
    table = Table(title=f"Extraction quality ({', '.join(g.name for g in gold)})", title_justify="left")
    for col in ("field", "precision", "recall", "F1", "tp", "fp", "fn"):
        table.add_column(col, justify="left" if col == "field" else "right")
    for name, s in scores.items():
        table.add_row(name, f"{s.precision:.3f}", f"{s.recall:.3f}", f"{s.f1:.3f}", str(s.tp), str(s.fp), str(s.fn))
    console = stdout_console()
    console.print(table)
    if misses:
        for name, s in scores.items():
            for miss in s.misses:
                console.print(f"{name}: {miss}", markup=False)
