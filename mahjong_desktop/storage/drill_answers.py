"""The player's drill answers, kept in the records database (``records.sqlite3``, table
``drill_answer``, added in its format 2): one row per answer, for the drill window's per-kind
statistics and its accuracy-over-time chart.

A row holds what the statistics need and no more: when, the region and kind, the drill's id (a
digest of its position: ``drills.position``), where it came from (generated or a kept game),
right or not, and the seconds taken (None without a timer). Kept beside the hand records
because both are the player's progress, are backed up and exported together, and the
database's durability (WAL, ``synchronous=FULL``) serves both.
"""

from __future__ import annotations

import sqlite3
import threading
from dataclasses import dataclass

# Format 2 of the records database: this table (format 1 databases are upgraded on open).
STATEMENTS = (
    """CREATE TABLE drill_answer (
        id INTEGER PRIMARY KEY,
        date TEXT NOT NULL,
        region TEXT NOT NULL,
        kind TEXT NOT NULL,
        drill TEXT NOT NULL,
        origin TEXT NOT NULL,
        correct INTEGER NOT NULL,
        seconds REAL
    )""",
    "CREATE INDEX drill_answer_date ON drill_answer(date)",
)


@dataclass(frozen=True, slots=True)
class DrillAnswer:
    """``date``: ISO date and time (``2026-12-03T05:40:00``)."""

    date: str
    region: str
    kind: str
    drill: str
    origin: str
    correct: bool
    seconds: float | None = None


@dataclass(frozen=True, slots=True)
class KindDay:
    """One kind's answers on one day (``day``: ``2026-12-03``)."""

    kind: str
    day: str
    answered: int
    correct: int

    @property
    def accuracy(self) -> float:
        return self.correct / self.answered if self.answered else 0.0


class DrillAnswers:
    """Reading and writing the table through the records store's connection and lock."""

    def __init__(self, conn: sqlite3.Connection, lock: threading.Lock) -> None:
        self._db = conn
        self._lock = lock

    def add(self, answer: DrillAnswer) -> None:
        with self._lock, self._db:
            self._db.execute("BEGIN")
            self._db.execute(
                "INSERT INTO drill_answer (date, region, kind, drill, origin, correct, seconds) "
                "VALUES (?,?,?,?,?,?,?)",
                (
                    answer.date,
                    answer.region,
                    answer.kind,
                    answer.drill,
                    answer.origin,
                    int(answer.correct),
                    answer.seconds,
                ),
            )

    def by_day(self, region: str | None = None) -> list[KindDay]:
        """Answers and right answers per kind and day, oldest day first (one region or all)."""
        sql = (
            "SELECT kind, substr(date, 1, 10) AS day, count(*), sum(correct) FROM drill_answer"
            + (" WHERE region = ?" if region is not None else "")
            + " GROUP BY kind, day ORDER BY day, kind"
        )
        with self._lock:
            rows = self._db.execute(sql, () if region is None else (region,)).fetchall()
        return [
            KindDay(str(kind), str(day), int(n), int(right or 0)) for kind, day, n, right in rows
        ]

    def count(self) -> int:
        with self._lock:
            return int(self._db.execute("SELECT count(*) FROM drill_answer").fetchone()[0])
