"""A damaged write-ahead log never loses actions silently (issue 35, point 5): sqlite drops every
transaction after a damaged frame without a word, so the log is checked before sqlite reads it,
a damaged one is kept aside, and the player is told what was lost, naming the file."""

from __future__ import annotations

import os
import random
import shutil
from pathlib import Path
from typing import Any

import pytest

from mahjong_desktop.storage.database import DatabaseUnavailable
from mahjong_desktop.storage.journal import SessionJournal
from mahjong_desktop.storage.wal_check import check_wal
from tests.helpers.seeded_sessions import new_session

ACTIONS = 105


def _killed_mid_play(tmp_path: Path) -> tuple[Path, str]:
    """A journal as ``kill -9`` leaves it: the database and its log, copied while it is open."""
    live = tmp_path / "live"
    journal = SessionJournal(live / "sessions.sqlite3")
    _, header = new_session("lanzhou", 35, 2)
    uid = journal.begin(header)
    for seq in range(ACTIONS):
        journal.append(uid, 0, seq, {"type": "pass", "seat": seq % 4})
    left = tmp_path / "left"
    left.mkdir()
    for name in ("sessions.sqlite3", "sessions.sqlite3-wal"):
        shutil.copy(live / name, left / name)
    journal.close()
    return left / "sessions.sqlite3", uid


def test_an_intact_log_after_a_kill_keeps_every_action_and_says_nothing(tmp_path: Path) -> None:
    path, uid = _killed_mid_play(tmp_path)
    journal = SessionJournal(path)
    assert journal.problems == [] and len(journal.load(uid).hands[0]) == ACTIONS


def test_a_log_with_flipped_bytes_is_kept_aside_and_the_loss_told(tmp_path: Path) -> None:
    path, _ = _killed_mid_play(tmp_path)
    log = path.with_name("sessions.sqlite3-wal")
    damaged = bytearray(log.read_bytes())
    rng = random.Random(3505)
    for _ in range(64):
        damaged[rng.randrange(32, len(damaged))] ^= 0xFF
    log.write_bytes(bytes(damaged))
    journal = SessionJournal(path)
    [problem] = journal.problems
    assert problem.path == log and "is damaged" in problem.message
    assert "cannot be read, so what they held is lost" in problem.message
    assert problem.moved_to is not None and problem.moved_to.read_bytes() == bytes(damaged)
    assert str(log) in problem.describe()


def test_a_log_of_random_bytes_is_kept_aside_and_the_loss_told(tmp_path: Path) -> None:
    path, _ = _killed_mid_play(tmp_path)
    log = path.with_name("sessions.sqlite3-wal")
    noise = random.Random(3506).randbytes(log.stat().st_size)
    log.write_bytes(noise)
    journal = SessionJournal(path)
    [problem] = journal.problems
    assert "header cannot be read" in problem.message
    assert problem.moved_to is not None and problem.moved_to.read_bytes() == noise


def test_a_log_cut_in_its_last_frame_is_what_a_kill_leaves_and_is_not_damage(
    tmp_path: Path,
) -> None:
    path, uid = _killed_mid_play(tmp_path)
    log = path.with_name("sessions.sqlite3-wal")
    log.write_bytes(log.read_bytes()[:-1000])
    verdict = check_wal(log.read_bytes())
    assert verdict is not None and not verdict.damaged
    journal = SessionJournal(path)
    assert journal.problems == [] and len(journal.load(uid).hands[0]) == ACTIONS - 1


def test_a_log_left_behind_by_a_moved_database_is_not_taken_into_the_new_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On Windows a damaged database can be renamed while its ``-wal``, held open by another
    program, cannot: a new database beside the old log would read the old pages as its own."""
    path, _ = _killed_mid_play(tmp_path)
    path.write_bytes(b"not a database any more\n" * 100)
    log = path.with_name("sessions.sqlite3-wal")
    real_unlink, real_rename = os.unlink, os.rename

    def held_open(real: Any) -> Any:
        # Windows lets no program rename or delete a file another holds open; a hard link to
        # it may still be made, so the move fails only when the old name is to go.
        def call(source: Any, *rest: Any, **kwargs: Any) -> Any:
            if Path(source) == log:
                raise PermissionError(13, "The process cannot access the file")
            return real(source, *rest, **kwargs)

        return call

    with monkeypatch.context() as patch:
        patch.setattr(os, "unlink", held_open(real_unlink))
        patch.setattr(os, "rename", held_open(real_rename))
        with pytest.raises(DatabaseUnavailable) as caught:
            SessionJournal(path)
    assert "sessions.sqlite3-wal was left behind" in str(caught.value)
    # Nothing looks kept that was not: no stray link to the log held open.
    assert [p.name for p in tmp_path.glob("sessions.sqlite3.broken-*-wal")] == []
    assert not path.exists()  # the damaged database itself is kept aside
    journal = SessionJournal(path)  # the next start, once the other program let go
    [orphan] = journal.problems
    assert orphan.path == path.with_name("sessions.sqlite3-wal") and orphan.moved_to is not None
    assert journal.sessions() == []  # a new, empty journal: nothing of the old pages in it
