"""The window's commands to the worker: typed, in order, ``Stop`` first, no polling.

Waits here block on the mailbox; ``WAIT`` is a safety net against a hung test (a join that
returns with the thread alive fails), never a speed requirement.
"""

from __future__ import annotations

import threading
from dataclasses import FrozenInstanceError

import pytest
from pytestqt.qtbot import QtBot

from mahjong_desktop.ai.basic import BasicPlayer
from mahjong_desktop.engine.actions import Action, Discard
from mahjong_desktop.engine.session import Session
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.storage.settings import DiscardTimeout
from mahjong_desktop.ui.session.commands import (
    AskCoach,
    DeadlinePassed,
    Mailbox,
    NextHand,
    Stop,
    Submit,
    Wake,
)
from mahjong_desktop.ui.session.controller import Controller, HandResult, Pace, Update

WAIT = 20.0  # s
WAIT_MS = 20_000
HOUR = 3600.0


def test_commands_come_out_in_the_order_they_were_posted() -> None:
    mailbox = Mailbox()
    discard = Discard(0, 5)
    for command in (AskCoach(), Submit(discard), Wake(), NextHand()):
        mailbox.post(command)
    taken = [mailbox.take() for _ in range(4)]
    assert taken == [AskCoach(), Submit(discard), Wake(), NextHand()]


def test_stop_overtakes_every_command_still_waiting_and_stays() -> None:
    mailbox = Mailbox()
    mailbox.post(AskCoach())
    mailbox.post(Stop())
    assert mailbox.stopped
    assert mailbox.take() == Stop()
    assert mailbox.take() == Stop()  # every later wait ends at once too


def test_a_deadline_is_its_own_outcome_not_a_command() -> None:
    mailbox = Mailbox()
    assert mailbox.take(0.0) == DeadlinePassed()
    mailbox.post(NextHand())
    assert mailbox.take(0.0) == NextHand()  # a command that is there wins over the deadline


def test_a_blocked_take_wakes_for_a_command_from_another_thread() -> None:
    mailbox = Mailbox()
    got: list[object] = []
    worker = threading.Thread(target=lambda: got.append(mailbox.take(None)))
    worker.start()
    mailbox.post(Submit(Discard(1, 9)))
    worker.join(WAIT)
    assert not worker.is_alive() and got == [Submit(Discard(1, 9))]


def test_sleep_wakes_for_stop_and_leaves_the_players_commands_queued() -> None:
    mailbox = Mailbox()
    slept: list[bool] = []
    started = threading.Event()

    def pause() -> None:
        started.set()
        slept.append(mailbox.sleep(HOUR))

    worker = threading.Thread(target=pause)
    worker.start()
    assert started.wait(WAIT)
    mailbox.post(AskCoach())  # does not end the pause
    mailbox.post(Stop())
    worker.join(WAIT)
    assert not worker.is_alive() and slept == [True]
    assert not Mailbox().sleep(0.0)


def _human_first(**kw: object) -> tuple[Controller, list[PlayerView], list[Update]]:
    session = Session(load_region("lincang"), 5, hands=1)
    human = session.dealer  # the dealer acts first: asked before any computer moves
    players = [None if s == human else BasicPlayer(s) for s in range(4)]
    controller = Controller(session, human, players, **kw)  # type: ignore[arg-type]
    asked: list[PlayerView] = []
    updates: list[Update] = []
    controller.human_to_act.connect(asked.append)
    controller.updated.connect(updates.append)
    return controller, asked, updates


def test_stop_ends_a_worker_waiting_for_the_human_under_an_hour_long_timer(qtbot: QtBot) -> None:
    controller, asked, _ = _human_first(discard_timer=HOUR)
    controller.start()
    qtbot.waitUntil(lambda: bool(asked), timeout=WAIT_MS)
    assert controller.stop(timeout=WAIT)
    assert not controller.running


def test_stop_ends_an_hour_long_pause_after_a_computer_move(qtbot: QtBot) -> None:
    session = Session(load_region("lincang"), 5, hands=1)
    controller = Controller(session, None, [BasicPlayer(s) for s in range(4)], step_delay=HOUR)
    updates: list[Update] = []
    controller.updated.connect(updates.append)
    controller.start()
    qtbot.waitUntil(lambda: len(updates) >= 2, timeout=WAIT_MS)  # the deal, then one move
    assert controller.stop(timeout=WAIT)
    assert not controller.running


class _SlowThinker:
    """A computer player that thinks until the test lets it answer."""

    def __init__(self, seat: int) -> None:
        self.inner = BasicPlayer(seat)
        self.thinking = threading.Event()
        self.answer = threading.Event()

    def __call__(self, view: PlayerView) -> Action:
        self.thinking.set()
        assert self.answer.wait(WAIT)
        return self.inner(view)


def test_stop_mid_thought_ends_the_worker_as_the_decision_returns(qtbot: QtBot) -> None:
    """A computer's decision is not cut short (none is longer than the search's time limit);
    the worker ends as soon as it returns, and nothing more reaches the window."""
    session = Session(load_region("lincang"), 5, hands=1)
    thinker = _SlowThinker(session.dealer)
    players = [thinker if s == session.dealer else BasicPlayer(s) for s in range(4)]
    controller = Controller(session, None, players)
    updates: list[Update] = []
    controller.updated.connect(updates.append)
    controller.start()
    assert thinker.thinking.wait(WAIT)
    qtbot.waitUntil(lambda: len(updates) == 1, timeout=WAIT_MS)  # the deal
    assert not controller.stop(timeout=0.0)  # still thinking
    thinker.answer.set()
    assert controller.stop(timeout=WAIT)
    qtbot.wait(0)  # deliver anything the worker queued before it ended
    assert len(updates) == 1  # the decision made after Stop was not published


def test_a_next_hand_command_mid_hand_is_no_answer(qtbot: QtBot) -> None:
    controller, asked, updates = _human_first(coach=lambda view, stake: "advice")
    coached: list[object] = []
    controller.coached.connect(coached.append)
    try:
        controller.start()
        qtbot.waitUntil(lambda: bool(asked), timeout=WAIT_MS)
        controller.next_hand()
        controller.ask_coach()  # answered after the worker has taken NextHand (one queue)
        qtbot.waitUntil(lambda: bool(coached), timeout=WAIT_MS)
        assert not any(e.type == "discarded" for u in updates for e in u.events)
        assert len(asked) == 1
    finally:
        assert controller.stop()


def test_configure_replaces_the_pace_whole() -> None:
    controller, _, _ = _human_first(discard_timer=HOUR)
    assert controller.pace == Pace(0.0, HOUR, DiscardTimeout.AUTOPLAY)
    pace = Pace(0.2, 0.0, DiscardTimeout.DRAWN_TILE)
    controller.configure(pace)  # before start: no command is needed
    assert controller.pace is pace
    assert controller.step_delay == 0.2 and controller.discard_timer == 0.0
    assert controller.discard_timeout is DiscardTimeout.DRAWN_TILE


def test_the_last_hand_result_carries_the_session_summaries(qtbot: QtBot) -> None:
    """The session-end screen reads them from the result, not from the worker's session."""
    session = Session(load_region("lincang"), 3, hands=2)
    controller = Controller(session, None, [BasicPlayer(s) for s in range(4)], auto_next_hand=True)
    results: list[HandResult] = []
    controller.hand_over.connect(results.append)
    controller.start()
    qtbot.waitUntil(lambda: len(results) == 2, timeout=WAIT_MS)
    assert controller.stop()
    assert [len(r.summaries) for r in results] == [1, 2]
    assert results[-1].session_over
    assert results[-1].summaries[0] == results[0].summary
    assert results[-1].summaries == tuple(session.summaries)


def test_commands_are_values() -> None:
    """Equal when their fields are; nothing in one can be changed after it was posted."""
    assert Submit(Discard(0, 5)) == Submit(Discard(0, 5)) != Submit(Discard(0, 6))
    assert NextHand() == NextHand() != Wake()
    with pytest.raises(FrozenInstanceError):
        Submit(Discard(0, 5)).action = Discard(0, 6)  # type: ignore[misc]
