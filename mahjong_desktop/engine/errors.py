"""The engine's exceptions."""

from __future__ import annotations


class EngineError(Exception):
    """Base of the engine's errors."""


class IllegalActionError(EngineError, ValueError):
    """``Game.apply`` was given an action that is not among ``legal_actions``; the message says
    what was refused and why. The game state is unchanged."""


class RecordError(EngineError, ValueError):
    """A saved game or session cannot be loaded: the message names what is wrong."""
