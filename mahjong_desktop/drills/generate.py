"""Drills from computer-against-computer play on seeded walls.

Hand ``n`` of a drill set deals the wall ``derive_seed(seed, n)`` and is played by four
normal-level computers, each decision seeded from the table as in a session
(``storage.players.DecisionSeeded``), so the same seed plays the same hands and makes the same
drills, byte for byte. While it plays, some of the decisions are put to the coach (``judge``):
which ones is drawn from the set's own generator, so that a set spreads over many hands and
seats instead of taking every decision of the first hand; a question before play (兰州 甩牌, at
most one a seat) is always asked. The normal level plays because it is
fast (a hand in about a tenth of a second) and plays sensibly enough that its tables are ones a
player meets; the judging is the coach's (the hard level's) whatever played.

How much is asked is bounded: at most ``PER_HAND`` drills from one hand, and ``MAX_HANDS``
hands for a set (``MAX_HANDS_BEFORE_PLAY`` for a set of 兰州 甩牌 questions alone, whose hands
stop at the first discard). A kind that rarely comes up, such as a claim worth weighing, may
then return fewer drills than asked; the command line says so.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from dataclasses import replace
from functools import partial
from typing import Any

from mahjong_desktop.ai.hard import HardPlayer
from mahjong_desktop.drills.drill import Drill
from mahjong_desktop.drills.judge import askable, judge
from mahjong_desktop.drills.kinds import PRE_PLAY_KINDS, Kind
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.engine.record import game_to_json
from mahjong_desktop.engine.rng import SplitMix64, derive_seed
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.storage.players import COMPUTER_STREAM, DecisionSeeded

PER_HAND = 4
MAX_HANDS = 200
# A set of questions asked only before play (兰州 甩牌) stops each hand at its first discard, a
# few milliseconds a hand, and one seat in several holds a set worth asking about: more hands.
MAX_HANDS_BEFORE_PLAY = 1000
PLAYING_LEVEL = "normal"
_LEVELS = (PLAYING_LEVEL,) * 4
# Sub-streams of the drill set's seed: the walls, and which decisions are asked.
_WALL_STREAM = 0xD1
_ASK_STREAM = 0xD2
# Decisions are asked with chance 1 in ``_ASK_ONE_IN``; the first go-round's discards (loose
# honours, nearly always obvious) are skipped.
_ASK_ONE_IN = 2
_SKIP_DISCARDS = 4

Progress = Callable[[int], bool]


def generate(
    region_id: str,
    options: Mapping[str, Any],
    *,
    seed: int,
    count: int,
    kinds: Collection[Kind],
    progress: Progress | None = None,
) -> list[Drill]:
    """Up to ``count`` drills of ``kinds`` (fewer only if ``MAX_HANDS`` hands hold no more).
    ``progress(made)`` is called after each drill; returning False stops early."""
    region = load_region(region_id, dict(options))
    coach = HardPlayer(region)
    ask = SplitMix64(derive_seed(seed, _ASK_STREAM))
    drills: list[Drill] = []
    seen: set[str] = set()
    # Questions asked only before play: a hand past it has nothing more to give.
    pre_play_only = bool(kinds) and set(kinds) <= PRE_PLAY_KINDS
    for hand in range(MAX_HANDS_BEFORE_PLAY if pre_play_only else MAX_HANDS):
        if len(drills) >= count:
            break
        wall_seed = derive_seed(seed, _WALL_STREAM, hand)
        game = Game(region, wall_seed, hand % 4, hand_number=hand)
        players = [
            DecisionSeeded(PLAYING_LEVEL, region, wall_seed, s, COMPUTER_STREAM) for s in range(4)
        ]
        from_hand = 0
        while not game.is_over and from_hand < PER_HAND:
            seat = game.waiting_for()[0]
            view = game.view(seat)
            before_play = view.phase is Phase.PRE_PLAY
            if pre_play_only and not before_play:
                break
            # Questions before play are few (one a seat at most), so each is asked.
            if askable(view, kinds) and (
                before_play
                or (
                    len(view.seats[seat].discards) >= _SKIP_DISCARDS and ask.below(_ASK_ONE_IN) == 0
                )
            ):
                for drill in judge(view, region, coach, partial(game_to_json, game), kinds=kinds):
                    if drill.id in seen or len(drills) >= count:
                        continue
                    seen.add(drill.id)
                    drills.append(replace(drill, levels=_LEVELS, players_seed=wall_seed))
                    from_hand += 1
                    if progress is not None and not progress(len(drills)):
                        return drills
            game.apply(players[seat](view))
    return drills
