"""The registered fallback extractor: every block read, then titles and topics settled across blocks."""

from __future__ import annotations

import itertools
import re
from collections import Counter, defaultdict
from dataclasses import replace
from string import digits

from kg.keys import fold
from kg.notes.cite import (
    CLOSING_YEAR,
    DITTO,
    YEAR_AFTER_SPACE,
    Reference,
    journal_reference,
    names_comma_title,
    parse_reference,
    short_citation,
    split_authors_tag,
    surnames_comma_title,
    surnames_year_lead,
    tag_edition,
    venue_tag,
)
from kg.notes.context import document_context
from kg.notes.extract import CLAIM_THRESHOLD, Format, register
from kg.notes.extract.generic.blocks import Block, document_blocks, sub_item
from kg.notes.extract.generic.drafts import Draft, own_text
from kg.notes.extract.generic.entries import (
    ARXIV_LABEL,
    EMPTY_LINK,
    TASK_MARK,
    attach_link_blocks,
    block_text,
    bold_title,
    bold_title_by,
    bylines_under_titles,
    citation_cell_lines,
    citation_paragraph_lines,
    dashed_siblings,
    drop_method_checklists,
    drop_prose_mentions,
    drop_repeats,
    enrich,
    heading_continuations,
    italic_title,
    labelled_records,
    line_text,
    merge_cited_again,
    names_link_then_title,
    names_of,
    org_cite,
    plain_citation_lines,
    printed_id_items,
    text_drafts,
    title_lists,
    title_over_authors,
    titles_over_byline_paragraphs,
    trailing_fields,
    vouched_rows,
)
from kg.notes.extract.generic.fences import fenced_bibtex, front_matter_records, yaml_references
from kg.notes.extract.generic.fields import (
    apply_fields,
    heading_entries,
    heading_links,
    merge_into_headings,
    numbered_names_over,
    sub_item_fields,
)
from kg.notes.extract.generic.lines import NAMED_IN_PROSE, PAPER_PAGE, UNTITLED_LINK, line_drafts, typed_as_paper
from kg.notes.extract.generic.own_lines import (
    byline_block,
    cut_title_bylines,
    emphasised_title,
    names_near,
    remark_tag,
    title_after_name_link,
    title_below,
    title_for_journal,
    venue_near,
)
from kg.notes.extract.generic.sections import (
    bold_title_over_links,
    contents_headings,
    drop_contents_entries,
    emphasised_titles,
    heading_bylines,
    heading_titles,
    previous_paragraph_title,
    reading_years,
    section_edition,
    section_series,
    section_year,
    title_names_over_links,
    topic_flags,
)
from kg.notes.extract.generic.segments import DATE_LABEL, Seg
from kg.notes.extract.generic.tables import row_drafts
from kg.notes.extract.generic.titles import (
    clean_title,
    drop_affiliations,
    is_locator,
    journal_lead,
    journal_suffix,
    link_series,
    name_led,
    name_tagged,
    split_affiliation_tag,
    split_arxiv_tag,
    split_attachment_name,
    split_dashed_year,
    split_date_lead,
    split_day_lead,
    split_key_prefix,
    split_name_lead,
    split_name_tag,
    split_organisation_tag,
    split_series_tag,
    split_venue_date_lead,
    split_year_tag,
    split_year_venue_lead,
)
from kg.notes.extract.generic.urls import host_of, on_site
from kg.notes.extract.generic.words import tokens_of, word_set
from kg.notes.markdown import WIKI_LINK, Heading
from kg.notes.read import Document
from kg.notes.venues import MONTH_NAME, canonical_series, copy_at_server, find_series, full_year, published
from kg.records import Author, Extraction, Mention, Method, Paper, Skip, VenueEdition

#: The fewest items typed as papers by a hashtag that make a note's other links resources.
_TYPED_ITEMS = 3
#: One word a link may name a paper by ("Adam", "ResNeXt", "BLIP-2"): no title
_ONE_WORD = re.compile(r"[A-Za-z][A-Za-z0-9.+-]*")
#: "Gato paper", "the BERT paper": a paper called by its model's name ("Café Paper", "The last paper" are titles)
_NICKNAME = re.compile(r"^(?:[Tt]he\s+)?(?=[\w.+-]*[A-Z0-9])[\w.+-]+\s+paper$")


def generic_reading(doc: Document) -> tuple[tuple[Paper, ...], tuple[Skip, ...]]:
    """:func:`extract_papers` of the document, read once: another reader's detection may ask for it before this
    one reads the document (kept in the document's ``__dict__``, as its cached properties are)."""
    found = doc.__dict__.get("_generic_reading")
    if found is None:
        found = doc.__dict__["_generic_reading"] = extract_papers(doc)
    return found


def extract_papers(doc: Document) -> tuple[tuple[Paper, ...], tuple[Skip, ...]]:
    """Every paper the generic reader finds in a document, and what it saw but could not use.

    >>> from kg.notes.read import parse
    >>> text = "# Reading\\n## GANs\\n- GANSpace: GAN Controls [paper](https://arxiv.org/abs/2004.02546)\\n"
    >>> doc = parse(text, "n.md", "n")
    >>> papers, skipped = extract_papers(doc)
    >>> [(p.title, p.arxiv_id, p.topics, p.mention.line) for p in papers]
    [('GANSpace: GAN Controls', '2004.02546', (('GANs',),), 3)]
    """
    blocks, headings = document_blocks(doc.tokens)
    drafts: list[Draft] = []
    skips: list[Skip] = []
    by_block: dict[int, list[Draft]] = {}
    for index, block in enumerate(blocks):
        skipped: list[Skip] = []
        if block.labelled:
            continue  # "| Cite as: | [arXiv:1903.11850](…) [cs.CL] |": a field of the entry above
        if records := labelled_records(index, block):  # "Title: …" / "Paper: url" / "Code: url" lines
            found = records
        elif block.kind == "row" and (cell_lines := citation_cell_lines(block)):  # "* Names, [Title](…), …<br/>* …"
            found = [d for line in cell_lines for d in _block_drafts(index, line, doc.stem)[0]]
        elif block.kind == "paragraph" and len(block.lines) >= 2 and (hard_broken := citation_paragraph_lines(block)):
            # "[Adams, R.A., …, 2013. Predictions not commands: …](./ref/….pdf)\\" over "[Agarwal, S., …](…)\\"
            found = [d for line in hard_broken for d in _block_drafts(index, line, doc.stem)[0]]
        else:
            found, skipped = _block_drafts(index, block, doc.stem)
        drafts += found
        skips += skipped
        if found:
            by_block[index] = found
    heading_continuations(blocks, by_block)
    drafts += vouched_rows(blocks, by_block)
    drafts += dashed_siblings(blocks, by_block)
    drafts = sub_item_fields(blocks, bylines_under_titles(blocks, drafts, by_block), by_block)
    drafts = heading_bylines(blocks, headings, drafts, by_block)
    context = document_context(doc)
    drafts += title_over_authors(blocks, by_block) + title_lists(blocks, headings, by_block, context.venue is not None)
    drafts = printed_id_items(blocks, drafts, by_block)  # "- Title" over "\t- arxiv:gr-qc/9307038"
    drafts = titles_over_byline_paragraphs(blocks, drafts, by_block)
    drafts += contents_headings(blocks, headings, drafts, by_block)
    drafts = drop_repeats(attach_link_blocks(blocks, sorted(drafts, key=lambda d: (d.line, d.block)), by_block))
    drafts = drop_prose_mentions(blocks, drop_method_checklists(blocks, drafts))
    # (nor is software, or a journal's volume and page with no title: "Names, [Rev. Mod. Phys. 82, 3045](doi)", and
    # "Reference: X.-L. Qi and S.-C. Zhang, [Rev. Mod. Phys. 83, 1057 (2011)](…)" is a field of the entry above)
    texts = {i: block_text(blocks[i]) for i in sorted({d.block for d in drafts})}  # (a line may hold many entries)
    dropped = {
        id(d)
        for d in drafts
        if _software(texts[d.block])
        or (_resource_label(texts[d.block]) and not (d.arxiv or d.openreview or d.ids))
        or _untitled_reference(d, blocks[d.block], texts[d.block])
        or _press(d, blocks[d.block], texts[d.block])
        or (d.title is not None and not d.authors and _LEGAL_SOURCE.search(d.title) is not None)
        # ("- 직접 방법론·탐지 논문: [`핵심_방법론_논문_정리_템플릿_v3.md`](…)": a vault's own note, by its file name)
        or (d.title is not None and _NOTE_FILE.search(d.title) is not None)
        or (d.title is not None and _WEEKDAY_DATE.fullmatch(d.title))  # "Tue, Jan 15th": a meeting's row, untitled
        # ("*Keynote talk* by [Laurent Vanbever](…)" over "*Title:* Programmable, …": a talk's record)
        # (or a programme's row: "| 9:05 | **Keynote**: [Giuseppe De Giacomo – *Deciding and Learning …*](#…) |")
        or (_TALK_LEAD.match(texts[d.block] if blocks[d.block].kind != "row" else d.title or "") is not None and not (
            d.arxiv or d.openreview or d.ids
        ))
        # "Welcome and Introductions" over its chairs' names: a programme's slot
        or (d.title is not None and fold(d.title) in word_set("programme_slots") and not (d.arxiv or d.ids))
        or (d.title is not None and "[[" in d.title and _tag_links(d.title))  # "[[Trust]], [[Expertise]]": tags
        # "* USENIX Symposium on Networked Systems Design and Implementation (NSDI)": a list of venues
        or (d.reason.startswith(("one of", "table row")) and d.title is not None and _VENUE_NAME.search(d.title))
        # "Fisher et al. (2017) dissected the relative contributions of … in the LGN [18]. While …": a review's prose
        # citing its reference list by number
        or (blocks[d.block].kind == "paragraph" and not (d.arxiv or d.openreview or d.ids)
            and _numbered_prose("\n".join(line_text(ln) for ln in blocks[d.block].lines)))
    }
    # ("[Reading Guide: _Queens_](…pdf)", "[…(PPT)](…pdf)": material about a paper, its line still no byline)
    material = {id(d) for d in drafts if d.title is not None and _material_label(d.title)}
    dropped |= material
    # A vault that types its items ("- #PAPER [Title](…)", "- #CODE …") says which are papers: the others with no
    # paper id are its resources ("- [The Subseasonal Rodeo](https://www.drought.gov/…)")
    typed = {d.block for d in drafts if (lines := blocks[d.block].lines) and typed_as_paper(lines[0])}
    if len(typed) >= _TYPED_ITEMS:
        dropped |= {id(d) for d in drafts if d.block not in typed and not (d.arxiv or d.openreview or d.ids)}
    drafts = [d for d in drafts if id(d) not in dropped]
    for i, found in list(by_block.items()):
        by_block[i] = [d for d in found if id(d) not in dropped or id(d) in material]
    title_names_over_links(blocks, drafts, by_block)
    previous_paragraph_title(blocks, drafts, by_block)
    bold_title_over_links(blocks, drafts, by_block)
    drafts = [d for d in drafts if d.title or d.reason != UNTITLED_LINK]  # its skip says why it is no paper
    # (an untitled paper page's link, "- Paper: https://openaccess.thecvf.com/…", waits for its heading's title)
    drafts, paper_headings = heading_titles(blocks, headings, drafts, by_block)
    # (and prose citing a paper by name, "[Brown et al. (2020)](…) proposed GPT-3", under no title of it: no entry)
    drafts = [d for d in drafts if d.title or d.reason not in (PAPER_PAGE, NAMED_IN_PROSE)]
    entries = heading_entries(blocks, headings, by_block, paper_headings)
    heading_links(blocks, by_block)
    drafts = merge_into_headings(blocks, entries, drafts)  # "## Title", then "[ADS](…) Names. Title. Journal, 2016"
    paper_headings.update(blocks[d.block].heading for d in entries)  # type: ignore[misc]
    drafts = drop_contents_entries(blocks, headings, sorted(drafts + entries, key=lambda d: (d.line, d.block)))
    # A note on the one paper its file is named for ("(CCS 2025) Secure Noise Sampling ….md" under "## (CCS 2025) Secure
    # Noise Sampling …"): the short lists of its body are its notes' steps and points, not titles ("1. Sample uniformly
    # from $D_1$")
    stem = set(tokens_of(doc.stem))
    if any(d.title and len(words := tokens_of(d.title)) >= _OWN_TITLE_WORDS and set(words) <= stem for d in drafts):
        drafts = [d for d in drafts if not d.reason.startswith("one of") or d.arxiv or d.openreview or d.ids]
    # ("### BEGAN" over "_BEGAN: Boundary Equilibrium Generative Adversarial Networks_": the heading's paper's title)
    emphasised_titles(blocks, drafts)
    apply_fields(blocks, drafts, by_block)
    numbered_names_over(blocks, drafts, by_block)
    drafts = merge_cited_again(blocks, drafts, doc.footnotes)
    for before, d in itertools.pairwise(drafts):  # "———. 2012. “BLIP: …”" under a citation: the same names
        first = blocks[d.block].lines[:1]
        if not d.authors and before.authors and first and DITTO.match(line_text(first[0])):
            d.authors, d.complete = before.authors, before.complete
    venue = context.venue
    for d in drafts if venue is None else ():  # (a document's edition, "jam-for-iclr2022.md", dates its papers)
        if d.year is None and d.titled and d.title and len(by_block.get(d.block, ())) == 1:
            d.year = _lone_year(blocks[d.block], d.title)
    is_topic = topic_flags(headings, paper_headings, _title_heading(doc, headings, blocks, drafts))
    read = reading_years(blocks, headings, drafts)
    for d in drafts:  # "[GLUE: …](arxiv)" over "Alex Wang et al., Sep 2018 version, ICLR 2019": a venue no reader took
        if d.venue is None and d.series is None and d.title and len(by_block.get(d.block, ())) <= 1 and (
            printed := venue_near(blocks[d.block], d, _sub_item(blocks, d.block, by_block))
        ):
            d.venue, d.series = (printed, None) if isinstance(printed, VenueEdition) else (None, printed)
            d.year = d.year or (d.venue.year if d.venue else None)
    for d in drafts:  # the entry's own venue, even without a year, beats its section's and the document's
        if d.venue is None and d.series is None:
            d.venue = section_edition(blocks[d.block], headings, read)  # "- **S&P 2018**" over its papers too
            d.venue = d.venue or _linked_series(d, blocks[d.block], headings)
        if d.venue is None and d.series is None and venue is not None:
            # "# 2017-2018 AAAI中time series相关论文汇总" over "#### 2016年": the document's series, the section's year
            year = section_year(blocks[d.block], headings, read)
            d.venue = VenueEdition(venue.series, year) if year else venue
    _arxiv_digest(doc, drafts)
    for d in drafts:
        if d.book:  # "Princeton: Princeton University Press, 2011": a book on the list is one of its readings, and
            d.venue = None  # its publisher is no venue
    if shows := _non_paper_sections(headings):  # "# Demonstrations": what a day's notes list there is no paper
        # (nor is such a heading itself one: "### Interactive Resources" over a link)
        # (but a paper cited with its authors and its id is one wherever it stands: "## Tutorials:" over "Stringer, C.,
        # …, and Pachitariu, M. (2021). High-precision coding in visual cortex. Cell 184(10): …. doi: …")
        drafts = [
            d for d in drafts
            if _identified(d) or not shows.intersection((*blocks[d.block].headings, blocks[d.block].heading))
        ]
    named: dict[int, str | None] = {}
    listed = name_tagged([d.title for d in drafts if d.title and d.titled])  # "… Graph Clustering (SCGC)" a row
    led = name_led([d.title for d in drafts if d.title and d.titled])  # "DD - Dataset Distillation" a row
    surname_led = _surname_led(drafts)
    for d in _year_tailed(drafts, blocks):  # "* Kernel Methods For Deep Learning 2009", an item like its list's others
        title, printed = (d.title or "").rsplit(" ", 1)
        d.title, d.year = title, d.year or int(printed)
    for d in drafts:
        if d.titled and d.title and ": " in d.title and (bylined := _names_colon_bold(blocks[d.block], d.title)):
            # "[Ian J. Goodfellow, …, Yoshua Bengio: **Generative Adversarial Networks**](arxiv)": names, then the title
            (d.authors, d.complete), d.title = bylined
        if d.titled and d.title and d.reason == "paper id link" and (linked := _linked_citation(d.title)):
            # "[Wm. A. Wulf, and Sally A. McKee. "Hitting the memory wall: …" (1995)](…)": the link's text cites it
            d.title, d.authors, d.complete = linked.title, linked.authors, linked.complete
            d.venue, d.year = linked.venue, linked.year or d.year
        elif d.titled and d.title and _CALLED.search(d.title) and (after := _cited_after_link(blocks[d.block], d)):
            # "[Trajectory Balance paper](arxiv) Nikolay Malkin, …, “Trajectory Balance: Improved …", arXiv:…"
            d.title, d.authors, d.complete = after.title, after.authors, after.complete
            d.venue, d.year = after.venue, after.year or d.year
        if d.title and (" | " in d.title or ": " in d.title) and (paged := journal_suffix(d.title)):
            d.title = paged[0]  # "> Patterns of de novo tandem repeat mutations … | Nature": a page title, copied
            if d.venue is None and d.series is None:
                d.venue, d.series = (VenueEdition(paged[1], d.year), None) if d.year else (None, paged[1])
        elif d.title and d.title[:1].isupper() and (volume := journal_lead(d.title)):
            d.title, d.year = volume[0], d.year or volume[2]  # "> Phys. Rev. E 103, 012405 (2021) - Integer …"
            d.venue = d.venue or VenueEdition(volume[1], d.year)
        if d.title and d.reason.startswith("citation"):
            italic_title(blocks[d.block], d)  # "_Plato. The Invention of Philosophy_": the stop is the title's
        if d.title and _carries_fields(d.title, d.reason):
            trailing_fields(d)  # "Deep Graph Infomax, P Veličković, W Fedus", "…, 2017", "… arXiv:1802.09691"
        if d.title and " by " in d.title and (by := bold_title_by(blocks[d.block], d.title)):
            d.title, (d.authors, d.complete) = by  # "- [ ] **A Human-Centered Review of …** by *Devansh Saxena*, …"
        elif d.title and not d.reason.startswith("paper id"):
            bold_title(blocks[d.block], d, parted=True)  # "| 4) **Forecasting …** - new work analyzing … |"
        if d.title and not d.authors and ", " in d.title and (signed := _names_comma_cited(d.title)):
            # "[8] Ekman, Paul; Friesen, Wallace V.; …, Smiles when lying, Journal of …, Vol 54(3), Mar 1988, 414-420"
            d.title, d.authors, d.complete = signed.title, signed.authors, signed.complete
            d.year, d.venue = d.year or signed.year, d.venue or signed.venue
        if id(d) in surname_led:  # "[Bengio, On Training Deep Boltzmann Machines (2012)](arxiv)"
            d.authors, d.complete, d.title = surname_led[id(d)]
        if d.title and not d.authors and (short := short_citation(d.title)):  # "Bashivan et al (2019) - Title"
            d.authors, d.complete, d.year = short[0], short[1], d.year or short[2]
        elif d.title and (surnamed := surnames_year_lead(d.title)) and _names_among(d.authors, surnamed[1][0]):
            # "Lewontin 1970 The Units …", "[_Vaswani et. al. 2017_: **Attention Is All You Need**][transformers]"
            d.title, (d.authors, d.complete), d.year = surnamed[0], surnamed[1], d.year or surnamed[2]
            if surnamed[3] and d.venue is None:
                d.venue = VenueEdition(canonical_series(surnamed[3]), d.year)
        elif d.title and d.titled and (_NAMES_SHOWN.search(d.title) or len(d.title.split()) <= _NAME_WORDS) and (
            swapped := names_link_then_title(blocks[d.block], d)
        ):
            d.authors, d.complete, d.title = swapped[:3]  # "[Van Deynze et al.](…) Nitrogen fixation in a landrace …"
            d.year = d.year or swapped[3]
        elif d.title and not d.authors and (cited := org_cite(blocks[d.block])):  # "[[cite:…][Wu et al. 2017: …]]"
            d.authors, d.complete, d.year = cited[0], cited[1], d.year or cited[2]
        dated = d.title and (not d.title[:1].isalnum() or d.title[:2] in ("19", "20"))  # ("`2021.02` DNABERT: …")
        if d.title and dated and (date_lead := split_date_lead(d.title))[1]:
            d.title, d.year = date_lead[0], d.year or date_lead[1]  # "* [Oct 2024] **"Title"** [[paper](arxiv)]"
        if d.title and d.title[:1].isdigit():
            d.title = split_day_lead(d.title)  # "1) 9.17, iGniter: …（TPDS'24）, Fei Xu": the meeting's day
        _drop_title_tags(d)
        if d.title and d.title[:1].isalpha() and (venue_lead := split_venue_date_lead(d.title))[1]:
            d.title, d.year = venue_lead[0], d.year or venue_lead[1].year  # "arXiv  2020.12, Denoising Diffusion …"
            d.venue = d.venue or venue_lead[1]
        if d.title and d.title[:2] in ("19", "20") and (lead := split_year_venue_lead(d.title))[2]:
            d.title, d.year = lead[0], d.year or lead[1]  # "2015-ICLR_W - Training Convolutional Networks with …"
            if d.venue is None:
                d.venue = VenueEdition(lead[2], d.year) if d.year else None
        if d.title and " - " in d.title and (attached := split_attachment_name(d.title))[2]:
            d.title, d.year = attached[0], d.year or attached[1]  # "Tian 等。 - 2019 - A multi-hop routing ….pdf"
            if not d.authors:
                d.authors, d.complete = tuple(Author(n, n) for n in attached[2]), attached[3]
        if d.title and (" - " in d.title or d.title[:1] in "12[(" or "_" in d.title[:20]):  # "Kim2012 - …", "2020 - …"
            d.title, keyed, surnames = split_key_prefix(d.title)
            d.year = d.year or keyed
            if surnames and not d.authors:  # "1995 Shor: Polynomial-Time Algorithms …"
                d.authors, d.complete = tuple(Author(n, n) for n in surnames), True
            if led and not keyed:
                d.title = split_name_lead(d.title)
        if d.title and d.title.endswith(".") and not d.title.endswith("..") and _bold_span(blocks[d.block], d.title):
            d.title = d.title[:-1]  # "**Geometric Deep Learning: Going beyond Euclidean data.** IEEE SPM 2017."
        if d.titled and d.title and ", " in d.title:
            d.title = drop_affiliations(d.title)  # "[Pay attention to MLPs, Google](arxiv)"
        if d.title and d.title[-1:].isdigit():  # "Wide Residual Networks - 2016"
            d.title, dashed_year = split_dashed_year(d.title)
            d.year = d.year or dashed_year
        if d.title and d.title.endswith("）") and (opened := d.title.rfind("（")) > 0 and d.title[opened - 1].isascii():
            # "Scheduling OLTP Transactions via Machine Learning （2019）": a Latin title's tag in full-width brackets
            d.title = f"{d.title[:opened]}({d.title[opened + 1 : -1]})"
        if d.title and d.title.endswith((")", "]", *digits)) and (preprint := split_arxiv_tag(d.title))[1]:
            d.title = preprint[0]  # "Efficiently Programming … using SGLang (arXiv 2312.07104)": a preprint
            d.add(None, preprint[1])
            d.series = d.series or (None if d.venue else "arXiv")
        if d.title and d.title.endswith((")", "]")):  # "Pointer Networks (2015.06)": the date is the year
            if d.venue is None and (tagged := venue_tag(d.title)) and d.title.startswith(tagged[0]):
                d.title, d.venue = tagged  # "… with Denoising Adapters (EMNLP 2021)": the edition, not its series
            if not d.authors and (people := split_authors_tag(d.title)):
                d.title, (d.authors, d.complete), tag_year = people  # "The Lonely Man of Faith (Rav. Joseph …)"
                d.year = d.year or tag_year  # "… One-Hole Contexts (Connor McBride 2001)"
            d.title, tagged_year = split_year_tag(clean_title(d.title))
            d.year = d.year or tagged_year
            d.title, tagged_year = split_organisation_tag(d.title)  # "… (Microsoft 2016)": a year, no venue
            d.year = d.year or tagged_year
            d.title = split_affiliation_tag(d.title)  # "AliGraph: … Platform (*Alibaba*)"
            d.title, series = split_series_tag(d.title)  # "Attention Is All You Need (NeurIPS)"
            if series and (d.venue is None or d.venue.series != series):
                year = d.year or section_year(blocks[d.block], headings, read)
                d.venue, d.series = (VenueEdition(series, year), None) if year else (None, series)
            d.title, named[id(d)] = split_name_tag(d.title, listed)  # "Deep Residual Learning for … (ResNet)"
    for d in drafts:
        named_only = not d.title or d.title == d.named
        if (named_only or (d.titled and d.title and len(d.title.split()) <= _NAME_WORDS)) and (
            below := title_below(blocks[d.block], d)
        ) and (named_only or venue_tag(below) or below.startswith(f"{d.title}:")):
            # "* **LAVENDER** [[Paper](arxiv)]" over "<br/> LAVENDER: Unifying … (CVPR 2023)": the name's paper
            named[id(d)] = named.get(id(d)) or d.named
            tag = venue_tag(below)
            d.title, below_venue = (tag[0], tag[1]) if tag else (below, None)
            d.venue, d.year = d.venue or below_venue, d.year or (below_venue.year if below_venue else None)
        if d.title and (journal_read := title_for_journal(blocks[d.block], d)):
            d.title, d.venue = journal_read[0], d.venue or journal_read[1]  # "Hemant Ishwaran et al. Annals of … 2008"
            d.year = d.year or journal_read[1].year
        if d.titled and d.title and (whole := title_after_name_link(blocks[d.block], d)):
            d.title = whole  # "[Alpa](arxiv) : Automating Inter- and Intra-Operator Parallelism … | OSDI' 22"
        if d.titled and d.title and d.title.endswith((")", "]")) and (remarked := remark_tag(d.title)):
            d.title, edition, remark_year = remarked  # "[egg: … E-graphs (2020 Preprint)](arxiv)"
            d.venue, d.year = d.venue or edition, d.year or remark_year
        if d.title and (emphasised := emphasised_title(blocks[d.block], d)):
            d.title = emphasised  # "Zaharia et al. (2012) — *Resilient Distributed Datasets* (Spark)"
    cut_title_bylines(drafts)  # "Henk Barendregt. **Introduction to Generalized Type Systems** (1991)." read whole
    drafts = _bylines_below(blocks, drafts)
    for d in drafts:
        # (a row's or line's names before its first link are its; the next lines of a block of many entries are theirs)
        foremost, shared = by_block.get(d.block, [d])[:1] == [d], len(by_block.get(d.block, ())) > 1
        if not d.authors and d.title and foremost and (
            near := names_near(blocks[d.block], d, _sub_item(blocks, d.block, by_block), shared)
        ):
            d.authors, d.complete = near  # "[Title](…), Czaja and Li.": a byline no layout's reader took
    # "## IEEE Transactions on … (TPDS)" over its papers; not "## MLSys" over papers of other venues (a field)
    sectioned = {id(d): by_heading for d in drafts if d.venue is None and d.series is None and (
        by_heading := section_series(blocks[d.block], headings))}
    elsewhere = {(i, d.venue.series) for d in drafts if d.venue for i in blocks[d.block].headings}
    for d in drafts:
        d.year = d.year or (d.venue.year if d.venue else None) or _month_tag_year(blocks, d, by_block)
        d.year = d.year or section_year(blocks[d.block], headings, read) or context.year
        by_heading = sectioned.get(id(d))
        if by_heading and not any(i == by_heading[1] and series != by_heading[0] for i, series in elsewhere):
            d.series = by_heading[0]
        if d.venue is None and d.series is None:
            d.series = context.series  # "# Best Paper Awards (SOSP)": the venue of each dated row
        if d.venue is None and d.series and d.year:  # "(Arxiv)" on an entry of a "2023" section
            d.venue, d.series = VenueEdition(d.series, d.year), None
        d.venue = published(d.venue, d.arxiv)  # "*Preprint, July 2022*", "*Under review.*": arXiv's, or none
    papers = tuple(
        Paper(
            mention=Mention(doc.stem, d.line),
            title=clean_title(d.title) or None if d.title else None,
            authors=d.authors,
            authors_complete=d.complete if d.authors else None,
            year=d.year,
            venue=d.venue,
            series=None if d.venue or d.book else d.series,
            openreview_id=d.openreview,
            arxiv_id=d.arxiv,
            ids=tuple(sorted(d.ids.items())),
            topics=((path,) if (path := _topics(blocks[d.block], headings, is_topic)) else ())
            + tuple((tag,) for tag in d.tags or _line_tags(blocks[d.block], d.line)),
            links=tuple(d.links),
            reason=d.reason,
            proposes=(Method(name),) if (name := named.get(id(d)) or (d.named if not d.title else None)) else (),
            reference=bool(d.named and not d.title),
        )
        for d in drafts
    )
    # (an entry whose title cleaning left nothing and that has no arXiv or OpenReview id has no key in the graph)
    skips += [Skip(p.mention, "an entry with no title and no paper id") for p in papers if not _keyed(p)]
    # (one with a paper id but no title, "* https://arxiv.org/abs/1910.04241", "[Paper](arxiv)" beside keywords, is a
    # paper the note points to: in the graph by its id, not one the note lists)
    papers = tuple(p if p.title or p.reference else replace(p, reference=True) for p in papers if _keyed(p))
    # (a contents list's "[Title]()" entry names a paper listed again below: that entry is the paper)
    named_twice = Counter(fold(p.title) for p in papers if p.title)
    papers = tuple(p for p in papers if p.reason != EMPTY_LINK or named_twice[fold(p.title or "")] < 2)
    pasted = yaml_references(doc) + front_matter_records(doc)
    if any(tok.type == "fence" or (tok.type in _CODE_TYPES and "@" in tok.content) for tok in doc.tokens) or (
        "\n@" in doc.text
    ):
        pasted += fenced_bibtex(doc, _fence_topics(doc, headings, is_topic))
    if pasted:
        papers = _completed_by_records(pasted, papers, headings)
        papers, own = _own_entries(pasted, papers, headings)
        pasted = [_named_by_heading(paper, headings) for paper in own]
        papers = tuple(sorted(papers + tuple(pasted), key=lambda p: p.mention.line))
    return papers, tuple(skips)


def _bylines_below(blocks: list[Block], drafts: list[Draft]) -> list[Draft]:
    """Entries that are only the byline of the entry above ("- [**ASPLOS 2023**] NosWalker: …" over "  > _Shuke Wang,
    Mingxing Zhang, Ke Yang, et al._ [[paper]](doi)"): their names, ids and links given to it, no paper of their own."""
    kept: list[Draft] = []
    for d in drafts:
        above = kept[-1] if kept else None
        byline = byline_block(blocks[d.block]) if above is not None and not above.authors else None
        if above is None or byline is None or not 0 < d.line - above.line <= _BYLINE_GAP or not above.fits(
            d.openreview, d.arxiv
        ):
            kept.append(d)
            continue
        above.authors, above.complete = byline
        above.add(d.openreview, d.arxiv)
        above.add_ids(d.ids)
        above.links += [link for link in d.links if link not in above.links]
    return kept


#: The most lines a byline stands below its entry's first line.
_BYLINE_GAP = 3


def _sub_item(blocks: list[Block], index: int, by_block: dict[int, list[Draft]]) -> Block | None:
    """The item right under an item, one level in, that holds no entry: where a list may print its byline."""
    block, below = blocks[index], blocks[index + 1] if index + 1 < len(blocks) else None
    if below is None or not sub_item(block, below):
        return None
    return below if not by_block.get(index + 1) and below.line - block.line - len(block.lines) <= 1 else None


#: What a link text of names has: "et al." or two names joined ("Korthauer and Irizarry").
_NAMES_SHOWN = re.compile(r"\bet\.? al\b|\sand\s|&")


def _surname_led(drafts: list[Draft]) -> dict[int, tuple[tuple[Author, ...], bool, str]]:
    """Linked titles led by surnames and closed by a year, "[Bengio, On Training Deep Boltzmann Machines (2012)](…)",
    when two or more of a document's links read so ("Show, Attend and Tell: …" alone is a title)."""
    found = {
        id(d): (led[0], False, led[1])
        for d in drafts
        if d.titled and d.title and not d.authors and ", " in d.title and CLOSING_YEAR.search(d.title)
        and (led := surnames_comma_title(d.title))
    }
    return found if len(found) >= _SURNAME_LED_LINKS else {}


#: The fewest links led by surnames and closed by a year that make a habit
_SURNAME_LED_LINKS = 2


def _names_comma_cited(text: str) -> Reference | None:
    """A whole ``Names, Title, Venue, Year`` citation read as one entry's title: whole names (two at least, or one
    with a year), then the title."""
    signed = names_comma_title(text)
    if signed is None or len(signed.title.split()) < _MIN_CITED_WORDS:
        return None
    return signed if len(signed.authors) >= 2 or signed.year else None


#: The fewest words of a title read out of a citation that was taken whole for one.
_MIN_CITED_WORDS = 3


def _material_label(title: str) -> bool:
    """Whether a title opens with a label of material about a paper ("Reading Guide: The Woman that Never Evolved"),
    or closes with one in brackets ("Multi-Prediction Deep Boltzmann Machines(PPT)")."""
    label, colon, _ = title.partition(":")
    if colon and " ".join(tokens_of(label)) in word_set("material_labels"):
        return True
    tagged = _CLOSING_TAG.search(title) if title.endswith(")") else None
    return tagged is not None and " ".join(tokens_of(tagged.group(1))) in word_set("material_labels")


#: A short tag in brackets closing a title: "(PPT)", "(slides)"
_CLOSING_TAG = re.compile(r"\(([^()]{2,12})\)$")


def _tag_links(title: str) -> bool:
    """Whether a "title" is a line of pages linked as tags, two words at most besides them: "[[Teaching
    excellence]], [[Pedagogy]]", "And [[Faculty resistance]], [[confidence]]", "Conceptual [[Meta-analysis]]"."""
    # (a paper's note linked by its title, "[[Adam A Method for Stochastic Optimization]]", is a longer page name)
    short = all(len(link.group(1).split()) <= _TAG_WORDS for link in WIKI_LINK.finditer(title))
    return short and len(WIKI_LINK.sub(" ", title).replace(",", " ").split()) <= 2


#: The most words of a page linked as a tag.
_TAG_WORDS = 3


#: The most words of one person's name a link's text may be ("Bertrand R. Jordan").
_NAME_WORDS = 4


def _keyed(paper: Paper) -> bool:
    return bool(paper.title or paper.arxiv_id or paper.openreview_id or paper.cite_key)


_DOCUMENT_MONTH = re.compile(r"((?:19|20)\d\d)[-./_](0[1-9]|1[0-2])\b")
#: How many papers, and what share of those with an arXiv id, a digest posts in its own month.
_DIGEST_PAPERS, _DIGEST_SHARE = 3, 0.8


def _untitled_reference(draft: Draft, block: Block, text: str) -> bool:
    """Whether an entry is a journal's volume and page with no title ("Rev. Mod. Phys. 82, 3045"), a nickname
    ("BERT paper", "Adam") or a whole block (its ``text``) of a reference with no title."""
    if draft.title and (is_locator(draft.title) or _NICKNAME.match(draft.title)):
        return True  # ("[Gato paper](https://arxiv.org/…)": a paper called by its model's name, no title)
    if draft.titled and draft.title and _ONE_WORD.fullmatch(draft.title) and not draft.authors:
        # "- [x] [Adam](https://arxiv.org/abs/1412.6980)": a model's name all the item says, no title
        return fold(TASK_MARK.sub("", text)) == fold(draft.title)
    return len(block.lines) == 1 and journal_reference(text) is not None


def _press(draft: Draft, block: Block, text: str) -> bool:
    """Whether an entry with no paper id says a blog or the press printed it: "*Always Start with a Stupid
    Model, No Exceptions* by Ameisen, E. Medium. [Available Online](…)", "… by Lecher, C. 2018. (The Verge)", or
    links only to news sites; or APA dates it to the month, as it dates posts and news ("Juola, P. (2013, August
    20). How a Computer Program Helped Show J.K. Rowling …. *Scientific American*.")."""
    if draft.arxiv or draft.openreview or draft.ids:
        return False
    if "(" in text and (dated := _DATED_PIECE.search(text)):
        after = text[dated.end() :]
        return not _ISSUE.search(after) and not _APPEARED_IN.search(after)  # (a magazine's issue, a proceedings')
    hosts = {host_of(seg.href) for line in block.lines for seg in line.segs if seg.href}
    if hosts and all(on_site(host, "press_hosts") for host in hosts):
        return True  # "[Hopes raised for room-temperature superconductivity, …](https://www.nature.com/…)": news
    if draft.venue is not None:
        # ("Julia Angwin & Jeff Larson, [_Machine Bias_](…), ProPublica (May 23, 2016)": the press as its venue)
        return fold(draft.venue.series) in word_set("press_outlets")
    text, title = block_text(block).casefold(), (draft.title or "").casefold()
    if not title or (at := text.find(title)) < 0:
        return False
    after = text[at + len(title) :]  # (not the title: "Medium-Range Forecasting …")
    return any(_whole_word(outlet, after) for outlet in word_set("press_outlets"))


#: A court case or a statute, what a law course reads beside papers: "State v. Loomis, 881 N.W.2d 749",
#: "13 U.S.C. § 141", "Pub. L. 105-119 § 209"
_LEGAL_SOURCE = re.compile(r"^(?:[A-Z][\w.'’&-]*,? )+v\. [A-Z]|\bU\.S\.C\.|§|^Pub\. L\. \d")


#: Fewest words of a title the note's file is named for, to take the note as that paper's
_OWN_TITLE_WORDS = 4
#: A markdown file's name closing a title: the entry is one of the vault's own notes
_NOTE_FILE = re.compile(r"[\w-]\.(?:md|markdown)\W*$", re.IGNORECASE)


#: A venue's long name: "IEEE International Conference on Blockchain and Cryptocurrency", "Symposium on …"
_VENUE_NAME = re.compile(
    r"^(?:The |IEEE |ACM |USENIX )*(?:International |Annual |European |Asian )*(?:Conference|Symposium|Workshop) on\b"
)


def _numbered_prose(text: str) -> bool:
    """Whether a paragraph is prose citing a reference list by number: sentences, "[18]" among them.

    >>> _numbered_prose("Fisher et al. (2017) dissected the relative contributions of retinal and non-retinal "
    ...                 "circuits to surround suppression in the LGN [18]. While retinal inputs provide a component "
    ...                 "of it, others contribute [19]. Cortical feedback does too.")
    True
    """
    if "]" not in text or len(text.split()) < _PROSE_PARAGRAPH_WORDS:
        return False
    # (a reference's own number opening its line is no citation: "[12] Felipe Uribe, … (2020): **Bayesian …**")
    if any(_CITATION_NUMBER.match(line.lstrip(" \t\\>*-")) for line in text.split("\n")):
        return False
    return _CITATION_NUMBER.search(text) is not None and len(_SENTENCE_BREAK.findall(text)) >= _PROSE_SENTENCE_BREAKS


#: A reference's number cited in prose: "[18]", "[3, 7]", "[12-14]"
_CITATION_NUMBER = re.compile(r"\[\d{1,3}(?:\s*[,–-]\s*\d{1,3})*\](?!\()")
#: One sentence ending and the next beginning: "… in the LGN [18]. While …"
_SENTENCE_BREAK = re.compile(r"[a-z\]\)][.!?]\s+[A-Z]")
#: The fewest words, and sentence breaks, of a paragraph of prose
_PROSE_PARAGRAPH_WORDS = 30
_PROSE_SENTENCE_BREAKS = 2


#: A day's date, its weekday first: "Tue, Jan 15th", "Thu, May 25, 2017"
_WEEKDAY_DATE = re.compile(r"(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\.?,?\s+" + DATE_LABEL.pattern)
#: APA's date of a post, an article in the press or a web page: "(2017, May 31)", "(2015, October)", "(2017b, June 28)"
_DATED_PIECE = re.compile(
    r"\((?:19|20)\d\d[a-z]?,\s+" + MONTH_NAME.pattern + r"(?:\s+\d{1,2}(?:\s*[–-]\s*\d{1,2})?)?\)"
)
#: A volume and issue: "*62*(3)", "62(3)"
_ISSUE = re.compile(r"\d+\*?\s*\(\d+")
#: Where a dated paper appeared: "In ICGA (pp. 9-16)", "In Proceedings of …", "[Paper presentation]"
_APPEARED_IN = re.compile(
    r"\bIn:?\s+(?=[A-Z*_])|\bpp\.|\b(?:Proceedings|Proc\.|Conference|Symposium|Workshop|presentation)\b"
)


def _whole_word(phrase: str, text: str) -> bool:
    at = text.find(phrase)
    return at >= 0 and not text[at - 1 : at].isalnum() and not text[at + len(phrase) : at + len(phrase) + 1].isalnum()


def _month_tag_year(blocks: list[Block], draft: Draft, by_block: dict[int, list[Draft]]) -> int | None:
    """The year of a month in brackets on an entry's own line: "[Spiral RoPE: …](arxiv) [2026.02] [[Note](…)]"."""
    block = blocks[draft.block]
    if sum(1 for d in by_block.get(draft.block, ()) if d.line == draft.line) > 1:
        return None
    own = next((ln for ln in block.lines if block.line + ln.offset == draft.line), None)
    text = line_text(own) if own is not None else ""
    return int(tagged.group(1)) if "." in text and (tagged := _MONTH_TAG.search(text)) else None


#: A year and month in brackets: "[2026.02]", "(2023.12)"
_MONTH_TAG = re.compile(r"[\[(]((?:19|20)\d\d)\.(?:0[1-9]|1[0-2])[\])]")


def _software(text: str) -> bool:
    """Whether an item's text says it is software or data, not a paper: "… (Version 2.0.2) [Computer software]. doi: …".

    >>> _software("Cartorio: A library (Version 2.0.2) [Computer software].")
    True
    """
    text = text.casefold()
    return "[" in text and any(kind in text for kind in word_set("non_paper_kinds"))


def _resource_label(text: str) -> bool:
    """Whether an item's label says it is no paper: "Blog: [A Gentle Introduction to …](distill.pub/…)".

    >>> _resource_label("Blog & NoteBook: [Graph Convolutional Network](https://docs.dgl.ai/…)")
    True
    >>> _resource_label("Paper: [Graph Attention Networks](https://arxiv.org/abs/1710.10903)")
    False
    """
    label = _RESOURCE_LABEL.match(text)
    return label is not None and " ".join(tokens_of(label.group(1))) in word_set("resource_labels")


_RESOURCE_LABEL = re.compile(r"^\W*([A-Za-z][A-Za-z &]{1,25}?)\s*[:：]")


def _arxiv_digest(doc: Document, drafts: list[Draft]) -> None:
    """A digest of new arXiv papers ("Hot Papers 2020-12-08", nearly every arXiv id of the month it is dated):
    those of its month with no venue of their own are arXiv preprints of that year, as a dated arXiv-daily table's
    rows are."""
    posted = [d for d in drafts if d.arxiv and d.arxiv[:1].isdigit()]
    if len(posted) < _DIGEST_PAPERS:
        return  # (cheap test first: most notes list few arXiv ids)
    dates = (str(doc.front_matter.get("date") or ""), doc.title or "", doc.stem)
    dated = next((m for text in dates if (m := _DOCUMENT_MONTH.search(text))), None)
    if dated is None:
        return
    month = f"{dated.group(1)[2:]}{dated.group(2)}"
    own = [d for d in posted if d.arxiv and d.arxiv.startswith(month)]
    if len(own) < _DIGEST_PAPERS or len(own) < _DIGEST_SHARE * len(posted):
        return
    for d in own:
        if d.venue is None and d.series is None:
            d.venue, d.year = VenueEdition("arXiv", int(dated.group(1))), d.year or int(dated.group(1))


_LINK_DATE = re.compile(r",\s*(\d{2})\.(?:0[1-9]|1[0-2])\s*\]?$")


def _block_drafts(index: int, block: Block, stem: str) -> tuple[list[Draft], list[Skip]]:
    """The entries of one block read on its own: its links and ids first, else its text."""
    found, skipped = (row_drafts if block.kind == "row" else line_drafts)(index, block, stem)
    if found and all(d.reason == NAMED_IN_PROSE for d in found):
        return found, skipped  # (the prose around the link is no citation of it)
    if found:
        enrich(found, block)
        if block.kind == "paragraph" and len(block.lines) >= _MIXED_LINES:
            found += plain_citation_lines(index, block, found)
        return found, skipped
    return text_drafts(index, block), skipped


#: The fewest lines of a paragraph whose plain lines may be citations beside its linked ones.
_MIXED_LINES = 3


def _drop_title_tags(d: Draft) -> None:
    """A title without the tags a list prints before it, the venue they name given to the draft: one edition in
    brackets ("### [ICSE'19] LEOPARD: …"), stacked tags ("[CVPR][Qualcomm AI] Distilling …", the venue among them,
    its year the section's: "# 2025:"), or an edition glued to two digits of its year ("* ICSE20' Ankou: …")."""
    if not d.title:
        return
    one = _ONE_TAG.match(d.title) if d.title[:1] == "[" else None
    if one and (one_edition := tag_edition(one.group(1))):
        d.title = d.title[one.end() :]
        d.venue, d.year = d.venue or one_edition, d.year or one_edition.year
    elif d.title[:1] == "[" and (tags := _STACKED_TAGS.match(d.title)):
        tag_series = next((hit for tag in _TAG.findall(tags.group(0)) if (hit := find_series(tag.strip()))), None)
        d.title = d.title[tags.end() :]
        if tag_series and d.venue is None and d.series is None:
            d.venue, d.series = (VenueEdition(tag_series, d.year), None) if d.year else (None, tag_series)
    if (lead := _EDITION_TOKEN.match(d.title)) and (lead_series := find_series(lead.group(1))) and (
        len(d.title[lead.end() :].split()) >= _LEFT_TITLE_WORDS
    ):
        d.title = d.title[lead.end() :]
        d.venue = d.venue or VenueEdition(lead_series, full_year(lead.group(2)))
        d.year = d.year or d.venue.year


#: One bracketed tag opening a title, three words or more after it: "[CCS'17] Directed Greybox Fuzzing"
_ONE_TAG = re.compile(r"\[([^\[\]]{2,24})\]\s*(?=\S+(?:\s+\S+){2})")
#: A venue and two digits of its year glued, opening a title: "ICSE20' ", "FSE'20 "
_EDITION_TOKEN = re.compile(r"([A-Za-z]{2,10})['’]?(\d\d)['’]?\s+")
_LEFT_TITLE_WORDS = 3
#: Bracketed tags opening a title, two or more, the title after them: "[CVPR][Qualcomm AI] Distilling …"
_STACKED_TAGS = re.compile(r"(?:\[[^\[\]\d]{1,30}\]\s*){2,}(?=\S+(?:\s+\S+){2})")
_TAG = re.compile(r"\[([^\[\]]+)\]")


def _copy_label(series: str, seg: Seg) -> bool:
    """Whether a link's text is only the preprint server it leads to ("[bioRxiv](https://www.biorxiv.org/…)"), not
    a citation of the preprint ("[bioRxiv 2025.04.21.649853, (2025)](…)")."""
    return fold(seg.text.strip(" []()")) == fold(series) and copy_at_server(series, seg.href or "")


def _linked_series(draft: Draft, block: Block, headings: list[Heading]) -> VenueEdition | None:
    """The venue a link's text names ("[[ICML]](…pdf)") in the year of the entry or of its section ("### 2009")."""
    # (a link labelled with the site it points to, "[[arXiv](…)]", "[📝arXiv'2023](…)": a copy, not the venue)
    labels = [seg for line in block.lines for seg in line.segs if seg.href]
    links = [seg for seg in labels if not ARXIV_LABEL.fullmatch(seg.text)]
    texts = [seg.text for seg in labels]  # (a copy's label may date it: "[[arxiv, 14.12]](…)")
    # (not the preprint server the link leads to: "[bioRxiv](https://www.biorxiv.org/content/…)" is a copy there)
    series = next((s for seg in links if (s := link_series(seg.text)) and not _copy_label(s, seg)), None)
    # "[[arxiv, 14.12]](…)": a link's label dated by year and month
    dated = next((m for text in texts if (m := _LINK_DATE.search(text))), None)
    year = draft.year or (2000 + int(dated.group(1)) if dated else None) or section_year(block, headings)
    if dated and not draft.year:
        draft.year = year
    if series and not year:
        draft.series = draft.series or series
    if series is None and (edition := next((e for seg in links if (e := _label_edition(seg.text))), None)):
        return edition  # "*[📝MSML’2021](https://arxiv.org/abs/…)*": an edition the venue table does not know
    return VenueEdition(series, year) if series and year else None


def _label_edition(text: str) -> VenueEdition | None:
    """The edition a link's whole text names as a tag, an acronym and its year ("📝MSML’2021", "ICDE 2020").

    >>> _label_edition("📝MSML’2021"), _label_edition("Paper 2021")
    (VenueEdition(series='MSML', year=2021), None)
    """
    edition = tag_edition(text.strip(" []()*_📝"))
    return edition if edition is not None and edition.series.isupper() else None


_FUNCTION_WORDS = frozenset(["the", "of", "at", "in", "from", "and", "my", "all"])


def _title_heading(doc: Document, headings: list[Heading], blocks: list[Block], drafts: list[Draft]) -> str | None:
    """The document's title, unless it is the first of several level-1 headings with papers right under it: then
    it is a section ("# DETR" over its papers, then "# Prompt", "# 多模态大语言模型(MLLM)" in a cut of a README)."""
    ones = [i for i, h in enumerate(headings) if h.level == 1]
    if "title" in doc.front_matter or len(ones) < 2:
        return doc.title
    under_first = any(blocks[d.block].headings[-1:] == (ones[0],) for d in drafts)
    # ("# NLP paper review 2015 ~ 2020" over its table of contents names the list: its title all the same)
    # (its function words say nothing: "# Wastewater Surveillance of SARS-CoV-2" is a section)
    listy = bool((word_set("list_words") - _FUNCTION_WORDS) & set(tokens_of(headings[ones[0]].text)))
    return None if under_first and not listy else doc.title


def _bold_span(block: Block, text: str) -> bool:
    """Whether ``text`` is set in bold on one of the block's lines (its period there ends a citation's part)."""
    return any(span.strip() == text for line in block.lines for span in line.bold)


#: A year standing alone in an entry's text: not part of a date, an id, a number or a URL.
_ALONE_YEAR = re.compile(r"(?<![\w/.:-])((?:19|20)\d\d)(?![\w/-]|\.\d)")
#: A day's date as a log prints when it read a paper: "2023-05-01", "01.05.2023", "26th September 2023", "February
#: 14th 2025" (not "Science Advances, 24 November 2021", a journal's issue)
_DATED = re.compile(
    rf"\b(?:19|20)\d\d[-/.]\d{{1,2}}\b|\b\d{{1,2}}[-/.]\d{{1,2}}[-/.](?:19|20)\d\d\b"
    rf"|\b\d{{1,2}}(?:st|nd|rd|th)\s+{MONTH_NAME.pattern}|\b{MONTH_NAME.pattern}\s+\d{{1,2}}(?:st|nd|rd|th)\b"
)
#: A month's day and its year: "May 31, 2023"
_DAY_OF_YEAR = re.compile(rf"\b{MONTH_NAME.pattern}\s+\d{{1,2}},\s+(?:19|20)\d\d\b")


def _lone_year(block: Block, title: str) -> int | None:
    """The one year a linked title's line prints beside it ("Jones, C.M. et al., [Title](…) (2011)", "[Title](…),
    Upper 1974"), else None (no year, several, or a date).

    >>> from kg.notes.extract.generic.segments import Line, Seg
    >>> line = Line(0, [Seg("Jones, C.M. et al., "), Seg("Quantifying …", "u"), Seg(" (2011)")])
    >>> _lone_year(Block("item", 1, (), [line]), "Quantifying …")
    2011
    """
    text = " ".join(" ".join(seg.text for line in block.lines[:1] for seg in line.segs).split())
    text = text.replace(title, " ") if title in text else text.replace(title.rstrip(".?!”\"")[:60], " ")
    text = _DAY_OF_YEAR.sub(" ", text)  # "(May 31, 2023 10am CET)", "**May 30, 2018:**": the day it was read
    if _DATED.search(text):
        return None
    years = {m.group(1) for m in _ALONE_YEAR.finditer(text)}
    return int(years.pop()) if len(years) == 1 else None


#: Names ending in a stop, then a quote: how a link's text that is a whole citation opens.
_NAMES_THEN_QUOTE = re.compile(r"^[^\"“]{3,300}?\.\s+[\"“]")


def _names_colon_bold(block: Block, title: str) -> tuple[tuple[tuple[Author, ...], bool], str] | None:
    """Names, a colon and a title the block sets in bold, as one link's text: "Alec Radford, Luke Metz, Soumith
    Chintala: **Unsupervised Representation Learning with …**"."""
    names, _, rest = title.rpartition(": ")
    bolded = any(fold(span) == fold(rest) for line in block.lines for span in line.bold)
    parsed = names_of(names) if bolded and len(rest.split()) >= 2 else None
    return (parsed, rest) if parsed else None


def _linked_citation(text: str) -> Reference | None:
    """The citation a link's text is, with names before a quoted title ("Peter N. Glaskowsky. "NVIDIA's Fermi: …"
    (2009)"), else None.

    >>> _linked_citation('Norman P. Jouppi et al. "In-datacenter performance analysis of a tensor processing unit" '
    ...                  '(2017)').title
    'In-datacenter performance analysis of a tensor processing unit'
    >>> _linked_citation('The "Hitting the memory wall" paper') is None
    True
    """
    if not _NAMES_THEN_QUOTE.match(text):
        return None  # (a title with a quote inside: "Should I Say “Disabled People” or …")
    cited = parse_reference(text)
    return cited if cited and cited.authors and cited.title and cited.title != text else None


#: A link's text that calls a paper by a name of some words: "GFlowNet Foundations paper", "Trajectory Balance paper"
_CALLED = re.compile(r"\s(?:paper|article|preprint)$", re.IGNORECASE)


def _cited_after_link(block: Block, draft: Draft) -> Reference | None:
    """The citation with a quoted title printed right after the draft's link on its line, else None."""
    line = next((ln for ln in block.lines if block.line + ln.offset == draft.line), None)
    segs = line.segs if line else []
    at = next((k for k, seg in enumerate(segs) if seg.href and " ".join(seg.text.split()) == draft.title), None)
    if at is None:
        return None
    cited = parse_reference(own_text(segs[at + 1 :]).strip(" -–—:,"))
    return cited if cited and cited.style == "quoted title" and cited.authors else None


def _carries_fields(title: str, reason: str) -> bool:
    """Whether a title may end in fields: a line's text read as a title, or a title ending in an id or a year."""
    listed = reason.startswith(("one of", "citation (venue tag)"))
    # (or names after the title: "PseudoEdgeNet: …, *Inwan Yoo et al, Arxiv*. [pdf](…)")
    return "arXiv:" in title or (", " in title and (listed or title[-1:].isdigit() or " et al" in title))


def _named_by_heading(paper: Paper, headings: list[Heading]) -> Paper:
    """A pasted reference under a heading that names it ("New Results on Rewrite-Based Satisfiability Procedures
    - Armando Bonacina Ranise Schulz - 2009") is that heading's entry: its line, and its title when longer."""
    if not paper.title:
        return paper
    above = [h for h in headings if h.line <= paper.mention.line][-3:]  # "Abstract" may stand between
    for heading in reversed(above):
        named = heading.text.split(" - ")[0].strip()
        if fold(named).startswith(fold(paper.title)[:40]):
            title = named if len(named) > len(paper.title) else paper.title
            return replace(paper, mention=Mention(paper.mention.document, heading.line), title=title)
    return paper


#: Blocks besides fences that may show a BibTeX record: an HTML box, a fence indented into code under a list item
_CODE_TYPES = ("html_block", "code_block")


def _completed_by_records(
    fenced: list[Paper], papers: tuple[Paper, ...], headings: list[Heading]
) -> tuple[Paper, ...]:
    """An entry whose citation prints "et al." takes the full author list of its own BibTeX record under it
    (``[Mitchell, Alex L., et al. "EBI Metagenomics in 2017: …"](…)`` over a "Show BibTeX" box)."""
    by_title = {fold(p.title): p for p in fenced if p.title and p.authors}
    completed = []
    for paper in papers:
        record = by_title.get(fold(paper.title or ""))
        section = max((h.line for h in headings if h.line <= paper.mention.line), default=0)
        if (
            record is not None
            and section <= paper.mention.line < record.mention.line
            and paper.authors_complete is False
            and len(record.authors) > len(paper.authors)
        ):
            paper = replace(paper, authors=record.authors, authors_complete=record.authors_complete)
        completed.append(paper)
    return tuple(completed)


def _own_entries(
    fenced: list[Paper], papers: tuple[Paper, ...], headings: list[Heading]
) -> tuple[tuple[Paper, ...], list[Paper]]:
    """Fenced entries that are papers of their own: one under an entry of its section ("### Paper 1: Title",
    "**Citation:**", then the block) is that entry's citation, not another paper; the entry right above it takes
    its fields (``- [[Lamport@TC'79]](…pdf)`` over a BibTeX block: the label is no title)."""
    kept = []
    entries = list(papers)
    taken: set[int] = set()
    lines = sorted(p.mention.line for p in fenced)
    for paper in fenced:
        line = paper.mention.line
        start = max((h.line for h in headings if h.line <= line), default=0)
        above = [i for i, other in enumerate(entries) if start <= other.mention.line < line]
        if not above:
            # (or the entry it cites again, a "#### Citation" heading between: "1. 👍 **CRADLE: …**" / "@inproceedings")
            named = [i for i, other in enumerate(entries) if other.mention.line < line and _same_title(other, paper)]
            if named and (nearest := max(named, key=lambda i: entries[i].mention.line)) not in taken:
                entries[nearest] = _with_record(entries[nearest], paper)
                taken.add(nearest)
            else:
                kept.append(paper)
            continue
        nearest = max(above, key=lambda i: entries[i].mention.line)
        if nearest not in taken and not any(entries[nearest].mention.line < k < line for k in lines):
            entries[nearest] = _with_record(entries[nearest], paper)
            taken.add(nearest)
        elif nearest in taken:  # the entry above has its record: this one is a paper of its own
            kept.append(paper)
    return tuple(entries), kept


def _same_title(entry: Paper, record: Paper) -> bool:
    return bool(entry.title and record.title) and fold(entry.title or "") == fold(record.title or "")


def _with_record(entry: Paper, record: Paper) -> Paper:
    """An entry completed by its own citation record: the record's title (unless the entry prints the same),
    the longer author list, and what the entry does not state."""
    same = entry.title is not None and fold(entry.title) == fold(record.title or "")
    longer = len(record.authors) > len(entry.authors)
    return replace(
        entry,
        title=entry.title if same or not record.title else record.title,
        authors=record.authors if longer else entry.authors,
        authors_complete=record.authors_complete if longer else entry.authors_complete,
        year=entry.year or record.year,
        venue=entry.venue or record.venue,
        series=None if entry.venue or record.venue else entry.series or record.series,
        arxiv_id=entry.arxiv_id or record.arxiv_id,
        openreview_id=entry.openreview_id or record.openreview_id,
        ids=tuple(sorted({**dict(record.ids), **dict(entry.ids)}.items())),
    )


def _fence_topics(doc: Document, headings: list[Heading], is_topic: list[bool]) -> dict[int, tuple[str, ...]]:
    """The topic headings enclosing each fenced code block, by token index."""
    found: dict[int, tuple[str, ...]] = {}
    for i, tok in enumerate(doc.tokens):
        if tok.type == "fence" and tok.map is not None:
            stack: list[int] = []
            for h, heading in enumerate(headings):
                if heading.line > tok.map[0]:
                    break
                stack = [k for k in stack if headings[k].level < heading.level] + [h]
            found[i] = tuple(headings[k].text for k in stack if is_topic[k])
    return found


#: A block that opens by saying it is a talk: "*Keynote talk* by …", "Invited talk: …"
_TALK_LEAD = re.compile(r"^\W*(?:keynote|invited talk)\b", re.IGNORECASE)


def _identified(draft: Draft) -> bool:
    """Whether an entry names its authors and an id (a DOI, an arXiv id): a paper whatever section it stands in."""
    return bool(draft.authors and (draft.ids or draft.arxiv))


def _non_paper_sections(headings: list[Heading]) -> set[int]:
    """The headings over demonstrations, socials, keynotes: sections whose entries are not papers."""
    names = word_set("non_paper_sections")
    return {i for i, h in enumerate(headings) if " ".join(tokens_of(h.text)) in names}


#: How many of a list's titles at least close with a year when every one that does has it cut.
_YEAR_TAILED_SHARE = 0.8


def _names_among(found: tuple[Author, ...], lead: tuple[Author, ...]) -> bool:
    """Whether the names already read (none, or "Vaswani" of "Vaswani et. al. 2017: …") are the lead's surnames."""
    return set(fold(" ".join(a.name for a in found)).split()) <= set(fold(" ".join(a.name for a in lead)).split())


def _year_tailed(drafts: list[Draft], blocks: list[Block]) -> list[Draft]:
    """The titles of a list ("one of N titles") that close with the year they were published, where most of that
    list's titles (three or more) do: one alone ending in a year may be named for it."""
    lists: dict[int, list[Draft]] = defaultdict(list)
    for d in drafts:
        if d.title and d.reason.startswith("one of") and blocks[d.block].group >= 0:
            lists[blocks[d.block].group].append(d)
    tailed = []
    for members in lists.values():
        dated = [d for d in members if YEAR_AFTER_SPACE.search(d.title or "") and len((d.title or "").split()) > 3]
        if len(dated) >= 3 and len(dated) >= _YEAR_TAILED_SHARE * len(members):
            tailed += dated
    return tailed


def _line_tags(block: Block, line: int) -> list[str]:
    """The org-mode tags closing an entry's own line ("* Title 2009  :svm:deep:")."""
    return next((ln.tags for ln in block.lines if block.line + ln.offset == line), [])


def _topics(block: Block, headings: list[Heading], is_topic: list[bool]) -> tuple[str, ...]:
    return tuple(headings[i].text for i in block.headings if is_topic[i])


@register
class GenericLinks(Format, name="generic", version="2", fallback=True):
    """Fallback for any layout: papers from OpenReview/arXiv links in lists, tables, headings and text."""

    def detect(self, doc: Document) -> float:
        """Always the claim threshold: the registry asks fallbacks only after every specific extractor.

        >>> from kg.notes.read import parse
        >>> GenericLinks().detect(parse("anything", "n.md", "n"))
        0.5
        """
        return CLAIM_THRESHOLD

    def extract(self, doc: Document) -> Extraction:
        """Papers and skipped links of the document."""
        papers, skipped = generic_reading(doc)
        return Extraction(doc.stem, doc.path, doc.title, self.name, papers, skipped=skipped)
