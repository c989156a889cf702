"""A database is moved aside only when it is proven bad (issue 35, points 1, 2, 11 and 15; issue 28,
the Windows rename): a full disk, another program's lock, a read-only file or folder, or a dangling
link leave every file exactly as it was, say why naming the file, and the next start tries again."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from mahjong_desktop.storage import database
from mahjong_desktop.storage.database import DatabaseUnavailable
from mahjong_desktop.storage.journal import SessionJournal
from mahjong_desktop.storage.paths import DataDir
from mahjong_desktop.storage.profile import Profile
from mahjong_desktop.storage.records import RecordStore
from tests.helpers.seeded_sessions import new_session
from tests.helpers.sqlite_faults import full_disk, patch_connect, read_only, sqlite_error


@pytest.fixture(autouse=True)
def short_busy_timeout(monkeypatch: pytest.MonkeyPatch) -> None:
    # A lock is waited for as in the app, only not for seconds.
    monkeypatch.setattr(database, "BUSY_TIMEOUT_S", 0.05)


def _profile_with_a_session(root: Path) -> tuple[DataDir, str]:
    folder = DataDir(root)
    profile = Profile.open(folder)
    _, header = new_session("lanzhou", 35, 2)
    uid = profile.journal.begin(header)
    profile.journal.append(uid, 0, 0, {"type": "pass", "seat": 0})
    profile.close()
    return folder, uid


def _files(root: Path) -> dict[str, bytes]:
    """The databases' contents (sqlite may add its empty ``-wal``/``-shm`` companions to read)."""
    return {
        p.name: p.read_bytes()
        for p in sorted(root.glob("*.sqlite3*"))
        if p.is_file() and not p.name.endswith(("-wal", "-shm"))
    }


def _assert_next_start_offers(folder: DataDir, uid: str) -> None:
    profile = Profile.open(folder)
    try:
        entry = profile.journal.latest_playing()
        assert entry is not None and entry.uid == uid and profile.problems == []
    finally:
        profile.close()


def test_a_full_disk_at_start_leaves_the_kept_games_untouched(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder, uid = _profile_with_a_session(tmp_path)
    before = _files(tmp_path)
    with monkeypatch.context() as patch:
        full_disk(patch, folder.sessions_db)
        with pytest.raises(DatabaseUnavailable) as caught:
            Profile.open(folder)
    assert caught.value.path == folder.sessions_db and caught.value.reason == database.DISK_FULL
    assert "sessions.sqlite3: cannot be used now (the disk is full)" in str(caught.value)
    assert _files(tmp_path) == before  # nothing moved aside, nothing written
    _assert_next_start_offers(folder, uid)


@contextmanager
def _locked_by_another_process(path: Path) -> Iterator[None]:
    """Another program holding ``BEGIN IMMEDIATE`` on ``path`` until the block ends."""
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sqlite3, sys\n"
            f"c = sqlite3.connect({str(path)!r}, isolation_level=None)\n"
            "c.execute('BEGIN IMMEDIATE')\n"
            "print('locked', flush=True)\n"
            "sys.stdin.read()\n",
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert holder.stdout is not None and holder.stdin is not None
    try:
        assert holder.stdout.readline().strip() == "locked"
        yield
    finally:
        holder.stdin.close()
        holder.wait()


def test_a_database_locked_by_another_program_is_not_declared_broken(tmp_path: Path) -> None:
    folder, uid = _profile_with_a_session(tmp_path)
    before = _files(tmp_path)
    with _locked_by_another_process(folder.sessions_db):
        with pytest.raises(DatabaseUnavailable) as caught:
            Profile.open(folder)  # journal.prune() used to raise "database is locked" here
        assert caught.value.reason == database.LOCKED
    assert _files(tmp_path) == before
    _assert_next_start_offers(folder, uid)


def test_a_locked_records_database_frees_the_journal_and_the_profile(tmp_path: Path) -> None:
    folder, uid = _profile_with_a_session(tmp_path)
    with _locked_by_another_process(folder.records_db), pytest.raises(DatabaseUnavailable):
        Profile.open(folder)
        # The profile lock was let go: nothing of this failed start stays held.
    _assert_next_start_offers(folder, uid)


def test_a_read_only_journal_does_not_stop_the_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder, uid = _profile_with_a_session(tmp_path)
    before = _files(tmp_path)
    with monkeypatch.context() as patch:
        read_only(patch, folder.sessions_db)
        with pytest.raises(DatabaseUnavailable) as caught:
            Profile.open(folder)
    assert caught.value.reason == database.READ_ONLY
    assert _files(tmp_path) == before
    _assert_next_start_offers(folder, uid)


@pytest.mark.skipif(
    not hasattr(os, "geteuid") or os.geteuid() == 0,
    reason="root writes read-only files anyway; the monkeypatched test above covers it",
)
def test_a_journal_with_mode_444_does_not_stop_the_start(tmp_path: Path) -> None:
    folder, uid = _profile_with_a_session(tmp_path)
    folder.sessions_db.chmod(0o444)
    try:
        with pytest.raises(DatabaseUnavailable):
            Profile.open(folder)
    finally:
        folder.sessions_db.chmod(0o644)
    _assert_next_start_offers(folder, uid)


@pytest.mark.skipif(
    not hasattr(os, "geteuid") or os.geteuid() == 0,
    reason="root writes in read-only folders anyway; the monkeypatched test below covers it",
)
def test_a_data_folder_with_mode_555_does_not_stop_the_start(tmp_path: Path) -> None:
    folder, uid = _profile_with_a_session(tmp_path / "data")
    folder.root.chmod(0o555)
    try:
        with pytest.raises(OSError):  # the profile lock or a database: either says which file
            Profile.open(folder)
    finally:
        folder.root.chmod(0o755)
    _assert_next_start_offers(folder, uid)


def test_a_read_only_data_folder_does_not_stop_the_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A folder that may not be written: sqlite cannot make the database's companions, and no
    rename is allowed."""
    folder, uid = _profile_with_a_session(tmp_path)
    before = _files(tmp_path)

    def refuse(*args: object) -> None:
        raise PermissionError(13, "Permission denied")

    def cannot_open(kwargs: dict[str, object]) -> None:
        raise sqlite_error(sqlite3.SQLITE_CANTOPEN, "unable to open database file")

    with monkeypatch.context() as patch:
        patch.setattr(os, "replace", refuse)
        patch_connect(patch, folder.sessions_db, cannot_open)
        with pytest.raises(DatabaseUnavailable) as caught:
            Profile.open(folder)
    assert caught.value.reason == database.CANNOT_OPEN
    assert _files(tmp_path) == before
    _assert_next_start_offers(folder, uid)


@pytest.mark.skipif(
    os.name == "nt",
    reason="a player's dangling link is a POSIX case: Windows gives symbolic links only to "
    "administrators or developer mode, and wine emulates them differently",
)
def test_a_dangling_journal_link_does_not_stop_the_start(tmp_path: Path) -> None:
    folder = DataDir(tmp_path)
    tmp_path.mkdir(exist_ok=True)
    folder.sessions_db.symlink_to(tmp_path / "gone" / "sessions.sqlite3")
    with pytest.raises(DatabaseUnavailable) as caught:
        Profile.open(folder)
    assert caught.value.path == folder.sessions_db
    assert folder.sessions_db.is_symlink()  # the player's link is left as it was


def test_a_damaged_database_another_program_holds_open_is_left_and_named(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On Windows a file another program has open cannot be renamed (issue 28): the start goes on
    without kept games, and the damaged file is neither replaced nor lost."""
    path = tmp_path / "records.sqlite3"
    path.write_bytes(b"not a database at all\n" * 50)

    real_unlink = os.unlink

    def refuse(*args: object) -> None:
        raise PermissionError(13, "The process cannot access the file")

    def unlink_unless_held(target: Path, *rest: object, **kwargs: object) -> None:
        if Path(target) == path:
            refuse()
        real_unlink(target)

    # Windows lets no program rename or delete a file another has open (a hard link to it may
    # still be made): every way of moving it fails.
    monkeypatch.setattr(os, "replace", refuse)
    monkeypatch.setattr(os, "rename", refuse)
    monkeypatch.setattr(os, "unlink", unlink_unless_held)
    with pytest.raises(DatabaseUnavailable) as caught:
        RecordStore(path)
    assert caught.value.reason == database.CANNOT_MOVE
    assert "is not an sqlite database" in str(caught.value)
    assert str(path) in str(caught.value)
    assert path.read_bytes() == b"not a database at all\n" * 50
    assert sorted(p.name for p in tmp_path.iterdir()) == ["records.sqlite3"]  # no stray copy


def test_another_programs_database_is_recognised_before_anything_changes_it(
    tmp_path: Path,
) -> None:
    """Issue 35, point 15: it used to be switched to WAL before it was found not to be ours."""
    path = tmp_path / "records.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE photos (id INTEGER, name TEXT)")
        conn.execute("INSERT INTO photos VALUES (1, 'harbour.jpg')")
    conn.close()
    original = path.read_bytes()
    store = RecordStore(path)
    [problem] = store.problems
    assert "another program" in problem.message and problem.moved_to is not None
    assert problem.moved_to.read_bytes() == original
    store.close()


def test_a_healthy_journal_is_never_moved_aside_for_an_io_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder, uid = _profile_with_a_session(tmp_path)
    failing = sqlite_error(sqlite3.SQLITE_IOERR, "disk I/O error")

    def io_error(kwargs: dict[str, object]) -> None:
        raise failing

    with monkeypatch.context() as patch:
        patch_connect(patch, folder.sessions_db, io_error)
        with pytest.raises(DatabaseUnavailable):
            SessionJournal(folder.sessions_db)
    assert sorted(p.name for p in tmp_path.iterdir() if "broken" in p.name) == []
    _assert_next_start_offers(folder, uid)


@pytest.mark.parametrize("store", [SessionJournal, RecordStore])
def test_the_databases_ask_for_full_fsync_for_macos_durability(
    tmp_path: Path, store: type[SessionJournal] | type[RecordStore]
) -> None:
    opened = store(tmp_path / "kept.sqlite3")
    try:
        assert opened._db.execute("PRAGMA fullfsync").fetchone()[0] == 1
        assert opened._db.execute("PRAGMA checkpoint_fullfsync").fetchone()[0] == 1
    finally:
        opened.close()
