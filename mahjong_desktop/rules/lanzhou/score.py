"""兰州 win legality and scoring (docs/rules/lanzhou.md "Winning", "番种", "Scoring").

A win is legal when the melds fit the mode (no chow in 两报/两报包; 甩牌 sets only under 软甩/硬甩),
the winner declared ready where the mode asks it, the hand is complete (4 melds + pair with the
cross-suit sets, or seven pairs; the three tiles of a 中发白 set all drawn by the winner, so a
won discard never completes one) and, under 硬甩, holds a *thrown* 甩牌 set (seven pairs excepted;
a concealed combination is no meld under 硬甩, so ``shapes`` does not offer it there). Its
value is base × 2^番 where each qualifying set is one 番 and a self-draw doubles; a discard win is
paid by all three, or by the discarder alone three times over under 包.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from mahjong_desktop.rules.hand_facts import Evaluation, MeldKind, ScoreItem, WinBy, WinContext
from mahjong_desktop.rules.item_kinds import kind_of
from mahjong_desktop.rules.lanzhou.modes import Mode, Throw
from mahjong_desktop.rules.lanzhou.shapes import (
    LanzhouShapes,
    SetKind,
    SetPattern,
    classify_throw,
)

UNIT = "番"

_SITUATIONAL = {WinBy.KONG_REPLACEMENT: "gang_kai", WinBy.ROBBED_KONG: "qiang_gang"}


@dataclass(frozen=True, slots=True)
class ScoreConfig:
    """The options that scoring reads, resolved once (dependent options already switched off
    when what they depend on is off)."""

    base: int
    throw: Throw
    zhong_fa_bai: bool
    hei_si_feng: bool
    yao_jiu_dan: bool
    feng_dragons: bool = False  # 三风 may hold 中发白 (option throw_feng_dragons)
    bao_times: int = 3  # 包: the undeclared discarder pays this many shares (option bao_amount)


@dataclass(frozen=True, slots=True)
class Reading:
    """One way the complete hand reads: seven pairs, or the cross-suit sets among its melds
    (thrown sets included)."""

    seven_pairs: bool
    sets: tuple[SetKind, ...]

    @property
    def has_throw_set(self) -> bool:
        return any(k.is_throw for k in self.sets)


class Scorer:
    """Judges and prices one win; ``term`` gives the (zh, en) names from the ruleset."""

    def __init__(
        self,
        config: ScoreConfig,
        shapes: LanzhouShapes,
        term: Callable[[str], tuple[str, str]],
        kept_sets: LanzhouShapes | None = None,
    ) -> None:
        self.config = config
        self.shapes = shapes
        self.term = term
        # 硬甩 only: the shapes with concealed combinations, to tell a player why a hand that
        # would be complete under 软甩 is not a win.
        self.kept_sets = kept_sets

    def _item(self, key: str, value: int) -> ScoreItem:
        zh, en = self.term(key)
        return ScoreItem(key, zh, en, value, kind_of("lanzhou", key))

    def illegal_melds(self, ctx: WinContext, mode: Mode) -> tuple[str, str] | None:
        """(English, Chinese) reason why the melds cannot be part of a win here, or None."""
        for meld in ctx.melds:
            if meld.kind is MeldKind.CHOW and not mode.chow:
                return (
                    f"{mode.zh} has no chow (吃): only pong and kong",
                    f"{mode.zh}不能吃牌，只能碰和杠",
                )
            if meld.kind is MeldKind.THROW:
                if self.config.throw is Throw.NONE:
                    return "不甩: this table plays without 甩牌 sets", "不甩：本桌不打甩牌"
                if classify_throw(meld.tiles, self.config.feng_dragons) is None:
                    if self.config.feng_dragons:
                        return (
                            "a thrown set must be 三幺 1m1p1s, 三九 9m9p9s or three different "
                            "honours (风, 中发白 included)",
                            "甩牌只能是三幺（一万一筒一条）、三九（九万九筒九条）或三张不同的风字牌"
                            "（含中发白）",
                        )
                    return (
                        "a thrown set must be 三幺 1m1p1s, 三九 9m9p9s or three different winds",
                        "甩牌只能是三幺（一万一筒一条）、三九（九万九筒九条）或三张不同的风牌",
                    )
        return None

    def readings(self, ctx: WinContext) -> list[Reading]:
        thrown = tuple(
            kind
            for m in ctx.melds
            if m.kind is MeldKind.THROW
            and (kind := classify_throw(m.tiles, self.config.feng_dragons)) is not None
        )
        out = [
            Reading(False, thrown + tuple(p.kind for p in sets))
            for sets in self.shapes.standard_readings(ctx.concealed)
            if ctx.win_by.self_drawn or _zfb_self_drawn(sets, ctx.concealed, ctx.win_tile)
        ]
        if not ctx.melds and self.shapes.is_seven_pairs(ctx.concealed):
            out.append(Reading(True, ()))
        return out

    def fan_items(self, reading: Reading) -> list[ScoreItem]:
        counts = Counter(reading.sets)
        cfg = self.config
        items = []
        if cfg.zhong_fa_bai and counts[SetKind.ZHONG_FA_BAI]:
            items.append(self._item("zhong_fa_bai", counts[SetKind.ZHONG_FA_BAI]))
        if cfg.hei_si_feng and counts[SetKind.SAN_FENG]:
            items.append(self._item("hei_si_feng", counts[SetKind.SAN_FENG]))
        yao_jiu = counts[SetKind.SAN_YAO] + counts[SetKind.SAN_JIU]
        if cfg.yao_jiu_dan and yao_jiu:
            items.append(self._item("yao_jiu_dan", yao_jiu))
        return items

    def evaluate(self, ctx: WinContext, mode: Mode | None) -> Evaluation:
        if mode is None:
            return Evaluation.illegal(
                "玩法 not chosen: under 'dealer chooses' the dealer picks the mode at the start "
                "of the hand (give options.mode the mode played)",
                UNIT,
                zh="未定玩法：庄家定玩法时，由庄家在开局时选择（请在 options.mode 中给出玩法）",
            )
        bad = self.illegal_melds(ctx, mode)
        if bad is not None:
            return Evaluation.illegal(bad[0], UNIT, zh=bad[1])
        if mode.must_declare and not ctx.declared_ready:
            return Evaluation.illegal(
                f"{mode.zh}: a hand wins only after declaring ready (报听)",
                UNIT,
                zh=f"{mode.zh}：必须先报听才能胡牌",
            )
        readings = self.readings(ctx)
        if not readings:
            if self.kept_sets is not None and self.kept_sets.standard_readings(ctx.concealed):
                return Evaluation.illegal(
                    "硬甩: a 甩牌 combination kept in the hand is no meld (only thrown sets count)",
                    UNIT,
                    zh="硬甩：留在手里的甩牌组合不算一副（只有甩出的才算）",
                )
            return Evaluation.illegal("not a complete hand", UNIT, zh="牌型不成和")
        if self.config.throw is Throw.HARD:
            # A seven-pairs hand has no thrown set, so under 硬甩 (where a combination held at
            # the deal must be thrown) its owner had none at the deal: it may win.
            readings = [r for r in readings if r.seven_pairs or r.has_throw_set]
            if not readings:
                return Evaluation.illegal(
                    "硬甩: a winning hand needs at least one thrown 甩牌 set (三幺, 三九 or 三风); "
                    "a combination kept in the hand is no meld",
                    UNIT,
                    zh="硬甩：胡牌必须至少有一副甩出的甩牌（三幺、三九或三风）；留在手里的组合不算一副",
                )
        # The reading worth most; on a tie the standard one (its sets are what players see).
        best = max(
            readings, key=lambda r: (sum(i.value for i in self.fan_items(r)), not r.seven_pairs)
        )
        return self._priced(ctx, mode, best)

    def _priced(self, ctx: WinContext, mode: Mode, reading: Reading) -> Evaluation:
        items = self.fan_items(reading)
        if not items:  # (seven pairs holds no sets, so it never has 番 items)
            items.append(self._item("qi_dui" if reading.seven_pairs else "ping_hu", 0))
        situational = _SITUATIONAL.get(ctx.win_by)
        if situational is not None:
            items.append(self._item(situational, 0))
        if ctx.win_by.self_drawn:
            items.append(self._item("zi_mo", 1))  # 自摸翻倍 [seed]
        fan = sum(i.value for i in items)
        base = self.config.base
        unit = base * 2**fan
        parts = " + ".join(f"{i.name_zh} {i.value}" for i in items if i.value)
        head = f"底分 {base} × 2^{fan}" + (f" ({parts})" if parts else "")
        if ctx.win_by.self_drawn:
            return Evaluation(
                True, None, tuple(items), UNIT, fan, each=unit,
                formula=f"{head} = {unit} from each of the three",
                formula_zh=f"{head} = {unit}，三家各付",
            )  # fmt: skip
        if mode.bao and not ctx.discarder_declared_ready:
            items.append(self._item("bao", 0))
            times = self.config.bao_times
            return Evaluation(
                True, None, tuple(items), UNIT, fan, discarder=times * unit, other=0,
                formula=f"{head} = {unit}; 包: the discarder had not declared ready and pays "
                f"{times} × {unit} = {times * unit} alone",
                formula_zh=f"{head} = {unit}；包：点炮者未报听，独付 {times} × {unit} = "
                f"{times * unit}",
            )  # fmt: skip
        return Evaluation(
            True, None, tuple(items), UNIT, fan, discarder=unit, other=unit,
            formula=f"{head} = {unit} from each of the three",
            formula_zh=f"{head} = {unit}，三家各付",
        )  # fmt: skip


def _zfb_self_drawn(sets: tuple[SetPattern, ...], concealed: tuple[int, ...], won: int) -> bool:
    """Whether the won discard (or robbed tile) can lie outside every 中发白 set of the reading:
    "三張牌必須都是摸的" [seed] — a set completed by another player's tile is no set. Copies of one
    kind are alike, so it suffices that some copy of the won kind is left outside those sets."""
    in_sets = sum(p.tiles.count(won) for p in sets if p.kind is SetKind.ZHONG_FA_BAI)
    return concealed[won] - in_sets >= 1
