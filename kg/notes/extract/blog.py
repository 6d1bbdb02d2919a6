"""Conference blog posts: prose under section headings such as "Best Papers" or "Tutorials".

The format of ``icml-2024-highlights.md`` (a post by one author, one per conference)::

    # ICML 2024: Physics of LLMs a Star of the Show
    ## Tutorials: Re-thinking the Physics of Language Models
    One of the standout tutorials, [Physics of Language Models](https://icml.cc/virtual/2024/tutorial/35223), ...
    ### Knowledge Storage, Extraction, and Data Quality      <- a point of the tutorial, not a paper
    ... available in three parts: [Knowledge Storage and Extraction](https://arxiv.org/html/2309.14316v3), ...
    ## Best Papers: Innovations in Generative Modeling
    ### VideoPoet: A Large Language Model for Zero-Shot Video Generation      <- a paper
    _Fig. 3. ... ([Source Link](https://arxiv.org/pdf/2312.14125))_

What a post gives, decided here:

- The venue edition is named by the document title (``kg.notes.venues.find_edition``).
- A heading ``Label: Subject`` (or just ``Label``) is a *section* when Label is one of the
  words of ``kg/notes/data/blog_sections.json`` (an award, an event kind, or "Paper"); other
  headings ("Concluding Thoughts", the points of a tutorial) give nothing.
- Award and paper sections: each heading one level deeper is a paper (title = heading
  text); a section without sub-headings is itself one paper titled by its Subject
  (``### Paper: Audio Flamingo 3``). Award papers get the award, papers get the venue and
  year. Ids come from the links in the paper's own section that credit a figure ("Source
  Link") or whose text matches the title, and from a link in the heading.
  The topic is the Subject of the enclosing section ("Innovations in Generative Modeling");
  a bare "Best Papers" gives no topic, since an award is not a subject.
- Event sections (tutorial, talk, keynote, panel): sub-headings that are links are one event
  each (``### [Watermarking for LLMs](https://neurips.cc/virtual/2024/tutorial/99521)``);
  otherwise the section is one event named by the first link in it whose text matches the
  Subject or whose URL is a page of that event kind (``/tutorial/``), else by the Subject.
  Papers the event links to (arXiv, OpenReview) are its parts: title = link text, no venue
  (a preprint a tutorial builds on is not a paper of the conference), topic = the Subject.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from markdown_it.token import Token

from kg.ids import arxiv_id, openreview_id
from kg.keys import fold
from kg.notes.datafiles import load_json
from kg.notes.extract import Format, register
from kg.notes.markdown import line_of, named_links, plain_text
from kg.notes.read import Document
from kg.notes.venues import find_edition
from kg.records import Event, Extraction, LinkRole, Mention, Paper, Skip, VenueEdition

#: Label and subject of a heading: "Best Papers: Innovations in Generative Modeling".
_LABELLED = re.compile(r"^(?P<label>[^:]{2,40}?)\s*(?::\s*(?P<subject>.+))?$")
#: Prose paragraphs have at least this many words; shorter blocks are captions or list lines.
_PROSE_WORDS = 25
#: A link text this short matching a title by containment is too weak to take an id from it.
_MIN_MATCH = 8


@dataclass(frozen=True)
class Words:
    """The section words of ``kg/notes/data/blog_sections.json``, keyed by folded singular label."""

    awards: dict[str, str]
    events: dict[str, str]
    papers: frozenset[str]
    closing: frozenset[str]
    credit: frozenset[str]
    url_hints: dict[str, str]


def _key(label: str) -> str:
    """Folded singular form of a label: case, punctuation and a final "s" ignored.

    >>> _key("Best Papers"), _key("Invited  Talks"), _key("tutorial")
    ('best paper', 'invited talk', 'tutorial')
    """
    folded = fold(label)
    return folded[:-1] if folded.endswith("s") else folded


@lru_cache(maxsize=1)
def words() -> Words:
    """The section words, read once from the package data.

    >>> words().awards["best paper"], words().events["tutorial"]
    ('Best Paper', 'tutorial')
    """
    table: dict[str, Any] = load_json("data/blog_sections.json")
    return Words(
        awards={_key(alias): award for award, aliases in table["awards"].items() for alias in aliases},
        events={_key(alias): kind for kind, aliases in table["events"].items() for alias in aliases},
        papers=frozenset(map(_key, table["papers"])),
        closing=frozenset(map(_key, table["closing"])),
        credit=frozenset(map(_key, table["credit"])),
        url_hints=dict(table["event_url_hints"]),
    )


@dataclass(frozen=True)
class Label:
    """What a section heading announces: ``kind`` is "award", "paper" or an event kind."""

    kind: str
    value: str
    subject: str | None


def classify(heading: str) -> Label | None:
    """The section a heading announces, or None for a plain prose heading.

    >>> classify("Best Papers: Innovations in Generative Modeling")
    Label(kind='award', value='Best Paper', subject='Innovations in Generative Modeling')
    >>> classify("Tutorials")
    Label(kind='tutorial', value='tutorial', subject=None)
    >>> classify("Paper: Audio Flamingo 3")
    Label(kind='paper', value='Paper', subject='Audio Flamingo 3')
    >>> classify("Concluding Thoughts") is None
    True
    """
    match = _LABELLED.match(heading.strip())
    if not match:
        return None
    key = _key(match.group("label"))
    subject = (match.group("subject") or "").strip() or None
    table = words()
    if key in table.awards:
        return Label("award", table.awards[key], subject)
    if key in table.events:
        return Label(table.events[key], table.events[key], subject)
    if key in table.papers:
        return Label("paper", "Paper", subject)
    return None


def is_credit(text: str) -> bool:
    """Whether a link text only credits a figure ("Source Link") rather than naming something.

    >>> is_credit("Source Link"), is_credit("Physics of Language Models")
    (True, False)
    """
    return _key(text) in words().credit


def _paper_ids(url: str) -> tuple[str | None, str | None]:
    return arxiv_id(url), openreview_id(url)


def _matches(text: str, other: str) -> bool:
    """Whether two names are one inside the other once folded (a short name stands for a title)."""
    a, b = fold(text), fold(other)
    return len(min(a, b, key=len)) >= _MIN_MATCH and (a in b or b in a)


@dataclass(frozen=True)
class Section:
    """One heading and the inline blocks up to the next heading of the same or a higher level."""

    level: int
    text: str
    line: int
    heading: Token
    body: tuple[Token, ...]
    children: tuple[Section, ...]

    def links(self) -> Iterator[tuple[str, str, int]]:
        """``(text, url, line)`` of every link in the section, heading first, sub-sections included."""
        for text, url in named_links(self.heading):
            yield text, url, self.line
        for tok in self.body:
            for text, url in named_links(tok):
                yield text, url, line_of(tok)
        for child in self.children:
            yield from child.links()


def sections(tokens: list[Token]) -> list[Section]:
    """The heading tree of a token stream: top-level sections, each with its sub-sections.

    >>> from kg.notes.read import parse
    >>> tree = sections(parse("# T\\n## A\\ntext\\n### B\\nmore\\n## C\\n", "n.md", "n").tokens)
    >>> [(s.text, [c.text for c in s.children]) for s in tree[0].children]
    [('A', ['B']), ('C', [])]
    """
    flat: list[tuple[int, Token, list[Token]]] = []
    pending: int | None = None
    for tok in tokens:
        if tok.type == "heading_open":
            pending = int(tok.tag[1])
        elif tok.type == "inline" and pending is not None:
            flat.append((pending, tok, []))
            pending = None
        elif tok.type == "inline" and flat:
            flat[-1][2].append(tok)
    built, _ = _nest(flat, 0, 0)
    return built


def _nest(flat: list[tuple[int, Token, list[Token]]], start: int, above: int) -> tuple[list[Section], int]:
    """Sections from ``flat[start:]`` deeper than level ``above``; returns them and where they end."""
    out: list[Section] = []
    i = start
    while i < len(flat) and flat[i][0] > above:
        level, heading, body = flat[i]
        children, i = _nest(flat, i + 1, level)
        out.append(Section(level, plain_text(heading), line_of(heading), heading, tuple(body), tuple(children)))
    return out, i


def _walk(tree: list[Section] | tuple[Section, ...]) -> Iterator[Section]:
    for section in tree:
        yield section
        yield from _walk(section.children)


class _Builder:
    """Collects the records of one document while its sections are visited."""

    def __init__(self, doc: Document, venue: VenueEdition | None) -> None:
        self.doc, self.venue = doc, venue
        self.papers: list[Paper] = []
        self.events: list[Event] = []
        self.skipped: list[Skip] = []

    def mention(self, line: int) -> Mention:
        return Mention(self.doc.stem, line)

    def visit(self, tree: list[Section] | tuple[Section, ...]) -> None:
        """Read every labelled section; unlabelled ones are only searched for labelled sub-sections."""
        for section in tree:
            label = classify(section.text)
            if label is None:
                self.visit(section.children)
            elif label.kind in ("award", "paper"):
                self.paper_section(section, label)
            else:
                self.event_section(section, label)

    def paper_section(self, section: Section, label: Label) -> None:
        award = (label.value,) if label.kind == "award" else ()
        if section.children:
            topic = ((label.subject,),) if label.subject else ()
            for child in section.children:
                inner = classify(child.text)
                title = inner.subject if inner and inner.kind in ("award", "paper") and inner.subject else child.text
                self.paper(child, title, award, topic)
        elif label.subject:
            self.paper(section, label.subject, award, ())
        else:
            self.skipped.append(Skip(self.mention(section.line), f"section {section.text!r} names no paper"))

    def paper(
        self, section: Section, title: str, awards: tuple[str, ...], topics: tuple[tuple[str, ...], ...]
    ) -> None:
        arxiv: list[str] = []
        openreview: list[str] = []
        pages: list[str] = []
        in_heading = named_links(section.heading)
        for text, url, _ in section.links():
            own = (text, url) in in_heading or text == title or _matches(text, title)
            if not (own or is_credit(text)):
                continue
            a, o = _paper_ids(url)
            arxiv += [a] if a else []
            openreview += [o] if o else []
            if not (a or o) and own and url.startswith("http"):
                pages.append(url)
        for ids, kind in ((arxiv, "arXiv"), (openreview, "OpenReview")):
            if len(set(ids)) > 1:
                self.skipped.append(Skip(
                    self.mention(section.line), f"{title!r}: several {kind} ids {sorted(set(ids))}, kept {ids[0]}"))
        self.papers.append(Paper(
            mention=self.mention(section.line),
            title=title,
            year=self.venue.year if self.venue else None,
            venue=self.venue,
            arxiv_id=arxiv[0] if arxiv else None,
            openreview_id=openreview[0] if openreview else None,
            topics=topics,
            links=tuple((LinkRole.PAGE, url) for url in dict.fromkeys(pages)),
            awards=awards,
        ))

    def event_section(self, section: Section, label: Label) -> None:
        linked = [c for c in section.children if named_links(c.heading)]
        if linked:
            topic = ((label.subject,),) if label.subject else ()
            for child in linked:
                text, href = named_links(child.heading)[0]
                self.event(child, label.kind, child.text or text, href, topic)
            return
        hint = words().url_hints.get(label.kind)
        named = [(t, u) for t, u, _ in section.links() if t and not is_credit(t) and _paper_ids(u) == (None, None)]
        by_name = [(t, u) for t, u in named if (hint and hint in u) or (label.subject and _matches(t, label.subject))]
        hinted = [u for _, u, _ in section.links() if hint and hint in u]
        title = by_name[0][0] if by_name else label.subject
        if not title:
            self.skipped.append(Skip(self.mention(section.line), f"section {section.text!r} names no {label.kind}"))
            return
        url = hinted[0] if hinted else (by_name[0][1] if by_name else None)
        topic = ((label.subject,),) if label.subject else ()
        self.event(section, label.kind, title, url, topic)

    def event(
        self, section: Section, kind: str, title: str, url: str | None, topics: tuple[tuple[str, ...], ...]
    ) -> None:
        parts: list[int] = []
        seen: set[tuple[str | None, str | None]] = set()
        for text, link, line in section.links():
            ids = _paper_ids(link)
            if ids == (None, None) or ids in seen or is_credit(text):
                continue
            seen.add(ids)
            parts.append(len(self.papers))
            self.papers.append(Paper(
                mention=self.mention(line),
                title=text or None,
                arxiv_id=ids[0],
                openreview_id=ids[1],
                topics=topics,
            ))
        self.events.append(Event(self.mention(section.line), kind, title, self.venue, url, tuple(parts)))


def _block_stats(tokens: list[Token]) -> tuple[int, int, int, int]:
    """Counts of (text blocks, prose paragraphs, list items, list items holding a link)."""
    blocks = prose = items = linked = 0
    depth = 0
    in_heading = False
    for tok in tokens:
        if tok.type in ("bullet_list_open", "ordered_list_open", "blockquote_open", "table_open"):
            depth += 1
        elif tok.type in ("bullet_list_close", "ordered_list_close", "blockquote_close", "table_close"):
            depth -= 1
        elif tok.type in ("heading_open", "heading_close"):
            in_heading = tok.type == "heading_open"
        elif tok.type == "list_item_open":
            items += 1
        elif tok.type == "inline" and not in_heading:
            blocks += 1
            has_link = any(c.type == "link_open" for c in tok.children or ())
            if depth == 0 and len(plain_text(tok).split()) >= _PROSE_WORDS:
                prose += 1
            elif depth > 0 and has_link:
                linked += 1
    return blocks, prose, items, linked


@register
class BlogPost(Format, name="blog", version="1"):
    """Prose posts on a conference: award papers, tutorials and talks under labelled headings."""

    def detect(self, doc: Document) -> float:
        """High for prose with award/tutorial/talk section headings, low for lists of papers.

        >>> from kg.notes.read import parse
        >>> prose = "Long prose " * 20
        >>> post = f"# ICML 2024: Notes\\n{prose}\\n## Best Papers\\n### A\\n{prose}\\n## Final Thoughts\\n{prose}\\n"
        >>> BlogPost().detect(parse(post, "n.md", "n")) >= 0.5
        True
        >>> BlogPost().detect(parse("# ICML 2024\\n## Tutorials\\n- [a](u)\\n- [b](v)\\n", "n.md", "n")) < 0.5
        True
        """
        headings = [s.text for s in _walk(sections(doc.tokens)) if s.level > 1]
        labelled = sum(1 for h in headings if classify(h))
        if not labelled:
            return 0.0
        closing = any(_key(h) in words().closing for h in headings)
        blocks, prose, items, linked = _block_stats(doc.tokens)
        prose_share = prose / blocks if blocks else 0.0
        link_share = linked / items if items else 0.0
        score = 0.2 + 0.1 * min(labelled, 3) + 0.1 * closing + 0.4 * prose_share - 0.5 * link_share
        return round(max(0.0, min(1.0, score)), 3)

    def extract(self, doc: Document) -> Extraction:
        """Award papers, paper highlights and events (with the papers they link to) of a post.

        >>> from kg.notes.read import parse
        >>> post = ("# NeurIPS 2024: Notes\\n## Best Papers: Vision\\n### Visual Autoregressive Modeling\\n"
        ...         "_Fig. 1. ([Source Link](https://arxiv.org/pdf/2404.02905))_\\n## Final Thoughts\\nx\\n")
        >>> paper = BlogPost().extract(parse(post, "n.md", "n")).papers[0]
        >>> paper.title, paper.awards, paper.arxiv_id, paper.venue.label, paper.topics
        ('Visual Autoregressive Modeling', ('Best Paper',), '2404.02905', 'NeurIPS 2024', (('Vision',),))
        """
        venue = find_edition(doc.title or "")
        builder = _Builder(doc, venue)
        builder.visit(sections(doc.tokens))
        return Extraction(
            doc.stem, doc.path, doc.title, self.name,
            papers=tuple(builder.papers),
            events=tuple(builder.events),
            skipped=tuple(builder.skipped),
        )
