"""The OpenReview ratings extractor on data/iclr-2024-ratings.md and on small hand-written notes.

Expected values were written by reading data/iclr-2024-ratings.md (line numbers are the note's).
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path

import pytest

from kg.notes.extract import choose
from kg.notes.extract.ratings import OpenReviewRatings, topic_name
from kg.notes.read import Document, parse, read_document
from kg.records import Extraction, Paper, VenueEdition

ROOT = Path(__file__).resolve().parent.parent
NOTE = ROOT / "data" / "iclr-2024-ratings.md"
EXTERNAL = ROOT.parent / "shared" / "corpus" / "external"
ICLR_2024 = VenueEdition("ICLR", 2024)
SPEECH = ("Speech/Audio",)
GENERATIVE = ("Generative Models",)
EXTRACTOR = OpenReviewRatings()


def d(*values: str) -> tuple[Decimal, ...]:
    return tuple(Decimal(v) for v in values)


@pytest.fixture(scope="module")
def extraction() -> Extraction:
    return EXTRACTOR.extract(read_document(NOTE))


def note(text: str) -> Document:
    return parse(text, "n.md", "n")


# ---------------------------------------------------------------- the note, counted and read by hand


def test_block_count_per_list(extraction: Extraction) -> None:
    # "[i / 19]" under the speech heading, "[i / 66]" under the generative-model heading.
    assert extraction.paper_count == 85
    assert len(extraction.papers) == 85
    assert sum(p.topics == (SPEECH,) for p in extraction.papers) == 19
    assert sum(p.topics == (GENERATIVE,) for p in extraction.papers) == 66
    assert extraction.skipped == ()
    assert extraction.extractor == "ratings"


def test_review_count(extraction: Extraction) -> None:
    # Numbers in the 85 "Ratings: [...]" lines, repeats kept (e.g. [8, 8, 8, 8] is four reviews).
    assert sum(len(p.reviews) for p in extraction.papers) == 326
    assert max(len(p.reviews) for p in extraction.papers) == 6


def test_no_paper_is_listed_twice_in_this_note(extraction: Extraction) -> None:
    ids = [p.openreview_id for p in extraction.papers]
    assert None not in ids
    assert len(set(ids)) == 85


def test_every_paper_has_the_venue_and_all_fields(extraction: Extraction) -> None:
    for paper in extraction.papers:
        assert paper.venue == ICLR_2024 and paper.year == 2024
        assert paper.title and paper.reviews and paper.average_rating is not None
        assert paper.keywords and paper.abstract
        assert not paper.authors and not paper.reference


@dataclass(frozen=True)
class Expected:
    line: int
    title: str
    openreview: str
    topic: tuple[str, ...]
    average: str
    reviews: tuple[str, ...]
    keywords: tuple[str, ...]
    abstract_start: str
    abstract_end: str


EXPECTED = [
    Expected(263, "Large Language Models are Efficient Learners of Noise-Robust Speech Recognition", "ceATjGPTUD",
             SPEECH, "8.0", ("8", "10", "6", "8"),
             ("Large language models", "automatic speech recognition", "generative error correction",
              "noise-robustness"),
             "Recent advances in large language models (LLMs) have promoted generative error correction",
             "under which off-the-shelf LLMs show strong ability of language-space denoising."),
    Expected(281, "Multi-Source Diffusion Models for Simultaneous Music Generation and Separation", "h922Qhkmx1",
             SPEECH, "8.0", ("8", "8", "8", "8"),
             ("source separation", "probabilistic diffusion models", "music generation"),
             "In this work, we define a diffusion-based generative model capable of both music generation",
             "thus representing a step toward general audio models."),
    Expected(299, "Zipformer: A faster and better encoder for automatic speech recognition", "9WD9KwssyT",
             SPEECH, "7.5", ("8.0", "8.0", "6.0", "8.0"),
             ("Zipformer", "ScaledAdam", "automatic speech recognition"),
             # The note has two spaces after "(ASR)."; white space is collapsed.
             "The Conformer has become the most popular encoder model for automatic speech recognition (ASR). It adds",
             "over other state-of-the-art ASR models."),
    Expected(389, "Masked Audio Generative Modeling", "Ny8NiVfi95",
             SPEECH, "7.333333333333333", ("6", "8", "8"),
             ("Audio modeling", "audio generation", "music generation", "non-autoregressive models"),
             "We introduce MAGNeT, a masked generative sequence modeling method",
             "Samples are available as part of the supplemental material."),
    Expected(425, "Listen, Think, and Understand", "nBZBPXdJlC",
             SPEECH, "7.0", ("6", "8", "6", "8"),
             ("audio processing", "large language model"),
             "The ability of artificial intelligence (AI) systems to perceive and comprehend audio signals",
             "can we build a model that has both audio perception and a reasoning ability?"),
    Expected(587, "CompA: Addressing the Gap in Compositional Reasoning in Audio-Language Models", "86NGO8qeWs",
             SPEECH, "6.5", ("6.0", "8.0", "6.0", "6.0"),
             ("audio", "audio-language", "compositional reasoning"),
             "A fundamental characteristic of audio is its compositional nature.",
             "indicating its superior compositional reasoning capabilities."),
    Expected(607, "Monte Carlo guided Denoising Diffusion models for Bayesian linear inverse problems.", "nHESwXvxWK",
             GENERATIVE, "8.5", ("10", "8", "10", "6"),
             # The list ends with "Generative Models." — the closing full stop is punctuation.
             ("Monte Carlo", "Denoising Diffusion model", "score-based generative models", "Sequential Monte Carlo",
              "Bayesian Inverse Problems", "Generative Models"),
             "Ill-posed linear inverse problems arise frequently in various applications",
             "when dealing with ill-posed inverse problems in a Bayesian setting."),
    Expected(913, "$t^3$-Variational Autoencoder: Learning Heavy-tailed Data with Student's t and Power Divergence",
             "RzNlECeoOB", GENERATIVE, "7.333333333333333", ("8.0", "6.0", "8.0"),
             ("Variational autoencoder", "Information geometry", "Heavy-tail learning", "Generative model"),
             "The variational autoencoder (VAE) typically employs a standard normal prior",
             "through real-data experiments on CelebA and imbalanced CIFAR datasets."),
    Expected(1057, "$\\infty$-Diff: Infinite Resolution Diffusion with Subsampled Mollified States", "OUeIBFhyem",
             GENERATIVE, "7.0", ("6", "8", "8", "6"),
             ("Generative Models", "Diffusion Models", "Infinite Resolution"),
             "We introduce $\\infty$-Diff, a generative diffusion model defined in an infinite-dimensional Hilbert",
             "scale to higher resolutions than the training data while retaining detail."),
    Expected(1111, "The Generative AI Paradox: “What It Can Create, It May Not Understand”", "CF8H8MS5P8",
             GENERATIVE, "7.0", ("8", "6", "8", "6"),
             ("LMs", "language models", "vision models", "GPT4", "ChatGPT", "Midjourney", "generative models",
              "understanding models"),
             "The recent wave of generative AI has sparked unprecedented global attention",
             "in interpreting artificial intelligence by analogy to human intelligence."),
    Expected(1255, "Score-based generative models break the curse of dimensionality in learning a family of "
             "sub-Gaussian distributions", "wG12xUSqrI", GENERATIVE, "6.75", ("5", "8", "6", "8"),
             ("score-based generative models", "Barron space", "curse of dimensionality"),
             "While score-based generative models (SGMs) have achieved remarkable successes",
             "associated to the forward process, which is interesting in its own right."),
    Expected(1579, "Towards Generative Abstract Reasoning: Completing Raven’s Progressive Matrix via Rule Abstraction "
             "and Selection", "IcR1OOFzxm", GENERATIVE, "6.5", ("6.0", "6.0", "6.0", "8.0"),
             ("Deep Latent Variable Models", "Generative Models", "Raven’s Progressive Matrix",
              "Abstract Visual Reasoning"),
             "Endowing machines with abstract reasoning ability has been a long-term research topic",
             "handle RPMs with unseen combinations of rules and attributes."),
    # The heading has two spaces before "$K^2$"; white space is collapsed.
    Expected(1687, "Graph Generation with $K^2$-trees", "RIEW6M9YoV", GENERATIVE, "6.5", ("8", "8", "5", "5"),
             ("Graph generative models", "graph neural networks"),
             "Generating graphs from a target distribution is a significant challenge across many domains",
             "two molecular graph datasets to confirm its superiority for graph generation."),
    Expected(1777, "Improved sampling via learned diffusions", "h4pNROsO06", GENERATIVE, "6.5",
             ("8.0", "6.0", "6.0", "6.0"),
             ("Schrödinger bridge", "sampling from densities", "stochastic optimal control",
              "diffusion-based generative modeling"),
             "Recently, a series of papers proposed deep learning-based approaches to sample",
             "leads to significantly improved performance across all considered approaches."),
]


@pytest.mark.parametrize("exp", EXPECTED, ids=lambda e: e.openreview)
def test_paper_fields(extraction: Extraction, exp: Expected) -> None:
    paper = next(p for p in extraction.papers if p.openreview_id == exp.openreview)
    assert paper.mention.document == "iclr-2024-ratings"
    assert paper.mention.line == exp.line
    assert paper.title == exp.title
    assert paper.topics == (exp.topic,)
    assert paper.average_rating == Decimal(exp.average)
    assert str(paper.average_rating) == exp.average
    assert paper.reviews == d(*exp.reviews)
    assert [str(r) for r in paper.reviews] == list(exp.reviews)
    assert paper.keywords == exp.keywords
    assert paper.abstract is not None
    assert paper.abstract.startswith(exp.abstract_start)
    assert paper.abstract.endswith(exp.abstract_end)
    assert "\n" not in paper.abstract and "<" not in paper.abstract
    assert paper.venue == ICLR_2024 and paper.year == 2024
    assert paper.arxiv_id is None and paper.links == ()


def test_order_follows_the_note(extraction: Extraction) -> None:
    lines = [p.mention.line for p in extraction.papers]
    assert lines == sorted(lines)
    assert extraction.papers[0].openreview_id == "ceATjGPTUD"
    assert extraction.papers[18].openreview_id == "86NGO8qeWs"  # [19 / 19]
    assert extraction.papers[19].openreview_id == "nHESwXvxWK"  # [1 / 66]
    assert extraction.papers[-1].openreview_id == "h4pNROsO06"  # [66 / 66]


QUANTILES = [("10%", "3.6"), ("25%", "4.33"), ("50%", "5.25"), ("75%", "6.0"), ("90%", "6.67"), ("95%", "7.0"),
             ("99%", "8.0")]


def test_rating_quantiles(extraction: Extraction) -> None:
    quantiles = [s for s in extraction.statistics if s.kind == "rating-quantile"]
    assert [(s.label, s.value) for s in quantiles] == [(label, Decimal(v)) for label, v in QUANTILES]
    assert all(s.venue == ICLR_2024 and s.rank is None for s in quantiles)
    assert quantiles[0].mention.line == 16  # the <tr> of the "10%" row
    assert quantiles[-1].mention.line == 40


def test_keyword_counts(extraction: Extraction) -> None:
    counts = [s for s in extraction.statistics if s.kind == "keyword-count"]
    assert len(counts) == 50
    assert [s.rank for s in counts] == list(range(1, 51))
    assert (counts[0].label, counts[0].value, counts[0].mention.line) == ("Large Language Models", Decimal(318), 59)
    assert (counts[1].label, counts[1].value) == ("Reinforcement Learning", Decimal(201))
    # "Transformers" (56) and "Transformer" (44) are distinct rows; "Transformer" ties "Contrastive Learning".
    assert (counts[11].label, counts[11].value) == ("Transformers", Decimal(56))
    assert (counts[16].label, counts[16].value) == ("Transformer", Decimal(44))
    assert (counts[48].label, counts[48].value) == ("Instruction Tuning", Decimal(19))
    assert (counts[49].label, counts[49].value, counts[49].rank) == ("Variational Inference", Decimal(19), 50)
    assert all(s.venue == ICLR_2024 for s in counts)
    assert len(extraction.statistics) == 57


def test_statistics_never_become_papers(extraction: Extraction) -> None:
    titles = {p.title for p in extraction.papers}
    assert not titles & {s.label for s in extraction.statistics}
    assert not titles & {"Rating statistics", "Top 50 keywords", "Quantile", "Keyword", "Full Paper list"}


# ---------------------------------------------------------------- detection


def test_detect_claims_this_note_only() -> None:
    doc = read_document(NOTE)
    assert EXTRACTOR.detect(doc) >= 0.5
    assert choose(doc) is not None and choose(doc).name == "ratings"
    others = sorted(p for p in (ROOT / "data").glob("*.md") if p != NOTE)
    assert others
    for path in others:
        assert EXTRACTOR.detect(read_document(path)) < 0.5, path.name


def test_detect_ignores_the_file_name(tmp_path: Path) -> None:
    renamed = tmp_path / "my-reading.md"
    renamed.write_bytes(NOTE.read_bytes())
    assert EXTRACTOR.detect(read_document(renamed)) >= 0.5
    fake = tmp_path / "iclr-2024-ratings.md"
    fake.write_text("# ICLR 2024 OpenReview Ratings\n\n### A paper\n\nsome text\n", encoding="utf-8")
    assert EXTRACTOR.detect(read_document(fake)) == 0.0


def test_other_per_paper_block_layout_is_not_claimed() -> None:
    path = EXTERNAL / "azminewasi-awesome-llms-iclr2024.md"
    if not path.exists():
        pytest.skip("shared external corpus not available")
    doc = read_document(path)
    assert EXTRACTOR.detect(doc) < 0.5
    extracted = EXTRACTOR.extract(doc)  # must not crash even though it is not this format
    assert extracted.papers == ()


# ---------------------------------------------------------------- small notes for edge cases


def test_topic_names_from_list_headings() -> None:
    assert topic_name("Speech(or audio)-related paper list (rating >= 6.5)") == "Speech/Audio"
    assert topic_name("Speech (or audio) related papers") == "Speech/Audio"
    assert topic_name("Full paper list") is None
    assert topic_name("All papers") is None
    assert topic_name("Reinforcement learning-related paper list (rating >= 7)") == "Reinforcement Learning"
    assert topic_name("Graph neural network-related paper list") == "Graph Neural Network"


def test_generative_topic_takes_the_plural_the_note_uses(extraction: Extraction) -> None:
    assert {p.topics for p in extraction.papers} == {(SPEECH,), (GENERATIVE,)}


def _paper(ex: Extraction, title: str) -> Paper:
    return next(p for p in ex.papers if p.title == title)


def test_paper_in_two_lists_is_emitted_once_per_listing() -> None:
    ex = EXTRACTOR.extract(note(
        "# ICLR 2024 Ratings\n\n"
        "## Speech-related paper list (rating >= 6.5)\n\n"
        "### [1 / 1] Shared Paper\n\nLink: [x](https://openreview.net/forum?id=AbC123)\n\nRatings: [6, 6]\n\n"
        "## Generative model-related paper list (rating >= 6.5)\n\n"
        "### [1 / 1] Shared Paper\n\nLink: [x](https://openreview.net/forum?id=AbC123)\n\nRatings: [6, 6]\n\n"
        "## Full paper list\n\n### [1 / 1] Shared Paper\n\nRatings: [6, 6]\n"
    ))
    assert [(p.openreview_id, p.topics, p.mention.line) for p in ex.papers] == [
        ("AbC123", (("Speech",),), 5),
        ("AbC123", (("Generative Model",),), 13),
        (None, (), 21),
    ]
    assert [p.reviews for p in ex.papers] == [d("6", "6")] * 3


def test_missing_fields_do_not_crash() -> None:
    ex = EXTRACTOR.extract(note(
        "# ICLR 2024 Ratings\n\n## NLP-related paper list\n\n"
        "### [1 / 3] No Link Here\n\nAverage rating: 6.0\n\nRatings: [6, 6, 6]\n\n"
        "### [2 / 3]\n\nLink: [x](https://openreview.net/forum?id=NoTitle1)\n\nRatings: [8]\n\n"
        "### [3 / 3] Bare Fields\n\nLink: https://openreview.net/forum?id=Bare_1-x\n"
        "Average rating: n/a\nRatings: []\nKeywords: \n"
    ))
    assert [p.title for p in ex.papers] == ["No Link Here", "Bare Fields"]
    no_link = _paper(ex, "No Link Here")
    assert no_link.openreview_id is None
    assert no_link.reviews == d("6", "6", "6") and no_link.average_rating == Decimal("6.0")
    assert no_link.keywords == () and no_link.abstract is None and no_link.topics == (("NLP",),)
    bare = _paper(ex, "Bare Fields")
    assert bare.openreview_id == "Bare_1-x"  # a bare URL, fields in one paragraph
    assert bare.average_rating is None and bare.reviews == () and bare.keywords == ()
    assert len(ex.skipped) == 1
    assert ex.skipped[0].mention.line == 11 and "no title" in ex.skipped[0].reason


def test_abstract_forms() -> None:
    ex = EXTRACTOR.extract(note(
        "# ICLR 2024 Ratings\n\n"
        "### [1 / 2] Two Paragraphs\n\nRatings: [5]\n\n<details><summary>Abstract</summary>\n\n"
        "> First *part*\n> still first.\n>\n> Second part.\n\n</details>\n\n"
        "### [2 / 2] Tight Block\n\nRatings: [5]\n\n"
        "<details><summary>Abstract</summary>\n> All in one\n> HTML block.\n</details>\n"
    ))
    assert _paper(ex, "Two Paragraphs").abstract == "First part still first.\n\nSecond part."
    assert _paper(ex, "Tight Block").abstract == "All in one HTML block."
    # The level-1 heading is the document title, not a topic.
    assert all(p.topics == () for p in ex.papers)


def test_statistics_need_a_venue_and_a_known_table() -> None:
    table = "<table>\n<tr><th>Quantile</th><th>Rating</th></tr>\n<tr><td>10%</td><td>3.6</td></tr>\n</table>\n"
    other = "<table>\n<tr><th>Decision</th><th>Count</th></tr>\n<tr><td>Accept</td><td>2260</td></tr>\n</table>\n"
    no_venue = EXTRACTOR.extract(note(f"# My ratings\n\n## Stats\n{table}\n### [1 / 1] P\n\nRatings: [6]\n"))
    assert no_venue.statistics == ()
    assert [s.reason for s in no_venue.skipped] == ["statistics table but no venue edition in the document title"]
    assert no_venue.papers[0].venue is None and no_venue.papers[0].year is None
    with_venue = EXTRACTOR.extract(note(f"# NeurIPS 2023 ratings\n\n## Stats\n{table}\n## Decisions\n{other}"))
    assert [(s.venue, s.kind, s.label, s.value, s.mention.line) for s in with_venue.statistics] == [
        (VenueEdition("NeurIPS", 2023), "rating-quantile", "10%", Decimal("3.6"), 6)
    ]
    assert len(with_venue.skipped) == 1 and "Decisions" in with_venue.skipped[0].reason
    assert with_venue.papers == ()
