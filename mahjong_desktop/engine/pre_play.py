"""Region moves (报听, 甩牌, the dealer's 玩法 …) and the pre-play phase some regions open after
the deal, in which each player from the dealer makes theirs — plain functions over the ``Game``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mahjong_desktop.engine import turns
from mahjong_desktop.engine.actions import Action, RegionMove
from mahjong_desktop.engine.events import Melded, RegionMoved

if TYPE_CHECKING:
    from mahjong_desktop.engine.game import Game


def apply_pre_play(game: Game, action: Action) -> None:
    """A region move or a pass in the pre-play phase; the phase moves on to the next seat
    when the mover's part is over (after the last seat the dealer starts play)."""
    if isinstance(action, RegionMove):
        effect = region_move(game, action)
        if not effect and not (
            game.region.skip_idle_pre_play() and not game.region.moves(game, action.seat, True)
        ):
            return
    nxt = (action.seat + 1) % 4
    if nxt == game.dealer:
        turns.start_first_turn(game)
    else:
        give_turn(game, nxt)


def give_turn(game: Game, seat: int) -> None:
    """Give the pre-play phase to ``seat`` — or, where the region skips seats without a move,
    to the first one from there that has one; after the last seat the dealer starts play."""
    skip = game.region.skip_idle_pre_play()
    while skip and not game.region.moves(game, seat, True):
        seat = (seat + 1) % 4
        if seat == game.dealer:
            turns.start_first_turn(game)
            return
    game.turn = seat


def region_move(game: Game, action: RegionMove) -> bool:
    """Apply a region move's effect; True when the mover's pre-play part is over."""
    seat = action.seat
    effect = game.region.apply_move(game, seat, action.name, action.tiles)
    p = game.players[seat]
    for t in effect.remove:
        p.counts[t] -= 1
    if effect.meld is not None:
        p.melds.append(effect.meld)
    if effect.declare_ready:
        p.declared_ready = True
        p.declared_at = len(p.discards)  # the discard that follows declares
    if effect.variant is not None:
        game.variant = effect.variant
        for other in range(4):  # the variant may change the shapes (兰州 番种)
            if sum(game.players[other].counts) % 3 == 1:  # a waiting hand (not the mover's 14)
                game.update_waits(other)
    game.emit(RegionMoved(seat, action.name, action.tiles))
    if effect.meld is not None:
        game.emit(Melded(seat, effect.meld))
    if effect.discard is not None:
        turns.discard(game, seat, effect.discard)
    elif effect.remove:
        game.update_waits(seat)
    return effect.end_pre_play
