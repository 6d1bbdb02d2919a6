"""The one parser of a user's string into an RDF term, and the term types every room shares.

Saved-query parameters (``--param NAME=VALUE``), the endpoint's ``$NAME`` bindings
and the names ``kg view ego`` takes all go through :func:`parse_term`; values
become pyoxigraph terms, never text pasted into a query.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from decimal import Decimal, InvalidOperation

from pyoxigraph import BlankNode, Literal, NamedNode, RdfFormat, Triple, parse

from kg.vocab import PREFIXES, XSD

#: Any RDF term pyoxigraph gives back (a quoted triple included).
Term = NamedNode | BlankNode | Literal | Triple

_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*:")
_NOT_IN_LOCAL = re.compile(r"[\s<>\"{}|^`\\]")
_INTEGER = re.compile(r"[+-]?[0-9]+")
_DECIMAL = re.compile(r"[+-]?[0-9]*\.[0-9]+")


def expand(name: str) -> str | None:
    """The IRI of a ``prefix:local`` name whose prefix is one of kg's (:data:`kg.vocab.PREFIXES`), else None.

    >>> expand("topic:training"), expand("http://example.org/x"), expand("Training"), expand("topic:a b")
    ('https://w3id.org/confkg/id/topic/training', None, None, None)
    """
    prefix, colon, local = name.partition(":")
    if colon and prefix in PREFIXES and local and not local.startswith("//") and not _NOT_IN_LOCAL.search(local):
        return PREFIXES[prefix] + local
    return None


def _literal(value: str) -> Literal:
    return Literal(value)


def _iri(value: str) -> NamedNode:
    value = expand(value) or value
    if not _SCHEME.match(value):
        raise ValueError("not an absolute IRI")
    return NamedNode(value)


def _integer(value: str) -> Literal:
    if not _INTEGER.fullmatch(value.strip()):
        raise ValueError("not an integer")
    return Literal(str(int(value)), datatype=NamedNode(XSD + "integer"))


def _decimal(value: str) -> Literal:
    try:
        number = Decimal(value.strip())
    except InvalidOperation:
        raise ValueError("not a decimal number") from None
    if not number.is_finite():
        raise ValueError("not a decimal number")
    return Literal(format(number, "f"), datatype=NamedNode(XSD + "decimal"))


def _ntriples(text: str) -> NamedNode | Literal:
    try:
        triples = list(parse(f"<urn:s> <urn:p> {text} .", format=RdfFormat.N_TRIPLES))
    except SyntaxError:
        raise ValueError(f"not an RDF term in N-Triples syntax: {text!r}") from None
    if len(triples) != 1:
        raise ValueError(f"not one RDF term: {text!r}")
    term = triples[0].object
    if not isinstance(term, NamedNode | Literal):
        raise ValueError(f"a blank node cannot be bound: {text!r}")
    return term


def _any(value: str) -> NamedNode | Literal:
    text = value.strip()
    if text[:1] in ("<", '"', "'", "_"):
        return _ntriples(text)
    if expand(text):
        return _iri(text)
    if _INTEGER.fullmatch(text):
        return _integer(text)
    if _DECIMAL.fullmatch(text):
        return _decimal(text)
    return Literal(value)


#: How a string becomes a term, per kind: a saved query's parameter kinds, and ``any`` for untyped values.
TERM_KINDS: dict[str, Callable[[str], NamedNode | Literal]] = {
    "literal": _literal,
    "iri": _iri,
    "integer": _integer,
    "decimal": _decimal,
    "any": _any,
}


def parse_term(value: str, kind: str = "any") -> NamedNode | Literal:
    """``value`` as an RDF term of ``kind`` (a key of :data:`TERM_KINDS`); ValueError says why not.

    ``any`` reads a term in N-Triples syntax as given, a ``prefix:local`` name of kg's
    prefixes as that IRI, a number as ``xsd:integer``/``xsd:decimal``, anything else as a string.

    >>> for v in ("person:yuandong-tian", "2024", '"GaLore"@en', "Yuandong Tian"):
    ...     print(parse_term(v))
    <https://w3id.org/confkg/id/person/yuandong-tian>
    "2024"^^<http://www.w3.org/2001/XMLSchema#integer>
    "GaLore"@en
    "Yuandong Tian"
    >>> parse_term("paper:LRkJwPIDuE", "iri").value
    'https://w3id.org/confkg/id/paper/LRkJwPIDuE'
    >>> parse_term("NaN", "decimal")
    Traceback (most recent call last):
    ValueError: not a decimal number
    """
    return TERM_KINDS[kind](value)
