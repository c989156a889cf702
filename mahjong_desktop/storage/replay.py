"""A recorded hand as a sequence of steps for the replay viewer: the table after the deal, then
after each action, as every seat saw it. Built once by replaying the record (a hand takes tens of
milliseconds), so stepping back is as cheap as stepping forward.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mahjong_desktop.engine.actions import Action, action_from_json
from mahjong_desktop.engine.events import Event
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.record import game_from_json
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.storage.hand_record import HandRecord, replay_record


@dataclass(frozen=True, slots=True)
class Step:
    """``action``: what led here (None for the deal); ``views``: each seat's view after it."""

    index: int
    action: Action | None
    events: tuple[Event, ...]
    views: tuple[PlayerView, ...]

    @property
    def revealed(self) -> tuple[tuple[int, ...], ...]:
        """Every seat's concealed tiles (the "all hands open" mode)."""
        return tuple(v.concealed for v in self.views)


@dataclass(frozen=True, slots=True)
class Timeline:
    record: HandRecord
    steps: tuple[Step, ...]

    @property
    def viewer(self) -> int:
        return self.record.viewer

    def decisions(self) -> list[int]:
        """Steps that are the player's own actions (their index)."""
        if self.record.human_seat is None:
            return []
        return [
            s.index for s in self.steps if s.action is not None and s.action.seat == self.viewer
        ]

    def decision_pairs(self) -> list[tuple[PlayerView, Action]]:
        """(the view the player was asked, the action taken): what the coach's review reads."""
        pairs = []
        for i in self.decisions():
            action = self.steps[i].action
            assert action is not None
            pairs.append((self.steps[i - 1].views[self.viewer], action))
        return pairs

    def actions_before(self, step: int) -> list[dict[str, Any]]:
        """The actions up to ``step`` (JSON): "play on from here" continues after them."""
        actions = self.record.game.get("actions", [])
        return list(actions[:step])


def timeline(record: HandRecord) -> Timeline:
    """Every step of ``record``; ``RecordError`` if it does not replay to its recorded result."""
    replay_record(record)  # refuses other rules or another result before anything is shown
    game = game_from_json({**record.game, "actions": []})
    steps = [Step(0, None, tuple(game.events), _views(game))]
    for raw in record.game["actions"]:
        action = action_from_json(raw)
        events = game.apply(action)
        steps.append(Step(len(steps), action, tuple(events), _views(game)))
    return Timeline(record, tuple(steps))


def _views(game: Game) -> tuple[PlayerView, ...]:
    return tuple(game.view(seat) for seat in range(4))
