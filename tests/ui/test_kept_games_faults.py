"""Kept games that cannot be used in the window (issue 35, points 1 and 13): a lock held by another
program gives a start without kept games and a message naming the file, in the player's language;
a session that cannot be continued is refused once, naming the file and the session, and no
longer offered."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from mahjong_desktop.engine.actions import Discard
from mahjong_desktop.storage import database
from mahjong_desktop.storage.database import DatabaseUnavailable
from mahjong_desktop.storage.lock import LockUnusable
from mahjong_desktop.storage.paths import DataDir
from mahjong_desktop.storage.profile import Profile
from mahjong_desktop.storage.settings import AnimationSpeed, Settings
from mahjong_desktop.storage.settings_store import SettingsStore
from mahjong_desktop.ui.session.catalog import RulesetCatalog
from mahjong_desktop.ui.shell.app import build, open_profile, profile_problem_text
from tests.helpers.app_windows import app_on
from tests.helpers.play_driver import wait_past
from tests.helpers.seeded_sessions import new_session

WAIT = 20_000  # ms; a safety net against a hung test, not a speed requirement


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
    parts = app_on(qtbot, tmp_path, Settings())
    try:
        text = profile_problem_text(folder, problem)
        assert str(folder.sessions_db) in text and "locked by another program" in text
        assert "tried again at the next start" in text
        parts.translations.install("zh_CN")
        chinese = profile_problem_text(folder, problem)
        assert str(folder.sessions_db) in chinese and "另一个程序" in chinese
    finally:
        parts.translations.install("en")


def test_a_folder_in_place_of_the_journal_starts_the_window_without_kept_games_naming_it(
    qtbot: QtBot, tmp_path: Path
) -> None:
    # A folder (or a pipe, or a device) named sessions.sqlite3: refused at once, said in the
    # player's language, left where it is.
    folder = DataDir(tmp_path / "data")
    folder.root.mkdir(parents=True)
    folder.sessions_db.mkdir()
    profile, problem = open_profile(folder)
    assert profile is None and isinstance(problem, DatabaseUnavailable)
    parts = app_on(qtbot, tmp_path, Settings())
    try:
        text = profile_problem_text(folder, problem)
        assert str(folder.sessions_db) in text and "not a regular file" in text
        parts.translations.install("zh_CN")
        chinese = profile_problem_text(folder, problem)
        assert str(folder.sessions_db) in chinese and "不是普通文件" in chinese
    finally:
        parts.translations.install("en")
    assert folder.sessions_db.is_dir()


def test_a_folder_in_place_of_the_profile_lock_is_named_not_taken_for_another_copy(
    qtbot: QtBot, tmp_path: Path
) -> None:
    # Issue 30: a folder (or a pipe, or a device) named profile.lock was reported as "another copy
    # of Mahjong Desktop is using these kept games".
    folder = DataDir(tmp_path / "data")
    lock = folder.root / "profile.lock"
    lock.mkdir(parents=True)
    profile, problem = open_profile(folder)
    assert profile is None and isinstance(problem, LockUnusable)
    store = SettingsStore(tmp_path / "settings.json")
    store.save(Settings())
    parts = build(["test"], store, RulesetCatalog(), cjk_font_available=True, profile=None)
    qtbot.addWidget(parts.window)
    try:
        text = profile_problem_text(folder, problem)
        assert str(lock) in text and "not a regular file" in text
        assert "another copy" not in text
        parts.translations.install("zh_CN")
        chinese = profile_problem_text(folder, problem)
        assert str(lock) in chinese and "不是普通文件" in chinese
    finally:
        parts.translations.install("en")
    assert lock.is_dir()


def test_a_session_that_cannot_be_replayed_is_refused_once_and_no_longer_offered(
    qtbot: QtBot, tmp_path: Path
) -> None:
    folder = DataDir(tmp_path / "data")
    profile = Profile.open(folder)
    _, header = new_session("lanzhou", 35, 2)
    uid = profile.journal.begin(header)
    # A well-formed row the engine refuses at its point of the replay (seat 3 cannot act first).
    profile.journal.append(uid, 0, 0, {"type": "discard", "seat": 3, "tile": "9s"})
    parts = app_on(qtbot, tmp_path, Settings(), profile=profile)
    try:
        parts.window.interactive = False  # the refusal goes to stderr, not a modal box
        page = parts.window.title_page
        assert page._uid == uid  # offered: its rows read well
        assert not parts.window.kept.continue_session(uid)
        assert page._uid is None and not parts.window.kept.continue_action.isEnabled()
        [problem] = profile.journal.problems
        assert str(folder.sessions_db) in problem.message and uid in problem.message
        profile.close()
        again = Profile.open(folder)
        assert again.journal.latest_playing() is None and again.problems == []
        again.close()
    finally:
        parts.window.stop_game()
        profile.close()


def test_actions_a_full_disk_kept_out_of_the_journal_are_told_when_the_game_stops(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Issue 35, point 4: the disk fills during play and stays full; when the game stops, the
    player is told how many actions the resume will lack, and it resumes just before them."""
    folder = DataDir(tmp_path / "data")
    profile = Profile.open(folder)
    settings = Settings(region="lanzhou", animation_speed=AnimationSpeed.INSTANT)
    parts = app_on(qtbot, tmp_path, settings, profile=profile)
    window = parts.window
    try:
        window.show()
        assert window.start_game(seed=3510)
        controller = window.controller
        recorder = window.recorder  # the window keeps the autosave it gave the worker
        assert controller is not None and recorder is not None
        journal = profile.journal
        with journal._lock:  # the autosave thread shares the connection under this lock
            pages = journal._db.execute("PRAGMA page_count").fetchone()[0]
            journal._db.execute(f"PRAGMA max_page_count = {pages}")  # the disk is full
        page = window.table_page
        for _ in range(60):
            if recorder.problem is not None:
                break
            qtbot.waitUntil(lambda: page.asking is not None, timeout=WAIT)
            asked = page.asking
            assert asked is not None
            choice = next((a for a in asked.legal if isinstance(a, Discard)), asked.legal[-1])
            controller.submit(choice)

            wait_past(qtbot, page, asked, timeout=WAIT)
            recorder.flush()
        assert recorder.problem is not None and "not saved yet" in recorder.problem
        window.stop_game()
        made = len(controller.session.game.actions)  # type: ignore[union-attr]
        lost = recorder.unsaved
        assert lost > 0
        told = [bar.label.text() for bar in window.notices]
        assert any(
            f"The last {lost} action" in text and "Continue resumes" in text for text in told
        )
        loaded = journal.load(recorder.uid)
        assert len(loaded.hands[-1]) == made - lost  # a prefix, resumable: no gap
        loaded.build()
    finally:
        window.stop_game()
        profile.close()
