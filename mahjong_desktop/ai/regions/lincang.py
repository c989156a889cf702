"""临沧 and 临汾 knowledge (docs/rules/lincang.md, docs/rules/linfen.md).

A plain hand (平胡) wins only self-drawn, for 1 from each; any 番 pattern (七对, 碰碰胡, 清一色 …)
may also win on a discard and pays 3 × 2^(n−1) from each self-drawn. So the patterns are worth
aiming for, and an opponent without a pattern cannot win on our discard at all: danger comes
only from visible pongs (碰碰胡), one-suit claims and discards (清一色), and closed hands that might
be seven pairs. 临汾 adds 查大叫 at an exhaustive draw: being ready at the end also pays.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from mahjong_desktop.ai.danger import Threat, ready_guess
from mahjong_desktop.ai.estimate import HandValue, Route
from mahjong_desktop.ai.honour_run import RunRules
from mahjong_desktop.ai.patterns import (
    all_triplets_shanten,
    flush_chance,
    flush_gap,
    seven_pairs_shanten,
)
from mahjong_desktop.ai.regions import RegionKnowledge, register
from mahjong_desktop.ai.situation import triplet_melds
from mahjong_desktop.engine.actions import Action, Discard
from mahjong_desktop.engine.hints import win_points
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.engine.view import PlayerView, SeatInfo
from mahjong_desktop.hand.model import ShapeRules
from mahjong_desktop.rules.hand_facts import Meld
from mahjong_desktop.rules.lincang import LincangRules
from mahjong_desktop.rules.region import RegionRules


class LincangKnowledge(RegionKnowledge):
    region_id = "lincang"
    # Discard wins need a pattern; opponents rarely hold one, so discard wins come slowly.
    ron_per_copy = 0.8
    # Measured (arena): against players without defence, deal-ins are rare here, so the danger
    # model only speaks up on visible evidence.
    danger_scale = 0.5
    score_budget = 400  # the 临沧 scorer is fast (fast_shapes), ~20 µs a call
    node_budget = 260
    # A drawn hand cancels kong money (流局杠钱不算); 7 % of hands end so (200 hands, four normals).
    kong_paid_on_draw = False
    draw_rate = 0.07

    def __init__(self, region: RegionRules) -> None:
        super().__init__(region)
        tables = region.tables
        self.self_base = _number(tables, "self_draw_base", 3)
        self.discard_base = _number(tables, "discard_base", 4)
        self.plain = _number(tables, "plain_self_draw", 1)
        self.mult = _number(tables, "fan_multiplier", 2)
        self.typical_self_draw = 3.0 * self.plain
        self.typical_deal_in = self.discard_base
        self.quad_as_two = bool(tables.get("seven_pairs_quad_as_two", True))
        self.table_rules = ShapeRules(
            standard=True, seven_pairs=False, seven_pairs_quad_as_two=self.quad_as_two
        )
        self._runs = _honour_runs_of(region)
        # 杠上炮: the discard right after one's own kong may be won on by any ready hand, a plain
        # one too, for 1 番 more (docs/rules/lincang.md). The hard level guards it (``for_hard``).
        self.kong_discard_fan = (
            region.fan.get("gang_shang_pao", 1) if isinstance(region, LincangRules) else 0
        )
        self.guards_kong_discard = False

    def for_hard(self) -> None:
        super().for_hard()
        self.guards_kong_discard = self.kong_discard_fan > 0

    def _kong_discard(self, view: PlayerView) -> bool:
        """This decision is the discard right after this player's own kong (hard only)."""
        return (
            self.guards_kong_discard
            and view.after_kong
            and view.phase is Phase.TURN
            and view.turn == view.seat
        )

    def danger_among_closest(self, view: PlayerView) -> bool:
        return self._kong_discard(view)

    def explain(self, view: PlayerView, action: Action) -> tuple[str, str] | None:
        if isinstance(action, Discard) and self._kong_discard(view):
            return (
                "杠后这张谁听牌都能胡（杠上炮），挑安全的打",
                "right after your kong any ready hand may win on this discard "
                "(杠上炮, win on the konger's discard), so it is picked for safety too",
            )
        return None

    def _fan_value(self, fan: int, self_drawn: bool) -> float:
        if fan <= 0:
            return 3.0 * self.plain if self_drawn else 0.0
        m = self.mult ** (fan - 1)
        return 3.0 * self.self_base * m if self_drawn else self.discard_base * m

    def honour_runs(self) -> RunRules | None:
        return self._runs

    def routes(
        self,
        view: PlayerView,
        counts13: Sequence[int],
        melds: tuple[Meld, ...],
        shanten: int,
        effective: int,
        unseen: Sequence[int],
    ) -> list[Route]:
        """平胡 (maybe 清一色), 七对 and 碰碰胡, each with its own speed and worth."""
        _suit, gap = flush_gap(counts13, melds)
        flush = flush_chance(max(0, gap), shanten)
        plain = HandValue(
            (1 - flush) * self._fan_value(0, True) + flush * self._fan_value(1, True),
            self._fan_value(1, False),
            flush,
        )
        out = [Route("ping_hu" if flush < 0.5 else "qing_yi_se", shanten, effective, plain)]
        pattern = HandValue(
            (1 - flush) * self._fan_value(1, True) + flush * self._fan_value(2, True),
            (1 - flush) * self._fan_value(1, False) + flush * self._fan_value(2, False),
            1.0,
        )
        sp = seven_pairs_shanten(counts13, len(melds), self.quad_as_two)
        if sp < 99:
            eff = sum(unseen[k] for k, c in enumerate(counts13) if c == 1 or c == 3)
            out.append(Route("qi_dui", sp, eff, pattern, ready_wait=2.5))
        pp = all_triplets_shanten(counts13, melds)
        if pp < 99:
            trips = len(melds) + sum(1 for c in counts13 if c >= 3)
            pairs = sum(1 for c in counts13 if c == 2)
            eff = sum(unseen[k] for k, c in enumerate(counts13) if c == 2)
            if pairs < 5 - trips:
                eff += sum(unseen[k] for k, c in enumerate(counts13) if c == 1)
            out.append(Route("peng_peng_hu", pp, eff, pattern, ready_wait=4.0))
        return out

    def threat(self, view: PlayerView, info: SeatInfo) -> Threat:
        ready = ready_guess(info)
        n = len(info.discards)
        pongs = triplet_melds(info)
        pp = (0.0, 0.2, 0.55, 0.85, 1.0)[min(pongs, 4)]
        sp = 0.0 if info.melds else (0.05 if n >= 8 else 0.0)
        flush, suit = 0.0, None
        suits = {m.tiles[0] // 9 for m in info.melds}
        if len(suits) == 1 and n >= 3:
            s = next(iter(suits))
            share = _suit_share(info.discards, s)
            flush, suit = max(0.0, min(0.85, (0.75 - 3.0 * share) * (0.7 + 0.15 * pongs))), s
        elif not info.melds and n >= 6:
            for s in range(3):
                if _suit_share(info.discards, s) == 0.0:
                    flush, suit = 0.3, s
                    break
        other = 0.02  # hidden patterns, 杠上炮 after a kong
        discard_win = 1.0 - (1 - pp) * (1 - sp) * (1 - flush) * (1 - other)
        fan = 1.0 + 0.6 * pp * flush + 0.3 * flush
        cost = self.discard_base * self.mult ** (fan - 1.0)
        pair = (pp + sp) / (pp + sp + flush + other)
        return Threat(info.seat, ready, discard_win, cost, suit, flush, pair)

    def discard_threats(self, view: PlayerView, threats: tuple[Threat, ...]) -> tuple[Threat, ...]:
        if not self._kong_discard(view):
            return threats
        # Any ready hand may win on this discard: a plain one for the 杠上炮 番 alone, a pattern
        # hand with it doubled. A plain hand waits mostly on runs, not on pairs.
        plain = self.discard_base * self.mult ** (self.kong_discard_fan - 1)
        return tuple(
            replace(
                t,
                discard_win=1.0,
                cost=(1.0 - t.discard_win) * plain
                + t.discard_win * t.cost * self.mult**self.kong_discard_fan,
                pair_waits=t.pair_waits * t.discard_win,
            )
            for t in threats
        )


def _honour_runs_of(region: RegionRules) -> RunRules | None:
    """十老头/七风 as the rules set them (lengths, payments, ``honour_run_anywhere``); None when
    ``honour_discard_wins`` is off. Read once: the options do not change within a hand."""
    if not isinstance(region, LincangRules) or not region.options["honour_discard_wins"]:
        return None
    seven, ten = region.honour_run_lengths
    value = min(win_points(region.evaluate_special(k)) for k in ("qi_feng", "shi_lao_tou"))
    anywhere = bool(region.options.get("honour_run_anywhere", False))
    return RunRules(seven, ten, float(value), anywhere)


def _suit_share(discards: Sequence[int], suit: int) -> float:
    if not discards:
        return 0.0
    lo, hi = (27, 34) if suit == 3 else (9 * suit, 9 * suit + 9)
    return sum(1 for t in discards if lo <= t < hi) / len(discards)


def _number(tables: Mapping[str, object], key: str, default: float) -> float:
    """A score-table number; the rules (``LincangRules``) have already refused a file whose
    value is not a whole number in range, so the default stands only for a missing key."""
    value = tables.get(key, default)
    return float(value) if isinstance(value, int | float) else default


class LinfenKnowledge(LincangKnowledge):
    region_id = "linfen"


register("lincang", LincangKnowledge)
register("linfen", LinfenKnowledge)
