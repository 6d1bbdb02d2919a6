"""BibTeX files next to the notes (``*.bib``), e.g. the scraper output that made a note's cite keys.

    % ---------------------------
    % ICLR 2025 Poster
    % ---------------------------

    % unsupervised, self-supervised, semi-supervised, and supervised representation learning

    @inproceedings{LunHuang2025ICLR,
      title = {"{SSOLE}{:} Rethinking Orthogonal Low-rank Embedding for Self-Supervised Learning"},
      author = {Lun Huang and Qiang Qiu and Guillermo Sapiro},
      booktitle = {The Thirteenth International Conference on Learning Representations},
      year = {2025},
      url = {https://openreview.net/forum?id=zBgiCWCxJB},
    }

Every entry is one paper, with the entry key as its cite key (so a note citing
``[LunHuang2025ICLR](...)`` and this file name the same paper). ``%`` comment
lines between entries are section headers: a presentation type ("ICLR 2025
Poster", "NeurIPS 2024 oral", "CVPR 2025 Highlight") is not a topic but how the
paper was presented, so it becomes a flag (``"Poster"``); any other one-line
header ("% reinforcement_learning") is the topic of the entries that follow,
with underscores read as spaces. Entries bibtexparser cannot read become skips.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from functools import lru_cache

import bibtexparser
from bibtexparser.library import Library
from bibtexparser.middlewares import LatexDecodingMiddleware
from bibtexparser.middlewares.names import parse_single_name_into_parts, split_multiple_persons_names
from bibtexparser.model import DuplicateBlockKeyBlock, Entry, Field, ImplicitComment, ParsingFailedBlock

from kg.ids import arxiv_id, openreview_id, other_ids
from kg.notes.cite import drop_title_prefix, printed_venue
from kg.notes.datafiles import load_json
from kg.notes.extract import Format, register
from kg.notes.read import Document
from kg.notes.venues import canonical_series, find_edition, named_series
from kg.records import Author, Extraction, LinkRole, Mention, Paper, Skip, VenueEdition

# A block bibtexparser cannot read becomes a skip with its line (below), not the library's two-line warning.
logging.getLogger("bibtexparser").setLevel(logging.ERROR)

_ENTRY_START = re.compile(r"^@\w+\s*\{", re.MULTILINE)
#: Markdown structure a BibTeX file does not have; a note made of these is not a .bib.
_MARKDOWN_BLOCKS = frozenset(
    {"heading_open", "bullet_list_open", "ordered_list_open", "blockquote_open", "table_open", "fence", "html_block"}
)
#: Share of entry starts among entry starts plus markdown blocks from which a document is BibTeX.
_MOSTLY = 0.9
_PRESENTATION = re.compile(r"^(?:\S+\s+(?:19|20)\d\d\s+)?(oral|spotlight|poster|highlight)s?$", re.IGNORECASE)
_RULE = re.compile(r"^[-=*#~_\s]*$")
_KEY_VENUE = re.compile(r"((?:19|20)\d\d)([A-Za-z]+)$")
_YEAR = re.compile(r"(?:19|20)\d\d")
_RAW_KEY = re.compile(r"@\w+\s*\{\s*([^,\s]+)")
_LIST_SPLIT = re.compile(r"\s*[,;]\s*")
_AND = re.compile(r"\s+and\s+", re.IGNORECASE)

# The library's own LaTeX decoder, applied string by string: decoding whole
# entries is slow on a large file, and few of its strings contain a macro at all.
_LATEX = LatexDecodingMiddleware()
# pylatexenc renders \textasciicircum as U+02C6 (modifier letter), titles mean "^".
_LATEX_FIXES = str.maketrans({"\u02c6": "^"})


def decode_latex(text: str) -> str:
    """Unicode text of a BibTeX value: LaTeX macros decoded, grouping braces dropped, spaces collapsed.

    >>> decode_latex(r"Bj{\\"o}rn Sch\\"olkopf")
    'Björn Schölkopf'
    >>> decode_latex("{SSOLE}{:} Rethinking  {O}rthogonal")
    'SSOLE: Rethinking Orthogonal'
    >>> decode_latex(r"\\${\\textbackslash}mathbb\\{X\\}\\$-Sample Loss")
    '$\\\\mathbb{X}$-Sample Loss'
    """
    if "\\" not in text:
        return " ".join(text.replace("{", "").replace("}", "").split())
    # The middleware works on entries: wrap the string in a one-field entry.
    block = _LATEX.transform_entry(Entry("misc", "_", [Field("_", text)]), Library())
    if not isinstance(block, Entry):  # undecodable LaTeX (a ParsingFailedBlock): keep the text, minus braces
        return " ".join(text.replace("{", "").replace("}", "").split())
    return " ".join(str(block.fields_dict["_"].value).translate(_LATEX_FIXES).split())


def clean_title(value: str | None) -> str | None:
    """A title field as displayed: decoded, without the quotes some scrapers wrap around it.

    >>> clean_title('"{SSOLE}{:} Rethinking Orthogonal Low-rank Embedding"')
    'SSOLE: Rethinking Orthogonal Low-rank Embedding'
    >>> clean_title("  ") is None, clean_title("Logistic regression.")
    (True, 'Logistic regression')
    """
    if value is None:
        return None
    text = decode_latex(value)
    if len(text) >= 2 and text[0] == text[-1] == '"':
        text = text[1:-1].strip()
    text = drop_title_prefix(text)  # Zotero keeps an arXiv page's title: "[2603.10469] DepthCache: …"
    if text.endswith(".") and not text.endswith("..") and text[-2:-1].isalpha():
        text = text[:-1]  # Google Scholar's "title={Logistic regression.}": the sentence's stop, not the title's
    return text or None


def parse_author(name: str) -> Author:
    """One BibTeX name: ``raw`` as written (decoded), ``name`` first name first.

    >>> parse_author(r"M\\"uller, Andreas")
    Author(name='Andreas Müller', raw='Müller, Andreas')
    >>> parse_author("von Kügelgen, Jr, Julius").name
    'Julius von Kügelgen Jr'
    >>> parse_author("Yiyang Liu")
    Author(name='Yiyang Liu', raw='Yiyang Liu')
    """
    raw = decode_latex(name)
    if "," not in name:
        return Author(name=raw, raw=raw)
    try:
        display = parse_single_name_into_parts(name).merge_first_name_first
    except ValueError:  # more commas than BibTeX allows: keep the name as written
        return Author(name=raw, raw=raw)
    return Author(name=decode_latex(display) or raw, raw=raw)


def parse_authors(field: str | None) -> tuple[tuple[Author, ...], bool | None]:
    """Ordered authors of an ``author`` field and whether the list is complete (no "and others").

    >>> authors, complete = parse_authors("Xiao, Yichen and Wang, Shuai and others")
    >>> [a.name for a in authors], complete
    (['Yichen Xiao', 'Shuai Wang'], False)
    >>> parse_authors("")
    ((), None)
    """
    field = " ".join((field or "").split())
    # Without braces or escapes no "and" can be protected: a regex split is the same, and faster.
    names = split_multiple_persons_names(field) if "{" in field or "\\" in field else _AND.split(field)
    names = [n for n in names if n.strip()]
    if not names:
        return (), None
    complete = names[-1].strip().lower() != "others"
    authors = tuple(parse_author(n) for n in (names if complete else names[:-1]))
    return tuple(a for a in authors if a.name), complete


@lru_cache(maxsize=1)
def _venue_names() -> tuple[tuple[str, str], ...]:
    """(lower-cased full conference name, series) pairs, longest name first."""
    table = load_json("data/bib_venues.json")
    pairs = ((" ".join(name.lower().split()), series) for name, series in table["names"].items())
    return tuple(sorted(pairs, key=lambda pair: (-len(pair[0]), pair[0])))


@lru_cache(maxsize=256)
def _series_named(text: str) -> str | None:
    """The series whose full name the text contains (files repeat one booktitle thousands of times)."""
    lowered = text.lower()
    return next((series for full, series in _venue_names() if full in lowered), None)


_PRINTED_VENUE_FIELDS = ("journal", "journaltitle", "booktitle")


def venue_of(fields: dict[str, str], key: str, year: int | None) -> VenueEdition | None:
    """The venue edition from booktitle/journal/series, else from a ``...2025ICLR`` key suffix.

    Workshop proceedings name their host conference but are not it: no venue.

    >>> venue_of({"booktitle": "The Thirteenth International Conference on Learning Representations"}, "k", 2025)
    VenueEdition(series='ICLR', year=2025)
    >>> venue_of({}, "ChuntingZhou2025ICLR", None)
    VenueEdition(series='ICLR', year=2025)
    >>> venue_of({"booktitle": "ICLR 2025 Workshop on Foundation Models"}, "X2025ICLR", 2025) is None
    True
    >>> venue_of({"booktitle": "2019 International Joint Conference on Neural Networks (IJCNN)"}, "k", 2019)
    VenueEdition(series='IJCNN', year=2019)
    >>> venue_of({"eprint": "1602.07576", "archiveprefix": "arXiv"}, "cohen2016group", 2016)
    VenueEdition(series='arXiv', year=2016)
    >>> venue_of({"journal": "arXiv preprint arXiv:1409.1556"}, "simonyan2014very", 2014)
    VenueEdition(series='arXiv', year=2014)
    """
    for name in ("booktitle", "journal", "journaltitle", "eventtitle", "series"):
        text = decode_latex(fields.get(name, ""))
        if not text:
            continue
        if "workshop" in text.lower():
            return None
        if year is not None and _ARXIV_JOURNAL.match(text):
            return VenueEdition("arXiv", year)  # Google Scholar's "journal={arXiv preprint arXiv:1409.1556}"
        if year is not None and (series := _series_named(text)) is not None:
            return VenueEdition(series, year)
        if (edition := find_edition(text)) is not None:
            return edition
    match = _KEY_VENUE.search(key)
    if match and (edition := find_edition(f"{match.group(2)} {match.group(1)}")):
        return edition
    if year is not None and not any(fields.get(name) for name in ("booktitle", "journal", "journaltitle")):
        prefix = (fields.get("archiveprefix") or fields.get("eprinttype") or "").casefold()
        if prefix == "arxiv":  # "@misc{…, eprint={1602.07576}, archivePrefix={arXiv}}": a preprint
            return VenueEdition("arXiv", year)
    # A venue the table does not know, as printed (its short name in brackets first): "2019 International Joint
    # Conference on Neural Networks (IJCNN)", "International Journal of Data Science and Analytics"
    printed = next((t for name in _PRINTED_VENUE_FIELDS if (t := decode_latex(fields.get(name, "")))), "")
    # (or the whole field as written, a known venue in any case: Google Scholar's "journal={nature}")
    named = printed_venue(printed) or named_series(printed) if printed and year is not None else None
    return VenueEdition(canonical_series(named), year) if named and year is not None else None


def _year(fields: dict[str, str], key: str) -> int | None:
    # biblatex (Zotero's Better BibTeX) writes ``date = {2019-10-23}`` where BibTeX writes ``year``
    match = _YEAR.search(fields.get("year", "") or fields.get("date", "")) or _KEY_VENUE.search(key)
    return int(match.group(0)[:4]) if match else None


@dataclass(frozen=True)
class Headers:
    """The ``%`` section headers in force: presentation type and topic (as printed and as shown)."""

    presentation: str | None = None
    topic_raw: str | None = None

    @property
    def topic(self) -> str | None:
        """The topic label, underscores read as spaces.

        >>> Headers(topic_raw="human-AI_interaction").topic
        'human-AI interaction'
        """
        return " ".join(self.topic_raw.replace("_", " ").split()) if self.topic_raw else None


def read_headers(comment: str, current: Headers) -> Headers:
    """The headers in force after one comment block between entries.

    A presentation header resets the topic; a block with exactly one other
    ``%`` line sets it; longer comment blocks are prose and change nothing.

    >>> h = read_headers("% ------\\n% ICLR 2025 Poster\\n% ------\\n\\n% reinforcement learning", Headers())
    >>> h.presentation, h.topic
    ('Poster', 'reinforcement learning')
    >>> read_headers("% NeurIPS 2024 oral", h)
    Headers(presentation='Oral', topic_raw=None)
    """
    presentation, topic = current.presentation, current.topic_raw
    texts = []
    for line in comment.splitlines():
        line = line.strip()
        if not line.startswith("%"):
            continue
        text = line.lstrip("%").strip()
        if _RULE.match(text):
            continue
        if match := _PRESENTATION.match(text):
            presentation, topic = match.group(1).capitalize(), None
        else:
            texts.append(text)
    if len(texts) == 1:
        topic = texts[0]
    return Headers(presentation, topic)


def _links(fields: dict[str, str]) -> tuple[tuple[LinkRole, str], ...]:
    links = []
    url = fields.get("url", "").strip()
    if url and not (openreview_id(url) or arxiv_id(url)):
        links.append((LinkRole.PAGE, url))
    if doi := fields.get("doi", "").strip():
        links.append((LinkRole.PAGE, doi if doi.startswith("http") else f"https://doi.org/{doi}"))
    if (pdf := fields.get("pdf", "").strip()).startswith("http"):
        links.append((LinkRole.PDF, pdf))
    return tuple(links)


def _ids(fields: dict[str, str]) -> tuple[tuple[str, str], ...]:
    """DOI and the other ids of the ``doi`` field (bare or a URL), of the ``url`` field and of DBLP's ``biburl``."""
    found: dict[str, str] = {}
    for value in (fields.get("doi", "").strip(), fields.get("url", "").strip(), fields.get("biburl", "").strip()):
        address = f"https://doi.org/{value}" if value.startswith("10.") else value
        for kind, key in other_ids(address).items():
            found.setdefault(kind, key)
    return tuple(sorted(found.items()))


#: A journal field that is an arXiv preprint, its id after it: "arXiv preprint arXiv:1409.1556", "ArXiv e-prints".
_ARXIV_JOURNAL = re.compile(r"\s*arxiv(?:\s+preprint|\s+e-prints)?(?:\s+arxiv:\s*(\S+))?\s*$", re.IGNORECASE)


def _arxiv(fields: dict[str, str]) -> str | None:
    if found := arxiv_id(fields.get("url", "")):
        return found
    if (printed := _ARXIV_JOURNAL.match(fields.get("journal", ""))) and printed.group(1):
        return arxiv_id(f"https://arxiv.org/abs/{printed.group(1)}")
    prefix = (fields.get("archiveprefix") or fields.get("eprinttype") or "arxiv").lower()
    eprint = fields.get("eprint", "").strip()
    return arxiv_id(f"https://arxiv.org/abs/{eprint}") if eprint and prefix == "arxiv" else None


def _split_list(value: str | None) -> tuple[str, ...]:
    return tuple(item for item in (decode_latex(p) for p in _LIST_SPLIT.split(value or "")) if item)


def entry_paper(entry: Entry, stem: str, headers: Headers) -> Paper:
    """The paper one entry describes, under the headers in force."""
    fields = {f.key.lower(): str(f.value) for f in entry.fields}
    authors, complete = parse_authors(fields.get("author"))
    year = _year(fields, entry.key)
    flags = [headers.presentation] if headers.presentation else []
    tags = []
    # The scraper repeats the headers in a `tags` field ("NeurIPS 2024 poster, safety_in_machine_learning").
    for tag in _split_list(fields.get("tags")):
        if match := _PRESENTATION.match(tag):
            flags.append(match.group(1).capitalize())
        elif tag != headers.topic_raw and tag != headers.topic:
            tags.append(tag)
    topic = headers.topic
    abstract = decode_latex(fields.get("abstract", "")) or None
    return Paper(
        mention=Mention(stem, (entry.start_line or 0) + 1),
        title=clean_title(fields.get("title")),
        authors=authors,
        authors_complete=complete,
        year=year,
        venue=venue_of(fields, entry.key, year),
        openreview_id=openreview_id(fields.get("url", "")),
        arxiv_id=_arxiv(fields),
        ids=_ids(fields),
        cite_key=entry.key,
        topics=((topic,),) if topic else (),
        keywords=_split_list(fields.get("keywords")),
        tags=tuple(dict.fromkeys(tags)),
        flags=tuple(dict.fromkeys(flags)),
        abstract=abstract,
        links=_links(fields),
    )


def field_entry(text: str, stem: str) -> Paper | None:
    """The paper of the first entry a BibTeX string holds (a note's ``bibtex:`` field), or None.

    >>> paper = field_entry("@article{DBLP:journals/corr/abs-1811-04551, title = {Learning Latent Dynamics for "
    ...                     "Planning from Pixels}, journal = {CoRR}, year = {2018}, eprinttype = {arXiv}, "
    ...                     "eprint = {1811.04551}}", "n")
    >>> paper.title, paper.year, paper.arxiv_id
    ('Learning Latent Dynamics for Planning from Pixels', 2018, '1811.04551')
    """
    entry = next((b for b in bibtexparser.parse_string(text).blocks if isinstance(b, Entry)), None)
    return entry_paper(entry, stem, Headers()) if entry is not None else None


def failed_skip(block: ParsingFailedBlock, stem: str) -> Skip:
    """A skip record for a block bibtexparser could not read."""
    line = (block.start_line or 0) + 1
    if isinstance(block, DuplicateBlockKeyBlock):
        return Skip(Mention(stem, line), f"duplicate BibTeX key {block.key!r}: only the first entry is kept")
    match = _RAW_KEY.match(block.raw or "")
    error = block.error
    detail = getattr(error, "abort_reason", None) or str(error) or type(error).__name__
    what = f"BibTeX entry {match.group(1)!r}" if match else "BibTeX block"
    return Skip(Mention(stem, line), f"{what} not parsed: {' '.join(str(detail).split())}")


def bibtex_share(doc: Document) -> float:
    """Share of BibTeX entry starts among entry starts and markdown blocks (entries in code fences excluded).

    >>> from kg.notes.read import parse
    >>> bibtex_share(parse("@article{a, title={T}}\\n\\n@misc{b, title={U}}\\n", "r.bib", "r"))
    1.0
    >>> bibtex_share(parse("# Notes\\n\\n```bibtex\\n@article{a, title={T}}\\n```\\n", "n.md", "n"))
    0.0
    """
    entries = len(_ENTRY_START.findall(doc.text))
    entries -= sum(len(_ENTRY_START.findall(t.content)) for t in doc.tokens if t.type == "fence")
    if entries <= 0:
        return 0.0
    markdown = sum(1 for t in doc.tokens if t.type in _MARKDOWN_BLOCKS)
    return entries / (entries + markdown)


@register
class BibTeX(Format, name="bibtex", version="1", syntax="bibtex"):
    """A ``.bib`` file: one paper per entry, topics and presentation types from ``%`` headers."""

    def detect(self, doc: Document) -> float:
        return 1.0 if bibtex_share(doc) >= _MOSTLY else 0.0

    def extract(self, doc: Document) -> Extraction:
        library = bibtexparser.parse_string(doc.text)
        headers = Headers()
        papers: list[Paper] = []
        skipped: list[Skip] = []
        for block in library.blocks:  # file order: headers apply to the entries after them
            if isinstance(block, ParsingFailedBlock):
                skipped.append(failed_skip(block, doc.stem))
            elif isinstance(block, ImplicitComment):
                headers = read_headers(block.comment, headers)
            elif isinstance(block, Entry):
                papers.append(entry_paper(block, doc.stem, headers))
        return Extraction(doc.stem, doc.path, doc.title, self.name, tuple(papers), skipped=tuple(skipped))
