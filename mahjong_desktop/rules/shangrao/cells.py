"""上饶's score-table cells of the 七对 and 九幺 shapes, counted directly from the tiles.

``hand.readings`` lists every reading, and with several 宝 a 七对 or 九幺 hand has hundreds or
thousands of them (each 宝 may be any pair or any 1/9/honour): a hint over every discard and wait
of such a hand took seconds. Scoring needs only which (row, column) cells some reading reaches,
and for these two shapes that depends on little: which kinds the free 宝 stand for, and whether a
宝 pairs with the drawn tile. So the few free choices are enumerated here on counts, without
building readings. The tests check these cells against ``readings`` on many hands.

Conventions as in ``shangrao.py``: ``plain`` are the concealed counts without the 宝 copies, ``w``
how many 宝 there are; a 宝 standing for its own kind is no wild (无宝).
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from itertools import combinations_with_replacement

from mahjong_desktop.tiles import NUM_KINDS, is_terminal_or_honour

HONOURS = frozenset(range(27, 34))
TERMINAL_HONOURS = tuple(k for k in range(NUM_KINDS) if is_terminal_or_honour(k))


class Column(Enum):
    """How the 宝 served in the winning hand: the columns of the seed's table."""

    WU_BAO = "wu_bao"  # 无宝自摸: no 宝 used as a wild (the region then asks: none held at all?)
    BAO_DIAO = "bao_diao"  # 宝调: the pair is a 宝 (as wild) + the tile just drawn
    YOU_BAO = "you_bao"  # 有宝自摸: a 宝 used as a wild otherwise


Cell = tuple[str, Column]


def modifiers(row: str, kinds: set[int]) -> str:
    """``row`` + ``_jiu_yao`` when every kind is a 1, a 9 or an honour, + ``_qing_yi_se`` when all
    are of one suit (the honours count as one: 字一色) — the 七对 and 碰碰胡 rows."""
    if all(is_terminal_or_honour(k) for k in kinds):
        row += "_jiu_yao"
    if len({k // 9 for k in kinds}) == 1:
        row += "_qing_yi_se"
    return row


def seven_pairs_cells(
    plain: Sequence[int],
    w: int,
    wild: int | None,
    win_tile: int,
    *,
    quad_as_two: bool,
    bao_diao_exclusive: bool,
) -> set[Cell]:
    """Cells of the 七对 readings of a 14-tile concealed hand.

    Each kind held an odd number of times takes one 宝 (that 宝 is used as a wild); the 宝 left
    over make whole pairs of any kind ("free pairs": a pair of the 宝's own kind is no wild).
    宝调: the drawn kind is paired with a 宝 — when it is held an odd number of times, or twice with
    a free pair of it too (four alike read as two half-宝 pairs); a drawn 宝 makes 宝调 when it
    pairs with another 宝 standing in for a kind (a lone 宝 was waiting).
    """
    limit = 2 if quad_as_two else 1
    need = [(c + 1) // 2 for c in plain]
    if max(need) > limit:
        return set()
    odd = sum(c & 1 for c in plain)
    free, rest = divmod(w - odd, 2)
    if w < odd or rest or sum(need) + free != 7:
        return set()
    held = {k for k in range(NUM_KINDS) if plain[k]}
    cells: set[Cell] = set()
    for extra in combinations_with_replacement(range(NUM_KINDS), free):
        if any(need[k] + extra.count(k) > limit for k in set(extra)):
            continue
        row = modifiers("qi_dui", held | set(extra))
        used = odd + 2 * sum(k != wild for k in extra)
        if used == 0:
            cells.add((row, Column.WU_BAO))
            continue
        if win_tile == wild:
            # The drawn tile is a 宝: 宝调 when it pairs with a lone 宝 as a free pair standing in
            # for another kind (the lone-宝 wait drawing a second 宝).
            as_wild = any(k != wild for k in extra)
            if as_wild and (not bao_diao_exclusive or used == 2):
                cells.add((row, Column.BAO_DIAO))
            cells.add((row, Column.YOU_BAO))
            continue
        odd_drawn = bool(plain[win_tile] & 1)
        halves = plain[win_tile] == 2 and win_tile in extra  # (T 宝)(T 宝) or (T T)(宝 宝)
        if (odd_drawn or halves) and (not bao_diao_exclusive or used == 1):
            cells.add((row, Column.BAO_DIAO))
            if halves:
                cells.add((row, Column.YOU_BAO))
        else:
            cells.add((row, Column.YOU_BAO))
    return cells


def jiuyao_cells(plain: Sequence[int], w: int, wild: int | None) -> set[Cell]:
    """Cells of the 九幺 readings (14 tiles, all 1s, 9s and honours, no structure): each 宝 is any
    such tile; 七星 when all seven honours are there."""
    if any(plain[k] for k in range(NUM_KINDS) if not is_terminal_or_honour(k)):
        return set()
    held = {k for k in range(NUM_KINDS) if plain[k]}
    cells: set[Cell] = set()
    for extra in combinations_with_replacement(TERMINAL_HONOURS, w):
        kinds = held | set(extra)
        row = "jiu_yao_qi_xing" if kinds >= HONOURS else "jiu_yao"
        used = any(k != wild for k in extra)
        cells.add((row, Column.YOU_BAO if used else Column.WU_BAO))
    return cells
