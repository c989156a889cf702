"""Faults of the moment at the sqlite boundary, for the storage tests: a full disk, a read-only
file, a folder that refuses renames. Tests run as root here, and root ignores file modes, so a
read-only file is made the way sqlite sees one: a connection it can only read."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest


def sqlite_error(code: int, text: str) -> sqlite3.OperationalError:
    """The error sqlite raises for ``code`` (Python sets ``sqlite_errorcode`` on real ones)."""
    exc = sqlite3.OperationalError(text)
    exc.sqlite_errorcode = code
    exc.sqlite_errorname = "SQLITE_" + text.upper()
    return exc


def failing_writes(code: int, text: str, prefixes: tuple[str, ...]) -> type[sqlite3.Connection]:
    """A connection class whose statements starting with ``prefixes`` fail with ``code``."""

    class Failing(sqlite3.Connection):
        def execute(self, sql: str, *args: Any) -> sqlite3.Cursor:
            if sql.lstrip().upper().startswith(prefixes):
                raise sqlite_error(code, text)
            return super().execute(sql, *args)

    return Failing


def patch_connect(
    monkeypatch: pytest.MonkeyPatch, path: Path, change: Callable[[dict[str, Any]], None]
) -> None:
    """Every connection the app opens to ``path`` itself (not the read-only check's URI) is
    opened with ``change`` applied to its keyword arguments."""
    real = sqlite3.connect

    def connect(database: Any, *args: Any, **kwargs: Any) -> sqlite3.Connection:
        if isinstance(database, Path) and database == path:
            change(kwargs)
        conn: sqlite3.Connection = real(database, *args, **kwargs)
        return conn

    monkeypatch.setattr(sqlite3, "connect", connect)


def full_disk(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """Writing ``path`` fails as on a full disk (switching to WAL and any transaction)."""
    failing = failing_writes(
        sqlite3.SQLITE_FULL, "database or disk is full", ("BEGIN", "PRAGMA JOURNAL_MODE")
    )
    patch_connect(monkeypatch, path, lambda kwargs: kwargs.update(factory=failing))


def read_only(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """``path`` opens as sqlite opens a file it may not write: read-only."""
    real = sqlite3.connect

    def connect(database: Any, *args: Any, **kwargs: Any) -> sqlite3.Connection:
        if isinstance(database, Path) and database == path:
            conn: sqlite3.Connection = real(
                f"{path.resolve().as_uri()}?mode=ro", *args, uri=True, **kwargs
            )
        else:
            conn = real(database, *args, **kwargs)
        return conn

    monkeypatch.setattr(sqlite3, "connect", connect)
