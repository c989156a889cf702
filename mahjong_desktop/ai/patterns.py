"""How far a hand is from the common 番 patterns: 七对, 碰碰胡, 清一色 — cheap counts, no search.

The region modules turn these distances into chances (a pattern a few tiles away is worth
aiming for when a plain hand may not win on a discard, or scores little).
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_desktop.rules.hand_facts import Meld, MeldKind

_TRIPLETS = frozenset({MeldKind.PONG, MeldKind.KONG, MeldKind.ADDED_KONG, MeldKind.CONCEALED_KONG})


def seven_pairs_shanten(counts: Sequence[int], melds: int, quad_as_two: bool = True) -> int:
    """Shanten towards seven pairs (99 with claimed melds)."""
    if melds:
        return 99
    pairs = 0
    kinds = 0
    for c in counts:
        if c:
            kinds += 1
            pairs += 2 if (quad_as_two and c == 4) else (1 if c >= 2 else 0)
    pairs = min(pairs, 7)
    short_kinds = 0 if quad_as_two else max(0, 7 - kinds)
    return 6 - pairs + short_kinds


def all_triplets_shanten(counts: Sequence[int], melds: Sequence[Meld]) -> int:
    """Shanten towards 碰碰胡 (four triplets + pair); 99 when a meld is a sequence."""
    if any(m.kind not in _TRIPLETS for m in melds):
        return 99
    trips = len(melds) + sum(1 for c in counts if c >= 3)
    pairs = sum(1 for c in counts if c == 2)
    trips = min(trips, 4)
    return 8 - 2 * trips - min(pairs, 5 - trips)


def flush_gap(counts: Sequence[int], melds: Sequence[Meld]) -> tuple[int, int]:
    """(suit, tiles outside it) for the most promising one-suit hand (suit 3 = all honours);
    a claimed meld outside the suit makes the gap 99."""
    whole = list(counts)
    for m in melds:
        for t in m.tiles[:3]:
            whole[t] += 1
    total = sum(whole)
    best = (0, 99)
    for s in range(4):
        lo, hi = (27, 34) if s == 3 else (9 * s, 9 * s + 9)
        if any(not (lo <= m.tiles[0] < hi) for m in melds):
            continue
        inside = sum(whole[lo:hi])
        gap = total - inside
        if gap < best[1]:
            best = (s, gap)
    return best


def flush_chance(gap: int, shanten: int) -> float:
    """Chance of ending one-suit given the tiles still outside the suit."""
    table = (1.0, 0.7, 0.45, 0.25, 0.1)
    if gap >= len(table):
        return 0.0
    # Removing off-suit tiles costs draws only when the hand is far anyway.
    return table[gap] * (1.0 if shanten >= gap - 1 else 0.7)
