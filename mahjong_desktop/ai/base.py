"""What every level shares: the decision skeleton, kongs, and hand facts after a claim.

Order of a decision: a legal win is always taken; before play the region module decides (甩牌);
on a claim the level weighs each claim against passing; on a turn a kong is made when it costs no
progress, otherwise the level picks a discard and the region module may attach a move (报听).
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_desktop.ai.face_up_kong import grown
from mahjong_desktop.ai.regions import RegionKnowledge, knowledge_for
from mahjong_desktop.engine.actions import (
    Action,
    AddedKong,
    Chow,
    ConcealedKong,
    Discard,
    ExposedKong,
    Pass,
    Pong,
    Win,
)
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.engine.rng import SplitMix64
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.hand import shanten_counts
from mahjong_desktop.rules.hand_facts import Meld, MeldKind
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.tiles import NUM_KINDS


class ComputerPlayer:
    """Base of the levels. Holds the region's rules and its own seeded generator — no game."""

    level = "base"

    def __init__(self, region: RegionRules, seed: int = 0) -> None:
        self.know: RegionKnowledge = knowledge_for(region)
        self.rng = SplitMix64(seed)
        self.name = self.level

    def __call__(self, view: PlayerView) -> Action:
        return self.choose(view, view.legal)

    def pre_play(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        """Before play (兰州: the dealer's 玩法 and 番种, 甩牌): the region knowledge's choice."""
        return self.know.pre_play(view, legal)

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        if not legal:
            raise ValueError(f"player {view.seat} was asked to act but has no legal action")
        self.know.follow(view)
        if len(legal) == 1:
            return legal[0]
        for a in legal:
            if isinstance(a, Win):
                return a
        if view.phase == Phase.PRE_PLAY:
            return self.pre_play(view, legal)
        if view.phase in (Phase.CLAIM, Phase.ROB):
            return self.claim(view, legal)
        kong = self.kong(view, legal)
        if kong is not None:
            return kong
        return self.turn(view, legal)

    # --- to be refined by the levels -------------------------------------------------------------
    def claim(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        return pass_of(legal)

    def turn(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        raise NotImplementedError

    # --- shared pieces --------------------------------------------------------------------------
    def shanten(self, counts: Sequence[int], melds: int, wild: int | None) -> int:
        try:
            return shanten_counts(list(counts), melds=melds, wild=wild, rules=self.know.shape_rules)
        except ValueError:
            return 8

    def kong(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        """A concealed or added kong that keeps the hand as close (and a ready hand's waits as
        wide): it scores kong money and draws a replacement for free."""
        counts = view.counts()
        now = None
        for a in legal:
            if not isinstance(a, ConcealedKong | AddedKong):
                continue
            if now is None:
                now = self.shanten(counts, len(view.me.melds), view.wild)
            after, new_melds = after_kong(counts, view.me.melds, a)
            if self.shanten(after, len(new_melds), view.wild) <= now:
                return a
        return None

    def discard_action(
        self, view: PlayerView, legal: Sequence[Action], tile: int, ready_after: bool
    ) -> Action:
        move = self.know.with_discard(view, legal, tile, ready_after)
        if move is not None:
            return move
        for a in legal:
            if isinstance(a, Discard) and a.tile == tile:
                return a
        return next((a for a in legal if isinstance(a, Discard)), legal[0])


def pass_of(legal: Sequence[Action]) -> Action:
    return next((a for a in legal if isinstance(a, Pass)), legal[0])


def allowed_discards(legal: Sequence[Action]) -> set[int]:
    return {a.tile for a in legal if isinstance(a, Discard)}


def after_claim(
    view: PlayerView, action: Action
) -> tuple[list[int], tuple[Meld, ...], bool] | None:
    """(concealed counts, melds, needs a discard) after a claim, or None if not a meld claim."""
    tile = view.claim_tile
    if tile is None:
        return None
    counts = view.counts()
    melds = view.me.melds
    frm = view.claim_from
    if isinstance(action, Pong):
        counts[tile] -= 2
        return counts, (*melds, Meld(MeldKind.PONG, (tile,) * 3, frm, tile)), True
    if isinstance(action, ExposedKong):
        counts[tile] -= 3
        return counts, (*melds, Meld(MeldKind.KONG, (tile,) * 4, frm, tile)), False
    if isinstance(action, Chow):
        for t in action.tiles:
            counts[t] -= 1
        run = tuple(sorted((*action.tiles, tile)))
        return counts, (*melds, Meld(MeldKind.CHOW, run, frm, tile)), True
    return None


def after_kong(
    counts: Sequence[int], melds: tuple[Meld, ...], action: ConcealedKong | AddedKong
) -> tuple[list[int], tuple[Meld, ...]]:
    """(concealed counts, melds) after declaring ``action``, before the replacement draw: a
    waiting-size hand."""
    after = list(counts)
    tile = action.tile
    if isinstance(action, ConcealedKong):
        after[tile] -= 4
        return after, (*melds, Meld(MeldKind.CONCEALED_KONG, (tile,) * 4))
    after[tile] -= 1
    return after, grown(melds, tile)


def effective_13(
    player: ComputerPlayer, counts: Sequence[int], melds: int, wild: int | None
) -> tuple[int, list[int]]:
    """(shanten, kinds whose draw lowers it) of a waiting-size hand."""
    now = player.shanten(counts, melds, wild)
    c = list(counts)
    out = []
    for k in range(NUM_KINDS):
        if c[k] >= 4:
            continue
        c[k] += 1
        if player.shanten(c, melds, wild) < now:
            out.append(k)
        c[k] -= 1
    return now, out
