"""The computer-player protocol: given its ``PlayerView`` and the legal choices, return one of them.

A computer player is any object with ``choose(view, legal) -> Action``. It is handed a frozen
``PlayerView`` (own tiles and everything public, no reference to the game) and the region's rules
(ruleset data and scorer, no game state), so by construction it cannot read hidden tiles.

The engine's ``Session.play_hand`` takes callables ``view -> action``; ``as_callable`` adapts a
``Player`` to that form.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol, runtime_checkable

from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.view import PlayerView


@runtime_checkable
class Player(Protocol):
    """A computer player. ``name`` labels it in the arena and the coach."""

    name: str

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        """One of ``legal`` (the seat's options now; ``view.legal`` holds the same actions)."""
        ...


def as_callable(player: Player) -> Callable[[PlayerView], Action]:
    """The ``view -> action`` form ``Session.play_hand`` expects."""

    def act(view: PlayerView) -> Action:
        return player.choose(view, view.legal)

    return act
