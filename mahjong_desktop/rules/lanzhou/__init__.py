"""兰州麻将 (推倒胡 with 报听, 甩牌 and 番种): the region module. Rules: docs/rules/lanzhou.md.

- 玩法 (mode) of the hand: 两报 / 三报 / 悄悄胡 / 两报包 / 三报包 (``lanzhou_modes``), from the
  settings, or chosen by the dealer at the start of the hand (region move ``choose_mode:<mode>``,
  offered only under ``mode = dealer_chooses``); the choice holds while that player keeps the deal
  (the engine carries it as the game's ``variant``).
- 番种 chosen by the dealer ("由莊家決定番種", option ``dealer_chooses_fan``, off by default):
  the 中发白 rule and the 甩牌 番种 by region moves ``choose_fan:<choice>`` after the 玩法; they
  join the 玩法 in the variant (``lanzhou_fan``). Shapes and scorer are made once per 番种 set.
- 甩牌 after the deal (region move ``throw`` with the set's three tiles): each player in turn from
  the dealer throws 0–3 sets; under 硬甩 a player holding a combination must throw at least one,
  and a combination kept in the hand (or drawn later) is no meld: only 软甩 counts a concealed one.
- 报听 (region move ``declare_ready`` with the discarded tile): offered when the hand is ready after
  that discard; it locks the hand (``hand_locked``): drawn tiles that do not win are discarded by
  the engine, only kongs that keep the waits and every win are allowed, nothing is claimed but a
  win. A declared player's discards cannot be won on, except the declaring discard; their kongs
  cannot be robbed.
- 包扣到底: the hand goes on after a win (``play_on_after_win``); the winner keeps the locked hand.
- Scoring in ``lanzhou_score``; shapes in ``lanzhou_shapes``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from mahjong_desktop.hand import ShapeRules
from mahjong_desktop.rules.hand_facts import Evaluation, Meld, MeldKind, WinBy, WinContext
from mahjong_desktop.rules.lanzhou.fan import (
    Choices,
    FanSet,
    SetFan,
    ZfbLevel,
    fan_from_move,
    fan_move,
)
from mahjong_desktop.rules.lanzhou.modes import (
    DEALER_CHOOSES,
    Mode,
    Throw,
    mode_from_move,
    mode_move,
)
from mahjong_desktop.rules.lanzhou.score import UNIT, ScoreConfig, Scorer
from mahjong_desktop.rules.lanzhou.shapes import (
    LanzhouShapes,
    SetPattern,
    classify_throw,
    throw_patterns,
    zfb_patterns,
)
from mahjong_desktop.rules.region import MoveEffect, RegionRules, SeatFacts, TableFacts
from mahjong_desktop.rules.ruleset import Options, OptionValue, Ruleset
from mahjong_desktop.rules.settlement import HandOutcome, Payment, Settlement
from mahjong_desktop.tiles import format as format_tiles

THROW = "throw"
DECLARE_READY = "declare_ready"
MAX_THROWN_SETS = 3  # 每次最多只能甩9张牌 [seed]

_WIN_REASON = {
    WinBy.SELF_DRAW: "self_draw",
    WinBy.KONG_REPLACEMENT: "self_draw",
    WinBy.DISCARD: "discard_win",
    WinBy.DISCARD_AFTER_KONG: "discard_win",
    WinBy.ROBBED_KONG: "robbed_kong",
}


class LanzhouRules(RegionRules):
    """兰州: see the module docstring."""

    region_id = "lanzhou"
    unit = "番"

    def __init__(self, ruleset: Ruleset, options: Options) -> None:
        super().__init__(ruleset, options)
        raw_mode = str(options["mode"])
        self.mode_option: Mode | None = None if raw_mode == DEALER_CHOOSES else Mode(raw_mode)
        self.throw = Throw(str(options["throw"]))
        # 由莊家決定番種 [seed]: with the option on, the dealer picks the 番种 (``lanzhou_fan``);
        # the settings' switches stand where no choice was made. 小鸡满天飞 / 鸡飞蛋打 need 中发白
        # (the loader refuses switching them on without it; a default left on while 中发白 is
        # switched off simply does not apply).
        self.fan_option = bool(options.get("dealer_chooses_fan", False))
        self.settings_fan = FanSet.from_options(options)
        # Concealed 甩牌 combinations are melds under 软甩 only: under 硬甩 "在以後的打牌的過程中
        # 不會再有甩牌的牌型" — after the throwing they no longer exist (only thrown ones count).
        self.concealed_throw_sets = self.throw is Throw.SOFT
        tables = ruleset.table_fields()
        self.quad_as_two = tables.boolean("seven_pairs_quad_as_two", True)
        # 甩牌 "任意的3張“1”和“9”和“風”的組合", where the seed's 風 lists 中發白 too: an option.
        self.feng_dragons = bool(options.get("throw_feng_dragons", False))
        self.throw_patterns = (
            throw_patterns(self.feng_dragons) if self.throw is not Throw.NONE else ()
        )
        self._fan_tables: dict[FanSet, _FanTable] = {}
        table = self._fan_table(self.settings_fan)
        # The settings' shapes and scorer (the 番种 when no dealer chooses them).
        self.shapes = table.shapes
        self.scorer = table.scorer

    def _fan_table(self, fan: FanSet) -> _FanTable:
        """The shapes and the scorer of one set of 番种, made once."""
        made = self._fan_tables.get(fan)
        if made is not None:
            return made
        patterns: list[SetPattern] = []
        if self.concealed_throw_sets:
            patterns += throw_patterns(self.feng_dragons)
        if fan.zfb.on:
            patterns += zfb_patterns(fan.zfb.standins)
        shapes = LanzhouShapes(patterns, quad_as_two=self.quad_as_two)
        sets_exist = self.throw is not Throw.NONE  # 黑四风/么九蛋 count 甩牌 sets
        scorer = Scorer(
            ScoreConfig(
                base=int(self.options["base"]),
                throw=self.throw,
                zhong_fa_bai=fan.zfb.on,
                hei_si_feng=sets_exist and fan.sets.hei_si_feng,
                yao_jiu_dan=sets_exist and fan.sets.yao_jiu_dan,
                feng_dragons=self.feng_dragons,
                bao_times=1 if self.options.get("bao_amount") == "once" else 3,
            ),
            shapes,
            self.term,
            kept_sets=(
                LanzhouShapes(
                    [*patterns, *throw_patterns(self.feng_dragons)], quad_as_two=self.quad_as_two
                )
                if self.throw is Throw.HARD
                else None
            ),
        )
        made = _FanTable(fan, shapes, scorer)
        self._fan_tables[fan] = made
        return made

    def fan(self, variant: str | None) -> FanSet:
        """The 番种 in force: the settings, or under 'dealer chooses 番种' the dealer's choice
        (the settings until it is made)."""
        if not self.fan_option:
            return self.settings_fan
        return Choices.parse(variant).fan(self.settings_fan)

    def _shapes(self, variant: str | None) -> LanzhouShapes:
        return self._fan_table(self.fan(variant)).shapes

    # --- the mode of the hand ----------------------------------------------------------------
    def mode(self, variant: str | None) -> Mode | None:
        """The 玩法 in force: the setting, or under 'dealer chooses' the dealer's choice (None
        until made)."""
        if self.mode_option is not None:
            return self.mode_option
        return Choices.parse(variant).mode

    def variant_options(self, variant: str | None) -> dict[str, OptionValue]:
        """The option values that play a hand as ``variant`` does, with nothing left to choose
        (the ``score`` command's input for a hand played)."""
        out: dict[str, OptionValue] = {}
        mode = self.mode(variant)
        if self.mode_option is None and mode is not None:
            out["mode"] = mode.value
        if self.fan_option:
            out["dealer_chooses_fan"] = False
            out.update(self.fan(variant).options())
        return out

    def chosen(self, variant: str | None) -> list[tuple[str, str]]:
        """(Chinese, English) lines for what the dealer chose this hand: the 玩法 under 'dealer
        chooses', the 番种 under 'dealer chooses 番种' (nothing before the choice is made)."""
        choices = Choices.parse(variant)
        lines = []
        if self.mode_option is None and choices.mode is not None:
            decl = self.ruleset.options["mode"]
            zh, en = self.term(choices.mode.value)
            lines.append((f"{decl.label_zh}: {zh}", f"{decl.label_en}: {en}"))
        if self.fan_option and choices.zfb is not None:
            names = []
            if choices.zfb.on:
                names.append(self.term(choices.zfb.value))
            if self.throw is not Throw.NONE and choices.sets is not None:
                names += [
                    self.term(key)
                    for key, on in (
                        ("hei_si_feng", choices.sets.hei_si_feng),
                        ("yao_jiu_dan", choices.sets.yao_jiu_dan),
                    )
                    if on
                ]
            head_zh, head_en = self.term("fan_zhong")
            zh = "、".join(n[0] for n in names) or "无"
            en = ", ".join(n[1] for n in names) or "none"
            lines.append((f"{head_zh}: {zh}", f"{head_en}: {en}"))
        return lines

    def variant_in_force(self, variant: str | None) -> str | None:
        """The 玩法 of the hand as its option value (the setting, or the dealer's choice under
        'dealer chooses'; None until that choice is made)."""
        mode = self.mode(variant)
        return None if mode is None else mode.value

    # --- 甩牌 and the dealer's choice (pre-play) ---------------------------------------------
    def has_pre_play(self) -> bool:
        return self.throw is not Throw.NONE or self.mode_option is None or self.fan_option

    def skip_idle_pre_play(self) -> bool:
        return True

    def _throws(self, me: SeatFacts) -> list[tuple[int, ...]]:
        thrown = sum(1 for m in me.melds if m.kind is MeldKind.THROW)
        if thrown >= MAX_THROWN_SETS:
            return []
        c = me.counts
        return [p.tiles for p in self.throw_patterns if all(c[k] for k in p.tiles)]

    def _choices(self, table: TableFacts, seat: int) -> list[str]:
        """The dealer's next choice still to make, as its moves: the 玩法, then the 中发白 rule,
        then (not under 不甩) the 甩牌 番种; [] when nothing is left to choose (or not the
        dealer). A carried variant has them all: the choice holds while the dealer deals."""
        if seat != table.dealer:
            return []
        choices = Choices.parse(table.variant)
        if self.mode_option is None and choices.mode is None:
            return [mode_move(m) for m in Mode]
        if self.fan_option:
            if choices.zfb is None:
                return [fan_move(z) for z in ZfbLevel]
            if self.throw is not Throw.NONE and choices.sets is None:
                return [fan_move(f) for f in SetFan]
        return []

    def _choosing(self, table: TableFacts, seat: int) -> bool:
        return bool(self._choices(table, seat))

    def moves(
        self, table: TableFacts, seat: int, pre_play: bool
    ) -> list[tuple[str, tuple[int, ...]]]:
        me = table.seats[seat]
        if pre_play:
            choices = self._choices(table, seat)
            if choices:
                return [(name, ()) for name in choices]
            return [(THROW, tiles) for tiles in self._throws(me)]
        mode = self.mode(table.variant)
        if mode is None or not mode.must_declare or me.declared_ready or me.won:
            return []
        return [(DECLARE_READY, (k,)) for k in self.ready_discards(table, seat)]

    def may_end_pre_play(self, table: TableFacts, seat: int) -> bool:
        if self._choosing(table, seat):
            return False  # the dealer must pick the mode and the 番种 first
        me = table.seats[seat]
        if self.throw is Throw.HARD and not any(m.kind is MeldKind.THROW for m in me.melds):
            return not self._throws(me)  # 硬甩: a combination held must be thrown
        return True

    def apply_move(
        self, table: TableFacts, seat: int, name: str, tiles: tuple[int, ...]
    ) -> MoveEffect:
        choices = Choices.parse(table.variant)
        chosen = mode_from_move(name)
        if chosen is not None:
            return MoveEffect(variant=replace(choices, mode=chosen).text())
        fan = fan_from_move(name)
        if isinstance(fan, ZfbLevel):
            return MoveEffect(variant=replace(choices, zfb=fan).text())
        if isinstance(fan, SetFan):
            return MoveEffect(variant=replace(choices, sets=fan).text())
        if name == THROW:
            if (
                classify_throw(tiles, self.feng_dragons) is None
            ):  # pragma: no cover - only offered sets are legal
                raise ValueError(f"not a 甩牌 set: {format_tiles(tiles)}")
            return MoveEffect(remove=tiles, meld=_throw_meld(tiles))
        if name == DECLARE_READY:
            return MoveEffect(discard=tiles[0], declare_ready=True)
        return super().apply_move(table, seat, name, tiles)

    # --- 报听 -------------------------------------------------------------------------------------
    def ready_discards(self, table: TableFacts, seat: int) -> list[int]:
        """Discards after which the hand is ready — with at least one wait that would be a legal
        win for a declared player (硬甩 asks for a 甩牌 set)."""
        me = table.seats[seat]
        counts = list(me.counts)
        melds = len(me.melds)
        shapes = self._shapes(table.variant)
        out = []
        for k in shapes.ready_discards(counts, melds):
            if self.throw is Throw.HARD:
                counts[k] -= 1
                waits = shapes.waits(counts, melds)
                wins = any(self._wins(counts, me, w, table.variant) for w in waits)
                counts[k] += 1
                if not wins:
                    continue
            out.append(k)
        return out

    def _wins(self, counts13: Sequence[int], me: SeatFacts, tile: int, variant: str | None) -> bool:
        full = list(counts13)
        full[tile] += 1
        ctx = WinContext(
            tuple(full), tuple(me.melds), tile, WinBy.SELF_DRAW, declared_ready=True,
            variant=variant,
        )  # fmt: skip
        return self.evaluate(ctx).legal

    def hand_locked(self, table: TableFacts, seat: int) -> bool:
        me = table.seats[seat]
        return me.declared_ready or bool(me.won)

    def may_win_on(self, table: TableFacts, claimer: int, discarder: int) -> bool:
        giver = table.seats[discarder]
        if not giver.declared_ready:
            return True
        # Only the discard made when declaring may be won on [seed rule 13].
        return giver.declared_at == len(giver.discards) - 1

    def may_rob(self, table: TableFacts, robber: int, konger: int) -> bool:
        return kong_robbable(table.seats[konger].declared_ready)

    def may_kong(self, table: TableFacts, seat: int, kind: MeldKind, tile: int) -> bool:
        """Before declaring every kong is allowed; after it (or after a win, playing on) only a
        concealed or added kong of the drawn tile that changes neither the waits nor whether each
        wait wins [seed rule 11]; never an exposed kong."""
        me = table.seats[seat]
        if not (me.declared_ready or me.won):
            return True
        if kind is MeldKind.KONG or table.drawn != tile:
            return False
        locked = list(me.counts)
        locked[tile] -= 1  # the hand as it was declared, without the drawn tile
        melds = len(me.melds)
        shapes = self._shapes(table.variant)
        before = shapes.waits(locked, melds)
        if tile in before:
            return False  # the drawn tile wins: a kong would give that win away
        after = list(locked)
        if kind is MeldKind.CONCEALED_KONG:
            after[tile] -= 3
            new_melds = (*me.melds, _kong_meld(tile))
        else:
            new_melds = tuple(
                _kong_meld(tile, MeldKind.ADDED_KONG)
                if m.kind is MeldKind.PONG and m.tiles[0] == tile
                else m
                for m in me.melds
            )
        if shapes.waits(after, len(new_melds)) != before:
            return False
        for w in before:
            now = self._judge(locked, tuple(me.melds), w, me.declared_ready, table.variant)
            then = self._judge(after, new_melds, w, me.declared_ready, table.variant)
            if now != then:
                return False
        return True

    def _judge(
        self,
        counts13: Sequence[int],
        melds: tuple[Meld, ...],
        tile: int,
        declared: bool,
        variant: str | None,
    ) -> bool:
        full = list(counts13)
        full[tile] += 1
        ctx = WinContext(
            tuple(full), melds, tile, WinBy.SELF_DRAW, declared_ready=declared, variant=variant
        )
        return self.evaluate(ctx).legal

    # --- claims and the wall ---------------------------------------------------------------------
    def may_chow(self, table: TableFacts, seat: int, discarder: int) -> bool:
        mode = self.mode(table.variant)
        return mode is not None and mode.chow

    def multiple_winners(self) -> bool:
        return False  # no 一炮多响 [seed rule 9]

    def wall_reserve(self) -> int:
        return 14 if self.options["huang_zhuang_14"] else 0

    def play_on_after_win(self) -> bool:
        return bool(self.options["play_on_after_win"])

    # --- wins ------------------------------------------------------------------------------------
    def shape_rules(self, variant: str | None = None) -> ShapeRules:
        """The shapes of the 番种 in force: the settings', or under 'dealer chooses 番种' those
        of the dealer's choice carried in ``variant`` (the view's)."""
        throws = self.concealed_throw_sets  # thrown sets are declared melds of any shape
        zfb = self.fan(variant).zfb
        return ShapeRules(
            standard=True,
            seven_pairs=True,
            seven_pairs_quad_as_two=self.quad_as_two,
            sanyao=throws,
            sanjiu=throws,
            sanfeng=throws,
            sanfeng_dragons=self.feng_dragons,
            zhongfabai=zfb.on,
            zfb_standins=zfb.standins,
        )

    def waits(
        self, counts: Sequence[int], melds: int, wild: int | None, *, variant: str | None = None
    ) -> set[int]:
        return set(self._shapes(variant).waits(counts, melds))

    def evaluate(self, ctx: WinContext) -> Evaluation:
        # A robbed kong's "discarder" is the konger (the engine's WinContext, ``score``'s
        # ``discarder_declared_ready``): the same rule as ``may_rob``, so ``score`` and the
        # calculator refuse what the table never offers.
        if ctx.win_by is WinBy.ROBBED_KONG and not kong_robbable(ctx.discarder_declared_ready):
            return Evaluation.illegal(
                "the konger had declared ready (报听): a declared player's kong cannot be robbed "
                "(玩家聽牌之後，可以槓但別人不能搶槓)",
                UNIT,
                zh="杠牌的人已报听：报听后可以杠，但别人不能抢杠（玩家聽牌之後，可以槓但別人不能搶槓）",
            )
        scorer = self._fan_table(self.fan(ctx.variant)).scorer
        return scorer.evaluate(ctx, self.mode(ctx.variant))

    # --- settlement ------------------------------------------------------------------------------
    def win_shape_notice(self, melds: Sequence[Meld]) -> tuple[str, str] | None:
        """硬甩 "當且只當玩家一開始沒有甩牌的牌型時才能胡7對" [seed]: a hand with no thrown set
        can win only as 七对 — and not at all once it has a meld (七对 is concealed). The coach
        then only shows "预期 0.00"; these words say why."""
        if self.throw is not Throw.HARD or any(m.kind is MeldKind.THROW for m in melds):
            return None
        if melds:
            return (
                "硬甩：没有甩出的牌，又已有副露，这手牌不能胡（没有甩牌只能胡七对）",
                "硬甩: no set thrown and a meld laid down, so this hand cannot win "
                "(without a thrown set only 七对, seven pairs, wins)",
            )
        return (
            "硬甩：没有甩出的牌，这手牌只能胡七对",
            "硬甩: no set thrown, so this hand can only win as 七对 (seven pairs)",
        )

    def settle(self, outcome: HandOutcome) -> Settlement:
        """Every win once, in the order they happened, then every kong once (kong money is paid
        at once [decided], so it stands at a draw too)."""
        payments: list[Payment] = []
        for win in outcome.winners:
            ev = win.evaluation
            if ev.each is not None:
                payments.extend(
                    Payment(s, win.seat, ev.each, "self_draw") for s in range(4) if s != win.seat
                )
                continue
            assert win.from_seat is not None and ev.discarder is not None
            reason = _WIN_REASON[win.win_by]
            if any(i.key == "bao" for i in ev.items):
                payments.append(Payment(win.from_seat, win.seat, ev.discarder, "bao"))
                continue
            payments.append(Payment(win.from_seat, win.seat, ev.discarder, reason))
            # Only the discarder dealt in (点炮); the others pay the same share under their own
            # name, so neither the result screen nor the counts call them 点炮.
            payments.extend(
                Payment(s, win.seat, ev.other or 0, f"{reason}_other")
                for s in range(4)
                if s not in (win.seat, win.from_seat) and ev.other
            )
        payments.extend(self.kong_payments(outcome))
        return Settlement(tuple(payments), outcome.winners)

    def kong_payments(self, outcome: HandOutcome) -> list[Payment]:
        out: list[Payment] = []
        for kong in outcome.kongs:
            if kong.kind is MeldKind.KONG:
                amount = int(self.options["kong_exposed"])
                if amount and kong.from_seat is not None:
                    out.append(Payment(kong.from_seat, kong.seat, amount, "kong_exposed"))
                continue
            key = "kong_concealed" if kong.kind is MeldKind.CONCEALED_KONG else "kong_added"
            amount = int(self.options[key])
            if amount:
                out.extend(Payment(s, kong.seat, amount, key) for s in range(4) if s != kong.seat)
        return out


@dataclass(frozen=True, slots=True)
class _FanTable:
    fan: FanSet
    shapes: LanzhouShapes
    scorer: Scorer


def kong_robbable(konger_declared: bool) -> bool:
    """Whether another player may win on a kong's tile: not when the konger has declared ready
    [seed rule 12: "玩家聽牌之後，可以槓但別人不能搶槓"]. The one statement of the rule, for the
    table (``LanzhouRules.may_rob``) and the scorer (``LanzhouRules.evaluate``)."""
    return not konger_declared


def _throw_meld(tiles: Sequence[int]) -> Meld:
    return Meld(MeldKind.THROW, tuple(sorted(tiles)))


def _kong_meld(tile: int, kind: MeldKind = MeldKind.CONCEALED_KONG) -> Meld:
    return Meld(kind, (tile,) * 4)
