"""Normalized keys: how two spellings of the same name, title or label are found to be one.

These keys decide identity, so they are deliberately small and pure.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata

_NON_WORD = re.compile(r"[\W_]+")
#: Latin letters that carry no combining mark to strip, written as a reader of English would: "Łukasz" is "Lukasz".
_LATIN = str.maketrans({"ł": "l", "ø": "o", "đ": "d", "ð": "d", "ħ": "h", "ı": "i", "æ": "ae", "œ": "oe", "þ": "th"})


def fold(text: str) -> str:
    """Lower-case folding: accents stripped, punctuation to spaces, spaces collapsed; letters of every script kept
    (a Chinese, Korean or Russian name is its own key, not the empty one).

    >>> fold("Tim Rocktäschel"), fold("Łukasz Kaiser")
    ('tim rocktaschel', 'lukasz kaiser')
    >>> fold("  Jérémie  WENGER ")
    'jeremie wenger'
    >>> fold("张博航"), fold("Соколов А. В."), fold("논문 링크"), fold("アプリケーション系（CV）")
    ('张博航', 'соколов а в', '논문 링크', 'アプリケーション系 cv')
    """
    if text.isascii():  # nothing to decompose: the same key, without a pass over every character
        return _NON_WORD.sub(" ", text.casefold()).strip()
    # Accents go from Latin, Greek and Cyrillic letters; kana and hangul keep their marks ("プ" is not "フ").
    bare = "".join(map(_unaccented, unicodedata.normalize("NFKC", text.casefold())))
    return _NON_WORD.sub(" ", bare.translate(_LATIN)).strip()


def _unaccented(char: str) -> str:
    if not (char < "\u0530" or "\u1e00" <= char <= "\u1eff"):  # Latin, Greek, Cyrillic; Vietnamese's extended Latin
        return char
    return "".join(c for c in unicodedata.normalize("NFD", char) if not unicodedata.combining(c))


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
