"""Settings on disk: ``settings.json`` in the platform's config folder, written atomically.

A file that cannot be read in full is copied to ``settings.json.broken`` before anything is written
over it, so whatever the player had there can still be recovered by hand.
"""

from __future__ import annotations

import json
import shutil
from dataclasses import dataclass, field
from pathlib import Path

import platformdirs

from mahjong_desktop.rules.ruleset import load_ruleset
from mahjong_desktop.storage.atomic import write_text_atomic
from mahjong_desktop.storage.settings import (
    RulesetLoader,
    Settings,
    SettingsProblem,
    settings_from_json,
    settings_to_json,
)

APP_NAME = "mahjong-desktop"
FILE_NAME = "settings.json"


def default_config_dir() -> Path:
    return platformdirs.user_config_path(APP_NAME, appauthor=False)


@dataclass(frozen=True, slots=True)
class LoadResult:
    settings: Settings
    problems: tuple[SettingsProblem, ...] = ()
    source: Path | None = None
    broken_copy: Path | None = None  # where the unreadable original was kept, if it was

    def messages(self) -> list[str]:
        where = str(self.source) if self.source is not None else FILE_NAME
        return [p.describe(where) for p in self.problems]


@dataclass(slots=True)
class SettingsStore:
    """Loads and saves one settings file. ``load_ruleset`` is injectable for tests."""

    path: Path = field(default_factory=lambda: default_config_dir() / FILE_NAME)
    load_ruleset: RulesetLoader = load_ruleset

    def __post_init__(self) -> None:
        self.path = Path(self.path)  # accept a str too

    @property
    def broken_path(self) -> Path:
        return self.path.with_name(self.path.name + ".broken")

    def load(self) -> LoadResult:
        if not self.path.exists():
            return LoadResult(Settings(), source=self.path)
        try:
            text = self.path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            return self._broken([SettingsProblem("(file)", f"cannot read: {exc}")])
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            problem = SettingsProblem(
                "(file)", f"not valid JSON (line {exc.lineno}, column {exc.colno}): {exc.msg}"
            )
            return self._broken([problem])
        settings, problems = settings_from_json(data, self.load_ruleset)
        if problems:
            return self._broken(problems, settings)
        return LoadResult(settings, source=self.path)

    def save(self, settings: Settings) -> None:
        text = json.dumps(settings_to_json(settings), ensure_ascii=False, indent=2) + "\n"
        write_text_atomic(self.path, text)

    def _broken(
        self, problems: list[SettingsProblem], settings: Settings | None = None
    ) -> LoadResult:
        # Keep the original before the app writes a repaired file over it (the next save would).
        copy: Path | None = self.broken_path
        try:
            shutil.copyfile(self.path, self.broken_path)
        except OSError as exc:
            problems = [*problems, SettingsProblem("(file)", f"could not keep a copy: {exc}")]
            copy = None
        return LoadResult(
            settings if settings is not None else Settings(),
            tuple(problems),
            source=self.path,
            broken_copy=copy,
        )
