"""An exclusive lock on a profile file, held across read-merge-write so two instances of the game
never interleave their saves (the second waits a moment, then merges the first one's change).

The lock is an OS advisory lock on a ``<name>.lock`` file beside the data (``fcntl.flock`` on Linux
and macOS, ``msvcrt.locking`` on Windows); it dies with the process, so a killed instance never
leaves a profile locked.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path

WAIT_S = 10.0  # a save takes milliseconds; waiting longer than this means something is stuck
_POLL_S = 0.02


class LockTimeout(OSError):
    """Another instance held the profile's lock for longer than ``WAIT_S``."""


def lock_path(path: Path) -> Path:
    return path.with_name(path.name + ".lock")


@contextlib.contextmanager
def exclusive(path: Path, wait_s: float = WAIT_S) -> Iterator[None]:
    """Hold the lock of ``path`` for the duration of the ``with`` block."""
    target = lock_path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(target, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        deadline = time.monotonic() + wait_s
        while not _try_lock(fd):
            if time.monotonic() >= deadline:
                raise LockTimeout(f"{target}: another instance of the game holds this lock")
            time.sleep(_POLL_S)
        try:
            yield
        finally:
            _unlock(fd)
    finally:
        os.close(fd)


if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        with contextlib.suppress(OSError):
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
