"""kg build --jobs and the build cache: the same notes give the same files, however they are processed."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from kg.build import build
from kg.notes.batch import extract_all
from kg.notes.cache import CACHE_DIR, Cache
from kg.notes.sources import collect

ROOT = Path(__file__).resolve().parent.parent
FILES = ("kg.ttl", "kg.jsonld", "kg.nt", "kg.trig", "merges.csv", "topics.ttl")


def _files(out: Path) -> dict[str, bytes]:
    return {name: (out / name).read_bytes() for name in FILES}


@pytest.fixture
def notes(tmp_path: Path) -> Path:
    folder = tmp_path / "notes"
    shutil.copytree(ROOT / "data", folder)
    return folder


@pytest.mark.slow
def test_one_and_two_jobs_give_identical_builds(notes: Path, tmp_path: Path) -> None:
    one = build([notes], tmp_path / "one", jobs=1, cache=False)
    two = build([notes], tmp_path / "two", jobs=2, cache=False)
    assert _files(one.out) == _files(two.out)
    assert [d.path for d in one.documents] == [d.path for d in two.documents]
    assert one.counts["papers"] == 378


@pytest.mark.slow
def test_incremental_rebuild_equals_a_full_build(notes: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    first = build([notes], out, jobs=2)
    assert first.cached == 0 and any((out / CACHE_DIR).rglob("*"))
    before = _files(out)
    note = notes / "icml-2025-orals.md"
    text = note.read_text("utf-8")
    edited = text.replace("## ", "## Edited: ", 1)
    assert edited != text
    note.write_text(edited, "utf-8")
    again = build([notes], out, jobs=2)
    assert again.cached == 4  # only the edited note was read and extracted again
    full = build([notes], tmp_path / "full", jobs=1, cache=False)
    assert _files(again.out) == _files(full.out)
    assert _files(again.out) != before  # the edit shows


def test_the_cache_is_keyed_by_content_and_pipeline(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "notes"
    folder.mkdir()
    (folder / "a.md").write_text("# ICML 2024 orals\n\n## Vision\n\n- [Seeing things](https://openreview.net/forum?id=AAAAAAAAAA)\n")
    cache = Cache(tmp_path / "cache")
    cold = extract_all(collect([folder]), cache, jobs=1)
    warm = extract_all(collect([folder]), Cache(tmp_path / "cache"), jobs=1)
    assert (cold.hits, warm.hits) == (0, 1) and warm.extractions == cold.extractions
    import kg.notes.batch

    monkeypatch.setattr(kg.notes.batch, "pipeline_fingerprint", lambda: "another kg")
    assert extract_all(collect([folder]), Cache(tmp_path / "cache"), jobs=1).hits == 0


def test_a_corrupt_cache_entry_is_a_miss_and_unused_entries_are_pruned(tmp_path: Path) -> None:
    folder = tmp_path / "notes"
    folder.mkdir()
    (folder / "a.md").write_text("# Notes\n\n- [A paper](https://openreview.net/forum?id=AAAAAAAAAA)\n")
    out = tmp_path / "out"
    first = build([folder], out, jobs=1)
    entries = sorted((out / CACHE_DIR).rglob("*/*"))
    assert entries
    for entry in entries:
        entry.write_bytes(b"not a pickle")
    (out / CACHE_DIR / "first" / "stale-entry").write_bytes(b"x")
    again = build([folder], out, jobs=1)
    assert again.cached == 0 and _files(again.out) == _files(first.out)
    assert not (out / CACHE_DIR / "first" / "stale-entry").exists()
