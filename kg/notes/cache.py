"""The build cache: each note's extracted (and enriched) records, keyed by content and pipeline.

A key hashes the note's bytes, its stem and displayed path (both are inside the
records) and the *pipeline fingerprint*: kg's version, every extractor's name and
version, and the bytes of every data file that steers extraction or enrichment
(``kg/notes/data``, ``kg/notes/patterns``, ``ontology/topics.ttl``). Change any of them and
every entry misses, so a cache can never serve records an older kg made.

Entries are pickles written atomically under ``DIR/.cache/<stage>/``; a build
prunes the entries it did not use, so the cache stays the size of the notes.
"""

from __future__ import annotations

import hashlib
import pickle
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path
from typing import Any

from kg import __version__
from kg.fsutil import atomic_write
from kg.notes.datafiles import FOLDERS

CACHE_DIR = ".cache"


@lru_cache(maxsize=1)
def pipeline_fingerprint() -> str:
    """A hash of everything besides a note that decides its records.

    >>> len(pipeline_fingerprint())
    64
    """
    from kg.notes.extract import extractors
    from kg.ontology import ontology_file

    digest = hashlib.sha256(__version__.encode())
    for name, extractor in sorted(extractors().items()):
        digest.update(f"\0{name}\0{extractor.version}".encode())
    files = sorted(path for folder in FOLDERS for path in folder.rglob("*"))
    for path in [*files, ontology_file("topics.ttl")]:
        if path.is_file():
            digest.update(b"\0" + path.name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def key(*parts: bytes | str) -> str:
    """A cache key from any parts (each length-prefixed, so parts cannot run into each other).

    >>> key("a", "bc") != key("ab", "c")
    True
    """
    digest = hashlib.sha256()
    for part in parts:
        data = part.encode() if isinstance(part, str) else part
        digest.update(len(data).to_bytes(8, "big") + data)
    return digest.hexdigest()


class Cache:
    """Pickled values under ``root/<stage>/<key>``; ``prune`` drops what this build did not touch."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self._used: dict[str, set[str]] = {}

    def get(self, stage: str, name: str) -> Any | None:
        """The value stored for ``name``, or None (missing or unreadable: a miss, never an error)."""
        self._used.setdefault(stage, set()).add(name)
        try:
            with open(self.root / stage / name, "rb") as handle:
                return pickle.load(handle)
        except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError, ValueError):
            return None

    def put(self, stage: str, name: str, value: Any) -> None:
        """Store a value (atomically: a killed build leaves no half-written entry)."""
        self._used.setdefault(stage, set()).add(name)
        (self.root / stage).mkdir(parents=True, exist_ok=True)
        with atomic_write(self.root / stage / name) as out:
            out.write(pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL))

    def prune(self, stages: Iterable[str]) -> int:
        """Delete the entries of these stages that were neither read nor written; how many went."""
        removed = 0
        for stage in stages:
            folder = self.root / stage
            if not folder.is_dir():
                continue
            used = self._used.get(stage, set())
            for entry in folder.iterdir():
                if entry.name not in used:
                    entry.unlink(missing_ok=True)
                    removed += 1
        return removed
