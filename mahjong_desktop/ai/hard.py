"""Hard: the normal level's candidates re-priced by a search over its own next draws.

The normal ranking (closeness, live tiles, region values, danger) picks the candidates; for each,
``DrawSearch`` computes the expected points of the hand that is left, with ready hands priced by
the region's real scorer; the danger of the discard itself is subtracted as before. Hands three
or more steps from ready keep the normal figures (the search would only return estimates there).
Claims are weighed the same way: the searched worth of passing against the best discard after
the claim.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from mahjong_desktop.ai.base import after_claim, allowed_discards
from mahjong_desktop.ai.normal import NormalPlayer
from mahjong_desktop.ai.ranking import DiscardFigures, TableRead, rank_discards
from mahjong_desktop.ai.search import DrawSearch
from mahjong_desktop.ai.situation import minus
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.hand_facts import Meld

# How many of the normal level's best discards the search re-prices, by their shanten: a ready
# or one-from-ready hand is cheap to search, a two-from-ready hand costs a discard table per draw.
_CANDIDATES = {0: 14, 1: 5, 2: 3}


class HardPlayer(NormalPlayer):
    level = "hard"

    def rank(self, view: PlayerView, read: TableRead, allowed: set[int]) -> list[DiscardFigures]:
        return self.searched_ranking(view, read, view.counts(), view.me.melds, allowed)

    def searched_ranking(
        self,
        view: PlayerView,
        read: TableRead,
        counts: Sequence[int],
        melds: tuple[Meld, ...],
        allowed: set[int] | None,
    ) -> list[DiscardFigures]:
        base = rank_discards(view, self.know, read, counts, melds, allowed)
        if not base:
            return base
        best = min(f.shanten for f in base)
        k = _CANDIDATES.get(best)
        if k is None:
            return base  # far from ready: the normal figures stand
        # Closeness first (see ranking): only the closest discards compete, unless folding.
        head = [f for f in base[:k] if f.closest]
        k = len(head)
        search = DrawSearch(view, self.know, read, melds)
        searched = []
        for f in head:
            gain, p_win, sh = search.evaluate(minus(tuple(counts), f.tile), depth=1)
            searched.append(replace(f, gain=gain, p_win=p_win, shanten=min(f.shanten, sh)))
        searched.sort(key=DiscardFigures.sort_key)
        # Closest discards past the search's reach rank after the searched ones; their shown
        # worth is capped at the lowest searched worth so the figures read in rank order.
        floor = min((f.gain for f in searched), default=0.0)
        tail = [replace(f, gain=min(f.gain, floor)) if f.closest else f for f in base[k:]]
        return searched + tail

    def claim_scores(
        self, view: PlayerView, read: TableRead, options: Sequence[Action]
    ) -> dict[Action | None, float]:
        counts = view.counts()
        melds = view.me.melds
        search = DrawSearch(view, self.know, read, melds)
        out: dict[Action | None, float] = {None: search.evaluate(counts, depth=1)[0]}
        sh = self.shanten(counts, len(melds), view.wild)
        for action in options:
            after = after_claim(view, action)
            if after is None:
                continue
            c, new_melds, needs_discard = after
            if needs_discard:
                ranked = self.searched_ranking(view, read, c, new_melds, None)
                if ranked:
                    out[action] = ranked[0].utility
            elif self.shanten(c, len(new_melds), view.wild) <= sh:
                gain = DrawSearch(view, self.know, read, new_melds).evaluate(c, depth=1)[0]
                out[action] = gain + 0.5
        return out


__all__ = ["HardPlayer", "allowed_discards"]
