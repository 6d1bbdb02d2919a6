"""Where a URL points: its host, and whether it is a paper page (``paper_hosts`` of the word lists)."""

from __future__ import annotations

from urllib.parse import urlsplit

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


def is_paper_link(url: str) -> bool:
    """Whether a URL points at a paper page: a paper host, and on conference sites a poster or paper path.

    >>> is_paper_link("https://icml.cc/virtual/2025/poster/44260")
    True
    >>> is_paper_link("https://icml.cc/virtual/2024/tutorial/35223")
    False
    >>> is_paper_link("https://neurips.cc/Conferences/2019"), is_paper_link("https://github.com/x/y")
    (False, False)
    """
    hosts: dict[str, list[str]] = word_lists()["paper_hosts"]
    host = host_of(url)
    host = host if host in hosts else host.removeprefix("www.")
    if host not in hosts:
        return False
    path = urlsplit(url if "://" in url else f"https://{url}").path.casefold()
    if any(word in path for word in word_set("event_path_words")):
        return False
    return not hosts[host] or any(word in path for word in hosts[host])
