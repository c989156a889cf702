"""Wins and the end of a hand: recording each win, paying it at once where the hand plays on
after it (兰州 包扣到底), and ending the hand with its settlement — plain functions over the
``Game``. The values they build (a winner's full hand, the outcome, the events) are in
``ending``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mahjong_desktop.engine import ending, turns
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.rules.hand_facts import Evaluation, WinBy
from mahjong_desktop.rules.settlement import WinRecord

if TYPE_CHECKING:
    from mahjong_desktop.engine.game import Game


def win_self(
    game: Game, seat: int, tile: int, win_by: WinBy, ev: Evaluation, *, automatic: bool
) -> None:
    """``seat`` wins on a tile it drew (declared, or declared for it by the engine)."""
    finish_wins(game, [WinRecord(seat, tile, win_by, None, ev, automatic=automatic)])


def finish_wins(game: Game, records: list[WinRecord]) -> None:
    """Record the wins; then the hand plays on (包扣到底) or ends."""
    if any(rec.from_seat is not None for rec in records):
        # Won on: not let pass by the winner, and says nothing of a declared player the
        # win came before (only one winner per discard in 兰州).
        for q in game.players:
            if q.let_pass_open and q.let_pass:
                q.let_pass.pop()
                q.let_pass_open = False
    play_on = game.region.play_on_after_win() and game.wall.live > game.wall_reserve
    for rec in records:
        full = ending.with_hand(game, rec)
        game.winners.append(full)
        paid = ending.win_payments(game, full) if play_on else ()
        for s, amount in enumerate(paid):
            game.paid_in_play[s] += amount
        game.emit(ending.won_event(rec, paid))
    if play_on:
        _play_on(game, records)
        return
    end_hand(game, draw=False)


def _play_on(game: Game, records: list[WinRecord]) -> None:
    """包扣到底: the winning tile is laid beside the (first) winner — taken from their hand if
    self-drawn, from the discards if won from someone — so every winner keeps the hand they
    won with; the player after the last winner plays next."""
    first = records[0]
    tile = first.win_tile
    if tile is not None:
        winner = game.players[first.seat]
        if first.from_seat is None:
            winner.counts[tile] -= 1
        else:
            giver = game.players[first.from_seat]
            giver.claimed[-1] = True  # the won discard (or robbed kong tile) leaves the pond
        winner.won.append(tile)
    game.window = None
    game.drawn = None
    game.drawn_from = None
    game.self_win = None
    turns.next_turn(game, (records[-1].seat + 1) % 4)


def end_hand(game: Game, *, draw: bool) -> None:
    """The hand is over: the region settles it and the last event shows every hand."""
    draw = draw and not game.winners  # playing on after a win, the wall's end is no 流局
    game.outcome = ending.outcome(game, draw)
    game.settlement = game.region.settle(game.outcome)
    game.phase = Phase.OVER
    game.window = None
    game.emit(ending.ended_event(game, game.settlement, draw))
