"""What each line of a win's explanation is: a pattern the hand was won with, or arithmetic.

A win's items mix patterns (番种, 台, the 上饶 table's shape) with lines that are not patterns at
all: a base (临安 底胡, a plain hand's 平胡 where it has no 番型), a meld's or a wait's 胡 (临安
碰, 单吊 …), and steps of the arithmetic (逢一进百, 辣子封顶, 自摸翻倍, 包, 飞宝). History's "best
pattern" and the statistics' "patterns won" must count only the first kind, and a 临安 台 item is
counted in 台 while its 胡 items are in 胡. Hand records keep only ``(key, value)``, so the kind
is a function of the region and the key, asked here by the scorers and by the readers of records
alike.
"""

from __future__ import annotations

from enum import Enum


class ItemKind(Enum):
    PATTERN = "pattern"  # 番种 / 台 / the 上饶 shape: what a hand is won "with"
    HU = "hu"  # 临安: a meld's, a wait's or a 杠花's 胡
    BASE = "base"  # 底胡, or a plain hand's base that is no 番型
    STEP = "step"  # the arithmetic: rounding, cap, doubling, 包, 飞宝
    WAY = "way"  # how the tile came (兰州 杠开/抢杠 at 0 番): a circumstance, not a pattern


# 临安's 胡数 table: a meld's, a pair's, a wait's or a 杠花's 胡 (its 台 are the patterns).
_LINAN_HU = (
    "gang_hua", "dui_jian", "dui_zuo_feng", "dui_quan_feng", "peng", "an_ke", "ming_gang",
    "an_gang", "dan_diao", "dui_dao", "bian_zhang", "kan_zhang", "ping_hu",
)  # fmt: skip

# Keys that are not patterns, per region id (a player's ruleset keeps its region's id and keys).
_NOT_PATTERNS: dict[str, dict[str, ItemKind]] = {
    # 临沧/临汾 "平胡必须自摸…没有番型": the plain hand is the base the 番型 stand on.
    "lincang": {"ping_hu": ItemKind.BASE},
    "linfen": {"ping_hu": ItemKind.BASE},
    "lanzhou": {
        "ping_hu": ItemKind.BASE,
        "zi_mo": ItemKind.STEP,
        "bao": ItemKind.STEP,
        "gang_kai": ItemKind.WAY,
        "qiang_gang": ItemKind.WAY,
    },
    "shangrao": {"fei_bao": ItemKind.STEP},
    "linan": {
        "base_hu": ItemKind.BASE,
        "feng_yi_jin_bai": ItemKind.STEP,
        "la_zi": ItemKind.STEP,
        "lao_zhuang": ItemKind.STEP,
        **dict.fromkeys(_LINAN_HU, ItemKind.HU),
    },
}

_LINAN_TAI_PREFIX = "tai_"  # every 台 item of 临安 (rules/linan/scoring.py TAI_KEYS)


def _fallback(key: str) -> ItemKind:
    """A region id this table does not know (a record of a player's own ruleset, ``my:…``): the
    kind the key has wherever it is listed, if all agree; else a pattern."""
    kinds = {table[key] for table in _NOT_PATTERNS.values() if key in table}
    return kinds.pop() if len(kinds) == 1 else ItemKind.PATTERN


def kind_of(region_id: str, key: str) -> ItemKind:
    """The kind of item ``key`` in region ``region_id``."""
    table = _NOT_PATTERNS.get(region_id)
    if table is None:
        return _fallback(key)
    return table.get(key, ItemKind.PATTERN)


def unit_of(region_id: str, key: str, unit: str) -> str:
    """The unit an item's value is counted in: ``unit`` (the evaluation's), except that 临安's 台
    items count 台 ("硬胡（台） 1 台", never "1 胡")."""
    if unit == "胡" and key.startswith(_LINAN_TAI_PREFIX):
        return "台"
    return unit


def is_pattern(region_id: str, key: str) -> bool:
    return kind_of(region_id, key) is ItemKind.PATTERN
