"""Paper identifiers found in URLs: OpenReview forum ids and arXiv ids."""

from __future__ import annotations

import re
from urllib.parse import unquote

_OPENREVIEW = re.compile(r"openreview\.net/(?:forum|pdf|attachment)\?(?:[^#\s]*&)?id=([A-Za-z0-9_-]+)")
_ARXIV = re.compile(r"(?i:arxiv\.org)/(?:abs|pdf|html)/((?:\d{4}\.\d{4,5})|(?:[a-z-]+(?:\.[A-Z]{2})?/\d{7}))(?:v\d+)?")


def openreview_id(url: str) -> str | None:
    """The OpenReview id in a forum or pdf URL.

    >>> openreview_id("https://openreview.net/forum?id=frA0NNBS1n")
    'frA0NNBS1n'
    >>> openreview_id("https://example.org") is None
    True
    """
    match = _OPENREVIEW.search(url)
    return match.group(1) if match else None


def arxiv_id(url: str) -> str | None:
    """The arXiv id (version dropped) in an abs, pdf or html URL.

    >>> arxiv_id("https://arxiv.org/pdf/2310.16834v3"), arxiv_id("http://arXiv.org/abs/math.KT/0407054")
    ('2310.16834', 'math.KT/0407054')
    """
    match = _ARXIV.search(url)
    return match.group(1) if match else None


def openreview_url(forum_id: str) -> str:
    """The canonical forum URL.

    >>> openreview_url("frA0NNBS1n")
    'https://openreview.net/forum?id=frA0NNBS1n'
    """
    return f"https://openreview.net/forum?id={forum_id}"


def arxiv_url(arxiv: str) -> str:
    """The canonical abstract URL.

    >>> arxiv_url("2503.01776")
    'https://arxiv.org/abs/2503.01776'
    """
    return f"https://arxiv.org/abs/{arxiv}"


# The other ids a paper may carry, found in URLs or printed in text. Kinds are the keys
# of ``Paper.ids`` and of the gold files; ``ID_URLS`` gives each kind's canonical page.
_OTHER_URL_IDS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("doi", re.compile(
        r"(?:doi\.org/|^doi:|/doi/(?:abs/|pdf/|full/|epdf/|pdfdirect/)?|link\.springer\.com/(?:article|chapter)/"
        r"|iopscience\.iop\.org/article/|[?&](?:id|doi)=)(10\.\d{4,9}/[^\s?#&{}]+?)(?:/(?:pdf|meta))?(?=[\s?#&{}]|$)",
        re.I)),
    # A publisher's page with the DOI as its path: "annualreviews.org/content/journals/10.1146/…",
    # "jcheminf.biomedcentral.com/articles/10.1186/…", "biorxiv.org/content/10.1101/…v2.abstract", "….v3.full.pdf+html"
    ("doi", re.compile(r"^https?://[^/\s]+/(?:[\w-]+/){0,3}(10\.\d{4,9}/[^\s?#&/]+?)"
                       r"(?:(?<=\d)v\d+)?(?:[./](?:abstract|full|pdf\+html|pdf|html))*/?(?:[?#]|$)", re.I)),
    ("acl", re.compile(r"aclanthology\.(?:org|info/papers)/((?:\d{4}\.[a-z0-9-]+\.\d+)|(?:[A-Z]\d{2}-\d{4}))", re.I)),
    # (the old layout kept a letter and a volume folder: "aclweb.org/anthology/W/W17/W17-2007.pdf")
    # (a doubled slash too: "aclweb.org/anthology//P/P08/P08-1115.pdf")
    ("acl", re.compile(
        r"aclweb\.org/anthology/+(?:[A-Z]/[A-Z]\d{2}/)?((?:\d{4}\.[a-z0-9-]+\.\d+)|(?:[A-Z]\d{2}-\d{4}))", re.I
    )),
    ("pmlr", re.compile(r"proceedings\.mlr\.press/(v\d+/[a-z0-9_-]+?)(?:\.html|\.pdf|/)", re.I)),
    ("cvf", re.compile(r"(?:thecvf|cv-foundation)\.\w+/\S*?/([A-Za-z0-9_.-]+?_(?:(?:CVPR|ICCV|WACV|ECCV|ACCV)W?_\d{4}"
                       r"|\d{4}_(?:CVPR|ICCV|WACV|ECCV|ACCV))_paper)", re.I)),
    ("s2", re.compile(r"semanticscholar\.org/paper/(?:[^/\s]+/)?([0-9a-f]{40})", re.I)),
    ("s2", re.compile(r"pdfs\.semanticscholar\.org/([0-9a-f]{4})/([0-9a-f]{36})\.pdf", re.I)),  # the id cut in two
    ("dblp", re.compile(r"dblp\.org/rec/((?:conf|journals)/[A-Za-z0-9_-]+/[A-Za-z0-9_-]+)", re.I)),
)
#: The ontology property of each kind (``kg:<property>``).
ID_PROPERTIES: dict[str, str] = {
    "doi": "doi", "acl": "aclId", "pmlr": "pmlrId", "cvf": "cvfId", "s2": "semanticScholarId", "dblp": "dblpKey",
}
_OTHER_ID_HOSTS = (
    "doi", "/10.", "acl", "mlr.press", "cvf", "cv-foundation", "semanticscholar", "dblp", "springer", "id=10."
)
ID_URLS: dict[str, str] = {
    "doi": "https://doi.org/{}",
    "acl": "https://aclanthology.org/{}",
    "pmlr": "https://proceedings.mlr.press/{}.html",
    "s2": "https://www.semanticscholar.org/paper/{}",
    "dblp": "https://dblp.org/rec/{}",
}
# Ids printed as text: "arXiv:1706.03762v2", "arXiv preprint arXiv:1810.04805", "doi: 10.1145/...".
_TEXT_ARXIV = re.compile(
    r"(?:\b|(?<=preprint))(?:arXiv\s*[:：]?|(?:arXiv|CoRR),\s*abs/)\s*((?:\d{4}\.\d{4,5})|(?:[a-z-]+(?:\.[A-Z]{2})?/\d{7}))(?:v\d+)?\b",
    re.I,
)
# (brackets inside an old Elsevier DOI belong to it: "10.1016/0044-8486(90)90096-6")
_TEXT_DOI = re.compile(r"\b(10\.\d{4,9}/(?:[^\s\"'<>\]\[(){}]|\([^\s(){}]{1,20}\))+[^\s\"'<>\]\[(){}.,;:])")


_ARXIV_DOI = re.compile(r"10\.48550/arxiv\.(\d{4}\.\d{4,5})(?:v\d+)?", re.I)
#: The article number OUP's pages put after a DOI.
_OUP_ARTICLE = re.compile(r"/\d{5,}$")


def other_ids(url: str) -> dict[str, str]:
    """DOI, ACL Anthology, PMLR, CVF, Semantic Scholar and DBLP ids in a URL (DOIs lower-cased).

    >>> other_ids("https://iopscience.iop.org/article/10.1088/2058-9565/aab859/pdf")
    {'doi': '10.1088/2058-9565/aab859'}
    >>> other_ids("https://aclanthology.org/2020.acl-main.463.pdf")
    {'acl': '2020.acl-main.463'}
    >>> other_ids("https://doi.org/10.1109/CVPR.2016.90"), other_ids("doi:10.1186/s13059-014-0550-8")
    ({'doi': '10.1109/cvpr.2016.90'}, {'doi': '10.1186/s13059-014-0550-8'})
    >>> other_ids("http://proceedings.mlr.press/v139/radford21a/radford21a.pdf")
    {'pmlr': 'v139/radford21a'}
    >>> other_ids("https://openaccess.thecvf.com/content_cvpr_2016/papers/He_Deep_Residual_Learning_CVPR_2016_paper.pdf")
    {'cvf': 'He_Deep_Residual_Learning_CVPR_2016_paper'}
    >>> other_ids("https://onlinelibrary.wiley.com/doi/abs/10.1002/wics.1347")
    {'doi': '10.1002/wics.1347'}
    >>> other_ids("http://journals.plos.org/plosone/article/file?id=10.1371/journal.pone.0152173&type=printable")
    {'doi': '10.1371/journal.pone.0152173'}
    >>> other_ids("https://pdfs.semanticscholar.org/18d1/714870fb989f32b4311892e8765f00f7098f.pdf")
    {'s2': '18d1714870fb989f32b4311892e8765f00f7098f'}
    >>> other_ids("http://citeseerx.ist.psu.edu/viewdoc/download?doi=10.1.1.1015.7227&rep=rep1&type=pdf")
    {}
    >>> other_ids("https://www.biorxiv.org/content/10.1101/2023.03.27.534311v2.abstract")
    {'doi': '10.1101/2023.03.27.534311'}
    >>> other_ids("https://jcheminf.biomedcentral.com/articles/10.1186/1758-2946-5-12")
    {'doi': '10.1186/1758-2946-5-12'}
    >>> other_ids("http://delivery.acm.org/10.1145/3320000/3314036/p362-bach.pdf")  # a file path, not a DOI
    {}
    >>> other_ids("https://onlinelibrary.wiley.com/doi/abs/10.1002/%28SICI%291521-4036%28199806%2940%3A2%3C141")
    {'doi': '10.1002/(sici)1521-4036(199806)40:2<141'}
    >>> other_ids("http://www.aclweb.org/anthology/W/W17/W17-2007.pdf")
    {'acl': 'W17-2007'}
    >>> other_ids("https://academic.oup.com/bioinformatics/advance-article/doi/10.1093/bioinformatics/btz072/5306331")
    {'doi': '10.1093/bioinformatics/btz072'}
    >>> other_ids("http://link.springer.com/article/10.1007%2FBF01786227")
    {'doi': '10.1007/bf01786227'}
    >>> other_ids("https://www.frontiersin.org/journals/neuroscience/articles/10.3389/fnins.2018.00836/full")
    {'doi': '10.3389/fnins.2018.00836'}
    >>> other_ids("https://aclanthology.info/papers/W17-4122/w17-4122")
    {'acl': 'W17-4122'}
    >>> other_ids("https://openaccess.thecvf.com/content/WACV2021W/AVV/papers/Papadopoulos_Neural_WACVW_2021_paper.pdf")
    {'cvf': 'Papadopoulos_Neural_WACVW_2021_paper'}
    """
    found: dict[str, str] = {}
    if not any(host in url for host in _OTHER_ID_HOSTS):  # cheap: most links are none of these
        return found
    if "%2F" in url or "%2f" in url:  # "link.springer.com/article/10.1007%2FBF01786227": the DOI's slash quoted
        url = url.replace("%2F", "/").replace("%2f", "/")
    for kind, pattern in _OTHER_URL_IDS:
        match = pattern.search(url)
        if match and kind not in found:
            value = "".join(match.groups())
            found[kind] = unquote(value).lower() if kind == "doi" else value  # "%28sici%29" in a URL is "(sici)"
    if "academic.oup.com" in url and "doi" in found:
        found["doi"] = _OUP_ARTICLE.sub("", found["doi"])  # ".../doi/10.1093/bioinformatics/btz072/5306331"
    return found


def arxiv_of_doi(doi: str) -> str | None:
    """The arXiv id of the DOI arXiv registers for a preprint (DataCite's ``10.48550/arXiv.NNNN.NNNNN``).

    >>> arxiv_of_doi("10.48550/arXiv.2203.03279"), arxiv_of_doi("10.1109/cvpr.2016.90")
    ('2203.03279', None)
    """
    match = _ARXIV_DOI.fullmatch(doi.strip())
    return match.group(1) if match else None


def with_acl_of_doi(ids: tuple[tuple[str, str], ...]) -> tuple[tuple[str, str], ...]:
    """Sorted ``(kind, id)`` pairs with the ACL Anthology id an ACL DOI (``10.18653/v1/<id>``) names, when missing.

    >>> with_acl_of_doi((("doi", "10.18653/v1/2024.climatenlp-1.3"),))
    (('acl', '2024.climatenlp-1.3'), ('doi', '10.18653/v1/2024.climatenlp-1.3'))
    >>> with_acl_of_doi((("doi", "10.1109/cvpr.2016.90"),))
    (('doi', '10.1109/cvpr.2016.90'),)
    """
    # (cheap first: called for every paper, and few print an ACL DOI)
    doi = next((value for kind, value in ids if kind == "doi" and value[:12].casefold() == _ACL_DOI_PREFIX), None)
    if doi is None or any(kind == "acl" for kind, _ in ids):
        return ids
    return tuple(sorted((*ids, ("acl", doi[len(_ACL_DOI_PREFIX) :]))))


_ACL_DOI_PREFIX = "10.18653/v1/"


def text_ids(text: str) -> dict[str, str]:
    """Ids printed as plain text, not as URLs: ``arXiv:NNNN.NNNNN`` and bare DOIs.

    >>> text_ids('Vaswani, A. "Attention." arXiv preprint arXiv:1706.03762v5 (2017).')
    {'arxiv': '1706.03762'}
    >>> text_ids("In Proc. CVPR, doi:10.1109/CVPR.2016.90.")
    {'doi': '10.1109/cvpr.2016.90'}
    >>> text_ids("ArXiv, abs/1911.03587"), text_ids("CoRR, abs/1810.04805")  # Semantic Scholar's and DBLP's forms
    ({'arxiv': '1911.03587'}, {'arxiv': '1810.04805'})
    """
    found: dict[str, str] = {}
    if "10." not in text and "arxiv" not in text.lower() and "abs/" not in text:  # cheap: most print neither
        return found
    if match := _TEXT_ARXIV.search(text):
        found["arxiv"] = match.group(1)
    if match := _TEXT_DOI.search(text):
        found["doi"] = match.group(1).lower()
        if "arxiv" not in found and (preprint := arxiv_of_doi(found["doi"])):
            found["arxiv"] = preprint
    return found
