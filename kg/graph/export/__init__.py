"""Exports of a built graph: one writer per format of :mod:`kg.sparql.formats` that ``kg export`` offers.

pyoxigraph serializes the canonical snapshot; N-Triples and N-Quads are the
snapshot's own sorted text, and JSON-LD is compacted with kg's context.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO

from pyoxigraph import serialize

from kg.fsutil import atomic_write
from kg.graph.export.jsonld import write_jsonld
from kg.graph.export.rdf import Snapshot, write_nquads, write_ntriples
from kg.sparql.formats import EXPORT, Format, formats_for
from kg.vocab import PREFIXES

#: What ``kg build`` writes next to the store.
BUILD_FORMATS = ("turtle", "jsonld", "ntriples", "trig")


def _serialize(snapshot: Snapshot, fmt: Format, out: BinaryIO) -> None:
    statements = snapshot.quads() if fmt.named_graphs else snapshot.triples()
    serialize(statements, out, format=fmt.rdf, prefixes=PREFIXES)


#: Formats whose bytes are not pyoxigraph's serialization of the snapshot (by format name).
_OWN_WRITERS: dict[str, Callable[[Snapshot, BinaryIO], None]] = {
    "ntriples": write_ntriples,
    "nquads": write_nquads,
    "jsonld": write_jsonld,
}


def write_export(snapshot: Snapshot, fmt: Format, out: BinaryIO) -> None:
    """Write the snapshot in one export format.

    >>> import io
    >>> from pyoxigraph import Literal, NamedNode, Quad
    >>> from kg.sparql.formats import get_format
    >>> snap = Snapshot.from_quads([Quad(NamedNode("http://x/a"), NamedNode("http://x/p"), Literal("1"),
    ...                                  NamedNode("http://x/g"))])
    >>> buf = io.BytesIO(); write_export(snap, get_format("nq", EXPORT), buf); buf.getvalue()
    b'<http://x/a> <http://x/p> "1" <http://x/g> .\\n'
    """
    own = _OWN_WRITERS.get(fmt.name)
    if own is not None:
        own(snapshot, out)
    else:
        _serialize(snapshot, fmt, out)


def export_file(snapshot: Snapshot, fmt: Format, path: Path) -> Path:
    """Write one export atomically."""
    with atomic_write(path) as out:
        write_export(snapshot, fmt, out)
    return path


def build_formats() -> list[Format]:
    """The formats ``kg build`` writes, as ``kg<suffix>`` files.

    >>> [f.suffix for f in build_formats()]
    ['.ttl', '.jsonld', '.nt', '.trig']
    """
    offered = formats_for(EXPORT)
    return [offered[name] for name in BUILD_FORMATS]
