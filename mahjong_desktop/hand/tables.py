"""Per-suit and honour "overlap tables", the engine room of the standard-shape shanten.

Shanten is computed as a distance to the nearest complete hand: with ``n`` meld slots, a target
``P`` (n melds + a pair) and a hand ``H``, ``shanten = 3n + 1 - overlap``, where the overlap is the
number of tiles of ``H`` that ``P`` keeps (``sum(min(H[k], P[k]))``). A complete target decomposes
by suit, so the best overlap is found per suit and combined.

A *table* is a tuple of 10 ints, index ``p * 5 + m``: the best overlap of one part of the hand (a
suit or the honours) with targets that place at most ``m`` melds and at most ``p`` pairs in that
part. "At most" makes the tables monotone, so combining two parts is a plain max-plus
convolution (``combine``, ``best``; ``memo`` interns tables and memoises both).

Suit tables are built by recursion on the suit's count vector packed into an int
(``int.from_bytes`` of the counts, one byte per rank) and memoised: the lowest tile is dropped or
starts a block (part of a meld or of the pair).

The four-copies limit: a target may not hold a fifth copy of a kind. The recursion ignores it.
That is exact as long as every rank has room for one more copy ("slack"): checked against the
exact programme ``capped_suit_table`` for every suit of up to 11 tiles with at most three of a
rank (and a sample up to 14), and with the lower limits the 兰州 sets leave at ranks 1 and 9 for
every suit of up to 7 tiles; tests/hand/test_hand_tables.py repeats it (all of it with
``pytest -m exhaustive``). A suit holding a four-alike goes through ``four_alike_suit_table``.
"""

from __future__ import annotations

NEG = -1000  # "impossible" entry; far below any real overlap, and still negative after adding 14
ZERO: tuple[int, ...] = (0,) * 10
FOUR = (4,) * 9

_SUIT: dict[int, tuple[int, ...]] = {0: ZERO}
_CAPPED: dict[tuple[bytes, bytes], tuple[int, ...]] = {}
_HONOUR: dict[int, tuple[int, ...]] = {}
QUAD_BITS = 0x040404040404040404  # a count byte is 4 (counts are 0–4, so bit 2 means exactly 4)
_CAPPED_FLAG = 1 << 64
_HONOUR_LIMITED: dict[tuple[tuple[int, int], ...], tuple[int, ...]] = {}


def _relax(res: list[int], sub: tuple[int, ...], dm: int, dp: int, dov: int) -> None:
    """res = max(res, sub shifted by dm melds and dp pairs, plus dov)."""
    for p in range(dp, 2):
        base = (p - dp) * 5 - dm
        row = p * 5
        for m in range(dm, 5):
            v = sub[base + m] + dov
            if v > res[row + m]:
                res[row + m] = v


def suit_table(key: int) -> tuple[int, ...]:
    """Uncapped table of one suit; ``key = int.from_bytes(bytes(counts9), "little")``."""
    t = _SUIT.get(key)
    if t is None:
        t = _SUIT[key] = _build_suit(key)
    return t


def _build_suit(key: int) -> tuple[int, ...]:
    # Take the lowest tile: it is dropped, or it is the lowest tile of a block (a part of a meld or
    # of the pair); every block containing it lies at or above its rank.
    low = key & -key
    i = (low.bit_length() - 1) >> 3
    shift = i << 3
    one = 1 << shift
    c0 = (key >> shift) & 255
    c1 = (key >> (shift + 8)) & 255 if i <= 7 else 0
    c2 = (key >> (shift + 16)) & 255 if i <= 6 else 0
    sub1 = suit_table(key - one)
    res = list(sub1)  # drop the tile
    _relax(res, sub1, 1, 0, 1)  # lone tile of a meld
    _relax(res, sub1, 0, 1, 1)  # lone tile of the pair
    if c0 >= 2:
        sub2 = suit_table(key - 2 * one)
        _relax(res, sub2, 1, 0, 2)  # two of a triplet
        _relax(res, sub2, 0, 1, 2)  # the pair
        if c0 >= 3:
            _relax(res, suit_table(key - 3 * one), 1, 0, 3)
    if c1:
        _relax(res, suit_table(key - one - (one << 8)), 1, 0, 2)  # i, i+1
        if c2:
            _relax(res, suit_table(key - one - (one << 8) - (one << 16)), 1, 0, 3)
    if c2:
        _relax(res, suit_table(key - one - (one << 16)), 1, 0, 2)  # i, i+2
    return tuple(res)


def four_alike_suit_table(key: int) -> tuple[int, ...]:
    """Exact (four-copies limited) table of a suit holding one or more four-alikes.

    With exactly one four-alike at rank q, a target either keeps at most three of the four (then it
    is a target of the suit with three at q, where the limit never binds) or keeps all four, filling
    q completely: no block may then *need* another q. The best of the two is exact (checked against
    ``capped_suit_table`` for every suit of up to 10 tiles with one four-alike). Two four-alikes in
    one suit are rare enough for the general programme.
    """
    b = key.to_bytes(9, "little")
    if b.count(4) != 1:
        return capped_suit_table(b)
    q = b.index(4)
    keep3 = suit_table(key - (1 << (8 * q)))
    keep4 = _full_rank(key, q)
    return tuple(x if x > y else y for x, y in zip(keep3, keep4, strict=True))


_FULL: dict[int, tuple[int, ...]] = {}


def _full_rank(key: int, q: int) -> tuple[int, ...]:
    """Table over targets that keep every held copy of rank q and need no further copy of q."""
    memo = key << 4 | q
    t = _FULL.get(memo)
    if t is not None:
        return t
    low = key & -key
    if not low:
        return ZERO
    i = (low.bit_length() - 1) >> 3
    if i > q + 1:
        return suit_table(key)  # nothing left that could touch q
    shift = i << 3
    one = 1 << shift
    c0 = (key >> shift) & 255
    c1 = (key >> (shift + 8)) & 255 if i <= 7 else 0
    c2 = (key >> (shift + 16)) & 255 if i <= 6 else 0
    res = [NEG] * 10
    sub1 = _full_rank(key - one, q)
    if i != q:
        _relax(res, sub1, 0, 0, 0)
        _relax(res, sub1, 1, 0, 1)
        _relax(res, sub1, 0, 1, 1)
        if c0 >= 2:
            sub2 = _full_rank(key - 2 * one, q)
            _relax(res, sub2, 1, 0, 2)
            _relax(res, sub2, 0, 1, 2)
    else:
        # A copy of q may not be dropped, nor wait for another q (pair half, two of a triplet).
        _relax(res, sub1, 1, 0, 1)  # the q of a run
        if c0 >= 2:
            _relax(res, _full_rank(key - 2 * one, q), 0, 1, 2)
    if c0 >= 3:
        _relax(res, _full_rank(key - 3 * one, q), 1, 0, 3)
    if c1:
        # (q-2, q-1) with q = 2 and (q+1, q+2) with q = 6 can only be completed by a q.
        if not (i == 0 and q == 2) and not (i == 7 and q == 6):
            _relax(res, _full_rank(key - one - (one << 8), q), 1, 0, 2)
        if c2:
            _relax(res, _full_rank(key - one - (one << 8) - (one << 16), q), 1, 0, 3)
    if c2 and i + 1 != q:  # (q-1, q+1) waits on q itself
        _relax(res, _full_rank(key - one - (one << 16), q), 1, 0, 2)
    t = _FULL[memo] = tuple(res)
    return t


def limited_suit_table(counts: bytes, limits: bytes) -> tuple[int, ...]:
    """Exact table of one suit whose target counts are limited (``limits[i]``; below four only
    at ranks 1 and 9, where 兰州 sets take places), as ``capped_suit_table`` but mostly fast.

    ``counts[i] <= limits[i]``; rank i *binds* when ``counts[i] == limits[i]`` (no room for one
    more copy). None binds: the slack rule, the plain table. One rank q binds and holds a copy:
    as ``four_alike_suit_table``, a target keeps fewer copies of q (then q has slack) or all of
    them and needs no further q (``_full_rank``). Checked against ``capped_suit_table`` for every
    such suit of up to 10 tiles with every limit 1–4 at ranks 1 and 9, and a sample of 11–14
    tiles (``benchmarks/HAND_RESULTS.md``). Anything else (two binding ranks, a limit of 0, limits
    at other ranks): the exact programme. (Two binding ranks are *not* safe this way: a rank next to
    two full ones may lose its slack, e.g. 6666 777 88 9 with one place left at 9.)
    """
    key = int.from_bytes(counts, "little")
    if all(limits[i] == 4 for i in range(1, 8)):
        binding = [i for i in range(9) if counts[i] >= limits[i]]
        if not binding:
            return suit_table(key)
        if len(binding) == 1 and counts[binding[0]]:
            q = binding[0]
            keep_less = suit_table(key - (1 << (8 * q)))
            keep_all = _full_rank(key, q)
            return tuple(x if x > y else y for x, y in zip(keep_less, keep_all, strict=True))
    return capped_suit_table(counts, limits)


def capped_suit_table(counts: bytes, limits: bytes = bytes(FOUR)) -> tuple[int, ...]:
    """Exact table of one suit when target counts are limited (``limits[i]``, normally 4).

    A forward dynamic programme over ranks whose state is the set of sequences still open (started
    one or two ranks below) plus melds and pairs placed; slow (milliseconds), used only for suits
    whose limit is binding.
    """
    memo_key = (counts, limits)
    t = _CAPPED.get(memo_key)
    if t is not None:
        return t
    # state (open2, open1, melds, pairs) -> best overlap; open2 sequences end here, open1 continue.
    states: dict[tuple[int, int, int, int], int] = {(0, 0, 0, 0): 0}
    for i in range(9):
        h, cap = counts[i], limits[i]
        nxt: dict[tuple[int, int, int, int], int] = {}
        for (a, b, m, p), v in states.items():
            for t3 in (0, 1):
                for q in (0, 1) if p == 0 else (0,):
                    for s in range(5 if i <= 6 else 1):
                        placed = a + b + s + 3 * t3 + 2 * q
                        mm = m + t3 + s
                        if placed > cap or mm > 4:
                            break
                        k = (b, s, mm, p + q)
                        val = v + (h if h < placed else placed)
                        if nxt.get(k, NEG) < val:
                            nxt[k] = val
        states = nxt
    res = [NEG] * 10
    for (a, b, m, p), v in states.items():
        if a == 0 and b == 0:
            for pp in range(p, 2):
                for mm in range(m, 5):
                    if v > res[pp * 5 + mm]:
                        res[pp * 5 + mm] = v
    t = _CAPPED[memo_key] = tuple(res)
    return t


def honour_options(c: int, limit: int, capped: bool) -> list[tuple[int, int, int]]:
    """(melds, pairs, overlap) choices for one honour kind held ``c`` times."""
    if c == 0:
        return []
    opts = []
    if not capped or limit >= 3:
        opts.append((1, 0, min(c, 3)))  # triplet (or part of one)
    if not capped or limit >= 2:
        opts.append((0, 1, min(c, 2)))  # the pair
    if not capped:
        # A wild copy may be a fifth tile of a kind: triplet + pair, or two triplets, of one honour.
        opts.append((1, 1, c))
        if c >= 2:
            opts.append((2, 0, c))
    return opts


def _honour_build(items: list[tuple[int, int]], capped: bool) -> tuple[int, ...]:
    res = list(ZERO)
    for c, limit in items:
        cur = tuple(res)
        for dm, dp, dov in honour_options(c, limit, capped):
            _relax(res, cur, dm, dp, dov)
    return tuple(res)


def suit_table_for(key: int, capped: bool) -> tuple[int, ...]:
    """Table of one suit, exact under the four-copies limit when ``capped``."""
    if capped and key & QUAD_BITS:
        return four_alike_suit_table(key)
    t = _SUIT.get(key)
    if t is None:
        t = _SUIT[key] = _build_suit(key)
    return t


def honour_table(key: int, capped: bool) -> tuple[int, ...]:
    """Table of the honours (each kind on its own: triplets and pairs only), limit 4 each.

    ``key = int.from_bytes(bytes(counts7), "little")``.
    """
    memo = key | _CAPPED_FLAG if capped else key
    t = _HONOUR.get(memo)
    if t is None:
        items = [(c, 4) for c in key.to_bytes(7, "little")]
        t = _HONOUR[memo] = _honour_build(items, capped)
    return t


def honour_table_limited(counts: bytes, limits: bytes, capped: bool) -> tuple[int, ...]:
    """Honour table when some kinds are partly taken by 兰州 sets (lower limits)."""
    items = tuple(sorted(zip(counts, limits, strict=True)))
    key = (*items, (-1, int(capped)))
    t = _HONOUR_LIMITED.get(key)
    if t is None:
        t = _HONOUR_LIMITED[key] = _honour_build(list(items), capped)
    return t


def combine(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    """Table of two parts together (max-plus convolution over melds, at most one pair)."""
    a0, a1, a2, a3, a4, p0, p1, p2, p3, p4 = a
    b0, b1, b2, b3, b4, q0, q1, q2, q3, q4 = b
    return (
        a0 + b0,
        max(a0 + b1, a1 + b0),
        max(a0 + b2, a1 + b1, a2 + b0),
        max(a0 + b3, a1 + b2, a2 + b1, a3 + b0),
        max(a0 + b4, a1 + b3, a2 + b2, a3 + b1, a4 + b0),
        max(p0 + b0, a0 + q0),
        max(p0 + b1, p1 + b0, a0 + q1, a1 + q0),
        max(p0 + b2, p1 + b1, p2 + b0, a0 + q2, a1 + q1, a2 + q0),
        max(p0 + b3, p1 + b2, p2 + b1, p3 + b0, a0 + q3, a1 + q2, a2 + q1, a3 + q0),
        max(
            p0 + b4, p1 + b3, p2 + b2, p3 + b1, p4 + b0,
            a0 + q4, a1 + q3, a2 + q2, a3 + q1, a4 + q0,
        ),
    )  # fmt: skip


def best(a: tuple[int, ...], b: tuple[int, ...], n: int) -> int:
    """Best overlap of two parts with at most ``n`` melds and at most one pair in all."""
    v = NEG
    for i in range(n + 1):
        x = a[5 + i] + b[n - i]
        if x > v:
            v = x
        x = a[i] + b[5 + n - i]
        if x > v:
            v = x
    return v
