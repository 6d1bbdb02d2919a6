"""What extractors produce: plain frozen records with where each came from.

Nothing here knows markdown or RDF. Extractors fill these in; :mod:`kg.resolve`
decides identities; :mod:`kg.mapping` turns them into RDF.
"""

from __future__ import annotations

from dataclasses import dataclass, field


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
class Paper:
    """A paper as one note gives it. Fields a note does not give stay empty."""

    mention: Mention
    title: str | None = None
    authors: tuple[Author, ...] = ()
    authors_complete: bool | None = None
    year: int | None = None
    venue: VenueEdition | None = None
    openreview_id: str | None = None
    arxiv_id: str | None = None
    topics: tuple[tuple[str, ...], ...] = ()

    @property
    def is_position(self) -> bool:
        """True for "Position:" papers.

        >>> Paper(Mention("d", 1), title="Position: Open-Endedness Is Essential").is_position
        True
        """
        return bool(self.title) and self.title.lower().startswith("position:")


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
    skipped: tuple[Skip, ...] = field(default=())
