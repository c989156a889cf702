"""What a region's scorer is told about a finished hand: melds, how it was won, the table situation.

Shared by the engine (which builds a ``WinContext`` from its state) and the ``score`` command (which
builds one from JSON), so both are scored by exactly the same region code.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from mahjong_desktop.rules.item_kinds import ItemKind
from mahjong_desktop.tiles import EAST, NUM_KINDS, parse, parse_one
from mahjong_desktop.tiles import format as format_tiles
from mahjong_desktop.tiles import name as tile_name


class MeldKind(Enum):
    """Melds laid on the table. The values are the JSON names."""

    CHOW = "chow"
    PONG = "pong"
    KONG = "kong"  # exposed kong 明杠/直杠: claimed from a discard
    ADDED_KONG = "added_kong"  # 补杠/转弯杠: a drawn fourth tile added to one's own pong
    CONCEALED_KONG = "concealed_kong"  # 暗杠
    THROW = "throw"  # 甩牌 (兰州): a set thrown face up after the deal

    @property
    def is_kong(self) -> bool:
        return self in _KONGS


_KONGS = frozenset({MeldKind.KONG, MeldKind.ADDED_KONG, MeldKind.CONCEALED_KONG})


class WinBy(Enum):
    """How the winning tile came. The values are the JSON names."""

    SELF_DRAW = "self_draw"
    DISCARD = "discard"
    KONG_REPLACEMENT = "kong_replacement"  # 杠上花: self-drawn from the tail after a kong
    DISCARD_AFTER_KONG = "discard_after_kong"  # 杠上炮: the konger's next discard
    ROBBED_KONG = "robbed_kong"  # 抢杠: the tile someone added to a pong

    @property
    def self_drawn(self) -> bool:
        return self in (WinBy.SELF_DRAW, WinBy.KONG_REPLACEMENT)


@dataclass(frozen=True, slots=True)
class Meld:
    """A meld on the table. ``tiles`` are kinds, sorted; ``from_seat`` is whose discard was claimed
    (None for concealed kongs and thrown sets); ``claimed`` the claimed kind."""

    kind: MeldKind
    tiles: tuple[int, ...]
    from_seat: int | None = None
    claimed: int | None = None

    def __post_init__(self) -> None:
        size = 4 if self.kind.is_kong else 3
        if len(self.tiles) != size:
            raise ValueError(f"a {self.kind.value} has {size} tiles, got {len(self.tiles)}")
        for t in self.tiles:
            if not 0 <= t < NUM_KINDS:
                raise ValueError(f"not a tile kind: {t!r}")
        if self.kind is MeldKind.CHOW:
            a, b, c = sorted(self.tiles)
            if not (a < 27 and a // 9 == c // 9 and b == a + 1 and c == a + 2):
                raise ValueError("a chow is three consecutive tiles of one suit")
        elif self.kind is not MeldKind.THROW and len(set(self.tiles)) != 1:
            raise ValueError(f"a {self.kind.value} is {len(self.tiles)} alike tiles")

    @property
    def concealed(self) -> bool:
        return self.kind is MeldKind.CONCEALED_KONG

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"kind": self.kind.value, "tiles": format_tiles(self.tiles)}
        if self.from_seat is not None:
            out["from"] = self.from_seat
        if self.claimed is not None:
            out["claimed"] = tile_name(self.claimed)
        return out

    @classmethod
    def from_json(cls, data: dict[str, object]) -> Meld:
        tiles = data.get("tiles")
        if not isinstance(tiles, str):
            raise ValueError('meld tiles must be tile notation, e.g. "555p"')
        claimed = data.get("claimed")
        from_seat = data.get("from")
        return cls(
            MeldKind(data.get("kind")),
            tuple(sorted(parse(tiles))),
            # Any JSON value: int() refuses one that is no seat number, as the callers expect.
            None if from_seat is None else int(from_seat),  # type: ignore[call-overload]
            None if claimed is None else parse_one(str(claimed)),
        )


@dataclass(frozen=True, slots=True)
class WinContext:
    """Everything a region needs to judge and score one win.

    ``concealed`` is the count vector (34) of the concealed tiles *including* the winning tile.
    The fields after ``dealer`` serve regions other than 临沧/临汾 (报听, wild tiles, 杠花, 老庄,
    天胡/地胡);
    regions that do not use them ignore them.
    """

    concealed: tuple[int, ...]
    melds: tuple[Meld, ...]
    win_tile: int
    win_by: WinBy
    seat_wind: int = EAST
    round_wind: int = EAST
    dealer: bool = False
    declared_ready: bool = False
    discarder_declared_ready: bool = False
    wild: int | None = None
    flowers: int = 0
    discarded_wilds: int = 0
    dealer_streak: int = 0
    # The winner's first turn: they have not discarded yet and nobody has claimed or konged
    # (天胡 for the dealer, 地胡 for the others, where a region scores them).
    first_turn: bool = False
    # The rule variant in force when the table picks it per hand (兰州: the 玩法 the dealer chose
    # under "dealer chooses"); None: the options alone decide.
    variant: str | None = None

    def all_counts(self) -> list[int]:
        """Counts of the whole hand: concealed tiles plus every meld (a kong counts four)."""
        counts = list(self.concealed)
        for meld in self.melds:
            for t in meld.tiles:
                counts[t] += 1
        return counts


@dataclass(frozen=True, slots=True)
class ScoreItem:
    """One line of a win's explanation: ``key`` is the identifier (``qing_yi_se``), names come from
    the ruleset's ``[terms]``; ``value`` is counted in ``unit`` (番, 胡, 台; empty: the
    evaluation's unit). ``kind`` says whether the line is a pattern or a base, a 胡 item or a
    step of the arithmetic (``rules/item_kinds.py``)."""

    key: str
    name_zh: str
    name_en: str
    value: int
    kind: ItemKind = ItemKind.PATTERN
    unit: str = ""

    def to_json(self) -> dict[str, object]:
        return {
            "id": self.key,
            "name": self.name_zh,
            "name_en": self.name_en,
            "value": self.value,
            "kind": self.kind.value,
            "unit": self.unit,
        }

    def unit_or(self, unit: str) -> str:
        """The item's own unit, else ``unit`` (the evaluation's)."""
        return self.unit or unit


@dataclass(frozen=True, slots=True)
class Evaluation:
    """A region's verdict on one win.

    Payments: on a self-drawn win each other player pays ``each``; on a discard win (or a robbed
    kong) the discarder pays ``discarder`` and every remaining player ``other``. ``formula`` says
    how the amount was computed, e.g. ``"4 × 2^(2−1) = 8"``.
    """

    legal: bool
    reason: str | None
    items: tuple[ScoreItem, ...] = ()
    unit: str = ""
    total: int = 0
    each: int | None = None
    discarder: int | None = None
    other: int | None = None
    formula: str = ""
    reason_zh: str | None = None  # the reason in Chinese (``reason`` is English with the terms)
    formula_zh: str = ""  # the formula in Chinese
    # Who pays what when the amounts differ by payer (临安 老庄: the dealer's payments carry it);
    # when given, ``pays`` reports these (key → amount) instead of ``each``/``discarder``/``other``.
    payments: tuple[tuple[str, int], ...] = ()

    def formula_in(self, language: str) -> str:
        """How the amount was computed, in the player's language where the region gave it."""
        if language.startswith("zh") and self.formula_zh:
            return self.formula_zh
        return self.formula

    @classmethod
    def illegal(cls, reason: str, unit: str = "", *, zh: str | None = None) -> Evaluation:
        return cls(legal=False, reason=reason, unit=unit, reason_zh=zh)

    def reason_in(self, language: str) -> str | None:
        """The reason in the player's language (Chinese when the region gave one)."""
        if language.startswith("zh") and self.reason_zh:
            return self.reason_zh
        return self.reason

    def pays(self) -> dict[str, int]:
        if self.payments:
            return dict(self.payments)
        if self.each is not None:
            return {"each": self.each}
        if self.discarder is not None:
            return {"discarder": self.discarder, "other": self.other or 0}
        return {}

    def to_json(self) -> dict[str, object]:
        return {
            "legal": self.legal,
            "reason": self.reason,
            "reason_zh": self.reason_zh,
            "items": [item.to_json() for item in self.items],
            "unit": self.unit,
            "total": self.total,
            "pays": self.pays(),
            "formula": self.formula,
            "formula_zh": self.formula_zh,
        }
