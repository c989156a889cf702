"""The per-suit tables behind the fast shanten, against explicit targets.

``tables`` relies on two facts checked here: (1) without a four-alike in a suit, the four-copies
limit never changes the suit's table; (2) with one four-alike, "keep at most three" or "keep all
four and need no fifth" is exact. The default run checks seeded samples; run
``pytest -m exhaustive`` to check every suit of up to 10 tiles (minutes).
"""

from __future__ import annotations

import itertools
import random
from functools import cache

import pytest

from mahjong_desktop.hand.tables import (
    capped_suit_table,
    four_alike_suit_table,
    suit_table,
)


@cache
def suit_targets() -> tuple[tuple[tuple[int, ...], int, int], ...]:
    """Every (counts, melds, pairs) of a suit target: ≤ 4 melds, ≤ 1 pair, ≤ 4 of a rank."""
    melds = [(r, r, r) for r in range(9)] + [(r, r + 1, r + 2) for r in range(7)]
    out = set()
    for m in range(5):
        for chosen in itertools.combinations_with_replacement(melds, m):
            for pair in [None, *range(9)]:
                c = [0] * 9
                for meld in chosen:
                    for r in meld:
                        c[r] += 1
                if pair is not None:
                    c[pair] += 2
                if max(c) <= 4:
                    out.add((tuple(c), m, int(pair is not None)))
    return tuple(out)


def brute_force_table(h: tuple[int, ...]) -> tuple[int, ...]:
    best = [0] * 10  # the empty target keeps nothing; "at most" m melds and p pairs
    for c, m, p in suit_targets():
        ov = sum(min(a, b) for a, b in zip(h, c, strict=True))
        for pp in range(p, 2):
            for mm in range(m, 5):
                best[pp * 5 + mm] = max(best[pp * 5 + mm], ov)
    return tuple(best)


def key(h: tuple[int, ...]) -> int:
    return int.from_bytes(bytes(h), "little")


def random_suit(rng: random.Random, quads: int) -> tuple[int, ...]:
    while True:
        h = [0] * 9
        for q in rng.sample(range(9), quads):
            h[q] = 4
        for _ in range(rng.randrange(0, 11 - 4 * quads)):
            r = rng.randrange(9)
            if h[r] < 3:
                h[r] += 1
        if sum(h) <= 14:
            return tuple(h)


def test_limited_programme_equals_explicit_targets():
    rng = random.Random(1)
    for quads in (0, 0, 1, 1, 2):
        h = random_suit(rng, quads)
        assert capped_suit_table(bytes(h)) == brute_force_table(h), h


def test_without_four_alike_the_limit_never_changes_a_suit_table():
    rng = random.Random(2)
    for _ in range(150):
        h = random_suit(rng, 0)
        assert suit_table(key(h)) == capped_suit_table(bytes(h)), h


def test_with_one_four_alike_keep_three_or_fill_the_rank_is_exact():
    rng = random.Random(3)
    for _ in range(150):
        h = random_suit(rng, 1)
        assert four_alike_suit_table(key(h)) == capped_suit_table(bytes(h)), h


def test_a_lone_four_alike_is_a_triplet_and_a_dead_tile():
    # 1111m: a triplet keeps 3; triplet + pair of 1m would need a fifth copy.
    h = (4, 0, 0, 0, 0, 0, 0, 0, 0)
    assert four_alike_suit_table(key(h))[5 + 1] == 3
    assert suit_table(key(h))[5 + 1] == 4  # what ignoring the limit would say


@pytest.mark.exhaustive  # minutes
def test_exhaustively_every_suit_of_up_to_ten_tiles():
    for h in itertools.product(range(5), repeat=9):
        if sum(h) > 10:
            continue
        fours = h.count(4)
        exact = capped_suit_table(bytes(h))
        if fours == 0:
            assert suit_table(key(h)) == exact, h
        else:
            assert four_alike_suit_table(key(h)) == exact, h
