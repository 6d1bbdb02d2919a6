"""A remote SPARQL 1.1 server as the store (``--store URL``): the client and the pieces it is made of.

:mod:`~kg.graph.remote.bind` binds query parameters into the text as a ``VALUES``
block, :mod:`~kg.graph.remote.batches` cuts N-Quads into write requests (a blank
node's triples kept together), :mod:`~kg.graph.remote.http` checks URLs, takes
credentials out of them and sends one request, and :mod:`~kg.graph.remote.store`
is the :class:`RemoteStore` client (queries, Graph Store Protocol and SPARQL Update
writes, named graphs; its documentation covers endpoints of common servers). This
package may import the standard library, pyoxigraph, the shared modules
(:mod:`kg.errors`) and :mod:`kg.sparql` (its lexer and term types), never
:mod:`kg.notes`, a higher room or click; the HTTP is urllib's alone.
"""

from kg.graph.remote.batches import BATCH_SIZE, split_batches
from kg.graph.remote.bind import Substitutions, bind_values, values_clause
from kg.graph.remote.http import RemoteQueryError, RemoteStoreError
from kg.graph.remote.store import (
    OXIGRAPH_SERVER,
    OXIGRAPH_UNION,
    WRITE_TIMEOUT,
    PushReport,
    QueryResult,
    RemoteStore,
)

__all__ = [
    "BATCH_SIZE",
    "OXIGRAPH_SERVER",
    "OXIGRAPH_UNION",
    "WRITE_TIMEOUT",
    "PushReport",
    "QueryResult",
    "RemoteQueryError",
    "RemoteStore",
    "RemoteStoreError",
    "Substitutions",
    "bind_values",
    "split_batches",
    "values_clause",
]
