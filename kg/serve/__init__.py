"""``kg serve``: a read-only SPARQL 1.1 Protocol endpoint over a built graph, and a small query page.

- :mod:`kg.serve.protocol` turns HTTP parameters into a :class:`~kg.serve.protocol.QueryRequest`
  (pure functions: parameters, content negotiation, refusals of updates and ``SERVICE``);
- :mod:`kg.serve.execute` runs one request against a store, caps and serializes the results;
- :mod:`kg.serve.pool` runs :func:`~kg.serve.execute.execute` in worker processes that are killed
  when a query runs past the time limit (pyoxigraph has no timeout of its own);
- :mod:`kg.serve.page` renders ``kg/serve/page.html`` with the saved queries of ``kg/sparql/queries/``;
- :mod:`kg.serve.server` is the HTTP server (``/`` and ``/sparql``, nothing else);
- :mod:`kg.cli.serve` is the click command (imports :mod:`kg.cli`; not imported here).
"""

from __future__ import annotations
