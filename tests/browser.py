"""Debian's headless Chromium, driven by playwright (sync API), with the network off.

Playwright never downloads a browser here: it launches the ``chromium`` on PATH (Debian's
package, which ``make test`` installs with apt-get) through ``executable_path``. The network is
off three times over: Chromium runs with ``--proxy-server=127.0.0.1:9`` (nothing listens on the
discard port) and ``--proxy-bypass-list=<-loopback>`` so even loopback goes to the dead proxy,
every page's context is ``offline``, and a route aborts every request that is not a ``file:``
URL. :meth:`Page.requests` lists every URL a page asked for, so a test can assert that none was
remote.

Used by tests/test_view_browser.py and bench/views.py::

    with Chromium.start() as chrome:
        page = chrome.open(path.as_uri())
        page.wait("document.body.dataset.ready === '1'")
"""

from __future__ import annotations

import shutil
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Dialog, Keyboard, Mouse, Playwright, Route, sync_playwright
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page as PlaywrightPage

CANDIDATES = ("chromium", "chromium-browser")
FLAGS = (
    "--no-sandbox",  # Chromium refuses to run as root with its sandbox
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--proxy-server=127.0.0.1:9",
    "--proxy-bypass-list=<-loopback>",
    "--allow-file-access-from-files",
)


class BrowserError(RuntimeError):
    """Chromium could not be started or did not answer in time."""


def find_chromium() -> str | None:
    """The Chromium executable on PATH, or None (nothing is installed from here: see the Makefile)."""
    for name in CANDIDATES:
        found = shutil.which(name)
        if found:
            return found
    return None


class Page:
    """One page in its own offline context: evaluate JavaScript, wait for a condition, screenshot, what it requested.

    ``errors`` holds the uncaught exceptions of the page's script and ``dialogs`` the messages of
    the dialogs it opened (each dismissed); ``mouse`` and ``keyboard`` are playwright's.
    """

    def __init__(self, page: PlaywrightPage) -> None:
        self.page = page
        self.errors: list[str] = []
        self.dialogs: list[str] = []
        self._requests: list[str] = []
        self._failed: list[str] = []
        self._answered: list[str] = []
        page.on("request", lambda request: self._requests.append(request.url))
        page.on("requestfailed", lambda request: self._failed.append(request.url))
        page.on("response", lambda response: self._answered.append(response.url))
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        page.on("dialog", self._dialog)
        page.route("**/*", self._route)

    def _dialog(self, dialog: Dialog) -> None:
        self.dialogs.append(dialog.message)
        dialog.dismiss()

    @staticmethod
    def _route(route: Route) -> None:
        """Let ``file:`` URLs through; abort anything else as if the machine were offline."""
        if route.request.url.startswith("file:"):
            route.continue_()
        else:
            route.abort("internetdisconnected")

    @property
    def mouse(self) -> Mouse:
        return self.page.mouse

    @property
    def keyboard(self) -> Keyboard:
        return self.page.keyboard

    def navigate(self, url: str, timeout: float = 60.0) -> None:
        """Load ``url`` and wait for its load event."""
        try:
            self.page.goto(url, wait_until="load", timeout=timeout * 1000)
        except PlaywrightError as error:
            raise BrowserError(f"{url}: {error.message}") from error

    def evaluate(self, expression: str) -> Any:
        """The value of a JavaScript expression (awaited when it is a promise), by value."""
        return self.page.evaluate(expression)

    def wait(self, expression: str, timeout: float = 30.0, interval: float = 0.05) -> Any:
        """Poll until ``expression`` is truthy; its value.

        Polled from here with :meth:`evaluate`, not with playwright's ``wait_for_function``: that
        one compiles a string predicate with ``eval`` inside the page, which the views'
        Content-Security-Policy forbids (and counts as a violation).
        """
        deadline = time.monotonic() + timeout
        while True:
            value = self.evaluate(expression)
            if value:
                return value
            if time.monotonic() > deadline:
                raise BrowserError(f"timed out waiting for {expression!r}")
            self.page.wait_for_timeout(interval * 1000)  # playwright delivers the page's events meanwhile

    def requests(self) -> list[str]:
        """Every URL the page asked for (main document, scripts, images, ...), in order."""
        return list(self._requests)

    def failed(self) -> list[str]:
        """The URLs of the requests that failed (aborted, refused, offline)."""
        return list(self._failed)

    def answered(self) -> list[str]:
        """The URLs that got a response."""
        return list(self._answered)

    def screenshot(self, path: Path) -> Path:
        """A PNG of the viewport."""
        path.parent.mkdir(parents=True, exist_ok=True)
        self.page.screenshot(path=str(path))
        return path

    def close(self) -> None:
        """Close the page and its context (a page left open keeps using CPU while the next one is measured)."""
        self.page.context.close()


class Chromium:
    """A headless Chromium process; pages come from :meth:`open`."""

    _driver: Playwright | None = None
    _users = 0

    def __init__(self, browser: Browser, width: int, height: int) -> None:
        self.browser = browser
        self.width = width
        self.height = height

    @classmethod
    @contextmanager
    def _playwright(cls) -> Iterator[Playwright]:
        """Playwright's driver, one per process: its sync API cannot be started twice at once."""
        if cls._driver is None:
            cls._driver = sync_playwright().start()
        cls._users += 1
        try:
            yield cls._driver
        finally:
            cls._users -= 1
            if cls._users == 0:
                cls._driver.stop()
                cls._driver = None

    @classmethod
    @contextmanager
    def start(cls, executable: str | None = None, width: int = 1280, height: int = 800) -> Iterator[Chromium]:
        """Start Chromium (network off) for the duration of the ``with`` block."""
        executable = executable or find_chromium()
        if executable is None:
            raise BrowserError("Debian's chromium is not installed (make test installs it with apt-get)")
        with cls._playwright() as driver:
            try:
                browser = driver.chromium.launch(executable_path=executable, headless=True, args=list(FLAGS),
                                                 timeout=60_000)
            except PlaywrightError as error:
                raise BrowserError(f"{executable} did not start: {error.message.splitlines()[0]}") from error
            try:
                yield cls(browser, width, height)
            finally:
                browser.close()

    def open(self, url: str | None = None, width: int | None = None, height: int | None = None) -> Page:
        """A new page in a new offline context, logging requests; loads ``url`` when given."""
        context = self.browser.new_context(
            offline=True, viewport={"width": width or self.width, "height": height or self.height},
            device_scale_factor=1,
        )
        context.set_default_timeout(60_000)
        page = Page(context.new_page())
        if url is not None:
            page.navigate(url)
        return page
