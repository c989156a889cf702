"""The engine's invariants over 1,000 seeded 上饶 hands (tests/engine/test_invariants.py's helpers):
tiles conserved after every event (the face-up indicator included), every applied action legal,
payments summing to zero, replays identical, views leaking nothing. Besides: every win is
self-drawn, worth at least the minimum and paid by all three others; a draw pays nothing; the 宝
is the kind after the indicator. Random players that always take a legal win, then sessions with
the built-in player (which wins far more)."""

from __future__ import annotations

import pytest

from mahjong_desktop.ai.basic import BasicPlayer
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.session import Session
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.rules.shangrao import next_kind
from tests.helpers.invariants import play_checked, random_winner

HANDS = 1000
SESSIONS = 10


def _check_hand(game: Game, minimum: int = 4) -> None:
    """The 上饶 facts of a finished hand."""
    assert game.settlement is not None and game.outcome is not None
    assert len(game.wall.face_up) == 1 and game.wild == next_kind(game.wall.face_up[0])
    for win in game.winners:
        ev = win.evaluation
        assert win.win_by.self_drawn and win.from_seat is None
        assert ev.legal and ev.unit == "分" and ev.total >= minimum and ev.each == ev.total
        paid = [p for p in game.settlement.payments if p.reason == "self_draw"]
        assert sorted(p.payer for p in paid) == [s for s in range(4) if s != win.seat]
        assert all(p.payee == win.seat and p.amount == ev.total for p in paid)
    if game.outcome.draw:
        assert game.settlement.payments == ()


@pytest.mark.slow
def test_invariants_over_a_thousand_random_hands(census_per_event: list[int]) -> None:
    region = load_region("shangrao")
    wins = draws = fei_bao = 0
    for s in range(SESSIONS):
        session = Session(region, seed=7000 + s, hands=HANDS // SESSIONS)
        choose = random_winner(s)
        while not session.finished:
            game = session.start_hand()
            play_checked(game, choose, views=game.hand_number < 3)
            _check_hand(game)
            assert game.wild is not None  # _check_hand found it named by the indicator
            wins += bool(game.winners)
            draws += game.outcome is not None and game.outcome.draw
            fei_bao += sum(p.discards.count(game.wild) for p in game.players)
        session.settle_current()
        assert sum(session.totals) == 0
    assert wins + draws == HANDS and wins > 0 and fei_bao > HANDS
    assert census_per_event[0] > 100 * HANDS


@pytest.mark.slow
@pytest.mark.parametrize(
    "options",
    [
        {},
        {
            "wild_kind": "indicator",
            "min_value": 8,
            "fei_bao_doubles": False,
            "dealer_on_draw": "next",
            "kong_paid_on_draw": True,
        },
    ],
)
def test_invariants_with_the_built_in_player(
    options: dict[str, object], census_per_event: list[int]
) -> None:
    region = load_region("shangrao", options)
    players = [BasicPlayer(seed, rules=region.shape_rules()) for seed in range(4)]
    session = Session(region, seed=71, hands=30)
    wins = 0
    while not session.finished:
        game = session.start_hand()

        def choose(seat: int, legal, game: Game = game):
            return players[seat](game.view(seat))

        play_checked(game, choose, views=True)
        if options.get("wild_kind") == "indicator":
            assert game.wild == game.wall.face_up[0]
        else:
            _check_hand(game)
        wins += len(game.winners)
        minimum = options.get("min_value", 4)
        assert isinstance(minimum, int)
        for win in game.winners:
            assert win.evaluation.total >= minimum
    assert wins >= 5
