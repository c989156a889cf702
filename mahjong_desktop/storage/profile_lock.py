"""One writer per profile: a second copy of the app must not resume (and so fork) the session the
first is playing. An advisory lock on ``profile.lock``, held while the profile is open and freed by
the system when the process ends in any way (so a ``kill -9`` never leaves a stale lock behind)."""

from __future__ import annotations

import os
import sys
from pathlib import Path


class ProfileBusy(OSError):
    """Another running copy of the app holds the profile."""


class ProfileLock:
    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None

    def acquire(self) -> None:
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            _lock(fd)
        except OSError:
            os.close(fd)
            raise ProfileBusy(
                f"{self.path}: another copy of Mahjong Desktop is using these kept games"
            ) from None
        self._fd = fd

    def release(self) -> None:
        if self._fd is not None:
            os.close(self._fd)  # closing the descriptor frees the lock
            self._fd = None


if sys.platform == "win32":
    import msvcrt

    def _lock(fd: int) -> None:
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)

else:
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
