"""Title text: whether a text names a paper, and text around a link cleaned into a title."""

from __future__ import annotations

import re
from functools import cache, lru_cache
from string import digits

from kg.keys import fold
from kg.notes.cite import (
    ENTRY_KEY,
    TIME_SLOT,
    drop_site_suffix,
    drop_title_prefix,
    is_name,
    not_name_words,
    organisation_words,
    organisations,
    tag_edition,
)
from kg.notes.extract.generic.segments import DATE_LABEL
from kg.notes.extract.generic.words import label_forms, tokens_of, word_set
from kg.notes.venues import (
    CJK_LETTER,
    CJK_LETTERS,
    MONTH_NAME,
    ONE_WORD_JOURNALS,
    canonical_series,
    find_series,
    is_venue_name,
)
from kg.records import VenueEdition

_URL_TEXT = re.compile(
    r"^(?:https?://|www\.)\S*$|^[\w-]+(?:\.[\w-]+)+/\S*$|^[\w-]+(?:\.[\w-]+)*\.(?:net|org|com|io|ai|edu)$", re.I
)  # (a site's name as the text: "OpenReview.net")
# A cite key such as "ChuntingZhou2025ICLR+" names a paper in a bibliography, not by its title (nor does its PDF's
# name, "Hilpert2015Grammatical.pdf").
_ID_TEXT = re.compile(r"^(?:(?:doi|arxiv|pmid|pmcid|isbn|issn)\s*:?\s*\S+|10\.\d{4,9}/\S+|pmc\d{5,9})$", re.IGNORECASE)
_CITE_KEY = re.compile(r"^[A-Za-z][A-Za-z'-]*\d{4}[A-Za-z]+\+*(?:\.pdf)?$")
# Strikethrough (not in the commonmark preset) marks a withdrawn paper: "~~Title~~".
_STRUCK = re.compile(r"^~~(.+)~~$")
_NUMBER = re.compile(r"^\W*\d+(?:[.,/]\d+)*\W*$")
_LETTER = re.compile(r"[^\W\d_]")
# A full stop inside a phrase ("Fig. 1. A plot"), not a question mark (titles ask questions).
_SENTENCE_BREAK = re.compile(r"(?<=\w\w)\.\s+[A-Z0-9]")
# A title quoted inside a citation: “Title,” or "Title."
_QUOTED = re.compile(r"[“\"]([^“”\"]+)[”\"]")
# A malformed link whose target did not parse, e.g. "[paper](https://a  https://b)" once URLs are gone.
_LINK_RESIDUE = re.compile(r"!?\[[^\]]*\]\(\s*\)?")
#: A link markdown left as text, its target holding spaces: "[[pdf]](./papers/The Motion Coherence Theory.pdf)"
_UNPARSED_LINK = re.compile(r"!?\[\[?[^\[\]]{1,40}\]?\]\([^()\s]*\s(?:[^()]|\([^()]*\))*\)")
_EMPTY_BRACKETS = re.compile(r"[(（]\s*[,;/|&+·-]*\s*[)）]|\[\s*[,;/|&+·-]*\s*\]")
# Numbering, an arXiv id or a date before a title: "[1 / 19]", "[1703.07326]", "(3)", "12.", "2022.05.04".
#: A reading group's slot before a title: "Week 1 (9/25) - ", "Lecture 3: ", "Session 12 –"
_SCHEDULE_LEAD = re.compile(
    r"^(?:week|day|lecture|lec|session|class|meeting|seminar)\s*\d{1,3}[a-z]?\s*(?:\([^()]{1,20}\)\s*)?[-–—:|.]\s+",
    re.IGNORECASE,
)
#: Who presents it, after the title: "(Host: TAMREF)", "(presenter: Kim)", "(Speaker: Jane Doe)"
_LATEX_CITE = re.compile(r"\s*\\(?:cite[pt]?|citep|citet|autocite|parencite)\*?(?:\[[^\]]*\])*\{[^{}]*\}$")
_ROLE_TAIL = re.compile(
    r"\s*\((?:hosts?|presenters?|speakers?|presented by|led by|discussants?|scribes?|leads?)\s*[:：]?[^()]*\)"
    r"(?:\s*\([^()]{0,20}\))*$",  # and the short link texts after it: "(Host: koosaga) (V)"
    re.IGNORECASE,
)
#: Who presents it, unbracketed: "**Attention Is All You Need** presented by Oliver Rausch" (a name, not "by AI")
_PRESENTED_BY = re.compile(r"\s+(?:presented|led|hosted|discussed) by(?:\s+[A-Z][a-z][\w'’-]*){1,4}$")
_ENUMERATION = re.compile(
    r"^\s*(?:(?:\[\s*\d+(?:\s*/\s*\d+)?\s*\]|\[\d{4}\.\d{4,5}\]|\[[ xX]\]|\(\d+\)|#?\d+[.)]"
    # (or glued: "75.Self-supervised …", "4*.The Sound …")
    r"|\d{4}[./-]\d{1,2}[./-]\d{1,2}|\d{1,2}/\d{1,2}/\d\d(?:\d\d)?)\s+|\d{1,3}[*^]?\.(?=[A-Z][a-z]|[A-Z]\s))"
)
#: A note in brackets closing a title (in Chinese or Japanese, or its presentation): "(CRPN,目标跟踪）", "(Oral)"
_NOTE_TAG_END = re.compile(
    rf"\s*[(（](?:[^()（）]*[{CJK_LETTERS}][^()（）]*|(?:oral|spotlight|poster)(?: presentation)?)[)）]$",
    re.IGNORECASE,
)
_LABEL = re.compile(r"^\s*([^\s:：]+(?:\s[^\s:：]+){0,2})\s*[:：]\s*(.*)$")
#: A Chinese name before an English title: a journal club's presenter ("郑金鹏：CLIPCleaner …"); its surname tells
#: it from a field label ("作者:", "引用：")
_HAN_NAME_LABEL = re.compile(r"([\u4e00-\u9fff]{2,4})\s*[:：]\s*(?=[A-Za-z])")
_DASHED_LABEL = re.compile(r"^\s*([^\s:：-]+(?:\s[^\s:：-]+)?)\s+-\s+(.*)$")
#: A report's numbered paper: "論文1. ", "文献2．", "Paper 3. "
_PAPER_NUMBER = re.compile(r"(?:論文|文献|paper)\s*\d{1,3}\s*[.．、]\s*", re.IGNORECASE)
# A date in brackets after a title: "(2015.06)", "(2016-03)", "[2019]".
#: A model's short name in brackets at the end: "(ResNet)", "(GPT-3)", "(ViT)"
_PERSON_TAG_END = re.compile(r"\s*[(\[]\s*([^()\[\]\d]{1,40}?)\s*[)\]]$")
_NAME_TAG_END = re.compile(r"\s*\(([A-Z][A-Za-z0-9]*[A-Z0-9][A-Za-z0-9+-]*)\)$")
#: A citation key before a title: "RaymondandKim2012 - ", "Raymondetal2007 - ", "Zhongetal - "
_KEY_PREFIX = re.compile(r"(?P<key>[A-Z][A-Za-z'’-]*?)(?P<year>(?:19|20)\d\d[a-z]?)?\s+[-–—]\s+(?=\S)")
#: A surname and a year joined by an underscore, then a colon, opening a title: "Klimchuk_2008: "
_SURNAME_YEAR_KEY = re.compile(r"([A-Z][a-z'’-]+)_((?:19|20)\d\d)[a-z]?:\s+(?=\S)")
#: A year opening a title: "2020 - Title", "[2019] Title", "1996: Grover: Title", "2012 Fast Quantum …"
_YEAR_PREFIX = re.compile(r"[\[(]?((?:19|20)\d\d)[\])]?\s*(?P<sep>[-–—:|]?)\s+(?=[A-Z0-9\"“']|[a-z]{1,3}[A-Z])")
#: Surnames before a title, after its year: "Shor: ", "Cirac/Zoller: ", "Monroe et al: ", "Monroe et al "
_SURNAME = r"[A-Z][a-z]+(?:[A-Z][a-z]+)?"
_SURNAMES_BEFORE = re.compile(
    rf"(?P<names>{_SURNAME}(?:\s*(?:/|&|,|\band\b)\s*{_SURNAME})*)(?:\s+et\.?\s*al\.?\s*:?|\s*:)\s+(?=\S)"
)
_SURNAME_WORD = re.compile(_SURNAME)
#: Words in an author's place that name no one: "1997 Various: The Los Alamos …"
_NOT_AUTHORS = frozenset(["various", "anonymous", "unknown"])
_GLUED_NAMES = re.compile(r"[a-z](?:and[A-Z]|etal$)")
_SERIES_TAG = re.compile(r"\s*[(\[]\s*([A-Za-z][\w &/-]{1,30}?)\s*[)\]]$")
#: A year after a dash closing a title, a reading list's note of when: "Highway Networks- 2015"
_DASHED_YEAR = re.compile(r"(?<=[\w?!)])(?:\s*[-–—]\s+|,\s*|，\s*)((?:19|20)\d\d)$")
_YEAR_END = re.compile(r"(?:19|20)\d\d$")
_YEAR_TAG = re.compile(r"\s*[(\[]\s*((?:19|20)\d\d)(?:[./-]\d{1,2}){0,2}\??\s*[)\]]$")  # "(2013?)": a guess
# A model's name in brackets before its paper's title: "[R-CNN] Rich feature hierarchies …", "[ACTOR] Action-…".
_WHOLE_QUOTE = re.compile(r"[\"“](.+)[\"”]")
_PAREN_NAME_LEAD = re.compile(r"^\(((?=[^)]*[A-Z][^)]*[A-Z])[A-Za-z0-9][\w.+-]{1,20})\)\s+(?=\S+\s+\S)")
_NAME_TAG = re.compile(r"^\[(?!Re\])((?:[^\[\]\d]|\d(?!\d\d\d)){2,30})\]\s+(?=\S+\s+\S)")  # "[Re] …" is a title
#: A model's name before a dash, the title after it opening with the same name: "TimeXer - "
_REPEATED_NAME = re.compile(r"^([^\s:]{2,30})\s+[-–—]\s+|^\(([^()]{2,30})\)\s+")  # (or "(4D LangSplat) ")
#: The fewest words a title keeps once a name said twice before it goes ("(VGGT-Ω) VGGT-Ω" stays)
_MIN_LEFT_WORDS = 3
_EDGE_JUNK = " \t-–—:：|,;•·+>"
#: Longest title (words) taken from surrounding text; prose paragraphs get the stricter limit.
_MAX_WORDS = 40
_MAX_WORDS_PROSE = 25


#: Longer than link words, a count or an id ever are: a paragraph's text (kept out of the cache), generic only as a URL.
_LINK_TEXT_CHARS = 1000


def is_generic_link_text(text: str) -> bool:
    """Whether a link text names no paper: empty, a URL, link words only, a number or a cite key.

    >>> [is_generic_link_text(t) for t in ["arXiv", "[paper]", "Source Link", "https://x.org/a", "12"]]
    [True, True, True, True, True]
    >>> is_generic_link_text("Cited 1546"), is_generic_link_text("Cited by 23")
    (True, True)
    >>> is_generic_link_text("ChuntingZhou2025ICLR+"), is_generic_link_text("Hilpert2015Grammatical.pdf")
    (True, True)
    >>> is_generic_link_text("PDF2"), is_generic_link_text("www"), is_generic_link_text("PMC4010179")
    (True, True, True)
    >>> is_generic_link_text("UBC Library link"), is_generic_link_text("The missing link")
    (True, False)
    >>> is_generic_link_text("Pay Attention to MLPs"), is_generic_link_text("Arxiv 19 Nov 2020")
    (False, True)
    >>> is_generic_link_text("[arXiv 2023]")
    True
    """
    text = text.strip()
    if text[:1] == "[" and text[-1:] == "]":
        text = text[1:-1].strip()  # "[[arXiv 2023]](…pdf)": a tag in brackets
    return _is_generic_link_text(text) if len(text) <= _LINK_TEXT_CHARS else bool(_URL_TEXT.match(text))


@lru_cache(maxsize=1 << 16)  # the same link words recur on every line of a list
def _is_generic_link_text(text: str) -> bool:
    if not text or _URL_TEXT.match(text) or _NUMBER.match(text) or _CITE_KEY.match(text) or _ID_TEXT.match(text):
        return True  # (an id as the link's text: "DOI: 10.1515/comp-2020-0116", "arXiv:2101.06894")
    if text[:1] in "Cc" and _CITED_COUNT.match(text):
        return True  # Google Scholar's count: "[Cited 1546](…pdf)", "Cited by 23"
    if text.endswith(" link") and _PLACE_LINK.fullmatch(text) and " " in text:
        return True  # "Wiley. [UBC Library link](http://tinyurl.com/…)"
    if text[:1] == "@" and " " not in text:
        return True  # the host a link goes to: "[@IEEE](…)", "[@arXiv](…)", "[@author](…)"
    if (dated := _DATE_TAIL.search(text)) and only_link_words(text[: dated.start()]):
        return True  # "[Arxiv 19 Nov 2020](…)": the site and the day it was posted
    return only_link_words(text) or link_series(text) is not None


#: A date closing a link's text: "19 Nov 2020", "Mar 8, 2021", "2020-11-19"
_DATE_TAIL = re.compile(
    r"\s+(?:\d{1,2}\s+[A-Z][a-z]{2,8}\.?\s+(?:19|20)\d\d|[A-Z][a-z]{2,8}\.?\s+\d{1,2},?\s+(?:19|20)\d\d"
    r"|(?:19|20)\d\d[-/.]\d{1,2}(?:[-/.]\d{1,2})?)$"
)


#: A journal, a volume and a page: "Phys. Rev. B 75, 121306"
_LOCATOR = re.compile(
    r"^(?!(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s\d)(?:[A-Z][A-Za-z]*\.?\s){1,6}\**\d{1,4}\**,"
    r"\s*[A-Z]?\d{1,7}$"
)  # (not a date: "December 8, 2020")
#: The part of a paper one meeting reads, after a dash: "… -- Part 1"
#: The chapters or sections of a book a reading list assigns, after its title: ", Chapters 3 and 6",
#: " (Chapter 5.5)", " (Chapters 2--3)", " (Chapter 5.4, up to 5.4.2.3), included)".
_CHAPTERS_TAIL = re.compile(
    r"\s*(?:,\s*|\(\s*)(?:Chapters?|Ch\.|Sections?)\s*\d.*$"
)
_SESSION_PART = re.compile(r"\s+[-–—]{1,2}\s+Part\s+\d{1,2}$")
_YEAR_TAG_END = re.compile(r"\s*\((?:19|20)\d\d\)\.?$")
_CITED_COUNT = re.compile(r"^cited(?:\s+by)?\s*\d+$", re.IGNORECASE)
#: Where a link leads, named by the place that holds the paper: "UBC Library link", "UBC link", "Publisher link".
_PLACE_LINK = re.compile(r"(?:[A-Z]{2,}\s+)?(?:(?:[Ll]ibrary|[Pp]ublisher(?:'s)?)\s+)?link", re.ASCII)
_GLUED_TAG = re.compile(r"[^\W\d_]{3,}\(")


_TRANSLATION_CHARS = 80


def is_translation(text: str, title: str) -> bool:
    """Whether a line is mostly in Chinese, Japanese or Korean under a title in Latin letters: its translation.

    >>> is_translation("超快速深度车道检测与混合锚驱动序数分类", "Ultra Fast Deep Lane Detection")
    True
    >>> is_translation("Zequn Qin; Pengyi Zhang", "Ultra Fast Deep Lane Detection")
    False
    """
    marks = "。，" if ":" in title else ":：。，"  # (a title's colon is translated too)
    if len(text) > max(_TRANSLATION_CHARS, len(title)) or any(mark in text for mark in marks):
        return False  # "背景：自動テストは…": a note about it
    letters = sum(c.isalpha() for c in text)
    return letters > 0 and len(CJK_LETTER.findall(text)) * 2 > letters and not CJK_LETTER.search(title)


def is_locator(text: str) -> bool:
    """Whether a text only says where in a journal a paper is, with no title: "Phys. Rev. B 75, 121306 (2007)".

    >>> is_locator("Rev. Mod. Phys. 82, 3045"), is_locator("December 8, 2020"), is_locator("Deep Residual Learning")
    (True, False, False)
    """
    return bool(_LOCATOR.match(_YEAR_TAG_END.sub("", text)))


@lru_cache(maxsize=4096)  # link texts repeat ("[pdf]", "[ICML]") across a list
def link_series(text: str) -> str | None:
    """The venue series a link text names on its own ("[[ICML]](pdf)", "[ACM MM](pdf)"): the paper's venue,
    not its title.

    >>> link_series("[ICML]"), link_series("[TIP]"), link_series("Pay Attention to MLPs"), link_series("nature")
    ('ICML', 'TIP', None, 'Nature')
    >>> link_series("Graph Attention Networks(ICLR)") is None, link_series("https://arxiv.org/abs/1706.03762") is None
    (True, True)
    """
    bare = text.strip(" []()")
    if not 0 < len(bare.split()) <= 3 or _GLUED_TAG.search(bare):
        return None  # "Graph Attention Networks(ICLR)" is a title with its venue
    if ("/" in bare and "." in bare) or _ID_TEXT.match(bare):
        return None  # an address or an id as the link text ("https://arxiv.org/abs/…", "arXiv:1906.01083")
    if (series := find_series(bare)) or " " in bare or not bare.islower():
        return series
    # a one-word label in lower case: "[[nature](…)]", "[[nips](…pdf)]" (words that name no venue stay unknown)
    return find_series(bare.upper()) or find_series(bare.capitalize())


def names_the_paper(label: str) -> bool:
    """A link text that names the paper itself ("PDF", "Full Text", "论文", "Link to the paper"), not a page about it.

    >>> names_the_paper("Link to the paper"), names_the_paper("Link to the implementation"), names_the_paper("Slides")
    (True, False, False)
    """
    words = tokens_of(label)
    return " ".join(words) in word_set("paper_link_words") or (
        "paper" in words and only_link_words(label) and len(words) <= 5
    )


def only_link_words(text: str) -> bool:
    """Whether a text is a URL or made of link words only ("[PDF]", "Source Link"), empty included.

    >>> only_link_words("PDF of paper"), only_link_words("Source Link"), only_link_words("Analysis of data")
    (True, True, False)
    >>> only_link_words("Full-text at ScienceDirect"), only_link_words("Attention at Scale")
    (True, False)
    """
    if _URL_TEXT.match(text.strip()):
        return True
    words = tokens_of(text)
    links = word_set("link_words")
    if all(w in links or w.rstrip(digits) in links for w in words):
        return True  # (a numbered link: "[PDF2](…)", "[slides1](…)")
    if len(words) >= 3 and words[0] in links and words[-1] in links and all(w in links or w in _JOINS for w in words):
        return True  # "[PDF of paper](…)", "[Link to the paper](…)"
    if len(words) >= 3 and words[-2] in _AT_HOST and all(w in links for w in words[:-2]):
        return True  # "[Full-text at ScienceDirect](…)": link words and the one host they lead to
    # ("📄 Paper (Low Resolution)": link words and a qualifier in brackets)
    return text.endswith(")") and bool(words := tokens_of(_QUALIFIER.sub(" ", text))) and all(
        w in word_set("link_words") for w in words
    )


_QUALIFIER = re.compile(r"\([^()]{1,30}\)\s*$")
#: Words before the host a link leads to: "Full-text at ScienceDirect", "PDF on arXiv"
_AT_HOST = frozenset(["at", "on", "from", "via"])
#: Small words between link words: "PDF of paper", "Link to the paper"
_JOINS = frozenset(["of", "the", "to", "for", "a"])


@lru_cache(maxsize=1)
def _presentation_words() -> tuple[str, ...]:
    return tuple(sorted(word_set("presentation_words"), key=len, reverse=True))


@lru_cache(maxsize=1)
def _presented() -> frozenset[str]:
    return frozenset(fold(w) for w in word_set("presentation_words"))


#: A label opening a title, perhaps after its number: "Best Paper: ", "5 - Spotlight: ".
_PRESENTED = re.compile(r"^(\d{1,3}\s*[-–.]\s*)?([A-Za-z][A-Za-z -]{2,30}?)\s*[:：]\s+(?=\S)")
_LABEL_CHARS = 40


_SHORTCODE = re.compile(r"(?<!\S):[a-z0-9_+-]+:(?!\S)")
#: (a year makes the tag the venue's edition, "Title. [NRG, 2009]", which stays for the venue reader)
_TRAILING_TAGS = re.compile(r"\.\s*\[(?![^\[\]]*\b(?:19|20)\d\d\b)[^\[\]]{1,60}\]$")


def drop_empty_brackets(text: str) -> str:
    """Text without the empty brackets a link leaves behind: "Title (ICML16) ( )" → "Title (ICML16)".

    >>> drop_empty_brackets("Sparsemax (ICML16) ()"), drop_empty_brackets("Graph WaveNet (IJCAI19) （ ）")
    ('Sparsemax (ICML16)', 'Graph WaveNet (IJCAI19)')
    """
    previous = None
    while previous != text:
        previous = text
        text = _EMPTY_BRACKETS.sub(" ", text)
    return " ".join(text.split())


def drop_unlinked_words(text: str) -> str:
    """Text without a link word left in brackets with no link ("[summary]" beside "[[paper](…)]"); a venue's tag
    ("[CVPR]") stays.

    >>> drop_unlinked_words("Learning to Reinforcement Learn, 2016. [summary]"), drop_unlinked_words("[ICML]")
    ('Learning to Reinforcement Learn, 2016.', '[ICML]')
    """
    found = _WORD_BRACKETS.sub(lambda m: " " if only_link_words(m[1]) and find_series(m[1]) is None else m[0], text)
    return " ".join(found.split())


_WORD_BRACKETS = re.compile(r"\[([^\W\d_][^\[\]\d]{0,19})\]")


_DASH_AFTER = re.compile(r"\s*[-–—]\s+\S")
#: A day in brackets opening a diary's entry: "【2023/01/25】", "[2021-03-04]"
_BRACKETED_DATE = re.compile(r"[【\[]\s*(?:19|20)\d\d[-./]\d{1,2}[-./]\d{1,2}\s*[】\]]")


#: Tags in lenticular brackets closing a title: "【Unified Model, GUI】"
_LENTICULAR_TAIL = re.compile(r"\s*【([^【】]{1,60})】$")
#: A bracket closing a title: "(PDF)", "[pdf, draft]:"
_BRACKET_TAIL = re.compile(r"\s*[(\[]([^()\[\]]{1,30})[)\]]:?$")
#: What such a bracket says of the file an address after it holds (not "(Video)", "(YouTube)": material, no paper)
_FILE_WORDS = frozenset(["pdf", "ps", "html", "djvu", "draft", "full", "text", "fulltext", "link", "paper"])


def drop_file_tail(text: str) -> str:
    """A title without the bracket after it that says what file an address holds.

    >>> drop_file_tail("Fifty Years of P Versus NP and the Possibility of the Impossible (PDF):")
    'Fifty Years of P Versus NP and the Possibility of the Impossible'
    """
    if text.endswith((")", "]", "):", "]:")) and (tail := _BRACKET_TAIL.search(text)):
        return text[: tail.start()] if set(tokens_of(tail.group(1))) <= _FILE_WORDS else text
    return text


#: A lower-case label in brackets closing a title: " (topological magnon)"
_OWN_WORDS_LABEL = re.compile(r"\s*\(([a-z][a-z -]{2,40})\)$")


def _repeats_title(label: str, title: str) -> bool:
    """Whether every word of a label opens a word of the title (a reader's tag made of the title's own words)."""
    words = [w.casefold() for w in re.findall(r"\w+", title)]
    return all(any(w.startswith(part) for w in words) for part in label.split())


def clean_title(text: str) -> str:
    """Text around a link made into a title: link residue, empty brackets, numbering, edge punctuation dropped.

    >>> clean_title("Beyond Matryoshka: Revisiting Sparse Coding ( , )")
    'Beyond Matryoshka: Revisiting Sparse Coding'
    >>> clean_title("[1 / 19] Large Language Models are Efficient Learners")
    'Large Language Models are Efficient Learners'
    >>> clean_title("Convolutional Conditional Neural Processes (oral)")
    'Convolutional Conditional Neural Processes'
    >>> clean_title("HiFi-GAN: Speech Synthesis [paper](   )"), clean_title("[[pdf]](./papers/The Motion Theory.pdf)")
    ('HiFi-GAN: Speech Synthesis', '')
    >>> clean_title("Training a Generally Curious Agent ( ,"), clean_title("Models (LLMs)")
    ('Training a Generally Curious Agent', 'Models (LLMs)')
    >>> clean_title("~~Dataset Distillation~~"), clean_title("2022.05.04 The VoiceMOS Challenge 2022")
    ('Dataset Distillation', 'The VoiceMOS Challenge 2022')
    >>> clean_title("Paper 1: Attention Is All You Need"), clean_title("論文1. 『人工知能の一般的体系と実装』")
    ('Attention Is All You Need', '人工知能の一般的体系と実装')
    >>> clean_title('"[PDF] Phishing Techniques in Mobile Devices"')
    'Phishing Techniques in Mobile Devices'
    >>> clean_title("[R-CNN] Rich feature hierarchies for accurate object detection"), clean_title("[CVPR] A B C")
    ('Rich feature hierarchies for accurate object detection', '[CVPR] A B C')
    >>> clean_title("Dynamic Edge-Conditioned Filters in Convolutional Neural Networks on Graphs. [cls.] :star:")
    'Dynamic Edge-Conditioned Filters in Convolutional Neural Networks on Graphs'
    >>> clean_title(r"Forecasting the scale of the COVID-19 epidemic in Kenya \\cite{liu2020forecasting}")
    'Forecasting the scale of the COVID-19 epidemic in Kenya'
    >>> clean_title("11:15 - 11:35 : A Linear-Time Kernel Goodness-of-Fit Test")
    'A Linear-Time Kernel Goodness-of-Fit Test'
    >>> clean_title("Topological insulators and superconductors -- Part 1")
    'Topological insulators and superconductors'
    >>> clean_title("Jun 11, 2018: Learning to Ask Good Questions"), clean_title("【2023/3/13】論文の階層構造")
    ('Learning to Ask Good Questions', '論文の階層構造')
    >>> clean_title("February 14th 2025 - PrefixRL: Optimization of Parallel Prefix Circuits")
    'PrefixRL: Optimization of Parallel Prefix Circuits'

    >>> clean_title("67.Siamese Cascaded Region Proposal Networks for Real-Time Visual Tracking(CRPN,目标跟踪）")
    'Siamese Cascaded Region Proposal Networks for Real-Time Visual Tracking'
    >>> clean_title("23.A Closer Look at Weakly-Supervised Source Localization"), clean_title("4*.Sound of Pixels")
    ('A Closer Look at Weakly-Supervised Source Localization', 'Sound of Pixels')
    >>> clean_title("Graph WaveNet for Deep Spatial-temporal Graph Modeling (IJCAI19) （）")
    'Graph WaveNet for Deep Spatial-temporal Graph Modeling (IJCAI19)'
    >>> clean_title("Quantum Algorithms for Classification #video"), clean_title("Quantum Inference #thesis, #algo")
    ('Quantum Algorithms for Classification', 'Quantum Inference')
    >>> clean_title("Manifold Mixup: Better Representations by Interpolating Hidden States *")
    'Manifold Mixup: Better Representations by Interpolating Hidden States'
    >>> clean_title("Orbital loop currents in iron-based superconductors (orbital loop currents)")
    'Orbital loop currents in iron-based superconductors'
    >>> clean_title("Reinforcement Learning: An Introduction, Chapters 3 and 6"), clean_title("Geometric DL (Ch. 5)")
    ('Reinforcement Learning: An Introduction', 'Geometric DL')
    """
    if "(" in text or "[" in text or "（" in text:  # link residue and empty brackets need a bracket
        text = drop_empty_brackets(_LINK_RESIDUE.sub(" ", _UNPARSED_LINK.sub(" ", text)))
    text = drop_site_suffix(" ".join(text.split()))  # "[Title | OpenReview](…)": a clipped page's title
    if text[:1] in '"“' and (quoted := _WHOLE_QUOTE.fullmatch(text)) is not None:  # '"[PDF] Phishing …"'
        text = quoted.group(1)
    text = strip_label(_STRUCK.sub(r"\1", _ENUMERATION.sub("", text)))  # "Paper 14: Faiss: …"
    if text[:1] in "論文Pp" and (numbered := _PAPER_NUMBER.match(text)):
        text = text[numbered.end() :].strip("『』「」")  # "論文1. 『大規模 デジタルゲーム…』": its number
    if text[:1].isdigit() and (slot := TIME_SLOT.match(text)):
        text = text[slot.end() :]  # "11:15 - 11:35 : A Linear-Time Kernel Goodness-of-Fit Test": a schedule's slot
    if text[:1] in "WwDdLlSsCcMm":  # "Week 1 (9/25) - Finding Diverse Trees, Paths, and More (Host: TAMREF)"
        text = _SCHEDULE_LEAD.sub("", text)
    if (date := DATE_LABEL.match(text)) and (
        date.group().rstrip().endswith((":", "："))
        or _DASH_AFTER.match(text, date.end())
        or text[date.end() : date.end() + 1] in ('"', "“")  # 'Jan. 6th "GREBE: Unveiling …" IEEE S&P'22'
    ):
        # "Jun 11, 2018: Learning to Ask Good Questions …", "February 14th 2025 - PrefixRL: …": the day it was read
        text = text[date.end() :].lstrip(" -–—")
    elif text[:1] in "【[" and (date := _BRACKETED_DATE.match(text)):
        text = text[date.end() :].lstrip()  # "【2023/01/25】Classification and Assessment of …": a diary's day
    if text.endswith(")"):
        text = _ROLE_TAIL.sub("", text)
    elif " by " in text:
        text = _PRESENTED_BY.sub("", text)
    if text[:1] == "#" and (typed := _TYPE_TAG_LEAD.match(text)) and fold(typed[1]) in word_set("paper_type_tags"):
        text = text[typed.end() :]  # "#PAPER Deep learning for multi-year ENSO forecasts (Ham 2019)": what it is
    if text.endswith("..") and not text.endswith("..."):
        text = text[:-1]  # "… A Survey. *arXiv 2020.*.": a stop typed twice
    text = drop_title_prefix(text)  # "He et al. 2016: Deep Residual Learning …"
    text = drop_reading_status(text)  # "**(required)** [The Google File System](…)": what to do with it
    if (repeated := _REPEATED_NAME.match(text)) and text[repeated.end() :].startswith(
        repeated.group(1) or repeated.group(2)
    ) and len(text[repeated.end() :].split()) >= _MIN_LEFT_WORDS:
        text = text[repeated.end() :]  # "TimeXer - TimeXer: Empowering Transformers for …": the name said twice
    if text.startswith("{") and (braced := ENTRY_KEY.match(text)):
        text = text[braced.end() :]  # "{AKMW} [[Orlando Alvarez]], T. P. Killingback, …": the entry's key (nLab)
    if text.startswith("[") and (tag := _NAME_TAG.match(text)) and not (
        find_series(tag.group(1)) or tag_edition(tag.group(1))
    ):
        text = text[tag.end() :]  # a venue in brackets ("[CVPR] Title", "[TRO'22] Title") stays for the venue reader
    elif text.startswith("(") and (tag := _PAREN_NAME_LEAD.match(text)) and not find_series(tag.group(1)):
        text = text[tag.end() :]  # "(TPA-LSTM) Temporal Pattern Attention for …": the model's name (not "(Almost) …")
    if text.endswith((")", "）")):
        text = _NOTE_TAG_END.sub("", text)
        text = _CITATIONS_TAG.sub(")", text)  # "(2018, 330+ citations)": how often it is cited, no part of its tag
    if ":" in text[:_LABEL_CHARS] and (label := _PRESENTED.match(text)) and fold(label.group(2)) in _presented():
        # "Best Paper: …", "5 - Spotlight: A Study on Encodings …": how it was shown (one word alone may be a
        # method's name: "Spotlight: Mobile UI Understanding using Vision-Language Models with a Focus")
        text = text[label.end() :] if label.group(1) or " " in label.group(2) else text
    if text.startswith("(") and text[1 : text.find(")")].strip().casefold() in _presentation_words():
        text = text[text.find(")") + 1 :].lstrip()  # "(Oral) EditSinger: Zero-Shot …": how it was presented
    if text.endswith(")"):  # "Title (oral)": a presentation word in brackets at the end goes
        folded = text.casefold()
        for word in _presentation_words():
            if folded.endswith(f"({word})"):
                text = text[: -len(word) - 2]
                folded = text.casefold()
    text = drop_file_tail(text)  # "Fifty Years of P Versus NP … (PDF):": what the address after it holds
    if text.endswith("】") and (tags := _LENTICULAR_TAIL.search(text)) and not tag_edition(tags.group(1)):
        text = text[: tags.start()]  # "ChatUMM: Robust Context Tracking …【Unified Model, Tencent Hunyuan】": tags
    if ":" in text:  # ":fire: :star:" (emoji shortcodes marking a list's favourites)
        text = " ".join(_SHORTCODE.sub(" ", text).split())
    if text.endswith(("1", "2", "3", "4", "5", "6", "7", "8", "9")) and (part := _SESSION_PART.search(text)):
        text = text[: part.start()]  # "Topological insulators and superconductors -- Part 1": a meeting's share
    if "hapter" in text or "Ch." in text or "Section" in text:
        text = _CHAPTERS_TAIL.sub("", text)  # "Reinforcement Learning: An Introduction, Chapters 3 and 6": what to read
    if latex_cited(text):  # "Forecasting the scale of … in Kenya \cite{liu2020forecasting}"
        text = _LATEX_CITE.sub("", text)
    if text.endswith("]") and (tags := _TRAILING_TAGS.search(text)):  # "Title. [cls. seg.]": the list's own tags
        text = text[: tags.start()]
    if "#" in text and (hashtags := _TRAILING_HASHTAGS.search(text)):  # "Title `#algo`", "Title: `#phdthesis, #algo`"
        text = text[: hashtags.start()]
    if text.endswith(" *") or text.endswith(" **") or text.endswith(" ***"):
        text = text.rstrip(" *")  # "### Manifold Mixup: … Hidden States *": the note's rating in stars
    text = drop_note_suffix(text)
    label = _OWN_WORDS_LABEL.search(text) if text.endswith(")") else None
    if label and _repeats_title(label.group(1), text[: label.start()]):
        text = text[: label.start()]  # "Orbital loop currents in iron-based superconductors (orbital loop currents)"
    previous = None
    while previous != text:
        previous = text
        text = text.strip(_EDGE_JUNK)
        # A bracket left open or closed by a link group cut out of the text: "Title (" or "Title )".
        if text.endswith(("(", "[")) or (text.endswith(")") and text.count(")") > text.count("(")):
            text = text[:-1]
        if text.startswith((")", "]")):
            text = text[1:]
    return text


def drop_reading_status(text: str) -> str:
    """Text without the reading label in brackets opening it.

    >>> drop_reading_status("(Optional Reading) Ryoma Sato, Makoto Yamada. Random features …")
    'Ryoma Sato, Makoto Yamada. Random features …'
    """
    if text[:1] == "(" and (status := _READING_STATUS.match(text)):
        return text[status.end() :] if " ".join(tokens_of(status.group(1))) in word_set("reading_labels") else text
    return text


def drop_note_suffix(title: str) -> str:
    """A title without the words closing it that call the page notes on it, in a script no Latin title ends in.

    >>> drop_note_suffix("Continuous Speech Separation with Conformer 阅读笔记"), drop_note_suffix("Lecture Notes")
    ('Continuous Speech Separation with Conformer', 'Lecture Notes')
    """
    if title and not title[-1].isascii():
        for suffix in sorted(word_set("note_suffixes"), key=len, reverse=True):  # ("阅读笔记" before "笔记")
            if title.endswith(suffix) and len(title) > len(suffix):
                return title[: -len(suffix)].rstrip(" -–—:：")
    return title


#: A citation count closing a bracket after a title: ", 330+ citations)", ", 1.2k citations)".
_CITATIONS_TAG = re.compile(r",\s*[\d.,]+[kK]?\+?\s*citations?\s*\)$", re.IGNORECASE)
#: A reading label in brackets opening a line: "(required) ", "(optional) ".
_READING_STATUS = re.compile(r"\(\s*([A-Za-z][\w -]{1,20}?)\s*\)\s*")
#: The list's hashtags closing a title: " #algo", " #phdthesis, #algo", " #review #tutorial".
_TRAILING_HASHTAGS = re.compile(r"(?:[\s:,]+#[^\W\d][\w-]*)+\s*$")
#: A preprint's id in brackets closing a title: " (arXiv 2312.07104)", " [arXiv:2106.09685]"
_ARXIV_TAG_END = re.compile(
    r"\s*[(\[]\s*arxiv[:\s]*(\d{4}\.\d{4,5})(?:v\d+)?\s*[)\]]$"
    r"|,\s*(?:arxiv\s*:?\s*)?(\d\d(?:0[1-9]|1[0-2])\.\d{4,5})(?:v\d+)?$",  # "…, 2210.14109": a bare new-style id
    re.IGNORECASE,
)


def split_arxiv_tag(text: str) -> tuple[str, str | None]:
    """A title and the arXiv id in brackets after it.

    >>> split_arxiv_tag("Efficiently Programming Large Language Models using SGLang (arXiv 2312.07104)")
    ('Efficiently Programming Large Language Models using SGLang', '2312.07104')
    >>> split_arxiv_tag("Hunting for quantum-classical crossover in condensed matter problems, 2210.14109")[1]
    '2210.14109'
    """
    match = _ARXIV_TAG_END.search(text)
    if match is None or len(text[: match.start()].split()) < 2:
        return text, None
    return text[: match.start()], match.group(1) or match.group(2)


def split_year_tag(text: str) -> tuple[str, int | None]:
    """A title and the year (or year and month) in brackets after it: "Pointer Networks (2015.06)".

    >>> split_year_tag("Pointer Networks (2015.06)"), split_year_tag("GPT-4 Technical Report")
    (('Pointer Networks', 2015), ('GPT-4 Technical Report', None))
    """
    if not text.endswith((")", "]")) or not (match := _YEAR_TAG.search(text)):
        return text, None
    return text[: match.start()].rstrip(" ,-–—"), int(match.group(1))


def split_dashed_year(text: str) -> tuple[str, int | None]:
    """A title and the year after a dash (or a comma) closing it, a reading list's note of when (not a range of years).

    >>> split_dashed_year("Highway Networks- 2015"), split_dashed_year("Wide Residual Networks - 2016")
    (('Highway Networks', 2015), ('Wide Residual Networks', 2016))
    >>> split_dashed_year("Human Values in Software Engineering Publications, 2015 - 2018")[1] is None
    True
    """
    if not (match := _DASHED_YEAR.search(text)) or _YEAR_END.search(text, 0, match.start()):
        return text, None
    return text[: match.start()], int(match.group(1))


def split_key_prefix(text: str) -> tuple[str, int | None, tuple[str, ...]]:
    """A title, and the year and surnames printed before it: a citation key ("RaymondandKim2012 - Possible Role
    of …") or a year with the authors' surnames ("1995 Shor: Polynomial-Time Algorithms …", "2020 - Title").

    >>> split_key_prefix("Raymondetal2007 - An ice-binding protein from an Antarctic sea ice bacterium")
    ('An ice-binding protein from an Antarctic sea ice bacterium', 2007, ())
    >>> split_key_prefix("2020 - Efficient Binary-Level Coverage Analysis")
    ('Efficient Binary-Level Coverage Analysis', 2020, ())
    >>> split_key_prefix("1995 Cirac/Zoller: Quantum Computations with Cold Trapped Ions")
    ('Quantum Computations with Cold Trapped Ions', 1995, ('Cirac', 'Zoller'))
    >>> split_key_prefix("2008 Superconducting Qubits: A Short Review")
    ('Superconducting Qubits: A Short Review', 2008, ())
    >>> split_key_prefix("Klimchuk_2008: [Highly Efficient Modeling of Dynamic Coronal Loops]")
    ('Highly Efficient Modeling of Dynamic Coronal Loops', 2008, ('Klimchuk',))
    >>> split_key_prefix("Zhongetal - Glacier ice archives")[:2], split_key_prefix("LoRA - Low-Rank Adaptation")[:2]
    (('Glacier ice archives', None), ('LoRA - Low-Rank Adaptation', None))
    """
    if keyed := _SURNAME_YEAR_KEY.match(text):  # "Klimchuk_2008: [Highly Efficient Modeling of …]"
        return text[keyed.end() :].strip("[] "), int(keyed.group(2)), (keyed.group(1),)
    if year := _YEAR_PREFIX.match(text):
        rest = text[year.end() :]
        names: tuple[str, ...] = ()
        # ("2020 - ParmeSan: Sanitizer-guided …" sets the year apart: what follows is the title, a name in it)
        if year.group("sep") in ("", ":") and (by := _SURNAMES_BEFORE.match(rest)) and not set(
            w.casefold() for w in _SURNAME_WORD.findall(by.group("names"))
        ) & not_name_words():
            rest, names = rest[by.end() :], tuple(_SURNAME_WORD.findall(by.group("names")))
        if len(rest.split()) >= 2:
            return rest, int(year.group(1)), tuple(n for n in names if n.casefold() not in _NOT_AUTHORS)
    match = _KEY_PREFIX.match(text)
    if match is None or not (match.group("year") or _GLUED_NAMES.search(match.group("key"))):
        return text, None, ()
    return text[match.end() :], int(match.group("year")[:4]) if match.group("year") else None, ()


def split_file_name(text: str) -> tuple[str, int | None, str | None]:
    """A title, and the year and venue a PDF's file name puts before it with underscores: "Drug safety_Adverse drug
    event detection …", "2018_ICPR_Graph memory networks for …" (no venue: the text as it is).

    >>> split_file_name("Bioinformatics_Modeling polypharmacy side effects with graph convolutional networks")
    ('Modeling polypharmacy side effects with graph convolutional networks', None, 'Bioinformatics')
    >>> split_file_name("2018_ICPR_Graph memory networks for molecular activity prediction")
    ('Graph memory networks for molecular activity prediction', 2018, 'ICPR')
    >>> split_file_name("Klimchuk_2008: Highly Efficient Modeling")[2], split_file_name("snake_case word")[2]
    (None, None)
    """
    match = _FILE_NAME.match(text.strip())
    if match is None or len(match.group("venue").split()) > _FILE_VENUE_WORDS:
        return text, None, None
    title = text.strip()[match.end() :]
    if len(title.split()) < _FILE_TITLE_WORDS:
        return text, None, None
    return title, int(match.group("year")) if match.group("year") else None, match.group("venue").replace("_", " ")


#: "Journal of medical Internet research_", "2014_IEEE BIBM_", "BMC_genomics_": a PDF's name before its title
_FILE_NAME = re.compile(r"(?:(?P<year>(?:19|20)\d\d)_)?(?P<venue>[A-Za-z][A-Za-z&.' _-]{1,60}?)_(?=[A-Z])")
#: Most words of a venue in a file name, fewest of the title after it
_FILE_VENUE_WORDS, _FILE_TITLE_WORDS = 8, 3


def split_attachment_name(text: str) -> tuple[str, int | None, tuple[str, ...], bool]:
    """A title, and the year and first author's surname a reference manager's attachment name puts before it
    ("Tian 等。 - 2019 - A multi-hop routing protocol for video transmissio.pdf": Zotero's "creator - year - title"),
    whether that names every author; no such name: the text as it is.

    >>> split_attachment_name("Tian 等。 - 2019 - A multi-hop routing protocol for video transmissio.pdf")
    ('A multi-hop routing protocol for video transmissio', 2019, ('Tian',), False)
    >>> split_attachment_name("Kang and Hur - 2017 - A Promising Semantics for Relaxed-Memory Concurrency")[2:]
    (('Kang', 'Hur'), True)
    >>> split_attachment_name("Kang 等。 - A Promising Semantics for Relaxed-Memory Concurren.pdf")[1:3]
    (None, ('Kang',))
    >>> split_attachment_name("LoRA - Low-Rank Adaptation of Large Language Models")[2]
    ()
    """
    match = _ATTACHMENT_NAME.fullmatch(text.strip())
    if match is None or not (match.group("year") or match.group("file") or _ATTACHMENT_ET_AL.search(match["names"])):
        return text, None, (), True  # (no year: a file, "Kang 等。 - A Promising ….pdf", not "LoRA - …")
    names, complete = match.group("names"), True
    if (etal := _ATTACHMENT_ET_AL.search(names)) is not None:
        names, complete = names[: etal.start()], False
    surnames = tuple(n.strip() for n in re.split(r"\s+and\s+|\s*&\s*|\s*和\s*", names) if n.strip())
    return match.group("title"), int(match.group("year")) if match.group("year") else None, surnames, complete


#: "Surname et al. - 2019 - Title.pdf", "Kang and Hur - 2017 - Title": an attachment named creator, year, title
_ATTACHMENT_NAME = re.compile(
    r"(?P<names>[^\W\d][\w'’ .-]{0,40}?(?:\s*(?:et al\.?|等。?))?)\s+-\s+(?:(?P<year>(?:19|20)\d\d)\s+-\s+)?"
    r"(?P<title>\S.*?)(?P<file>\.pdf)?"
)
_ATTACHMENT_ET_AL = re.compile(r"\s*(?:et al\.?|等。?)$")


def split_date_lead(text: str) -> tuple[str, int | None]:
    """A title, and the year of the date in brackets before it, emoji tags perhaps first: "⚖️ [Oct 2024] "Agent
    Security Bench (ASB): …"", "[2024.05] SCREWMIMIC: …" (no date: the text as it is).

    >>> split_date_lead('🔥 📖 [Nov 2024] "Navigating the Risks: A Survey of Security"')
    ('"Navigating the Risks: A Survey of Security"', 2024)
    >>> split_date_lead("[2021] The KIT Bimanual Manipulation Dataset"), split_date_lead("[CVPR 2021] A B")[1]
    (('The KIT Bimanual Manipulation Dataset', 2021), None)
    >>> split_date_lead("2022.08 MoDNA: motif-oriented pre-training for DNA language model")
    ('MoDNA: motif-oriented pre-training for DNA language model', 2022)
    """
    match = _DATE_LEAD.match(text)
    if match is None or len(text[match.end() :].split()) < 2:
        return text, None
    return text[match.end() :], int(match.group(1) or match.group(2))


def split_day_lead(text: str) -> str:
    """A title without the day a meeting's log prints before it with a comma ("9.17, iGniter: …", "10/22, Title").

    >>> split_day_lead("9.17, iGniter: Interference-Aware GPU Resource Provisioning"), split_day_lead("3.5 Sonnet")
    ('iGniter: Interference-Aware GPU Resource Provisioning', '3.5 Sonnet')
    """
    match = _DAY_LEAD.match(text)
    return text[match.end() :] if match and len(text[match.end() :].split()) >= 2 else text


#: A month and day, then a comma, opening a title: "9.17, ", "10/22, "
_DAY_LEAD = re.compile(r"(?:1[0-2]|0?[1-9])[./](?:3[01]|[12]\d|0?[1-9]),\s+")
#: A hashtag opening a title: "#PAPER ", "#book "
_TYPE_TAG_LEAD = re.compile(r"#([^\W\d][\w-]*)\s+")
#: A date in brackets opening a title, symbols perhaps before it: "[Oct 2024] ", "⚖️ [2024.05] ", "[2021] "
_DATE_LEAD = re.compile(
    rf"[^\w\[【(]{{0,12}}[\[【]\s*(?:{MONTH_NAME.pattern}\s+)?((?:19|20)\d\d)(?:[./-]\d{{1,2}}){{0,2}}\s*[\]】]\s*"
    r"|((?:19|20)\d\d)[./-](?:0?[1-9]|1[0-2])(?:[./-]\d{1,2})?\s+(?=\S)"  # (or bare, a code span's: "`2021.02` …")
)


def split_venue_date_lead(text: str) -> tuple[str, VenueEdition | None]:
    """A title, and the venue and date printed before it with a comma: "arXiv  2022.04, Tackling the Generative
    Learning Trilemma with Denoising Diffusion GANs" (no venue: the text as it is).

    >>> split_venue_date_lead("arXiv 2015.05, U-Net: Convolutional Networks for Biomedical Image Segmentation")
    ('U-Net: Convolutional Networks for Biomedical Image Segmentation', VenueEdition(series='arXiv', year=2015))
    >>> split_venue_date_lead("Deep 2015, Learning Things")[1] is None
    True
    """
    match = _VENUE_DATE_LEAD.match(text)
    if match is None or len(text[match.end() :].split()) < 2:
        return text, None
    edition = tag_edition(f"{match.group(1)} {match.group(2)}")
    return (text[match.end() :], edition) if edition else (text, None)


#: "arXiv  2022.04, ", "CVPR 2019, ": a venue and a date (its month perhaps) before a title
_VENUE_DATE_LEAD = re.compile(r"([A-Za-z][\w&.-]{1,15})\s+((?:19|20)\d\d)(?:[./-](?:0?[1-9]|1[0-2]))?\s*,\s+(?=\S)")


def split_year_venue_lead(text: str) -> tuple[str, int | None, str | None]:
    """A title, and the year and venue series joined before it by a dash: "2015-ICLR_W - Training Convolutional
    Networks with Noisy Labels", "2017-IEEE-TIFS - A Light CNN for …".

    >>> split_year_venue_lead("2015-Arxiv - Making Risk Minimization Tolerant to Label Noise")
    ('Making Risk Minimization Tolerant to Label Noise', 2015, 'arXiv')
    >>> split_year_venue_lead("2017-IEEE-TIFS - A Light CNN for Deep Face Representation")[1:]
    (2017, 'TIFS')
    >>> split_year_venue_lead("2020 - Title of a paper")
    ('2020 - Title of a paper', None, None)
    """
    match = _YEAR_VENUE_LEAD.match(text)
    if match is None:
        return text, None, None
    venue = match.group(2)
    series = next((s for v in (venue, *re.split(r"[-_]", venue)) if v and (s := find_series(v))), None)
    return (text[match.end() :], int(match.group(1)), series) if series else (text, None, None)


#: "2015-ICLR_W - ", "2017-IEEE-TIFS - ": a year and a venue glued by a dash before a title
_YEAR_VENUE_LEAD = re.compile(r"((?:19|20)\d\d)-([A-Za-z][\w-]{1,15}?)\s+[-–—]\s+(?=\S)")


def split_series_tag(text: str) -> tuple[str, str | None]:
    """A title and the venue series in brackets after it, printed without a year: "Attention Is All You Need
    (NeurIPS)".

    >>> split_series_tag("Attention Is All You Need (NeurIPS)"), split_series_tag("Mask R-CNN (ResNet-101)")
    (('Attention Is All You Need', 'NeurIPS'), ('Mask R-CNN (ResNet-101)', None))
    >>> split_series_tag("Discriminator Actor Critic (DAC)")
    ('Discriminator Actor Critic (DAC)', None)
    """
    match = _SERIES_TAG.search(text)
    if match is None or len(text[: match.start()].split()) < 2 or not (series := find_series(match.group(1))):
        return text, None
    initials = "".join(w[0] for w in re.findall(r"[A-Za-z][\w'-]*", text[: match.start()]) if w[0].isupper())
    if match.group(1).strip().upper() == initials.upper():
        return text, None  # "Discriminator Actor Critic (DAC)": the method's initials, not the venue's
    return text[: match.start()].rstrip(" ,-–—"), series


_ORG_YEAR_TAG = re.compile(r"\s*\(([A-Z][\w&.-]{1,20})\s+((?:19|20)\d\d)\)$")


def split_organisation_tag(text: str) -> tuple[str, int | None]:
    """A title and the year of a "(Company YEAR)" tag after it: "Item2Vec: Neural Item Embedding … (Microsoft 2016)".

    >>> split_organisation_tag("Item2Vec: Neural Item Embedding for Collaborative Filtering (Microsoft 2016)")
    ('Item2Vec: Neural Item Embedding for Collaborative Filtering', 2016)
    >>> split_organisation_tag("Deep Residual Learning (CVPR 2016)")
    ('Deep Residual Learning (CVPR 2016)', None)
    """
    tag = _ORG_YEAR_TAG.search(text)
    if tag is None or tag.group(1).casefold() not in organisations() or len(text[: tag.start()].split()) < 2:
        return text, None
    return text[: tag.start()], int(tag.group(2))


#: An affiliation in brackets closing a title: " (Alibaba)", " (TU Dortmund University)"
_AFFILIATION_TAG = re.compile(r"\s*\(\s*\*?([^()*]{2,60}?)\*?\s*\)$")


def split_affiliation_tag(text: str) -> str:
    """A title without the affiliation in brackets after it.

    >>> split_affiliation_tag("AliGraph: A Comprehensive Graph Neural Network Platform (Alibaba)")
    'AliGraph: A Comprehensive Graph Neural Network Platform'
    >>> split_affiliation_tag("Deep Residual Learning (ResNet)")
    'Deep Residual Learning (ResNet)'
    """
    tag = _AFFILIATION_TAG.search(text)
    if tag is None or len(text[: tag.start()].split()) < 2 or not _affiliation_names(tag.group(1).replace(",", " and")):
        return text
    return text[: tag.start()]


_AND_SPLIT = re.compile(r"\s+(?:and|&)\s+|^(?:and|&)\s+")


def drop_affiliations(text: str) -> str:
    """A title without the affiliations a link text lists after it, one or more comma parts of capitalised names
    of which one at least is an organisation's: "Pay attention to MLPs, Google", "Scaling Laws …, John Hopkins,
    OpenAI".

    >>> drop_affiliations("Contrastive Deep Supervision, Tsinghua University, Intel Corporation, and Xi’an Jiaotong")
    'Contrastive Deep Supervision'
    >>> drop_affiliations("Scaling Laws for Neural Language Models, John Hopkins, OpenAI")
    'Scaling Laws for Neural Language Models'
    >>> drop_affiliations("Neural Networks, Fuzzy Logic, and Genetic Algorithms")
    'Neural Networks, Fuzzy Logic, and Genetic Algorithms'
    >>> drop_affiliations("ThunderKittens: Simple, Fast, and Adorable AI Kernels")
    'ThunderKittens: Simple, Fast, and Adorable AI Kernels'
    """
    parts = text.split(", ")
    k, known = len(parts), False
    while k > 1 and (names := _affiliation_names(parts[k - 1])) is not None:
        known = known or names
        k -= 1
    head = ", ".join(parts[:k])
    return head if known and len(head.split()) >= 2 else text


def _affiliation_names(part: str) -> bool | None:
    """None when a comma part is no list of capitalised names; else whether one of them is an organisation."""
    names = [n for n in _AND_SPLIT.split(part.strip()) if n]
    if not names or any(len(n.split()) > 4 or not all(w[:1].isupper() for w in n.split()) for n in names):
        return None
    known, words = organisations(), organisation_words()
    # "Google Research", "Samsung AI", "Univ. California", "Xi’an Jiaotong University" — not "Adorable AI Kernels"
    return any(
        n.casefold() in known or any(w.casefold() in known for w in n.split())
        or n.split()[-1].strip(".") in words or n.split()[0].strip(".") in words
        for n in names
    )


def split_name_tag(text: str, listed: bool = False) -> tuple[str, str | None]:
    """A title and the short name in brackets after it, when the name is no acronym of the words before it:
    "Deep Residual Learning for Image Recognition (ResNet)" names ResNet; "… Large Language Models (LLMs)" does not.

    >>> split_name_tag("Deep Residual Learning for Image Recognition (ResNet)")
    ('Deep Residual Learning for Image Recognition', 'ResNet')
    >>> split_name_tag("Hypercorrelation Squeeze for Few-Shot Segmentation (승욱)")
    ('Hypercorrelation Squeeze for Few-Shot Segmentation', None)
    >>> split_name_tag("Reasoning with Large Language Models (LLMs)"), split_name_tag("Mask R-CNN (2017)")
    (('Reasoning with Large Language Models (LLMs)', None), ('Mask R-CNN (2017)', None))
    >>> split_name_tag("Adversarial Graph Embedding for Ensemble Clustering (AGAE)")
    ('Adversarial Graph Embedding for Ensemble Clustering', 'AGAE')
    >>> split_name_tag("Simple Contrastive Graph Clustering (SCGC)", listed=True)
    ('Simple Contrastive Graph Clustering', 'SCGC')
    >>> split_name_tag("A Style-Based Generator Architecture for Generative Adversarial Networks(StyleGAN)")[1]
    'StyleGAN'
    """
    person = _PERSON_TAG_END.search(text)
    if person and _people(person.group(1)) and len(text[: person.start()].split()) >= 2:
        return text[: person.start()].rstrip(" ,-–—"), None  # "Baking Neural Radiance Fields … (진오)": who presents it
    match = _NAME_TAG_END.search(text)
    if match is None:
        return text, None
    name, before = match.group(1), text[: match.start()]
    named_first = before.split(":", 1)[0].strip() == name  # "JANE: Jointly adversarial network embedding (JANE)"
    # (``listed``: nearly every title of the list ends with its method's name, spelled out by the title or not:
    # "Simple Contrastive Graph Clustering (SCGC)")
    # (a name glued to the title, "…Generative Adversarial Networks(StyleGAN)", is the note's tag, spelled out or not)
    glued = text[match.start()] == "("
    spelled = _acronym_of(name, _closing_words(before, name)) and not named_first and not listed and not glued
    if len(before.split()) < 3 or find_series(name) or spelled:
        return text, None
    return before.rstrip(" ,-–—"), name


_FUNCTION_WORDS = frozenset(["a", "an", "and", "for", "in", "of", "on", "the", "to", "via", "with", "by", "from"])


def _closing_words(text: str, name: str) -> str:
    """The words an acronym in brackets may stand for: those just before it, as many content words as it has
    letters ("Large Language Models (LLMs)"); a name longer than the words it could spell names the whole title's
    method instead ("Adversarial Graph Embedding for Ensemble Clustering (AGAE)").

    >>> _closing_words("Adversarial Graph Embedding for Ensemble Clustering", "AGAE")
    'Graph Embedding for Ensemble Clustering'
    """
    words = text.split()
    letters = sum(c.isalnum() for c in name.removesuffix("s"))
    content, k = 0, 0
    while k < len(words) and content < letters:
        k += 1
        content += words[-k].casefold().strip(",:;") not in _FUNCTION_WORDS
    return " ".join(words[len(words) - k :])


def name_tagged(titles: list[str]) -> bool:
    """Whether nearly every title of a list ends with a short name in brackets (four titles at least).

    >>> name_tagged(["Deep Graph Clustering via Dual Correlation Reduction (DCRN)", "Attributed Graph Clustering (AGC)",
    ...              "Simple Contrastive Graph Clustering (SCGC)", "Hard Sample Aware Network (HSAN)"])
    True
    """
    tagged = sum(bool(_NAME_TAG_END.search(t)) for t in titles)
    return tagged >= _MIN_TAGGED and tagged >= _TAGGED_SHARE * len(titles)


_MIN_TAGGED, _TAGGED_SHARE = 4, 0.7
#: Short names and a dash before a title: "DD - ", "GCOND/GC - ", "Distill-CF/KIP-RecSys - "
_NAME_LEAD = re.compile(
    r"^(?:[A-Z][A-Za-z0-9]*[A-Z0-9][A-Za-z0-9-]*|[A-Z]{2,})(?:/[A-Za-z0-9-]+)*\s+[-–—]\s+(?=\S+\s+\S)"
)
#: Share of a document's titles that open with a short name for the names to be labels (others may be surveys)
_LED_SHARE = 0.5


def name_led(titles: list[str]) -> bool:
    """Whether half the titles of a document or more open with a method's short name and a dash (four at least).

    >>> name_led(["DD - Dataset Distillation", "DC - Dataset Condensation with gradient matching",
    ...           "MTT - Dataset Distillation by Matching Training Trajectories", "GCDM - Graph Condensation via …",
    ...           "Data Distillation: A Survey"])
    True
    """
    led = sum(bool(_NAME_LEAD.match(t)) for t in titles)
    return led >= _MIN_TAGGED and led >= _LED_SHARE * len(titles)


def split_name_lead(text: str) -> str:
    """A title without the short name and dash before it: "KIP-FC - Dataset meta-learning …" (in a name-led list).

    >>> split_name_lead("GCOND/GC - Graph Condensation for Graph Neural Networks")
    'Graph Condensation for Graph Neural Networks'
    """
    return text[match.end() :] if (match := _NAME_LEAD.match(text)) else text


def _people(text: str) -> bool:
    """Whether a text is one person's name or a list of them ("진오", "우현, 승욱", "Kaiming He")."""
    if not (text[:1].isupper() or not text[:1].isascii()):
        return False  # "(and Vice Versa)" goes on with the title
    return all(is_name(part.strip()) for part in re.split(r"[,、&]|\band\b", text) if part.strip())


def _acronym_of(name: str, words: str) -> bool:
    """Whether a name is an acronym of the words: its letters in order, at least half of them starting a word
    ("CLAW": Continual Learning with Adaptive Weights; "RandSAC": Random Segments with Autoregressive Coding).

    >>> _acronym_of("RandSAC", "Self-supervision through Random Segments with Autoregressive Coding")
    True
    >>> _acronym_of("ResNet", "Deep Residual Learning for Image Recognition")
    False
    """
    letters = [c for c in name.casefold().removesuffix("s") if c.isalnum()]
    text = words.casefold()
    starts = {m.start() for m in re.finditer(r"(?<![^\W_])\w", text)}

    @cache
    def best(i: int, j: int) -> int:  # most word starts matching letters[i:] in text[j:], -1 when they do not
        if i == len(letters):
            return 0
        found = -1
        at = text.find(letters[i], j)
        while at != -1:
            if (rest := best(i + 1, at + 1)) >= 0:
                found = max(found, rest + (at in starts))
            at = text.find(letters[i], at + 1)
        return found

    return best(0, 0) * 2 >= len(letters)


def strip_label(text: str) -> str:
    """Drop a leading field label ("Paper:", "论文：") from a title line.

    >>> strip_label("论文：Learning Interactive Real-World Simulators")
    'Learning Interactive Real-World Simulators'
    >>> strip_label("Position: Open-Endedness Is Essential"), strip_label("Paper 14: Faiss: A Library")
    ('Position: Open-Endedness Is Essential', 'Faiss: A Library')
    >>> strip_label("郑金鹏：CLIPCleaner Cleaning Noisy Labels with CLIP"), strip_label("作者:Yoshua Bengio")
    ('CLIPCleaner Cleaning Noisy Labels with CLIP', '作者:Yoshua Bengio')
    """
    if (named := _HAN_NAME_LABEL.match(text)) is not None and named.group(1)[0] in word_set("han_surnames"):
        return text[named.end() :]
    match = _LABEL.match(text)
    # "Paper 14: Faiss: …": a numbered label is the label without its number
    if match and " ".join(w for w in tokens_of(match.group(1)) if not w.isdigit()) in word_set("labels"):
        return match.group(2).strip()
    return text


def labelled_title(text: str, any_case: bool = False) -> str | None:
    """The title a "Title:" line gives ("Title: Restormer: Efficient Transformer for …", "题目：…"), or None.

    >>> labelled_title("Title: Restormer: Efficient Transformer for High-Resolution Image Restoration")
    'Restormer: Efficient Transformer for High-Resolution Image Restoration'
    >>> labelled_title("Title:"), labelled_title("Paper: https://arxiv.org/abs/1")
    (None, None)
    """
    match = _LABEL.match(text)
    if match is None or " ".join(tokens_of(match.group(1))) not in word_set("title_labels"):
        return None
    if match.group(1)[:1].islower() and not any_case:
        return None  # "  title: …" of a YAML record pasted into the note (a reference list reads those)
    value = match.group(2).strip()
    return value if len(value.split()) >= 2 and is_title_like(value) else None


def is_field_line(text: str) -> bool:
    """Whether a line is a "label: value" field that is not the title ("Authors: ...", "机构：...").

    >>> is_field_line("机构：DeepMind"), is_field_line("MLGym: A New Framework")
    (True, False)
    >>> is_field_line("Attending - Rick, Andrea, Amber, Alyssa"), is_field_line("[arXiv:2402] Pushing the Limits")
    (True, False)
    """
    match = _LABEL.match(text) or _DASHED_LABEL.match(text)  # (a meeting's "Attending - Rick, Andrea, …")
    if match is None or match.group(1).count("[") > match.group(1).count("]"):
        return False  # ("[arXiv:2402] Pushing the Limits of …": a tag in brackets, not a label)
    return any(form in word_set("field_labels") for form in label_forms(match.group(1)))


def latex_cited(text: str) -> bool:
    """Whether a line ends with a LaTeX citation of itself ("Title \\cite{key}"): the line names a reference.

    >>> latex_cited(r"Modeling and forecasting the COVID-19 pandemic in India \\cite{sarkar2020modeling}")
    True
    """
    return text.endswith("}") and _LATEX_CITE.search(text) is not None


def is_reading_label(text: str) -> bool:
    """Whether a line opens with a label telling what to do with it ("Skim: …", "Related articles: …").

    >>> is_reading_label("Skim: The Illustrated Word2vec"), is_reading_label("STAN: Spatio-Temporal Attention")
    (True, False)
    """
    match = _LABEL.match(text)
    return match is not None and " ".join(tokens_of(match.group(1))) in word_set("reading_labels")


def quoted_title(text: str) -> str | None:
    """The one quoted span of a citation, when there is exactly one of two words or more.

    >>> quoted_title("Liu, Ryan. “How Do Large Language Models Navigate Conflicts?,” 2024.")
    'How Do Large Language Models Navigate Conflicts?'
    >>> quoted_title('the "grokking" effect') is None
    True
    """
    spans = [m.group(1).strip().rstrip(",.").strip() for m in _QUOTED.finditer(text)]
    spans = [s for s in spans if len(s.split()) >= 2]
    return spans[0] if len(spans) == 1 else None


#: A line that says where a paper was sent or accepted, not its title.
#: A class session's day (or a deadline) opening a line: "Tuesday, August 29:", "DUE TUESDAY, SEPTEMBER 5:"
_SESSION_LEAD = re.compile(
    r"^(?:due\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*"
    r"\.?\s+\d{1,2}\b",
    re.IGNORECASE,
)
_VENUE_STATUS = re.compile(
    r"^(?:submitted|accepted|to appear|under review|in submission|published)\b[^.]{0,40}\b(?:19|20)\d\d\W*$", re.I
)


#: A line naming a venue in full: "IEEE/ACM Transactions on Audio, Speech, and Language Processing (TASLP)".
_VENUE_LINE = re.compile(
    r"^(?:IEEE|ACM|The\s+\d+\w*|[A-Z][\w/&-]*)\b.{0,80}\b(?:Transactions|Conference|Workshop|Symposium|Journal)\b"
    r"(?:[^.:?!]{0,60}(?:\([A-Z][\w-]+\)|(?:19|20)\d\d))?\W*$"
)


def is_session(text: str) -> bool:
    """Whether a line names a class session by its day, or a deadline: no paper's title.

    >>> is_session("Tuesday, August 29: Introduction"), is_session("DUE MONDAY, SEPTEMBER 11: Project Update 1")
    (True, True)
    >>> is_session("Day 2"), is_session("ICFP - Day 0"), is_session("Week 10"), is_session("Day One: A Novel")
    (True, True, True, False)
    """
    return bool(_SESSION_LEAD.match(text)) or names_a_day(text)


def names_a_day(text: str) -> bool:
    """Whether a title names one day or week of a series, alone or after the series' name and a dash or colon.

    >>> names_a_day("ICFP - Day 0"), names_a_day("Daily ICFP: Day 1"), names_a_day("Learning in Week 2")
    (True, True, False)
    >>> names_a_day("Keynote III"), names_a_day("Session 2"), names_a_day("Keynote: The Future of Parsing")
    (True, True, False)
    """
    return bool(_NUMBERED_DAY.fullmatch(text.strip()))


#: A day or week of a series: "Day 2", "ICFP - Day 0" (a link to that day's post), "Daily ICFP: Day 1" (its title).
_NUMBERED_DAY = re.compile(
    r"(?:.*?[:–—-]\s*)?(?:(?:Day|Week)\s+\d{1,2}|(?:Keynote|Session|Panel|Tutorial)\s+(?:\d{1,2}|[IVX]{1,4}))",
    re.IGNORECASE,
)  # (or a programme's numbered slot: "[Keynote III]()")


#: A Latin term, a colon, then a sentence in CJK: "Audio-visual Question Answering：视听问答，…".
_EXPLAINED_TERM = re.compile(
    f"[^{CJK_LETTERS}:：]{{2,80}}[:：]\\s*[^:：]{{0,20}}[{CJK_LETTERS}]{{2}}[^:：]*[，。,；][^:：]*[{CJK_LETTERS}]"
)


_POSSESSIVE_END = re.compile(r"^(?:[A-Z][a-z]+\s){0,2}[A-Z][a-z]+['’]s$")  # (a name's: "Anuj Kalia's")
#: The numbers of the papers a section cites: "(Papers 6, 7, 8)", "(refs 12-14)"
_PAPER_NUMBERS = re.compile(
    r"\((?:papers?|refs?\.?|references?)\s*#?\d+(?:\s*[,&–-]\s*#?\d+)*\)|^\W*paper\s*#\d+\b", re.IGNORECASE
)  # (or one by its number: "Paper #6 (Meirom & Bobrowski) - DIRECT PRECEDENT")
#: Someone's, then a verb: "Anuj Kalia's provides a good overview of …"
_WHOSE_VERB = re.compile(r"\w['’]s\s+[a-z]+s\s+(?:a|an|the|how|some|many)\b")


def cites_by_number(text: str) -> bool:
    """Whether a text points at papers by their numbers in a list: a part of a plan citing them, not a title.

    >>> cites_by_number("Related Work - Section B: Cross-Lingual Topology (Papers 6, 7, 8)")
    True
    >>> cites_by_number("Paper #6 (Meirom & Bobrowski) - DIRECT PRECEDENT"), cites_by_number("Paper Title (2019)")
    (True, False)
    """
    return _PAPER_NUMBERS.search(text) is not None


def is_title_like(text: str, prose: bool = False) -> bool:
    """Whether text can stand as a title: it has letters, is not too long, and (in prose) is one phrase.

    >>> is_title_like("Quantum reinforcement learning"), is_title_like("Fig. 1. A plot of x", prose=True)
    (True, False)
    >>> is_title_like("Pairwise or Pointwise? Evaluating Feedback Protocols", prose=True)
    True
    >>> is_title_like("OpenReview"), is_title_like("8.0"), is_title_like("Submitted to ICLR 2026")
    (False, False, False)
    """
    words = text.split()
    if not words or not _LETTER.search(text) or len(text) > 400:
        return False
    if len(words) > (_MAX_WORDS_PROSE if prose else _MAX_WORDS):
        return False
    if prose and (_SENTENCE_BREAK.search(text) or text.endswith(".") or _QUOTED.search(text)):
        return False
    if cites_by_number(text):
        return False
    if is_session(text) or _POSSESSIVE_END.search(text) or _WHOSE_VERB.search(text):
        return False  # (whose the thing is, its link left out: "Anuj Kalia's [**PhD thesis**](….pdf) provides …")
    if _VENUE_STATUS.match(text) or (prose and _VENUE_LINE.search(text)) or is_venue_name(text):
        return False  # "Submitted to ICLR 2026", "IEEE … Technology (SLT) Workshop 2021": where it went, not what
    return not explained_term(text) and not is_generic_link_text(text)


def explained_term(text: str) -> bool:
    """Whether text is a Latin term explained after a colon in a CJK sentence, no title.

    >>> explained_term("Audio Feature Extraction:用BEATs提取语音特征，经过MLP得到语音类别分布")
    True
    >>> explained_term("BERT: Pre-training of Deep Bidirectional Transformers"), explained_term("综述：图神经网络")
    (False, False)
    """
    return ("：" in text or ":" in text) and _EXPLAINED_TERM.match(text) is not None


def journal_suffix(text: str) -> tuple[str, str] | None:
    """A title and the journal a copied page title names after it ("… | Nature", "…: Biophysical Journal"), else
    None: a known venue, a one-word journal, or a short name with a journal's word.

    >>> journal_suffix("Daily energy expenditure through the human life course | Science")
    ('Daily energy expenditure through the human life course', 'Science')
    >>> journal_suffix("A basophil-neuronal axis promotes itch: Cell"), journal_suffix("BERT: Pre-training of Deep …")
    (('A basophil-neuronal axis promotes itch', 'Cell'), None)
    >>> journal_suffix("Noncanonical Notch signals have opposing roles during cardiac development | bioRxiv")[1]
    'bioRxiv'
    """
    match = _JOURNAL_SUFFIX.match(text)
    if match is None or (match.group(2) == ":" and len(match.group(1).split()) < _COLON_TITLE_WORDS):
        return None  # (after a colon only a journal closing a long title: "…: Cell", not "BERT: Pre-training")
    tail = match.group(3)
    series = find_series(tail)
    if series and canonical_series(tail).casefold() == series.casefold():
        return match.group(1), series
    words = tail.split()
    named = len(words) > 1 and all(w[:1].isupper() for w in words)  # "Science Advances", "Biophysical Journal"
    if tail in ONE_WORD_JOURNALS or (named and not word_set("journal_words").isdisjoint(tokens_of(tail))):
        return match.group(1), tail
    return None


#: A page title's journal after a bar or a colon: "Title | Science Advances", "Title: Cell"
_JOURNAL_SUFFIX = re.compile(r"^(.{12,}?)\s*(\||:)\s*([A-Za-z][\w&.-]*(?: [\w&.-]+){0,4})\s*$")
#: The fewest words of a title a journal's name closes after a colon
_COLON_TITLE_WORDS = 4
#: An APS page's title: "Phys. Rev. E 103, 012405 (2021) - Integer topological defects of cell monolayers: …"
_VOLUME_LEAD = re.compile(
    r"^(?P<journal>[A-Z][\w.]*(?: [A-Z][\w.]*){0,5}) \d+, \d+ \((?P<year>(?:19|20)\d\d)\) [-–—] (?=\S)"
)


def journal_lead(text: str) -> tuple[str, str, int] | None:
    """A title after the journal, volume, page and year that lead a copied page title, else None.

    >>> journal_lead("Phys. Rev. E 103, 012405 (2021) - Integer topological defects of cell monolayers")
    ('Integer topological defects of cell monolayers', 'Phys. Rev. E', 2021)
    """
    match = _VOLUME_LEAD.match(text)
    return (text[match.end() :], match.group("journal"), int(match.group("year"))) if match else None

#: A link text that cites by name: "Chen et al. (ARXIV '22)", "Zhu at al. (**CVPR '22**)", "Qi et al., 2017"
SHORT_CITE_TEXT = re.compile(r"^\[?([A-Z][^\s,()\[\]]{1,30}) [ea]t al\.?,?(?:\s*(\(?[^()]{0,30}\)?))?\]?$")
#: A link's text citing by two surnames and the year, or one and a comma: "Zoph and Le 2016", "Kingma & Ba (2015)",
#: "Hinton, 2006" (not "NeurIPS 2022", a venue)
_SURNAMES_YEAR_TEXT = re.compile(
    r"^\[?([A-Z][^\s,()\[\]]{1,30})(?: (?:and|&) [A-Z][^\s,()\[\]]{1,30},?|,) (\(?(?:19|20)\d\d[a-z]?\)?)\]?$"
)


def cited_by_name(text: str) -> re.Match[str] | None:
    """A link's text citing a paper by its first author's name and the year, its surname (group 1) and year (group 2).

    >>> cited_by_name("Goodfellow et al., 2014").group(1), cited_by_name("(Zoph and Le 2016)").group(2)
    ('Goodfellow', '2016')
    >>> cited_by_name("NeurIPS 2022") is None
    True
    """
    shown = text.strip(" ()*")
    return SHORT_CITE_TEXT.match(shown) or _SURNAMES_YEAR_TEXT.match(shown)
