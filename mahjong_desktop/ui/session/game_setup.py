"""From the player's settings to a running session: region, length, seats, computer players."""

from __future__ import annotations

import logging
from dataclasses import dataclass

from mahjong_desktop.ai.outside_bot import BotCommandError, OutsideBot
from mahjong_desktop.engine.session import Session
from mahjong_desktop.rules.registry import region_rules
from mahjong_desktop.rules.ruleset import Ruleset
from mahjong_desktop.storage.players import session_players
from mahjong_desktop.storage.session_doc import SessionHeader, header_of
from mahjong_desktop.storage.settings import AiLevel, Opponent, SessionLength, Settings
from mahjong_desktop.ui.session.controller import Player


@dataclass(frozen=True, slots=True)
class GameSetup:
    session: Session
    ruleset: Ruleset
    human_seat: int | None  # None: computers in every seat (demo)
    players: list[Player | None]
    stand_in: Player | None  # plays the human's seat under 托管
    levels: list[AiLevel | None]  # per seat; None for the human
    # The seat an outside bot plays (settings › Outside bot); its level in ``levels`` is the
    # computer that a session continued later seats there.
    bot_seat: int | None = None

    @property
    def header(self) -> SessionHeader:
        """What the autosave keeps of this setup (with the actions, the whole session)."""
        levels = [lv and lv.value for lv in self.levels]
        return header_of(self.session, self.human_seat, levels, self.bot_seat)


# Opponents by their place after the player's seat in play order.
_OPPONENT_AT = {1: Opponent.NEXT, 2: Opponent.OPPOSITE, 3: Opponent.PREVIOUS}
_PLACE_OF = {opponent: place for place, opponent in _OPPONENT_AT.items()}


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
    # Levels follow the seats as named from the player (in a demo, from seat 0, which is drawn
    # at the bottom). Each computer decision is seeded from the session seed and the table
    # (storage/players.py), so a resumed or replayed session plays the same way.
    anchor = human_seat if human_seat is not None else 0
    levels: list[AiLevel | None] = []
    for seat in range(4):
        if seat == human_seat:
            levels.append(None)
            continue
        opponent = _OPPONENT_AT.get((seat - anchor) % 4, Opponent.NEXT)
        levels.append(settings.computer_levels.get(opponent, AiLevel.NORMAL))
    players, stand_in = session_players(rules, seed, [lv and lv.value for lv in levels], human_seat)
    bot_seat = None
    if human_seat is not None and settings.outside_bot:
        bot_seat = _seat_bot(
            players, (human_seat + _PLACE_OF[settings.outside_bot_seat]) % 4, settings, session
        )
    return GameSetup(session, ruleset, human_seat, players, stand_in, levels, bot_seat)


def resumed_game(
    session: Session, ruleset: Ruleset, header: SessionHeader, settings: Settings | None = None
) -> GameSetup:
    """The setup of a session rebuilt from an autosave or a save (``header``: who sat where).

    The seat an outside bot played gets the player's outside bot again when ``settings`` still
    has one on (the header keeps the seat, never the command); otherwise the computer player
    of the header's level, as a computer played there before the bot was chosen."""
    players, stand_in = session_players(
        session.region, header.seed, header.levels, header.human_seat
    )
    levels = [None if lv is None else AiLevel(lv) for lv in header.levels]
    bot_seat = None
    seat = header.bot_seat
    if seat is not None and seat != header.human_seat and settings and settings.outside_bot:
        bot_seat = _seat_bot(players, seat, settings, session)
    return GameSetup(session, ruleset, header.human_seat, players, stand_in, levels, bot_seat)


def _seat_bot(
    players: list[Player | None], seat: int, settings: Settings, session: Session
) -> int | None:
    """Seat the player's outside bot at ``seat``; the seat, or None when its command cannot be
    run (then the computer already there plays)."""
    try:
        players[seat] = OutsideBot(settings.outside_bot_command, session.region, session.seed)
    except BotCommandError as exc:  # the settings tab refuses these; a hand-edited file
        logging.getLogger("mahjong_desktop.bots").warning("%s; a computer plays instead", exc)
        return None
    return seat
