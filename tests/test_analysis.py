"""Graph analytics on small graphs with known answers, a hand-built store, and the real notes."""

from __future__ import annotations

import math

import networkx as nx
import pytest
from pyoxigraph import NamedNode, Quad, Store

from kg.analysis import centrality, communities, projections, trends
from kg.analysis.examples import example_store

KG = "https://w3id.org/confkg/ontology#"
ID = "https://w3id.org/confkg/id/"


def _toy_store() -> Store:
    """Four papers: p1 {a, b}, p2 {a, b, c}, p3 {c}, p4 {b, c}."""
    store = Store()
    graph = NamedNode(ID + "graph/toy")
    topics = {"p1": "ab", "p2": "abc", "p3": "c", "p4": "bc"}
    for paper, letters in topics.items():
        for letter in letters:
            store.add(Quad(NamedNode(ID + "paper/" + paper), NamedNode(KG + "hasTopic"), NamedNode(ID + "topic/" + letter), graph))
    return store


def test_association_strength_by_hand() -> None:
    # N = 4 papers; s_a = 2, s_b = 3, s_c = 3; c_ab = 2, c_ac = 1, c_bc = 2
    g = projections.cotopic_graph(_toy_store())
    t = ID + "topic/"
    assert g.edges[t + "a", t + "b"]["count"] == 2
    assert g.edges[t + "a", t + "b"]["association_strength"] == pytest.approx(2 * 4 / (2 * 3))
    assert g.edges[t + "a", t + "c"]["association_strength"] == pytest.approx(1 * 4 / (2 * 3))
    assert g.edges[t + "b", t + "c"]["association_strength"] == pytest.approx(2 * 4 / (3 * 3))
    assert g.edges[t + "b", t + "c"]["pmi"] == pytest.approx(math.log2(8 / 9))
    # VOSviewer: k_a = 3, k_b = 4, k_c = 3, m = 5
    assert g.edges[t + "b", t + "c"]["vos_strength"] == pytest.approx(2 * 5 * 2 / (4 * 3))
    # fractional: p2 has three topics, so each of its pairs counts 1/2
    f = projections.cotopic_graph(_toy_store(), counting="fractional")
    assert f.edges[t + "a", t + "b"]["count"] == pytest.approx(1.5)
    assert f.edges[t + "a", t + "c"]["count"] == pytest.approx(0.5)
    assert g.nodes[t + "c"]["label"] == "c" and g.nodes[t + "b"]["papers"] == 3


def test_bad_counting_is_refused() -> None:
    with pytest.raises(ValueError):
        projections.cotopic_graph(_toy_store(), counting="harmonic")  # type: ignore[arg-type]


@pytest.mark.parametrize("measure", ["degree", "weighted_degree", "pagerank", "betweenness", "eigenvector"])
def test_star_centre_ranks_first(measure: str) -> None:
    star = nx.star_graph(6)
    nx.set_edge_attributes(star, 1, "weight")
    scores = centrality.all_centralities(star)[measure]
    assert centrality.top(scores, 1)[0][0] == 0
    assert all(scores[0] > scores[leaf] for leaf in range(1, 7))


def test_sampled_betweenness_still_finds_the_star_centre() -> None:
    scores = centrality.betweenness(nx.star_graph(50), exact_limit=10, seed=1)
    assert centrality.top(scores, 1)[0][0] == 0


def test_eigenvector_on_disconnected_graph() -> None:
    g = nx.disjoint_union_all([nx.star_graph(4), nx.complete_graph(3), nx.empty_graph(1)])
    scores = centrality.eigenvector(g)
    assert centrality.top(scores, 1)[0][0] == 0
    assert scores[8] == 0.0 and scores[5] > 0


def test_pagerank_of_a_three_node_path_by_hand() -> None:
    # Leaves: l = (1-a)/3 + a*c/2, centre: c = (1-a)/3 + 2*a*l  =>  l = (1 + a/2) / (3 * (1 + a))
    a = 0.85
    leaf = (1 + a / 2) / (3 * (1 + a))
    scores = centrality.pagerank(nx.path_graph(3))
    assert scores[0] == pytest.approx(leaf) and scores[2] == pytest.approx(leaf)
    assert scores[1] == pytest.approx(1 - 2 * leaf)


def test_two_cliques_joined_by_one_edge_give_two_communities() -> None:
    g = nx.barbell_graph(5, 0)
    found = communities.louvain(g)
    assert found == [set(range(5)), set(range(5, 10))]
    assert communities.modularity(g, found) > 0.4
    labelled = communities.label_communities(g, found, top=1)
    assert [c.central for c in labelled] == [(4,), (5,)]  # the bridge ends are the most central


def test_trends_on_example() -> None:
    up, down = trends.risers_and_fallers(example_store(), min_papers=1)
    assert [(t.topic_label, t.before.label, t.after.label, t.change) for t in up] == [("Gamma", "ICML 2024", "ICML 2025", 0.5)]
    assert [t.topic_label for t in down] == ["Alpha", "Beta"]


def test_other_projections_on_example() -> None:
    store = example_store()
    co = projections.coauthorship_graph(store)
    assert co.number_of_edges() == 3 and nx.number_connected_components(co) == 1
    het = projections.heterogeneous_graph(store)
    assert het.edges[ID + "paper/p1", ID + "method/m1"]["relation"] == "proposes"
    assert het.edges[ID + "paper/p2", ID + "method/m1"]["relation"] == "mentions"
    mt = projections.method_topic_graph(store)
    assert mt.nodes[ID + "method/m2"]["kind"] == "method"


def _snapshot(store: Store) -> tuple:
    g = projections.cotopic_graph(store)
    scores = centrality.all_centralities(g)
    found = communities.louvain(g)
    return (
        list(g.nodes(data=True)),
        list(g.edges(data=True)),
        scores,
        [c.label for c in communities.label_communities(g, found)],
        [(t.topic, t.change) for t in trends.trends(store)],
    )


def test_deterministic() -> None:
    assert _snapshot(example_store()) == _snapshot(example_store())


@pytest.fixture
def real_store(data_store: Store) -> Store:
    return data_store


def test_real_graph(real_store: Store) -> None:
    g = projections.cotopic_graph(real_store)
    assert g.number_of_nodes() > 10 and g.number_of_edges() > 10
    topic_labels = projections.labels(real_store, g)
    best, _ = centrality.top(centrality.pagerank(g), 1)[0]
    assert best.startswith(ID + "topic/")
    assert g.nodes[best]["label"] == topic_labels[best] and not g.nodes[best]["label"].startswith("http")
    co = projections.coauthorship_graph(real_store)
    assert nx.number_connected_components(co) > 1
    assert centrality.eigenvector(co)  # disconnected is fine
    found = communities.louvain(g)
    assert len(found) > 1 and communities.modularity(g, found) > 0
    up, down = trends.risers_and_fallers(real_store)
    assert up and down
    assert _snapshot(real_store) == _snapshot(real_store)
