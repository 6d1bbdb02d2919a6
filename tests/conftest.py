"""Shared fixtures: one build of data/ per test session, a CLI runner, small note folders."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pyoxigraph
import pytest
from click.testing import CliRunner

from kg.build import BuildReport, build
from kg.graph.store import open_store

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data"
EXPORTS = ROOT / "exports"


@pytest.fixture(scope="session")
def data_build(tmp_path_factory: pytest.TempPathFactory) -> BuildReport:
    """The graph of data/ with its analysis graph, built once into a temp folder."""
    return build([DATA], tmp_path_factory.mktemp("data-build") / "out", analyze=True)


@pytest.fixture(scope="session")
def data_store(data_build: BuildReport) -> pyoxigraph.Store:
    """The store of that build, read-only."""
    return open_store(data_build.out)


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


@pytest.fixture
def notes(tmp_path: Path) -> Callable[[dict[str, str | bytes]], Path]:
    """Write a folder of notes from ``{name: text or bytes}`` and return it."""

    def write(files: dict[str, str | bytes]) -> Path:
        folder = tmp_path / "notes"
        folder.mkdir(exist_ok=True)
        for name, content in files.items():
            target = folder / name
            if isinstance(content, bytes):
                target.write_bytes(content)
            else:
                target.write_text(content, encoding="utf-8")
        return folder

    return write
