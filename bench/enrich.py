"""Enrichment throughput: documents and words per second through the spaCy rule pipeline.

    python bench/enrich.py [CORPUS_DIR]

Extracts every document of the corpus (default ../shared/corpus/external, 43
documents) first, untimed, then times :func:`kg.notes.enrich.enrich` on all of them
(three runs, median) and prints a table.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

from kg.notes.batch import extract_source
from kg.notes.enrich import enrich
from kg.notes.enrich.pipeline import build_pipeline
from kg.notes.sources import collect

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_CORPUS = ROOT.parent / "shared" / "corpus" / "external"


def main(corpus: Path, runs: int = 3) -> None:
    extractions = [ex for ex, _ in map(extract_source, collect([corpus])) if ex is not None]
    papers = [p for ex in extractions for p in ex.papers]
    words = sum(len(" ".join(filter(None, (p.title, p.summary, p.quote, p.abstract))).split()) for p in papers)
    started = time.perf_counter()
    build_pipeline()
    load = time.perf_counter() - started
    seconds = []
    for _ in range(runs):
        started = time.perf_counter()
        enrich(extractions)
        seconds.append(time.perf_counter() - started)
    median = statistics.median(seconds)
    rows = [
        ("documents", f"{len(extractions)}"),
        ("papers", f"{len(papers)}"),
        ("words (title, summary, quote, abstract)", f"{words}"),
        ("pipeline load (s)", f"{load:.2f}"),
        (f"enrich, median of {runs} (s)", f"{median:.2f}"),
        ("documents / s", f"{len(extractions) / median:.1f}"),
        ("papers / s", f"{len(papers) / median:.0f}"),
        ("words / s", f"{words / median:.0f}"),
    ]
    width = max(len(r[0]) for r in rows)
    print(f"{'measure':<{width}}  value")
    for name, value in rows:
        print(f"{name:<{width}}  {value}")


if __name__ == "__main__":
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_CORPUS
    if not folder.is_dir():
        sys.exit(f"no corpus at {folder}")
    main(folder)
