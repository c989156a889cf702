"""A finished session in figures: the ranking, each seat's wins, self-draws and deal-ins, and the
best hand — what the session-end screen shows, computed from the hands' summaries alone.

Counts are per win, not per hand: in 兰州 包扣到底 one player may win six times in one hand, and
each of those is a win (and a self-draw or a deal-in) of its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mahjong_desktop.engine.session import HandSummary
from mahjong_desktop.rules.hand_facts import Meld, ScoreItem
from mahjong_desktop.rules.settlement import WinRecord
from mahjong_desktop.tiles import NUM_KINDS

SEATS = 4


@dataclass(frozen=True, slots=True)
class SeatRecord:
    """One seat over the session. ``rank``: 1 for the highest total; equal totals share a rank
    and the next rank is skipped (1, 1, 3, 4). ``self_draws`` are wins nobody dealt in to (自摸,
    杠上花); ``deal_ins`` (点炮) are wins on this seat's tile — a discard, or its robbed kong
    (抢杠: the konger pays as the discarder would)."""

    seat: int
    rank: int
    total: int
    wins: int
    self_draws: int
    deal_ins: int


@dataclass(frozen=True, slots=True)
class BestHand:
    """The hand that brought one winner the most: ``hand`` its index, ``gain`` the winner's net
    over that hand (what the end-of-hand screen showed as "this hand"), ``wins`` the winner's wins
    in it (their patterns and tiles). The net, not a single win's worth, because payments do not
    say which of a player's wins in one hand they are for (包扣到底), and kong money is theirs
    too."""

    hand: int
    seat: int
    gain: int
    wins: tuple[WinRecord, ...]
    wild: int | None

    @property
    def items(self) -> tuple[ScoreItem, ...]:
        """The items of every win of the hand, each named once, in the order scored. Named by
        key and name: 临安's two 碰 of different tiles (碰 西, 碰 中) are two lines of one win —
        keyed alone, one of them vanished and the lines no longer added up to the total."""
        seen: dict[tuple[str, str], ScoreItem] = {}
        for win in self.wins:
            for item in win.evaluation.items:
                seen.setdefault((item.key, item.name_zh), item)
        return tuple(seen.values())

    @property
    def concealed(self) -> tuple[int, ...]:
        """The first win's concealed tiles (with the winning tile), as sorted kinds."""
        counts = self.wins[0].concealed
        return tuple(k for k in range(min(NUM_KINDS, len(counts))) for _ in range(counts[k]))

    @property
    def melds(self) -> tuple[Meld, ...]:
        return self.wins[0].melds


@dataclass(frozen=True, slots=True)
class SessionStats:
    hands: int
    draws: int
    seats: tuple[SeatRecord, ...]  # by seat
    best: BestHand | None  # None when nobody won a hand

    def ranking(self) -> list[SeatRecord]:
        """Seats from the first place down; equal totals in seat order."""
        return sorted(self.seats, key=lambda r: (r.rank, r.seat))


def competition_ranks(totals: Sequence[int]) -> list[int]:
    """1 + how many seats have more (standard competition ranking: 1, 1, 3, 4)."""
    return [1 + sum(other > mine for other in totals) for mine in totals]


def session_stats(summaries: Sequence[HandSummary]) -> SessionStats:
    totals = tuple(summaries[-1].totals) if summaries else (0,) * SEATS
    wins = [0] * SEATS
    self_draws = [0] * SEATS
    deal_ins = [0] * SEATS
    best: BestHand | None = None
    for summary in summaries:
        for win in summary.wins:
            wins[win.seat] += 1
            if win.from_seat is None:
                self_draws[win.seat] += 1
            else:
                deal_ins[win.from_seat] += 1
        for seat in dict.fromkeys(w.seat for w in summary.wins):
            gain = summary.net[seat]
            if best is None or gain > best.gain:  # ties: the earlier hand stays
                own = tuple(w for w in summary.wins if w.seat == seat)
                best = BestHand(summary.index, seat, gain, own, summary.wild)
    ranks = competition_ranks(totals)
    seats = tuple(
        SeatRecord(s, ranks[s], totals[s], wins[s], self_draws[s], deal_ins[s])
        for s in range(SEATS)
    )
    draws = sum(1 for s in summaries if s.draw)
    return SessionStats(len(summaries), draws, seats, best)
