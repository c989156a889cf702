"""兰州 knowledge (docs/rules/lanzhou.md): 报听, 甩牌 and defence against declared hands.

In the 报 modes a hand may only win after declaring ready, so the player declares (报听) with
every discard that leaves it ready. 甩牌 sets are thrown only under 硬甩, where a set kept in the
hand stops counting; under 软甩 a kept set is a meld (and a 番 under 黑四风/么九蛋) as a thrown one
is, so the player keeps it and its tiles' other uses (issue 34: keeping them measured better).

A hand is priced by the 番 it holds (``routes``): a ready hand wait by wait by the scorer, so a
wait that cannot win counts for nothing and one that keeps a 中发白 set for double; a far hand by
the scoring sets it holds. A self-draw pays twice a discard win (自摸翻倍).

Defence (``threat``, ``safe_margin``): in the 报 modes only a declared hand wins, so only a
declared player threatens, and it is certainly ready. Outside 包 all three pay a discard win
alike, so a deal-in costs the discarder the share it would pay anyway. Under 包 an undeclared
discarder pays all three shares, and among the discards that keep the hand as close a tile the
declared player let pass (``SeatInfo.let_pass``, certainly safe: the hand is locked) is taken
when it costs little worth. It does not fold a far hand, nor weigh the danger reading against
the worth of every close discard: both lost when measured under 两报包 (docs/performance.md,
"兰州 defence"). The best defence in 兰州 is to declare, since a declared player's discards cannot
be won on and pay no 包.

The dealer's 玩法 under 庄家选择 is the one measured best for its kind of dealt hand
(``ai.mode_worth``): no evaluation here tells the modes apart at the deal.

Not yet: choosing when *not* to declare (a locked hand cannot improve), a 番种 choice better than
those of ``rules.lanzhou_fan`` (the 番种 the dealt hand holds).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from mahjong_desktop.ai.danger import Threat
from mahjong_desktop.ai.estimate import HandValue, Route
from mahjong_desktop.ai.mode_worth import at_table_base, best_mode, measured, mode_of, mode_reason
from mahjong_desktop.ai.regions import RegionKnowledge, register
from mahjong_desktop.engine.actions import Action, Pass, RegionMove
from mahjong_desktop.engine.view import PlayerView, SeatInfo
from mahjong_desktop.rules.hand_facts import Meld, MeldKind, WinBy, WinContext
from mahjong_desktop.rules.lanzhou import LanzhouRules
from mahjong_desktop.rules.lanzhou.fan import (
    CHOOSE_FAN,
    SetFan,
    ZfbLevel,
    dealer_fan_choice,
    fan_from_move,
)
from mahjong_desktop.rules.lanzhou.modes import Mode, dealer_mode_choice
from mahjong_desktop.rules.lanzhou.shapes import SetKind, classify_throw
from mahjong_desktop.tiles import en_name, zh_name

_DECLARE = "declare_ready"
# Worth (points) given up among equally close discards for a tile that cannot deal in, under 包.
_SAFE_MARGIN = 0.25
_THROW = "throw"


class LanzhouKnowledge(RegionKnowledge):
    region_id = "lanzhou"
    # The 兰州 scorer takes ~4 µs a call (median; 17 µs p95) and the hand core's 兰州 sets now
    # cost about 1.5× the standard shapes, so the search gets budgets close to 临沧's.
    score_budget = 400
    node_budget = 200
    # No folding: 报 modes put a declared (certainly ready) player at the table in most hands,
    # so the generic rule folded far hands nearly every time, and 包扣到底 plays on after a
    # win. Measured (arena, 1,000 walls against three plain players): normal − plain −0.19
    # points/hand folding, +0.31 [+0.06, +0.57] not folding.
    folds = False

    def normal_search_reach(self, view: PlayerView) -> int | None:
        # Normal searches its next draws from one step before ready (the hard level's search
        # without its two-step reach and kong refinements) in every 玩法 but 两报. By the
        # estimate alone it was not told from plain-b or the classical player in 三报, 悄悄胡,
        # 两报包 and 三报包 (2,000 walls each); searching, it beats both in each (500–2,000
        # walls, p95 7–12 ms). In 两报 the estimate alone already beats both (2,000 walls), and
        # there the search would leave hard no lead: normal searching in 两报 too came within
        # +0.01 of hard against the classical player (benchmarks/AI_RESULTS.md, stop 33).
        rules = self.region
        mode = rules.mode(view.variant) if isinstance(rules, LanzhouRules) else None
        return None if mode is None or mode is Mode.LIANG_BAO else 1

    def context(
        self,
        view: PlayerView,
        counts14: Sequence[int],
        melds: tuple[Meld, ...],
        tile: int,
        win_by: WinBy,
    ) -> WinContext:
        # In the 报 modes a hand wins only after 报听, and this player declares with every
        # discard that leaves it ready (``with_discard``): its hypothetical wins are declared
        # ones. Without this the search priced every ready hand at nothing and steered away
        # from getting ready (arena: hard − normal −1.67 points/hand, 300 walls).
        ctx = super().context(view, counts14, melds, tile, win_by)
        rules = self.region
        mode = rules.mode(view.variant) if isinstance(rules, LanzhouRules) else None
        if mode is not None and mode.must_declare and not ctx.declared_ready:
            return replace(ctx, declared_ready=True)
        return ctx

    _variant: str | None = None

    def follow(self, view: PlayerView) -> None:
        # 庄家定番种: the 中发白 sets the dealer chose are the shapes to build, not the settings'.
        if view.variant != self._variant:
            self._variant = view.variant
            self.shape_rules = self.region.shape_rules(view.variant)
            self.table_rules = self.shape_rules

    # --- what a hand is worth ----------------------------------------------------------------
    def routes(
        self,
        view: PlayerView,
        counts13: Sequence[int],
        melds: tuple[Meld, ...],
        shanten: int,
        effective: int,
        unseen: Sequence[int],
    ) -> list[Route]:
        """One route, priced by the 番 it holds. A ready hand is priced wait by wait by the
        scorer: a wait that cannot win (a 中发白 set a discard would complete, 硬甩 without a
        thrown set) counts for nothing, and a wait that doubles the win (it keeps a 中发白 set)
        for double. A far hand is priced by the scoring sets it already holds. A self-draw pays
        twice a discard win (自摸翻倍), which the generic flat values did not see."""
        if shanten == 0:
            ready = self._ready_route(view, counts13, melds, unseen)
            if ready is not None:
                return [ready]
        unit = self._base * 2.0 ** self._fan_held(view, counts13, melds)
        return [Route("standard", shanten, effective, HandValue(6.0 * unit, 3.0 * unit, 1.0))]

    def _ready_route(
        self,
        view: PlayerView,
        counts13: Sequence[int],
        melds: tuple[Meld, ...],
        unseen: Sequence[int],
    ) -> Route | None:
        live = [k for k in self.waits(view, counts13, len(melds), view.wild) if unseen[k] > 0]
        if not live:
            return None
        copies = drawn = discarded = by_discard = 0.0
        for k in live:
            c14 = list(counts13)
            c14[k] += 1
            self_draw, discard = self.win_values(view, c14, melds, k)
            if self_draw <= 0.0 and discard <= 0.0:
                continue
            n = float(unseen[k])
            copies += n
            drawn += n * self_draw
            if discard > 0.0:
                by_discard += n
                discarded += n * discard
        if copies == 0.0:
            return Route("standard", 0, 0, HandValue(0.0, 0.0, 0.0))
        value = HandValue(
            drawn / copies,
            discarded / by_discard if by_discard else 0.0,
            by_discard / copies,
        )
        return Route("standard", 0, int(copies), value)

    @property
    def _base(self) -> float:
        base = self.region.options.get("base", 1)
        return float(base) if isinstance(base, int | float) else 1.0

    def _fan_held(self, view: PlayerView, counts13: Sequence[int], melds: tuple[Meld, ...]) -> int:
        """The 番 of the scoring sets a far hand holds already: 中发白 sets of its own tiles, and
        thrown sets where 黑四风/么九蛋 count them."""
        rules = self.region
        if not isinstance(rules, LanzhouRules):
            return 0
        fan = rules.fan(view.variant)
        held = min(counts13[31], counts13[32], counts13[33]) if fan.zfb.on else 0
        for m in melds:
            if m.kind is not MeldKind.THROW:
                continue
            kind = classify_throw(m.tiles, rules.feng_dragons)
            counts = {
                SetKind.SAN_FENG: fan.sets.hei_si_feng,
                SetKind.SAN_YAO: fan.sets.yao_jiu_dan,
                SetKind.SAN_JIU: fan.sets.yao_jiu_dan,
            }
            held += 1 if kind is not None and counts.get(kind, False) else 0
        return held

    # --- defence ----------------------------------------------------------------------------
    def _mode(self, view: PlayerView) -> Mode | None:
        rules = self.region
        return rules.mode(view.variant) if isinstance(rules, LanzhouRules) else None

    def _bao_against_me(self, view: PlayerView) -> bool:
        """Dealing in now would be 包: a 包 mode, and this player has not declared."""
        mode = self._mode(view)
        return mode is not None and mode.bao and not view.me.declared_ready

    def threat(self, view: PlayerView, info: SeatInfo) -> Threat:
        """In the 报 modes only a declared hand wins, so a declared player is the only threat
        and is certainly ready. What dealing in costs beyond the win itself: outside 包 all
        three pay alike, so the discarder pays its one share whoever gives the tile; under 包
        an undeclared discarder pays all three shares (docs/rules/lanzhou.md, 包)."""
        mode = self._mode(view)
        if mode is None or not mode.must_declare:
            return super().threat(view, info)
        share = self.typical_deal_in / 3.0
        if not info.declared_ready:
            return Threat(info.seat, 0.0, 0.0, share)
        cost = 3.0 * share if self._bao_against_me(view) else share
        return Threat(info.seat, 1.0, 1.0, cost)

    def safe_margin(self, view: PlayerView) -> float:
        # Under 包 one deal-in costs three shares: a tile a declared player let pass is worth a
        # little of the hand's worth. Outside 包 it costs the one share the win costs anyway.
        return _SAFE_MARGIN if self._bao_against_me(view) else 0.0

    def undefended_pre_play(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        # The dealer's 玩法 by the rule of thumb (四对 两报, else 悄悄胡): the table
        # (``ai.mode_worth``) was measured with players that defend, and may pick a 包 mode,
        # whose deal-ins a player that knows no defence pays.
        offered = {m: a for a in legal if (m := mode_of(a)) is not None}
        pick = dealer_mode_choice(view.counts()) if offered else None
        if pick in offered:
            return offered[pick]
        return self.pre_play(view, legal)

    def pre_play(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        offered = {m: a for a in legal if (m := mode_of(a)) is not None}
        if offered:  # dealer_chooses: the mode measured best for hands of this kind
            return offered[best_mode(view.counts(), list(offered))]
        fans = [a for a in legal if isinstance(a, RegionMove) and a.name.startswith(CHOOSE_FAN)]
        if fans:  # dealer_chooses_fan: the 番种 the dealt hand holds, by the rules of thumb
            pick = dealer_fan_choice(view.counts(), [a.name for a in fans])
            return next((a for a in fans if a.name == pick), fans[0])
        passing = next((a for a in legal if isinstance(a, Pass)), None)
        if passing is not None and self._kept_sets_count(view):
            return passing
        for a in legal:
            if isinstance(a, RegionMove) and a.name == _THROW:
                return a
        return passing if passing is not None else legal[0]

    def _kept_sets_count(self, view: PlayerView) -> bool:
        """软甩: a 甩牌 set kept in the hand is a meld of a winning hand and counts for 黑四风/
        么九蛋 as a thrown one does, so throwing it gains nothing and gives up the tiles' other
        uses (a pair, a run, a pong) and shows them. Under 硬甩 a kept set is three loose tiles."""
        rules = self.region
        return isinstance(rules, LanzhouRules) and rules.concealed_throw_sets

    def explain(self, view: PlayerView, action: Action) -> tuple[str, str] | None:
        if isinstance(action, Pass) and any(
            isinstance(a, RegionMove) and a.name == _THROW for a in view.legal
        ):
            if not self._kept_sets_count(view):
                return None
            return (
                "不甩：软甩时留在手里的甩牌组合照样算一副（也照样算番），甩出去只会亮牌，"
                "还少了这几张牌做对子、顺子的变化",
                "keep the sets: under 软甩 a set kept in the hand counts as a meld (and for its "
                "番) just as a thrown one does, and throwing it only shows it and gives up the "
                "tiles' other uses",
            )
        if not isinstance(action, RegionMove):
            return None
        tiles_zh = "".join(zh_name(t) for t in action.tiles)
        tiles_en = ", ".join(en_name(t) for t in action.tiles)
        if action.name == _THROW:
            if self._kept_sets_count(view):
                return None  # 软甩: the player keeps its sets (see ``pre_play``)
            kind = classify_throw(action.tiles, feng_dragons=True)  # only names a legal set
            label = _SET_NAMES.get(kind, "") if kind is not None else ""
            return (
                f"甩{tiles_zh}（{label}）：硬甩时只有甩出的一副才算完成的面子，留在手里的不再算，"
                "所以有几副可甩时逐副都甩",
                f"throw {tiles_en} ({label}): under 硬甩 only a thrown set is a finished meld of "
                "the hand, one kept in it no longer counts, so each set offered is thrown",
            )
        if action.name == _DECLARE and action.tiles:
            tile = action.tiles[0]
            return (
                f"报听，打{zh_name(tile)}：打后听牌，报的玩法里不报听不能和",
                f"报听 (declare ready) discarding {en_name(tile)}: the hand is ready after it, "
                "and in a 报 mode only a declared hand may win",
            )
        mode = mode_of(action)
        if mode is not None:
            # Every mode has its measured reason: the choice's, and why each other is not it.
            return mode_reason(
                mode, view.counts(), at_table_base(self.worth_unit, self.region.options)
            )
        if action.name.startswith(CHOOSE_FAN):
            # As for the mode: the reason only for the choice the rule of thumb makes.
            offered = [a.name for a in view.legal if isinstance(a, RegionMove)] or [action.name]
            if action.name != dealer_fan_choice(view.counts(), offered):
                return None
            choice = fan_from_move(action.name)
            return _FAN_REASONS.get(choice) if choice is not None else None
        return None

    def option_worth(self, view: PlayerView, action: Action) -> float | None:
        mode = mode_of(action)
        if mode is None:
            return None
        # Measured at 底分 1, as points of this region's unit; at this table's 底分 they scale.
        unit = at_table_base(self.worth_unit, self.region.options)
        return measured(view.counts())[1].modes[mode].diff * unit.scale / self.worth_unit.scale

    def with_discard(
        self, view: PlayerView, legal: Sequence[Action], discard: int, ready_after: bool
    ) -> Action | None:
        for a in legal:
            if isinstance(a, RegionMove) and a.name == _DECLARE and a.tiles == (discard,):
                return a
        return None


_SET_NAMES = {SetKind.SAN_YAO: "三幺", SetKind.SAN_JIU: "三九", SetKind.SAN_FENG: "三风"}

# Why the rules of thumb (``dealer_zfb_choice``, ``dealer_sets_choice``) pick each 番种.
_FAN_REASONS: dict[ZfbLevel | SetFan, tuple[str, str]] = {
    ZfbLevel.ZHONG_FA_BAI: (
        "定中发白：手里有两张以上的中发白，凑成一副就多一番",
        "choose 中发白: the hand holds two or more of 中发白, and a set adds 1 番",
    ),
    ZfbLevel.XIAO_JI: (
        "定小鸡满天飞：手里的幺鸡能替中发白凑成一副",
        "choose 小鸡满天飞: the 1s in the hand completes a 中发白 set",
    ),
    ZfbLevel.JI_FEI_DAN_DA: (
        "定鸡飞蛋打：手里的幺鸡、幺饼能替中发白凑成一副",
        "choose 鸡飞蛋打: the 1s and 1p in the hand complete a 中发白 set",
    ),
    ZfbLevel.OFF: (
        "不算中发白：手里的中发白不到两张，一副中发白的番多半是别人的",
        "no 中发白: with fewer than two of 中发白 in hand, a set's 番 would likely be another's",
    ),
    SetFan.HEI_SI_FENG: (
        "算黑四风：手里有三风，甩出就多一番",
        "count 黑四风: the hand holds three different winds, a set worth 1 番",
    ),
    SetFan.YAO_JIU_DAN: (
        "算么九蛋：手里有三幺或三九，甩出就多一番",
        "count 么九蛋: the hand holds 三幺 or 三九, a set worth 1 番",
    ),
    SetFan.BOTH: (
        "黑四风、么九蛋都算：手里三风和三幺（三九）都有",
        "count 黑四风 and 么九蛋: the hand holds three winds and 三幺 or 三九",
    ),
    SetFan.OFF: (
        "不算黑四风、么九蛋：手里没有甩牌组合，这些番只会归别人",
        "neither 黑四风 nor 么九蛋: with no 甩牌 set in hand, their 番 could only be another's",
    ),
}


register("lanzhou", LanzhouKnowledge)
