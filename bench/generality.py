"""How well extraction generalizes: papers found per external document against SOURCES.md.

    python bench/generality.py [CORPUS_DIR] > table.md

CORPUS_DIR defaults to ../shared/corpus/external. For every document it prints
the extractor that claimed it, the papers extracted, the entry count SOURCES.md
states, and for documents whose entries carry OpenReview or arXiv links, how
many distinct ids in the raw text were found as papers.
"""

from __future__ import annotations

import re
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from kg.ids import _ARXIV, _OPENREVIEW  # the same patterns the extractors use
from kg.notes.batch import extract_source
from kg.notes.sources import collect

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_CORPUS = ROOT.parent / "shared" / "corpus" / "external"
_FIRST_INT = re.compile(r"\d[\d,]*")


@dataclass(frozen=True)
class Row:
    """Extraction results of one document."""

    document: str
    extractor: str
    papers: int
    titled: int
    stated_entries: int | None
    openreview_in_text: int
    openreview_found: int
    arxiv_in_text: int
    arxiv_found: int
    seconds: float

    @property
    def linked(self) -> bool:
        """Whether the document's entries carry OpenReview or arXiv links."""
        return bool(self.openreview_in_text or self.arxiv_in_text)

    @property
    def id_recall(self) -> float:
        """Share of the distinct ids in the text that were found as papers."""
        total = self.openreview_in_text + self.arxiv_in_text
        return (self.openreview_found + self.arxiv_found) / total if total else 1.0


def stated_counts(corpus: Path) -> dict[str, int]:
    """Entry counts from the SOURCES.md table (the first number of the entries column)."""
    counts: dict[str, int] = {}
    sources = corpus / "SOURCES.md"
    if not sources.exists():
        return counts
    for line in sources.read_text("utf-8").splitlines():
        cells = [c.strip() for c in line.split(" | ")]
        if len(cells) > 7 and cells[0].lstrip("| ").endswith((".md", ".bib")):
            match = _FIRST_INT.search(cells[6])
            if match:
                counts[cells[0].lstrip("| ")] = int(match.group().replace(",", ""))
    return counts


def measure(corpus: Path) -> list[Row]:
    """Extract every document of the corpus and compare with what its text holds."""
    stated = stated_counts(corpus)
    rows = []
    for source in collect([corpus]):
        text = source.file.read_text("utf-8", errors="replace")
        started = time.perf_counter()
        extraction, report = extract_source(source)
        seconds = time.perf_counter() - started
        every = extraction.papers if extraction else ()
        papers = [p for p in every if not p.reference]
        or_text = set(_OPENREVIEW.findall(text))
        ax_text = set(_ARXIV.findall(text))
        rows.append(Row(
            document=source.file.name,
            extractor=report.extractor or "-",
            papers=report.papers,
            titled=sum(1 for p in papers if p.title),
            stated_entries=stated.get(source.file.name),
            openreview_in_text=len(or_text),
            # Ids of papers the note only points to ("Related:" links) are in the graph too.
            openreview_found=len(or_text & {p.openreview_id for p in every}),
            arxiv_in_text=len(ax_text),
            arxiv_found=len(ax_text & {p.arxiv_id for p in every}),
            seconds=seconds,
        ))
    return rows


def markdown(rows: list[Row]) -> str:
    """The table of docs/generality.md."""
    lines = [
        "| document | extractor | papers | with title | entries (SOURCES.md) | OpenReview ids found"
        " | arXiv ids found | id recall | s |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for r in rows:
        recall = f"{r.id_recall:.0%}" if r.linked else "n/a"
        lines.append(
            f"| {r.document} | {r.extractor} | {r.papers} | {r.titled}"
            f" | {r.stated_entries if r.stated_entries is not None else '?'}"
            f" | {r.openreview_found}/{r.openreview_in_text} | {r.arxiv_found}/{r.arxiv_in_text}"
            f" | {recall} | {r.seconds:.2f} |"
        )
    linked = [r for r in rows if r.linked]
    lines.append("")
    lines.append(
        f"{len(rows)} documents, {sum(r.papers for r in rows)} papers; "
        f"{len(linked)} documents carry OpenReview/arXiv links, "
        f"lowest id recall {min((r.id_recall for r in linked), default=1):.1%}."
    )
    return "\n".join(lines)


if __name__ == "__main__":
    corpus = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_CORPUS
    if not corpus.is_dir():
        sys.exit(f"no corpus at {corpus}")
    print(markdown(measure(corpus)))
