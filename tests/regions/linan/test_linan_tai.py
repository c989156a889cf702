"""docs/rules/linan.md "台": each 台 doubles; the table (1 台 each: seat wind, round wind, 中, 发,
白 triplets, 混一色, 对对胡, 杠上开花, 抢杠胡, 硬胡; 清一色 2, 地胡 2, 天胡 3) is data — the
ruleset's options. 财神 5p (杠花 4p), South seat, East round unless a test says otherwise."""

from __future__ import annotations

from mahjong_desktop.rules.hand_facts import WinBy
from tests.helpers.linan_table import evaluate, hu_items, tai_items


def test_each_tai_doubles_the_hu() -> None:
    # 单吊 9m 6 胡 (no 78 run to read it two-sided); 台: 清一色 2 + 硬胡 1 = 3 → (6 + 20) × 8 =
    # 208 → 300.
    ev = evaluate("123m456m234m345m99m", "9m")
    assert sum(tai_items(ev).values()) == 3 and hu_items(ev) == {"dan_diao": 6}
    assert "(6 胡 + 20 底胡) × 2^3 台 = 208 → 逢一进百 300" in ev.formula and ev.total == 300


def test_triplet_of_the_seat_wind_is_1_tai_concealed_or_ponged() -> None:
    assert tai_items(evaluate("222z123m678p789s88s", "8s"))["tai_zuo_feng"] == 1
    ev = evaluate("123m678p789s88s", "8s", melded=("pong 222z",))
    assert tai_items(ev)["tai_zuo_feng"] == 1


def test_triplet_of_the_round_wind_is_1_tai() -> None:
    assert tai_items(evaluate("111z123m678p789s88s", "8s"))["tai_quan_feng"] == 1


def test_a_wind_that_is_both_seat_and_round_wind_counts_both() -> None:
    got = tai_items(evaluate("111z123m678p789s88s", "8s", seat="E"))
    assert got["tai_zuo_feng"] == 1 and got["tai_quan_feng"] == 1


def test_a_kong_of_a_wind_counts_like_its_triplet() -> None:
    ev = evaluate("123m678p88s", "8s", melded=("concealed 2222z", "kong 1111z"))
    assert {k: tai_items(ev)[k] for k in ("tai_zuo_feng", "tai_quan_feng")} == {
        "tai_zuo_feng": 1,
        "tai_quan_feng": 1,
    }


def test_triplets_of_zhong_fa_bai_are_1_tai_each() -> None:
    ev = evaluate("777z666z555z123m88s", "8s")
    got = tai_items(ev)
    assert (got["tai_zhong"], got["tai_fa"], got["tai_bai"]) == (1, 1, 1)


def test_hun_yi_se_one_suit_plus_honours_is_1_tai() -> None:
    got = tai_items(evaluate("123m456m789m333z99m", "9m"))
    assert got["tai_hun_yi_se"] == 1 and "tai_qing_yi_se" not in got


def test_qing_yi_se_one_suit_is_2_tai() -> None:
    got = tai_items(evaluate("123m456m789m234m99m", "9m"))
    assert got["tai_qing_yi_se"] == 2 and "tai_hun_yi_se" not in got


def test_one_suit_counts_melds_and_caishen_as_what_they_stand_for() -> None:
    # 5p (财神) stands for 8m: still 清一色 in 万; the hand holds a 财神, so no 硬胡.
    got = tai_items(evaluate("123m456m79m5p99m", "9m", melded=("pong 222m",)))
    assert got == {"tai_qing_yi_se": 2}


def test_dui_dui_hu_all_triplets_is_1_tai() -> None:
    assert tai_items(evaluate("111m222s333p999s33z", "3z"))["tai_dui_dui_hu"] == 1
    ev = evaluate("222s333p999s33z", "3z", melded=("pong 111m",))
    assert tai_items(ev)["tai_dui_dui_hu"] == 1
    ev = evaluate("222s333p999s33z", "3z", melded=("chow 123m",))
    assert "tai_dui_dui_hu" not in tai_items(ev)


def test_gang_shang_kai_hua_is_1_tai() -> None:
    ev = evaluate("123m678p789s88s", "8s", WinBy.KONG_REPLACEMENT, melded=("concealed 9999m",))
    assert tai_items(ev)["tai_gang_shang_kai_hua"] == 1
    assert "tai_gang_shang_kai_hua" not in tai_items(
        evaluate("123m678p789s88s", "8s", melded=("concealed 9999m",))
    )


def test_qiang_gang_hu_is_1_tai_and_scored_as_a_self_draw() -> None:
    ev = evaluate("123m678p789s234s99m", "9m", WinBy.ROBBED_KONG)
    assert tai_items(ev)["tai_qiang_gang_hu"] == 1
    assert hu_items(ev)["dan_diao"] == 6  # the self-drawn 单吊 value, not the discard one


def test_ying_hu_no_caishen_in_the_hand_is_1_tai() -> None:
    assert tai_items(evaluate("123m678p789s234s88s", "4s"))["tai_ying_hu"] == 1
    # A 财神 used as itself, or in a meld, is still a 财神 in the hand.
    assert "tai_ying_hu" not in tai_items(evaluate("123m567p789s234s88s", "4s"))
    ev = evaluate("123m789s234s88s", "4s", melded=("pong 555p",))
    assert "tai_ying_hu" not in tai_items(ev)


def test_di_hu_is_2_tai_for_a_non_dealer_in_the_first_go_around() -> None:
    ev = evaluate("123m678p789s234s88s", "4s", WinBy.DISCARD, first_turn=True)
    assert tai_items(ev)["tai_di_hu"] == 2
    assert "tai_di_hu" not in tai_items(evaluate("123m678p789s234s88s", "4s", WinBy.DISCARD))


def test_tian_hu_is_3_tai_for_the_dealers_dealt_hand() -> None:
    ev = evaluate("123m678p789s234s88s", "4s", dealer=True, first_turn=True)
    assert tai_items(ev)["tai_tian_hu"] == 3 and "tai_di_hu" not in tai_items(ev)


def test_tai_values_are_ruleset_options() -> None:
    ev = evaluate("123m456m789m333z99m", "9m", options={"tai_hun_yi_se": 2, "tai_ying_hu": 0})
    assert tai_items(ev) == {"tai_hun_yi_se": 2}
