"""Segments of an inline block: plain text and links (markdown links and bare URLs), line by line.

The commonmark preset does not linkify bare URLs, so they are cut out of the text
here, with the paper ids of every link target read once.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from dataclasses import dataclass, field, replace

from markdown_it.token import Token

from kg.ids import arxiv_id, openreview_id
from kg.notes.cite import ET_AL, tag_edition
from kg.notes.extract.generic.words import paper_role
from kg.notes.venues import CJK_LETTER, MONTH_NAME

# Bare URLs: `*` is left out so bold markers around a URL are not taken; `_` stays (ids hold it).
#: A bare address: a URL, or a relative path to a file ("../resources/downloads/karp_1972.pdf", "./x.pdf")
_URL = re.compile(
    r"(?:https?://|www\.|(?<![\w.])(?:openreview\.net|arxiv\.org)/|(?<![\w/.])\.{1,2}/(?=\S*\.\w{2,4}\b))"
    r"(?:[^\s<>\[\]()|\"'`*]|\([^\s<>\[\]()|\"'`*]*\))+"  # (brackets inside: "…/S0079-6123(05)49009-3")
)
_URL_TRAIL = ".,;:!?"
_WEB_ADDRESS = re.compile(r"https?://|www\.|openreview\.net|arxiv\.org")
_BR = re.compile(r"<br\s*/?>", re.IGNORECASE)
#: Emphasis kept as spans, and the Line list each goes to.
_SPAN_LISTS = {"strong": "bold", "em": "italic"}
#: An emphasised date that labels a line, no title: "Jun 11, 2018:", "2021-03-04", "March 3 2020"
DATE_LABEL = re.compile(
    rf"(?:{MONTH_NAME.pattern}\s+\d{{1,2}}(?:st|nd|rd|th)?(?:,?\s+(?:19|20)\d\d)?|(?:19|20)\d\d[-./]\d{{1,2}}[-./]\d{{1,2}})"
    r"\s*[:：]?"
)
_IMG_SRC = re.compile(r"<img\b[^>]*?\bsrc\s*=\s*[\"']?([^\"'\s>]+)", re.IGNORECASE)


#: The longest code span read as a venue tag ("`EMNLP20`"), not as a line of fields ("`Names, ICML 2017`").
_TAG_CHARS = 16


@dataclass(frozen=True)
class Seg:
    """Plain text (``href`` None) or a link (markdown link or bare URL) with its visible text and ids."""

    text: str
    href: str | None = None
    openreview: str | None = None
    arxiv: str | None = None

    @property
    def has_id(self) -> bool:
        """Whether the link names a paper by OpenReview or arXiv id."""
        return bool(self.openreview or self.arxiv)


def link_seg(text: str, href: str) -> Seg:
    """A link segment, its ids read once from the target (or from its text, a URL, when the target is empty:
    "[http://arxiv.org/abs/1601.02043]()").

    >>> link_seg("http://arxiv.org/abs/1601.02043", "").arxiv
    '1601.02043'
    """
    text = " ".join(text.split())
    if not href and text.startswith(("http://", "https://")) and " " not in text:
        href = text
    return Seg(text, href, openreview_id(href), arxiv_id(href))


@dataclass
class Line:
    """One visual line of a block: source line offset and its segments."""

    offset: int
    segs: list[Seg] = field(default_factory=list)
    #: The text of each bold span on the line (a note's way of marking a title), in order.
    bold: list[str] = field(default_factory=list)
    #: The text of each italic span on the line (how prose names a paper: "in their paper *Title*").
    italic: list[str] = field(default_factory=list)
    #: Image sources on the line (markdown images and ``<img src=…>``): badges that print a venue.
    images: list[str] = field(default_factory=list)
    #: Those of ``images`` inside a link ("[![arXiv](…badge…)](url)"): the link's label, not a printed venue.
    linked_images: list[str] = field(default_factory=list)
    #: The tags an org-mode heading closes with, cut from its text: "* Title 2009  :svm:deep:" gives svm, deep.
    tags: list[str] = field(default_factory=list)


def _url_end(start: int, end: int, raw: str, marks: list[int]) -> int:
    """Where a bare URL really ends: trailing punctuation and emphasis closers of an outer opener cut off.

    ``marks`` are the sorted positions of emphasis characters in ``raw``. An id such as ``_g-D1zNps_`` is
    read by markdown as emphasis; its closing ``_`` closes an opener inside the URL, so it stays.
    """
    flagged = set(marks[bisect_left(marks, start) : bisect_left(marks, end)])
    while True:
        while end > start and raw[end - 1] in _URL_TRAIL and end - 1 not in flagged:
            end -= 1
        cut = end
        while cut > start and cut - 1 in flagged:
            cut -= 1
        if cut == end or sum(1 for m in flagged if start <= m < cut) >= end - cut:
            return end
        end = cut


def _split_urls(raw: str, marks: list[int]) -> list[Seg]:
    """Text and bare-URL segments of a run of text; ``marks`` are the emphasis characters' positions in ``raw``."""
    segs: list[Seg] = []
    start = 0
    if "/" in raw or "www." in raw:  # every URL the pattern takes has one
        for match in _URL.finditer(raw):
            end = _url_end(match.start(), match.end(), raw, marks)
            _add_text(segs, raw, marks, start, match.start())
            url = raw[match.start() : end]
            # (a file's relative path is no text: "*Title* (PDF): ../downloads/karp_1972.pdf" is titled by the text)
            segs.append(link_seg(url if _WEB_ADDRESS.match(url) else "", url))
            start = end
    _add_text(segs, raw, marks, start, len(raw))
    return segs


def _add_text(segs: list[Seg], raw: str, marks: list[int], start: int, end: int) -> None:
    """Append ``raw[start:end]`` without its emphasis markers as a text segment, if it has any text."""
    inside = marks[bisect_left(marks, start) : bisect_left(marks, end)]
    if inside:
        pieces, at = [], start
        for mark in inside:
            pieces.append(raw[at:mark])
            at = mark + 1
        pieces.append(raw[at:end])
        text = "".join(pieces)
    else:
        text = raw[start:end]
    if not text.isascii() and ("\u200b" in text or "\ufeff" in text):
        text = text.translate(_INVISIBLE)  # "\u200b\t\tHuang X, … Hdr-nerf: …": a zero-width space opens the line
    if "{:" in text:
        text = _KRAMDOWN_ATTRIBUTES.sub("", text)  # "**Abel1996**{:#b:Abel1996}: …": an anchor, no text
    if text.strip():
        segs.append(Seg(text))


_INVISIBLE = str.maketrans("", "", "\u200b\ufeff")
#: A kramdown attribute list set on a span or a block: "{:#b:Abel1996}", "{: .table}"
_KRAMDOWN_ATTRIBUTES = re.compile(r"\{:[^{}\n]*\}")


def _untranslated(text: str) -> str:
    """A link's text over its lines, without a translation on the lines after a title in Latin letters:
    "Deep Residual Learning for Image Recognition<br />圖像識別中的深度殘差學習".

    >>> _untranslated("Deep Residual Learning for Image Recognition\\n圖像識別中的深度殘差學習"), _untranslated("A\\nB")
    ('Deep Residual Learning for Image Recognition', 'A B')
    """
    if "\n" not in text:
        return text
    first, rest = text.split("\n", 1)
    if CJK_LETTER.search(rest) and not CJK_LETTER.search(first) and len(first.split()) >= 2:
        return first
    return text.replace("\n", " ")


#: The address of a document a page embeds as an image would be ("![Title.pdf](../assets/Title_167262_0.pdf)").
_EMBEDDED_FILE = re.compile(r"\.pdf(?:[?#].*)?$", re.IGNORECASE)
#: A file name's extension, after the title it holds.
_EXTENSION = re.compile(r"\.pdf$", re.IGNORECASE)


def block_lines(inline: Token) -> list[Line]:
    """The lines of an inline token as text and link segments (bare URLs become links).

    >>> lines = block_lines(first_inline("Title https://arxiv.org/abs/2006.04643\\nsee [code](https://g.com/x)"))
    >>> [[(s.text, s.href, s.arxiv) for s in line.segs] for line in lines]  # doctest: +NORMALIZE_WHITESPACE
    [[('Title ', None, None), ('https://arxiv.org/abs/2006.04643', 'https://arxiv.org/abs/2006.04643', '2006.04643')],
     [('see ', None, None), ('code', 'https://g.com/x', None)]]
    """
    lines = [Line(0)]
    raw: list[str] = []
    size = 0  # characters in raw
    marks: list[int] = []
    link: list[str] | None = None
    href = ""

    def flush() -> None:
        nonlocal size
        if raw:
            lines[-1].segs.extend(_split_urls("".join(raw), marks.copy()))
        raw.clear()
        marks.clear()
        size = 0

    offset = 0
    # open emphasis ("strong", "em"): the line it opens on (where a title wrapped over lines begins) and its text so far
    spans: dict[str, tuple[Line, list[str]]] = {}
    for child in inline.children or ():
        kind = child.type
        if kind == "link_open":
            flush()
            link, href = [], str(child.attrs.get("href") or "")
        elif kind == "link_close" and link is not None:
            lines[-1].segs.append(link_seg(_untranslated("".join(link)), href))
            link = None
        elif kind == "image" or (kind == "html_inline" and "<img" in child.content.casefold()):
            tag = _IMG_SRC.search(child.content) if kind == "html_inline" else None
            src = str(child.attrs.get("src") or "") if kind == "image" else tag.group(1) if tag else ""
            if kind == "image" and link is None and _EMBEDDED_FILE.search(src) and " " in child.content.strip():
                # "![Deterministic Policy Gradient Algorithms.pdf](../assets/….pdf)": a PDF embedded in a Logseq or
                # Obsidian page, shown under its file name; a link to the paper (not when the name is no title:
                # "link:: ![Strategies_for_Robotic_In_situ_Fabrication_opt.pdf](…)" under its heading)
                flush()
                lines[-1].segs.append(link_seg(_EXTENSION.sub("", child.content.strip()), src))
            elif src:
                lines[-1].images.append(src)
            if src and link is not None:
                lines[-1].linked_images.append(src)
            if kind == "image" and link is not None:  # "[![alt](badge)](url)": the alt text is the link's
                link.append(child.content)
        elif kind in ("text", "code_inline"):
            content = child.content
            if kind == "code_inline" and len(content) <= _TAG_CHARS and tag_edition(content):
                content = f"[{content}]"  # "- `EMNLP20` MIME: …": a venue tag, as "[EMNLP20]" is
            if link is not None:
                link.append(content)
            else:
                raw.append(content)
                size += len(content)
            for _, inside in spans.values():
                inside.append(content)
        elif kind.endswith(("_open", "_close")) and child.markup:
            if link is None:
                # Emphasis markers are kept (flagged) so a URL cut by "_" emphasis is put back whole.
                raw.append(child.markup)
                marks.extend(range(size, size + len(child.markup)))
                size += len(child.markup)
            # (inside a link text too: "[Ross Girshick: **Fast R-CNN**](…)" sets its title in bold)
            style, _, edge = kind.rpartition("_")
            if style in _SPAN_LISTS and edge == "open":
                spans[style] = (lines[-1], [])
            elif style in _SPAN_LISTS and style in spans:
                opened, inside = spans.pop(style)
                # (not a date, "**Jun 11, 2018:** [Title](…)", nor "Maronna *et al.* (2018), *Robust Statistics*")
                text = " ".join("".join(inside).split())
                if text and not DATE_LABEL.fullmatch(text) and not ET_AL.fullmatch(text):
                    getattr(opened, _SPAN_LISTS[style]).append(text)
        elif kind in ("softbreak", "hardbreak") or (kind == "html_inline" and _BR.fullmatch(child.content.strip())):
            if link is not None:
                link.append("\n")
                continue
            for _, inside in spans.values():
                inside.append(" ")  # an emphasis wrapped over lines: "*Exchange" / "and Production*"
            flush()
            offset += kind != "html_inline"
            lines.append(Line(offset))
    if link is not None:
        lines[-1].segs.append(link_seg(_untranslated("".join(link)), href))
    flush()
    for line in lines:
        first = line.segs[0] if line.segs else None
        if first is not None and first.href is None and (role := _ROLE_LEAD.match(first.text)) and paper_role(role[2]):
            # "_Main discussion paper:_ Xu et al. (2015) Show, Attend and Tell: …": the paper's part in the meeting
            line.segs[0] = replace(first, text=first.text[role.end() :])
            line.bold, line.italic = [t for t in line.bold if t != role[0]], [t for t in line.italic if t != role[0]]
        last = line.segs[-1] if line.segs else None
        if last is not None and last.href is None and last.text.endswith(":") and (org := _ORG_TAGS.search(last.text)):
            line.tags = org.group(0).strip().strip(":").split(":")
            line.segs[-1] = replace(last, text=last.text[: org.start()])
    return lines


#: A label opening a line, emphasised or not: "_Main discussion paper:_ ", "**Follow-up paper**: ", "Main paper: "
_ROLE_LEAD = re.compile(r"^\s*([*_]{0,2})([^:：*_|]{3,60}?)\s*[:：]\s*\1\s*[:：]?\s*")
#: An org-mode heading's tags closing a line (org headings pasted into markdown read as list items): two or more,
#: or one set apart by the spaces that align it (":warning:" after one space is an emoji's shortcode).
_ORG_TAGS = re.compile(r"(?:\s+:(?:[^\W_][\w@#%-]*:){2,}|\s{2,}:[^\W_][\w@#%-]*:)\s*$")


def first_inline(text: str) -> Token:
    """The first inline token of a markdown snippet (for examples)."""
    from kg.notes.read import parse

    return next(t for t in parse(text, "n.md", "n").tokens if t.type == "inline")
