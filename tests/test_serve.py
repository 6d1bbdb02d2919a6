"""``kg serve`` against the graph of data/: a real SPARQL client (SPARQLWrapper) and raw HTTP (urllib).

Servers listen on 127.0.0.1 on a free port (port 0) and are stopped by their fixtures.
"""

from __future__ import annotations

import csv
import io
import json
import re
import shutil
import socket
import subprocess
import sys
import threading
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from xml.dom.minidom import Document

import pyoxigraph
import pytest
import rdflib
from click.testing import CliRunner
from rdflib.compare import isomorphic
from SPARQLWrapper import CSV, JSON, POST, TURTLE, XML, SPARQLWrapper

import kg.cli  # noqa: F401 - kg.cli first: it may register kg.cli.serve, which imports it back
from kg.build import BuildReport
from kg.cli.serve import serve_command
from kg.errors import GraphNotFoundError, KGError
from kg.serve.execute import Job
from kg.serve.page import read_saved_queries, render_page
from kg.serve.pool import SANDBOXED, WorkerPool
from kg.serve.protocol import ProtocolError, QueryRequest, binding_term, check_query, has_keyword
from kg.serve.server import ServeConfig, SparqlServer, make_server, serve_in_thread
from kg.sparql.saved import QUERY_DIR, parse_saved
from kg.vocab import PREFIXES

LIMIT = 50
FORM = "application/x-www-form-urlencoded"
TITLES = "SELECT ?paper ?title WHERE { ?paper a kg:Paper ; dcterms:title ?title } ORDER BY ?title LIMIT 5"
COUNT_ALL = "SELECT (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } }"
SLOW = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i }"

SAVED = {
    "papers-by-author.rq": (
        "# title: Papers by an author\n"
        "# description: Every paper of an author <script>alert('x')</script> & co.\n"
        "# param: author literal The name as printed, e.g. \"Yuandong Tian\"\n"
        "PREFIX kg: <https://w3id.org/confkg/ontology#>\n"
        "SELECT ?paper ?author WHERE { ?paper kg:hasAuthor/foaf:name ?author }\n"
    ),
    "count-papers.rq": "# title: How many papers\nSELECT (COUNT(?p) AS ?n) WHERE { ?p a kg:Paper }\n",
}


# --- fixtures and helpers --------------------------------------------------------------------------


def start(config: ServeConfig) -> tuple[SparqlServer, threading.Thread]:
    server = make_server(config)
    return server, serve_in_thread(server)


def stop(server: SparqlServer, thread: threading.Thread) -> None:
    server.shutdown()
    server.close()
    thread.join(timeout=5)


@pytest.fixture(scope="module")
def saved_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("saved-queries")
    for name, text in SAVED.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def base(data_build: BuildReport, saved_dir: Path) -> Iterator[str]:
    """Base URL of a server over data/ with a result cap of 50 and a 20 s time limit."""
    config = ServeConfig(data_build.out, port=0, timeout=20, limit=LIMIT, workers=2, queries_dir=saved_dir)
    server, thread = start(config)
    yield server.url
    stop(server, thread)


@pytest.fixture(scope="module")
def sparql(base: str) -> str:
    return base + "sparql"


def http(
    url: str, data: bytes | None = None, headers: dict[str, str] | None = None, method: str | None = None
) -> tuple[int, dict[str, str], bytes]:
    """Status, headers (lower-case names) and body of one request; errors are answers too."""
    req = urllib.request.Request(url, data=data, headers=headers or {}, method=method)
    try:
        with urllib.request.urlopen(req, timeout=30) as resp:
            return resp.status, {k.lower(): v for k, v in resp.headers.items()}, resp.read()
    except urllib.error.HTTPError as err:
        return err.code, {k.lower(): v for k, v in err.headers.items()}, err.read()


def get(sparql: str, query: str, accept: str | None = None, **params: str) -> tuple[int, dict[str, str], bytes]:
    qs = urllib.parse.urlencode({"query": query, **params})
    return http(f"{sparql}?{qs}", headers={"Accept": accept} if accept else {})


def form(
    sparql: str, fields: dict[str, str] | list[tuple[str, str]], accept: str | None = None
) -> tuple[int, dict[str, str], bytes]:
    headers = {"Content-Type": FORM}
    if accept:
        headers["Accept"] = accept
    return http(sparql, urllib.parse.urlencode(fields).encode(), headers)


def count(sparql: str) -> int:
    status, _, body = get(sparql, COUNT_ALL)
    assert status == 200, body
    return int(json.loads(body)["results"]["bindings"][0]["n"]["value"])


def local(store: pyoxigraph.Store, query: str) -> list[list[str]]:
    """The same query on the store in-process (union default graph), as lists of term values."""
    return [[t.value for t in row] for row in store.query(query, use_default_graph_as_union=True, prefixes=PREFIXES)]


def one_line_error(body: bytes) -> str:
    text = body.decode("utf-8")
    assert text.endswith("\n") and text.count("\n") == 1, text
    assert "Traceback" not in text
    return text.strip()


# --- a real client: SPARQLWrapper ------------------------------------------------------------------


def test_sparqlwrapper_select_json_matches_the_store(sparql: str, data_store: pyoxigraph.Store) -> None:
    client = SPARQLWrapper(sparql)
    client.setQuery(TITLES)
    client.setReturnFormat(JSON)
    result = client.queryAndConvert()
    assert result["head"]["vars"] == ["paper", "title"]
    rows = [[b["paper"]["value"], b["title"]["value"]] for b in result["results"]["bindings"]]
    assert rows == local(data_store, TITLES) and len(rows) == 5


def test_sparqlwrapper_select_xml(sparql: str, data_store: pyoxigraph.Store) -> None:
    client = SPARQLWrapper(sparql)
    client.setQuery(TITLES)
    client.setReturnFormat(XML)
    doc = client.queryAndConvert()
    assert isinstance(doc, Document)
    literals = [node.firstChild.data for node in doc.getElementsByTagName("literal")]
    assert literals == [row[1] for row in local(data_store, TITLES)]


def test_sparqlwrapper_select_csv_with_post(sparql: str, data_store: pyoxigraph.Store) -> None:
    client = SPARQLWrapper(sparql)
    client.setMethod(POST)
    client.setQuery(TITLES)
    client.setReturnFormat(CSV)
    rows = list(csv.reader(io.StringIO(client.queryAndConvert().decode("utf-8"))))
    assert rows[0] == ["paper", "title"]
    assert rows[1:] == local(data_store, TITLES)


def test_sparqlwrapper_ask(sparql: str) -> None:
    client = SPARQLWrapper(sparql)
    client.setReturnFormat(JSON)
    client.setQuery("ASK { ?p a kg:Paper ; dcterms:title ?t }")
    assert client.queryAndConvert()["boolean"] is True
    client.setQuery("ASK { ?p a kg:NoSuchClass }")
    assert client.queryAndConvert()["boolean"] is False


def test_sparqlwrapper_construct_turtle_is_the_same_graph(sparql: str, data_store: pyoxigraph.Store) -> None:
    query = (
        "CONSTRUCT { ?p dcterms:title ?t ; kg:presentedAt ?v } WHERE { ?p a kg:Paper ; dcterms:title ?t ; "
        "kg:presentedAt ?v } ORDER BY ?p LIMIT 20"
    )
    client = SPARQLWrapper(sparql)
    client.setQuery(query)
    client.setReturnFormat(TURTLE)
    served = rdflib.Graph().parse(data=client.queryAndConvert().decode("utf-8"), format="turtle")
    expected = rdflib.Graph()
    for triple in data_store.query(query, use_default_graph_as_union=True, prefixes=PREFIXES):
        expected.add(tuple(rdflib.util.from_n3(str(term)) for term in triple))
    assert len(served) > 0
    assert isomorphic(served, expected)


# --- the protocol with raw HTTP --------------------------------------------------------------------


def test_post_url_encoded_and_direct_give_the_same_answer(sparql: str) -> None:
    by_get = get(sparql, TITLES)
    by_form = form(sparql, {"query": TITLES})
    by_body = http(sparql, TITLES.encode(), {"Content-Type": "application/sparql-query; charset=utf-8"})
    assert by_get[0] == by_form[0] == by_body[0] == 200
    assert by_get[2] == by_form[2] == by_body[2]
    assert by_body[1]["content-type"].startswith("application/sparql-results+json")


@pytest.mark.parametrize(
    ("accept", "media", "check"),
    [
        (None, "application/sparql-results+json", lambda b: json.loads(b)["head"]["vars"] == ["paper", "title"]),
        ("application/json", "application/sparql-results+json", lambda b: "results" in json.loads(b)),
        ("application/sparql-results+xml", "application/sparql-results+xml", lambda b: b.startswith(b"<?xml")),
        ("text/csv", "text/csv", lambda b: b.startswith(b"paper,title\r\n")),
        ("text/tab-separated-values", "text/tab-separated-values", lambda b: b.startswith(b"?paper\t?title\n")),
        ("text/csv;q=0.5, application/sparql-results+xml", "application/sparql-results+xml", lambda b: b"<sparql" in b),
        ("text/html,application/xhtml+xml,*/*;q=0.8", "application/sparql-results+json", lambda b: b[:1] == b"{"),
    ],
)
def test_select_formats_by_accept(sparql: str, accept: str | None, media: str, check) -> None:
    status, headers, body = get(sparql, TITLES, accept)
    assert status == 200, body
    assert headers["content-type"].split(";")[0] == media
    assert headers["vary"] == "Accept"
    assert check(body)


@pytest.mark.parametrize(
    ("accept", "fmt"),
    [
        (None, pyoxigraph.RdfFormat.TURTLE),
        ("text/turtle", pyoxigraph.RdfFormat.TURTLE),
        ("application/n-triples", pyoxigraph.RdfFormat.N_TRIPLES),
        ("application/ld+json", pyoxigraph.RdfFormat.JSON_LD),
        ("application/rdf+xml", pyoxigraph.RdfFormat.RDF_XML),
    ],
)
def test_construct_and_describe_formats_by_accept(sparql: str, accept: str | None, fmt: pyoxigraph.RdfFormat) -> None:
    for query in (
        "CONSTRUCT { ?p dcterms:title ?t } WHERE { ?p a kg:Paper ; dcterms:title ?t } LIMIT 7",
        "DESCRIBE ?v WHERE { ?v a kg:VenueEdition } LIMIT 1",
    ):
        status, headers, body = get(sparql, query, accept)
        assert status == 200, body
        assert headers["content-type"].split(";")[0] == fmt.media_type
        triples = list(pyoxigraph.parse(body, format=fmt))
        assert 0 < len(triples) <= LIMIT


def test_nothing_acceptable_is_406(sparql: str) -> None:
    status, _, body = get(sparql, TITLES, "text/turtle")
    assert status == 406
    assert "application/sparql-results+json" in one_line_error(body)
    status, _, body = get(sparql, "CONSTRUCT WHERE { ?s a kg:Paper } LIMIT 1", "text/csv")
    assert status == 406 and "text/turtle" in one_line_error(body)
    assert get(sparql, "ASK {}", "image/png, */*;q=0")[0] == 406


def test_ask_in_json_and_xml(sparql: str) -> None:
    status, _, body = get(sparql, "ASK { ?p a kg:Paper }")
    assert status == 200 and json.loads(body) == {"head": {}, "boolean": True}
    status, _, body = get(sparql, "ASK { ?p a kg:Paper }", "application/sparql-results+xml")
    assert status == 200 and b"<boolean>true</boolean>" in body


def test_cors_on_answers_and_preflight(sparql: str) -> None:
    _, headers, _ = get(sparql, "ASK {}")
    assert headers["access-control-allow-origin"] == "*"
    assert "KG-Truncated" in headers["access-control-expose-headers"]
    status, headers, body = http(
        sparql,
        method="OPTIONS",
        headers={
            "Origin": "http://localhost:3000",
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "content-type",
        },
    )
    assert status == 204 and body == b""
    assert headers["access-control-allow-origin"] == "*"
    assert "POST" in headers["access-control-allow-methods"] and "GET" in headers["access-control-allow-methods"]
    assert "content-type" in headers["access-control-allow-headers"].lower()
    status, headers, _ = get(sparql, "SELEC nonsense")
    assert status == 400 and headers["access-control-allow-origin"] == "*"


def test_updates_are_refused_and_the_store_is_unchanged(sparql: str, data_store: pyoxigraph.Store) -> None:
    before = count(sparql)
    insert = "INSERT DATA { GRAPH <urn:x:g> { <urn:x:s> <urn:x:p> <urn:x:o> } }"
    attempts = [
        form(sparql, {"update": insert}),
        form(sparql, {"update": "CLEAR ALL"}),
        http(sparql, b"DROP ALL", {"Content-Type": "application/sparql-update"}),
        http(sparql, insert.encode(), {"Content-Type": "application/sparql-update"}),
        get(sparql, insert),
        form(sparql, {"query": "PREFIX ex: <urn:x:> DELETE WHERE { ?s ?p ?o }"}),
        http(sparql, b"LOAD <http://127.0.0.1:9/data.ttl>", {"Content-Type": "application/sparql-query"}),
        get(sparql, "ASK {}", update="CLEAR ALL"),
    ]
    for status, _, body in attempts:
        assert status == 403, body
        assert "read-only" in one_line_error(body)
    assert count(sparql) == before
    assert before == len(list(data_store.quads_for_pattern(None, None, None, None)))


def test_service_is_refused_and_no_request_leaves_the_server(sparql: str) -> None:
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(5)
        listener.settimeout(0.3)
        target = f"http://127.0.0.1:{listener.getsockname()[1]}/sparql"
        for query in (
            f"SELECT * WHERE {{ SERVICE <{target}> {{ ?s ?p ?o }} }}",
            f"select * where {{ ?a ?b ?c . service silent <{target}> {{ ?s ?p ?o }} }}",
            f"SELECT * WHERE {{ ?a ?b ?c SERVICE<{target}>{{ ?s ?p ?o }} }}",
            f"PREFIX ex: <{target}#> SELECT * WHERE {{ SERVICEex:x {{ ?s ?p ?o }} }}",
            f"PREFIX ex: <urn:> SELECT * WHERE {{ ?a ?b ex:a\\#b SERVICE <{target}> {{ ?s ?p ?o }} }}",
            f"SELECT * WHERE {{ ?a ?b <urn:a\\u0041#> SERVICE <{target}> {{ ?s ?p ?o }} }}",
            f"PREFIX ex: <{target}#> SELECT * WHERE {{ ?s ?p ?a FILTER(?a<2)SERVICEex:x#>\n{{ ?x ?y ?z }} }}",
            f"SELECT * WHERE {{ ?s ?p ?a FILTER(?a<'>') SERVICE <{target}> {{ ?x ?y ?z }} FILTER(?b = 'x') }}",
            f"SELECT * WHERE {{ ?s ?p <http://x/a'b> SERVICE <{target}> {{ ?x ?y ?z }} FILTER(?b = 'c') }}",
        ):
            status, _, body = form(sparql, {"query": query})
            assert status == 403, (query, body)
            assert "SERVICE" in one_line_error(body)
        with pytest.raises(TimeoutError):
            listener.accept()


def test_workers_cannot_reach_the_network_even_past_the_check(data_build: BuildReport) -> None:
    with socket.socket() as listener, WorkerPool(data_build.out, size=1, timeout=10) as pool:
        if pool.network != SANDBOXED:
            pytest.skip(pool.network)
        listener.bind(("127.0.0.1", 0))
        listener.listen(5)
        listener.settimeout(0.3)
        port = listener.getsockname()[1]
        for host in ("127.0.0.1", "localhost"):
            query = f"SELECT * WHERE {{ SERVICE <http://{host}:{port}/sparql> {{ ?s ?p ?o }} }}"
            reply = pool.run(Job(QueryRequest(query), None, 10))  # straight to a worker: no text check
            assert reply.status == 500 and b"Permission denied" in reply.body
        with pytest.raises(TimeoutError):
            listener.accept()
        assert pool.run(Job(QueryRequest("ASK { ?s ?p ?o }"), None, 10)).body == b'{"head":{},"boolean":true}'


def test_service_as_a_word_elsewhere_is_fine(sparql: str) -> None:
    query = 'SELECT ?service WHERE { BIND("SERVICE <http://x/>" AS ?service) } # SERVICE <http://y/>'
    status, _, body = get(sparql, query)
    assert status == 200, body


@pytest.mark.parametrize(
    ("request_args", "status", "words"),
    [
        ({"url": "?query=SELECT%20*%20WHERE%20%7B%20%3Fs%20%3Fp%20"}, 400, "syntax error at 1:"),
        ({"url": ""}, 400, "missing 'query'"),
        ({"url": "?query=%FF%FE"}, 400, "UTF-8"),
        ({"url": "?query=ASK%7B%7D&query=ASK%7B%7D"}, 400, "more than one"),
        ({"url": "?query=ASK%7B%7D&default-graph-uri=not%20an%20iri"}, 400, "default-graph-uri"),
        ({"url": "?query=%20%20"}, 400, "empty"),
        ({"url": "?query=ASK%7B%7D&%24bad-name=1"}, 400, "variable name"),
        ({"url": "?query=ASK%7B%7D&%24x=%3Cnot%20closed"}, 400, "N-Triples"),
        ({"data": b"ASK {}", "headers": {"Content-Type": "text/plain"}}, 415, "Content-Type"),
        ({"data": b"query=ASK%7B%7D", "headers": {"Content-Type": "application/sparql-query"}}, 400, "syntax error"),
        ({"data": b"ASK {}", "headers": {"Content-Type": "application/sparql-query", "Content-Length": "-3"}}, 400,
         "Content-Length"),
        ({"data": b"\xff\xfe", "headers": {"Content-Type": "application/sparql-query"}}, 400, "UTF-8"),
    ],
)
def test_malformed_requests_get_400_with_one_line(sparql: str, request_args: dict, status: int, words: str) -> None:
    url = sparql + request_args.get("url", "")
    got, _, body = http(url, request_args.get("data"), request_args.get("headers"))
    assert got == status
    assert words in one_line_error(body)


def test_only_the_page_and_the_endpoint_are_served(base: str) -> None:
    for path in ("favicon.ico", "../pyproject.toml", "kg/serve/page.html", "sparql/x", "%2e%2e/etc/passwd"):
        status, _, body = http(base + path)
        assert status == 404, path
        one_line_error(body)
    assert http(base, b"query=ASK%7B%7D", {"Content-Type": FORM})[0] == 405
    assert http(base + "sparql", method="PUT", data=b"x")[0] == 405
    assert http(base + "sparql", method="DELETE")[0] == 405


def test_result_cap_is_enforced_and_said(sparql: str) -> None:
    query = "SELECT ?s ?p ?o WHERE { ?s ?p ?o }"
    for accept, rows_of in (
        ("application/sparql-results+json", lambda b: len(json.loads(b)["results"]["bindings"])),
        ("text/csv", lambda b: len(b.decode().splitlines()) - 1),
        ("text/tab-separated-values", lambda b: len(b.decode().splitlines()) - 1),
    ):
        status, headers, body = get(sparql, query, accept)
        assert status == 200
        assert rows_of(body) == LIMIT
        assert headers["kg-truncated"] == "true" and headers["kg-result-limit"] == str(LIMIT)
        assert headers["kg-rows"] == str(LIMIT)
    status, headers, body = get(sparql, "CONSTRUCT WHERE { ?s ?p ?o }", "application/n-triples")
    assert len(body.decode().splitlines()) == LIMIT and headers["kg-truncated"] == "true"
    _, headers, _ = get(sparql, TITLES)
    assert headers["kg-truncated"] == "false" and headers["kg-rows"] == "5"


def test_timeout_stops_a_slow_query_and_the_server_goes_on(data_build: BuildReport, saved_dir: Path) -> None:
    config = ServeConfig(data_build.out, port=0, timeout=0.5, limit=LIMIT, workers=1, queries_dir=saved_dir)
    server, thread = start(config)
    try:
        status, _, body = get(server.url + "sparql", SLOW)
        assert status == 503
        assert "time limit of 0.5 s" in one_line_error(body)
        # the killed worker is replaced: the next query is answered
        status, _, body = http(server.url + "sparql?query=ASK%7B%7D")
        assert status == 200 and json.loads(body)["boolean"] is True
    finally:
        stop(server, thread)


def test_a_query_over_the_memory_limit_fails_alone(data_build: BuildReport, saved_dir: Path) -> None:
    # A generous time limit: on a loaded machine the query grows more slowly, and it must hit the
    # memory limit (500), not the time limit (503).
    config = ServeConfig(
        data_build.out, port=0, timeout=120, limit=LIMIT, workers=1, memory_mb=768, queries_dir=saved_dir
    )
    server, thread = start(config)
    try:
        status, _, body = get(server.url + "sparql", "SELECT * WHERE { ?a ?b ?c . ?d ?e ?f } ORDER BY ?c ?f")
        assert status == 500
        assert "memory limit" in one_line_error(body)
        status, _, body = get(server.url + "sparql", "ASK { ?p a kg:Paper }")
        assert status == 200 and json.loads(body)["boolean"] is True
    finally:
        stop(server, thread)


def test_concurrent_queries_are_all_answered(sparql: str) -> None:
    answers: list[int] = []
    threads = [threading.Thread(target=lambda: answers.append(get(sparql, TITLES)[0])) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=30)
    assert answers == [200] * 6


def test_predefined_prefixes_give_way_to_the_query_s_own(sparql: str) -> None:
    assert json.loads(get(sparql, "ASK { ?p a kg:Paper }")[2])["boolean"] is True
    assert json.loads(get(sparql, "PREFIX kg: <urn:other#> ASK { ?p a kg:Paper }")[2])["boolean"] is False


def test_named_graphs_union_graph_and_dataset_parameters(sparql: str) -> None:
    status, _, body = get(sparql, "SELECT DISTINCT ?g WHERE { GRAPH ?g { ?s ?p ?o } } ORDER BY ?g")
    found = [b["g"]["value"] for b in json.loads(body)["results"]["bindings"]]
    graphs = [g for g in found if not g.endswith("/graph/analysis")]  # the notes' graphs
    assert len(found) == 6 and len(graphs) == 5
    papers = "SELECT (COUNT(DISTINCT ?p) AS ?n) WHERE { ?p a kg:Paper }"

    def n(status_headers_body: tuple[int, dict[str, str], bytes]) -> int:
        status, _, body = status_headers_body
        assert status == 200, body
        return int(json.loads(body)["results"]["bindings"][0]["n"]["value"])

    everything = n(get(sparql, papers))
    one = n(get(sparql, papers, **{"default-graph-uri": graphs[0]}))
    from_one = n(get(sparql, papers.replace("WHERE", f"FROM <{graphs[0]}> WHERE")))
    assert everything == 378 and 0 < one == from_one < everything
    named = n(get(sparql, "SELECT (COUNT(DISTINCT ?g) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } }",
                  **{"named-graph-uri": graphs[1]}))
    assert named == 1


def test_every_shipped_saved_query_runs_through_the_endpoint(sparql: str) -> None:
    shipped = read_saved_queries(QUERY_DIR)
    if not shipped:
        pytest.skip("no saved queries in kg/sparql/queries yet")
    values = {"literal": '"x"', "iri": "<urn:x>", "integer": "1", "decimal": "1.0"}
    for saved in shipped:
        fields = [("query", saved.text)] + [(f"${p.name}", values.get(p.kind, "x")) for p in saved.params]
        status, _, body = form(sparql, fields, accept="application/sparql-results+json, text/turtle;q=0.9")
        assert status == 200, (saved.name, body)


def test_dollar_parameters_bind_variables_as_terms(sparql: str, data_store: pyoxigraph.Store) -> None:
    query = SAVED["papers-by-author.rq"]
    author = "Yuandong Tian"
    status, _, body = form(sparql, [("query", query), ("$author", author)])
    assert status == 200, body
    bindings = json.loads(body)["results"]["bindings"]
    assert bindings and all(b["author"]["value"] == author for b in bindings)
    # a value that would break out of a pasted string is just a string that matches nothing
    status, _, body = form(sparql, [("query", query), ("$author", 'x" } UNION { ?paper ?p ?author } #')])
    assert status == 200 and json.loads(body)["results"]["bindings"] == []


# --- the page --------------------------------------------------------------------------------------


class _Page(HTMLParser):
    """Attributes, script and style text, and text shown to the reader outside <pre class=rq>."""

    def __init__(self) -> None:
        super().__init__()
        self.attributes: list[str] = []
        self.code: list[str] = []
        self.tags: list[str] = []
        self.stack: list[str] = []
        self.text_outside_queries: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        self.attributes.extend(value or "" for _, value in attrs)
        if tag not in ("meta", "br", "input"):
            self.stack.append("rq" if ("class", "rq") in attrs else tag)

    def handle_endtag(self, tag: str) -> None:
        if self.stack:
            self.stack.pop()

    def handle_data(self, data: str) -> None:
        if self.stack and self.stack[-1] in ("script", "style"):
            self.code.append(data)
        elif "rq" not in self.stack:
            self.text_outside_queries.append(data)


def test_the_page_loads_nothing_from_elsewhere_and_escapes_saved_queries(base: str) -> None:
    status, headers, body = http(base)
    assert status == 200 and headers["content-type"] == "text/html; charset=utf-8"
    policy = headers["content-security-policy"]
    assert "default-src 'none'" in policy and "connect-src 'self'" in policy and "unsafe-inline" not in policy
    page = body.decode("utf-8")
    parsed = _Page()
    parsed.feed(page)
    urls = re.compile(r"https?://|//[a-z0-9]", re.I)
    assert not any(urls.search(value) for value in parsed.attributes)
    assert not any(urls.search(text) for text in parsed.code)
    assert not any(urls.search(text) for text in parsed.text_outside_queries)
    assert not {"link", "img", "iframe", "object", "embed", "base"} & set(parsed.tags)
    assert parsed.tags.count("script") == 1 and "src=" not in page.split("<script>")[1].split(">")[0]
    # the saved queries are listed, their description escaped
    assert "papers-by-author" in page and "count-papers" in page and "How many papers" in page
    assert "<script>alert" not in page
    assert "&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt; &amp; co." in page
    assert 'data-name="author"' in page
    # the limits and the union-graph convention are documented
    assert f"at most {LIMIT} rows" in page and "union of all named graphs" in page
    # without saved queries there is no URL on the page at all
    assert not urls.search(render_page([], timeout=10, limit=10))
    assert http(base, method="HEAD")[0] == 200


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("chromium") is None, reason="needs chromium (apt-get install chromium)")
def test_the_page_runs_a_query_in_a_headless_browser(base: str, tmp_path: Path) -> None:
    link = base + "?" + urllib.parse.urlencode({"query": TITLES})
    dom = subprocess.run(
        ["chromium", "--headless", "--no-sandbox", "--disable-gpu", f"--user-data-dir={tmp_path}",
         "--virtual-time-budget=5000", "--dump-dom", link],
        capture_output=True, text=True, timeout=90,
    ).stdout
    # the inline script ran under the page's Content-Security-Policy, fetched the results and drew the table
    assert re.search(r'<span id="status" role="status">5 results in \d+ ms</span>', dom), dom[-2000:]
    assert dom.count("<td>") == 10 and "<th>?title</th>" in dom
    assert f'<code id="endpoint">{base}sparql</code>' in dom


def test_saved_query_headers() -> None:
    q = parse_saved(SAVED["papers-by-author.rq"], "papers-by-author")
    assert q.title == "Papers by an author"
    assert q.params[0].name == "author" and q.params[0].kind == "literal"
    assert q.params[0].description.startswith("The name as printed")
    assert read_saved_queries(None) == [] and read_saved_queries(Path("/nonexistent")) == []


# --- the text checks on their own ------------------------------------------------------------------


@pytest.mark.parametrize(
    "query",
    [
        "SELECT * { SERVICE <http://x/> {} }",
        "SELECT * { ?s ?p 1SERVICE <http://x/> {} }",
        "SELECT * { ?s ?p trueSERVICE <http://x/> {} }",
        "SELECT * { ?s ?p ?o }SERVICE <http://x/> {}",
        "SELECT * {\n# comment\nSeRvIcE ?endpoint {} }",
        "SELECT * { ?s ?p '''x''' . SERVICE <http://x/> {} }",
        "PREFIX : <http://x/> SELECT * { SERVICE:a {} }",
    ],
)
def test_service_is_found_however_written(query: str) -> None:
    with pytest.raises(ProtocolError) as err:
        check_query(query)
    assert err.value.status == 403


@pytest.mark.parametrize(
    "query",
    [
        "SELECT ?service { ?s ex:webservice 'SERVICE' }",
        'SELECT * { ?s ?p """ SERVICE <http://x/> {} """ }',
        "SELECT * { ?s <http://x/SERVICE#SERVICE> ?o } # SERVICE",
        "SELECT $service { _:service ?p ?o }",
    ],
)
def test_service_in_names_strings_and_comments_is_not_a_keyword(query: str) -> None:
    assert not has_keyword(query, "SERVICE")
    check_query(query)


def test_binding_terms() -> None:
    assert binding_term("<https://w3id.org/confkg/id/x>") == "<https://w3id.org/confkg/id/x>"
    assert binding_term("1.5") == '"1.5"^^<http://www.w3.org/2001/XMLSchema#decimal>'
    assert binding_term("plain text") == '"plain text"'
    assert binding_term("paper:CNicRIVIPA") == "<https://w3id.org/confkg/id/paper/CNicRIVIPA>"
    assert binding_term("Position: a title") == '"Position: a title"'
    for bad in ('"a" . <urn:a> <urn:b> "c"', "_:b", "<relative>", '"unclosed'):
        with pytest.raises(ProtocolError) as err:
            binding_term(bad)
        assert err.value.status == 400


# --- the click command -----------------------------------------------------------------------------


def test_command_without_a_graph_is_a_one_line_error(tmp_path: Path) -> None:
    result = CliRunner().invoke(serve_command, ["--graph", str(tmp_path / "none"), "--port", "0"])
    assert isinstance(result.exception, GraphNotFoundError)
    assert "run 'kg build' first" in str(result.exception)


def test_a_busy_port_is_a_one_line_error(data_build: BuildReport) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        with pytest.raises(KGError) as err:
            make_server(ServeConfig(data_build.out, port=port, workers=1))
    assert str(err.value).startswith(f"cannot listen on 127.0.0.1:{port}:")


def test_command_help_lists_the_options() -> None:
    result = CliRunner().invoke(serve_command, ["--help"])
    assert result.exit_code == 0
    for option in ("--graph", "--host", "--port", "--timeout", "--limit"):
        assert option in result.output
    assert "127.0.0.1" in result.output and "7878" in result.output


def test_command_serves_until_interrupted(data_build: BuildReport) -> None:
    code = "import kg.cli\nfrom kg.cli.serve import serve_command\nserve_command()"
    proc = subprocess.Popen(
        [sys.executable, "-c", code, "--graph", str(data_build.out), "--port", "0", "--workers", "1", "-q"],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
    )
    try:
        lines: list[str] = []
        reader = threading.Thread(target=lambda: lines.append(proc.stderr.readline()), daemon=True)
        reader.start()
        reader.join(timeout=60)
        assert lines, "no URL printed"
        match = re.search(r"(http://127\.0\.0\.1:\d+/)", lines[0])
        assert match, lines[0]
        status, _, body = http(match.group(1) + "sparql?query=ASK%7B%3Fs%20a%20kg%3APaper%7D")
        assert status == 200 and json.loads(body)["boolean"] is True
        proc.terminate()
        assert proc.wait(timeout=15) == 0
        assert "stopped" in proc.stderr.read()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(timeout=5)
        proc.stderr.close()
