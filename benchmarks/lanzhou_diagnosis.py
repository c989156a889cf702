"""The variants that found why the classical player was weak in 兰州 (issue 34), kept so that the
measurements in docs/computer-players.md ("Why the classical player was weak in 兰州") can be
repeated. Each changes one thing of the classical player *as it was before issue 34*, which is
not in the tree any more: extract it first, then seat a variant against three of it.

    git show c8b15d2:benchmarks/classical.py > benchmarks/classical_old.py
    OLD=classical_old:Classical
    PYTHONPATH=benchmarks mahjong-desktop arena --region lanzhou --walls 300 --seed 11 \\
        --first-wall 20000 --jobs 2 --players lanzhou_diagnosis:NoFoldOutsideBao,$OLD,$OLD,$OLD

(delete ``benchmarks/classical_old.py`` afterwards; it is not part of the project).
"""

from __future__ import annotations

from collections.abc import Sequence

from classical_old import Classical  # type: ignore[import-not-found]

from mahjong_desktop.engine.actions import Action, Discard, Pass, RegionMove, Win
from mahjong_desktop.engine.hints import hand_variant, view_shanten
from mahjong_desktop.engine.view import PlayerView, SeatInfo

_BAO = {"liang_bao_bao", "san_bao_bao"}


class NoFoldOutsideBao(Classical):  # type: ignore[misc]
    """Watches only declared seats, and only under 包 while undeclared: elsewhere in 兰州 a
    deal-in costs the discarder the share anyone's deal-in costs it."""

    def _threats(self, view: PlayerView) -> list[SeatInfo]:
        mode = hand_variant(self.region, view)
        if mode is None:
            return list(super()._threats(view))
        if mode not in _BAO or view.me.declared_ready:
            return []
        return [s for s in view.seats if s.seat != view.seat and s.declared_ready]


class NeverFold(Classical):  # type: ignore[misc]
    """No threat is ever seen: no folding, no safety tie-breaks, no claim refused."""

    def _threats(self, view: PlayerView) -> list[SeatInfo]:
        return []


class CheapThrow(Classical):  # type: ignore[misc]
    """Throws a 甩牌 set only when laying it costs no step towards ready."""

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        if view.phase == "pre_play" and not any(isinstance(a, Win) for a in legal):
            return self.before_play(view, legal)
        return Classical.choose(self, view, legal)  # type: ignore[no-any-return]

    def before_play(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        now = view_shanten(self.region, view)
        for a in legal:
            if isinstance(a, RegionMove) and a.name == "throw":
                after = view.counts()
                for t in a.tiles:
                    after[t] -= 1
                if view_shanten(self.region, view, after, melds=len(view.me.melds) + 1) <= now:
                    return a
        return next((a for a in legal if isinstance(a, Pass)), legal[0])


class NoThrow(CheapThrow):
    """Keeps every 甩牌 set in the hand (passes whenever it may)."""

    def before_play(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        return next((a for a in legal if isinstance(a, Pass)), legal[0])


class DeclareAtFour(NoFoldOutsideBao):
    """As ``NoFoldOutsideBao``, and declares only when the discard leaves four or more unseen
    legal waits (the issue's plain player); a thinner ready hand discards undeclared."""

    def _play(self, view: PlayerView, legal: Sequence[Action], tile: int) -> Action:
        for a in legal:
            declares = isinstance(a, RegionMove) and a.name == "declare_ready"
            if (
                declares
                and a.tiles == (tile,)
                and self._legal_waits(view, legal, view.counts(), tile) >= 4
            ):
                return a
        for a in legal:
            if isinstance(a, Discard) and a.tile == tile:
                return a
        return next(a for a in legal if isinstance(a, Discard))
