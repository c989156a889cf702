"""Where the main window was: ``window.json`` beside the settings, written when the window closes.

Kept apart from ``settings.json`` because it changes on every close without the player asking,
while settings change only in the dialog; a bad window file must never cost a player a setting.
The geometry itself is Qt's own ``saveGeometry`` blob (base64), which ``restoreGeometry`` checks
and fits to the screens present, so this module only has to keep the bytes safe.
"""

from __future__ import annotations

import base64
import binascii
import contextlib
import json
from dataclasses import dataclass
from pathlib import Path

from mahjong_desktop.storage.atomic import write_text_atomic
from mahjong_desktop.storage.guard import StorageError, move_aside, read_json_file

FILE_NAME = "window.json"
FORMAT_VERSION = 1
MAX_FILE_BYTES = 16_384  # Qt's blob is under 100 bytes; anything far larger is not ours
MAX_BLOB_BYTES = 4_096


@dataclass(frozen=True, slots=True)
class WindowLoad:
    geometry: bytes | None
    problem: str | None = None  # what was wrong with the file, for the player
    kept_as: Path | None = None  # where the bad file was moved


def load_window_state(path: Path) -> WindowLoad:
    """The saved geometry, or None; a bad file is moved aside (never overwritten) and described."""
    if not path.exists():
        return WindowLoad(None)
    try:
        data = read_json_file(path, MAX_FILE_BYTES)
    except StorageError as exc:
        return _bad(path, exc.message)
    if not isinstance(data, dict):
        return _bad(path, "the top level must be an object")
    version = data.get("version")
    if version != FORMAT_VERSION:
        return _bad(path, f"key 'version': {version!r}; allowed: {FORMAT_VERSION}")
    blob = data.get("geometry")
    if not isinstance(blob, str) or len(blob) > MAX_BLOB_BYTES * 2:
        return _bad(path, "key 'geometry': must be a base64 string of Qt's window geometry")
    try:
        geometry = base64.b64decode(blob, validate=True)
    except (binascii.Error, ValueError):
        return _bad(path, "key 'geometry': not valid base64")
    return WindowLoad(geometry)


def save_window_state(path: Path, geometry: bytes) -> None:
    text = json.dumps(
        {"version": FORMAT_VERSION, "geometry": base64.b64encode(geometry).decode("ascii")}
    )
    write_text_atomic(path, text + "\n")


def _bad(path: Path, why: str) -> WindowLoad:
    # A file that cannot be moved is not worth a notice on every start: it is removed instead.
    moved = move_aside(path)
    if moved is None:
        with contextlib.suppress(OSError):
            path.unlink()
    return WindowLoad(None, f"{path}: {why}", moved)
