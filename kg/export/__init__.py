"""Export formats, chosen by name or file suffix from one table."""


from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from kg.errors import UsageError
from kg.export.jsonld import write_jsonld
from kg.export.rdf import Snapshot, write_nquads, write_ntriples, write_trig, write_turtle
from kg.fsutil import atomic_write


@dataclass(frozen=True)
class ExportFormat:
    """One output format: its name, file suffix, media type and writer."""

    name: str
    suffix: str
    media_type: str
    named_graphs: bool
    write: Callable[[Snapshot, BinaryIO], None]


FORMATS: dict[str, ExportFormat] = {
    f.name: f
    for f in (
        ExportFormat("ttl", ".ttl", "text/turtle", False, write_turtle),
        ExportFormat("jsonld", ".jsonld", "application/ld+json", False, write_jsonld),
        ExportFormat("nt", ".nt", "application/n-triples", False, write_ntriples),
        ExportFormat("trig", ".trig", "application/trig", True, write_trig),
        ExportFormat("nq", ".nq", "application/n-quads", True, write_nquads),
    )
}
#: What ``kg build`` writes next to the store.
BUILD_FORMATS = ("ttl", "jsonld", "nt", "trig")


def get_format(name: str) -> ExportFormat:
    """A format by name or suffix.

    >>> get_format(".trig").name
    'trig'
    >>> get_format("xls")
    Traceback (most recent call last):
    kg.errors.UsageError: unknown format 'xls' (choose from ttl, jsonld, nt, trig, nq)
    """
    key = name.lower().lstrip(".")
    aliases = {"turtle": "ttl", "json-ld": "jsonld", "ntriples": "nt", "nquads": "nq"}
    key = aliases.get(key, key)
    if key not in FORMATS:
        raise UsageError(f"unknown format '{name}' (choose from {', '.join(FORMATS)})")
    return FORMATS[key]


def export_file(snapshot: Snapshot, fmt: ExportFormat, path: Path) -> Path:
    """Write one export atomically."""
    with atomic_write(path) as out:
        fmt.write(snapshot, out)
    return path
