"""Where the player's games live: the platform's data folder (platformdirs), or a folder given.

Tests and benchmarks always pass their own folder; only the app uses the default.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP_NAME = "mahjong-desktop"


def default_data_dir() -> Path:
    return platformdirs.user_data_path(APP_NAME, appauthor=False)


@dataclass(frozen=True, slots=True)
class DataDir:
    """The files of one profile under ``root``."""

    root: Path

    @classmethod
    def default(cls) -> DataDir:
        return cls(default_data_dir())

    @property
    def sessions_db(self) -> Path:
        return self.root / "sessions.sqlite3"

    @property
    def records_db(self) -> Path:
        return self.root / "records.sqlite3"

    @property
    def saves(self) -> Path:
        return self.root / "saves"
