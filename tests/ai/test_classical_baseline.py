"""The classical baseline of benchmarks/classical.py (issue 21's yardstick, not a game level):
it plays every region legally. How it plays 兰州 (no folding there, issue 34) is tested with the
second yardstick in test_plain_yardsticks.py."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from mahjong_desktop.ai.arena import ArenaConfig, run_arena
from mahjong_desktop.rules.ruleset import available_regions

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))


SPEC = "classical:Classical"


@pytest.mark.slow
@pytest.mark.parametrize("region", available_regions())
def test_it_plays_whole_hands_legally_in_every_region(region: str) -> None:
    """``Game.apply`` refuses an illegal action, so a finished wall is a legal one."""
    config = ArenaConfig(region, (SPEC, "normal", SPEC, "plain"), 3)
    (wall,) = run_arena(config, 1)
    assert len(wall.seats) == 16 and sum(r.points for r in wall.seats) == 0
