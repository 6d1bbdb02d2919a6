"""Papers of a table row: the row's id links under the title the title column gives."""

from __future__ import annotations

import re

from kg.ids import other_ids
from kg.keys import fold
from kg.notes.cite import CITATION_CHARS, one_surname, parse_reference, split_authors, tag_edition
from kg.notes.extract.generic.blocks import Block
from kg.notes.extract.generic.drafts import Draft, id_less_skip, own_text, role_links
from kg.notes.extract.generic.segments import Line, Seg
from kg.notes.extract.generic.titles import (
    cited_by_name,
    clean_title,
    is_generic_link_text,
    is_reading_label,
    is_title_like,
)
from kg.notes.extract.generic.urls import is_paper_link
from kg.notes.extract.generic.words import events_header, title_header, tokens_of, word_lists, word_set
from kg.notes.venues import edition_of_url
from kg.records import Author, Mention, Skip


def _cell_text(cell: list[Line]) -> str:
    """Title candidate of a table cell: its first line with text (later lines are notes), badges aside ("![New](…)
    [![Publish](…badge/Conference-SIGMOD_2026-blue)]()" over the title: the alt text of an image linked nowhere)."""
    return next((text for line in cell if (text := own_text(line.segs)) and not _badge_line(line)), "")


def _badge_line(line: Line) -> bool:
    """Whether a line is images alone, some wrapped in a link to nowhere: "[![Publish](…badge…)]()"."""
    return bool(line.images) and all(seg.href == "" or not seg.text.strip() for seg in line.segs)


#: A method's short name before its paper's linked title in brackets: "**MV3D** ([Multi-View 3D …](…))"
_NICKNAME = re.compile(r"\W*(\w[\w+.-]*(?: [\w+.-]+){0,2})\W*")
_MIN_LINKED_WORDS = 3


def nicknamed_link(cell: list[Line]) -> str | None:
    """The title a cell links in brackets after the method's short name, "Name ([Title](link))", else None.

    >>> from kg.notes.extract.generic.segments import block_lines, first_inline
    >>> nicknamed_link(block_lines(first_inline("**MV3D** ([Multi-View 3D Object Detection](https://x.org/1))")))
    'Multi-View 3D Object Detection'
    """
    links = [seg.text for line in cell for seg in line.segs if seg.href and len(seg.text.split()) >= _MIN_LINKED_WORDS]
    raw = " ".join(own_text(line.segs) for line in cell)
    if len(links) != 1 or (at := raw.find(links[0].strip())) <= 0:
        return None
    before, after = raw[:at].rstrip(), raw[at + len(links[0].strip()) :].strip()
    if before[-1:] not in "(（[" or after not in (")", "）", "]"):
        return None
    return " ".join(links[0].split()) if _NICKNAME.fullmatch(before[:-1]) else None


def _linked_line_title(cell: list[Line]) -> str | None:
    """The text of a link on a later line of a cell of citation lines: "S. Keshav" / "[How to read a paper](…)." /
    "SIGCOMM Comput. Commun. Rev. 37, 3 (July 2007), 83–84." — names first, then the linked title, then the venue."""
    lines = [(line, text) for line in cell if (text := own_text(line.segs))]
    if len(lines) < 2 or any(seg.href for seg in lines[0][0].segs):
        return None  # (a cell of citations each with its link, one a line, is read line by line)
    if split_authors(lines[0][1].strip(" .,;")) is None:
        return None  # (a bold title over "[NeurIPS link - Tutorial Video & Abstract](…)" keeps its title)
    for line, _ in lines[1:]:
        for seg in line.segs:
            if seg.href and len(seg.text.split()) >= _LINKED_TITLE_WORDS and is_title_like(seg.text):
                return " ".join(seg.text.split())
    return None


def _label_led_link(cell: list[Line]) -> str | None:
    """The text of a cell's one link after a short label: "*PLP:* [Programming parallel algorithms](…)" (a reading
    group's strand), not the label with it."""
    line = next((line for line in cell if own_text(line.segs)), None)
    links = [i for i, seg in enumerate(line.segs) if seg.href] if line else []
    if line is None or len(links) != 1 or line.segs[links[0]].text.count(" ") < 1:
        return None
    before = "".join(seg.text for seg in line.segs[: links[0]])
    after = "".join(seg.text for seg in line.segs[links[0] + 1 :])
    if not _CELL_LABEL.fullmatch(before) or after.strip(" .,;|*_"):
        return None
    return " ".join(line.segs[links[0]].text.split())


#: A strand's label before a cell's linked title: "*PLP:* ", "E: ", "**[Theory]** "
_CELL_LABEL = re.compile(r"\s*[*_]{0,2}\[?[\w&/.-]{1,12}\]?[:：]?[*_]{0,2}[:：]?\s+")
#: The fewest words of a linked title under the cell's first line
_LINKED_TITLE_WORDS = 3


def _title_cell(block: Block) -> int | None:
    """The title column: named by the header, else the cell with a titled link, else the longest text (of a few
    words at least when the header names a title column the row leaves empty)."""
    named = title_header(block.header, lambda i: i < len(block.cells) and _cell_has_text(block.cells[i]))
    if named is not None:
        return named
    for i, cell in enumerate(block.cells):
        if any(s.href and not is_generic_link_text(s.text) for line in cell for s in line.segs):
            return i
    lengths = [(len(t), i, t) for i, cell in enumerate(block.cells) if is_title_like(t := _cell_text(cell))]
    if not lengths:
        return None
    _, longest, text = max(lengths)
    named_empty = title_header(block.header, lambda i: i < len(block.cells)) is not None  # (named, left empty above)
    if named_empty and len(text.split()) < _MIN_STRAY_TITLE_WORDS:
        return None  # "| Paper | Interest | Again? |" over "| [  ](…/D19-1002.pdf) |     |   YES |": no title here
    return longest


#: The fewest words of a title a row prints outside the title column its header names (its cells shifted: "||tBERT:
#: Topic Models and BERT …(2020)](…)| |")
_MIN_STRAY_TITLE_WORDS = 3


#: A newsletter's running number before a row's title: "(1) ", "1) ", "1. "
_ROW_NUMBER = re.compile(r"\(?\d{1,3}[.)]\s*")


def _bold_lead(cell: list[Line]) -> str | None:
    """The bold span opening a title cell, over the summary after it: "(1) **InternLM-XComposer-2.5: A Versatile …**
    - This paper presents …".

    >>> title = "Vision language models are blind"
    >>> _bold_lead([Line(0, [Seg(f"(1) {title} - This paper shows that …")], bold=[title])])
    'Vision language models are blind'
    """
    lines = [line for line in cell if own_text(line.segs)]
    if not lines or not lines[0].bold:
        return None
    first, text = lines[0].bold[0].strip(), own_text(lines[0].segs).strip()
    opened = text.startswith(first, number.end()) if (number := _ROW_NUMBER.match(text)) else text.startswith(first)
    return first if opened and is_title_like(first) else None


def _cell_has_text(cell: list[Line]) -> bool:
    return any(s.text.strip() for line in cell for s in line.segs)


def _cell_papers(index: int, block: Block) -> list[Draft]:
    """One paper a cell, when two cells of the row or more each hold a titled link: a schedule's "Paper 1 | Paper 2 |
    Paper 3" columns (``| 9/2 | Efficient training | [Capuchin: …](dl.acm.org/…) | [Drawing Early-Bird …](…) |``)."""
    linked = [
        (cell, links)
        for cell in block.cells
        if (links := [s for ln in cell for s in ln.segs if s.href and s.href[:1] != "#"])
    ]
    worded = len(linked) == 1 and sum(s.text.count(" ") >= 2 for s in linked[0][1]) >= 2  # (cheap test first)
    if worded and (shared := _shared_cell_papers(index, block, linked[0][1])):
        return shared  # "[Minimap and miniasm: …][1] <br> [The present and future of …][2]" in one cell
    if len(linked) < 2:
        return []  # (cheap test first: most rows link from one cell)
    titled = []
    for cell, links in linked:
        # (a titled link to a paper: not "[Hugging Face Model](https://huggingface.co/…)" beside the title)
        named = next((s for s in links if len(s.text.split()) >= 3 and _to_a_paper(s) and _titles_a_paper(s.text)),
                     None)
        if named is not None and is_title_like(" ".join(named.text.split())):
            titled.append((cell, named, links))
    if len(titled) < 2:
        return []
    drafts = []
    for cell, named, links in titled:
        title = clean_title(" ".join(named.text.split()))
        draft = Draft(index, block.line, title, titled=True, reason="one paper a cell")
        for seg in links:
            if seg.openreview or seg.arxiv:
                draft.add(seg.openreview, seg.arxiv)
            draft.add_ids(other_ids(seg.href or ""))
        line = next(ln for ln in cell if any(seg is named for seg in ln.segs))
        lead = "".join(seg.text for seg in line.segs[: next(k for k, seg in enumerate(line.segs) if seg is named)])
        if tag := _LEAD_TAG.match(lead.strip()):  # "[VLDB'19][AliGraph: …](…)"
            draft.venue = tag_edition(tag.group(1))
        draft.venue = draft.venue or edition_of_url(named.href or "")  # "[Document Graph …](aclanthology…emnlp…)"
        draft.year = draft.venue.year if draft.venue else None
        drafts.append(draft)
    return drafts


def _shared_cell_papers(index: int, block: Block, links: list[Seg]) -> list[Draft]:
    """One paper per titled paper link of a cell that holds two or more, each with its own link's ids."""
    named = [s for s in links if _to_a_paper(s) and _titles_a_paper(s.text) and is_title_like(" ".join(s.text.split()))]
    if len(named) < 2 or len({fold(s.text) for s in named}) < len(named):
        return []
    after = _text_after_links(block)
    drafts = []
    for seg in named:
        title = clean_title(" ".join(seg.text.split()))
        draft = Draft(index, block.line, title, titled=True, reason="papers of a cell")
        draft.add(seg.openreview, seg.arxiv)
        draft.add_ids(other_ids(seg.href or ""))
        if by := _BY_NAMES.match(after.get(id(seg), "")):  # "[Hacking BLind](papers/bittau:brop.pdf) by Bittau et al."
            name = by.group(1)
            one = ((Author(name, name),), True) if one_surname(name) else ((), None)
            draft.authors, draft.complete = split_authors(name) or one
        drafts.append(draft)
    return drafts


#: "by Names" after a linked title, up to the next title's comma or "and": " by Shacham et al., ", " by Jaeger"
_BY_NAMES = re.compile(r"\s*by\s+([^,;()\[\]]+?(?:\s+et al\.?)?)\s*(?:,\s*(?:and\s*)?|\s+and\s*|\.\s*)?$")


def _text_after_links(block: Block) -> dict[int, str]:
    """The plain text after each link of a row's cells, up to the next link (by the link segment's id)."""
    after: dict[int, str] = {}
    for cell in block.cells:
        for line in cell:
            for k, seg in enumerate(line.segs):
                if seg.href:
                    following = []
                    for nxt in line.segs[k + 1 :]:
                        if nxt.href:
                            break
                        following.append(nxt.text)
                    after[id(seg)] = "".join(following)
    return after


def _titles_a_paper(text: str) -> bool:
    """A link text that may be a paper's title: three words or more, not a link word first ("Slides (code: x)"), not
    one that names a paper by its part ("Magic Sets Original Paper", "Sequeda Thesis Ch 4")."""
    words = tokens_of(text)
    return len(text.split()) >= 3 and not is_generic_link_text(text) and bool(words) and (
        words[0] not in word_lists()["link_roles"] and words[0] not in word_set("material_words")
    ) and not _PART_WORDS.intersection(words[-2:])


#: Last words of a link text that names a paper by a part of it or by its role, not by its title.
_PART_WORDS = frozenset(["paper", "thesis", "ch", "chapter", "implementation", "section"])


def _to_a_paper(seg: Seg) -> bool:
    href = seg.href or ""
    return seg.has_id or is_paper_link(href) or bool(other_ids(href))



_LEAD_TAG = re.compile(r"^\[([^\[\]]{2,20})\]")


def _hosted_papers(index: int, block: Block, drafts: list[Draft]) -> list[Draft]:
    """Titled links to a paper host with no arXiv or OpenReview id, in a cell that lists papers beside them (a
    schedule's "1) [Title](arxiv) <br/> 2) [Title](proceedings.mlr.press/…)")."""
    known: set[str] | None = None
    found = []
    for cell in block.cells:
        hrefs = [s for ln in cell for s in ln.segs if s.href and s.text.count(" ") >= 2]
        if len(hrefs) < 2:
            continue  # (cheap test first: most cells link once or not at all, or with a word: "[pdf](…)")
        linked = [s for s in hrefs if _titles_a_paper(s.text) and _to_a_paper(s)]
        if len(linked) < 2:
            continue
        known = known if known is not None else {fold(d.title) for d in drafts if d.title}
        for seg in linked:
            title = clean_title(" ".join(seg.text.split()))
            if seg.has_id or fold(title) in known or not is_title_like(title) or is_reading_label(title):
                continue
            draft = Draft(index, block.line, title, titled=True, reason="paper link beside others in a cell")
            draft.add_ids(other_ids(seg.href or ""))
            known.add(fold(title))
            found.append(draft)
    return found


#: The most words of a title column's cell that a whole citation in another cell outranks (a topic's name)
TOPIC_WORDS = 4


def _cited_beside(block: Block, column: int | None) -> bool:
    """Whether a cell beside the title column holds a whole citation (names, a year and a title of its own)."""
    for i, cell in enumerate(block.cells):
        raw = " ".join(own_text(ln.segs) for ln in cell)
        if i != column and len(raw) >= CITATION_CHARS and (ref := parse_reference(raw)) and ref.authors and ref.year:
            return True
    return False


_NAME_WORDS = 2  # a tool's or a dataset's name in a row's first cell: "DIAMOND", "NCBI BLAST+"
#: A PubMed record's address ("https://www.ncbi.nlm.nih.gov/pubmed/25402007"): in a row, the link of a titled paper
_PUBMED = re.compile(r"ncbi\.nlm\.nih\.gov/pubmed/|pubmed\.ncbi\.nlm\.nih\.gov/\d")


def _titled_paper_link(block: Block, column: int | None) -> str | None:
    """The text of a link to a paper page outside the title column that reads as a title (three words or more)."""
    for ci, cell in enumerate(block.cells):
        for line in cell if ci != column else ():
            for seg in line.segs:
                text = " ".join(seg.text.split())
                linked = seg.href and (is_paper_link(seg.href) or _PUBMED.search(seg.href))
                if linked and len(text.split()) >= 3 and is_title_like(text):
                    return text
    return None


_YEAR = re.compile(r"(?:19|20)\d\d")


def row_drafts(index: int, block: Block, stem: str) -> tuple[list[Draft], list[Skip]]:
    """Papers of a table row: the id links of the row belong to the row's title, clashing ids start a new paper."""
    mention = Mention(stem, block.line)
    if events_header(block.header):
        return [], [Skip(mention, "table row of events (a location or deadline column)")]
    if cells := _cell_papers(index, block):
        return cells, []
    drafts: list[Draft] = []
    skips: list[Skip] = []
    has_link = False
    hosted = 0
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
                    hosted += seg.text.count(" ") >= 2  # a titled link with no arXiv/OpenReview id
                    continue
                # ("Explaining and harnessing adversarial examples ([Goodfellow et al., 2014](arxiv))": the link names
                # the first author, the cell's text is the title)
                named = cited_by_name(seg.text.replace(", et al", " et al"))  # (and "[Lin, et al., 2022](…)")
                titled = not is_generic_link_text(seg.text) and named is None
                if titled and ci == column and row_title is None:
                    row_title = " ".join(seg.text.split())
                draft = next((d for d in drafts if d.fits(openreview, arxiv)), None)
                if draft is None:
                    draft = Draft(index, block.line)
                    drafts.append(draft)
                draft.add(openreview, arxiv)
                if titled and draft.title is None:
                    draft.title, draft.titled = " ".join(seg.text.split()), True
                if named and not draft.authors:
                    draft.authors, draft.complete = (Author(named.group(1), named.group(1)),), False
                    year = _YEAR.search(named.group(2) or "")
                    draft.year = draft.year or (int(year.group()) if year else None)
    if row_title is None and column is not None:
        cell = block.cells[column]
        row_title = nicknamed_link(cell) or _linked_line_title(cell) or _label_led_link(cell) or _cell_text(cell)
        row_title = row_title or None
    if row_title is not None and not is_title_like(row_title):
        row_title = _bold_lead(block.cells[column]) if column is not None else None
    if drafts:
        # (a name in the title column yields to the title an id link of the row gives: "FGSM" over "[Explaining and
        # Harnessing Adversarial Examples](arxiv)")
        named_only = row_title is not None and len(row_title.split()) <= 2 and len((drafts[0].title or "").split()) >= 3
        if row_title and not named_only:
            drafts[0].title, drafts[0].titled = row_title, True
        drafts[0].links = role_links([line for cell in block.cells for line in cell])
        return drafts + (_hosted_papers(index, block, drafts) if hosted else []), skips
    paper_link = any(s.href and is_paper_link(s.href) for cell in block.cells for line in cell for s in line.segs)
    if row_title and len(row_title.split()) <= TOPIC_WORDS and _cited_beside(block, column):
        return [], skips  # "False memories | Loftus, E. F., & Pickrell, J. E. (1995). The formation of …": a topic
    if (titled_link := _titled_paper_link(block, column)) and (
        row_title is None or len(row_title.split()) <= _NAME_WORDS
    ):
        # "| [DIAMOND](http://diamondsearch.org) | [Fast and sensitive protein alignment using DIAMOND](…/pubmed/…) |":
        # a tool's name, then its paper's title linking the paper
        return [Draft(index, block.line, clean_title(titled_link), titled=True)], skips
    if paper_link and row_title:
        return [Draft(index, block.line, clean_title(row_title), titled=True)], skips
    if has_link and not row_title:
        skips.append(Skip(mention, "table row with links but no paper id and no title"))
    return [], skips
