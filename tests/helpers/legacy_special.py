"""The 兰州-sets path of the hand-analysis core as it was before the fast path (a test oracle).

A verbatim copy of the old ``mahjong_desktop/hand/special.py`` (selections of sets, each keeping
two tiles or more, evaluated one by one) and of the old ``waits.py`` (which re-evaluated the hand
for every candidate tile of a set), with ``shanten`` added. Only the tests import it; they compare
the fast path with it on many seeded hands. Only the standard shape with the 兰州 sets and seven
pairs is covered (what 兰州 uses).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache

from mahjong_desktop.hand.analysis import (
    DEFAULT_RULES,
    no_shape_error,
    plain_bytes,
    seven_pairs_overlap_bytes,
    terminal_honour_count,
)
from mahjong_desktop.hand.inputs import Size, check_visible, check_wild, counts_bytes
from mahjong_desktop.hand.memo import raising_kinds, standard_overlap_keys
from mahjong_desktop.hand.model import DRAGON_KINDS, DiscardInfo, GroupKind, ShapeRules
from mahjong_desktop.hand.shapes import TERMINAL_HONOUR_KINDS, shisanlan_overlap
from mahjong_desktop.hand.tables import (
    NEG,
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
        for i, s in enumerate(rules.zfb_standins):
            for t in rules.zfb_standins[i:]:
                for d in DRAGON_KINDS:
                    out.append((GroupKind.ZHONGFABAI, tuple(sorted((s, t, d)))))
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
            if any(filled.count(k) + kinds.count(k) > 4 for k in kinds):
                continue  # no target holds a fifth copy
            have = []
            for k in kinds:  # a set may hold one kind twice (白 + 1s + 1s)
                if work[k]:
                    work[k] -= 1
                    have.append(k)
            if len(have) < 2:
                for k in have:
                    work[k] += 1
                continue
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


_ONE = tuple(1 << (8 * (k % 9)) for k in range(27)) + tuple(1 << (8 * r) for r in range(7))


class _Hand:
    """A concealed part prepared for "one tile in / one tile out" questions."""

    __slots__ = ("capped", "counts", "full", "keys", "n", "rules", "w", "wild")

    def __init__(self, b: bytes, n: int, wild: int | None, rules: ShapeRules) -> None:
        plain, self.w = plain_bytes(b, wild)
        self.counts = list(plain)
        self.n = n
        self.full = 3 * n + 2
        self.wild = wild
        self.rules = rules
        self.capped = wild is None
        fb = int.from_bytes
        self.keys = [
            fb(plain[0:9], "little"),
            fb(plain[9:18], "little"),
            fb(plain[18:27], "little"),
            fb(plain[27:34], "little"),
        ]

    def move(self, kind: int, delta: int) -> None:
        """Add (``delta=1``) or remove (``-1``) one tile of ``kind``."""
        if kind == self.wild:
            self.w += delta
            return
        self.counts[kind] += delta
        self.keys[3 if kind >= 27 else kind // 9] += delta * _ONE[kind]

    def _overlap_with(self, kind: int, fn: Callable[[list[int]], int]) -> int:
        c = self.counts
        c[kind] += 1
        try:
            return fn(c)
        finally:
            c[kind] -= 1

    def analyse(self, room: Sequence[bool]) -> tuple[int, list[int]]:
        """(best overlap, kinds whose draw raises it); ``room[k]``: kind k can still be drawn."""
        n, full, w, rules, capped = self.n, self.full, self.w, self.rules, self.capped
        c = self.counts
        std = sp = jy = lan = NEG
        special = rules.special_melds
        sels: list[tuple[int, list[int], int, bool]] = []
        if rules.standard:
            if special:
                sels = evaluate(c, n, capped, rules)
                std = min(full, max(v for v, _, _, _ in sels) + w)
            else:
                k0, k1, k2, kh = self.keys
                std = min(full, standard_overlap_keys(k0, k1, k2, kh, n, capped) + w)
        if n == 4:
            b = bytes(c)
            if rules.seven_pairs:
                sp = min(full, seven_pairs_overlap_bytes(b, rules.seven_pairs_quad_as_two) + w)
            if rules.jiuyao:
                jy = min(full, terminal_honour_count(b) + w)
            if rules.shisanlan:
                lan = min(full, shisanlan_overlap(c) + w)
        base = max(std, sp, jy, lan)
        if base < 0:
            raise no_shape_error(rules, n)
        if base >= full:
            return base, []
        up = [False] * 34
        if self.wild is not None:
            up[self.wild] = True  # a drawn wild keeps a place in any target
        if std == base:
            if special:
                self._special_raises(up, room, sels, base)
            else:
                k0, k1, k2, kh = self.keys
                for k in raising_kinds(k0, k1, k2, kh, n, capped):
                    up[k] = True
        if sp == base:
            self._seven_pairs_raises(up)
        if jy == base:
            for k in TERMINAL_HONOUR_KINDS:
                up[k] = True
        if lan == base:
            for k in range(34):
                if room[k] and not up[k] and k != self.wild:
                    up[k] = self._overlap_with(k, shisanlan_overlap) + w > base
        return base, [k for k in range(34) if up[k] and room[k]]

    def _special_raises(
        self,
        up: list[bool],
        room: Sequence[bool],
        sels: list[tuple[int, list[int], int, bool]],
        base: int,
    ) -> None:
        # A kind outside every 兰州 set leaves the choice of sets alone: it raises the hand exactly
        # when it raises the ordinary part of a selection that reaches the best. Kinds of the sets
        # (and any doubt about the four-copies limit) are settled by evaluating the hand with them.
        n, w, capped, rules = self.n, self.w, self.capped, self.rules
        check = set(special_kinds(rules))
        for v, rest, slots, fast in sels:
            if v + w != base:
                continue
            if not fast:
                check = set(range(34))
                break
            fb = int.from_bytes
            b = bytes(rest)
            for k in raising_kinds(
                fb(b[0:9], "little"),
                fb(b[9:18], "little"),
                fb(b[18:27], "little"),
                fb(b[27:34], "little"),
                slots,
                capped,
            ):
                up[k] = True
            if capped:
                # A fourth copy next to a set-filled rank of the same suit: not the fast case.
                check.update(k for k in range(27) if rest[k] == 3)
        for k in check:
            if room[k] and not up[k] and k != self.wild:
                ov = self._overlap_with(k, lambda x: special_overlap(x, n, capped, rules))
                up[k] = ov + w > base

    def _seven_pairs_raises(self, up: list[bool]) -> None:
        # With p pairs and s lone tiles counted (overlap 2p + min(s, 7 - p)): a kind held once
        # always helps; an unheld kind helps while lone tiles are short; with 龙七对 a third copy
        # helps like a new lone tile and a fourth completes a second pair.
        quad = self.rules.seven_pairs_quad_as_two
        c = self.counts
        pairs = sum(1 for x in c if x >= 2) + (c.count(4) if quad else 0)
        lone = c.count(1) + (c.count(3) if quad else 0)
        short = lone < 7 - pairs
        for k in range(34):
            x = c[k]
            if x == 1 or (quad and x == 3) or (short and (x == 0 or (quad and x == 2))):
                up[k] = True


def waits_counts(
    counts: Sequence[int],
    *,
    melds: int = 0,
    wild: int | None = None,
    rules: ShapeRules = DEFAULT_RULES,
) -> list[int]:
    """Kinds that complete a waiting hand (13 − 3 × melds tiles), sorted; [] if not ready.

    A kind the hand already holds four times is never a wait (it cannot be drawn). With a wild kind,
    the wild kind itself is a wait of every ready hand that does not hold all four wild copies.
    """
    b, n = counts_bytes(counts, melds, Size.WAITING)
    check_wild(wild)
    hand = _Hand(b, n, wild, rules)
    base, kinds = hand.analyse([x < 4 for x in b])
    return kinds if base == hand.full - 1 else []


def discard_table(
    counts: Sequence[int],
    *,
    melds: int = 0,
    wild: int | None = None,
    rules: ShapeRules = DEFAULT_RULES,
    visible: Sequence[int] | None = None,
) -> list[DiscardInfo]:
    """For each kind in a full hand (14 − 3 × melds tiles), what discarding one copy leaves.

    ``visible``: 34 counts of tiles the player sees outside their concealed hand (discards, melds,
    flipped indicators); unseen copies = 4 − own − visible. A draw is effective when it lowers the
    shanten; kinds the remaining hand holds four times are left out (they cannot be drawn), kinds
    with no unseen copy stay in with 0. Rows are sorted best first: lower shanten, then more unseen
    effective tiles, then lower kind.
    """
    b, n = counts_bytes(counts, melds, Size.COMPLETE)
    check_wild(wild)
    seen = check_visible(visible, b)
    unseen = [4 - c - v for c, v in zip(b, seen, strict=True)]
    hand = _Hand(b, n, wild, rules)
    room = [x < 4 for x in b]
    low = 3 * n + 1
    rows = []
    for d in range(34):
        if not b[d]:
            continue
        hand.move(d, -1)
        was = room[d]
        room[d] = True  # one copy of d is gone, so d can be drawn again
        base, kinds = hand.analyse(room)
        room[d] = was
        hand.move(d, 1)
        rows.append(DiscardInfo(d, low - base, tuple((k, unseen[k]) for k in kinds)))
    rows.sort(key=lambda r: (r.shanten, -r.total, r.discard))
    return rows


def shanten(
    counts: Sequence[int],
    *,
    melds: int = 0,
    wild: int | None = None,
    rules: ShapeRules = DEFAULT_RULES,
) -> int:
    """The old shanten: the old set enumeration, and seven pairs."""
    b, n = counts_bytes(counts, melds, Size.EITHER)
    check_wild(wild)
    plain, w = plain_bytes(b, wild)
    ov = special_overlap(list(plain), n, wild is None, rules)
    if n == 4 and rules.seven_pairs:
        ov = max(ov, seven_pairs_overlap_bytes(plain, rules.seven_pairs_quad_as_two))
    full = 3 * n + 2
    return 3 * n + 1 - min(full, ov + w)
