"""``kg build``: notes to graph, exports and views, with progress and a summary table."""

from __future__ import annotations

from pathlib import Path

import click
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn
from rich.table import Table

from kg.cli.options import DEFAULT_DATA, DEFAULT_GRAPH, stderr_console, stdout_console
from kg.errors import SkippedNotesError


@click.command()
@click.argument("paths", nargs=-1, type=click.Path(path_type=Path))
@click.option(
    "--out", "-o", "out", type=click.Path(path_type=Path, file_okay=False), default=DEFAULT_GRAPH, show_default=True,
    help="Folder for the store, the exports and merges.csv.",
)
@click.option("--quiet", "-q", is_flag=True, help="Print only errors.")
@click.option("--timings", is_flag=True, help="Also print seconds per build stage.")
@click.option("--spacy-model", metavar="NAME",
              help="An installed trained spaCy pipeline for extra cues (never required).")
@click.option("--store", "store_url", metavar="URL",
              help="Also write the graph to this SPARQL 1.1 server (e.g. http://localhost:7878 for oxigraph serve).")
@click.option("--analyze", is_flag=True,
              help="Also compute centrality and communities into the graph id/graph/analysis (see kg analyze).")
@click.option("--jobs", "-j", type=click.IntRange(min=1), help="Worker processes for reading notes [default: CPUs].")
@click.option("--no-cache", is_flag=True, help="Process every note again instead of reusing DIR/.cache.")
@click.option("--views/--no-views", default=True, show_default=True,
              help="Also write the interactive HTML views (kg view all) into DIR/views.")
@click.option("--strict", is_flag=True,
              help="Any note that cannot be read or recognised fails the build; nothing is written.")
@click.option("--exclude", multiple=True, metavar="GLOB",
              help="Skip files and folders matching GLOB under a PATHS folder (repeatable), e.g. 'drafts/*'.")
@click.option("--explain", "explain", type=click.Path(path_type=Path, dir_okay=False, exists=True), metavar="NOTE",
              help="Print, line by line, what NOTE gives as papers and why (and why not); build nothing.")
def build(
    paths: tuple[Path, ...], out: Path, quiet: bool, timings: bool, spacy_model: str | None, store_url: str | None,
    analyze: bool, jobs: int | None, no_cache: bool, views: bool, strict: bool, exclude: tuple[str, ...],
    explain: Path | None,
) -> None:
    """Build the graph from notes in PATHS (files or folders; default data/)."""
    from kg.build import build as run_build

    if explain is not None:
        _explain(explain)
        return
    err = stderr_console()
    with Progress(
        TextColumn("[bold]reading[/] {task.description}"), BarColumn(), MofNCompleteColumn(),
        console=err, transient=True, disable=quiet or not err.is_terminal,
    ) as progress:
        task = progress.add_task("", total=None)
        report = run_build(
            list(paths) or [DEFAULT_DATA], out,
            progress=lambda p: progress.update(task, description=p, advance=1), spacy_model=spacy_model,
            store_url=store_url, analyze=analyze, jobs=jobs, cache=not no_cache, views=views, strict=strict,
            exclude=exclude,
        )
    for doc in report.documents:
        if doc.error:
            err.print(f"[red]failed[/] {doc.error}", markup=True)
        if doc.warning:
            err.print(f"[yellow]skipped[/] {doc.warning}", markup=True)
        for skip in doc.skipped:
            err.print(f"[dim]note[/] {doc.path}:{skip.mention.line}: {skip.reason}", markup=True)
    if not quiet:
        console = stdout_console()
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


def _explain(note: Path) -> None:
    from kg.notes.explain import explain_file

    explanation = explain_file(note)
    console = stdout_console()
    console.print(f"{explanation.path}: read by {explanation.extractor or 'no reader'}", markup=False)
    scores = ", ".join(f"{name} {score:.2f}" for name, score in explanation.scores)
    console.print(f"  reader scores: {scores}", markup=False)
    console.print(f"  document venue: {explanation.context}", markup=False)
    for line, text in explanation.lines:
        console.print(f"{line:>5}  {text}", markup=False, soft_wrap=True)
