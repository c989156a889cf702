"""Issue 35 point 12: the autosave writer thread never dies silently. A failure of any kind (a
number too big for sqlite's INTEGER raised OverflowError and ended the thread; Save as… then
hung waiting for it) is kept for the window's notice, and the writer goes on with the next write."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest

from mahjong_desktop.storage.headless import continue_session
from mahjong_desktop.storage.recorder import SessionRecorder
from tests.helpers.seeded_sessions import new_session, open_stores, players_for


def test_a_failed_write_of_any_kind_is_reported_and_the_writer_keeps_writing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session, header = new_session("lincang", 5, 2)
    journal, records = open_stores(tmp_path)
    recorder = SessionRecorder.start(journal, records, header, background=True)
    real_add = records.add
    failures = [OverflowError("Python int too large to convert to SQLite INTEGER")]

    def add_once_too_big(record: object) -> int:
        if failures:
            raise failures.pop()
        return real_add(record)  # type: ignore[arg-type]

    monkeypatch.setattr(records, "add", add_once_too_big)
    continue_session(session, players_for(session, header), recorder)
    # flush() returns once everything handed over is written; a dead writer would never let it
    # (the long wait is a watchdog against a hung test run, not a timing check).
    flushing = threading.Thread(target=recorder.flush, daemon=True)
    flushing.start()
    flushing.join(60)
    assert not flushing.is_alive(), "the writer thread died"
    assert recorder._thread is not None and recorder._thread.is_alive()
    assert recorder.problem is not None
    assert "OverflowError: Python int too large" in recorder.problem
    recorder.close()
    # The first hand's record was lost to the failure; the second hand and every action were not.
    assert [r.hand_index for r in records.query()] == [1]
    loaded = journal.load(recorder.uid)
    assert len(loaded.hands) == 2 and loaded.entry.totals is not None


def test_a_failure_outside_any_one_write_is_reported_and_the_writer_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The writer's last guard (around a whole batch, not one write) keeps the failure too; it
    once called the note with an argument missing, so the TypeError ended the thread instead."""
    session, header = new_session("lincang", 5, 1)
    journal, records = open_stores(tmp_path)
    recorder = SessionRecorder.start(journal, records, header, background=True)
    real_write = SessionRecorder._write
    failures = [RuntimeError("the batch could not be sorted")]

    def write_once_broken(self: SessionRecorder, items: list[Any]) -> None:
        if failures:
            raise failures.pop()
        real_write(self, items)

    monkeypatch.setattr(SessionRecorder, "_write", write_once_broken)
    continue_session(session, players_for(session, header), recorder)
    flushing = threading.Thread(target=recorder.flush, daemon=True)
    flushing.start()
    flushing.join(60)  # a watchdog against a hung run, not a timing check
    assert not flushing.is_alive(), "the writer thread died"
    assert recorder.problem is not None
    assert "RuntimeError: the batch could not be sorted" in recorder.problem
    assert recorder._thread is not None and recorder._thread.is_alive()
    recorder.close()
    # The batch that failed is lost (the journal has a gap there), but the writer lived on and
    # wrote what came after it: the hand's record.
    assert [r.hand_index for r in records.query()] == [0]
