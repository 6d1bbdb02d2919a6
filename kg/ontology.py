"""Where the ontology files live: ``ontology/`` beside the package, or inside an installed wheel."""

from __future__ import annotations

from pathlib import Path

_CANDIDATES = (
    Path(__file__).resolve().parent / "ontology",  # installed wheel (force-included)
    Path(__file__).resolve().parent.parent / "ontology",  # source checkout
)


def ontology_file(name: str) -> Path:
    """Path of one ontology file, e.g. ``shapes.ttl``.

    >>> ontology_file("kg.ttl").name
    'kg.ttl'
    """
    for folder in _CANDIDATES:
        if (folder / name).is_file():
            return folder / name
    raise FileNotFoundError(f"ontology file {name} not found in {', '.join(map(str, _CANDIDATES))}")
