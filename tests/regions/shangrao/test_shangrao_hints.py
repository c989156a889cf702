"""Hints (docs/rules/common.md "What every region must show", docs/rules/shangrao.md): for a ready
hand with 宝 tiles, which draws would be a legal win and for how much — ``engine.hints.wait_values``
on a seat's view, judged by the region's own ``evaluate``. With a lone 宝 every tile completes the
hand (宝调)."""

from __future__ import annotations

from mahjong_desktop.engine.actions import Discard
from mahjong_desktop.engine.hints import discard_hints, wait_values
from tests.helpers.shangrao_table import shangrao, table
from tests.helpers.stacked_table import answer_all, t


def test_a_lone_bao_waits_on_every_tile_each_a_bao_diao_self_draw() -> None:
    game = table({1: "111m555p999s222z7z"})  # four triplets and a lone 宝 (7z)
    waits = {w.tile: w for w in wait_values(shangrao(), game.view(1))}
    assert set(waits) == set(range(34))  # any tile pairs with the 宝
    for wait in waits.values():
        assert not wait.wins_by_discard  # self-drawn only
        assert "self-drawn only" in (wait.by_discard.reason or "")
        assert wait.wins_by_self_draw
        # A second 宝 drawn pairs with the lone one: 宝调 too (third audit; it had read 有宝).
        assert wait.by_self_draw.formula == "碰碰胡 宝调 12 = 12 from each"
    # Unseen: 4 minus own tiles, the indicator (5z) and what is on the table.
    assert (waits[t("1m")].unseen, waits[t("5z")].unseen, waits[t("3z")].unseen) == (1, 3, 4)


def test_a_ready_hand_worth_only_2_shows_its_waits_as_no_win() -> None:
    game = table({1: "12m456m789m123p5z7z"})  # 有宝自摸: 2 points, under the minimum
    waits = {w.tile: w for w in wait_values(shangrao(), game.view(1))}
    assert set(waits) == {t("3m"), t("5z"), t("7z")}
    for wait in waits.values():
        assert not wait.wins_by_self_draw and not wait.wins_by_discard
        assert "< 起胡 4" in (wait.by_self_draw.reason or "")


def test_after_a_fei_bao_the_same_waits_are_wins_of_4() -> None:
    game = table({0: "12m456m789m123p5z7z7z"}, avoid="3m5z7z")  # the dealer holds two 宝
    game.apply(Discard(0, t("7z")))  # 飞宝
    answer_all(game)
    waits = {w.tile: w for w in wait_values(shangrao(), game.view(0))}
    assert set(waits) == {t("3m"), t("5z"), t("7z")}
    for wait in waits.values():
        assert wait.wins_by_self_draw
        assert wait.by_self_draw.formula == "平胡 有宝自摸 2 × 飞宝 2 = 4 from each"
    assert waits[t("7z")].unseen == 2  # one 宝 in hand, one on the table


def test_discard_hints_value_each_wait_after_each_discard() -> None:
    game = table({0: "111m555p999s222z7z9p"})  # the dealer's first turn
    by_discard = {h.discard: h for h in discard_hints(shangrao(), game.view(0))}
    keep_bao = by_discard[t("9p")]  # throw 9p, keep the lone 宝: every tile wins
    assert len(keep_bao.waits) == 34 and keep_bao.legal_unseen == keep_bao.unseen
    # Throwing the 宝 instead leaves 9p waiting alone: 碰碰胡 无宝自摸.
    throw_bao = {w.tile: w for w in by_discard[t("7z")].waits}
    assert set(throw_bao) == {t("9p"), t("7z")}
    nine = throw_bao[t("9p")].by_self_draw
    assert nine.legal and nine.items[0].name_zh == "碰碰胡无宝自摸"


def test_discard_hints_count_the_fei_bao_of_throwing_the_bao() -> None:
    game = table({0: "111m555p999s222z7z9p"})  # the dealer's first turn, no 飞宝 yet
    by_discard = {h.discard: h for h in discard_hints(shangrao(), game.view(0))}
    nine = {w.tile: w for w in by_discard[t("7z")].waits}[t("9p")].by_self_draw
    assert nine.formula == "碰碰胡 无宝自摸 16 × 飞宝 2 = 32 from each"
    kept = {w.tile: w for w in by_discard[t("9p")].waits}[t("1m")].by_self_draw
    assert "飞宝" not in kept.formula  # keeping the 宝 throws none
