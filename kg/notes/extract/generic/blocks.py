"""The inline blocks of a document: headings, list items, paragraphs and table rows, with enclosing headings."""

from __future__ import annotations

from dataclasses import dataclass, field

from markdown_it.token import Token

from kg.notes.extract.generic.segments import Line, block_lines
from kg.notes.extract.generic.words import tokens_of
from kg.notes.markdown import Heading, line_of, plain_text


@dataclass
class Block:
    """One inline block: a heading, a list item, a paragraph (or quote), or a table row (``cells``)."""

    kind: str
    line: int
    headings: tuple[int, ...]
    lines: list[Line] = field(default_factory=list)
    cells: list[list[Line]] = field(default_factory=list)
    header: list[str] = field(default_factory=list)
    heading: int | None = None
    #: The list an item belongs to (a running number), -1 outside lists.
    group: int = -1


def document_blocks(tokens: list[Token]) -> tuple[list[Block], list[Heading]]:
    """Every inline block in document order, with the indices of its enclosing headings."""
    blocks: list[Block] = []
    headings: list[Heading] = []
    stack: list[int] = []
    containers: list[Token] = []
    row: Block | None = None
    header: list[str] = []
    in_head = False
    lists = 0
    for tok in tokens:
        if tok.type == "thead_open":
            in_head, header = True, []
        elif tok.type == "thead_close":
            in_head = False
        elif tok.type == "tr_open" and not in_head:
            row = Block("row", line_of(tok), tuple(stack), header=header)
        elif tok.type == "tr_close" and row is not None:
            blocks.append(row)
            row = None
        elif tok.nesting == 1:
            containers.append(tok)
            if tok.type in ("bullet_list_open", "ordered_list_open"):
                lists += 1
                tok.meta["group"] = lists
        elif tok.nesting == -1 and containers:
            containers.pop()
        elif tok.type != "inline":
            continue
        elif in_head:
            header.append(" ".join(tokens_of(plain_text(tok))))
        elif row is not None:
            row.cells.append(block_lines(tok))
        elif containers and containers[-1].type == "heading_open":
            level = int(containers[-1].tag[1])
            stack = [i for i in stack if headings[i].level < level]
            headings.append(Heading(level, plain_text(tok), line_of(tok)))
            blocks.append(Block("heading", line_of(tok), tuple(stack), block_lines(tok), heading=len(headings) - 1))
            stack.append(len(headings) - 1)
        else:
            kind = "item" if any(c.type == "list_item_open" for c in containers) else "paragraph"
            group = next((c.meta["group"] for c in reversed(containers) if "group" in c.meta), -1)
            blocks.append(Block(kind, line_of(tok), tuple(stack), block_lines(tok), group=group))
    return blocks, headings
