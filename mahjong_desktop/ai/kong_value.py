"""Kong money the normal and hard levels count on top of a hand's win: what the triplets and
pongs a hand keeps may still collect before the hand ends (normal in its claims, hard in every
discard and kong too: ``NormalPlayer.kongs_in_discards``).

In 临沧/临汾 a concealed kong takes 2 from each other player (6 in all), twice a plain self-drawn
win; kong payments are about a third of all the money that changes hands there. The win estimate
and the draw search price only the win, so on their own they would break a triplet, or pass on a
pong, as readily as any other equally close choice. ``kong_chances`` prices the chance of drawing
the fourth tile of a concealed triplet (a concealed kong) or of a pong (an added kong) with the
player's own draws left, at the region's kong payments, discounted where a drawn hand cancels them.
What it was worth in the arena: docs/performance.md, "Kong money in claims, discards and kongs".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from mahjong_desktop.ai.situation import Situation
from mahjong_desktop.rules.hand_facts import Meld, MeldKind


@dataclass(frozen=True, slots=True)
class KongMoney:
    """A region's kong payments as points collected: ``exposed`` from the discarder of the fourth
    tile, ``concealed``/``added`` from all other players together; ``settle``: the share of them
    expected to be paid (1 − the draw rate where a drawn hand cancels kong money)."""

    exposed: float = 0.0
    concealed: float = 0.0
    added: float = 0.0
    settle: float = 1.0


def kong_money_of(options: Mapping[str, object], settle: float) -> KongMoney:
    """Kong payments from a region's options (``kong_exposed``/``kong_concealed``/``kong_added``
    per payer, the keys the region rules modules use); a region without them has no kong money."""

    def each(key: str) -> float:
        value = options.get(key, 0)
        return float(value) if isinstance(value, int | float) else 0.0

    return KongMoney(
        each("kong_exposed"), 3 * each("kong_concealed"), 3 * each("kong_added"), settle
    )


def expected_draws(draws: int, alive: float) -> float:
    """Own draws expected before the hand ends: each go-around survives with chance ``alive``."""
    total, weight = 0.0, 1.0
    for _ in range(draws):
        weight *= alive
        total += weight
    return total


def kong_chances(
    money: KongMoney,
    sit: Situation,
    hazard: float,
    counts13: Sequence[int],
    melds: Sequence[Meld],
) -> float:
    """Expected kong money (points) from the concealed triplets in ``counts13`` and the pongs in
    ``melds``: each unseen fourth copy is drawn by this player with chance (own draws expected) /
    (unseen tiles). Four alike in hand are a concealed kong waiting to be declared."""
    if not (money.concealed or money.added):
        return 0.0
    per_copy = money.settle * expected_draws(sit.own_draws, 1.0 - hazard) / sit.unseen_total
    total = 0.0
    for kind, n in enumerate(counts13):
        if n == 3:
            total += per_copy * sit.unseen[kind] * money.concealed
        elif n == 4:
            total += money.settle * money.concealed
    for meld in melds:
        if meld.kind is MeldKind.PONG:
            total += per_copy * sit.unseen[meld.tiles[0]] * money.added
    return total
