"""The tests' own layout: what several test modules share lives in ``tests/helpers/`` and nowhere
else. A test module that imports another test module runs that module's tests' imports (and any
code at its top) wherever it is imported, ties the two files' names together, and hides shared
code where nobody looks for it; fixtures belong in conftest files, which pytest finds by itself.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
HELPERS = TESTS / "helpers"


def _imported_modules(path: Path) -> list[tuple[int, int, str]]:
    """(line, relative level, dotted name) of every import in ``path``, nested ones too."""
    found: list[tuple[int, int, str]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found.extend((node.lineno, 0, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            found.append((node.lineno, node.level, node.module or ""))
    return found


def _stray_imports(path: Path, local_names: set[str]) -> list[str]:
    """Imports in ``path`` of a module under tests/ other than tests.helpers: ``tests.x.y`` by
    name, a relative import, or a bare name that is a file of tests/ (pytest's rootdir import
    mode puts a test's folder on sys.path, so ``import hand_reference`` once worked)."""
    stray = []
    for line, level, name in _imported_modules(path):
        top = name.split(".")[0]
        if level > 0:
            bad = True
        elif top == "tests":
            bad = name != "tests.helpers" and not name.startswith("tests.helpers.")
        else:
            bad = top in local_names
        if bad:
            stray.append(f"{path}:{line}: {'.' * level}{name}")
    return stray


def _python_files() -> list[Path]:
    return sorted(p for p in TESTS.rglob("*.py") if "__pycache__" not in p.parts)


def test_test_modules_import_only_helpers_from_tests() -> None:
    files = _python_files()
    # Module names a bare import could reach: every file's own name, except the helpers' (which
    # are imported as tests.helpers.*, never bare).
    local_names = {p.stem for p in files if HELPERS not in p.parents} - {"__init__"}
    stray = [s for p in files for s in _stray_imports(p, local_names)]
    assert not stray, "move what these share into tests/helpers/:\n" + "\n".join(stray)


def test_helpers_are_no_test_modules() -> None:
    # pytest would collect a test_*.py under helpers/ and run its tests from every importer too.
    named_as_tests = [p.name for p in HELPERS.rglob("test_*.py")]
    assert not named_as_tests
    assert (HELPERS / "__init__.py").is_file()


@pytest.mark.parametrize(
    ("source", "stray"),
    [
        ("from tests.engine.test_invariants import FULL\n", True),
        ("from tests.ai.conftest import play_hand\n", True),
        ("from .table import t\n", True),
        ("import lanzhou_table\n", True),
        ("def f():\n    from tests.ui.test_review_dialog import x\n", True),
        ("from tests.helpers.stacked_table import t\n", False),
        ("from tests.helpers import legacy_special\n", False),
        ("from mahjong_desktop.engine.game import Game\n", False),
    ],
)
def test_the_layout_check_tells_a_stray_import(tmp_path: Path, source: str, stray: bool) -> None:
    # The check must be able to fail: each kind of import it refuses, and the ones it allows.
    probe = tmp_path / "probe.py"
    probe.write_text(source, encoding="utf-8")
    assert bool(_stray_imports(probe, {"lanzhou_table", "table"})) == stray
