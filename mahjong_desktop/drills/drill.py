"""A drill as a value and as JSON, and checking an answer against it.

JSON (``Drill.to_json``; the command line prints a list of these)::

    {"id", "region", "options", "kind", "origin": "generated" | "record",
     "position": {…the visible table, tile notation…},
     "unit": "分" | "胡",                       # the unit of every worth below
     "choices": [{"choice": "5m", "value": 1.23, "rank": 1, "reason": {"zh", "en"},
                  "figures": {…}}, …],          # one per legal choice, the coach's order
     "accepted": ["5m", …], "best": "5m", "reason": {"zh", "en"},
     "taken": "9p" (from a kept game: what the player chose),
     "players": {"levels": [...], "seed": …} (the computers that played the hand),
     "game": {…the game record up to the decision: replays to this very position…}}

A drill in memory holds the coach's raw worths (stake units), which the judge compares; its JSON
shows them as the reasons and the score plates do, in ``unit`` (``WorthUnit``: 临安's worths
× 100 × 底注, in 胡 × 底注, the same unit as the players' ``score``), so that an outside reader
meets one unit.

``check_answer`` judges from the drill itself: ``accepted`` is the coach's verdict, made when
the drill was (``judge``); an answer that names no choice is an error, not a wrong answer.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mahjong_desktop.ai.worth_unit import POINTS_UNIT, WorthUnit
from mahjong_desktop.drills.kinds import Kind
from mahjong_desktop.validation import DataError, Fields, problem, shown

# Bounds of a drill read back (``drill --check``): a hand has at most a few hundred actions and
# a discard drill at most 14 choices; beyond these a drill is not one this game made.
MAX_CHOICES = 64
MAX_CHOICE_NAME = 40
# The figures that are worths (shown in the drill's unit); the rest are counts and chances.
WORTH_FIGURES = frozenset({"points", "kong", "danger", "value"})


class DrillError(ValueError):
    """An answer or a drill that cannot be judged; the message says what was wrong."""


@dataclass(frozen=True, slots=True)
class Choice:
    """One legal choice: ``name`` (a tile in notation, ``pass``/``pong``/``kong``/``chow 34m``,
    ``keep``/``throw``), the coach's ``value`` (its worth in the region's stake units, made to
    read in the coach's order: see ``judge``; shown through the drill's ``unit``), ``rank`` (1 =
    the coach's choice), the coach's reason for it and its figures (labelled numbers, e.g.
    ``shanten``, ``effective``; worths raw like ``value``)."""

    name: str
    value: float
    rank: int
    reason_zh: str
    reason_en: str
    figures: tuple[tuple[str, float], ...] = ()
    # The draws that bring the hand closer after this choice: (tile, unseen copies).
    helps: tuple[tuple[str, int], ...] = ()

    def to_json(self, unit: WorthUnit = POINTS_UNIT) -> dict[str, Any]:
        """The choice with its worths in ``unit`` (as its reasons say them)."""
        figures = {k: unit.shown(v) if k in WORTH_FIGURES else v for k, v in self.figures}
        out: dict[str, Any] = {
            "choice": self.name,
            "value": unit.shown(self.value),
            "rank": self.rank,
            "reason": {"zh": self.reason_zh, "en": self.reason_en},
            "figures": figures,
        }
        if self.helps:
            out["helps"] = [[tile, n] for tile, n in self.helps]
        return out


@dataclass(frozen=True, slots=True)
class Drill:
    """One decision to practise (see the module doc for the JSON)."""

    id: str
    region: str
    options: dict[str, Any]
    kind: Kind
    origin: str
    position: dict[str, Any]
    choices: tuple[Choice, ...]
    accepted: tuple[str, ...]
    reason_zh: str
    reason_en: str
    game: dict[str, Any] = field(repr=False)
    taken: str | None = None
    # The computers that played the hand: their level per seat and the seed their decisions
    # were seeded from (``storage.players``), so that the hand can be played on from here with
    # the same opponents.
    levels: tuple[str | None, ...] = ("normal", "normal", "normal", "normal")
    players_seed: int = 0
    # How the worths are shown: the region's score plates' unit (the coach's ``worth_unit``).
    unit: WorthUnit = POINTS_UNIT

    @property
    def best(self) -> Choice:
        return self.choices[0]

    @property
    def seat(self) -> int:
        return int(self.position["seat"])

    def choice(self, name: str) -> Choice | None:
        return next((c for c in self.choices if c.name == name), None)

    def is_accepted(self, name: str) -> bool:
        """True if ``name`` is judged right; ``DrillError`` if it names no choice."""
        if self.choice(name) is None:
            raise DrillError(_not_a_choice(name, [c.name for c in self.choices]))
        return name in self.accepted

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "id": self.id,
            "region": self.region,
            "options": self.options,
            "kind": self.kind.value,
            "origin": self.origin,
            "position": self.position,
            "unit": self.unit.money,
            "choices": [c.to_json(self.unit) for c in self.choices],
            "accepted": list(self.accepted),
            "best": self.best.name,
            "reason": {"zh": self.reason_zh, "en": self.reason_en},
        }
        if self.taken is not None:
            out["taken"] = self.taken
        out["players"] = {"levels": list(self.levels), "seed": self.players_seed}
        out["game"] = self.game
        return out


def _not_a_choice(name: object, names: list[str]) -> str:
    return (
        f"answer {shown(name)} is not a legal choice of this drill; the choices are "
        + ", ".join(names)
    )


def check_answer(data: object, source: str) -> dict[str, Any]:
    """``{"drill": <a drill's JSON>, "answer": <choice>}`` judged: ``{"correct", "answer",
    "accepted", "best", "value", "best_value", "reason"}``. ``DataError`` names a malformed
    field; ``DrillError`` an answer that is no legal choice."""
    top = Fields.of(data, source)
    top.only(("drill", "answer"))
    drill = top.table("drill")
    answer = top.text("answer", max_len=MAX_CHOICE_NAME)
    values = _choices(drill)
    accepted = _accepted(drill, values)
    if answer not in values:
        raise DrillError(_not_a_choice(answer, list(values)))
    best = max(values, key=lambda n: values[n])
    reason = drill.table("reason", required=False)
    out: dict[str, Any] = {
        "correct": answer in accepted,
        "answer": answer,
        "accepted": accepted,
        "best": drill.text("best", best, max_len=MAX_CHOICE_NAME),
        "value": values[answer],
        "best_value": values[best],
    }
    if "zh" in reason or "en" in reason:
        out["reason"] = {
            "zh": reason.text("zh", "", max_len=2000),
            "en": reason.text("en", "", max_len=2000),
        }
    return out


def _choices(drill: Fields) -> dict[str, float]:
    raw = drill.value("choices", list)
    if not 1 <= len(raw) <= MAX_CHOICES:
        raise problem(drill.source, drill.where("choices"), f"must hold 1 to {MAX_CHOICES} choices")
    out: dict[str, float] = {}
    for i, item in enumerate(raw):
        row = Fields.of(item, drill.source, f"{drill.where('choices')}[{i}]")
        name = row.text("choice", max_len=MAX_CHOICE_NAME)
        value = row.value("value", (int, float))
        if name in out:
            raise problem(row.source, row.where("choice"), f"repeats the choice {shown(name)}")
        out[name] = float(value)
    return out


def _accepted(drill: Fields, values: dict[str, float]) -> list[str]:
    raw = drill.value("accepted", list)
    where = drill.where("accepted")
    if not raw:
        raise problem(drill.source, where, "must name at least one choice")
    for i, name in enumerate(raw):
        if not isinstance(name, str) or name not in values:
            raise DataError(
                drill.source, f"{where}[{i}]", name, "one of the choices: " + ", ".join(values)
            )
    return list(raw)
