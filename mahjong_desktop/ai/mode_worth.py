"""兰州 庄家选择: what each 玩法 (mode) is worth to the dealer, measured per kind of dealt hand.

No evaluation of the hard level tells the modes apart at the deal: a dealt hand is two or more
steps from ready, priced by its shape and a typical win, and what the modes change — chow allowed
or not, 报听 needed to win, 包 — is in none of those figures. A measurement does:
``benchmarks/lanzhou_mode_table.py`` played the first hand of thousands of seeded walls once per
mode (same wall, same dealt hand, the dealer's mode forced; hard dealing, normal elsewhere) and
recorded the dealer's points under each. The differences are small beside a hand's luck (two
modes on one wall differ by about 8 points, their means by tenths), so the hands are grouped
into three kinds only, the ones the old rule of thumb told apart (four pairs; close;
scattered), and a mode is judged worse only where its interval says so.

The table is data (``resources/data/lanzhou_mode_worth.json``, docs/computer-players.md "The
dealer's 玩法"), read with the bounded readers of ``validation``. Per kind of hand and mode it
holds the mean difference of the dealer's points from the wall's mean over the five modes (the
wall's luck cancels) and the interval of the mode's difference from the kind's best mode,
wall by wall, at a confidence that allows for every comparison the table makes (Bonferroni).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from importlib import resources

from mahjong_desktop.ai.worth_unit import POINTS_UNIT, WorthUnit
from mahjong_desktop.engine.actions import Action, RegionMove
from mahjong_desktop.rules.lanzhou.modes import Mode, mode_from_move, near_ready, pairs, run_shapes
from mahjong_desktop.validation import Fields, Limits, parse_json

FORMAT = "mahjong-desktop/lanzhou-mode-worth"
VERSION = 2
_RESOURCE = ("mahjong_desktop.resources", "data/lanzhou_mode_worth.json")
_LIMITS = Limits(max_bytes=64 * 1024, max_depth=8)
_KEYS = frozenset({"format", "version", "walls", "confidence", "kinds", "source"})
_BOUND = 1000.0  # points: beyond this a figure is not a measurement of one hand's worth


class HandKind(Enum):
    """The kinds of dealt hand the table is measured by (``hand_kind``)."""

    PAIRS = "pairs"  # four or more pairs
    CLOSE = "close"  # five or more run shapes, or a wait after one discard
    SCATTERED = "scattered"  # neither

    @property
    def zh(self) -> str:
        return {HandKind.PAIRS: "对子多", HandKind.CLOSE: "搭子好", HandKind.SCATTERED: "散牌"}[
            self
        ]

    @property
    def en(self) -> str:
        return {
            HandKind.PAIRS: "four or more pairs",
            HandKind.CLOSE: "close: five or more run shapes, or a wait after one discard",
            HandKind.SCATTERED: "scattered: under four pairs, under five run shapes, no wait "
            "after one discard",
        }[self]


def mode_of(action: Action) -> Mode | None:
    """The 玩法 a dealer's ``choose_mode`` move chooses (None for any other action)."""
    return mode_from_move(action.name) if isinstance(action, RegionMove) else None


def hand_kind(counts: Sequence[int]) -> HandKind:
    """The kind of the dealer's 14 dealt tiles (``counts``: 34 kinds)."""
    if pairs(counts) >= 4:
        return HandKind.PAIRS
    if run_shapes(counts) >= 5 or near_ready(counts):
        return HandKind.CLOSE
    return HandKind.SCATTERED


@dataclass(frozen=True, slots=True)
class ModeMeasure:
    """One mode for one kind of hand: ``diff``, its mean difference from the wall's mean over
    the modes (points); ``low``/``high``, the interval of its difference from the kind's best
    mode (0, 0 for the best itself)."""

    diff: float
    low: float
    high: float

    @property
    def worse(self) -> bool:
        """Measured worse than the best: its whole interval is below 0."""
        return self.high < 0.0


@dataclass(frozen=True, slots=True)
class KindMeasure:
    walls: int
    modes: dict[Mode, ModeMeasure]

    @property
    def best(self) -> Mode:
        """The mode with the highest mean (ties: the rules' order of the modes)."""
        order = list(Mode)
        return max(self.modes, key=lambda m: (self.modes[m].diff, -order.index(m)))

    def ranked(self, offered: Sequence[Mode]) -> list[Mode]:
        """``offered`` best first by the measured mean (ties: the rules' order)."""
        order = list(Mode)
        return sorted(offered, key=lambda m: (-self.modes[m].diff, order.index(m)))


@dataclass(frozen=True, slots=True)
class ModeTable:
    walls: int
    confidence: float
    kinds: dict[HandKind, KindMeasure]
    source: dict[str, object]


def read_table(data: object, source: str) -> ModeTable:
    """The table in ``data`` (parsed JSON); a ``DataError`` naming the key if it is not one."""
    f = Fields.of(data, source)
    f.only(_KEYS)
    if f.text("format", max_len=80) != FORMAT:
        raise f.fail("format", f"must be {FORMAT!r}")
    f.integer("version", VERSION, VERSION)
    walls = f.integer("walls", 1, 10_000_000)
    confidence = f.value("confidence", float)
    if not 0.5 <= confidence < 1.0:
        raise f.fail("confidence", "must be a share between 0.5 and 1, e.g. 0.95")
    kinds_f = f.table("kinds")
    kinds_f.only(k.value for k in HandKind)
    kinds = {k: _kind(kinds_f.table(k.value), walls) for k in HandKind}
    return ModeTable(walls, float(confidence), kinds, dict(f.table("source").data))


def _kind(f: Fields, walls: int) -> KindMeasure:
    f.only(("walls", "modes"))
    n = f.integer("walls", 1, walls)
    modes_f = f.table("modes")
    modes_f.only(m.value for m in Mode)
    modes: dict[Mode, ModeMeasure] = {}
    for m in Mode:
        row = modes_f.table(m.value)
        row.only(("diff", "low", "high"))
        diff, low, high = (_number(row, key) for key in ("diff", "low", "high"))
        if low > high:
            raise row.fail("low", f"must not exceed high ({high})")
        modes[m] = ModeMeasure(diff, low, high)
    return KindMeasure(n, modes)


def _number(f: Fields, key: str) -> float:
    v = f.value(key, (int, float))
    if isinstance(v, bool) or not -_BOUND <= float(v) <= _BOUND:
        raise f.fail(key, f"must be a number of points between {-_BOUND:g} and {_BOUND:g}")
    return float(v)


@functools.cache
def shipped_table() -> ModeTable:
    """The table shipped with the game (read once a process)."""
    package, name = _RESOURCE
    text = resources.files(package).joinpath(name).read_text(encoding="utf-8")
    return read_table(parse_json(text, name, _LIMITS), name)


# A dealt hand's 玩法 question has a right and a wrong answer worth practising when at least this
# many of its modes are measurably worse (docs/drills.md, "The dealer's 玩法").
WRONG_AT_LEAST = 2


def drillable(table: ModeTable) -> list[HandKind]:
    """The kinds of dealt hand whose 玩法 question has ``WRONG_AT_LEAST`` measurably worse modes."""
    return [
        kind
        for kind, k in table.kinds.items()
        if sum(1 for x in k.modes.values() if x.worse) >= WRONG_AT_LEAST
    ]


def measured(counts: Sequence[int]) -> tuple[HandKind, KindMeasure]:
    """The kind of the dealt hand ``counts`` and its measurement in the shipped table."""
    kind = hand_kind(counts)
    return kind, shipped_table().kinds[kind]


def best_mode(counts: Sequence[int], offered: Sequence[Mode]) -> Mode:
    """The offered mode measured best for hands of this kind (the computer's and the coach's)."""
    return measured(counts)[1].ranked(offered)[0]


def at_table_base(unit: WorthUnit, options: Mapping[str, object]) -> WorthUnit:
    """``unit`` for the measured figures at a table with ``options``: they were measured at
    底分 1 (``base``), and every 兰州 payment scales with it."""
    base = options.get("base", 1)
    return unit.times(base if isinstance(base, int) and base >= 1 else 1)


# --- the coach's words ---------------------------------------------------------------------------


def _rules_zh(mode: Mode) -> str:
    chow = "可以吃" if mode.chow else "谁都不能吃"
    declare = "须报听才能和" if mode.must_declare else "不必报听就能和"
    bao = "，没报听的放炮者一家包三家" if mode.bao else ""
    return f"{chow}，{declare}{bao}"


def _rules_en(mode: Mode) -> str:
    chow = "chow allowed" if mode.chow else "nobody may chow"
    declare = "a win needs 报听 first" if mode.must_declare else "a win needs no 报听"
    bao = "; an undeclared discarder pays for all three (包)" if mode.bao else ""
    return f"{chow}, {declare}{bao}"


def mode_reason(
    mode: Mode, counts: Sequence[int], unit: WorthUnit = POINTS_UNIT
) -> tuple[str, str]:
    """Why ``mode`` is or is not the dealer's choice for the dealt hand ``counts``, by the
    measurement, in Chinese and English (figures in ``unit``)."""
    kind, k = measured(counts)
    best = k.best
    x = k.modes[mode]
    head_zh = f"{mode.zh}（{_rules_zh(mode)}）"
    head_en = f"{mode.zh} ({_rules_en(mode)})"
    if mode is best:
        return (
            f"定{head_zh}：这手开局牌是「{kind.zh}」，实测 {k.walls:,} 手同类开局牌，"
            f"庄家用{mode.zh}平均最好，比五种玩法的平均多 {unit.zh_text(x.diff)}",
            f"choose {head_en}: this dealt hand is {kind.en}; over {k.walls:,} measured dealt "
            f"hands of this kind the dealer did best under {mode.zh}, {unit.en_text(x.diff)} "
            "above the mean of the five 玩法",
        )
    gap = k.modes[best].diff - x.diff
    low, high = unit.number(-x.high), unit.number(-x.low)
    if x.worse:
        return (
            f"{head_zh}：同类开局牌实测比{best.zh}少 {unit.zh_text(gap)}（区间 {low} 至 {high}），"
            "确实更差",
            f"{head_en}: over hands of this kind the dealer made {unit.en_text(gap)} less than "
            f"under {best.zh} (interval {low} to {high}): measurably worse",
        )
    return (
        f"{head_zh}：同类开局牌实测比{best.zh}平均少 {unit.zh_text(gap)}，但区间（{low} 至 {high}）"
        "分不出高下",
        f"{head_en}: over hands of this kind {unit.en_text(gap)} less than {best.zh} on "
        f"average, but the measurement cannot tell them apart (interval {low} to {high})",
    )
