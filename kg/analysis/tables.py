"""The results of ``kg analyze`` as tables (a header and rows of plain values), and their output formats.

One function per subcommand builds a :class:`ResultTable`; :data:`TABLE_FORMATS`
writes it as an aligned text table, CSV or JSON. Numbers stay numbers until a
writer formats them (4 significant digits in the text table, full in CSV/JSON).
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Callable
from dataclasses import dataclass, field

from pyoxigraph import Store

from kg.analysis import projections
from kg.analysis.run import MEASURES, analyze_kind
from kg.analysis.trends import risers_and_fallers
from kg.errors import UsageError
from kg.sparql.formats import ANALYSIS, formats_for, get_format
from kg.sparql.run import render_table, shorten

Cell = str | int | float


@dataclass(frozen=True)
class ResultTable:
    """A titled table; ``notes`` are lines printed under the text table (e.g. the modularity)."""

    title: str
    header: list[str]
    rows: list[list[Cell]]
    notes: list[str] = field(default_factory=list)


def centrality_table(store: Store, of: str = "topics", by: str = "pagerank", top: int | None = 10) -> ResultTable:
    """Entities of one kind ranked by a centrality measure, with every measure.

    >>> from kg.analysis.examples import example_store
    >>> t = centrality_table(example_store(), "authors", "degree", top=1)
    >>> t.header[:3], t.rows[0][:2]
    (['rank', 'entity', 'label'], [1, 'https://w3id.org/confkg/id/person/x'])
    """
    if by not in MEASURES:
        raise UsageError(f"unknown measure '{by}' (choose from {', '.join(MEASURES)})")
    result = analyze_kind(store, of)
    names = {node: result.graph.nodes[node]["label"] for node in result.graph}
    rows: list[list[Cell]] = [
        [rank, node, names[node], *(result.scores[m][node] for m in MEASURES)]
        for rank, (node, _) in enumerate(result.ranked(by, top), start=1)
    ]
    title = f"{of.capitalize()} by {by} in the {result.kind.projection} graph ({len(result.scores[by])} {of})"
    return ResultTable(title, ["rank", "entity", "label", *MEASURES], rows)


#: The edge weights ``kg analyze cotopics --weight`` can rank pairs by.
COTOPIC_WEIGHTS = ("count", "association_strength", "pmi", "vos_strength")


def cotopic_table(
    store: Store, weight: str = "association_strength", counting: projections.Counting = "full",
    min_count: float = 2, top: int | None = 10,
) -> ResultTable:
    """The strongest co-topic pairs by one of :data:`COTOPIC_WEIGHTS` (pairs seen on ``min_count`` papers or more).

    >>> from kg.analysis.examples import example_store
    >>> t = cotopic_table(example_store(), "count", min_count=1, top=1)
    >>> t.rows[0][:3]
    ['Alpha', 'Beta', 2]
    """
    if weight not in COTOPIC_WEIGHTS:
        raise UsageError(f"unknown co-topic weight '{weight}' (choose from {', '.join(COTOPIC_WEIGHTS)})")
    graph = projections.cotopic_graph(store, counting=counting, min_count=min_count)
    label = {node: graph.nodes[node]["label"] for node in graph}
    edges = sorted(graph.edges(data=True), key=lambda e: (-e[2][weight], label[e[0]], label[e[1]], e[0], e[1]))
    rows: list[list[Cell]] = [
        [label[a], label[b], data["count"], graph.nodes[a]["papers"], graph.nodes[b]["papers"],
         data["association_strength"], data["pmi"]]
        for a, b, data in edges[:top]
    ]
    title = (f"Co-topic pairs by {weight} ({counting} counting, {graph.graph['papers']} papers with topics, "
             f"{graph.number_of_edges()} pairs on ≥ {min_count:g} papers)")
    return ResultTable(title, ["topic", "other topic", "papers together", "papers (topic)", "papers (other)",
                               "association_strength", "pmi"], rows)


def community_table(store: Store, of: str = "topics", top: int | None = 10) -> ResultTable:
    """Louvain communities of topics or authors, largest first, labelled by their most central members.

    >>> from kg.analysis.examples import example_store
    >>> t = community_table(example_store(), "authors")
    >>> t.header, len(t.rows) >= 1, t.notes[0].startswith("modularity")
    (['community', 'size', 'label'], True, True)
    """
    result = analyze_kind(store, of)
    if not result.kind.communities:
        raise UsageError(f"communities are computed for topics and authors, not {of}")
    rows: list[list[Cell]] = [[c.id, len(c.members), c.label] for c in result.communities[:top]]
    notes = [f"modularity {result.modularity:.4f}, {len(result.communities)} communities of "
             f"{result.graph.number_of_nodes()} {of} (Louvain, seed 0)"] if result.modularity is not None else []
    return ResultTable(f"Communities of {of} in the {result.kind.projection} graph", ["community", "size", "label"],
                       rows, notes)


def trend_table(store: Store, top: int | None = 10, min_papers: int = 2) -> ResultTable:
    """The topics whose share of an edition's papers rose or fell most from one edition to the next.

    >>> from kg.analysis.examples import example_store
    >>> [row[:2] for row in trend_table(example_store(), top=1, min_papers=1).rows]
    [['rise', 'Gamma'], ['fall', 'Alpha']]
    """
    risers, fallers = risers_and_fallers(store, n=top or 1_000_000, min_papers=min_papers)
    rows: list[list[Cell]] = [
        [direction, t.topic_label, t.before.label, t.share_before, t.after.label, t.share_after, t.change]
        for direction, found in (("rise", risers), ("fall", fallers))
        for t in found
    ]
    return ResultTable(
        f"Topic share risers and fallers between editions (topics on ≥ {min_papers} papers in one of them)",
        ["direction", "topic", "from", "share before", "to", "share after", "change"], rows,
    )


# ---------------------------------------------------------------- output formats


def _cell(value: Cell) -> str:
    if isinstance(value, float):
        return f"{value:.4g}"
    return shorten(value) if isinstance(value, str) and value.startswith("https://") else str(value)


def _text(table: ResultTable, width: int | None) -> str:
    right = [i for i, cell in enumerate(table.rows[0]) if isinstance(cell, (int, float))] if table.rows else []
    body = render_table(table.header, [[_cell(c) for c in row] for row in table.rows], width=width, right=right)
    return "\n".join([table.title, body.rstrip("\n"), *table.notes]) + "\n"


def _csv(table: ResultTable, width: int | None) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(table.header)
    writer.writerows(table.rows)
    return buffer.getvalue()


def _json(table: ResultTable, width: int | None) -> str:
    rows = [dict(zip(table.header, row, strict=False)) for row in table.rows]
    data = {"title": table.title, "notes": table.notes, "rows": rows}
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


#: The writer(table, terminal width) → text of each format :mod:`kg.sparql.formats` offers for analysis.
_WRITERS: dict[str, Callable[[ResultTable, int | None], str]] = {"table": _text, "csv": _csv, "json": _json}
TABLE_FORMATS = formats_for(ANALYSIS)


def format_table(table: ResultTable, fmt: str = "table", width: int | None = None) -> str:
    """The table in one of :data:`TABLE_FORMATS`.

    >>> print(format_table(ResultTable("T", ["a", "b"], [["x", 0.123456]]), "csv"), end="")
    a,b
    x,0.123456
    """
    return _WRITERS[get_format(fmt, ANALYSIS).name](table, width)
