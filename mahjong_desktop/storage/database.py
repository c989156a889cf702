"""Opening the player's sqlite databases so that a bad one never stops the app.

Why sqlite (stdlib ``sqlite3``) in WAL mode with ``synchronous=FULL``: appending one action is one
small transaction (a few hundred bytes to the write-ahead log and one fsync), not a rewrite of the
whole session as a JSON file would be; queries over tens of thousands of hand records use indexes.
``FULL`` makes every commit durable across a power cut, not only across a crash of the app.

A file that is not one of ours, is corrupt, or was written by a newer version of the app is moved
aside under a unique name (with its ``-wal``/``-shm``) and a fresh database is made; the problem is
returned so the app can say so, naming the file.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from mahjong_desktop.storage.guard import Problem, move_aside

APPLICATION_ID = 0x4D4A4447  # "MJDG": tells our databases from any other sqlite file
_SQLITE_HEADER = b"SQLite format 3\x00"


@dataclass(frozen=True, slots=True)
class Schema:
    """A database kind: its name (kept in ``meta``), version and the statements that create it."""

    kind: str
    version: int
    statements: Sequence[str]


@dataclass(slots=True)
class Opened:
    connection: sqlite3.Connection
    problems: list[Problem]


class _Unusable(Exception):
    pass


def open_database(path: Path, schema: Schema) -> Opened:
    """The database at ``path``, made or checked; a bad file is moved aside and replaced."""
    path.parent.mkdir(parents=True, exist_ok=True)
    problems: list[Problem] = []
    try:
        return Opened(_open_checked(path, schema), problems)
    except (_Unusable, sqlite3.DatabaseError) as exc:
        moved = move_aside(path, "newer" if "newer" in str(exc) else "broken")
        problems.append(Problem(path, _message(exc), moved))
    return Opened(_open_checked(path, schema), problems)


def _message(exc: Exception) -> str:
    if isinstance(exc, _Unusable):
        return str(exc)
    return f"is not a readable database ({exc}); a new one was started"


def _open_checked(path: Path, schema: Schema) -> sqlite3.Connection:
    if path.exists() and path.stat().st_size > 0:
        with path.open("rb") as handle:
            if handle.read(len(_SQLITE_HEADER)) != _SQLITE_HEADER:
                raise _Unusable("is not an sqlite database; a new one was started")
    # The worker thread writes, the window reads: one connection shared under the store's lock.
    conn = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    try:
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=FULL")
        conn.execute("PRAGMA foreign_keys=ON")
        _check_contents(conn, schema)
    except BaseException:
        conn.close()
        raise
    return conn


def _check_contents(conn: sqlite3.Connection, schema: Schema) -> None:
    app_id = conn.execute("PRAGMA application_id").fetchone()[0]
    tables = conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
    if tables == 0:
        _create(conn, schema)
        return
    if app_id != APPLICATION_ID:
        raise _Unusable("is an sqlite database of another program; a new one was started")
    check = conn.execute("PRAGMA quick_check").fetchone()[0]
    if check != "ok":
        raise _Unusable(f"is damaged ({check}); a new one was started")
    row = conn.execute("SELECT value FROM meta WHERE key = 'kind'").fetchone()
    if row is None or row[0] != schema.kind:
        found = None if row is None else row[0]
        raise _Unusable(f"holds {found!r}, not {schema.kind!r}; a new one was started")
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version > schema.version:
        raise _Unusable(
            f"was written by a newer version of the app (format {version}; this one reads "
            f"{schema.version}); it was left for that version and a new one was started"
        )
    if version != schema.version:
        raise _Unusable(f"has unknown format {version}; a new one was started")


def _create(conn: sqlite3.Connection, schema: Schema) -> None:
    conn.execute("BEGIN")
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.execute(f"PRAGMA user_version = {int(schema.version)}")
    conn.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
    conn.execute("INSERT INTO meta VALUES ('kind', ?)", (schema.kind,))
    for statement in schema.statements:
        conn.execute(statement)
    conn.execute("COMMIT")
