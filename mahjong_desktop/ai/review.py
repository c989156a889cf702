"""The review of a finished hand: each of the player's decisions set beside the coach's.

For every decision the player made (a view with its legal actions, and the action taken) the
coach (``advise``) is asked again. A ``ReviewItem`` holds what the player did and what the hard
player would do, with the worth of both on the coach's own scale (expected points in the region's
stake units) and the coach's reasons for both. ``Review.unit`` says how those worths are shown
(the units of the table's score plates, as the hint line shows them: × 100 × 底注 in 临安, × the
table's base stake where the app's 底分 multiplies the plates: ``stake``). No Qt: the
GUI's review screen shows the frozen items; tests and scripts may call ``review`` directly.

"Given up" (``loss``) is the coach's worth of its choice minus the worth it gives the player's
choice: 0 when they agree, and a guide rather than a verdict, since the coach's figures are
expectations of its own (an estimate far from ready, a search near it).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from mahjong_desktop.ai.coach import Advice, advise
from mahjong_desktop.ai.hard import HardPlayer
from mahjong_desktop.ai.worth_unit import POINTS_UNIT, WorthUnit
from mahjong_desktop.engine.actions import Action, Discard, RegionMove, Win
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.tiles import name as tile_name

Decision = tuple[PlayerView, Action]


@dataclass(frozen=True, slots=True)
class ReviewItem:
    """One decision. ``number``: its place among the player's decisions of the hand (1 = first);
    ``phase``: ``turn``, ``claim``, ``rob`` or ``pre_play``; ``concealed``: the player's concealed
    tiles then (kinds, with ``drawn`` among them on a turn); ``taken``/``advised``: the player's
    action and the coach's; ``taken_value``/``advised_value``: their worth on the coach's scale
    (points; None when the coach gives that action no figure, e.g. a win or a region move);
    ``loss``: ``advised_value − taken_value`` when both are known, else None; the reasons are the
    coach's, for its own choice and for the player's."""

    number: int
    phase: Phase
    concealed: tuple[int, ...]
    drawn: int | None
    claim_tile: int | None
    taken: Action
    advised: Action
    taken_value: float | None
    advised_value: float | None
    reason_zh: str
    reason_en: str
    taken_reason_zh: str
    taken_reason_en: str

    @property
    def agrees(self) -> bool:
        # Equal actions only: a 兰州 报听 with a discard is another decision than the bare discard.
        return self.taken == self.advised

    @property
    def loss(self) -> float | None:
        if self.agrees:
            return 0.0
        if self.taken_value is None or self.advised_value is None:
            return None
        return max(0.0, self.advised_value - self.taken_value)


@dataclass(frozen=True, slots=True)
class Review:
    """A hand's review: its items in order, and totals over them; ``unit``: how the worths
    are shown to the player."""

    items: tuple[ReviewItem, ...]
    unit: WorthUnit = POINTS_UNIT

    @property
    def agreed(self) -> int:
        return sum(1 for i in self.items if i.agrees)

    @property
    def given_up(self) -> float:
        """Points given up over the decisions where both worths are known."""
        return sum(i.loss or 0.0 for i in self.items)


def review(
    decisions: Sequence[Decision],
    region: RegionRules,
    *,
    player: HardPlayer | None = None,
    progress: Callable[[int, int], bool] | None = None,
    stake: int = 1,
) -> Review:
    """The coach's view of each decision with more than one legal action. ``progress(done,
    total)`` is called after each; returning False stops the review early (what is done so far
    is returned). ``stake``: the base stake of the plates the review is read beside; the
    reasons and ``Review.unit`` show worths at it, the items' worths stay raw."""
    hard = player if player is not None else HardPlayer(region)
    asked = [(v, a) for v, a in decisions if len(v.legal) > 1]
    items: list[ReviewItem] = []
    for n, (view, taken) in enumerate(asked, start=1):
        if taken not in view.legal:
            raise ValueError(f"decision {n}: {taken} was not one of the legal actions")
        items.append(_item(n, view, taken, advise(view, region, hard, stake=stake)))
        if progress is not None and not progress(n, len(asked)):
            break
    return Review(tuple(items), hard.know.worth_unit.times(stake))


def _item(number: int, view: PlayerView, taken: Action, advice: Advice) -> ReviewItem:
    advised = advice.choice
    best_zh, best_en, best_value, best_scale = _judgement(advice, advised)
    taken_zh, taken_en, taken_value, taken_scale = _judgement(advice, taken)
    if taken_scale != best_scale:
        # A kong is weighed against not declaring by the estimate, a discard against the other
        # discards by the search: worths on two scales are not compared.
        taken_value = best_value = None
    return ReviewItem(
        number=number,
        phase=view.phase,
        concealed=view.concealed,
        drawn=view.drawn,
        claim_tile=view.claim_tile,
        taken=taken,
        advised=advised,
        taken_value=taken_value,
        advised_value=best_value,
        reason_zh=best_zh,
        reason_en=best_en,
        taken_reason_zh=taken_zh,
        taken_reason_en=taken_en,
    )


def _judgement(advice: Advice, action: Action) -> tuple[str, str, float | None, str]:
    """(reason zh, reason en, worth, which ranking it comes from) the coach gives ``action``;
    empty reasons and no worth when it ranks no such option (a win, a region move without a
    discard)."""
    if isinstance(action, Win):
        return "和牌", "win", None, "win"
    tile = discarded(action)
    if tile is not None:
        # A discard is judged among the discards, also on a turn where a kong was weighed.
        for d in advice.discards:
            if d.tile == tile_name(tile):
                return d.reason_zh, d.reason_en, d.value, "discard"
    for scale, rows in (("kong", advice.kongs), ("claim", advice.claims)):
        for row in rows:
            if row.action == action:
                return row.reason_zh, row.reason_en, row.expected_points, scale
    return "", "", None, "none"


def discarded(action: Action) -> int | None:
    """The tile an action discards (a discard, or 兰州 报听 with its discard)."""
    if isinstance(action, Discard):
        return action.tile
    if isinstance(action, RegionMove) and action.tiles:
        return action.tiles[0]
    return None
