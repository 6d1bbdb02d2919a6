"""Generic fallback: papers from OpenReview and arXiv links in any layout no other extractor claims.

It reads four shapes, all from markdown-it tokens:

    - Title [paper](https://arxiv.org/abs/2006.04643) [code](https://github.com/x/y)
    | 3 | Factorized Fourier Neural Operators | https://openreview.net/forum?id=tmIiMPl4IPa |
    ### Detecting Pretraining Data from Large Language Models
    - **OpenReview**: https://openreview.net/pdf?id=zWqr3MQuNs

Ids come from link targets and from bare URLs in the text (the commonmark preset
does not linkify them). A title is the link text when it names the paper, else the
text around the link with URLs and link words ("paper", "pdf", "arXiv") removed,
else a title-only line or paragraph just before a link-only line, else the
heading of a section that holds only that paper. Topics are the other enclosing
headings. Word lists live in ``kg/notes/data/generic.json``.

One module a job:

- :mod:`.words`: the word lists and how text is matched against them;
- :mod:`.titles`: whether a text names a paper, and text cleaned into a title;
- :mod:`.urls`: whether a URL is a paper page;
- :mod:`.segments`: text and links (bare URLs included) of an inline block, line by line;
- :mod:`.blocks`: the headings, list items, paragraphs and table rows of a document;
- :mod:`.drafts`: papers being assembled, and what the block readers share;
- :mod:`.lines`: papers of a heading, list item or paragraph;
- :mod:`.tables`: papers of a table row;
- :mod:`.sections`: titles and topics across blocks (a title paragraph, a paper heading, topic headings);
- :mod:`.extractor`: the registered extractor that runs them in turn.
"""

from __future__ import annotations

from kg.notes.extract.generic.extractor import GenericLinks, extract_papers
from kg.notes.extract.generic.segments import block_lines
from kg.notes.extract.generic.titles import (
    clean_title,
    is_field_line,
    is_generic_link_text,
    is_title_like,
    quoted_title,
    strip_label,
)
from kg.notes.extract.generic.urls import is_paper_link

__all__ = [
    "GenericLinks",
    "block_lines",
    "clean_title",
    "extract_papers",
    "is_field_line",
    "is_generic_link_text",
    "is_paper_link",
    "is_title_like",
    "quoted_title",
    "strip_label",
]
