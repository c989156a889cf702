"""The chance of winning by a run of honour discards (临沧/临汾 十老头 and 七风).

A player whose discards, from the first of the hand, are ten honours in a row (十老头) or the
seven different honours (七风), none of them claimed, wins at once with the discard that completes
the run, paid like a 1-番 self-draw (docs/rules/lincang.md). No other hand of the region is won so
early, and none pays so much for so little, yet a player who does not aim for it all but never
makes it: in 1,200 seat-hands of four normal players there was not one.

``run_chances`` gives, for each honour that may be discarded now, the chance that the run it
continues is completed, if every later discard is the honour that keeps the best chance. The
future is a small exact recursion over the seat's own draws: each draw is an honour kind with its
share of the unseen tiles (or no honour), the hand ends before the seat's next turn with the
table's hazard, and a discard is claimed by an opponent holding a pair of it with the chance
``claim_risk`` gives. While 七风 may still come, each kind is only not held, held or discarded
(which kind, and how many copies, matter only through the honours held in all), and kinds alike
are one; once it cannot, 十老头 needs only the honours held and a typical claim risk. So the worst
hand (fourteen honours) takes about 20 ms, a usual one 1–5 ms.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import TYPE_CHECKING

from mahjong_desktop.engine.turns import honour_run
from mahjong_desktop.engine.view import PlayerView

if TYPE_CHECKING:  # ranking imports the region knowledge, which names RunRules from here
    from mahjong_desktop.ai.ranking import DiscardFigures, TableRead

HONOURS = tuple(range(27, 34))

# Run chances below this are left out: worth under 0.05 points, less than the estimate's own
# error, they would only reorder near-equal discards (600 hands against classical players: any
# chance touched 1,321 decisions and changed 649, for 1.5 expected runs in all; from 0.5 % on,
# 176 and 79, for 1.4).
LEAST_CHANCE = 0.005

# Share of the hands where an opponent holding a pair of a discarded honour pongs it: the levels
# pong a pair that brings their hand closer, which an honour pair in the first go-arounds nearly
# always does.
_PONG_SHARE = 0.8


@dataclass(frozen=True, slots=True)
class RunRules:
    """A region's win by honour discards: a run of ``seven`` different honours (七风) or of
    ``ten`` honours (十老头) wins ``value`` points (the smaller of the two payments, both
    collected from all three others); ``anywhere``: the run may start after suited discards."""

    seven: int
    ten: int
    value: float
    anywhere: bool = False


def run_so_far(view: PlayerView, rules: RunRules) -> list[int] | None:
    """The seat's honour run that its next discard would continue, or None when there is none
    to continue: counted from the first discard, a suited or claimed discard ends it for the
    hand. Under ``anywhere`` the unclaimed honours at the end of the discards count, and only
    while there are some (or no discard yet): starting a fresh run later is left out."""
    me = view.me
    run = honour_run(me.discards, me.claimed)  # the engine's own reading
    if len(run) == len(me.discards) or (rules.anywhere and run):
        return run
    return None


def with_honour_run(
    view: PlayerView,
    rules: RunRules,
    read: TableRead,
    ranked: list[DiscardFigures],
    swing: float,
) -> list[DiscardFigures]:
    """``ranked`` with each honour discard's chance of the run (``run_chance``) and the worth it
    adds (``run``): a run completed pays ``value`` and ends the hand, so the discard is worth
    chance × (``value`` + ``swing``) + (1 − chance) × its worth without the run. The best of them
    goes first when that beats the head of the ranking; the rest keep their order."""
    run = run_so_far(view, rules)
    counts = view.counts()
    held = [counts[k] for k in HONOURS]
    if run is None or not any(held) or not ranked:
        return ranked
    sit = read.sit
    opponents = sum(s.concealed_count for s in view.seats if s.seat != view.seat)
    unseen = [sit.unseen[k] for k in HONOURS]
    risks = [claim_risk(u, opponents, sit.unseen_total) for u in unseen]
    chances = run_chances(
        rules, run, held, unseen, sit.unseen_total, sit.own_draws, 1.0 - read.hazard, risks
    )
    win = rules.value + swing
    priced = []
    for f in ranked:
        p = chances.get(f.tile, 0.0)
        if p >= LEAST_CHANCE:
            f = replace(f, run=p * (win - f.utility), run_chance=p)
        priced.append(f)
    # Only the run may move a discard up: one the ranking put behind the closest ones (whose
    # worths it does not compare with theirs) is taken at no more than the head's worth. Worths
    # equal to nine places (two lone honours alike) keep the ranking's order.
    head = priced[0].utility

    def moved(i: int) -> float:
        f = priced[i]
        return round(min(f.utility - f.run, head) + f.run, 9)

    runs = [i for i, f in enumerate(priced) if i > 0 and f.run_chance > 0.0]
    at = max(runs, key=lambda i: (moved(i), -i), default=0)
    if at == 0 or moved(at) <= round(head, 9):
        return priced
    return [replace(priced[at], closest=True), *priced[:at], *priced[at + 1 :]]


def claim_risk(unseen: int, opponents_tiles: int, unseen_total: int) -> float:
    """Chance that a discarded honour with ``unseen`` other copies out of sight is ponged: some
    opponent holds two of them. Each unseen copy lies in a given opponent's hand with that hand's
    share of the unseen tiles (``opponents_tiles`` / 3 of ``unseen_total``)."""
    if unseen < 2 or unseen_total <= 0:
        return 0.0
    q = min(1.0, opponents_tiles / 3 / unseen_total)
    none_or_one = (1 - q) ** unseen + unseen * q * (1 - q) ** (unseen - 1)
    return min(1.0, _PONG_SHARE * 3 * (1 - none_or_one))


def run_chances(
    rules: RunRules,
    discards: Sequence[int],
    held: Sequence[int],
    unseen: Sequence[int],
    unseen_total: int,
    draws: int,
    alive: float,
    risks: Sequence[float],
) -> dict[int, float]:
    """Chance of completing the honour run for each honour kind held, if it is discarded now.

    ``discards``: the seat's discards so far (all honours, none claimed, or the run is over and
    the caller should not ask); ``held``: the seat's counts of the seven honours (27–33) now, on
    its turn; ``unseen``: unseen copies of each; ``draws``: own draws left; ``alive``: chance the
    hand reaches the seat's next draw; ``risks``: chance a discard of each kind is claimed.
    """
    d = len(discards)
    seven_alive = len(set(discards)) == d and d < rules.seven
    total = max(1, unseen_total)
    p = [u / total for u in unseen]
    q = sum(p)
    # 十老头 alone: the chance to draw an honour and the claim risk of a typical one.
    mean_risk = sum(r * x for r, x in zip(risks, p, strict=True)) / q if q > 0 else 0.0
    held_total = sum(held)
    out: dict[int, float] = {}
    for i, kind in enumerate(HONOURS):
        if held[i] <= 0:
            continue
        fresh = seven_alive and kind not in discards
        if (fresh and d + 1 == rules.seven) or d + 1 >= rules.ten:
            out[kind] = 1.0  # the run wins with this discard, before anyone may claim it
            continue
        survive = (1.0 - risks[i]) * alive
        if draws <= 0 or survive <= 0.0:
            out[kind] = 0.0
        elif fresh:
            kinds = tuple(
                (
                    _DONE if j == i or HONOURS[j] in discards else _HELD if held[j] else _OUT,
                    p[j],
                    risks[j],
                )
                for j in range(len(HONOURS))
            )
            after = _seven(rules, d + 1, _canonical(kinds), held_total - 1, draws - 1, alive)
            out[kind] = survive * after
        else:
            needed = rules.ten - d - 1
            after = _ten(needed, held_total - 1, draws - 1, q, mean_risk, alive, drawing=True)
            out[kind] = survive * after
    return out


# Both recursions are memoised across decisions too; a decision's states number a few hundred
# (the worst hand, fourteen honours, about 600), so the caches stay small.

# A kind's standing while 七风 may still come: not held and not yet discarded, held and not yet
# discarded (it can extend 七风), or discarded (its copies only count towards 十老头).
_OUT, _HELD, _DONE = 0, 1, 2
Kind = tuple[int, float, float]  # (standing, chance a draw is of it, chance its discard is claimed)


def _canonical(kinds: Sequence[Kind]) -> tuple[Kind, ...]:
    return tuple(sorted(kinds))


@lru_cache(maxsize=8192)
def _seven(
    rules: RunRules, d: int, kinds: tuple[Kind, ...], held: int, draws: int, alive: float
) -> float:
    """The chance from the seat's next draw on while 七风 may still come: ``d`` honours discarded
    (all different), ``held`` honours in hand, ``draws`` own draws left after the next."""
    fresh = sum(1 for k in kinds if k[0] == _HELD)
    if d + held + draws + 1 < rules.ten and d + fresh + draws + 1 < rules.seven:
        return 0.0  # too few honours can come: each discard needs one, each draw brings one
    q = sum(k[1] for k in kinds)
    total = (1.0 - q) * _seven_discard(rules, d, kinds, held, draws, alive) if q < 1.0 else 0.0
    for j, (standing, p, risk) in enumerate(kinds):
        if p <= 0.0:
            continue
        drawn = kinds
        if standing == _OUT:
            drawn = _canonical([*kinds[:j], (_HELD, p, risk), *kinds[j + 1 :]])
        total += p * _seven_discard(rules, d, drawn, held + 1, draws, alive)
    return total


def _seven_discard(
    rules: RunRules, d: int, kinds: tuple[Kind, ...], held: int, draws: int, alive: float
) -> float:
    """The best discard's chance, holding ``held`` honours after the draw: a kind not yet
    discarded keeps 七风; another copy (when the hand holds one) leaves 十老头 alone."""
    if held <= 0:
        return 0.0
    fresh = [j for j, k in enumerate(kinds) if k[0] == _HELD]
    if (fresh and d + 1 == rules.seven) or d + 1 >= rules.ten:
        return 1.0
    if draws <= 0:
        return 0.0
    best = 0.0
    seen: set[Kind] = set()
    for j in fresh:
        if kinds[j] in seen:
            continue  # kinds alike give the same chance
        seen.add(kinds[j])
        _, p, risk = kinds[j]
        after = _canonical([*kinds[:j], (_DONE, p, risk), *kinds[j + 1 :]])
        best = max(
            best, (1.0 - risk) * alive * _seven(rules, d + 1, after, held - 1, draws - 1, alive)
        )
    if held > len(fresh):
        # A repeat: the hand holds a second copy of some kind, or a copy of one discarded.
        q = sum(k[1] for k in kinds)
        risk = sum(k[2] * k[1] for k in kinds) / q if q > 0 else 0.0
        ten = _ten(rules.ten - d - 1, held - 1, draws - 1, q, risk, alive, drawing=True)
        best = max(best, (1.0 - risk) * alive * ten)
    return best


@lru_cache(maxsize=8192)
def _ten(
    needed: int, held: int, draws: int, q: float, risk: float, alive: float, *, drawing: bool
) -> float:
    """十老头 alone: ``needed`` more honour discards, ``held`` honours in hand, ``draws`` own
    draws left after the next; ``drawing``: the next step is a draw (else a discard)."""
    if drawing:
        return q * _ten(needed, held + 1, draws, q, risk, alive, drawing=False) + (1 - q) * _ten(
            needed, held, draws, q, risk, alive, drawing=False
        )
    if held <= 0 or held + draws < needed:
        return 0.0
    if needed <= 1:
        return 1.0
    if draws <= 0:
        return 0.0
    return (1 - risk) * alive * _ten(needed - 1, held - 1, draws - 1, q, risk, alive, drawing=True)
