"""The benchmark (bench/): synthetic corpus generator, rdflib baseline and the run.py entry point."""

from __future__ import annotations

import doctest
import importlib
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path
from types import ModuleType

import pytest

from kg.build import build
from kg.graph.store import open_store
from kg.ids import arxiv_id, openreview_id
from kg.keys import title_key
from kg.notes.extract import choose
from kg.notes.read import read_document

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench"


def _bench(name: str) -> ModuleType:
    """A bench script as a module (they import each other by bare name, like ``python bench/run.py`` does)."""
    sys.path.insert(0, str(BENCH))
    try:
        return importlib.import_module(name)
    finally:
        sys.path.remove(str(BENCH))


synth = _bench("synth")
baseline = _bench("baseline")
run = _bench("run")
extract = _bench("extract")
citations = _bench("citations")


def test_synthetic_corpus_is_deterministic_for_a_seed() -> None:
    first, again, other = synth.generate(150, seed=3), synth.generate(150, seed=3), synth.generate(150, seed=4)
    assert first.notes == again.notes
    assert first.notes != other.notes
    assert first.papers == 150 and len(first.notes) >= 10


def test_every_note_is_claimed_by_the_extractor_of_its_format(tmp_path: Path) -> None:
    corpus = synth.write_corpus(tmp_path, 150, seed=1)
    assert set(corpus.formats.values()) == {"blog", "chicago", "citekeys", "headings", "ratings"}
    claimed = {name: choose(read_document(tmp_path / name)) for name in corpus.formats}
    assert {name: ex.name if ex else None for name, ex in claimed.items()} == corpus.formats


def test_papers_have_unique_valid_ids_and_abstracts_of_realistic_length() -> None:
    import random

    papers = synth.make_papers(random.Random(7), 400)
    forums = [p.openreview for p in papers]
    arxivs = [p.arxiv for p in papers if p.arxiv]
    assert len(set(forums)) == len(forums) and len(set(arxivs)) == len(arxivs)
    assert all(openreview_id(f"https://openreview.net/forum?id={f}") == f for f in forums)
    assert all(arxiv_id(f"https://arxiv.org/abs/{a}") == a for a in arxivs)
    assert len({title_key(p.title) for p in papers}) == len(papers)
    words = [len(p.abstract.split()) for p in papers]
    assert min(words) >= 150 and max(words) <= 260
    names = [a.name for p in papers for a in p.authors]
    assert any(not n.isascii() for n in names) and any("-" in n for n in names)
    assert any(n.split()[-2][:1].islower() for n in names if len(n.split()) > 2)  # "van der Berg", "de Vries"


def test_a_200_paper_corpus_builds_to_200_papers(tmp_path: Path) -> None:
    corpus = synth.write_corpus(tmp_path / "notes", 200, seed=0)
    report = build([tmp_path / "notes"], tmp_path / "out")
    assert not report.failed and all(d.extractor for d in report.documents)
    # Only the classic papers a note points to by cite key ("[[KaimingHe2016CVPR|ResNet]]") come on top.
    assert 200 <= report.counts["papers"] <= 200 + len(synth.CLASSIC_REFERENCES)
    assert report.merges, "papers named in two notes are merged"
    rows = list(
        open_store(tmp_path / "out").query(
            "SELECT (COUNT(DISTINCT ?p) AS ?n) WHERE { GRAPH ?g { ?p a <https://w3id.org/confkg/ontology#Paper> } }"
        )
    )
    assert int(rows[0][0].value) == report.counts["papers"]
    assert corpus.mentions > 200


@pytest.mark.filterwarnings("ignore::DeprecationWarning")  # rdflib's own, from inside its SPARQL engine
def test_baseline_holds_the_same_triples_and_answers_queries(tmp_path: Path) -> None:
    synth.write_corpus(tmp_path / "notes", 30, seed=2)
    ours = build([tmp_path / "notes"], tmp_path / "out")
    wanted = [q for q in run.saved_queries() if q.name == "paper-authors"]
    params = run.pick_params(open_store(tmp_path / "out"), wanted)
    report = baseline.run([tmp_path / "notes"], params, timeout=60, only={"paper-authors", "coauthors"})
    assert report.triples == ours.counts["triples"]
    steps = {s.name: s for s in report.steps}
    assert {"map", "store", "export ttl", "export jsonld", "export nt", "export trig"} <= set(steps)
    ours_rows = {q.name: q.rows for q in run.time_queries(tmp_path / "out", params)}
    assert steps["query paper-authors"].rows == ours_rows["paper-authors"] > 0
    assert steps["query coauthors"].note == "no parameter value"


def test_a_baseline_step_is_cut_off_at_its_time_limit() -> None:
    started = time.perf_counter()
    step, result = baseline.timed("slow", lambda: time.sleep(5), timeout=0.2)
    assert step.seconds is None and "timed out" in step.note and result is None
    assert time.perf_counter() - started < 2


def test_memory_is_attributed_to_the_stage_that_used_it() -> None:
    with run.RssMonitor() as monitor:
        monitor.lap("idle")
        block = b"x" * (200 * 2**20)
        monitor.lap("alloc")
        del block
    assert monitor.peaks["alloc"] - monitor.peaks["idle"] > 150


@pytest.mark.filterwarnings("ignore::DeprecationWarning")  # rdflib's own, from inside Dataset
@pytest.mark.parametrize("name", ["synth", "baseline", "run", "citations"])
def test_bench_doctests(name: str) -> None:
    result = doctest.testmod({"synth": synth, "baseline": baseline, "run": run, "citations": citations}[name])
    assert result.failed == 0


def test_extraction_speed_is_printed_per_paper_beside_the_read_only_floor(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    synth.write_corpus(tmp_path / "notes", 60, seed=5)
    extract.main([str(tmp_path / "notes"), "--runs", "1"])
    row = capsys.readouterr().out.splitlines()[-1].strip("| ").split(" | ")
    name, notes, papers, seconds, per_paper, floor, floor_per_paper = row
    assert name == "notes" and int(papers) >= 60 and int(notes) >= 5
    assert 0 < float(floor) <= float(seconds) and 0 < int(floor_per_paper) <= int(per_paper)


def test_the_extraction_bench_empties_the_readers_memo_caches_between_runs() -> None:
    from kg.notes.cite import parse_reference

    parse_reference('Vaswani, Ashish. "Attention Is All You Need." arXiv preprint arXiv:1706.03762 (2017).')
    assert parse_reference.cache_info().currsize > 0
    assert extract.clear_content_caches() >= 3
    assert parse_reference.cache_info().currsize == 0


def test_the_citation_bench_scores_a_parser_against_gold() -> None:
    gold = {"title": "Attention Is All You Need", "authors": ["Ashish Vaswani", "Noam Shazeer"], "year": 2017}
    text = 'Vaswani, Ashish, and Noam Shazeer. "Attention Is All You Need." arXiv preprint arXiv:1706.03762 (2017).'
    score = citations.score(citations.kg_parse, [(text, gold), ("not a citation at all", gold)])
    assert (score["title"], score["authors"], score["year"]) == (0.5, 0.5, 0.5)


def test_table_puts_ratios_next_to_each_stage() -> None:
    measurement = run.Measurement(
        corpus="c",
        paths=[],
        notes=1,
        stages={"enrich": 1.0, "store": 0.5, "export ttl": 0.25},
        peaks={"store": 100.0},
        counts={"papers": 3, "triples": 9},
        quads=10,
        seconds=2.0,
        queries=[run.QueryTime("notes", 2.0, 1)],
        query_peak_mb=90.0,
        baseline=baseline.BaselineReport(
            [
                baseline.Step("store", 5.0, 300.0),
                baseline.Step("export ttl", 2.5),
                baseline.Step("query notes", 0.2, rows=1),
            ],
            quads=10,
            triples=9,
        ),
    )
    rows = {row[0]: row for row in run.table(measurement).rows}
    assert rows["enrich"][3] == "same code"
    assert rows["store"][1:] == ["0.50 s", "100", "5.00 s", "300", "10.0x"]
    assert rows["query notes"][-1] == "100x"
    assert rows["export + queries"][-1] == "10.7x"  # (2.5 + 0.2) / (0.25 + 0.002)


@pytest.mark.slow
def test_run_prints_a_table_for_a_synthetic_corpus(tmp_path: Path) -> None:
    done = subprocess.run(
        [
            sys.executable,
            str(BENCH / "run.py"),
            "--papers",
            "200",
            "--corpus",
            "synthetic",
            "--no-baseline",
            "--markdown",
            str(tmp_path / "bench.md"),
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith("synthetic: 10 notes, 200 papers")
    stages = [line.split()[0] for line in lines[2:] if line.split() and line.split()[0] in ("map", "store", "enrich")]
    assert stages == ["enrich", "map", "store"]
    assert any(line.startswith("query papers-by-author") and line.rstrip().endswith("ms") for line in lines)
    assert "| build total |" in (tmp_path / "bench.md").read_text("utf-8")
    assert Counter(line.startswith("build total") for line in lines)[True] == 1
