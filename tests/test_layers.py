"""docs/architecture.md layers: nothing below ui/ imports Qt, and imports point down only."""

from __future__ import annotations

import ast
from pathlib import Path

import mahjong_desktop

PACKAGE = Path(mahjong_desktop.__file__).parent
QT = ("PySide6", "shiboken6", "PyQt5", "PyQt6")
# Layer order, lowest first. A module may import its own layer and those listed before it.
LAYERS = ["validation", "tiles", "hand", "rules", "engine", "ai", "storage", "ui"]


def imported_modules(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.append(node.module)
    return names


def layer_of(module: str) -> str | None:
    parts = module.split(".")
    if parts[0] != "mahjong_desktop" or len(parts) < 2:
        return None
    return parts[1] if parts[1] in LAYERS else None


def test_nothing_below_ui_imports_qt() -> None:
    offenders = []
    for path in PACKAGE.rglob("*.py"):
        if "ui" in path.relative_to(PACKAGE).parts:
            continue
        offenders += [f"{path}: {m}" for m in imported_modules(path) if m.split(".")[0] in QT]
    assert offenders == []


def test_imports_point_down_only() -> None:
    offenders = []
    for path in PACKAGE.rglob("*.py"):
        rel = path.relative_to(PACKAGE)
        own = rel.parts[0].removesuffix(".py")
        if own not in LAYERS:
            continue  # entry points (cli, __main__) may import every layer
        for module in imported_modules(path):
            target = layer_of(module)
            if target is not None and LAYERS.index(target) > LAYERS.index(own):
                offenders.append(f"{rel} imports {module}")
    assert offenders == []
