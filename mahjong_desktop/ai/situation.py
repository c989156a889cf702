"""What a computer player reads off its view before deciding: own counts, unseen tiles, time left.

Everything here is computed from the ``PlayerView`` alone (plus the region's public constants), so
the levels and the coach share one picture of the table.
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong_desktop.engine.view import PlayerView, SeatInfo
from mahjong_desktop.rules.hand_facts import MeldKind
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.tiles import NUM_KINDS

_TRIPLETS = frozenset({MeldKind.PONG, MeldKind.KONG, MeldKind.ADDED_KONG, MeldKind.CONCEALED_KONG})


@dataclass(frozen=True, slots=True)
class Situation:
    """The table from one seat. ``unseen[k]``: copies of kind k this seat cannot see (in other
    hands or the wall); ``own_draws``: how many more draws this seat can expect before the wall
    (down to the region's reserve) runs out."""

    seat: int
    counts: tuple[int, ...]
    melds: int
    unseen: tuple[int, ...]
    unseen_total: int
    own_draws: int
    wild: int | None
    visible_outside: tuple[int, ...]

    def prob(self, kind: int) -> float:
        """Chance that one draw is ``kind`` (unseen copies over all unseen tiles)."""
        return self.unseen[kind] / self.unseen_total if self.unseen_total else 0.0


def read_situation(view: PlayerView, region: RegionRules) -> Situation:
    own = view.counts()
    visible = view.visible_counts()
    unseen = tuple(max(0, 4 - v) for v in visible)
    outside = tuple(v - c for v, c in zip(visible, own, strict=True))
    live = max(0, view.wall_live - region.wall_reserve())
    # Seats draw in turn: this seat gets about a quarter of what is left; one more when its draw
    # comes first in the next go-around.
    ahead = (view.seat - view.turn) % 4
    own_draws = (live + 3 - ahead) // 4 if live else 0
    return Situation(
        seat=view.seat,
        counts=tuple(own),
        melds=len(view.me.melds),
        unseen=unseen,
        unseen_total=max(1, sum(unseen)),
        own_draws=max(0, own_draws),
        wild=view.wild,
        visible_outside=outside,
    )


def triplet_melds(info: SeatInfo) -> int:
    return sum(1 for m in info.melds if m.kind in _TRIPLETS)


def suits_of_melds(info: SeatInfo) -> set[int]:
    return {m.tiles[0] // 9 for m in info.melds}


def minus(counts: tuple[int, ...] | list[int], kind: int, n: int = 1) -> tuple[int, ...]:
    out = list(counts)
    out[kind] -= n
    return tuple(out)


def plus(counts: tuple[int, ...] | list[int], kind: int, n: int = 1) -> tuple[int, ...]:
    out = list(counts)
    out[kind] += n
    return tuple(out)


def all_kinds(counts: tuple[int, ...]) -> list[int]:
    return [k for k in range(NUM_KINDS) if counts[k]]
