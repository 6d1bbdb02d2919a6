"""The ``kg`` command line: one module per command, registered here; options shared in :mod:`kg.cli.options`.

Commands parse options and call library functions, nothing more. Data goes to
stdout; progress and errors to stderr. Exit codes: 0 ok, 1 data or validation
error, 2 usage error (each :class:`~kg.errors.KGError` carries its own), 70 a bug in kg.

May import every other room; nothing else imports ``kg.cli`` (and nothing below it imports click).
"""

from __future__ import annotations

import os
from typing import Any

import click

from kg import __version__
from kg.cli import analyze, build, eval, export, query, serve, stats, validate, view
from kg.errors import KGError

#: The exit code of a bug in kg (BSD's EX_SOFTWARE), apart from the data and usage errors.
INTERNAL_ERROR_EXIT = 70


class KGGroup(click.Group):
    """Turns a :class:`KGError` into one line on stderr and its exit code, and a bug into one line too (the
    traceback only with ``KG_DEBUG=1``)."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except KGError as err:
            click.echo(f"kg: error: {err}", err=True)
            ctx.exit(err.exit_code)
        except (click.ClickException, click.exceptions.Exit, click.Abort):
            raise
        except Exception as err:
            if os.environ.get("KG_DEBUG"):
                raise
            what = f"{type(err).__name__}: {err}"
            click.echo(f"kg: internal error: {what} (a bug in kg; KG_DEBUG=1 shows where)", err=True)
            ctx.exit(INTERNAL_ERROR_EXIT)


@click.group(cls=KGGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="kg")
def main() -> None:
    """Build an RDF knowledge graph of papers, authors, methods, venues and topics from markdown notes."""


for _command in (
    build.build, export.export, stats.stats, eval.eval_, validate.validate,
    query.query, serve.serve_command, analyze.analyze_command, view.view_command,
):
    main.add_command(_command)
