"""How much is left to gain by reading the table better? The hard level given sight it cannot
have, as an upper bound for issue 34's deliverable 3 (临沧/临汾).

Every level reads the other hands from public facts (``ai.danger``: a guessed chance each
opponent is ready, a guessed chance each kind is among its waits) and counts the tiles it cannot
see as drawable (``Situation.unseen``). The players here cheat, to measure what perfect reading
would be worth at most:

- ``SeesDanger``: knows every opponent's concealed hand. Its table read has each opponent's real
  waits: an opponent is ready or not, may win on a discard or not (临沧: only with a 番 pattern,
  or any hand on a 杠上炮 discard), and a discard of kind k costs exactly what the opponents who
  win on it would collect. That danger counts among the closest discards too, not only when
  folding, since it is no longer a guess that over-warns.
- ``SeesHands``: the same, and it also knows which tiles are still in the wall (not their order):
  its own draws and live waits are counted from the wall alone, not from the tiles opponents
  hold.

Everything else is hard's: the search, kong money, the honour runs. If even these players beat
hard by little, better reading is not where hard's missing lead over normal is.

Not in the game: a screen for ``benchmarks/AI_RESULTS.md``. It needs the game itself, which a
player never gets; importing this module makes the arena's games note themselves whenever a
view is taken (``_NotingGame``), and only these players look. Run it as a player:

    PYTHONPATH=benchmarks .venv/bin/mahjong-desktop arena --region lincang \\
        --players seeing_hard:SeesHands,normal,normal,normal --walls 2000 \\
        --seed 2026 --jobs 1 --json --per-wall > sees-hands.json
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import mahjong_desktop.ai.arena as arena
import mahjong_desktop.ai.normal as normal_module
from mahjong_desktop.ai.danger import Threat, hazard
from mahjong_desktop.ai.hard import HardPlayer
from mahjong_desktop.ai.ranking import TableRead
from mahjong_desktop.ai.regions import RegionKnowledge
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.hints import wait_values, win_points, win_value
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.tiles import NUM_KINDS


class _NotingGame(Game):
    """The arena's game, noting itself as the one being played when a view is taken."""

    def view(self, seat: int, *args: Any, **kwargs: Any) -> PlayerView:
        _table["game"] = self
        return super().view(seat, *args, **kwargs)


_table: dict[str, Any] = {"game": None, "seer": None}
arena.Game = _NotingGame  # type: ignore[misc]  # a screen: the arena's games note themselves
_honest_read = normal_module.read_table


def _read(view: PlayerView, know: RegionKnowledge) -> TableRead:
    seer = _table["seer"]
    game = _table["game"]
    if seer is None or game is None:
        return _honest_read(view, know)
    return seer.seen_read(game, view, know)


normal_module.read_table = _read  # type: ignore[assignment]


class SeesDanger(HardPlayer):
    """Hard that knows the other hands' real waits (see the module doc)."""

    level = "sees-danger"
    sees_wall = False

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        _table["seer"] = self
        try:
            return super().choose(view, legal)
        finally:
            _table["seer"] = None

    def seen_read(self, game: Game, view: PlayerView, know: RegionKnowledge) -> TableRead:
        honest = _honest_read(view, know)
        sit = honest.sit
        if self.sees_wall:
            unseen = [0] * NUM_KINDS
            for t in game.wall.remaining_kinds():
                unseen[t] += 1
            outside = tuple(4 - u - c for u, c in zip(unseen, sit.counts, strict=True))
            sit = replace(
                sit,
                unseen=tuple(unseen),
                unseen_total=max(1, sum(unseen)),
                visible_outside=outside,
            )
        after_kong = view.after_kong and view.phase is Phase.TURN and view.turn == view.seat
        threats: list[Threat] = []
        loss = [0.0] * NUM_KINDS
        for s in range(4):
            if s == view.seat:
                continue
            costs = _discard_wins(know, game.view(s), after_kong)
            for tile, cost in costs.items():
                loss[tile] += cost
            ready = 1.0 if costs or _is_ready(know, game.view(s)) else 0.0
            mean = sum(costs.values()) / len(costs) if costs else know.typical_deal_in
            threats.append(Threat(s, ready, 1.0 if costs else 0.0, mean))
        return TableRead(sit, tuple(threats), tuple(loss), hazard(threats))

    def __init__(self, region: Any, seed: int = 0) -> None:
        super().__init__(region, seed)
        # The danger is exact, so it counts wherever it is known, not only when folding.
        self.know.danger_among_closest = lambda view: True  # type: ignore[method-assign]


class SeesHands(SeesDanger):
    """Hard that knows the other hands and which tiles are still in the wall."""

    level = "sees-hands"
    sees_wall = True


def _is_ready(know: RegionKnowledge, view: PlayerView) -> bool:
    try:
        return bool(wait_values(know.region, view))
    except ValueError:  # not a waiting-size hand (its own turn)
        return False


def _discard_wins(know: RegionKnowledge, view: PlayerView, after_kong: bool) -> dict[int, float]:
    """Kinds this seat would win on if we threw them now, with what it would collect."""
    if view.win_locked:
        return {}
    try:
        waits = wait_values(know.region, view)
    except ValueError:
        return {}
    out: dict[int, float] = {}
    for w in waits:
        ev = (
            win_value(know.region, view, w.tile, by="discard_after_kong")
            if after_kong
            else w.by_discard
        )
        if ev.legal:
            out[w.tile] = float(win_points(ev))
    return out
