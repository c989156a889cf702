"""临安's coach figures are shown in the units of the score plates (胡 × 底注), not in the stakes
the computer players reckon in (100 胡 × 底注 = one stake): ``RegionKnowledge.worth_unit``."""

from __future__ import annotations

import pytest

from mahjong_desktop.ai.coach import advise
from mahjong_desktop.ai.regions import knowledge_for
from mahjong_desktop.engine.actions import Win
from mahjong_desktop.rules.money_units import HU, money_unit
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
    assert self_drawn == pytest.approx(6.0 * base_stake)  # 200 胡 from each of three, in stakes
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
