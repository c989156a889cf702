"""The public, notation-friendly functions (docs/computer-players.md, "Library use").

They accept the concealed part as notation (``"123m456p789s11z"``) or a list of kinds, the number of
declared melds, and the wild kind in notation; they allow the standard shape and, unless
``seven_pairs=False``, seven pairs (four alike count as two pairs). Regions with more shapes use the
count-vector functions with a ``ShapeRules``.
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_desktop import tiles as _t
from mahjong_desktop.hand.analysis import shanten_counts
from mahjong_desktop.hand.inputs import Size, check_counts, counts_from_tiles, wild_from_text
from mahjong_desktop.hand.model import ShapeRules
from mahjong_desktop.hand.waits import waits_counts

_WITH_PAIRS = ShapeRules()
_NO_PAIRS = ShapeRules(seven_pairs=False)


def _prepare(tiles: str | Sequence[int], wild: str | int | None) -> tuple[list[int], int | None]:
    return counts_from_tiles(tiles), wild_from_text(wild)


def shanten(
    tiles: str | Sequence[int], *, melds: int = 0, wild: str | None = None, seven_pairs: bool = True
) -> int:
    """Shanten (向听) of a concealed part of 14 − 3 × melds or 13 − 3 × melds tiles.

    −1 = complete (a win), 0 = ready (听牌), k = k tiles more from ready. A hand whose only waits
    are kinds it already holds four times counts as not ready (it can never win on them); this is
    the one difference from the `mahjong` library's regular shanten (``seven_pairs=False``).
    A wild copy (``wild="5p"``) may stand for any tile, including a fifth copy of a kind.
    Raises ``ValueError`` for bad notation, a fifth copy, a wrong tile count or a bad wild.
    """
    counts, w = _prepare(tiles, wild)
    return shanten_counts(
        counts, melds=melds, wild=w, rules=_WITH_PAIRS if seven_pairs else _NO_PAIRS
    )


def waits(
    tiles: str | Sequence[int], *, melds: int = 0, wild: str | None = None, seven_pairs: bool = True
) -> list[str]:
    """The kinds (in notation, sorted by kind) that complete a waiting hand of 13 − 3 × melds tiles.

    Empty when the hand is not ready. Kinds the hand holds four times are never waits. With a wild
    kind, the wild kind completes every ready hand (while a copy of it is left to draw).
    """
    counts, w = _prepare(tiles, wild)
    rules = _WITH_PAIRS if seven_pairs else _NO_PAIRS
    return [_t.name(k) for k in waits_counts(counts, melds=melds, wild=w, rules=rules)]


def is_win(
    tiles: str | Sequence[int], *, melds: int = 0, wild: str | None = None, seven_pairs: bool = True
) -> bool:
    """Whether a concealed part of 14 − 3 × melds tiles is a win (standard or seven pairs).

    A waiting-size part (13 − 3 × melds) raises ``ValueError`` like any other wrong size.
    """
    counts, w = _prepare(tiles, wild)
    check_counts(counts, melds, Size.COMPLETE)
    rules = _WITH_PAIRS if seven_pairs else _NO_PAIRS
    return shanten_counts(counts, melds=melds, wild=w, rules=rules) == -1
