"""Acceptance over the whole of data/: every note extracted, no mojibake, valid, merged across notes."""

from __future__ import annotations

import pyoxigraph
import pytest

from kg.build import BuildReport

MOJIBAKE = ("Ã", "â€", "ðŸ")


def test_no_literal_in_the_graph_holds_mojibake(data_store: pyoxigraph.Store) -> None:
    bad = sorted({q.object.value for q in data_store
                  if isinstance(q.object, pyoxigraph.Literal) and any(m in q.object.value for m in MOJIBAKE)})
    assert not bad, bad[:5]


def test_repaired_characters_reach_the_graph(data_store: pyoxigraph.Store) -> None:
    literals = " ".join(q.object.value for q in data_store if isinstance(q.object, pyoxigraph.Literal))
    assert "Schrödinger" in literals
    assert "🧠" in literals


def test_every_note_was_read_and_claimed(data_build: BuildReport) -> None:
    assert len(data_build.documents) == 5
    assert not data_build.failed
    assert all(d.extractor and d.papers > 0 for d in data_build.documents), data_build.documents


@pytest.mark.parametrize(("note", "extractor"), [
    ("icml-2024-orals.md", "chicago"),
    ("icml-2025-orals.md", "headings"),
    ("iclr-2025-oral-notes.md", "citekeys"),
    ("icml-2024-highlights.md", "blog"),
    ("iclr-2024-ratings.md", "ratings"),
])
def test_each_note_is_claimed_by_its_format(data_build: BuildReport, note: str, extractor: str) -> None:
    report = next(d for d in data_build.documents if d.path == f"data/{note}")
    assert report.extractor == extractor
