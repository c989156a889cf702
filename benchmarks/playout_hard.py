"""Issue 34's proposal, screened: the hard level's discards priced by playouts of the rest of the
hand over hidden tiles sampled from what the seat has seen (临沧/临汾).

For each candidate discard and each way of finishing it may take (plain, 七对, 碰碰胡, 清一色),
``samples`` orders of the unseen tiles are dealt out: every go-around this seat draws one and three
opponents throw one each (their draws, thrown unread). The hand follows a fast policy for its
route: a draw that does not bring it closer is thrown at once, one that does is kept and the tile
the route needs least goes (memoised per hand); a pair of a thrown tile is ponged where the route
can use it (not 七对). A self-drawn win, or a discard win the region allows (a 番 hand), is paid
as the region's scorer pays it, plus the win swing, weighted by the chance that nobody else has
won first (opponents become ready over the hand: their ready chance now, then ``_READY_GROWTH`` a
go-around more, each ready one winning ``_PER_READY`` a go-around). The candidates share the same
samples, so their difference is measured on common deals. A candidate's worth is its best
route's mean, with hard's kong money, honour run and counted danger as before.

Not in the game: a screen for ``benchmarks/AI_RESULTS.md``, "Stop 36". Run it as a player:

    PYTHONPATH=benchmarks .venv/bin/mahjong-desktop arena --region lincang \\
        --players playout_hard:Playout,normal,normal,normal --walls 600 --first-wall 8000 \\
        --seed 2026 --jobs 1 --json --per-wall > playout.json
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace

from mahjong_desktop.ai.hard import HardPlayer
from mahjong_desktop.ai.patterns import all_triplets_shanten, flush_gap, seven_pairs_shanten
from mahjong_desktop.ai.ranking import DiscardFigures, TableRead
from mahjong_desktop.ai.situation import minus
from mahjong_desktop.engine.rng import derive_seed
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.hand import shanten_counts
from mahjong_desktop.rules.hand_facts import Meld, MeldKind

_READY_GROWTH = 0.12
_PER_READY = 0.11
_MAX_SHANTEN = 3
_CANDIDATES = 4

Counts = tuple[int, ...]


class PlayoutSearch:
    """One decision's playouts: shared samples, memoised policies, waits and prices."""

    def __init__(
        self,
        view: PlayerView,
        player: HardPlayer,
        read: TableRead,
        melds: tuple[Meld, ...],
        samples: int,
        seed: int,
    ) -> None:
        self.view = view
        self.know = player.know
        self.melds = melds
        sit = read.sit
        pool = [k for k in range(34) for _ in range(sit.unseen[k])]
        rng = random.Random(seed)
        self.deals: list[list[int]] = []
        for _ in range(samples):
            rng.shuffle(pool)
            self.deals.append(list(pool))
        self.rounds = min(sit.own_draws, len(pool) // 4)
        self.swing = player.know.win_swing
        self.weights = _survival(read, self.rounds)
        self._waits: dict[tuple[Counts, int], dict[int, tuple[float, float]]] = {}
        self._policy: dict[tuple[str, Counts, int], int] = {}
        self._shanten: dict[tuple[str, Counts, int], int] = {}

    # --- a route's closeness and its policy ----------------------------------------------------
    def closeness(self, route: str, c: Counts, n_melds: int) -> int:
        key = (route, c, n_melds)
        hit = self._shanten.get(key)
        if hit is not None:
            return hit
        if route == "qi_dui":
            s = seven_pairs_shanten(c, n_melds, self.know.quad_as_two)  # type: ignore[attr-defined]
        elif route == "peng_peng_hu":
            s = all_triplets_shanten(c, self._pongs(n_melds))
        else:
            s = shanten_counts(list(c), melds=n_melds, rules=self.know.table_rules)
            if route.startswith("flush"):
                suit = int(route[-1])
                s += _off_suit(c, suit)
        self._shanten[key] = s
        return s

    def _pongs(self, n_melds: int) -> list[Meld]:
        extra = n_melds - len(self.melds)
        return list(self.melds) + [Meld(MeldKind.PONG, (0, 0, 0))] * extra

    def choose(self, route: str, c14: Counts, n_melds: int) -> int:
        """The discard the route's policy makes from ``c14``."""
        key = (route, c14, n_melds)
        hit = self._policy.get(key)
        if hit is not None:
            return hit
        best: tuple[int, int, int] | None = None
        for d in range(34):
            if not c14[d]:
                continue
            s = self.closeness(route, minus(c14, d), n_melds)
            cand = (s, _keep(c14, d), d)
            if best is None or cand < best:
                best = cand
        assert best is not None
        self._policy[key] = best[2]
        return best[2]

    def waits(
        self, c13: Counts, n_melds: int, melds: tuple[Meld, ...]
    ) -> dict[int, tuple[float, float]]:
        """Winning draws of a waiting hand and what each pays (self-drawn, on a discard)."""
        key = (c13, n_melds)
        hit = self._waits.get(key)
        if hit is not None:
            return hit
        out: dict[int, tuple[float, float]] = {}
        try:
            sh = shanten_counts(list(c13), melds=n_melds, rules=self.know.shape_rules)
        except ValueError:
            sh = 8
        if sh == 0:
            try:
                kinds = self.know.waits(self.view, c13, n_melds, None)
            except (ValueError, NotImplementedError):
                kinds = set()
            for w in kinds:
                c14 = list(c13)
                c14[w] += 1
                sv, rv = self.know.win_values(self.view, c14, melds, w)
                if sv > 0 or rv > 0:
                    out[w] = (sv, rv)
        self._waits[key] = out
        return out

    # --- playing out ---------------------------------------------------------------------------
    def worth(self, route: str, c13: Counts) -> float:
        total = 0.0
        for deal in self.deals:
            total += self._play(route, c13, deal)
        return total / len(self.deals)

    def _play(self, route: str, start: Counts, deal: list[int]) -> float:
        c = list(start)
        n = len(self.melds)
        melds = self.melds
        pos = 0
        pong_ok = route != "qi_dui"
        for r in range(self.rounds):
            w = self.weights[r]
            key = tuple(c)
            waits = self.waits(key, n, melds)
            t = deal[pos]
            pos += 1
            hit = waits.get(t)
            if hit is not None and hit[0] > 0:
                return w * (hit[0] + self.swing)
            now = self.closeness(route, key, n)
            c[t] += 1
            c14 = tuple(c)
            d = self.choose(route, c14, n) if self._improves(route, key, t, now, n) else t
            c[d] -= 1
            for _ in range(3):
                t = deal[pos]
                pos += 1
                key = tuple(c)
                waits = self.waits(key, n, melds)
                hit = waits.get(t)
                if hit is not None and hit[1] > 0:
                    return w * (hit[1] + self.swing)
                if pong_ok and c[t] >= 2 and not waits and n < 4:
                    now = self.closeness(route, key, n)
                    c[t] -= 2
                    c11 = tuple(c)
                    d = self.choose(route, c11, n + 1)
                    after = self.closeness(route, minus(c11, d), n + 1)
                    if after < now:
                        c[d] -= 1
                        n += 1
                        melds = (*melds, Meld(MeldKind.PONG, (t, t, t)))
                        break  # the players between are skipped
                    c[t] += 2
        return 0.0

    def _improves(self, route: str, c13: Counts, t: int, now: int, n: int) -> bool:
        """Whether drawing ``t`` can bring the route closer (else the tile is thrown at once)."""
        if route == "qi_dui":
            return c13[t] == 1 or (c13[t] == 3 and self.know.quad_as_two)  # type: ignore[attr-defined]
        if route == "peng_peng_hu":
            return c13[t] >= 1
        if route.startswith("flush") and _in_suit(t) != int(route[-1]):
            return False
        c14 = list(c13)
        c14[t] += 1
        try:
            s = shanten_counts(c14, melds=n, rules=self.know.table_rules)
        except ValueError:
            return False
        if route.startswith("flush"):
            return s + _off_suit(tuple(c14), int(route[-1])) - 1 < now or s < now
        return s < now


def _survival(read: TableRead, rounds: int) -> list[float]:
    """Chance that no opponent has won by the end of each go-around."""
    out = []
    alive = 1.0
    ready = [t.ready for t in read.threats]
    scale = [0.5 + 0.5 * t.discard_win for t in read.threats]
    for _ in range(rounds):
        for i in range(len(ready)):
            alive *= 1.0 - _PER_READY * ready[i] * scale[i]
            ready[i] = ready[i] + (1.0 - ready[i]) * _READY_GROWTH
        out.append(alive)
    return out


def _in_suit(k: int) -> int:
    return 3 if k >= 27 else k // 9


def _off_suit(c: Counts, suit: int) -> int:
    return sum(n for k, n in enumerate(c) if n and _in_suit(k) != suit)


def _keep(c: Counts, d: int) -> int:
    """How much the hand would keep by holding ``d`` (lower is thrown first): copies, and for a
    suited tile its neighbours within two."""
    worth = 3 * c[d]
    if d < 27:
        base = d - d % 9
        for o in (-2, -1, 1, 2):
            j = d + o
            if base <= j < base + 9 and c[j]:
                worth += 3 - abs(o)
    return worth


def routes_of(c13: Counts, melds: tuple[Meld, ...], std: int) -> list[str]:
    """The routes worth playing out from this hand: plain always, a pattern within reach."""
    out = ["standard"]
    if seven_pairs_shanten(c13, len(melds)) <= std + 1:
        out.append("qi_dui")
    if all_triplets_shanten(c13, melds) <= std + 1:
        out.append("peng_peng_hu")
    suit, gap = flush_gap(c13, melds)
    if gap <= 3:
        out.append(f"flush{suit}")
    return out


class Playout(HardPlayer):
    samples = 48
    # Playouts decide where the best discard leaves the hand this many steps from ready or more.
    nearest = 0

    def searched_ranking(
        self,
        view: PlayerView,
        read: TableRead,
        counts: Sequence[int],
        melds: tuple[Meld, ...],
        allowed: set[int] | None,
    ) -> list[DiscardFigures]:
        ranked = super().searched_ranking(view, read, counts, melds, allowed)
        if len(counts) != 34 or sum(counts) % 3 != 2 or not ranked or read.strong_threat:
            return ranked
        best = min(f.shanten for f in ranked)
        if (
            not self.nearest <= best <= _MAX_SHANTEN
            or read.sit.own_draws < 2
            or view.wild is not None
        ):
            return ranked
        c = tuple(counts)
        cands = [f for f in ranked[:_CANDIDATES] if f.closest]
        extra = self._route_candidates(c, melds, ranked, best)
        cands += [f for f in extra if f not in cands]
        if len(cands) < 2:
            return ranked
        seed = derive_seed(0x9A7, view.seat, view.wall_live, sum(c), *c)
        search = PlayoutSearch(view, self, read, melds, self.samples, seed)
        priced = []
        for f in cands:
            c13 = minus(c, f.tile)
            std = search.closeness("standard", c13, len(melds))
            gain = max(search.worth(r, c13) for r in routes_of(c13, melds, std))
            priced.append(replace(f, gain=gain, closest=True))
        priced.sort(key=DiscardFigures.sort_key)
        rest = [f for f in ranked if f not in cands]
        return priced + rest

    def _route_candidates(
        self,
        c: Counts,
        melds: tuple[Meld, ...],
        ranked: list[DiscardFigures],
        best: int,
    ) -> list[DiscardFigures]:
        """For each pattern route within a step of the plain one, its best discard (a step back
        from plain closeness allowed)."""
        by_tile = {f.tile: f for f in ranked}
        out = []
        measures: list[Callable[[Counts], int]] = [
            lambda h: seven_pairs_shanten(h, len(melds)),
            lambda h: all_triplets_shanten(h, melds),
        ]
        for measure in measures:
            scored = sorted((measure(minus(c, f.tile)), -f.utility, f.tile) for f in ranked)
            if scored and scored[0][0] <= best + 1:
                out.append(by_tile[scored[0][2]])
        return out


class PlayoutFar(Playout):
    """Playouts only where the best discard leaves the hand a step or more from ready; the
    choice among ready hands stays with hard's exact search."""

    samples = 64
    nearest = 1


class Playout96(Playout):
    samples = 96
