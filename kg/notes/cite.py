"""Citations as people paste them: title, ordered authors, venue, year and ids of one reference.

Styles read (tried in this order, the first that yields a title wins):

- a quoted title: MLA / Google Scholar (``Vaswani, Ashish, and Noam Shazeer. "Title." arXiv preprint
  arXiv:1706.03762 (2017).``), Chicago (``“Title,” 2024.``), IEEE / ACM numbered (``[12] A. Author and
  B. Author, "Title," in Proc. CVPR, 2016.``);
- APA: ``Author, A., & Author, B. (2020). Title. Venue.``;
- authors first: ``Kaiming He, Xiangyu Zhang. Deep residual learning. In CVPR, 2016.``;
- title first: ``Title. Authors. Venue, Year.`` (conference paper lists);
- a venue tag: ``Title (ICML2021)``, ``[CVPR 2022] Title``, ``Title, NeurIPS 2023``.

Why a grammar of our own: free-text reference parsers in Python (refextract) are built for PDF
reference sections of physics papers and pull in PDF tooling; CRF parsers (anystyle, GROBID) need Ruby or
a Java service. The styles above are few and regular, and each match keeps its style name as the reason.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any

from kg.ids import text_ids
from kg.notes.datafiles import load_json
from kg.notes.markdown import WIKI_LINK
from kg.notes.venues import (
    CJK_LETTERS,
    MONTH_NAME,
    ONE_WORD_JOURNALS,
    PUBLISHER_LEAD,
    canonical_series,
    edition_in_name,
    find_edition,
    find_series,
    find_venue,
    full_year,
    named_venue,
    printed_year,
)
from kg.records import Author, VenueEdition

# A quoted title, a short quote inside it kept: “Signature Verification Using a “Siamese” Time Delay Neural Network”.
_QUOTED = re.compile(r"[“\"«]\s*(?P<title>(?:[^“”\"«»]|“[^“”\"«»]{1,40}”){6,}?)\s*[”\"»]")
#: An unknown venue's acronym with its year in a citation's venue part: "ICDT 2001", "SISAP 2023"
_ACRONYM_SHORT_YEAR = re.compile(r"([A-Z][A-Za-z]{1,7}[A-Z])\s?['’](\d\d)")
_ACRONYM_EDITION = re.compile(r"\b([A-Z]{3,8})(?: (?:19|20)\d\d\b|['’]\d\d\b)")
#: (or "(n.d.)", no date: "Huisman, J. S., … & Julian, T. R. (n.d.). Wastewater-based estimation of …")
_APA_YEAR = re.compile(r"\((?:(?P<year>(?:19|20)\d\d)[a-z]?(?:,\s*[A-Za-z]+\.?(?:\s+\d+)?)?|n\.\s?d\.)\)\.?")
# ACL Anthology's year between the names and the title: "… and Alon Lavie. 2020. COMET: A neural …".
_ACL_YEAR = re.compile(r"(?<=[a-zà-ÿA-Z.])\.\s+(?P<year>(?:19|20)\d\d)[a-z]?\.\s+(?=\S)")
#: Surnames, then the year with no stop between, as a course's "Literature cited" bolds them: "Baum & Smith 2013."
_SURNAMES_YEAR = re.compile(
    r"[A-Z][\w'’-]+(?:\s+(?:and|&)\s+[A-Z][\w'’-]+)?\s+(?P<year>(?:19|20)\d\d)[a-z]?\.?\s+(?=[A-Z])"
)
# A CVF open-access page's byline: "Kaiming He, …, Jian Sun; Proceedings of the IEEE … (CVPR), 2016, pp. 770-778".
_CVF_BYLINE = re.compile(r"^(?P<names>[^;]{3,600}?)\s*;\s*(?P<venue>(?:In )?Proceedings\b[^;]*?(?:19|20)\d\d\b.*)$")
# Harvard (Google Scholar's): the year after the names, set off by a comma: "… and Polosukhin, I., 2017. Title."
_HARVARD_YEAR = re.compile(r",\s*(?P<year>(?:19|20)\d\d)[a-z]?(?:,\s*[A-Z][a-z]+\.?(?:\s+\d{1,2})?)?\.\s")
_YEAR = re.compile(r"(?<![\d.:/-])((?:19|20)\d\d)(?!\d|\.\d)")
#: A year alone, as a bracket may hold it: "(2018)"
_YEAR_ALONE = re.compile(r"\s*(?:19|20)\d\d\s*")
#: "[12] ", "(3) ", "4. ", and a publication list's kind-and-number labels "[J5] ", "[C3] "; a citation key
#: ("[Huffman1954] Huffman, David A. …", "[TLL+10] "), not a venue tag ("[ICASSP2021] Few-shot …")
_NUMBERING = re.compile(r"^\s*(?:\[\s*[A-Z]{0,2}\d+\s*\]\s*|(?:\(\d+\)|\d+[.)])\s+)")  # ("[1]沈昌祥,…": glued)
_KEY_LABEL = re.compile(r"^\s*\[([A-Z][A-Za-z'+-]{0,30}(?:19|20)?\d\d[a-z]?)\]\s*(?=\S)")
#: A title, its journal (in italics) and the year, no names: "Safety factor profile control …, *Nucl. Fusion*, 2019, 59"
_TITLE_ITALIC_JOURNAL = re.compile(
    r"^(?P<title>[^*]{12,}?),\s*([*_]?)(?P<journal>[A-Z][^*_,\d]{1,60})\2,\s*(?P<year>(?:19|20)\d\d)\b"
)
#: A key of a surname and a year: "Degrave2022", "Kerboua-Benlarbi2024" (not "TLL+10")
#: … or after a full stop, in roman: "Density regulation with … controller. Fusion Engineering and Design, 2025, 216"
_TITLE_STOP_JOURNAL = re.compile(
    r"^(?P<title>[^.]{12,}?)\.\s+(?P<journal>[A-Z][\w&:' -]{1,60}?),\s*(?P<year>(?:19|20)\d\d)\b"
)
_SURNAME_KEY = re.compile(r"([A-Z][a-z]+(?:-[A-Z][a-z]+)?)((?:19|20)\d\d)[a-z]?")
_DIGIT = re.compile(r"\d")
#: Names left out between two names: "A, … B", "A, ..., B", "A, et al., B" (the last author after "et al.")
_ELLIPSIS = re.compile(r",?\s*(?:\.\.\.|…)\s*,?")
_MID_ET_AL = re.compile(r",\s*et\.? al\.\s*,(?=\s*[^\W\d_][\w.'’-]*\s+[^\W\d_])")
# What a citation's venue part may open with, and where the venue's name ends (volume, year, publisher, pages).
_IN = re.compile(r"^(?:In\b\s*:?\s*|in\s+)")  # not the "In" of "International"
_PROCEEDINGS = re.compile(
    r"^(?:Proceedings\s*(?:of\s+(?:the\s+)?)?(?:-\s*)?(?!IEEE\s*(?:[,.;:(]|\d|$)|[^,.;:()]*\b(?:Society|Academy)\b))?"
    r"(?:(?:19|20)\d\d\s+)?(?:\d+(?:st|nd|rd|th)\s+)?",
    re.I,
)  # (a society's journal keeps its name: "Proceedings of the Royal Society B", "Proceedings of the IEEE")
_VENUE_END = re.compile(
    r"\s+\d|\s+pp?\.\s*\d|[.,;(]\s|\s*\((?:19|20)\d\d|\s+\(|:\s*e?\d|[.,]$|\s+Available$|\s*['’‘]\d\d[*_]*$"
)  # (": e2694", an article's number; "BuildSys'15", the year of the edition)
_ABBREVIATED = re.compile(r"\b([A-Z][a-z]{0,7})\. (?=[A-Z]|of )(?!Published|Available|Epub|Accessed|Retrieved|Online)")
#: … right after the name it shortens: "Security (TISSEC)", not a remark after the pages ("3–18. (EVERYONE)")
_BRACKETED_SHORT = re.compile(r"(?<=[^\W\d_] )\(((?:[A-Z][A-Za-z&]{1,9})(?: Security)?)(?: \d{2})?\)")
# What a book's citation prints after its title: "MIT Press, 2016", "3rd ed., Pearson", "New York: Springer".
_BOOK = re.compile(r"\b(?:University Press|MIT Press|Press,|Pearson|O'Reilly|\d(?:st|nd|rd|th) ed\.|ISBN)", re.I)
#: … or a place and a publisher ("Linköping: Linköping University …", "New York: Wiley"), not a journal's subtitle
#: ("Physica A: Statistical Mechanics and its Applications")
_PUBLISHER_WORDS = re.compile(
    r"\b(?:Press|Publishing|Publishers|Verlag)\b|^[^:]{2,30}:\s(?:[\w.&-]+\s){0,3}(?:Springer|Elsevier|Wiley|Routledge"
    r"|Sage|Pearson|Wiley-Blackwell|University|Academic|Books?)\b"
)
#: A publishing house by its legal name: "DOUBLEDAY & COMPANY, INC.", "Houghton Mifflin Co."
_COMPANY = re.compile(r"(?:&\s*Company|\bCo\.|\bInc\.?)\s*$", re.IGNORECASE)
#: A book's edition in brackets closing its title: " (Third edition)", " (2nd ed.)"
_EDITION_NOTE = re.compile(r"\s*\((?:[A-Za-z]+|\d+(?:st|nd|rd|th))\s+(?:ed\.|edition)\)$", re.IGNORECASE)
_CHAPTER = re.compile(r"^Chap(?:ter)?\.?\s*\d+\s+(?=in\s)", re.IGNORECASE)
_EDITION_LEAD = re.compile(r"^(?:The\s+)?(?:(?:19|20)\d\d|\d{1,3}(?:st|nd|rd|th))\s+(?=[A-Z])")
_PUBLISHERS = frozenset(["springer", "ieee", "acm", "elsevier", "curran associates", "mit press", "pmlr"])
_SURNAME = re.compile(r"[^\W\d_][\w'’-]+")
#: Letters of any script, full stops, apostrophes and hyphens: what a word of a name is made of.
_NAME_CHARS = re.compile(r"(?:[^\W\d_]|[.'’-])+")
#: The numbered affiliations after a byline's names: "; 1UCLA, 2Microsoft Research, 3University of Washington"
_NUMBERED_AFFILIATIONS = re.compile(r"\s*;\s*\d{1,2}\s*[A-Z].*$")
_MARK_CHARS = "*†‡§¶✉∗♠♣♥♦⋆★☆"
# Affiliation and role marks glued to a name in a byline copied from a paper: digits (comma-joined), * † ‡, the
# envelope of the corresponding author ("Malu Zhang<sup>&#9993;</sup>").
_AFFILIATION_MARKS = re.compile(
    rf"(?<=[^\W\d_])[\d{_MARK_CHARS}]+(?:,[\d{_MARK_CHARS}]+)*(?=\s*(?:[,;&]|\band\b|$)|\s+[^\W\d_])"
)
#: The "+" of equal contribution closing a name ("Honghao Fu+, Liang Zhang+"), not a language's ("C++")
_EQUAL_MARK = re.compile(r"(?<=[a-z])\+(?=\s*(?:[,;&]|\band\b|$))")
# "Panpan Cai,+": more follow
#: "et al." anywhere in a text.
ET_AL_ANYWHERE = re.compile(r"\bet\.?\s*al\b")
_ET_AL_COMMA = re.compile(r"\bet\.?\s*al\.?,\s")
#: A citation opening with an initial and a surname, then a comma: "S. Chaudhuri, An Overview of …"
_INITIALS_COMMA = re.compile(r"[A-Z]\.(?:\s?-?[A-Z]\.)*\s[A-Z][\w'’-]+,\s")
#: "et al." and its kin closing a list of names (German "u. a.", in lower case only: "U.A." is an initial pair;
#: Turkish "vd.", Indonesian "dkk.", Russian "и др.")
ET_AL = re.compile(
    r"[,;]?\s*(?:et\.?\s*al\.?|et\s+el\.?|and\s+(?:others|friends|colleagues)\.?|(?-i:u\.\s?a\.?|vd\.|dkk\.)|и\s?др\.?"
    r"|等|\+)\s*$",
    re.I,
)
# Name separators: commas and semicolons, "and", "&".
# "A · B": a conference site's list; "e", "y", "et", "und": "and" in a citation pasted from an Italian, Spanish,
# French or German Zotero ("A. Hinneburg, e D. A. Keim")
_AND = re.compile(r"\s*(?:,|;|·)\s*(?:(?:and|e|y|et|und)\s+|&\s*)?|\s+(?:and|e|y|et|und)\s+|\s*&\s*")
_PARTICLES = frozenset("van von der den de del della di da dos du le la bin al el y zu ter ten".split())
_PARTICLE_WORDS = "van|von|der|den|de|del|della|di|da|dos|du|le|la|ter|ten|al|el"
#: A surname turned before the given names, one word with its particles: "van den Oord", "De Domenico", "Bueno de
#: Mesquita" (a particle opening it in either case, inside it in lower case)
_TURNED_SURNAME = re.compile(
    rf"(?:(?i:{_PARTICLE_WORDS})\s+)*(?:[^\W\d_][\w'’-]+\s+(?:(?:{_PARTICLE_WORDS})\s+)+)?[^\W\d_][\w'’-]+"
)
#: A surname as most are spelt: "Zdancewic", "Nik-Zainal"
_PLAIN_SURNAME = re.compile(r"[A-ZÀ-Þ][a-zà-ÿ'’]+(?:-[A-ZÀ-Þ][a-zà-ÿ'’]+)?")
#: … in any case, as a surname of a list of surnames opens with them: "Van de Panne", "van Geffen"
_ANY_CASE_PARTICLES = re.compile(rf"^(?:(?:{_PARTICLE_WORDS})\s+)+", re.IGNORECASE)
_VENUE_TAG_END = re.compile(r"[\s,–—-]*[(\[](?P<tag>[^()\[\]]{3,70})[)\]]\s*[.]?$")
#: A journal's volume, page and year in square brackets closing a title: "[Phys. Rev. Lett. 124, 130501 (2020)]"
_JOURNAL_VOLUME_END = re.compile(
    r"\s*\[(?P<tag>[A-Z][^\[\]()]{2,60}?\s\d+(?:\(\d+\))?[,:]\s*[\w–-]+\s*\((?P<year>(?:19|20)\d\d)\))\]\s*\.?$"
)
_VENUE_TAG_START = re.compile(r"^\s*[(\[](?P<tag>(?:[^()\[\]]|\([^()\[\]]{1,30}\)){3,64})[)\]][\s:：-]*")
_VENUE_TAG_DASH = re.compile(
    r"^\s*(?P<tag>(?:19|20)\d\d(?:[\s_-]*[A-Za-z0-9]{2,8})?|(?:19|20)\d\d(?:\s+[A-Z][A-Za-z&]{1,14}){2,4}"
    r"|[A-Za-z]{2,8}[\s_-]*(?:19|20)\d\d|[A-Za-z]{2,8}['’]\d\d)"
    r"\s+[-–—:|]\s+"
)
# "Title, Vaswani et al., 2017", "Title, Szegedy et al., 15' CVPR" (a seminar's index, a slide's footer).
_TITLE_AUTHORS_YEAR = re.compile(
    r"^(?P<title>[^,]{6,}?(?:,[^,]{6,}?)*),\s*(?P<names>[A-Z][^,\d]{1,40}?\s+et\s+al\.?|[A-Z][^,\d]{1,30}? (?:and|&) "
    r"[A-Z][^,\d]{1,30}?)(?:,|(?<=al\.)|(?<=al))\s*(?P<when>(?:19|20)\d\d|\d\d['’‘]\s*[A-Za-z]{2,10}|[A-Za-z][\w-]{1,12}\s?['’‘]?\s?\d{2,4}"
    r"|[A-Za-z][\w-]{1,12},\s*(?:19|20)\d\d)(?:\s*\((?P<venue>[^()]{2,20})\))?\s*\.?$"
)
_YEAR_VENUE = re.compile(r"(\d\d)['’‘]\s*([A-Za-z]{2,10})")
# APA's volume and issue after a report's title: "Algorithms for graph partitioning: A survey (Vol. 3, No. 10)."
#: "by Names" after a quoted title, up to a bracket, a dash or a bar
#: '"Title", Ho et al., NeurIPS 2020': one name and "et al." after the quoted title
_COMMA_NAMES_YEAR = re.compile(r"^\s*,?\s*(?P<names>[A-Z][^()\d]{1,120}?)\s*\((?P<year>(?:19|20)\d\d)\)")
#: One surname after a quoted title, closing the text or before a dash and a remark: '"Title", Murphy - a comment'
_COMMA_SURNAME = re.compile(r"^\s*,\s*([A-Z][a-z]+(?:-[A-Z][a-z]+)?)\s*(?:$|[-–—]\s)")
_COMMA_ET_AL = re.compile(r"^\s*,\s*(?P<names>[A-Z][\w'’ -]{1,40}?\s+et\.?\s+al\.?)(?=[\s,.;]|$)")
_BY = re.compile(r"\s*(?:[,:–—-]?\s*by|[–—-])\s+(?P<names>[^()\[\]|–—]+?)\s*(?=[(\[|–—]|\s-\s|$)")
#: A Chinese name: two to four Han characters (Korean separates words by spaces, Chinese does not)
_CJK_NAME_CUT = re.compile(r"[,，、]")
_HAN_NAME = re.compile(r"[\u4e00-\u9fff]{2,4}")
#: An arXiv page's id or a reference number before a title: "[2603.10469] DepthCache", "[1] **DisCoScene: …**"
_ARXIV_PAGE = re.compile(r"^\[(?:\d{4}\.\d{4,5}(?:v\d+)?|\d{1,3})\]\s+")
#: A short citation before a title: "He et al. 2016: ", "Ho and Salimans (2022) — "
_SHORT_CITE = re.compile(
    r"^[A-Z][a-z][\w'’-]*"
    r"(?:(?: et al\.?| (?:and|&) [A-Z][\w'’-]+),? \(?(?:19|20)\d\d[a-z]?\)?|,? \((?:19|20)\d\d[a-z]?\)| et al\.?)"
    r"\s*[:：—–-]\s+(?=\S)"
)
#: A model's name inside a word: capitals joined by a hyphen ("R-CNN"), or digits ("GPT-4", "T5")
_MODEL_WORD = re.compile(r"[A-Z]-[A-Z]{2}|\d")
_INSTITUTION = re.compile(
    r"\b(?:University|Universit[äéà]|Institute|Research|Lab|Labs|Laboratory|College|School|Inc|Corp|Corporation|"
    r"Microsoft|Google|Meta|Amazon|Technologies|Academy|Center|Centre|KAIST|ETH|EPFL|MIT|CMU|UC|UCLA|"
    r"Universiteit|Universidad|Universität|Université|École|Polytechnique|Politecnico|Hochschule)\b"
)
#: A full stop after a word (not after an initial): a sentence ends there
_WORD_STOP = re.compile(r"(?<=[a-z]{2})\.\s")
#: First words of a summary's sentence
_PROSE_OPENERS = frozenset("we this our these i it they in here the a an".split())
#: Words of a sentence or a title, never of a person's name
_SENTENCE_WORDS = frozenset("and or but of the for to with in on a an via from by is are not as at into".split())
#: Where a title may end and fields begin: a comma or a slash between spaces
_FIELD_CUT = re.compile(r",\s+|\s+/\s+")
#: An "Authors:" label inside an entry, read as a separator
_FIELD_LABEL = re.compile(r"[,;]?\s*\bAuthors?\s*[:：]\s*", re.IGNORECASE)
#: A venue tag before the title: "ICML18, Title, …"
_LEAD_TAG = re.compile(r"^([A-Za-z]{2,8}['’]?\s?\d{2,4}),\s+")
_VOLUME = re.compile(r"\s*\((?:Vol|No|pp)\.[^()]*\)\s*\.?$")
_SUBMITTED = re.compile(r"\[?Submitted on \d{1,2} \w+ ((?:19|20)\d\d).*$", re.DOTALL)
# A short name labelling an entry before its quoted title: "ELMo:", "BERT-MRC:", "[12]" is numbering instead.
_ENTRY_LABEL = re.compile(r"[\w.+-]{1,24}\s*[:：]")
# A year and venue glued to the title by hyphens, as in file-like names: "2018-EMNLP-RESIDE: Improving …".
_VENUE_TAG_GLUED = re.compile(r"^\s*(?P<tag>(?:19|20)\d\d-[A-Za-z]{2,10}|[A-Za-z]{2,10}-(?:19|20)\d\d)-(?=[A-Z0-9])")
#: "Title, CVPR, 2016", "Title. Neural Information Processing Systems (NIPS), 2017": a venue then a year
_VENUE_TAG_COMMA_YEAR = re.compile(r"(?:,|(?<=\w\w)[.?])\s+(?P<tag>[^,.]{2,60},\s*(?:19|20)\d\d)\s*\.?$")
_LEADING_NAMES = re.compile(r"(?:[A-Z][a-z]+ (?:[A-Z]\. )?[A-Z][\w'’-]+, ){2}")
#: Who and when in a bracket closing a title: "(He et al. 2019)", "(Kitaev and Kaiser, 2020)"
_NAMES_CLOSING = re.compile(r"\s*\((?P<names>[A-Z][^()\d]{1,40}?(?: et al\.?| and [A-Z][^()\d,]{1,30}?))\)\s*\.?$")
_CITED_AFTER = re.compile(
    r"\s*\((?P<inside>[A-Z][^()\d]{1,40}?(?: et al\.?| (?:and|y|und) [A-Z][^()\d,]{1,30}?)"
    r"(?:,?\s+[A-Z][\w&-]{1,10})?,?\s+(?:19|20)\d\d)\)\s*$"
)
#: A short remark in brackets before a title with no letters of the Latin alphabet inside, or a blank
_LEAD_REMARK = re.compile(r"^\[[^\[\]A-Za-z]{1,12}(?:\s+[a-z])?\]\s*(?=[A-Z0-9])")
# (and Unicode's hyphens as the hyphen a name is spelt with: "Araya‐Ajoy, Y.G." as Wiley prints it)
_BRACKETS = str.maketrans(
    {"{": None, "}": None, "【": "[", "】": "]", "（": " (", "）": ")", "\u2010": "-", "\u2011": "-"}
)
_AUTHORS_TITLE_WHEN = re.compile(
    r"^(?P<names>[A-Z][^,\d]{1,40}? et al\.?|[A-Z][\w'’-]+(?: (?:and|&) [A-Z][\w'’-]+)?),"
    r"\s*(?P<title>[^,]{6,}(?:,[^,]{6,})*?),"
    r"\s*(?P<when>(?:19|20)\d\d|[A-Za-z][A-Za-z-]{1,11}\s?['’]\d\d|[A-Za-z][A-Za-z-]{1,11}\s?(?:19|20)\d\d)\.?\s*$"
)
#: A reader's remark before an entry: "[Optional] ", "*"
_LEAD_NOTE = re.compile(r"^(?:\[[A-Za-z ]{2,12}\]\s*|\*+\s*)")
#: A capitalised name word or an initial in a run of names ("Çetintemel", "J.", "Lagar-Cavilla")
_RUN_TOKEN = re.compile(r"[A-ZÀ-ÞĀ-Ž][\w'’-]*\.?|[A-Z]\.(?:-?[A-Z]\.)*")
#: … and its year in brackets ("Title. OSDI(2018)")
_VENUE_TAG_BARE = re.compile(
    rf"\s+(?P<tag>(?:arXiv|[A-Z][A-Za-z&-]{{1,12}}(?: Security)?|[{CJK_LETTERS}]{{2,12}})"
    r"(?:\s?(?:['’]?(?:19|20)\d\d|\((?:19|20)\d\d\))|['’]\s?\d\d|-(?:19|20)\d\d))"  # ("NDSS’ 16", "S&P-2017")
    r"\.?\s*$"
)
#: A title's full stop, then where it appeared (abbreviated words allowed; no volume, pages nor comma) and its year in
#: brackets: "Title. Journal of Systems Architecture(2020).", "Title. IEEE Trans. Serv. Comput. (2017)."
_STOP_VENUE_YEAR = re.compile(
    r"(?<=[^\s.]{2})\.\s+(?P<venue>(?:\d+(?:st|nd|rd|th)\s+)?[A-Z][^.()\d,]*(?:\.\s?[A-Z][a-z]{0,5}\b[^.()\d,]*)*)\.?\s?"
    r"\((?P<year>(?:19|20)\d\d)\)\.?\s*$"
)
#: … a venue the table does not know, after a title's full stop: "Title. VEE(2016)", "Title. 小型微型计算机系统(2017)"
_UNKNOWN_EDITION = re.compile(
    rf"(?P<name>[A-Z][a-z]*[A-Z][A-Za-z]*|[{CJK_LETTERS}]{{2,12}})\s?\(?(?P<year>(?:19|20)\d\d)\)?"
)
_VENUE_TAG_COMMA = re.compile(r",\s*(?P<tag>[^,]{3,40})\s*\.?$")
# A venue edition after a dash, closing the title: "Simple and Efficient Construction of … Form - CC 2013"
_VENUE_TAG_DASH_END = re.compile(r"\s+[-–—]{1,2}\s+(?P<tag>[A-Z][A-Za-z&]{1,9}\s*['’]?(?:19|20)?\d\d)\s*$")
# Zotero's page titles: "Title | Proceedings of the 2011 SIGGRAPH Asia Conference".
_VENUE_TAG_PIPE = re.compile(r"\s+\|\s+(?P<tag>[^|]{3,80})$")
# GB/T 7714 (Chinese notes) and Vancouver: "Chandran P, Zoss G, et al. Title[C]//Proceedings of … 2021: 7972-7981."
_GBT = re.compile(
    r"^(?P<authors>[^.\[\]]+?)\.\s*(?P<title>[^\[\]]{4,}?)\s*\[(?P<kind>(?!EB)[A-Z]{1,2}(?:/OL)?)\](?://|\.)?\s*(?P<rest>.*)$"
)
# The same with initials that carry full stops ("P. Viola, M. Jones. Title[C]. Proceedings …"): the names end at
# the first full stop after a word, not after an initial; "[J/OL]" is a journal online ("[EB/OL]", a web page, no).
_GBT_INITIALS = re.compile(
    r"^(?P<authors>[^\[\]]+?)(?<!\b[A-Z])\.\s*(?P<title>[^\[\]]{4,}?)\s*\[(?P<kind>(?!EB)[A-Z]{1,2}(?:/OL)?)\]"
    r"(?://|\.)?\s*(?P<rest>.*)$"
)
# One Vancouver / GB/T name: a surname and initials without full stops ("Chandran P", "Van Gool LJ").
_SURNAME_INITIAL = r"(?:[A-ZÀ-ÞĀ-ŽА-ЯЁ](?:ж|h)\.|[A-ZÀ-ÞĀ-ŽА-ЯЁ]\.?)"  # (a digraph's two letters: "Адамс Дж.")
_SURNAME_INITIALS = re.compile(
    rf"^(?P<surname>[^\W\d_][\w'’ -]*?)\s+(?P<initials>{_SURNAME_INITIAL}(?: ?{_SURNAME_INITIAL}){{0,2}})$"
)
# Google Scholar's Harvard and MLA title-case an acronym after "In": "In Icml (Vol. 17, No. 2000, pp. 591-598)".
_IN_TITLED = re.compile(r"\bIn\s+([A-Z][a-z]{2,7})\b")
#: The shortest text read as a whole citation (names, a title and where or when): shorter lines are titles or notes.
CITATION_CHARS = 40
#: The longest text read as one citation (a long author list included).
_MAX_CHARS = 1000
_MONTHS = re.compile(
    r"\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?(?:\s+\d{1,2},?)?(?=\s)", re.IGNORECASE
)
_LABEL = re.compile(r"^[^\s:：]+(?:\([^()]*\))?\s*[:：]\s+")
_EDGE = " \t.,;:–—-*_"
_PART_EDGE = " \t,;:–—*_"  # a part keeps its final period: it may end an initial


@dataclass(frozen=True)
class Reference:
    """The fields of one citation, and the style that read it (the reason kept for ``--explain``)."""

    title: str
    style: str
    authors: tuple[Author, ...] = ()
    complete: bool = True
    venue: VenueEdition | None = None
    year: int | None = None
    ids: dict[str, str] = field(default_factory=dict)
    #: Published as a book: a publisher or an edition printed after the title, and no venue.
    book: bool = False
    #: The venue's series where the citation prints no year for an edition of it ("…, Dou et al, AAAI.").
    series: str | None = None


#: The site a browser names after a copied link's page title: " (readpaper.com)", " (github.com)".
_LINK_DOMAIN = re.compile(r"\s+\((?:www\.)?(?:[a-z0-9-]+\.)+[a-z]{2,6}\)$")
#: … or the arXiv id Zotero's APA puts after a preprint's title: "Dynamic Neural Networks: A Survey (arXiv:2102.04906)"
_ARXIV_AFTER = re.compile(r"\s+\(arXiv:\d{4}\.\d{4,5}(?:v\d+)?\)$", re.IGNORECASE)


#: A word a PDF broke at a line end, pasted with its hyphen and a space: "discrim- inative" (not "pre- and post-")
_BROKEN_WORD = re.compile(r"(?<=[a-z])- (?=[a-z]{2,})(?!(?:and|or|to|nor|vs|versus)\b)")


def bare_title(text: str) -> str:
    """A citation's title bare: no wrapping quotes, final period or comma (link residue: see titles.clean_title).

    >>> bare_title('"Attention Is All You Need."'), bare_title("Is DPO Superior to PPO?,")
    ('Attention Is All You Need', 'Is DPO Superior to PPO?')
    >>> bare_title("@Generative Adversarial Nets"), bare_title("Phenaki: Variable Length Video Generation | OpenReview")
    ('Generative Adversarial Nets', 'Phenaki: Variable Length Video Generation')
    >>> bare_title("He et al. 2016: Deep Residual Learning for Image Recognition")
    'Deep Residual Learning for Image Recognition'
    >>> bare_title("Neuromorphic Computing for Robotics | IEEE Journals & Magazine | IEEE Xplore")
    'Neuromorphic Computing for Robotics'
    >>> bare_title("Human structural plasticity at record speed. - Abstract - Europe PMC")
    'Human structural plasticity at record speed'
    >>> bare_title("NeuS: Learning Neural Implicit Surfaces by Volume Rendering (readpaper.com)")
    'NeuS: Learning Neural Implicit Surfaces by Volume Rendering'
    >>> bare_title("《Toward Driving Scene Understanding: A Dataset for Learning Driver Behavior》")
    'Toward Driving Scene Understanding: A Dataset for Learning Driver Behavior'
    >>> bare_title("Adversarial discrim- inative domain adaptation"), bare_title("Pre- and post-training")
    ('Adversarial discriminative domain adaptation', 'Pre- and post-training')
    >>> bare_title("L-Systems Considered Harmful 📖"), bare_title("🔥 Segment Anything ⭐")
    ('L-Systems Considered Harmful', 'Segment Anything')
    >>> bare_title("_The Radical Imagination_."), bare_title("A Survey. arXiv 2020..")
    ('The Radical Imagination', 'A Survey. arXiv 2020')
    """
    text = " ".join(text.split()).strip(" \t,;，；").removeprefix("@")  # "@Title": a Zotero literature note's name
    if "- " in text:  # "Unsu- pervised and transfer learning", "Adversarial discrim- inative": a PDF's line break
        text = _BROKEN_WORD.sub("", text)
    text = drop_title_prefix(text)
    text = drop_site_suffix(text)  # a clipped page's title: "Title | OpenReview"
    if text.endswith(")"):
        text = _LINK_DOMAIN.sub("", text)  # a browser's copied link: "NeuS: Learning … (readpaper.com)"
    text = text.strip("“”\"'«»《》「」『』").strip()  # (and the marks Chinese and Japanese wrap a title in)
    text = text.rstrip(",;，；").strip()  # (the full-width comma of a Chinese list too)
    if text.endswith(".") and not text.endswith("..."):
        text = text[:-1].rstrip()  # (twice when it was typed twice: "A Survey. *arXiv 2020.*.")
        text = text[:-1].rstrip() if text.endswith(".") and not text.endswith("..") else text
    if text.endswith(")"):
        text = _ARXIV_AFTER.sub("", text)
    text = text.strip('“”"«»').strip()
    if len(text) > 2 and text[0] == text[-1] and text[0] in "_*" and text[1] != text[0]:
        text = text[1:-1].strip()  # "_Speculative Whiteness: …_": emphasis wrapping the whole title (Harvard's italics)
    if text and (_symbol(text[0]) or _symbol(text[-1])):  # "Title 📖" (a Zotero link's icon), "🔥 Title ⭐"
        text = _EDGE_SYMBOLS.sub("", text)
    return text


def _symbol(char: str) -> bool:
    return unicodedata.category(char) == "So" or char == "\ufe0f"


#: Emoji and other symbols (with their variation selectors) at a title's edges.
_EDGE_SYMBOLS = re.compile(r"^(?:[^\w\s(\[\"“'‘«《「]\ufe0f?\s*)+|(?:\s*[^\w\s)\]\"”'’»》」.?!]\ufe0f?)+$")


def names_with_affiliations(text: str) -> tuple[Author, ...]:
    """Authors printed with their affiliations, USENIX style: "A, B, and C, Microsoft Research; D, Microsoft".

    >>> text = "Minwoo Ahn and Jeongmin Han, Sungkyunkwan University; Youngjin Kwon, Korea Advanced Institute (KAIST)"
    >>> [a.name for a in names_with_affiliations(text)]
    ['Minwoo Ahn', 'Jeongmin Han', 'Youngjin Kwon']
    >>> [a.name for a in names_with_affiliations("Zhuowen Tu, University of California, Los Angeles")]
    ['Zhuowen Tu']
    """
    authors: list[Author] = []
    for group in text.split(";"):
        parts = [_part(ET_AL.sub("", p)) for p in _AND.split(group) if p.strip()]  # "Peter Hedman et al."
        if placed := next((k for k, part in enumerate(parts) if k and is_affiliation(part)), None):
            parts = parts[:placed]  # "Zhuowen Tu, University of California, Los Angeles": its place too
        while parts and not is_name(parts[-1]) or (len(parts) > 1 and is_affiliation(parts[-1])):
            parts.pop()  # "…, University of Texas at Austin": the group's affiliation
        authors += [Author(name, name) for name in parts if is_name(name)]
    return tuple(authors)


def is_affiliation(text: str) -> bool:
    """An institution's name: "Microsoft Research", "Sungkyunkwan University", "xAI"."""
    return bool(_INSTITUTION.search(text)) or text.strip()[:1].islower() or not organisation_words().isdisjoint(
        text.split()  # "Open AI"
    )


def csl_name(item: Mapping[Any, Any], shown: Callable[[Any], str] = str) -> str:
    """A CSL name (``given``/``family`` with particles, ``literal``; also ``first``/``last``, ``name``) as "First Last".

    >>> csl_name({"family": "Ölveczky", "given": "Peter Csaba"}), csl_name({"literal": "OpenAI"})
    ('Peter Csaba Ölveczky', 'OpenAI')
    >>> csl_name({"family": "Rio", "given": "Tiago", "dropping-particle": "del"})
    'Tiago del Rio'
    """
    if literal := item.get("literal") or item.get("name"):
        return shown(literal).strip()
    keys = ("given", "first", "dropping-particle", "non-dropping-particle", "family", "last")
    return " ".join(shown(item[k]).strip() for k in keys if item.get(k))


#: What a post calls itself before the paper's title ("Paper Review: ", "Paper notes - "), or a chapter's number.
_REVIEW_LEAD = re.compile(
    r"^(?:paper\s+(?:review|notes?|reading|summary)|chapter\s+\d{1,2}|full\s+article)\s*[:：.\-–]\s+(?=\S)", re.I
)


def drop_title_prefix(text: str) -> str:
    """A title without a short citation ("He et al. 2016: Deep Residual Learning …") or an arXiv page's id
    ("[2603.10469] DepthCache: …") before it.

    >>> drop_title_prefix("Ho and Salimans (2022) — Classifier-Free Diffusion Guidance")
    'Classifier-Free Diffusion Guidance'
    >>> drop_title_prefix("[2106.09685] LoRA: Low-Rank Adaptation of Large Language Models")
    'LoRA: Low-Rank Adaptation of Large Language Models'
    >>> drop_title_prefix("[발표 x]SPSG: Self-Supervised Photometric Scene Generation from RGB-D Scans")
    'SPSG: Self-Supervised Photometric Scene Generation from RGB-D Scans'
    >>> drop_title_prefix("Paper Review: Linformer: Self-Attention with Linear Complexity")
    'Linformer: Self-Attention with Linear Complexity'
    >>> drop_title_prefix("Full article: Reclaiming constructive alignment")
    'Reclaiming constructive alignment'
    """
    if text[:1] == "[":
        text = _ARXIV_PAGE.sub("", text)
        text = _LEAD_REMARK.sub("", text)  # "[발표 x]SPSG: Self-Supervised …": a remark, not the title's
    elif text[:1] in "PpCcFf":  # (and a Taylor & Francis page's title: "Full article: Reclaiming constructive …")
        text = _REVIEW_LEAD.sub("", text)  # "Paper Review: Linformer: …", "Chapter 2: Realism and …"
    # A short citation holds a year in its first words: skip the pattern for the titles that have none
    return _SHORT_CITE.sub("", text) if _DIGIT.search(text, 0, 48) or " et al" in text[:40] else text


#: "Hosios (1988) On the Efficiency of Matching …", "Oscar presents: Minsky (1977) Financial Instability Hypothesis",
#: "Duflo (2018) *The Economist as Plumber*", "Kosseim/Lapalme (1998) Choosing …", "Dollbaum 2021: Protest Event …":
#: a surname (or two, or "et al."), the year in brackets or before a colon, the title.
_SURNAME_YEAR_TITLE = re.compile(
    r"^(?:[^:：()]{1,30}[:：]\s*)?(?P<names>[A-Z][\w'’-]+(?: et al\.?|,? (?:and|&) [A-Z][\w'’-]+|/[A-Z][\w'’-]+)?)"
    r"(?:\s*\((?P<year>(?:19|20)\d\d)[a-z]?\)\s*[:：—–-]?|\s+(?P<colon_year>(?:19|20)\d\d)[a-z]?\s*[:：])"
    r"\s*(?P<title>[*_“\"]?[A-Z].{8,})$"
)


def surname_year_title(text: str) -> Reference | None:
    """A reading named by its author's surname and year before its title, as an economics syllabus writes it.

    >>> ref = surname_year_title("Oscar presents: Hosios (1988) On the Efficiency of Matching and Related Models")
    >>> ref.title, [a.name for a in ref.authors], ref.year
    ('On the Efficiency of Matching and Related Models', ['Hosios'], 1988)
    >>> surname_year_title("Results (2020) were good") is None
    True
    """
    match = _SURNAME_YEAR_TITLE.match(text.strip())
    if match is None:
        return None
    title = bare_title(match.group("title"))
    names = match.group("names").replace("/", " and ")
    parsed = split_authors(names) or (((Author(names, names),), True) if " " not in names else None)
    words = title.split()  # (two words will do when both are capitalised: "Markowitz (1952) Portfolio Selection")
    if parsed is None or len(words) < (2 if all(w[:1].isupper() for w in words) else 3):
        return None
    if names.casefold() in not_name_words():
        return None
    year = int(match.group("year") or match.group("colon_year"))
    return Reference(title, "surname (year) title", parsed[0], parsed[1], None, year)


def title_dash_surname_year(text: str) -> Reference | None:
    """A title, a dash, then its first author's surname and the year, as a reading list jots it down.

    >>> ref = title_dash_surname_year("Ideological Asymmetries and the Determinants of Politically Motivated "
    ...                               "Reasoning - Guay 2021")
    >>> ref.title, [a.name for a in ref.authors], ref.year
    ('Ideological Asymmetries and the Determinants of Politically Motivated Reasoning', ['Guay'], 2021)
    >>> title_dash_surname_year("Week 3 - Lab 2021") is None
    True
    """
    match = _TITLE_DASH_SURNAME_YEAR.fullmatch(text.strip())
    opening = match.group("title").lstrip("(\"'“‘") if match else ""  # ("(Almost) Everything in Moderation: …")
    if match is None or len(opening.split()) < 3 or not opening[:1].isupper():
        return None
    surname = match.group("surname")
    if surname.casefold() in not_name_words() or MONTH_NAME.fullmatch(surname):
        return None  # (nor "WebText2 includes January - October 2018")
    second = (Author(more, more),) if (more := match.group("more")) else ()
    title = bare_title(match.group("title"))
    authors, year = (Author(surname, surname), *second), int(match.group("year"))
    return Reference(title, "title - surname year", authors, match.group("etal") is None, None, year)


#: "Title - Surname 2021", "Title – Surname et al. 2019", "Title - Surname & Other (2020)"
_TITLE_DASH_SURNAME_YEAR = re.compile(
    r"(?P<title>.{12,300}?)\s+[-–—]\s+(?P<surname>[A-Z][a-zà-ÿ'’-]+)(?:\s+(?:&|and)\s+(?P<more>[A-Z][a-zà-ÿ'’-]+)"
    r"|\s+(?P<etal>et\.?\s+al\.?))?,?\s+\(?(?P<year>(?:19|20)\d\d)\)?\.?"
)


def bracketed_cite_title(text: str) -> Reference | None:
    """An author-year citation in brackets, a dash, then the title: a note's own reference to its paper.

    >>> ref = bracketed_cite_title("(Li et al., 2022) – *Robust Aggregation for Federated Learning*")
    >>> ref.title, [a.name for a in ref.authors], ref.complete, ref.year
    ('Robust Aggregation for Federated Learning', ['Li'], False, 2022)
    """
    match = _BRACKETED_CITE_TITLE.fullmatch(text.strip())
    if match is None:
        return None
    title = bare_title(match.group("title").strip(" *_"))
    names = match.group("names").strip(" ,")
    parsed = split_authors(names) or (((Author(names, names),), True) if _SURNAME_ONLY.fullmatch(names) else None)
    if parsed is None or len(title.split()) < 3 or not title[:1].isupper():
        return None
    return Reference(title, "(names, year) title", parsed[0], parsed[1], None, int(match.group("year")))


#: "(Li et al., 2022) – *Robust Aggregation for Federated Learning*"
_BRACKETED_CITE_TITLE = re.compile(
    r"\((?P<names>[A-Z][^()\d]{1,80}?),?\s+(?P<year>(?:19|20)\d\d)[a-z]?\)\s*[-–—:]\s*(?P<title>[*_\"“]?[A-Z].{8,300})"
)


def names_semicolon_title(text: str) -> Reference | None:
    """People, a semicolon, then a title, and nothing else: a seminar's reading ("Benjamin Pierce; Types and
    Programming Languages").

    >>> ref = names_semicolon_title("Robert Harper; Practical Foundations of Programming Languages")
    >>> ref.title, [a.name for a in ref.authors]
    ('Practical Foundations of Programming Languages', ['Robert Harper'])
    >>> names_semicolon_title("Mon 12; Week three") is None
    True
    """
    names, _, title = text.partition("; ")
    title = bare_title(title.strip())
    if not title or ";" in title or len(title.split()) < 3 or not title[:1].isupper():
        return None
    parsed = split_authors(names)
    if parsed is None or not all(is_name(a.name) for a in parsed[0]) or split_authors(title) is not None:
        return None
    return Reference(title, "names; title", parsed[0], parsed[1], None, None)


#: Surnames and a year opening a title with no mark between: "Lewontin 1970 The Units of Selection", "Axelrod and
#: Hamilton 1981. The Evolution of Cooperation."
_LEAD_SURNAME = r"[A-Z][a-z][\w'’-]*"
#: "Axelrod and Hamilton 1981. ", "Komeili, Shuster, and Weston 2021: ", "Rausch Ben-Nun et. al. 2021: "
_SURNAMES_YEAR_LEAD = re.compile(
    rf"^(?P<names>{_LEAD_SURNAME}(?:(?:,? (?:and|&) |, | ){_LEAD_SURNAME})*(?P<et_al> et\.? al\.?)?),?"
    # (or a dash: "Shaver 2008 - Organizational …"; a journal's short name before it: "Weinberg 2013, PhR - …")
    r" (?P<year>(?:19|20)\d\d)[a-z]?(?:, (?P<journal>[A-Z][A-Za-z&.]{1,11}) [-–—]|[.:]| [-–—])? (?=[A-Z])"
)
_LEAD_SEPARATOR = re.compile(r",? (?:and|&) |, | ")
#: A wiki link opening a line, the note of the names and year it shows: "[[Ghemawat & Pankaj 2002]]"
_WIKI_KEY_LEAD = re.compile(r"\[\[([^\[\]|]{3,60})\]\]")


def surnames_year_lead(text: str) -> tuple[str, tuple[tuple[Author, ...], bool], int, str | None] | None:
    """A title, and the surnames and year a reading list prints before it with nothing between (a journal's short
    name perhaps after the year), else None.

    >>> title, (names, complete), year, journal = surnames_year_lead("Axelrod and Hamilton 1981. The Evolution of …")
    >>> title, [a.name for a in names], complete, year, journal
    ('The Evolution of …', ['Axelrod', 'Hamilton'], True, 1981, None)
    >>> surnames_year_lead("Rozo et al. 2011, ApJ - Stacked Weak Lensing Mass Calibration")[2:]
    (2011, 'ApJ')
    >>> surnames_year_lead("Deep Learning 2016 Tutorial Notes") is None, surnames_year_lead("ResNet 2016 Deep Residual")
    (True, None)
    >>> [a.name for a in surnames_year_lead("Lester, Al-Rfou, and Constant 2021: The Power of Scale for …")[1][0]]
    ['Lester', 'Al-Rfou', 'Constant']
    """
    match = _SURNAMES_YEAR_LEAD.match(text)
    if match is None or len(text[match.end() :].split()) < 2:
        return None
    names = match.group("names")[: match.start("et_al")] if match.group("et_al") else match.group("names")
    surnames = _LEAD_SEPARATOR.split(names)
    # (two surnames side by side only before "et al.": "Deep Learning 2016 …" is no pair of names)
    if re.search(r"\w \w", names.replace(" and ", ",")) and not (match.group("et_al") and len(surnames) == 2):
        return None
    if not all(_surname_alone(part) for n in surnames for part in n.split("-")):  # "Lee-Thorp", "Al-Rfou"
        return None
    complete = not match.group("et_al")
    names_of_lead = (tuple(Author(n, n) for n in surnames), complete)
    return text[match.end() :], names_of_lead, int(match.group("year")), match.group("journal")


def short_citation(text: str) -> tuple[tuple[Author, ...], bool, int] | None:
    """The names and year of a short citation before a title ("Bashivan et al (2019) - Neural population …").

    >>> names, complete, year = short_citation("Ho and Salimans (2022) — Classifier-Free Diffusion Guidance")
    >>> [a.name for a in names], complete, year
    (['Ho', 'Salimans'], True, 2022)
    """
    match = _SHORT_CITE.match(text) if _DIGIT.search(text, 0, 48) else None
    year = _YEAR.search(text, 0, match.end()) if match else None
    if match is None or year is None:
        return None
    parsed = split_authors(text[: year.start()].strip(" ,(["))
    return (parsed[0], parsed[1], int(year.group(1))) if parsed and parsed[0] else None


def drop_site_suffix(text: str) -> str:
    """A clipped page's title without the site's name after it: "… | IEEE Journals & Magazine | IEEE Xplore".

    >>> drop_site_suffix("Differentiable Neural Network Architecture Search | OpenReview")
    'Differentiable Neural Network Architecture Search'
    """
    if " | " in text or " - " in text or " – " in text:
        while (cut := _site_suffix().sub("", text)) != text:
            text = cut
    return text


@lru_cache(maxsize=1)
def _site_suffix() -> re.Pattern[str]:
    sites = "|".join(re.escape(site) for site in load_json("data/cite.json")["page_title_sites"])
    return re.compile(rf"\s+[|–—-]\s+(?:{sites})\s*$", re.IGNORECASE)


def is_publisher(name: str) -> bool:
    """Whether a venue part names who printed a book: a press, or a place and a publisher.

    >>> is_publisher("London: Weidenfeld & Nicolson"), is_publisher("MIT Press"), is_publisher("Physica A: Statistics")
    (True, True, False)
    >>> is_publisher("М.: Наука"), is_publisher("М., Мир")
    (True, True)
    """
    return bool(_PUBLISHER_WORDS.search(name) or _place_publisher().match(name))


@lru_cache(maxsize=1)
def _place_publisher() -> re.Pattern[str]:
    places = "|".join(re.escape(p) for p in load_json("data/cite.json")["publisher_places"])
    # (Russian style abbreviates Moscow, Leningrad and St Petersburg, a comma may stand for the colon: "М., Мир")
    # (several places, "etc." perhaps after them: "New York, London, New Delhi etc.: Bloomsbury Academic")
    more = r"(?:\s*,\s*[A-Z][\w.]*(?: [A-Z][\w.]*)?)*(?:\s+etc\.?)?"
    return re.compile(rf"(?:{places}){more}\s*:\s*[A-Z]|(?:М|Л|СПб)\.\s*[:,]?\s*[А-ЯЁ]")


@lru_cache(maxsize=1)
def organisations() -> frozenset[str]:
    """Companies and universities a "(Name YEAR)" tag names instead of a venue, casefolded (``data/cite.json``)."""
    return frozenset(name.casefold() for name in load_json("data/cite.json")["organisations"])


@lru_cache(maxsize=1)
def benchmarks() -> frozenset[str]:
    """Datasets an acronym and a year name ("VOC 2007"), no venue edition (``data/cite.json``)."""
    return frozenset(load_json("data/cite.json")["benchmarks"])


@lru_cache(maxsize=1)
def organisation_words() -> frozenset[str]:
    """Words that make a name an organisation's ("University", "Research", "AI"), from ``data/cite.json``."""
    return frozenset(load_json("data/cite.json")["organisation_words"])


@lru_cache(maxsize=1)
def not_name_words() -> frozenset[str]:
    """Words that are never part of a person's name ("Deep", "Diffusion", "Survey"), from ``data/cite.json``."""
    return frozenset(load_json("data/cite.json")["not_name_words"])


@lru_cache(maxsize=16384)  # the same names come back in every citation that lists them
def one_surname(text: str) -> bool:
    """Whether a text is one capitalised surname alone ("Wadler", "Lazebnik", "Mac-Lane").

    >>> one_surname("Wadler"), one_surname("wadler"), one_surname("Deep Learning")
    (True, False, False)
    """
    return text[:1].isupper() and _SURNAME.fullmatch(text) is not None


def surnames_comma_title(text: str) -> tuple[tuple[Author, ...], str] | None:
    """Surnames alone before a title, parted by commas, as a link's text names a paper: "Bengio, On Training Deep
    Boltzmann Machines (2012)", "GoodFellow, Bengio, Multi-Prediction Deep Boltzmann Machines".

    >>> names, title = surnames_comma_title("Bengio, On Training Deep Boltzmann Machines (2012)")
    >>> [a.name for a in names], title
    (['Bengio'], 'On Training Deep Boltzmann Machines (2012)')
    >>> surnames_comma_title("GoodFellow, Bengio, Multi-Prediction Deep Boltzmann Machines")[1]
    'Multi-Prediction Deep Boltzmann Machines'
    >>> surnames_comma_title("Attention, Please: A Study"), surnames_comma_title("Smith, John")
    (None, None)
    """
    parts = text.split(", ")
    led = 0  # the surnames opening the text, the longest run first
    while led < min(len(parts) - 1, _LEAD_SURNAMES) and (_surname_alone(parts[led]) or _SURNAME_CAMEL.fullmatch(
        parts[led]
    )):
        led += 1
    for k in range(led, 0, -1):
        title = ", ".join(parts[k:])
        if len(title.split()) >= _LED_TITLE_WORDS and title[:1].isupper() and not split_authors(title):
            return tuple(Author(p, p) for p in parts[:k]), title
    return None


#: The most surnames before a title in a link's text, the fewest words of the title; a surname in camel case as typed
#: ("GoodFellow")
_LEAD_SURNAMES, _LED_TITLE_WORDS = 4, 3
_SURNAME_CAMEL = re.compile(r"[A-Z][a-z]+[A-Z][a-z]+")


def _surname_alone(text: str) -> bool:
    """A surname a list prints alone: one capitalised word in lower case after its capital, no subject word nor
    organisation ("Moggi", "Broni-Bedaiko", not "ResNet", "Attention" or "Google")."""
    parts = text.split("-")
    return (
        one_surname(text)
        and all(p[:1].isupper() and p[1:].islower() for p in parts)
        and text.casefold() not in _not_alone()
    )


@lru_cache(maxsize=1)
def _not_alone() -> frozenset[str]:
    """Words a capitalised word alone in brackets is not a surname for: subject words and organisations ("(Google)")."""
    return not_name_words() | organisations()


def is_name(text: str) -> bool:
    """Whether a text is one person's name: two to five capitalised words or initials, particles allowed,
    none of them a subject word (``data/cite.json``).

    >>> [is_name(t) for t in ["Ashish Vaswani", "A. Vaswani", "Ludwig van Beethoven", "Deep residual learning"]]
    [True, True, True, False]
    >>> is_name("Bayesian Methods"), is_name("ZHANG Wei")
    (False, True)
    >>> is_name("Jean-Baptiste Alayrac"), is_name("J.-B. Alayrac"), is_name("김민수"), is_name("In CVPR")
    (True, True, True, False)
    >>> is_name("김 민수"), is_name("이 장이 받는 학생은"), is_name("George C diCenzo")
    (True, False, True)
    """
    words = text.replace(".", ". ").split()
    if not 1 <= len(words) <= 6 or words[0].endswith("-"):  # ("AutoRec- Autoencoders Meet …": a title's words)
        return False
    if len(words) == 1:  # a CJK name is one word (an emoji none: "✨")
        return not text.isascii() and len(text) <= 6 and any(c.isalpha() for c in text)
    caseless = [w for w in words if caseless_letter(w)]
    if caseless and (len(words) > 2 or len("".join(caseless)) > 6):
        return False  # "이 장이 받는 학생은" is a clause; "김 민수" may be a name
    if words[0].casefold().rstrip(".") in ("in", "proc", "proceedings", "the", "an", "on", "to") and (
        words[0] != "An" or len(words) != 2  # ("An Ping" is a name, "An Empirical Study" none)
    ):
        return False
    not_names = not_name_words()
    if (
        any(w.casefold() in not_names for w in words)
        or sum(w.isalpha() and w.isupper() and len(w) >= 3 for w in words) > 1
        or any(_MODEL_WORD.search(w) for w in words)  # "Fast R-CNN", "Mask R-CNN" name models, not people
    ):
        return False
    return all(_name_word(w) or w.casefold() in _PARTICLES for w in words)


#: Initials and one surname, which may be a word as well ("S. Best"): a name whatever the word in a long list.
_INITIALS_THEN_WORD = re.compile(r"(?:[A-Z]\.\s?){1,3}[A-Z][a-z]{2,}")
_LONG_LIST = 4


def _is_surname(text: str) -> bool:
    """One to three capitalised words (particles allowed), none a subject word: "Van Gool", not "progress in".

    >>> _is_surname("Van Gool"), _is_surname("tracking progress in")
    (True, False)
    """
    words = text.split()
    not_names = not_name_words()
    return 1 <= len(words) <= 3 and all(
        (_name_word(w) or w.casefold() in _PARTICLES) and w.casefold() not in not_names for w in words
    )


def caseless_letter(text: str) -> bool:
    """Whether text starts with a letter of a script without case (Hangul, kana, Han)."""
    return text[:1].isalpha() and not text[:1].isupper() and not text[:1].islower()


#: What no word of a person's name looks like: a suffix of English derivation ("Vectorized", "Massively",
#: "Optimization") or an acronym before a lower-case word ("NUMA-aware"; "Kai-wing", "Xiao-ying" are names)
_WORD_NOT_NAME = re.compile(r"(?:[iy]z(?:ed|ing)|i[sz]ation|ically|ively|ility)s?$|^[A-Z]{2,}-[a-z]{3,}")


def _name_word(word: str) -> bool:
    """A capitalised word of letters (any script), full stops, hyphens and apostrophes, or a caseless script's word
    ("Whitesides의", a Latin name with a particle glued on, is none)."""
    core = word.lstrip("-")
    if not _NAME_CHARS.fullmatch(core) or (core.isascii() and _WORD_NOT_NAME.search(core)):
        return False
    if core[0].isascii() and not core.isascii() and any(caseless_letter(c) for c in core):
        return False
    # (a particle glued to a surname's capital: "diCenzo", "deGrasse", "vanRossum")
    if core[0].isupper() or (core[0].isalpha() and not core[0].islower() and not core.isascii()):
        return True
    return not core.islower() and _GLUED_PARTICLE.match(core) is not None  # (cheap first: most words are lower case)


_GLUED_PARTICLE = re.compile(r"(?:di|de|da|du|la|le|van|von)[A-Z][a-z]")


def _is_initials(text: str) -> bool:
    """ "A.", "A. N.", "J.-P.", "Ł." (capitals with full stops, or one bare capital); "He" and "Li" are names.

    >>> [_is_initials(t) for t in ("A.", "A.N.", "J.-P.", "Ł.", "N", "He", "Li")]
    [True, True, True, True, True, False, False]
    """
    pieces = [p for p in re.split(r"[\s.-]+", text.strip()) if p]
    if not pieces or len(pieces) > 4 or not all(len(p) <= 2 and p.isupper() for p in pieces):
        return False
    return "." in text or (len(pieces) == 1 and len(pieces[0]) == 1)


#: Initials printed with no stops after a surname and a comma: "MT", "S", "AS".
_BARE_INITIALS = re.compile(r"[A-Z]{1,3}")
_AND_LAST = re.compile(r"^[^&]*?(?<! and)(?:,?\s+and\s+|\s*&\s*)[A-Z][\w'’-]+$")


_COMMAS = re.compile(r"\s*(?:,\s*)+")


def marks_apart(text: str) -> str:
    """Names whose affiliation marks part them, the marks made commas.

    >>> marks_apart("Yuliang Xiu1 Jinlong Yang1 Xu Cao2"), marks_apart("Guangkai Xu2,∗ and Linlin Ou1")
    ('Yuliang Xiu, Jinlong Yang, Xu Cao', 'Guangkai Xu, and Linlin Ou')
    """
    return _COMMAS.sub(", ", _AFFILIATION_MARKS.sub(",", text)).strip(" ,")


_CJK_COMMAS = re.compile(r"[、，]")


def split_authors(text: str) -> tuple[tuple[Author, ...], bool] | None:
    """Ordered authors of an author list in any common style, or None when it is not a list of names.

    Returns the authors (display form first name first, the printed form kept) and whether the
    list is complete (no "et al.").

    >>> def names(t): return [a.name for a in split_authors(t)[0]]
    >>> names("Vaswani, Ashish, Noam Shazeer, and Niki Parmar")
    ['Ashish Vaswani', 'Noam Shazeer', 'Niki Parmar']
    >>> names("Vaswani, A., Shazeer, N., & Parmar, N.")
    ['A. Vaswani', 'N. Shazeer', 'N. Parmar']
    >>> names("A. Vaswani, N. Shazeer, and N. Parmar")
    ['A. Vaswani', 'N. Shazeer', 'N. Parmar']
    >>> names("Ma, Xiaojian and Yong, Silong"), names("Alchian, Armen A., and Kessel, Reuben A.")
    (['Xiaojian Ma', 'Silong Yong'], ['Armen A. Alchian', 'Reuben A. Kessel'])
    >>> names("He, Kaiming; Zhang, Xiangyu"), names("Hochreiter and Schmidhuber")
    (['Kaiming He', 'Xiangyu Zhang'], ['Hochreiter', 'Schmidhuber'])
    >>> [a.name for a in split_authors("Lirui Wang, Yiyang Ling, et al., Xiaolong Wang")[0]]
    ['Lirui Wang', 'Yiyang Ling', 'Xiaolong Wang']
    >>> split_authors("Kaiming He, Xiangyu Zhang, et al.")[1], split_authors("Deep residual learning") is None
    (False, True)
    >>> names("Ashish Vaswani*, Jakob Uszkoreit1,2, Caiming Xiong3†")
    ['Ashish Vaswani', 'Jakob Uszkoreit', 'Caiming Xiong']
    >>> names("张博航 盖景初 杜逸恒 叶启威 贺笛 王立威"), names("郭斌、丁亚三、姚丽娜")
    (['张博航', '盖景初', '杜逸恒', '叶启威', '贺笛', '王立威'], ['郭斌', '丁亚三', '姚丽娜'])
    >>> names("van den Oord, Aaron, Nal Kalchbrenner"), names("Tabak, E. G., and Cristina V. Turner")
    (['Aaron van den Oord', 'Nal Kalchbrenner'], ['E. G. Tabak', 'Cristina V. Turner'])
    >>> names("Ribeiro, MT, Singh, S, and Guestrin, C"), names("Sewell, William Jr.")
    (['MT Ribeiro', 'S Singh', 'C Guestrin'], ['William Sewell Jr.'])
    >>> names("Key, Jr., V.O."), names("David, Richard J. and James W. Collins, Jr.")
    (['V.O. Key Jr.'], ['Richard J. David', 'James W. Collins Jr.'])
    >>> names("De Domenico, Manlio, and Jacob Biamonte"), names("Bueno de Mesquita, Bruce and Smith, Alistair")
    (['Manlio De Domenico', 'Jacob Biamonte'], ['Bruce Bueno de Mesquita', 'Alistair Smith'])
    >>> names("L. Lao, S. Kruger, & the EFIT-AI Team")
    ['L. Lao', 'S. Kruger', 'the EFIT-AI Team']
    """
    if (group := _GROUP_AUTHOR_END.search(text)) and (people := split_authors(text[: group.start()])):
        # "L. Lao, …, S. Williams, & the EFIT-AI Team": a group signs last
        return (*people[0], Author(group.group(1), group.group(1))), people[1]
    parsed = _split_authors(text)
    if parsed is None or not any(_GENERATION_INSIDE.search(a.name) for a in parsed[0]):
        return parsed
    # "Sewell, William Jr." turned about: the generation closes the name ("William Sewell Jr.")
    moved = (Author(_GENERATION_INSIDE.sub(r"\2 \1", a.name), a.raw) for a in parsed[0])
    return tuple(moved), parsed[1]


#: A group closing a list of names: ", & the EFIT-AI Team", " and the LIGO Scientific Collaboration"
_GROUP_AUTHOR_END = re.compile(
    r",?\s*(?:&|\band)\s+(the\s+[\w&.'’ -]{2,40}?\s+(?:Team|Consortium|Collaboration|Group|Initiative|Project))\s*$"
)
#: A generation printed as a part of its own: "Key, Jr., V.O." (between a surname and the given names turned
#: after it) and "James W. Collins, Jr." (closing a name)
_GENERATION_TURNED = re.compile(
    r"^(?P<surname>[^,]+),\s*(?P<gen>Jr\.?|Sr\.?|II|III|IV),\s*(?P<given>[^,&]+?)(?=,|\s+and\s|\s*&|$)"
)
_GENERATION_PART = re.compile(r",\s*(Jr\.?|Sr\.?|II|III|IV)(?=\s*(?:,|&|$)|\s+and\s)")
#: A generation printed after the given names, so inside a name turned about: "William Jr. Sewell"
_GENERATION_INSIDE = re.compile(r"\b(Jr\.?|Sr\.?|II|III|IV)\s+([^\W\d_][\w'’-]+)$")


#: A name's closing full stop, unless it closes an initial ("Hayes, R. L." keeps it, "Zhang, Xiangyu." not)
NAME_STOP = re.compile(r"(?<!\b[A-Z])\.$")
_SEMICOLON_PARTS = re.compile(r";|\s+(?:&|and)\s+(?=[^,;&]+,[^,;&]+$)")


#: An affiliation in brackets after a name, before the next name or the end: "Eder Ollora Zaballa (Technical
#: University of Denmark), Zifan Zhou (…)", "Giulio Mori (ISTI-CNR; University of Pisa) and …" (not a year)
_BRACKETED_AFFILIATION = re.compile(
    r"(?<=[^\W\d_])\s*\((?![^()]*\b(?:19|20)\d\d\b)[^()]{2,100}\)(?=\s*(?:,|;|&|\band\b|\.?$))"
)


def _split_authors(text: str) -> tuple[tuple[Author, ...], bool] | None:
    if "[[" in text:  # "[[Orlando Alvarez]] and I. M. Singer": names linked to their wiki pages
        text = WIKI_LINK.sub(lambda link: link.group(2) or link.group(1), text)
    text = " ".join(text.split()).strip(_PART_EDGE)
    if text.endswith("："):
        return None  # "郑金鹏：CLIPCleaner …": a journal club's presenter before the title
    if ("、" in text or "，" in text) and all(
        _HAN_NAME.fullmatch(p.strip()) or (p.isascii() and is_name(p.strip())) for p in _CJK_COMMAS.split(text)
    ):
        # "郭斌、丁亚三、姚丽娜", "Kashun Shum， Junxian He": a CJK comma parts names
        text = _CJK_COMMAS.sub(", ", text)
    if any(c.isdigit() or c in _MARK_CHARS for c in text):
        # "…, Jianfeng Gao2; 1UCLA, 2Microsoft Research, …": the affiliations the marks number, after the names
        text = _NUMBERED_AFFILIATIONS.sub("", text)
        text = _AFFILIATION_MARKS.sub("", text)  # "Caiming Xiong1", "Jakob Uszkoreit1,2": a paper's byline pasted
    if "+" in text:
        text = _EQUAL_MARK.sub("", text)
    if "Jr" in text or "Sr" in text or "I," in text or text.endswith("I"):
        text = _GENERATION_PART.sub(r" \1", _GENERATION_TURNED.sub(r"\g<surname>, \g<given> \g<gen>", text))
    if "al.," in text and _MID_ET_AL.search(text):
        text = _MID_ET_AL.sub(", …,", text)  # "…, Caelan Garrett, et al., Dieter Fox": names left out, then the last
    complete = not ET_AL.search(text) and not _ELLIPSIS.search(text)
    # "Bennett, E. M., … Sorlin, S.": the names left out stand between two names, a comma's place
    # "Gomez, A. N., ... & Polosukhin, I.", "Bennett, E. M., … Sorlin, S.": names left out, a comma's place
    text = _ELLIPSIS.sub(", ", ET_AL.sub("", text)).strip(_PART_EDGE)
    if not text:
        return None
    words = text.split()
    if len(words) >= 3 and all(_HAN_NAME.fullmatch(w) for w in words):
        return tuple(Author(w, w) for w in words), complete  # "张博航 盖景初 杜逸恒": Chinese names one a word
    if ";" in text and "," in text:  # "Last, First; Last, First"
        authors = []
        # (the last name after "&" or "and": "Hayes, R. L.; Vilseck, J. Z. & Brooks III, C. L.")
        for part in (NAME_STOP.sub("", p.strip(_PART_EDGE)) for p in _SEMICOLON_PARTS.split(text)):
            part = re.sub(r"^(?:and|&)\s+", "", part)
            last, _, first = part.partition(",")
            name = f"{first.strip()} {last.strip()}".strip()
            if not is_name(name):
                return None
            authors.append(Author(name, part))
        return tuple(authors), complete
    parts = [_part(p) for p in _AND.split(text) if p.strip(_PART_EDGE)]
    if not parts:
        return None
    if not complete and len(parts) == 1 and _SURNAME.fullmatch(parts[0]):  # "Dahl et al."
        return (Author(parts[0], parts[0]),), complete
    # APA: surname, initials, surname, initials ... (the initials may lack their stops: "Ribeiro, MT, Singh, S")
    if (
        len(parts) >= 2
        and all(_is_initials(p) or _BARE_INITIALS.fullmatch(p) for p in parts[1::2])
        and not any(_is_initials(p) or _BARE_INITIALS.fullmatch(p) for p in parts[::2])
    ):
        pairs = list(zip(parts[::2], parts[1::2], strict=False))
        if len(parts) % 2 == 0 and all(is_name(f"{i} {s}") for s, i in pairs):
            return tuple(Author(f"{_spaced(i)} {s}", f"{s}, {i}") for s, i in pairs), complete
        if len(parts) % 2 == 0 or " " not in parts[-1]:
            return None  # (an odd count ending in a whole name is MLA: "Tabak, E. G., and Cristina V. Turner")
    # Surnames only, joined by "and" ("Hochreiter and Schmidhuber"): a list of two or three without commas, or any
    # number with the "and" before the last only ("Lee, Peirsman, Chang, Chambers, Surdeanu, and Jurafsky").
    # ("SB and Zamar": a surname may be shortened to its capitals, "Salibian-Barrera")
    lone = [_lone_surname(_unparticled(p)) for p in parts]
    surnames = len(parts) >= 2 and any(lone) and all(
        a or _SHORT_SURNAME.fullmatch(p) for a, p in zip(lone, parts, strict=True)
    )
    surnames = surnames and (all(lone) or not any(p.casefold() in organisations() for p in parts))  # "UW & Microsoft"
    if surnames and (("," not in text and len(parts) <= 3) or _AND_LAST.search(text) or _bare_surnames(parts, text)):
        return tuple(Author(p, p) for p in parts), complete
    # An even count, every other part one word: surname, given names pairs ("Ma, Xiaojian and Yong, Silong",
    # "Alchian, Armen A., and Kessel, Reuben A.")
    if (
        len(parts) >= 2
        and len(parts) % 2 == 0
        and "," in text  # (a surname turned before its given names has a comma after it: not "Bruening and Al Khalaf")
        and all(_turned(s, g) for s, g in zip(parts[::2], parts[1::2], strict=True))
        and not any(_is_initials(p) for p in parts)
    ):
        pairs = list(zip(parts[::2], parts[1::2], strict=True))
        if all(is_name(f"{g} {s}") for s, g in pairs):
            return tuple(Author(f"{g} {s}", f"{s}, {g}") for s, g in pairs), complete
    # Vancouver / GB/T 7714: every name a surname then bare initials ("Chandran P, Zoss G").
    if all(_SURNAME_INITIALS.match(p) for p in parts) and any(" " in p for p in parts):
        found = [m.groupdict() for p in parts if (m := _SURNAME_INITIALS.match(p))]
        names = tuple(Author(f"{n['initials']} {n['surname']}", f"{n['surname']} {n['initials']}") for n in found)
        return names, complete
    authors = []
    start = 0
    # MLA / Chicago: the first author inverted ("Vaswani, Ashish, Noam Shazeer"): a one-word surname, then given names;
    # a two-word surname when "et al." follows ("Vera Alvarez, Roberto, et al.")
    if (
        len(parts) >= 2
        and (
            _turned(parts[0], parts[1])  # "van den Oord, Aaron, Nal Kalchbrenner, …"
            or (len(parts) == 2 and not complete and " " not in parts[1])
        )
        and (len(parts) == 2 or " " in parts[2])
        and text[len(parts[0]) : len(parts[0]) + 1] == ","  # (not "Bruening and Al Khalaf": a comma turns a name)
        and is_name(f"{parts[1]} {parts[0]}")
    ):
        # (a one-word surname is no name alone: "Chen, Dave Zhenyu" is one person)
        authors.append(Author(f"{parts[1]} {parts[0]}", f"{parts[0]}, {parts[1]}"))
        start = 2
    # "Breschi M, Perego A, …, [[David Radice]], Vescovi D": surnames before initials among full names (two at least,
    # so "Shahul ES" alone among full names stays as printed)
    ending = [p for p in parts[start:] if p[-1:].isupper() or p.endswith(".")]  # cheap: most names end lower-case
    vancouver = len(ending) >= 2 and sum(bool(_SURNAME_INITIALS.match(p)) for p in ending) >= 2
    for part in parts[start:]:
        if not is_name(part) and not (len(parts) >= _LONG_LIST and _INITIALS_THEN_WORD.fullmatch(part)):
            return None  # (among many names, initials make a name of a word: "…, R. J. Beeber, S. Best, R. Goldberg")
        turned = _SURNAME_INITIALS.match(part) if vancouver and (part[-1:].isupper() or part.endswith(".")) else None
        if turned and _is_surname(turned.group("surname")) and turned.group("surname")[-1:].islower():
            authors.append(Author(f"{_spaced(turned.group('initials'))} {turned.group('surname')}", part))
        else:
            authors.append(Author(part, part))
    return tuple(authors), complete


#: A surname shortened to its capitals among surnames: "SB" (Salibian-Barrera) in "SB and Zamar"
_SHORT_SURNAME = re.compile(r"[A-Z]{2,3}")


def _turned(surname: str, given: str) -> bool:
    """Whether two parts of a list may be one name turned about: a surname of one word with its particles, then the
    given names ("De Domenico", "Manlio"); a particle in capitals opening it may be a given name ("Di Wu, Xiaoming
    Li"), so the given names are then one word.

    >>> _turned("De Domenico", "Manlio"), _turned("Bueno de Mesquita", "Bruce"), _turned("Di Wu", "Xiaoming Li")
    (True, True, False)
    """
    if not _TURNED_SURNAME.fullmatch(surname):
        return False
    return " " not in surname or surname[0].islower() or " " not in given


def _bare_surnames(parts: list[str], text: str) -> bool:
    """Whether one-word names with no "and" are surnames: four or more ("Mintz, Bills, Snow, Jurafsky"); three or
    five, which no pairs of surname and given name make ("Bielik, Raychev, Vechev"); or a given name's place opening
    with a particle ("Peng, Abbeel, Levine, Van de Panne") — those two spelt as surnames are ("GroupPose" is none)."""
    if re.search(r"\band\b|&", text):
        return False
    if len(parts) >= 4:
        return True
    particled = any(" " in p and _ANY_CASE_PARTICLES.match(p) for p in parts[1::2])
    return (len(parts) % 2 == 1 or particled) and all(_PLAIN_SURNAME.fullmatch(_unparticled(p)) for p in parts)


def _unparticled(name: str) -> str:
    """A name without the particles it opens with ("Van de Panne" → "Panne"); one word stays as it is."""
    return _ANY_CASE_PARTICLES.sub("", name) if " " in name else name


def _lone_surname(text: str) -> bool:
    """One capitalised word, not in capitals: "Zdancewic", "Panne" (of "Van de Panne")."""
    return bool(_SURNAME.fullmatch(text)) and text[0].isupper() and not text.isupper()


def _part(text: str) -> str:
    """One name of a list: edge punctuation dropped, a final period kept only after an initial ("N.")."""
    text = text.strip(_PART_EDGE)
    last = text.rsplit(" ", 1)[-1]
    return text[:-1] if text.endswith(".") and len(last) > 3 and not _is_initials(last) else text


def _spaced(initials: str) -> str:
    """ "A.B." -> "A. B." (initials as printed, one space apart)."""
    return " ".join(initials.replace(".", ". ").split())


#: An issue of an ACM journal of conference papers named for its conference: "Proceedings of the ACM on Programming
#: Languages, vol. 6, no. OOPSLA2, Oct. 2022", "Proc. ACM Manag. Data … no. SIGMOD".
_PACM_ISSUE = re.compile(r"Proceedings of the ACM on [\w ,&-]{3,60}?,\s*vol\.\s*\d+,\s*no\.\s*([A-Z]{3,8})\d?\b")


def venue_and_year(rest: str) -> tuple[VenueEdition | None, int | None]:
    """The venue edition and year printed in what follows a citation's title ("Expert Systems with Applications,
    2022", "2024 IEEE 14th Annual Computing and Communication Workshop and Conference (CCWC)")."""
    if (submitted := _SUBMITTED.search(rest)) is not None:  # an arXiv page's "[Submitted on …, last revised …]"
        rest = rest[: submitted.start()] + submitted.group(1)
    if "Proceedings of the ACM on" in rest and (issue := _PACM_ISSUE.search(rest)):
        rest = f"{issue.group(1)} {rest[issue.end() :]}"  # "…, vol. 7, no. PLDI, June 2023": that conference's issue
    venue = find_venue(rest)
    year = venue.year if venue else printed_year(rest)
    if venue is None and year is not None and (titled := _IN_TITLED.search(rest)):
        venue = VenueEdition(series, year) if (series := find_series(titled.group(1).upper())) else None
    if venue is None and year is not None and (acronym := _ACRONYM_EDITION.search(rest)):
        venue = VenueEdition(acronym.group(1), year)  # "in Database Theory — ICDT 2001": the acronym is its name
    elif venue is None and year is None and (short := _ACRONYM_SHORT_YEAR.fullmatch(rest.strip(" .,"))):
        year = full_year(short.group(2))  # "TOPLAS'80", a series the venue table does not know
        venue = VenueEdition(short.group(1), year)
    if venue is None and year is not None and (italic := _ITALIC_LEAD.match(rest)) and "," in italic.group(2):
        venue = VenueEdition(italic.group(2).strip(" ."), year)  # ", _Medicine, Health Care and Philosophy_ 15, …"
    if venue is None and year is not None and (name := printed_venue(rest)):
        venue = VenueEdition(name, year)
    elif (
        venue is not None
        and venue.series == "arXiv"
        and (name := printed_venue(rest))
        and 0 <= rest.find(name) < rest.casefold().find("arxiv")
        and find_series(name) != "arXiv"
    ):
        venue = VenueEdition(name, venue.year)  # "In: Automatica 79 (May 2017), …. arXiv: 1610.02323": its journal
    elif (
        venue is not None
        and venue.series == "arXiv"
        and (later := _LATER_JOURNAL.search(rest))
        and (name := printed_venue(later.group(1)))
        and (year := printed_year(later.group(1)) or year)
    ):
        # "arXiv:2109.14928v1 [Quantum 6, 758 (2022)]": the preprint, then the journal that printed it
        venue = find_venue(later.group(1)) or VenueEdition(name, year)
    elif (
        venue is not None
        and venue.series in ONE_WORD_JOURNALS
        and (name := printed_venue(rest))
        and venue.series.casefold() in name.casefold()
    ):
        # "Nature human behaviour 5.4 (2021)", "Statistical Science": another journal whose name holds the word
        venue = venue if name.casefold() == venue.series.casefold() else VenueEdition(name, venue.year)
    return venue, year


#: A journal's volume in brackets after an arXiv id: "arXiv: 1605.03590v2 [PNAS, 114: 7555-7560 (2017)]"
_LATER_JOURNAL = re.compile(r"arXiv\s*:?\s*[\w./-]+\s*\\?\[([^\[\]]{4,100}?\b(?:19|20)\d\d\)?)\\?\]", re.IGNORECASE)


#: A book's place of printing and its publisher: "New York, NY: Oxford University Press", "Chicago: U. of Chicago P."
_PLACE_PUBLISHER = re.compile(
    r"^[\s.,]*[A-Z][A-Za-z .'-]{2,30}(?:,\s*[A-Z]{2,})?\s*:\s*(?=[A-Z])[^.;:]{0,60}?"
    r"\b(?:Press|Publish\w*|Books|Verlag|Routledge|Wiley|Springer|Elsevier|SAGE|Sage|Norton|Penguin|House|Blackwell)\b"
)


#: A place, then a publisher: "New York, NY: Adams-Bannister-Cox.", "Cambridge. Cambridge Univ. Press."
_PLACE_THEN_PRESS = re.compile(
    r"^[\s.,]*(?:[A-Z][A-Za-z .'-]{2,30},\s*[A-Z]{2}\s*:\s*[A-Z]"
    r"|[A-Z][a-z]+\.\s+[^.]{0,30}\bUniv(?:ersity|\.)? Press\b)"
)
_RETRIEVED = re.compile(r"^[\s.,]*(?:Retrieved|Available) (?:from|at)\b", re.IGNORECASE)
#: A volume's word closing a journal's name, emphasis marks before it: "Philology_ Vol", "Congress Volume"
_VOLUME_TAIL = re.compile(r"[\s_*,]+(?:[Vv]ol|[Vv]olume)\.?$")


def printed_venue(rest: str) -> str | None:
    """The venue a citation prints after its title when the venue table does not know it.

    A short name in brackets wins ("… Security (TISSEC) 13.1 (2009)"); else the words before the
    volume, year or publisher, "In:" and "Proceedings of the" dropped.

    >>> printed_venue("In: ACM Transactions on Information and System Security (TISSEC) 13.1 (2009), pp. 1–40.")
    'TISSEC'
    >>> printed_venue("In: IEEE Access (2018)."), printed_venue("In: Acm Sigplan Notices 49.6 (2014), pp. 259–269.")
    ('IEEE Access', 'Acm Sigplan Notices')
    >>> printed_venue("In: Proceedings of the 2004 ACM workshop on Rapid malcode. 2004, pp. 43–53.")
    'ACM workshop on Rapid malcode'
    >>> printed_venue("2016, pp. 1-9.") is None, printed_venue("New York, NY: Oxford University Press.") is None
    (True, True)
    >>> printed_venue("Cambridge: Blackwell.") is None, printed_venue("New York, NY: Adams-Bannister-Cox.") is None
    (True, True)
    >>> printed_venue("Cambridge. Cambridge Univ. Press.[LRS].") is None
    True
    >>> printed_venue("Retrieved from http://philpapers.org/rec/BRONCF") is None
    True
    >>> printed_venue("In *European Conference on Principles of Data Mining and Knowledge Discovery* pp. 15-27.")
    'European Conference on Principles of Data Mining and Knowledge Discovery'
    >>> printed_venue("ACM Trans. Access. Comput. 3, 3, Article 9 (April 2011), 27 pages.")
    'ACM Trans. Access. Comput'
    >>> printed_venue("Ecological Applications: e2694"), printed_venue("Springer Neural Computing and Applications")
    ('Ecological Applications', 'Neural Computing and Applications')
    >>> printed_venue("_American Journal of Philology_ Vol. 103, no. 3 (1982): 233–246.")
    'American Journal of Philology'
    >>> printed_venue("The Journal of Politics 17(1): 3–18. [Read Here](https://www.journals.uchicago.edu/) (EVERYONE)")
    'The Journal of Politics'
    >>> printed_venue(" (Information Processing Letters, 1985)")
    'Information Processing Letters'
    >>> printed_venue("*Proceedings of the London Mathematical Society*, s2-42(1), 230–265.")
    'Proceedings of the London Mathematical Society'
    """
    if short := _BRACKETED_SHORT.search(rest):
        return short.group(1)
    if (
        _PLACE_PUBLISHER.match(rest)
        or _PLACE_THEN_PRESS.match(rest)
        or _RETRIEVED.match(rest)
        or _place_publisher().match(rest.lstrip(" .,;:"))  # "М., Мир, 1976."
    ):
        # "New York, NY: Oxford University Press.", "New York, NY: Adams-Bannister-Cox.", "Cambridge. Cambridge Univ.
        # Press.": where a book was printed and by whom; "Retrieved from http://…": where a copy was found
        return None
    # ("Chap. 1 in Delegation and Agency …"; "(_Information Processing Letters_, 1985)": the venue in brackets)
    text = _IN.sub("", _CHAPTER.sub("", rest.strip().lstrip(".,;:–—- *_(")))
    text = _PROCEEDINGS.sub("", _EDITION_LEAD.sub("", text))  # "The 2019 Conference on Artificial Life, 127–134."
    # An abbreviated journal's stops are no ends: "Commun. ACM 50, 12", "ACM Trans. Access. Comput. 3, 3"
    text = _ABBREVIATED.sub("\\1\u2024 ", text)
    name = _VENUE_END.split(text, maxsplit=1)[0].strip(_EDGE + " ").removesuffix(" Workshop").replace("\u2024", ".")
    name = PUBLISHER_LEAD.sub("", name)  # "Springer Neural Computing and Applications": the journal
    name = _VOLUME_TAIL.sub("", name)  # "_American Journal of Philology_ Vol. 103, no. 3 (1982)": Chicago's volume
    words = name.split()
    capitalised = name[:1].isupper() or name[1:2].isupper()  # "eLife", "iScience"
    if not 1 <= len(words) <= 12 or not capitalised or "http" in name or name.casefold() in _PUBLISHERS:
        return None
    if is_publisher(name):  # "Linköping: Linköping University Electronic Press": who printed a report
        return None
    if MONTH_NAME.fullmatch(name):  # "…,” Sep. 2018": the month of the year printed
        return None
    if words[0] in _SENTENCE_SUBJECTS:  # "… 1993\n It is the paper about Java HotSpot's IR.": a note, no venue
        return None
    return name


#: Words that open a note's sentence and never a venue's name.
_SENTENCE_SUBJECTS = frozenset("It This That These Those We I They He She Our My".split())


_ORG_TAIL = re.compile(r"\s*\(([A-Z][\w&.,/ -]{1,40})\)\s*$")


def _organisations_only(text: str) -> bool:
    """Whether a bracket holds companies or universities only: "Facebook", "Google, CMU"."""
    known = organisations()
    return all(part.strip().casefold() in known for part in re.split(r"[,/&]|\band\b", text) if part.strip())


#: When a web copy was read, not when the paper appeared: "Accessed: Sep. 24, 2024.", "[Online]. Available:",
#: Portuguese and Spanish too ("Acesso em: 25 out. 2022", "Consultado el 3 de mayo de 2020")
_ACCESSED = re.compile(
    r"[,.]?\s*(?:Accessed|Retrieved|Last accessed|Acesso em|Acessado em|Consultado (?:el|em))(?: on)?:?\s+"
    r"(?:[A-Z][a-z]{2,8}\.?\s+\d{1,2},?\s+|\d{1,2}\s+(?:de\s+)?[^\W\d_]{2,9}\.?,?\s+(?:de\s+)?)?(?:19|20)\d\d"
    r"|\s*\[Online\]\.?(?:\s*Available:?)?",
)
_YEAR_DASH_LEAD = re.compile(r"^(?:19|20)\d\d\s*[–—-]\s*")


#: Names, then a venue and its year, before a quoted title: "Button et al, Nature Review Neuroscience 2013"
_NAMES_EDITION = re.compile(
    r"(?P<names>[^,]{2,60}?(?:,? et al\.?)?),\s*(?P<where>(?![^,]*\band\b)[^\W\d][^,:.&]{1,50}?\s(?:19|20)\d\d)"
)


#: Verbs a syllabus opens a text to read with ("Read Bearman (2008)"), and all it opens a reading with
_READ_VERBS = ("Read", "Reread", "Skim")
READING_VERBS = frozenset([*_READ_VERBS, "Watch"])  # ("Watch *Unnatural Causes*")
#: A syllabus's instruction to read a book's chapter before its quoted title: "Read A Sociology Experiment"
_READ_BOOK = re.compile(rf"^(?:{'|'.join(_READ_VERBS)})\s+([A-Z][^,;:]{{2,80}})$")
#: A chapter's number before its title: "Chapter 15 - ", "Ch. 3: "
_CHAPTER_NUMBER = re.compile(r"^(?:Chapter|Ch\.)\s*\d{1,3}\s*[-–—:.]\s*", re.IGNORECASE)


#: The year closing the names before a quoted title: "Kingma, Diederik P., and Jimmy Ba. 2015", "Author, J. (2020)",
#: "Cinque 2005", or a year still to come ("Huang to appear"); an initial keeps its stop ("Key, Jr., V.O. 1955")
_CLOSING_YEAR_OF_NAMES = re.compile(
    r"(?:\(\s*(?:19|20)\d\d[a-z]?\s*\)|(?<=\b[A-Z]\.)\s+(?:19|20)\d\d[a-z]?|(?<=\w)(?<!\b[A-Z])[.,]\s+(?:19|20)\d\d[a-z]?"
    r"|(?<=[a-z])\s+(?:19|20)\d\d[a-z]?|,?\s+(?:to appear|forthcoming|in press))$",  # "Cinque 2005", "Huang to appear"
    re.IGNORECASE,
)


def _quoted(text: str) -> Reference | None:
    match = _QUOTED.search(text)
    # (a title in a caseless script has no spaces: '"分布式投影次梯度算法中的内部攻击检测", *IEEE Transactions …*')
    if not match or (len(match.group("title").split()) < 2 and not _CJK_TITLE.search(match.group("title"))):
        return None
    if caseless_letter(text[match.end() : match.end() + 1]):
        return None  # '"KITTI-360 … 어떻게 다른가"는 명제가 아니라': a particle glued to the quote, prose quoting
    before = text[: match.start()].strip(_EDGE)
    title = bare_title(match.group("title"))
    rest = text[match.end() :]
    # A name before the quoted title is a label, not an author: '**ELMo**: "Deep contextualized …". NAACL(2018)'
    labelled = bool(_ENTRY_LABEL.fullmatch(text[: match.start()].strip(" *_"))) and len(rest.split()) <= 6
    labelled = labelled and len(title.split()) >= 3
    if labelled:
        before = ""
    # "Author, J. (2020). "Title"" and Chicago's "Kingma, Diederik P., and Jimmy Ba. 2015. "Title"": the year goes,
    # an initial keeps its full stop
    placed = None
    if (where := _NAMES_EDITION.fullmatch(before)) and (edition := named_venue(where.group("where"))):
        # '[Button et al, Nature Review Neuroscience 2013](…pdf): "Power failure: …"': names, then where and when
        before, placed = where.group("names"), edition
    if (reading := _READ_BOOK.match(before)) and len(reading.group(1).split()) >= 2:
        # 'Read *A Sociology Experiment*, "Chapter 15 - Health and Illness," pp. 1-10': a chapter of the book read
        title = _CHAPTER_NUMBER.sub("", title)
        return Reference(title, "quoted title", (), True, None, None, series=reading.group(1))
    undated = _CLOSING_YEAR_OF_NAMES.sub("", before)
    year_dropped, before = undated != before, undated
    before = _YEAR_DASH_LEAD.sub("", before).strip(_PART_EDGE)  # "1958 – Rosenblatt. “The Perceptron: …”"
    parsed = split_authors(before) if before else None
    if parsed is None and (label := _LABEL.match(before)) and (named := split_authors(before[label.end() :])):
        before, parsed = before[label.end() :], named  # 'Discussion: Kenneth Birman, …, "Lightweight Causal …"'
    stopped = text[: match.start()].rstrip(" *_[").endswith((".", ","))
    surname = bool(before) and _lone_surname(before)
    if surname and parsed is None and (stopped or year_dropped or placed):
        # one surname and a stop or a year before a quoted title: "Vapnik. “The …”", 'Brette (2015) "Philosophy …"',
        # 'Glass, ["The negatively biased …"](…)'
        parsed = (Author(before, before),), True
    if before and parsed is None:
        return None
    authors, complete = parsed or ((), True)
    if not before and (by := _BY.match(rest)) and (named := split_authors(by.group("names").strip(_PART_EDGE))):
        authors, complete = named  # '"Deep Residual Learning for Image Recognition" by Kaiming He, Xiangyu Zhang'
        rest = rest[by.end() :]
    elif not before and (cited := _COMMA_ET_AL.match(rest)) and (named := split_authors(cited.group("names"))):
        authors, complete = named
        rest = rest[cited.end() :]
    elif not before and (dated := _COMMA_NAMES_YEAR.match(rest)) and (named := split_authors(dated.group("names"))):
        authors, complete = named  # '"Towards Robotic Manipulation," M. Mason (2018)'
        rest = f"({dated.group('year')}) {rest[dated.end() :]}"
    elif not before and match.start() == 0 and (alone := _COMMA_SURNAME.match(rest)) and len(title.split()) >= 3:
        # '"Machine Learning, a Probabilistic Perspective", Murphy' (a book list's item): the quote opens the text
        authors, complete = (Author(alone.group(1), alone.group(1)),), True
        rest = rest[alone.end() :]
    printed_before = printed_year(text[: match.start()])  # APA puts the year before the title
    venue, year = (placed, placed.year) if placed else venue_and_year(f"{rest} {printed_before or ''}")
    if not authors and venue is None and year is None and not labelled:
        return None  # a quoted sentence, not a citation
    if venue is None and year is None and text[: match.start()].rstrip(" *_").endswith((":", "：")):
        return None  # 'Jordan Grafman: "The more you multitask, …"': a speaker and their words
    if not authors and _PAGE_LOCATOR.match(rest):
        return None  # '“Parallel cross-variety declines are …” (“The Cambridge Handbook …”, 2015, p. 186)': a passage
    if len(title.split()) < 2 and not (authors and (venue or year)):
        return None  # (a caseless script's title only between names and a venue or a year: '結果として，**"無限の…"**')
    return Reference(title, "quoted title", authors, complete, venue, year)


#: Where a quoted passage stands in its source, as Zotero's annotations print it: ' (“Title”, 2015, p. 186)',
#: ' (Hilpert and Mair, 2015, pp. 180-181)'.
_PAGE_LOCATOR = re.compile(r"\s*\([^()]*,\s*pp?\.\s*\d+(?:\s*[-–]\s*\d+)?\)")


#: The same with no names before the title (a key before it names the paper): "Title[J]. Nature, 2022, 602(7897)"
_GBT_NAMELESS = re.compile(r"^(?P<title>[^\[\].]{12,}?)\s*\[(?P<kind>[JCMDR])\](?://|\.)\s*(?P<rest>.*)$")


def _gbt(text: str) -> Reference | None:
    """GB/T 7714: ``Authors. Title[C]//Venue. Year`` or ``Authors. Title[J]. Journal, Year``.

    >>> ref = _gbt("沈昌祥,左晓栋.网络空间安全导论[M].北京:电子工业出版社,2018")
    >>> ref.title, [a.name for a in ref.authors], ref.year
    ('网络空间安全导论', ['沈昌祥', '左晓栋'], 2018)
    >>> _gbt("江泽涛,伍旭,张少钦.一种基于MR-VAE的低照度图像增强方法[J].计算机学报,2020,43(07):1328-1339.").venue
    VenueEdition(series='计算机学报', year=2020)
    >>> ref = _gbt("GABRILOVICH E.An Overview of Computational Advertising[R/OL].Yahoo Research.2008[2013-03-21].")
    >>> ref.title, ref.venue, ref.year
    ('An Overview of Computational Advertising', None, 2008)
    """
    match = _GBT.match(text)
    parsed = _gbt_names(match.group("authors")) if match else None
    if parsed is None and (match := _GBT_INITIALS.match(text)):
        parsed = _gbt_names(match.group("authors"))
    if parsed is None and (match := _GBT_NAMELESS.match(text)) and _YEAR.search(match.group("rest")):
        parsed = (), True  # "Magnetic control of tokamak plasmas through deep reinforcement learning[J]. Nature, …"
    if match is None or parsed is None:
        return None
    rest = _ACCESS_DATE.sub("", match.group("rest"))  # "…, 2009[2013-03-21]. http://…": the day it was read online
    venue, year = venue_and_year(rest)
    if match.group("kind").startswith("R"):  # "[R/OL].Yahoo Research.2008": a report, its issuer no venue
        venue, year = None, year or (int(found.group(0)) if (found := _ISSUED.search(rest)) else None)
    journal = _GBT_JOURNAL.match(rest)
    if venue is None and year and match.group("kind") == "J" and journal and _LETTER_ANY.search(journal.group(1)):
        venue = VenueEdition(journal.group(1).strip(), year)  # "[J].软件学报,2021,32(12)": the journal, any script
    return Reference(bare_title(match.group("title")), "GB/T 7714", parsed[0], parsed[1], venue, year)


#: A year anywhere, glued to words too: "Yahoo Research.2008"
_ISSUED = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")
#: The day a GB/T citation of an online source was read: "[2013-03-21]", OCR's "[2013-03-2l]"
_ACCESS_DATE = re.compile(r"\[(?:19|20)\d\d-[\dl]{2}-[\dl]{2}\]")

#: A GB/T journal article's journal: the words before the first comma ("软件学报,2021,32(12):3977-3991").
_GBT_JOURNAL = re.compile(r"\s*([^,，.。\d][^,，。]{1,60}?)\s*[,，]")
_LETTER_ANY = re.compile(r"[^\W\d_]")


def _gbt_names(authors: str) -> tuple[tuple[Author, ...], bool] | None:
    names = ET_AL.sub("", authors).strip(" ,")
    parts = [p.strip() for p in _CJK_NAME_CUT.split(names)]
    if all(_HAN_NAME.fullmatch(p) for p in parts):  # "沈昌祥,左晓栋": Chinese names, one a part (no "Last, First")
        return tuple(Author(p, p) for p in parts), not ET_AL.search(authors)
    return split_authors(authors)


def cvf_byline(text: str) -> Reference | None:
    """The names and edition a CVF open-access page prints under a title, as people copy it.

    >>> ref = cvf_byline("Mihai Dusmanu, Ignacio Rocco, Torsten Sattler; Proceedings of the IEEE/CVF Conference on "
    ...                  "Computer Vision and Pattern Recognition (CVPR), 2019, pp. 8092-8101")
    >>> [a.name for a in ref.authors], ref.venue.label
    (['Mihai Dusmanu', 'Ignacio Rocco', 'Torsten Sattler'], 'CVPR 2019')
    """
    match = _CVF_BYLINE.match(text.strip())
    if match is None or (parsed := split_authors(match.group("names"))) is None:
        return None
    venue, year = venue_and_year(match.group("venue"))
    return Reference("", "CVF byline", parsed[0], parsed[1], venue, year)


def apa_byline(text: str) -> Reference | None:
    """The authors, year and venue of a line that is an APA citation without its title (the title is the
    link above it): ``He, K., Zhang, X., Ren, S., & Sun, J. (2016). *Proceedings of the IEEE … (CVPR)*, 770–778.``

    >>> ref = apa_byline("He, K., Zhang, X., Ren, S., & Sun, J. (2016). Proceedings of the IEEE Conference on "
    ...                  "Computer Vision and Pattern Recognition (CVPR), 770–778.")
    >>> [a.name for a in ref.authors], ref.year, ref.venue.label
    (['K. He', 'X. Zhang', 'S. Ren', 'J. Sun'], 2016, 'CVPR 2016')
    """
    match = _APA_YEAR.search(text)
    if not match or match.start() == 0 or (parsed := split_authors(text[: match.start()])) is None:
        return None
    year = int(match.group("year")) if match.group("year") else None
    venue, _ = venue_and_year(f"{text[match.end() :]} {year or ''}")
    return Reference("", "APA byline", parsed[0], parsed[1], venue, year)


#: A chapter's number before its title: "Chapter 7 ", "Ch. 3: ".
_CHAPTER_LEAD = re.compile(r"^(?:Chapter|Ch\.)\s*\d{1,3}\s*[:.,]?\s+(?=[\"“])")
#: A title in quotes opening what follows the year, its closing comma or stop inside or outside the quotes.
_LEADING_QUOTE = re.compile(r"^[\"“]([^\"“”]{6,300})[\"”]")
#: A subtitle after a question, up to the comma before the journal: "Evidence from a Randomized Evaluation, ".
_SUBTITLE_COMMA = re.compile(r"([A-Z][^,.\d]{3,120}?),\s+(?=[A-Z*_])")
#: The editors of the book a chapter is in, before its name: "in: Aghion, P., Durlauf, S.N. (Eds.), ", "in Evenson,
#: R.E., et al, ".
_BOOK_EDITORS = re.compile(
    r"^\s*[Ii]n:?\s+(?:[^()]{2,160}?\((?:[Ee]ds?|[Ee]ditors?)\.?\)"
    r"|(?:[A-Z][\w'’-]+,\s(?:[A-Z]\.\s?-?)+,?\s*)+(?:et al\.?)?)[,.:]?\s*"  # ("(eds.)" already gone)
)
#: Where a title ends at the book it is part of: ", in Evenson, R.E., et al (eds.)", ", The Handbook of …".
_IN_A_BOOK = re.compile(r",\s+(?:[Ii]n:?\s+(?=[A-Z*_])|(?=(?:The\s+)?(?:Handbook|Encyclopedia|Oxford Handbook)\b))")
#: A journal after the title and a comma, with no stop between them, then its volume: ", *Journal, 37*(2)",
#: ", Journal of Human Resources, 50(2)", ", *Quarterly Journal of Economics*, 134(2)".
_JOURNAL_AFTER_COMMA = re.compile(
    r",\s+(?:(?P<italic>\*[^*]{3,100}\*)(?:\s*,?\s*\d+)?|(?P<plain>[A-Z][\w&.' -]{3,80})\s*,?\s*\d+)"
    r"\s*(?:\(\d+\))?[\s,.:;\d–-]*(?:pp?\.?)?$"  # (its pages' "pp." cut as a sentence's stop)
)


#: A word of lower-case letters only opening a text (not "pi-GAN", "word2vec", "iPhone")
_LOWER_WORD = re.compile(r"[a-z]+(?![\w-])")


#: A title in emphasis opening the text after a year: "_Plato. The Invention of Philosophy_, London: …"
_LEADING_EMPHASIS = re.compile(r"([*_]{1,2})(?=\S)([^*_]{8,}?)(?<=\S)\1(?=[\s,.;:]|$)")
#: A short note in brackets right after an emphasised title: "(First Edition)", "(Vol. 3)", "(2nd ed.)"
_NOTE_AFTER_TITLE = re.compile(r"\([^()]{1,20}\)")
#: A venue in emphasis opening what follows a title, commas inside it: ", _Medicine, Health Care and Philosophy_ 15"
_ITALIC_LEAD = re.compile(r"^[\s,.]*([*_])(?=[A-Z])([^*_]{3,80}?)\1(?![*_\w])")
#: German quotation marks (»…« and ›…‹ inside) as English ones
_GERMAN_QUOTES = str.maketrans("»«›‹", "“”‘’")
#: A place and a publisher closing a title after a comma: ", London: Routledge"
_TITLE_PUBLISHER = re.compile(r",\s*([^,]{2,30}:\s*[^,:]{2,60})$")
#: Surnames joined by slashes: "Gius/Jacke", "Brunner/Tu/Weimer"
_SLASHED_SURNAMES = re.compile(r"[A-Z][\w'’-]+(?:/[A-Z][\w'’-]+)+")


def _apa(text: str) -> Reference | None:
    """APA (``Vaswani, A., … & Polosukhin, I. (2017). Title. Venue``) and Harvard (``…, 2017. Title. Venue``)."""
    match = _APA_YEAR.search(text) or _HARVARD_YEAR.search(text)
    if not match:
        return None
    # (a full stop after a whole name is no initial's: "Diederik Kingma and Jimmy Ba.（2014）")
    names = re.sub(r"(?<=[A-Za-z][a-z])\.\s*$", "", text[: match.start()].rstrip())
    if "/" in names and _SLASHED_SURNAMES.fullmatch(names):
        names = names.replace("/", " and ")  # "Gius/Jacke (2017): …", German citations' surnames
    parsed = split_authors(names)
    lone = _lone_surname(names) and names == text[: match.start()].rstrip()  # (not "Manimaran. (2019)", a blog's)
    lone = lone and names.casefold() not in not_name_words()
    lone = lone and find_series(names) is None  # ("NeurIPS (2021) [Title](…)": a venue before its year)
    if parsed is None and match.re is _APA_YEAR and lone:
        parsed = (Author(names, names),), True  # "Saffran (2020). Statistical language learning in infancy. …"
    if parsed is None:
        return None
    after = text[match.end() :].strip().removeprefix(":").lstrip()  # "Kingma and Jimmy Ba.（2014）: Adam: …"
    after = _CHAPTER_LEAD.sub("", after)  # '2005. Chapter 7 "Growth Theory through …", in: …': the chapter's title
    quoted = _LEADING_QUOTE.match(after)
    # (a whole title in quotes, its comma or stop with it; not a quoted phrase the title opens with: '“That courage
    # to encourage”: Participation and …')
    if quoted and not (quoted.group(1)[-1] in ",." or after[quoted.end() :].lstrip()[:1] in ",."):
        quoted = None
    emphasised = _LEADING_EMPHASIS.match(after) if not quoted else None
    if quoted:  # '1992. “Introduction: Agrarian …,” Chapter 1 in Enclosure …'
        title, rest = quoted.group(1).strip(" ,."), after[quoted.end() :]
    elif emphasised:  # "(2023): _Plato. The Invention of Philosophy_, London: …": the whole span, its stops too
        title, rest = emphasised.group(2).strip(" ,."), after[emphasised.end() :].lstrip()
        if note := _NOTE_AFTER_TITLE.match(rest):  # "_Title_ (First Edition). Corwin.", "_Title_ (Vol. 3). …"
            title = f"{title} {note.group(0)}" if _EDITION_NOTE.fullmatch(" " + note.group(0)) else title
            rest = rest[note.end() :]
    else:
        title, rest = _first_sentence(after)
    # ("Reiter and Belz (2009) highlight the importance of this": prose; not "(2020). pi-GAN: Periodic …", a name)
    if not title or _LOWER_WORD.match(title):
        return None
    title, rest = _with_subtitle(title, rest)
    if not quoted and (within := _IN_A_BOOK.search(title)):
        # "2007. Rural Financial Markets in Developing Countries, in Evenson, R.E., et al (eds.), *Handbook of …*";
        # "2021. Persistence–myth and mystery, The Handbook of Historical Economics. Elsevier"
        title, rest = title[: within.start()], f"{title[within.start() :].lstrip(' ,')} {rest}"
    if edited := _BOOK_EDITORS.match(book := rest.lstrip(" ,.")):
        # "in: Aghion, P., Durlauf, S.N. (Eds.), *Handbook of Economic Growth*. Elsevier": the book, its name alone
        rest = _first_sentence(book[edited.end() :])[0]
    if ", " in title and (tail := _JOURNAL_AFTER_COMMA.search(title)) and (not rest or tail.group("italic")):
        # "Oster, Emily (2019), Title: Theory and Evidence, *Journal of Business & Economic Statistics, 37*(2).",
        # "… (2012) The Good, The Bad and …, *Journal of Labor Economics*, 20 (2), pp. 367-414."
        title, rest = title[: tail.start()], (tail.group("italic") or tail.group("plain")).strip("*")
    if not rest and ": " in title and (printed := _TITLE_PUBLISHER.search(title)) and is_publisher(printed.group(1)):
        title = title[: printed.start()]  # "(2004): Corpus Stylistics: …, London: Routledge.": the book's publisher
    year = int(match.group("year")) if match.group("year") else None
    venue, _ = venue_and_year(f"{rest} {year or ''}")
    style = "APA" if match.re is _APA_YEAR else "Harvard"
    return Reference(bare_title(title), style, parsed[0], parsed[1], venue, year)


def _with_subtitle(title: str, rest: str) -> tuple[str, str]:
    """A title ending in a question, and the rest, with the subtitle after the question moved into the title."""
    if not title.endswith(("?", "!")) or not rest:
        return title, rest
    more = _first_sentence(rest)
    if more[1] and len(more[0].split()) <= 16 and not _DIGIT.search(more[0]) and _DIGIT.search(more[1]):
        return f"{title} {more[0]}", more[1]  # "How to reduce a genome? ALife as a tool to teach …. Venue"
    if title.endswith("?") and (sub := _SUBTITLE_COMMA.match(rest)) and printed_venue(rest[sub.end() :]):
        # "(2015) The Miracle of Microfinance? Evidence from a Randomized Evaluation, American Economic Journal: …"
        return f"{title} {sub.group(1)}", rest[sub.end() :]
    return title, rest


def _acl(text: str) -> Reference | None:
    """ACL Anthology's style (ACL, EMNLP, NAACL papers' references): ``Authors. 2020. Title. In Proceedings …``.

    >>> ref = _acl("Ricardo Rei, Craig Stewart, Ana C Farinha, and Alon Lavie. 2020. COMET: A neural framework for MT "
    ...            "evaluation. In Proceedings of the 2020 Conference on Empirical Methods in Natural Language "
    ...            "Processing (EMNLP), pages 2685–2702, Online. Association for Computational Linguistics.")
    >>> ref.title, ref.authors[-1].name, ref.venue.label
    ('COMET: A neural framework for MT evaluation', 'Alon Lavie', 'EMNLP 2020')
    """
    match = _ACL_YEAR.search(text) or _SURNAMES_YEAR.match(text)  # (or "Andersson 1982. Title. Nature 299:818.")
    if match is None:
        return None
    names = text[: match.start("year")].strip(" .")
    if names[-2:-1] in ("", " ", ".", ",") and names[-1:].isupper():
        names += "."  # (the stop of a closing initial, "Peretz, P. 2005.", is its own)
    parsed = split_authors(names)
    alone = parsed is None and one_surname(names)  # "Andersson 1982. Title."
    if alone:
        parsed = (Author(names, names),), True
    if parsed is None or not parsed[0]:
        return None
    title, rest = _with_subtitle(*_first_sentence(text[match.end() :].strip()))
    if len(title.split()) < 2:
        return None
    year = int(match.group("year"))
    venue, _ = venue_and_year(f"{rest} {year}") if rest else (None, None)
    if (alone or match.re is _SURNAMES_YEAR) and venue is None:
        return None  # (surnames alone before the year will do when a venue follows the title)
    return Reference(bare_title(title), "ACL", parsed[0], parsed[1], venue, year)


def _vancouver(text: str) -> Reference | None:
    """Vancouver (Google Scholar's, PubMed's): ``Vaswani A, Shazeer N, Polosukhin I. Title. Venue. 2017;30.``

    Initials carry no full stops, so the first ". " ends the names.
    """
    if _gost_names(text):
        return None  # "Sokolov A. V., Voloshinov V. V. Title": initials with stops, GOST's (read by _authors_first)
    names, sep, rest = text.partition(". ")
    if not sep or (parsed := split_authors(names)) is None:
        return None
    if names[-2:-1] == " " and "," not in names and _MIDDLE_INITIAL_AFTER.match(rest):
        return None  # "James A. Anderson und Edward Rosenfeld (Hrsg.). …": the initial was a middle name's
    if not all((m := _SURNAME_INITIALS.match(a.raw)) and _is_surname(m.group("surname")) for a in parsed[0]):
        return None  # "… progress in AI. As AI agents …" is a sentence, not "Surname AI"
    title, rest = _first_sentence(rest)
    if len(title.split()) < 2 or split_authors(title) is not None:  # "Pedro O. Pinheiro, Pan Kessel, …"
        return None
    venue, year = venue_and_year(rest)
    if venue is None and year is None:
        return None
    return Reference(bare_title(title), "Vancouver", parsed[0], parsed[1], venue, year)


#: Springer LNCS and DBLP put a colon after the names: "Ho, J., Jain, A.: Title. …", "Daniel A. Spielman: Title. …"
_INITIALS_SURNAME = re.compile(r"^(?:[A-Z]\.\s?)+[\w'’-]+$")
#: "Names, Phys. Rev. Lett. 49, 405 (1982)": a journal's name, a volume and a page, the year last
_JOURNAL_REFERENCE = re.compile(
    r"^(?P<names>.{3,300}?),\s+(?P<journal>(?:[A-Z][A-Za-z]*\.?\s){0,6}[A-Z][A-Za-z]*\.?)\s+\**\d{1,4}\**,\s*[A-Z]?\d{1,7}"
    r"\s*\((?P<year>(?:19|20)\d\d)\)\.?$"
)
#: The style of a citation that is a title, then a journal's volume and pages
JOURNAL_STYLE = "title. journal volume: pages"
_TITLE_JOURNAL = re.compile(
    r"^(?P<title>.{10,}?)[.,]\s+(?P<journal>[A-Z][A-Za-z.&]*(?: [A-Za-z.&]+){0,5}?)[.,]?\s+(?:(?P<year>(?:19|20)\d\d)"
    r"[,;.]?\s*)?\d{1,4}(?:\s*\(\d{1,5}\))?\s*[:,]\s*[A-Za-z]?\d[\w.–-]*\.?$"
)
_MONTH_YEAR = re.compile(rf"{MONTH_NAME.pattern}\s+(?:19|20)\d\d(?:\s+version)?", re.IGNORECASE)
_SURNAME_CUT = re.compile(r"\s*,\s*(?:and\s+|&\s*)?|\s+and\s+|\s*&\s*")
_SURNAME_ONLY = re.compile(r"[A-ZÀ-ÞĀ-Ž][a-zà-ÿā-ž'’]+(?:-[A-ZÀ-ÞĀ-Ž]?[a-zà-ÿā-ž'’]+)*")
_MAX_SURNAMES = 15
#: A venue edition or a year after the title's comma, ending the citation: ", ICML 2001." / ", J. …, 2003."
_COMMA_EDITION = re.compile(r",\s*((?:[^,]{2,60},\s*)?[^,]{0,40}?(?:19|20)\d\d)\s*\.?$")
#: A given name (or initials) and a surname, capitalised at the start of each word: "Fernando C.N. Pereira", "LeCun".
_PLAIN_NAME = re.compile(r"(?:[A-Z][a-z'’-]+|(?:[A-Z]\.)+)(?: (?:[A-Z][a-z'’-]+|(?:[A-Z]\.)+|[a-z]{2,3}))*"
                         r" [A-Z][a-z'’]+(?:[A-Z][a-z]+)?(?:-[A-Z][a-z'’]+)?")
_NAMES_COLON = re.compile(r"^(?P<names>[^:]{2,600}?):\s+(?P<rest>\S.*)$")


def _names_colon(text: str) -> Reference | None:
    """Springer's (LNCS) and DBLP's style: ``Authors: Title. Venue, pages (Year)``.

    >>> ref = _names_colon("Ho, J., Jain, A., Abbeel, P.: Denoising diffusion probabilistic models. In: NeurIPS, "
    ...                    "pp. 6840–6851 (2020)")
    >>> ref.title, [a.name for a in ref.authors], ref.venue.label
    ('Denoising diffusion probabilistic models', ['J. Ho', 'A. Jain', 'P. Abbeel'], 'NeurIPS 2020')
    >>> ref = _names_colon("Daniel A. Spielman, Nikhil Srivastava: Graph Sparsification by Effective Resistances. "
    ...                    "SIAM J. Comput. 40(6): 1913-1926 (2011)")
    >>> ref.authors[1].name, ref.year
    ('Nikhil Srivastava', 2011)
    >>> ref = _names_colon("John Lafferty, Andrew McCallum, Fernando C.N. Pereira: Conditional Random Fields: "
    ...                    "Probabilistic Models for Segmenting and Labeling Sequence Data, ICML 2001.")
    >>> ref.title, ref.venue.label
    ('Conditional Random Fields: Probabilistic Models for Segmenting and Labeling Sequence Data', 'ICML 2001')
    >>> _names_colon("Kevin Knight: Bayesian Inference with Tears, 2009.").authors[0].name
    'Kevin Knight'
    >>> _names_colon("Armando Solar-Lezama: Program sketching. STTT’13").venue.label
    'STTT 2013'
    >>> _names_colon("Hila Peleg, Shachar Itzhaky, Sharon Shoham: Abstraction-Based Interaction Model for Synthesis "
    ...              "VMCAI'18").title
    'Abstraction-Based Interaction Model for Synthesis'
    """
    match = _NAMES_COLON.match(text)
    if match is None:
        return None
    names = match.group("names")
    listed = "," in names or " and " in names or "&" in names or ET_AL.search(names) is not None
    title, rest = _first_sentence(match.group("rest"))
    if not rest and (tail := _COMMA_EDITION.search(title)) and ", " not in title[: tail.start()]:
        # "Avrim Blum and Tom Mitchell: Combining … with Co-Training, 1998." / "…, ICML 2001.": full names only
        title, rest = title[: tail.start()], tail.group(1)
        parsed = split_authors(names)
        if not parsed or not all(_PLAIN_NAME.fullmatch(a.name) and is_name(a.name) for a in parsed[0]) or ";" in title:
            return None  # "Blei, Build, Compute, Critique, Repeat: Data Analysis …, 2014": words of a title
        listed = True  # "Kevin Knight: Bayesian Inference with Tears, 2009."
    elif not rest and (tagged := venue_tag(title) or _edition_after_space(title)) and _full_names(names, 2):
        title, rest = tagged[0], tagged[1].label  # "Hila Peleg, …: Abstraction-Based Interaction Model … VMCAI'18"
    elif not listed and len(rest) <= _EDITION_CHARS and _full_names(names, 1) and all(venue_and_year(rest)):
        listed = True  # "Rishabh Singh: BlinkFill: Semisupervised …. VLDB'16": one person, a venue edition after
    if not listed:
        return None  # "ScanQA: Azuma, Daichi, et al. …", "Flashield: A hybrid …": one word before the colon
    if _WORD_STOP.search(names):
        return None  # "… and N Asokan. PRADA: Protecting against …": the colon is the title's
    if (heads := names.split(",")[:-1]) and all(_SURNAME_INITIALS.match(part.strip()) for part in heads):
        return None  # Vancouver's "Shao Z, …, Guo D. Deepseekmath: Pushing …": the colon is the title's
    parsed = split_authors(names) or _surnames(names)  # "Wang, Dillig, Singh: Program synthesis using …. POPL'18"
    if parsed is None or not parsed[0]:
        return None
    *others, last = (a.name for a in parsed[0])
    if others and all(_INITIALS_SURNAME.match(n) for n in others) and not _INITIALS_SURNAME.match(last):
        return None  # "M. Armbrust, …, M. Zaharia [Link] Lakehouse: A New …": the title's first word ran on
    if len(title.split()) < 2 or ((named := split_authors(title)) is not None and len(named[0]) != 1):
        return None  # (one "name" may be a title: "Albarghouthi, Gulwani, Kincaid: Recursive Program Synthesis.")
    venue, year = venue_and_year(rest)
    if venue is None and year is None:
        return None
    return Reference(bare_title(title), "authors: title. venue", parsed[0], parsed[1], venue, year)


#: The longest venue edition alone after a title's stop: "VLDB'16", "ICML 2021 (Oral)"
_EDITION_CHARS = 24


def _full_names(names: str, least: int) -> bool:
    """Whether names before a colon are at least ``least`` people's full names ("Hila Peleg, Shachar Itzhaky"), not
    a title's words ("Locate, Refine and Restore"; "Gender Shades" passes as one name, so one needs a stop after)."""
    parsed = split_authors(names)
    return (
        parsed is not None
        and len(parsed[0]) >= least
        and all(_PLAIN_NAME.fullmatch(a.name) and is_name(a.name) for a in parsed[0])
    )


#: The longest venue among a title's comma-parted fields
_FIELD_CHARS = 40
#: A venue edition after a title's last word, with no stop between: "… Model for Synthesis VMCAI'18"
_SPACED_EDITION = re.compile(r"\s+(?P<tag>[A-Z][A-Za-z-]{1,11}\s?['’‘]\s?\d\d|[A-Z][A-Za-z-]{1,11}\s(?:19|20)\d\d)$")


def _edition_after_space(text: str) -> tuple[str, VenueEdition] | None:
    """A title and the venue edition that closes it after a space ("Rousillon: … Web Data UIST'18")."""
    if (match := _SPACED_EDITION.search(text)) and (venue := tag_edition(match.group("tag"))):
        return text[: match.start()], venue
    return None


def journal_reference(text: str) -> Reference | None:
    """A physics-style reference with no title: names, then journal, volume and page, then the year in brackets.

    >>> ref = journal_reference("J. Maciejko, T.L. Hughes, and Shou-Cheng Zhang, Ann. Rev. Cond. Matt. Phys. 2, 31 "
    ...                         "(2011).")
    >>> [a.name for a in ref.authors], ref.venue
    (['J. Maciejko', 'T.L. Hughes', 'Shou-Cheng Zhang'], VenueEdition(series='Ann. Rev. Cond. Matt. Phys.', year=2011))
    """
    match = _JOURNAL_REFERENCE.match(_LABEL.sub("", text.strip()))  # ("Reference: J. Maciejko, …")
    if match is None or (parsed := split_authors(match.group("names"))) is None or not parsed[0]:
        return None
    year = int(match.group("year"))
    journal = match.group("journal").strip()
    return Reference("", "names, journal volume, page (year)", parsed[0], parsed[1], VenueEdition(journal, year), year)


def title_then_journal(text: str) -> Reference | None:
    """A title, then a journal with its volume and pages and no names: "Molecular choreography of acute exercise.
    Cell, 2020, 181(5): 1112-1130.e16", "Retrovirus-like Gag Protein Arc1 … Boutons. Cell 172, 262-274".

    >>> ref = title_then_journal("The gut-brain axis mediates sugar preference. Nature, 2020, 580(7804): 1-6")
    >>> ref.title, ref.venue
    ('The gut-brain axis mediates sugar preference', VenueEdition(series='Nature', year=2020))
    """
    match = _TITLE_JOURNAL.match(text.strip())
    if match is None or len(match.group("title").split()) < 3:
        return None
    year = int(match.group("year")) if match.group("year") else None
    journal = match.group("journal").strip(" .")
    venue = (find_venue(f"{journal} {year}") if year else None) or (VenueEdition(journal, year) if year else None)
    return Reference(bare_title(match.group("title")), JOURNAL_STYLE, (), True, venue, year)


def _surnames(names: str) -> tuple[tuple[Author, ...], bool] | None:
    """Surnames alone, comma-separated, before a citation's colon: "Wang, Dillig, Singh", "Manna, Waldinger".

    >>> [a.name for a in _surnames("Alur, Bodík, Juniwal, and Udupa")[0]], _surnames("Deep, learning is") is None
    (['Alur', 'Bodík', 'Juniwal', 'Udupa'], True)
    """
    parts = [p for p in _SURNAME_CUT.split(names.strip()) if p]
    if not 2 <= len(parts) <= _MAX_SURNAMES or not all(_SURNAME_ONLY.fullmatch(p) for p in parts):
        return None
    return tuple(Author(p, p) for p in parts), True


#: Authors in brackets closing a title, in Latin letters (a presenter's name in Hangul is no author): " (Thomas Cover)"
_AUTHORS_TAG_END = re.compile(rf"\s*[(（]\s*([^()（）\[\]\d{CJK_LETTERS}]{{3,300}}?)\s*[)）]$")
#: A comma, then the year closing a bracket: "(Newell & Simon, 1961)".
_COMMA_YEAR = re.compile(r",\s*(?:19|20)\d\d\s*[)）]$")
#: … and with the year after the names: "(Connor McBride 2001)", "(Hinze R, Wu N, 2010)", "(Dai and Wipf 19)"
_AUTHORS_YEAR_TAG_END = re.compile(
    rf"\s*[(（]\s*([^()（）\[\]\d{CJK_LETTERS}]{{2,300}}?)[\s,]+((?:19|20)?\d\d)\s*[)）]$"
)


def split_authors_tag(text: str) -> tuple[str, tuple[tuple[Author, ...], bool], int | None] | None:
    """A title, the authors named in brackets after it and the year there, or None when the bracket names no one.

    >>> title, (authors, _), year = split_authors_tag("Eigenfaces for Recognition (Matthew Turk and Alex Pentland)")
    >>> title, [a.name for a in authors], year
    ('Eigenfaces for Recognition', ['Matthew Turk', 'Alex Pentland'], None)
    >>> split_authors_tag("Deep Residual Learning (ResNet)") is None
    True
    >>> split_authors_tag("S2S Verification (Manrique-Sunen 2020)")[2]
    2020
    >>> _, (authors, complete), year = split_authors_tag("The Derivative of a Regular Type (Connor McBride 2001)")
    >>> [a.name for a in authors], year, split_authors_tag("Idioms are oblivious (Wadler et al.)")[1][1]
    (['Connor McBride'], 2001, False)
    >>> [[a.name for a in split_authors_tag(t)[1][0]] for t in ["The Art of The Propagator (Radul/Sussman)",
    ...                                                          "Notions of computation and monads (Moggi)"]]
    [['Radul', 'Sussman'], ['Moggi']]
    >>> split_authors_tag("Algebraic Graphs with Class (Functional Pearl)") is None
    True
    >>> [a.name for a in split_authors_tag("Toy models of superposition (Nelson Elhage et al, Anthropic)")[1][0]]
    ['Nelson Elhage']
    >>> [a.name for a in split_authors_tag("Computer Simulation of Human Thinking (Newell & Simon, 1961)")[1][0]]
    ['Newell', 'Simon']
    """
    match = _AUTHORS_TAG_END.search(text) or _AUTHORS_YEAR_TAG_END.search(text)
    if match is None or len(text[: match.start()].split()) < 2:
        return None
    names = match.group(1)
    if names.startswith("with ") and (others := split_authors(names[5:])) and others[0]:
        # "Deep Learning Based KRW/USD Exchange Rate Prediction (with T. Han, K. Oh)": a CV's co-authors, its owner
        # not among them
        return text[: match.start()].rstrip(" ,-–—"), (others[0], False), None
    if "," in names and names.rsplit(",", 1)[1].strip().casefold() in organisations():
        names = names.rsplit(",", 1)[0]  # "(Nelson Elhage et al, Anthropic)": the lab after the names
    year = full_year(match.group(2)) if match.re is _AUTHORS_YEAR_TAG_END else None
    surnames = names.split("/")  # "(Radul/Sussman)", "(Moggi)": surnames alone, none a subject word or a venue
    if all(_surname_alone(n) for n in surnames):
        if find_series(names) is None:
            return text[: match.start()].rstrip(" ,-–—"), (tuple(Author(n, n) for n in surnames), True), year
    parsed = split_authors(names)
    if not parsed or not parsed[0]:
        return None
    # (one surname with "et al.": "Wadler et al.")
    surname_et_al = len(parsed[0]) == 1 and not parsed[1] and bool(_SURNAME.fullmatch(parsed[0][0].raw))
    # (surnames with a year of two digits, as a reading list jots it: "Diagnosing and Enhancing VAE models (Dai and
    # Wipf 19)"; with four, "… trajectories (Fig.4B) (Thom & Seidl 2016)" closes a sentence of prose as often)
    short_year = match.re is _AUTHORS_YEAR_TAG_END and len(match.group(2)) == 2
    # (or after a comma, as an author–year citation prints it: "… Human Thinking (Newell & Simon, 1961)")
    # (under a title in title case: "(Menges & Alquist, 2011)" closing a sentence is a citation in prose)
    cited_year = match.re is _AUTHORS_YEAR_TAG_END and _COMMA_YEAR.search(text) is not None
    cited_year = cited_year and _capitalised(text[: match.start()])
    dated_surnames = (short_year or cited_year) and all(one_surname(a.raw) for a in parsed[0])
    if not (surname_et_al or dated_surnames) and not all(is_name(a.raw) or "," in a.raw for a in parsed[0]):
        return None
    return text[: match.start()].rstrip(" ,-–—"), parsed, year


def _capitalised(title: str) -> bool:
    """Whether the long words of a title are capitalised, as a title in title case has them."""
    long = [w for w in title.split() if len(w) > 3]
    return bool(long) and all(w[:1].isupper() or not w[:1].isalpha() for w in long)


def names_venue_year(text: str) -> tuple[tuple[tuple[Author, ...], bool], str | None, int] | None:
    """Names, a known venue or none, and a year, and nothing else: a byline ("Cognetta et al., EMNLP 2024", "Tatsuya
    Hiraoka COLING, 2022", "Sennrich et al., 2016") or the inside of a bracket after a title ("Torralba and Efros CVPR
    2011").

    >>> names, venue, year = names_venue_year("Kudo and Richardson, ACL 2018")
    >>> [a.name for a in names[0]], venue, year
    (['Kudo', 'Richardson'], 'ACL', 2018)
    >>> names_venue_year("Tatsuya Hiraoka COLING, 2022")[1:], names_venue_year("Sennrich et al., 2016")[1:]
    (('COLING', 2022), (None, 2016))
    >>> names_venue_year("Summary yet to be added, 2022")
    """
    dated = _BYLINE_END_YEAR.search(text)
    if dated is None:
        return None
    words = text[: dated.start()].rstrip(" ,").split()
    for k in [*range(1, min(_BYLINE_VENUE_WORDS, len(words) - 1) + 1), 0]:  # (no venue: the last try)
        series = find_series(" ".join(words[-k:]).strip(" ,.()")) if k else None
        if k and series is None:
            continue
        names = split_authors(" ".join(words[: len(words) - k]).rstrip(" ,"))
        # (two names, or one with "et al.", or one whole name: "Song et al., ACL 2021", not "Summary yet to be added")
        if names and names[0] and (len(names[0]) >= 2 or not names[1] or is_name(names[0][0].name)):
            return names, series, int(dated.group(1))
    return None


#: The most words of a venue's name at a byline's end
_BYLINE_VENUE_WORDS = 4
_BYLINE_END_YEAR = re.compile(r"[\s,'’]\(?((?:19|20)\d\d)\)?\.?\s*$")


def _people_enough(people: tuple[tuple[Author, ...], bool]) -> bool:
    """Whether names in brackets after a title make it a citation: two or more, or one whole name and "et al."."""
    return len(people[0]) >= 2 or (len(people[0]) == 1 and not people[1] and " " in people[0][0].name)


#: "by" or a dash before the names after a title ("… by Rehman, NA, et al. Sci. Adv. 2016.", "*Peephole optimization*
#: --W. M. McKeeman. 1965")
_BY_LEAD = re.compile(r"^\s*(?:,?\s*by\s+|(?:--?|[–—])\s*(?=[A-Z]))")


#: An initial closing a text ("W. M"): its stop ends no list of names.
_CLOSING_INITIAL = re.compile(r"(?:^|[\s.-])[A-Z]$")


def emphasised_title_citation(text: str, span: str) -> Reference | None:
    """A citation whose title the note sets in italics (or bold): names before it, the venue and year after.

    >>> ref = emphasised_title_citation("L. Trevisan, Max cut and the smallest eigenvalue, SIAM Journal on "
    ...                                 "Computing, 2012.", "Max cut and the smallest eigenvalue")
    >>> ref.title, [a.name for a in ref.authors], ref.venue.label
    ('Max cut and the smallest eigenvalue', ['L. Trevisan'], 'SIAM Journal on Computing 2012')
    >>> ref = emphasised_title_citation("Razborov–Rudich (1997), Natural Proofs (PDF): ", "Natural Proofs")
    >>> ref.title, [a.name for a in ref.authors], ref.year
    ('Natural Proofs', ['Razborov', 'Rudich'], 1997)
    """
    at = text.find(span)
    if at < 0 or len(span.split()) < 2:
        return None
    before, after = text[:at].strip(_EDGE), text[at + len(span) :]
    if not before and (by := _BY_LEAD.match(after)):
        # "*Deconstructing Statistical Questions* by Hand, D.J. J. Royal Stat Soc. A 157(3) 1994.": the names end
        # at the first stop that closes a list of names
        rest = after[by.end() :]
        for stop in [*re.finditer(r"\.(?:\s+|$)", rest), None]:  # (or the names are all that is left)
            if stop and "by" not in by.group() and _CLOSING_INITIAL.search(rest[: stop.start()]):
                continue  # "--W. M. McKeeman. 1965": an initial's stop (after "by", "Hand, D.J. J. Royal Stat Soc.")
            named = split_authors(rest[: stop.start()] if stop else rest)
            if named and named[0]:
                venue, year = venue_and_year(rest[stop.end() :] if stop else "")
                return Reference(bare_title(span), "emphasised title by names", named[0], named[1], venue, year)
    if before and text[:at].rstrip(" *_").endswith((":", "：")):
        return None  # "__Disclaimer I:__ _This document is intended for …_": a label, then a sentence
    if before.split(" ", 1)[0] in READING_VERBS:
        before = before.split(" ", 1)[-1]  # "Read Ann Burdick, _A Short Guide to Digital Humanities_ (MIT Press, 2012)"
    before = ENTRY_KEY.sub("", before)  # "{AS1} M. Atiyah and G. Segal, _Twisted $K$-theory_": the entry's key
    dated = NAMES_YEAR_END.search(before)  # "R. Karp (1972), *Reducibility Among …*": the year after the names
    before = before[: dated.start()] if dated else before
    parsed = split_authors(before) if before else ((), True)
    if "–" in before and _SURNAMES_DASHED.fullmatch(before):  # "Baker–Gill–Solovay (1975)": surnames a dash joins
        parsed = tuple(Author(p.strip(), p.strip()) for p in before.split("–")), True
    if parsed is None or (before and not parsed[0]):
        return None
    if (placed := _PLACE_YEAR.match(after)) and _book_place(placed.group("place")):
        # "_The Book: A History of the Bible_ (London, 2001), pp. 1–39": where a book was printed
        style, year = "names, emphasised title, venue", int(placed.group(2))
        return Reference(bare_title(span), style, parsed[0], parsed[1], None, year, book=True)
    venue, year = venue_and_year(after)
    year = year or (int(dated.group(1)) if dated else None)
    if venue is None and year is None and not (parsed[0] and not after.strip(_EDGE)):
        return None  # names and a title with nothing after: a book ("Alchian, Armen and Allen, William, *Exchange…*")
    return Reference(bare_title(span), "names, emphasised title, venue", parsed[0], parsed[1], venue, year)


#: A citation key opening an entry, in brackets or braces: "[SD07] ", "{AKMW} "
ENTRY_KEY = re.compile(r"^[\[{][A-Za-z][\w+.-]{0,15}[\]}](?:\s+|$)")
#: A year in brackets closing the names before a title: "R. Karp (1972)"
NAMES_YEAR_END = re.compile(r"\s*\(((?:19|20)\d\d)[a-z]?\)$")
#: Surnames a dash joins, as the name of a result cites them: "Baker–Gill–Solovay", "Razborov–Rudich"
_SURNAMES_DASHED = re.compile(r"[A-Z][\w'’-]+(?:\s*–\s*[A-Z][\w'’-]+)+")


#: Where and when a book was printed, in brackets after its title: "(London, 2001)", "(Cambridge: Cambridge University
#: Press, 2012)"
_PLACE_YEAR = re.compile(r"[\s*_]*\((?P<place>[A-Z][\w .'-]{1,40}(?::\s*[^()]{2,60})?),\s*((?:19|20)\d\d)\)")


def _book_place(place: str) -> bool:
    """Whether a bracket's words before a year name where a book was printed ("London", "Cambridge: Cambridge
    University Press"), not a venue ("ACL", "Medical Image Analysis")."""
    if ":" in place:
        return True
    words = place.split()
    return len(words) <= 2 and not place.isupper() and find_series(place) is None
#: An event's page naming the conference it is part of: "in conjunction with ANCS 2019", "co-located with ISCA
#: 2023", "Workshop at the Reinforcement Learning Conference 2024"
HOST_PHRASE = re.compile(
    r"\b(?:in conjunction with|co-?located with|workshop at|held at|satellite (?:event|workshop) of)\s+(?:the\s+)?"
    r"([^.;:()]{2,80}?(?:19|20)\d\d)\b",
    re.IGNORECASE,
)
_CLOCK = r"\d{1,2}[:.]\d\d\s*(?:[ap]\.?m\.?|[ap](?![a-z]))?"
#: A programme's time slot before an entry: "11:00 -- 11:20   ", "9.45-10.15: ", "11.00:11.30: ", "9:15a - 9:30a ",
#: or one time with a colon after it: "14:30: "
TIME_SLOT = re.compile(
    rf"^\s*(?:{_CLOCK}\s*(?:-{{1,2}}|–|—|to|:)\s*{_CLOCK}\s*:?|\d{{1,2}}:\d\d\s*:)\s+(?=\S)", re.IGNORECASE
)


#: A line that is a time slot and nothing else: "11:00 - 11:15, GMT", "9:15a - 9:30a", "14:30 (CET)"
TIME_ONLY = re.compile(
    rf"^\s*{_CLOCK}(?:\s*(?:-{{1,2}}|–|—|to)\s*{_CLOCK})?\s*,?\s*\(?(?:[A-Z]{{2,4}}(?:[+-]\d{{1,2}})?)?\)?\s*:?\s*$"
)


def byline_title(text: str) -> Reference | None:
    """``Names: Title`` with nothing else, as a conference programme or a group's schedule lists talks.

    >>> ref = byline_title("11:00 -- 11:20   Damian Markham and Anne Marin: Practical sharing of quantum secrets over "
    ...                    "untrusted channels")
    >>> ref.title, [a.name for a in ref.authors]
    ('Practical sharing of quantum secrets over untrusted channels', ['Damian Markham', 'Anne Marin'])
    >>> byline_title("Session chair: Rei Safavi-Naini") is None
    True
    >>> ref = byline_title("K. Salem, H. Garcia-Molina: Checkpointing Memory-Resident Databases. ICDE 1989: 452-462")
    >>> ref.title, ref.venue
    ('Checkpointing Memory-Resident Databases', VenueEdition(series='ICDE', year=1989))
    """
    match = _NAMES_COLON.match(TIME_SLOT.sub("", text))
    if match is None or len(match.group("rest").split()) < 3:
        return None
    parsed = split_authors(match.group("names"))
    if parsed is None or not parsed[0] or not all(is_name(a.raw) for a in parsed[0]):
        return None
    title = bare_title(match.group("rest"))
    if (named := split_authors(title)) and (len(named[0]) >= 2 or len(title.split()) <= 3):
        return None  # names after the colon too: no title ("Approximate Degradable Quantum Channels" may be one)
    first, rest = _first_sentence(match.group("rest"))
    venue, year = venue_and_year(rest) if rest else (None, None)
    if year is not None and len(first.split()) >= 3:  # DBLP: "…: Title. TODS 6(2): 213-226 (1981)"
        return Reference(bare_title(first), "names: title", parsed[0], parsed[1], venue, year, text_ids(rest))
    return Reference(title, "names: title", parsed[0], parsed[1])


def _first_sentence(text: str) -> tuple[str, str]:
    """The text up to the first full stop, question or exclamation mark that ends a sentence, and the rest."""
    # (after an acronym too: "Critical Race Theory for HCI. In Proceedings …"; not after an initial, nor "vs.")
    for match in re.finditer(
        r"(?:(?<=[^\s.A-ZА-ЯЁ])|(?<=[A-ZА-ЯЁ]{2}))(?<!\bvs)[.?!](?=\s+(?:[A-ZА-ЯЁ(\[*_]|arXiv\b|arxiv['’])|\s*$)"
        r"|(?<=[a-zа-яё]{2}[.?!])(?<!\bvs\.)\s",
        text,
    ):
        end = match.end()
        if text[:end].count("(") > text[:end].count(")"):
            continue  # "A survey (Vol. 3, No. 10)": a stop inside brackets ends no sentence
        title = text[:end].strip()
        return _VOLUME.sub("", title) if title.rstrip(".").endswith(")") else title, text[end:].strip()
    return text.strip(), ""


#: "Last, I." names before a title, which no sentence stop ends: "Cho, K., van Merrienboer, B., …, and Bengio, Y. "
_INVERTED_INITIALS = re.compile(
    r"^((?:(?:and |& )?(?:[a-z]+ )*[A-ZА-ЯЁ][\w'’-]+, (?:[A-ZА-ЯЁ]\.[\s-]?)+(?:[,;]\s*|\s+(?=and |& )))*"
    r"(?:(?:and |& )?(?:[a-z]+ )*[A-ZА-ЯЁ][\w'’-]+, (?:[A-ZА-ЯЁ]\.[\s-]?)*[A-ZА-ЯЁ]\.)(?:,?\s+et\s+al\.)?)"
    r"\s+(?=[A-ZА-ЯЁ0-9\"“])"
)
_CAPITAL = "A-ZÀ-ÞА-ЯЁ"  # Latin and Cyrillic capitals: GOST citations are printed in both
#: GOST (Russian) names: "Sokolov A. V., Voloshinov V. V. Title", "Соколов А. В., Соколова Л. А. Title"
_GOST_INITIAL = rf"[{_CAPITAL}](?:ж|h)?\."  # (a digraph's two letters: "Адамс Дж.", "Ch.")
_GOST_NAMES = re.compile(
    rf"^((?:[{_CAPITAL}][\w'’-]+\s+(?:{_GOST_INITIAL}\s?){{1,3}},\s+)*[{_CAPITAL}][\w'’-]+\s+(?:{_GOST_INITIAL}\s?){{0,2}}"
    rf"{_GOST_INITIAL})\s+(?=[{_CAPITAL}0-9\"“])"
)
def _gost_names(text: str) -> re.Match[str] | None:
    """GOST names opening a citation, unless the initials were middle ones: "Jacob O. Wobbrock, Julie A. …",
    "James A. Anderson und Edward Rosenfeld.", "Michael A. Arbib. Title"."""
    match = _GOST_NAMES.match(text)
    return match if match and not _MIDDLE_INITIAL_AFTER.match(text[match.end() :]) else None


#: A surname after initials that were a middle name's: a comma, a name separator or a full stop follows it.
_MIDDLE_INITIAL_AFTER = re.compile(r"[^\W\d_][\w'’-]*(?:,|\s+(?:and|und|y|et|e|&)\s+[A-Z]|\.\s)")


#: An edited volume's editors mark after the names: ", eds." or " (eds.)".
_EDITORS = re.compile(r",\s*eds?(?=\.\s)|\s*\((?:eds?|Hrsg)\.?\)")  # ("(Hrsg.)": German for "(eds.)")
#: GOST's and GB/T's "//" between a title and where it appeared: "Title // Open Computer Science, 2020, 10"
_DOUBLE_SLASH = re.compile(r"\s+//\s*(?=\S)")
#: A year in brackets glued to (or just after) a title's end: "…learning rate method(2012)"
_GLUED_YEAR = re.compile(r"\s*\(((?:19|20)\d\d)\)?\s*$")


#: A sentence stop in a reference (not "vs.", nor a hyphened initial's: "T.-Y. Lin"), before a capital, a CJK letter
#: ("…, &南泰浩. 学術論文…"), a bracket, a quote, a digit, a word with a capital inside ("Koyama. cGANs with …") or a
#: preprint server, in italics too ("… mgcv. *arXiv* [stat.CO] (2016)", "… Markov networks. bioRxiv (2015)"), a
#: product's name in lower case before a colon ("… Michael Ferry. ggtern: Ternary diagrams …"), or "in" before a venue
#: ("… enhancement. in IEEE/CVF Conference …"); or at its end.
_SENTENCE_BREAK = re.compile(
    rf"(?<=[^\s.]{{2}}[.?!])(?<!\bvs\.)(?<!-[A-Z]\.)\s+(?=[A-ZА-ЯЁ{CJK_LETTERS}\[(“\"0-9]|[a-z]{{1,2}}[A-Z]"
    rf"|[a-z][\w-]{{1,20}}:\s|arXiv|arxiv['’]|bioRxiv|medRxiv|\*{{1,2}}(?:arXiv|bioRxiv|medRxiv)|in\s+[A-Z])|(?<=[^\s.]{{2}}\.)\s*$"
)


#: Where a reference copied from a PDF lost a space: after a comma before an initial (",P. Shyam"), after "In" before
#: a venue ("InProceedings of"), "preprint" before "arXiv" ("preprintarXiv"), a sentence's stop before a venue
#: ("learners.arXiv", "optimization.Journal of"), a comma before the year (",2009")
_PDF_GLUE = re.compile(
    r",(?=[A-Z]\.\s?[A-Z]|(?:19|20)\d\d\b)|\bIn(?=(?:Proceedings|Advances|International|Neural)\b)|preprint(?=arXiv)"
    r"|[a-z]{3}\.(?=(?:arXiv|Journal|Proceedings|Transactions|Advances|IEEE|ACM)\b)"
)
#: A word no title ends with: the text before an edition that closes with it is a sentence about the edition.
_DANGLING_WORD = re.compile(r"\b(?:through|with|for|to|at|in|on|of|by|from|via|the|is|are|was|were)$", re.IGNORECASE)
#: More words than a title has, before a venue tag: prose when it runs over sentences.
_PROSE_WORDS = 30


def _sentences(text: str) -> list[str]:
    """Sentences of a reference: split at ". " after a word of two letters or more (not after an initial)."""
    parts = _SENTENCE_BREAK.split(text)
    return [p.strip() for p in parts if p.strip()]


def _dblp(text: str) -> Reference | None:
    """DBLP's text export: names with no commas, the title ending "..": "Ron Avnur Joseph M. Hellerstein. Eddies:
    Continuously Adaptive Query Processing.. Proc. SIGMOD Conference, 2000, 261-272."

    >>> ref = _dblp("Praveen Seshadri Miron Livny Raghu Ramakrishnan. The Design and Implementation of a Sequence "
    ...             "Database System.. Proc. VLDB, 1996, 99-110.")
    >>> ref.title, len(ref.authors), ref.venue.label
    ('The Design and Implementation of a Sequence Database System', 3, 'VLDB 1996')
    """
    if ".. " not in text:
        return None
    sentences = _sentences(text)
    if len(sentences) < 2 or (names := run_of_names(sentences[0])) is None:
        return None
    title, _, rest = " ".join(sentences[1:]).partition(".. ")
    venue, year = venue_and_year(rest)
    return Reference(bare_title(title), "authors. title. venue", names, True, venue, year)


def run_of_names(text: str) -> tuple[Author, ...] | None:
    """Names printed one after another with no commas, each ending at its surname (initials and particles before it).

    >>> [a.name for a in run_of_names("Ron Avnur Joseph M. Hellerstein.")]
    ['Ron Avnur', 'Joseph M. Hellerstein']
    >>> run_of_names("Deep residual learning") is None
    True
    """
    names: list[Author] = []
    current: list[str] = []
    for token in text.rstrip(". ").split():
        if token in _PARTICLES:
            current.append(token)
            continue
        if not _RUN_TOKEN.fullmatch(token) or token.casefold() in not_name_words():
            return None  # "Denoising Diffusion Probabilistic Models" is no run of two names
        current.append(token)
        if len(current) >= 2 and not token.endswith("."):  # a surname closes the name
            name = " ".join(current)
            names.append(Author(name, name))
            current = []
    return tuple(names) if names and not current else None


def _subtitle(sentence: str) -> bool:
    """A sentence after a title's "!" or "?" that goes on with the title: capitalised words, no venue, no year."""
    words = sentence.rstrip(".").split()
    capitalised = sum(w[:1].isupper() for w in words)
    return 2 <= len(words) <= 14 and capitalised * 2 > len(words) and not _DIGIT.search(sentence) and not find_venue(
        sentence
    )


#: A journal glued to a title with no stop, then ", volume (issue) (year)" (ScienceDirect's copy): the journal is
#: the run of capitalised words before the volume ("… image and video enhancement Pattern Recognit, 98 (2019)").
_JOURNAL_TAIL = re.compile(
    r"\s+(?P<venue>[A-Z][\w.]*(?:\s+(?:[A-Z][\w.]*|of|and|&))*),\s+\d+\s*(?:\(\d+\)\s*)?\((?P<year>(?:19|20)\d\d)\)"
    r"(?:,\s*(?:pp?|Article)\b.*)?$"
)


#: … or after a comma, with the volume, issue and page before the year: ", New Journal of Physics, 23(2):023021, 2021"
_COMMA_JOURNAL_TAIL = re.compile(
    r",\s+(?P<venue>[A-Z][\w.]*(?:\s+(?:[A-Z][\w.]*|of|and|&|on|in|for))*),\s+\d+(?:\s*\(\d+\))?(?::\s*[\w-]+)?,"
    r"\s+(?P<year>(?:19|20)\d\d)\.?$"
)


#: One author as Google Scholar prints one: initials with no stops, then the surname ("S Du", "DA Abolafia")
_BARE_INITIALS_NAME = re.compile(r"[A-Z]{1,3} [A-Z][a-z'’]+(?:-[A-Z][a-z'’]+)?")


def _authors_first(text: str) -> Reference | None:
    """``Authors. Title. Venue, Year.`` (the names end at the first sentence stop, or after the last initial of
    "Last, I." names), the year perhaps glued to the title's end.

    >>> ref = _authors_first("Sutskever, I., Vinyals, O., and Le, Q. Sequence to sequence learning with neural "
    ...                      "networks(2014)")
    >>> ref.title, [a.name for a in ref.authors], ref.year
    ('Sequence to sequence learning with neural networks', ['I. Sutskever', 'O. Vinyals', 'Q. Le'], 2014)
    >>> ref = _authors_first("Zaller, John R. 1992. The Nature and Origins of Mass Opinion. Cambridge: CUP")
    >>> ref.title, [a.name for a in ref.authors], ref.year
    ('The Nature and Origins of Mass Opinion', ['John R. Zaller'], 1992)
    >>> ref = _authors_first("Jean et al. On Using Very Large Target Vocabulary for Neural Machine Translation(2014)")
    >>> ref.title, [a.name for a in ref.authors], ref.complete
    ('On Using Very Large Target Vocabulary for Neural Machine Translation', ['Jean'], False)
    """
    inverted = _INVERTED_INITIALS.match(text) or _gost_names(text)
    sentences = [inverted.group(1), *_sentences(text[inverted.end() :])] if inverted else _sentences(text)
    if len(sentences) < 2:
        return None
    if (dated := _INITIAL_THEN_YEAR.fullmatch(sentences[0])) is not None:
        # Chicago author-date: "Zaller, John R. 1992. The Nature …": a closing initial's stop ends no sentence
        sentences = [dated.group(1), dated.group(2), *sentences[1:]]
    parsed = split_authors(sentences[0])
    several = "," in sentences[0] or " and " in sentences[0] or bool(ET_AL.search(sentences[0]))
    alone = parsed is None or (len(parsed[0]) < 2 and not several)
    if alone and len(sentences) >= 3 and (run := run_of_names(sentences[0])) and len(run) >= 2:
        second = split_authors(sentences[1]) if "," in sentences[1] else None
        if (second is None or len(second[0]) < 2) and venue_and_year(" ".join(sentences[2:]))[0] is not None:
            parsed = run, True  # "Ron Avnur Joseph M. Hellerstein. Eddies: …. Proc. SIGMOD Conference, 2000"
    # One name alone will do when it is inverted with initials and a venue or year follows: "Boyle M. Title. J…, 2016"
    # (or printed initials first with no stops, as Google Scholar does: "K Hornik. Title. Neural networks'91")
    bare = _BARE_INITIALS_NAME.fullmatch(sentences[0].rstrip("."))
    cited_after = len(sentences) >= 3 and any(venue_and_year(" ".join(sentences[2:])))
    # (or initials with their stops, then the surname: "L. Bottou. Stochastic gradient descent tricks. In …, 2012.")
    initialled = _INITIALS_SURNAME.fullmatch(sentences[0].rstrip(".")) is not None
    alone_cited = (bool(inverted) or bool(bare) or initialled) and cited_after
    if bare and alone_cited:
        parsed = (Author(bare.group(0), bare.group(0)),), True
    if parsed is None or (len(parsed[0]) < 2 and not several and not alone_cited):
        return None
    if len(sentences) >= 3 and (lone := re.fullmatch(r"\(?((?:19|20)\d\d)[a-z]?\)?\.?", sentences[1])):
        glued_year: int | None = int(lone.group(1))  # "Соколов А. В., Соколова Л. А. 2022. Борьба штаммов …"
        sentences = [sentences[0], *sentences[2:]]
    else:
        glued_year = None
    title, glued = sentences[1], glued_year
    if "(" in title and (tail := _JOURNAL_TAIL.search(title)) and len(title[: tail.start()].split()) >= 3:
        # "… center/surround retinex IEEE Trans Image Process, 6 (3) (1997), pp": no stop before the journal
        title, sentences = title[: tail.start()], [*sentences[:2], f"{tail.group('venue')} ({tail.group('year')})"]
    elif "," in title and (tail := _COMMA_JOURNAL_TAIL.search(title)) and len(title[: tail.start()].split()) >= 3:
        # "… sampling single-qubit operations, New Journal of Physics, 23(2):023021, 2021": no stop before the journal
        title, sentences = title[: tail.start()], [*sentences[:2], f"{tail.group('venue')} ({tail.group('year')})"]
    while title.endswith(("!", "?")) and len(sentences) >= 4 and _subtitle(sentences[2]):
        title = f"{title} {sentences.pop(2)}"  # "Thieves on Sesame Street! Model Extraction of BERT-based APIs."
    if len(sentences) == 2 and (year_end := _GLUED_YEAR.search(title)):  # "…learning rate method(2012)"
        title, glued = title[: year_end.start()], int(year_end.group(1))
    title = bare_title(title)
    if len(title.split()) < 2 and not _CJK_TITLE.search(title):  # (a CJK title is a phrase with no spaces)
        return None
    venue, year = venue_and_year(" ".join(sentences[2:]))
    journal = _located_journal(sentences[2:]) if venue is None and year is None and len(sentences) >= 3 else None
    return Reference(title, "authors. title. venue", parsed[0], parsed[1], venue, year or glued, series=journal)


def _located_journal(sentences: list[str]) -> str | None:
    """The journal of a citation that prints no year, told by its volume and pages after it (a CV's entry under its
    year): "Fisheries Research." / "277: 107063.", "Nature 626(7997): 111–118.", "ICES Journal of Marine Science." /
    "fsae009.".

    >>> _located_journal(["Fisheries Research.", "277: 107063."]), _located_journal(["Nature 626(7997): 111–118."])
    ('Fisheries Research', 'Nature')
    >>> _located_journal(["In press at Journal of Statistical Software."]) is None
    True
    """
    first = sentences[0].rstrip(" .")
    if glued := _VOLUME_PAGES_END.search(first):
        name = first[: glued.start()]
    elif len(sentences) >= 2 and _VOLUME_PAGES.fullmatch(sentences[1].rstrip(" .")):  # (a link's residue: "107063. .")
        name = first
    else:
        return None
    return name if _JOURNAL_TITLE.fullmatch(name) else None


#: A volume, its issue and pages, or an article number: "277: 107063", "626(7997): 111–118", "fsae009", "12(1): 21"
_VOLUME_PAGES = re.compile(r"(?:\d{1,5}(?:\s*\(\d{1,5}\))?(?::\s*[\w–-]+)?|[a-z]{0,6}\d{3,9})")
_VOLUME_PAGES_END = re.compile(r"\s+\d{1,5}(?:\s*\(\d{1,5}\))?:\s*[\w–-]+$")


#: Names and then the year, in one sentence as a closing initial leaves them: "Zaller, John R. 1992."
_INITIAL_THEN_YEAR = re.compile(r"(.+?[A-Z]\.)\s+((?:19|20)\d\d[a-z]?\.)")
#: A run of CJK letters long enough to be a title: "学術論文における関連研究の執筆支援のための被引用論文の推定"
_CJK_TITLE = re.compile(f"[{CJK_LETTERS}]{{6,}}")


def _authors_title_when(text: str) -> Reference | None:
    """``Surname et al., Title, VENUE'YY`` (a course's reading list): who, what, then where and when.

    >>> ref = _authors_title_when("Perron et al., Starling: A Scalable Query Engine on Cloud Functions, SIGMOD'20.")
    >>> ref.title, [a.name for a in ref.authors], ref.venue.label
    ('Starling: A Scalable Query Engine on Cloud Functions', ['Perron'], 'SIGMOD 2020')
    >>> _authors_title_when("Jonas et al., Cloud Programming Simplified: A Berkeley View on Serverless, 2019").year
    2019
    """
    match = _AUTHORS_TITLE_WHEN.match(_LEAD_NOTE.sub("", text))
    if not match or len(match.group("title").split()) < 2 or (parsed := split_authors(match.group("names"))) is None:
        return None
    when = match.group("when")
    venue = None if when.isdigit() else tag_edition(when)
    year = int(when) if when.isdigit() else venue.year if venue else None
    if year is None or not parsed[0]:
        return None
    return Reference(bare_title(match.group("title")), "authors, title, when", parsed[0], parsed[1], venue, year)


_SENTENCE_IN = re.compile(r"[a-z]\.\s+[A-Z]")
# ('"Title" -Ming-Yu Liu, …', "Title -Shou Cheng Zhang (1992)" and "Title--John Cardy,1986" too)
_DASH = re.compile(r"\s+[—–~-]{1,3}\s+|;\s+|(?<=[\"”])\s+[—–-](?=[A-Z])|\s+-{1,3}(?=[A-Z][a-z])|(?<=\w)-{2,3}(?=[A-Z])")
#: The last dash of a citation after its year: "…, JMLR, 2003. - Yikai Wang &#10003;"
_BRACKETED_YEAR = re.compile(r"\(((?:19|20)\d\d)\)")
#: What every `_DASH` holds: a cheap test before the pattern's.
_DASH_CHARS = frozenset("—–~-;")
_LAST_DASH = re.compile(r"(?<=(?:19|20)\d\d)\.?\s+[-–—]\s*(?=\S)[^-–—]*$")
_NAMES_THEN_YEAR = re.compile(r"^(.{2,200}?)(?:,?\s+|,)((?:19|20)\d\d)$")
_MARK_GAP = re.compile(r"[†‡]\s+(?=[A-Z])")
_REMARKS = re.compile(r"\[[^\[\]]*\]|\([^()]*\)")
_ARXIV_FIELD = re.compile(r"^arXiv\s*:?\s*\d{4}\.\d{4,5}", re.IGNORECASE)


def _dashed_fields(text: str, *, lone_surname: bool = False) -> Reference | None:
    """``Title — Authors — Venue Year``: fields after spaced dashes (names, an edition or a year, an arXiv id) in any
    order; the title ends at the first dash the fields follow, and a remark may close the line. One surname alone
    is a name only with ``lone_surname`` (where sibling entries vouch for the shape).

    >>> ref = _dashed_fields("Robust Sensor Fusion for Drones — K. Tanaka, M. Suzuki — IROS 2020")
    >>> ref.title, [a.name for a in ref.authors], ref.venue.label
    ('Robust Sensor Fusion for Drones', ['K. Tanaka', 'M. Suzuki'], 'IROS 2020')
    >>> _dashed_fields("BERT - Pre-training of Deep Bidirectional Transformers - Devlin et al. - NAACL 2019").title
    'BERT - Pre-training of Deep Bidirectional Transformers'
    >>> _dashed_fields("Self-Attention - the idea - explained") is None
    True
    >>> _dashed_fields("A Tutorial on Quantum Error Correction - Andrew M. Steane").authors[0].name
    'Andrew M. Steane'
    >>> len(_dashed_fields("A Review of Quantum Computer Energy Efficiency - Nelly Elsayed† Anthony S. Maida† "
    ...                    "Magdy Bayoumi").authors)
    3
    >>> text = "Theorems for free - Wadler"
    >>> _dashed_fields(text), _dashed_fields(text, lone_surname=True).title
    (None, 'Theorems for free')
    """
    cuts = list(_DASH.finditer(text))
    for k, cut in enumerate(cuts):
        title = bare_title(text[: cut.start()])
        if len(title.split()) < 2 or _SENTENCE_IN.search(title):
            continue  # "General AGI related papers. I have broken out …": prose before the dash
        if text.count("(", 0, cut.start()) > text.count(")", 0, cut.start()):
            continue  # "… in this direction (Liu and Lapata, 2019; …)": a cut inside brackets
        starts = [c.end() for c in cuts[k:]]
        ends = [c.start() for c in cuts[k + 1 :]] + [len(text)]
        authors: tuple[Author, ...] = ()
        complete, venue, year, fields = True, None, None, 0
        for part in (text[a:b].strip(_EDGE) for a, b in zip(starts, ends, strict=True)):
            tag = _REMARKS.sub("", part).strip(_EDGE)  # "NeurIPS 2025 [arXiv-comment: …]"
            tag = tag[3:] if tag.startswith("by ") else tag  # "Title; by Marco Baroni, …, ACL 2014"
            if "," not in tag and _MARK_GAP.search(tag):
                tag = _MARK_GAP.sub(", ", tag)  # "Nelly Elsayed† Anthony S. Maida† Magdy Bayoumi": marks part them
            if venue is None and (bracketed := next(
                (e for m in _REMARKS.finditer(part) if (e := tag_edition(m.group(0)[1:-1]))), None
            )):
                venue, year = bracketed, bracketed.year  # "Jonathan Ho, Ajay Jain (NeurIPS 2020)"
            if year is None and (bracketed_year := _BRACKETED_YEAR.search(part)):
                year = int(bracketed_year.group(1))  # "… -Shou Cheng Zhang (1992)"
            if venue is None and (edition := tag_edition(tag)):
                venue, year = edition, edition.year
                if not authors and "," not in tag and (pair := names_then_edition(tag)):
                    authors, complete = pair[0]  # "… - Rizzo ATC '12"
            elif year is None and _YEAR.fullmatch(tag):
                year = int(tag)
            elif _ARXIV_FIELD.match(tag):
                pass  # "arXiv:2005.11401. Seminal …": the ids are read from the whole text
            elif not authors and (named := split_authors(tag) or _surnames(tag)) and named[0] and (
                len(named[0]) >= 2 or not named[1] or is_name(tag)
            ):
                authors, complete = named  # (surnames too: "… - Hughes, Jansson, Danielsson, & Gibbons")
            elif not authors and lone_surname and one_surname(tag):
                authors, complete = (Author(tag, tag),), True  # "Functional geometry - Henderson"
            elif not authors and (dated := _NAMES_THEN_YEAR.match(tag)) and (named := split_authors(dated.group(1))):
                authors, complete = named  # "Title; Vaswani et al., 2023", "Title; Mosteller, W., Wallace, D. 1963"
                year = year or int(dated.group(2))
            elif not authors and venue is None and (pair := names_then_edition(tag)):
                (authors, complete), venue = pair  # "Klein and Manning, EMNLP 2002"
                year = venue.year
            elif not authors and (dated_venue := _names_year_venue(part)):
                (authors, complete), year, venue = dated_venue  # "Kitano (2004), *Nature Reviews Genetics* 5(11):…"
            else:
                break
            fields += 1
        if fields:
            # one author alone: a person's full name ("… - Andrew M. Steane") or "et al." ("… - Arkopal Dutt et al.")
            alone = len(authors) == 1 and (
                not complete or bool(_PLAIN_NAME.fullmatch(authors[0].name)) or lone_surname
            )
            # (no word of a sentence ends the title or stands in the name: "Suggested by - Alex", "… Concurrency The")
            words = [*title.split()[-1:], *authors[0].name.split()] if authors else []
            alone = alone and not any(w.casefold() in _SENTENCE_WORDS for w in words)
            # (every part read, after a dash: "Zequn Qin; Pengyi Zhang; Xi Li" is names all along)
            alone = alone and fields == len(starts) and ";" not in cut.group()
            if authors and (venue or year or len(authors) >= 2 or alone):
                return Reference(title, "title — authors — venue", authors, complete, venue, year)
            return None
    return None


_LATIN_WIDE_COMMA = re.compile(r"(?<=[a-z.])，\s*(?=[A-Z][a-z]+[ -][A-Z][a-z]+\b)")  # (not "Networks，C3D，ICCV")
#: A year, then a venue's short name, closing a title after a comma (a reader's initials perhaps after a dash):
#: ", 2014 NRG", ", 2009 NRG - M & T"
_YEAR_THEN_VENUE_END = re.compile(
    r",\s*((?:19|20)\d\d)\s+([A-Z][A-Za-z&]{1,12})(?:\s+[-–]\s+[A-Z](?:\s*&\s*[A-Z])*)?\s*$"
)
_GLUED_DASHES = re.compile(r"(?<=[\w.])-{2,3}(?=[A-Za-z])")
#: A spaced slash parting a list's fields: "Miyato / Adversarial training methods for … / 2016"
_SLASH = re.compile(r"\s+/\s+")


def slashed_fields(text: str) -> Reference | None:
    """``Names / Title / Year`` (or ``Title / Names / Year``), a tag or two after: a list's fields parted by slashes.

    >>> ref = slashed_fields("Devlin / BERT: Pre-training of Deep Bidirectional Transformers for Language "
    ...                      "Understanding / 2019 / **read**")
    >>> ref.title, [a.name for a in ref.authors], ref.year
    ('BERT: Pre-training of Deep Bidirectional Transformers for Language Understanding', ['Devlin'], 2019)
    >>> slashed_fields("Input / Output / 2019") is None
    True
    """
    parts = [p.strip(_EDGE) for p in _SLASH.split(text)]
    dated = [k for k, p in enumerate(parts) if _YEAR.fullmatch(p)]
    if len(parts) < 3 or len(dated) != 1 or dated[0] != 2:
        return None
    for names_at, title_at in ((0, 1), (1, 0)):
        title, names = bare_title(parts[title_at]), parts[names_at]
        if len(title.split()) < 2:
            continue
        named = ((Author(names, names),), False) if one_surname(names) else split_authors(names)
        if named and named[0]:
            return Reference(title, "names / title / year", named[0], named[1], None, int(parts[2]), text_ids(text))
    return None


def dashed_citation(text: str) -> Reference | None:
    """``Title - Surname``, read where the entries around it are ``Title - Names`` citations.

    >>> dashed_citation("Functional geometry - Henderson").authors[0].name
    'Henderson'
    >>> dashed_citation("Notes on the week - misc") is None
    True
    """
    if not _DASH_CHARS.intersection(text) or not _DASH.search(text):
        return None
    if not (ref := _dashed_fields(text, lone_surname=True)):
        return None
    return Reference(ref.title, ref.style, ref.authors, ref.complete, ref.venue, ref.year, text_ids(text))


#: "Béna, Faldor, Goodman & Cully (2025), GECCO.", "Kitano (2004), *Nature Reviews Genetics* 5(11):826–837. DOI:…"
_NAMES_YEAR_VENUE = re.compile(
    r"(?P<names>[^()]+?)\s*\((?:(?:19|20)\d\d/)?(?P<year>(?:19|20)\d\d)\),?\s+(?P<venue>\S.*)"  # "(2017/2018)"
)
_EMPHASIS = re.compile(r"\*+([^*]+)\*+|_([^_]+)_")


def _names_year_venue(text: str) -> tuple[tuple[tuple[Author, ...], bool], int, VenueEdition | None] | None:
    """Names, their year in brackets, then the venue (in emphasis, or up to a stop or bracket): a wiki's line under
    a paper's bold title.

    >>> named, year, venue = _names_year_venue("Kitano (2004), *Nature Reviews Genetics* 5(11):826–837. DOI:10.1038/x")
    >>> [a.name for a in named[0]], year, venue
    (['Kitano'], 2004, VenueEdition(series='Nature Reviews Genetics', year=2004))
    >>> [a.name for a in _names_year_venue("Béna, Faldor, Goodman & Cully (2025), GECCO.")[0][0]]
    ['Béna', 'Faldor', 'Goodman', 'Cully']
    >>> _names_year_venue("Thompson (1996/1997), ICES.")[1:]
    (1997, VenueEdition(series='ICES', year=1997))
    """
    match = _NAMES_YEAR_VENUE.fullmatch(text.strip())
    if match is None:
        return None
    names = match["names"].replace("*", "").strip(_EDGE)  # "…, Vianello, **Payvand** (2024)": the lab's own name
    named = split_authors(names) or (((Author(names, names),), True) if one_surname(names) else None)
    if not named or not named[0] or _VENUE_WORDS.search(names):  # (not "… - Proceedings (2013), pp. 3422–3426")
        return None
    year, printed = int(match["year"]), match["venue"]
    stressed = _EMPHASIS.match(printed)
    name = (stressed[1] or stressed[2]) if stressed else re.split(r"[.(]", printed, maxsplit=1)[0]
    if not stressed and ("," in name or len(name.split()) > _SHORT_VENUE_WORDS):
        return None  # "Stein, Elias; Weiss, Guido (1971), Introduction to Fourier Analysis …": a title follows
    return named, year, named_venue(name.strip(_EDGE), year)


#: The most words of a venue printed plain after the names and year ("GECCO", "ALIFE 2025")
_SHORT_VENUE_WORDS = 4


#: One surname or "Names et al." and a venue edition with only a space between: "Rizzo ATC '12"
_NAMES_SPACE_EDITION = re.compile(r"([A-Z][\w'’-]+|[^,]+?\bet al\.?)\s+([A-Za-z][^,\s]*\s*['’]?\s*\d{2,4})")


def names_then_edition(text: str) -> tuple[tuple[tuple[Author, ...], bool], VenueEdition] | None:
    """Names, then a venue edition after the last comma: "Klein and Manning, EMNLP 2002" (one surname or "et al."
    may do without the comma: "Rizzo ATC '12")."""
    names, _, when = text.rpartition(",")
    if not names and (spaced := _NAMES_SPACE_EDITION.fullmatch(text)) and (
        " " in spaced.group(1) or _surname_alone(spaced.group(1))
    ) and find_series(spaced.group(2)):
        names, when = spaced.groups()  # (not a word of a track: "Oral CVPR 2020", "Findings EMNLP 2023")
    edition = tag_edition(when.strip(_EDGE)) if names else None
    named = split_authors(names) if edition else None
    if edition and named is None and one_surname(names := names.strip()):
        named = (Author(names, names),), True  # one surname: "(Lamport, CACM 1978)"
    return (named, edition) if named and named[0] and edition else None


#: "Title, by Names, VENUE YEAR." / "Title, by Names (VENUE YEAR)" / "Title, by Names. VENUE YEAR." (the comma
#: before "by" keeps "… Navigation by Watching Youtube Videos" a title)
_TITLE_BY = re.compile(r"^(?P<title>.{6,})(?<!,)(?P<comma>,?)\s+by\s+(?P<names>[A-Z][^,]*(?:,[^,]*)*)$")


#: Who did something else with the paper than write it: "… presented by Kyle Duffy", "… led by …"
_ROLE_BY = re.compile(
    r"\b(?:presented|led|hosted|moderated|chaired|introduced|reviewed|discussed|recommended|suggested|posted|shared"
    r"|summari[sz]ed|curated|maintained|compiled|translated|sponsored|organi[sz]ed|given|taught)\s+by\s*$",
    re.IGNORECASE,
)


def _title_by_names(text: str) -> Reference | None:
    """``Title, by Names[, VENUE YEAR]``: a review post's or a newsletter's way of naming a paper.

    >>> ref = _title_by_names("Large-Scale Extraction and Use of Knowledge from Text, by Peter Clark and Phil "
    ...                       "Harrison, K-CAP 2009.")
    >>> ref.title, [a.name for a in ref.authors], ref.venue.label
    ('Large-Scale Extraction and Use of Knowledge from Text', ['Peter Clark', 'Phil Harrison'], 'K-CAP 2009')
    >>> _title_by_names("Adversarial Cross-Modal Retrieval by Bokun Wang et al.").authors[0].name
    'Bokun Wang'
    >>> _title_by_names("Learning to Win by Reading Manuals in a Monte Carlo Framework") is None
    True
    >>> _title_by_names("Programming Pearls (2nd Edition) by Jon Bentley").authors[0].name
    'Jon Bentley'
    >>> [a.name for a in _title_by_names("Augmented Neural ODEs by Dupont, Doucet and Teh. Presenter: T. L.").authors]
    ['Dupont', 'Doucet', 'Teh']
    """
    published = None
    if said := _PUBLISHED_TAIL.search(text):  # "… by G. J. Chaitin, published 1982"
        published, text = (int(said.group(1)) if said.group(1) else None), text[: said.start()]
    match = _TITLE_BY.match(text)
    if match is None:
        return None
    byline = text[match.start("names") :].strip(_EDGE)
    # "Learning to Win by Reading Manuals …": with no comma before it, only "by Names et al." is a byline, or a
    # sentence of two surnames or more ("Augmented Neural ODEs by Dupont, Doucet and Teh. Presenter: …")
    sentence = _WORD_STOP.split(byline, maxsplit=1)[0].strip(_EDGE)
    surnames = (named := split_authors(sentence)) is not None and len(named[0]) >= 2
    surnames = surnames and all(" " not in a.name for a in named[0])  # type: ignore[index]
    # (a sentence of its own, after a capitalised title: not "… transient described by Negroni and Lascano")
    first_letter = next((c for c in match.group("title") if c.isalpha()), "")
    edited = _EDITED_BY.search(text[: match.start("names")])
    if edited and _IN_BOOK.search(text[: edited.start()]):
        return None  # '"…: A Framework." In *Non-State Actors …*, edited by Josselin and Wallace': the book's editors
    surnames = surnames and len(sentence) < len(byline.strip(_EDGE)) and first_letter.isupper()
    named_et_al = ET_AL.search(byline) and not _WORD_STOP.search(byline) and _names_only(byline)
    # (or full names closing the line: "Programming Pearls (2nd Edition) by Jon Bentley", "… by Eric Freeman, Bert
    # Bates, Kathy Sierra, Elisabeth Robson")
    full = first_letter.isupper() and not _ROLE_BY.search(text[: match.start("names")]) and text[:1] not in "\"“'"
    full = full and (whole := split_authors(byline)) is not None and bool(whole[0])
    full = full and all(len(a.name.split()) >= 2 for a in whole[0])  # type: ignore[index]
    # (one name only with an initial, or after an edition's brackets: not "… Perceptive Images by Shape Semantic GAN")
    edition = re.search(r"\)\s*,?\s*by\s*$", text[: match.start("names")]) is not None
    full = full and (len(whole[0]) >= 2 or "." in byline or edition)  # type: ignore[index]
    if not match.group("comma") and not (named_et_al or surnames or full):
        return None
    # The names end where a venue follows: after a comma, in brackets, after a sentence stop (not an initial's)
    cuts = [m.start() for m in re.finditer(r"\s*\(|(?<=[a-z]{2})\.\s+", byline)] + [len(byline)]
    authors: tuple[Author, ...] = ()
    complete, venue = True, None
    for cut in cuts:
        names, tail = byline[:cut].strip(_EDGE), byline[cut:].strip(" .()")
        if pair := names_then_edition(names):
            (authors, complete), venue = pair
        elif named := split_authors(names):
            authors, complete = named
        else:
            continue
        if venue is None and tail:
            venue = tag_edition(_REMARKS.sub("", tail).strip(_EDGE)) or find_venue(tail)
        break
    title = bare_title(match.group("title"))
    if edited:  # "Big Data and Social Science, edited by Foster, Ghani et al.": a book by its editors
        title = bare_title(_EDITED_BY.sub("", f"{match.group('title')} by"))
    if not authors or len(title.split()) < 2:
        return None
    return Reference(title, BY_NAMES_STYLE, authors, complete, venue, venue.year if venue else published)


#: The style of a "Title by Names" citation
BY_NAMES_STYLE = "title, by authors"
#: A byline's closing date: ", published 2019", ", published" (its year left out)
_PUBLISHED_TAIL = re.compile(r",\s*published(?:\s+in)?\s*((?:19|20)\d\d)?\.?\s*$", re.IGNORECASE)
#: Words before "by" that make the names a book's editors or translators
_EDITED_BY = re.compile(r"\b(?:edited|translated|eds?\.?)\s+by\s*$", re.IGNORECASE)
#: A chapter's book named before its editors: "… In *Non-State Actors in World Politics*, edited by …"
_IN_BOOK = re.compile(r"(?:^|[.,'\"”]\s+)In\s+\S")
#: "Hoffmann et al, ACL 2011. Knowledge-Based Weak Supervision for …": who and where first, then the title
_NAMES_EDITION_TITLE = re.compile(r"^(?P<head>[^.]{3,200}?\d{2,4})\.\s+(?P<title>\S.{6,})$")


def _names_edition_title(text: str) -> Reference | None:
    """``Names, VENUE YEAR. Title`` (a review post's heading).

    >>> ref = _names_edition_title("Hoffmann et al, ACL 2011. Knowledge-Based Weak Supervision for Information "
    ...                            "Extraction of Overlapping Relations")
    >>> ref.title[:26], ref.venue.label, [a.name for a in ref.authors], ref.complete
    ('Knowledge-Based Weak Super', 'ACL 2011', ['Hoffmann'], False)
    """
    match = _NAMES_EDITION_TITLE.match(text)
    pair = names_then_edition(match.group("head")) if match else None
    if match is None or pair is None:
        return None
    (authors, complete), venue = pair
    title = bare_title(match.group("title"))
    if len(title.split()) < 2:
        return None
    return Reference(title, "authors, venue. title", authors, complete, venue, venue.year)


def title_comma_names(text: str) -> Reference | None:
    """``Title, Names`` (perhaps then ``, Venue, Year``), as a syllabus lists its readings: the shortest title of
    three words or more after which every comma part up to the venue is a person's name. Only for an item of a
    list of titles: alone, a title with commas in it reads the same.

    >>> ref = title_comma_names("Threads cannot be implemented as a library, Hans-J. Boehm")
    >>> ref.title, [a.name for a in ref.authors]
    ('Threads cannot be implemented as a library', ['Hans-J. Boehm'])
    >>> ref = title_comma_names("Practical, Transparent, Operating System Support for Superpages, Navarro, Iyer, "
    ...                          "Druschel, and Cox")
    >>> ref.title, len(ref.authors)
    ('Practical, Transparent, Operating System Support for Superpages', 4)
    >>> title_comma_names("Deep learning, graphs, and more") is None
    True
    """
    parts = text.rstrip(" .").split(", ")
    if len(parts) > 16:
        return None
    for k in range(1, len(parts)):
        title = ", ".join(parts[:k])
        if len(title.split()) < 3 or not title[:1].isupper():
            continue
        if k <= 2 and split_authors(title) is not None:
            return None  # "Fernanda Viegas and Martin Wattenberg, Design and Redesign …": the names come first
        for j in range(len(parts), k, -1):
            names, rest = ", ".join(parts[k:j]), ", ".join(parts[j:])
            if (stop := _NAMES_STOP.search(names)) is not None:  # "J. Newsome and D. Song. Network and …, 2005."
                names, rest = names[: stop.start() + 1], ", ".join([names[stop.end() :], *parts[j:]])
            named = _names_only(names, one_et_al=True)
            if named is None:
                continue
            venue, year = venue_and_year(rest) if rest else (None, None)
            if rest and venue is None and year is None:
                continue
            if venue is not None and venue.series.casefold() in organisations():
                venue = None  # "…, Andrew W. Cross, IBM (2019), arXiv:…": their company, no venue
            return Reference(bare_title(title), "title, authors", named[0], named[1], venue, year, text_ids(rest))
    return None


#: The stop after a surname that ends the names before a venue: "D. Song. Network and Distributed …"
_NAMES_STOP = re.compile(r"(?<=[a-z]{2})\.\s+(?=[A-Z])")
#: A year in brackets closing a text: "Title (2019)", "**Random Forests (2001)**"
CLOSING_YEAR = re.compile(r"\s*\(((?:19|20)\d\d)\)\s*\.?$")


#: A year after the last comma, closing a citation: "…, 2019"
_COMMA_YEAR_END = re.compile(rf",\s*(?:\d{{1,2}}\s+)?(?:{MONTH_NAME.pattern}\s+)?((?:19|20)\d\d)\s*\.?$")


#: The journal, its volume and the year in brackets after an AMS (MathSciNet) style title: ", Amer. Math. Monthly
#: **130** (2023)", ", Ann. of Math. (2) **167** (2008)"
_AMS_JOURNAL = re.compile(
    r",\s+(?P<journal>[A-Z][^,()*]{1,80}?)\s+(?:\(\d\)\s+)?\**(?:[A-Z]\s?)?\d{1,4}\**\s*\((?P<year>(?:19|20)\d\d)\)"
)


#: A name with its given names as initials: "J. S. Chahal", "P. C. van Oorschot", "J.-P. Serre"
_INITIALLED_NAME = re.compile(r"\s*(?:and\s+)?(?:[A-Z]\.\s?-?)+\s?(?:[a-z]+\s)*[A-Z][\w'’-]+(?:\s[A-Z][\w'’-]+)?\s*")


def _ams_citation(text: str) -> Reference | None:
    """An AMS (MathSciNet) style citation: initialled names, the title, then the journal, its volume and the year.

    >>> ref = _ams_citation("A. Menezes and D. Stebila, Challenges in Cryptography, IEEE Security & Privacy 19 (2021), "
    ...                     "no. 2, 70--73.")
    >>> ref.title, [a.name for a in ref.authors], ref.venue.label
    ('Challenges in Cryptography', ['A. Menezes', 'D. Stebila'], 'IEEE Security & Privacy 2021')
    """
    if (journal := _AMS_JOURNAL.search(text)) is None:
        return None
    parts = text[: journal.start()].split(", ")
    named = 0  # (the names are initialled: "Isogeny-Based Cryptography: A …" after them is the title)
    while named < len(parts) - 1 and all(_INITIALLED_NAME.fullmatch(n) for n in _AND.split(parts[named]) if n.strip()):
        named += 1
    title = bare_title(", ".join(parts[named:]))
    people = split_authors(", ".join(parts[:named])) if named else None
    if not people or not people[0] or len(title.split()) < 2:
        return None
    year = int(journal.group("year"))
    venue = VenueEdition(canonical_series(journal.group("journal").strip()), year)
    return Reference(title, "AMS", people[0], people[1], venue, year, text_ids(text))


def names_comma_title(text: str) -> Reference | None:
    """``Names, Title (Year)``: every comma part before the title a person's name (the longest such run), the title
    three words or more.

    >>> ref = names_comma_title("Patrick Kidger, Terry Lyons, Universal approximation with deep narrow networks (2019)")
    >>> ref.title, [a.name for a in ref.authors], ref.year
    ('Universal approximation with deep narrow networks', ['Patrick Kidger', 'Terry Lyons'], 2019)
    >>> names_comma_title("Olaf Ronneberger, Philipp Fischer, Thomas Brox, U-Net: Convolutional Networks for "
    ...                   "Biomedical Image Segmentation, 2019").year
    2019
    >>> names_comma_title("Hongyu Ren, Jure Leskovec, Beta Embeddings for Multi-Hop Logical Reasoning in Knowledge "
    ...                   "Graphs. NeurIPS 2020.").venue
    VenueEdition(series='NeurIPS', year=2020)
    >>> ref = names_comma_title("Ekman, Paul; Friesen, Wallace V, Detecting deception from the body or face, Journal "
    ...                         "of Personality and Social Psychology, Vol 29(3), Mar 1974")
    >>> ref.title, [a.name for a in ref.authors], ref.venue.year
    ('Detecting deception from the body or face', ['Paul Ekman', 'Wallace V Friesen'], 1974)
    """
    if "，" in text:
        text = text.replace("，", ", ")  # "Qi Tian，CenterNet: Keypoint Triplets for Object Detection, 2019"
    if ";" in text and (inverted := _SEMICOLON_NAMES.match(text)) and (people := split_authors(inverted.group(1))):
        # "Ekman, Paul; Friesen, Wallace V.; O'Sullivan, Maureen, Smiles when lying, …": names turned about, parted by
        # semicolons, the last one's given name before the title's comma
        text = ", ".join(a.name for a in people[0]) + ", " + text[inverted.end() :]
    # (a schedule's day before it and the paper's address after it: "[1/19] Names, Title. ICLR 2020. https://…")
    text = _ADDRESS_END.sub("", _REMARK_END.sub(r"\1", _DAY_LEAD.sub("", text)))
    # ("C. E. Lee, J. Koo†, & C. Li, …, IEEE Access, vol. 9, 2021, pp. 78873-78882.": marks on names, pages last)
    text = _PAGES_END.sub("", _AUTHOR_MARKS.sub("", text))
    if (remark := _CJK_REMARK.search(text)) is not None:
        text = text[: remark.start(1)].rstrip(" ,")  # "Names, Title, NSDI, 2016, 相较于bitcoin…": a note after the year
    year_end = CLOSING_YEAR.search(text) or _COMMA_YEAR_END.search(text)
    body = text[: year_end.start()] if year_end else text.rstrip(" .")
    venue = None
    if year_end is None and (tail := _EDITION_SENTENCE.search(text)) and (venue := tag_edition(tail.group(1))):
        body = text[: tail.start()]  # "…, Partha Talukdar, Composition-based … Networks. ICLR 2020."
    if (journal := _VOLUME_YEAR_END.search(text)) is not None:
        # Elsevier's "…, IEEE Access 6 (2018) 69782–69793.": the journal, its volume, the year and the pages
        year_end, body = journal, text[: journal.start()]
        venue = find_venue(f"{journal.group('journal')} {journal.group('year')}") or VenueEdition(
            journal.group("journal"), int(journal.group("year"))
        )
    parts = body.split(", ")
    for j in range(len(parts) - 1, 0, -1):
        title = ", ".join(parts[j:])
        # (two words are title enough after "et al.": "J. Arulraj, et al., Write-Behind Logging")
        # (a tool's name may open it in lower case, "ytopt: Autotuning …"; a name and a comma do not: "S. Jana, & …")
        named_tool = title[:1].islower() and title.split()[0].endswith(":")
        if len(title.split()) < (2 if ET_AL.search(parts[j - 1]) else 3) or not (title[:1].isupper() or named_tool):
            continue
        if _INITIALS_NAME_LEAD.match(title):
            continue
        named = _names_only(", ".join(parts[:j]))
        if named is not None and all(len(a.name.split()) >= 2 for a in named[0]):
            year = venue.year if venue else int(year_end.group(1)) if year_end else None
            title, venue = _title_then_where(title, year, venue)
            return Reference(bare_title(title), "authors, title", named[0], named[1], venue, year)
    return None


#: Names turned about and parted by semicolons, then a comma: "Ekman, Paul; Friesen, Wallace V.; O'Sullivan, Maureen, "
_SEMICOLON_NAMES = re.compile(r"((?:[^;,\d]{2,40},\s*[^;,\d]{1,40};\s*)+[^;,\d]{2,40},\s*[^;,\d]{1,40}),\s+")
#: A name with initials, then a comma or "&": how a list of names goes on ("S. Jana, & M. Hall, ytopt: …")
_INITIALS_NAME_LEAD = re.compile(r"(?:[A-Z]\.\s?){1,3}[A-Z][\w'’-]+\s*(?:,|&)")
#: A note in Chinese, Japanese or Korean after a citation's year: "…, 2016, 相较于bitcoin提升了…"
_CJK_REMARK = re.compile(rf",\s*(?:19|20)\d\d\s*(,)\s*\S*[{CJK_LETTERS}]")


def _title_then_where(title: str, year: int | None, venue: VenueEdition | None) -> tuple[str, VenueEdition | None]:
    """A title without the address or venue its last comma part gives ("Bitcoin: …, https://bitcoin.org/bitcoin.pdf",
    "Algorand: …, SOSP'17", "Bitcoin-NG: …, Proceedings of the 13th USENIX Symposium on Networked Systems …")."""
    if ", " not in title:
        return title, venue
    if (within := _IN_WHERE.search(title)) and len(title[: within.start()].split()) >= 3:
        # "…, in: 2018 IEEE International Conference on Acoustics, … (ICASSP), IEEE": the proceedings it is in
        proceedings = title[within.end() :]
        found = venue or find_venue(f"{proceedings} {year or ''}") or (named_venue(proceedings, year) if year else None)
        return title[: within.start()], found
    parts = title.split(", ")
    while len(parts) > 2 and _LOCATOR_PART.fullmatch(parts[-1]):
        parts.pop()  # "…, Physics of Plasmas, vol. 31(9)", "…, Concurrency and Computation: …, e8322"
    located = len(parts) < title.count(", ") + 1
    head, last = ", ".join(parts[:-1]), parts[-1]
    if last.startswith(("http://", "https://")):
        return head, venue
    where = find_edition(last) or tag_edition(last) or (find_venue(f"{last} {year}") if year else None)
    if where is None and _VENUE_WORDS.search(last):
        where = named_venue(last, year)  # "…, IEEE International Conference on Blockchain and Cryptocurrency"
    if where is not None and len(head.split()) >= 2:
        return head, venue or (VenueEdition(where.series, year) if year else where)
    if last in _SITES and len(head.split()) >= 2:
        return head, venue  # "RepuCoin: Your Reputation Is Your Power, ResearchGate": where it was found
    if located and year and len(head.split()) >= 3 and _JOURNAL_TITLE.fullmatch(last):
        return head, venue or VenueEdition(last, year)  # "…, Research in Developmental Disabilities, vol. 168"
    return title, venue


#: Where a citation in Elsevier's style says a paper is: ", in: Proceedings of …", ", In Proc. …"
_IN_WHERE = re.compile(r",\s+[Ii]n:?\s+(?=[A-Z0-9])")
#: A journal, its volume, the year in brackets and the pages, closing a citation: ", IEEE Access 6 (2018) 69782–69793."
_VOLUME_YEAR_END = re.compile(
    r",\s+(?P<journal>[A-Z][^,()\d]{2,80}?)\s+\d{1,5}(?:\s*\(\d{1,4}\))?\s*\((?P<year>(?:19|20)\d\d)\)\s*(?:[\w–-]+)?\.?\s*$"
)
#: A volume, issue, article number or pages after a journal's name: "vol. 31(9)", "e8322", "no. 4", "pp. 37-49"
_LOCATOR_PART = re.compile(
    r"(?:(?:vol|no|pp?|issue)\.?\s*)?e?\d{1,6}(?:\s*\(\d{1,4}\))?(?:\s*[-–]\s*\d{1,6})?\.?", re.IGNORECASE
)
#: Pages closing a citation: ", pp. 78873-78882.", ", 88-106"
_PAGES_END = re.compile(r",\s*(?:pp?\.?\s*)?\d{1,6}\s*[-–]\s*\d{1,6}\s*\.?\s*$")
#: Marks after an author's name: corresponding ("J. Koo†"), equal contribution ("T. Randall*")
_AUTHOR_MARKS = re.compile(r"(?<=[a-z.])[†‡*]+(?=\s*[,&])")
#: A journal's name as printed: capitalised words, a few small ones between ("Research in Developmental Disabilities")
_JOURNAL_TITLE = re.compile(r"[A-Z][\w&.:-]*(?:\s+(?:[A-Z][\w&.:-]*|of|in|and|on|for|the|&|with)){0,9}")


#: Sites and publishers a pasted citation names where its venue goes
_SITES = frozenset({"IEEE", "ACM", "ResearchGate", "Springer", "Elsevier", "Google Scholar", "Semantic Scholar"})


#: A name and an affiliation in brackets: "Eric Brewer (UC Berkeley) "
_NAME_AFFILIATION = re.compile(r"[A-Z][\w.'’-]+(?: [A-Z][\w.'’-]+){1,2} \([^()]{2,40}\)")
#: The most words of a person's name opening a citation ("Peter W. Battaglia").
_NAME_WORDS = 4
_DAY_LEAD = re.compile(r"^\[\d{1,2}/\d{1,2}\]\s*")
_ADDRESS_END = re.compile(r"\s+(?:https?://|(?:doi:\s*)?10\.\d{4,9}/)\S+$")
#: A remark in brackets after the citation's last stop or address: "… WWW 2020. https://… (Guest Lecture)",
#: "…, 2023, pp. 37-49. (*Authors contributed equally to this work)"
_REMARK_END = re.compile(r"(\.|https?://\S+)\s+\([^()\d]{1,60}\)$")
#: A last sentence or comma part that is a venue edition: ". ICLR 2020.", ", NIPS 2016."
_EDITION_SENTENCE = re.compile(r"[.,]\s+([A-Z][\w&/ '’-]{1,30}?\s*['’]?(?:19|20)?\d\d)\.?\s*$")


def _names_only(text: str, one_et_al: bool = False) -> tuple[tuple[Author, ...], bool] | None:
    """Authors when every one is a person's name (two surnames or more, or full names; or with ``one_et_al``, one
    surname then "et al.": "Sandberg et al."), else None."""
    if ":" in text or "：" in text:
        return None  # "Authors: Thomas N. Kipf": a labelled field, read as one
    parsed = split_authors(text)
    if parsed is None or not parsed[0]:
        return None
    authors = parsed[0]
    stops = not_name_words()
    for author in authors:
        words = author.raw.replace(",", " ").split()
        if any(w.casefold() in stops or (w[:1].islower() and w not in _PARTICLES) for w in words):
            return None  # "Stability, and Variation", "Datasets, and State of the Art": words of a title
        full = [w for w in words if w not in _PARTICLES and not w.endswith(".")]
        if len(full) > 3 or any(len(w) >= 2 and w.isupper() for w in full):
            return None  # "Low Overhead Replacement Cache", "DL CV GAN Carl Vondrick": no person's name
    whole = all(len(a.name.split()) >= 2 and is_name(a.name) for a in authors)
    surnames = (len(authors) >= 2 or (one_et_al and not parsed[1])) and all(
        _SURNAME.fullmatch(a.name) and a.name[:1].isupper() for a in authors
    )
    return parsed if whole or surnames else None


def _title_authors_year(text: str) -> Reference | None:
    """``Title, Vaswani et al., 2017`` or ``Title, Szegedy et al., 15' CVPR``: a title, then who and when.

    >>> ref = _title_authors_year("Going Deeper with Convolutions, Szegedy et al., 15' CVPR")
    >>> ref.title, [a.name for a in ref.authors], ref.venue.label
    ('Going Deeper with Convolutions', ['Szegedy'], 'CVPR 2015')
    >>> _title_authors_year("Attention Is All You Need, Vaswani et al., 2017").year
    2017
    >>> _title_authors_year("Proximal Policy Optimization Algorithms, Schulman et al. 2017.").year
    2017
    >>> _title_authors_year("Denoising Diffusion Probabilistic Models, Ho et al., NeurIPS 2020").venue.label
    'NeurIPS 2020'
    >>> _title_authors_year("Latent Dirichlet Allocation, Blei et al., JMLR, 2003.").venue.label
    'JMLR 2003'
    >>> _title_authors_year("A large annotated corpus for learning natural language inference, Bowman et al., "
    ...                     "2015 (EMNLP)").venue.label
    'EMNLP 2015'
    """
    match = _TITLE_AUTHORS_YEAR.match(text)
    if not match or len(match.group("title").split()) < 2:
        return None
    if (parsed := split_authors(match.group("names"))) is None:
        return None
    when = match.group("when")
    if short := _YEAR_VENUE.fullmatch(when):  # "15' CVPR" is "CVPR'15"
        venue = tag_edition(f"{short.group(2)}'{short.group(1)}")
        year = venue.year if venue else None
    elif when.isdigit():
        venue, year = None, int(when)
    else:  # "Title, Ho et al., NeurIPS 2020", "…, Blei et al., JMLR, 2003"
        venue = tag_edition(when.replace(",", " "))
        year = venue.year if venue else None
    if year is None:
        return None
    if venue is None and match.group("venue") and (series := find_series(match.group("venue").strip())):
        venue = VenueEdition(series, year)  # "…, Bowman et al., 2015 (EMNLP)"
    return Reference(bare_title(match.group("title")), "title, authors, year", parsed[0], parsed[1], venue, year)


def _title_name_year(text: str) -> Reference | None:
    """``Title, Austin G. Fowler (2012), arXiv:1110.5133v2``: a title, one person's whole name and the year in
    brackets, anything after it (an id) left to the id reader; no venue.

    >>> ref = _title_name_year("Coping with qubit leakage in topological codes, Austin G. Fowler (2013), arXiv:1308.6")
    >>> ref.title, [a.name for a in ref.authors], ref.year
    ('Coping with qubit leakage in topological codes', ['Austin G. Fowler'], 2013)
    >>> _title_name_year("Deep Learning, Nature (2015)") is None
    True
    >>> [a.name for a in _title_name_year("On Inductive Biases in Deep RL. Matteo Hessel, David Silver (2019)").authors]
    ['Matteo Hessel', 'David Silver']
    """
    match = _TITLE_NAME_YEAR.match(text)
    if not match or len(match.group("title").split()) < 3 or not is_name(match.group("name")):
        return None
    if len(match.group("name").split()) < 2 or find_series(match.group("name")):
        return None
    name = match.group("name")
    if is_affiliation(name):  # "…, Craig Gidney, Martin Ekera, Google Inc. (2019)": the names before their company
        named = title_comma_names(match.group("title"))
        return replace(named, year=int(match.group("year"))) if named and named.venue is None else None
    head, stop, tail = match.group("title").rpartition(". ")
    listed = split_authors(f"{tail}, {name}") if stop and len(head.split()) >= 3 else None
    if listed and len(listed[0]) >= 2 and all(is_name(a.raw) for a in listed[0]):
        # "On Inductive Biases in Deep Reinforcement Learning. Matteo Hessel, …, David Silver (2019)": the names
        # run back to the title's full stop
        year = int(match.group("year"))
        return Reference(bare_title(head), "title. authors (year)", listed[0], listed[1], None, year)
    return Reference(bare_title(match.group("title")), "title, author (year)", (Author(name, name),), False, None,
                     int(match.group("year")))


#: A title, one person's name and a year in brackets: "A fault-tolerant one-way quantum computer, R. Raussendorf (2008)"
_TITLE_NAME_YEAR = re.compile(
    r"^(?P<title>[^,]{10,}?(?:,[^,]{10,}?)*),\s*(?P<name>[A-Z][\w.'’ -]{2,40}?)\s*\((?P<year>(?:19|20)\d\d)\)"
    r"(?:[,.]\s*(?:arXiv:?\s*\S+|\S+)?)?\s*$"
)


def title_then_fields(text: str) -> Reference | None:
    """A title, then only fields after commas or slashes: names (``Authors:`` or not, "et al"), a year, a venue
    tag, an arXiv id, in any order (a venue tag may come first). The title ends where the rest is all fields.

    >>> ref = title_then_fields("Relational inductive biases, deep learning, and graph networks, et al, "
    ...                         "Oriol Vinyals, Yujia Li, Razvan Pascanu, 2018")
    >>> ref.title, [a.name for a in ref.authors][:2], ref.complete, ref.year
    ('Relational inductive biases, deep learning, and graph networks', ['Oriol Vinyals', 'Yujia Li'], False, 2018)
    >>> ref = title_then_fields("ICML18, Anonymous Walk Embeddings, Authors: Sergey Ivanov, Evgeny Burnaev")
    >>> ref.title, ref.venue.label, len(ref.authors)
    ('Anonymous Walk Embeddings', 'ICML 2018', 2)
    >>> title_then_fields("Install the package, then run it") is None
    True
    >>> [a.name for a in title_then_fields("The Impact of Reasoning Step Length on Large Models, Jin et al.").authors]
    ['Jin']
    """
    if not (text.count(",") >= 2 or _DIGIT.search(text) or "uthor" in text or " et al" in text):
        return None  # fields after a title hold names, a year or a label: two commas at least, a digit, "et al"
    labelled = bool(_FIELD_LABEL.search(text))
    text = _FIELD_LABEL.sub(", ", " ".join(text.split())).strip(" ,.")
    if any(q in text for q in '"“”') or _WORD_STOP.search(text) or " by " in text:
        return None  # quoted, sentence or "by" citations have readers of their own
    if text.split(" ", 1)[0].casefold() in _PROSE_OPENERS and not ET_AL.search(text.rsplit(",", 1)[-1]):
        return None  # "We evaluate …, benchmark …, and introduce …": a summary, not an entry ("The …, Jin et al" is)
    venue = None
    if (lead := _LEAD_TAG.match(text)) and (venue := tag_edition(lead.group(1))):
        text = text[lead.end() :]
    for cut in _FIELD_CUT.finditer(text):
        title, rest = text[: cut.start()].strip(" ,"), text[cut.end() :]
        if len(title.split()) < 3 or not rest.strip():
            continue
        pieces = title.split(", ")
        if len(pieces) >= 2 and sum(_person(p) for p in pieces) * 2 >= len(pieces):
            return None  # "Rajath Rao, Adithya Ganesan, Oscar Kjell, …": a line of names, no title
        fields = _fields_of([p for p in _FIELD_CUT.split(rest) if p.strip(" ,.")])
        if fields is None:
            continue
        names, complete, year, tagged, series = fields
        venue = venue or tagged
        if not names or len(title.split()) > 25:
            return None  # a title and a year or a venue alone are read by the venue-tag styles
        if len(title.split()) <= 4 and not (labelled or year or venue):
            return None  # "Loubna Ben allal, Anton Lozhkov, …": a first name the list cannot tell from a title
        year = year or (venue.year if venue else None)
        series = None if venue else series
        return Reference(bare_title(title), "title then fields", tuple(names), complete, venue, year, series=series)
    return None


def bracket_fields(text: str) -> tuple[tuple[Author, ...], bool, int | None, VenueEdition | None] | None:
    """Who, when and where a bracket after a linked title says, other words (a method's name) aside:
    "（Lin et al., 2021, arXiv）", "(1975, **VSM**)", "(Guo et al., 2021, TOIS)".

    >>> authors, complete, year, venue = bracket_fields("Guo et al., 2021, TOIS")
    >>> [a.name for a in authors], complete, year, venue
    (['Guo'], False, 2021, VenueEdition(series='TOIS', year=2021))
    >>> bracket_fields("1975, VSM")[2], bracket_fields("oral") is None
    (1975, True)
    """
    parts = [p.strip(" *_") for p in text.split(",") if p.strip(" *_")]
    if not 2 <= len(parts) <= 5:
        return None
    authors: tuple[Author, ...] = ()
    complete, year, series = True, None, None
    for part in parts:
        if _YEAR.fullmatch(part):
            year = int(part)
        elif not authors and (et_al := ET_AL.search(part)) and _SURNAME_ONLY.fullmatch(name := part[: et_al.start()]):
            authors, complete = (Author(name, name),), False
        elif series is None and (named := find_series(part)) and len(part.split()) <= 3:
            series = named
    if year is None:
        return None
    return authors, complete, year, VenueEdition(series, year) if series else None


def byline_fields(text: str) -> tuple[tuple[Author, ...], bool, int | None, VenueEdition | None] | None:
    """Names, then fields after commas, on the line under a title: "Alex Wang et al., Sep 2018 version, ICLR 2019".

    >>> authors, complete, year, venue = byline_fields("Alex Wang et al., Sep 2018 version, ICLR 2019")
    >>> [a.name for a in authors], complete, venue
    (['Alex Wang'], False, VenueEdition(series='ICLR', year=2019))
    """
    if ", " not in text:
        return None
    fields = _fields_of([p for p in _FIELD_CUT.split(text.strip(" .")) if p.strip(" ,.")])
    if fields is None or not fields[0] or (fields[2] is None and fields[3] is None):
        return None
    names, complete, year, venue, _ = fields
    return tuple(names), complete, year or (venue.year if venue else None), venue


def _fields_of(parts: list[str]) -> tuple[list[Author], bool, int | None, VenueEdition | None, str | None] | None:
    """Names, completeness, year, venue and series of the parts after a title, or None when one part is none of
    them."""
    names: list[Author] = []
    complete, year, venue, series = True, None, None, None
    for part in (p.strip(" ,.*_") for p in parts):
        if (et_al := ET_AL.search(part)) and (
            _person(lead := part[: et_al.start()]) or (not names and _SURNAME_ONLY.fullmatch(lead))
        ):  # "Inwan Yoo et al", "Kamnitsas et al"
            names.append(Author(part[: et_al.start()], part[: et_al.start()]))  # "Inwan Yoo et al"
            complete = False
        elif ET_AL.fullmatch(" " + part) or part.casefold() in ("et al", "et. al", "et al."):
            complete = False
        elif _YEAR.fullmatch(part):
            year = int(part)
        elif _MONTH_YEAR.fullmatch(part):
            continue  # "Sep 2018 version": which version was read, not where it appeared
        elif text_ids(part) or part.casefold().startswith("arxiv"):
            continue  # "arXiv preprint arXiv:1802.00910"
        elif len(part.split()) <= 3 and (edition := tag_edition(part)) is not None:
            venue = venue or edition
        elif len(part.split()) <= 3 and (named := find_series(part)) and named.casefold() == part.casefold():
            series = series or named  # "…, Dong Nie et al, MICCAI": the series, its year elsewhere
        elif names and not complete and ACRONYM.fullmatch(part):
            series = series or part  # "…, Kamnitsas et al, IPMI": after names, an acronym the table lacks
        elif _person(part):
            names.append(Author(part, part))
        elif venue is None and part[:1].isupper() and YEAR_AFTER_SPACE.search(part) and (edition := named_venue(part)):
            venue = edition  # "…, Rob Tibshirani, Journal of the Royal Statistical Society 1996."
        else:
            return None
    if venue is None and series is not None and year is not None:
        venue = VenueEdition(series, year)
    return names, complete, year, venue, series


#: A year after a space closing a text: "Neural Computation 2003", "Two-Layer Multiple Kernel Learning 2011".
YEAR_AFTER_SPACE = re.compile(r"\s(?:19|20)\d\d$")
#: A venue's acronym: "IPMI", "ISBI", "3DV".
ACRONYM = re.compile(r"[0-9]?[A-Z][A-Z0-9&-]{1,9}")


def _person(text: str) -> bool:
    """A person's name as a list prints it: two to four words, no word of a sentence ("And Optimize Content And
    Behavior" is a title's tail), or initials and a surname ("K Xu", "AR Benson")."""
    words = text.split()
    if not 2 <= len(words) <= 4 or any(w.casefold() in _SENTENCE_WORDS for w in words):
        return False
    return is_name(text) or _is_initials_name(text)


def _is_initials_name(text: str) -> bool:
    """ "K Xu", "AR Benson": initials then a surname, as Google Scholar prints them."""
    words = text.split()
    return len(words) == 2 and words[0].isupper() and len(words[0]) <= 3 and _is_surname(words[1])


#: "Title (2015), Authors.": a year in brackets between title and names (awesome-deep-learning-papers, unbolded)
_TITLE_YEAR_NAMES = re.compile(r"^(?P<title>.{12,}?)\s*\((?P<year>(?:19|20)\d\d)\),\s*(?P<names>[^()]+?)[.\s]*$")


def _title_year_names(text: str) -> Reference | None:
    """``Title (Year), Authors.``

    >>> ref = _title_year_names("Wide & Deep Learning for Recommender Systems (2016),HT Cheng, L Koc, J Harmsen.")
    >>> ref.title, [a.name for a in ref.authors], ref.year
    ('Wide & Deep Learning for Recommender Systems', ['HT Cheng', 'L Koc', 'J Harmsen'], 2016)
    """
    match = _TITLE_YEAR_NAMES.match(text)
    if match is None or (parsed := split_authors(match["names"])) is None:
        return None
    title, year = bare_title(match["title"]), int(match["year"])
    return Reference(title, "title (year), authors", parsed[0], parsed[1], None, year)


def _title_first(text: str) -> Reference | None:
    """``Title. Authors. Venue, Year.``: the second sentence is a list of two names or more (or one with a venue).

    >>> ref = _title_first("Six Learning Barriers in End-User Programming Systems. Ko, A.J., Myers, B.A., and Aung, "
    ...                    "H. IEEE Symposium on Visual Languages and Human-Centric Computing (VL/HCC), 2004.")
    >>> ref.title, [a.name for a in ref.authors], ref.year
    ('Six Learning Barriers in End-User Programming Systems', ['A. J. Ko', 'B. A. Myers', 'H. Aung'], 2004)
    >>> ref = _title_first("Graph-to-P4: A Code Generator. Eder Ollora Zaballa (DTU, Lyngby), Zifan Zhou (DTU)")
    >>> [a.name for a in ref.authors]
    ['Eder Ollora Zaballa', 'Zifan Zhou']
    """
    sentences = _sentences(text)
    if len(sentences) < 2:
        return None
    parsed = split_authors(sentences[1])
    if parsed is None and "(" in sentences[1]:
        parsed = split_authors(_BRACKETED_AFFILIATION.sub("", sentences[1]))  # "Title. Name (Affiliation), Name (…)"
    if parsed is None and len(sentences) >= 3 and (named := split_authors(sentences[2])) and len(named[0]) >= 2:
        # a title of two sentences over two names or more and a venue with its year: "What is the evidence that
        # postgraduate teaching … changes anything? A systematic review. A. Coomarasamy, K. S. Khan. Bmj 2004: …";
        # or a question's two: "Man is to Computer Programmer as Woman is to Homemaker? Debiasing Word Embeddings."
        venue, year = venue_and_year(" ".join(sentences[3:]))
        if (venue is not None and year is not None) or sentences[0].endswith(("?", "!")):
            title = f"{sentences[0]} {sentences[1]}"
            return Reference(bare_title(title), "title. authors. venue", named[0], named[1], venue, year)
    after = " ".join(sentences[2:])
    rest = text[len(sentences[0]) :].lstrip(" .")
    if parsed is None and (inverted := _INVERTED_INITIALS.match(rest)):
        # "Title. Ko, A.J. and Myers, B.A. Journal of Visual Languages and Computing, 16(1-2), 2005.": the initials'
        # stops cut no sentence
        parsed, after = split_authors(inverted.group(1)), rest[inverted.end() :]
    if parsed is None or len(sentences[0].split()) < 2:
        return None
    venue, year = venue_and_year(after)
    if len(parsed[0]) < 2 and venue is None and parsed[1]:  # one name and nothing else; "Name et al." will do
        return None
    return Reference(bare_title(sentences[0]), "title. authors. venue", parsed[0], parsed[1], venue, year)


# A venue edition not in the venue table, in a tag: "PLDI'21", "HPCA 2022", "ASPLOS'22".
_ANY_EDITION = re.compile(
    r"^\s*(?:([0-9]?[A-Z][A-Za-z0-9-]{0,9}[A-Z])\s*(?:['’‘`]\s*(\d{2}(?:\d{2})?)|(?:,\s*|\s+)((?:19|20)\d\d))"
    r"|((?:19|20)\d\d)[\s_-]*([0-9]?[A-Z][A-Za-z0-9]{0,6}[A-Z]))\s*$"
)


#: arXiv and a year of two digits, as a tag prints it: "[arXiv 24]", "arxiv'21"
_ARXIV_SHORT_YEAR = re.compile(r"\s*arxiv\s*['’‘]?\s*(\d\d)\s*", re.IGNORECASE)
#: arXiv and the year and month its ids begin with: "arXiv:2403", "arxiv'2407"
_ARXIV_MONTH = re.compile(r"\s*arxiv\s*[:'’‘]\s*(\d\d)(?:0[1-9]|1[0-2])\s*", re.IGNORECASE)
#: A name and a year of two digits after an apostrophe: "BlackHat'07", "Phrack’07"
_APOSTROPHE_EDITION = re.compile(r"\s*([A-Z][A-Za-z]{1,15})\s*['’‘](\d\d)\s*")
#: A year of two digits after an apostrophe, closing a tag: "…Humanoid Robots'23"
_SHORT_YEAR_END = re.compile(r"\s*['’‘](\d\d)\s*$")
#: A year and its month opening a text: an arXiv month before a venue tag ("2018.07 TMI 2018"), or an item's
#: month before its linked title ("2024.09 [MM1.5: …](arxiv)")
LEAD_MONTH = re.compile(r"\s*((?:19|20)\d\d)[.\-/](?:0?[1-9]|1[0-2])\s+")
#: A venue of up to four abbreviated words and a year: "IEEE SPM 2017", "AI Open 2020", "SSPR/SPR 2004".
_ABBREVIATED_EDITION = re.compile(r"^\s*([A-Z][\w./&-]*(?:\s+[A-Z][\w./&-]*){0,3})\s+((?:19|20)\d\d)\s*$")
#: One word of it that is an abbreviation: capitals ("IEEE", "AI", "SSPR/SPR") or dotted ("J.Chem.Inf.Model.").
_ABBREVIATION = re.compile(r"^(?:[A-Z]{2,}[\w/&-]*|\w+\.\w*.*)$")


#: A year and its month closing a tag: "arXiv 2023.05", "*arxiv 2023.10*"
_YEAR_MONTH_END = re.compile(r"(?<!\d)(?:19|20)\d\d\.(?:0?[1-9]|1[0-2])[*_]*$")


def tag_edition(tag: str) -> VenueEdition | None:
    """The venue edition a bracketed tag names: a known venue, or any capitalised acronym with a year.

    >>> tag_edition("Arxiv Feb 2024")
    VenueEdition(series='arXiv', year=2024)
    >>> tag_edition("2017-3DV"), tag_edition("2017-TOG")
    (VenueEdition(series='3DV', year=2017), VenueEdition(series='TOG', year=2017))
    >>> tag_edition("PLDI'21"), tag_edition("ICLR 2024 spotlight"), tag_edition("Nvidia")
    (VenueEdition(series='PLDI', year=2021), VenueEdition(series='ICLR', year=2024), None)
    >>> tag_edition("2018.07 TMI 2018"), tag_edition("IEEE TNN 2009"), tag_edition("Deep Learning 2016")
    (VenueEdition(series='TMI', year=2018), VenueEdition(series='IEEE TNN', year=2009), None)
    >>> tag_edition("THU 2017") is None, tag_edition("*arXiv 2023.05*")  # a university, not a venue
    (True, VenueEdition(series='arXiv', year=2023))
    >>> tag_edition("arXiv 24"), tag_edition("arXiv:2010")
    (VenueEdition(series='arXiv', year=2024), VenueEdition(series='arXiv', year=2020))
    >>> tag_edition("arxiv'2407"), tag_edition("arxiv'2009")  # the month ids begin with, or a year
    (VenueEdition(series='arXiv', year=2024), VenueEdition(series='arXiv', year=2009))
    >>> tag_edition("IEEE-RAS International Conference on Humanoid Robots'23"), tag_edition("BlackHat'07")
    (VenueEdition(series='Humanoids', year=2023), VenueEdition(series='BlackHat', year=2007))
    """
    if (monthly := _ARXIV_MONTH.fullmatch(tag)) and (":" in tag or monthly.group(1) not in ("19", "20")):
        # "[arXiv:2010]", "arxiv'2407": the month its ids begin with ("arxiv'2009" is a year)
        return VenueEdition("arXiv", full_year(monthly.group(1)))
    # "Arxiv Feb 2024", "EMNLP Findings 2024": a series and a year with words between
    if edition := find_edition(tag) or find_edition(_MONTHS.sub(" ", tag)) or find_venue(tag):
        return edition
    if "." in tag and (monthly := _YEAR_MONTH_END.search(tag)):
        return tag_edition(tag[: monthly.start() + 4])  # "arXiv 2023.05": the month of the year dropped
    if edition := edition_in_name(tag):  # "2012-NIPS": the year first
        return edition
    if (short := _SHORT_YEAR_END.search(tag)) and (
        spelled := find_venue(f"{tag[: short.start()]} {full_year(short.group(1))}")
    ):
        return spelled  # "IEEE-RAS International Conference on Humanoid Robots'23"
    if (named := _APOSTROPHE_EDITION.fullmatch(tag)) and named.group(1).casefold() not in organisations():
        return VenueEdition(named.group(1), full_year(named.group(2)))  # "[BlackHat'07]", "[SecDev'18]": any name
    if short := _ARXIV_SHORT_YEAR.fullmatch(tag):
        return VenueEdition("arXiv", full_year(short.group(1)))  # "[arXiv 24]" (no capital closes "arXiv")
    if match := _ANY_EDITION.match(tag):
        series, year = match.group(1) or match.group(5), match.group(2) or match.group(3) or match.group(4)
        return None if series.casefold() in organisations() else VenueEdition(series, full_year(year))
    if (dated := LEAD_MONTH.match(tag)) and dated.end() < len(tag):
        return tag_edition(tag[dated.end() :])  # "2018.07 TMI 2018": the arXiv month, then the venue
    if (named := _ABBREVIATED_EDITION.match(tag)) and any(_ABBREVIATION.match(w) for w in named.group(1).split()):
        # "IEEE TNN 2009", "J.Chem.Inf.Model. 2005" (not a month: "Jul. 1993")
        month = MONTH_NAME.fullmatch(named.group(1).rstrip("."))
        return None if month else VenueEdition(named.group(1), int(named.group(2)))
    return None


def _title_then_byline(text: str) -> tuple[str, tuple[tuple[Author, ...], bool]] | None:
    """A title, then its authors after a full stop or a comma: every name two words at least (initials count).

    >>> title, (authors, _) = _title_then_byline("Designing games with a purpose. von Ahn, L. and Dabbish, L")
    >>> title, [a.name for a in authors]
    ('Designing games with a purpose', ['L. von Ahn', 'L Dabbish'])
    >>> _title_then_byline("Beyond being there, Hollan, J. and Stornetta, S")[0]
    'Beyond being there'
    >>> _title_then_byline("Neural Networks, Manifolds, and Topology") is None
    True
    """
    for cut in _TITLE_CUT.finditer(text):
        head, tail = text[: cut.start()], text[cut.end() :]
        if len(head.split()) < 2 or is_name(" ".join(head.split()[-2:])):
            continue  # (a cut inside the names: "… to Listen Denis Peskov, Benny Cheng, …")
        names = split_authors(tail)
        if names and names[0] and all(len(a.name.split()) >= 2 and is_name(a.name) for a in names[0]):
            return bare_title(head), names
    return None


_TITLE_CUT = re.compile(r"(?<=[^\s.]{2})[.,]\s+(?=[A-Za-z])")


def _tag_names(text: str, venue: VenueEdition) -> tuple[tuple[Author, ...], bool] | None:
    """Names a closing venue tag prints before the edition: "Title(Huang et al. CVPR 2017)", "(Torralba and Efros
    CVPR 2011)".

    >>> names = _tag_names("Densely connected networks(Huang et al. CVPR 2017)", VenueEdition("CVPR", 2017))
    >>> [a.name for a in names[0]]
    ['Huang']
    """
    tag = _VENUE_TAG_END.search(text)
    if tag is None:
        return None
    if named := names_then_edition(tag.group("tag")):
        return named[0]  # "(Lamport, CACM 1978)"
    at = tag.group("tag").casefold().find(venue.series.casefold())  # "(Choi et al. Arxiv 2019)"
    names = tag.group("tag")[:at].strip(" ,.") if at > 0 else ""
    if not (ET_AL.search(names) or " and " in names):
        return None
    return split_authors(names)


#: Words that make a name a venue's even when the venue table does not know it.
_VENUE_WORDS = re.compile(r"\b(?:Journal|Transactions|Proceedings|Conference|Symposium|Workshop|Letters|Magazine)\b")
#: A society or a journal family opening a longer name: "(IEEE SSCI, 2020)", "(Frontiers in Robotics and AI, 2022)"
_SOCIETY_LEAD = re.compile(r"(?:IEEE|ACM|Frontiers|Annals)\s+(?!Press\b)\S")  # (not a publisher, "ACM Press")
_PEOPLE_WORDS = re.compile(r"\b(?:and|y|und|et al)\b|&|\.")  # (Spanish "y", German "und")
_NAME_COMMA_YEAR = re.compile(r"^(?P<name>[A-Za-z][^,]{4,60}),\s*(?P<year>(?:19|20)\d\d)$")
#: A journal's initials and a year in brackets, capitals at least every other letter ("NRG", "AoAS", not "LeCun")
_ACRONYM_COMMA_YEAR = re.compile(r"^(?P<name>(?:[A-Z][a-z]?){2,4}[A-Z]?),\s*(?P<year>(?:19|20)\d\d)$")
#: A journal's name and a year in brackets with no comma between: "(*Scientific reports* 2019)".
_NAME_YEAR = re.compile(r"^[*_]*(?P<name>[A-Z][A-Za-z&:' -]{4,60}?)[*_]*,?\s+(?P<year>(?:19|20)\d\d)$")


def _journal_and_year(tag: str, bracketed: bool = False) -> VenueEdition | None:
    """"SIAM Journal on Computing, 2011": a venue's printed name and a year, the name holding a venue word — or,
    in brackets after a title, three words or more that name no people ("(Chemistry of Materials, 2019)").

    >>> _journal_and_year("Chemistry of Materials, 2019", bracketed=True).label
    'Chemistry of Materials 2019'
    >>> _journal_and_year("Chemistry of Materials, 2019"), _journal_and_year("Smith and Jones, 2019", bracketed=True)
    (None, None)
    >>> _journal_and_year("*Scientific reports* 2019", bracketed=True), _journal_and_year("Kaiming He 2016", True)
    (VenueEdition(series='Scientific reports', year=2019), None)
    """
    match = _NAME_COMMA_YEAR.match(tag.strip())
    if match is None and bracketed and (short := _ACRONYM_COMMA_YEAR.match(tag.strip())):
        return VenueEdition(short.group("name"), int(short.group("year")))  # "[NRG, 2009]", "[AoAS, 2016]"
    if match is None and bracketed and (match := _NAME_YEAR.match(tag.strip())):
        # (no comma: the name must hold a word in lower case that is no month, "Scientific reports"; two capitalised
        # words alone may be a person, "(Kaiming He 2016)")
        words = match.group("name").split()
        if any(w.islower() and not MONTH_NAME.fullmatch(w) for w in words[1:]) and not _PEOPLE_WORDS.search(
            match.group("name")
        ):
            return VenueEdition(match.group("name").strip(), int(match.group("year")))
        return None
    if match is None or not (bracketed or match.group("name")[0].isupper()):
        return None
    name = match.group("name")
    words = name.split()
    # (people's names are capitalised words, a journal's often hold a function word: "Chemistry of Materials")
    long_name = bracketed and len(words) >= 3 and not _PEOPLE_WORDS.search(name)
    long_name = long_name and (len(words) >= 4 or any(w.islower() for w in words))
    if not (_VENUE_WORDS.search(name) or long_name or _SOCIETY_LEAD.match(name)):
        return None
    return VenueEdition(match.group("name").strip(), int(match.group("year")))


def _unknown_edition(tag: str, before: str) -> VenueEdition | None:
    """A venue the table does not know, in capitals or a CJK script with its year, closing a titled citation after a
    full stop ("Title. VEE(2016)"); a publisher is none ("ACM(2008)")."""
    unknown = _UNKNOWN_EDITION.fullmatch(tag)
    if not unknown or not before.rstrip().endswith(".") or unknown.group("name").casefold() in _PUBLISHERS:
        return None
    return VenueEdition(unknown.group("name"), int(unknown.group("year")))


def _lead_edition(tag: str) -> VenueEdition | None:
    """The edition a bracketed tag opening a title names, a remark in brackets inside it ("[CVPR 2023 (Highlight
    Paper)]") or a journal the venue table does not know ("【Neurocomputing 2021】", "【IEEE Access 2019】").

    >>> _lead_edition("CVPR 2023 (Highlight Paper)"), _lead_edition("Neurocomputing 2021").label
    (VenueEdition(series='CVPR', year=2023), 'Neurocomputing 2021')
    >>> _lead_edition("Kaiming He 2016") is None
    True
    """
    tag = " ".join(_INNER_REMARK.sub(" ", tag).split())
    if edition := tag_edition(tag):
        return edition
    named = _CAPITALISED_YEAR.fullmatch(tag)
    if named is None or named.group(1).casefold() in organisations() or is_name(named.group(1)):
        return None
    if MONTH_NAME.fullmatch(named.group(1).split()[0]):  # "[Dec 2024] Title": when, not where
        return None
    return VenueEdition(named.group(1), int(named.group(2)))


_INNER_REMARK = re.compile(r"\([^()]*\)|`")
_CAPITALISED_YEAR = re.compile(r"([A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+){0,3}) ((?:19|20)\d\d)")


#: How a paper was shown, or the month and day, after a bare venue tag's year closing a title: " Oral.", "/4/30."
_SHOWN_AS_END = re.compile(
    r"(?<=(?:19|20)\d\d)(?:,?\s+(?:Oral|Spotlight|Poster|Highlight)|[/.-](?:0?[1-9]|1[0-2])(?:[/.-]\d{1,2})?)\.?$"
)
_SHOWN_AS_ENDINGS = (".", "Oral", "Spotlight", "Poster", "Highlight")  # (what such a tail may end in, or a digit)


def venue_tag(text: str) -> tuple[str, VenueEdition] | None:
    """A title with a venue edition tag before or after it: ``Title (ICML2021)``, ``[CVPR 2022] Title``.

    >>> venue_tag("Learning Transferable Visual Models From Natural Language Supervision (ICML2021)")
    ('Learning Transferable Visual Models From Natural Language Supervision', VenueEdition(series='ICML', year=2021))
    >>> venue_tag("[CVPR 2022] Masked Autoencoders Are Scalable Vision Learners")[1].label
    'CVPR 2022'
    >>> venue_tag("2012-NIPS - Convolutional-recursive deep learning for 3d object classification.")[1]
    VenueEdition(series='NeurIPS', year=2012)
    >>> venue_tag("Deep Residual Learning, CVPR 2016")
    ('Deep Residual Learning', VenueEdition(series='CVPR', year=2016))
    >>> venue_tag("Matching networks for one shot learning, Neural Information Processing Systems (NIPS), 2016")
    ('Matching networks for one shot learning', VenueEdition(series='NeurIPS', year=2016))
    >>> venue_tag("Graph Sparsification by Effective Resistances, SIAM Journal on Computing, 2011")[1].label
    'SIAM Journal on Computing 2011'
    >>> venue_tag("Learning the Optimal Recommendation from Explorative Users AAAI 2022 [更现实的用户行为模型]")
    ('Learning the Optimal Recommendation from Explorative Users', VenueEdition(series='AAAI', year=2022))
    >>> venue_tag("Transitive Transfer Learning. KDD 2015."), venue_tag("A poster I saw at NIPS 2017.")
    (('Transitive Transfer Learning', VenueEdition(series='KDD', year=2015)), None)
    >>> venue_tag("Simple and Efficient Construction of Static Single Assignment Form - CC 2013")[1]
    VenueEdition(series='CC', year=2013)
    >>> venue_tag("Arachne: Core-Aware Thread Management. OSDI(2018)")
    ('Arachne: Core-Aware Thread Management', VenueEdition(series='OSDI', year=2018))
    >>> venue_tag("Using Xen and KVM as real-time hypervisors. Journal of Systems Architecture(2020).")[1].label
    'Journal of Systems Architecture 2020'
    >>> venue_tag("Episodic Memory Question Answering. CVPR 2022 Oral.")
    ('Episodic Memory Question Answering', VenueEdition(series='CVPR', year=2022))
    """
    if not _DIGIT.search(text):  # every venue tag holds a year
        return None
    if (text.endswith(_SHOWN_AS_ENDINGS) or text[-1:].isdigit()) and (shown := _SHOWN_AS_END.search(text)):
        text = text[: shown.start()] + "."  # "Title. CVPR 2022 Oral.", "Title. arXiv 2022/4/30.": the venue, the year
    text = text.translate(_BRACKETS)  # "【2020/03/24】Title【Security2020】"
    if "--" in text:
        text = _GLUED_DASHES.sub(" - ", text)  # "Attention Is All You Need---NeurIPS2017"
    if (dated := _YEAR_THEN_VENUE_END.search(text)) and len(text[: dated.start()].split()) >= 3 and (
        edition := tag_edition(f"{dated.group(2)} {dated.group(1)}")
    ):
        return bare_title(text[: dated.start()]), edition  # "Title, 2014 NRG - C": the year, the venue, who read it
    if (volume := _JOURNAL_VOLUME_END.search(text)) and len(text[: volume.start()].split()) >= 3:
        # "… Rydberg atom arrays [Nature Communications 13, 4657 (2022)]": the journal's volume, page and year
        year = int(volume.group("year"))
        if found := find_venue(volume.group("tag")) or (
            VenueEdition(name, year) if (name := printed_venue(volume.group("tag"))) else None
        ):
            return bare_title(text[: volume.start()]), found
    # Short tags after a venue tag that name no venue ("Title[arxiv'20][Nvidia]") are dropped first.
    while (
        (last := _VENUE_TAG_END.search(text))
        and tag_edition(last.group("tag")) is None
        and len(last.group("tag")) <= 20
    ):
        if not (rest := text[: last.start()]) or not _VENUE_TAG_END.search(rest):
            break
        text = rest
    patterns = (
        _VENUE_TAG_END, _VENUE_TAG_START, _VENUE_TAG_DASH, _VENUE_TAG_GLUED, _VENUE_TAG_COMMA_YEAR, _VENUE_TAG_COMMA,
        _VENUE_TAG_PIPE, _VENUE_TAG_DASH_END,
    )
    for pattern in patterns:
        match = pattern.search(text)
        named = names_then_edition(match.group("tag")) if match and pattern is _VENUE_TAG_END else None
        if match and (venue := tag_edition(match.group("tag"))
                      or _journal_and_year(match.group("tag"), bracketed=pattern is _VENUE_TAG_END)
                      or (named[1] if named else None)  # "Time, Clocks, … (Lamport, CACM 1978)"
                      or (_lead_edition(match.group("tag")) if pattern is _VENUE_TAG_START else None)):
            title = bare_title(text[: match.start()] + text[match.end() :])
            if pattern is _VENUE_TAG_START and title[:1].islower() and ET_AL_ANYWHERE.search(match.group("tag")):
                return None  # "[Nguyen et al. NeurIPS 2021]: distillation w.r.t. …": a note on a cited paper
            if len(title.split()) >= 2:
                return title, venue
    # A known venue edition ending the title bare, a remark in brackets perhaps after it: "TwHIN: Embedding the
    # Twitter … Recommendation KDD 2022 [推特知识图谱增强]"
    if (last := _VENUE_TAG_END.search(text)) and tag_edition(last.group("tag")) is None and not _YEAR_ALONE.fullmatch(
        last.group("tag")
    ):
        text = text[: last.start()]
    bare = _VENUE_TAG_BARE.search(text)
    if bare and text.rstrip().endswith(".") and not text[: bare.start()].rstrip().endswith((".", "?", "!")):
        bare = None  # "… the poster that I took at NIPS 2017.": a sentence; "Title. KDD 2015." is a citation
    tag = bare.group("tag") if bare else ""
    # (an acronym's edition, "SoCC 2016", "NDSS’ 16", not a capitalised word's: "… Mallat 2018" cites a surname)
    acronym = (sum(c.isupper() for c in tag) >= 2 or "’" in tag) and tag.split()[0].casefold() not in benchmarks()
    if bare and (
        venue := find_edition(tag)
        or (tag_edition(tag) if acronym else None)
        or _unknown_edition(tag, text[: bare.start()])
    ):
        title = bare_title(text[: bare.start()].rstrip(" -–—"))  # ("Title - S&P’ 21")
        if len(title.split()) >= 3 and not _LEADING_NAMES.match(title):  # names / title / venue lines: a citation
            return title, venue
    stop = _STOP_VENUE_YEAR.search(text) if "(" in text else None
    if stop and len((title := bare_title(text[: stop.start()])).split()) >= 3:
        year = int(stop.group("year"))
        if venue := find_venue(f"{stop.group('venue')} {year}"):
            return title, venue
        if name := printed_venue(stop.group("venue")):
            return title, VenueEdition(name, year)
    return _comma_fields(text) if "," in text or "，" in text else None


#: Fields after a title, parted by commas (full-width too): "FineGym: A Hierarchical …，2020，CVPR"
_FIELD_COMMA = re.compile(r"\s*[,，]\s*")
_FIELD_YEAR = re.compile(r"(?:19|20)\d\d")
_FIELD_ACRONYM = re.compile(r"[A-Z]{2,8}")
_SERIES_LAST = re.compile(r"\s([A-Z][A-Za-z]{1,9})$")
#: A model's short name among the fields: "TSN", "C3D"
_FIELD_NICKNAME = re.compile(r"[A-Z][A-Za-z0-9-]{0,11}")


def _comma_fields(text: str) -> tuple[str, VenueEdition] | None:
    """A title and the year and venue after it, each between commas, in either order, a model's short name perhaps
    before them: "Temporal Segment Networks for Action Recognition in Videos，TSN，2018，IEEE".

    >>> _comma_fields("FineGym: A Hierarchical Video Dataset for Fine-grained Action Understanding，2020，CVPR")[1]
    VenueEdition(series='CVPR', year=2020)
    >>> _comma_fields("Learning Spatiotemporal Features with 3D Convolutional Networks，C3D，ICCV，2015")[1].label
    'ICCV 2015'
    >>> _comma_fields("Bread, butter, and jam, 2015") is None
    True
    """
    parts = _FIELD_COMMA.split(text.strip().rstrip(".。 "))
    year: int | None = None
    series: str | None = None
    while len(parts) > 1:
        last = parts[-1]
        if year is None and _FIELD_YEAR.fullmatch(last):
            year = int(last)
        elif series is None and len(last) <= _FIELD_CHARS and (named := find_series(last) or (
                last if _FIELD_ACRONYM.fullmatch(last) else None)):
            series = named
        elif (year or series) and _FIELD_NICKNAME.fullmatch(last) and sum(c.isupper() or c.isdigit() for c in last) > 1:
            pass  # "TSN", "C3D": what the note calls the model, between the title and its venue
        else:
            break
        parts.pop()
    title = ", ".join(parts)
    if year is not None and series is None and (glued := _SERIES_LAST.search(title)):
        series = find_series(glued.group(1))  # "Multi-Context Attention for Human Pose Estimation CVPR，2017"
        title = title[: glued.start()] if series else title
    if year is None or series is None or len(title.split()) < 3:
        return None
    return bare_title(title), VenueEdition(series, year)


# (ACM's "Hao Wang. [n. d.]. PME : …": its stop too; APA's "(n.d.)" stays, a year's place)
_NO_DATE = re.compile(r"\s*\[?(?<!\()\bn\.\s?d\.(?!\))\]?(?:\.(?=\s))?")
_ISBN = re.compile(r",?\s*\bIS[BS]N(?:-1[03])?:?\s*[\dXx][\dXx -]{6,20}[\dXx]")


_YEAR_STOP_INSIDE = re.compile(r"\(((?:19|20)\d\d[a-z]?)\.\)")


#: Names, the title as a note's wiki link, the journal: "Kang et al. [[Spatiotemporal transcriptome of the human
#: brain]] Nature 478, 483 - 489 (2011)" (a vault's reference list, one note a paper)
_WIKI_CITATION = re.compile(
    r"^(?P<names>[^\[\]!]{2,300}?)\s*\[\[(?P<title>[^\[\]|#]{8,300}?)(?:[|#][^\[\]]*)?\]\]\s*(?P<rest>.*)$"
)


def _wiki_titled(text: str) -> Reference | None:
    """A citation titled by a wiki link to the paper's note, its names before it, where and when after it.

    >>> ref = _wiki_titled("P. Langfelder, P. Mischel & S. Horva [[When Is Hub Gene Selection Better than Standard "
    ...                    "Meta-Analysis?]] PLoS ONE 8 (2013) (web)")
    >>> ref.title, [a.name for a in ref.authors], ref.venue
    ('When Is Hub Gene Selection Better than Standard Meta-Analysis?', ['P. Langfelder', 'P. Mischel', 'S. Horva'], \
VenueEdition(series='PLoS ONE', year=2013))
    """
    match = _WIKI_CITATION.match(text)
    named = split_authors(match.group("names").strip(" .,;")) if match else None
    if match is None or not named or not named[0] or _FILE_NAME.search(match.group("title")):
        return None  # ("GSW：![[Pasted image 20221201175410.png]]": an image shown, no citation)
    rest = _LINK_WORD_END.sub("", match.group("rest"))
    venue, year = venue_and_year(rest) if rest else (None, None)
    if venue is None and year and (name := printed_venue(rest)):
        venue = VenueEdition(name, year)
    return Reference(bare_title(match.group("title")), "names [[title]] venue", named[0], named[1], venue, year,
                     text_ids(text))


_FILE_NAME = re.compile(r"\.[A-Za-z]{2,4}$")
#: A link's word left in brackets closing a citation: "(web)", "[pdf]"
_LINK_WORD_END = re.compile(r"\s*[(\[](?:web|pdf|link|doi|url|html)[)\]]\s*$", re.IGNORECASE)


#: Chicago's dashes for "the same names as above" opening a citation: "———. 2012. “BLIP: …”"
DITTO = re.compile(r"^\s*(?:[—–]{2,}|-{3,}|_{3,})\s*[.,]\s*")
#: A label of a few words and a colon before names and a quoted title: "Boolean logic: George Boole. "An …""
_LABEL_BEFORE_NAMES = re.compile(r"^[^:：\"“]{2,80}[:：]\s*(?=[^:：\"“]{2,80}\.\s+[\"“])")


#: Names, the year between commas, then the rest: the style of geoscience journals (AGU, GSA).
_NAMES_YEAR_COMMA = re.compile(r"^(?P<names>.{3,400}?),\s+(?P<year>(?:19|20)\d\d)[a-z]?,\s+(?P<rest>[^*\s].*)$")


def names_year_title_journal(text: str) -> Reference | None:
    """Names, the year, the title and the journal in italics, parted by commas: "Alhusban, Z., and Valyrakis, M., 2021,
    Assessing and Modelling the Interactions …, *Applied Sciences*, **11**(16), 7306."

    >>> ref = names_year_title_journal("Adán, M., Barceló, J. A., and Toselli, A., 2003, Spatial statistics in "
    ...                                 "archaeological texture analysis, *The digital heritage of archaeology*.")
    >>> ref.title, [a.name for a in ref.authors], ref.venue
    ('Spatial statistics in archaeological texture analysis', ['M. Adán', 'J. A. Barceló', 'A. Toselli'], \
VenueEdition(series='The digital heritage of archaeology', year=2003))
    """
    match = _NAMES_YEAR_COMMA.match(text)
    if match is None or (at := match["rest"].find(", *")) < 0 or (names := split_authors(match["names"])) is None:
        return None
    journal = match["rest"][at + 3 :].split("*", 1)[0].strip(" .,")
    title, year = bare_title(match["rest"][:at]), int(match["year"])
    if len(title.split()) < 2 or not journal:
        return None
    venue = find_venue(f"{journal} {year}") or VenueEdition(canonical_series(journal), year)
    return Reference(title, "names, year, title, journal", names[0], names[1], venue, year, text_ids(text))


#: The pages citing a reference, after it in a paper's list of references: "… In CVPR, 2017. 2, 4, 5, 7"
_BACK_REFERENCES = re.compile(r"(?<=(?:19|20)\d\d\.)\s+\d{1,3}(?:,\s*\d{1,3})*\s*$")
#: A label closing a citation with nothing after it, its value a link the text leaves out: ". DOI:", " URL"
_DANGLING_LABEL = re.compile(r"[.,;]?\s*\b(?:DOI|doi|URL|url|PMID|Available at|Retrieved from)\s*:?$")


#: A last initial in lower case after a capital one, before the year or the next name: "D. a. (2015)", "J. a.,"
_LOWER_INITIAL = re.compile(r"(?<=\b[A-Z]\. )[a-z]\.(?= \(|,| &)")


#: A pointer before a citation: "See also: **Introducing the Enron Corpus (2004)**, Klimt and Yang"
SEE_ALSO = re.compile(r"^\s*(?:see also|also|cf\.?|related)\s*:\s*", re.IGNORECASE)


#: A title in single curly quotes, an apostrophe inside it ("‘Retardation in Britain’s Industrial Growth’")
_SINGLE_QUOTED = re.compile(r"(^|[\s(\[,:])‘((?:[^‘’]|’(?=\w))+)’(?!\w)")


@lru_cache(maxsize=4096)  # one line is tried by detection, as a line and as its block's text; treat as read-only
def parse_reference(text: str) -> Reference | None:
    """The fields of one pasted citation, or None when the text is not one.

    >>> ref = parse_reference('Vaswani, Ashish, Noam Shazeer, and Niki Parmar. "Attention Is All You Need." '
    ...                       'arXiv preprint arXiv:1706.03762 (2017).')
    >>> ref.title, [a.name for a in ref.authors]
    ('Attention Is All You Need', ['Ashish Vaswani', 'Noam Shazeer', 'Niki Parmar'])
    >>> ref.venue.label, ref.ids
    ('arXiv 2017', {'arxiv': '1706.03762'})
    >>> ref = parse_reference('[12] K. He, X. Zhang, S. Ren, and J. Sun, "Deep residual learning for image '
    ...                       'recognition," in Proc. CVPR, 2016, pp. 770-778.')
    >>> ref.title, ref.authors[0].name, ref.venue.label, ref.style
    ('Deep residual learning for image recognition', 'K. He', 'CVPR 2016', 'quoted title')
    >>> ref = parse_reference("He, K., Zhang, X., Ren, S., & Sun, J. (2016). Deep residual learning for image "
    ...                       "recognition. In Proceedings of the IEEE conference on computer vision and "
    ...                       "pattern recognition.")
    >>> ref.title, ref.authors[1].name, ref.venue.label, ref.style
    ('Deep residual learning for image recognition', 'X. Zhang', 'CVPR 2016', 'APA')
    >>> ref = parse_reference("Kaiming He, Xiangyu Zhang, Shaoqing Ren, Jian Sun. Deep Residual Learning for "
    ...                       "Image Recognition. In CVPR, 2016.")
    >>> ref.title, len(ref.authors), ref.venue.label
    ('Deep Residual Learning for Image Recognition', 4, 'CVPR 2016')
    >>> ref = parse_reference("Deep Gaussian Processes for Regression using Approximate Expectation Propagation.  "
    ...                       "Thang D. Bui, Daniel Hernández-Lobato, Yingzhen Li, José Miguel Hernández-Lobato, "
    ...                       "Richard E. Turner.")
    >>> ref.title
    'Deep Gaussian Processes for Regression using Approximate Expectation Propagation'
    >>> ref.authors[-1].name, ref.style
    ('Richard E. Turner', 'title. authors. venue')
    >>> parse_reference("Masked Autoencoders Are Scalable Vision Learners (CVPR2022)").venue.label
    'CVPR 2022'
    >>> parse_reference("We read three papers this week.") is None
    True
    """
    if not 8 <= len(text) <= _MAX_CHARS:  # a paragraph of prose is no citation
        return None
    # BibTeX's protecting braces ("25th {USENIX} Security Symposium") and CJK lenticular brackets as brackets
    text = SEE_ALSO.sub("", _NUMBERING.sub("", " ".join(text.translate(_BRACKETS).split())))
    if "，" in text:  # a full-width comma between Latin names: "Xiao-Lei Zhang，Jingdong Chen"
        text = _LATIN_WIDE_COMMA.sub(", ", text)
    # a reference manager's lower-case last initial: "Pizzagalli, D. a. (2015).", "Obeso, J. a. (2010)."
    text = _LOWER_INITIAL.sub(lambda initial: initial.group(0).upper(), text)
    if "´" in text:  # a PDF's accent copied apart: "P. Doll´ar", "and ´ S. Belongie"
        text = " ".join(text.replace("´", "").split())
    if "``" in text:  # LaTeX's quotes: "Carlberg R. G., … (1996) ``Galaxy Cluster Virial Masses …'', ApJ, 462, 32"
        text = text.replace("``", "“").replace("''", "”")
    if _PDF_GLUE.search(text):  # a PDF's spaces lost: "…, A. Neelakantan,P. Shyam, …", "learners.arXiv preprintarXiv:…"
        text = _PDF_GLUE.sub(lambda glued: f"{glued.group(0)} ", text)
    if text[-1:].isdigit() and (backrefs := _BACK_REFERENCES.search(text)):
        text = text[: backrefs.start()]  # "… In CVPR, 2017. 2, 4, 5, 7": the pages of the paper it was copied from
    if text[-1:] in "IiLl:" and (dangling := _DANGLING_LABEL.search(text)):
        text = text[: dangling.start()]  # "… Global Change Biology. 32, e70706. DOI:" (its address was a link)
    if text[:1] == "[" and (key := _KEY_LABEL.match(text)) and tag_edition(key.group(1)) is None:
        rest = text[key.end() :]
        ref = parse_reference(rest)
        if ref is None and (italic := _TITLE_ITALIC_JOURNAL.match(rest) or _TITLE_STOP_JOURNAL.match(rest)):
            # "Title, *Nucl. Fusion*, 2019, 59, …", "Title. Fusion Engineering and Design, 2025, 216, 115064."
            journal = VenueEdition(canonical_series(italic["journal"]), int(italic["year"]))
            ref = Reference(bare_title(italic["title"]), "title, journal, year", (), True, journal, journal.year)
        keyed = _SURNAME_KEY.fullmatch(key.group(1))
        if ref is not None and not ref.authors and keyed:  # "[Degrave2022]Magnetic control of …[J]. Nature, 2022, …"
            surname = keyed.group(1)
            return replace(ref, authors=(Author(surname, surname),), complete=False, year=ref.year or int(keyed[2]))
        return ref
    if "[[" in text and (linked := _wiki_titled(text)):
        return linked
    if text[:2] == "[[" and (keyed := _WIKI_KEY_LEAD.match(text)):
        text = f"{keyed.group(1)}{text[keyed.end():]}"  # "[[Ghemawat & Pankaj 2002]] - Competition and …": its note
    if " - " in text and (led := surnames_year_lead(text)) and len(led[0].split()) >= _LED_TITLE_WORDS:
        # "Ghemawat & Pankaj 2002 - Competition and Business Strategy in Historical Perspective."
        printed = VenueEdition(canonical_series(led[3]), led[2]) if led[3] else None
        return Reference(bare_title(led[0]), "surnames year - title", led[1][0], led[1][1], printed, led[2])
    if "n.d." in text or "n. d." in text:
        text = _NO_DATE.sub(" ", text)  # Chicago's "no date": "Espeholt, Lasse, …, et al. n.d. “Impala: …”"
    if ".)" in text:
        text = _YEAR_STOP_INSIDE.sub(r"(\1).", text)  # "Sewell, William Jr. (1992.) A Theory of …": the stop inside
    if "»" in text and "«" in text and text.index("»") < text.index("«"):
        text = text.translate(_GERMAN_QUOTES)  # "»The Ethics of ›Public Understanding of Ethics‹. Why …«, _Medicine…_"
    if "~~" in text:
        text = text.replace("~~", "")  # a citation struck through as read: "~~Koren, Yehuda, … 30-37.[Cited 5124](…)~~"
    if "”" in text and "“" not in text and text.count("”") == 2:
        text = text.replace("”", "“", 1)  # 'Falk, Armin. 2007.” Gift exchange in the field.”': a closing quote opens
    if '"“' in text:
        text = text.replace('"“', '"')  # '"**“Sequence to sequence learning …**."': one quote too many
    if "‘" in text and "“" not in text and '"' not in text:
        text = _SINGLE_QUOTED.sub(r"\1“\2”", text)  # British quotes: "Charles Wilson, ‘Economy and Society in …’, …"
    if "ed" in text or "Hrsg" in text:
        text = _EDITORS.sub("", text)  # "Hall, Rodney Bruce and Thomas J. Biersteker, eds. The Emergence of …"
    if " //" in text:
        text = _DOUBLE_SLASH.sub(". ", text)  # GOST: "Title // Open Computer Science, 2020, 10 — p. 283–295."
    if text.endswith(")") and (org := _ORG_TAIL.search(text)) and _organisations_only(org.group(1)):
        text = text[: org.start()]  # "…. arxiv, 2021(Facebook)": who wrote it, after the year
    if "ISBN" in text or "ISSN" in text:  # "…, WIT Press, ISBN 978-1-84564-564-9.": a book's number, no venue
        text = _ISBN.sub("", text)
    if "ccessed" in text or "[Online]" in text or "cesso" in text or "onsultado" in text:
        text = _ACCESSED.sub("", text)  # IEEE/Zotero: "…, Aug. 2023, Accessed: Sep. 24, 2024. [Online]. Available: <…>"
    if (ditto := DITTO.match(text)) and (ref := parse_reference(text[ditto.end() :])):
        return ref  # "———. 2012. “BLIP: …”": the names of the citation above (the reader gives them)
    if (label := _LABEL_BEFORE_NAMES.match(text)) and (ref := parse_reference(text[label.end() :])) and ref.authors:
        return ref  # "Attention, Transformers: Ashish Vaswani et al. "Attention is All You Need" (2017)": a topic first
    # Every style below needs a quote, a bracketed year or a full stop between parts: skip texts without.
    if " by " in text and (ref := _title_by_names(text)):
        return Reference(ref.title, ref.style, ref.authors, ref.complete, ref.venue, ref.year, text_ids(text))
    if ". " in text and (ref := _names_edition_title(text)):
        return Reference(ref.title, ref.style, ref.authors, ref.complete, ref.venue, ref.year, text_ids(text))
    if " / " in text and (ref := slashed_fields(text)):
        return ref  # "Devlin / BERT: Pre-training of Deep Bidirectional Transformers … / 2019 / **read**"
    if (dash := _LAST_DASH.search(text)) and (ref := _title_authors_year(text[: dash.start()])):
        # "Latent Dirichlet Allocation, Blei et al., JMLR, 2003. - Yikai Wang ✓": who presented it, after the dash
        return Reference(ref.title, ref.style, ref.authors, ref.complete, ref.venue, ref.year, text_ids(text))
    if _DASH_CHARS.intersection(text) and _DASH.search(text) and (ref := _dashed_fields(text)):
        return Reference(ref.title, ref.style, ref.authors, ref.complete, ref.venue, ref.year, text_ids(text))
    if _DASH_CHARS.intersection(text) and (jotted := title_dash_surname_year(text)):
        return jotted  # "Internet, News, and Political Trust: … - Ceron 2015"
    if text[:1] == "(" and (bracketed := bracketed_cite_title(text)):
        return bracketed  # "(Li et al., 2022) – *Robust Aggregation for Federated Learning*"
    if ", *" in text and (dated := names_year_title_journal(text)):
        return dated  # "Adán, M., …, and Toselli, A., 2003, Spatial statistics in …, *The digital heritage of …*."
    styled = any(q in text for q in '“"«') or "(" in text or ". " in text or "]" in text
    readers = (
        _quoted,
        _apa,
        _gbt,
        _acl,
        _dblp,
        _names_colon,
        _vancouver,
        _authors_first,
        _title_year_names,
        _title_first,
    )
    # "Avrim Blum and Tom Mitchell: Combining … Co-Training, 1998.": names and a colon are style enough
    for reader in readers if styled else (_names_colon,) if ": " in text else ():
        ref = reader(text)
        # (Japanese prose: sentences; "Alex Wang et al., Sep 2018 version, ICLR 2019" names no title)
        titled = ref is not None and ref.title and not _MONTH_YEAR.fullmatch(ref.title)
        if ref is not None and titled and "。" not in ref.title.rstrip("。"):
            ids = text_ids(text)
            title, venue = ref.title, ref.venue
            if tagged := venue_tag(title):  # "[ECCV 2024] Title." read as the first sentence
                title, venue = tagged[0], venue or tagged[1]
            year = ref.year or (venue.year if venue else None)
            after = text[text.find(ref.title[-12:]) + 12 :] if ref.title else ""
            book = venue is None and bool(_BOOK.search(after))
            if edition := _EDITION_NOTE.search(title):  # "_The essentials of …_ (Third edition). Routledge."
                title, venue, book = title[: edition.start()].strip(" *_"), None, True
            elif venue is not None and (is_publisher(venue.series) or _COMPANY.search(venue.series)):
                venue, book = None, True  # "… Mathematics_ (60-13513). DOUBLEDAY & COMPANY, INC.": its publisher
            return Reference(title, ref.style, ref.authors, ref.complete, venue, year, ids, book, ref.series)
    if (
        ", " in text
        and len(text.split(", ", 1)[0].split()) <= _NAME_WORDS
        and _EDITION_SENTENCE.search(_ADDRESS_END.sub("", _REMARK_END.sub(r"\1", text)))  # (cheap test first)
        and (signed := names_comma_title(text))
    ) and (
        signed.venue and len(signed.authors) >= 2 and _names_only(signed.title) is None
        and not _NAME_AFFILIATION.match(signed.title)  # ("Eric Brewer (UC Berkeley) SEDA: …": a name still)
    ):
        # "Hongyu Ren, Jure Leskovec, Beta Embeddings for … Graphs. NeurIPS 2020.": whole names, then the title (not
        # "…, Interaction Networks for Learning about Objects, Relations and Physics, NIPS 2016" read from the end)
        return signed
    if (
        _INITIALS_COMMA.match(text)
        and (_IN_WHERE.search(text) or _VOLUME_YEAR_END.search(text))
        and (signed := names_comma_title(text))
        and signed.venue
        and len(signed.authors) >= 2
    ):
        # Elsevier's "Z. Fu, F. Angelini, …, Title, in: 2018 IEEE International Conference on … (ICASSP), IEEE, 2018,
        # pp. 4299–4303." and "H. Hu, …, Title, IEEE Access 6 (2018) 69782–69793."
        return signed
    if text[1:2] == "." and text[:1].isupper() and (ams := _ams_citation(text)):  # ("A. Menezes and D. Stebila, …")
        return ams
    if ", " in text and (ref := _title_authors_year(text) or _authors_title_when(text) or _title_name_year(text)):
        return None if _MONTH_YEAR.fullmatch(ref.title) else replace(ref, ids={**text_ids(text), **ref.ids})
    if text.endswith((")", "）")) and (people := split_authors_tag(text)) and _people_enough(people[1]):
        # "A novel approach for data integration and disease subtyping (Tin Nguyen, Rebecca Tagett, …)", "Finding
        # Neurons In A Haystack (Wes Gurnee et al)"
        return Reference(bare_title(people[0]), "title (authors)", people[1][0], people[1][1]) if len(
            people[0].split()) >= 3 else None
    if (cited := _CITED_AFTER.search(text)) and (tag := names_venue_year(cited.group("inside"))) is not None:
        title = bare_title(text[: cited.start()])  # "Momentum Contrast for … (He et al. 2019)"
        (authors, complete), series, year = tag
        venue = VenueEdition(series, year) if series else None  # "MaskRCNN (He et al. ICCV 2017)"
        if len(title.split()) >= 2:
            return Reference(title, "title (authors year)", authors, complete, venue, year)
    if tagged := venue_tag(text):
        # "[IJCAI 2023] Xia, Jun, et al. A Systematic Survey of …": the rest may be a citation of its own
        inner = parse_reference(tagged[0]) if tagged[0] != text else None
        # "Paper : J. Arulraj, et al., Write-Behind Logging, in VLDB, 2016": a label, names, the title
        unlabelled = _LABEL.sub("", tagged[0], count=1)
        if inner is None and (_ET_AL_COMMA.search(unlabelled) or _INITIALS_COMMA.match(unlabelled)):
            inner = names_comma_title(unlabelled)  # (or "T. Neumann, Efficiently Compiling …, in VLDB, 2011")
            inner = None if inner and _YEAR.search(inner.title) else inner  # "…, et al., Submitted on 18 Feb 2017"
        if inner is not None and inner.authors and inner.style != "venue tag":
            return Reference(inner.title, inner.style, inner.authors, inner.complete, inner.venue or tagged[1],
                             inner.year or tagged[1].year, {**text_ids(text), **inner.ids}, inner.book)
        authors, complete = _tag_names(text, tagged[1]) or ((), True)
        title = tagged[0]
        if not authors and (parted := _title_then_byline(title)):
            title, (authors, complete) = parted  # "Evaluating User Interface Systems Research. D. R. Olsen, UIST 2007"
        if not authors and len(title.split()) > _PROSE_WORDS and len(_sentences(title)) >= 3:
            return None  # a biography closing "… the best paper award at SIGCOMM 2017": prose, no title
        if not authors and _DANGLING_WORD.search(title):
            return None  # "[Registration is through ANCS 2019](…)": the edition ends a sentence, no tag of a title
        return Reference(title, "venue tag", authors, complete, tagged[1], tagged[1].year, text_ids(text))
    # Names in brackets closing a citation: "Simulating Quantum Computation …, SIAM Journal on Computing, 2008
    # (Markov and Shi)"
    if (closing := _NAMES_CLOSING.search(text)) and (named := split_authors(closing.group("names"))) and named[0]:
        inner = parse_reference(text[: closing.start()])
        if inner is not None and not inner.authors:
            return Reference(inner.title, inner.style, named[0], named[1], inner.venue, inner.year, inner.ids,
                             inner.book)
    # A short label before the citation: "ScanQA: Azuma, Daichi, et al. ScanQA: 3D Question Answering. CVPR 2022."
    if (label := _LABEL.match(text)) and (ref := parse_reference(text[label.end() :])) and ref.authors:
        return ref
    return None
