"""Paper identifiers found in URLs: OpenReview forum ids and arXiv ids."""

from __future__ import annotations

import re

_OPENREVIEW = re.compile(r"openreview\.net/(?:forum|pdf|attachment)\?(?:[^#\s]*&)?id=([A-Za-z0-9_-]+)")
_ARXIV = re.compile(r"arxiv\.org/(?:abs|pdf|html)/((?:\d{4}\.\d{4,5})|(?:[a-z-]+(?:\.[A-Z]{2})?/\d{7}))(?:v\d+)?")


def openreview_id(url: str) -> str | None:
    """The OpenReview id in a forum or pdf URL.

    >>> openreview_id("https://openreview.net/forum?id=frA0NNBS1n")
    'frA0NNBS1n'
    >>> openreview_id("https://example.org") is None
    True
    """
    match = _OPENREVIEW.search(url)
    return match.group(1) if match else None


def arxiv_id(url: str) -> str | None:
    """The arXiv id (version dropped) in an abs, pdf or html URL.

    >>> arxiv_id("https://arxiv.org/pdf/2310.16834v3")
    '2310.16834'
    """
    match = _ARXIV.search(url)
    return match.group(1) if match else None


def openreview_url(forum_id: str) -> str:
    """The canonical forum URL.

    >>> openreview_url("frA0NNBS1n")
    'https://openreview.net/forum?id=frA0NNBS1n'
    """
    return f"https://openreview.net/forum?id={forum_id}"


def arxiv_url(arxiv: str) -> str:
    """The canonical abstract URL.

    >>> arxiv_url("2503.01776")
    'https://arxiv.org/abs/2503.01776'
    """
    return f"https://arxiv.org/abs/{arxiv}"
