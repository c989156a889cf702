"""docs/rules/lincang.md "Hands", "Patterns" and "Scoring": the region's scorer on hands in tile
notation.

The four seed examples are reproduced exactly; every pattern and the plain-hand rule has its test.
"""

from __future__ import annotations

import pytest

from mahjong_desktop import tiles
from mahjong_desktop.rules.hand_facts import Evaluation, Meld, MeldKind, WinBy, WinContext
from mahjong_desktop.rules.registry import load_region

LINCANG = load_region("lincang")


def score(concealed: str, win: str, by: str, melds: tuple[tuple[str, str], ...] = ()) -> Evaluation:
    counts = tiles.to_counts(tiles.parse(concealed))
    meld_values = tuple(Meld(MeldKind(kind), tuple(tiles.parse(text))) for kind, text in melds)
    ctx = WinContext(tuple(counts), meld_values, tiles.parse_one(win), WinBy(by))
    return LINCANG.evaluate(ctx)


def keys(ev: Evaluation) -> list[str]:
    return [i.key for i in ev.items]


# --- the seed's examples --------------------------------------------------------------------------
QYS_PPH = "11133355577799p"  # 清一色 + 碰碰胡


def test_seed_example_qing_yi_se_peng_peng_hu_discard_pays_8() -> None:
    ev = score(QYS_PPH, "9p", "discard")
    assert sorted(keys(ev)) == ["peng_peng_hu", "qing_yi_se"] and ev.total == 2
    assert ev.pays() == {"discarder": 8, "other": 0}


def test_seed_example_qing_yi_se_peng_peng_hu_self_draw_6_each() -> None:
    assert score(QYS_PPH, "9p", "self_draw").pays() == {"each": 6}


def test_seed_example_plus_gang_shang_hua_12_each() -> None:
    ev = score("33355577799p", "9p", "kong_replacement", (("concealed_kong", "1111p"),))
    assert sorted(keys(ev)) == ["gang_shang_hua", "peng_peng_hu", "qing_yi_se"]
    assert ev.pays() == {"each": 12}


def test_seed_example_plus_gang_shang_pao_16_from_the_discarder() -> None:
    ev = score(QYS_PPH, "9p", "discard_after_kong")
    assert ev.total == 3 and ev.pays() == {"discarder": 16, "other": 0}


# --- hands ---
def test_standard_hand_four_melds_and_a_pair() -> None:
    assert score("123m456p789s11122z", "2z", "self_draw").legal
    assert not score("123m456p789s11123z", "3z", "self_draw").legal  # not a complete hand


def test_seven_pairs_needs_no_claimed_melds() -> None:
    assert keys(score("1133m5577p99s1122z", "2z", "discard")) == ["xiao_qi_dui"]
    ev = score("1133m5577p99s", "9s", "discard", (("pong", "222z"),))
    assert not ev.legal  # a pair hand with a pong is neither seven pairs nor a standard hand


def test_long_qi_dui_dan_du_diao_the_winning_tile_is_the_fourth_two_fan() -> None:
    """Seed: "有三張牌是一模一樣的，單獨調三張牌一樣的" — three alike held, waiting singly on the
    fourth: 龙七对, 2 番. Four alike held before the winning tile are two pairs of a 小七对."""
    ev = score("1111m5577p99s1122z", "1m", "discard")
    assert keys(ev) == ["long_qi_dui"] and ev.total == 2
    assert ev.pays() == {"discarder": 8, "other": 0}
    plain = score("1111m5577p99s1122z", "2z", "discard")
    assert keys(plain) == ["xiao_qi_dui"] and plain.total == 1


def test_option_any_four_alike_in_seven_pairs_is_long_qi_dui() -> None:
    """Option "any four alike in seven pairs is 龙七对" (default off; seed "單獨調三張牌一樣的")."""
    rules = load_region("lincang", {"long_qi_dui_any_four": True})
    counts = tiles.to_counts(tiles.parse("1111m5577p99s1122z"))
    ev = rules.evaluate(WinContext(tuple(counts), (), tiles.parse_one("2z"), WinBy.DISCARD))
    assert keys(ev) == ["long_qi_dui"] and ev.total == 2


def test_ping_hu_ren_yi_liang_men_pai_mixed_suits_by_default() -> None:
    """Seed: "玩家的手牌為任意兩門牌" — read as mixed suits (not 清一色) by default: a plain
    hand of 万, 条 and 筒 wins self-drawn."""
    assert score("123m456m789p234s55s", "5s", "self_draw").pays() == {"each": 1}


def test_option_ping_hu_must_lack_a_suit() -> None:
    """Option "平胡 must lack a suit" (default off; seed "任意兩門牌"): a plain hand of all three
    suits is no win; one of two suits (honours aside) is."""
    rules = load_region("lincang", {"ping_hu_lacks_suit": True})

    def judge(hand: str, win: str) -> Evaluation:
        counts = tiles.to_counts(tiles.parse(hand))
        return rules.evaluate(WinContext(tuple(counts), (), tiles.parse_one(win), WinBy.SELF_DRAW))

    three = judge("123m456m789p234s55s", "5s")
    assert not three.legal and "缺一门" in str(three.reason_zh)
    assert judge("123m456m789p234p11z", "1z").pays() == {"each": 1}
    assert judge("123m456m789p234s55s", "5s").legal is False
    assert "peng_peng_hu" in keys(judge("111m444m777p222s55s", "5s"))  # a pattern hand is no 平胡


# --- patterns ---
def test_peng_peng_hu_four_triplets_or_kongs_and_a_pair() -> None:
    ev = score("111m555p99s", "9s", "discard", (("pong", "777s"), ("kong", "3333z")))
    assert keys(ev) == ["peng_peng_hu"] and ev.pays() == {"discarder": 4, "other": 0}


def test_qing_yi_se_all_tiles_one_suit() -> None:
    assert keys(score("12345678999s", "9s", "self_draw", (("pong", "111s"),))) == ["qing_yi_se"]
    assert keys(score("123456789s12399p", "9p", "self_draw")) == ["ping_hu"]  # two suits


def test_all_honours_counts_as_qing_yi_se() -> None:
    ev = score("11122233344455z", "5z", "discard")
    assert sorted(keys(ev)) == ["peng_peng_hu", "qing_yi_se"]


def test_xiao_qi_dui_seven_pairs_one_fan() -> None:
    ev = score("1133m5577p99s1122z", "2z", "self_draw")
    assert keys(ev) == ["xiao_qi_dui"] and ev.pays() == {"each": 3}


def test_best_reading_counts_seven_pairs_of_one_suit_as_both() -> None:
    ev = score("11223344556677m", "7m", "discard")  # seven pairs or 123 123 456 456 77 …
    assert sorted(keys(ev)) == ["qing_yi_se", "xiao_qi_dui"] and ev.total == 2


def test_gang_shang_hua_is_a_pattern() -> None:
    ev = score("123m456p789s11z", "1z", "kong_replacement", (("concealed_kong", "5555s"),))
    assert keys(ev) == ["gang_shang_hua"] and ev.pays() == {"each": 3}


def test_gang_shang_pao_is_a_pattern() -> None:
    ev = score("123m456p789s234s11z", "1z", "discard_after_kong")
    assert keys(ev) == ["gang_shang_pao"] and ev.pays() == {"discarder": 4, "other": 0}


def test_qiang_gang_hu_is_a_pattern_paid_by_the_konger_as_discarder() -> None:
    ev = score("123m456p789s234s11z", "1z", "robbed_kong")
    assert keys(ev) == ["qiang_gang_hu"] and ev.pays() == {"discarder": 4, "other": 0}


def test_shi_lao_tou_and_qi_feng_paid_like_a_one_fan_self_draw() -> None:
    for key in ("shi_lao_tou", "qi_feng"):
        ev = LINCANG.evaluate_special(key)
        assert keys(ev) == [key] and ev.pays() == {"each": 3}


# --- scoring ---
def test_plain_hand_self_drawn_one_from_each() -> None:
    ev = score("123m456p789s234s11z", "1z", "self_draw")
    assert keys(ev) == ["ping_hu"] and ev.total == 0 and ev.pays() == {"each": 1}


def test_plain_hand_on_a_discard_is_not_a_win() -> None:
    ev = score("123m456p789s234s11z", "1z", "discard")
    assert not ev.legal and "平胡" in (ev.reason or "")


PPH_MIXED = ("111m555p99s777z", (("pong", "333z"),))  # 碰碰胡 only: 1 番
QYS_PPH_KONG = ("33355577799p", (("concealed_kong", "1111p"),))  # 清一色 + 碰碰胡


@pytest.mark.parametrize(
    ("hand", "by", "fan", "pays"),
    [
        (PPH_MIXED, "self_draw", 1, {"each": 3}),
        (PPH_MIXED, "discard", 1, {"discarder": 4, "other": 0}),
        ((QYS_PPH, ()), "self_draw", 2, {"each": 6}),
        ((QYS_PPH, ()), "discard", 2, {"discarder": 8, "other": 0}),
        (QYS_PPH_KONG, "kong_replacement", 3, {"each": 12}),
        ((QYS_PPH, ()), "discard_after_kong", 3, {"discarder": 16, "other": 0}),
        (("22334455661111m", ()), "discard_after_kong", 4, {"discarder": 32, "other": 0}),
    ],
)
def test_n_fan_self_draw_3x2_pow_n_minus_1_from_each_discard_4x2_pow_n_minus_1_from_discarder(
    hand: tuple[str, tuple[tuple[str, str], ...]], by: str, fan: int, pays: dict[str, int]
) -> None:
    concealed, melds = hand
    ev = score(concealed, tiles.name(tiles.parse(concealed)[-1]), by, melds)
    assert ev.total == fan and ev.pays() == pays


def test_patterns_stack_each_extra_fan_doubles() -> None:
    one = score("123m456p789s234s11z", "1z", "discard_after_kong").pays()["discarder"]
    two = score("11133355577799p", "9p", "discard").pays()["discarder"]
    three = score("11133355577799p", "9p", "discard_after_kong").pays()["discarder"]
    assert (one, two, three) == (4, 8, 16)


def test_long_qi_dui_and_qing_yi_se_stack_to_three_fan() -> None:
    ev = score("11112233445566m", "1m", "self_draw")  # the fourth 1m is the winning tile
    assert sorted(keys(ev)) == ["long_qi_dui", "qing_yi_se"] and ev.pays() == {"each": 12}


def test_chow_melds_do_not_exist_in_lincang() -> None:
    ev = score("456p789s234s11z", "1z", "self_draw", (("chow", "123m"),))
    assert not ev.legal and "chow" in (ev.reason or "")
