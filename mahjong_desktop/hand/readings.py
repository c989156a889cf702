"""Every reading (decomposition) of a complete concealed part, for scorers.

Wild copies are "jokers": each may stand for any tile (also a fifth copy) or for its own face.
Readings that differ only in which of several identical copies is the wild one are the same
reading: a group records what it represents and where a wild stood in, not physical copies.

A wild copy never plays a 中发白 stand-in (e.g. 1s for 白) unless the stand-in is its own face: it
would simply stand for the dragon itself, which is another reading already listed.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations_with_replacement, pairwise, product

from mahjong_desktop.hand.analysis import DEFAULT_RULES, overlaps_by_shape, split_wild
from mahjong_desktop.hand.inputs import Size, check_wild, counts_bytes
from mahjong_desktop.hand.model import Group, GroupKind, Reading, Shape, ShapeRules
from mahjong_desktop.hand.shapes import TERMINAL_HONOUR_KINDS
from mahjong_desktop.hand.special import special_sets

_Slot = tuple[int, bool]  # (kind represented, filled by a joker)


def _group(kind: GroupKind, slots: Sequence[_Slot], wild: int | None) -> Group:
    # A joker showing its own face is not "used as a wild".
    marked = sorted((k, j and k != wild) for k, j in slots)
    return Group(kind, tuple(k for k, _ in marked), tuple(f for _, f in marked))


def _canon(groups: list[Group]) -> tuple[Group, ...]:
    return tuple(sorted(groups, key=lambda g: g.sort_key))


def _meld_templates(rules: ShapeRules) -> list[tuple[GroupKind, tuple[int, ...], frozenset[int]]]:
    """(kind, kinds, kinds that must be real tiles) of every meld shape."""
    out: list[tuple[GroupKind, tuple[int, ...], frozenset[int]]] = []
    for k in range(34):
        out.append((GroupKind.TRIPLET, (k, k, k), frozenset()))
    for s in (0, 9, 18):
        for r in range(7):
            out.append((GroupKind.SEQUENCE, (s + r, s + r + 1, s + r + 2), frozenset()))
    standins = frozenset(rules.zfb_standins)
    for kind, kinds in special_sets(rules):
        real = frozenset(kinds) & standins if kind is GroupKind.ZHONGFABAI else frozenset()
        out.append((kind, kinds, real))
    return out


def _standard(
    plain: list[int], w: int, n: int, wild: int | None, rules: ShapeRules
) -> set[tuple[Group, ...]]:
    found: set[tuple[Group, ...]] = set()
    templates = _meld_templates(rules)
    by_kind: dict[int, list[tuple[GroupKind, tuple[int, ...], frozenset[int]]]] = {}
    for t in templates:
        if t[0] is not GroupKind.TRIPLET:
            for k in set(t[1]):
                by_kind.setdefault(k, []).append(t)
    groups: list[Group] = []

    def finish(jokers: int, melds_left: int, pair_left: bool) -> None:
        # Only jokers are left; they must form whole groups (at most one: there are ≤ 4 jokers).
        if jokers != 3 * melds_left + 2 * pair_left:
            return
        if jokers == 0:
            found.add(_canon(groups))
        elif pair_left and melds_left == 0:
            for k in range(34):
                found.add(_canon([*groups, _group(GroupKind.PAIR, [(k, True)] * 2, wild)]))
        elif melds_left == 1 and not pair_left:
            for kind, kinds, real in templates:
                if all(k == wild for k in real):
                    slots = [(k, True) for k in kinds]
                    found.add(_canon([*groups, _group(kind, slots, wild)]))

    def fill(kinds: tuple[int, ...], low: int, real: frozenset[int]) -> Iterator[list[_Slot]]:
        """Ways to fill a meld holding a real ``low``: below it only jokers, above real or joker."""
        choices: list[list[_Slot]] = []
        for k in kinds:  # the kinds of a sequence or a 兰州 set are all different
            if k == low:
                choices.append([(k, False)])
            elif k < low:
                if k in real and k != wild:
                    return
                choices.append([(k, True)])
            else:
                opts: list[_Slot] = []
                if plain[k]:
                    opts.append((k, False))
                if k not in real or k == wild:
                    opts.append((k, True))
                if not opts:
                    return
                choices.append(opts)
        for combo in product(*choices):
            # Several real copies of one kind above low: make sure the hand has them.
            need: dict[int, int] = {}
            for k, j in combo:
                if not j:
                    need[k] = need.get(k, 0) + 1
            if all(plain[k] >= c for k, c in need.items()):
                yield list(combo)

    def search(jokers: int, melds_left: int, pair_left: bool) -> None:
        low = next((k for k in range(34) if plain[k]), -1)
        if low < 0:
            finish(jokers, melds_left, pair_left)
            return
        c = plain[low]
        options: list[tuple[GroupKind, list[_Slot]]] = []
        if melds_left:
            for r in range(1, min(3, c) + 1):
                if 3 - r <= jokers:
                    options.append(
                        (GroupKind.TRIPLET, [(low, False)] * r + [(low, True)] * (3 - r))
                    )
            for kind, kinds, real in by_kind.get(low, ()):
                for slots in fill(kinds, low, real):
                    if sum(j for _, j in slots) <= jokers:
                        options.append((kind, slots))
        if pair_left:
            for r in range(1, min(2, c) + 1):
                if 2 - r <= jokers:
                    options.append((GroupKind.PAIR, [(low, False)] * r + [(low, True)] * (2 - r)))
        for kind, slots in options:
            is_pair = kind is GroupKind.PAIR
            used = sum(j for _, j in slots)
            for k, j in slots:
                if not j:
                    plain[k] -= 1
            groups.append(_group(kind, slots, wild))
            search(jokers - used, melds_left - (not is_pair), pair_left and not is_pair)
            groups.pop()
            for k, j in slots:
                if not j:
                    plain[k] += 1

    search(w, n, True)
    return found


def _pairs_of_kind(kind: int, real: int, pairs: int, wild: int | None) -> list[list[Group]]:
    """Ways to make ``pairs`` pairs of one kind from ``real`` copies plus wild copies.

    Two pairs from two real copies and two wilds read two ways: a real pair and a wild pair, or two
    half-wild pairs (宝调 cares which).
    """
    jokers = 2 * pairs - real
    ways: set[tuple[tuple[bool, bool], ...]] = set()
    splits = (
        [[jokers]] if pairs == 1 else [[a, jokers - a] for a in range(3) if 0 <= jokers - a <= 2]
    )
    for split in splits:
        flags = tuple(sorted((j >= 2, j >= 1) for j in split))
        ways.add(flags)
    return [
        [_group(GroupKind.PAIR, [(kind, a), (kind, b)], wild) for a, b in flags] for flags in ways
    ]


def _seven_pairs(
    plain: list[int], w: int, wild: int | None, quad_as_two: bool
) -> set[tuple[Group, ...]]:
    limit = 2 if quad_as_two else 1
    need = [(c + 1) // 2 for c in plain]  # fewest pairs that hold every real copy
    if max(need) > limit:
        return set()
    jokers = w - sum(2 * p - c for p, c in zip(need, plain, strict=True))
    free = 7 - sum(need)
    if jokers < 0 or jokers != 2 * free:
        return set()
    found: set[tuple[Group, ...]] = set()
    # The remaining wilds make whole pairs, of any kind (a held kind too, with 龙七对).
    for extra in combinations_with_replacement(range(34), free):
        pairs = list(need)
        for k in extra:
            pairs[k] += 1
        if max(pairs) > limit:
            continue
        options = [_pairs_of_kind(k, plain[k], pairs[k], wild) for k in range(34) if pairs[k]]
        for combo in product(*options):
            found.add(_canon([g for groups in combo for g in groups]))
    return found


def _lan_ok(kinds: Sequence[int]) -> bool:
    """Distinct kinds whose ranks within each suit differ by at least 3."""
    if len(set(kinds)) != len(kinds):
        return False
    for base in (0, 9, 18):
        ranks = sorted(k for k in kinds if base <= k < base + 9)
        if any(b - a < 3 for a, b in pairwise(ranks)):
            return False
    return True


def _shisanlan(plain: list[int], w: int, wild: int | None) -> set[tuple[Group, ...]]:
    held = [k for k in range(34) for _ in range(plain[k])]
    if not _lan_ok(held):
        return set()
    found: set[tuple[Group, ...]] = set()
    free = [k for k in range(34) if not plain[k]]

    def extend(start: int, chosen: list[int]) -> None:
        if len(chosen) == w:
            slots = [(k, False) for k in held] + [(k, True) for k in chosen]
            found.add(_canon([_group(GroupKind.SINGLE, [s], wild) for s in slots]))
            return
        for i in range(start, len(free)):
            if _lan_ok(held + chosen + [free[i]]):
                chosen.append(free[i])
                extend(i + 1, chosen)
                chosen.pop()

    extend(0, [])
    return found


def _jiuyao(plain: list[int], w: int, wild: int | None) -> set[tuple[Group, ...]]:
    th = set(TERMINAL_HONOUR_KINDS)
    if any(plain[k] for k in range(34) if k not in th):
        return set()
    held = [(k, False) for k in range(34) for _ in range(plain[k])]
    found: set[tuple[Group, ...]] = set()
    for extra in combinations_with_replacement(TERMINAL_HONOUR_KINDS, w):
        slots = held + [(k, True) for k in extra]
        found.add(_canon([_group(GroupKind.SINGLE, [s], wild) for s in slots]))
    return found


def readings(
    counts: Sequence[int],
    *,
    melds: int = 0,
    wild: int | None = None,
    rules: ShapeRules = DEFAULT_RULES,
) -> list[Reading]:
    """Every distinct reading of a complete concealed part (14 − 3 × melds tiles); [] if no win.

    Groups cover the concealed part only (declared melds are the caller's). Readings are sorted by
    shape, then groups. 九幺 and 十三烂 read as SINGLE groups, one per tile.
    """
    b, n = counts_bytes(counts, melds, Size.COMPLETE)
    check_wild(wild)
    plain, w = split_wild(b, wild)
    full = 3 * n + 2
    ovs = overlaps_by_shape(bytes(plain), w, n, rules, wild is None)
    out: list[Reading] = []
    for shape in Shape:
        if ovs.get(shape) != full:
            continue
        if shape is Shape.STANDARD:
            found = _standard(plain, w, n, wild, rules)
        elif shape is Shape.SEVEN_PAIRS:
            found = _seven_pairs(plain, w, wild, rules.seven_pairs_quad_as_two)
        elif shape is Shape.SHISANLAN:
            found = _shisanlan(plain, w, wild)
        else:
            found = _jiuyao(plain, w, wild)
        out.extend(
            Reading(shape, g) for g in sorted(found, key=lambda gs: [x.sort_key for x in gs])
        )
    return out
