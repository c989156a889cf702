"""Hints (docs/rules/common.md, docs/rules/linan.md "Winning"): for a ready hand, each wait's value
in 胡 and whether it reaches the minimum by discard and by self-draw — ``engine.hints.wait_values``
on a seat's view, judged by the region's own ``evaluate``."""

from __future__ import annotations

from mahjong_desktop.engine.hints import discard_hints, wait_values
from tests.helpers.linan_table import linan, table
from tests.helpers.stacked_table import t


def test_each_wait_shows_its_value_and_whether_it_reaches_the_minimum() -> None:
    # South: 南南南, 111m, 789m and two pairs 11s 88s (对倒); three 杠花 4p dealt and replaced.
    game = table({1: "222z111m789m1s4p4p4p"}, tail="1s8s8s")
    assert game.players[1].flowers == [t("4p")] * 3
    waits = {w.tile: w for w in wait_values(linan(), game.view(1))}
    assert set(waits) == {t("1s"), t("8s"), t("5p")}  # a drawn 财神 completes it too
    one, eight, caishen = waits[t("1s")], waits[t("8s")], waits[t("5p")]
    # 1s: 杠花 12 + 暗刻 8 + 8 + 对倒 x; 台: 座风 + 硬胡.
    assert (one.by_discard.total, one.wins_by_discard) == (300, True)  # (32 + 20) × 4 = 208
    assert (one.by_self_draw.total, one.wins_by_self_draw) == (300, True)  # 58 × 4 = 232
    # 8s: 对倒 y is worth less: 200 on a discard is under the 300 minimum.
    assert (eight.by_discard.total, eight.wins_by_discard) == (200, False)  # 50 × 4 = 200
    assert (eight.by_self_draw.total, eight.wins_by_self_draw) == (300, True)  # 54 × 4 = 216
    assert "300 胡 minimum" in (eight.by_discard.reason or "")
    # A 财神 costs the 硬胡 台.
    assert (caishen.by_self_draw.total, caishen.wins_by_self_draw) == (200, True)
    assert (caishen.by_discard.total, caishen.wins_by_discard) == (200, False)
    assert (one.unseen, eight.unseen, caishen.unseen) == (2, 2, 3)


def test_discard_hints_list_the_discards_that_leave_the_hand_ready() -> None:
    game = table({0: "777z666z555z78s11p3m"})  # the dealer, on its first turn, with 3m spare
    hints = {h.discard: h for h in discard_hints(linan(), game.view(0))}
    assert t("3m") in hints
    waits = {w.tile: w for w in hints[t("3m")].waits}
    assert waits[t("6s")].wins_by_discard and waits[t("9s")].by_discard.total == 500
