"""docs/rules/shangrao.md "Words of the score table", "Hand shapes" and "Score table": the region's
scorer on hands in tile notation. Every cell of the seed's table has its hand (the 宝 is 中 7z
unless a test names another); each rule statement of the page has its test.
"""

from __future__ import annotations

import pytest

from tests.helpers.shangrao_score_table import CELLS
from tests.helpers.shangrao_table import score

COLUMN_ZH = {"wu_bao": "无宝自摸", "bao_diao": "宝调", "you_bao": "有宝自摸"}


@pytest.mark.parametrize(
    ("row", "column", "hand", "win", "wild", "points"),
    CELLS,
    ids=[f"{row}-{column}" for row, column, *_ in CELLS],
)
def test_every_cell_of_the_seed_score_table(
    row: str, column: str, hand: str, win: str, wild: str, points: int
) -> None:
    # min_value 0 shows the value of the 2-point cells too; they are no win by default (below).
    ev = score(hand, win, wild=wild, min_value=0)
    assert ev.legal, ev.reason
    assert [i.key for i in ev.items] == [row]
    assert ev.items[0].value == points and ev.total == points
    assert ev.items[0].name_zh.endswith(COLUMN_ZH[column])
    assert ev.pays() == {"each": points}


def test_the_table_has_a_hand_for_every_cell_of_the_page() -> None:
    cells = {(row, column) for row, column, *_ in CELLS}
    rows = {row for row, _ in cells}
    assert len(rows) == 14
    for row in rows:
        no_pair = row.startswith(("shi_san_lan", "jiu_yao"))
        expected = {"wu_bao", "you_bao"} | (set() if no_pair else {"bao_diao"})
        assert {c for r, c in cells if r == row} == expected, row


# --- words of the table ---------------------------------------------------------------------------
def test_wu_bao_none_of_the_14_tiles_is_a_bao() -> None:
    """Seed: "无宝：在牌型胡牌时，14张牌中没有任何一张宝牌" — a 宝 held as its own face makes the
    hand 有宝, not 无宝 (the default)."""
    assert score("123m456m789m555z11p", "1p").formula == "平胡 无宝自摸 4 = 4 from each"
    ev = score("123m456m789m777z11p", "1p")  # 777z could be three 宝 as their own face
    assert "无宝" not in ev.formula  # its best reading is a 宝调 (a 宝 pairs with the 1p)
    # A 宝 in a declared meld is one of the 14 tiles too.
    ev = score("123m456m789m11p", "1p", meld_specs=("pong 777z",), min_value=0)
    assert ev.formula == "平胡 有宝自摸 2 = 2 from each"


def test_bao_huan_yuan_option_a_bao_used_as_its_own_face_counts_as_wu_bao() -> None:
    """Option 宝还原 (off by default; the seed says "14张牌中没有任何一张宝牌"): on, a 宝 showing
    its own face is no wild and the hand is 无宝."""
    ev = score("123m456m789m777z11p", "1p", bao_huan_yuan=True)
    assert ev.legal and ev.formula == "平胡 无宝自摸 4 = 4 from each"


def test_you_bao_a_bao_standing_in_anywhere_but_the_drawn_pair() -> None:
    # Waiting on 3p with the 宝 paired with 5z: the drawn tile is not in the 宝's pair.
    ev = score("123m456m789m123p5z7z", "3p", min_value=0)
    assert ev.formula == "平胡 有宝自摸 2 = 2 from each"


def test_bao_diao_the_pair_is_a_bao_and_the_tile_just_drawn() -> None:
    ev = score("123m456m789m123p5z7z", "5z")
    assert ev.legal and ev.formula == "平胡 宝调 4 = 4 from each"


def test_bao_diao_any_drawn_tile_completes_a_lone_bao() -> None:
    for drawn in ("1m", "9p", "1z", "6z"):
        hand = "111m555p999s222z7z" + drawn
        assert score(hand, drawn).formula == "碰碰胡 宝调 12 = 12 from each", drawn


def test_a_drawn_bao_is_no_bao_diao() -> None:
    # Waiting alone on 5z and drawing the 宝 instead: the 宝 stands in for 5z, that is 有宝.
    ev = score("123m456m789m123p5z7z", "7z", min_value=0)
    assert ev.formula == "平胡 有宝自摸 2 = 2 from each"


def test_a_lone_bao_wait_drawing_a_second_bao_is_bao_diao() -> None:
    """宝调 "the winning hand's pair is made of a 宝 (as wild) and the tile just drawn — the
    player was waiting with a lone 宝", and "When a hand reads several ways, the highest value
    wins": a lone-宝 wait drawing the second 宝 (pair 宝宝) is 碰碰胡 宝调 12, not 有宝自摸 8
    (issue 29); under 宝还原 the two 宝 as their own face make it 无宝 16, higher still."""
    assert score("111m555p999s222z77z", "7z").formula == "碰碰胡 宝调 12 = 12 from each"
    ev = score("111m555p999s222z77z", "7z", bao_huan_yuan=True)
    assert ev.formula == "碰碰胡 无宝自摸 16 = 16 from each"


def test_a_lone_bao_wait_drawing_a_second_bao_is_bao_diao_in_seven_pairs_too() -> None:
    """宝调 (the pair a 宝 and the tile just drawn): six pairs and a lone 宝 drawing the second 宝
    is 七对 宝调 12, as the hand core's readings say."""
    ev = score("1133m5577p99s11z77z", "7z")
    assert ev.formula == "七对 宝调 12 = 12 from each"


def test_qing_yi_se_one_suit_a_bao_counts_as_what_it_stands_for() -> None:
    assert score("123456789m1239m7z", "9m").items[0].key == "ping_hu_qing_yi_se"
    assert score("123456789m1239p7z", "9p").items[0].key == "ping_hu"  # two suits


def test_qing_yi_se_for_qi_dui_and_peng_peng_hu_includes_all_honours() -> None:
    assert score("11122233344455z", "5z").items[0].key == "peng_peng_hu_jiu_yao_qing_yi_se"
    assert score("11223344556677z", "7z", wild="1m").items[0].key == "qi_dui_jiu_yao_qing_yi_se"


def test_jiu_yao_every_tile_a_1_a_9_or_an_honour() -> None:
    assert score("111m999p111s22233z", "3z").items[0].key == "peng_peng_hu_jiu_yao"
    assert score("111m999p222s11133z", "3z").items[0].key == "peng_peng_hu"  # 2s


def test_qi_xing_all_seven_honours_present() -> None:
    assert score("147m25p36s1234567z", "7z", wild="2m").items[0].key == "shi_san_lan_qi_xing"
    ev = score("147m258p369s12345z", "5z", wild="2m")  # 白 发 中 missing: five honours
    assert ev.items[0].key == "shi_san_lan"


# --- hand shapes ----------------------------------------------------------------------------------
def test_ping_hu_four_melds_and_a_pair_chows_allowed() -> None:
    ev = score("456m789m123p55z", "5z", meld_specs=("chow 123m",))
    assert ev.legal and ev.items[0].key == "ping_hu"
    assert not score("123m456m789m124p55z", "5z").legal  # not a complete hand


def test_qi_dui_seven_pairs_nothing_claimed() -> None:
    assert score("1133m5577p99s1122z", "2z").items[0].key == "qi_dui"
    ev = score("1133m5577p99s22z", "2z", meld_specs=("pong 111z",))
    assert not ev.legal  # pairs with a pong: neither 七对 nor a standard hand


def test_qi_dui_four_alike_count_as_two_pairs() -> None:
    assert score("1111m5577p99s1122z", "2z").items[0].key == "qi_dui"


def test_peng_peng_hu_four_triplets_or_kongs_and_a_pair() -> None:
    ev = score("555p999s33z", "3z", meld_specs=("pong 111m", "kong 2222z"))
    assert ev.items[0].key == "peng_peng_hu"
    ev = score("999s22233z", "3z", meld_specs=("pong 111m", "chow 456p"))
    assert ev.items[0].key == "ping_hu"  # a chow is no triplet


def test_shi_san_lan_singles_three_apart_in_each_suit_honours_all_different() -> None:
    assert score("159m258p147s12345z", "5z").items[0].key == "shi_san_lan"
    assert not score("137m258p369s12345z", "5z").legal  # 1m and 3m are only two apart
    assert not score("147m258p369s12344z", "4z").legal  # two 北


def test_shi_san_lan_and_jiu_yao_need_nothing_claimed() -> None:
    assert not score("147m258p369s12z", "2z", meld_specs=("pong 555z",)).legal
    assert not score("1119m19p19s12z", "2z", meld_specs=("pong 555z",)).legal


def test_jiu_yao_needs_no_other_structure() -> None:
    ev = score("1119m1p99s1224557z", "7z", wild="5m")  # no melds, no pairs needed
    assert ev.legal and ev.items[0].key == "jiu_yao"


def test_bao_fills_any_shape_as_any_tile() -> None:
    assert score("1133m5577p9s1122z7z", "9s", wild="7z", min_value=0).legal  # 七对
    assert score("147m258p36s12345z7z", "3s", wild="2m").legal  # 十三烂 (7z itself)
    assert score("147m258p36s1234z2m5z", "5z", wild="2m", min_value=0).legal  # 十三烂, 2m wild


def test_the_highest_reading_counts() -> None:
    # 123m 123m 123m 444m 55m is a 平胡清一色 (16); read as triplets it is 碰碰胡清一色 (32).
    ev = score("11122233344455m", "5m")
    assert ev.items[0].key == "peng_peng_hu_qing_yi_se" and ev.total == 32
    # 七对九幺 (32) rather than 九幺 (4).
    assert score("1199m1199p11s1122z", "2z").total == 32


# --- 飞宝 and the minimum -------------------------------------------------------------------------
def test_seed_example_ping_hu_fei_bao_you_bao_zi_mo_is_2_times_2() -> None:
    ev = score("123m456m789m12p7z55z", "5z", fei_bao=1)
    assert ev.legal and ev.total == 4 and ev.pays() == {"each": 4}
    assert ev.formula == "平胡 有宝自摸 2 × 飞宝 2 = 4 from each"
    assert [(i.key, i.value) for i in ev.items] == [("ping_hu", 2), ("fei_bao", 1)]


def test_each_fei_bao_doubles_the_value() -> None:
    ev = score("111m555p99s7z22233z", "3z", fei_bao=1)
    assert ev.formula == "碰碰胡 有宝自摸 8 × 飞宝 2 = 16 from each"
    ev = score("111m555p99s7z22233z", "3z", fei_bao=3)
    assert ev.total == 64 and ev.formula == "碰碰胡 有宝自摸 8 × 飞宝 2^3 = 64 from each"


def test_fei_bao_doubling_can_be_switched_off() -> None:
    ev = score("111m555p99s7z22233z", "3z", fei_bao=2, fei_bao_doubles=False)
    assert ev.total == 8 and [i.key for i in ev.items] == ["peng_peng_hu"]
    assert not score("123m456m789m12p7z55z", "5z", fei_bao=1, fei_bao_doubles=False).legal


def test_seed_a_hand_worth_the_base_2_is_no_win() -> None:
    for hand, win, wild in [
        ("123m456m789m12p7z55z", "5z", "7z"),  # 平胡有宝自摸
        ("147m258p369s1234z2m", "4z", "2m"),  # 十三烂有宝自摸
        ("1119m19p19s12345z5m", "5z", "5m"),  # 九幺有宝自摸
    ]:
        ev = score(hand, win, wild=wild)
        assert not ev.legal and ev.reason is not None
        assert "< 起胡 4" in ev.reason and "基础分2，不能够胡牌" in ev.reason


def test_the_minimum_is_an_option() -> None:
    assert score("123m456m789m12p7z55z", "5z", min_value=2).legal
    ev = score("123m456m789m123p55z", "5z", min_value=8)
    assert not ev.legal and "平胡 无宝自摸 4 < 起胡 8" in (ev.reason or "")


# --- self-drawn only ------------------------------------------------------------------------------
@pytest.mark.parametrize("by", ["discard", "discard_after_kong", "robbed_kong"])
def test_wins_are_self_drawn_only(by: str) -> None:
    ev = score("11122233344455z", "5z", by=by)  # even the 64-point hand
    assert not ev.legal and "self-drawn only" in (ev.reason or "")


def test_a_kong_replacement_is_a_self_draw() -> None:
    ev = score("555p999s2223z7z", "3z", meld_specs=("concealed 1111m",), by="kong_replacement")
    assert ev.legal and ev.formula == "碰碰胡 宝调 12 = 12 from each"


def test_the_score_names_come_from_the_ruleset_terms() -> None:
    ev = score("111m555p99s7z22233z", "3z", fei_bao=1)
    assert ev.unit == "分"
    assert ev.items[0].name_zh == "碰碰胡有宝自摸"
    assert ev.items[0].name_en.startswith("碰碰胡 (all triplets)")
    assert ev.items[1].name_zh == "飞宝"


def test_fei_bao_item_counts_thrown_bao_not_points() -> None:
    """飞宝's value is how many 宝 the winner threw (issue 29: every number on screen in its
    unit): "飞宝 1 张", never "1 分" beside the 分 of the shape and the total."""
    ev = score("123m456m789m12p7z55z", "5z", fei_bao=1)
    units = {i.key: i.unit_or(ev.unit) for i in ev.items}
    assert units == {"ping_hu": ev.unit, "fei_bao": "张"}
