"""Papers of a heading, list item or paragraph: titled id links, and the text that titles untitled ones."""

from __future__ import annotations

import re
from urllib.parse import unquote, urlsplit

from kg.ids import other_ids
from kg.notes.cite import Reference, bare_title, is_name, parse_reference, split_authors, tag_edition
from kg.notes.extract.generic.blocks import Block
from kg.notes.extract.generic.drafts import Draft, id_less_skip, own_text, role_links, text_of
from kg.notes.extract.generic.segments import Line, Seg
from kg.notes.extract.generic.titles import (
    SHORT_CITE_TEXT,
    cited_by_name,
    clean_title,
    is_field_line,
    is_generic_link_text,
    is_title_like,
    link_series,
    only_link_words,
    quoted_title,
)
from kg.notes.extract.generic.urls import is_paper_link
from kg.notes.extract.generic.words import tokens_of, word_set
from kg.notes.venues import edition_of_url
from kg.records import Author, Mention, Skip


def _names_a_paper(text: str) -> bool:
    """Two words at least: a lone word before a link is a method name ("PixMo [Key](url) provides ..."), not a title."""
    return len(text.split()) >= 2 or (len(text) >= 4 and not text.isascii())


def is_title(text: str, prose: bool) -> bool:
    """Title-like, two words at least, and not cut off before its end ("..., see [this](url)")."""
    if not is_title_like(text, prose) or not _names_a_paper(text):  # cheap tests first: citations are long
        return False
    words = tokens_of(text)
    if text.endswith(("...", "…")):
        return True  # cut short where it was copied from ("… Automatic Detection of ..."), not left open
    return not (words and words[-1] in word_set("open_ended_words"))


def first_title_line(lines: list[Line]) -> Line | None:
    """The first line with text that is not a field ("Authors: ..."): where a title stands above its link."""
    return next((ln for ln in lines if own_text(ln.segs) and not is_field_line(text_of(ln.segs))), None)


#: One name before a link, a model's or a method's ("ReAct", "U-Net", "DCGAN"): not a title.
_NAME_ONLY = re.compile(r"[A-Z][\w+.-]{1,30}")
_BRACKET_NOTE = re.compile(r"[(\[][^()\[\]]{1,20}[)\]]")


def _titled_link(segs: list[Seg], prose: bool) -> str | None:
    """The text of the one link among segments (to a note, not an id) that is a title."""
    texts = [" ".join(seg.text.split()) for seg in segs if seg.href and not is_generic_link_text(seg.text)]
    return texts[0] if len(texts) == 1 and is_title(texts[0], prose) else None


def _title_for(block: Block, li: int, si: int, prose: bool, first: bool) -> tuple[str | None, int, bool]:
    """Title, line offset and bareness of a paper whose first id link is segment ``si`` of line ``li``.

    The title is the text before the link on its line (or the title a citation quotes there); for a
    link alone on its line, the first line of the block; else, after a plain link ("[paper](url) Title"),
    the text after it. Bare means the line holds nothing but links and a label.
    """
    segs, here = block.lines[li].segs, block.lines[li].offset
    start = max((i + 1 for i in range(si) if segs[i].has_id), default=0)
    end = next((i for i in range(si + 1, len(segs)) if segs[i].has_id), len(segs))
    before = own_text(segs[start:si])
    bare = not own_text([s for s in segs if not s.has_id])
    # In prose, text before a link is a title only when the link closes the line ("Title https://...").
    closes_line = not prose or _closes_line(segs, si)
    if before and closes_line and li > 0 and block.kind == "item" and start == 0:
        # A title wrapped over lines of an item: the lines before hold no link, only the title's start.
        earlier = block.lines[:li]
        if all(not seg.href for line in earlier for seg in line.segs) and all(own_text(ln.segs) for ln in earlier):
            joined = " ".join([*(own_text(ln.segs) for ln in earlier), before])
            if is_title(joined, prose):
                return joined, block.lines[0].offset, bare
    if before and closes_line and is_title(before, prose):
        return before, here, bare
    if before and (quoted := quoted_title(before)) and is_title_like(quoted):
        return quoted, here, bare
    if before and (named := _titled_link(segs[start:si], prose)):
        # "**Jan 13, 2017:** [Title](writeups/x.md) B. Joshi, …. 2017. [[pdf]](arxiv)": the note's link is titled
        return named, here, bare
    if (bare or (not before and block.kind == "item")) and first and li > 0:
        # A link on a line of its own, or opening a comment line under its item's title ("* 1995 Monroe et al:
        # Demonstration of …" / "<https://…/140.pdf>.  Yow, we actually made …"): the title is above it.
        line = first_title_line(block.lines[:li])
        # A line that is a quoted title beats the names above it: 'Yongzhi Huang, …, Kaishun Wu.</br>' over
        # '"Vi-Liquid: Unknown Liquid Identification with Your Smartphone Vibration".' over '[[paper](…pdf)]'
        quoted = next((q for ln in block.lines[:li] if (q := _quoted_line(text_of(ln.segs)))), None)
        if line is not None and quoted and is_title(quoted, prose):
            return quoted, line.offset, bare
        if line is not None and is_title(text := own_text(line.segs), prose):
            return text, line.offset, bare
        if bare:
            return None, here, bare
    # (up to the next link: "[[CVPR](pdf)] Title. [[tensorflow](…)][[pytorch](…)]" ends at its code links)
    after = own_text(segs[si + 1 : next((k for k in range(si + 1, end) if segs[k].href), end)])
    # After a cite key or a name, the text is a description, not a title.
    # (a venue as the link's text, "[[ICCV](…pdf)] Title.", is a link word too)
    # (or a short citation: "[[Chen et al. (ARXIV '22)](…pdf)] Vision-based Large-scale 3D Semantic Mapping …")
    shown, cites = segs[si].text, bool(SHORT_CITE_TEXT.match(segs[si].text))
    if (not prose or cites) and not before and (only_link_words(shown) or link_series(shown) or cites) and is_title(
        after, False
    ):
        return (after, here, bare) if not after[0].islower() else (None, here, bare)
    return None, here, bare




def _quoted_line(text: str) -> str | None:
    """The title a line holds in quotes and nothing else (a final period or comma aside).

    >>> _quoted_line('"RISE: robust wireless sensing using probabilistic and statistical assessments".')
    'RISE: robust wireless sensing using probabilistic and statistical assessments'
    >>> _quoted_line('Yongzhi Huang, Kaixin Chen.') is None, _quoted_line('the "grokking" effect') is None
    (True, True)
    """
    text = text.strip()
    return quoted_title(text) if text[:1] in "\"“«" and text.rstrip(".,;")[-1:] in "\"”»" else None


_WORDS = re.compile(r"(?<![\w.])[^\W\d_]{2,}")


#: Who presents the paper on a schedule's line, before it: ":  Jiageng -- ", "Julie —"
_PRESENTER = re.compile(r"[:\s]*(?:[A-Z][\w.'’-]*\s+){0,2}[A-Z][\w.'’-]*\s*(?:--|–|—|:)")


def _addressed_line(index: int, block: Block, li: int, si: int, prose: bool) -> Draft | None:
    """A line of a block that is a title and the bare address of its paper, the address closing the line:
    ``10. Train longer, generalize better: https://proceedings.neurips.cc/…/a5e0ff62…-Paper.pdf``."""
    seg = block.lines[li].segs[si]
    href = seg.href or ""
    if not (is_paper_link(href) or other_ids(href)):
        return None
    others = [s for k, s in enumerate(block.lines[li].segs) if k != si and s.text.strip()]
    if not seg.text.startswith(("http://", "https://")):
        # a titled link alone on its line: "[Sample Complexity of Testing the Manifold Hypothesis](ams.org/…)"
        title = " ".join(seg.text.split()).strip("[]")
        # (or after who presents it: "    :  Jiageng -- [A Disentangled Adversarial Neural Topic Model …](acl…)")
        presented = bool(others) and bool(_PRESENTER.fullmatch(text_of(block.lines[li].segs[:si]).strip()))
        presented = presented and not text_of(block.lines[li].segs[si + 1 :]).strip(" .,;")
        if block.kind != "paragraph" or (others and not presented) or is_generic_link_text(title) or not is_title(
            title, prose
        ):
            return None  # (an item's "<br>**[[Presentation File]](/NLP/210510_Transformer.pdf)**" is its material)
        if len(_WORDS.findall(title)) < 2:
            return None
        draft = Draft(index, block.line + block.lines[li].offset, clean_title(title), titled=True, reason="paper link")
        draft.add_ids(other_ids(href))
        return draft
    if not _closes_line(block.lines[li].segs, si):
        return None  # the address does not close the line
    before = own_text(block.lines[li].segs[:si]).strip(" :-–—|")
    title = bare_title(clean_title(before)) if before else ""
    if not title or not is_title(title, prose) or len(_WORDS.findall(title)) < 2:
        return None  # (the end of a citation wrapped over lines is none: "19(7), pp.845-853. <https://doi.org/…>")
    if li > 0 and len(title.split()) <= _WRAPPED_TAIL_WORDS and not any(seg.href for seg in block.lines[li - 1].segs):
        return None  # (nor its venue under the title's line: "     EarthArXiv Preprint. <https://doi.org/…>.")
    draft = Draft(index, block.line + block.lines[li].offset, title, titled=True, reason="title and its address")
    draft.add_ids(other_ids(href))
    return draft


#: The most words of a line before its address that, under a line with no link, end a citation wrapped over lines.
_WRAPPED_TAIL_WORDS = 4


def _closes_line(segs: list[Seg], si: int) -> bool:
    """Whether link ``si`` closes its line: nothing but punctuation after it, a short note in brackets
    ("Title: https://arxiv.org/pdf/2108.02497 (PRINTED)"), or more links named by link words only
    ("Title (*ICML* 2017) [[Paper](…pdf)] [[Code](https://github.com/…)]")."""
    rest = text_of(segs[si + 1 :]).strip()
    if not rest.strip(" .,;:)") or _BRACKET_NOTE.fullmatch(rest):
        return True
    after = segs[si + 1 :]
    plain = "".join(s.text for s in after if not s.href)
    # (an unlinked link word too: "… 2016. [[paper](https://arxiv.org/abs/1611.05763)] [summary]")
    rest = plain.strip(" .,;:()[]|/")
    worded = not rest or (rest.isalpha() and only_link_words(rest))  # ("~~" closing a struck line is no word)
    return worded and all(only_link_words(s.text) for s in after if s.href)


#: The reason of a paper link with no title of its own, waiting for its parent item's.
UNTITLED_LINK = "paper link under its title item"
#: The reason of a labelled link to a paper's own page with no id, waiting for the title over it
PAPER_PAGE = "paper page under its title"
#: The reason of a paper prose cites by name and year ("[Brown et al. (2020)](…)"): its title is the section's.
NAMED_IN_PROSE = "a link citing by name in prose"


#: Words before a link from which an item reads as a sentence citing the paper, not as the paper's entry.
_SENTENCE_WORDS = 8
#: A link's text that describes a paper rather than naming it: "this work", "a paper on solving TSP …"; and the fewest
#: words of the sentence before it
_DESCRIBED = re.compile(r"(?:this|that|these|a|an|the|our|their|his|her|its|some|previous|earlier|recent)\s+[a-z]")
_DESCRIBED_AFTER = 2


def line_drafts(index: int, block: Block, stem: str) -> tuple[list[Draft], list[Skip]]:
    """Papers of a heading, list item or paragraph: one per titled id link, one per group of generic id links."""
    drafts: list[Draft] = []
    skips: list[Skip] = []
    current: tuple[Draft, int] | None = None
    prose = block.kind == "paragraph"
    for li, line in enumerate(block.lines):
        line_no = block.line + line.offset
        for si, seg in enumerate(line.segs):
            openreview, arxiv = seg.openreview, seg.arxiv
            if seg.href and not seg.has_id:
                if len(block.lines) > 1 and (addressed := _addressed_line(index, block, li, si, prose)):
                    drafts.append(addressed)  # one "N. Title: https://proceedings.mlr.press/…pdf" line of several
                    continue
                skip = id_less_skip(seg, Mention(stem, line_no))
                skips += [skip] if skip else []
                continue
            if not (openreview or arxiv):
                continue
            same = next((d for d in drafts if d.holds(openreview, arxiv)), None)
            if same is not None:
                if same.fits(openreview, arxiv):
                    same.add(openreview, arxiv)
                if not same.titled and not is_generic_link_text(seg.text):
                    same.title, same.titled = " ".join(seg.text.split()), True
                continue
            # (opening its line: "In the SWA paper, [Izmailov et al., 2019](…)" is prose citing it)
            cites = SHORT_CITE_TEXT.match(seg.text.strip()) if not own_text(line.segs[:si]).strip(" [(") else None
            # (or an item's sentence: "- `snip` --- This technique was introduced as … ([Lee et al. 2018](arxiv))")
            in_prose = prose or (block.kind == "item" and len(own_text(line.segs[:si]).split()) >= _SENTENCE_WORDS)
            if in_prose and not cites and (named := cited_by_name(seg.text)):
                # "Recently, [Brown et al. (2020)](arxiv) proposed GPT-3": prose cites the paper by name and year, its
                # title is elsewhere (the section's heading, "***Language Models are Few-Shot Learners***")
                drafts.append(_named_in_prose(index, line_no, named, openreview, arxiv, {}))
                continue
            if _DESCRIBED.match(seg.text) and len(own_text(line.segs[:si]).split()) >= _DESCRIBED_AFTER:
                # "The above work is actually a generalization of [this work](arxiv)", "Here's [an update on the
                # state-of-the-art approaches for …](arxiv)": a sentence points at a paper it does not name
                drafts.append(Draft(index, line_no, None, openreview, arxiv, reason=NAMED_IN_PROSE))
                continue
            if not is_generic_link_text(seg.text) and not cites:
                drafts.append(Draft(index, line_no, " ".join(seg.text.split()), openreview, arxiv, titled=True))
                if li == 0 and si >= 1 and (signed := _signed_link(line.segs, si)):
                    drafts[-1].authors, drafts[-1].complete = signed[0]  # "**[0]** Nathan F. Lepora [Title](arxiv)"
                continue
            if current and current[0].fits(openreview, arxiv) and (current[1] == li or not own_text(line.segs)):
                current[0].add(openreview, arxiv)
                continue
            first = not drafts
            title, offset, bare = _title_for(block, li, si, prose, first)
            draft = Draft(index, block.line + offset, title, openreview, arxiv, bare=bare)
            if cites:  # "[Chen et al. (ARXIV '22)](…)": the first author and the venue edition
                surname = cites.group(1)
                draft.authors, draft.complete = (Author(surname, surname),), False
                draft.venue = tag_edition(cites.group(2).strip("()[]* ")) if cites.group(2) else None
            if title is None and (name := _NAME_ONLY.fullmatch(clean_title(own_text(line.segs[:si])).strip(" :-–"))):
                draft.named = name.group(0)  # "1. ReAct: https://arxiv.org/pdf/2210.03629": a method's paper
            drafts.append(draft)
            current = (draft, li)
    titled = [d for d in drafts if d.titled]
    if len(titled) == 1:
        # "[Title](openreview) [arXiv](...)": untitled id links of the block are the titled paper's.
        for draft in [d for d in drafts if d.title is None and titled[0].fits(d.openreview, d.arxiv)]:
            titled[0].add(draft.openreview, draft.arxiv)
            drafts.remove(draft)
    if not drafts and (runs := bylined_runs(index, block)):
        return runs, skips  # "**Reading**: [Title](…) by Lazer et al; [Six provocations for Big Data](…) by boyd …"
    if not drafts and (
        block.kind != "paragraph"
        or _opens_with_link(block)
        or _names_before_first_link(block.lines[0].segs)
        or _title_before_link_word(block)
        or any(s.href and _link_citation(s.text) for ln in block.lines for s in ln.segs)
    ):
        drafts, skips = _paper_link_draft(index, block, stem, skips)
    if len(drafts) == 1:
        drafts[0].links = role_links(block.lines)
    return drafts, skips


#: A linked title's byline up to its run's end: " by Lazer et al", ", by Bamman, O'Connor, and Smith, sections 1-4"
_BYLINE = re.compile(r"^\s*,?\s*by\s+(?P<names>[^;()\[\]]+)")
#: A word of a surname a schedule prints after "by", lower case too ("boyd and Crawford").
_BY_SURNAME = re.compile(r"[A-Za-z][\w'’-]+")
_YEAR = re.compile(r"\b((?:19|20)\d\d)\b")


def _named_in_prose(
    index: int, line: int, named: re.Match[str], openreview: str | None, arxiv: str | None, ids: dict[str, str]
) -> Draft:
    """A paper a link cites by its first author's name and the year ("[(Guu et al., 2020)](…pdf)"), untitled."""
    draft = Draft(index, line, None, openreview, arxiv, reason=NAMED_IN_PROSE)
    draft.authors, draft.complete = (Author(named.group(1), named.group(1)),), False
    year = _YEAR.search(named.group(2) or "")
    draft.year = int(year.group(1)) if year else None
    draft.add_ids(ids)
    return draft


def bylined_runs(index: int, block: Block) -> list[Draft]:
    """The papers of a line of readings parted by semicolons (or lines opening with a link), each a linked title,
    most with "by" and names after it (a year perhaps): "[Computational social science](…) by Lazer et al; [Six
    provocations for Big Data](…) by boyd and Crawford." — two at least, one with a byline, or one before a
    semicolon: "[Censorship and deletion practices …](…), by Bamman, O'Connor, and Smith, sections 1-4;".

    >>> from kg.notes.extract.generic.blocks import document_blocks
    >>> from kg.notes.read import parse
    >>> doc = parse("- Reading: [Computational social science](http://a.org/x.pdf) by Lazer et al; "
    ...             "[Six provocations](http://b.org/y) by boyd and Crawford, 2011.\\n", "n.md", "n")
    >>> [(d.title, [a.name for a in d.authors], d.year) for d in bylined_runs(0, document_blocks(doc.tokens)[0][0])]
    [('Computational social science', ['Lazer'], None), ('Six provocations', ['boyd', 'Crawford'], 2011)]
    """
    if block.kind not in ("item", "paragraph") or not any(seg.href for ln in block.lines for seg in ln.segs):
        return []
    parted = any(";" in seg.text for ln in block.lines for seg in ln.segs)
    # (or a sentence of one line recommending readings, each a link with "by" after it: "we recommend [_Statistics_](…)
    # by Freedman, Pisani, and Purves", "[_Probability_](…) by Pitman and [_Introduction to …_](…) by Hwang and
    # Blitzstein", "**Reading**: [Narrative framing of …](…) by Jurafsky et al 2014": only the readings with a byline,
    # in words or in italics; not "* [4] [Self-Attention Mechanisms in …](dzone…) by Leona Zhang (Sep 2018)", a post)
    italic = {" ".join(span.split()) for ln in block.lines for span in ln.italic}
    first_link = next((k for k, s in enumerate(block.lines[0].segs) if s.href), 0) if block.lines else 0
    lead = "".join(s.text for s in block.lines[0].segs[:first_link]) if block.lines else ""
    worded = bool(_WORD_IN.search(lead.replace("[", " ").replace("]", " ")))
    sentence = not parted and len(block.lines) == 1 and block.kind == "item" and bool(italic or worded)
    if not parted and len(block.lines) < 2 and not sentence:
        return []  # one reading at most: the other readers' own
    runs: list[list[tuple[int, Seg]]] = [[]]
    for li, line in enumerate(block.lines):
        shown = [seg for seg in line.segs if seg.text.strip()]
        if li and shown and shown[0].href and runs[-1]:
            runs.append([])  # a line opening with a link: the next reading
        for seg in line.segs:
            if seg.href is None and ";" in seg.text:
                head, *rest = seg.text.split(";")
                runs[-1].append((line.offset, Seg(head)))
                runs += [[(line.offset, Seg(part))] for part in rest]
            else:
                if sentence and seg.href and runs[-1]:
                    runs.append([])  # (each link its own run; only italic titles' are kept below)
                runs[-1].append((line.offset, seg))
    drafts: list[Draft] = []
    for run in runs:
        at = next((k for k, (_, seg) in enumerate(run) if seg.href and is_title(" ".join(seg.text.split()), False)
                   and not is_generic_link_text(seg.text)), None)
        if at is None:
            continue
        offset, seg = run[at]
        draft = Draft(index, block.line + offset, bare_title(clean_title(" ".join(seg.text.split()))), titled=True,
                      reason="a linked title of a line of readings")
        draft.add_ids(other_ids(seg.href or ""))
        after = " ".join(s.text for _, s in run[at + 1 :] if s.href is None)
        if by := _BYLINE.match(after):
            names, year = by.group("names"), _YEAR.search(by.group("names"))
            if sentence and (capitalised := _CAPITALISED_NAMES.match(names)):
                names, year = capitalised.group(0).rstrip(" ,"), None  # "by Roland offers a formal introduction to …"
            draft.year = int(year.group(1)) if year else None
            draft.authors, draft.complete = _byline_names(names[: year.start()] if year else names)
        if not sentence or (draft.authors and (worded or " ".join(seg.text.split()) in italic)):
            drafts.append(draft)
    if sentence:
        return drafts
    bylined = any(d.authors for d in drafts)
    return drafts if bylined and (len(drafts) >= 2 or (parted and len(runs) >= 2)) else []


_WORD_IN = re.compile(r"[^\W\d_]{2,}")
#: Names in a sentence, up to its first word in lower case: "Freedman, Pisani, and Purves", "Hwang and Blitzstein"
_CAPITALISED_NAMES = re.compile(r"(?:[A-Z][\w'’.-]*(?:\s+|,\s*|$)|(?:and|&|et al\.?)\s+)+")


def _byline_names(text: str) -> tuple[tuple[Author, ...], bool]:
    """The names of a byline up to the first part that is none ("Bamman, O'Connor, and Smith, sections 1-4")."""
    parts = [p.strip() for p in text.strip(" .,").split(",")]
    for k in range(len(parts), 0, -1):
        names = ", ".join(parts[:k])
        if parsed := split_authors(names):
            return parsed
        surnames = [w.strip() for w in re.split(r",|\band\b|&", names) if w.strip()]
        if surnames and all(_BY_SURNAME.fullmatch(w) for w in surnames) and any(w[:1].isupper() for w in surnames):
            return tuple(Author(w, w) for w in surnames), True  # "by Wallach", "by boyd and Crawford"
    return (), True


#: The reason of an entry whose link's text names its authors, its title after the link.
NAMES_LINKED = "names linked before the title"
NAMES_THEN_LINK = "names, then a link showing the title"


def _names_before_title(segs: list[Seg]) -> tuple[tuple[tuple[Author, ...], bool], str] | None:
    """The names and title of a line opening with a link whose text names people, the title after it: "[Quentin
    Cronk](…) Plant extinctions take time", "[Ellegren and Galtier](…) The Determinants of Genetic Diversity"."""
    shown = segs[0].text.strip().rstrip(" .")
    rest = bare_title(" ".join(seg.text for seg in segs[1:] if not seg.href).strip(" -–—:,"))
    if len(rest.split()) < 3 or not rest[:1].isupper() or not is_title_like(rest) or split_authors(rest):
        return None
    named = split_authors(shown)
    # (one name alone in proper case, "Quentin Cronk", not "NVIDIA's NeMo" nor "Event Page")
    one = bool(named) and is_name(shown) and all(_NAME_WORD.fullmatch(w) for w in shown.split())
    if not named or not named[0] or not (len(named[0]) > 1 or not named[1] or one) or only_link_words(shown):
        return None
    return named, rest


def _names_then_linked_title(segs: list[Seg], si: int) -> tuple[tuple[tuple[Author, ...], bool], str] | None:
    """The names opening a line, a reference's number perhaps before them, and the title its link ``si`` shows:
    "**[3]** Wenzhen Yuan, Siyuan Dong, Edward H. Adelson [GelSight: High-Resolution Robot Tactile …](mdpi.com/…)".

    >>> _names_then_linked_title([Seg("[0] Nathan F. Lepora "), Seg("Soft Optical Tactile Sensing: A Review", "u")], 1)
    (((Author(name='Nathan F. Lepora', raw='Nathan F. Lepora'),), True), 'Soft Optical Tactile Sensing: A Review')
    >>> _names_then_linked_title([Seg("Read "), Seg("Soft Optical Tactile Sensing: A Review", "u")], 1) is None
    True
    """
    marked = REFERENCE_MARK.match(text_of(segs[:si]).strip(" *"))
    names = split_authors(REFERENCE_MARK.sub("", own_text(segs[:si]).strip()).strip(" ,:-–—"))
    title = bare_title(segs[si].text)
    if not names or not names[0] or not all(is_name(a.raw) for a in names[0]) or not (marked or len(names[0]) >= 2):
        return None
    return (names, title) if len(title.split()) >= 3 and is_title_like(title) else None


def _signed_link(segs: list[Seg], si: int) -> tuple[tuple[tuple[Author, ...], bool], str] | None:
    """The names and the linked title of ``_names_then_linked_title`` when nothing dated follows the link (a
    citation goes on after it: "…, 2020 8th IEEE RAS/EMBS … (BioRob), 2020", which the citation readers take whole)."""
    return None if _YEAR.search(own_text(segs[si + 1 :])) else _names_then_linked_title(segs, si)


def _names_before_first_link(segs: list[Seg]) -> bool:
    """Whether a paragraph's line is a reference's names, then its linked title: undated after the link, or numbered
    ("[2] S. Rasp, …, and N. Thuerey, [WeatherBench: …](doi), J. Adv. Model. Earth Syst., vol. 12, …, 2020.")."""
    # (the line's first link only, after a short run of text: names are short, prose runs long)
    si = next((i for i, seg in enumerate(segs) if seg.href), 0)
    if not 1 <= si or len(text_of(segs[:si])) > _NAMES_CHARS:
        return False
    numbered = REFERENCE_MARK.match(text_of(segs).strip(" *")) is not None
    return bool(_names_then_linked_title(segs, si) if numbered else _signed_link(segs, si))


_NAMES_CHARS = 300
#: A reference's number opening a line: "[12] ", "[0]"
REFERENCE_MARK = re.compile(r"^\[\d{1,3}\]\s*")
#: A word of a person's name: "Quentin", "R."
_NAME_WORD = re.compile(r"[A-Z][a-z]+(?:-[A-Z][a-z]+)?|[A-Z]\.?")


def _titled_pdf(text: str, url: str) -> bool:
    """A PDF kept in a repository under the title its link shows: the paper itself, not a talk's slides.

    >>> _titled_pdf("Parallelized Stochastic Gradient Descent",
    ...             "https://github.com/w/Ad-papers/blob/master/Opt/Parallelized%20Stochastic%20Gradient%20Descent.pdf")
    True
    >>> _titled_pdf("Adapters", "https://github.com/lab/x/tree/source/assets/pdf/2022-04-06-Adapters.pdf")
    False
    """
    path = urlsplit(url).path
    if not path.casefold().endswith(".pdf") or "slide" in path.casefold() or len(words := tokens_of(text)) < 3:
        return False
    return words == tokens_of(unquote(path.rsplit("/", 1)[-1])[:-4])[-len(words) :]


def _opens_with_link(block: Block) -> bool:
    """A one-line paragraph that starts with a link: "[Title](dl.acm.org/…), Kai Shu, Suhang Wang" is an entry."""
    segs = block.lines[0].segs if len(block.lines) == 1 else []
    if not segs:
        return False
    # (or after a mark or the day it was read: "➖ [MedCATTrainer: …](…D19-3024.pdf)", "12/12/25 [Title](…)")
    lead = segs[0].text
    # (not a bracket: "[[**Notes**](…)] [[Paper](…)] - 2020 – **Title** – Names" is read by its bold title)
    marked = not any(c.isalnum() or c in "[(" for c in lead) or bool(_DAY.fullmatch(lead))
    marked = marked or bool(_SHORTCODES.fullmatch(lead))
    # (or after a label naming the link: "论文地址：[node2vec: Scalable Feature Learning for Networks](dl.acm.org/…)")
    marked = marked or (lead.rstrip().endswith((":", "：")) and is_field_line(f"{lead.strip()} x"))
    return segs[0].href is not None or (len(segs) > 1 and bool(segs[1].href) and marked)


#: Emoji shortcodes alone before a paragraph's link: ":heavy_minus_sign: ", ":boom: "
_SHORTCODES = re.compile(r"\s*(?::[a-z0-9_+-]+:\s*)+")
#: A day alone before a paragraph's link: "12/12/25 ", "2025-12-12: "
_DAY = re.compile(r"\s*(?:\d{1,2}/\d{1,2}/\d\d(?:\d\d)?|\d{4}-\d\d-\d\d)\s*[:–-]?\s*")


def _title_before_link_word(block: Block) -> bool:
    """A one-line paragraph of a title and a link its text calls the paper: "Causality in Bandits: A Survey
    [Paper](https://dl.acm.org/doi/abs/10.1145/3744917)"."""
    if len(block.lines) != 1 or not (segs := block.lines[0].segs) or segs[0].href is not None:
        return False
    at = next((k for k, seg in enumerate(segs) if seg.href), None)
    if at is None or not is_generic_link_text(segs[at].text):
        return False
    title = own_text(segs[:at]).strip(" :-–—|")
    if ", " in title or not title[:1].isupper() or split_authors(title.rstrip("の")) is not None:
        return False  # (names whose paper it is: "Aditya Grover & Jure Leskovecの[論文](…)")
    return is_title_like(title, prose=True) and len(title.split()) >= _MIN_LINE_TITLE_WORDS


#: Words of a title a paragraph shows before its "[Paper]" link.
_MIN_LINE_TITLE_WORDS = 3


#: The longest link text read as a label in brackets after a title ("[[ResearchGate](…)]", "([Springer p.177](…))")
_LABEL_LINK_CHARS = 24


#: A paper's own link labelled as such: "Paper: ", "Paper："
_PAPER_LABEL = re.compile(r"\s*(?:Paper|PDF|Link)\s*[:：]\s*", re.IGNORECASE)


def _label_link(segs: list[Seg], si: int, prose: bool) -> bool:
    """Whether link ``si`` is a label in brackets after its line's title: "- Adaptive correction of program
    statements [[ACM](https://dl.acm.org/…)]", "… Photons [[ResearchGate](…)]" — a site or journal, not the title
    (an id link's short text names its paper: "Prior probabilities of … [[Deep Image Prior](arxiv)]")."""
    text, before = segs[si].text.strip(), text_of(segs[:si]).rstrip()
    if len(text) > _LABEL_LINK_CHARS or len(text.split()) > 2 or not before.endswith(("[", "(")):
        return False
    return is_title(own_text(segs[:si]).rstrip(" [("), prose) and len(before.split()) >= 3


def typed_as_paper(line: Line) -> bool:
    """Whether a line opens with a hashtag saying it is a paper ("#PAPER [Title](…)", "#BOOK …"; see
    ``paper_type_tags`` in generic.json).

    >>> typed_as_paper(Line(0, [Seg("#PAPER "), Seg("Title", "https://x.org/a")]))
    True
    >>> typed_as_paper(Line(0, [Seg("#CODE https://github.com/x/y")]))
    False
    """
    tag = _TYPE_TAG.match(text_of(line.segs[:1]))
    return tag is not None and tag.group(1).casefold() in word_set("paper_type_tags")


#: A hashtag opening a line: "#PAPER ", "#book "
_TYPE_TAG = re.compile(r"\s*#([^\W\d][\w-]*)(?:\s|$)")


def _link_citation(text: str) -> Reference | None:
    """A whole citation as a link's text: names, a title and where it appeared (eight words at least)."""
    if len(text.split()) < _CITATION_WORDS or not (ref := parse_reference(" ".join(text.split()))):
        return None
    return ref if ref.authors and len(ref.title.split()) >= 3 and (ref.year or ref.venue) else None


_CITATION_WORDS = 8


#: What may part two linked titles on one line: a comma, a semicolon, "and"
_LINK_LIST_GAP = re.compile(r"\s*(?:[,;、，]|and|&)?\s*")
#: The fewest words of each of several linked titles on one line ("[Catapult](…), [Enzian](…)" name systems)
_LISTED_TITLE_WORDS = 4


def _listed_links(index: int, line_no: int, segs: list[Seg], first: int) -> list[Draft]:
    """The papers linked after a line's first linked title, each a long title parted by commas only: "[kvm: the
    Linux Virtual Machine Monitor](….pdf), [KVM/ARM: The Design and Implementation of …](….pdf) (KVM的…)"."""
    if len(segs[first].text.split()) < _LISTED_TITLE_WORDS:
        return []
    found: list[Draft] = []
    gap = ""
    for seg in segs[first + 1 :]:
        if not seg.href:
            gap += seg.text
            continue
        text = " ".join(seg.text.split())
        paper = is_paper_link(seg.href) or _titled_pdf(seg.text, seg.href) or other_ids(seg.href)
        if not (_LINK_LIST_GAP.fullmatch(gap) and paper and len(text.split()) >= _LISTED_TITLE_WORDS):
            break
        if not is_title_like(text) or is_generic_link_text(text):
            break
        found.append(Draft(index, line_no, bare_title(clean_title(text)), titled=True))
        gap = ""
    return found


def _paper_link_draft(index: int, block: Block, stem: str, skips: list[Skip]) -> tuple[list[Draft], list[Skip]]:
    """A paper with no id from a heading or item linking a paper page ("### [Title](neurips.cc/...)")."""
    for li, line in enumerate(block.lines):
        for si, seg in enumerate(line.segs):
            # A paper page, or any link the note calls the paper ("[[paper]](lab.site/x.pdf)").
            if not seg.href or " ".join(tokens_of(seg.text)) in word_set("material_words") or not (
                is_paper_link(seg.href)
                or (si <= 1 and typed_as_paper(line))  # "- #PAPER [The Importance of Past MJO … (Tseng 2020)](…)"
                or other_ids(seg.href)  # "journals.sagepub.com/doi/pdf/10.1177/…": a DOI in the address
                or " ".join(tokens_of(seg.text)) in word_set("paper_link_words")
                or _titled_pdf(seg.text, seg.href)
            ):
                # "[Michael Lynch](genetics.org/…) Mutation and Human Exceptionalism: …"
                if si == 0 and seg.href and (lead := _names_before_title(line.segs)):
                    draft = Draft(index, block.line + line.offset, lead[1], titled=True, reason=NAMES_LINKED)
                    draft.authors, draft.complete = lead[0]
                    return [draft], skips
                if si >= 1 and li == 0 and seg.href and (signed := _signed_link(line.segs, si)):
                    draft = Draft(index, block.line + line.offset, signed[1], titled=True, reason=NAMES_THEN_LINK)
                    draft.authors, draft.complete = signed[0]
                    return [draft], skips
                continue
            line_no = block.line + line.offset
            # (in prose or a caption; an item's or a line's own title may follow: "- [Shinn et al, eLife 2020](…pdf):
            # "A flexible framework …"", "[Ford et al.](…biorxiv…)  Frequent lack of …")
            if (named := SHORT_CITE_TEXT.match(seg.text.strip(" ()*"))) and not (
                block.kind != "paragraph" or (si == 0 and _names_before_title(line.segs))
            ):
                return [_named_in_prose(index, line_no, named, None, None, other_ids(seg.href))], skips
            if cited := _link_citation(seg.text):
                # "For official article, read [Sievers, Fabian, …, (2011) Fast, scalable generation of …](embopress…)"
                draft = Draft(index, line_no, cited.title, titled=True, reason="a citation linking its paper")
                draft.authors, draft.complete, draft.year = cited.authors, cited.complete, cited.year
                draft.venue, draft.series = cited.venue, cited.series
                draft.add_ids({**cited.ids, **other_ids(seg.href)})
                return [draft], skips
            if not is_generic_link_text(seg.text) and not _label_link(line.segs, si, block.kind == "paragraph"):
                title: str | None = " ".join(seg.text.split())
            else:
                title, offset, _ = _title_for(block, li, si, prose=False, first=True)
                line_no = block.line + offset
            if title and is_title_like(title):  # "- Curriculum Learning." over "[[ICML]](…pdf)": no final stop
                first_draft = Draft(index, line_no, bare_title(clean_title(title)), titled=True)
                if li == 0 and si >= 1 and (signed := _signed_link(line.segs, si)):
                    first_draft.authors, first_draft.complete = signed[0]
                return [first_draft, *_listed_links(index, line_no, line.segs, si)], skips
            skip = Skip(Mention(stem, line_no), f"paper link with no id and no title: {seg.href}")
            bare_url = seg.text.strip().startswith(("http://", "https://")) and len(line.segs) == 1
            page = si == 1 and "_paper" in seg.href and _PAPER_LABEL.fullmatch(text_of(line.segs[:1])) is not None
            if block.kind == "item" and (bare_url or page):
                # A bare link under a title item ("* Title" over "    * https://www.biorxiv.org/…"), a paper's page
                # under its title ("- Paper: https://www.ecva.net/…/3292_ECCV_2022_paper.php"): the title is the one
                # over it; kept untitled until that names it, else dropped (parent_item_title, bold_title_over_links)
                untitled = Draft(index, line_no, bare=True, reason=PAPER_PAGE if page else UNTITLED_LINK)
                untitled.add_ids(other_ids(seg.href))
                untitled.venue = edition_of_url(seg.href) if page else None
                return [untitled], [*skips, skip]
            return [], [*skips, skip]
    return [], skips
