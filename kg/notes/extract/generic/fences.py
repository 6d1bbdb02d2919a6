"""Papers of BibTeX entries pasted into a note inside a fenced code block (```bibtex … ```)."""

from __future__ import annotations

import re
from dataclasses import replace

import bibtexparser
from bibtexparser.model import Entry

from kg.notes.extract.bibtex import Headers, entry_paper
from kg.notes.read import Document
from kg.records import Mention, Paper

# An entry's opening: "@inproceedings{key," (a fence of anything else is code, not a bibliography).
_ENTRY = re.compile(r"^\s*@\w+\s*\{", re.MULTILINE)


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
        if tok.type != "fence" or tok.map is None or not _ENTRY.search(tok.content):
            continue
        first_line = tok.map[0] + 2  # the line after the opening ```
        for block in bibtexparser.parse_string(tok.content).blocks:
            if isinstance(block, Entry):
                paper = entry_paper(block, doc.stem, Headers())
                topics = topics_at.get(i)
                paper = replace(
                    paper,
                    mention=Mention(doc.stem, first_line + (block.start_line or 0)),
                    topics=((topics,) if topics else ()) or paper.topics,
                    reason="a BibTeX entry in a code block",
                )
                papers.append(paper)
    return papers
