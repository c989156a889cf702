"""Something the game read and had to skip, kept for the notice that names it."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from mahjong_desktop.messages import Says
from mahjong_desktop.validation import DataError


@dataclass(frozen=True, slots=True)
class Problem:
    """A part of a file (a stored session, a record, the file itself) that could not be used; the
    rest was kept. ``moved_to`` is where the bad file was kept aside (``aside.keep_aside``), if
    it was. ``error`` is the error the message was made from, when there was one: the window
    words it again in the player's language (``message`` is its English, for the log)."""

    path: Path
    message: str
    moved_to: Path | None = None
    error: DataError | None = None

    @classmethod
    def said(cls, path: Path, said: Says, moved_to: Path | None = None) -> Problem:
        """The problem ``said`` of the file at ``path`` (a message template: ``messages``)."""
        return cls(path, said.english(), moved_to, DataError.about("", "", said))

    @classmethod
    def of(cls, path: Path, error: Exception) -> Problem:
        """The problem ``error`` describes (kept whole when it is a ``DataError``)."""
        return cls(path, str(error), error=error if isinstance(error, DataError) else None)

    def describe(self) -> str:
        text = f"{self.path}: {self.message}"
        if self.moved_to is not None:
            text += f" (the file was kept as {self.moved_to})"
        return text
