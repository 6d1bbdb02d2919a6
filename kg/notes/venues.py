"""Venue editions named in text ("ICML 2024 Oral Papers", "NIPS 2014"), from ``data/venues.json``."""

from __future__ import annotations

import re
from functools import lru_cache

from kg.notes.datafiles import load_json
from kg.records import VenueEdition


@lru_cache(maxsize=1)
def _aliases() -> tuple[dict[str, str], re.Pattern[str]]:
    table = load_json("data/venues.json")
    alias_to_series = {alias: series for series, aliases in table["series"].items() for alias in aliases}
    names = "|".join(sorted(map(re.escape, alias_to_series), key=len, reverse=True))
    pattern = re.compile(rf"\b({names})(?:[\s'’-]*)((?:19|20)\d\d|'?\d\d)\b")
    return alias_to_series, pattern


def find_edition(text: str) -> VenueEdition | None:
    """The first venue edition named in a text.

    >>> find_edition("ICML 2024 Oral Papers")
    VenueEdition(series='ICML', year=2024)
    >>> find_edition("NIPS 2014 papers")
    VenueEdition(series='NeurIPS', year=2014)
    >>> find_edition("ICLR'25 notes")
    VenueEdition(series='ICLR', year=2025)
    >>> find_edition("my reading list") is None
    True
    """
    alias_to_series, pattern = _aliases()
    match = pattern.search(text)
    if not match:
        return None
    year = match.group(2).lstrip("'")
    return VenueEdition(alias_to_series[match.group(1)], int(year) if len(year) == 4 else 2000 + int(year))
