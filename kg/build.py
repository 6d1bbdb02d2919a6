"""The build pipeline: read → extract → enrich → resolve → map → (analyze) → store → export.

Each stage is a plain function elsewhere; this module only runs them in order,
reports per-document results, and writes the build's files atomically.
"""

from __future__ import annotations

import csv
import io
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from kg.analysis.rdf import source_date, with_analysis
from kg.errors import SkippedNotesError
from kg.fsutil import atomic_write, remove_stale_temps
from kg.graph.export import build_formats, export_file
from kg.graph.export.rdf import Snapshot, write_topic_scheme
from kg.graph.mapping import to_quads
from kg.graph.remote import PushReport, RemoteStore
from kg.graph.resolve import Merge, Resolution, resolve
from kg.graph.stats import graph_stats
from kg.graph.store import STORE_LINK, open_store, write_store
from kg.notes.batch import STAGES, DocumentReport, default_jobs, extract_all
from kg.notes.cache import CACHE_DIR, Cache
from kg.notes.sources import collect
from kg.view.views import write_views
from kg.vocab import PREFIXES

MERGES_FILE = "merges.csv"
TOPICS_FILE = "topics.ttl"
VIEWS_DIR = "views"


@dataclass
class BuildReport:
    """The outcome of a build: per-document reports, counts and timings."""

    out: Path
    documents: list[DocumentReport] = field(default_factory=list)
    merges: tuple[Merge, ...] = ()
    counts: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0
    stages: dict[str, float] = field(default_factory=dict)
    files: list[Path] = field(default_factory=list)
    push: PushReport | None = None  # what --store sent to a remote SPARQL server
    cached: int = 0  # notes whose records came from the cache

    @property
    def failed(self) -> list[DocumentReport]:
        """Documents that could not be read or extracted."""
        return [d for d in self.documents if d.error]

    @property
    def skipped(self) -> list[DocumentReport]:
        """Documents left out of the graph: unreadable, or in no layout an extractor recognises."""
        return [d for d in self.documents if d.error or d.warning]


def write_merges(path: Path, merges: Iterable[Merge], resolution: Resolution) -> None:
    """``merges.csv``: one row per record joined to an existing entity, with the reason."""
    docs = {ex.document: ex.path for ex in resolution.extractions}
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(["kind", "key", "path", "line", "reason"])
    for m in merges:
        writer.writerow([m.kind, m.key, docs.get(m.mention.document, m.mention.document), m.mention.line, m.reason])
    with atomic_write(path) as out:
        out.write(buffer.getvalue().encode("utf-8"))


StageHook = Callable[[str, float], None]


class _Stopwatch:
    """Seconds per build stage, in the order the stages ran; ``on_stage`` hears each as it ends."""

    def __init__(self, on_stage: StageHook | None = None) -> None:
        self.seconds: dict[str, float] = {}
        self._last = time.perf_counter()
        self._on_stage = on_stage

    def lap(self, stage: str) -> None:
        """End the current stage."""
        self.split({stage: 1.0})

    def split(self, shares: dict[str, float]) -> None:
        """End the current lap as several stages, its time shared in proportion to ``shares``
        (worker processes report how long each of their stages took, but they overlap)."""
        now = time.perf_counter()
        wall, total = now - self._last, sum(shares.values()) or 1.0
        self._last = now
        for stage, share in shares.items():
            self.seconds[stage] = self.seconds.get(stage, 0.0) + wall * share / total
            if self._on_stage is not None:
                self._on_stage(stage, wall * share / total)


def build(
    paths: list[Path],
    out: Path,
    progress: Callable[[str], None] | None = None,
    spacy_model: str | None = None,
    store_url: str | None = None,
    on_stage: StageHook | None = None,
    analyze: bool = False,
    jobs: int | None = None,
    cache: bool = True,
    strict: bool = False,
    views: bool = False,
    exclude: tuple[str, ...] = (),
) -> BuildReport:
    """Build the graph of every note under ``paths`` into ``out`` (store, exports, merge log).

    With ``store_url`` the same quads also replace kg's named graphs on that SPARQL 1.1 server
    (graphs of notes no longer built are dropped), after everything local is written.
    Notes are read, extracted and enriched in ``jobs`` processes (default: one per CPU) and,
    with ``cache``, through ``out/.cache`` so unchanged notes are not processed again; the output
    is the same either way. With ``analyze`` the graph also gets its analysis graph (centrality,
    communities: :mod:`kg.analysis`).
    With ``views`` the interactive HTML views go to ``out/views`` (:func:`kg.view.views.write_views`).
    With ``strict`` a skipped note is an error raised before anything in ``out`` changes.
    ``exclude`` globs leave matching files and folders under a folder of ``paths`` out.
    ``on_stage(name, seconds)`` is called as each stage ends (benchmarks sample memory with it).
    """
    started = time.perf_counter()
    remote = RemoteStore(store_url) if store_url else None  # a bad URL fails before any work
    if remote is not None:
        remote.named_graphs(PREFIXES["graph"])  # and so does an unreachable server
    clock = _Stopwatch(on_stage)
    report = BuildReport(out=out)
    cached = Cache(out / CACHE_DIR) if cache else None
    batch = extract_all(collect(paths, exclude), cached, jobs or default_jobs(), spacy_model, progress)
    report.documents, report.cached, extractions = batch.reports, batch.hits, batch.extractions
    clock.split(batch.seconds)
    if strict and report.skipped:
        problems = "; ".join(d.error or d.warning or d.path for d in report.skipped)
        raise SkippedNotesError(f"--strict: {len(report.skipped)} note(s) skipped, nothing written ({problems})")
    resolution = resolve(extractions)
    report.merges = resolution.merges
    clock.lap("resolve")
    out.mkdir(parents=True, exist_ok=True)
    # Temp files of builds killed while writing (a finished or failed build leaves none).
    outputs = [f"kg{fmt.suffix}" for fmt in build_formats()] + [MERGES_FILE, TOPICS_FILE, STORE_LINK]
    remove_stale_temps(out, outputs)
    remove_stale_temps(out / VIEWS_DIR, [page.name for page in (out / VIEWS_DIR).glob("*.html")])
    snapshot = Snapshot.from_quads(to_quads(resolution))
    clock.lap("map")
    if analyze:
        snapshot = with_analysis(snapshot, source_date())
        clock.lap("analyze")
    write_store(out, snapshot.nquads)
    clock.lap("store")
    store = open_store(out)
    for fmt in build_formats():
        report.files.append(export_file(snapshot, fmt, out / f"kg{fmt.suffix}"))
        clock.lap(f"export {fmt.suffix.lstrip('.')}")
    write_merges(out / MERGES_FILE, resolution.merges, resolution)
    with atomic_write(out / TOPICS_FILE) as handle:
        write_topic_scheme(store, handle)
    report.counts = graph_stats(store)
    if cached is not None:
        cached.prune(STAGES)
    clock.lap("stats")
    if views:
        report.files += write_views(store, out / VIEWS_DIR)
        clock.lap("views")
    if remote is not None:
        report.push = remote.replace_graphs(snapshot.nquads, prune_prefix=PREFIXES["graph"])
        clock.lap("push")
    report.stages = clock.seconds
    report.seconds = time.perf_counter() - started
    return report
