"""HTTP for the remote store: URL checks, Basic credentials from the URL, and sending one request.

Only the standard library talks HTTP (urllib); every failure becomes a one-line
:class:`RemoteStoreError` naming the URL (never the credentials).
"""

from __future__ import annotations

import base64
import http.client
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Mapping
from dataclasses import dataclass

from kg.errors import KGError, UsageError


class RemoteStoreError(KGError):
    """The remote store cannot be reached, or refused or failed a request (``status``: the HTTP status, if any).

    >>> str(RemoteStoreError("PUT http://h/store: HTTP 413 Payload Too Large", status=413))
    'PUT http://h/store: HTTP 413 Payload Too Large'
    """

    def __init__(self, message: str, *, status: int | None = None) -> None:
        super().__init__(message)
        self.status = status


class RemoteQueryError(RemoteStoreError):
    """The server rejected a query (HTTP 400: a syntax error or an unsupported feature)."""


@dataclass(frozen=True)
class Answer:
    """A server's answer to one request (``server``: its ``Server`` header, None when it sent none)."""

    status: int
    content_type: str
    body: bytes
    server: str | None


def one_line(text: str, limit: int = 200) -> str:
    """The text on one line, cut at ``limit`` characters.

    >>> one_line("a\\n  b", 3), one_line("abcdef", 4)
    ('a b', 'abc…')
    """
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def with_params(url: str, params: Mapping[str, str]) -> str:
    """The URL with ``params`` added to its query string.

    >>> with_params("http://h/store", {"graph": "http://x/g"}), with_params("http://h/s?a=1", {"b": ""})
    ('http://h/store?graph=http%3A%2F%2Fx%2Fg', 'http://h/s?a=1&b=')
    """
    if not params:
        return url
    return url + ("&" if urllib.parse.urlsplit(url).query else "?") + urllib.parse.urlencode(params)


def split_credentials(url: str) -> tuple[str, str | None]:
    """The URL without user:password, and the Basic authorization header value (if any).

    >>> split_credentials("http://admin:pw@[::1]:8890/sparql")
    ('http://[::1]:8890/sparql', 'Basic YWRtaW46cHc=')
    """
    parts = urllib.parse.urlsplit(url)
    if parts.username is None:
        return url, None
    netloc = parts.hostname or ""
    if ":" in netloc:
        netloc = f"[{netloc}]"  # IPv6 literal
    if parts.port is not None:
        netloc += f":{parts.port}"
    user = urllib.parse.unquote(parts.username)
    password = urllib.parse.unquote(parts.password or "")
    token = base64.b64encode(f"{user}:{password}".encode()).decode("ascii")
    return urllib.parse.urlunsplit(parts._replace(netloc=netloc)), f"Basic {token}"


def check_url(url: str) -> str:
    """The URL, if it is an http(s) URL with a host.

    >>> check_url("localhost:7878")
    Traceback (most recent call last):
    kg.errors.UsageError: a remote store must be an http(s) URL, got 'localhost:7878'
    """
    parts = urllib.parse.urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise UsageError(f"a remote store must be an http(s) URL, got '{url}'")
    return url


def send(
    method: str,
    url: str,
    body: bytes | None,
    headers: dict[str, str],
    *,
    authorization: str | None,
    timeout: float,
    is_query: bool = False,
) -> Answer:
    """One request; every failure becomes a one-line :class:`RemoteStoreError` naming the URL.

    A query the server rejects (HTTP 400, ``is_query``) raises :class:`RemoteQueryError`.
    """
    request = urllib.request.Request(url, data=body, method=method, headers=headers)
    if authorization:
        request.add_header("Authorization", authorization)
    shown = url.split("?", 1)[0]
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return Answer(
                response.status,
                response.headers.get("Content-Type", ""),
                response.read(),
                response.headers.get("Server"),
            )
    except urllib.error.HTTPError as err:
        detail = one_line(err.read().decode("utf-8", "replace")) if err.fp else ""
        cls = RemoteQueryError if err.code == 400 and is_query else RemoteStoreError
        message = f"{method} {shown}: HTTP {err.code} {err.reason}" + (f": {detail}" if detail else "")
        raise cls(message, status=err.code) from None
    except urllib.error.URLError as err:
        reason = err.reason
        if isinstance(reason, ConnectionRefusedError):
            raise RemoteStoreError(f"cannot connect to {shown}: connection refused") from None
        if isinstance(reason, TimeoutError):
            raise RemoteStoreError(f"{shown} did not answer within {timeout:g} s") from None
        raise RemoteStoreError(f"cannot reach {shown}: {one_line(str(reason))}") from None
    except TimeoutError:
        raise RemoteStoreError(f"{shown} did not answer within {timeout:g} s") from None
    except (OSError, http.client.HTTPException) as err:
        raise RemoteStoreError(f"{method} {shown} failed: {one_line(str(err) or type(err).__name__)}") from None
