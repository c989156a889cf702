"""Closed-form chances for an unfinished hand: to get ready, and to win before the wall ends.

A hand at shanten s needs s + 1 more useful draws. The first step's chance per draw is its real
effective-tile count over the unseen tiles; later steps use typical counts for a hand that far
from ready (a ready hand waits on about six tiles, a one-from-ready hand has about eighteen
useful draws …) because their tiles are not known yet. Each go-around the hand also ends with
chance ``hazard`` by someone else's win; a discard win adds ``ron`` to the last step.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

# Useful draws (unseen copies) a hand r steps from ready typically keeps once it gets there,
# r = 1, 2, 3, 4, 5+. Kept low for far hands on purpose: a far hand with very many useful draws
# is usually worse than a closer one, because its later steps are hard (measured with the arena).
_TYPICAL_EFFECTIVE = (14.0, 20.0, 24.0, 26.0, 28.0)
# The first step counts its real useful draws, up to this multiple of the typical count.
_FIRST_CAP = 1.5


@dataclass(frozen=True, slots=True)
class HandValue:
    """What finishing a hand is expected to be worth, in the region's stake units collected in
    total: ``self_draw`` when self-drawn; ``discard`` when won on a discard, possible with chance
    ``discard_ok`` (regions where a plain hand must be self-drawn)."""

    self_draw: float
    discard: float
    discard_ok: float


def _typical(r: int, ready_wait: float) -> float:
    return ready_wait if r <= 0 else _TYPICAL_EFFECTIVE[min(r, 5) - 1]


def stage_probs(
    shanten: int,
    first_effective: int,
    unseen_total: int,
    ron: float = 0.0,
    ready_wait: float = 6.0,
) -> list[float]:
    """Per-draw success chance of each remaining step, the first step first. ``ready_wait``:
    typical unseen copies of the final wait (about 6 for a standard hand, 3 for seven pairs)."""
    u = max(1, unseen_total)
    first = min(float(first_effective), _FIRST_CAP * _typical(shanten, ready_wait))
    out = [min(1.0, first / u)]
    for r in range(shanten - 1, -1, -1):
        out.append(min(1.0, _typical(r, ready_wait) / u))
    out[-1] = min(1.0, out[-1] * (1.0 + ron))
    return out


def finish_curve(stages: list[float], draws: int, hazard: float) -> list[float]:
    """``curve[t]``: chance to complete every stage within t own draws while the hand lasts."""
    return list(_finish_curve(tuple(stages), draws, hazard))


# One decision asks for the same curves many times (every discard that keeps the same shanten
# and effective count, and every route of it): the cache took about a third off the normal
# level's time in 上饶.
@lru_cache(maxsize=8192)
def _finish_curve(stages: tuple[float, ...], draws: int, hazard: float) -> tuple[float, ...]:
    n = len(stages)
    dist = [0.0] * (n + 1)
    dist[0] = 1.0
    done = 0.0
    out = [0.0]
    alive = 1.0 - hazard
    for _ in range(draws):
        new = [0.0] * (n + 1)
        for j in range(n):
            mass = dist[j] * alive
            if mass:
                p = stages[j]
                new[j] += mass * (1.0 - p)
                new[j + 1] += mass * p
        done += new[n]
        new[n] = 0.0
        dist = new
        out.append(done)
    return tuple(out)


def ron_rate(value: HandValue, per_copy: float) -> float:
    """How much a legal discard win multiplies the chance of the last step."""
    return per_copy * value.discard_ok


def mean_value(value: HandValue, ron: float) -> float:
    """Expected worth of a win given the share of wins that come from discards."""
    if ron <= 0.0:
        return value.self_draw
    share = ron / (1.0 + ron)
    return (1.0 - share) * value.self_draw + share * value.discard


@dataclass(frozen=True, slots=True)
class Route:
    """One way to finish a hand (平胡, 七对, 碰碰胡 …): its shanten, the unseen copies of the draws
    that advance it, the typical size of its final wait, and what finishing it is worth."""

    name: str
    shanten: int
    effective: int
    value: HandValue
    ready_wait: float = 6.0


@dataclass(frozen=True, slots=True)
class Outlook:
    """Chances of a 13-tile hand: ``p_ready`` to be ready and ``p_win`` to win before the wall
    ends (both 0–1), ``gain`` the expected points collected; ``curve`` the gain by draws left."""

    p_ready: float
    p_win: float
    gain: float


def outlook(
    shanten: int,
    effective: int,
    unseen_total: int,
    draws: int,
    hazard: float,
    value: HandValue,
    ron_per_copy: float,
    ready_wait: float = 6.0,
    swing: float = 0.0,
) -> Outlook:
    """``swing``: points a win also saves (what others' wins would have cost this seat)."""
    ron = ron_rate(value, ron_per_copy)
    if shanten < 0:
        return Outlook(1.0, 1.0, value.self_draw)
    stages = stage_probs(shanten, effective, unseen_total, ron, ready_wait)
    p_win = finish_curve(stages, draws, hazard)[-1]
    if shanten == 0:
        p_ready = 1.0
    else:
        plain = stage_probs(shanten, effective, unseen_total, 0.0, ready_wait)[:-1]
        p_ready = finish_curve(plain, draws, hazard)[-1]
    return Outlook(p_ready, p_win, p_win * (mean_value(value, ron) + swing))
