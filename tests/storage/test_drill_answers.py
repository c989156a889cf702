"""Drill answers in the records database (issue 32): format 1 files are upgraded in place,
keeping every kept hand; answers are counted per kind and day."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from mahjong_desktop.engine.game import Game
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.storage.drill_answers import DrillAnswer, KindDay
from mahjong_desktop.storage.hand_record import record_of
from mahjong_desktop.storage.records import SCHEMA, RecordStore


def _hand() -> Game:
    game = Game(load_region("lincang", {}), 3, 0)
    while not game.is_over:
        seat = game.waiting_for()[0]
        game.apply(game.legal_actions(seat)[0])
    return game


def _as_format_1(path: Path) -> None:
    """The file as the app before drills wrote it: no drill table, format 1."""
    conn = sqlite3.connect(path)
    conn.execute("DROP TABLE drill_answer")
    conn.execute("PRAGMA user_version = 1")
    conn.commit()
    conn.close()


def test_a_format_1_records_database_is_upgraded_and_keeps_its_hands(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    store = RecordStore(path)
    store.add(record_of(_hand(), "s", 0, "2026-12-01T20:00:00", 0, (None, "easy", "easy", "easy")))
    store.close()
    _as_format_1(path)
    store = RecordStore(path)
    assert store.problems == []  # not set aside: upgraded
    assert store.count() == 1 and store.get(store.query()[0].id).session_uid == "s"
    store.drill_answers.add(
        DrillAnswer("2026-12-03T05:00:00", "lincang", "discard", "ab", "x", True)
    )
    assert store.drill_answers.count() == 1
    store.close()
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA.version == 2
    conn.close()
    assert (
        sorted(p.name for p in tmp_path.iterdir() if "aside" in p.name or "damaged" in p.name) == []
    )


def test_a_format_older_than_the_upgrades_reach_is_still_refused(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    RecordStore(path).close()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 0")
    conn.commit()
    conn.close()
    store = RecordStore(path)
    assert any("unknown format 0" in p.message for p in store.problems)
    store.close()


def test_answers_are_counted_per_kind_and_day_and_region(tmp_path: Path) -> None:
    store = RecordStore(tmp_path / "records.sqlite3")
    answers = store.drill_answers
    for date, region, kind, right in (
        ("2026-12-01T10:00:00", "lincang", "discard", True),
        ("2026-12-01T10:01:00", "lincang", "discard", False),
        ("2026-12-01T10:02:00", "lincang", "claim", True),
        ("2026-12-02T09:00:00", "lincang", "discard", True),
        ("2026-12-02T09:00:00", "shangrao", "bao", False),
    ):
        answers.add(DrillAnswer(date, region, kind, "id", "generated", right, 4.5))
    assert answers.by_day("lincang") == [
        KindDay("claim", "2026-12-01", 1, 1),
        KindDay("discard", "2026-12-01", 2, 1),
        KindDay("discard", "2026-12-02", 1, 1),
    ]
    assert answers.by_day()[-1] == KindDay("discard", "2026-12-02", 1, 1)
    assert [d.accuracy for d in answers.by_day("shangrao")] == [0.0]
    store.close()
