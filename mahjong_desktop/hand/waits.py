"""Waits of a ready hand and the discard table (shanten and 进张 of every discard).

Both ask "which drawn tiles raise the hand's overlap (lower its shanten)?". A tile raises the
standard shape exactly when it raises its part's table at an entry where that part reaches the
hand's best (``memo.tight_mask``); both masks are memoised, so a whole discard table costs a few
hundred dict lookups. The 兰州 sets do the same for every choice of cross-suit sets that can reach
the best (``special``). Seven pairs and 九幺 follow from counts. 十三烂 is re-evaluated per
candidate (slower, still exact).
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_desktop.hand.analysis import (
    DEFAULT_RULES,
    no_shape_error,
    plain_bytes,
    seven_pairs_overlap_bytes,
    terminal_honour_count,
)
from mahjong_desktop.hand.inputs import Size, check_visible, check_wild, counts_bytes
from mahjong_desktop.hand.memo import raising_kinds, standard_overlap_keys
from mahjong_desktop.hand.model import DiscardInfo, ShapeRules
from mahjong_desktop.hand.shapes import (
    TERMINAL_HONOUR_KINDS,
    shisanlan_overlap,
    shisanlan_raising,
)
from mahjong_desktop.hand.special import Evaluated, special_evaluate, special_raises
from mahjong_desktop.hand.tables import NEG

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

    def analyse(self, room: Sequence[bool], ready_only: bool = False) -> tuple[int, list[int]]:
        """(best overlap, kinds whose draw raises it); ``room[k]``: kind k can still be drawn.

        ``ready_only``: the kinds are wanted only when the hand is ready (waits), so a hand that
        is not returns none.
        """
        n, full, w, rules, capped = self.n, self.full, self.w, self.rules, self.capped
        c = self.counts
        k0, k1, k2, kh = self.keys  # the three suits' and the honours' part keys
        std = sp = jy = lan = NEG
        special = rules.special_melds
        evaluated: list[Evaluated] = []
        if rules.standard:
            if special:
                evaluated = special_evaluate(k0, k1, k2, kh, n, capped, rules)
                std = min(full, max(e[0] for e in evaluated) + w)
            else:
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
        if base >= full or (ready_only and base != full - 1):
            return base, []
        up = [False] * 34
        if self.wild is not None:
            up[self.wild] = True  # a drawn wild keeps a place in any target
        if std == base:
            if special:
                bits = special_raises(k0, k1, k2, kh, capped, rules, evaluated)
                for k in range(34):
                    if bits >> k & 1:
                        up[k] = True
            else:
                for k in raising_kinds(k0, k1, k2, kh, n, capped):
                    up[k] = True
        if sp == base:
            self._seven_pairs_raises(up)
        if jy == base:
            for k in TERMINAL_HONOUR_KINDS:
                up[k] = True
        if lan == base:
            # base is the 十三烂 overlap + w here (base < full), so a kind raises base exactly
            # when it raises the overlap.
            for k in shisanlan_raising(c):
                if k != self.wild:
                    up[k] = True
        return base, [k for k in range(34) if up[k] and room[k]]

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
    base, kinds = hand.analyse([x < 4 for x in b], ready_only=True)
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
