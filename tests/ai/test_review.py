"""The review of a hand sets each of the player's decisions beside the coach's."""

from __future__ import annotations

import pytest

from mahjong_desktop.ai.coach import advise
from mahjong_desktop.ai.review import Decision, review
from mahjong_desktop.engine.actions import Action, ConcealedKong, Discard, Pass
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.tiles import name as tile_name
from mahjong_desktop.tiles import parse_one
from tests.helpers.seeded_hands import play_hand
from tests.helpers.shangrao_views import turn_view, with_kong


def decisions_of(region: RegionRules, level: str, seed: int) -> list[Decision]:
    """Seat 0's decisions (view asked, action taken) in one seeded hand."""
    out: list[Decision] = []

    def keep(view: PlayerView, action: Action, name: str) -> None:
        if view.seat == 0:
            out.append((view, action))

    play_hand(region, [level, "normal", "normal", "normal"], seed, keep)
    return out


@pytest.mark.parametrize("region_id", ["lincang", "linan"])
def test_the_hard_players_own_hand_agrees_with_the_coach_at_every_decision(
    region_id: str,
) -> None:
    region = load_region(region_id)
    decisions = decisions_of(region, "hard", 3)
    got = review(decisions, region)
    asked = [d for d in decisions if len(d[0].legal) > 1]
    assert len(got.items) == len(asked) > 5
    assert got.agreed == len(got.items)
    assert got.given_up == 0.0
    assert all(i.loss == 0.0 for i in got.items)


def test_a_discard_the_coach_ranks_lower_gives_up_the_difference_of_their_values() -> None:
    region = load_region("lincang")
    decisions = decisions_of(region, "random", 5)
    got = review(decisions, region)
    differing = [i for i in got.items if not i.agrees and isinstance(i.taken, Discard)]
    assert differing
    for item in differing:
        assert isinstance(item.taken, Discard)  # as picked
        view = next(v for v, a in decisions if a == item.taken and v.concealed == item.concealed)
        ranked = {d.tile: d.value for d in advise(view, region).discards}
        if isinstance(item.advised, Discard):
            assert item.taken_value == ranked[tile_name(item.taken.tile)]
            assert item.advised_value == ranked[tile_name(item.advised.tile)]
            assert item.loss == max(0.0, item.advised_value - item.taken_value)
    assert got.given_up > 0.0
    assert got.agreed < len(got.items)


def test_the_reasons_are_the_coachs_for_both_choices_in_both_languages() -> None:
    region = load_region("lincang")
    got = review(decisions_of(region, "random", 5), region)
    item = next(i for i in got.items if not i.agrees and isinstance(i.taken, Discard))
    assert item.reason_zh and item.reason_en
    assert item.taken_reason_zh and item.taken_reason_en
    assert item.reason_en != item.taken_reason_en


def test_decisions_with_one_legal_action_are_not_reviewed() -> None:
    region = load_region("lincang")
    decisions = decisions_of(region, "normal", 4)
    forced = [d for d in decisions if len(d[0].legal) == 1]
    got = review(forced, region)
    assert got.items == ()


def test_an_action_that_was_not_legal_is_refused_naming_the_decision() -> None:
    region = load_region("lincang")
    decisions = decisions_of(region, "normal", 4)
    view, _ = next(d for d in decisions if len(d[0].legal) > 1 and d[0].phase == "turn")
    with pytest.raises(ValueError, match=r"decision 1: .* was not one of the legal actions"):
        review([(view, Pass(view.seat))], region)


def test_progress_is_reported_and_can_stop_the_review_early() -> None:
    region = load_region("lincang")
    decisions = decisions_of(region, "normal", 4)
    seen: list[tuple[int, int]] = []

    def progress(done: int, total: int) -> bool:
        seen.append((done, total))
        return done < 3

    got = review(decisions, region, progress=progress)
    assert len(got.items) == 3
    total = sum(1 for v, _ in decisions if len(v.legal) > 1)
    assert seen == [(1, total), (2, total), (3, total)]


def test_a_discard_where_the_coach_declares_a_kong_gives_up_no_figure_across_scales() -> None:
    # The kong is weighed against not declaring by the estimate, the discard among the discards
    # by the search: their worths are on two scales, so no points-given-up figure is made up.
    region = load_region("shangrao")
    view = with_kong(turn_view("147m258p333sESWP3s"), "3s")
    taken = Discard(view.seat, parse_one("P"))
    (item,) = review([(view, taken)], region).items
    assert isinstance(item.advised, ConcealedKong)
    assert not item.agrees
    assert item.taken_value is None and item.advised_value is None and item.loss is None
    assert "暗杠" in item.reason_zh  # the coach's reason for its kong
    assert item.taken_reason_en  # and its reason for the discard taken
