"""A 临沧 hand in which the hard player declares a kong: its views up to the discard right after
the kong's replacement draw (``PlayerView.after_kong``), for the tests of the 杠上炮 guard."""

from __future__ import annotations

from mahjong_desktop.ai.arena import wall_seed
from mahjong_desktop.ai.hard import HardPlayer
from mahjong_desktop.ai.normal import NormalPlayer
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.registry import load_region

# Wall 83 of the arena's seed 2026: hard (seat 0) declares a concealed kong of 白 at its fifth
# decision and then holds 99m457788p345s, where 7p and 8p leave hands of the same worth.
_WALL = 83


def after_own_kong(region_id: str = "lincang") -> PlayerView:
    region = load_region(region_id)
    players = [HardPlayer(region, 7)] + [NormalPlayer(region, s) for s in (1, 2, 3)]
    game = Game(region, wall_seed(2026, _WALL), 0)
    while not game.is_over:
        for s in game.waiting_for():
            view = game.view(s)
            if s == 0 and view.after_kong and view.phase is Phase.TURN:
                return view
            game.apply(players[s].choose(view, view.legal))
    raise AssertionError("the hand had no kong by seat 0")


def views_before_kong() -> list[PlayerView]:
    region = load_region("lincang")
    players = [HardPlayer(region, 7)] + [NormalPlayer(region, s) for s in (1, 2, 3)]
    game = Game(region, wall_seed(2026, _WALL), 0)
    out: list[PlayerView] = []
    while not game.is_over:
        for s in game.waiting_for():
            view = game.view(s)
            if s == 0:
                if view.after_kong:
                    return out
                out.append(view)
            game.apply(players[s].choose(view, view.legal))
    return out
