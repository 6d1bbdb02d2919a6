"""The pieces of a view page that are not the graph: vis-network and the page's script, the CSP, the index page.

Data never becomes markup: node labels, titles and tooltips travel as JSON inside
``<script type="application/json">`` (through :func:`kg.web.script_json`, so no ``</script>``
can end the block) and the page's script turns them into DOM text nodes. The few strings
written into HTML by Python (page title, notes, the index page) are HTML-escaped.
The Content-Security-Policy allows only the page's own inline scripts and styles (by hash)
and ``data:`` images, so the page cannot load anything from the network even by mistake.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pyvis

from kg.web import escape, inline_policy

#: The vis-network build that ships inside pyvis; inlined into every page.
VIS_DIR = Path(pyvis.__file__).resolve().parent / "lib" / "vis-9.1.2"
#: The page template (rendered by pyvis's Jinja environment) and the page's own script.
TEMPLATE_DIR = Path(__file__).resolve().parent
TEMPLATE = "page.html"
SCRIPT = Path(__file__).resolve().parent / "view.js"

@cache
def vis_assets() -> tuple[str, str]:
    """vis-network's JavaScript and CSS from the pyvis package (no CDN, no ``lib/`` folder).

    >>> js, css = vis_assets()
    >>> "vis" in js and "</script" not in js and "</style" not in css
    True
    """
    js = (VIS_DIR / "vis-network.min.js").read_text("utf-8")
    css = (VIS_DIR / "vis-network.css").read_text("utf-8")
    return js, css


@cache
def view_script() -> str:
    """The page's own script (builds tooltips, legend, search from the JSON data).

    >>> "textContent" in view_script() and "innerHTML" not in view_script()
    True
    """
    return SCRIPT.read_text("utf-8")


def content_security_policy(page: str) -> str:
    """A CSP allowing the page's own inline scripts and styles (by hash), ``data:`` images, nothing else.

    Only bare ``<script>``/``<style>`` elements count: JSON data blocks are never executed.

    >>> content_security_policy("<style>p{}</style><script>1</script>")  # doctest: +ELLIPSIS
    "default-src 'none'; script-src 'sha256-...'; style-src 'sha256-...'; img-src data:; ..."
    """
    return inline_policy(page, "img-src data:", "font-src data:", "base-uri 'none'", "form-action 'none'")


#: Stands in for the policy while the page renders; replaced once, in the <head>, before any data.
CSP_MARKER = "kg-content-security-policy"


def with_policy(page: str) -> str:
    """Put the page's CSP where :data:`CSP_MARKER` stands (its first occurrence, in the head).

    >>> with_policy('<meta content="kg-content-security-policy"><script>1</script>')  # doctest: +ELLIPSIS
    '<meta content="default-src \\'none\\'; script-src \\'sha256-...'
    """
    policy = content_security_policy(page)  # base64 digests and fixed words: nothing to escape in an attribute
    return page.replace(CSP_MARKER, policy, 1)


@dataclass(frozen=True)
class IndexEntry:
    """One line of ``index.html``: a view file and what it shows."""

    file: str
    title: str
    description: str
    nodes: int
    edges: int
    left_out: int


def index_html(entries: Sequence[IndexEntry], title: str = "kg views") -> str:
    """A static page linking every view (no script); every string is escaped.

    >>> page = index_html([IndexEntry("a.html", "<b>A</b>", "d", 3, 2, 1)])
    >>> '<a href="a.html">&lt;b&gt;A&lt;/b&gt;</a>' in page, "1 left out" in page, "://" in page
    (True, True, False)
    """
    rows = "\n".join(
        f'<li><a href="{escape(entry.file)}">{escape(entry.title)}</a> '
        f'<span class="counts">{entry.nodes:,} nodes · {entry.edges:,} edges'
        + (f" · {entry.left_out:,} left out" if entry.left_out else "")
        + f"</span><p>{escape(entry.description)}</p></li>"
        for entry in entries
    )
    style = (
        "body{font:15px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:50rem;padding:0 1rem;color:#1d232a}"
        "li{margin:0 0 1rem}a{font-weight:600;color:#0b5cad}.counts{color:#5b6570;margin-left:.5rem}"
        "p{margin:.2rem 0 0}ul{padding-left:1.2rem}"
    )
    body = (
        f"<h1>{escape(title)}</h1>\n<p>Interactive views of the knowledge graph; each file opens offline.</p>\n"
        f"<ul>\n{rows}\n</ul>\n"
    )
    page = (
        '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        f'<meta http-equiv="Content-Security-Policy" content="{CSP_MARKER}">\n'
        f"<title>{escape(title)}</title>\n<style>{style}</style>\n</head>\n<body>\n{body}</body>\n</html>\n"
    )
    return with_policy(page)
