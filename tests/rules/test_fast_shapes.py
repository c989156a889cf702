"""The engine's fast win test agrees with the hand-analysis package on many hands."""

from __future__ import annotations

import pytest

from mahjong_desktop.engine.rng import SplitMix64
from mahjong_desktop.hand import ShapeRules, readings, waits_counts
from mahjong_desktop.rules import fast_shapes

RULES = ShapeRules(standard=True, seven_pairs=True, seven_pairs_quad_as_two=True)


def near_complete(rng: SplitMix64, melds: int) -> list[int]:
    """A random complete concealed part (4 − melds groups + pair) minus one tile."""
    counts = [0] * 34
    while True:
        counts = [0] * 34
        ok = True
        for _ in range(4 - melds):
            if rng.below(2):
                k = rng.below(34)
                counts[k] += 3
            else:
                suit, start = rng.below(3), rng.below(7)
                for j in range(3):
                    counts[suit * 9 + start + j] += 1
        counts[rng.below(34)] += 2
        ok = max(counts) <= 4
        if ok:
            break
    held = [k for k in range(34) if counts[k]]
    counts[held[rng.below(len(held))]] -= 1
    return counts


def seven_pairs_minus_one(rng: SplitMix64) -> list[int]:
    counts = [0] * 34
    for _ in range(7):
        k = rng.below(34)
        while counts[k] >= 4:
            k = rng.below(34)
        counts[k] += 2
    held = [k for k in range(34) if counts[k]]
    counts[held[rng.below(len(held))]] -= 1
    return counts


def test_waits_agree_with_the_hand_package() -> None:
    rng = SplitMix64(2024)
    hands = [near_complete(rng, rng.below(4)) for _ in range(1500)]
    hands += [seven_pairs_minus_one(rng) for _ in range(300)]
    for counts in hands:
        melds = (13 - sum(counts)) // 3
        fast = fast_shapes.standard_waits(counts)
        if melds == 0:
            fast |= fast_shapes.seven_pairs_waits(counts, quad_as_two=True)
        assert fast == set(waits_counts(counts, melds=melds, rules=RULES)), counts


@pytest.mark.slow
def test_complete_test_agrees_with_readings() -> None:
    rng = SplitMix64(7)
    for _ in range(1500):
        counts = near_complete(rng, 0)
        for k in range(34):
            if counts[k] < 4:
                counts[k] += 1
                fast = fast_shapes.is_standard_complete(counts) or fast_shapes.is_seven_pairs(
                    counts, quad_as_two=True
                )
                assert fast == bool(readings(counts, melds=0, rules=RULES)), counts
                counts[k] -= 1
