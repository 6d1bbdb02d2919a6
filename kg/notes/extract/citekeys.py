"""Bullet notes with cite keys (``iclr-2025-oral-notes.md``): one paper per bullet, topics from nesting.

    ## Domain
    ### LLM
    - Transfusion [ChuntingZhou2025ICLR](https://openreview.net/forum?id=SI2hI0frk6) combines ... #🧠
    - Training
        - [ZiyueLi2025ICLR+](https://openreview.net/forum?id=eFGQ97z5Cd) investigates ...
          _similar to [[AshishVaswani2017NeurIPS|Transformer]]'s positional embedding_

A bullet whose first line holds a ``[Key](url)`` link is a paper; a bullet without one is a
topic level for the bullets nested under it. The key gives the first author, the year and the
venue; a name written before the key is a method the paper proposes; the rest of the bullet
(continuation lines, further paragraphs, nested key-less bullets) is the summary. ``#🧠``-style
tags are kept apart. Other cite keys in a paper's text (``Related: [Key](url)``, wiki links
``[[Key|Alias]]``) become reference papers the paper is related to.

First authors from keys (the key is the name with spaces removed, then year and venue):

- camel-case words split: ``ChuntingZhou`` -> "Chunting Zhou", ``NguyenNhatMinh`` -> "Nguyen Nhat Minh";
- a single capital is an initial: ``TKonstantinRusch`` -> "T. Konstantin Rusch", ``AndyKZhang`` -> "Andy K. Zhang";
- a run of two capitals before another word is two initials: ``RDLin`` -> "R. D. Lin";
- any other run of capitals is a word written in capitals, shown capitalized: ``BadrMOUFAD`` ->
  "Badr Moufad"; an all-capitals key cannot be split into words: ``XIANGYUPENG`` -> "Xiangyupeng";
- a lower-case start is capitalized: ``zhengruiXu`` -> "Zhengrui Xu".

Known limit: lower-case particles are glued to the word before them (``ArthurdaCunha`` -> "Arthurda
Cunha"); ``Author.raw`` always keeps the key as printed, so nothing is lost.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from markdown_it.token import Token

from kg.ids import arxiv_id, openreview_id
from kg.notes.extract import Format, count_score, register
from kg.notes.markdown import line_of, plain_text
from kg.notes.read import Document
from kg.notes.venues import find_edition
from kg.records import Author, Extraction, LinkRole, Mention, Method, Paper, Relation, Skip, VenueEdition

_KEY = re.compile(r"(?P<name>[^\W\d_]{2,}?)(?P<year>(?:19|20)\d\d)(?P<venue>[A-Z][^\W\d_]*)(?P<flag>\+{0,2})")
# Cite-key links are replaced by \x00<index>\x00 in flattened text, so positions and lines survive.
_PLACEHOLDER = re.compile(r"\x00(\d+)\x00")
_WIKI = re.compile(r"\[\[(?P<target>[^\]|#]+)(?:#[^\]|]*)?(?:\|(?P<alias>[^\]]+))?\]\]")
# Obsidian tags: "#" at a word start, not purely numeric ("#1" is not a tag).
_TAG = re.compile(r"(?<!\S)#(?!\d+(?:\s|$))(?P<tag>[^\s#]+)")
# "Related: [Key](url), [Key](url)" is said by the relations; the summary drops it.
_RELATED = re.compile(r"\b(?:related|see also)\s*:\s*(?:\x00\d+\x00[\s,;]*(?:and\s+)?)+", re.IGNORECASE)
_NAME_ALT = re.compile(r"^(?P<name>.+?)\s*\((?P<alt>[^()]+)\)$")
_ATTACHED_ALT = re.compile(r"^\((?P<alt>[^()]+)\)")
#: More words than this before a key are prose, not a method name.
_MAX_NAME_WORDS = 8
#: Key bullets needed before the format claims a document.
_MIN_KEY_BULLETS = 3


@dataclass(frozen=True)
class CiteKey:
    """A parsed cite key: ``ChuntingZhou2025ICLR+`` -> name, year, venue text, flag."""

    key: str
    name: str
    year: int
    venue: str
    flag: str

    @property
    def edition(self) -> VenueEdition | None:
        """The venue edition the key names, spelled as :mod:`kg.notes.venues` spells the series.

        >>> parse_key("TianweiYin2024NeurIPS").edition
        VenueEdition(series='NeurIPS', year=2024)
        >>> parse_key("DavidERumelhart1986Memo").edition is None
        True
        """
        return find_edition(f"{self.venue} {self.year}")


def parse_key(text: str) -> CiteKey | None:
    """The cite key a link text is, or None.

    The ``+``/``++`` suffix stays part of the key: the scraper that made these
    keys appends it to tell apart papers by the same first author at the same
    venue (``ZiyueLi2025ICLR`` and ``ZiyueLi2025ICLR+`` are different papers),
    so dropping it would merge distinct papers. It is also kept as a note flag.

    >>> k = parse_key("YimingZhang2025ICLR++")
    >>> k.key, k.name, k.year, k.venue, k.flag
    ('YimingZhang2025ICLR++', 'YimingZhang', 2025, 'ICLR', '++')
    >>> parse_key("OpenReview") is None, parse_key("ICLR2025") is None
    (True, True)
    """
    match = _KEY.fullmatch(text.strip())
    if not match:
        return None
    key = match.group("name") + match.group("year") + match.group("venue") + (match.group("flag") or "")
    return CiteKey(key, match.group("name"), int(match.group("year")), match.group("venue"), match.group("flag"))


def _camel_words(name: str) -> list[str]:
    words: list[str] = []
    current = ""
    for i, ch in enumerate(name):
        following = name[i + 1] if i + 1 < len(name) else ""
        # A word starts at a capital after a lower-case letter, or at the last capital of a
        # capital run that goes on in lower case ("AndyKZhang" -> Andy, K, Zhang).
        if current and ch.isupper() and (current[-1].islower() or following.islower()):
            words.append(current)
            current = ""
        current += ch
    return [*words, current] if current else words


def display_name(name: str) -> str:
    """A person's name, first name first, from the name part of a cite key (rules in the module doc).

    >>> [display_name(n) for n in ("ChuntingZhou", "TKonstantinRusch", "NguyenNhatMinh", "AndyKZhang")]
    ['Chunting Zhou', 'T. Konstantin Rusch', 'Nguyen Nhat Minh', 'Andy K. Zhang']
    >>> [display_name(n) for n in ("BadrMOUFAD", "XIANGYUPENG", "zhengruiXu", "RDLin", "MohamedElAmineBoudjoghra")]
    ['Badr Moufad', 'Xiangyupeng', 'Zhengrui Xu', 'R. D. Lin', 'Mohamed El Amine Boudjoghra']
    """
    words = _camel_words(name)
    shown: list[str] = []
    for i, word in enumerate(words):
        last = i == len(words) - 1
        if len(word) == 1 or (len(word) == 2 and word.isupper() and not last):
            shown.extend(f"{letter.upper()}." for letter in word)
        elif word.isupper():
            shown.append(word.capitalize())
        else:
            shown.append(word[0].upper() + word[1:])
    return " ".join(shown)


def first_author(key: CiteKey) -> Author:
    """The first author a key names; ``raw`` is the key as printed.

    >>> first_author(parse_key("ChuntingZhou2025ICLR+"))
    Author(name='Chunting Zhou', raw='ChuntingZhou2025ICLR+')
    """
    return Author(name=display_name(key.name), raw=key.key)


@dataclass(frozen=True)
class _KeyLink:
    key: CiteKey
    url: str


def flatten(inline: Token) -> tuple[str, tuple[_KeyLink, ...]]:
    """Visible text of an inline token with ``\\n`` for line breaks and cite-key links as placeholders.

    >>> from kg.notes.read import parse
    >>> text, keys = flatten(parse("A [AnnaLi2024ICML](https://x) _b_\\n[c](https://y)", "n.md", "n").tokens[1])
    >>> text, keys[0].key.key, keys[0].url
    ('A \\x000\\x00 b\\nc', 'AnnaLi2024ICML', 'https://x')
    """
    parts: list[str] = []
    keys: list[_KeyLink] = []
    children = inline.children or []
    i = 0
    while i < len(children):
        child = children[i]
        if child.type == "link_open":
            end = next((j for j in range(i + 1, len(children)) if children[j].type == "link_close"), len(children))
            label = "".join(c.content for c in children[i + 1 : end] if c.type in ("text", "code_inline"))
            key = parse_key(label)
            if key is not None:
                parts.append(f"\x00{len(keys)}\x00")
                keys.append(_KeyLink(key, str(child.attrs.get("href", ""))))
            else:
                parts.append(label)
            i = end + 1
            continue
        if child.type in ("text", "code_inline"):
            parts.append(child.content)
        elif child.type in ("softbreak", "hardbreak"):
            parts.append("\n")
        i += 1
    return "".join(parts), tuple(keys)


def _clean_lines(text: str) -> list[str]:
    return [" ".join(line.split()) for line in text.split("\n") if line.split()]


def split_name(text: str) -> tuple[Method | None, str]:
    """The method named before a key (``Name (Alt)`` gives an alternative name), else None and the text.

    >>> split_name("KAN (Kolmogorov-Arnold Networks) ")
    (Method(name='KAN', alt_names=('Kolmogorov-Arnold Networks',)), '')
    >>> split_name("Transfusion")
    (Method(name='Transfusion', alt_names=()), '')
    >>> split_name("")
    (None, '')
    """
    name = " ".join(text.split()).rstrip(":–—-,").strip()
    if not name or len(name.split()) > _MAX_NAME_WORDS:
        return None, text
    match = _NAME_ALT.match(name)
    if match:
        return Method(match.group("name"), (match.group("alt").strip(),)), ""
    return Method(name), ""


@dataclass
class _Draft:
    """A paper bullet being read: its own fields and the text gathered so far."""

    line: int
    key: _KeyLink
    topics: tuple[str, ...]
    method: Method | None
    summary: list[str] = field(default_factory=list)
    tags: list[str] = field(default_factory=list)

    def paper(self, stem: str) -> Paper:
        return replace(
            reference(self.key.key, self.key.url, Mention(stem, self.line)),
            reference=False,
            topics=(self.topics,) if self.topics else (),
            tags=tuple(dict.fromkeys(self.tags)),
            summary="\n".join(self.summary) or None,
            proposes=(self.method,) if self.method else (),
        )


def reference(key: CiteKey, url: str | None, mention: Mention) -> Paper:
    """A paper the note only points to, known by its cite key (and the link's OpenReview id).

    >>> ref = reference(parse_key("KaimingHe2016CVPR"), None, Mention("n", 3))
    >>> ref.reference, ref.cite_key, ref.authors[0].name, ref.venue, ref.openreview_id
    (True, 'KaimingHe2016CVPR', 'Kaiming He', VenueEdition(series='CVPR', year=2016), None)
    """
    forum, arxiv = (openreview_id(url), arxiv_id(url)) if url else (None, None)
    return Paper(
        mention=mention,
        authors=(first_author(key),),
        authors_complete=False,
        year=key.year,
        venue=key.edition,
        openreview_id=forum,
        arxiv_id=arxiv,
        cite_key=key.key,
        flags=(key.flag,) if key.flag else (),
        links=((LinkRole.PAGE, url),) if url and not forum and not arxiv else (),
        reference=True,
    )


@dataclass
class _Frame:
    """One open list item: a topic label, a paper, or a note under a paper (``owner``)."""

    label: str | None = None
    owner: int | None = None
    seen_head: bool = False


class _Reader:
    """Walks one document's tokens, keeping the heading path and the open list items."""

    def __init__(self, doc: Document) -> None:
        self.doc = doc
        self.records: list[_Draft | Paper] = []
        self.relations: list[Relation] = []
        self.skipped: list[Skip] = []

    def read(self) -> Extraction:
        title = (self.doc.title or "").casefold()
        headings: list[tuple[int, str]] = []
        frames: list[_Frame] = []
        tokens = self.doc.tokens
        for i, tok in enumerate(tokens):
            if tok.type == "heading_open" and i + 1 < len(tokens):
                level, text = int(tok.tag[1]), plain_text(tokens[i + 1])
                headings = [h for h in headings if h[0] < level]
                # The level-1 heading that repeats the document title is not a topic.
                if not (level == 1 and text.casefold() == title):
                    headings.append((level, text))
            elif tok.type == "list_item_open":
                frames.append(_Frame())
            elif tok.type == "list_item_close" and frames:
                frames.pop()
            elif tok.type == "inline" and i > 0 and tokens[i - 1].type == "paragraph_open":
                self.paragraph(tok, tuple(h[1] for h in headings), frames)
        papers = tuple(r.paper(self.doc.stem) if isinstance(r, _Draft) else r for r in self.records)
        return Extraction(
            self.doc.stem, self.doc.path, self.doc.title, CiteKeyBullets.name, papers,
            relations=tuple(self.relations), skipped=tuple(self.skipped),
        )

    def paragraph(self, tok: Token, headings: tuple[str, ...], frames: list[_Frame]) -> None:
        frame = frames[-1] if frames else None
        line = line_of(tok)
        text, keys = flatten(tok)
        if frame is not None and frame.seen_head:
            self.continuation(frame.owner, text, keys, line)
            return
        if frame is not None:
            frame.seen_head = True
            parent = next((f.owner for f in reversed(frames[:-1]) if f.seen_head), None)
        else:
            parent = None
        head = _PLACEHOLDER.search(text.split("\n", 1)[0])
        if head is None:
            if parent is not None and frame is not None:
                # A key-less bullet under a paper bullet is more of that paper's note, not a topic.
                frame.owner = parent
                self.continuation(parent, text, keys, line)
                return
            if frame is not None:
                frame.label = " ".join(_TAG.sub("", plain_text(tok)).split()) or None
            self.stray(text, line)
            return
        labels = tuple(f.label for f in frames[:-1] if f.label)
        method, before = split_name(text[: head.start()])
        after = text[head.end() :]
        attached = _ATTACHED_ALT.match(after)
        if method is not None and attached:
            # "VGGT [Key](url)(visual geometry grounded transformer)": the parenthesis names the method too.
            method = Method(method.name, (*method.alt_names, attached.group("alt").strip()))
            after = after[attached.end() :]
        draft = _Draft(line, keys[int(head.group(1))], (*headings, *labels), method)
        index = len(self.records)
        self.records.append(draft)
        if frame is not None:
            frame.owner = index
        # The head key is on the first line, so ``before`` holds no line break and lines still count.
        self.continuation(index, before + " " + after, keys, line)

    def continuation(self, owner: int | None, text: str, keys: tuple[_KeyLink, ...], line: int) -> None:
        """Add ``text`` (starting at ``line``) to the paper ``owner``: references, tags, summary lines."""
        if owner is None:
            self.stray(text, line)
            return
        draft = self.records[owner]
        assert isinstance(draft, _Draft)
        for match in sorted((*_PLACEHOLDER.finditer(text), *_WIKI.finditer(text)), key=lambda m: m.start()):
            at = Mention(self.doc.stem, line + text.count("\n", 0, match.start()))
            if match.re is _PLACEHOLDER:
                link = keys[int(match.group(1))]
                self.relate(owner, reference(link.key, link.url, at))
            else:
                key = parse_key(match.group("target"))
                if key is not None:
                    self.relate(owner, reference(key, None, at))
        draft.tags.extend(m.group("tag") for m in _TAG.finditer(text))
        text = _RELATED.sub("", text)
        text = _PLACEHOLDER.sub(lambda m: keys[int(m.group(1))].key.key, text)
        text = _WIKI.sub(lambda m: (m.group("alias") or m.group("target")).strip(), text)
        draft.summary.extend(_clean_lines(_TAG.sub("", text)))

    def stray(self, text: str, line: int) -> None:
        """Report the first cite-key link of a text that belongs to no paper bullet."""
        match = _PLACEHOLDER.search(text)
        if match:
            at = Mention(self.doc.stem, line + text.count("\n", 0, match.start()))
            self.skipped.append(Skip(at, "cite-key link outside a paper bullet"))

    def relate(self, owner: int, paper: Paper) -> None:
        self.relations.append(Relation(owner, len(self.records)))
        self.records.append(paper)


def key_bullets(doc: Document) -> int:
    """How many list items start (first line) with a cite-key link.

    >>> from kg.notes.read import parse
    >>> text = "- A [AnnaLi2024ICML](https://x) does\\n- [Key](https://y)\\n\\n[BoLi2024ICML](https://z)"
    >>> key_bullets(parse(text, "n.md", "n"))
    1
    """
    depth = 0
    found = 0
    tokens = doc.tokens
    for i, tok in enumerate(tokens):
        if tok.type == "list_item_open":
            depth += 1
        elif tok.type == "list_item_close":
            depth -= 1
        elif tok.type == "inline" and depth and tokens[i - 1].type == "paragraph_open":
            text, _ = flatten(tok)
            found += bool(_PLACEHOLDER.search(text.split("\n", 1)[0]))
    return found


@register
class CiteKeyBullets(Format, name="citekeys", version="1"):
    """Nested bullets, one paper per ``[AuthorYearVENUE](url)`` bullet, topics from headings and nesting."""

    def detect(self, doc: Document) -> float:
        found = key_bullets(doc)
        return count_score(found, _MIN_KEY_BULLETS)

    def extract(self, doc: Document) -> Extraction:
        return _Reader(doc).read()
