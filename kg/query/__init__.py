"""SPARQL for users: saved queries with parameters, running them, and W3C result formats.

The public API, for ``kg query``, ``kg serve`` and a remote store alike:

- :func:`saved_queries`, :func:`load_saved`, :func:`parse_saved`, :func:`bind_params` — the
  ``kg/queries/*.rq`` files and their ``# param:`` declarations, values bound as RDF terms;
- :func:`run_query` — evaluate on any object with a pyoxigraph-like ``query(text, substitutions=...)``;
- :func:`write_results` and :data:`RESULT_FORMATS` — table, json, csv, tsv, xml (SELECT/ASK),
  turtle, ntriples, jsonld (CONSTRUCT/DESCRIBE).

The click command lives in :mod:`kg.query.command` (it imports :mod:`kg.cli`).

>>> {"papers-by-author", "top-topics-by-pagerank"} <= {q.name for q in saved_queries()}
True
"""

from kg.query.run import (
    DEFAULT_FORMATS,
    RESULT_FORMATS,
    QuerySyntaxError,
    QueryTarget,
    ResultFormat,
    choose_format,
    display,
    get_result_format,
    result_kind,
    run_query,
    write_results,
)
from kg.query.saved import (
    PARAM_KINDS,
    QUERY_DIR,
    Param,
    SavedQuery,
    bind_params,
    load_file,
    load_saved,
    parse_param_args,
    parse_saved,
    saved_queries,
)

__all__ = [
    "DEFAULT_FORMATS",
    "PARAM_KINDS",
    "QUERY_DIR",
    "RESULT_FORMATS",
    "Param",
    "QuerySyntaxError",
    "QueryTarget",
    "ResultFormat",
    "SavedQuery",
    "bind_params",
    "choose_format",
    "display",
    "get_result_format",
    "load_file",
    "load_saved",
    "parse_param_args",
    "parse_saved",
    "result_kind",
    "run_query",
    "saved_queries",
    "write_results",
]
