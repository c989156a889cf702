"""The hard level's look-ahead: expected points of a hand over its own next draws.

For a waiting-size hand, ``curves`` gives, for every number t of own draws left, the expected
points collected (and the chance of winning) if the player keeps choosing the best discard.
A ready hand is priced exactly: every wait is scored by the region's real scorer, self-drawn and
(where legal) on a discard. A hand one step further looks at every draw that advances it and the
discards that keep that progress, then recurses; deeper hands, and any node once the node budget
is spent, get the closed-form estimate of ``estimate``. Results are memoised per decision.

Determinism: the budget is a count of expanded nodes, identical on every machine; the time limit
is only a safety net far above what the budget needs (``exhausted_by_time`` tells when it hit),
and it counts the deciding thread's own CPU time (``decision_clock``), not the wall clock, so a
machine busy with other work does not cut a search short and change the decision.
``approximate`` tells that some hand was priced by an estimate or a mean: because a budget ran
out, or because the exact pricing has nothing to price (a hand ready in shape only, whose waits
the region does not let win, or a one-step hand none of whose draws reaches one it does). The hard
level then keeps the normal figures for the whole decision, since candidates priced partly exactly
and partly by estimate are not comparable (the two can disagree by a factor of two; what the mix
cost in the arena: docs/performance.md, "The search falls back to the estimate as a whole").
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from mahjong_desktop.ai.estimate import Route, finish_curve, mean_value, ron_rate, stage_probs
from mahjong_desktop.ai.ranking import TableRead
from mahjong_desktop.ai.regions import RegionKnowledge
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.hand import discard_table, shanten_counts
from mahjong_desktop.rules.hand_facts import Meld

_PRICED_WAITS = 4
# Seconds for a whole hard decision (hard.HardPlayer shares it among its searches): a safety net,
# never reached by the node budgets on a quiet machine; a search that reaches it is approximate.
TIME_LIMIT = 0.35


def decision_clock() -> float:
    """CPU seconds of the calling thread: what a decision has itself spent. Under load the wall
    clock also counts other processes' time, and a search cut by it decided differently (the
    coach and the player it explains disagreed; arena runs sharing the machine lost determinism)."""
    return time.thread_time()


Curves = tuple[list[float], list[float]]  # (expected points by draws left, win chance by draws)


class DrawSearch:
    """One decision's search over the player's own draws, for a fixed set of ``melds``."""

    def __init__(
        self,
        view: PlayerView,
        know: RegionKnowledge,
        read: TableRead,
        melds: tuple[Meld, ...],
        *,
        budget: int | None = None,
        time_limit: float = TIME_LIMIT,
    ) -> None:
        self.view = view
        self.know = know
        self.read = read
        self.melds = melds
        self.n_melds = len(melds)
        sit = read.sit
        self.unseen = sit.unseen
        self.total = sit.unseen_total
        self.draws = sit.own_draws
        self.alive = 1.0 - read.hazard
        self.wild = sit.wild
        self.rules = know.shape_rules
        self.ron = know.ron_per_copy
        self.swing = know.win_swing if know.search_swing is None else know.search_swing
        self.budget = know.node_budget if budget is None else budget
        # Scorer calls are counted too: some regions' scorers (wild tiles, 胡数 readings) cost
        # milliseconds each. Past the budget a wait is priced at the mean of those already priced.
        self.score_budget = know.score_budget
        self.scored: list[tuple[float, float]] = []
        self.nodes = 0
        self.deadline = decision_clock() + time_limit
        self.exhausted_by_time = False
        self.approximate = False
        self._memo: dict[tuple[tuple[int, ...], int], Curves] = {}
        self._values: dict[tuple[tuple[int, ...], int], tuple[float, float]] = {}

    # --- entry points -------------------------------------------------------------------
    def evaluate(self, counts13: Sequence[int], depth: int) -> tuple[float, float, int]:
        """(expected points, win chance, shanten) of a waiting-size hand with all draws left."""
        c = tuple(counts13)
        waits = self._waits(c)
        if waits:
            g, p = self._ready(c, waits)
            return g[-1], p[-1], 0
        sh = self._shanten(c)
        eff = self._effective(c, sh)
        g, p = self._node(c, sh, eff, depth)
        return g[-1], p[-1], sh

    # --- pieces -------------------------------------------------------------------------
    def _shanten(self, c: tuple[int, ...]) -> int:
        try:
            return shanten_counts(list(c), melds=self.n_melds, wild=self.wild, rules=self.rules)
        except ValueError:
            return 8

    def _waits(self, c: tuple[int, ...]) -> list[int]:
        try:
            return sorted(self.know.waits(self.view, c, self.n_melds, self.wild))
        except (ValueError, NotImplementedError):
            return []

    def _effective(self, c: tuple[int, ...], sh: int) -> list[int]:
        out = []
        lst = list(c)
        for k in range(len(lst)):
            if lst[k] >= 4 or not self.unseen[k]:
                continue
            lst[k] += 1
            try:
                s = shanten_counts(lst, melds=self.n_melds, wild=self.wild, rules=self.rules)
            except ValueError:
                s = sh
            if s < sh:
                out.append(k)
            lst[k] -= 1
        return out

    def _value(self, c13: tuple[int, ...], w: int) -> tuple[float, float]:
        key = (c13, w)
        v = self._values.get(key)
        if v is None:
            if len(self.scored) >= self.score_budget:
                self.approximate = True
                n = len(self.scored)
                return (sum(x for x, _ in self.scored) / n, sum(y for _, y in self.scored) / n)
            c14 = list(c13)
            c14[w] += 1
            v = self.know.win_values(self.view, c14, self.melds, w)
            self._values[key] = v
            self.scored.append(v)
        return v

    def _ready(self, c: tuple[int, ...], waits: Sequence[int]) -> Curves:
        key = (c, -1)
        hit = self._memo.get(key)
        if hit is not None:
            return hit
        q_self = q_ron = g_self = g_ron = 0.0
        live = sorted((w for w in waits if self.unseen[w]), key=lambda w: (-self.unseen[w], w))
        # Tiles that let the hand kong and take a face-up tail tile (杠上开花, ``face_up_kong``):
        # more winning draws, and a concealed triplet's fourth wins on anyone's discard too.
        kongs = {k.tile: k for k in self.know.kong_wins(self.view, c, self.melds, self.unseen)}
        live += sorted(set(kongs) - set(live))
        priced: list[tuple[float, float]] = []
        for i, w in enumerate(live):
            u = self.unseen[w]
            p = u / self.total
            sv = rv = 0.0
            if w in waits:
                # A wild tile makes many kinds waits of similar worth: price the likeliest few
                # with the scorer and give the rest their mean.
                if i < _PRICED_WAITS or not priced:
                    sv, rv = self._value(c, w)
                    priced.append((sv, rv))
                else:
                    sv = sum(x for x, _ in priced) / len(priced)
                    rv = sum(y for _, y in priced) / len(priced)
            kong = kongs.get(w)
            if kong is not None:
                sv = max(sv, kong.points)
                rv = max(rv, kong.points) if kong.claimable else rv
            if sv > 0:
                q_self += p
                g_self += p * (sv + self.swing)
            if rv > 0:
                r = self.ron * p
                q_ron += r
                g_ron += r * (rv + self.swing)
        stay = max(0.0, 1.0 - q_self - q_ron)
        gain = [0.0]
        prob = [0.0]
        a = self.alive
        for _ in range(self.draws):
            gain.append(a * (g_self + g_ron + stay * gain[-1]))
            prob.append(a * (q_self + q_ron + stay * prob[-1]))
        out = (gain, prob)
        self._memo[key] = out
        return out

    def _leaf(self, c: tuple[int, ...], sh: int, eff_total: int) -> Curves:
        routes = self.know.routes(self.view, c, self.melds, sh, eff_total, self.unseen)
        best: tuple[float, Curves] | None = None
        for r in routes:
            curves = self._route_curves(r)
            if best is None or curves[0][-1] > best[0]:
                best = (curves[0][-1], curves)
        assert best is not None
        return best[1]

    def _route_curves(self, r: Route) -> Curves:
        ron = ron_rate(r.value, self.ron)
        stages = stage_probs(r.shanten, r.effective, self.total, ron, r.ready_wait)
        prob = finish_curve(stages, self.draws, 1.0 - self.alive)
        worth = mean_value(r.value, ron) + self.swing
        return [p * worth for p in prob], prob

    def _out_of_budget(self) -> bool:
        if self.nodes >= self.budget:
            self.approximate = True
            return True
        # ">=": a search given no time stops at once even where the thread clock ticks coarsely
        # (about 16 ms on Windows, so "now > deadline" could stay false for a whole search).
        if decision_clock() >= self.deadline:
            self.exhausted_by_time = True
            self.approximate = True
            return True
        return False

    def _node(self, c: tuple[int, ...], sh: int, eff: Sequence[int], depth: int) -> Curves:
        key = (c, depth)
        hit = self._memo.get(key)
        if hit is not None:
            return hit
        eff_total = sum(self.unseen[k] for k in eff)
        if sh <= 0:
            # Ready in shape only (``waits`` hid waits the region does not let win): only the
            # estimate prices it, which does not compare with exactly priced siblings.
            self.approximate = True
        if depth <= 0 or sh <= 0 or self._out_of_budget():
            out = self._leaf(c, sh, eff_total)
            self._memo[key] = out
            return out
        children: list[tuple[float, Curves]] = []
        for k in eff:
            self.nodes += 1
            child = self._best_after_draw(c, k, sh - 1, depth - 1)
            if child is not None:
                children.append((self.unseen[k] / self.total, child))
        if not children:
            # No draw reaches a hand the region lets win (临安 below its minimum, 上饶 有宝
            # without 飞宝): the estimate of the routes beats pricing the hand at nothing, but
            # it is an estimate beside exact prices, so the decision falls back.
            self.approximate = True
            out = self._leaf(c, sh, eff_total)
            self._memo[key] = out
            return out
        moved = sum(p for p, _ in children)
        stay = max(0.0, 1.0 - moved)
        gain = [0.0]
        prob = [0.0]
        a = self.alive
        for t in range(1, self.draws + 1):
            g = stay * gain[-1]
            q = stay * prob[-1]
            for p, (cg, cp) in children:
                g += p * cg[t - 1]
                q += p * cp[t - 1]
            gain.append(a * g)
            prob.append(a * q)
        out = (gain, prob)
        self._memo[key] = out
        return out

    def _best_after_draw(
        self, c: tuple[int, ...], k: int, target: int, depth: int
    ) -> Curves | None:
        """Draw ``k``, then the discard whose remaining hand (at shanten ``target``) is worth
        most, judged per number of draws left."""
        c14 = list(c)
        c14[k] += 1
        options: list[Curves] = []
        if target == 0:
            for d in range(len(c14)):
                if not c14[d]:
                    continue
                c14[d] -= 1
                c13 = tuple(c14)
                c14[d] += 1
                waits = self._waits(c13)
                if waits:
                    options.append(self._ready(c13, waits))
        else:
            try:
                rows = discard_table(c14, melds=self.n_melds, wild=self.wild, rules=self.rules)
            except ValueError:
                rows = []
            for row in rows:
                if row.shanten != target:
                    continue
                c14[row.discard] -= 1
                c13 = tuple(c14)
                c14[row.discard] += 1
                options.append(self._node(c13, target, row.kinds, depth))
        if not options:
            return None
        if len(options) == 1:
            return options[0]
        gain = [max(o[0][t] for o in options) for t in range(self.draws + 1)]
        prob = [max(o[1][t] for o in options) for t in range(self.draws + 1)]
        return gain, prob
