"""HTML tables in a markdown note read as markdown tables: each row's cells as markdown text on the row's own line.

Awesome lists and syllabi often write their paper tables in raw HTML (``<tr><td><strong>Title</strong></td>
<td><a href="https://arxiv.org/abs/…">arXiv</a></td></tr>``), which markdown-it keeps as opaque HTML blocks,
split wherever a blank line falls. Here such a table is found in the text, its rows turned into markdown cells,
and the table handed to the markdown reader as the same tokens a pipe table gives, rows keeping their lines.

Pipe rows with neither a header nor a delimiter row (kramdown, so Jekyll pages, renders them as a table; markdown-it
reads them as a paragraph: "| Aug 18 | Cinque 2005 ["Deriving …"](…) |") are handed over the same way.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html.parser import HTMLParser

from markdown_it import MarkdownIt
from markdown_it.token import Token

#: A line opening an HTML table (outside code fences): the start of a region read here.
_TABLE_START = re.compile(r"^[ \t]{0,3}<table\b", re.IGNORECASE)
_LIST_ITEM = re.compile(r"<li\b", re.IGNORECASE)
_FENCE = re.compile(r"^[ \t]{0,3}(```|~~~)")
#: An unclosed table ends, at the latest, this many lines after its last row.
_ROWLESS_LINES = 200
#: Tags whose end (or, for ``br``, whose presence) breaks a cell's text into lines.
_LINE_TAGS = frozenset(["br", "p", "div", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "tr"])
_MARKS = {"strong": "**", "b": "**", "em": "*", "i": "*", "code": "`"}


@dataclass(frozen=True)
class HtmlRow:
    """One ``<tr>``: its 1-based line, its cells as markdown text, and whether it is a header row."""

    line: int
    cells: tuple[str, ...]
    header: bool


@dataclass(frozen=True)
class HtmlTable:
    """An HTML table: the 1-based lines it spans and its rows (nested tables are text of their cell)."""

    first: int
    last: int
    rows: tuple[HtmlRow, ...]
    #: Written in HTML (``meta["html"]`` on its tokens), not as bare pipe rows
    html: bool = True


@dataclass
class _Cell:
    parts: list[str] = field(default_factory=list)
    header: bool = False
    #: Emphasis marks opened in the cell and not yet closed: closed at the cell's end so they cannot leak.
    open_marks: list[str] = field(default_factory=list)


class _TableParser(HTMLParser):
    """Rows of one table fed from its ``<table>`` line on; ``done`` once the outer table closes."""

    def __init__(self, first_line: int) -> None:
        super().__init__(convert_charrefs=True)
        self.first_line = first_line
        self.rows: list[HtmlRow] = []
        self.depth = 0
        self.done = False
        self.last_line = first_line
        self._row: tuple[int, list[_Cell]] | None = None
        self._cell: _Cell | None = None
        self._href: list[str | None] = []

    def _line(self) -> int:
        return self.first_line + self.getpos()[0] - 1

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self.done:
            return
        if tag == "table":
            self.depth += 1
            if self.depth == 1:
                return
        if self.depth == 1 and tag == "tr":
            self._end_row()
            self._row = (self._line(), [])
        elif self.depth == 1 and tag in ("td", "th"):
            self._end_cell()
            if self._row is None:  # a cell with no <tr>: HTML lets that start tag be implied
                self._row = (self._line(), [])
            self._cell = _Cell(header=tag == "th")
        elif self._cell is not None:
            self._inline_start(tag, dict(attrs))

    def _inline_start(self, tag: str, attrs: dict[str, str | None]) -> None:
        assert self._cell is not None
        if tag in _LINE_TAGS:
            self._cell.parts.append("\n")
        if tag == "a":
            href = attrs.get("href")
            self._href.append(href)
            if href:
                self._cell.parts.append("[")
        elif tag == "img" and (src := attrs.get("src")):
            self._cell.parts.append(f"![{_flat(attrs.get('alt') or '')}]({src})")
        elif mark := _MARKS.get(tag):
            self._cell.parts.append(mark)
            self._cell.open_marks.append(mark)

    def handle_endtag(self, tag: str) -> None:
        if self.done:
            return
        if tag == "table":
            self.depth -= 1
            if self.depth == 0:
                self._end_row()
                self.done = True
                self.last_line = self._line()
                return
        if self.depth == 1 and tag in ("td", "th"):
            self._end_cell()
        elif self.depth == 1 and tag == "tr":
            self._end_row()
        elif self._cell is not None:
            if tag == "a" and self._href:
                if href := self._href.pop():
                    self._cell.parts.append(f"]({_destination(href)})")
            elif (mark := _MARKS.get(tag)) and mark in self._cell.open_marks:
                self._cell.open_marks.remove(mark)
                self._cell.parts.append(mark)
            if tag in _LINE_TAGS:
                self._cell.parts.append("\n")

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)

    def handle_data(self, data: str) -> None:
        if not self.done and self._cell is not None:
            # (the edges' white space kept as one space: the text is fed line by line, "Comput.\n" then "Commun.")
            lead, trail = " " * data[:1].isspace(), " " * data[-1:].isspace()
            self._cell.parts.append(f"{lead}{' '.join(data.split())}{trail}" if data.strip() else " ")

    def finish(self) -> None:
        """End a table left open (its ``</table>`` missing, or too far below its last row)."""
        self.close()
        if self.depth == 1:
            self.handle_endtag("table")
        self.depth, self.done = 0, True
        self.last_line = max(self.last_line, self.first_line)

    def _end_cell(self) -> None:
        if self._cell is not None and self._row is not None:
            closing = "".join(reversed(self._cell.open_marks))
            self._row[1].append(self._cell)
            self._cell.parts.append(closing)
            self.last_line = self._line()
        self._cell, self._href = None, []

    def _end_row(self) -> None:
        self._end_cell()
        if self._row is not None and self._row[1]:
            cells = tuple(_cell_text(cell) for cell in self._row[1])
            if any(cells):
                header = all(cell.header for cell in self._row[1]) or (not self.rows and _all_bold(cells))
                self.rows.append(HtmlRow(self._row[0], cells, header))
        self._row = None


def _destination(href: str) -> str:
    """A link target as markdown reads it whole: in angle brackets when it holds a space, a bracket or a paren
    ('href="https://ieeexplore.ieee.org/…44281](https://openaccess.thecvf.com/….pdf"', a markdown slip in HTML)."""
    href = href.strip().replace("<", "%3C").replace(">", "%3E")
    return f"<{href}>" if _UNSAFE_TARGET.search(href) else href


_UNSAFE_TARGET = re.compile(r"[\s()\[\]]")


def _flat(text: str) -> str:
    return " ".join(text.replace("[", "(").replace("]", ")").split())


def _cell_text(cell: _Cell) -> str:
    """A cell's markdown: one line per HTML line break, white space within a line collapsed."""
    lines = (" ".join(line.split()) for line in "".join(cell.parts).split("\n"))
    return "\n".join(line for line in lines if line)


def _all_bold(cells: tuple[str, ...]) -> bool:
    """A first row of bold labels only ("<td><strong>Date</strong></td>…") heads the table as ``<th>`` would."""
    return all(c.startswith("**") and c.endswith("**") and "\n" not in c and "](" not in c for c in cells if c)


def find_html_tables(text: str) -> list[HtmlTable]:
    """Each top-level HTML table of a markdown text (not in a code fence), with its rows.

    >>> [t.rows for t in find_html_tables('Intro\\n<table>\\n<tr><th>Paper</th></tr>\\n<tr>\\n'
    ...     '<td><a href="https://arxiv.org/abs/1706.03762"><b>Attention</b></a><br>Vaswani</td>\\n</tr>\\n</table>')]
    [(HtmlRow(line=3, cells=('Paper',), header=True), \
HtmlRow(line=4, cells=('[**Attention**](https://arxiv.org/abs/1706.03762)\\nVaswani',), header=False))]
    """
    lines = text.split("\n")
    tables: list[HtmlTable] = []
    fence: str | None = None
    i = 0
    while i < len(lines):
        line = lines[i]
        if mark := _FENCE.match(line):
            fence = None if fence == mark.group(1) else fence or mark.group(1)
        elif fence is None and _TABLE_START.match(line):
            table = _read_table(lines, i)
            # (a table whose cells hold lists, a syllabus's "<td><ul><li>Read: <a …>…</a> (Kim, 2014)", is read
            # as those lists: each item one reading; a header over markdown a template turns into rows, "{% include
            # syllabus_entry %}" over "## Topic" / "* [Title](…)", is read as that markdown)
            lists = any(_LIST_ITEM.search(ln) for ln in lines[i : table.last])
            if table.rows and not lists and not all(row.header for row in table.rows):
                tables.append(table)
            i = table.last
            continue
        i += 1
    return tables


#: A bare pipe row: a line opening and closing with "|" (a delimiter row is one too, and makes a markdown table)
_PIPE_ROW = re.compile(r"^[ \t]{0,3}\|.*\|[ \t]*$")
_DELIMITER = re.compile(r"^[ \t]*\|?(?:[ \t]*:?-+:?[ \t]*\|)+[ \t]*(?::?-+:?[ \t]*)?$")
_CELL_SPLIT = re.compile(r"(?<!\\)\|")


def find_bare_pipe_tables(text: str) -> list[HtmlTable]:
    """Each run of two or more pipe rows with no delimiter row among them (not in a code fence), as a table.

    >>> [t.rows for t in find_bare_pipe_tables('## 2021\\n\\n| Aug 18 | Cinque 2005 [Title](https://x.org) |\\n'
    ...     '| Sep 15 |  |\\n\\n| a | b |\\n|---|---|\\n| c | d |')]
    [(HtmlRow(line=3, cells=('Aug 18', 'Cinque 2005 [Title](https://x.org)'), header=False), \
HtmlRow(line=4, cells=('Sep 15', ''), header=False))]
    """
    lines = text.split("\n")
    tables: list[HtmlTable] = []
    fence: str | None = None
    run: list[int] = []
    for i, line in enumerate([*lines, ""]):
        if fence is None and _PIPE_ROW.match(line):
            run.append(i)
            continue
        # (a run right under a line of text goes on a markdown table or a paragraph above it)
        opened = run and (run[0] == 0 or not lines[run[0] - 1].strip() or lines[run[0] - 1].lstrip().startswith("#"))
        if len(run) >= 2 and opened and not any(_DELIMITER.match(lines[k]) for k in run):
            rows = tuple(HtmlRow(k + 1, tuple(c.strip() for c in _CELL_SPLIT.split(lines[k].strip())[1:-1]), False)
                         for k in run)
            tables.append(HtmlTable(run[0] + 1, run[-1] + 1, rows, html=False))
        run = []
        if mark := _FENCE.match(line):
            fence = None if fence == mark.group(1) else fence or mark.group(1)
    return tables


def _read_table(lines: list[str], start: int) -> HtmlTable:
    """The table whose ``<table>`` tag opens line ``start`` (0-based), read until it closes."""
    parser = _TableParser(start + 1)
    j = start
    while j < len(lines) and not parser.done:
        parser.feed(lines[j] + "\n")
        j += 1
        if parser.depth == 0 and not parser.done and j > start + 1:
            break  # ("<table" opening a line that is no table tag, "<tablet>")
        if j - parser.last_line > _ROWLESS_LINES:
            break
    if not parser.done:
        parser.finish()
    return HtmlTable(start + 1, parser.last_line, tuple(parser.rows))


def blank_tables(text: str, tables: list[HtmlTable]) -> str:
    """The text with every line a table spans left empty, so the markdown reader does not read it again.

    >>> blank_tables("a\\n<table>\\n<tr><td>x</td></tr>\\n</table>\\nb", find_html_tables("a\\n<table>\\n<tr><td>x</td>"
    ...     "</tr>\\n</table>\\nb"))
    'a\\n\\n\\n\\nb'
    """
    lines = text.split("\n")
    for table in tables:
        lines[table.first - 1 : table.last] = [""] * (table.last - table.first + 1)
    return "\n".join(lines)


def rendered_tables(text: str, tables: list[HtmlTable]) -> str:
    """The text with each table row written as a pipe row on its line (a note's text, for what reads lines).

    >>> t = "<table>\\n<tr><td>A</td><td>[B](https://x.org)</td></tr>\\n</table>"
    >>> rendered_tables(blank_tables(t, find_html_tables(t)), find_html_tables(t)).split("\\n")
    ['', '| A | [B](https://x.org) |', '']
    """
    lines = text.split("\n")
    for table in tables:
        for row in table.rows:
            shown = "| " + " | ".join(" ".join(cell.split()) for cell in row.cells) + " |"
            lines[row.line - 1] = f"{lines[row.line - 1]} {shown}".lstrip()
    return "\n".join(lines)


def table_tokens(table: HtmlTable, md: MarkdownIt) -> list[Token]:
    """The block tokens a pipe table with these rows gives (``meta["html"]`` on ``table_open``), each row on its line.

    >>> from kg.notes.read import parse
    >>> doc = parse('<table>\\n<tr><td><a href="https://x.org/a.pdf">A Title</a></td></tr>\\n</table>', "n.md", "n")
    >>> [(t.type, t.map) for t in doc.tokens][:5]
    [('table_open', [0, 3]), ('tbody_open', [1, 2]), ('tr_open', [1, 2]), ('td_open', [1, 2]), ('inline', [1, 2])]
    """
    width = max(len(row.cells) for row in table.rows)
    head = [table.rows[0]] if table.rows[0].header else []
    body = table.rows[len(head) :]
    opened = Token("table_open", "table", 1, map=[table.first - 1, table.last], block=True, meta={"html": table.html})
    tokens = [opened]
    for part, rows, cell in (("thead", head, "th"), ("tbody", body, "td")):
        if not rows:
            continue
        tokens.append(Token(f"{part}_open", part, 1, map=[rows[0].line - 1, rows[-1].line], block=True, level=1))
        for row in rows:
            where = [row.line - 1, row.line]
            tokens.append(Token("tr_open", "tr", 1, map=where, block=True, level=2))
            for k in range(width):
                content = row.cells[k] if k < len(row.cells) else ""
                tokens.append(Token(f"{cell}_open", cell, 1, map=where, block=True, level=3))
                inline = Token("inline", "", 0, map=where, block=True, level=4, content=content)
                inline.children = _inline_children(content, md)
                tokens += [inline, Token(f"{cell}_close", cell, -1, block=True, level=3)]
            tokens.append(Token("tr_close", "tr", -1, block=True, level=2))
        tokens.append(Token(f"{part}_close", part, -1, block=True, level=1))
    tokens.append(Token("table_close", "table", -1, block=True))
    return tokens


#: Characters that may start markdown inline syntax; a cell with none of them is one text token.
_INLINE_MARKS = frozenset("[]*_`<>!\\&\n~")


def _inline_children(content: str, md: MarkdownIt) -> list[Token]:
    """The inline tokens of a cell's markdown; plain text (a rating, "10%") is one text token, not a parse."""
    if not content:
        return []
    if _INLINE_MARKS.isdisjoint(content):
        return [Token("text", "", 0, content=content)]
    return md.parseInline(content)[0].children or []


def splice_tables(tokens: list[Token], tables: list[HtmlTable], md: MarkdownIt) -> list[Token]:
    """The document's tokens with each table's tokens in its place (by line, between top-level blocks).

    >>> md = MarkdownIt("commonmark")
    >>> text = "# A\\n<table><tr><td>x</td></tr></table>\\nb"
    >>> tables = find_html_tables(text)
    >>> [t.type for t in splice_tables(md.parse(blank_tables(text, tables)), tables, md)][3:6]
    ['table_open', 'tbody_open', 'tr_open']
    """
    if not tables:
        return tokens
    out: list[Token] = []
    pending = list(tables)
    for tok in tokens:
        while pending and tok.level == 0 and tok.nesting >= 0 and tok.map and tok.map[0] >= pending[0].last:
            out += table_tokens(pending.pop(0), md)
        out.append(tok)
    for table in pending:
        out += table_tokens(table, md)
    return out
