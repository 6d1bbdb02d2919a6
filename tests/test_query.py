"""kg query: saved queries answer correctly on the graph of data/, W3C result formats, errors, the CLI.

Expected answers are read from the notes in data/ (by hand, or by a small regex over the note that
does not share code with kg), or come from a simpler independent query.
"""

from __future__ import annotations

import csv
import io
import json
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path

import pyoxigraph
import pytest
import rdflib
import rdflib.compare
from click.testing import CliRunner, Result
from pyoxigraph import Literal, NamedNode, QueryResultsFormat, RdfFormat, Variable

from kg.build import BuildReport
from kg.cli import KGGroup
from kg.cli.query import query as query_command
from kg.errors import KGError, UsageError
from kg.sparql import (
    RESULT_FORMATS,
    bind_params,
    load_saved,
    parse_saved,
    run_query,
    saved_queries,
    write_results,
)
from kg.vocab import ID, XSD

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data"
PAPER = ID + "paper/"

#: One example value per parameter of every saved query (test_every_saved_query_runs checks coverage).
EXAMPLES: dict[str, dict[str, str]] = {
    "papers-by-author": {"author": "Yuandong Tian"},
    "coauthors": {"author": "Tim Rocktäschel"},
    "papers-in-topic": {"topic": "LLMs"},
    "methods-at-venue": {"venue": "ICLR 2025"},
    "related-papers": {"paper": "paper:eFGQ97z5Cd"},
    "where-mentioned": {"paper": "paper:LRkJwPIDuE"},
    "papers-with-keyword": {"keyword": "Diffusion Models"},
    "paper-authors": {"paper": "paper:hYHsrKDiX7"},
    "describe-paper": {"paper": "paper:LRkJwPIDuE"},
    "venue-statistics": {"venue": "ICLR 2024"},
}


# ---------------------------------------------------------------- helpers


def rows(store: pyoxigraph.Store, name: str, **params: str) -> list[dict[str, str | None]]:
    """A saved query's solutions as dicts of plain values (IRIs full, literals lexical)."""
    saved = load_saved(name)
    results = run_query(store, saved.text, bind_params(saved, params))
    assert isinstance(results, pyoxigraph.QuerySolutions)
    names = [v.value for v in results.variables]
    return [{n: (s[n].value if s[n] is not None else None) for n in names} for s in results]


def kg_cli() -> KGGroup:
    """The command mounted as the lead will mount it: KGGroup turns KGError into one line + exit code."""
    return KGGroup(commands={"query": query_command})


def invoke(build: BuildReport, *args: str) -> Result:
    return CliRunner().invoke(kg_cli(), ["query", "--graph", str(build.out), *args])


def note(name: str) -> str:
    return (DATA / name).read_text(encoding="utf-8")


def forum_ids(text: str) -> list[str]:
    return re.findall(r"\(https://openreview\.net/forum\?id=([\w-]+)\)", text)


def rating_entries() -> list[dict[str, object]]:
    """Each ``### [i / N] Title`` entry of the ICLR 2024 rating page, read with plain regexes."""
    entries = []
    for block in re.split(r"\n(?=### \[\d+ / \d+\])", note("iclr-2024-ratings.md"))[1:]:
        entries.append({
            "id": re.search(r"forum\?id=([\w-]+)", block).group(1),  # type: ignore[union-attr]
            "average": Decimal(re.search(r"Average rating: ([\d.]+)", block).group(1)),  # type: ignore[union-attr]
            "ratings": [Decimal(x) for x in re.search(r"Ratings: \[([^\]]*)\]", block).group(1).split(",")],  # type: ignore[union-attr]
            "keywords": [k.strip() for k in re.search(r"Keywords: (.*)", block).group(1).split(",")],  # type: ignore[union-attr]
        })
    return entries


# ---------------------------------------------------------------- the saved queries themselves


def test_there_are_at_least_15_saved_queries_each_with_title_and_description() -> None:
    queries = saved_queries()
    assert len(queries) >= 15
    for q in queries:
        assert q.title and q.title != q.name, q.name
        assert q.description, q.name
        assert q.text.lstrip().startswith("# title:"), q.name
        for param in q.params:
            assert param.description and "e.g." in param.description, (q.name, param.name)
            body = "\n".join(line for line in q.text.splitlines() if not line.lstrip().startswith("#"))
            assert re.search(rf"[?$]{param.name}\b", body), (q.name, param.name)


def test_the_brief_s_questions_all_have_a_saved_query() -> None:
    names = {q.name for q in saved_queries()}
    assert {
        "papers-by-author", "coauthors", "papers-per-topic", "topics-per-venue", "methods-at-venue",
        "top-rated-papers", "papers-in-several-notes", "position-papers", "related-papers", "where-mentioned",
    } <= names


def test_every_saved_query_runs_with_its_example_parameters(data_store: pyoxigraph.Store) -> None:
    with_params = {q.name for q in saved_queries() if q.params}
    assert with_params == set(EXAMPLES)
    for q in saved_queries():
        results = run_query(data_store, q.text, bind_params(q, EXAMPLES.get(q.name, {})))
        out = io.BytesIO()
        write_results(results, None, out)
        assert out.getvalue(), q.name


def test_saved_queries_keep_every_pattern_inside_graph(data_store: pyoxigraph.Store) -> None:
    """The convention (kg/sparql/queries/README.md): the same answers whatever the server's default graph is."""
    union = [q for q in saved_queries() if not q.params and q.name != "describe-paper"]
    for q in union:
        plain = rows(data_store, q.name)
        as_union = data_store.query(q.text, use_default_graph_as_union=True)
        names = [v.value for v in as_union.variables]
        assert plain == [{n: (s[n].value if s[n] is not None else None) for n in names} for s in as_union], q.name


def test_substitution_equals_a_trailing_values_clause(data_store: pyoxigraph.Store) -> None:
    """kg/sparql/queries/README.md's rule, relied on by a remote store that cannot take substitutions."""
    for q in saved_queries():
        if not q.params:
            continue
        bindings = bind_params(q, EXAMPLES[q.name])
        values = "".join(f"\nVALUES ?{v.value} {{ {term} }}" for v, term in bindings.items())
        substituted = data_store.query(q.text, substitutions=bindings)
        appended = data_store.query(q.text + values)
        if isinstance(substituted, pyoxigraph.QueryTriples):
            assert set(substituted) == set(appended), q.name  # type: ignore[arg-type]
        else:
            names = [v.value for v in substituted.variables]  # type: ignore[union-attr]
            assert [[s[n] for n in names] for s in substituted] == [[s[n] for n in names] for s in appended], q.name  # type: ignore[union-attr]


# ---------------------------------------------------------------- answers on data/, checked against the notes


def test_papers_by_author_finds_galore_for_yuandong_tian(data_store: pyoxigraph.Store) -> None:
    # data/icml-2024-orals.md line 62 is the only line naming him: the GaLore citation.
    assert [line for line in note("icml-2024-orals.md").splitlines() if "Yuandong Tian" in line][0].count("GaLore") == 1
    found = rows(data_store, "papers-by-author", author="Yuandong Tian")
    assert found == [{
        "paper": PAPER + "hYHsrKDiX7",
        "title": "GaLore: Memory-Efficient LLM Training by Gradient Low-Rank Projection",
        "citeKey": None, "year": "2024", "venue": "ICML 2024", "author": "Yuandong Tian",
    }]


def test_papers_by_author_is_empty_for_an_unknown_name(data_store: pyoxigraph.Store) -> None:
    assert rows(data_store, "papers-by-author", author="Nobody Atall") == []


def test_coauthors_of_tim_rocktaschel_are_the_authors_of_his_two_papers(data_store: pyoxigraph.Store) -> None:
    # data/icml-2024-orals.md lines 18 (Open-Endedness position paper) and 38 (Debating with LLMs).
    open_endedness = {"Edward Hughes", "Michael D. Dennis", "Jack Parker-Holder", "Feryal Behbahani",
                      "Aditi Mavalankar", "Yuge Shi", "Tom Schaul"}
    debating = {"Akbir Khan", "John Hughes", "Dan Valentine", "Laura Ruis", "Kshitij Sachan", "Ansh Radhakrishnan",
                "Edward Grefenstette", "Samuel R. Bowman", "Ethan Perez"}
    found = rows(data_store, "coauthors", author="Tim Rocktäschel")
    assert {r["coauthor"] for r in found} == open_endedness | debating
    assert {r["papers"] for r in found} == {"1"}


def test_coauthors_of_yuandong_tian_are_the_galore_authors(data_store: pyoxigraph.Store) -> None:
    found = rows(data_store, "coauthors", author="Yuandong Tian")
    assert sorted(r["coauthor"] for r in found) == sorted(
        ["Jiawei Zhao", "Zhenyu Zhang", "Beidi Chen", "Zhangyang Wang", "Anima Anandkumar"]
    )


def test_paper_authors_come_in_printed_order_with_raw_names(data_store: pyoxigraph.Store) -> None:
    found = rows(data_store, "paper-authors", paper="paper:hYHsrKDiX7")
    assert [(r["position"], r["name"]) for r in found] == [
        ("1", "Jiawei Zhao"), ("2", "Zhenyu Zhang"), ("3", "Beidi Chen"),
        ("4", "Zhangyang Wang"), ("5", "Anima Anandkumar"), ("6", "Yuandong Tian"),
    ]
    assert found[0]["rawName"] == "Zhao, Jiawei"  # "Zhao, Jiawei, Zhenyu Zhang, ..." in the citation


def test_position_papers_are_the_five_of_icml_2024(data_store: pyoxigraph.Store) -> None:
    titles = set(re.findall(r"“(Position: [^”]*?),”", note("icml-2024-orals.md")))
    assert len(titles) == 5
    found = rows(data_store, "position-papers")
    assert {r["title"] for r in found} == titles
    assert {r["venue"] for r in found} == {"ICML 2024"} and len(found) == 5


def test_where_mentioned_gives_file_and_line_of_every_mention(data_store: pyoxigraph.Store) -> None:
    orals_line = next(i for i, line in enumerate(note("icml-2024-orals.md").splitlines(), 1) if "LRkJwPIDuE" in line)
    blog_line = next(i for i, line in enumerate(note("icml-2024-highlights.md").splitlines(), 1)
                     if line.startswith("### VideoPoet"))
    found = rows(data_store, "where-mentioned", paper="paper:LRkJwPIDuE")
    assert [(r["file"], r["line"]) for r in found] == [
        ("data/icml-2024-highlights.md", str(blog_line)), ("data/icml-2024-orals.md", str(orals_line)),
    ]
    assert (orals_line, blog_line) == (114, 41)
    assert found[1]["note"] == "ICML 2024 Oral Papers"


def test_where_mentioned_accepts_a_full_iri(data_store: pyoxigraph.Store) -> None:
    assert len(rows(data_store, "where-mentioned", paper=PAPER + "LRkJwPIDuE")) == 2


def test_papers_in_several_notes_are_videopoet_and_discrete_diffusion(data_store: pyoxigraph.Store) -> None:
    # Both ICML 2024 best papers of the blog post are also in the oral list (merges by title).
    found = rows(data_store, "papers-in-several-notes")
    assert {r["paper"] for r in found} == {PAPER + "LRkJwPIDuE", PAPER + "CNicRIVIPA"}
    assert ("data/icml-2024-orals.md", "126") in {(r["file"], r["line"]) for r in found}
    assert ("data/icml-2024-highlights.md", "41") in {(r["file"], r["line"]) for r in found}
    assert {r["notes"] for r in found} == {"2"}
    # Independent check: documents per paper from prov:wasDerivedFrom instead of mentions.
    simpler = data_store.query(
        "SELECT ?p WHERE { GRAPH ?g { ?p <http://www.w3.org/ns/prov#wasDerivedFrom> ?d } }"
        " GROUP BY ?p HAVING (COUNT(DISTINCT ?d) > 1)"
    )
    assert {s["p"].value for s in simpler} == {r["paper"] for r in found}


def test_top_rated_papers_come_with_their_reviews(data_store: pyoxigraph.Store) -> None:
    entries = rating_entries()
    best = max(entries, key=lambda e: e["average"])
    assert best["id"] == "nHESwXvxWK" and best["average"] == Decimal("8.5")
    found = rows(data_store, "top-rated-papers")
    papers = list(dict.fromkeys(r["paper"] for r in found))
    assert len(papers) == 10
    first = [r for r in found if r["paper"] == PAPER + "nHESwXvxWK"]
    assert found[0]["paper"] == PAPER + "nHESwXvxWK"
    assert [Decimal(r["score"]) for r in first] == best["ratings"] == [10, 8, 10, 6]
    assert [r["review"] for r in first] == ["1", "2", "3", "4"]
    # The other nine all have the second-best average of the note (8.0, shared by more than nine papers).
    second = sorted({e["average"] for e in entries})[-2]
    assert {Decimal(r["average"]) for r in found if r["paper"] != PAPER + "nHESwXvxWK"} == {second}
    by_id = {e["id"]: e for e in entries}
    for paper in papers:
        scores = [Decimal(r["score"]) for r in found if r["paper"] == paper]
        assert scores == by_id[paper.rsplit("/", 1)[1]]["ratings"]


def test_awarded_papers_are_the_three_best_papers_of_the_blog(data_store: pyoxigraph.Store) -> None:
    found = rows(data_store, "awarded-papers")
    assert {r["title"] for r in found} == {
        "VideoPoet: A Large Language Model for Zero-Shot Video Generation",
        "Discrete Diffusion Modeling by Estimating the Ratios of the Data Distribution",
        "Mixture-of-Experts in the Era of LLMs: A New Odyssey",
    }
    assert {(r["award"], r["venue"]) for r in found} == {("Best Paper", "ICML 2024")}


def test_methods_at_iclr_2025(data_store: pyoxigraph.Store) -> None:
    found = rows(data_store, "methods-at-venue", venue="ICLR 2025")
    pairs = {(r["method"], r["paper"].rsplit("/", 1)[1]) for r in found}  # type: ignore[union-attr]
    # Names written before the cite key in data/iclr-2025-oral-notes.md.
    for method, forum in [("Transfusion", "SI2hI0frk6"), ("Cybench", "tc90LV0yRL"),
                          ("BigCodeBench", "YrycTjllL0"), ("Backtracking", "Bo62NeU6VF"),
                          ("DarkBench", "odjMSBSWRt"), ("Spyder 2.0", "XmProj9cPs")]:
        assert (method, forum) in pairs
        assert f"{method} [" in note("iclr-2025-oral-notes.md")
    simpler = data_store.query(
        "PREFIX kg: <https://w3id.org/confkg/ontology#> SELECT DISTINCT ?p ?m WHERE {"
        " GRAPH ?a { ?p kg:proposes ?m } GRAPH ?b { ?p kg:presentedAt <https://w3id.org/confkg/id/venue/iclr-2025> } }"
    )
    assert len(pairs) == len(list(simpler))
    assert rows(data_store, "methods-at-venue", venue="ICML 1999") == []


def topic_closure(store: pyoxigraph.Store, label: str) -> set[str]:
    """Papers under a topic, computed in Python from the raw triples (independent of the saved query)."""
    kg_ns, skos = "https://w3id.org/confkg/ontology#", "http://www.w3.org/2004/02/skos/core#"
    roots = {q.subject.value for q in store.quads_for_pattern(None, NamedNode(skos + "prefLabel"), Literal(label))}
    roots |= {q.subject.value for q in store.quads_for_pattern(None, NamedNode(skos + "altLabel"), Literal(label))}
    found: set[str] = set()
    for graph in store.named_graphs():
        up: dict[str, set[str]] = {}
        for q in store.quads_for_pattern(None, NamedNode(skos + "broader"), None, graph):
            up.setdefault(q.subject.value, set()).add(q.object.value)
        for q in store.quads_for_pattern(None, NamedNode(kg_ns + "hasTopic"), None, graph):
            seen, todo = set(), [q.object.value]
            while todo:
                topic = todo.pop()
                if topic not in seen:
                    seen.add(topic)
                    todo.extend(up.get(topic, ()))
            if seen & roots:
                found.add(q.subject.value)
    return found


def test_papers_in_topic_rolls_up_the_heading_hierarchy(data_store: pyoxigraph.Store) -> None:
    text = note("icml-2024-orals.md")
    llm_section = text[text.index("\n# LLMs") : text.index("\n# Computer Vision")]
    expected = {PAPER + i for i in forum_ids(llm_section)}
    assert len(expected) == 19
    found = rows(data_store, "papers-in-topic", topic="LLMs")
    papers = {r["paper"] for r in found}
    assert expected <= papers  # every paper under "# LLMs" and its "## ..." sub-headings
    assert papers == topic_closure(data_store, "LLMs")
    vias = {r["via"] for r in found if r["paper"] == PAPER + "hYHsrKDiX7"}  # GaLore, under "## Training"
    assert "Training" in vias
    roots = data_store.query(
        "SELECT DISTINCT ?t WHERE { GRAPH ?g { ?t <http://www.w3.org/2004/02/skos/core#prefLabel>"
        "|<http://www.w3.org/2004/02/skos/core#altLabel> \"LLMs\" } }"
    )
    per_topic = {r["topic"]: r["papers"] for r in rows(data_store, "papers-per-topic")}
    assert [per_topic[s["t"].value] for s in roots] == [str(len(papers))]  # one topic, the same count


def test_papers_per_topic_counts_speech_papers_of_the_rating_page(data_store: pyoxigraph.Store) -> None:
    section = note("iclr-2024-ratings.md").split("## Speech")[1].split("## Generative")[0]
    speech = {PAPER + i for i in forum_ids(section)}
    assert len(speech) == 19  # "[i / 19]" entries
    found = {r["paper"] for r in rows(data_store, "papers-in-topic", topic="Speech/Audio")}
    assert speech <= found
    per_topic = {r["label"]: r for r in rows(data_store, "papers-per-topic")}
    assert per_topic["Speech/Audio"]["papers"] == str(len(found))
    topics = {(r["venue"], r["topic"]): r["papers"] for r in rows(data_store, "topics-per-venue")}
    assert int(topics[("ICLR 2024", "Speech/Audio")]) >= 19  # type: ignore[arg-type]


def test_papers_with_keyword_match_the_rating_page_keywords(data_store: pyoxigraph.Store) -> None:
    from_note = {PAPER + str(e["id"]) for e in rating_entries()
                 if any(k.lower().strip(" .") == "diffusion models" for k in e["keywords"])}  # type: ignore[attr-defined]
    found = rows(data_store, "papers-with-keyword", keyword="Diffusion Models")
    papers = {r["paper"] for r in found}
    assert from_note <= papers and len(from_note) > 10
    simpler = data_store.query(
        "SELECT DISTINCT ?p WHERE { GRAPH ?g { ?p <https://w3id.org/confkg/ontology#hasKeyword> ?t }"
        " GRAPH ?h { ?t <http://www.w3.org/2004/02/skos/core#prefLabel> \"Diffusion Models\" } }"
    )
    assert papers == {s["p"].value for s in simpler}
    averages = [Decimal(r["average"]) for r in found]  # type: ignore[arg-type]
    assert averages == sorted(averages, reverse=True)


def test_papers_per_venue_and_notes_match_the_notes(data_store: pyoxigraph.Store) -> None:
    per_venue = {r["venue"]: int(r["papers"]) for r in rows(data_store, "papers-per-venue")}  # type: ignore[arg-type]
    assert per_venue["ICLR 2024"] == len(set(forum_ids(note("iclr-2024-ratings.md")))) == 85
    assert per_venue["ICML 2025"] == note("icml-2025-orals.md").count("\n#### ") == 27
    notes = {r["file"]: r for r in rows(data_store, "notes")}
    assert notes["data/icml-2024-orals.md"]["papers"] == str(len(set(forum_ids(note("icml-2024-orals.md"))))) == "45"
    assert notes["data/icml-2024-orals.md"]["title"] == "ICML 2024 Oral Papers"


def test_venue_statistics_are_the_rating_page_tables(data_store: pyoxigraph.Store) -> None:
    found = rows(data_store, "venue-statistics", venue="ICLR 2024")
    quantiles = {r["label"]: Decimal(r["value"]) for r in found if r["kind"] == "RatingQuantile"}  # type: ignore[arg-type]
    assert quantiles == {"10%": Decimal("3.6"), "25%": Decimal("4.33"), "50%": Decimal("5.25"), "75%": 6,
                         "90%": Decimal("6.67"), "95%": 7, "99%": 8}
    keywords = [r for r in found if r["kind"] == "KeywordCount"]
    assert len(keywords) == 50
    assert (keywords[0]["rank"], keywords[0]["label"], keywords[0]["value"]) == ("1", "Large Language Models", "318")


def test_related_papers_in_both_directions(data_store: pyoxigraph.Store) -> None:
    # "... similar to [[AshishVaswani2017NeurIPS|Transformer]]'s positional embedding" under ZiyueLi2025ICLR+.
    out = rows(data_store, "related-papers", paper="paper:eFGQ97z5Cd")
    assert [(r["related"], r["direction"], r["citeKey"]) for r in out] == [
        (PAPER + "key-AshishVaswani2017NeurIPS", "links to", "AshishVaswani2017NeurIPS")
    ]
    back = rows(data_store, "related-papers", paper="paper:key-AshishVaswani2017NeurIPS")
    assert [(r["related"], r["direction"]) for r in back] == [(PAPER + "eFGQ97z5Cd", "linked from")]


def test_authors_by_papers_agrees_with_a_simpler_count(data_store: pyoxigraph.Store) -> None:
    found = rows(data_store, "authors-by-papers")
    simpler = data_store.query(
        "PREFIX kg: <https://w3id.org/confkg/ontology#> SELECT ?a (COUNT(DISTINCT ?p) AS ?n)"
        " WHERE { GRAPH ?g { ?p kg:hasAuthor ?a } } GROUP BY ?a"
    )
    counts = {s["a"].value: int(s["n"].value) for s in simpler}
    assert len(found) == 25
    assert int(found[0]["papers"]) == max(counts.values())  # type: ignore[arg-type]
    for r in found:
        assert int(r["papers"]) == counts[r["person"]]  # type: ignore[arg-type,index]
    tim = next(r for r in found if r["name"] == "Tim Rocktäschel")
    assert (tim["papers"], tim["firstAuthor"]) == ("2", "0")


def test_describe_paper_constructs_the_paper_with_its_nodes(data_store: pyoxigraph.Store) -> None:
    saved = load_saved("describe-paper")
    triples = list(run_query(data_store, saved.text, bind_params(saved, {"paper": "paper:LRkJwPIDuE"})))
    videopoet = NamedNode(PAPER + "LRkJwPIDuE")
    title = NamedNode("http://purl.org/dc/terms/title")
    assert pyoxigraph.Triple(videopoet, title, Literal("VideoPoet: A Large Language Model for Zero-Shot Video Generation")) in triples
    lines = {t.object.value for t in triples if t.predicate.value.endswith("#line")}
    assert lines == {"41", "114"}
    assert {t.subject for t in triples} >= {videopoet}


# ---------------------------------------------------------------- output formats against the W3C specs


SELECT = (
    "PREFIX kg: <https://w3id.org/confkg/ontology#>\n"
    "SELECT ?paper ?title ?line ?missing WHERE {\n"
    "  GRAPH ?g { ?paper kg:mention ?m . ?m kg:line ?line . OPTIONAL { ?paper <http://purl.org/dc/terms/title> ?title } }\n"
    "  VALUES ?paper { <https://w3id.org/confkg/id/paper/LRkJwPIDuE> <https://w3id.org/confkg/id/paper/hYHsrKDiX7> }\n"
    "} ORDER BY ?paper ?line"
)


def serialized(store: pyoxigraph.Store, text: str, fmt: str) -> bytes:
    out = io.BytesIO()
    write_results(run_query(store, text), fmt, out)
    return out.getvalue()


def solutions(store: pyoxigraph.Store, text: str) -> list[tuple[object, ...]]:
    results = store.query(text)
    return [tuple(s[v.value] for v in results.variables) for s in results]  # type: ignore[union-attr]


def test_csv_follows_the_w3c_csv_results_format(data_store: pyoxigraph.Store) -> None:
    raw = serialized(data_store, SELECT, "csv")
    assert raw.startswith(b"paper,title,line,missing\r\n")  # header: variable names without '?'
    assert raw.count(b"\r\n") == 4 and b"\n" not in raw.replace(b"\r\n", b"")
    table = list(csv.reader(io.StringIO(raw.decode("utf-8"), newline="")))
    expected = solutions(data_store, SELECT)
    assert len(table) == 1 + len(expected) == 4
    for row, solution in zip(table[1:], expected, strict=True):
        # IRIs and literals as plain strings, unbound as the empty field.
        assert row == [t.value if t is not None else "" for t in solution]  # type: ignore[union-attr]
    assert table[1][0] == PAPER + "LRkJwPIDuE" and table[1][2] == "41"


def test_tsv_follows_the_w3c_tsv_results_format(data_store: pyoxigraph.Store) -> None:
    raw = serialized(data_store, SELECT, "tsv")
    lines = raw.decode("utf-8").split("\n")
    assert lines[0] == "?paper\t?title\t?line\t?missing"
    first = lines[1].split("\t")
    assert first[0] == f"<{PAPER}LRkJwPIDuE>"  # IRIs in angle brackets
    assert first[1] == '"VideoPoet: A Large Language Model for Zero-Shot Video Generation"'  # quoted literal
    assert first[2] == "41" and first[3] == ""  # integers in Turtle short form, unbound empty
    parsed = pyoxigraph.parse_query_results(raw, QueryResultsFormat.TSV)
    assert [tuple(s[v.value] for v in parsed.variables) for s in parsed] == solutions(data_store, SELECT)  # type: ignore[union-attr]


def test_json_follows_the_w3c_json_results_format(data_store: pyoxigraph.Store) -> None:
    raw = serialized(data_store, SELECT, "json")
    doc = json.loads(raw)
    assert doc["head"]["vars"] == ["paper", "title", "line", "missing"]
    first = doc["results"]["bindings"][0]
    assert first["paper"] == {"type": "uri", "value": PAPER + "LRkJwPIDuE"}
    assert first["line"] == {"type": "literal", "value": "41", "datatype": XSD + "integer"}
    assert "missing" not in first  # unbound variables are left out of a binding
    parsed = pyoxigraph.parse_query_results(raw, QueryResultsFormat.JSON)
    assert [tuple(s[v.value] for v in parsed.variables) for s in parsed] == solutions(data_store, SELECT)  # type: ignore[union-attr]


def test_xml_follows_the_w3c_xml_results_format(data_store: pyoxigraph.Store) -> None:
    raw = serialized(data_store, SELECT, "xml")
    ns = {"r": "http://www.w3.org/2005/sparql-results#"}
    root = ET.fromstring(raw)
    assert [v.get("name") for v in root.findall("r:head/r:variable", ns)] == ["paper", "title", "line", "missing"]
    assert root.find("r:results/r:result/r:binding[@name='paper']/r:uri", ns).text == PAPER + "LRkJwPIDuE"  # type: ignore[union-attr]
    parsed = pyoxigraph.parse_query_results(raw, QueryResultsFormat.XML)
    assert [tuple(s[v.value] for v in parsed.variables) for s in parsed] == solutions(data_store, SELECT)  # type: ignore[union-attr]


@pytest.mark.parametrize(("fmt", "check"), [
    ("json", lambda raw: json.loads(raw) == {"head": {}, "boolean": True}),
    ("xml", lambda raw: bool(pyoxigraph.parse_query_results(raw, QueryResultsFormat.XML))),
    ("table", lambda raw: raw == b"true\n"),
])
def test_ask_results(data_store: pyoxigraph.Store, fmt: str, check: Callable[[bytes], bool]) -> None:
    assert check(serialized(data_store, "ASK { GRAPH ?g { ?s a <https://w3id.org/confkg/ontology#Paper> } }", fmt))


@pytest.mark.filterwarnings("ignore::DeprecationWarning:rdflib.*")  # rdflib's JSON-LD parser uses ConjunctiveGraph
@pytest.mark.parametrize(("fmt", "rdf"), [("turtle", "turtle"), ("ntriples", "nt"), ("jsonld", "json-ld")])
def test_construct_formats_parse_back_to_the_same_graph(data_store: pyoxigraph.Store, fmt: str, rdf: str) -> None:
    saved = load_saved("describe-paper")
    bindings = bind_params(saved, {"paper": "paper:LRkJwPIDuE"})
    out = io.BytesIO()
    assert write_results(run_query(data_store, saved.text, bindings), fmt, out) > 30
    expected = rdflib.Graph()
    expected.parse(data=pyoxigraph.serialize(run_query(data_store, saved.text, bindings), format=RdfFormat.N_TRIPLES),
                   format="nt")
    got = rdflib.Graph()
    got.parse(data=out.getvalue(), format=rdf)
    assert len(got) == len(expected)
    assert rdflib.compare.isomorphic(got, expected)


def test_ntriples_output_is_one_triple_per_line(data_store: pyoxigraph.Store) -> None:
    raw = serialized(data_store, "CONSTRUCT { ?p a ?c } WHERE { GRAPH ?g { ?p a ?c } } LIMIT 3", "ntriples")
    assert raw.count(b" .\n") == 3 and b"@prefix" not in raw


def test_table_is_aligned_with_shortened_iris(data_store: pyoxigraph.Store) -> None:
    text = serialized(data_store, SELECT, "table").decode("utf-8")
    lines = text.splitlines()
    body = [line for line in lines if line.startswith("│")]
    assert len(body) == 3 and len({len(line) for line in lines if line[:1] in "┏┃┡│└"}) == 1
    assert "paper:LRkJwPIDuE" in body[0] and "<https://" not in text
    assert lines[-1] == "3 rows"


def test_every_format_is_in_one_table() -> None:
    assert list(RESULT_FORMATS) == ["table", "json", "csv", "tsv", "xml", "turtle", "ntriples", "jsonld"]


# ---------------------------------------------------------------- parameters and errors


def test_parameters_are_bound_as_terms_never_pasted(data_store: pyoxigraph.Store) -> None:
    sneaky = 'x" } } ?paper ?p ?o { "'
    assert rows(data_store, "papers-by-author", author=sneaky) == []
    saved = load_saved("papers-by-author")
    assert bind_params(saved, {"author": sneaky}) == {Variable("author"): Literal(sneaky)}


def test_bind_params_checks_names_and_kinds() -> None:
    q = parse_saved("# param: n integer How many, e.g. 3\n# param: x decimal A score\n# param: p iri A paper\n"
                    "SELECT ?n ?x ?p {}", "q")
    bound = bind_params(q, {"n": "3", "x": "7.50", "p": "paper:abc"})
    assert bound[Variable("n")] == Literal("3", datatype=NamedNode(XSD + "integer"))
    assert bound[Variable("x")] == Literal("7.50", datatype=NamedNode(XSD + "decimal"))
    assert bound[Variable("p")] == NamedNode(PAPER + "abc")
    for values, message in [
        ({"n": "three", "x": "1", "p": "paper:a"}, "must be an integer"),
        ({"n": "3", "x": "high", "p": "paper:a"}, "must be a decimal"),
        ({"n": "3", "x": "1", "p": "not an iri"}, "must be an IRI"),
        ({"n": "3", "x": "1"}, "needs --param p="),
        ({"n": "3", "x": "1", "p": "paper:a", "y": "2"}, "unknown parameter 'y'"),
    ]:
        with pytest.raises(UsageError, match=message):
            bind_params(q, values)


def test_unknown_saved_query_suggests_a_close_name() -> None:
    with pytest.raises(UsageError, match="did you mean coauthors"):
        load_saved("coauthor")


def test_a_syntax_error_names_its_position() -> None:
    with pytest.raises(KGError, match=r"^query:2:\d+: "):
        run_query(pyoxigraph.Store(), "SELECT ?x\nWHERE { ?x ?y }")


class RemoteLike:
    """A stand-in for a remote store: pyoxigraph-like query() returning parsed W3C results."""

    def __init__(self, store: pyoxigraph.Store) -> None:
        self.store = store
        self.calls: list[dict[Variable, object] | None] = []

    def query(self, query: str, *, substitutions: dict[Variable, object] | None = None) -> object:
        self.calls.append(substitutions)
        results = self.store.query(query, substitutions=substitutions)
        if isinstance(results, pyoxigraph.QueryTriples):
            return list(results)  # a plain list of triples, as a client parsing N-Triples would give
        return pyoxigraph.parse_query_results(results.serialize(format=QueryResultsFormat.JSON), QueryResultsFormat.JSON)


def test_run_query_and_write_results_work_on_any_query_target(data_store: pyoxigraph.Store) -> None:
    remote = RemoteLike(data_store)
    saved = load_saved("where-mentioned")
    bindings = bind_params(saved, {"paper": "paper:LRkJwPIDuE"})
    out = io.BytesIO()
    write_results(run_query(remote, saved.text, bindings), "csv", out)
    assert out.getvalue().count(b"\r\n") == 3 and remote.calls == [bindings]
    describe = load_saved("describe-paper")
    out = io.BytesIO()
    assert write_results(run_query(remote, describe.text, bind_params(describe, {"paper": "paper:LRkJwPIDuE"})),
                         "ntriples", out) > 0


# ---------------------------------------------------------------- the command line


def test_cli_runs_a_saved_query_with_a_param(data_build: BuildReport) -> None:
    result = invoke(data_build, "papers-by-author", "--param", "author=Yuandong Tian")
    assert result.exit_code == 0, result.output
    assert "GaLore: Memory-Efficient LLM Training" in result.stdout and "paper:hYHsrKDiX7" in result.stdout
    assert result.stdout.rstrip().endswith("1 row")


def test_cli_formats(data_build: BuildReport) -> None:
    result = invoke(data_build, "where-mentioned", "-p", "paper=paper:LRkJwPIDuE", "--format", "csv")
    assert result.exit_code == 0, result.output
    assert result.stdout_bytes.split(b"\r\n")[0] == b"file,line,note,paper"
    result = invoke(data_build, "describe-paper", "--param", "paper=paper:LRkJwPIDuE")
    assert result.exit_code == 0 and result.stdout.startswith("@prefix")  # CONSTRUCT defaults to turtle
    result = invoke(data_build, "describe-paper", "--param", "paper=paper:LRkJwPIDuE", "--format", "nt")
    assert result.exit_code == 0 and "@prefix" not in result.stdout and "<https://w3id.org" in result.stdout


def test_cli_inline_and_file_queries(data_build: BuildReport, tmp_path: Path) -> None:
    text = "SELECT ?g (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } } GROUP BY ?g ORDER BY ?g"
    result = invoke(data_build, text, "--format", "tsv")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == "?g\t?n" and len(lines) == 7  # five notes and the analysis graph
    assert lines[1].startswith("<https://w3id.org/confkg/id/graph/analysis>\t")
    rq = tmp_path / "mine.rq"
    rq.write_text("# title: Mine\n# param: venue literal A venue, e.g. \"ICML 2024\"\n"
                  "PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>\n"
                  "SELECT ?e ?venue WHERE { GRAPH ?g { ?e rdfs:label ?venue } }", encoding="utf-8")
    result = invoke(data_build, "-f", str(rq), "--param", "venue=ICML 2024", "--format", "json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["results"]["bindings"][0]["e"]["value"] == ID + "venue/icml-2024"


def test_cli_list_shows_names_params_and_descriptions(data_build: BuildReport) -> None:
    result = CliRunner().invoke(kg_cli(), ["query", "--list"])
    assert result.exit_code == 0, result.output
    for q in saved_queries():
        line = next(line for line in result.stdout.splitlines() if f"│ {q.name} " in line)
        assert q.description[:40] in line
        for param in q.params:
            assert f"{param.name} ({param.kind})" in line


@pytest.mark.parametrize(("args", "code", "message"), [
    (["SELECT ?x\nWHERE {\n  ?x ?y \n}"], 1, r"^kg: error: query:4:\d+: expected"),
    (["papers-by-autor"], 2, "unknown saved query 'papers-by-autor'"),
    (["papers-by-author"], 2, "papers-by-author needs --param author="),
    (["papers-by-author", "--param", "author=A", "--param", "x=1"], 2, "unknown parameter 'x'"),
    (["papers-by-author", "--param", "author"], 2, "--param takes NAME=VALUE"),
    (["position-papers", "--format", "turtle"], 2, "format 'turtle' is for CONSTRUCT/DESCRIBE results"),
    (["describe-paper", "--param", "paper=paper:x", "--format", "csv"], 2, "a CONSTRUCT/DESCRIBE query takes turtle"),
    (["position-papers", "--format", "xls"], 2, "unknown format 'xls'"),
    ([], 2, "give a SPARQL query, a saved query name or -f FILE.rq"),
])
def test_cli_errors_are_one_line_with_exit_codes(data_build: BuildReport, args: list[str], code: int, message: str) -> None:
    result = invoke(data_build, *args)
    assert result.exit_code == code, result.output
    assert len(result.stderr.strip().splitlines()) == 1
    assert re.search(message if message.startswith("^") else re.escape(message), result.stderr.strip()), result.stderr
    assert result.stdout == ""


def test_cli_syntax_error_in_a_file_names_the_file(data_build: BuildReport, tmp_path: Path) -> None:
    rq = tmp_path / "bad.rq"
    rq.write_text("# title: Bad\nSELECT ?x WHERE { ?x ?y }\n", encoding="utf-8")
    result = invoke(data_build, "-f", str(rq))
    assert result.exit_code == 1
    assert re.match(rf"kg: error: {re.escape(str(rq))}:\d+:\d+: expected", result.stderr)


def test_cli_hints_at_named_graphs_when_a_query_without_graph_finds_nothing(data_build: BuildReport) -> None:
    result = invoke(data_build, "SELECT * WHERE { ?s ?p ?o } LIMIT 3")
    assert result.exit_code == 0
    assert "0 rows" in result.stdout and "GRAPH ?g" in result.stderr
    assert "GRAPH ?g" not in invoke(data_build, "SELECT * WHERE { GRAPH ?g { ?s ?p ?o } } LIMIT 0").stderr


def test_cli_without_a_built_graph_is_one_line(tmp_path: Path) -> None:
    result = CliRunner().invoke(kg_cli(), ["query", "--graph", str(tmp_path), "position-papers"])
    assert result.exit_code == 1 and "run 'kg build' first" in result.stderr
