"""From the player's settings to a running session: region, length, seats, computer players."""

from __future__ import annotations

from dataclasses import dataclass

from mahjong_desktop.ai.levels import make_player
from mahjong_desktop.ai.protocol import as_callable
from mahjong_desktop.engine.rng import derive_seed
from mahjong_desktop.engine.session import Session
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.rules.registry import region_rules
from mahjong_desktop.rules.ruleset import Ruleset
from mahjong_desktop.storage.settings import AiLevel, Opponent, SessionLength, Settings
from mahjong_desktop.ui.controller import Player


@dataclass(frozen=True, slots=True)
class GameSetup:
    session: Session
    ruleset: Ruleset
    human_seat: int | None  # None: computers in every seat (demo)
    players: list[Player | None]
    stand_in: Player | None  # plays the human's seat under 托管
    levels: list[AiLevel | None]  # per seat; None for the human


# Opponents by their place after the player's seat in play order.
_OPPONENT_AT = {1: Opponent.NEXT, 2: Opponent.OPPOSITE, 3: Opponent.PREVIOUS}
STAND_IN_LEVEL = AiLevel.NORMAL


def session_limits(settings: Settings) -> tuple[int | None, int | None]:
    """(hands, rounds) for ``Session``."""
    if settings.session_length is SessionLength.HANDS:
        return settings.session_hands, None
    if settings.session_length is SessionLength.ONE_ROUND:
        return None, 1
    return None, 4


def new_game(
    settings: Settings,
    ruleset: Ruleset,
    seed: int,
    *,
    human: bool = True,
    hands: int | None = None,
) -> GameSetup:
    """A session of ``ruleset`` with the player's option values; ``hands`` overrides the length.

    The player's seat setting is their wind in the first hand, so their player index follows the
    first dealer the session drew from the seed.
    """
    options = ruleset.resolve(settings.options_for(ruleset.key))
    rules = region_rules(ruleset, options)
    limit_hands, limit_rounds = session_limits(settings)
    if hands is not None:
        limit_hands, limit_rounds = hands, None
    session = Session(rules, seed, hands=limit_hands, rounds=limit_rounds)
    human_seat = (session.dealer + settings.player_seat) % 4 if human else None
    # Each computer gets its own seeded generator, derived from the session seed: replays of a
    # session with the same seed play the same way. Levels follow the seats as named from the
    # player (in a demo, from seat 0, which is drawn at the bottom).
    anchor = human_seat if human_seat is not None else 0
    players: list[Player | None] = []
    levels: list[AiLevel | None] = []
    for seat in range(4):
        if seat == human_seat:
            players.append(None)
            levels.append(None)
            continue
        opponent = _OPPONENT_AT.get((seat - anchor) % 4, Opponent.NEXT)
        level = settings.computer_levels.get(opponent, AiLevel.NORMAL)
        players.append(_computer(level, rules, derive_seed(seed, 0xA1, seat)))
        levels.append(level)
    stand_in = None
    if human_seat is not None:
        stand_in = _computer(STAND_IN_LEVEL, rules, derive_seed(seed, 0xA2, human_seat))
    return GameSetup(session, ruleset, human_seat, players, stand_in, levels)


def _computer(level: AiLevel, rules: RegionRules, seed: int) -> Player:
    return as_callable(make_player(level.value, rules, seed))
