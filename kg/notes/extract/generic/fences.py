"""Papers of references pasted into a note: BibTeX entries in a fenced code block (```bibtex … ```), and pandoc's
CSL YAML reference lists between ``---`` lines (``- id: …`` / ``author: - family: …``)."""

from __future__ import annotations

import html
import re
from dataclasses import replace
from typing import Any

import bibtexparser
import yaml
from bibtexparser.model import Entry

from kg.ids import arxiv_id, other_ids, text_ids
from kg.notes.cite import bare_title, csl_name, names_with_affiliations, tag_edition, venue_tag
from kg.notes.context import front_matter_value
from kg.notes.extract.bibtex import Headers, entry_paper
from kg.notes.read import Document
from kg.notes.venues import named_venue
from kg.records import Author, Mention, Paper, VenueEdition

# An entry's opening: "@inproceedings{key," (a fence of anything else is code, not a bibliography).
_ENTRY = re.compile(r"^\s*@\w+\s*\{", re.MULTILINE)
#: Why a paper was read from a pasted BibTeX entry
BIBTEX_BLOCK = "a BibTeX entry in a code block"
#: A paragraph that is a BibTeX entry: "@article{Kodama_2001," opening it
_PASTED_ENTRY = re.compile(r"@(?:article|inproceedings|conference|misc|book|incollection|phdthesis|techreport)\s*\{\S",
                           re.IGNORECASE)
#: Blocks that may hold pasted BibTeX: a fenced code block, or an HTML block showing it
_CODE_BLOCKS = frozenset(["fence", "html_block", "code_block"])
_FENCE_LINE = re.compile(r"^\s*```\w*\s*$", re.MULTILINE)
_TAG = re.compile(r"<[^<>]{1,200}>")
#: The first line of a CSL YAML reference: "- id: cavada-cimatti-…", "- type: article-journal", "- title: …"
_CSL_START = re.compile(r"^-\s+(?:id|type|title|author):")
_ITEM = re.compile(r"^-\s")
_CORR_VOLUME = re.compile(r"abs/((?:\d{4}\.\d{4,5})|(?:[a-z-]+(?:\.[A-Z]{2})?/\d{7}))")
#: An acronym and year inside a long proceedings title ("…, cAV 2014, held as part of …": pandoc lowercased it)
_ACRONYM_EDITION = re.compile(r"\b([a-z]?[A-Z]{2,}[A-Za-z]*) ((?:19|20)\d\d)\b")
#: A container that is no venue ("PhD Thesis")
_NOT_VENUES = re.compile(r"\bthesis\b|\bdissertation\b", re.IGNORECASE)
#: CSL types that are no papers
_NOT_PAPERS = frozenset(["book", "webpage", "post", "post-weblog", "software", "dataset", "motion_picture"])
_YEAR = re.compile(r"(?:19|20)\d\d")
#: Fields besides the title that make a front-matter record a paper
_RECORD_FIELDS = ("authors", "venue", "url", "doi", "arxiv")
_RECORD_START = re.compile(r"^\s*-\s")


def fenced_bibtex(doc: Document, topics_at: dict[int, tuple[str, ...]]) -> list[Paper]:
    """One paper per BibTeX entry of the note's fenced code blocks, at the entry's own line.

    ``topics_at`` maps a token index to the topic headings enclosing it.

    >>> from kg.notes.read import parse
    >>> doc = parse("## NLP\\n```bibtex\\n@inproceedings{v17,\\n  title={Attention is all you need},\\n"
    ...             "  author={Vaswani, Ashish and Shazeer, Noam},\\n  year={2017}\\n}\\n```\\n", "n.md", "n")
    >>> [(p.title, p.year, p.mention.line, [a.name for a in p.authors]) for p in fenced_bibtex(doc, {})]
    [('Attention is all you need', 2017, 3, ['Ashish Vaswani', 'Noam Shazeer'])]
    """
    papers = []
    for i, tok in enumerate(doc.tokens):
        # (or pasted as a paragraph of its own, unfenced: "## [Helicity of Neutrinos](…pdf)" over
        # "@article{goldhaber1958helicity,\n  title={Helicity of neutrinos}, …")
        pasted = tok.type == "inline" and _PASTED_ENTRY.match(tok.content) is not None
        if not (tok.type in _CODE_BLOCKS or pasted) or tok.map is None or not _ENTRY.search(tok.content):
            continue
        first_line = tok.map[0] + (2 if tok.type == "fence" else 0 if pasted else 1)  # the line after the opening ```
        # A BibTeX box in HTML ("<blockquote>@article{Mitchell:17,<br />  title={…},<br />…"): the tags go
        content = html.unescape(_TAG.sub("", tok.content)) if tok.type == "html_block" else tok.content
        if tok.type == "code_block" and content.lstrip().startswith("```"):
            # a fence indented under a list item's "<details>" is read as indented code, its ``` lines kept
            content = _FENCE_LINE.sub("", content)
            first_line += 1
        for block in bibtexparser.parse_string(content).blocks:
            if isinstance(block, Entry):
                paper = entry_paper(block, doc.stem, Headers())
                topics = topics_at.get(i)
                paper = replace(
                    paper,
                    mention=Mention(doc.stem, first_line + (block.start_line or 0)),
                    topics=((topics,) if topics else ()) or paper.topics,
                    reason=BIBTEX_BLOCK,
                )
                papers.append(paper)
    return papers


def yaml_references(doc: Document) -> list[Paper]:
    """One paper per reference of the CSL YAML lists pasted between ``---`` lines (pandoc's citation format),
    at the reference's first line.

    >>> from kg.notes.read import parse
    >>> text = ("Intro.\\n\\n---\\n- id: bae-2013\\n  type: paper-conference\\n  author:\\n  - family: Bae\\n"
    ...         "    given: Kyungmin\\n  issued:\\n  - year: 2013\\n  title: Abstract logical model checking\\n"
    ...         "  container-title: Rewriting techniques and applications (RTA)\\n---\\n")
    >>> found = yaml_references(parse(text, "n.md", "n"))
    >>> [(p.title, p.year, p.mention.line, [a.name for a in p.authors]) for p in found]
    [('Abstract logical model checking', 2013, 4, ['Kyungmin Bae'])]
    """
    if "\n- " not in doc.text or "---" not in doc.text:
        return []
    lines = doc.text.splitlines()
    papers: list[Paper] = []
    i = 0
    while i < len(lines) - 1:
        if lines[i].strip() != "---" or not _CSL_START.match(lines[i + 1]):
            i += 1
            continue
        end = next((j for j in range(i + 1, len(lines)) if lines[j].strip() in ("---", "...")), len(lines))
        papers += _references(lines[i + 1 : end], i + 2, doc.stem)
        i = end + 1
    return papers


def _references(lines: list[str], first_line: int, stem: str) -> list[Paper]:
    """The papers of one CSL YAML list whose first line is ``first_line`` (1-based)."""
    starts = [k for k, line in enumerate(lines) if _ITEM.match(line)]
    papers = []
    for n, k in enumerate(starts):
        item = _load_item(lines[k : starts[n + 1] if n + 1 < len(starts) else len(lines)])
        line = first_line + k
        if not isinstance(item, dict) or not item.get("title") or str(item.get("type", "")) in _NOT_PAPERS:
            continue
        papers.append(_reference_paper(item, Mention(stem, line)))
    return papers


def _load_item(lines: list[str]) -> Any:
    """One reference of the list; a line YAML cannot read (a given name left without its key) is skipped."""
    for _ in range(len(lines)):
        try:
            loaded = yaml.safe_load("\n".join(lines))
        except yaml.MarkedYAMLError as err:
            mark = err.problem_mark or err.context_mark
            if mark is None or not 0 < mark.line <= len(lines):
                return None
            lines = lines[: mark.line - 1] + lines[mark.line :]  # the line before the error is the odd one
            continue
        except yaml.YAMLError:
            return None
        return loaded[0] if isinstance(loaded, list) and loaded else None
    return None


def _reference_paper(item: dict[str, Any], mention: Mention) -> Paper:
    """A CSL reference as a paper: title, ordered authors, year, venue (container title or event), ids."""
    names = [csl_name(a) for a in item.get("author") or () if isinstance(a, dict)]
    authors = tuple(Author(name, name) for name in names if name)
    issued = item.get("issued")
    year_text = str(issued.get("date-parts", issued) if isinstance(issued, dict) else issued or "")
    year = int(found.group(0)) if (found := _YEAR.search(year_text)) else None
    venue = None
    for key in ("container-title", "event", "collection-title", "event-title"):
        text = str(item.get(key) or "")
        if not text or _NOT_VENUES.search(text):
            continue
        if venue := named_venue(text, year):
            break
        if found := _ACRONYM_EDITION.search(text):
            acronym = found.group(1)
            venue = VenueEdition(acronym[0].upper() + acronym[1:], int(found.group(2)))
            break
    ids = {**text_ids(str(item.get("note") or "")), **other_ids(str(item.get("URL") or ""))}
    if doi := item.get("DOI"):
        ids["doi"] = str(doi).lower()
    arxiv = arxiv_id(str(item.get("URL") or "")) or ids.pop("arxiv", None)
    if not arxiv and (volume := _CORR_VOLUME.fullmatch(str(item.get("volume") or ""))):
        arxiv = volume.group(1)  # DBLP's arXiv entries: "container-title: CoRR", "volume: abs/cs/0604054"
    return Paper(
        mention=mention,
        title=bare_title(str(item["title"])),
        authors=authors,
        authors_complete=True if authors else None,
        year=year,
        venue=venue,
        arxiv_id=arxiv,
        ids=tuple(sorted((k, v) for k, v in ids.items() if k != "arxiv")),
        reason="a reference of a CSL YAML list",
    )


def front_matter_records(doc: Document) -> list[Paper]:
    """One paper per record of a list in the front matter whose records have a title and another paper field:
    a reading group's ``sessions: - title: … authors: … venue: "OSDI '24" link: …`` kept as Jekyll data.

    >>> from kg.notes.read import parse
    >>> text = ("---\\nsessions:\\n  - date: \\"09/04/2024\\"\\n"
    ...         "    title: \\"SquirrelFS: crash consistency (OSDI'24)\\"\\n"
    ...         "    authors: \\"Hayley LeBlanc, and James Bornholt, University of Texas at Austin\\"\\n"
    ...         "    venue: \\"OSDI '24\\"\\n---\\n")
    >>> found = front_matter_records(parse(text, "n.md", "n"))
    >>> [(p.title, [a.name for a in p.authors], p.venue.label, p.mention.line) for p in found]
    [('SquirrelFS: crash consistency', ['Hayley LeBlanc', 'James Bornholt'], 'OSDI 2024', 3)]
    """
    lists = [v for v in doc.front_matter.values() if isinstance(v, list) and v and all(isinstance(r, dict) for r in v)]
    papers: list[Paper] = []
    for value in doc.front_matter.values():  # ("bibtex: @article{lee2001paradox, title={A Paradox of Democracy}, …}")
        if isinstance(value, str) and value.lstrip().startswith("@") and "{" in value:
            entries = (b for b in bibtexparser.parse_string(value).blocks if isinstance(b, Entry))
            papers += [replace(entry_paper(e, doc.stem, Headers()), mention=Mention(doc.stem, 1)) for e in entries]
    lines = doc.text.splitlines()
    searched = 0
    for records in lists:
        for record in records:
            title = front_matter_value(record, "title")
            if not isinstance(title, str) or not any(front_matter_value(record, k) for k in _RECORD_FIELDS):
                continue
            searched, line = _record_line(lines, title, searched)
            papers.append(_record_paper(record, title, Mention(doc.stem, line)))
    return papers


def _record_line(lines: list[str], title: str, start: int) -> tuple[int, int]:
    """The 1-based line where the record holding ``title`` starts (its "- " line), searching from ``start``."""
    at = next((k for k in range(start, len(lines)) if title[:40] in lines[k]), None)
    if at is None:
        return start, start + 1
    first = next((k for k in range(at, -1, -1) if _RECORD_START.match(lines[k])), at)
    return at + 1, first + 1


def _record_paper(record: dict[str, Any], title: str, mention: Mention) -> Paper:
    """A front-matter record as a paper: its title (a venue tag after it taken off), authors, venue, year, ids."""
    tagged = venue_tag(title)
    venue_text = str(front_matter_value(record, "venue") or "")
    year_value = front_matter_value(record, "year")
    year = int(found.group(0)) if (found := _YEAR.search(str(year_value or ""))) else None
    venue = tag_edition(venue_text) or named_venue(venue_text, year) if venue_text else None
    venue = venue or (tagged[1] if tagged else None)
    link = str(front_matter_value(record, "url") or "")
    ids = other_ids(link)
    return Paper(
        mention=mention,
        title=bare_title(tagged[0] if tagged else title),
        authors=names_with_affiliations(str(front_matter_value(record, "authors") or "")),
        year=year or (venue.year if venue else None),
        venue=venue,
        arxiv_id=arxiv_id(link),
        ids=tuple(sorted(ids.items())),
        reason="a record of a list in the front matter",
    )
