"""The spaCy pipeline: a blank English pipeline with rule components configured by data files.

- ``kg_methods``: two PhraseMatchers over ``kg/notes/patterns/methods.jsonl`` (known methods,
  matched case-insensitively unless a pattern says ``case_sensitive``), plus every name
  the graph proposes, added at run time. (An EntityRuler recounts its patterns on every
  document, which goes quadratic with thousands of proposed names.)
- ``kg_topics``: a PhraseMatcher over the curated topic labels of ``ontology/topics.ttl``.
- ``kg_proposals``: a Matcher over the cue patterns of ``kg/notes/patterns/proposals.jsonl``
  ("we propose X", "called X", "X, a ...", "we propose a ... framework (X)").

No model is downloaded, ever. A trained pipeline the user has installed can be
named (``--spacy-model en_core_web_sm``): its tagger then vetoes proposal
candidates that are not proper nouns.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from typing import Any, cast

import spacy
from spacy.language import Language
from spacy.matcher import Matcher, PhraseMatcher
from spacy.tokens import Doc, Span
from spacy.util import filter_spans

from kg.errors import UsageError
from kg.notes.datafiles import data_text
from kg.notes.enrich.names import is_name
from kg.topics import TopicScheme

for _ext in ("kg_topics", "kg_proposals", "kg_methods"):
    if not Doc.has_extension(_ext):
        Doc.set_extension(_ext, default=())

_PLURAL_ACRONYM = re.compile(r"^[A-Z]{2,}s$")
#: Curated topic labels of one word are too common in prose ("code", "video"); only
#: multi-word labels, prefLabels and capitalised acronyms are matched in text.
_MIN_ACRONYM = 3


def _patterns(name: str) -> list[dict[str, Any]]:
    text = data_text(f"patterns/{name}")
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def word_at(doc: Doc, i: int) -> tuple[str, bool, bool]:
    """The whitespace-delimited word starting at token ``i`` (edge punctuation stripped, a
    version number kept), whether punctuation or the end follows it, and whether a
    capitalised word follows it (then it only starts a longer name).

    >>> nlp = spacy.blank("en")
    >>> word_at(nlp("we propose Video-LaVIT, a model"), 2)
    ('Video-LaVIT', True, False)
    >>> word_at(nlp("we propose Monte Carlo search"), 2)
    ('Monte', False, True)
    >>> word_at(nlp("we propose NaturalSpeech 2, a system"), 2)
    ('NaturalSpeech 2', True, False)
    """
    end = i
    while end < len(doc) - 1 and not doc[end].whitespace_:
        end += 1
    if end + 1 < len(doc) and doc[end + 1].like_num and doc[end].whitespace_ and not doc[end].is_punct:
        end += 1  # "NaturalSpeech 2", "Spyder 2.0"
        while end < len(doc) - 1 and not doc[end].whitespace_ and not doc[end + 1].is_punct:
            end += 1
    raw = doc[i : end + 1].text
    word = raw.strip(" ,.;:()[]\"'“”‘’")
    at_end = end == len(doc) - 1
    closed = word != raw.rstrip() or at_end or doc[end + 1].is_punct
    continued = not closed and doc[end + 1].text[:1].isupper()
    return word, closed, continued


class MethodMatcher:
    """Canonical names of the methods a text names (``doc._.kg_methods``), in order, longest match first."""

    def __init__(self, nlp: Language) -> None:
        self.nlp = nlp
        #: The proposed names last given to :meth:`add` through :func:`set_method_names`.
        self.names: list[str] | None = None
        self.reset()

    def reset(self) -> None:
        """Only the curated names again: names a previous build proposed must not leak into the next."""
        self.cased = PhraseMatcher(self.nlp.vocab, attr="ORTH")
        self.lower = PhraseMatcher(self.nlp.vocab, attr="LOWER")
        self.known: set[str] = set()
        for row in _patterns("methods.jsonl"):
            matcher = self.cased if row.get("case_sensitive") else self.lower
            matcher.add(row["id"], [self.nlp.make_doc(row["pattern"])])
            self.known.add(row["pattern"])

    def add(self, names: list[str]) -> None:
        """Also find these names (case-sensitive: proposed names are coined words)."""
        for name in sorted(set(names) - self.known):
            self.cased.add(name, [self.nlp.make_doc(name)])
            self.known.add(name)

    def __call__(self, doc: Doc) -> Doc:
        spans = [Span(doc, s, e, label=m) for m, s, e in (*self.cased(doc), *self.lower(doc))]
        names: list[str] = []
        for span in sorted(filter_spans(spans), key=lambda sp: sp.start):
            if span.label_ not in names:
                names.append(span.label_)
        doc._.kg_methods = tuple(names)
        return doc


class TopicMatcher:
    """Marks curated topics named in a text (``doc._.kg_topics``: concept keys)."""

    def __init__(self, nlp: Language) -> None:
        self.lower = PhraseMatcher(nlp.vocab, attr="LOWER")
        self.exact = PhraseMatcher(nlp.vocab, attr="ORTH")
        scheme = TopicScheme.load()
        for key, label in scheme.phrases():
            concept = scheme.concepts[key]
            if label.isupper() and len(label) >= _MIN_ACRONYM:
                self.exact.add(key, [nlp.make_doc(label)])
            elif " " in label or "-" in label or label == concept.pref_label:
                self.lower.add(key, [nlp.make_doc(label)])

    def __call__(self, doc: Doc) -> Doc:
        vocab = doc.vocab.strings
        found = {vocab[m] for m, _, _ in self.lower(doc)} | {vocab[m] for m, _, _ in self.exact(doc)}
        doc._.kg_topics = tuple(sorted(found))
        return doc


class ProposalMatcher:
    """Names a text says it proposes (``doc._.kg_proposals``)."""

    def __init__(self, nlp: Language) -> None:
        self.matcher = Matcher(nlp.vocab)
        # "after": the match must follow one of these words within a window, not across a stop
        # token. Checked here rather than as a {0,N} wildcard, which makes spaCy's Matcher
        # track thousands of partial matches per sentence (most of enrichment time; docs/performance.md).
        self.after: dict[str, dict[str, Any]] = {}
        for rule in _patterns("proposals.jsonl"):
            self.matcher.add(rule["id"], [rule["pattern"]])
            if "after" in rule:
                self.after[rule["id"]] = {**rule["after"], "LOWER": set(rule["after"]["LOWER"])}
        self.use_tags = nlp.has_pipe("tagger") or nlp.has_pipe("morphologizer")
        scheme = TopicScheme.load()
        self.known = {label for _, label in scheme.phrases()} | {r["pattern"] for r in _patterns("methods.jsonl")}

    def _candidate(self, doc: Doc, rule: str, start: int, end: int) -> str | None:
        if rule == "paren":  # the name is what the last "(" of the match opens
            i = max(k for k in range(start, end) if doc[k].text == "(") + 1
        else:
            i = start if rule == "appositive" else end - 1
        if self.use_tags and doc[i].pos_ not in ("PROPN", "NOUN", "X", ""):
            return None
        word, closed, continued = word_at(doc, i)
        if continued:
            # A coined word opening a Title-Case run names the run ("TimeFlow Loss"); an
            # ordinary one only starts a phrase ("we propose Monte Carlo ...").
            if not is_name(word) or word in self.known:
                return None
            return title_run(doc, i)
        if word in self.known or _PLURAL_ACRONYM.match(word):
            return None  # "(SSL)", "(SMC)": the paper uses a known thing; "(SLMs)": a class of things
        # After a cue ("we propose X") a capitalised word that ends the phrase is a name
        # ("we propose Zipformer, a ..."); a sentence-initial appositive ("X, a ...") and a
        # parenthesised acronym must look coined.
        return word if is_name(word, standalone=closed and rule in ("cue", "called")) else None

    def _anchored(self, doc: Doc, rule: str, start: int, end: int) -> list[tuple[str, int, int]]:
        """The match once per cue word before it (the match then starts at the cue)."""
        spec = self.after.get(rule)
        if spec is None:
            return [(rule, start, end)]
        found = []
        for cue in range(start - 1, max(start - spec["within"] - 1, 0) - 1, -1):
            if doc[cue].text in spec["not_across"]:
                break
            if doc[cue].lower_ in spec["LOWER"]:
                found.append((rule, cue, end))
        return found[::-1]

    def __call__(self, doc: Doc) -> Doc:
        raw = [(doc.vocab.strings[m], start, end) for m, start, end in self.matcher(doc)]
        matches = sorted((m for r in raw for m in self._anchored(doc, *r)), key=lambda m: (m[1], m[2]))
        found = [(rule, start, self._candidate(doc, rule, start, end)) for rule, start, end in matches]
        # "we propose a GrAph ... framework (GALE)": an accepted acronym names it, not the first word.
        with_acronym = {start for rule, start, name in found if rule == "paren" and name}
        names: list[str] = []
        for rule, start, name in found:
            if name and name not in names and not (rule in ("cue", "called") and start in with_acronym):
                names.append(name)
        doc._.kg_proposals = tuple(names)
        return doc


def title_run(doc: Doc, i: int, limit: int = 4) -> str:
    """Consecutive capitalised words from token ``i`` (at most ``limit``), as one name.

    >>> title_run(spacy.blank("en")("a TimeFlow Loss based on flow matching"), 1)
    'TimeFlow Loss'
    """
    words: list[str] = []
    while i < len(doc) and len(words) < limit:
        word, closed, _ = word_at(doc, i)
        if not word[:1].isupper() and words:
            break
        words.append(word)
        if closed:
            break
        i = _next_word(doc, i)
    return " ".join(words)


def _next_word(doc: Doc, i: int) -> int:
    while i < len(doc) - 1 and not doc[i].whitespace_:
        i += 1
    return i + 1


@Language.factory("kg_methods")
def _make_method_matcher(nlp: Language, name: str) -> MethodMatcher:
    return MethodMatcher(nlp)


@Language.factory("kg_topics")
def _make_topic_matcher(nlp: Language, name: str) -> TopicMatcher:
    return TopicMatcher(nlp)


@Language.factory("kg_proposals")
def _make_proposal_matcher(nlp: Language, name: str) -> ProposalMatcher:
    return ProposalMatcher(nlp)


@lru_cache(maxsize=2)
def build_pipeline(model: str | None = None) -> Language:
    """The enrichment pipeline (blank English, or an installed trained pipeline when named).

    >>> nlp = build_pipeline()
    >>> doc = nlp("We propose Zipformer, a faster encoder trained with LoRA for speech recognition.")
    >>> doc._.kg_proposals, doc._.kg_methods, doc._.kg_topics
    (('Zipformer',), ('LoRA',), ('speech-audio',))
    """
    if model is None:
        nlp = spacy.blank("en")
    else:
        try:
            nlp = spacy.load(model, exclude=["ner", "parser", "lemmatizer"])
        except OSError:
            raise UsageError(
                f"spaCy pipeline '{model}' is not installed; kg needs none (omit --spacy-model) "
                "or install it with your package manager"
            ) from None
    nlp.add_pipe("sentencizer")
    nlp.add_pipe("kg_methods")
    nlp.add_pipe("kg_topics")
    nlp.add_pipe("kg_proposals")
    return nlp


def set_method_names(nlp: Language, names: list[str]) -> None:
    """Let the method matcher find the names this graph proposes (and no earlier graph's).

    Setting the same names again is free, so parallel workers can call it once per batch.
    """
    # spaCy types every component as a callable; this one is the MethodMatcher its factory made.
    matcher = cast(MethodMatcher, nlp.get_pipe("kg_methods"))
    wanted = sorted(set(names))
    if matcher.names == wanted:
        return
    matcher.reset()
    matcher.add(wanted)
    matcher.names = wanted


def methods_in(doc: Doc) -> list[str]:
    """Canonical names of the methods a text names, in order of first appearance."""
    return list(doc._.kg_methods)


__all__ = ["set_method_names", "build_pipeline", "methods_in", "word_at"]
