"""Normal: closeness and live tiles weighed against what the finished hand is worth in this
region, minus the danger of each discard; claims only when they raise that expectation.

Region knowledge (``regions``/``region_*``) supplies the value of a hand (临沧/临汾: a plain hand
only self-drawn for 1 each, patterns also on discards) and the threat each opponent poses.
Folding is not a separate mode: when a ready-looking threat makes a tile cost more than the own
far hand can gain, the safest tile ranks first.
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_desktop.ai.base import (
    ComputerPlayer,
    after_claim,
    allowed_discards,
    pass_of,
)
from mahjong_desktop.ai.ranking import (
    DiscardFigures,
    TableRead,
    hand_gain,
    rank_discards,
    read_table,
)
from mahjong_desktop.engine.actions import Action, Chow, ExposedKong, Pong
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.hand_facts import Meld

# A claim must beat passing by this many expected points: claims reveal the hand and end the
# chance of seven pairs, costs the estimate does not see.
_CLAIM_MARGIN = 0.05
# An exposed kong's money and replacement draw, as this level counts it.
_KONG_CLAIM = 0.5


class NormalPlayer(ComputerPlayer):
    level = "normal"

    def turn(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        allowed = allowed_discards(legal)
        if not allowed:
            return legal[0]
        read = read_table(view, self.know)
        ranked = self.rank(view, read, allowed)
        if not ranked:
            return self.discard_action(view, legal, min(allowed), False)
        top = ranked[0]
        return self.discard_action(view, legal, top.tile, top.shanten == 0)

    def rank(self, view: PlayerView, read: TableRead, allowed: set[int]) -> list[DiscardFigures]:
        return rank_discards(view, self.know, read, view.counts(), view.me.melds, allowed)

    def claim(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        options = [a for a in legal if isinstance(a, Pong | ExposedKong | Chow)]
        if not options:
            return pass_of(legal)
        read = read_table(view, self.know)
        scores = self.claim_scores(view, read, options)
        best_action, best = None, scores.get(None, 0.0) + _CLAIM_MARGIN
        for action in options:
            s = scores.get(action)
            if s is not None and s > best:
                best_action, best = action, s
        return best_action if best_action is not None else pass_of(legal)

    def claim_scores(
        self, view: PlayerView, read: TableRead, options: Sequence[Action]
    ) -> dict[Action | None, float]:
        """Expected points of passing (key None) and of each claim, by the estimate."""
        counts = view.counts()
        melds = view.me.melds
        sh = self.shanten(counts, len(melds), view.wild)
        out: dict[Action | None, float] = {
            None: hand_gain(view, self.know, read, counts, melds)
            + self.kong_worth(read, counts, melds)
        }
        for action in options:
            after = after_claim(view, action)
            if after is None:
                continue
            c, new_melds, needs_discard = after
            if needs_discard:
                ranked = self.estimated_ranking(view, read, c, new_melds)
                if ranked:
                    out[action] = ranked[0].utility
            elif self.shanten(c, len(new_melds), view.wild) <= sh:
                # Kong money and a free replacement draw on top of an unchanged hand.
                out[action] = hand_gain(
                    view, self.know, read, c, new_melds
                ) + self.kong_claim_worth(read, c, new_melds)
        return out

    # --- what the hard level prices and normal does not ---------------------------------------
    def estimated_ranking(
        self, view: PlayerView, read: TableRead, counts: Sequence[int], melds: tuple[Meld, ...]
    ) -> list[DiscardFigures]:
        """The discards after a claim, ranked by the estimate."""
        return rank_discards(view, self.know, read, counts, melds)

    def kong_worth(
        self, read: TableRead, counts13: Sequence[int], melds: tuple[Meld, ...]
    ) -> float:
        """Kong money expected from the triplets and pongs kept: not counted at this level."""
        return 0.0

    def kong_claim_worth(
        self, read: TableRead, counts13: Sequence[int], melds: tuple[Meld, ...]
    ) -> float:
        """What claiming a kong adds to the hand left (a flat allowance at this level)."""
        return _KONG_CLAIM
