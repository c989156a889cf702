"""The 兰州 extra melds (三幺, 三九, 三风, 中发白 with stand-ins) inside the standard shape.

These sets cross suits, so they do not fit the per-suit tables. A hand's best overlap is the best,
over every multiset of sets that each keep at least two of its tiles (a set keeping one tile or
none is never better than an ordinary meld keeping the same), of the tiles the sets keep plus the
ordinary standard overlap of the rest with the meld slots left. Which multisets exist depends only
on the hand's terminals, honours and stand-ins, so the enumeration is memoised on those counts.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from mahjong_desktop.hand.memo import standard_overlap_keys
from mahjong_desktop.hand.model import DRAGON_KINDS, GroupKind, ShapeRules
from mahjong_desktop.hand.tables import (
    best,
    capped_suit_table,
    combine,
    honour_table_limited,
    suit_table_for,
)

WINDS = (27, 28, 29, 30)

# (tiles the sets keep, kinds taken from the hand, places the sets fill per kind, slots left)
Selection = tuple[int, tuple[int, ...], tuple[int, ...], int]


@cache
def special_sets(rules: ShapeRules) -> tuple[tuple[GroupKind, tuple[int, ...]], ...]:
    """Every 兰州 set a region allows, as (kind, the three kinds it is made of, sorted)."""
    out: list[tuple[GroupKind, tuple[int, ...]]] = []
    if rules.sanyao:
        out.append((GroupKind.SANYAO, (0, 9, 18)))
    if rules.sanjiu:
        out.append((GroupKind.SANJIU, (8, 17, 26)))
    if rules.sanfeng:
        for skip in WINDS:
            out.append((GroupKind.SANFENG, tuple(w for w in WINDS if w != skip)))
    if rules.zhongfabai:
        out.append((GroupKind.ZHONGFABAI, DRAGON_KINDS))
        for s in rules.zfb_standins:
            for d in DRAGON_KINDS:
                kinds = tuple(sorted([s, *(x for x in DRAGON_KINDS if x != d)]))
                out.append((GroupKind.ZHONGFABAI, kinds))
    return tuple(out)


@cache
def special_kinds(rules: ShapeRules) -> frozenset[int]:
    """Kinds that appear in some allowed set."""
    return frozenset(k for _, kinds in special_sets(rules) for k in kinds)


@cache
def _selections(held: tuple[int, ...], n: int, rules: ShapeRules) -> tuple[Selection, ...]:
    kinds_list = sorted(special_kinds(rules))
    work = dict(zip(kinds_list, held, strict=True))
    sets = [kinds for _, kinds in special_sets(rules)]
    out: list[Selection] = [(0, (), (), n)]
    used: list[int] = []
    filled: list[int] = []

    def search(start: int, slots: int, kept: int) -> None:
        for idx in range(start, len(sets)):
            kinds = sets[idx]
            have = [k for k in kinds if work[k]]
            if len(have) < 2:
                continue
            for k in have:
                work[k] -= 1
            used.extend(have)
            filled.extend(kinds)
            out.append((kept + len(have), tuple(used), tuple(filled), slots - 1))
            if slots > 1:
                search(idx, slots - 1, kept + len(have))
            del used[len(used) - len(have) :]
            del filled[len(filled) - 3 :]
            for k in have:
                work[k] += 1

    search(0, n, 0)
    return tuple(out)


def selections(counts: Sequence[int], n: int, rules: ShapeRules) -> tuple[Selection, ...]:
    """Every multiset of allowed sets keeping ≥ 2 tiles each (the empty one first)."""
    held = tuple(counts[k] for k in sorted(special_kinds(rules)))
    return _selections(held, n, rules)


_FillInfo = tuple[tuple[int, ...], tuple[int, ...], tuple[tuple[int, ...], ...]]


@cache
def _fill_info(filled: tuple[int, ...]) -> _FillInfo:
    """(places filled per kind, honours in two or more sets, per touched suit: its filled kinds)."""
    taken = [0] * 34
    for k in filled:
        taken[k] += 1
    shared = tuple(k for k in range(27, 34) if taken[k] >= 2)
    touched = tuple(
        tuple(k for k in range(base, base + 9) if taken[k])
        for base in (0, 9, 18)
        if any(taken[base : base + 9])
    )
    return tuple(taken), shared, touched


def limited_overlap(
    rest: list[int], filled: tuple[int, ...], n: int, capped: bool
) -> tuple[int, bool]:
    """(standard overlap of ``rest`` when the sets fill ``filled``, fast path exact?).

    The limit ``4 - filled[k]`` only matters without a wild kind. The memoised fast path is exact
    while every suit touched by a set keeps room for one more copy at every rank (the slack rule
    of ``tables``) and no honour in two sets has copies left; otherwise the exact limited
    programme decides.
    """
    b = bytes(rest)
    fast = True
    if capped and filled:
        taken, shared, touched = _fill_info(filled)
        # An honour in two sets has a limit of 2 or less: harmless once none of it is left.
        fast = not any(b[k] for k in shared)
        if fast:
            for kinds in touched:
                base = kinds[0] - kinds[0] % 9
                if 4 in b[base : base + 9] or any(b[k] + taken[k] >= 4 for k in kinds):
                    fast = False
                    break
    if fast:
        fb = int.from_bytes
        value = standard_overlap_keys(
            fb(b[0:9], "little"),
            fb(b[9:18], "little"),
            fb(b[18:27], "little"),
            fb(b[27:34], "little"),
            n,
            capped,
        )
        return value, True
    tabs = []
    for base in (0, 9, 18):
        seg = b[base : base + 9]
        limits = bytes(4 - x for x in taken[base : base + 9])
        if any(seg[i] >= limits[i] for i in range(9)):
            tabs.append(capped_suit_table(seg, limits))
        else:
            tabs.append(suit_table_for(int.from_bytes(seg, "little"), capped))
    th = honour_table_limited(b[27:34], bytes(4 - x for x in taken[27:34]), capped)
    return best(combine(tabs[0], tabs[1]), combine(tabs[2], th), n), False


def evaluate(
    counts: Sequence[int], n: int, capped: bool, rules: ShapeRules
) -> list[tuple[int, list[int], int, bool]]:
    """(overlap, rest of the hand, slots left, fast path exact) for every selection of sets."""
    out = []
    for kept, used, filled, slots in selections(counts, n, rules):
        rest = list(counts)
        for k in used:
            rest[k] -= 1
        value, fast = limited_overlap(rest, filled, slots, capped)
        out.append((kept + value, rest, slots, fast))
    return out


def special_overlap(counts: Sequence[int], n: int, capped: bool, rules: ShapeRules) -> int:
    """Best overlap with n melds + a pair where melds may also be 兰州 sets."""
    return max(v for v, _, _, _ in evaluate(counts, n, capped, rules))
