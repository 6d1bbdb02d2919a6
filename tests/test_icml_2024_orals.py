"""The ICML 2024 oral list, end to end: every paper in the graph with the fields the note gives.

Expected values were written by reading data/icml-2024-orals.md.
"""

from __future__ import annotations

from dataclasses import dataclass

import pyoxigraph
import pytest

from kg.build import BuildReport
from kg.notes.cite import split_authors
from kg.topics import TopicScheme

PREFIXES = """
PREFIX kg: <https://w3id.org/confkg/ontology#>
PREFIX dcterms: <http://purl.org/dc/terms/>
PREFIX foaf: <http://xmlns.com/foaf/0.1/>
PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
PREFIX schema: <https://schema.org/>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#>
"""
GRAPH = "<https://w3id.org/confkg/id/graph/icml-2024-orals>"
TOPIC = "https://w3id.org/confkg/id/topic/"


@dataclass(frozen=True)
class Expected:
    openreview: str
    line: int
    title: str
    authors: tuple[str, ...]
    complete: bool
    topics: tuple[str, ...]
    position: bool = False


EXPECTED = [
    Expected("frA0NNBS1n", 12, "Probabilistic Inference in Language Models via Twisted Sequential Monte Carlo",
             ("Stephen Zhao", "Rob Brekelmans", "Alireza Makhzani", "Roger Baker Grosse"), True,
             ("LLMs", "Inference Framework")),
    Expected("Bc4vZ2CX7E", 18, "Position: Open-Endedness Is Essential for Artificial Superhuman Intelligence",
             ("Edward Hughes", "Michael D. Dennis", "Jack Parker-Holder", "Feryal Behbahani", "Aditi Mavalankar",
              "Yuge Shi", "Tom Schaul", "Tim Rocktäschel"), True, ("LLMs", "Analysis"), position=True),
    Expected("bX3J7ho18S", 22,
             "Monitoring AI-Modified Content at Scale: A Case Study on the Impact of ChatGPT on AI Conference Peer Reviews",
             ("Weixin Liang", "Zachary Izzo", "Yaohui Zhang", "Haley Lepp", "Hancheng Cao", "Xuandong Zhao",
              "Lingjiao Chen"), False, ("LLMs", "Analysis")),
    Expected("685vj0lC9z", 26, "How Do Large Language Models Navigate Conflicts between Honesty and Helpfulness?",
             ("Ryan Liu", "Theodore Sumers", "Ishita Dasgupta", "Thomas L. Griffiths"), True, ("LLMs", "Analysis")),
    Expected("UpSe7ag34v", 34, "Arrows of Time for Large Language Models",
             ("Vassilis Papadopoulos", "Jérémie Wenger", "Clément Hongler"), True, ("LLMs", "Analysis")),
    Expected("vKtomqlSxm", 58, "Chain of Code: Reasoning with a Language Model-Augmented Code Emulator",
             ("Chengshu Li", "Jacky Liang", "Andy Zeng", "Xinyun Chen", "Karol Hausman", "Dorsa Sadigh",
              "Sergey Levine", "Li Fei-Fei", "Fei Xia", "Brian Ichter"), True, ("LLMs", "Agents")),
    Expected("hYHsrKDiX7", 62, "GaLore: Memory-Efficient LLM Training by Gradient Low-Rank Projection",
             ("Jiawei Zhao", "Zhenyu Zhang", "Beidi Chen", "Zhangyang Wang", "Anima Anandkumar", "Yuandong Tian"),
             True, ("LLMs", "Training")),
    Expected("6XH8R7YrSk", 76, "Is DPO Superior to PPO for LLM Alignment? A Comprehensive Study",
             ("Shusheng Xu", "Wei Fu", "Jiaxuan Gao", "Wenjie Ye", "Weilin Liu", "Zhiyu Mei", "Guangju Wang",
              "Chao Yu", "Yi Wu"), True, ("LLMs", "Adaptation & Fine-tuning")),
    Expected("LRkJwPIDuE", 114, "VideoPoet: A Large Language Model for Zero-Shot Video Generation",
             ("Dan Kondratyuk", "Lijun Yu", "Xiuye Gu", "Jose Lezama", "Jonathan Huang", "Grant Schindler",
              "Rachel Hornung"), False, ("Computer Vision", "Multi-Modal")),
    Expected("CNicRIVIPA", 126, "Discrete Diffusion Modeling by Estimating the Ratios of the Data Distribution",
             ("Aaron Lou", "Chenlin Meng", "Stefano Ermon"), True, ("Diffusion Models",)),
    Expected("54NSHO0lFe", 152, "SparseTSF: Modeling Long-Term Time Series Forecasting with 1k Parameters",
             ("Shengsheng Lin", "Weiwei Lin", "Wentai Wu", "Haojun Chen", "Junjie Yang"), True, ("Time Series",)),
    Expected("jsKr6RVDDs", 202, "Position: Measure Dataset Diversity, Don’t Just Claim It",
             ("Dora Zhao", "Jerone Andrews", "Orestis Papakyriakopoulos", "Alice Xiang"), True,
             ("ML Theory", "Dataset Analysis"), position=True),
    Expected("3RXAiU7sss", 218, "Position: Embracing Negative Results in Machine Learning",
             ("Florian Karl", "Malte Kemeter", "Gabriel Dax", "Paulina Sierak"), True, ("Others",), position=True),
]


def select(store: pyoxigraph.Store, query: str) -> list[tuple[str, ...]]:
    return [tuple(term.value if term is not None else None for term in row) for row in store.query(PREFIXES + query)]


def paper_iri(openreview: str) -> str:
    return f"<https://w3id.org/confkg/id/paper/{openreview}>"


def test_all_45_papers_are_in_the_graph(data_store: pyoxigraph.Store, data_build: BuildReport) -> None:
    rows = select(data_store, f"SELECT DISTINCT ?p WHERE {{ GRAPH {GRAPH} {{ ?p a kg:Paper ; kg:openreviewId ?id }} }}")
    assert len(rows) == 45
    report = next(d for d in data_build.documents if d.path.endswith("icml-2024-orals.md"))
    assert (report.extractor, report.papers) == ("chicago", 45)


@pytest.mark.parametrize("exp", EXPECTED, ids=lambda e: e.openreview)
def test_paper_fields_match_the_note(data_store: pyoxigraph.Store, exp: Expected) -> None:
    p = paper_iri(exp.openreview)
    (title, oid, same, year, venue, complete), = select(data_store, f"""
        SELECT ?title ?id ?same ?year ?venue ?complete WHERE {{ GRAPH {GRAPH} {{
          {p} dcterms:title ?title ; kg:openreviewId ?id ; schema:sameAs ?same ; kg:year ?year ;
              kg:presentedAt/rdfs:label ?venue ; kg:authorsComplete ?complete }} }}""")
    assert title == exp.title
    assert oid == exp.openreview
    assert same == f"https://openreview.net/forum?id={exp.openreview}"
    assert (year, venue) == ("2024", "ICML 2024")
    assert complete == str(exp.complete).lower()

    authors = select(data_store, f"""
        SELECT ?name WHERE {{ GRAPH {GRAPH} {{ {p} kg:authorship ?a . ?a kg:position ?pos ; kg:author/foaf:name ?name }} }}
        ORDER BY ?pos""")
    assert tuple(name for (name,) in authors) == exp.authors

    listed = select(data_store, f"""
        SELECT ?name WHERE {{ GRAPH {GRAPH} {{ {p} kg:authorList/rdf:rest*/rdf:first ?person .
          ?person foaf:name ?name }} }}""")
    assert sorted(n for (n,) in listed) == sorted(exp.authors)  # list order: see test_exports

    # Headings are topics of the scheme: "LLMs" is the curated concept Large Language Models.
    scheme = TopicScheme.load()
    leaf = select(data_store, f"""
        SELECT ?t WHERE {{ GRAPH {GRAPH} {{ {p} kg:hasTopic ?t FILTER NOT EXISTS {{ {p} kg:mentionsTopic ?t }} }} }}""")
    assert leaf == [(TOPIC + scheme.key(exp.topics[-1]),)]
    chain = select(data_store, f"""
        SELECT DISTINCT ?t WHERE {{ GRAPH {GRAPH} {{ {p} kg:hasTopic ?leaf FILTER NOT EXISTS {{ {p} kg:mentionsTopic ?leaf }}
          ?leaf skos:broader* ?t }} }}""")
    assert {TOPIC + scheme.key(label) for label in exp.topics} <= {t for (t,) in chain}

    (line, doc), = select(data_store, f"""
        SELECT ?line ?path WHERE {{ GRAPH {GRAPH} {{ {p} kg:mention ?m . ?m kg:line ?line ;
          kg:inDocument/kg:path ?path }} }}""")
    assert (int(line), doc) == (exp.line, "data/icml-2024-orals.md")

    assert bool(data_store.query(PREFIXES + f"ASK {{ GRAPH {GRAPH} {{ {p} a kg:PositionPaper }} }}")) is exp.position


def test_position_papers_are_exactly_the_position_titles(data_store: pyoxigraph.Store) -> None:
    rows = select(data_store, f"SELECT ?t WHERE {{ GRAPH {GRAPH} {{ ?p a kg:PositionPaper ; dcterms:title ?t }} }}")
    assert len(rows) == 5  # grep -c "“Position:" data/icml-2024-orals.md
    assert all(t.startswith("Position:") for (t,) in rows)


def test_people_with_accents_meet_their_unaccented_spelling(data_store: pyoxigraph.Store) -> None:
    # Tim Rocktäschel co-authors two papers in the note; both point at one person.
    rows = select(data_store, """SELECT DISTINCT ?p WHERE { GRAPH ?g { ?paper kg:hasAuthor ?p .
        ?p foaf:name "Tim Rocktäschel" } }""")
    assert rows == [("https://w3id.org/confkg/id/person/tim-rocktaschel",)]
    papers = select(data_store, """SELECT DISTINCT ?paper WHERE { GRAPH ?g {
        ?paper kg:hasAuthor <https://w3id.org/confkg/id/person/tim-rocktaschel> } }""")
    assert len(papers) == 2


def test_topic_hierarchy_follows_headings(data_store: pyoxigraph.Store) -> None:
    scheme = TopicScheme.load()
    children = select(data_store, f"""SELECT DISTINCT ?t WHERE {{ GRAPH {GRAPH} {{ ?t skos:broader ?parent }}
        FILTER(?parent = <{TOPIC}large-language-models>) }}""")
    headings = ["Inference Framework", "Analysis", "Agents", "Training", "Adaptation & Fine-tuning", "Prompting & RAG", "Attack"]
    assert {TOPIC + scheme.key(h) for h in headings} <= {t for (t,) in children}


@pytest.mark.parametrize(
    ("text", "names", "raw_first", "complete"),
    [
        ("Lou, Aaron, Chenlin Meng, and Stefano Ermon", ["Aaron Lou", "Chenlin Meng", "Stefano Ermon"], "Lou, Aaron", True),
        ("Lou, Aaron and Stefano Ermon", ["Aaron Lou", "Stefano Ermon"], "Lou, Aaron", True),
        ("Lou, Aaron", ["Aaron Lou"], "Lou, Aaron", True),
        ("Burns, Collin, Pavel Izmailov, et al", ["Collin Burns", "Pavel Izmailov"], "Burns, Collin", False),
    ],
)
def test_author_lists(text: str, names: list[str], raw_first: str, complete: bool) -> None:
    authors, is_complete = split_authors(text)
    assert [a.name for a in authors] == names
    assert authors[0].raw == raw_first
    assert is_complete is complete
