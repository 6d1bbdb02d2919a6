"""A tiny store with kg terms, for doctests and tests.

Four papers, two ICML editions, three topics, four authors and two methods:

====  ===========  ==============  =========  =================
paper edition      topics          authors    methods
====  ===========  ==============  =========  =================
p1    ICML 2024    Alpha, Beta     x, y       proposes M1
p2    ICML 2024    Alpha, Beta,    x, z       mentions M1
                   Gamma
p3    ICML 2025    Gamma           y
p4    ICML 2025    Beta, Gamma     z, w       proposes M2
====  ===========  ==============  =========  =================
"""

from __future__ import annotations

from pyoxigraph import NamedNode, RdfFormat, Store

EXAMPLE_GRAPH = "https://w3id.org/confkg/id/graph/example"

EXAMPLE_TURTLE = """
@prefix kg: <https://w3id.org/confkg/ontology#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
@prefix paper: <https://w3id.org/confkg/id/paper/> .
@prefix person: <https://w3id.org/confkg/id/person/> .
@prefix topic: <https://w3id.org/confkg/id/topic/> .
@prefix method: <https://w3id.org/confkg/id/method/> .
@prefix venue: <https://w3id.org/confkg/id/venue/> .

paper:p1 a kg:Paper ; rdfs:label "Paper 1" ; kg:presentedAt venue:icml-2024 ;
    kg:hasTopic topic:alpha , topic:beta ; kg:hasAuthor person:x , person:y ; kg:proposes method:m1 .
paper:p2 a kg:Paper ; rdfs:label "Paper 2" ; kg:presentedAt venue:icml-2024 ;
    kg:hasTopic topic:alpha , topic:beta , topic:gamma ; kg:hasAuthor person:x , person:z ; kg:mentions method:m1 .
paper:p3 a kg:Paper ; rdfs:label "Paper 3" ; kg:presentedAt venue:icml-2025 ;
    kg:hasTopic topic:gamma ; kg:hasAuthor person:y .
paper:p4 a kg:Paper ; rdfs:label "Paper 4" ; kg:presentedAt venue:icml-2025 ;
    kg:hasTopic topic:beta , topic:gamma ; kg:hasAuthor person:z , person:w ; kg:proposes method:m2 .
topic:alpha a kg:Topic ; skos:prefLabel "Alpha"@en .
topic:beta a kg:Topic ; skos:prefLabel "Beta"@en .
topic:gamma a kg:Topic ; skos:prefLabel "Gamma"@en .
person:x a kg:Person ; rdfs:label "X" .
person:y a kg:Person ; rdfs:label "Y" .
person:z a kg:Person ; rdfs:label "Z" .
person:w a kg:Person ; rdfs:label "W" .
method:m1 a kg:Method ; rdfs:label "M1" .
method:m2 a kg:Method ; rdfs:label "M2" .
venue:icml a kg:Venue ; rdfs:label "ICML" .
venue:icml-2024 a kg:VenueEdition ; rdfs:label "ICML 2024" ; kg:year 2024 ; kg:series venue:icml .
venue:icml-2025 a kg:VenueEdition ; rdfs:label "ICML 2025" ; kg:year 2025 ; kg:series venue:icml .
"""


def example_store() -> Store:
    """An in-memory store holding the example above in one named graph.

    >>> len(example_store())
    58
    """
    store = Store()
    store.load(EXAMPLE_TURTLE.encode(), format=RdfFormat.TURTLE, to_graph=NamedNode(EXAMPLE_GRAPH))
    return store
