"""The hard level: the search re-prices normal's closest discards, and falls back to normal's
figures (plus the kong money hard always counts, and in 临沧/临汾 the honour run it aims for) for a
decision whose search ran out of budget (the issue: "within a time budget, falling back to
normal")."""

from __future__ import annotations

import time

import pytest

from mahjong_desktop.ai.base import allowed_discards
from mahjong_desktop.ai.hard import HardPlayer
from mahjong_desktop.ai.normal import NormalPlayer
from mahjong_desktop.ai.ranking import read_table
from mahjong_desktop.ai.search import decision_clock
from mahjong_desktop.engine.actions import Chow, Discard, Pong
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.rules.registry import load_region
from tests.helpers.seeded_hands import views_of


def _turns(region_id: str, seeds: range) -> list[PlayerView]:
    region = load_region(region_id)
    return [
        v
        for v in views_of(region, seeds, "hard")
        if v.phase == "turn" and any(isinstance(a, Discard) for a in v.legal)
    ]


def _ranking(player: NormalPlayer, view: PlayerView) -> list[tuple[int, float]]:
    read = read_table(view, player.know)
    ranked = player.rank(view, read, allowed_discards(view.legal))
    return [(f.tile, round(f.utility, 9)) for f in ranked]


def _normal_with_kongs(region: RegionRules, view: PlayerView) -> list[tuple[int, float]]:
    """Normal's ranking with hard's kong money (and honour run) added."""
    hard = HardPlayer(region, 1)
    read = read_table(view, hard.know)
    normal = NormalPlayer(region, 1).rank(view, read, allowed_discards(view.legal))
    ranked = hard.with_runs(view, read, hard.with_kongs(read, view.counts(), view.me.melds, normal))
    return [(f.tile, round(f.utility, 9)) for f in ranked]


def _hard_estimate(region: RegionRules, view: PlayerView) -> list[tuple[int, float]]:
    """The hard level's estimated ranking: what a fallen-back decision must show."""
    hard = HardPlayer(region, 1)
    read = read_table(view, hard.know)
    counts, melds = view.counts(), view.me.melds
    ranked = hard.estimated_discards(view, read, counts, melds, allowed_discards(view.legal))
    return [(f.tile, round(f.utility, 9)) for f in hard.with_runs(view, read, ranked)]


def test_with_enough_budget_the_search_decides() -> None:
    region = load_region("lincang")
    differed = 0
    for view in _turns("lincang", range(3)):
        hard = HardPlayer(region, 1)
        got = _ranking(hard, view)
        assert not hard.fell_back
        differed += got != _ranking(NormalPlayer(region, 1), view)
    assert differed > 0  # the search re-prices: its figures are its own


def _falls_back(region_id: str, seeds: range, node_budget: int | None = None) -> int:
    """How many turns of these hands fell back; each of them must carry normal's figures."""
    region = load_region(region_id)
    fell = 0
    for view in _turns(region_id, seeds):
        hard = HardPlayer(region, 1)
        if node_budget is not None:
            hard.know.node_budget = node_budget
        got = _ranking(hard, view)
        if hard.fell_back:
            fell += 1
            assert got == _hard_estimate(region, view)
            if region_id != "linan":  # no refinements of its own: normal's figures
                assert got == _normal_with_kongs(region, view)
    return fell


def test_a_search_out_of_node_budget_falls_back_to_the_normal_figures() -> None:
    assert _falls_back("lincang", range(3), node_budget=1) > 0  # the first draw spends it


def test_a_search_out_of_the_regions_scorer_budget_falls_back_too() -> None:
    # 临安's scorer budget per decision is shared by normal's pricing and the search's wait tests;
    # hands priced partly by the scorer and partly by estimate must not be compared.
    assert _falls_back("linan", range(4)) > 0


def test_a_decision_out_of_time_falls_back_to_the_normal_figures(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The time limit is the whole decision's: with none left, every search stops at its first
    # node and the normal ranking decides (under heavy load a decision stays near the limit).
    monkeypatch.setattr("mahjong_desktop.ai.normal.TIME_LIMIT", 0.0)
    assert _falls_back("lincang", range(2)) > 0


def test_a_claim_that_falls_back_is_decided_as_normal_decides_it() -> None:
    # The searches spend 临安's per-decision scorer budget; normal's claim figures must not be
    # computed with what is left of it. (临安 has no kong money, so no kong worth either; the
    # estimate is the hard level's own, which counts lone honours.)
    region = load_region("linan")
    claims = [
        v
        for v in views_of(region, range(10, 16), "hard")
        if v.phase == "claim" and any(isinstance(a, Pong | Chow) for a in v.legal)
    ]
    fell = 0
    for view in claims:
        hard = HardPlayer(region, 1)
        choice = hard.choose(view, view.legal)
        if hard.fell_back:
            fell += 1
            normal = NormalPlayer(region, 1)
            normal.know.for_hard()
            assert choice == normal.choose(view, view.legal)
    assert fell > 0


def test_claims_are_searched_only_from_one_step_from_ready(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # From two steps out, the claim's side would be searched down to exact ready prices and
    # passing only to estimated leaves (15–20 % apart in 临沧): both sides are estimated instead.
    class Searched(Exception):
        pass

    def no_search(*args: object, **kwargs: object) -> None:
        raise Searched

    region = load_region("lincang")
    claims = [
        v
        for v in views_of(region, range(8), "hard")
        if v.phase == "claim" and any(isinstance(a, Pong) for a in v.legal)
    ]
    monkeypatch.setattr("mahjong_desktop.ai.normal.DrawSearch", no_search)
    far = near = 0
    for view in claims:
        hard = HardPlayer(region, 1)
        options = [a for a in view.legal if isinstance(a, Pong)]
        read = read_table(view, hard.know)
        if hard.shanten(view.counts(), len(view.me.melds), view.wild) >= 2:
            far += 1
            hard.claim_scores(view, read, options)  # estimated: no search made
        else:
            near += 1
            with pytest.raises(Searched):
                hard.claim_scores(view, read, options)
    assert far > 0 and near > 0


def test_the_time_limit_counts_the_decisions_own_cpu_time_not_the_machines() -> None:
    # A search cut short by time decides differently; waiting for a busy machine (here: asleep)
    # must not count, or the same view would get different answers under load.
    start_cpu, start_wall = decision_clock(), time.perf_counter()
    time.sleep(0.3)
    assert time.perf_counter() - start_wall >= 0.3
    assert decision_clock() - start_cpu < 0.1


def test_normal_ranks_discards_without_kong_money_and_hard_with_it() -> None:
    # The kong refinements beyond claims are the hard level's (``NormalPlayer.kongs_in_discards``):
    # over hands of 临沧, wherever a kept triplet or pong may still become a kong, hard's estimate
    # carries its money and normal's ranking none.
    region = load_region("lincang")
    priced = 0
    for view in _turns("lincang", range(4)):
        allowed = allowed_discards(view.legal)
        normal = NormalPlayer(region, 1)
        read = read_table(view, normal.know)
        assert all(f.kong == 0.0 for f in normal.rank(view, read, allowed))
        hard = HardPlayer(region, 1)
        counts, melds = view.counts(), view.me.melds
        priced += any(
            f.kong > 0.0 for f in hard.estimated_discards(view, read, counts, melds, allowed)
        )
    assert priced > 0
