"""兰州 hand shapes: the standard shape widened by the cross-suit sets, fast enough for the engine.

A 兰州 standard hand is 4 melds + a pair where, besides runs and triplets, a meld may be a 甩牌
combination — 三幺 1m 1p 1s, 三九 9m 9p 9s, 三风 three different winds (under 软甩/硬甩) — or
a 中发白 set 白 发 中, in which stand-ins (1s for 小鸡满天飞, 1s or 1p for 鸡飞蛋打) may
replace one or two of the three dragons — the seed's "手頭有么雞和白，可以胡中、發、么雞" wins on
1s as 白 + 1s + 1s — keeping at least one real dragon. Seven pairs needs a fully concealed hand.

Every question reduces to ``fast_shapes`` (per-suit memoised standard shape): take out some of the
cross-suit sets (there are few candidates in a real hand, usually none), and ask whether the rest is
standard. ``mahjong_desktop.hand`` with the same ``ShapeRules`` is the slower reference the tests
compare against.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from functools import cache, lru_cache
from itertools import combinations
from operator import mul

from mahjong_desktop.hand.model import zfb_sets
from mahjong_desktop.rules import fast_shapes
from mahjong_desktop.tiles import EAST, NORTH, SOUTH, WEST, parse_one


class SetKind(Enum):
    """A cross-suit set. The first three are the 甩牌 combinations."""

    SAN_YAO = "san_yao"  # 三幺 1m 1p 1s
    SAN_JIU = "san_jiu"  # 三九 9m 9p 9s
    SAN_FENG = "san_feng"  # 三风 three different winds
    ZHONG_FA_BAI = "zhong_fa_bai"  # 中发白, possibly with one or two stand-ins

    @property
    def is_throw(self) -> bool:
        return self is not SetKind.ZHONG_FA_BAI


@dataclass(frozen=True, slots=True)
class SetPattern:
    """One concrete set: its kind and its three tile kinds, sorted (a 中发白 set with two
    stand-ins of one kind holds that kind twice)."""

    kind: SetKind
    tiles: tuple[int, int, int]


ONE_M, ONE_P, ONE_S = parse_one("1m"), parse_one("1p"), parse_one("1s")
NINE_M, NINE_P, NINE_S = parse_one("9m"), parse_one("9p"), parse_one("9s")
_WINDS = (EAST, SOUTH, WEST, NORTH)
_HONOURS = tuple(range(EAST, EAST + 7))  # 东南西北 and 白发中


@cache
def throw_patterns(feng_dragons: bool = False) -> tuple[SetPattern, ...]:
    """The 甩牌 combinations: 三幺, 三九 and 三风, three different 风 — the four winds, or under
    the option ``feng_dragons`` all seven honours (the seed's
    "風（東、南、西、北、中、發、白）")."""
    out = [
        SetPattern(SetKind.SAN_YAO, (ONE_M, ONE_P, ONE_S)),
        SetPattern(SetKind.SAN_JIU, (NINE_M, NINE_P, NINE_S)),
    ]
    pool = _HONOURS if feng_dragons else _WINDS
    out.extend(SetPattern(SetKind.SAN_FENG, kinds) for kinds in combinations(pool, 3))
    return tuple(out)


def zfb_patterns(standins: Sequence[int]) -> tuple[SetPattern, ...]:
    """白发中, and the stand-ins replacing one or two of the dragons (``hand.model.zfb_sets``)."""
    return tuple(SetPattern(SetKind.ZHONG_FA_BAI, kinds) for kinds in zfb_sets(tuple(standins)))


def classify_throw(tiles: Sequence[int], feng_dragons: bool = False) -> SetKind | None:
    """The 甩牌 kind of three tiles, or None if they are not a combination."""
    key = tuple(sorted(tiles))
    for p in throw_patterns(feng_dragons):
        if p.tiles == key:
            return p.kind
    return None


class LanzhouShapes:
    """Win tests and waits over the cross-suit ``patterns`` in force (see the module docstring)."""

    __slots__ = ("_memo", "_ready_memo", "partials", "patterns", "quad_as_two")

    def __init__(self, patterns: Sequence[SetPattern], *, quad_as_two: bool) -> None:
        self.patterns = tuple(patterns)
        self.quad_as_two = quad_as_two
        # Waits by hand: the engine asks about the same hands again and again (every discard a
        # player considers for 报听, then the discard made); bounded, cleared when full.
        self._memo: dict[bytes, frozenset[int]] = {}
        self._ready_memo: dict[bytes, tuple[int, ...]] = {}
        # (missing tile, the two present) for every way a set can lack one tile.
        self.partials = tuple(
            dict.fromkeys(
                (new, x, y)
                for p in self.patterns
                for new, x, y in (
                    (p.tiles[0], p.tiles[1], p.tiles[2]),
                    (p.tiles[1], p.tiles[0], p.tiles[2]),
                    (p.tiles[2], p.tiles[0], p.tiles[1]),
                )
            )
        )

    def extractions(
        self, counts: list[int], start: int = 0, used: tuple[int, ...] = ()
    ) -> Iterator[tuple[int, ...]]:
        """Every multiset of pattern indexes that ``counts`` can supply (the empty one first).

        ``counts`` is changed in place while a result is being looked at: the yielded sets are taken
        out of it. The caller must read ``counts`` before asking for the next result."""
        yield used
        pats = self.patterns
        for i in range(start, len(pats)):
            a, b, c = pats[i].tiles
            counts[a] -= 1
            counts[b] -= 1
            counts[c] -= 1
            # (Decrement first: a two-stand-in set holds one kind twice.)
            if counts[a] >= 0 and counts[b] >= 0 and counts[c] >= 0:
                yield from self.extractions(counts, i, (*used, i))
            counts[a] += 1
            counts[b] += 1
            counts[c] += 1

    def standard_readings(self, counts: Sequence[int]) -> list[tuple[SetPattern, ...]]:
        """For a complete concealed part (3k+2 tiles): each choice of cross-suit sets whose
        removal leaves a standard part (runs, triplets, one pair). Empty: not standard."""
        work = list(counts)
        out = []
        for used in self.extractions(work):
            if fast_shapes.is_standard_complete(work):
                out.append(tuple(self.patterns[i] for i in used))
        return out

    def is_seven_pairs(self, counts: Sequence[int]) -> bool:
        return fast_shapes.is_seven_pairs(counts, quad_as_two=self.quad_as_two)

    def waits(self, counts: Sequence[int], melds: int) -> frozenset[int]:
        """Kinds completing concealed ``counts`` (3k+1 tiles); kinds held four times excluded.
        Seven pairs only counts with ``melds == 0`` (a fully concealed hand)."""
        key = bytes(counts) + (b"\x00" if melds == 0 else b"\x01")
        found = self._memo.get(key)
        if found is None:
            if len(self._memo) >= _MEMO_SIZE:
                self._memo.clear()
            found = self._memo[key] = frozenset(self._waits(counts, melds))
        return found

    def _waits(self, counts: Sequence[int], melds: int) -> set[int]:
        """The computation behind ``waits``.

        A completed hand reads as some sets + a standard rest. Either the new tile lies in the
        standard rest — then it is a standard wait of (hand − those sets) — or it completes one of
        the sets, whose other two tiles are in the hand — then (hand − the other sets − those two)
        must already be standard."""
        work = list(counts)
        out: set[int] = set()
        for _used in self.extractions(work):
            out |= fast_shapes.standard_waits(work)
            for new, x, y in self.partials:
                if new in out or work[x] < 1 + (x == y) or not work[y]:
                    continue
                work[x] -= 1
                work[y] -= 1
                if _honours_fit(work) and fast_shapes.is_standard_complete(work):
                    out.add(new)
                work[x] += 1
                work[y] += 1
        if melds == 0:
            out |= fast_shapes.seven_pairs_waits(counts, quad_as_two=self.quad_as_two)
        return {k for k in out if counts[k] < 4}

    def is_ready(self, counts: Sequence[int], melds: int) -> bool:
        return bool(self.waits(counts, melds))

    def ready_discards(self, counts: Sequence[int], melds: int) -> tuple[int, ...]:
        """For a full hand (3k+2 tiles): the kinds whose discard leaves it ready, sorted.

        Computed in one pass instead of one wait search per discard: for each choice of
        cross-suit sets, the rest must become standard by removing one tile and adding one, and
        per suit the answers "which removal / addition / swap keeps it melds (+ a pair)" are
        memoised (``_suit_facts``)."""
        key = bytes(counts) + (b"\x00" if melds == 0 else b"\x01")
        found = self._ready_memo.get(key)
        if found is None:
            if len(self._ready_memo) >= _MEMO_SIZE:
                self._ready_memo.clear()
            found = self._ready_memo[key] = self._ready_discards(counts, melds)
        return found

    def _ready_discards(self, counts: Sequence[int], melds: int) -> tuple[int, ...]:
        work = list(counts)
        out: set[int] = set()
        for _used in self.extractions(work):
            out |= _standard_swaps(work, counts)
            for new, x, y in self.partials:
                if work[x] < 1 + (x == y) or not work[y]:
                    continue
                work[x] -= 1
                work[y] -= 1
                out |= {d for d in _standard_removals(work) if counts[new] - (d == new) < 4}
                work[x] += 1
                work[y] += 1
        if melds == 0:
            out |= self._seven_pairs_discards(work)
        return tuple(sorted(out))

    def _seven_pairs_discards(self, counts: list[int]) -> set[int]:
        """Discards leaving 6 pairs + 1 single (14 concealed tiles)."""
        if self.quad_as_two:  # a count of c is c // 2 pairs and c % 2 singles
            pairs = sum(c // 2 for c in counts)
            singles = sum(c & 1 for c in counts)
            if pairs == 6 and singles == 2:
                return {d for d in range(34) if counts[d] & 1}
            if pairs == 7:
                return {d for d in range(34) if counts[d]}
            return set()
        out = set()
        for d in range(34):
            if counts[d]:
                counts[d] -= 1
                if fast_shapes.seven_pairs_waits(counts, quad_as_two=False):
                    out.add(d)
                counts[d] += 1
        return out


_MEMO_SIZE = 1 << 16


_SUITS = ((0, 9, True), (9, 9, True), (18, 9, True), (27, 7, False))
_POW5 = tuple(5**i for i in range(9))


@dataclass(frozen=True, slots=True)
class _SuitFacts:
    """Per suit (its counts): melds only / melds + pair now, and the offsets whose removal, the
    additions, and the removals followed by some addition, that give melds (m) or melds + pair
    (mp). Additions never make a fifth copy."""

    m: bool
    mp: bool
    rm: tuple[int, ...]
    rmp: tuple[int, ...]
    am: bool
    amp: bool
    sm: tuple[int, ...]
    smp: tuple[int, ...]


@cache
def _suit_facts(code: int, suited: bool) -> _SuitFacts:
    melds, melds_pair = fast_shapes._melds, fast_shapes._melds_pair  # the shared per-suit memo
    size = 9 if suited else 7
    c = [(code // _POW5[i]) % 5 for i in range(size)]
    rm, rmp, sm, smp = [], [], [], []
    for d in range(size):
        if not c[d]:
            continue
        less = code - _POW5[d]
        if melds(less, suited):
            rm.append(d)
        if melds_pair(less, suited):
            rmp.append(d)
        swaps = [less + _POW5[w] for w in range(size) if c[w] - (w == d) < 4]
        if any(melds(x, suited) for x in swaps):
            sm.append(d)
        if any(melds_pair(x, suited) for x in swaps):
            smp.append(d)
    adds = [code + _POW5[w] for w in range(size) if c[w] < 4]
    return _SuitFacts(
        melds(code, suited),
        melds_pair(code, suited),
        tuple(rm),
        tuple(rmp),
        any(melds(x, suited) for x in adds),
        any(melds_pair(x, suited) for x in adds),
        tuple(sm),
        tuple(smp),
    )


def _codes(counts: Sequence[int]) -> tuple[int, int, int, int]:
    return (
        sum(map(mul, counts[0:9], _POW5)),
        sum(map(mul, counts[9:18], _POW5)),
        sum(map(mul, counts[18:27], _POW5)),
        sum(map(mul, counts[27:34], _POW5)),
    )


def _facts(codes: tuple[int, int, int, int]) -> list[_SuitFacts]:
    return [_suit_facts(code, suited) for code, (_, _, suited) in zip(codes, _SUITS, strict=True)]


def _standard_swaps(counts: Sequence[int], held: Sequence[int]) -> frozenset[int]:
    """Kinds d such that ``counts`` (3k+2) minus d plus some tile is standard (melds + pair)."""
    return _swaps_by_codes(_codes(counts))


@lru_cache(maxsize=1 << 16)
def _swaps_by_codes(codes: tuple[int, int, int, int]) -> frozenset[int]:
    f = _facts(codes)
    m = [x.m for x in f]
    mp = [x.mp for x in f]
    out: set[int] = set()
    for s in range(4):
        base = _SUITS[s][0]
        rest = [u for u in range(4) if u != s]
        # d and the new tile in the same suit s: the pair in s, or in another suit t.
        if all(m[u] for u in rest):
            out.update(base + d for d in f[s].smp)
        for t in rest:
            if mp[t] and all(m[u] for u in rest if u != t):
                out.update(base + d for d in f[s].sm)
        # d from suit s, the new tile into suit t.
        for t in rest:
            others = [u for u in rest if u != t]
            if f[t].am and all(m[u] for u in others):
                out.update(base + d for d in f[s].rmp)  # pair in s
            if f[t].amp and all(m[u] for u in others):
                out.update(base + d for d in f[s].rm)  # pair in t
            if f[t].am:
                for u in others:
                    if mp[u] and all(m[v] for v in others if v != u):
                        out.update(base + d for d in f[s].rm)  # pair in a third suit
    return frozenset(out)


def _standard_removals(counts: Sequence[int]) -> frozenset[int]:
    """Kinds d such that ``counts`` (3k+3) minus d is standard (melds + pair)."""
    return _removals_by_codes(_codes(counts))


@lru_cache(maxsize=1 << 16)
def _removals_by_codes(codes: tuple[int, int, int, int]) -> frozenset[int]:
    f = _facts(codes)
    out: set[int] = set()
    for s in range(4):
        base = _SUITS[s][0]
        rest = [u for u in range(4) if u != s]
        if all(f[u].m for u in rest):
            out.update(base + d for d in f[s].rmp)
        for t in rest:
            if f[t].mp and all(f[u].m for u in rest if u != t):
                out.update(base + d for d in f[s].rm)
    return frozenset(out)


def _honours_fit(counts: Sequence[int]) -> bool:
    """Quick necessary test of a standard complete part: honours only as triplets and one pair."""
    pairs = 0
    for k in range(27, 34):
        v = counts[k]
        if v == 1 or v == 4:
            return False
        if v == 2:
            pairs += 1
    return pairs <= 1
