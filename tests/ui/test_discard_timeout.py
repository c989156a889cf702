"""Issue 29 point 16: the discard timer must not throw a win away. By default a timed-out turn
plays as 托管 would — a legal self-drawn win is taken, otherwise the computer's choice; "throw the
drawn tile" stays as a setting. Switching the timers off mid-turn stops the countdown at once."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace

import pytest
from pytestqt.qtbot import QtBot

from mahjong_desktop.ai.basic import BasicPlayer
from mahjong_desktop.engine.actions import Action, Discard, Win
from mahjong_desktop.engine.events import Discarded
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.session import Session
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.rules.ruleset import load_ruleset
from mahjong_desktop.storage.settings import (
    DiscardTimeout,
    Settings,
    settings_from_json,
    settings_to_json,
)
from mahjong_desktop.ui.session import controller as controller_module
from mahjong_desktop.ui.session.controller import Controller, Update
from mahjong_desktop.ui.shell.app import AppParts
from tests.helpers.app_windows import app_on, one_hand

WAIT = 20_000  # ms; a safety net against a hung test, not a speed requirement


def _turn_with_a_win() -> PlayerView:
    """The dealer's first turn, with a self-drawn win offered beside the discards (the engine
    offers ``Win`` exactly like this when the drawn tile completes the hand)."""
    game = Game(load_region("linan"), 5, 0)
    view = game.view(game.waiting_for()[0])
    assert view.drawn is not None
    return replace(view, legal=(Win(view.seat), *view.legal))


class _Chooser:
    """A stand-in that records it was asked and throws the last offered discard."""

    def __init__(self) -> None:
        self.asked = 0

    def __call__(self, view: PlayerView) -> Action:
        self.asked += 1
        return [a for a in view.legal if isinstance(a, Discard)][-1]


def _controller(**kw: object) -> Controller:
    session = Session(load_region("linan"), 5, hands=1)
    players = [None if s == session.dealer else BasicPlayer(s) for s in range(4)]
    return Controller(session, session.dealer, players, discard_timer=30.0, **kw)  # type: ignore[arg-type]


def test_discard_timer_timeout_takes_a_legal_self_drawn_win_by_default() -> None:
    view = _turn_with_a_win()
    chooser = _Chooser()
    controller = _controller(stand_in=chooser)
    assert controller.discard_timeout is DiscardTimeout.AUTOPLAY
    assert controller._timed_out(view) == Win(view.seat)


def test_discard_timer_timeout_without_a_win_plays_the_computers_choice() -> None:
    game = Game(load_region("linan"), 5, 0)
    view = game.view(game.waiting_for()[0])
    chooser = _Chooser()
    choice = _controller(stand_in=chooser)._timed_out(view)
    assert chooser.asked == 1 and choice == [a for a in view.legal if isinstance(a, Discard)][-1]


def test_discard_timer_throw_the_drawn_tile_stays_as_an_option() -> None:
    view = _turn_with_a_win()
    controller = _controller(stand_in=_Chooser(), discard_timeout=DiscardTimeout.DRAWN_TILE)
    assert view.drawn is not None
    assert controller._timed_out(view) == Discard(view.seat, view.drawn)


def test_the_discard_timeout_setting_is_saved_and_read_back() -> None:
    settings = Settings(discard_timeout=DiscardTimeout.DRAWN_TILE)
    data = settings_to_json(settings)
    assert data["discard_timeout"] == "drawn_tile"
    read, problems = settings_from_json(data, load_ruleset)
    assert problems == [] and read.discard_timeout is DiscardTimeout.DRAWN_TILE
    assert Settings().discard_timeout is DiscardTimeout.AUTOPLAY


def test_switching_the_discard_timer_off_mid_turn_stops_the_worker_countdown(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The worker's deadline goes with the timer: time passing after it was switched off throws
    nothing. The clock is the controller's own, moved by the test (no waiting on real time)."""
    now = [1000.0]
    monkeypatch.setattr(controller_module, "time", SimpleNamespace(monotonic=lambda: now[0]))
    coached: list[object] = []
    controller = _controller(coach=lambda view, stake: "advice")
    asked: list[PlayerView] = []
    updates: list[Update] = []
    controller.human_to_act.connect(asked.append)
    controller.coached.connect(coached.append)
    controller.updated.connect(updates.append)
    human = controller.human_seat
    try:
        controller.start()
        qtbot.waitUntil(lambda: bool(asked), timeout=WAIT)
        controller.set_discard_timer(0.0)
        controller.ask_coach()  # answered after the worker has taken the switch (one queue)
        qtbot.waitUntil(lambda: len(coached) == 1, timeout=WAIT)
        now[0] += 3600.0  # an hour later, far past the 30 s
        controller.ask_coach()
        qtbot.waitUntil(lambda: len(coached) == 2, timeout=WAIT)
        assert not any(
            isinstance(e, Discarded) and e.seat == human for u in updates for e in u.events
        )
    finally:
        assert controller.stop()


@pytest.fixture
def parts(qtbot: QtBot, tmp_path: Path) -> Iterator[AppParts]:
    built = app_on(qtbot, tmp_path, one_hand(discard_timer=60))
    built.window.show()
    yield built
    built.window.stop_game()


def test_switching_the_timers_off_mid_turn_stops_the_countdown_on_the_table(
    qtbot: QtBot, parts: AppParts
) -> None:
    window = parts.window
    page = window.table_page
    assert window.start_game(seed=4)
    qtbot.waitUntil(lambda: page.asking is not None and page.asking.phase == "turn", timeout=WAIT)
    bar = page.claim_bar
    assert bar.timer_running and bar.countdown.isVisible()
    window.apply_settings(replace(window.settings, discard_timer=0))
    assert not bar.timer_running and not bar.countdown.isVisible()
    assert window.controller is not None and window.controller.discard_timer == 0
