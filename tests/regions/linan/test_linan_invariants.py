"""The engine's invariants over 1,000 seeded 临安 hands (tests/engine/test_invariants.py's helpers):
tiles conserved after every event (the turned-up 财神 and laid-out 杠花 included), every applied
action legal, payments summing to zero, replays identical, views leaking nothing. Random players
that always take a legal win, then sessions with the built-in player (which wins far more)."""

from __future__ import annotations

import pytest

from mahjong_desktop.ai.basic import BasicPlayer
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.session import Session
from mahjong_desktop.rules.registry import load_region
from tests.helpers.invariants import play_checked, random_winner

HANDS = 1000
SESSIONS = 10


def _check_win(game: Game) -> None:
    """Every win reached the minimum and was paid as docs/rules/linan.md says."""
    assert game.settlement is not None
    for win in game.winners:
        ev = win.evaluation
        assert ev.legal and ev.unit == "胡" and ev.total % 100 == 0 and ev.total <= 500
        minimum = 200 if ev.each is not None else 300
        assert ev.total >= minimum
    if game.outcome is not None and game.outcome.draw:
        assert game.settlement.payments == ()


@pytest.mark.slow
def test_invariants_over_a_thousand_random_hands(census_per_event: list[int]) -> None:
    region = load_region("linan")
    wins = draws = flowers = 0
    for s in range(SESSIONS):
        session = Session(region, seed=4000 + s, hands=HANDS // SESSIONS)
        choose = random_winner(s)
        while not session.finished:
            game = session.start_hand()
            play_checked(game, choose, views=game.hand_number < 3)
            _check_win(game)
            wins += bool(game.winners)
            draws += game.outcome is not None and game.outcome.draw
            flowers += sum(len(p.flowers) for p in game.players)
        session.settle_current()
        assert sum(session.totals) == 0
    assert wins + draws == HANDS and wins > 0 and flowers > HANDS
    assert census_per_event[0] > 100 * HANDS


@pytest.mark.slow
@pytest.mark.parametrize(
    "options",
    [{}, {"dealer_on_draw": "passes", "base_stake": 2, "gang_hua_dragon_order": "bai_fa_zhong"}],
)
def test_invariants_with_the_built_in_player(
    options: dict[str, object],
    census_per_event: list[int],
) -> None:
    region = load_region("linan", options)
    players = [BasicPlayer(seed, rules=region.shape_rules()) for seed in range(4)]
    session = Session(region, seed=41, hands=30)
    wins = 0
    kinds: set[str] = set()
    while not session.finished:
        game = session.start_hand()

        def choose(seat: int, legal, game: Game = game):
            return players[seat](game.view(seat))

        play_checked(game, choose, views=True)
        _check_win(game)
        wins += len(game.winners)
        kinds.update(w.win_by.value for w in game.winners)
    assert wins >= 5 and "self_draw" in kinds
