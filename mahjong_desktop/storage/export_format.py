"""The export format of hand records, version 2, and the way older exports are read.

An export is ``{"format": "mahjong-desktop/hand-records", "version": 2, "records": [...]}``;
docs/formats/record.md describes every field, and the JSON Schema
resources/formats/hand-records.schema.json (shipped with the game) is the contract other
programs validate against. Version 2 adds each record's ``deal``: the wall in drawing order and
the dice, so that a program without this game's shuffle can follow the hand from its actions.
The game itself still replays from the seed and checks the deal against it.

Migration by version: a version-1 record gets the deal its seed gives, then both versions are
checked against the one schema and read by the same code.
"""

from __future__ import annotations

import json
from functools import cache
from importlib.resources import files
from typing import Any, TypeGuard

from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.wall import shuffled_wall
from mahjong_desktop.storage.hand_record import HandRecord
from mahjong_desktop.storage.json_schema import SchemaChecker
from mahjong_desktop.tiles import format as format_tiles
from mahjong_desktop.tiles import parse

EXPORT_FORMAT = "mahjong-desktop/hand-records"
EXPORT_VERSION = 2
SCHEMA_FILE = "hand-records.schema.json"
_SEED_MAX = (1 << 64) - 1


@cache
def schema() -> dict[str, Any]:
    """The shipped JSON Schema of the current export version."""
    text = files("mahjong_desktop.resources").joinpath("formats", SCHEMA_FILE).read_text("utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


@cache
def checker() -> SchemaChecker:
    return SchemaChecker(schema())


def deal_json(wall: list[int] | tuple[int, ...], dice: tuple[int, int]) -> dict[str, Any]:
    return {"wall": format_tiles(wall, sort=False), "dice": list(dice)}


def exported_record(record: HandRecord) -> dict[str, Any]:
    """A record as an export holds it: the stored record plus its deal."""
    out = record.to_json()
    game = record.game
    arranged = game.get("wall")
    if isinstance(arranged, str):
        out["deal"] = deal_json(parse(arranged), (0, 0))
    else:
        wall, brk = shuffled_wall(int(game["seed"]), int(game["dealer"]))
        out["deal"] = deal_json(wall.tiles, brk.dice)
    return out


def migrated(item: object, version: int) -> object:
    """A record of export ``version`` in the current version's form (the item itself when it is
    current or too broken to migrate: the schema check then names what is wrong)."""
    if version >= EXPORT_VERSION or not isinstance(item, dict) or "deal" in item:
        return item
    game = item.get("game")
    if not isinstance(game, dict):
        return item
    seed, dealer, arranged = game.get("seed"), game.get("dealer"), game.get("wall")
    if arranged is not None:
        try:
            return {**item, "deal": deal_json(parse(str(arranged)), (0, 0))}
        except ValueError:
            return item
    if _whole(seed, 0, _SEED_MAX) and _whole(dealer, 0, 3):
        wall, brk = shuffled_wall(seed, dealer)
        return {**item, "deal": deal_json(wall.tiles, brk.dice)}
    return item


def deal_mismatch(deal: dict[str, Any], game: Game) -> str | None:
    """Why a record's ``deal`` is not the one its replay dealt, or None when it is."""
    wall = list(game.arranged) if game.arranged is not None else list(game.wall.tiles)
    dice = [0, 0] if game.arranged is not None else list(game.wall_break.dice)
    try:
        recorded = parse(deal["wall"])
    except ValueError as exc:
        return f"'deal.wall' is no wall: {exc}"
    if recorded != wall:
        if len(recorded) != len(wall):
            return f"'deal.wall' holds {len(recorded)} tiles, a wall {len(wall)}"
        i = next(i for i, (a, b) in enumerate(zip(recorded, wall, strict=True)) if a != b)
        told, dealt = format_tiles([recorded[i]]), format_tiles([wall[i]])
        return f"'deal.wall' is not the wall its seed deals: tile {i} is {told}, the seed's {dealt}"
    if deal["dice"] != dice:
        return f"'deal.dice' {deal['dice']} are not the dice its seed rolls ({dice})"
    return None


def _whole(value: object, low: int, high: int) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high
