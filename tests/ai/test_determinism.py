"""Same seed ⇒ same decisions, at every level (the hard player's budget counts nodes, not time)."""

from __future__ import annotations

from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.region import RegionRules
from tests.helpers.seeded_hands import play_hand

LINEUP = ["hard", "normal", "easy", "random"]


def _decisions(region: RegionRules, seed: int) -> list[tuple[str, Action]]:
    out: list[tuple[str, Action]] = []

    def log(view: PlayerView, action: Action, name: str) -> None:
        out.append((name, action))

    play_hand(region, LINEUP, seed, log)
    return out


def test_same_seed_same_decisions(region: RegionRules) -> None:
    for seed in (1, 2, 3):
        assert _decisions(region, seed) == _decisions(region, seed)


def test_easy_noise_follows_its_seed(region: RegionRules) -> None:
    """Easy's noise comes from its own seeded generator: other seeds, other games."""
    logs = {tuple(a for _, a in _decisions_for(region, ["easy"] * 4, seed)) for seed in range(4)}
    assert len(logs) > 1


def _decisions_for(region: RegionRules, lineup: list[str], seed: int) -> list[tuple[str, Action]]:
    out: list[tuple[str, Action]] = []
    play_hand(region, lineup, seed, lambda v, a, n: out.append((n, a)))
    return out
