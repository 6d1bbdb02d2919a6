"""Extraction speed per paper: read + extract every note of a corpus, best of N runs.

    python bench/extract.py [CORPUS_DIR ...] [--runs 3]

CORPUS_DIR defaults to ../shared/corpus/external. Prints one table: the corpus, papers found, the best
wall time of reading and extracting, microseconds per paper, and beside it the floor — the same notes only
read into the document model (tokenised, no extractor), which every extractor pays.

A first, untimed run loads tables and compiles patterns, as any build does once. Before every timed run
the reader's content caches (``lru_cache`` of kg with more than one entry) are emptied: a build reads each
note once, so a run must not find the corpus's own lines already parsed by the run before. To compare two
trees, run this script with ``PYTHONPATH`` set to each (``git worktree add /tmp/base <commit>``); it runs
against trees older than ``fewer_collections``.
"""

from __future__ import annotations

import argparse
import functools
import gc
import sys
import time
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from pathlib import Path

from kg.notes.batch import extract_source
from kg.notes.read import read_document
from kg.notes.sources import Source, collect

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_CORPUS = ROOT.parent / "shared" / "corpus" / "external"


def _collections() -> Callable[[], AbstractContextManager[object]]:
    try:
        from kg.notes.batch import fewer_collections
    except ImportError:  # a tree from before it
        return nullcontext
    return fewer_collections


def clear_content_caches() -> int:
    """Empty kg's memo caches (those holding more than one entry); the number emptied."""
    emptied = 0
    for obj in gc.get_objects():
        if (
            isinstance(obj, functools._lru_cache_wrapper)
            and getattr(obj, "__module__", "").startswith("kg.")
            and obj.cache_parameters()["maxsize"] != 1
        ):
            obj.cache_clear()
            emptied += 1
    return emptied


def _run(work: list[Source], extract: bool) -> tuple[float, int]:
    quiet, found = _collections(), 0
    started = time.perf_counter()
    for source in work:
        if extract:
            extraction, _ = extract_source(source)
            found += sum(not p.reference for p in extraction.papers) if extraction else 0
        else:
            with quiet():  # as extract_source reads
                read_document(source.file, source.display, source.stem)
    return time.perf_counter() - started, found


def _best(runs: int, work: list[Source], extract: bool) -> tuple[float, int]:
    _run(work, extract)  # warm-up
    best, papers = float("inf"), 0
    for _ in range(runs):
        clear_content_caches()
        seconds, papers = _run(work, extract)
        best = min(best, seconds)
    return best, papers


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", nargs="*", type=Path, help="folders of notes (default: ../shared/corpus/external)")
    parser.add_argument("--runs", type=int, default=3, help="timed runs; the best is printed (default 3)")
    args = parser.parse_args(argv)
    missing = [str(d) for d in args.corpus if not d.exists()]
    if missing:
        parser.error(f"no such folder: {', '.join(missing)}")
    runs, dirs = args.runs, args.corpus or [DEFAULT_CORPUS]
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
