"""Settings on disk: ``settings.json`` in the platform's config folder, written atomically.

Reading goes through the validation layer (``mahjong_desktop.validation``): at most 256 KiB, 8
levels deep, no number of thousands of digits, UTF-8 — anything else is a problem naming the file
and key, never a traceback. A file that cannot be read in full is copied aside (``aside.py``: a
fresh ``settings.json.broken-<UTC time>[-N]`` each time) before anything is written over it.

One writer: ``save`` holds the profile's lock (``lock.py``) while it reads the file again, merges
what this instance changed since it last read or wrote (key by key; region options option by
option) over what is on disk now, and writes the result. Two instances open at once therefore both
keep their changes; a key both changed ends as the later save has it.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import platformdirs

from mahjong_desktop.messages import Says
from mahjong_desktop.rules.ruleset import load_ruleset
from mahjong_desktop.storage.aside import keep_aside
from mahjong_desktop.storage.atomic import remove_stale_temporaries, write_text_atomic
from mahjong_desktop.storage.lock import exclusive
from mahjong_desktop.storage.settings import (
    RulesetLoader,
    Settings,
    settings_from_json,
    settings_to_json,
)
from mahjong_desktop.validation import SETTINGS_LIMITS, DataError, problem, read_json_file_forgiving

APP_NAME = "mahjong-desktop"
FILE_NAME = "settings.json"
# Problems listed one by one; beyond this a single line says how many more there were.
MAX_LISTED_PROBLEMS = 20


def default_config_dir() -> Path:
    return platformdirs.user_config_path(APP_NAME, appauthor=False)


class NotKeptAside(OSError):
    """The player's unreadable settings file could not be kept aside, so it was not written over;
    ``reason`` is the system's (``strerror``), for the window to quote in its own sentence."""

    def __init__(self, errno: int | None, path: Path, reason: str) -> None:
        super().__init__(
            errno, f"{path} could not be kept aside ({reason}); it was not overwritten"
        )
        self.path = path
        self.reason = reason


@dataclass(frozen=True, slots=True)
class LoadResult:
    settings: Settings
    # Each names the file, the key and what was used instead (validation.DataError).
    problems: tuple[DataError, ...] = ()
    source: Path | None = None
    broken_copy: Path | None = None  # where the unreadable original was kept, if it was

    def messages(self) -> list[str]:
        return [str(p) for p in self.problems]


@dataclass(slots=True)
class SettingsStore:
    """Loads and saves one settings file. ``load_ruleset`` is injectable for tests."""

    path: Path = field(default_factory=lambda: default_config_dir() / FILE_NAME)
    load_ruleset: RulesetLoader = load_ruleset
    # The file's content as this instance last read or wrote it: what it changed since is what
    # ``save`` merges over the file on disk.
    _baseline: dict[str, Any] = field(default_factory=lambda: settings_to_json(Settings()))
    # True while a bad file on disk has no kept copy: ``save`` keeps it aside before writing.
    _unkept: bool = False

    def __post_init__(self) -> None:
        self.path = Path(self.path)  # accept a str too

    def load(self) -> LoadResult:
        remove_stale_temporaries(self.path)
        result = self._read()
        self._baseline = settings_to_json(result.settings)
        return result

    def _read(self) -> LoadResult:
        # lexists: a link to nothing is the player's (a settings file kept elsewhere, on a drive
        # not mounted now): refused and kept aside like any unreadable file, never written over.
        if not os.path.lexists(self.path):
            return LoadResult(Settings(), source=self.path)
        try:
            data, dropped = read_json_file_forgiving(self.path, SETTINGS_LIMITS)
        except DataError as exc:
            return self._broken([exc])
        # A value beyond the limits costs its own key only (dropped: the key's default is used).
        problems = [e.noted(Says("using_default")) for e in dropped]
        settings, more = settings_from_json(data, self.load_ruleset, str(self.path))
        problems += more
        if problems:
            return self._broken(problems, settings)
        return LoadResult(settings, source=self.path)

    def save(self, settings: Settings) -> Settings:
        """Write ``settings`` merged with changes another instance saved meanwhile; returns the
        settings as written (the caller adopts them)."""
        with exclusive(self.path):
            if self._unkept and os.path.lexists(self.path):
                # The player's file could not be kept when it was read: try again now, and never
                # write over it without a copy.
                try:
                    keep_aside(self.path)
                except OSError as exc:
                    raise NotKeptAside(exc.errno, self.path, exc.strerror or str(exc)) from None
            self._unkept = False
            ours = settings_to_json(settings)
            disk = self._current_on_disk()
            merged = ours if disk is None else merge(self._baseline, ours, disk)
            if merged != ours:
                settings, _ = settings_from_json(merged, self.load_ruleset, str(self.path))
                merged = settings_to_json(settings)
            text = json.dumps(merged, ensure_ascii=False, indent=2) + "\n"
            write_text_atomic(self.path, text)
            self._baseline = merged
        return settings

    def _current_on_disk(self) -> dict[str, Any] | None:
        """The file as another instance may have left it; None when absent or unreadable (then
        this instance's settings are written as they are)."""
        if not self.path.exists():
            return None
        try:
            data, dropped = read_json_file_forgiving(self.path, SETTINGS_LIMITS)
        except DataError:
            return None
        settings, problems = settings_from_json(data, self.load_ruleset, str(self.path))
        return None if problems or dropped else settings_to_json(settings)

    def _broken(self, problems: list[DataError], settings: Settings | None = None) -> LoadResult:
        where = str(self.path)
        if len(problems) > MAX_LISTED_PROBLEMS:
            rest = len(problems) - MAX_LISTED_PROBLEMS
            problems = [
                *problems[:MAX_LISTED_PROBLEMS],
                problem(where, "", Says("more_problems", (str(rest),))),
            ]
        # Keep the original before the app writes a repaired file over it (the next save would).
        copy: Path | None
        try:
            copy = keep_aside(self.path)
        except OSError as exc:
            reason = exc.strerror or str(exc)
            problems = [*problems, problem(where, "", Says("no_copy", (reason,)))]
            copy = None
        self._unkept = copy is None
        return LoadResult(
            settings if settings is not None else Settings(),
            tuple(problems),
            source=self.path,
            broken_copy=copy,
        )


def merge(
    baseline: Mapping[str, Any], ours: Mapping[str, Any], disk: Mapping[str, Any]
) -> dict[str, Any]:
    """``disk`` with every key this instance changed since ``baseline`` taken from ``ours``.

    Objects (region options per region, computer levels) merge one level further down, so two
    instances changing different options of one region both keep theirs.
    """
    out: dict[str, Any] = dict(disk)
    for key in set(ours) | set(baseline):
        mine, base, theirs = ours.get(key), baseline.get(key), disk.get(key)
        if mine == base:
            continue
        # A region both instances touched: merge it option by option (a region absent on one side
        # is an empty object there: no overrides).
        nested = isinstance(mine, dict | None) and isinstance(base, dict | None)
        if nested and isinstance(theirs, dict) and (mine is not None or base is not None):
            merged = merge(base or {}, mine or {}, theirs)
            if merged or key in ours:
                out[key] = merged
            else:
                out.pop(key, None)
        elif key in ours:
            out[key] = mine
        else:
            out.pop(key, None)
    return out
