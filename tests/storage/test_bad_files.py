"""Corrupt, truncated, hostile, foreign and newer-version files and databases: a clear message
naming the file, the bad file moved aside under a unique name (never overwritten), and the app
keeps working with what is intact (issue 19, item 6)."""

from __future__ import annotations

import contextlib
import json
import shutil
import sqlite3
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from mahjong_desktop.storage.aside import aside_names, keep_aside
from mahjong_desktop.storage.journal import SessionJournal
from mahjong_desktop.storage.records import RecordStore
from mahjong_desktop.storage.saves import read_save
from mahjong_desktop.storage.session_doc import SessionHeader
from mahjong_desktop.validation import DataError, Limits, read_json_file, stored_limits
from tests.helpers.seeded_sessions import new_session

STORED = stored_limits(32 << 20)

# -- databases -----------------------------------------------------------------------------------


@contextlib.contextmanager
def connected(path: Path) -> Iterator[sqlite3.Connection]:
    """Committed and closed at the end. ``with sqlite3.connect(...)`` only commits: the handle
    stays open, and on Windows an open file cannot be moved aside."""
    conn = sqlite3.connect(path)
    try:
        with conn:
            yield conn
    finally:
        conn.close()


def _reopened(path: Path) -> RecordStore:
    store = RecordStore(path)
    assert store.count() == 0  # a fresh, working database in its place
    return store


def _aside(path: Path) -> list[Path]:
    return sorted(p for p in path.parent.iterdir() if p.name.startswith(path.name + ".broken"))


def test_a_database_file_of_garbage_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    path.write_bytes(b"this is not a database\n" * 100)
    store = _reopened(path)
    [problem] = store.problems
    assert problem.path == path and "is not an sqlite database" in problem.describe()
    assert problem.moved_to is not None and problem.moved_to.read_bytes().startswith(b"this is")
    assert str(problem.moved_to) in problem.describe()


def test_a_truncated_database_is_moved_aside(played: Path, tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    data = (played / "records.sqlite3").read_bytes()
    path.write_bytes(data[: len(data) // 3])
    store = RecordStore(path)
    assert store.count() == 0 and len(store.problems) == 1
    assert "records.sqlite3" in store.problems[0].describe()
    assert store.problems[0].moved_to is not None


def test_a_database_with_damaged_pages_is_moved_aside(played: Path, tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    shutil.copy(played / "records.sqlite3", path)
    with connected(path) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    raw = bytearray(path.read_bytes())
    page = 4096
    for offset in range(2 * page, min(len(raw), 4 * page)):
        raw[offset] = 0xA5
    path.write_bytes(bytes(raw))
    store = RecordStore(path)
    assert store.count() == 0 and store.problems and store.problems[0].moved_to is not None


def test_another_programs_sqlite_file_is_not_taken_for_ours(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    with connected(path) as conn:
        conn.execute("CREATE TABLE photos (id INTEGER)")
    store = _reopened(path)
    assert "another program" in store.problems[0].message


def test_a_database_of_a_newer_version_is_left_for_it(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    RecordStore(path).close()
    with connected(path) as conn:
        conn.execute("PRAGMA user_version = 99")
    store = _reopened(path)
    [problem] = store.problems
    assert "newer version of the app (format 99" in problem.message
    # The one name scheme (the notice says why it was kept): records.sqlite3.broken-<UTC time>
    assert problem.moved_to is not None
    assert problem.moved_to.name.startswith("records.sqlite3.broken-")


def test_the_sessions_and_records_are_separate_files(played: Path, tmp_path: Path) -> None:
    """A broken journal costs the session in progress, never the history."""
    shutil.copy(played / "records.sqlite3", tmp_path / "records.sqlite3")
    (tmp_path / "sessions.sqlite3").write_bytes(b"\x00" * 5000)
    journal = SessionJournal(tmp_path / "sessions.sqlite3")
    assert journal.sessions() == [] and journal.problems
    assert RecordStore(tmp_path / "records.sqlite3").count() == 10


def test_an_unreadable_session_is_skipped_and_the_others_kept(tmp_path: Path) -> None:
    journal = SessionJournal(tmp_path / "sessions.sqlite3")
    _, header = new_session("lanzhou", 1, 2)
    good = journal.begin(header)
    bad = journal.begin(header)
    with connected(tmp_path / "sessions.sqlite3") as conn:
        conn.execute("UPDATE session SET header = '{\"region\": [[[[' WHERE uid = ?", (bad,))
    assert [e.uid for e in journal.sessions()] == [good]
    assert any(bad in p.message for p in journal.problems)


def test_a_gap_in_a_sessions_actions_is_reported(tmp_path: Path) -> None:
    journal = SessionJournal(tmp_path / "sessions.sqlite3")
    _, header = new_session("linfen", 1, 2)
    uid = journal.begin(header)
    journal.append(uid, 0, 0, {"type": "pass", "seat": 0})
    journal.append(uid, 0, 2, {"type": "pass", "seat": 0})
    with pytest.raises(ValueError, match="a gap in the log"):
        journal.load(uid)


def test_a_session_of_other_rules_is_not_offered(tmp_path: Path) -> None:
    from dataclasses import replace

    journal = SessionJournal(tmp_path / "sessions.sqlite3")
    _, header = new_session("linan", 1, 2)
    journal.begin(replace(header, rules_version=0))
    assert journal.latest_playing() is None
    assert "rules version 0" in journal.problems[0].message


# -- JSON files ----------------------------------------------------------------------------------


def test_truncated_json_names_the_file_and_the_place(tmp_path: Path) -> None:
    path = tmp_path / "game.mjsave.json"
    path.write_text('{"format": "mahjong-desktop/save", "vers', encoding="utf-8")
    with pytest.raises(DataError, match=r"game\.mjsave\.json: is not valid JSON \(line 1"):
        read_save(path)


def test_json_nested_past_the_limit_is_refused_before_parsing(tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    with pytest.raises(DataError, match=f"nested deeper than {STORED.max_depth}"):
        read_json_file(path, STORED)


def test_a_file_over_the_size_limit_is_not_read(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_text(json.dumps({"x": "y" * 2000}), encoding="utf-8")
    with pytest.raises(DataError, match="larger than 1,000; refused"):
        read_json_file(path, Limits(max_bytes=1000))


def test_a_file_that_is_not_utf8_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "latin.json"
    path.write_bytes(b'{"name": "\xe9"}')
    with pytest.raises(DataError, match="not UTF-8"):
        read_json_file(path, STORED)


def test_a_header_with_a_wrong_value_names_the_key_and_the_value() -> None:
    _, header = new_session("lincang", 1, 2)
    data = header.to_json()
    data["seed"] = "12"
    with pytest.raises(ValueError, match="seed: '12' is not a whole number"):
        SessionHeader.from_json(data)
    data = header.to_json()
    data["levels"] = ["easy", None, "grandmaster", "easy"]
    with pytest.raises(ValueError, match=r"levels: .* is not 4 entries, each one of"):
        SessionHeader.from_json(data)


def test_moving_aside_never_overwrites_an_earlier_copy(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    copies = []
    for n in range(3):
        path.write_text(f"copy {n}", encoding="utf-8")
        copies.append(keep_aside(path, move=True))
        assert not path.exists()
    assert len(set(copies)) == 3
    assert [c.read_text(encoding="utf-8") for c in copies] == ["copy 0", "copy 1", "copy 2"]
    assert all(c.name.startswith("records.sqlite3.broken-") for c in copies)
    # The first copy took the first name of its own second (the clock may have ticked since:
    # asking aside_names for the names of "now" made this test fail across a second's edge).
    stamp = datetime.strptime(copies[0].name.rpartition("-")[2], "%Y%m%dT%H%M%SZ")
    assert copies[0] == next(aside_names(path, now=stamp.replace(tzinfo=UTC)))


def test_old_finished_sessions_are_pruned_and_sessions_in_progress_kept(tmp_path: Path) -> None:
    journal = SessionJournal(tmp_path / "sessions.sqlite3")
    _, header = new_session("lincang", 1, 2)
    finished = [journal.begin(header) for _ in range(4)]
    playing = journal.begin(header)
    for uid in finished:
        journal.hand_finished(uid, 2, [0, 0, 0, 0], over=True)
    with connected(tmp_path / "sessions.sqlite3") as conn:  # a clear order of recency
        for day, uid in enumerate(finished, start=1):
            conn.execute("UPDATE session SET updated = ? WHERE uid = ?", (f"2026-01-0{day}", uid))
    assert journal.prune(keep_finished=2) == 2
    kept = {e.uid for e in journal.sessions()}
    assert playing in kept and kept & set(finished) == set(finished[2:])


def test_a_second_copy_of_the_app_cannot_open_the_same_profile(tmp_path: Path) -> None:
    from mahjong_desktop.storage.lock import ProfileBusy
    from mahjong_desktop.storage.paths import DataDir
    from mahjong_desktop.storage.profile import Profile

    first = Profile.open(DataDir(tmp_path))
    with pytest.raises(ProfileBusy, match="another copy of Mahjong Desktop"):
        Profile.open(DataDir(tmp_path))
    first.close()
    Profile.open(DataDir(tmp_path)).close()  # free again once the first has closed
