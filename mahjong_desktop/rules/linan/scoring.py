"""临安 胡数 and 台 of one winning hand (docs/rules/linan.md): every reading of the hand, every
place the winning tile may take in it, the one that scores highest.

The hand core (``hand.readings``) gives every reading of the concealed part with the 财神 standing
for what they represent (``Group.wild``); 财神 count as those tiles [decided]. Where the winning
tile sits in the reading decides the wait item: in the pair 单吊, in a concealed triplet 对倒
(replacing that triplet's own value), in the middle of a sequence 坎张, at the inner end of a 12 or
89 边张, at any other end a two-sided wait — 平胡 when the whole hand qualifies.

The wait is read from the waiting hand (third audit): when the waiting hand holds a made pair and
an open two-sided run the winning tile completes (44 + 56 won on 4), the wait is two-sided, even
though the won 4 could also be read as 4 + 456 waiting on the pair — the seed gives 44_56_ as its
own example of 平胡. Otherwise the reading that scores highest decides. The option
``ping_hu_highest_reading`` brings back the first version, where the highest reading always won.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from mahjong_desktop.hand import Group, GroupKind, Reading, ShapeRules, readings
from mahjong_desktop.rules.hand_facts import Meld, MeldKind, WinBy, WinContext
from mahjong_desktop.tiles import GREEN, RED, WHITE, is_terminal_or_honour
from mahjong_desktop.validation import Fields

STANDARD_ONLY = ShapeRules(standard=True, seven_pairs=False)

_DRAGON_TAI = {RED: "tai_zhong", GREEN: "tai_fa", WHITE: "tai_bai"}
TAI_KEYS = (
    "tai_zuo_feng",
    "tai_quan_feng",
    "tai_zhong",
    "tai_fa",
    "tai_bai",
    "tai_hun_yi_se",
    "tai_qing_yi_se",
    "tai_dui_dui_hu",
    "tai_gang_shang_kai_hua",
    "tai_qiang_gang_hu",
    "tai_ying_hu",
    "tai_di_hu",
    "tai_tian_hu",
)
_TRIPLET_MELDS = frozenset(
    {MeldKind.PONG, MeldKind.KONG, MeldKind.ADDED_KONG, MeldKind.CONCEALED_KONG}
)
TWO_SIDED = "two_sided"  # a wait position that earns nothing by itself (平胡 if the hand qualifies)


@dataclass(frozen=True, slots=True)
class Line:
    """One 胡 or 台 item: its term key, value and the tile it is about (for the explanation)."""

    key: str
    value: int
    tile: int | None = None


@dataclass(frozen=True, slots=True)
class Scored:
    """The best reading's items and the arithmetic of docs/rules/linan.md's settlement steps 1–3."""

    hu: tuple[Line, ...]
    tai: tuple[Line, ...]
    base_hu: int
    raw: int
    rounded: int
    capped: int

    @property
    def hu_sum(self) -> int:
        return sum(line.value for line in self.hu)

    @property
    def tai_sum(self) -> int:
        return sum(line.value for line in self.tai)


@dataclass(frozen=True, slots=True)
class HuTable:
    """The seed's 胡数 table ([tables.hu] of the ruleset): (x, y) pairs, x = 1/9/honour."""

    gang_hua: int
    pair: int
    peng: tuple[int, int]
    an_ke: tuple[int, int]
    ming_gang: tuple[int, int]
    an_gang: tuple[int, int]
    dan_diao_self: tuple[int, int]
    dan_diao_discard: tuple[int, int]
    dui_dao_self: tuple[int, int]
    dui_dao_discard: tuple[int, int]
    bian_kan: tuple[int, int]  # (self-draw, discard)
    ping_hu: tuple[int, int]  # (self-draw, discard)

    @classmethod
    def from_tables(cls, hu: Fields) -> HuTable:
        """The table from ``[tables.hu]``: every entry a whole number of 胡 from 0 to 10000."""

        def num(table: Fields, key: str) -> int:
            return table.integer(key, 0, 10_000)

        def pair_of(key: str, first: str, second: str) -> tuple[int, int]:
            table = hu.table(key)
            return num(table, first), num(table, second)

        return cls(
            gang_hua=num(hu, "gang_hua"),
            pair=num(hu, "pair"),
            peng=pair_of("peng", "x", "y"),
            an_ke=pair_of("an_ke", "x", "y"),
            ming_gang=pair_of("ming_gang", "x", "y"),
            an_gang=pair_of("an_gang", "x", "y"),
            dan_diao_self=pair_of("dan_diao", "self_draw_x", "self_draw_y"),
            dan_diao_discard=pair_of("dan_diao", "discard_x", "discard_y"),
            dui_dao_self=pair_of("dui_dao", "self_draw_x", "self_draw_y"),
            dui_dao_discard=pair_of("dui_dao", "discard_x", "discard_y"),
            bian_kan=pair_of("bian_kan", "self_draw", "discard"),
            ping_hu=pair_of("ping_hu", "self_draw", "discard"),
        )


def _xy(values: tuple[int, int], kind: int) -> int:
    return values[0] if is_terminal_or_honour(kind) else values[1]


@dataclass(frozen=True, slots=True)
class _Position:
    """Where the winning tile sits in a reading: the group's index and the wait it makes."""

    group: int
    wait: str  # dan_diao, dui_dao, kan_zhang, bian_zhang or TWO_SIDED


def _positions(reading: Reading, win_tile: int, wild: int | None) -> list[_Position]:
    out: list[_Position] = []
    for gi, group in enumerate(reading.groups):
        seen: set[str] = set()
        for i, (kind, stands_in) in enumerate(zip(group.tiles, group.wild, strict=True)):
            if win_tile == wild:
                # A drawn 财神 may be any copy standing in, or a 财神 showing its own face.
                fits = stands_in or kind == wild
            else:
                fits = not stands_in and kind == win_tile
            if not fits:
                continue
            wait = _wait_at(group, i)
            if wait not in seen:
                seen.add(wait)
                out.append(_Position(gi, wait))
    return out


def _wait_at(group: Group, index: int) -> str:
    if group.kind is GroupKind.PAIR:
        return "dan_diao"
    if group.kind is GroupKind.TRIPLET:
        return "dui_dao"
    low_rank = group.tiles[0] % 9
    if index == 1:
        return "kan_zhang"
    if (index == 0 and low_rank == 6) or (index == 2 and low_rank == 0):
        return "bian_zhang"  # 7 of 789 (waiting with 89), 3 of 123 (waiting with 12)
    return TWO_SIDED


class LinanScorer:
    """胡 and 台 of a hand from the ruleset's tables and the game's options."""

    def __init__(
        self,
        hu: HuTable,
        tai: Mapping[str, int],
        *,
        base_hu: int,
        round_to: int,
        cap: int,
        highest_reading: bool = False,
    ) -> None:
        missing = [k for k in TAI_KEYS if k not in tai]
        if missing:
            raise ValueError(f"台 values missing for {', '.join(missing)}")
        self.hu = hu
        self.tai = dict(tai)
        self.base_hu = base_hu
        self.round_to = round_to
        self.cap = cap
        self.highest_reading = highest_reading

    def best(self, ctx: WinContext) -> Scored | None:
        """The highest-scoring reading of a complete hand; None if the hand is not complete."""
        found = readings(ctx.concealed, melds=len(ctx.melds), wild=ctx.wild, rules=STANDARD_ONLY)
        if not found:
            return None
        self_drawn = ctx.win_by.self_drawn or ctx.win_by is WinBy.ROBBED_KONG
        common_hu, common_tai = self._common(ctx)
        placed = [(r, p) for r in found for p in _positions(r, ctx.win_tile, ctx.wild)]
        best: Scored | None = None
        for choice in self._wait_choices(placed):
            # 平胡 needs a two-sided wait in every way left to read the hand
            # [seed: "4567，胡4、7则不算平胡"].
            only_two_sided = all(p.wait == TWO_SIDED for _, p in choice)
            for reading, position in choice:
                hu = list(common_hu)
                tai = list(common_tai)
                self._reading_items(ctx, reading, position, self_drawn, only_two_sided, hu, tai)
                scored = self.priced(hu, tai)
                if best is None or (scored.capped, scored.raw) > (best.capped, best.raw):
                    best = scored
        return best

    def _wait_choices(
        self, placed: list[tuple[Reading, _Position]]
    ) -> list[list[tuple[Reading, _Position]]]:
        """The sets of (reading, winning-tile position) the best score is chosen among.

        By the seed the wait is read from the waiting hand: for one way of reading the tiles
        (the 财神 standing for the same kinds), a waiting hand of a made pair and an open
        two-sided run is a two-sided wait [seed: "44_56_，胡4、7" is 平胡], so the pair or edge
        readings of the same tiles are set aside. What the 财神 stand for is still the player's
        best choice [decided]. The option "highest reading always" keeps every reading together,
        as the first version did."""
        if self.highest_reading:
            return [placed]
        by_tiles: dict[tuple[int, ...], list[tuple[Reading, _Position]]] = {}
        for reading, position in placed:
            by_tiles.setdefault(reading.represented, []).append((reading, position))
        out = []
        for choice in by_tiles.values():
            two_sided = [(r, p) for r, p in choice if p.wait == TWO_SIDED]
            out.append(two_sided or choice)
        return out

    # --- the parts of a score -------------------------------------------------------------------
    def _common(self, ctx: WinContext) -> tuple[list[Line], list[Line]]:
        """Items that do not depend on the reading: 杠花, declared melds, how the hand was won."""
        hu: list[Line] = []
        tai: list[Line] = []
        if ctx.flowers:
            hu.append(Line("gang_hua", self.hu.gang_hua * ctx.flowers))
        for meld in ctx.melds:
            k = meld.tiles[0]
            if meld.kind is MeldKind.PONG:
                hu.append(Line("peng", _xy(self.hu.peng, k), k))
            elif meld.kind in (MeldKind.KONG, MeldKind.ADDED_KONG):
                hu.append(Line("ming_gang", _xy(self.hu.ming_gang, k), k))
            elif meld.kind is MeldKind.CONCEALED_KONG:
                hu.append(Line("an_gang", _xy(self.hu.an_gang, k), k))
            if meld.kind in _TRIPLET_MELDS:
                tai.extend(self._honour_triplet_tai(ctx, k))
        if ctx.win_by is WinBy.KONG_REPLACEMENT:
            tai.append(Line("tai_gang_shang_kai_hua", self.tai["tai_gang_shang_kai_hua"]))
        if ctx.win_by is WinBy.ROBBED_KONG:
            tai.append(Line("tai_qiang_gang_hu", self.tai["tai_qiang_gang_hu"]))
        if ctx.wild is None or not _holds(ctx.concealed, ctx.melds, ctx.wild):
            tai.append(Line("tai_ying_hu", self.tai["tai_ying_hu"]))
        if ctx.first_turn:
            if ctx.dealer and ctx.win_by.self_drawn:
                tai.append(Line("tai_tian_hu", self.tai["tai_tian_hu"]))
            elif not ctx.dealer:
                tai.append(Line("tai_di_hu", self.tai["tai_di_hu"]))
        return hu, tai

    def _honour_triplet_tai(self, ctx: WinContext, kind: int) -> list[Line]:
        out = []
        if kind == ctx.seat_wind:
            out.append(Line("tai_zuo_feng", self.tai["tai_zuo_feng"], kind))
        if kind == ctx.round_wind:
            out.append(Line("tai_quan_feng", self.tai["tai_quan_feng"], kind))
        dragon = _DRAGON_TAI.get(kind)
        if dragon is not None:
            out.append(Line(dragon, self.tai[dragon], kind))
        return out

    def _reading_items(
        self,
        ctx: WinContext,
        reading: Reading,
        position: _Position,
        self_drawn: bool,
        only_two_sided: bool,
        hu: list[Line],
        tai: list[Line],
    ) -> None:
        """Append the reading's concealed groups, the wait and the hand-wide patterns."""
        all_sequences = all(m.kind is MeldKind.CHOW for m in ctx.melds)
        all_triplets = not any(m.kind is MeldKind.CHOW for m in ctx.melds)
        pair_kind = -1
        for gi, group in enumerate(reading.groups):
            k = group.tiles[0]
            if group.kind is GroupKind.PAIR:
                pair_kind = k
                if k in _DRAGON_TAI:
                    hu.append(Line("dui_jian", self.hu.pair, k))
                if k == ctx.seat_wind:
                    hu.append(Line("dui_zuo_feng", self.hu.pair, k))
                if k == ctx.round_wind:
                    hu.append(Line("dui_quan_feng", self.hu.pair, k))
            elif group.kind is GroupKind.TRIPLET:
                all_sequences = False
                if gi != position.group:  # 对倒 replaces the value of the triplet it completes
                    hu.append(Line("an_ke", _xy(self.hu.an_ke, k), k))
                tai.extend(self._honour_triplet_tai(ctx, k))
            else:
                all_triplets = False
        win_kind = reading.groups[position.group].tiles[0]
        wait = position.wait
        if wait == "dan_diao":
            table = self.hu.dan_diao_self if self_drawn else self.hu.dan_diao_discard
            hu.append(Line("dan_diao", _xy(table, win_kind), win_kind))
        elif wait == "dui_dao":
            table = self.hu.dui_dao_self if self_drawn else self.hu.dui_dao_discard
            hu.append(Line("dui_dao", _xy(table, win_kind), win_kind))
        elif wait in ("bian_zhang", "kan_zhang"):
            hu.append(Line(wait, self.hu.bian_kan[0 if self_drawn else 1]))
        elif (
            all_sequences
            and only_two_sided
            and pair_kind not in _DRAGON_TAI
            and pair_kind not in (ctx.seat_wind, ctx.round_wind)
        ):
            hu.append(Line("ping_hu", self.hu.ping_hu[0 if self_drawn else 1]))
        represented = list(reading.represented)
        for meld in ctx.melds:
            represented.extend(meld.tiles)
        suits = {k // 9 for k in represented if k < 27}
        honours = any(k >= 27 for k in represented)
        if len(suits) == 1:
            key = "tai_hun_yi_se" if honours else "tai_qing_yi_se"
            tai.append(Line(key, self.tai[key]))
        if all_triplets:
            tai.append(Line("tai_dui_dui_hu", self.tai["tai_dui_dui_hu"]))

    def priced(self, hu: list[Line], tai: list[Line]) -> Scored:
        """Steps 1–3 of the settlement: (Σ胡 + 底胡) × 2^台, rounded up, capped. Items worth
        nothing are dropped (a 台 switched off), except 平胡 on a discard, shown as 0."""
        hu = [line for line in hu if line.value or line.key == "ping_hu"]
        tai = [line for line in tai if line.value]
        hu_sum = sum(line.value for line in hu)
        tai_sum = sum(line.value for line in tai)
        raw = (hu_sum + self.base_hu) * 2**tai_sum
        step = self.round_to
        rounded = -(-raw // step) * step  # 逢一进百: any part of a hundred counts as a hundred
        return Scored(tuple(hu), tuple(tai), self.base_hu, raw, rounded, min(rounded, self.cap))


def _holds(concealed: Sequence[int], melds: Sequence[Meld], kind: int) -> bool:
    return bool(concealed[kind]) or any(kind in m.tiles for m in melds)
