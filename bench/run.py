"""The benchmark: build corpora with kg, time every stage and saved query, and compare with plain rdflib.

    python bench/run.py --papers N [--corpus data|external|synthetic|all] [--jobs J]
                        [--baseline/--no-baseline] [--keep DIR] [--markdown FILE]
                        [--query-timeout S] [--baseline-timeout S] [--analyze] [--seed S]

For each corpus (``data/``; the documents of ``../shared/corpus/external``; a synthetic corpus of
N papers from ``bench/synth.py``) it prints one table:

- every stage the build reports (in the order it ran), its seconds and the peak resident memory
  (MB) during that stage: a thread samples the RSS every 10 ms (with worker processes, the sum of
  their PSS, so pages they share count once) and the build's ``on_stage`` hook closes each stage;
  on Linux the kernel's own high-water mark (``VmHWM``, reset at each stage) catches peaks the
  thread misses while native code holds the GIL;
- every saved query (``kg/sparql/queries``) on the built store, in ms (the best of up to three runs, all
  rows read; each query in its own process, killed after ``--query-timeout`` seconds), with
  parameter values picked from the graph (the most prolific author, the most mentioned paper, the
  biggest topic, ...; the values are printed under the table);
- the rdflib baseline (``bench/baseline.py``, run in a child process so its memory is its own) for
  the same records: seconds and peak MB per step, and the ratio rdflib / kg.

Each corpus is built in a child process too, so one corpus's memory does not inflate the next one's.
Progress (each stage and query as it ends) goes to stderr. A baseline step cut off at
``--baseline-timeout`` counts as that many seconds, so totals and ratios involving it are lower
bounds (shown as ``>``).
``--markdown FILE`` also writes the tables, the machine and the date as markdown (for
docs/performance.md). Output apart from timings and memory is deterministic.
"""

from __future__ import annotations

import argparse
import datetime as dt
import inspect
import json
import multiprocessing
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
for _path in (ROOT, BENCH):  # runnable as ``python bench/run.py`` from the repo root
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

import psutil  # noqa: E402  (after the path set-up above)
import pyoxigraph  # noqa: E402
import rdflib  # noqa: E402
from baseline import BaselineReport, Step  # noqa: E402
from synth import write_corpus  # noqa: E402

from kg.build import build  # noqa: E402
from kg.graph.store import open_store  # noqa: E402
from kg.sparql.run import run_query  # noqa: E402
from kg.sparql.saved import SavedQuery, bind_params, load_saved, saved_queries  # noqa: E402

EXTERNAL = ROOT.parent / "shared" / "corpus" / "external"
CORPORA = ("data", "external", "synthetic")
#: Stages whose code the baseline shares with kg (it starts from kg's records).
SHARED_STAGES = ("read", "extract", "read+extract", "enrich", "resolve")
#: Stages left out of the build target (50k papers in 60 s counts exports, not analytics or views).
OPTIONAL_STAGES = ("analyze", "views", "view", "push")
#: Stop repeating a query once its runs took this long.
REPEAT_BUDGET = 2.0
PREFIXES = """PREFIX kg: <https://w3id.org/confkg/ontology#>
PREFIX foaf: <http://xmlns.com/foaf/0.1/>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
"""
#: How a parameter value is picked from the graph: SPARQL whose first row's first column is the value.
PICKERS: dict[str, str] = {
    "author": """SELECT ?v (COUNT(DISTINCT ?paper) AS ?n)
        WHERE { GRAPH ?g { ?paper kg:hasAuthor ?person } GRAPH ?h { ?person foaf:name ?v } }
        GROUP BY ?v ORDER BY DESC(?n) ?v LIMIT 1""",
    "paper": """SELECT ?v (COUNT(DISTINCT ?m) AS ?n) WHERE { GRAPH ?g { ?v kg:mention ?m } }
        GROUP BY ?v ORDER BY DESC(?n) ?v LIMIT 1""",
    "topic": """SELECT ?v (COUNT(DISTINCT ?paper) AS ?n)
        WHERE { GRAPH ?g { ?paper kg:hasTopic ?t } GRAPH ?h { ?t skos:prefLabel ?v } }
        GROUP BY ?v ORDER BY DESC(?n) ?v LIMIT 1""",
    "keyword": """SELECT ?v (COUNT(DISTINCT ?paper) AS ?n)
        WHERE { GRAPH ?g { ?paper kg:hasKeyword ?t } GRAPH ?h { ?t skos:prefLabel ?v } }
        GROUP BY ?v ORDER BY DESC(?n) ?v LIMIT 1""",
    "venue": """SELECT ?v (COUNT(DISTINCT ?paper) AS ?n)
        WHERE { GRAPH ?g { ?paper kg:presentedAt ?e } GRAPH ?h { ?e rdfs:label ?v } }
        GROUP BY ?v ORDER BY DESC(?n) ?v LIMIT 1""",
}
#: Pickers for one query's parameter, where the general one would give an empty answer.
QUERY_PICKERS: dict[tuple[str, str], str] = {
    ("related-papers", "paper"): """SELECT ?v (COUNT(*) AS ?n)
        WHERE { { GRAPH ?g { ?v kg:relatedTo ?o } } UNION { GRAPH ?g { ?o kg:relatedTo ?v } } }
        GROUP BY ?v ORDER BY DESC(?n) ?v LIMIT 1""",
    ("paper-authors", "paper"): """SELECT ?v (COUNT(DISTINCT ?a) AS ?n) WHERE { GRAPH ?g { ?v kg:authorship ?a } }
        GROUP BY ?v ORDER BY DESC(?n) ?v LIMIT 1""",
    ("venue-statistics", "venue"): """SELECT ?v (COUNT(?s) AS ?n)
        WHERE { GRAPH ?g { ?e kg:statistic ?s } GRAPH ?h { ?e rdfs:label ?v } }
        GROUP BY ?v ORDER BY DESC(?n) ?v LIMIT 1""",
    ("methods-at-venue", "venue"): """SELECT ?v (COUNT(DISTINCT ?m) AS ?n)
        WHERE { GRAPH ?g { ?paper kg:presentedAt ?e } GRAPH ?p { ?paper kg:proposes ?m }
                GRAPH ?h { ?e rdfs:label ?v } }
        GROUP BY ?v ORDER BY DESC(?n) ?v LIMIT 1""",
}


# ---------------------------------------------------------------- memory


def _read_hwm_kb() -> int | None:
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return None


class RssMonitor:
    """Peak resident memory (this process plus its children) per stage, sampled in a daemon thread.

    Call :meth:`lap` when a stage ends (it matches the build's ``on_stage`` hook); ``peaks`` maps
    each stage to its peak in MB. The kernel's high-water mark of this process is read and reset
    at each lap too, so a peak inside native code that holds the GIL is not missed.

    >>> with RssMonitor() as monitor:
    ...     block = b"x" * (50 * 2**20)
    ...     monitor.lap("alloc", 0.0)
    >>> monitor.peaks["alloc"] > 50
    True
    """

    def __init__(self, interval: float = 0.01) -> None:
        self.interval = interval
        self.peaks: dict[str, float] = {}
        self._process = psutil.Process()
        self._children: list[psutil.Process] = []
        self._peak = 0
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._sample, name="rss-monitor", daemon=True)
        self._hwm_resettable = self._reset_hwm()
        self._last_lap = time.perf_counter()
        self._last_stage: str | None = None
        self.shared: list[list[str]] = []

    def __enter__(self) -> RssMonitor:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()

    def _rss(self, refresh: bool) -> int:
        """Resident bytes: this process's RSS, or with children the sum of everyone's PSS.

        Forked workers share the parent's pages, and RSS counts a shared page in every process that
        maps it; PSS splits it between them, so the sum counts it once.
        """
        if refresh:  # listing children scans /proc: do it every tenth sample only
            try:
                self._children = self._process.children(recursive=True)
            except psutil.Error:
                self._children = []
        if not self._children:
            return self._process.memory_info().rss
        total = 0
        for process in (self._process, *self._children):
            try:
                total += process.memory_full_info().pss
            except psutil.Error:  # a worker that just ended
                pass
        return total

    def _sample(self) -> None:
        count = 0
        while not self._stop.wait(self.interval):
            rss = self._rss(count % 10 == 0)
            count += 1
            with self._lock:
                self._peak = max(self._peak, rss)

    @staticmethod
    def _reset_hwm() -> bool:
        try:
            with open("/proc/self/clear_refs", "w", encoding="ascii") as handle:
                handle.write("5")
            return True
        except OSError:
            return False

    def lap(self, stage: str, seconds: float = 0.0) -> None:
        """Close a stage: its peak is the highest sample (or high-water mark) since the previous lap.

        A stage that says it took longer than the time since the previous lap was reported together
        with it (the build splits one span of wall time over stages that overlapped in worker
        processes): it shares that span's peak, and ``shared`` lists such groups.
        """
        clock = time.perf_counter()
        elapsed, self._last_lap = clock - self._last_lap, clock
        now = self._rss(True)
        hwm = _read_hwm_kb() if self._hwm_resettable else None
        with self._lock:
            peak = max(self._peak, now, (hwm or 0) * 1024) / 2**20
            self._peak = now
        if self._hwm_resettable:
            self._reset_hwm()
        if seconds > elapsed + 0.05 and self._last_stage is not None:
            peak = max(peak, self.peaks[self._last_stage])
            if self.shared and self._last_stage in self.shared[-1]:
                self.shared[-1].append(stage)
            else:
                self.shared.append([self._last_stage, stage])
        self.peaks[stage] = max(self.peaks.get(stage, 0.0), peak)
        self._last_stage = stage


# ---------------------------------------------------------------- measuring kg


@dataclass
class QueryTime:
    """One saved query on one store: best milliseconds, rows, and the parameter values used."""

    name: str
    ms: float | None
    rows: int | None
    params: dict[str, str] = field(default_factory=dict)
    note: str = ""
    cut_at: float | None = None


@dataclass
class Measurement:
    """Everything measured on one corpus."""

    corpus: str
    paths: list[str]
    notes: int
    stages: dict[str, float]
    peaks: dict[str, float]
    counts: dict[str, int]
    quads: int
    seconds: float
    queries: list[QueryTime]
    query_peak_mb: float
    shared_peaks: list[list[str]] = field(default_factory=list)
    generated: str = ""
    baseline: BaselineReport | None = None
    baseline_error: str = ""


def pick_value(store: pyoxigraph.Store, query: str, param: str) -> str | None:
    """A value for one parameter of a saved query, from the graph (None when the graph has none)."""
    picker = QUERY_PICKERS.get((query, param)) or PICKERS.get(param)
    if picker is None:
        return None
    rows = list(store.query(PREFIXES + picker))
    if not rows or rows[0][0] is None:
        return None
    return rows[0][0].value


def pick_params(store: pyoxigraph.Store, queries: list[SavedQuery]) -> dict[str, dict[str, str]]:
    """Parameter values for every saved query that has parameters and whose values the graph has."""
    picked: dict[str, dict[str, str]] = {}
    for saved in queries:
        values = {p.name: pick_value(store, saved.name, p.name) for p in saved.params}
        if saved.params and all(v is not None for v in values.values()):
            picked[saved.name] = {k: v for k, v in values.items() if v is not None}
    return picked


def _consume(results: Any) -> int:
    """Rows of a SELECT; distinct triples of a CONSTRUCT (as an rdflib result graph counts them)."""
    if isinstance(results, pyoxigraph.QuerySolutions):
        return sum(1 for _ in results)
    return len({str(t) for t in results})


def best_time(out: Path, name: str, values: dict[str, str]) -> tuple[float, int]:
    """Best milliseconds of up to three runs (fewer when slow) of one saved query on a built graph, and its rows."""
    store = open_store(out)
    saved = load_saved(name)
    bindings = bind_params(saved, values)
    times: list[float] = []
    rows = 0
    while len(times) < 3 and sum(times) < REPEAT_BUDGET:
        started = time.perf_counter()
        rows = _consume(run_query(store, saved.text, bindings, source=saved.name))
        times.append(time.perf_counter() - started)
    return min(times) * 1000, rows


def time_queries(out: Path, params: dict[str, dict[str, str]], timeout: float | None = None) -> list[QueryTime]:
    """Every saved query's best time on the graph built in ``out``, each in a child process cut off at ``timeout``.

    A query cannot be interrupted from Python while Oxigraph evaluates it, so each runs in its own
    process, which is killed when it runs out of time.
    """
    found = []
    for saved in saved_queries():
        values = params.get(saved.name, {})
        if saved.params and saved.name not in params:
            found.append(QueryTime(saved.name, None, None, note="no parameter value in this graph"))
            continue
        try:
            ms, rows = in_child(best_time, out, saved.name, values, timeout=timeout)
        except TimeoutError:
            found.append(QueryTime(saved.name, None, None, values, note=f"over {timeout:.0f} s", cut_at=timeout))
            print(f"  kg query {saved.name}: over {timeout:.0f} s", file=sys.stderr, flush=True)
            continue
        found.append(QueryTime(saved.name, ms, rows, values))
        print(f"  kg query {saved.name}: {ms:.1f} ms", file=sys.stderr, flush=True)
    return found


def _build_options(jobs: int | None, analyze: bool) -> dict[str, Any]:
    """Keyword arguments for options this version of ``build`` accepts (the build grows them over time)."""
    accepted = inspect.signature(build).parameters
    wanted: dict[str, Any] = {"jobs": jobs, "analyze": analyze, "views": analyze}
    return {k: v for k, v in wanted.items() if k in accepted and v is not None}


def _announce(monitor: RssMonitor, stage: str, seconds: float) -> None:
    # Progress on stderr: a big corpus builds for minutes.
    monitor.lap(stage, seconds)
    print(f"  kg {stage}: {seconds:.2f} s, peak {monitor.peaks[stage]:.0f} MB", file=sys.stderr, flush=True)


def measure_kg(
    corpus: str, paths: list[Path], out: Path, jobs: int | None, analyze: bool, query_timeout: float | None = None
) -> Measurement:
    """Build ``paths`` into ``out`` with kg, sampling memory per stage, then time the saved queries."""
    with RssMonitor() as monitor:
        monitor.lap("(before)")
        started = time.perf_counter()
        report = build(paths, out, on_stage=lambda stage, seconds: _announce(monitor, stage, seconds),
                       **_build_options(jobs, analyze))
        seconds = time.perf_counter() - started
        store = open_store(out)
        queries = saved_queries()
        params = pick_params(store, queries)
        quads = len(store)
        monitor.lap("(pick parameters)")
        del store  # each query opens the store in its own process
        timings = time_queries(out, params, query_timeout)
        monitor.lap("queries")
    return Measurement(
        corpus=corpus,
        paths=[str(p) for p in paths],
        notes=len(report.documents),
        stages=dict(report.stages),
        peaks={k: v for k, v in monitor.peaks.items() if k in report.stages},
        counts=dict(report.counts),
        quads=quads,
        seconds=seconds,
        queries=timings,
        query_peak_mb=monitor.peaks.get("queries", 0.0),
        shared_peaks=[g for g in monitor.shared if set(g) <= set(report.stages)],
    )


def in_child(function: Callable[..., Any], *args: Any, timeout: float | None = None) -> Any:
    """Run ``function(*args)`` in a forked child process and return its result (re-raising its error).

    The child is not a daemon, so a build may start its own worker processes. With ``timeout``
    the child is killed after that many seconds and :class:`TimeoutError` is raised.

    >>> in_child(sum, [1, 2, 3])
    6
    >>> in_child(time.sleep, 5, timeout=0.2)
    Traceback (most recent call last):
    TimeoutError: sleep ran past 0.2 s
    """
    context = multiprocessing.get_context("fork")
    receive, send = context.Pipe(duplex=False)

    def target() -> None:
        try:
            send.send(("ok", function(*args)))
        except BaseException:  # report anything, KeyboardInterrupt included, then let the child end
            send.send(("error", traceback.format_exc()))

    child = context.Process(target=target, daemon=False)
    child.start()
    send.close()
    try:
        if not receive.poll(timeout):
            child.kill()
            child.join()
            raise TimeoutError(f"{getattr(function, '__name__', 'the child')} ran past {timeout} s")
        status, value = receive.recv()
    except EOFError:
        status, value = "error", "the child process died without a result"
    finally:
        receive.close()
    child.join()
    if status != "ok":
        raise RuntimeError(f"measuring in a child process failed:\n{value}")
    return value


def run_baseline(paths: list[Path], params: dict[str, dict[str, str]], timeout: float) -> BaselineReport:
    """``bench/baseline.py`` on the same notes in its own process (its memory and time limits its own)."""
    command = [sys.executable, str(BENCH / "baseline.py"), *map(str, paths),
               "--params", json.dumps(params, sort_keys=True), "--timeout", str(timeout), "--json"]
    # Its progress lines go straight to our stderr; its report comes back on stdout.
    done = subprocess.run(command, stdout=subprocess.PIPE, text=True, check=False, cwd=ROOT)
    if done.returncode != 0:
        raise RuntimeError(f"the rdflib baseline failed (exit {done.returncode}; its error is above)")
    return BaselineReport.from_json(done.stdout.strip().splitlines()[-1])


# ---------------------------------------------------------------- the table


@dataclass
class Table:
    """A titled table with notes below it, printable as aligned text or as markdown."""

    title: str
    headers: list[str]
    rows: list[list[str]]
    notes: list[str] = field(default_factory=list)

    def text(self) -> str:
        """Aligned plain text (first column left, the others right).

        >>> print(Table("T", ["a", "b"], [["x", "1"], ["yy", "22"]]).text())
        T
        a    b
        x    1
        yy  22
        """
        widths = [max(len(r[i]) for r in [self.headers, *self.rows]) for i in range(len(self.headers))]

        def line(cells: list[str]) -> str:
            parts = [c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(cells, widths, strict=False))]
            return "  ".join(parts).rstrip()

        body = [self.title, line(self.headers), *map(line, self.rows)]
        return "\n".join(body + [f"  {n}" for n in self.notes])

    def markdown(self) -> str:
        """A markdown table under a heading, notes as a list.

        >>> print(Table("T", ["a", "b"], [["x", "1"]], ["n"]).markdown())
        ### T
        <BLANKLINE>
        | a | b |
        |---|---:|
        | x | 1 |
        <BLANKLINE>
        - n
        """
        align = ["---"] + ["---:"] * (len(self.headers) - 1)
        out = [f"### {self.title}", "", "| " + " | ".join(self.headers) + " |", "|" + "|".join(align) + "|"]
        out += ["| " + " | ".join(c.replace("|", "\\|") for c in row) + " |" for row in self.rows]
        if self.notes:
            out += [""] + [f"- {n}" for n in self.notes]
        return "\n".join(out)


def _seconds(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f} s"


def _ms(value: float | None) -> str:
    return "-" if value is None else f"{value:.1f} ms" if value < 100 else f"{value:.0f} ms"


def _mb(value: float | None) -> str:
    return "-" if not value else f"{value:.0f}"


def _ratio(base: float | None, ours: float | None, lower_bound: bool = False) -> str:
    """rdflib / kg, e.g. ``12.3x``; ``>`` when rdflib's time is only a lower bound (a step was cut off).

    >>> _ratio(10.0, 0.5), _ratio(None, 1.0), _ratio(3.0, 1.0, lower_bound=True), _ratio(0.03, 1.0)
    ('20.0x', '-', '>3.0x', '0.03x')
    """
    if base is None or not ours:
        return "-"
    ratio = base / ours
    text = f"{ratio:.0f}x" if ratio >= 100 else f"{ratio:.1f}x" if ratio >= 0.1 else f"{ratio:.2f}x"
    return (">" if lower_bound else "") + text


def _baseline_seconds(step: Step | None) -> tuple[float | None, bool]:
    """A baseline step's seconds, or its time limit when it was cut off (then a lower bound)."""
    if step is None:
        return None, False
    if step.seconds is None and step.cut_at is not None:
        return step.cut_at, True
    return step.seconds, False


def _sum(steps: list[Step]) -> tuple[float | None, bool]:
    """Total seconds of baseline steps (a cut-off step counts its time limit), and whether it is a lower bound.

    >>> _sum([Step("a", 1.0), Step("b", None, cut_at=120.0)])
    (121.0, True)
    """
    parts = [_baseline_seconds(s) for s in steps]
    measured = [seconds for seconds, _ in parts if seconds is not None]
    return (sum(measured) if measured else None), any(cut for _, cut in parts)


def table(m: Measurement) -> Table:
    """One corpus's table: stages, totals, queries and the baseline ratios."""
    base = {s.name: s for s in (m.baseline.steps if m.baseline else [])}
    headers = ["step", "kg", "kg peak MB", "rdflib", "rdflib peak MB", "rdflib / kg"]
    rows: list[list[str]] = []
    for stage, seconds in m.stages.items():
        peer = base.get(stage)
        if stage in SHARED_STAGES:
            rdf, peak, ratio = "same code", "", ""
        elif peer is None:
            rdf, peak, ratio = "-", "", ""
        else:
            rdf = peer.note if peer.seconds is None else _seconds(peer.seconds)
            base_seconds, cut = _baseline_seconds(peer)
            peak, ratio = _mb(peer.peak_mb), _ratio(base_seconds, seconds, cut)
        rows.append([stage, _seconds(seconds), _mb(m.peaks.get(stage)), rdf, peak, ratio])
    core = sum(s for k, s in m.stages.items() if not k.startswith(OPTIONAL_STAGES))
    peak_all = max(m.peaks.values(), default=0.0)
    rows.append(["build total", _seconds(sum(m.stages.values())), _mb(peak_all), "", "", ""])
    left_out = [k for k in m.stages if k.startswith(OPTIONAL_STAGES)]
    if left_out:
        rows.append([f"build without {', '.join(left_out)}", _seconds(core), "", "", "", ""])
    for q in m.queries:
        peer = base.get(f"query {q.name}")
        rdf = "-" if peer is None else peer.note if peer.seconds is None else _ms(peer.seconds * 1000)
        base_seconds, cut = _baseline_seconds(peer)
        ratio = _ratio(base_seconds, q.ms / 1000, cut) if q.ms else "-"
        if peer and peer.rows is not None and q.rows is not None and peer.rows != q.rows:
            ratio += f" (rows {q.rows} vs {peer.rows})"
        rows.append([f"query {q.name}", _ms(q.ms) if q.ms is not None else q.note, "", rdf,
                     _mb(peer.peak_mb) if peer else "", ratio])
    rows += _summary_rows(m, base)
    if m.baseline is None and not m.baseline_error:  # no rdflib run: its columns would be empty
        headers, rows = headers[:3], [row[:3] for row in rows]
    counts = m.counts
    title = (f"{m.corpus}: {m.notes} notes, {counts.get('papers', 0):,} papers, {counts.get('people', 0):,} people, "
             f"{counts.get('triples', 0):,} triples, {m.quads:,} quads")
    notes = []
    if m.generated:
        notes.append(m.generated)
    for group in m.shared_peaks:
        notes.append(f"{', '.join(group)} overlap in worker processes: the build shares their wall time out "
                     "by the time each took in the workers, and their peak MB is one figure for all of them")
    params = [f"{q.name} {', '.join(f'{k}={v!r}' for k, v in q.params.items())}" for q in m.queries if q.params]
    if params:
        notes.append("query parameters (picked from the graph): " + "; ".join(params))
    if m.baseline:
        notes.append(f"rdflib: {m.baseline.triples:,} triples in a memory Dataset; its records came from kg "
                     f"({m.baseline.records_seconds:.1f} s, not timed); N-Triples keeps one line per quad and JSON-LD "
                     "one object per named graph; queries: best of up to 3 runs on both sides")
    if m.baseline_error:
        notes.append(m.baseline_error)
    over = [q for q in m.queries if q.cut_at is not None]
    if over:
        notes.append(f"kg queries cut off at {over[0].cut_at:.0f} s (left out of the totals): "
                     + ", ".join(q.name for q in over))
    queries_total = sum(q.ms or 0.0 for q in m.queries)
    notes.append(f"query peak MB (kg): {_mb(m.query_peak_mb)}; all queries: {_ms(queries_total)}")
    return Table(title, headers, rows, notes)


def _summary_rows(m: Measurement, base: dict[str, Step]) -> list[list[str]]:
    """Totals of exports and queries on both sides: the 'export plus queries' ratio is a project target."""
    exports = {k: s for k, s in m.stages.items() if k.startswith("export")}
    timed_queries = [q for q in m.queries if q.ms is not None]
    ours_export = sum(exports.values())
    ours_queries = sum(q.ms or 0.0 for q in timed_queries) / 1000
    if not base:
        return [["export total", _seconds(ours_export), "", "", "", ""],
                ["queries total", _seconds(ours_queries), "", "", "", ""]]
    export_steps = [base[k] for k in exports if k in base]
    query_steps = [base[f"query {q.name}"] for q in timed_queries if f"query {q.name}" in base]
    rdf_export, export_cut = _sum(export_steps)
    rdf_queries, query_cut = _sum(query_steps)
    both = (rdf_export or 0.0) + (rdf_queries or 0.0)
    return [
        ["export total", _seconds(ours_export), "", _seconds(rdf_export), "",
         _ratio(rdf_export, ours_export, export_cut)],
        ["queries total", _seconds(ours_queries), "", _seconds(rdf_queries), "",
         _ratio(rdf_queries, ours_queries, query_cut)],
        ["export + queries", _seconds(ours_export + ours_queries), "", _seconds(both), "",
         _ratio(both, ours_export + ours_queries, export_cut or query_cut)],
    ]


# ---------------------------------------------------------------- running corpora


def _paths(corpus: str, work: Path, papers: int, seed: int) -> tuple[list[Path], str]:
    """The notes of a corpus (generating the synthetic one), and a line saying how it was made."""
    if corpus == "data":
        return [ROOT / "data"], ""
    if corpus == "external":
        return [EXTERNAL], ""
    folder = work / f"synthetic-{papers}"
    shutil.rmtree(folder, ignore_errors=True)
    # In a child: the generator's memory must not be inherited by the forked build and counted there.
    made, mentions, notes, seconds = in_child(_generate, folder, papers, seed)
    return [folder], (f"synthetic corpus: {made:,} papers, {mentions:,} mentions in {notes} notes, seed {seed}, "
                      f"generated in {seconds:.1f} s")


def _generate(folder: Path, papers: int, seed: int) -> tuple[int, int, int, float]:
    """Write a synthetic corpus; papers, mentions, notes and seconds."""
    started = time.perf_counter()
    made = write_corpus(folder, papers, seed)
    return made.papers, made.mentions, len(made.notes), time.perf_counter() - started


def measure(corpus: str, work: Path, args: argparse.Namespace) -> Measurement:
    """Build one corpus (in a child process), then run its baseline when asked."""
    paths, generated = _paths(corpus, work, args.papers, args.seed)
    out = work / f"{corpus}-graph"
    shutil.rmtree(out, ignore_errors=True)
    result: Measurement = in_child(measure_kg, corpus, paths, out, args.jobs, args.analyze, args.query_timeout)
    result.generated = generated
    if args.baseline:
        params = {q.name: q.params for q in result.queries if q.params}
        try:
            result.baseline = run_baseline(paths, params, args.baseline_timeout)
        except RuntimeError as err:
            result.baseline_error = str(err)
    return result


def machine() -> list[str]:
    """What the numbers were measured on."""
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "?"
    return [
        f"date: {dt.date.today().isoformat()}",
        f"machine: {cpu}, {os.cpu_count()} cores, {psutil.virtual_memory().total / 2**30:.0f} GB RAM, "
        f"{platform.system()} {platform.release()}",
        f"software: Python {platform.python_version()}, pyoxigraph {pyoxigraph.__version__}, "
        f"rdflib {rdflib.__version__}",
        f"load average at the end (1, 5, 15 min): {load} — other work shares these cores, so timings vary",
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--papers", type=int, default=1000, help="papers in the synthetic corpus (default 1000)")
    parser.add_argument("--corpus", choices=(*CORPORA, "all"), default="all")
    parser.add_argument("--jobs", type=int, default=None, help="worker processes, passed to build when it takes them")
    parser.add_argument("--baseline", action=argparse.BooleanOptionalAction, default=True,
                        help="also run the rdflib baseline (default: yes)")
    parser.add_argument("--baseline-timeout", type=float, default=120.0,
                        help="seconds allowed per baseline step (default 120; a cut-off step shows as a lower bound)")
    parser.add_argument("--query-timeout", type=float, default=120.0,
                        help="seconds allowed per saved query on kg's store (default 120)")
    parser.add_argument("--analyze", action=argparse.BooleanOptionalAction, default=False,
                        help="ask the build for its analytics and views stages when it offers them (default: no, as"
                             " kg build; the rdflib baseline never has them)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the synthetic corpus")
    parser.add_argument("--keep", type=Path, default=None, help="keep the corpora and built graphs in DIR")
    parser.add_argument("--markdown", type=Path, default=None, help="also write the tables as markdown to FILE")
    args = parser.parse_args(argv)
    corpora = list(CORPORA) if args.corpus == "all" else [args.corpus]
    if "external" in corpora and not EXTERNAL.is_dir():
        print(f"skipping external: no corpus at {EXTERNAL}", file=sys.stderr)
        corpora.remove("external")
    work_root = args.keep or Path(tempfile.mkdtemp(prefix="kg-bench-"))
    work_root.mkdir(parents=True, exist_ok=True)
    tables = []
    try:
        for corpus in corpora:
            print(f"measuring {corpus} ...", file=sys.stderr, flush=True)
            result = table(measure(corpus, work_root, args))
            tables.append(result)
            print(result.text() + "\n", flush=True)
    finally:
        if args.keep is None:
            shutil.rmtree(work_root, ignore_errors=True)
    about = machine()
    print("\n".join(about))
    if args.markdown:
        command = "python bench/run.py " + " ".join(sys.argv[1:] if argv is None else argv)
        text = "\n\n".join([*(t.markdown() for t in tables), "\n".join(f"- {a}" for a in about),
                            f"Reproduce: `{command}`"])
        args.markdown.write_text(text + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
