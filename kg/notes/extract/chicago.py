"""Chicago-style citations, one per block, under topic headings (``icml-2024-orals.md``).

    > Zhao, Stephen, Rob Brekelmans, and Roger Baker Grosse. “Probabilistic
    > Inference in Language Models via Twisted Sequential Monte Carlo,” 2024.
    > [https://openreview.net/forum?id=frA0NNBS1n](...).

A thin specialisation of the reader (:mod:`kg.notes.extract.generic`): it claims a document by its
count of quoted-title citations with authors and reads it exactly as the reader does.
"""

from __future__ import annotations

import re

from kg.notes.cite import parse_reference
from kg.notes.extract import Format, count_score, register
from kg.notes.extract.generic import extract_papers
from kg.notes.markdown import plain_text, walk_inlines
from kg.notes.read import Document
from kg.records import Extraction

#: Citations a document must hold before the format claims it.
_MIN_CITATIONS = 3
#: Citations past which more do not raise the detection score (see ``count_score``).
_SATURATED = 10
_QUOTES = "“\"«"
#: The end of what precedes a citation's quoted title: "Griffiths. “", "Ba. 2015. “", "(2016). \"", "Liu, “"
_NAMES_THEN_QUOTE = re.compile(r"[\w)\]][.,:]\s*[“\"«]")


def is_citation(text: str) -> bool:
    """Whether a block is a Chicago / MLA citation: authors, then a quoted title.

    >>> is_citation("Liu, Ryan, and Thomas L. Griffiths. “How Do Large Language Models Navigate Conflicts?,” 2024.")
    True
    >>> is_citation("“In this work, we present the first results”:")
    False
    """
    if not any(quote in text for quote in _QUOTES):  # cheap: most blocks quote nothing
        return False
    if not _NAMES_THEN_QUOTE.search(text):  # cheap too: a review quoting a phrase has no "Names. “" or "Names, “"
        return False
    ref = parse_reference(text)
    return ref is not None and ref.style == "quoted title" and bool(ref.authors)


@register
class ChicagoCitations(Format, name="chicago", version="2"):
    """Blocks that are Chicago-style citations, topics from the enclosing headings."""

    def detect(self, doc: Document) -> float:
        found = 0
        for _, tok in walk_inlines(doc.tokens):
            # Quotes survive in the raw inline text: most blocks are ruled out without rendering them.
            found += any(q in tok.content for q in _QUOTES) and is_citation(plain_text(tok))
            if found >= _SATURATED:  # the score is 1.0 from here on
                break
        return count_score(found, _MIN_CITATIONS)

    def extract(self, doc: Document) -> Extraction:
        papers, skipped = extract_papers(doc)
        return Extraction(doc.stem, doc.path, doc.title, self.name, papers, skipped=skipped)
