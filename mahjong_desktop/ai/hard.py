"""Hard: the normal level's candidates re-priced by a search over its own next draws.

The normal ranking (closeness, live tiles, region values, danger) picks the candidates; for each,
``DrawSearch`` computes the expected points of the hand that is left, with ready hands priced by
the region's real scorer; the danger of the discard itself is subtracted as before. Hands three
or more steps from ready keep the normal figures (the search would only return estimates there).
Claims are weighed the same way, the searched worth of passing against the best discard after
the claim, when passing is at most one step from ready: both sides are then searched down to
exact ready prices. Further out the claim's side would be searched a step closer to ready than
passing, and exact prices run 15–20 % below the estimate (临沧, measured), so hard under-claimed:
there both sides are estimated (normal's figures). On top of the win, hard counts the kong money
the triplets and pongs kept may still collect (``kong_value``) in discards and claims alike, and
declares a concealed or added kong when that money plus the hand left beats the best discard
(``NormalPlayer.kong``); normal counts it in claims only (``NormalPlayer.kongs_in_discards``,
``kongs_by_worth``: where the search adds nothing measurable, these make hard the stronger level).
When the search had to price some hand by the estimate (``DrawSearch.approximate``: a budget ran
out, or a hand the region does not let win had nothing exact to price) or the region's scorer
budget ran out (``RegionKnowledge.budget_outs``), the decision falls back to the estimate's
figures (``estimated_discards``: normal's, kong money included): part-exact, part-estimated worths
do not compare. In 临安, where most decisions fall back (a candidate leaves a hand the minimum does
not let win), the estimate is the hard level's own: it counts the 台 a lone honour may still
become (``RegionKnowledge.for_hard``) and measures closeness by the steps to a hand that can pay
(``RegionKnowledge.paying_closeness``), so a hand ready in shape below the minimum no longer
shuts out the discard one step from a paying hand. The search's time limit (a safety net the
node budgets never reach) is for the whole decision, however many searches a claim with several
options runs, and counts the decision's own CPU time (``search.decision_clock``): a decision
spends at most about ``TIME_LIMIT`` of computing, and other work on the machine does not change
what it decides.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from mahjong_desktop.ai.base import after_claim, allowed_discards
from mahjong_desktop.ai.normal import NormalPlayer
from mahjong_desktop.ai.ranking import (
    DiscardFigures,
    TableRead,
    rank_discards,
    read_table,
)
from mahjong_desktop.ai.search import TIME_LIMIT, DrawSearch, decision_clock
from mahjong_desktop.ai.situation import minus
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.hand_facts import Meld
from mahjong_desktop.rules.region import RegionRules

# How many of the normal level's best discards the search re-prices, by their shanten: a ready
# or one-from-ready hand is cheap to search, a two-from-ready hand costs a discard table per draw.
_CANDIDATES = {0: 14, 1: 5, 2: 3}
# Claims are searched only from hands this close to ready (see module doc).
_SEARCHED_CLAIM_SHANTEN = 1


class HardPlayer(NormalPlayer):
    level = "hard"
    kongs_in_discards = True
    kongs_by_worth = True
    # Set when the last search could not price exactly and the estimate decided (see module doc).
    fell_back = False
    # decision_clock() deadline of the decision being made (None: each search gets TIME_LIMIT).
    deadline: float | None = None
    # The view of the last turn ranked and its ranking: the coach shows the very ranking the
    # choice came from, since a second search could differ if the time limit cut one of them.
    _ranked: tuple[PlayerView, list[DiscardFigures]] | None = None

    def __init__(self, region: RegionRules, seed: int = 0) -> None:
        super().__init__(region, seed)
        self.know.for_hard()

    def _search(self, view: PlayerView, read: TableRead, melds: tuple[Meld, ...]) -> DrawSearch:
        left = TIME_LIMIT if self.deadline is None else self.deadline - decision_clock()
        return DrawSearch(view, self.know, read, melds, time_limit=max(0.0, left))

    def rank(self, view: PlayerView, read: TableRead, allowed: set[int]) -> list[DiscardFigures]:
        self.fell_back = False
        self.deadline = decision_clock() + TIME_LIMIT
        ranked = self.searched_ranking(view, read, view.counts(), view.me.melds, allowed)
        self._ranked = (view, ranked)
        return ranked

    def ranking_of(self, view: PlayerView) -> list[DiscardFigures] | None:
        """The ranking the last ``rank`` made, if it was for this very view object."""
        if self._ranked is not None and self._ranked[0] is view:
            return self._ranked[1]
        return None

    def searched_ranking(
        self,
        view: PlayerView,
        read: TableRead,
        counts: Sequence[int],
        melds: tuple[Meld, ...],
        allowed: set[int] | None,
    ) -> list[DiscardFigures]:
        base = self.estimated_discards(view, read, counts, melds, allowed)
        if not base:
            return base
        best = min(f.shanten for f in base)
        k = _CANDIDATES.get(best)
        if k is None:
            return base  # far from ready: the normal figures stand
        # Closeness first (see ranking): only the closest discards compete, unless folding.
        head = [f for f in base[:k] if f.closest]
        k = len(head)
        outs = self.know.budget_outs
        search = self._search(view, read, melds)
        searched = []
        for f in head:
            gain, p_win, sh = search.evaluate(minus(tuple(counts), f.tile), depth=1)
            if not self._exact(search, outs):
                self.fell_back = True
                return base  # the candidates left need not be searched
            searched.append(replace(f, gain=gain, p_win=p_win, shanten=min(f.shanten, sh)))
        searched.sort(key=DiscardFigures.sort_key)
        # Closest discards past the search's reach rank after the searched ones; their shown
        # worth is capped so that they read in rank order.
        floor = min((f.utility for f in searched), default=0.0)
        tail = [_capped(f, floor) if f.closest else f for f in base[k:]]
        return searched + tail

    def estimated_discards(
        self,
        view: PlayerView,
        read: TableRead,
        counts: Sequence[int],
        melds: tuple[Meld, ...],
        allowed: set[int] | None,
    ) -> list[DiscardFigures]:
        """The discards ranked by the estimate as this level sees them: normal's ranking with the
        kong money added and, where the region asks for it, closeness by the steps to a hand that
        can pay. The search re-prices its head; a decision that falls back keeps it whole."""
        ranked = rank_discards(
            view,
            self.know,
            read,
            counts,
            melds,
            allowed,
            paying_closeness=self.know.paying_closeness,
        )
        return self.discard_kongs(read, counts, melds, ranked)

    def claim_scores(
        self, view: PlayerView, read: TableRead, options: Sequence[Action]
    ) -> dict[Action | None, float]:
        counts = view.counts()
        melds = view.me.melds
        self.fell_back = False
        sh = self.shanten(counts, len(melds), view.wild)
        if sh > _SEARCHED_CLAIM_SHANTEN:
            return super().claim_scores(view, read, options)
        self.deadline = decision_clock() + TIME_LIMIT
        outs = self.know.budget_outs
        search = self._search(view, read, melds)
        out: dict[Action | None, float] = {
            None: search.evaluate(counts, depth=1)[0] + self.kong_worth(read, counts, melds)
        }
        for action in options:
            if self.fell_back or not self._exact(search, outs):
                break  # the estimate will decide the whole claim: stop searching
            after = after_claim(view, action)
            if after is None:
                continue
            c, new_melds, needs_discard = after
            if needs_discard:
                ranked = self.searched_ranking(view, read, c, new_melds, None)
                if ranked:
                    out[action] = ranked[0].utility - ranked[0].safety
            elif self.shanten(c, len(new_melds), view.wild) <= sh:
                kong = self._search(view, read, new_melds)
                worth = kong.evaluate(c, depth=1)[0]
                out[action] = worth + self.kong_claim_worth(read, c, new_melds)
                self.fell_back = not self._exact(kong, outs)
        if self.fell_back or not self._exact(search, outs):
            self.fell_back = True
            # A fresh reading of the table restarts the region's per-decision scorer budget
            # (临安), which the searches spent: the claim is then judged exactly as the estimate
            # judges it.
            return super().claim_scores(view, read_table(view, self.know), options)
        return out

    def _exact(self, search: DrawSearch, outs: int) -> bool:
        """The search priced everything exactly: it met no hand only the estimate can price, and
        no budget of its own or of the region's scorer (``budget_outs`` was ``outs`` when the
        decision began) ran out."""
        return not search.approximate and self.know.budget_outs == outs


def _capped(f: DiscardFigures, floor: float) -> DiscardFigures:
    """``f`` with its win worth lowered so that its utility is at most ``floor``."""
    over = f.utility - floor
    return replace(f, gain=f.gain - over) if over > 0 else f


__all__ = ["HardPlayer", "allowed_discards"]
