"""The source tree itself: checks ruff and mypy do not make."""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

import pytest

KG = Path(__file__).resolve().parent.parent / "kg"
MODULES = sorted(KG.rglob("*.py"))


def _module_level_names(tree: ast.Module) -> Counter[str]:
    names: Counter[str] = Counter()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names[node.name] += 1
        elif isinstance(node, ast.Assign):
            names.update(target.id for target in node.targets if isinstance(target, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names[node.target.id] += 1
    return names


@pytest.mark.parametrize("module", MODULES, ids=lambda path: str(path.relative_to(KG)))
def test_each_module_level_name_is_defined_once(module: Path) -> None:
    # cite.py once defined _CHAPTER_LEAD twice: the later pattern shadowed the earlier one, which
    # was still used, so ruff's F811 (redefinition of an unused name) did not see it.
    twice = [name for name, count in _module_level_names(ast.parse(module.read_text())).items() if count > 1]
    assert not twice, f"{module.relative_to(KG)} defines {twice} more than once"


def test_the_check_sees_a_name_defined_twice() -> None:
    tree = ast.parse("import re\n_LEAD = re.compile('a')\ndef f(): return _LEAD\n_LEAD = re.compile('b')\n")
    assert _module_level_names(tree)["_LEAD"] == 2
