"""The window starts when the kept games cannot be used now (issue 35, point 1): a lock held by
another program gives a start without kept games and a message naming the file, in the player's
language; nothing of the profile stays held."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from mahjong_desktop.storage import database
from mahjong_desktop.storage.database import DatabaseUnavailable
from mahjong_desktop.storage.paths import DataDir
from mahjong_desktop.storage.profile import Profile
from mahjong_desktop.storage.settings import Settings
from mahjong_desktop.storage.settings_store import SettingsStore
from mahjong_desktop.ui.app import build, open_profile, profile_problem_text
from mahjong_desktop.ui.catalog import RulesetCatalog


def test_a_locked_journal_starts_the_window_without_kept_games_naming_the_file(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(database, "BUSY_TIMEOUT_S", 0.05)
    folder = DataDir(tmp_path / "data")
    Profile.open(folder).close()
    holder = sqlite3.connect(folder.sessions_db, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")  # another program's write transaction
    try:
        profile, problem = open_profile(folder)
    finally:
        holder.close()
    assert profile is None and isinstance(problem, DatabaseUnavailable)
    store = SettingsStore(tmp_path / "settings.json")
    store.save(Settings())
    parts = build(["test"], store, RulesetCatalog(), cjk_font_available=True, profile=None)
    qtbot.addWidget(parts.window)
    try:
        text = profile_problem_text(folder, problem)
        assert str(folder.sessions_db) in text and "locked by another program" in text
        assert "tried again at the next start" in text
        parts.translations.install("zh_CN")
        chinese = profile_problem_text(folder, problem)
        assert str(folder.sessions_db) in chinese and "另一个程序" in chinese
    finally:
        parts.translations.install("en")
