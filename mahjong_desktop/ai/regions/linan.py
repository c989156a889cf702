"""临安 knowledge (docs/rules/linan.md): 胡数, 台, the minimums and the 财神.

A 临安 win is worth (Σ胡 + 20) × 2^台 and is no win at all below 200 胡 on a self-draw or 300 on
a discard, so the 台 decide (``linan_value`` estimates the 胡 and 台 a hand will end with and
prices them as the settlement does). One 台 is 硬胡 — *no 财神 in the hand*. So the 财神 is a
trade: it speeds the hand up but costs the 硬胡 台, which halves the value and often drops the
hand below the minimum. ``routes`` prices each hand with and without the 财神 (a hand that can
throw its 财神 for 硬胡 gets that route too); a hand that cannot reach the discard minimum gets
``discard_ok`` 0, one that cannot reach the self-draw minimum is worth ~0. Ready hands are
priced by the real scorer, within a per-decision budget.

Units: stakes at 底注 1, 100 胡 = 1 stake (the settlement pays 胡 × 底注; 底注 scales every
payment alike and so decides nothing: ``linan_value``). ``win_values`` converts the scorer's 胡
the same way, so the hard level's look-ahead and the normal level's estimates agree; 老庄 (100 胡
per count on every payment of the dealer) is added where it applies. A worth shown to a player is
in the score plates' units instead (``worth_unit``: × 100 × 底注, in 胡 × 底注).

Typical values: a self-draw collects about 3 × 2.2 ≈ 6.6 stakes and dealing in costs about 3.8
(measured on 100 seeded hands: docs/performance.md, "Typical win values").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from mahjong_desktop.ai.danger import Threat, ready_guess
from mahjong_desktop.ai.estimate import HandValue, Route
from mahjong_desktop.ai.patterns import all_triplets_shanten
from mahjong_desktop.ai.regions import RegionKnowledge, register
from mahjong_desktop.ai.regions.linan_value import DRAGON_TAI, HU_PER_STAKE, TRIPLETS, LinanValue
from mahjong_desktop.ai.worth_unit import WorthUnit
from mahjong_desktop.engine.view import PlayerView, SeatInfo
from mahjong_desktop.hand import shanten_counts
from mahjong_desktop.rules.hand_facts import Meld, WinBy
from mahjong_desktop.rules.linan import LinanRules
from mahjong_desktop.rules.money_units import HU
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.tiles import NUM_KINDS

_TYPICAL_EFFECTIVE = (6, 14, 20, 24, 26, 28)
# Waits of a ready hand priced by the scorer (the likeliest first), the rest at their mean.
_PRICED_WAITS = 2
_MEMO_LIMIT = 4096
# Waits scored before a ready hand is judged unable to pay (a 财神 makes many kinds waits).
_LEGAL_CHECKS = 3
# Scorer calls one decision may spend on ready hands (normal's pricing and the look-ahead's wait
# tests): a hand holding two 财神 reads hundreds of ways, ~7 ms a score. Past it, estimates.
_SCORE_CALLS = (12, 24)
# What one score costs of that budget by the 财神 in the hand (0.5, ~1.5, ~7, ~15 ms).
_SCORE_COST = (1, 2, 6, 12)


class LinanKnowledge(RegionKnowledge):
    region_id = "linan"
    typical_self_draw = 6.6  # stakes collected: 3 × ~220 胡 (module docstring)
    typical_deal_in = 3.8  # the discarder pays the full ~380 胡
    # Two hands in three end in a draw here, so a win saves less than one payment on average
    # (arena, normal against three plain, 150 walls: swing 0.3, 1 and 3 all within noise).
    win_swing = 1.0
    # The scorer reads every placement of the winning tile in every reading (~0.5 ms a call, ~7
    # with two 财神; memoised by the region); the 财神 waits are fast (linan_shapes). bench_ai
    # --hands 6: hard p95 36 ms, max 69 ms.
    score_budget = 24
    node_budget = 60
    # Half the hands of four normals that do not win end ready in shape but below the minimum
    # (140 of 275 seat-hands over 80 hands): the hard level measures closeness by the steps to a
    # hand that can pay (screened on walls 4000–4999: +14.2 [+4.1, +24.3] 胡 per hand over normal).
    paying_closeness = True

    def __init__(self, region: RegionRules) -> None:
        super().__init__(region)
        assert isinstance(region, LinanRules)
        self.value = LinanValue(region)  # the scorer's constants and the 胡/台 estimate
        # Shown beside the score plates, which count the settlement's 胡 × 底注: a worth of one
        # stake (100 胡 at 底注 1, the knowledge's unit: linan_value) is 100 × 底注 of them.
        # Whole 胡: the settlement's amounts are hundreds.
        self.worth_unit = WorthUnit(
            scale=HU_PER_STAKE * region.base_stake, decimals=0, zh=HU, en=HU
        )
        self._wait_memo: dict[tuple[object, ...], tuple[float, float]] = {}
        self._scored = [0, 0]  # scorer calls in this decision (``_SCORE_CALLS``), per purpose

    def for_hard(self) -> None:
        super().for_hard()
        # The hard level's estimate also counts the 台 a lone honour may still become
        # (linan_value._LONE_CHANCE); normal's throws lone honours first, as shape says.
        self.value.lone_honours = True

    # --- the scorer, in stakes ------------------------------------------------------------------
    def win_values(
        self, view: PlayerView, counts14: Sequence[int], melds: tuple[Meld, ...], tile: int
    ) -> tuple[float, float]:
        self_hu, discard_hu = super().win_values(view, counts14, melds, tile)
        bonus = self.value.lao_zhuang(view)
        return (
            (self_hu + 3 * bonus) * self.value.stake if self_hu else 0.0,
            (discard_hu + 3 * bonus) * self.value.stake if discard_hu else 0.0,
        )

    # --- routes -----------------------------------------------------------------------------------
    def routes(
        self,
        view: PlayerView,
        counts13: Sequence[int],
        melds: tuple[Meld, ...],
        shanten: int,
        effective: int,
        unseen: Sequence[int],
    ) -> list[Route]:
        wild = view.wild
        w = counts13[wild] if wild is not None else 0
        if shanten == 0:
            # Ready: the waits are known, so the scorer prices them (a ready hand below the
            # minimum on every wait is worth nothing, however fast).
            value = self.ready_value(view, counts13, melds, unseen)
        else:
            value = self.value.estimate(view, counts13, melds, shanten, wilds=w)
        name = "ying_hu" if not w else "cai_shen"
        out = [Route(name, shanten, effective, value)]
        if shanten == 0 and value.self_draw <= 0.0:
            # Ready in shape but below the minimum on every wait: the hand must be rebuilt,
            # about one step from a hand that may pay.
            value = self.value.estimate(view, counts13, melds, 1, wilds=w)
            out.append(Route(f"{name}_rebuilt", 1, _TYPICAL_EFFECTIVE[1], value))
        if w:
            # Throwing every 财神 later for the 硬胡 台: the hand without them (a stand-in tile
            # for each, one that connects to nothing) and the value with 硬胡.
            sh = self._shanten_without_wilds(counts13, len(melds), wild)
            if sh < 99:
                eff = _TYPICAL_EFFECTIVE[min(sh, 5)]
                value = self.value.estimate(view, counts13, melds, sh, wilds=0)
                out.append(Route("ying_hu", sh, eff, value))
        plain = list(counts13)
        if wild is not None:
            plain[wild] = 0
        pp = all_triplets_shanten(plain, melds)
        if pp < 99:
            pp = max(0, pp - w)
            eff = sum(unseen[k] for k, c in enumerate(counts13) if c == 2 and k != wild)
            value = self.value.estimate(view, counts13, melds, pp, wilds=w, all_triplets=True)
            out.append(Route("dui_dui_hu", pp, eff or _TYPICAL_EFFECTIVE[min(pp, 5)], value, 4.0))
        # A route that cannot pay wins nothing, however fast: no chance of a win (nor the
        # ``win_swing`` that comes with one).
        return [r if _pays(r.value) else replace(r, effective=0) for r in out]

    def ready_value(
        self,
        view: PlayerView,
        counts13: Sequence[int],
        melds: tuple[Meld, ...],
        unseen: Sequence[int],
    ) -> HandValue:
        """A ready hand's worth per win from the real scorer: the likeliest waits priced (the
        rest at their mean), weighted by their unseen copies; illegal waits count as 0."""
        if not self.may_pay(view, counts13, melds):
            return HandValue(0.0, 0.0, 0.0)
        wild = view.wild
        w_held = counts13[wild] if wild is not None else 0
        try:
            waits = self.region.waits(counts13, len(melds), wild)
        except ValueError:
            waits = set()
        # The 财神 as the winning tile is a wait of every ready hand but scores apart (it may cost
        # the 硬胡 台): priced on its own, after the likeliest other waits.
        live = sorted((w for w in waits if unseen[w]), key=lambda w: (w == wild, -unseen[w], w))
        priced: list[tuple[float, float]] = []
        total = self_sum = ok = discard_sum = 0.0
        # With 财神 the waits are many and alike, and each score reads many more ways: one will do.
        priced_waits = 1 if w_held else _PRICED_WAITS
        for i, w in enumerate(live):
            if i < priced_waits or (w == wild and not w_held):
                c14 = list(counts13)
                c14[w] += 1
                got = self._wait_values(view, c14, melds, w)
                if got is None:  # out of scorer calls for this decision
                    self.budget_outs += 1
                    return self.value.estimate(view, counts13, melds, 0, wilds=w_held)
                sv, dv = got
                if w != wild:
                    priced.append(got)
            else:
                sv = sum(x for x, _ in priced) / len(priced)
                dv = sum(y for _, y in priced) / len(priced)
            u = unseen[w]
            total += u
            self_sum += u * sv
            if dv > 0.0:
                ok += u
                discard_sum += u * dv
        if total <= 0.0:
            return HandValue(0.0, 0.0, 0.0)
        return HandValue(self_sum / total, discard_sum / ok if ok else 0.0, ok / total)

    def may_pay(self, view: PlayerView, counts13: Sequence[int], melds: tuple[Meld, ...]) -> bool:
        """False when no completion of this ready hand can reach the self-draw minimum: an upper
        bound on its 台 and 胡 (every honour pair a triplet, every 1/9/honour pair a concealed
        triplet, the best wait, a flush wherever the suits allow) — so the scorer, ~1 ms a call,
        is spared for the hands that might pay."""
        wild = view.wild
        w = counts13[wild] if wild is not None else 0
        tai = 0 if w else self.value.tai["tai_ying_hu"]
        hu = 4 * len(view.me.flowers) + 4 + max(self.value.hu.dui_dao_self) + 8 * w
        chow = False
        suits: set[int] = set()
        honours = False
        hu += self.value.melds_hu(melds)
        for m in melds:
            k = m.tiles[0]
            if m.kind in TRIPLETS:
                tai += self.value.honour_tai(view, k)
            else:
                chow = True
            if k < 27:
                suits.add(k // 9)
            else:
                honours = True
        for k in range(NUM_KINDS):
            c = counts13[k]
            if k == wild or not c:
                continue
            if k < 27:
                suits.add(k // 9)
            else:
                honours = True
            if c + 1 + w >= 3:  # the win tile and the 财神 may make it a triplet
                tai += self.value.honour_tai(view, k)
                hu += self.value.xy(self.value.hu.an_ke, k)
        plain = list(counts13)
        if wild is not None:
            plain[wild] = 0
        if not chow and all_triplets_shanten(plain, melds) - w <= 0:
            tai += self.value.tai["tai_dui_dui_hu"]
        if len(suits) == 1:
            tai += self.value.tai["tai_hun_yi_se" if honours else "tai_qing_yi_se"]
        return self.value.pay(hu, tai, self.value.min_self) > 0

    def _wait_values(
        self,
        view: PlayerView,
        counts14: Sequence[int],
        melds: tuple[Meld, ...],
        tile: int,
        purpose: int = 0,
    ) -> tuple[float, float] | None:
        """(self-drawn, discard) worth of one wait, memoised; None once this decision has spent
        its scorer budget for ``purpose`` (0: pricing ready hands, 1: the look-ahead's wait
        tests). The discard win pays no more than the self-draw (its wait 胡 are fewer) and needs
        more, so it is scored only when the self-draw reaches that minimum."""
        # Everything of the scorer's context that is not the tiles (view_win_context).
        key = (
            tuple(counts14),
            melds,
            tile,
            len(view.me.flowers),
            view.me.wind,
            view.round_wind,
            view.seat == view.dealer,
            view.dealer_streak,
        )
        # The budget is charged for memo hits too, so that a decision does not depend on what
        # earlier decisions happened to score (the coach, asked about the same view, agrees).
        spent = self._scored[purpose]
        if spent >= _SCORE_CALLS[purpose]:
            return None
        wild = view.wild
        held = counts14[wild] if wild is not None else 0
        self._scored[purpose] = spent + _SCORE_COST[min(held, 3)]
        hit = self._wait_memo.get(key)
        if hit is not None:
            return hit
        ev = self.region.evaluate(self.context(view, counts14, melds, tile, WinBy.SELF_DRAW))
        sv = dv = 0.0
        if ev.legal and ev.each is not None:
            bonus = self.value.lao_zhuang(view)
            sv = (3 * ev.each + 3 * bonus) * self.value.stake
            if ev.each >= self.value.min_discard:
                ctx = self.context(view, counts14, melds, tile, WinBy.DISCARD)
                ev = self.region.evaluate(ctx)
                if ev.legal:
                    dv = ((ev.discarder or 0) + 2 * (ev.other or 0) + 3 * bonus) * self.value.stake
        if len(self._wait_memo) >= _MEMO_LIMIT:
            self._wait_memo.clear()
        self._wait_memo[key] = (sv, dv)
        return sv, dv

    def threats(self, view: PlayerView) -> list[Threat]:
        # Every decision reads the table first: a fresh scorer budget for it.
        self._scored = [0, 0]
        return super().threats(view)

    def waits(
        self, view: PlayerView, counts13: Sequence[int], melds: int, wild: int | None
    ) -> set[int]:
        """The waits, or none when the hand cannot pay on any of them: a hand ready in shape
        but below the 200 胡 minimum "is not ready at all" (docs/rules/linan.md), and the look-ahead
        must not take it for a finished hand. Up to ``_LEGAL_CHECKS`` waits are scored."""
        out = self.region.waits(counts13, melds, wild)
        if not out or len(view.me.melds) != melds:
            return out
        if not self.may_pay(view, counts13, view.me.melds):
            return set()
        for w in sorted(out)[:_LEGAL_CHECKS]:
            c14 = list(counts13)
            c14[w] += 1
            got = self._wait_values(view, c14, view.me.melds, w, purpose=1)
            if got is None:  # out of scorer calls: the estimate judges
                self.budget_outs += 1
                held = counts13[wild] if wild is not None else 0
                value = self.value.estimate(view, counts13, view.me.melds, 0, wilds=held)
                return out if value.self_draw > 0.0 else set()
            if got[0] > 0.0:
                return out
        return set()

    def _shanten_without_wilds(self, counts13: Sequence[int], melds: int, wild: int | None) -> int:
        if wild is None:
            return 99
        c = list(counts13)
        n = c[wild]
        c[wild] = 0
        bonus = self.value.rules_la.bonus_kind(wild)
        for k in range(27, NUM_KINDS):  # lone honours as the stand-ins: they join nothing
            if n and not c[k] and k != wild and k != bonus:
                c[k] = 1
                n -= 1
        if n:
            return 99
        try:
            return shanten_counts(c, melds=melds, wild=None, rules=self.shape_rules)
        except ValueError:
            return 99

    # --- defence ----------------------------------------------------------------------------------
    def threat(self, view: PlayerView, info: SeatInfo) -> Threat:
        """A ready opponent can win only with a hand worth the minimum: 200 胡 self-drawn (about
        two 台), 300 on a discard (two 台 and 31 胡, or three). Visible 台 — pongs of 中发白 and of
        their seat or the round wind — and a one-suit table make both likelier."""
        shown = 0
        for m in info.melds:
            if m.kind in TRIPLETS:
                k = m.tiles[0]
                t = self.value.tai.get(DRAGON_TAI.get(k, ""), 0)
                if k == info.wind:
                    t += self.value.tai["tai_zuo_feng"]
                if k == view.round_wind:
                    t += self.value.tai["tai_quan_feng"]
                shown += t
        suits = {m.tiles[0] // 9 for m in info.melds if m.tiles[0] < 27}
        flush, suit = 0.0, None
        if len(suits) == 1 and len(info.melds) >= 2:
            suit = next(iter(suits))
            flush = 0.5
            shown += 1
        legal = min(0.95, 0.4 + 0.3 * shown)
        ready = ready_guess(info) * legal
        on_discard = min(1.0, (0.15 + 0.3 * shown) / legal)
        cost = self.typical_deal_in + (
            self.value.rules_la.lao_zhuang_hu * view.dealer_streak * self.value.stake
            if view.dealer in (view.seat, info.seat)
            else 0.0
        )
        return Threat(info.seat, ready, on_discard, cost, suit, flush)

    def discard_penalty(self, view: PlayerView, kind: int, needed: bool) -> float:
        """None: a 财神 kept costs the 硬胡 台 and a 财神 thrown costs speed; ``routes`` price
        both for the hand each discard leaves. A 财神 the hand needs (throwing it leaves the
        hand further from ready) is kept anyway: the ranking lets only the closest discards
        compete on worth (``ranking``); its 硬胡 route values throwing it later."""
        return 0.0


def _pays(value: HandValue) -> bool:
    return value.self_draw > 0.0 or value.discard_ok > 0.0


register("linan", LinanKnowledge)
