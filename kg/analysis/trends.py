"""Topic trends: each topic's share of papers per venue edition, and risers and fallers between editions."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from itertools import pairwise

from pyoxigraph import Store

from kg.analysis.projections import _PREFIXES, _value, labels, paper_topics, solutions


@dataclass(frozen=True)
class Edition:
    """A venue edition: IRI, label ("ICML 2024"), year and series IRI (empty if unknown)."""

    iri: str
    label: str
    year: int
    series: str


@dataclass(frozen=True)
class TopicShare:
    """Papers of an edition with a topic, out of the edition's papers."""

    edition: Edition
    topic: str
    topic_label: str
    papers: int
    total: int

    @property
    def share(self) -> float:
        """``papers / total``."""
        return self.papers / self.total if self.total else 0.0


@dataclass(frozen=True)
class Trend:
    """The change of a topic's share from one edition to the next of the same series."""

    topic: str
    topic_label: str
    before: Edition
    after: Edition
    share_before: float
    share_after: float

    @property
    def change(self) -> float:
        """``share_after - share_before``."""
        return self.share_after - self.share_before


def editions(store: Store) -> list[Edition]:
    """The venue editions papers are presented at (kg:presentedAt), by series then year.

    >>> from kg.analysis.examples import example_store
    >>> [(e.label, e.year) for e in editions(example_store())]
    [('ICML 2024', 2024), ('ICML 2025', 2025)]
    """
    query = (
        f"{_PREFIXES}SELECT DISTINCT ?e ?year ?series WHERE {{ ?p kg:presentedAt ?e "
        "OPTIONAL { ?e kg:year ?year } OPTIONAL { ?e kg:series ?series } }"
    )
    found: dict[str, tuple[int, str]] = {}
    for row in solutions(store, query):
        iri = _value(row["e"])
        year = int(_value(row["year"])) if row["year"] is not None else 0
        series = _value(row["series"]) if row["series"] is not None else ""
        found[iri] = max(found.get(iri, (0, "")), (year, series))
    names = labels(store, found)
    return sorted(
        (Edition(iri, names[iri], year, series) for iri, (year, series) in found.items()),
        key=lambda e: (e.series, e.year, e.iri),
    )


def topic_shares(store: Store, min_papers: int = 1) -> list[TopicShare]:
    """Each topic's share of the papers of each edition (topics on at least ``min_papers`` there).

    >>> from kg.analysis.examples import example_store
    >>> [(s.edition.label, s.topic_label, s.share) for s in topic_shares(example_store())][:3]
    [('ICML 2024', 'Alpha', 1.0), ('ICML 2024', 'Beta', 1.0), ('ICML 2024', 'Gamma', 0.5)]
    """
    query = f"{_PREFIXES}SELECT DISTINCT ?p ?e WHERE {{ ?p kg:presentedAt ?e }}"
    papers_at: dict[str, set[str]] = defaultdict(set)
    for row in solutions(store, query):
        papers_at[_value(row["e"])].add(_value(row["p"]))
    topics_of = paper_topics(store)
    names = labels(store, {t for ts in topics_of.values() for t in ts})
    out = []
    for edition in editions(store):
        counts: dict[str, int] = defaultdict(int)
        for paper in papers_at[edition.iri]:
            for topic in topics_of.get(paper, []):
                counts[topic] += 1
        total = len(papers_at[edition.iri])
        for topic in sorted(counts, key=lambda t: (names[t], t)):
            if counts[topic] >= min_papers:
                out.append(TopicShare(edition, topic, names[topic], counts[topic], total))
    return out


def trends(store: Store, min_papers: int = 1) -> list[Trend]:
    """Share changes between consecutive editions of each series, largest rise first.

    A topic counts if it has ``min_papers`` in either edition; absent means a share of 0.

    >>> from kg.analysis.examples import example_store
    >>> [(t.topic_label, t.change) for t in trends(example_store())]
    [('Gamma', 0.5), ('Beta', -0.5), ('Alpha', -1.0)]
    """
    shares = topic_shares(store, min_papers=1)
    by_edition: dict[str, dict[str, TopicShare]] = defaultdict(dict)
    for share in shares:
        by_edition[share.edition.iri][share.topic] = share
    series: dict[str, list[Edition]] = defaultdict(list)
    for edition in editions(store):
        if edition.series:
            series[edition.series].append(edition)
    out = []
    for runs in series.values():
        for before, after in pairwise(runs):
            a, b = by_edition[before.iri], by_edition[after.iri]
            for topic in sorted(set(a) | set(b)):
                sa, sb = a.get(topic), b.get(topic)
                if max(sa.papers if sa else 0, sb.papers if sb else 0) < min_papers:
                    continue
                name = (sa or b[topic]).topic_label  # sa is None: the topic is in b
                out.append(Trend(topic, name, before, after, sa.share if sa else 0.0, sb.share if sb else 0.0))
    return sorted(out, key=lambda t: (-t.change, t.topic_label, t.topic, t.before.iri))


def risers_and_fallers(store: Store, n: int = 10, min_papers: int = 2) -> tuple[list[Trend], list[Trend]]:
    """The ``n`` largest rises and the ``n`` largest falls (each with ``min_papers`` in one edition).

    >>> from kg.analysis.examples import example_store
    >>> up, down = risers_and_fallers(example_store(), n=1, min_papers=1)
    >>> [t.topic_label for t in up], [t.topic_label for t in down]
    (['Gamma'], ['Alpha'])
    """
    found = trends(store, min_papers=min_papers)
    risers = [t for t in found if t.change > 0][:n]
    fallers = sorted((t for t in found if t.change < 0), key=lambda t: (t.change, t.topic_label, t.topic))[:n]
    return risers, fallers
