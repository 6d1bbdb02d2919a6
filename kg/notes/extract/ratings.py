"""OpenReview rating pages (``iclr-2024-ratings.md``): numbered paper blocks and venue statistics.

    ## Speech(or audio)-related paper list (rating >= 6.5)
    ### [1 / 19] Large Language Models are Efficient Learners of Noise-Robust Speech Recognition
    Link: [https://openreview.net/forum?id=ceATjGPTUD](...)
    Average rating: 8.0
    Ratings: [8, 10, 6, 8]
    Keywords: Large language models, automatic speech recognition
    <details><summary>Abstract</summary>
    > Recent advances in ...
    </details>

The page also opens with HTML tables (rating quantiles, top keywords) that describe the
venue edition: they become :class:`Statistic` records, never papers.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

from markdown_it.token import Token

from kg.ids import openreview_id
from kg.keys import fold
from kg.notes.extract import Format, register
from kg.notes.markdown import Heading, line_of, links, plain_text, tables_of
from kg.notes.read import Document
from kg.notes.venues import find_edition
from kg.records import Extraction, Mention, Paper, Skip, Statistic, VenueEdition

#: ``[3 / 19] Title`` — the heading of one paper block.
_NUMBERED = re.compile(r"^\[\s*(\d+)\s*/\s*(\d+)\s*\]\s*(?P<title>.*)$")
#: ``Name: value`` lines of a block (one per paragraph in the note, but a paragraph may hold several).
_FIELD = re.compile(r"^\s*(?P<name>link|average rating|ratings|keywords)\s*:\s*(?P<value>.*)$", re.IGNORECASE)
_NUMBER = re.compile(r"[-+]?\d+(?:\.\d+)?")
_URL = re.compile(r"https?://[^\s)\]>]+")
_ABSTRACT_SUMMARY = re.compile(r"<summary>\s*abstract\s*</summary>", re.IGNORECASE)
_DETAILS_END = re.compile(r"</details>", re.IGNORECASE)
#: A list heading: the topic, then "-related paper list", then a qualifier such as "(rating >= 6.5)".
_LIST_HEADING = re.compile(
    r"^(?P<name>.*?)[\s-]*(?:related\s+)?papers?(?:\s+list)?(?:\s*\([^()]*\))?\s*$", re.IGNORECASE
)
#: "Speech(or audio)", "Speech / audio", "Speech or audio": alternatives naming one topic.
_ALTERNATIVES = re.compile(r"\s*\(\s*or\s+|\s*/\s*|\s+or\s+", re.IGNORECASE)
#: List names that say how much is listed, not what about.
_NOT_TOPICS = frozenset({"", "all", "complete", "entire", "full", "misc", "other", "others", "whole"})
_MINOR_WORDS = frozenset({"a", "an", "and", "for", "in", "of", "on", "or", "the", "to", "with"})
#: Venue tables by their first column header: the statistic kind and whether row order is a rank.
_TABLE_KINDS: dict[str, tuple[str, bool]] = {
    "quantile": ("rating-quantile", False),
    "keyword": ("keyword-count", True),
}


@dataclass(frozen=True)
class _Section:
    """A heading, the headings enclosing it (outermost first) and the block tokens up to the next heading."""

    heading: Heading
    parents: tuple[Heading, ...]
    body: tuple[Token, ...]


def _sections(tokens: list[Token]) -> list[_Section]:
    """Split a token stream at headings (content before the first heading is dropped)."""
    sections: list[_Section] = []
    stack: list[Heading] = []
    body: list[Token] = []
    level: int | None = None
    for tok in tokens:
        if tok.type == "heading_open":
            if stack:
                sections.append(_Section(stack[-1], tuple(stack[:-1]), tuple(body)))
            body, level = [], int(tok.tag[1])
        elif tok.type == "inline" and level is not None:
            stack = [h for h in stack if h.level < level]
            stack.append(Heading(level, plain_text(tok), line_of(tok)))
            level = None
        elif tok.type != "heading_close":
            body.append(tok)
    if stack:
        sections.append(_Section(stack[-1], tuple(stack[:-1]), tuple(body)))
    return sections


def parse_scores(text: str) -> tuple[Decimal, ...]:
    """Every number of a ratings list, in order, repeats kept.

    >>> parse_scores("[8, 8.0, 6, 8]")
    (Decimal('8'), Decimal('8.0'), Decimal('6'), Decimal('8'))
    >>> parse_scores("[]")
    ()
    """
    return tuple(Decimal(n) for n in _NUMBER.findall(text))


def parse_keywords(text: str) -> tuple[str, ...]:
    """Comma-separated author keywords, stripped, case kept, empties dropped.

    A full stop closing the list is punctuation, not part of the last keyword
    (unless that keyword is an abbreviation with inner dots, such as "U.S.").

    >>> parse_keywords(" MIA, Diffusion Model ,, Text-To-Speech ")
    ('MIA', 'Diffusion Model', 'Text-To-Speech')
    >>> parse_keywords("Monte Carlo, Generative Models.")
    ('Monte Carlo', 'Generative Models')
    """
    keywords = [k.strip() for k in text.split(",") if k.strip()]
    if keywords and keywords[-1].endswith(".") and "." not in keywords[-1][:-1]:
        keywords[-1] = keywords[-1][:-1].rstrip()
    return tuple(k for k in keywords if k)


def _title_case(text: str) -> str:
    words = text.split()
    return " ".join(
        w[:1].upper() + w[1:] if w.islower() and (i == 0 or w not in _MINOR_WORDS) else w
        for i, w in enumerate(words)
    )


def _preferred_number(name: str, vocabulary: Counter[str]) -> str:
    """The singular or the plural of ``name``, whichever the note's own keywords use more (singular on ties)."""
    if name.lower().endswith("s"):
        return name
    plural = name + ("es" if re.search(r"(?:x|ch|sh)$", name, re.IGNORECASE) else "s")
    return plural if vocabulary[fold(plural)] > vocabulary[fold(name)] else name


def topic_name(heading: str, vocabulary: Counter[str] | None = None) -> str | None:
    """The topic a list heading names, or None for lists that are not about a topic.

    The "-related paper list (...)" tail is dropped, alternatives join with "/", and a
    noun takes the plural when the note's keyword ``vocabulary`` (folded keyword -> uses)
    says so, so the topic meets the keyword of the same name.

    >>> topic_name("Speech(or audio)-related paper list (rating >= 6.5)")
    'Speech/Audio'
    >>> topic_name("Generative model-related paper list (rating >= 6.5)", Counter({"generative models": 86}))
    'Generative Models'
    >>> topic_name("Generative model-related paper list (rating >= 6.5)")
    'Generative Model'
    >>> topic_name("Full Paper list") is None, topic_name("NLP papers")
    (True, 'NLP')
    """
    vocabulary = vocabulary if vocabulary is not None else Counter()
    match = _LIST_HEADING.match(heading.strip())
    name = match.group("name") if match else heading.strip()
    if fold(name) in _NOT_TOPICS:
        return None
    parts = [p.strip(" ()-") for p in _ALTERNATIVES.split(name)]
    labels = [_title_case(_preferred_number(p, vocabulary)) for p in parts if p.strip(" ()-")]
    return "/".join(labels) or None


def _number(text: str) -> Decimal | None:
    try:
        value = Decimal(text.replace(",", ""))
    except InvalidOperation:
        return None
    return value if value.is_finite() else None


def _statistics(
    doc: Document, sections: list[_Section], venue: VenueEdition | None
) -> tuple[list[Statistic], list[Skip]]:
    stats: list[Statistic] = []
    skipped: list[Skip] = []
    for section in sections:
        for table in tables_of(section.body, html=True):
            header = next((r for r in table if r.header), None)
            kind = _TABLE_KINDS.get(fold(header.cells[0])) if header else None
            mention = Mention(doc.stem, table[0].line)
            if kind is None:
                skipped.append(Skip(mention, f"table under '{section.heading.text}' is not a known statistic"))
                continue
            if venue is None:
                skipped.append(Skip(mention, "statistics table but no venue edition in the document title"))
                continue
            rows = [r for r in table if not r.header]
            for rank, row in enumerate(rows, start=1):
                value = _number(row.cells[1]) if len(row.cells) >= 2 else None
                if value is None or not row.cells[0]:
                    skipped.append(Skip(Mention(doc.stem, row.line), f"table row {list(row.cells)} has no value"))
                    continue
                stats.append(
                    Statistic(Mention(doc.stem, row.line), venue, kind[0], row.cells[0], value,
                              rank if kind[1] else None)
                )
    return stats, skipped


def _field_lines(tok: Token) -> Iterator[tuple[str, str]]:
    """``(field name lower-cased, value)`` for each field line of one paragraph."""
    for line in tok.content.splitlines():
        match = _FIELD.match(line)
        if match:
            yield match.group("name").lower(), match.group("value").strip()


def _abstract(body: tuple[Token, ...]) -> str | None:
    """Text between ``<details><summary>Abstract</summary>`` and ``</details>`` (paragraphs kept apart)."""
    opens = (i for i, t in enumerate(body) if t.type == "html_block" and _ABSTRACT_SUMMARY.search(t.content))
    start = next(opens, None)
    if start is None:
        return None
    # Without a blank line after </summary> the whole abstract sits inside the one HTML block.
    tail = _DETAILS_END.split(_ABSTRACT_SUMMARY.split(body[start].content, maxsplit=1)[1])[0]
    paragraphs = [" ".join(line.lstrip(">").strip() for line in tail.splitlines()).strip()]
    if not _DETAILS_END.search(body[start].content):
        for tok in body[start + 1 :]:
            if tok.type == "html_block" and _DETAILS_END.search(tok.content):
                break
            if tok.type == "inline":
                paragraphs.append(plain_text(tok))
    text = "\n\n".join(p for p in paragraphs if p)
    return text or None


@dataclass(frozen=True)
class _Block:
    line: int
    title: str
    topic_heading: str | None
    fields: dict[str, str]
    urls: tuple[str, ...]
    abstract: str | None


def _block(section: _Section, doc_title: str | None) -> _Block | None:
    match = _NUMBERED.match(section.heading.text)
    if match is None:
        return None
    fields: dict[str, str] = {}
    urls: list[str] = []
    for tok in section.body:
        if tok.type != "inline":
            continue
        for name, value in _field_lines(tok):
            fields.setdefault(name, value)
            if name == "link":
                urls.extend(_URL.findall(value))
                urls.extend(links(tok))
    parents = [h for h in section.parents if not (h.level == 1 and h.text == doc_title)]
    topic = parents[-1].text if parents else None
    title = match.group("title").strip()
    return _Block(section.heading.line, title, topic, fields, tuple(urls), _abstract(section.body))


def _vocabulary(stats: Iterable[Statistic], blocks: Iterable[_Block]) -> Counter[str]:
    """Folded keyword -> how often the note uses it (table counts plus one per paper)."""
    vocabulary: Counter[str] = Counter()
    for stat in stats:
        if stat.kind == "keyword-count":
            vocabulary[fold(stat.label)] += int(stat.value)
    for block in blocks:
        vocabulary.update(fold(k) for k in parse_keywords(block.fields.get("keywords", "")))
    return vocabulary


@register
class OpenReviewRatings(Format, name="ratings", version="1"):
    """Numbered ``[i / N]`` paper blocks with rating lines, and the venue's rating/keyword tables."""

    def detect(self, doc: Document) -> float:
        """Share of evidence that ``doc`` is a rating page: numbered headings followed by rating lines.

        >>> from kg.notes.read import parse
        >>> OpenReviewRatings().detect(parse("### [1 / 1] A\\n\\nRatings: [6, 8]\\n", "n.md", "n"))
        0.6
        >>> OpenReviewRatings().detect(parse("### A\\n\\nRatings: [6, 8]\\n", "n.md", "n"))
        0.0
        """
        found = 0
        for section in _sections(doc.tokens):
            if not _NUMBERED.match(section.heading.text):
                continue
            names = {n for t in section.body if t.type == "inline" for n, _ in _field_lines(t)}
            found += bool(names & {"ratings", "average rating"})
        return 0.0 if found == 0 else min(1.0, round(0.5 + found / 10, 2))

    def extract(self, doc: Document) -> Extraction:
        """Papers of every numbered block (one per listing) and the venue statistics.

        >>> from kg.notes.read import parse
        >>> ex = OpenReviewRatings().extract(parse(
        ...     "# ICLR 2024 Ratings\\n## NLP-related paper list\\n### [1 / 1] A Paper\\n\\n"
        ...     "Average rating: 7.0\\n\\nRatings: [8, 6]\\n", "n.md", "n"))
        >>> p = ex.papers[0]
        >>> p.title, p.topics, p.reviews, p.average_rating, p.venue.label, p.year
        ('A Paper', (('NLP',),), (Decimal('8'), Decimal('6')), Decimal('7.0'), 'ICLR 2024', 2024)
        """
        venue = find_edition(doc.title or "")
        sections = _sections(doc.tokens)
        stats, skipped = _statistics(doc, sections, venue)
        blocks = [b for b in (_block(s, doc.title) for s in sections) if b is not None]
        vocabulary = _vocabulary(stats, blocks)
        papers: list[Paper] = []
        for block in blocks:
            mention = Mention(doc.stem, block.line)
            if not block.title:
                skipped.append(Skip(mention, "numbered paper block with no title"))
                continue
            topic = topic_name(block.topic_heading, vocabulary) if block.topic_heading else None
            average = _NUMBER.search(block.fields.get("average rating", ""))
            papers.append(
                Paper(
                    mention=mention,
                    title=block.title,
                    year=venue.year if venue else None,
                    venue=venue,
                    openreview_id=next(filter(None, map(openreview_id, block.urls)), None),
                    topics=((topic,),) if topic else (),
                    keywords=parse_keywords(block.fields.get("keywords", "")),
                    abstract=block.abstract,
                    reviews=parse_scores(block.fields.get("ratings", "")),
                    average_rating=Decimal(average.group()) if average else None,
                )
            )
        return Extraction(
            doc.stem, doc.path, doc.title, self.name, tuple(papers),
            statistics=tuple(stats), skipped=tuple(skipped),
        )
