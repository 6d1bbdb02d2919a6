"""Records to RDF quads: the only module that mints IRIs and states triples.

Each document's facts go to its own named graph
``https://w3id.org/confkg/id/graph/<document-stem>``; identities come from
:mod:`kg.resolve`, so the same paper or person has one IRI in every graph.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from pyoxigraph import BlankNode, Literal, NamedNode, Quad

from kg.ids import arxiv_url, openreview_url
from kg.keys import person_key, slug
from kg.records import Extraction, Paper, VenueEdition
from kg.resolve import RecordRef, Resolution
from kg.vocab import DCTERMS, FOAF, ID, PROV, RDF, RDFS, SCHEMA, SKOS, XSD, kg, term

A = term(RDF, "type")
RDFS_LABEL = term(RDFS, "label")
_INTEGER = NamedNode(XSD + "integer")
_BOOLEAN = NamedNode(XSD + "boolean")
_UNSAFE_BNODE = re.compile(r"[^A-Za-z0-9_-]")
TOPIC_SCHEME = NamedNode(ID + "scheme/topics")


def resource(kind: str, key: str) -> NamedNode:
    """The IRI of a resource: ``https://w3id.org/confkg/id/<kind>/<key>``.

    >>> resource("paper", "frA0NNBS1n").value
    'https://w3id.org/confkg/id/paper/frA0NNBS1n'
    """
    return NamedNode(f"{ID}{kind}/{key}")


def graph_iri(document: str) -> NamedNode:
    """The named graph holding one document's facts.

    >>> graph_iri("icml-2024-orals").value
    'https://w3id.org/confkg/id/graph/icml-2024-orals'
    """
    return resource("graph", document)


def integer(value: int) -> Literal:
    """An ``xsd:integer`` literal."""
    return Literal(str(value), datatype=_INTEGER)


def boolean(value: bool) -> Literal:
    """An ``xsd:boolean`` literal."""
    return Literal("true" if value else "false", datatype=_BOOLEAN)


def venue_iris(venue: VenueEdition) -> tuple[NamedNode, NamedNode]:
    """IRIs of a venue series and of one edition.

    >>> [i.value.rsplit("/", 1)[1] for i in venue_iris(VenueEdition("ICML", 2024))]
    ['icml', 'icml-2024']
    """
    return resource("venue", slug(venue.series)), resource("venue", slug(venue.label))


class _GraphWriter:
    """Collects the quads of one document's graph."""

    def __init__(self, resolution: Resolution, index: int) -> None:
        self.res = resolution
        self.ex: Extraction = resolution.extractions[index]
        self.index = index
        self.graph = graph_iri(self.ex.document)
        self.doc = resource("document", self.ex.document)

    def q(self, s: NamedNode | BlankNode, p: NamedNode, o: NamedNode | BlankNode | Literal) -> Quad:
        return Quad(s, p, o, self.graph)

    def quads(self) -> Iterator[Quad]:
        yield self.q(self.doc, A, kg("SourceDocument"))
        yield self.q(self.doc, kg("path"), Literal(self.ex.path))
        if self.ex.title:
            yield self.q(self.doc, term(DCTERMS, "title"), Literal(self.ex.title))
        for j, paper in enumerate(self.ex.papers):
            yield from self.paper((self.index, j), paper)

    def paper(self, ref: RecordRef, paper: Paper) -> Iterator[Quad]:
        key = self.res.paper_key[ref]
        node = resource("paper", key)
        yield self.q(node, A, kg("Paper"))
        title = self.res.paper_title.get(key) if paper.title else None
        if title:
            yield self.q(node, term(DCTERMS, "title"), Literal(title))
            if title.lower().startswith("position:"):
                yield self.q(node, A, kg("PositionPaper"))
        yield self.q(node, term(PROV, "wasDerivedFrom"), self.doc)
        if paper.year:
            yield self.q(node, kg("year"), integer(paper.year))
        if paper.venue:
            yield from self.venue(node, paper.venue)
        if paper.openreview_id:
            yield self.q(node, kg("openreviewId"), Literal(paper.openreview_id))
            yield self.q(node, term(SCHEMA, "sameAs"), NamedNode(openreview_url(paper.openreview_id)))
        if paper.arxiv_id:
            yield self.q(node, kg("arxivId"), Literal(paper.arxiv_id))
            yield self.q(node, term(SCHEMA, "sameAs"), NamedNode(arxiv_url(paper.arxiv_id)))
        if self.res.author_source.get(key) == ref:
            yield from self.authors(node, key, paper)
        for path in paper.topics:
            yield from self.topics(node, path)
        mention = resource("mention", f"{key}-{self.ex.document}-{paper.mention.line}")
        yield self.q(node, kg("mention"), mention)
        yield self.q(mention, A, kg("Mention"))
        yield self.q(mention, kg("inDocument"), self.doc)
        yield self.q(mention, kg("line"), integer(paper.mention.line))

    def venue(self, node: NamedNode, venue: VenueEdition) -> Iterator[Quad]:
        series, edition = venue_iris(venue)
        yield self.q(node, kg("presentedAt"), edition)
        yield self.q(edition, A, kg("VenueEdition"))
        yield self.q(edition, RDFS_LABEL, Literal(venue.label))
        yield self.q(edition, kg("series"), series)
        yield self.q(edition, kg("year"), integer(venue.year))
        yield self.q(series, A, kg("Venue"))
        yield self.q(series, RDFS_LABEL, Literal(venue.series))

    def authors(self, node: NamedNode, key: str, paper: Paper) -> Iterator[Quad]:
        if paper.authors_complete is not None:
            yield self.q(node, kg("authorsComplete"), boolean(paper.authors_complete))
        safe = _UNSAFE_BNODE.sub("_", key)
        cells = [BlankNode(f"authors-{safe}-{n}") for n in range(1, len(paper.authors) + 1)]
        yield self.q(node, kg("authorList"), cells[0])
        for n, author in enumerate(paper.authors, start=1):
            pkey = person_key(author.name)
            person = resource("person", pkey)
            name = Literal(self.res.person_name[pkey])
            yield self.q(person, A, kg("Person"))
            yield self.q(person, term(FOAF, "name"), name)
            yield self.q(person, RDFS_LABEL, name)
            yield self.q(node, kg("hasAuthor"), person)
            authorship = resource("authorship", f"{key}-{n}")
            yield self.q(node, kg("authorship"), authorship)
            yield self.q(authorship, A, kg("Authorship"))
            yield self.q(authorship, kg("author"), person)
            yield self.q(authorship, kg("position"), integer(n))
            yield self.q(authorship, kg("rawName"), Literal(author.raw))
            yield self.q(cells[n - 1], term(RDF, "first"), person)
            yield self.q(cells[n - 1], term(RDF, "rest"), cells[n] if n < len(cells) else term(RDF, "nil"))

    def topics(self, node: NamedNode, path: tuple[str, ...]) -> Iterator[Quad]:
        parent: NamedNode | None = None
        for label in path:
            key = slug(label)
            if not key:
                continue
            topic = resource("topic", key)
            yield self.q(topic, A, kg("Topic"))
            yield self.q(topic, term(SKOS, "prefLabel"), Literal(self.res.topic_label[key]))
            yield self.q(topic, term(SKOS, "inScheme"), TOPIC_SCHEME)
            if parent is not None and parent != topic:
                yield self.q(topic, term(SKOS, "broader"), parent)
            parent = topic
        if parent is not None:
            yield self.q(node, kg("hasTopic"), parent)



def to_quads(resolution: Resolution) -> Iterator[Quad]:
    """Every quad of a build, one named graph per document (duplicates possible; stores dedupe)."""
    for index in range(len(resolution.extractions)):
        yield from _GraphWriter(resolution, index).quads()
