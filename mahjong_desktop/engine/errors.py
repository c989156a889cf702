"""The engine's exceptions."""

from __future__ import annotations

from mahjong_desktop.validation import DataError


class EngineError(Exception):
    """Base of the engine's errors."""


class IllegalActionError(EngineError, ValueError):
    """``Game.apply`` was given an action that is not among ``legal_actions``; the message says
    what was refused and why. The game state is unchanged."""


class RecordError(EngineError, DataError):
    """A saved game or session cannot be loaded: a ``DataError`` naming the field (``key``, e.g.
    ``actions[12]``) and what is wrong. The engine does not know the file; a reader that does
    names it (``record 3 (session …, hand 2): actions[12]: …``)."""
