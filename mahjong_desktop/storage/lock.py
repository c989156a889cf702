"""The game's two locks, on one OS advisory lock: ``fcntl.flock`` on Linux and macOS,
``msvcrt.locking`` on Windows. It dies with the process, so a killed instance (even ``kill -9``)
never leaves anything locked.

- ``exclusive(path)``: held across a read-merge-write of a file (the settings) so two instances
  never interleave their saves; the second waits a moment, then merges the first one's change.
- ``ProfileLock``: one writer per profile, held while the kept games are open, so a second copy
  of the app cannot resume (and so fork) the session the first is playing. It does not wait.

A lock file that is not a regular file (a folder, a FIFO, a device put in its place) is refused
with ``LockUnusable`` naming it: a folder cannot be opened for writing, and locking a device or
a pipe proves nothing about another instance.
"""

from __future__ import annotations

import contextlib
import os
import stat
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from mahjong_desktop.validation import special_kind

WAIT_S = 10.0  # a save takes milliseconds; waiting longer than this means something is stuck
_POLL_S = 0.02


class LockTimeout(OSError):
    """Another instance held the lock for longer than ``WAIT_S``."""


class ProfileBusy(OSError):
    """Another running copy of the app holds the profile (its lock file ``path``)."""

    def __init__(self, path: Path) -> None:
        super().__init__(f"{path}: another copy of Mahjong Desktop is using these kept games")
        self.path = path


class LockUnusable(OSError):
    """The lock file cannot be used: ``kind`` says what stands in its place (a folder, a named
    pipe, a device), None when it is a file that cannot be opened. The message names it."""

    def __init__(self, path: Path, reason: str, kind: str | None = None) -> None:
        super().__init__(f"{path}: {reason}; remove it or move it away")
        self.path = path
        self.kind = kind


def lock_path(path: Path) -> Path:
    return path.with_name(path.name + ".lock")


@contextlib.contextmanager
def exclusive(path: Path, wait_s: float = WAIT_S) -> Iterator[None]:
    """Hold the lock of ``path`` (``<name>.lock`` beside it) for the duration of the ``with``
    block, waiting up to ``wait_s`` for another instance; ``LockTimeout`` after that."""
    target = lock_path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd = _open_lock_file(target, 0o600)
    try:
        deadline = time.monotonic() + wait_s
        while not _try_lock(fd):
            if time.monotonic() >= deadline:
                raise LockTimeout(f"{target}: another instance of the game holds this lock")
            time.sleep(_POLL_S)  # the OS offers no lock wait with a timeout on every platform
        try:
            yield
        finally:
            _unlock(fd)
    finally:
        os.close(fd)


class ProfileLock:
    """The lock on ``path`` (``profile.lock``), taken by ``acquire`` without waiting."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None

    def acquire(self) -> None:
        """``ProfileBusy`` when another copy of the app holds it; ``LockUnusable`` when the lock
        file cannot be used at all."""
        fd = _open_lock_file(self.path, 0o644)
        if not _try_lock(fd):
            os.close(fd)
            raise ProfileBusy(self.path)
        self._fd = fd

    def release(self) -> None:
        if self._fd is not None:
            os.close(self._fd)  # closing the descriptor frees the lock
            self._fd = None


def _open_lock_file(path: Path, mode: int) -> int:
    """An open descriptor of the regular file ``path`` (made if missing). ``O_NONBLOCK``: a FIFO
    put there cannot block the open; the kind is checked on the open descriptor, so nothing
    swapped in after a check is ever locked."""
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags, mode)
    except OSError as exc:
        kind = _kind_at(path)
        if kind is None:
            raise LockUnusable(path, f"cannot be opened ({exc.strerror or exc})") from None
        raise LockUnusable(path, f"is {kind}, not a regular file", kind) from None
    mode_now = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode_now):
        os.close(fd)
        kind = special_kind(mode_now)
        raise LockUnusable(path, f"is {kind}, not a regular file", kind)
    return fd


def _kind_at(path: Path) -> str | None:
    """What stands at ``path`` when it is not a regular file (None for a regular one or none)."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return None
    return None if stat.S_ISREG(mode) else special_kind(mode)


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
