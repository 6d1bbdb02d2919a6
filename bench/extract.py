"""Extraction speed per paper: read + extract every note of a corpus, best of N runs.

    python bench/extract.py [CORPUS_DIR ...] [--runs 3]

CORPUS_DIR defaults to ../shared/corpus/external. Prints one table: the corpus, papers found, the best
wall time of reading and extracting, microseconds per paper, and beside it the floor — the same notes only
read into the document model (tokenised, no extractor), which every extractor pays. To compare two trees,
run it with ``PYTHONPATH`` set to each (``git worktree add /tmp/base <commit>``).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from kg.notes.batch import extract_source, fewer_collections
from kg.notes.read import read_document
from kg.notes.sources import Source, collect

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_CORPUS = ROOT.parent / "shared" / "corpus" / "external"


def _best(runs: int, work: list[Source], extract: bool) -> tuple[float, int]:
    best, papers = float("inf"), 0
    for _ in range(runs):
        found = 0
        started = time.perf_counter()
        for source in work:
            if extract:
                extraction, _ = extract_source(source)
                found += sum(not p.reference for p in extraction.papers) if extraction else 0
            else:
                with fewer_collections():  # as extract_source reads
                    read_document(source.file, source.display, source.stem)
        best, papers = min(best, time.perf_counter() - started), found
    return best, papers


def main(argv: list[str]) -> None:
    runs = int(argv[argv.index("--runs") + 1]) if "--runs" in argv else 3
    skip = {argv.index("--runs"), argv.index("--runs") + 1} if "--runs" in argv else set()
    dirs = [Path(a) for i, a in enumerate(argv) if i not in skip] or [DEFAULT_CORPUS]
    print("| corpus | notes | papers | read+extract s | µs/paper | floor: read only s | floor µs/paper |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for folder in dirs:
        work = list(collect([folder]))
        seconds, papers = _best(runs, work, extract=True)
        floor, _ = _best(runs, work, extract=False)
        per = 1e6 / max(papers, 1)
        cells = [folder.name, len(work), papers, f"{seconds:.2f}", f"{seconds * per:.0f}", f"{floor:.2f}"]
        print("| " + " | ".join(map(str, cells)) + f" | {floor * per:.0f} |")


if __name__ == "__main__":
    main(sys.argv[1:])
