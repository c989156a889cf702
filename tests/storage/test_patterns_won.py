"""Issue 29 point 10: history's "best pattern" and the statistics' "patterns won" name patterns
(番种 / 台 / the 上饶 shape) only — never 逢一进百 (a rounding step that tops every 临安 hand's
items by value), 底胡 (a base), 碰 or 单吊 (a meld's or a wait's 胡)."""

from __future__ import annotations

import shutil
import sqlite3
from dataclasses import replace
from pathlib import Path

from mahjong_desktop.rules.item_kinds import ItemKind, kind_of
from mahjong_desktop.storage.hand_record import HandFacts, HandRecord, WinFacts
from mahjong_desktop.storage.records import RecordFilter, RecordStore
from mahjong_desktop.storage.statistics import compute
from tests.helpers.seeded_sessions import HUMAN

# The worked example of docs/rules/linan.md as the settlement itemises it: 胡 items, 底胡, 台,
# rounding.
LINAN_ITEMS = (
    ("gang_hua", 4),
    ("peng", 4),
    ("an_gang", 16),
    ("an_ke", 8),
    ("dan_diao", 4),
    ("base_hu", 20),
    ("tai_quan_feng", 1),
    ("tai_ying_hu", 1),
    ("feng_yi_jin_bai", 300),
)


def _linan_record(played: Path) -> HandRecord:
    records, _ = RecordStore(played / "records.sqlite3").records(RecordFilter(region="linan"))
    record = records[0]
    win = WinFacts(HUMAN, "self_draw", None, 300, "胡", LINAN_ITEMS)
    net = tuple(900 if s == HUMAN else -300 for s in range(4))
    return replace(record, facts=HandFacts(False, net, (win,)))


def test_linan_best_pattern_is_a_tai_never_feng_yi_jin_bai(played: Path) -> None:
    facts = _linan_record(played).facts
    assert facts.best_pattern(HUMAN, "linan") in {"tai_quan_feng", "tai_ying_hu"}


def test_patterns_won_count_no_base_rounding_or_meld_hu(played: Path) -> None:
    record = _linan_record(played)
    patterns = compute([record])[("linan", "all")].player.patterns
    assert set(patterns) == {"tai_quan_feng", "tai_ying_hu"}


def test_a_history_row_stored_with_feng_yi_jin_bai_shows_a_pattern(
    played: Path, tmp_path: Path
) -> None:
    """Rows written before items had kinds name 逢一进百; the history reads the true one."""
    shutil.copy(played / "records.sqlite3", tmp_path / "records.sqlite3")
    store = RecordStore(tmp_path / "records.sqlite3")
    record = _linan_record(played)
    store.add(record)
    store.close()
    with sqlite3.connect(tmp_path / "records.sqlite3") as db:  # as an older version stored it
        db.execute("UPDATE hand SET best_pattern = 'feng_yi_jin_bai' WHERE region = 'linan'")
    rows = RecordStore(tmp_path / "records.sqlite3").query(RecordFilter(region="linan"))
    changed = [r for r in rows if r.session == record.session_uid]
    assert changed and all(r.best_pattern != "feng_yi_jin_bai" for r in changed)
    mine = [r for r in changed if r.hand_index == record.hand_index]
    assert mine[0].best_pattern in {"tai_quan_feng", "tai_ying_hu"}


def test_item_kinds_of_each_region() -> None:
    assert kind_of("linan", "tai_qing_yi_se") is ItemKind.PATTERN
    assert kind_of("linan", "peng") is ItemKind.HU
    assert kind_of("linan", "base_hu") is ItemKind.BASE
    assert kind_of("linan", "feng_yi_jin_bai") is ItemKind.STEP
    assert kind_of("lanzhou", "zi_mo") is ItemKind.STEP
    assert kind_of("lanzhou", "zhong_fa_bai") is ItemKind.PATTERN
    assert kind_of("lincang", "qing_yi_se") is ItemKind.PATTERN
    assert kind_of("shangrao", "ping_hu") is ItemKind.PATTERN  # the table's shape
    assert kind_of("my:home", "feng_yi_jin_bai") is ItemKind.STEP  # a player's own 临安 copy
