"""Every stored byte read defensively (issue 35, points 3, 13 and 14): bytes that are not UTF-8,
bad JSON or a tampered column in one stored session or record cost that one at most, with a
message naming the file and the session (or record); the others open, and a session that cannot
continue is no longer offered as Continue."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from mahjong_desktop.engine.record import GAME_FORMAT
from mahjong_desktop.storage.journal import SessionJournal, Status
from mahjong_desktop.storage.records import RecordStore
from mahjong_desktop.storage.saves import read_save, write_save
from mahjong_desktop.storage.session_doc import practice_header
from mahjong_desktop.validation import DataError
from tests.helpers.seeded_sessions import new_session

NOT_UTF8 = b'{"region": "lanzhou\xff\xfe", "x": "\xc3"}'


def _tamper(path: Path, sql: str, *args: object) -> None:
    with sqlite3.connect(path) as conn:
        conn.execute(sql, args)
    conn.close()


def _two_sessions(path: Path) -> tuple[SessionJournal, str, str]:
    journal = SessionJournal(path)
    _, header = new_session("lanzhou", 35, 2)
    older = journal.begin(header)
    journal.append(older, 0, 0, {"type": "pass", "seat": 0})
    newer = journal.begin(header)
    journal.append(newer, 0, 0, {"type": "pass", "seat": 0})
    return journal, older, newer


def test_bytes_that_are_not_utf8_in_one_session_header_cost_that_session_only(
    tmp_path: Path,
) -> None:
    path = tmp_path / "sessions.sqlite3"
    journal, good, bad = _two_sessions(path)
    _tamper(path, "UPDATE session SET header = CAST(? AS TEXT) WHERE uid = ?", NOT_UTF8, bad)
    assert [e.uid for e in journal.sessions()] == [good]
    [problem] = journal.problems
    assert str(path) in problem.describe() and bad in problem.describe()
    assert "not text" in problem.message


def test_bytes_that_are_not_utf8_in_one_action_row_stop_offering_that_session(
    tmp_path: Path,
) -> None:
    path = tmp_path / "sessions.sqlite3"
    journal, good, bad = _two_sessions(path)
    _tamper(path, "UPDATE action SET body = CAST(? AS TEXT) WHERE session = ?", NOT_UTF8, bad)
    latest = journal.latest_playing()
    assert latest is not None and latest.uid == good
    [problem] = journal.problems
    assert str(path) in problem.message and bad in problem.message
    assert "hand 0 action 0" in problem.message
    with pytest.raises(ValueError, match=bad):
        journal.load(bad)


def test_a_session_that_cannot_continue_is_not_offered_at_the_next_start(tmp_path: Path) -> None:
    path = tmp_path / "sessions.sqlite3"
    journal, good, bad = _two_sessions(path)
    _tamper(path, "UPDATE action SET body = '{\"type\": [[' WHERE session = ?", bad)
    assert journal.latest_playing().uid == good  # type: ignore[union-attr]
    journal.close()
    again = SessionJournal(path)
    statuses = {e.uid: e.status for e in again.sessions()}
    assert statuses == {good: Status.PLAYING, bad: Status.DAMAGED}
    assert again.problems == []  # said once, not at every start
    with sqlite3.connect(path) as conn:  # its rows are kept for a look by hand
        assert conn.execute("SELECT count(*) FROM action WHERE session = ?", (bad,)).fetchone()[0]
    conn.close()


@pytest.mark.parametrize(
    ("column", "value"),
    [
        ("hands_done", 10**9),
        ("hands_done", "three"),
        ("updated", b"\xff\xfe"),
    ],
)
def test_a_tampered_session_column_costs_that_session_only(
    tmp_path: Path, column: str, value: object
) -> None:
    path = tmp_path / "sessions.sqlite3"
    journal, good, bad = _two_sessions(path)
    cast = "CAST(? AS TEXT)" if isinstance(value, bytes) else "?"
    _tamper(path, f"UPDATE session SET {column} = {cast} WHERE uid = ?", value, bad)
    assert [e.uid for e in journal.sessions() if e.status is Status.PLAYING] == [good]
    assert any(bad in p.describe() and str(path) in p.describe() for p in journal.problems)


def test_a_tampered_action_number_costs_that_session_only(tmp_path: Path) -> None:
    path = tmp_path / "sessions.sqlite3"
    journal, good, bad = _two_sessions(path)
    _tamper(path, "UPDATE action SET seq = 'first' WHERE session = ?", bad)
    assert journal.latest_playing().uid == good  # type: ignore[union-attr]
    with pytest.raises(ValueError, match="action number 'first'"):
        journal.load(bad)


def test_bytes_that_are_not_utf8_in_one_record_cost_that_record_only(
    played: Path, tmp_path: Path
) -> None:
    path = tmp_path / "records.sqlite3"
    shutil.copy(played / "records.sqlite3", path)
    store = RecordStore(path)
    rows = store.query()
    bad = rows[0].id
    _tamper(path, "UPDATE hand SET region = CAST(? AS TEXT) WHERE id = ?", b"lan\xffzhou", bad)
    _tamper(path, "UPDATE hand SET summary = CAST(? AS TEXT) WHERE id = ?", NOT_UTF8, bad)
    _tamper(path, "UPDATE hand SET body = CAST(? AS TEXT) WHERE id = ?", NOT_UTF8, bad)
    listed = store.query()
    assert [r.id for r in listed] == [r.id for r in rows[1:]]
    assert any(f"record {bad}" in p.message and str(path) in p.message for p in store.problems)
    summaries, problems = store.summaries()
    assert len(summaries) == len(rows) - 1 and f"record {bad}" in problems[0].message
    records, problems = store.records()
    assert len(records) == len(rows) - 1 and f"record {bad}" in problems[0].message
    with pytest.raises(ValueError, match=f"record {bad}"):
        store.get(bad)
    store.close()


def test_a_save_whose_practice_deal_has_no_dealer_seat_is_refused_clearly(
    tmp_path: Path,
) -> None:
    _, header = new_session("linfen", 35, 1)
    deal = {"format": GAME_FORMAT, "region": "linfen", "options": {}, "seed": 1, "dealer": []}
    path = tmp_path / "practice.mjsave.json"
    write_save(path, practice_header(header, deal), [])
    with pytest.raises(
        DataError,
        match=r"practice\.mjsave\.json: session\.deal\.dealer: "
        r"\[\] is not a whole number from 0 to 3",
    ):
        read_save(path)
    document = json.loads(path.read_text(encoding="utf-8"))
    document["session"]["deal"]["dealer"] = 0
    document["session"]["deal"]["scores"] = [0, "1", 0, 0]
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(
        DataError, match=r"deal\.scores: \[0, '1', 0, 0\] is not a list of 4 whole numbers"
    ):
        read_save(path)
