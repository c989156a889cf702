"""The pointer resting on the hand while the turn changes: under a real X server (xcb) this
segfaulted in ``QGraphicsItem.unsetCursor`` (Qt read the view's last mouse event, which holds no
point before the pointer has moved), from a keyboard discard, from 托管 (Ctrl+T) and after closing
the settings dialog. Items now carry no cursor; the view sets its viewport's cursor itself.

Offscreen these tests still check that the game goes on; under xcb they fail on the old code."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWidget
from pytestqt.qtbot import QtBot

from mahjong_desktop.engine.actions import Discard
from mahjong_desktop.ui.dialogs.settings import SettingsDialog
from tests.helpers.play_driver import (
    WAIT,
    answer_by_keys,
    build_app,
    rest_pointer_on_hand,
    wait_for_question,
)


def _discard_turn(qtbot: QtBot, page) -> None:
    """Answer claims until it is the player's turn to discard."""
    while True:
        assert wait_for_question(qtbot, page, lambda: False)
        if any(isinstance(a, Discard) for a in page.asking.legal):
            return
        answer_by_keys(qtbot, page)


def _discard_by_keys(qtbot: QtBot, page) -> None:
    """At the player's next turn: → picks a tile, Enter discards it (no pointer move)."""
    _discard_turn(qtbot, page)
    asked = page.asking
    page.setFocus()
    qtbot.keyClick(page, Qt.Key.Key_Right)
    qtbot.keyClick(page, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: page.asking is not asked, timeout=WAIT)


def test_keyboard_discards_with_the_pointer_at_rest_on_the_hand(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = build_app(qtbot, tmp_path, monkeypatch).window
    page = window.table_page
    window.new_game_action.trigger()
    _discard_turn(qtbot, page)
    rest_pointer_on_hand(qtbot, page, 3)
    discards = 0
    for _ in range(6):
        _discard_by_keys(qtbot, page)
        discards += 1
    assert discards == 6
    window.stop_game()


def test_autoplay_with_the_pointer_at_rest_on_the_hand(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = build_app(qtbot, tmp_path, monkeypatch).window
    page = window.table_page
    finished: list[object] = []
    page.hand_finished.connect(finished.append)
    window.new_game_action.trigger()
    _discard_turn(qtbot, page)
    rest_pointer_on_hand(qtbot, page, 2)
    # 托管 as its menu item does it. Not Ctrl+T: a window shortcut works only in the active window,
    # and after rest_pointer_on_hand showed the window again the window manager gives it the
    # focus whenever it gets round to it (sometimes never, on a loaded machine); test_shortcuts
    # covers the key itself.
    window.autoplay_action.trigger()
    assert window.autoplay_action.isChecked()
    qtbot.waitUntil(lambda: bool(finished), timeout=WAIT)  # the computer plays the hand out
    window.stop_game()


def test_settings_ok_then_keys_with_the_pointer_at_rest(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = build_app(qtbot, tmp_path, monkeypatch).window
    page = window.table_page
    window.new_game_action.trigger()
    _discard_turn(qtbot, page)
    rest_pointer_on_hand(qtbot, page, 4)

    def press_ok() -> None:
        dialogs = [w for w in QApplication.topLevelWidgets() if isinstance(w, SettingsDialog)]
        if not dialogs or not dialogs[0].isVisible():
            # Not open yet (a loaded machine): look again on the next turn of the event loop
            # rather than trust that a fixed delay is enough.
            QTimer.singleShot(10, press_ok)
            return
        dialog = dialogs[0]
        buttons = dialog.findChild(QDialogButtonBox)
        assert buttons is not None
        qtbot.mouseClick(
            buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
        )
        rest_pointer_on_hand(
            qtbot, page, 4
        )  # the click moved the pointer: back on the hand, at rest

    QTimer.singleShot(0, press_ok)  # runs in the dialog's modal loop
    window.settings_action.trigger()  # modal until press_ok
    for _ in range(3):
        _discard_by_keys(qtbot, page)
    window.stop_game()


def test_the_pointer_shows_a_hand_over_a_tile_it_can_discard(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = build_app(qtbot, tmp_path, monkeypatch).window
    page = window.table_page
    window.new_game_action.trigger()
    _discard_turn(qtbot, page)
    viewport = page.view.viewport()
    target = next(i for i in page.scene.own_items() if i.interactive)
    # The moves are sent to the viewport itself, as the view receives the platform's: under xcb
    # QTest.mouseMove warps the real pointer instead, and the X server reports that move later,
    # only if the pointer really moved and only to the window on top there. That made this test
    # wait out its timeout now and then on a loaded machine. The view handles a sent move at once.
    hover(viewport, page.view.mapFromScene(target.sceneBoundingRect().center()))
    assert viewport.cursor().shape() == Qt.CursorShape.PointingHandCursor
    hover(viewport, QPoint(5, 5))  # the felt: no tile there
    assert viewport.cursor().shape() == Qt.CursorShape.ArrowCursor
    window.stop_game()


def hover(viewport: QWidget, point: QPoint) -> None:
    """The pointer moves to ``point`` of the view's viewport, no button held."""
    event = QMouseEvent(
        QEvent.Type.MouseMove,
        QPointF(point),
        QPointF(viewport.mapToGlobal(point)),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(viewport, event)
