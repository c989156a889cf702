"""Something the game read and had to skip, kept for the notice that names it."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True, slots=True)
class Problem:
    """A part of a file (a stored session, a record, the file itself) that could not be used; the
    rest was kept. ``moved_to`` is where the bad file was kept aside (``aside.keep_aside``), if
    it was."""

    path: Path
    message: str
    moved_to: Path | None = None

    def describe(self) -> str:
        text = f"{self.path}: {self.message}"
        if self.moved_to is not None:
            text += f" (the file was kept as {self.moved_to})"
        return text
