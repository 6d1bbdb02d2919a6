"""Papers being assembled from blocks, and what every block reader shares: own text, labelled links, skips."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from kg.ids import arxiv_of_doi
from kg.notes.extract.generic.segments import Line, Seg
from kg.notes.extract.generic.titles import clean_title, is_generic_link_text, strip_label
from kg.notes.extract.generic.urls import host_of
from kg.notes.extract.generic.words import tokens_of, word_lists
from kg.records import Author, LinkRole, Mention, Skip, VenueEdition


@dataclass
class Draft:
    """A paper being assembled from one block (or a heading and its section), and why it is one."""

    block: int
    line: int
    title: str | None = None
    openreview: str | None = None
    arxiv: str | None = None
    titled: bool = False
    bare: bool = False
    links: list[tuple[LinkRole, str]] = field(default_factory=list)
    authors: tuple[Author, ...] = ()
    complete: bool | None = None
    venue: VenueEdition | None = None
    #: A venue named without a year ("(Arxiv)"): an edition once a year is known, else the series alone.
    series: str | None = None
    year: int | None = None
    ids: dict[str, str] = field(default_factory=dict)
    #: Tags a field line gives ("Tags: task.object_detection, topic.efficiency"): topics beside the headings.
    tags: tuple[str, ...] = ()
    reason: str = "paper id link"
    #: A book its citation names by a publisher ("MIT Press, 2016"): kept out of the papers.
    book: bool = False
    #: The one name its line gives instead of a title ("1. ReAct: https://arxiv.org/…"): the paper of that method,
    #: in the graph as a reference, not one of the note's papers.
    named: str | None = None
    #: Whether its authors came one a field line ("Author: Kent, David | Georgia Tech"), so more lines add more;
    #: None until an authors field is read.
    one_per_line: bool | None = None

    def fits(self, openreview: str | None, arxiv: str | None) -> bool:
        """Whether the ids can belong to this paper (no clash with an id it already has)."""
        return (openreview is None or self.openreview in (None, openreview)) and (
            arxiv is None or self.arxiv in (None, arxiv)
        )

    def holds(self, openreview: str | None, arxiv: str | None) -> bool:
        """Whether this paper already has one of the ids."""
        return bool((openreview and self.openreview == openreview) or (arxiv and self.arxiv == arxiv))

    def add(self, openreview: str | None, arxiv: str | None) -> None:
        """Take the ids this paper lacks."""
        self.openreview = self.openreview or openreview
        self.arxiv = self.arxiv or arxiv

    def add_ids(self, ids: dict[str, str]) -> None:
        """Take printed ids (``{"arxiv": …, "doi": …}``) this paper lacks; an arXiv id only when it has none."""
        for kind, value in ids.items():
            if kind == "arxiv":
                self.arxiv = self.arxiv or value
            else:
                self.ids.setdefault(kind, value)
                if kind == "doi":  # "https://doi.org/10.48550/arXiv.2203.03279" is an arXiv id too
                    self.arxiv = self.arxiv or arxiv_of_doi(value)


def text_of(segs: list[Seg]) -> str:
    """Visible text of segments: plain text and link texts that are neither link words nor ids; a short name that
    opens the line linking the reader's own note on the paper is no part of it ("[MultiBox](detection/MultiBox.md)
    Scalable Object Detection using Deep Neural Networks | **[CVPR' 14]**")."""
    parts = []
    shown = [seg for seg in segs if seg.text.strip()]
    after = shown[1].text.strip() if len(shown) > 1 else ""
    if after and _nickname_note_link(shown[0]) and len(after.split()) >= _NICKNAMED_WORDS and not _INITIAL.match(after):
        segs = segs[segs.index(shown[0]) + 1 :]
    for seg in segs:
        if seg.href is None:
            parts.append(seg.text)
        elif not seg.has_id and not is_generic_link_text(seg.text):
            parts.append(f" {seg.text} ")
    return " ".join("".join(parts).split())


#: Words the text after a note link's short name needs to be a title of its own.
_NICKNAMED_WORDS = 3


def _nickname_note_link(seg: Seg) -> bool:
    """A link to a note beside this one shown by a name of a word or two, no sentence ("[Topic Models.](…md)")."""
    href = (seg.href or "").split("#")[0].casefold()
    text = seg.text.strip()
    return "://" not in href and href.endswith((".md", ".markdown")) and len(text.split()) <= 2 and text[-1:] != "."


#: Names after a note link: "[Topic Models.](writeups/BleLaf_09.md) D. Blei, J. Lafferty."
_INITIAL = re.compile(r"[A-Z]\.\s")


def own_text(segs: list[Seg]) -> str:
    """Title candidate from segments: cleaned text with a field label ("OpenReview:", "Link:") dropped.

    >>> from kg.notes.extract.generic.segments import block_lines, first_inline
    >>> own_text(block_lines(first_inline("**OpenReview**: https://openreview.net/pdf?id=x"))[0].segs)
    ''
    >>> own_text(block_lines(first_inline("Unbiased Contrastive Divergence : https://openreview.net/pdf?id=r1"))[0].segs)
    'Unbiased Contrastive Divergence'
    """
    text = text_of(segs)
    if text.endswith((":", "：")) and len(text.split()) <= 3:
        return ""
    text = clean_title(strip_label(text))
    return "" if is_generic_link_text(text) else text


def _role(seg: Seg) -> LinkRole | None:
    words = tokens_of(seg.text)
    roles: dict[str, str] = word_lists()["link_roles"]
    return LinkRole(roles[words[0]]) if words and words[0] in roles and seg.href else None


def role_links(lines: list[Line]) -> list[tuple[LinkRole, str]]:
    """(role, url) of the web links labelled "code", "poster", "pdf"... that carry no paper id.

    A relative link ("papers/mlsys/XLA.pdf", a file beside the note) is no web address: it is left out.
    """
    found = []
    for line in lines:
        for seg in line.segs:
            web = seg.href is not None and seg.href.startswith(("http://", "https://"))
            role = _role(seg) if web and not seg.has_id else None
            if role is not None and seg.href and (role, seg.href) not in found:
                found.append((role, seg.href))
    return found


def id_less_skip(seg: Seg, mention: Mention) -> Skip | None:
    """A Skip for an OpenReview or arXiv URL that names no paper (a venue, profile or listing page)."""
    host = host_of(seg.href or "")
    if host.endswith(("openreview.net", "arxiv.org")):
        return Skip(mention, f"{host} link without a paper id: {seg.href}")
    return None
