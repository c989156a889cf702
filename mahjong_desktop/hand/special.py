"""The 兰州 extra melds (三幺, 三九, 三风, 中发白 with stand-ins) inside the standard shape.

The standard shape is computed per part (three suits, the honours) and combined by max-plus
convolution (see ``tables`` and ``memo``). The 兰州 sets are fitted into that scheme in two ways:

* Sets made of honours only are folded into the honour part's table (see ``special_honours``).
* Sets that cross parts: 三幺 (a 1 of every suit), 三九 (a 9 of every suit) and 中发白 with a
  suited stand-in (1s or 1p: the stand-in in its suit, two dragons in the honours; or two
  stand-ins, 1s + 1s or 1s + 1p, and one dragon). A *cross choice* says how many of each the
  target has: ``a`` 三幺, ``b`` 三九, ``j`` per stand-in, ``k`` per pair of stand-ins. It
  fixes places at rank 1 / rank 9 / the stand-in's rank of the suits (``ex``, packed like a suit
  key), and ``J`` = Σj + Σk stand-in sets whose dragons (2 × Σj + Σk places) go into the honour
  table (``special_honours.standin_code``). For one choice the
  hand is again four parts combined by convolution, so ``memo``'s machinery (combine, best,
  tight masks, raise masks) applies unchanged; the hand's overlap is the best over choices.

Forced places keep ``min(held, places)`` tiles of their kind; the rest of the suit is a target
with the four-copies limit lowered there (``4 - places``): ``tables.limited_suit_table``, or the
plain table while every rank keeps room for one more copy (the slack rule of ``tables``).

Pruning (the old enumeration's rule, unchanged): a cross set that keeps at most one tile of the
hand is never better than an ordinary meld keeping the same tile, so the best is reached by a
choice whose sets keep at least two tiles each, i.e. kept ≥ 2 × sets. For *which draws raise the
overlap* one more tile may lift a set from one kept tile to two, so there the bound is
kept ≥ 2 × sets − 1 (``slack``). Kept dragons of stand-in sets live in the honour table; they are
bounded by min(dragons held, their dragon places). Which choices pass depends only on the few
counts the cross sets use, so the filtered list is memoised on them.

A second, exact bound skips most of the remaining choices: without its sets, a choice's target is
a plain target with ``sets`` melds fewer, so the choice keeps at most its sets' tiles plus the
plain best with that many melds (read off the empty choice's tables, no new lookup).

Results are the same as the old enumeration's (tests/regions/lanzhou/test_lanzhou_hand.py compares
the two on thousands of seeded hands; tests/helpers/legacy_special.py is the old code).
"""

from __future__ import annotations

from functools import cache
from itertools import combinations, product

from mahjong_desktop.hand.memo import (
    TABLES,
    best_of,
    combine_id,
    guard,
    intern,
    raise_masks,
    suit_id,
    suit_raises,
    tight_mask,
)
from mahjong_desktop.hand.model import GroupKind, ShapeRules, zfb_sets
from mahjong_desktop.hand.special_honours import (
    WINDS,
    honour_rules,
    honour_x_id,
    honour_x_raises,
    standin_code,
)
from mahjong_desktop.hand.tables import FOUR, NEG, QUAD_BITS, limited_suit_table

_ONE = tuple(1 << (8 * r) for r in range(9))

# One cross choice: (meld slots left for the parts, places per suit (three packed ints), the
# stand-in sets' code (``standin_code``),
# a bound on the tiles its sets keep, how many sets it has).
Choice = tuple[int, int, int, int, int, int, int]
# One evaluated choice: (overlap, choice, ids of suit 0, 1, 2, honours, suits 0+1, suit 2+honours).
Evaluated = tuple[int, Choice, int, int, int, int, int, int]


@cache
def special_sets(rules: ShapeRules) -> tuple[tuple[GroupKind, tuple[int, ...]], ...]:
    """Every 兰州 set a region allows, as (kind, the three kinds it is made of, sorted)."""
    out: list[tuple[GroupKind, tuple[int, ...]]] = []
    if rules.sanyao:
        out.append((GroupKind.SANYAO, (0, 9, 18)))
    if rules.sanjiu:
        out.append((GroupKind.SANJIU, (8, 17, 26)))
    if rules.sanfeng:
        pool = tuple(range(27, 34)) if rules.sanfeng_dragons else WINDS
        out.extend((GroupKind.SANFENG, kinds) for kinds in combinations(pool, 3))
    if rules.zhongfabai:
        out.extend((GroupKind.ZHONGFABAI, kinds) for kinds in zfb_sets(rules.zfb_standins))
    return tuple(out)


# -- a suit with forced places -------------------------------------------------------------------

_SX: dict[int, int] = {}
_SX_RAISE: dict[int, tuple[int, ...]] = {}
_SHIFTED: dict[int, int] = {}


@cache
def _forced(ex: int) -> tuple[tuple[int, int, int], ...]:
    """(rank, places, limit left) of every rank ``ex`` puts places on."""
    out = []
    for r in range(9):
        x = (ex >> (8 * r)) & 255
        if x:
            out.append((r, x, 4 - x if x < 4 else 0))
    return tuple(out)


def _shifted(i: int, kept: int) -> int:
    """Id of table ``i`` with ``kept`` added to every entry."""
    if not kept:
        return i
    mk = i << 4 | kept
    v = _SHIFTED.get(mk)
    if v is None:
        guard(_SHIFTED)
        v = _SHIFTED[mk] = intern(tuple(x + kept if x >= 0 else NEG for x in TABLES[i]))
    return v


def _suit_x_build(key: int, ex: int, capped: bool) -> int:
    forced = _forced(ex)
    kept = 0
    rest = key
    for r, x, _ in forced:
        c = (key >> (8 * r)) & 255
        u = c if c < x else x
        kept += u
        rest -= u * _ONE[r]
    if capped and (
        rest & QUAD_BITS
        or any((rest >> (8 * r)) & 255 >= limit or r not in (0, 8) for r, _, limit in forced)
    ):
        # A rank without room for one more copy (or places elsewhere than ranks 1 and 9).
        limits = bytearray(FOUR)
        for r, _, limit in forced:
            limits[r] = limit
        base = intern(limited_suit_table(rest.to_bytes(9, "little"), bytes(limits)))
    else:
        # Every rank has room for one more copy (the slack rule of ``tables``), or wild copies
        # may be fifth copies: the plain table of what is left.
        base = suit_id(rest, False)
    return _shifted(base, kept)


def suit_x_id(key: int, ex: int, capped: bool) -> int:
    """Id of a suit's table when cross sets fill the places ``ex`` (packed like ``key``)."""
    if not ex:
        return suit_id(key, capped)
    mk = key | ex << 72 | capped << 144
    i = _SX.get(mk)
    if i is None:
        guard(_SX)
        i = _SX[mk] = _suit_x_build(key, ex, capped)
    return i


def suit_x_raises(key: int, ex: int, capped: bool) -> tuple[int, ...]:
    """``memo.suit_raises`` for a suit with forced places."""
    if not ex:
        return suit_raises(key, capped)
    mk = key | ex << 72 | capped << 144
    v = _SX_RAISE.get(mk)
    if v is None:
        guard(_SX_RAISE)
        v = _SX_RAISE[mk] = _suit_x_raises_build(key, ex, capped)
    return v


def _suit_x_raises_build(key: int, ex: int, capped: bool) -> tuple[int, ...]:
    old = TABLES[suit_x_id(key, ex, capped)]
    forced = _forced(ex)
    rest = key
    empty = 0  # ranks where a set still has an empty place
    limit = [4] * 9
    for r, x, lim in forced:
        c = (key >> (8 * r)) & 255
        rest -= (c if c < x else x) * _ONE[r]
        if c < x:
            empty |= 1 << r
        limit[r] = lim
    if capped and (
        rest & QUAD_BITS
        or any((rest >> (8 * r)) & 255 >= lim or r not in (0, 8) for r, _, lim in forced)
    ):
        new = [
            None if (key >> (8 * r)) & 255 >= 4 else TABLES[suit_x_id(key + _ONE[r], ex, capped)]
            for r in range(9)
        ]
        return raise_masks(old, new)
    # The table is the plain table of ``rest`` plus what the sets keep (``_suit_x_build``). A
    # tile into an empty place of a set adds one to every entry; any other tile adds to
    # ``rest``, whose plain raises (often memoised already) hold while its rank keeps room.
    plain = suit_raises(rest, False)
    every = sum(1 << i for i in range(10) if old[i] >= 0)
    out = []
    for r in range(9):
        if (key >> (8 * r)) & 255 >= 4:
            out.append(0)
        elif empty >> r & 1:
            out.append(every)
        elif capped and ((rest >> (8 * r)) & 255) + 1 >= limit[r]:
            out.append(raise_masks(old, [TABLES[suit_x_id(key + _ONE[r], ex, capped)]])[0])
        else:
            out.append(plain[r])
    return tuple(out)


# -- cross choices ---------------------------------------------------------------------------------


class _Cross:
    """The cross choices a rule set allows, and the memo of which pass the pruning bound."""

    __slots__ = ("by_n", "dragons", "hr", "kinds", "masks", "memo")

    def __init__(self, rules: ShapeRules) -> None:
        zfb = rules.zhongfabai
        suited = tuple(s for s in rules.zfb_standins if s < 27) if zfb else ()
        honour_standins = tuple(s for s in rules.zfb_standins if s >= 27) if zfb else ()
        self.hr = honour_rules(rules.sanfeng, zfb, honour_standins, rules.sanfeng_dragons)
        kinds: set[int] = set(suited)
        if rules.sanyao:
            kinds.update((0, 9, 18))
        if rules.sanjiu:
            kinds.update((8, 17, 26))
        self.kinds = tuple(sorted(kinds))
        masks = [0, 0, 0]
        for k in self.kinds:
            masks[k // 9] |= 255 << (8 * (k % 9))
        self.masks = tuple(masks)
        self.dragons = bool(suited)
        # Stand-in sets: one stand-in (two dragons into the honour table), or two stand-ins,
        # the same kind twice or two kinds (one dragon into the honour table).
        doubles = [(s, t) for i, s in enumerate(suited) for t in suited[i:]]
        # by_n[n]: every choice with at most n sets, as (places per kind of self.kinds, sets,
        # the honour table's code of its stand-in sets, how many they are, how many dragon
        # places they have, places per suit); the empty choice first.
        self.by_n: list[list[tuple[tuple[int, ...], int, int, int, int, list[int]]]] = []
        for n in range(5):
            out = []
            ranges = [range(n + 1 if rules.sanyao else 1), range(n + 1 if rules.sanjiu else 1)]
            ranges += [range(n + 1)] * (len(suited) + len(doubles))
            for combo in product(*ranges):
                if sum(combo) > n:
                    continue
                a, b, *rest = combo
                js, ks = rest[: len(suited)], rest[len(suited) :]
                places = dict.fromkeys(self.kinds, 0)
                if a:
                    for k in (0, 9, 18):
                        places[k] += a
                if b:
                    for k in (8, 17, 26):
                        places[k] += b
                for s, j in zip(suited, js, strict=True):
                    places[s] += j
                for (s, t), k in zip(doubles, ks, strict=True):
                    places[s] += k
                    places[t] += k
                if any(x > 4 for x in places.values()):
                    continue  # no target holds a fifth copy (two-stand-in sets can ask for one)
                ex = [0, 0, 0]
                for kind, x in places.items():
                    ex[kind // 9] += x * _ONE[kind % 9]
                two, one = sum(js), sum(ks)
                out.append(
                    (
                        tuple(places[k] for k in self.kinds),
                        a + b + two + one,
                        standin_code(two, one),
                        two + one,
                        2 * two + one,
                        ex,
                    )
                )
            self.by_n.append(out)
        self.memo: dict[tuple[int, int, int, int, int], tuple[Choice, ...]] = {}

    def choices(self, k0: int, k1: int, k2: int, kh: int, n: int, slack: int) -> tuple[Choice, ...]:
        """Choices that pass the bound kept ≥ 2 × sets − slack (see the module docstring).

        The empty choice comes first.
        """
        m0, m1, m2 = self.masks
        d = 0
        if self.dragons:
            # Only min(d, dragon places) is used, and those are at most 2 × n.
            d = min(((kh >> 32) & 255) + ((kh >> 40) & 255) + ((kh >> 48) & 255), 2 * n)
        mk = (k0 & m0, k1 & m1, k2 & m2, d, n << 1 | slack)
        v = self.memo.get(mk)
        if v is None:
            keys = (k0, k1, k2)
            held = [(keys[k // 9] >> (8 * (k % 9))) & 255 for k in self.kinds]
            out = []
            for places, sets, code, in_honours, dragon_places, ex in self.by_n[n]:
                kept = sum(h if h < x else x for h, x in zip(held, places, strict=True))
                if dragon_places:
                    kept += min(d, dragon_places)
                if kept >= 2 * sets - slack:
                    out.append((n - sets + in_honours, ex[0], ex[1], ex[2], code, kept, sets))
            guard(self.memo)
            v = self.memo[mk] = tuple(out)
        return v


_CROSS: dict[ShapeRules, _Cross] = {}
_LAST: list[tuple[ShapeRules, _Cross]] = []


def _cross(rules: ShapeRules) -> _Cross:
    # A region passes the same rules object on every call; hashing the dataclass is not free.
    last = _LAST[-1] if _LAST else None
    if last is not None and last[0] is rules:
        return last[1]
    c = _CROSS.get(rules)
    if c is None:
        c = _CROSS[rules] = _Cross(rules)
    _LAST[:] = [(rules, c)]
    return c


# -- the standard shape with the 兰州 sets ---------------------------------------------------------


def special_overlap_keys(
    k0: int, k1: int, k2: int, kh: int, n: int, capped: bool, rules: ShapeRules
) -> int:
    """Best overlap with n melds + a pair where melds may also be 兰州 sets (part keys given)."""
    cr = _cross(rules)
    hr = cr.hr
    choices = cr.choices(k0, k1, k2, kh, n, 0)
    # The empty choice: the plain standard shape (with the honour-only sets).
    c01 = combine_id(suit_id(k0, capped), suit_id(k1, capped))
    c2h = combine_id(suit_id(k2, capped), honour_x_id(kh, 0, capped, hr))
    best = best_of(c01, c2h, n)
    for i in range(1, len(choices)):
        n2, e0, e1, e2, j, kept, sets = choices[i]
        # Without its sets the choice's target is a plain one with ``sets`` melds fewer, which
        # keeps at most the plain best with that many melds: skip when that cannot win.
        if kept + best_of(c01, c2h, n - sets) <= best:
            continue
        v = best_of(
            combine_id(suit_x_id(k0, e0, capped), suit_x_id(k1, e1, capped)),
            combine_id(suit_x_id(k2, e2, capped), honour_x_id(kh, j, capped, hr)),
            n2,
        )
        if v > best:
            best = v
    return best


def special_overlap(b: bytes, n: int, capped: bool, rules: ShapeRules) -> int:
    """``special_overlap_keys`` of a 34-byte count vector."""
    fb = int.from_bytes
    return special_overlap_keys(
        fb(b[0:9], "little"),
        fb(b[9:18], "little"),
        fb(b[18:27], "little"),
        fb(b[27:34], "little"),
        n,
        capped,
        rules,
    )


def special_evaluate(
    k0: int, k1: int, k2: int, kh: int, n: int, capped: bool, rules: ShapeRules
) -> list[Evaluated]:
    """Choices that may reach the best overlap *after one more tile*, with overlap and ids.

    A choice whose bound (see ``special_overlap_keys``) is below the best so far can reach the
    best neither now nor, as every choice rises by at most one, after a draw; it is left out.
    """
    cr = _cross(rules)
    hr = cr.hr
    choices = cr.choices(k0, k1, k2, kh, n, 1)
    i0, i1 = suit_id(k0, capped), suit_id(k1, capped)
    i2, ih = suit_id(k2, capped), honour_x_id(kh, 0, capped, hr)
    c01, c2h = combine_id(i0, i1), combine_id(i2, ih)
    best = best_of(c01, c2h, n)
    out: list[Evaluated] = [(best, choices[0], i0, i1, i2, ih, c01, c2h)]
    plain01, plain2h = c01, c2h
    for i in range(1, len(choices)):
        choice = choices[i]
        n2, e0, e1, e2, j, kept, sets = choice
        if kept + best_of(plain01, plain2h, n - sets) < best:
            continue
        i0, i1 = suit_x_id(k0, e0, capped), suit_x_id(k1, e1, capped)
        i2, ih = suit_x_id(k2, e2, capped), honour_x_id(kh, j, capped, hr)
        c01, c2h = combine_id(i0, i1), combine_id(i2, ih)
        v = best_of(c01, c2h, n2)
        if v > best:
            best = v
        out.append((v, choice, i0, i1, i2, ih, c01, c2h))
    return out


def special_raises(
    k0: int, k1: int, k2: int, kh: int, capped: bool, rules: ShapeRules, evaluated: list[Evaluated]
) -> int:
    """Bit k set: a draw of kind k raises the best overlap of ``evaluated``.

    The overlap rises by one exactly when it rises for a choice that reaches the best (it can
    rise by at most one for each), and for one choice that is ``memo.raising_kinds``' question on
    its four part tables. A place of a set still empty is part of its suit's table (forced places
    keep ``min(held, places)``), so drawing into it shows up as a raise of that table.
    """
    top = max(e[0] for e in evaluated)
    hr = _cross(rules).hr
    out = 0
    for v, choice, i0, i1, i2, ih, c01, c2h in evaluated:
        if v != top:
            continue
        n2, e0, e1, e2, j, _, _ = choice
        out |= (
            _bits(suit_x_raises(k0, e0, capped), tight_mask(i0, combine_id(i1, c2h), n2))
            | _bits(suit_x_raises(k1, e1, capped), tight_mask(i1, combine_id(i0, c2h), n2)) << 9
            | _bits(suit_x_raises(k2, e2, capped), tight_mask(i2, combine_id(c01, ih), n2)) << 18
            | _bits(honour_x_raises(kh, j, capped, hr), tight_mask(ih, combine_id(c01, i2), n2))
            << 27
        )
    return out


_BITS: dict[tuple[tuple[int, ...], int], int] = {}


def _bits(masks: tuple[int, ...], tight: int) -> int:
    """Bit r set: a tile of rank r raises the part at a tight entry (memoised; few distinct)."""
    mk = (masks, tight)
    v = _BITS.get(mk)
    if v is None:
        v = 0
        for r, mask in enumerate(masks):
            if mask & tight:
                v |= 1 << r
        guard(_BITS)
        _BITS[mk] = v
    return v
