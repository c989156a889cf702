"""Worths for the 兰州 decisions the hard level makes by a rule: which 甩牌 set to throw (or none),
and whether to declare 报听 now. The drills judge answers by these (``drills.regional``).

The hard level throws every 甩牌 set it is offered and declares with every discard that leaves
the hand ready (``regions.lanzhou``); neither choice has a worth there. These functions price each
choice with the level's own evaluation, so that the figures compare with its discard worths:

- **a hand** (``hand_worths``) as ``HardPlayer.claim_scores`` prices the hands a claim leaves: a
  waiting-size hand by the draw search when it is at most one step from ready, else by the
  estimate; a full hand (a dealer before play) by the best discard of its searched ranking; kong
  money counted. When some hand cannot be priced exactly (``DrawSearch.approximate``), all of them
  are priced by the estimate, since part-exact, part-estimated worths do not compare (hard.py);
- **甩牌** (``throw_worths``): each offered set, thrown, then the best of stopping or throwing what
  is still offered after it; and not throwing. A thrown set is a meld of the hand (``MeldKind.
  THROW``); the shapes of the rules in force say what a set kept in the hand counts for (under
  软甩 a meld too, under 硬甩 nothing);
- **报听** (``declare_worths``): the ready hand left by one discard, declared: the search's price of
  a ready hand is already a locked one (it waits on the same tiles until it wins or the wall
  ends), so that is the declared worth. Not declared: no win this go-round (in the 报 modes only a
  declared hand wins), then after the next draw the best discard that leaves the hand ready,
  declaring then — which may be a better wait than today's — minus the deal-in risk of that one
  more undeclared discard (a declared player's later discards cannot be won on). Breaking the
  ready hand is not weighed here: that is the discard question, which the discard ranking answers.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mahjong_desktop.ai.estimate import Outlook
from mahjong_desktop.ai.hard import HardPlayer
from mahjong_desktop.ai.ranking import DiscardFigures, TableRead, best_route, read_table
from mahjong_desktop.ai.search import TIME_LIMIT, DrawSearch, decision_clock
from mahjong_desktop.ai.situation import minus
from mahjong_desktop.engine.actions import Pass, RegionMove
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.hand_facts import Meld, MeldKind
from mahjong_desktop.tiles import NUM_KINDS

# A waiting-size hand this close to ready is searched (as hard.py searches claims).
_SEARCHED_SHANTEN = 1
# Scorer calls the 报听 look-ahead may spend: it prices every ready hand one draw can lead to (up
# to a few hundred, each with up to four waits), where a turn's search prices a few dozen.
_DECLARE_SCORE_BUDGET = 4000
THROW = "throw"
DECLARE = "declare_ready"
MAX_THROWN_SETS = 3  # the rules' bound (rules.lanzhou.MAX_THROWN_SETS)


@dataclass(frozen=True, slots=True)
class HandWorth:
    """What a hand is worth to the hard level: ``worth`` (expected points in stake units, kong
    money included), ``shanten`` (tiles from ready; for a full hand, after its best discard),
    ``effective`` (unseen copies of the draws that bring it closer), ``p_win`` (0–1), ``kong``
    (the kong money of its triplets and pongs, part of ``worth``)."""

    worth: float
    shanten: int
    effective: int
    p_win: float
    kong: float = 0.0


def hand_worths(
    hard: HardPlayer, view: PlayerView, hands: Sequence[tuple[Sequence[int], tuple[Meld, ...]]]
) -> list[HandWorth]:
    """Each (concealed counts, melds) of the seat's own tiles priced as the hard level prices the
    hands a claim leaves (module doc); all exactly or all by the estimate."""
    read = read_table(view, hard.know)
    near = min((_shanten(hard, view, c, m) for c, m in hands), default=99)
    if near <= _SEARCHED_SHANTEN:
        outs = hard.know.budget_outs
        hard.fell_back = False
        hard.deadline = decision_clock() + TIME_LIMIT
        searched = [_searched(hard, view, read, c, m) for c, m in hands]
        if all(w is not None for w in searched) and hard.know.budget_outs == outs:
            return [w for w in searched if w is not None]
        # Fresh reading: the region's per-decision scorer budget starts again (as hard.py does).
        read = read_table(view, hard.know)
    return [_estimated(hard, view, read, c, m) for c, m in hands]


def _full(view: PlayerView, counts: Sequence[int], melds: tuple[Meld, ...]) -> bool:
    """A full hand (one to discard from) rather than a waiting-size one."""
    return sum(counts) + 3 * len(melds) == 14


def _shanten(hard: HardPlayer, view: PlayerView, c: Sequence[int], m: tuple[Meld, ...]) -> int:
    return hard.shanten(c, len(m), view.wild)


def _searched(
    hard: HardPlayer,
    view: PlayerView,
    read: TableRead,
    counts: Sequence[int],
    melds: tuple[Meld, ...],
) -> HandWorth | None:
    if _full(view, counts, melds):
        ranked = hard.searched_ranking(view, read, counts, melds, None)
        if hard.fell_back or not ranked:
            return None
        return _top(ranked[0])
    search = DrawSearch(view, hard.know, read, melds)
    gain, p_win, sh = search.evaluate(counts, depth=1)
    if search.approximate:
        return None
    eff = _effective(hard, view, read, counts, melds, sh)
    kong = hard.kong_worth(read, counts, melds)
    return HandWorth(gain + kong, sh, eff, p_win, kong)


def _top(f: DiscardFigures) -> HandWorth:
    """A full hand's worth: its best discard's (the safety bonus left out, as a claim's is)."""
    return HandWorth(f.utility - f.safety, f.shanten, f.effective_total, f.p_win, f.kong)


def _estimated(
    hard: HardPlayer,
    view: PlayerView,
    read: TableRead,
    counts: Sequence[int],
    melds: tuple[Meld, ...],
) -> HandWorth:
    if _full(view, counts, melds):
        ranked = hard.estimated_discards(view, read, counts, melds, None)
        if not ranked:
            return HandWorth(0.0, 8, 0, 0.0)
        return _top(ranked[0])
    sh = _shanten(hard, view, counts, melds)
    eff = _effective(hard, view, read, counts, melds, sh)
    # ``ranking.hand_gain``'s estimate, kept whole for its chance to win.
    routes = hard.know.routes(view, counts, melds, sh, eff, read.sit.unseen)
    outlook: Outlook = best_route(routes, read, hard.know)[1]
    kong = hard.kong_worth(read, counts, melds)
    return HandWorth(outlook.gain + kong, sh, eff, outlook.p_win, kong)


def _effective(
    hard: HardPlayer,
    view: PlayerView,
    read: TableRead,
    counts: Sequence[int],
    melds: tuple[Meld, ...],
    now: int,
) -> int:
    """Unseen copies of the draws that bring a waiting-size hand closer (a ready hand: its
    waits by shape, the draws that complete it)."""
    unseen = read.sit.unseen
    c = list(counts)
    out = 0
    for k in range(NUM_KINDS):
        if c[k] >= 4 or not unseen[k]:
            continue
        c[k] += 1
        if _shanten(hard, view, c, melds) < now:
            out += unseen[k]
        c[k] -= 1
    return out


# --- 甩牌 -----------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ThrowWorth:
    """One answer to the 甩牌 question: ``move`` (a ``throw`` move or ``Pass``), the sets thrown
    along the best line that starts with it (none for not throwing) and what the hand is then
    worth."""

    move: RegionMove | Pass
    line: tuple[tuple[int, ...], ...]
    hand: HandWorth


def throw_worths(
    hard: HardPlayer, view: PlayerView, patterns: Sequence[Sequence[int]]
) -> list[ThrowWorth]:
    """Each legal answer of this pre-play view (the ``throw`` moves, and ``Pass`` when allowed),
    best first. ``patterns``: the tiles of every 甩牌 set the rules know (a set is offered while
    all its tiles are held and fewer than three sets are thrown)."""
    hard.know.follow(view)  # the shapes of the 番种 this hand plays (as a decision reads them)
    counts = tuple(view.counts())
    melds = view.me.melds
    sets = sorted({tuple(sorted(p)) for p in patterns})
    throws = [a for a in view.legal if isinstance(a, RegionMove) and a.name == THROW]
    passes = [a for a in view.legal if isinstance(a, Pass)]
    # Every line of throws the answers can lead to, each hand priced once, together.
    lines: list[tuple[tuple[int, ...], ...]] = []

    def grow(c: tuple[int, ...], m: tuple[Meld, ...], line: tuple[tuple[int, ...], ...]) -> None:
        lines.append(line)
        if sum(1 for x in m if x.kind is MeldKind.THROW) >= MAX_THROWN_SETS:
            return
        for tiles in sets:
            if all(c[k] for k in tiles) and (not line or tiles >= line[-1]):
                grow(_without(c, tiles), (*m, _thrown(tiles)), (*line, tiles))

    grow(counts, melds, ())
    hands = []
    for line in lines:
        c, m = counts, melds
        for tiles in line:
            c, m = _without(c, tiles), (*m, _thrown(tiles))
        hands.append((c, m))
    priced = dict(zip(lines, hand_worths(hard, view, hands), strict=True))
    out: list[ThrowWorth] = []
    for move in throws:
        first = tuple(sorted(move.tiles))
        # The order sets are thrown in does not matter: a line is its sets, sorted.
        options = [ln for ln in lines if first in ln]
        best = max(options, key=lambda ln: (priced[ln].worth, -len(ln)))
        out.append(ThrowWorth(move, best, priced[best]))
    out += [ThrowWorth(p, (), priced[()]) for p in passes]
    out.sort(key=lambda t: -t.hand.worth)
    return out


def _without(c: tuple[int, ...], tiles: Sequence[int]) -> tuple[int, ...]:
    for k in tiles:
        c = minus(c, k)
    return c


def _thrown(tiles: Sequence[int]) -> Meld:
    return Meld(MeldKind.THROW, tuple(sorted(tiles)))


# --- 报听 -----------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DeclareWorth:
    """报听 with ``tile`` or the plain discard of it: the worth of each (stake units), the
    declared hand's chance to win, its waits (unseen copies) and the deal-in risk of the one more
    undeclared discard that waiting costs."""

    tile: int
    declared: float
    waiting: float
    p_win: float
    waits: tuple[tuple[int, int], ...]
    risk: float


class _DeclareSearch(DrawSearch):
    def waits_of(self, c13: tuple[int, ...]) -> list[int]:
        return self._waits(c13)

    def wait_one_draw(self, c13: tuple[int, ...], loss: Sequence[float]) -> tuple[float, float]:
        """(worth, deal-in risk) of keeping the ready hand ``c13`` undeclared for one draw, then
        the best discard that leaves it ready, declaring then."""
        if self.draws <= 0:
            return 0.0, 0.0
        worth = risk = 0.0
        c14 = list(c13)
        for k in range(NUM_KINDS):
            u = self.unseen[k]
            if not u or c14[k] >= 4:
                continue
            c14[k] += 1
            best: tuple[float, float] | None = None
            for d in range(NUM_KINDS):
                if not c14[d]:
                    continue
                c14[d] -= 1
                h = tuple(c14)
                c14[d] += 1
                waits = self._waits(h)
                if not waits:
                    continue
                value = self._ready(h, waits)[0][self.draws - 1] - loss[d]
                if best is None or value > best[0]:
                    best = (value, loss[d])
            c14[k] -= 1
            assert best is not None  # throwing the drawn tile back keeps the hand ready
            p = u / self.total
            worth += p * best[0]
            risk += p * best[1]
        return self.alive * worth, self.alive * risk


def declare_worths(hard: HardPlayer, view: PlayerView, tile: int) -> DeclareWorth:
    """报听 now with ``tile`` against discarding it and waiting a draw (module doc)."""
    hard.know.follow(view)
    read = read_table(view, hard.know)
    search = _DeclareSearch(view, hard.know, read, view.me.melds)
    search.score_budget = _DECLARE_SCORE_BUDGET
    c13 = minus(tuple(view.counts()), tile)
    declared, p_win, _sh = search.evaluate(c13, depth=1)
    waiting, risk = search.wait_one_draw(c13, read.loss)
    waits = tuple((w, read.sit.unseen[w]) for w in search.waits_of(c13))
    return DeclareWorth(tile, declared, waiting, p_win, waits, risk)
