"""Where the normal level searches its next draws: only in a region that asks for it (兰州, from
one step before ready), and there by the same search as the hard level."""

from __future__ import annotations

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


def _estimate_only(region_id: str) -> NormalPlayer:
    player = NormalPlayer(load_region(region_id), 1)
    player.search_reach = None
    return player


def _turns(region_id: str, seeds: range) -> list[PlayerView]:
    return [
        v
        for v in views_of(load_region(region_id), seeds, "normal")
        if v.phase == "turn" and any(isinstance(a, Discard) for a in v.legal)
    ]


def test_normal_searches_in_lanzhou_from_one_step_before_ready_and_no_further() -> None:
    region = load_region("lanzhou")
    assert NormalPlayer(region, 1).search_reach == 1
    assert HardPlayer(region, 1).search_reach == HARD_SEARCH_REACH == 2
    near = far = 0
    for view in _turns("lanzhou", range(3)):
        normal = NormalPlayer(region, 1)
        got = _figures(normal, view)
        plain = _figures(_estimate_only("lanzhou"), view)
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


def test_normal_ranks_by_the_estimate_alone_where_the_region_does_not_ask() -> None:
    for region_id in ("lincang", "linfen", "shangrao", "linan"):
        region = load_region(region_id)
        assert NormalPlayer(region, 1).search_reach is None
        for view in _turns(region_id, range(1)):
            normal = NormalPlayer(region, 1)
            read = read_table(view, normal.know)
            counts, melds = view.counts(), view.me.melds
            estimated = normal.estimated_discards(
                view, read, counts, melds, allowed_discards(view.legal)
            )
            assert normal.rank(view, read, allowed_discards(view.legal)) == estimated


def test_normal_in_lanzhou_prices_claims_near_ready_by_the_search() -> None:
    region = load_region("lanzhou")
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
