"""The end of a hand as data: who won how, which kongs were made, and the payments that follow.

The engine fills a ``HandOutcome``; the region turns it into a ``Settlement`` (payments that sum to
zero plus the itemised explanation of every win).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mahjong_desktop.rules.hand_facts import Evaluation, Meld, MeldKind, WinBy


@dataclass(frozen=True, slots=True)
class Payment:
    """``payer`` pays ``payee`` ``amount`` (region stake units). ``reason`` is an identifier
    (``self_draw``, ``discard_win``, ``kong_exposed``, ``cha_da_jiao`` …) the UI translates."""

    payer: int
    payee: int
    amount: int
    reason: str

    def to_json(self) -> list[object]:
        return [self.payer, self.payee, self.amount, self.reason]


@dataclass(frozen=True, slots=True)
class WinRecord:
    """One winner of a hand. ``from_seat`` is the discarder or the robbed konger (None if
    self-drawn); ``special`` names a win without a complete hand (``shi_lao_tou``, ``qi_feng``)."""

    seat: int
    win_tile: int | None
    win_by: WinBy
    from_seat: int | None
    evaluation: Evaluation
    concealed: tuple[int, ...] = ()
    melds: tuple[Meld, ...] = ()
    special: str | None = None
    automatic: bool = False


@dataclass(frozen=True, slots=True)
class KongRecord:
    """A completed kong. ``from_seat`` is the discarder for an exposed kong."""

    seat: int
    kind: MeldKind
    tile: int
    from_seat: int | None = None


@dataclass(frozen=True, slots=True)
class SeatEnd:
    """A player's tiles when the hand ended (the settlement screen shows all of them)."""

    concealed: tuple[int, ...]  # count vector
    melds: tuple[Meld, ...]
    declared_ready: bool = False


@dataclass(frozen=True, slots=True)
class HandOutcome:
    """What happened in a hand, for the region's settlement and the next-dealer rule."""

    dealer: int
    winners: tuple[WinRecord, ...]
    kongs: tuple[KongRecord, ...]
    seats: tuple[SeatEnd, ...]
    draw: bool
    dealer_streak: int = 0
    round_wind: int = 27

    @property
    def first_winner(self) -> WinRecord | None:
        """The winner who deals next in winner-deals regions: with several winners on one discard,
        the one nearest after the discarder in play order (they are stored in that order)."""
        return self.winners[0] if self.winners else None


@dataclass(frozen=True, slots=True)
class ReadyCheck:
    """查大叫: a player's readiness at an exhaustive draw and what their best wait is worth."""

    seat: int
    ready: bool
    best_wait: int | None = None
    value: int = 0
    evaluation: Evaluation | None = None


@dataclass(frozen=True, slots=True)
class Settlement:
    """Payments (summing to zero over all players) and the explanation of every win."""

    payments: tuple[Payment, ...]
    wins: tuple[WinRecord, ...] = ()
    ready_checks: tuple[ReadyCheck, ...] = ()
    notes: tuple[str, ...] = field(default=())

    def net(self) -> list[int]:
        """Each player's gain (+) or loss (−) over the hand."""
        net = [0, 0, 0, 0]
        for p in self.payments:
            net[p.payer] -= p.amount
            net[p.payee] += p.amount
        return net
