"""Words that fit the moment and keys that work: the status line for each kind of question, the
claim keys shown on every button, ``?`` for the coach, 托管's sign and its way back."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from pytestqt.qtbot import QtBot

from mahjong_desktop.engine.actions import Discard, Pass, Pong, RegionMove, Win
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.engine.session import Session
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.tiles import parse
from mahjong_desktop.ui.session.controller import locked_discard
from mahjong_desktop.ui.table.claim_bar import assign_keys
from mahjong_desktop.ui.table.prompts import prompt
from tests.helpers.play_driver import WAIT, build_app, wait_for_question


def _view() -> PlayerView:
    return Session(load_region("lanzhou"), 3, hands=1).start_hand().view(0)


def _declared(view: PlayerView) -> PlayerView:
    seats = tuple(replace(s, declared_ready=s.seat == view.seat) for s in view.seats)
    return replace(view, seats=seats)


def name(seat: int) -> str:
    return ["You", "下家 right", "对家 across", "上家 left"][seat]


def test_the_throw_choice_asks_for_a_set_not_a_claim() -> None:
    east, south, west = parse("1z2z3z")
    view = replace(
        _view(), phase=Phase.PRE_PLAY, legal=(RegionMove(0, "throw", (east, south, west)), Pass(0))
    )
    text = prompt(view, name)
    assert text.startswith("甩牌") and "Claim" not in text
    forced = replace(view, legal=(RegionMove(0, "throw", (east, south, west)),))
    assert "硬甩" in prompt(forced, name)


def test_a_locked_hand_says_it_is_locked_and_discards_by_itself() -> None:
    view = _declared(_view())
    tile = view.concealed[0]
    locked = replace(view, phase=Phase.TURN, legal=(Discard(0, tile),))
    assert "locked" in prompt(locked, name) and "click" not in prompt(locked, name)
    assert locked_discard(locked) == Discard(0, tile)
    with_win = replace(locked, legal=(Win(0), Discard(0, tile)))
    assert "win [H]" in prompt(with_win, name)
    assert locked_discard(with_win) is None  # a choice: the player is asked
    assert locked_discard(replace(locked, seats=_view().seats)) is None  # not declared


def test_a_claim_names_who_discarded_what() -> None:
    five = parse("5m")[0]
    view = replace(
        _view(), phase=Phase.CLAIM, claim_tile=five, claim_from=3, legal=(Pong(0), Pass(0))
    )
    assert prompt(view, name).startswith("上家 left discarded 五万")


def test_every_claim_button_has_a_key_and_repeated_kinds_are_numbered() -> None:
    keys = [
        key for _, key in assign_keys([("胡", "H"), ("吃 a", "C"), ("吃 b", "C"), ("过", "Space")])
    ]
    assert keys == ["H", "1", "2", "Space"]
    throws = [key for _, key in assign_keys([("甩 1", "S"), ("甩 2", "S"), ("甩 3", "S")])]
    assert throws == ["1", "2", "3"]


def test_question_mark_asks_the_coach(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = build_app(qtbot, tmp_path, monkeypatch).window
    page = window.table_page
    window.new_game_action.trigger()
    while True:
        assert wait_for_question(qtbot, page, lambda: False)
        assert page.asking is not None
        if any(isinstance(a, Discard) for a in page.asking.legal):
            break
        page.claim_bar.buttons[-1].click()  # pass
        qtbot.waitUntil(lambda: page.asking is None, timeout=WAIT)
    page.setFocus()
    qtbot.keyClick(
        page,
        Qt.Key.Key_Question,
        Qt.KeyboardModifier.ShiftModifier,
    )
    qtbot.waitUntil(lambda: page.coach_answer is not None, timeout=WAIT)
    window.stop_game()


def test_autoplay_shows_a_sign_with_a_way_back(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = build_app(qtbot, tmp_path, monkeypatch).window
    page = window.table_page
    finished: list[object] = []
    page.hand_finished.connect(finished.append)
    window.new_game_action.trigger()
    assert wait_for_question(qtbot, page, lambda: False)
    assert not page.autoplay_sign.isVisible()
    # 托管 by its action, which Ctrl+T triggers: a window shortcut reaches only the active window,
    # and under a real window manager the focus comes when it comes (late on a loaded machine).
    assert window.autoplay_action.shortcut() == QKeySequence("Ctrl+T")
    window.autoplay_action.trigger()
    assert page.autoplay_sign.isVisible() and page.take_over_button.isVisible()
    assert "托管" in page.autoplay_sign.text()
    qtbot.mouseClick(page.take_over_button, Qt.MouseButton.LeftButton)
    assert not window.autoplay_action.isChecked()
    assert not page.autoplay_sign.isVisible()
    # The player is asked again — unless the computer finished the hand in the meantime.
    assert wait_for_question(qtbot, page, lambda: bool(finished)) or finished
    window.stop_game()


def test_switching_language_retranslates_the_table_at_once(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from mahjong_desktop.storage.settings import Language

    window = build_app(qtbot, tmp_path, monkeypatch).window
    page = window.table_page
    window.new_game_action.trigger()
    assert wait_for_question(qtbot, page, lambda: False)
    assert "Lincang" in page.scene.decor.centre_text.toPlainText()
    assert "Lincang" in window.windowTitle()
    window.apply_settings(replace(window.settings, language=Language.ZH_CN))
    assert "临沧" in page.scene.decor.centre_text.toPlainText()
    assert "临沧" in window.windowTitle()
    plates = " ".join(p.toPlainText() for p in page.scene.decor.plates)
    assert "你" in plates or "下家" in plates
    assert not any(ch.isascii() and ch.isalpha() for ch in page.hint.text()[:6]), page.hint.text()
    window.apply_settings(replace(window.settings, language=Language.EN))
    window.stop_game()


def test_the_window_opens_inside_a_scaled_screen(tmp_path: Path) -> None:
    """QT_SCALE_FACTOR=2: the window must fit the screen's available geometry (a real X server
    gives a real screen; offscreen's is 800 × 800 either way)."""
    import os
    import subprocess
    import sys

    script = (
        "import sys\n"
        "from PySide6.QtGui import QGuiApplication\n"
        "from mahjong_desktop.storage.settings_store import SettingsStore\n"
        "from mahjong_desktop.ui.shell.app import build\n"
        f"parts = build(['t'], SettingsStore({str(tmp_path / 's.json')!r}))\n"
        "w = parts.window; w.show(); parts.app.processEvents()\n"
        "area = QGuiApplication.primaryScreen().availableGeometry()\n"
        "f = w.frameGeometry()\n"
        "print(area.width(), area.height(), f.width(), f.height())\n"
        "sys.exit(0 if area.contains(f.center()) and f.width() <= area.width() + 2 "
        "and f.height() <= area.height() + 2 else 3)\n"
    )
    env = {**os.environ, "QT_SCALE_FACTOR": "2", "HOME": str(tmp_path)}
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    done = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, (done.stdout, done.stderr)
