"""Overlap for 十三烂 (the seven-pairs and 九幺 counts live next to their callers in ``analysis``).

Same measure as the standard shape (see ``tables``): the most tiles of the hand that some complete
14-tile target of the shape keeps; wild copies are counted by the caller (each keeps one place).
``counts`` here never include wild copies.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from itertools import combinations, pairwise

from mahjong_desktop.tiles import is_terminal_or_honour

TERMINAL_HONOUR_KINDS: tuple[int, ...] = tuple(k for k in range(34) if is_terminal_or_honour(k))


@cache
def _lan_sets() -> tuple[tuple[int, int], ...]:
    """(rank mask, size) of every rank set of one suit whose ranks differ pairwise by ≥ 3."""
    out = [(0, 0)]
    for size in (1, 2, 3):
        for ranks in combinations(range(9), size):
            if all(b - a >= 3 for a, b in pairwise(ranks)):
                out.append((sum(1 << r for r in ranks), size))
    return tuple(out)


@cache
def lan_suit_best(mask: int) -> tuple[int, int, int, int]:
    """For the ranks held in one suit: most of them a valid 十三烂 rank set of size 0–3 keeps."""
    best = [0, 0, 0, 0]
    for m, size in _lan_sets():
        kept = (m & mask).bit_count()
        if kept > best[size]:
            best[size] = kept
    return (best[0], best[1], best[2], best[3])


def _suit_mask(counts: Sequence[int], base: int) -> int:
    mask = 0
    for r in range(9):
        if counts[base + r]:
            mask |= 1 << r
    return mask


def shisanlan_overlap(counts: Sequence[int]) -> int:
    """Best overlap with a 十三烂: 14 different kinds, ranks within a suit ≥ 3 apart."""
    honours = sum(1 for k in range(27, 34) if counts[k])
    return _lan_value(_suit_mask(counts, 0), _suit_mask(counts, 9), _suit_mask(counts, 18), honours)


def shisanlan_raising(counts: Sequence[int]) -> list[int]:
    """Kinds one more copy of which raises ``shisanlan_overlap``. The overlap counts the kinds
    held, not their copies, so only a kind not yet held can, and it changes one suit's ranks (or
    the honours): the cached per-suit values answer without scanning the hand again for each
    kind (上饶's discard table asks this for every discard)."""
    m0, m1, m2 = _suit_mask(counts, 0), _suit_mask(counts, 9), _suit_mask(counts, 18)
    honours = sum(1 for k in range(27, 34) if counts[k])
    now = _lan_value(m0, m1, m2, honours)
    out = []
    for k in range(34):
        if counts[k]:
            continue
        if k >= 27:
            v = _lan_value(m0, m1, m2, honours + 1)
        else:
            bit = 1 << (k % 9)
            suit = k // 9
            v = _lan_value(
                m0 | bit if suit == 0 else m0,
                m1 | bit if suit == 1 else m1,
                m2 | bit if suit == 2 else m2,
                honours,
            )
        if v > now:
            out.append(k)
    return out


@cache
def _lan_value(m0: int, m1: int, m2: int, honours: int) -> int:
    b0, b1, b2 = lan_suit_best(m0), lan_suit_best(m1), lan_suit_best(m2)
    best = 0
    # At most 3 tiles per suit, so at least 5 of the 14 are honours (all different, at most 7).
    for s0 in range(4):
        for s1 in range(4):
            for s2 in range(4):
                e = 14 - s0 - s1 - s2
                if e > 7:
                    continue
                v = b0[s0] + b1[s1] + b2[s2] + min(honours, e)
                if v > best:
                    best = v
    return best
