"""Overlap of a hand with the standard shape (n melds + a pair), with the 兰州 extra melds.

``capped`` says whether the four-copies limit applies to targets: it does without a wild kind; with
one, a drawn or held wild copy can stand in for a fifth copy, so the fast uncapped tables are used
(see ``analysis`` for the exact statement).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from mahjong_desktop.hand.model import DRAGON_KINDS, GroupKind, ShapeRules
from mahjong_desktop.hand.tables import (
    best,
    capped_suit_table,
    combine,
    honour_table,
    honour_table_limited,
    suit_table,
    suit_table_for,
)

WINDS = (27, 28, 29, 30)


Tables4 = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]]


def part_keys(b: bytes) -> tuple[int, int, int, int]:
    """Memo keys of the three suits and the honours of a 34-byte count string."""
    return (
        int.from_bytes(b[0:9], "little"),
        int.from_bytes(b[9:18], "little"),
        int.from_bytes(b[18:27], "little"),
        int.from_bytes(b[27:34], "little"),
    )


def part_tables(b: bytes, capped: bool) -> Tables4:
    """Tables of the three suits and the honours of a 34-byte count string."""
    k0, k1, k2, kh = part_keys(b)
    return (
        suit_table_for(k0, capped),
        suit_table_for(k1, capped),
        suit_table_for(k2, capped),
        honour_table(kh, capped),
    )


def standard_overlap(counts: Sequence[int], n: int, capped: bool) -> int:
    """Best overlap with n melds + a pair (plain melds only)."""
    t0, t1, t2, th = part_tables(bytes(counts), capped)
    return best(combine(t0, t1), combine(t2, th), n)


def _limited_overlap(counts: list[int], taken: list[int], n: int, capped: bool) -> int:
    """Standard overlap when ``taken[k]`` places of kind k already belong to 兰州 sets."""
    b = bytes(counts)
    if not capped or not any(taken):
        t0, t1, t2, th = part_tables(b, capped)
        return best(combine(t0, t1), combine(t2, th), n)
    tabs = []
    for base in (0, 9, 18):
        seg = b[base : base + 9]
        limits = bytes(4 - x for x in taken[base : base + 9])
        # The fast table is exact while every rank has room for one more copy (see tables).
        if any(seg[i] >= limits[i] for i in range(9)):
            tabs.append(capped_suit_table(seg, limits))
        else:
            tabs.append(suit_table(int.from_bytes(seg, "little")))
    th = honour_table_limited(b[27:34], bytes(4 - x for x in taken[27:34]), capped)
    return best(combine(tabs[0], tabs[1]), combine(tabs[2], th), n)


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


def special_overlap(counts: Sequence[int], n: int, capped: bool, rules: ShapeRules) -> int:
    """Best overlap with n melds + a pair where melds may also be 兰州 sets.

    Tries every multiset of sets that keep at least two tiles of the hand each (a set keeping one
    tile or none is never better than an ordinary meld keeping the same), then the ordinary shape
    on the rest.
    """
    sets = [kinds for _, kinds in special_sets(rules)]
    work = list(counts)
    taken = [0] * 34
    best_ov = _limited_overlap(work, taken, n, capped)
    if not sets or n == 0:
        return best_ov

    def search(start: int, slots: int, kept: int) -> None:
        nonlocal best_ov
        for idx in range(start, len(sets)):
            kinds = sets[idx]
            held = [k for k in kinds if work[k]]
            if len(held) < 2:
                continue
            for k in held:
                work[k] -= 1
            for k in kinds:
                taken[k] += 1
            v = kept + len(held) + _limited_overlap(work, taken, slots - 1, capped)
            if v > best_ov:
                best_ov = v
            if slots > 1:
                search(idx, slots - 1, kept + len(held))
            for k in held:
                work[k] += 1
            for k in kinds:
                taken[k] -= 1

    search(0, n, 0)
    return best_ov
