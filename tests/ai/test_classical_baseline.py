"""The classical baseline of benchmarks/classical.py (issue 21's yardstick, not a game level):
it plays every region legally, and it folds the way it says — against a declared opponent a far
hand throws tiles that player let pass."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from mahjong_desktop.ai.arena import ArenaConfig, run_arena
from mahjong_desktop.ai.levels import make_player
from mahjong_desktop.engine.actions import Discard, RegionMove
from mahjong_desktop.engine.game import Game
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.rules.ruleset import available_regions

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from classical import Classical

SPEC = "classical:Classical"


@pytest.mark.slow
@pytest.mark.parametrize("region", available_regions())
def test_it_plays_whole_hands_legally_in_every_region(region: str) -> None:
    """``Game.apply`` refuses an illegal action, so a finished wall is a legal one."""
    config = ArenaConfig(region, (SPEC, "normal", SPEC, "plain"), 3)
    (wall,) = run_arena(config, 1)
    assert len(wall.seats) == 16 and sum(r.points for r in wall.seats) == 0


@pytest.mark.slow
def test_a_far_hand_throws_what_a_declared_player_let_pass() -> None:
    rules = load_region("lanzhou", {"mode": "liang_bao_bao"})
    checked = 0
    for seed in range(12):
        game = Game(rules, seed, 0)
        players = [make_player("normal", rules, s) for s in range(4)]
        while not game.is_over:
            for s in game.waiting_for():
                view = game.view(s)
                action = players[s].choose(view, view.legal)
                others = [i for i in view.seats if i.seat != s]
                declared = [i for i in others if i.declared_ready]
                lone = len(declared) == 1 and all(len(i.melds) < 3 for i in others)
                passed = set(declared[0].let_pass) if lone else set()
                classical = Classical(rules, 1)
                far = classical._shanten(view.counts(), len(view.me.melds), view.wild) >= 2
                if view.phase == "turn" and passed & set(view.concealed) and far:
                    pick = classical.choose(view, view.legal)
                    tile = pick.tiles[0] if isinstance(pick, RegionMove) else pick.tile
                    assert isinstance(pick, Discard | RegionMove) and tile in passed
                    checked += 1
                game.apply(action)
    assert checked >= 5
