"""Normal: closeness and live tiles weighed against what the finished hand is worth in this
region, minus the danger of each discard; claims only when they raise that expectation, counting
the kong money (``kong_value``) a pong may still collect as an added kong and a triplet kept by
passing as a concealed one; a concealed or added kong by the shared rule (one that costs no step).

Region knowledge (``regions``/``region_*``) supplies the value of a hand (临沧/临汾: a plain hand
only self-drawn for 1 each, patterns also on discards) and the threat each opponent poses.
Folding is not a separate mode: when a ready-looking threat makes a tile cost more than the own
far hand can gain, the safest tile ranks first.

Where the region asks for it (``RegionKnowledge.normal_search_reach``: 兰州 but in 两报), normal
also re-prices its best discards and its claims by the draw search of ``search`` once the hand is
within that many steps of ready, as the hard level does from two steps (hard's module doc tells
how). The search's code lives here, shared by both levels; a reach of None keeps the estimate
alone.

Kong money is divided between the levels (``kongs_in_discards``, ``kongs_by_worth``): normal
counts it in claims, where it is worth most; ranking every discard by it and declaring kongs by
their worth are the hard level's, because where hard's search adds nothing measurable they are
what makes hard the stronger level. The measurements that decided this: docs/performance.md,
"Kong money in claims, discards and kongs".
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from mahjong_desktop.ai.base import (
    ComputerPlayer,
    after_claim,
    after_kong,
    allowed_discards,
    pass_of,
)
from mahjong_desktop.ai.honour_run import with_honour_run
from mahjong_desktop.ai.kong_value import kong_chances
from mahjong_desktop.ai.ranking import (
    DiscardFigures,
    TableRead,
    hand_gain,
    rank_discards,
    read_table,
)
from mahjong_desktop.ai.search import TIME_LIMIT, DrawSearch, decision_clock
from mahjong_desktop.ai.situation import minus
from mahjong_desktop.engine.actions import Action, AddedKong, Chow, ConcealedKong, ExposedKong, Pong
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.hand_facts import Meld

# How many of the estimate's best discards the search re-prices, by their shanten: a ready or
# one-from-ready hand is cheap to search, a two-from-ready hand costs a discard table per draw.
_CANDIDATES = {0: 14, 1: 5, 2: 3}
# Claims are searched only from hands this close to ready (see hard's module doc).
_SEARCHED_CLAIM_SHANTEN = 1

# A claim must beat passing by this many expected points: claims reveal the hand and end the
# chance of seven pairs, costs the estimate does not see.
_CLAIM_MARGIN = 0.05


class NormalPlayer(ComputerPlayer):
    level = "normal"
    # The kong refinements beyond claims (see module doc): discards ranked with the kong money of
    # the triplets and pongs they keep, and kongs declared when their money beats the step they
    # cost. The hard level's.
    kongs_in_discards = False
    kongs_by_worth = False
    # Whether closeness is the steps to a hand that can pay where the region asks for it
    # (``RegionKnowledge.paying_closeness``). The hard level's.
    closeness_to_paying = False
    # Whether a run of honour discards that may still win (临沧/临汾 十老头/七风,
    # ``RegionKnowledge.honour_runs``) is priced into the discards. The hard level's.
    honour_runs = False
    # Set when the last search could not price exactly and the estimate decided (hard's module
    # doc); always False for a player that does not search.
    fell_back = False
    # decision_clock() deadline of the decision being made (None: each search gets TIME_LIMIT).
    deadline: float | None = None
    # The view of the last turn ranked and its ranking: the coach shows the very ranking the
    # choice came from, since a second search could differ if the time limit cut one of them.
    _ranked: tuple[PlayerView, list[DiscardFigures]] | None = None

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
        self.fell_back = False
        self.deadline = decision_clock() + TIME_LIMIT
        ranked = self.with_runs(
            view, read, self.searched_ranking(view, read, view.counts(), view.me.melds, allowed)
        )
        self._ranked = (view, ranked)
        return ranked

    def with_runs(
        self, view: PlayerView, read: TableRead, ranked: list[DiscardFigures]
    ) -> list[DiscardFigures]:
        """A turn's ranking with the honour run priced in, where this level and the region
        count one (``honour_runs``); as it is otherwise."""
        runs = self.know.honour_runs() if self.honour_runs else None
        if runs is None:
            return ranked
        return with_honour_run(view, runs, read, ranked, self.know.win_swing)

    def ranking_of(self, view: PlayerView) -> list[DiscardFigures] | None:
        """The ranking the last ``rank`` made, if it was for this very view object."""
        if self._ranked is not None and self._ranked[0] is view:
            return self._ranked[1]
        return None

    # --- the search over the own next draws (hard's module doc) ------------------------------
    def search_reach(self, view: PlayerView) -> int | None:
        """How far from ready this player searches its next draws in this hand (None: the
        estimate alone): for normal, the region's choice (``RegionKnowledge.
        normal_search_reach``)."""
        return self.know.normal_search_reach(view)

    def _search(self, view: PlayerView, read: TableRead, melds: tuple[Meld, ...]) -> DrawSearch:
        left = TIME_LIMIT if self.deadline is None else self.deadline - decision_clock()
        return DrawSearch(view, self.know, read, melds, time_limit=max(0.0, left))

    def searched_ranking(
        self,
        view: PlayerView,
        read: TableRead,
        counts: Sequence[int],
        melds: tuple[Meld, ...],
        allowed: set[int] | None,
    ) -> list[DiscardFigures]:
        """The estimate's ranking with its head re-priced by the search, where the best discard
        leaves the hand within ``search_reach`` of ready; the estimate's as it is otherwise."""
        base = self.estimated_discards(view, read, counts, melds, allowed)
        reach = self.search_reach(view)
        if not base or reach is None:
            return base
        best = min(f.shanten for f in base)
        k = _CANDIDATES.get(best) if best <= reach else None
        if k is None:
            return base  # far from ready: the estimate's figures stand
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
        """The discards ranked by the estimate as this level sees it: with the kong money where
        the level counts it in discards and, where the level and the region ask for it,
        closeness by the steps to a hand that can pay. The search re-prices its head; a decision
        that falls back keeps it whole."""
        ranked = rank_discards(
            view,
            self.know,
            read,
            counts,
            melds,
            allowed,
            paying_closeness=self.closeness_to_paying and self.know.paying_closeness,
        )
        return self.discard_kongs(read, counts, melds, ranked)

    def _exact(self, search: DrawSearch, outs: int) -> bool:
        """The search priced everything exactly: it met no hand only the estimate can price, and
        no budget of its own or of the region's scorer (``budget_outs`` was ``outs`` when the
        decision began) ran out."""
        return not search.approximate and self.know.budget_outs == outs

    def claim(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        options = [a for a in legal if isinstance(a, Pong | ExposedKong | Chow)]
        if not options:
            return pass_of(legal)
        sure = self.face_up_kong(view, options)
        if sure is not None:
            return sure
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
        """Expected points of passing (key None) and of each claim: searched where the hand is
        within reach (passing and every claim alike, down to exact ready prices), by the estimate
        otherwise or where the search could not price exactly."""
        counts = view.counts()
        melds = view.me.melds
        self.fell_back = False
        sh = self.shanten(counts, len(melds), view.wild)
        reach = self.search_reach(view)
        if reach is None or sh > min(reach, _SEARCHED_CLAIM_SHANTEN):
            return self.estimated_claim_scores(view, read, options)
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
            return self.estimated_claim_scores(view, read_table(view, self.know), options)
        return out

    def estimated_claim_scores(
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
                    out[action] = ranked[0].utility - ranked[0].safety
            elif self.shanten(c, len(new_melds), view.wild) <= sh:
                # Kong money and a free replacement draw on top of an unchanged hand.
                out[action] = hand_gain(
                    view, self.know, read, c, new_melds
                ) + self.kong_claim_worth(read, c, new_melds)
        return out

    # --- kong money --------------------------------------------------------------------------
    def discard_kongs(
        self,
        read: TableRead,
        counts: Sequence[int],
        melds: tuple[Meld, ...],
        ranked: list[DiscardFigures],
    ) -> list[DiscardFigures]:
        """A turn's discard ranking as this level sees it: with kong money where the level
        counts it in discards (``kongs_in_discards``), as ranked otherwise."""
        if not self.kongs_in_discards:
            return ranked
        return self.with_kongs(read, counts, melds, ranked)

    def with_kongs(
        self,
        read: TableRead,
        counts: Sequence[int],
        melds: tuple[Meld, ...],
        ranked: list[DiscardFigures],
    ) -> list[DiscardFigures]:
        """``ranked`` with each discard's kong money added, re-ranked among the closest."""
        priced = [
            replace(f, kong=self.kong_worth(read, minus(tuple(counts), f.tile), melds))
            for f in ranked
        ]
        n = next((i for i, f in enumerate(priced) if not f.closest), len(priced))
        return sorted(priced[:n], key=DiscardFigures.sort_key) + priced[n:]

    def estimated_ranking(
        self, view: PlayerView, read: TableRead, counts: Sequence[int], melds: tuple[Meld, ...]
    ) -> list[DiscardFigures]:
        return self.with_kongs(
            read, counts, melds, rank_discards(view, self.know, read, counts, melds)
        )

    def kong_worth(
        self, read: TableRead, counts13: Sequence[int], melds: tuple[Meld, ...]
    ) -> float:
        return kong_chances(self.know.kong_money, read.sit, read.hazard, counts13, melds)

    def kong_claim_worth(
        self, read: TableRead, counts13: Sequence[int], melds: tuple[Meld, ...]
    ) -> float:
        money = self.know.kong_money
        return money.settle * money.exposed + self.kong_worth(read, counts13, melds)

    def kong(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        """A concealed or added kong when the money it collects now plus the hand it leaves are
        worth more than the best discard, both by the estimate (as claims from two steps out).
        The shared rule, a kong that costs no step, misses kongs worth a step: a concealed kong
        collects 6 in 上饶 and 临沧, half a win or more, while the hand it breaks (a far 十三烂,
        a sequence lending the fourth tile) may be worth far less. Regions without kong money,
        and levels without ``kongs_by_worth``, keep the shared rule."""
        sure = self.face_up_kong(view, legal)
        if sure is not None:
            return sure
        if not self.kongs_by_worth:
            return super().kong(view, legal)
        scores = self.kong_scores(view, legal)
        if not scores:
            return super().kong(view, legal)
        best: Action | None = None
        worth = sum(scores[None])
        for action, parts in scores.items():
            if action is not None and sum(parts) > worth:
                best, worth = action, sum(parts)
        return best

    def face_up_kong(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        """A kong (declared, or claimed from a discard) after which a face-up tail tile
        completes the hand: the replacement is then that tile and the hand wins at once
        (杠上开花, ``ai.face_up_kong``), where this player plans such wins."""
        sure = self.face_up_kongs(view, legal)
        return max(sure, key=lambda a: sure[a][1], default=None)

    def face_up_kongs(
        self, view: PlayerView, legal: Sequence[Action]
    ) -> dict[Action, tuple[int, float]]:
        """Each kong in ``legal`` that wins at once on a face-up tail tile, with that tile and
        the points of the win (``face_up_kong``; the coach says why)."""
        out: dict[Action, tuple[int, float]] = {}
        if not self.know.plans_face_up_kongs:
            return out
        counts = view.counts()
        melds = view.me.melds
        for action in legal:
            if isinstance(action, ConcealedKong | AddedKong):
                left, after = after_kong(counts, melds, action)
            elif isinstance(action, ExposedKong):
                claimed = after_claim(view, action)
                if claimed is None:
                    continue
                left, after, _ = claimed
            else:
                continue
            win = self.know.face_up_win(view, left, after)
            if win is not None:
                out[action] = win
        return out

    def kong_scores(
        self, view: PlayerView, legal: Sequence[Action]
    ) -> dict[Action | None, tuple[float, float]]:
        """(kong money collected now, expected points of the hand after) for each concealed or
        added kong in ``legal``, and for not declaring (key None: 0, the best discard's worth);
        empty where the region pays no kong money or no kong is legal."""
        money = self.know.kong_money
        kongs = [a for a in legal if isinstance(a, ConcealedKong | AddedKong)]
        if not kongs or not (money.concealed or money.added):
            return {}
        read = read_table(view, self.know)
        counts = view.counts()
        melds = view.me.melds
        allowed = allowed_discards(legal)
        ranked = [
            f
            for f in self.estimated_ranking(view, read, counts, melds)
            if not allowed or f.tile in allowed
        ]
        keep = float("-inf")
        if ranked:
            top = ranked[0]
            keep = top.utility
            # Four alike kept are counted as a kong declared later (``kong_chances``); declaring
            # it or not is what is being weighed here, so the keeping side does not get it.
            for a in kongs:
                if isinstance(a, ConcealedKong) and top.tile != a.tile:
                    keep -= money.settle * money.concealed
        out: dict[Action | None, tuple[float, float]] = {None: (0.0, keep)}
        for a in kongs:
            c, new_melds = after_kong(counts, melds, a)
            now = money.concealed if isinstance(a, ConcealedKong) else money.added
            after = hand_gain(view, self.know, read, c, new_melds)
            out[a] = (money.settle * now, after + self.kong_worth(read, c, new_melds))
        return out


def _capped(f: DiscardFigures, floor: float) -> DiscardFigures:
    """``f`` with its win worth lowered so that its utility is at most ``floor``."""
    over = f.utility - floor
    return replace(f, gain=f.gain - over) if over > 0 else f
