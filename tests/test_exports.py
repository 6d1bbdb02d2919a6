"""Exports parse in independent parsers, agree with each other, and are byte-stable."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pyoxigraph
import pytest
import rdflib
from pyld import jsonld
from rdflib.compare import isomorphic

from kg.build import BuildReport

ROOT = Path(__file__).resolve().parent.parent
COMMITTED = ("kg.ttl", "kg.jsonld", "merges.csv", "topics.ttl")
BUILT = ("kg.ttl", "kg.nt", "kg.trig", "kg.jsonld")


def _triples(path: Path) -> set[pyoxigraph.Triple]:
    return {getattr(item, "triple", item) for item in pyoxigraph.parse(path=str(path))}


def test_pyoxigraph_reads_turtle_ntriples_and_trig(data_build: BuildReport) -> None:
    out = data_build.out
    ttl = _triples(out / "kg.ttl")
    nt = _triples(out / "kg.nt")
    quads = list(pyoxigraph.parse(path=str(out / "kg.trig")))
    assert len(nt) == data_build.counts["triples"] > 3000
    # Blank node labels may differ between parses; compare the triples without blank nodes.
    named = lambda ts: {t for t in ts if not isinstance(t.subject, pyoxigraph.BlankNode)  # noqa: E731
                        and not isinstance(t.object, pyoxigraph.BlankNode)}
    assert named(ttl) == named(nt)
    graphs = {q.graph_name.value for q in quads}
    assert "https://w3id.org/confkg/id/graph/icml-2024-orals" in graphs
    assert named({q.triple for q in quads}) == named(nt)


def test_jsonld_expands_to_the_same_triples_as_ntriples(data_build: BuildReport) -> None:
    doc = json.loads((data_build.out / "kg.jsonld").read_text("utf-8"))
    nquads = jsonld.to_rdf(doc, {"format": "application/n-quads"})
    from_jsonld = rdflib.Graph().parse(data=nquads, format="nt")
    from_nt = rdflib.Graph().parse(data_build.out / "kg.nt", format="nt")
    assert len(from_jsonld) == len(from_nt)
    assert isomorphic(from_jsonld, from_nt)


def test_jsonld_keeps_author_order_as_a_list(data_build: BuildReport) -> None:
    doc = json.loads((data_build.out / "kg.jsonld").read_text("utf-8"))
    galore = next(node for node in doc["@graph"] if node.get("id") == "paper:hYHsrKDiX7")
    assert galore["authors"] == [
        "person:jiawei-zhao", "person:zhenyu-zhang", "person:beidi-chen",
        "person:zhangyang-wang", "person:anima-anandkumar", "person:yuandong-tian",
    ]


def test_sparql_over_the_turtle_export_lists_papers_with_ordered_authors(data_build: BuildReport) -> None:
    store = pyoxigraph.Store()
    store.load(path=str(data_build.out / "kg.ttl"), format=pyoxigraph.RdfFormat.TURTLE)
    rows = store.query("""
        PREFIX kg: <https://w3id.org/confkg/ontology#>
        PREFIX dcterms: <http://purl.org/dc/terms/>
        PREFIX foaf: <http://xmlns.com/foaf/0.1/>
        SELECT ?title ?pos ?name WHERE {
          ?paper a kg:Paper ; dcterms:title ?title ; kg:presentedAt/kg:year 2024 ;
                 kg:authorship ?a .
          ?a kg:position ?pos ; kg:author/foaf:name ?name .
        } ORDER BY ?title ?pos""")
    by_title: dict[str, list[str]] = {}
    for row in rows:
        by_title.setdefault(row["title"].value, []).append(row["name"].value)
    assert len(by_title) == 45
    assert by_title["Arrows of Time for Large Language Models"] == [
        "Vassilis Papadopoulos", "Jérémie Wenger", "Clément Hongler"]


@pytest.mark.slow
def test_two_builds_are_byte_identical(tmp_path: Path) -> None:
    # Separate processes with different hash seeds: set and dict order must not leak into files,
    # and the analysis graph (Louvain, sampled betweenness) must come out the same.
    outs = []
    for seed in ("1", "2"):
        out = tmp_path / f"out{seed}"
        env = {**os.environ, "PYTHONHASHSEED": seed}
        subprocess.run([sys.executable, "-m", "kg", "build", str(ROOT / "data"), "--out", str(out), "-q", "--analyze"],
                       check=True, env=env, cwd=tmp_path)
        outs.append(out)
    for name in BUILT:
        assert (outs[0] / name).read_bytes() == (outs[1] / name).read_bytes(), name


def test_committed_exports_match_a_fresh_build(data_build: BuildReport) -> None:
    stale = [name for name in COMMITTED
             if (ROOT / "exports" / name).read_bytes() != (data_build.out / name).read_bytes()]
    assert not stale, f"exports/ is stale ({', '.join(stale)}): run `make exports` and commit the result"
