"""``kg view``: the click group, registered in :mod:`kg.cli` with ``main.add_command(view_command)``."""

from __future__ import annotations

from pathlib import Path

import click

from kg.cli.options import graph_option
from kg.view.views import COLOR_CHOICES, DEFAULT_HOPS, DEFAULT_TOP, VIEWS, View

_TOP_HELP = f"Keep the N most central nodes (PageRank); 0 keeps all. [default: {DEFAULT_TOP}]"


def _report(view: View, path: Path) -> None:
    left = f"; {view.left_out:,} of {view.total_nodes:,} nodes left out (--top)" if view.left_out else ""
    click.echo(f"wrote {path} ({view.nodes:,} nodes, {view.edges:,} edges{left})", err=True)


def _named_view(name: str) -> click.Command:
    """``kg view NAME``: one of the views of :data:`kg.view.views.VIEWS`."""
    spec = VIEWS[name]

    @click.command(name, help=f"{spec.description} Default colouring: {spec.color}.")
    @graph_option
    @click.option("-o", "--output", type=click.Path(path_type=Path, dir_okay=False), default=None,
                  help=f"HTML file to write. [default: {name}.html]")
    @click.option("--top", type=click.IntRange(min=0), default=DEFAULT_TOP, metavar="N", help=_TOP_HELP)
    @click.option("--color", type=click.Choice(COLOR_CHOICES), default=None,
                  help=f"Colour nodes by type or by Louvain community. [default: {spec.color}]")
    def command(graph_dir: Path, output: Path | None, top: int, color: str | None) -> None:
        from kg.graph.store import open_store
        from kg.view.views import build_view, write_html

        view = build_view(open_store(graph_dir), name, top=top or None, color=color)  # type: ignore[arg-type]
        path = output or Path(f"{name}.html")
        _report(view, write_html(path, view.html))

    return command


@click.group("view")
def view_command() -> None:
    """Interactive HTML views of the graph; each page opens offline in any browser.

    \b
    kg view cotopics -o cotopics.html
    kg view ego "Yuandong Tian" --hops 2
    kg view all --out exports/views
    """

for name in VIEWS:
    view_command.add_command(_named_view(name))

@view_command.command("ego")
@graph_option
@click.argument("entity")
@click.option("--hops", type=click.IntRange(1, 6), default=DEFAULT_HOPS, show_default=True,
              help="How far from the entity to go (papers are one hop from their authors, topics, methods).")
@click.option("-o", "--output", type=click.Path(path_type=Path, dir_okay=False), default=None,
              help="HTML file to write. [default: ego-<name>.html]")
@click.option("--top", type=click.IntRange(min=0), default=DEFAULT_TOP, metavar="N", help=_TOP_HELP)
@click.option("--color", type=click.Choice(COLOR_CHOICES), default="type", show_default=True,
              help="Colour nodes by type or by Louvain community.")
def ego(graph_dir: Path, entity: str, hops: int, output: Path | None, top: int, color: str) -> None:
    """A paper, author, topic or method and its neighbourhood.

    ENTITY is an IRI (or prefixed, e.g. person:yuandong-tian), a name, a title, or an
    OpenReview/arXiv id; an unknown or ambiguous one lists close matches.
    """
    from kg.graph.store import open_store
    from kg.view.views import ego_view, write_html

    view = ego_view(open_store(graph_dir), entity, hops=hops, top=top or None, color=color)  # type: ignore[arg-type]
    _report(view, write_html(output or Path(f"{view.name}.html"), view.html))

@view_command.command("all")
@graph_option
@click.option("--out", "out", type=click.Path(path_type=Path, file_okay=False), default=None,
              help="Folder to write the views and index.html into. [default: GRAPH/views]")
@click.option("--top", type=click.IntRange(min=0), default=DEFAULT_TOP, metavar="N", help=_TOP_HELP)
def all_views(graph_dir: Path, out: Path | None, top: int) -> None:
    """Every view plus an index.html linking them."""
    from kg.graph.store import open_store
    from kg.view.views import write_views

    folder = out or graph_dir / "views"
    paths = write_views(open_store(graph_dir), folder, top=top or None)
    click.echo(f"wrote {len(paths) - 1} views and {paths[-1]}", err=True)
