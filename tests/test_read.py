"""Reading notes: decoding, mojibake repair, front matter, line numbers, clear errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from kg.errors import InputError
from kg.notes.read import decode, parse, read_document

DATA = Path(__file__).resolve().parent.parent / "data"


@pytest.mark.parametrize(
    ("note", "broken", "repaired"),
    [
        ("iclr-2025-oral-notes.md", "SchrÃ¶dinger", "Schrödinger"),
        ("iclr-2025-oral-notes.md", "ðŸ§\xa0", "🧠"),
        ("icml-2025-orals.md", "â€”", "—"),
    ],
)
def test_mojibake_in_the_real_notes_is_repaired(note: str, broken: str, repaired: str) -> None:
    raw = (DATA / note).read_text("utf-8")
    assert broken in raw, "the fixture note should still hold the mojibake"
    text = read_document(DATA / note).text
    assert broken not in text
    assert repaired in text


def test_curly_quotes_survive_repair() -> None:
    # Citations delimit titles with curly quotes; ftfy would straighten them by default.
    text = read_document(DATA / "icml-2024-orals.md").text
    assert "“Probabilistic Inference" in text and "Don’t Just Claim It" in text


def test_front_matter_is_read_and_line_numbers_kept() -> None:
    doc = parse("---\ntitle: ICML 2024 Oral Papers\n---\n\n# LLMs\n\nbody\n", "n.md", "n")
    assert doc.front_matter == {"title": "ICML 2024 Oral Papers"}
    heading = next(t for t in doc.tokens if t.type == "heading_open")
    assert heading.map is not None and heading.map[0] + 1 == 5


def test_title_falls_back_to_first_heading() -> None:
    assert parse("intro\n\n# My Notes\n", "n.md", "n").title == "My Notes"


def test_bad_front_matter_names_file_and_line() -> None:
    with pytest.raises(InputError, match=r"^n\.md:\d+: bad YAML front matter"):
        parse("---\ntitle: [unclosed\n---\n", "n.md", "n")


def test_binary_file_is_refused_clearly() -> None:
    with pytest.raises(InputError, match=r"^x\.md: binary file"):
        decode(b"\x89PNG\r\n\x1a\n\x00\x00\x00", "x.md")


def test_invalid_utf8_names_the_line() -> None:
    with pytest.raises(InputError, match=r"^x\.md:3: not valid UTF-8"):
        decode(b"one\ntwo\nthr\xe9e\n", "x.md")


def test_utf16_with_bom_is_decoded() -> None:
    assert decode("# Café".encode("utf-16"), "x.md") == "# Café"


@pytest.mark.parametrize(
    "text",
    [
        "plain ascii\nonly\n",
        "a CRLF note\r\n- SchrÃ¶dinger bridge\r\n",
        "ascii line\n- \x1b[31mcoloured\x1b[0m pasted from a terminal\n",
        "ascii\n- Attention â€” a mojibake dash\nascii again\n",
        "a form feed \x0c stays, a bell \x07 goes\nand a line separator\u2028inside\n",
    ],
)
def test_lines_skipped_by_the_repair_are_lines_ftfy_leaves_alone(text: str) -> None:
    # decode hands ftfy only the lines it could change; the result must be ftfy's on the whole text.
    import ftfy

    from kg.notes.read import _FIX

    assert decode(text.encode("utf-8"), "n.md") == ftfy.fix_text(text, _FIX)


def test_a_character_yaml_refuses_in_front_matter_is_a_one_line_error_at_its_line() -> None:
    with pytest.raises(InputError) as caught:
        parse("---\ntitle: ok\ntags: [a\x0c]\n---\n", "n.md", "n")
    assert str(caught.value) == "n.md:3: bad YAML front matter: unacceptable character #x000c"


def test_front_matter_with_quotes_inside_a_quoted_value_is_read_as_lines() -> None:
    # Kurt-T87's breast-cancer vault (eval/real/heldout199/Kurt-T87-my-med-notes/Papers/[2026] Breast cancer
    # staging … the same.md lines 1-5): quotes inside quotes, which YAML refuses
    doc = parse(
        '---\ntitle: "Breast cancer staging for patients with "low-risk" disease: Are they all the same?"\n'
        'journal: "Cancer"\npublished: "2026-02-15"\n---\n# Breast cancer staging\n',
        "n.md",
        "n",
    )
    assert doc.front_matter["title"] == 'Breast cancer staging for patients with "low-risk" disease: Are they all the same?'
    assert doc.front_matter["journal"] == "Cancer"
