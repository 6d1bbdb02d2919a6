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


PREFIXES = """PREFIX kg: <https://w3id.org/confkg/ontology#>
PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
PREFIX dcterms: <http://purl.org/dc/terms/>
"""


def _rows(store: pyoxigraph.Store, query: str) -> list[tuple[str, ...]]:
    return sorted(tuple(t.value for t in row) for row in store.query(PREFIXES + query))


@pytest.mark.parametrize(("key", "arxiv", "orals_line", "blog_line"), [
    ("LRkJwPIDuE", "2312.14125", 114, 41),   # VideoPoet
    ("CNicRIVIPA", "2310.16834", 126, 68),   # Discrete Diffusion Modeling by Estimating the Ratios ...
])
def test_paper_in_two_notes_is_one_paper_with_both_mentions_award_and_ids(
    data_store: pyoxigraph.Store, key: str, arxiv: str, orals_line: int, blog_line: int
) -> None:
    paper = f"<https://w3id.org/confkg/id/paper/{key}>"
    mentions = _rows(data_store, f"""SELECT ?path ?line WHERE {{ GRAPH ?g {{ {paper} kg:mention ?m .
        ?m kg:line ?line ; kg:inDocument/kg:path ?path }} }}""")
    assert mentions == [("data/icml-2024-highlights.md", str(blog_line)), ("data/icml-2024-orals.md", str(orals_line))]
    ids = _rows(data_store, f"""SELECT DISTINCT ?or ?ax ?award WHERE {{ GRAPH ?g1 {{ {paper} kg:openreviewId ?or }}
        GRAPH ?g2 {{ {paper} kg:arxivId ?ax }} GRAPH ?g3 {{ {paper} kg:award ?award }} }}""")
    assert ids == [(key, arxiv, "Best Paper")]
    titles = _rows(data_store, f"SELECT DISTINCT ?t WHERE {{ GRAPH ?g {{ {paper} dcterms:title ?t }} }}")
    assert len(titles) == 1


def test_paper_listed_twice_in_one_note_carries_both_topics_and_mentions(data_store: pyoxigraph.Store) -> None:
    paper = "<https://w3id.org/confkg/id/paper/gc8QAQfXv6>"
    lines = _rows(data_store, f"SELECT ?line WHERE {{ GRAPH ?g {{ {paper} kg:mention/kg:line ?line }} }}")
    assert sorted(int(line) for (line,) in lines) == [39, 396]  # grep -n gc8QAQfXv6 data/iclr-2025-oral-notes.md
    topics = _rows(data_store, f"""SELECT DISTINCT ?t WHERE {{ GRAPH ?g {{ {paper} kg:hasTopic ?t
        FILTER NOT EXISTS {{ {paper} kg:mentionsTopic ?t }} }} }}""")  # the two heading topics, not text mentions
    assert len(topics) == 2
    assert len(_rows(data_store, "SELECT DISTINCT ?p WHERE { GRAPH ?g { ?p kg:openreviewId 'gc8QAQfXv6' } }")) == 1
