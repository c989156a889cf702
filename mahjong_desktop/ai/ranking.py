"""The normal level's judgement of every discard and claim, reused by the hard level and the coach.

A discard is worth (expected points from finishing the hand that is left) − (expected points lost
if this tile deals in now) − (a penalty for throwing a needed wild tile). The first part comes
from ``estimate.outlook`` (normal) or the draw search (hard); the second from ``danger``.

Speed comes first: only the discards that keep the hand as close to ready as it can be (by the
region's standard shapes) compete on worth, and danger is left out of that contest — unless the
player is folding (``folding``: a strong threat while its own hand is two or more steps away),
when every discard competes with its danger, or the region says that this one discard is
unusually dangerous (``RegionKnowledge.danger_among_closest``: 杠上炮), when the closest ones
compete with theirs. Measured with the arena (临沧, 600 walls against ``plain``): letting a
pattern route or the danger estimate overrule closeness cost more wins than the bigger hands
and the avoided deal-ins brought back.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from mahjong_desktop.ai.danger import Threat, hazard, tile_loss
from mahjong_desktop.ai.estimate import Outlook, Route, outlook
from mahjong_desktop.ai.regions import RegionKnowledge
from mahjong_desktop.ai.situation import Situation, minus, read_situation
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.hand import DiscardInfo, discard_table, shanten_counts
from mahjong_desktop.rules.hand_facts import Meld

# Steps added to a discard none of whose routes can pay (``paying_closeness``): behind every one
# that can, in the order shape gives them.
_UNPAID_STEPS = 2
# A threat this likely to be ready, and to be allowed to win on a discard, makes a far hand fold.
_FOLD_READY = 0.6
_FOLD_DISCARD_WIN = 0.5
_FOLD_FROM_SHANTEN = 2


@dataclass(frozen=True, slots=True)
class TableRead:
    """One decision's reading of the table: situation, threats, loss per discard kind, hazard."""

    sit: Situation
    threats: tuple[Threat, ...]
    loss: tuple[float, ...]
    hazard: float

    @property
    def strong_threat(self) -> bool:
        """Someone is (or very probably is) ready with a hand that may win on our discard."""
        return any(
            t.ready >= _FOLD_READY and t.discard_win >= _FOLD_DISCARD_WIN for t in self.threats
        )


def read_table(view: PlayerView, know: RegionKnowledge) -> TableRead:
    sit = read_situation(view, know.region)
    threats = tuple(know.threats(view))
    now = know.discard_threats(view, threats)
    loss = [know.danger_scale * x for x in tile_loss(now, view.seats, sit.unseen)]
    return TableRead(sit, threats, tuple(loss), hazard(threats))


@dataclass(frozen=True, slots=True)
class DiscardFigures:
    """What one discard leaves. ``shanten``: tiles from ready after it (0 = ready);
    ``effective``: (kind, unseen copies) of the draws that bring it closer; ``p_ready``/``p_win``:
    chance (0–1) to be ready / to win before the wall ends; ``gain``: expected points collected
    from finishing; ``danger``: expected points lost by dealing in with this tile now;
    ``penalty``: points charged for throwing a needed wild tile; ``route``: the way of finishing
    it aims for (``ping_hu``, ``qi_dui`` … as the region module names it); ``kong``: expected kong
    money from the triplets and pongs kept (the hard level's; 0 at the other levels); ``run``:
    the worth a run of honour discards adds (the hard level's, see ``honour_run``)."""

    tile: int
    shanten: int
    effective: tuple[tuple[int, int], ...]
    p_ready: float
    p_win: float
    gain: float
    danger: float
    penalty: float = 0.0
    route: str = "standard"
    # False when the player is not folding: the danger is shown but does not lower the utility.
    danger_counted: bool = True
    # False for a discard that leaves the hand further from ready than the best one does; such
    # discards rank behind every closest one unless the player is folding.
    closest: bool = True
    kong: float = 0.0
    # Worth granted to a closest discard that cannot deal in where a deal-in costs several
    # shares (``RegionKnowledge.safe_margin``, 兰州 包); a claim's worth leaves it out.
    safety: float = 0.0
    # An honour discard that continues a run of them (临沧/临汾 十老头/七风, the hard level's):
    # the chance the run is completed, and the worth that adds (``honour_run``).
    run: float = 0.0
    run_chance: float = 0.0

    @property
    def effective_total(self) -> int:
        return sum(n for _, n in self.effective)

    @property
    def utility(self) -> float:
        return (
            self.gain
            + self.kong
            + self.run
            + self.safety
            - (self.danger if self.danger_counted else 0.0)
            - self.penalty
        )

    def sort_key(self) -> tuple[float, int, int, int]:
        return (-round(self.utility, 9), self.shanten, -self.effective_total, self.tile)


GainFn = Callable[[int, tuple[int, ...], int, tuple[tuple[int, int], ...]], tuple[float, float]]


def rank_discards(
    view: PlayerView,
    know: RegionKnowledge,
    read: TableRead,
    counts: Sequence[int],
    melds: tuple[Meld, ...],
    allowed: set[int] | None = None,
    *,
    gain_fn: GainFn | None = None,
    paying_closeness: bool = False,
) -> list[DiscardFigures]:
    """Every discard of a full-size hand ``counts`` with ``melds``, best first.

    ``gain_fn(tile, counts13, shanten, effective) -> (gain, p_win)`` replaces the closed-form
    estimate (the hard level's search). ``paying_closeness``: closeness is the steps to a hand
    that can pay (the least shanten of the routes with live tiles and a worth on a win), not to a
    hand ready in shape — where a ready hand can still be unable to win (临安 below its minimum),
    shape alone keeps such a hand ready for good and shuts out the discard that leaves a hand one
    step from paying (the hard level's, ``RegionKnowledge.paying_closeness``)."""
    sit = read.sit
    try:
        rows = discard_table(
            list(counts),
            melds=len(melds),
            wild=sit.wild,
            rules=know.table_rules,
            visible=_outside(sit, counts),
        )
    except ValueError:
        return []
    if allowed is not None:
        rows = [r for r in rows if r.discard in allowed]
    if not rows:
        return []
    best = min(r.shanten for r in rows)
    folding = know.folds and read.strong_threat and best >= _FOLD_FROM_SHANTEN
    out = []
    steps = []  # closeness of each row: shape shanten, or steps to paying (``paying_closeness``)
    for row in rows:
        c13 = minus(tuple(counts), row.discard)
        routes = know.routes(view, c13, melds, row.shanten, row.total, sit.unseen)
        if paying_closeness:
            paying = [r.shanten for r in routes if r.effective > 0]
            steps.append(min(paying) if paying else row.shanten + _UNPAID_STEPS)
        else:
            steps.append(row.shanten)
        route, ol = best_route(routes, read, know)
        gain, p_win = ol.gain, ol.p_win
        if gain_fn is not None:
            gain, p_win = gain_fn(row.discard, c13, row.shanten, row.effective)
        penalty = know.discard_penalty(view, row.discard, row.shanten > best)
        out.append(
            DiscardFigures(
                row.discard,
                min(r.shanten for r in routes),
                row.effective,
                ol.p_ready,
                p_win,
                gain,
                read.loss[row.discard],
                penalty,
                route.name,
            )
        )
    if not folding:
        # The closest discards first, by worth alone; the rest after them, by closeness.
        near = min(steps)
        counted = know.danger_among_closest(view)
        trips = [
            (replace(f, danger_counted=counted), r, n)
            for f, r, n in zip(out, rows, steps, strict=True)
        ]
        closest = sorted((f for f, _, n in trips if n == near), key=DiscardFigures.sort_key)
        margin = know.safe_margin(view) if read.strong_threat else 0.0
        if margin > 0.0:
            closest = sorted(
                (replace(f, safety=margin) if f.danger == 0.0 else f for f in closest),
                key=DiscardFigures.sort_key,
            )
        rest = sorted((t for t in trips if t[2] > near), key=_by_closeness)
        return closest + [replace(f, closest=False) for f, _, _ in rest]
    out.sort(key=DiscardFigures.sort_key)
    return out


def _by_closeness(trip: tuple[DiscardFigures, DiscardInfo, int]) -> tuple[int, int, int]:
    _, row, steps = trip
    return (steps, -row.total, row.discard)


def _outside(sit: Situation, counts: Sequence[int]) -> list[int]:
    """Tiles seen outside ``counts`` (which may differ from the view's hand after a claim)."""
    out = []
    for k in range(len(counts)):
        seen = sit.visible_outside[k] + sit.counts[k] - counts[k]
        out.append(max(0, min(seen, 4 - counts[k])))
    return out


def best_route(
    routes: Sequence[Route], read: TableRead, know: RegionKnowledge
) -> tuple[Route, Outlook]:
    """The route with the highest expected gain, and its outlook."""
    sit = read.sit
    best: tuple[Route, Outlook] | None = None
    for r in routes:
        ol = outlook(
            r.shanten,
            r.effective,
            sit.unseen_total,
            sit.own_draws,
            read.hazard,
            r.value,
            know.ron_per_copy,
            r.ready_wait,
            know.win_swing,
        )
        if best is None or ol.gain > best[1].gain:
            best = (r, ol)
    assert best is not None
    return best


def hand_gain(
    view: PlayerView,
    know: RegionKnowledge,
    read: TableRead,
    counts13: Sequence[int],
    melds: tuple[Meld, ...],
) -> float:
    """Expected points from a waiting-size hand (used when weighing a claim against passing)."""
    sit = read.sit
    rules = know.table_rules
    c = list(counts13)
    try:
        now = shanten_counts(c, melds=len(melds), wild=sit.wild, rules=rules)
    except ValueError:
        return 0.0
    eff = 0
    for k in range(len(c)):
        if c[k] >= 4 or not sit.unseen[k]:
            continue
        c[k] += 1
        if shanten_counts(c, melds=len(melds), wild=sit.wild, rules=rules) < now:
            eff += sit.unseen[k]
        c[k] -= 1
    routes = know.routes(view, counts13, melds, now, eff, sit.unseen)
    return best_route(routes, read, know)[1].gain
