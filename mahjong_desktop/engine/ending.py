"""The end of a hand: winners' full hands, the ``HandOutcome`` for the region, the last events."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mahjong_desktop.engine.events import HandEnded, Won
from mahjong_desktop.rules.settlement import HandOutcome, SeatEnd, Settlement, WinRecord

if TYPE_CHECKING:
    from mahjong_desktop.engine.game import Game


def with_hand(game: Game, rec: WinRecord) -> WinRecord:
    """``rec`` completed with the winner's tiles; a tile won from someone else is added to the
    copy (several players may win on the same discarded tile, so it stays where it lies)."""
    p = game.players[rec.seat]
    counts = p.counts.copy()
    if rec.from_seat is not None and rec.win_tile is not None:
        counts[rec.win_tile] += 1
    return WinRecord(
        rec.seat,
        rec.win_tile,
        rec.win_by,
        rec.from_seat,
        rec.evaluation,
        tuple(counts),
        tuple(p.melds),
        rec.special,
        rec.automatic,
    )


def won_event(rec: WinRecord, paid: tuple[int, ...] = ()) -> Won:
    return Won(
        rec.seat,
        rec.win_tile,
        rec.win_by.value,
        rec.from_seat,
        rec.special,
        rec.automatic,
        tuple(i.key for i in rec.evaluation.items),
        paid,
    )


def win_payments(game: Game, rec: WinRecord) -> tuple[int, ...]:
    """What ``rec`` alone pays each seat: the region's own settlement of a hand with this one
    win and no kongs. Used while playing on (包扣到底), where each win is paid as it happens; the
    hand's settlement later settles every win the same way, so the two cannot disagree."""
    alone = HandOutcome(
        game.dealer,
        (rec,),
        (),
        outcome(game, False).seats,
        False,
        game.dealer_streak,
        game.round_wind,
    )
    return tuple(game.region.settle(alone).net())


def outcome(game: Game, draw: bool) -> HandOutcome:
    ends = []
    for s, p in enumerate(game.players):
        counts = tuple(p.counts)
        for w in game.winners:
            if w.seat == s:
                counts = w.concealed
        ends.append(SeatEnd(counts, tuple(p.melds), p.declared_ready))
    return HandOutcome(
        game.dealer,
        tuple(game.winners),
        tuple(game.kongs),
        tuple(ends),
        draw,
        game.dealer_streak,
        game.round_wind,
    )


def ended_event(game: Game, settlement: Settlement, draw: bool) -> HandEnded:
    return HandEnded(
        draw,
        tuple(w.seat for w in game.winners),
        settlement.payments,
        tuple(settlement.net()),
        tuple(tuple(p.concealed()) for p in game.players),
    )
