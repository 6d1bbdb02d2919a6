"""The topic scheme: curated concepts (``ontology/topics.ttl``) and how any label maps onto one.

A label's key folds case, accents, punctuation and a final plural ("Diffusion
Models" and "diffusion model" meet); a curated concept also claims its
altLabels ("LLM", "LLMs" and "Large Language Models" are one concept). Labels
no concept claims become concepts of their own under their folded key.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from pyoxigraph import NamedNode, parse

from kg.keys import fold
from kg.ontology import ontology_file
from kg.vocab import ID, SKOS

TOPIC_NS = ID + "topic/"


@lru_cache(maxsize=1)
def _not_plural() -> frozenset[str]:
    data = json.loads(resources.files("kg").joinpath("notes/patterns/topic_words.json").read_text("utf-8"))
    return frozenset(fold(w) for w in data["not_plural"])


def _singular(word: str) -> str:
    if word in _not_plural() or len(word) <= 3 or not word.endswith("s") or word.endswith("ss"):
        return word
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    return word[:-1]


def label_key(label: str) -> str:
    """The folded key of a label: lower-case ASCII words, the last one singular.

    >>> label_key("Diffusion Models") == label_key("diffusion model")
    True
    >>> label_key("LLMs"), label_key("Time Series"), label_key("Adaptation & Fine-tuning")
    ('llm', 'time-series', 'adaptation-fine-tuning')
    """
    words = fold(label).split()
    if words:
        words[-1] = _singular(words[-1])
    return "-".join(words)


@dataclass(frozen=True)
class Concept:
    """One curated topic."""

    key: str
    pref_label: str
    alt_labels: tuple[str, ...]
    broader: tuple[str, ...]


class TopicScheme:
    """Curated concepts and the lookup from any label to a concept key.

    >>> scheme = TopicScheme.load()
    >>> scheme.key("LLMs") == scheme.key("Large Language Models") == "large-language-models"
    True
    >>> scheme.key("Diffusion models"), scheme.key("Some Brand New Topics")
    ('diffusion-models', 'some-brand-new-topic')
    """

    def __init__(self, concepts: list[Concept]) -> None:
        self.concepts = {c.key: c for c in concepts}
        self._by_label: dict[str, str] = {}
        for concept in sorted(concepts, key=lambda c: c.key):
            for label in (concept.pref_label, *concept.alt_labels):
                self._by_label.setdefault(label_key(label), concept.key)

    @classmethod
    @lru_cache(maxsize=1)
    def load(cls) -> TopicScheme:
        """The curated scheme of ``ontology/topics.ttl``."""
        props: dict[str, dict[str, list[str]]] = {}
        for quad in parse(path=str(ontology_file("topics.ttl"))):
            s = quad.subject
            if isinstance(s, NamedNode) and s.value.startswith(TOPIC_NS):
                values = props.setdefault(s.value[len(TOPIC_NS):], {})
                values.setdefault(quad.predicate.value, []).append(quad.object.value)
        concepts = [
            Concept(
                key=key,
                pref_label=p[SKOS + "prefLabel"][0],
                alt_labels=tuple(sorted(p.get(SKOS + "altLabel", []))),
                broader=tuple(sorted(b[len(TOPIC_NS):] for b in p.get(SKOS + "broader", []))),
            )
            for key, p in sorted(props.items())
            if SKOS + "prefLabel" in p
        ]
        return cls(concepts)

    def key(self, label: str) -> str:
        """The concept key of a label: a curated concept's, else the label's folded key."""
        folded = label_key(label)
        return self._by_label.get(folded, folded)

    def phrases(self) -> list[tuple[str, str]]:
        """``(concept key, label)`` of every curated label, for matching topics in text."""
        return sorted((c.key, label) for c in self.concepts.values() for label in (c.pref_label, *c.alt_labels))
