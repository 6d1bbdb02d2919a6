"""Chicago-style citations, one per block, under topic headings (``icml-2024-orals.md``).

    > Zhao, Stephen, Rob Brekelmans, and Roger Baker Grosse. “Probabilistic
    > Inference in Language Models via Twisted Sequential Monte Carlo,” 2024.
    > [https://openreview.net/forum?id=frA0NNBS1n](...).
"""

from __future__ import annotations

import re

from kg.ids import arxiv_id, openreview_id
from kg.notes.extract import Format, count_score, register
from kg.notes.markdown import Heading, line_of, links, plain_text, walk_inlines
from kg.notes.read import Document
from kg.notes.venues import find_edition
from kg.records import Author, Extraction, Mention, Paper

_CITATION = re.compile(
    r"^(?P<authors>[^“”\"]+?)\.\s+[“\"](?P<title>.+)[”\"]\s*[,.]?\s*(?P<year>(?:19|20)\d\d)?",
)
_ET_AL = re.compile(r",?\s*et\s+al\.?$")
_AUTHOR_SPLIT = re.compile(r",\s*(?:and\s+)?|\s+and\s+|\s*&\s*")
#: Share of candidate blocks that must be citations before the format claims a document.
_MIN_CITATIONS = 3


def parse_authors(text: str) -> tuple[tuple[Author, ...], bool]:
    """Ordered authors of a Chicago author list, first author un-inverted.

    Returns the authors and whether the list is complete (no "et al.").

    >>> authors, complete = parse_authors("Zhao, Stephen, Rob Brekelmans, and Roger Baker Grosse")
    >>> [a.name for a in authors], authors[0].raw, complete
    (['Stephen Zhao', 'Rob Brekelmans', 'Roger Baker Grosse'], 'Zhao, Stephen', True)
    >>> [a.name for a in parse_authors("Kapoor, Sayash, Aspen K. Hopkins, et al.")[0]]
    ['Sayash Kapoor', 'Aspen K. Hopkins']
    >>> parse_authors("Kapoor, Sayash, Aspen K. Hopkins, et al.")[1]
    False
    """
    text = text.strip()
    complete = not _ET_AL.search(text)
    text = _ET_AL.sub("", text).strip().rstrip(".").strip()
    parts = [p.strip() for p in _AUTHOR_SPLIT.split(text) if p.strip()]
    if not parts:
        return (), complete
    if len(parts) >= 2:
        first = Author(name=f"{parts[1]} {parts[0]}", raw=f"{parts[0]}, {parts[1]}")
        rest = parts[2:]
    else:
        first, rest = Author(name=parts[0], raw=parts[0]), []
    return (first, *(Author(name=p, raw=p) for p in rest)), complete


def parse_citation(text: str) -> tuple[str, tuple[Author, ...], bool, int | None] | None:
    """Title, authors, completeness and year of one citation, or None.

    >>> title, authors, complete, year = parse_citation(
    ...     "Liu, Ryan, and Thomas L. Griffiths. “How Do Large Language Models Navigate"
    ...     " Conflicts between Honesty and Helpfulness?,” 2024. https://x")
    >>> title, len(authors), year
    ('How Do Large Language Models Navigate Conflicts between Honesty and Helpfulness?', 2, 2024)
    """
    match = _CITATION.match(text)
    if not match:
        return None
    title = match.group("title").strip().rstrip(",").strip()
    authors, complete = parse_authors(match.group("authors"))
    if not title or not authors:
        return None
    year = int(match.group("year")) if match.group("year") else None
    return title, authors, complete, year


def _topic_path(headings: tuple[Heading, ...]) -> tuple[str, ...]:
    return tuple(h.text for h in headings if h.text)


@register
class ChicagoCitations(Format, name="chicago", version="1"):
    """Blocks that are Chicago-style citations, topics from the enclosing headings."""

    def detect(self, doc: Document) -> float:
        found = sum(1 for _, tok in walk_inlines(doc.tokens) if parse_citation(plain_text(tok)))
        return count_score(found, _MIN_CITATIONS)

    def extract(self, doc: Document) -> Extraction:
        venue = find_edition(doc.title or "")
        papers = []
        for headings, tok in walk_inlines(doc.tokens):
            parsed = parse_citation(plain_text(tok))
            if parsed is None:
                continue
            title, authors, complete, year = parsed
            urls = links(tok)
            path = _topic_path(headings)
            papers.append(
                Paper(
                    mention=Mention(doc.stem, line_of(tok)),
                    title=title,
                    authors=authors,
                    authors_complete=complete,
                    year=year or (venue.year if venue else None),
                    venue=venue,
                    openreview_id=next(filter(None, map(openreview_id, urls)), None),
                    arxiv_id=next(filter(None, map(arxiv_id, urls)), None),
                    topics=(path,) if path else (),
                )
            )
        return Extraction(doc.stem, doc.path, doc.title, self.name, tuple(papers))
