"""Defence: how likely each discard is to hand an opponent a win, and what that would cost.

Nothing here sees an opponent's tiles. A ``Threat`` summarises one opponent from public facts
(declared ready, claimed melds, what they threw away, how long the hand has run); the region
module says whether their hand may win on a discard at all (临沧/临汾: only with a 番 pattern) and
what dealing in costs. ``tile_loss`` turns the threats into expected points lost per discard kind.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mahjong_desktop.engine.view import SeatInfo
from mahjong_desktop.tiles import NUM_KINDS

# Chance that one particular kind is among a ready opponent's waits before any reading: a ready
# hand waits on about two to three kinds out of the ~30 it could plausibly want.
_BASE_WAIT = 0.09


@dataclass(frozen=True, slots=True)
class Threat:
    """One opponent as seen from the table.

    ``ready``: chance they are ready now (1 when declared); ``discard_win``: chance their hand may
    legally win on a discard; ``cost``: expected payment (stake units) if we deal in;
    ``flush_suit``/``flush``: the suit of a visible flush and how sure we are of it;
    ``pair_waits``: share of their possible waits that are pair-type (碰碰胡, 七对), where only
    kinds with unseen copies can be waits.
    """

    seat: int
    ready: float
    discard_win: float
    cost: float
    flush_suit: int | None = None
    flush: float = 0.0
    pair_waits: float = 0.15

    @property
    def weight(self) -> float:
        return self.ready * self.discard_win * self.cost


def ready_guess(info: SeatInfo) -> float:
    """Chance an opponent is ready, from the length of the hand and their claims."""
    if info.declared_ready:
        return 1.0
    progress = len(info.discards) + 2.5 * len(info.melds)
    return min(0.85, max(0.02, (progress - 4.0) / 14.0))


def _sequence_factor(kind: int, info: SeatInfo) -> float:
    if kind >= 27:
        return 0.0
    r = kind % 9
    f = 1.2 if 2 <= r <= 6 else (1.0 if r in (1, 7) else 0.7)
    # 筋 (suji): a two-sided wait on this kind would also have been completed by kind ± 3, which
    # this opponent threw away; such waits are less likely (no 振听 rule here, so not zero).
    if (r >= 3 and kind - 3 in info.discards) or (r <= 5 and kind + 3 in info.discards):
        f *= 0.6
    return f


def _pair_factor(kind: int, unseen: int) -> float:
    if unseen <= 0:
        return 0.0  # every other copy is visible: nobody can hold it in a pair
    f = 0.5 if unseen == 1 else 1.0
    return f * (1.3 if kind >= 27 else 1.0)


def wait_chance(kind: int, threat: Threat, info: SeatInfo, unseen: int) -> float:
    """Chance that ``kind`` is one of this opponent's waits, given they are ready."""
    if kind in info.let_pass:
        return 0.0  # a declared hand is locked, and it did not win on this kind
    po = threat.pair_waits
    generic = (1.0 - po) * _sequence_factor(kind, info) + po * _pair_factor(kind, unseen)
    if kind in info.discards:
        generic *= 0.4  # they threw it away themselves; waiting on it is unusual
    if threat.flush_suit is not None and threat.flush > 0.0:
        in_suit = kind < 27 and kind // 9 == threat.flush_suit
        if threat.flush_suit == 3:
            in_suit = kind >= 27
        flush_f = 2.2 if in_suit else 0.05
        generic = (1.0 - threat.flush) * generic + threat.flush * flush_f * generic
    return min(0.9, _BASE_WAIT * generic)


def tile_loss(
    threats: Sequence[Threat], seats: Sequence[SeatInfo], unseen: Sequence[int]
) -> list[float]:
    """Expected points lost by discarding each kind now."""
    loss = [0.0] * NUM_KINDS
    for th in threats:
        w = th.weight
        if w <= 0.0:
            continue
        info = seats[th.seat]
        for k in range(NUM_KINDS):
            loss[k] += w * wait_chance(k, th, info, unseen[k])
    return loss


def hazard(threats: Sequence[Threat], per_ready: float = 0.11) -> float:
    """Chance per go-around that the hand ends by someone else's win (they are ready and hit)."""
    alive = 1.0
    for th in threats:
        alive *= 1.0 - per_ready * th.ready * (0.5 + 0.5 * th.discard_win)
    return min(0.35, max(0.02, 1.0 - alive))
