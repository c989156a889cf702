"""Cross-check against the `mahjong` library (2.1.0) on seeded random hands.

Agreement is required everywhere except the one documented convention: a hand whose only waits are
kinds it already holds four times is not ready for us (it can never win on them). When the two
differ, the test asserts that this is the reason.
"""

from __future__ import annotations

import random

import pytest
from mahjong.shanten import Shanten

from mahjong_desktop.hand import ShapeRules, readings, shanten_counts, waits_counts

REGULAR = ShapeRules(seven_pairs=False)
PAIRS_NO_QUADS = ShapeRules(seven_pairs_quad_as_two=False)
HANDS = 10_000


def _random_hand(rng: random.Random, size: int, quads: int) -> list[int]:
    counts = [0] * 34
    for k in rng.sample(range(34), quads):
        if sum(counts) + 4 <= size:
            counts[k] = 4
    wall = [k for k in range(34) for _ in range(4 - counts[k])]
    for k in rng.sample(wall, size - sum(counts)):
        counts[k] += 1
    return counts


def _ready_only_on_held_fours(counts: list[int], melds: int) -> bool:
    """The waiting hand wins on some kind, and only on kinds it holds four times (a fifth copy)."""
    wins = []
    for k in range(34):
        extra = list(counts)
        extra[k] += 1
        if _is_win_allowing_five(extra, melds):
            wins.append(k)
    return bool(wins) and all(counts[k] == 4 for k in wins)


def _is_win_allowing_five(counts: list[int], melds: int) -> bool:
    # readings() checks counts ≤ 4, so decompose a fifth copy with the library instead.
    return (
        Shanten.calculate_shanten_for_regular_hand(counts) == -1
        if max(counts) <= 4
        else (_decomposes(list(counts), 4 - melds, True))
    )


def _decomposes(c: list[int], melds: int, pair: bool) -> bool:
    low = next((k for k in range(34) if c[k]), None)
    if low is None:
        return melds == 0 and not pair
    if pair and c[low] >= 2:
        c[low] -= 2
        ok = _decomposes(c, melds, False)
        c[low] += 2
        if ok:
            return True
    if melds and c[low] >= 3:
        c[low] -= 3
        ok = _decomposes(c, melds - 1, pair)
        c[low] += 3
        if ok:
            return True
    if melds and low < 27 and low % 9 <= 6 and c[low + 1] and c[low + 2]:
        for k in (low, low + 1, low + 2):
            c[k] -= 1
        ok = _decomposes(c, melds - 1, pair)
        for k in (low, low + 1, low + 2):
            c[k] += 1
        return ok
    return False


def test_regular_shanten_equals_the_mahjong_library_on_10000_seeded_hands():
    rng = random.Random(20240601)
    differences = 0
    for i in range(HANDS):
        melds = (0, 0, 0, 1, 2, 3, 4)[i % 7]
        size = (13 if i % 2 else 14) - 3 * melds
        quads = rng.choice((0, 0, 0, 1, 2)) if size >= 4 else 0
        counts = _random_hand(rng, size, quads)
        ours = shanten_counts(counts, melds=melds, rules=REGULAR)
        theirs = Shanten.calculate_shanten_for_regular_hand(counts)
        if ours != theirs:
            differences += 1
            assert ours == theirs + 1 == 1, counts
            if size % 3 == 1:
                assert _ready_only_on_held_fours(counts, melds), counts
            else:
                for d in range(34):
                    if counts[d]:
                        rest = list(counts)
                        rest[d] -= 1
                        if Shanten.calculate_shanten_for_regular_hand(rest) == 0:
                            assert _ready_only_on_held_fours(rest, melds), counts
    assert differences <= HANDS // 100  # the exception is rare; a flood would mean a bug


def test_seven_pairs_shanten_equals_the_mahjong_library_without_quads_as_two_pairs():
    rng = random.Random(7)
    for i in range(2000):
        counts = _random_hand(rng, 13 + i % 2, rng.choice((0, 0, 1)))
        ours = shanten_counts(counts, rules=PAIRS_NO_QUADS)
        theirs = Shanten.calculate_shanten(counts, use_chiitoitsu=True, use_kokushi=False)
        assert ours == theirs, counts


def _built_win(rng: random.Random, melds: int) -> list[int]:
    """A complete concealed part from random triplets, runs and a pair (at most four of a kind)."""
    while True:
        counts = [0] * 34
        suits = rng.sample((0, 9, 18), rng.choice((1, 2, 3)))
        for _ in range(4 - melds):
            if rng.random() < 0.3:
                k = rng.choice([*suits, 27]) + rng.randrange(7)
                counts[k] += 3
            else:
                k = rng.choice(suits) + rng.randrange(7)
                for j in (k, k + 1, k + 2):
                    counts[j] += 1
        counts[rng.choice(suits) + rng.randrange(9)] += 2
        if max(counts) <= 4:
            return counts


@pytest.mark.slow
def test_waits_equal_the_kinds_the_mahjong_library_calls_complete():
    rng = random.Random(99)
    for _ in range(600):
        melds = rng.choice((0, 0, 1, 2, 3))
        counts = _built_win(rng, melds)
        counts[rng.choice([k for k in range(34) if counts[k]])] -= 1  # now ready
        want = []
        for k in range(34):
            if counts[k] < 4:
                counts[k] += 1
                if Shanten.calculate_shanten_for_regular_hand(counts) == -1:
                    want.append(k)
                counts[k] -= 1
        assert waits_counts(counts, melds=melds, rules=REGULAR) == want, counts
        assert want, counts


def test_readings_exist_exactly_when_the_mahjong_library_calls_the_hand_complete():
    rng = random.Random(3)
    for i in range(1500):
        counts = _built_win(rng, 0)
        if i % 2:  # swap one tile for a random other: sometimes still a win, mostly not
            counts[rng.choice([k for k in range(34) if counts[k]])] -= 1
            counts[rng.choice([k for k in range(34) if counts[k] < 4])] += 1
        complete = Shanten.calculate_shanten_for_regular_hand(counts) == -1
        assert bool(readings(counts, rules=REGULAR)) == complete, counts
