"""The end-of-hand screen is not skipped by a stray key, and 托管's Ctrl+T works in front of it and
of every other dialog (issue 31: Enter dealt the next hand at once; Ctrl+T did nothing while the
score screen was open, so 托管 made the next hand's first choices). Real key events throughout;
the screen's key guard is ended by its timer's signal, never waited out."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import QApplication, QDialog, QLineEdit, QVBoxLayout
from pytestqt.qtbot import QtBot

from mahjong_desktop.storage.settings import SessionLength
from mahjong_desktop.ui.dialogs.hand_result import KEY_GUARD_MS, ResultDialog
from mahjong_desktop.ui.session.controller import HandResult
from mahjong_desktop.ui.shell.app import AppParts
from tests.helpers.app_windows import app_on, one_hand
from tests.helpers.finished_hands import finished_hand
from tests.helpers.play_driver import make_active

WAIT = 60_000  # ms; a safety net against a hung test, not a speed requirement
NEVER = 3_600_000  # ms: a guard that only the test ends


def shown_dialog(qtbot: QtBot) -> ResultDialog:
    names = ["You", "Right", "Across", "Left"]
    dialog = ResultDialog(finished_hand(), lambda r: names[r], str, "en", 1, key_guard_ms=NEVER)
    qtbot.addWidget(dialog)
    dialog.open()  # modal, as ``exec`` shows it, without a nested event loop
    qtbot.waitExposed(dialog, timeout=WAIT)
    make_active(qtbot, dialog)
    return dialog


def test_keys_do_nothing_while_the_score_screen_has_just_opened(qtbot: QtBot) -> None:
    dialog = shown_dialog(qtbot)
    assert dialog.guarding and dialog.key_guard.isActive()
    assert not dialog.next_button.isEnabled()
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Escape):
        qtbot.keyClick(QApplication.focusWidget() or dialog, key)
        qtbot.keyClick(dialog, key)
    qtbot.keyClick(dialog, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)  # the mnemonic
    assert dialog.isVisible() and dialog.result() == 0  # neither accepted nor closed


def test_after_the_guard_enter_on_next_hand_deals_on(qtbot: QtBot) -> None:
    dialog = shown_dialog(qtbot)
    dialog.key_guard.timeout.emit()  # the guard's time is up
    assert not dialog.guarding and dialog.next_button.isEnabled()
    assert dialog.next_button.hasFocus() and dialog.next_button.isDefault()
    qtbot.keyClick(dialog.next_button, Qt.Key.Key_X)  # not any key
    qtbot.keyClick(dialog.next_button, Qt.Key.Key_Down)
    assert dialog.isVisible()
    with qtbot.waitSignal(dialog.accepted, timeout=WAIT):
        qtbot.keyClick(dialog.next_button, Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_space_on_next_hand_deals_on_after_the_guard(qtbot: QtBot) -> None:
    dialog = shown_dialog(qtbot)
    dialog.key_guard.timeout.emit()
    with qtbot.waitSignal(dialog.accepted, timeout=WAIT):
        qtbot.keyClick(dialog.next_button, Qt.Key.Key_Space)


def test_an_enter_held_from_the_last_discard_never_presses_next_hand(qtbot: QtBot) -> None:
    """The key's auto-repeat goes on past the guard: its repeats are not a new press."""
    dialog = shown_dialog(qtbot)
    dialog.key_guard.timeout.emit()
    for key, text in ((Qt.Key.Key_Return, "\r"), (Qt.Key.Key_Space, " ")):
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            repeat = QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, text, True)
            QApplication.sendEvent(dialog.next_button, repeat)
            QApplication.sendEvent(
                dialog, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, text, True)
            )
    assert dialog.isVisible() and dialog.result() == 0


def test_the_guard_is_counted_from_when_the_screen_is_shown(qtbot: QtBot) -> None:
    names = ["You", "Right", "Across", "Left"]
    dialog = ResultDialog(finished_hand(), lambda r: names[r], str, "en", 1)
    qtbot.addWidget(dialog)
    assert dialog.key_guard.interval() == KEY_GUARD_MS
    assert not dialog.key_guard.isActive()  # built but not yet seen: no time counted
    dialog.open()
    assert dialog.key_guard.isActive() and dialog.guarding


@pytest.fixture
def parts(qtbot: QtBot, tmp_path: Path) -> Iterator[AppParts]:
    settings = one_hand(session_length=SessionLength.HANDS, session_hands=2)
    built = app_on(qtbot, tmp_path, settings)
    built.window.resize(1280, 800)
    built.window.show()
    qtbot.waitExposed(built.window, timeout=WAIT)
    yield built
    built.window.stop_game()


def test_ctrl_t_switches_autoplay_off_on_the_score_screen_and_the_next_hand_asks_the_player(
    qtbot: QtBot, parts: AppParts, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = parts.window
    page = window.table_page
    seen: list[tuple[bool, bool]] = []  # (托管 before Ctrl+T, after) on each score screen

    def exec_as_a_player(dialog: ResultDialog) -> int:
        """Shown modal; the player presses Ctrl+T, then (after the guard) Enter."""
        dialog.setModal(True)
        dialog.show()
        make_active(qtbot, dialog)
        box = dialog.autoplay_box
        assert box is not None and box.isChecked() == window.autoplay_action.isChecked()
        before = window.autoplay_action.isChecked()
        qtbot.keyClick(
            QApplication.focusWidget() or dialog, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier
        )
        seen.append((before, window.autoplay_action.isChecked()))
        assert box.isChecked() == window.autoplay_action.isChecked()
        dialog.key_guard.timeout.emit()
        qtbot.keyClick(dialog.next_button, Qt.Key.Key_Return)
        assert dialog.result() == QDialog.DialogCode.Accepted
        return dialog.result()

    monkeypatch.setattr(ResultDialog, "exec", exec_as_a_player)
    finished: list[HandResult] = []
    page.hand_finished.connect(finished.append)
    assert window.start_game(seed=12)
    window.autoplay_action.setChecked(True)  # 托管 plays the first hand to its end
    qtbot.waitUntil(lambda: bool(finished), timeout=WAIT)
    assert seen == [(True, False)]  # Ctrl+T on the score screen switched 托管 off
    controller = window.controller
    assert controller is not None and not controller.autoplay
    # The second hand: the player is asked their first question; nothing answered it for them.
    qtbot.waitUntil(lambda: page.asking is not None or len(finished) > 1, timeout=WAIT)
    assert len(finished) == 1 and page.asking is not None
    assert page.asking.hand_number == 1


def test_ctrl_t_works_in_front_of_any_modal_dialog(qtbot: QtBot, parts: AppParts) -> None:
    window = parts.window
    assert window.start_game(seed=12)
    assert window.autoplay_action.isEnabled() and not window.autoplay_action.isChecked()
    other = QDialog(window)  # e.g. the settings: a line edit has the focus
    QVBoxLayout(other).addWidget(QLineEdit(other))
    other.setModal(True)
    other.show()
    make_active(qtbot, other)
    focus = QApplication.focusWidget()
    assert focus is not None and focus.window() is other
    qtbot.keyClick(focus, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    assert window.autoplay_action.isChecked()
    qtbot.keyClick(focus, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    assert not window.autoplay_action.isChecked()
    other.close()


def test_the_score_screen_shows_autoplay_for_the_next_hand_and_changes_it(qtbot: QtBot) -> None:
    action = QAction()
    action.setCheckable(True)
    action.setChecked(True)
    names = ["You", "Right", "Across", "Left"]
    more = replace(finished_hand(), session_over=False)
    dialog = ResultDialog(more, lambda r: names[r], str, "en", 1, autoplay=action)
    qtbot.addWidget(dialog)
    box = dialog.autoplay_box
    assert box is not None and box.isChecked()
    assert "托管" in box.text() and "Ctrl+T" in box.text()
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    assert not action.isChecked()  # the box is the window's toggle
    action.setChecked(True)
    assert box.isChecked()
    # After the last hand there is no next hand for 托管 to play.
    last = ResultDialog(finished_hand(), lambda r: names[r], str, "en", 1, autoplay=action)
    qtbot.addWidget(last)
    assert last.autoplay_box is None


def test_ctrl_t_works_in_another_window_of_the_game_and_not_without_a_game(
    qtbot: QtBot, parts: AppParts
) -> None:
    window = parts.window
    other = QLineEdit()  # a window of its own, as History or a replay is
    qtbot.addWidget(other)
    other.show()
    make_active(qtbot, other)
    ctrl_t = (Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(other, *ctrl_t)
    assert not window.autoplay_action.isChecked()  # no game: 托管 is not offered
    assert window.start_game(seed=12)
    make_active(qtbot, other)
    qtbot.keyClick(other, *ctrl_t)
    assert window.autoplay_action.isChecked()
