"""Reading player files without trusting them: bounded size and depth, and bad files kept aside.

Small local helpers for the storage modules (saves, exports, the databases). They follow
docs/architecture.md's storage rules: a clear message naming the file, the key and the value; the
bad file moved aside under a unique name, never overwritten; no pickle, no eval — only ``json`` and
``sqlite3`` parse what is read.
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from mahjong_desktop.validation import DataError, Limits, read_bytes

MAX_JSON_BYTES = 32 * 1024 * 1024  # an export of 10,000 hands is about 12 MB
MAX_JSON_DEPTH = 32  # the deepest legitimate file (a save) nests 6 levels


class StorageError(Exception):
    """A file could not be used. ``path`` names it; ``moved_to`` is where it was kept, if moved."""

    def __init__(self, path: Path, message: str, moved_to: Path | None = None) -> None:
        self.path = path
        self.message = message
        self.moved_to = moved_to
        super().__init__(self.describe())

    def describe(self) -> str:
        text = f"{self.path}: {self.message}"
        if self.moved_to is not None:
            text += f" (the file was kept as {self.moved_to})"
        return text


@dataclass(frozen=True, slots=True)
class Problem:
    """Something read that was skipped; the rest was kept."""

    path: Path
    message: str
    moved_to: Path | None = None

    def describe(self) -> str:
        return StorageError(self.path, self.message, self.moved_to).describe()


def aside_name(path: Path, reason: str = "broken") -> Path:
    """A name next to ``path`` that no file has: ``name.broken-20261201T205501Z[-n]``."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    base = path.with_name(f"{path.name}.{reason}-{stamp}")
    candidate, n = base, 1
    while candidate.exists():
        candidate = base.with_name(f"{base.name}-{n}")
        n += 1
    return candidate


def move_aside(path: Path, reason: str = "broken") -> Path | None:
    """Rename ``path`` (and a database's ``-wal``/``-shm`` companions) to a unique name; None if
    there was nothing to move or it could not be moved."""
    if not path.exists():
        return None
    target = aside_name(path, reason)
    try:
        os.replace(path, target)
    except OSError:
        return None
    for suffix in ("-wal", "-shm"):
        companion = path.with_name(path.name + suffix)
        if companion.exists():
            with contextlib.suppress(OSError):
                os.replace(companion, target.with_name(target.name + suffix))
    return target


def parse_json_text(text: str, limit: int = MAX_JSON_DEPTH) -> Any:
    """``json.loads`` with a depth limit; ValueError says what is wrong."""
    # json's own recursion would raise RecursionError on very deep input: the nesting is measured
    # on the text first, and deep input refused before it is parsed.
    depth = max_bracket_depth(text)
    if depth > limit:
        raise ValueError(f"nested deeper than {limit} levels")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(
            f"not valid JSON (line {exc.lineno}, column {exc.colno}): {exc.msg}"
        ) from None
    # The bracket count above is the parsed value's nesting depth (brackets inside strings are
    # skipped), so no second walk over the value is needed.
    return data


def max_bracket_depth(text: str) -> int:
    """The deepest nesting of [ and { outside strings (at least: a text with few brackets is not
    scanned, since it cannot nest deeper than it has brackets)."""
    brackets = text.count("[") + text.count("{")
    if brackets <= MAX_JSON_DEPTH:
        return brackets
    depth = best = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            best = max(best, depth)
        elif ch in "]}":
            depth -= 1
    return best


def read_json_file(path: Path, max_bytes: int = MAX_JSON_BYTES) -> Any:
    """The JSON in ``path``, read with a size and depth limit. ``StorageError`` names the file and
    says why it cannot be used (the file itself is left where it is: the caller decides)."""
    # The one bounded reader (validation.read_bytes): a regular file only (a FIFO, a device or a
    # folder is refused at once, never opened to block or read without end), size checked first.
    try:
        raw = read_bytes(path, Limits(max_bytes=max_bytes))
    except DataError as exc:
        raise StorageError(path, exc.detail) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise StorageError(path, f"is not UTF-8 text (byte {exc.start})") from None
    try:
        return parse_json_text(text)
    except ValueError as exc:
        raise StorageError(path, str(exc)) from None


def require(data: dict[str, Any], key: str, kind: type | tuple[type, ...], where: str) -> Any:
    """``data[key]`` if it is of ``kind`` (bools are not ints); ValueError names key and value."""
    if key not in data:
        raise ValueError(f"{where}: the key {key!r} is missing")
    value = data[key]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    bad_bool = isinstance(value, bool) and bool not in kinds
    if bad_bool or not isinstance(value, kinds):
        names = " or ".join(k.__name__ for k in kinds)
        raise ValueError(f"{where}: {key!r} must be {names}, got {value!r:.80}")
    return value
