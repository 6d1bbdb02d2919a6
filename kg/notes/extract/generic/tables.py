"""Papers of a table row: the row's id links under the title the title column gives."""

from __future__ import annotations

from kg.notes.extract.generic.blocks import Block
from kg.notes.extract.generic.drafts import Draft, id_less_skip, own_text, role_links
from kg.notes.extract.generic.segments import Line
from kg.notes.extract.generic.titles import clean_title, is_generic_link_text, is_title_like
from kg.notes.extract.generic.urls import is_paper_link
from kg.notes.extract.generic.words import word_set
from kg.records import Mention, Skip


def _cell_text(cell: list[Line]) -> str:
    """Title candidate of a table cell: its first line with text (later lines are notes)."""
    return next((text for line in cell if (text := own_text(line.segs))), "")


def _title_cell(block: Block) -> int | None:
    """The title column: named by the header, else the cell with a titled link, else the longest text."""
    titles = word_set("title_headers")
    for i, name in enumerate(block.header):
        if name in titles and i < len(block.cells) and _cell_has_text(block.cells[i]):
            return i
    for i, cell in enumerate(block.cells):
        if any(s.href and not is_generic_link_text(s.text) for line in cell for s in line.segs):
            return i
    lengths = [(len(t), i) for i, cell in enumerate(block.cells) if is_title_like(t := _cell_text(cell))]
    return max(lengths)[1] if lengths else None


def _cell_has_text(cell: list[Line]) -> bool:
    return any(s.text.strip() for line in cell for s in line.segs)


def row_drafts(index: int, block: Block, stem: str) -> tuple[list[Draft], list[Skip]]:
    """Papers of a table row: the id links of the row belong to the row's title, clashing ids start a new paper."""
    drafts: list[Draft] = []
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
                    skip = id_less_skip(seg, mention)
                    skips += [skip] if skip else []
                    continue
                titled = not is_generic_link_text(seg.text)
                if titled and ci == column and row_title is None:
                    row_title = " ".join(seg.text.split())
                draft = next((d for d in drafts if d.fits(openreview, arxiv)), None)
                if draft is None:
                    draft = Draft(index, block.line)
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
        drafts[0].links = role_links([line for cell in block.cells for line in cell])
        return drafts, skips
    paper_link = any(s.href and is_paper_link(s.href) for cell in block.cells for line in cell for s in line.segs)
    if paper_link and row_title:
        return [Draft(index, block.line, clean_title(row_title), titled=True)], skips
    if has_link and not row_title:
        skips.append(Skip(mention, "table row with links but no paper id and no title"))
    return [], skips
