"""What a learner is shown about their own hand: each wait, how many are unseen, and whether it
would really be a legal win — by discard and by self-draw — and for how much.

common.md asks every region to show this: in 临沧/临汾/上饶 a plain hand is ready but cannot win on
a discard, in 临安 a hand under the 200/300 胡 minimum is not a win at all, in 兰州 nothing wins
without 报听. The verdicts come from the region's own scorer (``RegionRules.evaluate``), fed with
what the seat's ``PlayerView`` shows, so a hint never disagrees with what the game will allow.
Only public facts and the seat's own tiles are used.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.hand_facts import Evaluation, Meld, WinBy, WinContext
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.tiles import COPIES, NUM_KINDS


@dataclass(frozen=True, slots=True)
class WaitValue:
    """One wait of a ready hand. ``unseen``: copies the seat cannot see anywhere (4 minus its own
    tiles, all melds, discards on the table, face-up and laid-out tiles)."""

    tile: int
    unseen: int
    by_discard: Evaluation
    by_self_draw: Evaluation

    @property
    def wins_by_discard(self) -> bool:
        return self.by_discard.legal

    @property
    def wins_by_self_draw(self) -> bool:
        return self.by_self_draw.legal


@dataclass(frozen=True, slots=True)
class DiscardHint:
    """Discarding ``discard`` leaves the hand ready on ``waits``."""

    discard: int
    waits: tuple[WaitValue, ...]

    @property
    def unseen(self) -> int:
        return sum(w.unseen for w in self.waits)

    @property
    def legal_unseen(self) -> int:
        """Unseen copies of the waits that would be a legal win at least by self-draw."""
        return sum(w.unseen for w in self.waits if w.wins_by_self_draw or w.wins_by_discard)


def unseen_counts(view: PlayerView) -> list[int]:
    """Per kind, the copies this seat cannot see (never negative)."""
    visible = view.visible_counts()
    return [max(0, COPIES - visible[k]) for k in range(NUM_KINDS)]


def wait_values(
    region: RegionRules,
    view: PlayerView,
    counts: Sequence[int] | None = None,
    *,
    discarding: int | None = None,
) -> list[WaitValue]:
    """Waits of a waiting hand (3k+1 concealed tiles), each judged by the region.

    ``counts`` defaults to the seat's own concealed hand; pass another count vector to ask about a
    hypothetical hand, e.g. the hand after a discard (see ``discard_hints``), and ``discarding``
    for the tile that discard throws away: discarding a wild is a 飞宝 (上饶), which the scorer
    must count. A hand that is not ready gives ``[]``.
    """
    hand = list(view.counts() if counts is None else counts)
    if len(hand) != NUM_KINDS:
        raise ValueError(f"a count vector has {NUM_KINDS} entries, got {len(hand)}")
    melds = len(view.me.melds)
    size = sum(hand)
    if size != 13 - 3 * melds:
        raise ValueError(
            f"a waiting hand with {melds} declared melds has {13 - 3 * melds} concealed tiles, "
            f"not {size}"
        )
    unseen = unseen_counts(view)
    out: list[WaitValue] = []
    for tile in sorted(region.waits(hand, melds, view.wild, variant=view.variant)):
        complete = list(hand)
        complete[tile] += 1
        out.append(
            WaitValue(
                tile=tile,
                unseen=unseen[tile],
                by_discard=region.evaluate(
                    view_win_context(view, complete, tile, WinBy.DISCARD, discarding)
                ),
                by_self_draw=region.evaluate(
                    view_win_context(view, complete, tile, WinBy.SELF_DRAW, discarding)
                ),
            )
        )
    return out


def discard_hints(region: RegionRules, view: PlayerView) -> list[DiscardHint]:
    """For a full hand (3k+2 concealed tiles, the seat's turn): every discard that leaves the hand
    ready, with the waits it leaves. Discards that leave no wait are not listed."""
    hand = view.counts()
    melds = len(view.me.melds)
    if sum(hand) != 14 - 3 * melds:
        raise ValueError("discard hints need a full hand (it is this seat's turn to discard)")
    hints: list[DiscardHint] = []
    for tile in range(NUM_KINDS):
        if not hand[tile]:
            continue
        hand[tile] -= 1
        waits = wait_values(region, view, hand, discarding=tile)
        hand[tile] += 1
        if waits:
            hints.append(DiscardHint(tile, tuple(waits)))
    return hints


def view_win_context(
    view: PlayerView,
    complete: Sequence[int],
    tile: int,
    win_by: WinBy,
    discarding: int | None = None,
    melds: tuple[Meld, ...] | None = None,
) -> WinContext:
    """The region scorer's input for a hypothetical win of the viewing seat, from public facts
    and its own tiles only. ``melds`` defaults to the seat's melds (pass others for a claim being
    weighed); ``discarding`` is a tile about to be thrown (a 宝 thrown is a 飞宝)."""
    me = view.me
    wild = view.wild
    wilds_thrown = 0 if wild is None else me.discards.count(wild) + (discarding == wild)
    return WinContext(
        concealed=tuple(complete),
        melds=me.melds if melds is None else melds,
        win_tile=tile,
        win_by=win_by,
        seat_wind=me.wind,
        round_wind=view.round_wind,
        dealer=view.seat == view.dealer,
        declared_ready=me.declared_ready,
        discarder_declared_ready=False,
        wild=wild,
        flowers=len(me.flowers),
        discarded_wilds=wilds_thrown,
        dealer_streak=view.dealer_streak,
        variant=view.variant,
    )
