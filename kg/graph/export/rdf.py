"""Turtle, N-Triples, TriG and N-Quads through pyoxigraph's serializers, in a canonical order.

The canonical order is the sorted N-Quads/N-Triples text: Rust serializes and
parses, Python only sorts strings (sorting the lines is much faster than sorting
pyoxigraph terms by ``str()``).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import cached_property
from typing import BinaryIO

from pyoxigraph import Quad, QueryTriples, RdfFormat, Store, Triple, parse, serialize

from kg.vocab import PREFIXES, RDF

_TYPE = f"<{RDF}type>"


def _triple_order(line: str) -> tuple[str, bool, str]:
    # Subject first, rdf:type before other predicates: grouped, readable and stable.
    subject, predicate, _ = line.split(" ", 2)
    return subject, predicate != _TYPE, line


def _quad_order(line: str) -> tuple[str, str, bool, str]:
    # Graph names are IRIs (no spaces), the last term before the final " .".
    graph = line.rsplit(" ", 2)[-2]
    return (graph, *_triple_order(line))


class Snapshot:
    """A graph's content as canonical (sorted, distinct) N-Quads, shared by every export of a run.

    A build makes it from the quads it just mapped; ``kg export`` from the store.
    Every quad is in a named graph (the default graph is never used).

    >>> from pyoxigraph import NamedNode, Literal
    >>> g, p = NamedNode("http://x/g"), NamedNode("http://x/p")
    >>> snap = Snapshot.from_quads([Quad(NamedNode("http://x/b"), p, Literal("2"), g),
    ...     Quad(NamedNode("http://x/a"), p, Literal("1"), g)])
    >>> snap.ntriples.decode()
    '<http://x/a> <http://x/p> "1" .\\n<http://x/b> <http://x/p> "2" .\\n'
    """

    def __init__(self, nquads: bytes) -> None:
        # Split on "\n" only: str.splitlines() also splits on U+2028/U+2029/U+0085, which
        # N-Quads keeps raw inside literals (a title with a line separator broke the build).
        lines = set(nquads.decode("utf-8").split("\n"))
        lines.discard("")
        self.nquads = _join(sorted(lines, key=_quad_order))

    @classmethod
    def from_quads(cls, quads: Iterable[Quad]) -> Snapshot:
        """From quads in any order, duplicates allowed."""
        nquads = serialize(quads, format=RdfFormat.N_QUADS)
        assert nquads is not None  # no output given: serialize returns the bytes
        return cls(nquads)

    @classmethod
    def from_store(cls, store: Store) -> Snapshot:
        """From every named graph of a store."""
        nquads = store.dump(format=RdfFormat.N_QUADS)
        assert nquads is not None  # no output given: dump returns the bytes
        return cls(nquads)

    @cached_property
    def ntriples(self) -> bytes:
        """Every distinct triple of every graph (the merged graph) as N-Triples, in canonical order."""
        triples = {line.rsplit(" ", 2)[0] + " ." for line in self.nquads.decode("utf-8").split("\n") if line}
        return _join(sorted(triples, key=_triple_order))

    def triples(self) -> Iterator[Triple]:
        """The merged graph's triples in canonical order."""
        return (q.triple for q in parse(self.ntriples, format=RdfFormat.N_TRIPLES))

    def quads(self) -> Iterator[Quad]:
        """Every quad in canonical order."""
        return parse(self.nquads, format=RdfFormat.N_QUADS)


def _join(lines: list[str]) -> bytes:
    return ("\n".join(lines) + "\n").encode("utf-8") if lines else b""


def write_ntriples(snapshot: Snapshot, out: BinaryIO) -> None:
    """The merged graph as N-Triples."""
    out.write(snapshot.ntriples)


def write_nquads(snapshot: Snapshot, out: BinaryIO) -> None:
    """Every named graph as N-Quads."""
    out.write(snapshot.nquads)


_SCHEME = """PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
CONSTRUCT { ?t ?p ?o } WHERE { GRAPH ?g { ?t a <https://w3id.org/confkg/ontology#Topic> ; ?p ?o
  FILTER(?p IN (<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>, skos:prefLabel, skos:altLabel,
                skos:broader, skos:inScheme)) } }"""


def write_topic_scheme(store: Store, out: BinaryIO) -> None:
    """The SKOS scheme a build ended with (curated concepts plus the notes' own topics), as Turtle."""
    scheme = store.query(_SCHEME)
    assert isinstance(scheme, QueryTriples)  # a CONSTRUCT
    written = scheme.serialize(format=RdfFormat.N_TRIPLES)
    assert written is not None  # no output given: serialize returns the bytes
    text = written.decode("utf-8")
    ordered = _join(sorted(set(text.split("\n")) - {""}, key=_triple_order))
    triples = (q.triple for q in parse(ordered, format=RdfFormat.N_TRIPLES))
    serialize(triples, out, format=RdfFormat.TURTLE, prefixes=PREFIXES)
