"""Keys: unique mnemonics on the window, Help › Keys listing every shortcut, Esc on the score
screen closing it without dealing the next hand (Enter or the table's button deals it)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from mahjong_desktop.engine.events import HandStarted
from mahjong_desktop.ui.dialogs.hand_result import ResultDialog
from mahjong_desktop.ui.dialogs.keys import KeysDialog
from mahjong_desktop.ui.session.controller import HandResult
from tests.helpers.app_windows import cell
from tests.helpers.play_driver import WAIT, build_app


def _mnemonic(text: str) -> str | None:
    found = re.search(r"&([^&])", text.replace("&&", ""))
    return found.group(1).lower() if found else None


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_alt_keys_of_menus_and_toolbar_are_unique(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    parts = build_app(qtbot, tmp_path, monkeypatch)
    parts.translations.install(language)
    window = parts.window
    window.retranslate()
    texts = [
        menu.title()
        for menu in (window.game_menu, window.play_menu, window.practice_menu, window.help_menu)
    ]
    texts += [action.text() for action in window.toolbar.actions()]
    keys = [k for k in map(_mnemonic, texts) if k is not None]
    assert len(keys) == len(set(keys)), texts
    parts.translations.install("en")


def test_help_keys_lists_every_shortcut_of_the_window(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = build_app(qtbot, tmp_path, monkeypatch).window
    dialog = KeysDialog(window.findChildren(type(window.autoplay_action)), window)
    qtbot.addWidget(dialog)
    listed = {cell(dialog.table, r, 0) for r in range(dialog.table.rowCount())}
    for action in (window.autoplay_action, window.new_game_action, window.calculator_action):
        assert action.shortcut().toString() in listed
    assert {"?", "H", "Space", "1 … 9"} <= listed


def test_escape_on_the_score_screen_does_not_deal_the_next_hand(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = build_app(qtbot, tmp_path, monkeypatch, hands=2).window
    monkeypatch.setattr(ResultDialog, "exec", lambda dialog: ResultDialog.DialogCode.Rejected)
    page = window.table_page
    finished: list[HandResult] = []
    page.hand_finished.connect(finished.append)
    window.new_game_action.trigger()
    assert window.controller is not None
    started: list[object] = []
    window.controller.updated.connect(
        lambda u: started.extend(e for e in u.events if isinstance(e, HandStarted) and e.hand > 0)
    )
    qtbot.waitUntil(lambda: page.asking is not None, timeout=WAIT)
    window.autoplay_action.setChecked(True)  # 托管 plays the first hand out
    qtbot.waitUntil(lambda: bool(finished), timeout=WAIT)
    qtbot.waitUntil(lambda: page.next_hand_button.isVisible(), timeout=WAIT)
    qtbot.wait(300)
    assert len(finished) == 1 and not started  # the next hand was not dealt
    window.autoplay_action.setChecked(False)
    page.setFocus()
    qtbot.keyClick(page, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(started), timeout=WAIT)
    assert not page.next_hand_button.isVisible()
    window.stop_game()
