"""Keep a bad file aside before anything is written over it, under a name never used before.

A player's hand-edited file that the game could not read in full is the only copy of whatever the
player had there. It is copied (not moved: the game may still read the good parts) to
``<name>.broken``, or ``<name>.broken.2``, ``.3`` … when earlier copies exist: a later problem must
never overwrite the copy of an earlier one. The copy is made with exclusive creation and written
in full or removed again, so a full disk leaves no empty ``.broken`` file while the message says
that no copy was kept. A file that cannot be copied — unreadable (mode 000), too large, or not a
regular file at all (a FIFO, a device, a folder in its place) — is moved to that name instead:
a rename reads nothing, so it can neither block nor fill the memory.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from mahjong_desktop.storage.atomic import fsync_folder
from mahjong_desktop.validation import DataError, Limits, read_bytes

MAX_COPIES = 1000  # beyond this many kept copies the player is told to clean up
MAX_COPY_BYTES = 16 << 20  # a bigger file is moved rather than read into memory to be copied


def aside_name(path: Path, number: int) -> Path:
    suffix = ".broken" if number == 1 else f".broken.{number}"
    return path.with_name(path.name + suffix)


def keep_aside(path: Path, max_bytes: int = MAX_COPY_BYTES) -> Path:
    """Copy ``path`` to the first free ``.broken`` name and return it; ``OSError`` if impossible.
    What cannot be read as a regular file of at most ``max_bytes`` is moved there instead."""
    try:
        data = read_bytes(path, Limits(max_bytes=max_bytes))
    except DataError:
        return move_to_free_name(path)
    for number in range(1, MAX_COPIES + 1):
        target = aside_name(path, number)
        try:
            fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0))
        except FileExistsError:
            continue
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
                handle.flush()
                os.fsync(handle.fileno())
        except BaseException:
            with contextlib.suppress(OSError):
                target.unlink()
            raise
        fsync_folder(path.parent)
        return target
    raise OSError(f"{MAX_COPIES} copies named {path.name}.broken… exist already; remove some")


def move_to_free_name(path: Path) -> Path:
    """Rename ``path`` to the first free ``.broken`` name, never over an existing file."""
    for number in range(1, MAX_COPIES + 1):
        target = aside_name(path, number)
        if os.path.lexists(target):
            continue
        try:
            # A hard link fails when the name is taken, so a copy kept meanwhile is never replaced.
            os.link(path, target, follow_symlinks=False)
        except FileExistsError:
            continue
        except (OSError, NotImplementedError):
            # Folders cannot be hard-linked, nor can files on some file systems: rename to the
            # name just seen free (Windows refuses a taken name; elsewhere the window is tiny).
            os.rename(path, target)
        else:
            os.unlink(path)
        fsync_folder(path.parent)
        return target
    raise OSError(f"{MAX_COPIES} copies named {path.name}.broken… exist already; remove some")
