"""What an OpenReview paper page prints when it is copied or clipped into a note.

The line under the authors glues the dates, the decision and "Readers:" together, and names the edition:
``Published: 01 Feb 2023, Last Modified: 27 Feb 2023ICLR 2023 notable top 25%Readers:  Everyone`` (older
pages: ``28 Sep 2018 (modified: 21 Dec 2018)ICLR 2019 Conference Blind SubmissionReaders:  Everyone``). An
author list copied from the page puts each profile handle on a line of its own (``Daya Guo`` / ``~Daya_Guo2``
/ ``, Shuo Ren, …``); a saved page links its PDF without the host (``/pdf?id=iaYcJKpY2B_``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import islice

from markdown_it.token import Token

from kg.ids import openreview_id
from kg.notes.markdown import links, plain_text
from kg.notes.venues import find_edition
from kg.records import VenueEdition

_DATE = r"\d{1,2} [A-Z][a-z]{2,8} (?:19|20)\d\d(?:, \d\d:\d\d)?"
# The dates, then the edition and decision up to "Readers:" (or to the end once "modified" says it is the line).
_META = re.compile(
    rf"^[\s>*-]*(?:Published:\s*)?"
    rf"(?:(?P<dates>{_DATE}\s*(?:,\s*Last Modified:\s*{_DATE}|\(modified:\s*{_DATE}\))?)\s*)?"
    r"(?P<venue>[^\n]*?)\s*(?P<readers>Readers:.*)?$"
)
_HANDLE = re.compile(r"^\s*~[^\W\d_][\w.-]*\d+\s*$")
_RELATIVE = re.compile(r"^/(?:forum|pdf)\?(?:[^#\s]*&)?id=")


def meta_edition(line: str) -> VenueEdition | None:
    """The edition an OpenReview page's date line names, or None when the line is not one.

    >>> meta_edition("Published: 01 Feb 2023, Last Modified: 27 Feb 2023ICLR 2023 notable top 25%Readers:  Everyone")
    VenueEdition(series='ICLR', year=2023)
    >>> meta_edition("28 Sep 2018 (modified: 21 Dec 2018)ICLR 2019 Conference Blind SubmissionReaders:  Everyone")
    VenueEdition(series='ICLR', year=2019)
    >>> meta_edition("ICLR 2021 PosterReaders:  EveryoneShow BibtexShow Revisions")
    VenueEdition(series='ICLR', year=2021)
    >>> meta_edition("Published: 16 Jan 2024"), meta_edition("We read ICLR 2024 papers")
    (None, None)
    """
    if "Readers:" not in line and "odified" not in line:  # cheap: most lines are neither
        return None
    match = _META.match(line)
    if match is None or not (match.group("readers") or "odified" in (match.group("dates") or "")):
        return None
    venue = match.group("venue")
    return find_edition(venue) if venue and len(venue.split()) <= 10 else None


def is_profile_handle(line: str) -> bool:
    """Whether a line is only an OpenReview profile handle, as copying an author list leaves it.

    >>> is_profile_handle("~Daya_Guo2"), is_profile_handle("Daya Guo")
    (True, False)
    """
    return bool(_HANDLE.match(line))


def join_author_lines(lines: list[str]) -> list[tuple[int, str]]:
    """Lines with a copied author list put back on one line, each with the index of the line it starts on:
    a handle line under a name is dropped, a line starting with a comma joins the one before.

    >>> join_author_lines(["Daya Guo", "~Daya_Guo2", ", Shuo Ren, Shuai Lu", "Published: 13 Jan 2021"])
    [(0, 'Daya Guo, Shuo Ren, Shuai Lu'), (3, 'Published: 13 Jan 2021')]
    >>> join_author_lines(["Ian Shih,", "Desh Raj,", "Mike Seltzer"])  # one name a line, a comma after each
    [(0, 'Ian Shih, Desh Raj, Mike Seltzer')]
    """
    out: list[tuple[int, str]] = []
    for k, line in enumerate(lines):
        if out and is_profile_handle(line):
            continue
        if out and line.lstrip().startswith(","):
            out[-1] = (out[-1][0], out[-1][1].rstrip() + line.strip())
            continue
        if out and out[-1][1].rstrip().endswith(",") and _NAME_LINE.fullmatch(line.strip()):
            out[-1] = (out[-1][0], out[-1][1].rstrip() + " " + line.strip())  # "Ian Shih," / "Desh Raj," / …
            continue
        out.append((k, line))
    return out


#: A line that may go on a list of names broken after its commas: one to four capitalised words, a comma at most.
_NAME_LINE = re.compile(r"(?:[A-ZÀ-Ý][\w.'’-]*\s?){1,4},?")


def page_forum_id(url: str) -> str | None:
    """The forum id of an OpenReview link, a saved page's host-less ``/pdf?id=…`` included.

    >>> page_forum_id("/pdf?id=iaYcJKpY2B_"), page_forum_id("https://openreview.net/forum?id=vOEXS39nOF")
    ('iaYcJKpY2B_', 'vOEXS39nOF')
    """
    return openreview_id(f"https://openreview.net{url}" if _RELATIVE.match(url) else url)


@dataclass(frozen=True)
class PageHead:
    """The head of an OpenReview paper page saved or clipped whole as a note."""

    title: str
    names: str
    edition: VenueEdition
    forum: str | None


def page_head(tokens: list[Token], reach: int = 40) -> PageHead | None:
    """The title (first heading), the line of names and the edition of a page's date line among the first blocks.

    >>> from kg.notes.read import parse
    >>> text = ("## CodeGen: An Open Large Language Model[](/pdf?id=iaYcJKpY2B_)\\n\\n"
    ...         "### [Erik Nijkamp](/profile?id=~Erik_Nijkamp2), [Bo Pang](/profile?id=~Bo_Pang4)\\n\\n"
    ...         "Published: 01 Feb 2023, Last Modified: 27 Feb 2023ICLR 2023 notable top 25%Readers:  Everyone\\n")
    >>> head = page_head(parse(text, "n.md", "n").tokens)
    >>> head.title, head.names, head.edition.label, head.forum
    ('CodeGen: An Open Large Language Model', 'Erik Nijkamp, Bo Pang', 'ICLR 2023', 'iaYcJKpY2B_')
    """
    inlines = list(
        islice(
            ((i > 0 and tokens[i - 1].type == "heading_open", t) for i, t in enumerate(tokens) if t.type == "inline"),
            reach,
        )
    )
    for n, (_, tok) in enumerate(inlines):
        if n and (edition := meta_edition(tok.content.split("\n", 1)[0])):
            title = next((plain_text(t) for heading, t in inlines[:n] if heading), None)
            if not title:
                return None
            forum = next((f for _, t in inlines[: n + 1] for url in links(t) if (f := page_forum_id(url))), None)
            return PageHead(title, plain_text(inlines[n - 1][1]), edition, forum)
    return None
