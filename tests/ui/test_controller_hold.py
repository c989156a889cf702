"""``Controller.hold``: while the guided hand's note is open the computers make no move, and they
play on once it closes (the table keeps showing what the note is about)."""

from __future__ import annotations

import threading

from pytestqt.qtbot import QtBot

from mahjong_desktop.ai.basic import BasicPlayer
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.session import Session
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.ui.session.commands import Command, DeadlinePassed
from mahjong_desktop.ui.session.controller import Controller, HandResult

WAIT = 20_000  # ms; a safety net against a hung test, not a speed requirement


def test_held_computers_wait_in_the_mailbox_and_move_once_released(qtbot: QtBot) -> None:
    moves: list[int] = []

    def counted(seat: int) -> BasicPlayer:
        inner = BasicPlayer(seat)

        def play(view: PlayerView) -> Action:
            moves.append(seat)
            return inner(view)

        return play  # type: ignore[return-value]

    controller = Controller(
        Session(load_region("lincang"), 3, hands=1), None, [counted(s) for s in range(4)]
    )
    # The worker takes from its mailbox only while it waits (in an all-computer session of one
    # hand: only while held); note when it first does, without changing what it takes.
    mailbox = controller._mailbox  # the seam this test watches
    waiting = threading.Event()
    take = mailbox.take

    def noted_take(timeout: float | None = None) -> Command | DeadlinePassed:
        waiting.set()
        return take(timeout)

    mailbox.take = noted_take  # type: ignore[method-assign]
    results: list[HandResult] = []
    controller.hand_over.connect(results.append)
    controller.hold(True)  # a note is open before the first computer move
    controller.start()
    # Waiting (held), or the hand played out (the hold ignored: its one hand is the session, so
    # the worker never takes from the mailbox).
    qtbot.waitUntil(lambda: waiting.is_set() or bool(results), timeout=WAIT)
    assert moves == [] and not results  # held: no computer has been asked to move
    controller.hold(False)
    qtbot.waitUntil(lambda: bool(results), timeout=WAIT)
    assert len(moves) > 4  # released: the hand was played out
    assert controller.stop()
