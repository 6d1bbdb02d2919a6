"""The ``kg`` command line: one module per command, registered here; options shared in :mod:`kg.cli.options`.

Commands parse options and call library functions, nothing more. Data goes to
stdout; progress and errors to stderr. Exit codes: 0 ok, 1 data or validation
error, 2 usage error (each :class:`~kg.errors.KGError` carries its own).

May import every other room; nothing else imports ``kg.cli`` (and nothing below it imports click).
"""

from __future__ import annotations

from typing import Any

import click

from kg import __version__
from kg.cli import analyze, build, eval, export, query, serve, stats, validate, view
from kg.errors import KGError


class KGGroup(click.Group):
    """Turns a :class:`KGError` into one line on stderr and its exit code."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except KGError as err:
            click.echo(f"kg: error: {err}", err=True)
            ctx.exit(err.exit_code)


@click.group(cls=KGGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="kg")
def main() -> None:
    """Build an RDF knowledge graph of papers, authors, methods, venues and topics from markdown notes."""


for _command in (
    build.build, export.export, stats.stats, eval.eval_, validate.validate,
    query.query, serve.serve_command, analyze.analyze_command, view.view_command,
):
    main.add_command(_command)
