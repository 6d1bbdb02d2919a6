"""The views in a real headless Chromium with the network off (tests/browser.py drives it with playwright).

Each page must load from its file alone, hold the expected nodes in its vis DataSet, draw, find and
focus a node from the search box, and never run script that came from data. Screenshots go to
each test's temp folder; with ``KG_VIEW_SCREENSHOTS=1`` the co-topic and co-author views of data/
are also written to docs/img/ (how the screenshots in docs/views.md are made).

Skipped with a clear message only when Debian's chromium is not installed (``make test`` installs it).
"""

from __future__ import annotations

import json
import math
import os
import shutil
import time
from collections.abc import Iterator
from pathlib import Path

import pyoxigraph
import pytest
from browser import BrowserError, Chromium, Page, find_chromium

from kg.view.examples import HOSTILE, hostile_store, synthetic_graph
from kg.view.views import VIEWS, ego_view, render_view, write_html, write_views

ROOT = Path(__file__).resolve().parent.parent
DOCS_IMG = ROOT / "docs" / "img"
SCREENSHOTS = os.environ.get("KG_VIEW_SCREENSHOTS", "") not in ("", "0")
READY = "document.body.dataset.ready === '1' || !!document.body.dataset.error"
GALORE = "GaLore: Memory-Efficient LLM Training by Gradient Low-Rank Projection"
#: Non-white pixels of the network canvas: more than a few hundred means a graph was drawn.
INK = """(() => { const c = document.querySelector('#kg-network canvas'); const d = c.getContext('2d')
  .getImageData(0, 0, c.width, c.height).data; let n = 0;
  for (let i = 0; i < d.length; i += 4) if (d[i + 3] > 0 && (d[i] < 240 || d[i + 1] < 240 || d[i + 2] < 240)) n++;
  return n; })()"""


def centred(node: int) -> str:
    """JS: has the view stopped moving with ``node`` in its middle (where a search's focus puts it)?"""
    return (f"(() => {{ const v = kgView.network.getViewPosition(), p = kgView.network.getPosition({node});"
            " return !document.body.dataset.moving && Math.hypot(v.x - p.x, v.y - p.y) < 1; })()")


@pytest.fixture(scope="module")
def chrome() -> Iterator[Chromium]:
    executable = find_chromium()
    if executable is None:
        pytest.skip("Debian's chromium is not installed (make test installs it with apt-get): browser tests not run")
    with Chromium.start(executable) as browser:
        yield browser


@pytest.fixture(scope="module")
def data_pages(data_store: pyoxigraph.Store, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    return {path.stem: path for path in write_views(data_store, tmp_path_factory.mktemp("views"))}


def open_view(chrome: Chromium, path: Path, fragment: str = "", timeout: float = 60) -> Page:
    page = chrome.open(path.as_uri() + fragment)
    page.wait(READY, timeout=timeout)
    assert page.evaluate("document.body.dataset.error || ''") == ""
    return page


def page_data(path: Path) -> dict:
    """The JSON blocks of a page file, as its script reads them."""
    text = path.read_text("utf-8")
    out = {}
    for name in ("kg-nodes", "kg-edges", "kg-page"):
        start = text.index(f'id="{name}">') + len(f'id="{name}">')
        out[name] = json.loads(text[start:text.index("</script>", start)])
    return out


def assert_offline_and_clean(page: Page) -> None:
    """Nothing but the file was requested; no exception, dialog, CSP violation or injected script."""
    assert [url for url in page.requests() if not url.startswith("file:")] == []
    assert page.errors == []
    assert page.dialogs == []
    assert page.evaluate("document.body.dataset.cspViolations || '0'") == "0"
    assert page.evaluate("window.__kgPwned === undefined")


def hover(page: Page, node: int, expected: str) -> str:
    """Move the mouse onto a node and wait for vis to show a tooltip holding ``expected``; the tooltip text.

    The node is first moved clear of the others (a physics layout may stack nodes) and centred.
    """
    x, y = page.evaluate(f"""(() => {{
      const n = kgView.network, all = Object.values(n.getPositions());
      const x = Math.max(...all.map(p => p.x)) + 400, y = Math.max(...all.map(p => p.y)) + 400;
      n.moveNode({node}, x, y); n.moveTo({{position: {{x: x, y: y}}, scale: 1.5, animation: false}}); n.redraw();
      const p = n.canvasToDOM({{x: x, y: y}}), r = document.getElementById('kg-network').getBoundingClientRect();
      return [p.x + r.left, p.y + r.top]; }})()""")
    assert page.evaluate(f"kgView.network.getNodeAt({{x: {x} - document.getElementById('kg-network')"
                         f".getBoundingClientRect().left, y: {y} - document.getElementById('kg-network')"
                         f".getBoundingClientRect().top}})") == node
    page.mouse.move(x - 3, y - 3)
    page.mouse.move(x, y)
    return page.wait(f"""(() => {{ const t = document.querySelector('div.vis-tooltip');
      return t && t.style.visibility === 'visible' && t.textContent.includes({json.dumps(expected)})
        && t.textContent; }})()""", timeout=15)


def type_search(page: Page, text: str) -> None:
    """Type into the search box and press Enter, as a user would."""
    page.evaluate("(() => { const q = document.getElementById('kg-query'); q.value = ''; q.focus(); })()")
    page.keyboard.insert_text(text)
    page.keyboard.press("Enter")


@pytest.mark.slow
def test_the_browser_has_no_network(chrome: Chromium, tmp_path: Path) -> None:
    # checks the set-up the other tests rely on: a remote script and a loopback image both fail
    probe = tmp_path / "probe.html"
    probe.write_text('<!doctype html><title>probe</title><script src="https://example.com/x.js"></script>'
                     '<img src="http://127.0.0.1:8/x.png">', encoding="utf-8")
    page = chrome.open(probe.as_uri())
    deadline = time.monotonic() + 15
    while len(page.failed()) < 2 and time.monotonic() < deadline:
        page.evaluate("1")  # lets playwright deliver the page's events
    failed = set(page.failed())
    remote = [url for url in page.requests() if not url.startswith("file:")]
    assert len(remote) == 2 and all(url in failed for url in remote)
    assert page.answered()[1:] == []  # only the file itself answered


@pytest.mark.slow
def test_data_views_load_offline_and_draw(chrome: Chromium, data_pages: dict[str, Path], data_store: pyoxigraph.Store,
                                          tmp_path: Path) -> None:
    for name in VIEWS:
        path = data_pages[name]
        expected = page_data(path)
        page = open_view(chrome, path)
        assert page.evaluate("kgView.nodes.length") == len(expected["kg-nodes"]) > 300
        assert page.evaluate("kgView.edges.length") == len(expected["kg-edges"])
        assert page.evaluate("document.body.dataset.nodes") == str(len(expected["kg-nodes"]))
        assert page.evaluate(INK) > 2000, name
        legend = page.evaluate("document.getElementById('kg-legend').textContent")
        assert expected["kg-page"]["legend"][0][0] in legend
        assert_offline_and_clean(page)
        shot = page.screenshot(tmp_path / f"view-{name}.png")
        assert shot.stat().st_size > 20_000
        if SCREENSHOTS and name in ("cotopics", "coauthors"):
            DOCS_IMG.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(shot, DOCS_IMG / f"view-{name}.png")
        page.close()
    topics = next(iter(data_store.query(
        "SELECT (COUNT(DISTINCT ?t) AS ?n) WHERE { ?p <https://w3id.org/confkg/ontology#hasTopic> ?t }",
        use_default_graph_as_union=True)))["n"].value
    assert len(page_data(data_pages["cotopics"])["kg-nodes"]) >= int(topics)


@pytest.mark.slow
def test_search_box_finds_and_focuses_a_node(chrome: Chromium, data_pages: dict[str, Path], tmp_path: Path) -> None:
    page = open_view(chrome, data_pages["papers"])
    type_search(page, GALORE)
    focused = int(page.wait("document.body.dataset.focused"))
    assert page_data(data_pages["papers"])["kg-page"]["info"][focused][1] == GALORE
    assert page.evaluate("kgView.network.getSelectedNodes()") == [focused]
    page.wait(centred(focused), timeout=20)
    details = page.evaluate("document.getElementById('kg-details').textContent")
    assert GALORE in details and "Yuandong Tian" in details
    assert page.evaluate("Array.from(document.querySelectorAll('#kg-details a[target]')).map(a => a.href)") == [
        "https://openreview.net/forum?id=hYHsrKDiX7"]
    assert GALORE in hover(page, focused, GALORE)
    page.screenshot(tmp_path / "search.png")
    type_search(page, "no such node anywhere")
    assert page.wait("document.getElementById('kg-status').textContent").startswith("no node matches")
    # a link to a node: view.html#search=...
    page.close()
    page = open_view(chrome, data_pages["cotopics"], "#search=" + "Diffusion%20Models")
    focused = int(page.wait("document.body.dataset.focused"))
    assert page_data(data_pages["cotopics"])["kg-page"]["info"][focused][1] == "Diffusion Models"
    assert page.evaluate("kgView.network.getSelectedNodes()") == [focused]
    page.close()


@pytest.mark.slow
def test_script_from_data_never_runs(chrome: Chromium, tmp_path: Path) -> None:
    store = hostile_store()
    paths = write_views(store, tmp_path)[:-1]
    for entity in ("paper:p3", "person:a4"):
        view = ego_view(store, entity, hops=2)
        paths.append(write_html(tmp_path / f"{view.name or 'ego'}-{entity[-2:]}.html", view.html))
    for path in paths:
        page = open_view(chrome, path)
        info = page_data(path)["kg-page"]["info"]
        assert page.evaluate("kgView.nodes.length") == len(info)
        # a tooltip shown by vis on hover, then every hostile title through the search (details panel)
        node = next(i for i, entry in enumerate(info) if entry[1] == HOSTILE[0])
        assert HOSTILE[0] in hover(page, node, HOSTILE[0])
        hits = 0
        for text in HOSTILE[:9]:
            hit = page.evaluate(f"kgView.search({json.dumps(text)})")
            if hit is not None:
                hits += 1
                assert info[hit][1] in page.evaluate("document.getElementById('kg-details').textContent")
        assert hits >= 2
        assert page.evaluate("document.querySelectorAll('img, svg, iframe, object, embed').length") == 0
        assert page.evaluate("document.scripts.length") == 6
        assert not page.evaluate("document.title").startswith("pwned")
        assert_offline_and_clean(page)
        if path != paths[-1]:
            page.close()
    page.screenshot(tmp_path / "hostile.png")


@pytest.mark.slow
def test_a_5000_node_view_opens_drawn(chrome: Chromium, tmp_path: Path) -> None:
    view = render_view(synthetic_graph(5000), name="synthetic", title="5,000 nodes", description="", color="community",
                       top=None)
    path = write_html(tmp_path / "synthetic.html", view.html)
    started = time.monotonic()
    page = open_view(chrome, path, timeout=180)
    seconds = time.monotonic() - started
    assert page.evaluate("kgView.nodes.length") == 5000
    assert page.evaluate("kgView.network.physics.options.enabled") is False  # positions came precomputed
    assert page.evaluate(INK) > 2000
    drawn = float(page.evaluate("document.body.dataset.drawnMs")) / 1000
    assert_offline_and_clean(page)
    page.screenshot(tmp_path / "synthetic.png")
    print(f"5,000-node view: {path.stat().st_size / 1e6:.2f} MB, drawn {drawn:.2f} s after navigation "
          f"({seconds:.2f} s wall)")
    assert math.isfinite(drawn)


def test_browser_errors_are_reported() -> None:
    with pytest.raises(BrowserError, match="did not start"):
        with Chromium.start(executable="/bin/false"):
            pass
