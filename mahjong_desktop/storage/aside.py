"""Keep a bad file aside before anything is written over it, under a name never used before.

A player's hand-edited file that the game could not read in full is the only copy of whatever the
player had there. It is copied (not moved: the game may still read the good parts) to
``<name>.broken``, or ``<name>.broken.2``, ``.3`` … when earlier copies exist: a later problem must
never overwrite the copy of an earlier one. The copy is made with exclusive creation and written
in full or removed again, so a full disk leaves no empty ``.broken`` file while the message says
that no copy was kept.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from mahjong_desktop.storage.atomic import fsync_folder

MAX_COPIES = 1000  # beyond this many kept copies the player is told to clean up


def aside_name(path: Path, number: int) -> Path:
    suffix = ".broken" if number == 1 else f".broken.{number}"
    return path.with_name(path.name + suffix)


def keep_aside(path: Path) -> Path:
    """Copy ``path`` to the first free ``.broken`` name and return it; ``OSError`` if impossible."""
    data = path.read_bytes()
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
