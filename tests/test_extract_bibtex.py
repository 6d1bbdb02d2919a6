"""The BibTeX extractor: small hand-written .bib texts, then the scraper's real files.

Expected values for the real files were written by reading them
(/work/shared/corpus/external/liuqilong-scrape-*.bib) and their SOURCES.md.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from kg.notes.datafiles import load_json
from kg.notes.extract import choose
from kg.notes.extract.bibtex import BibTeX
from kg.notes.read import parse, read_document
from kg.records import Extraction, LinkRole, Paper, VenueEdition

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data"
EXTERNAL = ROOT.parent / "shared" / "corpus" / "external"
BIBTEX = BibTeX()

SMALL = r"""% ---------------------------
% ICML 2024 Spotlight
% ---------------------------

% deep_learning

@inproceedings{Mueller2024ICML,
  title = {"{GAN}s{:} A {S}tudy of Schr{\"o}dinger {\`a} la Carte"},
  author = {M{\"u}ller, Andr\'e and von Kügelgen, Julius and Zhang, Yi and others},
  booktitle = {Proceedings of the 41st International Conference on Machine Learning},
  year = {2024},
  url = {https://openreview.net/forum?id=AbC123xyz},
  keywords = {diffusion; generative models},
}

@article{broken2024,
  title = {Unclosed brace,
  year = {2024}

@misc{Lee2023Arxiv,
  title = {Plain Title},
  author = {Ann Lee and Bob Stone},
  year = 2023,
  eprint = {2310.16834},
  archivePrefix = {arXiv},
  url = {https://example.org/paper},
}

% ---------------------------
% ICML 2024 Oral
% ---------------------------

@inproceedings{Kim2024ICML,
  title = {Orals Have No Topic Yet},
  author = {Kim, Min-Jun},
  year = {2024},
}
"""


def extract(text: str, name: str = "refs") -> Extraction:
    return BIBTEX.extract(parse(text, f"{name}.bib", name))


@pytest.fixture(scope="module")
def small() -> Extraction:
    return extract(SMALL)


def test_small_counts_and_skip(small: Extraction) -> None:
    assert [p.cite_key for p in small.papers] == ["Mueller2024ICML", "Lee2023Arxiv", "Kim2024ICML"]
    assert len(small.skipped) == 1
    skip = small.skipped[0]
    assert skip.mention.line == 16
    assert "broken2024" in skip.reason


def test_small_braces_accents_quotes(small: Extraction) -> None:
    paper = small.papers[0]
    assert paper.title == "GANs: A Study of Schrödinger à la Carte"
    assert paper.mention.line == 7


def test_small_authors(small: Extraction) -> None:
    first, lee, kim = small.papers
    assert [a.name for a in first.authors] == ["André Müller", "Julius von Kügelgen", "Yi Zhang"]
    assert [a.raw for a in first.authors] == ["Müller, André", "von Kügelgen, Julius", "Zhang, Yi"]
    assert first.authors_complete is False
    assert [a.name for a in lee.authors] == ["Ann Lee", "Bob Stone"] and lee.authors_complete is True
    assert [(a.name, a.raw) for a in kim.authors] == [("Min-Jun Kim", "Kim, Min-Jun")]


def test_small_venue_ids_links(small: Extraction) -> None:
    first, lee, kim = small.papers
    assert first.venue == VenueEdition("ICML", 2024) and first.year == 2024
    assert first.openreview_id == "AbC123xyz" and first.links == ()
    assert first.keywords == ("diffusion", "generative models")
    # "Lee2023Arxiv": arXiv is a preprint venue (kg/notes/data/venues.json)
    assert lee.venue == VenueEdition("arXiv", 2023) and lee.year == 2023
    assert lee.arxiv_id == "2310.16834"
    assert lee.links == ((LinkRole.PAGE, "https://example.org/paper"),)
    assert kim.venue == VenueEdition("ICML", 2024)  # from the key suffix: no booktitle


def test_small_headers_are_topics_and_flags(small: Extraction) -> None:
    first, lee, kim = small.papers
    assert first.topics == (("deep learning",),) and first.flags == ("Spotlight",)
    assert lee.topics == (("deep learning",),) and lee.flags == ("Spotlight",)
    assert kim.topics == () and kim.flags == ("Oral",)


def test_duplicate_key_and_workshop() -> None:
    result = extract(
        "@inproceedings{A2025ICLR, title={One}, booktitle={ICLR 2025 Workshop on Agents}, year={2025}}\n"
        "@inproceedings{A2025ICLR, title={Two}, year={2025}}\n"
    )
    assert [p.title for p in result.papers] == ["One"]
    assert result.papers[0].venue is None
    assert [(s.mention.line, "duplicate" in s.reason) for s in result.skipped] == [(2, True)]


def test_tags_field_is_not_repeated_as_tags() -> None:
    result = extract(
        "% NeurIPS 2024 poster\n\n% machine_vision\n\n"
        "@inproceedings{X2024NeurIPS, title={T}, author={A B}, year={2024},\n"
        "  tags = {NeurIPS 2024 poster, machine_vision, my-own-tag}}\n"
    )
    paper = result.papers[0]
    assert paper.flags == ("Poster",) and paper.topics == (("machine vision",),)
    assert paper.tags == ("my-own-tag",)
    assert paper.venue == VenueEdition("NeurIPS", 2024)


def test_bib_venue_series_are_known_series() -> None:
    names = load_json("data/bib_venues.json")["names"]
    series = load_json("data/venues.json")["series"]
    assert set(names.values()) <= set(series)


def test_detect_claims_bibtex_only() -> None:
    assert BIBTEX.detect(parse(SMALL, "refs.bib", "refs")) == 1.0
    fenced = "# My notes\n\n- a paper\n\n```bibtex\n" + SMALL + "\n```\n"
    assert BIBTEX.detect(parse(fenced, "n.md", "n")) < 0.5


@pytest.mark.parametrize("note", sorted(DATA.glob("*.md")), ids=lambda p: p.name)
def test_detect_leaves_data_notes_alone(note: Path) -> None:
    assert BIBTEX.detect(read_document(note)) < 0.5


# --- the scraper's real files -------------------------------------------------------------


@dataclass(frozen=True)
class Expected:
    file: str
    key: str
    line: int
    title: str
    authors: tuple[str, ...]
    venue: VenueEdition
    openreview: str | None
    topic: str | None
    flag: str
    first_raw: str | None = None
    page: str | None = None


ICLR, NEURIPS, CVPR = VenueEdition("ICLR", 2025), VenueEdition("NeurIPS", 2024), VenueEdition("CVPR", 2025)
REPR = "unsupervised, self-supervised, semi-supervised, and supervised representation learning"
EXPECTED = [
    Expected("iclr2025", "YiyangLiu2025ICLR", 7, "Re-Imagining Multimodal Instruction Tuning: A Representation View",
             ("Yiyang Liu", "James Chenhao Liang", "Ruixiang Tang", "Yugyung Lee", "MAJID RABBANI", "Sohail Dianat",
              "Raghuveer Rao", "Lifu Huang", "Dongfang Liu", "Qifan Wang", "Cheng Han"),
             ICLR, "zxg6601zoc", REPR, "Poster"),
    Expected("iclr2025", "LunHuang2025ICLR", 23,
             "SSOLE: Rethinking Orthogonal Low-rank Embedding for Self-Supervised Learning",
             ("Lun Huang", "Qiang Qiu", "Guillermo Sapiro"), ICLR, "zBgiCWCxJB", REPR, "Poster"),
    Expected("iclr2025", "KlasWijk2025ICLR", 247, "SFESS: Score Function Estimators for $k$-Subset Sampling",
             ("Klas Wijk", "Ricardo Vinuesa", "Hossein Azizpour"), ICLR, "q87GUkdQBm", REPR, "Poster"),
    Expected("iclr2025", "VladSobal2025ICLR", 575,
             "$\\mathbb{X}$-Sample Contrastive Loss: Improving Contrastive Learning with Sample Similarity Graphs",
             ("Vlad Sobal", "Mark Ibrahim", "Randall Balestriero", "Vivien Cabannes", "Diane Bouchacourt",
              "Pietro Astolfi", "Kyunghyun Cho", "Yann LeCun"), ICLR, "c1Ng0f8ivn", REPR, "Poster"),
    Expected("iclr2025", "ManuelCherep2025ICLR", 663, "Contrastive Learning from Synthetic Audio Doppelgängers",
             ("Manuel Cherep", "Nikhil Singh"), ICLR, "XRtyVELwr6", REPR, "Poster"),
    Expected("iclr2025", "ZhongXiangSun2025ICLR", 24941,
             "ReDeEP: Detecting Hallucination in Retrieval-Augmented Generation via Mechanistic Interpretability",
             ("ZhongXiang Sun", "Xiaoxue Zang", "Kai Zheng", "Jun Xu", "Xiao Zhang", "Weijie Yu", "Yang Song",
              "Han Li"), ICLR, "ztzZDzgfrh", "alignment, fairness, safety, privacy, and societal considerations",
             "Spotlight"),
    Expected("iclr2025", "ChuntingZhou2025ICLR", 28687,
             "Transfusion: Predict the Next Token and Diffuse Images with One Multi-Modal Model",
             ("Chunting Zhou", "LILI YU", "Arun Babu", "Kushal Tirumala", "Michihiro Yasunaga", "Leonid Shamis",
              "Jacob Kahn", "Xuezhe Ma", "Luke Zettlemoyer", "Omer Levy"), ICLR, "SI2hI0frk6",
             "foundation or frontier models, including LLMs", "Oral"),
    Expected("neurips2024", "RyanGreenblatt2024NeurIPS", 7,
             "Stress-Testing Capability Elicitation With Password-Locked Models",
             ("Ryan Greenblatt", "Fabien Roger", "Dmitrii Krasheninnikov", "David Krueger"), NEURIPS, "zzOOqD6R1b",
             "safety in machine learning", "Poster"),
    Expected("neurips2024", "MetodJazbec2024NeurIPS", 601, "Fast yet Safe: Early-Exiting with Risk Control",
             ("Metod Jazbec", "Alexander Timans", "Tin Hadži Veljković", "Kaspar Sakmann", "Dan Zhang",
              "Christian A. Naesseth", "Eric Nalisnick"), NEURIPS, "bbFjpasRgs", "safety in machine learning",
             "Poster"),
    Expected("neurips2024", "YinshuangXu2024NeurIPS", 1719,
             "$SE(3)$ Equivariant Ray Embeddings for Implicit Multi-View Depth Estimation",
             ("Yinshuang Xu", "Dian Chen", "Katherine Liu", "Sergey Zakharov", "Rares Andrei Ambrus",
              "Kostas Daniilidis", "Vitor Campagnolo Guizilini"), NEURIPS, "yRuJqoWoCs", "machine vision", "Poster"),
    Expected("neurips2024", "AaronDefazio2024NeurIPS", 36481, "The Road Less Scheduled",
             ("Aaron Defazio", "Xingyu Alice Yang", "Ahmed Khaled", "Konstantin Mishchenko", "Harsh Mehta",
              "Ashok Cutkosky"), NEURIPS, "0XeNkkENuI", "optimization for deep networks", "Oral"),
    Expected("cvpr2025", "YichenXiao2025CVPR", 5,
             "Rethinking Spiking Self-Attention Mechanism: Implementing a-XNOR Similarity Calculation in Spiking "
             "Transformers",
             ("Yichen Xiao", "Shuai Wang", "Dehao Zhang", "Wenjie Wei", "Yimeng Shan", "Xiaoli Liu", "Yulin Jiang",
              "Malu Zhang"), CVPR, None, None, "Oral", first_raw="Xiao, Yichen",
             page="https://openaccess.thecvf.com/content/CVPR2025/html/Xiao_Rethinking_Spiking_Self-Attention_"
                  "Mechanism_Implementing_a-XNOR_Similarity_Calculation_in_Spiking_CVPR_2025_paper.html"),
    Expected("cvpr2025", "AndreasMuller2025CVPR", 685, "Black-Box Forgery Attacks on Semantic Watermarks for Diffusion Models",
             ("Andreas Müller", "Denis Lukovnikov", "Jonas Thietke", "Asja Fischer", "Erwin Quiring"), CVPR, None,
             None, "Oral", first_raw="Müller, Andreas",
             page="https://openaccess.thecvf.com/content/CVPR2025/html/Muller_Black-Box_Forgery_Attacks_on_Semantic_"
                  "Watermarks_for_Diffusion_Models_CVPR_2025_paper.html"),
    Expected("cvpr2025", "PramitSaha2025CVPR", 2389,
             "F^3OCUS - Federated Finetuning of Vision-Language Foundation Models with Optimal Client Layer Updating "
             "Strategy via Multi-objective Meta-Heuristics",
             ("Pramit Saha", "Felix Wagner", "Divyanshu Mishra", "Can Peng", "Anshul Thakur", "David A. Clifton",
              "Konstantinos Kamnitsas", "J. Alison Noble"), CVPR, None, None, "Highlight", first_raw="Saha, Pramit"),
]
#: Entry counts from SOURCES.md (`@inproceedings` per file).
COUNTS = {"iclr2025": 3704, "neurips2024": 4035, "cvpr2025": 2871}
#: Entries under each `% <VENUE> <YEAR> <type>` header, counted with awk over the files.
SECTIONS = {
    "iclr2025": {"Poster": 3111, "Spotlight": 380, "Oral": 213},
    "neurips2024": {"Poster": 3648, "Spotlight": 326, "Oral": 61},
    "cvpr2025": {"Oral": 95, "Highlight": 388, "Poster": 2388},
}


def _bib(name: str) -> Path:
    path = EXTERNAL / f"liuqilong-scrape-{name}.bib"
    if not path.exists():
        pytest.skip(f"external corpus not available: {path}")
    return path


@pytest.fixture(scope="module")
def real() -> dict[str, Extraction]:
    """Each real file read and extracted once (speed is measured in bench/, not here)."""
    results = {}
    for name in COUNTS:
        doc = read_document(_bib(name))
        results[name] = BIBTEX.extract(doc)
        chosen = choose(doc)
        assert chosen is not None and chosen.name == "bibtex"
    return results


def _by_key(result: Extraction) -> dict[str, Paper]:
    return {p.cite_key: p for p in result.papers if p.cite_key}


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(COUNTS))
def test_real_counts(real: dict[str, Extraction], name: str) -> None:
    result = real[name]
    assert result.paper_count == COUNTS[name]
    assert result.skipped == ()
    assert len(_by_key(result)) == COUNTS[name]


@pytest.mark.slow
@pytest.mark.parametrize("expected", EXPECTED, ids=lambda e: e.key)
def test_real_entries(real: dict[str, Extraction], expected: Expected) -> None:
    paper = _by_key(real[expected.file])[expected.key]
    assert paper.mention.line == expected.line
    assert paper.title == expected.title
    assert tuple(a.name for a in paper.authors) == expected.authors
    assert paper.authors_complete is True
    if expected.first_raw:
        assert paper.authors[0].raw == expected.first_raw
    assert paper.venue == expected.venue and paper.year == expected.venue.year
    assert paper.openreview_id == expected.openreview
    assert paper.topics == (((expected.topic,),) if expected.topic else ())
    assert paper.flags == (expected.flag,)
    if expected.page:
        assert paper.links == ((LinkRole.PAGE, expected.page),)
    elif expected.openreview:
        assert paper.links == ()


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(SECTIONS))
def test_real_presentation_sections(real: dict[str, Extraction], name: str) -> None:
    counts: dict[str, int] = {}
    for paper in real[name].papers:
        assert len(paper.flags) == 1
        counts[paper.flags[0]] = counts.get(paper.flags[0], 0) + 1
    assert counts == SECTIONS[name]


@pytest.mark.slow
def test_real_topics(real: dict[str, Extraction]) -> None:
    # CVPR has no primary-area headers; the ICLR and NeurIPS files put one before every entry.
    assert all(not p.topics for p in real["cvpr2025"].papers)
    assert all(len(p.topics) == 1 for name in ("iclr2025", "neurips2024") for p in real[name].papers)


@pytest.mark.slow
def test_real_iclr_resolves_the_notes_cite_keys(real: dict[str, Extraction]) -> None:
    """The note's ``[Key](openreview)`` links name the bib entries with the same OpenReview id."""
    note = read_document(DATA / "iclr-2025-oral-notes.md")
    cited = dict(re.findall(r"\[([A-Za-z]+2025ICLR\+?)\]\(https://openreview\.net/forum\?id=([\w-]+)\)", note.text))
    by_id = {p.openreview_id: p for p in real["iclr2025"].papers}
    assert len(cited) > 200
    for key, forum in cited.items():
        # One key differs in case only: the note has JohannesVonOswald2025ICLR, the file JohannesvonOswald2025ICLR.
        assert by_id[forum].cite_key.lower() == key.lower()
        assert by_id[forum].flags == ("Oral",)
