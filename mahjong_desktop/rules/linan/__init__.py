"""临安长烧麻将: the region module (docs/rules/linan.md, seed 004).

A tile turned up after the deal is the 财神 (wild; that copy stays out of play); the kind one below
it is the 杠花, laid out when drawn and replaced from the tail, 4 胡 each. Chow from the previous
player, pong, kongs; only added kongs can be robbed (paid as a self-draw). A hand is scored in 胡
(``linan_scoring``): (Σ胡 + 20) × 2^台, rounded up to the hundred, capped at 500; it must reach
200 (self-draw) or 300 (discard) to be a win at all. 老庄 adds 100 per count to every payment the
dealer makes or receives, after the cap. Payments are recorded as 胡 × 底注 (100 = one stake).
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_desktop.hand import ShapeRules
from mahjong_desktop.messages import Says
from mahjong_desktop.rules.hand_facts import Evaluation, MeldKind, ScoreItem, WinBy, WinContext
from mahjong_desktop.rules.item_kinds import kind_of, unit_of
from mahjong_desktop.rules.linan import shapes as linan_shapes
from mahjong_desktop.rules.linan.scoring import TAI_KEYS, HuTable, LinanScorer, Line, Scored
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.rules.ruleset import Options, Ruleset, RulesetError
from mahjong_desktop.rules.settlement import HandOutcome, Payment, Settlement
from mahjong_desktop.tiles import COPIES, zh_name
from mahjong_desktop.tiles import name as tile_name

_CACHE_LIMIT = 4096


def _paid_as_self_draw(win_by: WinBy) -> bool:
    """Self-draw, 杠上开花 and 抢杠 ("枪杠胡了算自摸") are paid and valued as self-draws."""
    return win_by.self_drawn or win_by is WinBy.ROBBED_KONG


class LinanRules(RegionRules):
    """临安: see the module docstring. Numbers live in the ruleset's [tables] and options."""

    region_id = "linan"

    def __init__(self, ruleset: Ruleset, options: Options) -> None:
        super().__init__(ruleset, options)
        t = ruleset.table_fields()
        self.unit = t.text("unit", "胡", max_len=20)
        hu = t.table("hu")  # the 胡数 table
        self.cap = int(options["cap"])
        self.round_to = t.integer("round_to", 1, 10_000, 100)
        if self.cap % self.round_to:
            multiple = Says("multiple_of", (str(self.round_to), "round_to"))
            raise RulesetError(ruleset.source, "options.cap", self.cap, multiple)
        self.base_hu = t.integer("base_hu", 0, 10_000, 20)
        self.lao_zhuang_hu = t.integer("lao_zhuang_hu", 0, 10_000, 100)
        self.lao_zhuang_halved = bool(options.get("lao_zhuang_halved", False))
        self.lao_zhuang_to_minimum = bool(options.get("lao_zhuang_counts_to_minimum", False))
        # 136 tiles − 53 dealt − the turned-up 财神 leave 82: keep at least a go-around playable.
        self.reserve = t.integer("wall_reserve", 0, 64, 16)
        self.min_self_draw = int(options["min_self_draw"])
        self.min_discard = int(options["min_discard"])
        self.base_stake = int(options["base_stake"])
        self.dragon_order = str(options["gang_hua_dragon_order"])
        table = HuTable.from_tables(hu)
        tai = {key: int(options[key]) for key in TAI_KEYS}
        self.scorer = LinanScorer(
            table,
            tai,
            base_hu=self.base_hu,
            round_to=self.round_to,
            cap=self.cap,
            highest_reading=bool(options.get("ping_hu_highest_reading", False)),
        )
        self._evaluations: dict[WinContext, Evaluation] = {}

    # --- table set-up: 财神 and 杠花 -------------------------------------------------------------
    def face_up_tail(self) -> int:
        return 1  # the tile that shows the 财神; it stays out of play

    def wild_kind(self, face_up: Sequence[int]) -> int | None:
        return face_up[0] if face_up else None

    def bonus_kind(self, wild: int | None) -> int | None:
        """The 杠花 kind: one step below the 财神 (None without a 财神)."""
        return None if wild is None else linan_shapes.gang_hua_kind(wild, self.dragon_order)

    def is_bonus_tile(self, kind: int, wild: int | None) -> bool:
        return wild is not None and kind == self.bonus_kind(wild)

    # --- claims and the wall ---------------------------------------------------------------------
    def chow_allowed(self) -> bool:
        return True

    def multiple_winners(self) -> bool:
        return False  # several robbers or claimers: the first in play order wins [seed]

    def passed_pong_lock(self) -> bool:
        return True

    def passed_win_lock_by_kind(self) -> bool:
        return True

    def kong_after_claim(self) -> bool:
        return False  # 吃碰后不能立即杠

    def wall_reserve(self) -> int:
        return self.reserve

    def last_tile_kong(self) -> bool:
        return True  # 最后抓的一张牌可以杠

    # --- wins ------------------------------------------------------------------------------------
    def shape_rules(self, variant: str | None = None) -> ShapeRules:
        return ShapeRules(standard=True, seven_pairs=False)

    def waits(
        self, counts: Sequence[int], melds: int, wild: int | None, *, variant: str | None = None
    ) -> set[int]:
        return linan_shapes.waits(counts, wild, self.bonus_kind(wild))

    def evaluate(self, ctx: WinContext) -> Evaluation:
        cached = self._evaluations.get(ctx)
        if cached is None:
            if len(self._evaluations) >= _CACHE_LIMIT:
                self._evaluations.clear()
            cached = self._evaluate(ctx)
            self._evaluations[ctx] = cached
        return cached

    def _evaluate(self, ctx: WinContext) -> Evaluation:
        problem = self._impossible(ctx)
        if problem is not None:
            return Evaluation.illegal(problem[0], self.unit, zh=problem[1])
        scored = self.scorer.best(ctx)
        if scored is None:
            return Evaluation.illegal(
                "not a complete hand: 临安 wins only with 4 melds and a pair",
                self.unit,
                zh="牌型不成和：临安只有四副面子加一对将才能胡",
            )
        self_drawn = _paid_as_self_draw(ctx.win_by)
        minimum = self.min_self_draw if self_drawn else self.min_discard
        items = self._items(scored)
        formula, formula_zh = self._formula(scored, ctx, self_drawn)
        amount = scored.capped
        reached = amount
        if self.lao_zhuang_to_minimum and ctx.dealer:
            # The seed's formula puts 老庄 inside the hand's amount; under the option the
            # winning dealer's own 老庄 count toward 起胡 (another winner's is no part of his hand).
            reached += self.lao_zhuang_hu * ctx.dealer_streak
        if reached < minimum:
            how = "a self-draw" if self_drawn else "a discard win"
            how_zh = "自摸" if self_drawn else "点炮"
            return Evaluation(
                legal=False,
                reason=f"{reached} 胡 is below the {minimum} 胡 minimum for {how} (起胡)",
                reason_zh=f"{reached} 胡不够{how_zh}起胡 {minimum} 胡",
                items=items,
                unit=self.unit,
                total=amount,
                formula=formula,
                formula_zh=formula_zh,
            )
        payments = self.pays(amount, self_drawn, ctx.dealer, ctx.dealer_streak)
        if self_drawn:
            return Evaluation(
                True, None, items, self.unit, amount, each=amount, formula=formula,
                formula_zh=formula_zh, payments=payments,
            )  # fmt: skip
        return Evaluation(
            True,
            None,
            items,
            self.unit,
            amount,
            discarder=amount,
            other=amount // 2,
            formula=formula,
            formula_zh=formula_zh,
            payments=payments,
        )

    def pays_unit(self) -> str:
        return f"胡 × 底注 {self.base_stake} (100 = one stake)"

    def concealed_kong_face_down(self) -> tuple[int, ...]:
        """ "暗杠后需把杠牌翻出三张" [seed]: three of the four tiles are turned face up, one stays
        down."""
        return (3,)

    # --- amounts: the one place that says what a payer pays ------------------------------------
    def share(self, amount: int, *, half: bool, dealer_involved: bool, streak: int) -> int:
        """胡 one payer pays on a win worth ``amount`` (capped): in full or half
        ("放铳付全部，其他付一半"), plus 老庄 when the dealer pays or receives — after the cap
        ("由老庄老上去就不算这个封顶"), in full, or halved with a half payment under the option
        (the seed's formula puts 老庄 inside the amount that is halved). The settlement, the result
        screen (which shows the settlement), the calculator and the ``score`` command all get
        their amounts here."""
        bonus = self.lao_zhuang_hu * streak if dealer_involved else 0
        if not half:
            return amount + bonus
        if self.lao_zhuang_halved:
            return (amount + bonus) // 2
        return amount // 2 + bonus

    def payment(self, amount: int, *, half: bool, dealer_involved: bool, streak: int) -> int:
        """What one payer is charged for a win worth ``amount`` 胡: ``share`` × 底注 (the seed's
        "…/100)×底注", recorded in hundredths of a stake: 100 = one stake). The one function for
        every amount a player reads: the settlement, the result screen, the calculator and the
        ``score`` command's ``pays``."""
        hu = self.share(amount, half=half, dealer_involved=dealer_involved, streak=streak)
        return hu * self.base_stake

    def pays(
        self, amount: int, self_drawn: bool, winner_is_dealer: bool, streak: int
    ) -> tuple[tuple[str, int], ...]:
        """The ``pays`` of an evaluation, from ``payment`` (so 底注 included, as the settlement
        charges): ``each`` (self-draw) or ``discarder`` and ``other``; when the winner is not the
        dealer and 老庄 counts, also what the dealer pays (``dealer``; on a discard win
        ``dealer_as_discarder`` / ``dealer_as_other``)."""

        def share(half: bool, dealer: bool) -> int:
            return self.payment(amount, half=half, dealer_involved=dealer, streak=streak)

        if self_drawn:
            out = [("each", share(False, winner_is_dealer))]
            if streak and not winner_is_dealer:
                out.append(("dealer", share(False, True)))
            return tuple(out)
        out = [
            ("discarder", share(False, winner_is_dealer)),
            ("other", share(True, winner_is_dealer)),
        ]
        if streak and not winner_is_dealer:
            out += [
                ("dealer_as_discarder", share(False, True)),
                ("dealer_as_other", share(True, True)),
            ]
        return tuple(out)

    def _impossible(self, ctx: WinContext) -> tuple[str, str] | None:
        """(English, Chinese) reason why no 临安 hand can look like this, or None."""
        for meld in ctx.melds:
            if meld.kind is MeldKind.THROW:
                name = self.ruleset.name_zh
                return f"{name} has no thrown sets (甩牌)", f"{name}没有甩牌"
        size = sum(ctx.concealed) + 3 * len(ctx.melds)
        if size != 14:
            return (
                f"a winning hand has 14 tiles counting each meld as 3, not {size}",
                f"胡牌的手牌（每副副露算三张）应为 14 张，而不是 {size} 张",
            )
        if ctx.wild is None:
            return None
        whole = ctx.all_counts()
        if whole[ctx.wild] >= COPIES:
            return (
                f"four 财神 {tile_name(ctx.wild)}: the turned-up copy is out of play, "
                "only three are live",
                f"四张财神{zh_name(ctx.wild)}：翻出的那张不在牌局中，只有三张可用",
            )
        bonus = self.bonus_kind(ctx.wild)
        if bonus is not None and whole[bonus]:
            return (
                f"杠花 {tile_name(bonus)} are laid out when drawn; a hand never holds one",
                f"杠花{zh_name(bonus)}摸到即亮出补花，手中不会有杠花",
            )
        return None

    def _item(self, line: Line) -> ScoreItem:
        zh, en = self.term(line.key)
        if line.tile is not None:
            zh, en = f"{zh} {zh_name(line.tile)}", f"{en} {tile_name(line.tile)}"
        kind = kind_of(self.region_id, line.key)
        unit = unit_of(self.region_id, line.key, self.unit)  # 台 items count 台, the rest 胡
        return ScoreItem(line.key, zh, en, line.value, kind, unit)

    def _items(self, scored: Scored) -> tuple[ScoreItem, ...]:
        """Every 胡 item, the 底胡, every 台 item, then the rounding and (if it bit) the cap."""
        lines = [*scored.hu, Line("base_hu", scored.base_hu), *scored.tai]
        lines.append(Line("feng_yi_jin_bai", scored.rounded))
        if scored.capped < scored.rounded:
            lines.append(Line("la_zi", scored.capped))
        return tuple(self._item(line) for line in lines)

    def _formula(self, scored: Scored, ctx: WinContext, self_drawn: bool) -> tuple[str, str]:
        """(English, Chinese): the arithmetic is shared, the words about who pays differ."""
        text = (
            f"({scored.hu_sum} 胡 + {scored.base_hu} 底胡) × 2^{scored.tai_sum} 台 = {scored.raw}"
            f" → 逢一进百 {scored.rounded}"
        )
        if scored.capped < scored.rounded:
            text += f" → 辣子封顶 {scored.capped}"
        amount = scored.capped
        zh = text

        stake = self.base_stake

        def share(half: bool) -> str:  # 胡 with 老庄 when the winner is the dealer, × 底注
            hu = self.share(amount, half=half, dealer_involved=ctx.dealer, streak=ctx.dealer_streak)
            return f"{hu} 胡 × 底注 {stake} = {hu * stake}"

        if self_drawn:
            text += f"; each of the three pays {share(False)}"
            zh += f"；三家各付 {share(False)}"
        else:
            text += f"; the discarder pays {share(False)}, each other player {share(True)}"
            zh += f"；放铳者付 {share(False)}，其余两家各付 {share(True)}"
        if ctx.dealer_streak:
            bonus = self.lao_zhuang_hu * ctx.dealer_streak
            text += (
                f"; 老庄 ×{ctx.dealer_streak}: +{bonus} 胡 on every payment the dealer makes or "
                "receives"
            )
            zh += f"；老庄 ×{ctx.dealer_streak}：庄家每笔收付加 {bonus} 胡"
            if self.lao_zhuang_halved and not self_drawn:
                text += " (halved with a half payment)"
                zh += "（付一半的也减半）"
        return (
            text + "; amounts are 胡 × 底注 (100 = one stake)",
            zh + "；金额 = 胡 × 底注（100 为 1 注）",
        )

    # --- settlement ------------------------------------------------------------------------------
    def settle(self, outcome: HandOutcome) -> Settlement:
        """No payments at a draw. A win: each payer pays ``share`` of the evaluation's 胡 (老庄
        included when the dealer pays or receives), times the base stake (100 = one stake)."""
        payments: list[Payment] = []
        notes: list[str] = []
        bonus = self.lao_zhuang_hu * outcome.dealer_streak
        for win in outcome.winners:
            ev = win.evaluation
            if win.win_by is WinBy.ROBBED_KONG:
                reason = "robbed_kong"
            elif _paid_as_self_draw(win.win_by):
                reason = "self_draw"
            else:
                reason = "discard_win"
            self_drawn = ev.each is not None
            if not self_drawn:
                assert win.from_seat is not None
            for payer in range(4):
                if payer == win.seat:
                    continue
                involved = outcome.dealer in (payer, win.seat)
                if involved and bonus:
                    notes.append("lao_zhuang")
                half = not self_drawn and payer != win.from_seat
                # Only the discarder dealt in (放铳); the others pay their half under their own
                # name ("放铳付全部，其他付一半").
                why = "discard_win_other" if half else reason
                amount = self.payment(
                    ev.total, half=half, dealer_involved=involved, streak=outcome.dealer_streak
                )
                if amount:
                    payments.append(Payment(payer, win.seat, amount, why))
        return Settlement(tuple(payments), outcome.winners, (), tuple(dict.fromkeys(notes)))

    def next_dealer(self, outcome: HandOutcome) -> tuple[int, int]:
        """The dealer wins → deals again, 老庄 + 1; another player wins → the seat after the
        dealer deals, 老庄 back to 0; a draw → the option (stays with the count, or passes)."""
        winner = outcome.first_winner
        if winner is None:
            if self.options["dealer_on_draw"] == "passes":
                return (outcome.dealer + 1) % 4, 0
            return outcome.dealer, outcome.dealer_streak
        if winner.seat == outcome.dealer:
            return outcome.dealer, outcome.dealer_streak + 1
        return (outcome.dealer + 1) % 4, 0
