"""Synthetic corpus: N papers written as notes in the five formats of ``data/``, deterministic for a seed.

    python bench/synth.py --papers N --out DIR [--seed S]

Every note reproduces the layout of one note in ``data/`` so the same extractor claims it:

| format | like | what it gives a paper |
|---|---|---|
| chicago | ``icml-2024-orals.md`` | Chicago citation (authors, title, year), OpenReview link, topic headings |
| headings | ``icml-2025-orals.md`` | ``#### Title ([Poster](..), [arXiv](..))``, summary, ``[!quote]`` abstract |
| citekeys | ``iclr-2025-oral-notes.md`` | cite-key bullets with method names, tags, "Related:" and wiki links |
| ratings | ``iclr-2024-ratings.md`` | numbered blocks: ratings, keywords, abstract; venue statistics tables |
| blog | ``icml-2024-highlights.md`` | prose post: a tutorial with its arXiv parts, award papers |

Papers belong to venue editions (ICLR/ICML/NeurIPS, 2022-2025); each edition gets notes of every
format (at most a few hundred papers per note), and some papers are named again in a second note
of their edition (a blog's award papers and tutorial parts always are), so resolution has merging
to do. Titles are unique; OpenReview and arXiv ids are unique and syntactically valid. Abstracts
(150-250 words) come from sentence templates over topic words and method names, so enrichment
finds proposals, known methods and curated topics. ``DIR/README.md`` (not a note: ``kg`` skips it)
says what was generated.
"""

from __future__ import annotations

import argparse
import math
import random
import re
import time
import unicodedata
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")

#: Venue editions, in the order they are used (a bigger corpus spreads over more of them).
EDITIONS: tuple[tuple[str, int], ...] = (
    ("ICLR", 2024), ("ICML", 2024), ("NeurIPS", 2024), ("ICLR", 2025), ("ICML", 2025),
    ("NeurIPS", 2023), ("ICLR", 2023), ("ICML", 2023), ("NeurIPS", 2022),
)
#: Papers per venue edition before another edition is opened.
PAPERS_PER_EDITION = 2500
#: Share of an edition's papers first written in each format (blogs only repeat papers).
FORMAT_WEIGHTS: dict[str, float] = {"ratings": 0.30, "citekeys": 0.25, "chicago": 0.25, "headings": 0.20}
#: Most papers in one note of each format (real notes hold tens to hundreds).
NOTE_CAPS: dict[str, int] = {"ratings": 500, "citekeys": 400, "chicago": 250, "headings": 150}
#: Share of a note's entries that repeat a paper first written in another note of the edition.
REPEAT_SHARE = 0.05
#: Formats whose first mention of a paper a second mention in each format can be joined to: a bullet
#: note prints only OpenReview ids and cite keys, a heading list only titles and arXiv ids.
JOINS: dict[str, frozenset[str]] = {
    "chicago": frozenset({"chicago", "citekeys", "headings", "ratings"}),
    "ratings": frozenset({"chicago", "citekeys", "headings", "ratings"}),
    "citekeys": frozenset({"chicago", "citekeys", "ratings"}),
    "headings": frozenset({"chicago", "headings", "ratings"}),
    "blog": frozenset({"chicago", "headings", "ratings"}),
}
#: One blog post per this many papers of an edition (at least one per edition).
PAPERS_PER_BLOG = 2500
#: The file name of each format's notes: ``{series}-{year}-{kind}-{part}.md``.
FILE_KINDS: dict[str, str] = {
    "chicago": "orals", "headings": "oral-summaries", "citekeys": "oral-notes", "ratings": "ratings",
    "blog": "highlights",
}
#: The conference web site of each series (poster and tutorial pages).
SITES = {"ICLR": "iclr.cc", "ICML": "icml.cc", "NeurIPS": "neurips.cc"}

# ---------------------------------------------------------------- vocabulary

FIRST_NAMES = (
    "Wei", "Yuki", "Priya", "Arjun", "Chen", "Mei", "Hiroshi", "Fatima", "Olusegun", "Ana", "José", "Zoë",
    "Jean-Pierre", "Anne-Marie", "Søren", "Łukasz", "Björn", "François", "Mónica", "Noémie", "Sung-min",
    "Ji-hoon", "Aleksandr", "Ingrid", "Tomás", "Chloé", "Rafael", "Elena", "Dmitri", "Kwame", "Amara",
    "Laura", "Michael", "Sarah", "David", "Emily", "Daniel", "Sofia", "Lucas", "Hannah", "Mateo", "Aisha",
    "Omar", "Leila", "Ravi", "Ananya", "Kenji", "Haruto", "Min-jun", "Seo-yeon", "Xin", "Yifan", "Jiayi",
    "Zhiyuan", "Hao", "Ling", "Tian", "Nikolai", "Agnieszka", "Matthias", "Gabriele", "Giulia", "Pedro",
    "Inês", "Théo", "Maëlle", "Jonas", "Freya", "Aoife", "Ciarán", "Siddharth", "Nikhil", "Tanvi", "Yasmin",
    "Karim", "Ebru", "Mehmet", "Dilnoza", "Bogdan", "Oksana", "Paulina", "Tobias", "Henrik", "Astrid",
    "Ulrich", "Renée", "Étienne", "Andrés", "Camila", "Valentina", "Joaquín", "Nguyen", "Thanh", "Linh",
)
LAST_NAMES = (
    "Zhang", "Wang", "Li", "Liu", "Chen", "Yang", "Huang", "Zhao", "Wu", "Zhou", "Xu", "Sun", "Ma", "Gao",
    "Nakamura", "Tanaka", "Sato", "Kim", "Park", "Lee", "Choi", "Singh", "Sharma", "Patel", "Gupta", "Iyer",
    "Okafor", "Adeyemi", "Mensah", "Müller", "Schmidt", "Schäfer", "Weiß", "Rocktäschel", "Dvořák",
    "Nowak", "Kowalczyk", "Wiśniewski", "Novák", "Horváth", "García", "Martínez", "Rodríguez", "López",
    "García-López", "Sánchez", "Pérez", "Gómez", "Fernández", "Silva", "Santos", "Oliveira", "Costa",
    "Rossi", "Russo", "Bianchi", "Ferrari", "Esposito", "Dubois", "Lefèvre", "Moreau", "Girard", "Fontaine",
    "van der Berg", "van Dijk", "de Vries", "de la Cruz", "von Neumann", "da Silva", "dos Santos", "Le Roux",
    "O'Neil", "McAllister", "MacDonald", "Smith", "Johnson", "Brown", "Taylor", "Anderson", "Thomas",
    "Jackson", "White", "Harris", "Martin", "Thompson", "Robinson", "Clark", "Lewis", "Walker", "Hall",
    "Young", "King", "Wright", "Scott", "Green", "Baker", "Adams", "Nelson", "Hill", "Campbell", "Mitchell",
    "Roberts", "Carter", "Phillips", "Evans", "Turner", "Torres", "Parker", "Collins", "Edwards", "Stewart",
    "Morris", "Murphy", "Cook", "Rogers", "Morgan", "Cooper", "Peterson", "Bailey", "Reed", "Kelly",
    "Howard", "Ramos", "Kowalski", "Jensen", "Larsen", "Nielsen", "Andersson", "Johansson", "Lindqvist",
    "Virtanen", "Korhonen", "Papadopoulos", "Georgiou", "Yilmaz", "Kaya", "Demir", "Haddad", "Nasser",
    "Khan", "Ahmed", "Hussain", "Rahman", "Nguyễn", "Trần", "Lê", "Phạm", "Hoang", "Ivanov", "Petrov",
    "Smirnov", "Kuznetsov", "Sokolov", "Popescu", "Ionescu", "Horvat", "Kovačević", "Tan", "Lim", "Ng",
)
#: Topic areas with their sub-topics (headings of notes), task phrases and known methods their text names.
AREAS: dict[str, dict[str, tuple[str, ...]]] = {
    "Large Language Models": {
        "subs": ("Reasoning", "Alignment", "Inference", "Agents", "Evaluation", "Pre-training", "Interpretability"),
        "tasks": ("multi-step reasoning", "instruction following", "long-context retrieval", "tool use",
                  "preference optimization", "code generation", "knowledge editing", "test-time scaling"),
        "methods": ("LoRA", "DPO", "RLHF", "chain-of-thought", "in-context learning", "speculative decoding",
                    "retrieval-augmented generation", "mixture of experts", "supervised fine-tuning"),
    },
    "Computer Vision": {
        "subs": ("Image Generation", "Video Understanding", "3D Vision", "Segmentation", "Representation"),
        "tasks": ("novel view synthesis", "open-vocabulary segmentation", "video prediction", "depth estimation",
                  "image editing", "object detection"),
        "methods": ("ViT", "CLIP", "NeRF", "Gaussian Splatting", "masked autoencoders", "Segment Anything",
                    "U-Net"),
    },
    "Diffusion Models": {
        "subs": ("Foundations", "Sampling", "Guidance", "Discrete Diffusion", "Analysis"),
        "tasks": ("fast sampling", "controllable generation", "likelihood estimation", "inverse problems",
                  "discrete data generation"),
        "methods": ("score matching", "flow matching", "classifier-free guidance", "consistency models",
                    "stochastic differential equations", "Stable Diffusion", "Schrödinger bridge"),
    },
    "Reinforcement Learning": {
        "subs": ("Offline RL", "Exploration", "Multi-Agent RL", "Policy Optimization", "World Models"),
        "tasks": ("offline policy learning", "sample-efficient exploration", "credit assignment",
                  "reward modeling", "sim-to-real transfer"),
        "methods": ("PPO", "MCTS", "reinforcement learning", "Monte Carlo Tree Search", "transformers"),
    },
    "Graph Learning": {
        "subs": ("Graph Neural Networks", "Graph Generation", "Knowledge Graphs", "Graph Transformers"),
        "tasks": ("link prediction", "molecular property prediction", "node classification",
                  "graph generation"),
        "methods": ("GNN", "graph neural networks", "message passing", "Transformer"),
    },
    "Time Series": {
        "subs": ("Forecasting", "Anomaly Detection", "Foundation Models"),
        "tasks": ("long-horizon forecasting", "anomaly detection", "irregular sampling", "imputation"),
        "methods": ("state space models", "Mamba", "Transformer", "neural ODEs"),
    },
    "AI for Science": {
        "subs": ("Protein Design", "Molecular Dynamics", "PDE Solvers", "Climate"),
        "tasks": ("protein structure prediction", "interatomic potentials", "PDE surrogate modeling",
                  "weather forecasting"),
        "methods": ("AlphaFold", "physics-informed neural networks", "neural ODEs", "diffusion models",
                    "equivariant networks"),
    },
    "ML Theory": {
        "subs": ("Learning Theory", "Optimization", "Generalization", "Scaling Laws"),
        "tasks": ("sample complexity", "implicit bias", "convergence of gradient methods", "feature learning"),
        "methods": ("stochastic gradient descent", "SGD", "weight decay", "Adam optimizer", "kernel methods"),
    },
    "Trustworthy ML": {
        "subs": ("Privacy", "Fairness", "Robustness", "AI Safety"),
        "tasks": ("differentially private training", "jailbreak defense", "distribution shift",
                  "membership inference", "watermarking"),
        "methods": ("RLHF", "adversarial training", "sparse autoencoders", "DPO", "knowledge distillation"),
    },
    "Efficient ML": {
        "subs": ("Quantization", "Pruning", "Mixture of Experts", "Distillation"),
        "tasks": ("post-training quantization", "structured pruning", "memory-efficient training",
                  "low-latency inference"),
        "methods": ("quantization", "pruning", "MoE", "LoRA", "QLoRA", "knowledge distillation",
                    "speculative decoding"),
    },
    "Speech and Audio": {
        "subs": ("Speech Recognition", "Music Generation", "Text-to-Speech"),
        "tasks": ("automatic speech recognition", "music generation", "speech synthesis", "source separation"),
        "methods": ("Whisper", "HuBERT", "wav2vec 2.0", "diffusion models", "autoregressive models"),
    },
    "Multimodal Learning": {
        "subs": ("Vision-Language Models", "Audio-Visual Learning", "Embodied AI"),
        "tasks": ("visual question answering", "image captioning", "vision-language navigation",
                  "multimodal retrieval"),
        "methods": ("CLIP", "GPT-4o", "LLaMA", "contrastive learning", "Transformer"),
    },
}
#: Short area names for bullet-note headings (``### LLM``) and rating list names (``Speech(or audio)``).
SHORT_AREAS = {
    "Large Language Models": "LLM", "Computer Vision": "Computer vision", "Diffusion Models": "Diffusion models",
    "Reinforcement Learning": "Reinforcement learning", "Graph Learning": "GNN", "Time Series": "Time series",
    "AI for Science": "AI4Science", "ML Theory": "Theory", "Trustworthy ML": "Safety & privacy",
    "Efficient ML": "Efficiency", "Speech and Audio": "Speech(or audio)", "Multimodal Learning": "Multi-modal",
}
KEYWORDS = (
    "Large Language Models", "Reinforcement Learning", "Graph Neural Networks", "Diffusion Models",
    "Deep Learning", "Representation Learning", "Generative Models", "Federated Learning", "Interpretability",
    "Generalization", "Transformers", "Robustness", "Self-supervised Learning", "Contrastive Learning",
    "Continual Learning", "Optimization", "Fairness", "Benchmark", "In-context Learning", "Computer Vision",
    "Causal Inference", "Optimal Transport", "Time Series", "Pruning", "Transfer Learning", "Privacy",
    "Alignment", "Scaling Laws", "Mixture of Experts", "Speech Recognition", "Music Generation",
    "protein design", "score-based models", "offline reinforcement learning", "sparse autoencoders",
    "knowledge distillation", "quantization", "world models", "vision-language models", "reasoning",
)
METHOD_HEADS = (
    "Flash", "Sparse", "Meta", "Hyper", "Omni", "Quant", "Graph", "Vid", "Diff", "Neuro", "Chrono", "Proto",
    "Astra", "Lumen", "Zephyr", "Deep", "Mamba", "Token", "Pixel", "Geo", "Bio", "Mol", "Audio", "Code",
    "Prompt", "Reason", "Align", "Scale", "Fast", "Tiny", "Mega", "Dyna", "Evo", "Uni", "Poly", "Gen",
    "Stream", "Cache", "Route", "Morph",
)
METHOD_TAILS = (
    "Former", "Net", "LoRA", "Diff", "GPT", "Flow", "Mix", "Bench", "RL", "Align", "Search", "Gen", "Match",
    "Prune", "Distill", "Planner", "Fusion", "Mamba", "Coder", "Agent", "Tok", "Attn", "Edit", "Guard",
    "Cast", "Scope", "Forge", "Pilot", "Lens", "Shift",
)
ADJECTIVES = (
    "Efficient", "Scalable", "Robust", "Provable", "Adaptive", "Unified", "Sparse", "Principled", "Fast",
    "Memory-Efficient", "Training-Free", "Data-Efficient", "Self-Supervised", "Hierarchical", "Compositional",
    "Calibrated", "Interpretable", "Stable", "Parallel", "Lightweight",
)
KINDS = ("framework", "method", "architecture", "algorithm", "benchmark", "training recipe", "model family")
GERUNDS = (
    "Scaling", "Learning", "Rethinking", "Understanding", "Improving", "Accelerating", "Aligning", "Revisiting",
    "Stabilizing", "Compressing", "Benchmarking", "Steering", "Distilling", "Decoding", "Grounding",
)
TECHNIQUES = (
    "learned routing", "low-rank adapters", "contrastive objectives", "optimal transport", "energy-based priors",
    "latent planning", "token pruning", "curriculum sampling", "implicit regularization", "spectral filters",
    "retrieval memories", "synthetic data", "process rewards", "equivariant features", "dynamic sparsity",
    "variational bounds", "self-distillation", "mixture routing", "test-time adaptation", "kernel smoothing",
)
PROPERTIES = (
    "Sample Complexity", "Implicit Bias", "Expressive Power", "Robustness", "Calibration", "Stability",
    "Limits", "Geometry", "Scaling Behavior", "Emergence", "Memorization", "Failure Modes",
)
DATASETS = (
    "ImageNet", "CIFAR-10", "GSM8K", "MMLU", "HumanEval", "COCO", "LibriSpeech", "D4RL", "OGB", "ETTh1",
    "MATH", "ARC", "Kinetics-400", "ScanNet", "QM9", "WikiText-103", "MT-Bench", "SWE-bench",
)
METRICS = ("accuracy", "sample efficiency", "FID", "win rate", "perplexity", "F1 score", "success rate")
POSITION_CLAIMS = (
    "Benchmarks Should Report Variance", "Open Models Need Open Data", "Scaling Is Not Enough",
    "Evaluation Must Include Humans", "Negative Results Deserve a Venue", "Agents Need Audit Trails",
    "Theory Should Guide Architecture Search", "Safety Cases Belong in Papers",
)
TAGS = ("🧠", "🔥", "💡")
CLASSIC_REFERENCES = (("AshishVaswani2017NeurIPS", "Transformer"), ("KaimingHe2016CVPR", "ResNet"),
                      ("DavidERumelhart1986Nature", "MLP"))
_ID_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-"


# ---------------------------------------------------------------- records


@dataclass(frozen=True)
class Person:
    """An author: given names (with a middle initial or not) and family name (particles included).

    ``name`` is first name first, as most notes print it; ``key_name`` the name part of a cite key
    (words joined, hyphens and apostrophes dropped).

    >>> p = Person("Jean-Pierre", "O'Neil")
    >>> p.name, p.key_name
    ("Jean-Pierre O'Neil", 'JeanPierreONeil')
    """

    given: str
    family: str
    name: str = field(init=False, compare=False)
    key_name: str = field(init=False, compare=False)

    def __post_init__(self) -> None:
        # Computed once: the generator reads them millions of times.
        name = f"{self.given} {self.family}"
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "key_name", "".join(ch for ch in name if ch.isalpha()))


@dataclass(frozen=True)
class SynthPaper:
    """One generated paper, with everything any format may print about it."""

    index: int
    title: str
    authors: tuple[Person, ...]
    series: str
    year: int
    openreview: str
    arxiv: str | None
    method: str | None
    area: str
    sub: str
    keywords: tuple[str, ...]
    abstract: str
    summary: str
    ratings: tuple[int, ...]
    poster: int
    code: str | None
    cite_key: str = ""

    @property
    def edition(self) -> str:
        """``ICLR 2024``."""
        return f"{self.series} {self.year}"


@dataclass
class NotePlan:
    """One note to write: its format, edition, part number and the papers it names (repeats included)."""

    fmt: str
    series: str
    year: int
    part: int
    papers: list[int] = field(default_factory=list)
    #: The first ``own`` papers are named here first; the rest repeat papers of other notes.
    own: int = 0

    @property
    def filename(self) -> str:
        """``icml-2024-orals-003.md``."""
        return f"{self.series.lower()}-{self.year}-{FILE_KINDS[self.fmt]}-{self.part:03d}.md"


@dataclass(frozen=True)
class Corpus:
    """A generated corpus: note texts by file name and what they hold."""

    notes: dict[str, str]
    formats: dict[str, str]
    papers: int
    references: int
    mentions: int

    def summary(self) -> str:
        """The README text describing the corpus."""
        per_format = Counter(self.formats.values())
        lines = [
            "# Synthetic corpus (bench/synth.py)",
            "",
            f"- papers: {self.papers} (plus at most {self.references} classic papers the notes point to)",
            f"- paper mentions: {self.mentions}",
            f"- notes: {len(self.notes)} ("
            + ", ".join(f"{fmt} {per_format[fmt]}" for fmt in sorted(per_format)) + ")",
            "",
            "| note | format |",
            "|---|---|",
            *(f"| {name} | {self.formats[name]} |" for name in sorted(self.notes)),
        ]
        return "\n".join(lines) + "\n"


# ---------------------------------------------------------------- generation of papers


def _pick(rng: random.Random, items: Sequence[T]) -> T:
    """One item (``rng.choice`` is three times slower, and 50k papers make millions of picks).

    >>> _pick(random.Random(0), "abc")
    'c'
    """
    return items[int(rng.random() * len(items))]


def _two(rng: random.Random, items: Sequence[T]) -> tuple[T, T]:
    """Two different items.

    >>> a, b = _two(random.Random(0), "ab")
    >>> sorted(a + b)
    ['a', 'b']
    """
    first = int(rng.random() * len(items))
    second = int(rng.random() * (len(items) - 1))
    return items[first], items[second + (second >= first)]


def _between(rng: random.Random, low: int, high: int) -> int:
    """An integer in ``[low, high]`` (like ``rng.randint``, faster)."""
    return low + int(rng.random() * (high - low + 1))



def _strip_accents(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def make_people(rng: random.Random, count: int) -> list[Person]:
    """``count`` distinct people; some carry a middle initial.

    >>> people = make_people(random.Random(1), 500)
    >>> len(people), len({p.name for p in people})
    (500, 500)
    """
    people: list[Person] = []
    seen: set[str] = set()
    capacity = len(FIRST_NAMES) * len(LAST_NAMES) * 27
    while len(people) < min(count, capacity):
        given = _pick(rng, FIRST_NAMES)
        if rng.random() < 0.3:
            given += f" {_pick(rng, 'ABCDEFGHJKLMNPRSTW')}."
        person = Person(given, _pick(rng, LAST_NAMES))
        if person.name not in seen:
            seen.add(person.name)
            people.append(person)
    return people


def _authors(rng: random.Random, people: list[Person]) -> tuple[Person, ...]:
    wanted = min(len(people), max(1, int(rng.triangular(1, 12, 4))))
    chosen: dict[int, None] = {}
    prolific = max(10, len(people) // 50)
    while len(chosen) < wanted:
        # One author in seven comes from the first 2% of the pool: a few dozen papers each at any
        # corpus size, like the most prolific authors of a real conference; the rest from anyone.
        pool = prolific if rng.random() < 0.15 else len(people)
        chosen[int(pool * rng.random())] = None
    return tuple(people[i] for i in chosen)


class _Names:
    """Unique method names: CamelCase compounds, acronyms and versioned names."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.used: set[str] = set()

    def new(self) -> str:
        rng = self.rng
        while True:
            roll = rng.random()
            if roll < 0.55:
                name = _pick(rng, METHOD_HEADS) + _pick(rng, METHOD_TAILS)
            elif roll < 0.85:
                name = "".join(_pick(rng, "ABCDEFGHIKLMNOPRSTUVWXZ") for _ in range(_between(rng, 3, 6)))
            else:
                name = f"{_pick(rng, METHOD_HEADS)}{_pick(rng, METHOD_TAILS)}-{_between(rng, 2, 9)}"
            if name in self.used:
                name = f"{name}{_pick(rng, ('-XL', '-2', '++', '-R', 'v2', '-Pro'))}"
            if name not in self.used:
                self.used.add(name)
                return name


_MINOR = frozenset({"a", "an", "and", "for", "in", "of", "on", "the", "to", "via", "with"})


@cache
def title_case(text: str) -> str:
    """Headline capitals, minor words kept lower case inside.

    >>> title_case("sim-to-real transfer of learned routing")
    'Sim-to-Real Transfer of Learned Routing'
    """
    words = []
    for i, word in enumerate(text.split()):
        parts = word.split("-")
        words.append("-".join(
            p if (p in _MINOR and (i or j)) or not p[:1].islower() else p[:1].upper() + p[1:]
            for j, p in enumerate(parts)
        ))
    return " ".join(words)


def _code_url(rng: random.Random, method: str | None) -> str:
    lab = "".join(ch for ch in _strip_accents(_pick(rng, LAST_NAMES)) if ch.isalpha()).lower()
    return f"https://github.com/{lab}-lab/{(method or 'paper').lower()}"


def _title(rng: random.Random, area: str, method: str | None) -> str:
    words = AREAS[area]
    task = title_case(_pick(rng, words["tasks"]))
    technique = title_case(_pick(rng, TECHNIQUES))
    if method is not None:
        return f"{method}: {_pick(rng, ADJECTIVES)} {task} with {technique}"
    roll = rng.random()
    if roll < 0.03:
        return f"Position: {_pick(rng, POSITION_CLAIMS)} in {task}"
    if roll < 0.30:
        return f"{_pick(rng, GERUNDS)} {task} with {technique}"
    if roll < 0.50:
        return f"On the {_pick(rng, PROPERTIES)} of {task} under {technique}"
    if roll < 0.70:
        return f"Towards {_pick(rng, ADJECTIVES)} {task} via {technique}"
    if roll < 0.85:
        return f"When Do {technique} Help {task}?"
    return f"{_pick(rng, GERUNDS)} {_pick(rng, ADJECTIVES)} {task}: {_pick(rng, PROPERTIES)} and {technique}"


_NON_WORD = re.compile(r"[^a-z0-9]+")


def _ascii_key(title: str) -> str:
    # kg.keys.title_key for ASCII text (every generated title is), without its Unicode folding cost.
    return _NON_WORD.sub(" ", title.lower()).strip()


def _unique_title(rng: random.Random, area: str, method: str | None, used: set[str]) -> str:
    title = _title(rng, area, method)
    tries = 0
    while _ascii_key(title) in used:
        tries += 1
        suffix = f" in {_pick(rng, DATASETS)}" if tries < 5 else f" ({_pick(rng, DATASETS)} Study {tries})"
        title = _title(rng, area, method) + suffix
    used.add(_ascii_key(title))
    return title


@cache
def _phrase(area: str) -> str:
    """An area name inside a sentence: lower case unless it holds an acronym.

    >>> _phrase("Large Language Models"), _phrase("AI for Science")
    ('large language models', 'AI for Science')
    """
    return area if any(w.isupper() for w in area.split()) else area.lower()


def _article(word: str) -> str:
    """``a`` or ``an`` before a word.

    >>> _article("architecture"), _article("model family")
    ('an', 'a')
    """
    return "an" if word[:1].lower() in "aeiou" else "a"


def _sentence_pool(rng: random.Random, area: str, method: str | None) -> list[str]:
    """Abstract sentences in reading order; the caller trims them to the wanted length."""
    words = AREAS[area]
    task, task2 = _two(rng, words["tasks"])
    known, known2 = _two(rng, words["methods"])
    technique, technique2 = _two(rng, TECHNIQUES)
    data, data2 = _two(rng, DATASETS)
    metric = _pick(rng, METRICS)
    subject = method or "our approach"
    kind = _pick(rng, KINDS)
    adj = _pick(rng, ADJECTIVES).lower()
    gain = _between(rng, 3, 41)
    context = [
        f"Recent progress in {_phrase(area)} has made {task} a central problem, yet current systems remain brittle"
        f" when the data distribution shifts or the compute budget is small.",
        f"Existing approaches such as {known} rely on strong assumptions about {task2}, which rarely hold in"
        f" practice and make them expensive to tune.",
    ]
    if method is not None:
        proposal = _pick(rng, (
            f"In this work, we propose {method}, {_article(adj)} {adj} {kind} for {task} that builds on {technique}.",
            f"We introduce {method}, {_article(adj)} {adj} {kind} that couples {technique} with {technique2}.",
            f"To address this gap, we present {_article(adj)} {adj} {kind} called {method} that exploits {technique}.",
        ))
    else:
        proposal = (f"In this paper, we study {task} through the lens of {technique} and characterise when"
                    f" {known} succeeds and when it fails.")
    body = [
        proposal,
        f"The key idea is to replace hand-designed heuristics with {technique2}, which lets {subject} adapt"
        f" to each input while keeping the cost linear in sequence length.",
        f"We prove that {subject} converges under mild conditions and give a bound that explains the"
        f" observed trade-off between {metric} and compute.",
        f"Experiments on {_between(rng, 3, 12)} benchmarks, including {data} and {data2}, show that {subject}"
        f" improves {metric} by {gain}% over strong baselines such as {known2}.",
        f"{subject[0].upper()}{subject[1:]} also reduces memory use by {_between(rng, 2, 9)}x without any loss"
        f" in quality, and it transfers to {task2} without further tuning.",
        f"Ablations reveal that {technique} is responsible for most of the gain, while {technique2} mainly"
        f" stabilises training at scale.",
        f"Our analysis further shows that larger models benefit more, suggesting favourable scaling behaviour"
        f" for {_phrase(area)}.",
        "We release code, checkpoints and evaluation scripts to support future research.",
    ]
    return context + body


def _abstract(rng: random.Random, area: str, method: str | None) -> str:
    """An abstract of 150-250 words."""
    sentences = _sentence_pool(rng, area, method)
    target = _between(rng, 150, 250)
    out: list[str] = []
    count = 0
    for sentence in sentences:
        out.append(sentence)
        count += len(sentence.split())
        if count >= target:
            break
    while count < 150:  # short draws: add a closing remark until long enough
        extra = (f"We also discuss limitations of {method or 'the analysis'} and outline open questions for"
                 f" {_phrase(area)} that future work should address.")
        out.append(extra)
        count += len(extra.split())
    return " ".join(out)


def _summary(rng: random.Random, area: str, method: str | None) -> str:
    words = AREAS[area]
    task = _pick(rng, words["tasks"])
    known = _pick(rng, words["methods"])
    if method is not None:
        kind = _pick(rng, KINDS)
        return (f"proposes {method}, {_article(kind)} {kind} for {task} that uses {_pick(rng, TECHNIQUES)} and"
                f" outperforms {known}")
    return f"studies {task} and shows when {known} fails, with a simple fix based on {_pick(rng, TECHNIQUES)}"


def _openreview_id(rng: random.Random, used: set[str]) -> str:
    while True:
        bits = rng.getrandbits(60)  # ten characters of six bits each, from one call
        forum = "".join(_ID_CHARS[(bits >> (6 * k)) & 63] for k in range(10))
        if forum[0].isalnum() and forum not in used:
            used.add(forum)
            return forum


def _arxiv_id(rng: random.Random, year: int, used: set[str]) -> str:
    while True:
        month = _between(rng, 1, 12)
        arxiv = f"{(year - 1) % 100:02d}{month:02d}.{_between(rng, 1, 29999):05d}"
        if arxiv not in used:
            used.add(arxiv)
            return arxiv


def _ratings(rng: random.Random) -> tuple[int, ...]:
    return tuple(_pick(rng, (1, 3, 3, 5, 5, 5, 6, 6, 6, 6, 8, 8, 8, 10)) for _ in range(_between(rng, 3, 6)))


def _cite_key(paper_authors: tuple[Person, ...], year: int, series: str, seen: Counter[str]) -> str:
    """``FirstAuthor2025ICLR``, with ``+``/``++`` telling apart a first author's papers at an edition."""
    base = f"{paper_authors[0].key_name}{year}{series}"
    flag = "+" * min(seen[base], 2)
    seen[base] += 1
    return base + flag


def make_papers(rng: random.Random, count: int) -> list[SynthPaper]:
    """``count`` papers spread over venue editions, with unique titles and ids.

    >>> papers = make_papers(random.Random(3), 50)
    >>> len({p.title for p in papers}), len({p.openreview for p in papers}), papers[0].edition
    (50, 50, 'ICLR 2024')
    """
    editions = EDITIONS[: max(2, min(len(EDITIONS), math.ceil(count / PAPERS_PER_EDITION)))]
    people = make_people(rng, max(40, int(count * 1.6)))
    names = _Names(rng)
    titles: set[str] = set()
    forums: set[str] = set()
    arxivs: set[str] = set()
    keys: Counter[str] = Counter()
    papers = []
    areas = sorted(AREAS)
    for index in range(count):
        series, year = editions[index % len(editions)]
        area = _pick(rng, areas)
        method = names.new() if rng.random() < 0.55 else None
        authors = _authors(rng, people)
        papers.append(SynthPaper(
            index=index,
            title=_unique_title(rng, area, method, titles),
            authors=authors,
            series=series,
            year=year,
            openreview=_openreview_id(rng, forums),
            arxiv=_arxiv_id(rng, year, arxivs) if rng.random() < 0.8 else None,
            method=method,
            area=area,
            sub=_pick(rng, AREAS[area]["subs"]),
            keywords=tuple(rng.sample(KEYWORDS, _between(rng, 2, 5))),
            abstract=_abstract(rng, area, method),
            summary=_summary(rng, area, method),
            ratings=_ratings(rng),
            poster=40000 + index,
            code=_code_url(rng, method) if rng.random() < 0.4 else None,
            cite_key=_cite_key(authors, year, series, keys),
        ))
    return papers


# ---------------------------------------------------------------- planning notes


def _chunks(items: list[int], cap: int) -> list[list[int]]:
    """Split into the fewest near-equal parts of at most ``cap`` items.

    >>> [len(c) for c in _chunks(list(range(10)), 4)]
    [4, 3, 3]
    """
    if not items:
        return []
    parts = math.ceil(len(items) / cap)
    size, extra = divmod(len(items), parts)
    out, start = [], 0
    for k in range(parts):
        end = start + size + (1 if k < extra else 0)
        out.append(items[start:end])
        start = end
    return out


def plan_notes(rng: random.Random, papers: list[SynthPaper]) -> list[NotePlan]:
    """Which note names which papers: every paper once in its own format, some again elsewhere."""
    plans: list[NotePlan] = []
    by_edition: dict[tuple[str, int], list[int]] = {}
    for paper in papers:
        by_edition.setdefault((paper.series, paper.year), []).append(paper.index)
    formats = sorted(FORMAT_WEIGHTS)
    weights = [FORMAT_WEIGHTS[f] for f in formats]
    for (series, year), indexes in by_edition.items():
        # The first papers go round the formats, so even a tiny edition gives every format enough
        # papers for its extractor to claim the note (three citations, three cite-key bullets...).
        primary: dict[str, list[int]] = {f: [] for f in formats}
        for k, index in enumerate(indexes):
            fmt = formats[k % len(formats)] if k < 3 * len(formats) else rng.choices(formats, weights)[0]
            primary[fmt].append(index)
        home: dict[int, NotePlan] = {}
        edition_plans: list[NotePlan] = []
        for fmt in formats:
            for part, chunk in enumerate(_chunks(primary[fmt], NOTE_CAPS[fmt]), start=1):
                plan = NotePlan(fmt, series, year, part, list(chunk), len(chunk))
                edition_plans.append(plan)
                home.update((i, plan) for i in chunk)
        for plan in edition_plans:
            others = [i for i in indexes if home[i] is not plan and home[i].fmt in JOINS[plan.fmt]]
            extra = min(len(others), round(len(plan.papers) * REPEAT_SHARE))
            plan.papers.extend(rng.sample(others, extra))
        # Award papers and tutorial parts are named by title and arXiv id.
        known = [i for i in indexes if papers[i].arxiv and home[i].fmt in JOINS["blog"]]
        for part in range(1, max(1, len(indexes) // PAPERS_PER_BLOG) + 1):
            chosen = rng.sample(known, min(len(known), _between(rng, 3, 6)))
            edition_plans.append(NotePlan("blog", series, year, part, chosen))
        plans.extend(edition_plans)
    return sorted(plans, key=lambda p: p.filename)


# ---------------------------------------------------------------- rendering


def _grouped(papers: list[SynthPaper]) -> list[tuple[str, list[tuple[str, list[SynthPaper]]]]]:
    """Papers grouped by area, then sub-topic, both sorted (the heading tree of a note)."""
    tree: dict[str, dict[str, list[SynthPaper]]] = {}
    for paper in papers:
        tree.setdefault(paper.area, {}).setdefault(paper.sub, []).append(paper)
    return [(area, sorted(subs.items())) for area, subs in sorted(tree.items())]


def _display(person: Person, rng: random.Random) -> str:
    # A few notes drop the accents of a name: resolution must still find one person.
    return _strip_accents(person.name) if rng.random() < 0.02 else person.name


def chicago_authors(authors: tuple[Person, ...], rng: random.Random) -> str:
    """A Chicago author list: first author inverted, "and" before the last, "et al." after seven.

    >>> chicago_authors((Person("Anna", "van der Berg"), Person("Wei", "Zhang")), random.Random(0))
    'van der Berg, Anna, and Wei Zhang'
    """
    first = authors[0]
    head = f"{first.family}, {first.given.split(' ')[0] if len(authors) == 1 else first.given}"
    rest = [_display(p, rng) for p in authors[1:7]]
    if len(authors) > 7:
        return ", ".join([head, *rest]) + ", et al"
    if not rest:
        return head
    return ", ".join([head, *rest[:-1]]) + f", and {rest[-1]}"


def render_chicago(plan: NotePlan, papers: list[SynthPaper], rng: random.Random) -> str:
    """A note like ``icml-2024-orals.md``."""
    lines = [
        "---", f"title: {plan.series} {plan.year} Oral Papers", "---",
        "Editor note: You will notice some papers with titles starting with “Position:”. These are called"
        " “**position papers**”, which advocate for a viewpoint rather than presenting novel technical results.",
        "",
    ]
    forum = "https://openreview.net/forum?id="
    for area, subs in _grouped([papers[i] for i in plan.papers]):
        lines += [f"# {area}", ""]
        for sub, group in subs:
            lines += [f"## {sub}", ""]
            for paper in group:
                task = _pick(rng, AREAS[paper.area]["tasks"])
                lines += [
                    _pick(rng, (f"A work on {task}:", f"An interesting perspective on {task}:",
                                f"A few works on {task}:", "A pretty cutting-edge work:")),
                    "",
                    f"> {chicago_authors(paper.authors, rng)}. “{paper.title},” {paper.year}."
                    f" [{forum}{paper.openreview}]({forum}{paper.openreview}).",
                    "",
                ]
    return "\n".join(lines)


def render_headings(plan: NotePlan, papers: list[SynthPaper], rng: random.Random) -> str:
    """A note like ``icml-2025-orals.md``."""
    site = SITES[plan.series]
    lines = [
        "---", f"title: {plan.series} {plan.year} Oral Papers", "draft: false", "---",
        f"> Editor's note: This is not the complete list of {plan.series} {plan.year} oral papers, but rather a"
        " selection of papers that I found particularly interesting or insightful.",
        "",
    ]
    for area, subs in _grouped([papers[i] for i in plan.papers]):
        lines += [f"# {area}", "", f"Papers on {_phrase(area)} that caught my eye this year.", ""]
        for sub, group in subs:
            lines += [f"## {sub}", ""]
            for paper in group:
                links = [f"[Poster](https://{site}/virtual/{paper.year}/poster/{paper.poster})"]
                if paper.arxiv:
                    links.append(f"[arXiv](https://arxiv.org/abs/{paper.arxiv})")
                if paper.code:
                    links.append(f"[Code]({paper.code})")
                summary = paper.summary[0].upper() + paper.summary[1:]
                quote = _pick(rng, ("quote", "quote", "Quote"))
                lines += [f"#### {paper.title} ({', '.join(links)})", "", f"{summary}.", "",
                          f"> [!{quote}]", f"> {paper.abstract}", ""]
    return "\n".join(lines)


def render_citekeys(plan: NotePlan, papers: list[SynthPaper], rng: random.Random,
                    linkable: list[SynthPaper], wikiable: list[SynthPaper]) -> str:
    """A note like ``iclr-2025-oral-notes.md``: nested bullets, one paper per cite-key bullet."""
    forum = "https://openreview.net/forum?id="
    title = f"{plan.series} {plan.year} oral notes"
    lines = [
        "---", f"title: {title}", "tags:", "  - Hinton/ConferenceReview", f'date: "{plan.year}-06-13"', "---",
        "", f"# {title}", "",
        "_P.S. The paper descriptions are based on my personal understanding. Some text were extracted from the"
        " abstracts and reviews._",
        "",
        "## Domain",
        "",
    ]

    def bullet(paper: SynthPaper, indent: str) -> list[str]:
        name = f"{paper.method} " if paper.method and rng.random() < 0.7 else ""
        tag = f" #{_pick(rng, TAGS)}" if rng.random() < 0.2 else ""
        out = [f"{indent}- {name}[{paper.cite_key}]({forum}{paper.openreview}) {paper.summary}{tag}"]
        roll = rng.random()
        if roll < 0.10 and linkable:
            other = _pick(rng, linkable)
            if other.index != paper.index:
                out.append(f"{indent}  _Related: [{other.cite_key}]({forum}{other.openreview})_")
        elif roll < 0.15 and wikiable:
            other = _pick(rng, wikiable)
            if other.index != paper.index:
                alias = other.method or "their method"
                out.append(f"{indent}  _Similar in spirit to [[{other.cite_key}|{alias}]]'s idea_")
        elif roll < 0.17:
            key, alias = _pick(rng, CLASSIC_REFERENCES)
            out.append(f"{indent}  _Builds on [[{key}|{alias}]] in a clever way_")
        elif roll < 0.30:
            out.append(f"{indent}  _The experiments are quite extensive and the results were praised as impressive_")
        return out

    for area, subs in _grouped([papers[i] for i in plan.papers]):
        lines += [f"### {SHORT_AREAS[area]}", ""]
        for sub, group in subs:
            if len(group) == 1:  # a lone paper sits directly under the area heading
                lines += bullet(group[0], "")
                continue
            lines.append(f"- {sub}")
            for paper in group:
                lines += bullet(paper, "\t")
        lines.append("")
    return "\n".join(lines)


def _average(ratings: tuple[int, ...]) -> str:
    """The average as rating pages print it: two decimals at most, one at least.

    >>> _average((8, 6, 6, 6)), _average((6, 6, 5)), _average((8, 8))
    ('6.5', '5.67', '8.0')
    """
    text = f"{sum(ratings) / len(ratings):.2f}".rstrip("0")
    return text + "0" if text.endswith(".") else text


def _anchor(heading: str) -> str:
    """The link target a markdown renderer gives a heading.

    >>> _anchor("Speech(or audio)-related paper list")
    'speechor-audio-related-paper-list'
    """
    return re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-")


def render_ratings(plan: NotePlan, papers: list[SynthPaper], rng: random.Random) -> str:
    """A page like ``iclr-2024-ratings.md``: statistics tables (first part only), then rated paper lists."""
    chosen = [papers[i] for i in plan.papers]
    lists: dict[str, list[SynthPaper]] = {}
    for paper in chosen:
        lists.setdefault(SHORT_AREAS[paper.area], []).append(paper)
    names = sorted(lists)
    title = f"{plan.series} {plan.year} OpenReview Ratings" + (f" (part {plan.part})" if plan.part > 1 else "")
    lines = [f"# {title}", "## Table of contents"]
    if plan.part == 1:
        lines += ["- [Rating statistics](#rating-statistics)", "- [Top 10 keywords](#top-10-keywords)"]
    lines += [f"- [{n}-related paper list](#{_anchor(n + '-related paper list')})" for n in names]
    lines.append("")
    if plan.part == 1:
        scores = sorted(sum(p.ratings) / len(p.ratings) for p in chosen)
        lines += ["## Rating statistics", "<table width=250>", "<tr>", "<th>Quantile</th>", "<th>Rating</th>",
                  "</tr>", ""]
        for q in (10, 25, 50, 75, 90, 95, 99):
            value = scores[min(len(scores) - 1, len(scores) * q // 100)]
            lines += ["<tr>", f"<td>{q}%</td>", f"<td>{value:.2f}</td>", "</tr>"]
        lines += ["</table>", "", "## Top 10 keywords", "<table width=250>", "<tr>", "<th>Keyword</th>",
                  "<th>Count</th>", "</tr>", ""]
        counts = Counter(k for p in chosen for k in p.keywords)
        for keyword, count in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:10]:
            lines += ["<tr>", f"<td>{keyword}</td>", f"<td>{count}</td>", "</tr>"]
        lines += ["</table>", ""]
    forum = "https://openreview.net/forum?id="
    for name in names:
        group = sorted(lists[name], key=lambda p: (-sum(p.ratings) / len(p.ratings), p.index))
        lines += [f"## {name}-related paper list (rating >= 1.0)", ""]
        for rank, paper in enumerate(group, start=1):
            scores = ", ".join(f"{r}.0" if rng.random() < 0.3 else str(r) for r in paper.ratings)
            url = f"{forum}{paper.openreview}"
            lines += [
                f"### [{rank} / {len(group)}] {paper.title}", "",
                f"Link: [{url}]({url})", "",
                f"Average rating: {_average(paper.ratings)}", "",
                f"Ratings: [{scores}]", "",
                f"Keywords: {', '.join(paper.keywords)}", "",
                "<details><summary>Abstract</summary>", "",
                f"> {paper.abstract}", "",
                "</details>", "", "", "",
            ]
    lines += ["## Full paper list", "",
              "- If you want to see the full paper list sorted by rating, see [full_paper_list.md](full_paper_list.md)"]
    return "\n".join(lines)


def _prose(rng: random.Random, paper: SynthPaper) -> str:
    task = _pick(rng, AREAS[paper.area]["tasks"])
    name = paper.method or "the method"
    return (f"This paper tackles {task}, a problem that has resisted simple solutions for years. {name} takes a"
            f" fresh angle by using {_pick(rng, TECHNIQUES)}, and the authors show convincing gains on"
            f" {_pick(rng, DATASETS)} while keeping training cheap. The reviewers praised both the clarity of the"
            f" writing and the breadth of the experiments.")


def render_blog(plan: NotePlan, papers: list[SynthPaper], rng: random.Random) -> str:
    """A post like ``icml-2024-highlights.md``: a tutorial with its arXiv parts, then award papers."""
    site = SITES[plan.series]
    chosen = [papers[i] for i in plan.papers]
    parts, awarded = chosen[:2], chosen[2:] or chosen
    area = chosen[0].area
    intro = (f"The {plan.series} {plan.year} conference delivered a vibrant showcase of innovations ranging from"
             f" fresh theoretical insights to groundbreaking generative techniques. In this post, we dive into some"
             f" of the highlights, with a focus on one tutorial on {_phrase(area)} and the award-winning papers.")
    tutorial = f"Foundations of {area}"
    part_links = ", ".join(f"[{p.title}](https://arxiv.org/abs/{p.arxiv})" for p in parts)
    lines = [
        f"# {plan.series} {plan.year}: {area} Take the Stage", "", intro, "", "---", "",
        f"## Tutorials: Re-thinking {area}", "",
        f"One of the standout tutorials at {plan.series} {plan.year},"
        f" [{tutorial}](https://{site}/virtual/{plan.year}/tutorial/{35000 + plan.part}), offered deep insights into"
        f" how modern systems for {_phrase(area)} work and why their performance hinges on subtle aspects of"
        f" training data and methodology. Here are some of the key points:", "",
        "### Data Quality Matters", "",
        "The tutorial argued that data quality and augmentation during pretraining are essential, and that"
        " addressing these issues later during fine-tuning is often too late to unlock the true capabilities of"
        " the model. Several striking experiments supported the claim.", "",
        f"There is a public version of this session shared by the authors available in parts: {part_links}."
        " I could not recommend enough putting aside an hour or two for a read.", "", "---", "",
    ]
    half = max(1, len(awarded) // 2)
    for label, group in (("Best Papers", awarded[:half]), ("Outstanding Papers", awarded[half:])):
        if not group:
            continue
        lines += [f"## {label}: Innovations in {area}", ""]
        for n, paper in enumerate(group, start=1):
            lines += [
                f"### {paper.title}", "", _prose(rng, paper), "",
                f"_Fig. {n}. Overview of the proposed approach. ([Source Link](https://arxiv.org/pdf/{paper.arxiv}))_",
                "",
                "- **Key Contribution:**  ", f"  {paper.summary[0].upper()}{paper.summary[1:]}.", "",
            ]
    lines += [
        "## Concluding Thoughts", "",
        f"{plan.series} {plan.year} showcased a rich tapestry of ideas that stretch across {_phrase(area)} and"
        " beyond. Together, these contributions reflect a maturing field that is refining its foundations while"
        " answering fundamental questions about data, scale and the nature of learning itself.", "",
    ]
    return "\n".join(lines)


def generate(count: int, seed: int = 0) -> Corpus:
    """The notes of a corpus of ``count`` papers (pure: the same arguments give the same texts).

    >>> corpus = generate(60, seed=1)
    >>> sorted(set(corpus.formats.values()))
    ['blog', 'chicago', 'citekeys', 'headings', 'ratings']
    >>> corpus.notes == generate(60, seed=1).notes
    True
    """
    rng = random.Random(seed)
    papers = make_papers(rng, count)
    plans = plan_notes(rng, papers)
    home = {i: plan.fmt for plan in plans for i in plan.papers[: plan.own]}
    in_citekeys = {i for plan in plans if plan.fmt == "citekeys" for i in plan.papers}
    keys = Counter(p.cite_key for p in papers)
    # "Related:" links carry an OpenReview id, so they resolve to papers some note names by that id;
    # wiki links carry no URL: only a cite key that one paper has, written in a bullet note, resolves.
    linkable = [p for p in papers if home[p.index] in JOINS["citekeys"]]
    wikiable = [p for p in papers if p.index in in_citekeys and keys[p.cite_key] == 1]
    notes: dict[str, str] = {}
    formats: dict[str, str] = {}
    for plan in plans:
        if plan.fmt == "citekeys":
            text = render_citekeys(plan, papers, rng, linkable, wikiable)
        else:
            text = RENDERERS[plan.fmt](plan, papers, rng)
        notes[plan.filename] = text
        formats[plan.filename] = plan.fmt
    mentions = sum(len(p.papers) for p in plans)
    return Corpus(notes, formats, count, len(CLASSIC_REFERENCES), mentions)


RENDERERS = {"chicago": render_chicago, "headings": render_headings, "ratings": render_ratings, "blog": render_blog}


def write_corpus(out: Path, count: int, seed: int = 0) -> Corpus:
    """Generate a corpus and write its notes (and a README.md that ``kg`` skips) into ``out``."""
    corpus = generate(count, seed)
    out.mkdir(parents=True, exist_ok=True)
    for name, text in corpus.notes.items():
        (out / name).write_text(text, encoding="utf-8")
    (out / "README.md").write_text(corpus.summary(), encoding="utf-8")
    return corpus


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--papers", type=int, required=True, help="how many distinct papers")
    parser.add_argument("--out", type=Path, required=True, help="folder to write the notes into")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    corpus = write_corpus(args.out, args.papers, args.seed)
    size = sum(len(t.encode("utf-8")) for t in corpus.notes.values())
    per_format = Counter(corpus.formats.values())
    print(f"{corpus.papers} papers, {corpus.mentions} mentions in {len(corpus.notes)} notes "
          f"({', '.join(f'{k} {v}' for k, v in sorted(per_format.items()))}), {size / 1e6:.1f} MB, "
          f"{time.perf_counter() - started:.1f} s -> {args.out}")


if __name__ == "__main__":
    main()
