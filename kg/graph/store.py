"""The embedded Oxigraph store inside the output folder.

``DIR/store`` is a symbolic link to a folder under ``DIR/.stores/``. A build
fills a new folder and then swaps the link in one rename, so an interrupted
build leaves the previous store in place.
"""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Iterable
from pathlib import Path

from pyoxigraph import Quad, RdfFormat, Store

from kg.errors import GraphNotFoundError

STORE_LINK = "store"
STORE_ROOT = ".stores"


def write_store(out: Path, quads: Iterable[Quad] | bytes) -> Path:
    """Bulk-load quads (or N-Quads text) into a fresh on-disk store and make it current; returns its folder."""
    root = out / STORE_ROOT
    root.mkdir(parents=True, exist_ok=True)
    target = root / f"s{time.time_ns()}"
    store = Store(str(target))
    if isinstance(quads, bytes):
        store.bulk_load(quads, format=RdfFormat.N_QUADS)
    else:
        store.bulk_extend(quads)
    store.flush()
    del store
    link = out / STORE_LINK
    tmp_link = out / f".{STORE_LINK}.{os.getpid()}.tmp"
    tmp_link.unlink(missing_ok=True)
    tmp_link.symlink_to(target.relative_to(out))
    os.replace(tmp_link, link)
    for old in root.iterdir():
        if old != target:
            shutil.rmtree(old, ignore_errors=True)
    return target


def open_store(graph_dir: Path) -> Store:
    """Open the current store of a built graph folder read-only."""
    link = graph_dir / STORE_LINK
    if not link.exists():
        message = f"no built graph here (missing {STORE_LINK}/); run 'kg build' first"
        raise GraphNotFoundError(message, path=str(graph_dir))
    return Store.read_only(str(link.resolve()))
