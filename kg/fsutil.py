"""Atomic file writes: a temp file in the same folder, then a rename."""

from __future__ import annotations

import glob
import os
import tempfile
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import BinaryIO


def _umask() -> int:
    current = os.umask(0)
    os.umask(current)
    return current


@contextmanager
def atomic_write(path: Path) -> Iterator[BinaryIO]:
    """Open ``path`` for binary writing; readers see the old file until the block succeeds.

    >>> import tempfile, pathlib
    >>> target = pathlib.Path(tempfile.mkdtemp()) / "out.txt"
    >>> with atomic_write(target) as f:
    ...     _ = f.write(b"done")
    >>> target.read_bytes()
    b'done'
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    os.chmod(tmp, 0o666 & ~_umask())
    try:
        with os.fdopen(fd, "wb") as handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def remove_stale_temps(folder: Path, names: Iterable[str]) -> list[str]:
    """Delete the temp files a killed writer left for these file names (``.NAME.*.tmp``); the names removed.

    :func:`atomic_write` deletes its temp file on any error, but not when its process is killed.

    >>> import tempfile, pathlib
    >>> folder = pathlib.Path(tempfile.mkdtemp())
    >>> _ = (folder / ".kg.ttl.x1y2z3.tmp").write_text("half")
    >>> remove_stale_temps(folder, ["kg.ttl", "kg.nt"]), list(folder.iterdir())
    (['.kg.ttl.x1y2z3.tmp'], [])
    """
    removed = []
    for name in names:
        for stale in folder.glob(f".{glob.escape(name)}.*.tmp"):
            stale.unlink(missing_ok=True)
            removed.append(stale.name)
    return sorted(removed)
