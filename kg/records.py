"""What extractors produce: plain frozen records with where each came from.

Nothing here knows markdown or RDF. Extractors fill these in; :mod:`kg.graph.resolve`
decides identities; :mod:`kg.graph.mapping` turns them into RDF.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum

from kg.ids import with_acl_of_doi


@dataclass(frozen=True, order=True)
class Mention:
    """A place in a note: the document stem and the 1-based line."""

    document: str
    line: int


@dataclass(frozen=True)
class Author:
    """One author as printed (``raw``) and as displayed (``name``, first name first)."""

    name: str
    raw: str


@dataclass(frozen=True, order=True)
class VenueEdition:
    """One year of a venue series, e.g. ``VenueEdition("ICML", 2024)``."""

    series: str
    year: int

    @property
    def label(self) -> str:
        """``"ICML 2024"``.

        >>> VenueEdition("ICML", 2024).label
        'ICML 2024'
        """
        return f"{self.series} {self.year}"


@dataclass(frozen=True)
class Method:
    """A named method, model, system or benchmark a paper proposes."""

    name: str
    alt_names: tuple[str, ...] = ()


class LinkRole(StrEnum):
    """What a URL attached to a paper is; the mapping picks the predicate from this."""

    POSTER = "poster"
    CODE = "code"
    PDF = "pdf"
    PAGE = "page"
    VIDEO = "video"


@dataclass(frozen=True)
class Paper:
    """A paper as one note gives it. Fields a note does not give stay empty.

    ``reference`` marks a paper the note only points to (a "Related:" link, a
    wiki link): it is in the graph but not counted among the note's papers.
    ``mentions`` and ``text_topics`` (curated topic keys) come from enrichment.
    """

    mention: Mention
    title: str | None = None
    authors: tuple[Author, ...] = ()
    authors_complete: bool | None = None
    year: int | None = None
    venue: VenueEdition | None = None
    #: The venue a note names without a year ("(Arxiv)", "ArXiv, abs/…"): its series alone, when there is no edition.
    series: str | None = None
    openreview_id: str | None = None
    arxiv_id: str | None = None
    cite_key: str | None = None
    #: Other ids printed with the paper, ``(kind, id)`` sorted: doi, acl, pmlr, cvf, s2 (Semantic Scholar), dblp.
    ids: tuple[tuple[str, str], ...] = ()
    topics: tuple[tuple[str, ...], ...] = ()
    keywords: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    flags: tuple[str, ...] = ()
    summary: str | None = None
    quote: str | None = None
    abstract: str | None = None
    links: tuple[tuple[LinkRole, str], ...] = ()
    awards: tuple[str, ...] = ()
    reviews: tuple[Decimal, ...] = ()
    average_rating: Decimal | None = None
    proposes: tuple[Method, ...] = ()
    mentions: tuple[Method, ...] = ()
    text_topics: tuple[str, ...] = ()
    reference: bool = False
    #: Why the reader took this for a paper (``kg build --explain``).
    reason: str = ""

    def __post_init__(self) -> None:
        # An ACL Anthology DOI names the paper's Anthology id too ("10.18653/v1/2024.climatenlp-1.3"), as a printed id
        # would: the same paper however its note points at it.
        if self.ids and (derived := with_acl_of_doi(self.ids)) is not self.ids:
            object.__setattr__(self, "ids", derived)

    @property
    def is_position(self) -> bool:
        """True for "Position:" papers.

        >>> Paper(Mention("d", 1), title="Position: Open-Endedness Is Essential").is_position
        True
        """
        return (self.title or "").lower().startswith("position:")

    @property
    def has_identity(self) -> bool:
        """Whether the paper can be named at all (a title or an id)."""
        return bool(self.title or self.openreview_id or self.arxiv_id or self.cite_key)

    @property
    def is_identified(self) -> bool:
        """Whether a reading gives the paper more than a title of its own: names or an id.

        >>> titled, linked = Paper(Mention("d", 1), "T"), Paper(Mention("d", 1), "T", arxiv_id="1706.03762")
        >>> titled.is_identified, linked.is_identified
        (False, True)
        """
        return bool(self.title and (self.authors or self.arxiv_id or self.openreview_id or self.ids))


@dataclass(frozen=True)
class Relation:
    """``papers[source] kg:relatedTo papers[target]`` within one extraction."""

    source: int
    target: int


@dataclass(frozen=True)
class Event:
    """A tutorial, talk or session of a venue edition, linked to the papers it covers."""

    mention: Mention
    kind: str
    title: str
    venue: VenueEdition | None = None
    url: str | None = None
    parts: tuple[int, ...] = ()


@dataclass(frozen=True)
class Statistic:
    """A number a note states about a venue edition (a rating quantile, a keyword count)."""

    mention: Mention
    venue: VenueEdition
    kind: str
    label: str
    value: Decimal
    rank: int | None = None


@dataclass(frozen=True)
class Skip:
    """Something an extractor saw and could not use, reported to the user."""

    mention: Mention
    reason: str


@dataclass(frozen=True)
class Extraction:
    """Everything one extractor found in one document."""

    document: str
    path: str
    title: str | None
    extractor: str
    papers: tuple[Paper, ...] = ()
    relations: tuple[Relation, ...] = ()
    events: tuple[Event, ...] = ()
    statistics: tuple[Statistic, ...] = ()
    skipped: tuple[Skip, ...] = ()

    @property
    def paper_count(self) -> int:
        """Papers the note itself lists (references it only points to excluded)."""
        return sum(1 for p in self.papers if not p.reference)
