"""兰州 hand shapes: the standard shape widened by the cross-suit sets, fast enough for the engine.

A 兰州 standard hand is 4 melds + a pair where, besides runs and triplets, a meld may be a 甩牌
combination — 三幺 1m 1p 1s, 三九 9m 9p 9s, 三风 three different winds (under 软甩/硬甩) — or a
中发白 set 白 发 中, in which a stand-in (1s for 小鸡满天飞, 1s or 1p for 鸡飞蛋打) may replace one of
the three dragons. Seven pairs needs a fully concealed hand.

Every question reduces to ``fast_shapes`` (per-suit memoised standard shape): take out some of the
cross-suit sets (there are few candidates in a real hand, usually none), and ask whether the rest is
standard. ``mahjong_desktop.hand`` with the same ``ShapeRules`` is the slower reference the tests
compare against.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from enum import Enum

from mahjong_desktop.rules import fast_shapes
from mahjong_desktop.tiles import EAST, GREEN, NORTH, RED, SOUTH, WEST, WHITE, parse_one


class SetKind(Enum):
    """A cross-suit set. The first three are the 甩牌 combinations."""

    SAN_YAO = "san_yao"  # 三幺 1m 1p 1s
    SAN_JIU = "san_jiu"  # 三九 9m 9p 9s
    SAN_FENG = "san_feng"  # 三风 three different winds
    ZHONG_FA_BAI = "zhong_fa_bai"  # 中发白, possibly with one stand-in

    @property
    def is_throw(self) -> bool:
        return self is not SetKind.ZHONG_FA_BAI


@dataclass(frozen=True, slots=True)
class SetPattern:
    """One concrete set: its kind and its three (different) tile kinds, sorted."""

    kind: SetKind
    tiles: tuple[int, int, int]


ONE_M, ONE_P, ONE_S = parse_one("1m"), parse_one("1p"), parse_one("1s")
NINE_M, NINE_P, NINE_S = parse_one("9m"), parse_one("9p"), parse_one("9s")
_WINDS = (EAST, SOUTH, WEST, NORTH)
_DRAGONS = (WHITE, GREEN, RED)


def throw_patterns() -> tuple[SetPattern, ...]:
    """The 甩牌 combinations: 三幺, 三九 and the four choices of three different winds."""
    out = [
        SetPattern(SetKind.SAN_YAO, (ONE_M, ONE_P, ONE_S)),
        SetPattern(SetKind.SAN_JIU, (NINE_M, NINE_P, NINE_S)),
    ]
    for left_out in reversed(_WINDS):
        a, b, c = (w for w in _WINDS if w != left_out)
        out.append(SetPattern(SetKind.SAN_FENG, (a, b, c)))
    return tuple(out)


def zfb_patterns(standins: Sequence[int]) -> tuple[SetPattern, ...]:
    """白发中, and each stand-in replacing one of the three dragons (one stand-in per set)."""
    out = [SetPattern(SetKind.ZHONG_FA_BAI, _DRAGONS)]
    for s in standins:
        for d in _DRAGONS:
            a, b, c = sorted((s, *(x for x in _DRAGONS if x != d)))
            out.append(SetPattern(SetKind.ZHONG_FA_BAI, (a, b, c)))
    return tuple(out)


def classify_throw(tiles: Sequence[int]) -> SetKind | None:
    """The 甩牌 kind of three tiles, or None if they are not a combination."""
    key = tuple(sorted(tiles))
    for p in throw_patterns():
        if p.tiles == key:
            return p.kind
    return None


class LanzhouShapes:
    """Win tests and waits over the cross-suit ``patterns`` in force (see the module docstring)."""

    __slots__ = ("patterns", "quad_as_two")

    def __init__(self, patterns: Sequence[SetPattern], *, quad_as_two: bool) -> None:
        self.patterns = tuple(patterns)
        self.quad_as_two = quad_as_two

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
            if counts[a] and counts[b] and counts[c]:
                counts[a] -= 1
                counts[b] -= 1
                counts[c] -= 1
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

    def waits(self, counts: Sequence[int], melds: int) -> set[int]:
        """Kinds completing concealed ``counts`` (3k+1 tiles); kinds held four times excluded.

        A completed hand reads as some sets + a standard rest. Either the new tile lies in the
        standard rest — then it is a standard wait of (hand − those sets) — or it completes one of
        the sets, whose other two tiles are in the hand — then (hand − the other sets − those two)
        must already be standard."""
        work = list(counts)
        out: set[int] = set()
        for _used in self.extractions(work):
            out |= fast_shapes.standard_waits(work)
            for p in self.patterns:
                a, b, c = p.tiles
                for new, x, y in ((a, b, c), (b, a, c), (c, a, b)):
                    if new in out or not (work[x] and work[y]):
                        continue
                    work[x] -= 1
                    work[y] -= 1
                    if fast_shapes.is_standard_complete(work):
                        out.add(new)
                    work[x] += 1
                    work[y] += 1
        if melds == 0:
            out |= fast_shapes.seven_pairs_waits(counts, quad_as_two=self.quad_as_two)
        return {k for k in out if counts[k] < 4}

    def is_ready(self, counts: Sequence[int], melds: int) -> bool:
        return bool(self.waits(counts, melds))
