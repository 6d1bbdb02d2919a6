"""The inline blocks of a document: headings, list items, paragraphs and table rows, with enclosing headings."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from markdown_it.token import Token

from kg.notes.cite import TIME_ONLY
from kg.notes.extract.generic.segments import Line, Seg, block_lines
from kg.notes.extract.generic.words import tokens_of, word_set
from kg.notes.markdown import Heading, heading_text, line_of, plain_text
from kg.notes.venues import find_edition, find_series


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
    #: Whether that list is numbered ("1. Title").
    ordered: bool = False
    #: How many list items hold it: 1 for a top item, 2 for its sub-items.
    depth: int = 0
    #: A bold phrase standing as a heading ("**Summary**:"), or a heading inside a list item: no section of its own.
    pseudo: bool = False
    #: A row of a table of labelled values ("| Comments: | Camera-ready for NAACL HLT 2019 |" under an arXiv page's
    #: copy): fields of the entry above, no entry of its own.
    labelled: bool = False


def sub_item(above: Block, below: Block) -> bool:
    """Whether a block is an item one level inside the item above it: a sub-item, where lists print an entry's
    byline or fields.

    >>> sub_item(Block("item", 1, (), depth=1), Block("item", 2, (), depth=2))
    True
    >>> sub_item(Block("item", 1, (), depth=1), Block("item", 2, (), depth=1))
    False
    """
    return above.kind == "item" and below.kind == "item" and below.depth == above.depth + 1


#: The level of a bold-phrase paragraph standing as a heading: under every markdown heading.
PSEUDO_LEVEL = 7
_PSEUDO_MAX_WORDS = 8
#: Bold phrases that may stand one above the other over their list ("**Voxel-based**", "***Dense***").
_PSEUDO_LOOKAHEAD = 3


def _list_label(tokens: list[Token], k: int, containers: list[Token]) -> int:
    """The heading level of a list item's text that names a venue or a year and nothing else, over a list nested in
    the item ("* NIPS" / "  * 2016" / "    * [Title](…)", "- **S&P 2018**" / "  - [T-Fuzz: …](…)"): below every pseudo
    heading, deeper for deeper items; else 0.

    >>> from kg.notes.read import parse
    >>> doc = parse("- **S&P 2018**\\n  - [T-Fuzz: fuzzing by …](#t-fuzz)\\n", "n.md", "n")
    >>> blocks, headings = document_blocks(doc.tokens)
    >>> [(b.kind, b.headings) for b in blocks], headings[0].text
    ([('heading', ()), ('item', (0,))], 'S&P 2018')
    """
    if containers[-1].type != "paragraph_open" or len(containers) < 2 or containers[-2].type != "list_item_open":
        return 0
    if k + 2 >= len(tokens) or tokens[k + 1].type != "paragraph_close":
        return 0
    if tokens[k + 2].type not in ("bullet_list_open", "ordered_list_open"):
        return 0
    text = heading_text(tokens[k])
    words = _LABEL_WORD.findall(text)
    if not 1 <= len(words) <= _LABEL_WORDS or not any(_names_venue_or_year(w) for w in words):
        return 0  # (not "- Best Paper")
    # (an acronym the table does not know beside an edition it does: "ESEC/FSE 2018")
    edition = find_edition(text) is not None
    if not all(_names_venue_or_year(w) or w.casefold() in word_set("list_words") or (edition and w.isupper())
               for w in words):
        return 0  # (not "Convolutional Pose Machines，CVPR，2016。" over its code, "NIPS 2016 Adversarial Training")
    return PSEUDO_LEVEL + sum(c.type == "list_item_open" for c in containers)


def _names_venue_or_year(word: str) -> bool:
    """Whether a word names a year or a venue (alone or with its year): "2016", "NIPS", "ICLR'22", "Security"."""
    return bool(_LABEL_YEAR.fullmatch(word) or find_series(word) or find_edition(word))


#: Most words of a list item naming a venue or a year over a nested list: "USENIX Security 2018 papers"
_LABEL_WORDS = 4
#: A word of a list item's text, as printed: "NIPS", "ICLR'22", "2016"
_LABEL_WORD = re.compile(r"[\w&'’-]+")
#: A word of a list item naming a year: "2016", "2019年"
_LABEL_YEAR = re.compile(r"(?:19|20)\d\d年?")


def _bold_phrase(tok: Token) -> int:
    """The heading level of an inline that is one bold or italic phrase of a few words (no end punctuation), else 0.

    ``**bold**`` heads ``***bold italic***``, which heads ``*italic*``.
    """
    children = [c for c in tok.children or () if not (c.type == "text" and not c.content.strip())]
    if (
        len(children) < 3
        or children[0].type not in ("strong_open", "em_open")
        or children[-1].type != children[0].type.replace("_open", "_close")
    ):
        return 0
    inner = children[1:-1]
    if any(c.type not in ("text", "strong_open", "strong_close", "em_open", "em_close") for c in inner):
        return 0
    text = "".join(c.content for c in inner if c.type == "text").strip()
    if not 0 < len(text.split()) <= _PSEUDO_MAX_WORDS or text.endswith((":", "：", ".", "!", "?")):
        return 0
    opens = [c.type for c in children if c.type.endswith("_open")]
    return PSEUDO_LEVEL + (1 if len(opens) > 1 else 2 if opens == ["em_open"] else 0)


def _pseudo_heading(tokens: list[Token], k: int) -> int:
    """The heading level of the top-level paragraph whose inline is ``tokens[k]`` when it is a bold phrase over
    a list or a table (a few more such phrases may stand between), else 0."""
    if k == 0 or tokens[k - 1].type != "paragraph_open" or tokens[k - 1].level != 0:
        return 0
    level = _bold_phrase(tokens[k])
    if level and _YEAR_PHRASE.fullmatch(heading_text(tokens[k])):
        return level  # "*2017*" over the lines of that year's papers, list or not
    j = k
    for _ in range(_PSEUDO_LOOKAHEAD):
        if not level or j + 2 >= len(tokens):
            return 0
        after = tokens[j + 2]
        if after.type in ("bullet_list_open", "ordered_list_open", "table_open"):
            return level
        if after.type != "paragraph_open" or j + 3 >= len(tokens) or not _bold_phrase(tokens[j + 3]):
            return 0
        j += 3
    return 0


#: An emphasised year alone, or a date: "*2017*", "*2020/03/06*"
_YEAR_PHRASE = re.compile(r"\s*(?:19|20)\d\d(?:[/.-]\d\d?){0,2}\s*")


#: A table's first cell that labels the value beside it: "Comments:", "Cite as:"
_LABEL_CELL = re.compile(r"[^\W\d][\w.-]*(?: [\w.-]+){0,2}\s*[:：]")


def _after_first(lines: list[Line]) -> list[Line]:
    """A block's lines after its first, offsets counted from the second (a label line that is no content)."""
    return [replace(ln, offset=ln.offset - lines[1].offset) for ln in lines[1:]]


def _label_cell(cells: list[list[Line]]) -> bool:
    """Whether a header row is a label and its value ("| Comments: | Camera-ready for NAACL HLT 2019 |").

    >>> _label_cell([[Line(0, [Seg("Comments:")])], [Line(0, [Seg("NAACL 2019")])]])
    True
    >>> _label_cell([[Line(0, [Seg("Title")])], [Line(0, [Seg("Year")])]])
    False
    """
    if len(cells) != 2 or not cells[0]:
        return False
    return bool(_LABEL_CELL.fullmatch(" ".join(s.text for s in cells[0][0].segs).strip()))


def document_blocks(tokens: list[Token]) -> tuple[list[Block], list[Heading]]:
    """Every inline block in document order, with the indices of its enclosing headings."""
    blocks: list[Block] = []
    headings: list[Heading] = []
    stack: list[int] = []
    containers: list[Token] = []
    row: Block | None = None
    header: list[str] = []
    head: list[list[Line]] = []  # the header row's cells, a field row when they are a label and its value
    labelled = False
    in_head = False
    lists = 0
    pseudo = 0
    for k, tok in enumerate(tokens):
        if tok.type == "thead_open":
            in_head, header, head = True, [], []
        elif tok.type == "thead_close":
            in_head = False
            labelled = _label_cell(head)
            if labelled:  # "| Comments: | Camera-ready for NAACL HLT 2019 |" over "| Subjects: | … |": no header
                blocks.append(Block("row", line_of(tok), tuple(stack), cells=head, labelled=True))
        elif tok.type == "tr_open" and not in_head:
            row = Block("row", line_of(tok), tuple(stack), header=header, labelled=labelled)
        elif tok.type == "tr_close" and row is not None:
            blocks.append(row)
            row = None
        elif tok.nesting == 1:
            containers.append(tok)
            if tok.type in ("bullet_list_open", "ordered_list_open"):
                lists += 1
                tok.meta["group"] = lists
        elif tok.nesting == -1 and containers:
            if (label := containers.pop().meta.get("label_level")) is not None:
                stack = [i for i in stack if headings[i].level < label]  # the label's nested list ends with its item
        elif tok.type != "inline":
            continue
        elif in_head:
            header.append(" ".join(tokens_of(plain_text(tok))))
            head.append(block_lines(tok))
        elif row is not None:
            row.cells.append(block_lines(tok))
        elif containers and (label := _list_label(tokens, k, containers)):
            # "* [NIPS](nips/nips.md)" over "  * [2016](…)" over the papers: an item naming a venue or a year over a
            # nested list heads that list
            stack = [i for i in stack if headings[i].level < label]
            headings.append(Heading(label, heading_text(tok), line_of(tok)))
            blocks.append(Block("heading", line_of(tok), tuple(stack), block_lines(tok), heading=len(headings) - 1,
                                pseudo=True))
            stack.append(len(headings) - 1)
            containers[-2].meta["label_level"] = label
        elif (containers and containers[-1].type == "heading_open") or (pseudo := _pseudo_heading(tokens, k)):
            # A paragraph that is nothing but a short bold phrase ("**Image-based methods**") heads what follows,
            # below every real heading.
            level = int(containers[-1].tag[1]) if containers[-1].type == "heading_open" else pseudo
            stack = [i for i in stack if headings[i].level < level]
            headings.append(Heading(level, heading_text(tok), line_of(tok)))
            # (a setext heading inside a list item, "- **Summary**:" over an empty "-", is one too)
            pseudo_heading = containers[-1].type != "heading_open" or any(
                c.type == "list_item_open" for c in containers
            )
            blocks.append(
                Block(
                    "heading", line_of(tok), tuple(stack), block_lines(tok), heading=len(headings) - 1,
                    pseudo=pseudo_heading,
                )
            )
            stack.append(len(headings) - 1)
        else:
            kind = "item" if any(c.type == "list_item_open" for c in containers) else "paragraph"
            owner = next((c for c in reversed(containers) if "group" in c.meta), None)
            group, ordered = (owner.meta["group"], owner.type == "ordered_list_open") if owner else (-1, False)
            lines = block_lines(tok)
            start = line_of(tok)
            if len(lines) > 1 and any(c.type == "blockquote_open" for c in containers) and _callout_header(lines[0]):
                # "> [!INFO] CITATION" over "> Ache, J. M., … (2019). Title. …": the box's label is no content
                start += lines[1].offset
                lines = _after_first(lines)
            if len(lines) > 1 and TIME_ONLY.match(" ".join(seg.text for seg in lines[0].segs)):
                # "* __11:00 - 11:15, GMT__" over "*Title.* ([Paper](…))" and its names: the slot is no content
                start += lines[1].offset
                lines = _after_first(lines)
            if kind == "item" and len(lines) == 1 and (cells := bar_cells(lines[0])) is not None:
                # "+ 2019 | AutoML: A Survey of the State-of-the-Art | Xin He, et al. | arXiv | [`PDF`](…)": a row
                blocks.append(Block("row", start, tuple(stack), cells=cells))
                continue
            depth = sum(c.type == "list_item_open" for c in containers)
            blocks.append(Block(kind, start, tuple(stack), lines, group=group, ordered=ordered, depth=depth))
    return blocks, headings


#: The fewest cells of a list item parted by bars to read as a table's row.
_BAR_CELLS = 4


def bar_cells(line: Line) -> list[list[Line]] | None:
    """The cells of a line parted by " | " outside its links, four or more, each a line of its own.

    >>> from kg.notes.extract.generic.segments import Seg
    >>> cells = bar_cells(Line(0, [Seg("2019 | Survey on AutoML | Marc Zoeller | arXiv | "), Seg("PDF", "https://x.org")]))
    >>> [[s.text for s in cell[0].segs] for cell in cells]
    [['2019'], ['Survey on AutoML'], ['Marc Zoeller'], ['arXiv'], ['PDF']]
    """
    if sum(seg.text.count(" | ") for seg in line.segs if seg.href is None) < _BAR_CELLS - 1:
        return None
    cells: list[list[Seg]] = [[]]
    for seg in line.segs:
        if seg.href is not None:
            cells[-1].append(seg)
            continue
        parts = seg.text.split("|")
        for k, part in enumerate(parts):
            if k:
                cells.append([])
            if part.strip():
                cells[-1].append(Seg(part.strip()))
    if len(cells) < _BAR_CELLS or any(not cell for cell in cells[1:-1]):
        return None
    return [[Line(line.offset, cell, [b for b in line.bold if any(b in s.text for s in cell)])] for cell in cells]


_CALLOUT = re.compile(r"^\s*\[![\w-]+\][+-]?")


def _callout_header(line: Line) -> bool:
    """Whether a quote's line opens an Obsidian callout: "[!INFO] CITATION", "[!note]- Abstract"."""
    return bool(line.segs) and line.segs[0].href is None and bool(_CALLOUT.match(line.segs[0].text))
