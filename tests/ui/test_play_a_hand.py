"""A whole hand of 临沧 played through the window's own input paths: mouse clicks on the table's
tiles and on the claim bar's buttons, key presses — never engine calls. Then the score screen."""

from __future__ import annotations

import secrets
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from mahjong_desktop.engine.actions import Discard, Pass, Win
from mahjong_desktop.storage.settings import (
    Language,
)
from mahjong_desktop.ui.dialogs.hand_result import ResultDialog
from mahjong_desktop.ui.session.controller import HandResult
from mahjong_desktop.ui.shell.app import AppParts
from tests.helpers.app_windows import app_on, one_hand
from tests.helpers.play_driver import wait_past

WAIT = 60_000  # ms; a safety net against a hung test, not a speed requirement
# New game draws its seed from `secrets`; a random seed sometimes ends the hand (an opponent's early
# 胡) before the player has discarded four times, so the test pins one whose hand runs long enough.
SEED = 7


@pytest.fixture
def parts(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[AppParts]:
    shown: list[tuple[str, str, str, bool]] = []

    def exec_without_waiting(dialog: ResultDialog) -> int:
        # The modal score screen as the player would see it (the window deletes it afterwards).
        browser = dialog.browser
        shown.append(
            (
                browser.toPlainText(),
                browser.toHtml(),
                dialog.next_button.text(),
                dialog.review_button is not None,
            )
        )
        return 1

    monkeypatch.setattr(ResultDialog, "exec", exec_without_waiting)
    monkeypatch.setattr(secrets, "randbits", lambda bits: SEED)
    built = app_on(qtbot, tmp_path, one_hand(language=Language.EN))
    built.window.results_shown = shown  # type: ignore[attr-defined]
    built.window.resize(1280, 800)
    built.window.show()
    qtbot.waitExposed(built.window, timeout=WAIT)
    yield built
    built.window.stop_game()


def test_a_whole_lincang_hand_through_clicks_and_keys(qtbot: QtBot, parts: AppParts) -> None:
    window = parts.window
    page = window.table_page
    finished: list[HandResult] = []
    page.hand_finished.connect(finished.append)
    window.new_game_action.trigger()  # Game → New game, with the saved settings (临沧, 1 hand)
    qtbot.waitUntil(lambda: window.controller is not None, timeout=WAIT)
    controller = window.controller
    assert controller is not None
    me = window.human_seat
    mine: list[object] = []
    controller.updated.connect(
        lambda u: mine.extend(e for e in u.events if getattr(e, "seat", None) == me)
    )
    view = page.view
    answered = {"click": 0, "keys": 0, "bar": 0}
    while not finished:
        qtbot.waitUntil(lambda: page.asking is not None or bool(finished), timeout=WAIT)
        if finished:
            break
        asking = page.asking
        assert asking is not None
        discards = [a for a in asking.legal if isinstance(a, Discard)]
        wins = [i for i, a in enumerate(page.claim_bar.offered) if isinstance(a, Win)]
        if wins:  # 胡 whenever the bar offers it: click the button
            qtbot.mouseClick(page.claim_bar.buttons[wins[0]], Qt.MouseButton.LeftButton)
            answered["bar"] += 1
        elif discards and answered["click"] <= answered["keys"]:
            # Click the rightmost selectable tile on the table (the drawn one when there is one).
            target = [i for i in page.scene.own_items() if i.interactive][-1]
            point = view.mapFromScene(target.sceneBoundingRect().center())
            qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
            answered["click"] += 1
        elif discards:
            qtbot.keyClick(page, Qt.Key.Key_Left)  # pick with the keyboard, Enter discards
            qtbot.keyClick(page, Qt.Key.Key_Return)
            answered["keys"] += 1
        else:
            passes = [i for i, a in enumerate(page.claim_bar.offered) if isinstance(a, Pass)]
            assert passes, asking.legal
            qtbot.mouseClick(page.claim_bar.buttons[passes[0]], Qt.MouseButton.LeftButton)
            answered["bar"] += 1

        wait_past(qtbot, page, asking, timeout=WAIT)
    assert answered["click"] >= 2 and answered["keys"] >= 2, answered
    assert any(getattr(e, "type", "") == "discarded" for e in mine)

    result = finished[0]
    dialogs = window.results_shown  # type: ignore[attr-defined]
    assert len(dialogs) == 1
    text, html, button, reviewable = dialogs[0]
    # Every answer given is kept for the review (复盘), with the view it answered.
    assert len(result.decisions) == sum(answered.values())
    assert all(action in view.legal and view.seat == me for view, action in result.decisions)
    assert reviewable
    assert ("Exhaustive draw" in text) == result.ended.draw
    for seat, hand in enumerate(result.ended.hands):  # each revealed tile drawn as its picture
        assert all(f'src="tile:{k}"' in html for k in hand), seat
    for seat in range(4):
        assert f"{result.summary.totals[seat]:+d}" in text
    for win in result.settlement.wins:
        for item in win.evaluation.items:
            assert item.name_en in text
    assert button == "&Session results"  # one hand: the session is over, its screen next
    assert sum(result.summary.net) == 0
