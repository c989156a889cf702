"""A disk full for a while during play (issue 35, point 4): the journal stays continuous, so the
session resumes to the last action written; when the disk takes writes again, nothing is lost at
all; and the player is told which actions wait. The full disk is sqlite's own: ``max_page_count``
at the database's size makes every write that needs a new page fail with SQLITE_FULL."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from mahjong_desktop.engine.game import Game
from mahjong_desktop.storage.headless import continue_session, event_log
from mahjong_desktop.storage.journal import SessionJournal
from mahjong_desktop.storage.recorder import SessionRecorder
from tests.helpers.seeded_sessions import new_session, open_stores, players_for

UNLIMITED = 1_073_741_823


def _fill(journal: SessionJournal) -> None:
    pages = journal._db.execute("PRAGMA page_count").fetchone()[0]
    journal._db.execute(f"PRAGMA max_page_count = {pages}")


def _empty(journal: SessionJournal) -> None:
    journal._db.execute(f"PRAGMA max_page_count = {UNLIMITED}")


def _played(
    tmp_path: Path, full_from: int, space_after: int | None
) -> tuple[SessionRecorder, list[dict[str, Any]], list[list[dict[str, Any]]]]:
    """Play two hands; the disk fills after action ``full_from`` and frees ``space_after`` actions
    after the first failed write (None: not before the game ends)."""
    session, header = new_session("lanzhou", 3504, 2)
    journal, records = open_stores(tmp_path)
    recorder = SessionRecorder.start(journal, records, header)
    played: list[list[dict[str, Any]]] = []
    made = 0
    failed_at: int | None = None

    def disk(game: Game, action: object) -> None:
        nonlocal made, failed_at
        made += 1
        while len(played) <= game.hand_number:
            played.append([])
        played[game.hand_number] = [a.to_json() for a in game.actions]
        if made == full_from:
            _fill(journal)
        if recorder.problem is not None and failed_at is None:
            failed_at = made
        if space_after is not None and failed_at is not None and made == failed_at + space_after:
            _empty(journal)

    log = continue_session(session, players_for(session, header), recorder, disk)
    assert failed_at is not None, "the disk never filled: the test proves nothing"
    recorder.close()
    return recorder, log, played


def test_a_short_full_disk_during_play_loses_no_action(tmp_path: Path) -> None:
    recorder, log, played = _played(tmp_path, full_from=10, space_after=25)
    assert recorder.problem is not None and "full" in recorder.problem
    assert recorder.unsaved == 0
    recorder.journal.close()
    journal = SessionJournal(tmp_path / "sessions.sqlite3")
    loaded = journal.load(recorder.uid)  # used to be refused: "a gap in the log"
    assert loaded.hands == played
    assert event_log(loaded.entry.header, loaded.hands) == log


def test_a_full_disk_until_the_end_resumes_to_the_last_action_written(tmp_path: Path) -> None:
    recorder, _, played = _played(tmp_path, full_from=10, space_after=None)
    assert recorder.unsaved > 0
    assert "are not saved yet" in (recorder.problem or "")
    assert "Continue resumes just before them" in (recorder.problem or "")
    recorder.journal.close()
    journal = SessionJournal(tmp_path / "sessions.sqlite3")
    entry = journal.latest_playing()
    assert entry is not None and entry.uid == recorder.uid
    loaded = journal.load(recorder.uid)
    *whole, last = loaded.hands
    assert whole == played[: len(whole)]
    assert last == played[len(whole)][: len(last)]  # a prefix: everything up to the first miss
    assert sum(map(len, loaded.hands)) == sum(map(len, played)) - recorder.unsaved
    loaded.build()  # resumable: no gap, no hand marked finished without its actions
