"""临安 tile facts: the 杠花 kind below the 财神, and fast waits of a hand holding 财神 (jokers).

The engine asks for a hand's waits after every change of it, so this must cost little. The hand
core's ``waits_counts`` is exact but takes about half a millisecond per call with a wild kind;
here a hand is complete when its plain (non-财神) tiles split into melds and one pair using no more
财神 than it holds. The fewest jokers one suit needs depends only on that suit's nine counts, so
it is memoised per suit. ``tests/regions/linan`` checks these waits against the hand core.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

_IMPOSSIBLE = 99
_PARTS = ((0, 9, True), (9, 9, True), (18, 9, True), (27, 7, False))

# 杠花 honour cycles, each in the order the page gives; the 杠花 is the kind one step *below*
# the 财神 in its cycle (东→南→西→北→东: 财神 东 → 杠花 北).
WIND_CYCLE = (27, 28, 29, 30)  # 东 南 西 北
DRAGON_CYCLES = {
    "zhong_fa_bai": (33, 32, 31),  # 中→发→白→中 [decided default]
    "bai_fa_zhong": (31, 32, 33),  # 白→发→中→白
}


def gang_hua_kind(wild: int, dragon_order: str = "zhong_fa_bai") -> int:
    """The 杠花 kind for the 财神 ``wild``: one rank lower in its suit (1 → 9), or the previous
    honour in its cycle."""
    if wild < 27:
        base = wild - wild % 9
        return base + (wild % 9 - 1) % 9
    cycle = WIND_CYCLE if wild in WIND_CYCLE else DRAGON_CYCLES[dragon_order]
    return cycle[(cycle.index(wild) - 1) % len(cycle)]


@lru_cache(maxsize=1 << 18)
def _need(counts: tuple[int, ...], suited: bool, pair: bool) -> int:
    """Fewest jokers that complete ``counts`` (one suit, or the honours) into melds — plus one
    pair holding at least one real tile when ``pair`` — or ``_IMPOSSIBLE``."""
    first = 0
    for c in counts:
        if c:
            break
        first += 1
    else:
        return _IMPOSSIBLE if pair else 0
    c = counts[first]
    rest = list(counts)
    best = _IMPOSSIBLE
    for real in range(1, min(c, 3) + 1):  # a triplet with ``real`` real copies
        rest[first] = c - real
        best = min(best, 3 - real + _need(tuple(rest), suited, pair))
    if pair:
        for real in range(1, min(c, 2) + 1):
            rest[first] = c - real
            best = min(best, 2 - real + _need(tuple(rest), suited, False))
    rest[first] = c
    if suited:
        # Sequences holding ``first`` as their lowest real tile: slots below it are jokers,
        # slots above it real tiles or jokers.
        size = len(counts)
        for low in range(max(0, first - 2), min(first, size - 3) + 1):
            above = [k for k in range(first + 1, low + 3) if counts[k]]
            for mask in range(1 << len(above)):
                uses = [k for b, k in enumerate(above) if mask >> b & 1]
                rest[first] -= 1
                for k in uses:
                    rest[k] -= 1
                best = min(best, 2 - len(uses) + _need(tuple(rest), suited, pair))
                rest[first] += 1
                for k in uses:
                    rest[k] += 1
    return best


_Needs = tuple[int, int]  # jokers for (melds only, melds + pair)


@dataclass(frozen=True, slots=True)
class _Part:
    """One suit's (or the honours') needs, and the needs after adding one tile of each kind."""

    here: _Needs
    raised: tuple[_Needs, ...]
    least_melds: int  # the smallest melds-only need after adding a tile
    least_pair: int  # the smallest melds + pair need after adding a tile


@lru_cache(maxsize=1 << 16)
def _part(part: tuple[int, ...], suited: bool) -> _Part:
    here = (_need(part, suited, False), _need(part, suited, True))
    raised = []
    for i in range(len(part)):
        if part[i] >= 4:  # no fifth real copy
            raised.append((_IMPOSSIBLE, _IMPOSSIBLE))
            continue
        more = list(part)
        more[i] += 1
        t = tuple(more)
        raised.append((_need(t, suited, False), _need(t, suited, True)))
    return _Part(here, tuple(raised), min(n for n, _ in raised), min(p for _, p in raised))


def _parts(plain: Sequence[int]) -> list[_Part]:
    return [_part(tuple(plain[a : a + n]), suited) for a, n, suited in _PARTS]


def _complete(needs: Sequence[_Needs], jokers: int) -> bool:
    melds_only = sum(n for n, _ in needs)
    if melds_only + 2 <= jokers:  # the pair may be two jokers
        return True
    return any(melds_only - n + p <= jokers for n, p in needs)


def _split(counts: Sequence[int], wild: int | None) -> tuple[list[int], int]:
    plain = list(counts)
    jokers = 0
    if wild is not None:
        jokers, plain[wild] = plain[wild], 0
    return plain, jokers


def is_complete(counts: Sequence[int], wild: int | None) -> bool:
    """Standard shape (4 melds + pair over the concealed part), 财神 standing for any tile."""
    plain, jokers = _split(counts, wild)
    return _complete([part.here for part in _parts(plain)], jokers)


def waits(counts: Sequence[int], wild: int | None, bonus: int | None) -> set[int]:
    """Kinds that complete a waiting concealed part (3k+1 tiles). The 杠花 kind is never a wait
    (it is laid out when drawn and never discarded); the 财神 completes every ready hand."""
    plain, jokers = _split(counts, wild)
    parts = _parts(plain)
    needs = [part.here for part in parts]
    melds_only = sum(n for n, _ in needs)
    pair_costs = [p - n for n, p in needs]
    out: set[int] = set()
    # Adding a tile to one part changes only that part's needs: the others' stay.
    for index, part in enumerate(parts):
        others = melds_only - part.here[0]
        # The pair elsewhere: two jokers, or in another part.
        pair_elsewhere = min(2, *(c for j, c in enumerate(pair_costs) if j != index))
        if (
            others + part.least_melds + pair_elsewhere > jokers
            and others + part.least_pair > jokers
        ):
            continue  # no tile of this part completes the hand
        start = _PARTS[index][0]
        for i, (n, p) in enumerate(part.raised):
            if others + n + pair_elsewhere <= jokers or others + p <= jokers:
                kind = start + i
                if kind != wild and kind != bonus and counts[kind] < 4:
                    out.add(kind)
    # A drawn 财神 may stand for any tile (even a fifth copy or the 杠花 kind).
    if wild is not None and _complete(needs, jokers + 1):
        out.add(wild)
    return out
