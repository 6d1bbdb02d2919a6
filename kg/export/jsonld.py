"""Compact JSON-LD with the project's context (author order as ``@list``).

pyoxigraph writes flat, expanded JSON-LD without lists, so the triples go to
pyld as an RDF dataset (pyld recovers RDF lists as ``@list``) and are compacted
with ``ontology/context.jsonld``. The context is embedded so the file parses
offline. The dataset is built from pyoxigraph terms directly: pyld's own
N-Quads parser is quadratic in the number of triples.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from functools import lru_cache
from typing import Any, BinaryIO

from pyld import jsonld
from pyoxigraph import BlankNode, Literal, NamedNode, Store, Triple

from kg.export.rdf import sorted_triples
from kg.ontology import ontology_file

_LANG_STRING = "http://www.w3.org/1999/02/22-rdf-syntax-ns#langString"


@lru_cache(maxsize=1)
def context() -> dict[str, Any]:
    """The ``@context`` object of ``ontology/context.jsonld``."""
    return json.loads(ontology_file("context.jsonld").read_text("utf-8"))["@context"]


def _no_remote(url: str, options: dict[str, Any] | None = None) -> None:
    raise jsonld.JsonLdError(f"remote context {url} refused: kg works offline", "loading document failed")


def _term(node: NamedNode | BlankNode | Literal) -> dict[str, str]:
    if isinstance(node, NamedNode):
        return {"type": "IRI", "value": node.value}
    if isinstance(node, BlankNode):
        return {"type": "blank node", "value": f"_:{node.value}"}
    term = {"type": "literal", "value": node.value, "datatype": node.datatype.value}
    if node.language:
        term.update(datatype=_LANG_STRING, language=node.language)
    return term


def to_dataset(triples: Iterable[Triple]) -> dict[str, list[dict[str, dict[str, str]]]]:
    """pyld's RDF dataset form of distinct triples (all in the default graph)."""
    return {
        "@default": [
            {"subject": _term(t.subject), "predicate": _term(t.predicate), "object": _term(t.object)}
            for t in triples
        ]
    }


def compact(triples: Iterable[Triple]) -> dict[str, Any]:
    """Compact JSON-LD of distinct triples, nodes sorted by ``@id``.

    >>> from pyoxigraph import NamedNode, Literal, Triple
    >>> t = Triple(NamedNode("https://w3id.org/confkg/id/paper/X"),
    ...            NamedNode("http://purl.org/dc/terms/title"), Literal("Genie"))
    >>> compact([t])["@graph"]
    [{'id': 'paper:X', 'title': 'Genie'}]
    """
    expanded = jsonld.from_rdf(to_dataset(triples), {"useNativeTypes": False})
    doc = jsonld.compact(expanded, {"@context": context()}, {"documentLoader": _no_remote, "graph": True})
    doc["@graph"] = sorted(doc.get("@graph", []), key=lambda node: str(node.get("id", "")))
    return doc


def write_jsonld(store: Store, out: BinaryIO) -> None:
    """The merged graph as compact JSON-LD."""
    text = json.dumps(compact(sorted_triples(store)), ensure_ascii=False, indent=1, sort_keys=True)
    out.write(text.encode("utf-8") + b"\n")
