"""The heading-list extractor (data/icml-2025-orals.md): one link-group heading per paper.

Expected values were written by reading the note, not by running the extractor.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from kg.notes.extract import choose
from kg.notes.extract.headings import HeadingLists, paper_level
from kg.notes.read import parse, read_document
from kg.records import Extraction, LinkRole, Paper, VenueEdition

ROOT = Path(__file__).resolve().parent.parent
NOTE = ROOT / "data" / "icml-2025-orals.md"
EXTERNAL = ROOT.parent / "shared" / "corpus" / "external"
CLEAN = EXTERNAL / "loganlin-icml-2025-oral.md"
POSTER = "https://icml.cc/virtual/2025/poster/"
EXTRACTOR = HeadingLists()


@pytest.fixture(scope="module")
def extraction() -> Extraction:
    return EXTRACTOR.extract(read_document(NOTE))


@dataclass(frozen=True)
class Expected:
    line: int
    title: str
    arxiv: str | None
    poster: str
    code: str | None
    summary: str | None  # start of the summary paragraph; None when the heading is followed by the quote
    quote: str  # start of the [!quote] callout text
    topics: tuple[str, ...]


EXPECTED = [
    Expected(
        15,
        "From Pre-Training Foundation Models to Zero-Shot Prediction: Learning Paths, Prompt Complexity,"
        " and Residual Dependence",
        None, "44260", None,
        "Theoretical analysis of the key quantities",
        "A clever, modern approach to machine learning and AI",
        ("Foundation", "Representation Learning"),
    ),
    Expected(
        22, "Beyond Matryoshka: Revisiting Sparse Coding for Adaptive Representation",
        "2503.01776", "43502", None,
        "A novel representation learning technique for pre-training embeddings",
        "Matryoshka Representation Learning (MRL) recently emerged",
        ("Foundation", "Representation Learning"),
    ),
    Expected(
        33, "Multi-agent Architecture Search via Agentic Supernet", "2502.04180", "44335", None,
        "With a similar idea to network architecture search (NAS)",
        "To address this challenge, we shift away",
        ("Large Language Models", "Agent Systems"),
    ),
    Expected(
        44, "Training a Generally Curious Agent", "2502.17543", "45106", None,
        "A fine-tuning technique for LLMs that enhances their general decision-making",
        "By training on synthetic interaction data",  # under "> [!Quote]" with a capital Q
        ("Large Language Models", "Intelligent Exploration"),
    ),
    Expected(
        58, "Multi-token prediction boosts creativity in open-ended algorithmic tasks", None, "45769", None,
        None,
        "We then conceptually and empirically argue",
        ("Large Language Models", "Intelligent Exploration"),
    ),
    Expected(
        65, "Mixture of Lookup Experts", None, "43620", "https://github.com/JieShibo/MoLE",
        "A more memory-efficient architecture of mixture-of-experts",
        "We propose Mixture of Lookup Experts (MoLoE)",
        ("Large Language Models", "Efficiency Optimization"),
    ),
    Expected(
        72, "AdaSplash: Adaptive Sparse Flash Attention", "2502.12082", "45440", None,
        None,
        "In this work, we propose AdaSplash",
        ("Large Language Models", "Efficiency Optimization"),
    ),
    Expected(
        77,
        "From Weight-Based to State-Based Fine-Tuning: Further Memory Reduction on LoRA with Parallel Control",
        None, "43595", None,
        "A work aiming to further reduce GPU memory usage of LoRA.",
        "In this paper, we present a state-based fine-tuning framework",  # "> " plus an extra space
        ("Large Language Models", "Efficiency Optimization"),
    ),
    Expected(
        99, "VersaPRM: Multi-Domain Process Reward Model via Synthetic Reasoning Data", "2502.06737", "44223", None,
        "Extends Process Reward Models (PRMs)",
        "We introduce VersaPRM, a multi-domain PRM",  # **_VersaPRM_** loses its emphasis
        ("Large Language Models", "Reasoning"),
    ),
    Expected(
        106, "Can MLLMs Reason in Multimodality? EMMA: An Enhanced MultiModal ReAsoning Benchmark",
        "2501.05444", "43702", None,
        None,
        "Existing benchmarks often emphasize text-dominant reasoning",
        ("Large Language Models", "Reasoning"),
    ),
    Expected(
        117, "Emergent Misalignment: Narrow finetuning can produce broadly misaligned LLMs",
        "2502.17424", "44803", None,
        "An experimental finding suggesting that an LLM fine-tuned",
        "In our experimental setup, the GPT-4o model",
        ("Large Language Models", "Analysis", "Security"),
    ),
    Expected(
        148, "VideoRoPE: What Makes for Good Video Rotary Position Embedding?", "2502.05173", "43783", None,
        "An extension of Rotary Position Embedding (RoPE)",
        "While Rotary Position Embedding (RoPE) and its variants",
        ("Computer Vision", "Representation"),
    ),
    Expected(
        186, "Train for the Worst, Plan for the Best: Understanding Token Ordering in Masked Diffusions",
        "2502.06768", "45990", None,
        "Analysis of the effectiveness of masked diffusion models' masking strategy",
        "Compared to autoregressive models (ARMs)",
        ("Diffusion Models", "Analysis"),
    ),
    Expected(
        206, "Equivalence is All: A Unified View for Self-supervised Graph Learning", None, "44874", None,
        None,
        "Node equivalence is common in graphs",
        ("Graph", "Representation Learning"),
    ),
    Expected(
        222, "Sundial: A Family of Highly Capable Time Series Foundation Models", "2502.00816", "45591", None,
        "A foundation model for time series that is pre-trained from the ground up",
        "We introduce Sundial, a family of native",
        ("Time Series",),
    ),
    Expected(
        238,
        "The dark side of the forces: assessing non-conservative force models for atomistic machine learning",
        "2412.11569", "45458", None,
        "Another paper discussing the instability of MLIPs",
        "Rigorous enforcement of symmetry and conservation laws",
        ("AI for Science",),
    ),
]


def _by_title(extraction: Extraction) -> dict[str, Paper]:
    return {p.title or "": p for p in extraction.papers}


def test_counts_every_paper_heading(extraction: Extraction) -> None:
    # 2 Foundation + 14 LLM (1+3+4+3+3) + 2 CV + 4 Diffusion + 2 Graph + 1 Time Series + 2 AI for Science
    assert extraction.paper_count == len(extraction.papers) == 27
    assert extraction.extractor == "headings"
    assert extraction.skipped == ()
    assert extraction.title == "ICML 2025 Oral Papers"


def test_note_level_fields(extraction: Extraction) -> None:
    for paper in extraction.papers:
        assert paper.venue == VenueEdition("ICML", 2025)
        assert paper.year == 2025
        assert paper.authors == ()
        assert paper.quote  # every paper of the note has a [!quote] callout
        assert not paper.title.endswith(")")
        assert "[!" not in paper.quote
        assert not paper.reference
    # Papers without an arXiv link: 4 with a Poster link only, plus Mixture of Lookup Experts (Poster + Code).
    assert sum(p.arxiv_id is None for p in extraction.papers) == 5


@pytest.mark.parametrize("expected", EXPECTED, ids=lambda e: e.title[:40])
def test_paper_fields(extraction: Extraction, expected: Expected) -> None:
    paper = _by_title(extraction)[expected.title]
    assert paper.mention.document == "icml-2025-orals"
    assert paper.mention.line == expected.line
    assert paper.arxiv_id == expected.arxiv
    assert paper.openreview_id is None
    links = [(LinkRole.POSTER, POSTER + expected.poster)]
    if expected.code:
        links.append((LinkRole.CODE, expected.code))
    assert list(paper.links) == links
    if expected.summary is None:
        assert paper.summary is None
    else:
        assert paper.summary is not None and paper.summary.startswith(expected.summary)
    assert paper.quote is not None and paper.quote.startswith(expected.quote)
    assert paper.topics == (expected.topics,)


def test_whole_summary_and_quote(extraction: Extraction) -> None:
    paper = _by_title(extraction)["Mixture of Lookup Experts"]
    assert paper.summary == (
        "A more memory-efficient architecture of mixture-of-experts since not all experts have to be loaded"
        " into VRAM, nor do they need to be consistently offloaded, which introduces inference latency."
    )
    assert paper.quote == (
        "We propose Mixture of Lookup Experts (MoLoE), a new MoE architecture that is efficient in both"
        " communication and VRAM usage."
    )


def test_mojibake_is_repaired(extraction: Extraction) -> None:
    # The raw file has "suggestionsâ€”a key step"; the reader repairs it to an em dash.
    quote = _by_title(extraction)["CollabLLM: From Passive Responders to Active Collaborators"].quote
    assert quote is not None and quote.endswith("insightful suggestions—a key step towards more human-centered AI.")


def test_editors_note_is_not_a_paper(extraction: Extraction) -> None:
    assert not any("Editor" in (p.title or "") or "Editor" in (p.quote or "") for p in extraction.papers)
    assert min(p.mention.line for p in extraction.papers) == 15


def test_clean_copy_gives_the_same_papers(extraction: Extraction) -> None:
    if not CLEAN.is_file():
        pytest.skip("external corpus not available")
    clean = EXTRACTOR.extract(read_document(CLEAN))

    def fields(p: Paper) -> tuple[object, ...]:
        return (p.mention.line, p.title, p.arxiv_id, p.links, p.topics, p.summary, p.quote, p.venue, p.year)

    assert [fields(p) for p in clean.papers] == [fields(p) for p in extraction.papers]


def test_detect_claims_this_note_only() -> None:
    assert EXTRACTOR.detect(read_document(NOTE)) >= 0.5
    chosen = choose(read_document(NOTE))
    assert chosen is not None and chosen.name == "headings"
    for other in sorted((ROOT / "data").glob("*.md")):
        if other != NOTE:
            assert EXTRACTOR.detect(read_document(other)) < 0.5, other.name


def test_detect_in_the_external_corpus() -> None:
    if not EXTERNAL.is_dir():
        pytest.skip("external corpus not available")
    claimed = sorted(f.name for f in EXTERNAL.glob("*.md") if EXTRACTOR.detect(read_document(f)) >= 0.5)
    # "### [Title](poster url)" headings (heineman) and "## [Orals](url)" sections (amitkus) are not link groups.
    assert claimed == ["loganlin-icml-2025-oral.md"]


# --- small hand-written notes -------------------------------------------------------------------

def _extract(text: str) -> Extraction:
    return EXTRACTOR.extract(parse(text, "n.md", "n"))


def test_paper_level_is_detected_not_assumed() -> None:
    text = """---
title: NeurIPS 2024 picks
---
## Vision

### Paper A ([Poster](https://p/1), [arXiv](https://arxiv.org/abs/2401.00001v2))

Summary A.

### Paper B ([Code](https://github.com/x/b))

#### Notes on B

Not a paper.
"""
    ex = _extract(text)
    assert paper_level(parse(text, "n.md", "n")) == 3
    assert [p.title for p in ex.papers] == ["Paper A", "Paper B"]
    assert ex.papers[0].arxiv_id == "2401.00001"
    assert ex.papers[0].venue == VenueEdition("NeurIPS", 2024)
    assert ex.papers[1].links == ((LinkRole.CODE, "https://github.com/x/b"),)
    assert all(p.topics == (("Vision",),) for p in ex.papers)


def test_heading_at_paper_level_without_links_is_skipped() -> None:
    text = """# Topic
#### A ([Poster](https://p/1))
#### B ([Poster](https://p/2))
#### Closing thoughts

Some text.
"""
    ex = _extract(text)
    assert [p.title for p in ex.papers] == ["A", "B"]
    assert [(s.mention.line, "without" in s.reason) for s in ex.skipped] == [(4, True)]


def test_non_paper_headings_and_blockquotes() -> None:
    text = """> Editor's note: not every paper ([list](https://icml.cc/papers)).

## [Orals](https://nips.cc/schedule)

### [1 / 19] A title without a link group

#### Plain title (with parentheses)

#### Only a section link ([here](https://example.org))
"""
    ex = _extract(text)
    assert ex.papers == ()
    assert EXTRACTOR.detect(parse(text, "n.md", "n")) == 0.0


def test_title_with_parentheses_markup_and_other_links() -> None:
    text = """# Picks
## Gen (Video)
#### `DeFoG` (Discrete) *Flow* ([Paper](https://x.org/a.pdf) | [Project](https://x.org/p) | [Talk](https://youtu.be/v))
#### B ([OpenReview](https://openreview.net/forum?id=abc123), [slides](https://x.org/s.pdf))
"""
    ex = _extract(text)
    first, second = ex.papers
    assert first.title == "DeFoG (Discrete) Flow"
    assert first.links == (
        (LinkRole.PDF, "https://x.org/a.pdf"),
        (LinkRole.PAGE, "https://x.org/p"),
        (LinkRole.VIDEO, "https://youtu.be/v"),
    )
    # Without front matter the sole level-1 heading is the document's title, not a topic.
    assert first.topics == (("Gen (Video)",),)
    assert second.openreview_id == "abc123"
    assert second.links == ((LinkRole.PDF, "https://x.org/s.pdf"),)
    assert first.venue is None and first.year is None


def test_callouts_summary_and_document_title() -> None:
    text = """# ICML 2025 reading list

## Topic

#### A ([Poster](https://p/1))

First paragraph.

Second paragraph.

> [!Quote]- Folded title
> The quoted *text*,
> on two lines.

Later paragraph, not the summary.

> [!abstract]
> The abstract.

#### B ([Poster](https://p/2))

> [!note]
> A note is not a quote.

> A plain blockquote is not a callout.
"""
    ex = _extract(text)
    a, b = ex.papers
    assert a.summary == "First paragraph.\n\nSecond paragraph."
    assert a.quote == "The quoted text, on two lines."
    assert a.abstract == "The abstract."
    # The sole level-1 heading is the document's title, not a topic.
    assert a.topics == (("Topic",),)
    assert a.venue == VenueEdition("ICML", 2025)
    assert (b.summary, b.quote, b.abstract) == (None, None, None)


def test_single_line_callout_keeps_its_text() -> None:
    ex = _extract("## T\n### A ([Poster](https://p/1))\n\n> [!quote] Short quote.\n### B ([Poster](https://p/2))\n")
    assert ex.papers[0].quote == "Short quote."
