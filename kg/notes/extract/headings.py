"""Heading lists: one heading per paper, ending in a link group (``icml-2025-orals.md``).

    #### Beyond Matryoshka: Revisiting Sparse Coding ([Poster](..), [arXiv](..))

    A novel representation learning technique ...

    > [!quote]
    > Matryoshka Representation Learning (MRL) recently emerged ...

The enclosing shallower headings are the topic path. The heading level that
carries the link groups is found from the document, not assumed to be ``####``.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from markdown_it.token import Token

from kg.ids import arxiv_id, openreview_id
from kg.notes.extract import Format, count_score, register
from kg.notes.markdown import line_of, plain_text
from kg.notes.read import Document
from kg.notes.venues import find_edition
from kg.records import Extraction, LinkRole, Mention, Paper, Skip, VenueEdition

#: Link labels that mark a heading's trailing group as paper links; None = an identifier link.
_LABEL_ROLES: dict[str, LinkRole | None] = {
    "poster": LinkRole.POSTER,
    "code": LinkRole.CODE,
    "github": LinkRole.CODE,
    "pdf": LinkRole.PDF,
    "paper": LinkRole.PDF,
    "project": LinkRole.PAGE,
    "page": LinkRole.PAGE,
    "website": LinkRole.PAGE,
    "video": LinkRole.VIDEO,
    "arxiv": None,
    "openreview": None,
}
#: Roles guessed from the URL when the label is not one of the above.
_URL_ROLES: tuple[tuple[re.Pattern[str], LinkRole], ...] = (
    (re.compile(r"://(?:www\.)?(?:github|gitlab)\.com/"), LinkRole.CODE),
    (re.compile(r"://(?:www\.)?(?:youtube\.com|youtu\.be|vimeo\.com)/"), LinkRole.VIDEO),
    (re.compile(r"\.pdf(?:[?#].*)?$"), LinkRole.PDF),
)
#: Text allowed between two links of a group: nothing, or one separator.
_SEPARATOR = re.compile(r"^\s*[,;|/·]?\s*$")
#: Obsidian callout marker opening a blockquote: ``[!quote]``, ``[!Quote]-`` ...
_CALLOUT = re.compile(r"^\s*\[!(?P<kind>[A-Za-z-]+)\][+-]?\s*")
#: Which Paper field each callout kind fills.
_CALLOUT_FIELDS = {"quote": "quote", "cite": "quote", "abstract": "abstract", "summary": "abstract", "tldr": "abstract"}
#: Fewest link-group headings before the format claims a document.
_MIN_HEADINGS = 2


@dataclass(frozen=True)
class LinkHeading:
    """A heading split into its title and the ``(label, url)`` links of its trailing group."""

    title: str
    links: tuple[tuple[str, str], ...]


def link_role(label: str, url: str) -> LinkRole | None:
    """The role of one link of a group; None for arXiv/OpenReview links (they become ids).

    >>> link_role("Poster", "https://icml.cc/virtual/2025/poster/43502")
    <LinkRole.POSTER: 'poster'>
    >>> link_role("repo", "https://github.com/JieShibo/MoLE")
    <LinkRole.CODE: 'code'>
    >>> link_role("arXiv", "https://arxiv.org/abs/2503.01776") is None
    True
    >>> link_role("slides", "https://example.org/s")
    <LinkRole.PAGE: 'page'>
    """
    if arxiv_id(url) or openreview_id(url):
        return None
    role = _LABEL_ROLES.get(label.strip().lower())
    if role is not None:
        return role
    return next((r for pattern, r in _URL_ROLES if pattern.search(url)), LinkRole.PAGE)


def _is_paper_group(links: tuple[tuple[str, str], ...]) -> bool:
    # A group counts when a label names a paper link or a URL carries a paper id,
    # so "## [Orals](https://...)" style section links do not; nor does a citation by name
    # ("### Sparsely-gated mixture of experts ([Lepikhin et al. 2021](arxiv))": a lecture's section naming its source).
    if any(_CITED_LABEL.search(label) for label, _ in links):
        return False
    return any(
        label.strip().lower() in _LABEL_ROLES or arxiv_id(url) or openreview_id(url) for label, url in links
    )


#: A link label citing by name and year: "Lepikhin et al. 2021", "Zoph and Le, 2016"
_CITED_LABEL = re.compile(r"\bet\.? al\b|\b(?:19|20)\d\d\b")


def _group_links(children: list[Token]) -> tuple[tuple[str, str], ...] | None:
    """Links of ``[a](u), [b](v))`` (tokens after the opening parenthesis), or None if not that shape."""
    found: list[tuple[str, str]] = []
    i = 0
    while i < len(children):
        if children[i].type != "link_open":
            return None
        url = str(children[i].attrs.get("href", ""))
        label: list[str] = []
        i += 1
        while i < len(children) and children[i].type != "link_close":
            if children[i].type in ("text", "code_inline"):
                label.append(children[i].content)
            i += 1
        found.append((" ".join("".join(label).split()), url))
        i += 1
        if i >= len(children) or children[i].type != "text":
            return None
        text = children[i].content
        if i == len(children) - 1:
            return tuple(found) if text.strip() == ")" else None
        if not _SEPARATOR.match(text):
            return None
        i += 1
    return None


def split_heading(inline: Token) -> LinkHeading | None:
    """Title and trailing link group of a heading's inline token, or None without a paper link group.

    >>> from kg.notes.read import parse
    >>> doc = parse("#### Mixture of *Lookup* Experts ([Poster](https://p/1), [Code](https://c/2))", "n.md", "n")
    >>> split_heading(doc.tokens[1])
    LinkHeading(title='Mixture of Lookup Experts', links=(('Poster', 'https://p/1'), ('Code', 'https://c/2')))
    >>> split_heading(parse("### [1 / 19] Zipformer", "n.md", "n").tokens[1]) is None
    True
    """
    children = list(inline.children or ())
    opener = next(
        (
            i
            for i in range(len(children) - 1, -1, -1)
            if children[i].type == "text" and children[i].content.rstrip().endswith("(")
        ),
        None,
    )
    if opener is None:
        return None
    group = _group_links(children[opener + 1 :])
    if group is None or not _is_paper_group(group):
        return None
    parts = [c.content for c in children[:opener] if c.type in ("text", "code_inline")]
    parts.append(children[opener].content.rstrip()[:-1])
    title = " ".join("".join(parts).split())
    return LinkHeading(title, group)


@dataclass(frozen=True)
class _Heading:
    index: int  # position of the heading_open token
    level: int
    inline: Token
    parsed: LinkHeading | None


def _headings(tokens: list[Token]) -> list[_Heading]:
    # Only top-level headings: a heading quoted inside a blockquote or list is content.
    return [
        _Heading(i, int(tok.tag[1]), tokens[i + 1], split_heading(tokens[i + 1]))
        for i, tok in enumerate(tokens)
        if tok.type == "heading_open" and tok.level == 0 and i + 1 < len(tokens)
    ]


def paper_level(doc: Document) -> int | None:
    """The heading level holding most link-group headings (the deeper one on a tie), or None.

    >>> from kg.notes.read import parse
    >>> paper_level(parse("# T\\n### A ([Poster](https://p/1))\\n### B ([Code](https://c/1))", "n.md", "n"))
    3
    """
    counts = Counter(h.level for h in _headings(doc.tokens) if h.parsed)
    if not counts:
        return None
    return max(counts.items(), key=lambda item: (item[1], item[0]))[0]


def _section(tokens: list[Token], start: int) -> Iterator[tuple[int, Token]]:
    """(index, token) of the top-level block tokens after a heading, up to the next heading."""
    i = start
    while i < len(tokens) and tokens[i].type != "heading_close":
        i += 1
    for j in range(i + 1, len(tokens)):
        if tokens[j].type == "heading_open" and tokens[j].level == 0:
            return
        yield j, tokens[j]


def _callout(tokens: list[Token], open_index: int) -> tuple[str, str] | None:
    """(kind, text) of an Obsidian callout blockquote starting at ``open_index``, or None."""
    inlines: list[Token] = []
    depth = 0
    for tok in tokens[open_index:]:
        depth += tok.nesting if tok.type.startswith("blockquote") else 0
        if tok.type == "inline":
            inlines.append(tok)
        if depth == 0:
            break
    if not inlines:
        return None
    first = plain_text(inlines[0])
    match = _CALLOUT.match(first)
    if not match:
        return None
    # The marker line may carry a callout title; the body after it is the quoted text.
    children = list(inlines[0].children or ())
    brk = next((k for k, c in enumerate(children) if c.type in ("softbreak", "hardbreak")), None)
    body = [_join(children[brk + 1 :])] if brk is not None else []
    body += [plain_text(t) for t in inlines[1:]]
    text = "\n\n".join(b for b in body if b) or first[match.end() :].strip()
    return match.group("kind").lower(), text


def _join(children: list[Token]) -> str:
    """Plain text of a run of inline children (as :func:`plain_text` does for a whole token)."""
    holder = Token("inline", "", 0)
    holder.children = children
    return plain_text(holder)


def _body(tokens: list[Token], start: int) -> dict[str, str]:
    """Summary (the paragraphs right after the heading) and callout texts of one paper section."""
    fields: dict[str, str] = {}
    summary: list[str] = []
    leading = True
    for j, tok in _section(tokens, start):
        if tok.level != 0 or tok.nesting == -1:
            continue
        if tok.type == "paragraph_open":
            if leading:
                summary.append(plain_text(tokens[j + 1]))
            continue
        leading = False
        if tok.type == "blockquote_open":
            callout = _callout(tokens, j)
            if callout and callout[0] in _CALLOUT_FIELDS and callout[1]:
                fields.setdefault(_CALLOUT_FIELDS[callout[0]], callout[1])
    if any(summary):
        fields["summary"] = "\n\n".join(s for s in summary if s)
    return fields


def _title_heading(doc: Document, headings: list[_Heading]) -> int | None:
    """Index of a sole level-1 heading that is the document's title (not a topic), if any."""
    ones = [h for h in headings if h.level == 1]
    if len(ones) == 1 and not ones[0].parsed and plain_text(ones[0].inline) == (doc.title or ""):
        return ones[0].index
    return None


@register
class HeadingLists(Format, name="headings", version="1"):
    """One heading per paper ending in a ``([Poster](..), [arXiv](..), [Code](..))`` group."""

    def detect(self, doc: Document) -> float:
        """Score from the number of headings ending in a paper link group.

        >>> from kg.notes.read import parse
        >>> text = "## A ([Poster](https://p/1))\\n## B ([arXiv](https://arxiv.org/abs/2502.04180))"
        >>> HeadingLists().detect(parse(text, "n.md", "n")) >= 0.5
        True
        >>> HeadingLists().detect(parse("## A\\n## B ([here](https://x))", "n.md", "n"))
        0.0
        """
        found = sum(1 for h in _headings(doc.tokens) if h.parsed)
        return count_score(found, _MIN_HEADINGS)

    def extract(self, doc: Document) -> Extraction:
        """Papers of every link-group heading, with summary, quote, links and topic path.

        >>> from kg.notes.read import parse
        >>> text = ("---\\ntitle: ICML 2025 Oral Papers\\n---\\n# LLMs\\n#### A ([Poster](https://p/1),"
        ...         " [arXiv](https://arxiv.org/abs/2502.04180))\\n\\nShort.\\n\\n> [!quote]\\n> Long.\\n")
        >>> p = HeadingLists().extract(parse(text, "n.md", "n")).papers[0]
        >>> p.title, p.arxiv_id, p.links, p.summary, p.quote, p.topics, p.year
        ('A', '2502.04180', ((<LinkRole.POSTER: 'poster'>, 'https://p/1'),), 'Short.', 'Long.', (('LLMs',),), 2025)
        """
        venue = find_edition(doc.title or "")
        headings = _headings(doc.tokens)
        level = paper_level(doc)
        skip_title = _title_heading(doc, headings)
        papers: list[Paper] = []
        skipped: list[Skip] = []
        stack: list[_Heading] = []
        for heading in headings:
            stack = [h for h in stack if h.level < heading.level]
            mention = Mention(doc.stem, line_of(heading.inline))
            if heading.parsed is None:
                if heading.level == level:
                    skipped.append(Skip(mention, f"level-{level} heading without a Poster/arXiv/Code link group"))
                elif heading.index != skip_title:
                    stack.append(heading)
                continue
            if not heading.parsed.title:
                skipped.append(Skip(mention, "link-group heading without a title"))
                continue
            path = tuple(text for text in (plain_text(h.inline) for h in stack) if text)
            papers.append(self._paper(doc, heading, mention, path, venue))
        return Extraction(doc.stem, doc.path, doc.title, self.name, tuple(papers), skipped=tuple(skipped))

    @staticmethod
    def _paper(
        doc: Document, heading: _Heading, mention: Mention, path: tuple[str, ...], venue: VenueEdition | None
    ) -> Paper:
        assert heading.parsed is not None
        urls = [url for _, url in heading.parsed.links]
        roles = ((link_role(label, url), url) for label, url in heading.parsed.links)
        body = _body(doc.tokens, heading.index)
        return Paper(
            mention=mention,
            title=heading.parsed.title,
            year=venue.year if venue else None,
            venue=venue,
            openreview_id=next(filter(None, map(openreview_id, urls)), None),
            arxiv_id=next(filter(None, map(arxiv_id, urls)), None),
            topics=(path,) if path else (),
            summary=body.get("summary"),
            quote=body.get("quote"),
            abstract=body.get("abstract"),
            links=tuple((role, url) for role, url in roles if role is not None),
        )
