"""Slow, obviously-right reference implementations the hand-analysis core is tested against.

Nothing here imports the implementation's algorithms: only its value types, to compare results.

* Decomposition: pick the lowest tile left, try every group that contains it, recurse.
* Wild tiles: substitute every multiset of kinds for the wild copies, decompose each result, then
  mark, in every possible way, which tiles of the substituted kinds were the wild copies.
* Shanten: the least number of draws to a win equals, over every complete target hand ``P``, the
  number of tiles of ``P`` the hand lacks (draw exactly those, throw away the rest; each draw adds
  one tile, so no fewer will do). A draw must be a kind held fewer than four times, so ``P`` may not
  hold a fifth copy; with a wild kind, wild copies (held or drawn, at most four) may fill the places
  of ``P`` beyond four copies and its places of the wild's own face. Shanten = that number − 1.
  Melds of ``P`` that share no tile with the hand are placed on fresh kinds (they cost 3 draws
  wherever they are), so only melds touching the hand are enumerated.
* Also a literal breadth-first search over draws and discards for tiny hands, to check the above.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from itertools import combinations, combinations_with_replacement, product

from mahjong_desktop.hand import GroupKind, Reading, Shape, ShapeRules

WINDS = (27, 28, 29, 30)
DRAGONS = (31, 32, 33)
TERMINAL_HONOURS = tuple(k for k in range(34) if k >= 27 or k % 9 in (0, 8))


@cache
def meld_shapes(rules: ShapeRules) -> tuple[tuple[GroupKind, tuple[int, ...]], ...]:
    out: list[tuple[GroupKind, tuple[int, ...]]] = []
    for k in range(34):
        out.append((GroupKind.TRIPLET, (k, k, k)))
    for base in (0, 9, 18):
        for r in range(7):
            out.append((GroupKind.SEQUENCE, (base + r, base + r + 1, base + r + 2)))
    if rules.sanyao:
        out.append((GroupKind.SANYAO, (0, 9, 18)))
    if rules.sanjiu:
        out.append((GroupKind.SANJIU, (8, 17, 26)))
    if rules.sanfeng:
        for trio in combinations(WINDS, 3):
            out.append((GroupKind.SANFENG, trio))
    if rules.zhongfabai:
        out.append((GroupKind.ZHONGFABAI, DRAGONS))
        for s in rules.zfb_standins:
            for pair in combinations(DRAGONS, 2):
                out.append((GroupKind.ZHONGFABAI, tuple(sorted((s, *pair)))))
        # Two stand-ins (the same kind twice, or two kinds) and one real dragon.
        for two in combinations_with_replacement(rules.zfb_standins, 2):
            for d in DRAGONS:
                out.append((GroupKind.ZHONGFABAI, tuple(sorted((*two, d)))))
    return tuple(out)


@cache
def melds_with(rules: ShapeRules, kind: int) -> tuple[tuple[GroupKind, tuple[int, ...]], ...]:
    return tuple(m for m in meld_shapes(rules) if kind in m[1])


# A plain reading: (shape, sorted tuple of (GroupKind value, tiles)).
PlainGroup = tuple[str, tuple[int, ...]]


def _std(
    counts: list[int], melds: int, pair: bool, rules: ShapeRules
) -> set[tuple[PlainGroup, ...]]:
    low = next((k for k in range(34) if counts[k]), None)
    if low is None:
        return {()} if melds == 0 and not pair else set()
    out: set[tuple[PlainGroup, ...]] = set()
    options: list[tuple[str, tuple[int, ...], int, bool]] = []
    if melds:
        for kind, kinds in melds_with(rules, low):
            options.append((kind.value, kinds, melds - 1, pair))
    if pair:
        options.append((GroupKind.PAIR.value, (low, low), melds, False))
    for name, kinds, m, p in options:
        need = {k: kinds.count(k) for k in kinds}
        if all(counts[k] >= c for k, c in need.items()):
            for k in kinds:
                counts[k] -= 1
            for rest in _std(counts, m, p, rules):
                out.add(tuple(sorted(((name, kinds), *rest))))
            for k in kinds:
                counts[k] += 1
    return out


def _lan_ok(kinds: Sequence[int]) -> bool:
    if len(kinds) != 14 or len(set(kinds)) != 14:
        return False
    for base in (0, 9, 18):
        ranks = sorted(k - base for k in kinds if base <= k < base + 9)
        for a, b in combinations(ranks, 2):
            if abs(a - b) < 3:
                return False
    return True


def plain_readings(
    counts: Sequence[int], melds: int, rules: ShapeRules
) -> set[tuple[str, tuple[PlainGroup, ...]]]:
    """Every reading of a hand without wild copies (counts may exceed four after substitution)."""
    work = list(counts)
    out: set[tuple[str, tuple[PlainGroup, ...]]] = set()
    if rules.standard:
        for r in _std(work, 4 - melds, True, rules):
            out.add((Shape.STANDARD.value, r))
    if melds:
        return out
    tiles = [k for k in range(34) for _ in range(work[k])]
    if rules.seven_pairs and all(c % 2 == 0 for c in work):
        limit = 4 if rules.seven_pairs_quad_as_two else 2
        if sum(work) == 14 and max(work) <= limit:
            pairs = tuple(sorted(("pair", (k, k)) for k in range(34) for _ in range(work[k] // 2)))
            out.add((Shape.SEVEN_PAIRS.value, pairs))
    singles = tuple(sorted(("single", (k,)) for k in tiles))
    if rules.shisanlan and _lan_ok(tiles):
        out.add((Shape.SHISANLAN.value, singles))
    if rules.jiuyao and len(tiles) == 14 and all(k in TERMINAL_HONOURS for k in tiles):
        out.add((Shape.JIUYAO.value, singles))
    return out


def _mark(
    reading: tuple[PlainGroup, ...], subst: dict[int, int], wild: int
) -> Iterable[tuple[tuple[str, tuple[int, ...], tuple[bool, ...]], ...]]:
    """Every way to say which places of the substituted kinds were the wild copies."""
    places: dict[int, list[tuple[int, int]]] = {}
    for gi, (_, kinds) in enumerate(reading):
        for pi, k in enumerate(kinds):
            places.setdefault(k, []).append((gi, pi))
    choices = [list(combinations(places[k], x)) for k, x in subst.items()]
    for combo in product(*choices):
        marked = {place for chosen in combo for place in chosen}
        groups = []
        ok = True
        for gi, (name, kinds) in enumerate(reading):
            flags = [(gi, pi) in marked for pi in range(len(kinds))]
            if name == GroupKind.ZHONGFABAI.value:
                # A wild copy plays a stand-in only as its own face.
                for k, f in zip(kinds, flags, strict=True):
                    if f and k not in DRAGONS and k != wild:
                        ok = False
            pairs = sorted((k, f and k != wild) for k, f in zip(kinds, flags, strict=True))
            groups.append((name, tuple(k for k, _ in pairs), tuple(f for _, f in pairs)))
        if ok:
            yield tuple(sorted(groups))


def reference_readings(
    counts: Sequence[int], melds: int, wild: int | None, rules: ShapeRules
) -> set[tuple[str, tuple[tuple[str, tuple[int, ...], tuple[bool, ...]], ...]]]:
    plain = list(counts)
    w = 0
    if wild is not None:
        w, plain[wild] = plain[wild], 0
    out = set()
    for extra in combinations_with_replacement(range(34), w):
        sub = list(plain)
        subst: dict[int, int] = {}
        for k in extra:
            sub[k] += 1
            subst[k] = subst.get(k, 0) + 1
        for shape, reading in plain_readings(sub, melds, rules):
            if wild is None:
                out.add((shape, tuple((n, t, (False,) * len(t)) for n, t in reading)))
            else:
                for marked in _mark(reading, subst, wild):
                    out.add((shape, marked))
    return out


def as_reference(readings: Iterable[Reading]) -> set[tuple[object, ...]]:
    """The implementation's readings in the reference's form."""
    return {
        (r.shape.value, tuple(sorted((g.kind.value, g.tiles, g.wild) for g in r.groups)))
        for r in readings
    }


def reference_is_win(
    counts: Sequence[int], melds: int, wild: int | None, rules: ShapeRules
) -> bool:
    plain = list(counts)
    w = 0
    if wild is not None:
        w, plain[wild] = plain[wild], 0
    for extra in combinations_with_replacement(range(34), w):
        sub = list(plain)
        for k in extra:
            sub[k] += 1
        if plain_readings(sub, melds, rules):
            return True
    return False


# -- shanten by enumerating targets -----------------------------------------------------------


def _feasible(target: dict[int, int], wild: int | None) -> bool:
    if wild is None:
        return all(c <= 4 for c in target.values())
    forced = target.get(wild, 0) + sum(max(0, c - 4) for k, c in target.items() if k != wild)
    return forced <= 4


def _score(target: dict[int, int], plain: Sequence[int]) -> int:
    return sum(min(plain[k], c) for k, c in target.items())


def reference_shanten_standard(
    counts: Sequence[int], melds: int, wild: int | None, rules: ShapeRules
) -> int:
    plain = list(counts)
    w = 0
    if wild is not None:
        w, plain[wild] = plain[wild], 0
    n = 4 - melds
    held = {k for k in range(34) if plain[k]}
    touching = [kinds for _, kinds in meld_shapes(rules) if held & set(kinds)]
    best = 0
    for used in range(n + 1):  # melds touching the hand; the others go on fresh kinds
        for melds_ in combinations_with_replacement(touching, used):
            for pair in [None, *sorted(held)]:
                target: dict[int, int] = {}
                for kinds in melds_:
                    for k in kinds:
                        target[k] = target.get(k, 0) + 1
                if pair is not None:
                    target[pair] = target.get(pair, 0) + 2
                if _feasible(target, wild):
                    best = max(best, _score(target, plain))
    return 3 * n + 1 - min(3 * n + 2, best + w)


def reference_shanten_seven_pairs(
    counts: Sequence[int], wild: int | None, quad_as_two: bool
) -> int:
    plain = list(counts)
    w = 0
    if wild is not None:
        w, plain[wild] = plain[wild], 0
    held = sorted(k for k in range(34) if plain[k])
    # A second pair of a kind keeps something only when three or four are held.
    slots = held + [k for k in held if quad_as_two and plain[k] >= 3]
    best = 0
    for size in range(min(7, len(slots)) + 1):
        for chosen in combinations(slots, size):
            target: dict[int, int] = {}
            for k in chosen:
                target[k] = target.get(k, 0) + 2
            best = max(best, _score(target, plain))  # other pairs go on fresh kinds
    return 13 - min(14, best + w)


@cache
def _lan_sets() -> tuple[tuple[int, ...], ...]:
    sets: list[tuple[int, ...]] = [()]
    for size in (1, 2, 3):
        for ranks in combinations(range(9), size):
            if all(b - a >= 3 for a, b in combinations(ranks, 2)):
                sets.append(ranks)
    return tuple(sets)


def reference_shanten_shisanlan(counts: Sequence[int], wild: int | None) -> int:
    plain = list(counts)
    w = 0
    if wild is not None:
        w, plain[wild] = plain[wild], 0
    honours = sum(1 for k in range(27, 34) if plain[k])
    best = 0
    for a, b, c in product(_lan_sets(), repeat=3):
        e = 14 - len(a) - len(b) - len(c)
        if 0 <= e <= 7:
            kept = sum(1 for r in a if plain[r]) + sum(1 for r in b if plain[9 + r])
            kept += sum(1 for r in c if plain[18 + r]) + min(e, honours)
            best = max(best, kept)
    return 13 - min(14, best + w)


def reference_shanten_jiuyao(counts: Sequence[int], wild: int | None) -> int:
    plain = list(counts)
    w = 0
    if wild is not None:
        w, plain[wild] = plain[wild], 0
    return 13 - min(14, w + sum(plain[k] for k in TERMINAL_HONOURS))


# -- literal search over draws and discards (tiny hands only) ----------------------------------


def bfs_shanten(counts: Sequence[int], melds: int, wild: int | None, rules: ShapeRules) -> int:
    """Draws needed to win, minus one, by trying every draw and discard (depth ≤ 3)."""
    full = 14 - 3 * melds

    def win(c: tuple[int, ...]) -> bool:
        return reference_is_win(c, melds, wild, rules)

    start = tuple(counts)
    # Normalise to a waiting hand: a full hand needs no draw for its first step.
    frontier = (
        {start}
        if sum(start) == full - 1
        else {(*start[:d], start[d] - 1, *start[d + 1 :]) for d in range(34) if start[d]}
    )
    if sum(start) == full and win(start):
        return -1
    for draws in range(1, 5):
        nxt: set[tuple[int, ...]] = set()
        for hand in frontier:
            for k in range(34):
                if hand[k] >= 4:
                    continue
                drawn = (*hand[:k], hand[k] + 1, *hand[k + 1 :])
                if win(drawn):
                    return draws - 1
                for d in range(34):
                    if drawn[d]:
                        nxt.add((*drawn[:d], drawn[d] - 1, *drawn[d + 1 :]))
        frontier = nxt
    raise AssertionError("tiny hand needed more than 4 draws")
