"""One test per hand-shape statement of docs/rules/*.md, hands in tile notation."""

from __future__ import annotations

import pytest

from mahjong_desktop.engine.rng import SplitMix64
from mahjong_desktop.hand import (
    GroupKind,
    Shape,
    ShapeRules,
    discard_table,
    is_win,
    readings,
    shanten,
    shanten_by_shape,
    shanten_counts,
    waits,
    waits_counts,
)
from mahjong_desktop.hand.shapes import shisanlan_overlap, shisanlan_raising
from mahjong_desktop.tiles import parse, to_counts

SHANGRAO = ShapeRules(shisanlan=True, jiuyao=True)
LANZHOU_SOFT = ShapeRules(sanyao=True, sanjiu=True, sanfeng=True)
LANZHOU_ZFB = ShapeRules(zhongfabai=True)
XIAOJI = ShapeRules(zhongfabai=True, zfb_standins=(18,))  # 小鸡满天飞: 1s
JIFEI = ShapeRules(zhongfabai=True, zfb_standins=(18, 9))  # 鸡飞蛋打: 1s or 1p
LINAN = ShapeRules(seven_pairs=False)


def c(text: str) -> list[int]:
    return to_counts(parse(text))


def k(text: str) -> int:
    (kind,) = parse(text)
    return kind


def shapes(text: str, rules: ShapeRules, **kw) -> set[Shape]:
    return {r.shape for r in readings(c(text), rules=rules, **kw)}


# -- docs/rules/common.md --------------------------------------------------------------------------


def test_standard_hand_is_four_melds_and_a_pair():
    assert is_win("123m456p789s111z22z")
    assert not is_win("123m456p789s111z23z")


def test_a_kong_counts_as_one_declared_meld():
    # Two declared melds (say a pong and a kong): the concealed part is 14 - 2 × 3 = 8 tiles.
    assert is_win("123m456p22z", melds=2)
    assert waits("123m456p2z", melds=2) == ["2z"]
    with pytest.raises(ValueError, match="expected 8"):
        is_win("123m456p22z3z", melds=2)


def test_waits_are_the_kinds_that_complete_a_ready_hand():
    assert waits("1112345678999m") == [f"{i}m" for i in range(1, 10)]  # 九莲宝灯
    assert waits("123m456p789s1122z") == ["1z", "2z"]
    assert waits("123m456p789s1234z") == []


def test_ready_means_one_tile_from_a_win():
    assert shanten("123m456p789s1122z") == 0
    assert shanten("123m456p789s11222z") == -1
    assert shanten("123m456p789s1355z") == 1


def test_the_passed_tile_of_a_four_alike_is_no_wait():
    # 1111m + three melds waits only on a fifth 1m: never ready, shanten 1.
    assert waits("1111m234p567p789s") == []
    assert shanten("1111m234p567p789s", seven_pairs=False) == 1


def test_seven_pairs_is_seven_pairs_with_nothing_claimed():
    assert shapes("1122m3344p5566s77z", ShapeRules()) == {Shape.SEVEN_PAIRS}
    assert shanten_by_shape(c("1122m3344p557z"), melds=1).get(Shape.SEVEN_PAIRS) is None


def test_seven_pairs_four_alike_counts_as_two_pairs_when_the_option_is_on():
    assert is_win("1111m3344p5566s77z")
    assert not readings(c("1111m3344p5566s77z"), rules=ShapeRules(seven_pairs_quad_as_two=False))


def test_every_discard_shows_its_shanten_and_unseen_effective_tiles():
    visible = [0] * 34
    visible[k("1z")] = 2  # two 东 already discarded
    rows = discard_table(c("123m456p789s1122z3z"), visible=visible)
    best = rows[0]
    assert (best.discard, best.shanten) == (k("3z"), 0)
    assert best.effective == ((k("1z"), 0), (k("2z"), 2))
    assert best.total == 2


# -- docs/rules/shangrao.md ------------------------------------------------------------------------


def test_bao_may_stand_for_any_tile():
    assert is_win("123m456p789s111z2z5p", wild="5p")  # 5p stands for 2z
    assert is_win("123m456p789s111z5p5p", wild="5p")


def test_bao_used_as_its_own_face_is_not_used_as_wild():
    (reading,) = readings(c("345p123m789s111z22z"), wild=k("4p"))
    assert reading.wilds_used == 0  # 无宝: 4p plays 4p
    assert any(all(not f for f in g.wild) for g in reading.groups)


def test_baodiao_a_lone_bao_waits_on_every_tile():
    # 宝调: waiting with a lone 宝 for the pair, any tile completes the hand.
    assert len(waits("123m456p789s111z5p", wild="5p")) == 34


def test_pinghu_is_four_melds_and_a_pair_with_chows():
    (reading,) = readings(c("123m456m789p234s55z"), rules=SHANGRAO)
    assert [g.kind for g in reading.melds].count(GroupKind.SEQUENCE) == 4


def test_pengpenghu_is_four_triplets_and_a_pair():
    readings_ = readings(c("111m444p777s111z22z"), rules=SHANGRAO)
    assert any(all(g.kind is GroupKind.TRIPLET for g in r.melds) for r in readings_)


def test_shisanlan_is_fourteen_singles_with_nothing_claimed():
    assert shapes("147m258p369s12345z", SHANGRAO) == {Shape.SHISANLAN}
    assert Shape.SHISANLAN not in shanten_by_shape(c("147m258p369s12z"), melds=1, rules=SHANGRAO)


def test_shisanlan_suit_tiles_differ_by_at_least_three():
    assert shapes("159m147p258s12345z", SHANGRAO) == {Shape.SHISANLAN}  # 1-5-9, 1-4-7, 2-5-8
    assert shapes("158m147p258s12345z", SHANGRAO) == {Shape.SHISANLAN}  # 5 and 8: exactly 3
    assert not readings(c("146m147p258s12345z"), rules=SHANGRAO)  # 4 and 6 differ by 2


def test_shisanlan_honours_are_all_different():
    assert not readings(c("147m258p369s11234z"), rules=SHANGRAO)


def test_qixing_shisanlan_contains_all_seven_honours():
    (reading,) = readings(c("1m147p258s1234567z"), rules=SHANGRAO)
    assert reading.shape is Shape.SHISANLAN
    assert set(range(27, 34)) <= set(reading.represented)


def test_jiuyao_is_fourteen_terminals_and_honours_without_structure():
    assert Shape.JIUYAO in shapes("1119m19p19s123z557z", SHANGRAO)
    assert not readings(c("1112m19p19s123z557z"), rules=SHANGRAO)  # a 2m is no terminal


def test_jiuyao_needs_nothing_claimed():
    assert Shape.JIUYAO not in shanten_by_shape(c("1119m19p19s12z"), melds=1, rules=SHANGRAO)


def test_jiuyao_qixing_contains_all_seven_honours():
    (reading,) = readings(c("19m19p119s1234567z"), rules=SHANGRAO)
    assert reading.shape is Shape.JIUYAO
    assert set(range(27, 34)) <= set(reading.represented)


def test_bao_may_fill_shisanlan_and_jiuyao():
    # 5p as 宝 completes a 十三烂 missing one honour, and a 九幺 missing one tile.
    got = {r.shape for r in readings(c("147m258p369s1234z5p"), wild=k("5p"), rules=SHANGRAO)}
    assert Shape.SHISANLAN in got
    got = {r.shape for r in readings(c("1119m19p19s123z57z5p"), wild=k("5p"), rules=SHANGRAO)}
    assert Shape.JIUYAO in got


def test_a_hand_that_reads_several_ways_lists_every_reading():
    # 111222333m: three triplets or three runs; the scorer takes the highest.
    got = readings(c("111222333m456p77z"), rules=SHANGRAO)
    kinds = [sorted(g.kind.value for g in r.melds) for r in got]
    assert ["sequence"] * 4 in kinds
    assert ["sequence", "triplet", "triplet", "triplet"] in kinds


# -- docs/rules/lanzhou.md -------------------------------------------------------------------------


def test_sanyao_is_1m_1p_1s_and_counts_as_a_meld_while_concealed():
    (reading,) = readings(c("1m1p1s234m567p789s11z"), rules=LANZHOU_SOFT)
    assert GroupKind.SANYAO in [g.kind for g in reading.groups]
    assert not readings(c("1m1p1s234m567p789s11z"), rules=ShapeRules())


def test_sanjiu_is_9m_9p_9s():
    (reading,) = readings(c("9m9p9s234m567p789s11z"), rules=LANZHOU_SOFT)
    assert GroupKind.SANJIU in [g.kind for g in reading.groups]


def test_sanfeng_is_any_three_different_winds():
    assert readings(c("134z234m567p789s55z"), rules=LANZHOU_SOFT)
    assert not readings(c("113z234m567p789s55z"), rules=LANZHOU_SOFT)  # two 东 are not three winds
    assert not readings(c("135z234m567p789s66z"), rules=LANZHOU_SOFT)  # 白 is no wind


def test_thrown_sets_are_declared_melds_of_the_hand():
    # Two sets thrown after the deal count as two declared melds: the concealed part is 8 tiles.
    assert is_win("234m567p11z", melds=2, seven_pairs=False)
    assert shanten_counts(c("234m567p1z"), melds=2, rules=LANZHOU_SOFT) == 0


def test_zhongfabai_counts_as_a_meld():
    assert readings(c("567z234m567p789s11z"), rules=LANZHOU_ZFB)
    assert not readings(c("567z234m567p789s11z"), rules=ShapeRules())


def test_xiaoji_1s_may_stand_for_one_of_zhong_fa_bai():
    # 中 + 发 + 1s wins (小鸡满天飞).
    (reading,) = readings(c("67z1s234m567p789s11z"), rules=XIAOJI)
    zfb = next(g for g in reading.groups if g.kind is GroupKind.ZHONGFABAI)
    assert zfb.tiles == (k("1s"), k("6z"), k("7z"))
    assert not readings(c("67z1s234m567p789s11z"), rules=LANZHOU_ZFB)


def test_xiaoji_1s_may_stand_for_two_dragons_of_one_set():
    """Seed: "手頭有么雞和白，可以胡中、發、么雞" — 白 + 1s + 1s is a 中发白 set."""
    (reading,) = readings(c("5z1s1s234m567p789s11z"), rules=XIAOJI)
    zfb = next(g for g in reading.groups if g.kind is GroupKind.ZHONGFABAI)
    assert zfb.tiles == (k("1s"), k("1s"), k("5z"))
    assert not readings(c("5z1s1s234m567p789s11z"), rules=LANZHOU_ZFB)


def test_xiaoji_a_set_keeps_one_real_dragon():
    # 1s 1s 1s is a triplet, never a 中发白 set; 1s 1s + a wind is nothing.
    (reading,) = readings(c("111s234m567p789s11z"), rules=XIAOJI)
    assert all(g.kind is not GroupKind.ZHONGFABAI for g in reading.groups)
    assert not readings(c("2z1s1s234m567p789s11z"), rules=XIAOJI)


def test_jifeidanda_1s_or_1p_may_stand_in():
    assert readings(c("56z1p234m567p789s11z"), rules=JIFEI)
    assert readings(c("56z1s234m567p789s11z"), rules=JIFEI)
    assert not readings(c("56z1p234m567p789s11z"), rules=XIAOJI)


def test_declared_ready_hand_333m_2m_4m_2s_3s_waits_on_1s_4s():
    assert waits("333m24m23s", melds=2) == ["1s", "4s"]


def test_konging_the_fourth_3m_of_that_hand_leaves_it_not_ready():
    assert shanten("24m23s", melds=3) == 1


def test_declared_ready_333m_2m_waits_on_1m_2m_4m_and_kong_shrinks_them_to_2m():
    assert waits("333m2m", melds=3) == ["1m", "2m", "4m"]
    assert waits("2m", melds=4) == ["2m"]


# -- docs/rules/linan.md ---------------------------------------------------------------------------


def test_caishen_may_stand_for_any_tile_or_for_itself():
    assert is_win("234m567p789s111z5p5p", wild="5p", seven_pairs=False)  # 5p 5p as a pair
    assert is_win("234m567p789s111z3p5p", wild="5p", seven_pairs=False)  # 5p as 3p


def test_linan_worked_example_single_wait_on_3p():
    # Exposed pong 9m and concealed kong 7s declared; 东东东 234m 3p in hand, 财神 5p.
    assert waits("EEE234m3p", melds=2, wild="5p", seven_pairs=False) == ["3p", "5p"]
    counts = c("EEE234m3p3p")
    (reading,) = readings(counts, melds=2, wild=k("5p"), rules=LINAN)
    assert reading.pair is not None and reading.pair.tiles == (k("3p"), k("3p"))
    assert waits_counts(c("EEE234m3p"), melds=2, rules=LINAN) == [k("3p")]


@pytest.mark.slow
def test_the_kinds_that_raise_a_shisanlan_are_those_a_scan_of_every_draw_finds() -> None:
    # shisanlan_raising answers from the per-suit values instead of re-scanning the hand for each
    # of the 34 draws; it must name exactly the kinds the scan does.
    rng = SplitMix64(17)
    for _ in range(3000):
        counts = [0] * 34
        for _ in range(7 + rng.below(8)):
            k = rng.below(34)
            counts[k] = min(4, counts[k] + 1)
        now = shisanlan_overlap(counts)
        scanned = []
        for k in range(34):
            counts[k] += 1
            if shisanlan_overlap(counts) > now:
                scanned.append(k)
            counts[k] -= 1
        assert shisanlan_raising(counts) == scanned, counts
