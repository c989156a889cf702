"""临沧麻将 (推倒胡 with 番 patterns): the region module, and the base of 临汾 (linfen.py).

Rules: docs/rules/lincang.md. No chow; two tail tiles face up for 杠上开花; a plain hand (平胡)
wins only self-drawn; patterns are 1 番 each (龙七对 2) and double the amount per extra 番;
十老头/七风 win at once; the last four tiles force wins; the first winner deals next. Numbers
live in the ruleset's ``[tables]`` and options, names in its ``[terms]``.
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_desktop.hand import ShapeRules
from mahjong_desktop.rules import fast_shapes
from mahjong_desktop.rules.hand_facts import Evaluation, MeldKind, ScoreItem, WinBy, WinContext
from mahjong_desktop.rules.item_kinds import kind_of
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.rules.ruleset import Options, Ruleset
from mahjong_desktop.rules.settlement import (
    HandOutcome,
    Payment,
    ReadyCheck,
    SeatEnd,
    Settlement,
)
from mahjong_desktop.tiles import NUM_KINDS

_HONOURS = range(27, 34)
_TRIPLET_MELDS = frozenset(
    {MeldKind.PONG, MeldKind.KONG, MeldKind.ADDED_KONG, MeldKind.CONCEALED_KONG}
)
_SITUATIONAL = {
    WinBy.KONG_REPLACEMENT: "gang_shang_hua",
    WinBy.DISCARD_AFTER_KONG: "gang_shang_pao",
    WinBy.ROBBED_KONG: "qiang_gang_hu",
}
_MELD_VERB_ZH = {MeldKind.CHOW: "吃牌", MeldKind.THROW: "甩牌"}
_WIN_REASON = {
    WinBy.SELF_DRAW: "self_draw",
    WinBy.KONG_REPLACEMENT: "self_draw",
    WinBy.DISCARD: "discard_win",
    WinBy.DISCARD_AFTER_KONG: "discard_win",
    WinBy.ROBBED_KONG: "robbed_kong",
}


# 番 of one pattern; the payment doubles per 番, so more than this is no table anyone plays.
MAX_FAN = 16


class LincangRules(RegionRules):
    """临沧: see the module docstring. 临汾 differs only in its ruleset file's defaults."""

    region_id = "lincang"

    def __init__(self, ruleset: Ruleset, options: Options) -> None:
        super().__init__(ruleset, options)
        # Every number is bounded so that a hand-edited file cannot make a payment negative or
        # zero, or ask for more tiles than the wall has (the messages name file and key).
        t = ruleset.table_fields()
        self.unit = t.text("unit", "番", max_len=20)
        fan = t.table("fan", required=False)
        self.fan: dict[str, int] = {k: fan.integer(k, 0, MAX_FAN) for k in fan}
        self.self_draw_base = t.integer("self_draw_base", 1, 10_000, 3)
        self.discard_base = t.integer("discard_base", 1, 10_000, 4)
        self.plain_self_draw = t.integer("plain_self_draw", 0, 10_000, 1)
        self.fan_multiplier = t.integer("fan_multiplier", 1, 16, 2)
        self.quad_as_two = t.boolean("seven_pairs_quad_as_two", True)
        # 龙七对 "單獨調三張牌一樣的": three alike held, the winning tile the fourth; the option
        # counts any four alike in seven pairs.
        # The second-audit options default to off when a ruleset does not declare them (a
        # player's copy of an older file, a test's small ruleset): off is the seed's reading.
        self.long_any_four = bool(options.get("long_qi_dui_any_four", False))
        # 平胡 "玩家的手牌為任意兩門牌": read as mixed suits; the option asks a missing suit.
        self.ping_hu_lacks_suit = bool(options.get("ping_hu_lacks_suit", False))
        # "不能連莊": at an exhaustive draw the deal passes on unless the option keeps it.
        self.dealer_stays_on_draw = bool(options.get("dealer_stays_on_draw", False))
        self.honour_run_lengths = (
            t.integer("qi_feng_length", 1, 7, 7),  # 7 winds and dragons exist
            t.integer("shi_lao_tou_length", 1, 28, 10),  # 28 honour tiles exist
        )
        self._face_up_tail = t.integer("face_up_tail", 1, 4, 2)
        self._forced_win_live = t.integer("forced_win_live", 1, 16, 4)

    # --- table set-up and claims -----------------------------------------------------------------
    def face_up_tail(self) -> int:
        return self._face_up_tail

    def kong_win_takes_face_up(self) -> bool:
        return True

    def reflip_face_up(self) -> bool:
        return bool(self.options["reflip_tail"])

    def multiple_winners(self) -> bool:
        return bool(self.options["multiple_winners"])

    def forced_win_live(self) -> int | None:
        if not self.options["last_four_forced"]:
            return None
        return self._forced_win_live

    def honour_run_win(self, run: Sequence[int], from_first_discard: bool) -> str | None:
        """十老头/七风: "連續打出10張字牌…且未被碰或者杠" [seed]. [decided] counted from the
        player's first discard of the hand; option ``honour_run_anywhere``: any run of ten (or of
        the seven different honours) in a row counts, wherever it starts."""
        if not self.options["honour_discard_wins"]:
            return None
        anywhere = bool(self.options.get("honour_run_anywhere", False))
        if not (from_first_discard or anywhere):
            return None
        qi_feng, shi_lao_tou = self.honour_run_lengths
        # From the first discard the run is exactly that long; anywhere, its last tiles count.
        last = run[-qi_feng:] if anywhere else run
        if len(last) == qi_feng and len(set(last)) == qi_feng:
            return "qi_feng"
        if len(run) == shi_lao_tou:
            return "shi_lao_tou"
        return None

    def shape_rules(self, variant: str | None = None) -> ShapeRules:
        return ShapeRules(standard=True, seven_pairs=True, seven_pairs_quad_as_two=self.quad_as_two)

    # --- wins ----------------------------------------------------------------------------------
    def waits(
        self, counts: Sequence[int], melds: int, wild: int | None, *, variant: str | None = None
    ) -> set[int]:
        out = fast_shapes.standard_waits(counts)
        if melds == 0:
            out |= fast_shapes.seven_pairs_waits(counts, quad_as_two=self.quad_as_two)
        return out

    def _item(self, key: str, value: int | None = None) -> ScoreItem:
        zh, en = self.term(key)
        value = self.fan.get(key, 1) if value is None else value
        return ScoreItem(key, zh, en, value, kind_of(self.region_id, key))

    def shape_items(self, ctx: WinContext) -> list[ScoreItem] | None:
        """The 番 patterns of the hand's best reading (None if the hand is not complete)."""
        counts = ctx.concealed
        best: list[ScoreItem] | None = None
        if fast_shapes.is_standard_complete(counts):
            items = []
            if all(m.kind in _TRIPLET_MELDS for m in ctx.melds) and fast_shapes.all_triplets(
                counts
            ):
                items.append(self._item("peng_peng_hu"))
            best = items
        if not ctx.melds and fast_shapes.is_seven_pairs(counts, quad_as_two=self.quad_as_two):
            long = 4 in counts if self.long_any_four else counts[ctx.win_tile] == 4
            key = "long_qi_dui" if long else "xiao_qi_dui"
            items = [self._item(key)]
            if best is None or sum(i.value for i in items) > sum(i.value for i in best):
                best = items
        if best is None:
            return None
        whole = ctx.all_counts()
        suits = {k // 9 for k in range(NUM_KINDS) if whole[k]}
        if len(suits) == 1:  # one suit, or all honours (字一色 counts as 清一色 here)
            best.append(self._item("qing_yi_se"))
        return best

    def evaluate(self, ctx: WinContext) -> Evaluation:
        for meld in ctx.melds:
            if meld.kind in (MeldKind.CHOW, MeldKind.THROW):
                return Evaluation.illegal(
                    f"{self.ruleset.name_zh} has no {meld.kind.value} melds",
                    self.unit,
                    zh=f"{self.ruleset.name_zh}不能{_MELD_VERB_ZH[meld.kind]}",
                )
        items = self.shape_items(ctx)
        if items is None:
            return Evaluation.illegal("not a complete hand", self.unit, zh="牌型不成和")
        situational = _SITUATIONAL.get(ctx.win_by)
        if situational is not None:
            items.append(self._item(situational))
        if self.ping_hu_lacks_suit and not sum(i.value for i in items):
            whole = ctx.all_counts()
            if all(any(whole[b : b + 9]) for b in (0, 9, 18)):
                return Evaluation.illegal(
                    "平胡 must lack a suit (任意兩門牌): this plain hand holds 万, 条 and 筒",
                    self.unit,
                    zh="平胡必须缺一门（任意两门牌）：这手牌万、条、筒都有",
                )
        return self._priced(items, ctx.win_by)

    def evaluate_special(self, key: str) -> Evaluation:
        if key not in ("shi_lao_tou", "qi_feng"):
            return super().evaluate_special(key)
        # Paid like a self-draw: every other player pays [decided].
        return self._priced([self._item(key)], WinBy.SELF_DRAW)

    def _priced(self, items: list[ScoreItem], win_by: WinBy) -> Evaluation:
        fan = sum(i.value for i in items)
        if fan == 0:
            if not win_by.self_drawn:
                return Evaluation.illegal(
                    "平胡 (plain hand) must be self-drawn: no 番 pattern, so it cannot win on a "
                    "discard",
                    self.unit,
                    zh="平胡必须自摸：没有番型，不能点炮胡",
                )
            plain = self._item("ping_hu", 0)
            return Evaluation(
                legal=True,
                reason=None,
                items=(plain,),
                unit=self.unit,
                total=0,
                each=self.plain_self_draw,
                formula=f"平胡自摸 {self.plain_self_draw} from each",
                formula_zh=f"平胡自摸，每家 {self.plain_self_draw}",
            )
        mult = self.fan_multiplier ** (fan - 1)
        if win_by.self_drawn:
            amount = self.self_draw_base * mult
            formula = (
                f"{self.self_draw_base} × {self.fan_multiplier}^({fan}−1) = {amount} from each"
            )
            return Evaluation(
                True, None, tuple(items), self.unit, fan, each=amount, formula=formula,
                formula_zh=f"{self.self_draw_base} × {self.fan_multiplier}^({fan}−1) = {amount}"
                "，三家各付",
            )  # fmt: skip
        amount = self.discard_base * mult
        formula = (
            f"{self.discard_base} × {self.fan_multiplier}^({fan}−1) = {amount} from the discarder"
        )
        return Evaluation(
            True, None, tuple(items), self.unit, fan, discarder=amount, other=0, formula=formula,
            formula_zh=f"{self.discard_base} × {self.fan_multiplier}^({fan}−1) = {amount}"
            "，点炮者独付",
        )  # fmt: skip

    # --- settlement ----------------------------------------------------------------------------
    def settle(self, outcome: HandOutcome) -> Settlement:
        payments: list[Payment] = []
        notes: list[str] = []
        for win in outcome.winners:
            ev = win.evaluation
            reason = win.special or _WIN_REASON[win.win_by]
            if ev.each is not None:
                payments.extend(
                    Payment(s, win.seat, ev.each, reason) for s in range(4) if s != win.seat
                )
            else:
                assert win.from_seat is not None and ev.discarder is not None
                payments.append(Payment(win.from_seat, win.seat, ev.discarder, reason))
                if ev.other:
                    payments.extend(
                        Payment(s, win.seat, ev.other, reason)
                        for s in range(4)
                        if s not in (win.seat, win.from_seat)
                    )
        checks: tuple[ReadyCheck, ...] = ()
        if outcome.draw:
            if outcome.kongs:
                notes.append("kong_payments_cancelled")  # 流局杠钱不算
            if self.options["cha_da_jiao"]:
                checks = tuple(self.ready_check(s, seat) for s, seat in enumerate(outcome.seats))
                for payee in checks:
                    if not payee.ready:
                        continue
                    payments.extend(
                        Payment(payer.seat, payee.seat, payee.value, "cha_da_jiao")
                        for payer in checks
                        if not payer.ready
                    )
        else:
            payments.extend(self.kong_payments(outcome))
        return Settlement(tuple(payments), outcome.winners, checks, tuple(notes))

    def kong_payments(self, outcome: HandOutcome) -> list[Payment]:
        """Kong money, settled at the end of the hand [seed: exposed 2 from the discarder;
        decided: concealed 2 from each, added 1 from each — all options]."""
        out: list[Payment] = []
        for kong in outcome.kongs:
            if kong.kind is MeldKind.KONG:
                assert kong.from_seat is not None
                amount = int(self.options["kong_exposed"])
                if amount:
                    out.append(Payment(kong.from_seat, kong.seat, amount, "kong_exposed"))
                continue
            key = "kong_concealed" if kong.kind is MeldKind.CONCEALED_KONG else "kong_added"
            amount = int(self.options[key])
            if amount:
                out.extend(Payment(s, kong.seat, amount, key) for s in range(4) if s != kong.seat)
        return out

    def ready_check(self, seat: int, end: SeatEnd) -> ReadyCheck:
        """查大叫: is the player ready, and what is their best wait worth as a discard win? A wait
        that is only a plain hand counts as the 平胡 self-draw value [decided,
        docs/rules/linfen.md]. Waits on a kind the player holds all four of are not waits."""
        counts = list(end.concealed)
        held = list(counts)
        for meld in end.melds:
            for t in meld.tiles:
                held[t] += 1
        best: ReadyCheck = ReadyCheck(seat, False)
        for wait in sorted(self.waits(counts, len(end.melds), None)):
            if held[wait] >= 4:
                continue
            counts[wait] += 1
            ctx = WinContext(tuple(counts), end.melds, wait, WinBy.DISCARD)
            counts[wait] -= 1
            ev = self.evaluate(ctx)
            if ev.legal:
                value = ev.discarder or 0
            else:
                ev = self.evaluate(WinContext(ctx.concealed, ctx.melds, wait, WinBy.SELF_DRAW))
                if not ev.legal:
                    continue
                value = self.plain_self_draw
            if not best.ready or value > best.value:
                best = ReadyCheck(seat, True, wait, value, ev)
        return best

    def next_dealer(self, outcome: HandOutcome) -> tuple[int, int]:
        """The first winner deals next (with several winners on one discard, the one nearest after
        the discarder); a winning dealer deals again; at a draw the deal passes to the next seat
        ("不能連莊" [decided, second audit]) unless the option keeps the dealer. The streak only
        counts consecutive wins by the dealer; 临沧 pays no bonus for it.

        Option ``multi_win_dealer`` = ``discarder_next``: after 一炮多响 the seat right after the
        discarder deals, winner or not (the other reading of "點炮者下方第一家")."""
        winner = outcome.first_winner
        if winner is None:
            if self.dealer_stays_on_draw:
                return outcome.dealer, outcome.dealer_streak
            return (outcome.dealer + 1) % 4, 0
        from_seat = winner.from_seat
        if (
            len(outcome.winners) > 1
            and from_seat is not None
            and self.options.get("multi_win_dealer") == "discarder_next"
        ):
            seat = (from_seat + 1) % 4
            kept = seat == outcome.dealer and any(w.seat == seat for w in outcome.winners)
            return seat, outcome.dealer_streak + 1 if kept else 0
        if winner.seat == outcome.dealer:
            return outcome.dealer, outcome.dealer_streak + 1
        return winner.seat, 0
