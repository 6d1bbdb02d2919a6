"""The data files that steer reading, extraction and enrichment (``kg/notes/data``, ``kg/notes/patterns``).

Layout knowledge (venue aliases, section words) and spaCy patterns live in these
files, not in code; the build cache fingerprints every one of them.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent
#: Folders whose files decide a note's records.
FOLDERS = (ROOT / "data", ROOT / "patterns")


def data_text(name: str) -> str:
    """The text of one data file, by its path below ``kg/notes``.

    >>> "ICML" in data_text("data/venues.json")
    True
    """
    return (ROOT / name).read_text("utf-8")


def load_json(name: str) -> Any:
    """One JSON data file, by its path below ``kg/notes``.

    >>> "series" in load_json("patterns/topic_words.json")["not_plural"]
    True
    """
    return json.loads(data_text(name))
