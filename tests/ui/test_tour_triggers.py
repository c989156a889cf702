"""The guided first hand's triggers, without a window: each region's steps fire once each, at the
first moment their rule shows in a seeded hand played as the window plays it, and only for rules
the table plays (issue 31, point 2)."""

from __future__ import annotations

import pytest

from mahjong_desktop.engine.actions import Discard, RegionMove
from mahjong_desktop.engine.events import BonusLaidOut, Discarded, RegionMoved
from mahjong_desktop.engine.hints import view_shanten
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.tiles import zh_name
from mahjong_desktop.ui.table.tour import Moment, Pointer, Target
from mahjong_desktop.ui.table.tour_steps import LATE_WALL, tour_for
from tests.helpers.stacked_table import region as cached_region
from tests.helpers.tour_hands import TOUR_SEEDS, TourHand, play_tour_hand, tour_settings


def _hand(region: str, **options: object) -> TourHand:
    return play_tour_hand(tour_settings(region, options), TOUR_SEEDS[region])  # type: ignore[arg-type]


def _first(hand: TourHand, step_id: str) -> Moment:
    return next(m for step, m in hand.fired if step.id == step_id)


def _moments_before(hand: TourHand, step_id: str) -> list[Moment]:
    """Every moment the tour saw before the step fired (replayed from the same seed)."""
    first = _first(hand, step_id)
    return hand.seen[: next(i for i, m in enumerate(hand.seen) if m is first)]


def _river(view: PlayerView, seat: int) -> tuple[tuple[int, ...], tuple[bool, ...]]:
    info = view.seats[seat]
    return info.discards, info.claimed


def _ready_after_a_discard(region: RegionRules, view: PlayerView) -> bool:
    counts = view.counts()
    for kind in {a.tile for a in view.legal if isinstance(a, Discard)}:
        counts[kind] -= 1
        if view_shanten(region, view, counts) == 0:
            return True
        counts[kind] += 1
    return False


@pytest.mark.parametrize("region", sorted(TOUR_SEEDS))
def test_every_step_of_the_region_fires_once_in_its_seeded_hand(region: str) -> None:
    hand = _hand(region)
    assert sorted(hand.ids) == sorted(hand.step_ids)
    assert len(hand.ids) == len(set(hand.ids))
    assert len(hand.step_ids) >= 2


def test_lincang_tail_tiles_at_the_deal_and_the_plain_hand_when_a_discard_makes_it_ready() -> None:
    hand = _hand("lincang")
    tail = _first(hand, "tail_tiles")
    assert tail.view.face_up and not any(
        m.view.face_up for m in _moments_before(hand, "tail_tiles")
    )
    step = next(s for s, _ in hand.fired if s.id == "tail_tiles")
    assert step.pointer.target is Target.FACE_UP
    assert all(zh_name(k) in step.text_zh for k in tail.view.face_up)
    plain = _first(hand, "plain_self_draw")
    rules = cached_region("lincang")
    assert plain.asking and plain.view.phase is Phase.TURN
    assert _ready_after_a_discard(rules, plain.view)
    earlier = [m for m in _moments_before(hand, "plain_self_draw") if m.asking]
    assert earlier and not any(
        m.view.phase is Phase.TURN and _ready_after_a_discard(rules, m.view) for m in earlier
    )
    assert next(s for s, _ in hand.fired if s.id == "plain_self_draw").with_coach


def test_linfen_cha_da_jiao_when_the_wall_runs_low() -> None:
    hand = _hand("linfen")
    late = _first(hand, "cha_da_jiao")
    assert late.view.draws_left <= LATE_WALL
    assert all(m.view.draws_left > LATE_WALL for m in _moments_before(hand, "cha_da_jiao"))
    step = next(s for s, _ in hand.fired if s.id == "cha_da_jiao")
    assert f"{late.view.draws_left} 张" in step.text_zh and "流局查大叫" in step.text_en


def test_lanzhou_mode_then_throw_then_declare_ready_on_the_claim_bar() -> None:
    hand = _hand("lanzhou")
    steps = {s.id: s for s, _ in hand.fired}
    assert "两报" in steps["mode"].text_zh and "No chow" in steps["mode"].text_en
    declare = _first(hand, "declare_ready")
    assert declare.asking
    assert any(isinstance(a, RegionMove) and a.name == "declare_ready" for a in declare.view.legal)
    assert steps["declare_ready"].pointer.target is Target.CLAIM_BAR
    assert steps["declare_ready"].with_coach
    throw = _first(hand, "throw")
    offered = throw.asking and any(
        isinstance(a, RegionMove) and a.name == "throw" for a in throw.view.legal
    )
    thrown = any(isinstance(e, RegionMoved) and e.name == "throw" for e in throw.events)
    assert offered or thrown


def test_lanzhou_dealer_chooses_asks_the_player_about_the_mode_with_the_coach() -> None:
    hand = _hand("lanzhou", mode="dealer_chooses")
    mode = _first(hand, "mode")
    step = next(s for s, _ in hand.fired if s.id == "mode")
    assert mode.asking and step.pointer.target is Target.CLAIM_BAR and step.with_coach
    assert any(
        isinstance(a, RegionMove) and a.name.startswith("choose_mode:") for a in mode.view.legal
    )


def test_shangrao_bao_indicator_bao_in_hand_and_fei_bao() -> None:
    hand = _hand("shangrao")
    steps = {s.id: s for s, _ in hand.fired}
    bao = _first(hand, "bao")
    wild = bao.view.wild
    assert wild is not None and wild not in bao.view.face_up  # the next kind is the 宝
    assert zh_name(wild) in steps["bao"].text_zh and "翻宝" in steps["bao"].text_en
    in_hand = _first(hand, "bao_in_hand")
    assert in_hand.asking and wild in in_hand.view.concealed
    assert steps["bao_in_hand"].pointer.kind == wild
    fei = _first(hand, "fei_bao")
    thrower = steps["fei_bao"].pointer.seat
    assert any(
        isinstance(e, Discarded) and e.tile == wild and e.seat == thrower for e in fei.events
    )


def test_shangrao_indicator_that_is_itself_the_bao_is_worded_so() -> None:
    hand = _hand("shangrao", wild_kind="indicator")
    step = next(s for s, _ in hand.fired if s.id == "bao")
    assert "就是宝" in step.text_zh and "is itself the 宝" in step.text_en


def test_linan_caishen_gang_hua_and_the_minimum_from_the_options() -> None:
    hand = _hand("linan", min_self_draw=400, min_discard=500)
    steps = {s.id: s for s, _ in hand.fired}
    caishen = _first(hand, "caishen")
    assert caishen.view.wild is not None and zh_name(caishen.view.wild) in steps["caishen"].text_zh
    flower = _first(hand, "gang_hua")
    laid = [e for e in flower.events if isinstance(e, BonusLaidOut)]
    owner = laid[0].seat
    shown = len(flower.view.seats[owner].flowers)
    assert steps["gang_hua"].pointer == Pointer(Target.FLOWER, owner, index=shown - 1)
    assert "400 胡" in steps["minimum"].text_en and "500" in steps["minimum"].text_zh


@pytest.mark.parametrize(
    ("region", "options", "left_out"),
    [
        ("linfen", {"cha_da_jiao": False}, "cha_da_jiao"),
        ("lanzhou", {"throw": "none"}, "throw"),
        ("shangrao", {"fei_bao_doubles": False}, "fei_bao"),
    ],
)
def test_a_rule_switched_off_is_not_taught(
    region: str, options: dict[str, object], left_out: str
) -> None:
    assert left_out in tour_for(cached_region(region)).step_ids
    assert left_out not in tour_for(cached_region(region, **options)).step_ids


def test_lincang_with_cha_da_jiao_on_teaches_it_too() -> None:
    assert "cha_da_jiao" not in tour_for(cached_region("lincang")).step_ids
    assert "cha_da_jiao" in tour_for(cached_region("lincang", cha_da_jiao=True)).step_ids


def test_a_skipped_tour_fires_nothing_more() -> None:
    hand = _hand("lincang")
    tour = tour_for(cached_region("lincang"))
    first = hand.seen[0]
    assert [s.id for s in tour.observe(first)] == ["tail_tiles"]
    tour.skip()
    assert all(tour.observe(m) == [] for m in hand.seen)
