"""Turtle, N-Triples, TriG and N-Quads through pyoxigraph's serializers, in a canonical order."""

from __future__ import annotations

from collections.abc import Iterable
from typing import BinaryIO

from pyoxigraph import NamedNode, Quad, RdfFormat, Store, Triple, serialize

from kg.vocab import PREFIXES, RDF

_TYPE = NamedNode(RDF + "type")


def _triple_key(t: Triple | Quad) -> tuple[str, bool, str, str]:
    # Subject first, rdf:type before other predicates: grouped, readable and stable.
    return str(t.subject), t.predicate != _TYPE, str(t.predicate), str(t.object)


def sorted_triples(store: Store) -> list[Triple]:
    """Every distinct triple of every graph (the merged graph), in canonical order."""
    return sorted({q.triple for q in store}, key=_triple_key)


def sorted_quads(store: Store) -> list[Quad]:
    """Every quad, grouped by graph, in canonical order."""
    return sorted(store, key=lambda q: (str(q.graph_name), *_triple_key(q)))


def write(items: Iterable[Triple] | Iterable[Quad], out: BinaryIO, fmt: RdfFormat) -> None:
    """Serialize with our prefixes where the format has them."""
    prefixes = PREFIXES if fmt in (RdfFormat.TURTLE, RdfFormat.TRIG) else None
    serialize(items, out, format=fmt, prefixes=prefixes)


def write_turtle(store: Store, out: BinaryIO) -> None:
    """The merged graph as Turtle."""
    write(sorted_triples(store), out, RdfFormat.TURTLE)


def write_ntriples(store: Store, out: BinaryIO) -> None:
    """The merged graph as N-Triples."""
    write(sorted_triples(store), out, RdfFormat.N_TRIPLES)


def write_trig(store: Store, out: BinaryIO) -> None:
    """Every named graph as TriG."""
    write(sorted_quads(store), out, RdfFormat.TRIG)


def write_nquads(store: Store, out: BinaryIO) -> None:
    """Every named graph as N-Quads."""
    write(sorted_quads(store), out, RdfFormat.N_QUADS)
