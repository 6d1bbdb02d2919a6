"""Normalized keys: how two spellings of the same name, title or label are found to be one.

These keys decide identity, so they are deliberately small and pure.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata

_NON_WORD = re.compile(r"[^a-z0-9]+")


def fold(text: str) -> str:
    """Lower-case ASCII folding: accents stripped, punctuation to spaces, spaces collapsed.

    >>> fold("Tim Rocktäschel")
    'tim rocktaschel'
    >>> fold("  Jérémie  WENGER ")
    'jeremie wenger'
    """
    if text.isascii():  # nothing to decompose: the same key, without a pass over every character
        return _NON_WORD.sub(" ", text.casefold()).strip()
    decomposed = unicodedata.normalize("NFKD", text)
    ascii_only = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return _NON_WORD.sub(" ", ascii_only.casefold()).strip()


def slug(text: str) -> str:
    """A key usable in an IRI path: folded words joined by hyphens.

    >>> slug("Adaptation & Fine-tuning")
    'adaptation-fine-tuning'
    >>> slug("ICML 2024")
    'icml-2024'
    """
    return fold(text).replace(" ", "-")


def person_key(name: str) -> str:
    """Identity of a person: case-, accent- and punctuation-insensitive.

    >>> person_key("Tim Rocktäschel") == person_key("Tim Rocktaschel")
    True
    >>> person_key("Michael D. Dennis")
    'michael-d-dennis'
    """
    return slug(name)


def title_key(title: str) -> str:
    """Identity of a title: folded, so case, quotes and punctuation do not matter.

    >>> title_key("Genie: Generative Interactive Environments")
    'genie generative interactive environments'
    >>> title_key("genie - generative interactive environments")
    'genie generative interactive environments'
    """
    return fold(title)


def title_hash(title: str) -> str:
    """A short stable hash of a normalized title, for papers with no id.

    >>> title_hash("Arrows of Time for Large Language Models")
    't-e997d5873d049ad9'
    """
    return "t-" + hashlib.sha1(title_key(title).encode("utf-8")).hexdigest()[:16]
