"""A player's turn: the draw (with bonus tiles laid out and replaced), the win a draw makes
possible, the actions of a turn and the discard that ends it — plain functions over the ``Game``.

A discard opens the claim window (``claims``); kongs go on in ``kongs``; a win in ``wins``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from mahjong_desktop.engine import claims, kongs, offers, pre_play, wins
from mahjong_desktop.engine.actions import (
    Action,
    AddedKong,
    ConcealedKong,
    Discard,
    RegionMove,
    Win,
)
from mahjong_desktop.engine.events import BonusLaidOut, Discarded, DrawSource, Drew
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.rules.hand_facts import WinBy
from mahjong_desktop.rules.settlement import WinRecord
from mahjong_desktop.tiles import NUM_KINDS

if TYPE_CHECKING:
    from mahjong_desktop.engine.game import Game


def start_first_turn(game: Game) -> None:
    """The dealer's first turn: no draw; a complete dealt hand may win at once (天胡)."""
    game.turn = game.dealer
    game.phase = Phase.TURN
    p = game.players[game.dealer]
    last = game.jump_tile if p.counts[game.jump_tile] else _last_dealt(game, game.dealer)
    game.drawn = last
    game.drawn_from = None
    game.after_claim = False
    ev = game.region.evaluate(game.win_context(game.dealer, p.counts, last, WinBy.SELF_DRAW))
    game.self_win = ev if ev.legal else None
    game.self_win_by = WinBy.SELF_DRAW
    maybe_forced_self_win(game)


def apply_turn(game: Game, action: Action) -> None:
    """The player to move acts: discard, win, kong or a region move."""
    seat = action.seat
    if isinstance(action, Discard):
        discard(game, seat, action.tile)
    elif isinstance(action, Win):
        assert game.self_win is not None
        assert game.drawn is not None
        wins.win_self(game, seat, game.drawn, game.self_win_by, game.self_win, automatic=False)
    elif isinstance(action, ConcealedKong):
        kongs.declare_concealed(game, seat, action.tile)
    elif isinstance(action, AddedKong):
        kongs.begin_added(game, seat, action.tile)
    elif isinstance(action, RegionMove):
        pre_play.region_move(game, action)
    else:  # pragma: no cover - legal_actions offers nothing else on a turn
        raise AssertionError(action)


def discard_for_locked_hand(game: Game) -> bool:
    """A locked hand (报听) whose only possible action is discarding the tile it drew does so
    without being asked. True when it did: ``Game.apply`` asks again, in a loop rather than by
    recursion, as every player may be locked."""
    if game.phase is not Phase.TURN or game.drawn is None:
        return False
    seat = game.turn
    if not game.region.hand_locked(game, seat):
        return False
    acts = offers.turn_actions(game, seat)
    if len(acts) != 1 or acts[0] != offers.DISCARD[seat][game.drawn]:
        return False
    discard(game, seat, game.drawn)
    return True


def _last_dealt(game: Game, seat: int) -> int:
    p = game.players[seat]
    return max(k for k in range(NUM_KINDS) if p.counts[k])


def next_turn(game: Game, seat: int) -> None:
    """``seat`` draws from the head; an empty wall (down to the reserve) ends the hand drawn."""
    if game.wall.live <= game.wall_reserve:
        wins.end_hand(game, draw=True)
        return
    tile = draw(game, seat, from_tail=False)
    if tile is not None:
        after_draw(game, seat, tile)


def draw(game: Game, seat: int, *, from_tail: bool) -> int | None:
    """Draw one tile into ``seat``'s hand, laying out bonus tiles (杠花) and replacing them.
    None when the wall ran out meanwhile (the hand has ended)."""
    p = game.players[seat]
    tile = game.wall.draw_tail() if from_tail else game.wall.draw_head()
    source = DrawSource.TAIL if from_tail else DrawSource.WALL
    # A bonus tile drawn as the last tile is still replaced where the last tile may be konged.
    limit = game.wall_reserve - 1 if game.last_tile_kong else game.wall_reserve
    while game.region.is_bonus_tile(tile, game.wild):
        # Drawn into the hand, then laid out: every tile is somewhere at every event.
        p.counts[tile] += 1
        game.emit(Drew(seat, tile, source))
        p.counts[tile] -= 1
        p.flowers.append(tile)
        game.emit(BonusLaidOut(seat, tile))
        if game.wall.live <= max(limit, 0):
            wins.end_hand(game, draw=True)
            return None
        tile = game.wall.draw_tail()
        source = DrawSource.TAIL
    p.counts[tile] += 1
    p.win_locked = False
    p.passed_pongs.clear()
    p.passed_wins.clear()
    game.emit(Drew(seat, tile, source))
    game.drawn_from = source
    return tile


def after_draw(game: Game, seat: int, tile: int) -> None:
    """``seat`` has drawn ``tile``: its turn begins, with the self-drawn win it makes, if any."""
    game.phase = Phase.TURN
    game.turn = seat
    game.drawn = tile
    game.after_claim = False
    game.window = None
    win_by = WinBy.KONG_REPLACEMENT if game.drawn_from is DrawSource.TAIL else WinBy.SELF_DRAW
    game.self_win = None
    game.self_win_by = win_by
    p = game.players[seat]
    if tile in p.waits:  # waits belong to the hand before this tile
        ev = game.region.evaluate(game.win_context(seat, p.counts, tile, win_by))
        if ev.legal:
            game.self_win = ev
    maybe_forced_self_win(game)


def maybe_forced_self_win(game: Game) -> None:
    """Last four tiles: a self-drawn win must be taken — the engine declares it [seed]."""
    if (
        game.self_win is not None
        and game.forced_win_live is not None
        and game.wall.live <= game.forced_win_live
    ):
        assert game.drawn is not None
        wins.win_self(game, game.turn, game.drawn, game.self_win_by, game.self_win, automatic=True)


def discard(game: Game, seat: int, tile: int) -> None:
    """``seat`` discards ``tile``: a run of honour discards may win outright (十老头/七风);
    otherwise the others may claim it."""
    p = game.players[seat]
    p.counts[tile] -= 1
    p.discards.append(tile)
    p.claimed.append(False)
    _note_let_pass(game, seat, tile)
    after_kong = game.drew_from_tail
    game.drawn = None
    game.drawn_from = None
    game.self_win = None
    game.update_waits(seat)
    game.emit(Discarded(seat, tile, after_kong))
    if tile >= 27:
        run = honour_run(p.discards, p.claimed)
        special = game.region.honour_run_win(run, len(run) == len(p.discards))
        if special is not None:
            ev = game.region.evaluate_special(special)
            record = WinRecord(
                seat, None, WinBy.SELF_DRAW, None, ev, special=special, automatic=True
            )
            wins.finish_wins(game, [record])
            return
    claims.open_claims(game, seat, tile, after_kong)


def _note_let_pass(game: Game, seat: int, tile: int) -> None:
    """A declared player lets ``tile`` pass unless someone wins on it (``wins.finish_wins`` takes
    it back then): its own later discards, and others' discards the rules let it win on."""
    for o, q in enumerate(game.players):
        q.let_pass_open = False
        if not q.declared_ready or q.declared_at is None:
            continue
        if o == seat:
            if q.declared_at < len(q.discards) - 1:
                q.let_pass.append(tile)
        elif game.region.may_win_on(game, o, seat):
            q.let_pass.append(tile)
            q.let_pass_open = True


def honour_run(discards: Sequence[int], claimed: Sequence[bool]) -> list[int]:
    """The player's unclaimed honour discards in a row at the end of ``discards`` (十老头/七风;
    the hard level reads its own run by it too, ``ai.honour_run``)."""
    start = len(discards)
    while start and discards[start - 1] >= 27 and not claimed[start - 1]:
        start -= 1
    return list(discards[start:])


def replace_dealt_bonus(game: Game, seat: int) -> None:
    """Bonus tiles in a dealt hand are laid out and replaced from the tail at once."""
    p = game.players[seat]
    for kind in range(NUM_KINDS):
        while p.counts[kind] and game.region.is_bonus_tile(kind, game.wild):
            p.counts[kind] -= 1
            p.flowers.append(kind)
            game.emit(BonusLaidOut(seat, kind))
            tile = game.wall.draw_tail()
            p.counts[tile] += 1
            game.emit(Drew(seat, tile, DrawSource.TAIL))
