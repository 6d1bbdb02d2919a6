"""Cutting N-Quads into write requests: runs of one graph, batches that keep a blank node's triples together.

Blank node labels are scoped to one request (SPARQL Update, Graph Store Protocol),
so a blank node's triples must travel together or the server makes two nodes of it.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from pyoxigraph import BlankNode, NamedNode, RdfFormat, Triple, parse, serialize

from kg.errors import KGError

#: Triples per write request: well under common request-size limits for kg data.
BATCH_SIZE = 50_000


def graph_runs(nquads: bytes) -> Iterator[tuple[NamedNode, list[Triple]]]:
    """Consecutive quads of the same graph, in input order (a sorted input gives one run per graph).

    >>> [(g.value, len(ts)) for g, ts in graph_runs(b'<http://x/s> <http://x/p> "o" <http://x/g> .\\n')]
    [('http://x/g', 1)]
    >>> list(graph_runs(b'<http://x/s> <http://x/p> "o" .\\n'))
    Traceback (most recent call last):
    kg.errors.KGError: the quads have triples in the default graph; a remote store takes graphs named by IRIs only
    """
    graph: NamedNode | None = None
    run: list[Triple] = []
    for quad in parse(nquads, format=RdfFormat.N_QUADS):
        name = quad.graph_name
        if not isinstance(name, NamedNode):
            where = "the default graph" if not isinstance(name, BlankNode) else f"graph {name}"
            raise KGError(f"the quads have triples in {where}; a remote store takes graphs named by IRIs only")
        if name != graph:
            if run and graph is not None:
                yield graph, run
            graph, run = name, []
        run.append(quad.triple)
    if run and graph is not None:
        yield graph, run


def _blank_nodes(triple: Triple) -> list[BlankNode]:
    return [t for t in (triple.subject, triple.object) if isinstance(t, BlankNode)]


def split_batches(triples: list[Triple], size: int) -> list[list[Triple]]:
    """Cut a graph's triples into batches of about ``size``, never separating triples that share a blank node.

    >>> from pyoxigraph import Literal
    >>> p, b = NamedNode("http://x/p"), BlankNode("list")
    >>> ts = [Triple(NamedNode(f"http://x/{i}"), p, Literal(i)) for i in range(4)]
    >>> ts += [Triple(NamedNode("http://x/s"), p, b), Triple(b, p, Literal("end"))]
    >>> batches = split_batches(ts, 3)
    >>> [len(batch) for batch in batches]
    [3, 3]
    >>> [sum(1 for t in batch if b in (t.subject, t.object)) for batch in batches]
    [2, 0]
    """
    if len(triples) <= size:
        return [triples]
    parent: dict[BlankNode, BlankNode] = {}

    def root(node: BlankNode) -> BlankNode:
        while parent.setdefault(node, node) != node:
            parent[node] = parent[parent[node]]
            node = parent[node]
        return node

    plain: list[Triple] = []
    for triple in triples:
        nodes = _blank_nodes(triple)
        if not nodes:
            plain.append(triple)
        for other in nodes[1:]:
            parent[root(other)] = root(nodes[0])
    components: dict[BlankNode, list[Triple]] = {}
    for triple in triples:
        nodes = _blank_nodes(triple)
        if nodes:
            components.setdefault(root(nodes[0]), []).append(triple)
    batches: list[list[Triple]] = []
    current: list[Triple] = []
    for group in components.values():
        if current and len(current) + len(group) > size:
            batches.append(current)
            current = []
        current.extend(group)
    for triple in plain:
        if len(current) >= size:
            batches.append(current)
            current = []
        current.append(triple)
    if current:
        batches.append(current)
    return batches


def ntriples(triples: Iterable[Triple]) -> bytes:
    """The triples as N-Triples.

    >>> from pyoxigraph import Literal
    >>> ntriples([Triple(NamedNode("http://x/s"), NamedNode("http://x/p"), Literal("o"))])
    b'<http://x/s> <http://x/p> "o" .\\n'
    """
    text = serialize(triples, format=RdfFormat.N_TRIPLES)
    assert text is not None  # no output given: serialize returns the bytes
    return text


def update_text(batches: list[tuple[NamedNode, list[Triple], bool]]) -> str:
    """One SPARQL Update request: drop the graphs being replaced, then one INSERT DATA for every batch.

    One INSERT DATA operation keeps blank node labels shared within the request one node.

    >>> from pyoxigraph import Literal
    >>> g, t = NamedNode("http://x/g"), Triple(NamedNode("http://x/s"), NamedNode("http://x/p"), Literal("o"))
    >>> print(update_text([(g, [t], True)]))
    DROP SILENT GRAPH <http://x/g> ;
    INSERT DATA {
    GRAPH <http://x/g> {
    <http://x/s> <http://x/p> "o" .
    }
    }
    """
    drops = [f"DROP SILENT GRAPH {graph} ;\n" for graph, _, replace in batches if replace]
    body = "".join(f"GRAPH {graph} {{\n{ntriples(batch).decode('utf-8')}}}\n" for graph, batch, _ in batches)
    return "".join(drops) + f"INSERT DATA {{\n{body}}}"
