"""The ``kg`` command line: parses options and calls library functions, nothing more.

Data goes to stdout; progress and errors to stderr. Exit codes: 0 ok, 1 data
or validation error, 2 usage error (see :mod:`kg.errors`).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn
from rich.table import Table

from kg import __version__
from kg.errors import KGError, SkippedNotesError, ValidationError

from kg.options import DEFAULT_DATA, DEFAULT_GRAPH, graph_option


def _stdout() -> Console:
    return Console(highlight=False, soft_wrap=True)


def _stderr() -> Console:
    return Console(stderr=True, highlight=False, soft_wrap=True)


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


@main.command()
@click.argument("paths", nargs=-1, type=click.Path(path_type=Path))
@click.option(
    "--out", "-o", "out", type=click.Path(path_type=Path, file_okay=False), default=DEFAULT_GRAPH, show_default=True,
    help="Folder for the store, the exports and merges.csv.",
)
@click.option("--quiet", "-q", is_flag=True, help="Print only errors.")
@click.option("--timings", is_flag=True, help="Also print seconds per build stage.")
@click.option("--spacy-model", metavar="NAME", help="An installed trained spaCy pipeline for extra cues (never required).")
@click.option("--store", "store_url", metavar="URL",
              help="Also write the graph to this SPARQL 1.1 server (e.g. http://localhost:7878 for oxigraph serve).")
@click.option("--analyze", is_flag=True,
              help="Also compute centrality and communities into the graph id/graph/analysis (see kg analyze).")
@click.option("--jobs", "-j", type=click.IntRange(min=1), help="Worker processes for reading notes [default: CPUs].")
@click.option("--no-cache", is_flag=True, help="Process every note again instead of reusing DIR/.cache.")
@click.option("--views/--no-views", default=True, show_default=True,
              help="Also write the interactive HTML views (kg view all) into DIR/views.")
@click.option("--strict", is_flag=True, help="Any note that cannot be read or recognised fails the build; nothing is written.")
def build(
    paths: tuple[Path, ...], out: Path, quiet: bool, timings: bool, spacy_model: str | None, store_url: str | None,
    analyze: bool, jobs: int | None, no_cache: bool, views: bool, strict: bool,
) -> None:
    """Build the graph from notes in PATHS (files or folders; default data/)."""
    from kg.build import build as run_build

    err = _stderr()
    with Progress(
        TextColumn("[bold]reading[/] {task.description}"), BarColumn(), MofNCompleteColumn(),
        console=err, transient=True, disable=quiet or not err.is_terminal,
    ) as progress:
        task = progress.add_task("", total=None)
        report = run_build(
            list(paths) or [DEFAULT_DATA], out,
            progress=lambda p: progress.update(task, description=p, advance=1), spacy_model=spacy_model,
            store_url=store_url, analyze=analyze, jobs=jobs, cache=not no_cache, views=views, strict=strict,
        )
    for doc in report.documents:
        if doc.error:
            err.print(f"[red]failed[/] {doc.error}", markup=True)
        if doc.warning:
            err.print(f"[yellow]skipped[/] {doc.warning}", markup=True)
        for skip in doc.skipped:
            err.print(f"[dim]note[/] {doc.path}:{skip.mention.line}: {skip.reason}", markup=True)
    if not quiet:
        console = _stdout()
        table = Table(title=f"Documents ({len(report.documents)})", title_justify="left")
        for col in ("document", "extractor", "papers"):
            table.add_column(col, justify="right" if col == "papers" else "left")
        for doc in report.documents:
            table.add_row(doc.path, doc.extractor or "-", str(doc.papers))
        console.print(table)
        summary = Table(title=f"Graph in {out}/", title_justify="left", show_header=False)
        for label, value in report.counts.items():
            summary.add_row(label, str(value))
        summary.add_row("merges", str(len(report.merges)))
        summary.add_row("notes from cache", f"{report.cached} of {len(report.documents)}")
        if report.push is not None:
            summary.add_row("remote store", f"{report.push.graphs} graphs, {report.push.quads} quads to {store_url}")
        summary.add_row("seconds", f"{report.seconds:.2f}")
        console.print(summary)
        if timings:
            stages = Table(title="Seconds per stage", title_justify="left", show_header=False)
            for stage, seconds in report.stages.items():
                stages.add_row(stage, f"{seconds:.2f}")
            console.print(stages)
    if report.skipped:
        raise SkippedNotesError(f"{len(report.skipped)} note(s) skipped (listed above); the others were built")


@main.command()
@graph_option
@click.option("--format", "-f", "fmt", help="ttl, jsonld, nt, trig or nq (default: from -o's suffix, else ttl).")
@click.option("--output", "-o", type=click.Path(path_type=Path, dir_okay=False), help="File to write (default stdout).")
def export(graph_dir: Path, fmt: str | None, output: Path | None) -> None:
    """Export the built graph in an RDF format."""
    from kg.export import export_file, get_format
    from kg.export.rdf import Snapshot
    from kg.store import open_store

    chosen = get_format(fmt or (output.suffix if output and output.suffix else "ttl"))
    snapshot = Snapshot.from_store(open_store(graph_dir))
    if output is None:
        chosen.write(snapshot, sys.stdout.buffer)
    else:
        export_file(snapshot, chosen, output)
        click.echo(f"wrote {output}", err=True)


@main.command()
@graph_option
def stats(graph_dir: Path) -> None:
    """Count papers, people, methods, topics and triples in the built graph."""
    from kg.stats import graph_stats
    from kg.store import open_store

    table = Table(show_header=False)
    for label, value in graph_stats(open_store(graph_dir)).items():
        table.add_row(label, str(value))
    _stdout().print(table)


@main.command("eval")
@graph_option
@click.argument("gold", nargs=-1, required=True, type=click.Path(path_type=Path, dir_okay=False, exists=True))
@click.option("--misses/--no-misses", default=True, show_default=True, help="List what was missed or extra.")
def eval_(graph_dir: Path, gold: tuple[Path, ...], misses: bool) -> None:
    """Score the built graph against hand-checked GOLD.jsonl files: precision, recall, F1 per field."""
    from kg.eval import evaluate, load_gold
    from kg.store import open_store

    scores = evaluate(open_store(graph_dir), load_gold(list(gold)))
    table = Table(title=f"Extraction quality ({', '.join(g.name for g in gold)})", title_justify="left")
    for col in ("field", "precision", "recall", "F1", "tp", "fp", "fn"):
        table.add_column(col, justify="left" if col == "field" else "right")
    for name, s in scores.items():
        table.add_row(name, f"{s.precision:.3f}", f"{s.recall:.3f}", f"{s.f1:.3f}", str(s.tp), str(s.fp), str(s.fn))
    console = _stdout()
    console.print(table)
    if misses:
        for name, s in scores.items():
            for miss in s.misses:
                console.print(f"{name}: {miss}", markup=False)


@main.command()
@graph_option
def validate(graph_dir: Path) -> None:
    """Check the built graph against the SHACL shapes (ontology/shapes.ttl)."""
    from kg.store import open_store
    from kg.validate import validate_store

    violations = validate_store(open_store(graph_dir))
    if violations:
        for v in violations:
            click.echo(str(v))
        raise ValidationError(f"{len(violations)} SHACL violation(s) in {graph_dir}")
    click.echo(f"{graph_dir}: conforms to ontology/shapes.ttl")



# Commands defined beside the library they drive; registered here so `kg --help` lists them.
from kg.query.command import query as query_command  # noqa: E402

main.add_command(query_command)
from kg.serve.command import serve_command  # noqa: E402

main.add_command(serve_command)
from kg.analysis.command import analyze_command  # noqa: E402

main.add_command(analyze_command)
from kg.view.command import view_command  # noqa: E402

main.add_command(view_command)
