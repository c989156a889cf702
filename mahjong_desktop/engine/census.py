"""Where every tile of a hand is, counted by kind: the invariant that each kind counts exactly
four at every moment (wall, face-up tail, hands, melds, open discards, bonus tiles, tiles won
while playing on, a tile being added to a pong). Used by the engine tests, the invariant sweeps
and the soak benchmark, so they all count the same places."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mahjong_desktop.engine.claims import ClaimKind
from mahjong_desktop.tiles import NUM_KINDS

if TYPE_CHECKING:
    from mahjong_desktop.engine.game import Game


def tile_census(game: Game) -> list[int]:
    """Every tile of the hand wherever it is; each kind must count 4."""
    counts = [0] * NUM_KINDS
    for k in game.wall.remaining_kinds():
        counts[k] += 1
    for k in game.wall.face_up:
        counts[k] += 1
    for p in game.players:
        for k in range(NUM_KINDS):
            counts[k] += p.counts[k]
        for meld in p.melds:
            for k in meld.tiles:
                counts[k] += 1
        for k in p.open_discards():
            counts[k] += 1
        for k in p.flowers:
            counts[k] += 1
        for k in p.won:  # won tiles laid beside a winner playing on (兰州 包扣到底)
            counts[k] += 1
    if game.window is not None and game.window.kind is ClaimKind.ROB:
        counts[game.window.tile] += 1  # being added to a pong, open to robbing
    return counts
