"""docs/architecture.md layers: nothing below ui/ imports Qt, and imports point down only."""

from __future__ import annotations

import ast
from pathlib import Path

import mahjong_desktop

PACKAGE = Path(mahjong_desktop.__file__).parent
QT = ("PySide6", "shiboken6", "PyQt5", "PyQt6")
# Layer order, lowest first. A module may import its own layer and those listed before it.
LAYERS = [
    "messages",
    "validation",
    "tiles",
    "hand",
    "rules",
    "engine",
    "ai",
    "storage",
    "drills",
    "ui",
]


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


# The Qt-free view models of ui/: what the table and dialogs show, as plain data, so each can be
# tested without a window. They may import each other and anything below ui/, never Qt.
QT_FREE_UI = {
    "ui/dialogs/calculator_model.py",
    "ui/dialogs/marked_rows.py",
    "ui/drills/practice.py",
    "ui/session/catalog.py",
    "ui/table/geometry.py",
    "ui/table/rules_summary.py",
    "ui/table/slots.py",
    "ui/table/sound.py",
    "ui/table/words.py",
}


def test_ui_view_models_stay_free_of_qt() -> None:
    offenders = []
    for rel in sorted(QT_FREE_UI):
        for module in imported_modules(PACKAGE / rel):
            parts = module.split(".")
            if parts[0] in QT:
                offenders.append(f"{rel} imports {module}")
            elif parts[:2] == ["mahjong_desktop", "ui"]:
                target = "/".join(parts[1:]) + ".py"
                if target not in QT_FREE_UI and not (PACKAGE / target).with_suffix("").is_dir():
                    offenders.append(f"{rel} imports {module}, which may import Qt")
    assert offenders == []


def test_ui_is_grouped_by_screen() -> None:
    """ui/ holds packages (one per screen or job) and nothing else but its __init__.py."""
    loose = sorted(p.name for p in (PACKAGE / "ui").glob("*.py") if p.name != "__init__.py")
    assert loose == []


# 临汾 plays 临沧's rules but for the draw: its computer players and most rule tests are 临沧's.
_SHARES_WITH = {"linfen": "lincang"}


def test_each_region_is_a_package_with_its_ai_knowledge_and_tests_by_the_same_name() -> None:
    from mahjong_desktop.rules.ruleset import available_regions

    tests = Path(__file__).parent / "regions"
    missing = []
    for region in available_regions():
        base = _SHARES_WITH.get(region, region)
        for path in (
            PACKAGE / "rules" / region / "__init__.py",
            PACKAGE / "ai" / "regions" / f"{base}.py",
            tests / base,
        ):
            if not path.exists():
                missing.append(f"{region}: {path}")
    loose = [p.name for p in (PACKAGE / "rules").glob("*.py") if p.stem in available_regions()]
    assert missing == [] and loose == []
