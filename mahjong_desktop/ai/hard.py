"""Hard: the normal level's candidates re-priced by a search over its own next draws.

The search's code is ``NormalPlayer``'s (``searched_ranking``, ``claim_scores``), because a
region may have the normal level search too, nearer to ready (``RegionKnowledge.
normal_search_reach``: 兰州 but in 两报, where the estimate alone left normal behind a plain
player). The hard level always searches, from two steps out, and adds the refinements below.

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
shuts out the discard one step from a paying hand. In 临沧 and 临汾 hard also prices the chance of
a run of honour discards that wins outright (十老头/七风, ``RegionKnowledge.honour_runs``,
``ai.honour_run``) into its discards, which no other level aims for, and guards its discard
right after its own kong (``PlayerView.after_kong``): any ready hand may win on that one as 杠上炮,
a plain hand too, so its danger counts among the closest discards (``RegionKnowledge.
discard_threats``, ``danger_among_closest``). And it plans 杠上开花 on the face-up tail tiles
there (``ai.face_up_kong``, ``RegionKnowledge.plans_face_up_kongs``): a kong, declared or
claimed, after which a face-up tile completes the hand wins at once and is always made; the
search counts, for a ready hand that waits on a face-up tile, the fourth copy of each of its
pongs and concealed triplets as a winning tile too (a concealed triplet's also from anyone's
discard), so the hard level steers its waits onto those tiles as the seed advises. The
search's time limit (a safety net the node budgets never reach) is for the whole decision,
however many searches a claim with several options runs, and counts the decision's own CPU time
(``search.decision_clock``): a decision spends at most about ``TIME_LIMIT`` of computing, and
other work on the machine does not change what it decides.
"""

from __future__ import annotations

from mahjong_desktop.ai.base import allowed_discards
from mahjong_desktop.ai.normal import NormalPlayer
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.region import RegionRules

# Hard searches when the best discard leaves the hand at most this many steps from ready.
HARD_SEARCH_REACH = 2


class HardPlayer(NormalPlayer):
    level = "hard"
    kongs_in_discards = True
    kongs_by_worth = True
    closeness_to_paying = True
    honour_runs = True

    def __init__(self, region: RegionRules, seed: int = 0) -> None:
        super().__init__(region, seed)
        self.know.for_hard()

    def search_reach(self, view: PlayerView) -> int | None:
        return HARD_SEARCH_REACH


__all__ = ["HardPlayer", "allowed_discards"]
