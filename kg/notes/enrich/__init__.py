"""Enrichment: methods and topics from titles and text, with the rule pipeline of :mod:`kg.notes.enrich.pipeline`.

Runs between extraction and resolution, on records only:

1. proposals — a name-like "Name: rest of title" prefix, and names the summary,
   quote or abstract says the paper proposes ("we propose X", "called X", "X, a ...");
2. mentions — methods named in a paper's text that it does not propose: the curated
   list plus every name the graph proposes (so a second pass after step 1);
3. topics — curated topics the title, summary or abstract names; a paper the note
   only points to inherits the topics of the paper pointing at it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from spacy.tokens import Doc

from kg.notes.enrich.names import initials, title_prefix_name, title_prefix_phrase
from kg.notes.enrich.pipeline import build_pipeline, methods_in, set_method_names
from kg.records import Extraction, Method, Paper
from kg.topics import TopicScheme


def _texts(paper: Paper) -> str:
    return "\n".join(t for t in (paper.summary, paper.quote, paper.abstract) if t)


def _with_proposals(paper: Paper, cues: Iterable[str]) -> Paper:
    names = [m.name for m in paper.proposes]
    cues = list(cues)
    prefix = title_prefix_name(paper.title) if paper.title else None
    phrase = title_prefix_phrase(paper.title) if paper.title and prefix is None else None
    alts: dict[str, tuple[str, ...]] = {}
    if phrase is not None:
        # "Noise Map Guidance: …" with "we present Noise Map Guidance (NMG)": the acronym, the phrase its alias;
        # a phrase the text proposes by name ("we propose Chain of Code") is the method itself.
        acronym = next((c for c in cues if c.rstrip("s") == initials(phrase).rstrip("S")), None)
        if acronym is not None:
            alts[acronym] = (phrase,)
        elif phrase in cues:
            prefix = phrase
    added = [n for n in (prefix, *cues) if n and n not in names]
    methods = tuple(Method(n, alts.get(n, ())) for n in dict.fromkeys(added))
    return replace(paper, proposes=paper.proposes + methods) if added else paper


def _with_text(paper: Paper, doc: Doc, scheme: TopicScheme) -> Paper:
    """Mentions and text topics from a paper's processed text (what it proposes or files excluded)."""
    own = {m.name for m in paper.proposes}
    mentions = tuple(Method(n) for n in methods_in(doc) if n not in own)
    filed = {scheme.key(label) for label in (*(lb for path in paper.topics for lb in path), *paper.keywords)}
    return replace(paper, mentions=mentions, text_topics=tuple(k for k in doc._.kg_topics if k not in filed))


def propose(extractions: list[Extraction], model: str | None = None) -> list[Extraction]:
    """Pass 1, one document at a time: the names each paper proposes (title prefix, "we propose X" …).

    >>> from kg.records import Mention
    >>> paper = Paper(Mention("n", 1), title="GaLore: Memory-Efficient LLM Training")
    >>> ex = Extraction("n", "n.md", None, "t", (paper,))
    >>> [m.name for m in propose([ex])[0].papers[0].proposes]
    ['GaLore']
    """
    nlp = build_pipeline(model)
    texts = [_texts(p) for ex in extractions for p in ex.papers]
    with nlp.select_pipes(enable=["sentencizer", "kg_proposals"]):
        cues = iter([doc._.kg_proposals for doc in nlp.pipe(texts, batch_size=256)])
    return [replace(ex, papers=tuple(_with_proposals(p, next(cues)) for p in ex.papers)) for ex in extractions]


def proposed_names(extractions: Iterable[Extraction]) -> list[str]:
    """Every method name any paper proposes, sorted (what pass 2 looks for in every text)."""
    return sorted({m.name for ex in extractions for p in ex.papers for m in p.proposes})


def annotate(extractions: list[Extraction], names: list[str], model: str | None = None) -> list[Extraction]:
    """Pass 2, one document at a time: mentioned methods (curated and ``names``) and text topics.

    >>> from kg.records import Mention
    >>> ex = Extraction("n", "n.md", None, "t", (Paper(Mention("n", 1), title="A study", abstract="We tune GaLore."),))
    >>> [m.name for m in annotate([ex], ["GaLore"])[0].papers[0].mentions]
    ['GaLore']
    """
    nlp = build_pipeline(model)
    set_method_names(nlp, names)
    scheme = TopicScheme.load()
    full = [" \n".join(filter(None, (p.title, _texts(p)))) for ex in extractions for p in ex.papers]
    out = []
    with nlp.select_pipes(enable=["kg_methods", "kg_topics"]):
        docs = nlp.pipe(full, batch_size=256)
        for ex in extractions:
            enriched = [_with_text(paper, next(docs), scheme) for paper in ex.papers]
            for rel in ex.relations:
                target, source = enriched[rel.target], enriched[rel.source]
                if target.reference and not target.topics:
                    enriched[rel.target] = replace(target, topics=source.topics)
            out.append(replace(ex, papers=tuple(enriched)))
    return out


def enrich(extractions: list[Extraction], model: str | None = None) -> list[Extraction]:
    """Add proposed and mentioned methods and text topics to every paper (both passes, in this process).

    >>> from kg.records import Mention
    >>> ex = Extraction("n", "n.md", None, "t", (
    ...     Paper(Mention("n", 1), title="GaLore: Memory-Efficient LLM Training", summary="Cheaper than LoRA."),
    ...     Paper(Mention("n", 2), title="A study", abstract="We compare GaLore with DPO on time series forecasting.")))
    >>> a, b = enrich([ex])[0].papers
    >>> [m.name for m in a.proposes], [m.name for m in a.mentions], a.text_topics
    (['GaLore'], ['LoRA'], ('large-language-models',))
    >>> [m.name for m in b.proposes], [m.name for m in b.mentions], b.text_topics
    ([], ['GaLore', 'DPO'], ('time-series',))
    """
    proposed = propose(extractions, model)
    return annotate(proposed, proposed_names(proposed), model)
