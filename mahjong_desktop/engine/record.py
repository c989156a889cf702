"""Games as JSON: the ruleset, the options, the seed and the actions. Loading replays the actions,
which rebuilds the identical state (the engine is deterministic), so the action log *is* the save.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mahjong_desktop.engine.actions import action_from_json
from mahjong_desktop.engine.errors import IllegalActionError, RecordError
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.wall import Wall
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.rules.ruleset import RulesetError
from mahjong_desktop.tiles import format as format_tiles
from mahjong_desktop.tiles import name as tile_name
from mahjong_desktop.tiles import parse, parse_one

GAME_FORMAT = "mahjong-desktop/game"
FORMAT_VERSION = 1


def game_to_json(game: Game) -> dict[str, Any]:
    return {
        "format": GAME_FORMAT,
        "version": FORMAT_VERSION,
        "region": game.region.region_id,
        "options": dict(game.region.options),
        "seed": game.seed,
        "dealer": game.dealer,
        "hand_number": game.hand_number,
        "round_wind": tile_name(game.round_wind),
        "dealer_streak": game.dealer_streak,
        "scores": list(game.scores),
        "actions": [a.to_json() for a in game.actions],
        **({} if game.arranged is None else {"wall": format_tiles(game.arranged, sort=False)}),
        **({} if game.carried_variant is None else {"variant": game.carried_variant}),
    }


def region_from_json(data: Mapping[str, Any]) -> RegionRules:
    region = data.get("region")
    options = data.get("options", {})
    if not isinstance(region, str) or not isinstance(options, dict):
        raise RecordError('a record needs "region" (a region id) and "options" (an object)')
    try:
        return load_region(region, options)
    except RulesetError as exc:
        raise RecordError(str(exc)) from None


def game_from_json(data: Mapping[str, Any], region: RegionRules | None = None) -> Game:
    """Rebuild a game by replaying its actions. ``RecordError`` names the first bad field or the
    first action that is not legal at its point of the replay."""
    if data.get("format") != GAME_FORMAT:
        raise RecordError(
            f"not a game record (format {data.get('format')!r}, expected {GAME_FORMAT!r})"
        )
    if data.get("version") != FORMAT_VERSION:
        raise RecordError(f"unsupported game record version {data.get('version')!r}")
    rules = region if region is not None else region_from_json(data)
    try:
        game = Game(
            rules,
            _int(data, "seed"),
            _int(data, "dealer"),
            hand_number=_int(data, "hand_number"),
            round_wind=parse_one(str(data.get("round_wind", "1z"))),
            dealer_streak=_int(data, "dealer_streak"),
            scores=tuple(int(x) for x in data.get("scores", (0, 0, 0, 0))),
            wall=_wall(data.get("wall")),
            variant=_variant(data.get("variant")),
        )
    except (TypeError, ValueError, OverflowError) as exc:  # Overflow: a score of Infinity
        raise RecordError(f"bad game record: {exc}") from None
    replay(game, data.get("actions", []))
    return game


def replay(game: Game, actions: object) -> None:
    """Apply recorded actions (JSON forms) to ``game`` in order."""
    if not isinstance(actions, list):
        raise RecordError('"actions" must be a list')
    for i, raw in enumerate(actions):
        try:
            game.apply(action_from_json(raw))
        except IllegalActionError as exc:
            raise RecordError(f"action {i} of the record cannot be replayed: {exc}") from None
        except ValueError as exc:
            raise RecordError(f"action {i} of the record is malformed: {exc}") from None


def _wall(text: object) -> Wall | None:
    if text is None:
        return None
    if not isinstance(text, str):
        raise RecordError('"wall" must be tile notation in drawing order')
    return Wall(parse(text))


def _variant(value: object) -> str | None:
    if value is not None and not isinstance(value, str):
        raise RecordError(f'"variant" must be the rule variant kept by the dealer, got {value!r}')
    return value


def _int(data: Mapping[str, Any], key: str) -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise RecordError(f"game record field {key!r} must be an integer, got {value!r}")
    return value
