"""Fast win tests and waits for hands without wild tiles (standard shape and seven pairs).

The engine asks "does this tile complete that hand?" after every discard for three players, so the
question must cost a few dictionary look-ups. A hand is complete in the standard shape when every
suit splits into melds and exactly one suit into melds plus a pair; whether a suit does depends only
on its own nine counts, so those answers (and the waits that would make them true) are memoised per
suit. ``mahjong_desktop.hand`` stays the reference analysis (readings, scoring); the tests check
that both agree.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from operator import mul

_POW5 = tuple(5**i for i in range(9))


def _suit_code(counts: Sequence[int], start: int, size: int) -> int:
    code = 0
    for i in range(size):
        code += counts[start + i] * _POW5[i]
    return code


def _decode(code: int, size: int) -> list[int]:
    out = []
    for _ in range(size):
        out.append(code % 5)
        code //= 5
    return out


@cache
def _melds(code: int, suited: bool) -> bool:
    """The tiles of one suit split into triplets (and sequences if ``suited``) only."""
    if code == 0:
        return True
    c = _decode(code, 9 if suited else 7)
    i = next(k for k, v in enumerate(c) if v)
    if c[i] >= 3 and _melds(code - 3 * _POW5[i], suited):
        return True
    return (
        suited
        and i <= 6
        and c[i + 1] > 0
        and c[i + 2] > 0
        and _melds(code - _POW5[i] - _POW5[i + 1] - _POW5[i + 2], suited)
    )


@cache
def _melds_pair(code: int, suited: bool) -> bool:
    """The tiles of one suit split into melds plus exactly one pair."""
    c = _decode(code, 9 if suited else 7)
    return any(v >= 2 and _melds(code - 2 * _POW5[i], suited) for i, v in enumerate(c))


@cache
def _suit_waits(code: int, suited: bool) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(kinds that turn this suit into melds, kinds that turn it into melds + pair), as offsets."""
    size = 9 if suited else 7
    c = _decode(code, size)
    to_melds: list[int] = []
    to_pair: list[int] = []
    for i in range(size):
        if c[i] >= 4:
            continue
        # A tile far from every tile of the suit cannot help (except as a pair, which needs a twin).
        if not (c[i] or (suited and any(c[j] for j in range(max(0, i - 2), min(size, i + 3))))):
            continue
        new = code + _POW5[i]
        if _melds(new, suited):
            to_melds.append(i)
        if _melds_pair(new, suited):
            to_pair.append(i)
    return tuple(to_melds), tuple(to_pair)


_SUITS = ((0, 9, True), (9, 9, True), (18, 9, True), (27, 7, False))


def _split(counts: Sequence[int]) -> tuple[list[int], list[int]]:
    """Per suit (万 筒 条 字): the code of its counts and its tile count modulo 3."""
    parts = (counts[0:9], counts[9:18], counts[18:27], counts[27:34])
    return [sum(map(mul, part, _POW5)) for part in parts], [sum(part) % 3 for part in parts]


def standard_waits(counts: Sequence[int]) -> set[int]:
    """Kinds completing a standard hand (melds + one pair) from concealed ``counts`` (3k+1)."""
    codes, rems = _split(counts)
    out: set[int] = set()
    # 3k+1 tiles: either one suit is one short of "melds + pair" and the rest are melds, or two
    # suits hold 3k+2 each and the new tile turns one of them into melds.
    ones = [s for s in range(4) if rems[s] == 1]
    twos = [s for s in range(4) if rems[s] == 2]
    if len(ones) == 1 and not twos:
        s = ones[0]
        for o in range(4):
            if o != s and not _melds(codes[o], o < 3):
                return out
        out.update(_SUITS[s][0] + i for i in _suit_waits(codes[s], s < 3)[1])
    elif len(twos) == 2 and not ones:
        a, b = twos
        for o in range(4):
            if o != a and o != b and not _melds(codes[o], o < 3):
                return out
        for this, other in ((a, b), (b, a)):
            if _melds_pair(codes[other], other < 3):
                out.update(_SUITS[this][0] + i for i in _suit_waits(codes[this], this < 3)[0])
    return out


def seven_pairs_waits(counts: Sequence[int], *, quad_as_two: bool) -> set[int]:
    """The wait of a 13-tile concealed hand one tile from seven pairs (at most one kind)."""
    pairs = 0
    odd = -1
    for k, v in enumerate(counts):
        if v == 0:
            continue
        if v == 4 and not quad_as_two:
            return set()
        if v == 3 and not quad_as_two:
            return set()
        pairs += v // 2
        if v & 1:
            if odd >= 0:
                return set()
            odd = k
    if pairs == 6 and odd >= 0:
        return {odd}
    return set()


def is_standard_complete(counts: Sequence[int]) -> bool:
    """Concealed ``counts`` (3k+2 tiles) split into melds plus one pair."""
    codes, rems = _split(counts)
    if sorted(rems) != [0, 0, 0, 2]:
        return False
    return all(
        _melds_pair(codes[s], s < 3) if rems[s] == 2 else _melds(codes[s], s < 3) for s in range(4)
    )


def is_seven_pairs(counts: Sequence[int], *, quad_as_two: bool) -> bool:
    """Fourteen concealed tiles forming seven pairs (a quad as two pairs if ``quad_as_two``)."""
    if sum(counts) != 14:
        return False
    pairs = 0
    for v in counts:
        if v & 1 or (v == 4 and not quad_as_two):
            return False
        pairs += v // 2
    return pairs == 7


def all_triplets(counts: Sequence[int]) -> bool:
    """Concealed ``counts`` (3k+2) are triplets plus one pair (碰碰胡's concealed part)."""
    pairs = 0
    for v in counts:
        if v == 2:
            pairs += 1
        elif v not in (0, 3):
            return False
    return pairs == 1
