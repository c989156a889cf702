"""Easy: fewest tiles from ready, then most live effective tiles — with deliberate, seeded noise.

About one discard in four is a random pick among those that keep the hand as close to ready,
and one in twelve ignores closeness altogether; claims are made whenever they bring the hand
closer. Legal wins are always taken. It knows nothing of values or defence.
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_desktop.ai.base import (
    ComputerPlayer,
    after_claim,
    allowed_discards,
    pass_of,
)
from mahjong_desktop.engine.actions import Action, Chow, ExposedKong, Pong
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.hand import discard_table

_NOISE_CLOSE = 4  # 1 in 4: random among the closest discards
_NOISE_ANY = 12  # 1 in 12: random among all discards


class EasyPlayer(ComputerPlayer):
    level = "easy"

    def pre_play(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        # Easy knows no defence: the region's choice for such a player (兰州: the dealer's 玩法
        # by the rule of thumb, never a 包 mode whose deal-ins it would pay).
        return self.know.undefended_pre_play(view, legal)

    def turn(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        allowed = allowed_discards(legal)
        if not allowed:
            return legal[0]
        counts = view.counts()
        visible = view.outside_counts()
        try:
            rows = discard_table(
                counts,
                melds=len(view.me.melds),
                wild=view.wild,
                rules=self.know.shape_rules,
                visible=visible,
            )
        except ValueError:
            rows = []
        rows = [r for r in rows if r.discard in allowed]
        if not rows:
            return self.discard_action(view, legal, min(allowed), False)
        roll = self.rng.below(_NOISE_ANY * _NOISE_CLOSE)
        if roll < _NOISE_CLOSE:
            pick = rows[self.rng.below(len(rows))]
        elif roll < _NOISE_CLOSE + _NOISE_ANY:
            close = [r for r in rows if r.shanten == rows[0].shanten]
            pick = close[self.rng.below(len(close))]
        else:
            pick = rows[0]  # discard_table sorts best first: shanten, then unseen effective
        return self.discard_action(view, legal, pick.discard, pick.shanten == 0)

    def claim(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        counts = view.counts()
        melds = len(view.me.melds)
        now = self.shanten(counts, melds, view.wild)
        for action in legal:
            if not isinstance(action, Pong | ExposedKong | Chow):
                continue
            after = after_claim(view, action)
            if after is None:
                continue
            c, new_melds, _ = after
            if self.shanten(c, len(new_melds), view.wild) < now or (
                isinstance(action, ExposedKong)
                and self.shanten(c, len(new_melds), view.wild) <= now
            ):
                return action
        return pass_of(legal)
