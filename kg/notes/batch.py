"""Read, extract and enrich many notes: per document, in worker processes, through the build cache.

Enrichment has two passes (:mod:`kg.notes.enrich`): pass 1 (proposed method names)
needs only the note, pass 2 (mentions, text topics) needs every name the whole
graph proposes. So each note goes through two cached, parallel steps:

1. ``first``  = read + extract + pass 1, keyed by the note and the pipeline fingerprint;
2. ``second`` = pass 2, keyed by the first key and a hash of all proposed names.

Editing one note re-runs step 1 for it alone, and step 2 for it alone unless
the edit changed the set of proposed names. Workers return records only, so
token streams never pile up in the parent. Results come back in note order,
whatever ``jobs`` is, so the build's output does not depend on it.
"""

from __future__ import annotations

import gc
import multiprocessing
import os
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TypeVar

from kg.errors import KGError
from kg.notes.cache import Cache, key, pipeline_fingerprint
from kg.notes.enrich import annotate, propose, proposed_names
from kg.notes.extract import extract_with
from kg.notes.read import read_bytes, read_document
from kg.notes.sources import Source
from kg.records import Extraction, Skip

#: The cached steps (folders under ``DIR/.cache``).
STAGES = ("first", "second")
T = TypeVar("T")
R = TypeVar("R")


@dataclass(frozen=True)
class DocumentReport:
    """What happened to one note."""

    path: str
    extractor: str | None
    papers: int
    skipped: tuple[Skip, ...] = ()
    error: str | None = None
    warning: str | None = None


@dataclass
class BatchResult:
    """Records and reports in note order, seconds per step (summed over workers), cache hits."""

    extractions: list[Extraction] = field(default_factory=list)
    reports: list[DocumentReport] = field(default_factory=list)
    seconds: dict[str, float] = field(default_factory=dict)
    hits: int = 0


First = tuple[Extraction | None, DocumentReport, dict[str, float]]


#: Young-generation collection thresholds while a note is read and extracted (Python's default: 700, 10, 10).
_READING_GC = (20_000, 10, 10)


@contextmanager
def fewer_collections() -> Iterator[None]:
    """Run the garbage collector less often inside the block, then restore its thresholds.

    Parsing a note allocates many short-lived, acyclic objects (tokens, segments, drafts); at the default
    thresholds the collector rescans them, and every record kept so far, hundreds of times a document.

    >>> with fewer_collections():
    ...     gc.get_threshold()[0]
    20000
    """
    before = gc.get_threshold()
    gc.set_threshold(*_READING_GC)
    try:
        yield
    finally:
        gc.set_threshold(*before)


def extract_source(source: Source, seconds: dict[str, float] | None = None) -> tuple[Extraction | None, DocumentReport]:
    """Read and extract one note (no enrichment); a user-caused error becomes a report, never an exception.

    ``seconds``, if given, receives the time spent reading and extracting.
    """
    with fewer_collections():
        return _extract_source(source, {} if seconds is None else seconds)


def _extract_source(source: Source, seconds: dict[str, float]) -> tuple[Extraction | None, DocumentReport]:
    started = time.perf_counter()
    try:
        doc = read_document(source.file, source.display, source.stem)
    except KGError as err:
        return None, DocumentReport(source.display, None, 0, error=str(err))
    finally:
        seconds["read"] = time.perf_counter() - started
    started = time.perf_counter()
    try:
        extractor, extraction = extract_with(doc)
    except Exception as err:  # a bug in one reader loses that note, never the build (KG_DEBUG=1 raises it)
        if os.environ.get("KG_DEBUG"):
            raise
        error = f"{source.display}: internal error: {type(err).__name__}: {err} (a bug in kg)"
        return None, DocumentReport(source.display, None, 0, error=error)
    if extractor is None or extraction is None:
        report = DocumentReport(
            source.display, None, 0, warning=f"{source.display}: no extractor recognises this layout"
        )
        return Extraction(doc.stem, doc.path, doc.title, "none"), report
    seconds["extract"] = time.perf_counter() - started
    empty = not (extraction.papers or extraction.events or extraction.statistics)
    warning = f"{source.display}: no papers, talks or statistics found (layout: {extractor.name})" if empty else None
    return extraction, DocumentReport(
        source.display, extractor.name, extraction.paper_count, extraction.skipped, warning=warning
    )


def first_pass(source: Source, model: str | None = None) -> First:
    """Step 1 for one note: read, extract and enrichment pass 1, with the seconds each took."""
    seconds: dict[str, float] = {}
    extraction, report = extract_source(source, seconds)
    if extraction is not None and extraction.papers:
        started = time.perf_counter()
        extraction = propose([extraction], model)[0]
        seconds["enrich"] = time.perf_counter() - started
    return extraction, report, seconds


def _first_batch(batch: list[Source], model: str | None) -> list[First]:
    return [first_pass(source, model) for source in batch]


def _second_batch(batch: list[Extraction], names: list[str], model: str | None) -> list[Extraction]:
    return annotate(batch, names, model)


def _batches(items: Sequence[T], jobs: int) -> list[list[T]]:
    """Contiguous batches: a few per worker so a slow note does not hold the others up."""
    size = max(1, len(items) // (jobs * 4) or 1)
    return [list(items[i : i + size]) for i in range(0, len(items), size)]


def _run(function: Callable[..., list[R]], batches: list[list[T]], jobs: int, *args: object) -> Iterator[list[R]]:
    """``function(batch, *args)`` for each batch, in order; in ``jobs`` processes when that helps."""
    if jobs <= 1 or len(batches) <= 1:
        yield from (function(batch, *args) for batch in batches)
        return
    context = multiprocessing.get_context("fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn")
    with ProcessPoolExecutor(
        max_workers=min(jobs, len(batches)), mp_context=context, initializer=_end_with_parent, initargs=(os.getpid(),)
    ) as pool:
        yield from pool.map(function, batches, *([arg] * len(batches) for arg in args))


def _end_with_parent(parent: int) -> None:
    """Worker initializer: exit once the build process is gone.

    A build killed with SIGKILL cannot shut its pool down, and its workers would wait on
    their queues forever (each holding a spaCy pipeline).
    """

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(1)

    threading.Thread(target=watch, name="kg-parent-watch", daemon=True).start()


def default_jobs() -> int:
    """Worker processes by default: the CPUs this process may use.

    >>> default_jobs() >= 1
    True
    """
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)


def _content_key(source: Source, fingerprint: str) -> str | None:
    try:
        data = read_bytes(source.file, source.display)
    except KGError:
        return None  # the worker reports why
    return key(fingerprint, source.stem, source.display, data)


def extract_all(
    sources: list[Source],
    cache: Cache | None = None,
    jobs: int = 1,
    model: str | None = None,
    progress: Callable[[str], None] | None = None,
) -> BatchResult:
    """Every note's enriched records and report, in ``sources`` order."""
    result = BatchResult(seconds={"read": 0.0, "extract": 0.0, "enrich": 0.0})
    fingerprint = pipeline_fingerprint() + (model or "")
    keys = [_content_key(s, fingerprint) for s in sources]
    firsts: list[First | None] = [None] * len(sources)
    if cache is not None:
        for i, k in enumerate(keys):
            if k is not None and (found := cache.get("first", k)) is not None:
                firsts[i] = found
                result.hits += 1
    todo = [i for i, f in enumerate(firsts) if f is None]
    done = iter(todo)
    for batch in _run(_first_batch, _batches([sources[i] for i in todo], jobs), jobs, model):
        for item in batch:
            i = next(done)
            firsts[i] = item
            first_key = keys[i]
            if cache is not None and first_key is not None and item[1].error is None:
                cache.put("first", first_key, item)
            for stage, spent in item[2].items():
                result.seconds[stage] += spent
            if progress:
                progress(sources[i].display)
    if progress:
        for i in sorted(set(range(len(sources))) - set(todo)):
            progress(sources[i].display)

    kept = [(i, f[0]) for i, f in enumerate(firsts) if f is not None and f[0] is not None]
    names = proposed_names(ex for _, ex in kept)
    names_key = key(*names)
    second_pass: list[Extraction | None] = [None] * len(kept)
    second_keys = [key(keys[i] or "", names_key) if keys[i] else None for i, _ in kept]
    if cache is not None:
        for j, k in enumerate(second_keys):
            if k is not None:
                second_pass[j] = cache.get("second", k)
    missing = [j for j, s in enumerate(second_pass) if s is None]
    started = time.perf_counter()
    done = iter(missing)
    for annotated in _run(_second_batch, _batches([kept[j][1] for j in missing], jobs), jobs, names, model):
        for extraction in annotated:
            j = next(done)
            second_pass[j] = extraction
            second_key = second_keys[j]
            if cache is not None and second_key is not None:
                cache.put("second", second_key, extraction)
    result.seconds["enrich"] += time.perf_counter() - started
    result.extractions = [s for s in second_pass if s is not None]
    result.reports = [f[1] for f in firsts if f is not None]
    return result
