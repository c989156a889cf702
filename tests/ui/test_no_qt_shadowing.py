"""No instance attribute of a Qt class hides a method of its Qt bases.

``self.items = []`` on a ``QGraphicsScene`` replaces ``QGraphicsScene.items()`` for every caller on
that object — Qt's own Python callers included — and type checkers flag it only as an
"incompatible override". Each QObject subclass of the ui package is read from its source: every
``self.<name> = …`` (and every property) in its body is checked against the Qt classes it derives
from.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil
import textwrap
from types import ModuleType

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

import mahjong_desktop.ui


def _ui_modules() -> list[ModuleType]:
    package = mahjong_desktop.ui
    names = [info.name for info in pkgutil.walk_packages(package.__path__, f"{package.__name__}.")]
    return [importlib.import_module(name) for name in sorted(names)]


def _assigned_names(node: ast.ClassDef) -> set[str]:
    """``self.<name>`` assigned anywhere in the class body, and its properties."""
    names: set[str] = set()
    for sub in ast.walk(node):
        targets: list[ast.expr] = []
        if isinstance(sub, ast.Assign):
            targets = list(sub.targets)
        elif isinstance(sub, ast.AnnAssign | ast.AugAssign):
            targets = [sub.target]
        for target in targets:
            for part in ast.walk(target):
                if (
                    isinstance(part, ast.Attribute)
                    and isinstance(part.value, ast.Name)
                    and part.value.id == "self"
                ):
                    names.add(part.attr)
    for item in node.body:
        if isinstance(item, ast.FunctionDef) and any(
            isinstance(d, ast.Name) and d.id == "property" for d in item.decorator_list
        ):
            names.add(item.name)
    return names


def _qt_bases(cls: type) -> list[type]:
    return [base for base in cls.__mro__ if base.__module__.startswith(("PySide6", "Shiboken"))]


def shadowing(cls: type, node: ast.ClassDef) -> list[str]:
    """ "Class.name hides QtBase.name()" for every such name of ``cls`` (defined by ``node``)."""
    found = []
    for name in sorted(_assigned_names(node)):
        base = next((b for b in _qt_bases(cls) if name in vars(b)), None)
        if base is not None:
            found.append(f"{cls.__qualname__}.{name} hides {base.__name__}.{name}()")
    return found


def _qt_classes(module: ModuleType) -> list[tuple[type, ast.ClassDef]]:
    tree = ast.parse(inspect.getsource(module))
    classes = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            cls = getattr(module, node.name, None)
            if (
                inspect.isclass(cls)
                and issubclass(cls, QObject)
                and cls.__module__ == module.__name__
            ):
                classes.append((cls, node))
    return classes


def test_no_ui_class_hides_a_qt_method() -> None:
    modules = _ui_modules()
    checked = [pair for module in modules for pair in _qt_classes(module)]
    # The walk reaches the table, the dialogs and the kept-games windows (not a vacuous pass).
    names = {cls.__name__ for cls, _ in checked}
    assert {"TableScene", "ClaimBar", "ReviewDialog", "HandCalculator", "MainWindow"} <= names
    problems = [line for cls, node in checked for line in shadowing(cls, node)]
    assert problems == []


class _Planted(QWidget):
    def __init__(self) -> None:
        super().__init__()
        # Both hide a Qt method on purpose, for the check to find: mypy rightly refuses them.
        self.actions: list[object] = []  # type: ignore[assignment]  # hides QWidget.actions()
        self.fine = 1

    @property
    def children(self) -> list[object]:  # type: ignore[override]  # hides QObject.children()
        return []


def test_the_check_finds_a_planted_shadow() -> None:
    source = textwrap.dedent(inspect.getsource(_Planted))
    node = ast.parse(source).body[0]
    assert isinstance(node, ast.ClassDef)
    assert shadowing(_Planted, node) == [
        "_Planted.actions hides QWidget.actions()",
        "_Planted.children hides QObject.children()",
    ]
