"""The simple built-in computer player: fewest steps to ready, then most unseen effective tiles.

It sees only its ``PlayerView``. Rules of thumb: take every legal win; discard the tile that leaves
the lowest shanten, breaking ties by how many unseen tiles would improve the hand; pong or kong
when that brings the hand closer (a kong also when it costs nothing); never anything clever about
safety. Ties left after that are broken by its own seeded generator, so a game with the same seeds
plays the same way everywhere.
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_desktop.engine.actions import (
    Action,
    AddedKong,
    ConcealedKong,
    Discard,
    ExposedKong,
    Pass,
    Pong,
    RegionMove,
    Win,
)
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.engine.rng import SplitMix64
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.hand import ShapeRules, discard_table, shanten_counts
from mahjong_desktop.rules.lanzhou.fan import CHOOSE_FAN, dealer_fan_choice
from mahjong_desktop.rules.lanzhou.modes import CHOOSE_MODE, dealer_mode_choice, mode_move


class BasicPlayer:
    """A deterministic player: ``player(view) -> action``."""

    def __init__(self, seed: int = 0, *, rules: ShapeRules | None = None) -> None:
        self.rng = SplitMix64(seed)
        self.rules = rules if rules is not None else ShapeRules()
        self.wild: int | None = None  # the hand's wild kind (上饶 宝, 临安 财神), from the view

    def __call__(self, view: PlayerView) -> Action:
        legal = view.legal
        self.wild = view.wild
        if not legal:
            raise ValueError(f"player {view.seat} was asked to act but has no legal action")
        for action in legal:
            if isinstance(action, Win):
                return action
        if view.phase in (Phase.CLAIM, Phase.ROB):
            return self._claim(view, legal)
        if view.phase == Phase.TURN:
            return self._turn(view, legal)
        if view.phase == Phase.PRE_PLAY:
            return self._pre_play(view, legal)
        return next((a for a in legal if isinstance(a, Pass)), legal[0])

    # --- region moves before play (兰州: the dealer's 玩法 and 番种, 甩牌) ----------------------
    def _pre_play(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        moves = [a for a in legal if isinstance(a, RegionMove)]
        modes = [a for a in moves if a.name.startswith(CHOOSE_MODE)]
        if modes:  # the rule of thumb documented at dealer_mode_choice
            choice = mode_move(dealer_mode_choice(view.counts()))
            return next((a for a in modes if a.name == choice), modes[0])
        fans = [a for a in moves if a.name.startswith(CHOOSE_FAN)]
        if fans:  # the rules of thumb documented at dealer_zfb_choice / dealer_sets_choice
            pick = dealer_fan_choice(view.counts(), [a.name for a in fans])
            return next((a for a in fans if a.name == pick), fans[0])
        counts = view.counts()
        melds = len(view.me.melds)
        now = self._shanten(counts, melds)
        for action in moves:  # lay a set (甩牌) when that costs no step towards ready
            after = list(counts)
            for t in action.tiles:
                after[t] -= 1
            if self._shanten(after, melds + 1) <= now:
                return action
        return next((a for a in legal if isinstance(a, Pass)), legal[0])

    # --- helpers -------------------------------------------------------------------------------
    def _shanten(self, counts: Sequence[int], melds: int) -> int:
        return shanten_counts(counts, melds=melds, wild=self.wild, rules=self.rules)

    def _pick(self, options: list[int]) -> int:
        return options[self.rng.below(len(options))] if len(options) > 1 else options[0]

    # --- claims --------------------------------------------------------------------------------
    def _claim(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        tile = view.claim_tile
        counts = view.counts()
        melds = len(view.me.melds)
        pass_action = next(a for a in legal if isinstance(a, Pass))
        if tile is None:
            return pass_action
        now = self._shanten(counts, melds)
        for action in legal:
            if isinstance(action, ExposedKong):
                after = list(counts)
                after[tile] -= 3
                if self._shanten(after, melds + 1) <= now:
                    return action
        for action in legal:
            if isinstance(action, Pong):
                after = _minus(counts, tile, 2)
                rows = discard_table(after, melds=melds + 1, wild=self.wild, rules=self.rules)
                if rows and min(row.shanten for row in rows) < now:
                    return action
        return pass_action

    # --- own turn ------------------------------------------------------------------------------
    def _turn(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        counts = view.counts()
        melds = len(view.me.melds)
        now = self._shanten(counts, melds)
        for action in legal:
            if isinstance(action, ConcealedKong):
                if self._shanten(_minus(counts, action.tile, 4), melds + 1) <= now:
                    return action
            elif (
                isinstance(action, AddedKong)
                and self._shanten(_minus(counts, action.tile), melds) <= now
            ):
                return action
        allowed = {a.tile for a in legal if isinstance(a, Discard)}
        if not allowed:
            return legal[0]
        visible = view.outside_counts()
        rows = [
            row
            for row in discard_table(
                counts, melds=melds, wild=self.wild, rules=self.rules, visible=visible
            )
            if row.discard in allowed
        ]
        best = min((row.shanten, -row.total) for row in rows)
        ties = [row.discard for row in rows if (row.shanten, -row.total) == best]
        if len(ties) > 1:
            ties = _loneliest(counts, ties)
        tile = self._pick(ties)
        declare = RegionMove(view.seat, "declare_ready", (tile,))
        if declare in legal:  # 报听 whenever the chosen discard leaves the hand ready
            return declare
        return next(a for a in legal if isinstance(a, Discard) and a.tile == tile)


def _minus(counts: Sequence[int], kind: int, n: int = 1) -> list[int]:
    out = list(counts)
    out[kind] -= n
    return out


def _loneliest(counts: Sequence[int], ties: list[int]) -> list[int]:
    """Prefer discarding tiles with the fewest neighbours (lone honours, then lone terminals)."""

    def company(k: int) -> int:
        if k >= 27:
            return counts[k] - 1
        base = k - k % 9
        near = sum(counts[j] for j in range(max(base, k - 2), min(base + 8, k + 2) + 1))
        return near - 1 + (0 if k % 9 in (0, 8) else 1)

    low = min(company(k) for k in ties)
    return [k for k in ties if company(k) == low]
