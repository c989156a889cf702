"""Drills from the player's kept games: the decisions where they chose otherwise than the coach
and it mattered.

Each kept hand the player played (``human_seat`` set) is replayed to the views they were asked
(``storage.replay.timeline``, as 复盘 does), and each of their decisions is judged as a generated
one is (``judge``). A decision becomes a drill when the player's choice is one the coach judges
wrong: its worth is beyond the tolerance below the best (``judge.tolerance``), so a choice the
coach rates about as well is no mistake. Newest hand first and, within a hand, the latest
decision first; a position already drilled (same table, same question) is never repeated. A
record that cannot be read or replayed is skipped and reported, never the end of the set.

At most ``MAX_HANDS`` kept hands are looked through (the newest): each costs its replay and the
coach's judgement of every decision, 0.2–0.6 s a hand (docs/drills.md), so a player with
thousands of kept hands and few mistakes left waits a bounded time, not minutes.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass, field, replace
from functools import partial
from typing import Any

from mahjong_desktop.ai.hard import HardPlayer
from mahjong_desktop.drills.drill import Drill
from mahjong_desktop.drills.judge import answer_of, judge
from mahjong_desktop.drills.kinds import Kind
from mahjong_desktop.engine.errors import RecordError
from mahjong_desktop.engine.record import region_from_json
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.storage.records import RecordFilter, RecordStore
from mahjong_desktop.storage.replay import Timeline, timeline

MAX_HANDS = 200


@dataclass(slots=True)
class FromRecords:
    """The drills found, and a line for each kept hand that could not be used."""

    drills: list[Drill] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


def from_records(
    store: RecordStore,
    region_id: str,
    *,
    count: int,
    kinds: Collection[Kind],
    progress: Callable[[int], bool] | None = None,
    max_hands: int = MAX_HANDS,
) -> FromRecords:
    """Up to ``count`` drills of ``kinds`` from the newest ``max_hands`` kept hands of
    ``region_id``, newest first. ``progress(made)`` after each hand looked through; False
    stops early (a set no longer wanted)."""
    out = FromRecords()
    seen: set[str] = set()
    coaches: dict[str, HardPlayer] = {}
    for row in store.query(RecordFilter(region=region_id), limit=max_hands):
        if len(out.drills) >= count or (progress is not None and not progress(len(out.drills))):
            break
        try:
            record = store.get(row.id)
            if record.human_seat is None:
                continue  # a game of computers only: no decision of the player's
            line = timeline(record)
            region = region_from_json(record.game)
        except (ValueError, RecordError) as exc:
            out.problems.append(str(exc).splitlines()[0])
            continue
        # One coach per rule set: its knowledge follows the table it is shown.
        key = repr(sorted(region.options.items()))
        coach = coaches.setdefault(key, HardPlayer(region))
        for drill in _mistakes(line, coach, kinds, region):
            if drill.id in seen:
                continue
            seen.add(drill.id)
            out.drills.append(drill)
            if len(out.drills) >= count:
                return out
    return out


def _mistakes(
    line: Timeline, coach: HardPlayer, kinds: Collection[Kind], region: RegionRules
) -> list[Drill]:
    found: list[Drill] = []
    viewer = line.viewer
    for index in reversed(line.decisions()):
        view = line.steps[index - 1].views[viewer]
        taken = line.steps[index].action
        assert taken is not None
        prefix: dict[str, Any] = {**line.record.game, "actions": line.actions_before(index - 1)}
        for drill in judge(
            view, region, coach, partial(dict, prefix), kinds=kinds, origin="record"
        ):
            name = answer_of(drill, view, taken)
            if name is not None and name not in drill.accepted:
                record = line.record
                found.append(
                    replace(
                        drill, taken=name, levels=record.levels, players_seed=record.session_seed
                    )
                )
    return found
