"""The one formats table (kg/sparql/formats.py) against every command's --format and the endpoint's offers."""

from __future__ import annotations

import click
import pytest
from pyoxigraph import Store

from kg.cli import main
from kg.cli.options import FormatChoice
from kg.graph.export import build_formats
from kg.serve import execute
from kg.serve.protocol import QueryRequest
from kg.sparql import formats
from kg.sparql.formats import FORMATS, USES, formats_for


def format_choices(command: click.Command) -> list[str] | None:
    """The choices of a command's --format option, or None when it has none."""
    for param in command.params:
        if "--format" in getattr(param, "opts", ()):
            assert isinstance(param.type, FormatChoice), f"{command.name}: --format is not from the formats table"
            return param.type.choices
    return None


def commands(group: click.Group, prefix: str = "") -> dict[str, click.Command]:
    found: dict[str, click.Command] = {}
    for name, command in group.commands.items():
        found[prefix + name] = command
        if isinstance(command, click.Group):
            found |= commands(command, f"{prefix}{name} ")
    return found


EXPECTED = {
    "export": formats_for(formats.EXPORT),
    "query": formats_for(formats.SOLUTIONS) | formats_for(formats.GRAPH),
    "analyze centrality": formats_for(formats.ANALYSIS),
    "analyze cotopics": formats_for(formats.ANALYSIS),
    "analyze communities": formats_for(formats.ANALYSIS),
    "analyze trends": formats_for(formats.ANALYSIS),
}


def test_every_format_option_lists_the_tables_formats() -> None:
    found = {name: format_choices(command) for name, command in commands(main).items()}
    with_format = {name: choices for name, choices in found.items() if choices is not None}
    assert with_format == {name: list(offered) for name, offered in EXPECTED.items()}


def test_endpoint_and_build_offer_the_tables_formats() -> None:
    assert execute.RESULT_FORMATS == formats_for(formats.SERVE_SOLUTIONS)
    assert execute.GRAPH_FORMATS == formats_for(formats.SERVE_GRAPH)
    assert set(build_formats()) <= set(formats_for(formats.EXPORT).values())


def test_names_aliases_and_suffixes_are_unique_per_use() -> None:
    for use in USES:
        offered = formats_for(use).values()
        keys = [key for fmt in offered for key in (fmt.name, *fmt.aliases, fmt.suffix)]
        assert len(keys) == len(set(keys)), use
    assert all(fmt.uses <= set(USES) and fmt.uses for fmt in FORMATS)


@pytest.mark.parametrize("fmt", [f for f in FORMATS if f.rdf or f.results], ids=lambda f: f.name)
def test_media_type_is_the_serializers(fmt: formats.Format) -> None:
    serializer = fmt.rdf or fmt.results
    assert serializer is not None and serializer.media_type.split(";")[0] == fmt.media_type


@pytest.mark.parametrize("use", [formats.SERVE_SOLUTIONS, formats.SERVE_GRAPH])
def test_endpoint_answers_each_media_type_in_its_format(use: str) -> None:
    query = "SELECT ?x { VALUES ?x { 1 } }" if use == formats.SERVE_SOLUTIONS else "CONSTRUCT { <urn:a> <urn:b> 1 } {}"
    for fmt in formats_for(use).values():
        reply = execute.execute(Store(), execute.Job(QueryRequest(query), fmt.media_type, 10))
        assert reply.status == 200 and reply.content_type == fmt.content_type, fmt.name


@pytest.mark.parametrize("use", USES)
def test_every_name_alias_and_suffix_finds_its_format(use: str) -> None:
    for fmt in formats_for(use).values():
        for key in (fmt.name, fmt.name.upper(), *fmt.aliases, fmt.suffix):
            assert formats.get_format(key, use) is fmt
