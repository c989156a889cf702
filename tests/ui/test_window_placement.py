"""The window fits the screen at any scale factor, never shrinks below legible, and opens where it
was closed; a bad window.json is moved aside and forgotten, never in the way of a start."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from mahjong_desktop.storage.window_state import load_window_state, save_window_state
from mahjong_desktop.ui.shell.window_placement import LEGIBLE, first_geometry, minimum_for
from tests.helpers.play_driver import build_app


def test_a_scaled_small_screen_gets_a_window_inside_it() -> None:
    """QT_SCALE_FACTOR=2 on 1600×1000: 800×500 logical pixels; the old fixed 1280×860 window
    opened at 2560×1720 device pixels, hand and status line off-screen."""
    available = QRect(0, 0, 800, 500)
    rect = first_geometry(available)
    assert available.contains(rect)
    minimum = minimum_for(available.size())
    assert minimum.width() <= 800 and minimum.height() <= 500


def test_a_large_screen_gets_the_preferred_size_centred_and_a_legible_minimum() -> None:
    available = QRect(0, 30, 1920, 1050)
    rect = first_geometry(available)
    assert rect.size() == QSize(1280, 860)
    assert abs(rect.center().x() - available.center().x()) <= 1
    assert minimum_for(available.size()) == LEGIBLE


def test_the_window_opens_where_it_was_closed(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = build_app(qtbot, tmp_path, monkeypatch).window
    assert window.minimumSize().width() <= QGuiApplication.primaryScreen().availableSize().width()
    room = QGuiApplication.primaryScreen().availableSize()  # offscreen: 800 × 800
    wanted = QSize(min(1100, room.width() - 10), min(700, room.height() - 100))
    window.setMinimumSize(QSize(200, 200))
    window.resize(wanted)
    window.close()
    saved = load_window_state(tmp_path / "window.json")
    assert saved.geometry and saved.problem is None
    again = build_app(qtbot, tmp_path, monkeypatch).window
    # build_app resizes to 1280×800 after building: look at what the window restored before it.
    from mahjong_desktop.ui.shell.window_placement import place

    place(again, saved.geometry)
    assert again.size() == wanted


@pytest.mark.parametrize(
    "content",
    [
        b"{",
        b"[1, 2]",
        b'{"version": 9, "geometry": ""}',
        b'{"version": 1, "geometry": "@@"}',
        b"\xff\xfe",
        b"[" * 100_000,
        b'{"version": 1, "geometry": "' + b"A" * 20_000 + b'"}',
    ],
)
def test_a_bad_window_file_is_moved_aside_with_a_message(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "window.json"
    path.write_bytes(content)
    loaded = load_window_state(path)
    assert loaded.geometry is None
    assert loaded.problem is not None and str(path) in loaded.problem
    assert loaded.kept_as is not None and loaded.kept_as.read_bytes() == content
    assert not path.exists()
    # A second bad file never overwrites the first kept copy.
    path.write_bytes(content)
    second = load_window_state(path)
    assert second.kept_as is not None and second.kept_as != loaded.kept_as
    assert loaded.kept_as.read_bytes() == content


def test_the_window_file_round_trips(tmp_path: Path) -> None:
    path = tmp_path / "window.json"
    save_window_state(path, b"\x01\xd9\xd0\xcb")
    assert load_window_state(path).geometry == b"\x01\xd9\xd0\xcb"
    assert json.loads(path.read_text())["version"] == 1
