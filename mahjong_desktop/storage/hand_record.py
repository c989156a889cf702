"""A finished hand as a record (牌谱): the engine's game record plus who played and what came of it.

The engine's ``game_to_json`` (region, options, seed, dealer, hand number, round wind, scores,
actions) is the replayable part; around it a record keeps the date, the player's seat, each
computer's level, the rules version and the result as it was settled. Replaying the actions must
give that result again (``replay_record``): a record that does not is refused, never shown as if it
were the same hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mahjong_desktop.engine.errors import RecordError
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.record import game_from_json, game_to_json
from mahjong_desktop.engine.rules_version import RULES_VERSION
from mahjong_desktop.messages import Says
from mahjong_desktop.rules.hand_facts import WinBy
from mahjong_desktop.rules.item_kinds import is_pattern
from mahjong_desktop.storage.session_doc import MAX_ACTIONS_PER_HAND, RulesVersionError
from mahjong_desktop.validation import DataError, Fields

RECORD_FORMAT = "mahjong-desktop/hand-record"
RECORD_VERSION = 1
# Bounds of the numbers a record may hold, so none overflows sqlite's INTEGER (a hand number of
# 10³⁰ did) or means nonsense: a session has at most a few hundred hands.
MAX_HAND_INDEX = 1_000_000
SEED_RANGE = (0, (1 << 64) - 1)
SELF_DRAWN = (WinBy.SELF_DRAW.value, WinBy.KONG_REPLACEMENT.value)


class Outcome:
    """The hand for the player (the history's "result" column); string constants for sqlite."""

    WON = "won"
    DEALT_IN = "dealt_in"  # the player's discard (or robbed kong) paid another's win
    LOST = "lost"  # another player won, not on the player's tile
    DRAW = "draw"  # nobody won (流局)
    ALL = ("won", "dealt_in", "lost", "draw")


@dataclass(frozen=True, slots=True)
class WinFacts:
    seat: int
    win_by: str
    from_seat: int | None
    total: int
    unit: str
    items: tuple[tuple[str, int], ...]  # (pattern id, value)

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "win_by": self.win_by,
            "from_seat": self.from_seat,
            "total": self.total,
            "unit": self.unit,
            "items": [list(item) for item in self.items],
        }

    @property
    def self_drawn(self) -> bool:
        return self.win_by in SELF_DRAWN


@dataclass(frozen=True, slots=True)
class HandFacts:
    """What a hand came to: the net of each player index and every win's patterns."""

    draw: bool
    net: tuple[int, ...]
    wins: tuple[WinFacts, ...]

    def to_json(self) -> dict[str, Any]:
        return {"draw": self.draw, "net": list(self.net), "wins": [w.to_json() for w in self.wins]}

    def outcome_for(self, seat: int) -> str:
        if any(w.seat == seat for w in self.wins):
            return Outcome.WON
        if any(w.from_seat == seat for w in self.wins):
            return Outcome.DEALT_IN
        return Outcome.LOST if self.wins else Outcome.DRAW

    def best_pattern(self, seat: int, region: str) -> str | None:
        """The most valuable pattern (番种 / 台 / the 上饶 shape) of ``seat``'s win, else of the
        first winner's; never a base, a 胡 item or a step of the arithmetic (逢一进百 tops every
        临安 hand's items by value, 底胡 and 碰 are no patterns): ``rules/item_kinds.py``."""
        ordered = sorted(self.wins, key=lambda w: w.seat != seat)
        for win in ordered:
            patterns = [item for item in win.items if is_pattern(region, item[0])]
            if patterns:
                return max(patterns, key=lambda item: item[1])[0]
        return None


# 兰州 with play-on after a win can see many wins in one hand; none can have more wins than
# tiles. (A cap of 4 once cut the fifth win of such a hand off its record, which then replayed
# "to another result" and could be neither replayed nor reviewed.)
MAX_WINS = 136


def facts_of(game: Game) -> HandFacts:
    if game.settlement is None or game.outcome is None:
        raise RecordError.about("", "", Says("hand_not_over"))
    wins = tuple(
        WinFacts(
            w.seat,
            w.win_by.value,
            w.from_seat,
            w.evaluation.total,
            w.evaluation.unit,
            tuple((item.key, item.value) for item in w.evaluation.items),
        )
        for w in game.winners
    )
    return HandFacts(game.outcome.draw, tuple(game.settlement.net()), wins)


@dataclass(frozen=True, slots=True)
class HandRecord:
    """``game``: the engine's game record; ``human_seat`` None in an all-computer game."""

    session_uid: str
    hand_index: int
    date: str
    game: dict[str, Any]
    human_seat: int | None
    levels: tuple[str | None, ...]
    facts: HandFacts
    rules_version: int = RULES_VERSION
    # The session's seed: its computers' decisions are seeded from it (storage/players.py), so a
    # practice game of this deal plays on as the original did.
    session_seed: int = 0

    @property
    def region(self) -> str:
        return str(self.game["region"])

    @property
    def viewer(self) -> int:
        """The seat whose results the history shows (seat 0 in an all-computer game)."""
        return 0 if self.human_seat is None else self.human_seat

    def to_json(self) -> dict[str, Any]:
        return {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "rules_version": self.rules_version,
            "session": self.session_uid,
            "session_seed": self.session_seed,
            "hand_index": self.hand_index,
            "date": self.date,
            "human_seat": self.human_seat,
            "levels": list(self.levels),
            "game": self.game,
            "result": self.facts.to_json(),
        }


def record_of(
    game: Game,
    session_uid: str,
    hand_index: int,
    date: str,
    human_seat: int | None,
    levels: tuple[str | None, ...],
    session_seed: int = 0,
) -> HandRecord:
    return HandRecord(
        session_uid,
        hand_index,
        date,
        game_to_json(game),
        human_seat,
        levels,
        facts_of(game),
        session_seed=session_seed,
    )


def record_from_json(data: object, where: str) -> HandRecord:
    """A record checked field by field; ``DataError`` names the key and the value,
    ``RulesVersionError`` refuses a record of other rules."""
    f = Fields.of(data, where)
    f.choice("format", [RECORD_FORMAT])
    version = f.value("version", int)
    if version < 1:
        raise DataError(where, "version", version, Says("record_format", (str(RECORD_VERSION),)))
    if version > RECORD_VERSION:
        raise f.fail("version", Says("record_newer", (str(version), str(RECORD_VERSION))))
    rules = f.value("rules_version", int)
    if rules != RULES_VERSION:
        raise RulesVersionError.about(
            where,
            "rules_version",
            Says("record_rules_version", (str(rules), str(RULES_VERSION))),
        )
    game = f.table("game")
    if len(game.value("actions", list)) > MAX_ACTIONS_PER_HAND:
        raise game.fail("actions", Says("more_actions", (str(MAX_ACTIONS_PER_HAND),)))
    game.value("region", str)
    human, levels = seats_of(f)
    lo, hi = SEED_RANGE
    return HandRecord(
        session_uid=f.value("session", str),
        hand_index=f.integer("hand_index", 0, MAX_HAND_INDEX),
        date=f.value("date", str),
        game=dict(game.data),
        human_seat=human,
        levels=levels,
        facts=facts_from_json(f.value("result", dict), where),
        rules_version=rules,
        session_seed=f.integer("session_seed", lo, hi, 0),
    )


def seats_of(record: Fields) -> tuple[int | None, tuple[str | None, ...]]:
    """Who played: the human's seat (None: computers only) and each seat's level name (None:
    the human), as a record and its summary row keep them."""
    human = record.optional_integer("human_seat", 0, 3)
    levels = record.value("levels", list)
    if len(levels) != 4 or not all(x is None or isinstance(x, str) for x in levels):
        raise record.error(record.source, record.where("levels"), levels, "4 level names or nulls")
    return human, tuple(levels)


def facts_from_json(data: dict[str, Any], where: str) -> HandFacts:
    result = Fields(data, where, "result")
    net = result.value("net", list)
    if len(net) != 4 or not all(isinstance(x, int) and not isinstance(x, bool) for x in net):
        raise DataError(where, result.where("net"), net, Says("whole_numbers", ("4",)))
    wins = []
    listed = result.value("wins", list)
    if len(listed) > MAX_WINS:
        raise result.fail("wins", Says("more_wins", (str(MAX_WINS),)))
    for i, raw in enumerate(listed):
        win = Fields.of(raw, where, f"{result.where('wins')}[{i}]")
        items = win.value("items", list)
        if not all(
            isinstance(x, list) and len(x) == 2 and isinstance(x[0], str) and isinstance(x[1], int)
            for x in items
        ):
            raise DataError(where, win.where("items"), items, Says("item_pairs"))
        source = win.data.get("from_seat")
        wins.append(
            WinFacts(
                win.value("seat", int),
                win.value("win_by", str),
                source if isinstance(source, int) else None,
                win.value("total", int),
                win.value("unit", str),
                tuple((x[0], x[1]) for x in items),
            )
        )
    return HandFacts(bool(data.get("draw")), tuple(net), tuple(wins))


def replay_record(record: HandRecord) -> Game:
    """The hand replayed from its actions; ``RecordError`` unless it ends as recorded."""
    if record.rules_version != RULES_VERSION:
        raise RulesVersionError.about(
            "",
            "rules_version",
            Says("recorded_rules_version", (str(record.rules_version), str(RULES_VERSION))),
        )
    game = game_from_json(record.game)
    if not game.is_over:
        raise RecordError.about("", "game.actions", Says("not_finished"))
    replayed = facts_of(game)
    if replayed != record.facts:
        last: Says | str = (
            Says(
                "after_action",
                (str(len(game.actions) - 1), game.actions[-1].says(game.region.term)),
            )
            if game.actions
            else ""
        )
        raise RecordError.about(
            "",
            "game.actions",
            Says("other_result", (last, str(list(replayed.net)), str(list(record.facts.net)))),
        )
    return game
