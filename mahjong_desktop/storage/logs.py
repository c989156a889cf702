"""The game's logs in the platform's user log folder: a rotating log of unexpected errors, and a
crash log for fatal errors (a segfault in Qt or a C extension) that Python itself cannot catch.

Why both: an exception is caught, written to ``mahjong-desktop.log`` (rotated at 1 MiB, three old
files kept, so it never grows without bound) and shown to the player, and the game goes on. A
fatal error kills the process before any Python code runs again; ``faulthandler`` writes every
thread's Python stack to an already-open file at that moment. Each run opens its own
``fatal-<pid>.log``; a clean exit removes it, whatever it holds (on Windows ``faulthandler`` also
writes exceptions that were handled and did no harm). The next start finds a non-empty one,
renames it to ``crash-<time>.log`` (a name never used before) and tells the player where it is.
The windowed Windows app has no stderr, so without these files such a report would be lost.
"""

from __future__ import annotations

import contextlib
import faulthandler
import logging
import logging.handlers
import os
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import IO

import platformdirs

APP_NAME = "mahjong-desktop"
LOG_NAME = "mahjong-desktop.log"
LOG_BYTES = 1 << 20
LOG_BACKUPS = 3
LOGGER = "mahjong_desktop"


def default_log_dir() -> Path:
    return platformdirs.user_log_path(APP_NAME, appauthor=False)


def error_log(folder: Path) -> tuple[logging.Logger, Path]:
    """The game's logger, writing to the rotating file in ``folder`` (made once per folder)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / LOG_NAME
    logger = logging.getLogger(LOGGER)
    if not any(getattr(h, "baseFilename", None) == str(path) for h in logger.handlers):
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8"
        )
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
        logger.addHandler(handler)
        logger.setLevel(logging.INFO)
        logger.propagate = False
    return logger, path


@dataclass(slots=True)
class CrashLog:
    """This run's fatal-error file, open for ``faulthandler``; ``close`` at a clean exit."""

    path: Path
    handle: IO[str] | None

    def close(self) -> None:
        if self.handle is None:
            return
        with contextlib.suppress(Exception):
            faulthandler.disable()
        handle, self.handle = self.handle, None
        handle.close()
        # Reaching here means the run did not die, so nothing in the file was fatal: on Windows
        # faulthandler also logs exceptions that the code around them handled (an access check in
        # a driver, say). Kept, it would make the next start report a crash that never happened.
        with contextlib.suppress(OSError):
            self.path.unlink()


def start_crash_log(folder: Path) -> CrashLog:
    """Let ``faulthandler`` write a fatal error of this run to ``fatal-<pid>.log`` in ``folder``.

    Without a folder to write to, fatal errors go to stderr as before (never a reason not to
    start)."""
    path = folder / f"fatal-{os.getpid()}.log"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle = open(path, "w", encoding="utf-8")  # noqa: SIM115 - held open until close()
    except OSError:
        return CrashLog(path, None)
    faulthandler.enable(file=handle, all_threads=True)
    return CrashLog(path, handle)


def collect_crashes(folder: Path, *, now: float | None = None) -> list[Path]:
    """Crash logs left by earlier runs, each renamed to a fresh ``crash-<time>.log``; oldest first.

    Empty files of runs that ended without a crash (killed, or a power cut) are removed; a file
    of an instance still running is left alone."""
    found: list[Path] = []
    try:
        candidates = sorted(folder.glob("fatal-*.log"), key=_mtime)
    except OSError:
        return found
    for path in candidates:
        pid = path.stem.removeprefix("fatal-")
        if pid == str(os.getpid()) or (pid.isdigit() and _alive(int(pid))):
            continue
        try:
            if path.stat().st_size == 0:
                path.unlink()
                continue
            stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(_mtime(path)))
            target = _free_name(folder, f"crash-{stamp}")
            path.rename(target)
        except OSError:
            continue
        found.append(target)
    return found


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def _free_name(folder: Path, stem: str) -> Path:
    target = folder / f"{stem}.log"
    number = 2
    while target.exists():
        target = folder / f"{stem}-{number}.log"
        number += 1
    return target


def _alive(pid: int) -> bool:
    # The test on sys.platform with an else: mypy then checks each branch only on its own
    # platform instead of calling the POSIX one unreachable on Windows.
    if sys.platform == "win32":  # pragma: no cover - no cheap check; treat as ended
        return False
    else:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return False
        except OSError:
            return True  # exists, owned by someone else
        return True
