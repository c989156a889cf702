"""Issue 30 point 2: no attribute of ours hides a Qt method. ``self.result = …`` on a dialog once
replaced ``QDialog.result()`` for every caller (Qt's own code calling it from Python included), and
mypy only notices when the types differ; this scan finds every such name in the window's classes.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil
import textwrap

import mahjong_desktop.ui

# (class, attribute) still to rename: classes that other parts of issue 30 rewrite. Remove an
# entry once its class is done; never add one.
_BEING_RENAMED = {("ClaimBar", "actions"), ("TableScene", "items")}


def _qt_bases(cls: type) -> list[type]:
    return [base for base in cls.__mro__ if base.__module__.startswith("PySide6")]


def _assigned_on_self(cls: type) -> set[str]:
    """Names the class's own code assigns as ``self.name = …`` (or annotates, or augments)."""
    tree = ast.parse(textwrap.dedent(inspect.getsource(cls)))
    names = set()
    for node in ast.walk(tree):
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, ast.AnnAssign | ast.AugAssign):
            targets = [node.target]
        for target in targets:
            for part in ast.walk(target):
                if (
                    isinstance(part, ast.Attribute)
                    and isinstance(part.value, ast.Name)
                    and part.value.id == "self"
                ):
                    names.add(part.attr)
    return names


def shadowed(cls: type) -> set[str]:
    """The attributes ``cls`` sets that are names of a Qt base class's methods or signals."""
    qt = _qt_bases(cls)
    return {name for name in _assigned_on_self(cls) if any(name in vars(base) for base in qt)}


def _window_classes() -> list[type]:
    classes = []
    for info in pkgutil.walk_packages(mahjong_desktop.ui.__path__, "mahjong_desktop.ui."):
        module = importlib.import_module(info.name)
        for value in vars(module).values():
            if inspect.isclass(value) and value.__module__ == module.__name__ and _qt_bases(value):
                classes.append(value)
    return classes


def test_no_attribute_hides_a_qt_method() -> None:
    classes = _window_classes()
    assert len(classes) > 20, "the scan found too few of the window's classes"
    found = {(cls.__name__, name) for cls in classes for name in shadowed(cls)}
    assert found - _BEING_RENAMED == set()


def test_the_scan_sees_an_attribute_that_hides_a_qt_method() -> None:
    from PySide6.QtWidgets import QDialog

    class Hiding(QDialog):
        def __init__(self) -> None:
            super().__init__()
            # What the calculator and the review dialog once did:
            self.result: int = 0  # type: ignore[assignment]
            self.shown_value = 1

    assert shadowed(Hiding) == {"result"}
