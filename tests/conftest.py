"""Suite-wide: the game makes no sound under test (ui/table/sound.py reads this before any player is
made; tests/ui/test_sound.py checks it), and the fixture the invariant tests of every region use."""

from __future__ import annotations

import os

import pytest

from mahjong_desktop.engine.census import tile_census as census
from mahjong_desktop.engine.game import Game
from tests.helpers.invariants import FULL

os.environ["MAHJONG_DESKTOP_SOUND"] = "off"


@pytest.fixture
def census_per_event(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Check the census whenever the engine emits an event; returns a one-item event counter."""
    seen = [0]
    emit = Game.emit

    def checked(self: Game, event) -> None:
        emit(self, event)
        assert census(self) == FULL, f"tiles lost or doubled at {event}"
        seen[0] += 1

    monkeypatch.setattr(Game, "emit", checked)
    return seen


@pytest.fixture(params=["lincang", "linfen"])
def name(request: pytest.FixtureRequest) -> str:
    """临汾 plays 临沧's rules except at an exhaustive draw (docs/rules/linfen.md): the rule tests
    the two share (tests/regions/lincang, some of tests/engine) run for both through this."""
    return str(request.param)
