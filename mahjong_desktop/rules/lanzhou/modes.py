"""兰州's closed sets of choices: the 玩法 of a hand (mode) and the 甩牌 option, and the dealer's
choice of mode for a computer player.

The mode decides three things (docs/rules/lanzhou.md "玩法"): whether chow is allowed, whether a
hand must be declared ready (报听) to win, and whether an unready discarder pays for everybody (包).
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from mahjong_desktop.rules.fast_shapes import standard_waits

DEALER_CHOOSES = "dealer_chooses"
CHOOSE_MODE = "choose_mode:"  # region move name prefix: "choose_mode:san_bao"


class Mode(Enum):
    """玩法: the values are the option values of ``mode``."""

    LIANG_BAO = "liang_bao"  # 两报
    SAN_BAO = "san_bao"  # 三报
    QIAO_QIAO_HU = "qiao_qiao_hu"  # 悄悄胡
    LIANG_BAO_BAO = "liang_bao_bao"  # 两报包
    SAN_BAO_BAO = "san_bao_bao"  # 三报包

    @property
    def chow(self) -> bool:
        return self in (Mode.SAN_BAO, Mode.QIAO_QIAO_HU, Mode.SAN_BAO_BAO)

    @property
    def must_declare(self) -> bool:
        return self is not Mode.QIAO_QIAO_HU

    @property
    def bao(self) -> bool:
        return self in (Mode.LIANG_BAO_BAO, Mode.SAN_BAO_BAO)

    @property
    def zh(self) -> str:
        return _MODE_ZH[self]


_MODE_ZH = {
    Mode.LIANG_BAO: "两报",
    Mode.SAN_BAO: "三报",
    Mode.QIAO_QIAO_HU: "悄悄胡",
    Mode.LIANG_BAO_BAO: "两报包",
    Mode.SAN_BAO_BAO: "三报包",
}


class Throw(Enum):
    """甩牌 option: 不甩 / 软甩 / 硬甩."""

    NONE = "none"
    SOFT = "soft"
    HARD = "hard"


def mode_move(mode: Mode) -> str:
    return CHOOSE_MODE + mode.value


def mode_from_move(name: str) -> Mode | None:
    """The mode a ``choose_mode:…`` move names (None if it is not such a move)."""
    if not name.startswith(CHOOSE_MODE):
        return None
    try:
        return Mode(name.removeprefix(CHOOSE_MODE))
    except ValueError:
        return None


def dealer_mode_choice(counts: Sequence[int]) -> Mode:
    """The basic computer dealer's choice of 玩法 from its dealt hand — a simple rule of thumb:

    - four or more pairs: 两报 (a pong hand needs no chow, and nobody else may chow either);
    - otherwise 悄悄胡 (chow allowed and no declaration needed).

    It once picked 三报 for a scattered hand (fewer than five run shapes and no wait after one
    discard), for its chows. Measured over 7,403 dealt hands (issue 32, docs/computer-players.md
    "The dealer's 玩法"), 三报 cost such a hand 0.60 points against 悄悄胡, which allows the same
    chows without the 报听 a far hand is slow to reach. The 包 modes are never picked: the basic
    player does not defend, so it would pay most of them. The normal and hard levels choose by the
    measurement itself (``ai.mode_worth``).
    """
    return Mode.LIANG_BAO if pairs(counts) >= 4 else Mode.QIAO_QIAO_HU


def pairs(counts: Sequence[int]) -> int:
    """Kinds held two or more times."""
    return sum(1 for c in counts if c >= 2)


def run_shapes(counts: Sequence[int]) -> int:
    """Suited two-tile run shapes: a tile with its neighbour or the tile two up (45m, 46m),
    counted from the lower tile — what only a chow or a draw completes."""
    runs = 0
    for k in range(27):
        near = (k % 9 <= 7 and counts[k + 1]) or (k % 9 <= 6 and counts[k + 2])
        if counts[k] and near:
            runs += 1
    return runs


def near_ready(counts: Sequence[int]) -> bool:
    """A hand of 3n+2 tiles with a standard wait after dropping one tile."""
    work = list(counts)
    if sum(work) % 3 != 2:
        return False
    for k in range(34):
        if work[k]:
            work[k] -= 1
            ready = bool(standard_waits(work))
            work[k] += 1
            if ready:
                return True
    return False
