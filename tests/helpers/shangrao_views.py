"""上饶 decision views made by hand for the AI and coach tests: seat 0 on its turn holding a written
hand, with 1s as the 宝 (the turned-up indicator 9s)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from mahjong_desktop.engine.actions import ConcealedKong, Discard
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.engine.view import PlayerView, SeatInfo
from mahjong_desktop.rules.hand_facts import Meld
from mahjong_desktop.tiles import parse, parse_one

BAO = parse_one("1s")  # the 宝 of these hands (indicator 9s)


def seat_info(seat: int, melds: Sequence[Meld] = (), discards: Sequence[int] = ()) -> SeatInfo:
    return SeatInfo(
        seat, 27 + seat, tuple(melds), tuple(discards), (False,) * len(discards), 13, (), False, 0
    )


def turn_view(
    hand: str,
    *,
    discards: str = "",
    others: Sequence[SeatInfo] | None = None,
    wall_live: int = 60,
) -> PlayerView:
    """Seat 0 on its turn holding ``hand`` (14 tiles, the last one just drawn)."""
    tiles = parse(hand)
    seats = (seat_info(0, discards=parse(discards)), *(others or [seat_info(s) for s in (1, 2, 3)]))
    return PlayerView(
        seat=0,
        hand_number=0,
        dealer=1,
        dealer_streak=0,
        round_wind=27,
        phase=Phase.TURN,
        turn=0,
        concealed=tuple(sorted(tiles)),
        drawn=tiles[-1],
        seats=seats,
        wall_live=wall_live,
        face_up=(parse_one("9s"),),
        wild=BAO,
        claim_tile=None,
        claim_from=None,
        legal=tuple(Discard(0, t) for t in sorted(set(tiles))),
        win_locked=False,
        waits=(),
    )


def with_kong(view: PlayerView, kind: str) -> PlayerView:
    return replace(view, legal=(*view.legal, ConcealedKong(0, parse_one(kind))))
