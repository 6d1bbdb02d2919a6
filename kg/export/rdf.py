"""Turtle, N-Triples, TriG and N-Quads through pyoxigraph's serializers, in a canonical order."""

from __future__ import annotations

from functools import cached_property
from typing import BinaryIO

from pyoxigraph import NamedNode, Quad, RdfFormat, Store, Triple, serialize

from kg.vocab import PREFIXES, RDF

_TYPE = NamedNode(RDF + "type")


def _triple_key(t: Triple | Quad) -> tuple[str, bool, str, str]:
    # Subject first, rdf:type before other predicates: grouped, readable and stable.
    return str(t.subject), t.predicate != _TYPE, str(t.predicate), str(t.object)


class Snapshot:
    """The store's content in canonical order, computed once for every export of a run."""

    def __init__(self, store: Store) -> None:
        self.store = store

    @cached_property
    def quads(self) -> list[Quad]:
        """Every quad, grouped by graph, in canonical order."""
        return sorted(self.store, key=lambda q: (str(q.graph_name), *_triple_key(q)))

    @cached_property
    def triples(self) -> list[Triple]:
        """Every distinct triple of every graph (the merged graph), in canonical order."""
        return sorted({q.triple for q in self.quads}, key=_triple_key)


def _write(items: list[Triple] | list[Quad], out: BinaryIO, fmt: RdfFormat) -> None:
    prefixes = PREFIXES if fmt in (RdfFormat.TURTLE, RdfFormat.TRIG) else None
    serialize(items, out, format=fmt, prefixes=prefixes)


def write_turtle(snapshot: Snapshot, out: BinaryIO) -> None:
    """The merged graph as Turtle."""
    _write(snapshot.triples, out, RdfFormat.TURTLE)


def write_ntriples(snapshot: Snapshot, out: BinaryIO) -> None:
    """The merged graph as N-Triples."""
    _write(snapshot.triples, out, RdfFormat.N_TRIPLES)


def write_trig(snapshot: Snapshot, out: BinaryIO) -> None:
    """Every named graph as TriG."""
    _write(snapshot.quads, out, RdfFormat.TRIG)


def write_nquads(snapshot: Snapshot, out: BinaryIO) -> None:
    """Every named graph as N-Quads."""
    _write(snapshot.quads, out, RdfFormat.N_QUADS)
