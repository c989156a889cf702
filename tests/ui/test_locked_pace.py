"""When every player is locked by 报听 the rest of the wall plays at the table's pace and every
win is announced (issue 31: 39 tiles ran in under 3.5 s and another player's win was never
shown). The worker's pauses are counted, not timed: they are recorded instead of slept."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from pytestqt.qtbot import QtBot

from mahjong_desktop.engine.events import Drew, Event, Won
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.session import Session
from mahjong_desktop.storage.settings import AnimationSpeed
from mahjong_desktop.ui.session.controller import (
    LOCKED_DISCARD_PAUSE,
    STEP_DELAY,
    WIN_PAUSE,
    Controller,
)
from mahjong_desktop.ui.table.page import TablePage
from tests.helpers.lanzhou_table import all_declare_game, declaring_player, plain

WAIT = 60_000  # ms; a safety net against a hung test, not a speed requirement
NORMAL = STEP_DELAY[AnimationSpeed.NORMAL]
NAMES = ["You", "Right", "Across", "Left"]


def paced_controller(game: Game, delay: float) -> tuple[Controller, list[tuple[str, object]]]:
    """Four declaring computers on ``game``; what the worker shows and every pause it makes, in
    order (a pause recorded, not slept)."""
    session = Session(plain(), 0, hands=1)
    session.game = game  # the stacked hand, played as a hand in progress
    controller = Controller(session, None, [declaring_player] * 4, step_delay=delay)
    timeline: list[tuple[str, object]] = []
    publish = controller._publish

    def shown(game: Game, events: Sequence[Event]) -> None:
        timeline.append(("update", tuple(events)))
        publish(game, events)

    controller._publish = shown  # type: ignore[method-assign]
    controller._pause = lambda seconds: timeline.append(("pause", seconds))  # type: ignore[method-assign]
    return controller, timeline


def shown_events(entry: object) -> tuple[object, ...]:
    """The events of an ``update`` entry of the timeline."""
    assert isinstance(entry, tuple)
    return entry


def pause_length(entry: object) -> float:
    """The seconds of a ``pause`` entry of the timeline."""
    assert isinstance(entry, (int, float))
    return entry


def draws(events: object) -> int:
    return sum(isinstance(e, Drew) for e in shown_events(events))


def test_every_draw_of_a_locked_table_is_its_own_paced_step_and_every_win_is_held(
    qtbot: QtBot,
) -> None:
    page = TablePage(lambda rel: NAMES[rel], lambda m: (m, m), lambda: "en")
    qtbot.addWidget(page)
    banner_lines: list[str] = []
    announce = page.scene.banner.announce

    def announce_and_note(line: str) -> None:
        banner_lines.append(line)
        announce(line)

    page.scene.banner.announce = announce_and_note  # type: ignore[method-assign]
    game = all_declare_game()
    controller, timeline = paced_controller(game, NORMAL)
    page.attach(controller)
    finished: list[object] = []
    controller.hand_over.connect(finished.append)
    controller.start()
    qtbot.waitUntil(lambda: bool(finished), timeout=WAIT)
    assert controller.stop()
    page.detach()

    updates = [i for i, (kind, _) in enumerate(timeline) if kind == "update"]
    total_draws = sum(isinstance(e, Drew) for e in game.events)
    assert total_draws > 40  # the locked run is most of the wall
    shown_draws = [draws(timeline[i][1]) for i in updates]
    assert sum(shown_draws) == total_draws  # every draw was shown …
    assert max(shown_draws) <= 1  # … each in an update of its own
    # … and each step after the deal stays in sight at least a move's time before the next.
    paced = 0
    for before, after in pairwise(updates[1:]):
        pauses = [pause_length(s) for kind, s in timeline[before + 1 : after] if kind == "pause"]
        assert pauses and max(pauses) >= min(NORMAL, LOCKED_DISCARD_PAUSE)
        paced += draws(timeline[after][1])
    assert paced >= total_draws - 2  # the deal's draw and the first step's are before any pause
    # Every win stays on the table longer than a move, and its banner was put up.
    wins = [i for i in updates if any(isinstance(e, Won) for e in shown_events(timeline[i][1]))]
    assert wins
    for i in wins:
        kind, seconds = timeline[i + 1]
        assert kind == "pause" and seconds == max(NORMAL, WIN_PAUSE)
    won_events = [e for e in game.events if isinstance(e, Won)]
    qtbot.waitUntil(lambda: sum("胡 wins" in line for line in banner_lines) == len(won_events))
    for event in won_events:
        assert any(line.startswith(f"{NAMES[event.seat]} 胡 wins") for line in banner_lines)


def test_at_instant_speed_nothing_waits() -> None:
    controller, timeline = paced_controller(all_declare_game(), 0.0)
    controller._run()  # in this thread: nothing waits, so nothing needs a worker
    assert all(seconds == 0 for kind, seconds in timeline if kind == "pause")
