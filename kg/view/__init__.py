"""Interactive HTML views of the knowledge graph (``kg view``): pyvis pages that open offline.

- :mod:`~kg.view.views` — which projection each view shows, ego neighbourhoods, ``--top`` capping,
  :func:`~kg.view.views.write_views` (every view plus ``index.html``, what ``kg build`` calls);
- :mod:`~kg.view.details` — tooltip text of papers, authors, topics and methods, from the store;
- :mod:`~kg.view.entities` — the entity a command-line name, title, id or IRI stands for;
- :mod:`~kg.view.network` — one networkx graph → one self-contained HTML page;
- :mod:`~kg.view.layout` — precomputed positions for big graphs;
- :mod:`~kg.view.page` — the inlined vis-network and page script, the Content-Security-Policy, the index page
  (escaping and CSP hashing are :mod:`kg.web`, shared with the query page);
- :mod:`~kg.cli.view` — the ``kg view`` click group;
- :mod:`~kg.view.examples` — a synthetic big graph and a store of hostile strings, for tests and bench.

The page template is ``kg/view/page.html``; the page's script is ``kg/view/view.js``.
"""
