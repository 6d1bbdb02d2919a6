"""Extractor registry: one module per note format, chosen by content.

A format is one module (or subpackage) in this package that defines a class with
``name``, ``version``, ``detect(doc) -> float`` and ``extract(doc) -> Extraction``
and decorates it with :func:`register`; subclassing :class:`Format` gives the
class ``name``, ``version``, ``syntax`` and ``fallback`` from class keywords.
Modules are discovered on first use, so a new format touches no other file.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterator
from typing import Any, Protocol

from kg.notes.read import Document
from kg.records import Extraction

#: Lowest detection score at which an extractor claims a document.
CLAIM_THRESHOLD = 0.5


class Extractor(Protocol):
    """What every note format provides."""

    name: str
    version: str
    #: The document syntax it reads (see ``kg.notes.read.SYNTAX_BY_SUFFIX``).
    syntax: str
    #: A fallback is chosen only when no other extractor claims the document.
    fallback: bool

    def detect(self, doc: Document) -> float:
        """How sure (0..1) this extractor is that ``doc`` is in its format."""
        ...

    def extract(self, doc: Document) -> Extraction:
        """Records of every paper and fact the document gives."""
        ...

    def late_claim(self, doc: Document) -> Extraction | None:
        """Its reading of a document the fallback is reading for want of any claim, when the format finds it its own."""
        ...


class Format:
    """Base of an extractor: its name, version, syntax and fallback tier as class keywords.

    >>> class Demo(Format, name="demo", version="1"):
    ...     pass
    >>> Demo.name, Demo.version, Demo.syntax, Demo.fallback
    ('demo', '1', 'markdown', False)
    """

    name: str
    version: str
    syntax: str
    fallback: bool

    def __init_subclass__(
        cls, *, name: str, version: str, syntax: str = "markdown", fallback: bool = False, **kwargs: Any
    ) -> None:
        super().__init_subclass__(**kwargs)
        cls.name, cls.version, cls.syntax, cls.fallback = name, version, syntax, fallback

    def late_claim(self, doc: Document) -> Extraction | None:
        """No late claim unless a format defines one (see :func:`extract_with`)."""
        return None


def count_score(found: int, minimum: int) -> float:
    """Detection score from a count of format markers: 0 below ``minimum``, else 0.5 and 0.05 a marker, up to 1.

    >>> count_score(2, 3), count_score(3, 3), count_score(12, 3)
    (0.0, 0.65, 1.0)
    """
    return 0.0 if found < minimum else min(1.0, 0.5 + found / 20)


_REGISTRY: dict[str, Extractor] = {}
_loaded = False


def register(cls: type) -> type:
    """Class decorator adding one instance of an extractor to the registry."""
    instance = cls()
    _REGISTRY[instance.name] = instance
    return cls


def extractors() -> dict[str, Extractor]:
    """All registered extractors by name (importing every module of this package once).

    >>> "chicago" in extractors()
    True
    """
    global _loaded
    if not _loaded:
        for module in pkgutil.iter_modules(__path__):
            importlib.import_module(f"{__name__}.{module.name}")
        _loaded = True
    return dict(sorted(_REGISTRY.items()))


def claimants(doc: Document) -> Iterator[Extractor]:
    """The extractors whose detection score is at or above the threshold, best first, fallbacks last (asked only
    when needed: a fallback's detection is not computed before every other claimant has been taken).

    Only extractors for the document's syntax are asked. Ties go to the name that sorts first, so the
    order is deterministic.
    """
    return (extractor for extractor, _ in _scored_claimants(doc))


def _scored_claimants(doc: Document) -> Iterator[tuple[Extractor, float]]:
    candidates = [ex for ex in extractors().values() if ex.syntax == doc.syntax]
    for tier in (False, True):
        for score, name in sorted((-detection(ex, doc), ex.name) for ex in candidates if ex.fallback is tier):
            if -score >= CLAIM_THRESHOLD:
                yield extractors()[name], -score


def detection(extractor: Extractor, doc: Document) -> float:
    """An extractor's detection score for a document, computed once per document."""
    if (score := doc.detections.get(extractor.name)) is None:
        score = doc.detections[extractor.name] = extractor.detect(doc)
    return score


def choose(doc: Document) -> Extractor | None:
    """The extractor with the highest detection score at or above the threshold (see :func:`claimants`)."""
    return next(iter(claimants(doc)), None)


#: A specific format's claim at or above this score is taken as it is; under it, when its reading identifies few
#: papers, the fallback reader's reading is taken instead if it identifies many more (a diary of talks whose few
#: "Best Paper:" headings drew the blog reader, over forty titles with their authors).
FIRM_CLAIM = 0.75


def extract_with(doc: Document) -> tuple[Extractor | None, Extraction | None]:
    """The best claimant and its records; the next claimant's when the best finds nothing at all in the document
    (a layout's markers without its entries: a blog's front matter over a README of citations); the fallback's when
    the best claims the document weakly and the fallback identifies far more papers in it."""
    first: tuple[Extractor | None, Extraction | None] = (None, None)
    scored = _scored_claimants(doc)
    for extractor, score in scored:
        extraction = extractor.extract(doc)
        if extractor.fallback and (late := _late_claim(doc)) is not None:
            return late
        if extraction.papers or extraction.events or extraction.statistics:
            firm = score >= FIRM_CLAIM or identified(extraction) >= _FEW_IDENTIFIED  # (the fallback is not asked)
            if extractor.fallback or firm or extraction.events or extraction.statistics:
                return extractor, extraction
            fallback = next((ex for ex, _ in scored if ex.fallback), None)
            found = fallback.extract(doc) if fallback is not None else None
            if found is not None and identified(found) >= _MORE_TIMES * identified(extraction) + _MORE_PAPERS:
                return fallback, found
            return extractor, extraction
        first = first if first[0] else (extractor, extraction)
    return first


def _late_claim(doc: Document) -> tuple[Extractor, Extraction] | None:
    """A specific format's reading of a document the fallback reader is reading for want of any claim, when that
    format finds, from what the fallback found, that the document is its own (a paper's summary with no list in it:
    the paper-note format). Asked only then, so the fallback's reading it looks at is the one already made."""
    for extractor in extractors().values():
        if extractor.syntax == doc.syntax and (extraction := extractor.late_claim(doc)) is not None:
            return extractor, extraction
    return None


#: A weak claim's reading that identifies this many papers is taken without asking the fallback.
_FEW_IDENTIFIED = 5
#: How many times as many identified papers, and how many more, the fallback's reading must have to be taken.
_MORE_TIMES = 2
_MORE_PAPERS = 3


def identified(extraction: Extraction) -> int:
    """The papers of a reading with a title and their own names or ids (a venue the document gives every entry
    does not count).

    >>> from kg.records import Author, Mention, Paper
    >>> identified(Extraction("n", "n.md", None, "x", (Paper(Mention("n", 1), "T", (Author("A B", "A B"),)),)))
    1
    """
    return sum(1 for p in extraction.papers if not p.reference and p.is_identified)
