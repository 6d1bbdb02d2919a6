"""The citation parser against a well-kept one: kg's grammar (``kg.notes.cite``) and refextract on the same lines.

    python bench/citations.py [GROUP ...] [--only TEXT ...]

For every gold paper of the groups (default ``citations``) the entry's text — its line in the stored
document and the continuation lines up to the next blank line, list item or heading, markdown marks
removed — goes to both parsers; the table gives how often each reads the gold title, ordered authors and
year, and the time per citation. ``--only`` keeps the documents whose path holds one of the texts (the
documents whose entries are pasted citations). refextract (INSPIRE's reference extractor) is not a dependency of kg:
``pip install refextract`` into the environment to compare; without it only kg's column is printed.
"""

from __future__ import annotations

import json
import re
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from kg.keys import fold
from kg.notes.cite import parse_reference, split_authors

ROOT = Path(__file__).resolve().parent.parent
_ITEM = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?")
_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
_ESCAPED = re.compile(r"\\([\\`*_{}\[\]()#+\-.!|])")  # markdown backslash escapes, as a renderer drops them
_BOUNDARY = re.compile(r"^\s*(?:$|#|[-*+]\s|\d+[.)]\s|\|)")

Parsed = tuple[str, list[str], int | None]  # title, authors, year


def entry_text(lines: list[str], line: int) -> str:
    """The text of the entry starting at 1-based ``line``: with its continuation lines, markdown marks removed.

    >>> entry_text(["- K. He, J. Sun. **Deep Residual Learning**.", "  CVPR 2016.", "- next"], 1)
    'K. He, J. Sun. Deep Residual Learning. CVPR 2016.'
    """
    parts = [_ITEM.sub("", lines[line - 1])]
    for more in lines[line:]:
        if _BOUNDARY.match(more):
            break
        parts.append(more)
    text = _ESCAPED.sub(r"\1", _LINK.sub(r"\1", " ".join(parts)).replace("<br>", " "))
    return " ".join(re.sub(r"\*\*|__|(?<!\w)[*_]|[*_](?!\w)|`", "", text).split())


def kg_parse(text: str) -> Parsed | None:
    """kg's own citation grammar."""
    ref = parse_reference(text)
    return (ref.title, [a.name for a in ref.authors], ref.year) if ref else None


def refextract_parse() -> Callable[[str], Parsed | None] | None:
    """refextract's reader, if installed; its author string is split by kg's author splitter."""
    try:
        from refextract import extract_references_from_string  # type: ignore[import-not-found]
    except ImportError:
        return None

    def parse(text: str) -> Parsed | None:
        found = extract_references_from_string(text)
        if not found:
            return None
        ref = found[0]
        title = (ref.get("title") or [""])[0].rstrip(".")
        names = split_authors((ref.get("author") or [""])[0]) if ref.get("author") else None
        year = int(ref["year"][0]) if ref.get("year") else None
        return title, [a.name for a in names[0]] if names else [], year

    return parse


def score(parser: Callable[[str], Parsed | None], cases: list[tuple[str, dict[str, Any]]]) -> dict[str, float]:
    """Fraction of cases with the gold title, authors and year, and microseconds per case."""
    right = {"title": 0, "authors": 0, "year": 0}
    started = time.perf_counter()
    results = [parser(text) for text, _ in cases]
    seconds = time.perf_counter() - started
    for parsed, (_, gold) in zip(results, cases, strict=True):
        got = parsed or ("", [], None)  # nothing read: no title, no authors, no year
        right["title"] += fold(got[0]) == fold(gold["title"])
        right["authors"] += [fold(a) for a in got[1]] == [fold(a) for a in gold["authors"]]
        right["year"] += got[2] == gold["year"]
    n = max(len(cases), 1)
    return {**{k: v / n for k, v in right.items()}, "µs": 1e6 * seconds / n}


def cases_of(groups: list[str], only: list[str] | None = None) -> list[tuple[str, dict[str, Any]]]:
    """(entry text, gold) for every gold paper of the groups (of the documents whose path holds one of ``only``)."""
    cases = []
    for group in groups:
        for row in (ROOT / "eval" / "gold" / f"{group}.jsonl").read_text(encoding="utf-8").splitlines():
            if row.strip():
                gold = json.loads(row)
                if only and not any(text in gold["document"] for text in only):
                    continue
                lines = (ROOT / "eval" / "real" / gold["document"]).read_text(encoding="utf-8").splitlines()
                cases.append((entry_text(lines, gold["line"]), gold))
    return cases


def main(argv: list[str]) -> None:
    only = argv[argv.index("--only") + 1 :] if "--only" in argv else []
    groups = (argv[: argv.index("--only")] if "--only" in argv else argv) or ["citations"]
    cases = cases_of(groups, only)
    parsers = {"kg.notes.cite": kg_parse}
    if (other := refextract_parse()) is not None:
        parsers["refextract"] = other
    print(f"{len(cases)} gold citations of {', '.join(groups)}{' (' + ', '.join(only) + ')' if only else ''}\n")
    print("| parser | title | ordered authors | year | µs/citation |")
    print("|---|---:|---:|---:|---:|")
    for name, parser in parsers.items():
        s = score(parser, cases)
        print(f"| {name} | {s['title']:.2f} | {s['authors']:.2f} | {s['year']:.2f} | {s['µs']:.0f} |")


if __name__ == "__main__":
    main(sys.argv[1:])
