"""Issue 29 point 14: in a 兰州 包扣到底 hand (play on after a win) the name plates jumped back to
the totals before the hand on its last step. Cause: a view of an ended hand stops counting the
wins paid in play (the settlement holds them), but the controller built that last view on the
session's totals before the settlement was added to them (and a replay on the totals the hand
started from). Seed: "包扣到底规则：…胡完之后可以继续摸牌、打牌、胡牌"."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from mahjong_desktop.ai.basic import BasicPlayer
from mahjong_desktop.engine.session import Session
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.ui.session.controller import Controller, HandResult, Update

WAIT = 20_000  # ms; a safety net against a hung test, not a speed requirement
PLAY_ON_SEED = 1  # 兰州, four basic players: seven wins in the first hand, several on discards


def _scores(update: Update) -> tuple[int, ...]:
    return tuple(info.score for info in update.view.seats)


def test_play_on_name_plates_show_the_settled_totals_on_the_last_step(qtbot: QtBot) -> None:
    session = Session(load_region("lanzhou"), PLAY_ON_SEED, hands=1)
    players = [BasicPlayer(s) for s in range(4)]
    controller = Controller(session, None, players)
    updates: list[Update] = []
    results: list[HandResult] = []
    controller.updated.connect(updates.append)
    controller.hand_over.connect(results.append)
    try:
        controller.start()
        qtbot.waitUntil(lambda: bool(results), timeout=WAIT)
    finally:
        assert controller.stop()
    result = results[0]
    assert len(result.settlement.wins) > 1  # it played on after a win
    final = result.summary.totals
    assert final != (0, 0, 0, 0)
    # The update of the hand's last action (what the plates show until the score screen).
    assert _scores(updates[-1]) == final
    # And the plates never went back to the totals before the hand once a win had paid.
    paid = [i for i, u in enumerate(updates) if _scores(u) != (0, 0, 0, 0)]
    assert paid and all(_scores(u) != (0, 0, 0, 0) for u in updates[paid[0] :])


def test_a_view_of_an_ended_hand_without_totals_counts_its_settlement() -> None:
    """The replay viewer builds its views without the session: its last step shows the hand's
    result too, not the totals the hand started from."""
    session = Session(load_region("lanzhou"), PLAY_ON_SEED, hands=1)
    players = [BasicPlayer(s) for s in range(4)]
    game = session.start_hand()
    while not game.is_over:
        for seat in game.waiting_for():
            game.apply(players[seat](game.view(seat)))
    assert game.settlement is not None
    net = tuple(game.settlement.net())
    assert tuple(i.score for i in game.view(0).seats) == net
    assert session.standing() == net
