"""Headless Chromium driven over the DevTools protocol, standard library only, with the network off.

The venv has no websocket package, so :class:`DevTools` speaks the little of RFC 6455 the
protocol needs (masked text frames out, text/continuation/ping/close frames in). Chromium runs
with ``--proxy-server=127.0.0.1:9`` (nothing listens on the discard port) and
``--proxy-bypass-list=<-loopback>`` so even loopback goes to the dead proxy, and every page also gets
``Network.emulateNetworkConditions(offline=True)``; :meth:`Page.requests` lists every URL a page
asked for, so a test can assert that none was remote.

Used by tests/test_view_browser.py and bench/views.py::

    with Chromium.start(tmp_path) as chrome:
        page = chrome.open(path.as_uri())
        page.wait("document.body.dataset.ready === '1'")
"""

from __future__ import annotations

import base64
import json
import os
import shutil
import socket
import struct
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

CANDIDATES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome")
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-default-apps",
    "--disable-extensions",
    "--disable-sync",
    "--no-first-run",
    "--no-default-browser-check",
    "--mute-audio",
    "--hide-scrollbars",
    "--proxy-server=127.0.0.1:9",
    "--proxy-bypass-list=<-loopback>",
    "--allow-file-access-from-files",
)


class BrowserError(RuntimeError):
    """Chromium could not be started or did not answer."""


def find_chromium(install: bool = True) -> str | None:
    """The Chromium executable; when none is on PATH and ``install``, try ``apt-get install -y chromium`` once."""
    for name in CANDIDATES:
        found = shutil.which(name)
        if found:
            return found
    if install and shutil.which("apt-get"):
        prefix = [] if os.geteuid() == 0 else (["sudo", "-n"] if shutil.which("sudo") else None)
        if prefix is not None:
            env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
            try:
                subprocess.run([*prefix, "apt-get", "install", "-y", "-q", "chromium"], env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=600, check=False)
            except (OSError, subprocess.TimeoutExpired):
                return None
            return find_chromium(install=False)
    return None


class DevTools:
    """One websocket to Chromium's DevTools endpoint: commands with ids, events kept in order."""

    def __init__(self, port: int, path: str, timeout: float = 30.0) -> None:
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall(
            (f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
             f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode()
        )
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise BrowserError("DevTools closed the connection during the handshake")
            head += chunk
        head, _, self.buffer = head.partition(b"\r\n\r\n")
        if b" 101 " not in head.split(b"\r\n", 1)[0]:
            raise BrowserError(f"DevTools refused the websocket: {head[:200]!r}")
        self.next_id = 0
        self.events: list[dict] = []

    def _read(self, n: int) -> bytes:
        while len(self.buffer) < n:
            chunk = self.sock.recv(max(65536, n - len(self.buffer)))
            if not chunk:
                raise BrowserError("DevTools closed the connection")
            self.buffer += chunk
        out, self.buffer = self.buffer[:n], self.buffer[n:]
        return out

    def _send_frame(self, opcode: int, payload: bytes) -> None:
        header = bytes([0x80 | opcode])
        n = len(payload)
        if n < 126:
            header += bytes([0x80 | n])
        elif n < 1 << 16:
            header += bytes([0x80 | 126]) + struct.pack(">H", n)
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", n)
        mask = os.urandom(4)
        masked = (int.from_bytes(payload, "big") ^ int.from_bytes((mask * (n // 4 + 1))[:n], "big")).to_bytes(n, "big")
        self.sock.sendall(header + mask + masked)

    def _message(self) -> dict:
        """The next complete text message (pings answered, fragments joined)."""
        parts: list[bytes] = []
        while True:
            first, second = self._read(2)
            opcode, n = first & 0x0F, second & 0x7F
            if n == 126:
                (n,) = struct.unpack(">H", self._read(2))
            elif n == 127:
                (n,) = struct.unpack(">Q", self._read(8))
            mask = self._read(4) if second & 0x80 else b""
            payload = self._read(n)
            if mask:
                payload = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
            if opcode == 0x9:
                self._send_frame(0xA, payload)
                continue
            if opcode == 0x8:
                raise BrowserError("DevTools closed the websocket")
            if opcode in (0x1, 0x0):
                parts.append(payload)
                if first & 0x80:
                    return json.loads(b"".join(parts))

    def call(self, method: str, params: dict | None = None, session: str | None = None,
             timeout: float = 60.0) -> dict:
        """Send one command and wait for its answer; events that arrive meanwhile are kept in ``events``."""
        self.next_id += 1
        message: dict[str, Any] = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self._send_frame(0x1, json.dumps(message).encode())
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            reply = self._message()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise BrowserError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)
        raise BrowserError(f"{method}: no answer in {timeout} s")

    def close(self) -> None:
        self.sock.close()


class Page:
    """One tab: navigate, evaluate JavaScript, wait for a condition, screenshot, the URLs it requested."""

    def __init__(self, devtools: DevTools, session: str, target: str) -> None:
        self.devtools = devtools
        self.session = session
        self.target = target

    def call(self, method: str, params: dict | None = None, timeout: float = 60.0) -> dict:
        return self.devtools.call(method, params, session=self.session, timeout=timeout)

    def events(self, method: str) -> list[dict]:
        """The params of every event ``method`` this page has sent so far."""
        return [e.get("params", {}) for e in self.devtools.events
                if e.get("method") == method and e.get("sessionId") == self.session]

    def evaluate(self, expression: str, timeout: float = 60.0) -> Any:
        """The value of a JavaScript expression (awaited when it is a promise), by value."""
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                                "awaitPromise": True}, timeout=timeout)
        if "exceptionDetails" in result:
            raise BrowserError(f"{expression!r}: {result['exceptionDetails'].get('exception', result)}")
        return result.get("result", {}).get("value")

    def wait(self, expression: str, timeout: float = 30.0, interval: float = 0.05) -> Any:
        """Poll until ``expression`` is truthy; its value."""
        deadline = time.monotonic() + timeout
        while True:
            value = self.evaluate(expression)
            if value:
                return value
            if time.monotonic() > deadline:
                raise BrowserError(f"timed out waiting for {expression!r}")
            time.sleep(interval)

    def requests(self) -> list[str]:
        """Every URL the page asked for (main document, scripts, images, ...)."""
        return [e["request"]["url"] for e in self.events("Network.requestWillBeSent")]

    def screenshot(self, path: Path) -> Path:
        """A PNG of the viewport."""
        data = self.call("Page.captureScreenshot", {"format": "png"})["data"]
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(base64.b64decode(data))
        return path

    def close(self) -> None:
        """Close the tab (a tab left open keeps using CPU while the next one is measured)."""
        self.devtools.call("Target.closeTarget", {"targetId": self.target})

    def navigate(self, url: str, timeout: float = 60.0) -> None:
        """Load ``url`` and wait for its load event."""
        seen = len(self.events("Page.loadEventFired"))
        self.call("Page.navigate", {"url": url})
        deadline = time.monotonic() + timeout
        while len(self.events("Page.loadEventFired")) <= seen:
            if time.monotonic() > deadline:
                raise BrowserError(f"{url}: no load event in {timeout} s")
            self.evaluate("1")  # pumps the event stream


class Chromium:
    """A headless Chromium process with its own profile folder; pages come from :meth:`open`."""

    def __init__(self, process: subprocess.Popen, devtools: DevTools, profile: Path) -> None:
        self.process = process
        self.devtools = devtools
        self.profile = profile

    @classmethod
    @contextmanager
    def start(cls, workdir: Path, executable: str | None = None, width: int = 1280,
              height: int = 800) -> Iterator[Chromium]:
        """Start Chromium (network off) for the duration of the ``with`` block."""
        executable = executable or find_chromium()
        if executable is None:
            raise BrowserError("no Chromium found and `apt-get install -y chromium` did not provide one")
        profile = workdir / "chromium-profile"
        profile.mkdir(parents=True, exist_ok=True)
        port_file = profile / "DevToolsActivePort"
        port_file.unlink(missing_ok=True)  # a reused profile keeps the last run's port
        process = subprocess.Popen(
            [executable, *FLAGS, f"--window-size={width},{height}", "--remote-debugging-port=0",
             f"--user-data-dir={profile}", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        try:
            deadline = time.monotonic() + 30
            while not (port_file.exists() and len(port_file.read_text().split()) >= 2):
                if process.poll() is not None or time.monotonic() > deadline:
                    raise BrowserError(f"{executable} did not start (exit code {process.poll()})")
                time.sleep(0.05)
            port, path = port_file.read_text().split()[:2]
            devtools = DevTools(int(port), path)
            try:
                yield cls(process, devtools, profile)
            finally:
                devtools.close()
        finally:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()

    def open(self, url: str | None = None, width: int = 1280, height: int = 800) -> Page:
        """A new tab with the network emulated offline, logging requests; loads ``url`` when given."""
        target = self.devtools.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.devtools.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        page = Page(self.devtools, session, target)
        for method in ("Page.enable", "Runtime.enable", "Network.enable", "Page.bringToFront"):
            page.call(method)
        # a tab in the background gets no animation frames: focus emulation keeps it "visible"
        page.call("Emulation.setFocusEmulationEnabled", {"enabled": True})
        page.call("Network.emulateNetworkConditions",
                  {"offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
        page.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
        if url is not None:
            page.navigate(url)
        return page
