"""Binding query parameters into SPARQL text as a ``VALUES`` block, for a server that takes no parameters."""

from __future__ import annotations

from collections.abc import Mapping

from pyoxigraph import BlankNode, Literal, NamedNode, Variable

from kg.errors import UsageError
from kg.sparql.lexer import where_group
from kg.sparql.terms import Term

#: Variables (by pyoxigraph :class:`~pyoxigraph.Variable` or by name) bound to RDF terms.
Substitutions = Mapping[Variable, Term] | Mapping[str, Term] | Mapping[Variable | str, Term]


def values_clause(substitutions: Substitutions) -> str:
    """A one-row ``VALUES`` block binding each variable to its term, written in N-Triples syntax.

    >>> print(values_clause({Variable("name"): Literal('Say "hi" \\\\o/'), "paper": NamedNode("http://x/p")}))
    VALUES (?name ?paper) { ("Say \\"hi\\" \\\\o/" <http://x/p>) }
    >>> values_clause({"x": BlankNode("b")})
    Traceback (most recent call last):
    kg.errors.UsageError: ?x: a blank node cannot be sent to a remote store as a parameter
    """
    names, terms = [], []
    for key, term in substitutions.items():
        variable = key if isinstance(key, Variable) else Variable(key)  # validates the name
        if not isinstance(term, NamedNode | Literal):
            kind = "a blank node" if isinstance(term, BlankNode) else f"a {type(term).__name__}"
            raise UsageError(f"{variable}: {kind} cannot be sent to a remote store as a parameter")
        names.append(str(variable))
        terms.append(str(term))
    return f"VALUES ({' '.join(names)}) {{ ({' '.join(terms)}) }}"


def bind_values(query: str, substitutions: Substitutions) -> str:
    """The query with its variables bound by a ``VALUES`` block, for a server that takes no parameters.

    The block opens the outermost WHERE group, so FILTERs, BINDs and aggregates see the
    bound values as with pyoxigraph's ``substitutions``; a CONSTRUCT WHERE short form
    gets a trailing ``VALUES`` instead (it holds only triples, so the answer is the same).

    Why this is safe: the user's values never enter the text as typed. Each is a
    pyoxigraph term first, which validates it (an IRI with ``>``, a space or a
    backslash is refused; a variable name must be a SPARQL name), and ``str(term)``
    is its N-Triples form, in which every ``"`` and ``\\`` of a literal is escaped and
    line breaks are written ``\\n``; N-Triples literals and IRIs are valid SPARQL
    tokens, so a value can never end its own token early and add syntax. A server
    that expanded ``\\u`` escapes before lexing (as SPARQL 1.1 section 19.2
    describes) could turn a value's ``\\\\u0022`` into text, never into a closing
    quote: the serialized backslashes come in pairs, so the one left over always
    escapes. Oxigraph keeps such values unchanged (tested).

    >>> print(bind_values('SELECT ?t WHERE { ?p <http://x/title> ?t FILTER(?t != ?skip) }', {"skip": Literal("a}b")}))
    SELECT ?t WHERE { VALUES (?skip) { ("a}b") } ?p <http://x/title> ?t FILTER(?t != ?skip) }
    >>> print(bind_values('SELECT * { SELECT ?s { ?s ?p ?o } }', {"s": NamedNode("http://x/s")}))
    SELECT * { VALUES (?s) { (<http://x/s>) } { SELECT ?s { ?s ?p ?o } } }
    >>> print(bind_values('CONSTRUCT WHERE { ?s ?p ?o }', {"o": Literal(1)}))
    CONSTRUCT WHERE { ?s ?p ?o }
    VALUES (?o) { ("1"^^<http://www.w3.org/2001/XMLSchema#integer>) }
    """
    values = values_clause(substitutions)
    try:
        where = where_group(query)
    except ValueError:
        where = None
    if where is None:
        return f"{query}\n{values}"
    start, end, subselect = where
    if subselect:
        return f"{query[:start]} {values} {{{query[start:end]}}} {query[end:]}"
    return f"{query[:start]} {values}{query[start:]}"
