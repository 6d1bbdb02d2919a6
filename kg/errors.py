"""Errors a user can cause. Each class carries the exit code the CLI uses.

Codes follow the convention in DESIGN.md: 1 for data or validation errors,
2 for usage errors. The CLI prints ``str(error)`` as one line, no traceback.
"""

from __future__ import annotations


class KGError(Exception):
    """Base of every error a user can cause; exit code 1.

    >>> str(KGError("bad thing", path="notes/a.md", line=3))
    'notes/a.md:3: bad thing'
    >>> KGError("x").exit_code
    1
    """

    exit_code = 1

    def __init__(self, message: str, *, path: str | None = None, line: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.path = path
        self.line = line

    def __str__(self) -> str:
        where = self.path or ""
        if where and self.line is not None:
            where = f"{where}:{self.line}"
        return f"{where}: {self.message}" if where else self.message


class InputError(KGError):
    """A note that cannot be read or parsed (encoding, binary content, bad front matter)."""


class SkippedNotesError(KGError):
    """Some notes could not be read or recognised (the rest was built, unless ``--strict``)."""


class GraphNotFoundError(KGError):
    """A command needs a built graph and there is none at the given folder."""


class ValidationError(KGError):
    """The graph does not conform to the SHACL shapes."""


class UsageError(KGError):
    """Wrong options or arguments (unknown format, missing path); exit code 2.

    >>> UsageError("unknown format 'xls'").exit_code
    2
    """

    exit_code = 2
