"""The session in progress, autosaved after every action (``sessions.sqlite3``).

Each action is one row appended in its own transaction (WAL, ``synchronous=FULL``: durable when the
commit returns), so a power cut or ``kill -9`` loses at most the action being made. A session is
its header (``SessionHeader``) plus these rows; resuming replays them (``build_session``), which
gives back the identical table. Finished and abandoned sessions stay listed (recent sessions) until
deleted; one that cannot be read is reported and skipped, the rest stay usable.
"""

from __future__ import annotations

import json
import secrets
import sqlite3
import threading
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from enum import Enum
from pathlib import Path
from typing import Any

from mahjong_desktop.engine.errors import RecordError
from mahjong_desktop.engine.session import Session
from mahjong_desktop.messages import Says, number
from mahjong_desktop.storage.database import Schema, open_database
from mahjong_desktop.storage.problem import Problem
from mahjong_desktop.storage.session_doc import (
    MAX_ACTIONS_PER_HAND,
    MAX_HANDS,
    SessionHeader,
    build_session,
)
from mahjong_desktop.validation import DataError, Fields, one_of, parse_json, problem, stored_limits

MAX_ROW_BYTES = 64 * 1024  # one header or one action; real ones are under 2 KB
ROW_LIMITS = stored_limits(MAX_ROW_BYTES)

SCHEMA = Schema(
    "sessions",
    1,
    (
        """CREATE TABLE session (
            uid TEXT PRIMARY KEY,
            started TEXT NOT NULL,
            updated TEXT NOT NULL,
            status TEXT NOT NULL,
            header TEXT NOT NULL,
            hands_done INTEGER NOT NULL DEFAULT 0,
            totals TEXT NOT NULL DEFAULT '[0,0,0,0]'
        )""",
        """CREATE TABLE action (
            session TEXT NOT NULL REFERENCES session(uid) ON DELETE CASCADE,
            hand INTEGER NOT NULL,
            seq INTEGER NOT NULL,
            body TEXT NOT NULL,
            PRIMARY KEY (session, hand, seq)
        ) WITHOUT ROWID""",
        "CREATE INDEX session_updated ON session(updated)",
    ),
)


class Status(Enum):
    PLAYING = "playing"
    FINISHED = "finished"
    # Its stored rows cannot be resumed (a gap, a bad row, a replay that fails): kept as it is
    # for a look by hand, listed, and no longer offered as Continue.
    DAMAGED = "damaged"


def now_text() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


@dataclass(frozen=True, slots=True)
class SessionEntry:
    """One session as the title screen lists it."""

    uid: str
    started: str
    updated: str
    status: Status
    header: SessionHeader
    hands_done: int
    totals: tuple[int, ...]
    hand_actions: int  # actions of the hand in progress (0: between hands)

    @property
    def player_total(self) -> int | None:
        seat = self.header.human_seat
        return None if seat is None else self.totals[seat]


@dataclass(frozen=True, slots=True)
class LoadedSession:
    entry: SessionEntry
    hands: list[list[dict[str, Any]]]
    where: str = "session"  # the file and the session, for messages
    named: Says | None = None  # the same in words the window says again (``where`` is English)

    def build(self) -> Session:
        """The session replayed; ``RecordError`` naming the file and the session if it cannot
        be."""
        try:
            return build_session(self.entry.header, self.hands)
        except RecordError as exc:  # the same error, now naming the file and the session
            named: str | Says = self.named or self.where
            if exc.source:
                named = Says("inside", (named, exc.source))
            raise exc.moved(named, exc.key) from None


class SessionJournal:
    """One open ``sessions.sqlite3``. Thread-safe: the engine thread writes, the window reads."""

    def __init__(self, path: Path) -> None:
        self.path = path
        opened = open_database(path, SCHEMA)
        self._db = opened.connection
        self.problems: list[Problem] = opened.problems
        self._lock = threading.Lock()
        self._damaged: set[str] = set()  # marked damaged in this run
        self._readable: set[tuple[str, str]] = set()  # (uid, updated) whose rows were read

    def close(self) -> None:
        with self._lock:
            self._db.close()

    # -- writing (the engine thread) ---------------------------------------------------------------

    def begin(self, header: SessionHeader, hands: list[list[dict[str, Any]]] | None = None) -> str:
        """A new session (with ``hands`` already played, for an opened save); its uid."""
        uid = secrets.token_hex(8)
        stamp = now_text()
        text = json.dumps(header.to_json(), ensure_ascii=False, separators=(",", ":"))
        with self._lock, self._db:
            self._db.execute("BEGIN")
            self._db.execute(
                "INSERT INTO session (uid, started, updated, status, header) VALUES (?,?,?,?,?)",
                (uid, stamp, stamp, Status.PLAYING.value, text),
            )
            for hand, actions in enumerate(hands or []):
                self._db.executemany(
                    "INSERT INTO action VALUES (?,?,?,?)",
                    [(uid, hand, seq, _compact(a)) for seq, a in enumerate(actions)],
                )
        return uid

    def append(self, uid: str, hand: int, seq: int, action: dict[str, Any]) -> None:
        """Action ``seq`` of hand ``hand``: durable when this returns."""
        with self._lock, self._db:
            self._db.execute("BEGIN")
            self._db.execute(
                "INSERT OR REPLACE INTO action VALUES (?,?,?,?)", (uid, hand, seq, _compact(action))
            )
            self._db.execute("UPDATE session SET updated = ? WHERE uid = ?", (now_text(), uid))

    def append_many(self, uid: str, rows: list[tuple[int, int, dict[str, Any]]]) -> None:
        """Several actions (hand, seq, action) in one transaction: one fsync for all."""
        with self._lock, self._db:
            self._db.execute("BEGIN")
            self._db.executemany(
                "INSERT OR REPLACE INTO action VALUES (?,?,?,?)",
                [(uid, hand, seq, _compact(action)) for hand, seq, action in rows],
            )
            self._db.execute("UPDATE session SET updated = ? WHERE uid = ?", (now_text(), uid))

    def hand_finished(self, uid: str, hands_done: int, totals: list[int], over: bool) -> None:
        status = Status.FINISHED if over else Status.PLAYING
        with self._lock, self._db:
            self._db.execute("BEGIN")
            self._db.execute(
                "UPDATE session SET hands_done = ?, totals = ?, status = ?, updated = ? "
                "WHERE uid = ?",
                (hands_done, json.dumps(list(totals)), status.value, now_text(), uid),
            )

    def prune(self, keep_finished: int = 50) -> int:
        """Forget finished sessions beyond the ``keep_finished`` most recent (their hands stay in
        the records); sessions in progress are always kept. How many were removed. Housekeeping
        only: when it cannot be done now (a lock, a full disk) it is left for the next start."""
        try:
            with self._lock, self._db:
                self._db.execute("BEGIN")
                cursor = self._db.execute(
                    "DELETE FROM session WHERE status = ? AND uid NOT IN (SELECT uid FROM "
                    "session WHERE status = ? ORDER BY updated DESC LIMIT ?)",
                    (Status.FINISHED.value, Status.FINISHED.value, keep_finished),
                )
                return cursor.rowcount
        except sqlite3.OperationalError:
            return 0

    def delete(self, uid: str) -> None:
        with self._lock, self._db:
            self._db.execute("DELETE FROM session WHERE uid = ?", (uid,))

    # -- reading -----------------------------------------------------------------------------------

    def sessions(self, limit: int = 50) -> list[SessionEntry]:
        """The most recently played sessions first; unreadable ones are skipped (``problems``)."""
        with self._lock:
            rows = self._db.execute(
                "SELECT s.uid, s.started, s.updated, s.status, s.header, s.hands_done, s.totals, "
                "(SELECT count(*) FROM action a WHERE a.session = s.uid AND a.hand = s.hands_done) "
                "FROM session s ORDER BY s.updated DESC LIMIT ?",
                (limit,),
            ).fetchall()
        entries = []
        for row in rows:
            try:
                entries.append(self._entry(row))
            except (ValueError, RecordError) as exc:
                self._skip(row[0], exc)
        return self._check_offered(entries)

    def latest_playing(self) -> SessionEntry | None:
        """The session to offer with "Continue", if any."""
        for entry in self.sessions():
            if entry.status is Status.PLAYING:
                return entry
        return None

    def mark_damaged(self, uid: str, message: str | Exception) -> None:
        """``uid`` cannot be resumed (``message`` says why, naming the file and the session): it
        is reported and no longer offered as Continue. Only its status changes; its rows stay as
        they are. If even that cannot be written now, it is not offered in this run."""
        self._damaged.add(uid)
        self._skip(uid, message)
        try:
            with self._lock, self._db:
                self._db.execute(
                    "UPDATE session SET status = ? WHERE uid = ? AND status = ?",
                    (Status.DAMAGED.value, uid, Status.PLAYING.value),
                )
        except sqlite3.Error:
            pass  # a full disk or a lock: marked again on the next start

    def _check_offered(self, entries: list[SessionEntry]) -> list[SessionEntry]:
        """The first session in progress is what Continue offers: its rows are read once per
        run (not replayed: that is Continue's work), so a session with a bad row or a gap is
        marked damaged instead of being offered at every start and refused."""
        checked = []
        offered = False
        for entry in entries:
            if entry.status is Status.PLAYING and entry.uid in self._damaged:
                entry = replace(entry, status=Status.DAMAGED)
            elif entry.status is Status.PLAYING and not offered:
                key = (entry.uid, entry.updated)
                if key not in self._readable:
                    try:
                        self.load(entry.uid)
                    except (ValueError, RecordError) as exc:
                        self.mark_damaged(entry.uid, exc)
                        entry = replace(entry, status=Status.DAMAGED)
                    else:
                        self._readable.add(key)
                offered = entry.status is Status.PLAYING
            checked.append(entry)
        return checked

    def load(self, uid: str) -> LoadedSession:
        """A session's header and actions; ``ValueError``/``RecordError`` if they cannot be used."""
        with self._lock:
            row = self._db.execute(
                "SELECT s.uid, s.started, s.updated, s.status, s.header, s.hands_done, s.totals, "
                "(SELECT count(*) FROM action a WHERE a.session = s.uid AND a.hand = s.hands_done) "
                "FROM session s WHERE uid = ?",
                (uid,),
            ).fetchone()
            if row is None:
                raise problem(str(self.path), "", Says("no_session", (repr(uid),)))
            actions = self._db.execute(
                "SELECT hand, seq, body FROM action WHERE session = ? ORDER BY hand, seq", (uid,)
            ).fetchall()
        entry = self._entry(row)
        named = Says("in_session", (str(self.path), uid))
        where = named.english()
        hands: list[list[dict[str, Any]]] = [[] for _ in range(entry.hands_done)]
        for hand, seq, body in actions:
            if not _is_int(hand) or not 0 <= hand < MAX_HANDS:
                raise problem(named, "", Says("hand_out_of_range", (f"{hand!r:.40}",)))
            if not _is_int(seq):
                raise problem(named, "", Says("action_number", (str(hand), f"{seq!r:.40}")))
            while len(hands) <= hand:
                hands.append([])
            if seq != len(hands[hand]) or seq >= MAX_ACTIONS_PER_HAND:
                at = (str(hand), str(seq), str(len(hands[hand])))
                raise problem(named, "", Says("log_gap", at))
            row_named = Says("in_action", (named, str(hand), str(seq)))
            hands[hand].append(_row_json(body, row_named))
        return LoadedSession(entry, hands, where, named)

    def _entry(self, row: tuple[Any, ...]) -> SessionEntry:
        uid = row[0]
        label = uid if isinstance(uid, str) else f"{uid!r:.40}"  # a tampered uid, shown safely
        named = Says("in_session", (str(self.path), label))
        try:
            return self._entry_named(row, named)
        except DataError as exc:  # said of the session in words the window says again
            raise (exc.moved(named, exc.key) if exc.source == named.english() else exc) from None

    def _entry_named(self, row: tuple[Any, ...], named: Says) -> SessionEntry:
        uid, started, updated, status, header, hands_done, totals, hand_actions = row
        where = named.english()
        columns = Fields(
            {"uid": uid, "started": started, "updated": updated, "hands_done": hands_done},
            where,
        )
        for name in ("uid", "started", "updated"):
            columns.text(name, max_len=100)
        columns.integer("hands_done", 0, MAX_HANDS)
        parsed = SessionHeader.from_json(_row_json(header, where), where)
        totals_value = _row_json(totals, where)
        if not (
            isinstance(totals_value, list)
            and len(totals_value) == 4
            and all(_is_int(x) for x in totals_value)
        ):
            raise DataError(where, "totals", totals_value, Says("whole_numbers", ("4",)))
        try:
            state = Status(status)
        except ValueError:
            allowed = one_of(s.value for s in Status)
            raise DataError(where, "status", status, allowed) from None
        return SessionEntry(
            uid,
            started,
            updated,
            state,
            parsed,
            hands_done,
            tuple(totals_value),
            int(hand_actions),
        )

    def _skip(self, uid: str, message: str | Exception) -> None:
        found = (
            Problem(self.path, message)
            if isinstance(message, str)
            else Problem.of(self.path, message)
        )
        if not any(p.message == found.message for p in self.problems):
            self.problems.append(found)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _compact(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _row_json(body: object, where: str | Says) -> Any:
    if not isinstance(body, str) or len(body) > MAX_ROW_BYTES:
        raise problem(where, "", Says("stored_bytes", (number(MAX_ROW_BYTES),)))
    try:
        return parse_json(body, str(where), ROW_LIMITS)
    except DataError as exc:  # said of the row in words the window says again
        if isinstance(where, Says) and exc.source == str(where):
            raise exc.moved(where, exc.key) from None
        raise
