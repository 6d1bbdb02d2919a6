"""Bullet notes with cite keys: data/iclr-2025-oral-notes.md and the same author's other notes.

Expected values were written by reading the notes (line numbers are the file's, 1-based).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from kg.notes.extract import choose
from kg.notes.extract.citekeys import CiteKeyBullets, display_name, parse_key
from kg.notes.read import Document, parse, read_document
from kg.records import Extraction, LinkRole, Method, Paper, VenueEdition

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data"
NOTE = DATA / "iclr-2025-oral-notes.md"
EXTERNAL = ROOT.parent / "shared" / "corpus" / "external"
ICLR25 = VenueEdition("ICLR", 2025)
EXTRACTOR = CiteKeyBullets()


@pytest.fixture(scope="module")
def iclr() -> Extraction:
    return EXTRACTOR.extract(read_document(NOTE))


def external(name: str) -> Document:
    path = EXTERNAL / name
    if not path.exists():
        pytest.skip(f"{path} is not here")
    return read_document(path)


def listed(ex: Extraction) -> list[Paper]:
    return [p for p in ex.papers if not p.reference]


def at(ex: Extraction, line: int, reference: bool = False) -> Paper:
    (paper,) = [p for p in ex.papers if p.mention.line == line and p.reference == reference]
    return paper


def related(ex: Extraction, source: Paper) -> list[Paper]:
    index = ex.papers.index(source)
    return [ex.papers[r.target] for r in ex.relations if r.source == index]


# --- counts -------------------------------------------------------------------------------------

def test_counts_of_the_iclr_note(iclr: Extraction) -> None:
    # 219 [Key](url) links: 218 bullets + one "Related:" link (line 264). Five papers are listed
    # twice (tc90LV0yRL, gHLWTzKiZV, gc8QAQfXv6, Q6a9W6kzv5, rFpZnn11gj): 213 distinct papers.
    # JiachenTWang2025ICLR and JiachenTWang2025ICLR+ are two papers: the suffix is part of the key,
    # so there are as many distinct cite keys as distinct OpenReview ids.
    papers = listed(iclr)
    assert iclr.paper_count == len(papers) == 218
    assert len({p.openreview_id for p in papers}) == 213
    assert len({p.cite_key for p in papers}) == 213
    assert all(p.openreview_id for p in papers)
    assert sum(1 for p in papers if p.flags == ("+",)) == 28
    assert sum(1 for p in papers if p.flags == ("++",)) == 1
    # References: [[AshishVaswani2017NeurIPS|Transformer]], Related: TianweiYin2024NeurIPS,
    # [[DavidERumelhart1986Nature|MLP]], [[KaimingHe2016CVPR|ResNet]].
    refs = [p for p in iclr.papers if p.reference]
    assert [(p.cite_key, p.mention.line) for p in refs] == [
        ("AshishVaswani2017NeurIPS", 23), ("TianweiYin2024NeurIPS", 264),
        ("DavidERumelhart1986Nature", 325), ("KaimingHe2016CVPR", 333),
    ]
    assert len(iclr.relations) == 4
    assert iclr.skipped == ()


def test_every_iclr_paper_has_its_key_fields(iclr: Extraction) -> None:
    for paper in listed(iclr):
        assert paper.venue == ICLR25 and paper.year == 2025
        assert paper.authors_complete is False and len(paper.authors) == 1
        assert paper.authors[0].raw == paper.cite_key
        assert paper.title is None
        assert paper.topics and paper.topics[0][0] in ("Domain", "Architecture", "Supervision")
        assert paper.summary is None or ("#" not in paper.summary and "[" not in paper.summary)


# --- papers field by field ----------------------------------------------------------------------

@dataclass(frozen=True)
class Expected:
    line: int
    key: str
    openreview: str
    author: str
    topics: tuple[str, ...]
    flags: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    proposes: tuple[Method, ...] = ()
    summary_start: str | None = None
    summary_end: str | None = None
    no_summary: bool = False


LLM = ("Domain", "LLM")
EXPECTED = [
    Expected(19, "ChuntingZhou2025ICLR", "SI2hI0frk6", "Chunting Zhou", LLM, tags=("🧠",),
             proposes=(Method("Transfusion"),), summary_start="combines next-token prediction for text and",
             summary_end="without quantizing images into discrete tokens"),
    Expected(22, "ZiyueLi2025ICLR+", "eFGQ97z5Cd", "Ziyue Li", (*LLM, "Embedding"), flags=("+",),
             summary_start="investigates the limitation of using decoder-only models",
             summary_end="hidden states (HS)\nThey found that weighted sum of RW and HS outperforms concatenation, "
                         "similar to Transformer's positional embedding"),
    Expected(27, "YiRen2025ICLR", "tPNHOoZFl9", "Yi Ren", (*LLM, "Training", "Analysis"), tags=("🧠",),
             summary_start="proposes a novel learning dynamics framework",
             summary_end="\nSome counter-intuitive behavior can be well explained by the proposed framework, e.g. "
                         "specific types of hallucination are strengthened after fine-tuning"),
    Expected(43, "YimingZhang2025ICLR++", "Bo62NeU6VF", "Yiming Zhang",
             (*LLM, "Training", "Alignment & fine-tuning", "Safety"), flags=("++",), tags=("🧠",),
             proposes=(Method("Backtracking"),), summary_start="rethink about an fundamental limitation",
             summary_end="By introducing a RESET token for backtracking during SFT or DPO, the author improves the "
                         "safety without harming helpfulness"),
    Expected(52, "XIANGYUPENG2025ICLR", "YUYJsHOf3c", "Xiangyupeng",
             (*LLM, "Training", "Alignment & fine-tuning", "Data augmentation based"),
             summary_start="proposes to self-synthesize reasoning paths as post-training data"),
    Expected(60, "NguyenNhatMinh2025ICLR", "FBkpCyujtS", "Nguyen Nhat Minh", (*LLM, "Inference"),
             summary_start="proposes min-p sampling",
             summary_end="traditional top-k sampling\nP.S. It's has been widely adopted in applications"),
    Expected(83, "RicardoDominguezOlmedo2025ICLR+", "jOmk0uS1hl", "Ricardo Dominguez Olmedo",
             (*LLM, "Evaluation", "Evaluation pitfalls"), flags=("+",),
             summary_start="defines training on the test task as a potential problem"),
    Expected(139, "NikhilaRavi2025ICLR", "Ha6RTeWMd0", "Nikhila Ravi",
             ("Domain", "Computer vision", "2D", "Segmentation"), proposes=(Method("SAM2"),), no_summary=True),
    Expected(204, "ZhenyiZhang2025ICLR", "gQlxd3Mtru", "Zhenyi Zhang", ("Domain", "AI4Science", "Biology"),
             summary_start="learns stochastic dynamics from discretely observed data",
             summary_end="connects regularized unbalanced optimal transport (RUOT) to Schrödinger bridge novelly and "
                         "in particular comes alongside a careful treatment of unbalanced effects"),
    Expected(263, "KevinFrans2025ICLR", "OlzB6LnXcS", "Kevin Frans",
             ("Architecture", "Diffusion models", "Diffusion models", "Few-step generation"),
             summary_end="a simple and intuitive idea"),
    Expected(287, "ErikWijmans2025ICLR", "E4Fk3YuG56", "Erik Wijmans",
             ("Architecture", "Transformer", "Training efficiency"), tags=("🧠",),
             proposes=(Method("Cut Cross-Entropy", ("CCE",)),), summary_start="proposes to drastically reduce",
             summary_end="from 24 GB to 1 MB in a 2B model"),
    Expected(297, "TKonstantinRusch2025ICLR", "GRMfXcAAFh", "T. Konstantin Rusch", ("Architecture", "RNN", "RNN"),
             tags=("🚀",), proposes=(Method("LinOSS"),),
             summary_start="is inspired by cortical dynamics of biological neural networks",
             summary_end="sequences of length 50k"),
    Expected(325, "ZimingLiu2025ICLR", "Ozo7qJ5vZi", "Ziming Liu", ("Architecture", "Information theory inspired"),
             tags=("🔥",), proposes=(Method("KAN", ("Kolmogorov-Arnold Networks",)),),
             summary_start="has learnable activation functions on all edges",
             summary_end="interpretability than MLP, thus suitable for AI4Science tasks. "
                         "However, it's much slower to train"),
    Expected(337, "BadrMOUFAD2025ICLR", "6EUtjXAvmj", "Badr Moufad",
             ("Architecture", "Probabilistic methods", "Sampling"),
             summary_start="proposes a diffusion-based method for posterior sampling"),
    Expected(353, "JiachenTWang2025ICLR", "uHLgDEgiS5", "Jiachen T. Wang", ("Supervision", "Analysis", "Experimental"),
             summary_start="addresses an important research gap"),
    Expected(359, "JiachenTWang2025ICLR+", "HD6bWcj87Y", "Jiachen T. Wang",
             ("Supervision", "Analysis", "Interpretability", "Data attribution"), flags=("+",),
             summary_start="proposes In-run Data Shapley"),
    Expected(408, "ArminWThomas2025ICLR", "HsHxSN23rM", "Armin W. Thomas", ("Supervision", "Architecture search"),
             summary_start="proposes an architecture search framework with hierarchical design spaces"),
    Expected(414, "ErwanFagnou2025ICLR", "JDm7oIcx4Y", "Erwan Fagnou", ("Supervision", "Optimization algorithm"),
             proposes=(Method("Highway-BP"),),
             summary_end="from different residual paths in parallel while pruning some paths"),
]


@pytest.mark.parametrize("exp", EXPECTED, ids=lambda e: f"line{e.line}")
def test_paper_fields(iclr: Extraction, exp: Expected) -> None:
    paper = at(iclr, exp.line)
    assert paper.cite_key == exp.key
    assert paper.openreview_id == exp.openreview
    assert paper.arxiv_id is None and paper.links == ()
    assert paper.authors[0].name == exp.author
    assert paper.topics == (exp.topics,)
    assert paper.flags == exp.flags
    assert paper.tags == exp.tags
    assert paper.proposes == exp.proposes
    if exp.no_summary:
        assert paper.summary is None
    if exp.summary_start:
        assert paper.summary and paper.summary.startswith(exp.summary_start)
    if exp.summary_end:
        assert paper.summary and paper.summary.endswith(exp.summary_end)


def test_papers_listed_twice_are_two_records_with_their_own_topics(iclr: Extraction) -> None:
    twice = {
        "gc8QAQfXv6": [(39, ("Domain", "LLM", "Training", "Alignment & fine-tuning")),
                       (396, ("Supervision", "Post-training learning", "Continuous learning"))],
        "tc90LV0yRL": [(87, ("Domain", "LLM", "Evaluation", "Capability evaluation")),
                       (116, ("Domain", "AI agent", "Examples"))],
        "Q6a9W6kzv5": [(171, ("Domain", "Computer vision", "Vision-language model", "Evaluation")),
                       (180, ("Domain", "Robotics"))],
        "rFpZnn11gj": [(117, ("Domain", "AI agent", "Examples")), (238, ("Domain", "AI4Health"))],
        "gHLWTzKiZV": [(197, ("Domain", "AI4Science", "Physics & chemistry", "Molecule modeling")),
                       (274, ("Architecture", "Diffusion models", "Flow matching"))],
    }
    for forum, expected in twice.items():
        records = [p for p in listed(iclr) if p.openreview_id == forum]
        assert [(p.mention.line, p.topics[0]) for p in records] == expected
    # Same paper, different names before the key: PhysBench (line 171), PhysAgent (line 180).
    assert at(iclr, 171).proposes == (Method("PhysBench"),)
    assert at(iclr, 180).proposes == (Method("PhysAgent"),)


def test_references_and_relations(iclr: Extraction) -> None:
    ziyue = at(iclr, 22)
    (vaswani,) = related(iclr, ziyue)
    assert vaswani.cite_key == "AshishVaswani2017NeurIPS" and vaswani.reference
    assert vaswani.authors[0].name == "Ashish Vaswani" and vaswani.authors_complete is False
    assert (vaswani.year, vaswani.venue, vaswani.openreview_id) == (2017, VenueEdition("NeurIPS", 2017), None)
    (yin,) = related(iclr, at(iclr, 263))
    assert (yin.cite_key, yin.openreview_id, yin.venue, yin.mention.line) == (
        "TianweiYin2024NeurIPS", "tQukGCDaNT", VenueEdition("NeurIPS", 2024), 264)
    assert "Related" not in (at(iclr, 263).summary or "") and "TianweiYin" not in (at(iclr, 263).summary or "")
    (mlp,) = related(iclr, at(iclr, 325))
    assert (mlp.cite_key, mlp.year, mlp.venue, mlp.authors[0].name) == (
        "DavidERumelhart1986Nature", 1986, VenueEdition("Nature", 1986), "David E. Rumelhart")
    (resnet,) = related(iclr, at(iclr, 333))
    assert (resnet.cite_key, resnet.venue) == ("KaimingHe2016CVPR", VenueEdition("CVPR", 2016))
    assert "Similar in spirit to ResNet, it allows" in (at(iclr, 333).summary or "")


# --- detection ----------------------------------------------------------------------------------

def test_detect_claims_this_note_only() -> None:
    for note in sorted(DATA.glob("*.md")):
        score = EXTRACTOR.detect(read_document(note))
        if note == NOTE:
            assert score >= 0.5
            assert choose(read_document(note)).name == "citekeys"
        else:
            assert score < 0.5, note.name


def test_detect_is_by_content_not_name() -> None:
    bullets = "".join(f"- [AnnaLi{n}2024ICML](https://openreview.net/forum?id=x{n}) text\n" for n in "ABC")
    assert EXTRACTOR.detect(parse(bullets, "whatever.md", "whatever")) >= 0.5
    assert EXTRACTOR.detect(parse(bullets.replace("- ", ""), "oral-notes.md", "oral-notes")) == 0.0
    assert EXTRACTOR.detect(parse(bullets.split("\n", 1)[1], "n.md", "n")) == 0.0  # two bullets are not enough


# --- the author's other notes ---------------------------------------------------------------------

def test_neurips_2024_notes() -> None:
    ex = EXTRACTOR.extract(external("liuqilong-neurips-2024-oral-notes.md"))
    assert ex.paper_count == 61 and len({p.openreview_id for p in listed(ex)}) == 61
    assert ex.relations == () and ex.skipped == ()
    assert all(p.venue == VenueEdition("NeurIPS", 2024) for p in ex.papers)
    xu = at(ex, 47)
    assert (xu.cite_key, xu.authors[0].name, xu.openreview_id) == ("zhengruiXu2024NeurIPS", "Zhengrui Xu", "OycU0bAus6")
    assert xu.topics == (("Domain", "Computer vision", "2D"),)
    tian = at(ex, 50)
    assert tian.tags == ("📖",) and tian.topics == (("Domain", "Computer vision", "2D", "Generation"),)
    assert tian.summary and tian.summary.endswith("scaling laws and zero-shot task generalization")
    liu = at(ex, 65)
    assert liu.summary and liu.summary.endswith("instead of triplane\nP.S. Trained with 8xH100 for 1 week")
    assert liu.topics == (("Domain", "Computer vision", "3D", "Generation"),)
    assert at(ex, 116).flags == ("++",) and at(ex, 116).cite_key == "FelixPetersen2024NeurIPS++"
    assert at(ex, 142).topics == (("Supervision", "Post-training learning", "Knowledge distillation"),)


def test_cvpr_2025_notes_link_to_the_cvf_not_openreview() -> None:
    doc = external("liuqilong-cvpr-2025-oral-notes.md")
    assert choose(doc).name == "citekeys"
    ex = EXTRACTOR.extract(doc)
    papers = listed(ex)
    assert ex.paper_count == 95 and len({p.cite_key for p in papers}) == 94
    assert all(p.openreview_id is None and p.venue == VenueEdition("CVPR", 2025) for p in papers)
    assert all(p.links and p.links[0][0] is LinkRole.PAGE for p in papers)
    # KaiyuLi2025CVPR is listed twice (MegaSaM line 76, SegEarth-OV line 175).
    assert [p.mention.line for p in papers if p.cite_key == "KaiyuLi2025CVPR"] == [76, 175]
    pixmo = at(ex, 22)
    assert pixmo.proposes == (Method("PixMo"),) and pixmo.tags == ("🚀",)
    assert pixmo.topics == (("Domain", "Vision-language models (VLMs)", "Dataset", "Spatial reasoning"),)
    assert pixmo.links == ((LinkRole.PAGE, "https://openaccess.thecvf.com/content/CVPR2025/html/Deitke_Molmo_and_"
                            "PixMo_Open_Weights_and_Open_Data_for_State-of-the-Art_CVPR_2025_paper.html"),)
    vggt = at(ex, 41)
    assert vggt.proposes == (Method("VGGT", ("visual geometry grounded transformer",)),)
    assert vggt.summary and vggt.summary.startswith("infers all key 3D attributes of a scene")
    assert at(ex, 80).authors[0].name == "Juan C. Dibene"
    avatar = at(ex, 93)
    assert avatar.topics == (("Domain", "3D vision", "Reconstruction", "Object-specific priors",
                              "Human reconstruction", "Avatar"),)
    assert avatar.summary and avatar.summary.endswith(
        "\nKey contribution: transfer the advantage of multi-view approach (multi-view stereo & neural rendering)"
        " to single-view approach")


def test_clean_utf8_copy_of_the_iclr_note_gives_the_same_papers(iclr: Extraction) -> None:
    ex = EXTRACTOR.extract(external("liuqilong-iclr-2025-oral-notes.md"))
    # The later revision has two more front-matter lines, so every line is shifted by 2.
    assert [(p.cite_key, p.openreview_id, p.topics, p.summary) for p in ex.papers] == [
        (p.cite_key, p.openreview_id, p.topics, p.summary) for p in iclr.papers]
    assert [p.mention.line for p in ex.papers] == [p.mention.line + 2 for p in iclr.papers]


# --- edge cases in small notes ------------------------------------------------------------------

def small(text: str) -> Extraction:
    return EXTRACTOR.extract(parse(text, "n.md", "n"))


def test_title_heading_is_dropped_but_other_headings_and_labels_are_topics() -> None:
    ex = small("---\ntitle: Notes\n---\n# Notes\n## A\n- Label\n"
               "\t- [AnnaLi2024ICML](https://openreview.net/forum?id=x1) s\n"
               "# Other\n- [BoLi2024ICML](https://arxiv.org/abs/2401.00001v2) t #1 #idea\n")
    first, second = ex.papers
    assert first.topics == (("A", "Label"),) and first.summary == "s"
    assert second.topics == (("Other",),) and second.arxiv_id == "2401.00001" and second.links == ()
    assert second.tags == ("idea",) and second.summary == "t #1"


def test_continuations_sub_bullets_and_second_paragraphs_join_the_summary() -> None:
    ex = small("- Topic\n  - Name [AnnaLi2024ICML](https://openreview.net/forum?id=x1) first\n    more\n\n"
               "    second paragraph #🧠\n    - a nested note\n"
               "      - [BoLi2024ICML](https://openreview.net/forum?id=x2) nested paper\n")
    anna, bo = ex.papers
    assert anna.summary == "first\nmore\nsecond paragraph\na nested note"
    assert anna.tags == ("🧠",) and anna.proposes == (Method("Name"),) and anna.mention.line == 2
    # A paper nested under a paper is still a paper; paper bullets are not topic levels.
    assert bo.topics == (("Topic",),) and bo.summary == "nested paper"


def test_related_lists_and_wiki_links() -> None:
    ex = small("- [AnnaLi2024ICML](https://openreview.net/forum?id=x1) like [[Transformers]] and "
               "[[BoLi2023NeurIPS+|Bo]]\n"
               "  Related: [CyLi2022ICLR](https://openreview.net/forum?id=x3), [DaLi2021ICML](https://x.org/p)\n")
    anna = ex.papers[0]
    assert anna.summary == "like Transformers and Bo"
    refs = [ex.papers[r.target] for r in ex.relations]
    assert all(r.source == 0 for r in ex.relations)
    assert [(p.cite_key, p.flags, p.openreview_id, p.mention.line) for p in refs] == [
        ("BoLi2023NeurIPS+", ("+",), None, 1), ("CyLi2022ICLR", (), "x3", 2), ("DaLi2021ICML", (), None, 2)]
    assert refs[2].links == ((LinkRole.PAGE, "https://x.org/p"),) and refs[1].links == ()
    assert ex.paper_count == 1


def test_long_prose_before_a_key_is_not_a_method_and_stray_keys_are_reported() -> None:
    prose = "As shown in the very long sentence that goes on and on here"
    ex = small(f"- {prose} [AnnaLi2024ICML](https://x.org/a) it works\n"
               "- Just a label\n  with a late [BoLi2024ICML](https://x.org/b)\n")
    (anna,) = ex.papers
    assert anna.proposes == () and anna.summary == f"{prose} it works"
    assert [(s.mention.line, s.reason) for s in ex.skipped] == [(3, "cite-key link outside a paper bullet")]


@pytest.mark.parametrize(("key", "name"), [
    ("ChuntingZhou2025ICLR", "Chunting Zhou"), ("TKonstantinRusch2025ICLR", "T. Konstantin Rusch"),
    ("NguyenNhatMinh2025ICLR", "Nguyen Nhat Minh"), ("XIANGYUPENG2025ICLR", "Xiangyupeng"),
    ("BadrMOUFAD2025ICLR", "Badr Moufad"), ("FlorianEDorner2025ICLR", "Florian E. Dorner"),
    ("CuongCNguyen2025ICLR", "Cuong C. Nguyen"), ("zhengruiXu2024NeurIPS", "Zhengrui Xu"),
    ("JohannesVonOswald2025ICLR", "Johannes Von Oswald"), ("AnthonyGXChen2025ICLR", "Anthony G. X. Chen"),
])
def test_first_author_names(key: str, name: str) -> None:
    parsed = parse_key(key)
    assert parsed is not None and display_name(parsed.name) == name


def test_keys_need_a_year_and_a_venue() -> None:
    assert parse_key("ICLR2025") is None and parse_key("Paper") is None and parse_key("AnnaLi2024") is None
    key = parse_key("HanLin2025ICLR+")
    assert key is not None and (key.key, key.flag, key.edition) == ("HanLin2025ICLR+", "+", ICLR25)
