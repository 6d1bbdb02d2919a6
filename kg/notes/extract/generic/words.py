"""The generic reader's word lists (``kg/notes/data/generic.json``) and how text is matched against them.

Entries are matched case-insensitively, word by word: :func:`tokens_of` gives the words
of a text the way multi-word entries are spelled (joined by one space, punctuation dropped).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import cache, lru_cache
from typing import Any

from kg.notes.datafiles import load_json

_WORDS = re.compile(r"[\W_]+")


@lru_cache(maxsize=1)
def word_lists() -> dict[str, Any]:
    """Every list and table of the word file, by key."""
    return load_json("data/generic.json")


@cache
def word_set(key: str) -> frozenset[str]:
    """One word list, casefolded.

    >>> "pdf" in word_set("link_words")
    True
    """
    return frozenset(w.casefold() for w in word_lists()[key])


def tokens_of(text: str) -> list[str]:
    """The casefolded words of a text, punctuation and underscores dropped.

    >>> tokens_of("Paper_Title: [PDF]")
    ['paper', 'title', 'pdf']
    """
    return [w for w in _WORDS.split(text.casefold()) if w]


def label_forms(label: str) -> tuple[str, ...]:
    """A field label's words, and the same without a qualifier in brackets ("Author(Institute)" is an authors field).

    >>> label_forms("Author(Institute)"), label_forms("Venue")
    (('author institute', 'author'), ('venue',))
    """
    words = " ".join(tokens_of(label))
    if "(" not in label:
        return (words,)
    return words, " ".join(tokens_of(BRACKETED_NOTE.sub(" ", label)))


#: A note in brackets, half- or full-width: a label's qualifier ("Author(Institute)"), a name's affiliation
#: ("Filip Radlinski(Google二作)")
BRACKETED_NOTE = re.compile(r"[(（][^()（）]{1,40}[)）]")


#: Longest table header read word by word ("Title/Papers", "Journal or Conference"): longer ones are phrases
_HEADER_WORDS = 3
_HEADER_JOINS = frozenset(["or", "and", "of"])


@lru_cache(maxsize=1024)  # a table's header repeats on every row
def header_names(header: str, key: str) -> bool:
    """Whether a table header (as :func:`tokens_of` joins it) names a column of a word list's kind: the whole
    header, a word cut short ("Confere." for "Conference"), or a few words each of the list ("Title/Papers").

    >>> header_names("title papers", "title_headers"), header_names("confere", "venue_headers")
    (True, True)
    >>> header_names("display name", "title_headers"), header_names("会议 期刊", "venue_headers")
    (False, True)
    """
    names = word_set(key)
    if header in names:
        return True
    words = header.split()
    if not words:
        return False
    if len(words) == 1:
        return len(header) >= 5 and any(n.startswith(header) for n in names)
    return len(words) <= _HEADER_WORDS and all(w in names or w in _HEADER_JOINS for w in words)


def title_header(headers: Sequence[str], usable: Callable[[int], bool] = lambda i: True) -> int | None:
    """The column a table's header names for the title; a "Paper Title" column before a "Name" column beside it,
    which holds the method's short name.

    >>> title_header(["name", "paper title", "year"]), title_header(["name", "year"]), title_header(["year"])
    (1, 0, None)
    >>> title_header(["read notes", "title author", "year", "paper"])  # "Title & Author" before the links' column
    1
    >>> title_header(["date", "method", "paper title and paper interpretation in chinese", "code"])
    2
    """
    named = [
        i for i, h in enumerate(headers) if usable(i) and (header_names(h, "title_headers") or _title_and_authors(h))
    ]
    weak = word_set("short_name_headers")
    if not named:  # "Paper Title and Paper Interpretation (In Chinese)": a title header leads a longer one
        titles = word_set("title_headers")
        named = [i for i, h in enumerate(headers) if usable(i) and " ".join(h.split()[:2]) in titles - weak]
    return min(named, key=lambda i: headers[i] in weak) if named else None


def _title_and_authors(header: str) -> bool:
    """Whether a header names one column for the title and its authors: "Title & Author", "Paper and Authors"."""
    words = header.split()
    titles, authors = word_set("title_headers"), word_set("author_headers")
    return (
        1 < len(words) <= _HEADER_WORDS
        and any(w in titles for w in words)
        and any(w in authors for w in words)
        and all(w in titles or w in authors or w in _HEADER_JOINS for w in words)
    )


def paper_role(label: str) -> bool:
    """Whether a label names a paper's part in a reading group's meeting ("Main discussion paper", "Follow-up paper").

    >>> paper_role("Additional reading/background paper"), paper_role("Main paper"), paper_role("Paper")
    (True, True, False)
    """
    words = tokens_of(label)
    return len(words) >= 2 and words[-1] in _ROLE_HEADS and all(w in word_set("paper_roles") for w in words[:-1])


_ROLE_HEADS = frozenset(["paper", "papers", "reading", "readings"])


def notes_section(heading: str) -> bool:
    """Whether a heading names a part of one's notes on a paper (``note_section_headings``), no title: "概述", "0 摘要".

    >>> notes_section("0 摘要"), notes_section("### 附錄 Appendix"), notes_section("Attention Is All You Need")
    (True, True, False)
    """
    return " ".join(w for w in tokens_of(heading) if not w.isdigit()) in word_set("note_section_headings")


def events_header(headers: Sequence[str]) -> bool:
    """Whether a table's header has a column of deadlines: its rows are conferences to go to, no papers.

    >>> events_header(["title", "dates", "location", "abstract deadline"]), events_header(["date", "place", "paper"])
    (True, False)
    """
    return not word_set("event_headers").isdisjoint(headers)  # (whole headers: "paper" is no "paper deadline")


def names_a_track(text: str) -> bool:
    """Whether a heading names a programme's track or a kind of contribution, not a subject.

    >>> names_a_track("Main Track"), names_a_track("Tool Papers"), names_a_track("Tools"), names_a_track("Vision")
    (True, True, False, False)
    """
    words = set(tokens_of(text))
    return bool(words) and words <= word_set("track_words") and bool(words & word_set("track_nouns"))
