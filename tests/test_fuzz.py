"""Fuzz and property tests (issue 9): bad input never crashes the reader, an extractor or a build.

Whatever a note holds, reading it and running every registered extractor on it
(the chosen one and all the others) either works or raises a :class:`KGError`
whose message starts with the file (``path:line: what`` or ``path: what``).
A build of a folder holding bad files finishes, reports each bad file that way
and still builds the good notes.

The example counts are bounded for the suite (the whole file takes well under
a minute). ``FUZZ_EXAMPLES=N`` raises every count to at least N for a long run:

    FUZZ_EXAMPLES=5000 .venv/bin/python -m pytest tests/test_fuzz.py -q

Results, counts and the bugs found are in docs/reliability.md.
"""

from __future__ import annotations

import codecs
import inspect
import io
import os
import random
import re
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pyoxigraph
import pytest
import rdflib
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from kg.build import BuildReport, build
from kg.errors import KGError
from kg.graph.export import write_export
from kg.graph.export.rdf import Snapshot
from kg.graph.mapping import to_quads
from kg.graph.resolve import resolve
from kg.graph.store import open_store
from kg.graph.validate import validate_store
from kg.notes.enrich import enrich
from kg.notes.extract import CLAIM_THRESHOLD, choose, extractors
from kg.notes.read import Document, parse, read_document
from kg.records import Extraction
from kg.sparql.formats import EXPORT, get_format

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data"
NOTES = sorted(DATA.glob("*.md"))
GOOD = "icml-2024-orals.md"  # 45 papers (tests/test_icml_2024_orals.py)
GOOD_PAPERS = 45

#: A long run: FUZZ_EXAMPLES=5000 raises every example count below to at least 5000.
FUZZ_EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "0") or 0)


def examples(bounded: int) -> int:
    """How many examples a property test tries: ``bounded`` in the suite, more on a long run."""
    return max(bounded, FUZZ_EXAMPLES)


def fuzz(bounded: int) -> settings:
    return settings(
        max_examples=examples(bounded),
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.function_scoped_fixture],
    )


def _build(paths: list[Path], out: Path) -> BuildReport:
    """``kg.build.build`` in this process (one job when the build offers worker processes: faster here)."""
    if "jobs" in inspect.signature(build).parameters:
        return build(paths, out, jobs=1)
    return build(paths, out)


# -- what every input must satisfy -------------------------------------------------------------------


def assert_names_file(err: KGError, path: str) -> None:
    """A user-facing error is one line starting with the file, and the line when it names one."""
    text = str(err)
    assert "\n" not in text, text
    assert re.match(rf"{re.escape(path)}(:\d+)?: \S", text), f"error does not name {path}: {text!r}"
    if err.line is not None:
        assert err.line >= 1 and text.startswith(f"{path}:{err.line}: ")


def run_extractors(doc: Document) -> None:
    """Every extractor's detect and extract on the document (not only the chosen one), then choose().

    Only a KGError naming the file may escape; records point at lines of the document.
    """
    last_line = len(re.split(r"\r\n|\r|\n", doc.text))  # markdown-it's line breaks
    for name, extractor in extractors().items():
        try:
            score = extractor.detect(doc)
            assert 0.0 <= score <= 1.0, f"{name}.detect gave {score}"
            extraction = extractor.extract(doc)
        except KGError as err:
            assert_names_file(err, doc.path)
            continue
        assert isinstance(extraction, Extraction)
        for record in (*extraction.papers, *extraction.events, *extraction.statistics, *extraction.skipped):
            assert record.mention.document == doc.stem, (name, record)
            assert 1 <= record.mention.line <= last_line, f"{name}: line {record.mention.line} of {last_line}"
    try:
        chosen = choose(doc)
    except KGError as err:
        assert_names_file(err, doc.path)
        return
    assert chosen is None or chosen.detect(doc) >= CLAIM_THRESHOLD


def read_and_extract(file: Path, shown: str) -> Document | None:
    """``read_document`` then every extractor; None when the file was refused (with a located error)."""
    try:
        doc = read_document(file, shown, file.stem)
    except KGError as err:
        assert_names_file(err, shown)
        return None
    run_extractors(doc)
    return doc


def text_and_extract(text: str, syntax: str = "markdown") -> Document | None:
    try:
        doc = parse(text, "n.md", "n", syntax)
    except KGError as err:
        assert_names_file(err, "n.md")
        return None
    run_extractors(doc)
    return doc


@pytest.fixture(scope="module")
def scratch(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("fuzz")


# -- property tests: random bytes, random text, markdown-ish text -------------------------------------

BOMS = [b"", codecs.BOM_UTF8, codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE, codecs.BOM_UTF32_LE, b"\x89PNG\r\n\x1a\n"]
ENCODINGS = ["utf-8", "utf-16-le", "utf-16-be", "latin-1", "cp1252"]
ENCODED_TEXT = st.tuples(st.text(max_size=400), st.sampled_from(ENCODINGS)).map(
    lambda pair: pair[0].encode(pair[1], errors="replace")
)


@fuzz(200)
@given(
    prefix=st.sampled_from(BOMS),
    body=st.one_of(st.binary(max_size=4000), ENCODED_TEXT),
    suffix=st.sampled_from([".md", ".bib", ".markdown"]),
)
@example(prefix=b"", body=b"# T\n\ncaf\xe9\n", suffix=".md")  # Latin-1
@example(prefix=codecs.BOM_UTF16_LE, body=b"#\x00", suffix=".md")
@example(prefix=codecs.BOM_UTF16_BE, body=b"\x00", suffix=".md")  # odd length after the BOM
@example(prefix=b"", body=b"\xef\xbb", suffix=".md")  # a BOM cut short
def test_random_bytes_are_read_or_refused_with_the_file_named(
    scratch: Path, prefix: bytes, body: bytes, suffix: str
) -> None:
    file = scratch / f"random{suffix}"
    file.write_bytes(prefix + body)
    read_and_extract(file, f"notes/random{suffix}")


@fuzz(200)
@given(text=st.text(), syntax=st.sampled_from(["markdown", "bibtex"]))
@example(text="---\ntitle: [unclosed\n---\n", syntax="markdown")
@example(text="---\n&a [*a, *a]\n---\n# T\n", syntax="markdown")
@example(text="---\ntitle: !!python/object/apply:os.system [x]\n---\n", syntax="markdown")
@example(text="@misc{a, title={x}", syntax="bibtex")
def test_random_text_never_crashes_the_reader_or_an_extractor(text: str, syntax: str) -> None:
    text_and_extract(text, syntax)


#: Pieces of the notes' own syntax, so random text hits the extractors' code paths, not only the fallbacks.
MARKDOWN_PIECES = [
    "# ", "## ", "### ", "#### ", "- ", "  - ", "\t- ", "    ", "1. ", "> ", "> [!quote]\n> ", "```\n", "|", " | ",
    "|---|---|\n", "---\n", "\n", "\n\n", "**", "*", "_", "~~", "(", ")", "[", "]", "{", "}", "<", ">", "\\", "`",
    "[x](https://openreview.net/forum?id=abcdefgh12)", "[a](https://arxiv.org/abs/2401.00001)",
    "https://openreview.net/forum?id=zzzzzzzz12 ", "https://arxiv.org/pdf/2401.00002v3 ", "Title Words", "Alice Smith",
    "Smith, Alice, and Bob Jones. “A Title,” 2024. ", ", ", "; ", "ICML 2024", "ICLR 2025 Oral", "“", "”", "<div>",
    "</div>", "<details><summary>Abstract</summary>\n\n", "</details>", "<table><tr><td>", "</td></tr>",
    "### [1 / 3] ", "Link: ", "Average rating: 8.0\n", "Ratings: [8, 6]\n", "Keywords: a, b\n",
    "Related: ", "[[AliceSmith2024ICML]]", "[AliceSmith2024ICML+](https://openreview.net/forum?id=abcdefgh12)",
    " #🧠", "## Best Paper Awards\n", "## Tutorials\n",
    "([Poster](https://icml.cc/virtual/2025/poster/1), [arXiv](https://arxiv.org/abs/2503.01776))",
    "@inproceedings{AliceSmith2024ICML,\n", "title = {", "author = {A and B},\n", "% topic_name\n",
    "% ICLR 2025 Poster\n",
    "&#x2028;", "&amp;", "&#0;", "0", "8.5", "2024", "é", "\u00a0", "\x00", "\r\n", "\x0c",
]
MARKDOWNISH = st.lists(st.one_of(st.sampled_from(MARKDOWN_PIECES), st.text(max_size=4)), max_size=80).map("".join)


@fuzz(200)
@given(text=MARKDOWNISH, syntax=st.sampled_from(["markdown", "markdown", "bibtex"]))
def test_markdown_like_text_never_crashes_the_reader_or_an_extractor(text: str, syntax: str) -> None:
    text_and_extract(text, syntax)


# -- the whole pipeline on notes in each format with hostile field values ------------------------------

HOSTILE_PIECES = [
    "&#x2028;", "&#133;", "&#0;", "\x0b", "\x0c", "\x1c", "\x7f", "\\", "\\u0041", '"', "'''", '"""', "</script>",
    "<b>", "&amp;", "&lt;", "\ufeff", "\u200b", "\u202e", "e\u0301", "𝔘", "🧠", "\t", "%", "#", "_", "*", "`", ">",
    "<", "[", "]", "(", ")", "{", "}", "|", ":", ";", ",", ".", "-", "—", "“", "”", "Foo: ", "we propose ", "LoRA",
    "ICML 2024", "@",
    "\u2028", "\u2029", "\x85",  # line separators in a literal once broke the build (kg/graph/export/rdf.py)
]
HOSTILE = st.lists(
    st.one_of(st.sampled_from(HOSTILE_PIECES), st.text(min_size=1, max_size=3)), min_size=1, max_size=10
).map("".join)


def note_in_format(which: int, a: str, b: str, c: str, d: str) -> tuple[str, str]:
    """A small note in one of the formats the extractors read, with hostile text in its fields."""
    orals = "https://openreview.net/forum?id="
    notes = [
        # chicago
        f"---\ntitle: ICML 2024 Oral Papers\n---\n# {a}\n\n## {b}\n\n> Zhao, {c}, and Roger Baker Grosse."
        f" “{d},” 2024. [{orals}frA0NNBS1n]({orals}frA0NNBS1n).\n",
        # headings
        f"---\ntitle: ICML 2025 Oral Papers\n---\n# {a}\n\n## {b}\n\n#### {d} ([Poster](https://icml.cc/virtual/2025"
        f"/poster/44260), [arXiv](https://arxiv.org/abs/2503.01776))\n\n{c}\n\n> [!quote]\n> {a} we propose {b}.\n",
        # citekeys
        f"# ICLR 2025 oral notes\n\n## {a}\n\n- {b} [ChuntingZhou2025ICLR]({orals}SI2hI0frk6) {c} #{d}\n"
        f"\t- [AlexIacob2025ICLR]({orals}vf5aUZT0Fz) {d}\n\t  Related: [[ChuntingZhou2025ICLR|{a}]]\n",
        # ratings
        f"# ICLR 2024 OpenReview Ratings\n## Full paper list\n### [1 / 2] {d}\n\n"
        f"Link: [{orals}ceATjGPTUD]({orals}ceATjGPTUD)\n\nAverage rating: 8.0\n\nRatings: [8, 10, 6, 8]\n\n"
        f"Keywords: {a}, {b}\n\n<details><summary>Abstract</summary>\n\n> {c}\n\n</details>\n",
        # generic
        f"# {a}\n\n| # | Title | Link |\n|---|---|---|\n| 1 | {d} | {orals}tmIiMPl4IPa |\n\n### {b}\n"
        f"- **OpenReview**: https://openreview.net/pdf?id=zWqr3MQuNs\n"
        f"- {c} [paper](https://arxiv.org/abs/2006.04643)\n",
        # bibtex
        f"% {b}\n@inproceedings{{LunHuang2025ICLR,\n  title = {{{d}}},\n  author = {{{c} and {a}}},\n  year = {{2025}},"
        f"\n  url = {{{orals}zBgiCWCxJB}},\n}}\n@misc{{k2, title={{{a}}}}}\n",
    ]
    return ("bibtex" if which == 5 else "markdown"), notes[which]


def pipeline_exports(text: str, syntax: str) -> dict[str, bytes]:
    """Read → extract → enrich → resolve → map → every build export, as a build does it (no store)."""
    try:
        doc = parse(text, "n.md", "n", syntax)
    except KGError as err:
        assert_names_file(err, "n.md")
        return {}
    extractor = choose(doc)
    extraction = extractor.extract(doc) if extractor else Extraction(doc.stem, doc.path, doc.title, "none")
    snapshot = Snapshot.from_quads(to_quads(resolve(enrich([extraction]))))
    out = {}
    for name in ("ttl", "nt", "trig", "nq"):
        buffer = io.BytesIO()
        write_export(snapshot, get_format(name, EXPORT), buffer)
        out[name] = buffer.getvalue()
    return out


@fuzz(40)
@given(a=HOSTILE, b=HOSTILE, c=HOSTILE, d=HOSTILE, which=st.integers(0, 5))
def test_hostile_field_values_go_through_the_whole_pipeline(a: str, b: str, c: str, d: str, which: int) -> None:
    syntax, text = note_in_format(which, a, b, c, d)
    exports = pipeline_exports(text, syntax)
    if not exports:
        return
    # pyoxigraph parses each export back, rdflib (an independent parser) the Turtle.
    for name, fmt in (("ttl", pyoxigraph.RdfFormat.TURTLE), ("nt", pyoxigraph.RdfFormat.N_TRIPLES),
                      ("trig", pyoxigraph.RdfFormat.TRIG), ("nq", pyoxigraph.RdfFormat.N_QUADS)):
        list(pyoxigraph.parse(exports[name], format=fmt))
    rdflib.Graph().parse(data=exports["ttl"].decode("utf-8"), format="turtle")


@pytest.mark.parametrize("escape", ["\\L", "\\P", "\\N"])
def test_line_separators_in_a_label_do_not_break_the_build(tmp_path: Path, escape: str) -> None:
    # A YAML double-quoted "\L" is U+2028; the note's title becomes a literal of the graph.
    # Before the fix, Snapshot split N-Quads with str.splitlines and the build died in write_store.
    folder = tmp_path / "notes"
    folder.mkdir()
    (folder / "odd.md").write_text(
        f'---\ntitle: "ICML 2024{escape}notes"\n---\n# T\n\n'
        "- [Deep Learning](https://openreview.net/forum?id=tmIiMPl4IPa)\n"
    )
    (folder / GOOD).write_text((DATA / GOOD).read_text("utf-8"), "utf-8")
    report = _build([folder], tmp_path / "out")
    assert report.counts["papers"] == GOOD_PAPERS + 1
    assert not validate_store(open_store(tmp_path / "out"))


# -- truncated copies of the real notes ---------------------------------------------------------------


def cut_points(size: int, count: int, seed: str) -> list[int]:
    """Evenly spread cuts plus random ones (seeded: the same cuts every run)."""
    rng = random.Random(seed)
    even = [size * i // count for i in range(1, count)]
    return sorted({*even, *(rng.randrange(1, size) for _ in range(count // 2))})


@pytest.mark.parametrize("note", NOTES, ids=[n.name for n in NOTES])
def test_truncated_notes_are_read_or_refused_with_the_file_named(tmp_path: Path, note: Path) -> None:
    data = note.read_bytes()
    cuts = cut_points(len(data), max(8, FUZZ_EXAMPLES // 20), note.name)
    # Cutting inside a multi-byte character must give a located UTF-8 error, not a crash.
    multibyte = next((i + 1 for i, byte in enumerate(data) if byte >= 0xC0), None)
    refused = 0
    for cut in [*cuts, *([multibyte] if multibyte else [])]:
        file = tmp_path / note.name
        file.write_bytes(data[:cut])
        if read_and_extract(file, f"notes/{note.name}") is None:
            refused += 1
    assert refused <= 1 + len(cuts) // 4, "most truncated notes should still be readable"


# -- explicit bad inputs through a whole build -------------------------------------------------------

BAD_FILES: dict[str, tuple[bytes, str]] = {
    # name: (content, what the report must say)
    "latin1.md": ("# Café\n\nRésumé\n".encode("latin-1"), r"notes/latin1\.md:1: not valid UTF-8"),
    "latin1-later.md": (
        "# Notes\n\nplain\n\nna\u00efve\n".encode("latin-1"), r"notes/latin1-later\.md:5: not valid UTF-8"
    ),
    "utf16-no-bom.md": ("# Café\n\n- x\n".encode("utf-16-le"), r"notes/utf16-no-bom\.md: binary file"),
    "utf16be-no-bom.md": ("# Café\n\n- x\n".encode("utf-16-be"), r"notes/utf16be-no-bom\.md: binary file"),
    "nul.md": (b"# T\n\nab\x00cd\n", r"notes/nul\.md: binary file"),
    "image.md": (
        b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + random.Random(9).randbytes(4000), r"notes/image\.md: binary file"
    ),
    "bad-yaml.md": (b"---\ntitle: [unclosed\n---\n# T\n", r"notes/bad-yaml\.md:\d+: bad YAML front matter"),
}
#: Odd but readable: these are built (UTF-16 with a BOM is decoded; a NUL after the first 8 KB is text).
ODD_BUT_READABLE: dict[str, bytes] = {
    "utf16-bom.md": "# Café\n\n- [Café Paper](https://openreview.net/forum?id=cafecafe01)\n".encode("utf-16"),
    "utf16be-bom.md": codecs.BOM_UTF16_BE
    + "# Tee\n\n- [Tea Paper](https://openreview.net/forum?id=teateatea1)\n".encode("utf-16-be"),
    "utf8-bom.md": codecs.BOM_UTF8 + b"# B\n\n- [Bom Paper](https://openreview.net/forum?id=bombombom1)\n",
    "late-nul.md": b"# N\n\n" + b"x" * 9000 + b"\n\n- [Nul\x00 Paper](https://openreview.net/forum?id=nulnulnul1)\n",
    "empty.md": b"",
    "unbalanced.md": b"<div><span><details><script>\n# H\n<table><tr><td>\n\n"
    b"- [Deep Unbalanced Markup](https://openreview.net/forum?id=htmlhtml01)\n",
}


def assert_reported(report: BuildReport, name: str, pattern: str) -> None:
    [doc] = [d for d in report.documents if d.path == f"notes/{name}"]
    assert doc.error and re.match(pattern, doc.error), f"{name}: {doc.error!r}"
    assert "\n" not in doc.error


def assert_good_note_built(report: BuildReport, out: Path) -> None:
    [good] = [d for d in report.documents if d.path == f"notes/{GOOD}"]
    assert good.error is None and good.extractor == "chicago" and good.papers == GOOD_PAPERS
    for name in ("kg.ttl", "kg.nt", "kg.trig", "kg.jsonld"):
        assert (out / name).stat().st_size > 0
    store = open_store(out)
    assert not validate_store(store)


def test_bad_files_are_reported_by_name_and_the_rest_is_built(tmp_path: Path) -> None:
    folder = tmp_path / "notes"
    folder.mkdir()
    (folder / GOOD).write_bytes((DATA / GOOD).read_bytes())
    for name, (content, _) in BAD_FILES.items():
        (folder / name).write_bytes(content)
    for name, content in ODD_BUT_READABLE.items():
        (folder / name).write_bytes(content)
    report = _build([folder], tmp_path / "out")
    for name, (_, pattern) in BAD_FILES.items():
        assert_reported(report, name, pattern)
    assert {d.path for d in report.failed} == {f"notes/{n}" for n in BAD_FILES}
    assert_good_note_built(report, tmp_path / "out")
    papers = {d.path: d.papers for d in report.documents}
    for name in ("utf16-bom.md", "utf16be-bom.md", "utf8-bom.md", "late-nul.md", "unbalanced.md"):
        assert papers[f"notes/{name}"] == 1, name
    titles = rdflib.Graph().parse(tmp_path / "out" / "kg.nt", format="nt")
    assert any("Café Paper" in str(o) for o in titles.objects())


def test_symlink_loops_and_dangling_links_are_reported(tmp_path: Path) -> None:
    folder = tmp_path / "notes"
    (folder / "sub").mkdir(parents=True)
    (folder / GOOD).write_bytes((DATA / GOOD).read_bytes())
    (folder / "loop.md").symlink_to(folder / "loop.md")
    (folder / "a.md").symlink_to(folder / "b.md")
    (folder / "b.md").symlink_to(folder / "a.md")
    (folder / "dangling.md").symlink_to(folder / "nowhere.md")
    (folder / "sub" / "up").symlink_to(folder)  # a folder loop: never followed
    report = _build([folder], tmp_path / "out")
    assert_reported(report, "loop.md", r"notes/loop\.md: cannot read: Too many levels of symbolic links")
    assert_reported(report, "a.md", r"notes/a\.md: cannot read: Too many levels of symbolic links")
    assert_reported(report, "dangling.md", r"notes/dangling\.md: cannot read: No such file or directory")
    assert len(report.documents) == 5
    assert_good_note_built(report, tmp_path / "out")


ROOT_USER = hasattr(os, "geteuid") and os.geteuid() == 0


@pytest.mark.skipif(ROOT_USER, reason="as root chmod 000 does not stop reads; see the simulated test below")
def test_an_unreadable_file_is_reported(tmp_path: Path) -> None:
    folder = tmp_path / "notes"
    folder.mkdir()
    (folder / GOOD).write_bytes((DATA / GOOD).read_bytes())
    (folder / "secret.md").write_text("# Secret\n")
    (folder / "secret.md").chmod(0)
    try:
        report = _build([folder], tmp_path / "out")
    finally:
        (folder / "secret.md").chmod(0o644)
    assert_reported(report, "secret.md", r"notes/secret\.md: cannot read: Permission denied")
    assert_good_note_built(report, tmp_path / "out")


def _unreadable_for_root() -> Path | None:
    """A file even root cannot read: /proc/self/mem opens but reading offset 0 fails (EIO) on Linux."""
    mem = Path("/proc/self/mem")
    try:
        with mem.open("rb") as handle:
            handle.read(1)
    except OSError:
        return mem
    return None


@pytest.mark.skipif(_unreadable_for_root() is None, reason="needs Linux /proc/self/mem")
def test_a_file_whose_read_fails_is_reported(tmp_path: Path) -> None:
    """Root reads chmod-000 files, so the read error comes from a link to a file whose read fails for anyone."""
    folder = tmp_path / "notes"
    folder.mkdir()
    (folder / GOOD).write_bytes((DATA / GOOD).read_bytes())
    (folder / "mem.md").symlink_to("/proc/self/mem")
    report = _build([folder], tmp_path / "out")
    assert_reported(report, "mem.md", r"notes/mem\.md: cannot read: Input/output error")
    assert_good_note_built(report, tmp_path / "out")


def test_a_folder_that_cannot_be_listed_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "notes"
    locked = folder / "locked"
    locked.mkdir(parents=True)
    (folder / GOOD).write_bytes((DATA / GOOD).read_bytes())
    (locked / "hidden.md").write_bytes((DATA / GOOD).read_bytes())
    if ROOT_USER:  # root lists any folder: simulate what chmod 000 does for a normal user
        real = os.scandir

        def scandir(path: object = ".") -> Iterator[os.DirEntry]:
            if Path(os.fspath(path)) == locked:
                raise PermissionError(13, "Permission denied", str(path))
            return real(path)

        monkeypatch.setattr(os, "scandir", scandir)
    else:
        locked.chmod(0)
    try:
        report = _build([folder], tmp_path / "out")
    finally:
        locked.chmod(0o755)
    assert [d.path for d in report.documents if d.path.startswith("notes/locked")], "the locked folder is not reported"
    assert any(d.error and "Permission denied" in d.error for d in report.documents)
    assert_good_note_built(report, tmp_path / "out")


def test_a_fifo_named_md_does_not_block_the_build(tmp_path: Path) -> None:
    folder = tmp_path / "notes"
    folder.mkdir()
    (folder / GOOD).write_bytes((DATA / GOOD).read_bytes())
    fifo = folder / "pipe.md"
    os.mkfifo(fifo)
    done, unblocked = threading.Event(), []

    def unblock() -> None:
        # If the build waits on the FIFO, open and close its writing end (EOF) so the test ends.
        done.wait(3)
        while not done.is_set():
            try:
                os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
                unblocked.append(time.monotonic())
            except OSError:
                pass  # ENXIO: nobody is reading it right now
            time.sleep(0.05)

    thread = threading.Thread(target=unblock, daemon=True)
    thread.start()
    try:
        report = _build([folder], tmp_path / "out")
    finally:
        done.set()
        thread.join()
    assert not unblocked, "the build waited for a writer on notes/pipe.md"
    assert_reported(report, "pipe.md", r"notes/pipe\.md: \S")
    assert_good_note_built(report, tmp_path / "out")


def test_an_empty_folder_builds_an_empty_valid_graph(tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    report = _build([tmp_path / "empty"], tmp_path / "out")
    assert report.documents == [] and report.counts["papers"] == 0
    assert not validate_store(open_store(tmp_path / "out"))
    for name in ("kg.ttl", "kg.nt", "kg.trig"):
        assert list(pyoxigraph.parse((tmp_path / "out" / name).read_bytes(), format=pyoxigraph.RdfFormat.TRIG)) == []


# -- size and depth --------------------------------------------------------------------------------


def deep(prefix: str, depth: int) -> str:
    link = "https://openreview.net/forum?id=deep"
    return "".join(f"{prefix * i}- level {i} [p{i}]({link}{i:06d})\n" for i in range(depth))


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("bullets-2-spaces", deep("  ", 500)),
        ("bullets-tabs", deep("\t", 500)),
        ("ordered", "".join(f"{'   ' * i}1. item {i}\n" for i in range(500))),
        ("blockquotes", "".join(f"{'>' * i} quote {i}\n" for i in range(1, 501))),
        ("blockquote-one-line", ">" * 500 + " x\n"),
        ("bullets-one-line", "- " * 500 + "x\n"),
        ("brackets", "[" * 500 + "x" + "]" * 500 + "(https://arxiv.org/abs/2401.00001)\n"),
        ("emphasis", "*" * 5000 + "x" + "_" * 5000 + "\n"),
        ("headings", "".join(f"{'#' * (1 + i % 6)} heading {i}\n" for i in range(3000))),
        ("html-unbalanced", "<div>" * 500 + "<details><summary>x\n\n# T\n\n" + "</span>" * 500 + "<!--<table>" * 9),
        ("html-script", "<script>\n- [P](https://openreview.net/forum?id=scripted01)\n</script>\n<style>" + "{" * 999),
        ("fence-unclosed", "```\n" + "- [x](https://arxiv.org/abs/2401.00001)\n" * 2000),
        ("bibtex-braces", "@misc{a, title={" + "{" * 2000 + "}\n"),
    ],
)
def test_deep_and_unbalanced_structure_never_crashes(name: str, text: str) -> None:
    text_and_extract(text, "bibtex" if name.startswith("bibtex") else "markdown")


@pytest.mark.parametrize("shape", ["words", "one-word", "links-and-words"])
def test_a_one_megabyte_single_line(tmp_path: Path, shape: str) -> None:
    line = {
        "words": ("a long line of words about papers " * 40_000)[:1 << 20],
        "one-word": "x" * (1 << 20),
        # Every 8 KB a link: markdown-it needs ~10 s for a 1 MB line made only of links (see docs/reliability.md).
        "links-and-words": "".join(
            f"{'words ' * 1360}[paper {i}](https://arxiv.org/abs/2401.{i:05d}) " for i in range(128)
        ),
    }[shape]
    assert len(line) >= 1 << 20 and "\n" not in line
    file = tmp_path / "line.md"
    file.write_text(f"# One line\n\n{line}\n", "utf-8")
    doc = read_and_extract(file, "notes/line.md")
    assert doc is not None
    if shape == "links-and-words":
        extractor = choose(doc)
        assert extractor is not None and extractor.extract(doc).paper_count >= 100


@pytest.mark.slow
def test_a_50_megabyte_note_is_built(tmp_path: Path) -> None:
    """50 MB of long paragraphs with a few links, next to a normal note: built, with the right lines.

    A 50 MB note of short lines also builds, but takes minutes (ftfy and markdown-it work line by
    line: ~8 minutes and 1.5 GB on the 2-core test machine), too long for the suite.
    """
    folder = tmp_path / "notes"
    folder.mkdir()
    (folder / GOOD).write_bytes((DATA / GOOD).read_bytes())
    words = ("filler words about conference papers and their long abstracts " * 160).strip()
    paragraphs = [f"{words} [paper {i}](https://arxiv.org/abs/2401.{i:05d})" for i in range(5)]
    size = 50 << 20
    paragraphs += [words] * (size // (len(words) + 2))
    last = "- [The last paper](https://openreview.net/forum?id=lastlast01)\n"
    text = "# A big note\n\n" + "\n\n".join(paragraphs) + "\n\n" + last
    (folder / "big.md").write_text(text, "utf-8")
    assert (folder / "big.md").stat().st_size >= size
    started = time.perf_counter()
    report = _build([folder], tmp_path / "out")
    seconds = time.perf_counter() - started
    [big] = [d for d in report.documents if d.path == "notes/big.md"]
    assert big.error is None and big.papers == 6, big
    assert_good_note_built(report, tmp_path / "out")
    last_line = text.count("\n")
    found = open_store(tmp_path / "out").query(
        "SELECT ?line WHERE { GRAPH ?g { ?m <https://w3id.org/confkg/ontology#line> ?line } FILTER(?line > 1000) }"
    )
    assert [int(row["line"].value) for row in found] == [last_line], "the last paper keeps its line number"
    assert seconds < 600
