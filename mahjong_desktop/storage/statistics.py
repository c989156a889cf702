"""Statistics of the player's hands, computed from the hand records alone (so they can always be
recomputed: nothing here is stored).

Grouped per region and per opponent level (the three computers' level, or ``mixed``). Beside the
player's figures stand the computer players' on the very same hands (their three seats pooled), so
"my win rate" can be read against what the computers made of the same deals.

Points are counted in their region's unit (``rules/money_units.py``: 临安 胡, the others 分) and
never summed or averaged across units: the group of all regions counts hands, wins and rates
only; its points are in one group per unit (``unit_group``), each over the regions of that unit.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Protocol

from mahjong_desktop.rules.item_kinds import is_pattern
from mahjong_desktop.rules.money_units import money_unit
from mahjong_desktop.storage.hand_record import HandFacts, Outcome


class Counted(Protocol):
    """A hand record or its summary (``RecordStore.summaries``): what is counted."""

    @property
    def session_uid(self) -> str: ...
    @property
    def hand_index(self) -> int: ...
    @property
    def date(self) -> str: ...
    @property
    def region(self) -> str: ...
    @property
    def levels(self) -> tuple[str | None, ...]: ...
    @property
    def facts(self) -> HandFacts: ...
    @property
    def viewer(self) -> int: ...


ALL = "all"  # the group of every region or every level
MIXED = "mixed"
_UNIT_PREFIX = "unit:"


def unit_group(unit: str) -> str:
    """The region key of the group of every region whose points are counted in ``unit``."""
    return _UNIT_PREFIX + unit


@dataclass(slots=True)
class Figures:
    """Counts over seat-hands (one seat in one hand)."""

    hands: int = 0
    wins: int = 0
    self_draws: int = 0
    deal_ins: int = 0
    points: int = 0
    largest: int = 0  # the most won in one hand
    patterns: Counter[str] = field(default_factory=Counter)

    def add(self, record: Counted, seat: int, *, money: bool = True) -> None:
        """Count one seat-hand; ``money`` False: not its points (a group of mixed units)."""
        facts = record.facts
        self.hands += 1
        net = facts.net[seat]
        if money:
            self.points += net
        outcome = facts.outcome_for(seat)
        if outcome == Outcome.WON:
            self.wins += 1
            if money:
                self.largest = max(self.largest, net)
            mine = [w for w in facts.wins if w.seat == seat]
            # A seat may win more than once in a hand (兰州 包扣到底): the hand counts once.
            self.self_draws += any(w.self_drawn for w in mine)
            for win in mine:
                self.patterns.update(key for key, _ in win.items if is_pattern(record.region, key))
        elif outcome == Outcome.DEALT_IN:
            self.deal_ins += 1

    @property
    def win_rate(self) -> float:
        return self.wins / self.hands if self.hands else 0.0

    @property
    def self_draw_share(self) -> float:
        """Of the hands won, how many with a self-drawn win (自摸, 杠上花)."""
        return self.self_draws / self.wins if self.wins else 0.0

    @property
    def deal_in_rate(self) -> float:
        """Of the hands, how many the seat's discard paid another's win (点炮)."""
        return self.deal_ins / self.hands if self.hands else 0.0

    @property
    def mean_points(self) -> float:
        return self.points / self.hands if self.hands else 0.0


@dataclass(slots=True)
class GroupStats:
    """``unit``: the unit of the group's points; None for all regions together, whose points
    (and trend) are not counted — they are in the per-unit groups."""

    region: str
    level: str
    unit: str | None = None
    player: Figures = field(default_factory=Figures)
    computers: Figures = field(default_factory=Figures)
    # (date of the session's first hand, session uid, the player's running total after it)
    trend: list[tuple[str, str, int]] = field(default_factory=list)


def opponent_level(record: Counted) -> str:
    levels = {lv for seat, lv in enumerate(record.levels) if seat != record.viewer and lv}
    return levels.pop() if len(levels) == 1 else MIXED


def compute(records: Iterable[Counted]) -> dict[tuple[str, str], GroupStats]:
    """Groups keyed (region or ``all``, level or ``all``); records in any order."""
    groups: dict[tuple[str, str], GroupStats] = {}
    per_session: dict[tuple[tuple[str, str], str], list[Counted]] = {}
    for record in sorted(records, key=lambda r: (r.date, r.session_uid, r.hand_index)):
        seat = record.viewer
        level = opponent_level(record)
        unit = money_unit(record.region)
        by_unit = unit_group(unit)
        keys = (
            (record.region, level),
            (record.region, ALL),
            (by_unit, level),
            (by_unit, ALL),
            (ALL, level),
            (ALL, ALL),
        )
        for key in keys:
            money = key[0] != ALL
            group = groups.get(key)
            if group is None:
                group = groups[key] = GroupStats(*key, unit=unit if money else None)
            group.player.add(record, seat, money=money)
            for other in range(4):
                if other != seat:
                    group.computers.add(record, other, money=money)
            if money:
                per_session.setdefault((key, record.session_uid), []).append(record)
    for (key, uid), hands in per_session.items():
        total = sum(r.facts.net[r.viewer] for r in hands)
        groups[key].trend.append((hands[0].date, uid, total))
    for group in groups.values():
        group.trend.sort()
    return groups
