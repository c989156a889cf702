"""Opening the player's sqlite databases so that a bad one never stops the app, and a good one is
never given up for a passing fault.

Why sqlite (stdlib ``sqlite3``) in WAL mode with ``synchronous=FULL``: appending one action is one
small transaction (a few hundred bytes to the write-ahead log and one fsync), not a rewrite of the
whole session as a JSON file would be; queries over tens of thousands of hand records use indexes.
``FULL`` makes every commit durable across a power cut, not only across a crash of the app;
``fullfsync`` does the same on macOS, where a plain fsync leaves the data in the drive's cache
(elsewhere sqlite ignores it).

A file is moved aside (with its ``-wal``/``-shm``, under a unique name: ``aside.keep_aside``) and a
fresh database made only when it is *proven* unusable: not an sqlite file, damaged (sqlite's own
verdict or ``quick_check``), another program's (its ``application_id`` or tables), or written by a
newer version of the app. It is recognised on a read-only connection first, so another program's
file is never changed (not even switched to WAL) before it is known not to be ours. Anything else —
a full disk, a lock held by another program, a read-only file or folder, an I/O error — proves
nothing about the file: ``DatabaseUnavailable`` is raised, nothing is touched, and the next start
tries again. A damaged write-ahead log is found before sqlite reads it (``wal_check``) and kept
aside, since sqlite would drop what follows the damage without a word. When a damaged file cannot be
moved aside (on Windows, while another program holds it open) it is left too: kept games are never
replaced by an empty database while the old one stays.
"""

from __future__ import annotations

import os
import sqlite3
import stat
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from mahjong_desktop.messages import Says
from mahjong_desktop.storage.aside import keep_aside
from mahjong_desktop.storage.problem import Problem
from mahjong_desktop.storage.wal_check import check_wal, wal_path
from mahjong_desktop.validation import DataError, Limits, read_bytes, special_kind

APPLICATION_ID = 0x4D4A4447  # "MJDG": tells our databases from any other sqlite file
_SQLITE_HEADER = b"SQLite format 3\x00"
# How long a statement waits for another program's lock before it gives up (sqlite's busy
# timeout). Long enough for a backup tool's short transaction, short enough that a start behind a
# lock held for good says so within seconds.
BUSY_TIMEOUT_S = 3.0
# sqlite's verdicts that prove the file itself bad (primary result codes); every other error is
# about the moment (the disk, a lock, permissions) and never a reason to move a file aside.
_DAMAGE_CODES = frozenset({sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB})
# The reasons in the player's words (the window translates these very texts).
LOCKED = "it is locked by another program"
DISK_FULL = "the disk is full"
READ_ONLY = "it is read-only"
CANNOT_OPEN = "it cannot be opened"
DISK_ERROR = "the disk reported an error"
CANNOT_MOVE = "it is damaged and cannot be moved aside; another program may have it open"
NOT_A_FILE = "it is a folder, a pipe or a device, not a regular file"
_REASONS = {
    sqlite3.SQLITE_BUSY: LOCKED,
    sqlite3.SQLITE_LOCKED: LOCKED,
    sqlite3.SQLITE_FULL: DISK_FULL,
    sqlite3.SQLITE_READONLY: READ_ONLY,
    sqlite3.SQLITE_PERM: READ_ONLY,
    sqlite3.SQLITE_CANTOPEN: CANNOT_OPEN,
    sqlite3.SQLITE_IOERR: DISK_ERROR,
}


@dataclass(frozen=True, slots=True)
class Schema:
    """A database kind: its name (kept in ``meta``), version and the statements that create it.

    ``upgrades[i]`` are the statements that take a file of format ``version - len(upgrades) + i``
    to the next; ``statements`` make the newest format at once. A file of an older format that
    the upgrades reach is upgraded when it is opened for writing, in one transaction (a fault
    half-way leaves it as it was, to be upgraded at the next start); an older one is refused
    like any unknown format. So adding a table keeps the player's kept games instead of setting
    them aside."""

    kind: str
    version: int
    statements: Sequence[str]
    upgrades: Sequence[Sequence[str]] = ()

    @property
    def oldest(self) -> int:
        """The oldest format this app can upgrade from."""
        return self.version - len(self.upgrades)


@dataclass(slots=True)
class Opened:
    connection: sqlite3.Connection
    problems: list[Problem]


class DatabaseUnavailable(OSError):
    """The database cannot be used now; it was left exactly as it was. ``reason`` is why, in
    words for the player (one of the constants above, which the window translates, or sqlite's
    own text); ``detail`` adds what was found, for the log."""

    def __init__(self, path: Path, reason: str, detail: str = "") -> None:
        self.path = path
        self.reason = reason
        self.detail = detail
        extra = f": {detail}" if detail else ""
        super().__init__(f"{path}: cannot be used now ({reason}{extra}); nothing in it was changed")


class _Damaged(Exception):
    """Proof that the file is not a database this app can use (the message says which)."""

    def __init__(self, said: Says) -> None:
        super().__init__(said.english())
        self.said = said


def open_database(path: Path, schema: Schema) -> Opened:
    """The database at ``path``, made or checked; a file proven bad is moved aside and replaced.
    ``DatabaseUnavailable`` when it cannot be used now (nothing was changed)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise DatabaseUnavailable(path, exc.strerror or str(exc)) from None
    _refuse_special_files(path)
    problems = _set_aside_orphan_log(path) + _keep_damaged_log(path)
    try:
        _inspect(path, schema)
    except _Damaged as exc:
        try:
            moved = keep_aside(path, move=True, companions=("-wal", "-shm"))
        except OSError:
            raise DatabaseUnavailable(path, CANNOT_MOVE, f"it {exc}") from None
        problems.append(Problem.said(path, Says("db_new_started", (exc.said,)), moved))
        problems += _set_aside_orphan_log(path)
    return Opened(_open_writable(path, schema), problems)


def _refuse_special_files(path: Path) -> None:
    """``DatabaseUnavailable`` naming the file when the database or its ``-wal``/``-shm`` is a
    folder, a pipe or a device (a link to one included): reading a FIFO waits for a writer that
    never comes (the start hung), ``/dev/zero`` never ends, and none of them is a damaged database
    to move aside — the player put it there, so it is left exactly where it is."""
    for candidate in (path, wal_path(path), path.with_name(path.name + "-shm")):
        try:
            mode = candidate.stat().st_mode  # follows a link: what sqlite would open
        except FileNotFoundError:
            continue  # missing, or a link to nothing: the cases below handle those
        except OSError as exc:
            raise DatabaseUnavailable(candidate, exc.strerror or str(exc)) from None
        if not stat.S_ISREG(mode):
            raise DatabaseUnavailable(candidate, NOT_A_FILE, special_kind(mode))


def _read_header(path: Path) -> bytes:
    """The first bytes of ``path``, opened without waiting (``O_NONBLOCK``: a FIFO put there
    after the check above returns at once) and refused unless the opened file is a regular one."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise DatabaseUnavailable(path, NOT_A_FILE, special_kind(mode))
        return os.read(fd, len(_SQLITE_HEADER))
    finally:
        os.close(fd)


def _set_aside_orphan_log(path: Path) -> list[Problem]:
    """A ``-wal`` whose database is gone — moved aside while the log could not be (on Windows,
    while another program holds it), or deleted by hand — would be read into the new database as
    if it were its own: it is moved aside first. ``DatabaseUnavailable`` if it cannot be."""
    log = wal_path(path)
    if path.exists() or path.is_symlink() or not log.exists():
        return []
    try:
        moved = keep_aside(log, move=True)
    except OSError:
        raise DatabaseUnavailable(
            path, CANNOT_MOVE, f"its log {log.name} was left behind"
        ) from None
    return [Problem.said(log, Says("orphan_log"), moved)]


# A log this big is not ours (sqlite checkpoints ours at about 4 MB); it is left to sqlite.
_MAX_LOG_BYTES = 256 * 1024 * 1024


def _keep_damaged_log(path: Path) -> list[Problem]:
    """Before sqlite reads the ``-wal`` (and drops whatever follows a damaged frame for good),
    check it; a damaged one is copied aside first and the loss reported, naming the file.
    ``DatabaseUnavailable`` when no copy can be kept: then nothing may read it yet."""
    log = wal_path(path)
    try:
        verdict = check_wal(read_bytes(log, Limits(max_bytes=_MAX_LOG_BYTES)))
    except DataError:
        # Missing, not a regular file (refused before this by ``_refuse_special_files``), too
        # big to be ours, or unreadable: sqlite meets the same fault when it opens the database,
        # and it is said then.
        return []
    if verdict is None or not verdict.damaged:
        return []
    try:
        kept = keep_aside(log)
    except OSError as exc:
        raise DatabaseUnavailable(
            path, f"its log {log.name} is damaged and no copy of it could be kept ({exc})"
        ) from None
    if verdict.header_bad:
        lost = Says("log_header_lost")
    else:
        lost = Says("log_saves_lost", (str(verdict.lost), str(verdict.commits + verdict.lost)))
    return [Problem.said(log, Says("log_damaged", (lost,)), kept)]


def reason_of(exc: sqlite3.Error) -> str:
    """sqlite's error in the player's words (its own text for the rare ones)."""
    code = getattr(exc, "sqlite_errorcode", None)
    if code is None:
        return str(exc)
    return _REASONS.get(code & 0xFF, str(exc))


def is_damage(exc: sqlite3.Error) -> bool:
    code = getattr(exc, "sqlite_errorcode", None)
    return code is not None and code & 0xFF in _DAMAGE_CODES


def read_text(raw: bytes) -> str | bytes:
    """The connections' ``text_factory``: stored text as ``str``, or its bytes when they are not
    UTF-8. sqlite's default raises for the whole query instead, so one stray byte in one row
    would hide every row; a reader that meets ``bytes`` refuses that row only."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw


def _inspect(path: Path, schema: Schema) -> None:
    """Raise ``_Damaged`` if the file is proven unusable, ``DatabaseUnavailable`` if it cannot be
    read now; a missing or empty file passes (it is made). Read-only: nothing is changed."""
    try:
        if not path.exists():
            return
        header = _read_header(path)
        if not header:
            return  # empty: it is made
    except DatabaseUnavailable:
        raise
    except OSError as exc:
        raise DatabaseUnavailable(path, exc.strerror or str(exc)) from None
    if header != _SQLITE_HEADER:
        raise _Damaged(Says("db_not_sqlite"))
    try:
        conn = sqlite3.connect(
            f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=BUSY_TIMEOUT_S
        )
    except sqlite3.Error as exc:
        raise DatabaseUnavailable(path, reason_of(exc)) from None
    try:
        _check_contents(conn, schema)
    except sqlite3.Error as exc:
        if is_damage(exc):
            raise _Damaged(Says("db_unreadable", (str(exc),))) from None
        if getattr(exc, "sqlite_errorcode", None) == sqlite3.SQLITE_ERROR:
            # Our own fixed queries failing ("no such column") on a file that claims to be ours.
            raise _Damaged(Says("db_no_tables", (str(exc),))) from None
        raise DatabaseUnavailable(path, reason_of(exc)) from None
    finally:
        conn.close()


def _check_contents(conn: sqlite3.Connection, schema: Schema) -> None:
    app_id = conn.execute("PRAGMA application_id").fetchone()[0]
    tables = conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
    if tables == 0 and app_id in (0, APPLICATION_ID):
        return  # an empty database: ours to fill
    if app_id != APPLICATION_ID:
        raise _Damaged(Says("db_other_program"))
    check = conn.execute("PRAGMA quick_check").fetchone()[0]
    if check != "ok":
        raise _Damaged(Says("db_damaged", (f"{check!r:.200}",)))
    row = conn.execute("SELECT value FROM meta WHERE key = 'kind'").fetchone()
    if row is None or row[0] != schema.kind:
        found = None if row is None else row[0]
        raise _Damaged(Says("db_holds", (f"{found!r:.60}", repr(schema.kind))))
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version > schema.version:
        raise _Damaged(Says("db_newer", (str(version), str(schema.version))))
    if not schema.oldest <= version <= schema.version:
        raise _Damaged(Says("db_unknown_format", (str(version),)))


def _open_writable(path: Path, schema: Schema) -> sqlite3.Connection:
    """The connection the app uses, after ``_inspect`` passed; ``DatabaseUnavailable`` if it
    cannot be written now (a probe write is rolled back, so nothing changes)."""
    try:
        # The worker thread writes, the window reads: one connection shared under the store's lock.
        conn = sqlite3.connect(
            path, isolation_level=None, check_same_thread=False, timeout=BUSY_TIMEOUT_S
        )
    except sqlite3.Error as exc:
        raise DatabaseUnavailable(path, reason_of(exc)) from None
    conn.text_factory = read_text
    try:
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=FULL")
        conn.execute("PRAGMA fullfsync=ON")
        conn.execute("PRAGMA checkpoint_fullfsync=ON")
        conn.execute("PRAGMA foreign_keys=ON")
        if conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0] == 0:
            _create(conn, schema)
        else:
            _probe_write(conn)
            _upgrade(conn, schema)
    except sqlite3.Error as exc:
        conn.close()
        raise DatabaseUnavailable(path, reason_of(exc)) from None
    return conn


def _probe_write(conn: sqlite3.Connection) -> None:
    """Fail now, not at the first autosave, if the file cannot be written (read-only, locked):
    a change that is rolled back, so it never reaches the file."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        conn.execute("UPDATE meta SET value = value WHERE key = 'kind'")
    finally:
        if conn.in_transaction:  # sqlite may have rolled back itself (a full disk)
            conn.execute("ROLLBACK")


def _upgrade(conn: sqlite3.Connection, schema: Schema) -> None:
    """Bring a file of an older format (``_check_contents`` let through only those the upgrades
    reach) to ``schema.version``: every step and the new version number in one transaction."""
    if conn.execute("PRAGMA user_version").fetchone()[0] == schema.version:
        return  # the usual case: no transaction at all
    conn.execute("BEGIN IMMEDIATE")
    try:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        for step in range(version, schema.version):
            for statement in schema.upgrades[step - schema.oldest]:
                conn.execute(statement)
        conn.execute(f"PRAGMA user_version = {int(schema.version)}")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


def _create(conn: sqlite3.Connection, schema: Schema) -> None:
    conn.execute("BEGIN")
    try:
        conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        conn.execute(f"PRAGMA user_version = {int(schema.version)}")
        conn.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
        conn.execute("INSERT INTO meta VALUES ('kind', ?)", (schema.kind,))
        for statement in schema.statements:
            conn.execute(statement)
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")
