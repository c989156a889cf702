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
from mahjong_desktop.messages import Says
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.rules.ruleset import RulesetError
from mahjong_desktop.tiles import format as format_tiles
from mahjong_desktop.tiles import name as tile_name
from mahjong_desktop.tiles import parse, parse_one
from mahjong_desktop.validation import DataError, Fields

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
    record = Fields.of(data, "", error=RecordError)
    region = record.text("region", non_empty=True, max_len=100)
    options = dict(record.table("options", required=False).data)
    try:
        return load_region(region, options)
    except RulesetError as exc:  # its file and key, as a record's problem
        raise RecordError.recast(exc) from None


def game_from_json(data: Mapping[str, Any], region: RegionRules | None = None) -> Game:
    """Rebuild a game by replaying its actions. ``RecordError`` names the first bad field or the
    first action that is not legal at its point of the replay."""
    record = Fields.of(data, "", error=RecordError)
    record.choice("format", [GAME_FORMAT])
    version = record.value("version", int)
    if version != FORMAT_VERSION:
        raise RecordError("", "version", version, Says("game_format", (str(FORMAT_VERSION),)))
    rules = region if region is not None else region_from_json(data)
    scores = record.data.get("scores", [0, 0, 0, 0])
    if not isinstance(scores, list) or not all(_whole(x) for x in scores):
        raise RecordError("", "scores", scores, Says("whole_number_list"))
    wall = record.text("wall", "", max_len=1000)
    variant = record.text("variant", "", max_len=100)
    try:
        game = Game(
            rules,
            record.value("seed", int),
            record.integer("dealer", 0, 3),
            hand_number=record.value("hand_number", int),
            round_wind=parse_one(record.text("round_wind", "1z", max_len=10)),
            dealer_streak=record.value("dealer_streak", int),
            scores=tuple(scores),
            wall=Wall(parse(wall)) if wall else None,
            variant=variant or None,
        )
    except RecordError:
        raise
    except (TypeError, ValueError, OverflowError) as exc:  # a value the game itself refuses
        raise RecordError.about("", "", Says("not_a_game", (str(exc),))) from None
    replay(game, record.data.get("actions", []))
    return game


def replay(game: Game, actions: object) -> None:
    """Apply recorded actions (JSON forms) to ``game`` in order."""
    if not isinstance(actions, list):
        raise RecordError("", "actions", actions, Says("action_list"))
    for i, raw in enumerate(actions):
        try:
            action = action_from_json(raw, key=f"actions[{i}]")
        except DataError as exc:
            raise RecordError.recast(exc) from None
        try:
            game.apply(action)
        except IllegalActionError as exc:
            said = Says("cannot_replay", (exc.says,))
            raise RecordError.about("", f"actions[{i}]", said) from None
        except ValueError as exc:  # an action the engine's own checks refuse
            said = Says("not_an_action", (str(exc),))
            raise RecordError.about("", f"actions[{i}]", said) from None


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
