"""What a user would otherwise write: kg's records in a plain rdflib ``Dataset``, written and queried by rdflib.

    python bench/baseline.py PATH ... [--params JSON] [--timeout S] [--json]

The records are kg's own: read, extract, enrich, resolve and ``to_quads`` run as in ``kg build``
(untimed: the same code as ours). From the quads on, everything is plain rdflib, timed per step:

| step | rdflib | kg's counterpart |
|---|---|---|
| map | ``to_quads`` plus converting each term to rdflib's | ``to_quads`` plus the sorted N-Quads snapshot |
| store | ``Dataset(default_union=True)``, one ``graph.addN`` per note | bulk load into the on-disk Oxigraph store |
| export ttl / nt / trig | ``Dataset.serialize`` (Turtle merges graphs, N-Triples has a line per quad) | pyoxigraph |
| export jsonld | ``Dataset.serialize("json-ld", context=...)``, kg's context, an object per graph | kg's compactor |
| query NAME | ``Dataset.query`` with ``initBindings`` | ``Store.query`` with substitutions |

Each step is stopped after ``--timeout`` seconds (an alarm signal: rdflib is pure Python, so it lands
between bytecodes) and reported as timed out. ``--params`` gives the saved queries' parameter values
as JSON (``{"papers-by-author": {"author": "Yuandong Tian"}}``; ``bench/run.py`` picks them from the
graph); a query whose parameters are not all given is skipped. Peak memory per step comes from the
kernel's high-water mark (``VmHWM``, reset between steps), so no sampling thread slows rdflib down.
"""

from __future__ import annotations

import argparse
import json
import signal
import sys
import tempfile
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import asdict, dataclass, field
from itertools import groupby
from pathlib import Path
from typing import Any

import pyoxigraph
from rdflib import BNode, Dataset, Literal, URIRef
from rdflib.term import Identifier, Variable

from kg.graph.export.jsonld import context
from kg.graph.mapping import to_quads
from kg.graph.resolve import Resolution, resolve
from kg.notes.batch import extract_source
from kg.notes.enrich import enrich
from kg.notes.sources import collect
from kg.records import Extraction
from kg.sparql.saved import SavedQuery, bind_params, saved_queries

XSD_STRING = "http://www.w3.org/2001/XMLSchema#string"
#: rdflib serializer of each export kg writes.
EXPORTS: dict[str, str] = {"ttl": "turtle", "jsonld": "json-ld", "nt": "nt", "trig": "trig"}
#: Stop repeating a query once its runs took this long (a slow query is timed once).
REPEAT_BUDGET = 2.0
RDFQuad = tuple[Identifier, Identifier, Identifier, Identifier]


class StepTimeout(Exception):
    """A baseline step ran past its time limit."""


@dataclass
class Step:
    """One timed step: seconds (None when it timed out or failed), peak MB, result rows, a note.

    ``cut_at`` is the time limit of a step that was cut off: it took at least that long.
    """

    name: str
    seconds: float | None
    peak_mb: float | None = None
    rows: int | None = None
    note: str = ""
    cut_at: float | None = None


@dataclass
class BaselineReport:
    """Every step of a baseline run, with the size of the dataset it built."""

    steps: list[Step] = field(default_factory=list)
    quads: int = 0
    triples: int = 0
    records_seconds: float = 0.0

    def to_json(self) -> str:
        """The report as one JSON object (what ``--json`` prints)."""
        return json.dumps(asdict(self), sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> BaselineReport:
        """Read what :meth:`to_json` wrote.

        >>> r = BaselineReport([Step("store", 1.5, 12.0)], quads=3, triples=2)
        >>> BaselineReport.from_json(r.to_json()) == r
        True
        """
        data = json.loads(text)
        return cls(
            steps=[Step(**s) for s in data["steps"]],
            quads=data["quads"],
            triples=data["triples"],
            records_seconds=data["records_seconds"],
        )


# ---------------------------------------------------------------- memory: the kernel's high-water mark


def peak_rss_mb() -> float | None:
    """This process's peak resident memory since the last :func:`reset_peak` (Linux), in MB."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return None


def reset_peak() -> bool:
    """Restart the high-water mark from the current RSS; False where the kernel does not allow it."""
    try:
        Path("/proc/self/clear_refs").write_text("5")
        return True
    except OSError:
        return False


# ---------------------------------------------------------------- terms


class TermConverter:
    """pyoxigraph terms to rdflib terms, memoised (a graph repeats its IRIs many times).

    Plain ``xsd:string`` literals become rdflib's plain literals: that is what rdflib code
    writes, and rdflib does not match ``"x"`` against ``"x"^^xsd:string``.

    >>> conv = TermConverter()
    >>> conv(pyoxigraph.Literal("GaLore")), conv(pyoxigraph.Literal("3", datatype=pyoxigraph.NamedNode(
    ...     "http://www.w3.org/2001/XMLSchema#integer"))).toPython()
    (rdflib.term.Literal('GaLore'), 3)
    """

    def __init__(self) -> None:
        self.memo: dict[Any, Identifier] = {}

    def __call__(self, term: Any) -> Identifier:
        known = self.memo.get(term)
        if known is None:
            known = self.memo[term] = self._convert(term)
        return known

    @staticmethod
    def _convert(term: Any) -> Identifier:
        if isinstance(term, pyoxigraph.NamedNode):
            return URIRef(term.value)
        if isinstance(term, pyoxigraph.BlankNode):
            return BNode(term.value)
        if isinstance(term, pyoxigraph.Literal):
            if term.language:
                return Literal(term.value, lang=term.language)
            datatype = term.datatype.value
            return Literal(term.value) if datatype == XSD_STRING else Literal(term.value, datatype=URIRef(datatype))
        raise TypeError(f"no rdflib term for {term!r}")


def rdflib_quads(quads: Iterable[pyoxigraph.Quad], convert: TermConverter) -> list[RDFQuad]:
    """Quads as rdflib ``(s, p, o, graph name)`` tuples."""
    return [(convert(q.subject), convert(q.predicate), convert(q.object), convert(q.graph_name)) for q in quads]


def load_dataset(quads: list[RDFQuad]) -> Dataset:
    """A memory ``Dataset`` whose default graph is the union of the named graphs, one ``addN`` per graph.

    >>> g, s, p = URIRef("http://x/g"), URIRef("http://x/s"), URIRef("http://x/p")
    >>> ds = load_dataset([(s, p, Literal("a"), g), (s, p, Literal("b"), g)])
    >>> len(ds), sorted(str(o) for o in ds.objects(s, p))
    (2, ['a', 'b'])
    """
    dataset = Dataset(default_union=True)
    # Grouping by graph name keeps rdflib from resolving the context of every single quad.
    for name, group in groupby(quads, key=lambda q: q[3]):
        graph = dataset.graph(name)
        graph.addN((s, p, o, graph) for s, p, o, _ in group)
    return dataset


# ---------------------------------------------------------------- timing


def _alarm(signum: int, frame: Any) -> None:
    raise StepTimeout()


def timed(name: str, action: Callable[[], Any], timeout: float) -> tuple[Step, Any]:
    """Run one step under a time limit; returns its :class:`Step` and the action's result (None if cut off)."""
    reset_peak()
    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, timeout)
    started = time.perf_counter()
    try:
        result = action()
        step = Step(name, time.perf_counter() - started)
    except StepTimeout:
        result, step = None, Step(name, None, note=f"timed out after {timeout:.0f} s", cut_at=timeout)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
    step.peak_mb = peak_rss_mb()
    return step, result


def _count(results: Any) -> int:
    return sum(1 for _ in results)


def time_query(dataset: Dataset, saved: SavedQuery, bindings: dict[Variable, Identifier], timeout: float) -> Step:
    """The fastest of up to three runs (fewer when slow), all rows consumed."""
    best: Step | None = None
    spent = 0.0
    for _ in range(3):
        step, rows = timed(f"query {saved.name}", lambda: _count(dataset.query(saved.text, initBindings=bindings)),
                           timeout)
        if step.seconds is None:
            return step
        spent += step.seconds
        step.rows = rows
        if best is None or step.seconds < best.seconds:  # type: ignore[operator]
            best = step
        if spent > REPEAT_BUDGET:
            break
    assert best is not None
    return best


# ---------------------------------------------------------------- the run


def records(paths: list[Path]) -> Resolution:
    """kg's own records of the notes, resolved: exactly what a build maps to quads."""
    extractions: list[Extraction] = [ex for ex, _ in map(extract_source, collect(paths)) if ex is not None]
    return resolve(enrich(extractions))


def _write(dataset: Dataset, fmt: str, folder: Path) -> None:
    options: dict[str, Any] = {"context": context(), "auto_compact": True} if fmt == "json-ld" else {}
    dataset.serialize(destination=str(folder / f"kg.{fmt}"), format=fmt, encoding="utf-8", **options)


def queries(
    params: dict[str, dict[str, str]], only: set[str] | None = None
) -> Iterator[tuple[SavedQuery, dict[str, str] | None]]:
    """Every saved query (or those named in ``only``) with its parameter values (None when some are not given)."""
    for saved in saved_queries():
        if only is not None and saved.name not in only:
            continue
        values = params.get(saved.name, {})
        complete = all(p.name in values for p in saved.params)
        yield saved, ({p.name: values[p.name] for p in saved.params} if complete else None)


def _progress(step: Step) -> None:
    # On stderr as each step ends: a baseline at a million triples runs for many minutes.
    done = f"{step.seconds:.2f} s" if step.seconds is not None else step.note
    print(f"  rdflib {step.name}: {done}", file=sys.stderr, flush=True)


class _Steps(list[Step]):
    """The report's steps, announcing each as it is added."""

    def append(self, step: Step) -> None:
        _progress(step)
        super().append(step)


def run(
    paths: list[Path], params: dict[str, dict[str, str]], timeout: float, only: set[str] | None = None
) -> BaselineReport:
    """Build, write and query the baseline (all saved queries, or those in ``only``); no step runs past ``timeout``."""
    report = BaselineReport(steps=_Steps())
    started = time.perf_counter()
    resolution = records(paths)
    report.records_seconds = time.perf_counter() - started
    print(f"  rdflib baseline: kg's records in {report.records_seconds:.1f} s (untimed)", file=sys.stderr, flush=True)
    convert = TermConverter()
    step, quads = timed("map", lambda: rdflib_quads(to_quads(resolution), convert), timeout)
    report.steps.append(step)
    if quads is None:
        return report
    report.quads = len(quads)
    step, dataset = timed("store", lambda q=quads: load_dataset(q), timeout)
    report.steps.append(step)
    if dataset is None:
        return report
    del quads
    report.triples = len(dataset)
    with tempfile.TemporaryDirectory(prefix="kg-baseline-") as tmp:
        for name, fmt in EXPORTS.items():
            step, _ = timed(f"export {name}", lambda fmt=fmt: _write(dataset, fmt, Path(tmp)), timeout)
            report.steps.append(step)
    for saved, values in queries(params, only):
        if values is None:
            report.steps.append(Step(f"query {saved.name}", None, note="no parameter value"))
            continue
        bindings = {Variable(v.value): convert(t) for v, t in bind_params(saved, values).items()}
        report.steps.append(time_query(dataset, saved, bindings, timeout))
    return report


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("paths", nargs="+", type=Path, help="note files or folders, as for kg build")
    parser.add_argument("--params", default="{}", help="JSON: {query name: {parameter: value}}")
    parser.add_argument("--timeout", type=float, default=120.0, help="seconds allowed per step")
    parser.add_argument("--query", action="append", metavar="NAME", help="time only this saved query (repeatable)")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    args = parser.parse_args(argv)
    report = run(args.paths, json.loads(args.params), args.timeout, set(args.query) if args.query else None)
    if args.json:
        print(report.to_json())
        return
    print(f"rdflib baseline: {report.quads} quads, {report.triples} triples"
          f" (records by kg in {report.records_seconds:.1f} s, untimed)")
    for step in report.steps:
        seconds = f"{step.seconds:9.3f} s" if step.seconds is not None else "        - "
        peak = f"{step.peak_mb:7.0f} MB" if step.peak_mb is not None else ""
        rows = f"{step.rows} rows" if step.rows is not None else ""
        print(f"{step.name:32} {seconds} {peak} {rows} {step.note}".rstrip())


if __name__ == "__main__":
    sys.exit(main())
