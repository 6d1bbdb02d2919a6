"""The query page at ``/``: ``kg/data/serve.html`` filled with the endpoint's limits and the saved queries.

Saved queries are the ``*.rq`` files of a folder (default ``kg/queries/``), the file name being
the query's name; a header of comment lines at the top describes it::

    # title: Papers by an author
    # description: Every paper with the given author, newest first.
    # param: author literal The author's name as printed, e.g. "Yuandong Tian".

Everything taken from files is HTML-escaped; the page loads nothing from anywhere (inline CSS and
JS only), and :func:`content_security_policy` lets a browser run only the page's own script and
style and connect only to this server.
"""

from __future__ import annotations

import base64
import hashlib
import html
import re
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

from kg.vocab import PREFIXES

_HEADER = re.compile(r"#\s*(title|description|param)\s*:\s*(.*)", re.I)
_SCRIPT_OR_STYLE = re.compile(r"<(script|style)>(.*?)</\1>", re.S)


@dataclass(frozen=True)
class Param:
    """A parameter of a saved query: variable name, kind (a hint such as ``iri`` or ``literal``), description.

    >>> Param("author", "literal", "name as printed").name
    'author'
    """

    name: str
    kind: str
    description: str = ""


@dataclass(frozen=True)
class SavedQuery:
    """A saved query file: name (file stem), header fields and the whole text.

    >>> SavedQuery("q", "ASK {}").title
    ''
    """

    name: str
    text: str
    title: str = ""
    description: str = ""
    params: tuple[Param, ...] = field(default_factory=tuple)


def parse_saved_query(name: str, text: str) -> SavedQuery:
    """Read the header comments (``# title:``, ``# description:``, ``# param: NAME KIND DESCRIPTION``).

    The header is the comment lines at the top; several ``description`` lines are joined.

    >>> q = parse_saved_query("papers-by-author", "# title: Papers\\n# param: author literal Name\\nSELECT ...")
    >>> q.title, q.params
    ('Papers', (Param(name='author', kind='literal', description='Name'),))
    """
    title, description, params = "", [], []
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped:
            continue
        if not stripped.startswith("#"):
            break
        match = _HEADER.fullmatch(stripped)
        if not match:
            continue
        key, value = match.group(1).lower(), match.group(2).strip()
        if key == "title":
            title = value
        elif key == "description":
            description.append(value)
        else:
            parts = value.split(None, 2)
            if parts:
                params.append(Param(parts[0].lstrip("?$"), parts[1] if len(parts) > 1 else "", " ".join(parts[2:])))
    return SavedQuery(name, text, title, " ".join(description), tuple(params))


def default_queries_dir() -> Path:
    """The saved queries shipped with kg (``kg/queries/``; it may not exist yet).

    >>> default_queries_dir().name
    'queries'
    """
    return Path(str(resources.files("kg"))) / "queries"


def read_saved_queries(folder: Path | None) -> list[SavedQuery]:
    """Every ``*.rq`` file of a folder, by name; none when the folder is missing. Unreadable files are skipped.

    >>> read_saved_queries(Path("/nonexistent"))
    []
    """
    if folder is None or not folder.is_dir():
        return []
    queries = []
    for path in sorted(folder.glob("*.rq")):
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        queries.append(parse_saved_query(path.stem, text))
    return queries


def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


def render_saved(queries: list[SavedQuery]) -> str:
    """The saved queries as HTML list items (escaped); a note when there are none.

    >>> html = render_saved([parse_saved_query("x", "# description: <script>alert(1)</script>\\nASK {}")])
    >>> "<script>" in html, "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    (False, True)
    """
    if not queries:
        return '<li class="none">No saved queries.</li>'
    items = []
    for q in queries:
        params = "".join(
            f'<li class="param" data-name="{_e(p.name)}" data-kind="{_e(p.kind)}"><code>${_e(p.name)}</code>'
            f" <em>{_e(p.kind)}</em> {_e(p.description)}</li>"
            for p in q.params
        )
        items.append(
            f'<li class="saved" data-name="{_e(q.name)}">'
            f'<button type="button" class="load">{_e(q.name)}</button> <strong>{_e(q.title)}</strong>'
            f'<p class="description">{_e(q.description)}</p>'
            + (f'<ul class="params">{params}</ul>' if params else "")
            + f'<pre class="rq" hidden>{_e(q.text)}</pre></li>'
        )
    return "\n".join(items)


def render_page(queries: list[SavedQuery], *, timeout: float, limit: int) -> str:
    """The whole page: the template with the limits, the predefined prefix names and the saved queries.

    >>> page = render_page([], timeout=10, limit=10000)
    >>> "No saved queries." in page and "10000" in page and "http://" not in page
    True
    """
    template = resources.files("kg").joinpath("data/serve.html").read_text("utf-8")
    fills = {
        "<!--kg:timeout-->": _e(f"{timeout:g}"),
        "<!--kg:limit-->": _e(limit),
        "<!--kg:prefixes-->": _e(", ".join(f"{name}:" for name in sorted(PREFIXES))),
        "<!--kg:saved-->": render_saved(queries),
    }
    for marker, value in fills.items():
        template = template.replace(marker, value)
    return template


def _hashes(page: str, kind: str) -> str:
    digests = []
    for tag, body in _SCRIPT_OR_STYLE.findall(page):
        if tag == kind:
            digest = base64.b64encode(hashlib.sha256(body.encode("utf-8")).digest()).decode("ascii")
            digests.append(f"'sha256-{digest}'")
    return " ".join(digests) or "'none'"


def content_security_policy(page: str) -> str:
    """A Content-Security-Policy that allows the page's own inline script and style (by hash) and nothing else.

    >>> content_security_policy("<style>p{}</style><script>1</script>")  # doctest: +ELLIPSIS
    "default-src 'none'; script-src 'sha256-...'; style-src 'sha256-...'; connect-src 'self'; ..."
    """
    return (
        f"default-src 'none'; script-src {_hashes(page, 'script')}; style-src {_hashes(page, 'style')}; "
        "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
    )
