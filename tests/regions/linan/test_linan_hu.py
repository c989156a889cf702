"""docs/rules/linan.md "胡数": the seed's table, one test per row, the wait items, 平胡, the reading
that scores highest, and melds made with 财神 counted as the tiles they stand for.

Hands are in tile notation; the 财神 is 5p (杠花 4p), the winner sits South, the round is East
unless a test says otherwise. A hand without any 5p also has 硬胡 (1 台)."""

from __future__ import annotations

from mahjong_desktop.rules.hand_facts import WinBy
from tests.helpers.linan_table import evaluate, hu_items, tai_items

SELF = WinBy.SELF_DRAW
DISCARD = WinBy.DISCARD


def test_each_gang_hua_is_worth_4_hu() -> None:
    ev = evaluate("123m678p789s234s88s", "4s", flowers=2)
    assert hu_items(ev)["gang_hua"] == 8
    assert "gang_hua" not in hu_items(evaluate("123m678p789s234s88s", "4s"))


def test_pair_of_a_dragon_is_worth_2_hu() -> None:
    for pair in ("55z", "66z", "77z"):  # 白 发 中
        ev = evaluate(f"123m678p789s234s{pair}", "4s")
        assert hu_items(ev)["dui_jian"] == 2


def test_pair_of_the_seat_wind_or_the_round_wind_is_worth_2_hu() -> None:
    assert hu_items(evaluate("123m678p789s234s22z", "4s"))["dui_zuo_feng"] == 2  # South seat
    assert hu_items(evaluate("123m678p789s234s11z", "4s"))["dui_quan_feng"] == 2  # East round


def test_pair_of_a_wind_that_is_both_seat_and_round_wind_is_worth_4_hu() -> None:
    got = hu_items(evaluate("123m678p789s234s11z", "4s", seat="E"))
    assert got["dui_zuo_feng"] + got["dui_quan_feng"] == 4


def test_pair_of_another_wind_or_of_a_suit_is_worth_nothing() -> None:
    got = hu_items(evaluate("123m678p789s234s33z", "4s"))
    assert not {"dui_jian", "dui_zuo_feng", "dui_quan_feng"} & set(got)


def test_pong_of_a_1_9_or_honour_is_4_hu_of_any_other_kind_2() -> None:
    ev = evaluate("678p234s88s", "4s", melded=("pong 999m", "pong 333p"))
    assert [(i.key, i.value) for i in ev.items if i.key == "peng"] == [("peng", 4), ("peng", 2)]
    ev = evaluate("678p234s88s", "4s", melded=("pong 333z", "pong 111s"))
    assert hu_items(ev)["peng"] == 8


def test_concealed_triplet_of_a_1_9_or_honour_is_8_hu_of_any_other_kind_4() -> None:
    ev = evaluate("111m444s789p234s33z", "3z")  # 单吊 on 西
    assert [(i.key, i.value) for i in ev.items if i.key == "an_ke"] == [("an_ke", 8), ("an_ke", 4)]


def test_exposed_or_added_kong_of_a_1_9_or_honour_is_16_hu_of_any_other_kind_8() -> None:
    ev = evaluate("678p88s", "8s", melded=("kong 9999s", "added 2222m", "chow 789p"))
    assert [(i.key, i.value) for i in ev.items if i.key == "ming_gang"] == [
        ("ming_gang", 16),
        ("ming_gang", 8),
    ]


def test_concealed_kong_of_a_1_9_or_honour_is_32_hu_of_any_other_kind_16() -> None:
    ev = evaluate("678p88s", "8s", melded=("concealed 1111p", "concealed 3333s", "chow 789p"))
    assert [(i.key, i.value) for i in ev.items if i.key == "an_gang"] == [
        ("an_gang", 32),
        ("an_gang", 16),
    ]


def test_dan_diao_self_drawn_is_6_hu_on_a_1_9_or_honour_else_4() -> None:
    assert hu_items(evaluate("123m678p789s234s99m", "9m"))["dan_diao"] == 6
    assert hu_items(evaluate("123m678p789s234s33z", "3z"))["dan_diao"] == 6
    assert hu_items(evaluate("123m678p789s234s66m", "6m"))["dan_diao"] == 4


def test_dan_diao_on_a_discard_is_4_hu_on_a_1_9_or_honour_else_2() -> None:
    assert hu_items(evaluate("123m678p789s234s99m", "9m", DISCARD))["dan_diao"] == 4
    assert hu_items(evaluate("123m678p789s234s66m", "6m", DISCARD))["dan_diao"] == 2


def test_dui_dao_replaces_the_triplets_value_self_drawn_10_on_1_9_honour_else_6() -> None:
    ev = evaluate("123m678p789s333z88s", "3z")  # 33z + 88s waiting on either: 西 comes
    got = hu_items(ev)
    assert got["dui_dao"] == 10 and "an_ke" not in got
    got = hu_items(evaluate("123m678p789s333s11z", "3s", seat="N", round_wind="W"))
    assert got["dui_dao"] == 6 and "an_ke" not in got


def test_dui_dao_on_a_discard_is_4_hu_on_1_9_honour_else_2() -> None:
    assert hu_items(evaluate("123m678p789s999m33z", "9m", DISCARD))["dui_dao"] == 4
    assert hu_items(evaluate("123m678p789s666m33z", "6m", DISCARD))["dui_dao"] == 2


def test_bian_zhang_and_kan_zhang_are_6_hu_self_drawn_and_4_on_a_discard() -> None:
    assert hu_items(evaluate("123m678p789s234s88s", "3m"))["bian_zhang"] == 6  # 12 waits 3
    assert hu_items(evaluate("789m678p789s234s88s", "7m", DISCARD))["bian_zhang"] == 4  # 89
    assert hu_items(evaluate("123m678p789s234s88s", "2m"))["kan_zhang"] == 6
    assert hu_items(evaluate("123m678p789s234s88s", "2m", DISCARD))["kan_zhang"] == 4


def test_ping_hu_is_2_hu_self_drawn_and_0_on_a_discard() -> None:
    hand = "234m678p789p345s88s"  # 23m waiting on 1m or 4m, all sequences, a plain pair
    assert hu_items(evaluate(hand, "4m"))["ping_hu"] == 2
    assert hu_items(evaluate(hand, "4m", DISCARD))["ping_hu"] == 0


def test_ping_hu_needs_no_pong_or_kong() -> None:
    ev = evaluate("234m678p345s88s", "4m", melded=("pong 222p",))
    assert "ping_hu" not in hu_items(ev)
    ev = evaluate("234m678p789p345s88s", "4m", melded=())
    assert "ping_hu" in hu_items(ev)


def test_ping_hu_needs_all_melds_sequences_no_concealed_triplet() -> None:
    assert "ping_hu" not in hu_items(evaluate("234m678p999p345s88s", "4m"))


def test_ping_hu_pair_may_not_be_a_dragon_the_seat_wind_or_the_round_wind() -> None:
    for pair in ("77z", "22z", "11z"):  # 中, South = seat, East = round
        assert "ping_hu" not in hu_items(evaluate(f"234m678p789p345s{pair}", "4m"))
    assert "ping_hu" in hu_items(evaluate("234m678p789p345s33z", "4m"))  # 西: neither


def test_ping_hu_needs_a_two_sided_wait_4567_waiting_4_or_7_is_not() -> None:
    """Seed: "4567，胡4、7则不算平胡": no made pair, so 4 + 567 or 456 + 7, a pair wait."""
    got = hu_items(evaluate("44567m123p789p345s", "4m"))  # 4567: a pair wait on 4 or 7
    assert "ping_hu" not in got and got["dan_diao"] == 4
    got = hu_items(evaluate("45677m123p789p345s", "7m"))
    assert "ping_hu" not in got and got["dan_diao"] == 4


def test_ping_hu_wait_is_read_from_the_waiting_hand_23_waiting_1_or_4() -> None:
    """Seed: "平胡:胡牌前听的是两边张胡倒后即为平胡，如_23_，胡1、4" — 23m waiting on 1m or 4m."""
    for win, hand in (("1m", "123m678p789p345s88s"), ("4m", "234m678p789p345s88s")):
        for by in (SELF, DISCARD):
            got = hu_items(evaluate(hand, win, by))
            assert got == {"ping_hu": 2 if by is SELF else 0}, (win, by)


def test_ping_hu_wait_is_read_from_the_waiting_hand_44_56_won_on_4_or_7() -> None:
    """Seed: "44_56_，胡4、7" is the seed's own example of 平胡: the waiting hand 44 + 56 (a made
    pair and an open two-sided run) won on the 4 is 平胡, not 单吊 (the 4 + 456 reading)."""
    assert hu_items(evaluate("44456m123p789p345s", "4m")) == {"ping_hu": 2}
    assert hu_items(evaluate("44567m123p789p345s", "7m")) == {"ping_hu": 2}
    assert hu_items(evaluate("44456m123p789p345s", "4m", DISCARD)) == {"ping_hu": 0}


def test_ping_hu_44_56_won_on_4_under_highest_reading_always_is_dan_diao() -> None:
    """Option "highest reading always" (the first version, seed "44_56_，胡4、7" read after the
    win): 44 + 456 scores the pair wait."""
    got = hu_items(evaluate("44456m123p789p345s", "4m", options={"ping_hu_highest_reading": True}))
    assert got == {"dan_diao": 4}


def test_qing_yi_se_44_56_won_on_a_discarded_4_is_200_below_the_300_minimum() -> None:
    """Seed: "平胡:胡牌前听的是两边张…44_56_，胡4、7" and "放铳要达到300才能胡": 清一色 with one
    杠花 won on a discarded 4m is (4 + 0 + 20) × 2^3 = 192 → 200, no win; read as 单吊 (the
    option) it was 208 → 300, a legal 300/150."""
    ev = evaluate("44456m123m789m678m", "4m", DISCARD, flowers=1)
    assert not ev.legal and ev.total == 200 and hu_items(ev) == {"gang_hua": 4, "ping_hu": 0}
    assert "300" in (ev.reason or "")
    old = evaluate(
        "44456m123m789m678m", "4m", DISCARD, flowers=1, options={"ping_hu_highest_reading": True}
    )
    assert old.legal and old.total == 300 and old.pays() == {"discarder": 300, "other": 150}


def test_a_run_of_five_waiting_on_either_end_is_two_sided_from_the_waiting_hand() -> None:
    """Seed "胡牌前听的是两边张…即为平胡": 12345m + pair 88s waits on 3m or 6m as 123 + 45, a made
    pair and an open two-sided run, so the 3m is 平胡 too (highest reading always: 12 + 3 边张)."""
    assert hu_items(evaluate("123345m678p789p88s", "3m")) == {"ping_hu": 2}
    assert hu_items(evaluate("123456m678p789p88s", "6m"))["ping_hu"] == 2
    edge = hu_items(evaluate("123345m678p789p88s", "3m", options={"ping_hu_highest_reading": True}))
    assert "ping_hu" not in edge and edge["bian_zhang"] == 6


def test_only_one_wait_item_counts_the_reading_that_scores_highest() -> None:
    # 12333m: the 3m is the pair (单吊 4) or the 3 of 12 (边张 6): 边张 only.
    got = hu_items(evaluate("12333m678p789p345s", "3m"))
    assert got["bian_zhang"] == 6 and "dan_diao" not in got
    # 33z 88s + 3z: 对倒 (10) replaces the 暗刻 (8) the reading would otherwise count.
    got = hu_items(evaluate("123m678p789s333z88s", "3z"))
    assert [k for k in got if k in ("dui_dao", "dan_diao", "an_ke")] == ["dui_dao"]


def test_melds_made_with_caishen_count_as_the_tiles_they_stand_for() -> None:
    # 东东 + 财神 5p read as a concealed 东 triplet: 暗刻 x 8 and the round wind's 台; the hand
    # holds a 财神, so no 硬胡.
    ev = evaluate("11z5p123m789s33z", "3z", melded=("pong 777z",))
    got, tai = hu_items(ev), tai_items(ev)
    assert [(i.key, i.value) for i in ev.items if i.key == "an_ke"] == [("an_ke", 8)]
    assert tai == {"tai_quan_feng": 1, "tai_zhong": 1}
    assert got["dan_diao"] == 6 and ev.legal and ev.total == 200


def test_a_caishen_stands_for_any_tile_or_for_itself() -> None:
    # 2s 3s + 财神: read as 1s (2s in the middle, 坎张 6) rather than 4s (two-sided).
    ev = evaluate("123m678p789s23s5p88s", "2s")
    assert hu_items(ev) == {"kan_zhang": 6}
    # 567p: the 5p is itself; the hand is then plain (平胡) but not 硬胡 (it holds a 财神).
    ev = evaluate("123m567p789s234s88s", "2s")
    assert hu_items(ev) == {"ping_hu": 2} and "tai_ying_hu" not in tai_items(ev)
    assert ev.total == 100 and not ev.legal and "minimum" in (ev.reason or "")
