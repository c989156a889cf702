"""临安's coach figures are shown in the units of the score plates (胡 × 底注), not in the stakes
the computer players reckon in (100 胡 = one stake, at 底注 1): ``RegionKnowledge.worth_unit``."""

from __future__ import annotations

import pytest

from mahjong_desktop.ai.coach import advise
from mahjong_desktop.ai.regions import knowledge_for
from mahjong_desktop.engine.actions import Win
from mahjong_desktop.rules.money_units import HU, money_unit
from tests.helpers.linan_table import linan
from tests.helpers.seeded_hands import play_hand
from tests.helpers.worth_positions import first_turn, self_draw_table


@pytest.mark.parametrize("base_stake", [1, 3])
def test_the_coachs_worth_of_a_win_is_shown_as_what_the_score_plates_move_by(
    base_stake: int,
) -> None:
    game = self_draw_table(base_stake)
    view = game.view(1)
    know = knowledge_for(game.region)
    assert view.drawn is not None
    self_drawn, _ = know.win_values(view, view.counts(), view.me.melds, view.drawn)
    # 200 胡 from each of three, in the knowledge's stakes (at 底注 1, whatever the table's).
    assert self_drawn == pytest.approx(6.0)
    game.apply(Win(1))
    assert game.settlement is not None
    plate = game.settlement.net()[1]  # what South's score plate moves by
    assert plate == 600 * base_stake
    assert know.worth_unit.shown(self_drawn) == plate
    assert know.worth_unit.number(self_drawn) == str(plate)
    # The unit is the one the plates, the history and the statistics count 临安 in.
    assert know.worth_unit.zh == know.worth_unit.en == HU == money_unit("linan")


def test_the_coachs_reasons_and_figures_say_hu_on_the_plates_scale() -> None:
    rules, view = first_turn("linan")
    advice = advise(view, rules)
    assert advice.unit.scale == 100 and advice.unit.money == HU
    best = advice.discards[0]
    assert best.shanten == 1 and best.expected_points > 1.0  # a worth of stakes, not of 胡
    hu = round(100 * best.expected_points)
    assert f"{hu} 胡 expected" in best.reason_en
    assert f"预期 {hu} 胡" in best.reason_zh
    figures = {f.key: f for f in best.figures}
    assert figures["points"].value == pytest.approx(100 * best.expected_points)
    assert figures["value"].value == pytest.approx(100 * best.value)
    assert (figures["points"].unit_zh, figures["points"].unit_en) == (HU, HU)
    for d in advice.discards:
        assert "points" not in d.reason_en and "分" not in d.reason_zh


def test_the_same_hand_in_lincang_keeps_its_points() -> None:
    rules, view = first_turn("lincang")
    advice = advise(view, rules)
    assert advice.unit.scale == 1 and advice.unit.money == "分"
    best = advice.discards[0]
    assert f"{best.expected_points:.2f} points expected" in best.reason_en
    assert f"预期 {best.expected_points:.2f} 分" in best.reason_zh
    figures = {f.key: f for f in best.figures}
    assert figures["points"].value == best.expected_points
    assert (figures["points"].unit_zh, figures["points"].unit_en) == ("分", "points")


@pytest.mark.parametrize("lineup", [["hard", "normal", "normal", "normal"]])
def test_the_base_stake_changes_no_computer_decision(lineup: list[str]) -> None:
    """底注 multiplies every payment alike ("结算金额按“胡数 × 底注”记"), so a player who weighs
    winning against dealing in makes the same choices at any 底注: the knowledge reckons at 底注 1
    and only the shown unit carries it. (It reckoned in 底注-scaled stakes against constants
    measured at 底注 1, and the balance of danger and win moved with the 底注.)"""
    for seed in range(6):
        at_one = play_hand(linan(), lineup, seed)
        at_three = play_hand(linan(base_stake=3), lineup, seed)
        assert at_three.actions == at_one.actions, f"seed {seed}"
        assert at_three.settlement is not None and at_one.settlement is not None
        assert at_three.settlement.net() == [3 * n for n in at_one.settlement.net()]
