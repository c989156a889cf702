"""The messages of the outside-bot protocol (docs/formats/bot-protocol.md): JSON lines between
the game and a bot program on its standard input and output.

Every line is one JSON object with a ``"type"``. The game sends ``hello`` once, then every event
of every hand as the bot's seat may see it (``Event.for_seat``, then ``to_json``), a ``request``
whenever the seat must act, and ``end`` when the game is over; the bot answers each request with
``{"id": <int>}`` (or ``{"action": {...}}`` naming one of the listed actions). This module only
builds and reads messages — no processes (``outside_bot`` runs the program) — so the protocol
can be tested, measured and reused by an in-process twin of a bot on equal terms.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from mahjong_desktop.engine.actions import Action, action_from_json
from mahjong_desktop.engine.events import Event
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.engine.rules_version import RULES_VERSION
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.tiles import name as tile_name

PROTOCOL = "mahjong-desktop/bot"
PROTOCOL_VERSION = 1
# One line either way. The longest the game sends is a hand_ended event (four revealed hands
# and a dozen payments, under 2 kB) or a request of 30-odd actions; a bot's answer is a few
# bytes. The bound keeps a runaway bot from filling the game's memory with one endless line.
MAX_LINE_BYTES = 64 * 1024


class BotAnswerError(ValueError):
    """A bot's answer that names no legal action; the message says what was wrong."""


def encode(message: Mapping[str, Any]) -> bytes:
    """One protocol line: compact JSON, UTF-8 (tile names are ASCII; region names are not)."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode() + b"\n"


def hello(region_id: str, options: Mapping[str, object], seat: int, name: str) -> dict[str, Any]:
    """The first line a bot reads: who it is and under which rules it plays."""
    return {
        "type": "hello",
        "protocol": PROTOCOL,
        "version": PROTOCOL_VERSION,
        "rules_version": RULES_VERSION,
        "region": region_id,
        "options": dict(options),
        "seat": seat,
        "name": name,
    }


def event_message(event: Event, seat: int) -> dict[str, Any]:
    """An event as ``seat`` may see it. ``for_seat`` is applied here too, whatever the caller
    passed, so no code path sends another seat's hidden tiles."""
    return event.for_seat(seat).to_json()


def action_message(action: Action, index: int) -> dict[str, Any]:
    """An action as listed in a request: its JSON form with an ``id`` and without the seat (a
    bot only ever acts for its own)."""
    out: dict[str, Any] = {"id": index}
    out.update((k, v) for k, v in action.to_json().items() if k != "seat")
    return out


def request(view: PlayerView, legal: Sequence[Action]) -> dict[str, Any]:
    """What the seat must decide, and the facts of its view that only the rules give.

    The events tell a bot the table; the facts here are those a bot could otherwise only get by
    playing the region's rules itself: its waits, whether a passed win locks it, the wild kind,
    the 玩法 in force, the tiles declared players let pass, the scores so far."""
    out: dict[str, Any] = {
        "type": "request",
        "phase": str(view.phase.value),
        "actions": [action_message(a, i) for i, a in enumerate(legal)],
    }
    if view.phase is Phase.TURN:
        out["drawn"] = None if view.drawn is None else tile_name(view.drawn)
    if view.claim_tile is not None:
        out["claim"] = {"tile": tile_name(view.claim_tile), "from": view.claim_from}
    out["waits"] = [tile_name(t) for t in view.waits]
    out["win_locked"] = view.win_locked
    out["wild"] = None if view.wild is None else tile_name(view.wild)
    out["variant"] = view.variant
    out["let_pass"] = [[tile_name(t) for t in s.let_pass] for s in view.seats]
    out["scores"] = [s.score for s in view.seats]
    out["wall_live"] = view.wall_live
    out["wall_reserve"] = view.wall_reserve
    out["dealer_streak"] = view.dealer_streak
    return out


def end() -> dict[str, Any]:
    """The last line: the game is over; the bot should exit."""
    return {"type": "end"}


def parse_answer(line: bytes, legal: Sequence[Action], seat: int) -> Action:
    """The action a bot's answer line names; ``BotAnswerError`` says why it names none."""
    try:
        data = json.loads(line)
    except (ValueError, RecursionError):
        raise BotAnswerError(f"not a JSON line: {quote(line)}") from None
    if not isinstance(data, dict):
        raise BotAnswerError(f'an answer is a JSON object such as {{"id": 0}}, got {quote(line)}')
    if "id" in data:
        index = data["id"]
        if not isinstance(index, int) or isinstance(index, bool):
            raise BotAnswerError(f"id must be an integer, got {quote(line)}")
        if not 0 <= index < len(legal):
            raise BotAnswerError(f"id {index} is not one of the listed ids 0–{len(legal) - 1}")
        return legal[index]
    if "action" in data:
        given = data["action"]
        if not isinstance(given, dict):
            raise BotAnswerError(f"action must be a JSON object, got {quote(line)}")
        try:
            action = action_from_json({**given, "seat": seat})
        except ValueError as exc:
            raise BotAnswerError(f"action {quote(line)}: {exc}") from None
        if action not in legal:
            raise BotAnswerError(f"action {quote(line)} is not one of the listed actions")
        return action
    raise BotAnswerError(f'an answer names an "id" (or an "action"), got {quote(line)}')


def quote(line: bytes) -> str:
    """A bot's line as a message quotes it: decoded, one line, at most 80 characters."""
    text = line.decode("utf-8", "replace").strip()
    return repr(text if len(text) <= 80 else text[:79] + "…")
