"""上饶麻将 (wild 宝 tiles, self-draw only): the region module.

Rules: docs/rules/shangrao.md. After the deal one tail tile is turned up as the indicator; the
宝 (wild) is the next kind (or the indicator itself, an option). Chow, pong and every kong are
allowed; wins are self-drawn only. A win is scored from the seed's table — a row per hand shape
(平胡, 七对, 碰碰胡, 十三烂, 九幺 and their 清一色/九幺/七星 variants) and a column per use of the
宝 (无宝自摸, 宝调, 有宝自摸) — doubled for each 宝 the winner discarded (飞宝); a hand worth less
than the minimum (4) is no win. Every other player pays. Numbers live in the ruleset's
``[tables]`` and options, names in its ``[terms]``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from mahjong_desktop.hand import (
    GroupKind,
    Reading,
    Shape,
    ShapeRules,
    readings,
    shanten_counts,
    waits_counts,
)
from mahjong_desktop.rules.hand_facts import Evaluation, Meld, MeldKind, ScoreItem, WinContext
from mahjong_desktop.rules.item_kinds import ItemKind
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.rules.ruleset import Options, Ruleset
from mahjong_desktop.rules.settlement import HandOutcome, Payment, Settlement
from mahjong_desktop.rules.shangrao.cells import (
    Cell,
    Column,
    jiuyao_cells,
    modifiers,
    seven_pairs_cells,
)
from mahjong_desktop.validation import Fields

_HONOURS = frozenset(range(27, 34))
_EAST, _NORTH, _WHITE, _GREEN, _RED = 27, 30, 31, 32, 33


# When two readings are worth the same, name the win by the plainer use of the 宝.
_COLUMN_RANK = {Column.WU_BAO: 2, Column.BAO_DIAO: 1, Column.YOU_BAO: 0}

ROWS = (
    "ping_hu",
    "ping_hu_qing_yi_se",
    "qi_dui",
    "qi_dui_qing_yi_se",
    "qi_dui_jiu_yao",
    "qi_dui_jiu_yao_qing_yi_se",
    "peng_peng_hu",
    "peng_peng_hu_qing_yi_se",
    "peng_peng_hu_jiu_yao",
    "peng_peng_hu_jiu_yao_qing_yi_se",
    "shi_san_lan",
    "shi_san_lan_qi_xing",
    "jiu_yao",
    "jiu_yao_qi_xing",
)

_TRIPLET_MELDS = frozenset(
    {MeldKind.PONG, MeldKind.KONG, MeldKind.ADDED_KONG, MeldKind.CONCEALED_KONG}
)


def next_kind(kind: int) -> int:
    """The kind an indicator names as 宝: 1→2 … 9→1 within a suit, 东→南→西→北→东 and
    中→发→白→中 (7z→6z→5z→7z)."""
    if kind < 27:
        return kind - kind % 9 + (kind % 9 + 1) % 9
    if kind <= _NORTH:
        return _EAST + (kind - _EAST + 1) % 4
    return {_RED: _GREEN, _GREEN: _WHITE, _WHITE: _RED}[kind]


@dataclass(frozen=True, slots=True)
class Verdict:
    """One reading's place in the score table: ``row`` × ``column`` = ``base`` points."""

    row: str
    column: Column
    base: int


def read_score_table(tables: Fields) -> dict[str, dict[Column, int]]:
    """``[tables] score.<row> = { wu_bao = …, bao_diao = …, you_bao = … }`` → row → column → points.
    A missing cell is a "—" of the seed: no such case (the reading is not scored by that cell)."""
    score = tables.table("score")  # one table of points per row
    score.only(ROWS)
    columns = {c.value: c for c in Column}
    out: dict[str, dict[Column, int]] = {}
    for row in ROWS:
        cells = score.table(row)
        cells.only(columns)
        out[row] = {columns[key]: cells.integer(key, 0, 10_000) for key in cells}
    return out


def wilds_used(reading: Reading, wild: int | None) -> int:
    """How many 宝 stand in for another tile. A 宝 showing its own face is no wild (无宝 counts
    it as itself); counted here rather than by ``Reading.wilds_used`` so that it holds whichever
    way the hand core flags a 宝 read as its own face."""
    return sum(
        flag and kind != wild
        for g in reading.groups
        for kind, flag in zip(g.tiles, g.wild, strict=True)
    )


@lru_cache(maxsize=4096)
def _readings(
    concealed: tuple[int, ...], melds: int, wild: int | None, rules: ShapeRules
) -> tuple[Reading, ...]:
    # The engine asks about the same hand more than once (a draw, then the hint of that draw).
    return tuple(readings(concealed, melds=melds, wild=wild, rules=rules))


class ShangraoRules(RegionRules):
    """上饶: see the module docstring."""

    region_id = "shangrao"

    def __init__(self, ruleset: Ruleset, options: Options) -> None:
        super().__init__(ruleset, options)
        t = ruleset.table_fields()
        self.unit = t.text("unit", "分", max_len=20)
        self.score_table = read_score_table(t)
        self.fei_bao_factor = t.integer("fei_bao_factor", 1, 16, 2)
        self.bao_diao_exclusive = t.boolean("bao_diao_exclusive", False)
        self._face_up_tail = t.integer("face_up_tail", 1, 4, 1)
        # 宝还原 off (the seed's reading): "14张牌中没有任何一张宝牌" — a hand holding a 宝 at all,
        # even as its own face, is no 无宝. On: a 宝 used as its own face counts as 无宝.
        self.bao_huan_yuan = bool(options.get("bao_huan_yuan", False))
        self.rules = ShapeRules(
            standard=True,
            seven_pairs=True,
            seven_pairs_quad_as_two=t.boolean("seven_pairs_quad_as_two", True),
            shisanlan=True,
            jiuyao=True,
        )
        # The shapes read with hand.readings; 七对 and 九幺 are counted (shangrao_cells).
        self._standard = replace(self.rules, seven_pairs=False, shisanlan=False, jiuyao=False)
        self._shisanlan = replace(self._standard, standard=False, shisanlan=True)

    # --- table set-up and claims -----------------------------------------------------------------
    def face_up_tail(self) -> int:
        return self._face_up_tail

    def wild_kind(self, face_up: Sequence[int]) -> int | None:
        """The 宝 named by the indicator (the first tile turned up)."""
        if not face_up:
            return None
        indicator = face_up[0]
        return indicator if self.options["wild_kind"] == "indicator" else next_kind(indicator)

    def chow_allowed(self) -> bool:
        return True

    def multiple_winners(self) -> bool:
        return False  # no discard wins at all

    def shape_rules(self, variant: str | None = None) -> ShapeRules:
        return self.rules

    # --- wins ----------------------------------------------------------------------------------
    def waits(
        self, counts: Sequence[int], melds: int, wild: int | None, *, variant: str | None = None
    ) -> set[int]:
        """Every kind that completes the hand in some shape, 宝 standing for anything (the 宝
        kind itself is a wait of every ready hand). Whether it is a legal win is ``evaluate``'s."""
        out = set(waits_counts(counts, melds=melds, wild=wild, rules=self.rules))
        if wild is not None and wild not in out and counts[wild] < 4:
            # Work-around: the hand core's waits_counts leaves the 宝 kind out of some ready hands
            # (e.g. 12m456m789m123p5z + 宝), though a drawn 宝 completes every ready hand.
            with_bao = list(counts)
            with_bao[wild] += 1
            if shanten_counts(with_bao, melds=melds, wild=wild, rules=self.rules) == -1:
                out.add(wild)
        return out

    def verdicts(self, ctx: WinContext) -> list[Verdict]:
        """The table cell of every way the hand reads (empty when it is not complete)."""
        out = []
        for row, column in sorted(self.cells(ctx), key=lambda c: (c[0], c[1].value)):
            base = self.score_table[row].get(column)
            if base is not None:
                out.append(Verdict(row, column, base))
        return out

    def cells(self, ctx: WinContext) -> set[Cell]:
        """(row, column) of every reading: the standard shape and 十三烂 from ``hand.readings``,
        七对 and 九幺 counted directly (the same cells, without listing thousands of readings)."""
        n = len(ctx.melds)
        if sum(ctx.concealed) + 3 * n != 14:
            return set()
        found = set(self._reading_cells(ctx, self._standard))
        if n == 0:
            found |= self._reading_cells(ctx, self._shisanlan)
            plain = list(ctx.concealed)
            w = 0
            if ctx.wild is not None:
                w, plain[ctx.wild] = plain[ctx.wild], 0
            found |= seven_pairs_cells(
                plain,
                w,
                ctx.wild,
                ctx.win_tile,
                quad_as_two=self.rules.seven_pairs_quad_as_two,
                bao_diao_exclusive=self.bao_diao_exclusive,
            )
            found |= jiuyao_cells(plain, w, ctx.wild)
        return self._seed_wu_bao(ctx, found)

    def _seed_wu_bao(self, ctx: WinContext, found: set[Cell]) -> set[Cell]:
        """无宝 only when none of the 14 tiles is a 宝 [seed], unless 宝还原 is on: a reading
        that uses no 宝 as a wild but holds one as its own face is 有宝 (it cannot be 宝调, which
        needs a 宝 standing in for the drawn tile)."""
        if self.bao_huan_yuan or ctx.wild is None or not ctx.all_counts()[ctx.wild]:
            return found
        return {(row, Column.YOU_BAO if c is Column.WU_BAO else c) for row, c in found}

    def reading_cells(self, ctx: WinContext) -> set[Cell]:
        """The cells from every reading of ``hand.readings`` (the reference ``cells`` is checked
        against in the tests; slow with several 宝)."""
        if sum(ctx.concealed) + 3 * len(ctx.melds) != 14:
            return set()
        return self._seed_wu_bao(ctx, self._reading_cells(ctx, self.rules))

    def _reading_cells(self, ctx: WinContext, rules: ShapeRules) -> set[Cell]:
        found = _readings(ctx.concealed, len(ctx.melds), ctx.wild, rules)
        return {(self.row(r, ctx.melds), self.column(r, ctx.win_tile, ctx.wild)) for r in found}

    def row(self, reading: Reading, melds: Sequence[Meld]) -> str:
        """The table row of a reading: its shape and 清一色/九幺/七星, counting each 宝 as the tile
        it stands for."""
        kinds = set(reading.represented)
        for meld in melds:
            kinds.update(meld.tiles)
        suits = {k // 9 for k in kinds}
        if reading.shape is Shape.SHISANLAN:
            return "shi_san_lan_qi_xing" if kinds >= _HONOURS else "shi_san_lan"
        if reading.shape is Shape.JIUYAO:
            return "jiu_yao_qi_xing" if kinds >= _HONOURS else "jiu_yao"
        if reading.shape is Shape.SEVEN_PAIRS:
            row = "qi_dui"
        elif all(g.kind in (GroupKind.TRIPLET, GroupKind.PAIR) for g in reading.groups) and all(
            m.kind in _TRIPLET_MELDS for m in melds
        ):
            row = "peng_peng_hu"
        else:
            # A 平胡 has a sequence, so it is never all honours nor all 1s, 9s and honours.
            return "ping_hu_qing_yi_se" if len(suits) == 1 else "ping_hu"
        return modifiers(row, kinds)  # 九幺 and 清一色 (one suit, or all honours: 字一色) [seed]

    def column(self, reading: Reading, win_tile: int, wild: int | None) -> Column:
        """无宝 / 宝调 / 有宝 of one reading (docs/rules/shangrao.md "Words of the score table")."""
        used = wilds_used(reading, wild)
        if used == 0:
            return Column.WU_BAO
        if win_tile != wild and (not self.bao_diao_exclusive or used == 1):
            # The pair is the drawn kind once as itself and once as a 宝 standing in for it.
            bao_diao = (win_tile, win_tile), (False, True)
            if any(
                g.kind is GroupKind.PAIR and (g.tiles, g.wild) == bao_diao for g in reading.groups
            ):
                return Column.BAO_DIAO
        # A lone 宝 waiting draws a second 宝: the pair is a 宝 (as wild) and the tile just drawn,
        # both standing in for one kind — 宝调 by its definition, and worth more than 有宝
        # ("highest reading wins"; third audit: it was scored 有宝自摸).
        if (
            win_tile == wild
            and (not self.bao_diao_exclusive or used == 2)
            and any(g.kind is GroupKind.PAIR and g.wild == (True, True) for g in reading.groups)
        ):
            return Column.BAO_DIAO
        return Column.YOU_BAO

    def evaluate(self, ctx: WinContext) -> Evaluation:
        if not ctx.win_by.self_drawn:
            return Evaluation.illegal(
                f"{self.ruleset.name_zh}只能自摸胡牌: wins are self-drawn only, not on a "
                f"{ctx.win_by.value.replace('_', ' ')}",
                self.unit,
                zh=f"{self.ruleset.name_zh}只能自摸胡牌",
            )
        found = self.verdicts(ctx)
        if not found:
            return Evaluation.illegal("not a complete hand", self.unit, zh="牌型不成和")
        best = max(found, key=lambda v: (v.base, _COLUMN_RANK[v.column], v.row))
        row_zh, row_en = self.term(best.row)
        col_zh, col_en = self.term(best.column.value)
        fei_bao = ctx.discarded_wilds if self.options["fei_bao_doubles"] else 0
        value = best.base * self.fei_bao_factor**fei_bao
        formula = f"{row_zh} {col_zh} {best.base}"
        if fei_bao:
            power = "" if fei_bao == 1 else f"^{fei_bao}"
            formula += f" × 飞宝 {self.fei_bao_factor}{power} = {value}"
        minimum = int(self.options["min_value"])
        if value < minimum:
            return Evaluation.illegal(
                f"{formula} < 起胡 {minimum}: not a win (a hand worth less than {minimum} cannot "
                "win; 基础分2，不能够胡牌)",
                self.unit,
                zh=f"{formula}，不到起胡 {minimum} 分，不能胡牌",
            )
        items = [ScoreItem(best.row, f"{row_zh}{col_zh}", f"{row_en} · {col_en}", best.base)]
        if fei_bao:
            zh, en = self.term("fei_bao")
            # value: how many 宝 were thrown (张), each a doubling: a step of the arithmetic, not
            # a pattern — and not 分, the unit the other lines and the total are counted in.
            items.append(ScoreItem("fei_bao", zh, en, fei_bao, ItemKind.STEP, "张"))
        return Evaluation(
            legal=True,
            reason=None,
            items=tuple(items),
            unit=self.unit,
            total=value,
            each=value,
            formula=f"{formula} from each" if fei_bao else f"{formula} = {value} from each",
            formula_zh=f"{formula}，三家各付" if fei_bao else f"{formula} = {value}，三家各付",
        )

    # --- settlement ----------------------------------------------------------------------------
    def settle(self, outcome: HandOutcome) -> Settlement:
        payments: list[Payment] = []
        notes: list[str] = []
        for win in outcome.winners:
            amount = win.evaluation.each or 0
            payments.extend(
                Payment(s, win.seat, amount, "self_draw") for s in range(4) if s != win.seat
            )
        if outcome.winners:
            notes.append("bao_si_kou")  # the winner's hand and discards are laid open
        if outcome.draw and not self.options["kong_paid_on_draw"]:
            if outcome.kongs:
                notes.append("kong_payments_cancelled")
        else:
            payments.extend(self.kong_payments(outcome))
        return Settlement(tuple(p for p in payments if p.amount), outcome.winners, (), tuple(notes))

    def kong_payments(self, outcome: HandOutcome) -> list[Payment]:
        """Kong money at the end of the hand [decided]: exposed 1 from the discarder, added 1 and
        concealed 2 from each other player (options)."""
        out: list[Payment] = []
        for kong in outcome.kongs:
            if kong.kind is MeldKind.KONG:
                assert kong.from_seat is not None
                out.append(
                    Payment(
                        kong.from_seat, kong.seat, int(self.options["kong_exposed"]), "kong_exposed"
                    )
                )
                continue
            key = "kong_concealed" if kong.kind is MeldKind.CONCEALED_KONG else "kong_added"
            amount = int(self.options[key])
            out.extend(Payment(s, kong.seat, amount, key) for s in range(4) if s != kong.seat)
        return out

    def next_dealer(self, outcome: HandOutcome) -> tuple[int, int]:
        """A dealer win keeps the deal, any other win passes it to the next seat; at a draw the
        dealer stays (or the next seat deals, option ``dealer_on_draw``). The streak counts the
        dealer's consecutive wins; 上饶 pays nothing for it."""
        winner = outcome.first_winner
        if winner is None:
            if self.options["dealer_on_draw"] == "next":
                return (outcome.dealer + 1) % 4, 0
            return outcome.dealer, outcome.dealer_streak
        if winner.seat == outcome.dealer:
            return outcome.dealer, outcome.dealer_streak + 1
        return (outcome.dealer + 1) % 4, 0
