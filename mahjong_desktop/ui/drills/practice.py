"""A run of drills as the window plays it, without Qt: the current drill, the answer given,
streaks and the tally, and what is kept of each answer (``DrillAnswer``).

An answer is judged by the drill (``Drill.is_accepted``: within the coach's tolerance of its
best). Running out of time is an answer too, a wrong one, so that a timer means something; it is
kept with no choice. The window asks this object and shows what it says; tests drive it directly.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from mahjong_desktop.drills.drill import Drill
from mahjong_desktop.storage.drill_answers import DrillAnswer

TIMERS = (0, 10, 20, 30)  # seconds to answer; 0: no timer


@dataclass(frozen=True, slots=True)
class Outcome:
    """What one answer came to: ``choice`` None when time ran out."""

    drill: Drill
    choice: str | None
    correct: bool


class Practice:
    """Drills one after another. ``keep`` is called with each answer to store (or None)."""

    def __init__(
        self,
        drills: list[Drill],
        keep: Callable[[DrillAnswer], None] | None = None,
        now: Callable[[], datetime] = datetime.now,
        after: Practice | None = None,
    ) -> None:
        """``after``: the set before this one in the same sitting, whose streaks go on."""
        self.drills = drills
        self.keep = keep
        self.now = now
        self.index = 0
        self.answered: Outcome | None = None  # the current drill's outcome, once answered
        self.streak: int = after.streak if after is not None else 0
        self.best_streak: int = after.best_streak if after is not None else 0
        self.right = 0
        self.done = 0

    @property
    def current(self) -> Drill | None:
        return self.drills[self.index] if self.index < len(self.drills) else None

    @property
    def finished(self) -> bool:
        return self.current is None

    def answer(self, choice: str | None, seconds: float | None = None) -> Outcome:
        """Judge ``choice`` (None: the time ran out) for the current drill; once per drill.
        ``DrillError`` for a choice the drill does not have."""
        drill = self.current
        if drill is None or self.answered is not None:
            raise RuntimeError("no drill is waiting for an answer")
        correct = choice is not None and drill.is_accepted(choice)
        self.answered = Outcome(drill, choice, correct)
        self.done += 1
        if correct:
            self.right += 1
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
        else:
            self.streak = 0
        if self.keep is not None:
            self.keep(
                DrillAnswer(
                    date=self.now().isoformat(timespec="seconds"),
                    region=drill.region,
                    kind=drill.kind.value,
                    drill=drill.id,
                    origin=drill.origin,
                    correct=correct,
                    seconds=seconds,
                )
            )
        return self.answered

    def next(self) -> Drill | None:
        """Move on to the next drill (after the current one was answered)."""
        if self.answered is None and self.current is not None:
            raise RuntimeError("the current drill has not been answered")
        self.index += 1
        self.answered = None
        return self.current
