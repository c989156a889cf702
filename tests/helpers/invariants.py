"""Checks every seeded hand of the invariant tests runs through: all 136 tiles accounted for,
only legal actions, payments summing to zero, a JSON round trip replaying the same events, views
that show their own seat's tiles only — and a random player that always takes a win."""

from __future__ import annotations

import json
from collections.abc import Callable

from mahjong_desktop.engine import game_from_json, game_to_json
from mahjong_desktop.engine.actions import Action, Win
from mahjong_desktop.engine.census import tile_census as census
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.rng import SplitMix64

FULL = [4] * 34  # the census of a whole set: every kind four times

# A player as the checks drive it: the seat asked and its legal actions in, one of them out.
Chooser = Callable[[int, tuple[Action, ...]], Action]


def check_views(game: Game) -> None:
    for seat in range(4):
        view = game.view(seat)
        assert view.concealed == tuple(game.players[seat].concealed())
        assert view.legal == game.legal_actions(seat)
        assert [s.concealed_count for s in view.seats] == [p.tile_count() for p in game.players]
        if seat != game.turn:
            assert view.drawn is None
        assert all(c <= 4 for c in view.visible_counts())


def play_checked(game: Game, choose: Chooser, *, views: bool) -> None:
    assert census(game) == FULL
    while not game.is_over:
        asked = game.waiting_for()
        assert asked, "the game waits for nobody but is not over"
        for seat in range(4):
            assert bool(game.legal_actions(seat)) == (seat in asked)
        seat = asked[0]
        legal = game.legal_actions(seat)
        action = choose(seat, legal)
        assert action in legal
        game.apply(action)
        assert census(game) == FULL
        if views:
            check_views(game)
    assert game.settlement is not None and sum(game.settlement.net()) == 0
    assert sum(p.amount for p in game.settlement.payments if p.amount <= 0) == 0
    replayed = game_from_json(json.loads(json.dumps(game_to_json(game))))
    assert [e.to_json() for e in replayed.events] == [e.to_json() for e in game.events]


def random_winner(seed: int) -> Chooser:
    rng = SplitMix64(seed)

    def choose(seat: int, legal: tuple[Action, ...]) -> Action:
        if Win(seat) in legal:
            return Win(seat)
        return legal[rng.below(len(legal))]

    return choose
