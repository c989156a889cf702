"""Atomic, durable file writes: a crash, a kill or a full disk never leaves a half-written file.

The text goes to a temporary file in the same folder (``os.replace`` is only atomic within one file
system), is flushed and fsynced, renamed over the target, and then the folder itself is fsynced:
without that last step the rename may still be lost on a power cut, leaving the old file (or, for a
new file, none). A process killed between creating the temporary file and renaming it leaves a
``.<name>.<random>.tmp`` behind; ``remove_stale_temporaries`` (called before every write) deletes
those older than a minute, so they never pile up. Every writer of player data uses this module.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from pathlib import Path

# A temporary file younger than this may belong to a write in progress in another instance.
STALE_AFTER_S = 60.0

# On Windows a rename over a file another program holds open (a virus scanner, a backup tool, an
# editor, the search indexer) fails with "Access denied" for as long as it holds it, usually a
# moment: the rename is tried again after these pauses (1.55 s in all) before the write fails.
REPLACE_RETRY_PAUSES_S = (0.05, 0.1, 0.2, 0.4, 0.8)


def temporary_prefix(path: Path) -> str:
    return f".{path.name}."


def write_text_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path``: readers see either the old or the new file, never a mix."""
    write_bytes_atomic(path, text.encode("utf-8"))


def write_bytes_atomic(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    remove_stale_temporaries(path)
    fd, tmp_name = tempfile.mkstemp(prefix=temporary_prefix(path), suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        replace_retrying(tmp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise
    fsync_folder(path.parent)


def replace_retrying(source: str | Path, target: Path) -> None:
    """``os.replace``, tried again on ``PermissionError`` (a file held by another program); when it
    still fails, a ``PermissionError`` naming the file and saying why (``target`` is untouched)."""
    for pause in REPLACE_RETRY_PAUSES_S:
        try:
            os.replace(source, target)
            return
        except PermissionError:
            time.sleep(pause)
    try:
        os.replace(source, target)
    except PermissionError as exc:
        tries = len(REPLACE_RETRY_PAUSES_S) + 1
        raise PermissionError(
            exc.errno,
            f"{target} is held by another program or not writable "
            f"({exc.strerror or exc}; tried {tries} times); the file on disk was left as it was",
        ) from None


def fsync_folder(folder: Path) -> None:
    """Make a rename or a new file in ``folder`` durable (a no-op where folders cannot be opened,
    as on Windows, whose file system journals the rename itself)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)


def remove_stale_temporaries(path: Path, *, now: float | None = None) -> list[Path]:
    """Delete temporary files of ``path`` left by a killed writer; returns what was removed."""
    removed: list[Path] = []
    moment = time.time() if now is None else now
    try:
        entries = list(path.parent.glob(temporary_prefix(path) + "*.tmp"))
    except OSError:
        return removed
    for entry in entries:
        try:
            if moment - entry.stat().st_mtime >= STALE_AFTER_S:
                entry.unlink()
                removed.append(entry)
        except OSError:
            continue
    return removed
