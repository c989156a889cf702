"""The guided first hand: steps that point at what a region does differently, each shown once, at
the moment it first happens in the hand (no Qt, so the triggers are tested without a display).

A ``Tour`` is fed every ``Moment`` of the live hand — an update from the engine (its events and
the player's view after them) or a question to the player — and returns the steps whose trigger
fired for the first time. A step says what to point at (a ``Pointer``: the face-up tiles, a tile
of the player's hand, someone's discard…), its words in Chinese and English, and whether the
coach's reason belongs to it (the step fires on a decision the coach can explain: 报听, 甩牌).
The table's overlay (``tour_overlay.py``) draws it; the regions' steps are in ``tour_steps.py``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum

from mahjong_desktop.engine.events import Event
from mahjong_desktop.engine.view import PlayerView


class Target(Enum):
    """What on the table a step points at."""

    FACE_UP = "face_up"  # the face-up tiles in the centre: 尾牌, the 宝 indicator, the 财神
    OWN_TILE = "own_tile"  # one kind in the player's hand (``Pointer.kind``)
    OWN_HAND = "own_hand"  # the player's concealed hand
    DISCARD = "discard"  # a discard in ``Pointer.seat``'s river (``index`` among those open)
    FLOWER = "flower"  # a 杠花 ``Pointer.seat`` laid out (``index``)
    MELD = "meld"  # a meld of ``Pointer.seat`` (``index``): a thrown 甩牌 set
    CLAIM_BAR = "claim_bar"  # the buttons of the question the player is asked now
    CENTRE = "centre"  # the centre box: the region, the hand, the tiles left


@dataclass(frozen=True, slots=True)
class Pointer:
    target: Target
    seat: int | None = None  # an absolute seat, for the targets that belong to one
    kind: int | None = None  # a tile kind, for OWN_TILE
    # Which of the seat's discards, 杠花 or melds: fixed when the step fires, so the callout keeps
    # pointing at that tile while the table moves on.
    index: int | None = None


@dataclass(frozen=True, slots=True)
class TourStep:
    """One callout: ``id`` (unique in its region's tour), its words, where it points, and whether
    the coach's reason for the question asked now is added to it."""

    id: str
    text_zh: str
    text_en: str
    pointer: Pointer
    with_coach: bool = False

    def text(self, zh: bool) -> str:
        return self.text_zh if zh else self.text_en


@dataclass(frozen=True, slots=True)
class Moment:
    """Something the table shows: ``events`` that just happened (the player's copies) and the
    player's ``view`` after them; ``asking``: the player is asked to act on ``view`` now (its
    ``legal`` actions are on offer), rather than watching."""

    view: PlayerView
    events: tuple[Event, ...] = ()
    asking: bool = False


# A trigger looks at a moment and returns its step (worded for that moment: the tiles, the
# names), or None while its moment has not come.
Trigger = Callable[[Moment], TourStep | None]


@dataclass(frozen=True, slots=True)
class StepSpec:
    id: str
    trigger: Trigger


class Tour:
    """One region's guided hand. ``observe`` each moment in order; every step fires at most once.
    ``skip`` ends it (no step fires again)."""

    def __init__(self, region_id: str, specs: Sequence[StepSpec]) -> None:
        ids = [s.id for s in specs]
        if len(set(ids)) != len(ids):
            raise ValueError(f"{region_id}: step ids repeat: {ids}")
        self.region_id = region_id
        self._specs = tuple(specs)
        self.fired: list[str] = []
        self.skipped = False

    @property
    def step_ids(self) -> tuple[str, ...]:
        return tuple(s.id for s in self._specs)

    def observe(self, moment: Moment) -> list[TourStep]:
        """The steps whose moment this is (in the tour's order), each once."""
        if self.skipped:
            return []
        out = []
        for spec in self._specs:
            if spec.id in self.fired:
                continue
            step = spec.trigger(moment)
            if step is not None:
                self.fired.append(spec.id)
                out.append(step)
        return out

    def skip(self) -> None:
        self.skipped = True
