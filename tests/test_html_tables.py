"""HTML tables in notes read as markdown tables: rows on their own lines, cells as markdown, lists left to lists."""

from __future__ import annotations

from kg.notes.extract import extract_with
from kg.notes.html_tables import find_html_tables
from kg.notes.markdown import tables_of
from kg.notes.read import parse
from kg.records import VenueEdition

# github:IAAR-Shanghai/Awesome-Attention-Heads@a992ea7c24fd08976050c26082c8dee053eaf780 README.md lines 93-112
_ATTENTION_HEADS = """<strong>Year 2025</strong>

<table style="width: 100%;">
  <tr>
    <td><strong>Date</strong></td>
    <td><strong>Paper & Summary</strong></td>
    <td><strong>Tags</strong></td>
    <td><strong>Links</strong></td>
  </tr>
  <tr>
    <td rowspan="2" style="width: 15%;">2025-02-17</td>
    <td style="width: 55%;"><strong>Exploring Translation Mechanism of Large Language Models</strong></td>
    <td style="width: 15%;"><img src="https://img.shields.io/badge/Source_Head-blue" alt="Source Head Badge"></td>
    <td style="width: 15%;">
      <a href="https://arxiv.org/abs/2502.11806"><img src="https://img.shields.io/badge/arXiv-Paper-%23D2691E?logo=arxiv" alt="Paper Badge"></a>
    </td>
  </tr>
  <tr>
      <td colspan="3">
        • Uses path patching to analyze LLM translation mechanisms, identifying key attention heads and MLPs.<br>
      </td>
  </tr>
</table>
"""


def test_an_awesome_lists_html_table_row_is_a_paper_on_its_line() -> None:
    doc = parse(_ATTENTION_HEADS, "Awesome-Attention-Heads/README.md", "x")
    _, extraction = extract_with(doc)
    assert extraction is not None
    assert [(p.title, p.arxiv_id, p.mention.line) for p in extraction.papers] == [
        ("Exploring Translation Mechanism of Large Language Models", "2502.11806", 10)
    ]


def test_a_bold_first_row_heads_the_table_and_cells_keep_their_markdown() -> None:
    (table,) = find_html_tables(_ATTENTION_HEADS)
    assert (table.first, table.last) == (3, 23)
    assert table.rows[0].header and table.rows[0].cells[1] == "**Paper & Summary**"
    assert table.rows[1].cells[3].startswith("[![Paper Badge](https://img.shields.io/badge/")
    assert table.rows[1].cells[3].endswith("](https://arxiv.org/abs/2502.11806)")


def test_numbered_titles_in_one_html_cell_are_a_paper_each() -> None:
    # github:sigirtokyo/sigirtokyo.github.io@34e562f529c0bc67ff74be2c683cd4205ad8536b
    # content/post/irreading_2019fall.md lines 99-106
    text = (
        ' <table class="table table-hover table-striped text-left">\n'
        ' \t<thead class="thead-light">\n'
        ' \t\t<tr><th scope="col" class="col-md-3">時間</th><th scope="col" class="col-md-6">論文</th>'
        '<th scope="col" class="col-md-3">発表者</th></tr>\n'
        " \t</thead>\n \t<tbody>\n"
        "  <tr><td>13:00 - 13:10</td><td>オープニング・趣旨説明</td><td>&nbsp;</td></tr>\n"
        "  <tr><td>13:10 - 13:25</td><td>1. Health Cards for Consumer Health Search (SIGIR 2019)<br>\n"
        "  2. Why do Users Issue Good Queries? Neural Correlates of Term Specificity (SIGIR 2019)</td>"
        "<td>山本 岳洋（兵庫県立大学）</td></tr>\n </tbody></table>\n"
    )
    _, extraction = extract_with(parse(text, "irreading_2019fall.md", "x"))
    assert extraction is not None
    assert [(p.title, p.venue) for p in extraction.papers] == [
        ("Health Cards for Consumer Health Search", VenueEdition("SIGIR", 2019)),
        ("Why do Users Issue Good Queries? Neural Correlates of Term Specificity", VenueEdition("SIGIR", 2019)),
    ]


def test_a_syllabus_table_whose_cells_hold_lists_is_read_as_those_lists() -> None:
    # github:datasci-w266/2022-fall-main@a7610ed0e930190e7b4d0eb26bfc76bdc5bdd4f7 syllabus/README.md lines 45-49: each
    # "<li>Read:" is a reading of its own, so the table is left to the list reader
    text = (
        "<table>\n<tr><!--- Week 2 -->\n  <td><strong>Week&nbsp;2</strong><br>(Aug&nbsp;29)</td>\n  <td><ul>\n"
        '    <li>Read: <a href="https://arxiv.org/abs/1408.5882" target="_blank">Convolutional Neural Networks for '
        "Sentence Classification</a> (Kim, 2014)\n"
        '    <li><em>Optional:</em> <a href="https://arxiv.org/pdf/1103.0398v1.pdf" target="_blank">Natural Language '
        "Processing (almost) from Scratch</a> (Collobert et al., 2011)\n  </ul>\n    </td>\n</tr>\n</table>\n"
    )
    assert find_html_tables(text) == []
    _, extraction = extract_with(parse(text, "syllabus.md", "x"))
    assert extraction is not None
    assert [p.arxiv_id for p in extraction.papers] == ["1408.5882", "1103.0398"]


def test_a_table_shown_as_code_stays_code_and_an_unclosed_table_ends() -> None:
    fenced = "```html\n<table><tr><td>A Title Here</td></tr></table>\n```\n"
    assert find_html_tables(fenced) == []
    (table,) = find_html_tables("<table>\n<tr><td>Deep Residual Learning</td></tr>\n\nText after.\n")
    assert [r.cells for r in table.rows] == [("Deep Residual Learning",)]


def test_rating_statistics_are_read_from_the_same_table_tokens() -> None:
    # data/iclr-2024-ratings.md lines 10-19 (the seed's quantile table)
    text = "<table width=250>\n<tr>\n<th>Quantile</th>\n<th>Rating</th>\n</tr>\n\n<tr>\n<td>10%</td>\n<td>3.6</td>\n</tr>\n"
    rows = [[(r.line, r.cells, r.header) for r in t] for t in tables_of(parse(text, "r.md", "r").tokens, html=True)]
    assert rows == [[(2, ("Quantile", "Rating"), True), (7, ("10%", "3.6"), False)]]


def test_a_link_target_holding_a_markdown_slip_stays_one_link() -> None:
    # github:PerceptualAI-Lab/Awesome-Domain-Generalizable-Person-Re-ID@e581b00faeed9c6a4207f2912c807c190eab4765
    # README.md line 35: the href holds "](" where a markdown link was pasted into it
    text = (
        '<table>\n  <tr><td align="left"><a href="https://ieeexplore.ieee.org/stamp/stamp.jsp?tp=&arnumber=44281]('
        "https://openaccess.thecvf.com/content_CVPR_2020/papers/Jin_Style_Normalization_and_Restitution_for_"
        'Generalizable_Person_Re-Identification_CVPR_2020_paper.pdf">Style Normalization and Restitution for '
        'Generalizable Person Re-Identification</a></td><td align="center">CVPR</td><td align="center">2020</td></tr>'
        "\n</table>\n"
    )
    _, extraction = extract_with(parse(text, "README.md", "x"))
    assert extraction is not None
    assert [p.title for p in extraction.papers] == [
        "Style Normalization and Restitution for Generalizable Person Re-Identification"
    ]
