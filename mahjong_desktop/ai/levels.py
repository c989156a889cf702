"""Computer players by name: the three levels, the two baselines, and outside players.

``make_player("hard", region, seed)``; ``"module:Class"`` imports ``Class`` from ``module`` and
calls ``Class(region=region, seed=seed)`` — see docs/computer-players.md; ``"cmd:program args"``
runs a program speaking the bot protocol (docs/formats/bot-protocol.md).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from typing import Any

from mahjong_desktop.ai.easy import EasyPlayer
from mahjong_desktop.ai.hard import HardPlayer
from mahjong_desktop.ai.normal import NormalPlayer
from mahjong_desktop.ai.outside_bot import (
    DEFAULT_TIMEOUT,
    BotCommandError,
    OutsideBot,
    split_command,
)
from mahjong_desktop.ai.protocol import Player
from mahjong_desktop.ai.simple import PlainPlayer, RandomPlayer
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.region import RegionRules

LEVELS = ("easy", "normal", "hard")
# Each is made as ``cls(region, seed)`` (typed so: the classes share no base with that signature).
BUILT_IN: dict[str, Callable[[RegionRules, int], Player]] = {
    "easy": EasyPlayer,
    "normal": NormalPlayer,
    "hard": HardPlayer,
    "random": RandomPlayer,
    "plain": PlainPlayer,
}


COMMAND_PREFIX = "cmd:"  # cmd:python3 mybot.py — a program speaking the bot protocol


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
    if spec.startswith(COMMAND_PREFIX):
        try:
            split_command(spec[len(COMMAND_PREFIX) :])
        except BotCommandError as exc:
            raise PlayerSpecError(f"player {spec!r}: {exc}") from None
        return
    _outside_class(spec)


def _outside_class(spec: str) -> type:
    module, sep, cls_name = spec.partition(":")
    if not sep or not module or not cls_name:
        raise PlayerSpecError(
            f"unknown player {spec!r}; use one of {', '.join(BUILT_IN)}, module:Class "
            "or cmd:program"
        )
    try:
        mod = importlib.import_module(module)
    except (Exception, SystemExit) as exc:
        # Whatever an outside module does on import (a syntax error, an exception, even
        # sys.exit(0), which would end the arena with "success" and no output) is its fault:
        # one line naming it, never a traceback or a silent exit.
        what = f"SystemExit({exc.code!r})" if isinstance(exc, SystemExit) else _said(exc)
        raise PlayerSpecError(f"player {spec!r}: cannot import {module!r} ({what})") from None
    cls = getattr(mod, cls_name, None)
    if not isinstance(cls, type) or not callable(getattr(cls, "choose", None)):
        raise PlayerSpecError(f"player {spec!r}: {module} has no class {cls_name} with choose()")
    return cls


def make_player(
    spec: str, region: RegionRules, seed: int, *, bot_timeout: float = DEFAULT_TIMEOUT
) -> Player:
    """A fresh player for one hand (its generator seeded with ``seed``). A ``cmd:`` player's
    program starts on its first event; the caller ends it (``protocol.close_players``)."""
    spec = base_spec(spec)
    built_in = BUILT_IN.get(spec)
    if built_in is not None:
        return built_in(region, seed)
    if spec.startswith(COMMAND_PREFIX):
        try:
            return OutsideBot(spec[len(COMMAND_PREFIX) :], region, seed, timeout=bot_timeout)
        except BotCommandError as exc:
            raise PlayerSpecError(f"player {spec!r}: {exc}") from None
    cls = _outside_class(spec)
    try:
        player = cls(region=region, seed=seed)
    except Exception as exc:
        raise PlayerSpecError(
            f"player {spec!r}: {cls.__name__}(region=…, seed=…) failed: {_said(exc)}"
        ) from None
    if not getattr(player, "name", None):
        player.name = spec
    return _Checked(player, spec)


def _said(exc: BaseException) -> str:
    text = str(exc).splitlines()[0] if str(exc) else ""
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


class _Checked:
    """An outside player whose every answer is checked: an exception from its ``choose`` or an
    answer that is not one of the legal actions is a ``PlayerSpecError`` naming the player, not
    a traceback from deep inside the engine."""

    def __init__(self, player: Any, spec: str) -> None:
        self.player = player
        self.spec = spec
        self.name: str = player.name

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        try:
            # Typed as the Action it must be: the test below refuses anything else.
            action: Action = self.player.choose(view, legal)
        except Exception as exc:
            raise PlayerSpecError(f"player {self.spec!r}: choose() raised {_said(exc)}") from None
        if action not in legal:
            raise PlayerSpecError(
                f"player {self.spec!r}: choose() returned {action!r:.60}, "
                "which is not one of the legal actions"
            )
        return action
