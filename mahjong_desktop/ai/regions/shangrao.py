"""上饶 knowledge (docs/rules/shangrao.md): self-draw only, the 宝 (wild) and 飞宝.

What the rules change for a computer player:

* **Wins are self-drawn only**, so no discard can ever deal in: threats carry ``discard_win`` 0
  and defence is off (``danger_scale`` 0). The only risk is someone else winning first.
* **A hand worth less than the minimum (4) is no win.** The seed's table pays 平胡 4 without a
  宝 used as a wild (无宝) or when the pair is a 宝 + the drawn tile (宝调), but only 2 when a 宝
  stands in elsewhere (有宝) — so with no 飞宝 yet, a plain hand that uses its 宝 inside a meld
  cannot win at all, however ready it looks. A 宝 is worth keeping as the *pair* joker: four
  melds + a lone 宝 wins on any draw (宝调). 七对, 碰碰胡 and 清一色 are worth 8–16 even 有宝.
* **飞宝**: each 宝 the winner threw doubles the win, and one 飞宝 makes every 有宝 hand legal
  (2 × 2 = 4). So a 宝 a hand does not need as its pair joker is often worth more thrown.

``routes`` therefore tells apart, for the hand left by each discard: a hand without 宝 (无宝,
with 清一色/七对/碰碰胡 variants), the 宝调 route (four melds + the 宝 as pair joker, any draw
wins), the 有宝 route (legal only with a 飞宝 or a pattern) and 十三烂 (七星 makes it legal
with a 宝). Values come from the ruleset's score table, times 2 per 飞宝 (the thrown 宝 of the
candidate discard included), zero below the minimum. The hard level prices ready hands with the
real scorer; ``context`` adds the 飞宝 of a 宝 thrown in its look-ahead, and ``waits`` hides the
waits of a hand that is ready in shape only (有宝 without a 飞宝), so the look-ahead does not take
it for a finished hand.

Typical values: a win pays about 4.6 from each (measured on 100 seeded hands:
docs/performance.md, "Typical win values"), so a self-draw collects about 3 × 4.6 ≈ 13.6, and
someone else's win costs one payment, ≈ 4.6 (``win_swing`` is larger: tuned for the estimate,
see there; the hard level's search uses the 4.6).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from mahjong_desktop.ai.danger import Threat, ready_guess
from mahjong_desktop.ai.estimate import HandValue, Route
from mahjong_desktop.ai.patterns import all_triplets_shanten
from mahjong_desktop.ai.regions import RegionKnowledge, register
from mahjong_desktop.engine.view import PlayerView, SeatInfo
from mahjong_desktop.hand import Shape, ShapeRules, shanten_by_shape, shanten_counts
from mahjong_desktop.rules.hand_facts import Meld, WinBy, WinContext
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.rules.shangrao import ShangraoRules
from mahjong_desktop.rules.shangrao.cells import Column
from mahjong_desktop.tiles import NUM_KINDS

_WU, _DIAO, _YOU = Column.WU_BAO, Column.BAO_DIAO, Column.YOU_BAO
_HONOURS = range(27, NUM_KINDS)
# Useful draws a hand r steps from its route's shape typically has (r = 0 … 5+), for the routes
# whose shape is not the one the discard table measured (their real count is not known).
_TYPICAL_EFFECTIVE = (6, 14, 20, 24, 26, 28)
_MEMO_LIMIT = 8192
# Chance of ending one suit with 1, 2, 3 tiles outside it (when the hand is at least that far).
_FLUSH_BY_GAP = (0.45, 0.2, 0.08)


class ShangraoKnowledge(RegionKnowledge):
    region_id = "shangrao"
    # No discard wins: a ready opponent can only win on their own draw.
    ron_per_copy = 0.0
    danger_scale = 0.0
    typical_self_draw = 13.6  # 3 × 4.55 measured (module docstring)
    typical_deal_in = 0.0  # dealing in is impossible
    # Nearly every hand ends in somebody's self-draw (94 of 100 measured), which costs one payment
    # (≈ 4.6); but the outlook also under-rates how fast 上饶 hands end (宝调 and 十三烂 waits are
    # wide), so speed is worth more. Tuned with the arena, normal against three plain, 150 walls,
    # seed 11, mean difference per hand: swing 2 → +1.88, 4.6 → +1.96, 8 → +2.36, 14 → +2.67,
    # 22 → +2.60, 40 → +2.33.
    win_swing = 14.0
    # The search's chances are exact (its ready hands count every live wait), so nothing needs
    # making up there: a win saves one typical payment, 4.6. Measured, hard with 4.6 against hard
    # with 14, each against three normals on the same 1,000 walls (seed 2026), paired wall by
    # wall: +0.173 [+0.034, +0.313] points per hand.
    search_swing = 4.6
    # The scorer reads every way a hand with 宝 can be read (0.1–1 ms a call) and the waits of a
    # hand with 宝 cost ~0.3 ms: budgets kept near the generic ones. bench_ai --hands 6: hard
    # p95 39 ms, max 96 ms; doubling both budgets was no stronger in the arena.
    score_budget = 10
    node_budget = 40
    # Kong money is not paid at a drawn hand (option ``kong_paid_on_draw``, off by default); one
    # hand in 200 ends so (four normals).
    draw_rate = 0.005

    def __init__(self, region: RegionRules) -> None:
        super().__init__(region)
        assert isinstance(region, ShangraoRules)
        self.table = region.score_table
        self.factor = region.fei_bao_factor if region.options["fei_bao_doubles"] else 1
        self.minimum = int(region.options["min_value"])
        # A 宝 kept as its own face scores 无宝 only under 宝还原; by the seed's words it is 有宝.
        self.face_column = _WU if region.bao_huan_yuan else _YOU
        self._standard = ShapeRules(standard=True, seven_pairs=False)
        self._memo: dict[tuple[tuple[int, ...], int, int | None], dict[Shape, int]] = {}
        self._memo_diao: dict[tuple[tuple[int, ...], int, int], int] = {}

    # --- the scorer's view of a hypothetical win ------------------------------------------------
    def context(
        self,
        view: PlayerView,
        counts14: Sequence[int],
        melds: tuple[Meld, ...],
        tile: int,
        win_by: WinBy,
    ) -> WinContext:
        ctx = super().context(view, counts14, melds, tile, win_by)
        wild = view.wild
        if wild is None:
            return ctx
        # A 宝 the look-ahead threw before this win is a 飞宝 too (the view counts only those
        # already on the table): fewer 宝 than held now, the win tile aside.
        held_then = counts14[wild] - (tile == wild)
        thrown = max(0, view.counts()[wild] - held_then)
        if not thrown:
            return ctx
        return replace(ctx, discarded_wilds=ctx.discarded_wilds + thrown)

    # --- values ---------------------------------------------------------------------------------
    def fei_bao(self, view: PlayerView, counts13: Sequence[int]) -> int:
        """飞宝 of the hand ``counts13``: 宝 already thrown plus one per 宝 fewer than the view's
        hand holds (the candidate discard, or the search's)."""
        wild = view.wild
        if wild is None:
            return 0
        return view.me.discards.count(wild) + max(0, view.counts()[wild] - counts13[wild])

    def cell(self, row: str, column: Column, mult: int) -> float:
        """Points collected in total (three payers) for a win in this cell, 0 when the seed has
        no such cell or the value stays below the minimum (not a win)."""
        base = self.table[row].get(column)
        if base is None:
            return 0.0
        value = base * mult
        return 3.0 * value if value >= self.minimum else 0.0

    def _by_shape(self, counts13: Sequence[int], melds: int, wild: int | None) -> dict[Shape, int]:
        key = (tuple(counts13), melds, wild)
        hit = self._memo.get(key)
        if hit is None:
            if len(self._memo) >= _MEMO_LIMIT:
                self._memo.clear()
            try:
                hit = shanten_by_shape(counts13, melds=melds, wild=wild, rules=self.shape_rules)
            except ValueError:
                hit = {}
            self._memo[key] = hit
        return hit

    def bao_diao_shanten(self, counts13: Sequence[int], melds: int, wild: int) -> int:
        """Steps to four melds + a lone 宝 (宝调: any draw then wins). The pair is taken by the
        宝; the rest must make the melds, other 宝 standing in as wilds. Measured as the shanten
        of the rest plus a stand-in pair of an honour the hand does not hold."""
        key = (tuple(counts13), melds, wild)
        hit = self._memo_diao.get(key)
        if hit is not None:
            return hit
        if len(self._memo_diao) >= _MEMO_LIMIT:
            self._memo_diao.clear()
        junk = next((k for k in _HONOURS if not counts13[k] and k != wild), None)
        result = 99
        if junk is not None and counts13[wild]:
            rest = list(counts13)
            rest[wild] -= 1
            rest[junk] += 2
            try:
                result = 1 + shanten_counts(rest, melds=melds, wild=wild, rules=self._standard)
            except ValueError:
                result = 99
        self._memo_diao[key] = result
        return result

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
        mult = self.factor ** self.fei_bao(view, counts13)
        fl = _flush(counts13, melds, wild, shanten)
        u_total = max(1, sum(unseen))

        def eff_for(sh: int) -> int:
            return effective if sh == shanten else _TYPICAL_EFFECTIVE[min(max(sh, 0), 5)]

        def mixed(row: str, column: Column) -> float:
            plain = self.cell(row, column, mult)
            flush = self.cell(f"{row}_qing_yi_se", column, mult)
            return (1.0 - fl) * plain + fl * flush

        out: list[Route] = []
        shapes = self._by_shape(counts13, len(melds), wild)
        std = shapes.get(Shape.STANDARD, shanten)
        if w == 0:
            # Every win is 无宝 (a 宝 drawn later may be thrown: another 飞宝). 十三烂/九幺 pay
            # the 平胡 4 too, so the table's shanten over all shapes stands for them.
            value = HandValue(mixed("ping_hu", _WU), 0.0, 0.0)
            out.append(Route(_name(fl, "ping_hu"), shanten, effective, value))
        else:
            assert wild is not None
            bd = self.bao_diao_shanten(counts13, len(melds), wild)
            if bd < 99:
                value = HandValue(mixed("ping_hu", _DIAO), 0.0, 0.0)
                # Once there, every draw completes the hand: the final wait is the whole wall.
                out.append(Route("bao_diao", bd, eff_for(bd), value, ready_wait=float(u_total)))
            you = mixed("ping_hu", _YOU)
            if you > 0.0:
                out.append(Route(_name(fl, "you_bao"), std, eff_for(std), HandValue(you, 0, 0)))
            # The 宝 read as its own face: an ordinary hand, 无宝 only under 宝还原.
            face = self._by_shape(counts13, len(melds), None).get(Shape.STANDARD, 99)
            if face < 99:
                value = HandValue(mixed("ping_hu", self.face_column), 0.0, 0.0)
                out.append(Route("wu_bao", face, eff_for(face), value))
        if not melds:
            out.extend(self._concealed_routes(counts13, shapes, w, mult, fl, unseen, eff_for))
        pp = all_triplets_shanten(_without(counts13, wild), melds)
        if pp < 99:
            pp = max(0, pp - w)  # each 宝 completes a pair or a triplet
            row = "peng_peng_hu"
            if w == 0:
                v = (1 - fl) * self.cell(row, _WU, mult) + fl * self.cell(
                    f"{row}_qing_yi_se", _WU, mult
                )
            else:
                v = 0.5 * (self.cell(row, _DIAO, mult) + self.cell(row, _YOU, mult))
            pairs_eff = sum(unseen[k] for k, c in enumerate(counts13) if c == 2 and k != wild)
            out.append(Route(row, pp, pairs_eff or eff_for(pp), HandValue(v, 0, 0), 4.0))
        if not out:  # nothing that pays is in sight: no chance of a win (nor its swing)
            out.append(Route("standard", shanten, 0, HandValue(0.0, 0.0, 0.0)))
        return out

    def _concealed_routes(
        self,
        counts13: Sequence[int],
        shapes: dict[Shape, int],
        w: int,
        mult: int,
        fl: float,
        unseen: Sequence[int],
        eff_for: Callable[[int], int],
    ) -> list[Route]:
        """七对 and 十三烂, concealed shapes that pay with a 宝 too (七对 有宝 8, 十三烂七星 4)."""
        out = []
        sp = shapes.get(Shape.SEVEN_PAIRS, 99)
        if sp < 99:
            if w == 0:
                v = (1 - fl) * self.cell("qi_dui", _WU, mult) + fl * self.cell(
                    "qi_dui_qing_yi_se", _WU, mult
                )
            else:  # the 宝 pairs the last single (宝调 12) or stands in elsewhere (有宝 8)
                v = 0.5 * (self.cell("qi_dui", _DIAO, mult) + self.cell("qi_dui", _YOU, mult))
            eff = sum(unseen[k] for k, c in enumerate(counts13) if c in (1, 3))
            out.append(Route("qi_dui", sp, eff or eff_for(sp), HandValue(v, 0, 0), 2.5))
        lan = shapes.get(Shape.SHISANLAN, 99)
        if lan < 99 and w:
            # Without a 宝 the table's shanten already covers 十三烂 (4, like 平胡). With one, it
            # pays only as 七星 (all seven honours, 宝 standing in for the missing ones).
            honours = sum(1 for k in _HONOURS if counts13[k])
            row = "shi_san_lan_qi_xing" if honours + w >= 7 else "shi_san_lan"
            v = self.cell(row, _YOU, mult)
            if v > 0:
                out.append(Route(row, lan, eff_for(lan), HandValue(v, 0, 0)))
        return out

    # --- defence and discards -------------------------------------------------------------------
    def threat(self, view: PlayerView, info: SeatInfo) -> Threat:
        # Self-draw only: a ready opponent ends the hand (hazard) but never on our discard.
        return Threat(info.seat, ready_guess(info), 0.0, 0.0)

    def waits(
        self, view: PlayerView, counts13: Sequence[int], melds: int, wild: int | None
    ) -> set[int]:
        """The waits that can pay. Without a 飞宝, a hand that needs its 宝 as a wild inside a
        meld is ready in shape only (平胡 有宝 2 < 4): the look-ahead must not take it for a
        finished hand, so only its 无宝 waits (the 宝 as its own face) count — unless the 宝
        is the pair joker (宝调: every draw pays) or a pattern pays 有宝 (七对, 碰碰胡, 七星,
        清一色); then the scorer prices each wait."""
        out = self.region.waits(counts13, melds, wild)
        if not out or wild is None or not counts13[wild]:
            return out
        mult = self.factor ** self.fei_bao(view, counts13)
        if self.cell("ping_hu", _YOU, mult) > 0.0:
            return out  # a 飞宝 made every 有宝 hand legal
        if self.bao_diao_shanten(counts13, melds, wild) == 0 or self._pattern_ready(
            view, counts13, melds, wild
        ):
            return out
        face = self._by_shape(counts13, melds, None).get(Shape.STANDARD, 99)
        return self.region.waits(counts13, melds, None) if face == 0 else set()

    def _pattern_ready(
        self, view: PlayerView, counts13: Sequence[int], melds: int, wild: int
    ) -> bool:
        """Ready for a pattern that pays with a 宝 standing in: 七对, 碰碰胡, 七星, 清一色."""
        w = counts13[wild]
        shapes = self._by_shape(counts13, melds, wild)
        if shapes.get(Shape.SEVEN_PAIRS, 99) == 0:
            return True
        honours = sum(1 for k in _HONOURS if counts13[k])
        if shapes.get(Shape.SHISANLAN, 99) == 0 and honours + w >= 7:
            return True
        # The declared melds are the view's unless the look-ahead weighs a claim.
        known = view.me.melds if len(view.me.melds) == melds else None
        if known is None:
            return False
        if all_triplets_shanten(_without(counts13, wild), known) - w <= 0:
            return True
        return _flush(counts13, known, wild, 0) >= 1.0

    def discard_penalty(self, view: PlayerView, kind: int, needed: bool) -> float:
        """None: keeping or throwing a 宝 is priced by ``routes`` (宝调 speed against the 飞宝
        doubling), which see the hand left by each discard. A 宝 the hand needs (throwing it
        leaves the hand further from ready) is kept anyway: the ranking lets only the closest
        discards compete on worth (``ranking``)."""
        return 0.0


def _name(fl: float, base: str) -> str:
    return "qing_yi_se" if fl >= 0.5 else base


def _without(counts: Sequence[int], wild: int | None) -> list[int]:
    out = list(counts)
    if wild is not None:
        out[wild] = 0
    return out


def _flush(counts13: Sequence[int], melds: Sequence[Meld], wild: int | None, shanten: int) -> float:
    """Chance the hand ends one suit (平胡/七对/碰碰胡 清一色); the 宝 fit any suit."""
    whole = _without(counts13, wild)
    for m in melds:
        for t in m.tiles[:3]:
            whole[t] += 1
    total = sum(whole)
    best = 99
    for s in range(3):
        if any(not (9 * s <= m.tiles[0] < 9 * s + 9) for m in melds):
            continue
        best = min(best, total - sum(whole[9 * s : 9 * s + 9]))
    return _flush_chance(best, shanten)


def _flush_chance(gap: int, shanten: int) -> float:
    """Chance of ending one suit with ``gap`` tiles outside it. 上饶 hands end fast (most hands
    are won within a dozen draws), so each off-suit tile to replace costs much; a hand closer
    to ready than its gap has to break its shape to get there."""
    if gap == 0:
        return 1.0
    if gap > len(_FLUSH_BY_GAP):
        return 0.0
    chance = _FLUSH_BY_GAP[gap - 1]
    return chance if shanten >= gap else 0.3 * chance


register("shangrao", ShangraoKnowledge)
