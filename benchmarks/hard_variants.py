"""The variants of the hard level screened for issue 34's third part, kept so that the screens in
benchmarks/AI_RESULTS.md ("Issue 34, third part") can be repeated. None measured better than hard,
so none is in the game. Seat one against three classical players on the screening walls:

    PYTHONPATH=benchmarks nice -n 5 .venv/bin/mahjong-desktop arena --region lincang \\
        --players hard_variants:Deep2,classical:Classical,classical:Classical,classical:Classical \\
        --walls 600 --first-wall 8000 --seed 2026 --jobs 1 --json --per-wall > variant.json

and compare with hard's run on the same walls (``compare_runs.py --baseline classical:Classical``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from mahjong_desktop.ai.base import after_claim
from mahjong_desktop.ai.hard import HardPlayer
from mahjong_desktop.ai.normal import _capped
from mahjong_desktop.ai.ranking import DiscardFigures, TableRead, read_table
from mahjong_desktop.ai.search import _PRICED_WAITS, TIME_LIMIT, DrawSearch, decision_clock
from mahjong_desktop.ai.situation import minus
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.hand_facts import Meld
from mahjong_desktop.rules.region import RegionRules

Curves = tuple[list[float], list[float]]


class NoSearchFar(HardPlayer):
    """The search only from one step from ready; two steps out the estimate decides (with the
    kong money hard counts)."""

    def searched_ranking(
        self,
        view: PlayerView,
        read: TableRead,
        counts: Sequence[int],
        melds: tuple[Meld, ...],
        allowed: set[int] | None,
    ) -> list[DiscardFigures]:
        base = self.estimated_discards(view, read, counts, melds, allowed)
        if base and min(f.shanten for f in base) >= 2:
            return base
        return super().searched_ranking(view, read, counts, melds, allowed)


class ThreatNormal(HardPlayer):
    """Under a strong threat the estimate (with kong money) ranks the discards."""

    def searched_ranking(
        self,
        view: PlayerView,
        read: TableRead,
        counts: Sequence[int],
        melds: tuple[Meld, ...],
        allowed: set[int] | None,
    ) -> list[DiscardFigures]:
        if read.strong_threat:
            return self.estimated_discards(view, read, counts, melds, allowed)
        return super().searched_ranking(view, read, counts, melds, allowed)


class ThreatDanger(HardPlayer):
    """Under a strong threat the danger of each discard counts among the closest ones."""

    scale = 1.0
    # Every discard competes with its danger, a step back from ready included (push or fold).
    step_back = False

    def searched_ranking(
        self,
        view: PlayerView,
        read: TableRead,
        counts: Sequence[int],
        melds: tuple[Meld, ...],
        allowed: set[int] | None,
    ) -> list[DiscardFigures]:
        ranked = super().searched_ranking(view, read, counts, melds, allowed)
        if not ranked or not read.strong_threat or all(f.danger_counted for f in ranked):
            return ranked  # no threat, or already folding: as hard ranks
        counted = [replace(f, danger_counted=True, danger=f.danger * self.scale) for f in ranked]
        if self.step_back:
            return sorted(counted, key=DiscardFigures.sort_key)
        n = next((i for i, f in enumerate(counted) if not f.closest), len(counted))
        return sorted(counted[:n], key=DiscardFigures.sort_key) + counted[n:]


class ThreatPushFold(ThreatDanger):
    step_back = True


class ThreatPushFold2(ThreatDanger):
    step_back = True
    scale = 2.0


class CalibratedSearch(DrawSearch):
    """A ready hand's chance to win per draw shrunk toward a typical ready hand's (six unseen
    copies): the calibration table found wide waits winning less, narrow ones more, than priced."""

    shrink = 0.3

    def _ready(self, c: tuple[int, ...], waits: Sequence[int]) -> Curves:
        key = (c, -1)
        hit = self._memo.get(key)
        if hit is not None:
            return hit
        q_self = q_ron = g_self = g_ron = 0.0
        live = sorted((w for w in waits if self.unseen[w]), key=lambda w: (-self.unseen[w], w))
        priced: list[tuple[float, float]] = []
        for i, w in enumerate(live):
            p = self.unseen[w] / self.total
            if i < _PRICED_WAITS or not priced:
                sv, rv = self._value(c, w)
                priced.append((sv, rv))
            else:
                sv = sum(x for x, _ in priced) / len(priced)
                rv = sum(y for _, y in priced) / len(priced)
            if sv > 0:
                q_self += p
                g_self += p * (sv + self.swing)
            if rv > 0:
                r = self.ron * p
                q_ron += r
                g_ron += r * (rv + self.swing)
        rate = q_self + q_ron
        if rate > 0:
            typical = 6.0 / max(1, self.total)
            f = ((1 - self.shrink) * rate + self.shrink * typical) / rate
            q_self, q_ron, g_self, g_ron = q_self * f, q_ron * f, g_self * f, g_ron * f
        stay = max(0.0, 1.0 - q_self - q_ron)
        gain = [0.0]
        prob = [0.0]
        for _ in range(self.draws):
            gain.append(self.alive * (g_self + g_ron + stay * gain[-1]))
            prob.append(self.alive * (q_self + q_ron + stay * prob[-1]))
        out = (gain, prob)
        self._memo[key] = out
        return out


class Calibrated(HardPlayer):
    def _search(self, view: PlayerView, read: TableRead, melds: tuple[Meld, ...]) -> DrawSearch:
        left = TIME_LIMIT if self.deadline is None else self.deadline - decision_clock()
        return CalibratedSearch(view, self.know, read, melds, time_limit=max(0.0, left))


class Deep2(HardPlayer):
    """Two-step hands searched two draws deep, down to exact ready prices (a larger node
    budget: the unused time)."""

    budget = 2500

    def _search(self, view: PlayerView, read: TableRead, melds: tuple[Meld, ...]) -> DrawSearch:
        left = TIME_LIMIT if self.deadline is None else self.deadline - decision_clock()
        return DrawSearch(
            view, self.know, read, melds, budget=self.budget, time_limit=max(0.0, left)
        )

    def searched_ranking(
        self,
        view: PlayerView,
        read: TableRead,
        counts: Sequence[int],
        melds: tuple[Meld, ...],
        allowed: set[int] | None,
    ) -> list[DiscardFigures]:
        base = self.estimated_discards(view, read, counts, melds, allowed)
        if not base or min(f.shanten for f in base) != 2:
            return super().searched_ranking(view, read, counts, melds, allowed)
        head = [f for f in base[:3] if f.closest]
        outs = self.know.budget_outs
        search = self._search(view, read, melds)
        searched = []
        for f in head:
            gain, p_win, sh = search.evaluate(minus(tuple(counts), f.tile), depth=2)
            if not self._exact(search, outs):
                self.fell_back = True
                return base
            searched.append(replace(f, gain=gain, p_win=p_win, shanten=min(f.shanten, sh)))
        searched.sort(key=DiscardFigures.sort_key)
        floor = min((f.utility for f in searched), default=0.0)
        tail = [_capped(f, floor) if f.closest else f for f in base[len(head) :]]
        return searched + tail


class DeepClaims(Deep2):
    """``Deep2``, and claims searched from two steps from ready too (passing two draws deep),
    so that both sides of a claim reach exact ready prices."""

    def claim_scores(
        self, view: PlayerView, read: TableRead, options: Sequence[Action]
    ) -> dict[Action | None, float]:
        counts = view.counts()
        melds = view.me.melds
        self.fell_back = False
        sh = self.shanten(counts, len(melds), view.wild)
        if sh > 2:
            return self.estimated_claim_scores(view, read, options)
        self.deadline = decision_clock() + TIME_LIMIT
        outs = self.know.budget_outs
        search = self._search(view, read, melds)
        depth = max(1, sh)
        out: dict[Action | None, float] = {
            None: search.evaluate(counts, depth=depth)[0] + self.kong_worth(read, counts, melds)
        }
        for action in options:
            if self.fell_back or not self._exact(search, outs):
                break
            after = after_claim(view, action)
            if after is None:
                continue
            c, new_melds, needs_discard = after
            if needs_discard:
                ranked = self.searched_ranking(view, read, c, new_melds, None)
                if ranked:
                    out[action] = ranked[0].utility - ranked[0].safety
            elif self.shanten(c, len(new_melds), view.wild) <= sh:
                kong = self._search(view, read, new_melds)
                worth = kong.evaluate(c, depth=depth)[0]
                out[action] = worth + self.kong_claim_worth(read, c, new_melds)
                self.fell_back = not self._exact(kong, outs)
        if self.fell_back or not self._exact(search, outs):
            self.fell_back = True
            return self.estimated_claim_scores(view, read_table(view, self.know), options)
        return out


class ScaledSearch(DrawSearch):
    """Every exactly priced win worth ``scale`` times the scorer's figure."""

    scale = 1.15

    def _value(self, c13: tuple[int, ...], w: int) -> tuple[float, float]:
        sv, rv = super()._value(c13, w)
        return sv * self.scale, rv * self.scale


class WinScale(HardPlayer):
    """The search's exact win prices raised by the 15–20 % the calibration table found wins to
    pay above them, so that they weigh as much against the kong money hard adds on top."""

    scale = 1.15

    def _search(self, view: PlayerView, read: TableRead, melds: tuple[Meld, ...]) -> DrawSearch:
        left = TIME_LIMIT if self.deadline is None else self.deadline - decision_clock()
        search = ScaledSearch(view, self.know, read, melds, time_limit=max(0.0, left))
        search.scale = self.scale
        return search


class WinScale13(WinScale):
    scale = 1.3


class NearestRoute(HardPlayer):
    """Stop 35: closeness measured by the nearest route that can pay (七对 and 碰碰胡 as well as
    the standard shape), as hard does in 临安, here in 临沧/临汾 too."""

    def __init__(self, region: RegionRules, seed: int = 0) -> None:
        super().__init__(region, seed)
        self.know.paying_closeness = True


class EstimateDiscards(HardPlayer):
    """Stop 35: hard with its turn's discards ranked by the estimate (its kong money and honour
    run kept), not the search; claims and kongs as hard."""

    def rank(self, view: PlayerView, read: TableRead, allowed: set[int]) -> list[DiscardFigures]:
        self.fell_back = False
        self.deadline = decision_clock() + TIME_LIMIT
        counts, melds = view.counts(), view.me.melds
        ranked = self.with_runs(
            view, read, self.estimated_discards(view, read, counts, melds, allowed)
        )
        self._ranked = (view, ranked)
        return ranked
