"""Computer players whose every decision is seeded from the session seed, the seat and the table.

A level keeps a seeded generator for its ties and noise; carried across a whole session, its state
after a resume would depend on every call before it, which replaying the log cannot rebuild without
re-running every decision (seconds of the hard level's search). Seeding each decision afresh from
the session seed and a fingerprint of the view (hand number, tiles left, discards and melds so far,
phase, turn) makes the decision a function of the table alone: a resumed session's computers decide
exactly as they would have without the interruption. Two decisions with the same fingerprint (rare)
merely share a noise stream.
"""

from __future__ import annotations

from collections.abc import Callable

from mahjong_desktop.ai.levels import make_player
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.engine.rng import SplitMix64, derive_seed
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.region import RegionRules

COMPUTER_STREAM = 0xA1  # sub-streams of the session seed (as ui/game_setup had them)
STAND_IN_STREAM = 0xA2
STAND_IN_LEVEL = "normal"

Player = Callable[[PlayerView], Action]


class DecisionSeeded:
    """A ``view -> action`` player of ``level`` for ``seat``."""

    def __init__(self, level: str, rules: RegionRules, seed: int, seat: int, stream: int) -> None:
        self.level = level
        self.seed = seed
        self.seat = seat
        self.stream = stream
        # One player object keeps its caches; only its generator is set for each decision.
        self.player = make_player(level, rules, derive_seed(seed, stream, seat))

    def __call__(self, view: PlayerView) -> Action:
        key = derive_seed(self.seed, self.stream, self.seat, *view_fingerprint(view))
        _set_generator(self.player, SplitMix64(key))
        return self.player.choose(view, view.legal)


_PHASES = {Phase.PRE_PLAY: 1, Phase.TURN: 2, Phase.CLAIM: 3, Phase.ROB: 4}


def view_fingerprint(view: PlayerView) -> tuple[int, ...]:
    """Numbers that tell one decision of a seat from its others in a session."""
    discards = sum(len(s.discards) for s in view.seats)
    melds = sum(len(s.melds) for s in view.seats)
    flowers = sum(len(s.flowers) for s in view.seats)
    return (
        view.hand_number,
        view.wall_live,
        discards,
        melds,
        flowers,
        _PHASES.get(view.phase, 0),
        view.turn,
        len(view.concealed),
        len(view.legal),
        -1 if view.claim_tile is None else view.claim_tile,
    )


def _set_generator(player: object, rng: SplitMix64) -> None:
    if hasattr(player, "rng"):
        player.rng = rng
    inner = getattr(player, "basic", None)  # the plain baseline keeps it one level down
    if inner is not None and hasattr(inner, "rng"):
        inner.rng = rng


def session_players(
    rules: RegionRules,
    seed: int,
    levels: tuple[str | None, ...] | list[str | None],
    human_seat: int | None,
) -> tuple[list[Player | None], Player | None]:
    """(players per seat, None for the human; the 托管 stand-in for the human's seat)."""
    players: list[Player | None] = []
    for seat in range(4):
        level = levels[seat]
        if seat == human_seat or level is None:
            players.append(None)
        else:
            players.append(DecisionSeeded(level, rules, seed, seat, COMPUTER_STREAM))
    stand_in = None
    if human_seat is not None:
        stand_in = DecisionSeeded(STAND_IN_LEVEL, rules, seed, human_seat, STAND_IN_STREAM)
    return players, stand_in
