"""The hand core's readings with 财神 (``hand.readings(…, wild=…)``), which 临安's scoring relies
on, checked against a brute force: every way to replace each 财神 by a kind (a fifth copy
allowed), every decomposition of the result. And the region's fast waits (``linan_shapes``)
checked against the hand core's ``waits_counts``."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations_with_replacement

import pytest

from mahjong_desktop.engine.rng import SplitMix64
from mahjong_desktop.hand import GroupKind, ShapeRules, readings, waits_counts
from mahjong_desktop.rules.linan.shapes import gang_hua_kind, is_complete
from mahjong_desktop.rules.linan.shapes import waits as fast_waits
from tests.helpers.stacked_table import counts, t

RULES = ShapeRules(standard=True, seven_pairs=False)
Groups = tuple[tuple[str, tuple[int, ...]], ...]


def _decompose(c: list[int], melds: int, pair: bool) -> Iterator[list[tuple[str, tuple[int, ...]]]]:
    low = next((k for k in range(34) if c[k]), -1)
    if low < 0:
        if melds == 0 and not pair:
            yield []
        return
    if pair and c[low] >= 2:
        c[low] -= 2
        for rest in _decompose(c, melds, False):
            yield [("pair", (low, low)), *rest]
        c[low] += 2
    if melds and c[low] >= 3:
        c[low] -= 3
        for rest in _decompose(c, melds - 1, pair):
            yield [("triplet", (low, low, low)), *rest]
        c[low] += 3
    if melds and low < 27 and low % 9 <= 6 and c[low + 1] and c[low + 2]:
        for k in (low, low + 1, low + 2):
            c[k] -= 1
        for rest in _decompose(c, melds - 1, pair):
            yield [("sequence", (low, low + 1, low + 2)), *rest]
        for k in (low, low + 1, low + 2):
            c[k] += 1


def brute_force(hand: str, wild: int) -> set[Groups]:
    c = list(counts(hand))
    jokers, c[wild] = c[wild], 0
    melds = (sum(c) + jokers - 2) // 3  # concealed melds
    out: set[Groups] = set()
    for extra in combinations_with_replacement(range(34), jokers):
        d = list(c)
        for k in extra:
            d[k] += 1
        for groups in _decompose(d, melds, True):
            out.add(tuple(sorted(groups)))
    return out


def core(hand: str, wild: int) -> set[Groups]:
    declared = (14 - sum(counts(hand))) // 3
    found = readings(counts(hand), melds=declared, wild=wild, rules=RULES)
    out: set[Groups] = set()
    for reading in found:
        # Every 财神 is accounted for: standing in (flag) or showing its own face.
        used = sum(
            stands or kind == wild
            for g in reading.groups
            for kind, stands in zip(g.tiles, g.wild, strict=True)
        )
        assert used == counts(hand)[wild], str(reading)
        out.add(tuple(sorted((g.kind.value, g.tiles) for g in reading.groups)))
        kinds = {g.kind for g in reading.groups}
        assert kinds <= {GroupKind.PAIR, GroupKind.TRIPLET, GroupKind.SEQUENCE}
    return out


@pytest.mark.parametrize(
    "hand",
    [
        "234m111z33p",  # the worked example's concealed part, no 财神
        "234m111z3p5p",  # 财神 as the pair partner
        "234m11z3p5p5p",  # two 财神
        "11z5p123m789s33z",  # 东东 + 财神
        "123m567p789s234s88s",  # a 财神 that may be itself
        "12333m678p789s1s5p5p",  # two 财神, overlapping readings
        "5p5p5p11z",  # three 财神 (three declared melds besides)
    ],
)
def test_the_hand_cores_wild_readings_match_a_brute_force(hand: str) -> None:
    wild = t("5p")
    assert core(hand, wild) == brute_force(hand, wild)


def test_three_caishen_read_as_any_meld_or_as_themselves() -> None:
    found = core("5p5p5p11z", t("5p"))
    assert (("pair", (27, 27)), ("triplet", (13, 13, 13))) in found  # 555p as themselves
    assert (("pair", (27, 27)), ("sequence", (0, 1, 2))) in found  # or as 123m
    # 东东 + any triplet (34) or sequence (21), or 东东东 + any pair (34), one counted twice.
    assert len(found) == 34 + 21 + 34 - 1


def test_the_fast_waits_agree_with_the_hand_core() -> None:
    rng = SplitMix64(2024)
    checked = 0
    for _ in range(1500):
        wild = rng.below(34)
        bonus = gang_hua_kind(wild)
        melds = rng.below(5)
        tiles = [k for k in range(34) for _ in range(3 if k == wild else 4) if k != bonus]
        rng.shuffle(tiles)
        hand = [0] * 34
        for k in tiles[: 13 - 3 * melds]:
            hand[k] += 1
        ref = set(waits_counts(hand, melds=melds, wild=wild, rules=RULES)) - {bonus}
        assert fast_waits(hand, wild, bonus) == ref, (hand, wild)
        checked += 1
    assert checked == 1500


def test_is_complete_with_caishen() -> None:
    assert is_complete(counts("234m11z3p5p5p123s456s"), t("5p"))
    assert not is_complete(counts("1m9m1z3p5p123s456s789s"), t("5p"))
