"""SHACL validation of a built graph against ``ontology/shapes.ttl`` (pyshacl over rdflib)."""

from __future__ import annotations

from dataclasses import dataclass

import rdflib
from pyoxigraph import Store
from pyshacl import validate as shacl_validate
from rdflib.namespace import SH

from kg.graph.export.rdf import Snapshot
from kg.ontology import ontology_file
from kg.vocab import PREFIXES


@dataclass(frozen=True, order=True)
class Violation:
    """One SHACL result, with terms shortened by our prefixes."""

    focus: str
    shape: str
    path: str
    message: str

    def __str__(self) -> str:
        where = f" {self.path}" if self.path else ""
        return f"{self.focus}: {self.message} (shape {self.shape}{where})"


def _short(node: rdflib.term.Node | None, graph: rdflib.Graph) -> str:
    if node is None:
        return ""
    if isinstance(node, rdflib.BNode):
        return "[]"
    if not isinstance(node, rdflib.term.Identifier):  # not a term (IRIs, literals and variables are)
        return str(node)
    try:
        return graph.namespace_manager.normalizeUri(node)
    except Exception:  # rdflib raises several types for IRIs it cannot shorten
        return str(node)


def validate_store(store: Store) -> list[Violation]:
    """SHACL violations of the merged graph; empty when it conforms."""
    data = rdflib.Graph()
    data.parse(data=Snapshot.from_store(store).ntriples.decode("utf-8"), format="nt")
    return validate_graph(data)


def validate_graph(data: rdflib.Graph) -> list[Violation]:
    """SHACL violations of an rdflib graph against the project's shapes."""
    shapes = rdflib.Graph().parse(ontology_file("shapes.ttl"), format="turtle")
    conforms, results, _ = shacl_validate(data, shacl_graph=shapes, inference="none", allow_warnings=True)
    if conforms:
        return []
    for prefix, iri in PREFIXES.items():
        results.bind(prefix, iri, override=True)
    results.bind("kgsh", "https://w3id.org/confkg/shapes#")
    found = set()
    for result in results.subjects(rdflib.RDF.type, SH.ValidationResult):
        focus = results.value(result, SH.focusNode)
        shape = results.value(result, SH.sourceShape)
        # Property shapes are blank nodes: name the node shape that holds them.
        owner = shapes.value(predicate=SH.property, object=shape) if isinstance(shape, rdflib.BNode) else None
        found.add(
            Violation(
                focus=_short(focus, results),
                shape=_short(owner or shape, results),
                path=_short(results.value(result, SH.resultPath), results),
                message=str(results.value(result, SH.resultMessage) or "does not conform"),
            )
        )
    return sorted(found)
