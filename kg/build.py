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
from kg.errors import KGError
from kg.export import BUILD_FORMATS, FORMATS, export_file
from kg.export.rdf import Snapshot, write_topic_scheme
from kg.enrich import enrich
from kg.extract import choose
from kg.fsutil import atomic_write
from kg.mapping import to_quads
from kg.read import read_document
from kg.records import Extraction, Skip
from kg.remote import PushReport, RemoteStore
from kg.resolve import Merge, Resolution, resolve
from kg.sources import Source, collect
from kg.stats import graph_stats
from kg.store import open_store, write_store
from kg.vocab import PREFIXES

MERGES_FILE = "merges.csv"
TOPICS_FILE = "topics.ttl"


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

    @property
    def failed(self) -> list[DocumentReport]:
        """Documents that could not be read or extracted."""
        return [d for d in self.documents if d.error]


def extract_source(source: Source) -> tuple[Extraction | None, DocumentReport]:
    """Read and extract one note; a user-caused error becomes a report, never an exception."""
    try:
        doc = read_document(source.file, source.display, source.stem)
    except KGError as err:
        return None, DocumentReport(source.display, None, 0, error=str(err))
    extractor = choose(doc)
    if extractor is None:
        return (
            Extraction(doc.stem, doc.path, doc.title, "none"),
            DocumentReport(source.display, None, 0, warning=f"{source.display}: no extractor recognises this layout"),
        )
    extraction = extractor.extract(doc)
    return extraction, DocumentReport(source.display, extractor.name, extraction.paper_count, extraction.skipped)


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
        now = time.perf_counter()
        lap, self._last = now - self._last, now
        self.seconds[stage] = self.seconds.get(stage, 0.0) + lap
        if self._on_stage is not None:
            self._on_stage(stage, lap)


def build(
    paths: list[Path],
    out: Path,
    progress: Callable[[str], None] | None = None,
    spacy_model: str | None = None,
    store_url: str | None = None,
    on_stage: StageHook | None = None,
    analyze: bool = False,
) -> BuildReport:
    """Build the graph of every note under ``paths`` into ``out`` (store, exports, merge log).

    With ``store_url`` the same quads also replace kg's named graphs on that SPARQL 1.1 server
    (graphs of notes no longer built are dropped), after everything local is written.
    With ``analyze`` the graph also gets its analysis graph (centrality, communities: :mod:`kg.analysis`).
    ``on_stage(name, seconds)`` is called as each stage ends (benchmarks sample memory with it).
    """
    started = time.perf_counter()
    remote = RemoteStore(store_url) if store_url else None  # a bad URL fails before any work
    if remote is not None:
        remote.named_graphs(PREFIXES["graph"])  # and so does an unreachable server
    clock = _Stopwatch(on_stage)
    report = BuildReport(out=out)
    sources = collect(paths)
    extractions: list[Extraction] = []
    for source in sources:
        if progress:
            progress(source.display)
        extraction, doc_report = extract_source(source)
        report.documents.append(doc_report)
        if extraction is not None:
            extractions.append(extraction)
    clock.lap("read+extract")
    extractions = enrich(extractions, spacy_model)
    clock.lap("enrich")
    resolution = resolve(extractions)
    report.merges = resolution.merges
    clock.lap("resolve")
    out.mkdir(parents=True, exist_ok=True)
    snapshot = Snapshot.from_quads(to_quads(resolution))
    clock.lap("map")
    if analyze:
        snapshot = with_analysis(snapshot, source_date())
        clock.lap("analyze")
    write_store(out, snapshot.nquads)
    clock.lap("store")
    store = open_store(out)
    for name in BUILD_FORMATS:
        fmt = FORMATS[name]
        report.files.append(export_file(snapshot, fmt, out / f"kg{fmt.suffix}"))
        clock.lap(f"export {name}")
    write_merges(out / MERGES_FILE, resolution.merges, resolution)
    with atomic_write(out / TOPICS_FILE) as handle:
        write_topic_scheme(store, handle)
    report.counts = graph_stats(store)
    clock.lap("stats")
    if remote is not None:
        report.push = remote.replace_graphs(snapshot.nquads, prune_prefix=PREFIXES["graph"])
        clock.lap("push")
    report.stages = clock.seconds
    report.seconds = time.perf_counter() - started
    return report
