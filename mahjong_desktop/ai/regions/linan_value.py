"""临安 value estimate (docs/rules/linan.md): what finishing a hand will pay, from the 台 and 胡 in
sight.

A 临安 win is worth (Σ胡 + 20) × 2^台, rounded up to the hundred and capped at 500, and it is
no win at all below 200 胡 on a self-draw or 300 on a discard. The 胡 of a plain hand are few
(a pong 2–4, a concealed triplet 4–8, the wait 0–6, 4 per 杠花), so the 台 decide:

* no 台: Σ胡 ≥ 81 for a self-draw — almost never;
* 1 台: Σ胡 ≥ 31 for a self-draw, ≥ 81 for a discard win;
* 2 台: any self-draw (≥ 200), Σ胡 ≥ 31 for a discard win (≥ 300); 3 台: nearly every win.

台 come from pongs of 中/发/白 and of the seat and round winds, 混一色 (1), 清一色 (2), 对对胡 (1)
and 硬胡 — *no 财神 in the hand* (1). ``LinanValue.estimate`` guesses the 台 and 胡 an unfinished
hand will end with (honour pairs that may become pongs, flush chances, triplets held) and prices
them exactly as the settlement does (``pay``), for the number of 财神 the finished hand keeps; a
hand that cannot reach the discard minimum gets ``discard_ok`` 0, one that cannot reach the
self-draw minimum is worth ~0. The 临安 knowledge (``linan.py``) asks it for each route, and
for a ready hand once the real scorer is out of budget.

Units: stakes at 底注 1, 100 胡 = 1 stake (the settlement pays 胡 × 底注), ``LinanValue.stake``
per 胡; 老庄 (100 胡 per count on every payment of the dealer, ``lao_zhuang``) is added where it
applies. 底注 multiplies every payment alike, so it changes no decision: the knowledge reckons at
底注 1, where its typical values were measured, and only the shown unit carries the 底注
(``LinanKnowledge.worth_unit``). Reckoning in 底注-scaled stakes against those constants made the
computer players play otherwise at 底注 3 than at 底注 1.
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_desktop.ai.estimate import HandValue
from mahjong_desktop.ai.patterns import flush_chance
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.hand_facts import Meld, MeldKind
from mahjong_desktop.rules.linan import LinanRules
from mahjong_desktop.rules.linan.scoring import HuTable
from mahjong_desktop.tiles import GREEN, NUM_KINDS, RED, WHITE, is_terminal_or_honour

HU_PER_STAKE = 100  # docs/rules/linan.md settlement step 5: stakes = 胡 / 100 × 底注
DRAGON_TAI = {RED: "tai_zhong", GREEN: "tai_fa", WHITE: "tai_bai"}
TRIPLETS = frozenset({MeldKind.PONG, MeldKind.KONG, MeldKind.ADDED_KONG, MeldKind.CONCEALED_KONG})
# Chance that a pair of a 台 honour becomes its triplet before the hand ends, by unseen copies
# (a pong is claimed from anyone, so one of two live copies turns up more often than not).
_PONG_CHANCE = (0.0, 0.35, 0.6)
# How much of a pair's chance to become a triplet is left at shanten 0, 1, 2+.
_SETTLED = (0.3, 0.7, 1.0)
# Chance that a lone 台 honour still becomes its triplet (a second copy drawn, then the third drawn
# or claimed), by its unseen copies. Only the hard level counts it (``LinanValue.lone_honours``):
# screened as an outside player on walls 4000–4999 it won +11.0 [+0.8, +21.1] 胡 per hand over
# normal, which throws lone honours first, as shape says, and so keeps fewer ways to a 台.
_LONE_CHANCE = (0.0, 0.0, 0.08, 0.15)
# 胡 a finished hand gathers beyond what it shows now: the wait (self-draw 边坎/单吊 4–6, 平胡 2;
# on a discard about half) and the triplets and pairs the remaining draws add.
_WAIT_SELF, _WAIT_DISCARD, _LATER = 4, 2, 2
# The final 胡 spread around the estimate (a triplet more or less): points and weights.
_HU_SPREAD = ((-6, 0.25), (0, 0.5), (8, 0.25))


class LinanValue:
    """The region's scorer constants and the 胡/台 estimate built on them, in stakes."""

    def __init__(self, region: LinanRules) -> None:
        self.rules_la: LinanRules = region
        scorer = region.scorer
        self.hu: HuTable = scorer.hu
        self.tai: dict[str, int] = scorer.tai
        self.base_hu: int = scorer.base_hu
        self.round_to: int = scorer.round_to
        self.cap: int = scorer.cap
        self.min_self: int = region.min_self_draw
        self.min_discard: int = region.min_discard
        self.stake: float = 1 / HU_PER_STAKE  # per 胡, at 底注 1 (module doc)
        # Whether a lone 台 honour counts its chance to become a triplet (the hard level's).
        self.lone_honours = False

    def lao_zhuang(self, view: PlayerView) -> float:
        """老庄 胡 added per payment of this seat's win: the dealer's on each of the three, else
        on the one the dealer makes (spread here over three payments)."""
        extra = self.rules_la.lao_zhuang_hu * view.dealer_streak
        return float(extra) if view.seat == view.dealer else extra / 3.0

    # --- value estimate ---------------------------------------------------------------------------
    def honour_tai(self, view: PlayerView, kind: int) -> int:
        """台 of a triplet of ``kind``: seat wind, round wind, 中/发/白 (options)."""
        t = 0
        if kind == view.me.wind:
            t += self.tai["tai_zuo_feng"]
        if kind == view.round_wind:
            t += self.tai["tai_quan_feng"]
        dragon = DRAGON_TAI.get(kind)
        if dragon is not None:
            t += self.tai[dragon]
        return t

    def pay(self, hu: int, tai: int, minimum: int) -> int:
        """The settlement's 胡 for a hand (steps 1–3), 0 below ``minimum`` (not a win)."""
        raw = (max(0, hu) + self.base_hu) * 2**tai
        amount = min(self.cap, -(-raw // self.round_to) * self.round_to)
        return amount if amount >= minimum else 0

    def estimate(
        self,
        view: PlayerView,
        counts13: Sequence[int],
        melds: tuple[Meld, ...],
        shanten: int,
        *,
        wilds: int,
        all_triplets: bool = False,
    ) -> HandValue:
        """What finishing this hand is expected to pay (stakes), from the 台 and 胡 in sight.
        ``wilds``: 财神 the finished hand keeps (0 = 硬胡); ``all_triplets``: 对对胡."""
        wild = view.wild
        hu = 4 * len(view.me.flowers) + self.melds_hu(melds)
        tai = 0
        for m in melds:
            if m.kind in TRIPLETS:
                tai += self.honour_tai(view, m.tiles[0])
        if wilds == 0:
            tai += self.tai["tai_ying_hu"]
        if all_triplets:
            tai += self.tai["tai_dui_dui_hu"]
        chances: list[tuple[float, int]] = []  # (chance, 台) of each uncertain source
        spare = wilds  # a 财神 may make a 台 honour pair its triplet
        extra_hu = 0.0
        for k in range(NUM_KINDS):
            c = counts13[k]
            if k == wild or not c:
                continue
            if c >= 3:
                hu += self.xy(self.hu.an_ke, k)
                tai += self.honour_tai(view, k)
                continue
            if all_triplets and c == 2:
                extra_hu += 0.8 * self.xy(self.hu.an_ke, k)
            t = self.honour_tai(view, k)
            if c == 1 and t and self.lone_honours and not all_triplets:
                unseen = max(0, min(3, 3 - self.seen(view, k)))
                p = _LONE_CHANCE[unseen] * _SETTLED[min(shanten, 2)]
                if p > 0.0:
                    chances.append((p, t))
            if c == 2 and t:
                unseen = max(0, min(2, 4 - c - self.seen(view, k)))
                p = _PONG_CHANCE[unseen]
                if spare:
                    spare -= 1
                    p = max(p, 0.75)
                # A hand near ready keeps its shape: a pair turns triplet only by a 对倒 wait.
                p *= _SETTLED[min(shanten, 2)]
                chances.append((p, t))
                extra_hu += p * self.xy(self.hu.peng, k) + (1 - p) * self.hu.pair
        qys, hys = self.flush(counts13, melds, wild, shanten)
        dist = {tai: 1.0}
        for p, t in chances:
            dist = _add(dist, ((1 - p, 0), (p, t)))
        if qys or hys:
            dist = _add(
                dist,
                (
                    (1 - qys - hys, 0),
                    (qys, self.tai["tai_qing_yi_se"]),
                    (hys, self.tai["tai_hun_yi_se"]),
                ),
            )
        base = hu + round(extra_hu) + (_LATER if shanten > 0 else 0)
        self_total = self_ok = discard_total = discard_ok = 0.0
        for t, pt in dist.items():
            for dh, ph in _HU_SPREAD:
                p = pt * ph
                s = self.pay(base + _WAIT_SELF + dh, t, self.min_self)
                d = self.pay(base + _WAIT_DISCARD + dh, t, self.min_discard)
                if s:
                    self_ok += p
                    self_total += p * s
                if d:
                    discard_ok += p
                    discard_total += p * d
        bonus = self.lao_zhuang(view)
        # Three payers; 老庄 only on the wins that are wins at all.
        self_value = 3 * (self_total + self_ok * bonus) * self.stake
        discard_value = 0.0
        if discard_ok > 1e-9:
            # The discarder pays the full amount, each other player half (docs/rules/linan.md step
            # 6).
            discard_value = (2 * discard_total / discard_ok + 3 * bonus) * self.stake
        return HandValue(self_value, discard_value, discard_ok)

    def melds_hu(self, melds: Sequence[Meld]) -> int:
        """胡 of the declared melds: pongs, exposed/added and concealed kongs (chows none)."""
        hu = 0
        for m in melds:
            k = m.tiles[0]
            if m.kind is MeldKind.PONG:
                hu += self.xy(self.hu.peng, k)
            elif m.kind in (MeldKind.KONG, MeldKind.ADDED_KONG):
                hu += self.xy(self.hu.ming_gang, k)
            elif m.kind is MeldKind.CONCEALED_KONG:
                hu += self.xy(self.hu.an_gang, k)
        return hu

    def xy(self, values: tuple[int, int], kind: int) -> int:
        return values[0] if is_terminal_or_honour(kind) else values[1]

    def seen(self, view: PlayerView, kind: int) -> int:
        """Copies of ``kind`` seen outside this hand (discards, melds)."""
        n = 0
        for info in view.seats:
            n += sum(
                1
                for t, taken in zip(info.discards, info.claimed, strict=True)
                if t == kind and not taken
            )
            n += sum(m.tiles.count(kind) for m in info.melds)
        return n

    def flush(
        self, counts13: Sequence[int], melds: Sequence[Meld], wild: int | None, shanten: int
    ) -> tuple[float, float]:
        """(清一色, 混一色) chances; the 财神 fit any suit."""
        whole = list(counts13)
        if wild is not None:
            whole[wild] = 0
        for m in melds:
            for t in m.tiles[:3]:
                whole[t] += 1
        total = sum(whole)
        honours = sum(whole[27:])
        best = (0.0, 0.0)
        for s in range(3):
            lo, hi = 9 * s, 9 * s + 9
            if any(not (lo <= m.tiles[0] < hi or m.tiles[0] >= 27) for m in melds):
                continue
            inside = sum(whole[lo:hi])
            pure = 0.0
            if all(lo <= m.tiles[0] < hi for m in melds):
                pure = flush_chance(total - inside, shanten)
            mixed = flush_chance(total - inside - honours, shanten) if honours else 0.0
            pair = (pure, max(0.0, mixed - pure))
            if 2 * pair[0] + pair[1] > 2 * best[0] + best[1]:
                best = pair
        return best


def _add(dist: dict[int, float], options: Sequence[tuple[float, int]]) -> dict[int, float]:
    """The 台 distribution with one more independent source (chance, 台 added)."""
    out: dict[int, float] = {}
    for t, p in dist.items():
        for q, dt in options:
            if q > 0.0:
                out[t + dt] = out.get(t + dt, 0.0) + p * q
    return out
