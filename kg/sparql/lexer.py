"""The one lexer of SPARQL text: enough tokens to find the query form, keywords and the WHERE group.

Comments, strings, IRIs and local-name escapes are single tokens, so a brace, a
``#`` or a keyword inside them is never taken for syntax. The remote store uses
the tokens to bind parameters in a ``VALUES`` block; the endpoint uses them to
refuse updates and ``SERVICE``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_TOKEN = re.compile(
    r"""
      (?P<comment>\#[^\r\n]*)
    | (?P<string>\"\"\"(?:(?:"|"")?(?:[^"\\]|\\.))*\"\"\"        # long strings first, as the grammar tries them
               | '''(?:(?:'|'')?(?:[^'\\]|\\.))*'''
               | "(?:[^"\\\r\n]|\\.)*"
               | '(?:[^'\\\r\n]|\\.)*')
    | (?P<iri><(?:[^<>"{}|^`\\\x00-\x20]|\\u[0-9A-Fa-f]{4}|\\U[0-9A-Fa-f]{8})*>)
    | (?P<variable>[?$][^\s{}()<>"'\#,;.=!&|+*/^\[\]\\]+)
    | (?P<escape>\\.)                                           # escaped character of a local name
    | (?P<space>\s+)
    | (?P<word>[^\W\d][\w-]*(?::[\w.%-]*)?|:[\w.%-]*)           # keyword or prefixed name
    | (?P<punct>[{}()])
    | (?P<other>.)
    """,
    re.VERBOSE | re.DOTALL,
)
#: Tokens that are never syntax a caller looks for.
SKIPPED = frozenset({"comment", "string", "iri", "variable", "escape", "space"})
FORMS = ("SELECT", "CONSTRUCT", "DESCRIBE", "ASK")


@dataclass(frozen=True)
class _Token:
    """One token: its kind (a group name of the lexer), text and offsets in the query."""

    kind: str
    text: str
    start: int
    end: int

    def is_word(self, word: str) -> bool:
        """Whether this is the keyword ``word`` (any case)."""
        return self.kind == "word" and self.text.upper() == word


def _tokens(query: str) -> list[_Token]:
    """Every token of the query, white space and comments included.

    >>> [(t.kind, t.text) for t in _tokens('ASK { ?s <urn:x#y> "}" } # }')]  # doctest: +NORMALIZE_WHITESPACE
    [('word', 'ASK'), ('space', ' '), ('punct', '{'), ('space', ' '), ('variable', '?s'), ('space', ' '),
     ('iri', '<urn:x#y>'), ('space', ' '), ('string', '"}"'), ('space', ' '), ('punct', '}'), ('space', ' '),
     ('comment', '# }')]
    """
    return [_Token(m.lastgroup or "other", m.group(), m.start(), m.end()) for m in _TOKEN.finditer(query)]


def syntax_tokens(query: str) -> list[_Token]:
    """The tokens that can be syntax: keywords, names, braces, parentheses and other punctuation.

    >>> [t.text for t in syntax_tokens('SELECT ?s { ?s <urn:a> "x{" }')]
    ['SELECT', '{', '}']
    """
    return [token for token in _tokens(query) if token.kind not in SKIPPED]


def query_form(query: str) -> str | None:
    """The query form (SELECT, CONSTRUCT, DESCRIBE or ASK), or None when there is none.

    >>> query_form('PREFIX ex: <http://ex/#select> # ASK me\\nconstruct { ?s ?p "ASK" } WHERE { ?s ?p ?o }')
    'CONSTRUCT'
    >>> query_form("INSERT DATA { <http://x/a> <http://x/b> <http://x/c> }") is None
    True
    """
    for token in syntax_tokens(query):
        if token.kind == "word" and token.text.upper() in FORMS:
            return token.text.upper()
    return None


def matching_brace(tokens: list[_Token], open_index: int) -> int:
    """Index of the ``}`` that closes the ``{`` at ``open_index``; ValueError when unbalanced.

    >>> tokens = syntax_tokens("{ { } }")
    >>> matching_brace(tokens, 0), matching_brace(tokens, 1)
    (3, 2)
    """
    depth = 0
    for i in range(open_index, len(tokens)):
        if tokens[i].text == "{":
            depth += 1
        elif tokens[i].text == "}":
            depth -= 1
            if depth == 0:
                return i
    raise ValueError("unbalanced braces")


def where_group(query: str) -> tuple[int, int, bool] | None:
    """Offsets just inside the outermost WHERE group's braces, and whether it is a sub-SELECT.

    None for a query with no form and for ``CONSTRUCT WHERE { ... }`` (no group to open).

    >>> q = "SELECT ?s WHERE { ?s ?p ?o }"
    >>> start, end, subselect = where_group(q)
    >>> q[start:end], subselect
    (' ?s ?p ?o ', False)
    """
    tokens = syntax_tokens(query)
    form = next((i for i, t in enumerate(tokens) if t.kind == "word" and t.text.upper() in FORMS), None)
    if form is None:
        return None
    i = form + 1
    if tokens[form].is_word("CONSTRUCT"):
        if i < len(tokens) and tokens[i].is_word("WHERE"):
            return None  # CONSTRUCT WHERE { triples } admits no VALUES inside
        while i < len(tokens) and tokens[i].text != "{":
            i += 1
        if i == len(tokens):
            return None
        i = matching_brace(tokens, i) + 1  # past the template
    parens = 0
    while i < len(tokens):
        text = tokens[i].text
        if text == "(":
            parens += 1  # a SELECT expression may hold EXISTS { ... }
        elif text == ")":
            parens -= 1
        elif text == "{" and parens == 0:
            close = matching_brace(tokens, i)
            subselect = i + 1 < close and tokens[i + 1].is_word("SELECT")
            return tokens[i].end, tokens[close].start, subselect
        i += 1
    return None


def code_only(query: str, *, strict: bool = False) -> str:
    """The query with IRIs, strings, local-name escapes and comments replaced by ``<>``, ``""`` or a space.

    ``<`` may also be a comparison, and the parser decides by context: ``FILTER(?a<1)SERVICE ex:x#>``
    is a comparison, a SERVICE and a comment, not an IRI. With ``strict``, a ``<...>`` that holds
    both ``)`` and ``#`` (all such a reading needs) keeps its text.

    >>> code_only('SELECT * { ?s <urn:x#y> "a # b" } # note')
    'SELECT * { ?s <> "" }  '
    >>> code_only("FILTER(?a<1)SERVICEex:x#>", strict=True)
    'FILTER(?a<1)SERVICEex:x#>'
    """
    parts = []
    for token in _tokens(query):
        if token.kind == "iri":
            keep = strict and ")" in token.text and "#" in token.text
            parts.append(token.text if keep else "<>")
        elif token.kind == "string":
            parts.append('""')
        elif token.kind in ("comment", "escape"):
            parts.append(" ")
        else:
            parts.append(token.text)
    return "".join(parts)


def has_quoted_iri(query: str) -> bool:
    """Whether some ``<...>`` holds a quote: then which text is a string depends on the parser.

    >>> has_quoted_iri("FILTER(?a<'>') SERVICE <http://x/> {}"), has_quoted_iri("?s <urn:x> 'y'")
    (True, False)
    """
    return any(token.kind == "iri" and "'" in token.text for token in _tokens(query))
