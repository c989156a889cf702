"""The game: wall, deal, turns, claims, settlement — a pure, deterministic state machine.

``Game`` is one hand (``legal_actions`` / ``apply`` / ``view``); ``Session`` runs hands with dealer
succession and running totals. Region behaviour comes from ``mahjong_desktop.rules`` region modules.
"""

from mahjong_desktop.engine.actions import (
    Action,
    AddedKong,
    Chow,
    ConcealedKong,
    Discard,
    ExposedKong,
    Pass,
    Pong,
    RegionMove,
    Win,
    action_from_json,
)
from mahjong_desktop.engine.errors import EngineError, IllegalActionError, RecordError
from mahjong_desktop.engine.events import DrawSource, Event
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.engine.record import game_from_json, game_to_json
from mahjong_desktop.engine.session import HandSummary, Session
from mahjong_desktop.engine.view import PlayerView, SeatInfo

__all__ = [
    "Action",
    "AddedKong",
    "Chow",
    "ConcealedKong",
    "Discard",
    "DrawSource",
    "EngineError",
    "Event",
    "ExposedKong",
    "Game",
    "HandSummary",
    "IllegalActionError",
    "Pass",
    "Phase",
    "PlayerView",
    "Pong",
    "RecordError",
    "RegionMove",
    "SeatInfo",
    "Session",
    "Win",
    "action_from_json",
    "game_from_json",
    "game_to_json",
]
