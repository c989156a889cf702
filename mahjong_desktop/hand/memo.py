"""Interned tables and memoised combinations: the fast path of shanten, waits and discard tables.

Hands produce few distinct tables (93 over 50,000 random 14-tile hands), so each table gets a small
int id and everything computed from tables (combining two parts, the best overlap, which splits are
optimal, which draws raise a part) is memoised on ids: a shanten is a handful of dict lookups.

The memos grow with new suit and honour count vectors and new pairs of tables (a few tens of
thousands over a long session), not with hands; ``MAX_ENTRIES`` bounds each anyway.
"""

from __future__ import annotations

import threading
from typing import Any

from mahjong_desktop.hand.tables import (
    QUAD_BITS,
    best,
    combine,
    four_alike_suit_table,
    honour_table,
    suit_table,
)

MAX_ENTRIES = 2_000_000  # per memo; a runaway session clears a memo instead of eating memory

TABLES: list[tuple[int, ...]] = []
_INTERN_LOCK = threading.Lock()
_ID: dict[tuple[int, ...], int] = {}
_SUIT: dict[int, int] = {}  # suit key -> id, uncapped (also exact without four-alike)
_SUIT_CAPPED: dict[int, int] = {}  # suit key holding a four-alike -> id, exact
_HONOUR: dict[int, int] = {}
_COMBINE: dict[int, int] = {}
_BEST: dict[int, int] = {}
_TIGHT: dict[int, int] = {}
_RAISE: dict[int, tuple[int, ...]] = {}
_RAISE_HONOUR: dict[int, tuple[int, ...]] = {}
_HONOUR_FLAG = 1 << 60
_ONE_SUIT = tuple(1 << (8 * r) for r in range(9))


def stats() -> dict[str, int]:
    """Sizes of the memos (for benchmarks and curiosity)."""
    return {
        "distinct tables": len(TABLES),
        "suit keys": len(_SUIT),
        "suit keys with a four-alike": len(_SUIT_CAPPED),
        "honour keys": len(_HONOUR),
        "combinations": len(_COMBINE),
    }


def guard(memo: dict[Any, Any]) -> None:  # any memo table, whatever its keys and values
    """Clear ``memo`` when it has grown past ``MAX_ENTRIES``."""
    if len(memo) > MAX_ENTRIES:
        memo.clear()


def intern(table: tuple[int, ...]) -> int:
    i = _ID.get(table)
    if i is None:
        # The UI (hints) and the engine's computer players may analyse hands at the same time:
        # giving out an id and storing its table must be one step. Other memos only cache
        # values that are the same whoever computes them first.
        with _INTERN_LOCK:
            i = _ID.get(table)
            if i is None:
                TABLES.append(table)
                i = _ID[table] = len(TABLES) - 1
    return i


def suit_id(key: int, capped: bool) -> int:
    """Id of a suit's table; ``key = int.from_bytes(bytes(counts9), "little")``."""
    if capped and key & QUAD_BITS:
        i = _SUIT_CAPPED.get(key)
        if i is None:
            guard(_SUIT_CAPPED)
            i = _SUIT_CAPPED[key] = intern(four_alike_suit_table(key))
        return i
    i = _SUIT.get(key)
    if i is None:
        guard(_SUIT)
        i = _SUIT[key] = intern(suit_table(key))
    return i


def honour_id(key: int, capped: bool) -> int:
    memo_key = key | _HONOUR_FLAG if capped else key
    i = _HONOUR.get(memo_key)
    if i is None:
        i = _HONOUR[memo_key] = intern(honour_table(key, capped))
    return i


def combine_id(a: int, b: int) -> int:
    k = a << 32 | b
    i = _COMBINE.get(k)
    if i is None:
        guard(_COMBINE)
        i = _COMBINE[k] = intern(combine(TABLES[a], TABLES[b]))
    return i


def best_of(a: int, b: int, n: int) -> int:
    """Best overlap of two parts (ids) with at most ``n`` melds and one pair."""
    k = (a << 32 | b) << 3 | n
    v = _BEST.get(k)
    if v is None:
        guard(_BEST)
        v = _BEST[k] = best(TABLES[a], TABLES[b], n)
    return v


def tight_mask(y: int, rest: int, n: int) -> int:
    """Bits ``p * 5 + m`` of part ``y`` at which ``y`` (with the rest ``rest``) reaches the best.

    A draw into part ``y`` raises the whole hand's overlap exactly when it raises ``y``'s table at
    one of these entries (tables only ever rise by one per tile).
    """
    k = (y << 32 | rest) << 3 | n
    v = _TIGHT.get(k)
    if v is None:
        guard(_TIGHT)
        ty, tr = TABLES[y], TABLES[rest]
        top = best(ty, tr, n)
        v = 0
        for p in (0, 1):
            for m in range(n + 1):
                if ty[p * 5 + m] + tr[(1 - p) * 5 + n - m] == top:
                    v |= 1 << (p * 5 + m)
        _TIGHT[k] = v
    return v


def raise_masks(old: tuple[int, ...], new: list[tuple[int, ...] | None]) -> tuple[int, ...]:
    """Per table of ``new`` (None: that tile cannot be drawn): bits of the entries above ``old``."""
    out = []
    for t in new:
        mask = 0
        if t is not None:
            for i in range(10):
                if t[i] > old[i]:
                    mask |= 1 << i
        out.append(mask)
    return tuple(out)


def suit_raises(key: int, capped: bool) -> tuple[int, ...]:
    """For each rank: table entries (bits) that one more tile of that rank raises; 0 at four."""
    memo_key = key << 1 | capped
    v = _RAISE.get(memo_key)
    if v is None:
        guard(_RAISE)
        old = TABLES[suit_id(key, capped)]
        new = [
            None if (key >> (8 * r)) & 255 >= 4 else TABLES[suit_id(key + _ONE_SUIT[r], capped)]
            for r in range(9)
        ]
        v = _RAISE[memo_key] = raise_masks(old, new)
    return v


def honour_raises(key: int, capped: bool) -> tuple[int, ...]:
    memo_key = key << 1 | capped
    v = _RAISE_HONOUR.get(memo_key)
    if v is None:
        old = TABLES[honour_id(key, capped)]
        new = [
            None if (key >> (8 * r)) & 255 >= 4 else TABLES[honour_id(key + _ONE_SUIT[r], capped)]
            for r in range(7)
        ]
        v = _RAISE_HONOUR[memo_key] = raise_masks(old, new)
    return v


def standard_overlap_keys(k0: int, k1: int, k2: int, kh: int, n: int, capped: bool) -> int:
    """Best standard overlap of a hand given its four part keys."""
    return best_of(
        combine_id(suit_id(k0, capped), suit_id(k1, capped)),
        combine_id(suit_id(k2, capped), honour_id(kh, capped)),
        n,
    )


def raising_kinds(k0: int, k1: int, k2: int, kh: int, n: int, capped: bool) -> list[int]:
    """Kinds whose draw raises the standard overlap of the hand with these part keys.

    Per part: the entries where the part reaches the hand's best (``tight_mask``) against the
    entries one more tile of a kind raises (``suit_raises``/``honour_raises``).
    """
    i0, i1, i2 = suit_id(k0, capped), suit_id(k1, capped), suit_id(k2, capped)
    ih = honour_id(kh, capped)
    c01, c23 = combine_id(i0, i1), combine_id(i2, ih)
    out = []
    for part, rest, masks, first in (
        (i0, combine_id(i1, c23), suit_raises(k0, capped), 0),
        (i1, combine_id(i0, c23), suit_raises(k1, capped), 9),
        (i2, combine_id(c01, ih), suit_raises(k2, capped), 18),
        (ih, combine_id(c01, i2), honour_raises(kh, capped), 27),
    ):
        tight = tight_mask(part, rest, n)
        for r, mask in enumerate(masks):
            if mask & tight:
                out.append(first + r)
    return out
