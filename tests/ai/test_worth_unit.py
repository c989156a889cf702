"""``ai.worth_unit``: a worth as a player reads it — scaled to the score plates, rounded to the
places its unit shows, never "-0"."""

from __future__ import annotations

import pytest

from mahjong_desktop.ai.worth_unit import POINTS_UNIT, WorthUnit
from mahjong_desktop.rules.money_units import HU

LINAN = WorthUnit(scale=100, decimals=0, zh=HU, en=HU)


def test_points_show_two_places_and_hu_whole_hundredths_of_a_stake() -> None:
    assert POINTS_UNIT.en_text(2.4) == "2.40 points" and POINTS_UNIT.zh_text(2.4) == "2.40 分"
    assert LINAN.en_text(2.4) == "240 胡" and LINAN.zh_text(5.4992) == "550 胡"


def test_data_keeps_four_places_after_scaling() -> None:
    assert LINAN.shown(5.4992) == 549.92
    assert POINTS_UNIT.shown(1.23456) == 1.2346


def test_a_worth_that_rounds_to_nothing_is_shown_as_zero_not_minus_zero() -> None:
    assert POINTS_UNIT.number(-0.001) == "0.00"
    assert LINAN.number(-0.004) == "0"
    assert str(LINAN.shown(-0.0000001)) == "0.0"


def test_a_tables_stake_multiplies_what_is_shown_and_keeps_the_places() -> None:
    five = POINTS_UNIT.times(5)
    assert five.shown(2.4) == 12.0 and five.number(2.4) == "12.00"
    assert five.en_text(0.124) == "0.62 points" and five.zh_text(0.124) == "0.62 分"
    assert (five.zh, five.en, five.decimals) == (POINTS_UNIT.zh, POINTS_UNIT.en, 2)
    assert LINAN.times(3).number(2.4) == "720"
    assert POINTS_UNIT.times(1) == POINTS_UNIT and POINTS_UNIT.times(5).times(2).shown(1) == 10


def test_a_stake_below_one_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="stake is a whole number from 1, not 0"):
        POINTS_UNIT.times(0)
