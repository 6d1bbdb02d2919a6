"""HTML safety shared by serve and view: escaping text, JSON inside ``<script>``, CSP hashes of inline script/style.

Both the query page (:mod:`kg.serve.page`) and the view pages (:mod:`kg.view.page`) carry
their script and style inline and allow exactly those by SHA-256 in a Content-Security-Policy;
each page adds its own directives with :func:`inline_policy`.
"""

from __future__ import annotations

import base64
import hashlib
import html
import json
import re

#: A bare ``<script>`` or ``<style>`` element and its body; ``<script type=...>`` data blocks do not match.
_INLINE = re.compile(r"<(script|style)>(.*?)</\1>", re.S)
_SCRIPT_ESCAPES = str.maketrans({"<": "\\u003c", ">": "\\u003e", "&": "\\u0026"})


def escape(text: object) -> str:
    """``str(text)`` for HTML text or a quoted attribute: ``& < > " '`` escaped.

    >>> escape('<a title="x">Tom & Jerry\\'s</a>')
    '&lt;a title=&quot;x&quot;&gt;Tom &amp; Jerry&#x27;s&lt;/a&gt;'
    """
    return html.escape(str(text), quote=True)


def script_json(value: object) -> str:
    """JSON that is safe inside a ``<script>`` element: ASCII only, with ``<``, ``>`` and ``&`` escaped.

    Escaping non-ASCII also covers U+2028/U+2029 and lone surrogates. A JSON string
    (already serialised, as pyvis gives its options) is escaped as it is.

    >>> script_json({"t": "</script><img src=x onerror=alert(1)>"})
    '{"t":"\\\\u003c/script\\\\u003e\\\\u003cimg src=x onerror=alert(1)\\\\u003e"}'
    >>> json.loads(script_json(["a & b\\u2028"])) == ["a & b\\u2028"]
    True
    """
    if not isinstance(value, str):
        value = json.dumps(value, ensure_ascii=True, separators=(",", ":"), allow_nan=False)
    return value.translate(_SCRIPT_ESCAPES)


def inline_hashes(page: str, kind: str) -> str:
    """The CSP sources of a page's bare inline ``kind`` (``script`` or ``style``) elements; ``'none'`` if none.

    >>> inline_hashes("<script>1</script><style>p{}</style>", "script")
    "'sha256-a4ayc/80/OGda4BO/1o/V0etpOqiLx1JwB5S3beHW0s='"
    >>> inline_hashes('<script type="application/json">{}</script>', "script")
    "'none'"
    """
    digests = []
    for tag, body in _INLINE.findall(page):
        if tag == kind:
            digest = base64.b64encode(hashlib.sha256(body.encode("utf-8")).digest()).decode("ascii")
            digests.append(f"'sha256-{digest}'")
    return " ".join(digests) or "'none'"


def inline_policy(page: str, *directives: str) -> str:
    """A CSP allowing nothing by default but the page's inline script and style (by hash), then ``directives``.

    >>> inline_policy("<p>no script</p>", "img-src data:")
    "default-src 'none'; script-src 'none'; style-src 'none'; img-src data:"
    """
    return "; ".join(
        ("default-src 'none'", f"script-src {inline_hashes(page, 'script')}",
         f"style-src {inline_hashes(page, 'style')}", *directives)
    )
