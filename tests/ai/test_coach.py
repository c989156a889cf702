"""The coach ranks the hard player's own choice first and labels every figure."""

from __future__ import annotations

import dataclasses
import itertools

import pytest

from mahjong_desktop.ai.coach import Advice, advise
from mahjong_desktop.ai.hard import HardPlayer
from mahjong_desktop.ai.ranking import read_table
from mahjong_desktop.ai.situation import minus
from mahjong_desktop.engine.actions import ConcealedKong, Discard, RegionMove
from mahjong_desktop.hand import discard_table
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.rules.registry import load_region
from tests.helpers.seeded_hands import views_of
from tests.helpers.shangrao_views import turn_view, with_kong


@pytest.mark.slow
def test_coach_puts_the_hard_players_choice_first(region: RegionRules) -> None:
    checked_discards = checked_claims = 0
    for view in itertools.islice(views_of(region, [3, 4, 5], "hard"), 60):
        choice = HardPlayer(region).choose(view, view.legal)
        advice = advise(view, region)
        assert advice.choice == choice
        if isinstance(choice, Discard) and advice.discards:
            assert advice.discards[0].tile == _name(choice.tile)
            checked_discards += 1
        if isinstance(choice, RegionMove) and advice.discards and choice.tiles:
            assert advice.discards[0].tile == _name(choice.tiles[0])
        if advice.claims:
            assert advice.claims[0].action == choice
            checked_claims += 1
        if advice.kongs:
            assert advice.kongs[0].action == choice
    assert checked_discards > 10


class _CountingHard(HardPlayer):
    searches = 0

    def searched_ranking(self, *args, **kwargs):
        self.searches += 1
        return super().searched_ranking(*args, **kwargs)


def test_the_coach_shows_the_ranking_the_discard_was_chosen_from() -> None:
    region = load_region("lincang")
    turns = 0
    for view in itertools.islice(views_of(region, [3], "hard"), 40):
        if view.phase != "turn" or not any(isinstance(a, Discard) for a in view.legal):
            continue
        player = _CountingHard(region)
        advice = advise(view, region, player)
        if isinstance(advice.choice, Discard):
            # One search: the choice's. A second could differ where the time limit cut one.
            assert player.searches == 1
            assert advice.discards[0].tile == _name(advice.choice.tile)
            turns += 1
    assert turns > 5


def test_advice_is_frozen_and_labelled(region: RegionRules) -> None:
    view = next(v for v in views_of(region, [6], "hard") if v.phase == "turn")
    advice = advise(view, region)
    assert isinstance(advice, Advice)
    top = advice.discards[0]
    assert dataclasses.is_dataclass(top)
    try:
        top.rank = 5  # type: ignore[misc]
    except dataclasses.FrozenInstanceError:
        pass
    else:  # pragma: no cover - the assertion below reports it
        raise AssertionError("advice must be frozen")
    assert top.reason_zh and top.reason_en
    for fig in top.figures:
        assert fig.unit_en and fig.unit_zh and fig.label_en and fig.label_zh
    assert [d.rank for d in advice.discards] == list(range(1, len(advice.discards) + 1))
    # Closeness first: the discards that keep the hand closest to ready come first, by value.
    know = HardPlayer(region).know
    read = read_table(view, know)
    rows = discard_table(
        view.counts(), melds=len(view.me.melds), wild=view.wild, rules=know.table_rules
    )
    allowed = {a.tile for a in view.legal if isinstance(a, Discard)}
    rows = [r for r in rows if r.discard in allowed]
    steps = {r.discard: r.shanten for r in rows}
    if know.paying_closeness:
        # 临安: closeness is the steps to a hand that can pay, by the routes with a worth and
        # live tiles; a discard with none ranks two steps behind its shape.
        sit = read.sit
        for r in rows:
            c13 = minus(tuple(view.counts()), r.discard)
            routes = know.routes(view, c13, view.me.melds, r.shanten, r.total, sit.unseen)
            paying = [x.shanten for x in routes if x.effective > 0]
            steps[r.discard] = min(paying) if paying else r.shanten + 2
    closest = {_name(k) for k, n in steps.items() if n == min(steps.values())}
    if not (know.folds and read.strong_threat):
        ranked = list(advice.discards)
        if ranked[0].run_chance > 0.0 and ranked[0].tile not in closest:
            # 临沧/临汾: an honour continuing a run of them (十老头/七风) may go first from
            # further out, when the run's chance is worth more (ai/honour_run.py).
            ranked = ranked[1:]
        head = ranked[: len(closest)]
        assert {d.tile for d in head} == closest
        assert [d.value for d in head] == sorted((d.value for d in head), reverse=True)
    else:
        values = [d.value for d in advice.discards]
        assert values[0] == max(values)
    for d in advice.discards:
        assert 0.0 <= d.p_ready <= 1.0 and 0.0 <= d.p_win <= 1.0
        assert d.effective_total == sum(n for _, n in d.effective)


def _name(tile: int) -> str:
    from mahjong_desktop.tiles import name

    return name(tile)


def test_the_coach_names_the_kong_money_it_counts() -> None:
    # 临沧 pays 2 from each for a concealed kong: a kept triplet's chance of one is in the figures
    # and in the reason, in both languages.
    region = load_region("lincang")
    named = 0
    for view in views_of(region, range(4), "hard"):
        if view.phase != "turn":
            continue
        advice = advise(view, region)
        for d in advice.discards:
            figures = {f.key: f.value for f in d.figures}
            assert figures["kong"] == d.kong_points
            if d.shanten > 0 and d.kong_points >= 0.05:
                named += 1
                assert "杠钱" in d.reason_zh and "kong money" in d.reason_en
    assert named > 0


def test_a_kong_worth_more_than_the_hand_it_breaks_is_advised_with_its_money() -> None:
    region = load_region("shangrao")
    view = with_kong(turn_view("147m258p333sESWP3s"), "3s")
    advice = advise(view, region)
    assert isinstance(advice.choice, ConcealedKong)
    (kong,) = advice.kongs
    assert kong.action == advice.choice
    # 2 from each of three, less the 0.5 % of hands drawn (kong money is not paid then).
    assert "暗杠" in kong.reason_zh and "现收杠钱 5.97 分" in kong.reason_zh
    assert "5.97 points of kong money now" in kong.reason_en


def test_four_alike_kept_for_seven_pairs_are_advised_against_a_kong() -> None:
    region = load_region("shangrao")
    view = with_kong(turn_view("2p3s7s7s9s9sEEPPCCCC"), "C")
    advice = advise(view, region)
    first, kong = advice.kongs
    assert first.action == advice.choice and isinstance(first.action, Discard)
    assert first.reason_en.startswith("no kong, discard")
    assert isinstance(kong.action, ConcealedKong) and kong.expected_points < first.expected_points
