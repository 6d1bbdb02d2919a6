"""SHACL validation: the build of data/ conforms; a paper with neither title nor id does not."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from pyoxigraph import Literal, NamedNode, Quad

from kg.build import BuildReport
from kg.cli import main
from kg.graph.store import write_store

KG = "https://w3id.org/confkg/ontology#"
ID = "https://w3id.org/confkg/id/"
TYPE = NamedNode("http://www.w3.org/1999/02/22-rdf-syntax-ns#type")


def test_build_of_data_conforms(runner: CliRunner, data_build: BuildReport) -> None:
    result = runner.invoke(main, ["validate", "--graph", str(data_build.out)])
    assert result.exit_code == 0, result.output
    assert "conforms" in result.output


def test_paper_without_title_or_id_fails_with_a_readable_report(runner: CliRunner, tmp_path: Path) -> None:
    g = NamedNode(ID + "graph/bad")
    doc = NamedNode(ID + "document/bad")
    paper = NamedNode(ID + "paper/t-0000")
    mention = NamedNode(ID + "mention/t-0000-bad-1")
    write_store(tmp_path, [
        Quad(doc, TYPE, NamedNode(KG + "SourceDocument"), g),
        Quad(doc, NamedNode(KG + "path"), Literal("bad.md"), g),
        Quad(paper, TYPE, NamedNode(KG + "Paper"), g),
        Quad(paper, NamedNode("http://www.w3.org/ns/prov#wasDerivedFrom"), doc, g),
        Quad(paper, NamedNode(KG + "mention"), mention, g),
        Quad(mention, TYPE, NamedNode(KG + "Mention"), g),
        Quad(mention, NamedNode(KG + "inDocument"), doc, g),
        Quad(mention, NamedNode(KG + "line"), Literal("1", datatype=NamedNode("http://www.w3.org/2001/XMLSchema#integer")), g),
    ])
    result = runner.invoke(main, ["validate", "--graph", str(tmp_path)])
    assert result.exit_code == 1
    assert "paper:t-0000: a paper needs a title or an id" in result.output
    assert "kgsh:PaperShape" in result.output
    assert "1 SHACL violation" in result.output
    assert "Traceback" not in result.output


EXTERNAL = Path(__file__).resolve().parent.parent.parent / "shared" / "corpus" / "external"


@pytest.mark.slow
def test_build_of_the_external_documents_conforms(tmp_path: Path) -> None:
    """Every external document under 200 KB (34 of 43, all layouts; the big tables and .bib scrapes
    take minutes in pyshacl and are validated by hand, see docs/reliability.md), with its analysis graph."""
    if not EXTERNAL.is_dir():
        pytest.skip("../shared/corpus/external is not beside the repository")
    from kg.build import build
    from kg.graph.store import open_store
    from kg.graph.validate import validate_store
    from kg.notes.sources import NOT_NOTES_AT_TOP as NOT_NOTES

    picked = [p for p in sorted(EXTERNAL.iterdir())
              if p.suffix in (".md", ".bib") and p.name.lower() not in NOT_NOTES and p.stat().st_size < 200_000]
    assert len(picked) >= 30
    report = build(picked, tmp_path / "out", jobs=2, analyze=True)
    assert report.counts["papers"] > 1000 and not report.failed
    assert validate_store(open_store(tmp_path / "out")) == []
