"""Which files of the given paths are notes, and the stable names they get in the graph."""

from __future__ import annotations

import fnmatch
import os
import re
from dataclasses import dataclass
from pathlib import Path

from kg.errors import UsageError
from kg.notes.read import SYNTAX_BY_SUFFIX

#: Files that describe a folder of notes rather than being notes.
#: A repository's own files, never notes on papers (a notes repository keeps them beside the notes).
NOT_NOTES = {
    "license.md", "license.txt", "sources.md", "code_of_conduct.md", "contributing.md", "changelog.md",
    "security.md", "requirements.txt", "claude.md", "agents.md",
}
#: Files that describe the folder given on the command line; deeper down a README is a note
#: (an awesome list's `CVPR2017-Attention-model/README.md` is the list).
NOT_NOTES_AT_TOP = {"readme.md", *NOT_NOTES}
_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")


@dataclass(frozen=True, order=True)
class Source:
    """One note file: where it is, how it is shown, and its document key (graph name)."""

    display: str
    stem: str
    file: Path


#: Stems whose graph IRI kg itself uses (id/graph/analysis holds analysis results):
#: a note so named becomes "analysis-2".
RESERVED_STEMS = ("analysis",)


def _stem(relative: Path) -> str:
    return _UNSAFE.sub("-", relative.with_suffix("").as_posix().replace("/", "--")).strip("-") or "note"


def _walk(folder: Path, exclude: tuple[str, ...] = ()) -> list[Path]:
    """Candidate note files under a folder, and the sub-folders that could not be listed (to be reported).

    ``os.walk`` rather than ``Path.rglob``: rglob skips a folder it may not list without a word.
    Symbolic links to folders are not followed (no loops); links to files are kept. Hidden folders
    and files (``.obsidian``, ``.trash``, ``.git``) are skipped, and so is any path under ``folder``
    an ``exclude`` glob matches.
    """
    found: list[Path] = []
    unlisted: list[Path] = []
    for parent, folders, names in os.walk(folder, onerror=lambda err: unlisted.append(Path(err.filename))):
        here = Path(parent)
        folders[:] = [f for f in folders if not f.startswith(".") and not _excluded(here / f, folder, exclude)]
        found += [
            here / name
            for name in names
            if Path(name).suffix.lower() in SYNTAX_BY_SUFFIX
            and name.lower() not in (NOT_NOTES_AT_TOP if here == folder else NOT_NOTES)
            and not name.startswith(".")
            and not _excluded(here / name, folder, exclude)
        ]
    return sorted(found + unlisted)


def _excluded(path: Path, root: Path, globs: tuple[str, ...]) -> bool:
    relative = path.relative_to(root)
    return any(relative.match(g) or fnmatch.fnmatch(relative.as_posix(), g) for g in globs)


def collect(paths: list[Path], exclude: tuple[str, ...] = ()) -> list[Source]:
    """Every note under the given files and folders, sorted, with unique stems.

    A folder contributes its ``*.md``, ``*.markdown``, ``*.txt`` and ``*.bib`` files
    (recursively; README at the top, LICENSE, SOURCES, hidden files and folders and ``exclude`` globs
    excepted); a file given by name is taken when its suffix is a note's, else it is an error.
    A folder that cannot be listed is kept as a source too, so
    reading it reports why (``data/locked: cannot list folder: Permission denied``).

    >>> import tempfile, pathlib
    >>> root = pathlib.Path(tempfile.mkdtemp()) / "data"
    >>> (root / "sub").mkdir(parents=True)
    >>> for name in ("b.md", "README.md", "sub/a.md", "sub/README.md", "x.txt", "x.png"):
    ...     _ = (root / name).write_text("# t")
    >>> [(s.display, s.stem) for s in collect([root])]
    [('data/b.md', 'b'), ('data/sub/README.md', 'sub--README'), ('data/sub/a.md', 'sub--a'), ('data/x.txt', 'x')]
    >>> [s.display for s in collect([root], exclude=("sub/*", "*.txt"))]
    ['data/b.md']
    >>> collect([root / "x.png"])
    Traceback (most recent call last):
    kg.errors.UsageError: x.png: not a note (.png); notes are .bib, .markdown, .md, .txt
    >>> _ = (root / "analysis.md").write_text("# t")
    >>> collect([root / "analysis.md"])[0].stem
    'analysis-2'
    """
    found: list[Source] = []
    for path in paths:
        if path.is_dir():
            for f in _walk(path, exclude):
                relative = f.relative_to(path)
                if relative == Path("."):  # the folder itself could not be listed
                    found.append(Source(path.name, _stem(Path(path.name)), f))
                else:
                    found.append(Source(f"{path.name}/{relative.as_posix()}", _stem(relative), f))
        elif path.exists() or path.is_symlink():
            if path.suffix.lower() not in SYNTAX_BY_SUFFIX:
                known = ", ".join(sorted(SYNTAX_BY_SUFFIX))
                raise UsageError(f"{path.name}: not a note ({path.suffix or 'no suffix'}); notes are {known}")
            found.append(Source(path.as_posix(), _stem(Path(path.name)), path))  # as typed: its folders count
        else:
            raise UsageError(f"no such file or folder: {path}")
    seen: dict[str, int] = dict.fromkeys(RESERVED_STEMS, 1)
    unique = []
    for source in sorted(found):
        n = seen.get(source.stem, 0)
        seen[source.stem] = n + 1
        unique.append(source if n == 0 else Source(source.display, f"{source.stem}-{n + 1}", source.file))
    return unique
