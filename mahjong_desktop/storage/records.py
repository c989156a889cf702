"""Hand records (牌谱) in ``records.sqlite3``: one row per finished hand, indexed for the history.

The columns the history lists and filters on (date, region, result, points, best pattern) are
copied out of the record when it is stored; the record itself (``body``, JSON) is what replays.
Exports and imports are versioned JSON (``mahjong-desktop/hand-records``, docs/formats/record.md,
checked against the shipped JSON Schema: ``export_format``); an import keeps every good record
and reports each bad one.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from mahjong_desktop.engine.errors import RecordError
from mahjong_desktop.messages import Says, number
from mahjong_desktop.rules.item_kinds import is_pattern
from mahjong_desktop.storage.atomic import write_text_atomic
from mahjong_desktop.storage.database import Schema, open_database
from mahjong_desktop.storage.drill_answers import STATEMENTS as DRILL_STATEMENTS
from mahjong_desktop.storage.drill_answers import DrillAnswers
from mahjong_desktop.storage.export_format import (
    EXPORT_FORMAT,
    EXPORT_VERSION,
    checker,
    deal_mismatch,
    exported_record,
    migrated,
)
from mahjong_desktop.storage.hand_record import (
    HandFacts,
    HandRecord,
    facts_from_json,
    record_from_json,
    replay_record,
    seats_of,
)
from mahjong_desktop.storage.problem import Problem
from mahjong_desktop.validation import (
    DataError,
    Fields,
    parse_json,
    problem,
    read_json_file,
    shown_says,
    stored_limits,
)

MAX_RECORD_BYTES = 256 * 1024
RECORD_LIMITS = stored_limits(MAX_RECORD_BYTES)
MAX_IMPORT_BYTES = 32 * 1024 * 1024  # an export of 10,000 hands is about 12 MB
IMPORT_LIMITS = stored_limits(MAX_IMPORT_BYTES)
# Every imported record is replayed before it is stored (about 10 ms a hand): 10,000 hands, a
# few years of evenings and an export of about 12 MB, check in a couple of minutes in the
# import's worker. A bigger file is refused as a whole, naming the bound.
MAX_IMPORT_RECORDS = 10_000
# Called after each record checked: (done, total); False cancels the import (nothing is stored).
ImportProgress = Callable[[int, int], bool]

SCHEMA = Schema(
    "records",
    2,
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
        *DRILL_STATEMENTS,
    ),
    # 1 → 2: the drill answers (storage/drill_answers.py).
    upgrades=(DRILL_STATEMENTS,),
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
class ImportResult:
    """What an import did: ``stored`` new records; ``already_kept`` identical to one kept already;
    ``problems`` every record refused (a clash with a different kept record included), each
    naming the record; ``cancelled``: the player stopped it and nothing was stored."""

    stored: int
    problems: list[Problem]
    already_kept: int = 0
    cancelled: bool = False


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
        # The drill window's answers share this database (its format 2) and its lock.
        self.drill_answers = DrillAnswers(self._db, self._lock)

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
                body = _body(record)
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
            problem = _bad_row(row, self._named(row[0]))
            if problem is None:
                good.append(self._true_best_pattern(RecordRow(*row)))
            else:
                self._report(problem.noted(Says("not_listed")))
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
        named = self._named(record_id)
        if row is None:
            raise problem(named, "", Says("no_record"))
        try:
            return _parse_body(row[0], named.english())
        except DataError as exc:
            raise _said_of(exc, named) from None

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
            named = self._named(record_id)
            try:
                good.append(_parse_body(body, named.english()))
            except (ValueError, RecordError) as exc:
                bad.append(Problem.of(self.path, _said_of(exc, named)))
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
            named = self._named(record_id)
            try:
                row = (record_id, session, hand_index, date, region, "", 0, None)
                problem = _bad_row(row, named)
                if problem is not None:
                    raise problem
                good.append(_summary(session, hand_index, date, region, summary, named.english()))
            except ValueError as exc:
                bad.append(Problem.of(self.path, _said_of(exc, named)))
        return good, bad

    def _named(self, record_id: object) -> Says:
        """A row of this database in a message: "<file>, record <id>"."""
        return Says("in_record", (str(self.path), str(record_id)))

    def _report(self, error: DataError) -> None:
        found = Problem.of(self.path, error)
        if not any(p.message == found.message for p in self.problems):
            self.problems.append(found)

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
            "records": [exported_record(r) for r in records],
        }
        write_text_atomic(path, json.dumps(document, ensure_ascii=False, separators=(",", ":")))
        return len(records)

    def import_file(self, path: Path, progress: ImportProgress | None = None) -> ImportResult:
        """Store every good record of an export; ``DataError`` when the file as a whole cannot
        be used (it is left where it is: it is the player's own file, picked in a dialog).

        Each record is checked against the format's JSON Schema (after the size and depth
        bounds of the whole file; an older version's record migrated first), then replayed to
        its recorded result and its deal: a field the schema refuses, a fake result, actions
        that replay to another one, an illegal action or a deal its seed does not give refuse
        that record, with a message naming it, the key and the action. A record of a hand
        already kept (same session and hand number) never replaces the kept one: the player's
        own record is what their play made, and two different "hand 3 of session X" would each
        count in the statistics. An identical one is counted as already kept; a different one
        is refused, saying so (the file is unchanged, so nothing is lost). Slow for big files:
        call it from a worker.
        """
        data = read_json_file(path, IMPORT_LIMITS)
        name = str(path)
        if not isinstance(data, dict) or data.get("format") != EXPORT_FORMAT:
            raise problem(name, "", Says("not_an_export", (repr(EXPORT_FORMAT),)))
        version = data.get("version")
        if isinstance(version, bool) or not isinstance(version, int) or version < 1:
            raise problem(
                name,
                "",
                Says("export_version", (shown_says(version), str(EXPORT_VERSION))),
            )
        if version > EXPORT_VERSION:
            raise problem(
                name,
                "",
                Says("export_newer", (str(version), str(EXPORT_VERSION))),
            )
        raw = data.get("records")
        if not isinstance(raw, list) or len(raw) > MAX_IMPORT_RECORDS:
            raise problem(name, "", Says("export_records", (number(MAX_IMPORT_RECORDS),)))
        good: list[tuple[int, HandRecord]] = []
        problems: list[Problem] = []
        for i, item in enumerate(raw):
            named = _record_name(i, item)
            where = named.english()
            try:
                item = migrated(item, version)
                checker().check(item, where, at="#/$defs/record")
                record = record_from_json(item, where)
                game = replay_record(record)
                assert isinstance(item, dict)  # the schema says so
                wrong = deal_mismatch(item["deal"], game)
                if wrong is not None:
                    raise RecordError.about("", "deal", wrong)
            except (ValueError, RecordError, OverflowError, TypeError) as exc:
                # OverflowError/TypeError: a crafted value the checks above did not foresee is
                # still one record refused, never an import stopped by a traceback.
                message = str(exc)
                if not message.startswith(where):
                    message = f"{where}: {message}"
                    if isinstance(exc, DataError):  # the same, now naming the record
                        inside = Says("inside", (named, exc.source)) if exc.source else named
                        exc = exc.moved(inside, exc.key)
                elif isinstance(exc, DataError) and exc.source == where:
                    exc = exc.moved(named, exc.key)  # named in words the window can say again
                problems.append(
                    Problem(path, message, error=exc if isinstance(exc, DataError) else None)
                )
            else:
                good.append((i, record))
            if progress is not None and not progress(i + 1, len(raw)):
                return ImportResult(0, problems, cancelled=True)
        stored, already, clashes = self._add_new(good)
        problems += [
            Problem.of(path, DataError.about(_record_name(i, None, r), "", Says("clash")))
            for i, r in clashes
        ]
        return ImportResult(stored, problems, already)

    def _add_new(
        self, records: list[tuple[int, HandRecord]]
    ) -> tuple[int, int, list[tuple[int, HandRecord]]]:
        """Store the records (with their place in the file) whose hand is not kept yet:
        (stored, identical ones already kept, the ones that clash with a different kept one)."""
        fresh: list[HandRecord] = []
        already = 0
        clashes: list[tuple[int, HandRecord]] = []
        seen: dict[tuple[str, int], str] = {}
        with self._lock:
            for i, record in records:
                key = (record.session_uid, record.hand_index)
                body = _body(record)
                row = self._db.execute(
                    "SELECT body FROM hand WHERE session = ? AND hand_index = ?", key
                ).fetchone()
                kept = row[0] if row is not None else seen.get(key)
                if kept is None:
                    seen[key] = body
                    fresh.append(record)
                elif kept == body:
                    already += 1
                else:
                    clashes.append((i, record))
        self.add_many(fresh)
        return len(fresh), already, clashes


def _body(record: HandRecord) -> str:
    return json.dumps(record.to_json(), ensure_ascii=False, separators=(",", ":"))


def _record_name(index: int, item: object, record: HandRecord | None = None) -> Says:
    """ "record 3 (session …, hand 2)" as far as the record says it."""
    session = record.session_uid if record is not None else None
    hand = record.hand_index if record is not None else None
    if isinstance(item, dict):
        session = item.get("session")
        hand = item.get("hand_index")
    if isinstance(session, str) and isinstance(hand, int) and not isinstance(hand, bool):
        return Says("record_of", (str(index), shown_says(session), shown_says(hand)))
    return Says("record_n", (str(index),))


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


def _said_of(exc: Exception, named: Says) -> Exception:
    """``exc`` said of the row ``named`` (in words the window says again) when it names that row
    in English; otherwise as it is."""
    if isinstance(exc, DataError) and exc.source == named.english():
        return exc.moved(named, exc.key)
    return exc


def _bad_row(row: tuple[Any, ...], where: str | Says) -> DataError | None:
    """Why a history row's columns cannot be shown (text that is not UTF-8, a tampered type),
    naming the row (``where``) and the column, or None."""
    record_id, session, hand_index, date, region, outcome, points, best = row
    texts = (("session", session), ("date", date), ("region", region), ("outcome", outcome))
    for name, value in texts:
        if not isinstance(value, str):
            return DataError(where, name, value, Says("kind_str"))
    if not isinstance(best, str | None):
        return DataError(where, "best", best, Says("kind_str"))
    for name, value in (("id", record_id), ("hand_index", hand_index), ("points", points)):
        if not isinstance(value, int) or isinstance(value, bool):
            return DataError(where, name, value, Says("kind_int"))
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
        raise problem(where, "", Says("summary_bytes", (number(MAX_RECORD_BYTES),)))
    summary = Fields.of(parse_json(text, where, RECORD_LIMITS), where)
    human, levels = seats_of(summary)
    facts = facts_from_json(summary.value("result", dict), where)
    return RecordSummary(session, hand_index, date, region, human, levels, facts)


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
        raise problem(where, "", Says("record_bytes", (str(MAX_RECORD_BYTES),)))
    return record_from_json(parse_json(body, where, RECORD_LIMITS), where)
