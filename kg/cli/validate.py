"""``kg validate``: the built graph against the SHACL shapes; exit 1 on violations."""

from __future__ import annotations

from pathlib import Path

import click

from kg.cli.options import graph_option
from kg.errors import ValidationError


@click.command()
@graph_option
def validate(graph_dir: Path) -> None:
    """Check the built graph against the SHACL shapes (ontology/shapes.ttl)."""
    from kg.graph.store import open_store
    from kg.graph.validate import validate_store

    violations = validate_store(open_store(graph_dir))
    if violations:
        for v in violations:
            click.echo(str(v))
        raise ValidationError(f"{len(violations)} SHACL violation(s) in {graph_dir}")
    click.echo(f"{graph_dir}: conforms to ontology/shapes.ttl")
