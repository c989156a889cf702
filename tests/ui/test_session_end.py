"""The session-end screen: after the last hand, the ranking, totals, wins / self-draws / deal-ins
per seat and the best hand; "play again" starts a new session with a new seed."""

from __future__ import annotations

import secrets
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from mahjong_desktop.ui.dialogs.session_end import SessionEndChoice, SessionEndDialog
from mahjong_desktop.ui.session.controller import HandResult
from mahjong_desktop.ui.shell.i18n import Translations
from tests.helpers.play_driver import WAIT, build_app

HANDS = 2


def test_a_two_hand_session_ends_on_its_ranking_and_play_again_deals_a_new_seed(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = build_app(qtbot, tmp_path, monkeypatch, region="lincang", hands=HANDS).window
    seeds: Iterator[int] = iter([11, 12, 13])
    monkeypatch.setattr(secrets, "randbits", lambda bits: next(seeds))
    shown: list[SessionEndDialog] = []

    def play_again(dialog: SessionEndDialog) -> int:
        shown.append(dialog)
        dialog.play_again_button.click()  # as the player would
        return dialog.result()

    monkeypatch.setattr(SessionEndDialog, "exec", play_again)
    monkeypatch.setattr(SessionEndDialog, "deleteLater", lambda dialog: None)  # read it below
    page = window.table_page
    finished: list[HandResult] = []
    page.hand_finished.connect(finished.append)
    window.new_game_action.trigger()
    qtbot.waitUntil(lambda: window.controller is not None, timeout=WAIT)
    first = window.controller
    assert first is not None and first.session.seed == 11
    window.autoplay_action.trigger()  # 托管: the computer plays the player's seat to the end
    qtbot.waitUntil(lambda: bool(shown), timeout=WAIT)

    dialog = shown[0]
    assert len(finished) == HANDS and finished[-1].session_over
    stats = dialog.stats
    totals = finished[-1].summary.totals
    ranking = dialog.stats.ranking()
    # The ranking follows the totals, highest first; equal totals share a place.
    assert [r.total for r in ranking] == sorted(totals, reverse=True)
    assert [r.total for r in ranking] == [totals[r.seat] for r in ranking]
    for r in ranking:
        assert r.rank == 1 + sum(t > r.total for t in totals)
    # Each count recounted from the hands' own results.
    wins = [win for result in finished for win in result.settlement.wins]
    for seat in range(4):
        record = stats.seats[seat]
        assert record.wins == sum(w.seat == seat for w in wins)
        assert record.self_draws == sum(w.seat == seat and w.from_seat is None for w in wins)
        assert record.deal_ins == sum(w.from_seat == seat for w in wins)
    assert stats.hands == HANDS
    assert stats.draws == sum(r.ended.draw for r in finished)
    # The page shows the totals as the result screen does (times the stake), in ranking order.
    text = dialog.browser.toPlainText()
    stake = window.display_stake()
    positions = [text.index(f"{r.total * stake:+d}") for r in ranking]
    assert positions == sorted(positions)
    if stats.best is not None:
        gains = [
            (result.summary.net[w.seat], -result.summary.index)
            for result in finished
            for w in result.settlement.wins
        ]
        assert (stats.best.gain, -stats.best.hand) == max(gains)
        for item in stats.best.items:
            assert item.name_en in text

    # Play again: a new session with the same settings and a different seed.
    qtbot.waitUntil(
        lambda: window.controller is not None and window.controller is not first, timeout=WAIT
    )
    second = window.controller
    assert second is not None
    assert second.session.seed == 12 != first.session.seed
    assert second.session.region.region_id == first.session.region.region_id
    assert second.session.hands == HANDS and second.session.summaries == []
    window.stop_game()


@pytest.mark.parametrize(
    ("button", "choice"),
    [
        ("play_again_button", SessionEndChoice.PLAY_AGAIN),
        ("settings_button", SessionEndChoice.CHANGE_SETTINGS),
        ("close_button", SessionEndChoice.CLOSE),
    ],
)
def test_each_button_says_what_the_player_chose(
    qtbot: QtBot, button: str, choice: SessionEndChoice
) -> None:
    dialog = SessionEndDialog([], 0, lambda r: f"seat {r}", "en", 1, "临沧")
    qtbot.addWidget(dialog)
    getattr(dialog, button).click()
    assert dialog.choice is choice
    expected = QDialog.DialogCode.Rejected if choice is SessionEndChoice.CLOSE else 1
    assert dialog.result() == expected


def test_escape_closes_without_acting(qtbot: QtBot) -> None:
    from PySide6.QtCore import Qt

    dialog = SessionEndDialog([], 0, lambda r: f"seat {r}", "en", 1, "临沧")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.choice is SessionEndChoice.CLOSE


def test_change_settings_opens_the_settings_then_a_new_game(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = build_app(qtbot, tmp_path, monkeypatch, region="lincang", hands=1).window
    seeds: Iterator[int] = iter([21, 22])
    monkeypatch.setattr(secrets, "randbits", lambda bits: next(seeds))
    order: list[str] = []

    def change_settings(dialog: SessionEndDialog) -> int:
        order.append("session end")
        dialog.settings_button.click()
        return dialog.result()

    monkeypatch.setattr(SessionEndDialog, "exec", change_settings)
    monkeypatch.setattr(window, "open_settings", lambda: order.append("settings"))
    window.new_game_action.trigger()
    qtbot.waitUntil(lambda: window.controller is not None, timeout=WAIT)
    first = window.controller
    window.autoplay_action.trigger()
    qtbot.waitUntil(lambda: window.controller is not first, timeout=WAIT)
    assert order == ["session end", "settings"]
    assert window.controller is not None and window.controller.session.seed == 22
    window.stop_game()


def test_counts_read_as_english_and_chinese(qtbot: QtBot) -> None:
    """ "1 win", "2 wins" (English plural forms from mahjong_en.qm), "2 次" in Chinese."""
    from PySide6.QtCore import QCoreApplication

    from mahjong_desktop.engine.session import HandSummary
    from tests.helpers.win_records import win

    summaries = [
        HandSummary(0, 0, (0,), False, (), (6, -2, -2, -2), (6, -2, -2, -2), (win(0, None),)),
        HandSummary(1, 0, (0,), False, (), (3, -3, 0, 0), (9, -5, -2, -2), (win(0, 1),)),
    ]
    translations = Translations(QCoreApplication.instance())  # type: ignore[arg-type]
    try:
        assert translations.install("en")
        dialog = SessionEndDialog(summaries, 0, lambda r: f"seat {r}", "en", 1, "Lincang")
        qtbot.addWidget(dialog)
        text = dialog.browser.toPlainText()
        assert "2 wins" in text and "1 self-draw" in text and "1 deal-in" in text
        assert "0 wins" in text and "(s)" not in text
        assert "2 hands played" in text
        assert translations.install("zh_CN")
        dialog = SessionEndDialog(summaries, 0, lambda r: f"seat {r}", "zh_CN", 1, "临沧")
        qtbot.addWidget(dialog)
        text = dialog.browser.toPlainText()
        assert "最终排名" in text and "2 次" in text and "共打 2 局" in text
        assert dialog.windowTitle() == "本场结束 — 临沧"
    finally:
        translations.install("en")
        for translator in translations._installed:
            QCoreApplication.removeTranslator(translator)
