"""The honour part of the 兰州 extra melds: its table with the honour-only sets (see ``special``).

* Sets made of honours only (三风, 中发白, and 中发白 with an honour stand-in) never leave the
  honours, so they are folded into the honour part's table: the best over every choice of these
  sets, triplets and pairs of the honours (exact, four-copies limit included). Winds and dragons
  are separate parts unless an honour stand-in (or a 三风 that may hold dragons) joins them, and
  each is memoised on its sorted counts (the sets treat the four winds alike, and the three
  dragons alike).

The table may also hold the stand-in sets of a cross choice (中发白 with suited stand-ins): the
two dragons of a one-stand-in set, the one dragon of a two-stand-in set, are forced places of
the honour table (``special`` chooses how many of each; ``standin_code`` packs the two counts).
``honour_x_id`` and ``honour_x_raises`` are ``memo.honour_id`` and ``memo.honour_raises`` for
such a table; rules without honour-only sets (``hr`` 0) use the plain honour table.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from functools import cache
from itertools import combinations, combinations_with_replacement

from mahjong_desktop.hand.memo import (
    TABLES,
    guard,
    honour_id,
    honour_raises,
    intern,
    raise_masks,
)
from mahjong_desktop.hand.model import DRAGON_KINDS, zfb_sets
from mahjong_desktop.hand.tables import NEG, combine, honour_table_limited

WINDS = (27, 28, 29, 30)
_ONE = tuple(1 << (8 * r) for r in range(7))


# -- the honour part with the honour-only sets -----------------------------------------------------


def _places(kinds: Sequence[int], first: int, size: int) -> bytes:
    """Place vector (``size`` kinds from ``first``) of a set made of ``kinds``."""
    out = [0] * size
    for k in kinds:
        out[k - first] += 1
    return bytes(out)


def _kept(counts: bytes, places: Sequence[int]) -> int:
    return sum(c if c < x else x for c, x in zip(counts, places, strict=True))


def _sets_table(
    counts: bytes, free: tuple[bytes, ...], forced: tuple[bytes, ...], nforced: int, capped: bool
) -> tuple[int, ...]:
    """Table of an honour part whose targets may also hold the sets ``free`` (any number) and
    must hold ``nforced`` fixed sets, placed in one of the ways ``forced`` lists (place vectors).

    Every meld count of the table includes the sets. Entries below ``nforced`` melds are NEG.
    A free set that keeps no further tile is left out (and nothing is built on it): the same
    choice without it keeps as much with a meld less and a looser limit, and, keeping being
    concave in the places, it would keep nothing more later either.
    """
    size = len(counts)
    res = [NEG] * 10
    loose = bytes([4]) * size

    def place(places: bytes, start: int, melds: int, kept: int) -> None:
        rest = bytes(c - x if c > x else 0 for c, x in zip(counts, places, strict=True))
        limits = bytes(4 - x for x in places) if capped else loose
        t = honour_table_limited(rest, limits, capped)
        for p in (0, 5):
            for m in range(melds, 5):
                v = kept + t[p + m - melds]
                if v > res[p + m]:
                    res[p + m] = v
        if melds < 4:
            for i in range(start, len(free)):
                new = bytes(x + y for x, y in zip(places, free[i], strict=True))
                if capped and max(new) > 4:
                    continue
                k2 = _kept(counts, new)
                if k2 > kept:
                    place(new, i, melds + 1, k2)

    for f in forced:
        if not (capped and max(f, default=0) > 4):
            place(f, 0, nforced, _kept(counts, f))
    return tuple(res)


_PAIR_PLACES = (bytes((1, 1, 0)), bytes((1, 0, 1)), bytes((0, 1, 1)))
_SINGLE_PLACES = (bytes((1, 0, 0)), bytes((0, 1, 0)), bytes((0, 0, 1)))


def standin_code(two: int, one: int) -> int:
    """The honour table's code of ``two`` one-stand-in sets (two dragons each) and ``one``
    two-stand-in sets (one dragon each); 0 is none. At most four sets, so the code is below 25."""
    return two + 5 * one


def _standin_counts(code: int) -> tuple[int, int]:
    return code % 5, code // 5


@cache
def _forced_dragons(code: int, size: int, first: int) -> tuple[bytes, ...]:
    """Every way to place the dragons of the stand-in sets ``code`` (``standin_code``)."""
    two, one = _standin_counts(code)
    out: set[bytes] = set()
    for pairs in combinations_with_replacement(_PAIR_PLACES, two):
        for singles in combinations_with_replacement(_SINGLE_PLACES, one):
            v = [0] * size
            for pp in (*pairs, *singles):
                for i, x in enumerate(pp):
                    v[first + i] += x
            out.add(bytes(v))
    return tuple(sorted(out))


_PART_TABLES: dict[tuple[bytes, tuple[bytes, ...], int, bool], tuple[int, ...]] = {}


def _part_table(counts: bytes, free: tuple[bytes, ...], j: int, capped: bool) -> tuple[int, ...]:
    """Memoised ``_sets_table`` where the forced sets are the stand-in sets ``j``
    (``standin_code``: their dragons)."""
    key = (counts, free, j, capped)
    t = _PART_TABLES.get(key)
    if t is None:
        size = len(counts)
        forced = _forced_dragons(j, size, size - 3) if j else (bytes(size),)
        guard(_PART_TABLES)
        t = _PART_TABLES[key] = _sets_table(counts, free, forced, sum(_standin_counts(j)), capped)
    return t


class _HonourRules:
    """Which honour-only sets exist, as place vectors."""

    __slots__ = ("all_free", "dragon_free", "index", "split", "wind_free")

    def __init__(
        self,
        index: int,
        sanfeng: bool,
        zfb: bool,
        honour_standins: tuple[int, ...],
        feng_dragons: bool = False,
    ) -> None:
        self.index = index
        # 三风: three different winds, or (feng_dragons) three different honours of all seven.
        pool = tuple(range(27, 34)) if feng_dragons else WINDS
        winds = list(combinations(pool, 3)) if sanfeng else []
        dragons = [DRAGON_KINDS] if zfb else []
        # 中发白 with honour stand-ins (one or two of them): every such set but 白发中 itself.
        mixed = list(zfb_sets(honour_standins)[1:])
        # Winds and dragons are separate parts unless a set mixes them (a wind standing in for a
        # dragon, or a 三风 that may hold dragons).
        self.split = not mixed and not (sanfeng and feng_dragons)
        self.wind_free = (
            tuple(_places(s, 27, 4) for s in winds if max(s) < 31) if self.split else ()
        )
        self.dragon_free = tuple(_places(s, 31, 3) for s in dragons)
        self.all_free = tuple(_places(s, 27, 7) for s in [*winds, *dragons, *mixed])

    def table(self, kh: int, j: int, capped: bool) -> tuple[int, ...]:
        b = kh.to_bytes(7, "little")
        if self.split:
            # The sets treat the winds alike and the dragons alike: sorted counts share a table.
            tw = _part_table(bytes(sorted(b[:4])), self.wind_free, 0, capped)
            td = _part_table(bytes(sorted(b[4:])), self.dragon_free, j, capped)
            t = combine(tw, td)
        else:
            t = _part_table(b, self.all_free, j, capped)
        return tuple(v if v >= 0 else NEG for v in t)


_HONOUR_RULES: dict[tuple[bool, bool, tuple[int, ...], bool], _HonourRules] = {}
_HONOUR_RULES_LIST: list[_HonourRules] = []
_RULES_LOCK = threading.Lock()


def honour_rules(
    sanfeng: bool, zfb: bool, honour_standins: tuple[int, ...], feng_dragons: bool = False
) -> int:
    """Small int naming the honour-set rules (0: none at all, the plain honour table)."""
    if not sanfeng and not zfb:
        return 0
    key = (sanfeng, zfb, honour_standins, sanfeng and feng_dragons)
    with _RULES_LOCK:
        hr = _HONOUR_RULES.get(key)
        if hr is None:
            hr = _HONOUR_RULES[key] = _HonourRules(
                len(_HONOUR_RULES_LIST) + 1, sanfeng, zfb, honour_standins, key[3]
            )
            _HONOUR_RULES_LIST.append(hr)
    return hr.index


_HX: dict[int, int] = {}
_HX_RAISE: dict[int, tuple[int, ...]] = {}


def honour_x_id(kh: int, j: int, capped: bool, hr: int) -> int:
    """Id of the honour table with the honour-only sets of rules ``hr`` and the stand-in sets
    ``j`` (``standin_code``)."""
    if not hr:
        return honour_id(kh, capped)
    mk = kh | j << 56 | capped << 61 | hr << 62
    i = _HX.get(mk)
    if i is None:
        guard(_HX)
        i = _HX[mk] = intern(_HONOUR_RULES_LIST[hr - 1].table(kh, j, capped))
    return i


def honour_x_raises(kh: int, j: int, capped: bool, hr: int) -> tuple[int, ...]:
    """For each honour kind: table entries (bits) one more tile of it raises; 0 at four."""
    if not hr:
        return honour_raises(kh, capped)
    mk = kh | j << 56 | capped << 61 | hr << 62
    v = _HX_RAISE.get(mk)
    if v is None:
        old = TABLES[honour_x_id(kh, j, capped, hr)]
        new = [
            None if (kh >> (8 * r)) & 255 >= 4 else TABLES[honour_x_id(kh + _ONE[r], j, capped, hr)]
            for r in range(7)
        ]
        guard(_HX_RAISE)
        v = _HX_RAISE[mk] = raise_masks(old, new)
    return v
