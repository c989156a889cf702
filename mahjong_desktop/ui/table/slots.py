"""What the table shows for one ``PlayerView``: a list of tile slots (which picture where).

The engine's view says how many tiles are live but not where the wall was broken nor how many went
from the tail; both are public at a real table, so ``WallTracker`` follows them from the public
events (``HandStarted``, ``TailTurnedUp``, tail draws). Slots are keyed so a tile that stays put
keeps its key from one view to the next, which lets the scene reuse and animate the same item.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from mahjong_desktop.engine.events import (
    Discarded,
    DrawSource,
    Drew,
    Event,
    HandStarted,
    TailTurnedUp,
)
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.engine.wall import STACKS_PER_WALL, TILES
from mahjong_desktop.rules.hand_facts import MeldKind
from mahjong_desktop.ui.table import geometry as geo

SlotKey = tuple[object, ...]


@dataclass(frozen=True, slots=True)
class Slot:
    key: SlotKey
    kind: int | None  # None shows the back
    placement: geo.Placement
    seat: int | None = None  # whose tile it is (None: the wall)
    wild: bool = False
    flower: bool = False
    latest: bool = False  # the latest discard of the table


@dataclass(slots=True)
class WallTracker:
    """The public wall facts of the current hand, followed from events."""

    start_stack: int = 0  # ring stack where drawing starts (player p's wall: 17p … 17p+16)
    tail_taken: int = 0  # tiles gone from the tail end: replacements and face-up flips
    dealer: int = 0
    last_discard_seat: int | None = None

    def note(self, events: Iterable[Event]) -> None:
        for event in events:
            if isinstance(event, HandStarted):
                total = event.stack
                self.start_stack = (event.wall_seat * STACKS_PER_WALL + total) % (TILES // 2)
                self.tail_taken = 0
                self.dealer = event.dealer
                self.last_discard_seat = None
            elif isinstance(event, TailTurnedUp):
                self.tail_taken += len(event.tiles)
            elif isinstance(event, Drew) and event.source == DrawSource.TAIL:
                self.tail_taken += 1
            elif isinstance(event, Discarded):
                self.last_discard_seat = event.seat

    def present(self, live: int) -> list[int]:
        """Ring positions (stack × 2 + level, level 0 = upper) of the tiles still in the wall."""
        head_taken = TILES - live - self.tail_taken
        start = 2 * self.start_stack
        return [(start + i) % TILES for i in range(head_taken, TILES - self.tail_taken)]


def slots_for(
    view: PlayerView,
    wall: WallTracker,
    revealed: tuple[tuple[int, ...], ...] | None = None,
    zoom: float = 1.0,
) -> list[Slot]:
    """The table for ``view``; ``revealed`` (every seat's concealed tiles, from the engine's end of
    hand event) turns the other hands face up once the hand is over; ``zoom`` is the player's
    tile size (``geometry.bands``)."""
    me = view.seat
    wild = view.wild
    out: list[Slot] = []

    def rel(seat: int) -> int:
        return (seat - me) % 4

    # The player's own hand: sorted, the drawn tile set apart at the end. Keys count copies of a
    # kind, so a discard removes exactly that tile's key and the others keep theirs.
    for info in view.seats:
        r = rel(info.seat)
        # Melds, then 杠花 laid out, then tiles won with while playing on (兰州 包扣到底).
        extras = [tiles for tiles in (info.flowers, info.won) if tiles]
        sizes = [len(m.tiles) for m in info.melds] + [len(tiles) for tiles in extras]
        if r == 0:
            hand = list(view.concealed)
            drawn = view.drawn
            if drawn is not None and drawn in hand:
                hand.remove(drawn)
                hand.append(drawn)
            own, groups = geo.hand_row(0, len(hand), drawn is not None, sizes, zoom)
            seen: dict[int, int] = {}
            for kind, placement in zip(hand, own, strict=True):
                n = seen.get(kind, 0)
                seen[kind] = n + 1
                out.append(Slot(("own", kind, n), kind, placement, me, wild=kind == wild))
        else:
            count = info.concealed_count
            # Someone who drew or claimed holds 3k+2 tiles: show the last one set apart.
            has_drawn = info.seat == view.turn and view.phase == Phase.TURN and count % 3 == 2
            shown: list[int | None] = [None] * count
            if revealed is not None and len(revealed[info.seat]) == count:
                shown = list(revealed[info.seat])
            places, groups = geo.hand_row(r, count, has_drawn, sizes, zoom)
            for i, placement in enumerate(places):
                out.append(Slot(("hand", info.seat, i), shown[i], placement, info.seat))
        for m, (meld, group) in enumerate(zip(info.melds, groups, strict=False)):
            for t, (kind, placement) in enumerate(zip(meld.tiles, group, strict=True)):
                # A concealed kong lies partly face down, as the region lays it (most: the two
                # outer tiles; 临安 turns three up).
                hidden = meld.kind is MeldKind.CONCEALED_KONG and t in view.concealed_kong_face_down
                out.append(
                    Slot(
                        ("meld", info.seat, m, t),
                        None if hidden else kind,
                        placement,
                        info.seat,
                        kind == wild,
                    )
                )
        extra_groups = iter(groups[len(info.melds) :])
        if info.flowers:
            # 杠花 laid out by their owner, after the melds, marked with the flower overlay.
            group = next(extra_groups)
            for t, (kind, placement) in enumerate(zip(info.flowers, group, strict=False)):
                out.append(Slot(("flower", info.seat, t), kind, placement, info.seat, flower=True))
        if info.won:
            # The tiles a winner won with stay face up beside them while the hand plays on.
            group = next(extra_groups)
            for t, (kind, placement) in enumerate(zip(info.won, group, strict=False)):
                out.append(Slot(("won", info.seat, t), kind, placement, info.seat, kind == wild))
        open_discards = [
            kind for kind, taken in zip(info.discards, info.claimed, strict=True) if not taken
        ]
        places = geo.discards(r, len(open_discards), zoom)
        # The mark follows the latest discard only while it lies in the river: once claimed it
        # must not jump to the tile discarded before it.
        river_holds_latest = bool(info.claimed) and not info.claimed[-1]
        for i, (kind, placement) in enumerate(zip(open_discards, places, strict=True)):
            latest = (
                river_holds_latest
                and info.seat == wall.last_discard_seat
                and i == len(open_discards) - 1
            )
            key = ("discard", info.seat, i)
            out.append(Slot(key, kind, placement, info.seat, kind == wild, latest=latest))

    for i, kind in enumerate(view.face_up):
        placement = geo.face_up(i, len(view.face_up))
        out.append(Slot(("face_up", i), kind, placement, None, kind == wild))

    for ring in wall.present(view.wall_live):
        stack, level = divmod(ring, 2)
        owner, k = divmod(stack, STACKS_PER_WALL)
        out.append(Slot(("wall", ring), None, geo.wall_stack(rel(owner), k, level, zoom)))
    return out
