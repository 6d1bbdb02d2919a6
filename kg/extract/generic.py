"""Generic fallback: papers from OpenReview and arXiv links in any layout no other extractor claims.

It reads four shapes, all from markdown-it tokens:

    - Title [paper](https://arxiv.org/abs/2006.04643) [code](https://github.com/x/y)
    | 3 | Factorized Fourier Neural Operators | https://openreview.net/forum?id=tmIiMPl4IPa |
    ### Detecting Pretraining Data from Large Language Models
    - **OpenReview**: https://openreview.net/pdf?id=zWqr3MQuNs

Ids come from link targets and from bare URLs in the text (the commonmark preset
does not linkify them). A title is the link text when it names the paper, else the
text around the link with URLs and link words ("paper", "pdf", "arXiv") removed,
else a title-only line or paragraph just before a link-only line, else the
heading of a section that holds only that paper. Topics are the other enclosing
headings. Word lists live in ``kg/data/generic.json``.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Any
from urllib.parse import urlsplit

from markdown_it.token import Token

from kg.extract import CLAIM_THRESHOLD, register
from kg.ids import arxiv_id, openreview_id
from kg.keys import fold
from kg.markdown import Heading, line_of, plain_text
from kg.read import Document
from kg.records import Extraction, LinkRole, Mention, Paper, Skip, VenueEdition
from kg.venues import find_edition

# Bare URLs: `*` is left out so bold markers around a URL are not taken; `_` stays (ids hold it).
_URL = re.compile(r"(?:https?://|www\.|(?<![\w.])(?:openreview\.net|arxiv\.org)/)[^\s<>\[\]()|\"'`*]+")
_URL_TRAIL = ".,;:!?"
_BR = re.compile(r"<br\s*/?>", re.IGNORECASE)
_URL_TEXT = re.compile(r"^(?:https?://|www\.)\S*$|^[\w-]+(?:\.[\w-]+)+/\S*$")
# A cite key such as "ChuntingZhou2025ICLR+" names a paper in a bibliography, not by its title.
_CITE_KEY = re.compile(r"^[A-Za-z][A-Za-z'-]*\d{4}[A-Za-z]+\+*$")
# Strikethrough (not in the commonmark preset) marks a withdrawn paper: "~~Title~~".
_STRUCK = re.compile(r"^~~(.+)~~$")
_NUMBER = re.compile(r"^\W*\d+(?:[.,/]\d+)*\W*$")
_LETTER = re.compile(r"[^\W\d_]")
_WORDS = re.compile(r"[\W_]+")
# A full stop inside a phrase ("Fig. 1. A plot"), not a question mark (titles ask questions).
_SENTENCE_BREAK = re.compile(r"(?<=\w\w)\.\s+[A-Z0-9]")
# A title quoted inside a citation: “Title,” or "Title."
_QUOTED = re.compile(r"[“\"]([^“”\"]+)[”\"]")
# A malformed link whose target did not parse, e.g. "[paper](https://a  https://b)" once URLs are gone.
_LINK_RESIDUE = re.compile(r"!?\[[^\]]*\]\(\s*\)?")
_EMPTY_BRACKETS = re.compile(r"\(\s*[,;/|&+·-]*\s*\)|\[\s*[,;/|&+·-]*\s*\]")
# Numbering or a date before a title: "[1 / 19]", "(3)", "12.", "2022.05.04".
_ENUMERATION = re.compile(r"^\s*(?:\[\s*\d+(?:\s*/\s*\d+)?\s*\]|\(\d+\)|#?\d+[.)]|\d{4}[./-]\d{1,2}[./-]\d{1,2})\s+")
_LABEL = re.compile(r"^\s*([^\s:：]+(?:\s[^\s:：]+){0,2})\s*[:：]\s*(.*)$")
_EDGE_JUNK = " \t-–—:：|,;•·+>"
#: Longest title (words) taken from surrounding text; prose paragraphs get the stricter limit.
_MAX_WORDS = 40
_MAX_WORDS_PROSE = 25
#: A heading this long over a section of untitled links is taken for the paper's title, not a topic.
_MIN_TITLE_HEADING_WORDS = 6


@lru_cache(maxsize=1)
def _words() -> dict[str, Any]:
    return json.loads(resources.files("kg").joinpath("data/generic.json").read_text("utf-8"))


@lru_cache(maxsize=None)
def _word_set(key: str) -> frozenset[str]:
    return frozenset(w.casefold() for w in _words()[key])


def _tokens_of(text: str) -> list[str]:
    return [w for w in _WORDS.split(text.casefold()) if w]


def is_generic_link_text(text: str) -> bool:
    """Whether a link text names no paper: empty, a URL, link words only, a number or a cite key.

    >>> [is_generic_link_text(t) for t in ["arXiv", "[paper]", "Source Link", "https://x.org/a", "12"]]
    [True, True, True, True, True]
    >>> is_generic_link_text("ChuntingZhou2025ICLR+"), is_generic_link_text("YimingZhang2025ICLR++")
    (True, True)
    >>> is_generic_link_text("Pay Attention to MLPs")
    False
    """
    text = text.strip()
    if not text or _URL_TEXT.match(text) or _NUMBER.match(text) or _CITE_KEY.match(text):
        return True
    return _only_link_words(text)


def _only_link_words(text: str) -> bool:
    """Whether a text is a URL or made of link words only ("[PDF]", "Source Link"), empty included."""
    if _URL_TEXT.match(text.strip()):
        return True
    return all(w in _word_set("link_words") for w in _tokens_of(text))


def clean_title(text: str) -> str:
    """Text around a link made into a title: link residue, empty brackets, numbering, edge punctuation dropped.

    >>> clean_title("Beyond Matryoshka: Revisiting Sparse Coding ( , )")
    'Beyond Matryoshka: Revisiting Sparse Coding'
    >>> clean_title("[1 / 19] Large Language Models are Efficient Learners")
    'Large Language Models are Efficient Learners'
    >>> clean_title("Convolutional Conditional Neural Processes (oral)")
    'Convolutional Conditional Neural Processes'
    >>> clean_title("HiFi-GAN: Speech Synthesis [paper](   )")
    'HiFi-GAN: Speech Synthesis'
    >>> clean_title("Training a Generally Curious Agent ( ,"), clean_title("Models (LLMs)")
    ('Training a Generally Curious Agent', 'Models (LLMs)')
    >>> clean_title("~~Dataset Distillation~~"), clean_title("2022.05.04 The VoiceMOS Challenge 2022")
    ('Dataset Distillation', 'The VoiceMOS Challenge 2022')
    """
    text = _LINK_RESIDUE.sub(" ", text)
    previous = None
    while previous != text:
        previous = text
        text = _EMPTY_BRACKETS.sub(" ", text)
    text = " ".join(text.split())
    text = _STRUCK.sub(r"\1", _ENUMERATION.sub("", text))
    for word in sorted(_word_set("presentation_words"), key=len, reverse=True):
        if text.casefold().endswith(f"({word})"):
            text = text[: -len(word) - 2]
    previous = None
    while previous != text:
        previous = text
        text = text.strip(_EDGE_JUNK)
        # A bracket left open or closed by a link group cut out of the text: "Title (" or "Title )".
        if text.endswith(("(", "[")) or (text.endswith(")") and text.count(")") > text.count("(")):
            text = text[:-1]
        if text.startswith((")", "]")):
            text = text[1:]
    return text


def strip_label(text: str) -> str:
    """Drop a leading field label ("Paper:", "论文：") from a title line.

    >>> strip_label("论文：Learning Interactive Real-World Simulators")
    'Learning Interactive Real-World Simulators'
    >>> strip_label("Position: Open-Endedness Is Essential")
    'Position: Open-Endedness Is Essential'
    """
    match = _LABEL.match(text)
    if match and " ".join(_tokens_of(match.group(1))) in _word_set("labels"):
        return match.group(2).strip()
    return text


def is_field_line(text: str) -> bool:
    """Whether a line is a "label: value" field that is not the title ("Authors: ...", "机构：...").

    >>> is_field_line("机构：DeepMind"), is_field_line("MLGym: A New Framework")
    (True, False)
    """
    match = _LABEL.match(text)
    return bool(match) and " ".join(_tokens_of(match.group(1))) in _word_set("field_labels")


def quoted_title(text: str) -> str | None:
    """The one quoted span of a citation, when there is exactly one of two words or more.

    >>> quoted_title("Liu, Ryan. “How Do Large Language Models Navigate Conflicts?,” 2024.")
    'How Do Large Language Models Navigate Conflicts?'
    >>> quoted_title('the "grokking" effect') is None
    True
    """
    spans = [m.group(1).strip().rstrip(",.").strip() for m in _QUOTED.finditer(text)]
    spans = [s for s in spans if len(s.split()) >= 2]
    return spans[0] if len(spans) == 1 else None


def is_title_like(text: str, prose: bool = False) -> bool:
    """Whether text can stand as a title: it has letters, is not too long, and (in prose) is one phrase.

    >>> is_title_like("Quantum reinforcement learning"), is_title_like("Fig. 1. A plot of x", prose=True)
    (True, False)
    >>> is_title_like("Pairwise or Pointwise? Evaluating Feedback Protocols", prose=True)
    True
    >>> is_title_like("OpenReview"), is_title_like("8.0")
    (False, False)
    """
    words = text.split()
    if not words or not _LETTER.search(text) or len(text) > 400:
        return False
    if len(words) > (_MAX_WORDS_PROSE if prose else _MAX_WORDS):
        return False
    if prose and (_SENTENCE_BREAK.search(text) or text.endswith(".") or _QUOTED.search(text)):
        return False
    return not is_generic_link_text(text)


def _host(url: str) -> str:
    try:
        return (urlsplit(url if "://" in url else f"https://{url}").hostname or "").casefold()
    except ValueError:
        return ""


def is_paper_link(url: str) -> bool:
    """Whether a URL points at a paper page: a paper host, and on conference sites a poster or paper path.

    >>> is_paper_link("https://icml.cc/virtual/2025/poster/44260")
    True
    >>> is_paper_link("https://icml.cc/virtual/2024/tutorial/35223")
    False
    >>> is_paper_link("https://neurips.cc/Conferences/2019"), is_paper_link("https://github.com/x/y")
    (False, False)
    """
    hosts: dict[str, list[str]] = _words()["paper_hosts"]
    host = _host(url)
    host = host if host in hosts else host.removeprefix("www.")
    if host not in hosts:
        return False
    path = urlsplit(url if "://" in url else f"https://{url}").path.casefold()
    if any(word in path for word in _word_set("event_path_words")):
        return False
    return not hosts[host] or any(word in path for word in hosts[host])


# ---------------------------------------------------------------- segments: text and links of a block


@dataclass(frozen=True)
class _Seg:
    """Plain text (``href`` None) or a link (markdown link or bare URL) with its visible text and ids."""

    text: str
    href: str | None = None
    openreview: str | None = None
    arxiv: str | None = None

    @property
    def has_id(self) -> bool:
        """Whether the link names a paper by OpenReview or arXiv id."""
        return bool(self.openreview or self.arxiv)


def _link(text: str, href: str) -> _Seg:
    """A link segment, its ids read once from the target."""
    return _Seg(" ".join(text.split()), href, openreview_id(href), arxiv_id(href))


@dataclass
class _Line:
    """One visual line of a block: source line offset and its segments."""

    offset: int
    segs: list[_Seg] = field(default_factory=list)


def _url_end(start: int, end: int, raw: str, markup: list[bool]) -> int:
    """Where a bare URL really ends: trailing punctuation and emphasis closers of an outer opener cut off.

    An id such as ``_g-D1zNps_`` is read by markdown as emphasis; its closing ``_`` closes an opener
    inside the URL, so it stays.
    """
    while True:
        while end > start and raw[end - 1] in _URL_TRAIL and not markup[end - 1]:
            end -= 1
        cut = end
        while cut > start and markup[cut - 1]:
            cut -= 1
        if cut == end or sum(markup[start:cut]) >= end - cut:
            return end
        end = cut


def _split_urls(raw: str, markup: list[bool]) -> list[_Seg]:
    """Text and bare-URL segments of a run of text; ``markup`` flags emphasis characters in ``raw``."""
    segs: list[_Seg] = []
    start = 0
    for match in _URL.finditer(raw):
        end = _url_end(match.start(), match.end(), raw, markup)
        _add_text(segs, raw, markup, start, match.start())
        url = raw[match.start() : end]
        segs.append(_link(url, url))
        start = end
    _add_text(segs, raw, markup, start, len(raw))
    return segs


def _add_text(segs: list[_Seg], raw: str, markup: list[bool], start: int, end: int) -> None:
    """Append ``raw[start:end]`` without its emphasis markers as a text segment, if it has any text."""
    flags = markup[start:end]
    text = "".join(c for c, m in zip(raw[start:end], flags) if not m) if any(flags) else raw[start:end]
    if text.strip():
        segs.append(_Seg(text))


def block_lines(inline: Token) -> list[_Line]:
    """The lines of an inline token as text and link segments (bare URLs become links).

    >>> lines = block_lines(_inline("Title https://arxiv.org/abs/2006.04643\\nsee [code](https://g.com/x)"))
    >>> [[(s.text, s.href, s.arxiv) for s in line.segs] for line in lines]  # doctest: +NORMALIZE_WHITESPACE
    [[('Title ', None, None), ('https://arxiv.org/abs/2006.04643', 'https://arxiv.org/abs/2006.04643', '2006.04643')],
     [('see ', None, None), ('code', 'https://g.com/x', None)]]
    """
    lines = [_Line(0)]
    raw: list[str] = []
    markup: list[bool] = []
    link: list[str] | None = None
    href = ""

    def flush() -> None:
        text = "".join(raw)
        lines[-1].segs.extend(_split_urls(text, markup.copy()))
        raw.clear()
        markup.clear()

    offset = 0
    for child in inline.children or ():
        kind = child.type
        if kind == "link_open":
            flush()
            link, href = [], str(child.attrs.get("href") or "")
        elif kind == "link_close" and link is not None:
            lines[-1].segs.append(_link("".join(link), href))
            link = None
        elif kind in ("text", "code_inline") or (kind == "image" and link is not None):
            if link is not None:
                link.append(child.content)
            else:
                raw.append(child.content)
                markup.extend([False] * len(child.content))
        elif kind.endswith(("_open", "_close")) and child.markup and link is None:
            # Emphasis markers are kept (flagged) so a URL cut by "_" emphasis is put back whole.
            raw.append(child.markup)
            markup.extend([True] * len(child.markup))
        elif kind in ("softbreak", "hardbreak") or (kind == "html_inline" and _BR.fullmatch(child.content.strip())):
            if link is not None:
                link.append(" ")
                continue
            flush()
            offset += kind != "html_inline"
            lines.append(_Line(offset))
    if link is not None:
        lines[-1].segs.append(_link("".join(link), href))
    flush()
    return lines


def _inline(text: str) -> Token:
    """The first inline token of a markdown snippet (for examples)."""
    from kg.read import parse

    return next(t for t in parse(text, "n.md", "n").tokens if t.type == "inline")


# ---------------------------------------------------------------- blocks of a document


@dataclass
class _Block:
    """One inline block: a heading, a list item, a paragraph (or quote), or a table row (``cells``)."""

    kind: str
    line: int
    headings: tuple[int, ...]
    lines: list[_Line] = field(default_factory=list)
    cells: list[list[_Line]] = field(default_factory=list)
    header: list[str] = field(default_factory=list)
    heading: int | None = None


def _blocks(tokens: list[Token]) -> tuple[list[_Block], list[Heading]]:
    """Every inline block in document order, with the indices of its enclosing headings."""
    blocks: list[_Block] = []
    headings: list[Heading] = []
    stack: list[int] = []
    containers: list[Token] = []
    row: _Block | None = None
    header: list[str] = []
    in_head = False
    for tok in tokens:
        if tok.type == "thead_open":
            in_head, header = True, []
        elif tok.type == "thead_close":
            in_head = False
        elif tok.type == "tr_open" and not in_head:
            row = _Block("row", line_of(tok), tuple(stack), header=header)
        elif tok.type == "tr_close" and row is not None:
            blocks.append(row)
            row = None
        elif tok.nesting == 1:
            containers.append(tok)
        elif tok.nesting == -1 and containers:
            containers.pop()
        elif tok.type != "inline":
            continue
        elif in_head:
            header.append(" ".join(_tokens_of(plain_text(tok))))
        elif row is not None:
            row.cells.append(block_lines(tok))
        elif containers and containers[-1].type == "heading_open":
            level = int(containers[-1].tag[1])
            stack = [i for i in stack if headings[i].level < level]
            headings.append(Heading(level, plain_text(tok), line_of(tok)))
            blocks.append(_Block("heading", line_of(tok), tuple(stack), block_lines(tok), heading=len(headings) - 1))
            stack.append(len(headings) - 1)
        else:
            kind = "item" if any(c.type == "list_item_open" for c in containers) else "paragraph"
            blocks.append(_Block(kind, line_of(tok), tuple(stack), block_lines(tok)))
    return blocks, headings


# ---------------------------------------------------------------- papers of one block


@dataclass
class _Draft:
    """A paper being assembled from one block (or a heading and its section)."""

    block: int
    line: int
    title: str | None = None
    openreview: str | None = None
    arxiv: str | None = None
    titled: bool = False
    bare: bool = False
    links: list[tuple[LinkRole, str]] = field(default_factory=list)

    def fits(self, openreview: str | None, arxiv: str | None) -> bool:
        """Whether the ids can belong to this paper (no clash with an id it already has)."""
        return (openreview is None or self.openreview in (None, openreview)) and (
            arxiv is None or self.arxiv in (None, arxiv)
        )

    def holds(self, openreview: str | None, arxiv: str | None) -> bool:
        """Whether this paper already has one of the ids."""
        return bool((openreview and self.openreview == openreview) or (arxiv and self.arxiv == arxiv))

    def add(self, openreview: str | None, arxiv: str | None) -> None:
        """Take the ids this paper lacks."""
        self.openreview = self.openreview or openreview
        self.arxiv = self.arxiv or arxiv


def _text_of(segs: list[_Seg]) -> str:
    """Visible text of segments: plain text and link texts that are neither link words nor ids."""
    parts = []
    for seg in segs:
        if seg.href is None:
            parts.append(seg.text)
        elif not seg.has_id and not is_generic_link_text(seg.text):
            parts.append(f" {seg.text} ")
    return " ".join("".join(parts).split())


def own_text(segs: list[_Seg]) -> str:
    """Title candidate from segments: cleaned text with a field label ("OpenReview:", "Link:") dropped.

    >>> own_text(block_lines(_inline("**OpenReview**: https://openreview.net/pdf?id=x"))[0].segs)
    ''
    >>> own_text(block_lines(_inline("Unbiased Contrastive Divergence : https://openreview.net/pdf?id=r1"))[0].segs)
    'Unbiased Contrastive Divergence'
    """
    text = _text_of(segs)
    if text.endswith((":", "：")) and len(text.split()) <= 3:
        return ""
    text = clean_title(strip_label(text))
    return "" if is_generic_link_text(text) else text


def _role(seg: _Seg) -> LinkRole | None:
    words = _tokens_of(seg.text)
    roles: dict[str, str] = _words()["link_roles"]
    return LinkRole(roles[words[0]]) if words and words[0] in roles and seg.href else None


def _role_links(lines: list[_Line]) -> list[tuple[LinkRole, str]]:
    """(role, url) of the links labelled "code", "poster", "pdf"... that carry no paper id."""
    found = []
    for line in lines:
        for seg in line.segs:
            role = _role(seg) if seg.href and not seg.has_id else None
            if role is not None and seg.href and (role, seg.href) not in found:
                found.append((role, seg.href))
    return found


def _id_less_skip(seg: _Seg, mention: Mention) -> Skip | None:
    """A Skip for an OpenReview or arXiv URL that names no paper (a venue, profile or listing page)."""
    host = _host(seg.href or "")
    if host.endswith(("openreview.net", "arxiv.org")):
        return Skip(mention, f"{host} link without a paper id: {seg.href}")
    return None


def _names_a_paper(text: str) -> bool:
    """Two words at least: a lone word before a link is a method name ("PixMo [Key](url) provides ..."), not a title."""
    return len(text.split()) >= 2 or (len(text) >= 4 and not text.isascii())


def _is_title(text: str, prose: bool) -> bool:
    """Title-like, two words at least, and not cut off before its end ("..., see [this](url)")."""
    words = _tokens_of(text)
    ends_open = bool(words) and words[-1] in _word_set("open_ended_words")
    return is_title_like(text, prose) and _names_a_paper(text) and not ends_open


def _first_title_line(lines: list[_Line]) -> _Line | None:
    """The first line with text that is not a field ("Authors: ..."): where a title stands above its link."""
    return next((ln for ln in lines if own_text(ln.segs) and not is_field_line(_text_of(ln.segs))), None)


def _title_for(block: _Block, li: int, si: int, prose: bool, first: bool) -> tuple[str | None, int, bool]:
    """Title, line offset and bareness of a paper whose first id link is segment ``si`` of line ``li``.

    The title is the text before the link on its line (or the title a citation quotes there); for a
    link alone on its line, the first line of the block; else, after a plain link ("[paper](url) Title"),
    the text after it. Bare means the line holds nothing but links and a label.
    """
    segs, here = block.lines[li].segs, block.lines[li].offset
    start = max((i + 1 for i in range(si) if segs[i].has_id), default=0)
    end = next((i for i in range(si + 1, len(segs)) if segs[i].has_id), len(segs))
    before = own_text(segs[start:si])
    bare = not own_text([s for s in segs if not s.has_id])
    # In prose, text before a link is a title only when the link closes the line ("Title https://...").
    closes_line = not prose or not _text_of(segs[si + 1 :]).strip(" .,;:)")
    if before and closes_line and _is_title(before, prose):
        return before, here, bare
    if before and (quoted := quoted_title(before)) and is_title_like(quoted):
        return quoted, here, bare
    if bare and first and li > 0:
        line = _first_title_line(block.lines[:li])
        if line is not None and _is_title(text := own_text(line.segs), prose):
            return text, line.offset, bare
        return None, here, bare
    after = own_text(segs[si + 1 : end])
    # After a cite key or a name, the text is a description, not a title.
    if not prose and not before and _only_link_words(segs[si].text) and _is_title(after, prose):
        return (after, here, bare) if not after[0].islower() else (None, here, bare)
    return None, here, bare


def _line_drafts(index: int, block: _Block, stem: str) -> tuple[list[_Draft], list[Skip]]:
    """Papers of a heading, list item or paragraph: one per titled id link, one per group of generic id links."""
    drafts: list[_Draft] = []
    skips: list[Skip] = []
    current: tuple[_Draft, int] | None = None
    prose = block.kind == "paragraph"
    for li, line in enumerate(block.lines):
        line_no = block.line + line.offset
        for si, seg in enumerate(line.segs):
            openreview, arxiv = seg.openreview, seg.arxiv
            if seg.href and not seg.has_id:
                skip = _id_less_skip(seg, Mention(stem, line_no))
                skips += [skip] if skip else []
                continue
            if not (openreview or arxiv):
                continue
            same = next((d for d in drafts if d.holds(openreview, arxiv)), None)
            if same is not None:
                if same.fits(openreview, arxiv):
                    same.add(openreview, arxiv)
                if not same.titled and not is_generic_link_text(seg.text):
                    same.title, same.titled = " ".join(seg.text.split()), True
                continue
            if not is_generic_link_text(seg.text):
                drafts.append(_Draft(index, line_no, " ".join(seg.text.split()), openreview, arxiv, titled=True))
                continue
            if current and current[0].fits(openreview, arxiv) and (current[1] == li or not own_text(line.segs)):
                current[0].add(openreview, arxiv)
                continue
            first = not drafts
            title, offset, bare = _title_for(block, li, si, prose, first)
            draft = _Draft(index, block.line + offset, title, openreview, arxiv, bare=bare)
            drafts.append(draft)
            current = (draft, li)
    titled = [d for d in drafts if d.titled]
    if len(titled) == 1:
        # "[Title](openreview) [arXiv](...)": untitled id links of the block are the titled paper's.
        for draft in [d for d in drafts if d.title is None and titled[0].fits(d.openreview, d.arxiv)]:
            titled[0].add(draft.openreview, draft.arxiv)
            drafts.remove(draft)
    if not drafts and block.kind != "paragraph":
        drafts, skips = _paper_link_draft(index, block, stem, skips)
    if len(drafts) == 1:
        drafts[0].links = _role_links(block.lines)
    return drafts, skips


def _paper_link_draft(index: int, block: _Block, stem: str, skips: list[Skip]) -> tuple[list[_Draft], list[Skip]]:
    """A paper with no id from a heading or item linking a paper page ("### [Title](neurips.cc/...)")."""
    for li, line in enumerate(block.lines):
        for si, seg in enumerate(line.segs):
            if not (seg.href and is_paper_link(seg.href)):
                continue
            line_no = block.line + line.offset
            if not is_generic_link_text(seg.text):
                title: str | None = " ".join(seg.text.split())
            else:
                title, offset, _ = _title_for(block, li, si, prose=False, first=True)
                line_no = block.line + offset
            if title and is_title_like(title):
                return [_Draft(index, line_no, clean_title(title), titled=True)], skips
            return [], [*skips, Skip(Mention(stem, line_no), f"paper link with no id and no title: {seg.href}")]
    return [], skips


def _cell_text(cell: list[_Line]) -> str:
    """Title candidate of a table cell: its first line with text (later lines are notes)."""
    return next((text for line in cell if (text := own_text(line.segs))), "")


def _title_cell(block: _Block) -> int | None:
    """The title column: named by the header, else the cell with a titled link, else the longest text."""
    titles = _word_set("title_headers")
    for i, name in enumerate(block.header):
        if name in titles and i < len(block.cells) and _cell_has_text(block.cells[i]):
            return i
    for i, cell in enumerate(block.cells):
        if any(s.href and not is_generic_link_text(s.text) for line in cell for s in line.segs):
            return i
    lengths = [(len(t), i) for i, cell in enumerate(block.cells) if is_title_like(t := _cell_text(cell))]
    return max(lengths)[1] if lengths else None


def _cell_has_text(cell: list[_Line]) -> bool:
    return any(s.text.strip() for line in cell for s in line.segs)


def _row_drafts(index: int, block: _Block, stem: str) -> tuple[list[_Draft], list[Skip]]:
    """Papers of a table row: the id links of the row belong to the row's title, clashing ids start a new paper."""
    drafts: list[_Draft] = []
    skips: list[Skip] = []
    mention = Mention(stem, block.line)
    has_link = False
    column = _title_cell(block)
    row_title = None
    for ci, cell in enumerate(block.cells):
        for line in cell:
            for seg in line.segs:
                if not seg.href or seg.href.startswith("#"):
                    continue
                has_link = True
                openreview, arxiv = seg.openreview, seg.arxiv
                if not seg.has_id:
                    skip = _id_less_skip(seg, mention)
                    skips += [skip] if skip else []
                    continue
                titled = not is_generic_link_text(seg.text)
                if titled and ci == column and row_title is None:
                    row_title = " ".join(seg.text.split())
                draft = next((d for d in drafts if d.fits(openreview, arxiv)), None)
                if draft is None:
                    draft = _Draft(index, block.line)
                    drafts.append(draft)
                draft.add(openreview, arxiv)
                if titled and draft.title is None:
                    draft.title, draft.titled = " ".join(seg.text.split()), True
    if row_title is None and column is not None:
        row_title = _cell_text(block.cells[column]) or None
    if row_title is not None and not is_title_like(row_title):
        row_title = None
    if drafts:
        if row_title:
            drafts[0].title, drafts[0].titled = row_title, True
        drafts[0].links = _role_links([line for cell in block.cells for line in cell])
        return drafts, skips
    paper_link = any(s.href and is_paper_link(s.href) for cell in block.cells for line in cell for s in line.segs)
    if paper_link and row_title:
        return [_Draft(index, block.line, clean_title(row_title), titled=True)], skips
    if has_link and not row_title:
        skips.append(Skip(mention, "table row with links but no paper id and no title"))
    return [], skips


# ---------------------------------------------------------------- the document


def _previous_paragraph_title(blocks: list[_Block], drafts: list[_Draft], by_block: dict[int, list[_Draft]]) -> None:
    """Title a link-only paragraph from the short paragraph just before it ("**Title**" then "[paper](...)")."""
    for draft in drafts:
        block = blocks[draft.block]
        if draft.title or not draft.bare or block.kind != "paragraph" or draft.block == 0:
            continue
        if draft is not by_block[draft.block][0]:
            continue
        previous = blocks[draft.block - 1]
        if previous.kind != "paragraph" or previous.headings != block.headings or by_block.get(draft.block - 1):
            continue
        line = _first_title_line(previous.lines)
        if line is None or any(s.has_id for s in line.segs):
            continue
        # A title line may end in a full stop ("Title." then "[paper](...)"); a sentence has more of them.
        text = own_text(line.segs).rstrip(".")
        if _is_title(text, prose=True):
            draft.title, draft.line = text, previous.line + line.offset


def _one_paper(drafts: list[_Draft]) -> _Draft | None:
    """The drafts' ids joined into one draft, or None when two ids clash (two different papers)."""
    joined = _Draft(drafts[0].block, drafts[0].line)
    for draft in drafts:
        if not joined.fits(draft.openreview, draft.arxiv):
            return None
        joined.add(draft.openreview, draft.arxiv)
    return joined


def _names(heading: str, title: str) -> bool:
    """Whether a heading and a title name the same paper (one starts the other, word by word, ignoring case).

    >>> _names("Visual Autoregressive Modeling: Scalable Image Generation", "Visual Autoregressive Modeling")
    True
    >>> _names("GANs", "GANSpace: GAN Controls")
    False
    """
    a, b = fold(heading).split(), fold(title).split()
    shorter = min(len(a), len(b))
    return shorter >= 2 and a[:shorter] == b[:shorter]


def _heading_titles(
    blocks: list[_Block], headings: list[Heading], drafts: list[_Draft], by_block: dict[int, list[_Draft]]
) -> tuple[list[_Draft], set[int]]:
    """Headings that are papers: they carry ids, or their section holds only that paper's links.

    A section of untitled label-only links ("- **OpenReview**: URL"), or of untitled links under a long
    heading, takes the heading as title (or joins the heading's own paper); a section whose one paper
    has a title the heading spells out in full
    ("Visual Autoregressive Modeling" under "### Visual Autoregressive Modeling: Scalable ...") takes
    the full heading. Returns the drafts left and the paper headings (which are not topics).
    """
    paper_headings = {b.heading for i, b in enumerate(blocks) if b.heading is not None and by_block.get(i)}
    starts = [i for i, b in enumerate(blocks) if b.heading is not None]
    removed: set[int] = set()
    for n, start in enumerate(starts):
        end = starts[n + 1] if n + 1 < len(starts) else len(blocks)
        section = [d for i in range(start + 1, end) for d in by_block.get(i, [])]
        joined = _one_paper(section) if section else None
        heading = blocks[start].heading
        own = by_block.get(start, [])
        if joined is None or heading is None or len(own) > 1:
            continue
        text = clean_title(headings[heading].text)
        # Label-only links ("- **OpenReview**: URL"), or any untitled links under a heading long enough
        # to be a title rather than a topic ("### VideoPoet: A Large Language Model for ..." over a caption).
        untitled = all(d.title is None for d in section)
        if untitled and (all(d.bare for d in section) or len(text.split()) >= _MIN_TITLE_HEADING_WORDS):
            if own and own[0].fits(joined.openreview, joined.arxiv):
                own[0].add(joined.openreview, joined.arxiv)
                removed.update(id(d) for d in section)
            elif not own and is_title_like(text):
                first = section[0]
                first.title, first.line, first.titled = text, blocks[start].line, True
                first.add(joined.openreview, joined.arxiv)
                removed.update(id(d) for d in section[1:])
                paper_headings.add(heading)
        elif not own and any(d.title and _names(text, d.title) for d in section):
            for draft in section:
                if draft.title is None or _names(text, draft.title):
                    draft.title = max(text, draft.title or "", key=len)
            paper_headings.add(heading)
    return [d for d in drafts if id(d) not in removed], paper_headings


def _venue(doc: Document) -> VenueEdition | None:
    """The venue edition named by the title, else by a front matter value."""
    texts = [doc.title or ""]
    for value in doc.front_matter.values():
        values = value if isinstance(value, list) else [value]
        texts += [v for v in values if isinstance(v, str)]
    return next(filter(None, map(find_edition, texts)), None)


def _topics(block: _Block, headings: list[Heading], paper_headings: set[int], title: str | None) -> tuple[str, ...]:
    """Enclosing headings that are topics: paper headings and a level-1 heading equal to the title dropped."""
    doc_title = fold(title or "")
    return tuple(
        headings[i].text
        for i in block.headings
        if i not in paper_headings
        and headings[i].text
        and not (headings[i].level == 1 and fold(headings[i].text) == doc_title)
    )


def extract_papers(doc: Document) -> tuple[tuple[Paper, ...], tuple[Skip, ...]]:
    """Every paper the generic reader finds in a document, and what it saw but could not use.

    >>> from kg.read import parse
    >>> text = "# Reading\\n## GANs\\n- GANSpace: GAN Controls [paper](https://arxiv.org/abs/2004.02546)\\n"
    >>> doc = parse(text, "n.md", "n")
    >>> papers, skipped = extract_papers(doc)
    >>> [(p.title, p.arxiv_id, p.topics, p.mention.line) for p in papers]
    [('GANSpace: GAN Controls', '2004.02546', (('GANs',),), 3)]
    """
    blocks, headings = _blocks(doc.tokens)
    drafts: list[_Draft] = []
    skips: list[Skip] = []
    by_block: dict[int, list[_Draft]] = {}
    for index, block in enumerate(blocks):
        found, skipped = (_row_drafts if block.kind == "row" else _line_drafts)(index, block, doc.stem)
        drafts += found
        skips += skipped
        if found:
            by_block[index] = found
    _previous_paragraph_title(blocks, drafts, by_block)
    drafts, paper_headings = _heading_titles(blocks, headings, drafts, by_block)
    venue = _venue(doc)
    title = doc.title  # a property that scans the tokens: read it once
    papers = tuple(
        Paper(
            mention=Mention(doc.stem, d.line),
            title=clean_title(d.title) or None if d.title else None,
            year=venue.year if venue else None,
            venue=venue,
            openreview_id=d.openreview,
            arxiv_id=d.arxiv,
            topics=((path,) if (path := _topics(blocks[d.block], headings, paper_headings, title)) else ()),
            links=tuple(d.links),
        )
        for d in drafts
    )
    return papers, tuple(skips)


@register
class GenericLinks:
    """Fallback for any layout: papers from OpenReview/arXiv links in lists, tables, headings and text."""

    name = "generic"
    version = "1"
    syntax = "markdown"
    fallback = True

    def detect(self, doc: Document) -> float:
        """Always the claim threshold: the registry asks fallbacks only after every specific extractor.

        >>> from kg.read import parse
        >>> GenericLinks().detect(parse("anything", "n.md", "n"))
        0.5
        """
        return CLAIM_THRESHOLD

    def extract(self, doc: Document) -> Extraction:
        """Papers and skipped links of the document."""
        papers, skipped = extract_papers(doc)
        return Extraction(doc.stem, doc.path, doc.title, self.name, papers, skipped=skipped)
