"""The query page at ``/``: ``kg/serve/page.html`` filled with the endpoint's limits and the saved queries.

Saved queries are the ``*.rq`` files of a folder (default ``kg/sparql/queries/``), read with
:mod:`kg.sparql.saved` (the same header ``kg query --list`` shows).

Everything taken from files is HTML-escaped; the page loads nothing from anywhere (inline CSS and
JS only), and :func:`content_security_policy` lets a browser run only the page's own script and
style and connect only to this server.
"""

from __future__ import annotations

from pathlib import Path

from kg.errors import KGError
from kg.sparql.saved import SavedQuery, load_file
from kg.vocab import PREFIXES
from kg.web import escape as _e
from kg.web import inline_policy


def read_saved_queries(folder: Path | None) -> list[SavedQuery]:
    """The saved queries of a folder (see :mod:`kg.sparql.saved`); none when it is missing.

    A file that cannot be read is left off the page rather than stopping the server.

    >>> read_saved_queries(Path("/nonexistent"))
    []
    >>> from kg.sparql.saved import QUERY_DIR
    >>> "papers-by-author" in [q.name for q in read_saved_queries(QUERY_DIR)]
    True
    """
    if folder is None or not folder.is_dir():
        return []
    queries = []
    for path in sorted(folder.glob("*.rq")):
        try:
            queries.append(load_file(path))
        except KGError:
            continue
    return queries


def render_saved(queries: list[SavedQuery]) -> str:
    """The saved queries as HTML list items (escaped); a note when there are none.

    >>> from kg.sparql.saved import parse_saved
    >>> html = render_saved([parse_saved("# description: <script>alert(1)</script>\\nASK {}", "x")])
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
    template = (Path(__file__).resolve().parent / "page.html").read_text("utf-8")
    fills = {
        "<!--kg:timeout-->": _e(f"{timeout:g}"),
        "<!--kg:limit-->": _e(limit),
        "<!--kg:prefixes-->": _e(", ".join(f"{name}:" for name in sorted(PREFIXES))),
        "<!--kg:saved-->": render_saved(queries),
    }
    for marker, value in fills.items():
        template = template.replace(marker, value)
    return template


def content_security_policy(page: str) -> str:
    """A Content-Security-Policy that allows the page's own inline script and style (by hash) and nothing else.

    >>> content_security_policy("<style>p{}</style><script>1</script>")  # doctest: +ELLIPSIS
    "default-src 'none'; script-src 'sha256-...'; style-src 'sha256-...'; connect-src 'self'; ..."
    """
    return inline_policy(page, "connect-src 'self'", "form-action 'self'", "base-uri 'none'", "frame-ancestors 'none'")
