"""Where a URL points: its host, and whether it is a paper page (``paper_hosts`` of the word lists)."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, unquote, urlsplit

from kg.notes.extract.generic.words import word_lists, word_set


def host_of(url: str) -> str:
    """The casefolded host of a URL (``https://`` assumed when it has no scheme), or "" when it has none.

    >>> host_of("www.ArXiv.org/abs/1"), host_of("http://[x")
    ('www.arxiv.org', '')
    """
    try:
        return (urlsplit(url if "://" in url else f"https://{url}").hostname or "").casefold()
    except ValueError:
        return ""


def on_site(host: str, key: str) -> bool:
    """Whether a host is one of a word list's sites or a subdomain of one ("davekarpf.substack.com").

    >>> on_site("www.propublica.org", "press_hosts"), on_site("arxiv.org", "press_hosts")
    (True, False)
    """
    sites = word_set(key)
    parts = host.split(".")
    return any(".".join(parts[i:]) in sites for i in range(len(parts) - 1))


#: A paper's own file: PDF, or PostScript for older papers ("Papers/ffs.ps", "lfs.ps.gz").
_PAPER_FILES = (".pdf", ".ps", ".ps.gz")


def _redirect_target(url: str) -> str | None:
    """Where a search engine's redirect link goes (its ``url=`` or ``q=`` parameter), if it names a web address."""
    query = parse_qs(urlsplit(url).query)
    target = next((v[0] for key in ("url", "q") if (v := query.get(key))), "")
    return target if target.startswith(("http://", "https://")) else None


def is_paper_link(url: str) -> bool:
    """Whether a URL points at a paper page: a paper host (on conference sites a poster or paper path), or a PDF.

    >>> is_paper_link("https://icml.cc/virtual/2025/poster/44260")
    True
    >>> is_paper_link("https://icml.cc/virtual/2024/tutorial/35223")
    False
    >>> is_paper_link("https://neurips.cc/Conferences/2019"), is_paper_link("https://github.com/x/y")
    (False, False)
    >>> is_paper_link("https://marswhu.github.io/publications/files/FGSSL.pdf")
    True
    >>> is_paper_link("https://github.com/lab/lab.github.io/tree/source/assets/pdf/2022-04-06-Adapters.pdf")
    False
    >>> is_paper_link("https://sci-hub.se/https://ieeexplore.ieee.org/document/9159142")
    True
    >>> is_paper_link("http://pages.cs.wisc.edu/~dusseau/Classes/CS736/Papers/ffs.ps")
    True
    >>> is_paper_link("https://www.google.com/url?sa=t&url=https%3A%2F%2Fojs.aaai.org%2Findex.php%2FAAAI%2Fview%2F6628")
    True
    >>> is_paper_link("https://icfp21.sigplan.org/details/icfp-2021-papers/11/Algebras-for-Weighted-Search")
    True
    """
    url = url.strip("()<> ")  # "[논문 링크]((https://ieeexplore.ieee.org/…))": brackets doubled by mistake
    if (inner := url.find("/http", 8)) > 0:  # "sci-hub.se/https://ieeexplore.ieee.org/document/9159142"
        return is_paper_link(url[inner + 1 :])
    if "google." in url and "/url?" in url and (target := _redirect_target(url)):
        return is_paper_link(target)  # a link copied from a search result: "google.com/url?…&url=https%3A%2F%2F…"
    path = urlsplit(url).path.casefold()
    if path.endswith(_PAPER_FILES) and host_of(url) != "github.com" and "slide" not in path:
        return True  # a lab page's PDF (or .ps) is the paper itself; slides and PDFs kept in a repository are talks
    if "/details/" in path and _PAPER_TRACK_PAGE.search(path):
        return True  # a paper's page on a conference site: "icfp21.sigplan.org/details/icfp-2021-papers/21/…"
    hosts: dict[str, list[str]] = word_lists()["paper_hosts"]
    host = host_of(url)
    host = host if host in hosts else host.removeprefix("www.")
    if host not in hosts:
        return False
    path = urlsplit(url if "://" in url else f"https://{url}").path.casefold()
    if any(word in path for word in word_set("event_path_words")):
        return False
    return not hosts[host] or any(word in path for word in hosts[host])


#: A paper's page on a conference site (researchr's): "/details/icfp-2021-papers/21/…", "/details/icse-2020-papers/…".
_PAPER_TRACK_PAGE = re.compile(r"/details/[a-z]+-(?:19|20)\d\d-[a-z-]*papers/")
# A shields.io static badge: /badge/LABEL-MESSAGE-COLOR ("--" is a literal dash, "_" a space).
_BADGE = re.compile(r"^https?://img\.shields\.io/badge/([^/?#]+)", re.IGNORECASE)


def badge_text(src: str) -> str | None:
    """The label and message a badge image shows ("CoRR 2024"), or None when the image is no badge.

    Awesome lists print a paper's venue as a badge: ``<img src=https://img.shields.io/badge/CVPR-2023-blue>``.

    >>> badge_text("https://img.shields.io/badge/CoRR-2024-blue"), badge_text("https://img.shields.io/badge/NeurIPS_2023-green")
    ('CoRR 2024', 'NeurIPS 2023')
    >>> badge_text("https://example.org/logo.png") is None
    True
    """
    match = _BADGE.match(src.strip())
    if not match:
        return None
    parts = unquote(match.group(1)).replace("--", "\0").split("-")
    shown = parts[:-1] if len(parts) > 1 else parts  # the last part is the colour
    text = " ".join(shown).replace("\0", "-").replace("__", "\1").replace("_", " ").replace("\1", "_")
    return " ".join(text.split())
