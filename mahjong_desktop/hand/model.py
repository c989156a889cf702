"""Value types of hand analysis: which shapes a region allows, and how a hand reads.

All are immutable so scorers and the engine can keep, hash and compare them freely.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from mahjong_desktop import tiles as _t

# The three honour kinds of a 中发白 set (白 发 中 = 5z 6z 7z).
DRAGON_KINDS: tuple[int, ...] = (_t.WHITE, _t.GREEN, _t.RED)


@dataclass(frozen=True, slots=True)
class ShapeRules:
    """Which winning shapes a region allows.

    ``standard`` 4 melds + pair; ``seven_pairs`` 七对 (``seven_pairs_quad_as_two``: four alike count
    as two pairs, 龙七对); ``shisanlan`` 十三烂 and ``jiuyao`` 九幺 (上饶). The extra meld shapes of
    兰州 widen the standard shape: ``sanyao`` 三幺 1m1p1s, ``sanjiu`` 三九 9m9p9s,
    ``sanfeng`` 三风 any three different winds (``sanfeng_dragons``: any three different
    honours, 中发白 counting as 风 as the 兰州 seed lists them), ``zhongfabai`` 中发白 as a
    meld, where each kind in ``zfb_standins`` (e.g. ``(18,)`` for 1s 小鸡满天飞, ``(18, 9)``
    for 1s/1p 鸡飞蛋打) may replace one or two of 中/发/白; a set keeps at least one real
    dragon (``zfb_sets``). The stand-ins are all suited or all honours (the fast path keeps
    them in one part). Seven pairs, 十三烂 and 九幺 need a fully concealed hand (no declared melds).
    """

    standard: bool = True
    seven_pairs: bool = True
    seven_pairs_quad_as_two: bool = True
    shisanlan: bool = False
    jiuyao: bool = False
    sanyao: bool = False
    sanjiu: bool = False
    sanfeng: bool = False
    sanfeng_dragons: bool = False
    zhongfabai: bool = False
    zfb_standins: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        for k in self.zfb_standins:
            if not isinstance(k, int) or isinstance(k, bool) or not 0 <= k < _t.NUM_KINDS:
                raise ValueError(f"zfb_standins: not a tile kind: {k!r} (kinds are 0–33)")
            if k in DRAGON_KINDS:
                raise ValueError(f"zfb_standins: {_t.name(k)} is itself a dragon, not a stand-in")
        if len(set(self.zfb_standins)) != len(self.zfb_standins):
            raise ValueError(f"zfb_standins lists a kind twice: {self.zfb_standins!r}")
        if len({k >= 27 for k in self.zfb_standins}) > 1:
            raise ValueError(
                f"zfb_standins mixes suited and honour kinds: {self.zfb_standins!r} "
                "(give suited kinds only, or honours only)"
            )

    @property
    def special_melds(self) -> bool:
        """True when any cross-suit meld shape (三幺, 三九, 三风, 中发白) is switched on."""
        return self.sanyao or self.sanjiu or self.sanfeng or self.zhongfabai


def zfb_sets(standins: tuple[int, ...]) -> tuple[tuple[int, int, int], ...]:
    """Every 中发白 set (its three kinds, sorted): 白发中, and the stand-ins replacing one or two
    of the dragons — two may be the same stand-in (白 + 1s + 1s) — keeping at least one real
    dragon. The seed's example "手頭有么雞和白，可以胡中、發、么雞" needs the two-stand-in sets."""
    white, green, red = DRAGON_KINDS
    out: list[tuple[int, int, int]] = [(white, green, red)]
    for s in standins:
        for d in DRAGON_KINDS:
            a, b, c = sorted((s, *(x for x in DRAGON_KINDS if x != d)))
            out.append((a, b, c))
    for i, s in enumerate(standins):
        for t in standins[i:]:
            for d in DRAGON_KINDS:
                a, b, c = sorted((s, t, d))
                out.append((a, b, c))
    return tuple(out)


class Shape(Enum):
    """A winning shape. STANDARD covers the 兰州 extra melds too (they are melds of it)."""

    STANDARD = "standard"
    SEVEN_PAIRS = "seven_pairs"
    SHISANLAN = "shisanlan"
    JIUYAO = "jiuyao"


class GroupKind(Enum):
    """What a group of a reading is.

    There is no QUAD: a concealed four-alike is not a group of a concealed reading (a kong is a
    declared meld); in seven pairs with ``seven_pairs_quad_as_two`` it reads as two PAIR groups.
    SINGLE is one tile of a 十三烂 or 九幺 reading (those shapes have no melds).
    """

    SEQUENCE = "sequence"
    TRIPLET = "triplet"
    PAIR = "pair"
    SANYAO = "sanyao"  # 1m 1p 1s
    SANJIU = "sanjiu"  # 9m 9p 9s
    SANFENG = "sanfeng"  # three different winds
    ZHONGFABAI = "zhongfabai"  # 白 发 中, or with stand-ins replacing one or two dragons
    SINGLE = "single"


MELD_KINDS = frozenset(
    {
        GroupKind.SEQUENCE,
        GroupKind.TRIPLET,
        GroupKind.SANYAO,
        GroupKind.SANJIU,
        GroupKind.SANFENG,
        GroupKind.ZHONGFABAI,
    }
)


@dataclass(frozen=True, slots=True)
class Group:
    """One group of a reading.

    ``tiles``: the kinds the group represents, sorted (for a 中发白 set with a stand-in, the
    stand-in's own kind, e.g. ``(18, 32, 33)`` for 1s 发 中). ``wild``: aligned with ``tiles``;
    True where a wild copy stands in for that tile. A wild copy used as its own face is False
    there, so ``any(group.wild)`` means "a wild was used as a wild". Copies are interchangeable, so
    within equal kinds the wild flags come last.
    """

    kind: GroupKind
    tiles: tuple[int, ...]
    wild: tuple[bool, ...]

    @property
    def sort_key(self) -> tuple[str, tuple[int, ...], tuple[bool, ...]]:
        """Key that orders groups (enums do not order themselves)."""
        return (self.kind.value, self.tiles, self.wild)

    @property
    def wilds_used(self) -> int:
        return sum(self.wild)

    def __str__(self) -> str:
        text = _t.format(self.tiles)
        return f"{self.kind.value}:{text}" + ("*" * self.wilds_used)


@dataclass(frozen=True, slots=True)
class Reading:
    """One way to read a complete concealed part. ``groups`` is sorted; the pair is included."""

    shape: Shape
    groups: tuple[Group, ...]

    @property
    def pair(self) -> Group | None:
        """The pair of a STANDARD reading (None for the other shapes)."""
        if self.shape is not Shape.STANDARD:
            return None
        for g in self.groups:
            if g.kind is GroupKind.PAIR:
                return g
        return None

    @property
    def melds(self) -> tuple[Group, ...]:
        """The concealed melds (sequences, triplets and the 兰州 sets)."""
        return tuple(g for g in self.groups if g.kind in MELD_KINDS)

    @property
    def wilds_used(self) -> int:
        """How many wild copies stand in for another tile (上饶 有宝 when > 0)."""
        return sum(g.wilds_used for g in self.groups)

    @property
    def represented(self) -> tuple[int, ...]:
        """All kinds the reading stands for, sorted (wild copies as what they represent)."""
        return tuple(sorted(k for g in self.groups for k in g.tiles))

    def __str__(self) -> str:
        return f"{self.shape.value}(" + " ".join(str(g) for g in self.groups) + ")"


@dataclass(frozen=True, slots=True)
class DiscardInfo:
    """One row of a discard table: what discarding ``discard`` leaves.

    ``shanten`` of the remaining hand (0 = ready); ``effective``: the draws that would lower it
    (进张), each ``(kind, unseen copies)``, sorted by kind.
    """

    discard: int
    shanten: int
    effective: tuple[tuple[int, int], ...]

    @property
    def total(self) -> int:
        """Unseen copies of all effective tiles together."""
        return sum(n for _, n in self.effective)

    @property
    def kinds(self) -> tuple[int, ...]:
        return tuple(k for k, _ in self.effective)
