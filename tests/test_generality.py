"""Generality over other people's notes (../shared/corpus/external): no crash, ids found."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT.parent / "shared" / "corpus" / "external"

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not CORPUS.is_dir(), reason=f"external corpus not found at {CORPUS}"),
]


def _generality():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("generality", ROOT / "bench" / "generality.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while being defined
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def rows():  # type: ignore[no-untyped-def]
    return _generality().measure(CORPUS)


def test_every_document_is_read_without_error(rows) -> None:  # type: ignore[no-untyped-def]
    assert len(rows) == 43


def test_linked_documents_have_at_least_90_percent_of_their_ids_found(rows) -> None:  # type: ignore[no-untyped-def]
    linked = [r for r in rows if r.linked]
    assert len(linked) >= 30
    low = [(r.document, f"{r.id_recall:.1%}") for r in linked if r.id_recall < 0.9]
    assert not low, low


def test_entry_counts_match_sources_where_the_layout_is_a_paper_list(rows) -> None:  # type: ignore[no-untyped-def]
    by_name = {r.document: r for r in rows}
    # Documents whose every counted entry is a paper: the counts must agree exactly.
    for name in ("edisonleeeee-iclr2023-submissions-table.md", "weigq-iclr2022-all-submissions-ratings-table.md",
                 "azminewasi-awesome-llms-iclr2024.md", "liuqilong-scrape-iclr2025.bib",
                 "liuqilong-neurips-2024-oral-notes.md", "loganlin-icml-2025-oral.md", "loganlin-nips-2024-oral.md"):
        assert by_name[name].papers == by_name[name].stated_entries, name
