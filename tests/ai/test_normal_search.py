"""Where the normal level searches its next draws: only in a region that asks for it (兰州 but in
两报, from one step before ready), and there by the same search as the hard level."""

from __future__ import annotations

import pytest

from mahjong_desktop.ai.base import allowed_discards
from mahjong_desktop.ai.hard import HARD_SEARCH_REACH, HardPlayer
from mahjong_desktop.ai.normal import NormalPlayer
from mahjong_desktop.ai.ranking import read_table
from mahjong_desktop.engine.actions import Chow, Discard, ExposedKong, Pong
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.registry import load_region
from tests.helpers.seeded_hands import views_of


def _figures(player: NormalPlayer, view: PlayerView) -> list[tuple[int, float, float]]:
    read = read_table(view, player.know)
    ranked = player.rank(view, read, allowed_discards(view.legal))
    return [(f.tile, round(f.gain, 9), round(f.p_win, 9)) for f in ranked]


class _EstimateOnly(NormalPlayer):
    def search_reach(self, view: PlayerView) -> int | None:
        return None


def _turns(region_id: str, seeds: range, options: dict[str, str] | None = None) -> list[PlayerView]:
    return [
        v
        for v in views_of(load_region(region_id, options or {}), seeds, "normal")
        if v.phase == "turn" and any(isinstance(a, Discard) for a in v.legal)
    ]


@pytest.mark.parametrize("mode", ["san_bao", "qiao_qiao_hu", "liang_bao_bao", "san_bao_bao"])
def test_normal_searches_in_lanzhou_from_one_step_before_ready_and_no_further(mode: str) -> None:
    region = load_region("lanzhou", {"mode": mode})
    near = far = 0
    for view in _turns("lanzhou", range(2), {"mode": mode}):
        normal = NormalPlayer(region, 1)
        assert normal.search_reach(view) == 1
        assert HardPlayer(region, 1).search_reach(view) == HARD_SEARCH_REACH == 2
        got = _figures(normal, view)
        plain = _figures(_EstimateOnly(region, 1), view)
        best = min(
            f.shanten
            for f in normal.estimated_discards(
                view, read_table(view, normal.know), view.counts(), view.me.melds, None
            )
        )
        if best >= 2:
            far += 1
            assert got == plain  # two or more steps out the estimate alone decides
        elif not normal.fell_back:
            near += got != plain  # the search's figures are its own
    assert far > 0 and near > 0


@pytest.mark.parametrize(
    ("region_id", "options"),
    [
        ("lanzhou", {}),  # 两报, the default 玩法
        ("lincang", {}),
        ("linfen", {}),
        ("shangrao", {}),
        ("linan", {}),
    ],
)
def test_normal_ranks_by_the_estimate_alone_where_the_region_does_not_ask(
    region_id: str, options: dict[str, str]
) -> None:
    region = load_region(region_id, options)
    checked = 0  # the search would have re-priced some of these turns (see the test above)
    for view in _turns(region_id, range(1), options):
        normal = NormalPlayer(region, 1)
        assert normal.search_reach(view) is None
        checked += 1
        read = read_table(view, normal.know)
        allowed = allowed_discards(view.legal)
        counts, melds = view.counts(), view.me.melds
        estimated = normal.estimated_discards(view, read, counts, melds, allowed)
        assert normal.rank(view, read, allowed) == estimated
    assert checked > 0


def test_normal_in_lanzhou_prices_claims_near_ready_by_the_search() -> None:
    region = load_region("lanzhou", {"mode": "san_bao"})
    searched = 0
    for view in views_of(region, range(6), "normal"):
        options = [a for a in view.legal if isinstance(a, Pong | ExposedKong | Chow)]
        if view.phase != "claim" or not options:
            continue
        normal = NormalPlayer(region, 1)
        read = read_table(view, normal.know)
        sh = normal.shanten(view.counts(), len(view.me.melds), view.wild)
        scores = normal.claim_scores(view, read, options)
        estimated = normal.estimated_claim_scores(view, read, options)
        if sh > 1:
            assert scores == estimated
        elif not normal.fell_back:
            searched += scores != estimated
    assert searched > 0
