"""Hand records (牌谱) in ``records.sqlite3``: one row per finished hand, indexed for the history.

The columns the history lists and filters on (date, region, result, points, best pattern) are
copied out of the record when it is stored; the record itself (``body``, JSON) is what replays.
Exports and imports are versioned JSON (``mahjong-desktop/hand-records``); an import keeps every
good record and reports each bad one.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from mahjong_desktop.engine.errors import RecordError
from mahjong_desktop.rules.item_kinds import is_pattern
from mahjong_desktop.storage.atomic import write_text_atomic
from mahjong_desktop.storage.database import Schema, open_database
from mahjong_desktop.storage.guard import (
    Problem,
    StorageError,
    parse_json_text,
    read_json_file,
    require,
)
from mahjong_desktop.storage.hand_record import (
    HandFacts,
    HandRecord,
    facts_from_json,
    record_from_json,
)

EXPORT_FORMAT = "mahjong-desktop/hand-records"
EXPORT_VERSION = 1
MAX_RECORD_BYTES = 256 * 1024
MAX_IMPORT_RECORDS = 100_000

SCHEMA = Schema(
    "records",
    1,
    (
        """CREATE TABLE hand (
            id INTEGER PRIMARY KEY,
            session TEXT NOT NULL,
            hand_index INTEGER NOT NULL,
            date TEXT NOT NULL,
            region TEXT NOT NULL,
            outcome TEXT NOT NULL,
            points INTEGER NOT NULL,
            best_pattern TEXT,
            rules_version INTEGER NOT NULL,
            summary TEXT NOT NULL,
            body TEXT NOT NULL,
            UNIQUE (session, hand_index)
        )""",
        "CREATE INDEX hand_date ON hand(date)",
        "CREATE INDEX hand_region_date ON hand(region, date)",
    ),
)


@dataclass(frozen=True, slots=True)
class RecordRow:
    """One line of the history."""

    id: int
    session: str
    hand_index: int
    date: str
    region: str
    outcome: str
    points: int
    best_pattern: str | None


@dataclass(frozen=True, slots=True)
class RecordFilter:
    """``date_from``/``date_to``: ISO dates (``2026-12-01``), inclusive; None: any."""

    region: str | None = None
    outcome: str | None = None
    date_from: str | None = None
    date_to: str | None = None


class RecordStore:
    def __init__(self, path: Path) -> None:
        self.path = path
        opened = open_database(path, SCHEMA)
        self._db = opened.connection
        self.problems: list[Problem] = opened.problems
        self._lock = threading.Lock()

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def add(self, record: HandRecord) -> int:
        """Store a record; storing the same hand of the same session again replaces it (a hand
        settled again after a resume is one hand)."""
        return self.add_many([record])[0]

    def add_many(self, records: Iterable[HandRecord]) -> list[int]:
        ids = []
        with self._lock, self._db:
            self._db.execute("BEGIN")
            for record in records:
                seat = record.viewer
                body = json.dumps(record.to_json(), ensure_ascii=False, separators=(",", ":"))
                cursor = self._db.execute(
                    "INSERT OR REPLACE INTO hand (session, hand_index, date, region, outcome, "
                    "points, best_pattern, rules_version, summary, body) "
                    "VALUES (?,?,?,?,?,?,?,?,?,?)",
                    (
                        record.session_uid,
                        record.hand_index,
                        record.date,
                        record.region,
                        record.facts.outcome_for(seat),
                        record.facts.net[seat],
                        record.facts.best_pattern(seat, record.region),
                        record.rules_version,
                        json.dumps(_summary_json(record), separators=(",", ":")),
                        body,
                    ),
                )
                ids.append(int(cursor.lastrowid or 0))
        return ids

    def query(
        self, where: RecordFilter = RecordFilter(), limit: int | None = None
    ) -> list[RecordRow]:
        """The history's rows, newest first."""
        clauses, args = _clauses(where)
        sql = (
            "SELECT id, session, hand_index, date, region, outcome, points, best_pattern FROM hand"
            + (" WHERE " + " AND ".join(clauses) if clauses else "")
            + " ORDER BY date DESC, id DESC"
        )
        if limit is not None:
            sql += f" LIMIT {int(limit)}"
        with self._lock:
            rows = self._db.execute(sql, args).fetchall()
        good = []
        for row in rows:
            problem = _bad_row(row)
            if problem is None:
                good.append(self._true_best_pattern(RecordRow(*row)))
            else:
                self._report(f"{self.path}, record {row[0]}: {problem}; it is not listed")
        return good

    def _true_best_pattern(self, row: RecordRow) -> RecordRow:
        """Rows stored before items had kinds may name 逢一进百 or 底胡 as the best pattern:
        such a row's pattern is found again from its summary (only those rows are read)."""
        if row.best_pattern is None or is_pattern(row.region, row.best_pattern):
            return row
        with self._lock:
            found = self._db.execute("SELECT summary FROM hand WHERE id = ?", (row.id,)).fetchone()
        where = f"{self.path}, record {row.id}"
        try:
            summary = _summary(row.session, row.hand_index, row.date, row.region, found[0], where)
        except (ValueError, TypeError):
            return replace(row, best_pattern=None)
        return replace(row, best_pattern=summary.facts.best_pattern(summary.viewer, row.region))

    def count(self) -> int:
        with self._lock:
            return int(self._db.execute("SELECT count(*) FROM hand").fetchone()[0])

    def get(self, record_id: int) -> HandRecord:
        """The record; ``ValueError``/``RecordError`` (naming the database and the row) if it
        cannot be used."""
        with self._lock:
            row = self._db.execute("SELECT body FROM hand WHERE id = ?", (record_id,)).fetchone()
        where = f"{self.path}, record {record_id}"
        if row is None:
            raise ValueError(f"{where}: no such record")
        return _parse_body(row[0], where)

    def records(
        self, where: RecordFilter = RecordFilter()
    ) -> tuple[list[HandRecord], list[Problem]]:
        """Every matching record, oldest first, and the rows that could not be read."""
        clauses, args = _clauses(where)
        sql = (
            "SELECT id, body FROM hand"
            + (" WHERE " + " AND ".join(clauses) if clauses else "")
            + " ORDER BY date, id"
        )
        with self._lock:
            rows = self._db.execute(sql, args).fetchall()
        good, bad = [], []
        for record_id, body in rows:
            try:
                good.append(_parse_body(body, f"{self.path}, record {record_id}"))
            except (ValueError, RecordError) as exc:
                bad.append(Problem(self.path, str(exc)))
        return good, bad

    def summaries(
        self, where: RecordFilter = RecordFilter()
    ) -> tuple[list[RecordSummary], list[Problem]]:
        """What the statistics read of every matching record (not the actions: parsing 10,000
        whole records takes seconds, their summaries a fraction of one)."""
        clauses, args = _clauses(where)
        sql = (
            "SELECT id, session, hand_index, date, region, summary FROM hand"
            + (" WHERE " + " AND ".join(clauses) if clauses else "")
            + " ORDER BY date, id"
        )
        with self._lock:
            rows = self._db.execute(sql, args).fetchall()
        good, bad = [], []
        for record_id, session, hand_index, date, region, summary in rows:
            where_text = f"{self.path}, record {record_id}"
            try:
                problem = _bad_row((record_id, session, hand_index, date, region, "", 0, None))
                if problem is not None:
                    raise ValueError(f"{where_text}: {problem}")
                good.append(_summary(session, hand_index, date, region, summary, where_text))
            except ValueError as exc:
                bad.append(Problem(self.path, str(exc)))
        return good, bad

    def _report(self, message: str) -> None:
        if not any(p.message == message for p in self.problems):
            self.problems.append(Problem(self.path, message))

    def delete(self, ids: Iterable[int]) -> None:
        with self._lock, self._db:
            self._db.execute("BEGIN")
            self._db.executemany("DELETE FROM hand WHERE id = ?", [(i,) for i in ids])

    # -- export and import -------------------------------------------------------------------------

    def export(self, path: Path, where: RecordFilter = RecordFilter()) -> int:
        """Write the matching records to ``path`` (atomically); how many."""
        records, _ = self.records(where)
        document = {
            "format": EXPORT_FORMAT,
            "version": EXPORT_VERSION,
            "records": [r.to_json() for r in records],
        }
        write_text_atomic(path, json.dumps(document, ensure_ascii=False, separators=(",", ":")))
        return len(records)

    def import_file(self, path: Path) -> tuple[int, list[Problem]]:
        """Store every good record of an export; (how many, the records refused and why).
        ``StorageError`` when the file as a whole cannot be used (it is left where it is: it is
        the player's own file, picked in a dialog)."""
        data = read_json_file(path)
        if not isinstance(data, dict) or data.get("format") != EXPORT_FORMAT:
            raise StorageError(path, f"is not an export of hand records (format {EXPORT_FORMAT!r})")
        version = data.get("version")
        if not isinstance(version, int) or version > EXPORT_VERSION:
            raise StorageError(
                path, f"export format {version!r} is not one this app reads ({EXPORT_VERSION})"
            )
        raw = data.get("records")
        if not isinstance(raw, list) or len(raw) > MAX_IMPORT_RECORDS:
            raise StorageError(path, f"'records' must be a list of at most {MAX_IMPORT_RECORDS}")
        good: list[HandRecord] = []
        problems: list[Problem] = []
        for i, item in enumerate(raw):
            try:
                good.append(record_from_json(item, f"record {i}"))
            except (ValueError, RecordError) as exc:
                problems.append(Problem(path, str(exc)))
        self.add_many(good)
        return len(good), problems


@dataclass(frozen=True, slots=True)
class RecordSummary:
    """A record without its actions: what statistics count (``HandRecord`` has the same fields)."""

    session_uid: str
    hand_index: int
    date: str
    region: str
    human_seat: int | None
    levels: tuple[str | None, ...]
    facts: HandFacts

    @property
    def viewer(self) -> int:
        return 0 if self.human_seat is None else self.human_seat


def _bad_row(row: tuple[Any, ...]) -> str | None:
    """Why a history row's columns cannot be shown (text that is not UTF-8, a tampered type),
    or None."""
    record_id, session, hand_index, date, region, outcome, points, best = row
    for name, value in (("session", session), ("date", date), ("region", region)):
        if not isinstance(value, str):
            return f"{name!r} is not text ({value!r:.60})"
    if not isinstance(outcome, str) or not isinstance(best, str | None):
        return "its result is not text"
    for name, value in (("id", record_id), ("hand_index", hand_index), ("points", points)):
        if not isinstance(value, int) or isinstance(value, bool):
            return f"{name!r} is not a whole number ({value!r:.60})"
    return None


def _summary_json(record: HandRecord) -> dict[str, Any]:
    return {
        "human_seat": record.human_seat,
        "levels": list(record.levels),
        "result": record.facts.to_json(),
    }


def _summary(
    session: str, hand_index: int, date: str, region: str, text: object, where: str
) -> RecordSummary:
    if not isinstance(text, str) or len(text) > MAX_RECORD_BYTES:
        raise ValueError(f"{where}: the summary is not text of at most {MAX_RECORD_BYTES} bytes")
    data = parse_json_text(text)
    if not isinstance(data, dict):
        raise ValueError(f"{where}: the summary must be an object")
    human = data.get("human_seat")
    if human is not None and (not isinstance(human, int) or human not in range(4)):
        raise ValueError(f"{where}: 'human_seat' must be 0–3 or null, got {human!r:.40}")
    levels = data.get("levels")
    if (
        not isinstance(levels, list)
        or len(levels) != 4
        or not all(x is None or isinstance(x, str) for x in levels)
    ):
        raise ValueError(f"{where}: 'levels' must be 4 level names or nulls")
    facts = facts_from_json(require(data, "result", dict, where), where)
    return RecordSummary(session, hand_index, date, region, human, tuple(levels), facts)


def _clauses(where: RecordFilter) -> tuple[list[str], list[Any]]:
    clauses: list[str] = []
    args: list[Any] = []
    if where.region is not None:
        clauses.append("region = ?")
        args.append(where.region)
    if where.outcome is not None:
        clauses.append("outcome = ?")
        args.append(where.outcome)
    if where.date_from is not None:
        clauses.append("date >= ?")
        args.append(where.date_from)
    if where.date_to is not None:
        clauses.append("date < ?")
        args.append(where.date_to + "\uffff")  # the whole last day
    return clauses, args


def _parse_body(body: object, where: str) -> HandRecord:
    if not isinstance(body, str) or len(body) > MAX_RECORD_BYTES:
        raise ValueError(f"{where}: not a record of at most {MAX_RECORD_BYTES} bytes")
    try:
        data = parse_json_text(body)
    except ValueError as exc:
        raise ValueError(f"{where}: {exc}") from None
    return record_from_json(data, where)
