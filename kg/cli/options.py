"""Options and consoles shared by every command module of :mod:`kg.cli`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click
from rich.console import Console

from kg.errors import UsageError
from kg.sparql import formats

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


def stdout_console() -> Console:
    """Where a command's data goes."""
    return Console(highlight=False, soft_wrap=True)


def stderr_console() -> Console:
    """Where progress, notes and errors go."""
    return Console(stderr=True, highlight=False, soft_wrap=True)


class FormatChoice(click.ParamType):
    """``--format``: a name, alias or suffix of a format that :mod:`kg.sparql.formats` offers for these uses.

    >>> FormatChoice(formats.ANALYSIS).convert("CSV", None, None)
    'csv'
    """

    name = "format"

    def __init__(self, *uses: str) -> None:
        self.uses = uses
        self.choices = list(dict.fromkeys(name for use in uses for name in formats.formats_for(use)))

    def get_metavar(self, param: click.Parameter, ctx: click.Context | None = None) -> str:
        return "[" + "|".join(self.choices) + "]"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        for use in self.uses:
            try:
                return formats.get_format(str(value), use).name
            except UsageError:
                continue
        # A KGError, not click's BadParameter: one "kg: error: ..." line like every other usage error.
        raise UsageError(f"unknown format '{value}' (choose from {', '.join(self.choices)})")
