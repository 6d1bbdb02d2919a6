"""Extraction quality on real notes by other people (``eval/real``) against gold written by reading them.

    python bench/quality.py [EVAL_DIR] [--misses]

For every document of ``EVAL_DIR/real/<group>/`` with gold in ``EVAL_DIR/gold/<group>.jsonl`` it prints
paper precision and recall, and the accuracy of each field over the gold papers (a missed paper counts as
wrong in every field): title, ordered authors, venue, year, ids and topics. Then the same over all documents.
Predictions are the reader's records (no graph); a gold range in SOURCES.md ("gold covers") scopes them.
Venues compare as the series each whole name stands for in ``kg/notes/data/venues.json`` (``TOG`` is
"ACM Transactions on Graphics"), so the gold's spelling of a known venue is no miss.
"""

from __future__ import annotations

import json
import re
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from difflib import SequenceMatcher
from pathlib import Path
from typing import Any

from kg.keys import fold
from kg.notes.batch import extract_source
from kg.notes.sources import Source, collect
from kg.notes.venues import canonical_series
from kg.records import Extraction, Paper

ROOT = Path(__file__).resolve().parent.parent
FIELDS = ("title", "authors", "venue", "year", "ids", "topics")
_RANGE = re.compile(r"^\s*(\d+)\s*[-–]\s*(\d+)\b")  # "72-103" (a remark in brackets may follow)


@dataclass
class DocScore:
    """Counts of one document."""

    document: str
    gold: int = 0
    predicted: int = 0
    matched: int = 0
    correct: dict[str, int] = field(default_factory=lambda: dict.fromkeys(FIELDS, 0))
    misses: list[str] = field(default_factory=list)

    @property
    def precision(self) -> float:
        return self.matched / self.predicted if self.predicted else 1.0

    @property
    def recall(self) -> float:
        return self.matched / self.gold if self.gold else 1.0

    def accuracy(self, name: str) -> float:
        return self.correct[name] / self.gold if self.gold else 1.0


def source_rows(eval_dir: Path) -> list[dict[str, str]]:
    """The rows of every group's SOURCES.md table, each with its ``group``; a row whose cells do not match its
    header's (a bar left unescaped in a cell) is an error, not a row read askew."""
    rows = []
    for sources in sorted((eval_dir / "real").glob("*/SOURCES.md")):
        header: list[str] = []
        for number, line in enumerate(sources.read_text(encoding="utf-8").splitlines(), 1):
            # (a cell may hold an escaped bar: "columns `GNN \\| Paper \\| Code`")
            cells = [c.strip().strip("`") for c in re.split(r"(?<!\\)\|", line.strip().strip("|"))]
            if not line.lstrip().startswith("|") or set("".join(cells)) <= set("-: "):
                continue
            if not header:
                header = [c.casefold() for c in cells]
            elif len(cells) != len(header):
                raise ValueError(f"{sources}:{number}: {len(cells)} cells under a header of {len(header)}")
            else:
                rows.append({**dict(zip(header, cells, strict=True)), "group": sources.parent.name})
    return rows


def covers(eval_dir: Path) -> dict[str, tuple[int, int] | None]:
    """Line ranges the gold covers, per document, from each group's SOURCES.md table."""
    ranges: dict[str, tuple[int, int] | None] = {}
    for row in source_rows(eval_dir):
        match = _RANGE.match(row.get("gold covers", ""))
        ranges[f"{row['group']}/{row.get('document', '')}".rstrip("/")] = (
            (int(match.group(1)), int(match.group(2))) if match else None
        )
    return ranges


def _range_of(document: str, ranges: dict[str, tuple[int, int] | None]) -> tuple[int, int] | None:
    while document:
        if document in ranges:
            return ranges[document]
        document = document.rsplit("/", 1)[0] if "/" in document else ""
    return None


def _ids(paper: Paper) -> set[tuple[str, str]]:
    found = set(paper.ids)
    if paper.arxiv_id:
        found.add(("arxiv", paper.arxiv_id))
    if paper.openreview_id:
        found.add(("openreview", paper.openreview_id))
    return {(k, v.casefold()) for k, v in found}


def _venue(name: str | None) -> str | None:
    # The same venue however spelt: "ACM Transactions on Graphics" is TOG, "USENIX ATC" and "ATC" one series.
    # Whole names only, so a wrong venue ("KDD" for "Pacific-Asia Conference on Knowledge Discovery …") stays wrong.
    return fold(canonical_series(name)) or None if name else None


def _values(paper: Paper | None, gold: dict[str, Any]) -> dict[str, tuple[Any, Any]]:
    """(predicted, gold) per field, normalised for comparison."""
    return {
        "title": (fold(paper.title or "") if paper else None, fold(gold.get("title") or "")),
        "authors": (
            [fold(a.name) for a in paper.authors] if paper else None,
            [fold(a) for a in gold.get("authors", [])],
        ),
        "venue": (
            _venue(paper.venue.series if paper.venue else paper.series) if paper else None,
            _venue(gold.get("venue")),
        ),
        "year": (paper.year if paper else None, gold.get("year")),
        "ids": (
            _ids(paper) if paper else None,
            {(k, str(v).casefold()) for k, v in (gold.get("ids") or {}).items() if v},
        ),
        "topics": (
            {fold(" > ".join(p)) for p in paper.topics} | {fold(t) for p in paper.topics for t in p} if paper else None,
            {fold(t) for t in gold.get("topics", [])},
        ),
    }


def _topics_ok(predicted: set[str] | None, gold: set[str]) -> bool:
    # A paper's topic paths count as their headings one by one: every gold heading must be among them.
    return predicted is not None and gold <= predicted and (bool(gold) or not predicted)


def _match(golds: list[dict[str, Any]], papers: list[Paper]) -> list[tuple[dict[str, Any], Paper | None]]:
    """Each gold entry with its predicted paper: same title (the nearest, when several), else same line, else a close
    title nearby — each kind over every gold entry before the next, so a near title never takes the paper another
    entry names exactly."""
    free = list(papers)
    found: dict[int, Paper] = {}
    titles = [fold(gold.get("title") or "") for gold in golds]
    for k, title in enumerate(titles):
        # (of a title the document lists twice, the paper read nearest the entry's line)
        same = [p for p in free if fold(p.title or "") == title] if title else []
        if best := min(same, key=lambda p: abs(p.mention.line - golds[k]["line"]), default=None):
            found[k] = best
            free.remove(best)
    for k, gold in enumerate(golds):
        if k not in found and (best := next((p for p in free if p.mention.line == gold["line"]), None)) is not None:
            found[k] = best
            free.remove(best)
    for k, gold in enumerate(golds):
        if k in found:
            continue
        near = [
            (SequenceMatcher(None, titles[k], fold(p.title or "")).ratio(), p)
            for p in free
            if abs(p.mention.line - gold["line"]) <= 3
        ]
        ratio, paper = max(near, key=lambda item: item[0], default=(0.0, None))
        if paper is not None and ratio >= 0.6:
            found[k] = paper
            free.remove(paper)
    return [(gold, found.get(k)) for k, gold in enumerate(golds)]


def measure(
    eval_dir: Path, extract: Callable[[Source], tuple[Extraction | None, Any]] = extract_source
) -> list[DocScore]:
    """Scores of every document with gold; ``extract`` reads one note (the tests pass one that keeps what it read)."""
    golds: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for path in sorted((eval_dir / "gold").glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                entry = json.loads(line)
                golds[entry["document"]].append(entry)
    ranges = covers(eval_dir)
    predicted: dict[str, list[Paper]] = {}
    for source in collect([eval_dir / "real"]):
        extraction, _ = extract(source)
        document = source.display.split("/", 1)[1]
        predicted[document] = [p for p in (extraction.papers if extraction else ()) if not p.reference]
    scores = []
    for document in sorted(golds):
        score = DocScore(document, gold=len(golds[document]))
        span = _range_of(document, ranges)
        papers = [p for p in predicted.get(document, []) if span is None or span[0] <= p.mention.line <= span[1]]
        score.predicted = len(papers)
        pairs = _match(golds[document], papers)
        matched = {id(paper) for _, paper in pairs}
        score.misses += [f"{document}:{p.mention.line} extra: {p.title!r}" for p in papers if id(p) not in matched]
        for gold, paper in pairs:
            score.matched += paper is not None
            for name, (got, want) in _values(paper, gold).items():
                ok = paper is not None and (_topics_ok(got, want) if name == "topics" else got == want)
                score.correct[name] += ok
                if not ok:
                    score.misses.append(f"{document}:{gold['line']} {name}: got {got!r}, gold {want!r}")
        scores.append(score)
    return scores


def _total(scores: list[DocScore]) -> DocScore:
    total = DocScore("all documents")
    for s in scores:
        total.gold += s.gold
        total.predicted += s.predicted
        total.matched += s.matched
        for name in FIELDS:
            total.correct[name] += s.correct[name]
    return total


def table(scores: list[DocScore]) -> str:
    """A markdown table: one row a document, then the totals."""
    head = "| document | gold | found | P | R | " + " | ".join(FIELDS) + " |"
    rows = [head, "|" + "---|" * 5 + "---:|" * len(FIELDS)]
    for s in [*scores, _total(scores)]:
        cells = [s.document, str(s.gold), str(s.predicted), f"{s.precision:.2f}", f"{s.recall:.2f}"]
        rows.append("| " + " | ".join(cells + [f"{s.accuracy(n):.2f}" for n in FIELDS]) + " |")
    return "\n".join(rows)


def group_table(scores: list[DocScore]) -> str:
    """A markdown table of each group's totals (``lists``, ``folders``, ``heldout``, …), then all of them."""
    groups: dict[str, list[DocScore]] = defaultdict(list)
    for s in scores:
        groups[s.document.split("/", 1)[0]].append(s)
    head = "| group | documents | gold | found | P | R | " + " | ".join(FIELDS) + " |"
    rows = [head, "|---|" + "---:|" * (5 + len(FIELDS))]
    for name, members in [*sorted(groups.items()), ("all", scores)]:
        t = _total(members)
        cells = [name, str(len(members)), str(t.gold), str(t.predicted), f"{t.precision:.2f}", f"{t.recall:.2f}"]
        rows.append("| " + " | ".join(cells + [f"{t.accuracy(n):.2f}" for n in FIELDS]) + " |")
    return "\n".join(rows)


def main(argv: list[str]) -> None:
    args = [a for a in argv if not a.startswith("--")]
    eval_dir = Path(args[0]) if args else ROOT / "eval"
    started = time.perf_counter()
    scores = measure(eval_dir)
    print(table(scores))
    print()
    print(group_table(scores))
    print(
        f"\n{len(scores)} documents, {sum(s.gold for s in scores)} gold papers, {time.perf_counter() - started:.1f} s"
    )
    if "--misses" in argv:
        for s in scores:
            for miss in s.misses:
                print(miss)


if __name__ == "__main__":
    main(sys.argv[1:])
