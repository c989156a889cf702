"""Computer players by name: the three levels, the two baselines, and outside players.

``make_player("hard", region, seed)``; ``"module:Class"`` imports ``Class`` from ``module`` and
calls ``Class(region=region, seed=seed)`` — see README, "Writing your own computer player".
"""

from __future__ import annotations

import importlib

from mahjong_desktop.ai.easy import EasyPlayer
from mahjong_desktop.ai.hard import HardPlayer
from mahjong_desktop.ai.normal import NormalPlayer
from mahjong_desktop.ai.protocol import Player
from mahjong_desktop.ai.simple import PlainPlayer, RandomPlayer
from mahjong_desktop.rules.region import RegionRules

LEVELS = ("easy", "normal", "hard")
BUILT_IN = {
    "easy": EasyPlayer,
    "normal": NormalPlayer,
    "hard": HardPlayer,
    "random": RandomPlayer,
    "plain": PlainPlayer,
}


class PlayerSpecError(ValueError):
    """A player name that names no player."""


def base_spec(spec: str) -> str:
    """The player a line-up name plays: ``normal#b`` is ``normal``, seated as a row of its own in
    the arena's report (a label tells copies of one player apart)."""
    return spec.partition("#")[0]


def check_spec(spec: str) -> None:
    """Raise ``PlayerSpecError`` unless ``spec`` names a built-in player or an importable
    ``module:Class`` with a ``choose`` method (either may carry a ``#label``)."""
    spec = base_spec(spec)
    if spec in BUILT_IN:
        return
    _outside_class(spec)


def _outside_class(spec: str) -> type:
    module, sep, cls_name = spec.partition(":")
    if not sep or not module or not cls_name:
        raise PlayerSpecError(
            f"unknown player {spec!r}; use one of {', '.join(BUILT_IN)} or module:Class"
        )
    try:
        mod = importlib.import_module(module)
    except ImportError as exc:
        raise PlayerSpecError(f"player {spec!r}: cannot import {module!r} ({exc})") from None
    cls = getattr(mod, cls_name, None)
    if not isinstance(cls, type) or not callable(getattr(cls, "choose", None)):
        raise PlayerSpecError(f"player {spec!r}: {module} has no class {cls_name} with choose()")
    return cls


def make_player(spec: str, region: RegionRules, seed: int) -> Player:
    """A fresh player for one hand (its generator seeded with ``seed``)."""
    spec = base_spec(spec)
    cls = BUILT_IN.get(spec)
    if cls is not None:
        return cls(region, seed)  # type: ignore[no-any-return]
    player = _outside_class(spec)(region=region, seed=seed)
    if not getattr(player, "name", None):
        player.name = spec
    return player  # type: ignore[no-any-return]
