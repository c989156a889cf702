"""兰州 win legality and scoring (docs/rules/lanzhou.md "玩法", "甩牌", "番种", "Winning",
"Scoring"), one test per rule statement, on hands written in tile notation and judged by the
region's own scorer."""

from __future__ import annotations

import pytest

from mahjong_desktop.rules.hand_facts import WinBy
from mahjong_desktop.rules.ruleset import RulesetError
from tests.helpers.lanzhou_table import counts, judge, keys, lanzhou, meld, t

ONE_ZFB = "567z123m456m789p55s"  # 白发中 + three runs + pair


# --- Scoring -----------------------------------------------------------------------------------
def test_worked_example_one_zhong_fa_bai_set_self_drawn_base_1_each_pays_4() -> None:
    ev = judge(lanzhou(base=1), ONE_ZFB, "5s", by=WinBy.SELF_DRAW)
    assert ev.legal and ev.each == 4
    assert keys(ev) == {"zhong_fa_bai": 1, "zi_mo": 1}
    assert ev.total == 2 and ev.unit == "番"
    assert ev.formula.startswith("底分 1 × 2^2 (中发白 1 + 自摸翻倍 1) = 4")


def test_each_fan_doubles_the_win_times_the_base() -> None:
    two = judge(lanzhou(base=3), "556677z123m456m55s", "5s", by=WinBy.DISCARD)
    assert keys(two) == {"zhong_fa_bai": 2}
    assert (two.discarder, two.other) == (3 * 4, 3 * 4)


def test_self_draw_doubles_and_each_of_the_three_pays() -> None:
    rules = lanzhou()
    by_discard = judge(rules, ONE_ZFB, "5s", by=WinBy.DISCARD)
    by_self = judge(rules, ONE_ZFB, "5s", by=WinBy.SELF_DRAW)
    assert by_discard.discarder is not None
    assert by_self.each == 2 * by_discard.discarder == 4


def test_discard_win_is_paid_by_each_of_the_three_others() -> None:
    ev = judge(lanzhou(mode="liang_bao"), ONE_ZFB, "5s", by=WinBy.DISCARD)
    assert (ev.discarder, ev.other) == (2, 2) and "bao" not in keys(ev)


def test_dealer_wins_and_losses_are_not_doubled() -> None:
    from mahjong_desktop.rules.hand_facts import WinContext
    from tests.helpers.lanzhou_table import counts, t

    rules = lanzhou()
    for by in (WinBy.SELF_DRAW, WinBy.DISCARD):
        plain = WinContext(counts(ONE_ZFB), (), t("5s"), by, declared_ready=True)
        dealer = WinContext(counts(ONE_ZFB), (), t("5s"), by, declared_ready=True, dealer=True)
        assert rules.evaluate(plain).pays() == rules.evaluate(dealer).pays()


@pytest.mark.parametrize("mode", ["liang_bao_bao", "san_bao_bao"])
def test_bao_undeclared_discarder_pays_three_shares_alone(mode: str) -> None:
    ev = judge(lanzhou(mode=mode), ONE_ZFB, "5s", by=WinBy.DISCARD, discarder_declared=False)
    assert (ev.discarder, ev.other) == (3 * 2, 0)
    assert "bao" in keys(ev) and "3 × 2 = 6" in ev.formula


@pytest.mark.parametrize("mode", ["liang_bao_bao", "san_bao_bao"])
def test_bao_declared_discarder_pays_as_normal(mode: str) -> None:
    ev = judge(lanzhou(mode=mode), ONE_ZFB, "5s", by=WinBy.DISCARD, discarder_declared=True)
    assert (ev.discarder, ev.other) == (2, 2) and "bao" not in keys(ev)


@pytest.mark.parametrize("mode", ["liang_bao", "san_bao", "qiao_qiao_hu"])
def test_no_bao_in_the_modes_without_it(mode: str) -> None:
    ev = judge(lanzhou(mode=mode), ONE_ZFB, "5s", by=WinBy.DISCARD, discarder_declared=False)
    assert (ev.discarder, ev.other) == (2, 2)


@pytest.mark.parametrize("mode", ["liang_bao_bao", "san_bao_bao"])
def test_bao_amount_once_the_undeclared_discarder_pays_one_share_alone(mode: str) -> None:
    """Seed: "包的意思是…放胡一家掏錢（所付錢是原來平胡的一輩）其他玩家不掏錢" against
    "放胡一家賠給贏家三倍的底分": option bao_amount — three shares (default) or one share,
    the others nothing."""
    three = judge(lanzhou(mode=mode), ONE_ZFB, "5s", by=WinBy.DISCARD, discarder_declared=False)
    once = judge(
        lanzhou(mode=mode, bao_amount="once"), ONE_ZFB, "5s", by=WinBy.DISCARD,
        discarder_declared=False,
    )  # fmt: skip
    assert (three.discarder, three.other) == (6, 0)
    assert (once.discarder, once.other) == (2, 0) and "bao" in keys(once)
    assert "1 × 2 = 2" in once.formula


def test_robbing_a_kong_is_paid_like_a_discard_and_bao_applies_to_the_konger() -> None:
    ev = judge(lanzhou(mode="san_bao_bao"), ONE_ZFB, "5s", by=WinBy.ROBBED_KONG)
    assert (ev.discarder, ev.other) == (6, 0) and "qiang_gang" in keys(ev)


def test_a_declared_players_kong_cannot_be_robbed_table_and_scorer_agree() -> None:
    """Seed rule 12: "玩家聽牌之後，可以槓但別人不能搶槓": the scorer refuses a win robbing a
    declared player's kong, by the same rule the table uses to offer no robbing (``may_rob``)."""
    from mahjong_desktop.rules.lanzhou import kong_robbable

    rules = lanzhou()
    for konger_declared in (False, True):
        ev = judge(rules, ONE_ZFB, "5s", by=WinBy.ROBBED_KONG, discarder_declared=konger_declared)
        assert ev.legal is kong_robbable(konger_declared) is (not konger_declared)
    refused = judge(rules, ONE_ZFB, "5s", by=WinBy.ROBBED_KONG, discarder_declared=True)
    assert "报听" in (refused.reason_zh or "") and "robbed" in (refused.reason or "")


def test_kong_replacement_win_is_a_self_draw() -> None:
    ev = judge(
        lanzhou(), "567z123m456m55s", "5s", melds=(meld("concealed_kong", "9999p"),),
        by=WinBy.KONG_REPLACEMENT,
    )  # fmt: skip
    assert ev.legal and ev.each == 4 and "gang_kai" in keys(ev)


# --- 玩法 -------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("mode", "must"),
    [
        ("liang_bao", True),
        ("san_bao", True),
        ("qiao_qiao_hu", False),
        ("liang_bao_bao", True),
        ("san_bao_bao", True),
    ],
)
def test_no_win_without_declaring_ready_except_in_qiao_qiao_hu(mode: str, must: bool) -> None:
    ev = judge(lanzhou(mode=mode), ONE_ZFB, "5s", declared=False)
    assert ev.legal is not must
    if must:
        assert ev.reason is not None and "报听" in ev.reason


@pytest.mark.parametrize(
    ("mode", "chow"),
    [
        ("liang_bao", False),
        ("san_bao", True),
        ("qiao_qiao_hu", True),
        ("liang_bao_bao", False),
        ("san_bao_bao", True),
    ],
)
def test_chow_melds_only_in_the_modes_with_chow(mode: str, chow: bool) -> None:
    ev = judge(lanzhou(mode=mode), "567z456m789p55s", "5s", melds=(meld("chow", "123m"),))
    assert ev.legal is chow
    if not chow:
        assert ev.reason is not None and "chow" in ev.reason


def test_dealer_chooses_scores_with_the_mode_the_dealer_chose() -> None:
    rules = lanzhou(mode="dealer_chooses")
    assert not judge(rules, ONE_ZFB, "5s").legal  # no mode chosen yet
    bao = judge(rules, ONE_ZFB, "5s", by=WinBy.DISCARD, variant="san_bao_bao")
    assert (bao.discarder, bao.other) == (6, 0)
    assert judge(rules, ONE_ZFB, "5s", declared=False, variant="qiao_qiao_hu").legal


# --- Winning shapes ----------------------------------------------------------------------------
def test_standard_hand_or_seven_pairs_wins() -> None:
    rules = lanzhou()
    assert judge(rules, "123m456m789m123p55s", "5s").legal
    seven = judge(rules, "1133m5577p2299s11z", "1z")
    assert seven.legal and "qi_dui" in keys(seven)
    assert judge(rules, "1111m5577p2299s11z", "1z").legal  # four alike as two pairs [decided]
    bad = judge(rules, "123m456m789m123p56s", "6s")
    assert not bad.legal and bad.reason == "not a complete hand"


# --- 番种 -------------------------------------------------------------------------------------
def test_zhong_fa_bai_counts_as_a_meld_and_one_fan_per_set() -> None:
    on = judge(lanzhou(zhong_fa_bai=True), ONE_ZFB, "5s", by=WinBy.DISCARD)
    assert keys(on) == {"zhong_fa_bai": 1}
    off = judge(lanzhou(zhong_fa_bai=False), ONE_ZFB, "5s", by=WinBy.DISCARD)
    assert not off.legal  # without the option 白发中 is three loose honours


def test_zhong_fa_bai_all_three_tiles_must_be_self_drawn() -> None:
    """Seed: "中發白：三張牌必須都是摸的" — a 中发白 set completed by a discard (won on, or a robbed
    kong's tile) is no set: a hand that needs it is no win on that discard, but wins self-drawn."""
    rules = lanzhou(mode="qiao_qiao_hu", zhong_fa_bai=True)
    hand = "567z123m456m789p55s"
    for by in (WinBy.DISCARD, WinBy.DISCARD_AFTER_KONG, WinBy.ROBBED_KONG):
        assert not judge(rules, hand, "7z", by=by).legal, by
    assert judge(rules, hand, "7z").legal
    assert judge(rules, hand, "7z", by=WinBy.KONG_REPLACEMENT).legal
    # The won tile elsewhere in the hand: the set's 中 is a drawn copy, the discard is in the pair.
    ev = judge(rules, "567z77z123m456m789p", "7z", by=WinBy.DISCARD)
    assert ev.legal and keys(ev)["zhong_fa_bai"] == 1
    # With 小鸡满天飞 the stand-in too must be drawn.
    xiao_ji = lanzhou(mode="qiao_qiao_hu", zhong_fa_bai=True, xiao_ji=True)
    assert not judge(xiao_ji, "67z1s123m456m789p55s", "1s", by=WinBy.DISCARD).legal


def test_xiao_ji_man_tian_fei_1s_stands_for_one_dragon_and_wins_on_zhong_fa_1s() -> None:
    rules = lanzhou(zhong_fa_bai=True, xiao_ji=True)
    ev = judge(rules, "67z1s123m456m789p55s", "1s")  # 中 + 发 + 幺鸡
    assert ev.legal and keys(ev) == {"zhong_fa_bai": 1, "zi_mo": 1}
    assert not judge(lanzhou(zhong_fa_bai=True), "67z1s123m456m789p55s", "1s").legal


def test_xiao_ji_holding_yao_ji_and_bai_wins_on_zhong_fa_and_yao_ji() -> None:
    """Seed: "手頭有么雞和白，可以胡中、發、么雞" — holding 1s + 白 with the rest complete, the hand
    wins on 中, on 发 and on 1s (白 + 1s + 1s: two stand-ins in one set)."""
    rules = lanzhou(zhong_fa_bai=True, xiao_ji=True)
    held = "5z1s123m456m789p55s"
    assert rules.shapes.waits(counts(held), 0) >= {t("6z"), t("7z"), t("1s")}
    for win in ("6z", "7z", "1s"):
        ev = judge(rules, held + win, win)
        assert ev.legal, win
        assert keys(ev)["zhong_fa_bai"] == 1
    # A set keeps at least one real dragon: 1s 1s 1s is a triplet, never a 中发白 set.
    assert keys(judge(rules, "111s123m456m789p55s", "5s")) == {"ping_hu": 0, "zi_mo": 1}
    # 中 + 1s + 1s with 小鸡满天飞; not without it.
    assert judge(rules, "7z11s123m456m789p55s", "7z").legal
    assert not judge(lanzhou(zhong_fa_bai=True), "7z11s123m456m789p55s", "7z").legal


def test_ji_fei_dan_da_1s_or_1p_stands_for_one_dragon() -> None:
    rules = lanzhou(zhong_fa_bai=True, ji_fei_dan_da=True)
    assert judge(rules, "57z1p123m456m789s55p", "1p").legal
    assert judge(rules, "57z1s123m456m789p55s", "1s").legal
    assert not judge(lanzhou(zhong_fa_bai=True, xiao_ji=True), "57z1p123m456m789s55p", "1p").legal


def test_ji_fei_dan_da_1s_and_1p_may_stand_in_for_two_dragons_of_one_set() -> None:
    """Seed (鸡飞蛋打, read "the same way" as "手頭有么雞和白，可以胡中、發、么雞"): 1s or 1p
    stand in for one or two of 中/发/白 — 白 + 1s + 1p and 白 + 1p + 1p are sets."""
    rules = lanzhou(zhong_fa_bai=True, ji_fei_dan_da=True)
    assert judge(rules, "5z1s1p123m456m789p55s", "1p").legal
    assert judge(rules, "5z11p123m456m789s55s", "1p").legal
    assert not judge(lanzhou(zhong_fa_bai=True, xiao_ji=True), "5z11p123m456m789s55s", "1p").legal


def test_xiao_ji_and_ji_fei_dan_da_need_zhong_fa_bai() -> None:
    with pytest.raises(RulesetError, match=r"xiao_ji.*zhong_fa_bai"):
        lanzhou(zhong_fa_bai=False, xiao_ji=True)
    with pytest.raises(RulesetError, match=r"ji_fei_dan_da.*zhong_fa_bai"):
        lanzhou(zhong_fa_bai=False, ji_fei_dan_da=True)


def test_hei_si_feng_each_san_feng_set_thrown_or_concealed_one_fan() -> None:
    rules = lanzhou(throw="soft", hei_si_feng=True)
    thrown = (meld("throw", "123z"),)
    ev = judge(rules, "234z456m789p55s", "5s", melds=thrown, by=WinBy.DISCARD)
    assert keys(ev) == {"hei_si_feng": 2}
    without = judge(lanzhou(throw="soft"), "234z456m789p55s", "5s", melds=thrown)
    assert keys(without) == {"ping_hu": 0, "zi_mo": 1}  # 黑四风 off: no 番 for the sets


def test_yao_jiu_dan_each_san_yao_or_san_jiu_set_one_fan() -> None:
    rules = lanzhou(throw="soft", yao_jiu_dan=True)
    ev = judge(rules, "1m1p1s9m9p9s456m789p55s", "5s", by=WinBy.DISCARD)
    assert keys(ev) == {"yao_jiu_dan": 2}


def test_hei_si_feng_and_yao_jiu_dan_have_no_effect_under_bu_shuai() -> None:
    rules = lanzhou(throw="none", yao_jiu_dan=True, hei_si_feng=True)
    assert not judge(rules, "1m1p1s9m9p9s456m789p55s", "5s").legal  # no such sets at all


# --- 甩牌 -------------------------------------------------------------------------------------
def test_bu_shuai_throw_sets_do_not_exist() -> None:
    rules = lanzhou(throw="none")
    assert not judge(rules, "1m1p1s123m456m789p55s", "5s").legal
    ev = judge(rules, "123m456m789p55s", "5s", melds=(meld("throw", "1m1p1s"),))
    assert not ev.legal and ev.reason is not None and "不甩" in ev.reason


def test_thrown_sets_count_as_melds_of_the_winning_hand() -> None:
    ev = judge(lanzhou(throw="soft"), "123m456m789p55s", "5s", melds=(meld("throw", "9m9p9s"),))
    assert ev.legal


def test_a_thrown_set_must_be_san_yao_san_jiu_or_three_different_winds() -> None:
    ev = judge(lanzhou(throw="soft"), "123m456m789p55s", "5s", melds=(meld("throw", "1m9p9s"),))
    assert not ev.legal and ev.reason is not None and "三幺" in ev.reason
    twice = judge(lanzhou(throw="soft"), "123m456m789p55s", "5s", melds=(meld("throw", "113z"),))
    assert not twice.legal  # 三风 are three *different* winds


def test_ruan_shuai_a_concealed_combination_counts_as_a_meld() -> None:
    assert judge(lanzhou(throw="soft"), "1m1p1s123m456m789p55s", "5s").legal
    assert judge(lanzhou(throw="soft"), "124z123m456m789p55s", "5s").legal


def test_ruan_shuai_a_winning_hand_needs_no_combination() -> None:
    assert judge(lanzhou(throw="soft", zhong_fa_bai=False), "123m456m789m123p55s", "5s").legal


def test_ying_shuai_a_winning_hand_needs_a_throw_set() -> None:
    rules = lanzhou(throw="hard", zhong_fa_bai=True)
    none = judge(rules, ONE_ZFB, "5s")  # 中发白 is not a 甩牌 set
    assert not none.legal and none.reason is not None and "硬甩" in none.reason
    assert judge(rules, "123m456m789p55s", "5s", melds=(meld("throw", "1m1p1s"),)).legal


def test_ying_shuai_a_combination_kept_in_the_hand_is_no_meld() -> None:
    """Seed: "所有的玩家要先將手裡的甩牌的牌型甩出去…在以後的打牌的過程中不會再有甩牌的牌型。
    胡牌的時候必須有“甩牌”的牌型才能胡" and "軟甩：可以將“甩牌”作為一句話胡牌" — under 硬甩
    a 三幺/三九/三风 kept in the hand (or drawn later) is no meld; a win needs a thrown set; only
    软甩 counts a concealed one."""
    hard = lanzhou(throw="hard", zhong_fa_bai=False)
    kept = judge(hard, "9m9p9s123m456m789p55s", "5s")
    assert not kept.legal and "硬甩" in str(kept.reason)
    thrown = (meld("throw", "1m1p1s"),)
    # With a thrown set, a second combination kept in the hand still does not make a meld.
    assert not judge(hard, "124z123m456m55s", "5s", melds=thrown).legal
    assert judge(hard, "123m456m789m55s", "5s", melds=thrown).legal
    assert judge(lanzhou(throw="soft"), "9m9p9s123m456m789p55s", "5s").legal
    # Nor does the kept one wait: 1m1p + the rest complete waits on nothing under 硬甩.
    assert not hard.shapes.waits(counts("1m1p123m456m789p55s"), 1)
    assert t("1s") in lanzhou(throw="soft").shapes.waits(counts("1m1p123m456m789p55s"), 1)


def test_ying_shuai_seven_pairs_only_for_a_player_without_a_combination_at_the_deal() -> None:
    # A seven-pairs hand has no thrown set; under 硬甩 a combination held at the deal had to be
    # thrown, so its owner had none: it wins. Whoever threw holds a meld and cannot have seven
    # pairs at all (the engine test of the forced throw shows the other half).
    rules = lanzhou(throw="hard")
    assert judge(rules, "1133m5577p2299s11z", "1z").legal
