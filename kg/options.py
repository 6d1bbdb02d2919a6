"""Click options shared by every command module (kept apart from :mod:`kg.cli` so command
modules can import them without importing the CLI that registers them)."""

from __future__ import annotations

from pathlib import Path

import click

DEFAULT_GRAPH = Path("exports")
DEFAULT_DATA = Path("data")

graph_option = click.option(
    "--graph",
    "graph_dir",
    type=click.Path(path_type=Path, file_okay=False),
    default=DEFAULT_GRAPH,
    show_default=True,
    help="Folder of a built graph (the --out of kg build).",
)
