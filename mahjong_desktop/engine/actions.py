"""What a player can do: frozen values with a stable JSON form (the action log is the save file).

Draws, replacement draws and automatic wins are not actions: the engine does them itself, so the log
holds only the players' choices. Tiles are kinds 0–33; in JSON they are written in tile notation.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from mahjong_desktop.engine.quoted import KindArg, MoveArg, Terms, TilesArg, no_terms
from mahjong_desktop.messages import Says
from mahjong_desktop.tiles import format as format_tiles
from mahjong_desktop.tiles import name as tile_name
from mahjong_desktop.tiles import parse
from mahjong_desktop.validation import Fields


@dataclass(frozen=True, slots=True)
class Action:
    """Base of all actions. ``seat`` is the player index 0–3 (fixed for the whole session)."""

    seat: int
    type: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "seat": self.seat}

    def describe(self) -> str:
        """The action in English, as the log and the engine's refusals write it."""
        return self.says().english()

    def says(self, terms: Terms = no_terms) -> Says:
        """The action as a message part (``describe`` is its English); ``terms`` names a region
        move's parts for the window (``RegionRules.term``)."""
        return Says("act_by", (KindArg(self.type), self.seat))


@dataclass(frozen=True, slots=True)
class Discard(Action):
    tile: int
    type: ClassVar[str] = "discard"

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "seat": self.seat, "tile": tile_name(self.tile)}

    def says(self, terms: Terms = no_terms) -> Says:
        return Says("act_discard", (self.seat, TilesArg((self.tile,))))


@dataclass(frozen=True, slots=True)
class Win(Action):
    """Declare a win: self-drawn on one's turn, or claimed on a discard / a kong being added."""

    type: ClassVar[str] = "win"

    def says(self, terms: Terms = no_terms) -> Says:
        return Says("act_win", (self.seat,))


@dataclass(frozen=True, slots=True)
class ConcealedKong(Action):
    tile: int
    type: ClassVar[str] = "concealed_kong"

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "seat": self.seat, "tile": tile_name(self.tile)}

    def says(self, terms: Terms = no_terms) -> Says:
        return Says("act_concealed_kong", (self.seat, TilesArg((self.tile,))))


@dataclass(frozen=True, slots=True)
class AddedKong(Action):
    tile: int
    type: ClassVar[str] = "added_kong"

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "seat": self.seat, "tile": tile_name(self.tile)}

    def says(self, terms: Terms = no_terms) -> Says:
        return Says("act_added_kong", (self.seat, TilesArg((self.tile,))))


@dataclass(frozen=True, slots=True)
class Pong(Action):
    type: ClassVar[str] = "pong"

    def says(self, terms: Terms = no_terms) -> Says:
        return Says("act_pong", (self.seat,))


@dataclass(frozen=True, slots=True)
class ExposedKong(Action):
    type: ClassVar[str] = "kong"

    def says(self, terms: Terms = no_terms) -> Says:
        return Says("act_kong", (self.seat,))


@dataclass(frozen=True, slots=True)
class Chow(Action):
    """Claim the previous player's discard with ``tiles``: the two tiles from the hand, sorted."""

    tiles: tuple[int, int]
    type: ClassVar[str] = "chow"

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "seat": self.seat, "tiles": format_tiles(self.tiles)}

    def says(self, terms: Terms = no_terms) -> Says:
        return Says("act_chow", (self.seat, TilesArg(self.tiles)))


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Decline a claim (or, in a pre-play phase, end one's region moves)."""

    type: ClassVar[str] = "pass"

    def says(self, terms: Terms = no_terms) -> Says:
        return Says("act_pass", (self.seat,))


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

    def says(self, terms: Terms = no_terms) -> Says:
        move = MoveArg.of(self.name, terms)
        if not self.tiles:
            return Says("act_move", (self.seat, move))
        return Says("act_move_tiles", (self.seat, move, TilesArg(self.tiles, sort=False)))


ACTION_TYPES: dict[str, type[Action]] = {
    cls.type: cls
    for cls in (Discard, Win, ConcealedKong, AddedKong, Pong, ExposedKong, Chow, Pass, RegionMove)
}


def action_from_json(data: object, source: str = "", key: str = "action") -> Action:
    """Rebuild an action from its JSON form; a ``DataError`` names the field that is wrong
    (``source`` and ``key`` say where the action was read, e.g. a record's ``actions[12]``)."""
    fields = Fields.of(data, source, key)
    cls = ACTION_TYPES[fields.choice("type", ACTION_TYPES)]
    seat = fields.integer("seat", 0, 3)
    if cls in (Discard, ConcealedKong, AddedKong):
        return cls(seat, _tile(fields, "tile"))
    if cls is Chow:
        pair = sorted(_tiles(fields, "tiles"))
        if len(pair) != 2:
            raise fields.fail("tiles", Says("chow_two_tiles"))
        return Chow(seat, (pair[0], pair[1]))
    if cls is RegionMove:
        name = fields.text("name", max_len=_MAX_MOVE_NAME, non_empty=True)
        return RegionMove(seat, name, tuple(_tiles(fields, "tiles", default="")))
    return cls(seat)


# A region move's name is a word and a choice ("choose_mode:qiao_qiao_hu"); a move's tiles are
# at most a hand's worth (notation of 14 tiles is under 30 characters).
_MAX_MOVE_NAME = 64
_MAX_TILE_TEXT = 64


def _tiles(fields: Fields, name: str, default: str | None = None) -> list[int]:
    text = fields.text(name, default, max_len=_MAX_TILE_TEXT)
    try:
        return parse(text)
    except ValueError as exc:
        where = fields.where(name)
        raise fields.error(fields.source, where, text, Says("tile_notation", (str(exc),))) from None


def _tile(fields: Fields, name: str) -> int:
    tiles = _tiles(fields, name)
    if len(tiles) != 1:
        raise fields.error(
            fields.source, fields.where(name), fields.data[name], Says("just_one_tile")
        )
    return tiles[0]
