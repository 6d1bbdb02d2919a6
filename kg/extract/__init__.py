"""Extractor registry: one module per note format, chosen by content.

A format is one module in this package that defines a class with ``name``,
``version``, ``detect(doc) -> float`` and ``extract(doc) -> Extraction`` and
decorates it with :func:`register`. Modules are discovered on first use, so a
new format touches no other file.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Protocol

from kg.read import Document
from kg.records import Extraction

#: Lowest detection score at which an extractor claims a document.
CLAIM_THRESHOLD = 0.5


class Extractor(Protocol):
    """What every note format provides."""

    name: str
    version: str
    #: The document syntax it reads (see ``kg.read.SYNTAX_BY_SUFFIX``).
    syntax: str
    #: A fallback is chosen only when no other extractor claims the document.
    fallback: bool

    def detect(self, doc: Document) -> float:
        """How sure (0..1) this extractor is that ``doc`` is in its format."""
        ...

    def extract(self, doc: Document) -> Extraction:
        """Records of every paper and fact the document gives."""
        ...


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


def choose(doc: Document) -> Extractor | None:
    """The extractor with the highest detection score at or above the threshold.

    Only extractors for the document's syntax are asked, fallbacks last. Ties
    go to the name that sorts first, so the choice is deterministic.
    """
    candidates = [ex for ex in extractors().values() if ex.syntax == doc.syntax]
    for tier in (False, True):
        scored = sorted((-ex.detect(doc), ex.name) for ex in candidates if ex.fallback is tier)
        if scored and -scored[0][0] >= CLAIM_THRESHOLD:
            return extractors()[scored[0][1]]
    return None
