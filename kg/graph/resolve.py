"""Decide identities across all documents: one key per real paper, person and topic.

Records stay as the extractors made them; this module only computes keys,
canonical labels and the merge log that :mod:`kg.graph.mapping` and ``merges.csv`` use.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from kg.keys import person_key, slug, title_hash, title_key
from kg.records import Extraction, Mention, Paper
from kg.topics import TopicScheme

RecordRef = tuple[int, int]  # (extraction index, paper index)


@dataclass(frozen=True)
class Merge:
    """One record joined to an entity that another record already named."""

    kind: str
    key: str
    mention: Mention
    reason: str


@dataclass(frozen=True)
class Resolution:
    """Keys and canonical values for every record of a build."""

    extractions: tuple[Extraction, ...]
    paper_key: dict[RecordRef, str]
    paper_title: dict[str, str]
    paper_year: dict[str, int]
    author_source: dict[str, RecordRef]
    review_source: dict[str, RecordRef]
    person_name: dict[str, str]
    topic_label: dict[str, str]
    topic_alt: dict[str, tuple[str, ...]]
    method_label: dict[str, str]
    merges: tuple[Merge, ...]
    scheme: TopicScheme

    def topic_key(self, label: str) -> str:
        """The concept key a topic label belongs to."""
        return self.scheme.key(label)

    def paper(self, ref: RecordRef) -> Paper:
        """The record a reference points to."""
        return self.extractions[ref[0]].papers[ref[1]]


class _UnionFind:
    def __init__(self) -> None:
        self.parent: dict[RecordRef, RecordRef] = {}

    def find(self, x: RecordRef) -> RecordRef:
        self.parent.setdefault(x, x)
        while self.parent[x] != x:
            self.parent[x] = self.parent[self.parent[x]]
            x = self.parent[x]
        return x

    def union(self, a: RecordRef, b: RecordRef) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[max(ra, rb)] = min(ra, rb)


def paper_key(openreview: str | None, arxiv: str | None, title: str | None, cite_key: str | None = None) -> str:
    """Key of a paper: OpenReview id, else arXiv id, else a hash of the normalized title, else the cite key.

    >>> paper_key("frA0NNBS1n", "2401.00001", "X")
    'frA0NNBS1n'
    >>> paper_key(None, "2503.01776", "X")
    'arxiv-2503.01776'
    """
    if openreview:
        return openreview
    if arxiv:
        return f"arxiv-{arxiv}"
    if title:
        return title_hash(title)
    if cite_key:
        return f"key-{cite_key}"
    raise ValueError("a paper needs an OpenReview id, an arXiv id, a title or a cite key")


def _most_common(values: Iterable[str]) -> str:
    """Most frequent value; ties go to the one with more non-ASCII letters, then sort order."""
    counts = Counter(values)
    return min(counts, key=lambda v: (-counts[v], -sum(ord(c) > 127 for c in v), v))


def _group_papers(refs: list[RecordRef], papers: dict[RecordRef, Paper]) -> tuple[_UnionFind, dict[RecordRef, str]]:
    uf = _UnionFind()
    reasons: dict[RecordRef, str] = {}
    for kind, attr in (("OpenReview id", "openreview_id"), ("arXiv id", "arxiv_id")):
        first: dict[str, RecordRef] = {}
        for ref in refs:
            value = getattr(papers[ref], attr)
            if value is None:
                continue
            if value in first and uf.find(first[value]) != uf.find(ref):
                uf.union(first[value], ref)
                reasons.setdefault(ref, f"same {kind} {value}")
            first.setdefault(value, ref)
    # Cite keys and titles join groups only when their OpenReview ids do not disagree.
    ids_of: dict[RecordRef, set[str]] = defaultdict(set)
    for ref in refs:
        openreview_id = papers[ref].openreview_id
        if openreview_id:
            ids_of[uf.find(ref)].add(openreview_id)
    weak: tuple[tuple[str, Callable[[Paper], str | None]], ...] = (
        ("cite key", lambda p: p.cite_key),
        ("normalized title", lambda p: title_key(p.title) if p.title else None),
    )
    for kind, identify in weak:
        first = {}
        for ref in refs:
            value = identify(papers[ref])
            if not value:
                continue
            a, b = uf.find(first.setdefault(value, ref)), uf.find(ref)
            if a == b or len(ids_of[a] | ids_of[b]) > 1:
                continue
            uf.union(a, b)
            ids_of[uf.find(a)] = ids_of.pop(a, set()) | ids_of.pop(b, set())
            reasons.setdefault(ref, f"same {kind}")
    return uf, reasons


def resolve(extractions: Iterable[Extraction], scheme: TopicScheme | None = None) -> Resolution:
    """Compute one key per paper, person and topic across every extraction.

    >>> from kg.records import Author
    >>> a = Extraction("a", "a.md", None, "t", (Paper(Mention("a", 3), title="Genie", openreview_id="X1",
    ...     authors=(Author("Tim Rocktäschel", "Tim Rocktäschel"),)),))
    >>> b = Extraction("b", "b.md", None, "t", (Paper(Mention("b", 9), title="genie", arxiv_id="2402.1",
    ...     authors=(Author("Tim Rocktaschel", "Tim Rocktaschel"),)),))
    >>> r = resolve([a, b])
    >>> sorted(set(r.paper_key.values())), r.person_name
    (['X1'], {'tim-rocktaschel': 'Tim Rocktäschel'})
    >>> [(m.kind, m.reason) for m in r.merges]
    [('paper', 'same normalized title'), ('person', '"Tim Rocktaschel" is "Tim Rocktäschel" (same normalized name)')]
    """
    exs = tuple(extractions)
    scheme = scheme or TopicScheme.load()
    papers = {(i, j): p for i, ex in enumerate(exs) for j, p in enumerate(ex.papers)}
    refs = sorted(papers)
    uf, reasons = _group_papers(refs, papers)

    groups: dict[RecordRef, list[RecordRef]] = defaultdict(list)
    for ref in refs:
        groups[uf.find(ref)].append(ref)

    key_of: dict[RecordRef, str] = {}
    titles: dict[str, str] = {}
    years: dict[str, int] = {}
    author_source: dict[str, RecordRef] = {}
    review_source: dict[str, RecordRef] = {}
    merges: list[Merge] = []
    for members in groups.values():
        group = [papers[r] for r in members]
        key = paper_key(
            min((p.openreview_id for p in group if p.openreview_id), default=None),
            min((p.arxiv_id for p in group if p.arxiv_id), default=None),
            min((p.title for p in group if p.title), key=title_key, default=None),
            min((p.cite_key for p in group if p.cite_key), default=None),
        )
        for ref in members:
            key_of[ref] = key
            if ref in reasons:
                merges.append(Merge("paper", key, papers[ref].mention, reasons[ref]))
        named = [p.title for p in group if p.title]
        if named:
            titles[key] = _most_common(named)
        # A venue's year beats a printed citation year (ICLR 2025 papers are often cited as 2024).
        stated = [p.venue.year for p in group if p.venue] or [p.year for p in group if p.year]
        if stated:
            years[key] = min(set(stated), key=lambda y: (-stated.count(y), y))
        rated = [r for r in members if papers[r].reviews or papers[r].average_rating is not None]
        if rated:
            review_source[key] = min(rated)
        with_authors = [r for r in members if papers[r].authors]
        if with_authors:
            author_source[key] = min(
                with_authors, key=lambda r: (papers[r].authors_complete is False, -len(papers[r].authors), r)
            )

    spellings: dict[str, list[tuple[str, Mention]]] = defaultdict(list)
    # A topic's label: heading spellings beat author keywords, one vote per document and
    # spelling, so one long note cannot out-spell every other note.
    heading_votes: set[tuple[str, int, str]] = set()
    keyword_votes: set[tuple[str, int, str]] = set()
    methods: dict[str, list[str]] = defaultdict(list)
    for ref in refs:
        paper = papers[ref]
        for author in paper.authors:
            spellings[person_key(author.name)].append((author.name, paper.mention))
        heading_votes.update((scheme.key(label), ref[0], label) for path in paper.topics for label in path)
        keyword_votes.update((scheme.key(label), ref[0], label) for label in paper.keywords)
        for method in (*paper.proposes, *paper.mentions):
            methods[slug(method.name)].append(method.name)
    labels: dict[str, list[str]] = defaultdict(list)
    for key, _, label in sorted(heading_votes):
        labels[key].append(label)
    from_headings = set(labels)
    for key, _, label in sorted(keyword_votes):
        if key not in from_headings:
            labels[key].append(label)
    # Curated concepts keep their own labels; the notes' other spellings become altLabels.
    topic_label = {key: _most_common(v) for key, v in sorted(labels.items()) if key}
    spelled = {key for key, _, _ in heading_votes | keyword_votes}
    used = spelled | {key for p in papers.values() for key in p.text_topics}
    for key in sorted(used):
        for ancestor in _curated_chain(scheme, key):
            topic_label[ancestor] = scheme.concepts[ancestor].pref_label
    spellings_of: dict[str, set[str]] = defaultdict(set)
    for key, _, label in heading_votes | keyword_votes:
        spellings_of[key].add(label)
    topic_alt = {}
    for key in sorted(topic_label):
        concept = scheme.concepts.get(key)
        alts = (set(concept.alt_labels) if concept else set()) | spellings_of[key]
        topic_alt[key] = tuple(sorted(alts - {topic_label[key]}))
    person_name = {key: _most_common(n for n, _ in seen) for key, seen in sorted(spellings.items())}
    for key, seen in sorted(spellings.items()):
        first_of: dict[str, Mention] = {}
        for name, mention in seen:
            first_of.setdefault(name, mention)
        for name, mention in sorted(first_of.items()):
            if name != person_name[key]:
                merges.append(Merge("person", key, mention, f'"{name}" is "{person_name[key]}" (same normalized name)'))

    return Resolution(
        extractions=exs,
        paper_key=key_of,
        paper_title=titles,
        paper_year=years,
        author_source=author_source,
        review_source=review_source,
        person_name=person_name,
        topic_label=topic_label,
        topic_alt=topic_alt,
        method_label={key: _most_common(v) for key, v in sorted(methods.items()) if key},
        merges=tuple(sorted(merges, key=lambda m: (m.kind, m.key, m.mention))),
        scheme=scheme,
    )


def _curated_chain(scheme: TopicScheme, key: str) -> list[str]:
    """A curated concept and every curated concept above it (empty for a note-only topic)."""
    chain, todo = [], [key]
    while todo:
        current = todo.pop()
        if current in scheme.concepts and current not in chain:
            chain.append(current)
            todo.extend(scheme.concepts[current].broader)
    return chain
