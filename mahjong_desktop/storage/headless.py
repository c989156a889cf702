"""Playing a recorded session without a window: the same steps as the app's engine thread
(``ui/session/controller.py``), so tests, benchmarks and crash checks exercise what the
player's games do.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.session import Session
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.storage.recorder import SessionRecorder
from mahjong_desktop.storage.session_doc import SessionHeader, build_session

Player = Callable[[PlayerView], Action]
AfterAction = Callable[[Game, Action], None]


def continue_session(
    session: Session,
    players: Sequence[Player],
    recorder: SessionRecorder | None = None,
    after_action: AfterAction | None = None,
) -> list[dict[str, Any]]:
    """Play ``session`` to its end from wherever it stands (a resumed hand goes on where it
    stopped); the events of every hand finished here, as JSON, hand by hand in order."""
    log: list[dict[str, Any]] = []
    while True:
        game = session.game
        if game is None:
            if session.finished:
                return log
            game = session.start_hand()
        while not game.is_over:
            seat = game.waiting_for()[0]
            action = players[seat](game.view(seat, session.totals))
            game.apply(action)
            if recorder is not None:
                recorder.action_applied(session, game, action)
            if after_action is not None:
                after_action(game, action)
        log.extend(e.to_json() for e in game.events)
        session.settle_current()
        if recorder is not None:
            recorder.hand_settled(session, game)


def event_log(header: SessionHeader, hands: list[list[dict[str, Any]]]) -> list[dict[str, Any]]:
    """Every event of every hand, rebuilt from the actions alone (the whole truth of a save)."""
    log: list[dict[str, Any]] = []
    for n in range(1, len(hands) + 1):
        session = build_session(header, hands[:n])
        assert session.game is not None
        log.extend(e.to_json() for e in session.game.events)
    return log
