"""Field lines that describe the entry above them: ``Authors: …``, ``Venue: …``, ``Year: …``, ``作者：…``.

The labels of each kind live in ``field_kinds`` of ``kg/notes/data/generic.json``. A field line fills what
its entry lacks; a heading whose section holds an authors or venue field and no other paper is a paper.
"""

from __future__ import annotations

import re

from kg.ids import arxiv_id, text_ids
from kg.keys import fold
from kg.notes.cite import (
    HOST_PHRASE,
    READING_VERBS,
    apa_byline,
    bare_title,
    byline_fields,
    is_name,
    journal_reference,
    parse_reference,
    split_authors,
    tag_edition,
    venue_tag,
)
from kg.notes.extract.generic.blocks import Block, sub_item
from kg.notes.extract.generic.drafts import Draft
from kg.notes.extract.generic.entries import (
    TITLE_OVER_NAMES,
    is_title_case,
    item_title,
    line_text,
    lines_link_fields,
    names_of,
    names_then_venue,
)
from kg.notes.extract.generic.lines import REFERENCE_MARK
from kg.notes.extract.generic.segments import Line
from kg.notes.extract.generic.titles import (
    is_field_line,
    is_generic_link_text,
    is_title_like,
    is_translation,
    labelled_title,
)
from kg.notes.extract.generic.urls import is_paper_link
from kg.notes.extract.generic.words import label_forms, word_lists
from kg.notes.markdown import Heading, tag_values
from kg.notes.openreview_page import join_author_lines, meta_edition
from kg.notes.venues import (
    CJK_LETTERS,
    LONG_VENUE,
    find_edition,
    find_series,
    find_venue,
    is_status,
    named_series,
    named_venue,
)
from kg.records import Author, VenueEdition

_FIELD = re.compile(r"^\s*[-*•]?\s*([^\s:：|][^:：|]{0,28}?)\s*(?:[:：]|(?<=\S)\s+[|｜])\s*(.+)$")  # (or "作者 | …")
#: A label and its value after a dash: "Author - Upulee Kanewala, James M. Bieman"
_DASHED_FIELD = re.compile(r"^\s*[-*•]?\s*([A-Za-z][A-Za-z ]{1,20}?)\s+[-–—]\s+(.+)$")


def _dashed_value(kind: str | None, value: str) -> bool:
    """Whether a value a dash sets apart is the field its label names: names for "Author", a year for "Published
    in" (not "author — a list of document's authors", a glossary's entry)."""
    if kind == "authors":
        names = split_authors(value)
        return bool(names and names[0] and all(is_name(a.name) for a in names[0]))
    return kind in ("venue", "year") and _YEAR.search(value) is not None
#: The clauses of a comment: "7 pages, 2 figures. Submitted to …"
_CLAUSE = re.compile(r"[.;,]\s+")
_BY = re.compile(r"^\s*[-*•]?\s*[Bb]y\s+(\S.+)$")
_NAMES_YEAR_END = re.compile(r"(?<=[a-z.])(?:,\s*\(?((?:19|20)\d\d)\)?|\s+\(((?:19|20)\d\d)\))\.?\s*$")
_YEAR = re.compile(r"(?<![\d.])((?:19|20)\d\d)(?!\d)")  # (glued to CJK: "2023年12月")
# A line that is an arXiv id with its subject class: "arXiv:2502.06923 [cs.LG]" (the id's first digits are the year).
_ARXIV_LINE = re.compile(r"^\s*arXiv:\s*(\d\d)(?:0[1-9]|1[0-2])\.\d{4,5}(?:v\d+)?(?:\s*\[[^\]]+\])?\s*$")
#: A short citation line under a paper heading: "[Chandrasekaran et al., USENIX, 2020]"
_CITE_LINE = re.compile(
    r"^\s*\[?([^\W\d_][^\[\],\d]{0,40}?,? et al\.?)[,\s]\s*(?P<where>[^\]]*?(?P<year>(?:19|20)\d\d))\]?\s*$"
)
_ET_AL = re.compile(r"\bet\.? al\b")
_BRACKETED = re.compile(r"\s*[(（][^()（）]*[)）]")
#: How many blocks after an entry may still describe it.
_REACH = 8


def field_of(text: str) -> tuple[str, str] | None:
    """The kind ("authors", "venue", "year", "tags") and value of a field line, or None.

    >>> field_of("Authors: Ashish Vaswani, Noam Shazeer"), field_of("会议：CVPR 2022")
    (('authors', 'Ashish Vaswani, Noam Shazeer'), ('venue', 'CVPR 2022'))
    >>> field_of("by Xiaoze Liu, Feijie Wu and Jing Gao")
    ('authors', 'Xiaoze Liu, Feijie Wu and Jing Gao')
    >>> field_of("Abstract: we propose") is None, field_of("GaLore: Memory-Efficient Training") is None
    (True, True)
    """
    if by := _BY.match(text):  # "by Xiaoze Liu, Feijie Wu and Jing Gao"
        return "authors", by.group(1).strip()
    match = _FIELD.match(text)
    dashed = None if match else _DASHED_FIELD.match(text)  # "**Published in** - Journal, Information and …"
    if not (match or dashed):
        return None
    kinds: dict[str, list[str]] = word_lists()["field_kinds"]
    kind = next(
        (
            k
            for label in label_forms((match or dashed).group(1))  # type: ignore[union-attr]
            for k, labels in kinds.items()
            if label in (w.casefold() for w in labels)
        ),
        None,
    )
    if dashed and not _dashed_value(kind, dashed.group(2)):
        return None
    return (kind, (match or dashed).group(2).strip()) if kind else None  # type: ignore[union-attr]


_WIKI_NAME = re.compile(r"\[\[([^\]|]*)(?:\|([^\]]*))?\]\]")
_WIKI_GAP = re.compile(r"\]\]\s+\[\[")


def _over_a_journal(name: str, below: list[str]) -> bool:
    """Whether one name in Vancouver's order stands over a journal line: "Kalaria N" / "_Neurobiol Aging_ **21**, …"."""
    return bool(_VANCOUVER_NAME.fullmatch(name)) and bool(below) and bool(_JOURNAL_LINE.fullmatch(below[0].strip()))


def _retitle(draft: Draft, title: str) -> bool:
    """Title an entry by the "title:" line under it when its own line gave none, or names (its authors then)."""
    said = _SAID_WHERE.sub("", draft.title or "").strip(" .,:;")
    names = names_of(said) if said else None
    if draft.titled and names is None:
        return False
    draft.title, draft.titled = title, True
    if not draft.authors and names:
        draft.authors, draft.complete = names
    return True


#: A venue's word after the names an entry's line gives: "J Nam et al., arxiv", "S Dieleman et al., ismir".
_SAID_WHERE = re.compile(r",\s*[a-z]+\s*$")


def _fill(draft: Draft, kind: str, value: str) -> bool:
    """Give the draft a field it lacks; whether the value was understood."""
    if kind == "authors":
        # "Minmin Chen(Google), Alex Beutel(Google)": each name's affiliation in brackets goes;
        # "Duburcq, Alexis | Wandercraft": one author a line, the affiliation after a bar
        value = value.split(" | ", 1)[0] if " | " in value else value
        value = _WIKI_GAP.sub("]], [[", value)  # "[[John Schulman]] [[Sergey Levine]]": a page a name
        value = _WIKI_NAME.sub(lambda m: m.group(2) or m.group(1), value)  # "[[Michael Boyle]]", "[[Boyle|M. Boyle]]"
        if (dated := _NAMES_YEAR_END.search(value)) and value[: dated.start()].strip():
            value = value[: dated.start()]  # "Author: Alexandrov et al, 2013": the year after the names
            draft.year = draft.year or int(dated.group(1) or dated.group(2))
        parsed = split_authors(value) or names_of(value) or split_authors(_BRACKETED.sub("", value))
        if parsed is None and (dotted := _names_stop_venue(value)) is not None:
            # "作者: Maximilian Nickel, Volker Tresp, Hans-Peter Kriegel. ICML 2011.": the venue after the names
            parsed, draft.venue = dotted[0], draft.venue or dotted[1]
            draft.year = draft.year or dotted[1].year
        single = parsed is not None and len(parsed[0]) == 1
        if parsed and not draft.authors:
            draft.authors, draft.complete = parsed
            draft.one_per_line = single
        elif parsed and draft.one_per_line and single and parsed[0][0] not in draft.authors:
            draft.authors = (*draft.authors, *parsed[0])  # "Author: …" repeated, one name each
        return parsed is not None
    if kind == "venue":
        years = _YEAR.findall(value)
        venue = find_edition(value) or find_venue(f"{value} {draft.year or ''}") or named_venue(value, draft.year)
        if venue is not None and draft.venue is None:
            draft.venue = venue
        elif venue is None and not years and draft.venue is None:
            draft.series = draft.series or named_series(value)  # "Venue: arXiv", no year printed
        if years and draft.year is None:
            draft.year = int(years[-1])
        return venue is not None or bool(years)
    if kind == "comments":  # an arXiv page's "Comments: Accepted at NAACL-HLT 2019", not "Submitted to …", "6 pages"
        edition = None if any(map(is_status, _CLAUSE.split(value))) else find_edition(value)
        draft.venue = draft.venue or edition
        return edition is not None
    if kind == "link":  # "- Link: https://arxiv.org/abs/1911.11134" under a paper's heading
        found = text_ids(value)
        draft.add_ids(found)
        if (arxiv := arxiv_id(value)) and draft.fits(None, arxiv):
            draft.add(None, arxiv)
        return bool(found) or arxiv is not None
    if kind == "tags":
        tags = tag_values(value)
        draft.tags = draft.tags or tags
        # "tag: `PipeFisher` | `K-FAC` | `MLSys23` | `ETHZ`": a venue edition among them is where it appeared
        edition = next((e for t in tags if (e := tag_edition(t)) is not None), None)
        if edition is not None and (draft.venue is None or draft.venue.series == "arXiv"):
            draft.venue, draft.year = edition, edition.year
        return bool(tags)
    if kind == "year" and (years := _YEAR.findall(value)) and not _CLOCK_TIME.search(value):
        # (a meeting's hour says when it met, not when the paper appeared: "时间：北京时间2021年2月27日上午9点到11点")
        draft.year = draft.year or int(years[0])
        return True
    return False


def venue_line(text: str) -> VenueEdition | None:
    """The edition a line under an entry opens with or names as a citation's venue part; an arXiv id line is arXiv.

    >>> venue_line("EMNLP 2023. Added to related work arXiv:2305.13245 [cs.CL]").label
    'EMNLP 2023'
    >>> venue_line("arXiv:2502.06923 [cs.LG]").label, venue_line("we read it on Monday") is None
    ('arXiv 2025', True)
    >>> venue_line("arXiv, 2023.10 [[Paper](https://arxiv.org/abs/2310.17274)]").label
    'arXiv 2023'
    """
    if "." in text:
        text = _YEAR_MONTH.sub(r"\1", text)  # "arXiv, 2023.10 [[Paper](…)]": the month goes, the year stays
    if (edition := find_edition(text)) and text.lstrip(" *_").startswith(edition.series):
        return edition
    # A citation's venue part opening the line: "International Conference on Machine Learning, PMLR 97, 2019."
    # ("3 papers … will appear at AISTATS 2020" is a sentence about the list, not this entry's venue.)
    head = re.split(r"[,.;(]", text.lstrip(" *_"), maxsplit=1)[0]
    capitalised = any(c.isupper() for c in head[:3])  # ("arXiv, 2023.10 …", "eLife")
    if len(head.split()) <= 9 and capitalised and find_series(head) and (venue := find_venue(text)):
        return venue
    if preprint := _PREPRINT_LINE.fullmatch(text.strip()):  # "*Preprint, July 2022*" (arXiv's when it has an id)
        return VenueEdition("Preprint", int(preprint.group(1)))
    listed = _ARXIV_LINE.match(text)
    return VenueEdition("arXiv", 2000 + int(listed.group(1))) if listed else None


_YEAR_MONTH = re.compile(r"\b((?:19|20)\d\d)\.(?:0[1-9]|1[0-2])\b")
#: Names closed by a full stop, then a short tag: "Shizhe Diao, Pengcheng Wang, Yong Lin, Tong Zhang. ACL'24"
_NAMES_STOP_TAG = re.compile(r"(.{3,}?[^\W\d_]{2})\.\s+(\S+(?:\s\S+){0,2})")
#: A time of day: "9:30", "上午9点", "3 pm"
_CLOCK_TIME = re.compile(r"\b\d{1,2}[:：]\d\d\b|[上下]午|\d{1,2}\s*点|\b\d{1,2}\s*[ap]\.?m\b", re.IGNORECASE)
_PREPRINT_LINE = re.compile(r"[*_]*Preprint\b[,.]?\s*(?:[A-Z][a-z]{2,8}\.?\s+)?((?:19|20)\d\d)\.?[*_]*", re.IGNORECASE)


def numbered_names_over(blocks: list[Block], drafts: list[Draft], by_block: dict[int, list[Draft]]) -> None:
    """Authors from a numbered line of names just over an entry's linked title, in its block or alone in the block
    before: "**[1]** Elliott Donlon, Siyuan Dong, …, Alberto Rodriguez" over "[GelSlim: A High-Resolution, Compact,
    …](https://arxiv.org/abs/1803.00628) :star::star:"."""
    for draft in drafts:
        block = blocks[draft.block]
        if draft.authors or by_block.get(draft.block, [None])[0] is not draft:
            continue
        over = [ln for ln in block.lines if block.line + ln.offset < draft.line]
        before = blocks[draft.block - 1] if draft.block > 0 and not over and draft.line == block.line else None
        if before is not None and not by_block.get(draft.block - 1) and len(before.lines) == 1:
            over = before.lines
        text = line_text(over[0]).strip() if len(over) == 1 else ""
        if (mark := REFERENCE_MARK.match(text)) and (names := names_of(text[mark.end() :].strip())):
            draft.authors, draft.complete = names


def _section_lines(
    blocks: list[Block], start: int, after_line: int, by_block: dict[int, list[Draft]], draft: Draft, alive: set[int]
) -> list[str]:
    """Texts of the lines after ``after_line`` in block ``start`` and the blocks that follow, up to the next entry
    (``alive``: the ids of the entries kept)."""
    own = blocks[start].lines
    # The entry's own line is the first at (or after) its line number; a <br> keeps the line number.
    first = next((k for k, ln in enumerate(own) if blocks[start].line + ln.offset >= after_line), len(own))
    texts = [t for ln in own[first + 1 :] if (t := line_text(ln)).strip()]  # ("<br>" then a break: an empty line)
    for j in range(start + 1, min(len(blocks), start + 1 + _REACH)):
        if blocks[j].labelled:  # "| Comments: | Camera-ready for NAACL HLT 2019 |": a field line
            texts.append(" ".join(line_text(ln) for cell in blocks[j].cells for ln in cell[:1]))
            continue
        # (an entry dropped from a field line is none: "- 链接：https://arxiv.org/pdf/…" joined the title above it)
        held = [d for d in by_block.get(j, ()) if d is not draft]
        joined = bool(held and blocks[j].lines) and is_field_line(line_text(blocks[j].lines[0]))
        others = [d for d in held if id(d) in alive or d.title or not joined]
        if others or blocks[j].kind in ("heading", "row"):
            break
        if blocks[start].kind == "item" and blocks[j].kind == "item" and 0 <= blocks[j].group < blocks[start].group:
            break  # the next item of an enclosing list ("- **USENIX Security 2018**" after a sub-list) is not ours
        texts += [line_text(ln) for ln in blocks[j].lines]
    return [text for _, text in join_author_lines(texts)]


def apply_fields(blocks: list[Block], drafts: list[Draft], by_block: dict[int, list[Draft]]) -> None:
    """Fill each entry from the field lines below it (in its own block and the next ones before another entry),
    and its authors from a bare line of names just under it."""
    starts = {b.line: i for i, b in enumerate(blocks)}
    alive = {id(d) for d in drafts}
    for draft in drafts:
        # A paper heading's fields are in its section; an entry's in its block and the blocks after.
        start = starts.get(draft.line, draft.block)
        if start == draft.block and by_block.get(draft.block, [None])[-1] is not draft:
            continue  # only the last entry of a block owns the lines after it
        translations = 0  # "**[超快速深度车道检测…](…)**" under the English title: the names come after it
        section = list(_section_lines(blocks, start, draft.line, by_block, draft, alive))
        for k, text in enumerate(section):
            if text.split(" ", 1)[0] in READING_VERBS:
                break  # "Read Bearman (2008)" under a syllabus's reading: the next reading, no field of this one
            if k == translations == 0 and is_translation(text, draft.title or "") and not field_of(text):
                translations += 1
                continue
            k -= translations
            if edition := meta_edition(text):  # an OpenReview page's "Published: …ICLR 2023 posterReaders:" line
                draft.venue = draft.venue or edition
                draft.year = draft.year or edition.year
            elif k <= 1 and (labelled := labelled_title(text, any_case=True)) and _retitle(draft, labelled):
                pass  # " * J Nam et al., arxiv: [pdf](…)" over "   * title: A deep bag-of-…"
            elif field := field_of(text):
                _fill(draft, *field)
            elif k <= 1 and (ref := journal_reference(text)):
                # "Reference: J. Maciejko, …, Ann. Rev. Cond. Matt. Phys. 2, 31 (2011).": who, where and when
                if not draft.authors:
                    draft.authors, draft.complete = ref.authors, ref.complete
                draft.venue, draft.year = draft.venue or ref.venue, draft.year or ref.year
            elif k == 0 and not draft.authors and (cited := _CITE_LINE.match(text)) and (
                named := split_authors(cited.group(1))
            ):
                # "[Kobayashi et al., IPSJ, 2011]" (a link to the reference list below) under a diary's heading
                draft.authors, draft.complete = named
                draft.year = draft.year or int(cited.group("year"))
                where = cited.group("where").replace(",", " ")
                draft.venue = draft.venue or tag_edition(where)
            elif k == 0 and not draft.authors and (names := names_of(text)) and (
                len(names[0]) >= 2 or not names[1] or _over_a_journal(names[0][0].raw, section[k + 1 : k + 2])
            ):
                draft.authors, draft.complete = names  # an unlabelled line of names right under the entry ("… et al.")
            elif k == 0 and not draft.authors and (tagged := _NAMES_STOP_TAG.fullmatch(text.strip())) and (
                names := names_of(tagged.group(1))
            ) and len(names[0]) >= 2:
                # "*Yaoting Wang, …, Hao Fei.* Preprint'25": the names, then where and when in a short tag
                draft.authors, draft.complete = names
                if draft.venue is None and (edition := tag_edition(tagged.group(2))):
                    draft.venue, draft.year = edition, draft.year or edition.year
            elif k <= 2 and draft.venue is None and (journal := _JOURNAL_LINE.fullmatch(text.strip())) and (
                not journal.group("journal3") or (draft.reason == TITLE_OVER_NAMES and k == 1)
            ) and (draft.year or not journal.group("journal4")):
                # "_Aging Clin Exp Res_ **11**, 345–352 (1999)": a journal, its volume, pages and year
                printed = journal.group("year") or journal.group("year2") or journal.group("year3")
                year = int(printed) if printed else draft.year or 0
                name = next(n for n in journal.group("journal", "journal2", "journal3", "journal4") if n).strip()
                draft.venue, draft.year = VenueEdition(name, year), draft.year or year
            elif k == 0 and draft.venue is None and (told := _PUBLISHED_AT.search(text)) and (
                edition := find_edition(told.group(1))
            ):
                # "本文是电子科大发表于 KDD 2018 的工作。" under "### STAMP: …": the note tells where it appeared
                draft.venue, draft.year = edition, draft.year or edition.year
            elif k == 0 and draft.year is None and (dated := _DATED_NOTE.match(text.strip())):
                draft.year = int(dated.group(1))  # "2023.12 的一篇文章，BAAI和清华、北大合作" under "《Emu2: …》"
            elif k <= 1 and draft.year is None and (dated := _MONTH_YEAR_LINE.fullmatch(text.strip())):
                draft.year = int(dated.group(1))  # "+ 06/2018" under "+ [Neural Tangent Kernel: …](….pdf)"
            elif draft.venue is None and len(text.split()) <= 4 and (edition := find_edition(text)):
                draft.venue = edition  # a line that is only an edition: "ICLR 2024 oral", "NeurIPS 2023"
                draft.add_ids(text_ids(text))  # "ACL 2021 Findings arXiv:2010.12834 [cs.CL]"
            elif k <= 2 and len(text.split()) <= 16 and (venue := venue_line(text)):
                # Just under the names: "EMNLP 2023. Added to related work arXiv:2305.13245 [cs.CL]",
                # "International Conference on Machine Learning, PMLR 97:223-231, 2019.", "arXiv:2502.06923 [cs.LG]"
                draft.venue = draft.venue or venue
                draft.year = draft.year or venue.year
                draft.add_ids(text_ids(text))
            elif k <= 2 and not draft.authors and (signed := names_then_venue(text)) is not None:
                # "Chi Jin, Rong Ge, …, Michael I. Jordan, ICML 2017" (under a date and keywords line)
                draft.authors, draft.complete = signed[0]
                if isinstance(signed[1], VenueEdition):
                    draft.venue = draft.venue or signed[1]
                    draft.year = draft.year or signed[1].year
                elif draft.venue is None:
                    draft.series = draft.series or signed[1]
            elif k == 0 and not draft.authors and (dotted := _names_stop_venue(text)) is not None:
                # "<br> Mike Lewis, Yinhan Liu, Naman Goyal. ACL, 2020" under "BART: Denoising … [[pdf]](…)"
                draft.authors, draft.complete = dotted[0]
                draft.venue = draft.venue or dotted[1]
                draft.year = draft.year or dotted[1].year
            elif k == 0 and not draft.authors and (fielded := byline_fields(text)) is not None:
                # "Alex Wang et al., Sep 2018 version, ICLR 2019" under "## [GLUE: A Multi-Task Benchmark …](arXiv)"
                draft.authors, draft.complete = fielded[0], fielded[1]
                if fielded[3] is not None and (draft.venue is None or draft.venue.series == "arXiv"):
                    draft.venue, draft.year = fielded[3], fielded[2]  # the venue printed beats the arXiv link's
                draft.year = draft.year or fielded[2]
            elif k == 0 and not draft.authors and (byline := apa_byline(text)) is not None:
                draft.authors, draft.complete = byline.authors, byline.complete  # "He, K., … (2016). Venue"
                draft.year = draft.year or byline.year
                draft.venue = draft.venue or byline.venue


#: One name in Vancouver's order, the surname then initials: "Kalaria N", "Di Iorio A"
_VANCOUVER_NAME = re.compile(r"[A-Z][\w'’-]+(?: [A-Z][\w'’-]+)* [A-Z]{1,3}")
#: A journal's name, volume, pages and year on a line of their own (Nature's style)
_JOURNAL_LINE = re.compile(
    r"(?P<journal>[A-Z][A-Za-z.&' ]{1,60}?)\s+\d{1,4}(?:\s*\(\d{1,4}\))?,\s*[A-Za-z]?\d[\d–-]*"
    r"\s*\((?P<year>(?:19|20)\d\d)\)\.?"
    # "Comput. Optim. Appl., 77: 571--595, 2020", "Data-Driven Science and Engineering, Chapter 2: 47--83, 2019"
    r"|(?P<journal2>[A-Z][A-Za-z.&' -]{1,80}?),\s*(?:\d{1,4}(?:\s*\(\d{1,4}\))?|Chapter \d{1,3}):\s*\d+[-–]+\d+,"
    r"\s*(?P<year2>(?:19|20)\d\d)\.?"
    # "Progress in Biophysics & Molecular Biology (2022)" right under the names: a journal and its year, no more
    r"|(?P<journal3>[A-Z][A-Za-z.&' -]{1,80}?)\s*\((?P<year3>(?:19|20)\d\d)\)\.?"
    # "*Econometrica*, *78*(6), 1863-1903." under a citation that gave the year: a journal, volume and pages
    r"|(?P<journal4>[A-Z][A-Za-z.&':, -]{1,80}?),\s*\d{1,4}(?:\s*\(\d{1,4}\))?,\s*\d+[-–]+\d+\.?"
)
#: A year and month opening a note in Chinese or Japanese under a title: "2023.11 的一篇文章"
_DATED_NOTE = re.compile(rf"((?:19|20)\d\d)[./-](?:0?[1-9]|1[0-2])\s*[{CJK_LETTERS}]")
#: Prose telling where a paper appeared, the venue after it: "发表于 KDD 18 的工作", "published at ICML 2019"
_PUBLISHED_AT = re.compile(
    r"(?:发表于|发表在|收录于|发表在了|(?:published|presented|accepted|appeared|appears) (?:at|in|to|by)) ?(.{2,24})",
    re.IGNORECASE,
)
#: A line that is only a month and year, the paper's date: "06/2018"
_MONTH_YEAR_LINE = re.compile(r"(?:0?[1-9]|1[0-2])/((?:19|20)\d\d)")
_NAMES_STOP = re.compile(r"^(?P<names>.{3,300}?[^\W\d_]{2})\.\s+(?P<venue>\S.{1,120})$")


def _names_stop_venue(text: str) -> tuple[tuple[tuple[Author, ...], bool], VenueEdition] | None:
    """Names, a full stop, then the venue edition: "Qianru Sun, Yaoyao Liu, Bernt Schiele. CVPR, 2019".

    >>> names, venue = _names_stop_venue("Mike Lewis, Yinhan Liu, Naman Goyal. ACL, 2020")
    >>> len(names[0]), venue
    (3, VenueEdition(series='ACL', year=2020))
    """
    match = _NAMES_STOP.match(text)
    if match is None or (venue := find_venue(match.group("venue"))) is None:
        return None
    names = names_of(match.group("names"))
    return (names, venue) if names is not None else None


def heading_entries(
    blocks: list[Block], headings: list[Heading], by_block: dict[int, list[Draft]], paper_headings: set[int]
) -> list[Draft]:
    """Headings over an ``Authors:`` or ``Venue:`` field, or over a line of two names or more, and no other entry:
    each is a paper."""
    found = []
    for i, block in enumerate(blocks):
        if by_block.get(i) or block.heading in paper_headings:
            continue
        # A one-line paragraph over a list of its fields: "[1] **Title**" over "- **Authors:** …", "- **links:** …"
        over_list = block.kind == "paragraph" and len(block.lines) == 1 and _next_is_item(blocks, i)
        if over_list:
            # A title, bold or in title case, not a sentence introducing the list ("Its key advantages include:")
            raw = line_text(block.lines[0])
            marked = bool(block.lines[0].bold) and len(block.lines[0].bold[0]) * 2 >= len(raw)
            over_list = not raw.rstrip(" *").endswith((":", "：")) and (marked or is_title_case(bare_title(raw)))
        if block.heading is None and not over_list:
            continue
        text = bare_title(headings[block.heading].text if block.heading is not None else line_text(block.lines[0]))
        # "## 【2020/03/24】**Exploring Connections Between …**【Security2020】": a heading tagged with its venue
        # (not "### A presentation by … in conjunction with CoNEXT 2020": the event's host)
        tagged = venue_tag(text) if block.heading is not None and not HOST_PHRASE.search(text) else None
        # "### Juhong Min et al., POSTECH (ICCV 2021)" under the title is a byline
        byline_tag = tagged is not None and (names_of(tagged[0]) or _ET_AL.search(tagged[0]))
        if tagged and not byline_tag and len(tagged[0].split()) >= 4 and not _section_has_entries(blocks, i, by_block):
            text = tagged[0]
        else:
            tagged = None
        if not is_title_like(text) or len(text.split()) < 3:
            continue
        section = []
        items: list[Block] = []
        for j in range(i + 1, len(blocks)):
            if blocks[j].heading is not None or by_block.get(j) or (over_list and blocks[j].kind != "item"):
                break
            section += [line_text(ln) for ln in blocks[j].lines]
            items += [blocks[j]] if over_list else []
        section = [t for _, t in join_author_lines(section)]
        fields = [f for t in section if (f := field_of(t))]
        if sum(kind == "authors" for kind, _ in fields) >= 2 and _several_titled_items(blocks, i):
            continue  # "## Awards I: …" over items, each a title over its own "Author:" lines: a list
        # An OpenReview page copied under its title heading: names, then the "Published: …Readers:" line.
        page = len(section) >= 2 and names_of(section[0]) is not None and meta_edition(section[1]) is not None
        # "## Attention is not Explanation (2019)" over "Sarthak Jain, Byron C. Wallace", or "# Title" over a
        # sub-heading "### by Irina Higgins, Loic Matthey, …"
        under = blocks[i + 1] if i + 1 < len(blocks) and blocks[i + 1].heading is not None else None
        under_text = line_text(under.lines[0]) if under is not None and under.lines else ""
        by = _BY.match(under_text)
        # (or a sub-heading of names alone: "#### Jina Suh (University of Washington, Microsoft Research) et al.")
        first_line = by.group(1) if by else under_text if names_of(under_text) else section[0] if section else ""
        byline = names_of(first_line) if first_line and not page and not fields else None
        several = byline and (len(byline[0]) >= 2 or byline[1] is False)  # two names, or one and "et al."
        full_names = several and all(len(a.name.split()) >= 2 for a in byline[0])  # type: ignore[index]
        byline = byline if full_names else None  # "Reproducibility and Debugging:" is no pair of surnames
        # "### NodeSLAM: …" (a disclosure box's summary) over "- [논문 링크](https://ieeexplore…)": its paper's link
        linked = _paper_link_under(blocks, i) if not (page or byline or tagged or fields) else None
        has_field = any(kind in ("authors", "venue") for kind, _ in fields)
        # "### Title [[Paper Note]](…/Notes/DiffPool.md)" (a disclosure box's summary): a title with its own link
        labelled = (
            _labelled_link(block) if block.heading is not None and not (page or byline or tagged or linked) else None
        )
        if not (page or byline or tagged or linked or has_field or labelled):
            continue
        text = labelled or text
        if over_list and not fields:
            continue  # a paragraph over a list of names is title_over_authors' to read
        reason = (
            "heading over an OpenReview page's names and date line"
            if page
            else "heading over a line of its authors"
            if byline
            else "heading tagged with its venue edition"
            if tagged
            else "heading over a link to its paper"
            if linked
            else "heading with a labelled link of its own"
            if labelled
            else "heading over its authors or venue field"
            if not over_list
            else "title line over a list of its authors or venue field"
        )
        draft = Draft(i, block.line, text, titled=True, reason=reason)
        if byline:
            draft.authors, draft.complete = byline
        if tagged:
            draft.venue = tagged[1]
        if by and i + 2 < len(blocks) and blocks[i + 2].heading is not None and blocks[i + 2].lines:
            draft.venue = find_edition(line_text(blocks[i + 2].lines[0]))  # "### ICLR 2017 (OpenReview: 2016-11)"
        for kind, value in fields:
            _fill(draft, kind, value)
        _cited_again(draft, section)
        # The field list is the entry's own: its links are the paper's ("- **links:** [[PDF]](CVF pdf)").
        lines_link_fields([line for item in items for line in item.lines], draft, own_ids=True)
        if linked or labelled:
            lines_link_fields((linked or block).lines, draft, own_ids=True)
        found.append(draft)
        by_block[i] = [draft]
    return found


def merge_into_headings(blocks: list[Block], entries: list[Draft], drafts: list[Draft]) -> list[Draft]:
    """A paper heading and an entry after it with the same title (its citation, its link, under sub-headings such
    as "**Summary**:") are one paper: the entry's fields go to the heading's paper and the entry goes."""
    # (a paper heading of its own, "### [Title](pdf)" over "> Gueguen, L., … (2018). Title. In …", owns it too)
    headed = [d for d in drafts if blocks[d.block].kind == "heading" and not blocks[d.block].pseudo]
    owners = {fold(e.title): e for e in headed + entries if e.title and blocks[e.block].heading is not None}
    kept = []
    for draft in drafts:
        owner = owners.get(fold(draft.title or ""))
        inside = owner is not None and draft.block > owner.block and all(
            blocks[k].heading is None or blocks[k].pseudo for k in range(owner.block + 1, draft.block + 1)
        )
        if owner is None or not inside:
            kept.append(draft)
            continue
        owner.venue, owner.year = owner.venue or draft.venue, owner.year or draft.year
        if owner.fits(draft.openreview, draft.arxiv):
            owner.add(draft.openreview, draft.arxiv)
        owner.add_ids(draft.ids)
        owner.links += [link for link in draft.links if link not in owner.links]
        if len(draft.authors) > len(owner.authors):
            owner.authors, owner.complete = draft.authors, draft.complete
    return kept


def _cited_again(draft: Draft, section: list[str]) -> None:
    """Fill a paper heading from a citation of the same title in its section: "[ADS](…) Szabados L B. Quasi-Local
    Energy-Momentum …. Living Reviews in Relativity, 2004, 7(1): 4." under "## Quasi-Local Energy-Momentum …"."""
    wanted = fold(draft.title or "")
    for line in section[:8]:
        ref = parse_reference(line) if len(line) > len(wanted) else None
        if ref is not None and fold(ref.title) == wanted:
            draft.venue = draft.venue or ref.venue
            draft.year = draft.year or ref.year
            draft.add_ids({**text_ids(line), **ref.ids})
            if not draft.authors and ref.authors:
                draft.authors, draft.complete = ref.authors, ref.complete
            return


def _several_titled_items(blocks: list[Block], i: int) -> bool:
    """Whether heading ``i``'s section lists two items or more that are no field lines (titles over their fields)."""
    titled = 0
    for block in blocks[i + 1 :]:
        if block.heading is not None:
            break
        titled += block.kind == "item" and bool(block.lines) and field_of(line_text(block.lines[0])) is None
    return titled >= 2


def heading_links(blocks: list[Block], by_block: dict[int, list[Draft]]) -> None:
    """A heading read as one of a run of titles takes the ids of the link to its paper right under it ("####
    Probabilistic movement modeling for intention inference … (2013)" over "http://journals.sagepub.com/doi/pdf/…")."""
    for i, found in by_block.items():
        if blocks[i].kind != "heading" or len(found) != 1 or found[0].ids or found[0].arxiv or found[0].openreview:
            continue
        if (linked := _paper_link_under(blocks, i)) is not None:
            lines_link_fields(linked.lines, found[0], own_ids=True)


def _paper_link_under(blocks: list[Block], i: int) -> Block | None:
    """The block right under heading ``i`` when it is a link to a paper page whose text names nothing else
    ("[논문 링크](…)", "[PDF](…)")."""
    if i + 1 >= len(blocks) or blocks[i + 1].heading is not None or not blocks[i + 1].lines:
        return None
    segs = [seg for seg in blocks[i + 1].lines[0].segs if seg.text.strip(" -:|")]
    link = segs[0] if len(segs) == 1 else None
    if link is None or not link.href or not is_paper_link(link.href) or not is_generic_link_text(link.text):
        return None
    return blocks[i + 1]


def _labelled_link(block: Block) -> str | None:
    """The text before a link whose text is a label ("[Paper Note]", "[PDF]") ending a heading's line, if it does."""
    segs = [seg for seg in block.lines[0].segs if seg.text.strip(" -:|[]()")] if block.lines else []
    if len(segs) < 2 or segs[-1].href is None or not is_generic_link_text(segs[-1].text.strip("[] ")):
        return None
    title = bare_title(" ".join(seg.text for seg in segs[:-1]).strip(" -–—:|"))
    return title if len(title.split()) >= 3 else None  # ("### Observations - [Blog](…)": a section)


def _section_has_entries(blocks: list[Block], i: int, by_block: dict[int, list[Draft]]) -> bool:
    """Whether any block of heading ``i``'s own section (up to the next heading) already holds an entry."""
    for j in range(i + 1, len(blocks)):
        if blocks[j].heading is not None:
            return False
        if by_block.get(j):
            return True
    return False


def _next_is_item(blocks: list[Block], i: int) -> bool:
    return i + 1 < len(blocks) and blocks[i + 1].kind == "item"


def sub_item_fields(blocks: list[Block], drafts: list[Draft], by_block: dict[int, list[Draft]]) -> list[Draft]:
    """A title item over sub-items each one field: the venue with a date and a link, the names (a summary may follow,
    unread): "1. **Measuring and Narrowing the Compositionality Gap in Language Models**" over "   - EMNLP 2023
    Findings, 2022-10-07, https://aclanthology.org/2023.findings-emnlp.378/" and "   - Ofir Press, Muru Zhang, …".
    The title item is the entry; the sub-items give it their fields and ids and are no papers."""
    taken: set[int] = set()
    for i in range(len(blocks) - 1):
        block, first = blocks[i], blocks[i + 1]
        if not sub_item(block, first):
            continue
        subs = []
        for k in range(i + 1, min(len(blocks), i + 1 + _FIELD_ITEMS)):
            if blocks[k].kind != "item" or blocks[k].group != first.group:
                break
            subs.append(k)
        read = [(k, _sub_item_field(blocks[k])) for k in subs]
        if not any(venue for _, (_, venue) in read):
            continue
        parents = by_block.get(i) or []
        parent = parents[-1] if len(parents) == 1 else None
        # (a title made an entry here needs a link under it or its names too: not "* semantic testset" over
        # "    * SemEval-2012 Task 2 (…)")
        linked = any(
            _ADDRESS.search(text := line_text(ln)) or any(seg.href for seg in ln.segs) or text_ids(text)
            for k in subs for ln in blocks[k].lines
        )
        named = any(names for _, (names, _) in read)
        if parent is None and not parents and (linked or named) and (title := item_title(block)):
            parent = Draft(i, block.line, title, titled=True, reason="title item over its field items")
            by_block[i] = [parent]
            drafts.append(parent)
        if parent is None or not parent.title:
            continue
        for k, (names, venue) in read:
            if names is None and venue is None:
                continue
            if venue is not None:
                parent.venue = parent.venue or venue
                parent.year = parent.year or venue.year
            if names is not None and not parent.authors:
                parent.authors, parent.complete = names
            for sub in by_block.pop(k, []):  # (its link's ids are the entry's: "…, https://arxiv.org/abs/2302.00083")
                parent.add(sub.openreview, sub.arxiv)
                parent.add_ids(sub.ids)
                taken.add(id(sub))
            for line in blocks[k].lines:
                parent.add_ids(text_ids(line_text(line)))
            blocks[k].lines[:] = [Line(line.offset) for line in blocks[k].lines]  # taken: no other entry reads them
    return [d for d in drafts if id(d) not in taken]


#: The most sub-items read as fields of the item over them.
_FIELD_ITEMS = 5
#: A day's date after a venue: "2022-10-07", "2024-11-6"
_DAY_DATE = re.compile(r"\b((?:19|20)\d\d)-\d{1,2}-\d{1,2}\b")
_ADDRESS = re.compile(r"https?://\S+")


_NOTHING: tuple[None, None] = (None, None)


def _sub_item_field(block: Block) -> tuple[tuple[tuple[Author, ...], bool] | None, VenueEdition | None]:
    """What a one-line sub-item gives the entry over it: its names, its venue (and year), both or neither."""
    texts = [t for ln in block.lines if (t := line_text(ln).strip())]
    if len(texts) != 1:
        return _NOTHING
    shown = [seg.text.strip() for ln in block.lines for seg in ln.segs if seg.href]
    if any(not _ADDRESS.fullmatch(text) and not is_generic_link_text(text) for text in shown):
        return _NOTHING  # "  - [Generative Adversarial Nets](arxiv), NeurIPS 2014": a paper of its own
    text = _ADDRESS.sub("", texts[0]).strip(" ,.;*_")
    if not text or len(text.split()) > _VENUE_WORDS:
        return _NOTHING
    if names := names_of(text):
        return names, None
    if (signed := names_then_venue(text)) and isinstance(signed[1], VenueEdition):
        return signed[0], signed[1]  # "Joseph Redmon, Santosh Divvala, Ross Girshick, Ali Farhadi, ArXiv15"
    text = _DAY_DATE.sub(r"\1", text)
    head, _, tail = text.rpartition(", ")
    # "Proceedings of the 2022 ACM SIGIR International Conference on …, ICTIR '22"
    tagged = tag_edition(tail) if LONG_VENUE.search(head) and len(tail.split()) <= 2 else None
    return None, venue_line(text) or tagged or (named_venue(text) if LONG_VENUE.search(text) else None)


_VENUE_WORDS = 24

