"""Counts of what a built graph holds, by SPARQL over the store."""

from __future__ import annotations

from pyoxigraph import QuerySolutions, Store

_CLASSES = {
    "documents": "kg:SourceDocument",
    "papers": "kg:Paper",
    "people": "kg:Person",
    "methods": "kg:Method",
    "topics": "kg:Topic",
    "venue editions": "kg:VenueEdition",
}
_PREFIX = "PREFIX kg: <https://w3id.org/confkg/ontology#>\n"


def _count(store: Store, query: str) -> int:
    solutions = store.query(_PREFIX + query)
    assert isinstance(solutions, QuerySolutions)  # a SELECT
    rows = list(solutions)
    return int(rows[0][0].value) if rows else 0


def graph_stats(store: Store) -> dict[str, int]:
    """Entities per class, distinct triples and named graphs.

    >>> from pyoxigraph import Store, Quad, NamedNode
    >>> s = Store()
    >>> s.add(Quad(NamedNode("http://x/p"), NamedNode("http://www.w3.org/1999/02/22-rdf-syntax-ns#type"),
    ...            NamedNode("https://w3id.org/confkg/ontology#Paper"), NamedNode("http://x/g")))
    >>> graph_stats(s)["papers"], graph_stats(s)["triples"]
    (1, 1)
    """
    counts = {
        label: _count(store, f"SELECT (COUNT(DISTINCT ?s) AS ?n) WHERE {{ GRAPH ?g {{ ?s a {cls} }} }}")
        for label, cls in _CLASSES.items()
    }
    counts["triples"] = _count(
        store, "SELECT (COUNT(*) AS ?n) WHERE { SELECT DISTINCT ?s ?p ?o WHERE { GRAPH ?g { ?s ?p ?o } } }"
    )
    counts["graphs"] = _count(store, "SELECT (COUNT(DISTINCT ?g) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } }")
    return counts
