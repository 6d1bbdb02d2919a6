"""The blog-post extractor (kg/notes/extract/blog.py) on data/icml-2024-highlights.md and the same author's other posts.

Expected values were written by reading the notes, not by running the extractor.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from kg.notes.extract import choose
from kg.notes.extract.blog import BlogPost
from kg.notes.read import Document, parse, read_document
from kg.records import Extraction, LinkRole, Paper, VenueEdition

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data"
EXTERNAL = ROOT.parent / "shared" / "corpus" / "external"
ICML24 = VenueEdition("ICML", 2024)
BLOG = BlogPost()


def extract(text: str) -> Extraction:
    return BLOG.extract(parse(text, "n.md", "n"))


def by_title(ex: Extraction) -> dict[str | None, Paper]:
    return {p.title: p for p in ex.papers}


def external(name: str) -> Document:
    path = EXTERNAL / name
    if not path.is_file():
        pytest.skip(f"{path} not available")
    return read_document(path)


@pytest.fixture(scope="module")
def highlights() -> Extraction:
    return BLOG.extract(read_document(DATA / "icml-2024-highlights.md"))


# --- data/icml-2024-highlights.md -------------------------------------------------------------

BEST = "Innovations in Generative Modeling"
BEST_PAPERS = [
    # (line of the ### heading, title, arXiv id of the figure's Source Link)
    (41, "VideoPoet: A Large Language Model for Zero-Shot Video Generation", "2312.14125"),
    (68, "Discrete Diffusion Modeling by Estimating the Ratios of the Data Distribution", "2310.16834"),
    (82, "Mixture-of-Experts in the Era of LLMs: A New Odyssey", None),
]
PARTS = [
    ("Knowledge Storage and Extraction", "2309.14316"),
    ("Knowledge Manipulation", "2309.14402"),
    ("Knowledge Capacity Scaling Laws", "2404.05405"),
]
TUTORIAL_POINTS = [
    "Knowledge Storage, Extraction, and Data Quality",
    "Error Measurement and Limitations",
    "Unidirectional vs. Bidirectional Models",
    "Rethinking the “Dumb” Nature of Language Models",
]


def test_highlights_counts(highlights: Extraction) -> None:
    assert highlights.extractor == "blog"
    assert highlights.title == "ICML 2024: Physics of LLMs a Star of the Show"
    assert highlights.paper_count == 6  # 3 best papers + 3 parts of the tutorial
    assert len(highlights.events) == 1
    assert highlights.skipped == ()


@pytest.mark.parametrize(("line", "title", "arxiv"), BEST_PAPERS)
def test_highlights_best_papers(highlights: Extraction, line: int, title: str, arxiv: str | None) -> None:
    paper = by_title(highlights)[title]
    assert paper.mention.line == line
    assert paper.awards == ("Best Paper",)
    assert paper.venue == ICML24
    assert paper.year == 2024
    assert paper.arxiv_id == arxiv
    assert paper.openreview_id is None
    assert paper.topics == ((BEST,),)
    assert not paper.reference


def test_highlights_tutorial(highlights: Extraction) -> None:
    (event,) = highlights.events
    assert event.kind == "tutorial"
    assert event.title == "Physics of Language Models"
    assert event.venue == ICML24
    assert event.url == "https://icml.cc/virtual/2024/tutorial/35223"
    assert event.mention.line == 13
    parts = [highlights.papers[i] for i in event.parts]
    assert [(p.title, p.arxiv_id) for p in parts] == PARTS


@pytest.mark.parametrize(("title", "arxiv"), PARTS)
def test_highlights_tutorial_parts(highlights: Extraction, title: str, arxiv: str) -> None:
    paper = by_title(highlights)[title]
    assert paper.arxiv_id == arxiv
    assert paper.mention.line == 35
    assert paper.venue is None  # arXiv preprints, not ICML papers
    assert paper.awards == ()
    assert paper.topics == (("Re-thinking the Physics of Language Models",),)


def test_highlights_headings_that_are_not_papers(highlights: Extraction) -> None:
    titles = {p.title for p in highlights.papers}
    for heading in [*TUTORIAL_POINTS, "Concluding Thoughts", "Best Papers: Innovations in Generative Modeling",
                    "Tutorials: Re-thinking the Physics of Language Models"]:
        assert heading not in titles


# --- detection ----------------------------------------------------------------------------------

@pytest.mark.parametrize("note", ["icml-2024-orals", "icml-2025-orals", "iclr-2025-oral-notes", "iclr-2024-ratings"])
def test_detect_leaves_other_notes(note: str) -> None:
    assert BLOG.detect(read_document(DATA / f"{note}.md")) < 0.5


def test_detect_claims_highlights() -> None:
    doc = read_document(DATA / "icml-2024-highlights.md")
    assert BLOG.detect(doc) >= 0.5
    chosen = choose(doc)
    assert chosen is not None and chosen.name == "blog"


def test_detect_needs_section_words_and_prose() -> None:
    prose = "This is a long paragraph of plain prose about the conference and its many talks. " * 3
    assert BLOG.detect(parse(f"# ICML 2024: Notes\n\n{prose}\n\n## What I liked\n\n{prose}\n", "n.md", "n")) == 0.0
    links = "\n".join(f"- [Paper {i}](https://arxiv.org/abs/2401.0000{i})" for i in range(8))
    assert BLOG.detect(parse(f"# ICML 2024\n\n## Best Papers\n\n{links}\n", "n.md", "n")) < 0.5
    assert BLOG.detect(parse(f"# ICML 2024: Notes\n\n{prose}\n\n## Best Papers\n\n### A\n\n{prose}\n\n"
                             f"## Final Thoughts\n\n{prose}\n", "n.md", "n")) >= 0.5


# --- small hand-written notes -------------------------------------------------------------------

def test_award_words_and_plain_award_heading() -> None:
    ex = extract("# ICLR 2025: Notes\n\n## Outstanding Papers\n\n### Paper A\n\ntext\n\n"
                 "## Honorable Mentions: Theory\n\n### Paper B\n\ntext\n")
    a, b = ex.papers
    assert (a.title, a.awards, a.topics, a.venue) == ("Paper A", ("Outstanding Paper",), (), VenueEdition("ICLR", 2025))
    assert (b.title, b.awards, b.topics) == ("Paper B", ("Honorable Mention",), (("Theory",),))


def test_unrelated_prose_link_gives_no_id_and_title_link_does() -> None:
    ex = extract("# NeurIPS 2024: Notes\n\n## Best Papers\n\n"
                 "### Guiding a Diffusion Model with a Bad Version of Itself\n\n"
                 "It builds on [Mamba](https://arxiv.org/abs/2312.00752) and "
                 "[Guiding a Diffusion Model](https://openreview.net/pdf?id=bg6fVPVs3s).\n")
    (paper,) = ex.papers
    assert paper.arxiv_id is None
    assert paper.openreview_id == "bg6fVPVs3s"


def test_several_source_links_keep_the_first_and_report() -> None:
    ex = extract("# ICML 2024: Notes\n\n## Best Papers\n\n### P\n\n"
                 "_Fig. 1 ([Source Link](https://arxiv.org/pdf/2401.00001))_\n\n"
                 "_Fig. 2 ([Source Link](https://arxiv.org/abs/2401.00002v2))_\n")
    assert ex.papers[0].arxiv_id == "2401.00001"
    (skip,) = ex.skipped
    assert skip.mention.line == 5 and "2401.00002" in skip.reason


def test_linked_event_headings_are_one_event_each() -> None:
    ex = extract("# NeurIPS 2024: Notes\n\n## Tutorials\n\n"
                 "### [Watermarking for LLMs](https://neurips.cc/virtual/2024/tutorial/99521)\n\ntext\n\n"
                 "### [Causality for LLMs](https://neurips.cc/virtual/2024/tutorial/99520)\n\n"
                 "See [the survey](https://arxiv.org/abs/2403.09606).\n\n"
                 "## Invited Talks\n\n"
                 "### [Golem vs. Stone Soup](https://neurips.cc/virtual/2024/invited-talk/101128)\n")
    assert [(e.kind, e.title, e.url, e.mention.line) for e in ex.events] == [
        ("tutorial", "Watermarking for LLMs", "https://neurips.cc/virtual/2024/tutorial/99521", 5),
        ("tutorial", "Causality for LLMs", "https://neurips.cc/virtual/2024/tutorial/99520", 9),
        ("talk", "Golem vs. Stone Soup", "https://neurips.cc/virtual/2024/invited-talk/101128", 15),
    ]
    assert ex.events[1].parts == (0,)
    assert (ex.papers[0].title, ex.papers[0].arxiv_id, ex.papers[0].venue) == ("the survey", "2403.09606", None)


def test_event_named_by_subject_when_no_link_names_it() -> None:
    ex = extract("# ICML 2025: Notes\n\n## Highlights\n\n### Presentation: SSM vs Transformers\n\ntext\n\n"
                 "### Paper: Audio Flamingo 3\n\ntext\n")
    (event,) = ex.events
    assert (event.kind, event.title, event.url, event.parts) == ("talk", "SSM vs Transformers", None, ())
    (paper,) = ex.papers
    assert (paper.title, paper.venue, paper.year) == ("Audio Flamingo 3", VenueEdition("ICML", 2025), 2025)
    assert paper.awards == ()


def test_no_venue_in_title_and_empty_sections() -> None:
    ex = extract("# My conference notes\n\n## Best Papers\n\nnone this year\n\n## Tutorials\n\nnothing\n\n"
                 "## Best Paper: Deep Nets\n")
    (paper,) = ex.papers
    assert (paper.title, paper.venue, paper.year, paper.awards) == ("Deep Nets", None, None, ("Best Paper",))
    assert [s.mention.line for s in ex.skipped] == [3, 7]
    assert ex.events == ()


# --- the same author's other posts (../shared/corpus/external) ------------------------------------

def test_later_revision_of_the_icml_2024_post() -> None:
    ex = BLOG.extract(external("rkorzeniowski-2024-icml.md"))
    assert [(p.title, p.arxiv_id, p.awards) for p in ex.papers if p.awards] == [
        ("VideoPoet: A Large Language Model for Zero-Shot Video Generation", "2312.14125", ("Best Paper",)),
        ("Discrete Diffusion Modeling by Estimating the Ratios of the Data Distribution", "2310.16834",
         ("Best Paper",)),
    ]
    (event,) = ex.events
    # the name now links to YouTube; the figure credit still points to the ICML tutorial page
    assert (event.title, event.url) == ("Physics of Language Models", "https://icml.cc/virtual/2024/tutorial/35223")
    assert [ex.papers[i].arxiv_id for i in event.parts] == ["2309.14316", "2309.14402", "2404.05405"]
    assert ex.paper_count == 5


NEURIPS_BEST = [
    (7, "Visual Autoregressive Modeling: Scalable Image Generation via Next-Scale Prediction", None, "gojL67CfS8"),
    (22, "Stochastic Taylor Derivative Estimator: Efficient Amortization for Arbitrary Differential Operators",
     None, "J2wI2rCG2u"),
    (31, "Not All Tokens Are What You Need for Pretraining", None, "0NMzBwqaAJ"),
    (45, "Guiding a Diffusion Model with a Bad Version of Itself", None, "bg6fVPVs3s"),
    # under "Best Papers" in the post, though its prose does not call it one; the figure credit gives the id
    (58, "Bridging the Gap Between Compression and Generation", "2410.22448", None),
]


def test_neurips_2024_post() -> None:
    doc = external("rkorzeniowski-2024-neurips.md")
    assert BLOG.detect(doc) >= 0.5
    ex = BLOG.extract(doc)
    assert ex.paper_count == 5
    for paper, (line, title, arxiv, openreview) in zip(ex.papers, NEURIPS_BEST, strict=True):
        assert (paper.mention.line, paper.title) == (line, title)
        assert (paper.arxiv_id, paper.openreview_id) == (arxiv, openreview)
        assert paper.awards == ("Best Paper",)
        assert paper.venue == VenueEdition("NeurIPS", 2024)
        assert paper.topics == ()
    assert [(e.kind, e.title, e.url) for e in ex.events] == [
        ("tutorial", "Opening the Language Model Pipeline", "https://neurips.cc/virtual/2024/tutorial/99526"),
        ("tutorial", "Watermarking for Large Language Models", "https://neurips.cc/virtual/2024/tutorial/99521"),
        ("tutorial", "Causality for Large Language Models", "https://neurips.cc/virtual/2024/tutorial/99520"),
        ("talk", "The Golem vs. Stone Soup: Understanding How Children Learn Can Help Us Improve AI",
         "https://neurips.cc/virtual/2024/invited-talk/101128"),
        ("talk", "From Diffusion Models to Schrödinger Bridges",
         "https://neurips.cc/virtual/2024/invited-talk/101133"),
    ]


def test_icml_2025_post() -> None:
    ex = BLOG.extract(external("rkorzeniowski-2025-icml.md"))
    assert [(p.mention.line, p.title) for p in ex.papers] == [
        (65, "Inductive Moment Matching"),
        (79, "Proactive Agents for Multi-Turn Text-to-Image Generation Under Uncertainty"),
        (87, "Audio Flamingo 3"),
    ]
    assert all(p.venue == VenueEdition("ICML", 2025) and not p.awards for p in ex.papers)
    assert [(e.kind, e.title, e.mention.line) for e in ex.events] == [("talk", "SSM vs Transformers by Albert Gu", 57)]


@pytest.mark.parametrize("name", ["rkorzeniowski-2022-icml.md", "rkorzeniowski-2023-neurips.md"])
def test_posts_without_section_words(name: str) -> None:
    # no award, tutorial, talk or "Paper:" heading: nothing to take, and not claimed
    doc = external(name)
    ex = BLOG.extract(doc)
    assert BLOG.detect(doc) < 0.5
    assert ex.papers == () and ex.events == ()


def test_link_named_like_the_paper_is_its_page() -> None:
    ex = extract("# ICML 2024: Notes\n\n## Best Papers\n\n### VideoPoet: A Large Language Model for Video\n\n"
                 "Awarded best paper, [VideoPoet](https://sites.research.google/videopoet/) is new; "
                 "see also [Lumiere](https://lumiere-video.github.io/).\n")
    (paper,) = ex.papers
    assert paper.links == ((LinkRole.PAGE, "https://sites.research.google/videopoet/"),)
    assert paper.arxiv_id is None
