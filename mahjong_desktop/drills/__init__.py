"""Practice drills (何切 and the regional decisions): one real decision of a hand, its choices
each with the coach's worth, the choices judged right and the coach's reason in both languages.

A drill is made from a table position one seat saw during play: positions sampled from
computer-against-computer hands on seeded walls (``generate``), or the decisions in the player's
kept games where they chose otherwise than the coach and it mattered (``from_records``). The
judge is the coach (``ai.coach.advise``) asked about that very view, so a drill says what the
hint button would have said at that moment. No Qt: the command line (``mahjong-desktop drill``)
and the drill window share this package. See docs/drills.md.
"""

from __future__ import annotations

from mahjong_desktop.drills.drill import Choice, Drill, DrillError, check_answer
from mahjong_desktop.drills.judge import judge
from mahjong_desktop.drills.kinds import Kind, kinds_for

__all__ = [
    "Choice",
    "Drill",
    "DrillError",
    "Kind",
    "check_answer",
    "judge",
    "kinds_for",
]
