"""The two baselines of the arena: ``random`` (uniform among legal actions) and ``plain`` (the
built-in basic player: fewest tiles from ready, then most effective tiles, nothing else)."""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_desktop.ai.basic import BasicPlayer
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.rng import SplitMix64
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.region import RegionRules


class RandomPlayer:
    """Uniformly random legal actions from its own seeded generator."""

    name = "random"

    def __init__(self, region: RegionRules | None = None, seed: int = 0) -> None:
        self.rng = SplitMix64(seed)

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        return legal[self.rng.below(len(legal))]

    def __call__(self, view: PlayerView) -> Action:
        return self.choose(view, view.legal)


class PlainPlayer:
    """``ai/basic.py``'s player behind the ``Player`` protocol (it reads ``view.legal``)."""

    name = "plain"

    def __init__(self, region: RegionRules, seed: int = 0) -> None:
        self.basic = BasicPlayer(seed, rules=region.shape_rules())

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        return self.basic(view)

    def __call__(self, view: PlayerView) -> Action:
        return self.basic(view)
