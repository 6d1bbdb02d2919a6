"""Read one note: decode, repair mojibake, parse markdown with line numbers, read front matter."""

from __future__ import annotations

import codecs
import os
import re
import stat
import tomllib
from dataclasses import dataclass, field, replace
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any

import ftfy
import yaml
from markdown_it import MarkdownIt
from markdown_it.token import Token
from mdit_py_plugins.front_matter import front_matter_plugin

from kg.errors import InputError
from kg.notes.html_tables import (
    blank_tables,
    find_bare_pipe_tables,
    find_html_tables,
    rendered_tables,
    splice_tables,
)

# Curly quotes carry meaning in citations (they delimit titles), so ftfy must keep them.
_FIX = ftfy.TextFixerConfig(
    uncurl_quotes=False,
    fix_character_width=False,
    fix_latin_ligatures=False,
    unescape_html=False,
    explain=False,
)
#: How each note suffix is read. Extractors declare the syntax they handle, so a
#: BibTeX file is never run through the markdown parser.
#: Plain ``.txt`` lists of citations or titles read as markdown: each line stays a line.
SYNTAX_BY_SUFFIX: dict[str, str] = {".md": "markdown", ".markdown": "markdown", ".txt": "markdown", ".bib": "bibtex"}
# "key:: value" at the start of a line or of a list item (Logseq properties, Dataview inline fields).
# Also inside a callout or quote ("> Authors:: …", Zotero's literature-note template).
# The key may be bold ("> **FirstAuthor**:: Chen, Ruidi", the Zotero Integration template's Dataview fields).
INLINE_FIELD = re.compile(
    r"^[ \t]*(?:>[ \t]*)*(?:[-*][ \t]+)?(?:\*\*|__)?([A-Za-z][\w -]{0,30}?(?:\(s\))?)(?:\*\*|__)?::[ \t]*(.+)$",
    re.MULTILINE,  # ("Author(s):: [[Minyoung Cheong]], …": Roam's Zotero import)
)
# The ASCII characters ftfy changes (controls, ESC of terminal codes, CR); a line free of them and of non-ASCII is
# left as it is by ftfy, so it is not handed over (ftfy costs about a fifth of reading a note otherwise).
_ASCII_FIXED = re.compile(r"[\x00-\x08\x0b\x0d-\x1f\x7f]")
_BOMS = ((codecs.BOM_UTF8, "utf-8-sig"), (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16"))


@dataclass(frozen=True)
class Document:
    """A note ready for extraction. ``tokens`` carry 0-based ``map`` line ranges."""

    path: str
    stem: str
    text: str
    tokens: list[Token] = field(repr=False)
    front_matter: dict[str, Any]
    syntax: str = "markdown"
    #: Lines that define a footnote, each read as an item of a list (its marks in the text are dropped).
    footnotes: frozenset[int] = frozenset()
    #: Each format's detection score once asked (kg.notes.extract.detection): choosing a reader and explaining the
    #: choice ask the same question.
    detections: dict[str, float] = field(default_factory=dict, repr=False, compare=False)

    @property
    def folders(self) -> tuple[str, ...]:
        """The folder names of the note's shown path, outermost first.

        >>> parse("x", "notes/ICML2020/a.md", "a").folders
        ('notes', 'ICML2020')
        """
        return tuple(self.path.split("/")[:-1])

    @cached_property
    def fields(self) -> dict[str, str]:
        """Inline fields ``key:: value`` (Logseq properties, Dataview fields), first value of each key, keys casefolded.

        >>> parse("title:: Attention Is All You Need\\n> Authors:: [[A. Vaswani]]", "n.md", "n").fields
        {'title': 'Attention Is All You Need', 'authors': '[[A. Vaswani]]'}
        """
        return {key: values[0] for key, values in self.field_values.items()}

    @cached_property
    def field_values(self) -> dict[str, list[str]]:
        """Every value of each inline field, in order: a template repeats ``**Author**:: …`` once per author.

        >>> parse("> **FirstAuthor**:: Chen, Ruidi\\n> **Author**:: Paschalidis, Ioannis\\n", "n.md", "n").field_values
        {'firstauthor': ['Chen, Ruidi'], 'author': ['Paschalidis, Ioannis']}
        """
        found: dict[str, list[str]] = {}
        if "::" not in self.text:  # most notes have none: skip the line-by-line scan
            return found
        for match in INLINE_FIELD.finditer(self.text):
            if value := match.group(2).strip():
                found.setdefault(match.group(1).strip().casefold(), []).append(value)
        return found

    @property
    def title(self) -> str | None:
        """The front matter title, else the first level-1 heading."""
        title = self.front_matter.get("title")
        if isinstance(title, str) and title.strip():
            return title.strip()
        for i, tok in enumerate(self.tokens):
            if tok.type == "heading_open" and tok.tag == "h1":
                return self.tokens[i + 1].content.strip()
        return None


def decode(data: bytes, path: str) -> str:
    """Bytes to text: a BOM decides, else UTF-8; mojibake is repaired.

    >>> decode("SchrÃ¶dinger".encode("utf-8"), "n.md")
    'Schrödinger'
    >>> decode(b"\\xff\\xfeh\\x00i\\x00", "n.md")
    'hi'
    """
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            return _repair(data.decode(encoding, errors="replace"))
    if b"\x00" in data[:8192]:
        raise InputError("binary file (NUL bytes), not a text note", path=path)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        line = data[: err.start].count(b"\n") + 1
        raise InputError(f"not valid UTF-8 (byte 0x{data[err.start]:02x})", path=path, line=line) from None
    return _repair(text)


def _repair(text: str) -> str:
    """ftfy's repairs, line by line as ftfy itself goes, skipping lines it would leave alone."""
    if text.isascii() and not _ASCII_FIXED.search(text):
        return text
    if "\r" in text:  # ftfy turns CRLF into one break, which a split at LF would double
        return ftfy.fix_text(text, _FIX)
    return "\n".join(
        line if line.isascii() and not _ASCII_FIXED.search(line) else ftfy.fix_text(line, _FIX)
        for line in text.split("\n")
    )


@lru_cache(maxsize=1)
def _parser() -> MarkdownIt:
    return MarkdownIt("commonmark").enable("table").use(front_matter_plugin)


# An admonition of MkDocs Material / Python-Markdown: '!!! info "文章信息"' over a body indented four spaces.
_ADMONITION = re.compile(
    r'^([ \t]*)(?:(?:!!!|\?\?\?\+?)[ \t]+[\w-]+(?:[ \t]+"[^"]*")?|===\+?[ \t]+"[^"]*")[ \t]*$'
)  # (MkDocs admonitions and content tabs: '!!! info "About"', '=== "2026"')


def open_admonitions(text: str) -> str:
    """Admonition and content-tab bodies dedented, so markdown reads them as text, not as indented code (line count
    kept).

    >>> open_admonitions('!!! info "About"\\n    - 作者：Mathis Petrovich\\n\\ntext')
    '!!! info "About"\\n- 作者：Mathis Petrovich\\n\\ntext'
    """
    lines = text.split("\n")
    indent: str | None = None
    for i, line in enumerate(lines):
        if indent is not None and (line.startswith(indent + "    ") or not line.strip()):
            lines[i] = line[len(indent) + 4 :] if line.strip() else line
            continue
        match = _ADMONITION.match(line)
        indent = match.group(1) if match else None
    return "\n".join(lines)


_LIQUID_PREFIX = re.compile(r"\]\(\s*\{\{[^{}\n\"']*\}\}(?=/[^\s()]+\))")
_LIQUID_TARGET = re.compile(r"\]\(\s*\{\{[^{}\n\"']*\}\}\s*\)")
#: A Logseq macro: '{{zotero-imported-file XXMG, "Khatib - 1985 - Real-time ….pdf"}}', '{{embed [[page]]}}',
#: '{{video https://…}}': rendered by the app, no text of the note.
_LOGSEQ_MACRO = re.compile(
    r"\{\{(?:zotero-[\w-]+|embed|renderer|video|youtube|tweet|pdf|query|cloze|namespace|function)\b[^{}\n]*\}\}"
)
_HTML_ITEM = re.compile(r"^([ \t]*)<li\b[^>]*>[ \t]*", re.IGNORECASE)
_HTML_LIST_TAG = re.compile(r"</?(?:ul|ol)\b[^>]*>|</li>", re.IGNORECASE)
_HTML_LIST_OPEN = re.compile(r"<(?:ul|ol)\b", re.IGNORECASE)
_HTML_LIST_CLOSE = re.compile(r"</(?:ul|ol)>", re.IGNORECASE)
_HTML_EMPHASIS = re.compile(r"</?(?:i|em|u|cite)>", re.IGNORECASE)
_HTML_STRONG = re.compile(r"</?(?:b|strong)>", re.IGNORECASE)


def open_html_lists(text: str) -> str:
    """HTML lists (``<ul><li>…</li></ul>``) written as markdown lists, so each ``<li>`` is an item (line count kept);
    italic, underlined and bold text inside them keeps its emphasis.

    >>> open_html_lists('<ul>\\n  <li>Alchian, A., "Costs,"\\n    <U>The Allocation</U> (1959).\\n  </li>\\n</ul>')
    '\\n- Alchian, A., "Costs,"\\n    *The Allocation* (1959).\\n\\n'
    """
    lines = text.split("\n")
    inside = False
    bare_item = False  # a "<li>" alone on its line: its text starts on the next line
    depth = 0  # lists open around the line: an item is indented by its nesting, not by the HTML's indentation
    for i, line in enumerate(lines):
        opened = _HTML_ITEM.match(line)
        if not (inside or opened or _HTML_LIST_TAG.search(line)):
            continue
        inside = (inside or bool(opened)) and not re.search(r"</[uo]l>", line, re.IGNORECASE)
        depth_before = depth
        depth = max(0, depth + len(_HTML_LIST_OPEN.findall(line)) - len(_HTML_LIST_CLOSE.findall(line)))
        if opened:
            # (four spaces of HTML indentation after a blank line would make the item a code block)
            line = f"{'  ' * max(0, min(depth_before, depth) - 1)}- {line[opened.end() :]}"
        line = _HTML_STRONG.sub("**", _HTML_EMPHASIS.sub("*", _HTML_LIST_TAG.sub("", line)))
        if opened and not line.strip(" -"):
            bare_item, line = True, ""
        elif bare_item and line.strip():
            bare_item, line = False, f"- {line.strip()}"  # (at the margin: an indented line would be code)
        lines[i] = line if line.strip() else line.strip()
    return "\n".join(lines)


#: An emphasis tag pair on one line around text with no markdown emphasis: "<u> Improving Visual Grounding …. CVPR
#: 2022.</u>", "<b>Title</b>"
_HTML_EMPHASIS_SPAN = re.compile(r"<(u|i|em|cite|b|strong)>([^<>*\n]{2,400}?)</\1>", re.IGNORECASE)


def html_emphasis(text: str) -> str:
    """Inline HTML emphasis as markdown's, the spaces inside the tags moved out (markdown's emphasis may not open or
    close on a space): bold and underline as bold (a reading log's way of marking a title), italics as italics.

    >>> html_emphasis("1. <u>Sequencer: Deep LSTM for Image Classification. </u>[[PDF]](…)")
    '1. **Sequencer: Deep LSTM for Image Classification.** [[PDF]](…)'
    """
    return _HTML_EMPHASIS_SPAN.sub(_markdown_emphasis, text)


def _markdown_emphasis(match: re.Match[str]) -> str:
    inner = match.group(2)
    if not inner.strip():
        return inner
    mark = "*" if match.group(1).casefold() in ("i", "em", "cite") else "**"
    lead, trail = inner[: len(inner) - len(inner.lstrip())], inner[len(inner.rstrip()) :]
    return f"{lead}{mark}{inner.strip()}{mark}{trail}"


_HTML_ANCHOR = re.compile(r"<a\b[^>]*?\bhref\s*=\s*[\"']([^\"']*)[\"'][^>]*>(.*?)</a\s*>", re.IGNORECASE | re.DOTALL)


def _markdown_anchors(html: str) -> str:
    """HTML links as markdown links: '<a href="N.md">[Paper Note]</a>' → '[[Paper Note]](N.md)'."""
    return _HTML_ANCHOR.sub(lambda m: f"[{m.group(2)}]({m.group(1)})" if m.group(1) else m.group(2), html)


_SUMMARY = re.compile(
    r"^([ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+)?[ \t]*(?:<details\b[^>]*>[ \t]*)?<summary\b[^>]*>(.*?)</summary>[ \t]*$",
    re.IGNORECASE,
)  # (in a list item too, the item's text: "- <details><summary><a href=…>Title</a></summary>", from "<li>")
_SUMMARY_TEXT = re.compile(r"<summary\b[^>]*>(.*?)</summary>", re.IGNORECASE)
_DETAILS = re.compile(r"^[ \t]*</?details\b[^>]*>[ \t]*$", re.IGNORECASE)
_ATX = re.compile(r"^ {0,3}(#{1,6})[ \t]")
_TAGS = re.compile(r"<(?!https?://|mailto:)[^>]+>")  # (an autolink, "<http://arxiv.org/abs/1803.00933v1>", stays)
#: What a disclosure box's summary says when it names no section: "Details", "View paper list!"
_BOX_LABELS = re.compile(
    r"^(?:details?|more|abstract|bibtex|code|bio(?:graphy)?|slides|video|show\b.*|view\b.*|click\b.*|expand\b.*)$", re.I
)


_SUMMARY_OPEN = re.compile(r"<summary\b[^>]*>", re.IGNORECASE)
#: The most lines one summary is wrapped over.
_SUMMARY_LINES = 6


def _joined_summaries(lines: list[str]) -> list[str]:
    """A summary wrapped over lines ("<summary>Names" / "and Name. <b>Title of" / "a paper.</b></summary>") on its
    first line, the lines it took left empty (line count kept)."""
    for i, line in enumerate(lines):
        if _SUMMARY_OPEN.search(line) and "</summary>" not in line.casefold():
            end = next((j for j in range(i + 1, min(i + _SUMMARY_LINES, len(lines))) if "</summary>" in
                        lines[j].casefold()), None)
            if end is not None:
                lines[i] = " ".join([line.rstrip(), *(ln.strip() for ln in lines[i + 1 : end + 1])])
                lines[i + 1 : end + 1] = [""] * (end - i)
    return lines


def open_html_details(text: str) -> str:
    """Disclosure boxes (``<details><summary>Title</summary>…</details>``) opened: a summary naming a paper or a
    section becomes a heading one level under the one before it and its box tags go (line count kept); a box
    labelled "Abstract", "Details", "BibTeX" stays as it is.

    >>> open_html_details("## Systems\\n<details>\\n  <summary> Kimera: from SLAM to Spatial Perception </summary>\\n")
    '## Systems\\n\\n### Kimera: from SLAM to Spatial Perception\\n'
    """
    shown_all = (" ".join(_TAGS.sub(" ", m).split()) for m in _SUMMARY_TEXT.findall(text))
    if all(not shown or _BOX_LABELS.match(shown) for shown in shown_all):
        return text  # only boxes labelled "Abstract", "Details": nothing to open (a ratings page has hundreds)
    lines = _joined_summaries(text.split("\n"))
    level = 1
    boxes: list[tuple[int | None, bool]] = []  # each open box: its "<details>" line (None: on the summary's), opened
    for i, line in enumerate(lines):
        if heading := _ATX.match(line):
            level = len(heading.group(1))
        elif summary := _SUMMARY.match(line):
            linked = _markdown_anchors(summary.group(2))
            # (its bold kept as markdown: "Names. <b>Title.</b>" is a citation with its title in bold)
            shown = " ".join(_TAGS.sub(" ", _HTML_STRONG.sub("**", _HTML_EMPHASIS.sub("*", linked))).split())
            heads = bool(shown) and not _BOX_LABELS.match(" ".join(_TAGS.sub(" ", linked).split()))
            if line[summary.end(1) if summary.group(1) else 0 :].lstrip().casefold().startswith("<details"):
                boxes.append((None, heads))
            elif boxes:
                boxes[-1] = (boxes[-1][0], heads)
            if heads and summary.group(1):
                lines[i] = f"{summary.group(1)}{shown}"
            elif heads:
                lines[i] = f"{'#' * min(level + 1, 6)} {shown}"
                if boxes and (opening := boxes[-1][0]) is not None:
                    lines[opening] = ""
        elif _DETAILS.match(line):
            if not line.strip().startswith("</"):
                boxes.append((i, False))
            elif boxes and boxes.pop()[1]:
                lines[i] = ""
    return "\n".join(lines)


_HTML_HEADING = re.compile(r"^<h([1-6])\b[^>]*>(.*?)</h\1\s*>$", re.IGNORECASE)
_HTML_WRAPPER = re.compile(
    r"^(?:</?(?:p|div|span|section|center|br|hr|body|html|main|article|dl|dd|dt|blockquote)\b[^>]*>|<!--.*-->)+$",
    re.IGNORECASE,
)
#: A line that is only a block's opening or closing tag: an HTML block to markdown, swallowing the list under it
#: up to the next blank line (kramdown reads '<div markdown="1">' over "* [Title](…)" as a list in a box).
_WRAPPER_LINE = re.compile(
    r"^[ \t]*</?(?:div|section|center|article|main)\b[^>\n]*>[ \t]*$", re.MULTILINE | re.IGNORECASE
)
#: Table and list tags around a cell's text ("<tr><!--- Week 2 -->", "<td><ul>", "</ul></td>"): a syllabus in HTML.
_HTML_CELL_TAGS = re.compile(
    r"^(?:\s*(?:</?(?:table|thead|tbody|tr|td|th|ul|ol)\b[^>]*>|<!--.*?-->))+\s*|(?:\s*</(?:td|th|tr|ul|ol)>)+\s*$",
    re.IGNORECASE,
)


#: A one-line element whose class names a field of the entry above (academic page templates):
#: '<div class="venue">ICASSP 2025</div>', '<span class="pub-journal">…</span>', '<div class="periodical">…'.
_HTML_FIELD_CLASS = re.compile(
    r"<\w+\b[^>]*?\bclass\s*=\s*[\"'](?:[\w-]*[ -])?(venue|journal|conference|booktitle|periodical|year)\b",
    re.IGNORECASE,
)


def open_html_inline(text: str) -> str:
    """A page written in HTML read as markdown (line count kept): ``<a href="url">text</a>`` is a link,
    ``<h3>Title</h3>`` a heading, a line that is only ``<p>``, ``</div>`` or a comment goes, and an indented
    line that starts with a link is a line of its own, not code.

    >>> open_html_inline('<h3> Surveys: </h3>\\n<p>\\n\\t<a href="https://x.org/a.pdf"> "Towards X"</a>: ok\\n</p>')
    '### Surveys:\\n\\n[ "Towards X"](https://x.org/a.pdf): ok\\n'
    >>> open_html_inline('  <span class="author-name">Ian Shih</span>,\\n  <div class="venue">ICASSP 2025</div>')
    'Ian Shih,\\nVenue: ICASSP 2025'
    >>> open_html_inline('<tr><!--- Week 2 -->\\n  <td><ul>\\n- Read: <a href="https://arxiv.org/abs/1408.5882">CNNs</a>')
    '\\n\\n- Read: [CNNs](https://arxiv.org/abs/1408.5882)'
    """
    if "\n</a" in text or "\n</A" in text:
        text = _HTML_ANCHOR.sub(_one_line_anchor, text)
    lines = text.split("\n")
    for i, line in enumerate(lines):
        if "<" not in line:
            continue
        if "<t" in line or "</t" in line or "<!--" in line:
            line = _HTML_CELL_TAGS.sub("", line)
        opened = _markdown_anchors(line)
        bare = opened.strip()
        if heading := _HTML_HEADING.match(bare):
            shown = " ".join(_TAGS.sub(" ", heading.group(2)).split())
            lines[i] = f"{'#' * int(heading.group(1))} {shown}" if shown else ""
        elif _HTML_WRAPPER.match(bare):
            lines[i] = ""
        elif opened != line and bare.startswith("[") and line[:1].isspace():
            lines[i] = bare  # "\t<a href=…>…</a>: comment" inside a <p>: at the margin, or it reads as code
        elif bare.startswith("<") and "</" in bare and (shown := " ".join(_TAGS.sub("", opened).split())):
            # '<span class="author-name">Ian Shih</span>,'; a field's class is its label: 'Venue: ICASSP 2025'
            field = _HTML_FIELD_CLASS.match(bare)
            lines[i] = f"{field.group(1).capitalize()}: {shown}" if field else shown
        else:
            lines[i] = opened
    return "\n".join(lines)


#: "[^Lowe_et_al_2019]: R. Lowe, J. Foerster, …" opening a line, and the "[^Lowe_et_al_2019]" marks in the text
def _one_line_anchor(match: re.Match[str]) -> str:
    """A link whose text runs over lines ('<a href="…/The Wigner flow on the sphere.pdf">' / title lines / '</a>') as
    one markdown link on its first line, the lines it took kept empty (a target with spaces in angle brackets, as
    CommonMark wants); any other link stays as it is."""
    if "\n" not in match.group(2) or "<" in match.group(2):
        return match.group(0)
    shown = " ".join(match.group(2).split())
    target = f"<{match.group(1)}>" if " " in match.group(1) else match.group(1)
    return f"[{shown}]({target})" + "\n" * match.group(0).count("\n")


_FOOTNOTE_DEFINITION = re.compile(r"^ {0,3}\[\^[^\]\s]+\]:[ \t]*", re.MULTILINE)
_FOOTNOTE_MARK = re.compile(r"\[\^[^\]\s]+\]")
_KRAMDOWN_ATTRIBUTES = re.compile(r"\{:\s*(?:[.#]?[\w-]+(?:=(?:\"[^\"\n]*\"|'[^'\n]*'|[^\s}]+))?\s*)+\}")
_HEADING_ID = re.compile(r"^([ ]{0,3}#{1,6}[ \t].*?)[ \t]*\{#[\w.:-]+\}[ \t]*$", re.MULTILINE)
#: The line of AcadHomepage's paper box holding its badge: "<div class='paper-box'>…<div class="badge">NeurIPS
#: 2025</div><img src='images/nips25.png' …></div></div>"
_BADGE_BOX = re.compile(r"^[ \t]*<div\b.*?<div class=[\"']badge[\"']>([^<>\n]{1,60})</div>.*$", re.MULTILINE)
_EMPTY_BOLD = re.compile(r"(?:\\\*){4}|(?<![*\\])\*{4}(?!\*)")
_CANVAS_LABEL = re.compile(r"\s*\(?Links to an external site\.\)?")
_ONE_ELEMENT = re.compile(r"^\s*<(\w+)\b[^>]*>[^<]*</\1\s*>\s*$")
_DELIMITER_ROW = re.compile(r"^\s*\|?(?:\s*:?-{3,}:?\s*\|)+(?:\s*:?-{3,}:?\s*)?$")


def unindent_table_rows(text: str) -> str:
    """A table's rows indented four spaces or more (an empty first cell padded to align its bar: "           |
    <center>**Intro**</center>") stay rows: the padding becomes one zero-width space, the empty cell (line count
    kept; markdown would end the table there and read the rows as code).

    >>> unindent_table_rows("Date | Papers\\n:---|:---\\n       | **Intro**\\nApr 1 | [Title](t.pdf)")
    'Date | Papers\\n:---|:---\\n\\u200b | **Intro**\\nApr 1 | [Title](t.pdf)'
    >>> unindent_table_rows("| Date | Notes\\n|---|---\\n\\t| Friday | [Title](t.pdf)")
    '| Date | Notes\\n|---|---\\n| Friday | [Title](t.pdf)'
    """
    lines = text.split("\n")
    inside = piped = False
    for k, line in enumerate(lines):
        if _DELIMITER_ROW.match(line):
            inside, piped = True, line.lstrip().startswith("|")
        elif not inside or "|" not in line or not line.strip():
            inside = False
        elif line.startswith(("    ", "\t")) and line.lstrip().startswith("|"):
            # (a row of a table whose rows open with a bar, indented by a tab, is one as it stands: "\t| Friday, …")
            lines[k] = line.lstrip() if piped else "\u200b " + line.lstrip()
    return "\n".join(lines)


def open_headerless_tables(text: str) -> str:
    """A table with no header row (kramdown, so Jekyll pages, allows it: ``|---|---|`` then the rows) gets an empty
    header on the blank line above it, so it reads as a table (line count kept).

    >>> open_headerless_tables("Intro\\n\\n|--- |--- |\\n|2022|[Title](https://arxiv.org/abs/2207.05306)|")
    'Intro\\n| | |\\n|--- |--- |\\n|2022|[Title](https://arxiv.org/abs/2207.05306)|'
    """
    lines = text.split("\n")
    for i in range(1, len(lines) - 1):
        if not lines[i - 1].strip() and lines[i + 1].lstrip().startswith("|") and _DELIMITER_ROW.match(lines[i]):
            above = lines[i - 2] if i >= 2 else ""
            if above.lstrip().startswith("<"):  # an HTML block goes on to the next blank line: keep it one
                if not _ONE_ELEMENT.match(above):
                    continue
                lines[i - 2] = " ".join(_TAGS.sub(" ", above).split())  # '<div class="mt-4"> A summary </div>'
            lines[i - 1] = "|" + " |" * lines[i].strip().strip("|").count("|") + " |"
    return "\n".join(lines)


_LOOSE_FIELD = re.compile(r"^([^\s:#-][^:]{0,40}?)\s*:\s*(.*?)\s*$")


#: Blank lines (spaces perhaps) opening a file.
_BLANK_LINES = re.compile(r"(?:[ \t]*\n)+")


def loose_front_matter(content: str) -> dict[str, str]:
    """Front matter read as ``key: value`` lines, for the note apps whose properties are not YAML.

    Every line must be a field (or an indented continuation); a key given twice keeps both values.

    >>> loose_front_matter("title: NetVLAD\\nauthors:[[Relja Arandjelović]], [[P. Gronat]]\\ntags: [[VLAD]]\\ntags: #z")
    {'title': 'NetVLAD', 'authors': '[[Relja Arandjelović]], [[P. Gronat]]', 'tags': '[[VLAD]], #z'}
    >>> loose_front_matter("just a sentence")
    {}
    """
    found: dict[str, str] = {}
    key = None
    for line in content.splitlines():
        if not line.strip():
            continue
        if (match := _LOOSE_FIELD.match(line)) is None:
            # (an indented line continues the value, as does a record's closing brace: "bibtex: @article{lee2001,"
            # over "  title={A Paradox of Democracy}," and "}")
            if key is None or not (line[:1].isspace() or line.strip() in ("}", "]", ")")):
                return {}
            found[key] = f"{found[key]} {line.strip()}".strip()
            continue
        key, value = match.group(1).strip(), match.group(2)
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
            value = value[1:-1]  # 'journal: "Cancer"': YAML's quotes, not the value's
        found[key] = f"{found[key]}, {value}" if found.get(key) and value else value or found.get(key, "")
    return found


def _toml_fronted(text: str, path: str, stem: str) -> Document:
    """A note opening with TOML front matter between ``+++`` lines (Hugo, Zola): the fields, then the body's tokens.

    >>> doc = _toml_fronted('+++\\ntitle = "Long Short-Term Memory"\\nyear = 1997\\n+++\\n\\n# Notes\\n', "n.md", "n")
    >>> doc.front_matter, doc.tokens[1].map
    ({'title': 'Long Short-Term Memory', 'year': 1997}, [5, 6])
    """
    lines = text.split("\n")
    end = next((i for i, line in enumerate(lines[1:], 1) if line.strip() == "+++"), None)
    if end is None:
        return Document(path=path, stem=stem, text=text, tokens=_parser().parse(text), front_matter={})
    try:
        front = tomllib.loads("\n".join(lines[1:end]))
    except tomllib.TOMLDecodeError as err:
        raise InputError(f"bad TOML front matter: {str(err).splitlines()[0]}", path=path, line=1) from None
    body = "\n" * (end + 1) + "\n".join(lines[end + 1 :])  # blank lines keep the body's line numbers
    return Document(path=path, stem=stem, text=text, tokens=_parser().parse(body), front_matter=front)


#: Front matter's first line after YAML comments: a key ("title:", "Paper Title:") or a list of keys.
_KEY_LINE = re.compile(r"^(?:-\s*\w[^:\n]*:|[^\s#\-:][^:\n]{0,80}:(?:\s|$))")
_URL_LINE = re.compile(r"^(?:https?://|www\.)\S+$")
_DATE_LINE = re.compile(r"^(?:\d{1,2}\s+\w+\s+)?(?:19|20)\d\d\b")


#: A Pelican or MultiMarkdown metadata line: "Title: My favorite scientific papers of 2016", "Date: 2016-12-28".
_METADATA_LINE = re.compile(r"^([A-Z][A-Za-z]+):[ \t]+(\S.*)$")


def _metadata_fronted(text: str, path: str, stem: str) -> Document | None:
    """A note opening with Pelican / MultiMarkdown metadata (``Title:``, ``Date:``, … lines up to the first blank
    line): those as front matter, the body's tokens keeping their line numbers; None when it does not open so.

    >>> doc = _metadata_fronted("Title: Papers of 2016\\nDate: 2016-12-28 14:00\\n\\n1. [A](https://x.org)", "n", "n")
    >>> doc.front_matter, doc.tokens[0].map
    ({'title': 'Papers of 2016', 'date': '2016-12-28 14:00'}, [3, 4])
    """
    lines = text.split("\n")
    end = next((i for i, line in enumerate(lines) if not line.strip()), len(lines))
    fields = [_METADATA_LINE.match(line) for line in lines[:end]]
    if end < 2 or not all(fields) or {"title", "date"} - {f.group(1).casefold() for f in fields if f}:
        return None
    front: dict[str, Any] = {f.group(1).casefold(): f.group(2).strip() for f in fields if f}
    body = "\n" * end + "\n".join(lines[end:])
    return Document(path=path, stem=stem, text=text, tokens=_parser().parse(body), front_matter=front)


def _pandoc_titled(text: str, path: str, stem: str) -> Document:
    """A note opening with a pandoc title block (``% Title`` / ``% Authors`` / ``% Date``): those as front matter,
    a line that is an address as the ``url``; the body's tokens keep their line numbers.

    >>> doc = _pandoc_titled("% k-means++: Careful Seeding\\n% https://x.org/a.pdf\\n\\ntext", "n.md", "n")
    >>> doc.front_matter
    {'title': 'k-means++: Careful Seeding', 'url': 'https://x.org/a.pdf'}
    """
    lines = text.split("\n")
    block = [line[1:].strip() for line in lines[: next((i for i, ln in enumerate(lines) if not ln.startswith("%")),
                                                         len(lines))]]
    front: dict[str, Any] = {"title": block[0]} if block and block[0] else {}
    for k, value in enumerate(block[1:3], start=1):
        if _URL_LINE.match(value):
            front.setdefault("url", value)
        elif k == 1 and value:
            front["authors"] = [name.strip() for name in value.split(";") if name.strip()]
        elif k == 2 and _DATE_LINE.match(value):
            front["date"] = value
    body = "\n" * len(block) + "\n".join(lines[len(block) :])
    return Document(path=path, stem=stem, text=text, tokens=_parser().parse(body), front_matter=front)


def parse(text: str, path: str, stem: str, syntax: str = "markdown") -> Document:
    """Parse note text into a :class:`Document` (markdown tokens only for markdown).

    >>> doc = parse("---\\ntitle: ICML 2024 Oral Papers\\n---\\n# LLMs\\n", "n.md", "n")
    >>> doc.title, doc.tokens[1].map
    ('ICML 2024 Oral Papers', [3, 4])
    >>> parse("@misc{a, title={T}}", "r.bib", "r", syntax="bibtex").tokens
    []

    A page that opens with a rule over a heading has no front matter:

    >>> doc = parse("---\\n## Image Caption\\n- [x] Title (2015)\\n\\n---\\n", "r.md", "r")
    >>> doc.front_matter, doc.tokens[0].tag, doc.tokens[0].map
    ({}, 'h2', [1, 2])
    """
    if syntax != "markdown":
        return Document(path=path, stem=stem, text=text, tokens=[], front_matter={}, syntax=syntax)
    footnotes = _footnote_lines(text) if "[^" in text else frozenset()
    tables = find_html_tables(text) if "<table" in text or "<TABLE" in text else []
    if "|\n|" in text or "| \n|" in text:  # (two pipe rows, one under the other, at least)
        tables = sorted([*tables, *find_bare_pipe_tables(text)], key=lambda table: table.first)
    doc = _parse_markdown(blank_tables(text, tables) if tables else text, path, stem)
    if tables:
        doc = replace(doc, text=rendered_tables(doc.text, tables), tokens=splice_tables(doc.tokens, tables, _parser()))
    return replace(doc, footnotes=footnotes) if footnotes else doc


def _footnote_lines(text: str) -> frozenset[int]:
    """The 1-based lines that define a footnote ("[^2]: Deville, Pierre, et al. …").

    >>> sorted(_footnote_lines("Text[^1].\\n\\n[^1]: A. Author. Title. 2020."))
    [3]
    """
    return frozenset(text.count("\n", 0, m.start()) + 1 for m in _FOOTNOTE_DEFINITION.finditer(text))


#: A line of Hugo shortcodes only ("{{< tdopen >}}", "{{< tropen >}}"): it renders as a table's markup, a break.
_HUGO_LINE = re.compile(r"^[ \t]*(?:\{\{[<%].*?[%>]\}\}[ \t]*)+$", re.MULTILINE)
#: A shortcode in a line's text: '({{% resource_link 493f120f-… "PDF" %}})' shows its label.
_HUGO_INLINE = re.compile(r"\{\{[<%].*?[%>]\}\}")


#: A shortcode linking a page: '{{% img_link link="https://doi.org/10.1111/gcb.17014" type="open" %}}'
_HUGO_LINKED = re.compile(r'\{\{[<%][^{}\n]*?\b(?:link|url|href)="(https?://[^"\s]+)"[^{}\n]*?[%>]\}\}')


def _shortcode_link(match: re.Match[str]) -> str:
    """A shortcode that links a page, as the page's address: "https://doi.org/…"."""
    return match.group(1)


def _shortcode_label(match: re.Match[str]) -> str:
    """What a shortcode in a line shows: its last quoted argument ("PDF"), else nothing."""
    quoted = re.findall(r'"([^"]*)"', match.group(0))
    return quoted[-1] if quoted else ""


#: A heading that is only a field's label: "#### Authors" over the names (one section per paper, its fields headed)
_FIELD_HEADING = re.compile(
    r"^ {0,3}#{2,6}[ \t]+(Authors?|Author\(s\)|Abstract|Venue|Published in|Year)[ \t]*:?[ \t]*$", re.IGNORECASE
)


def field_headings(text: str) -> str:
    """Field labels set as headings made field lines: "#### Authors" over "Augustus Odena, Christopher Olah" is
    "**Authors:** Augustus Odena, Christopher Olah" (line count kept).

    >>> field_headings("### ACGAN\\n#### Authors\\nAugustus Odena, Jonathon Shlens\\n")
    '### ACGAN\\n\\n**Authors:** Augustus Odena, Jonathon Shlens\\n'
    """
    lines = text.split("\n")
    for i, line in enumerate(lines[:-1]):
        if (label := _FIELD_HEADING.match(line)) is None:
            continue
        nxt = next((j for j in range(i + 1, min(i + 3, len(lines))) if lines[j].strip()), None)
        if nxt is not None and not lines[nxt].lstrip().startswith(("#", "-", "*", "|", "<", "`")):
            lines[i], lines[nxt] = "", f"**{label.group(1)}:** {lines[nxt].strip()}"
    return "\n".join(lines)


_LIST_ITEM_LINE = re.compile(r"^( *)((?:\d{1,3}[.)]|[-*+])[ \t]+)(?=\S)")
_FENCE_LINE = re.compile(r"^\s*(?:```|~~~)")


def reindent_lists(text: str) -> str:
    """Lists nested by fewer spaces than a marker's width ("  1. **Topic**" over "    1. Reading" over "      1. …",
    two spaces a level) re-indented so each item sits under its parent's text: as written, markdown reads the deeper
    items as code. Text where every item is nested as markdown asks comes back as it is (line count kept).

    >>> reindent_lists("1. Topics\\n  1. Hedonics\\n    1. Rosen (1974), Title\\n")
    '1. Topics\\n   1. Hedonics\\n      1. Rosen (1974), Title\\n'
    >>> reindent_lists("- a\\n  - b\\n") == "- a\\n  - b\\n"
    True
    """
    lines = text.split("\n")
    out = list(lines)
    stack: list[tuple[int, int]] = []  # each open item: its indent as written, where its text starts once re-indented
    changed = fenced = False
    for i, line in enumerate(lines):
        if _FENCE_LINE.match(line):
            fenced = not fenced
        if fenced or not line.strip():
            continue
        indent = len(line) - len(line.lstrip(" "))
        if (item := _LIST_ITEM_LINE.match(line)) is None:
            if indent == 0:
                stack = []  # (a paragraph at the margin ends the lists)
            elif stack and indent > stack[-1][0]:
                out[i] = " " * stack[-1][1] + line.lstrip(" ")  # an item's text wrapped onto the next line
            continue
        while stack and indent <= stack[-1][0]:
            stack.pop()
        if stack and indent < stack[-1][1]:
            changed = True  # a child written left of its parent's text: markdown would not nest it
        at = stack[-1][1] if stack else min(indent, 3)
        out[i] = " " * at + line[indent:]
        stack.append((indent, at + len(item.group(2))))
    return "\n".join(out) if changed else text


#: A line of an outline: a heading with words, or a list item ("### Main", "- L. Lu et al - Learning …").
_OUTLINE_LINE = re.compile(r"^[ \t]*(?:(#{1,6})|[-*+]|\d{1,3}[.)])[ \t]+(?=[^\s#])")


def _cited_line(text: str) -> bool:
    """Whether an indented line is a citation (a capital, a year, six words or more, nothing of code's)."""
    return bool(_CITED_LINE.match(text)) and len(text.split()) >= _CITED_WORDS and not _CODE_MARK.search(text)


_CITED_LINE = re.compile(r"^\s*[A-Z][^\n]*\b(?:19|20)\d\d\b")
_CITED_WORDS = 6
#: What code has and a citation does not: braces, semicolons, operators, a call, a keyword, a prompt or comment.
_CODE_MARK = re.compile(r"[{};=<>$\\]|\(\)|\bdef |\bimport |\breturn |^\s*(?:#|//|>>>)")


def unindent_outlines(text: str, tokens: list[Token]) -> str | None:
    """An outline of headings and list items indented by tabs or four spaces (after a blank line markdown reads it as
    code, GitHub shows it so, but its author wrote notes): the headings moved to the margin, each heading's items
    to the margin as well, their nesting kept; citations indented alike likewise. None when no code block is such
    an outline or such citations (line count kept).

    >>> md = MarkdownIt("commonmark")
    >>> text = "# References\\n\\n\\t### Main\\n\\n\\t\\t- L. Lu et al - Learning operators - 2021\\n\\t\\t\\t- a note"
    >>> print(unindent_outlines(text, md.parse(text)))
    # References
    <BLANKLINE>
    ### Main
    <BLANKLINE>
    - L. Lu et al - Learning operators - 2021
        - a note
    """
    lines = text.split("\n")
    changed = False
    for tok in tokens:
        if tok.type != "code_block" or not tok.map:
            continue
        span = range(tok.map[0], min(tok.map[1], len(lines)))
        shown = [lines[i] for i in span if lines[i].strip()]
        if shown and all(_cited_line(line) for line in shown):
            for i in span:  # "    David, L. A., …, Alm, E. J. (2014). Host lifestyle affects …": citations, not code
                lines[i] = lines[i].strip()
            changed = True
            continue
        marks = [_OUTLINE_LINE.match(line) for line in shown]
        # (R's printed output, "##   Df Pillai approx F", is all "##" lines: an outline has items)
        if not marks or not all(marks) or all(m.group(1) for m in marks if m):
            continue
        margin: int | None = None  # the indent of the items under the heading above
        for i in span:
            line = lines[i].expandtabs(4)
            if not line.strip():
                lines[i] = ""
            elif (mark := _OUTLINE_LINE.match(line)) and mark.group(1):
                lines[i], margin = line.lstrip(), None
            else:
                indent = len(line) - len(line.lstrip())
                margin = indent if margin is None else min(margin, indent)
                lines[i] = line[margin:]
        changed = True
    return "\n".join(lines) if changed else None


def _parse_markdown(text: str, path: str, stem: str) -> Document:
    if "!!!" in text or "???" in text or '=== "' in text:
        text = open_admonitions(text)
    if "]({{" in text or "]( {{" in text:
        # A Jekyll page's link to a template variable ("[Title]({{ page.paper_url.x }})") is still a link (one
        # quoting its address, '[paper]({{ "https://arxiv.org/…" | url }})', is read for that address as it is)
        text = _LIQUID_TARGET.sub("](#)", _LIQUID_PREFIX.sub("](", text))  # "]({{ site.baseurl }}/papers/x.pdf)"
    if "{{<" in text or "{{%" in text:  # Hugo's shortcodes render as markup: MIT OCW's tables, one tag a line
        text = _HUGO_INLINE.sub(_shortcode_label, _HUGO_LINE.sub("", _HUGO_LINKED.sub(_shortcode_link, text)))
    if "{{" in text:
        text = _LOGSEQ_MACRO.sub("", text)
    if "<li" in text or "<LI" in text:
        text = open_html_lists(text)
    if "<summary" in text or "<SUMMARY" in text:
        text = open_html_details(text)
    if "<a " in text or "<A " in text:
        text = open_html_inline(text)
    if "</" in text:
        text = html_emphasis(text)
    if "<div" in text or "<DIV" in text or "<section" in text:
        if "badge" in text:  # AcadHomepage's paper box: its picture's badge names the venue, over the title
            text = _BADGE_BOX.sub(r"\1", text)
        text = _WRAPPER_LINE.sub("", text)  # '<div class="required_reading" markdown="1">' over its list
    if "[^" in text:  # footnotes (GFM, Obsidian, Zenn): each definition an item of a list, the markers dropped
        text = _FOOTNOTE_MARK.sub("", _FOOTNOTE_DEFINITION.sub("- ", text))
    if "{:" in text:  # kramdown's attribute lists after a link or block ("[Title](…){:target="_blank"}")
        text = _KRAMDOWN_ATTRIBUTES.sub("", text)
    if "{#" in text:  # a heading's id (Hugo, Pandoc, kramdown): "## Bibliography {#bibliography}" does not show it
        text = _HEADING_ID.sub(r"\1", text)
    if "Links to an external site" in text:  # Canvas LMS's hidden label after every outside link, pasted along
        text = _CANVAS_LABEL.sub("", text)
    if "#[" in text or "#![" in text:  # "#![Title](….pdf)", "#[Title](…)": a heading the space was left out of
        text = _GLUED_HEADING.sub(r"\1 [", text)
    if "****" in text or "\\*\\*\\*\\*" in text:
        # GitBook exports an emptied bold as four asterisks, escaped or not ("* \\*\\*\\*\\*[**Title**](…) ****- Kim"):
        # they show as text and would glue to the title and the dash after it
        text = _EMPTY_BOLD.sub("", text)
    if "|--" in text or "|:-" in text or "| -" in text:
        text = open_headerless_tables(text)
    if ("\n    " in text or "\n\t|" in text) and ("-|" in text or "|-" in text or "|:" in text):  # (delimiter marks)
        text = unindent_table_rows(text)
    if "\n    " in text:
        text = reindent_lists(text)
    if any(f"# {label}" in text for label in ("Author", "Abstract", "Venue", "Year", "Published")):
        text = field_headings(text)
    if text.startswith("+++"):
        return _toml_fronted(text, path, stem)
    if text.startswith("% "):
        return _pandoc_titled(text, path, stem)
    if text.startswith("Title:") and (metadata := _metadata_fronted(text, path, stem)) is not None:
        return metadata
    tokens = _parser().parse(text)
    if any(tok.type == "code_block" for tok in tokens) and (outlined := unindent_outlines(text, tokens)) is not None:
        text, tokens = outlined, _parser().parse(outlined)
    if text[:1] in "\n \t" and tokens and tokens[0].type == "hr" and (blank := _BLANK_LINES.match(text)):
        # Front matter after blank lines (Hugo reads it; a template's "  " line before Obsidian's): parse from the
        # "---", keep the file's line numbers.
        tokens = _parser().parse(text[blank.end() :])
        lead = blank.group(0).count("\n")
        for tok in tokens:
            tok.map = [tok.map[0] + lead, tok.map[1] + lead] if tok.map else tok.map
    front: dict[str, Any] = {}
    first_key = _first_key_line(tokens[0].content) if tokens and tokens[0].type == "front_matter" else ""
    # (a JSON object is front matter too: Digital Garden's '{"dg-publish":true,"title":"…","tags":[…]}')
    if tokens and tokens[0].type == "front_matter" and not _KEY_LINE.match(first_key) and first_key[:1] != "{":
        # A list cut from a longer page opens with a rule ("---" / "## Image Caption" / … / "---"): body, not keys.
        lines = text.split("\n")
        lines[tokens[0].map[0]] = ""  # type: ignore[index]
        tokens = _parser().parse("\n".join(lines))
    if tokens and tokens[0].type == "front_matter":
        try:
            content = tokens[0].content
            # (a tab closing a line, "categories: article\t", is whitespace to Jekyll; PyYAML refuses it)
            loaded = yaml.safe_load(_LINE_END_TABS.sub("", content) if "\t" in content else content)
        except yaml.YAMLError as err:
            content = tokens[0].content
            problem = str(getattr(err, "problem", ""))
            colon = problem.startswith("mapping values are not allowed")
            reserved = "cannot start any token" in problem
            # ('title: "Breast cancer staging for patients with "low-risk" disease: …"': quotes inside quotes)
            quoted = problem.startswith("expected <block end>") and '"' in content
            if ("[[" in content or "{{" in content or colon or reserved or quoted) and (
                loose := loose_front_matter(content)
            ):
                # Logseq and Obsidian write "authors: [[A]], [[B]]", Jekyll templates "date: {{ date }}", Obsidian
                # a title with its colon unquoted ("title: Snow Water Harvesting …: An Introduction …"), roam-to-git
                # a citekey page's name ("title: @ackermanAugmentingOrganizationalMemory1994"), which YAML cannot
                # read: key: value lines.
                return Document(path=path, stem=stem, text=text, tokens=tokens[1:], front_matter=loose)
            mark = getattr(err, "problem_mark", None)
            line = mark.line + 2 if mark is not None else 1
            if isinstance(err, yaml.reader.ReaderError):  # a character YAML refuses; its message spans lines
                line = tokens[0].content[: err.position].count("\n") + 2
                char = err.character
                problem = f"unacceptable character #x{char:04x}" if isinstance(char, int) else "bad bytes"
            else:
                problem = str(getattr(err, "problem", None) or err).splitlines()[0]
            raise InputError(f"bad YAML front matter: {problem}", path=path, line=line) from None
        if isinstance(loaded, dict):
            front = loaded
            if "{{" in text and (filled := _fill_page_variables(text, front)) != text:
                text, tokens = filled, _parser().parse(filled)  # the front matter is the first token again
        tokens = tokens[1:]
    return Document(path=path, stem=stem, text=text, tokens=tokens, front_matter=front)


_LINE_END_TABS = re.compile(r"[ \t]+$", re.MULTILINE)
#: A comment line of YAML front matter; "## Image Caption" is a heading, a sign the "---" block is no front matter.
_YAML_COMMENT = re.compile(r"\s*#(?!#)")


_GLUED_HEADING = re.compile(r"^(#{1,6})!?\[", re.MULTILINE)


def _first_key_line(content: str) -> str:
    """The first line of front matter that is neither blank nor a YAML comment ("# Documentation: https://…").

    >>> _first_key_line("\\n# Documentation: https://wowchemy.com\\n\\ntitle: x\\n")
    'title: x'
    """
    return next((ln for ln in content.split("\n") if ln.strip() and not _YAML_COMMENT.match(ln)), "")


#: A Jekyll page's variable in its body: "[{{ page.paper_ref }}](https://arxiv.org/abs/…)".
_PAGE_VARIABLE = re.compile(r"\{\{\s*page\.([\w-]+)\s*\}\}")


def _fill_page_variables(text: str, front: dict[str, Any]) -> str:
    """The text with each ``{{ page.key }}`` replaced by the front matter's one-line value, as Jekyll shows it.

    >>> _fill_page_variables("---\\npaper_ref: Baker, et al., 2011\\n---\\n[{{ page.paper_ref }}](x.pdf)",
    ...                      {"paper_ref": "Baker, et al., 2011"}).splitlines()[-1]
    '[Baker, et al., 2011](x.pdf)'
    """

    def value(match: re.Match[str]) -> str:
        shown = front.get(match.group(1))
        return str(shown) if isinstance(shown, (str, int, float)) and "\n" not in str(shown) else match.group(0)

    return _PAGE_VARIABLE.sub(value, text)


def read_bytes(file: Path, shown: str) -> bytes:
    """The bytes of a note file; anything but a readable regular file is an :class:`InputError` naming it.

    A FIFO or device named ``*.md`` is refused instead of read (reading a FIFO waits for a writer forever).

    >>> import tempfile, pathlib
    >>> folder = pathlib.Path(tempfile.mkdtemp())
    >>> os.mkfifo(folder / "pipe.md")
    >>> read_bytes(folder / "pipe.md", "notes/pipe.md")
    Traceback (most recent call last):
    kg.errors.InputError: notes/pipe.md: not a regular file (a pipe, socket or device)
    """
    try:
        # O_NONBLOCK: opening a FIFO must not wait for a writer; it changes nothing for regular files.
        fd = os.open(file, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as err:
        raise InputError(f"cannot read: {err.strerror or err}", path=shown) from None
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):
        os.close(fd)
        if stat.S_ISDIR(mode):  # a folder collect() could not list: say why
            try:
                with os.scandir(file):
                    pass
            except OSError as err:
                raise InputError(f"cannot list folder: {err.strerror or err}", path=shown) from None
            raise InputError("a folder, not a note", path=shown)
        raise InputError("not a regular file (a pipe, socket or device)", path=shown)
    with os.fdopen(fd, "rb") as handle:
        try:
            return handle.read()
        except OSError as err:
            raise InputError(f"cannot read: {err.strerror or err}", path=shown) from None


def read_document(file: Path, display_path: str | None = None, stem: str | None = None) -> Document:
    """Read and parse one note from disk; errors name the file."""
    shown = display_path or file.as_posix()
    data = read_bytes(file, shown)
    syntax = SYNTAX_BY_SUFFIX.get(file.suffix.lower(), "markdown")
    text = decode(data, shown)
    if syntax == "markdown" and _BIBTEX_OPENING.match(text):
        syntax = "bibtex"  # BibTeX pasted into a plain or markdown file ("bib.txt", "continual-learning.md")
    return parse(text, shown, stem or file.stem, syntax)


#: A file that opens with a BibTeX entry, "%" comments perhaps before it.
_BIBTEX_OPENING = re.compile(r"\A\s*(?:%[^\n]*\n\s*)*@[A-Za-z]+\s*\{")
