"""Extraction quality against hand-checked gold files (``tests/gold/*.jsonl``).

Each gold line names a paper by its note and line and gives what a careful
reader finds there: title, ids, ordered authors, proposed methods and the
heading topics. A built graph is scored per field with precision, recall and
F1; gold entries are matched to graph papers through their ``kg:Mention``
(document file name and line), and a paper's values are read from that note's
own named graph, so facts merged in from other notes do not count. Predictions
are scoped to the line range the gold file covers in each note, so a file
covering 40 of 85 entries is scored on those 40.

Topics: recall asks whether every heading of the gold path is one of the
paper's topics or above one (``skos:broader*``; a heading that is also an
author keyword counts); precision asks whether the topics the note files the
paper under (``kg:hasTopic`` without keywords and text mentions) are on the
gold path.
"""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pyoxigraph import QuerySolutions, Store

from kg.errors import InputError
from kg.keys import slug
from kg.topics import TopicScheme

FIELDS = ("papers", "titles", "authors", "ids", "methods", "topics")

_PAPERS = """
PREFIX kg: <https://w3id.org/confkg/ontology#>
SELECT DISTINCT ?paper ?path ?line WHERE { ?paper kg:mention ?m . ?m kg:line ?line ; kg:inDocument/kg:path ?path }"""
# Each pattern binds ?paper and ?v inside one note's graph; ?path names the note.
_IN_NOTE = "?d a kg:SourceDocument ; kg:path ?path"
_PREFIX = "PREFIX kg: <https://w3id.org/confkg/ontology#>\nPREFIX skos: <http://www.w3.org/2004/02/skos/core#>\n"
# Every topic a note gives a paper, and everything above them (broader links may come from any note).
_CLOSURE = _PREFIX + f"""SELECT DISTINCT ?paper ?v ?path WHERE {{
  GRAPH ?g {{ ?paper kg:hasTopic ?leaf . {_IN_NOTE} }}
  ?leaf skos:broader* ?t BIND(STRAFTER(STR(?t), '/topic/') AS ?v) }}"""
_VALUES = {
    "titles": "?paper <http://purl.org/dc/terms/title> ?v",
    "ids": """{ ?paper kg:openreviewId ?i BIND(CONCAT("openreview:", ?i) AS ?v) }
              UNION { ?paper kg:arxivId ?i BIND(CONCAT("arxiv:", ?i) AS ?v) }""",
    "authors": """?paper kg:authorship ?a . ?a kg:position ?pos ; kg:author/<http://xmlns.com/foaf/0.1/name> ?name
              BIND(CONCAT(STR(?pos), ":", ?name) AS ?v)""",
    "methods": "?paper kg:proposes/<http://www.w3.org/2000/01/rdf-schema#label> ?v",
    "topics": """?paper kg:hasTopic ?t FILTER NOT EXISTS { ?paper kg:hasKeyword|kg:mentionsTopic ?t }
              BIND(STRAFTER(STR(?t), '/topic/') AS ?v)""",
}


@dataclass
class Score:
    """Counts and misses of one field."""

    tp: int = 0
    fp: int = 0
    fn: int = 0
    misses: list[str] = field(default_factory=list)

    @property
    def precision(self) -> float:
        """Share of predictions that are right (1.0 when nothing was predicted)."""
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def recall(self) -> float:
        """Share of gold values found (1.0 when there is no gold value)."""
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0

    @property
    def f1(self) -> float:
        """Harmonic mean of precision and recall.

        >>> round(Score(tp=8, fp=2, fn=0).f1, 3)
        0.889
        """
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0


def load_gold(paths: list[Path]) -> list[dict[str, Any]]:
    """Gold entries of every file, with a clear error for a bad line."""
    entries = []
    for path in paths:
        for n, line in enumerate(path.read_text("utf-8").splitlines(), start=1):
            if not line.strip():
                continue
            try:
                entry = json.loads(line)
                entry["document"], entry["line"] = str(entry["document"]), int(entry["line"])
            except (ValueError, KeyError, TypeError) as err:
                raise InputError(f"not a gold entry: {err}", path=str(path), line=n) from None
            entries.append(entry)
    return entries


def _norm(text: str) -> str:
    return " ".join(text.split())


def _gold_values(entry: dict[str, Any], name: str, scheme: TopicScheme) -> set[str]:
    if name == "titles":
        return {_norm(entry["title"])} if entry.get("title") else set()
    if name == "ids":
        return {f"{k}:{entry[f'{k}_id']}" for k in ("openreview", "arxiv") if entry.get(f"{k}_id")}
    if name == "authors":
        return {f"{i}:{a}" for i, a in enumerate(entry.get("authors", []), start=1)}
    if name == "methods":
        return {slug(m) for m in entry.get("methods", [])}
    return {scheme.key(t) for t in entry.get("topics", [])}


def _predicted(values: set[str], name: str) -> set[str]:
    if name == "methods":
        return {slug(v) for v in values}
    if name == "titles":
        return {_norm(v) for v in values}
    return values


def evaluate(store: Store, gold: list[dict[str, Any]], scheme: TopicScheme | None = None) -> dict[str, Score]:
    """Precision, recall and F1 per field of a built graph against gold entries."""
    scheme = scheme or TopicScheme.load()
    at: dict[tuple[str, int], str] = {}
    papers = store.query(_PAPERS, use_default_graph_as_union=True)
    assert isinstance(papers, QuerySolutions)  # a SELECT
    for row in papers:
        at.setdefault((Path(row["path"].value).name, int(row["line"].value)), row["paper"].value)
    queries = {name: _PREFIX + f"SELECT DISTINCT ?paper ?v ?path WHERE {{ GRAPH ?g {{ {p} . {_IN_NOTE} }} }}"
               for name, p in _VALUES.items()}
    values: dict[str, dict[tuple[str, str], set[str]]] = {}
    for name, query in (*queries.items(), ("topic_closure", _CLOSURE)):
        found: dict[tuple[str, str], set[str]] = defaultdict(set)
        rows = store.query(query, use_default_graph_as_union=True)
        assert isinstance(rows, QuerySolutions)  # a SELECT
        for row in rows:
            found[(row["paper"].value, Path(row["path"].value).name)].add(row["v"].value)
        values[name] = found

    scores = {name: Score() for name in FIELDS}
    span: dict[str, tuple[int, int]] = {}
    for e in gold:
        low, high = span.get(e["document"], (e["line"], e["line"]))
        span[e["document"]] = (min(low, e["line"]), max(high, e["line"]))
    scoped = {paper for (doc, line), paper in at.items() if doc in span and span[doc][0] <= line <= span[doc][1]}
    matched: set[str] = set()
    for e in gold:
        where = f"{e['document']}:{e['line']}"
        paper = at.get((e["document"], e["line"]))
        if paper is None:
            scores["papers"].fn += 1
            scores["papers"].misses.append(f"{where}: no paper ({e.get('title') or e.get('openreview_id')})")
            for name in FIELDS[1:]:
                scores[name].fn += len(_gold_values(e, name, scheme))
            continue
        scores["papers"].tp += 1
        matched.add(paper)
        for name in FIELDS[1:]:
            want = _gold_values(e, name, scheme)
            got = _predicted(values[name].get((paper, e["document"]), set()), name)
            score = scores[name]
            if name == "topics":
                reached = values["topic_closure"].get((paper, e["document"]), set())
                tp, fp, fn = len(got & want), len(got - want), len(want - reached)
            else:
                tp, fp, fn = len(want & got), len(got - want), len(want - got)
            score.tp, score.fp, score.fn = score.tp + tp, score.fp + fp, score.fn + fn
            if fp or fn:
                score.misses.append(f"{where}: missing {sorted(want - got)} extra {sorted(got - want)}")
    extra = sorted(scoped - matched)
    scores["papers"].fp += len(extra)
    scores["papers"].misses += [f"extra paper {p}" for p in extra]
    return scores

