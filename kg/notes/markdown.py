"""Helpers over markdown-it tokens shared by extractors: plain text, links, heading paths."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from markdown_it.token import Token

#: An Obsidian / Logseq wiki link: its last path part (group 1) and its alias (group 2), "#section" dropped.
WIKI_LINK = re.compile(r"\[\[(?:[^\]|]*?/)?([^\]|/#]+?)\\?(?:#[^\]|]*)?(?:\|([^\]]+))?\]\]")
#: Where a list of tags splits: commas, semicolons (also full-width), or a space before the next "#tag".
_TAG_SPLIT = re.compile(r"[,;，、]|\s+(?=#)")
_TEXT_TYPES = {"text", "code_inline"}
_BREAKS = {"softbreak", "hardbreak"}


#: A GitHub emoji shortcode: ":office:", ":heavy_check_mark:".
_SHORTCODE = re.compile(r"(?<!\S):[a-z0-9_+-]{2,40}:(?!\S)")

def plain_text(inline: Token) -> str:
    """The visible text of an inline token: emphasis markers dropped, all white space single spaces.

    >>> from kg.notes.read import parse
    >>> doc = parse("with _1k_ **Parameters**", "n.md", "n")
    >>> plain_text(doc.tokens[1])
    'with 1k Parameters'
    """
    parts: list[str] = []
    for child in inline.children or ():
        if child.type in _TEXT_TYPES:
            parts.append(child.content)
        elif child.type in _BREAKS:
            parts.append(" ")
    return " ".join("".join(parts).split())


def heading_text(inline: Token) -> str:
    """A heading's visible text, GitHub emoji shortcodes dropped (they render as pictures).

    >>> from kg.notes.read import parse
    >>> heading_text(parse("## :office: NLP", "n.md", "n").tokens[1])
    'NLP'
    >>> heading_text(parse("### Meeting 1-1 - Course Introduction {-}", "n.md", "n").tokens[1])
    'Meeting 1-1 - Course Introduction'
    """
    text = plain_text(inline)
    if text.endswith("}"):  # Pandoc's heading attributes: "{-}", "{.unnumbered}", "{#sec-intro}"
        text = _HEADING_ATTRIBUTES.sub("", text)
    return " ".join(_SHORTCODE.sub(" ", text).split())


#: Pandoc's attributes closing a heading: "{-}", "{.unnumbered}", "{#sec-intro .class}"
_HEADING_ATTRIBUTES = re.compile(r"\s*\{(?:-|[.#][\w-]+(?:\s+[.#][\w-]+)*)\}$")


def links(inline: Token) -> list[str]:
    """Every link target in an inline token, in order.

    >>> from kg.notes.read import parse
    >>> links(parse("see [a](https://x.org/1) and [b](https://x.org/2)", "n.md", "n").tokens[1])
    ['https://x.org/1', 'https://x.org/2']
    """
    return [str(c.attrs["href"]) for c in inline.children or () if c.type == "link_open" and "href" in c.attrs]


def named_links(inline: Token) -> list[tuple[str, str]]:
    """``(visible text, target)`` of every link in an inline token, in order.

    >>> from kg.notes.read import parse
    >>> named_links(parse("a [*Big* one](https://x.org/1) b", "n.md", "n").tokens[1])
    [('Big one', 'https://x.org/1')]
    """
    found: list[tuple[str, str]] = []
    text: list[str] | None = None
    href = ""
    for child in inline.children or ():
        if child.type == "link_open":
            text, href = [], str(child.attrs.get("href", ""))
        elif child.type == "link_close" and text is not None:
            found.append((" ".join("".join(text).split()), href))
            text = None
        elif text is not None and child.type in ("text", "code_inline"):
            text.append(child.content)
        elif text is not None and child.type in ("softbreak", "hardbreak"):
            text.append(" ")
    return found


def line_of(token: Token) -> int:
    """1-based first line of a block token (0 when markdown-it gives no map)."""
    return token.map[0] + 1 if token.map else 0


@dataclass(frozen=True)
class Heading:
    """A heading seen while walking a document."""

    level: int
    text: str
    line: int


def walk_inlines(tokens: list[Token]) -> Iterator[tuple[tuple[Heading, ...], Token]]:
    """Yield ``(enclosing headings, inline token)`` for every non-heading inline block.

    The enclosing headings are outermost first; a heading closes every deeper one.

    >>> from kg.notes.read import parse
    >>> doc = parse("# A\\n## B\\ntext\\n# C\\nmore", "n.md", "n")
    >>> [([h.text for h in hs], t.content) for hs, t in walk_inlines(doc.tokens)]
    [(['A', 'B'], 'text'), (['C'], 'more')]
    """
    stack: list[Heading] = []
    pending: int | None = None
    for tok in tokens:
        if tok.type == "heading_open":
            pending = int(tok.tag[1])
        elif tok.type == "inline" and pending is not None:
            stack = [h for h in stack if h.level < pending]
            stack.append(Heading(pending, plain_text(tok), line_of(tok)))
            pending = None
        elif tok.type == "inline":
            yield tuple(stack), tok


def wiki_shown(text: str, pad: str = "") -> str:
    """Text with each wiki link replaced by what it shows: its alias, else its last path part.

    ``pad`` goes either side of each name (" " keeps "[[Candès]]and" apart).

    >>> wiki_shown("[[people/Kasper Green Larsen\\\\|Kasper Green Larsen]], [[Rasmus Pagh]]")
    'Kasper Green Larsen, Rasmus Pagh'
    """
    return WIKI_LINK.sub(lambda m: f"{pad}{(m.group(2) or m.group(1)).strip()}{pad}", text)


def tag_values(value: str) -> tuple[str, ...]:
    """The tags of a ``Tags:`` / ``Keywords:`` value: comma or ``#`` separated, wiki links by their names.

    >>> tag_values("[[deep-learning]] [[keywords/diffusion-model]]"), tag_values("#nlp #ml"), tag_values("a, b")
    (('deep-learning', 'diffusion-model'), ('nlp', 'ml'), ('a', 'b'))
    """
    return tuple(t for t in (t.strip(" #`*") for t in _TAG_SPLIT.split(wiki_shown(value, ","))) if t)


@dataclass(frozen=True)
class TableRow:
    """A table row: its 1-based line, the plain text of its cells, and whether it heads the table."""

    line: int
    cells: tuple[str, ...]
    header: bool


def tables_of(tokens: Iterable[Token], html: bool = False) -> Iterator[list[TableRow]]:
    """The rows of each table among the tokens; ``html``: only tables the note wrote in HTML.

    >>> from kg.notes.read import parse
    >>> doc = parse("<table><tr><th>Quantile</th><th>Rating</th></tr>\\n<tr><td>10%</td><td>3.6</td></tr></table>",
    ...     "n.md", "n")
    >>> [[(r.line, r.cells, r.header) for r in t] for t in tables_of(doc.tokens)]
    [[(1, ('Quantile', 'Rating'), True), (2, ('10%', '3.6'), False)]]
    """
    rows: list[TableRow] | None = None
    cells: list[str] = []
    line, head = 0, False
    for tok in tokens:
        if tok.type == "table_open":
            rows = [] if not html or tok.meta.get("html") else None
        elif rows is None:
            continue
        elif tok.type in ("thead_open", "thead_close"):
            head = tok.type == "thead_open"
        elif tok.type == "tr_open":
            cells, line = [], line_of(tok)
        elif tok.type == "inline":
            cells.append(plain_text(tok))
        elif tok.type == "tr_close":
            rows.append(TableRow(line, tuple(cells), head))
        elif tok.type == "table_close":
            yield rows
            rows = None
