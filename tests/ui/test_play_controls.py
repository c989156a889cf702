"""The player's controls: region moves and the claim timer on the claim bar, 托管, the coach's
hint, per-seat computer levels."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from mahjong_desktop.engine.actions import ConcealedKong, Discard, Pass, Pong, RegionMove
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.rules.ruleset import load_ruleset
from mahjong_desktop.storage.settings import (
    AiLevel,
    DiscardTimeout,
    Opponent,
    Settings,
)
from mahjong_desktop.tiles import parse
from mahjong_desktop.ui.dialogs.hand_result import ResultDialog
from mahjong_desktop.ui.session.controller import HandResult
from mahjong_desktop.ui.session.game_setup import new_game
from mahjong_desktop.ui.shell.app import AppParts
from mahjong_desktop.ui.table.claim_bar import ClaimBar
from mahjong_desktop.ui.table.coach_line import coach_text, make_coach
from tests.helpers.app_windows import app_on, one_hand
from tests.helpers.play_driver import make_active
from tests.helpers.shangrao_views import turn_view, with_kong

WAIT = 60_000  # ms; a safety net against a hung test, not a speed requirement

NAMES = {"bao_ting": ("报听", "declare ready"), "shuai_pai": ("甩牌", "甩牌 (throw a set)")}


def names(identifier: str) -> tuple[str, str]:
    return NAMES.get(identifier, (identifier, identifier))


def test_region_moves_show_their_chinese_and_english_names_and_shortcuts(qtbot: QtBot) -> None:
    bar = ClaimBar(names)
    qtbot.addWidget(bar)
    bar.resize(1280, bar.height())
    east, west = parse("1z3z")
    legal = [
        RegionMove(0, "bao_ting", (east,)),
        RegionMove(0, "shuai_pai", (east, west, east)),
        RegionMove(0, "choose_mode", ()),
        Pass(0),
        Discard(0, east),
    ]
    bar.offer(legal)
    texts = [b.text() for b in bar.buttons]
    assert len(texts) == 4  # every legal choice but the plain discard, nothing else
    assert texts[0].startswith("报听 declare ready") and texts[0].endswith("[T]")
    assert texts[1].startswith("甩牌 (throw a set) 东 西 东") and texts[1].endswith("[S]")
    assert texts[2].endswith("[M]")
    chosen: list[object] = []
    bar.chosen.connect(chosen.append)
    assert [b.shortcut().toString() for b in bar.buttons] == ["T", "S", "M", "Space"]
    qtbot.mouseClick(bar.buttons[0], Qt.MouseButton.LeftButton)
    assert chosen == [legal[0]]
    assert not bar.buttons  # one answer per question


def test_choices_of_one_move_are_named_once_and_shortened_when_they_do_not_fit(
    qtbot: QtBot,
) -> None:
    """Five 玩法 or four 番种, each with "定番种 (choose the 番种):" in front, were cut off at
    1280 pixels: the move is named once before the buttons, and a bar too narrow for the
    English shows the Chinese terms with the full words as tooltips."""
    long_names = {
        "choose_fan": ("定番种", "定番种 (choose the 番种)"),
        "xiao_ji": ("小鸡满天飞", "小鸡满天飞 (中发白, 1s stands in for any one of them)"),
        "zfb": ("中发白", "中发白 (red-green-white set, counted as a 番)"),
    }
    bar = ClaimBar(lambda key: long_names.get(key, (key, key)))
    qtbot.addWidget(bar)
    legal = [RegionMove(0, "choose_fan:xiao_ji", ()), RegionMove(0, "choose_fan:zfb", ())]
    bar.resize(1280, bar.height())
    bar.offer(legal)
    assert bar.lead.text() == "定番种 (choose the 番种):"
    assert [b.text() for b in bar.buttons] == [
        "小鸡满天飞 (中发白, 1s stands in for any one of them)  [1]",
        "中发白 (red-green-white set, counted as a 番)  [2]",
    ]
    bar.resize(420, bar.height())
    bar.offer(legal)
    assert [b.text() for b in bar.buttons] == ["小鸡满天飞  [1]", "中发白  [2]"]
    assert bar.buttons[0].toolTip().startswith("小鸡满天飞 (中发白, 1s stands in")
    bar.offer([RegionMove(0, "choose_fan:zfb", ()), Pass(0)])  # one choice: nothing shared
    assert not bar.lead.isVisibleTo(bar) and bar.buttons[0].text().startswith("定番种")


def test_the_claim_timer_passes_when_it_runs_out(qtbot: QtBot) -> None:
    bar = ClaimBar(names)
    qtbot.addWidget(bar)
    bar.offer([Pong(1), Pass(1)])
    chosen: list[object] = []
    bar.chosen.connect(chosen.append)
    bar.start_timer(1)
    assert bar.timer_running and bar.countdown.text() == "1 s"
    qtbot.waitUntil(lambda: bool(chosen), timeout=60_000)  # a safety net: the timer takes 1 s
    assert chosen == [Pass(1)]
    assert not bar.isVisible() and not bar.timer_running


def test_no_timer_without_a_pass_to_fall_back_on(qtbot: QtBot) -> None:
    bar = ClaimBar(names)
    qtbot.addWidget(bar)
    bar.offer([RegionMove(0, "bao_ting", (1,)), Discard(0, 1)])
    bar.start_timer(1)
    assert not bar.timer_running


def test_computer_levels_follow_the_seats_named_from_the_player() -> None:
    levels = {Opponent.NEXT: AiLevel.EASY, Opponent.OPPOSITE: AiLevel.HARD}
    settings = Settings(
        region="lincang", computer_levels={**levels, Opponent.PREVIOUS: AiLevel.NORMAL}
    )
    setup = new_game(settings, load_ruleset("lincang"), seed=3)
    me = setup.human_seat
    assert me is not None
    assert setup.levels[me] is None and setup.players[me] is None
    assert setup.levels[(me + 1) % 4] is AiLevel.EASY
    assert setup.levels[(me + 2) % 4] is AiLevel.HARD
    assert setup.levels[(me + 3) % 4] is AiLevel.NORMAL
    assert setup.stand_in is not None


@pytest.fixture
def parts(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[AppParts]:
    shown: list[ResultDialog] = []

    def exec_without_waiting(dialog: ResultDialog) -> int:
        shown.append(dialog)  # the end-of-hand screen, kept for the test to read
        return 1

    monkeypatch.setattr(ResultDialog, "exec", exec_without_waiting)
    built = app_on(qtbot, tmp_path, one_hand())
    built.window.results_shown = shown  # type: ignore[attr-defined]
    built.window.show()
    yield built
    built.window.stop_game()


def test_letting_the_computer_play_finishes_the_hand_without_the_player(
    qtbot: QtBot, parts: AppParts
) -> None:
    window = parts.window
    finished: list[HandResult] = []
    window.table_page.hand_finished.connect(finished.append)
    assert window.start_game(seed=12)
    assert window.autoplay_action.isEnabled()
    qtbot.waitUntil(lambda: window.table_page.asking is not None, timeout=WAIT)
    window.autoplay_action.trigger()  # 托管 from the Play menu, mid-question
    assert window.table_page.asking is None and not window.table_page.claim_bar.isVisible()
    qtbot.waitUntil(lambda: bool(finished), timeout=WAIT)
    assert window.table_page.asking is None  # nobody asked the player meanwhile
    assert window.results_shown  # type: ignore[attr-defined]


def test_the_hint_button_shows_the_coachs_discard_and_enter_plays_it(
    qtbot: QtBot, parts: AppParts
) -> None:
    window = parts.window
    page = window.table_page
    assert window.start_game(seed=4)
    controller = window.controller
    assert controller is not None

    def my_turn() -> bool:
        return page.asking is not None and any(isinstance(a, Discard) for a in page.asking.legal)

    while not my_turn():  # pass on claims until it is the player's turn to discard
        qtbot.waitUntil(lambda: page.asking is not None, timeout=WAIT)
        if not my_turn():
            make_active(qtbot, page)
            qtbot.keyClick(page, Qt.Key.Key_Space)  # 过 Pass
            qtbot.waitUntil(lambda: page.asking is None or my_turn(), timeout=WAIT)
    assert page.coach_button.isVisible() and page.coach_button.isEnabled()
    qtbot.mouseClick(page.coach_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.coach_answer is not None, timeout=WAIT)
    answer = page.coach_answer
    assert answer is not None and isinstance(answer.action, Discard)
    assert page.hint.text().startswith("Coach: discard")
    assert answer.reason_en in page.hint.text()
    assert page.scene.keyboard_choice() == answer.action.tile
    discarded: list[int] = []
    controller.updated.connect(
        lambda u: discarded.extend(
            e.tile for e in u.events if e.type == "discarded" and e.seat == window.human_seat
        )
    )
    qtbot.keyClick(page, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(discarded), timeout=WAIT)
    assert discarded[0] == answer.action.tile


def test_a_claim_question_starts_the_timer_from_the_settings(qtbot: QtBot, parts: AppParts) -> None:
    window = parts.window
    window.apply_settings(replace(window.settings, claim_timer=7))
    page = window.table_page
    assert window.start_game(seed=4)
    qtbot.waitUntil(lambda: page.latest is not None, timeout=WAIT)
    view = page.latest
    assert view is not None
    me = window.human_seat
    assert me is not None
    window.stop_game()  # the question below is made up; no engine must answer it
    claim = replace(view, seat=me, phase=Phase.CLAIM, legal=(Pong(me), Pass(me)))
    page.controller = None
    page._on_human_to_act(claim)
    assert page.claim_bar.timer_running and page.claim_bar.countdown.text() == "7 s"


def test_switching_the_claim_timer_off_mid_question_stops_its_countdown(
    qtbot: QtBot, parts: AppParts
) -> None:
    """Issue 29 point 16: the timers switched off mid-hand stop the running countdown at once."""
    window = parts.window
    window.apply_settings(replace(window.settings, claim_timer=7))
    page = window.table_page
    assert window.start_game(seed=4)
    qtbot.waitUntil(lambda: page.latest is not None, timeout=WAIT)
    view = page.latest
    me = window.human_seat
    assert view is not None and me is not None
    page._on_human_to_act(replace(view, seat=me, phase=Phase.CLAIM, legal=(Pong(me), Pass(me))))
    assert page.claim_bar.timer_running
    window.apply_settings(replace(window.settings, claim_timer=0))
    assert not page.claim_bar.timer_running and not page.claim_bar.countdown.isVisible()
    assert page.claim_bar.isVisible()  # the question stays: only the countdown went
    window.stop_game()


def test_the_coach_explains_a_kong_by_its_money_not_by_a_discard() -> None:
    view = with_kong(turn_view("147m258p333sESWP3s"), "3s")
    answer = make_coach(load_region("shangrao"))(view)
    assert isinstance(answer.action, ConcealedKong)
    text = coach_text(answer, zh=False)
    assert "concealed kong" in text and "points of kong money now" in text


def test_the_time_to_discard_is_counted_down_on_the_table_and_the_drawn_tile_goes_at_zero(
    qtbot: QtBot, parts: AppParts
) -> None:
    """临安 "30秒内出牌": with a discard limit set, the bar under the table counts the seconds of
    the player's own turn, and when they run out the game throws the tile just drawn."""
    window = parts.window
    # "Throw the drawn tile" (the default plays as 托管 would: tests/ui/test_discard_timeout.py).
    window.apply_settings(
        replace(window.settings, discard_timer=2, discard_timeout=DiscardTimeout.DRAWN_TILE)
    )
    page = window.table_page
    assert window.start_game(seed=4)
    assert window.controller is not None
    me = window.human_seat
    thrown: list[int] = []
    window.controller.updated.connect(
        lambda u: thrown.extend(e.tile for e in u.events if e.type == "discarded" and e.seat == me)
    )
    qtbot.waitUntil(lambda: page.asking is not None and page.asking.phase == "turn", timeout=WAIT)
    view = page.asking
    assert view is not None and view.drawn is not None
    bar = page.claim_bar
    assert bar.isVisible() and bar.countdown.isVisible()
    assert bar.countdown.text() == "Discard within 2 s"
    qtbot.waitUntil(lambda: bool(thrown), timeout=WAIT)  # nobody answers: the time runs out
    assert thrown[0] == view.drawn
