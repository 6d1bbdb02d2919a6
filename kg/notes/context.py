"""A document's context: the venue edition it is about, given to every entry that does not state its own.

Looked for in this order, the first found wins, and the reason is kept for ``kg build --explain``:
front matter (``venue``/``conference``/… with ``year``), the title heading, the conference an event's page says it
is part of ("in conjunction with ANCS 2019"), the file name
(``cvpr2021-reading.md``), the folder names innermost first (``ICML2020/``), and link targets when
every link that names an edition names the same one (OpenReview groups, conference sites, PMLR, CVF).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from kg.ids import arxiv_id, openreview_id
from kg.keys import fold
from kg.notes.cite import HOST_PHRASE, tag_edition
from kg.notes.datafiles import load_json
from kg.notes.read import Document
from kg.notes.venues import edition_in_name, edition_of_url, find_edition, find_series, find_venue
from kg.records import VenueEdition

#: A URL in a note's text (up to a bracket, quote, pipe or space; a final period or comma is the sentence's).
# (brackets inside a link belong to it when they pair: "https://doi.org/10.1016/0044-8486(90)90096-6")
URL_IN_TEXT = re.compile(r"https?://(?:[^\s()\]>\"'|]|\([^\s()\]>\"'|]*\))+(?<![.,;:])")
_YEAR_FOLDER = re.compile(r"(?:19|20)\d\d")
#: Links naming an edition must agree this much (share of them) before they speak for the document.
_LINK_AGREEMENT = 0.9
_PDF = re.compile(r"\.pdf(?:$|[?#])", re.IGNORECASE)


@dataclass(frozen=True)
class Context:
    """What a document says about all of its entries."""

    venue: VenueEdition | None = None
    reason: str = "nothing names a venue edition"
    #: The venue series a document's title names with no year ("Best Paper Awards (SOSP)"): its dated entries'.
    series: str | None = None
    #: The year an event's page is named for with no venue ("discotec-2025-accepted-papers.md"): its entries'.
    year: int | None = None


@lru_cache(maxsize=1)
def _spellings() -> dict[str, list[str]]:
    return dict(load_json("data/front_matter.json"))


_KEY_GAP = re.compile(r"[-_\s]+")


def front_matter_value(front: Mapping[str, object], key: str) -> object:
    """The value of a field under any of its spellings (``kg/notes/data/front_matter.json``), or None.

    >>> front_matter_value({"Conference": "ICML 2021"}, "venue")
    'ICML 2021'
    >>> front_matter_value({"作者/機構": "Kaiming He (Microsoft Research)"}, "authors")
    'Kaiming He (Microsoft Research)'
    """
    return next(iter(front_matter_values(front, key)), None)


def front_matter_values(front: Mapping[str, object], key: str) -> list[object]:
    """The values of a field under every spelling present, in the order of the spellings.

    >>> front_matter_values({"tags": ["literature"], "keywords": ["loss-aversion"]}, "tags")
    [['literature'], ['loss-aversion']]
    """
    spellings = _spellings()[key]
    # "conference-name", "conference_name", "Conference Name": one key
    folded = {_KEY_GAP.sub(" ", str(k).casefold()).strip(): v for k, v in front.items()}
    for k, v in list(folded.items()):  # "作者/機構" (authors/affiliation), "發表會議/年份": each part names the field
        for part in k.split("/") if "/" in k else ():
            folded.setdefault(part.strip(), v)
    found = (folded.get(_KEY_GAP.sub(" ", s)) for s in spellings)
    return [v for v in found if v not in (None, "", [])]


def _front_matter(doc: Document) -> VenueEdition | None:
    fields = {**doc.fields, **doc.front_matter}
    venue = front_matter_value(fields, "venue")
    year = front_matter_value(fields, "year")
    texts = [str(v) for v in (venue if isinstance(venue, list) else [venue]) if v]
    for text in texts:
        found = find_edition(text) or find_venue(f"{text} {year or ''}")
        if found:
            return found
    return None


def _links(doc: Document) -> VenueEdition | None:
    """The edition nearly all of the document's paper links name (arXiv, OpenReview and PDF links count against).

    >>> from kg.notes.read import parse
    >>> text = "- [A](http://proceedings.mlr.press/v37/a15.pdf)\\n- [B](https://arxiv.org/pdf/1503.03832.pdf)\\n"
    >>> _links(parse(text, "n.md", "n")) is None
    True
    """
    urls = URL_IN_TEXT.findall(doc.text)
    editions = Counter(e for url in urls if (e := edition_of_url(url)))
    if not editions:
        return None
    edition, count = editions.most_common(1)[0]
    # A lone PMLR link among thirty arXiv links says nothing about the rest.
    others = sum(
        1 for url in urls if not edition_of_url(url) and (arxiv_id(url) or openreview_id(url) or _PDF.search(url))
    )
    return edition if count >= _LINK_AGREEMENT * (sum(editions.values()) + others) else None


#: Words after a venue edition in a list's title: "SOSP 2021 papers", "ICITS 2015 programme"
_LIST_WORDS = re.compile(
    r"\s+(?:accepted\s+)?(?:papers?|articles?|notes|reading(?:\s+list)?|list|programme|program)\s*$", re.I
)


def document_context(doc: Document) -> Context:
    """The venue edition a document is about, and why.

    >>> from kg.notes.read import parse
    >>> found = document_context(parse("# My reading\\n- a paper", "notes/cvpr2021-reading.md", "cvpr2021-reading"))
    >>> found.venue, found.reason
    (VenueEdition(series='CVPR', year=2021), 'file name cvpr2021-reading.md')
    >>> document_context(parse("# Notes", "vault/ICML2020/x.md", "x")).reason
    'folder ICML2020/'
    >>> document_context(parse("# Notes", "papers/IEEE/CVPR/2024/x.md", "x")).venue.label
    'CVPR 2024'
    >>> document_context(parse("---\\nconference: NeurIPS\\nyear: 2019\\n---\\n", "n.md", "n")).venue.label
    'NeurIPS 2019'
    """
    if edition := _front_matter(doc):
        return Context(edition, "front matter")
    if doc.title and (edition := find_edition(doc.title) or tag_edition(_LIST_WORDS.sub("", doc.title))):
        return Context(edition, f"title heading {doc.title!r}")  # "ICLR 2024 orals", "ICITS 2015"
    if found := _host(doc):
        return Context(found[0], f"the page's words {found[1]!r}")
    name = doc.path.rsplit("/", 1)[-1]
    if edition := edition_in_name(name.rsplit(".", 1)[0]):
        return Context(edition, f"file name {name}")
    folders = doc.folders
    for i in reversed(range(len(folders))):
        if edition := edition_in_name(folders[i]):
            return Context(edition, f"folder {folders[i]}/")
        # A year folder inside a venue folder: "CVPR/2024/", "IEEE Signal Processing Magazine/2007/".
        if i and _YEAR_FOLDER.fullmatch(folders[i]):
            pair = f"{folders[i - 1]} {folders[i]}"
            if edition := find_edition(pair) or find_venue(pair):
                return Context(edition, f"folders {folders[i - 1]}/{folders[i]}/")
    if edition := _links(doc):
        return Context(edition, "link targets")
    if doc.title and (edition := _dated_visit(doc)):
        return Context(edition, f"title heading {doc.title!r} names {edition.series}, the post dated {edition.year}")
    if doc.title and (series := _title_series(doc.title)):
        return Context(series=series, reason=f"title heading {doc.title!r} names {series}, with no year")
    if event := _event_year(doc):
        return Context(reason=f"{event[1]} names an event's papers of {event[0]}", year=event[0])
    return Context()


#: Words of a file name that say it lists an event's papers: "accepted-papers", "program", "proceedings"
_EVENT_NAME_WORDS = frozenset(["accepted", "program", "programme", "proceedings"])
_NAME_YEAR = re.compile(r"(?<!\d)((?:19|20)\d\d)(?!\d)")


def _event_year(doc: Document) -> tuple[int, str] | None:
    """The one year the name of an event's page (or its folder) gives, and where.

    >>> from kg.notes.read import parse
    >>> _event_year(parse("", "site/discotec-2025-accepted-papers.md", "x"))
    (2025, 'file name discotec-2025-accepted-papers.md')
    >>> _event_year(parse("", "site/2019/program.md", "x")), _event_year(parse("", "reading-2021.md", "x"))
    ((2019, 'folder 2019/'), None)
    """
    name = doc.path.rsplit("/", 1)[-1]
    words = set(re.split(r"[\W_\d]+", name.rsplit(".", 1)[0].casefold()))
    if not words & _EVENT_NAME_WORDS:
        return None
    if len(years := _NAME_YEAR.findall(name)) == 1:
        return int(years[0]), f"file name {name}"
    if not years and doc.folders and _YEAR_FOLDER.fullmatch(doc.folders[-1]):
        return int(doc.folders[-1]), f"folder {doc.folders[-1]}/"
    return None


_MARKDOWN_LINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")
#: How far down a page its opening words run (an event's page says what it is part of before its programme).
_OPENING_LINES = 30
_LIST_LINE = re.compile(r"^\s*(?:[-*+]|\d{1,3}[.)]|\|)\s")


def _host(doc: Document) -> tuple[VenueEdition, str] | None:
    """The conference edition an event's page says, in its opening lines, that the event is part of.

    >>> from kg.notes.read import parse
    >>> _host(parse("# EuroP4\\n### A presentation in conjunction with ANCS 2019\\n- *A.* B\\n", "e.md", "e"))
    (VenueEdition(series='ANCS', year=2019), 'in conjunction with ANCS 2019')
    >>> _host(parse("- HANDS 2019, in conjunction with ICCV 2019\\n", "e.md", "e")) is None  # (a list's entry)
    True
    """
    for line in doc.text.split("\n")[:_OPENING_LINES]:
        if _LIST_LINE.match(line):
            return None
        if (said := HOST_PHRASE.search(_MARKDOWN_LINK.sub(r"\1", line))) and (edition := tag_edition(said.group(1))):
            return edition, " ".join(said.group(0).split())
    return None


def _dated_visit(doc: Document) -> VenueEdition | None:
    """The edition a dated post on a visit to one conference is about: the series its title names beside a word of
    a visit ("Speedrunning the NeurIPS Bayesian Deep Learning Poster Session", dated 2020-12-11), the year its date
    gives (front matter ``date``, else a Jekyll file name's).

    >>> from kg.notes.read import parse
    >>> _dated_visit(parse("---\\ntitle: Speedrunning the NeurIPS Posters\\ndate: 2020-12-11\\n---\\n", "p.md", "p"))
    VenueEdition(series='NeurIPS', year=2020)
    >>> _dated_visit(parse("---\\ntitle: Why NeurIPS reviewing fails\\ndate: 2020-12-11\\n---\\n", "p.md", "p"))
    """
    title = doc.title or ""
    if not _visit_words().intersection(w.casefold() for w in _WORD.findall(title)):
        return None
    series = find_series(title)
    dated = _DATE_YEAR.search(str(doc.front_matter.get("date") or "")) or _DATE_YEAR.match(doc.path.rsplit("/", 1)[-1])
    return VenueEdition(series, int(dated.group(1))) if series and dated else None


_WORD = re.compile(r"\w+")
_DATE_YEAR = re.compile(r"((?:19|20)\d\d)-\d\d-\d\d")


@lru_cache(maxsize=1)
def _visit_words() -> frozenset[str]:
    """Words of a post's title on a visit to a conference (``visit_words`` in front_matter.json)."""
    return frozenset(w.casefold() for w in load_json("data/front_matter.json")["visit_words"])


#: A list's title naming a series in brackets after its list words: "Best Paper Awards (SOSP)"
#: A title of the best of a venue: "best-of-popl", "Best of SIGMOD"
_BEST_OF = re.compile(r"best[- ]of[- ]([A-Za-z]{2,12})", re.IGNORECASE)
_BRACKETED_SERIES = re.compile(
    r"^(?:Best Papers?(?: Awards?)?|Papers?|Accepted Papers|Reading List)\s*\(([^()]{2,20})\)$", re.IGNORECASE
)


def _title_series(title: str) -> str | None:
    """The venue series a list's title names and nothing else but list words ("SOSP papers", "Best Paper Awards
    (SOSP)").

    >>> _title_series("Best Paper Awards (SOSP)"), _title_series("CVPR papers"), _title_series("My CVPR notes on GANs")
    ('SOSP', 'CVPR', None)
    >>> _title_series("best-of-popl")
    'POPL'
    """
    text = " ".join(title.split())
    name = bracketed.group(1) if (bracketed := _BRACKETED_SERIES.match(text)) else _LIST_WORDS.sub("", text)
    if best := _BEST_OF.fullmatch(text):  # "# best-of-popl": a reading group's slug over the series' papers
        name = best.group(1).upper()
    series = find_series(name)
    return series if series and fold(series) == fold(name) else None
