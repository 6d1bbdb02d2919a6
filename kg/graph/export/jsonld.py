"""Compact JSON-LD with the project's context (author order as ``@list``).

The graph is written as flat node objects under ``ontology/context.jsonld``:
predicates become the context's terms, IRIs its prefixes, literals whose
datatype matches a term's coercion plain strings, and RDF lists under an
``@list`` term arrays. That subset of JSON-LD compaction is done here in one
linear pass: pyld's general algorithm took most of a build's time on small graphs
and did not scale to large ones. Correctness is checked the other way round in the tests: pyld
expands the file back to a graph isomorphic with ``kg.nt``. The context is
embedded, so the file parses offline.
"""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, BinaryIO

from pyoxigraph import BlankNode, Literal, NamedNode, Triple

from kg.graph.export.rdf import Snapshot
from kg.ontology import ontology_file
from kg.vocab import RDF, XSD

_TYPE = RDF + "type"
_FIRST, _REST, _NIL = RDF + "first", RDF + "rest", RDF + "nil"
_STRING = XSD + "string"
Node = NamedNode | BlankNode
Value = str | dict[str, str] | list[Any]
_NO_QUOTED = "kg's graphs hold no RDF-star quoted triples"


@lru_cache(maxsize=1)
def context() -> dict[str, Any]:
    """The ``@context`` object of ``ontology/context.jsonld``."""
    return json.loads(ontology_file("context.jsonld").read_text("utf-8"))["@context"]


@dataclass(frozen=True)
class _Term:
    name: str
    coerce: str | None  # "@id", a datatype IRI, or None
    is_list: bool


class Compactor:
    """Compacts IRIs, predicates and values with one JSON-LD context.

    >>> c = Compactor(context())
    >>> c.iri("https://w3id.org/confkg/id/paper/X"), c.vocab("https://w3id.org/confkg/ontology#Paper")
    ('paper:X', 'Paper')
    """

    def __init__(self, ctx: dict[str, Any]) -> None:
        self.prefixes: list[tuple[str, str]] = []
        self._compacted: dict[str, str] = {}
        self.classes: dict[str, str] = {}
        self.terms: dict[str, _Term] = {}
        self.keywords = {v: k for k, v in ctx.items() if isinstance(v, str) and v.startswith("@")}
        raw = {k: v for k, v in ctx.items() if not k.startswith("@")}
        for name, value in raw.items():
            if isinstance(value, str) and value.endswith(("/", "#")) and not value.startswith("@"):
                self.prefixes.append((name, value))
        self.prefixes.sort(key=lambda p: -len(p[1]))  # longest namespace first: shortest compact IRI
        for name, value in raw.items():
            if isinstance(value, str) and not value.startswith("@") and not value.endswith(("/", "#")):
                self.classes[self._expand(value)] = name
                self.terms.setdefault(self._expand(value), _Term(name, None, False))
            elif isinstance(value, dict):
                coerce = value.get("@type")
                expanded = coerce if coerce in (None, "@id") else self._expand(coerce)
                self.terms[self._expand(value["@id"])] = _Term(name, expanded, value.get("@container") == "@list")

    def _expand(self, value: str) -> str:
        prefix, _, rest = value.partition(":")
        for name, iri in self.prefixes:
            if name == prefix:
                return iri + rest
        return value

    def keyword(self, keyword: str) -> str:
        """The alias the context gives a keyword (``id`` for ``@id``), else the keyword."""
        return self.keywords.get(keyword, keyword)

    def iri(self, value: str) -> str:
        """An IRI as a compact IRI where a prefix covers it (memoized: IRIs recur on many nodes)."""
        known = self._compacted.get(value)
        if known is None:
            known = self._compacted[value] = self._compact_iri(value)
        return known

    def _compact_iri(self, value: str) -> str:
        for name, namespace in self.prefixes:
            local = value[len(namespace):]
            if value.startswith(namespace) and local and not local.startswith("//"):
                return f"{name}:{local}"
        return value

    def vocab(self, value: str) -> str:
        """A class IRI as its term where the context names it."""
        return self.classes.get(value) or self.iri(value)

    def node_id(self, node: Node) -> str:
        """The ``@id`` of a subject or object node."""
        return f"_:{node.value}" if isinstance(node, BlankNode) else self.iri(node.value)

    def value(self, obj: Node | Literal, term: _Term | None) -> Value:
        """One object value under a term (or under a full predicate IRI when ``term`` is None)."""
        if isinstance(obj, Literal):
            datatype = obj.datatype.value
            if obj.language:
                return {"@value": obj.value, "@language": obj.language}
            if term is not None and term.coerce == datatype:
                return obj.value
            if datatype == _STRING and (term is None or term.coerce is None):
                return obj.value
            return {"@value": obj.value, "@type": self.iri(datatype)}
        if term is not None and term.coerce == "@id":
            return self.node_id(obj)
        return {self.keyword("@id"): self.node_id(obj)}


def _lists(by_subject: dict[Node, list[Triple]], referenced: dict[Node, int]) -> dict[BlankNode, list[Node | Literal]]:
    """Well-formed RDF lists: blank-node chains of exactly rdf:first/rdf:rest, each cell referenced once."""
    items: dict[BlankNode, list[Node | Literal]] = {}
    for head in by_subject:
        if not isinstance(head, BlankNode):
            continue
        cells: list[Node | Literal] = []
        node: Node | Literal | Triple = head
        while isinstance(node, BlankNode) and referenced.get(node, 0) == 1:
            props = {t.predicate.value: t.object for t in by_subject.get(node, [])}
            if set(props) != {_FIRST, _REST} or len(by_subject[node]) != 2:
                break
            item = props[_FIRST]
            assert not isinstance(item, Triple), _NO_QUOTED
            cells.append(item)
            node = props[_REST]
        else:
            if isinstance(node, NamedNode) and node.value == _NIL and cells:
                items[head] = cells
    return items


def compact(triples: list[Triple]) -> dict[str, Any]:
    """Compact JSON-LD of distinct triples in canonical order, nodes sorted by id.

    >>> from pyoxigraph import NamedNode, Literal, Triple
    >>> t = Triple(NamedNode("https://w3id.org/confkg/id/paper/X"),
    ...            NamedNode("http://purl.org/dc/terms/title"), Literal("Genie"))
    >>> compact([t])["@graph"]
    [{'id': 'paper:X', 'title': 'Genie'}]
    """
    ctx = context()
    c = Compactor(ctx)
    by_subject: dict[Node, list[Triple]] = defaultdict(list)
    referenced: dict[Node, int] = defaultdict(int)
    for t in triples:
        subject = t.subject
        assert not isinstance(subject, Triple), _NO_QUOTED
        by_subject[subject].append(t)
        if isinstance(t.object, BlankNode):
            referenced[t.object] += 1
    lists = _lists(by_subject, referenced)
    cells = {cell for head in lists for cell in _chain(head, by_subject)}
    nodes = []
    for subject, ts in by_subject.items():
        if subject in cells:
            continue
        node: dict[str, Any] = {c.keyword("@id"): c.node_id(subject)}
        grouped: dict[str | tuple[str, str], list[Value]] = defaultdict(list)
        for t in ts:
            predicate, obj = t.predicate.value, t.object
            assert not isinstance(obj, Triple), _NO_QUOTED
            if predicate == _TYPE and isinstance(obj, NamedNode):
                grouped[c.keyword("@type")].append(c.vocab(obj.value))
            elif predicate in c.terms and c.terms[predicate].is_list and isinstance(obj, BlankNode) and obj in lists:
                # Under an @list term the array is the list; a second list would need the full IRI.
                list_term = c.terms[predicate]
                grouped[(list_term.name, predicate)].append([c.value(i, list_term) for i in lists[obj]])
            else:
                term = c.terms.get(predicate)
                grouped[term.name if term else c.iri(predicate)].append(c.value(obj, term))
        for key in sorted(grouped, key=lambda k: k if isinstance(k, str) else k[0]):
            values = grouped[key]
            if isinstance(key, tuple) and len(values) == 1:
                node[key[0]] = values[0]
            elif isinstance(key, tuple):
                node[c.iri(key[1])] = [{"@list": v} for v in values]
            else:
                node[key] = values[0] if len(values) == 1 else sorted(values, key=_sort_key)
        nodes.append(node)
    nodes.sort(key=lambda n: n[c.keyword("@id")])
    return {"@context": ctx, "@graph": nodes}


def _chain(head: BlankNode, by_subject: dict[Node, list[Triple]]) -> list[BlankNode]:
    out: list[BlankNode] = []
    node: Node | Literal | Triple = head
    while isinstance(node, BlankNode):
        out.append(node)
        node = next(t.object for t in by_subject[node] if t.predicate.value == _REST)
    return out


def _sort_key(value: Value) -> str:
    return value if isinstance(value, str) else json.dumps(value, sort_keys=True, ensure_ascii=False)


def write_jsonld(snapshot: Snapshot, out: BinaryIO) -> None:
    """The merged graph as compact JSON-LD."""
    text = json.dumps(compact(list(snapshot.triples())), ensure_ascii=False, indent=1)
    out.write(text.encode("utf-8") + b"\n")
