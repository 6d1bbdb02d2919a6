"""Entries found by what their text carries: a pasted citation, a title with a venue tag, a task-list item,
a title over its author list, a row under a title column, a list or run of lines that are all titles.

Link-based drafts (:mod:`.lines`, :mod:`.tables`) come first; these readers take the blocks they left,
and give the link drafts the fields a citation on their line prints (authors, venue, year, ids).
Every draft records its reason for ``kg build --explain``.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import replace
from functools import lru_cache
from statistics import median
from urllib.parse import unquote, urlsplit

from kg.ids import other_ids, text_ids
from kg.keys import fold
from kg.notes.cite import (
    ACRONYM,
    BY_NAMES_STYLE,
    CITATION_CHARS,
    CLOSING_YEAR,
    ET_AL_ANYWHERE,
    JOURNAL_STYLE,
    LEAD_MONTH,
    MONTH_NAME,
    NAME_STOP,
    NAMES_YEAR_END,
    SEE_ALSO,
    Reference,
    bare_title,
    bracket_fields,
    byline_title,
    dashed_citation,
    emphasised_title_citation,
    is_affiliation,
    is_name,
    names_comma_title,
    names_semicolon_title,
    names_venue_year,
    names_with_affiliations,
    names_year_title_journal,
    one_surname,
    organisations,
    parse_reference,
    printed_venue,
    short_citation,
    split_authors,
    split_authors_tag,
    surname_year_title,
    tag_edition,
    title_comma_names,
    title_then_fields,
    title_then_journal,
    venue_and_year,
    venue_tag,
)
from kg.notes.extract.generic.blocks import Block, sub_item
from kg.notes.extract.generic.drafts import Draft, own_text
from kg.notes.extract.generic.lines import NAMED_IN_PROSE, PAPER_PAGE, UNTITLED_LINK, is_title
from kg.notes.extract.generic.segments import DATE_LABEL, Line, Seg
from kg.notes.extract.generic.tables import TOPIC_WORDS, nicknamed_link
from kg.notes.extract.generic.titles import (
    cited_by_name,
    cites_by_number,
    clean_title,
    drop_empty_brackets,
    drop_file_tail,
    drop_note_suffix,
    drop_reading_status,
    drop_unlinked_words,
    explained_term,
    is_field_line,
    is_generic_link_text,
    is_reading_label,
    is_session,
    is_title_like,
    is_translation,
    journal_suffix,
    labelled_title,
    latex_cited,
    names_the_paper,
    only_link_words,
    split_dashed_year,
    split_date_lead,
    split_file_name,
    strip_label,
)
from kg.notes.extract.generic.urls import badge_text, host_of, is_paper_link
from kg.notes.extract.generic.words import (
    BRACKETED_NOTE,
    events_header,
    header_names,
    label_forms,
    names_a_track,
    notes_section,
    title_header,
    tokens_of,
    word_lists,
    word_set,
)
from kg.notes.markdown import Heading
from kg.notes.openreview_page import join_author_lines, meta_edition
from kg.notes.venues import (
    CJK_LETTER,
    CJK_LETTERS,
    LONG_VENUE,
    canonical_series,
    edition_of_url,
    find_edition,
    find_series,
    find_venue,
    full_year,
    is_venue_name,
    named_series,
    named_venue,
    printed_year,
    series_of_url,
)
from kg.records import Author, VenueEdition

# A title's second line in lower case after a link that held its start: "with Self-Supervised Contrastive …".
_CONTINUES = re.compile(r"(?:with|for|and|of|in|via|on|using|from|to|towards|through|by)\s+(?:(?:the|a|an)\s+)?[A-Z]")
_SHORT_YEAR = re.compile(r"['’‘](\d\d)")
_JOURNAL_NAME = re.compile(r"[A-Z][A-Za-z&.-]+(?: (?:[A-Z][A-Za-z&.-]+|of|on|and|for|in|the))*(?: [A-Z][A-Za-z&.-]+)?")
_SERIES_NAME = re.compile(r"[A-Z][A-Za-z]*[A-Z][A-Za-z]*(?: [A-Z][A-Za-z]*)?")
#: A date cell: its year, then its month.
_DATE = re.compile(r"^\s*((?:19|20)\d\d)[-./](0?[1-9]|1[0-2])(?:[-./]\d{1,2})?\s*$")
_NUMBERED = re.compile(r"^\s*\d{1,3}\s*[、.)．:]\s*")
#: A heading numbered like an item without a mark after the number: "# 1 A Persona-Based Neural Conversation Model".
_NUMBERED_HEADING = re.compile(r"^\s*(?:\d{1,3}\s+|\[\d{1,3}\]\s*)(?=[A-Z])(?!\d)")
#: A task: GitHub's "[ ] " / "[x] ", or an org-mode keyword ("* TODO Title", "* DONE Title").
TASK_MARK = re.compile(r"^\s*(?:\[[ xX]\]|(?:TODO|DONE|NEXT|WAITING|CANCELL?ED)(?=\s))\s+")
#: An org-ref link under an org heading: "[[cite:wu-2017-shift][Wu et al. 2017: Shift]]".
_ORG_CITE = re.compile(r"\[\[cite:[^\]]+\]\[([^\]]+)\]\]")


def org_cite(block: Block) -> tuple[tuple[Author, ...], bool, int] | None:
    """The names and year an org-ref link in the block prints: ``[[cite:key][Wu et al. 2017: Shift]]``."""
    if not any("cite:" in seg.text for line in block.lines for seg in line.segs):
        return None  # (no need to join a long block's text)
    text = block_text(block)
    match = _ORG_CITE.search(text) if "[[cite:" in text else None
    return short_citation(match.group(1)) if match else None
_SMALL_WORDS = frozenset(
    "a an and as at but by for from in into is of on or over per the to via vs with without its are be do does how "
    "what when where which who why can not we our your than towards toward through under upon using".split()
)
#: A list (or run of lines) is a list of titles when this share of its items look like titles, and at least this many.
_TITLE_SHARE = 0.75
_TWO_SENTENCES = re.compile(r"[a-z)$}][.!]\s+[A-Z]")  # ("… given by $e^{…}$. How to …", "You are right! In …")
#: "Term : what it means" (a space before the colon, a few words after): a glossary line, not a title ("LR : Left
#: to Right"); a longer phrase is a title's ("QSYM : A Practical Concolic Execution Engine Tailored for …")
#: A definition list's description (kramdown, pandoc): ":   本文提出 D-CeLR，…" under its term
_DESCRIPTION = re.compile(r"^:\s+\S")
_DEFINITION = re.compile(r"\S\s+:\s+(?=\S+(?:\s+\S+){0,3}$)")
_MIN_TITLES = 3
#: Most items of a list that counts with other such lists over the document
_LONE_LIST = 2
#: Median words of a list's titles for a list mostly in sentence case to be a list of titles.
_SENTENCE_LIST_WORDS = 7
#: A section's number: "C.1 ", "3.2.1 "
_SECTION_NUMBER = re.compile(r"^(?:[A-Z]|\d{1,2})(?:\.\d{1,2})+\.?\s")
#: The median length of headings that are papers' titles, not a post's sections
_PAPER_HEADING_WORDS = 6
#: An item naming a part of a book by its number: "Chapter 3. Elite Polarization and …", "Ch. 2 – …", "Part II:".
_BOOK_PART = re.compile(r"(?:\d+[.)]\s*)?(?:Chapters?|Ch\.|Part|Lecture)\s*(?:\d+|[IVX]+)\b[.:–-]?", re.IGNORECASE)
#: What a course's schedule says is due: "First Drafts of Op-Ed/Editorial/Blog Post Due and Circulated", "Critique
#: for 3/30 ** Due 3/29, Tuesday"
_DEADLINE = re.compile(r"\b(?:Due|due|Deadline)\b(?:(?: and \w+)?[\W_]*$|:?\s*\d{1,2}/\d{1,2}\b)")
#: A book's chapter or a blog post named in a list of readings ("The challenge of … [Section 10.7 of DLB]"), or a
#: part of one's notes on a talk ("### Insights from the Talk")
_NOT_A_PAPER = re.compile(r"\b(?:Chapters?|Sections?)\s+\d|\b[Bb]log\b|\b(?:the|this) (?i:talk|keynote|panel)\b")
#: A line opening with one of these is a sentence about a paper ("We deal with …"), not its title.
_PRONOUNS = frozenset("we i our my you it this they their these".split())
#: Median title words under which a bare task list is a checklist of methods (see ``drop_method_checklists``).
_CHECKLIST_WORDS = 5
#: A model's one-word name: capitals inside or digits ("TransFusion", "BEVFusion", "CMT", "GPT-4")
_MODEL_NAME = re.compile(r"[A-Z][A-Za-z]*(?:[A-Z0-9][\w-]*)")
#: Where a line of names after a title ends: a bracket, a link or a dash
_YEAR_THEN_NAMES = re.compile(r"^\s*\(((?:19|20)\d\d)\)\s*[-–—:,]\s*(\S.*)$")
#: A final full stop, not the one of an initial ("Codd, Edgar F." keeps it).
_FINAL_STOP = re.compile(r"(?<=\w{2})\.\s*$")
#: A method's name and a short citation of its paper, no title: "GORILA (Nair et al., n.d.)", "A3C (Mnih et al. 2016)"
_NAME_CITED = re.compile(
    r"[\w.+-]{2,20}(?: [\w.+-]{2,20})?\s*\([^\W\d_][\w'’-]+ et al\.?,? (?:n\.\s?d\.|(?:19|20)\d\d)\)"
)
#: What no bare run of names after a linked title holds: a digit, a bracket ("（1975, **VSM**）")
_NOT_NAMES = re.compile(r"[\d()（）\[\]]")
#: After a linked title: its names, year and journal, each after a comma (", Stickgold R, 2005, Nature")
_NAMES_YEAR_JOURNAL = re.compile(r",\s*([^,\d]+(?:,[^,\d]+)*?),\s*((?:19|20)\d\d),\s*([^,\d][^,]{1,60}?)\.?")
_BY_LEAD = re.compile(r"^\s*,?\s*by\s+(?=[A-Z])")
_AFTER_NAMES_END = re.compile(r"\s*(?:\\?\[|\(|\s[-–—|](?:\s|$))")  # (a bar left by links: "et al. |")
#: A year or a short venue tag after a listed title's last comma: ", 2017", ", NeuroIPS16"
_TAIL_FIELD = re.compile(r",\s*((?:19|20)\d\d|[A-Za-z]{2,10}['’]?\s?\d{2,4})\s*$")
_YEAR_ONLY = re.compile(r"(?:19|20)\d\d")
#: What a citation in a link text holds that a bare title does not: quotes, "et al", a sentence stop before more
_MAY_CITE = re.compile(
    r"[\"“]|\bet\.? al\b|\w{2}\. [A-Z]|^(?:\d+\.\s+)?[A-Z][a-z]+(?: [A-Z][\w.'’-]*){1,3}, [A-Z]"
    r"|^[A-Z][\w'’-]+, (?:[A-Z]\.\s?)+"  # APA: "Iyengar, S. & Massey, D.S. (2018). …"
)
_ARXIV_TAG = re.compile(r"\d{4}\.\d{4,5}(?:v\d+)?")
_LEAD_TAG = re.compile(r"\s*\[([^\[\]]{2,40})\]\s*")
_YEAR_IN = re.compile(r"\b((?:19|20)\d\d)\b")
#: A "YY.MM.DD" date: "17.06.16"
_SHORT_DATE = re.compile(r"\b(\d\d)\.(?:0[1-9]|1[0-2])\.\d\d\b")
_TEXT_ARXIV = re.compile(r"\s*arXiv:\s*\S+", re.IGNORECASE)
#: A code repository's page or a file in it other than a note: "https://github.com/owner/repo", "…/tree/x/a.pdf"
#: (code or slides; an issue or a .md note there may be the owner's summary of a paper)
_REPOSITORY = re.compile(
    r"https?://(?:www\.)?(?:github|gitlab)\.com/[^/]+/[^/#?]+(?:/?(?:[#?].*)?$|/(?:tree|blob|raw)/(?!.*\.md(?:[#?]|$)))"
)
_NAMED_YEAR = re.compile(r"(\D{2,60}?)[\s,]+['’]?((?:19|20)\d\d)")
_VENUE_WORDS = frozenset(["pub", "publication", "venue", "journal", "conference", "conf"])
_DATED_YEAR = re.compile(r"\d{1,2}[./-]((?:19|20)\d\d)|((?:19|20)\d\d)[./-]\d{1,2}(?:[./-]\d{1,2})?")
#: A date with its month in words: "July 3, 2024", "3 Jul 2024", "Sept. 2021"
_SPELT_DATE = re.compile(rf"(?:\d{{1,2}} )?{MONTH_NAME.pattern}(?: \d{{1,2}}(?:st|nd|rd|th)?,?)? ((?:19|20)\d\d)")
_YEAR_BEFORE = re.compile(r"\s*\[?((?:19|20)\d\d)\]?\s*[-–—:|]?\s*")
#: A plan's item number before a to-do ("0.1a", "5.3a", "2.")
_PLAN_ID = re.compile(r"\d+(?:\.\d+)+[a-z]?\s|\d+[a-z]\s")
#: How many text blocks may stand between an entry and the untitled id link that belongs to it.
_LINK_REACH = 6
_BRACKETED = re.compile(r"\([^()]*\)|\[[^\[\]]*\]")
# A word (split at white space and "/") holding at least one letter.
_WORD_WITH_LETTER = re.compile(r"[^\s/]*[^\W\d_][^\s/]*")
#: Citation styles that read a title and its fields; a venue tag alone reads less, a byline no title.
_WEAK_STYLES = frozenset(["venue tag", "CVF byline", "APA byline"])


def _strong(ref: Reference) -> bool:
    return ref.style not in _WEAK_STYLES


def line_text(line: Line) -> str:
    """Visible text of one line, link texts kept unless they are link words or URLs."""
    parts = []
    linked = False
    for seg in line.segs:
        if seg.href is None:
            # (a dash glued to the link before it parts fields all the same: "[**Arrakis: …**](…)- Peter et al.")
            parts.append(f" {seg.text}" if linked and seg.text[:1] in "-–—" else seg.text)
        elif not is_generic_link_text(seg.text):
            parts.append(seg.text)
        linked = seg.href is not None
    return " ".join("".join(parts).split())


def block_text(block: Block) -> str:
    """Visible text of a whole block (its lines joined), for citations that wrap; a bold field in it left out
    ("[1] Playing Atari …, Mnih et al, 2013. **Algorithm: DQN.** [[paper](…)]" is a citation and a note)."""
    text = " ".join(t for line in block.lines if (t := line_text(line)))
    for span in (b for line in block.lines for b in line.bold if ": " in b and is_field_line(b)):
        text = " ".join(text.replace(span, " ").split())
    return text


def is_title_case(text: str) -> bool:
    """Whether a line reads as a title: 3 to 25 words, content words capitalised (or all capitals), no full stop.

    >>> is_title_case("Deep Residual Learning for Image Recognition"), is_title_case("ATTENTION IS ALL YOU NEED")
    (True, True)
    >>> is_title_case("We read this paper twice."), is_title_case("see the notes below")
    (False, False)
    >>> is_title_case("6Hit: A Reinforcement Learning-based Approach to Target Generation"), is_title_case("3 days ago")
    (True, False)
    """
    # (a name led by a digit opens one too: "6Hit: A Reinforcement Learning-based …", "3D Gaussian Splatting …")
    opens = text[:1].isupper() or (_DIGIT_NAME.match(text) is not None and text.isascii())
    if not opens or text.rstrip().endswith((".", ",", ";", ":")):
        return False
    words = _WORD_WITH_LETTER.findall(text)
    if not 3 <= len(words) <= 25:
        return False
    content = [w for w in words if w.casefold().strip("()\"'“”:,") not in _SMALL_WORDS]
    if not content:
        return False
    capital = sum(1 for w in content if w.lstrip("(\"'“[").strip()[:1].isupper() or not w[:1].isalpha())
    return capital / len(content) >= 0.8


#: A word of digits then a capital letter: "6Hit", "3D", "4K-…".
_DIGIT_NAME = re.compile(r"\d+[A-Z]")
#: A tag closing a table's title cell: "[Title](pdf) (ICDCS 2022)", "(Frontiers 2020)", "(2004)", "(Arxiv)".
_CELL_TAG = re.compile(r"[(\[]([^()\[\]]{1,40})[)\]]$")
_NAME_YEAR = re.compile(r"([A-Za-z][\w.&/ -]{0,30}?)\s*['’]?\s*((?:19|20)\d\d)")


def _title_cell_tag(block: Block, draft: Draft) -> None:
    """The venue, year or series a bracketed tag after the title in its cell prints ("Paper Title (Conf/Year)"),
    the tag taken off the title when the title came from the cell's text."""
    title = draft.title or ""
    closing = (")", "]", "）", "］")
    if not title or not any(seg.text.rstrip().endswith(closing) for c in block.cells for ln in c for seg in ln.segs):
        return  # (cheap test first: no cell text closes with a bracket)
    cell = next((t for c in block.cells if title and title in (t := " ".join(line_text(ln) for ln in c))), "")
    tag = _CELL_TAG.search(cell[cell.find(title) + len(title) :].strip()) if cell else None
    own = tag is None and title.endswith((")", "]")) and (tag := _CELL_TAG.search(title)) is not None
    if tag is None:
        return
    text = tag.group(1).strip()
    if len(text) == 4 and text.isdigit() and text[:2] in ("19", "20"):
        draft.year = draft.year or int(text)
    elif edition := tag_edition(text) or _named_edition(text):
        draft.venue = draft.venue or edition
    elif series := find_series(text):
        draft.series = draft.series or series
    else:
        return
    if own and len(title[: tag.start()].split()) >= 2:
        draft.title = title[: tag.start()].rstrip(" ,-")


def _named_edition(text: str) -> VenueEdition | None:
    """A name and a year a tag prints, the table not knowing the venue: "Frontiers 2020", "J. Proteome R 2023"."""
    match = _NAME_YEAR.fullmatch(text)
    if match is None or match.group(1).strip().casefold() in organisations():
        return None
    return VenueEdition(match.group(1).strip(), int(match.group(2)))


def _link_fields(block: Block, draft: Draft) -> None:
    """Ids and the venue edition the block's own links name (DOI, ACL, PMLR, CVF, S2, DBLP) or its badges print."""
    lines_link_fields(block.lines if block.kind != "row" else [line for cell in block.cells for line in cell], draft)


def _paired_badges(images: list[str]) -> VenueEdition | None:
    """The edition two badges print side by side, the venue's then the year's: "![](…/badge/ACMMM-green)
    ![](…/badge/2025-yellow)".

    >>> _paired_badges(["https://img.shields.io/badge/IEEE--TEVC-green", "https://img.shields.io/badge/2025-yellow"])
    VenueEdition(series='IEEE TEVC', year=2025)
    """
    shown = [badge_text(src) or "" for src in images]
    for name, year in itertools.pairwise(shown):
        if _YEAR_ONLY.fullmatch(year) and name and (edition := tag_edition(f"{name.replace('-', ' ')} {year}")):
            return edition
    return None


#: A badge's label naming the kind of venue its message prints: "Conference-SIGMOD_2026", "Journal-TPAMI_2025"
_BADGE_KIND = re.compile(r"^(?:Conference|Journal|Venue|Published|Publication)\s+(?=\S+\s)", re.IGNORECASE)


def lines_link_fields(lines: list[Line], draft: Draft, own_ids: bool = False) -> None:
    """Ids and editions of the lines' links; ``own_ids``: an arXiv / OpenReview link is the paper's own too."""
    for line in lines:
        for src in line.images if draft.venue is None else ():
            if (shown := _BADGE_KIND.sub("", badge_text(src) or "")) and (edition := tag_edition(shown)):
                # ("Conference-MM_2025": the badge's label says what kind of venue its message names)
                # (a badge that names a link, "PDF 2024.08", or, as a link's label, the preprint server the link
                # leads to, "[![arXiv 2024.07](…)](arxiv.org/…)", dates the paper but names no venue; printed beside
                # the link, "[[Paper]](arxiv.org/…) ![](…/arxiv-2024.03-red)", it names arXiv as a printed tag does)
                label = shown.split()[0]
                linked = src in line.linked_images
                if (linked and label.casefold() == "arxiv") or (only_link_words(label) and not find_series(label)):
                    draft.year = draft.year or edition.year
                else:
                    draft.venue = edition
                break
        if draft.venue is None and len(line.images) >= 2 and (paired := _paired_badges(line.images)):
            draft.venue, draft.year = paired, draft.year or paired.year
        for seg in line.segs:
            if not seg.href:
                continue
            draft.add_ids(other_ids(seg.href))
            if draft.venue is None and (edition := edition_of_url(seg.href)):
                draft.venue = edition
            elif draft.venue is None and draft.series is None and (series := series_of_url(seg.href)):
                draft.series = series  # "papers.nips.cc/paper/5346-sequence-to-sequence-…": NeurIPS, the year printed
            if own_ids and not (draft.arxiv or draft.openreview):
                draft.arxiv, draft.openreview = seg.arxiv, seg.openreview


def _byline_only(text: str) -> bool:
    """Whether a text is names and a year, nothing else: "Northfield TD, Ripa J, Nell LA, Ives AR. 2021"."""
    dated = _NAMES_YEAR.search(text)
    return dated is not None and names_of(text[: dated.start()]) is not None


def _lead_series(title: str) -> tuple[str, str] | None:
    """A title opened by a venue's name in brackets with no year ("[**ICRA**] ViNL: Visual Navigation …", its year
    the section's): the title and the series.

    >>> _lead_series("[ICRA] ViNL: Visual Navigation and Locomotion Over Obstacles.")
    ('ViNL: Visual Navigation and Locomotion Over Obstacles', 'ICRA')
    >>> _lead_series("[RL] Playing Atari with Deep Reinforcement Learning") is None
    True
    """
    lead = _LEAD_TAG.match(title)
    if lead is None or len(lead.group(1).split()) > _SERIES_TAG_WORDS or (series := find_series(lead.group(1))) is None:
        return None
    rest = bare_title(title[lead.end() :])  # (not "[ArXiv][Horizon]VADv2: …": who made it, in brackets too)
    return (rest, series) if len(rest.split()) >= 2 and is_title_like(rest) and rest[:1] != "[" else None


_SERIES_TAG_WORDS = 3
_LABEL_COLON = re.compile("[:：]")


def _apply(draft: Draft, ref: Reference, *, title: bool) -> None:
    if title:
        draft.title, draft.titled = ref.title, True
    if ref.authors and not draft.authors:
        draft.authors, draft.complete = ref.authors, ref.complete
    draft.venue = draft.venue or ref.venue
    draft.series = draft.series or (None if draft.venue else ref.series)
    draft.year = draft.year or ref.year
    draft.add_ids(ref.ids)


#: After a bold title: ". Names [Affiliation] (2019)" — the names up to a bracket, then the year in brackets.
_NAMES_AFTER_BOLD = re.compile(
    r"^[.:,]?\s+([^\[\]()]{3,400}?)\s*(?:\[[^\]]*\]\s*)?\((?:([^()]{2,30}?)\s+)?((?:19|20)\d\d)(?:[^()]{0,30})\)"
)
#: Names closed by "et al.", then a comma and a date: "Yingqi Qu et al., 2020.10 NAACL2021"
_ET_AL_DATED = re.compile(r"^([^,()\[\]]{3,80}?\bet al\.?),\s*(?:19|20)\d\d\b")
_ETC = re.compile(r",?\s*etc\.?$")


_NAMES_AFTER_COMMA = re.compile(r"^\s*[.,]\s*([^\[\]()]{2,300}?)\s*,?\s*(?:$|[^\w\s,.&'’-])")


def _surnames(text: str) -> tuple[tuple[Author, ...], bool] | None:
    """Names, or one surname alone ("Zaki", "Breiman"), where a byline stands.

    >>> [a.name for a in _surnames("Zaki")[0]], [a.name for a in _surnames("Han, Pei, and Yin")[0]]
    (['Zaki'], ['Han', 'Pei', 'Yin'])
    """
    if _SURNAME.fullmatch(text):
        return (Author(text, text),), True
    return names_of(text)


def _surnames_before_host(text: str) -> tuple[tuple[Author, ...], bool] | None:
    """Surnames after a bold title, the link text of the host after them dropped: "Taigman, Yang, Ranzato, and Wolf,
    Facebook Research" (the link "[Facebook Research](…)" read as text), "Szegedy et al".

    >>> [a.name for a in _surnames_before_host("Taigman, Yang, Ranzato, and Wolf, Facebook Research")[0]]
    ['Taigman', 'Yang', 'Ranzato', 'Wolf']
    """
    if found := _surnames(text):
        return found
    if (cited := split_authors(text)) is not None and not cited[1] and len(cited[0]) == 1:
        return cited  # "Szegedy et al"
    return _surnames(text.rsplit(", ", 1)[0]) if ", " in text else None


def _bold_byline(text: str, bold: str) -> tuple[tuple[Author, ...], bool, int] | None:
    """Names and year after a bold title that opens a text: "**Title**. Names [Affiliation] (2019)".

    >>> names, complete, year = _bold_byline("Towards a universal encoder. J Serrà, S Pascual [Telefonica] (2018)",
    ...                                      "Towards a universal encoder")
    >>> [a.name for a in names], complete, year
    (['J Serrà', 'S Pascual'], True, 2018)
    """
    if not (after := _NAMES_AFTER_BOLD.match(text[len(bold) :])):
        return None
    listed = after.group(1).strip(" .,")
    cut = bool(_ETC.search(listed))  # "Konstantinos Patlatzoglou, etc. [etc.] (2018)"
    names = names_of(_ETC.sub("", listed))
    return (names[0], names[1] and not cut, int(after.group(3))) if names else None


def _bold_title_names(block: Block, draft: Draft) -> None:
    """An id link with no title of its own after "**Title**. Names [Affiliation] (2019)": the bold span titles it."""
    if not block.lines or not block.lines[0].bold:
        return
    first, text = block.lines[0].bold[0], SEE_ALSO.sub("", line_text(block.lines[0]))  # "See also: **Title (1966)**"
    if len(first.split()) < 3 or not text.startswith(first) or not is_title_like(first):
        return
    if draft.title and not fold(SEE_ALSO.sub("", draft.title)).startswith(fold(bare_title(first))):
        return  # a titled link of its own
    label = bare_title(first).rstrip(" -–—:")
    if draft.titled and draft.title and draft.title[len(label) :].lstrip().startswith(":"):
        return  # "**Scheduler Activations -** … [Scheduler Activations: Effective Kernel Support …](…)": the label
        # names the paper the link titles in full
    draft.title, draft.titled = bare_title(first), True
    if byline := _bold_byline(text, first):
        draft.authors, draft.complete = (byline[0], byline[1]) if not draft.authors else (draft.authors, draft.complete)
        draft.year = draft.year or byline[2]
    elif (dated := CLOSING_YEAR.search(first)) and (after := _NAMES_AFTER_COMMA.match(text[len(first) :])):
        # "**Random Forests (2001)**, Breiman and Schapire, [@CiteSeerX](…)": the year in the bold, names after it
        draft.title, draft.year = bare_title(first[: dated.start()]), draft.year or int(dated.group(1))
        if not draft.authors and (names := _surnames_before_host(after.group(1).strip(" ,."))):
            draft.authors, draft.complete = names  # (or "Vaswani et al.")


_COMMA = re.compile(r",\s+")
_LEADING_YEAR = re.compile(r"((?:19|20)\d\d)\b")
#: A venue's acronym, a hyphen and its track's, then the year after a comma: "NeurIPS-ENLSP, 2023"
_TRACK_THEN_YEAR = re.compile(r"([A-Z][A-Za-z&]{1,12})-[A-Za-z]{2,12},\s*((?:19|20)\d\d)\b")
_NAME_THEN_YEAR = re.compile(r"([A-Z][\w&-]{1,15})\s*['’]?((?:19|20)\d\d)\b")


def title_before_edition(text: str) -> tuple[str, VenueEdition | None, int | None] | None:
    """A title cut where a venue edition or a year follows a comma, with notes after it.

    >>> title_before_edition("Action-Decision Networks for Visual Tracking, CVPR 2017 C2M2E2L1 (Tracking)")
    ('Action-Decision Networks for Visual Tracking', VenueEdition(series='CVPR', year=2017), 2017)
    >>> title_before_edition("Masked Autoencoders Are Scalable Vision Learners, 2021 C2M2E2L1")
    ('Masked Autoencoders Are Scalable Vision Learners', None, 2021)
    >>> title_before_edition("Learning, Memory, and Forgetting in Deep Networks") is None
    True
    >>> title_before_edition("MID: Tracking and Identifying People with Millimeter Wave Radar, DCOSS 2019 C2M2E1L1")[1]
    VenueEdition(series='DCOSS', year=2019)
    >>> title_before_edition('"Neural Scaling Laws for Embodied AI", arXiv, May 2024')
    ('"Neural Scaling Laws for Embodied AI"', VenueEdition(series='arXiv', year=2024), 2024)
    >>> title_before_edition("FineQuant: Unlocking Efficiency with Weight-Only Quantization, NeurIPS-ENLSP, 2023")[1]
    VenueEdition(series='NeurIPS', year=2023)
    """
    for comma in _COMMA.finditer(text):
        head, rest = text[: comma.start()], text[comma.end() :]
        if len(head.split()) < 3 or head.count("(") > head.count(")"):
            continue  # (a comma inside a bracket cuts no title: "Special Sciences (Fodor, 1974)")
        if (dated := _LEADING_YEAR.match(rest)) is not None:
            return head, None, int(dated.group(1))
        edition = find_edition(rest[:48]) or find_venue(rest[:48])  # (find_venue: "arXiv, May 2024")
        if edition is not None and edition.series in rest[:40]:
            return head, edition, edition.year
        if (track := _TRACK_THEN_YEAR.match(rest)) and (series := find_series(track.group(1))):
            # "…, NeurIPS-ENLSP, 2023": a workshop or track of a known venue, the venue's
            return head, VenueEdition(series, int(track.group(2))), int(track.group(2))
        if named := _NAME_THEN_YEAR.match(rest):  # "Access 2021", "DCOSS 2019": a venue the table does not know
            # (a month is none: '"RoboRefer: Towards …", arXiv, June 2025')
            known = named.group(1).casefold() not in organisations() and not MONTH_NAME.fullmatch(named.group(1))
            return head, VenueEdition(named.group(1), int(named.group(2))) if known else None, int(named.group(2))
    return None


#: A short label, a colon and the quoted title: 'RoboRefer: "RoboRefer: Towards Spatial Referring with …"'.
_LABELLED_QUOTE = re.compile(r'[^"“”:]{1,30}:\s*["“]([^"“”]{10,})["”]')
_NAMES_COLON = re.compile(r"^([^:]{3,300}?):\s+(\S.*)$")
_SENTENCE_BREAK = re.compile(r"\w{2,}\.\s+[A-Z]\w{2,}")


#: A GB/T 7714 citation's document type after its title: "[J]", "[C]//", "[M]".
_GBT_TYPE = re.compile(r"\[[JCMDRSPN]\]")


def _names_colon_title(block: Block, draft: Draft) -> None:
    """A link text that cites its paper as "Names: Title" ("[Karen Simonyan and Andrew Zisserman: Very Deep …](…)",
    "[Ross Girshick: **Fast R-CNN**](…)", "[Sepp Hochreiter, Jürgen Schmidhuber (1997): Long short-term memory](…)").
    The names must read as people: two full names at least, "et al.", or the title set apart in bold ("Dynamic
    Head: Unifying Object Detection Heads …" is a title with its name)."""
    if not draft.titled or not draft.title or draft.authors or ": " not in draft.title:
        return
    if _GBT_TYPE.search(draft.title):
        return  # a GB/T citation's names end at a stop: "Durrant J D. DeepFrag: a deep … optimization[J]. …"
    match = _NAMES_COLON.match(draft.title)
    if match is None:
        return
    names_text, title = match.group(1), match.group(2).strip(" *")
    listed = any(mark in names_text for mark in (",", " and ", "&", "et al"))
    if not listed and not any(title in line.bold for line in block.lines):
        return  # (cheap test first: "GaLore: Memory-Efficient …" names no people)
    if _SENTENCE_BREAK.search(names_text):  # "Kristina Toutanova. BERT: Pre-training …": the names end before
        return
    dated = CLOSING_YEAR.search(names_text)
    names = names_of(names_text[: dated.start()] if dated else names_text)
    if names is None:
        return
    full = sum(len(a.name.split()) >= 2 for a in names[0]) >= 2
    bold = title in {b for line in block.lines for b in line.bold}
    if full or not names[1] or bold:
        draft.title, (draft.authors, draft.complete) = title, names
        draft.year = draft.year or (int(dated.group(1)) if dated else None)


def _year_then_names(block: Block, title: str) -> tuple[int, tuple[tuple[Author, ...], bool] | None] | None:
    """The year in brackets right after a linked title, and the names after it: "(1970) - Codd, Edgar F."."""
    first = line_text(block.lines[0])
    at = first.find(title)
    dated = _YEAR_THEN_NAMES.match(first[at + len(title) :]) if at >= 0 else None
    # ("(2012), T. Luu et al. [[link](…)]": the link's brackets left empty after the names)
    return (int(dated.group(1)), names_of(_FINAL_STOP.sub("", drop_empty_brackets(dated.group(2)).strip()))) if (
        dated
    ) else None


def names_then_venue(text: str) -> tuple[tuple[tuple[Author, ...], bool], VenueEdition | str] | None:
    """Names, then the venue after the last comma: "Yuhuai Wu, …, Jimmy Ba, arXiv", "…, Michael I. Jordan, ICML 2017".

    >>> names, venue = names_then_venue("Chi Jin, Rong Ge, Michael I. Jordan, ICML 2017")
    >>> [a.name for a in names[0]], venue
    (['Chi Jin', 'Rong Ge', 'Michael I. Jordan'], VenueEdition(series='ICML', year=2017))
    >>> names_then_venue("Ronald J. Williams, Jing Peng, Connection Science")[1]
    'Connection Science'
    """
    if ", " not in text:
        return None
    head, tail = text.rsplit(", ", 1)
    tail = tail.strip(" .")
    venue: VenueEdition | str | None = find_edition(tail) or find_venue(tail)
    if venue is None and tail[:1].isupper() and (printed := named_venue(tail)) and names_of(printed.series) is None:
        venue = printed  # "Mayur Datar et al, SCG 2004": a venue the table does not know, and its year
    if venue is None and not any(c.isdigit() for c in tail):
        venue = find_series(tail) or (tail if len(tail.split()) <= 5 and tail[:1].isupper() else None)
    if venue is None:
        return None
    names = names_of(head)
    # (every name whole: "Reinforcement, Learning, Connection Science" is no list of names; one name with "et al."
    # will do: "Joshua B. Tenenbaum et al, Science 2000")
    if names is None or (len(names[0]) < 2 and names[1]) or not all(len(a.name.split()) >= 2 for a in names[0]):
        return None
    if isinstance(venue, str) and names_of(tail) is not None:
        return None  # the last name, not a venue
    return names, venue


def _bold_title_over_locator(block: Block, draft: Draft) -> None:
    """A line opening with a bold title whose link shows only where it appeared: '**Tile-X: A vertex reordering …**
    Oieswarya Bhowmik and Ananth Kalyanaraman. [bioRxiv 2025.04.21.649853, (2025)](https://www.biorxiv.org/…)'."""
    if not draft.title or not block.lines or not block.lines[0].bold or not _LOCATOR_NUMBER.search(draft.title):
        return
    if not any(seg.href and " ".join(seg.text.split()) == draft.title for seg in block.lines[0].segs):
        return  # (the title is not the link's text)
    words = [w for w in draft.title.split() if not any(c.isdigit() for c in w)]
    bold = bare_title(block.lines[0].bold[0])
    opens = line_text(block.lines[0]).lstrip(" *_").startswith(block.lines[0].bold[0].strip())
    if len(words) > 3 or not opens or len(bold.split()) < 3 or not is_title_like(bold):
        return
    shown, draft.title = draft.title, bold
    text = line_text(block.lines[0])
    start, end = text.find(block.lines[0].bold[0]) + len(block.lines[0].bold[0]), text.rfind(shown)
    if not draft.authors and 0 < start < end and (named := split_authors(text[start:end].strip(" .,*_"))):
        draft.authors, draft.complete = named  # the names between the title and the link
    draft.venue = draft.venue or find_venue(shown)  # "iScience, 113828, (2025)"


#: A method's short name and a colon before a bold title: "DIN: ", "Multi-GCCF: ", "Personalized PageRank: "
_NAME_BEFORE_BOLD = re.compile(r"(?:\[[^\[\]]{2,30}\]\s*)?([\w+-]+(?: [\w+-]+)?): ")
#: What sets a bold title apart from the text after it: a dash, a stop or a bracket
_PARTED = re.compile(r"\s*(?:[-–—]\s|[.;]\s|[(\[])")
#: A locator's number: a year, a page or article number, a DOI-like run ("113828", "2025.04.21.649853")
_LOCATOR_NUMBER = re.compile(r"\d{4}")


#: A surname and initials with no stops, as Vancouver prints a name: "Nell LA", "Ives AR"
_VANCOUVER_NAME = re.compile(r"[A-Z][\w'’-]+ [A-Z]{1,3}\b")
#: A surname and initials, as APA prints a name: "Cheng, Z.", "Van Roy, P. J."
_SURNAME_INITIALS = re.compile(r"[A-Z][\w'’-]+(?: [A-Z][\w'’-]+)?,\s*(?:[A-Z]\.\s*-?)+")


def bold_title(block: Block, draft: Draft, parted: bool = False) -> None:
    """A title taken with the text around it cut back to the bold span that opens it ("**Title** (ICCV 2023)
    notes…", a newsletter's row "1) **REPLUG: …** - a retrieval-augmented LM framework …"), a method's name before
    it perhaps ("DIN: **Deep Interest Network for Click-Through Rate Prediction**"). ``parted``: only when a dash, a
    stop or a bracket sets the rest apart (not "**Companies' Participation** in OSS Development", a phrase stressed)."""
    lines = _title_lines(block)
    if not draft.title or not lines or not lines[0].bold:
        return
    first = lines[0].bold[0]
    if len(first.split()) < 2 or len(draft.title) <= len(first) + 2:
        return
    if (marked := _LEAD_MARKS.match(draft.title)) and draft.title.startswith(first, marked.end()):
        draft.title = draft.title[marked.end() :]  # "1. ✨**Towards Machine Learning for Placement …**. arxiv, 22."
    if not draft.title.startswith(first):
        if not (named := _NAME_BEFORE_BOLD.match(draft.title)) or not draft.title.startswith(first, named.end()):
            return
        if is_name(named.group(1)):
            return  # "Ross Girshick: **Fast R-CNN**": the author, read with the title by _names_colon_title
        draft.title = draft.title[named.end() :]
    if parted and not _PARTED.match(draft.title, len(first)):
        return
    if first[:1] in "[(" and tag_edition(first.strip("[]() ")):
        return  # "- **[arXiv 2022]** Parallel and Distributed Graph Neural Networks …": the bold is the venue
    rest = draft.title[len(first) :]
    if rest.lstrip("†‡* ")[:1] in (",", "&") and _NAME_INITIAL.search(first) and (
        is_name(first) or _SURNAME_INITIALS.fullmatch(first)
    ):
        # "- **J. Koo**, D. Klabjan†, & J. Utke, An inverse …", "- **Cheng, Z.**, Trépanier, M., & Sun, L.* (2021).
        # …": the owner's name stressed in a byline
        return
    draft.title = first
    if draft.venue is None and (placed := _VENUE_YEAR_AFTER.fullmatch(f".{rest}" if first.endswith(".") else rest)):
        # "**Title**. Journal of Simulation, 2016. [paper](…). *BL Nelson*." (the names in italics after the link)
        printed = full_year(placed.group(2))
        # (a two-digit year after a known venue or an acronym only: "**Title**. TODAES, 21. [journal](…)")
        if len(placed.group(2)) == 4 or find_series(placed.group(1)) or ACRONYM.fullmatch(placed.group(1)):
            draft.venue, draft.year = named_venue(placed.group(1), printed), draft.year or printed
    if not draft.authors and rest[:2] == ", " and (fields := _surnames_venue_year(rest[2:])):
        # "**Identification in macroeconomics**, Nakamura & Steinsson, NBER working paper, 2017."
        draft.authors, draft.complete = fields[0], True
        draft.year = draft.year or fields[2]
        if draft.venue is None and fields[1]:
            draft.venue = named_venue(fields[1], draft.year) if draft.year else None
            draft.series = None if draft.venue else named_series(fields[1])
    if tag := re.match(r"\s*[(\[]([^()\[\]]{3,40})[)\]]", rest):
        draft.venue = draft.venue or tag_edition(tag.group(1))
        if draft.year is None and (year := _YEAR_IN.fullmatch(tag.group(1).strip())):
            draft.year = int(year.group(0))  # "- **Title.** (2015). [[pdf]](…)"



def _names_in_bold_title(block: Block, title: str, cited: str) -> bool:
    """Whether a citation's reading took the head of the bold title opening the block for names."""
    bold = block.lines[0].bold[0] if block.lines and block.lines[0].bold else ""
    whole = fold(bare_title(bold))
    return whole == fold(title) and whole != fold(cited) and whole.endswith(fold(cited))


#: A venue and its year after a bold title's stop: ". Proceedings of the 2016 Winter Simulation Conference, 2016."
_VENUE_YEAR_AFTER = re.compile(r"[.,]+\s+(?:In\s+)?([A-Za-z][^.,;:()\[\]]{1,120}?),\s*((?:19|20)?\d\d)\.?\s*")

#: An initial of a person's name: "J. Koo", "Koo, J."
_NAME_INITIAL = re.compile(r"\b[A-Z]\.")


def _surnames_venue_year(text: str) -> tuple[tuple[Author, ...], str | None, int] | None:
    """Surnames, then a venue and a year, as a list prints them after a bold title ("Barro & Redlick, Quarterly
    Journal of Economics, 2011."), else None.

    >>> names, venue, year = _surnames_venue_year("Barro & Redlick, Quarterly Journal of Economics, 2011.")
    >>> [a.name for a in names], venue, year
    (['Barro', 'Redlick'], 'Quarterly Journal of Economics', 2011)
    """
    fields = [f.strip() for f in text.rstrip(" .").split(", ")]
    if len(fields) < 2 or not (year := _YEAR_IN.fullmatch(fields[-1])):
        return None
    authors: tuple[Author, ...] = ()
    # (the field before the year is the venue once there are names: "Romer, Econometrica, 1990")
    while len(fields) > 2 or (len(fields) == 2 and not authors):  # "Acemoglu, Johnson, & Robinson, QJE, 2002"
        if not (named := _surnames_only(fields[0])):
            break
        authors += named[0]
        fields = fields[1:]
    if not authors:
        return None
    return authors, ", ".join(fields[:-1]) or None, int(year.group(0))


#: A sentence's end inside a title: "Plato. The Invention …", "Zeitalter der Weltfremdheit? Drei Essays"
_STOP_INSIDE = re.compile(r"[.?!] (?=[A-ZÀ-ÖØ-Þ])")


def italic_title(block: Block, draft: Draft) -> None:
    """A citation's title cut at a stop inside it, put back whole from the one italic span that prints it:
    "Bernard Williams (2023): _Plato. The Invention of Philosophy_, London: …" (read as "Plato", venue "The …")."""
    lines = _title_lines(block)
    spans = [s for ln in lines for s in ln.italic] if lines else []
    if len(spans) != 1 or not draft.title or not _STOP_INSIDE.search(spans[0]):
        return
    whole = bare_title(spans[0])
    after = whole[len(draft.title) :]
    if _YEAR_IN.search(after) or re.search(r"\b(?:In|Proceedings)\b", after):
        return  # (a whole citation in italics: "*GROBID: … Publications. P. Lopez. Proceedings of the 13th …, 2009.*")
    if len(whole) > len(draft.title) and fold(whole).startswith(fold(draft.title) + " "):
        if draft.venue is not None and fold(draft.venue.series) in fold(whole):
            draft.venue = None  # (the subtitle was read as the venue)
        draft.title = whole


def _title_lines(block: Block) -> list[Line]:
    """The lines a block's title is read from: its own, or a row's title cell."""
    if block.kind == "row" and (column := _title_column(block)) is not None:
        return block.cells[column]
    return block.lines


def bold_title_by(block: Block, title: str) -> tuple[str, tuple[tuple[Author, ...], bool]] | None:
    """A title read with the names after it cut back to the bold span opening its line, and those names: "- [ ]
    **A Human-Centered Review of …** by *Devansh Saxena*, Karla Badillo-Urquiola, …"."""
    lines = _title_lines(block)
    bold = lines[0].bold[0].strip() if lines and lines[0].bold else ""
    if len(bold.split()) < 2 or not (title.startswith(bold) or title.startswith(bare_title(bold))):
        return None  # (a bold title may open with a quote: '**"Energy is a Finite Resource": Designing …**')
    text = line_text(lines[0])
    if (at := text.find(bold)) < 0 or not (by := _BY_NAMES.match(text[at + len(bold) :].rstrip(" ,;"))):
        return None
    named = split_authors(by[1])
    quoted = bold[:1] in "\"“" and bold.rstrip(".")[-1:] not in "\"”"  # a quote opens it, not the whole of it
    return (bold if quoted else bare_title(bold), named) if named and named[0] else None


def _bold_between_dashes(block: Block, draft: Draft) -> None:
    """An untitled link's paper titled by the one bold span of its line, its fields parted by dashes around it:
    "[[Paper](arxiv)] - 2023 – **Modular Deep Learning** – Jonas Pfeiffer, Sebastian Ruder, … – arXiv Preprint"."""
    if draft.title or len(block.lines) != 1:
        return
    spans = [b for b in block.lines[0].bold if len(b.split()) >= 2 and is_title_like(b) and not is_generic_link_text(b)]
    if len(spans) != 1 or is_field_line(spans[0]):  # (not "**Algorithm: DQN.**", a note on the paper)
        return
    draft.title, draft.titled = bare_title(spans[0]), True
    text = line_text(block.lines[0])
    fields = [f.strip() for f in _FIELD_DASH.split(text[text.find(spans[0]) + len(spans[0]) :]) if f.strip()]
    before = [f.strip() for f in _FIELD_DASH.split(text[: text.find(spans[0])]) if f.strip()]
    if before and (year := _cell_year(before[-1])):
        draft.year = draft.year or year  # "- 2023 – **Title**"
    if fields and not draft.authors and (named := split_authors(fields[0])) and named[0]:
        draft.authors, draft.complete = named
        fields = fields[1:]
    if fields and draft.venue is None and draft.series is None and (series := find_series(fields[0])):
        draft.series = series  # "– arXiv Preprint", "– ICML 2015"
        draft.venue = find_edition(fields[0])


#: A dash with spaces around it, parting the fields of an entry
_FIELD_DASH = re.compile(r"\s[–—-]\s")


def _italic_byline(block: Block, draft: Draft) -> None:
    """Names and venue in italics after the title: "**A Global Geometric Framework for ….** *Joshua B. Tenenbaum et
    al, Science 2000.*"."""
    if draft.authors or not draft.title or not block.lines or not block.lines[0].italic:
        return
    for span in block.lines[0].italic:
        inside = fold(span) in fold(draft.title)
        if inside and not (draft.title.endswith(span) and len(draft.title) > len(span)):
            continue  # (the title in italics)
        if (
            not (signed := names_then_venue(span))
            and (closed := _ET_AL_VENUE.fullmatch(span.strip()))
            and (named := names_of(closed.group(1)))
        ):
            # "*Liang Chen et al. arXiv.*", "*Felix Hill (University of Cambridge) et al. arXiv.*"
            signed = named, tag_edition(closed.group(2)) or closed.group(2)
        if not signed and not inside and _closes(block.lines[0], span) and (named := names_of(span.strip(" .,"))):
            signed = named, ""  # "**Title**. Journal of Simulation, 2016. [paper](…). *BL Nelson*."
        if signed:
            if inside:  # "1. A multi-task U-net for …, *Rihuan Ke et al, Arxiv.* [pdf](…)": the title ends before them
                draft.title = draft.title[: -len(span)].rstrip(" ,;:–—-")
            draft.authors, draft.complete = signed[0]
            if isinstance(signed[1], VenueEdition):
                draft.venue, draft.year = draft.venue or signed[1], draft.year or signed[1].year
            elif draft.venue is None and (known := find_series(signed[1])):
                draft.series = draft.series or known  # "*Inwan Yoo et al, Arxiv*.": a series, no year
            return



def _closes(line: Line, span: str) -> bool:
    """Whether a span of a line ends it, punctuation aside."""
    text = line_text(line).rstrip(" .,;*_")
    return text.endswith(span.rstrip(" .,;*_"))


#: What follows an item's month before its title: a link, or a word and more ("2024.09 [MM1.5: …](arxiv)")
_WORD_THEN_SPACE = re.compile(r"\[|\S+\s")


def _italic_names_below(block: Block, draft: Draft) -> None:
    """Names in italics on a line of their own under an item's title, its venue in italics after a separator:
    "- **[Title](arxiv)**" / "  *Philipp Mondorf, Barbara Plank* • *Preprint'24*" (a line of tags may follow)."""
    if draft.authors or block.kind != "item" or not draft.titled:
        return
    for line in block.lines[1:_BYLINE_LINES]:
        if not line.italic or any(seg.href for seg in line.segs):
            continue
        rest = line_text(line)
        for span in line.italic:
            rest = rest.replace(span, "", 1)
        if rest.strip(_BYLINE_SEPARATORS) or not (named := names_of(line.italic[0])):
            continue
        draft.authors, draft.complete = named
        if len(line.italic) > 1 and (venue := _printed_edition(line.italic[1].strip(" ."))):
            draft.venue, draft.year = draft.venue or venue, draft.year or venue.year
        return


#: The lines of an item a byline under its title may stand on; what may stand between its italic spans.
_BYLINE_LINES, _BYLINE_SEPARATORS = 3, " *_•·|,;-–—"


def _printed_edition(text: str) -> VenueEdition | None:
    """The venue and year a short span prints: a known venue, or any name with a year ("Preprint'24").

    >>> _printed_edition("Preprint'24"), _printed_edition("ICLR 2025")
    (VenueEdition(series='Preprint', year=2024), VenueEdition(series='ICLR', year=2025))
    """
    if found := tag_edition(text) or find_venue(text):
        return found
    dated = _PRINTED_EDITION.fullmatch(text)
    return VenueEdition(dated.group(1), full_year(dated.group(2) or dated.group(3))) if dated else None


#: A name and the year after it, two digits after an apostrophe or four: "Preprint'24", "Usenix Security 2024"
_PRINTED_EDITION = re.compile(r"([A-Za-z][\w .&/-]{1,40}?)\s*(?:['’‘]\s*(\d\d)|\s((?:19|20)\d\d))")


_NICKNAME_WORDS = 4


def _italic_title(block: Block, draft: Draft) -> None:
    """A title in italics after a bold nickname: ``**Word2Vec 2013a**; *Efficient Estimation of …* (ICLR 2013)``.
    The bracket after it is the venue and year."""
    if not draft.title or not block.lines or not block.lines[0].italic or not block.lines[0].bold:
        return
    span, nick = block.lines[0].italic[0], block.lines[0].bold[0]
    at = draft.title.find(span)
    before = draft.title[:at].strip(" ;:,-–—") if at > 0 else ""
    if len(span.split()) < 3 or not is_title_like(span) or not before or fold(before) != fold(nick):
        return
    if len(nick.split()) > _NICKNAME_WORDS or ET_AL_ANYWHERE.search(span):
        return  # "**Towards End-to-End Embodied Decision Making …** *Liang Chen et al. arXiv.*": bold title, names
    rest = draft.title[at + len(span) :]
    draft.title = bare_title(span)
    if tag := re.match(r"\s*\(([^()]{2,40})\)", rest):
        venue, year = bracket_venue(tag.group(1))
        draft.venue, draft.year = draft.venue or venue, draft.year or year


#: A short name and the bracketed tags glued after it: "ACRONYM(ICRA2021)(arxiv2020.11)", "SE(3)-Fields(ICRA2023)"
_TAGGED_NICKNAME = re.compile(r"((?:[^()]|\([^()]{1,6}\)){2,40}?)((?:\s*\([^()]{2,20}\))+)")


def _bold_nickname(block: Block, draft: Draft) -> None:
    """A title after a bold short name that carries the venue's tags: ``**ACRONYM(ICRA2021)(arxiv2020.11)** ACRONYM: A
    Large-Scale Grasp Dataset …``. The first tag naming a venue other than arXiv gives the venue, else arXiv's."""
    if not draft.title or not block.lines or not block.lines[0].bold:
        return
    nick = block.lines[0].bold[0].strip()
    at = draft.title.find(nick)  # (after the marks before it: "👍👍**GAPartNet(ICRA2023)** …")
    if at < 0 or any(c.isalnum() for c in draft.title[:at]) or (tagged := _TAGGED_NICKNAME.fullmatch(nick)) is None:
        return
    rest = draft.title[at + len(nick) :].strip(" :-–—")
    if len(tagged.group(1).split()) > _NICKNAME_WORDS or len(rest.split()) < 3 or not is_title_like(rest):
        return
    if len(rest.split()) <= len(tagged.group(1).split()) or ET_AL_ANYWHERE.search(rest) or names_of(rest):
        return  # "**Generative Adversarial Nets (2014)**, Goodfellow et al.": a bold title, then its names
    editions = [bracket_venue(tag) for tag in re.findall(r"\(([^()]+)\)", tagged.group(2))]
    if not all(year for _, year in editions):
        return  # "**Survey (2 parts)** …": a bracket that is no venue's tag
    venue, year = min(editions, key=lambda found: found[0] is None or found[0].series == "arXiv")
    draft.title = bare_title(rest)
    draft.venue, draft.year = draft.venue or venue, draft.year or year


#: A venue and a two-digit date opening a title: "(Arxiv 24.04.15) ", "(CVPR 23.06) ".
_DATED_LEAD = re.compile(r"^[(\[]\s*([A-Za-z][\w&-]{1,15})\s+(\d\d)\.(0[1-9]|1[0-2])(?:\.\d\d)?\s*[)\]]\s*")


def _dated_lead_tag(draft: Draft) -> None:
    """A title opened by where and when it appeared, as two-digit year and month: "(Arxiv 24.04.15) State Space Model
    for New-Generation Network …" gives arXiv 2024 and the title after the tag."""
    if not draft.title or draft.title[:1] not in "([" or (tag := _DATED_LEAD.match(draft.title)) is None:
        return
    draft.title = draft.title[tag.end() :]
    year = 2000 + int(tag.group(2))
    draft.year = draft.year or year
    if draft.venue is None and (series := find_series(tag.group(1))):
        draft.venue = VenueEdition(series, draft.year)


def _lead_tags(text: str, draft: Draft) -> str:
    """Text before a linked title without the bracketed tags that open it, the first that names a venue edition
    given to the draft: "[Annu. Rev. Anal. Chem. 2025] [MassFormer] Hong, Yuhui, et al. " → "Hong, Yuhui, et al. "."""
    while tag := _LEAD_TAG.match(text):
        if draft.venue is None and draft.year is None and not _ARXIV_TAG.fullmatch(tag.group(1)):
            draft.venue, draft.year = bracket_venue(tag.group(1))
        text = text[tag.end() :]
    return _LEAD_LABEL.sub("", text)  # "(Poster \#23): Rainer Kelz, Gerhard Widmer. [Title](…)": a slot's label


#: A label in round brackets and a colon opening a line: "(Poster #23): ".
_LEAD_LABEL = re.compile(r"^\s*\([^()]{1,24}\)\s*:\s*")


def _bold_as_quoted(block: Block, text: str) -> Reference | None:
    """The citation read with its bold title taken as a quoted one: "Michael Janner, Qiyang Li, Sergey Levine,
    **Offline Reinforcement Learning as One Big Sequence Modeling Problem**, arXiv:2106.02039, 2021." has no
    other mark between names and title."""
    if not block.lines or not block.lines[0].bold or len((bold := block.lines[0].bold[0]).split()) < 3:
        return None
    if (at := text.find(bold)) <= 0 or not text[:at].rstrip().endswith(","):
        return None
    ref = parse_reference(f'{text[:at]}"{bold}"{text[at + len(bold):]}')
    return ref if ref is not None and _strong(ref) and ref.authors else None


def _names_over_bold_title(block: Block, draft: Draft) -> None:
    """Text taken as the title that is a line of names, the bold title on the next line: "P. Selinger, M. Astrahan,
    … and T. Price.  [Link](doi)" over "**Access Path Selection in a Relational Database Management System.**"; or
    the names in bold, the title in italics: "**Wei, J., Zhou, D., … & Le, Q. V.** (2022).  " over "*Chain-of-thought
    prompting elicits reasoning in large language models.*"."""
    if not draft.title or (names := names_of(draft.title.strip(" ."))) is None:
        return
    spans = [b for ln in block.lines for b in ln.bold]
    named = fold(draft.title)
    # (names for certain, several or set in bold: one "name" may be a title, "Flexible Database Generators")
    if len(names[0]) >= 2 or any(fold(b.strip(" .")) == named.strip(" .") for b in spans):
        spans += [i for ln in block.lines for i in ln.italic if names_of(i.strip(" .")) is None]
    emphasised = next(
        (b for b in spans if len(b.split()) >= 3 and is_title_like(bare_title(b)) and fold(b) not in named), None
    )
    if emphasised is not None:
        draft.title = bare_title(emphasised)
        draft.authors, draft.complete = draft.authors or names[0], names[1]


def bracket_venue(text: str) -> tuple[VenueEdition | None, int | None]:
    """The venue and year a bracket after a title prints, in the ways people write them.

    >>> [bracket_venue(t)[0].label for t in ("ACL, 2003", "17.06.16, arxiv", "C-user journal 1994")]
    ['ACL 2003', 'arXiv 2017', 'C-user journal 1994']
    """
    if edition := find_edition(text) or tag_edition(text):
        return edition, edition.year
    year_match = _YEAR_IN.search(text) or _SHORT_DATE.search(text)
    if year_match is None:
        return None, None
    digits = year_match.group(1)
    year = int(digits) if len(digits) == 4 else 2000 + int(digits)
    name = " ".join((text[: year_match.start()] + " " + text[year_match.end() :]).replace(",", " ").split())
    series = find_series(name) or (name if name and len(name.split()) <= 6 and name[:1].isalpha() else None)
    return (VenueEdition(series, year) if series else None), year


def _lines_apart(drafts: list[Draft], block: Block) -> list[tuple[Draft, Block]]:
    """Each paper of a block with the lines from its own to the next paper's, when every paper opens a line and
    the block's first line is the first paper's ('[9] Ting Chen, … "[A Simple Framework …](arxiv)". _ICML_. 2020.'
    over '[10] Yonglong Tian, …'); none else."""
    offsets = [d.line - block.line for d in drafts]
    starts = [ln.offset for ln in block.lines]
    rising = all(a < b for a, b in zip(offsets, offsets[1:], strict=False))
    if offsets[0] != starts[0] or not rising or set(offsets) - set(starts):
        return []
    ends = [*offsets[1:], starts[-1] + 1]
    return [
        (draft, replace(block, line=draft.line, lines=[replace(ln, offset=ln.offset - lo) for ln in block.lines
                                                        if lo <= ln.offset < hi]))
        for draft, lo, hi in zip(drafts, offsets, ends, strict=True)
    ]


#: Status marks opening an item: emoji shortcodes (":white_check_mark:") and emoji ("✅", "⭕", "🔥")
_LEAD_MARKS = re.compile(r"^(?:\s*(?::[a-z0-9_+-]+:|[\u2600-\u27bf\u2b00-\u2bff\U0001f000-\U0001faff\ufe0f]))+\s*")


def _citation_below(block: Block, ref: Reference | None) -> Reference | None:
    """The citation an item's later lines hold under a first line that is none of it, a reader's instruction ("- Read
    sections 1, 2 and 3 of" / "Schneier, Bruce, and John Kelsey. 1999. “Secure Audit Logs …” ACM …"), else None."""
    text = " ".join(line_text(ln) for ln in block.lines[1:])
    if not any(quote in text for quote in '"“”«'):
        return None  # (no quote, no quoted title: most items stop here, unparsed)
    below = parse_reference(text)
    if below is None or not below.authors or below.style != "quoted title":
        return None
    first = fold(line_text(block.lines[0]))
    return below if fold(below.title)[:24] not in first and (ref is None or ref.title != below.title) else None


#: The list's tags after a citation's last stop, a placeholder link word perhaps before them: ". code Tags: SLT"
_TAGS_AFTER = re.compile(r"(?<=\.)\s+(?:[a-z]+\s+)?(?:Tags?|Keywords?)\s*:.*$")


def enrich(drafts: list[Draft], block: Block) -> None:
    """Give the one paper of a block with a link the fields its citation text prints, and its links' ids; a block
    of several papers each on a line of its own (a paragraph of references with hard breaks), each from its lines."""
    if len(drafts) > 1 and block.kind in ("paragraph", "item") and (parts := _lines_apart(drafts, block)):
        for draft, part in parts:
            enrich([draft], part)
        return
    if len(drafts) != 1:
        return
    draft = drafts[0]
    if draft.title and _PUBMED_JOURNAL.match(draft.title) and (pubmed := _pubmed(draft.block, block)):
        # "- Comput. Chem. 1993 Jun;17(2):149-163." over the title and names, its link "[Full-text at …](…)"
        draft.title, draft.authors, draft.complete = pubmed.title, pubmed.authors, pubmed.complete
        draft.venue, draft.year = pubmed.venue, pubmed.year
    linked = draft.title  # (before the readers below cut it: a whole citation's title inside it is the paper's)
    if block.kind == "item" and len(block.lines) == 3:
        _title_names_venue_lines(block, draft)
    _italic_title(block, draft)
    _bold_nickname(block, draft)
    _bold_title_over_locator(block, draft)
    _names_over_bold_title(block, draft)
    bold_title(block, draft)
    _bold_between_dashes(block, draft)
    _italic_byline(block, draft)
    _italic_names_below(block, draft)
    _bold_title_names(block, draft)
    _names_colon_title(block, draft)
    _dated_lead_tag(draft)
    if draft.year is None and block.kind == "item" and block.lines and line_text(block.lines[0])[:1] == "[":
        draft.year = split_date_lead(line_text(block.lines[0]))[1]  # "- [2024/04] **CoVoMix: …** [[paper](arxiv)]"
    if block.kind == "item" and draft.titled:
        _wrapped_title(block, draft)
    # (or a paragraph's bold linked title: "**[Random survival forests](…)**" / "Hemant Ishwaran et al. Annals …")
    bold_line = block.kind == "paragraph" and bool(block.lines[0].bold) and draft.line == block.line
    if (block.kind == "item" or bold_line) and draft.titled and len(block.lines) == 2 and (
        not draft.authors or (bold_line and draft.venue is None)
    ):
        _byline_below(block, draft)
    if block.kind == "row":
        # A cell's link text that is a whole citation: '[Saxton et. al. "Analysing Mathematical …" (2019)](arxiv)'
        cited = draft.title and _MAY_CITE.search(draft.title)  # cheap: most cells hold a title only
        closing = bool(draft.titled and draft.title and draft.title.endswith(")"))  # "… (Lamport, CACM 1978)"
        opening = bool(draft.titled and draft.title and draft.title[:1] in "([")  # "(CVPR2016)Deep Residual …"
        ref = parse_reference(draft.title) if cited or closing or opening else None
        # (a quoted phrase inside a title is no citation's title: 'Seize The Samples Uncertain "at The Moment" …')
        usable = ref is not None and (_strong(ref) or ref.style == "venue tag")
        # (names, a title and a venue; or a title in quotes first: '“Stress Test …” Aakanksha Naik, … (COLING-2018)')
        whole = ref is not None and (bool(ref.authors) or ref.style == "quoted title") and bool(ref.venue or ref.year)
        if ref is not None and usable and (whole or 2 * len(ref.title) >= len(draft.title or "")):
            _apply(draft, ref, title=fold(ref.title) in fold(draft.title or ""))
        column = _title_column(block)
        # (cheap first: a title read past its link holds the stop the names follow)
        unsigned = not draft.authors or ". " in (draft.title or "")
        byline = _link_then_byline(block.cells[column]) if column is not None and unsigned else None
        if byline and (not draft.authors or fold(draft.title or "") != fold(byline[0])):
            # "[Reflections on Trusting Trust](…) by K. Thompson", "[*PG3: Policy-Guided Planning for …*](….pdf). Ryan
            # Yang, Tom Silver, …": the link bounds the title its names follow
            draft.title, (draft.authors, draft.complete) = byline
        if not draft.authors and column is not None and (cited_lines := _names_over_link(block.cells[column])):
            (draft.authors, draft.complete), venue, year = cited_lines  # "Lipp, Moritz, et al." / "[Meltdown: …](…)"
            draft.title = bare_title(draft.title) if draft.title else draft.title
            draft.venue, draft.year = draft.venue or venue, draft.year or year
        _title_cell_tag(block, draft)
        _surnames_dash_lead(block, draft, column)
        _row_fields(block, draft, column)
        _link_fields(block, draft)
        _row_text_ids(block, draft)
        return
    text = block_text(block)
    if text[:1] == ":" or not text[:1].isascii():  # ":white_check_mark: Names. Title (ICML16)", "✅ …": a status mark
        text = _LEAD_MARKS.sub("", text)
    if text[:1] == "[" and (task := TASK_MARK.match(text)):  # "- [ ] Kelly W, Pugh W. [Title](…pdf)[C]//Proc…"
        text = text[task.end() :]
    text = drop_reading_status(text)  # "(Optional Reading) Ryoma Sato, Makoto Yamada, and …"
    if text[:1].isalpha() and (day := DATE_LABEL.match(text)) and (
        day.group().rstrip().endswith((":", "：")) or _YEAR_IN.search(day.group()) is None  # (a month and day)
    ):
        # "*Jan 29, 2020:* Simon Peyton Jones and …", "57. **Nov 23** Naik, Shruti, et al. …": the day it was read
        text = text[day.end() :].lstrip()
    month = LEAD_MONTH.match(text) if text[:1].isdigit() and block.kind == "item" and draft.year is None else None
    if month and _WORD_THEN_SPACE.match(text, month.end()):
        draft.year = int(month.group(1))  # "- 2024.09 [MM1.5: Methods, Analysis & …](arxiv) 苹果MM1的升级版。"
    if " *" in text:  # "Gu, C <sup> * </sup>., & …": a mark after a name (equal contribution), no part of it
        text = _NAME_MARK.sub("", text)
    if "()" in text or "( )" in text or "（" in text or "[]" in text:  # "Names. Title (ICML16) ([PDF](…))": the
        text = drop_unlinked_words(drop_empty_brackets(text))  # link's brackets (and "[[paper](…)] [summary]")
    if "ags:" in text or "ords:" in text:
        text = _TAGS_AFTER.sub("", text)  # "… Names. *code* `Tags:` **SLT**": the list's own tags after the citation
    if len(block.lines) > 1 and _label_line(block.lines[0]):
        # "1. **Mnemosyne**\" over "_Haris Volos, …_ [_Mnemosyne: …_](….pdf)_, ASPLOS '11_": the label is no name
        text = " ".join(line_text(ln) for ln in block.lines[1:])
    if draft.titled and draft.title and ";" in draft.title and (listed := _title_semicolon_names(draft.title)):
        # "[GLN: Retrosynthesis Prediction with …. Hanjun Dai;Chengtao Li;…](….pdf) NeurIPS2019 ccf-A"
        linked, (draft.title, (draft.authors, draft.complete)) = draft.title, listed
        tail = text[text.find(linked) + len(linked) :].split() if linked in text else []
        if tail and draft.venue is None and (edition := tag_edition(tail[0]) or _glued_edition(tail[0])):
            draft.venue, draft.year = edition, draft.year or edition.year
    # A block of "Authors: …", "Published: …" field lines is no citation: apply_fields reads it.
    # (an emphasis wrapped over lines is kept on the line it closes on)
    italic = next((ln.italic[0] for ln in block.lines if ln.italic), "")
    fielded = bool(block.lines) and is_field_line(line_text(block.lines[0]))
    ref = None if fielded else _titled_by(text, italic) or parse_reference(text)
    booked = None  # "[RHN+16] J. Rassow, … und R. Deutzmann, _Duale Reihe Biochemie_, ed. 4. Auflage. …, 2016. doi"
    if italic and _misread_italic(ref, italic) and fold(draft.title or "") != fold(italic):
        ref = booked = _names_then_italic(text, italic) or ref
    if ref is not None and italic and len(italic.split()) >= 2 and len(italic) < len(ref.title) and fold(
        ref.title
    ).startswith(fold(italic)):
        ref = replace(ref, title=bare_title(italic))  # "*Reducibility Among …* (PDF): , p.9": the emphasis bounds it
    below = _citation_below(block, ref) if not fielded and block.kind == "item" and len(block.lines) > 1 else None
    ref = below or ref  # "- Chapters 1 and 2 in [@DifferentialPrivacyBook] --- not the technical details!" over it
    if (ref is None or not _strong(ref)) and draft.titled and draft.title and (", " in draft.title or " - " in text):
        # the link text is the citation: "[Title, Vaswani et al., 2017](pdf)", "[(Almost) Everything … - Guess 2021](…)"
        ref = parse_reference(draft.title)
    if (ref is None or not _strong(ref)) and not draft.authors and draft.title and " et al" in text:
        # "<i><b>Title</b></i>, Jin et al., <a …><img badge></a>": the names after the title it set apart
        # (names alone: a year or a venue after them is a citation the readers below take whole)
        byline_only = title_then_fields(text)
        if byline_only and fold(byline_only.title) == fold(draft.title) and not (byline_only.year or byline_only.venue):
            draft.authors, draft.complete = byline_only.authors, byline_only.complete
    # (or the title is all the text before an id link: "- C. E. Lee, **J. Koo**†, & C. Li, Application of …,
    # Research in Developmental Disabilities, vol. 168, 2026. [10.1016/j.ridd.2025.105181](doi)")
    whole_text = draft.reason == "paper id link" and fold(text).startswith(fold(draft.title or "-"))
    if ref is None and (whole_text or not (draft.title and draft.titled)) and block.kind == "item" and (
        text.count(", ") >= 2
    ):
        # "-\tFrancesco Di Giovanni, Giulia Luise, Michael Bronstein, Heterogeneous manifolds for curvature-aware
        # graph embedding. https://arxiv.org/abs/2202.01185": names, then the title, then its address
        signed = names_comma_title(text)
        ref = signed if signed is not None and len(signed.authors) >= 2 else None
    if (ref is None or not _strong(ref)) and (quoted := _bold_as_quoted(block, text)):
        ref = quoted
    if (ref is None or not _strong(ref)) and italic:
        # "*Fine-grained dengue forecasting …* by Rehman, NA, et al. Sci. Adv. 2016. [Available Online](….pdf)"
        # (or names dated before it: "R. Karp (1972), *Reducibility Among Combinatorial Problems* (PDF): ../x.pdf")
        # (or "M. Atiyah and G. Segal, _Twisted $K$-theory_, …": names and a comma before it)
        names_dated = (at := text.find(italic)) > 0 and (
            NAMES_YEAR_END.search(text[:at].rstrip(" ,.:;–—-")) is not None or text[:at].rstrip().endswith(",")
        )
        ref = (emphasised_title_citation(text, italic) or ref) if text.startswith(italic) or names_dated else ref
    journal_link = False  # "Title, <i><a href=doi>Sequential Analysis</a></i>, 44(4)": the link names the journal
    if ref is not None and ref.venue and draft.titled and draft.title and fold(draft.title) in fold(ref.venue.series):
        after = text[text.find(draft.title) + len(draft.title) :] if draft.title in text else ""
        journal_link = bool(_VOLUME_AFTER.match(after))  # (its volume after it, as a journal's name has)
        # (or the whole venue of a signed citation: "Smith et al. (2020) Empirical evidence …. <a …>Nature Plants.</a>")
        journal_link = journal_link or (bool(ref.authors) and fold(draft.title) == fold(ref.venue.series))
        # "*Understanding the query optimization*  [Query Optimization in Database Systems](doi) [1984]": an italic
        # remark before the linked title is no title, and the title no venue
        ref = ref if journal_link else None
    if ref is not None and draft.titled and any(fold(a.raw) == fold(draft.title or "") for a in ref.authors):
        # "[Paxos Made Simple](…) (2001) - Lamport, Leslie." read as "Names (2001) - Title": the link titles it
        ref = None
    if ref is not None and ref.style == BY_NAMES_STYLE and draft.title and " by " in draft.title and (
        (mine := parse_reference(draft.title)) is not None and mine.style == BY_NAMES_STYLE
    ):
        # "Resources" / "High-Dimensional Statistics by Philippe Rigollet and …: [Link](arxiv)": the link's own line
        # names the paper, not the block's text with the label over it
        ref = mine
    if ref is not None and ref.authors and draft.title and _names_in_bold_title(block, draft.title, ref.title):
        # "**Plan Online, Learn Offline: Efficient Learning and …**. Working paper, 2019." read as "Names: Title"
        ref = None
    if ref is not None and _LABEL_COLON.search(ref.title[:40]) and (unlabelled := strip_label(ref.title)) != ref.title:
        ref = replace(ref, title=unlabelled)  # "[**TODO:** Title](notes/x.md) &mdash; *Abbeel and Nguyen*"
    if ref is not None and _strong(ref):
        # The citation's title when the link text holds more than it, or the same words in quotes ('"SGDR: …"').
        bounded = fold(drop_file_tail(ref.title))
        own = draft.title and ref.title != draft.title and bounded in fold(draft.title)
        if draft.title and not own and bounded in fold(linked or ""):
            # ("C. Peng, …, Isogeny-Based Cryptography: A Promising …, IEEE IT Professional 21 (2019), …" cut at its
            # colon as "Names: Title" above): the whole citation's reading wins, names and all
            own, draft.authors = True, ()
        # (or the quoted title's first line, the rest wrapped: "- ———. 2012. “BLIP: Non-Interactive …" / "…")
        own = own or bool(draft.title and ref.style == "quoted title" and fold(ref.title)[:24] in fold(draft.title))
        own = own or (below is not None and ref is below) or journal_link or ref is booked
        # (not a quote opening the linked title: '["We're on the Same Page": A Usability Study of …](….pdf)')
        opened = draft.titled and ref.style == "quoted title" and _QUOTE_THEN_SUBTITLE.match(draft.title or "")
        own = own and not opened
        if opened and draft.title and draft.title[:1] not in "\"“":
            draft.title = f"“{draft.title}" if "”" in draft.title else f'"{draft.title}'  # (its opening mark back)
        # (or the link names the authors, the quoted title after it: '[Button et al, Nature … 2013](…): "Power …"')
        # (or the title read is the citation's byline, its title on the lines under it: "* Northfield TD, Ripa J, …
        # 2021." / "Coevolution, diversification, and …" / "[pdf](https://doi.org/…)")
        cites = bool(draft.title and ref.authors) and fold(draft.title or "").startswith(fold(ref.authors[0].raw))
        cites = cites and (ref.style == "quoted title" or _byline_only(draft.title or ""))
        _apply(draft, ref, title=bool(own or cites or not draft.title or not draft.titled))
        draft.book = ref.book
    elif draft.title and (tagged := venue_tag(clean_title(draft.title))) is not None:
        draft.title = tagged[0]  # "Title[PLDI'21]": the tag is the venue, not part of the title
        draft.venue = draft.venue or tagged[1]
    elif draft.title and (cut := title_before_edition(draft.title)) is not None:
        draft.title, venue, year = cut  # "Title, CVPR 2017 ```C2M2E2L1``` (Tracking)": notes after the venue
        draft.venue, draft.year = draft.venue or venue, draft.year or year
    elif draft.title and (series := _lead_series(draft.title)) is not None:
        draft.title, draft.series = series[0], draft.series or series[1]
    elif draft.venue is None and draft.titled and draft.title and text.startswith(draft.title) and "," in text:
        # "[A “Nutrition Label” for Privacy](…pdf), 2009, SOUPS": the year and venue after the linked title
        # (Google Scholar's host after the year dropped: "…, Expert Systems with Applications, 2022•Elsevier")
        unhosted = _SCHOLAR_HOST.sub("", text)
        if (tagged := venue_tag(unhosted)) is not None and fold(tagged[0]) == fold(draft.title):
            draft.venue, draft.year = tagged[1], draft.year or tagged[1].year
        elif (
            (journal_after := _JOURNAL_YEAR_AFTER.fullmatch(unhosted[len(draft.title) :]))
            and not is_name(journal_after.group(1))
            and (printed := venue_and_year(journal_after.group(0).strip(" ,")))[0]
        ):
            draft.venue, draft.year = printed[0], draft.year or printed[1]  # "…, Procedia computer science, 2020"
    if draft.title and (labelled := _LABELLED_QUOTE.fullmatch(draft.title)) and len(labelled.group(1).split()) >= 3:
        draft.title = labelled.group(1)  # '**RoboRefer**: "RoboRefer: Towards Spatial Referring …", *arXiv, …*'
    if not draft.authors and draft.title and (cited := _AUTHOR_YEAR.search(text.replace(draft.title, " "))):
        named = cited.group(1).strip()
        # "(Wu et al., 2021)", "(Chen & Manning 2014)", "(Kim, 2014)": one capitalised word is a surname
        parsed = split_authors(named) or (((Author(named, named),), True) if _SURNAME.fullmatch(named) else None)
        if find_series(named) is None and parsed:
            draft.authors, draft.complete = parsed
            draft.year = draft.year or int(cited.group(2))
    _bracketed_fields(draft, text)
    dated_links = (seg for ln in block.lines for seg in ln.segs if seg.href and any(c.isdigit() for c in seg.text))
    if draft.venue is None and next(dated_links, None) is not None:
        # every link text kept: "Oobleck: … ([SOSP 2023](../../reading-notes/conference/sosp-2023/))"
        _bracketed_fields(draft, " ".join("".join(seg.text for seg in line.segs) for line in block.lines))
    if draft.titled and draft.title and block.lines and (dated := _year_then_names(block, draft.title)):
        # "[A Relational Model Of Data …](….pdf) (1970) - Codd, Edgar F.": the year, then the names
        draft.year = draft.year or dated[0]
        if dated[1] is not None and not draft.authors:
            draft.authors, draft.complete = dated[1]
    # names after or before the title
    names_around = ", " in text or " by " in text or not text.startswith(draft.title or "")
    if not draft.authors and draft.titled and draft.title and block.lines and names_around:
        # "[Latent Translation: …](arxiv), Yingtao Tian, Jesse Engel": names after the linked title
        # (the line holding the title: a first line may be a label, "FFS - Questions\", over the citation)
        first = next((t for ln in block.lines if draft.title in (t := line_text(ln))), line_text(block.lines[0]))
        at = first.find(draft.title)
        after = _AFTER_NAMES_END.split(first[at + len(draft.title) :], maxsplit=1)[0] if at >= 0 else ""
        if by := _BY_LEAD.match(after):  # "* [Pico Lisp—A Radical Approach …](….pdf) by **Alexander Burger** (2006)"
            after = after[by.end() :]
        # (with no comma, two names or more: "2016 [Structured sequence modeling …](arxiv) Youngjoo Seo, Michael
        # Defferrard, Pierre Vandergheynst and Xavier Bresson", or one with "et al.": "*João Daniel Silva et al.*")
        # (names before the title and a semicolon or comma are its authors, whoever follows: "John Launchbury; [A
        # natural semantics for Lazy Evaluation](….pdf), Niels Steenbergen and Andreas Franz", the presenters)
        lead = first[:at].rstrip() if at > 0 else ""
        if lead.endswith((";", ",")) and (names := names_of(_names_edge(_NUMBERED.sub("", lead[:-1])))):
            draft.authors, draft.complete = names
        elif (cited := _NAMES_YEAR_JOURNAL.fullmatch(after.strip())) and (names := split_authors(cited.group(1))):
            # "[The memory function of sleep](…), Diekelmann S & Born J, 2010, Nat Rev Neurosci"
            draft.authors, draft.complete = names
            draft.year = draft.year or int(cited.group(2))
            draft.venue = draft.venue or named_venue(cited.group(3), draft.year)
        elif (dated_tail := _ET_AL_DATED.match(after.strip(" ,"))) and (names := names_of(dated_tail.group(1))):
            # "[RocketQA: …](arxiv) Yingqi Qu et al., 2020.10 NAACL2021": the names, then a date and a venue tag
            draft.authors, draft.complete = names
        elif (names := names_of(after.strip(" ,")) if after.strip(" ,") else None) and (
            after.lstrip().startswith(",")
            or by
            or ((len(names[0]) >= 2 or not names[1]) and not _NOT_NAMES.search(after))
        ):
            draft.authors, draft.complete = names
            if at > 0 and (lead := first[:at].strip()) and (edition := tag_edition(lead)):
                draft.venue, draft.year = draft.venue or edition, draft.year or edition.year  # "2019 IJCAI [Title]"
            elif at > 0 and (year_first := _YEAR_BEFORE.fullmatch(first[:at])):
                draft.year = draft.year or int(year_first.group(1))
        elif at > 0 and (year_first := _YEAR_BEFORE.fullmatch(first[:at])):
            # "### 2023 - [A Dynamic Multi-Scale Voxel Flow …](arxiv)"
            draft.year = draft.year or int(year_first.group(1))
        elif (
            at > 0
            and (names := names_of(_names_edge(_NUMBERED.sub("", _lead_tags(first[:at], draft)))))
            and not _nouns_as_names(names[0])  # "*Optimizer Evaluation*  [How good are query optimizers, …](…)"
        ):
            # "Masatoshi Tsuchiya [Performance Impact Caused by …](arxiv) lrec2018": names before the title
            draft.authors, draft.complete = names[0], names[1] and not first[:at].rstrip().endswith(("…", "..."))
        elif at > 0 and (cited := _SURNAME_TITLE_YEAR.fullmatch(f"{_NUMBERED.sub('', first[:at])}|{after}")):
            # "1. Bottou, [Stochastic Gradient Descent Tricks](….pdf), 2012": a surname (et al.), the title, a year
            name = cited.group(1)
            draft.authors, draft.complete = (Author(name, name),), not cited.group(2)
            draft.year = draft.year or int(cited.group(3))
        elif short := _SURNAMES_YEAR_AFTER.match(after):
            # "[CAR T cells produced in vivo …](science.org/doi/…), Rurik et al. 2022: treating cardiac fibrosis …"
            draft.authors = tuple(Author(n, n) for n in (short.group(1), short.group(3)) if n)
            draft.complete, draft.year = not short.group(2), draft.year or int(short.group(4))
        elif draft.venue is None and draft.series is None and (journal := _journal_after(after)):
            draft.series = journal  # "[Newly built construction detection …](mdpi…), Remote Sensing"
    if draft.venue is None and draft.title:
        rest = text.replace(draft.title, " ")
        for label in _arxiv_labels(block):  # "*[📝arXiv'2023](https://arxiv.org/abs/…)*": a copy there, its year
            rest = rest.replace(label, " ")
            label_year = _YEAR_IN.search(label)
            draft.year = draft.year or (full_year(label_year.group(0)) if label_year else None)
        draft.venue = find_venue(rest)  # "[Title](url) *ACM Computing Surveys 2023*"
        tail = rest.strip().rsplit(" ", 2)[-2:] if rest.strip() else []
        if draft.venue is None and tail and len(" ".join(tail)) <= 16:
            draft.venue = find_edition(" ".join(tail).upper())  # "… lrec2018", "… acl 2018": in lower case
        if draft.venue is None and len(rest := _NUMBERED.sub("", rest).strip(" .,;")) <= 32:
            draft.venue = tag_edition(rest)  # "**Title.** IEEE SPM 2017. [paper](…)": a venue the table does not know
        if draft.venue is None and block.lines and block.lines[0].bold and draft.title in block.lines[0].bold[0]:
            # "1. **ACTINN: automated identification of …** Bioinformatics 2019. [paper](…)": a journal and a year
            plain = " ".join(seg.text for seg in block.lines[0].segs if seg.href is None).replace(draft.title, " ")
            if named := _JOURNAL_YEAR.fullmatch(_NUMBERED.sub("", " ".join(plain.split())).strip(" .,;*")):
                draft.venue = VenueEdition(named.group(1), int(named.group(2)))
    draft.add_ids(text_ids(text))
    _link_fields(block, draft)


#: A journal's name in capitalised words (or a preprint server's) and a year: "Quantitative Biology 2019",
#: "bioRxiv 2019".
_JOURNAL_YEAR = re.compile(
    r"((?:[A-Z]|bio|med|ar)[\w.&-]*(?: (?:[A-Z][\w.&-]*|of|and|in|on|for|the|&)){0,6})\.?,? ((?:19|20)\d\d)"
)


def _names_edge(text: str) -> str:
    """Names before a linked title without the punctuation around them, a closing initial's stop kept."""
    return text.strip(" .,:-") + ("." if _INITIAL_END.search(text) else "")


def _wrapped_title(block: Block, draft: Draft) -> None:
    """A linked title that goes on over the item's next line, then a line of names:
    ``[World Modeling Makes a Better Planner:](arxiv)`` / ``Dual Preference Optimization for …`` / ``Siyin Wang, …``.
    """
    at = next((k for k, ln in enumerate(block.lines) if any(seg.href for seg in ln.segs)), None)
    if at is None or at + 1 >= len(block.lines) or own_text(block.lines[at].segs).strip(" *_"):
        return
    title, following = draft.title or "", line_text(block.lines[at + 1])
    goes_on = title.rstrip().endswith(":") or _CONTINUES.match(following)
    if not goes_on or not is_title_like(following) or names_of(following) or is_field_line(following):
        return
    draft.title = f"{title.rstrip()} {following}"
    if at + 2 < len(block.lines) and not draft.authors and (names := names_of(line_text(block.lines[at + 2]))):
        draft.authors, draft.complete = names


def heading_continuations(blocks: list[Block], by_block: dict[int, list[Draft]]) -> None:
    """A paper heading whose title goes on in the line under it: ``#### [WhiSPA: … Whisper](arxiv)`` over
    ``with Self-Supervised Contrastive and Student-Teacher Learning``. The line joins the title and is the entry's."""
    for i, block in enumerate(blocks[:-1]):
        drafts, nxt = by_block.get(i), blocks[i + 1]
        if block.kind != "heading" or not drafts or len(drafts) != 1 or not drafts[0].titled or by_block.get(i + 1):
            continue
        if nxt.kind != "paragraph" or len(nxt.lines) > 2:
            continue
        draft, following = drafts[0], line_text(nxt.lines[0])
        goes_on = (draft.title or "").rstrip().endswith(":") or _CONTINUES.match(following)
        if goes_on and is_title_like(following) and not names_of(following) and not is_field_line(following):
            draft.title = f"{(draft.title or '').rstrip()} {following}"
            if len(nxt.lines) == 2 and not draft.authors and (names := names_of(line_text(nxt.lines[1]))):
                draft.authors, draft.complete = names  # ". Benjamin Litterer, David Jurgens, Dallas Card"
            nxt.lines[:] = [Line(line.offset) for line in nxt.lines]  # taken: no other entry reads these lines


def bylines_under_titles(blocks: list[Block], drafts: list[Draft], by_block: dict[int, list[Draft]]) -> list[Draft]:
    """A sub-item right under an entry with no names that is its byline: names, then the venue in italics and the
    year ("- **Title** (2016). [[pdf]](…)" over "  - B. Zhao et al. *IEEE Access.*"; "- Title" over
    "  - Zayd Hammoudeh and Daniel Lowd. *Machine Learning*, 2024."). It fills the entry and is no paper."""
    taken: set[int] = set()
    for i in range(1, len(blocks)):
        block, above, parents = blocks[i], blocks[i - 1], by_block.get(i - 1)
        if not sub_item(above, block) or not 0 <= block.line - above.line - len(above.lines) <= 1:
            continue
        if not parents and (titled := _title_item(i - 1, above)):
            parents = by_block[i - 1] = [titled]  # "* Accelerating chip design …" over "  * *Cheng Zhuo, … SOCC 2017*"
            drafts.append(titled)
        if not parents or not parents[-1].title or parents[-1].authors:
            continue
        parent = parents[-1]
        if (byline := _sub_byline(block)) is None:
            if parent.reason == _TITLE_ITEM:
                drafts.remove(parent)
                by_block[i - 1] = []
            continue
        (parent.authors, parent.complete), venue, year = byline
        parent.year = parent.year or year
        if venue and parent.venue is None and parent.series is None:
            edition = (
                tag_edition(venue)  # "*BuildSys '15*"
                or find_venue(f"{venue} {parent.year}" if parent.year else venue)
                or find_edition(venue)
                or named_venue(venue)  # "*BuildSys'15*": a series the venue table does not know
            )
            if edition is not None:
                parent.venue = edition
            else:
                parent.series = named_series(venue)
        taken.update(id(d) for d in by_block.get(i, []))
        by_block[i] = []
        block.lines[:] = [Line(line.offset) for line in block.lines]  # taken: no other entry reads these lines
    return [d for d in drafts if id(d) not in taken]


_TITLE_ITEM = "a title item over its byline"


def _title_item(index: int, block: Block) -> Draft | None:
    """A list item that is nothing but a title, a draft to take the byline under it ("* Accelerating chip design with
    machine learning: From pre-silicon to post-silicon" over "  * *Cheng Zhuo, Bei Yu, Di Gao. SOCC 2017*")."""
    title = item_title(block)
    return Draft(index, block.line, title, titled=True, reason=_TITLE_ITEM) if title else None


def item_title(block: Block) -> str | None:
    """The title a one-line item with no link holds, bold or not (not a label over its sub-items: "* semantic
    testset:"), else None."""
    if len(block.lines) != 1 or any(seg.href for seg in block.lines[0].segs):
        return None
    text = line_text(block.lines[0]).strip()
    title = bare_title(text)
    if text.rstrip(" *_").endswith((":", "：")) or len(title.split()) < _MIN_TITLE_WORDS:
        return None
    return title if is_title_like(title) and names_of(title) is None else None


def titles_over_byline_paragraphs(
    blocks: list[Block], drafts: list[Draft], by_block: dict[int, list[Draft]]
) -> list[Draft]:
    """A bold title's paragraph (badges after it) over a paragraph that opens with the byline in italics and links the
    paper: "**Database meets deep learning: Challenges and opportunities.** ![](…badge…)" over "*Wei Wang, Meihui
    Zhang, Gang Chen, et al.  SIGMOD Record, 2016.* [[paper](https://doi.org/…)]". The title's line is the entry."""
    taken: set[int] = set()
    for i in range(1, len(blocks)):
        block, above, found = blocks[i], blocks[i - 1], by_block.get(i, [])
        if block.kind != "paragraph" or above.kind != "paragraph" or len(found) != 1 or len(above.lines) != 1:
            continue
        if not above.lines[0].bold or not block.lines or not block.lines[0].italic:
            continue
        italic = block.lines[0].italic[0]
        if not line_text(block.lines[0]).lstrip(" *_").startswith(italic.strip()[:12]):
            continue  # (the byline opens the paragraph)
        title = bare_title(above.lines[0].bold[0].strip()).rstrip(".")
        byline = names_venue_year(italic.strip(" .")) or _names_stop_venue_year(italic.strip(" ."))
        if byline is None or len(title.split()) < 3 or not is_title_like(title):
            continue
        draft = found[0]
        (draft.authors, draft.complete), series, year = byline
        draft.title, draft.titled, draft.line, draft.block = title, True, above.line, i - 1
        draft.year = year or draft.year
        draft.venue = VenueEdition(series, year) if series and year else draft.venue
        draft.reason = "bold title over its byline and links"
        taken.update(id(d) for d in by_block.get(i - 1, []))
        by_block[i - 1], by_block[i] = [draft], []
    return [d for d in drafts if id(d) not in taken]


def _names_stop_venue_year(text: str) -> tuple[tuple[tuple[Author, ...], bool], str | None, int | None] | None:
    """Names, a full stop, then the venue and year: "Hai Lan, Zhifeng Bao, Yuwei Peng. Data Science and Engineering,
    2021"."""
    names, _, where = text.rpartition(". ")
    if names[-2:-1] in ("", " ") and names[-1:].isupper():
        return None  # ("…, Irving L. Traiger, IBM, September, 1975": the stop of an initial)
    parsed = split_authors(names) if names else None
    if parsed is None or not where:
        return None
    venue, year = venue_and_year(where)
    return (parsed, venue.series if venue else None, year) if year else None


#: An ISBN in a byline of a book: "Lloyd S. Shapley and Alvin E. Roth. ISBN 052136177X. 1988."
_BYLINE_ISBN = re.compile(r"\s*\bISBN[:\s]*[\d-]{9,16}[\dXx]\.?")
#: Names closed by "et al." and a venue after them: "C. Klemenjak et al. 2020 IEEE ISGT."
_ET_AL_VENUE = re.compile(r"(.+?\bet al\.?)\s+([^.,;:]{2,60}?)\.?")
#: A year ending a byline: "…, 2024." / "… (2019)".
_BYLINE_YEAR = re.compile(r"[,.]?\s*\(?((?:19|20)\d\d)\)?\s*\.?\s*$")


def _sub_byline(block: Block) -> tuple[tuple[tuple[Author, ...], bool], str | None, int | None] | None:
    """Names, then a venue in italics or a year or both, and nothing else, on a one-line item.

    >>> from kg.notes.read import parse
    >>> from kg.notes.extract.generic.blocks import document_blocks
    >>> item = document_blocks(parse("- Zayd Hammoudeh and Daniel Lowd. *Machine Learning*, 2024.", "n.md", "n").tokens)
    >>> names, venue, year = _sub_byline(item[0][0])
    >>> [a.name for a in names[0]], venue, year
    (['Zayd Hammoudeh', 'Daniel Lowd'], 'Machine Learning', 2024)
    """
    lines = [ln for ln in block.lines if line_text(ln).strip()]  # ("<br><br>" after it: an empty line)
    if len(lines) != 1 or any(seg.href for seg in lines[0].segs):
        return None
    line = lines[0]
    text = _BYLINE_ISBN.sub("", " ".join(line_text(line).split()))  # "Names. ISBN 052136177X. 1988."
    if line.italic and len(line.italic[0]) * 10 >= len(text) * 9 and (stopped := _names_stop_venue_year(text)):
        return stopped  # "  * *Bei Yu, David Z. Pan, Tetsuaki Matsunawa, Xuan Zeng. ASP-DAC 2015*" all in italics
    year = None
    if found := _BYLINE_YEAR.search(text):
        stop = "." if found.group(0).lstrip().startswith(".") else ""
        year, text = int(found.group(1)), text[: found.start()] + stop
    venue, marked = None, False
    if line.italic and text.rstrip(" .,*").endswith(core := " ".join(line.italic[-1].split()).strip(" .,*")):
        # ("J. Barber et al. *.*": a template's venue left empty)
        marked, venue = True, core or None
        text = text.rstrip(" .,*")[: len(text.rstrip(" .,*")) - len(core)]
    text = text.rstrip(" *")
    if not marked and (signed := _ET_AL_VENUE.fullmatch(text)):
        text, venue = signed.group(1), signed.group(2).strip(" .")  # "C. Klemenjak et al. 2020 IEEE ISGT."
        year = year or (int(y.group(0)) if (y := _YEAR_IN.search(venue)) else None)
        marked, venue = True, " ".join(_YEAR_IN.sub(" ", venue).split()) or None
    if not marked and year and "," in text and (venued := _names_then_venue(text.rstrip(" ,"))):
        return venued[0], venued[1], year  # "David Ha, Jürgen Schmidhuber, ArXiv, 2018"
    if not (marked or year) or not (text.endswith((".", ",")) or text.endswith(("et al", "et al."))):
        return None  # (the names end at a stop: "Names. *Venue*", "Names, *ICML*, 2020", "Names et al. *Venue*")
    names = names_of(text.rstrip(" .,"))
    return (names, venue, year) if names is not None else None


#: An initial in a name: "Zhang J", "Bertrand R. Jordan"
_INITIAL = re.compile(r"\b[A-Z]\b")


#: A title opening with a quoted phrase (its opening mark perhaps stripped), then a colon and its subtitle: '"We're
#: on the Same Page": A Usability …'
_QUOTE_THEN_SUBTITLE = re.compile(r"[\"“]?[^\"“”]{3,80}[\"”]\s*[:：]\s*\S+(?:\s+\S+){2}")


def _arxiv_labels(block: Block) -> list[str]:
    """The texts of a block's links to arXiv that name arXiv and perhaps a year ("📝arXiv'2023", "arXiv 2021"): the
    server the copy is on, not where the paper appeared."""
    return [seg.text for line in block.lines for seg in line.segs if seg.arxiv and ARXIV_LABEL.fullmatch(seg.text)]


#: A link's text naming arXiv and perhaps a date: "📝arXiv'2023", "arXiv 2021.05", "[arXiv]"
ARXIV_LABEL = re.compile(r"\W*arxiv\W*(?:(?:19|20)?\d\d(?:[./-]\d{1,2})?)?\W*", re.IGNORECASE)


def names_link_then_title(block: Block, draft: Draft) -> tuple[tuple[Author, ...], bool, str, int | None] | None:
    """Names (and a year) as a link's text and the title after the link: "[Van Deynze et al.](…plos…) Nitrogen
    fixation in …", "[Korthauer and Irizarry.](…biorxiv…)  Genome-wide repressive capacity …", "[Gulshan et al.
    2016](…jama…). Development and validation of …"."""
    for line in block.lines:
        title = fold(draft.title or "")
        at = next((k for k, seg in enumerate(line.segs) if seg.href and fold(seg.text) == title), None)
        if at is None:
            continue
        shown = line.segs[at].text.strip().rstrip(" .")
        year = None
        if (dated := _NAMES_THEN_YEAR.fullmatch(shown)) is not None:
            shown, year = dated.group(1), int(dated.group(2))
        named = split_authors(shown)
        if named is None and year and one_surname(shown):
            named = ((Author(shown, shown),), True)  # "[Ioannidis 2005](…)": a surname dated
        # "Surname et al." or "Surname and Surname", not a title of words parted like names ("Borg, Omega, and
        # Kubernetes", "Listen, Attend and Spell")
        # (or one person's name with an initial: "[Zhang J.](doi) Neutral Theory …", "[Bertrand R. Jordan](….pdf)")
        one = bool(named and len(named[0]) == 1 and _INITIAL.search(shown))
        if named is None or (named[1] and (len(named[0]) != 2 or "," in shown) and not (one or year)):
            return None
        rest = " ".join("".join(seg.text for seg in line.segs[at + 1 :] if not seg.href).split())
        rest = bare_title(rest.lstrip(" -–—~:,;."))
        head, stop, tail = rest.partition(". ")
        if stop and len(tail.split()) <= _JOURNAL_AFTER_WORDS:
            rest = head  # "… Research Findings Are False. <em>PLOS Medicine</em>.": the journal after the title
        if ET_AL_ANYWHERE.search(rest) or split_authors(rest.rstrip(" .")) is not None:
            return None  # "[Title](…) ~ D. Engler et al.": names after the link
        if len(rest.split()) >= _MIN_TITLE_WORDS and is_title_like(rest):
            return named[0], named[1], rest, year
    return None


#: The most words a journal's name after a title's stop has.
_JOURNAL_AFTER_WORDS = 6
#: Names, then a year, as a link's text: "Ioannidis 2005", "Gulshan et al. 2016", "Kohane et al., (2006)"
_NAMES_THEN_YEAR = re.compile(r"(.+?)[\s,]+\(?((?:19|20)\d\d)[a-z]?\)?")


def _title_cjk_presenter(text: str) -> tuple[str, str] | None:
    """A title, then a name in Han letters and an affiliation, parted by commas (a pre-conference programme).

    >>> _title_cjk_presenter("Towards Grand Unification of Object Tracking，严彬，大连理工大学")
    ('Towards Grand Unification of Object Tracking', '严彬')
    >>> _title_cjk_presenter("上海交大，严骏驰，主持") is None
    True
    """
    found = _TITLE_CJK_NAME.fullmatch(text.strip())
    if found is None or len(found.group(1).split()) < 3 or not is_title_like(found.group(1)):
        return None
    if CJK_LETTER.search(found.group(1)):
        return None  # "… Responsible AIの概念，分類，機会と課題": a translated title's words, not a name
    return found.group(1).strip(), found.group(2)


_TITLE_CJK_NAME = re.compile(r"([A-Za-z0-9][^，,]{8,200}?)\s*[，,]\s*([\u4e00-\u9fff]{2,4})\s*[，,]\s*[^，,]{2,40}")


def _cjk_title_then_names(text: str) -> tuple[str, tuple[Author, ...]] | None:
    """A title in Chinese or Japanese, then names parted by "、" (a translated conference list).

    >>> title, names = _cjk_title_then_names("転移学習で何が転移されていますか？ Behnam Neyshabur、Hanie Sedghi")
    >>> title, [a.name for a in names]
    ('転移学習で何が転移されていますか？', ['Behnam Neyshabur', 'Hanie Sedghi'])
    >>> _cjk_title_then_names("グラフ表現学習による欠 測データの処理JiaxuanYou、Xiaobai Ma")[0]
    'グラフ表現学習による欠 測データの処理'
    >>> _cjk_title_then_names("读了三篇论文、很有意思、下周继续") is None
    True
    """
    head, comma, _ = text.partition("、")
    if not comma or not _HAN_KANA.search(head):
        return None
    # the title ends at the first space after which, up to the first "、", no Han or hiragana is left
    cut = next((m.start() for m in re.finditer(r"\s+", head) if not _HAN_KANA.search(head[m.end() :])), None)
    if cut is None and (last := max(_HAN_KANA.finditer(head), key=lambda m: m.end())).end() < len(head):
        cut = last.end() if head[last.end()].isascii() and head[last.end()].isupper() else None  # "…を教えるSiddarth"
    if cut is None:
        return None
    title, parts = head[:cut].strip(), [p.strip(" .") for p in text[cut:].split("、")]
    if len(parts) < 2 or _PROSE_MARK.search(title) or not all(_NAME_PART.fullmatch(p) for p in parts):
        return None
    return title, tuple(Author(p, p) for p in parts)


#: A name in a "、" list: Latin words with capitals ("WojciechM。Czarnecki", "Mykel J. Kochenderfer") or katakana.
_NAME_PART = re.compile(
    r"[A-Z][\w.'’。-]*(?:\s+[A-Z][\w.'’。-]*){0,3}|(?=.*[\u30a0-\u30ff])[\u30a0-\u30ffA-Z.・ー\s]{2,30}"
)
#: What prose has and a title has not: "使用Fourier变换，之后分解…（推测…"
_PROSE_MARK = re.compile(r"[，。；（]")
#: Han ideographs and hiragana: the letters of a Chinese or Japanese title, not of a name in katakana or Latin.
_HAN_KANA = re.compile(r"[\u3040-\u309f\u3400-\u4dbf\u4e00-\u9fff]")


def _journal_after(text: str) -> str | None:
    """A journal's name alone after a comma that closes a linked title: ", Remote Sensing", ", IEEE Access"."""
    if not (found := _COMMA_PHRASE.fullmatch(text)):
        return None
    name = found.group(1).strip()
    words = {w.casefold() for w in re.findall(r"[^\W\d_]+", name)}
    return name if find_series(name) or not words.isdisjoint(word_set("journal_words")) else None


_COMMA_PHRASE = re.compile(r"\s*,\s*([A-Z][^,;()\[\]\d]{2,80}?)\s*\.?\s*")


def _title_names_venue_lines(block: Block, draft: Draft) -> None:
    """An item of three lines: the title, the names, then the venue and year with the paper's link ("- A Decade of
    Lattice Cryptography" / "  *Chris Peikert*" / "  Theoretical Computer Science 2016, [eprint](….pdf), Peikert16")."""
    title, names, where = (line_text(ln) for ln in block.lines)
    links = [seg.text for seg in block.lines[0].segs if seg.href]
    # (the first line may be the linked title alone: "- [DartControl: …](https://zkf1997.github.io/DART/) \")
    linked = len(links) == 1 and fold(links[0]) == fold(title)
    if (links and not linked) or not is_title_like(bare_title(title)) or is_field_line(title):
        return
    if any(len(bold) > len(title) for bold in block.lines[0].bold):
        return  # (a bold title wrapped onto the next line: "- **Reason2Drive Towards …" / "  Autonomous Driving**")
    if draft.title and not fold(draft.title).startswith(fold(bare_title(title))):
        return  # (the link's own title)
    if names.rstrip().endswith(",") or (byline := names_of(names.strip(" *_"))) is None:
        return  # (names wrapped over the next line: "Eric Allender, …, Dieter van Melkebeek," / "Detlef …. 2002.")
    venue, year = venue_and_year(where)
    if venue is None and year is None:
        return  # (no venue nor year on the last line: "- family: Ölveczky" / "    Peter Csaba" / "  issued:")
    if venue is not None and find_series(venue.series) is None and names_of(venue.series) is not None:
        return  # ("Variyam Vinodchandran. 2005." is names, the lines a wrapped citation's)
    draft.title, draft.titled = bare_title(title), True
    draft.authors, draft.complete = byline
    draft.venue, draft.year = draft.venue or venue, draft.year or year


_YEAR_CLOSES = re.compile(r"\b(?:19|20)\d\d$")


def _byline_below(block: Block, draft: Draft) -> None:
    """Names, then a journal and its numbers, on the line under an item's linked title (DBLP's order):
    "1. [Parallel Database Systems: …](….pdf)" / "David J. DeWitt, Jim Gray, Commun. ACM, 35(6), 1992, 85-98."."""
    if not any(seg.href and seg.text.strip() for seg in block.lines[0].segs):
        return
    if any(seg.href for seg in block.lines[1].segs):
        return  # (a line of links under the title, not its byline)
    text = line_text(block.lines[1]).rstrip(" .")
    if any(q in text for q in '"“«'):
        return  # a whole citation pasted under the link ('Dubé, Renaud, et al. "Segmatch: …" arXiv …'): enrich reads it
    if _YEAR_CLOSES.search(text) and (stopped := _names_stop_venue_year(text)) and stopped[1]:
        # "Matthew Phelan et al. The Journal for Electronic Health Data and Methods, 2017": names, a stop, the venue
        (draft.authors, draft.complete), journal, printed = stopped
        draft.year = draft.year or printed
        if draft.venue is None and draft.series is None and draft.year and journal:
            draft.venue = find_venue(f"{journal} {draft.year}") or VenueEdition(journal, draft.year)
        return
    if ET_AL_ANYWHERE.search(text):
        return
    year = _YEAR_IN.search(text)
    if year is None or text[: year.start()].rstrip().endswith("("):
        return  # ("He, K., Zhang, X., … (2016). *Proceedings of …*": APA, which enrich reads)
    if not (venued := _names_then_venue(text[: year.start()].rstrip(" ,"))):
        return
    (draft.authors, draft.complete), venue = venued
    draft.year = draft.year or int(year.group(0))
    if draft.venue is None and draft.series is None:
        draft.venue = find_venue(f"{venue} {draft.year}") or VenueEdition(venue, draft.year)


def _names_then_venue(text: str) -> tuple[tuple[tuple[Author, ...], bool], str] | None:
    """Names, then a venue (its volume and pages dropped) after a comma: "Adam Santoro, …, Timothy Lillicrap, NIPS",
    "Logan Ward et al., npj Computational Materials volume 2, Article number: 16028"."""
    if names_of(text):
        return None  # ("…, Zhou Yu, and Ruoxi Jia, 2024": names all along)
    parts = text.split(",")
    for k in range(len(parts) - 1, 0, -1):
        venue, *volume = _VOLUME.split(",".join(parts[k:]).strip(), maxsplit=1)
        venue = venue.strip(" .,")
        if not venue or len(venue.split()) > _JOURNAL_WORDS or not any(c.isalpha() for c in venue):
            continue
        if is_name(venue) and not volume and not _ABBREVIATED_WORD.search(venue):
            continue  # (a name, not "Phys. Rev. Materials" nor "Communications Materials volume 2")
        if (named := names_of(",".join(parts[:k]).strip())) is not None:
            return named, venue
    return None


#: A journal's abbreviated word: "Phys.", "Rev."
_ABBREVIATED_WORD = re.compile(r"\b[A-Z][a-z]{2,}\.")
#: Where a journal's name ends: its volume, issue or article number ("Phys. Rev. Materials 5, 083802").
_VOLUME = re.compile(r"\s+(?:\d|vol(?:ume)?\.?\s|no\.\s|article\b)", re.IGNORECASE)


def _link_then_byline(cell: list[Line]) -> tuple[str, tuple[tuple[Author, ...], bool]] | None:
    """A cell's one link, its text the title, then "by" or a full stop and the names (a remark in brackets after them
    dropped)."""
    segs = [seg for ln in cell for seg in ln.segs if seg.text.strip()]
    if len(segs) != 2 or not segs[0].href or segs[1].href:
        return None
    if not (by := _BY_NAMES.match(segs[1].text) or _STOP_NAMES.match(segs[1].text)):
        return None
    names = names_of(by.group(1).strip(" .")) or split_authors(by.group(1).strip(" ."))
    return (bare_title(segs[0].text), names) if names and names[0] else None


def _names_over_link(
    cell: list[Line],
) -> tuple[tuple[tuple[Author, ...], bool], VenueEdition | None, int | None] | None:
    """A cell of citation lines: the names, the linked title, the venue ("Lipp, Moritz, et al." / "[Meltdown: Reading
    kernel memory from user space](…)" / "27th USENIX Security Symposium (USENIX Security 18). 2018.")."""
    lines = [line for line in cell if line_text(line)]
    if len(lines) < 2 or any(seg.href for seg in lines[0].segs) or not any(seg.href for seg in lines[1].segs):
        return None
    if (names := names_of(line_text(lines[0]).strip(" .,;"))) is None:
        return None
    rest = " ".join(line_text(line) for line in lines[2:])
    venue = find_venue(rest) if rest else None
    year = venue.year if venue else printed_year(rest)
    if venue is None and year and (printed := printed_venue(rest)):
        venue = VenueEdition(printed, year)
    return names, venue, year


#: A full stop and names after a linked title, to the final stop: ". Ryan Yang, Tom Silver, … and Leslie Kaelbling."
_STOP_NAMES = re.compile(r"^\s*\.\s+([^()]+?)\.?\s*$")
#: "by" and names after a linked title, up to a remark in brackets: " by T. Avgerinos et al.  (lead by …)".
_BY_NAMES = re.compile(r"^\s*by\s+([^()]+?)\s*(?:\(.*)?$")


def _section_row(block: Block, column: int, raw: str) -> bool:
    """Whether a row names a section of the table: its title cell all in bold, every other cell empty."""
    bold = [b for ln in block.cells[column] for b in ln.bold]
    others = [" ".join(map(line_text, cell)).strip(" \u200b") for k, cell in enumerate(block.cells) if k != column]
    return len(bold) == 1 and fold(bold[0]) == fold(raw) and not any(others)


#: Surnames, a dash, the title, in a cell whose header names both: "Frankle & Carbin - The Lottery Ticket …"
_SURNAMES_DASH = re.compile(
    r"^(?P<names>[A-Z][\w'’-]+)(?P<more> et al\.?| (?:and|&) (?P<other>[A-Z][\w'’-]+))?\s+[—–-]\s+"
)


def _surnames_dash_lead(block: Block, draft: Draft, column: int | None) -> None:
    """The surnames before a title in a cell under a header naming both ("| Title & Author |" over "Gaier & Ha -
    Weight Agnostic Neural Networks", "Merel et al. - Deep Neuroethology of a Virtual Rodent")."""
    if draft.authors or column is None or column >= len(block.header) or "author" not in block.header[column]:
        return
    raw = " ".join(line_text(ln) for ln in block.cells[column]).strip()
    if not (lead := _SURNAMES_DASH.match(raw)) or len(raw[lead.end() :].split()) < 2:
        return
    names = [lead.group("names"), *([lead.group("other")] if lead.group("other") else [])]
    draft.authors, draft.complete = tuple(Author(n, n) for n in names), not (lead.group("more") or "").strip(
        ).startswith("et")
    if draft.title and draft.title.startswith(lead.group(0)):
        draft.title = draft.title[lead.end() :]


def _row_draft(index: int, block: Block) -> Draft | None:
    """A table row under a column the header names as the title ("Title", "Paper")."""
    if events_header(block.header):
        return None  # "| Title | Dates | Location | Abstract Deadline |": conferences to go to
    column = _title_column(block)
    if column is None:
        return _cell_citation(index, block)
    raw = " ".join(line_text(ln) for ln in block.cells[column])
    text = bare_title(raw)
    if (nicknamed := nicknamed_link(block.cells[column])) is not None:
        raw = text = nicknamed  # "**MV3D** ([Multi-View 3D Object Detection Network for …](ieeexplore…))"
    if len(text.split()) <= TOPIC_WORDS and (cited := _cell_citation(index, block)):
        return cited  # "Title | Sources" over "False memories | Loftus, E. F., & Pickrell, J. E. (1995). The …"
    named = len(text.split()) == 1 and bool(_MODEL_NAME.fullmatch(text))  # "TransFusion | CVPR | 2022"
    if not is_title_like(text) or (len(text.split()) < 2 and not named) or raw.rstrip().endswith((":", "：")):
        return None  # "`Limitations of Neural Machine Translation (NMT):`" heads the rows under it
    linked = any(seg.href for ln in block.cells[column] for seg in ln.segs)
    if not linked and _section_row(block, column, raw):
        return None  # "           | <center>**Enforcement mechanism: capabilities, IFC, SFI**</center>": a section
    capitalised = all(w[:1].isupper() or w.casefold() in _SMALL_WORDS for w in _WORD_WITH_LETTER.findall(text))
    if not linked and len(text.split()) < _SHORT_ROW_TITLE and not capitalised:
        return None  # "| 2022-07-07 | No JC | Due to holiday |": a note in a schedule, no title
    header = block.header[column] if column < len(block.header) else ""
    if fold(header) in ("name", "names") and is_name(text):
        return None  # "| TAMREF | Changki Yun | S1, S2, S3 |": a members table's "Name" column holds people
    if ", " in text and all(_MODEL_NAME.fullmatch(part) for part in text.split(", ")):
        return None  # "| MIT CSAIL | Tongzhou Wang, … | DD, MTT |": the papers by their methods' short names
    if not linked and cited_by_name(text.strip().replace(", et al", " et al")):  # (and "Bonifacio, et al. 2022")
        return None  # "| Izacard et al., 2022 | mCon-triever | MS MARCO | 88.7 | …": a results table cites, names none
    reason = f"table row under the {header!r} column" if header else "table row of a year, names and a title"
    draft = Draft(index, block.line, text, titled=True, reason=reason)
    ref = parse_reference(raw) if len(text.split()) > 6 else None
    weak = ref is None or ref.style == "venue tag"
    if weak and (bold := [b for ln in block.cells[column] for b in ln.bold]) and len(bold) == 1:
        ref = _bold_citation(raw, bold[0]) or ref  # "Names. **Title**. ACL 2017" in the cell
    if ref is not None and _strong(ref):
        _apply(draft, ref, title=True)  # a citation in the cell: "Adams Wei Yu, … **Learning to Skim Text**. ACL 2017"
    elif (tagged := venue_tag(text)) is not None:
        draft.title, draft.venue = tagged
    _title_cell_tag(block, draft)
    _surnames_dash_lead(block, draft, column)
    _row_fields(block, draft, column)
    if named and not (draft.venue or draft.year):
        return None  # a one-word name is a paper only with the venue or year its row gives it
    _link_fields(block, draft)
    _row_text_ids(block, draft)
    return draft


def vouched_rows(blocks: list[Block], by_block: dict[int, list[Draft]]) -> list[Draft]:
    """Rows of a table most of whose rows are papers by their links, under a header that does not name the title
    column ("| Dataset | Conference | Year |" over "| [USAD : …](https://dl.acm.org/doi/pdf/…) | KDD | 2020|"): the
    column the papers' titles sit in holds a linked title in the other rows too ("| [Application Performance Anomaly
    Detection …](https://hal.archives-ouvertes.fr/…/document) | CIKM | 2020|")."""
    found: list[Draft] = []
    for run in _table_runs(blocks):
        read = [i for i in run if by_block.get(i)]
        if len(read) < _VOUCHING_ROWS or len(read) * 2 < len(run) or len(read) == len(run):
            continue
        columns: Counter[int] = Counter()
        for i in read[:_SAMPLED_ROWS]:  # (the column whose links' labels are the papers' titles)
            title = fold(by_block[i][0].title or "")
            labels = [{fold(seg.text) for ln in cell for seg in ln.segs if seg.href} for cell in blocks[i].cells]
            columns.update({k for k, linked in enumerate(labels) if title and title in linked})
        column, count = columns.most_common(1)[0] if columns else (0, 0)
        if count * 5 < min(len(read), _SAMPLED_ROWS) * 4:
            continue
        for i in run:
            block = blocks[i]
            if by_block.get(i) or column >= len(block.cells) or _title_column(block) is not None:
                continue
            if not any(_document_link(seg.href) for ln in block.cells[column] for seg in ln.segs if seg.href):
                continue  # (a schedule's "| Feb 18 | President's day - no class |": a slot with no paper)
            named = [*block.header] + [""] * (len(block.cells) - len(block.header))
            named[column] = "title"
            if (draft := _row_draft(i, dataclasses.replace(block, header=named))) is not None:
                found.append(draft)
                by_block[i] = [draft]
    return found


def _document_link(href: str) -> bool:
    """Whether a link may be a paper's: not a site's home page ("https://www.r-project.org/"), a page of a host
    that holds no papers (Wikipedia, YouTube), nor slides."""
    path = urlsplit(href).path.strip("/")
    return bool(path) and host_of(href) not in word_set("non_paper_hosts") and "slide" not in path.casefold()


#: The fewest rows read as papers by their links that vouch for the other rows of their table, and how many of them
#: are looked at for the column their titles are in.
_VOUCHING_ROWS = 3
_SAMPLED_ROWS = 50


def _table_runs(blocks: list[Block]) -> list[list[int]]:
    """The rows of each table (consecutive rows under one header), by block index."""
    runs: list[list[int]] = []
    for i, block in enumerate(blocks):
        if block.kind != "row" or block.labelled:
            continue
        if runs and runs[-1][-1] == i - 1 and blocks[i - 1].header == block.header:
            runs[-1].append(i)
        else:
            runs.append([i])
    return runs


def _row_text_ids(block: Block, draft: Draft) -> None:
    """Ids a row prints as text, not links: "| 2026 | `WGUS4P5R` | [Title](…) | 10.3390/electronics15030606 |"."""
    texts = [seg.text for cell in block.cells for line in cell for seg in line.segs if not seg.href]
    if any("10." in t or "arXiv" in t for t in texts):
        draft.add_ids(text_ids(" ".join(texts)))




def _rows_of_cell(block: Block) -> list[Block]:
    """A row whose title cell lists several titles, one a line (``1. Title<br>2. Title``), as one row a title;
    a venue cell with as many lines gives each its own ("ICLR,2018<br>CVPR,2017"), else every title the same.

    Lines that are no title (a label ending in a colon, one word, a model's name) are left out.
    """
    column = _title_column(block)
    if column is None or len(cell := [ln for ln in block.cells[column] if line_text(ln).strip()]) < 2:
        return [block]
    titled = [k for k, ln in enumerate(cell) if _cell_line_title(line_text(ln))]
    if not titled or (len(titled) == 1 and not any(_NUMBERED.match(line_text(ln)) for ln in cell)):
        return [block]  # (one title under numbered lines: "个性化对话:<br>1.Persona-Chat对话数据集<br>2.Personalizing")
    _, venues, _, _ = _header_kinds(tuple(block.header))
    lined = {
        i: lines
        for i, name in enumerate(block.header[: len(block.cells)])
        if name in venues and len(lines := [ln for ln in block.cells[i] if line_text(ln).strip()]) == len(cell)
    }
    rows = []
    for k in titled:
        line = cell[k]
        first = replace(line.segs[0], text=_NUMBERED.sub("", line.segs[0].text))  # "2.LifeLong Learning …"
        cells = [[lined[i][k]] if i in lined else c for i, c in enumerate(block.cells)]
        cells[column] = [replace(line, segs=[first, *line.segs[1:]])]
        rows.append(replace(block, cells=cells))
    return rows


def _cell_line_title(text: str) -> bool:
    """Whether one line of a table cell may be a title of its own: two words or more, no label ("个性化对话:")."""
    title = bare_title(_NUMBERED.sub("", text))
    return len(title.split()) >= 2 and is_title_like(title) and not text.rstrip().endswith((":", "："))


def _cell_citation(index: int, block: Block) -> Draft | None:
    """A row with no title column whose cell is a whole citation: '| 3 | Event-driven programming (cont.) | Pai,
    Vivek, Peter Druschel, and Willy Zwaenepoel. "Flash: An Efficient and Portable Web Server." Proceedings of …|'."""
    for cell in block.cells:
        raw = " ".join(line_text(ln) for ln in cell)
        if len(raw) < CITATION_CHARS or (ref := parse_reference(raw)) is None:
            continue
        # (a linked quoted title after its names is citation enough: '| Aug 25 | Chaiphet & Jenks to appear ["Names as
        # …"](…) |'; not a talk's: '| Nov 11, 4pm | Coppe van Urk "Interleaving hierarchies" |')
        linked = any(seg.href for c in block.cells for ln in c for seg in ln.segs)
        quoted = ref is not None and ref.style == "quoted title" and linked
        if _strong(ref) and ref.authors and ref.title and (ref.venue or ref.year or quoted):
            draft = Draft(index, block.line, reason=f"citation ({ref.style}) in a table cell")
            _apply(draft, ref, title=True)
            _link_fields(block, draft)
            return draft
    return None


def citation_cell_lines(block: Block) -> list[Block]:
    """The lines of a row's cell that lists whole citations, one a line, each as an item of its own: a seminar's
    "Readings" cell ('* R. Wang et al., [The Case for Shared-Memory Databases …](…), _Proc. VLDB Endowment_, 2022.
    <br/> * I. Blagodurov et al., …'), or a reading list's "Required | Prior work | Follow-up work" cells of linked
    citations ('<a href="…1803.03635.pdf">Frankle, J., &amp; Carbin, M. (2018). “The lottery ticket …”</a>')."""
    return _citation_lines(block, [ln for cell in block.cells for ln in cell])


def citation_paragraph_lines(block: Block) -> list[Block]:
    """The lines of a paragraph broken into whole citations, one a line, each as an item of its own (a reference list
    pasted with hard breaks: "[Amari, S., 1998. Natural gradient works efficiently in learning. Neural Computation 10,
    251-276.](./ref/Amari%2C%201998.pdf)\\" over "[Ao, P., 2004. …](…)\\"): every line an item of its own when
    nearly every one is a citation."""
    lines = [ln for ln in block.lines if line_text(ln).strip()]
    if len(_citation_lines(block, lines)) < _PARAGRAPH_CITED * len(lines):
        return []
    return [replace(block, kind="item", line=block.line + ln.offset, lines=[replace(ln, offset=0)]) for ln in lines]


#: The share of a paragraph's lines that must be citations for it to be read as a list of them.
_PARAGRAPH_CITED = 0.8


def _citation_lines(block: Block, lines: list[Line]) -> list[Block]:
    """Lines of a block that are whole citations (two or more), each as an item of its own on its own line."""
    lines = [ln for ln in lines if len(line_text(ln)) >= CITATION_CHARS]
    if len(lines) < 2:
        return []
    cited = []
    for line in lines:
        first = replace(line.segs[0], text=_CELL_BULLET.sub("", line.segs[0].text))
        text = _CELL_BULLET.sub("", line_text(line))
        draft = _line_draft(0, block.line, text, _first(line.bold), True, _first(line.italic))
        cites = draft is not None and draft.reason.startswith("citation") and bool(draft.authors)
        # (or numbered lines each linking its paper: "1\. [A Natural Policy Gradient, Kakade, 2002](….pdf).<br />2\. …")
        if cites or (_NUMBERED.match(text) and any(seg.href and len(seg.text.split()) >= 3 for seg in line.segs)):
            own = replace(line, offset=0, segs=[first, *line.segs[1:]])
            cited.append(replace(block, kind="item", line=block.line + line.offset, lines=[own], cells=[], header=[]))
    return cited if len(cited) >= 2 else []


#: A bullet opening a line of a table cell ("* R. Wang et al., …" after a "<br/>")
_CELL_BULLET = re.compile(r"^\s*[*•+-]\s+")


def _bold_citation(text: str, bold: str) -> Reference | None:
    """A citation whose title is its one bold span: names before it, a venue edition after it."""
    at = text.find(bold)
    if at < 0 or len(bold.split()) < 2:
        return None
    before = text[:at].rsplit(": ", 1)[-1]  # "by Softmax scaling: Sébastien Jean, …": a label before the names
    names = split_authors(before.strip(" .,:;`"))
    if names is None or not names[0]:
        return None
    rest = text[at + len(bold) :]
    venue = find_edition(rest) or tag_edition(rest.strip(" .,")) if len(rest) < 80 else None
    year = venue.year if venue else None
    return Reference(bare_title(bold), "authors. title. venue", names[0], names[1], venue, year)


def _title_column(block: Block) -> int | None:
    """The cell under a header naming the title ("Title", "Paper", "论文"), if the row has one."""
    named = title_header(block.header, lambda i: i < len(block.cells))
    return _bare_row_title(block) if named is None and not block.header else named


def _bare_row_title(block: Block) -> int | None:
    """The title cell of a row with no header (a list item parted by bars) that has a year cell and a cell of
    names: its longest title-like cell ("2010 | Feature Selection as a One-Player Game | Romaric Gaudel, Michele
    Sebag | ICML | [`PDF`](…)")."""
    texts = [" ".join(line_text(ln) for ln in cell).strip() for cell in block.cells]
    years = {i for i, t in enumerate(texts) if _cell_year(t)}
    names = {i for i, t in enumerate(texts) if i not in years and _named_cell(t) and _cell_names(block.cells[i])}
    titles = [(len(t), i) for i, t in enumerate(texts) if i not in years | names and len(t.split()) >= 3]
    return max(titles)[1] if years and names and titles and is_title_like(texts[max(titles)[1]]) else None


_GLUED_CELL_WORDS = 2


def _row_fields(block: Block, draft: Draft, column: int | None) -> None:
    """Authors, venue edition and year from the row's other cells ("Authors", "Publication": ``CVPR'2016``, "Year").

    Only cells under such a header are read (or every cell when the table has none): a table of
    thousands of rated submissions is not searched for venues in its score columns.
    """
    authors, venues, years, cites = _header_kinds(tuple(block.header))
    # (a schedule's "Date | Presenter | Paper": the date is the meeting's)
    meeting = any(header_names(" ".join(w for w in h.split() if not w.isdigit()), "presenter_headers")
                  for h in block.header)
    series: str | None = None
    dated = False  # whether the year came from a date column (an arXiv date, not the paper's edition)
    read = authors | venues | years | cites
    for i, cell in enumerate(block.cells):
        header = block.header[i] if i < len(block.header) else ""
        if i == column or (header and header not in read):
            continue
        cell_text = " ".join(line_text(ln) for ln in cell)
        if header in authors and _both_words(header) and (dated_names := _NAMES_YEAR.search(cell_text)):
            cell_text = cell_text[: dated_names.start()]  # "Zhen Tao,2026": the first author and the year
            draft.year = draft.year or int(dated_names.group(1))
            if not draft.authors and (parsed := names_of(cell_text.strip(" ,"))):
                draft.authors, draft.complete = parsed
        elif header in authors and not draft.authors and (parsed := _cell_names(cell)):
            draft.authors, draft.complete = parsed
        elif header in cites and not draft.authors and (
            cited := _AUTHOR_YEAR_CELL.match(cell_text.strip())
        ) and (parsed := split_authors(named := cited.group(1)) or (((Author(named, named),), True) if one_surname(
            named
        ) else None)):
            draft.authors, draft.complete = parsed  # "| Poole et al 2003 | [Commentary: This study failed?](…) |"
            draft.year = draft.year or int(cited.group(2))
        elif not header and not block.header and not draft.authors and _named_cell(cell_text) and (
            parsed := _cell_names(cell)
        ):
            draft.authors, draft.complete = parsed  # a row with no header at all: "| Xin He, et al. |"
        elif draft.venue is None and any(c.isdigit() for c in cell_text) and (edition := _cell_edition(cell_text)):
            draft.venue = edition
        elif not header and draft.year is None and (bare := cell_text.strip()).isdigit() and (year := _cell_year(bare)):
            draft.year = year  # a headerless table's year column: "|2022|[Contrastive Deep Supervision, …](…)|"
        elif header in years and not (meeting and "date" in header.split()) and (
            year := _cell_year(" ".join(seg.text for ln in cell for seg in ln.segs))
        ):
            draft.year = year  # the cell's link text too: "['22](https://recsys.acm.org/recsys22/…)"
            dated = dated or "date" in header.split()
        elif header in years and (printed := _NAMED_YEAR.fullmatch(cell_text.strip())):
            # "Pub.&Year": "npj vaccines '2024", "Brief Bioinform '2011": the venue as printed and its year
            draft.year = draft.year or int(printed.group(2))
            if set(header.split()) & venues or set(header.split()) & _VENUE_WORDS:
                series = series or printed.group(1).strip()
        elif header in venues and draft.venue is None and len(cell_text.split()) <= _GLUED_CELL_WORDS and (
            printed_edition := named_venue(cell_text.strip())
        ):
            draft.venue = printed_edition  # "IV2018", "Sensors 2018": a venue the table does not know, and its year
        elif header in venues and draft.venue is None and (named := _series_cell(cell_text)):
            series = named  # "Arxiv", "CIKM" with no year: the year may come from a year or date column
        elif not header and not block.header and draft.venue is None and (named := find_series(cell_text.strip())):
            # (the cell is the venue's name or alias alone: "NIPS" is NeurIPS; not a title that holds one)
            alone = fold(canonical_series(cell_text.strip())) == fold(named) or is_venue_name(cell_text.strip())
            series = named if alone else series
    if not draft.authors and column is not None and column < len(block.cells):
        # the title cell's own line of names in italics: "… [[Link](…)] <br> *Fengyao Bai, Hongbin Zhang, …*"
        for line in block.cells[column][1:]:
            if line.italic and fold(line.italic[0]) == fold(line_text(line)) and (named := names_of(line.italic[0])):
                draft.authors, draft.complete = named
                break
    if dated and draft.venue is not None and draft.year != draft.venue.year:
        draft.year = draft.venue.year  # "2023-12-13" (the arXiv date) beside "NeurIPS '24": the edition's year
    if draft.venue is None and series is not None:
        dates = [m.group(1) for cell in block.cells if (m := _DATE.match(" ".join(line_text(ln) for ln in cell)))]
        year = draft.year or (int(dates[0]) if dates else None)
        draft.venue, draft.series = (VenueEdition(series, year), None) if year else (None, series)
    elif dated and draft.venue is None and draft.series is None and draft.arxiv and draft.year:
        # "|2026-04-14|Title|…|[2604.12909](arxiv)|": a date column in the month of the arXiv id is its posting date
        posted = [m for cell in block.cells if (m := _DATE.match(" ".join(line_text(ln) for ln in cell)))]
        if posted and draft.arxiv[:4] == f"{posted[0].group(1)[2:]}{int(posted[0].group(2)):02d}":
            draft.venue = VenueEdition("arXiv", draft.year)


#: A short citation opening a cell, names then year: "Poole et al 2003", "Dumas and Stensrud 2025", "Savitz 1993"
_AUTHOR_YEAR_CELL = re.compile(
    r"([A-Z][\w'’-]+(?: et al\.?| (?:and|&) [A-Z][\w'’-]+)?),? \(?((?:19|20)\d\d)[a-z]?\)?(?!\d)"
)


def _named_cell(text: str) -> bool:
    """Whether a cell of a row with no header may hold names: two or more, or one and "et al."."""
    return ", " in text or " and " in text or " & " in text or "et al" in text


#: Fewer words than this in an unlinked title cell need title case to be a title ("Deep Sets", not "Due to holiday").
_SHORT_ROW_TITLE = 4


def _cell_names(cell: list[Line]) -> tuple[tuple[Author, ...], bool] | None:
    """The names of an authors cell, also when only spaces set them apart: two or more ("Shaojie Bai  J. Zico
    Kolter  Vladlen Koltun"), or one between given name and surname pairs ("Jianmin Wang Mingsheng Long Haixu Wu").

    >>> from kg.notes.extract.generic.segments import Line, Seg
    >>> [a.name for a in _cell_names([Line(0, [Seg("Jianmin Wang Mingsheng Long Haixu Wu, Jiehui Xu")])])[0]]
    ['Jianmin Wang', 'Mingsheng Long', 'Haixu Wu', 'Jiehui Xu']
    >>> [a.name for a in _cell_names([Line(0, [Seg("Kexin Pei, Columbia University")]),
    ...                               Line(1, [Seg("Yinzhi Cao, Lehigh University")])])[0]]
    ['Kexin Pei', 'Yinzhi Cao']
    >>> [a.name for a in _cell_names([Line(0, [Seg("吳尚哲 (Shangzhe Wu), University of Oxford")]),
    ...                               Line(1, [Seg("Andrea Vedaldi, University of Oxford")])])[0]]
    ['Shangzhe Wu', 'Andrea Vedaldi']
    """
    lines = [shown for line in cell if (shown := "".join(seg.text for seg in line.segs).strip())]
    if CJK_LETTER.search(cell_text := " ".join(lines)) and "(" in cell_text:  # "吳尚哲 (Shangzhe Wu), University …"
        lines = [_NATIVE_NAME.sub(r"\1", t) for t in lines]
    if len(lines) >= 2 and all(t.count(", ") == 1 and is_name(t.split(", ")[0]) for t in lines):
        # "Kexin Pei, Columbia University<br>Yinzhi Cao, Lehigh University": a name and its affiliation a line
        return tuple(Author(n, n) for n in (t.split(", ")[0] for t in lines)), True
    if ", " in (text := " ".join(lines)) and (affiliated := _affiliated_names(lines)):
        # "Noam Brown & Tuomas Sandholm, Carnegie Mellon University", "Chaitanya Desai, University of California,
        # Irvine": names, then their affiliation (and its place), a line
        return affiliated, True
    if not any(c in text for c in ",;&") and _WIDE_GAP.search(text):
        text = ", ".join(_WIDE_GAP.split(text))
    parts = []
    for part in text.split(", "):
        words = part.split()
        paired = len(words) >= _PAIRED_WORDS and len(words) % 2 == 0
        paired = paired and all(_GIVEN_OR_SURNAME.fullmatch(w) for w in words)
        parts += [" ".join(words[k : k + 2]) for k in range(0, len(words), 2)] if paired else [part]
    return split_authors(", ".join(parts))


_AND_NAMES = re.compile(r"\s+(?:&|and)\s+")


def _affiliated_names(lines: list[str]) -> tuple[Author, ...] | None:
    """The names of a cell whose every line ends with an affiliation after its names, or None."""
    found: list[Author] = []
    placed = 0  # lines whose affiliation is known as one ("Apple", "Stanford University"; not "Inria")
    for line in lines:
        parts = line.split(", ")
        if len(parts) < 2 or ";" in line or ET_AL_ANYWHERE.search(line) or not is_name(_AND_NAMES.split(parts[0])[0]):
            return None  # (not "Huang, Beichen; Wu, Xingyu": surnames first)
        placed += any(is_affiliation(part) or fold(part) in organisations() for part in parts[1:])
        found += names_with_affiliations(line)  # (none from "Kurt COrnelis, Katholieke Universiteit Leuven")
    return tuple(found) if found and 2 * placed >= len(lines) else None


_WIDE_GAP = re.compile(r"\s{2,}")
#: A name in Chinese characters with its Latin spelling in brackets: "吳尚哲 (Shangzhe Wu)", "張翔宇(Xiangyu Zhang)"
_NATIVE_NAME = re.compile(rf"[{CJK_LETTERS}·]+\s*[(（]([^()（）]+)[)）]")
#: Words of a run of names read as given name and surname pairs: three people or more ("Bryan Kian Hsiang Low" is one)
_PAIRED_WORDS = 6
#: A word that may be a given name or a surname in a run of them: capitalised, letters only (no initial, no "van").
_GIVEN_OR_SURNAME = re.compile(r"[A-ZÀ-Þ][a-zß-ÿ]+(?:-[A-Z]?[a-zß-ÿ]+)?")


@lru_cache(maxsize=4096)  # a venue column repeats a few editions over thousands of rows
def _cell_edition(text: str) -> VenueEdition | None:
    """A venue cell's edition: a known venue, or an acronym and a year ("ISSTA 2024"), not a sentence.

    >>> _cell_edition("ISSTA 2024"), _cell_edition("CVPR'2016"), _cell_edition("Accepted in 2024 after review")
    (VenueEdition(series='ISSTA', year=2024), VenueEdition(series='CVPR', year=2016), None)
    """
    return find_edition(text) or (tag_edition(text) if len(text) <= 40 else None)


@lru_cache(maxsize=256)  # every row of a table has the same header
def _header_kinds(header: tuple[str, ...]) -> tuple[frozenset[str], ...]:
    """The header names that hold authors, venues, years and short citations ("M.Year", "Author(s)": a header
    holding the word; "作者 年份", "Author & Year": both, names then the year; "Reference": "Poole et al 2003")."""
    authors = word_set("author_headers") | {h for h in header if "author" in h.split() or _both_words(h)}
    years = word_set("year_headers") | {h for h in header if "year" in h.split()}
    # (a header naming a venue among other words: "会议/期刊", "Confere.")
    venues = word_set("venue_headers") | {h for h in header if header_names(h, "venue_headers") and h not in years}
    return frozenset(authors), frozenset(venues), frozenset(years), word_set("short_citation_headers")


def _both_words(header: str) -> bool:
    """Whether a header names authors then a year: "作者 年份", "author year"."""
    words = header.split()
    return len(words) == 2 and words[0] in word_set("author_headers") and words[1] in word_set("year_headers")


def _cell_year(text: str) -> int | None:
    """A year column's cell: ``2019``, or ``'19`` (a link text on some awesome lists).

    >>> _cell_year("2019"), _cell_year("'19"), _cell_year("n/a"), _cell_year("5.2013"), _cell_year("2016a")
    (2019, 2019, None, 2013, 2016)
    >>> _cell_year("July 3, 2024"), _cell_year("3 Jul 2024"), _cell_year("Sept. 2021")
    (2024, 2024, 2021)
    """
    text = text.strip()
    if len(text) == 5 and text[4] in "abcdefgh":
        text = text[:4]  # "2016a": the first of an author's papers that year, as a reference list tells them apart
    if len(text) == 4 and text.isdigit() and text[:2] in ("19", "20"):
        return int(text)
    if (short := _SHORT_YEAR.fullmatch(text)) is not None:
        return 2000 + int(short.group(1)) if int(short.group(1)) < 70 else 1900 + int(short.group(1))
    if len(text) <= 10 and (dated := _DATED_YEAR.fullmatch(text)):  # "5.2013", "2013-05", "2013/5"
        return int(dated.group(1) or dated.group(2))
    if len(text) <= 20 and (spelt := _SPELT_DATE.fullmatch(text)):  # a newsletter's "Release Date": "July 3, 2024"
        return int(spelt.group(1))
    return None


def _series_cell(text: str) -> str | None:
    """A venue column's series: a known one, else a name the venue table does not know ("CIKM", "RecSys")."""
    text = " ".join(text.split())
    if found := find_series(text):
        return found
    # "CIKM", "RecSys", or a journal's printed name: "IEEE Transactions on Power Systems", "Neurocomputing"
    if _SERIES_NAME.fullmatch(text) or _JOURNAL_NAME.fullmatch(text):
        return text
    # (its volume and pages after it, a series after a colon: "Ann. Appl. Stat. 19(1): 419-439.", "Journal of the
    # Royal Statistical Society: Series C")
    name = printed_venue(text) if ":" in text or any(c.isdigit() for c in text) else None
    words = name.replace(":", " ").split() if name else []
    return name if words and all(w[:1].isupper() or w in _JOURNAL_SMALL_WORDS for w in words) else None


_JOURNAL_SMALL_WORDS = frozenset(["of", "on", "and", "for", "in", "the", "&"])


#: A first author's name before a title: surname then initials with a stop or after a comma ("Wang F. ", "Zeiler
#: M.D. ", "He, K "), or initials with a stop then the surname ("J. Johnson ", "M F. Mathieu ")
_NAME_LEAD = re.compile(
    r"^(?:[A-Z][a-z]+(?:-[A-Z][a-z]+)?(?:, ?(?:[A-Z]\.?){1,3}|(?: [A-Z]\.?)?(?: ?[A-Z]\.)(?:[A-Z]\.?)?)"
    r"|(?:[A-Z]\.? ){0,2}[A-Z]\. [A-Z][a-z]+) (?=[A-Z][a-z])"
)


def _quoted_after_label(text: str) -> bool:
    """Whether a labelled line's value is a citation with a quoted title and names: 'Summary: "Title", Names (2013)'."""
    value = text.partition(":")[2].strip()
    if value[:1] not in ('"', "“"):
        return False
    ref = parse_reference(value)
    return ref is not None and ref.style == "quoted title" and bool(ref.authors)


def _run_on_citations(index: int, block: Block) -> list[Draft]:
    """Citations run together in one wrapped paragraph, as a word processor's list pasted loses its breaks: each
    ends with its journal's year, volume and pages and the next opens with a surname and initials ("… The Lancet.
    1992;340(8821):709-12. Lawlor DA, Smith GD, Bruckdorfer KR, … Those confounded vitamins: …").

    >>> from kg.notes.extract.generic.blocks import document_blocks
    >>> from kg.notes.read import parse
    >>> text = ("Hernán MA, Robins JM. A structural approach. Epidemiology. 2004;15(5):615-25. Munafò MR,\\n"
    ...         "Smith GD. Robust research needs many lines of evidence. Nature. 2018;553:399-401.\\n")
    >>> [(d.title, d.line) for d in _run_on_citations(0, document_blocks(parse(text, "n.md", "n").tokens)[0][0])]
    [('A structural approach', 1), ('Robust research needs many lines of evidence', 1)]
    """
    texts = [line_text(line) for line in block.lines]
    joined = " ".join(texts)
    if len(_VOLUME_YEAR.findall(joined)) < _RUN_ON_CITATIONS:
        return []
    starts = list(itertools.accumulate(len(t) + 1 for t in texts))  # where each line after the first opens
    cuts = [0, *(m.end() for m in _CITATION_BREAK.finditer(joined)), len(joined)]
    drafts = []
    for begin, end in itertools.pairwise(cuts):
        piece = joined[begin:end].strip()
        ref = parse_reference(piece if piece.endswith(".") else f"{piece}.")
        if ref is None or not ref.authors or len(ref.title.split()) < 2:
            continue
        offset = block.lines[sum(begin >= at for at in starts[:-1])].offset
        draft = Draft(index, block.line + offset, ref.title, titled=True, reason="one of citations run together")
        _apply(draft, ref, title=True)
        drafts.append(draft)
    return drafts if len(drafts) >= _RUN_ON_CITATIONS else []


#: A journal's year and volume, Vancouver's way: "1992;340(8821)", "2018;553:"
_VOLUME_YEAR = re.compile(r"\b(?:19|20)\d\d;\s*\d")
#: Where a citation ends and the next begins: its pages or year and a stop, then "Surname AB," or "Surname AB."
_CITATION_BREAK = re.compile(r"(?<=[\d)])\.\s+(?=[A-Z][\w'’-]+(?: [A-Z][\w'’-]+)? [A-Z]{1,3}(?:,| and|\.))")
_RUN_ON_CITATIONS = 2


#: A label before a whole citation: "Citation:", "Cite as:", "Reference:"
_CITATION_LABEL = re.compile(r"^\s*(?:citation|cite(?: as)?|reference|how to cite|引用)\s*[:：]\s*", re.IGNORECASE)


def _line_draft(
    index: int,
    line_no: int,
    text: str,
    bold: str = "",
    one_line: bool = True,
    italic: str = "",
    run: bool = False,
    item: bool = False,
    linked: str = "",
) -> Draft | None:
    """A citation, a title with a venue tag, or a task-list item title, from one text (``run``: one line of
    several, each read on its own; ``item``: a list item, which a comment may open; ``linked``: the text of the
    line's first link naming something, which bounds a title the citation runs on past)."""
    if "[[cite:" in text:
        text = _ORG_CITE.sub("", text)  # (its names and year: org_cite)
    task, raw = bool(TASK_MARK.match(text)), text
    if (cited := _CITATION_LABEL.match(text)) and (ref := parse_reference(text[cited.end() :])) and ref.authors:
        text = text[cited.end() :]  # "Citation: Rackow, Thomas, et al. _Robustness of AI-based …_ arXiv … (2024)."
    elif is_field_line(text) and not _quoted_after_label(text):  # "Authors: ...", "Venue: CVPR 2016": a field of the
        return None  # entry above (not '[**Summary**](note.md): "**Maxout Networks**", I. Goodfellow et al. (2013)')
    # Without link residue ("Title[OSDI'20]: [[Paper](…)]" leaves "Title[OSDI'20]: []") and a field label.
    text = clean_title(strip_label(TASK_MARK.sub("", text)))
    text = _LEAD_MARKS.sub("", text)  # "✅ 2024 Nature Genetics - Computational prediction and …": a reader's mark
    text = SEE_ALSO.sub("", text)  # "See also: **Rethinking the Inception Architecture … (2016)**, Szegedy, …"
    if (lead := _CJK_NAMES_LEAD.match(text)) and len(text) > lead.end():
        text = text[lead.end() :]  # "- 김*록 A neural conversational model (2015), O. Vinyals …": who presents it
    if "《" in text and _MARK_LEAD.match(text) and (marked := _marked_title(text)) and is_title_like(
        bare := bare_title(marked)
    ):
        # "467.《Too Consistent to Detect: …》，EMNLP2025": the marks bound the title, whatever the line says around it
        draft = Draft(index, line_no, bare, titled=True, reason="a title in book-title marks")
        if tagged := venue_tag(marked):
            draft.title, draft.venue = tagged
        return draft
    # ("Adán, M., …, 2003, Spatial statistics in …, *The digital heritage of archaeology*.": the journal in italics)
    marked = f", *{italic}*" if italic and f", {italic}" in text else ""
    ref = (
        _titled_by(text, italic)
        or (names_year_title_journal(text.replace(f", {italic}", marked, 1)) if marked else None)
        or parse_reference(text)
    )
    if ref is None and text.endswith(")") and (bracketed := _LABELLED_CITATION.match(text)):
        # "- network pruning (Gao Huang, …, and Kilian Q Weinberger. Condensenet: An efficient densenet …. In CVPR,
        # 2018.)": a label, the citation in brackets after it
        inner = parse_reference(bracketed.group("citation"))
        ref = inner if inner is not None and inner.authors and _strong(inner) else None
    if (ref is None or ref.style == "venue tag") and italic and (emphasised := emphasised_title_citation(text, italic)):
        ref = emphasised  # "L. Trevisan, *Max cut and the smallest eigenvalue*, SIAM Journal on Computing, 2012."
    if italic and _misread_italic(ref, italic) and (book := _names_then_italic(text, italic)):
        ref = book  # "[SD07] S. Silbernagl und A. Despopoulos, _Taschenatlas Physiologie_, ed. 7. Auflage. …, 2007."
    if ref is None and one_line and (", " in text or " / " in text):
        ref = title_then_fields(text)  # "Graph Attention Networks, Authors: Petar Veličković, …", one line only
    if ref is None and run and ": " in text and not task:
        ref = byline_title(text)  # a programme's "Damian Markham and Anne Marin: Practical sharing of …", line by line
    labels_it = bold and text.startswith(bold) and len(text) > 2 * len(bold)
    # (not an owner's name stressed in the byline it opens: "**Stewart, P.S.**, Barwell, L.J., … (2026). Title.",
    # "__Nell LA__, Kishinevsky M, …")
    labels_it = labels_it and not (
        text[len(bold) :].lstrip()[:1] in (",", "&") and (_NAME_INITIAL.search(bold) or _VANCOUVER_NAME.fullmatch(bold))
    )
    swallowed = ref is not None and bool(ref.authors) and ref.authors[0].raw.startswith(bold)  # "Paper 9 Gordon DE"
    if labels_it and (ref is None or ref.style in ("APA", "Harvard") or swallowed):
        # "**Isolation Forest**. Liu, F.T., … 2008. Isolation forest." — the bold name labels the citation
        labelled = parse_reference(text[len(bold) :].lstrip(" .:："))
        ref = labelled if labelled is not None and labelled.authors else ref
    comment = _LEAD_COMMENT.match(text) if ref is None or not ref.authors else None
    label = comment.group(0).strip("\u200b \t:：") if comment else ""
    if comment and (item or _paper_word_in(label) or _MODEL_LABEL.fullmatch(label)):
        # "- 深度学习圣经：Bengio, Yoshua, … “Deep learning.” An MIT Press book. (2015)": a comment labels the citation
        # (in a paragraph only when the comment says "paper": "原始 NeRF 论文（精读）：Mildenhall B, …"; "引用：Da J,
        # … Title[C]// …" under a paper's heading is that paper's own citation)
        commented = parse_reference(text[comment.end() :])
        ref = commented if commented is not None and commented.authors and _strong(commented) else ref
        # "* VGG: Very deep convolutional networks for …. arXiv:1409.1556 (September 2014)": a title and a venue
        ref = ref or _title_then_venue(text[comment.end() :])
    if ref is not None and ref.style == "venue tag" and not ref.authors and ", " in ref.title:
        named = title_comma_names(ref.title)
        if named is not None and not any(c.isdigit() for c in named.title):  # "Title, T. Garfinkel, … (NDSS), 2003."
            ref = Reference(named.title, ref.style, named.authors, named.complete, ref.venue, ref.year, ref.ids)
    if ref is not None and (_strong(ref) or ref.style == "venue tag") and not is_venue_name(ref.title):
        # ('"Programming Language Design and Implementation (PLDI), 2019, Phoenix AZ" -> "PLDI 2019"': a venue)
        draft = Draft(index, line_no, reason=f"citation ({ref.style})", book=ref.book)
        _apply(draft, ref, title=True)
        if bold and len(bold.split()) >= 3 and draft.title and len(draft.title) > len(bold) + 2:
            if fold(draft.title).startswith(fold(bold)):  # "(2021): __Learning from disagreement: A survey__ Find at:"
                # ("… Wadler. **Imperative Functional Programming** (1993).": the year after it)
                draft.title, draft.year = bare_title(bold), draft.year or printed_year(draft.title[len(bold) :])
        if italic and len(italic.split()) >= 2 and draft.title and len(draft.title) > len(italic) + 2:
            ends = draft.title[len(italic) :].lstrip()[:1] in ".,"  # (not "*… in speech*" / "recognition. IEEE …")
            if ends and fold(draft.title).startswith(fold(italic)):  # "**He, X., …**. *Neural factorization …*. ,"
                draft.title, draft.year = bare_title(italic), draft.year or printed_year(draft.title[len(italic) :])
        if linked and draft.title and (head := bare_title(linked)) and draft.title.startswith(head):
            # "**Piel et al. 2010.** [Global distribution of … hypothesis](doi) Nature Communications 1:104.": the
            # link ends the title, the journal follows it
            rest = draft.title[len(head) :].strip()
            if len(head.split()) >= _MIN_TITLE_WORDS and (journal := find_venue(rest) or printed_venue(rest)):
                draft.title, draft.year = head, draft.year or printed_year(rest)
                if isinstance(journal, VenueEdition):
                    draft.venue = draft.venue or journal
                elif draft.venue is None and draft.year:
                    draft.venue = VenueEdition(journal, draft.year)
                elif draft.venue is None:
                    draft.series = journal
        return draft
    title = bare_title(text)
    # "- [ ] Kosseim/Lapalme (1998) Choosing Rhetorical …", "* [ ] Hale (2014) - Automaton theories of …" (whose lead
    # the cleaning drops)
    if task and (surnamed := surname_year_title(text) or surname_year_title(strip_label(TASK_MARK.sub("", raw)))):
        draft = Draft(index, line_no, reason="task-list item (surname (year) title)")
        _apply(draft, surnamed, title=True)
        return draft
    if task and is_title_like(title) and len(title.split()) >= 2:
        draft = Draft(index, line_no, title, titled=True, reason="task-list item")
        if short := short_citation(strip_label(TASK_MARK.sub("", raw))):  # "- [ ] Bashivan et al (2019) - Title"
            draft.authors, draft.complete, draft.year = short
        elif (lead := _NAME_LEAD.match(title)) and (lead_names := split_authors(lead.group(0).strip())):
            # "- [ ] Wang F. Residual Attention Network …", "- [ ] J. Johnson Perceptual losses …": the first author
            if len(title[lead.end() :].split()) >= 2:
                draft.title, draft.authors, draft.complete = title[lead.end() :], lead_names[0], False
        return draft
    if bold and text.startswith(bold) and len(bold.split()) >= 3 and is_title_like(bold):
        tag = re.match(r"\s*[(\[]([^()\[\]]{3,40})[)\]]", text[len(bold) :])
        if tag and (venue := tag_edition(tag.group(1))):
            draft = Draft(index, line_no, bare_title(bold), titled=True, reason="bold title with a venue tag")
            draft.venue = venue
            return draft
        if italic and fold(text[len(bold) :]) == fold(italic) and len(italic.split()) <= _JOURNAL_WORDS:
            # "- **ArchR is a scalable software package for … analysis.** *Nature Genetics*" under "## 2021"
            draft = Draft(index, line_no, bare_title(bold), titled=True, reason="bold title over its journal")
            draft.series = find_series(italic) or italic.strip(" .,;")
            return draft
        if byline := _bold_byline(text, bold):  # "**Title**. Names [Affiliation] (2019)"
            draft = Draft(index, line_no, bare_title(bold), titled=True, reason="bold title over names and a year")
            draft.authors, draft.complete, draft.year = byline
            return draft
        dated = CLOSING_YEAR.search(bold)
        after = _NAMES_AFTER_COMMA.match(text[len(bold) :]) if dated else None
        if dated and after and (names := _surnames_before_host(after.group(1).strip(" ,."))):
            # "**Mining Association Rules between Sets of Items … (1993)**, Agrawal, Imielinski, and Swami, [@…](…)"
            title = bare_title(bold[: dated.start()])
            draft = Draft(index, line_no, title, titled=True, reason="bold title and year over names")
            draft.authors, draft.complete, draft.year = names[0], names[1], int(dated.group(1))
            return draft
    if (
        item
        and (dated := _YEAR_LEAD.match(TASK_MARK.sub("", raw)))
        and is_title_case(rest := bare_title(_YEAR_LEAD.sub("", text, count=1)))
    ):
        draft = Draft(index, line_no, rest, titled=True, reason="title after its date in brackets")
        draft.year = int(dated.group(1))  # "* **[2024.05]** SCREWMIMIC: Bimanual Imitation from Human Videos …"
        return draft
    return None



def _linked_text(block: Block) -> str:
    """The text of a block's first link that names something (not "[PDF]", not a bare URL)."""
    named = (seg.text for ln in block.lines for seg in ln.segs if seg.href and not is_generic_link_text(seg.text))
    return next(named, "")


def _labelled_citation(block: Block, lines: list[Draft | None]) -> Draft | None:
    """The citation on an item's second line, under a first line that names its paper (the title, or the name it
    proposes), as the item's entry; not the end of a citation wrapped over the lines."""
    if len(lines) < 2 or lines[0] is not None or (cited := lines[1]) is None or any(d for d in lines[2:]):
        return None
    if not (cited.reason.startswith("citation") and cited.authors and cited.title):
        return None
    label = fold(line_text(block.lines[0]))
    return cited if label and label in fold(line_text(block.lines[1])) else None


def _paper_word_in(text: str) -> bool:
    """Whether a comment names what follows a paper: "原始 NeRF 论文（精读）", "Seminal paper"."""
    return not word_set("paper_link_words").union(word_set("prose_paper_words")).isdisjoint(tokens_of(text))


def _title_then_venue(text: str) -> Reference | None:
    """A title, a full stop, then where it appeared: an arXiv id, a known venue or a year (no names).

    >>> ref = _title_then_venue("Human-level control through deep reinforcement learning. Nature 518, 7540(2015).")
    >>> ref.title, ref.venue
    ('Human-level control through deep reinforcement learning', VenueEdition(series='Nature', year=2015))
    """
    cut = _TITLE_STOP.search(text)
    title = text[: cut.start()].strip() if cut else ""
    if not title[:1].isupper() or not is_title_like(title) or len(title.split()) < _MIN_TITLE_WORDS:
        return None  # (not "… network: a single deep network that represents multiple DSNs. All the DSNs share …")
    rest = text[cut.end() :] if cut else ""
    ids = text_ids(rest)
    year = int(found.group(1)) if (found := _YEAR_IN.search(rest)) else None
    venue = find_venue(rest) or (VenueEdition("arXiv", year) if "arxiv" in ids and year else None)
    named = len(rest.split()) <= _SERIES_WORDS and find_series(rest) is not None
    if not (ids or venue or named or (year and len(rest.split()) <= _YEAR_REST_WORDS)):
        return None  # ("Going deeper with convolutions. IEEE conference on computer vision …": a venue, no year)
    return Reference(title, "title. venue", (), True, venue, year or (venue.year if venue else None), ids)


#: The full stop that ends a title (not an initial's or an abbreviation's: "vs.", "e.g.").
_TITLE_STOP = re.compile(r"(?<![A-Z])(?<!\bvs)(?<!\be\.g)\.\s+(?=\S)")
#: Words a venue named without a year may take: "IEEE conference on computer vision and pattern recognition."
_SERIES_WORDS = 10
#: Words after a title that may hold nothing but its year and pages: "2014. 580-587".
_YEAR_REST_WORDS = 3


#: A short comment and a colon before a pasted citation: "AlexNet的深度学习突破：", "사물 검출 (R-CNN): ".
_LEAD_COMMENT = re.compile(r"^[^:：“”\"«»\[\]]{1,40}?[：:]\s*(?=\S)")
#: A model's name labelling its citation in a paragraph: "Depth-Supervised NeRF (DS-NeRF)", "Info-NeRF", "Mip-NeRF 360"
#: (four words at most, one with a capital inside: a name, not "Summary of Week").
_MODEL_LABEL = re.compile(r"(?=.*(?:[a-z][A-Z]|[A-Z]-|-[A-Z]|[A-Z]{2}))[\w.+-]+(?: [\w.+()（）-]+){0,3}", re.ASCII)


def _first(spans: list[str]) -> str:
    return spans[0] if spans else ""


def arxiv_listing_draft(index: int, block: Block) -> Draft | None:
    """A paper copied from an arXiv listing: ``arXiv:2410.18558  [pdf, other]  cs.CL`` over its title line.

    >>> from kg.notes.extract.generic.blocks import document_blocks
    >>> from kg.notes.read import parse
    >>> text = "arXiv:2405.02246  [pdf, other]  cs.CV cs.AI\\nWhat matters when building vision-language models?\\n"
    >>> draft = arxiv_listing_draft(0, document_blocks(parse(text, "n.md", "n").tokens)[0][0])
    >>> draft.title, draft.arxiv
    ('What matters when building vision-language models?', '2405.02246')
    """
    if len(block.lines) < 2 or not (match := _ARXIV_LISTING.match(line_text(block.lines[0]))):
        return None
    title = bare_title(line_text(block.lines[1]))
    if not is_title_like(title):
        return None
    draft = Draft(index, block.line, title, titled=True, reason="an arXiv listing copy")
    draft.arxiv = match.group(1)
    return draft


#: A labelled line under a Title: line ("Speaker: Rui Li", "Code: https://…"): no part of its citation
_LABELLED = re.compile(r"^\s*[^\s:：]{2,20}(?:\s[^\s:：]{1,20})?\s*[:：]")


def labelled_records(index: int, block: Block) -> list[Draft]:
    """Entries of a block of labelled lines, one per "Title:" line, each with the links of the lines under it:
    "Title: Uformer: …" / "Paper：https://openaccess.thecvf.com/…" / "Code： https://github.com/…" / "Title: …".
    """
    if block.kind == "row" or not block.lines:
        return []
    if len(block.lines) == 1:  # "- Title: HyDiff: Hybrid Differential Software Analysis (paper)", notes below it
        if not (title := labelled_title(line_text(block.lines[0]))):
            return []
        draft = Draft(index, block.line, _no_stop(title), titled=True, reason="a Title: line")
        lines_link_fields(block.lines, draft, own_ids=True)  # "Title: [The Quantum Spin Hall Effect](doi)"
        _cited_value(draft, title)
        return [draft]
    drafts: list[Draft] = []
    cited: list[str] = []  # the Title: value and the unlabelled lines under it
    for line in block.lines:
        if title := labelled_title(line_text(line)):
            if drafts:
                _cited_value(drafts[-1], " ".join(cited))
            drafts.append(Draft(index, block.line + line.offset, _no_stop(title), titled=True, reason="a Title: line"))
            lines_link_fields([line], drafts[-1], own_ids=True)  # "<i>Title</i>: <a href="…/2110.10472.pdf">…</a>"
            cited = [title]
        elif drafts:
            lines_link_fields([line], drafts[-1], own_ids=True)
            if not _LABELLED.match(text := line_text(line)):
                cited.append(text)
    if drafts:
        _cited_value(drafts[-1], " ".join(cited))
    return drafts


def _no_stop(title: str) -> str:
    """A labelled title without the stop ending it: "论文标题: A Three-Way Model for … Data." → "… Data"."""
    title = title.rstrip(";；。 ")
    return title[:-1] if title.endswith(".") and not title.endswith("..") else title


def _citing(ref: Reference | None, draft: Draft) -> bool:
    """Whether a citation read from a Title: value names the draft's title and says who or where."""
    # (a journal's volume and pages with no year still cut the title: "… Boutons. Cell 172,262-274")
    said = ref is not None and (ref.authors or ref.venue or ref.style == JOURNAL_STYLE)
    return bool(ref and said and len(ref.title.split()) >= 3 and fold(ref.title) in fold(draft.title or ""))


#: A year right after a title: in brackets (" (2023)", "（2019）", "[2023]") or after a comma (", 2023, by Grace C. …")
_YEAR_BRACKET = re.compile(r"\s*(?:[(（\[]\s*((?:19|20)\d\d)\s*[)）\]]|,\s*((?:19|20)\d\d)(?![\w\-–/]|\.\d))")


def _bracketed_fields(draft: Draft, text: str) -> None:
    """Fields a bracket after the title gives: "[Title](…)（Lin et al., 2021, arXiv）", "Title（1975, **VSM**）"."""
    if draft.title and (draft.year is None or not draft.authors) and (group := _TRAILING_GROUP.search(text)):
        if bracketed := bracket_fields(group.group(1)):
            if not draft.authors and bracketed[0]:
                draft.authors, draft.complete = bracketed[0], bracketed[1]
            draft.year, draft.venue = draft.year or bracketed[2], draft.venue or bracketed[3]
    at = text.find(draft.title) if draft.title else -1
    if at >= 0 and draft.year is None and (dated := _YEAR_BRACKET.match(text, at + len(draft.title or ""))):
        draft.year = int(dated.group(1) or dated.group(2))  # "- [sQUlearn – A Python Library …](arxiv…) (2023)"
    if at >= 0 and draft.venue is None and (tag := _EDITION_BRACKET.match(text, at + len(draft.title or ""))):
        # "Oobleck: Resilient Distributed Training … ([SOSP 2023](../../reading-notes/…))": the link text is the venue,
        # as is "[PDSW 2019]" after "[In Search of a Fast and Efficient Serverless DAG Engine](arxiv…)"
        named = _JOURNAL_YEAR.fullmatch(tag.group(1)) if tag.group(0).lstrip(" ,")[:1] == "[" else None
        edition = tag_edition(tag.group(1)) or (VenueEdition(named.group(1), int(named.group(2))) if named else None)
        if edition:
            draft.venue, draft.year = edition, draft.year or edition.year
    if draft.title and not draft.authors and at >= 0:
        # "[Eigenfaces for Recognition](…) (Matthew Turk and Alex Pentland)": the names in brackets after the title
        bracket = _NAMES_BRACKET.match(text, at + len(draft.title))
        parsed = split_authors(bracket.group(1)) if bracket else None
        if parsed and parsed[0] and all(is_name(a.raw) or "," in a.raw for a in parsed[0]):
            draft.authors, draft.complete = parsed


def _cited_value(draft: Draft, text: str) -> None:
    """The fields of a citation a Title: value starts or is ("Title: Soldatov, R. et al. Spatiotemporal structure …
    Science (New York, N.Y.) 364 (2019)." / "Title: PINK1 Inhibits …." over "Zhang Y, …, et al. Molecular Cell.")."""
    longer = len(text.split()) > len((draft.title or "").split()) or ". " in text
    # (or a journal's volume and pages after the title: "Title: The gut-brain axis …. Nature, 2020, 580(7804): 1-6")
    ref = next((r for r in (parse_reference(text) if longer else None, title_then_journal(text)) if _citing(r, draft)),
               None)
    if ref is None:
        return
    draft.title = ref.title
    if not draft.authors:
        draft.authors, draft.complete = ref.authors, ref.complete
    draft.venue, draft.year = draft.venue or ref.venue, draft.year or ref.year
    draft.add_ids(ref.ids)


def _only_non_paper_links(block: Block) -> bool:
    """Whether the block links somewhere and every link goes to a video, code, blog or social host."""
    hosts = [host_of(seg.href) for line in block.lines for seg in line.segs if seg.href]
    return bool(hosts) and all(h in word_set("non_paper_hosts") for h in hosts)


def _only_playlists(block: Block) -> bool:
    """Whether the block links somewhere and every link is a video playlist (a course, not a paper's talk)."""
    urls = [seg.href for line in block.lines for seg in line.segs if seg.href]
    videos = word_set("video_hosts")
    return bool(urls) and all(host_of(u) in videos and ("list=" in u or "/playlist" in u) for u in urls)


#: Names in Chinese, Japanese or Korean letters (a mark masking one) opening an item: who presents the paper
_CJK_NAMES_LEAD = re.compile(
    rf"^[`\s]*[{CJK_LETTERS}*]{{2,6}}(?:[`\s]*,[`\s]*[{CJK_LETTERS}*]{{2,6}})*[`\s]*:?\s+(?=[A-Z\"“])"
)
#: Most words of a journal's name set in italics after a title
_JOURNAL_WORDS = 8
#: A title between the marks Chinese wraps a work's title in, alone on its line
_BOOK_MARKS = re.compile(r"《([^《》]{8,300})》")
_LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*")
_MIN_TITLE_WORDS = 3
#: A wiki link to a literature note named for its citation key, shown as "Title, YEAR" (Zotero's Obsidian notes)
_CITEKEY_LINK = re.compile(r"\[\[@[^\]|#]+(?:#[^\]|]*)?\\?\|([^\]]+)\]\]")


def _citekey_links(index: int, block: Block) -> list[Draft]:
    """Papers cited by wiki links to citation-key notes that show their title and year, one a link.

    >>> from kg.notes.extract.generic.blocks import document_blocks
    >>> from kg.notes.read import parse
    >>> text = "- [[@2022TrainShortTestPress|ALiBi]]（[[@2022TrainShortTestPress|Train Short, Test Long: Attention "
    >>> text += "with Linear Biases Enables Input Length Extrapolation, 2022]]）\\n"
    >>> [(d.title, d.year) for d in _citekey_links(0, document_blocks(parse(text, "n.md", "n").tokens)[0][0])]
    [('Train Short, Test Long: Attention with Linear Biases Enables Input Length Extrapolation', 2022)]
    """
    found = []
    for line in block.lines:
        for match in _CITEKEY_LINK.finditer("".join(seg.text for seg in line.segs)):
            title, year = split_dashed_year(match.group(1).strip())  # (a short name alone, "ALiBi", names no paper)
            if year is not None and len(title.split()) >= 2 and is_title_like(title):
                draft = Draft(index, block.line + line.offset, title, titled=True, reason="a citation-key wiki link")
                draft.year = year
                found.append(draft)
    return found


def plain_citation_lines(index: int, block: Block, found: list[Draft]) -> list[Draft]:
    """The lines of a paragraph that are citations on their own, with no link, beside lines read by their links:
    "[(Almost) Everything in Moderation: … - Guess 2021](…)" over "Internet, News, and Political Trust: … - Ceron
    2015" (a reading list pasted line by line)."""
    taken = {d.line for d in found}
    cited = []
    for line in block.lines:
        line_no = block.line + line.offset
        if line_no in taken or any(seg.href for seg in line.segs):
            continue
        draft = _line_draft(index, line_no, line_text(line), _first(line.bold), italic=_first(line.italic), run=True)
        if draft is not None and draft.reason.startswith("citation") and draft.title and draft.authors and draft.year:
            cited.append(draft)
    return cited


def _wrapped_citation(index: int, block: Block, first: Draft) -> Draft | None:
    """The block's lines joined as one citation, when it goes on past the first line: its title ('Bator, F.
    M., "The Simple Analytics of' / 'Welfare Maximization," American Economic Review, …'), or the venue and year
    the first line's citation lacks ('Alchian, Armen A., "Costs and Outputs,"' / '*The Allocation …* (1959).')."""
    italic = next((ln.italic[0] for ln in block.lines if ln.italic), "")
    whole = _line_draft(index, block.line, block_text(block), _first(block.lines[0].bold), False, italic)
    if whole is None or not whole.reason.startswith("citation") or not whole.title:
        return None
    longer = fold(whole.title) not in fold(line_text(block.lines[0]))
    gains = (first.venue is None and whole.venue is not None) or (first.year is None and whole.year is not None)
    return whole if longer or gains else None


#: A journal's volume after its name: ", 44(4), 377-403", " 25, 100552"
_VOLUME_AFTER = re.compile(r"^\s*,?\s*\d{1,4}\s*(?:\(\d{1,4}\))?\s*[,:]")
def _misread_italic(ref: Reference | None, italic: str) -> bool:
    """Whether a citation read left out the title the text sets in italics: none read, or the italic title taken
    for a name ("…, R. Deutzmann, _Duale Reihe Biochemie_, ed. 4. Auflage." read as names up to it, "Auflage")."""
    # (or a title read that still holds a chapter's quotes: 'J. Eilers, „Nervenzellen“, in Physiologie …')
    return ref is None or any(fold(a.raw) == fold(italic) for a in ref.authors) or "„" in ref.title


def _names_then_italic(text: str, italic: str) -> Reference | None:
    """Names, then a book's title in italics and where and when it came out: "[SD07] S. Silbernagl und A.
    Despopoulos, _Taschenatlas Physiologie_, ed. 7. Auflage. Stuttgart: Thieme, 2007.".

    >>> ref = _names_then_italic("S. Silbernagl und A. Despopoulos, Taschenatlas Physiologie, ed. 7. Auflage. "
    ...                          "Stuttgart: Thieme, 2007.", "Taschenatlas Physiologie")
    >>> ref.title, [a.name for a in ref.authors], ref.year
    ('Taschenatlas Physiologie', ['S. Silbernagl', 'A. Despopoulos'], 2007)
    """
    at = text.find(italic)
    lead = _LEAD_TAG.sub("", text[:at], count=1).rstrip(" ,:") if at > 0 else ""
    # (or names, a chapter's title in quotes and the book in italics: 'J. Eilers, „Nervenzellen“, in _Physiologie …_')
    chapter = _QUOTED_CHAPTER.fullmatch(lead) if lead and lead[-1] in "n“”\"," else None
    lead = chapter.group(1) if chapter else lead
    names = split_authors(lead) if lead and len(italic.split()) >= 2 and (chapter or not _QUOTES & set(lead)) else None
    year = printed_year(text[at + len(italic) :]) if names and names[0] else None
    if not names or not names[0] or year is None or not all(is_name(a.raw) for a in names[0]):
        return None
    if len(names[0]) == 1 and "." not in lead:
        return None  # (one name with no initial may be a title's words: "The enigma of mixed dementia Jellinger KA")
    if chapter:
        title, venue = chapter.group(2), VenueEdition(bare_title(italic), year)
        return Reference(title, "names, quoted title, book", names[0], names[1], venue, year)
    return Reference(bare_title(italic), "names, italic title", names[0], names[1], None, year, book=True)


_QUOTES = set('"“„')
#: Names, then a title in quotes and "in" before the book's: 'B. Fakler und J. Eilers, „Ruhemembranpotenzial …“, in'
_QUOTED_CHAPTER = re.compile(r"(.+?),\s*[„“\"]([^„“”\"]{3,200})[“”\"],?\s*(?:in|In)?")


#: A mark set after a name: "Gu, C *., ", "Ratnasingam, S *."
_NAME_MARK = re.compile(r"\s+[*†‡]+\s*(?=[.,])")


def _names_first_citation(index: int, block: Block) -> Draft | None:
    """A paragraph that is one citation wrapped over its lines, its authors and year first, then its title in
    italics (a book) or in quotes (an article, the italics after it its journal): "Herve Bazin. 2000. *The Eradication
    of Smallpox: Edward Jenner and the" / "First and Only …*. San Diego:" / "Academic Press."."""
    text = _OTHER_EDITION.sub(r"\1", block_text(block))  # "1993 (1963)": the edition read, the first one after it
    if len(block.lines) > _WRAPPED_LINES or not (lead := _NAMES_YEAR_LEAD.match(text)):
        return None
    italics = [span for ln in block.lines for span in ln.italic]
    rest = text[lead.end() :].lstrip(" .")
    quoted = _QUOTED_LEAD.match(rest)
    title = quoted.group(1).strip(" .,") if quoted else next((t for t in italics if rest.startswith(t)), None)
    names = split_authors(lead.group(1))
    if not title or not names or not names[0] or len(title.split()) < 2:
        return None
    draft = Draft(index, block.line, title, titled=True, reason="citation (names, year, title)")
    draft.authors, draft.complete, draft.year = names[0], names[1], int(lead.group(2))
    journal = next((t for t in italics if t != title), None) if quoted else None  # "“Arsenic …”. *The Lancet*."
    draft.venue = VenueEdition(journal.strip(" .,"), draft.year) if journal else None
    _link_fields(block, draft)  # "<https://doi.org/10.1080/17442508.2016.1146282>."
    return draft


#: Who and when open a citation: "Herve Bazin. 2000. ", "E. P. Thompson. 1963. "
_NAMES_YEAR_LEAD = re.compile(r"^([^\W\d][^()]{2,120}?)\.\s+((?:18|19|20)\d\d)\.?\s")
#: A title in quotes opening the rest of a citation: "“Arsenic as a preservative of dead bodies”. "
_QUOTED_LEAD = re.compile(r"^[\"“]([^\"“”]{4,300})[\"”]")
#: A year, then another in brackets: the edition read and the first ("Asa Briggs. 1993 (1963).")
_OTHER_EDITION = re.compile(r"\b((?:18|19|20)\d\d) \((?:18|19|20)\d\d\)")
#: The most lines of a paragraph read as one wrapped citation
_WRAPPED_LINES = 4
#: A reference list's number opening a line: "[12] ", "[3]"
_REFERENCE_NUMBER = re.compile(r"^\s*\[\d{1,3}\]\s")
#: A reference's mark opening its first line: "[12] ", "[a] "
_REFERENCE_MARK = re.compile(r"^\s*\[(?:\d{1,3}|[a-z])\]\s+")


def _marked_citations(index: int, block: Block) -> list[Draft]:
    """References each opening with its mark and wrapped over the lines up to the next ("[a] Z. Fu, F. Angelini, …,
    Gm-phd filter based … correlation" / "matching, in: 2018 IEEE International Conference …" / "[b] F. Pernici, …"):
    one citation a mark, when most of them read as one."""
    starts = [k for k, ln in enumerate(block.lines) if _REFERENCE_MARK.match(line_text(ln))]
    if len(starts) < 2 or len(starts) == len(block.lines) or starts[0] != 0:
        return []  # (a mark on every line: each line is a citation of its own, read line by line)
    drafts = []
    for start, end in itertools.pairwise([*starts, len(block.lines)]):
        text = _REFERENCE_MARK.sub("", " ".join(line_text(ln).strip() for ln in block.lines[start:end]), count=1)
        ref = parse_reference(text)
        if ref is not None and ref.authors and _strong(ref) and len(ref.title.split()) >= _MIN_TITLE_WORDS:
            draft = Draft(index, block.line + block.lines[start].offset, reason=f"citation ({ref.style})")
            _apply(draft, ref, title=True)
            lines_link_fields(block.lines[start:end], draft)
            drafts.append(draft)
    return drafts if 2 * len(drafts) >= len(starts) else []


def _names_italic_year(index: int, block: Block) -> Draft | None:
    """An item opening with surnames, a title in italics and the year, comments after it: "Harford, *The
    Undercover Economist,* 2005. Basics of microeconomics, …" (a book list with a word on each)."""
    first = block.lines[0]
    text = line_text(first)
    title = first.italic[0].strip(" ,.")
    at = text.find(title)
    if at <= 0 or not title[:1].isupper():
        return None
    names = text[:at].strip(" ,")
    year = _YEAR_AFTER_ITALIC.match(text[at + len(title) :])
    if not year or not names:
        return None
    parsed = split_authors(names)
    if not parsed or not parsed[0]:
        parsed = _surnames_only(names)
    if not parsed:
        return None
    draft = Draft(index, block.line, bare_title(title), titled=True, reason="names, an italic title and the year")
    draft.authors, draft.complete, draft.year = parsed[0], parsed[1], int(year.group(1))
    return draft


#: The year right after an italic title: ",* 2005.", " (2005)"
_YEAR_AFTER_ITALIC = re.compile(r"[\s,.]*\(?((?:19|20)\d\d)\)?(?:[.,;:]|$)")


def _surnames_only(text: str) -> tuple[tuple[Author, ...], bool] | None:
    """Surnames joined by "and" or "&" ("Levitt and Dubner"), else None."""
    names = [n for n in re.split(r"\s*(?:&|\band\b|,)\s*", text) if n]
    return (tuple(Author(n, n) for n in names), True) if names and all(one_surname(n) for n in names) else None


def _tagged_names_over_title(index: int, block: Block) -> Draft | None:
    """An item whose first line is a venue tag and the names, its second the title: "- [ICALP 2016] Benoit Libert,
    Somindu C. Ramanna, Moti Yung" / "Functional Commitment Schemes: From Polynomial Commitments to …"."""
    first, second = (line_text(ln) for ln in block.lines)
    if (tag := _LEAD_TAG.match(first)) is None or (edition := tag_edition(tag.group(1))) is None:
        return None
    byline, title = names_of(first[tag.end() :].strip()), bare_title(second)
    if byline is None or not is_title_like(title) or len(title.split()) < 2:
        return None
    draft = Draft(index, block.line, title, titled=True, authors=byline[0], complete=byline[1], venue=edition,
                  reason="citation (venue tag, names, title)")
    draft.year = edition.year
    return draft


def _labelled_line_citation(block: Block, lines: list[Draft | None], cited: Draft) -> bool:
    """Whether a block's one citation read line by line stands among short labels and addresses only: a course's
    "📕 Leitura obrigatória" over "COLELLO, S. G. Concepções de leitura …, 2010." over "<http://…pdf>"."""
    if not (cited.reason.startswith("citation") and cited.authors and cited.year and cited.title):
        return False
    at = lines.index(cited)
    if _CITATION_LABEL.match(line_text(block.lines[at])):
        return False  # ("方向：知识图谱" over "引用：Hildebrandt M, …[C]//…": a one-paper note citing itself)
    labels = [line_text(ln).strip() for ln in block.lines[:at]]
    if any(_JOINED_ON.search(t) for t in labels):
        return False  # ("Niu, Jingcheng  and" / "Lu, Wenjie  and" / "Penn, Gerald (2022): __Title__": names go on)
    short = all(len(_WORDS_OF_LETTERS.findall(t)) <= _CITATION_LABEL_WORDS and not _YEAR_IN.search(t) for t in labels)
    # (lines after it hold its address only: a citation wrapped onto them goes on in words)
    return short and not any(line_text(ln).strip() for ln in block.lines[at + 1 :])


_CITATION_LABEL_WORDS = 6
_JOINED_ON = re.compile(r"(?:[,;&]|\band|\bund|\bet)\s*$")


def _title_over_italic_names(index: int, block: Block) -> Draft | None:
    """An item whose first line is the title and whose second is its names, all in italics: "- Don't Generate,
    Discriminate: A Proposal for Grounding …<br/> _Yu Gu, Xiang Deng and Yu Su_" (the commas in the title and the
    colon after "Linear Classifier" are the title's, not a byline's)."""
    first, second = block.lines
    names = line_text(second).strip()
    if first.italic or not second.italic or fold(second.italic[0]) != fold(names):
        return None
    title, byline = bare_title(line_text(first)), names_of(names)
    # ("【ICCV 2021】Speech Drives Templates: …." over "*Shenhan Qian; Zhi Tu; …*": the tag is its venue)
    tagged = ref if (ref := parse_reference(title)) is not None and ref.style == "venue tag" else None
    title = tagged.title if tagged else title
    if byline is None or not is_title_like(title) or len(title.split()) < 2:
        return None
    draft = Draft(index, block.line, title, titled=True, authors=byline[0], complete=byline[1],
                  reason="a title over its names in italics")
    if tagged:
        draft.venue, draft.year = tagged.venue, tagged.year
    return draft


def _marked_heading_title(index: int, block: Block) -> Draft | None:
    """A heading naming its paper in 《》 after a short label: "## 第八篇《DeNet: Scalable Real-time Object Detection
    with Directed Sparse Sampling》"."""
    text = line_text(block.lines[0]).strip() if len(block.lines) == 1 else ""
    marked = _MARKED_AFTER_LABEL.fullmatch(text)
    if marked is None or len(_LATIN_WORD.findall(title := marked.group(1).strip())) < _MIN_TITLE_WORDS:
        return None
    if not is_title_like(title):
        return None
    return Draft(index, block.line, title, titled=True, reason="a heading's title in 《》")


#: A short label, then a title in book-title marks closing the text: "第八篇《DeNet: …》"
_MARKED_AFTER_LABEL = re.compile(r"[^《》]{0,12}《([^《》]{8,300})》[\s.。]*")


def _names_bold_title_heading(index: int, block: Block) -> Draft | None:
    """A heading that is a citation: names, then the title in bold ("### Klaus-Dieter Schewe and Flavio Ferrarotti.
    **Behavioural Theory of Reflective Parallel Algorithms.**", a disclosure box's summary opened), else None."""
    line = block.lines[0] if len(block.lines) == 1 else None
    if line is None or len(line.bold) != 1:
        return None
    text = line_text(line)
    names, bold, rest = text.partition(line.bold[0])
    title = bare_title(bold)
    if rest.strip(" .*") or not is_title_like(title) or not (byline := names_of(names.strip(" *").rstrip("."))):
        return None
    if len(byline[0]) == 1 and len(byline[0][0].name.split()) < 2:
        return None  # (one word is no byline: "### Notes. **A Title**")
    return Draft(index, block.line, title, titled=True, authors=byline[0], complete=byline[1],
                 reason="citation (names, bold title)")


def text_drafts(index: int, block: Block) -> list[Draft]:
    """The papers a block with no id link names by its text alone: one citation a line, or the block as one."""
    if block.kind == "row":
        return [d for row in _rows_of_cell(block) if (d := _row_draft(index, row))]
    if block.kind == "heading":
        if (cited := _names_bold_title_heading(index, block)) or (cited := _marked_heading_title(index, block)):
            return [cited]
        return []
    if any("[[@" in seg.text for ln in block.lines for seg in ln.segs) and (keyed := _citekey_links(index, block)):
        return keyed
    if listed := arxiv_listing_draft(index, block):
        return [listed]
    if block.kind == "paragraph" and len(block.lines) >= 2 and (run := _run_on_citations(index, block)):
        return run
    if len(block.lines) >= 2 and (label := _CITATION_LABEL.match(first := line_text(block.lines[0]))) and (
        label.end() == len(first.rstrip())
    ):
        # "**Citation:**" over "Price, I., Sanchez-Gonzalez, A., Alet, F., et al. _Probabilistic weather …_. …"
        cited = _line_draft(index, block.line + block.lines[1].offset, " ".join(map(line_text, block.lines[1:])))
        return [cited] if cited else []
    if len(block.lines) == 1 and (marked := _BOOK_MARKS.fullmatch(line_text(block.lines[0]).strip())):
        title = marked.group(1).strip()  # "《Emu2: Generative Multimodal Models are In-Context Learners》" alone
        if len(_LATIN_WORD.findall(title)) >= _MIN_TITLE_WORDS and is_title_like(title):
            return [Draft(index, block.line, title, titled=True, reason="a title in 《》")]
    # (lines of numbered references under labels are a citation each: "*ULP PLL* \" / "[1] N. Pourmousavian et al., …")
    if block.kind == "item" and len(block.lines) == 3:
        # "- [DartControl: …](https://zkf1997.github.io/DART/) \" / "  Kaifeng Zhao, Gen Li, Siyu Tang \" / "  ICLR …"
        lined = Draft(index, block.line, reason="title, names and venue lines")
        _title_names_venue_lines(block, lined)
        if lined.authors:
            return [lined]
    if block.lines and block.lines[0].italic and _tagged_italic_names(block):
        return []  # "*Yaoting Wang, …, Hao Fei.* Preprint'25" under its item's title: a byline (apply_fields)
    numbered = len(block.lines) >= 2 and any(_REFERENCE_NUMBER.match(line_text(ln)) for ln in block.lines[1:])
    if len(block.lines) > 2 and not numbered and (
        cited := _names_title_venue(index, block) or _pubmed(index, block) or _field_lines(index, block)
    ):
        return [cited]
    if len(block.lines) == 1 and (paired := _tag_joined(index, block)):
        return paired
    if block.kind == "item" and len(block.lines) == 2 and (tagged := _tagged_names_over_title(index, block)):
        return [tagged]
    if block.kind == "item" and len(block.lines) == 2 and (over_names := _title_over_italic_names(index, block)):
        return [over_names]
    if len(block.lines) in (2, 3) and (addressed := _over_its_address(index, block)):
        return [addressed]
    if block.kind == "item" and block.lines and block.lines[0].italic and (lead := _names_italic_year(index, block)):
        return [lead]
    if block.lines and all(ln.italic for ln in block.lines) and _italic_names(block):
        return []  # "*Gilmer, Justin and … and Dahl, George E.*" under a title: its authors (apply_fields), no paper
    if len(block.lines) > 2 and (referenced := _marked_citations(index, block)):
        return referenced
    if len(block.lines) > 1:
        if block.kind == "paragraph" and (wrapped := _names_first_citation(index, block)):
            return [wrapped]  # "Asa Briggs. 1993. *Victorian Cities*. Berkeley: University of" / "California Press."
        if block.kind == "paragraph" and _title_then_names(block):
            return []  # "Title" / "Names" / "NeurIPS 2018" lines: title_over_authors reads them, not as one citation
        lines = [
            _line_draft(
                index, block.line + ln.offset, line_text(ln), _first(ln.bold), italic=_first(ln.italic), run=True
            )
            for ln in block.lines
        ]
        found = [d for d in lines if d is not None]
        if numbered and found and all(d.reason.startswith("citation") for d in found):
            return found  # the numbered references, not their labels ("*ULP PLL* \" / "=> ADPLL \" over "[1] …")
        if block.kind == "paragraph" and len(found) == 1 and _labelled_line_citation(block, lines, found[0]):
            _link_fields(block, found[0])
            return found  # "📕 Leitura obrigatória" over "COLELLO, S. G. Concepções de leitura … 2010." over <url>
        if block.kind == "item" and (cited := _labelled_citation(block, lines)):
            cited.line = block.line
            return [cited]  # "- The Algorithm Design Manual 3rd" / "  Skiena, S. S. The Algorithm Design Manual …"
        if lines[0] is not None and len(found) == 1 and not _wrapped_citation(index, block, lines[0]):
            # (the next line with text: a "<br />" before the break leaves an empty one)
            following = next((t for ln in block.lines[1:] if (t := line_text(ln).strip())), "")
            if names := names_of(following):
                lines[0].authors, lines[0].complete = names  # "- [ ] Title" over "Thomas Steinke · Milad Nasr"
            if names or lines[0].venue or lines[0].reason.startswith("citation"):
                _link_fields(block, lines[0])
                return [lines[0]]  # "**[NL]** Non-local Neural Networks **[CVPR' 18]**" over a description
        # One entry a line only when the lines read alike (a title wrapped over two lines does not).
        if len(found) >= 2 and len({d.reason for d in found}) == 1:
            if found[0].reason.startswith("citation") and (parts := _lines_apart(found, block)):
                # "- Boente, … (2017) Robust estimators for" / "additive models …. *Journal of …*" / "- Boente and
                # Fraiman (1989), …": citations each wrapped over the lines up to the next one's
                whole = [_wrapped_citation(index, part, line) or line for line, part in parts]
                for cited, (_, part) in zip(whole, parts, strict=True):
                    _link_fields(part, cited)
                return whole
            return found
        if is_field_line(line_text(block.lines[0])):
            return []
    bold = _first(block.lines[0].bold) if block.lines else ""
    italic = next((ln.italic[0] for ln in block.lines if ln.italic), "")
    draft = _line_draft(
        index, block.line, block_text(block), bold, one_line=len(block.lines) == 1, italic=italic,
        item=block.kind == "item", linked=_linked_text(block),
    )
    if draft is None and block.kind == "item" and (placeholder := _empty_link_title(block)):
        draft = Draft(index, block.line, placeholder, titled=True, reason=EMPTY_LINK)
    elif draft is not None and draft.title and (linked := _empty_link_text(block)) and draft.title.startswith(linked):
        # "`NeurIPS 2022` [M4Singer: a Multi-Style, …]() , Lichao Zhang, …, **Yi Ren**, et al. *(Datasets and …)*":
        # the link left empty holds the title, the names after it
        after = _AFTER_NAMES_END.split(draft.title[len(linked) :], maxsplit=1)[0].strip(" ,")
        draft.title = linked
        if not draft.authors and after and (names := names_of(after)):
            draft.authors, draft.complete = names
    if draft is None and block.kind == "item" and (translated := _cjk_title_then_names(line_text(block.lines[0]))):
        draft = Draft(index, block.line, translated[0], titled=True, reason="a CJK title over names parted by 、")
        draft.authors, draft.complete = translated[1], True  # "- 分散最近傍分類の統計的保証 JiexinDuan、Xingye Qiao、…"
    if draft is None and block.kind == "item" and (presented := _title_cjk_presenter(line_text(block.lines[0]))):
        draft = Draft(index, block.line, presented[0], titled=True, reason="a title, a CJK name and an affiliation")
        draft.authors, draft.complete = (Author(presented[1], presented[1]),), False
    if draft is None and block.kind == "item" and (semi := names_semicolon_title(block_text(block))):
        draft = Draft(index, block.line, reason="citation (names; title)")  # "* Benjamin Pierce; Types and …"
        _apply(draft, semi, title=True)
    if draft is None and block.kind == "item" and (surnamed := surname_year_title(block_text(block))):
        draft = Draft(index, block.line, reason="citation (surname (year) title)")  # "Hosios (1988) On the …"
        _apply(draft, surnamed, title=True)
    if draft is None and len(block.lines) == 1 and (signed := names_comma_title(block_text(block))) and signed.year:
        # "Patrick Kidger, Terry Lyons, Universal approximation with deep narrow networks (2019)", a paragraph
        draft = Draft(index, block.line, reason="citation (authors, title (year))")
        _apply(draft, signed, title=True)
    if draft is None and block.kind == "item" and (named := _title_and_names(block)) and _named_enough(named):
        # "* Dynamic Taint Analysis: …, J. Newsome and D. Song." / "  Network and Distributed Systems Security …, 2005."
        draft = Draft(index, block.line, reason="citation (title, authors)")
        _apply(draft, named, title=True)
    if draft is None:
        return prose_drafts(index, block) if block.kind == "paragraph" else []
    if draft.reason == "task-list item" and _only_non_paper_links(block):
        return []  # "- [x] [Lecture 14: Transformers](youtube…)", "- [x] [Continuous batching](huggingface.co/blog/…)"
    _link_fields(block, draft)
    return [draft]


#: Two papers on one line, each closed by its venue tag, joined by "&": "Title. [AJHG, 2012] & Title. [AJHG, 2017]"
_TAG_JOINED = re.compile(r"(?<=(?:19|20)\d\d\])\s+&\s+(?=\S)")


def _tag_joined(index: int, block: Block) -> list[Draft]:
    """The papers of a line that joins two or more, each tagged with its venue edition, by "&"."""
    parts = _TAG_JOINED.split(line_text(block.lines[0]))
    if len(parts) < 2:
        return []
    drafts = [_line_draft(index, block.line, part) for part in parts]
    found = [d for d in drafts if d is not None and d.title and (d.venue or d.year)]
    return found if len(found) == len(parts) else []


def _title_semicolon_names(text: str) -> tuple[str, tuple[tuple[Author, ...], bool]] | None:
    """A link text that is a title, a full stop and names parted by semicolons: "MEGAN: Molecule edit graph attention
    network: …. Mikołaj Sacha;Mikołaj Błaż;Piotr Byrski"."""
    for stop in re.finditer(r"\. ", text):  # (the names' own initials hold stops: "Connor W. Coley")
        head, tail = text[: stop.start()], text[stop.end() :]
        if ";" in tail and len(head.split()) >= 3 and (named := split_authors(tail)) and len(named[0]) >= 2:
            return bare_title(head), named
    return None


#: An acronym glued to a year: "JCIM2021", "TKDE2019"
_GLUED = re.compile(r"([A-Z][A-Za-z]{1,9})((?:19|20)\d\d)")


def _glued_edition(word: str) -> VenueEdition | None:
    """A venue the tables do not know, as its acronym glued to the year: "JCIM2021"."""
    glued = _GLUED.fullmatch(word)
    return VenueEdition(glued.group(1), int(glued.group(2))) if glued and glued.group(1).isupper() else None


#: A journal's name of two words or more and a year after a linked title: ", Expert Systems with Applications, 2022"
_JOURNAL_YEAR_AFTER = re.compile(r"\s*,\s*([A-Z][A-Za-z&]+(?: [A-Za-z&]+){1,8}),\s*(?:19|20)\d\d\s*\.?")


#: The host Google Scholar prints after a citation's year: "2022•Elsevier", "2023•arxiv.org"
_SCHOLAR_HOST = re.compile(r"(?<=\d)\s*•\s*[^,;•]+$")


def _titled_by(text: str, italic: str) -> Reference | None:
    """A citation that opens with its title in italics and "by" its names: "*Interpretable Decision Sets: A Joint
    Framework for Description and Prediction* by Lakkaraju, H, et al. KDD 2016." (the colon no names' end)."""
    if not italic or not text.startswith(italic) or not _BY_WORD.match(text, len(italic)):
        return None
    ref = emphasised_title_citation(text, italic)
    return ref if ref is not None and ref.authors else None


#: "by" after an emphasised title.
_BY_WORD = re.compile(r"\s*,?\s*by\s", re.IGNORECASE)


#: The reason of an entry whose title is a link left empty.
EMPTY_LINK = "a title with an empty link"


def _empty_link_title(block: Block) -> str | None:
    """The title an item opens with as a link left empty, its address still to come: "- [Implementing a distance
    based classifier with a quantum interference circuit]()  `#algo`"."""
    shown = [seg for seg in block.lines[0].segs if seg.text.strip()] if block.lines else []
    if not shown or shown[0].href != "" or any(seg.href for seg in shown[1:]):
        return None
    return _empty_link_text(block)


def _empty_link_text(block: Block) -> str | None:
    """The text of the one link left empty on a line of an item, when it reads as a title."""
    empty = [seg for ln in block.lines[:1] for seg in ln.segs if seg.href == "" and seg.text.strip()]
    title = clean_title(" ".join(empty[0].text.split())) if len(empty) == 1 else ""
    return title if len(title.split()) >= _MIN_TITLE_WORDS and is_title_like(title) else None


# What may stand between a paper word and the title it introduces: "paper titled", "paper, ", "paper:".
_INTRODUCED = re.compile(r"(\w+)(?:\s+(?:titled|entitled|called))?\s*[,:]?\s*[“\"]?$")


def prose_drafts(index: int, block: Block) -> list[Draft]:
    """Papers prose names in italics right after a paper word: "in their paper *From data to functa: ...*".

    >>> from kg.notes.extract.generic.blocks import document_blocks
    >>> from kg.notes.read import parse
    >>> blocks, _ = document_blocks(parse("Shown by Dupont in their paper *From data to functa: Your data point "
    ...                                   "is a function*. A session titled *Shift Happens* too.", "n.md", "n").tokens)
    >>> [d.title for d in prose_drafts(0, blocks[0])]
    ['From data to functa: Your data point is a function']
    """
    found = []
    for line in block.lines:
        text = line_text(line)
        for span in line.italic:
            at = text.find(span)
            cue = _INTRODUCED.search(text[max(0, at - 40) : at]) if at > 0 else None
            title = bare_title(span)
            if (
                cue
                and cue.group(1).casefold() in word_set("prose_paper_words")
                and len(title.split()) >= 3
                and is_title_like(title)
            ):
                found.append(Draft(index, block.line + line.offset, title, titled=True, reason="a paper prose names"))
    return found


# The head line of an arXiv listing entry: the id, "[pdf, html, other]", subject classes.
_ARXIV_LISTING = re.compile(r"^\s*arXiv:\s*(\d{4}\.\d{4,5})(?:v\d+)?(?:\s*\[[^\]]*\])?(?:\s+[a-z-]+\.[A-Za-z-]+)*\s*$")
# An author-year citation in brackets: "(Wu et al., 2021)", "(Kitaev and Kaiser, 2020)".
#: A venue edition in brackets right after a title: " (SOSP 2023)"
_EDITION_BRACKET = re.compile(r"[\s,]*[（(\[]\s*([^()（）\[\]]{3,40}?)\s*[)）\]]")
#: Names in brackets right after a title, the closing bracket perhaps cut off with the line: " (Jia-Yu Pan, …)"
_NAMES_BRACKET = re.compile(rf"\s*[（(]\s*([^()（）\d{CJK_LETTERS}]{{3,600}}?)\s*(?:[)）]|$)")  # (not who presents it)
_TRAILING_GROUP = re.compile(r"[（(]\s*([^()（）]{4,80}?)\s*[)）]")
# (a month may come before the year: "(Kawamuro et al., 06-2026)", "(Miller et al., June 2026)")
_AUTHOR_YEAR = re.compile(
    rf"\(([^()\d,]{{2,80}}?)(?:,\s*|\s+)(?:\d{{1,2}}[-/.]|(?:{MONTH_NAME.pattern})\.?\s+)?((?:19|20)\d\d)[a-z]?\)"
)
_SURNAME = re.compile(r"[A-Z][a-z]+(?:-[A-Z][a-z]+)?")
#: A closing initial's stop: "… and Fabry, R.S. , [A Fast File System for UNIX](…)"
_INITIAL_END = re.compile(r"(?<![^\W\d_])[A-Z]\.[\s,:-]*$")
#: One surname (perhaps "et al."), then the linked title, then a year: "Elman, [Finding Structure in Time](…), 1990"
#: A surname with "et al." or two surnames, and a year, after a linked title: ", Rurik et al. 2022: …"
_SURNAMES_YEAR_AFTER = re.compile(
    r"\s*,\s*([A-Z][\w'’-]+)(?:\s+(et al\.?)|\s+(?:and|&)\s+([A-Z][\w'’-]+)),?\s+"
    r"\(?((?:19|20)\d\d)\)?(?=\s*[:.,;]|\s*$)"
)
_SURNAME_TITLE_YEAR = re.compile(r"\s*([A-Z][a-z]+(?:-[A-Z][a-z]+)?)\d?(\s+et al\.?)?,?\s*\|,\s*((?:19|20)\d\d)\.?\s*")
_CLOCK = re.compile(r"\b\d{1,2}:\d\d\b")
_AFFILIATION = re.compile(r"\s*\([^()]*\)\s*$")
_BRACKET_THEN_MORE = re.compile(r"\)\s*(?:et\.?\s+al|,|and\b|&)")
_AFFILIATIONS = re.compile(r"\s*\((?:[^()]|\([^()]*\))*\)")


@lru_cache(maxsize=8192)  # the same lines of names come back in every entry that prints them; treat as read-only
def names_of(text: str) -> tuple[tuple[Author, ...], bool] | None:
    """The authors of a line that is nothing but names (an affiliation in brackets after a name is dropped).

    >>> [a.name for a in names_of("Zhijian Liu (MIT)")[0]], names_of("Deep residual learning") is None
    (['Zhijian Liu'], True)
    >>> [a.name for a in names_of("Yanhao Wang (University of Helsinki) and Michael Mathioudakis (Helsinki)")[0]]
    ['Yanhao Wang', 'Michael Mathioudakis']
    >>> [a.name for a in names_of("Weitao FengLei BaiWanli Ouyang")[0]], names_of("Before Class:")
    (['Weitao Feng', 'Lei Bai', 'Wanli Ouyang'], None)
    """
    text = _AUTHORS_LABEL.sub("", text)  # JSTOR's cover page: "Author(s): Norman E. Breslow and  Xihong Lin"
    if text.rstrip(" *_").endswith((":", "：")):
        return None  # "**Before Class:**": a label over a syllabus's readings
    if text.count("(") >= 2 or _BRACKET_THEN_MORE.search(text):
        # "Shijie Zhang (The University of Queensland), Hongzhi Yin (…) and …", "Jina Suh (…) et al.": each one's
        text = _AFFILIATIONS.sub("", text)
    text = _AFFILIATION.sub("", text).lstrip(". ")  # ". Benjamin Litterer, David Jurgens, Dallas Card"
    if len(_GLUED_NAMES.findall(text)) >= 2 and not any(c in text for c in ",;&"):
        text = _GLUED_NAMES.sub(r"\1, \2", text)  # "Weitao FengLei BaiWanli Ouyang": pasted without separators
    parsed = split_authors(text)
    if parsed is None or not parsed[0] or (len(parsed[0]) == 1 and not is_name(parsed[0][0].name)):
        return None
    return parsed


#: JSTOR's label opening a line of names: "Author(s): "
_AUTHORS_LABEL = re.compile(r"^\s*Author\(s\)\s*[:：]\s*", re.IGNORECASE)
#: Two names pasted together with no separator: the surname's end, then the next given name ("FengLei").
_GLUED_NAMES = re.compile(r"\b([A-Z][a-z]+)([A-Z][a-z]+)\b")
#: A web address as a plain-text note prints it: "www.vldb.org/conf/1985/P127.PDF".
_BARE_ADDRESS = re.compile(r"(?:https?://|www\.)\S+")
_NAMES_YEAR = re.compile(r"[.,]?\s*\(?((?:19|20)\d\d)\)?\.?$")


def _over_its_address(index: int, block: Block) -> Draft | None:
    """A title or a citation (maybe wrapped over two lines) over a line that is nothing but its address, as a
    plain-text reading list writes them: "A Fast File System for UNIX" / "http://www.cs.berkeley.edu/…/FFS.pdf"."""
    last = block.lines[-1]
    if not (_only_a_link(last) or _BARE_ADDRESS.fullmatch(line_text(last))):
        return None
    lines = block.lines[:-1]
    if any(seg.href for line in lines for seg in line.segs):
        return None
    text = " ".join(line_text(line) for line in lines)
    draft = _line_draft(index, block.line, text, run=True)
    address = next((seg.href for seg in last.segs if seg.href), None) or line_text(last)
    to_paper = is_paper_link(address) or bool(other_ids(address))  # not "https://huggingface.co/blog/smollm3"
    # (or a journal's page, its title copied with the journal's name: "… | Science Advances")
    to_paper = to_paper or journal_suffix(text) is not None
    if draft is None and to_paper and is_title(bare_title(text), prose=False) and not names_of(text):
        draft = Draft(index, block.line, bare_title(text), titled=True, reason="a title over its address")
    if draft is not None:
        _link_fields(block, draft)
    return draft


def _names_in_italics(block: Block) -> bool:
    """Whether a block opens with names in italics and is names all along (affiliations in brackets dropped)."""
    if not block.lines or not block.lines[0].italic:
        return False
    text = line_text(block.lines[0])
    return text.startswith(block.lines[0].italic[0].strip()[:8]) and (
        names_of(text.strip(" *_;,.")) is not None or _tagged_italic_names(block)
    )


def _tagged_italic_names(block: Block) -> bool:
    """Whether a block is one line of names in italics and a short tag after them: "*Yaoting Wang, Shengqiong Wu, …,
    Hao Fei.* Preprint'25" under a numbered item's linked title."""
    if len(block.lines) != 1:
        return False
    text, italic = line_text(block.lines[0]).strip(), block.lines[0].italic[0].strip()
    if not text.startswith(italic) or len(text[len(italic) :].split()) > _BYLINE_TAG_WORDS:
        return False
    names = names_of(italic.strip(" .*_"))
    return names is not None and len(names[0]) >= 2


_BYLINE_TAG_WORDS = 3


def _italic_names(block: Block) -> bool:
    """Whether a block is nothing but a list of two names or more set in italics."""
    text = block_text(block)
    if sum(len(i) for ln in block.lines for i in ln.italic) * 10 < len(text) * 9:
        return False
    names = names_of(text.strip(" .*_"))
    return names is not None and len(names[0]) >= 2


#: A journal's line: its name, the year, the volume and pages ("Journal of Chemical Physics, 1996, 105, 2414-2423")
_LOCATOR_LINE = re.compile(r"^\s*[A-Z][^,.;:]{2,80},\s*(?:19|20)\d\d,\s*\d+(?:\(\d+\))?,\s*[\w–-]+\s*\.?\s*$")


def _names_title_venue(index: int, block: Block) -> Draft | None:
    """A citation set as lines: names (maybe wrapped), the title (maybe wrapped), the venue last.

    >>> from kg.notes.extract.generic.blocks import document_blocks
    >>> from kg.notes.read import parse
    >>> text = ("* Ziqiang Cao, Furu Wei, W. Li, and Sujian Li\\n  Faithful to the original: Fact aware neural "
    ...         "abstractive\\n  summarization\\n  2018 AAAI\\n")
    >>> draft = _names_title_venue(0, document_blocks(parse(text, "n.md", "n").tokens)[0][0])
    >>> draft.title, len(draft.authors), draft.venue
    ('Faithful to the original: Fact aware neural abstractive summarization', 4, VenueEdition(series='AAAI', year=2018))
    """
    texts = [line_text(line) for line in block.lines]
    dated = _NAMES_YEAR.search(texts[0])  # "T. Hashimoto, Hugh Zhang, and Percy Liang. 2019"
    if dated:
        texts[0] = texts[0][: dated.start()]
    if not texts[0].rstrip().endswith((",", ".")) and names_of(texts[0]) is None:
        return None
    names = 1
    while names < len(texts) - 2 and texts[names - 1].rstrip().endswith(","):
        names += 1  # "…, Michael Zeng," / "Xuedong Huang, and Meng Jiang"
    parsed = names_of(NAME_STOP.sub("", " ".join(texts[:names]).rstrip(" ,")))  # ("Brooks III, C. L.": kept)
    # The venue's line closes the citation; a link and a comment may follow it ("Protein Science, 2018, 27, 1910-1922"
    # over "[https://…/pro.3500](…)" and "This paper is what …")
    located = next((k for k in range(names + 1, len(texts)) if _LOCATOR_LINE.match(texts[k])), None)
    at = len(texts) - 1 if located is None else located
    last = texts[at]
    ids = {k: v for t in texts[at:] for k, v in text_ids(t).items()}
    venue = find_venue(last) or (venue_and_year(last)[0] if located else None)
    title = bare_title(" ".join(texts[names:at]))  # ("ArXiv, abs/1911.03587" prints no year: its series alone)
    if parsed is None or (venue is None and not ids) or not is_title_like(title) or len(title.split()) < 3:
        return None
    if names_of(title) is not None or find_venue(title) is not None:
        return None
    draft = Draft(index, block.line, title, titled=True, reason="citation in lines: names, title, venue")
    draft.authors, draft.complete = parsed
    draft.venue, draft.year = venue, (venue.year if venue else None) or (int(dated.group(1)) if dated else None)
    draft.series = None if venue else find_series(last)
    draft.add_ids(ids)
    if located is not None:
        lines_link_fields(block.lines[at:], draft)  # "[https://doi.org/10.1063/1.472109](…)" under the journal's line
    return draft


def _field_lines(index: int, block: Block) -> Draft | None:
    """A paper set as lines of one field each, in any order: the title, the names, the venue, the year, the address
    ("2020" / "Chunpeng Ge, Xinshu Ma, Zhe Liu" / "A semi-autonomous distributed blockchain-based framework for UAVs
    system" / "Journal of Systems Architecture" / "https://www.sciencedirect.com/…"), as a plain-text list keeps them.

    >>> from kg.notes.extract.generic.blocks import document_blocks
    >>> from kg.notes.read import parse
    >>> text = "2020\\nQi Feng, Debiao He\\nSecureNLP: A System for Private NLP\\nIEEE TIFS\\nhttps://x.org/1\\n"
    >>> draft = _field_lines(0, document_blocks(parse(text, "n.md", "n").tokens)[0][0])
    >>> draft.title, [a.name for a in draft.authors], draft.venue
    ('SecureNLP: A System for Private NLP', ['Qi Feng', 'Debiao He'], VenueEdition(series='TIFS', year=2020))
    """
    lines = [ln for ln in block.lines if line_text(ln).strip()]
    if not _FIELD_LINES[0] <= len(lines) <= _FIELD_LINES[1]:
        return None
    title: tuple[int, str] | None = None
    names = venue = year = address = None
    for line in lines:
        text = line_text(line).strip()
        if _BARE_ADDRESS.fullmatch(text) or (_only_a_link(line) and not is_title_like(text)):
            address = address or text
        elif dated := _YEAR_ALONE.fullmatch(text):
            year = year or int(dated.group(1))
        elif (named := names_of(text.rstrip(" ."))) is not None and names is None:
            names = named
        elif venue is None and title is not None and _venue_field(text):
            venue = text.rstrip(" .")  # (under the title: "IEEE Transactions on …", "Computers & Security")
        elif title is None and is_title_like(bare := bare_title(text)) and len(bare.split()) >= _MIN_TITLE_WORDS:
            title = line.offset, bare
        else:
            return None
    if title is None or sum(x is not None for x in (names, venue, year, address)) < _FIELD_LINES[0] - 1:
        return None
    if year is None and address is None:
        return None  # (a citation wrapped over lines has none: "Fesi, J.D., …, &" / "Gilmore, R.O. (2011). …")
    draft = Draft(index, block.line + title[0], title[1], titled=True, reason="fields on lines of their own")
    if names:
        draft.authors, draft.complete = names
    draft.year = year
    if venue and (known := canonical_series(venue)) != venue:  # a whole name the table knows
        draft.venue, draft.series = (VenueEdition(known, year), None) if year else (None, known)
    elif venue:
        # (the line is the venue's whole name: "Computers & Security" is no USENIX Security; a short name in brackets
        # names it: "2019 IEEE International Conference on Blockchain and Cryptocurrency (ICBC)")
        edition = tag_edition(venue) or (named_venue(venue, year) if "(" in venue else None)
        printed = " ".join(_YEAR_IN.sub(" ", venue).split())
        edition = edition or (VenueEdition(printed, year) if year and printed else None)
        draft.venue, draft.series = edition, None if edition else named_series(venue)
    for line in lines:
        draft.add_ids(text_ids(line_text(line)))
        for seg in line.segs:
            if seg.href:
                draft.add_ids(other_ids(seg.href))
    return draft


#: How many lines a paper of one field a line has, at least and at most.
_FIELD_LINES = (3, 6)
_YEAR_ALONE = re.compile(r"\(?((?:19|20)\d\d)\)?\.?")
_VENUE_LINE_WORDS = 16
#: Words of a journal's name besides a meeting's or a journal's kind (LONG_VENUE): "Computers & Security"
_VENUE_WORD = re.compile(
    r"\b(?:Letters|Review|Magazine|Annals|Bulletin|Quarterly|Computers|Security|Computing|Systems|Sciences?"
    r"|Research|Engineering|Applications|Networks|Informatics|Intelligence|Communications|Access)\b"
)


def _venue_field(text: str) -> bool:
    """Whether a line of a paper's fields names its venue: a venue the table knows, or a short name of a venue's kind
    (not "Abstract | Tags: Full Paper | Links:", nor the title translated)."""
    if len(text.split()) > _VENUE_LINE_WORDS or any(c in text for c in ":|：") or CJK_LETTER.search(text):
        return False
    return bool(find_venue(text) or find_series(text) or LONG_VENUE.search(text) or _VENUE_WORD.search(text))


def _pubmed(index: int, block: Block) -> Draft | None:
    """A citation copied from PubMed's summary: the journal and date line, the title, the names, the PMID.

    >>> from kg.notes.extract.generic.blocks import document_blocks
    >>> from kg.notes.read import parse
    >>> text = ("- J Mol Biol. 1981 Mar 25;147(1):195-7. \\nIdentification of common molecular subsequences. \\n"
    ...         "Smith TF, Waterman MS. \\n[PMID: 7265238](http://www.ncbi.nlm.nih.gov/pubmed/?term=7265238)\\n")
    >>> draft = _pubmed(0, document_blocks(parse(text, "n.md", "n").tokens)[0][0])
    >>> draft.title, [a.name for a in draft.authors], draft.venue.label
    ('Identification of common molecular subsequences', ['TF Smith', 'MS Waterman'], 'J Mol Biol 1981')
    """
    texts = [text for line in block.lines if (text := line_text(line).strip())]
    journal = None
    if len(texts) >= 3 and texts[1].startswith(". ") and len(texts[0]) <= _JOURNAL_CHARS:
        # PubMed's page copied since 2020: the journal on a line of its own ("Commun Biol"), the date line after it
        # (". 2024 Mar 27;7(1):357. doi: …"), the names with their affiliations' numbers, or none
        texts = [_publication_type_dropped(texts[0]) + texts[1], *texts[2:]]
        journal = _PUBMED_DATED.match(texts[0])
    if len(texts) < 2 or not (
        journal := journal or _PUBMED_JOURNAL.match(texts[0]) or _VOLUME_PAGES_YEAR.match(texts[0])
    ):
        return None
    title = bare_title(texts[1])
    byline = _AFFILIATION_NUMBERS.sub("", texts[2]) if len(texts) > 2 else ""
    named = names_of(byline.rstrip(" .")) or _pubmed_names(byline)
    if (named is None and len(texts) > 2) or not is_title_like(title) or len(title.split()) < 3:
        return None
    draft = Draft(index, block.line, title, titled=True, reason="citation in lines: PubMed's journal, title, names")
    draft.authors, draft.complete = named or ((), True)
    draft.venue = VenueEdition(journal.group(1), int(journal.group(2)))
    draft.year = draft.venue.year
    draft.add_ids(text_ids(texts[0]))
    return draft


def _publication_type_dropped(journal: str) -> str:
    """A journal's name without the publication type PubMed's page prints before it ("pubmed_types").

    >>> _publication_type_dropped("Comparative Study Mol Biol Evol"), _publication_type_dropped("Review Microbiol")
    ('Mol Biol Evol', 'Microbiol')
    """
    words = journal.split()
    for n in (2, 1):
        if len(words) > n and " ".join(words[:n]).casefold() in word_set("pubmed_types"):
            return " ".join(words[n:])
    return journal


def _pubmed_names(text: str) -> tuple[tuple[Author, ...], bool] | None:
    """PubMed's "Surname AB" names with a generation after one or a comma inside one: "Pertsemlidis A, Fondon JW
    3rd.", "Altschul SF, Madden TL, Lipman, D.J.".

    >>> [a.name for a in _pubmed_names("Pertsemlidis A, Fondon JW 3rd.")[0]]
    ['A Pertsemlidis', 'JW Fondon 3rd']
    >>> [a.name for a in _pubmed_names("Miller W, Lipman, D.J.")[0]], _pubmed_names("Deep learning, a review")
    (['W Miller', 'D.J. Lipman'], None)
    """
    parts: list[str] = []
    text = text.strip() if _INITIAL_END.search(text.strip()) else text.strip(" .")  # ("D.J." keeps its stop)
    for part in (p.strip() for p in text.split(",")):
        if parts and _INITIALS_ONLY.fullmatch(part):
            parts[-1] = f"{parts[-1]} {part}"  # "Lipman, D.J.": the initials after a comma
        elif part:
            parts.append(part)
    authors = []
    for part in parts:
        if (name := _PUBMED_NAME.fullmatch(part)) is None:
            return None
        suffix = f" {name.group(3)}" if name.group(3) else ""
        authors.append(Author(f"{name.group(2)} {name.group(1)}{suffix}", part))
    return (tuple(authors), True) if authors else None


#: A PubMed name: "Fondon JW 3rd", "Lipman D.J." (surname, initials, a generation perhaps)
_PUBMED_NAME = re.compile(r"([A-Z][\w'’-]+(?: [A-Z][\w'’-]+)?) ((?:[A-Z]\.?){1,3})(?: (Jr|Sr|2nd|3rd|4th|II|III))?")
_INITIALS_ONLY = re.compile(r"(?:[A-Z]\.?){1,3}")
#: PubMed's journal and date line as its newer page prints them, joined: "mBio. 2025 Sep 22:e0224325. doi: …"
_PUBMED_DATED = re.compile(r"([^\W\d][\w .&-]{0,80}?)\.\s+((?:19|20)\d\d)\b")
_JOURNAL_CHARS = 80
#: The numbers of a name's affiliations, a "#" (equal contribution) before them: "Kiguchi 2 3 4", "Risely # 1",
#: "Smalla K1", "Hattori M6,7,8"
_AFFILIATION_NUMBERS = re.compile(
    r"(?<=[^\W\d_])\s*(?:#\s*)?\d{1,2}(?!\w)(?:\s*,\s*\d{1,2}(?!\w)(?=\s*(?:[,.]|$))|\s+\d{1,2}(?!\w))*"
)
#: PubMed's journal and date line: "J Mol Biol. 1981 Mar 25;147(1):195-7.", "PLoS Comput Biol. 2011 Mar;7(3):e1002021."
_PUBMED_JOURNAL = re.compile(r"([A-Z][\w .&-]{1,80}?)\.\s+((?:19|20)\d\d)\b[^;\n]{0,20};\s*\d")
#: A journal's line of volume, pages and year in brackets, in place of PubMed's: "Nature Biotechnology 22, 1315 -
#: 1316 (2004)"
_VOLUME_PAGES_YEAR = re.compile(r"([A-Z][\w .&-]{1,80}?)\s+\d{1,4},\s*\d+(?:\s*[-–]\s*\d+)?\s*\(((?:19|20)\d\d)\)")


#: A word of two letters or more.
_WORDS_OF_LETTERS = re.compile(r"[^\W\d_]{2,}")


def _title_then_names(block: Block) -> tuple[str, int, tuple[Author, ...]] | None:
    """A paragraph of a title line and lines of names (a time or room line, a slides link may sit among them).

    The title is the longest title-like line before the first line of names, a linked one first.
    """
    if (bolded := _bold_title_then_names(block)) is not None:
        return bolded
    # An author list copied from OpenReview ("Daya Guo" / "~Daya_Guo2" / ", Shuo Ren, …") is one line again.
    texts = join_author_lines([line_text(line) for line in block.lines])
    first_names = next((n for n, (k, t) in enumerate(texts) if n and t and names_of(t)), None)
    if first_names is None:
        return None
    cleaned = [(k, bare_title(t)) for k, t in texts[:first_names]]
    candidates = [
        (any(seg.href for seg in block.lines[k].segs), len(t), k, t)
        for k, t in cleaned
        if is_title_like(t)
        and len(_WORDS_OF_LETTERS.findall(t)) >= 2  # (not a week's dates: "W1, 08/22 - 08/26")
        and not _CLOCK.search(t)
        and not is_field_line(t)
    ]
    if not candidates:
        return None
    _, _, k, title = max(candidates)
    authors: list[Author] = []
    for line_no, text in texts[first_names:]:
        if all(seg.href or not seg.text.strip(" |·•,") for seg in block.lines[line_no].segs):
            continue
        parsed = names_of(text)
        if parsed is None and authors and is_translation(text, title):
            break  # "用于时序预测的在线ARIMA算法" under the names: the title translated
        if parsed is None:
            # An OpenReview page copied: "Published: 16 Jan 2024, …", "ICLR 2024 oral" under the names; a venue
            # line ("International Conference on Machine Learning, PMLR 97:223-231, 2019."), an id line.
            # (or fields parted by bars: "Abstract | Tags: Full Paper | Links:")
            fields = "|" in text and any(is_field_line(part.strip()) for part in text.split("|"))
            if authors and (
                is_field_line(text) or fields or find_edition(text) or meta_edition(text) or find_venue(text)
                or text_ids(text) or _italic_venue(block.lines[line_no], text)
            ):
                break
            return None
        authors += parsed[0]
    return title, block.lines[k].offset, tuple(authors)


def _bold_title_then_names(block: Block) -> tuple[str, int, tuple[Author, ...]] | None:
    """A bold title and the names after it, each wrapped over lines as the paragraph goes on: "**Uncertainty via …
    Bayesian Gradient" / "Boosted Decision Trees**, Andrey Malinin, Liudmila Prokhorenkova, Alexei" / "Ustimenko"."""
    if not block.lines or not block.lines[0].bold:
        return None
    bold = block.lines[0].bold[0]  # (a span wrapped over lines is the line's it opens on)
    for m in range(min(len(block.lines), _BOLD_TITLE_LINES)):
        joined = " ".join(line_text(ln) for ln in block.lines[: m + 1])
        if len(joined) < len(bold):
            continue
        # (the names after a comma or a space: "**End-to-End … Particle Filters** Hao", or on the lines under it;
        # names with a venue line under them are the general reading's, which reads that line too)
        after = joined[len(bold) :].lstrip()[:1]
        lone = m == 0 and len(block.lines) < 2 and after != ","  # (a bold line alone, no names)
        if not joined.startswith(bold) or not (after in ("", ",") or after.isupper()) or lone:
            return None
        rest = joined[len(bold) :].lstrip(" ,")
        for ln in block.lines[m + 1 :]:  # (up to a venue line: "Jin Li and Jinbo Xu." over "*Bioinformatics (2021)*")
            if ln.italic or _YEAR_IN.search(text := line_text(ln)):
                if not joined[len(bold) :].strip():
                    return None  # (names on lines of their own, then a venue line: the general reading's)
                break
            rest = f"{rest} {text}"
        parsed = names_of(rest.strip(" .")) if rest.strip() else None
        if parsed is None or not is_title_like(bold) or len(bold.split()) < 3:
            return None
        return bold, block.lines[0].offset, parsed[0]
    return None


#: The most lines a bold title over its names is wrapped over.
_BOLD_TITLE_LINES = 3
#: Why a paragraph's title line over lines of names (and perhaps a venue line) is a paper.
TITLE_OVER_NAMES = "title line over lines of names"


def _italic_venue(line: Line, text: str) -> bool:
    """Whether a line is one italic journal name and year: "*Progress in Biophysics & Molecular Biology (2022)*"."""
    return line.italic == [text] and bool(_YEAR_END.search(text)) and printed_venue(text) is not None


#: A year closing a line, in brackets or after a comma: "… Molecular Biology (2022)", "Nature, 2022."
_YEAR_END = re.compile(r"(?:\((?:19|20)\d\d\)|,\s*(?:19|20)\d\d)\.?$")
#: Words from which a line that links a word inside it and ends in a full stop reads as a sentence.
_PROSE_WORDS = 8
#: A full stop after a word of three letters or more, then the next sentence's first word.
_NEXT_SENTENCE = re.compile(r"[a-z0-9/]{3}\.\s+(?:The|This|These|It|We|They|In|A|An|Our)\b")


#: A section's number before its name: "1 ", "5.4 ", "3.1. "
#: (or a CJK letter: "5 总结和未来研究方向")
_SECTION_NUMBERED = re.compile(rf"^\s*\d{{1,2}}(?:\.\d{{1,2}})*\.?\s+(?=[A-Z{CJK_LETTERS}])")


def title_over_authors(blocks: list[Block], by_block: dict[int, list[Draft]]) -> list[Draft]:
    """A title over its names: ``Title`` then ``- A. Author, B. Author``, or a ``Title`` line over name lines."""
    found = []
    for i, block in enumerate(blocks):
        if by_block.get(i) or block.kind not in ("paragraph", "heading", "item"):
            continue
        draft, fielded = None, False
        if block.kind in ("paragraph", "item") and (inline := _title_then_names(block)):
            draft = Draft(i, block.line + inline[1], inline[0], titled=True, reason=TITLE_OVER_NAMES)
            draft.authors, draft.complete = inline[2], True
        elif (
            block.kind != "item"
            and len(block.lines) == 1
            and i + 1 < len(blocks)
            and not by_block.get(i + 1)
            and blocks[i + 1].kind == "item"
        ):
            raw = line_text(block.lines[0])
            text = bare_title(_NUMBERED.sub("", raw) if block.kind == "paragraph" else raw)  # ("1.Real-time …")
            # "All Topics:" introduces a list; a list of contents ("- [GNN Theories](#theories)") holds no names.
            introduces = raw.rstrip(" *").endswith((":", "："))
            # (a sentence linking a word inside it, "… applications based on [point cloud registration](wiki).", over
            # the reviewer's name is prose)
            linked = any(seg.href for seg in block.lines[0].segs) and len(block.lines[0].segs) > 1
            sentences = bool(_NEXT_SENTENCE.search(raw))  # "… at very low bitrate of 250Kb/s. This demonstrates …"
            prose = (linked or sentences) and raw.rstrip(" *").endswith(".") and len(text.split()) >= _PROSE_WORDS
            titled = is_title_like(text) and len(text.split()) >= 2 and not is_field_line(text)
            titled = titled and not (block.kind == "heading" and names_a_track(text))  # "### Tool Papers" over names
            # ("# 1 Introduction", "## 5.4 Regularization" over "- ELMo and BERT": a paper's section in its notes)
            # ("### 3.1 Formulation of CTR Prediction Task" over "- 二分类问题": a numbered part of a paper, any length)
            part = _SECTION_NUMBERED.match(raw)
            section = part is not None and ("." in part.group().strip(" .") or len(raw[part.end() :].split()) <= 3)
            if titled and not introduces and not prose and not section:
                under = i + 1
                labelled = _authors_label(block_text(blocks[under]))
                if labelled and under + 1 < len(blocks) and blocks[under + 1].kind == "item":
                    under += 1  # "## 論文1. 『…』" over "- 著者" over "    - 三宅陽一郎": the label, then the names
                names = blocks[under].lines[0] if blocks[under].lines else None
                under_text = block_text(blocks[under])
                # ("#### Title" over "- 摘要" and the summary under it: a part of the notes, no name)
                label = notes_section(under_text)
                named = names is not None and not _contents_entry(names) and not label
                parsed = names_of(under_text) if named else None
                fielded = parsed is None and names is not None
                if fielded:
                    parsed = _labelled_names(under_text)  # "- Author(Institute): Ruobing Xie(WeChat)"
                if parsed is not None:
                    draft = Draft(i, block.line, text, titled=True, reason="title line over a list of author names")
                    draft.authors, draft.complete = parsed
        if draft is not None:
            _link_fields(block, draft)
            if fielded:  # (the fields list's links are the paper's: "- **links:** [[PDF]](…_CVPR_2023_paper.pdf)")
                fields: list[Line] = []
                for listed in blocks[i + 1 :]:
                    if listed.group != blocks[i + 1].group:
                        break
                    fields += listed.lines
                lines_link_fields(fields, draft, own_ids=True)
            found.append(draft)
            by_block[i] = [draft]
    return found


def _labelled_names(text: str) -> tuple[tuple[Author, ...], bool] | None:
    """The names of an authors field: "Author(Institute): Filip Radlinski(Google二作)"."""
    label, _, value = text.replace("：", ":").partition(":")
    if not value or not any(form in _authors_labels() for form in label_forms(label)):
        return None
    return names_of(BRACKETED_NOTE.sub(" ", value).strip())



def _authors_label(text: str) -> bool:
    """Whether an item is only the label of the names under it ("著者", "Authors:")."""
    label = " ".join(tokens_of(text))
    return bool(label) and label in _authors_labels()


@lru_cache(maxsize=1)
def _authors_labels() -> frozenset[str]:
    return frozenset(w.casefold() for w in word_lists()["field_kinds"]["authors"])


def _word_count(text: str, *, cjk_pairs: bool = False) -> int:
    """Words of a title candidate, rules and link words aside ("UcycleGAN ----- [code]" is one word); with
    ``cjk_pairs``, a run of CJK letters counts one for every two ("被引用論文の推定": four).

    >>> _word_count("UcycleGAN ----- [code]"), _word_count("Deep Residual Learning")
    (1, 3)
    >>> _word_count("被引用論文の推定", cjk_pairs=True), _word_count("Deep Residual Learning [paper]", cjk_pairs=True)
    (4, 3)
    """
    links = word_set("link_words")
    return sum(
        max(1, len(CJK_LETTER.findall(w)) // 2) if cjk_pairs else 1
        for w in text.split()
        if any(c.isalnum() for c in w) and w.strip("[]()").casefold() not in links
    )


def _heading_words(text: str) -> int:
    """Words of a heading or title candidate, a CJK run counting one for every two letters (see `_word_count`)."""
    return _word_count(text, cjk_pairs=True)




def _outline(titles: Iterable[str]) -> bool:
    """Whether a list's items are a paper's sections, two of them at least and a third of all ("Intro (1.5 pages)",
    "Expériences (1.5 pages)", "Conclusion (0.25 page)", "Références (1 page, une 30aine de refs)")."""
    names = word_set("outline_sections")
    heads = [" ".join(tokens_of(_SECTION_HEAD.split(t, maxsplit=1)[0])) for t in titles]
    sections = sum(head in names for head in heads)
    return sections >= 2 and 3 * sections >= len(heads)


#: Where a section's name ends in an outline's item: its length in brackets, a colon, a dash.
_SECTION_HEAD = re.compile(r"\s*[(:：–—-]")


def title_lists(
    blocks: list[Block], headings: list[Heading], by_block: dict[int, list[Draft]], edition: bool = False
) -> list[Draft]:
    """Items of a list, lines of a paragraph or sibling headings, when nearly all of them read as titles.
    ``edition``: the document is about one venue edition (its papers' headings may have sections of their own, and
    may stand a few under each session)."""
    runs: dict[tuple[str, int], list[tuple[int, Line]]] = {}
    run_start = -1  # the first of consecutive one-line paragraphs under the same headings
    for i, block in enumerate(blocks):
        if block.kind == "paragraph" and block.lines and _DESCRIPTION.match(line_text(block.lines[0])):
            continue  # ":   本文提出 D-CeLR，…": a definition list's description of the title above it, in no run
        single = block.kind == "paragraph" and len(block.lines) == 1 and not by_block.get(i)
        if (
            not single
            or run_start < 0
            or blocks[run_start].headings != block.headings
            or blocks[i - 1].kind != "paragraph"
        ):
            run_start = i if single else -1
        if by_block.get(i):
            continue
        if block.kind == "heading" and block.lines:
            # Sibling headings: same level under the same parent heading.
            parent = block.headings[-1] if block.headings else -1
            level = int(headings[block.heading].level) if block.heading is not None else 0
            runs.setdefault(("headings", (parent + 1) * 10 + level), []).append((i, block.lines[0]))
        elif block.kind == "item" and block.group >= 0 and block.lines and not _address_item(block):
            runs.setdefault(("list", block.group), []).append((i, block.lines[0]))
        elif block.kind == "paragraph" and len(block.lines) >= _MIN_TITLES:
            runs[("lines", i)] = [(i, line) for line in block.lines]
        elif block.kind == "paragraph" and len(block.lines) == 2:
            # A title over a note or an address, paragraph after paragraph (a .txt list): the first lines
            runs.setdefault(("firsts", _heads_key(block)), []).append((i, block.lines[0]))
        elif single:
            runs.setdefault(("paragraphs", run_start), []).append((i, block.lines[0]))
    found = []
    # Items already read as papers (a link, a citation) neither count for nor against the rest of their list.
    # Nor do short labels over a sub-list ("- Human Parsing" over its papers).
    # Nor do an item's own field paragraphs ("Author: Kent, David | Georgia Tech", "keyword: …") under its title.
    list_sizes = Counter(
        b.group
        for i, b in enumerate(blocks)
        if b.kind == "item"
        and not by_block.get(i)
        and not _sublist_label(b)
        and not _field_paragraph(b)
        and not _heads_papers(blocks, i, by_block)
        and not _address_item(b)
        and not _names_in_italics(b)  # (the byline paragraph of the item above: "    *Hongzhi Shi, Quanming Yao*")
    )
    read_in_list = Counter(b.group for i, b in enumerate(blocks) if b.kind == "item" and by_block.get(i))
    # An index of one's own paper notes spreads over small lists under many headings: counted over the document.
    note_links = sum(_index_entry(ln) for (kind, _), members in runs.items() if kind == "list" for _, ln in members)
    sections: set[str] | None = None  # the document's section names, folded when first needed
    over_papers: Counter[int | None] | None = None  # papers already read under each heading, when first needed
    read_headings = {b.heading for i, b in enumerate(blocks) if b.kind == "heading" and by_block.get(i)}
    # Lists of one or two titles under many headings ("## UNK拆分" / "- Neural Machine Translation of Rare Words …."):
    # counted over the document, as one list.
    lone = [
        key
        for key, members in runs.items()
        if key[0] == "list"
        and list_sizes[key[1]] <= _LONE_LIST
        and all(_lone_title(line_text(ln)) for _, ln in members)
    ]
    # (or a linked title alone in its paragraph under each heading: "## 3D point cloud" / "[4D Spatio-Temporal
    # ConvNets: …](…/x.md)", "## Diffusion" / "[Representation Alignment for Generation: …]()")
    lone_lines = [
        key
        for key, members in runs.items()
        if key[0] == "paragraphs"
        and len(members) <= _LONE_LIST
        and all(_links_title(ln) and _lone_title(line_text(ln)) for _, ln in members)
    ]
    # Items each a title, then the month it was read or published, then a comment ("- Group Normalization - March
    # 2018 - activation normalization, …"): counted over the document, lists of one item too.
    dated_items = {
        i
        for (kind, _), members in runs.items()
        if kind == "list"
        for i, line in members
        if (" - " in line_text(line) and _DATED_TAIL.search(line_text(line)))
        # (or a title and its year after a comma: "- [3] An Efficient Algorithm for Exploiting Multiple …, 1967")
        or (_COMMA_YEAR_END.search(text := line_text(line)) and len(text.split()) > _MIN_TITLE_WORDS)
    }
    dated_items = dated_items if len(dated_items) >= _MIN_TITLES else set()
    # Lines naming papers as their PDFs are named ("Drug safety_Adverse drug event detection …"): counted over the
    # document, lines of a paragraph each.
    file_named = {
        (i, line.offset)
        for (kind, _), members in runs.items()
        if kind != "headings"
        for i, line in members
        if split_file_name(line_text(line))[2]
    }
    file_named = file_named if len(file_named) >= _MIN_TITLES else set()
    comment_sections = word_set("comment_sections")
    authors_labels = _authors_labels()
    pooled: dict[int, set[int]] = {}  # by heading level, the headings of a venue edition's notes that are papers
    levels: dict[int, int] = {}  # by heading level, how many runs of headings are papers on their own (when needed)
    reviewed = _review_headings(blocks, headings)
    for (kind, _), members in runs.items():
        group_size = list_sizes[_] if kind == "list" else len(members)
        if _under_comment_label(blocks, headings, members[0][0], comment_sections):
            continue  # "**Recommendation(s):**" over "1. MAGeCK RRA is recommended for …": a paper's comments
        if kind == "list" and _under_comment_label(blocks, headings, members[0][0], authors_labels):
            continue  # "**Authors**:" over "- **Binbin Huang** (First Author) - ShanghaiTech University": the names
        numbered = {i for i, line in members if _NUMBERED.match(line_text(line))}
        if kind in ("list", "headings") and read_headings.intersection(blocks[members[0][0]].headings):
            # the points of a paper's summary under its heading ("### [Fast R-CNN](arxiv)" / "1. Higher …"), or under
            # a section of it ("# [Full Surround Monodepth …](arxiv)" / "## Technical Details" / "2. Model predicts …")
            continue
        texts = [
            (i, line, bare_title(clean_title(_NUMBERED.sub("", TASK_MARK.sub("", _line_title(line, text))))))
            for i, line in members
            # "**Explorers not Passengers:**" over a paragraph introduces it; it is no title.
            if not (text := line_text(line)).rstrip(" *").endswith((":", "："))
            # "**Course:** MW 10:30-11:50, SBS S216", "**Instructor:** [Name](…)": a page's fields, no titles
            and not _bold_label(line, text)
            # A table of contents names sections ("[Surveys](#surveys)"), unless its entries are the papers'
            # titles ("1. [Graph Attention Networks(ICLR)](#6-graph-attention-networks)")
            and (not _contents_entry(line) or _paper_contents(blocks, members))
            and not (kind == "list" and _heads_papers(blocks, i, by_block))
            and not (kind == "list" and _only_playlists(blocks[i]))  # "[3B1B (Youtube) Neural Networks](…)"
            # "Chapter 1. America the Polarized (EVERYONE)", "~~Chapter 2. …~~": a part of a book
            and not _BOOK_PART.match(text.lstrip("~*_ "))
            and not _DEADLINE.search(text)  # "**_Book Selection for Book Review Due_**": a course's deadline
            and not _linked_elsewhere(line)  # "* [Slides for class discussion](https://docs.google.com/…)"
            and not _cjk_question(text)  # "## 为啥这个新东西会有效，有什么优势": a note's question to itself
            and not _spelled_out(text)  # "- SST-2 (Stanford Sentiment Treebank)": a benchmark's name, spelled out
            and not _edition_only(text)  # "ACL2026 (40)", "ECCV2024 · 26 篇论文解读": a venue's page and its count
        ]
        if kind == "list" and _outline(t for _, _, t in texts):
            continue  # "1. Intro (1 page) : Exemple" … "6. Conclusion" "7. Références (1 page)": a paper's plan
        # Headings are topics or a post's sections unless numbered like items ("## 1、Title", "# 1 Title").
        if kind == "headings":
            numbered |= {i for i, line in members if _NUMBERED_HEADING.match(line_text(line))}
            # (not a numbered section over papers read by their links: "## 2. Deep Learning-Enhanced Docking"; a
            # paper's own heading may be over a mention or two of it and what it cites)
            if over_papers is None:
                over_papers = Counter(
                    h for k, found in by_block.items() for d in found if d.title for h in blocks[k].headings
                )
            numbered = {i for i in numbered if over_papers[blocks[i].heading] < _MIN_TITLES}
        # (or a run of long headings, each over its own notes and no entry: "# CCS 2022" / "## LPGNet: link private …")
        paper_run = kind == "headings" and _paper_heading_run(
            blocks, headings, [t for _, _, t in texts], [i for i, _, _ in texts], by_block, edition
        )
        unread = kind == "headings" and not paper_run and not edition  # (a venue edition's notes: pooled below)
        if unread and _paper_levels(blocks, headings, runs, by_block, levels):
            # (shorter ones too, when two runs of headings at their level elsewhere in the document are papers: "# 2.
            # Basics and Foundational Systems" / "### The Gamma Database Machine Project" in a reading list's notes;
            # those over no list of titles, more than half the run)
            level = headings[blocks[members[0][0]].heading].level  # type: ignore[index]
            indices = {i for i, _, _ in texts}
            own = [
                (i, ln, t)
                for i, ln, t in texts
                if _heading_notes(blocks, headings, i, indices, by_block, False) is not False
            ]
            if levels.get(level, 0) >= 2 and 2 * len(own) > len(texts) and _long_headings(
                blocks, headings, [t for _, _, t in own], [i for i, _, _ in own], _SHORT_PAPER_HEADING_WORDS
            ):
                texts, paper_run, group_size = own, True, len(own)  # (the others are not counted against them)
        pooled_run = False  # (its headings' length counted over the document)
        if kind == "headings" and edition and not paper_run:
            # (or, in a venue edition's notes, one of few headings under a session, when the headings at that level
            # over the whole document are papers: "## Program Analysis" / "### HyDiff: Hybrid Differential …")
            level = headings[blocks[members[0][0]].heading].level  # type: ignore[index]
            if level not in pooled:
                pooled[level] = _pooled_paper_headings(blocks, headings, runs, level, by_block)
            if any(i in pooled[level] for i, _, _ in texts):
                texts = [(i, ln, t) for i, ln, t in texts if i in pooled[level] or i in numbered]
                paper_run = pooled_run = True
                group_size = len(texts)  # (the others are not counted against them)
        if kind == "headings" and not paper_run and any(i in reviewed for i, _, _ in texts):
            # (headings each over a review's parts, "### Soft Updates Made Simple …" / "#### Summary" / "#### Strength";
            # their siblings are not: "### My Own Research - EFLightPM: …")
            texts = [(i, ln, t) for i, ln, t in texts if i in reviewed or i in numbered]
            paper_run = pooled_run = True
            group_size = len(texts)
        texts = [(i, ln, t) for i, ln, t in texts if kind != "headings" or i in numbered or paper_run]
        kind = {"list": "list", "headings": "run of headings"}.get(kind, "run of lines")
        # a list of titles each after its year in brackets ("- [2017] Face detection using deep learning: …")
        year_led = len(texts) >= _MIN_TITLES and all(_YEAR_LEAD.match(line_text(ln)) for _, ln, _ in texts)
        titles = [
            (i, line, t)
            for i, line, t in texts
            # Sentence case too when the line links its paper ("Anomaly detection: A survey | https://…/x.pdf").
            if (
                is_title_case(t)
                or (_links_title(line) and is_title_like(t) and _word_count(t) >= (2 if _index_entry(line) else 3))
                or (kind == "list" and len(lone) >= _MIN_TITLES and ("list", _) in lone)
                or (kind == "run of lines" and len(lone_lines) >= _MIN_TITLES and ("paragraphs", _) in lone_lines)
                or (kind == "list" and year_led and _year_led(line_text(line), t))
                or (i in dated_items and is_title_like(t))
                or (i, line.offset) in file_named
                or (blocks[i].ordered and _numbered_title(t))
                or (kind == "list" and _word_count(t) >= 3 and bool(links_below(blocks, i)) and is_title_like(t))
            )
            and not is_field_line(t)
            and not is_session(t)
            and not explained_term(t)
            and (i in dated_items or not _only_names(t))  # ("Group Normalization - March 2018 - …": no person)
            and not _at_a_place(t)
            and not _is_event(t)
            and not names_a_list(t)
            and not _DEFINITION.search(t)
            and not _NAME_CITED.fullmatch(t)
            and not _labelled_people(t)
            and not cites_by_number(t)
            and not (line.italic and _tagged_italic_names(blocks[i]))  # "*Names.* Preprint'25" under the title
        ]
        notes_only = all(_index_entry(ln) for _, ln, _ in titles)
        chosen = {i for i, _, _ in titles}
        # Siblings already read as papers (by their links), and items citing themselves in LaTeX, vouch for a list
        # of bare titles in sentence case.
        self_cited = sum(1 for i, line, _ in texts if i not in chosen and latex_cited(line_text(line)))
        anchors = len(titles) + self_cited + (read_in_list[_] if kind == "list" else 0)
        enough = (
            len(titles) >= _MIN_TITLES
            # (titles each over a sub-item of its links: "- iHunter: Hunting Privacy …" / "  - [Paper](usenix…)")
            or (kind == "list" and bool(titles) and all(links_below(blocks, i) for i, _, _ in titles))
            or (note_links >= _MIN_TITLES and notes_only)
            or (len(lone) >= _MIN_TITLES and kind == "list" and ("list", _) in lone)
            or (len(lone_lines) >= _MIN_TITLES and ("paragraphs", _) in lone_lines)
            or (bool(titles) and all(i in dated_items for i, _, _ in titles))
            or (bool(titles) and all((i, ln.offset) in file_named for i, ln, _ in titles))
        )
        in_title_case = bool(titles) and enough and len(titles) >= _TITLE_SHARE * group_size
        vouching = paper_run or (kind == "list" and anchors >= max(_MIN_TITLES, group_size / 2))
        # In a list of titles, an item in sentence case is a title too (read only where it may count: names_of is dear).
        sentence_case = (
            [
                (i, line, t)
                for i, line, t in texts
                if i not in chosen and (_sentence_case_title(t) or (paper_run and is_title_like(t)))
            ]
            # (not an undated item among dated ones, a title alone: "- Learning both Weights … - explains how …")
            if (in_title_case or vouching) and not (titles and all(i in dated_items for i, _, _ in titles))
            else []
        )
        vouched = (
            not in_title_case
            and vouching
            and len(titles) + len(sentence_case) >= _TITLE_SHARE * group_size
            # lecture topics ("Text classification with CNNs") are short; paper titles run longer
            and (pooled_run or _median_words(titles + sentence_case, paper_run) >= _SENTENCE_LIST_WORDS)
        )
        if not (in_title_case or vouched):
            continue
        if vouched:
            titles = [(i, ln, t) for i, ln, t in titles if not is_reading_label(t) and not _NOT_A_PAPER.search(t)]
        titles = sorted(titles + sentence_case, key=lambda found: found[0])
        sections = sections if sections is not None else {_section_name(h.text) for h in headings}
        # a list naming the document's own sections ("1. LLM as Optimizer (LLMaO)", "2. Basics and Foundational
        # Systems" of "# 2. Basics …") is its contents (sibling headings are those sections themselves: "### [1]
        # Posit: Simultaneously Tagging …" in a conference post)
        contents = kind != "run of headings" and any(_section_name(t) in sections for _, _, t in texts)
        if contents and not paper_run:
            continue
        for i, line, text in titles:
            draft = Draft(
                i, blocks[i].line + line.offset, text, titled=True, reason=f"one of {len(titles)} titles in a {kind}"
            )
            if (i, line.offset) in file_named:  # "2018_ICPR_Graph memory networks for molecular activity prediction"
                draft.title, draft.year, draft.series = split_file_name(line_text(line))
            elif short := short_citation(TASK_MARK.sub("", line_text(line))):  # "* [ ] Bashivan et al (2019) - Title"
                draft.authors, draft.complete, draft.year = short
            elif dated := _YEAR_LEAD.match(line_text(line)):  # "- [2019] Revisiting a single-stage method for …"
                draft.year = int(dated.group(1))
            elif dated := _DATED_TAIL.search(line_text(line)):  # "- Group Normalization - March 2018 - activation …"
                draft.year = int(dated.group(1))
            elif i in dated_items and (dated := _COMMA_YEAR_END.search(text)):  # "- [12] Combining Branch …, 1993"
                draft.title, draft.year = text[: dated.start()], int(dated.group(1))
            elif (italic := _first(line.italic)) and text.startswith(italic) and (
                emph := emphasised_title_citation(block_text(blocks[i]), italic)
            ) and emph.authors:  # "- *Fine-grained dengue forecasting …* by Rehman, NA, et al. Sci. Adv. 2016."
                draft.title, draft.authors, draft.complete = emph.title, emph.authors, emph.complete
                draft.venue, draft.year = emph.venue, emph.year
            _note_link_title(line, draft)
            tagged = venue_tag(text)
            if cited := surname_year_title(line_text(line)):  # "- Duflo (2018) *The Economist as Plumber*"
                draft.title, draft.authors, draft.complete, draft.year = (
                    cited.title, cited.authors, cited.complete, cited.year
                )
            elif tagged:
                draft.title, draft.venue = tagged
            elif kind == "list" and (named := _title_and_names(blocks[i])) and not _nouns_as_names(named.authors):
                # "* Eraser: A Dynamic Data Race Detector …, Savage," / "  Burrows, Nelson, Sobalvarro, and Anderson"
                draft.title, draft.authors, draft.complete = named.title, named.authors, named.complete
                draft.venue, draft.year = named.venue, draft.year or named.year
            elif bylined := _link_then_byline([line]):
                # "- [On Priors for Bayesian Neural Networks](https://escholarship.org/…) by Eric Nalisnick (2018)"
                draft.title, (draft.authors, draft.complete) = bylined
            # "Title | https://…/paper.pdf": the line's own links, and a sub-item's ("  - [Paper](doi) | [PDF](…)")
            lines_link_fields([line, *links_below(blocks, i)], draft, own_ids=True)
            _bracketed_fields(draft, line_text(line))
            found.append(draft)
            by_block.setdefault(i, []).append(draft)
            if blocks[i].heading is not None:
                read_headings.add(blocks[i].heading)  # (its notes' own sections are no papers: "#### 해결: …")
    return found


def _edition_only(text: str) -> bool:
    """Whether a line names a venue edition and no Latin words besides (a count, CJK words about the page).

    >>> _edition_only("ACL2026 (40)"), _edition_only("ECCV2024 · 26 篇论文解读"), _edition_only("ResNet (CVPR 2016)")
    (True, True, False)
    """
    edition = find_edition(text) if any(c.isdigit() for c in text) else None
    if edition is None:
        return False
    rest = _EDITION_IN_TEXT.sub(" ", text)
    return not any(fold(w) != fold(edition.series) for w in _LATIN_WORD.findall(rest))


_EDITION_IN_TEXT = re.compile(r"[A-Za-z]+\s?['’]?(?:19|20)?\d\d\b")


def _spelled_out(text: str) -> bool:
    """Whether a line is a short name and its spelling out in brackets, no title.

    >>> _spelled_out("SST-2 (Stanford Sentiment Treebank)"), _spelled_out("ARC (AI2's Reasoning Challenge)")
    (True, True)
    >>> _spelled_out("Deep Residual Learning (ResNet)"), _spelled_out("GLUE (Wang et al., 2019)")
    (False, False)
    """
    match = _NAME_SPELLED.fullmatch(text.strip())
    if not match or sum(c.isupper() for c in match.group(1)) < 2:
        return False
    words = [w for w in match.group(2).split() if w[:1].isalpha()]
    return bool(words) and words[0][0].casefold() == match.group(1)[0].casefold() and not _NAME_YEAR_IN.search(
        match.group(2)
    )


_NAME_SPELLED = re.compile(r"([A-Za-z][\w.-]{1,11})\s+\(([^()]{6,80})\)")
_NAME_YEAR_IN = re.compile(r"\b(?:19|20)\d\d\b|\bet al\b")


def _cjk_question(text: str) -> bool:
    """Whether a line is a question in a CJK script a note asks itself ("为啥这个新东西会有效，有什么优势").

    >>> _cjk_question("为啥这个新东西会有效，有什么优势"), _cjk_question("基于深度学习的推荐系统研究")
    (True, False)
    """
    return bool(_CJK_RUN.search(text)) and any(word in text for word in word_set("cjk_question_words"))


_CJK_RUN = re.compile(f"[{CJK_LETTERS}]{{4}}")


def _review_headings(blocks: list[Block], headings: list[Heading]) -> set[int]:
    """The heading blocks over a review's parts ("#### Summary", "#### Strength", "#### Weakness/Thought", or the same
    level right after it: "### Title" / "### Summary" / "### Strength"): two sub-headings or more, all but one naming a
    part of a review. One such heading alone needs three parts and must not be the document's first heading (a
    one-paper note's title: its reader's)."""
    parts = word_set("review_sections")

    def part(heading: Heading) -> bool:
        return bool(words := tokens_of(heading.text)) and all(w in parts for w in words)

    found, lone_parts = [], 0
    at = [(i, headings[b.heading]) for i, b in enumerate(blocks) if b.heading is not None]
    named_parts = [part(h) for _, h in at]
    if sum(named_parts) < 2:
        return set()  # (most documents: no review's parts at all)
    levels = [h.level for _, h in at]
    for k, (i, heading) in enumerate(at):
        if named_parts[k]:
            continue
        end = next((n for n in range(k + 1, len(at)) if levels[n] <= heading.level), len(at))
        top = min(levels[k + 1 : end], default=0)
        children = [h for n, (_, h) in enumerate(at[k + 1 : end], k + 1) if levels[n] == top]
        if not children:  # (the parts at the heading's own level right after it)
            stop = next((n for n in range(k + 1, len(at)) if levels[n] != heading.level or not named_parts[n]), len(at))
            children = [h for _, h in at[k + 1 : stop]]
        named = sum(part(h) for h in children)
        if len(children) >= 2 and named >= len(children) - 1 and named >= 2:
            found.append(i)
            lone_parts = named  # ("## Cases For and Against …" over "### Strengths" and "### Weaknesses": a section)
    return set(found) if len(found) >= 2 or (found and found[0] != at[0][0] and lone_parts >= 3) else set()


def _section_name(text: str) -> str:
    """A section's name as a contents list and its heading both print it: folded, its number and brackets dropped."""
    return fold(_NUMBERED.sub("", _BRACKETED.sub(" ", text)))


def _under_comment_label(blocks: list[Block], headings: list[Heading], first: int, labels: frozenset[str]) -> bool:
    """Whether a run of lines stands under a label of a paper's comments ("**Recommendation(s):**", "## Takeaways"):
    its heading, or the one-line paragraph right above it."""
    block = blocks[first]
    named = [headings[block.headings[-1]].text] if block.headings else []
    if first > 0 and blocks[first - 1].kind == "paragraph" and len(blocks[first - 1].lines) == 1:
        named.append(line_text(blocks[first - 1].lines[0]))
    return any(" ".join(tokens_of(text)) in labels for text in named)


def dashed_siblings(blocks: list[Block], by_block: dict[int, list[Draft]]) -> list[Draft]:
    """Items of a list whose other items read as ``Title - Names`` citations, when they are ``Title - Surname``
    ("* Theorems for free - Wadler" among "* Testing monadic code with QuickSpec - Hughes & Claessen")."""
    dashed = Counter(
        b.group
        for i, b in enumerate(blocks)
        if b.kind == "item" and any(d.reason == _DASHED for d in by_block.get(i, ()))
    )
    sizes = Counter(b.group for b in blocks if b.kind == "item")
    found = []
    for i, block in enumerate(blocks):
        if block.kind != "item" or by_block.get(i) or len(block.lines) != 1:
            continue
        if dashed[block.group] < _MIN_TITLES or 2 * dashed[block.group] < sizes[block.group]:
            continue
        ref = dashed_citation(TASK_MARK.sub("", line_text(block.lines[0])))
        if ref is not None and is_title_like(ref.title) and _word_count(ref.title) >= 2:
            draft = Draft(i, block.line, reason=f"{_DASHED}, like the items around it")
            _apply(draft, ref, title=True)
            found.append(draft)
            by_block[i] = [draft]
    return found


_DASHED = "citation (title — authors — venue)"


def _median_words(titles: list[tuple[int, Line, str]], headings: bool) -> float:
    """The median length of titles, in words (of a heading's title: without its bracketed tags)."""
    return median([(_heading_words if headings else _word_count)(t) for _, _, t in titles] or [0])


def _paper_heading_run(
    blocks: list[Block],
    headings: list[Heading],
    texts: list[str],
    indices: list[int],
    by_block: dict[int, list[Draft]],
    sectioned: bool = False,
) -> bool:
    """Whether sibling headings are papers: three or more, most of them long (a post's sections are short: "Method"),
    each over notes of its own (fewer than half over nothing; no sub-heading, unless ``sectioned``: the notes of a
    venue edition's papers) and none over an entry (a topic heads its papers)."""
    if not _long_headings(blocks, headings, texts, indices):
        return False
    notes = [_heading_notes(blocks, headings, i, set(indices), by_block, sectioned) for i in indices]
    return False not in notes and notes.count(None) * 2 < len(indices)


#: The median length of paper headings in a run when other runs at their level are papers
_SHORT_PAPER_HEADING_WORDS = 4


def _paper_levels(
    blocks: list[Block],
    headings: list[Heading],
    runs: dict[tuple[str, int], list[tuple[int, Line]]],
    by_block: dict[int, list[Draft]],
    levels: dict[int, int],
) -> dict[int, int]:
    """By heading level, how many of the document's runs of sibling headings are papers on their own (computed once,
    into ``levels``)."""
    if levels or not runs:
        return levels
    for (kind, _), members in runs.items():
        if kind != "headings":
            continue
        texts = [bare_title(clean_title(_NUMBERED.sub("", line_text(line)))) for _, line in members]
        if _paper_heading_run(blocks, headings, texts, [i for i, _ in members], by_block):
            level = headings[blocks[members[0][0]].heading].level  # type: ignore[index]
            levels[level] = levels.get(level, 0) + 1
    levels.setdefault(0, 0)  # (computed: a document without such runs is not looked at again)
    return levels


def _long_headings(
    blocks: list[Block],
    headings: list[Heading],
    texts: list[str],
    indices: list[int],
    least: int = _PAPER_HEADING_WORDS,
) -> bool:
    """Whether headings may be papers' titles: three or more, most of them long (``least`` words at the median),
    none numbered as a section."""
    if len(texts) < _MIN_TITLES or median([_heading_words(t) for t in texts]) < least:
        return False
    printed = [headings[h].text for i in indices if (h := blocks[i].heading) is not None]
    # ("C.1 Action and State Representation", "5.2 Results for …": a paper's own sections; "## Looking Ahead" among
    # "## Child Learners: Cognitive Insights for AI", …: a post's)
    sections = word_set("outline_sections")
    return not any(_SECTION_NUMBER.match(t) or " ".join(tokens_of(t)) in sections for t in texts + printed)


def _heading_notes(
    blocks: list[Block],
    headings: list[Heading],
    i: int,
    run: set[int],
    by_block: dict[int, list[Draft]],
    sectioned: bool,
) -> bool | None:
    """Whether the heading of block ``i`` is over notes of its own and no entry; None when it is over nothing
    (a sibling of ``run`` right under it or, when ``sectioned``, any heading not below it)."""
    j = i + 1
    sibling = j < len(blocks) and (j in run or (sectioned and not _deeper(blocks, headings, j, i)))
    if j < len(blocks) and blocks[j].heading is not None and sibling:
        return None  # ("### d-SNE: …" over an empty "> ")
    if j >= len(blocks) or (blocks[j].heading is not None and not (sectioned and _deeper(blocks, headings, j, i))):
        return False
    if sectioned and blocks[j].heading is not None and blocks[j].lines and names_of(line_text(blocks[j].lines[0])):
        return False  # "#### Jina Suh (University of Washington, …) et al.": a byline, read with its heading
    # A venue edition's papers may have sections of their own ("### NetCache: …" / "#### 문제: …" / "#### 해결: …"),
    # but nothing under one is an entry: "### 1 Omitted Variable Bias (April 17, FW)" over "#### References" and its
    # citations is a session. Elsewhere a paper's own sections end the run ("## Mitochondrial dynamics" / "### Fusion").
    while j < len(blocks) and (blocks[j].heading is None or (sectioned and _deeper(blocks, headings, j, i))):
        # (a list of titles under it, read later: "## Awards I: Service Robots; Medical Robotics" heads them; not
        # labels of its notes: "-   Root Cause:" / "    Debugging의 과정 …")
        first = line_text(blocks[j].lines[0]) if blocks[j].lines else ""
        # ("- Datasets: APNEWS, IMDB and BNC" under "## Topic Compositional Neural Language Model (2018)" is a field)
        listed = blocks[j].kind == "item" and is_title_case(first) and not first.endswith(":")
        if by_block.get(j) or (listed and not is_field_line(first)):
            return False
        if blocks[j].heading is not None and is_title_case(first):
            return False  # "### Key Discussion Points", "### Voicebox: Text-Guided …": a talk's or a topic's parts
        j += 1
    return not (j < len(blocks) and _deeper(blocks, headings, j, i))


def _deeper(blocks: list[Block], headings: list[Heading], j: int, i: int) -> bool:
    """Whether block ``j`` is a heading below the heading of block ``i``."""
    below, over = blocks[j].heading, blocks[i].heading
    return below is not None and over is not None and headings[below].level > headings[over].level


def _pooled_paper_headings(
    blocks: list[Block],
    headings: list[Heading],
    runs: dict[tuple[str, int], list[tuple[int, Line]]],
    level: int,
    by_block: dict[int, list[Draft]],
) -> set[int]:
    """The headings of one level over a venue edition's notes that are papers, counted over the whole document: the
    ones over notes of their own, when two thirds of them are and fewer than half are over nothing."""
    at_level = [
        i
        for (kind, _), run in runs.items()
        if kind == "headings"
        for i, _ in run
        if headings[blocks[i].heading].level == level  # type: ignore[index]
    ]
    titled = {i: bare_title(clean_title(_NUMBERED.sub("", line_text(blocks[i].lines[0])))) for i in at_level}
    # (a byline under a paper's heading is no paper: "#### Jina Suh (University of Washington, …) et al.")
    members = [i for i in at_level if not names_of(titled[i])]
    texts = [titled[i] for i in members]
    if not _long_headings(blocks, headings, texts, members) or len({fold(t) for t in texts}) < len(texts):
        return set()  # (a heading come back to is a room or a session: "102B : Visually-Grounded Interaction …")
    notes = {i: _heading_notes(blocks, headings, i, set(members), by_block, True) for i in members}
    kept = {i for i, over in notes.items() if over is not False}
    empty = sum(over is None for over in notes.values())
    return kept if 3 * len(kept) >= 2 * len(members) and empty * 2 < len(members) else set()


def _only_names(text: str) -> bool:
    """Whether an item is names, not a title: "Kaiming He, Xiangyu Zhang"; a title with its authors in brackets after
    it is not ("Lazy Functional Incremental Parsing (Bernardy J)")."""
    if text.endswith((")", "）")) and split_authors_tag(text) is not None:
        return False
    return names_of(text) is not None


def _bold_label(line: Line, text: str) -> bool:
    """Whether a line opens with a bold label ending in a colon: "**Course:** MW 10:30-11:50"."""
    bold = line.bold[0].strip() if line.bold else ""
    return bool(bold) and bold.endswith((":", "：")) and len(bold.split()) <= _LABEL_WORDS and text.startswith(bold)


_LABEL_WORDS = 3


#: The fewest and most words of a title in sentence case among titles (a discussion's reply, a quote run longer);
#: words that open a sentence of a discussion, not a title
_SENTENCE_TITLE_WORDS = (4, 32)
_CONNECTIVES = frozenset("therefore however thus hence moreover furthermore also but so then".split())


def _sentence_case_title(text: str) -> bool:
    """Whether an item in sentence case can be a title among titles: four words or more, one sentence, no field.

    >>> _sentence_case_title("We deal with federated graph learning"), _sentence_case_title("Skim: The Word2vec")
    (False, False)
    >>> _sentence_case_title("A general deep learning framework for network reconstruction")
    True
    """
    return (
        _SENTENCE_TITLE_WORDS[0] <= len(text.split()) <= _SENTENCE_TITLE_WORDS[1]
        and text.split()[0].casefold() not in _PRONOUNS
        and text.split()[0].casefold().rstrip(",") not in _CONNECTIVES  # "Therefore, the score is encoded …"
        and is_title_like(text)
        and text[:1].isupper()
        and not _TWO_SENTENCES.search(text)
        and not is_field_line(text)
        and not is_reading_label(text)
        and not _NOT_A_PAPER.search(text)
        and not names_of(text)
        and not _is_event(text)
        and not _DEFINITION.search(text)
    )


def _named_enough(named: Reference) -> bool:
    """A ``Title, Names`` item is a paper when it dates itself or names a venue, or when its title has words enough
    and its names are two or more, or end in "et al." ("* Venti: a new approach to archival storage, Sean Quinlan
    and Sean Dorward")."""
    return bool(named.venue or named.year) or (
        (len(named.authors) >= 2 or not named.complete) and len((named.title or "").split()) >= _MIN_TITLE_WORDS
    )


def _title_and_names(block: Block) -> Reference | None:
    """A list item of plain text (no link) that is ``Title, Names`` wrapped over its lines; a first line with no comma
    over a line of names is the title ("6. Deeper Insights into … Learning" / "Qimai Li, Zhichao Han, …")."""
    if not block.lines or any(seg.href for ln in block.lines for seg in ln.segs):
        return None
    texts = [line_text(ln) for ln in block.lines]
    if any(is_field_line(t) for t in texts[1:]) or is_field_line(texts[0]):
        return None  # "Authors: Thomas N. Kipf, Max Welling" under the title: a field (apply_fields)
    if len(texts) > 1 and ", " not in texts[0]:
        below = " ".join(texts[1:]).strip(" ,.")
        head, _, tail = below.partition(", ")
        if " " not in head and (names := names_of(tail)) and _title_word_wrapped(head, names[0]):
            return Reference(bare_title(f"{texts[0]} {head}"), "title, authors", names[0], names[1], None, None)
        if names := names_of(below):
            return Reference(bare_title(texts[0]), "title, authors", names[0], names[1], None, None)
    whole = " ".join(texts)
    return title_comma_names(whole) if ", " in whole else None


#: Endings of English nouns that are no surname: "Consistency", "Estimation", "Management" (and their plurals).
_NOUN_END = re.compile(r"(?:tion|sion|ment|ness|ency|ancy|ity|ics|ism|ogy)$|(?:tion|sion|ment|ie|ism|ogy)s$")


def _nouns_as_names(authors: tuple[Author, ...]) -> bool:
    """Whether "names" after a title's comma are the words of its own list: "SOK: Securing the Software Supply
    Chain: Taxonomy, Threats, and Future Directions"."""
    return any(_NOUN_END.search(word) for author in authors for word in author.name.split())


def _title_word_wrapped(word: str, names: tuple[Author, ...]) -> bool:
    """Whether the one word before the names of a title's next line ends the title: a noun ("Consistency, Gray and
    Cheriton"), or any word before full names ("Workstation, Edouard Bugnion, Scott Devine")."""
    return bool(_NOUN_END.search(word)) or all(" " in a.name for a in names)


def _note_link_title(line: Line, draft: Draft) -> None:
    """An index line's title is its link to the note, the tags around it are not: "`OBJECT DETECTION` `ECCV 2018`
    [CornerNet: Detecting Objects as Paired Keypoints](neural-nets/CornerNet.md)"; a tag may be a venue edition."""
    if not _links_a_note(line):
        return
    shown = bare_title(next(seg.text for seg in line.segs if seg.href))
    if shown == draft.title or len(shown.split()) < 2 or not is_title_like(shown) or shown not in (draft.title or ""):
        return
    rest = (draft.title or "").replace(shown, " ")
    draft.title = shown
    draft.venue = draft.venue or find_edition(rest)


def trailing_fields(draft: Draft) -> None:
    """Fields a listed title carries after it: names ("Deep Graph Infomax, P Veličković, W Fedus"), an arXiv id
    ("… Networks arXiv:1802.09691"), a year or a venue tag after a comma ("…, 2017", "…, NeuroIPS16")."""
    title = draft.title or ""
    # Only where the title is the text of a line: a link's or a cell's text is a title as it stands.
    listed = draft.reason.startswith(("one of", "citation (venue tag)")) or " et al" in title
    if listed and not draft.authors and (ref := title_then_fields(title)) is not None:
        draft.title, draft.authors, draft.complete = ref.title, ref.authors, ref.complete
        draft.year, draft.venue = draft.year or ref.year, draft.venue or ref.venue
        draft.series = draft.series or (None if draft.venue else ref.series)  # "…, *Dou et al, AAAI.*"
        return
    if ids := text_ids(title):
        draft.add_ids(ids)
        title = _TEXT_ARXIV.sub("", title).strip(" ,")
    if title[-1:].isdigit() and (journal := _JOURNAL_TAIL.search(title)) and len(title[: journal.start()].split()) >= 3:
        # "Uniform asymptotics for robust …, The Annals of Statistics, 32(4):1434-1447": the journal, volume, pages
        title = title[: journal.start()]
        if draft.venue is None and draft.year:
            draft.venue = VenueEdition(journal.group(1).strip(), draft.year)
        elif draft.venue is None:
            draft.series = draft.series or journal.group(1).strip()
    if (
        (journal := _PHYSICS_TAIL.search(title))
        and "." in journal.group(1)
        and len(title[: journal.start()].split()) >= _MIN_TITLE_WORDS
    ):
        # "Surface codes: Towards practical large-scale quantum computation, Phys. Rev. A 86, 032324" (its year cut)
        title = title[: journal.start()]
        name = journal.group(1).strip()
        if draft.venue is None:
            draft.venue, draft.series = (VenueEdition(name, draft.year), None) if draft.year else (None, name)
    if tail := _TAIL_FIELD.search(title):
        field = tail.group(1)
        edition = None if _YEAR_ONLY.fullmatch(field) else tag_edition(field)
        digits = re.sub(r"\D", "", field)
        year = full_year(digits) if len(digits) in (2, 4) else None
        draft.year = draft.year or (edition.year if edition else year)
        draft.venue = draft.venue or edition
        title = title[: tail.start()]  # "…, NeuroIPS16": a venue mistyped is still no part of the title
        if draft.year and (dated := _MONTH_DAY_END.search(title)):
            title = title[: dated.start()]  # "Computer Networks (5th Edition) Oct 7, 2010": a release date
    draft.title = title


#: A month and day before a year cut from a title's end: " Oct 7", " May 15"
_MONTH_DAY_END = re.compile(rf"\s+(?:{MONTH_NAME.pattern})\s+\d{{1,2}}$")


#: A journal abbreviated, its volume and its page or article number closing a title, as physics cites them:
#: ", Phys. Rev. A 86, 032324", ", New J. Phys. 14123011", ", Quantum Info. Comput. 13, 490"
_PHYSICS_TAIL = re.compile(r",\s*((?:[A-Z][a-z]*\.\s*|[A-Z][a-z]*\s+)+)(?:\d{1,4}\s*,\s*)?[A-Z]?\d{2,9}\.?$")
#: A journal, its volume (issue) and pages closing a title: ", The Annals of Statistics, 32(4):1434-1447"
_JOURNAL_TAIL = re.compile(r",\s*([A-Z][^,:]{3,80}?),\s*\d{1,4}(?:\s*\(\d{1,4}\))?\s*:\s*\d+(?:\s*[-–]\s*\d+)?\.?$")
#: A year in brackets opening an item: "[2019] Revisiting a single-stage method for face detection"
#: "[2017 @Face++] Title" too, and "[2024.05] Title"
_YEAR_LEAD = re.compile(r"^\s*[\[(]((?:19|20)\d\d)(?:[.-](?:0?[1-9]|1[0-2]))?(?:\s+@[^\])]{1,30})?[\])]\s")


def _labelled_people(text: str) -> bool:
    """Whether a line labels people or a day's hours, no title: "TAs:  Hugo Flores Garcia, Weijan Li", "Monday: Weijan
    Li 3-5pm on …".

    >>> _labelled_people("TAs:  Hugo Flores Garcia, Weijan Li"), _labelled_people("BERT: Pre-training of Deep …")
    (True, False)
    """
    label, colon, rest = text.partition(": ")
    if not colon or len(label.split()) > 2:
        return False
    if _WEEKDAY.fullmatch(label.strip()):
        return True
    named = names_of(rest.strip()) if "," in rest else None  # (two names or more: not "Efficient Fuzzing by …")
    return named is not None and len(named[0]) >= 2 and all(is_name(a.name) for a in named[0])


_WEEKDAY = re.compile(r"(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day", re.IGNORECASE)


def links_below(blocks: list[Block], i: int) -> list[Line]:
    """The lines of the sub-item right under list item ``i`` when it is nothing but links named by link words, the
    item's paper's: "- SUPPLYSHIELD: Securing Software Supply Chain …" / "  - [Paper](https://doi.org/…) | [PDF](…)".
    """
    if i + 1 >= len(blocks) or blocks[i].kind != "item":
        return []
    below = blocks[i + 1]
    if below.kind != "item" or below.group <= blocks[i].group or below.headings != blocks[i].headings:
        return []
    segs = [seg for line in below.lines for seg in line.segs]
    linked = [seg for seg in segs if seg.href]
    plain = "".join(seg.text for seg in segs if not seg.href)
    if not linked or plain.strip(" |,;/·-[]()") or not all(only_link_words(seg.text) for seg in linked):
        return []
    # (a paper's: "[Paper](usenix…/presentation/…)", a PDF, an id; not "* [Slides](….pptx)" under a talk)
    papers = any(
        seg.has_id or names_the_paper(seg.text) or is_paper_link(seg.href) or other_ids(seg.href)
        for seg in linked
        if seg.href
    )
    return below.lines if papers else []


def _address_item(block: Block) -> bool:
    """Whether a list item is an address alone, a code repository's under its paper: it neither counts for nor
    against the titles of its list ("- [2016] Joint Face Detection …" / "- https://github.com/kpzhang93/MTCNN…")."""
    segs = [seg for seg in block.lines[0].segs if seg.text.strip()] if block.lines else []
    return bool(segs) and segs[0].href is not None and segs[0].text.strip().startswith(("http://", "https://"))


def _lone_title(text: str) -> bool:
    """Whether the one item of a small list reads as a title: in title case, or a phrase after its year in brackets.

    >>> _lone_title("Agreement on Target-bidirectional Neural Machine Translation.")
    True
    >>> _lone_title("[2015] A deep pyramid deformable part model for face detection"), _lone_title("see the notes")
    (True, False)
    """
    if _CLOCK.search(text):
        return False  # "10:40 - 12:00 : ConversationalAI: …": a programme's slot
    title = bare_title(clean_title(TASK_MARK.sub("", text)))
    return is_title_case(title) or _year_led(text, title)


def _year_led(text: str, title: str) -> bool:
    """Whether an item is a title after its year in brackets: "[2016] Face detection with the faster r-cnn"."""
    return bool(_YEAR_LEAD.match(text)) and _word_count(title) >= 3 and is_title_like(title)


def _numbered_title(text: str) -> bool:
    """A numbered item in sentence case that reads as a title: a phrase of three words or more, no sentence, no
    to-do ("7. Geniepath: Graph neural networks with adaptive receptive paths")."""
    return len(text.split()) >= 3 and is_title_like(text, prose=True) and not _todo(text) and text[:1].isupper()


def _line_title(line: Line, text: str) -> str:
    """The part of a listed line that may be its title: no comment after its link, no remark before it; a title in
    book-title marks with the venue edition after it ("467.《Too Consistent to Detect: …》，EMNLP2025")."""
    if "《" in text and (marked := _marked_title(text)):
        return marked
    if " - " in text and (dated := _DATED_TAIL.search(text)):
        return text[: dated.start()]  # "Mask R-CNN - January 2018 - explains how instance segmentation is done …"
    return _after_remark(line, _before_comment(line, text))


#: A month and year after a title, between spaced dashes or last: "Group Normalization - March 2018 - activation …"
_COMMA_YEAR_END = re.compile(r",\s*((?:19|20)\d\d)\s*$")
_DATED_TAIL = re.compile(rf"\s-\s(?:{MONTH_NAME.pattern}\.?\s+)?((?:19|20)\d\d)(?:\s-\s|\s*$)", re.IGNORECASE)


#: A short label, then a whole citation in brackets: "knowledge distillation (Geoffrey Hinton, …. In NeurIPS, 2014.)"
_LABELLED_CITATION = re.compile(r"^[^()]{2,60}?\s\((?P<citation>[^()].{38,})\)$")
#: What may come before a line's marked title: its number or bullet ("467.《…》"), not a label ("图书：《Learning to
#: learn》", a field of the entry above)
_MARK_LEAD = re.compile(r"^[\s\d.、,)）(（*+-]*《")
#: A Latin title in Chinese book-title marks: "《ReSearch-Learning to Reason with Search for LLMs …》"
_MARKED_TITLE = re.compile(r"《\s*([A-Za-z0-9][^《》]*?[A-Za-z][^《》]*?)\s*》")


def _marked_title(text: str) -> str | None:
    """The one Latin title a line marks with 《》, the venue edition the rest names after it in brackets.

    >>> _marked_title("467.《Too Consistent to Detect: A Study of Self-Consistent Errors in LLMs》，EMNLP2025")
    'Too Consistent to Detect: A Study of Self-Consistent Errors in LLMs (EMNLP 2025)'
    >>> _marked_title("《ReSearch-Learning to Reason with Search for LLMs via RL》，类似工作包括Search-R1")
    'ReSearch-Learning to Reason with Search for LLMs via RL'
    """
    marked = _MARKED_TITLE.findall(text)
    if len(marked) != 1 or len(marked[0].split()) < _MIN_TITLE_WORDS:
        return None
    rest = _MARKED_TITLE.sub(" ", text)
    edition = find_edition(rest)
    return f"{marked[0]} ({edition.label})" if edition else marked[0]


def _after_remark(line: Line, text: str) -> str:
    """A line's linked title when an italic remark is all that comes before it: "*RAGS Microsoft SQL Server*  [Massive
    Stochastic Testing of SQL](microsoft.com/…)"."""
    if not line.italic or not text.startswith(line.italic[0]):
        return text
    linked = [seg for seg in line.segs if seg.href]
    before = "".join(seg.text for seg in line.segs[: line.segs.index(linked[0])]) if linked else ""
    if len(linked) == 1 and fold(before) == fold(line.italic[0]) and len(linked[0].text.split()) >= _MIN_TITLE_WORDS:
        return linked[0].text
    return text


def _before_comment(line: Line, text: str) -> str:
    """A line's text up to the end of its first link when a comment follows that link: marked by an emoji (a reading
    log's "__2020-08-24__: [Experience Replay for Continual Learning](….pdf) :tada: I hardly understand it …"), in
    a script the title has none of ("[Optimizing Main-MemoryJoin on Modern Hardware](…) 构建 memory access 测量模型"),
    or where the reading stands ("[Architecture of a Database System](…) todo"); or a remark in lower case after a
    dash ("[IVT-seq reveals extreme bias in RNA sequencing](…) - an important paper showing …")."""
    linked = next((seg.text for seg in line.segs if seg.href and len(seg.text.split()) >= 2), "")
    at = text.find(linked) if linked else -1
    if at < 0 or not (rest := text[at + len(linked) :].strip()):
        return text
    if (
        (":" in rest and _EMOJI_COMMENT.match(text, at + len(linked)))
        or (CJK_LETTER.search(rest) and not CJK_LETTER.search(linked) and linked.isascii())
        or rest.casefold() in word_set("status_tails")
        or (_DASHED_REMARK.match(rest) and len(rest.split()) > _REMARK_WORDS)
    ):
        return text[: at + len(linked)]
    return text


#: A remark in lower case after a dash: "[From RNA-seq reads to …](…) - probably the single best review of …"
_DASHED_REMARK = re.compile(r"[-–—]\s+[a-z]")
#: The fewest words of such a remark (not "- code", "- slides")
_REMARK_WORDS = 3


#: An emoji shortcode, then a comment: " :tada: I hardly understand it"
_EMOJI_COMMENT = re.compile(r"\s*(?::[a-z0-9_+-]+:\s*)+[^\W\d_]")


def _links_title(line: Line) -> bool:
    """Whether the line links the paper it names, or the note kept on it."""
    return _links_a_paper(line) or _links_a_note(line) or _only_a_link(line)


def _heads_key(block: Block) -> int:
    """A number for the headings a block stands under (blocks under the same headings share it)."""
    return hash(block.headings)


def _field_paragraph(block: Block) -> bool:
    return bool(block.lines) and is_field_line(line_text(block.lines[0]))


def _heads_papers(blocks: list[Block], i: int, by_block: dict[int, list[Draft]]) -> bool:
    """Whether a list item heads a sub-list of papers ("1. **Background: Traditional Local File Systems**" over
    "1. FFS - Questions / McKusick, …, [A Fast File System for UNIX](ffs.ps)"): a section's label, no title."""
    group = blocks[i + 1].group if i + 1 < len(blocks) and blocks[i + 1].kind == "item" else -1
    if group < 0 or group == blocks[i].group:
        return False
    k = i + 1
    while k < len(blocks) and blocks[k].group == group:
        if any(d.title for d in by_block.get(k, ())):  # (an untitled link under it is the item's own paper)
            return True
        k += 1
    return False


def _label_line(line: Line) -> bool:
    """A first line that is only bold words, a few of them: the label of the citation under it."""
    text = line_text(line).strip()
    return bool(text) and len(text.split()) <= 6 and fold(text) == fold(" ".join(line.bold))


def _at_a_place(text: str) -> bool:
    """A person at an institution: "Qiang Yang @ HKUST", "Judy Hoffman @ UC Berkeley & Stanford" (a scholar's
    heading over their papers)."""
    return " @ " in text and names_of(text.split(" @ ", 1)[0]) is not None


def _sublist_label(block: Block) -> bool:
    """A list item of one or two words and no link: the label of the sub-list under it."""
    text = block_text(block)
    return len(text.split()) <= 2 and not any(seg.href for line in block.lines for seg in line.segs)


def _linked_elsewhere(line: Line) -> bool:
    """Whether the line is one link to a course's own documents (slides, notes on Google Docs) and nothing else."""
    segs = [seg for seg in line.segs if seg.href or seg.text.strip(" -*")]
    return len(segs) == 1 and segs[0].href is not None and host_of(segs[0].href) in word_set("document_hosts")


def _only_a_link(line: Line) -> bool:
    """Whether the line is one link and nothing else, and not to a code repository: an index entry whose text is
    the title ("[Focal Loss for Dense Object Detection](github.com/…/Papers_Survey/issues/66)")."""
    segs = [seg for seg in line.segs if seg.href or seg.text.strip(" -*")]
    return len(segs) == 1 and segs[0].href is not None and not _REPOSITORY.match(segs[0].href)


def _index_entry(line: Line) -> bool:
    """An entry of an index of one's notes or summaries: the line is one link (to a note, an issue, a page)."""
    return _links_a_note(line) or _only_a_link(line)


def _links_a_note(line: Line) -> bool:
    """Whether the line is one link to a markdown note: an index of one's own paper notes
    (``* [RaymondandKim2012 - Possible Role of …](…/Sea_ice/RaymondandKim2012.md)``)."""
    links = [seg for seg in line.segs if seg.href]
    # Later links may thank someone ("(thanks, [alexobednikov](https://github.com/alexobednikov))"), not cite a paper.
    return (
        bool(links)
        and (
            links[0].href.split("#")[0].lower().endswith((".md", ".markdown"))  # type: ignore[union-attr]
            or _named_folder(links[0])
        )
        and not any(_links_a_paper(Line(0, [seg])) for seg in links[1:])
    )


_REPOSITORY_PAGE = re.compile(r"github\.com/[^/]+/[^/]+/(?:tree|blob)/")


def _named_folder(seg: Seg) -> bool:
    """Whether a link leads to a folder or page named as its text, three words or more: one's notes on the paper
    ("[Write-Behind Logging](https://github.com/…/tree/master/数据库/content/Write-Behind%20Logging)")."""
    text = drop_note_suffix(seg.text.strip())
    if len(text.split()) < _MIN_TITLE_WORDS or not seg.href:
        return False
    raw = seg.href.split("#")[0].split("?")[0].rstrip("/").rsplit("/", 1)[-1]
    if "%20" not in raw and not _REPOSITORY_PAGE.search(seg.href):
        return False  # (a post's slug names its post: "codewords.recurse.com/…/an-introduction-to-functional-…")
    last = unquote(raw)
    return fold(drop_note_suffix(last.replace("_", " "))) == fold(text)


def _links_a_paper(line: Line) -> bool:
    """Whether a line links a paper: an arXiv or OpenReview id, a PDF or paper page, a DOI or other id."""
    return any(
        seg.href and (seg.has_id or is_paper_link(seg.href) or other_ids(seg.href)) for seg in line.segs
    )


def names_a_list(text: str) -> bool:
    """A link to another list ("Awesome NeurIPS 2024 Graph Paper Collection"), not a paper."""
    folded = " ".join(text.casefold().split())
    return any(word in folded for word in word_set("list_title_words"))


def _is_event(text: str) -> bool:
    """A tutorial, workshop or talk named in brackets after its title: "Title (Workshop, Dec 13)"."""
    brackets = " ".join(re.findall(r"\(([^()]*)\)", text)).casefold()
    return any(word in brackets for word in word_set("event_words"))


def _paper_contents(blocks: list[Block], members: list[tuple[int, Line]]) -> bool:
    """Whether a run of table-of-contents lines lists papers: a numbered list whose entries are mostly long (five
    words or more) or carry a venue tag, which section names ("Federated Learning with Domain Shift") do not; or
    entries whose anchors end with the paper's venue and year ("#t-fuzz-fuzzing-by-program-transformation-sp-2018")."""
    texts = [
        _NUMBERED.sub("", line_text(line))
        for i, line in members
        if _contents_entry(line) and (blocks[i].ordered or any(_DATED_ANCHOR.search(s.href or "") for s in line.segs))
    ]
    long = sum(len(t.split()) >= 5 or venue_tag(t) is not None for t in texts)
    return len(texts) >= _MIN_TITLES and long * 3 >= len(members) * 2


#: A section anchor naming a paper and its edition: "#…-sp-2018", "#…-usenix-security2018", "#…-ndss-2018-workshop"
_DATED_ANCHOR = re.compile(r"#\S*[a-z-](?:19|20)\d\d(?:-workshop)?$")


def _contents_entry(line: Line) -> bool:
    """A table-of-contents line: its links point at a place in a page (``#section``), not at a paper."""
    hrefs = [seg.href for seg in line.segs if seg.href]
    return bool(hrefs) and all("#" in h for h in hrefs)


def _todo(title: str) -> bool:
    """Whether a task item reads as a to-do: a plan id ("0.1a Initialise …") or a sentence led by a verb of work.

    >>> _todo("0.1a Initialise uv environment"), _todo("Write the related work section")
    (True, True)
    >>> _todo("Learning to Prompt for Vision-Language Models"), _todo("Segment Anything")
    (False, False)
    """
    words = title.split()
    if _PLAN_ID.match(title):
        return True
    return bool(words) and words[0].lower() in word_set("todo_verbs") and not _title_case(words)


def _title_case(words: list[str]) -> bool:
    """Whether most longer words after the first are capitalised, as in a title ("Attention Is All You Need")."""
    rest = [w for w in words[1:] if len(w) > 3 and w[0].isalpha()]
    return bool(rest) and sum(w[0].isupper() for w in rest) * 2 >= len(rest)


def drop_method_checklists(blocks: list[Block], drafts: list[Draft]) -> list[Draft]:
    """Task-list items of a list that reads as a checklist of method names or of work, not of papers, are dropped.

    A list of bare task items ("- [ ] Deep Q Network(DQN) (off-policy)", "- [ ] Behavior Cloning") with no
    venue, year, id, author or link among them, and titles of fewer than ``_CHECKLIST_WORDS`` words once
    bracketed parts are cut, names methods to implement; paper titles are longer. In such a list, a to-do
    ("- [ ] Write the related work section") is no paper, and when to-dos are half the list only a
    title-cased item may be one.
    """
    lists: dict[int, list[Draft]] = {}
    for d in drafts:
        if d.reason == "task-list item":
            lists.setdefault(blocks[d.block].group, []).append(d)
    dropped: set[int] = set()
    for items in lists.values():
        if any(d.venue or d.year or d.openreview or d.arxiv or d.ids or d.authors or d.links for d in items):
            continue
        words = sorted(len(_BRACKETED.sub(" ", d.title or "").split()) for d in items)
        todos = [d for d in items if _todo(d.title or "")]
        if words[len(words) // 2] < _CHECKLIST_WORDS:
            dropped.update(id(d) for d in items)
        dropped.update(id(d) for d in todos)
        if len(todos) * 2 >= len(items):  # a plan: only a title-cased item may be a paper in it
            dropped.update(id(d) for d in items if not _title_case((d.title or "").split()))
    return [d for d in drafts if id(d) not in dropped]


def drop_prose_mentions(blocks: list[Block], drafts: list[Draft]) -> list[Draft]:
    """A paper a paragraph links whose id an entry of a list or table also has is a mention of that entry; when it
    is that entry's citation (the same title), its names, venue and year fill the entry.

    ``> 分类准则基于 [Class-Incremental Learning: A Survey](https://arxiv.org/abs/2302.03648)`` above the table
    that lists that survey; ``> Kang, B., … (2019). Toward Joint … Networks. arXiv preprint arXiv:1901.07838.``
    under ``### [Toward Joint … Networks](https://arxiv.org/abs/1901.07838)``. A whole citation of another title
    (``[58] Koziarski, Michał, et al. "DiagSet: …." arXiv preprint arXiv:2105.04014 (2021).``) is the paper a table
    row only links, with a cell of other text beside the link: the citation is the entry.
    """
    listed = {
        key: d
        for d in drafts
        if blocks[d.block].kind != "paragraph"
        for key in (("arxiv", d.arxiv), ("openreview", d.openreview))
        if key[1]
    }
    kept, cited_instead = [], set()
    for d in drafts:
        owner = next((listed[k] for k in (("arxiv", d.arxiv), ("openreview", d.openreview)) if k in listed), None)
        if blocks[d.block].kind != "paragraph" or owner is None or _link_alone(blocks[d.block], d):
            kept.append(d)
            continue
        same = d.title is not None and fold(d.title) == fold(owner.title or "")
        if d.reason.startswith("citation") and same:
            if not owner.authors:
                owner.authors, owner.complete = d.authors, d.complete
            owner.venue, owner.year = owner.venue or d.venue, owner.year or d.year
            owner.add_ids(d.ids)
        elif (
            d.authors
            and (d.reason.startswith("citation") or (d.titled and not same))
            and (not owner.authors or owner.title is None)  # ("([Li et al. 2021](arxiv))": names, no title)
            and owner.reason in ("paper id link", NAMED_IN_PROSE)
        ):
            # (or a whole citation of what an item only names: "[`TE-NAS`](arxiv) reports …", "- `TE-NAS` --- …
            # ([Chen et al. 2021](arxiv))" over the references' "[Wuyang Chen, …. Neural Architecture Search …](arxiv)")
            kept.append(d)
            cited_instead.add(id(owner))
    return [d for d in kept if id(d) not in cited_instead]


def _link_alone(block: Block, draft: Draft) -> bool:
    """Whether a paragraph is nothing but the entry's linked title: an entry of a list of link paragraphs (a survey's
    taxonomy lists a paper under each of its topics), not prose mentioning it."""
    return draft.reason == "paper id link" and fold(block_text(block)) == fold(draft.title or "")


def merge_cited_again(blocks: list[Block], drafts: list[Draft], footnotes: frozenset[int]) -> list[Draft]:
    """A whole citation (names, title, venue) of a paper an earlier entry names by its title alone, in a footnote or
    right after that entry, is that entry's citation: its fields fill the entry and it goes (a list citing a paper
    twice keeps both).

    ``2. [Scaling identity connects human mobility and social interactions](http://www.pnas.org/…)[^2]. Our
    mobility…`` and, under the post, ``[^2]: Deville, Pierre, et al. "Scaling identity connects …." Proceedings of
    the National Academy of Sciences (2016): 201525443.``; ``- **Uncertainty Modeling and Model Selection for
    Geometric Inference**`` over ``> Kanatani, K. I. (2004). Uncertainty modeling and model selection for geometric
    inference. *IEEE Transactions on …*``
    """
    linked = {fold(d.title): d for d in reversed(drafts) if d.title and d.titled and not d.authors}
    if not linked:
        return drafts
    kept: list[Draft] = []
    for d in drafts:
        cited = d.reason.startswith("citation") and d.authors
        owner = linked.get(fold(d.title or "")) if cited else None
        if owner is not None and blocks[d.block].line not in footnotes and not (kept and kept[-1] is owner):
            owner = None  # (in the text, only the entry just before)
        if owner is None or owner is d or owner.line >= d.line or owner.authors:
            kept.append(d)
            continue
        owner.authors, owner.complete = d.authors, d.complete
        owner.venue, owner.series = owner.venue or d.venue, owner.series or d.series
        owner.year = owner.year or d.year
        owner.add_ids(d.ids)
    return kept


def drop_repeats(drafts: list[Draft]) -> list[Draft]:
    """Text-only entries whose title another entry with ids repeats (a list of contents above the papers); a whole
    citation listed again under a second topic stays."""
    if all(d.openreview or d.arxiv or d.ids or not d.title or d.authors for d in drafts):
        return drafts
    # (the last line each title with ids is on: a repeat further down, under a second topic, is no contents entry)
    with_ids = {fold(d.title): d.line for d in drafts if d.title and (d.openreview or d.arxiv or d.ids)}
    kept = (d.openreview or d.arxiv or d.ids or not d.title or d.authors for d in drafts)
    return [
        d for d, keep in zip(drafts, kept, strict=True) if keep or with_ids.get(fold(d.title or ""), -1) < d.line
    ]


#: A list item that is a printed id alone: "arxiv:hep-th/9802150", "arXiv:1409.1231v4 ", "doi: 10.1145/…"
_ID_ALONE = re.compile(r"^\s*(?:arxiv|doi)\s*:\s*\S+\s*$", re.IGNORECASE)


def printed_id_items(blocks: list[Block], drafts: list[Draft], by_block: dict[int, list[Draft]]) -> list[Draft]:
    """A list item's printed id alone, under a title item, is that title's paper: ``- Black Hole Entropy is Noether
    Charge`` over ``\t- arxiv:gr-qc/9307038`` (an entry read already takes the id; the id item's own untitled
    entry goes)."""
    found: list[Draft] = []
    taken: set[int] = set()
    for i, block in enumerate(blocks):
        untitled = by_block.get(i, [])
        if block.kind != "item" or any(d.title for d in untitled) or len(block.lines) != 1 or i == 0:
            continue
        text = line_text(block.lines[0])
        if not _ID_ALONE.match(text) or not (ids := text_ids(text)):
            continue
        j = next((k for k in range(i - 1, max(-1, i - 3), -1) if blocks[k].kind == "item"), None)
        if j is None or blocks[j].headings != block.headings or len(blocks[j].lines) != 1:
            continue
        if owned := by_block.get(j):
            if len(owned) == 1 and not (owned[0].arxiv or owned[0].ids):
                owned[0].add_ids(ids)
                taken.update(id(d) for d in untitled)
            continue
        title = bare_title(line_text(blocks[j].lines[0]))
        if is_title_like(title) and len(title.split()) >= 2 and title[:1].isupper():
            draft = Draft(j, blocks[j].line, title, titled=True, reason="a title item over its printed id")
            draft.add_ids(ids)
            draft.series = "arXiv" if "arxiv" in ids else None  # "arxiv:hep-th/9802150": a preprint
            by_block[j] = [draft]
            found.append(draft)
            taken.update(id(d) for d in untitled)
    return [d for d in drafts if id(d) not in taken] + found


def attach_link_blocks(blocks: list[Block], drafts: list[Draft], by_block: dict[int, list[Draft]]) -> list[Draft]:
    """A block of nothing but an untitled id link after a text entry (nothing but text between) gives that entry
    its ids.

    ``- Vaswani, Ashish, ... "Attention Is All You Need." ...`` then ``> [link](https://arxiv.org/abs/1706.03762)``;
    ``- **"Title"** by Names`` then sub-items ``- **Summary**: …`` and ``- **Link**: [Read the paper](arxiv…)``.
    """
    dropped: set[int] = set()
    for i in sorted(by_block):
        own = by_block[i]
        j = _previous_entry_block(blocks, by_block, i)
        if len(own) != 1 or j is None or len(by_block[j]) != 1:
            continue
        draft, before = own[0], by_block[j][0]
        if (
            draft.title is None
            and draft.bare
            and before.reason not in ("paper id link", UNTITLED_LINK, PAPER_PAGE)  # (it waits for its parent item)
            and draft.reason not in (UNTITLED_LINK, PAPER_PAGE)
            and before.fits(draft.openreview, draft.arxiv)
        ):
            before.add(draft.openreview, draft.arxiv)
            before.ids = {**draft.ids, **before.ids}
            dropped.add(id(draft))
    return [d for d in drafts if id(d) not in dropped]


def _previous_entry_block(blocks: list[Block], by_block: dict[int, list[Draft]], i: int) -> int | None:
    """The nearest block before block ``i`` with an entry, when only text blocks (no heading, row) stand between."""
    for j in range(i - 1, max(-1, i - 1 - _LINK_REACH), -1):
        if j in by_block:
            return j
        if blocks[j].kind in ("heading", "row"):
            return None
    return None
