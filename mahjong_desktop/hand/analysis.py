"""Shanten (向听) of a concealed part, per shape and overall.

Definition. The shanten of a hand is the least number of draws (each but the last followed by a
discard) that can turn it into a winning hand, minus one: −1 = complete, 0 = ready (听牌).
A draw can be any kind the concealed part does not already hold four times. So a hand whose only
waits are kinds it holds four times is *not* ready: it can never win on them. This is the one place
where the result may differ from the `mahjong` library's regular shanten (no difference was found
on 20,000 random hands with four-alikes: the library treats such hands the same way).

Wild tiles (宝, 财神): the copies of the wild kind in hand each keep one place of any target, and
since a drawn wild can stand for anything, even a fifth copy, targets are not limited to four
copies of a kind in a game with a wild kind. (Exactly: at most four places of a target can be
beyond four copies or on the wild's own face, as there are four wild copies. The computation
drops that bound; it can only matter when shanten ≥ 4 − wild copies held, with several
four-alikes, and no such hand has been found.)

Declared melds only take meld slots; their tiles are not looked at (``discard_table`` counts unseen
copies from what the player sees).
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_desktop.hand.inputs import Size, check_wild, counts_bytes
from mahjong_desktop.hand.memo import standard_overlap_keys
from mahjong_desktop.hand.model import Shape, ShapeRules
from mahjong_desktop.hand.shapes import shisanlan_overlap
from mahjong_desktop.hand.special import special_overlap, special_overlap_keys

DEFAULT_RULES = ShapeRules()
_TH_SUITED = (0, 8, 9, 17, 18, 26)


def split_wild(counts: Sequence[int], wild: int | None) -> tuple[list[int], int]:
    """(counts without the wild copies, number of wild copies)."""
    plain = list(counts)
    if wild is None:
        return plain, 0
    w = plain[wild]
    plain[wild] = 0
    return plain, w


def plain_bytes(b: bytes, wild: int | None) -> tuple[bytes, int]:
    """Bytes form of ``split_wild``."""
    if wild is None:
        return b, 0
    return b[:wild] + b"\0" + b[wild + 1 :], b[wild]


def seven_pairs_overlap_bytes(b: bytes, quad_as_two: bool) -> int:
    """Best overlap with seven pairs (distinct kinds unless four alike may be two pairs)."""
    ones, twos, threes, fours = b.count(1), b.count(2), b.count(3), b.count(4)
    pairs = twos + threes + fours
    if quad_as_two:
        pairs += fours  # the second pair of a four-alike
        ones += threes  # the third copy is half of a second pair
    if pairs >= 7:
        return 14
    return 2 * pairs + min(ones, 7 - pairs)


def terminal_honour_count(b: bytes) -> int:
    return b[0] + b[8] + b[9] + b[17] + b[18] + b[26] + sum(b[27:34])


def standard_overlap_bytes(b: bytes, n: int, capped: bool) -> int:
    fb = int.from_bytes
    return standard_overlap_keys(
        fb(b[0:9], "little"),
        fb(b[9:18], "little"),
        fb(b[18:27], "little"),
        fb(b[27:34], "little"),
        n,
        capped,
    )


def overlaps_by_shape(
    plain: bytes, w: int, n: int, rules: ShapeRules, capped: bool
) -> dict[Shape, int]:
    """Best overlap (wild copies included) for every shape the rules and melds allow."""
    out: dict[Shape, int] = {}
    full = 3 * n + 2
    if rules.standard:
        if rules.special_melds:
            ov = special_overlap(plain, n, capped, rules)
        else:
            ov = standard_overlap_bytes(plain, n, capped)
        out[Shape.STANDARD] = min(full, ov + w)
    if n == 4:
        if rules.seven_pairs:
            sp = seven_pairs_overlap_bytes(plain, rules.seven_pairs_quad_as_two)
            out[Shape.SEVEN_PAIRS] = min(full, sp + w)
        if rules.shisanlan:
            out[Shape.SHISANLAN] = min(full, shisanlan_overlap(plain) + w)
        if rules.jiuyao:
            out[Shape.JIUYAO] = min(full, terminal_honour_count(plain) + w)
    return out


def no_shape_error(rules: ShapeRules, n: int) -> ValueError:
    return ValueError(f"no winning shape of {rules!r} is possible with {4 - n} declared meld(s)")


def shanten_by_shape(
    counts: Sequence[int],
    *,
    melds: int = 0,
    wild: int | None = None,
    rules: ShapeRules = DEFAULT_RULES,
) -> dict[Shape, int]:
    """Shanten per shape the rules allow (seven pairs, 十三烂, 九幺 only without declared melds)."""
    b, n = counts_bytes(counts, melds, Size.EITHER)
    check_wild(wild)
    plain, w = plain_bytes(b, wild)
    ovs = overlaps_by_shape(plain, w, n, rules, wild is None)
    return {shape: 3 * n + 1 - ov for shape, ov in ovs.items()}


def shanten_counts(
    counts: Sequence[int],
    *,
    melds: int = 0,
    wild: int | None = None,
    rules: ShapeRules = DEFAULT_RULES,
) -> int:
    """Overall shanten (the least over the allowed shapes); see the module docstring.

    Raises ``ValueError`` for a bad count vector, meld number or wild kind, and when the rules
    allow no shape for this hand (e.g. only seven pairs with declared melds).
    """
    b, n = counts_bytes(counts, melds, Size.EITHER)
    if wild is None:
        plain, w, capped = b, 0, True
    else:
        check_wild(wild)
        plain, w, capped = b[:wild] + b"\0" + b[wild + 1 :], b[wild], False
    if rules.standard and not rules.special_melds:
        # The common case, inlined: the standard shape and maybe seven pairs.
        fb = int.from_bytes
        ov = standard_overlap_keys(
            fb(plain[0:9], "little"),
            fb(plain[9:18], "little"),
            fb(plain[18:27], "little"),
            fb(plain[27:34], "little"),
            n,
            capped,
        )
        if n == 4:
            if rules.seven_pairs:
                sp = seven_pairs_overlap_bytes(plain, rules.seven_pairs_quad_as_two)
                if sp > ov:
                    ov = sp
            if rules.shisanlan or rules.jiuyao:
                ov = max(ov, *overlaps_by_shape(plain, 0, n, rules, capped).values())
    elif rules.standard and not (rules.shisanlan or rules.jiuyao):
        # 兰州: the standard shape with its extra sets, and maybe seven pairs.
        fb = int.from_bytes
        ov = special_overlap_keys(
            fb(plain[0:9], "little"),
            fb(plain[9:18], "little"),
            fb(plain[18:27], "little"),
            fb(plain[27:34], "little"),
            n,
            capped,
            rules,
        )
        if n == 4 and rules.seven_pairs:
            sp = seven_pairs_overlap_bytes(plain, rules.seven_pairs_quad_as_two)
            if sp > ov:
                ov = sp
    else:
        ovs = overlaps_by_shape(plain, 0, n, rules, capped)
        if not ovs:
            raise no_shape_error(rules, n)
        ov = max(ovs.values())
    full = 3 * n + 2
    ov += w
    return 3 * n + 1 - (ov if ov < full else full)
