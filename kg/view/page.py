"""The pieces of a view page that are not the graph: data embedded in ``<script>``, the CSP, the index page.

Data never becomes markup: node labels, titles and tooltips travel as JSON inside
``<script type="application/json">`` (with ``<``, ``>`` and ``&`` escaped, so no ``</script>``
can end the block) and the page's script turns them into DOM text nodes. The few strings
written into HTML by Python (page title, notes, the index page) go through :func:`html.escape`.
The Content-Security-Policy allows only the page's own inline scripts and styles (by hash)
and ``data:`` images, so the page cannot load anything from the network even by mistake.
"""

from __future__ import annotations

import base64
import hashlib
import html
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import pyvis

#: The vis-network build that ships inside pyvis; inlined into every page.
VIS_DIR = Path(pyvis.__file__).resolve().parent / "lib" / "vis-9.1.2"
#: The page template (rendered by pyvis's Jinja environment) and the page's own script.
TEMPLATE_DIR = Path(__file__).resolve().parent.parent / "data"
TEMPLATE = "view.html"
SCRIPT = Path(__file__).resolve().parent / "view.js"

_SCRIPT_ESCAPES = str.maketrans({"<": "\\u003c", ">": "\\u003e", "&": "\\u0026"})
_INLINE = re.compile(r"<(script|style)>(.*?)</\1>", re.S)


def script_json(value: object) -> str:
    """JSON that is safe inside a ``<script>`` element: ASCII only, with ``<``, ``>`` and ``&`` escaped.

    Escaping non-ASCII also covers U+2028/U+2029 and lone surrogates. A JSON string
    (already serialised, as pyvis gives its options) is escaped as it is.

    >>> script_json({"t": "</script><img src=x onerror=alert(1)>"})
    '{"t":"\\\\u003c/script\\\\u003e\\\\u003cimg src=x onerror=alert(1)\\\\u003e"}'
    >>> json.loads(script_json(["a & b\\u2028"])) == ["a & b\\u2028"]
    True
    """
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=True, separators=(",", ":"), allow_nan=False)
    return text.translate(_SCRIPT_ESCAPES)


@lru_cache(maxsize=None)
def vis_assets() -> tuple[str, str]:
    """vis-network's JavaScript and CSS from the pyvis package (no CDN, no ``lib/`` folder).

    >>> js, css = vis_assets()
    >>> "vis" in js and "</script" not in js and "</style" not in css
    True
    """
    js = (VIS_DIR / "vis-network.min.js").read_text("utf-8")
    css = (VIS_DIR / "vis-network.css").read_text("utf-8")
    return js, css


@lru_cache(maxsize=None)
def view_script() -> str:
    """The page's own script (builds tooltips, legend, search from the JSON data).

    >>> "textContent" in view_script() and "innerHTML" not in view_script()
    True
    """
    return SCRIPT.read_text("utf-8")


def _hashes(page: str, kind: str) -> str:
    digests = []
    for tag, body in _INLINE.findall(page):
        if tag == kind:
            digest = base64.b64encode(hashlib.sha256(body.encode("utf-8")).digest()).decode("ascii")
            digests.append(f"'sha256-{digest}'")
    return " ".join(digests) or "'none'"


def content_security_policy(page: str) -> str:
    """A CSP allowing the page's own inline scripts and styles (by hash), ``data:`` images, nothing else.

    Only bare ``<script>``/``<style>`` elements count: JSON data blocks are never executed.

    >>> content_security_policy("<style>p{}</style><script>1</script>")  # doctest: +ELLIPSIS
    "default-src 'none'; script-src 'sha256-...'; style-src 'sha256-...'; img-src data:; ..."
    """
    return (
        f"default-src 'none'; script-src {_hashes(page, 'script')}; style-src {_hashes(page, 'style')}; "
        "img-src data:; font-src data:; base-uri 'none'; form-action 'none'"
    )


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
    e = html.escape
    rows = "\n".join(
        f'<li><a href="{e(entry.file, quote=True)}">{e(entry.title)}</a> '
        f'<span class="counts">{entry.nodes:,} nodes · {entry.edges:,} edges'
        + (f" · {entry.left_out:,} left out" if entry.left_out else "")
        + f"</span><p>{e(entry.description)}</p></li>"
        for entry in entries
    )
    style = (
        "body{font:15px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:50rem;padding:0 1rem;color:#1d232a}"
        "li{margin:0 0 1rem}a{font-weight:600;color:#0b5cad}.counts{color:#5b6570;margin-left:.5rem}"
        "p{margin:.2rem 0 0}ul{padding-left:1.2rem}"
    )
    body = (
        f"<h1>{e(title)}</h1>\n<p>Interactive views of the knowledge graph; each file opens offline.</p>\n"
        f"<ul>\n{rows}\n</ul>\n"
    )
    page = (
        '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        f'<meta http-equiv="Content-Security-Policy" content="{CSP_MARKER}">\n'
        f"<title>{e(title)}</title>\n<style>{style}</style>\n</head>\n<body>\n{body}</body>\n</html>\n"
    )
    return with_policy(page)
