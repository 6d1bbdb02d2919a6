"""``RemoteStore`` against a real SPARQL 1.1 server (``oxigraph serve`` on 127.0.0.1, started here).

The same quads pushed to the server must give the same named graphs and the same
answers as the embedded store: hand-written queries, every saved query, queries with
parameters (values with quotes and backslashes included). Plus the Update fallback,
idempotent pushes, and one-line errors for a server that is away, slow or failing.
"""

from __future__ import annotations

import http.server
import re
import selectors
import shutil
import socket
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pyoxigraph
import pytest
from pyoxigraph import (
    BlankNode,
    CanonicalizationAlgorithm,
    Dataset,
    Literal,
    NamedNode,
    Quad,
    QueryBoolean,
    QuerySolutions,
    Store,
    Triple,
    Variable,
)

from kg.build import BuildReport
from kg.errors import KGError, UsageError
from kg.graph.export.rdf import Snapshot
from kg.graph.remote import (
    RemoteQueryError,
    RemoteStore,
    RemoteStoreError,
    bind_values,
    split_batches,
    values_clause,
)
from kg.graph.stats import graph_stats
from kg.graph.store import open_store
from kg.sparql import bind_params, run_query, saved_queries
from kg.vocab import PREFIXES

GRAPHS = PREFIXES["graph"]
PROLOGUE = """PREFIX kg: <https://w3id.org/confkg/ontology#>
PREFIX foaf: <http://xmlns.com/foaf/0.1/>
PREFIX dcterms: <http://purl.org/dc/terms/>
PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
"""
#: A value that would break a query pasted as text: quotes of both kinds, backslashes, a \u escape, braces.
NASTY = 'Say "hi" \\ and \'bye\' \\\\ \\u0022 } ; DROP ALL ; # \n\ttab'


# ---------------------------------------------------------------------------------------------- servers


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _oxigraph() -> str:
    found = Path(sys.executable).parent / "oxigraph"
    path = str(found) if found.exists() else shutil.which("oxigraph")
    if not path:
        pytest.skip("the oxigraph CLI is not installed (pip install oxigraph; it is in the test extra)")
    return path


def _start(location: Path) -> tuple[subprocess.Popen[bytes], str]:
    """``oxigraph serve`` on a free localhost port; returns once it says it listens (at most 20 s)."""
    port = _free_port()
    proc = subprocess.Popen(
        [_oxigraph(), "serve", "--location", str(location), "--bind", f"127.0.0.1:{port}"],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
    )
    assert proc.stderr is not None
    selector = selectors.DefaultSelector()
    selector.register(proc.stderr, selectors.EVENT_READ)
    seen = b""
    while b"Listening" not in seen:
        if not selector.select(timeout=20) or proc.poll() is not None:
            _stop(proc)
            pytest.fail(f"oxigraph serve did not start: {seen.decode(errors='replace')}")
        seen += proc.stderr.readline()
    selector.close()
    # Keep draining its log so a chatty server never blocks on a full pipe.
    threading.Thread(target=proc.stderr.read, daemon=True).start()
    return proc, f"http://127.0.0.1:{port}"


def _stop(proc: subprocess.Popen[bytes]) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(timeout=10)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """One Oxigraph server for the module; its URL."""
    proc, url = _start(tmp_path_factory.mktemp("oxigraph"))
    yield url
    _stop(proc)


@pytest.fixture
def fresh_server(tmp_path: Path) -> Iterator[str]:
    """An empty Oxigraph server for one test."""
    proc, url = _start(tmp_path / "oxigraph")
    yield url
    _stop(proc)


@pytest.fixture(scope="module")
def nquads(data_build: BuildReport) -> bytes:
    return Snapshot.from_store(open_store(data_build.out)).nquads


@pytest.fixture(scope="module")
def remote(server: str, nquads: bytes) -> RemoteStore:
    """The server holding the graph of data/."""
    store = RemoteStore(server)
    report = store.replace_graphs(nquads, prune_prefix=GRAPHS)
    assert report.protocol == "graph store" and report.quads == len(nquads.splitlines())
    return store


# ---------------------------------------------------------------------------------------------- comparing


def _term(term: Any) -> str | None:
    if term is None:
        return None
    return "_:" if isinstance(term, BlankNode) else str(term)  # blank node labels differ between stores


def answer(result: Any) -> tuple[Any, ...]:
    """A comparable form of any query result: blank nodes canonicalized, rows in their order."""
    if isinstance(result, QueryBoolean):
        return ("boolean", bool(result))
    if isinstance(result, QuerySolutions):
        names = [v.value for v in result.variables]
        return ("solutions", names, [tuple(_term(row[name]) for name in names) for row in result])
    dataset = Dataset(Quad(t.subject, t.predicate, t.object) for t in result)
    dataset.canonicalize(CanonicalizationAlgorithm.UNSTABLE)
    return ("graph", sorted(str(q) for q in dataset))


def unordered(found: tuple[Any, ...]) -> tuple[Any, ...]:
    if found[0] == "solutions":
        return (*found[:2], sorted(found[2], key=lambda row: [cell or "" for cell in row]))
    return found


def assert_same(embedded: Any, remote: Any, ordered: bool) -> tuple[Any, ...]:
    here, there = answer(embedded), answer(remote)
    if ordered:
        assert there == here
    else:
        assert unordered(there) == unordered(here)
    return here


# ---------------------------------------------------------------------------------------------- the push


def _dataset(store: Any) -> list[str]:
    """Every quad of every named graph, blank nodes canonicalized (URDNA-style), sorted."""
    rows = store.query("SELECT ?s ?p ?o ?g WHERE { GRAPH ?g { ?s ?p ?o } }")
    dataset = Dataset(Quad(r["s"], r["p"], r["o"], r["g"]) for r in rows)
    dataset.canonicalize(CanonicalizationAlgorithm.UNSTABLE)
    return sorted(str(q) for q in dataset)


def test_named_graphs_are_kept_with_the_same_quads(remote: RemoteStore, data_store: Store) -> None:
    query = "SELECT ?g (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } } GROUP BY ?g ORDER BY ?g"
    here = answer(data_store.query(query))
    assert answer(remote.query(query)) == here
    assert len(here[2]) == 6 and all(g.startswith(f"<{GRAPHS}") for g, _ in here[2])  # 5 notes + analysis
    assert [g.value for g in remote.named_graphs(GRAPHS)] == [g[1:-1] for g, _ in here[2]]
    assert _dataset(remote) == _dataset(data_store)  # the same quads, blank node lists included
    # kg.graph.stats works on the remote store as it is (same query interface): the build can report from it.
    assert graph_stats(remote) == graph_stats(data_store)


def test_replacing_again_changes_nothing_and_prunes_stale_graphs(
    remote: RemoteStore, nquads: bytes, data_store: Store
) -> None:
    counts = "SELECT ?g (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } } GROUP BY ?g ORDER BY ?g"
    before = answer(remote.query(counts))
    stale = f"<{GRAPHS}deleted-note> <{GRAPHS}p> \"x\" <{GRAPHS}deleted-note> .\n".encode()
    foreign = b'<http://other.example/s> <http://other.example/p> "kept" <http://other.example/g> .\n'
    remote.replace_graphs(stale + foreign)
    report = remote.replace_graphs(nquads, prune_prefix=GRAPHS)
    assert (report.graphs, report.dropped) == (6, 1)  # 5 notes + analysis
    after = answer(remote.query(counts))
    assert [row for row in after[2] if "other.example" not in row[0]] == before[2]
    assert ("<http://other.example/g>", '"1"^^<http://www.w3.org/2001/XMLSchema#integer>') in after[2]
    remote.update("DROP GRAPH <http://other.example/g>")
    assert answer(remote.query(counts)) == answer(data_store.query(counts))
    assert _dataset(remote) == _dataset(data_store)


def test_sparql_update_fallback_keeps_graphs_and_blank_node_lists(
    fresh_server: str, nquads: bytes, data_store: Store
) -> None:
    # The store endpoint answers 404 here, so the push falls back to SPARQL Update; small batches force
    # many requests and split graphs, while each author list (blank nodes) must stay in one piece.
    store = RemoteStore(fresh_server, store_endpoint=f"{fresh_server}/no-graph-store", batch_size=700)
    report = store.replace_graphs(nquads)
    assert report.protocol == "update" and report.requests > 20
    counts = "SELECT ?g (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } } GROUP BY ?g ORDER BY ?g"
    assert answer(store.query(counts)) == answer(data_store.query(counts))
    authors = PROLOGUE + """SELECT ?name WHERE { GRAPH ?g {
        ?paper kg:openreviewId "hYHsrKDiX7" ; kg:authorList ?list .
        ?list rdf:rest* ?cell . ?cell rdf:first ?person } ?person foaf:name ?name }"""
    here = assert_same(data_store.query(authors, use_default_graph_as_union=True),
                       store.query(authors, use_default_graph_as_union=True), ordered=False)
    assert len(here[2]) == 6
    again = RemoteStore(fresh_server, graph_store=False, batch_size=5000).replace_graphs(nquads)
    assert again.protocol == "update"
    assert _dataset(store) == _dataset(data_store)


def test_graph_store_writes_with_and_without_oxigraph_bulk_loading(
    fresh_server: str, nquads: bytes, data_store: Store
) -> None:
    # batch_size 2000 splits the big graphs: a PUT, then POSTs, blank node lists kept whole.
    for bulk in (False, True):
        store = RemoteStore(fresh_server, bulk=bulk, batch_size=2000)
        report = store.replace_graphs(nquads)
        assert report.protocol == "graph store" and report.requests > 5
        assert _dataset(store) == _dataset(data_store)
    assert (store.server or "").startswith("Oxigraph/")  # what bulk=None (the default) looks for


def test_split_batches_never_separates_a_blank_node(nquads: bytes) -> None:
    triples = [q.triple for q in pyoxigraph.parse(nquads, format=pyoxigraph.RdfFormat.N_QUADS)
               if q.graph_name == NamedNode(GRAPHS + "iclr-2025-oral-notes")]
    batches = split_batches(triples, 100)
    assert sum(len(b) for b in batches) == len(triples) and max(len(b) for b in batches) <= 100
    home: dict[BlankNode, int] = {}
    for index, batch in enumerate(batches):
        for t in batch:
            for node in (t.subject, t.object):
                if isinstance(node, BlankNode):
                    assert home.setdefault(node, index) == index
    assert home, "the data has author lists (blank nodes)"


def test_quads_in_the_default_graph_are_refused(remote: RemoteStore) -> None:
    with pytest.raises(KGError, match="default graph"):
        remote.replace_graphs(b'<http://x/s> <http://x/p> "o" .\n')


# ---------------------------------------------------------------------------------------------- same answers


GALORE_AUTHORS = PROLOGUE + """SELECT DISTINCT ?position ?name WHERE {
  GRAPH ?g { ?paper kg:openreviewId "hYHsrKDiX7" ; kg:authorship ?a . ?a kg:position ?position ; kg:author ?person }
  GRAPH ?h { ?person foaf:name ?name }
} ORDER BY ?position"""

QUERIES = {
    "papers": (PROLOGUE + "SELECT (COUNT(DISTINCT ?p) AS ?n) WHERE { GRAPH ?g { ?p a kg:Paper } }", False),
    "papers per graph": (PROLOGUE + """SELECT ?g (COUNT(DISTINCT ?p) AS ?n)
        WHERE { GRAPH ?g { ?p a kg:Paper } } GROUP BY ?g ORDER BY DESC(?n) ?g""", True),
    "galore authors": (GALORE_AUTHORS, True),
    "position papers": (PROLOGUE + """SELECT DISTINCT ?title WHERE { GRAPH ?g { ?p a kg:PositionPaper }
        GRAPH ?h { ?p dcterms:title ?title } } ORDER BY ?title""", True),
    "union default graph": (PROLOGUE + """SELECT ?venue (COUNT(DISTINCT ?p) AS ?n)
        WHERE { ?p kg:presentedAt ?e . ?e rdfs:label ?venue } GROUP BY ?venue""", False),
    "ask": (PROLOGUE + "ASK { ?p kg:openreviewId \"hYHsrKDiX7\" }", False),
    "construct": (PROLOGUE + """CONSTRUCT { ?p dcterms:title ?t ; kg:hasAuthor ?a } WHERE {
        GRAPH ?g { ?p kg:openreviewId "hYHsrKDiX7" ; dcterms:title ?t ; kg:hasAuthor ?a } }""", False),
    "describe with blank nodes": (
        PROLOGUE + "DESCRIBE ?p WHERE { GRAPH ?g { ?p kg:openreviewId \"hYHsrKDiX7\" } }", False),
}


@pytest.mark.parametrize("name", QUERIES)
@pytest.mark.parametrize("union", [True, False], ids=["union", "no-union"])
def test_same_answers_on_both_stores(remote: RemoteStore, data_store: Store, name: str, union: bool) -> None:
    query, ordered = QUERIES[name]
    here = assert_same(data_store.query(query, use_default_graph_as_union=union),
                       remote.query(query, use_default_graph_as_union=union), ordered)
    if name == "galore authors":  # read in data/icml-2024-orals.md line 62
        assert [row[1] for row in here[2]] == [f'"{n}"' for n in (
            "Jiawei Zhao", "Zhenyu Zhang", "Beidi Chen", "Zhangyang Wang", "Anima Anandkumar", "Yuandong Tian")]
    if name == "union default graph":
        assert bool(here[2]) == union  # kg data lives in named graphs only
    if name == "ask":
        assert here == ("boolean", union)


def test_construct_answers_are_query_triples_that_serialize_the_same(remote: RemoteStore, data_store: Store) -> None:
    query, _ = QUERIES["construct"]
    found = remote.query(query)
    assert isinstance(found, pyoxigraph.QueryTriples)
    fmt = pyoxigraph.RdfFormat.N_TRIPLES
    mine = sorted(found.serialize(format=fmt).decode().splitlines())
    assert mine == sorted(data_store.query(query).serialize(format=fmt).decode().splitlines()) and len(mine) == 7


def _example(description: str) -> str | None:
    """The example value a saved query's parameter description gives (``e.g. "Yuandong Tian"``)."""
    m = re.search(r"e\.g\.\s*(\"[^\"]+\"|\S+)", description)
    return m.group(1).strip('"') if m else None


SAVED = saved_queries()


@pytest.mark.parametrize("saved", SAVED, ids=[q.name for q in SAVED])
def test_every_saved_query_gives_the_same_answer(remote: RemoteStore, data_store: Store, saved: Any) -> None:
    values = {p.name: _example(p.description) for p in saved.params}
    if None in values.values():
        pytest.skip(f"{saved.name}: no example value for a parameter")
    bound = bind_params(saved, values)
    ordered = "ORDER BY" in saved.text.upper()
    here = assert_same(run_query(data_store, saved.text, bound), run_query(remote, saved.text, bound), ordered)
    if saved.name in ("position-papers", "paper-authors", "papers-by-author", "papers-per-venue"):
        assert here[1] if here[0] == "boolean" else here[2], f"{saved.name} should find something in data/"


def test_saved_queries_exist_for_the_comparison() -> None:
    assert len(SAVED) >= 15


# ---------------------------------------------------------------------------------------------- parameters


@pytest.mark.parametrize("value", [
    Literal(NASTY), Literal(NASTY, language="en"),
    Literal("12", datatype=NamedNode("http://www.w3.org/2001/XMLSchema#integer")),
    NamedNode("https://openreview.net/forum?id=hYHsrKDiX7&x='y'"),
])
def test_parameter_values_arrive_unchanged(remote: RemoteStore, data_store: Store, value: Any) -> None:
    query = "SELECT ?v (STR(?v) AS ?text) (DATATYPE(?v) AS ?type) (LANG(?v) AS ?lang) WHERE { }"
    subs = {Variable("v"): value}
    here = assert_same(data_store.query(query, substitutions=subs), remote.query(query, substitutions=subs), True)
    assert here[2][0][0] == str(value)  # the very term, as N-Triples


def test_a_parameter_used_in_a_filter_and_in_data(remote: RemoteStore, data_store: Store) -> None:
    query = PROLOGUE + """SELECT ?paper ?title ?id WHERE {
        GRAPH ?g { ?paper kg:openreviewId ?found ; dcterms:title ?title } FILTER(?found = ?id) }"""
    for value, rows in (("hYHsrKDiX7", 1), (NASTY, 0), ('hYHsrKDiX7" || "1" = "1', 0)):
        subs = {Variable("id"): Literal(value)}
        here = assert_same(data_store.query(query, substitutions=subs), remote.query(query, substitutions=subs), False)
        assert len(here[2]) == rows
    assert answer(remote.query(QUERIES["papers"][0])) == answer(data_store.query(QUERIES["papers"][0]))


@pytest.mark.parametrize("query", [
    # a parameter seen by a FILTER, an aggregate, a sub-SELECT, CONSTRUCT (both forms), ASK
    PROLOGUE + "SELECT ?p ?id WHERE { GRAPH ?g { ?p kg:openreviewId ?x } FILTER(?x = ?id) }",
    PROLOGUE + "SELECT ?id (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?p kg:openreviewId ?id ; ?q ?o } } GROUP BY ?id",
    PROLOGUE + "SELECT ?id ?n WHERE { { SELECT ?id (COUNT(*) AS ?n)"
    " WHERE { GRAPH ?g { ?p kg:openreviewId ?id ; ?q ?o } } GROUP BY ?id } }",
    PROLOGUE + "SELECT * { SELECT ?p ?id WHERE { GRAPH ?g { ?p kg:openreviewId ?id } } }",
    PROLOGUE + "CONSTRUCT { ?p kg:openreviewId ?id } WHERE { GRAPH ?g { ?p kg:openreviewId ?id } }",
    PROLOGUE + "CONSTRUCT WHERE { ?p kg:openreviewId ?id }",
    PROLOGUE + "ASK { GRAPH ?g { ?p kg:openreviewId ?id FILTER(STRLEN(?id) = 10) } }",
    # braces, keywords and '#' inside comments, strings and IRIs; an expression with EXISTS { } before WHERE
    PROLOGUE + "# SELECT { WHERE }\nSELECT ?id (EXISTS { GRAPH ?g { ?p a kg:Paper } } AS ?any) "
    "WHERE { GRAPH ?g { ?p kg:openreviewId ?id ; dcterms:title ?t } FILTER(?t != \"} WHERE { #\" && ?t != '''{'''"
    " && ?p != <http://x/#WHERE>) }",
    # a query that already ends in VALUES
    PROLOGUE + "SELECT ?id ?p WHERE { GRAPH ?g { ?p kg:openreviewId ?id } } VALUES ?id { \"hYHsrKDiX7\" \"nope\" }",
], ids=["filter", "group-by", "subquery", "bare-subselect", "construct", "construct-where", "ask", "tricky-text",
        "trailing-values"])
def test_values_block_gives_the_substitution_answer(data_store: Store, query: str) -> None:
    # Server-free: the rewritten text run without substitutions answers as pyoxigraph's substitutions do.
    subs = {Variable("id"): Literal("hYHsrKDiX7")}
    here = answer(data_store.query(query, substitutions=subs, use_default_graph_as_union=True))
    assert answer(data_store.query(bind_values(query, subs), use_default_graph_as_union=True)) == here
    assert here != ("boolean", False) and here[-1], "the binding should match the GaLore paper"


def test_values_clause_refuses_what_a_server_cannot_take() -> None:
    with pytest.raises(UsageError, match="blank node"):
        values_clause({"x": BlankNode()})
    with pytest.raises(ValueError):
        values_clause({"x } ; DROP ALL": Literal("a")})  # pyoxigraph refuses the variable name
    triple = Triple(NamedNode("http://x/s"), NamedNode("http://x/p"), NamedNode("http://x/o"))
    with pytest.raises(UsageError, match="Triple"):
        values_clause({"x": triple})


def test_query_errors_read_as_on_the_embedded_store(remote: RemoteStore, data_store: Store) -> None:
    bad = "SELECT ?s WHERE {\n  ?s ?p \n}"
    with pytest.raises(KGError) as here:
        run_query(data_store, bad)
    with pytest.raises(KGError) as there:
        run_query(remote, bad)
    assert str(there.value) == str(here.value) == "query:3:2: expected OPTIONAL"
    not_projected = "SELECT ?s WHERE { GRAPH ?g { ?s ?p ?o } }"
    with pytest.raises(KGError, match="does not contains variable") as err:
        run_query(remote, not_projected, {Variable("o"): Literal("x")})
    assert str(err.value).count("\n") == 0


# ---------------------------------------------------------------------------------------------- endpoints


@pytest.mark.parametrize(("url", "options", "expected"), [
    ("http://h:7878", {}, ("http://h:7878/query", "http://h:7878/update", "http://h:7878/store")),
    ("http://h:7878/", {}, ("http://h:7878/query", "http://h:7878/update", "http://h:7878/store")),
    ("http://h:7878/query", {}, ("http://h:7878/query", "http://h:7878/update", "http://h:7878/store")),
    ("http://h:3030/ds/query", {"store_endpoint": "http://h:3030/ds/data"},
     ("http://h:3030/ds/query", "http://h:3030/ds/update", "http://h:3030/ds/data")),
    ("https://h/sparql", {}, ("https://h/sparql", "https://h/sparql", None)),
    ("http://h:7200/repositories/kg", {"update_endpoint": "http://h:7200/repositories/kg/statements"},
     ("http://h:7200/repositories/kg", "http://h:7200/repositories/kg/statements", None)),
    ("http://h:7878", {"graph_store": False}, ("http://h:7878/query", "http://h:7878/update", None)),
])
def test_endpoints_from_the_url(url: str, options: dict[str, Any], expected: tuple[str, str, str | None]) -> None:
    store = RemoteStore.from_url(url, **options)
    assert (store.query_endpoint, store.update_endpoint, store.store_endpoint) == expected


def test_credentials_go_in_a_header_and_never_in_messages() -> None:
    store = RemoteStore("http://kg:s3cret@127.0.0.1:1/sparql")
    assert "s3cret" not in store.query_endpoint + repr(store)
    assert store._authorization == "Basic a2c6czNjcmV0"  # base64 of kg:s3cret


@pytest.mark.parametrize("url", ["localhost:7878", "ftp://h/sparql", "/tmp/store", ""])
def test_a_url_that_is_not_http_is_a_usage_error(url: str) -> None:
    with pytest.raises(UsageError, match="http"):
        RemoteStore(url)


# ---------------------------------------------------------------------------------------------- errors


def test_connection_refused_is_one_clear_line() -> None:
    url = f"http://127.0.0.1:{_free_port()}"
    with pytest.raises(RemoteStoreError) as err:
        RemoteStore(url).query("ASK { ?s ?p ?o }")
    assert str(err.value) == f"cannot connect to {url}/query: connection refused"
    assert err.value.exit_code == 1 and isinstance(err.value, KGError)
    with pytest.raises(RemoteStoreError, match=f"cannot connect to {url}/store: connection refused"):
        RemoteStore(url).replace_graphs(f'<http://x/s> <http://x/p> "o" <{GRAPHS}g> .\n'.encode())


@pytest.fixture
def silent_port() -> Iterator[int]:
    """A localhost port that accepts connections and never answers."""
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(8)
        yield int(listener.getsockname()[1])


def test_a_server_that_does_not_answer_times_out(silent_port: int) -> None:
    store = RemoteStore(f"http://127.0.0.1:{silent_port}", timeout=0.2, write_timeout=0.3)
    with pytest.raises(RemoteStoreError) as err:
        store.query("ASK { ?s ?p ?o }")
    assert str(err.value) == f"http://127.0.0.1:{silent_port}/query did not answer within 0.2 s"
    with pytest.raises(RemoteStoreError, match=r"/update did not answer within 0.3 s$"):
        store.update("CLEAR SILENT GRAPH <http://x/g>")


@pytest.fixture
def failing_server() -> Iterator[Callable[[int, str], str]]:
    """A localhost HTTP server answering every request with a given status and text; returns its URL."""
    servers: list[http.server.ThreadingHTTPServer] = []

    def start(status: int, text: str) -> str:
        class Handler(http.server.BaseHTTPRequestHandler):
            def _answer(self) -> None:
                self.rfile.read(int(self.headers.get("Content-Length") or 0))
                body = text.encode()
                self.send_response(status)
                self.send_header("Content-Type", "text/plain")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            do_GET = do_POST = do_PUT = _answer

            def log_message(self, *args: Any) -> None:
                pass

        httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
        servers.append(httpd)
        return f"http://127.0.0.1:{httpd.server_address[1]}"

    yield start
    for httpd in servers:
        httpd.shutdown()
        httpd.server_close()


def test_server_errors_name_the_url_and_status(failing_server: Callable[[int, str], str]) -> None:
    url = failing_server(503, "busy\nbacking up\n")
    with pytest.raises(RemoteStoreError) as err:
        RemoteStore(url).query("SELECT * WHERE { ?s ?p ?o }")
    assert str(err.value) == f"POST {url}/query: HTTP 503 Service Unavailable: busy backing up"
    url = failing_server(413, "too large")
    with pytest.raises(RemoteStoreError, match=r"^PUT .*/store: HTTP 413 [\w ]+: too large$"):
        RemoteStore(url).replace_graphs(f'<http://x/s> <http://x/p> "o" <{GRAPHS}g> .\n'.encode())


def test_a_query_only_the_server_rejects_keeps_its_message(failing_server: Callable[[int, str], str]) -> None:
    url = failing_server(400, "unsupported extension function")
    with pytest.raises(RemoteQueryError, match="HTTP 400 Bad Request: unsupported extension function$"):
        RemoteStore(url).query("SELECT * WHERE { ?s ?p ?o }")


def test_an_unreadable_answer_is_an_error(failing_server: Callable[[int, str], str]) -> None:
    url = failing_server(200, "<html>not SPARQL results</html>")
    with pytest.raises(RemoteStoreError, match="unreadable answer"):
        RemoteStore(url).query("SELECT * WHERE { ?s ?p ?o }")


# ---------------------------------------------------------------------------------------------- the CLI


def _wired() -> Any:
    """kg's click group, or a skip while ``--store`` is not yet an option of ``kg build`` and ``kg query``."""
    from kg.cli import main

    for name in ("build", "query"):
        command = main.get_command(None, name)  # type: ignore[arg-type]
        if command is None or not any(p.name == "store_url" for p in command.params):
            pytest.skip(f"kg {name} has no --store option yet")
    return main


@pytest.mark.parametrize("args", [
    ["papers-by-author", "--param", "author=Yuandong Tian"],
    ["paper-authors", "--param", "paper=paper:hYHsrKDiX7"],
    ["position-papers"],
    ["SELECT ?g (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } } GROUP BY ?g ORDER BY ?g"],
], ids=["papers-by-author", "paper-authors", "position-papers", "inline"])
def test_kg_query_with_store_prints_what_the_built_graph_gives(
    remote: RemoteStore, data_build: BuildReport, args: list[str]
) -> None:
    from click.testing import CliRunner

    main, runner = _wired(), CliRunner()
    local = runner.invoke(main, ["query", *args, "--graph", str(data_build.out), "--format", "csv"])
    there = runner.invoke(main, ["query", *args, "--store", remote.url, "--format", "csv"])
    assert there.exit_code == 0, there.output
    assert there.stdout == local.stdout and there.stdout.count("\n") > 1


def test_kg_build_with_store_pushes_the_graph_and_errors_are_one_line(
    fresh_server: str, notes: Callable[[dict[str, str | bytes]], Path], tmp_path: Path
) -> None:
    from click.testing import CliRunner

    main, runner = _wired(), CliRunner()
    note = "# Orals\n\n- [A paper on graphs](https://openreview.net/forum?id=AAAAAAAAAA)\n"
    folder = notes({"orals.md": note, "more.md": note.replace("AAAAAAAAAA", "BBBBBBBBBB")})
    built = runner.invoke(main, ["build", str(folder), "--out", str(tmp_path / "g"), "--store", fresh_server])
    assert built.exit_code == 0, built.output
    assert "2 graphs" in built.stdout
    embedded, remote = open_store(tmp_path / "g"), RemoteStore(fresh_server)
    counts = "SELECT ?g (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } } GROUP BY ?g ORDER BY ?g"
    assert answer(remote.query(counts)) == answer(embedded.query(counts))
    away = f"http://127.0.0.1:{_free_port()}"
    for args in (["query", "position-papers", "--store", away],
                 ["build", str(folder), "--out", str(tmp_path / "h"), "-q", "--store", away]):
        failed = runner.invoke(main, args)
        assert failed.exit_code == 1
        assert re.fullmatch(f"kg: error: cannot connect to {away}/(query|store): connection refused\n", failed.stderr)
    bad = runner.invoke(main, ["query", "position-papers", "--store", "localhost:7878"])
    assert bad.exit_code == 2 and "http(s) URL" in bad.stderr
