"""Find the entity a user names on the command line: an IRI, a prefixed name, a label, a title or an id.

Names are compared folded (case, accents and punctuation ignored, :func:`kg.keys.fold`). An
unknown or ambiguous name is a one-line :class:`~kg.errors.UsageError` listing close matches,
each with the prefixed IRI that picks it.
"""

from __future__ import annotations

import difflib
from collections import defaultdict

from pyoxigraph import Store

from kg.analysis.projections import solutions
from kg.errors import UsageError
from kg.keys import fold
from kg.sparql.terms import expand as expand_prefixed
from kg.view.details import kind_of
from kg.view.network import shorten
from kg.vocab import DCTERMS, FOAF, ID, KG, PREFIXES, RDFS

SKOS = "http://www.w3.org/2004/02/skos/core#"
#: Properties whose values name an entity.
NAME_PROPERTIES = (
    RDFS + "label", FOAF + "name", SKOS + "prefLabel", SKOS + "altLabel", DCTERMS + "title",
    KG + "openreviewId", KG + "arxivId", KG + "citeKey",
)
#: How many close matches an error lists.
SUGGESTIONS = 5


def compact(iri: str) -> str:
    """An IRI as ``prefix:local`` when a kg prefix covers it.

    >>> compact("https://w3id.org/confkg/id/person/yuandong-tian"), compact("https://example.org/x")
    ('person:yuandong-tian', 'https://example.org/x')
    """
    best = max((ns for ns in PREFIXES.values() if iri.startswith(ns)), key=len, default=None)
    if best is None:
        return iri
    prefix = next(p for p, ns in sorted(PREFIXES.items()) if ns == best)
    return f"{prefix}:{iri[len(best):]}"


def expand(text: str) -> str | None:
    """The IRI a full IRI or a ``prefix:local`` name stands for, else None.

    >>> expand("topic:training"), expand("<https://example.org/x>"), expand("Training")
    ('https://w3id.org/confkg/id/topic/training', 'https://example.org/x', None)
    """
    text = text.strip()
    if text.startswith("<") and text.endswith(">"):
        text = text[1:-1]
    if text.startswith(("http://", "https://")):
        return text
    return expand_prefixed(text)


def entity_names(store: Store) -> dict[str, list[tuple[str, str]]]:
    """Folded name → [(entity IRI, name as written)] for every paper, person, topic and method.

    >>> from kg.analysis.examples import example_store
    >>> entity_names(example_store())["m1"]
    [('https://w3id.org/confkg/id/method/m1', 'M1')]
    """
    values = " ".join(f"<{p}>" for p in NAME_PROPERTIES)
    query = f"SELECT DISTINCT ?s ?name WHERE {{ VALUES ?p {{ {values} }} ?s ?p ?name FILTER(isIRI(?s)) }}"
    found: dict[str, set[tuple[str, str]]] = defaultdict(set)
    for row in solutions(store, query):
        iri, name = row["s"].value, row["name"].value
        if kind_of(iri) != "node" and fold(name):
            found[fold(name)].add((iri, name))
    return {key: sorted(entries) for key, entries in sorted(found.items())}


def _known(store: Store, iri: str) -> bool:
    query = f"ASK {{ {{ <{iri}> ?p ?o }} UNION {{ ?s ?p <{iri}> }} }}"
    return bool(store.query(query, use_default_graph_as_union=True))


def _describe(iri: str, name: str) -> str:
    return f'"{shorten(name, 60)}" ({kind_of(iri)}, {compact(iri)})'


def resolve_entity(store: Store, text: str) -> str:
    """The IRI of the one entity ``text`` names; a :class:`UsageError` listing close matches otherwise.

    >>> from kg.analysis.examples import example_store
    >>> store = example_store()
    >>> resolve_entity(store, "gamma"), resolve_entity(store, "paper:p2")
    ('https://w3id.org/confkg/id/topic/gamma', 'https://w3id.org/confkg/id/paper/p2')
    >>> resolve_entity(store, "Gama")
    Traceback (most recent call last):
    kg.errors.UsageError: unknown entity 'Gama'; close matches: "Gamma" (topic, topic:gamma)
    """
    iri = expand(text)
    if iri is not None:
        if iri.startswith(ID) and _known(store, iri):
            return iri
        raise UsageError(f"unknown entity {text!r}: no such IRI in the graph")
    names = entity_names(store)
    key = fold(text)
    hits = names.get(key, [])
    entities = sorted({iri for iri, _ in hits})
    if len(entities) == 1:
        return entities[0]
    if len(entities) > 1:
        first = {iri: name for iri, name in reversed(hits)}
        listed = ", ".join(_describe(iri, first[iri]) for iri in entities[:SUGGESTIONS])
        more = f" (+{len(entities) - SUGGESTIONS} more)" if len(entities) > SUGGESTIONS else ""
        raise UsageError(f"{text!r} names {len(entities)} entities: {listed}{more}; give one of these IRIs")
    raise UsageError(f"unknown entity {text!r}; " + _suggest(names, key))


def _suggest(names: dict[str, list[tuple[str, str]]], key: str) -> str:
    """Close matches: similar spellings first, then names containing every word of the text."""
    if not key:
        return "give a name, title, OpenReview id or IRI"
    words = key.split()
    containing = [k for k in names if all(word in k.split() for word in words)][:SUGGESTIONS]
    similar = difflib.get_close_matches(key, list(names), n=SUGGESTIONS, cutoff=0.6)
    chosen = list(dict.fromkeys(similar + containing))[:SUGGESTIONS]
    if not chosen:
        return "no close matches (names, titles, OpenReview/arXiv ids and IRIs are accepted)"
    return "close matches: " + ", ".join(_describe(*names[k][0]) for k in chosen)
