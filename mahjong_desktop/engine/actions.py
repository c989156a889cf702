"""What a player can do: frozen values with a stable JSON form (the action log is the save file).

Draws, replacement draws and automatic wins are not actions: the engine does them itself, so the log
holds only the players' choices. Tiles are kinds 0–33; in JSON they are written in tile notation.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from mahjong_desktop.tiles import format as format_tiles
from mahjong_desktop.tiles import name as tile_name
from mahjong_desktop.tiles import parse, parse_one


@dataclass(frozen=True, slots=True)
class Action:
    """Base of all actions. ``seat`` is the player index 0–3 (fixed for the whole session)."""

    seat: int
    type: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "seat": self.seat}

    def describe(self) -> str:
        return f"{self.type} by player {self.seat}"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    tile: int
    type: ClassVar[str] = "discard"

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "seat": self.seat, "tile": tile_name(self.tile)}

    def describe(self) -> str:
        return f"player {self.seat} discarding {tile_name(self.tile)}"


@dataclass(frozen=True, slots=True)
class Win(Action):
    """Declare a win: self-drawn on one's turn, or claimed on a discard / a kong being added."""

    type: ClassVar[str] = "win"

    def describe(self) -> str:
        return f"player {self.seat} declaring a win"


@dataclass(frozen=True, slots=True)
class ConcealedKong(Action):
    tile: int
    type: ClassVar[str] = "concealed_kong"

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "seat": self.seat, "tile": tile_name(self.tile)}

    def describe(self) -> str:
        return f"player {self.seat} declaring a concealed kong of {tile_name(self.tile)}"


@dataclass(frozen=True, slots=True)
class AddedKong(Action):
    tile: int
    type: ClassVar[str] = "added_kong"

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "seat": self.seat, "tile": tile_name(self.tile)}

    def describe(self) -> str:
        return f"player {self.seat} adding {tile_name(self.tile)} to a pong"


@dataclass(frozen=True, slots=True)
class Pong(Action):
    type: ClassVar[str] = "pong"

    def describe(self) -> str:
        return f"player {self.seat} claiming a pong"


@dataclass(frozen=True, slots=True)
class ExposedKong(Action):
    type: ClassVar[str] = "kong"

    def describe(self) -> str:
        return f"player {self.seat} claiming an exposed kong"


@dataclass(frozen=True, slots=True)
class Chow(Action):
    """Claim the previous player's discard with ``tiles``: the two tiles from the hand, sorted."""

    tiles: tuple[int, int]
    type: ClassVar[str] = "chow"

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "seat": self.seat, "tiles": format_tiles(self.tiles)}

    def describe(self) -> str:
        return f"player {self.seat} claiming a chow with {format_tiles(self.tiles)}"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Decline a claim (or, in a pre-play phase, end one's region moves)."""

    type: ClassVar[str] = "pass"

    def describe(self) -> str:
        return f"player {self.seat} passing"


@dataclass(frozen=True, slots=True)
class RegionMove(Action):
    """A region's own action (``name`` e.g. ``declare_ready`` with the discard, ``throw`` with a
    甩牌 set); the region module says when it is open and what it does."""

    name: str
    tiles: tuple[int, ...] = ()
    type: ClassVar[str] = "move"

    def to_json(self) -> dict[str, Any]:
        return {
            "type": self.type,
            "seat": self.seat,
            "name": self.name,
            "tiles": format_tiles(self.tiles, sort=False),
        }

    def describe(self) -> str:
        return f"player {self.seat}: {self.name} {format_tiles(self.tiles, sort=False)}".rstrip()


ACTION_TYPES: dict[str, type[Action]] = {
    cls.type: cls
    for cls in (Discard, Win, ConcealedKong, AddedKong, Pong, ExposedKong, Chow, Pass, RegionMove)
}


def action_from_json(data: object) -> Action:
    """Rebuild an action from its JSON form; ``ValueError`` says what is wrong."""
    if not isinstance(data, dict):
        raise ValueError(f"an action is a JSON object, got {data!r}")
    cls = ACTION_TYPES.get(str(data.get("type")))
    if cls is None:
        raise ValueError(
            f"unknown action type {data.get('type')!r}; known: {', '.join(ACTION_TYPES)}"
        )
    seat = data.get("seat")
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < 4:
        raise ValueError(f"action seat must be 0–3, got {seat!r}")
    if cls in (Discard, ConcealedKong, AddedKong):
        return cls(seat, parse_one(str(data.get("tile"))))
    if cls is Chow:
        pair = sorted(parse(str(data.get("tiles"))))
        if len(pair) != 2:
            raise ValueError("a chow names the two tiles from the hand")
        return Chow(seat, (pair[0], pair[1]))
    if cls is RegionMove:
        return RegionMove(seat, str(data.get("name")), tuple(parse(str(data.get("tiles", "")))))
    return cls(seat)
