"""Saved queries: ``kg/sparql/queries/*.rq`` files with a comment header, and binding their parameters.

A saved query starts with comment lines::

    # title: Papers by an author
    # description: Every paper an author wrote, with its title, year and venue edition.
    # param: author literal The author's display name, e.g. "Yuandong Tian"

``# param: NAME KIND DESCRIPTION`` declares a parameter; KIND is one of
:data:`PARAM_KINDS`. The query uses ``?NAME`` and a value is bound as an RDF
term (pyoxigraph ``substitutions``), never pasted into the query text. The
file name without ``.rq`` is the query's name.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

from pyoxigraph import Variable

from kg.errors import KGError, UsageError
from kg.sparql.terms import TERM_KINDS, Term

#: The folder of saved queries shipped with kg.
QUERY_DIR = Path(__file__).resolve().parent / "queries"
_HEADER = re.compile(r"#\s*(title|description|param)\s*:\s*(.*)$")
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_QUERY_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]*")


@dataclass(frozen=True)
class Param:
    """One declared parameter of a saved query."""

    name: str
    kind: str
    description: str


@dataclass(frozen=True)
class SavedQuery:
    """A query with its name, title, description, declared parameters and SPARQL text."""

    name: str
    title: str
    description: str
    params: tuple[Param, ...]
    text: str
    path: str | None = None

    def param(self, name: str) -> Param | None:
        """The declared parameter called ``name``, if any.

        >>> parse_saved("# param: n integer How many\\nSELECT ?n WHERE {}", "q").param("n").kind
        'integer'
        """
        return next((p for p in self.params if p.name == name), None)


#: How a command-line value becomes an RDF term, per parameter kind.
PARAM_KINDS: dict[str, Callable[[str], Term]] = {
    kind: TERM_KINDS[kind] for kind in ("literal", "iri", "integer", "decimal")
}
#: What each kind expects, for error messages.
_KIND_HINTS = {
    "literal": "a string",
    "iri": "an IRI such as https://w3id.org/confkg/id/paper/LRkJwPIDuE or paper:LRkJwPIDuE",
    "integer": "an integer",
    "decimal": "a decimal number",
}


def parse_saved(text: str, name: str, path: str | None = None) -> SavedQuery:
    """Read the comment header of a query text (saved file, ``-f`` file or inline text).

    >>> q = parse_saved('# title: T\\n# param: author literal A name\\nSELECT ?author WHERE {}', "x")
    >>> q.title, [(p.name, p.kind) for p in q.params]
    ('T', [('author', 'literal')])
    >>> parse_saved("# param: n number N\\nSELECT * {}", "x", "x.rq")
    Traceback (most recent call last):
    kg.errors.KGError: x.rq:1: unknown parameter kind 'number' (choose from literal, iri, integer, decimal)
    """
    where = path or name
    fields: dict[str, list[str]] = {"title": [], "description": []}
    params: list[Param] = []
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if stripped and not stripped.startswith("#"):
            break
        match = _HEADER.match(stripped)
        if not match:
            continue
        key, value = match.group(1), match.group(2).strip()
        if key != "param":
            fields[key].append(value)
            continue
        params.append(_parse_param(value, where, number, params))
    return SavedQuery(
        name=name,
        title=" ".join(fields["title"]) or name,
        description=" ".join(fields["description"]),
        params=tuple(params),
        text=text,
        path=path,
    )


def _parse_param(value: str, where: str, line: int, seen: list[Param]) -> Param:
    parts = value.split(None, 2)
    if len(parts) < 2:
        raise KGError("a parameter needs '# param: NAME KIND DESCRIPTION'", path=where, line=line)
    pname, kind = parts[0].lstrip("?$"), parts[1]
    if not _NAME.fullmatch(pname):
        raise KGError(f"bad parameter name '{parts[0]}'", path=where, line=line)
    if kind not in PARAM_KINDS:
        raise KGError(f"unknown parameter kind '{kind}' (choose from {', '.join(PARAM_KINDS)})", path=where, line=line)
    if any(p.name == pname for p in seen):
        raise KGError(f"parameter '{pname}' declared twice", path=where, line=line)
    return Param(pname, kind, parts[2] if len(parts) > 2 else "")


def saved_queries(folder: Path = QUERY_DIR) -> list[SavedQuery]:
    """Every saved query in ``folder`` (default: the ones shipped with kg), sorted by name.

    >>> "papers-by-author" in [q.name for q in saved_queries()]
    True
    """
    return [load_file(path) for path in sorted(folder.glob("*.rq"))]


def load_file(path: Path) -> SavedQuery:
    """A query file (``-f FILE.rq``); its name is the file name without ``.rq``.

    >>> load_file(QUERY_DIR / "position-papers.rq").title
    'Position papers'
    """
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as err:
        raise KGError(f"not UTF-8 text ({err.reason})", path=str(path)) from None
    except OSError as err:
        raise UsageError(f"cannot read query file: {err.strerror}", path=str(path)) from None
    return parse_saved(text, path.stem, str(path))


def is_query_name(text: str) -> bool:
    """Whether a QUERY argument looks like a saved query's name rather than SPARQL text.

    >>> is_query_name("papers-by-author"), is_query_name("SELECT * WHERE { ?s ?p ?o }")
    (True, False)
    """
    return bool(_QUERY_NAME.fullmatch(text))


def load_saved(name: str, folder: Path = QUERY_DIR) -> SavedQuery:
    """The saved query called ``name``.

    >>> load_saved("where-mentioned").params[0].name
    'paper'
    >>> load_saved("papers-by-autor")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    kg.errors.UsageError: unknown saved query 'papers-by-autor' (did you mean papers-by-author? kg query --list ...)
    """
    path = folder / f"{name}.rq"
    if is_query_name(name) and path.is_file():
        return load_file(path)
    close = difflib.get_close_matches(name, [p.stem for p in folder.glob("*.rq")], n=1)
    hint = f"did you mean {close[0]}? " if close else ""
    raise UsageError(f"unknown saved query '{name}' ({hint}kg query --list shows all)")


def parse_param_args(args: tuple[str, ...] | list[str]) -> dict[str, str]:
    """``--param NAME=VALUE`` options as a dict.

    >>> parse_param_args(["author=Yuandong Tian", "n=3"])
    {'author': 'Yuandong Tian', 'n': '3'}
    >>> parse_param_args(["author"])
    Traceback (most recent call last):
    kg.errors.UsageError: --param takes NAME=VALUE, got 'author'
    """
    values: dict[str, str] = {}
    for arg in args:
        name, sep, value = arg.partition("=")
        name = name.strip().lstrip("?$")
        if not sep or not name:
            raise UsageError(f"--param takes NAME=VALUE, got '{arg}'")
        if name in values:
            raise UsageError(f"parameter '{name}' given twice")
        values[name] = value
    return values


def bind_params(saved: SavedQuery, values: Mapping[str, str]) -> dict[Variable, Term]:
    """Bind parameter values (strings from the command line) to RDF terms of their declared kinds.

    >>> q = parse_saved("# param: author literal Name\\n# param: n integer N\\nSELECT ?author ?n {}", "q")
    >>> sorted((v.value, t.value) for v, t in bind_params(q, {"author": "Yuandong Tian", "n": "3"}).items())
    [('author', 'Yuandong Tian'), ('n', '3')]
    >>> bind_params(q, {"author": "A", "n": "three"})
    Traceback (most recent call last):
    kg.errors.UsageError: parameter 'n' of q must be an integer, got 'three'
    >>> bind_params(q, {"author": "A"})
    Traceback (most recent call last):
    kg.errors.UsageError: q needs --param n=... (N)
    """
    unknown = sorted(set(values) - {p.name for p in saved.params})
    if unknown:
        takes = ", ".join(p.name for p in saved.params) or "no parameters"
        raise UsageError(f"unknown parameter '{unknown[0]}' for {saved.name} (it takes {takes})")
    bound: dict[Variable, Term] = {}
    for param in saved.params:
        if param.name not in values:
            raise UsageError(f"{saved.name} needs --param {param.name}=... ({param.description or param.kind})")
        try:
            bound[Variable(param.name)] = PARAM_KINDS[param.kind](values[param.name])
        except ValueError:
            hint, got = _KIND_HINTS[param.kind], values[param.name]
            raise UsageError(f"parameter '{param.name}' of {saved.name} must be {hint}, got '{got}'") from None
    return bound
