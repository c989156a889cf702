"""What happened: frozen values the engine emits, in order, for the UI, the log and replays.

Some events carry tiles only one player may see (their deal, their draws). ``for_seat(seat)``
gives the copy that seat may be shown (hidden tiles replaced by ``None``/``()``); the full event
stays in the engine's log, revealed only through the settlement or a finished game's record.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any, ClassVar

from mahjong_desktop.rules.hand_facts import Meld
from mahjong_desktop.rules.settlement import Payment
from mahjong_desktop.tiles import format as format_tiles
from mahjong_desktop.tiles import name as tile_name


def _t(tile: int | None) -> str | None:
    return None if tile is None else tile_name(tile)


@dataclass(frozen=True, slots=True)
class Event:
    type: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        raise NotImplementedError

    def for_seat(self, seat: int) -> Event:
        """The event as ``seat`` may see it (public events are returned unchanged)."""
        return self


@dataclass(frozen=True, slots=True)
class HandStarted(Event):
    hand: int
    dealer: int
    dice: tuple[int, int]
    wall_seat: int
    stack: int
    round_wind: int
    type: ClassVar[str] = "hand_started"

    def to_json(self) -> dict[str, Any]:
        return {
            "type": self.type,
            "hand": self.hand,
            "dealer": self.dealer,
            "dice": list(self.dice),
            "wall_seat": self.wall_seat,
            "stack": self.stack,
            "round_wind": tile_name(self.round_wind),
        }


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """A player's dealt tiles (13, the dealer 14); others see only how many."""

    seat: int
    tiles: tuple[int, ...]
    count: int
    type: ClassVar[str] = "dealt"

    def to_json(self) -> dict[str, Any]:
        return {
            "type": self.type,
            "seat": self.seat,
            "tiles": format_tiles(self.tiles),
            "count": self.count,
        }

    def for_seat(self, seat: int) -> Event:
        return self if seat == self.seat else replace(self, tiles=())


@dataclass(frozen=True, slots=True)
class TailTurnedUp(Event):
    """Tiles turned face up at the tail of the wall (public)."""

    tiles: tuple[int, ...]
    type: ClassVar[str] = "tail_turned_up"

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "tiles": format_tiles(self.tiles, sort=False)}


class DrawSource(StrEnum):
    """Where a drawn tile came from. A ``StrEnum``, so records and outside readers see the same
    strings as before it was one."""

    WALL = "wall"  # the head of the wall: an ordinary draw
    TAIL = "tail"  # the tail: a replacement after a kong or a bonus tile
    FACE_UP = "face_up"  # a face-up tail tile (临沧/临汾 杠上开花), public


@dataclass(frozen=True, slots=True)
class Drew(Event):
    """A draw, from ``source``. Others do not see the tile unless it was face up."""

    seat: int
    tile: int | None
    source: DrawSource
    type: ClassVar[str] = "drew"

    def to_json(self) -> dict[str, Any]:
        # str(): the plain string, whatever str subclass the source is.
        source = str(self.source)
        return {"type": self.type, "seat": self.seat, "tile": _t(self.tile), "source": source}

    def for_seat(self, seat: int) -> Event:
        if seat == self.seat or self.source == DrawSource.FACE_UP:
            return self
        return replace(self, tile=None)


@dataclass(frozen=True, slots=True)
class BonusLaidOut(Event):
    """A bonus tile (临安 杠花) laid face up; a replacement follows from the tail."""

    seat: int
    tile: int
    type: ClassVar[str] = "bonus_laid_out"

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "seat": self.seat, "tile": tile_name(self.tile)}


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    """``after_kong``: made right after a kong replacement (a win on it is 杠上炮)."""

    seat: int
    tile: int
    after_kong: bool
    type: ClassVar[str] = "discarded"

    def to_json(self) -> dict[str, Any]:
        return {
            "type": self.type,
            "seat": self.seat,
            "tile": tile_name(self.tile),
            "after_kong": self.after_kong,
        }


@dataclass(frozen=True, slots=True)
class Melded(Event):
    """A meld laid: a claimed pong/chow/exposed kong, a concealed or added kong, a 甩牌 set."""

    seat: int
    meld: Meld
    type: ClassVar[str] = "melded"

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "seat": self.seat, "meld": self.meld.to_json()}


@dataclass(frozen=True, slots=True)
class KongRobbed(Event):
    """``seat`` tried to add ``tile`` to a pong; it was robbed, the kong fails."""

    seat: int
    tile: int
    type: ClassVar[str] = "kong_robbed"

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "seat": self.seat, "tile": tile_name(self.tile)}


@dataclass(frozen=True, slots=True)
class RegionMoved(Event):
    """A region move (报听, 甩牌 …); ``tiles`` are public (a declared discard, a thrown set)."""

    seat: int
    name: str
    tiles: tuple[int, ...]
    type: ClassVar[str] = "region_moved"

    def to_json(self) -> dict[str, Any]:
        return {
            "type": self.type,
            "seat": self.seat,
            "name": self.name,
            "tiles": format_tiles(self.tiles, sort=False),
        }


@dataclass(frozen=True, slots=True)
class Won(Event):
    """A win. ``from_seat``: the discarder or robbed konger; ``special``: 十老头/七风 and the like;
    ``automatic``: the engine declared it (last-four rule, 十老头, a face-up tail tile).
    ``paid``: each seat's gain (+) or loss (−) from this win, when the hand plays on after it
    (兰州 包扣到底), so the table can show it at once; empty when the hand ends with the win (the
    settlement then says it all)."""

    seat: int
    tile: int | None
    win_by: str
    from_seat: int | None
    special: str | None
    automatic: bool
    items: tuple[str, ...]
    paid: tuple[int, ...] = ()
    type: ClassVar[str] = "won"

    def to_json(self) -> dict[str, Any]:
        out = {
            "type": self.type,
            "seat": self.seat,
            "tile": _t(self.tile),
            "win_by": self.win_by,
            "from": self.from_seat,
            "special": self.special,
            "automatic": self.automatic,
            "items": list(self.items),
        }
        if self.paid:
            out["paid"] = list(self.paid)
        return out


@dataclass(frozen=True, slots=True)
class HandEnded(Event):
    """The end: every hand revealed, the payments and each player's net result."""

    draw: bool
    winners: tuple[int, ...]
    payments: tuple[Payment, ...]
    net: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]
    type: ClassVar[str] = "hand_ended"

    def to_json(self) -> dict[str, Any]:
        return {
            "type": self.type,
            "draw": self.draw,
            "winners": list(self.winners),
            "payments": [p.to_json() for p in self.payments],
            "net": list(self.net),
            "hands": [format_tiles(h) for h in self.hands],
        }
