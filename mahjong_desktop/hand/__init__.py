"""Hand analysis: win test, every reading, shanten, waits and the discard table.

Public, notation-friendly (``api``)::

    shanten(tiles, *, melds=0, wild=None, seven_pairs=True) -> int
    waits(tiles, *, melds=0, wild=None, seven_pairs=True) -> list[str]
    is_win(tiles, *, melds=0, wild=None, seven_pairs=True) -> bool

For the engine, on 34-entry count vectors with a ``ShapeRules`` of the region::

    readings(counts, *, melds=0, wild=None, rules=ShapeRules()) -> list[Reading]
    shanten_counts(counts, *, melds=0, wild=None, rules=ShapeRules()) -> int
    shanten_by_shape(counts, *, melds=0, wild=None, rules=ShapeRules()) -> dict[Shape, int]
    waits_counts(counts, *, melds=0, wild=None, rules=ShapeRules()) -> list[int]
    discard_table(counts, *, melds=0, wild=None, rules=ShapeRules(), visible=None)
        -> list[DiscardInfo]

``counts`` is the concealed part only; ``melds`` the declared melds (a kong is one); a complete hand
has 14 − 3 × melds tiles, a waiting one 13 − 3 × melds. ``wild`` is the wild kind
(上饶 宝, 临安 财神) as an int there, in notation in the public functions. Shanten −1 = complete,
0 = ready; a hand whose only waits are kinds it holds four times is not ready. Bad input raises
``ValueError``.
"""

from mahjong_desktop.hand.analysis import shanten_by_shape, shanten_counts
from mahjong_desktop.hand.api import is_win, shanten, waits
from mahjong_desktop.hand.model import (
    DiscardInfo,
    Group,
    GroupKind,
    Reading,
    Shape,
    ShapeRules,
)
from mahjong_desktop.hand.readings import readings
from mahjong_desktop.hand.waits import discard_table, waits_counts

__all__ = [
    "DiscardInfo",
    "Group",
    "GroupKind",
    "Reading",
    "Shape",
    "ShapeRules",
    "discard_table",
    "is_win",
    "readings",
    "shanten",
    "shanten_by_shape",
    "shanten_counts",
    "waits",
    "waits_counts",
]
