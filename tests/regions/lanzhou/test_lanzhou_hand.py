"""The fast path of the 兰州 sets (``special``) against the old enumeration and the reference.

``legacy_special`` is the code the fast path replaced (selections of sets evaluated one by one,
every candidate tile of a set re-evaluated); results must be exactly the same: shanten, waits and
whole discard tables, on seeded random hands biased towards the tiles the sets use, with declared
melds, with the 1s / 1p stand-ins, and with wild tiles (correctness only).
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

import pytest

from mahjong_desktop.hand import ShapeRules, discard_table, shanten_counts, waits_counts
from mahjong_desktop.hand.memo import TABLES, raise_masks
from mahjong_desktop.hand.special import suit_x_id, suit_x_raises
from mahjong_desktop.hand.tables import capped_suit_table, limited_suit_table
from tests.helpers import legacy_special as legacy
from tests.helpers.hand_reference import reference_shanten_standard

REGION = ShapeRules(sanyao=True, sanjiu=True, sanfeng=True, zhongfabai=True)  # 兰州's default
RULES = (
    REGION,
    ShapeRules(sanyao=True, sanjiu=True, sanfeng=True, zhongfabai=True, zfb_standins=(18,)),
    ShapeRules(sanyao=True, sanjiu=True, sanfeng=True, zhongfabai=True, zfb_standins=(18, 9)),
    ShapeRules(sanyao=True, sanjiu=True, sanfeng=True),  # 甩牌 without 中发白
    ShapeRules(zhongfabai=True, zfb_standins=(18,), seven_pairs_quad_as_two=False),
    ShapeRules(seven_pairs=False, zhongfabai=True, zfb_standins=(9, 18)),
    ShapeRules(sanyao=True, sanjiu=True),
    ShapeRules(sanfeng=True, zhongfabai=True, zfb_standins=(27,)),  # a wind stand-in (not 兰州's)
)
SET_KINDS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
SETS: tuple[tuple[int, int, int], ...] = (
    (0, 9, 18),
    (8, 17, 26),
    (27, 28, 29),
    (28, 29, 30),
    (27, 29, 30),
    (27, 28, 30),
)
SETS += ((31, 32, 33), (18, 32, 33), (9, 31, 33), (18, 31, 32), (18, 18, 31), (9, 18, 33))


def random_hand(rng: random.Random, size: int) -> list[int]:
    """Random tiles, half the time from the set kinds plus a few others (sets and near-sets)."""
    if rng.random() < 0.4:
        kinds = list(range(34))
    else:
        kinds = sorted({*SET_KINDS, *rng.sample(range(34), rng.randrange(1, 8))})
    tiles = [k for k in kinds for _ in range(4)]
    counts = [0] * 34
    for t in rng.sample(tiles, size):
        counts[t] += 1
    return counts


def near_win(rng: random.Random, melds: int) -> list[int]:
    """A complete hand from melds, 兰州 sets and a pair, with one tile maybe swapped."""
    while True:
        counts = [0] * 34
        for _ in range(4 - melds):
            x = rng.random()
            if x < 0.4:
                kinds: tuple[int, ...] = rng.choice(SETS)
            elif x < 0.6:
                kinds = (rng.randrange(34),) * 3
            else:
                k = rng.choice((0, 9, 18)) + rng.randrange(7)
                kinds = (k, k + 1, k + 2)
            for k in kinds:
                counts[k] += 1
        counts[rng.choice(SET_KINDS)] += 2
        if rng.random() < 0.5:
            counts[rng.choice([k for k in range(34) if counts[k]])] -= 1
            counts[rng.choice((*SET_KINDS, rng.randrange(34)))] += 1
        if max(counts) <= 4:
            return counts


def cases(
    seed: int, count: int, wild_share: float = 0.1
) -> Iterator[tuple[list[int], int, int | None, ShapeRules, random.Random]]:
    """(counts of a full hand, melds, wild, rules), seeded."""
    rng = random.Random(seed)
    for _ in range(count):
        melds = rng.choice((0, 0, 0, 1, 1, 2, 3, 4))
        full = near_win(rng, melds) if rng.random() < 0.5 else random_hand(rng, 14 - 3 * melds)
        wild = rng.randrange(34) if rng.random() < wild_share else None
        yield full, melds, wild, rng.choice(RULES), rng


@pytest.mark.slow
def test_shanten_matches_the_old_enumeration():
    for full, melds, wild, rules, rng in cases(1, 5000, 0.15):
        for counts in (full, _minus_one(full, rng)):
            got = shanten_counts(counts, melds=melds, wild=wild, rules=rules)
            want = legacy.shanten(counts, melds=melds, wild=wild, rules=rules)
            assert got == want, (counts, melds, wild, rules)


@pytest.mark.slow
def test_waits_match_the_old_enumeration():
    for full, melds, wild, rules, rng in cases(2, 2000):
        counts = _minus_one(full, rng)
        got = waits_counts(counts, melds=melds, wild=wild, rules=rules)
        assert got == legacy.waits_counts(counts, melds=melds, wild=wild, rules=rules), (
            counts,
            melds,
            wild,
            rules,
        )


@pytest.mark.slow
def test_discard_tables_match_the_old_enumeration():
    for full, melds, wild, rules, rng in cases(3, 500):
        visible = [rng.randint(0, 4 - c) if rng.random() < 0.2 else 0 for c in full]
        got = discard_table(full, melds=melds, wild=wild, rules=rules, visible=visible)
        want = legacy.discard_table(full, melds=melds, wild=wild, rules=rules, visible=visible)
        assert got == want, (full, melds, wild, rules)


@pytest.mark.slow
def test_region_shanten_matches_target_enumeration_on_small_hands():
    # The reference enumerates every target touching the hand: slow, so two declared melds.
    rng = random.Random(4)
    for _ in range(400):
        rules = rng.choice(RULES[:3])
        counts = random_hand(rng, rng.choice((7, 8)))
        want = reference_shanten_standard(counts, 2, None, rules)
        assert shanten_counts(counts, melds=2, rules=rules) == want, (counts, rules)


def test_limited_suit_table_with_one_binding_rank_is_the_exact_programme():
    # A sample of the offline check (benchmarks/HAND_RESULTS.md): limits lowered at ranks 1 and 9.
    rng = random.Random(5)
    checked = 0
    while checked < 150:
        seg = [0] * 9
        for _ in range(rng.randrange(1, 12)):
            r = rng.randrange(9)
            if seg[r] < 4:
                seg[r] += 1
        limits = [4] * 9
        limits[0] -= rng.randrange(4)
        limits[8] -= rng.randrange(4)
        if any(seg[r] > limits[r] for r in range(9)):
            continue
        binding = [r for r in range(9) if seg[r] == limits[r]]
        if len(binding) > 1:
            continue
        checked += 1
        assert limited_suit_table(bytes(seg), bytes(limits)) == capped_suit_table(
            bytes(seg), bytes(limits)
        ), (seg, limits)


@pytest.mark.exhaustive  # minutes
def test_exhaustively_one_binding_rank_up_to_ten_tiles():
    for seg in itertools.product(range(5), repeat=9):
        if sum(seg) > 10:
            continue
        for x0, x8 in itertools.product(range(4), repeat=2):
            limits = (4 - x0, 4, 4, 4, 4, 4, 4, 4, 4 - x8)
            if any(c > lim for c, lim in zip(seg, limits, strict=True)):
                continue
            binding = [r for r in range(9) if seg[r] == limits[r]]
            if len(binding) == 1 and seg[binding[0]]:
                assert limited_suit_table(bytes(seg), bytes(limits)) == capped_suit_table(
                    bytes(seg), bytes(limits)
                ), (seg, limits)


def test_a_four_alike_at_a_set_rank_is_kept_whole_or_in_part():
    # 1111m with one 三幺 place at 1m: the suit keeps three copies (limit 3), binding at rank 1.
    seg, limits = bytes((3, 0, 0, 0, 0, 0, 0, 0, 0)), bytes((3, 4, 4, 4, 4, 4, 4, 4, 4))
    assert limited_suit_table(seg, limits) == capped_suit_table(seg, limits)
    assert limited_suit_table(seg, limits)[1] == 3  # one meld: the triplet
    assert limited_suit_table(seg, limits)[6] == 3  # a pair on top would need a fifth 1m


def test_raises_of_a_suit_with_set_places_match_its_tables():
    # The shortcut of ``suit_x_raises`` (plain raises of what the sets leave) against comparing
    # the tables with one more tile of each rank.
    rng = random.Random(6)
    for _ in range(1500):
        seg = [0] * 9
        for _ in range(rng.randrange(10)):
            r = rng.randrange(9)
            if seg[r] < 4:
                seg[r] += 1
        x1, x9 = rng.choice([(1, 0), (0, 1), (1, 1), (2, 0), (2, 1), (1, 2), (3, 1), (4, 0)])
        key, ex, capped = int.from_bytes(bytes(seg), "little"), x1 | x9 << 64, rng.random() < 0.8
        old = TABLES[suit_x_id(key, ex, capped)]
        new = [
            None if seg[r] >= 4 else TABLES[suit_x_id(key + (1 << (8 * r)), ex, capped)]
            for r in range(9)
        ]
        assert suit_x_raises(key, ex, capped) == raise_masks(old, new), (seg, x1, x9, capped)


def test_two_binding_ranks_go_to_the_exact_programme():
    # 6666 777 88 9m with one place left at 9m (three 三九 sets): keeping all four 6m and the 9m,
    # the last 7m could only be a 777 triplet, a fifth 7m. Four melds keep 9 tiles, not 10.
    seg, limits = bytes((0, 0, 0, 0, 0, 4, 3, 2, 1)), bytes((4, 4, 4, 4, 4, 4, 4, 4, 1))
    assert limited_suit_table(seg, limits) == capped_suit_table(seg, limits)
    assert limited_suit_table(seg, limits)[4] == 9


def test_sets_are_found_through_the_region_rules():
    # 1m 1p 1s + 9m 9p 9s + 东南西 + 中发白 + 22m: a win with four sets only.
    counts = [0] * 34
    for k in (0, 9, 18, 8, 17, 26, 27, 28, 29, 31, 32, 33, 1, 1):
        counts[k] += 1
    assert shanten_counts(counts, rules=REGION) == -1
    assert shanten_counts(counts, rules=ShapeRules()) > 0
    counts[1] -= 1
    assert waits_counts(counts, rules=REGION) == [1]


def _minus_one(counts: list[int], rng: random.Random) -> list[int]:
    out = list(counts)
    out[rng.choice([k for k in range(34) if out[k]])] -= 1
    return out
