"""兰州 shapes (lanzhou_shapes.py) against the reference analysis of ``mahjong_desktop.hand`` with
the same ``ShapeRules``: the waits of ready and unready hands with 三幺/三九/三风/中发白 sets and
stand-ins; and the one-pass "which discards leave the hand ready" against one wait search per
discard."""

from __future__ import annotations

import random

import pytest

from mahjong_desktop.hand import waits_counts
from mahjong_desktop.rules.lanzhou import LanzhouRules
from tests.helpers.lanzhou_table import lanzhou

CONFIGS = [
    {"throw": "soft", "zhong_fa_bai": True, "ji_fei_dan_da": True},
    {"throw": "hard", "zhong_fa_bai": True, "xiao_ji": True},
    {"throw": "none", "zhong_fa_bai": False},
    # 三风 with 中发白 as 风 (option throw_feng_dragons), with and without the 中发白 meld.
    {"throw": "soft", "zhong_fa_bai": True, "throw_feng_dragons": True},
    {"throw": "soft", "zhong_fa_bai": False, "throw_feng_dragons": True},
]


def _hand(rng: random.Random, rules: LanzhouRules, size: int) -> list[int]:
    """Mostly groups (runs, triplets, pairs, the region's sets), then single tiles: often ready."""
    counts = [0] * 34
    patterns = [p.tiles for p in rules.shapes.patterns]
    special = [0, 8, 9, 17, 18, 26, *range(27, 34)]
    while sum(counts) < size:
        room = size - sum(counts)
        r = rng.random()
        if r < 0.35 and room >= 3:
            k = rng.randrange(27)
            group = [k - k % 9 + min(k % 9, 6) + i for i in range(3)]
        elif r < 0.5 and room >= 3 and patterns:
            group = list(rng.choice(patterns))
        elif r < 0.6 and room >= 2:
            group = [rng.choice(special)] * 2
        else:
            group = [rng.choice(special) if rng.random() < 0.5 else rng.randrange(34)]
        if all(counts[k] + group.count(k) <= 4 for k in group):
            for k in group:
                counts[k] += 1
    return counts


@pytest.mark.slow
@pytest.mark.parametrize("options", CONFIGS)
def test_waits_agree_with_the_reference_analysis(options: dict[str, object]) -> None:
    rules = lanzhou(**options)
    rng = random.Random(2024)
    ready = 0
    for _ in range(30):
        melds = rng.choice([0, 0, 1, 2])
        counts = _hand(rng, rules, 13 - 3 * melds)
        mine = set(rules.waits(counts, melds, None))
        reference = set(waits_counts(counts, melds=melds, rules=rules.shape_rules()))
        assert mine == reference, (counts, melds)
        ready += bool(mine)
    assert ready >= 5


@pytest.mark.slow
@pytest.mark.parametrize("options", CONFIGS)
def test_ready_discards_agree_with_a_wait_search_per_discard(options: dict[str, object]) -> None:
    rules = lanzhou(**options)
    rng = random.Random(7)
    found = 0
    for _ in range(600):
        melds = rng.choice([0, 0, 1, 2, 3])
        counts = _hand(rng, rules, 14 - 3 * melds)
        expected = []
        for d in range(34):
            if counts[d]:
                counts[d] -= 1
                if rules.shapes.waits(counts, melds):
                    expected.append(d)
                counts[d] += 1
        assert list(rules.shapes.ready_discards(counts, melds)) == expected, (counts, melds)
        found += bool(expected)
    assert found > 100
