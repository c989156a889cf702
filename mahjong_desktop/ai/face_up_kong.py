"""杠上开花 on a face-up tail tile, planned (临沧/临汾; the hard level's).

Where the rules turn tail tiles face up (``RegionRules.kong_win_takes_face_up``), a player who is
ready, declares a kong and waits on one of those tiles takes it as the replacement and wins at
once: a self-drawn win with the 杠上花 番 on top (docs/rules/lincang.md; the seed: "玩家可以對照
翻開的兩張牌去配合叫牌", players match their waits to the two face-up tiles). A plain hand, which
otherwise wins only self-drawn for 1 from each, then collects a 1-番 self-draw, 3 from each.

So a ready hand that waits on a face-up kind has more winning tiles than its waits: the fourth
copy of each of its pongs (drawn: an added kong) and of each concealed triplet it holds (drawn: a
concealed kong; thrown by anyone: an exposed kong), as long as the hand left after that kong
still waits on the face-up tile. ``kong_wins`` lists them for the search's pricing of ready
hands (``DrawSearch``); ``face_up_win`` is also what the player checks before declaring or
claiming a kong, which then wins for certain.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from mahjong_desktop.engine.hints import view_win_context
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.hand_facts import Meld, MeldKind, WinBy
from mahjong_desktop.rules.region import RegionRules

# The waits of a waiting-size hand with this many melds, as the player counts them.
WaitsOf = Callable[[Sequence[int], int], set[int]]


@dataclass(frozen=True, slots=True)
class KongWin:
    """Drawing ``tile`` lets the hand kong and take a face-up tail tile, winning ``points``;
    ``claimable``: a concealed triplet's fourth, which any player's discard gives too."""

    tile: int
    points: float
    claimable: bool


def face_up_win(
    region: RegionRules,
    view: PlayerView,
    counts13: Sequence[int],
    melds: tuple[Meld, ...],
    waits_of: WaitsOf,
) -> tuple[int, float] | None:
    """(face-up tile, points) of the best win a waiting-size hand (``counts13``, ``melds``
    holding the kong just declared) makes by taking a face-up tail tile as the kong's
    replacement; None when none completes it."""
    if not view.face_up:
        return None
    return _best_face_up(region, view, counts13, melds, waits_of(counts13, len(melds)))


def _best_face_up(
    region: RegionRules,
    view: PlayerView,
    counts13: Sequence[int],
    melds: tuple[Meld, ...],
    waits: set[int],
) -> tuple[int, float] | None:
    """``face_up_win`` for a hand whose waits are known."""
    best: tuple[int, float] | None = None
    for tile in sorted(waits & set(view.face_up)):
        if counts13[tile] >= 4:
            continue
        complete = list(counts13)
        complete[tile] += 1
        ctx = view_win_context(view, complete, tile, WinBy.KONG_REPLACEMENT, melds=melds)
        try:
            ev = region.evaluate(ctx)
        except (ValueError, KeyError, IndexError):
            continue
        points = float(3 * (ev.each or 0) + (ev.discarder or 0) + 2 * (ev.other or 0))
        if ev.legal and (best is None or points > best[1]):
            best = (tile, points)
    return best


def kong_wins(
    region: RegionRules,
    view: PlayerView,
    counts13: Sequence[int],
    melds: tuple[Meld, ...],
    unseen: Sequence[int],
    waits_of: WaitsOf,
) -> tuple[KongWin, ...]:
    """The tiles whose draw (or, for a concealed triplet, any discard) would let this ready hand
    kong and win on a face-up tail tile; only kinds with a copy still unseen."""
    if not view.face_up:
        return ()
    out: list[KongWin] = []
    own: set[int] | None = None  # an added kong leaves the hand, and so its waits, as they are
    for meld in melds:
        tile = meld.tiles[0]
        if meld.kind is MeldKind.PONG and unseen[tile] and not counts13[tile]:
            if own is None:
                own = waits_of(counts13, len(melds))
            win = _best_face_up(region, view, counts13, grown(melds, tile), own)
            if win is not None:
                out.append(KongWin(tile, win[1], claimable=False))
    for tile, n in enumerate(counts13):
        if n != 3 or not unseen[tile]:
            continue
        left = list(counts13)
        left[tile] -= 3
        kong = Meld(MeldKind.CONCEALED_KONG, (tile,) * 4)
        win = face_up_win(region, view, left, (*melds, kong), waits_of)
        if win is not None:
            out.append(KongWin(tile, win[1], claimable=True))
    return tuple(out)


def grown(melds: tuple[Meld, ...], tile: int) -> tuple[Meld, ...]:
    """``melds`` with the pong of ``tile`` grown into an added kong."""
    return tuple(
        Meld(MeldKind.ADDED_KONG, (tile,) * 4, m.from_seat, m.claimed)
        if m.kind is MeldKind.PONG and m.tiles[0] == tile
        else m
        for m in melds
    )
