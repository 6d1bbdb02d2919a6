"""The command line through click's CliRunner: outputs, formats, exit codes, one-line errors."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pyoxigraph
import pytest
from click.testing import CliRunner

from kg.build import BuildReport
from kg.cli import main

CITATION = (
    "> Lou, Aaron, Chenlin Meng, and Stefano Ermon. “Discrete Diffusion Modeling by Estimating the Ratios"
    " of the Data Distribution,” 2024. [https://openreview.net/forum?id=CNicRIVIPA](https://openreview.net/forum?id=CNicRIVIPA).\n"
)


def three_citations() -> str:
    body = "---\ntitle: ICML 2024 Oral Papers\n---\n# Diffusion\n\n" + CITATION
    body += "\n" + CITATION.replace("CNicRIVIPA", "AAAAAAAAAA").replace("Discrete", "Continuous")
    body += "\n" + CITATION.replace("CNicRIVIPA", "BBBBBBBBBB").replace("Discrete", "Hybrid")
    return body


def test_build_prints_per_document_counts_and_a_summary(
    runner: CliRunner, notes: Callable[[dict[str, str | bytes]], Path], tmp_path: Path
) -> None:
    folder = notes({"orals.md": three_citations()})
    result = runner.invoke(main, ["build", str(folder), "--out", str(tmp_path / "g")])
    assert result.exit_code == 0, result.output
    assert "notes/orals.md" in result.output and "chicago" in result.output
    assert "papers" in result.output and "triples" in result.output
    for name in ("kg.ttl", "kg.jsonld", "kg.nt", "kg.trig", "merges.csv", "views/index.html", "views/cotopics.html"):
        assert (tmp_path / "g" / name).is_file()


def test_one_unreadable_note_is_reported_and_the_rest_is_built(
    runner: CliRunner, notes: Callable[[dict[str, str | bytes]], Path], tmp_path: Path
) -> None:
    folder = notes({"good.md": three_citations(), "bad.md": b"# ok\nbroken \xff byte\n"})
    result = runner.invoke(main, ["build", str(folder), "--out", str(tmp_path / "g")])
    assert result.exit_code == 1
    assert "notes/bad.md:2: not valid UTF-8" in result.stderr
    assert "Traceback" not in result.output
    store = pyoxigraph.Store.read_only(str((tmp_path / "g" / "store").resolve()))
    assert len(list(store.query("SELECT ?p WHERE { GRAPH ?g { ?p a <https://w3id.org/confkg/ontology#Paper> } }"))) == 3


@pytest.mark.parametrize(("fmt", "marker"), [
    ("ttl", b"@prefix kg:"), ("nt", b"<https://w3id.org/confkg/id/"), ("trig", b"graph:icml-2024-orals {"),
    ("nq", b"<https://w3id.org/confkg/id/graph/icml-2024-orals> ."), ("jsonld", b'"@context"'),
])
def test_export_each_format_to_stdout(runner: CliRunner, data_build: BuildReport, fmt: str, marker: bytes) -> None:
    result = runner.invoke(main, ["export", "--graph", str(data_build.out), "--format", fmt])
    assert result.exit_code == 0, result.output
    assert marker in result.stdout_bytes


def test_export_format_follows_the_output_suffix(runner: CliRunner, data_build: BuildReport, tmp_path: Path) -> None:
    target = tmp_path / "graph.nq"
    result = runner.invoke(main, ["export", "--graph", str(data_build.out), "-o", str(target)])
    assert result.exit_code == 0, result.output
    quads = list(pyoxigraph.parse(path=str(target)))
    assert len({q.graph_name for q in quads}) == data_build.counts["graphs"]


def test_unknown_format_is_a_usage_error(runner: CliRunner, data_build: BuildReport) -> None:
    result = runner.invoke(main, ["export", "--graph", str(data_build.out), "--format", "xls"])
    assert result.exit_code == 2
    assert result.stderr.strip() == "kg: error: unknown format 'xls' (choose from turtle, ntriples, jsonld, trig, nquads)"


def test_commands_on_a_missing_graph_say_so(runner: CliRunner, tmp_path: Path) -> None:
    for command in ("stats", "validate", "export"):
        result = runner.invoke(main, [command, "--graph", str(tmp_path / "none")])
        assert result.exit_code == 1
        assert "no built graph here" in result.stderr and "kg build" in result.stderr


def test_build_of_a_missing_path_is_a_usage_error(runner: CliRunner, tmp_path: Path) -> None:
    result = runner.invoke(main, ["build", str(tmp_path / "nope"), "--out", str(tmp_path / "g")])
    assert result.exit_code == 2
    assert "no such file or folder" in result.stderr


def test_stats_counts_the_data_build(runner: CliRunner, data_build: BuildReport) -> None:
    result = runner.invoke(main, ["stats", "--graph", str(data_build.out)])
    assert result.exit_code == 0
    assert f"{data_build.counts['papers']}" in result.output and "papers" in result.output


def test_a_note_without_papers_is_skipped_with_exit_1(
    runner: CliRunner, notes: Callable[[dict[str, str | bytes]], Path], tmp_path: Path
) -> None:
    folder = notes({"good.md": three_citations(), "shopping.md": "# Shopping\n\nmilk, eggs, bread\n"})
    result = runner.invoke(main, ["build", str(folder), "--out", str(tmp_path / "g")])
    assert result.exit_code == 1
    assert "notes/shopping.md: no papers, talks or statistics found" in result.stderr
    assert "1 note(s) skipped" in result.stderr and (tmp_path / "g" / "kg.ttl").is_file()


def test_strict_fails_on_any_skip_and_keeps_the_previous_graph(
    runner: CliRunner, notes: Callable[[dict[str, str | bytes]], Path], tmp_path: Path
) -> None:
    folder = notes({"good.md": three_citations()})
    out = tmp_path / "g"
    assert runner.invoke(main, ["build", str(folder), "--out", str(out), "--strict"]).exit_code == 0
    before = {name: (out / name).read_bytes() for name in ("kg.ttl", "kg.jsonld")}
    (folder / "bad.md").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00binary")
    (folder / "good.md").write_text(three_citations().replace("2024", "2023"), "utf-8")
    result = runner.invoke(main, ["build", str(folder), "--out", str(out), "--strict"])
    assert result.exit_code == 1
    assert "--strict: 1 note(s) skipped, nothing written" in result.stderr and "notes/bad.md" in result.stderr
    assert {name: (out / name).read_bytes() for name in before} == before


def test_a_bug_is_one_line_and_its_own_exit_code(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A failure nobody foresaw (as an UnboundLocalError once did in `kg build --explain`) prints no traceback.
    import kg.cli.build as build_cli

    def broken(note: Path) -> None:
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr(build_cli, "_explain", broken)
    note = tmp_path / "n.md"
    note.write_text("# T\n- A Title Of A Paper\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["build", "--explain", str(note)])
    assert result.exit_code == 70
    assert result.output.strip().splitlines() == [
        "kg: internal error: ZeroDivisionError: division by zero (a bug in kg; KG_DEBUG=1 shows where)"
    ]
