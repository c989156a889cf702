"""The engine's exceptions."""

from __future__ import annotations

from mahjong_desktop.messages import Says
from mahjong_desktop.validation import DataError


class EngineError(Exception):
    """Base of the engine's errors."""


class IllegalActionError(EngineError, ValueError):
    """``Game.apply`` was given an action that is not among ``legal_actions``; the message says
    what was refused and why. The game state is unchanged.

    ``says`` is that message as a template with its arguments (the seat, the tiles, the kinds
    of action allowed), which the window words in the player's language; ``str()`` is its
    English, for the log and the command line."""

    def __init__(self, says: Says) -> None:
        super().__init__(says.english())
        self.says = says

    def __reduce__(self) -> tuple[type[IllegalActionError], tuple[Says]]:
        # Rebuilt from its template, not its English (an arena worker's error crosses processes).
        return type(self), (self.says,)


class RecordError(EngineError, DataError):
    """A saved game or session cannot be loaded: a ``DataError`` naming the field (``key``, e.g.
    ``actions[12]``) and what is wrong. The engine does not know the file; a reader that does
    names it (``record 3 (session …, hand 2): actions[12]: …``)."""
