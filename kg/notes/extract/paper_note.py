"""One note that is one paper: an Obsidian, Logseq, Zotero or Jekyll paper note.

The paper's fields come from the front matter or inline fields (``key:: value``) under the spellings of
``data/front_matter.json``, else the title from the file name (Obsidian cannot put ":" in a file name, so
"LoRA. Low-Rank Adaptation" is read as "LoRA: Low-Rank Adaptation"). Tags are topics, the body is the
summary, ids come from the fields and from the paper links of the body's first lines, and a wiki link
to a title is a related paper.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Mapping
from dataclasses import replace
from functools import lru_cache
from typing import Any, TypeVar
from urllib.parse import unquote

from kg.ids import arxiv_id, arxiv_of_doi, openreview_id, other_ids, text_ids
from kg.keys import fold
from kg.notes.cite import (
    CITATION_CHARS,
    CLOSING_YEAR,
    Reference,
    bare_title,
    caseless_letter,
    csl_name,
    cvf_byline,
    is_name,
    marks_apart,
    names_comma_title,
    names_venue_year,
    names_with_affiliations,
    one_surname,
    parse_reference,
    split_authors,
    tag_edition,
    venue_tag,
)
from kg.notes.context import URL_IN_TEXT, document_context, front_matter_value, front_matter_values
from kg.notes.datafiles import load_json
from kg.notes.extract import Format, register
from kg.notes.extract.bibtex import decode_latex, field_entry
from kg.notes.extract.generic.entries import is_title_case, names_a_list, names_of
from kg.notes.extract.generic.extractor import generic_reading
from kg.notes.extract.generic.fences import BIBTEX_BLOCK
from kg.notes.extract.generic.fields import field_of, venue_line
from kg.notes.extract.generic.sections import is_topic_heading
from kg.notes.extract.generic.titles import (
    drop_note_suffix,
    is_generic_link_text,
    is_title_like,
    names_a_day,
    names_the_paper,
    only_link_words,
    quoted_title,
    split_name_tag,
    split_year_tag,
)
from kg.notes.extract.generic.urls import is_paper_link
from kg.notes.extract.generic.words import notes_section, tokens_of, word_set
from kg.notes.markdown import WIKI_LINK, tag_values, wiki_shown
from kg.notes.openreview_page import PageHead, page_head
from kg.notes.read import INLINE_FIELD, Document
from kg.notes.venues import (
    CJK_LETTER,
    CJK_LETTERS,
    LONG_VENUE,
    edition_of_url,
    find_edition,
    find_series,
    is_status,
    named_series,
    named_venue,
    published,
)
from kg.records import Author, Extraction, Mention, Method, Paper, Relation, VenueEdition

T = TypeVar("T")
_YEAR = re.compile(r"(?:19|20)\d\d")
#: Non-empty lines under the first heading where its byline may stand.
_BYLINE_REACH = 2
# The year closing a byline: "…, 2024", "… (2024)".
_BY = re.compile(r"^by\s+", re.IGNORECASE)
_SECTION_HEADING = re.compile(r"^#{1,2}\s")
_LISTED = re.compile(r"^\s*(?:[-*+]|\d+[.)]|\|)\s")
#: How many lines under a note's title may still describe its own paper (byline, affiliation, venue, link)
_HEAD_LINES = 5
_ET_AL_IN = re.compile(r"\bet\.? al\b")
#: A year closing a byline: ", 2016", " (2019)"; or a date in italics, "Names. _7 Jul 2022_", "_09 November 2017_".
_BYLINE_YEAR = re.compile(
    r"(?:[,(\s]+|[.,;]?\s*_?\d{1,2}(?:[-–]\d{1,2})?\s+[A-Z][a-z]{2,8}\.?\s+)((?:19|20)\d\d)"
    r"(?:\s*\([^()]{0,30}\))?\)?_?\s*\.?\s*$"  # ("_29 May 2019 (this version, v3)_", "_20-25 June 2021_")
)
_NUMBERING = re.compile(r"^\s*\d{1,3}[\s._-]+")  # "0_Title", "12. Title": an index before a file name's title
_SECTION_NUMBER = re.compile(r"^\s*\d+(?:\.\d+)+\s+")
_NOT_WORD = re.compile(r"[^0-9a-z]+")
#: A paper section's number in a note's heading: "## 0 Abstract", "## 2. Related Work"
_PART_NUMBER = re.compile(r"^\s*\d+(?:\.\d+)*\.?\s+")
_MD_LINK = re.compile(r"\[([^\]]{1,40})\]\((\S+?)\)")
# "color: #fff8e1" in a note's HTML is no tag.
_HEX_COLOUR = re.compile(r"[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8}")
#: A tag in a note's text ("#L =层数" is a count, no one-letter tag; "[First Pass](#first-pass)" links a section)
_HASHTAG = re.compile(r"(?<![\w&#/])(?<!\]\()#([^\W\d][\w/-]+)")
# Where a file name has ". " or "- " (a dash glued to the word before) for a title's ":".
_FILE_COLON = re.compile(r"^([^.\s][^.]{0,40}?)(?:\.|(?<=\w)-) (?=[A-Z0-9])")
# "Key: value" or "键：值" at a line's start (a label of at most four words).
# A two-cell table row of a key/value table ("| 항목 | 내용 |" over "| 저자 | Sepp Hochreiter, … |").
# (The value's spaces are stripped after the match: a lazy value before optional spaces backtracks on padded rows.)
#: "| **Title** | Neural Ordinary … |     |" (empty cells after the value too); a label, not "| 10% | 3.6 |"
_TABLE_FIELD = re.compile(r"^\s*\|\s*(?:\*\*|__)?([^\W\d][^|]{0,23}?)\s*\|([^|]+)(?:\|\s*)*$")
#: Lines of the body read for plain fields.
_FIELD_LINES = 30
_LETTER = re.compile(r"[^\W\d_]")
_BYLINE_LABEL = re.compile(r"^[^:：;]{0,40}[:：][*_\s]*")
_WHOLE_LINK = re.compile(r"\[([^\]]{6,300})\]\((\S+?)\)")
_SHOWN_LINK = re.compile(r"!?\[([^\]]*)\](?:\([^)]*\)|\[[^\]]*\])")  # "[Title](url)", "[Title][1]"
_HTML_TAG = re.compile(r"</?[a-zA-Z][^>]*>")
#: Year keys that state the paper's year, and date keys that may only date the note (front_matter.json "year").
_YEAR_KEYS = ("year", "publication_year", "pub_year", "publication date", "publication_date", "issued")
_DATE_KEYS = ("date", "日期", "날짜", "日付")
_PLAIN_FIELD = re.compile(r"^\s*(?:>\s*)*(?:#{1,6}\s+)?(?:[-*]\s+)?\**([^\W\d][\w /-]{0,24}?)\**\s*[:：]\s*(.+)$")
# A tag as the label (a Logseq Zotero template): "- #title NetVLAD: CNN architecture …, #reading", "- #url: [..](..)".
_TAG_FIELD = re.compile(r"^\s*(?:[-*]\s+)?#(title|url|doi|year|venue)\b:?\s+(.+?)(?:\s*,?\s*#[\w/-]+)*\s*$")
#: Lines of the body (after the front matter) whose paper links are the note's own.
_OWN_LINK_LINES = 12
#: How many non-empty lines under a title heading its paper's link may come.
_LINK_REACH = 14
#: A heading left as a template's placeholder: "[Paper Title]", "{{title}}", "<title>".
_TEMPLATE_TITLE = re.compile(r"\[[^\[\]]+\]|\{\{.*\}\}|<[^<>]+>")
_NOTION_ID = re.compile(r"\s+[0-9a-f]{32}$")
#: A year, and a venue, before the title in a file name: "[2023 CVPR] ", "[1993] ", "2015 ", "2019_Raissi_PINNs".
_FILE_TAG = re.compile(
    r"^(?:\[((?:19|20)\d\d)(?:\s+([A-Za-z][\w&.-]{1,15}))?\]|((?:19|20)\d\d))(?:\s+|[_-](?=[A-Z]))(?=\S)"
)
#: A heading's translation before the title a file is named for: "Nerfies：可形变的神经辐射场" / "光场 "
_TRANSLATION_LEAD = re.compile(rf"^.*[{CJK_LETTERS}][\s:：—-]*(?=[A-Za-z])")
_FILE_NUMBER = re.compile(r"^\d{1,3}_(?=[A-Za-z])")
#: A citation key opening a file name before its title: "@(chen2001)_A New Subspace …", "@vaswani2017_Attention …"
_FILE_CITEKEY = re.compile(r"^@\(?[A-Za-z][\w:+.-]*\)?_\s*(?=\S)")
_POST_DATE = re.compile(r"^(?:1[6-9]|20)\d\d-\d\d-\d\d-(?=\S)")
#: File names that stand for their folder: a folder per paper holds "README.md" or "index.md".
#: Words of a heading that titles a list of papers, not one paper.
_LIST_TITLE_WORDS = frozenset(
    ["paper", "papers", "notes", "list", "lists", "reading", "awesome", "collection", "publications", "queue",
     "bibliography", "references", "readings"]
)
#: A heading's first word that makes it a list's title, however long: "Bibliography for …", "Readings on …"
_LIST_LEAD_WORDS = frozenset(["bibliography", "readings", "references"])
#: Words of a heading short enough that one list word makes it a list's title ("Reading Queue", "Papers")
_SHORT_LIST_TITLE = 3
#: How a list's title ends, however long it is.
_LIST_TAILS = frozenset([("reading", "list"), ("paper", "list"), ("papers",), ("readings",), ("reading", "lists")])
#: Words of a heading naming a group's meetings, not a paper: "CMT Journal Club at UMD"
_MEETING_WORDS = frozenset(["club", "seminar", "syllabus", "schedule"])
#: Words of a link label that make it the paper's own link ("Link to the paper", "arXiv").
_PAPER_LABEL_WORDS = frozenset(
    ["paper", "pdf", "arxiv", "openreview", "論文", "论文", "논문", "papier", "artículo", "artigo"]
)
_FOLDER_NOTE_NAMES = frozenset(["readme", "index", "_index", "notes", "note", "summary"])
#: Tags that say what a note is, not what it is about.
_SUMMARY_CHARS = 2000


def _fields(doc: Document) -> dict[str, Any]:
    front = doc.front_matter
    if str(front.get("title") or "").startswith("@") and front_matter_value(doc.fields, "title") is not None:
        # A citekey's page exported with its own header ("title: @ackermanAugmenting…1994", "author: Joel Chan",
        # the export's date): the page's "Title::" and "Author(s)::" fields are its paper's
        return {**_plain_fields(doc), **doc.fields}
    return {**_plain_fields(doc), **doc.fields, **front}


def _plain_fields(doc: Document) -> dict[str, str]:
    """``Key: value`` lines among the body's first lines (``期刊：Computers …``, ``DOI: 10.1145/…``), keys casefolded.

    >>> from kg.notes.read import parse
    >>> _plain_fields(parse("# T\\n\\n期刊：Computers and Electrical Engineering\\\\\\nDOI：10.1016/x\\n", "n.md", "n"))
    {'期刊': 'Computers and Electrical Engineering', 'doi': '10.1016/x'}
    """
    found = doc.__dict__.get("_plain_fields")  # (read once: detection and extraction ask for them several times)
    if found is None:
        found = doc.__dict__["_plain_fields"] = _read_plain_fields(doc)
    return dict(found)


def _body_past_properties(doc: Document) -> list[str]:
    """The body's lines without its ``key:: value`` lines (a Logseq page's properties, Dataview fields): those are
    ``doc.fields`` already."""
    if not doc.fields:
        return _body(doc)
    # (an empty one too: Roam's "- Publication::" is no "Publication: :")
    return [line for line in _body(doc) if not INLINE_FIELD.match(line) and not line.rstrip().endswith("::")]


def _read_plain_fields(doc: Document) -> dict[str, str]:
    if ":" not in doc.text and "：" not in doc.text and "|" not in doc.text:
        return {}
    found: dict[str, str] = {}
    body = _body_past_properties(doc)  # (Logseq's "title:: wiki/refs/…" is an inline field, not a label printed twice)
    # (and the lines of a section the note heads as its metadata, wherever it sits: "## 基本信息" over "- 作者：…")
    headed = next((k for k, line in enumerate(body) if _METADATA_HEADING.match(line)), None)
    listed = body[headed + 1 : headed + 1 + _FIELD_LINES] if headed is not None and headed >= _FIELD_LINES else []
    section = list(itertools.takewhile(lambda line: not line.startswith("#"), listed))
    for line in body[:_FIELD_LINES] + section:
        match = _PLAIN_FIELD.match(line) or _TABLE_FIELD.match(line) or _TAG_FIELD.match(line)  # "| 제목 | … |"
        if match and (value := match.group(2).strip().rstrip("\\").strip().strip("*_`").strip()):
            key = match.group(1).strip().strip("*_`").casefold()
            # "**Paper:** arXiv:2607.21843v1 (23 July 2026)": the paper's id under a label that may name its title
            titled = _PRINTED_ARXIV_VALUE.match(value) and front_matter_value({key: value}, "title") is not None
            found.setdefault("arxiv" if titled else key, value)
    # A label printed again further down ("Authors:" under every paper of a list) is no field of the note.
    if not found:
        return found
    counted = "\n".join(body)  # (the front matter's "title:" over a "| Title | … |" row is no second label)
    return {key: value for key, value in found.items() if _label_count(counted, key) <= 1}


#: A heading over a note's metadata: "## 基本信息" (basic information), "## 元数据", "## Metadata", "## Paper info"
_METADATA_HEADING = re.compile(
    r"^#{1,6}\s*(?:基本信息|元数据|元信息|论文信息|基本情報|論文情報|기본 정보|metadata|meta|paper info(?:rmation)?"
    r"|bibliographic information|info(?:rmation)?)\s*$",
    re.IGNORECASE,
)
_PRINTED_ARXIV_VALUE = re.compile(r"arXiv:\s*\d{4}\.\d{4,5}", re.IGNORECASE)



def _label_count(text: str, label: str) -> int:
    """How many lines open with ``label:`` (any case, a bullet or bold around it allowed)."""
    pattern = rf"^\s*(?:#{{1,6}}\s+)?(?:[-*]\s+|\|\s*)?\**{re.escape(label)}\**\s*[:：|]"
    return len(re.findall(pattern, text, re.MULTILINE | re.IGNORECASE))


def _text(value: Any) -> str:
    """A field's value as text, wiki links shown as their alias or last path part.

    >>> _text("[[people/Kasper Green Larsen\\\\|Kasper Green Larsen]], [[Rasmus Pagh]]")
    'Kasper Green Larsen, Rasmus Pagh'
    """
    if isinstance(value, list):
        return ", ".join(_text(v) for v in value)
    if isinstance(value, dict):  # Hugo's "links: [{name: PDF, url: https://…}]"
        return ", ".join(_text(v) for v in value.values())
    if value is None:
        return ""
    text = str(value)
    if "](" in text or "<" in text:  # "[Mathis Petrovich](https://…)", "<a href=…>Name</a>": what they show
        text = _HTML_TAG.sub("", _SHOWN_LINK.sub(r"\1", text))
    return wiki_shown(text).strip()


def _file_title(doc: Document) -> str:
    """The title a file name gives: ". " after a short first part stands for ":" (not allowed in file names).

    >>> from kg.notes.read import parse
    >>> _file_title(parse("", "v/LoRA. Low-Rank Adaptation of Large Language Models.md", "x"))
    'LoRA: Low-Rank Adaptation of Large Language Models'
    >>> _file_title(parse("", "v/Objects as volumes- A stochastic geometry view.md", "x"))
    'Objects as volumes: A stochastic geometry view'
    >>> _file_title(parse("", "Papers/Deep Sets 1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d.md", "x"))
    'Deep Sets'
    >>> _file_title(parse("", "_posts/2017-05-23-Neural Module Networks.md", "x"))
    'Neural Module Networks'
    >>> _file_title(parse("", "NeRF/[2022 TOG] Instant neural graphics primitives.md", "x"))
    'Instant neural graphics primitives'
    >>> _file_title(parse("", "nlp/03_a_neural_probabilistic_language_model.md", "x"))
    'a neural probabilistic language model'
    >>> _file_title(parse("", "pages/YOLO9000%3A Better, Faster, Stronger.md", "x"))
    'YOLO9000: Better, Faster, Stronger'
    >>> _file_title(parse("", "@(qin2006)_System identification_ Theory for the user.md", "x"))
    'System identification: Theory for the user'
    """
    name = _file_name(doc)
    if "%" in name:
        name = _PERCENT_CODE.sub(lambda m: unquote(m.group(0)), name)  # Logseq: "FaceNet%3A A Unified Embedding …"
    if name.casefold() in _FOLDER_NOTE_NAMES and doc.folders:  # "Selective Classification for …/README.md"
        name = doc.folders[-1]
    name = _NOTION_ID.sub("", name)  # a Notion export: "Attention Is All You Need 7f3e2a1b9c8d4e5f….md"
    name = _POST_DATE.sub("", name)  # a Jekyll post: "2017-05-23-Neural Module Networks.md"
    name = _FILE_NUMBER.sub("", name)  # "03_a_neural_probabilistic_language_model.md": a number or a short year
    name = _FILE_CITEKEY.sub("", name)  # "@(jonkman2016)_FAST modularization framework …_ Full-system linearization"
    if "_ " in name:
        name = name.replace("_ ", ": ")  # (a colon a file name cannot hold, as Zotero writes it)
    if byline := _FILE_BYLINE.match(name):  # "2003_Kitaev_Fault-tolerant quantum computation by anyons.md"
        return byline.group("title").strip()
    name = _FILE_TAG.sub("", name).replace("：", ": ").replace(":  ", ": ")  # "SLOSH： Set LOcality …"
    return _FILE_COLON.sub(r"\1: ", name.replace("_", " ")).strip()


#: A character a file name spells as its percent code ("%3A" for ":", as Logseq names pages)
_PERCENT_CODE = re.compile(r"%[0-9A-Fa-f]{2}")
#: A file name of year, surnames and title between underscores (a Zotero file-renaming pattern):
#: "2003_Kitaev_Fault-tolerant quantum computation by anyons", "2017_Penney_Koh_Spekkens_Quantum circuit …"
_FILE_BYLINE = re.compile(
    r"^(?P<year>(?:19|20)\d\d)(?:_(?:19|20)\d\d)?_(?P<names>(?:[^\W\d_][\w'’ .-]{0,30}_){1,6})(?P<title>[^_]*\s[^_]*)$"
)


#: A citation key as the file name: "Goodfellow+2015", "OConnor+Welling2016", "Lu2015", "Ache.etal2019"
_FILE_KEY = re.compile(
    r"^(?P<names>[A-Z][A-Za-z'’-]+(?:[+&.][A-Z][A-Za-z'’-]+)*)(?P<more>\+|\.?etal)?(?P<year>(?:19|20)\d\d)[a-z]?$"
)


def _file_name(doc: Document) -> str:
    """The note's file name without its extension: "OConnor+Welling2016", "@ackermanAugmenting…1994"."""
    return doc.path.rsplit("/", 1)[-1].rsplit(".", 1)[0]


def _file_key(doc: Document) -> tuple[int, tuple[Author, ...], bool] | None:
    """The year and surnames a citation key file name gives ("+" or "etal" after the names: more authors).

    >>> from kg.notes.read import parse
    >>> year, names, complete = _file_key(parse("", "Deep Learning/OConnor+Welling2016.md", "x"))
    >>> year, [a.name for a in names], complete
    (2016, ['OConnor', 'Welling'], True)
    >>> _file_key(parse("", "v/Goodfellow+2015.md", "x"))[2], _file_key(parse("", "v/Attention.md", "x"))
    (False, None)
    """
    match = _FILE_KEY.match(_file_name(doc))
    if match is None:
        return None
    names = re.split(r"[+&.]", match.group("names"))
    return int(match.group("year")), tuple(Author(n, n) for n in names), not match.group("more")


def _post_year(doc: Document) -> int | None:
    """The year of a post's date when it dates the paper, not the post: a first of January standing for a year
    alone, or the year the rest of the name repeats (a reference library kept as Jekyll posts).

    >>> from kg.notes.read import parse
    >>> _post_year(parse("", "_posts/reference/1936-01-01-Keynes000.md", "x"))
    1936
    >>> _post_year(parse("", "_posts/2017-05-23-Neural Module Networks.md", "x")) is None
    True
    """
    name = doc.path.rsplit("/", 1)[-1]
    if (dated := _POST_DATE.match(name)) is None:
        return None
    year = name[:4]
    return int(year) if name[4:11] == "-01-01-" or year in name[dated.end() :] else None


def _file_byline(doc: Document) -> tuple[int, tuple[Author, ...], bool] | None:
    """The year and surnames a "YEAR_Surname_Surname_Title" file name gives.

    >>> from kg.notes.read import parse
    >>> year, names, complete = _file_byline(parse("", "p/2004_Fattal_Cubitt et al_Entanglement in the x.md", "x"))
    >>> year, [a.name for a in names], complete
    (2004, ['Fattal', 'Cubitt'], False)
    """
    match = _FILE_BYLINE.match(_file_name(doc))
    if match is None:
        return None
    parts = [p.strip() for p in match.group("names").split("_") if p.strip()]
    complete = not any(_ET_AL_IN.search(p) for p in parts)
    names = [_ET_AL_IN.sub("", p).strip() for p in parts]
    return int(match.group("year")), tuple(Author(n, n) for n in names if n), complete


def _several_words(text: str) -> bool:
    """Two words or more; a Chinese or Japanese title, written without spaces, of six characters or more.

    >>> _several_words("Notes"), _several_words("宏观审慎框架下通道套利监管的有效性研究"), _several_words("Deep Sets")
    (False, True, True)
    """
    return len(text.split()) >= 2 or sum(caseless_letter(c) for c in text) >= 6


def _heading_title(doc: Document, heading: str | None = None) -> str | None:
    """The note's level-1 heading (or the ``heading`` given) when it reads as a title, not as a section ("# Notes")."""
    heading = (doc.title or "") if heading is None else heading
    heading = _SECTION_NUMBER.sub("", heading)  # "# 8.10 AEG: …": a book's section number goes
    heading = _SHOWN_LINK.sub(r"\1", heading)  # "[Structured data hashing and signing](https://github.com/…)"
    heading = heading.replace("**", "").replace("__", "")  # "# **The impact of mitotic errors on …**"
    heading = _unreviewed(heading)  # "# Crítica: *A user-centric evaluation framework for recommender systems*"
    if (lead := _TRANSLATION_LEAD.match(heading)) and _same_words(heading[lead.end() :], _file_title(doc)):
        heading = heading[lead.end() :]  # "# 光场 The Lumigraph" in "1996 The Lumigraph.md": its translation first
    if not heading or not is_topic_heading(heading) or not _several_words(heading) or notes_section(heading):
        return None
    return bare_title(heading)


def _unreviewed(title: str) -> str:
    """A title without the label before it that says the note reviews it: "論文紹介: On Optimistic Methods …"."""
    label, colon, rest = title.partition(":")
    return rest.strip(" *_") if colon and rest.strip() and " ".join(tokens_of(label)) in _review_labels() else title


@lru_cache(maxsize=1)
def _review_labels() -> frozenset[str]:
    """Labels saying a note reviews the paper its heading names (front_matter.json "review_labels")."""
    return frozenset(" ".join(tokens_of(label)) for label in load_json("data/front_matter.json")["review_labels"])


def _signed_tag(title: str) -> tuple[str, int, tuple[tuple[Author, ...], bool]] | None:
    """A title closed by its year and authors in brackets, as a note's heading signs it.

    >>> title, year, (authors, complete) = _signed_tag("TextRank: Bringing Order into Texts (2004, Mihalcea and Tarau)")
    >>> title, year, [a.name for a in authors]
    ('TextRank: Bringing Order into Texts', 2004, ['Mihalcea', 'Tarau'])
    >>> _signed_tag("Deep Learning (2016)") is None, _signed_tag("Survey (2020, updated)") is None
    (True, True)
    >>> _signed_tag("Stabilizing the Lottery Ticket Hypothesis (Frankle et al. 2019)")[1]
    2019
    """
    match = _SIGNED_TAG.search(title) if title.endswith(")") else None
    if match is None:
        return None
    names = (match.group(2) or match.group(3)).strip(" ,;")  # "( Evci, Gale et al,; 2019)"
    parsed = split_authors(names) or (((Author(names, names),), True) if _ONE_SURNAME.fullmatch(names) else None)
    if not parsed or not parsed[0] or fold(names) in word_set("open_ended_words"):
        return None
    return title[: match.start()].rstrip(" ,"), int(match.group(1) or match.group(4)), parsed


#: "(2004, Mihalcea and Tarau)", "(2010, Damgard)", "(Goldwasser et al., 1985)" closing a heading
_SIGNED_TAG = re.compile(
    r"\s*\(\s*(?:((?:19|20)\d\d),\s*([^()\d]{2,80})|([^()\d]{2,80}?)(?:[,;]\s*|\s+)((?:19|20)\d\d))\s*\)$"
)
_ONE_SURNAME = re.compile(r"[A-Z][a-zà-ÿ'’-]+")


def _same_words(one: str, other: str) -> bool:
    """Whether two titles spell the same words, case and punctuation aside."""
    return _words(one) == _words(other)


def _words(text: str) -> list[str]:
    """The folded words of a title, letters and digits only: "Nerfies: Deformable …" gives nerfies, deformable, …"""
    return [w for w in _NOT_WORD.split(fold(text)) if w]


def _headings(doc: Document) -> list[tuple[int, str, int]]:
    """Level, text and 1-based line of every heading of the note."""
    return [
        (int(tok.tag[1]), doc.tokens[i + 1].content.strip(), tok.map[0] + 1)
        for i, tok in enumerate(doc.tokens)
        if tok.type == "heading_open" and tok.map is not None
    ]


#: How many of a paper's section names (``paper_sections`` in front_matter.json) make a note a summary of one paper.
_MIN_PAPER_SECTIONS = 2


def _paper_sections(doc: Document) -> int:
    """How many of the note's headings name a section of a paper ("Introduction", "Related Work", …)."""
    return len({fold(_PART_NUMBER.sub("", text)) for _, text, _ in _headings(doc)} & _section_names())


@lru_cache(maxsize=1)
def _section_names() -> frozenset[str]:
    """The headings of a paper's sections (``paper_sections`` in front_matter.json)."""
    return frozenset(fold(name) for name in load_json("data/front_matter.json")["paper_sections"])


def _first_heading(doc: Document) -> tuple[str, int] | None:
    """The text and 1-based line of the note's first heading, of any level."""
    found = _headings(doc)
    return (found[0][1], found[0][2]) if found else None


_TASK_MARK = re.compile(r"^\[[ xX]\]\s*")


def _names_under(lines: list[str], line: int) -> tuple[tuple[Author, ...], bool, int | None] | None:
    """Authors (and a year) on one of the first non-empty lines after 1-based ``line``."""
    following = [ln for ln in lines[line : line + 6] if ln.strip()]
    if len(following) >= 2 and following[0].rstrip().endswith(",") and not following[1].lstrip().startswith("#"):
        # "Gioele Ciaparrone, Francisco Luque Sánchez, Siham Tabik," / "Luigi Troiano, …": names wrapped
        following = [f"{following[0].rstrip()} {following[1].strip()}", *following[2:]]
    for k, text in enumerate(following[:_BYLINE_REACH]):  # a sentence may stand between ("This paper lays …")
        if _LINKED_ITEM.match(text):
            return None  # "1. [Title](https://doi.org/…)" over "   - Names et al., Journal 5 (2021)": its byline
        if text.lstrip().startswith("#") and "," not in text and not _ET_AL_IN.search(text):
            # "## Background and Motivation" is a section, "#### Kaiyuan Yang, Qing Dong, 2016" and "#### Ross et
            # al. (2010)" bylines
            continue
        if (people := _linked_people(text.strip())) and any("," in name for name in people):
            return _authors(people)[0], True, None  # "[[Albert, James S.]], [[Carnaval, Ana C.]], …": inverted
        # Wiki links read as their names with spaces kept around them ("[[Candès]]and [[Romberg]]").
        text = _BY.sub("", wiki_shown(text.lstrip("#>-* \t"), pad=" "))  # "### by Brandon Yang, Gabriel Bender"
        text = _TASK_MARK.sub("", text)  # "- [x] 1. Thompson, M. C., … Advances in methods …": a task item's text
        # A labelled CVF byline: "**作者 **& **Journal & doi：**Mihai Dusmanu, …; Proceedings of the IEEE/CVF … 2019"
        if (copied := _copied_byline(text)) is not None:
            return copied.authors, copied.complete, copied.year
        if (labelled := field_of(text.strip(" *_"))) is not None and labelled[0] != "authors":
            continue  # "**keywords : Model Extraction, Active Learning, Kernel SVM**" lists no people
        cited = parse_reference(text)
        if cited is not None and cited.style != "venue tag" and cited.title and len(cited.title.split()) >= 3:
            return None  # 'A. Pavlo, …, "External vs. Internal: …," IEEE Data Eng. Bull., 2019': a citation, no byline
        year = _BYLINE_YEAR.search(text)
        parsed = split_authors(_BYLINE_YEAR.sub("", text)) if len(text) <= 400 else None
        if not parsed and "," in text and (named := names_with_affiliations(text)):
            parsed = named, not _ET_AL_IN.search(text)  # "Peter Hedman et al., Google Research"
        if not parsed or not parsed[0]:
            continue
        # Names over their paper's link and year: "Ross Girshick" / "(https://arxiv.org/pdf/1504.08083.pdf, 2015)"
        after = following[k + 1] if k + 1 < len(following) else ""
        linked = any(is_paper_link(u) for u in URL_IN_TEXT.findall(after))
        year = year or (_BYLINE_YEAR.search(URL_IN_TEXT.sub(" ", after)) if linked else None)
        first_of_many = not parsed[1]  # "Peter Hedman et al., Google Research": one name stands for the list
        one_linked = linked and len(text.split()) >= 2 and is_name(text.strip())
        if len(parsed[0]) >= 2 or year or first_of_many or one_linked:
            return parsed[0], parsed[1], int(year.group(1)) if year else None
    return None


#: A list item that is a linked title, perhaps in bold: "1. __[Practical Program Repair via …](https://doi.org/…)__"
_LINKED_ITEM = re.compile(r"\s*(?:[-*+]|\d{1,3}[.)])\s+(?:\*\*|__|[*_])?\[[^\]]{8,}\]\(https?://")


def _copied_byline(text: str) -> Reference | None:
    """A CVF byline, its label dropped: "**作者 **& **Journal & doi：**Mihai Dusmanu, …; Proceedings of the … 2019"."""
    if ";" not in text or "Proceedings" not in text:
        return None
    copied = cvf_byline(_BYLINE_LABEL.sub("", text.lstrip("#>-* \t")))
    return copied if copied is not None and copied.authors else None


def _byline_venue(body: list[str]) -> VenueEdition | None:
    """The edition a copied CVF byline among the first lines names."""
    return next((c.venue for line in body[:_FIELD_LINES] if (c := _copied_byline(line)) and c.venue), None)


#: A list item of words, not a link: in a reading list, another paper's title (its address may follow under it).
_TITLED_ITEM = re.compile(r"^\s*[-*+]\s+(?!\[)[A-Z]")


def _paper_link_under(lines: list[str], line: int) -> bool:
    """Whether one of the first lines after 1-based ``line`` links the paper: ``[paper](…)``, ``[PDF](…)``, a PDF,
    or is the paper's address alone (``https://openaccess.thecvf.com/…/Shi_Point-GNN_…_paper.pdf``)."""
    # (a metadata block may stand between: "Reference" / "## 📌 Metadata" / "url:" / "- [paper](arxiv…)")
    heading = fold(lines[line - 1].lstrip("# "))
    for text in [ln for ln in lines[line : line + 20] if ln.strip()][:_LINK_REACH]:
        if (bare := text.strip().lstrip("-*+> ").strip()) and URL_IN_TEXT.fullmatch(bare) and is_paper_link(bare):
            return True
        if _TITLED_ITEM.match(text) and not _MD_LINK.search(text) and len(text.split()) >= 5:
            return False  # "* STAN: Spatio-Temporal Attention Network …" over its own "    * https://arxiv…": a list
        if len(_MD_LINK.sub(" ", text).split()) > 3:  # a line of links only, not a citation with a link in it
            continue
        for label, url in _MD_LINK.findall(text):
            if " ".join(tokens_of(label)) in word_set("paper_link_words"):
                return True
            if is_paper_link(url) and not _another_title(fold(label), heading):
                return True
    return False


def _another_title(shown: str, heading: str) -> bool:
    """Whether a paper link's text (folded) titles another paper than the heading above it: "[Oakland'14] [Hacking
    Blind](….pdf)" under "# Attacks and Security Evaluation" does; a nickname ("[ResNet](arxiv…)"), a venue tag
    with its year ("[arXiv 2017](…)") and link words ("[Link to paper](…)") do not."""
    if len(shown.split()) < 2 or any(c.isdigit() for c in shown) or only_link_words(shown):
        return False
    return shown not in heading and heading not in shown


def _under_first_heading(
    doc: Document, check: Callable[[list[str], int], T], subtitled: bool = False
) -> T | None:
    """What ``check`` finds under the note's first heading, unless it finds it under another heading of that
    level too: then the note lists papers, it is not one. ``subtitled``: a heading right under the first, nothing
    between, is its subtitle or translation ("# Look at Boundary: …" over "# 考虑边界信息的人脸对齐算法" over the
    names), no other heading."""
    headings = _headings(doc)
    if not headings:
        return None
    lines = doc.text.splitlines()
    found = check(lines, headings[0][2])
    same_level = [
        h
        for h in headings[1:]
        if h[0] == headings[0][0]
        and not (
            subtitled and all(not t.strip() or t.lstrip().startswith("#") for t in lines[headings[0][2] : h[2] - 1])
        )
    ]
    if not found or any(check(lines, h[2]) for h in same_level[:3]):
        return None
    return found


def _paper_link_under_title(doc: Document) -> bool:
    """A paper link under the first heading (``# 8.10 AEG: …`` over ``[paper](…pdf)``), and under no other."""
    return bool(_under_first_heading(doc, _paper_link_under))


def _opening_link_title(doc: Document) -> str | None:
    """The title a note opens with as a link to its paper: ``[The Use of Likely Invariants … | USENIX](usenix…)``."""
    first = next((line.strip() for line in _body(doc) if line.strip()), "")
    match = _WHOLE_LINK.fullmatch(first)
    if match is None or not is_paper_link(match.group(2)):
        return None
    title = bare_title(match.group(1))
    return title if len(title.split()) >= 3 and is_title_like(title) else None


def _folder_page(doc: Document) -> bool:
    """Whether the note is its folder's own page by name ("README.md", "index.md")."""
    return fold(_file_name(doc)) in _FOLDER_NOTE_NAMES


def _folder_title(doc: Document) -> str | None:
    """The one level-1 heading of a note kept in a papers folder (``Testing/papers/…``): its paper's title. Further
    up (``paper-notes/semisup/gato.md``), only when nothing else in the note reads as a paper, the heading titles no
    list ("# Reading List") and the note is not its folder's own page (``README.md``)."""
    last = bool(doc.folders) and " ".join(tokens_of(doc.folders[-1])) in word_set("paper_folders")
    if not last and (not _in_paper_folders(doc) or _folder_page(doc)):
        return None
    if not last and set(tokens_of(_file_title(doc))) <= word_set("project_file_words"):
        return None  # "research-paper-summaries/PROJECT_PLAN.md": the project's own page
    headings = _headings(doc)
    if not headings or headings[0][0] != 1 or len(headings[0][1].split()) < (4 if last else 3):
        return None  # "# Problem" opening a note's sections is no title
    if not last and (
        sum(level == 1 for level, *_ in headings) > 1 or not _heading_paper_title(doc) or generic_reading(doc)[0]
    ):
        return None  # level-1 headings for sections, a list's title, or papers of its own: no one paper's note
    return _heading_title(doc)


def _abbreviates(token: str, words: list[str]) -> bool:
    """Whether a name token stands for title words: one of them, a prefix of one, several run together, or the
    initials of a run ("sd" for "Speculative Decoding", "mtp" for "Multi-token Prediction")."""
    if token in words or (len(token) >= 3 and any(w.startswith(token) for w in words)):
        return True
    for i in range(len(words)):
        for j in range(i + 2, min(len(words), i + 8) + 1):
            run = words[i:j]
            if token in ("".join(run), "".join(w[0] for w in run)):
                return True
    return False


def _file_tag(doc: Document) -> tuple[VenueEdition | None, int | None] | None:
    """The year (and venue) a note's file name puts before its title, or None when it has no such tag.

    >>> from kg.notes.read import parse
    >>> _file_tag(parse("", "Diffusion/[2023 CVPR] Instructpix2pix Learning to follow image editing.md", "x"))
    (VenueEdition(series='CVPR', year=2023), 2023)
    >>> _file_tag(parse("", "ForcePlan/[1993] The parallel approach.md", "x")), _file_tag(parse("", "a.md", "x"))
    ((None, 1993), None)
    >>> _file_tag(parse("", "technical_library/Papers/2019_Raissi_PINNs.md", "x"))
    (None, 2019)
    >>> _file_tag(parse("", "NDSS/2020-Practical Traffic Analysis Attacks on Secure Messaging Applications.md", "x"))
    (None, 2020)
    """
    tag = _FILE_TAG.match(doc.path.rsplit("/", 1)[-1])
    if tag is None:
        return None
    year = int(tag.group(1) or tag.group(3))
    series = find_series(tag.group(2)) or tag.group(2) if tag.group(2) else None
    return (VenueEdition(series, year) if series else None), year


def _in_paper_folders(doc: Document) -> bool:
    """Whether a folder on the note's path names papers (``paper-summary/nlp/mtp/README.md``, ``論文/…``) and
    none names books (``paper-summaries/book-summaries/…``)."""
    words = {w for f in doc.folders for w in re.split(r"[\W_]+", fold(f))}
    return bool(words & word_set("paper_folders")) and not words & {"book", "books"}


def _named_for_heading(doc: Document) -> str | None:
    """The title of a note named for its paper: its first heading spelled word for word by the file name
    (``Hindsight_Experience_Replay.md``), a folder's README under a longer title the folder abbreviates
    (``mip-nerf/README.md`` under ``# Mip-NeRF: A Multiscale Representation …``), or with no heading at all the
    file name itself (``read_papers/diversity_is_all_you_need.md``).

    >>> from kg.notes.read import parse
    >>> text = "# Better & Faster Large Language Models via Multi-token Prediction\\n"
    >>> _named_for_heading(parse(text, "nlp/mtp/README.md", "x"))
    'Better & Faster Large Language Models via Multi-token Prediction'
    >>> _named_for_heading(parse("Summary: skills.\\n", "read_papers/diversity_is_all_you_need.md", "x"))
    'diversity is all you need'
    >>> _named_for_heading(parse("# Deep Learning Papers\\n- [x] one\\n", "deep-learning-papers.md", "x")) is None
    True
    """
    name = _file_title(doc)
    tokens = _words(name)
    first = _first_heading(doc)
    if first is not None and notes_section(first[0]):
        first = None  # "# 概述" ("overview"), "# 0 摘要" open notes on (or a translation of) the paper it is named for
    if first is None:  # "Yin-yang-taijitu-notes.md" is notes, not a paper's name
        return name if len(tokens) >= 3 and is_title_like(name) and not _LIST_TITLE_WORDS & set(tokens) else None
    title = bare_title(_SHOWN_LINK.sub(r"\1", first[0]))
    title = signed[0] if (signed := _signed_tag(title)) else title  # "… (2010, Damgard)": the year and author
    translated = _TRANSLATION_LEAD.match(title)  # "# 最先进的神经渲染 State of the Art on Neural Rendering"
    title = title[translated.end() :] if translated else title
    words = _words(title)
    if _LIST_TITLE_WORDS & set(tokens_of(title)):
        return None  # "# Deep Learning Papers" lists papers
    if tokens == words and (len(words) >= 3 or (translated and len(words) >= 2)):
        return title
    head = words[: len(_words(title.split(":")[0]))] if ":" in title else []
    if tokens and tokens == head and len(words) >= 4 and _file_tag(doc):
        return title  # "2015 DynamicFusion.md" over "# DynamicFusion: Reconstruction and Tracking of …"
    # "PROJECT_PLAN.md" over "# DownLow — Project Plan", "api/README.md" over "# `api/` — reserved (Phase 3)": no
    readme = _folder_page(doc)
    if not readme or _headings(doc)[0][0] != 1 or len(words) < 4 or not is_title_case(title):
        return None
    return title if tokens and all(_abbreviates(t, words) for t in tokens) else None


def _heading_byline(doc: Document) -> tuple[tuple[Author, ...], bool, int | None] | None:
    """The names and year the note's first heading gives in place of a title, the title being in the file name:
    ``### Huixin Chen, Jan Maciejowski(2001)`` in "@(chen2001)_A New Subspace Identiﬁcation Method ….md".

    >>> from kg.notes.read import parse
    >>> authors, complete, year = _heading_byline(parse("### Huixin Chen, Jan Maciejowski(2001)\\n", "n.md", "n"))
    >>> [a.name for a in authors], year
    (['Huixin Chen', 'Jan Maciejowski'], 2001)
    >>> _heading_byline(parse("# Attention Is All You Need (2017)\\n", "n.md", "n")) is None
    True
    """
    headings = [text for _, text, _ in _headings(doc)]
    if not headings or "(" not in headings[0]:
        return None
    named = names_venue_year(_GLUED_YEAR.sub(" (", headings[0]))
    if named is None or named[1] is not None:
        return None
    # (one such heading: "## Lee & Seung (2001)" over a link, then "## Cichoki (2007)", head the papers of a list)
    if any(CLOSING_YEAR.search(text) for text in headings[1:]):
        return None
    return named[0][0], named[0][1], named[2]


#: A year in brackets glued to the word before it: "Maciejowski(2001)"
_GLUED_YEAR = re.compile(r"(?<=\w)\((?=(?:19|20)\d\d\))")


def _byline(doc: Document) -> tuple[tuple[Author, ...], bool, int | None] | None:
    """Authors (and a year) printed on the line under the first heading: ``#### [[Zhengqi Li]], Richard Tucker, 2024``.

    >>> from kg.notes.read import parse
    >>> text = "## A2: Analog Malicious Hardware\\n#### [[Kaiyuan Yang|Kaiyuan Yang]], Qing Dong, 2016\\n"
    >>> authors, complete, year = _byline(parse(text, "n.md", "n"))
    >>> [a.name for a in authors], year
    (['Kaiyuan Yang', 'Qing Dong'], 2016)
    >>> _byline(parse("### Paper One\\n*Ann Lee, Bo Li*\\n### Paper Two\\n*Cy Ng, Di Wu*\\n", "n.md", "n")) is None
    True
    """
    return _heading_byline(doc) or _under_first_heading(doc, _names_under, subtitled=True)


def _heading_paper_title(doc: Document) -> str | None:
    """The title the first heading gives (a template's placeholder heading gives the file name's title)."""
    heading = _first_heading(doc)
    if heading is None or not is_topic_heading(heading[0]):
        return None
    if fold(heading[0]) in word_set("placeholder_titles") or _heading_byline(doc):
        return _file_title(doc)  # "## Paper title" left from a template; "### Names(2001)" in place of the title
    text = _SECTION_NUMBER.sub("", heading[0])  # "8.10 AEG: Automatic Exploit Generation"
    text = _SHOWN_LINK.sub(r"\1", text)  # "### [Skip lists: a probabilistic …](../assets/pdfs/skiplists.pdf)"
    text = text.replace("**", "").replace("__", "")  # "## **SNIP**: Single-shot Network Pruning …"
    tokens = tokens_of(text)
    words = set(tokens)
    if _MEETING_WORDS & words or (len(words) <= _SHORT_LIST_TITLE and _LIST_TITLE_WORDS & words):
        return None  # "# CMT Journal Club at UMD", "# Reading Queue": the page of a group or a list that reads papers
    if tokens[:1] and tokens[0] in _LIST_LEAD_WORDS:
        return None  # "## Bibliography for _Network Analysis: An Introduction for Humanists_ by Dr …"
    if tuple(tokens[-2:]) in _LIST_TAILS or tuple(tokens[-1:]) in _LIST_TAILS:
        return None  # "# Database Research Paper Reading List", "# Classic Systems Papers": a list, however long
    return bare_title(text) if _several_words(text) else None


#: Words of a title heading that a file spelling it word for word is named for.
_SPELLED_WORDS = 4


#: How the fallback reader explains a paper it guessed from a run of title-like lines.
_GUESSED = "one of "


def _named_for_its_heading(doc: Document) -> bool:
    """Whether a note opens with a title heading its file is named for, by its first word or most of its words
    ("advent.md" / "# ADVENT: Adversarial Entropy …", "spectral-normalisation-for-gan.md" / "# SPECTRAL
    NORMALIZATION FOR GENERATIVE ADVERSARIAL NETWORKS"), and the note lists no papers."""
    heads = _headings(doc)
    first = next((i for i, line in enumerate(doc.text.split("\n"), 1) if line.strip()), 0)
    if not heads or heads[0][2] != first or doc.front_matter:
        return False
    if _reviewed_heading(doc) is not None:
        return True
    # ("### Practical Traffic Analysis Attacks …" over "#### 文章概述": the note's top heading, whatever its level)
    if heads[0][0] != 1 and any(level <= heads[0][0] for level, _, _ in heads[1:]):
        return False
    title = _heading_title(doc) if heads[0][0] == 1 else _heading_title(doc, heads[0][1])
    if title is None or len(title.split()) < _TITLE_HEADING_WORDS or not is_title_like(title):
        return False
    named = [w for w in tokens_of(_file_title(doc)) if not w.isdigit()]  # ("rkorzeniowski-2025-icml.md": no year)
    words = tokens_of(title)
    if not named or not words or set(named) <= word_set("project_file_words"):
        return False
    if (edition := find_edition(title)) is not None and fold(title).startswith(fold(edition.series)):
        return False  # "# ICML 2025: Inductive Moments, …": a report on a conference
    spelled = named == words and len(words) >= _SPELLED_WORDS  # named word for word ("Total Denoising.md" is not)
    by_first = len(named) == 1 and named[0] == words[0] and len(named[0]) >= 4
    by_most = len(named) >= 2 and sum(w[:5] in {t[:5] for t in words} for w in named) * 3 >= 2 * len(named)
    # (a heading the file name holds whole: "# Remote Heart Rate Measurement from Highly Compressed Facial Videos")
    by_heading = len(words) >= _SPELLED_WORDS and {w[:5] for w in words} <= {t[:5] for t in named}
    # Papers the note lists are titled: not lines the fallback reader guesses at ("one of 3 titles in a list"), not
    # untitled links ("as mentioned in this [paper](https://arxiv.org/abs/1803.03635)")
    listed = [p for p in generic_reading(doc)[0] if p.title and not p.reference and not p.reason.startswith(_GUESSED)]
    if spelled:  # (named word for word: what else it seems to list, with no link or id, are its notes' points)
        listed = [p for p in listed if p.arxiv_id or p.openreview_id or p.ids or p.links]
    return (spelled or by_first or by_most or by_heading) and not listed and not _LIST_TITLE_WORDS & set(words)


def _reviewed_heading(doc: Document) -> str | None:
    """The title a note's first heading, a label saying the note reviews a paper, puts right below it: "## Paper
    Review" over "##### *Dune: Safe User-Level Access to Privileged CPU Features*" (whatever the body seems to list)."""
    heads = _headings(doc)
    lines = list(itertools.islice((i for i, line in enumerate(doc.text.split("\n"), 1) if line.strip()), 2))
    if len(heads) < 2 or [heads[0][2], heads[1][2]] != lines:
        return None
    if " ".join(tokens_of(heads[0][1])) not in _review_labels():
        return None
    title = _heading_title(doc, heads[1][1])
    return title if title and len(title.split()) >= _TITLE_HEADING_WORDS and is_title_like(title) else None


def _title_over_sections(doc: Document) -> bool:
    """Whether the note opens with a long title heading and every other heading names a section of a paper or of its
    review, two or more ("Summary", "Extra thoughts", "Method"), with no list of papers below."""
    heads = _headings(doc)
    first = next((i for i, line in enumerate(doc.text.split("\n"), 1) if line.strip()), 0)
    if len(heads) < 2 or heads[0][2] != first or (heads[0][2] == 1 and doc.front_matter):
        return False
    title = _heading_paper_title(doc)
    if title is None or len(title.split()) < _TITLE_HEADING_WORDS or not is_title_like(title):
        return False
    if len(heads) < 1 + _MIN_PAPER_SECTIONS and venue_tag(title) is None:
        return False  # (one section is enough under a title tagged with its venue: "… Web Scanning (Oakland'21)")
    if not all(fold(_PART_NUMBER.sub("", text)) in _section_names() for _, text, _ in heads[1:]):
        return False
    return not any(not p.reference for p in generic_reading(doc)[0])


#: The fewest words of a heading taken for a paper's title over its sections
_TITLE_HEADING_WORDS = 4


def _edition_line(body: list[str]) -> VenueEdition | None:
    """A short line near the top that names a venue edition: ``- Computer Vision - ECCV 2024`` under the byline."""
    for line in body[:_FIELD_LINES]:
        text = _MD_LINK.sub(r"\1", line.strip().lstrip("#-*> ").strip())  # "ICLR 2018 Poster, [arXiv:…](…)"
        if text and len(text.split()) <= 8 and (edition := find_edition(text)):
            return edition
        if text and len(text.split()) <= 3 and "://" not in text and (edition := tag_edition(text)):
            return edition  # "> FAST ’16": a venue the table does not know
    for text in [ln.strip().lstrip("#-*> ").strip() for ln in body[:_FIELD_LINES]]:
        if (said := _PUBLISHED_AT.match(text)) and (edition := named_venue(text[said.end() :].strip(" .*_"))):
            return edition  # "- Published at ICAC'11", "Accepted to NeurIPS 2023"
    # The first lines under the title: "> Communications of the ACM, June 1990", "> OSDI'04: Sixth Symposium …"
    for text in [ln.strip().lstrip("#-*> ").strip() for ln in body[:_FIELD_LINES] if ln.strip(" >")][:3]:
        if len(text.split()) <= 16 and (edition := venue_line(text)):
            return edition
    # (or the venue's long name in italics under the names: "*2022 IEEE International Parallel and Distributed
    # Processing Symposium (IPDPS)*")
    for line in body[:_FIELD_LINES]:
        italic = _ITALIC_LINE.fullmatch(line.strip())
        if italic and LONG_VENUE.search(text := italic.group(1)) and (edition := named_venue(text)):
            return edition
    return None


#: A line in italics and nothing else
_ITALIC_LINE = re.compile(r"[*_]([^*_]{6,200})[*_]\.?")


def _url_ids(url: str) -> dict[str, str]:
    """Every id one address gives: an arXiv or OpenReview id, a DOI and the rest."""
    found = {"arxiv": arxiv_id(url), "openreview": openreview_id(url)}
    return {**{k: v for k, v in found.items() if v}, **other_ids(url)}


def _cited_heading(doc: Document) -> Reference | None:
    """The reference the note's one top heading is, whole: names, a year and a title."""
    headings = _headings(doc)
    if not headings or headings[0][0] != 1 or sum(level == 1 for level, *_ in headings) > 1:
        return None
    ref = parse_reference(headings[0][1]) if len(headings[0][1]) > CITATION_CHARS else None
    if ref is None or ref.style not in _HEADING_CITATIONS or not ref.authors or ref.year is None:
        return None
    return ref if len(ref.title.split()) >= 2 else None


def _own_citation(doc: Document) -> Reference | None:
    """A citation among the first lines whose title is the file name's ("0_Adaptive Convolutions for …").

    >>> from kg.notes.read import parse
    >>> text = "> [!error] 引用\\n> Chandran P, Zoss G. Adaptive convolutions for style transfer[C]//CVPR. 2021.\\n"
    >>> _own_citation(parse(text, "v/0_Adaptive Convolutions for Style Transfer.md", "x")).year
    2021
    """
    wanted = {fold(_NUMBERING.sub("", _file_title(doc)))}
    body = _body_past_properties(doc)  # ("title:: wiki/refs/barandiaran-2025-dgca-reservoirs", "authors:: …")
    lines = body[:_OWN_LINK_LINES]
    # or the front matter's title, a post's tag before it dropped: "[논문 리뷰] Caduceus: Bi-Directional …"; a post
    # may close with its paper's citation ("### 論文情報・リンク" / "* [Olaf Ronneberger, …, U-Net: …, 2019](arxiv)")
    if given := item_typed(_text(front_matter_value(doc.front_matter or doc.fields, "title")))[1]:
        wanted.add(fold(_LEAD_TAG.sub("", given)))
        lines = lines + body[_OWN_LINK_LINES:][-_OWN_LINK_LINES:]
    for line in lines:
        text = _SHOWN_LINK.sub(r"\1", line.lstrip("> *-").strip())  # '> [Schiff, Yair, et al. "Caduceus: …" ](pmc…)'
        if len(text) <= CITATION_CHARS:
            continue
        ref = parse_reference(text) or names_comma_title(text)
        if ref and any(len(w.split()) >= _SPELLED_WORDS and fold(ref.title).startswith(f"{w} ") for w in wanted):
            wanted.add(fold(ref.title))  # a file name stops where its title asks ("… Pediatric Populations.md")
        if not (ref and ref.authors and (fold(ref.title) in wanted or _slug_of(given, ref))) and given:
            ref = _anchored_citation(text, _LEAD_TAG.sub("", given))  # '… Mark Liao，"Optimal Speed and …，2020'
        if ref and ref.authors and (fold(ref.title) in wanted or given):
            ids = {**text_ids(line), **{k: v for u in URL_IN_TEXT.findall(line) for k, v in _url_ids(u).items()}}
            title = ref.title.strip("*_ ")  # ("- **A Path to Universal …** — Béna, …": its bullet's marks went)
            return Reference(title, ref.style, ref.authors, ref.complete, ref.venue, ref.year, ids)
    return None


_WORD = re.compile(r"\w+")


def _slug_of(given: str, ref: Reference) -> bool:
    """Whether a note's title is a slug of the citation it opens with: its first author's surname, perhaps its year,
    and two words of its title ("bayley 2018 posthuman pedagogies" of "Bayley, Annouchka. Posthuman Pedagogies …").

    >>> _slug_of("bayley 2018 posthuman pedagogies", Reference("Posthuman Pedagogies in Practice", "MLA",
    ...          (Author("Annouchka Bayley", "Bayley, Annouchka"),), True))
    True
    >>> _slug_of("wiki/refs/barandiaran-2025-dgca-reservoirs", Reference("Growing Reservoirs with Developmental "
    ...          "Graph Cellular Automata", "", (Author("Barandiaran", "Barandiaran"),), True, None, 2025))
    True
    """
    words = set(_WORD.findall(fold(given)))  # ("bena-2025-universal-nca" for "Béna")
    if not ref.authors or fold(ref.authors[0].name.split()[-1]) not in words:
        return False
    dated = ref.year is not None and str(ref.year) in words  # "barandiaran-2025-dgca-reservoirs"
    return len(words & set(_WORD.findall(fold(ref.title)))) >= 2 - dated


def _anchored_citation(text: str, title: str) -> Reference | None:
    """A citation found by the title it must hold (a post's front-matter title, its leading short name perhaps
    dropped): the names before it, the last year after it, whatever marks stand between.

    >>> ref = _anchored_citation('Alexey Bochkovskiy, Chien-Yao Wang, Hong-Yuan Mark Liao，"Optimal Speed and Accuracy '
    ...                          'of Object Detection，2020', "YOLOv4 Optimal Speed and Accuracy of Object Detection")
    >>> ref.title, len(ref.authors), ref.year
    ('Optimal Speed and Accuracy of Object Detection', 3, 2020)
    """
    words = _WORD.findall(title)
    for start in (0, 1):  # "YOLOv4 Optimal Speed …": the post names its model first
        if len(words) - start < _ANCHOR_WORDS:
            break
        found = re.search(r"\W+".join(map(re.escape, words[start:])), text, re.IGNORECASE)
        if found is None:
            continue
        before = text[: found.start()].strip(" ,，、\"“”'*")
        named = split_authors(before) if not any(c.isdigit() for c in before) else None  # not "arXiv V2: [LORA: …"
        if not named or not named[0] or not all(is_name(a.name) for a in named[0]):
            return None
        years = _YEARS.findall(text[found.end() :])
        return Reference(found.group(0), "authors, title", named[0], named[1], None, int(years[-1]) if years else None)
    return None


#: Fewest words of a title to find it by in a citation
_ANCHOR_WORDS = 3
_YEARS = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")
_TAG_DASH_LEAD = re.compile(r"^[A-Za-z][\w-]{1,11}\s*['’]?\s*\d{2,4}\s+[-–—|]\s+\S")
_PUBLISHED_AT = re.compile(r"^(?:published|appeared|appears|accepted|presented)\s+(?:at|in|to|by)\s+", re.IGNORECASE)
_LEAD_TAG = re.compile(r"^\s*\[[^\[\]]{1,20}\]\s*")
#: A post's tag saying it reviews one paper: "[논문 리뷰]", "[Paper Review]", "[论文阅读]", "【論文紹介】"
_REVIEW_TAG = re.compile(r"^\s*[\[【](?:[^\]】]*(?:논문|paper|論文|论文)[^\]】]*)[\]】]", re.IGNORECASE)


#: Keys of an item Zotero exported (to Logseq or Obsidian): its "date" is the paper's.
_ZOTERO_ITEM_KEYS = frozenset(["item-type", "itemtype", "item_type", "publication-title", "library-catalog"])


def _dated_only(fields: dict[str, Any]) -> bool:
    """Whether the note's only year is a ``date:`` (a blog post's or a reading's date, not the paper's)."""
    folded = {str(k).casefold() for k, v in fields.items() if v}
    if folded & _ZOTERO_ITEM_KEYS:
        return False  # a Zotero item's "date:: [[Jan 10th, 2022]]" is its paper's
    return not any(key in folded for key in _YEAR_KEYS) and any(key in folded for key in _DATE_KEYS)


def _own_entry(doc: Document, title: str) -> Paper | None:
    """The note's paper as a citation or entry in its own body, when the body prints the title again.

    >>> from kg.notes.read import parse
    >>> text = ("# Gesture Recognition by Instantaneous Surface EMG Images\\n\\nnotes\\n\\n### Links\\n\\n"
    ...         "- Geng, W., Du, Y., Jin, W. et al. Gesture recognition by instantaneous surface EMG images. "
    ...         "Sci Rep 6, 36571 (2016).\\n")
    >>> own = _own_entry(parse(text, "n.md", "n"), "Gesture Recognition by Instantaneous Surface EMG Images")
    >>> [a.name for a in own.authors], own.year
    (['W. Geng', 'Y. Du', 'W. Jin'], 2016)
    """
    wanted = fold(title)
    body = fold(doc.text)
    first = body.find(wanted[:40])
    if len(wanted) < 12 or first < 0 or body.find(wanted[:40], first + 1) < 0:
        return None  # the title is printed once (its heading or front matter): nothing more to read
    found, _ = generic_reading(doc)
    lines = doc.text.splitlines()
    # (a Logseq page that repeats its "title:: …" block gives no second record of itself)
    papers = [p for p in found if not _PROPERTY_LINE.match(lines[p.mention.line - 1] if p.mention.line else "")]
    # A short note title may be the start of the full one ("Temporal Ensembling" over its table row).
    short = len(wanted.split()) <= 4
    return next(
        (
            p
            for p in papers
            if p.title
            and (fold(p.title) == wanted or (short and fold(p.title).startswith(wanted + " ")))
            and (p.authors or p.venue or p.year)
        ),
        None,
    )


def _authors(value: Any) -> tuple[tuple[Author, ...], bool]:
    """Authors of a front-matter value: a list of names (a CSL list of given/family too) or one string.

    >>> [a.name for a in _authors([{"given": "Gati V", "family": "Aher"}, "Kalai, Adam Tauman"])[0]]
    ['Gati V Aher', 'Adam Tauman Kalai']
    """
    if isinstance(value, list):
        authors = []
        for item in value:
            if isinstance(item, dict):  # CSL YAML (Zotero, pandoc, PMLR pages): "- given: Gati V\n  family: Aher"
                if name := csl_name(item, _text):
                    authors.append(Author(name, name))
                continue
            text = " ".join(_text(item).split())  # "Daniel\xa0A. Ackerberg": a no-break space is a space
            if "," in text and text.count(",") == 1:  # "Vaswani, Ashish"
                last, first = (p.strip() for p in text.split(","))
                authors.append(Author(f"{first} {last}", text))
            elif text:
                authors.append(Author(text, text))
        return tuple(authors), True
    if isinstance(value, str) and (linked := _linked_people(value)):
        return _authors(linked)  # "[[Vitousek, PeterM.]], [[Howarth, RobertW.]]": a page each, inverted
    text = _text(value)
    text = marks_apart(text)  # "Yuliang Xiu1 Jinlong Yang1", "Guangkai Xu2,∗ and Linlin Ou1": the marks part names
    text = text.strip("[] ")  # "[Mingyang Li,Zequn Wang]"
    if "," not in text and _SPACED.search(text):
        text = ", ".join(re.split(r"\s{2,}", text.strip()))  # linked names set apart by spaces in a table cell
    if "\\" in text:
        text = decode_latex(text)  # a BibTeX author field copied in: "Thomas M\\"uller"
    if "{" in text:
        text = text.replace("{", "").replace("}", "")  # BibTeX's protecting braces: "Gaaitzen J. {de Vries"
    # "Kaiming He (Microsoft Research)", "Kaiming He, …, Jian Sun | Microsoft Research Asia": affiliations go
    parsed = split_authors(text) or names_of(text) or names_of(text.split(" | ")[0])
    if parsed is None and (copied := cvf_byline(text)):  # "Names ; Proceedings of the IEEE/CVF … 2024"
        parsed = copied.authors, copied.complete
    if parsed is None and (dated := _NAMES_YEAR.fullmatch(text)):  # "> Author: Levine and Holland, 2018"
        parsed = split_authors(dated.group(1))
    return parsed if parsed else ((), True)


def _source_author(value: Any) -> tuple[bool, str | None]:
    """Whether an author field names the site or journal a page was read from, not a person, and the venue it names:
    Readwise's "author:: [[arXiv.org]]", "[[nature.com]]" (a host: none), "[[Nature]]".

    >>> _source_author("[[arXiv.org]]"), _source_author("[[nature.com]]"), _source_author("[[Nature]]")
    ((True, 'arXiv'), (True, None), (True, 'Nature'))
    >>> _source_author("[[Havi Carel]]")
    (False, None)
    """
    text = _text(value).strip()
    linked = _linked_people(text)
    text = linked[0] if len(linked) == 1 else text
    if _HOST_NAME.fullmatch(text):
        return True, find_series(text.split(".")[0]) if text.casefold().startswith("arxiv.") else None
    if fold(text) in _source_authors():
        return True, None  # "[[MDPI]]", "[[Access Denied]]"
    return (True, series) if (series := find_series(text)) and fold(series) == fold(text) else (False, None)


#: A site's host name: "nature.com", "ncbi.nlm.nih.gov", "arXiv.org"
_HOST_NAME = re.compile(r"(?:[A-Za-z0-9-]+\.)+(?:com|org|net|gov|edu|io)")


def _linked_people(text: str) -> list[str]:
    """The names of a text that is only wiki links, a page each ("[[Albert, James S.]], [[Carnaval, Ana C.]]")."""
    if "[[" not in text or WIKI_LINK.sub("", text).strip(" ,;&"):
        return []
    return [link.group(1).strip() for link in WIKI_LINK.finditer(text)]


#: An authors field closed by the paper's year: "Leek et al, 2007", "Levine and Holland (2018)"
_NAMES_YEAR = re.compile(r"(.+?),?\s*\(?((?:19|20)\d\d)\)?\.?")


#: A note's title that says it sums a paper up: "A summary of Deep Learning", "… Face Detection by P. Viola and M.J.
#: Jones" ("A Review of …", "Notes on …" are as often a paper's own title)
_SUMMARY_OF = re.compile(
    r"(?i:(?:an?\s+)?summary\s+of\s+|(?:my|reading)\s+notes\s+on\s+)(\S.{3,}?)(?:\s+by\s+([A-Z].{2,120}))?"
)


def _distinct(authors: tuple[Author, ...]) -> tuple[Author, ...]:
    """Authors with a name given twice kept once, where first given (Zotero's "Author:: Haitong Xu" over "Author::
    Xu, Haitong").

    >>> [a.name for a in _distinct((Author("Haitong Xu", "Haitong Xu"), Author("Haitong Xu", "Xu, Haitong"),
    ...                              Author("Xia Li", "Xia Li")))]
    ['Haitong Xu', 'Xia Li']
    """
    seen: set[tuple[str, ...]] = set()
    kept = []
    for author in authors:
        key = tuple(sorted(fold(author.name).split()))  # ("Umeda Naoya" under "Naoya Umeda" too)
        if key not in seen or len(key) < 2:  # (two surnames alike are two people: "Liang, Zhu, Zhu")
            seen.add(key)
            kept.append(author)
    return tuple(kept)


def _authors_field_year(value: Any) -> int | None:
    """The year an authors field closes with ("Leek et al, 2007").

    >>> _authors_field_year("Leek et al, 2007"), _authors_field_year(["Jeffrey Leek"])
    (2007, None)
    """
    dated = _NAMES_YEAR.fullmatch(value.strip()) if isinstance(value, str) else None
    return int(dated.group(2)) if dated else None


_YEAR_NAME = re.compile(r"(?:19|20)\d\d")
#: Names set apart by runs of (no-break) spaces: "[Peng Wang](…)\xa0\xa0\xa0\xa0[Lingjie Liu](…)".
_SPACED = re.compile(r"\S\s{2,}\S")


_CITEKEY_YEAR = re.compile(r"^[^\W\d_](?:[^\W\d]|-)*?((?:19|20)\d\d)(?![0-9])")  # (or "Frankle_Carbin_2019")


def _citekey_year(citekey: str) -> int | None:
    """The year in a citation key: "lee2023-ffnerv", "chenHACHashgridAssisted2024" (no other year known).

    >>> _citekey_year("lee2023-ffnerv"), _citekey_year("chenHACHashgridAssisted2024"), _citekey_year("x")
    (2023, 2024, None)
    >>> _citekey_year("Frankle_Carbin_2019"), _citekey_year("fredrieke_davidwarland_ea-1999-SpikesExploringNeural")
    (2019, 1999)
    """
    match = _CITEKEY_YEAR.match(citekey.strip()) or re.search(r"[a-z]((?:19|20)\d\d)$", citekey.strip())
    return int(match.group(1)) if match else None


def _folder_year(doc: Document) -> int | None:
    """The year the note's own folder, or the one over it, is named for ("…/2022/FlashAttention/paper.md"); not an
    archive's year over month folders ("Archive/2021/07/summary/1.md")."""
    near = doc.folders[-2:]
    return next((int(f) for f in reversed(near) if _YEAR_NAME.fullmatch(f)), None)


def _listed_authors(doc: Document) -> list[str]:
    """Authors a template prints one field each: ``**FirstAuthor**:: Chen, Ruidi`` then ``**Author**:: …``."""
    values = doc.field_values
    listed = [*values.get("firstauthor", ()), *values.get("author", ())]
    # (or "**Author**:: Zhang, Mimi" / "**Author**:: Parnell, Andrew<br>" with no first author apart)
    return [_HTML_TAG.sub("", v).strip() for v in listed] if "firstauthor" in values or len(listed) >= 2 else []


def _people_line(doc: Document) -> list[str]:
    """The names a line of links to a vault's people pages gives near the note's top (``people_folders`` in
    front_matter.json): ``[[People/Simo Järvelä]] [[People/Jari Kätsyri]] …`` over ``# Title (2016)``."""
    for line in _body(doc)[:_PEOPLE_REACH]:
        links = list(WIKI_LINK.finditer(line))
        if links and not WIKI_LINK.sub("", line).strip(" ,;") and all(_person_page(m.group(0)) for m in links):
            return [(m.group(2) or m.group(1)).strip() for m in links]
    return []


def _person_page(link: str) -> bool:
    """Whether a wiki link goes to a page in a vault's folder for people: "[[People/Espen A. F. Ihlen]]"."""
    folder, slash, _ = link.strip("[]").split("|", 1)[0].rpartition("/")
    return bool(slash) and fold(folder.rsplit("/", 1)[-1]) in _people_folders()


@lru_cache(maxsize=1)
def _source_authors() -> frozenset[str]:
    """Publishers and sites an author field may name instead of people (``source_authors`` in front_matter.json)."""
    return frozenset(fold(name) for name in load_json("data/front_matter.json")["source_authors"])


@lru_cache(maxsize=1)
def _people_folders() -> frozenset[str]:
    return frozenset(load_json("data/front_matter.json")["people_folders"])


#: How many of a note's first lines a line of its authors' people pages may be on.
_PEOPLE_REACH = 6


def _year(value: Any) -> int | None:
    match = _YEAR.search(str(value)) if value is not None else None
    return int(match.group(0)) if match else None


_PUBLISHER_WORDS = re.compile(
    r"\b(?:press|publish\w*|springer|elsevier|wiley|ieee|acm|mdpi|sage|taylor|frontiers media|association|institute)\b",
    re.IGNORECASE,
)


def _journal_as_publisher(fields: dict[str, Any], year: int | None) -> VenueEdition | None:
    """A journal a Zotero template files under ``publisher:`` ("publisher: Acta Horticulturae"); a publishing
    house there ("Springer", "MIT Press") is no venue.

    >>> _journal_as_publisher({"publisher": "Acta Horticulturae"}, 2012)
    VenueEdition(series='Acta Horticulturae', year=2012)
    >>> _journal_as_publisher({"publisher": "Cambridge University Press"}, 2012) is None
    True
    """
    value = _text(fields.get("publisher")).strip()
    if not value or not year or _PUBLISHER_WORDS.search(value) or len(value.split()) > 12:
        return None
    return VenueEdition(value, year)


#: Where a reference manager files an arXiv preprint or report ("institution:: arXiv", "repository: arXiv"); its
#: "library-catalog:: arXiv.org" says only where the record was looked up.
_ARCHIVE_KEYS = ("repository", "institution", "archive")


def _preprint_venue(fields: dict[str, Any], arxiv: str | None, year: int | None) -> VenueEdition | None:
    """arXiv, for a record a reference manager files as a preprint or report of arXiv, or as a preprint with an
    arXiv id ("item-type:: [[preprint]]" over an "arXiv.org Snapshot" link).

    >>> _preprint_venue({"institution": "arXiv", "item-type": "[[report]]"}, None, 2021)
    VenueEdition(series='arXiv', year=2021)
    >>> _preprint_venue({"item-type": "[[preprint]]"}, "1703.03400", 2017), _preprint_venue({}, "1703.03400", 2017)
    (VenueEdition(series='arXiv', year=2017), None)
    """
    kind = fold(_text(front_matter_value(fields, "item_type"))).strip("[] ")
    archived = any(fold(_text(fields.get(key))).startswith("arxiv") for key in _ARCHIVE_KEYS)
    return VenueEdition("arXiv", year) if year and (archived or (kind == "preprint" and arxiv)) else None


#: A venue as a tag, its year after a slash: "arxiv:2108.12409 #ICLR/22", "arxiv:2104.09864 [cs] #Neurocomputing"
_VENUE_HASHTAG = re.compile(r"(?<!\S)#([A-Za-z][A-Za-z-]*)(?:/(\d\d))?(?!\S)")


#: A preprint's arXiv number and its subject classes, as Zotero fills a preprint's publication: "2212.10559 [cs]"
_ARXIV_NUMBER = re.compile(r"(?:arXiv:)?\d{4}\.\d{4,5}(?:v\d+)?\s*\[[\w.-]+(?:,\s*[\w.-]+)*\]", re.IGNORECASE)


def _venue(value: Any, year: int | None) -> VenueEdition | None:
    """The venue a note's venue field names: its tag first, where a preprint's id comes before it.

    >>> _venue("arxiv:2108.12409 #ICLR/22", 2022), _venue("arxiv:2104.09864 [cs]  #Neurocomputing", 2022)
    (VenueEdition(series='ICLR', year=2022), VenueEdition(series='Neurocomputing', year=2022))
    >>> _venue("arXiv (2017); CVPR 2018", 2017), _venue("2005.08100 [cs, eess]", 2020)
    (VenueEdition(series='CVPR', year=2018), VenueEdition(series='arXiv', year=2020))
    """
    text = _text(value).strip(" *_")  # "**Publication**:: *Journal of Political Economy*"
    if "://" in text:  # "Source: https://openreview.net/forum?id=…" names a page, not a venue
        return edition_of_url(text)
    if year and _ARXIV_NUMBER.fullmatch(text):  # Zotero's publication of a preprint: "2212.10559 [cs]"
        return VenueEdition("arXiv", year)
    for name, short_year in _VENUE_HASHTAG.findall(text) if "#" in text else ():
        if tagged := find_edition(f"{name}'{short_year}") if short_year else named_venue(name, year):
            return tagged
    if ";" in text:  # "arXiv (2017); CVPR 2018": the preprint, then where it appeared
        named = [v for part in text.split(";") if (v := named_venue(part.strip(), year))]
        if published := [v for v in named if v.series != "arXiv"]:
            return published[-1]
    return named_venue(text, year)


@lru_cache(maxsize=1)
def _paper_types() -> frozenset[str]:
    """Item types that make a note's record a paper ("Conference paper", "journalArticle")."""
    return frozenset(load_json("data/front_matter.json")["paper_types"])


def item_typed(title: str) -> tuple[str | None, str]:
    """The item type a literature-note template writes before a title, and the title after it.

    >>> item_typed("journalArticle | A Review of Skinner's Verbal Behavior")
    ('journalarticle', "A Review of Skinner's Verbal Behavior")
    >>> item_typed("Paper | Cognitive maps in rats and men"), item_typed("BERT | Pre-training")
    (('paper', 'Cognitive maps in rats and men'), (None, 'BERT | Pre-training'))
    """
    lead, bar, rest = title.partition(" | ")
    kind = lead.strip().casefold()
    if bar and rest.strip() and (kind in _item_types()[0] or kind in _item_types()[1]):
        return kind, rest.strip()
    return None, title


@lru_cache(maxsize=1)
def _item_types() -> tuple[frozenset[str], frozenset[str]]:
    """The item types a literature note's title may open with: of papers, and of things that are no paper."""
    types = load_json("data/front_matter.json")
    return frozenset(types["typed_titles"]), frozenset(types["non_paper_typed_titles"])


@lru_cache(maxsize=1)
def _status_tags() -> frozenset[str]:
    """Tags that say what a note is or where it stands ("to-read", "已阅读"), not what it is about."""
    return frozenset(load_json("data/front_matter.json")["status_tags"])


_YEAR_TAG = re.compile(r"(?:year|y)[-_/ ]?((?:19|20)\d\d)|((?:19|20)\d\d)", re.IGNORECASE)


def _hashtag_year(doc: Document) -> int | None:
    """The year a note's "#Year-2024" tag gives."""
    for tag in _HASHTAG.findall(doc.text):
        if match := _YEAR_TAG.fullmatch(tag.lstrip("#")):
            return int(match.group(1) or match.group(2))
    return None


def _tags(doc: Document, fields: dict[str, Any]) -> tuple[tuple[str, ...], ...]:
    raw: list[Any] = []
    # Jekyll and Obsidian read a YAML "tags: theory  reform" as two tags (a tag holds no space)
    spaced = {
        v for k, v in doc.front_matter.items() if k in _SPACED_TAG_KEYS and isinstance(v, str) and _SPACE_SEPARATED(v)
    }
    for value in front_matter_values(fields, "tags"):  # "tags: [literature]" and "keywords: [loss-aversion, …]"
        if isinstance(value, dict):  # "tags:" / "  areas: [training, SOTA]" / "  status: skimmed": tags by kind
            raw += [t for kind, v in value.items() if kind != "status" for t in (v if isinstance(v, list) else [v])]
        else:
            raw += value if isinstance(value, list) else value.split() if value in spaced else tag_values(str(value))
    raw += _HASHTAG.findall(doc.text) + _field_line_tags(doc)
    status = _status_tags()
    paths: list[tuple[str, ...]] = []
    for tag in raw:
        tag = _text(tag).lstrip("#").strip()
        if not tag or tag.casefold().strip("/") in status or not is_topic_heading(tag) or _HEX_COLOUR.fullmatch(tag):
            continue
        if _YEAR_TAG.fullmatch(tag):
            continue  # "#Year-2024" dates the paper (see _hashtag_year); it names no subject
        path = tuple(p for p in tag.split("/") if p)
        if path and path not in paths:
            paths.append(path)
    return tuple(paths)


#: An arXiv id printed in a citation, not linked.
_PRINTED_ARXIV = re.compile(r"\barXiv:\s?(\d{4}\.\d{4,5})", re.IGNORECASE)
_SPACED_TAG_KEYS = frozenset(["tags", "categories"])  # (Jekyll: "category" is one)
_SPACE_SEPARATED = re.compile(r"[^\s,;#\[\]]+(?:\s+[^\s,;#\[\]]+)+").fullmatch


def _tag_fields(fields: dict[str, Any]) -> tuple[VenueEdition | None, int | None]:
    """A venue edition and a year the front matter's tags are: ``tags: ['2016', 'CVPR 2016', AI]``.

    >>> _tag_fields({"tags": ["2018", "ICML 2019", "NLP"]}), _tag_fields({"tags": ["2018", "CVPR", "U-Net"]})
    ((VenueEdition(series='ICML', year=2019), 2018), (VenueEdition(series='CVPR', year=2018), 2018))
    """
    edition, year, series = None, None, None
    for value in front_matter_values(fields, "tags"):
        for tag in value if isinstance(value, list) else tag_values(str(value)):
            text = _text(tag).strip()
            if year is None and (dated := _YEAR_TAG.fullmatch(text)):
                year = int(dated.group(1) or dated.group(2))  # "2016", "Year-2016" (a tag that once crashed the reader)
            elif edition is None and len(text.split()) <= 3 and (found := find_edition(text)) and found.year:
                edition = found
            elif series is None and len(text) <= _SERIES_TAG_CHARS and text.isupper():
                series = find_series(text)  # "CVPR" beside "2018": the venue's edition of that year
    if edition is None and series and year:
        edition = VenueEdition(series, year)
    return edition, year


#: The longest tag read as a venue's name alone ("CVPR", "NeurIPS" spelt in capitals: "NIPS")
_SERIES_TAG_CHARS = 8


def _field_line_tags(doc: Document) -> list[str]:
    """Tags of ``Keywords:`` / ``Tags:`` lines in the body: ``Keywords: [[deep-learning]], [[keywords/diffusion]]``."""
    found: list[str] = []
    for line in _body(doc):
        field = field_of(line) if ":" in line or "：" in line else None
        if field and field[0] == "tags":
            found += tag_values(field[1])
    return found


def _opening_line(doc: Document) -> int:
    """The number of the note's first line of text after its front matter (0 if it has none)."""
    body = _body(doc)
    past = len(doc.text.splitlines()) - len(body)
    return next((past + k + 1 for k, line in enumerate(body) if line.strip()), 0)


def _body(doc: Document) -> list[str]:
    """The note's lines after the front matter, reference links written out (``### [Title][1]`` over a last line
    ``[1]: https://arxiv.org/abs/1710.09829``: the heading links its paper)."""
    found = doc.__dict__.get("_body")
    if found is None:
        lines = doc.text.splitlines()
        if lines and lines[0].strip() == "---":
            # (the closing fence opens its line: a "  ---" inside a YAML block value is text)
            end = next((i for i, line in enumerate(lines[1:], 1) if line.rstrip() == "---"), 0)
            lines = lines[end + 1 :]
        if "][" in doc.text and (targets := dict(_LINK_DEFINITION.findall(doc.text))):
            lines = [_REFERENCE_LINK.sub(lambda m: _written_out(m, targets), line) for line in lines]
        found = doc.__dict__["_body"] = lines
    return found  # (read, never changed, by every caller)


#: A reference link's definition, and a reference link: "[1]: https://arxiv.org/abs/1710.09829 "Paper"", "[Title][1]"
_LINK_DEFINITION = re.compile(r"^ {0,3}\[([^\]]+)\]:\s*<?(\S+?)>?(?:\s.*)?$", re.MULTILINE)
_REFERENCE_LINK = re.compile(r"\[([^\[\]]+)\]\[([^\[\]]*)\]")


def _written_out(match: re.Match[str], targets: dict[str, str]) -> str:
    target = targets.get(match.group(2) or match.group(1))
    return f"[{match.group(1)}]({target})" if target else match.group(0)


def _ids(fields: dict[str, Any], body: list[str]) -> tuple[str | None, str | None, dict[str, str], VenueEdition | None]:
    """OpenReview id, arXiv id, other ids and a venue edition named by the fields and the first lines' links."""
    # (every spelling's value: "url: /papers/robustmdp" beside "pdf: https://arxiv.org/abs/2305.19035")
    keys = ("url", "arxiv", "doi", "openreview", "code", "venue")
    texts = [_text(value) for key in keys for value in front_matter_values(fields, key)]
    # A link the note names as the paper itself ("[Full Text](https://arxiv.org/pdf/1803.00657)", "1. [Paper](…)"
    # under "## References") outranks the first lines' links named for other papers ("inspired by [BYOL](…)")
    labelled = _labelled_paper_links(body)
    first = [u for line in body[:_OWN_LINK_LINES] for u in URL_IN_TEXT.findall(line)]
    if any(arxiv_id(u) or other_ids(u) for u in labelled):  # (and the first lines' "[Arxiv](…)", not "[BYOL](…)")
        named = {u for line in body[:_OWN_LINK_LINES] for t, u in _MD_LINK.findall(line) if not is_generic_link_text(t)}
        first = [u for u in first if u not in named]
    urls = [u for t in texts for u in URL_IN_TEXT.findall(t)] + first + labelled
    # (or shows as its reference field: "[{{ page.paper_ref }}](…)" under a MathJax script block)
    if ref := _text(front_matter_value(fields, "reference")).strip():
        shown = f"[{ref}]("
        urls += [line.split(shown, 1)[1].split(")", 1)[0] for line in body if shown in line]
    openreview = (
        next(filter(None, map(openreview_id, urls)), None) or _text(front_matter_value(fields, "openreview")) or None
    )
    arxiv = next(filter(None, map(arxiv_id, urls)), None)
    others: dict[str, str] = {}
    for url in urls:
        for kind, value in other_ids(url).items():
            others.setdefault(kind, value)
    for text in texts:
        for kind, value in text_ids(f"arXiv:{text}" if re.fullmatch(r"\d{4}\.\d{4,5}(v\d+)?", text) else text).items():
            if kind == "arxiv":
                arxiv = arxiv or value
            else:
                others.setdefault(kind, value)
    for line in body[:_OWN_LINK_LINES]:
        if _DOI_LINE.fullmatch(line.strip()) and (printed := text_ids(line).get("doi")):
            others.setdefault("doi", printed)  # "10.1097/00001756-200502080-00025" alone under the front matter
    doi = _text(front_matter_value(fields, "doi"))
    if doi.casefold().startswith("10."):
        others["doi"] = doi.casefold()
        arxiv = arxiv or arxiv_of_doi(doi)  # "doi:: 10.48550/arXiv.2203.03279"
    if arxiv is None:  # printed in the first lines, a BibTeX block's "journal={arXiv preprint arXiv:2007.03898}" too
        arxiv = next((i for line in body[: 2 * _OWN_LINK_LINES] if (i := text_ids(line).get("arxiv"))), None)
    venue = next(filter(None, map(edition_of_url, urls)), None)
    if venue is None:  # a first line's link shown as its venue: "[CVPR 2022](…)", "[Arxiv 2023.04](arxiv…), … 인용"
        labels = (
            _YEAR_MONTH.sub(r"\1", label) for line in body[:_OWN_LINK_LINES] for label, _ in _MD_LINK.findall(line)
        )
        venue = next((edition for label in labels if len(label) <= 40 and (edition := tag_edition(label))), None)
    return (openreview if openreview and " " not in openreview else None), arxiv, others, venue


def _labelled_paper_links(body: list[str]) -> list[str]:
    """The targets of the links whose text names the paper itself ("[Paper](…)", "[Full Text](…)", "[论文](…)")."""
    return [url for line in body for label, url in _MD_LINK.findall(line) if names_the_paper(label)]


#: How many paper links make a note a list of papers rather than one paper's note.
_LISTED_LINKS = 3
#: A markdown link whose text may be a title.
_TITLED_LINK = re.compile(r"\[([^\[\]]{12,300})\]\((\S+?)\)")


def _titled_paper_links(doc: Document) -> int:
    """How many links of the note's body name a paper by its title and lead to it: "[TFX: A TensorFlow-Based
    Production-Scale Machine Learning Platform](https://dl.acm.org/citation.cfm?id=3098021)"."""
    return sum(
        1
        for line in _body(doc)
        if "](" in line
        for label, url in _TITLED_LINK.findall(line)
        if len(label.split()) >= 3 and (is_paper_link(url) or other_ids(url) or arxiv_id(url))
    )


def _paper_links_of(doc: Document) -> list[str]:
    """:func:`_labelled_paper_links` of the note's body, read once (detection asks for them twice)."""
    found = doc.__dict__.get("_paper_links")
    if found is None:
        found = doc.__dict__["_paper_links"] = _labelled_paper_links(_body(doc))
    return found


#: A line that is a DOI alone: "10.1016/j.psc.2021.04.014", "doi: 10.3390/e23060663"
_DOI_LINE = re.compile(r"(?:doi:?\s*)?10\.\d{4,9}/\S+", re.IGNORECASE)
#: A year and month ("2023.04", "2021-11"): the year is what names an edition
_YEAR_MONTH = re.compile(r"\b((?:19|20)\d\d)[./-](?:0?[1-9]|1[0-2])\b")


def _opens_with_its_paper(doc: Document) -> bool:
    """A title heading over its paper's one id link, before the body cites others: ``# On the Stability of
    Fine-tuning BERT: …`` over ``> [2006.04884](https://arxiv.org/abs/2006.04884)``."""
    first = _first_heading(doc)
    if first is None or _heading_paper_title(doc) is None:
        return False
    under = doc.text.splitlines()[first[1] - 1 : first[1] + _HEAD_LINES]  # the title and the lines under it
    ends = next((k for k, ln in enumerate(under[1:], 1) if _SECTION_HEADING.match(ln)), len(under))
    under = under[:ends]  # up to the note's first section ("## Summary")
    ids = {i for line in under for u in URL_IN_TEXT.findall(line) if (i := arxiv_id(u) or openreview_id(u))}
    # "# MaskGAN: …" / "### William Fedus, …" / "#### Google Brain" / "#### ICLR 2018 Poster, [arXiv:1801.07736](…)"
    if len(ids) != 1 or not (_paper_link_under_title(doc) or _byline(doc) is not None):
        return False
    # Papers cited in its prose leave it one paper's note; papers listed item by item make it a list (a survey's
    # README under the survey's own citation)
    listed = [ln for ln in doc.text.splitlines()[first[1] + _HEAD_LINES :] if _LISTED.match(ln)]
    return sum(bool(arxiv_id(u) or openreview_id(u)) for ln in listed for u in URL_IN_TEXT.findall(ln)) < 3


#: How a paper without an id link must be cited to be an entry of a note: names, title and venue in a known style
#: (not "Name: title" glosses, a field block or the note's own BibTeX again).
_FULL_CITATIONS = frozenset(
    f"citation ({style})"
    for style in ("authors. title. venue", "Vancouver", "quoted title", "authors: title. venue",
                  "names, emphasised title, venue", "title. authors. venue", "(names, year) title")
) | {"citation in lines: names, title, venue"}
#: … and the styles that must print a venue besides ("Collobert et. al. (2011) -> neural model …" is a gloss)
#: The styles of a whole reference a note's title heading may be ("# Abu-Absi, S., 1986. Title. Journal, 28(3).")
_HEADING_CITATIONS = frozenset(["Harvard", "APA", "quoted title", "ACL", "authors. title. venue"])
_VENUE_CITATIONS = frozenset(f"citation ({style})" for style in ("APA", "ACL", "GB/T 7714", "authors, title"))


def _in_property(text: str, at: int) -> bool:
    """Whether position ``at`` is on a ``key:: value`` line ("tags:: [[Computer Science - Graphics]]"): a value."""
    start = text.rfind("\n", 0, at) + 1
    return bool(_PROPERTY_LINE.match(text, start))


_PROPERTY_LINE = re.compile(r"\s*(?:-\s+)?[\w-]+::")


#: Why the generic reader took a wiki link to a citation-key note, "[[@2018ZeroShotTransferLearningHuang|…, 2018]]"
_KEYED = "citation-key wiki link"


def _bibtex_field(doc: Document) -> Paper | None:
    """The paper a front-matter field holds as a BibTeX entry (an Obsidian template's ``bibtex:`` string)."""
    for value in doc.front_matter.values():
        if isinstance(value, str) and value.lstrip().startswith("@") and "{" in value:
            return field_entry(value, doc.stem)
    return None


def _pasted_bibtex(doc: Document, title: str | None) -> Paper | None:
    """The note's own paper as a BibTeX entry pasted in its body, bare or fenced, under its title heading: the
    entry whose title is the note's ("# Very deep convolutional networks …" over "@article{simonyan2014very, …}").

    >>> from kg.notes.read import parse
    >>> text = "# Deep Sets\\n\\n@inproceedings{z17,\\n title={Deep Sets},\\n author={Zaheer, Manzil},\\n year={2017}}"
    >>> paper = _pasted_bibtex(parse(text, "n.md", "n"), "Deep Sets")
    >>> [a.name for a in paper.authors], paper.year
    (['Manzil Zaheer'], 2017)
    """
    start = _BODY_ENTRY.search(doc.text)
    if start is None or not title:
        return None
    # (bibtexparser finds where the entry ends and takes the notes after it for comments)
    pasted = field_entry(doc.text[start.start() : start.start() + _ENTRY_CHARS], doc.stem)
    return pasted if pasted is not None and fold(pasted.title or "") == fold(title) else None


#: A BibTeX entry opening a line of a note's body ("@article{simonyan2014very,").
_BODY_ENTRY = re.compile(r"^\s*@(?:article|inproceedings|conference|misc|book|incollection|phdthesis|techreport)\s*\{",
                         re.IGNORECASE | re.MULTILINE)
#: The longest pasted entry read.
_ENTRY_CHARS = 4000


#: The fewest characters of an attachment's title cut short that name the note's own paper.
_CUT_TITLE = 20


def _cited_papers(doc: Document, own: Paper) -> tuple[Paper, list[Paper]]:
    """Papers the note's body cites with a title and something that identifies them: an id link of their own
    ("## Related Work" / "[- [[In-context Learning …]]](https://openreview.net/forum?id=…)") or their authors with a
    venue or year (a pasted reference list). They are entries of the note, related to its paper and under its tags
    (a bare wiki link to a title is a relation only). A nickname linked in prose ("[SeqGAN](https://arxiv.org/abs/…)",
    "[Recurrent Entity Networks](…)") is no title, nor is a heading over a link. A link naming the note's own paper
    again (its authors, its title first) gives that paper its ids.
    """
    if not URL_IN_TEXT.search(doc.text) and not _YEAR_NAME.search(doc.text):  # no link, no year: no citation
        return own, []
    lines = doc.text.splitlines()
    body_from = len(lines) - len(_body(doc)) + 1  # the first line after the front matter
    mine = {own.arxiv_id, own.openreview_id, *(v for _, v in own.ids)} - {None}
    wanted = fold(own.title or "")
    names = [a.name for a in own.authors]
    cited = []
    for p in generic_reading(doc)[0]:
        ids = {p.arxiv_id, p.openreview_id, *(v for _, v in p.ids)} - {None}
        # (or a venue edition and a link of its own: "[SIGMOD'17 - Automatic Database … Tuning …](…ottertune.pdf)")
        strong = ids or (p.authors and (p.venue or p.year) and p.reason in _FULL_CITATIONS) or _KEYED in p.reason
        strong = strong or bool(p.authors and p.venue and p.reason in _VENUE_CITATIONS)

        identified = strong or (
            p.venue is not None and any("github.com" not in u for u in URL_IN_TEXT.findall(lines[p.mention.line - 1]))
        )  # (a repository's page, "xucao-42/bilateral_normal_integration: Official implementation of …", is code)
        # (or a title with its year in a further-reading section: "### Further Reading" / "- … Memory Access (1999)")
        further = bool(p.topics) and _further_reading(p.topics[-1][-1])
        identified = identified or bool(p.year and further)
        # (or a link of its own there: "**Reference**" / "- [DM04]  [On Generating the Initial Key in the
        # Bounded-Storage Model.](https://iacr.org/archive/eurocrypt2004/…/dm04.pdf)")
        identified = identified or (further and URL_IN_TEXT.search(lines[p.mention.line - 1]) is not None)
        if not (p.title and identified) or ids & mine or p.mention.line <= max(body_from, 1):
            continue
        # (its Zotero attachment too: "[Chen et al. - 2020 - Relational Graph Learning for Crowd Navigation.pdf](…)")
        attached = p.title.casefold().endswith(".pdf") and len(wanted) > 12 and wanted in fold(p.title)
        titled = wanted and fold(p.title).startswith(wanted)
        # (whose name the attachment cut short: "Chen et al. - 2020 - Robot Navigation in Crowds by Graph …")
        attached = attached or (
            ".pdf" in lines[p.mention.line - 1] and len(p.title) >= _CUT_TITLE and wanted.startswith(fold(p.title))
        )
        if (names and [a.name for a in p.authors] == names) or titled or attached:
            extra = tuple((k, v) for k, v in p.ids if k not in dict(own.ids))
            own = replace(own, arxiv_id=own.arxiv_id or p.arxiv_id, openreview_id=own.openreview_id or p.openreview_id,
                          ids=tuple(sorted(own.ids + extra)))
            mine |= ids
            continue
        # (a Zotero attachment, "Son et al. - 2018 - Clustering Convolutional Kernels … .pdf", is the note's file)
        # (a short title with its names is a citation too: "High-Dimensional Statistics by Philippe Rigollet and …")
        if (len(p.title.split()) >= 4 or p.authors) and not lines[p.mention.line - 1].lstrip().startswith("#") \
                and not p.title.casefold().endswith(".pdf"):
            cited.append(replace(p, topics=own.topics))
            mine |= ids  # "ar5iv HTML version of **GAIA-2: …**" under GAIA-2's own citation
    return own, cited


def _further_reading(heading: str) -> bool:
    """Whether a heading names a note's section of further papers ("Further Reading", "References")."""
    return " ".join(tokens_of(heading)) in _further_reading_sections()


@lru_cache(maxsize=1)
def _further_reading_sections() -> frozenset[str]:
    return frozenset(load_json("data/front_matter.json")["further_reading"])


_FIRST_LINK = re.compile(r"\[([^\]]{1,20})\]\(https?://")


def _file_title_over_its_link(doc: Document) -> bool:
    """A title file name over a first line that links its paper ("**Paper URL:** [arXiv](…/2411.02853)", "[Paper
    link](…)"), the note opening with no heading of its own ("ADOPT Modified Adam Can Converge with Any ….md")."""
    first = next((ln for ln in _body(doc)[:3] if ln.strip()), "")
    if first.lstrip().startswith("#") or len((name := _file_title(doc)).split()) < 2 or not is_title_like(name):
        return False
    # "[Paper link](https://research.facebook.com/publications/…)": the note says the link is its paper
    label = _FIRST_LINK.match(first.strip())
    if label and set(label.group(1).casefold().split()) - {"link", "url"} <= _PAPER_LABEL_WORDS:
        return True
    ids = {i for u in URL_IN_TEXT.findall(first) if (i := arxiv_id(u) or openreview_id(u))}
    return len(ids) == 1 and len(name.split()) >= 3


#: A local PDF shown or linked in a note's first line: Logseq's "![1708.02002.pdf](../assets/1708.02002_….pdf)",
#: Obsidian's "![[Attention Is All You Need.pdf]]"
_OWN_PDF = re.compile(r"!?\[[^\]]*\]\((?!https?:)[^)\s]+\.pdf\)|!\[\[[^\]|#]+\.pdf(?:[|#][^\]]*)?\]\]", re.IGNORECASE)


#: A first line of tags only: "#paper #searchString_1 #averageOverAll"
_CREATED_LINE = re.compile(r"^\s*(?:created|date|updated|modified)\s*:\s*\d{4}-\d\d-\d\d\b", re.IGNORECASE)
_TAG_LINE = re.compile(r"^\s*(?:#[^\W\d][\w/-]*\s*)+$")


def _tagged_a_paper(doc: Document) -> bool:
    """A title file name over a first line of tags, one of them calling the note a paper ("#paper").

    >>> from kg.notes.read import parse
    >>> _tagged_a_paper(parse("#paper #backwardsSearch\\n\\n## Short Summary ##\\n", "Characterizing Relevance with "
    ...                       "Eye-tracking Measures.md", "x"))
    True
    """
    # (under a note's date line: "Created: 2023-05-11 14:24" over "#paper")
    first = next((ln for ln in _body(doc)[:4] if ln.strip() and not _CREATED_LINE.match(ln)), "")
    if not _TAG_LINE.match(first) or not any(tag.casefold() in _paper_types() for tag in _HASHTAG.findall(first)):
        return False
    name = _file_title(doc)
    # A short name ("FrugalGPT.md", "BERT4Rec.md") when the note links its paper as such: "1. [Paper](…arxiv…)"
    return is_title_like(name) and (len(name.split()) >= 3 or bool(_paper_links_of(doc)))


def _file_title_over_its_pdf(doc: Document) -> bool:
    """A title file name over a first line that embeds the paper's PDF from the vault's own files.

    >>> from kg.notes.read import parse
    >>> _file_title_over_its_pdf(parse("- ![1708.02002.pdf](../assets/1708.02002_1703598002439_0.pdf)\\n- **Basic "
    ...                                "Idea**:\\n", "pages/Focal Loss for Dense Object Detection.md", "x"))
    True
    """
    first = next((ln for ln in _body(doc)[:3] if ln.strip()), "")
    name = _file_title(doc)
    return bool(_OWN_PDF.search(first)) and len(name.split()) >= 3 and is_title_case(name)


_ARXIV_STEM = re.compile(r"(\d{4}\.\d{4,5})(?:v\d+)?")


def _named_for_its_arxiv_id(doc: Document) -> bool:
    """A note whose file is named for an arXiv id ("1905.07830.md") and whose first lines link that paper.

    >>> from kg.notes.read import parse
    >>> _named_for_its_arxiv_id(parse("# HellaSwag, Zellers et al., 2019\\n\\n## [Paper](https://arxiv.org/abs/"
    ...                                "1905.07830), Tags: \\\\#nlp\\n", "2019/1905.07830.md", "1905.07830"))
    True
    """
    named = _ARXIV_STEM.fullmatch(_file_name(doc))
    if named is None:
        return False
    first = _body(doc)[:_OWN_LINK_LINES]
    return any(arxiv_id(u) == named.group(1) for line in first for u in URL_IN_TEXT.findall(line))


def _opening_entry(doc: Document) -> tuple[str, tuple[Author, ...], bool] | None:
    """A note that opens with its paper's title over its authors: ``* Auto-Encoding Variational Bayes`` /
    ``* Diederik P. Kingma, Max Welling``.

    >>> from kg.notes.read import parse
    >>> title, authors, _ = _opening_entry(parse("* Auto-Encoding Variational Bayes\\n* Diederik P. Kingma, Max "
    ...                                          "Welling\\n\\nI also read some tutorials.\\n", "n.md", "n"))
    >>> title, [a.name for a in authors]
    ('Auto-Encoding Variational Bayes', ['Diederik P. Kingma', 'Max Welling'])
    """
    raw = [ln.strip() for ln in _body(doc)[:4] if ln.strip()]
    if len(raw) < 2 or not all(ln[:2] in ("* ", "- ", "+ ") for ln in raw[:2]):
        return None  # two bullets: unbulleted title and names lines are the generic reader's (with the lines after)
    lines = [ln[2:].strip() for ln in raw]
    if not is_title_case(lines[0]) or "::" in lines[0]:
        return None  # (not "- Title:: …" over "- Author(s):: [[Michael Bernstein]]": a Roam page's fields)
    names = names_of(lines[1])
    if names is None or (len(names[0]) < 2 and len(lines[1].split()) < 2):
        return None
    return bare_title(lines[0]), names[0], names[1]


_BARE_YEAR = re.compile(r"(?:1[89]|20)\d\d")


def _front_matter_paper(doc: Document) -> bool:
    """Whether the front matter itself describes one paper: a title with its venue, authors or an id
    (a paper note citing others in its references is still that paper's note)."""
    front = doc.front_matter
    if not front_matter_value(front, "title"):
        return False
    # A blog post has a title and an author too: the post's; its papers are in its body
    # (a bare year under any of its spellings, "paper-year: 2018", is the paper's; a full "date:" is the post's)
    by = front_matter_value(front, "authors") and _BARE_YEAR.fullmatch(str(front_matter_value(front, "year")).strip())
    described = any(front_matter_value(front, k) for k in ("venue", "doi", "arxiv", "citekey"))
    # (or a link to the paper by its id: "paper_link: https://arxiv.org/abs/2402.13753" under "paper_title:")
    url = _text(front_matter_value(front, "url"))
    described = described or bool(url and (arxiv_id(url) or openreview_id(url)))
    return bool(by or _reference_field(front)) or described  # ("paper_ref: Ioffe, 2017": a short citation)


_SURNAME = re.compile(r"[^\W\d_][\w'’-]+")


def _reference_citation(fields: dict[str, Any]) -> Reference | None:
    """A reference field that is a whole citation of the paper, its ids with it.

    >>> ref = _reference_citation({"reference": "Han, Y., Huang, G., & Wang, Y. (2021). Dynamic Neural Networks: A "
    ...                            "Survey (arXiv:2102.04906). arXiv. https://doi.org/10.48550/arXiv.2102.04906"})
    >>> ref.title, len(ref.authors), ref.venue, ref.ids["arxiv"]
    ('Dynamic Neural Networks: A Survey', 3, VenueEdition(series='arXiv', year=2021), '2102.04906')
    """
    text = _text(front_matter_value(fields, "reference"))
    if len(text) < CITATION_CHARS or (ref := parse_reference(text)) is None or not ref.authors:
        return None
    ids = text_ids(text)
    if "arxiv" not in ids and (doi := ids.get("doi")) and (of_doi := arxiv_of_doi(doi)):
        ids["arxiv"] = of_doi
    return replace(ref, ids={**ids, **ref.ids})


def _reference_field(fields: dict[str, Any]) -> tuple[tuple[Author, ...], bool, int] | None:
    """The names and year of a short reference field ("paper_ref: Dahl, Norouzi, Shlens, 2017").

    >>> names, complete, year = _reference_field({"paper_ref": "Baker, et al., 2011"})
    >>> [a.name for a in names], complete, year
    (['Baker'], False, 2011)
    >>> [a.name for a in _reference_field({"paper_ref": "Dahl, Norouzi, Shlens, 2017"})[0]]
    ['Dahl', 'Norouzi', 'Shlens']
    """
    text = _text(front_matter_value(fields, "reference"))
    dated = _YEAR_NAME.search(text)
    names = text[: dated.start()].strip(" ,.(") if dated else ""
    parsed = split_authors(names) if names else None
    surnames = [n.strip() for n in names.split(",")]
    if parsed is None and all(_SURNAME.fullmatch(n) for n in surnames):
        parsed = tuple(Author(n, n) for n in surnames), True  # "Dahl, Norouzi, Shlens": surnames only
    return (*parsed, int(dated.group(0))) if dated and parsed else None


#: Letters of Chinese, Japanese and Korean: a byline's particle ("の", "的") and the words before the names.
_CJK_RUN = re.compile(rf"[{CJK_LETTERS}]+")
_CJK_TAIL = re.compile(rf"[{CJK_LETTERS}]+\s*$")
_BYLINE_TAIL = re.compile(r"(?:\s*(?:'s|’s|by|:)\s*$)")


def _names_before_paper_link(body: list[str]) -> tuple[tuple[Author, ...], bool] | None:
    """The authors a first line names before the link it calls the paper: "Aditya Grover & Jure Leskovecの[論文](…)",
    "Dhingra, B. et al. ACL2016の[論文](…)", "[William L. Hamilton](…), [Dan Jurafsky](…)の[論文](…)".

    >>> names, complete = _names_before_paper_link(["Barret Zoph, and Quoc Leの[論文](http://openreview.net/x)．"])
    >>> [a.name for a in names], complete
    (['Barret Zoph', 'Quoc Le'], True)
    """
    for line in body[:_FIELD_LINES]:
        for label, url in _MD_LINK.findall(line):
            words = set(tokens_of(label))
            if not words or not words <= _PAPER_LABEL_WORDS:
                continue
            before = _MD_LINK.sub(r"\1", line[: line.find(f"[{label}]({url}")])
            # "FAIR の Piotr Bojanowski, …, and Tomas Mikolovの": the particle after the names and the words before
            before = _CJK_RUN.split(_CJK_TAIL.sub("", before))[-1]
            before = _BYLINE_TAIL.sub("", before)
            if (edition := find_edition(before)) is not None:  # "Dhingra, B. et al. ACL2016"
                before = before[: before.rfind(edition.series)]
            if names := names_of(before.strip(" ,")):
                return names
    return None


def _titled_with_link(doc: Document) -> bool:
    """A front-matter title over one link to a paper among the first lines, labelled as the paper's own
    ("* [Link to the paper](https://arxiv.org/abs/1511.02799)" in a Jekyll post titled for it)."""
    title = _text(front_matter_value(doc.front_matter, "title"))
    if not title or _LIST_TITLE_WORDS & set(tokens_of(title)):
        return False  # "9 papers with MLG authors to appear at ICLR 2020": a post about several
    targets = set()
    for line in _body(doc)[: 3 * _OWN_LINK_LINES]:  # a labelled link may come after an introduction
        for label, url in _MD_LINK.findall(line):
            words = tokens_of(label)
            # (a link the note calls its paper in so many words may point anywhere: "の[論文](http://www.kdd.org/…)")
            named = set(words) <= _PAPER_LABEL_WORDS and url.startswith(("http://", "https://"))
            if words and only_link_words(label) and set(words) & _PAPER_LABEL_WORDS and (is_paper_link(url) or named):
                targets.add(arxiv_id(url) or openreview_id(url) or url)
    return len(targets) == 1


def _site_author(doc: Document) -> bool:
    """Whether the only author a note's front matter names is a site page's writer: Jekyll's and Hugo's ``layout:
    post`` pages carry ``author: Treaseven``, who wrote the post, not a paper (so do Hugo's ``draft = false`` ones,
    Docusaurus blog posts with ``slug`` or ``author_title`` / ``author_url``, and Pelican's metadata lines)."""
    keys = {str(k).casefold() for k in doc.front_matter}
    site = bool(keys & {"layout", "draft", "slug", "author_title", "author_url", "author_image_url"}) or _in_posts(doc)
    if _pelican_post(doc):
        keys, site = {str(k).casefold() for k in _plain_fields(doc)}, True
    # ("year:" and "link:" beside it describe a paper: a journal club's post, "author: Heeger, David")
    return site and "author" in keys and not keys & _PAPER_KEYS


#: Front-matter keys that describe a paper: beside them, "author:" names its author, not a post's writer
_PAPER_KEYS = frozenset(
    ["authors", "paper_title", "doi", "arxiv", "venue", "year", "link", "journal", "booktitle", "publisher", "bibtype"]
)


def _in_posts(doc: Document) -> bool:
    """Whether the note is a blog post by where it is kept: Jekyll's and Hexo's ``_posts`` folder."""
    return "_posts/" in doc.path.replace("\\", "/")


def _pelican_post(doc: Document) -> bool:
    """Whether the note opens with Pelican's metadata lines ("Title: …" / "Date: 2018-06-11" / "Category: CV" /
    "Author: Kosuke Futamata"): a blog post, whose date and author are the post's."""
    if doc.front_matter:
        return False
    keys = {str(k).casefold() for k in _plain_fields(doc)}
    return "date" in keys and bool(keys & {"category", "slug"})


def _plain_only(doc: Document) -> bool:
    """Whether the note's fields are only plain ``Key: value`` lines (no front matter, no ``key::`` fields)."""
    return not doc.front_matter and not doc.fields


def _lists_papers(doc: Document) -> bool:
    """Whether the note lists five papers or more besides its title (a README's "# Author: …" line is then no field of
    one paper: "# Neuroscience Reading Notes" / "# Author: Robert T. Lange" over a checklist of papers)."""
    own = fold(_heading_title(doc) or "")
    return len({fold(p.title) for p in generic_reading(doc)[0] if p.title and not p.reference} - {own}) >= 5


def _quoted_in_post_title(title: str) -> str:
    """The paper's title a post quotes in its own title: '"Keeping Master Green at Scale" を読んだ' ("I read …"),
    'パーソナライズ検索ってどうなってるの? "Personalized Ranking Model Adaptation for Web Search" を読む'."""
    quoted = quoted_title(title)
    if quoted is None and (opened := _CLOSING_QUOTE.match(title)):
        quoted = opened.group(1)  # 'Keeping Master Green at Scale" を読んだ': its opening quote already taken off
    if quoted is None or len(quoted.split()) < _QUOTED_TITLE_WORDS:
        return title
    rest = title.replace(quoted, " ")
    return quoted if CJK_LETTER.search(rest) or len(tokens_of(rest)) <= _POST_WORDS else title


#: Words a quoted paper title has, at least; and words a post's title may add around it ("Notes on", "Reading").
_QUOTED_TITLE_WORDS = 3
_POST_WORDS = 3
_CLOSING_QUOTE = re.compile(r'([^"“”]{4,})["”]\s+\S')


def _titled_page(doc: Document, title: str) -> bool:
    """Whether a title field spells out the note's file name as a paper's title: a Logseq page
    "Big Bird_ Transformers for Longer Sequences.md" with "title:: Big Bird: Transformers for Longer Sequences"."""
    words = tokens_of(title)
    return len(words) >= _FILE_TITLE_WORDS and words == tokens_of(_file_title(doc)) and is_title_like(title)


#: Words of a title a page's file name spells out, at least (fewer: "Reading Notes", "Machine Learning").
_FILE_TITLE_WORDS = 4


def _alias_title(doc: Document) -> str | None:
    """The title of a literature note with no title field, its one alias, the note typed a paper's
    (``aliases: ["Human impacts outpace natural processes in the Amazon"]`` over ``type: lit_note``)."""
    front = doc.front_matter
    aliases = front_matter_value(front, "aliases")
    if front_matter_value(front, "title") or fold(_text(front_matter_value(front, "item_type"))) not in _paper_types():
        return None
    alias = aliases[0] if isinstance(aliases, list) and len(aliases) == 1 else aliases
    title = bare_title(_text(alias)) if isinstance(alias, str) else ""
    return title if len(title.split()) >= 3 and is_title_like(title) else None


def _alias_citation(doc: Document) -> tuple[tuple[Author, ...], bool, int | None] | None:
    """The names and year of an alias that cites the note's title heading as Zotero Integration writes it:
    ``aliases: ["Badhrudeen et al. (2022) A Geometric Classification of World Urban Road Networks"]``."""
    aliases = front_matter_value(doc.front_matter, "aliases")
    heading = _heading_title(doc)
    if not aliases or not heading:
        return None
    for alias in aliases if isinstance(aliases, list) else [aliases]:
        cited = _ALIAS_CITATION.fullmatch(str(alias).strip())
        if cited is None or not fold(heading).startswith(fold(cited.group("title"))):
            continue  # (the alias may shorten the title: "Kelly et al. (2007) Citygen")
        names = cited.group("names")
        # (one surname alone: "Barett (2007) L-Systems Considered Harmful")
        named = split_authors(names) or (((Author(names, names),), True) if one_surname(names) else None)
        if named:
            return named[0], named[1], int(cited.group("year")) if cited.group("year") else None
    return None


#: "Surname et al. (YEAR) Title", "Surname (YEAR) Title", "Surname et al. Title" (no year known to Zotero)
_ALIAS_CITATION = re.compile(
    r"(?P<names>[^()]{2,80}?)(?:\s+\((?P<year>(?:19|20)\d\d)\)|(?<=et al\.))\s+(?P<title>\S.{3,})"
)


#: A Logseq block of a heading over its properties, authors among them: "- ### Craft-Based Methods …" / "  authors:: …"
_TITLED_PROPERTIES = re.compile(
    r"^\s*(?:-\s+)?#{1,6}\s+\S.*\n(?:\s*[\w-]+::.*\n){0,6}\s*authors?::", re.MULTILINE | re.IGNORECASE
)


def _numbered(fields: Mapping[str, Any]) -> bool:
    """Whether an authors field holds no name, only a number: a site's user id ("autor: 201" of a Jekyll post)."""
    return not any(c.isalpha() for c in _text(front_matter_value(fields, "authors")))


def paper_signals(doc: Document) -> list[str]:
    """Why a note is one paper (empty when it is not): the fields it has, or a title file name over a paper link.

    >>> from kg.notes.read import parse
    >>> text = "---\\ntitle: Attention Is All You Need\\nauthors: [A. Vaswani]\\nyear: 2017\\n---\\n"
    >>> paper_signals(parse(text, "n.md", "n"))
    ['title field', 'authors field', 'year field']
    >>> paper_signals(parse("# Reading list\\n- one\\n- two", "n.md", "n"))
    []
    """
    # "title: Paper ToDo List", "title: Reading notes", "title: CMU15-721 Paper Reading Note": a list's page,
    # whatever fields it has
    if _list_page_title(_text(front_matter_value(doc.front_matter, "title"))):
        return []
    if item_typed(_text(front_matter_value(doc.front_matter, "title")))[0] in _item_types()[1]:
        return []  # 'title: "blogPost | 2023: A Review of the Year in Neuroscience"': a literature note on no paper
    if _TEMPLATE_TITLE.fullmatch((doc.title or "").strip()):
        return []  # "# [Paper Title]", "# {{title}}": a template, not a paper yet
    if "::" in doc.text and len(_TITLED_PROPERTIES.findall(doc.text)) >= 2:
        return []  # a Logseq journal page of several papers' blocks, each a heading over its properties
    everywhere = {i for u in URL_IN_TEXT.findall(doc.text) if (i := arxiv_id(u) or openreview_id(u))}
    if len(everywhere) <= 2:  # printed, not linked: "… image recognition. arXiv:1409.1556 (September 2014)"
        everywhere |= set(_PRINTED_ARXIV.findall(doc.text))
    # A note linking three papers or more is about them, not one paper, unless its front matter or its title and
    # the lines under it name its own (a dozen or more: a list)
    # A post titled for its paper and named for that title may go on to cite others
    titled_post = _titled_with_link(doc) and tokens_of(_file_title(doc)) == tokens_of(
        _text(front_matter_value(doc.front_matter, "title"))
    )
    own = _front_matter_paper(doc) or (len(everywhere) <= 12 and _opens_with_its_paper(doc)) or titled_post
    # (or titled for it over the one link it calls the paper: "…の[論文](https://arxiv.org/abs/1611.00712)")
    post_titled = len(_text(front_matter_value(doc.front_matter, "title")).split()) >= 3  # not "Publications"
    own = own or _file_title_over_its_link(doc) or _named_for_its_arxiv_id(doc) or bool(_own_citation(doc))
    own = own or (post_titled and _titled_with_link(doc))
    # "* **Title**: …" / "* **Authors**: …" lines opening the note describe its own paper, whatever it cites later
    plain = _plain_fields(doc) if not own else {}
    own = own or bool(front_matter_value(plain, "title") and front_matter_value(plain, "authors"))
    if len(everywhere) > 2 and not own:
        return []
    fields = _fields(doc)
    found = [
        f"{key} field"
        for key in ("title", "authors", "year", "venue", "doi", "arxiv", "citekey")
        if front_matter_value(fields, key) and not (key == "authors" and (_site_author(doc) or _numbered(fields)))
    ]
    if fold(_text(front_matter_value(fields, "item_type"))).strip("[] ") in _paper_types():
        found.append("item type field")  # "* Item Type: [[Conference paper]]" (Zotero mdnotes)
    described = {"authors field", "venue field", "doi field", "arxiv field", "citekey field", "item type field"}
    described &= set(found)
    if ("title field" in found and described) or len(described) >= 2:
        return found
    titled = _text(front_matter_value(fields, "title"))
    cited_title = parse_reference(titled) if "title field" in found and len(titled.split()) >= 5 else None
    if cited_title is not None and cited_title.authors and (cited_title.venue or cited_title.year):
        return [*found, "a citation as its title"]  # 'title: "Frame Semantics, by Charles J. Fillmore. SICOL 1981."'
    if "title field" in found and _REVIEW_TAG.match(_text(front_matter_value(fields, "title"))):
        return [*found, "a paper-review tag before the title"]  # "[논문 리뷰] GroupMamba: Efficient Group-Based …"
    url = _text(front_matter_value(fields, "url"))
    if "title field" in found and url and (is_paper_link(url) or arxiv_id(url) or openreview_id(url)):
        return [*found, "url field to a paper"]  # "% k-means++: …" / "% http://ilpubs.stanford.edu/…/2006-13.pdf"
    if "title field" in found and _bibtex_field(doc) is not None:  # 'bibtex: |-' / '  @article{jumper2021highly, …'
        return [*found, "a BibTeX entry in a field"]
    if "title field" in found and _titled_with_link(doc):  # a post titled for its paper: "[Link to the paper](…)"
        return [*found, "a link to the paper in the first lines"]
    if "title field" in found and _reference_field(fields):  # 'paper_ref: Baker, et al., 2011' under its title
        return [*found, "reference field"]
    if described and _heading_title(doc) and not (_plain_only(doc) and _lists_papers(doc)):
        return ["title heading", *found]  # "# Title" over "> Authors:: …" (a Zotero literature note)
    if "title field" in found and _titled_page(doc, _text(front_matter_value(fields, "title"))):
        return [*found, "the page's file named for it"]  # Logseq's "title:: Big Bird: Transformers for …"
    if _alias_citation(doc) is not None:
        return ["an alias citing its title heading", *found]  # 'aliases: ["Barett (2007) L-Systems Considered …"]'
    if _alias_title(doc) is not None and found:
        return ["the one alias of a literature note", *found]  # 'aliases: ["Human impacts …"]' / "type: lit_note"
    if _file_byline(doc) and (described or ".pdf" in doc.text):  # "2003_Kitaev_Fault-tolerant quantum … .md"
        return ["year, surnames and title in the file name", *found]
    named = _file_title(doc)
    if described and len(named.split()) >= (4 if "year field" in found else 6) and is_title_like(named):
        return ["title in the file name", *found]  # "autores: Ines Thiele, …" / "publicado: 2010", titled by its file
    spaced = " " in doc.path.rsplit("/", 1)[-1] or (_folder_page(doc) and bool(doc.folders))
    if spaced and _paper_sections(doc) >= _MIN_PAPER_SECTIONS and is_title_like(named):
        # "Epidemic Graph Convolutional Network.md" of "# INTRODUCTION", "# RELATED WORK", … and no paper else; or
        # its folder's note: "scalable_garbage_collection_for_in_memory_mvcc_systems/notes.md" of "# Abstract", …
        if len(named.split()) >= 3 and not any(not p.reference for p in generic_reading(doc)[0]):
            return ["title in the file name", "a paper's section headings"]
    if _heading_byline(doc) and _heading_paper_title(doc):  # "### Huixin Chen, Jan Maciejowski(2001)"
        return ["a heading of names and a year", "the title in the file name"]
    if _heading_paper_title(doc) and _byline(doc):  # "## Title" over "#### A. Author, B. Author, 2024"
        return ["title heading", "a line of authors under it"]
    if _title_over_sections(doc):  # "#### Thread-aware Grey-box Fuzzing …" / "#### Summary" / "#### Extra thoughts"
        return ["title heading", "a paper's or a review's section headings under it"]
    if _named_for_its_heading(doc):  # "advent.md": "# ADVENT: Adversarial Entropy Minimization for Domain …"
        return ["title heading", "the file named for it"]
    if _own_citation(doc):
        return ["a citation of the file name's title in the first lines"]
    if _cited_heading(doc):  # "# Holes, Clive. 2004. Modern Arabic: Structures, …. Washington, D.C: Georgetown …"
        return ["title heading", "a whole reference"]
    if (
        _heading_paper_title(doc)
        and _paper_link_under_title(doc)
        and len(_paper_links_of(doc)) < _LISTED_LINKS
        and _titled_paper_links(doc) < _LISTED_LINKS
    ):
        # "# 8.10 AEG: …" over "[paper](…pdf)" (not "### Reading list" over items each with its "[[paper](…)]", nor
        # "# **PESQUISA BIBLIOGRÁFICA**" over "- [ ] [A computational model for TensorFlow: …](dl.acm.org/…)", …)
        return ["title heading", "a paper link under it"]
    if page_head(doc.tokens):  # an OpenReview paper page saved or clipped whole
        return ["title heading", "an OpenReview page's names and date line"]
    if _opening_link_title(doc):
        return ["a link to its paper as the first line"]
    if _named_for_its_arxiv_id(doc):
        return ["the file named for the arXiv id it links"]
    if _KEY_NAME.fullmatch(_text(doc.front_matter.get("title")).strip()) and _linked_heading_title(doc):
        return ["a title field that is a key", "a heading linking its paper"]
    if _file_title_over_its_link(doc):
        return ["a title file name over its paper's link"]
    if _tagged_a_paper(doc):
        return ["a title file name over a tag line calling it a paper"]
    if _file_title_over_its_pdf(doc):
        return ["a title file name over the PDF it embeds"]
    if _folder_title(doc):
        return ["one title heading", "a papers folder"]
    if _opening_entry(doc):
        return ["a title over its authors in the first lines"]
    body = _body(doc)
    own_links = [u for line in body[:_OWN_LINK_LINES] for u in URL_IN_TEXT.findall(line)]
    papers_linked = any(is_paper_link(u) or arxiv_id(u) or openreview_id(u) for u in own_links)
    kept = "kept with papers" if papers_linked else "a papers folder" if _in_paper_folders(doc) else None
    kept = kept or ("a year before the title in the file name" if _file_tag(doc) else None)
    first = _first_heading(doc)
    kept = kept or ("a year and authors after the title" if first and _signed_tag(bare_title(first[0])) else None)
    if kept and _named_for_heading(doc) and len(listed := generic_reading(doc)[0]) <= 1:
        if first is None and listed and listed[0].authors and listed[0].mention.line == _opening_line(doc):
            return []  # "- **Large Language Models for …**" / "**[`arXiv 2023`]** *Can Cui, …*": its citation first
        return ["title heading", "the note named for it", kept]
    papers = {i for u in own_links if (i := arxiv_id(u) or openreview_id(u))}
    if not papers:  # "Link: https://papers.nips.cc/paper/7073-….pdf": one paper link with no arXiv/OpenReview id
        papers = {u for u in own_links if is_paper_link(u)}
    if len(papers) == 1 and is_title_case(_file_title(doc)):
        return ["title file name", "one paper link in the first lines"]
    return []


def _list_page_title(title: str) -> bool:
    """Whether a page's title names a list of papers, not one paper.

    >>> _list_page_title("Paper ToDo List"), _list_page_title("Reading notes"), _list_page_title("Deep Sets")
    (True, True, False)
    >>> _list_page_title("Daily ICFP: Day 1"), _list_page_title("To Read")  # a day's notes of a series; a queue
    (True, True)
    """
    listed = tokens_of(title)
    short = len(listed) <= _SHORT_LIST_TITLE and bool(_LIST_TITLE_WORDS & set(listed))
    queue = " ".join(title.casefold().split()) in word_set("queue_titles")  # "title: To Read"
    return short or queue or names_a_list(title) or names_a_day(title)


def _weak_list_reading(doc: Document) -> list[str]:
    """Why a note with no other sign of one paper is one, judged against what the general reader finds in it: under a
    paper's title (its front matter's, its first heading's or its file's), no paper at all where a heading names a
    paper's section, or the title is three words or more and the note speaks of a paper; or, where two headings name
    a paper's sections ("Summary", "Methods", "Takeaways"), no paper with names, a year, a venue or an id (the rows
    of a table of layers are none).
    """
    # (what the general reader found comes first: it has read the document already, and a list it could read ends this)
    first = _first_heading(doc)
    title = _text(front_matter_value(doc.front_matter, "title")) or (bare_title(first[0]) if first else "")
    if not title or notes_section(title) or fold(_PART_NUMBER.sub("", title)) in _section_names():
        title = _file_title(doc)
    # (the note's own paper pasted as BibTeX under its title is no list: "# Very deep convolutional networks …" over
    # "@article{simonyan2014very, title={Very deep convolutional networks …}, …}")
    found = [
        p for p in generic_reading(doc)[0]
        if not p.reference and not (p.reason == BIBTEX_BLOCK and fold(p.title or "") == fold(title))
    ]
    if any(_identified(p) for p in found):
        return []
    if not is_title_like(title) or _list_page_title(title) or _TEMPLATE_TITLE.fullmatch(title):
        return []
    sections = _paper_sections(doc)
    talks = len(title.split()) >= _OWN_TITLE_WORDS and _paper_talk().search(doc.text) is not None
    # (a concept's note has neither: "# Decision …"; a table of rows is a list the general reader cannot read)
    if not found and (sections or talks) and sum(tok.type == "tr_open" for tok in doc.tokens) <= _NOTE_TABLE_ROWS:
        return ["a paper's title", "no paper listed under it"]
    if sections >= _MIN_PAPER_SECTIONS:
        return ["a paper's title", "a paper's section headings", "no paper identified under them"]
    return []


@lru_cache(maxsize=1)
def _paper_talk() -> re.Pattern[str]:
    """Words that speak of a paper (``paper_talk`` in front_matter.json): a Latin word whole, others anywhere.

    >>> [bool(_paper_talk().search(text)) for text in ("The authors propose", "本文提出", "papery")]
    [True, True, False]
    """
    words = load_json("data/front_matter.json")["paper_talk"]
    return re.compile("|".join(rf"\b{re.escape(w)}\b" if w.isascii() else re.escape(w) for w in words), re.IGNORECASE)


#: The most rows of a table in a note that is one paper's when nothing in it is read as a paper (a results table).
_NOTE_TABLE_ROWS = 8
#: The fewest words of a note's title that make it a paper's, when nothing under it is one and it speaks of a paper.
_OWN_TITLE_WORDS = 3


def _identified(paper: Paper) -> bool:
    """Whether a paper the general reader found has more than a title: names or an id, or a year or a venue."""
    return paper.is_identified or bool(paper.title and (paper.year or paper.venue))


#: A page's path as its title: "wiki/refs/achterberg-2023-sernns" (no space, a slash)
_PAGE_PATH = re.compile(r"[\w.-]+(?:/[\w.-]+)+")


def _note_title(
    doc: Document, fields: dict[str, Any], byline: bool, cited: Reference | None, page: PageHead | None
) -> str | None:
    """The note's paper's title: a title field, else what the note's first lines, headings or file name give."""
    value = front_matter_value(fields, "title") or _alias_title(doc)
    if _KEY_NAME.fullmatch(_text(value).strip()) and (linked := _linked_heading_title(doc)):
        # "title: '1810.04805'", "title: vandermaaten08a" (the file's name: an id or a key) over
        # "## [BERT: Pre-training of Deep Bidirectional Transformers …](https://arxiv.org/pdf/1810.04805.pdf)"
        return linked
    value = item_typed(_text(value))[1] if value else value  # 'title: "journalArticle | A Review of …"'
    if value and (not _LETTER.search(_text(value)) or URL_IN_TEXT.fullmatch(_text(value))):
        value = None  # "论文：[🔗](https://dl.acm.org/…)", "Paper: https://…": a link, not a title
    if value and _PAGE_PATH.fullmatch(_text(value).strip()):
        value = None  # Logseq's "title:: wiki/refs/achterberg-2023-sernns": the page's path, the paper's title below
    spelled = _text(front_matter_value(_plain_fields(doc), "title"))  # "#title …", "論文名：…" in the body
    short = _text(value)
    if spelled and len(spelled.split()) >= 3 and (" " not in short or fold(spelled).startswith(fold(short) + " ")):
        value = spelled  # a page named for its model ("NetVLAD", "Adaptive Shells") over "#title NetVLAD: CNN …"
    heading = next((bare_title(text) for level, text, _ in _headings(doc) if level == 1), None)
    if value and heading and len(_text(value).split()) <= 3 and fold(_text(value)) in fold(heading):
        return heading  # "title: PlaNet" over "# Learning Latent Dynamics for Planning from Pixels (PlaNet)"
    if value and cited and _slug_of(_text(value), cited):
        return cited.title  # "title: bayley 2018 posthuman pedagogies" over "Bayley, Annouchka. Posthuman …, 2018."
    if value:
        return bare_title(_unreviewed(_text(value)))  # ('title: "論文紹介: On Optimistic Methods for …"')
    return _body_title(doc, byline, cited, page)


#: A title field that is one word with a digit, an id or a citation key: "1810.04805", "vandermaaten08a", "SS2018"
_KEY_NAME = re.compile(r"[\w.:/-]*\d[\w.:/-]*")


def _linked_heading_title(doc: Document) -> str | None:
    """The first heading that is a whole link to a paper, as a title: "## [Helicity of Neutrinos](…pdf)"."""
    for _, text, _ in _headings(doc):
        if (match := _WHOLE_LINK.fullmatch(text.strip())) and is_paper_link(match.group(2)):
            title = bare_title(match.group(1))
            return title if _several_words(title) and is_title_like(title) else None
    return None


def _body_title(doc: Document, byline: bool, cited: Reference | None, page: PageHead | None) -> str | None:
    """The note's paper's title as its first lines, headings or file name give it."""
    if _file_byline(doc):  # "2003_Kitaev_Fault-tolerant quantum computation by anyons.md" over "# Comment"
        return _file_title(doc)
    opening = _opening_link_title(doc)
    if opening and cited and len(opening) > len(cited.title) and fold(cited.title) in fold(opening):
        return cited.title  # "[Flavell, J. H. (1979). Metacognition and cognitive monitoring: …. _American …_](….pdf)"
    return (
        opening
        or (cited.title if cited else None)  # a citation of the file name's title outranks "# The Problem"
        or _heading_title(doc)
        or _reviewed_heading(doc)
        or (_heading_paper_title(doc) if byline or _paper_link_under_title(doc) or _title_over_sections(doc) else None)
        or (bare_title(page.title) if page else None)
        or _file_title(doc)
    )


@register
class PaperNote(Format, name="paper-note", version="1"):
    """A note that is one paper: fields in the front matter or ``key:: value`` lines, or a title file name."""

    def detect(self, doc: Document) -> float:
        """0.9 when the note's fields (or file name and first link) make it one paper, else 0."""
        return 0.9 if paper_signals(doc) else 0.0

    def late_claim(self, doc: Document) -> Extraction | None:
        """The note's one paper when the general reader, about to read the document for want of any other format,
        finds no list in it (see :func:`_weak_list_reading`), else None."""
        return self.extract(doc) if _weak_list_reading(doc) else None

    def extract(self, doc: Document) -> Extraction:
        """The one paper, its related papers (wiki links to titles) and nothing else."""
        fields = _fields(doc)
        body = _body(doc)
        byline, cited, page = _byline(doc), _own_citation(doc), page_head(doc.tokens)
        opening = _opening_entry(doc)
        title = _note_title(doc, fields, bool(byline), cited, page) if opening is None else opening[0]
        # "Title | Proceedings of the …", "# VLDB'22 - A Study of Database Performance Sensitivity to …"
        tagged = venue_tag(title) if title and (" | " in title or _TAG_DASH_LEAD.match(title)) else None
        title = tagged[0] if tagged else title
        title = _quoted_in_post_title(title) if title and ('"' in title or "“" in title) else title
        title = drop_note_suffix(title) if title else title  # "# [语音分离] Title 阅读笔记": notes on it
        about = _SUMMARY_OF.fullmatch(title) if title else None  # "A summary of Robust Real Time-Face Detection by …"
        if about is not None:
            title = about.group(1)
        title, named = split_name_tag(title) if title else (title, None)  # "# Deep Residual Learning … (ResNet)"
        title, title_year = split_year_tag(title) if title else (title, None)  # "# Reinforcement Learning, … (2019)"
        signed = _signed_tag(title) if title else None  # "# TextRank: Bringing Order into Texts (2004, Mihalcea …)"
        if signed is not None:
            title, title_year = signed[0], signed[1]
        # A post titled with the whole citation: "Hoffmann et al, ACL 2011. Knowledge-Based Weak Supervision for …"
        given = _text(front_matter_value(fields, "title"))
        in_title = parse_reference(given) if title and fold(given) == fold(title) and len(title.split()) >= 5 else None
        if in_title and in_title.style == "quoted title":
            in_title = None  # 'When Is "Nearest Neighbor" Meaningful?' quotes inside its title
        if in_title is None and not given and title and ", " in title:
            # "# HellaSwag: Can a Machine Really Finish Your Sentence?, Zellers et al., 2019": a heading cites it
            # (or the whole reference: "# Abu-Absi, S., 1986. The Modernization of Arabic: …. Anthropological …")
            headed = parse_reference(title)
            cites = headed is not None and (
                headed.style == "title, authors, year"
                or (headed.style in _HEADING_CITATIONS and bool(headed.authors) and headed.year is not None)
            )
            in_title, given = (headed, title) if cites else (None, given)
        if in_title and (in_title.authors or in_title.venue) and len(given) > len(in_title.title) and (
            len(in_title.title.split()) >= 2 and len(in_title.title) > 8
        ):
            title = in_title.title
        else:
            in_title = None
        # (a post's one writer is no author; "author: Braden AW Brinkman, Alison I Weber, …" of a journal club's
        # post names the paper's)
        given_authors = front_matter_value(fields, "authors")
        if given_authors and _site_author(doc) and len(_authors(given_authors)[0]) == 1:
            given_authors = None
        sourced, source_series = _source_author(given_authors) if given_authors else (False, None)
        if sourced:  # Readwise's "author:: [[arXiv.org]]": where the page was read, no person
            given_authors = None
        authors, complete = _authors(_listed_authors(doc) or given_authors or _people_line(doc))
        if not authors and opening:
            authors, complete = opening[1], opening[2]
        if not authors and (before := _names_before_paper_link(body)):  # "Aditya Grover & Jure Leskovecの[論文](…)"
            authors, complete = before
        if not authors and about is not None and about.group(2) and (by := split_authors(about.group(2))):
            authors, complete = by  # "… Face Detection by P. Viola and M.J. Jones"
        referenced = _reference_field(fields)
        if referenced is not None and not authors:
            authors, complete = referenced[0], referenced[1]
        reference = _reference_citation(fields)  # 'Reference: "Teerapittayanon, S., … (2016). BranchyNet: …"'
        if reference is not None and not authors:
            authors, complete = reference.authors, reference.complete
        if not authors and in_title is not None:
            authors, complete = in_title.authors, in_title.complete
        if not authors and signed is not None:
            authors, complete = signed[2]
        if not authors and (alias := _alias_citation(doc)):  # 'aliases: ["Badhrudeen et al. (2022) A Geometric …"]'
            authors, complete = alias[0], alias[1]
            title_year = title_year or alias[2]
        if not authors and (filed_sign := _signed_tag(_file_title(doc))):  # "SNIP (Lee et al, 2018).md"
            authors, complete = filed_sign[2]
            title_year = title_year or filed_sign[1]
        if not authors and (byline or cited):
            authors, complete = (byline[0], byline[1]) if byline else (cited.authors, cited.complete)  # type: ignore[union-attr]
        if not authors and page and (names := split_authors(page.names)):
            authors, complete = names
        # A site page's "date:" is when it was posted ("layout: post", "date: 2025-08-05"), not the paper's year
        posted = _dated_only(fields) and (
            any(str(k).casefold() == "layout" for k in doc.front_matter) or _pelican_post(doc) or _in_posts(doc)
        )
        printed = None if posted else _year(front_matter_value(fields, "year"))
        year = printed or (byline[2] if byline else cited.year if cited else None)
        year = year or (referenced[2] if referenced else None) or (reference.year if reference else None)
        year = year or _authors_field_year(front_matter_value(fields, "authors"))
        file_edition, tag_year = _tag_fields(fields)  # Jekyll tags: ['2016', 'CVPR 2016', AI, CV]
        if (file_tag := _file_tag(doc)) and not (file_edition or tag_year):
            file_edition, tag_year = file_tag
        year = year or title_year or (in_title.year if in_title else None)
        year = year or (file_edition.year if file_edition else tag_year)
        if tag_year and year == printed and _dated_only(fields) and year != tag_year:
            year = tag_year  # a post's "date: 2020-12-28" is when it was written; its "2018" tag the paper's year
        openreview, arxiv, others, linked_venue = _ids(fields, body)
        if reference is not None:
            arxiv = arxiv or reference.ids.get("arxiv")
            others = {**{k: v for k, v in reference.ids.items() if k not in ("arxiv", "openreview")}, **others}
        pasted = _bibtex_field(doc) or (_pasted_bibtex(doc, title) if "@" in doc.text else None)
        if pasted is not None:  # "bibtex: "@article{DBLP:journals/corr/abs-1811-04551, …}"", or one in the body
            if not authors and pasted.authors:
                authors, complete = pasted.authors, bool(pasted.authors_complete)
            year = year or pasted.year
            arxiv = arxiv or pasted.arxiv_id
            others = {**dict(pasted.ids), **others}
            linked_venue = linked_venue or pasted.venue
        # The paper cited in its own note, often at the end ("### 論文情報・リンク" over "Geng, W., … (2016).").
        described = authors and year and front_matter_value(fields, "venue") and not _dated_only(fields)
        own = _own_entry(doc, title) if title and not described else None
        if own is not None:
            if own.title and fold(own.title) != fold(title or ""):  # "Temporal Ensembling" begins its full title
                title = own.title
            authors, complete = (authors, complete) if authors else (own.authors, bool(own.authors_complete))
            year = own.year if own.year and (not year or _dated_only(fields)) else year
            arxiv, openreview = arxiv or own.arxiv_id, openreview or own.openreview_id
            others = {**dict(own.ids), **others}
        if cited is not None and cited.ids:  # the link of its own citation: "[Olaf Ronneberger, …, 2019](arxiv…)"
            arxiv, openreview = arxiv or cited.ids.get("arxiv"), openreview or cited.ids.get("openreview")
            others = {**{k: v for k, v in cited.ids.items() if k not in ("arxiv", "openreview")}, **others}
        venue = (
            _venue(front_matter_value(fields, "venue"), year)
            or (tagged[1] if tagged else None)
            or (in_title.venue if in_title else None)
            or (reference.venue if reference else None)
            or (cited.venue if cited else None)
            or (own.venue if own else None)
            or linked_venue
            or (page.edition if page else None)
            or _byline_venue(body)
            or _edition_line(body)
            or file_edition
            or document_context(doc).venue
            or _journal_as_publisher(fields, year)
            or _preprint_venue(fields, arxiv, year)
        )
        venue = published(venue, arxiv)  # "venue: Under review": arXiv's, or none
        if fold(_text(front_matter_value(fields, "item_type"))).strip("[] ") == "book":
            venue = None  # "itemType:: book" over "… Motion Control_. John Wiley & Sons.": its publisher is no venue
        # Last, the year a folder is named for: "Attention/2022/FlashAttention/paper.md"; or its file name
        filed = _file_byline(doc) or _file_key(doc)
        year = year or (venue.year if venue else None) or _folder_year(doc) or (filed[0] if filed else None)
        year = year or _citekey_year(_text(front_matter_value(fields, "citekey")))  # "citekey: lee2023-ffnerv"
        # (or a page named for its citekey: "@ackermanAugmentingOrganizationalMemory1994.md")
        name = _file_name(doc)
        year = year or (_citekey_year(name[1:]) if name.startswith("@") else None)
        year = year or _hashtag_year(doc)  # "#Year-2024  #Optimization"
        year = year or _post_year(doc)  # "_posts/reference/1956-01-01-solow1956.md"
        if filed and not authors:
            authors, complete = filed[1], filed[2]
        citekey = front_matter_value(fields, "citekey")
        summary = " ".join(
            " ".join(line for line in body if line.strip() and not line.lstrip().startswith(("#", "---"))).split()
        )
        body_text, first_line = "\n".join(body), len(doc.text.splitlines()) - len(body) + 1
        related = [
            Paper(
                Mention(doc.stem, first_line + body_text[: m.start()].count("\n")),
                title=m.group(1).strip(),
                reference=True,
            )
            for m in WIKI_LINK.finditer(body_text)
            if is_title_case(m.group(1)) and len(m.group(1).split()) >= 4 and not _in_property(body_text, m.start())
            and not _person_page(m.group(0))  # "[[People/Espen A. F. Ihlen]]": an author's page
        ]
        paper = Paper(
            mention=Mention(doc.stem, 1),
            title=title or None,
            authors=_distinct(authors),
            authors_complete=complete if authors else None,
            year=year or (venue.year if venue else None),
            venue=venue,
            series=None if venue or is_status(stated := _text(front_matter_value(fields, "venue"))) else (
                named_series(stated.strip(" *_")) or source_series
            ),
            openreview_id=openreview or (page.forum if page else None),
            arxiv_id=arxiv,
            cite_key=_text(citekey) or None,
            ids=tuple(sorted(others.items())),
            topics=_tags(doc, fields),
            proposes=(Method(named),) if named else (),
            summary=summary[:_SUMMARY_CHARS] or None,
            reason="one note, one paper: " + ", ".join(paper_signals(doc) or _weak_list_reading(doc)),
        )
        paper, cited_here = _cited_papers(doc, paper)
        related += cited_here
        relations = tuple(Relation(0, j) for j in range(1, len(related) + 1))
        return Extraction(doc.stem, doc.path, title or doc.title, self.name, (paper, *related), relations)
