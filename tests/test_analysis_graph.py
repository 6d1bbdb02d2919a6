"""The analysis graph: written back by kg build --analyze, in the exports, answering saved queries; kg analyze."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from pyoxigraph import NamedNode, RdfFormat, Store

from kg.analysis.rdf import ANALYSIS_GRAPH, SCORE_TERMS, with_analysis
from kg.analysis.run import KINDS, analyze_kind
from kg.analysis.tables import centrality_table
from kg.build import BuildReport
from kg.cli import main
from kg.graph.export.rdf import Snapshot
from kg.sparql.run import run_query
from kg.sparql.saved import load_saved

KG = "https://w3id.org/confkg/ontology#"


def _select(store: Store, name: str) -> list[dict[str, str]]:
    results = run_query(store, load_saved(name).text, {})
    names = [v.value for v in results.variables]  # type: ignore[union-attr]
    return [{n: s[n].value for n in names if s[n] is not None} for s in results]  # type: ignore[union-attr]


def test_scores_in_the_graph_agree_with_the_library(data_store: Store) -> None:
    stored = _select(data_store, "top-topics-by-pagerank")
    assert len(stored) == 10
    ranked = analyze_kind(data_store, "topics").ranked("pagerank", 10)
    assert [row["topic"] for row in stored] == [node for node, _ in ranked]
    assert float(stored[0]["pageRank"]) == pytest.approx(ranked[0][1], rel=1e-8)
    assert all(row["community"] for row in stored)


def test_every_scored_entity_gets_every_score(data_store: Store) -> None:
    scored = 0
    for kind in KINDS.values():
        graph = kind.build(data_store)
        scored += sum(kind.node_kind is None or graph.nodes[n]["kind"] == kind.node_kind for n in graph)
    assert scored > 1000  # 341 topics, 463 authors, ~200 methods, 378 papers
    for prop, _, _ in SCORE_TERMS.values():
        assert len(list(data_store.quads_for_pattern(None, NamedNode(KG + prop), None, ANALYSIS_GRAPH))) == scored


def test_runs_record_algorithm_parameters_and_sources(data_store: Store) -> None:
    runs = {row["run"]: row for row in _select(data_store, "analysis-runs")}
    pagerank = runs["https://w3id.org/confkg/id/analysis/cotopic-pagerank"]
    assert pagerank["implementation"] == "networkx.pagerank" and "alpha=0.85" in pagerank["parameters"]
    assert int(pagerank["graphs"]) == 5  # the five notes of data/
    assert "seed=0" in runs["https://w3id.org/confkg/id/analysis/cotopic-louvain"]["parameters"]
    communities = _select(data_store, "topic-communities")
    assert len(communities) > 1 and float(communities[0]["modularity"]) > 0.3
    assert int(communities[0]["topics"]) >= int(communities[-1]["topics"])


def test_top_authors_by_centrality(data_store: Store) -> None:
    found = _select(data_store, "top-authors-by-centrality")
    assert found[0]["name"] == "Tim Rocktäschel"  # 16 co-authors over several ICML/ICLR papers (read in data/)
    assert len(found) == 10


def test_the_analysis_graph_is_exported_and_answers_a_saved_query(data_build: BuildReport) -> None:
    store = Store()
    store.bulk_load((data_build.out / "kg.trig").read_bytes(), RdfFormat.TRIG)
    assert len(_select(store, "top-topics-by-pagerank")) == 10
    turtle = (data_build.out / "kg.ttl").read_text("utf-8")
    assert "kg:pageRank" in turtle and "kg:AnalysisRun" in turtle
    assert '"pageRank"' in (data_build.out / "kg.jsonld").read_text("utf-8")


def test_without_analyze_there_is_no_analysis_graph(data_store: Store, tmp_path: Path) -> None:
    snapshot = Snapshot.from_store(data_store)
    plain = b"".join(line + b"\n" for line in snapshot.nquads.splitlines() if b"/graph/analysis>" not in line)
    again = with_analysis(Snapshot(plain))
    assert again.nquads == snapshot.nquads  # recomputing from the notes' graphs gives the same analysis


def test_end_time_only_with_source_date_epoch(monkeypatch: pytest.MonkeyPatch, data_store: Store) -> None:
    from kg.analysis.examples import example_store
    from kg.analysis.rdf import source_date

    assert b"endedAtTime" not in Snapshot.from_store(data_store).nquads
    snapshot = Snapshot.from_store(example_store())
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1767225600")
    stamped = with_analysis(snapshot, source_date())
    assert b'"2026-01-01T00:00:00+00:00"^^<http://www.w3.org/2001/XMLSchema#dateTime>' in stamped.nquads


# ---------------------------------------------------------------- kg analyze


@pytest.mark.parametrize("args", [
    ["centrality", "--of", "authors", "--by", "betweenness"], ["centrality", "--of", "methods"],
    ["cotopics", "--weight", "count", "--counting", "fractional"], ["communities"], ["trends"],
])
def test_kg_analyze_is_deterministic_and_csv_matches_json(data_build: BuildReport, args: list[str]) -> None:
    runner = CliRunner()
    run = [*args, "--graph", str(data_build.out), "-n", "5"]
    first, second = (runner.invoke(main, ["analyze", *run, "-f", "json"]) for _ in range(2))
    assert first.exit_code == 0, first.output
    assert first.output == second.output
    data = json.loads(first.output)
    rows = list(csv.DictReader(io.StringIO(runner.invoke(main, ["analyze", *run, "-f", "csv"]).output)))
    assert 0 < len(data["rows"]) <= 10 and len(rows) == len(data["rows"])
    assert list(data["rows"][0]) == list(rows[0])
    assert [str(v) for v in data["rows"][0].values()] == list(rows[0].values())


def test_kg_analyze_table_has_title_and_rows(data_build: BuildReport) -> None:
    result = CliRunner().invoke(main, ["analyze", "communities", "--of", "authors", "--graph", str(data_build.out)])
    lines = result.output.splitlines()
    assert lines[0].startswith("Communities of authors") and lines[-1].startswith("modularity")
    assert sum(line.startswith("│") for line in lines) == 10


def test_kg_analyze_centrality_matches_the_table_function(data_build: BuildReport, data_store: Store) -> None:
    result = CliRunner().invoke(main, ["analyze", "centrality", "--of", "authors", "--graph", str(data_build.out),
                                       "-f", "json", "-n", "3"])
    rows = json.loads(result.output)["rows"]
    expected = centrality_table(data_store, "authors", "pagerank", 3).rows
    assert [r["entity"] for r in rows] == [r[1] for r in expected]
    assert rows[0]["label"] == "Tim Rocktäschel"


def test_kg_analyze_trends_lists_risers_then_fallers(data_build: BuildReport) -> None:
    result = CliRunner().invoke(main, ["analyze", "trends", "--graph", str(data_build.out), "-f", "json"])
    rows = json.loads(result.output)["rows"]
    rises = [r for r in rows if r["direction"] == "rise"]
    falls = [r for r in rows if r["direction"] == "fall"]
    assert rises and falls and rows == rises + falls
    assert all(r["change"] > 0 for r in rises) and all(r["change"] < 0 for r in falls)
    assert all(r["change"] == pytest.approx(r["share after"] - r["share before"]) for r in rows)


@pytest.mark.parametrize("args, code, message", [
    (["centrality", "--by", "fame"], 2, "fame"),
    (["communities", "--of", "papers"], 2, "papers"),
    (["cotopics", "-f", "xml"], 2, "xml"),
    (["centrality", "--graph", "no/such/dir"], 1, "run 'kg build' first"),
])
def test_kg_analyze_errors(args: list[str], code: int, message: str) -> None:
    result = CliRunner().invoke(main, ["analyze", *args])
    assert result.exit_code == code
    assert message in result.output and "Traceback" not in result.output
