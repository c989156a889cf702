"""The frozen app's ``excludes`` against what the game imports (packaging/bundle_excludes.py).

Every packaged app died at start because the spec excluded ``sqlite3`` after the kept games moved
to sqlite; the source install and 1,600 tests never noticed. These checks need no PyInstaller and
no build: they import the whole game with the excluded modules made unimportable, as they are in
the frozen app, and read every import statement of the game, lazy ones inside functions included.
"""

from __future__ import annotations

import ast
import importlib.util
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "mahjong_desktop"


@pytest.fixture(scope="module")
def bundle_excludes() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "_mahjong_packaging_bundle_excludes", ROOT / "packaging" / "bundle_excludes.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def game_modules() -> list[str]:
    """Every module of the game, as the wheel (and the spec's hidden imports) ship them."""
    names = []
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__main__":
            continue
        if parts[-1] == "__init__":
            parts = parts[:-1]
        names.append(".".join(parts))
    return names


def imported_names(path: Path) -> set[str]:
    """The absolute module names that ``import`` statements anywhere in ``path`` name."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def is_within(name: str, excluded: str) -> bool:
    return name == excluded or name.startswith(f"{excluded}.")


def test_no_import_statement_of_the_game_names_an_excluded_module(
    bundle_excludes: ModuleType,
) -> None:
    excluded = bundle_excludes.excluded(bundle_excludes.installed_qt_bindings())
    found = sorted(
        f"{path.relative_to(ROOT)} imports {name} (excluded as {gone})"
        for path in PACKAGE.rglob("*.py")
        for name in imported_names(path)
        for gone in excluded
        if is_within(name, gone)
    )
    assert found == []


# Imports the whole game the way the frozen app can: every excluded module raises ImportError.
IMPORT_ALL = textwrap.dedent(
    """
    import importlib, json, sys
    excluded, modules = json.loads(sys.argv[1]), json.loads(sys.argv[2])

    class Blocked:
        def find_spec(self, name, path=None, target=None):
            if any(name == gone or name.startswith(gone + ".") for gone in excluded):
                raise ImportError(f"{name} is excluded from the frozen app")
            return None

    sys.meta_path.insert(0, Blocked())
    for name in modules:
        importlib.import_module(name)
    print("imported", len(modules))
    """
)


def test_every_module_of_the_game_imports_without_the_excluded_modules(
    bundle_excludes: ModuleType,
) -> None:
    excluded = bundle_excludes.excluded(bundle_excludes.installed_qt_bindings())
    modules = game_modules()
    done = subprocess.run(
        [sys.executable, "-c", IMPORT_ALL, json.dumps(excluded), json.dumps(modules)],
        capture_output=True,
        text=True,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip() == f"imported {len(modules)}"


def test_the_check_sees_a_needed_module_excluded(bundle_excludes: ModuleType) -> None:
    """The mistake that shipped, made again: excluding sqlite3 must fail the import check."""
    modules = [name for name in game_modules() if name.startswith("mahjong_desktop.storage")]
    done = subprocess.run(
        [sys.executable, "-c", IMPORT_ALL, json.dumps(["sqlite3"]), json.dumps(modules)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode != 0
    assert "sqlite3 is excluded from the frozen app" in done.stderr
