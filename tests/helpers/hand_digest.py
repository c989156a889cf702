"""Fingerprints of played hands, to prove that a rewrite of the engine plays exactly as before.

``tools/record_engine_golden.py`` plays hands with computer players and stores, per hand, its
inputs, the players' actions and three sha256 digests: of every event the engine emitted, of the
hand's end (settlement and outcome), and of every view the engine built along the way.
``test_same_events_as_before.py`` replays the stored actions and compares the digests.

The serialisation is canonical and independent of how the engine is written: dataclasses become
objects with their class name and every field, enums their value (so a field that changes from a
``str`` to a ``StrEnum`` with the same value digests the same), sets sorted lists. An event is
digested twice over: its JSON form (what saves and logs write) and its full value.
"""

from __future__ import annotations

import dataclasses
import gzip
import hashlib
import json
from collections.abc import Iterator
from enum import Enum
from pathlib import Path
from typing import Any

from mahjong_desktop.engine.actions import action_from_json
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.session import Session
from mahjong_desktop.rules.registry import load_region

# Recorded on dad8abb, the engine before issue 30 took its mixins apart
# (tools/record_engine_golden.py).
GOLDEN_DIR = Path(__file__).parents[1] / "engine" / "golden"
REGIONS = ("lincang", "linfen", "lanzhou", "shangrao", "linan")


_ATOMS = (type(None), bool, int, float, str)  # exact types: a str or int enum is not one


def plain(value: object) -> Any:
    """``value`` as JSON-ready data that names every dataclass and field it holds."""
    if type(value) in _ATOMS:  # the common case first: this runs millions of times
        return value
    if isinstance(value, Enum):
        return plain(value.value)
    if value is None or isinstance(value, bool | int | float | str):
        return value
    names = _field_names(type(value))
    if names is not None:
        out: dict[str, Any] = {"@": type(value).__name__}
        for name in names:
            out[name] = plain(getattr(value, name))
        return out
    if isinstance(value, list | tuple):
        return [v if type(v) is int else plain(v) for v in value]
    if isinstance(value, set | frozenset):
        return sorted(plain(v) for v in value)
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    raise TypeError(f"no canonical form for {type(value).__name__}: {value!r}")


_FIELDS: dict[type, tuple[str, ...] | None] = {}
# Fields added after the golden records were made: new facts, not a change of the old ones, so
# the digests leave them out (their own tests check them: tests/engine/test_view_after_kong.py).
_ADDED_SINCE_GOLDEN = {"PlayerView": frozenset({"after_kong"})}


def _field_names(cls: type) -> tuple[str, ...] | None:
    """The fields of a dataclass type (None for other types), looked up once per type."""
    if cls not in _FIELDS:
        if dataclasses.is_dataclass(cls):
            added = _ADDED_SINCE_GOLDEN.get(cls.__name__, frozenset())
            names = (f.name for f in dataclasses.fields(cls))
            _FIELDS[cls] = tuple(n for n in names if n not in added)
        else:
            _FIELDS[cls] = None
    return _FIELDS[cls]


def canonical(value: object) -> bytes:
    return json.dumps(
        value, sort_keys=True, ensure_ascii=False, separators=(",", ":"), allow_nan=False
    ).encode()


class HandDigests:
    """Running digests of one hand, fed as the hand is played or replayed."""

    def __init__(self) -> None:
        self.views = hashlib.sha256()

    def see(self, game: Game) -> None:
        """The views of the seats the game waits for — what players decide on — and, once the
        hand is over, every seat's last view (what the table shows at the end)."""
        for seat in range(4) if game.is_over else game.waiting_for():
            self.views.update(canonical(plain(game.view(seat))) + b"\n")

    def result(self, game: Game) -> dict[str, str]:
        events = hashlib.sha256()
        for event in game.events:
            events.update(canonical({"json": event.to_json(), "value": plain(event)}) + b"\n")
        end = canonical(
            {
                "settlement": plain(game.settlement),
                "outcome": plain(game.outcome),
                "paid_in_play": plain(game.paid_in_play),
                "phase": plain(game.phase),
            }
        )
        return {
            "events": events.hexdigest(),
            "settlement": hashlib.sha256(end).hexdigest(),
            "views": self.views.hexdigest(),
        }


def hand_inputs(game: Game) -> dict[str, Any]:
    """What a hand starts from besides the region: all a ``Game`` is built with."""
    return {
        "seed": game.seed,
        "dealer": game.dealer,
        "hand_number": game.hand_number,
        "round_wind": game.round_wind,
        "dealer_streak": game.dealer_streak,
        "scores": list(game.scores),
        "variant": game.carried_variant,
    }


def golden_file(region: str) -> Path:
    return GOLDEN_DIR / f"{region}.jsonl.gz"


def read_records(region: str) -> list[dict[str, Any]]:
    with gzip.open(golden_file(region), "rt", encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def sessions(records: list[dict[str, Any]]) -> Iterator[list[dict[str, Any]]]:
    """The records grouped by session, hands in order."""
    groups: dict[str, list[dict[str, Any]]] = {}
    for rec in records:
        groups.setdefault(rec["session"], []).append(rec)
    for hands in groups.values():
        yield sorted(hands, key=lambda r: r["hand"])


def replay_session(hands: list[dict[str, Any]]) -> Iterator[tuple[dict[str, Any], Game, str]]:
    """Replay one recorded session hand by hand; yield each record with its replayed game and a
    problem ("" when none): inputs that differ from the record, an action refused, a hand that does
    not end, or digests that differ."""
    first = hands[0]
    region = load_region(first["region"], first["options"])
    session = Session(region, first["session_seed"], hands=first["hands_limit"])
    for rec in hands:
        game = session.start_hand()
        inputs = hand_inputs(game)
        if inputs != rec["inputs"]:
            yield rec, game, f"inputs differ: recorded {rec['inputs']}, now {inputs}"
            return
        digests = HandDigests()
        digests.see(game)
        for i, raw in enumerate(rec["actions"]):
            try:
                game.apply(action_from_json(raw))
            except Exception as exc:  # any failure is a finding to report, with its hand
                yield rec, game, f"action {i} {raw} failed: {exc!r}"
                return
            digests.see(game)
        if not game.is_over:
            yield rec, game, "the hand is not over after its recorded actions"
            return
        got = digests.result(game)
        wrong = [k for k in ("events", "settlement", "views") if got[k] != rec[k]]
        yield rec, game, (f"{', '.join(wrong)} digest differs" if wrong else "")


def describe(rec: dict[str, Any]) -> str:
    """The hand a record holds, for a failure message."""
    return (
        f"{rec['region']} session {rec['session']} hand {rec['hand']} "
        f"(options {rec['options']}, session seed {rec['session_seed']}, "
        f"players {rec['players']})"
    )
