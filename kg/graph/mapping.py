"""Records to RDF quads: the only module that mints IRIs and states triples.

Each document's facts go to its own named graph
``https://w3id.org/confkg/id/graph/<document-stem>``; identities come from
:mod:`kg.graph.resolve`, so the same paper or person has one IRI in every graph.
Helper nodes (authorships, reviews, mentions) get flat IRIs
(``…/authorship/<paper-key>-<n>``): rdflib's Turtle writer goes quadratic on
deep per-paper paths.
"""

from __future__ import annotations

import re
from collections.abc import Generator, Iterator
from decimal import Decimal
from urllib.parse import quote

from pyoxigraph import BlankNode, Literal, NamedNode, Quad

from kg.graph.resolve import RecordRef, Resolution
from kg.ids import ID_PROPERTIES, ID_URLS, arxiv_url, openreview_url
from kg.keys import person_key, slug
from kg.records import Event, Extraction, LinkRole, Method, Paper, Statistic, VenueEdition
from kg.vocab import DCTERMS, FOAF, ID, PROV, RDF, RDFS, SCHEMA, SKOS, XSD, kg, term

A = term(RDF, "type")
RDFS_LABEL = term(RDFS, "label")
_INTEGER = NamedNode(XSD + "integer")
_DECIMAL = NamedNode(XSD + "decimal")
_BOOLEAN = NamedNode(XSD + "boolean")
#: What an id may keep unescaped in its page's address (RFC 3986 path characters).
_ID_SAFE = "/:;()._-+,=@!$&'*~"
_UNSAFE = re.compile(r"[^A-Za-z0-9_.-]")
TOPIC_SCHEME = NamedNode(ID + "scheme/topics")

#: Predicate for each kind of link a note attaches to a paper.
LINK_PREDICATES: dict[LinkRole, NamedNode] = {
    LinkRole.POSTER: kg("poster"),
    LinkRole.CODE: term(SCHEMA, "codeRepository"),
    LinkRole.PDF: kg("pdf"),
    LinkRole.PAGE: term(SCHEMA, "url"),
    LinkRole.VIDEO: kg("video"),
}
#: Class of each event kind; unknown kinds are plain talks.
EVENT_CLASSES: dict[str, str] = {"tutorial": "Tutorial", "talk": "Talk", "keynote": "Talk", "panel": "Talk"}
#: Class of each venue statistic kind.
STATISTIC_CLASSES: dict[str, str] = {"rating-quantile": "RatingQuantile", "keyword-count": "KeywordCount"}


def _safe(unsafe: re.Match[str]) -> str:
    """An ASCII character an IRI path should not hold becomes "_"; a letter of another script is percent-encoded,
    so two names in that script keep two IRIs."""
    char = unsafe.group(0)
    return "_" if char.isascii() else quote(char, safe="")


def resource(kind: str, key: str) -> NamedNode:
    """The IRI of a resource: ``https://w3id.org/confkg/id/<kind>/<key>``.

    >>> resource("paper", "frA0NNBS1n").value
    'https://w3id.org/confkg/id/paper/frA0NNBS1n'
    >>> resource("person", "张博航").value
    'https://w3id.org/confkg/id/person/%E5%BC%A0%E5%8D%9A%E8%88%AA'
    """
    return NamedNode(f"{ID}{kind}/{_UNSAFE.sub(_safe, key)}")


def graph_iri(document: str) -> NamedNode:
    """The named graph holding one document's facts.

    >>> graph_iri("icml-2024-orals").value
    'https://w3id.org/confkg/id/graph/icml-2024-orals'
    """
    return resource("graph", document)


def integer(value: int) -> Literal:
    """An ``xsd:integer`` literal."""
    return Literal(str(value), datatype=_INTEGER)


def decimal(value: Decimal) -> Literal:
    """An ``xsd:decimal`` literal in XSD 1.1 canonical form, as Oxigraph stores it.

    >>> decimal(Decimal("8.0")).value, decimal(Decimal("4.330")).value, decimal(Decimal("80")).value
    ('8', '4.33', '80')
    """
    return Literal(format(value.normalize(), "f"), datatype=_DECIMAL)


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
    """Produces the quads of one document's graph."""

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
        for rel in self.ex.relations:
            yield self.q(self.paper_node(rel.source), kg("relatedTo"), self.paper_node(rel.target))
        for event in self.ex.events:
            yield from self.event(event)
        for stat in self.ex.statistics:
            yield from self.statistic(stat)

    def paper_node(self, j: int) -> NamedNode:
        return resource("paper", self.res.paper_key[(self.index, j)])

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
        if (paper.year or paper.venue) and key in self.res.paper_year:
            yield self.q(node, kg("year"), integer(self.res.paper_year[key]))
        if paper.venue:
            yield from self.venue(node, paper.venue)
        elif paper.series:
            venue_series = yield from self.series(paper.series)
            yield self.q(node, kg("publishedIn"), venue_series)
        if paper.openreview_id:
            yield self.q(node, kg("openreviewId"), Literal(paper.openreview_id))
            yield self.q(node, term(SCHEMA, "sameAs"), NamedNode(openreview_url(paper.openreview_id)))
        if paper.arxiv_id:
            yield self.q(node, kg("arxivId"), Literal(paper.arxiv_id))
            yield self.q(node, term(SCHEMA, "sameAs"), NamedNode(arxiv_url(paper.arxiv_id)))
        for kind, value in paper.ids:
            yield self.q(node, kg(ID_PROPERTIES[kind]), Literal(value))
            if kind in ID_URLS:
                # (a DOI may hold characters an IRI may not: "10.1002/(sici)…<141::aid-bimj141>3.0.co;2-a")
                yield self.q(node, term(SCHEMA, "sameAs"), NamedNode(ID_URLS[kind].format(quote(value, safe=_ID_SAFE))))
        if paper.cite_key:
            yield self.q(node, kg("citeKey"), Literal(paper.cite_key))
        if self.res.author_source.get(key) == ref:
            yield from self.authors(node, key, paper)
        if self.res.review_source.get(key) == ref:
            yield from self.reviews(node, key, paper)
        for path in paper.topics:
            yield from self.topics(node, path)
        for keyword in paper.keywords:
            topic = yield from self.topic(keyword)
            if topic is not None:
                yield self.q(node, kg("hasKeyword"), topic)
                yield self.q(node, kg("hasTopic"), topic)
        for predicate, values in ((kg("tag"), paper.tags), (kg("noteFlag"), paper.flags), (kg("award"), paper.awards)):
            for value in values:
                yield self.q(node, predicate, Literal(value))
        for predicate, text in (
            (kg("summary"), paper.summary), (kg("quote"), paper.quote), (term(DCTERMS, "abstract"), paper.abstract)
        ):
            if text:
                yield self.q(node, predicate, Literal(text))
        for role, url in paper.links:
            if (link := _iri(url)) is not None:
                yield self.q(node, LINK_PREDICATES[role], link)
        for method in paper.proposes:
            yield from self.method(node, method)
        for method in paper.mentions:
            yield from self.method(node, method, "mentions")
        for key in paper.text_topics:
            topic = yield from self.concept(key)
            yield self.q(node, kg("mentionsTopic"), topic)
            yield self.q(node, kg("hasTopic"), topic)
        mention = resource("mention", f"{key}-{self.ex.document}-{paper.mention.line}")
        yield self.q(node, kg("mention"), mention)
        yield self.q(mention, A, kg("Mention"))
        yield self.q(mention, kg("inDocument"), self.doc)
        yield self.q(mention, kg("line"), integer(paper.mention.line))

    def venue(self, node: NamedNode, venue: VenueEdition) -> Iterator[Quad]:
        edition = yield from self.edition(venue)
        yield self.q(node, kg("presentedAt"), edition)

    def edition(self, venue: VenueEdition) -> Generator[Quad, None, NamedNode]:
        series, edition = venue_iris(venue)
        yield self.q(edition, A, kg("VenueEdition"))
        yield self.q(edition, RDFS_LABEL, Literal(venue.label))
        yield self.q(edition, kg("series"), series)
        yield self.q(edition, kg("year"), integer(venue.year))
        yield from self.series(venue.series)
        return edition

    def series(self, name: str) -> Generator[Quad, None, NamedNode]:
        series = resource("venue", slug(name))
        yield self.q(series, A, kg("Venue"))
        yield self.q(series, RDFS_LABEL, Literal(name))
        return series

    def authors(self, node: NamedNode, key: str, paper: Paper) -> Iterator[Quad]:
        if paper.authors_complete is not None:
            yield self.q(node, kg("authorsComplete"), boolean(paper.authors_complete))
        safe = _UNSAFE.sub("_", key).replace(".", "_")
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

    def reviews(self, node: NamedNode, key: str, paper: Paper) -> Iterator[Quad]:
        if paper.average_rating is not None:
            yield self.q(node, kg("averageRating"), decimal(paper.average_rating))
        for n, score in enumerate(paper.reviews, start=1):
            review = resource("review", f"{key}-{n}")
            yield self.q(node, kg("review"), review)
            yield self.q(review, A, kg("Review"))
            yield self.q(review, kg("score"), decimal(score))
            yield self.q(review, kg("position"), integer(n))

    def topic(self, label: str) -> Generator[Quad, None, NamedNode | None]:
        key = self.res.topic_key(label)
        if not key:
            return None
        return (yield from self.concept(key))

    def concept(self, key: str) -> Generator[Quad, None, NamedNode]:
        """A topic with its labels, and the curated concepts above it."""
        topic = resource("topic", key)
        yield self.q(topic, A, kg("Topic"))
        yield self.q(topic, term(SKOS, "prefLabel"), Literal(self.res.topic_label[key]))
        yield self.q(topic, term(SKOS, "inScheme"), TOPIC_SCHEME)
        for alt in self.res.topic_alt.get(key, ()):
            yield self.q(topic, term(SKOS, "altLabel"), Literal(alt))
        curated = self.res.scheme.concepts.get(key)
        for parent in curated.broader if curated else ():
            parent_node = yield from self.concept(parent)
            yield self.q(topic, term(SKOS, "broader"), parent_node)
        return topic

    def topics(self, node: NamedNode, path: tuple[str, ...]) -> Iterator[Quad]:
        parent: NamedNode | None = None
        for label in path:
            topic = yield from self.topic(label)
            if topic is None:
                continue
            if parent is not None and parent != topic:
                yield self.q(topic, term(SKOS, "broader"), parent)
            parent = topic
        if parent is not None:
            yield self.q(node, kg("hasTopic"), parent)

    def method(self, node: NamedNode, method: Method, predicate: str = "proposes") -> Iterator[Quad]:
        key = slug(method.name)
        if not key:
            return
        iri = resource("method", key)
        yield self.q(iri, A, kg("Method"))
        yield self.q(iri, RDFS_LABEL, Literal(self.res.method_label[key]))
        for alt in method.alt_names:
            yield self.q(iri, term(SKOS, "altLabel"), Literal(alt))
        yield self.q(node, kg(predicate), iri)

    def event(self, event: Event) -> Iterator[Quad]:
        iri = resource("talk", slug(event.title))
        yield self.q(iri, A, kg(EVENT_CLASSES.get(event.kind.lower(), "Talk")))
        yield self.q(iri, RDFS_LABEL, Literal(event.title))
        if event.venue:
            edition = yield from self.edition(event.venue)
            yield self.q(iri, kg("partOfEdition"), edition)
        if event.url:
            yield self.q(iri, term(SCHEMA, "url"), NamedNode(event.url))
        for j in event.parts:
            yield self.q(iri, kg("covers"), self.paper_node(j))
        yield self.q(iri, term(PROV, "wasDerivedFrom"), self.doc)

    def statistic(self, stat: Statistic) -> Iterator[Quad]:
        edition = yield from self.edition(stat.venue)
        iri = resource("statistic", f"{slug(stat.venue.label)}-{stat.kind}-{slug(stat.label)}")
        yield self.q(edition, kg("statistic"), iri)
        yield self.q(iri, A, kg(STATISTIC_CLASSES.get(stat.kind, "Statistic")))
        yield self.q(iri, RDFS_LABEL, Literal(stat.label))
        yield self.q(iri, kg("value"), decimal(stat.value))
        if stat.rank is not None:
            yield self.q(iri, kg("rank"), integer(stat.rank))
        yield self.q(iri, term(PROV, "wasDerivedFrom"), self.doc)


def to_quads(resolution: Resolution) -> Iterator[Quad]:
    """Every quad of a build, one named graph per document (duplicates possible; stores dedupe)."""
    for index in range(len(resolution.extractions)):
        yield from _GraphWriter(resolution, index).quads()


def _iri(url: str) -> NamedNode | None:
    """A link as an IRI, or None when it is no absolute IRI (a reader should not pass one; the store must not fail).

    >>> _iri("https://github.com/x/y").value, _iri("papers/XLA.pdf")
    ('https://github.com/x/y', None)
    """
    try:
        return NamedNode(url)
    except ValueError:
        return None
