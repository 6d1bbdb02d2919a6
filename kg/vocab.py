"""Namespaces of the ontology contract and the prefixes used in every export.

Only IRIs live here; minting resource IRIs is the job of :mod:`kg.graph.mapping`.
"""

from __future__ import annotations

from pyoxigraph import NamedNode

KG = "https://w3id.org/confkg/ontology#"
ID = "https://w3id.org/confkg/id/"
RDF = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
RDFS = "http://www.w3.org/2000/01/rdf-schema#"
XSD = "http://www.w3.org/2001/XMLSchema#"
OWL = "http://www.w3.org/2002/07/owl#"
SKOS = "http://www.w3.org/2004/02/skos/core#"
FOAF = "http://xmlns.com/foaf/0.1/"
SCHEMA = "https://schema.org/"
DCTERMS = "http://purl.org/dc/terms/"
PROV = "http://www.w3.org/ns/prov#"
FABIO = "http://purl.org/spar/fabio/"
SH = "http://www.w3.org/ns/shacl#"

#: Prefixes written into Turtle and TriG exports (sorted for stable output).
PREFIXES: dict[str, str] = {
    "analysis": ID + "analysis/",
    "authorship": ID + "authorship/",
    "community": ID + "community/",
    "dcterms": DCTERMS,
    "doc": ID + "document/",
    "foaf": FOAF,
    "graph": ID + "graph/",
    "kg": KG,
    "mention": ID + "mention/",
    "method": ID + "method/",
    "paper": ID + "paper/",
    "person": ID + "person/",
    "prov": PROV,
    "rdf": RDF,
    "rdfs": RDFS,
    "review": ID + "review/",
    "schema": SCHEMA,
    "skos": SKOS,
    "statistic": ID + "statistic/",
    "talk": ID + "talk/",
    "topic": ID + "topic/",
    "venue": ID + "venue/",
    "xsd": XSD,
}


def kg(term: str) -> NamedNode:
    """An ontology term.

    >>> kg("Paper").value
    'https://w3id.org/confkg/ontology#Paper'
    """
    return NamedNode(KG + term)


def term(namespace: str, local: str) -> NamedNode:
    """A term of any namespace.

    >>> term(SKOS, "broader").value
    'http://www.w3.org/2004/02/skos/core#broader'
    """
    return NamedNode(namespace + local)
