"""What a view's tooltips say about papers, authors, topics and methods, read from the store by SPARQL.

Each entity gets a :class:`~kg.view.network.Details`: its kind, full title or name, a few
fields (authors in order, venue, topics, ...) and links to OpenReview and arXiv built from the
stored ids (quoted, https only). Texts are plain strings; the page shows them as text.
"""

from __future__ import annotations

from collections import defaultdict
from urllib.parse import quote

from pyoxigraph import Store

from kg.analysis.projections import labels, paper_topics, select_pairs, solutions
from kg.view.network import Details
from kg.vocab import DCTERMS, ID, KG

#: How many papers an author's or method's tooltip lists before "+N more".
LISTED_PAPERS = 5
#: How many authors a paper's tooltip names before "+N more".
LISTED_AUTHORS = 12
#: The kind of an entity, from where its IRI lives.
KINDS = {"paper/": "paper", "person/": "author", "topic/": "topic", "method/": "method"}
#: Links from stored ids: (text, property, URL prefix).
LINKS = (
    ("OpenReview", "openreviewId", "https://openreview.net/forum?id="),
    ("arXiv", "arxivId", "https://arxiv.org/abs/"),
)
#: Paper fields read as plain literals: (caption, property).
PAPER_LITERALS = (("award", KG + "award"), ("cite key", KG + "citeKey"), ("summary", KG + "summary"))


def kind_of(iri: str) -> str:
    """The kind of entity an IRI names ("paper", "author", "topic", "method"), else "node".

    >>> kind_of("https://w3id.org/confkg/id/person/x"), kind_of("https://example.org/x")
    ('author', 'node')
    """
    for folder, kind in KINDS.items():
        if iri.startswith(ID + folder):
            return kind
    return "node"


def _values(store: Store, prop: str) -> dict[str, list[str]]:
    grouped: dict[str, list[str]] = defaultdict(list)
    for s, o in select_pairs(store, f"?s <{prop}> ?o"):
        grouped[s].append(o)
    return grouped


def _listed(items: list[str], limit: int) -> str:
    shown = ", ".join(items[:limit])
    return shown + (f", … (+{len(items) - limit} more)" if len(items) > limit else "")


def paper_titles(store: Store) -> dict[str, str]:
    """Each paper's display title: dcterms:title, else its cite key, else its key (smallest if several).

    >>> from kg.analysis.examples import example_store
    >>> paper_titles(example_store())["https://w3id.org/confkg/id/paper/p1"]
    'p1'
    """
    titles = _values(store, DCTERMS + "title")
    keys = _values(store, KG + "citeKey")
    papers = {s for s, _ in select_pairs(store, "?s a kg:Paper")} | set(titles) | set(keys)
    return {
        p: min(titles.get(p) or keys.get(p) or [p.rstrip("/").rsplit("/", 1)[-1]])
        for p in sorted(papers)
    }


def _ordered_authors(store: Store, names: dict[str, str]) -> dict[str, list[str]]:
    """Each paper's author names in kg:position order; papers without authorships fall back to kg:hasAuthor."""
    query = (
        f"SELECT ?p ?person ?pos WHERE {{ ?p <{KG}authorship> ?a . ?a <{KG}author> ?person ; <{KG}position> ?pos }}"
    )
    ranked: dict[str, set[tuple[int, str]]] = defaultdict(set)
    for row in solutions(store, query):
        ranked[row["p"].value].add((int(row["pos"].value), row["person"].value))
    out = {p: [names.get(person, person) for _, person in sorted(entries)] for p, entries in ranked.items()}
    for p, people in _values(store, KG + "hasAuthor").items():
        if p not in out:
            out[p] = sorted(names.get(person, person) for person in people)
    return out


def entity_details(store: Store) -> dict[str, Details]:
    """Tooltip details of every paper, author, topic and method in the store, by IRI.

    >>> from kg.analysis.examples import example_store
    >>> d = entity_details(example_store())
    >>> d["https://w3id.org/confkg/id/paper/p1"].fields[:2]
    (('authors', 'X, Y'), ('venue', 'ICML 2024'))
    >>> d["https://w3id.org/confkg/id/topic/beta"].fields[0]
    ('papers', '3')
    >>> d["https://w3id.org/confkg/id/method/m1"].fields
    (('proposed in', 'p1'), ('mentioned in', '1 paper'))
    """
    names = labels(store)
    titles = paper_titles(store)
    authors = _ordered_authors(store, names)
    complete = _values(store, KG + "authorsComplete")
    venues = _values(store, KG + "presentedAt")
    for paper, series in _values(store, KG + "publishedIn").items():  # a venue named without a year
        venues.setdefault(paper, series)
    years = _values(store, KG + "year")
    ids = {prop: _values(store, KG + prop) for _, prop, _ in LINKS}
    literals = {caption: _values(store, prop) for caption, prop in PAPER_LITERALS}
    topics_of = paper_topics(store)
    proposes = _values(store, KG + "proposes")
    mentions = _values(store, KG + "mentions")

    details: dict[str, Details] = {}
    for paper, title in titles.items():
        fields: list[tuple[str, str]] = []
        people = authors.get(paper, [])
        if people:
            cut = "false" in complete.get(paper, [])
            fields.append(("authors", _listed(people, LISTED_AUTHORS) + (" et al." if cut else "")))
        venue = ", ".join(sorted(names.get(v, v) for v in venues.get(paper, []))) or ", ".join(years.get(paper, []))
        if venue:
            fields.append(("venue", venue))
        if paper in topics_of:
            fields.append(("topics", ", ".join(sorted(names.get(t, t) for t in topics_of[paper]))))
        if paper in proposes:
            fields.append(("proposes", ", ".join(sorted(names.get(m, m) for m in proposes[paper]))))
        for caption, values in literals.items():
            if paper in values and not (caption == "cite key" and title in values[paper]):
                fields.append((caption, "; ".join(values[paper])))
        links = tuple(
            (text, prefix + quote(value, safe=""))
            for text, prop, prefix in LINKS
            for value in ids[prop].get(paper, [])[:1]
        )
        details[paper] = Details("paper", title, tuple(fields), links)

    papers_of: dict[str, list[str]] = defaultdict(list)
    for paper, person in select_pairs(store, "?s kg:hasAuthor ?o"):
        papers_of[person].append(titles.get(paper, paper))
    for person, written in papers_of.items():
        listed = sorted(written)
        fields = [("papers", str(len(listed)))] + [("paper", t) for t in listed[:LISTED_PAPERS]]
        if len(listed) > LISTED_PAPERS:
            fields.append(("more", f"+{len(listed) - LISTED_PAPERS} papers"))
        details[person] = Details("author", names.get(person, person), tuple(fields))

    count: dict[str, int] = defaultdict(int)
    for topics in topics_of.values():
        for topic in topics:
            count[topic] += 1
    broader = _values(store, "http://www.w3.org/2004/02/skos/core#broader")
    alt = _values(store, "http://www.w3.org/2004/02/skos/core#altLabel")
    for topic in sorted(set(count) | {t for t in names if kind_of(t) == "topic"}):
        fields = [("papers", str(count.get(topic, 0)))]
        if topic in broader:
            fields.append(("broader", ", ".join(sorted(names.get(b, b) for b in broader[topic]))))
        if topic in alt:
            fields.append(("also called", ", ".join(sorted(alt[topic]))))
        details[topic] = Details("topic", names.get(topic, topic), tuple(fields))

    proposed_in: dict[str, list[str]] = defaultdict(list)
    mentioned_in: dict[str, int] = defaultdict(int)
    for paper, methods in proposes.items():
        for method in methods:
            proposed_in[method].append(titles.get(paper, paper))
    for methods in mentions.values():
        for method in methods:
            mentioned_in[method] += 1
    for method in sorted(set(proposed_in) | set(mentioned_in)):
        fields = [("proposed in", t) for t in sorted(proposed_in.get(method, []))[:LISTED_PAPERS]]
        if mentioned_in.get(method):
            n = mentioned_in[method]
            fields.append(("mentioned in", f"{n} paper" + ("s" if n != 1 else "")))
        details[method] = Details("method", names.get(method, method), tuple(fields))
    return details
