"""The hand calculator's hand as it is being picked: concealed tiles, melds, how it was won.

``to_json`` gives exactly the input of ``mahjong-desktop score`` (rules/hand_input.py), and the
dialog scores it with ``rules.score_json``: the calculator and the command line share one path
to the region's scorer, so they can never disagree.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from mahjong_desktop.rules.hand_facts import MeldKind, WinBy
from mahjong_desktop.rules.ruleset import OptionValue
from mahjong_desktop.tiles import COPIES, NUM_KINDS, format, is_honour, name, rank

MELD_SIZES = {
    MeldKind.PONG: 3,
    MeldKind.KONG: 4,
    MeldKind.ADDED_KONG: 4,
    MeldKind.CONCEALED_KONG: 4,
    MeldKind.CHOW: 3,
    MeldKind.THROW: 3,
}


def meld_tiles(kind: MeldKind, tile: int) -> tuple[int, ...] | None:
    """The meld of ``kind`` from ``tile`` (a chow runs upwards from it); None if impossible."""
    if kind is MeldKind.CHOW:
        if is_honour(tile) or rank(tile) > 7:
            return None
        return (tile, tile + 1, tile + 2)
    if kind is MeldKind.THROW:
        return None  # 甩牌 sets are not runs or triplets of one kind; not pickable here
    return (tile,) * MELD_SIZES[kind]


@dataclass(slots=True)
class CalculatorHand:
    concealed: list[int] = field(default_factory=list)  # in picking order; the last is the win tile
    melds: list[tuple[MeldKind, tuple[int, ...]]] = field(default_factory=list)
    win_tile: int | None = None
    win_by: WinBy = WinBy.SELF_DRAW
    seat_wind: int = 27  # 1z East
    round_wind: int = 27
    dealer: bool = False
    declared_ready: bool = False
    discarder_declared_ready: bool = False  # the discarder's, or a robbed konger's, 报听 (兰州)
    wild: int | None = None
    flowers: int = 0
    dealer_streak: int = 0
    first_turn: bool = False

    def counts(self) -> list[int]:
        """Every picked tile, concealed and in melds, per kind."""
        out = [0] * NUM_KINDS
        for t in self.concealed:
            out[t] += 1
        for _kind, tiles in self.melds:
            for t in tiles:
                out[t] += 1
        return out

    @property
    def size(self) -> int:
        """Tiles counting each meld as three (a winning hand has 14)."""
        return len(self.concealed) + 3 * len(self.melds)

    def can_add(self, tiles: tuple[int, ...]) -> bool:
        counts = self.counts()
        for t in tiles:
            counts[t] += 1
        return all(c <= COPIES for c in counts)

    def add_tile(self, tile: int) -> bool:
        if self.size >= 14 or not self.can_add((tile,)):
            return False
        self.concealed.append(tile)
        self.win_tile = tile  # the last tile picked is the winning tile unless chosen otherwise
        return True

    def add_meld(self, kind: MeldKind, tile: int) -> bool:
        tiles = meld_tiles(kind, tile)
        if tiles is None or self.size + 3 > 14 or not self.can_add(tiles):
            return False
        self.melds.append((kind, tiles))
        return True

    def remove_tile(self, index: int) -> None:
        tile = self.concealed.pop(index)
        if tile == self.win_tile and tile not in self.concealed:
            self.win_tile = self.concealed[-1] if self.concealed else None

    def remove_meld(self, index: int) -> None:
        del self.melds[index]

    def clear(self) -> None:
        self.concealed.clear()
        self.melds.clear()
        self.win_tile = None

    def to_json(self, region: str, options: Mapping[str, OptionValue]) -> dict[str, Any]:
        """The ``score`` command's input for this hand."""
        data: dict[str, Any] = {
            "region": region,
            "options": dict(options),
            "concealed": format(self.concealed),
            "melds": [{"kind": k.value, "tiles": format(t)} for k, t in self.melds],
            "win_tile": name(self.win_tile) if self.win_tile is not None else None,
            "win_by": self.win_by.value,
            "seat_wind": name(self.seat_wind),
            "round_wind": name(self.round_wind),
            "dealer": self.dealer,
            "declared_ready": self.declared_ready,
            "discarder_declared_ready": self.discarder_declared_ready,
            "flowers": self.flowers,
            "dealer_streak": self.dealer_streak,
            "first_turn": self.first_turn,
        }
        if self.wild is not None:
            data["wild"] = name(self.wild)
        return data
