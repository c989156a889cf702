"""tools/screens.py, offscreen, in one language: every screen it names is saved as a picture that
is not one flat colour (a dialog that never opened, or a window grabbed before it was painted)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QDialog

from mahjong_desktop.ui.dialogs.session_end import SessionEndDialog

TOOL = Path(__file__).resolve().parents[2] / "tools" / "screens.py"


def load_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("screens_tool", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def colours(path: Path) -> int:
    """How many colours a picture has, counted on a grid of points (enough to tell flat ones)."""
    image = QImage(str(path))
    assert not image.isNull(), path
    seen = {
        image.pixel(x, y)
        for x in range(0, image.width(), max(1, image.width() // 40))
        for y in range(0, image.height(), max(1, image.height() // 40))
    }
    return len(seen)


@pytest.mark.slow
def test_every_screen_is_saved_as_a_picture_with_something_on_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, guided: None
) -> None:
    # The UI tests' conftest closes the session end at once; the tool must see it open.
    monkeypatch.setattr(SessionEndDialog, "exec", QDialog.exec)
    tool = load_tool()
    names = [n for entry, _ in tool.SCREENS for n in entry.split("+")]
    assert tool.main([str(tmp_path), "--lang", "en"]) == 0
    for name in names:
        path = tmp_path / f"en-{name}.png"
        assert path.is_file() and path.stat().st_size > 0, name
        assert colours(path) > 1, f"{name} is one flat colour"


def test_a_screen_that_cannot_be_opened_makes_the_exit_code_1(tmp_path: Path) -> None:
    tool = load_tool()

    def broken(shots: object, window: object) -> None:
        raise RuntimeError("cannot open")

    tool.SCREENS = (  # type: ignore[attr-defined]
        ("title", tool.title),
        ("keys", broken),
    )
    assert tool.main([str(tmp_path), "--lang", "en"]) == 1
    assert (tmp_path / "en-title.png").is_file()
    assert not (tmp_path / "en-keys.png").exists()
