"""What a learner is shown about their own hand: each wait, how many are unseen, and whether it
would really be a legal win — by discard and by self-draw — and for how much.

docs/rules/common.md asks every region to show this: in 临沧/临汾/上饶 a plain hand is ready but
cannot win on a discard, in 临安 a hand under the 200/300 胡 minimum is not a win at all, in 兰州
nothing wins without 报听. The verdicts come from the region's own scorer
(``RegionRules.evaluate``), fed with what the seat's ``PlayerView`` shows, so a hint never disagrees
with what the game will allow. Only public facts and the seat's own tiles are used.

The region-aware calls a computer player wants (all documented in docs/computer-players.md,
"Writing your own computer player"):

- ``win_value(region, view, tile, *, by, counts, discarding, declared, discarder)``: would this
  tile be a legal win, and for how much (an ``Evaluation``; ``win_points`` reads its amount);
- ``wait_values(region, view, counts, *, discarding, declared)``: every wait of a waiting hand so;
- ``view_discard_table(region, view)`` and ``view_shanten(region, view, counts)``: the hand
  functions called with the region's shapes (``region.shape_rules(view.variant)``), the view's
  wild and melds and the tiles it sees outside its hand (``view.outside_counts()``);
- ``hand_variant(region, view)``: the rule variant in force (兰州 玩法), set or chosen.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.hand import DiscardInfo, discard_table, shanten_counts
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


def wait_values(
    region: RegionRules,
    view: PlayerView,
    counts: Sequence[int] | None = None,
    *,
    discarding: int | None = None,
    declared: bool | None = None,
) -> list[WaitValue]:
    """Waits of a waiting hand (3k+1 concealed tiles), each judged by the region.

    ``counts`` defaults to the seat's own concealed hand; pass another count vector to ask about a
    hypothetical hand, e.g. the hand after a discard (see ``discard_hints``), and ``discarding``
    for the tile that discard throws away: discarding a wild is a 飞宝 (上饶), which the scorer
    must count. ``declared`` judges the hand as declared ready (True) or not (False) instead of
    as the seat stands: in 兰州 两报/三报 an undeclared hand wins on nothing, so ask with
    ``declared=True`` whether its waits would win once it declares (报听). Regions without 报听
    ignore it. The discard verdicts assume a discarder who has not declared (兰州 包: that
    discarder pays for all three). A hand that is not ready gives ``[]``.
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
    unseen = view.unseen_counts()
    out: list[WaitValue] = []
    for tile in sorted(region.waits(hand, melds, view.wild, variant=view.variant)):
        complete = list(hand)
        complete[tile] += 1
        out.append(
            WaitValue(
                tile=tile,
                unseen=unseen[tile],
                by_discard=region.evaluate(
                    view_win_context(
                        view, complete, tile, WinBy.DISCARD, discarding, declared=declared
                    )
                ),
                by_self_draw=region.evaluate(
                    view_win_context(
                        view, complete, tile, WinBy.SELF_DRAW, discarding, declared=declared
                    )
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
    *,
    declared: bool | None = None,
    discarder: int | None = None,
) -> WinContext:
    """The region scorer's input for a hypothetical win of the viewing seat, from public facts
    and its own tiles only. ``complete`` is the concealed count vector including ``tile``.
    ``melds`` defaults to the seat's melds (pass others for a claim being weighed);
    ``discarding`` is a tile about to be thrown (a 宝 thrown is a 飞宝); ``declared`` overrides
    whether the seat has declared ready (兰州 报听; None: as it stands); ``discarder`` is the seat
    whose discard is won on (its 报听 decides 兰州 包; None: a discarder who has not declared)."""
    me = view.me
    if discarder is not None and not 0 <= discarder < len(view.seats):
        raise ValueError(f"discarder must be a seat 0–3, got {discarder!r}")
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
        declared_ready=me.declared_ready if declared is None else declared,
        discarder_declared_ready=(discarder is not None and view.seats[discarder].declared_ready),
        wild=wild,
        flowers=len(me.flowers),
        discarded_wilds=wilds_thrown,
        dealer_streak=view.dealer_streak,
        variant=view.variant,
    )


def _waiting_hand(
    view: PlayerView, counts: Sequence[int] | None, discarding: int | None
) -> list[int]:
    """The 3k+1-tile hand a question is about: ``counts``, else the seat's own hand (less
    ``discarding`` when it holds one tile more, on its turn)."""
    hand = list(view.counts() if counts is None else counts)
    if len(hand) != NUM_KINDS:
        raise ValueError(f"a count vector has {NUM_KINDS} entries, got {len(hand)}")
    melds = len(view.me.melds)
    if counts is None and discarding is not None and sum(hand) == 14 - 3 * melds:
        if not hand[discarding]:
            raise ValueError(f"discarding {discarding}: the hand holds no such tile")
        hand[discarding] -= 1
    if sum(hand) != 13 - 3 * melds:
        raise ValueError(
            f"a waiting hand with {melds} declared melds has {13 - 3 * melds} concealed tiles, "
            f"not {sum(hand)} (on your turn pass discarding=<the tile you would throw>)"
        )
    return hand


def win_value(
    region: RegionRules,
    view: PlayerView,
    tile: int,
    *,
    by: str | WinBy = "discard",
    counts: Sequence[int] | None = None,
    discarding: int | None = None,
    declared: bool | None = None,
    discarder: int | None = None,
) -> Evaluation:
    """Would ``tile`` be a legal win for the viewing seat, and for how much — the region's own
    verdict (``region.evaluate``), from what the view shows.

    ``by``: ``"discard"`` (won on a discard) or ``"self_draw"`` (also ``"robbed_kong"``,
    ``"kong_replacement"``, ``"discard_after_kong"`` or a ``WinBy``). The hand is the waiting
    hand (13 − 3 × melds concealed tiles) the tile would complete: ``counts`` if given, else the
    seat's concealed tiles — on its own turn, when it holds one more, pass ``discarding`` (the
    tile it would throw first). ``declared``: judge as declared ready (True) or not (False)
    instead of as the seat stands (兰州 两报/三报 need 报听 to win; other regions ignore it).
    ``discarder``: the seat whose discard is won on (兰州 包 depends on whether it declared;
    default: one that has not).

    Read the result with ``.legal`` (and ``.reason`` why not), ``.items`` (the score lines) and
    ``win_points(evaluation)``, the stake units the win collects. A tile that does not complete
    the hand is simply not legal.
    """
    how = by if isinstance(by, WinBy) else WinBy(by)
    hand = _waiting_hand(view, counts, discarding)
    if not 0 <= tile < NUM_KINDS:
        raise ValueError(f"not a tile kind: {tile!r} (kinds are 0–33)")
    if hand[tile] >= COPIES:
        return Evaluation.illegal("all four copies are in the hand", region.unit)
    complete = list(hand)
    complete[tile] += 1
    return region.evaluate(
        view_win_context(
            view, complete, tile, how, discarding, declared=declared, discarder=discarder
        )
    )


def win_points(evaluation: Evaluation, *, discarder_is_dealer: bool = False) -> int:
    """Stake units a win collects from the three other players (0 if it is not legal): on a
    self-draw 3 × ``each``, on a discard win ``discarder`` + 2 × ``other`` (兰州 包: the
    discarder pays 3 × alone, ``other`` is 0). Where the amount differs by payer (临安 老庄 when
    the winner is not the dealer) the dealer's share comes from ``evaluation.pays()``;
    ``discarder_is_dealer`` says whether the dealer is the discarder. Kong money and the
    region's other payments are not part of a win's value."""
    if not evaluation.legal:
        return 0
    pays = evaluation.pays()
    if "each" in pays:
        if "dealer" in pays:
            return 2 * pays["each"] + pays["dealer"]
        return 3 * pays["each"]
    if "discarder" in pays:
        discarder, other = pays["discarder"], pays.get("other", 0)
        if "dealer_as_discarder" in pays:
            if discarder_is_dealer:
                return pays["dealer_as_discarder"] + 2 * other
            return discarder + other + pays["dealer_as_other"]
        return discarder + 2 * other
    return 0


def hand_variant(region: RegionRules, view: PlayerView) -> str | None:
    """The rule variant this hand is played under: in 兰州 the 玩法 as its option value
    (``"liang_bao"``, ``"san_bao"``, ``"qiao_qiao_hu"``, ``"liang_bao_bao"``, ``"san_bao_bao"``),
    whether set in the options or chosen by the dealer (None while the dealer has not chosen);
    None in regions without variants. ``view.variant`` alone is set only when the dealer chose."""
    return region.variant_in_force(view.variant)


def view_discard_table(
    region: RegionRules,
    view: PlayerView,
    counts: Sequence[int] | None = None,
    *,
    melds: int | None = None,
) -> list[DiscardInfo]:
    """``hand.discard_table`` for a full hand (14 − 3 × melds concealed tiles; default the seat's
    own, on its turn) with the region's winning shapes, the hand's wild and the tiles the seat
    sees outside that hand, so 七对, 十三烂/九幺 (上饶) and 兰州's sets count and the unseen numbers
    are right. ``melds`` defaults to the seat's declared melds (a kong and a 甩牌 set count one
    each); pass ``counts`` and ``melds`` for a hypothetical hand made of the seat's own tiles and
    the tile on offer, e.g. after a pong (two copies fewer, one meld more). Rows are best first
    (lowest shanten, then most unseen effective tiles); shanten 0 means ready, and its effective
    tiles are the waits by shape (not all of them need be legal wins: ask ``win_value``)."""
    hand = list(view.counts() if counts is None else counts)
    return discard_table(
        hand,
        melds=len(view.me.melds) if melds is None else melds,
        wild=view.wild,
        rules=region.shape_rules(view.variant),
        visible=_outside(view, hand),
    )


def view_shanten(
    region: RegionRules,
    view: PlayerView,
    counts: Sequence[int] | None = None,
    *,
    melds: int | None = None,
) -> int:
    """Tiles from ready of the seat's concealed hand (or ``counts``: 13 − 3 × melds or
    14 − 3 × melds tiles; ``melds`` defaults to the seat's declared melds) by the region's shapes
    and the hand's wild: −1 complete, 0 ready."""
    hand = list(view.counts() if counts is None else counts)
    return shanten_counts(
        hand,
        melds=len(view.me.melds) if melds is None else melds,
        wild=view.wild,
        rules=region.shape_rules(view.variant),
    )


def _outside(view: PlayerView, hand: Sequence[int]) -> list[int]:
    """What the seat sees outside ``hand`` (its own hand, or one made of its own tiles and the
    tile on offer): every seen tile not in ``hand`` — tiles it gave up lie in melds or discards,
    still seen — never more than the four copies less the hand's."""
    visible = view.visible_counts()
    return [max(0, min(COPIES - hand[k], visible[k] - hand[k])) for k in range(NUM_KINDS)]
