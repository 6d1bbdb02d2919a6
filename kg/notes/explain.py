"""``kg build --explain NOTE``: line by line, what the reader took for a paper and why, and why not.

Plain data out (:class:`Explanation`); the CLI prints it.
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass, field
from pathlib import Path

from kg.notes.context import document_context
from kg.notes.extract import CLAIM_THRESHOLD, detection, extractors
from kg.notes.extract.generic.blocks import document_blocks
from kg.notes.extract.generic.entries import block_text
from kg.notes.read import Document, read_document
from kg.records import Extraction, Paper


@dataclass
class Explanation:
    """Why a note gave the papers it gave."""

    path: str
    scores: list[tuple[str, float]]
    extractor: str | None
    context: str
    lines: list[tuple[int, str]] = field(default_factory=list)


def _describe(paper: Paper) -> str:
    parts = [f"paper {paper.title!r}" if paper.title else "paper (no title)"]
    if paper.reference:
        parts.append("a related paper: in the graph, not one of the note's papers")
    if paper.proposes and not paper.title:
        parts.append(f"proposes {paper.proposes[0].name}")
    if paper.series and not paper.venue:
        parts.append(f"venue {paper.series} (no year)")
    if paper.authors:
        parts.append(f"{len(paper.authors)} author(s), first {paper.authors[0].name}")
    if paper.venue:
        parts.append(f"venue {paper.venue.label}")
    elif paper.year:
        parts.append(f"year {paper.year}")
    ids = [f"arXiv {paper.arxiv_id}"] if paper.arxiv_id else []
    ids += [f"OpenReview {paper.openreview_id}"] if paper.openreview_id else []
    ids += [f"{kind} {value}" for kind, value in paper.ids]
    if ids:
        parts.append(", ".join(ids))
    if paper.topics:
        parts.append("topics " + " | ".join(" > ".join(path) for path in paper.topics))
    if paper.reason:
        parts.append(f"because: {paper.reason}")
    return "; ".join(parts)


def explain_document(doc: Document, extraction: Extraction | None) -> Explanation:
    """The reader's decisions over one parsed note.

    >>> from kg.notes.read import parse
    >>> from kg.notes.extract.generic import GenericLinks
    >>> doc = parse("# Reading\\n- Deep Residual Learning for Image Recognition (CVPR2016)\\n- a thought", "n.md", "n")
    >>> for line, text in explain_document(doc, GenericLinks().extract(doc)).lines: print(line, text)
    1 heading 'Reading': a topic or the document's title
    2 paper 'Deep Residual Learning for Image Recognition'; venue CVPR 2016; because: citation (venue tag)
    3 not a paper: no title-like text, citation, id or paper link ('a thought')
    """
    scores = sorted(
        ((ex.name, detection(ex, doc)) for ex in extractors().values() if ex.syntax == doc.syntax),
        key=lambda item: (-item[1], item[0]),
    )
    context = document_context(doc)
    explanation = Explanation(
        doc.path,
        scores,
        extraction.extractor if extraction else None,
        f"{context.venue.label} ({context.reason})" if context.venue else context.reason,
    )
    papers: dict[int, list[Paper]] = {}
    for paper in extraction.papers if extraction else ():
        papers.setdefault(paper.mention.line, []).append(paper)
    paper_lines = sorted(papers)
    taken: set[int] = set()
    if doc.syntax == "markdown":
        blocks, headings = document_blocks(doc.tokens)
        for i, block in enumerate(blocks):
            end = (
                blocks[i + 1].line
                if i + 1 < len(blocks)
                else block.line + 1 + max((ln.offset for ln in block.lines), default=0)
            )
            # (the paper lines from this block's first line to the next block's: a slice of the sorted lines)
            first, stop = bisect_left(paper_lines, block.line), bisect_left(paper_lines, max(end, block.line + 1))
            here = paper_lines[first:stop]
            if here:
                for line in here:
                    if line not in taken:
                        explanation.lines += [(line, _describe(p)) for p in papers[line]]
                        taken.add(line)
            elif block.kind == "heading" and block.heading is not None:
                explanation.lines.append(
                    (block.line, f"heading {headings[block.heading].text!r}: a topic or the document's title")
                )
            else:
                text = (
                    block_text(block)
                    if block.kind != "row"
                    else " | ".join(" ".join(s.text for ln in cell for s in ln.segs) for cell in block.cells)
                )
                short = text if len(text) <= 60 else text[:57] + "..."
                explanation.lines.append(
                    (block.line, f"not a paper: no title-like text, citation, id or paper link ({short!r})")
                )
    for line in sorted(set(papers) - taken):
        explanation.lines += [(line, _describe(p)) for p in papers[line]]
    explanation.lines.sort(key=lambda item: item[0])
    return explanation


def explain_file(file: Path) -> Explanation:
    """Read, extract and explain one note file (no enrichment, nothing written)."""
    from kg.notes.extract import extract_with

    doc = read_document(file)
    extractor, extraction = extract_with(doc)
    explanation = explain_document(doc, extraction)
    if extractor is None:
        explanation.lines.insert(0, (0, f"no reader scored {CLAIM_THRESHOLD} or more: nothing taken"))
    return explanation
