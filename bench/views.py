"""View scale: generate synthetic-graph views, then open them in headless Chromium (playwright) with the network off.

    python bench/views.py [--nodes 5000] [--nodes 1000 ...] [--out DIR]

For each size, a scale-free synthetic graph (:func:`kg.view.examples.synthetic_graph`, about
2 edges per node, four node kinds) is rendered like ``kg view`` renders a projection
(PageRank sizes, Louvain colours, precomputed layout, no ``--top`` cap) and written to
``DIR/synthetic-<n>.html``. The table gives the file size, the generation time (render and
write), the browser load time (navigation start until the network's first complete draw, as the
page reports it in ``data-drawn-ms``), the wall time until then seen from outside, and the time
of one full redraw at the initial zoom (what each frame of a pan costs).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from browser import Chromium  # noqa: E402  (tests/browser.py: the same driver as the browser tests)

from kg.view.examples import synthetic_graph  # noqa: E402
from kg.view.views import render_view, write_html  # noqa: E402

REDRAW = "(() => { const n = kgView.network, t = performance.now(); for (let k = 0; k < 5; k++) n.redraw(); " \
         "return (performance.now() - t) / 5; })()"


def generate(n: int, out: Path) -> tuple[Path, int, int, float]:
    """Render and write the synthetic view of ``n`` nodes; its path, nodes, edges and seconds."""
    graph = synthetic_graph(n)
    started = time.perf_counter()
    view = render_view(graph, name=f"synthetic-{n}", title=f"Synthetic graph, {n:,} nodes",
                       description="A scale-free graph for the view benchmark.", color="community", top=None)
    path = write_html(out / f"synthetic-{n}.html", view.html)
    return path, view.nodes, view.edges, time.perf_counter() - started


def load(chrome: Chromium, path: Path) -> tuple[float, float, float]:
    """Open a page; (seconds until drawn as the page reports it, wall seconds, ms per redraw)."""
    started = time.perf_counter()
    page = chrome.open(path.as_uri())
    page.wait("document.body.dataset.ready === '1' || !!document.body.dataset.error", timeout=120)
    wall = time.perf_counter() - started
    if page.evaluate("document.body.dataset.error || ''"):
        raise SystemExit(f"{path}: {page.evaluate('document.body.dataset.error')}")
    drawn = float(page.evaluate("document.body.dataset.drawnMs")) / 1000
    redraw = float(page.evaluate(REDRAW))
    page.close()  # an open page keeps using CPU while the next one is measured
    return drawn, wall, redraw


def main(sizes: list[int], out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    generated = [generate(n, out) for n in sizes]
    rows = []
    with Chromium.start() as chrome:
        for path, nodes, edges, seconds in generated:
            drawn, wall, redraw = load(chrome, path)
            rows.append((f"{nodes:,}", f"{edges:,}", f"{path.stat().st_size / 1e6:.2f}", f"{seconds:.2f}",
                         f"{drawn:.2f}", f"{wall:.2f}", f"{redraw:.0f}"))
    header = ("nodes", "edges", "file MB", "generate s", "browser load s", "wall s", "redraw ms")
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(header)]
    print("  ".join(h.rjust(w) for h, w in zip(header, widths, strict=True)))
    for row in rows:
        print("  ".join(cell.rjust(w) for cell, w in zip(row, widths, strict=True)))
    print(f"(pages in {out})")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--nodes", type=int, action="append", help="graph size (repeatable; default 5000)")
    parser.add_argument("--out", type=Path, default=None, help="folder for the pages (default: a temp folder)")
    args = parser.parse_args()
    main(args.nodes or [5000], args.out or Path(tempfile.mkdtemp(prefix="kg-views-bench-")))
