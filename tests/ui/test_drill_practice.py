"""The drill window's run of drills, without Qt: answers judged by the drill, streaks, the
tally, what is kept of each answer, and a timed-out answer counted wrong."""

from __future__ import annotations

from datetime import datetime

import pytest

from mahjong_desktop.drills import DrillError, kinds_for
from mahjong_desktop.drills.generate import generate
from mahjong_desktop.storage.drill_answers import DrillAnswer
from mahjong_desktop.ui.drills.practice import Practice


def _run() -> tuple[Practice, list[DrillAnswer]]:
    drills = generate("linfen", {}, seed=2, count=3, kinds=kinds_for("linfen"))
    kept: list[DrillAnswer] = []
    return Practice(drills, kept.append, now=lambda: datetime(2026, 12, 3, 6, 0, 0)), kept


def test_answers_make_streaks_and_are_kept() -> None:
    practice, kept = _run()
    first = practice.current
    assert first is not None
    outcome = practice.answer(first.best.name, 4.2)
    assert outcome.correct and (practice.streak, practice.right, practice.done) == (1, 1, 1)
    assert kept == [
        DrillAnswer(
            "2026-12-03T06:00:00", "linfen", first.kind.value, first.id, "generated", True, 4.2
        )
    ]
    second = practice.next()
    assert second is not None
    wrong = next(c.name for c in second.choices if c.name not in second.accepted)
    assert not practice.answer(wrong).correct
    assert (practice.streak, practice.best_streak, practice.right) == (0, 1, 1)
    assert kept[-1].correct is False and kept[-1].seconds is None


def test_running_out_of_time_is_a_wrong_answer() -> None:
    practice, kept = _run()
    outcome = practice.answer(None, 10.0)
    assert outcome.choice is None and not outcome.correct and kept[-1].correct is False


def test_one_answer_per_drill_and_only_a_legal_choice() -> None:
    practice, _ = _run()
    with pytest.raises(RuntimeError):
        practice.next()  # not answered yet
    with pytest.raises(DrillError, match="not a legal choice"):
        practice.answer("not-a-choice")
    current = practice.current
    assert current is not None
    practice.answer(current.best.name)
    with pytest.raises(RuntimeError):
        practice.answer(current.best.name)


def test_the_set_ends_after_its_last_drill() -> None:
    practice, _ = _run()
    while practice.current is not None:
        practice.answer(practice.current.best.name)
        practice.next()
    assert practice.finished and practice.done == 3 and practice.best_streak == 3
