"""A computer player cannot reach hidden state: it is given a frozen view and the region's rules,
and neither holds (directly or through any attribute) the game, a player's state or the wall."""

from __future__ import annotations

import gc
from typing import Any

from mahjong_desktop.ai.levels import BUILT_IN, make_player
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.player import PlayerState
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.engine.wall import Wall
from mahjong_desktop.rules.region import RegionRules

HIDDEN = (Game, PlayerState, Wall)


def _reachable(root: object, limit: int = 200_000) -> list[Any]:
    """Every object reachable from ``root`` through references (modules and classes excluded:
    they are shared code, not state)."""
    seen: set[int] = set()
    stack = [root]
    out: list[Any] = []
    while stack and len(out) < limit:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, type) or type(obj).__name__ == "module":
            continue
        seen.add(id(obj))
        out.append(obj)
        stack.extend(gc.get_referents(obj))
    return out


def test_a_view_holds_no_game_reference(region: RegionRules) -> None:
    game = Game(region, 5, 0)
    for seat in range(4):
        view = game.view(seat)
        assert not [o for o in _reachable(view) if isinstance(o, HIDDEN)]


def test_players_hold_no_game_reference_while_playing(region: RegionRules) -> None:
    game = Game(region, 9, 0)
    players = [make_player(name, region, 1) for name in BUILT_IN]
    steps = 0
    while not game.is_over and steps < 60:
        for s in game.waiting_for():
            view = game.view(s)
            game.apply(players[s % len(players)].choose(view, view.legal))
            steps += 1
    for p in players:
        assert not [o for o in _reachable(p) if isinstance(o, HIDDEN)], p.name


def test_a_view_shows_only_own_concealed_tiles(region: RegionRules) -> None:
    game = Game(region, 11, 0)
    view: PlayerView = game.view(1)
    assert sum(view.counts()) == len(view.concealed) == view.seats[1].concealed_count
    for info in view.seats:
        assert not hasattr(info, "concealed") and not hasattr(info, "counts")
