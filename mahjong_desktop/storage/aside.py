"""Keep a bad file aside before anything is written over it, under a name never used before.

One policy and one name for every kind of file the game keeps aside (settings, the window file,
a database and its ``-wal``/``-shm``, a damaged or orphaned write-ahead log):
``<name>.broken-<UTC time>[-N]``, e.g. ``records.sqlite3.broken-20261203T024501Z`` and, when
that name is taken, ``…Z-1``, ``…Z-2`` …. The time tells the player which start found the
problem; the number keeps a later problem from ever overwriting the copy of an earlier one (the
notice says why the file was kept, so the name needs no reason word).

A file the game may still read (settings it keeps the good keys of, a log sqlite is about to
read up to its damage) is *copied*, with exclusive creation and written in full or removed again,
so a full disk leaves no empty copy while the message says that no copy was kept. A file that
cannot be copied — unreadable (mode 000), too large, or not a regular file at all (a FIFO, a
device, a folder in its place) — and a file the game replaces (a database) are *moved*: a rename
reads nothing, so it can neither block nor fill the memory.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Iterable, Iterator
from datetime import UTC, datetime
from pathlib import Path

from mahjong_desktop.storage.atomic import fsync_folder
from mahjong_desktop.validation import DataError, Limits, read_bytes

MAX_COPIES = 1000  # beyond this many kept copies with one time stamp the player is told to clean up
MAX_COPY_BYTES = 16 << 20  # a bigger file is moved rather than read into memory to be copied
SUFFIX = ".broken"


def aside_names(path: Path, now: datetime | None = None) -> Iterator[Path]:
    """The names a bad ``path`` may be kept under, in the order they are tried."""
    stamp = (now or datetime.now(UTC)).strftime("%Y%m%dT%H%M%SZ")
    base = path.with_name(f"{path.name}{SUFFIX}-{stamp}")
    yield base
    for number in range(1, MAX_COPIES):
        yield base.with_name(f"{base.name}-{number}")


def keep_aside(path: Path, *, move: bool = False, companions: Iterable[str] = ()) -> Path:
    """Keep ``path`` under its first free ``aside_names`` name and return that name.

    ``move``: rename it (the caller starts a new file in its place); else copy it, or move it
    when it cannot be read as a regular file of at most ``MAX_COPY_BYTES``. ``companions``:
    suffixes of files that belong to it (a database's ``-wal``, ``-shm``), moved along to the kept
    name plus the suffix when present. ``OSError`` when it can be neither copied nor moved (or
    ``MAX_COPIES`` names are taken); nothing was changed then.
    """
    place = _moved_to(path)
    if not move:
        # Unreadable, too large or not a regular file: moved.
        with contextlib.suppress(DataError):
            place = _copied_to(read_bytes(path, Limits(max_bytes=MAX_COPY_BYTES)))
    target = _first_free(path, place)
    for suffix in companions:
        companion = path.with_name(path.name + suffix)
        if os.path.lexists(companion):
            with contextlib.suppress(OSError):
                _moved_to(companion)(target.with_name(target.name + suffix))
    fsync_folder(path.parent)
    return target


def _first_free(path: Path, place: Callable[[Path], None]) -> Path:
    """The free-name loop: ``place`` raises ``FileExistsError`` for a taken name, never
    overwrites one."""
    for target in aside_names(path):
        if os.path.lexists(target):
            continue
        try:
            place(target)
        except FileExistsError:
            continue
        return target
    raise OSError(f"{MAX_COPIES} copies named {path.name}{SUFFIX}… exist already; remove some")


def _copied_to(data: bytes) -> Callable[[Path], None]:
    def place(target: Path) -> None:
        fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0))
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
                handle.flush()
                os.fsync(handle.fileno())
        except BaseException:
            with contextlib.suppress(OSError):
                target.unlink()
            raise

    return place


def _moved_to(path: Path) -> Callable[[Path], None]:
    def place(target: Path) -> None:
        try:
            # A hard link fails when the name is taken, so a copy kept meanwhile is never replaced.
            os.link(path, target, follow_symlinks=False)
        except FileExistsError:
            raise
        except (OSError, NotImplementedError):
            # Folders cannot be hard-linked, nor can files on some file systems: rename to the
            # name just seen free (Windows refuses a taken name; elsewhere the window is tiny).
            os.rename(path, target)
        else:
            try:
                os.unlink(path)
            except OSError:
                # Held open by another program (Windows): the link goes again, so nothing looks
                # kept that was not moved, and the caller hears why.
                with contextlib.suppress(OSError):
                    os.unlink(target)
                raise

    return place
