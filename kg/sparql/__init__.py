"""SPARQL text and results, shared by every room that speaks SPARQL.

- :mod:`~kg.sparql.lexer` — the one lexer of SPARQL text (query form, keywords, the WHERE group);
- :mod:`~kg.sparql.terms` — the one parser of a string into an RDF term (parameters, bindings);
- :mod:`~kg.sparql.formats` — the one table of formats: name, media types, file suffix and
  serializer, used by ``kg export``, ``kg query``, ``kg serve`` and ``kg analyze``;
- :mod:`~kg.sparql.run` — running a query and writing its results;
- :mod:`~kg.sparql.saved` — the saved queries of ``kg/sparql/queries/*.rq`` and their parameters.

May import the shared modules only (no :mod:`kg.notes`, no :mod:`kg.graph`, nothing above).

>>> {"papers-by-author", "top-topics-by-pagerank"} <= {q.name for q in saved_queries()}
True
"""

from kg.sparql.run import (
    DEFAULT_FORMATS,
    RESULT_FORMATS,
    QuerySyntaxError,
    QueryTarget,
    choose_format,
    display,
    get_result_format,
    result_kind,
    run_query,
    write_results,
)
from kg.sparql.saved import (
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
