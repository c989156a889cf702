"""The coach's figures at the table's base stake (底分, Settings › Table): where the plates show
engine points × the stake (临沧, 临汾, 上饶), the hint line and the 复盘 opened from the score
screen show the coach's worths × the same stake; 临安 (a stake of its own in the ruleset, so the
shown stake is 1) keeps its 胡 whatever the setting."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QWidget
from pytestqt.qtbot import QtBot

from mahjong_desktop.ai.coach import advise
from mahjong_desktop.ai.review import Review
from mahjong_desktop.engine.actions import Discard
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.money_units import HU
from mahjong_desktop.tiles import name as tile_name
from mahjong_desktop.tiles import parse_one
from mahjong_desktop.ui.dialogs.hand_result import ResultDialog
from mahjong_desktop.ui.dialogs.review import ReviewDialog
from mahjong_desktop.ui.dialogs.session_end import SessionEndChoice
from mahjong_desktop.ui.shell import main_window
from mahjong_desktop.ui.shell.app import AppParts
from mahjong_desktop.ui.table.coach_line import coach_text, make_coach
from mahjong_desktop.ui.table.page import TablePage
from tests.helpers.app_windows import app_on, one_hand
from tests.helpers.play_driver import make_active
from tests.helpers.worth_positions import first_turn

WAIT = 60_000  # ms; a safety net against a hung test, not a speed requirement
STAKE = 5
POINTS = re.compile(r"(-?\d+\.\d\d) (?:points|分)")


def _app(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, region: str
) -> Iterator[AppParts]:
    shown: list[tuple[int, Callable[[QWidget], QDialog] | None]] = []

    def exec_without_waiting(dialog: ResultDialog) -> int:
        # The score screen's stake and how it opens its 复盘 (the screen itself is deleted).
        shown.append((dialog.stake, dialog._review))
        return 1

    monkeypatch.setattr(ResultDialog, "exec", exec_without_waiting)
    # The session ends with its one hand: its screen is not what these tests look at.
    monkeypatch.setattr(main_window, "ask_session_end", lambda *a, **k: SessionEndChoice.CLOSE)
    built = app_on(qtbot, tmp_path, one_hand(region=region, base_stake=STAKE))
    built.window.results_shown = shown  # type: ignore[attr-defined]
    built.window.show()
    yield built
    built.window.stop_game()


@pytest.fixture
def lincang_app(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[AppParts]:
    yield from _app(qtbot, tmp_path, monkeypatch, "lincang")


@pytest.fixture
def linan_app(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[AppParts]:
    yield from _app(qtbot, tmp_path, monkeypatch, "linan")


def _my_discard_turn(qtbot: QtBot, page: TablePage) -> PlayerView:
    """Pass on claims until the player is asked to discard; that question."""

    def my_turn() -> bool:
        return page.asking is not None and any(isinstance(a, Discard) for a in page.asking.legal)

    while not my_turn():
        qtbot.waitUntil(lambda: page.asking is not None, timeout=WAIT)
        if not my_turn():
            make_active(qtbot, page)
            qtbot.keyClick(page, Qt.Key.Key_Space)  # 过 Pass
            qtbot.waitUntil(lambda: page.asking is None or my_turn(), timeout=WAIT)
    assert page.asking is not None
    return page.asking


def test_the_hint_line_shows_the_coachs_worths_at_the_tables_stake(
    qtbot: QtBot, lincang_app: AppParts
) -> None:
    window = lincang_app.window
    page = window.table_page
    assert window.start_game(seed=4)
    assert page.config.stake == STAKE  # the plates show engine points × 5
    view = _my_discard_turn(qtbot, page)
    qtbot.mouseClick(page.coach_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.coach_answer is not None, timeout=WAIT)
    line = page.hint.text()
    region = window.region_in_play
    assert region is not None
    # The same question put to a coach of its own, at stake 1 and at the table's.
    at_one = coach_text(make_coach(region)(view), zh=False)
    shown = [float(x) for x in POINTS.findall(line)]
    plain = [float(x) for x in POINTS.findall(at_one)]
    assert len(shown) == len(plain) and any(plain), line  # the reason names a worth
    for five, one in zip(shown, plain, strict=True):
        # Each rounded to two places after the scaling: within half a hundredth of 5 × raw.
        assert abs(five - STAKE * one) <= STAKE * 0.005 + 0.005, (line, at_one)
    assert line == coach_text(make_coach(region)(view, STAKE), zh=False)


def _review_of_a_weak_discard(qtbot: QtBot, parts: AppParts) -> tuple[int, Review]:
    """The player throws the discard the coach rates lowest, the computer plays the rest of the
    hand (托管); the 复盘 opened from the score screen, once it has its review."""
    window = parts.window
    page = window.table_page
    assert window.start_game(seed=4)
    view = _my_discard_turn(qtbot, page)
    region = window.region_in_play
    assert region is not None
    worst = min(advise(view, region).discards, key=lambda d: d.value)
    throw = next(
        a for a in view.legal if isinstance(a, Discard) and tile_name(a.tile) == worst.tile
    )
    controller = window.controller
    assert controller is not None
    thrown: list[int] = []
    controller.updated.connect(
        lambda u: thrown.extend(
            e.tile for e in u.events if e.type == "discarded" and e.seat == view.seat
        )
    )
    page._submit(throw)
    # 托管 once the throw is played: switched on before, it would answer the question itself.
    qtbot.waitUntil(lambda: bool(thrown), timeout=WAIT)
    window.autoplay_action.trigger()  # the rest of the hand without the player
    shown: list[tuple[int, Callable[[QWidget], QDialog] | None]]
    shown = window.results_shown  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: bool(shown), timeout=WAIT)
    stake, open_review = shown[0]
    assert open_review is not None  # the player decided: the screen offers its 复盘
    holder = QWidget()
    qtbot.addWidget(holder)
    dialog = open_review(holder)
    assert isinstance(dialog, ReviewDialog)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.review is not None, timeout=WAIT)
    assert dialog.review is not None
    return stake, dialog.review


def test_the_review_from_the_score_screen_gives_up_at_its_stake(
    qtbot: QtBot, lincang_app: AppParts
) -> None:
    stake, review = _review_of_a_weak_discard(qtbot, lincang_app)
    assert stake == STAKE and review.unit.scale == STAKE
    assert review.given_up > 0.05
    # "By the coach's figures you gave up …": five times the raw worth, in points.
    assert review.unit.number(review.given_up) == f"{STAKE * review.given_up:.2f}"


def test_linans_review_keeps_its_hu_whatever_the_apps_stake(
    qtbot: QtBot, linan_app: AppParts
) -> None:
    stake, review = _review_of_a_weak_discard(qtbot, linan_app)
    # 临安 pays in 胡 × its own 底注: the app's stake does not multiply its plates, nor the coach.
    assert stake == 1 and review.unit.scale == 100 and review.unit.zh == HU
    assert review.given_up > 0.005
    assert review.unit.number(review.given_up) == f"{round(100 * review.given_up)}"


def _reviewed(qtbot: QtBot, stake: int) -> tuple[float, str]:
    """复盘 at ``stake`` of breaking the 东 triplet on the first turn (well below the coach's
    choice): the worth given up (raw) and the dialog's text."""
    rules, view = first_turn("lincang")
    taken = Discard(0, parse_one("1z"))
    dialog = ReviewDialog([(view, taken)], rules, lambda t: t, "en", 1, stake=stake)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.review is not None, timeout=WAIT)
    assert dialog.review is not None
    (item,) = dialog.review.items
    assert item.loss is not None and item.loss > 0.05
    return item.loss, dialog.browser.toPlainText()


def test_the_review_dialogs_worths_given_up_are_the_stakes_multiple(qtbot: QtBot) -> None:
    loss, plain = _reviewed(qtbot, 1)
    loss_at_stake, text = _reviewed(qtbot, STAKE)
    assert loss_at_stake == loss  # judged on the raw worths, only shown at the stake
    assert f"gave up {loss:.2f} points in all." in plain
    assert f"gave up {STAKE * loss:.2f} points in all." in text
    assert "Given up (points)" in text
    # The coach's reasons in the table say their worths at the stake too.
    rules, view = first_turn("lincang")
    best = advise(view, rules, stake=STAKE).discards[0]
    assert best.reason_en in text and best.reason_en not in plain
