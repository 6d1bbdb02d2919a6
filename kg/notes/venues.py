"""Venues named in text ("ICML 2024 Oral Papers", "CVPR'2016", "In Advances in Neural Information Processing Systems"),
from ``data/venues.json``: abbreviations with a year glued, spaced or after an apostrophe, and long forms."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from kg.notes.datafiles import load_json
from kg.records import VenueEdition

_YEAR = re.compile(r"(?<![\w.:/-])((?:19|20)\d\d)(?![\w]|\.\d)")  # not inside an id: "abs/1904.02792"
_PRINTED_YEAR_ANYWHERE = re.compile(r"(?<![\d.:/-])((?:19|20)\d\d)(?!\d|\.\d)")  # glued too: "ICDT2001"
_BRACKETED_YEAR = re.compile(r"\(((?:19|20)\d\d)[a-z]?\)")
#: The first page of a range ("40.6 (2011): 1913-1926") is no year.
_PAGE_RANGE_START = re.compile(r"(?<![\d.:/-])(?:19|20)\d\d\s*[-–]{1,2}\s*\d")


_WORD = re.compile(r"[^\W_]+")
#: Chinese, Japanese and Korean letters (kana, CJK ideographs, Hangul), as a regex class range.
CJK_LETTERS = "\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af"
#: One CJK letter, as a pattern.
CJK_LETTER = re.compile(f"[{CJK_LETTERS}]")
#: A word character that is not a Chinese, Japanese or Korean letter.
_LATIN = rf"[^\W{CJK_LETTERS}]"
_LONGER_NAME = re.compile(r" (?!Proceedings\b)[A-Z][a-z]{3,}(?![\w.])")  # ("… Automation Proceedings" is that venue)


@dataclass(frozen=True)
class _Table:
    series_of: dict[str, str]  # alias or casefolded long form -> series
    edition: re.Pattern[str]  # an abbreviation and its year
    abbreviation: re.Pattern[str]
    long_form: re.Pattern[str]
    name_edition: re.Pattern[str]  # in a file or folder name: any case, the year before or after
    folded: dict[str, str]  # casefolded alias -> series
    long_starts: frozenset[str]  # the first word of every long form, casefolded: a cheap test before the pattern


@lru_cache(maxsize=1)
def _table() -> _Table:
    data = load_json("data/venues.json")
    series_of = {alias: series for series, aliases in data["series"].items() for alias in aliases}
    longs = {form.casefold(): series for series, forms in data["long_forms"].items() for form in forms}
    names = "|".join(sorted(map(re.escape, series_of), key=len, reverse=True))
    # ICML2021, ICML 2021, ICML-2021, ICML'21, CVPR'2016, ECCV‘2020, ICLR24 — not "ICML 21" (a count) or "ICML2021x".
    # Chinese, Japanese and Korean letters around an edition do not join it into a word ("KDD2016に採択").
    edition = re.compile(
        rf"(?<!{_LATIN}|-)({names})(?:[\s_(-]*((?:19|20)\d\d)|\s*['’‘`] ?((?:19|20)?\d\d)|(\d\d))(?!{_LATIN}|\.\d)"
    )
    abbreviation = re.compile(rf"(?<!{_LATIN}|-)({names})(?!{_LATIN}|-)")
    # Whole words only: the long form "ALT" is no match inside "alternative"; an italic "_Advances in …_" is.
    long_form = re.compile(
        r"(?<![^\W_])(?:" + "|".join(sorted(map(re.escape, longs), key=len, reverse=True)) + r")(?![^\W_])",
        re.IGNORECASE,
    )
    # (a word or two may stand between the series and a four-digit year: "ijcv-issue5-may2024")
    name_edition = re.compile(
        rf"(?<![a-z])(?:({names})[\s_.-]*((?:19|20)?\d\d)|((?:19|20)\d\d)[\s_.-]*({names})"
        rf"|({names})[\s_.-]+(?:[a-z]+\d?[\s_.-]+){{0,2}}[a-z]{{0,9}}((?:19|20)\d\d))(?![a-z\d])",
        re.IGNORECASE,
    )
    folded = {alias.casefold(): series for alias, series in series_of.items()}
    starts = frozenset(_WORD.findall(form)[0] for form in longs if _WORD.search(form))
    return _Table({**series_of, **longs}, edition, abbreviation, long_form, name_edition, folded, starts)


def edition_in_name(name: str) -> VenueEdition | None:
    """The venue edition a file or folder name is named for, in any case, the year before or after.

    >>> edition_in_name("cvpr2021-reading"), edition_in_name("2022-icml")
    (VenueEdition(series='CVPR', year=2021), VenueEdition(series='ICML', year=2022))
    >>> edition_in_name("ICML2020"), edition_in_name("notes") is None, edition_in_name("oracle2021") is None
    (VenueEdition(series='ICML', year=2020), True, True)
    >>> edition_in_name("paper2chinese-ijcv-issue5-may2024"), edition_in_name("jhellerstein-cs286-sp20-index")
    (VenueEdition(series='IJCV', year=2024), None)
    """
    table = _table()
    match = table.name_edition.search(name)
    if not match:
        return None
    alias, year = next((match.group(a), match.group(y)) for a, y in ((1, 2), (4, 3), (5, 6)) if match.group(a))
    if alias.casefold() in _TERMS and len(year) == 2:
        return None  # a course's term, "CS286-Sp20", "cse510-sp17": not S&P
    series = table.folded.get(alias.casefold())
    return VenueEdition(series, _year(year)) if series and series != "arXiv" else None


#: Academic terms a course's file name closes with a two-digit year: "sp20", "fa19", "wi22", "su21".
_TERMS = frozenset(["sp", "fa", "wi", "su"])
#: Two-digit years up to this one are read as 20YY, later ones as 19YY.
_LAST_TWO_DIGIT_2000S = 30

def _year(text: str) -> int:
    return full_year(text)


def full_year(text: str) -> int:
    """A year printed with four digits or two ("'19" is 2019, "'96" is 1996: no venue edition is in the future).

    >>> full_year("2016"), full_year("19"), full_year("96")
    (2016, 2019, 1996)
    """
    year = int(text)
    return year if len(text) == 4 else 2000 + year if year <= _LAST_TWO_DIGIT_2000S else 1900 + year


@lru_cache(maxsize=8192)  # headings and table cells repeat, one look-up each
def find_edition(text: str) -> VenueEdition | None:
    """The first venue edition (abbreviation and year) named in a text.

    >>> find_edition("ICML 2024 Oral Papers")
    VenueEdition(series='ICML', year=2024)
    >>> find_edition("NIPS 2014 papers"), find_edition("ICLR'25 notes")
    (VenueEdition(series='NeurIPS', year=2014), VenueEdition(series='ICLR', year=2025))
    >>> find_edition("Masked Autoencoders (CVPR2022)"), find_edition("| ECCV‘2020 |")
    (VenueEdition(series='CVPR', year=2022), VenueEdition(series='ECCV', year=2020))
    >>> find_edition("[NIPS' 15]"), find_edition("NAACL(2018)")
    (VenueEdition(series='NeurIPS', year=2015), VenueEdition(series='NAACL', year=2018))
    >>> [find_edition(t) for t in ("my reading list", "ICML 21 papers", "arXiv 2012.12345")]
    [None, None, None]
    >>> find_edition("KDD2016に採択されている"), find_edition("ICML2021x")
    (VenueEdition(series='KDD', year=2016), None)
    >>> find_edition("Environmental Data Science 2025"), find_edition("Usenix Security '21")
    (None, VenueEdition(series='USENIX Security', year=2021))
    """
    table = _table()
    # (a journal named by one word, after a capitalised word of a longer name, is no edition: "Environmental Data
    # Science (2025)"; "Usenix Security '21" names USENIX Security)
    match = next(
        (
            m for m in table.edition.finditer(text)
            if table.series_of[m.group(1)] != m.group(1) or not _named_before(text, m.start(1), m.end(1))
        ),
        None,
    )
    if not match:
        return None
    year = next(g for g in match.groups()[1:] if g)
    return VenueEdition(table.series_of[match.group(1)], _year(year))


def find_series(text: str) -> str | None:
    """The venue series a citation's venue part names: a long form, else an abbreviation.

    >>> find_series("In Advances in Neural Information Processing Systems, pp. 5998-6008")
    'NeurIPS'
    >>> find_series("Proceedings of the IEEE conference on computer vision and pattern recognition")
    'CVPR'
    >>> find_series("arXiv preprint arXiv:1706.03762"), find_series("In Proc. ICML") , find_series("Blog post")
    ('arXiv', 'ICML', None)
    """
    table = _table()
    if not table.long_starts.isdisjoint(_WORD.findall(text.casefold())) and (match := table.long_form.search(text)):
        if not _LONGER_NAME.match(text, match.end()):  # "Nature Reviews Neuroscience" is not "Nature Reviews"
            return table.series_of[match.group(0).casefold()]
    for match in table.abbreviation.finditer(text):
        if not _inside_a_name(text, match.start(1), match.end(1)):
            return table.series_of[match.group(1)]
    return None


def _named_before(text: str, start: int, end: int) -> bool:
    """Whether a word-like alias ("Science") follows a capitalised word of the same name ("Data Science"), not an
    acronym ("USENIX Security").

    >>> _named_before("Environmental Data Science 2025", 19, 26), _named_before("USENIX Security 2021", 7, 15)
    (True, False)
    """
    alias, before = text[start:end], text[:start].rstrip().rsplit(" ", 1)[-1].strip(":,.;*_")
    titled = [w[:1].isupper() and w[1:].islower() and w.isalpha() for w in (alias, before)]
    return all(titled)


def _inside_a_name(text: str, start: int, end: int) -> bool:
    """Whether a word-like alias ("Science", "Nature") is part of a longer capitalised name around it:
    "International Journal of Computer Science Issues", "Data Science Journal".

    >>> _inside_a_name("Computer Science Issues", 9, 16), _inside_a_name("Science 2020", 0, 7)
    (True, False)
    >>> _inside_a_name("Machine Learning: Science and Technology", 18, 25)
    True
    >>> _inside_a_name("Nature Neuroscience, 22(7)", 0, 6)
    True
    """
    alias = text[start:end]
    if not (alias[:1].isupper() and alias[1:].islower()):
        return False  # an acronym ("ICML", "NeurIPS") stands for itself
    before = text[:start].rstrip().rsplit(" ", 2)[-2:] if text[:start].strip() else [""]
    after = text[end:].lstrip().split(" ", 2)[:2] if text[end:].strip() else [""]
    # "Machine Learning: Science and Technology": a colon, "and" or "of" joins capitalised words into one name
    capital = [w.strip(":,.;*_") for w in (before[-1], after[0])]  # "_Nature Neuroscience_, 22(7)"
    if any(w[:1].isupper() and w.isalpha() for w in capital):
        return True
    joined = after[0] in ("and", "&", "of") and len(after) > 1 and after[1][:1].isupper()
    return joined or (len(before) > 1 and before[-1] in ("and", "&", "of") and before[-2][:1].isupper())


def printed_year(text: str) -> int | None:
    """The year a citation's venue part prints: the last one in brackets, else the last one not starting a page range.

    >>> printed_year("SIAM Journal on Computing 40.6 (2011): 1913-1926"), printed_year("In ICML, 2021, pp. 1-9")
    (2011, 2021)
    """
    if bracketed := _BRACKETED_YEAR.findall(text):
        return int(bracketed[-1])
    years = _PRINTED_YEAR_ANYWHERE.findall(_PAGE_RANGE_START.sub(" ", text))
    return int(years[-1]) if years else None


def find_venue(text: str) -> VenueEdition | None:
    """A venue edition from a citation's venue part: an edition, else a series with the last year printed.

    >>> find_venue("In Proceedings of the IEEE conference on computer vision and pattern recognition, 2016.")
    VenueEdition(series='CVPR', year=2016)
    >>> find_venue("arXiv preprint arXiv:1810.04805 (2018)")
    VenueEdition(series='arXiv', year=2018)
    """
    if edition := find_edition(text):
        return edition
    series = find_series(text)
    year = printed_year(text) if series else None
    return VenueEdition(series, year) if series and year else None


#: What may follow a venue's name in a line that names the venue alone: "(POPL), 2020, New Orleans LA"
_AFTER_VENUE_NAME = re.compile(r"\s*(?:\([A-Za-z*]{2,12}\))?\s*(?:[,.]\s*[^()]{0,40})?$")


def is_venue_name(text: str) -> bool:
    """Whether a text is a venue's own name (its long form, the abbreviation and a year or place after it), no title.

    >>> is_venue_name("Principles of Programming Languages (POPL), 2020, New Orleans LA")
    True
    >>> is_venue_name("Programming Language Design and Implementation"), is_venue_name("Deep Residual Learning")
    (True, False)
    """
    table = _table()
    words = _WORD.findall(text[:40].casefold())
    if not words or words[0] not in table.long_starts:
        return False
    match = table.long_form.match(text)
    return match is not None and _AFTER_VENUE_NAME.fullmatch(text, match.end()) is not None


@lru_cache(maxsize=1)
def _statuses() -> tuple[str, ...]:
    return tuple(load_json("data/venues.json")["statuses"])


def is_status(name: str) -> bool:
    """Whether a venue's printed name says where a paper stands, not where it appeared (``data/venues.json``).

    >>> is_status("Under review"), is_status("Doctoral thesis, Technical University of Munich"), is_status("ICML")
    (True, True, False)
    """
    return name.casefold().lstrip(" *_").startswith(_statuses())


def published(venue: VenueEdition | None, arxiv: str | None) -> VenueEdition | None:
    """Where a paper appeared: a status where its venue goes ("Under review") is none, or arXiv's for a paper with
    an arXiv id — for every reader, where its Paper is made.

    >>> published(VenueEdition("Under review", 2023), "2301.01234"), published(VenueEdition("Preprint", 2022), None)
    (VenueEdition(series='arXiv', year=2023), None)
    >>> published(VenueEdition("ICML", 2021), None)
    VenueEdition(series='ICML', year=2021)
    """
    if venue is None or not is_status(venue.series):
        return venue
    return VenueEdition("arXiv", venue.year) if arxiv else None


#: Every host a pattern of ``urls`` in venues.json names (checked first, for speed); keep the two in step.
_EDITION_HOSTS = (
    "openreview.net/group", ".cc/", "aclanthology", "aclweb", "thecvf", "ecva.net", "mlr.press", "vldb.org/conf/",
    "_paper.",  # a CVF paper's file under any host, or saved beside the note ("./papers/X_CVPR_2023_paper.pdf")
    "researchr.org/", "sigplan.org/", "sigsoft.org/",  # a conference site's paper page ("icfp21.sigplan.org/details/…")
    "aaai.org/Papers/",
    "usenix.org/",  # a USENIX paper's file or page, two digits of its year: "…/conference/osdi14/osdi14-peter.pdf"
)
#: Every host a pattern of ``urls.series`` in venues.json names (checked first, for speed).
_SERIES_HOSTS = (".cc/", "vldb.org/pvldb/")


@lru_cache(maxsize=1)
def _url_patterns() -> tuple[list[re.Pattern[str]], re.Pattern[str], dict[str, list[Any]]]:
    data = load_json("data/venues.json")
    urls = data["urls"]
    volumes = {k: v for k, v in data["pmlr_volumes"].items() if not k.startswith("_")}
    return [re.compile(p, re.IGNORECASE) for p in urls["patterns"]], re.compile(urls["pmlr"], re.I), volumes


@lru_cache(maxsize=1)
def _acl_letters() -> tuple[re.Pattern[str], dict[str, str]]:
    urls = load_json("data/venues.json")["urls"]
    return re.compile(urls["acl_old"]), urls["acl_letters"]


@lru_cache(maxsize=1)
def _series_urls() -> list[tuple[re.Pattern[str], str]]:
    return [(re.compile(p, re.IGNORECASE), s) for s, p in load_json("data/venues.json")["urls"]["series"].items()]


def copy_at_server(series: str, url: str) -> bool:
    """Whether a link labelled with a preprint server leads to that server: a copy of the paper, not its venue.

    >>> copy_at_server("bioRxiv", "https://www.bioRxiv.org/content/10.1101/2023.01.26.525670")
    True
    >>> copy_at_server("ICML", "https://proceedings.mlr.press/v139/radford21a.html")
    False
    """
    host = _preprint_hosts().get(series)
    return host is not None and host in url.casefold()


@lru_cache(maxsize=1)
def _preprint_hosts() -> dict[str, str]:
    return dict(load_json("data/venues.json")["preprint_hosts"])


def series_of_url(url: str) -> str | None:
    """The venue series a link target names with no year (NeurIPS's numbered papers before 2019).

    >>> series_of_url("https://papers.nips.cc/paper/5346-sequence-to-sequence-learning-with-neural-networks.pdf")
    'NeurIPS'
    >>> series_of_url("https://arxiv.org/abs/1409.3215") is None, series_of_url("https://www.vldb.org/pvldb/vol7/p181.pdf")
    (True, 'PVLDB')
    """
    if not any(host in url for host in _SERIES_HOSTS):
        return None
    return next((series for pattern, series in _series_urls() if pattern.search(url)), None)


def edition_of_url(url: str) -> VenueEdition | None:
    """The venue edition a link target names (OpenReview group, conference site, ACL Anthology, CVF, PMLR).

    >>> edition_of_url("https://openreview.net/group?id=ICLR.cc/2024/Conference")
    VenueEdition(series='ICLR', year=2024)
    >>> edition_of_url("https://nips.cc/virtual/2022/poster/53042"), edition_of_url("https://aclanthology.org/2023.findings-emnlp.12/")
    (VenueEdition(series='NeurIPS', year=2022), VenueEdition(series='EMNLP', year=2023))
    >>> edition_of_url("https://proceedings.mlr.press/v139/radford21a.html")
    VenueEdition(series='ICML', year=2021)
    >>> edition_of_url("https://openaccess.thecvf.com/content/CVPR2022/html/He_Masked_CVPR_2022_paper.html")
    VenueEdition(series='CVPR', year=2022)
    >>> edition_of_url("https://arxiv.org/abs/1706.03762"), edition_of_url("./papers/X_Balanced_CVPR_2023_paper.pdf")
    (None, VenueEdition(series='CVPR', year=2023))
    >>> edition_of_url("https://aclanthology.org/N19-1246.pdf"), edition_of_url("https://aclanthology.org/W17-2007")
    (VenueEdition(series='NAACL', year=2019), None)
    >>> edition_of_url("https://icfp21.sigplan.org/details/icfp-2021-papers/21/Calculating-Dependently-Typed-Compilers")
    VenueEdition(series='ICFP', year=2021)
    >>> edition_of_url("https://www.usenix.org/legacy/event/osdi02/tech/full_papers/waldspurger/waldspurger.pdf")
    VenueEdition(series='OSDI', year=2002)
    """
    if not any(host in url for host in _EDITION_HOSTS):  # cheap: most links name no edition
        return None
    patterns, pmlr, volumes = _url_patterns()
    for pattern in patterns:
        match = pattern.search(url)
        if match and (series := _table().folded.get(match.group("series").casefold())):
            return VenueEdition(series, full_year(match.group("year")))
    if (match := pmlr.search(url)) and (known := volumes.get(match.group("volume"))):
        return VenueEdition(known[0], int(known[1]))
    acl_old, letters = _acl_letters()
    if (match := acl_old.search(url)) and (lettered := letters.get(match.group("letter"))):
        return VenueEdition(lettered, full_year(match.group("year")))
    return None


_PRINTED_YEAR = re.compile(r"\b(?:19|20)\d\d\b")
#: A month's name, whole or cut short: "Sep.", "Sept", "September" (shared by every reader of dates)
MONTH_NAME = re.compile(
    r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?"
    r"|Nov(?:ember)?|Dec(?:ember)?)\.?"
)
#: A month (and day) printed before a journal's year: "Genome Biology, June 2019", "…, 12 March 2020"
_MONTH_BEFORE_YEAR = re.compile(
    r"[,\s]+(?:\d{1,2}\s+)?" + MONTH_NAME.pattern + r"(?:\s+\d{1,2})?,?(?=\s+(?:19|20)\d\d\b)"
)
_GLUED_EDITION = re.compile(r"([A-Z][A-Za-z-]{1,11})\s*['’_-]?\s*((?:19|20)\d\d|\d\d)")


#: Journals whose one-word name other journals' names end with ("PeerJ Computer Science", "Nature Physics").
ONE_WORD_JOURNALS = frozenset(
    ["Nature", "Science", "Cell", "Bioinformatics", "Genetics", "Biostatistics", "Biometrika", "Biometrics",
     "Econometrica"]
)


def named_venue(text: str, year: int | None = None) -> VenueEdition | None:
    """The edition a venue field names: a known venue, else the printed name (six words at most) with a year.

    >>> named_venue("Neural Computation, 1997"), named_venue("ICML", 2021)
    (VenueEdition(series='Neural Computation', year=1997), VenueEdition(series='ICML', year=2021))
    >>> named_venue("https://openreview.net/forum?id=x") is None, named_venue("MM2023")
    (True, VenueEdition(series='MM', year=2023))
    >>> named_venue("Genome Biology, June 2019")
    VenueEdition(series='Genome Biology', year=2019)
    >>> named_venue("PeerJ Computer Science", 2021), named_venue("Science", 2021)
    (VenueEdition(series='PeerJ Computer Science', year=2021), VenueEdition(series='Science', year=2021))
    >>> named_venue("IEEE Symposium on Artificial Life (ALIFE 2025)")
    VenueEdition(series='ALIFE', year=2025)
    >>> named_venue("Nature Reviews Genetics 5(11):826–837", 2004)
    VenueEdition(series='Nature Reviews Genetics', year=2004)
    >>> named_venue("University of Illinois Press (book)", 1966) is None
    True
    >>> named_venue("Proceedings of the 2016 Winter Simulation Conference, 2016")
    VenueEdition(series='Winter Simulation Conference', year=2016)
    """
    if not text or "://" in text or _PLACEHOLDER.fullmatch(text.strip(" .*_")):
        return None
    text = _PROCEEDINGS_LEAD.sub("", PUBLISHER_LEAD.sub("", text.strip()))
    edition = find_edition(text) or find_venue(f"{text} {year or ''}")
    printed = _PRINTED_YEAR.search(text)
    short = " ".join(_PRINTED_YEAR.sub(" ", _MONTH_BEFORE_YEAR.sub("", text)).split()).strip(" ,;.-")
    if edition and not (edition.series in ONE_WORD_JOURNALS and short.casefold() != edition.series.casefold()):
        return edition  # (not "Science" for a field naming "PeerJ Computer Science")
    if glued := _GLUED_EDITION.fullmatch(text.strip()):  # "MM2023", "IPDPS'17": a venue the table does not know
        return VenueEdition(glued.group(1), full_year(glued.group(2)))
    year = year or (int(printed.group(0)) if printed else None)
    if (abbreviated := _BRACKETED_SHORT.search(short)) and year and LONG_VENUE.search(short[: abbreviated.start()]):
        return VenueEdition(abbreviated.group(1), year)  # "IEEE Symposium on Artificial Life (ALIFE 2025)"
    if _PRESS.search(short):
        return None  # "University of Illinois Press (book)": a publisher
    short = _VOLUME_PAGES.sub("", short)  # "Nature Reviews Genetics 5(11):826–837", "… Modelling 7:6"
    return VenueEdition(short, year) if year and 0 < len(short.split()) <= 8 else None


#: A venue's own short name in brackets after its long one: "IEEE Symposium on Artificial Life (ALIFE)" (not a
#: method's: "Long Short-Term Memory (LSTM)")
LONG_VENUE = re.compile(r"\b(?:Conference|Symposium|Workshop|Journal|Transactions|Proceedings|Meeting|Congress)\b")
_BRACKETED_SHORT = re.compile(r"(?<=\S)\s*\(([A-Z][A-Za-z&]*[A-Z])\s*\)$")
#: A publishing house where a venue goes: "University of Illinois Press (book)"
_PRESS = re.compile(r"\bPress\b(?:\s*\(book\))?$")
#: A journal's volume, issue and pages after its name: " 5(11):826–837", " 7:6"
_VOLUME_PAGES = re.compile(r"\s+\d+(?:\s*\(\d+\))?\s*:\s*\d+(?:\s*[–-]\s*\d+)?$|\s+\d+\s*\(\d+\)$")


#: A template's unfilled venue field: "xxx", "TBD", "N/A", "-", "*Venue.*".
_PLACEHOLDER = re.compile(r"x+|tbd|todo|n/?a|none|null|unknown|venue|-*|\?*", re.IGNORECASE)
#: A publisher's name before a journal's: "Springer Neural Computing and Applications", "Elsevier Pattern …".
PUBLISHER_LEAD = re.compile(r"^(?:Springer|Elsevier)\s+(?=[A-Z])")
#: "Proceedings of the (25th annual)" before a meeting's name, which is the venue (not before a journal's:
#: "Proceedings of the IEEE", "… of the National Academy of Sciences")
_PROCEEDINGS_LEAD = re.compile(
    r"^Proceedings\s+of\s+(?:the\s+)?(?:\d+(?:st|nd|rd|th)\s+)?(?:Annual\s+)?"
    r"(?=[^()]*\b(?:Conference|Symposium|Workshop|Meeting|Congress)\b)",
    re.IGNORECASE,
)
#: A publisher in brackets after a journal's name: "Autonomous Robots (Springer)".
_PUBLISHER_AFTER = re.compile(r"\s*\((?:Springer|Elsevier|IEEE|ACM|Wiley|MIT Press|Taylor & Francis|SAGE)\)$")


def canonical_series(name: str) -> str:
    """The series a whole venue name stands for in the venues table (an alias or a long form), else the name.

    >>> canonical_series("ACM Transactions on Graphics"), canonical_series("USENIX ATC"), canonical_series("NIPS")
    ('TOG', 'USENIX ATC', 'NeurIPS')
    >>> canonical_series("ACM Trans. Database Syst."), canonical_series("Nat. Mach. Intell.")
    ('TODS', 'Nature Machine Intelligence')
    >>> canonical_series("Nature Reviews Neuroscience")  # matched whole, never inside a longer name
    'Nature Reviews Neuroscience'
    """
    table = _table()
    key = " ".join(name.split()).strip(" .,;")
    # (the key lost its final period: "ACM Trans. Database Syst." is looked up with it too)
    folded = key.casefold()
    known = table.series_of.get(key) or table.series_of.get(folded) or table.series_of.get(f"{folded}.")
    return known or table.folded.get(folded, key)


def named_series(text: str) -> str | None:
    """The series a venue field names when it prints no year: a known venue, else the printed name (eight words
    at most).

    >>> named_series("arXiv"), named_series("Journal of Political Economy"), named_series("PeerJ Computer Science")
    ('arXiv', 'Journal of Political Economy', 'PeerJ Computer Science')
    >>> named_series("https://openreview.net/forum?id=x") is None, named_series("xxx") is None
    (True, True)
    >>> named_series("Autonomous Robots (Springer)")
    'Autonomous Robots'
    """
    if not text or "://" in text:
        return None
    short = _PUBLISHER_AFTER.sub("", " ".join(_PRINTED_YEAR.sub(" ", PUBLISHER_LEAD.sub("", text.strip())).split()))
    short = short.strip(" ,;.-")
    if _PLACEHOLDER.fullmatch(short):
        return None
    series = find_series(text)
    if series and not (series in ONE_WORD_JOURNALS and short.casefold() != series.casefold()):
        return series
    return short if 0 < len(short.split()) <= 8 else None
