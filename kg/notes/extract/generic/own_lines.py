"""What an entry's own lines print beside its title, read piece by piece when no layout's reader took it.

Lists put a byline, a venue and the title's own parts around a linked or bold title in many ways ("[Title](…),
Czaja and Li.", "[Title](…)" over "    *  Lin et. al.", "Alex Wang et al., Sep 2018 version, ICLR 2019", "[Alpa](…) :
Automating …", "Zaharia et al. (2012) — *Resilient Distributed Datasets* (Spark)"). Rather than one rule per way,
the entry's own text is cut at the marks that part fields and each piece is tried for what it can be: a list of
names (two or more, "et al.", or one whole name set apart), a venue the table knows, or the rest of a title.
"""

from __future__ import annotations

import re
from collections import Counter

from kg.keys import fold
from kg.notes.cite import names_then_edition, one_surname, organisation_words, split_authors, tag_edition
from kg.notes.extract.generic.blocks import Block
from kg.notes.extract.generic.drafts import Draft
from kg.notes.extract.generic.segments import Line
from kg.notes.extract.generic.titles import is_generic_link_text, is_title_like
from kg.notes.extract.generic.words import tokens_of, word_set
from kg.notes.venues import MONTH_NAME, canonical_series, find_series, full_year, is_venue_name
from kg.records import Author, VenueEdition

#: Marks that part an entry's fields: dashes and bars set apart by spaces, brackets, a sentence's stop (not "et." of
#: "et. al.", and after a year too: "… CVPR 2022. Yang, Li, et al. CAS."), a colon, a line break's spaces.
_FIELD_MARKS = re.compile(
    r"\s+[-–—|]+\s+|[|•()\[\]]|(?<!\bet)(?:(?<=[a-z]{2})|(?<=(?:19|20)\d\d))\.\s+|[:：]\s+|\s{2,}"
)
#: Marks that part names in a byline as commas do: "Quoc Le - Tomas Mikolov", "Ben Peters | Vlad Niculae"
_NAME_MARKS = re.compile(r"\s+[-–—|·]\s+")
#: Emphasis markers and edge punctuation around a piece.
_EDGES = " \t,;.:*_~`'\"“”‘’"
#: "by" opening a piece: "by Brumley and Boneh"
_BY = re.compile(r"^(?:by|By)\s+")
#: A label before a colon: "Presenter:", "Discussion leaders："
_LABEL = re.compile(r"([^\W\d_][\w ]{1,30}?)\s*[:：]")
#: Particles a name may hold in lower case: "Aaron van den Oord", "Luis de la Torre"
_PARTICLES = frozenset(
    {"van", "von", "den", "der", "de", "del", "della", "di", "da", "dos", "du", "la", "le", "bin", "ben", "y", "e"}
)
#: Three capitals in a row: an acronym, no name ("AWS", "QEC", "LLM")
_CAPITALS = re.compile(r"[A-Z]{3}")
#: A lower-case letter before a capital: two words glued ("ZhangJunhui"), or a name spelt so ("LeCun", "McDonald")
_GLUED = re.compile(r"[a-z][A-Z]")
#: How names spelt with a capital inside begin: "McDonald", "LeCun", "DeWitt", "VanLehn"
_NAME_PREFIXES = "Mc|Mac|De|Le|La|Di|Du|Van|Von"
_NAME_PREFIX = re.compile(rf"(?:{_NAME_PREFIXES})[A-Z]")
#: A name with a capital inside it, as a product's is ("BiSkip", "BiCVM"), not a person's ("McDonald", "LeCun")
_INNER_CAPITAL = re.compile(rf"^(?!{_NAME_PREFIXES})[A-Z][a-z]+[A-Z]")
#: Marks that part a venue from the fields beside it: those of a byline, and commas and emphasis
_VENUE_MARKS = re.compile(rf"{_FIELD_MARKS.pattern}|,\s+|\*\*|__|(?<!\w)[*_](?!\w)|`")
#: "In" before a venue: "In **arXiv**", "In Proc. ICML"
_IN = re.compile(r"^(?:In|in|published in|Published in|accepted (?:at|to|by))\s*:?\s+")
_DIGITS_ONLY = re.compile(r"[\d\s.,:;()/-]+")
#: A preprint on arXiv as a field: "arXiv preprint arXiv:1911.02150" (an id alone, "arXiv:1907.09528v2", is no venue)
_ARXIV_FIELD = re.compile(r"arxiv\s+preprint\b", re.IGNORECASE)
#: A venue's acronym a tag may print with its year though the venue table lacks it: "DCASE", "PPPJ"
_ACRONYM = re.compile(r"[A-Z][A-Za-z]*[A-Z]")
#: A journal's volume and pages, or an id, after its name: "Cell 180, 373–386", "arXiv:2104.13921", "NN'93"
_NUMBERS_AFTER = re.compile(r"(?:[\s,:']+|(?<=[a-z])(?=\d))[\d\s,.:;()/–-]*(?:v\d+)?$", re.IGNORECASE)
#: A sentence's stop inside a piece, after a word ("et al." and "et. al." excepted)
_INNER_STOP = re.compile(r"(?<=[a-z]{2})(?<!\bal)(?<!\bet)\.\s")
#: A venue tag in brackets closing a byline: "Or Lotan (CVPR-16)"
_TAG_AFTER = re.compile(r"\s*[(\[][^()\[\]]{2,20}[)\]]\s*\.?\s*$")
#: How much of a title finds it on its line.
_TITLE_START = 20
#: The most words a person's name has ("Andrea C. Arpaci-Dusseau", "Luis de la Torre Ruiz").
_NAME_WORDS = 5
#: The lines read after the entry's own: a byline wrapped or set on the next line.
_LINES = 3


def names_near(
    block: Block, draft: Draft, under: Block | None = None, shared: bool = False
) -> tuple[tuple[Author, ...], bool] | None:
    """The byline on an entry's own lines (its line and the two after it in its block, then the sub-item ``under``
    it; its line alone when the block is ``shared`` by other entries, whose lines those are), or None.

    >>> from kg.notes.extract.generic.segments import Line, Seg
    >>> line = Line(0, [Seg("Analysis of Scattering", "https://x.org/a"), Seg(", Czaja and Li.")])
    >>> [a.name for a in names_near(Block("item", 3, (), [line]), Draft(0, 3, "Analysis of Scattering"))[0]]
    ['Czaja', 'Li']
    """
    title = fold(draft.title or "")
    for k, line in enumerate(_own_lines(block, draft, under, 1 if shared else _LINES)):
        plain = [seg.text for seg in line.segs if seg.href is None]
        if any(_presenting(text) for text in plain):
            continue  # "* Presenter: Xiangyun Ding, Jing Li": who presents it, not who wrote it
        # the names parted by dashes or bars as a whole ("**Quoc Le - Tomas Mikolov**"); one whole name alone on a
        # line under the title ("Dean Jacobs.", "Satyanarayanan, M.<br>", "Or Lotan (CVPR-16)")
        whole = _NAME_MARKS.sub(", ", " ".join(plain))
        alone = k > 0 and not any(seg.href for seg in line.segs)
        found = _byline(_TAG_AFTER.sub("", whole), title, alone)
        if found is not None and (alone or len(found[0]) >= 2):
            return found
        for span in (*line.bold, *line.italic):  # "**Quoc Le - Tomas Mikolov**", "*Rasha Kashef*" under the title
            if (found := _byline(_NAME_MARKS.sub(", ", span), title, set_apart=k > 0)) is not None:
                return found
        for bracket in _BRACKET.findall(" ".join(plain)) if k == 0 else ():
            # "[A Primer in BERTology: …](…) (Anna Rogers, TACL 2020)": the first author, then the venue edition
            if signed := names_then_edition(bracket):
                return signed[0]
        shown = _shown(line)
        before = shown.find(draft.title[:_TITLE_START]) if k == 0 and draft.title else -1
        for text in plain:
            for piece in (text, *_FIELD_MARKS.split(text)):
                # (one whole name before the title: "Henk Barendregt. **Introduction to Generalized Type Systems**")
                leading = 0 <= shown.find(piece) < before and piece.rstrip().endswith((".", ","))
                if (found := _byline(piece, title, leading)) is not None:
                    return found
    return None


#: A bracket after an entry's title: "(Anna Rogers, TACL 2020)"
_BRACKET = re.compile(r"\(([^()]{4,80})\)")


def venue_near(block: Block, draft: Draft, under: Block | None = None) -> VenueEdition | str | None:
    """The venue printed on an entry's own lines as a field of its own (an edition, "ICLR 2019", "(ICLR Workshop
    2017)"; or a venue's name alone, "Communications of the ACM", "In **arXiv**"): an edition, a series, or None.

    >>> from kg.notes.extract.generic.segments import Line, Seg
    >>> lines = [Line(0, [Seg("GLUE: A Benchmark", "https://x.org/a")]), Line(1, [Seg("Alex Wang et al., ICLR 2019")])]
    >>> venue_near(Block("item", 3, (), lines), Draft(0, 3, "GLUE: A Benchmark"))
    VenueEdition(series='ICLR', year=2019)
    """
    title = fold(draft.title or "")
    for line in _own_lines(block, draft, under):
        for text in (seg.text for seg in line.segs if seg.href is None):
            if _presenting(text):
                break
            for piece in _VENUE_MARKS.split(text):
                piece = _IN.sub("", piece.strip(_EDGES)).strip(_EDGES)
                if len(piece) < 2 or (title and fold(piece) in title) or _DIGITS_ONLY.fullmatch(piece):
                    continue
                # "ISMM '06", "TGRS 2024", not a name and a year ("Fraser C W 1989", "T. Yu 2019")
                edition = tag_edition(piece)
                if edition and (find_series(edition.series) or _ACRONYM.fullmatch(edition.series)):
                    return edition
                if _ARXIV_FIELD.match(piece):
                    return "arXiv"  # "arXiv preprint arXiv:1911.02150" as a field of its own
                bare = _NUMBERS_AFTER.sub("", piece)  # "Cell 180, 373–386", "NN'93"
                if (series := find_series(piece)) and (fold(series) == fold(bare) or is_venue_name(piece)) and (
                    series != "arXiv" or ":" not in piece  # (an arXiv id alone, "arXiv:1907.09528v2", is no venue)
                ):
                    return series  # "Communications of the ACM", "In **arXiv**", not "Population Genetics"
    return None


def _own_lines(block: Block, draft: Draft, under: Block | None, lines: int = _LINES) -> list[Line]:
    """An entry's own lines: its line and the two after it in its block, then the first of the sub-item under it; in
    a table's row, the lines of the cell that holds its title ("| Monday, 10/1 | … | Lindsey | Seth Gilbert and Nancy
    Lynch, [Brewer's Conjecture …](….pdf) |": not the presenter's cell)."""
    if block.kind == "row":
        start = (draft.title or "")[:_TITLE_START]
        return next((cell for cell in block.cells if start and any(start in _shown(ln) for ln in cell)), [])
    own = [line for line in block.lines if 0 <= block.line + line.offset - draft.line < lines]
    return [*own, *(under.lines[:1] if under is not None else ())]


def _shown(line: Line) -> str:
    """A line's text as shown, links' texts and all."""
    return "".join(seg.text for seg in line.segs)


def _presenting(text: str) -> bool:
    """Whether a line's text labels who presents or leads a meeting's paper: "Presenters: **Difan Zou**, …"."""
    return any(" ".join(tokens_of(label)) in word_set("presenter_headers") for label in _LABEL.findall(text))


def _person(name: str) -> bool:
    """Whether a name reads as a person's: each word capitalised (particles aside), no word in capitals of three
    letters or more ("AWS", "QEC"), no word of two names glued ("ZhangJunhui"), no abbreviation ("Univ")."""
    if name.split()[:1] in (["A"], ["An"], ["The"]):
        return False  # "A Tropical Geometry Perspective": an article opens a title, not a name
    for word in name.split():
        if not word.isascii():
            continue  # (a name in Chinese or accented letters is taken as split_authors read it)
        if word.casefold() in _PARTICLES or (word.isupper() and len(word.replace(".", "").replace("-", "")) <= 2):
            continue  # (a particle or initials: "van", "J.", "PG")
        glued = (_GLUED.search(word) and not _NAME_PREFIX.match(word)) or ".-" in word  # (nor "U.S.-Born")
        if not word[:1].isupper() or _CAPITALS.search(word) or glued:
            return False
        if word.rstrip(".") in organisation_words():
            return False
    return True


def _byline(piece: str, title: str, set_apart: bool = False) -> tuple[tuple[Author, ...], bool] | None:
    """A piece of an entry's text read as its byline: two names or more, "et al.", or one whole name after "by" or
    ``set_apart`` (alone on its line, in italics, or before the title)."""
    text = piece.strip(_EDGES)
    if by := _BY.match(text):
        text = text[by.end() :].strip(_EDGES)
    if len(text) < 2 or (title and (fold(text) in title)) or find_series(text) or _INNER_STOP.search(text):
        return None  # (nor a name and a title's first words: "Thomas Johnsson. Lambda Lifting")
    parsed = split_authors(text)
    if parsed is None and text.endswith("."):
        parsed = split_authors(text[:-1])
    if parsed is None:
        return None
    authors, complete = parsed
    one = authors[0].name
    if all(" " not in a.name for a in authors) and any(_INNER_CAPITAL.match(a.name) for a in authors):
        return None  # "(BiSkip, BiCVM, BiCCA, BiVCD)": models, not surnames
    if not all(_person(a.name) for a in authors):
        return None  # "Stanford Univ.", "Rice & AWS", "Yifan ZhangJunhui Hou", "experiments running Steane type QEC"
    whole = " " in one and any(c.islower() for c in one)
    if len(authors) >= 2 or (any(c.islower() for c in one) and not complete) or (whole and (by or set_apart)):
        return parsed
    return None


def cut_title_bylines(drafts: list[Draft]) -> None:
    """Titles read with their bylines ("Henk Barendregt. Introduction to Generalized Type Systems", "Let Over Lambda
    by Doug Hoyte"): the names cut off, the entry's authors when it has none. A cut is sure when the names have an
    initial or "et al."; any other is made only when it is the document's habit (a share of its unsigned titles cut
    alike), since a title's own words may read as names ("… by Watching Frozen People", "Explore, Exploit, and
    Explain").

    >>> drafts = [Draft(0, 1, "K. P. Murphy. Machine Learning: A Probabilistic Perspective"), Draft(1, 2, "Deep")]
    >>> cut_title_bylines(drafts)
    >>> drafts[0].title, [a.name for a in drafts[0].authors]
    ('Machine Learning: A Probabilistic Perspective', ['K. P. Murphy'])
    """
    cuts = {id(d): cut for d in drafts if d.title and (cut := _title_byline(d.title)) is not None}
    habits = Counter(cut[3] for cut in cuts.values())
    unsigned = sum(1 for d in drafts if d.title and not d.authors)  # (those signed elsewhere show no habit)
    for d in drafts:
        if (cut := cuts.get(id(d))) is None:
            continue
        rest, authors, complete, habit, year, journal = cut
        # (names and a year after a title are a short citation: "A Guide for Making … Explainable. _Molnar 2019_")
        sure = not complete or any(_INITIAL.search(a.name) for a in authors) or bool(year and len(authors) >= 2)
        if (sure and ":" not in habit[1]) or habits[habit] >= max(_HABIT_TITLES, _HABIT_SHARE * unsigned):
            d.title, d.year = rest, d.year or year
            d.authors, d.complete = (d.authors, d.complete) if d.authors else (authors, complete)
            if journal and d.venue is None and d.year:
                d.venue = VenueEdition(canonical_series(journal), d.year)


def _title_byline(
    title: str,
) -> tuple[str, tuple[Author, ...], bool, tuple[str, str], int | None, str | None] | None:
    """A title read with its byline before or after it, parted by a stop, a dash, a colon, a comma or "by": the
    title without it, the names, whether they are all, how they were cut (the side and the mark), the year the
    names carry ("… Explainable. Molnar 2019") and the journal after it ("Haiman, Mohr & Holder 2001, ApJ - …").

    >>> _title_byline("Henk Barendregt. Introduction to Generalized Type Systems")[0]
    'Introduction to Generalized Type Systems'
    >>> _title_byline("Auto-Encoding Variational Bayes - Kingma and Welling")[3]
    ('after', '-')
    >>> _title_byline("Attention Is All You Need") is None
    True
    """
    cuts = list(_TITLE_BYLINE_MARK.finditer(title))
    # the longest piece that reads as names on either side ("Hinton, Osindero, Teh: A Fast Learning …"), the title
    # the rest: a rest too short to be one means the names are the title's own words
    leading = (("before", title[: cut.start()], title[cut.end() :], cut.group(0)) for cut in reversed(cuts))
    trailing = (("after", title[cut.end() :], title[: cut.start()], cut.group(0)) for cut in cuts)
    for side in (leading, trailing):
        for where, piece, rest, mark in side:
            rest = rest.strip(_EDGES)
            dated = _NAMES_YEAR.fullmatch(piece.strip(_EDGES))
            found = _byline(_AT_AL.sub("et al", dated.group(1)) if dated else piece, fold(rest), set_apart=True)
            if found is None and dated and one_surname(dated.group(1)):
                found = ((Author(dated.group(1), dated.group(1)),), True)  # "… Explainable. _Molnar 2019_"
            if found is None or not (_byline_at(*found, mark) or dated):
                continue
            if len(rest.split()) >= _REST_WORDS and (rest[:1].isupper() or not rest[:1].isalpha()) and (
                split_authors(rest) is None
            ):
                year, journal = (int(dated.group(2)), dated.group(3)) if dated else (None, None)
                return rest, found[0], found[1], (where, mark.strip() or " "), year, journal
            break
    return None


def _byline_at(authors: tuple[Author, ...], complete: bool, mark: str) -> bool:
    """Whether names cut from a title at a mark may be a byline: after a stop or "by", any; after a dash or bar, two
    or more, or "et al."; after a colon or comma ("Animatable Gaussians: Learning …", "Explore, Exploit, and
    Explain: …"), whole names only, two or more or "et al."."""
    if "." in mark or "by" in mark:
        return True
    if ":" in mark or "," in mark:
        return all(" " in a.name for a in authors) and (len(authors) >= 2 or not complete)
    return len(authors) >= 2 or not complete


#: What parts a byline from the title it is read with: a stop before a capital, a dash or bar set apart, a colon,
#: a comma, "by".
_TITLE_BYLINE_MARK = re.compile(r"(?<=\w\w)\.\s+(?=[A-Z\"“‘'*_\[])|\s+[-–—|]+\s+|:\s+|,\s+|\s+by\s+")
#: Names, then a year, perhaps a journal's short name: "Molnar 2019", "Leavitt & Morcos 2020", "J. Pearl. 2018",
#: "Vilone at al. 2020", "Weinberg 2013, PhR"
_NAMES_YEAR = re.compile(r"(.+?)[\s,.]+\(?((?:19|20)\d\d)[a-z]?\)?(?:,\s*([A-Z][A-Za-z&.]{1,11}))?")
#: "at al." typed for "et al."
_AT_AL = re.compile(r"\bat al\b")
#: The fewest words a title keeps once its byline is cut from it.
_REST_WORDS = 3
#: An initial in a name: "K. P. Murphy", "Potash E" (not the article: "A Tropical Geometry Perspective")
_INITIAL = re.compile(r"(?:^|\s)(?:[A-Z]\.|(?!A\s)[A-Z](?:\s|$))")
#: A cut that is not sure is made when this many of a document's titles, and this share, are cut alike.
_HABIT_TITLES = 3
_HABIT_SHARE = 0.1


def emphasised_title(block: Block, draft: Draft) -> str | None:
    """The title an entry's line sets in emphasis when the title read holds more after it: a remark in brackets or
    after a dash ("Zaharia et al. (2012) — *Resilient Distributed Datasets* (Spark)", "*Ridge Regression: …* (review
    only, no code — …)").

    >>> from kg.notes.extract.generic.segments import Line, Seg
    >>> shown = "Zaharia et al. (2012) — *Resilient Distributed Datasets* (Spark)"
    >>> line = Line(0, [Seg(shown)], italic=["Resilient Distributed Datasets"])
    >>> emphasised_title(Block("item", 5, (), [line]), Draft(0, 5, "Resilient Distributed Datasets (Spark)"))
    'Resilient Distributed Datasets'
    """
    title = draft.title or ""
    start = len(title) - len(title.lstrip(" —–-:"))  # ("— Finding Structure with Randomness (randomized SVD) —")
    for line in block.lines:
        if block.line + line.offset != draft.line:
            continue
        for span in (*line.italic, *line.bold):
            span = span.strip(_EDGES)
            words = len(span.split()) >= _REST_WORDS - 1
            if words and title.startswith(span, start) and _REMARK_AFTER.match(title, start + len(span)):
                return span
    return None


#: What opens a remark after a title: a bracket, a dash, a semicolon
_REMARK_AFTER = re.compile(r"\s*(?:[(\[]|[—–]|\s-\s|;)")


def title_below(block: Block, draft: Draft) -> str | None:
    """The title on a line under an entry that gave none, or only a name ("* **LAVENDER** [[Paper](arxiv)]" over
    "<br/> LAVENDER: Unifying Video-Language Understanding as Masked Language Modeling (CVPR 2023)"): the first of its
    own lines after its first that is plain text of four words or more, reading as a title and not as names.

    >>> from kg.notes.extract.generic.segments import Line, Seg
    >>> lines = [Line(0, [Seg("LAVENDER", None), Seg("Paper", "https://arxiv.org/abs/2206.07160")]),
    ...          Line(1, [Seg("LAVENDER: Unifying Video-Language Understanding (CVPR 2023)")])]
    >>> title_below(Block("item", 7, (), lines), Draft(0, 7, None))
    'LAVENDER: Unifying Video-Language Understanding (CVPR 2023)'
    """
    for line in block.lines:
        if not 0 < block.line + line.offset - draft.line < _LINES or any(seg.href for seg in line.segs):
            continue
        text = " ".join("".join(seg.text for seg in line.segs).split()).strip(_EDGES)
        if len(text.split()) >= _REST_WORDS + 1 and is_title_like(text) and split_authors(text) is None and (
            _byline(text, "") is None and text[:1].isupper()
        ):
            return text
    return None


def title_after_name_link(block: Block, draft: Draft) -> str | None:
    """A title whose name is linked and the rest follows the link after a colon ("[Alpa](arxiv) : Automating Inter-
    and Intra-Operator Parallelism for Distributed Deep Learning | OSDI' 22"): the whole title, up to its next field.

    >>> from kg.notes.extract.generic.segments import Line, Seg
    >>> line = Line(0, [Seg("Alpa", "https://arxiv.org/a"), Seg(" : Automating Intra-Operator Parallelism | OSDI' 22")])
    >>> title_after_name_link(Block("item", 4, (), [line]), Draft(0, 4, "Alpa"))
    'Alpa: Automating Intra-Operator Parallelism'
    """
    name = draft.title or ""
    if not name or len(name.split()) > _NAME_LINK_WORDS:
        return None
    for line in block.lines:
        if block.line + line.offset != draft.line:
            continue
        at = next((k for k, seg in enumerate(line.segs) if seg.href and seg.text.strip() == name), None)
        after = line.segs[at + 1] if at is not None and at + 1 < len(line.segs) else None
        if after is None or after.href is not None or not (colon := _COLON_LEAD.match(after.text)):
            return None
        rest = _FIELD_MARKS.split(after.text[colon.end() :], maxsplit=1)[0]
        rest = _EDITION_END.sub("", rest).strip(_EDGES)
        if len(rest.split()) >= _REST_WORDS and is_title_like(rest) and rest[:1].isupper():
            return f"{name}: {rest}"
    return None


#: A colon opening the text after a link: " : ", ": "
_COLON_LEAD = re.compile(r"\s*[:：]\s+")
#: The most words of a linked name a title continues after.
_NAME_LINK_WORDS = 3
#: A venue and its year closing a title's text: " ICML' 2022.", " CVPR 2021"
_EDITION_END = re.compile(r"\s+[A-Z][A-Za-z-]{1,10}\s?['’]?\s?(?:19|20)?\d\d\.?\s*$")


def title_for_journal(block: Block, draft: Draft) -> tuple[str, VenueEdition] | None:
    """A journal and its year read as the title ("**[Random survival forests](…)**" over "Hemant Ishwaran et al.
    Annals of Applied Statistics 2008"): the title the entry sets in bold or as a link instead, and the journal.

    >>> from kg.notes.extract.generic.segments import Line, Seg
    >>> title = "Random survival forests"
    >>> lines = [Line(0, [Seg(title, "https://projecteuclid.org/x")], bold=[title]),
    ...          Line(1, [Seg("Hemant Ishwaran et al. Annals of Applied Statistics 2008")])]
    >>> title_for_journal(Block("paragraph", 3, (), lines), Draft(0, 3, "Annals of Applied Statistics 2008"))
    ('Random survival forests', VenueEdition(series='Annals of Applied Statistics', year=2008))
    """
    journal = _JOURNAL_YEAR.fullmatch(draft.title or "")
    if journal is None:
        return None
    spans = [t for line in block.lines for t in (*line.bold, *(seg.text for seg in line.segs if seg.href))]
    title = next(
        (t.strip(_EDGES) for t in spans if len(t.split()) >= _REST_WORDS - 1 and is_title_like(t) and t != draft.title),
        None,
    )
    return (title, VenueEdition(journal.group(1), int(journal.group(2)))) if title else None


#: A journal's name and a year, nothing else: "Annals of Applied Statistics 2008", "JAMA Cardiology 2016"
_JOURNAL_YEAR = re.compile(r"([A-Z][\w.&-]*(?:\s+(?:of|and|&|in|on|for|the|[A-Z][\w.&-]*))*),?\s+((?:19|20)\d\d)")


def byline_block(block: Block) -> tuple[tuple[Author, ...], bool] | None:
    """The names a block holds and nothing else but links ("  > _Shuke Wang, Mingxing Zhang, Ke Yang, et al._
    [[paper]](https://dl.acm.org/…)" under its entry): a byline of the entry above, no paper of its own.

    >>> from kg.notes.extract.generic.segments import Line, Seg
    >>> line = Line(0, [Seg("_Shuke Wang, Mingxing Zhang, et al._ "), Seg("[paper]", "https://dl.acm.org/doi/x")])
    >>> [a.name for a in byline_block(Block("paragraph", 25, (), [line]))[0]]
    ['Shuke Wang', 'Mingxing Zhang']
    """
    segs = [seg for line in block.lines for seg in line.segs]
    if block.kind not in ("paragraph", "item") or len(block.lines) > _LINES:
        return None  # (a heading is a title: "### Coordinate-Free Carlsson-Weinshall Duality and Relative …")
    if any(seg.href is not None and not is_generic_link_text(seg.text) for seg in segs):
        return None  # (a link titled, empty or not: an entry of its own, "[Supervised Models for …](), Altaf Rahman")
    text = " ".join(seg.text for seg in segs if seg.href is None).strip(_EDGES + "[]()—–-")
    if not text:
        return None
    found = _byline(text, "", set_apart=True)
    if found is None or any(len(a.name.split()) > _NAME_WORDS for a in found[0]):
        return None
    return found if len(found[0]) >= 2 or not found[1] else None


def remark_tag(title: str) -> tuple[str, VenueEdition | None, int | None] | None:
    """A title without the dated or status remark in brackets closing it ("egg: Easy, Efficient, and Extensible
    E-graphs (2020 Preprint)", "Tangible Functional Programming (IFCP '07)", "Phase Shift Detection (Tech Report)"):
    the title, the edition the remark names (an acronym and its year), and its year.

    >>> remark_tag("egg: Easy, Efficient, and Extensible E-graphs (2020 Preprint)")
    ('egg: Easy, Efficient, and Extensible E-graphs', None, 2020)
    >>> remark_tag("Tangible Functional Programming (IFCP '07)")
    ('Tangible Functional Programming', VenueEdition(series='IFCP', year=2007), 2007)
    >>> remark_tag("Deep Residual Learning (ResNet)") is None
    True
    """
    tag = _CLOSING_REMARK.search(title)
    if tag is None or len(title[: tag.start()].split()) < _REST_WORDS - 1:
        return None
    remark = tag.group(1)
    if _YEARS_OR_DATE.search(remark):
        return None  # "… Modern Ocean Color Satellite Product (1998-2015)", "… (August 2022)": the title's own words
    year = _REMARK_YEAR.search(remark)
    if year is None and not _STATUS.search(remark):
        return None
    edition = next((e for part in remark.split(";") if (e := tag_edition(part.strip()))), None)
    edition = edition if edition is not None and _ACRONYM.fullmatch(edition.series) else None
    printed = edition.year if edition else full_year(year.group(1) or year.group(2)) if year else None
    return title[: tag.start()].rstrip(" ,"), edition, printed


#: A remark in brackets closing a title: five words at most
_CLOSING_REMARK = re.compile(r"\s*[(\[]([^()\[\]]{2,40})[)\]]\s*$")
#: A year in a remark: "2020", "'07", "’22"
_REMARK_YEAR = re.compile(r"\b((?:19|20)\d\d)\b|['’](\d\d)\b")
#: Years from and to, or a month and a year, in a remark: part of the title it closes
_YEARS_OR_DATE = re.compile(rf"\d{{4}}\s*[-–]\s*\d{{2,4}}|(?:{MONTH_NAME.pattern})\s+\d{{4}}")
#: What a remark says of where a paper stands or of its place in a list: "Preprint", "Tech Report", "Optional"
_STATUS = re.compile(r"\b(?:preprint|tech(?:nical)? report|keynote|draft|manuscript|thesis|optional)\b", re.IGNORECASE)
