"""Titles and topics across blocks: a title paragraph above a link, a heading over one paper, topic headings."""

from __future__ import annotations

import itertools
import re
from functools import lru_cache

from kg.keys import fold
from kg.notes.cite import bare_title, names_comma_title, names_venue_year, split_authors, tag_edition, venue_and_year
from kg.notes.extract.generic.blocks import Block
from kg.notes.extract.generic.drafts import Draft, own_text, text_of
from kg.notes.extract.generic.entries import lines_link_fields, names_of
from kg.notes.extract.generic.lines import NAMED_IN_PROSE, PAPER_PAGE, UNTITLED_LINK, first_title_line, is_title
from kg.notes.extract.generic.segments import Line
from kg.notes.extract.generic.titles import (
    clean_title,
    is_generic_link_text,
    is_title_like,
    is_translation,
    split_series_tag,
    split_year_tag,
)
from kg.notes.extract.generic.urls import is_paper_link
from kg.notes.extract.generic.words import names_a_track, notes_section, tokens_of, word_set
from kg.notes.markdown import Heading
from kg.notes.venues import MONTH_NAME, canonical_series, find_edition, find_series, full_year
from kg.records import VenueEdition

#: A heading this long over a section of untitled links is taken for the paper's title, not a topic.
_MIN_TITLE_HEADING_WORDS = 6
#: … and over prose that cites its one paper by name and year, this long.
_MIN_CITED_HEADING_WORDS = 4


def previous_paragraph_title(blocks: list[Block], drafts: list[Draft], by_block: dict[int, list[Draft]]) -> None:
    """Title a link-only paragraph from the short paragraph just before it ("**Title**" then "[paper](...)"), and a
    bare paper link in a sub-item from the item over it ("* Title" then "    * https://www.biorxiv.org/…")."""
    for draft in drafts:
        block = blocks[draft.block]
        # (an id link alone in a sub-item is the item over it's, as a bare paper link is: "* Title" / "    * arXiv URL")
        untitled = draft.reason in (UNTITLED_LINK, PAPER_PAGE)
        kind = "item" if untitled or (block.kind == "item" and draft.bare) else "paragraph"
        if draft.title or not draft.bare or draft.block == 0:
            continue
        # (an id link alone in an item under a paragraph: "Names, Title (2022)" over "+ https://openreview.net/…")
        under = block.kind == "item" and blocks[draft.block - 1].kind == "paragraph" and not untitled
        if (block.kind != kind and not under) or draft is not by_block[draft.block][0]:
            continue
        previous = blocks[draft.block - 1]
        if (previous.kind != kind and not under) or previous.headings != block.headings:
            continue
        if by_block.get(draft.block - 1):
            continue
        line = first_title_line(previous.lines) if not under else (previous.lines[-1] if previous.lines else None)
        if line is None or any(s.has_id for s in line.segs):
            continue
        # A title line may end in a full stop ("Title." then "[paper](...)"); a sentence has more of them.
        text = own_text(line.segs).rstrip(".")
        if under and (cited := names_comma_title(text)) is not None:
            draft.title, draft.line, draft.titled = cited.title, previous.line + line.offset, True
            draft.authors, draft.complete, draft.year = cited.authors, cited.complete, draft.year or cited.year
        elif _LOWER_LABEL.match(text) and not untitled:
            continue  # "- retweets: 18, favorites: 46 (12/09/2020 11:29:24)" over "- links: [abs](arXiv) | [pdf](…)"
        elif names_of(text) is not None:
            continue  # "> Zekarias Kefato (KTH …), … and Alberto Montresor (…)" under its heading: the names, no title
        elif is_title(text, prose=True):
            draft.title, draft.line, draft.titled = text, previous.line + line.offset, True
            draft.reason = "paper link under its title" if kind == "item" else draft.reason


_LOWER_LABEL = re.compile(r"^[a-z][\w ]{0,20}:")
#: How many label-only items ("- Homepage: …", "- Code: …") may stand between a bold title and its paper link.
_LABEL_ITEMS = 3


def bold_title_over_links(blocks: list[Block], drafts: list[Draft], by_block: dict[int, list[Draft]]) -> None:
    """Title the untitled paper link of a list of labelled links from the bold line over the list, and make that
    line the entry: "**DETRs Beat YOLOs on Real-time Object Detection**" over "- Paper: https://arxiv.org/abs/…"
    and "- Code: https://github.com/…" (a short bold line there is a paper, not a heading over the list)."""
    for draft in drafts:
        block = blocks[draft.block]
        if draft.title or not draft.bare or by_block.get(draft.block, [None])[0] is not draft:
            continue
        if block.kind not in ("item", "paragraph") or not (draft.arxiv or draft.openreview or draft.ids or draft.venue
                                                          and draft.reason == PAPER_PAGE):
            continue  # "**Useful Summaries**" over "- https://…/notes/neurips_2019.pdf": a page, not a paper's id
        j = draft.block - 1
        # "- Homepage: https://…" over "- Paper: …"; a venue line over "arXiv：https://…" ("**《Title》**" / "IJCV")
        while j > draft.block - 1 - _LABEL_ITEMS and j >= 0 and not by_block.get(j) and _between(blocks[j], block):
            j -= 1
        over = blocks[j] if j >= 0 else None
        if over is None or by_block.get(j) or len(over.lines) != 1 or not over.lines[0].bold:
            continue
        if over.kind != "paragraph" and not (over.kind == "heading" and over.pseudo):
            continue
        text = bare_title(own_text(over.lines[0].segs).strip(" *"))
        if fold(text) != fold(over.lines[0].bold[0]) or len(text.split()) < 3 or not is_title(text.rstrip("."), True):
            continue
        by_block[draft.block] = by_block[draft.block][1:]  # the entry moves up to its title line
        draft.title, draft.line, draft.titled, draft.block = text.rstrip("."), over.line, True, j
        draft.reason = "bold title over its labelled links"
        by_block[j] = [draft]


#: How many items (what the paper does: "- This work introduces …") may stand between a byline and the paper's link.
_SUMMARY_ITEMS = 3
#: The most words of a venue's badge over a paper's title.
_BADGE_WORDS = 5


def title_names_over_links(blocks: list[Block], drafts: list[Draft], by_block: dict[int, list[Draft]]) -> None:
    """Title an untitled paper link from the two paragraphs over its list, the title's and the names': a homepage's
    "S<sup>2</sup>NN: Sub-bit Spiking Neural Networks" over "**Wenjie Wei**, Malu Zhang, …" over "- This work
    introduces …" and "- [![](…badge/Paper…)](https://arxiv.org/pdf/2509.24266)"."""
    for draft in drafts:
        block = blocks[draft.block]
        linked = draft.arxiv or draft.openreview or draft.ids or draft.reason in (UNTITLED_LINK, PAPER_PAGE)
        if draft.title or not draft.bare or block.kind != "item" or not linked:
            continue
        j = draft.block - 1
        while j > draft.block - 1 - _SUMMARY_ITEMS and j >= 0 and blocks[j].kind == "item" and not by_block.get(j):
            j -= 1
        if j < 1 or by_block.get(j) or by_block.get(j - 1):
            continue
        names, title = blocks[j], blocks[j - 1]
        if names.kind != "paragraph" or title.kind != "paragraph" or len(names.lines) != 1 or len(title.lines) != 1:
            continue
        text = bare_title(own_text(title.lines[0].segs)).rstrip(".")
        named = names_of(own_text(names.lines[0].segs))
        if named is None or len(named[0]) < 2 or len(text.split()) < 3 or not is_title(text, True):
            continue
        by_block[draft.block] = by_block[draft.block][1:]  # the entry moves up to its title line
        draft.title, draft.line, draft.titled, draft.block = text, title.line, True, j - 1
        draft.authors, draft.complete = named
        draft.reason = "title and names over the paper's link"
        by_block[j - 1] = [draft]
        badge = blocks[j - 2] if j >= 2 and not by_block.get(j - 2) else None
        shown = text_of(badge.lines[0].segs).strip() if badge and badge.kind == "paragraph" and badge.lines else ""
        if 0 < len(shown.split()) <= _BADGE_WORDS:  # (the paper box's badge, "NeurIPS 2025", over the next box's)
            if edition := tag_edition(shown):
                draft.venue, draft.year = edition, draft.year or edition.year
            elif not any(c.isdigit() for c in shown):
                draft.venue, draft.series = None, shown  # "Nanophotonics"


def _between(block: Block, link: Block) -> bool:
    """Whether a block may stand between a bold title and its paper link: another labelled link item of its list,
    or, over a paragraph link, a short plain line (the venue: "IJCV", "CVPR 2018")."""
    if link.kind == "item":
        return block.kind == "item"
    return (
        block.kind == "paragraph"
        and len(block.lines) == 1
        and not block.lines[0].bold
        and not any(seg.href for seg in block.lines[0].segs)
        and len(text_of(block.lines[0].segs).split()) <= _VENUE_LINE_WORDS
    )


_VENUE_LINE_WORDS = 4
_SLUG_DROP = re.compile(r"[^\w\- ]")
_NUMBER_LEAD = re.compile(r"^\s*\d{1,3}[.)]?\s+")


def _slug(text: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens.

    >>> _slug("1 A Persona-Based Neural Conversation Model")
    '1-a-persona-based-neural-conversation-model'
    """
    return _SLUG_DROP.sub("", text.strip().casefold()).replace(" ", "-")


def contents_headings(
    blocks: list[Block], headings: list[Heading], drafts: list[Draft], by_block: dict[int, list[Draft]]
) -> list[Draft]:
    """Headings that a table of contents of paper titles links to ("1. [A Persona-Based …](#1-a-persona-based-…)"
    over "# 1 A Persona-Based Neural Conversation Model"): each is that paper's section, a paper too."""
    targets = {
        seg.href[1:].casefold()
        for d in drafts
        if d.reason.startswith("one of")
        for line in blocks[d.block].lines
        for seg in line.segs
        if seg.href and seg.href.startswith("#")
    }
    found: list[Draft] = []
    for i, block in enumerate(blocks) if targets else ():
        if block.heading is None or by_block.get(i) or _slug(headings[block.heading].text) not in targets:
            continue
        title = clean_title(_NUMBER_LEAD.sub("", headings[block.heading].text))
        draft = Draft(i, block.line, title, titled=True, reason="a heading its table of contents lists as a paper")
        found.append(draft)
        by_block[i] = [draft]
    return found


#: A line opening with an initial: the names of the line above wrapped onto it ("M., Deisseroth, K., … (2013).")
_INITIAL_LEAD = re.compile(r"[A-Z]\.[,\s]")


def heading_bylines(
    blocks: list[Block], headings: list[Heading], drafts: list[Draft], by_block: dict[int, list[Draft]]
) -> list[Draft]:
    """A heading right over a line of names, a venue and a year ("## Fast WordPiece tokenization" over "Song et al.,
    ACL 2021"): the heading is the paper, the line its byline (no paper of its own)."""
    found: list[Draft] = []
    taken: set[int] = set()
    for i in range(len(blocks) - 1):
        block, below = blocks[i], blocks[i + 1]
        if block.heading is None or by_block.get(i) or below.kind != "paragraph" or not below.lines:
            continue
        if below.headings[-1:] != (block.heading,) or any(seg.href for seg in below.lines[0].segs):
            continue  # (a line with a link is a citation of its own: "Names. [Title](arxiv) ICML 2018.")
        first = " ".join(text_of(below.lines[0].segs).split())
        byline = names_venue_year(first)
        wrapped = len(below.lines) >= 2 and _INITIAL_LEAD.match(" ".join(text_of(below.lines[1].segs).split()))
        if byline is None and len(below.lines) >= 2 and not wrapped and (named := split_authors(first.rstrip(" ."))):
            # "##### Gradual typing for functional languages." over "Jeremy G. Siek and Walid Taha." / "In Seventh
            # Workshop on Scheme and Functional Programming, …, September 2006.": names, then where and when
            venue, year = venue_and_year(" ".join(text_of(below.lines[1].segs).split()))
            byline = (named, venue.series if venue else None, year) if year and named[0] else None
        title = clean_title(_NUMBER_LEAD.sub("", headings[block.heading].text))
        if byline is None or not is_title_like(title) or len(title.split()) < _MIN_BYLINE_TITLE_WORDS:
            continue
        reason = "a heading over its byline (names, venue, year)"
        draft = Draft(i, block.line, bare_title(title), titled=True, reason=reason)
        (draft.authors, draft.complete), series, draft.year = byline
        draft.venue = VenueEdition(series, draft.year) if series else None
        found.append(draft)
        taken.update(id(d) for d in by_block.get(i + 1, ()) if d.line == below.line)
        by_block[i] = [draft]
        by_block[i + 1] = [d for d in by_block.get(i + 1, ()) if id(d) not in taken]
        below.lines[0] = Line(below.lines[0].offset)  # taken: no other entry reads this line
        if (link := _labelled_paper_link(blocks, headings, i)) is not None:  # "Paper link - https://aclanthology.org/…"
            lines_link_fields(blocks[link].lines, draft, own_ids=True)
            taken.update(id(d) for d in by_block.get(link, ()))
            by_block[link] = []
    return [d for d in drafts if id(d) not in taken] + found


def _labelled_paper_link(blocks: list[Block], headings: list[Heading], at: int) -> int | None:
    """The first one-line paragraph in heading ``at``'s section (its sub-sections too) that is a paper link after a
    label or alone ("Paper link - https://aclanthology.org/2024.emnlp-main.600.pdf")."""
    level = headings[blocks[at].heading].level  # type: ignore[index]
    for j in range(at + 1, len(blocks)):
        block = blocks[j]
        if block.heading is not None and headings[block.heading].level <= level:
            return None
        if block.kind != "paragraph" or len(block.lines) != 1:
            continue
        segs = block.lines[0].segs
        links = [seg for seg in segs if seg.href]
        label = " ".join(seg.text for seg in segs if not seg.href).strip(" -–:|")
        if len(links) == 1 and is_paper_link(links[0].href or "") and (not label or is_generic_link_text(label)):
            return j
    return None


#: The fewest words of a heading taken for a paper's title over its byline (a post's "## Method" is a section).
_MIN_BYLINE_TITLE_WORDS = 3


def drop_contents_entries(blocks: list[Block], headings: list[Heading], drafts: list[Draft]) -> list[Draft]:
    """Entries of a table of contents whose anchor is a heading read as a paper: the heading is that paper (with its
    notes under it) and takes what the entry adds (a venue tag); the entry only points at it
    ("- [4\\*.The Sound of Pixels(2018 iccv)](#4the-sound-of-pixels2018-iccv)" over "# 4\\*.The Sound of Pixels…").
    An anchor of the page's own ("- [x] [ SSD: Single Shot MultiBox Detector - 2015](#ssd)" over ``<div id='ssd'
    />`` and "#### [SSD: Single Shot MultiBox Detector](arxiv)") points at the heading that repeats its title.
    """
    papers = {
        _slug(headings[heading].text): d
        for d in drafts
        if (heading := blocks[d.block].heading) is not None and blocks[d.block].kind == "heading"
    }
    if not papers:
        return drafts
    titled = [(fold(d.title), d) for d in papers.values() if d.title]
    kept = []
    for draft in drafts:
        block, text = blocks[draft.block], fold(draft.title or "")
        anchors, only = _anchors(block) if block.kind != "heading" else (set(), False)
        paper = next((papers[t] for t in anchors if t in papers), None) if only else None
        if paper is None and block.kind == "row":
            # ("| 14.1 | Title | ACL 2014 | TextCNN。[more](#Title) | [GitHub](…) |": the row's heading, same title)
            paper = next((papers[t] for t in anchors if t in papers and fold(papers[t].title or "") == text), None)
        if paper is None and only and text:
            paper = next((d for t, d in titled if d.line > draft.line and _contents_text(text, t)), None)
        if paper is None:
            kept.append(draft)
            continue
        series = draft.series or (split_series_tag(draft.title)[1] if draft.title and not draft.venue else None)
        paper.venue, paper.series = paper.venue or draft.venue, paper.series or series  # "[Title(EMNLP)](#…)"
        title = fold(paper.title or "")
        tail = text[len(title) :].split() if title and text.startswith(title) else []  # "… Detector - 2015"
        dated = int(tail[0]) if tail and _TAIL_YEAR.fullmatch(" ".join(tail)) else None
        paper.year = paper.year or draft.year or dated
        if draft.authors and not paper.authors:
            paper.authors, paper.complete = draft.authors, draft.complete
        if paper.fits(draft.openreview, draft.arxiv):
            paper.add(draft.openreview, draft.arxiv)
            paper.add_ids(draft.ids)
    return kept


_TAIL_YEAR = re.compile(r"(?:19|20)\d\d")


def _contents_text(text: str, title: str) -> bool:
    """Whether a contents line's text is a title, perhaps with a tag after it ("ssd single shot multibox detector
    2015")."""
    return text == title or (text.startswith(title + " ") and len(title.split()) >= 3)


def _anchors(block: Block) -> tuple[set[str], bool]:
    """The in-page places a block's links point at ("#section"), and whether every link of it points at one."""
    hrefs = [seg.href for line in [*block.lines, *itertools.chain(*block.cells)] for seg in line.segs if seg.href]
    anchors = {h[1:].casefold() for h in hrefs if h.startswith("#")}
    return anchors, bool(hrefs) and len(anchors) > 0 and all(h.startswith("#") for h in hrefs)


def _one_paper(drafts: list[Draft]) -> Draft | None:
    """The drafts' ids joined into one draft, or None when two ids clash (two different papers)."""
    joined = Draft(drafts[0].block, drafts[0].line)
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


def _spelt_out(heading: str, section: list[Draft]) -> bool:
    """Whether a section's paper is the one its heading spells out: a title the heading starts, and not one of a
    list's several titles ("## Rare variant association" over "- Rare-Variant Association Testing for …" and three
    more papers is a topic)."""
    titled = [d.title for d in section if d.title]
    named = sum(_names(heading, t) for t in titled)
    return named > 0 and (named == len(titled) or len(titled) <= 2)


def emphasised_titles(blocks: list[Block], drafts: list[Draft]) -> None:
    """A heading's paper titled by the line in italics or bold right under the heading, when that line is a longer
    title the heading shortens ("### Auxiliary Classifier GAN" over "_Auxiliary Classifier Generative Adversarial
    Network_")."""
    heading_at = {b.line: i for i, b in enumerate(blocks) if b.heading is not None}
    for draft in drafts:
        at = heading_at.get(draft.line)  # (a heading's paper may be drafted from the link under it)
        if at is None or any(seg.href for line in blocks[at].lines for seg in line.segs):
            continue  # (a linked heading is the paper's whole title: "### [AI Debate Aids …](…)" over its names)
        under = blocks[at + 1] if at + 1 < len(blocks) else None
        if under is None or under.kind != "paragraph" or len(under.lines) != 1 or under.heading is not None:
            continue
        line = under.lines[0]
        text = " ".join(own_text(line.segs).split())
        marked = line.italic or line.bold
        if not marked or fold(marked[0]) != fold(text) or len(text.split()) < 2 or not is_title_like(text):
            continue
        if draft.title and len(text) > len(draft.title) and text.count(", ") < 2 and not names_of(text):
            draft.title = bare_title(text)


def heading_titles(
    blocks: list[Block], headings: list[Heading], drafts: list[Draft], by_block: dict[int, list[Draft]]
) -> tuple[list[Draft], set[int]]:
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
        # (or titled by the heading's translation: "## Aya Dataset: An Open-Access …" over "[Aya 数据集：…](arxiv)")
        untitled = all(d.title is None or is_translation(d.title, text) for d in section)
        # (or papers prose cites by name under a heading of a few words: "### Language Models are Few-Shot Learners"
        # over "Recently, [Brown et al. (2020)](…) proposed GPT-3")
        # (or fewer words with its year: "## Neural Volumes (2019)" over "… [Lombardi et al](arxiv) …")
        untagged, year = split_year_tag(text)
        dated = year is not None and len(untagged.split()) >= 2
        cited = all(d.reason == NAMED_IN_PROSE for d in section) and (
            len(text.split()) >= _MIN_CITED_HEADING_WORDS or dated
        )
        long_enough = len(text.split()) >= _MIN_TITLE_HEADING_WORDS or dated
        if untitled and (all(d.bare for d in section) or long_enough or cited):
            if own and own[0].fits(joined.openreview, joined.arxiv):
                own[0].add(joined.openreview, joined.arxiv)
                removed.update(id(d) for d in section)
            elif not own and (above := _notes_paper(blocks, headings, start, by_block)) is not None:
                # "### 附錄 Appendix" over "arXiv: https://arxiv.org/abs/1803.10827": a part of the notes on the paper
                # the heading above names, its links that paper's
                if above.fits(joined.openreview, joined.arxiv):
                    above.add(joined.openreview, joined.arxiv)
                    above.add_ids(joined.ids)
                removed.update(id(d) for d in section)
            elif not own and is_title_like(text):
                first = section[0]
                first.title, first.line, first.titled = text, blocks[start].line, True
                first.add(joined.openreview, joined.arxiv)
                removed.update(id(d) for d in section[1:])
                paper_headings.add(heading)
        elif not own and _spelt_out(text, section):
            for draft in section:
                if draft.title is None or _names(text, draft.title):
                    draft.title = max(text, draft.title or "", key=len)
            paper_headings.add(heading)
    return [d for d in drafts if id(d) not in removed], paper_headings


def _notes_paper(
    blocks: list[Block], headings: list[Heading], start: int, by_block: dict[int, list[Draft]]
) -> Draft | None:
    """The paper of the heading over the notes that heading ``start`` is a part of ("Appendix", "摘要"), else None."""
    heading = blocks[start].heading
    if heading is None or not notes_section(headings[heading].text):
        return None
    level = headings[heading].level
    for i in range(start - 1, -1, -1):
        if blocks[i].kind == "heading" and (above := blocks[i].heading) is not None and headings[above].level < level:
            own = by_block.get(i, [])
            return own[0] if len(own) == 1 else None
    return None


#: A full date: "2018/10/01", "2020-03-24", "24.03.2020".
#: A day of a month in words: "July 8", "8 July", "Jan. 3rd"
_DAY_OF_MONTH = re.compile(
    rf"\b{MONTH_NAME.pattern} \d{{1,2}}(?:st|nd|rd|th)?\b|\b\d{{1,2}} {MONTH_NAME.pattern}(?!\w)"
)
_WEEKDAY = re.compile(r"\b(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b", re.IGNORECASE)


def _undated_words(text: str) -> list[str]:
    """The words of a heading that are neither its dates nor a list's words ("AI Papers of the Week (July 8 - …)")."""
    words = tokens_of(_WEEKDAY.sub(" ", _DAY_OF_MONTH.sub(" ", text)))
    return [w for w in words if not w.isdigit() and w not in word_set("list_words")]


_FULL_DATE = re.compile(
    r"\b(?:19|20)\d\d[-/.](?:0?[1-9]|1[0-2])[-/.]\d{1,2}\b|\b\d{1,2}[-/.]\d{1,2}[-/.](?:19|20)\d\d\b"
)


@lru_cache(maxsize=4096)
def is_topic_heading(text: str) -> bool:
    """Whether a heading names a subject: not a list's own name ("All Papers:", "Reading list"), a year or a state.

    A heading made of a venue edition, dates and list words only ("2022.02.23 NeurIPS 2021 Paper List",
    "ICLR 2024 Orals") names a list, not a subject.

    >>> is_topic_heading("All Papers:"), is_topic_heading("2023"), is_topic_heading("Graph Transformer")
    (False, False, True)
    >>> is_topic_heading("2022.02.23 NeurIPS 2021 Paper List"), is_topic_heading("Diffusion (ICLR 2024)")
    (False, True)
    >>> is_topic_heading("Added 2018/10/01:"), is_topic_heading("AI Papers of the Week (July 8 - July 14) - 2024")
    (False, False)
    >>> is_topic_heading("Week 1, April 1: Basic SNA Concepts"), is_topic_heading("Week 2, April 8: Centrality")
    (True, True)
    >>> is_topic_heading("1-10"), is_topic_heading("2 Related Work"), is_topic_heading("7.References")
    (False, True, False)
    >>> is_topic_heading("TUESDAY 28"), is_topic_heading("Program in detail"), is_topic_heading("Main Track")
    (False, False, False)
    >>> is_topic_heading("Papers Read In 2023")
    False
    >>> is_topic_heading("TUESDAY 28"), is_topic_heading("Program in detail"), is_topic_heading("Main Track")
    (False, False, False)
    """
    words = " ".join(tokens_of(text))
    unnumbered = words.lstrip("0123456789 ")  # ("7 References", a report's numbered list of them)
    if not words or unnumbered in word_set("non_topic_headings") or words.replace(" ", "").isdigit():
        return False  # (or "1-10", "11–20": a range of a numbered list's items)
    if _FULL_DATE.search(text) and len([w for w in words.split() if not w.isdigit()]) <= 1:
        return False  # "Added 2018/10/01:", "2020-03-24": when, not what
    if (day := _DAY_OF_MONTH.search(text)) and len(_undated_words(text)) <= 1 and ":" not in text[day.end() :]:
        return False  # "AI Papers of the Week (July 8 - July 14) - 2024", "Monday, June 10 (Tutorials)": when
    if _WEEKDAY.search(text) and not _undated_words(text):
        return False  # "TUESDAY 28", a programme's day
    split = words.split()
    if any(w.isdigit() for w in split) and all(w.isdigit() or w in word_set("list_words") for w in split):
        return False  # "Papers Read In 2023": a list's year
    if names_a_track(text):
        return False  # "Main Track", "Accepted Posters", "Tool Papers": a programme's track
    if _WEEKDAY.search(text) and not _undated_words(text):
        return False  # "TUESDAY 28", a programme's day
    if (edition := find_edition(text)) is not None:
        rest = [w for w in tokens_of(text.replace(edition.series, " ")) if not w.isdigit()]
        series = fold(edition.series)
        rest = [w for w in tokens_of(" ".join(rest)) if w not in word_set("list_words") and fold(w) != series]
        return bool(rest)
    return True


def topic_flags(headings: list[Heading], paper_headings: set[int], title: str | None) -> list[bool]:
    """Per heading, whether it is a topic: paper headings, the document's title heading and non-subjects are not.

    Computed once a document, so each paper's topics are a look-up along its enclosing headings.

    >>> headings = [Heading(1, "My Reading", 1), Heading(2, "Diffusion", 2), Heading(2, "2023", 5)]
    >>> topic_flags(headings, set(), "My Reading")
    [False, True, False]
    >>> topic_flags([Heading(2, "MLSys", 1), Heading(3, "2021", 2), Heading(4, "CVPR", 3)], set(), None)
    [True, False, False]
    """
    doc_title = fold(title or "")
    flags = []
    year_level = 0  # the level of the year heading ("### 2021") the headings below sit in, 0 outside one
    for i, h in enumerate(headings):
        if year_level and h.level <= year_level:
            year_level = 0
        if _YEAR_HEADING.match(h.text):
            year_level = h.level
        flags.append(
            i not in paper_headings
            and bool(h.text)
            and is_topic_heading(h.text)
            and not (h.level == 1 and fold(h.text) == doc_title)
            # "#### CVPR" inside "### 2021" names the venue of its papers; a top-level "## MLSys" is a field
            and not (year_level and h.level > year_level and series_heading(h.text))
        )
    return flags


def section_edition(block: Block, headings: list[Heading], read: frozenset[int] = frozenset()) -> VenueEdition | None:
    """The venue edition the innermost enclosing heading that names one names ("## NeurIPS 2021 Paper List").

    >>> headings = [Heading(1, "Reading group", 1), Heading(2, "2022.02.23 NeurIPS 2021 Paper List", 2)]
    >>> section_edition(Block("item", 3, (0, 1)), headings)
    VenueEdition(series='NeurIPS', year=2021)
    >>> section_edition(Block("item", 3, (0, 1)), [Heading(3, "2021", 1), Heading(4, "CVPR", 2)])
    VenueEdition(series='CVPR', year=2021)
    >>> section_edition(Block("item", 2, (0,)), [Heading(3, "2022 ECCV", 1)])
    VenueEdition(series='ECCV', year=2022)
    >>> section_edition(Block("item", 2, (0,)), [Heading(2, "nsdi '21", 1)])
    VenueEdition(series='NSDI', year=2021)
    >>> section_edition(Block("item", 2, (0,)), [Heading(2, "SOSP 25", 1)])
    VenueEdition(series='SOSP', year=2025)
    """
    for i in reversed(block.headings):
        if (edition := find_edition(headings[i].text)) is not None:
            return edition
        if _LOWER_EDITION.fullmatch(headings[i].text) and (edition := find_edition(headings[i].text.upper())):
            return edition  # "## nsdi '21", "## infocom '20": a known venue typed in lower case
        if (first := _YEAR_FIRST.fullmatch(headings[i].text.strip())) and (name := series_heading(first.group(2))):
            return VenueEdition(name, int(first.group(1)))  # "### 2022 ECCV" over its papers
        if (short := _SHORT_YEAR_EDITION.fullmatch(headings[i].text.strip())) and (name := series_heading(short[1])):
            return VenueEdition(name, full_year(short[2]))  # "## SOSP 25": a known venue and two digits, alone
    # A venue heading inside a year heading: "### 2021" then "#### CVPR".
    series = next((name for i in reversed(block.headings) if (name := series_heading(headings[i].text))), None)
    year = section_year(block, headings, read) if series else None
    return VenueEdition(series, year) if series and year else None


#: A heading of a venue in lower case and its year: "nsdi '21", "sigcomm 2020".
_LOWER_EDITION = re.compile(r"\s*[a-z]{2,10}\s*(?:['’]\d\d|(?:19|20)\d\d)\s*")
#: A heading of a venue and two digits of its year, nothing else: "SOSP 25", "OSDI 24"
_SHORT_YEAR_EDITION = re.compile(r"([A-Za-z][\w&-]{1,12})\s+(\d\d)")
#: A heading of a year and then a venue: "2022 ECCV", "2023 CVPR".
_YEAR_FIRST = re.compile(r"((?:19|20)\d\d)\s+([A-Za-z][\w&-]{1,12})")
#: A heading naming a journal or a conference in full: "IEEE Transactions on … (TPDS)", "IEEE Internet of Things (IoT)"
_VENUE_NAME_WORDS = re.compile(
    r"^(?:IEEE|ACM)\b|\b(?:Transactions|Journal|Conference|Symposium|Letters|Magazine|Proceedings)\b"
)
_BRACKETED_ABBREVIATION = re.compile(r"\(([A-Z][A-Za-z&-]{1,12})\)\s*$")
#: Most words of a heading that names a venue in full
_VENUE_NAME_MAX_WORDS = 14


def section_series(block: Block, headings: list[Heading]) -> tuple[str, int] | None:
    """The venue series the innermost enclosing heading names, with no year, and that heading ("## IEEE Transactions
    on Parallel and Distributed Systems (TPDS)" over a journal's papers, "# Arxiv"), or None.

    >>> section_series(Block("item", 3, (0,)), [Heading(2, "IEEE Transactions on Parallel and Distributed Systems "
    ...                                                    "(TPDS)", 2)])
    ('TPDS', 0)
    >>> section_series(Block("item", 3, (0,)), [Heading(2, "Journal Papers", 2)]) is None
    True
    >>> section_series(Block("row", 3, (0,)), [Heading(3, "CVPR (Computer Vision) - CVPR Best Paper Award", 2)])
    ('CVPR', 0)
    """
    for i in reversed(block.headings):
        text = headings[i].text
        # an acronym ("## CVPR", "# Arxiv"), not a word that is a topic too ("## Security" is no USENIX Security)
        if (named := series_heading(text)) and (sum(c.isupper() for c in text) > 1 or named == "arXiv"):
            return named, i
        if (lead := _SERIES_LEAD.match(text)) and (named := find_series(lead.group(1))):
            return named, i  # "CVPR (Computer Vision) - CVPR Best Paper Award": the venue, then what it is
        if _VENUE_NAME_WORDS.search(text) and len(text.split()) <= _VENUE_NAME_MAX_WORDS:
            if found := find_series(text) or ((abbr := _BRACKETED_ABBREVIATION.search(text)) and abbr.group(1)):
                return found, i
    return None


def series_heading(text: str) -> str | None:
    """The venue series a heading names and nothing else ("CVPR", "ICCV Papers"), or None.

    >>> [series_heading(t) for t in ("CVPR", "ECCV papers", "Object detection", "Attention in CVPR", "NIPS")]
    ['CVPR', 'ECCV', None, None, 'NeurIPS']
    """
    words = tokens_of(text)
    if not 1 <= len(words) <= 4 or (series := find_series(text)) is None:
        return None
    rest = [
        w for w in words
        if fold(w) not in fold(series).split() and w not in word_set("list_words") and canonical_series(w) != series
    ]
    return None if rest else series


#: A heading opening with a venue's acronym, then a bracket or a dash: "CVPR (Computer Vision) - …"
_SERIES_LEAD = re.compile(r"([A-Z][A-Za-z&]*[A-Z])\s+[(（\-–—]")
_YEAR_HEADING = re.compile(r"^\W*((?:19|20)\d\d)\s*年?\W*$")
#: A heading that is one venue tag with its year: "sp2023", "CCS'22", "ndss24".
_EDITION_HEADING = re.compile(r"^[A-Za-z&]{2,10}\s?['’]?(?:(?:19|20)\d\d|\d\d)$")


_MONTH_HEADING = re.compile(rf"^{MONTH_NAME.pattern}$", re.IGNORECASE)


def section_year(block: Block, headings: list[Heading], read: frozenset[int] = frozenset()) -> int | None:
    """The year an enclosing heading that is nothing but a year gives ("### 2020", "## 2019年"), unless that heading
    is one of ``read``, which date when papers were read (see `reading_years`).

    >>> headings = [Heading(2, "Paper", 1), Heading(3, "2020", 2)]
    >>> section_year(Block("item", 4, (0, 1)), headings), section_year(Block("item", 4, (0,)), headings)
    (2020, None)
    >>> section_year(Block("item", 4, (0, 1)), [Heading(2, "2022", 1), Heading(3, "June", 2)]) is None
    True
    >>> section_year(Block("item", 4, (0, 1)), [Heading(4, "S&P", 1), Heading(3, "sp2023", 2)])  # a venue's
    2023
    >>> section_year(Block("item", 4, (0,)), [Heading(3, "SUMMER 2025", 1)]) is None  # a reading group's season
    True
    """
    for k in range(len(block.headings) - 1, -1, -1):
        text = headings[block.headings[k]].text
        if _EDITION_HEADING.match(text) and (edition := tag_edition(text)) and find_series(edition.series):
            return edition.year  # "#### S&P" over "### sp2023": that venue's edition of the year
        if match := _YEAR_HEADING.match(text):
            # "## 2022" over "### June": when the papers were read, as a log's months say, not when they appeared
            months = any(_MONTH_HEADING.match(headings[j].text) for j in block.headings[k + 1 :])
            return None if months or block.headings[k] in read else int(match.group(1))
    return None


def reading_years(blocks: list[Block], headings: list[Heading], drafts: list[Draft]) -> frozenset[int]:
    """The year headings of a document whose year headings date when its papers were read: of its entries under one
    that carry an arXiv id, at least two more were posted two or more years before their heading than were not
    ("## 2021年" over "[ResNeXt](https://arxiv.org/pdf/1611.05431.pdf)", "## 2022年" over YOLO, 1506.02640).

    >>> headings = [Heading(2, "2021年", 1)]
    >>> ids = ("1611.05431", "1506.01497", "1412.6980", "2104.00298")
    >>> drafts = [Draft(line=n, block=0, arxiv=a) for n, a in enumerate(ids, 3)]
    >>> reading_years([Block("item", 3, (0,))], headings, drafts)
    frozenset({0})
    """
    older = 0  # entries posted two or more years before their year heading, less those that were not
    for draft in drafts:
        if not draft.arxiv or not (posted := _ARXIV_YEAR.match(draft.arxiv)):
            continue
        inside = blocks[draft.block].headings
        if year := next((m for i in reversed(inside) if (m := _YEAR_HEADING.match(headings[i].text))), None):
            older += 1 if 2000 + int(posted.group(1)) <= int(year.group(1)) - 2 else -1
    if older < 2:
        return frozenset()
    return frozenset(i for i, heading in enumerate(headings) if _YEAR_HEADING.match(heading.text))


#: The year a new-style arXiv id ("1611.05431") was posted in.
_ARXIV_YEAR = re.compile(r"(\d\d)(?:0[1-9]|1[0-2])\.\d{4,5}$")
