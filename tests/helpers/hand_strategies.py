"""Hypothesis strategies for hands: random draws biased towards structure, and built wins."""

from __future__ import annotations

from hypothesis import assume
from hypothesis import strategies as st

from mahjong_desktop.hand import ShapeRules

# Kind pools: drawing from a few kinds makes pairs, runs and four-alike common.
POOLS: tuple[tuple[int, ...], ...] = (
    tuple(range(9)),  # one suit
    tuple(range(9)) + tuple(range(27, 34)),  # one suit + honours
    tuple(range(0, 18)),  # two suits
    tuple(range(34)),  # everything
    (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33),  # terminals and honours
    (0, 3, 6, 9, 13, 17, 20, 23, 26, 27, 29, 31, 33),  # 十三烂-like spread
)

RULES: tuple[ShapeRules, ...] = (
    ShapeRules(),
    ShapeRules(seven_pairs=False),
    ShapeRules(seven_pairs_quad_as_two=False),
    ShapeRules(shisanlan=True, jiuyao=True),  # 上饶
    ShapeRules(seven_pairs=True, sanyao=True, sanjiu=True, sanfeng=True),  # 兰州 甩牌 soft
    ShapeRules(zhongfabai=True, zfb_standins=(18,)),  # 兰州 小鸡满天飞
    ShapeRules(sanfeng=True, zhongfabai=True, zfb_standins=(18, 9)),  # 兰州 鸡飞蛋打
)


@st.composite
def hands(draw: st.DrawFn, size: int, pool: tuple[int, ...] | None = None) -> list[int]:
    """A count vector of ``size`` tiles, at most four of a kind."""
    kinds = pool if pool is not None else draw(st.sampled_from(POOLS))
    ids = draw(
        st.lists(st.integers(0, 4 * len(kinds) - 1), min_size=size, max_size=size, unique=True)
    )
    counts = [0] * 34
    for i in ids:
        counts[kinds[i // 4]] += 1
    return counts


@st.composite
def standard_wins(draw: st.DrawFn, melds: int, rules: ShapeRules) -> list[int]:
    """A complete concealed part built from random melds and a pair (at most four of a kind)."""
    from tests.helpers.hand_reference import meld_shapes

    shapes = [kinds for _, kinds in meld_shapes(rules)]
    # Bias towards one or two suits so several readings are common.
    lo = draw(st.sampled_from((0, 9, 18, 27)))
    near = [s for s in shapes if all(lo <= k < lo + 12 or k >= 27 for k in s)] or shapes
    counts = [0] * 34
    for _ in range(4 - melds):
        for k in draw(st.sampled_from(near if draw(st.booleans()) else shapes)):
            counts[k] += 1
    pair = draw(st.integers(0, 33))
    counts[pair] += 2
    assume(max(counts) <= 4)
    return counts


def with_wilds(counts: list[int], wild: int, how_many: int, seed: int) -> list[int] | None:
    """Replace ``how_many`` tiles (chosen by ``seed``) by copies of the wild kind."""
    import random

    rng = random.Random(seed)
    out = list(counts)
    tiles = [k for k in range(34) for _ in range(out[k]) if k != wild]
    for k in rng.sample(tiles, min(how_many, len(tiles))):
        out[k] -= 1
        out[wild] += 1
    return out if out[wild] <= 4 else None
