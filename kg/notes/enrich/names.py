"""Is a string a method or system name? Rules for title prefixes and proposal cues.

A name is a coined word, CamelCase, an acronym, or a hyphenated name with
digits (GaLore, Genie, CompeteAI, Video-LaVIT, NExT-GPT, rStar-Math,
DistiLLM-2); never "Position" and never an ordinary phrase. Word lists live
in ``kg/notes/patterns/names.json``.
"""

from __future__ import annotations

import re
from functools import lru_cache

from kg.notes.datafiles import load_json

_TOKEN = re.compile(r"^[A-Za-z0-9][A-Za-z0-9.+'’-]*$")
_INNER_UPPER = re.compile(r"[a-z][A-Z]|[A-Z]{2,}[a-z]|^[a-z]+[A-Z]")
_ACRONYM = re.compile(r"^[A-Z][A-Z0-9]{1,}(?:[.-]?[A-Z0-9]+)*s?$")
_HAS_DIGIT = re.compile(r"[A-Za-z][^ ]*\d|\d[^ ]*[A-Za-z]")
_LETTER = re.compile(r"[A-Za-z]")
#: All-capital words longer than this are emphasis ("CREATIVITY"), not acronyms.
_MAX_ACRONYM = 8


@lru_cache(maxsize=1)
def _rules() -> tuple[frozenset[str], int]:
    data = load_json("patterns/names.json")
    return frozenset(data["not_names"]), int(data["max_words"])


def is_coined(word: str) -> bool:
    """A single token that looks made up: inner capitals, an acronym, or letters with digits.

    >>> [is_coined(w) for w in ("GaLore", "CompeteAI", "DITTO", "rStar", "GPT-4", "Genie", "Layer", "7B", "CREATIVITY")]
    [True, True, True, True, True, False, False, False, False]
    """
    if len(_LETTER.findall(word)) < 2:
        return False
    acronym = bool(_ACRONYM.match(word)) and len(word) <= _MAX_ACRONYM
    return bool(_INNER_UPPER.search(word) or acronym or _HAS_DIGIT.search(word))


def is_name(text: str, *, standalone: bool = False) -> bool:
    """Whether ``text`` is name-like.

    Every hyphen- or space-separated part must be coined, except that one
    capitalised word that is not on the stop list is a name on its own when
    ``standalone`` (a whole title prefix: "Genie", "Repoformer").

    >>> [is_name(t, standalone=True) for t in ("GaLore", "Genie", "Video-LaVIT", "NExT-GPT", "rStar-Math",
    ...     "DistiLLM-2", "SAMformer", "VideoJAM", "DeFoG", "Zipformer", "Multi-resolution HuBERT")]
    [True, True, True, True, True, True, True, True, True, True, True]
    >>> [is_name(t, standalone=True) for t in ("Position", "Is DPO Superior to PPO", "Challenges in Training PINNs",
    ...     "Layer by Layer", "Less Is More", "Beyond Matryoshka", "LLMs", "Transformers")]
    [False, False, False, False, False, False, False, False]
    >>> is_name("Genie"), is_name("VideoPoet"), is_name("NaturalSpeech 2")
    (False, True, True)
    >>> is_name("Video-of-Thought"), is_name("m-LTM")
    (True, True)
    """
    text = text.strip()
    not_names, max_words = _rules()
    words = text.split()
    if not words or len(words) > max_words or not all(_TOKEN.match(w) for w in words):
        return False
    if any(w.lower().strip(".'’") in not_names for w in words):
        return False
    parts = [p for w in words for p in w.split("-") if p]
    # One hyphenated compound capitalised at both ends: "Video-of-Thought", "Chain-of-Thought".
    if len(words) == 1 and len(parts) >= 3 and parts[0][:1].isupper() and parts[-1][:1].isupper():
        return True
    # A short lower-case prefix is part of a name when the rest is coined: "m-LTM", "t-SNE".
    if len(words) == 1 and all(is_coined(p) or p.isdigit() or p[:1].isupper() or len(p) <= 2 for p in parts):
        return any(is_coined(p) for p in parts) or (standalone and len(parts) == 1 and parts[0][:1].isupper())
    # Several words: all coined, a version number allowed ("NaturalSpeech 2"); as a whole
    # title prefix, capitalised words ending in a coined one ("Multi-resolution HuBERT").
    if standalone and all(w[:1].isupper() for w in words) and is_coined(words[-1]):
        return True
    return all(is_coined(w) or w.isdigit() for w in words) and any(is_coined(w) for w in words)


def title_prefix_name(title: str) -> str | None:
    """The method a "Name: rest of title" prefix names, or None.

    >>> title_prefix_name("GaLore: Memory-Efficient LLM Training by Gradient Low-Rank Projection")
    'GaLore'
    >>> title_prefix_name("Position: The Platonic Representation Hypothesis") is None
    True
    >>> title_prefix_name("Is DPO Superior to PPO for LLM Alignment? A Comprehensive Study") is None
    True
    """
    head, sep, rest = title.partition(":")
    if not sep or not rest.strip():
        return None
    head = head.strip()
    return head if is_name(head, standalone=True) else None


_SMALL = frozenset("a an and as at by for in of on or the to via with".split())


def title_prefix_phrase(title: str) -> str | None:
    """A "Name: rest" prefix of two to five capitalised words (small words between allowed), or None.

    Such a phrase is a method only when the entry's text names it (see :mod:`kg.notes.enrich`).

    >>> title_prefix_phrase("Noise Map Guidance: Inversion with Spatial Context for Real Image Editing")
    'Noise Map Guidance'
    >>> title_prefix_phrase("Chain of Code: Reasoning with a Language Model-Augmented Code Emulator")
    'Chain of Code'
    >>> title_prefix_phrase("Is DPO Superior to PPO for LLM Alignment? A Study: x") is None
    True
    """
    head, sep, rest = title.partition(":")
    words = head.split()
    if not sep or not rest.strip() or not 2 <= len(words) <= 5 or words[0].casefold() in _rules()[0]:
        return None
    if not all(w[:1].isupper() or w in _SMALL for w in words) or words[-1] in _SMALL:
        return None
    return head.strip()


def initials(phrase: str) -> str:
    """The capital initials of a phrase's words ("Noise Map Guidance" -> "NMG"; small words skipped).

    >>> initials("Consistency Trajectory Models"), initials("Chain of Code")
    ('CTM', 'CC')
    """
    return "".join(w[0].upper() for w in phrase.replace("-", " ").split() if w not in _SMALL)
