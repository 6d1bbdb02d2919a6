"""The generic reader's word lists (``kg/notes/data/generic.json``) and how text is matched against them.

Entries are matched case-insensitively, word by word: :func:`tokens_of` gives the words
of a text the way multi-word entries are spelled (joined by one space, punctuation dropped).
"""

from __future__ import annotations

import re
from functools import cache, lru_cache
from typing import Any

from kg.notes.datafiles import load_json

_WORDS = re.compile(r"[\W_]+")


@lru_cache(maxsize=1)
def word_lists() -> dict[str, Any]:
    """Every list and table of the word file, by key."""
    return load_json("data/generic.json")


@cache
def word_set(key: str) -> frozenset[str]:
    """One word list, casefolded.

    >>> "pdf" in word_set("link_words")
    True
    """
    return frozenset(w.casefold() for w in word_lists()[key])


def tokens_of(text: str) -> list[str]:
    """The casefolded words of a text, punctuation and underscores dropped.

    >>> tokens_of("Paper_Title: [PDF]")
    ['paper', 'title', 'pdf']
    """
    return [w for w in _WORDS.split(text.casefold()) if w]
