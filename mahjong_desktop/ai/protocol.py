"""The computer-player protocol: given its ``PlayerView`` and the legal choices, return one of them.

A computer player is any object with ``choose(view, legal) -> Action``. It is handed a frozen
``PlayerView`` (own tiles and everything public, no reference to the game) and the region's rules
(ruleset data and scorer, no game state), so by construction it cannot read hidden tiles.

The engine's ``Session.play_hand`` takes callables ``view -> action``; ``as_callable`` adapts a
``Player`` to that form.

A player may also watch the hand (``Watcher``): an outside bot keeps its own picture of the
table from the events, as a program reading the bot protocol must. Drivers hand each watcher
the events as its seat may see them (``show_events``) and ``close`` it when the game is over.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol, runtime_checkable

from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.events import Event
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


@runtime_checkable
class Watcher(Protocol):
    """A player that is shown the events of the hand and holds something to release at the end
    (an outside bot's process)."""

    def observe(self, seat: int, events: Sequence[Event]) -> None:
        """``events`` as ``seat`` may see them, in order, before its next decision."""
        ...

    def close(self) -> None:
        """The game is over (or abandoned): release what the player holds."""
        ...


def show_events(players: Sequence[object], events: Sequence[Event]) -> None:
    """Show ``events`` to every watching player of seats 0–3, each only its seat's copy."""
    if not events:
        return
    for seat, player in enumerate(players):
        if isinstance(player, Watcher):
            player.observe(seat, [e.for_seat(seat) for e in events])


def close_players(players: Sequence[object]) -> None:
    """End every watching player (every one, even when one of them fails to close)."""
    for player in players:
        if isinstance(player, Watcher):
            player.close()
