"""From the player's settings to a running session: region, length, seats, computer players."""

from __future__ import annotations

from dataclasses import dataclass

from mahjong_desktop.ai.basic import BasicPlayer
from mahjong_desktop.engine.rng import derive_seed
from mahjong_desktop.engine.session import Session
from mahjong_desktop.rules.registry import region_rules
from mahjong_desktop.rules.ruleset import Ruleset
from mahjong_desktop.storage.settings import SessionLength, Settings
from mahjong_desktop.ui.controller import Player


@dataclass(frozen=True, slots=True)
class GameSetup:
    session: Session
    ruleset: Ruleset
    human_seat: int | None  # None: computers in every seat (demo)
    players: list[Player | None]


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
    options = ruleset.resolve(settings.options_for(ruleset.region))
    rules = region_rules(ruleset, options)
    limit_hands, limit_rounds = session_limits(settings)
    if hands is not None:
        limit_hands, limit_rounds = hands, None
    session = Session(rules, seed, hands=limit_hands, rounds=limit_rounds)
    human_seat = (session.dealer + settings.player_seat) % 4 if human else None
    # Each computer gets its own seeded generator, derived from the session seed: replays of a
    # session with the same seed play the same way. (The AI has one level so far; see the report.)
    players: list[Player | None] = [
        None if seat == human_seat else BasicPlayer(derive_seed(seed, 0xA1, seat))
        for seat in range(4)
    ]
    return GameSetup(session, ruleset, human_seat, players)
