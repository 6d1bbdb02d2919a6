"""Records to RDF, and where the graph lives.

- :mod:`~kg.graph.resolve` — one key per real paper, person and topic across all notes; the merge log;
- :mod:`~kg.graph.mapping` — the only module that mints IRIs and states triples;
- :mod:`~kg.graph.store` — the embedded Oxigraph store;
- :mod:`~kg.graph.export` — byte-stable writers for every RDF export format;
- :mod:`~kg.graph.remote` — a SPARQL 1.1 server as the store (``--store URL``);
- :mod:`~kg.graph.validate`, :mod:`~kg.graph.stats`, :mod:`~kg.graph.eval` — SHACL, counts, and
  extraction quality against gold files, all read from a built graph.

May import the shared modules and :mod:`kg.sparql`; never :mod:`kg.notes` (records are the only
thing it takes from reading) and nothing above it.
"""
