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
import os
from dataclasses import dataclass
from pathlib import Path

from mahjong_desktop.messages import Says
from mahjong_desktop.storage.aside import keep_aside
from mahjong_desktop.storage.atomic import write_text_atomic
from mahjong_desktop.validation import DataError, Fields, Limits, read_json_file

FILE_NAME = "window.json"
FORMAT_VERSION = 1
MAX_FILE_BYTES = 16_384  # Qt's blob is under 100 bytes; anything far larger is not ours
MAX_BLOB_BYTES = 4_096
WINDOW_LIMITS = Limits(
    max_bytes=MAX_FILE_BYTES, max_depth=4, max_items=100, max_string=MAX_BLOB_BYTES * 2
)


@dataclass(frozen=True, slots=True)
class WindowLoad:
    geometry: bytes | None
    problem: str | None = None  # what was wrong with the file, for the player
    kept_as: Path | None = None  # where the bad file was moved


def load_window_state(path: Path) -> WindowLoad:
    """The saved geometry, or None; a bad file is moved aside (never overwritten) and described."""
    # lexists: a link to nothing is refused and moved aside like any unreadable file, so the next
    # close writes a file of its own.
    if not os.path.lexists(path):
        return WindowLoad(None)
    try:
        fields = Fields.of(read_json_file(path, WINDOW_LIMITS), str(path))
        fields.integer("version", FORMAT_VERSION, FORMAT_VERSION)
        blob = fields.text("geometry", max_len=MAX_BLOB_BYTES * 2)
    except DataError as exc:
        return _bad(path, exc)
    try:
        geometry = base64.b64decode(blob, validate=True)
    except (binascii.Error, ValueError):
        return _bad(path, DataError(str(path), "geometry", blob, Says("geometry")))
    return WindowLoad(geometry)


def save_window_state(path: Path, geometry: bytes) -> None:
    text = json.dumps(
        {"version": FORMAT_VERSION, "geometry": base64.b64encode(geometry).decode("ascii")}
    )
    write_text_atomic(path, text + "\n")


def _bad(path: Path, why: DataError) -> WindowLoad:
    # Moved, not copied: the next close writes a new file in its place. A file that cannot be
    # moved is not worth a notice on every start: it is removed instead.
    moved: Path | None
    try:
        moved = keep_aside(path, move=True)
    except OSError:
        moved = None
        with contextlib.suppress(OSError):
            path.unlink()
    return WindowLoad(None, str(why), moved)
