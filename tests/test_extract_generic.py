"""The generic fallback extractor: each layout in a small hand-written note, data/ notes, the external corpus.

Expected values were written by reading the notes: data/iclr-2024-ratings.md, data/icml-2024-highlights.md
and, when ../shared/corpus/external is present, heineman-colm2025-final10.md, aelnouby-iclr2020-interesting.md
and xiaomingzhao-iclr2020-top-ranked.md.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from kg.notes.extract import CLAIM_THRESHOLD, choose, extractors
from kg.notes.extract.generic import GenericLinks, extract_papers
from kg.notes.read import Document, parse, read_document
from kg.records import LinkRole, Paper, VenueEdition

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data"
EXTERNAL = ROOT.parent / "shared" / "corpus" / "external"
GENERIC = GenericLinks()
#: Distinct OpenReview ids in raw text, counted independently of the extractor.
OPENREVIEW_IN_TEXT = re.compile(r"openreview\.net/(?:forum|pdf)\?(?:\S*?&)?id=([A-Za-z0-9_-]+)")


def note(text: str, stem: str = "n") -> Document:
    return parse(text, f"{stem}.md", stem)


def papers_of(text: str) -> tuple[Paper, ...]:
    return GENERIC.extract(note(text)).papers


def external(name: str) -> Document:
    path = EXTERNAL / name
    if not path.is_file():
        pytest.skip(f"external corpus not available: {path}")
    return read_document(path)


def row(paper: Paper) -> tuple[object, ...]:
    """The fields every layout gives: line, title, ids, topic path."""
    return paper.mention.line, paper.title, paper.openreview_id, paper.arxiv_id, paper.topics


# ---------------------------------------------------------------- detection


def test_detect_is_exactly_the_claim_threshold_so_specific_extractors_win() -> None:
    for path in sorted(DATA.glob("*.md")):
        assert GENERIC.detect(read_document(path)) == CLAIM_THRESHOLD == 0.5
    assert extractors()["generic"] is not None


def test_a_note_with_a_specific_format_goes_to_its_extractor() -> None:
    doc = read_document(DATA / "icml-2024-orals.md")
    chosen = choose(doc)
    assert chosen is not None and chosen.name == "chicago"


def test_every_readable_note_is_claimed_by_some_extractor() -> None:
    assert choose(note("Just prose, nothing else.\n")) is not None
    assert choose(note("- Some Paper Title https://arxiv.org/abs/2101.00001\n")) is not None


# ---------------------------------------------------------------- bullets


def test_bullets_with_linked_titles_bare_urls_and_link_words() -> None:
    papers = papers_of(
        "# Reading list\n"
        "## GANs\n"
        "- **[Mirror-Generative Neural Machine Translation](https://openreview.net/forum?id=HkxQRTNYPH)**\n"
        "- GANSpace: Discovering Interpretable GAN Controls [paper](https://arxiv.org/abs/2004.02546)"
        "  [code](https://github.com/harskish/ganspace)\n"
        "+ Unbiased Contrastive Divergence https://openreview.net/pdf?id=r1eyceSYPr\n"
        "- An Inductive Bias for Distances : https://openreview.net/pdf?id=HJeiDpVFPr\n"
        "- https://arxiv.org/abs/2101.00001\n"
    )
    assert [row(p) for p in papers] == [
        (3, "Mirror-Generative Neural Machine Translation", "HkxQRTNYPH", None, (("GANs",),)),
        (4, "GANSpace: Discovering Interpretable GAN Controls", None, "2004.02546", (("GANs",),)),
        (5, "Unbiased Contrastive Divergence", "r1eyceSYPr", None, (("GANs",),)),
        (6, "An Inductive Bias for Distances", "HJeiDpVFPr", None, (("GANs",),)),
        # A bare link with no title around it is still a paper, known by its id.
        (7, None, None, "2101.00001", (("GANs",),)),
    ]
    assert papers[1].links == ((LinkRole.CODE, "https://github.com/harskish/ganspace"),)


def test_a_titled_link_takes_the_untitled_ids_of_its_item() -> None:
    (paper,) = papers_of(
        "- [Pay Attention to MLPs](https://openreview.net/forum?id=KBnXrODoBW)"
        " [arXiv](https://arxiv.org/abs/2105.08050)\n"
    )
    assert (paper.title, paper.openreview_id, paper.arxiv_id) == ("Pay Attention to MLPs", "KBnXrODoBW", "2105.08050")


def test_cite_keys_and_lone_names_are_not_titles() -> None:
    papers = papers_of(
        "- [ChuntingZhou2025ICLR+](https://openreview.net/forum?id=SI2hI0frk6) combines next-token prediction\n"
        "- PixMo [MattDeitke2025CVPR](https://openreview.net/forum?id=abcdEFGH12) provides a dataset\n"
    )
    assert [(p.title, p.openreview_id) for p in papers] == [(None, "SI2hI0frk6"), (None, "abcdEFGH12")]


# ---------------------------------------------------------------- tables


def test_table_rows_with_bare_urls_take_the_title_column() -> None:
    papers = papers_of(
        "|      | Title                                   | Link                                         |\n"
        "|-----:|:----------------------------------------|:---------------------------------------------|\n"
        "|    0 | Quantum reinforcement learning          | https://openreview.net/forum?id=kRvZ2PcsxjJj |\n"
        "|    3 | Factorized Fourier Neural Operators     | https://openreview.net/forum?id=tmIiMPl4IPa  |\n"
        "| 3861 | FAIRER: Fairness as Decision Rationale Alignment | https://openreview.net/forum?id=_g-D1zNps_ |\n"
    )
    assert [row(p) for p in papers] == [
        (3, "Quantum reinforcement learning", "kRvZ2PcsxjJj", None, ()),
        (4, "Factorized Fourier Neural Operators", "tmIiMPl4IPa", None, ()),
        # markdown reads "_g-D1zNps_" as emphasis; the id keeps both underscores.
        (5, "FAIRER: Fairness as Decision Rationale Alignment", "_g-D1zNps_", None, ()),
    ]


def test_table_rows_with_linked_titles_notes_and_link_words() -> None:
    extraction = GENERIC.extract(note(
        "## Now\n"
        "| Paper | Poster | Paper link | Code |\n"
        "|---|---|---|---|\n"
        "| Segment Everything Everywhere All at Once <br> [NeurIPS link - Short Video & Abstract]"
        "(https://neurips.cc/virtual/2023/poster/71518) <br> _**Notes:The best named paper award!!**_"
        "| [Slides](https://neurips.cc/media/x.pdf) | [Paper](https://openreview.net/forum?id=UHBrWeFWlL) "
        "| [GitHub](https://github.com/UX-Decoder/SEEM) |\n"
        "| | | | |\n"
        "| 1 | [OpenReview](https://openreview.net/group?id=NeurIPS.cc/2023) | | |\n"
    ))
    (paper,) = extraction.papers
    assert row(paper) == (4, "Segment Everything Everywhere All at Once", "UHBrWeFWlL", None, (("Now",),))
    assert paper.links == ((LinkRole.CODE, "https://github.com/UX-Decoder/SEEM"),)
    reasons = [(s.mention.line, s.reason) for s in extraction.skipped]
    assert reasons == [
        (6, "openreview.net link without a paper id: https://openreview.net/group?id=NeurIPS.cc/2023"),
        (6, "table row with links but no paper id and no title"),
    ]


def test_a_table_without_a_title_header_takes_the_linked_cell() -> None:
    papers = papers_of(
        "| Rank | Average Rating | Name | Ratings |\n"
        "| --- | --- | --- | --- |\n"
        "| 1 | 8.00 | [Differentiable Reasoning over a Virtual Knowledge Base]"
        "(https://openreview.net/forum?id=SJxstlHFPH)"
        " | 8.0, 8.0, 8.0 |\n"
        "|2 |8.33 | Dataset Condensation with Gradient Matching https://openreview.net/forum?id=mSAKhLYLSsl | 8, 9|\n"
    )
    assert [(p.title, p.openreview_id) for p in papers] == [
        ("Differentiable Reasoning over a Virtual Knowledge Base", "SJxstlHFPH"),
        ("Dataset Condensation with Gradient Matching", "mSAKhLYLSsl"),
    ]


# ---------------------------------------------------------------- headings


def test_a_heading_over_label_only_links_is_the_paper() -> None:
    papers = papers_of(
        "# Awesome LLM papers\n"
        "## Agents\n"
        "### AgentBench: Evaluating LLMs as Agents\n"
        "> A collection of tasks.\n\n"
        "<details>\n<summary>Details</summary>\n\n"
        "- **Abstract**: Large Language Models are becoming increasingly smart.\n"
        "- **OpenReview**: https://openreview.net/pdf?id=zAdUB0aCTQ\n\n"
        "</details>\n\n"
        "### [3 / 19] Zipformer: A faster and better encoder for automatic speech recognition\n\n"
        "Link: [https://openreview.net/forum?id=9WD9KwssyT](https://openreview.net/forum?id=9WD9KwssyT)\n"
    )
    assert [row(p) for p in papers] == [
        (3, "AgentBench: Evaluating LLMs as Agents", "zAdUB0aCTQ", None, (("Agents",),)),
        (14, "Zipformer: A faster and better encoder for automatic speech recognition", "9WD9KwssyT", None,
         (("Agents",),)),
    ]


def test_headings_with_link_groups_and_linked_titles() -> None:
    extraction = GENERIC.extract(note(
        "---\ntitle: ICML 2025 Oral Papers\n---\n"
        "# Foundation\n"
        "#### Beyond Matryoshka: Revisiting Sparse Coding ([Poster](https://icml.cc/virtual/2025/poster/43502),"
        " [arXiv](https://arxiv.org/abs/2503.01776))\n\n"
        "A novel representation learning technique.\n\n"
        "#### Mixture of Lookup Experts ([Poster](https://icml.cc/virtual/2025/poster/44400))\n\n"
        "### [AI Debate Aids Assessment of Controversial Claims](https://neurips.cc//virtual/2025/poster/1)\n"
        "### [Orals](https://nips.cc/Conferences/2019/ScheduleMultitrack?day=2019-12-10)\n"
    ))
    assert [row(p) for p in extraction.papers] == [
        (5, "Beyond Matryoshka: Revisiting Sparse Coding", None, "2503.01776", (("Foundation",),)),
        (9, "Mixture of Lookup Experts", None, None, (("Foundation",),)),
        (11, "AI Debate Aids Assessment of Controversial Claims", None, None, (("Foundation",),)),
    ]
    assert extraction.papers[0].links == ((LinkRole.POSTER, "https://icml.cc/virtual/2025/poster/43502"),)
    assert all(p.venue == VenueEdition("ICML", 2025) and p.year == 2025 for p in extraction.papers)


def test_a_heading_spelling_out_a_short_link_title_names_the_paper() -> None:
    papers = papers_of(
        "## Best Papers\n"
        "### Visual Autoregressive Modeling: Scalable Image Generation via Next-Scale Prediction\n"
        "An award went to [Visual Autoregressive Modeling](https://openreview.net/pdf?id=gojL67CfS8).\n\n"
        "_Fig. 1. Standard modeling vs. the approach. ([Source Link](https://openreview.net/pdf?id=gojL67CfS8))_\n"
    )
    full = "Visual Autoregressive Modeling: Scalable Image Generation via Next-Scale Prediction"
    # The same id in two blocks is two records (resolution merges them).
    assert [row(p) for p in papers] == [
        (3, full, "gojL67CfS8", None, (("Best Papers",),)),
        (5, full, "gojL67CfS8", None, (("Best Papers",),)),
    ]


def test_a_short_topic_heading_does_not_title_its_only_paper() -> None:
    (paper,) = papers_of("## Analysis\nSome prose about it, see [this](https://arxiv.org/abs/2310.16834) for more.\n")
    assert row(paper) == (2, None, None, "2310.16834", (("Analysis",),))


# ---------------------------------------------------------------- paragraphs


def test_title_lines_above_a_bare_url_and_titles_in_the_paragraph_before() -> None:
    papers = papers_of(
        "### to read\n\n"
        "Hypothesis-Driven Theory-of-Mind Reasoning for Large Language Models\n"
        "Hyunwoo Kim, Melanie Sclar, Yejin Choi\n"
        "Existing LLM reasoning methods have shown impressive capabilities. However, they fail.\n"
        "https://openreview.net/forum?id=yGQqTuSJPK\n\n"
        "**Convolutional Conditional Neural Processes (oral)**\n\n"
        "[paper](https://openreview.net/forum?id=Skey4eBYPS)\n\n"
        "论文：Learning Interactive Real-World Simulators\n\n"
        "机构：UC 伯克利\n"
        "论文地址：https://openreview.net/forum?id=sFyTZEqmUY\n"
    )
    assert [row(p) for p in papers] == [
        # "To read" is a reading state, not a subject: no topic.
        (3, "Hypothesis-Driven Theory-of-Mind Reasoning for Large Language Models", "yGQqTuSJPK", None, ()),
        (8, "Convolutional Conditional Neural Processes", "Skey4eBYPS", None, ()),
        (12, "Learning Interactive Real-World Simulators", "sFyTZEqmUY", None, ()),
    ]


def test_a_citation_gives_its_quoted_title_and_prose_links_give_theirs() -> None:
    papers = papers_of(
        "> Liu, Ryan, and Thomas L. Griffiths. “How Do Large Language Models Navigate Conflicts between Honesty"
        " and Helpfulness?,” 2024."
        " [https://openreview.net/forum?id=685vj0lC9z](https://openreview.net/forum?id=685vj0lC9z).\n\n"
        "Three parts: [Knowledge Storage and Extraction](https://arxiv.org/html/2309.14316v3),"
        " [Knowledge Manipulation](https://arxiv.org/html/2309.14402v2).\n"
    )
    assert [(p.title, p.openreview_id, p.arxiv_id) for p in papers] == [
        ("How Do Large Language Models Navigate Conflicts between Honesty and Helpfulness?", "685vj0lC9z", None),
        ("Knowledge Storage and Extraction", None, "2309.14316"),
        ("Knowledge Manipulation", None, "2309.14402"),
    ]


def test_one_paper_per_id_in_a_block_and_again_for_a_later_block() -> None:
    papers = papers_of(
        "- Deformable Kernels https://openreview.net/pdf?id=SkxSv6VFvS https://openreview.net/forum?id=SkxSv6VFvS\n"
        "- meta-dataset https://ai.googleblog.com/2020/05/x.html, https://openreview.net/forum?id=rkgAGAVKPr\n"
        "- Deformable Kernels again https://openreview.net/pdf?id=SkxSv6VFvS\n"
    )
    assert [(p.mention.line, p.openreview_id) for p in papers] == [
        (1, "SkxSv6VFvS"), (2, "rkgAGAVKPr"), (3, "SkxSv6VFvS")]


def test_pdf_links_of_both_sites_give_ids() -> None:
    papers = papers_of(
        "- A Mutual Information Maximization Perspective https://arxiv.org/pdf/1910.08350.pdf\n"
        "- Few-shot Video-to-Video Synthesis https://arxiv.org/pdf/1910.12713v1.pdf\n"
        "- [Efficient Conformer](https://arxiv.org/pdf/2109.01163.pdf)\n"
        "- [FastCorrect: Fast Error Correction](https://openreview.net/pdf?id=N3oi7URBakV)\n"
    )
    assert [(p.arxiv_id, p.openreview_id) for p in papers] == [
        ("1910.08350", None), ("1910.12713", None), ("2109.01163", None), (None, "N3oi7URBakV")]


def test_paper_pages_without_an_id_or_title_are_skipped() -> None:
    extraction = GENERIC.extract(note(
        "- https://papers.nips.cc/paper/8398-control-batch-size.pdf\n"
        "- [conference website](https://neurips.cc/Conferences/2019)\n"
    ))
    assert extraction.papers == ()
    assert [(s.mention.line, s.reason) for s in extraction.skipped] == [
        (1, "paper link with no id and no title: https://papers.nips.cc/paper/8398-control-batch-size.pdf")]


def test_venue_comes_from_the_title_or_front_matter_and_the_title_heading_is_no_topic() -> None:
    (paper,) = papers_of("# ICLR 2024 Notes\n## RL\n- Some Good Paper https://openreview.net/forum?id=abcdefghij\n")
    assert (paper.venue, paper.topics) == (VenueEdition("ICLR", 2024), (("RL",),))
    (paper,) = papers_of("---\nconference: NeurIPS 2019\n---\n- Some Good Paper https://arxiv.org/abs/1904.01681\n")
    assert paper.venue == VenueEdition("NeurIPS", 2019)
    (paper,) = papers_of("- Some Good Paper https://arxiv.org/abs/1904.01681\n")
    assert (paper.venue, paper.year) == (None, None)


# ---------------------------------------------------------------- data/ notes, read by hand


def test_iclr_2024_ratings_note() -> None:
    extraction = GENERIC.extract(read_document(DATA / "iclr-2024-ratings.md"))
    papers = extraction.papers
    assert len(papers) == 85  # 19 speech papers + 66 generative-model papers
    assert all(p.title and p.openreview_id and p.venue == VenueEdition("ICLR", 2024) for p in papers)
    speech = ("Speech(or audio)-related paper list (rating >= 6.5)",)
    generative = ("Generative model-related paper list (rating >= 6.5)",)
    by_line = {p.mention.line: p for p in papers}
    # Its "Keywords: Large language models, automatic speech recognition, …" line gives tags beside the heading.
    keywords = (
        ("Large language models",), ("automatic speech recognition",), ("generative error correction",),
        ("noise-robustness",))
    assert row(by_line[263]) == (
        263, "Large Language Models are Efficient Learners of Noise-Robust Speech Recognition", "ceATjGPTUD", None,
        (speech, *keywords))
    for line, title, openreview, heading in (
        (587, "CompA: Addressing the Gap in Compositional Reasoning in Audio-Language Models", "86NGO8qeWs", speech),
        (607, "Monte Carlo guided Denoising Diffusion models for Bayesian linear inverse problems.", "nHESwXvxWK",
         generative),
        (1777, "Improved sampling via learned diffusions", "h4pNROsO06", generative),
    ):
        paper = by_line[line]
        assert (paper.title, paper.openreview_id, paper.topics[0]) == (title, openreview, heading)


def test_icml_2024_highlights_note() -> None:
    papers = GENERIC.extract(read_document(DATA / "icml-2024-highlights.md")).papers
    tutorial = (
        "Tutorials: Re-thinking the Physics of Language Models", "Rethinking the “Dumb” Nature of Language Models")
    best = ("Best Papers: Innovations in Generative Modeling",)
    assert [row(p) for p in papers] == [
        (35, "Knowledge Storage and Extraction", None, "2309.14316", (tutorial,)),
        (35, "Knowledge Manipulation", None, "2309.14402", (tutorial,)),
        (35, "Knowledge Capacity Scaling Laws", None, "2404.05405", (tutorial,)),
        (41, "VideoPoet: A Large Language Model for Zero-Shot Video Generation", None, "2312.14125", (best,)),
        (68, "Discrete Diffusion Modeling by Estimating the Ratios of the Data Distribution", None, "2310.16834",
         (best,)),
    ]


# ---------------------------------------------------------------- external notes, read by hand


def test_heineman_colm_final10_title_and_url_lines() -> None:
    papers = GENERIC.extract(external("heineman-colm2025-final10.md")).papers
    read = skim = ()  # "To read" and "To skim" are reading states, not subjects
    assert [row(p) for p in papers] == [
        (3, "AutoScale: Scale-Aware Data Mixing for Pre-Training LLMs", "rujwIvjooA", None, read),
        (6, "Synthetic Data Generation and Multi-Step Reinforcement Learning for Reasoning and Tool Use",
         "oN9STRYQVa", None, read),
        (9, "EvalAgents: Discovering Implicit Evaluation Criteria from the Web", "erGpkHCybv", None, read),
        (12, "Sharpe Ratio-Guided Active Learning for Preference Optimization in RLHF", "a6xzTqMUFQ", None, read),
        (15, "Self-Steering Language Models", "XvCBtm5PgF", None, read),
        # The SmolLM2 entry links a blog post, not a paper.
        (23, "LongCodeBench: Evaluating Coding LLMs at 1M Context Windows", "GFPoM8Ylp8", None, skim),
        (26, "An Illusion of Progress? Assessing the Current State of Web Agents", "6jZi4HSs6o", None, skim),
    ]


def test_aelnouby_iclr2020_bullets_with_bare_urls() -> None:
    papers = GENERIC.extract(external("aelnouby-iclr2020-interesting.md")).papers
    assert [row(p) for p in papers] == [
        (1, "A Mutual Information Maximization Perspective of Language Representation Learning", None,
         "1910.08350", ()),
        (2, "On Mutual Information Maximization for Representation Learning", "rkxoh24FPH", None, ()),
        (3, "SELF-LABELLING VIA SIMULTANEOUS CLUSTERING AND REPRESENTATION LEARNING", None, "1911.05371", ()),
        (4, "Unbiased Contrastive Divergence", "r1eyceSYPr", None, ()),
        # iclr.cc poster pages: papers known by title only (kg.ids reads no id from them).
        (6, "Meta-Learning with Warped Gradient Descent", None, None, ()),
        (7, "Your classifier is secretly an energy based model and you should treat it like one", None, None, ()),
        # "meta-dataset" is a lone name, not a title.
        (9, None, "rkgAGAVKPr", None, ()),
        (11, "Deformable Kernels: Adapting Effective Receptive Fields for Object Deformation", "SkxSv6VFvS", None,
         ()),
        (13, "An Inductive Bias for Distances: Neural Nets that Respect the Triangle Inequality", "HJeiDpVFPr",
         None, ()),
    ]


def test_xiaomingzhao_top_ranked_table() -> None:
    papers = GENERIC.extract(external("xiaomingzhao-iclr2020-top-ranked.md")).papers
    assert len(papers) == 34
    top = (("Top-Ranked Papers",),)
    assert [row(p) for p in papers[:3]] == [
        (12, "Differentiable Reasoning over a Virtual Knowledge Base", "SJxstlHFPH", None, top),
        (13, "NAS-Bench-201: Extending the Scope of Reproducible Neural Architecture Search", "HJxyZkBKDr", None,
         top),
        (14, "GenDICE: Generalized Offline Estimation of Stationary Values", "HkxlcnVFwB", None, top),
    ]
    assert all(p.venue == VenueEdition("ICLR", 2020) for p in papers)


# ---------------------------------------------------------------- the external corpus: generality and speed


def _external_documents() -> list[str]:
    return sorted(p.name for p in EXTERNAL.glob("*.md") if p.name != "SOURCES.md") if EXTERNAL.is_dir() else []


@pytest.mark.slow
@pytest.mark.parametrize("name", _external_documents() or ["(corpus missing)"])
def test_external_document_openreview_ids_are_found(name: str) -> None:
    doc = external(name)
    in_text = set(OPENREVIEW_IN_TEXT.findall(doc.text))
    if not in_text:
        pytest.skip("no OpenReview id in this document")
    papers, _ = extract_papers(doc)
    found = {p.openreview_id for p in papers} & in_text
    assert len(found) >= 0.9 * len(in_text), sorted(in_text - found)[:10]


@pytest.mark.slow
def test_the_largest_table_is_extracted_whole() -> None:
    # Its speed is measured in bench/, not asserted here.
    doc = external("edisonleeeee-iclr2023-submissions-table.md")
    papers, _ = extract_papers(doc)
    assert len(papers) == 4966
