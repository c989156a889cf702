"""What a session in progress is, on disk: a header (rules, options, seeds, seats, levels) and the
actions of every hand so far. Autosave, named saves and resumes all use it; nothing else is kept,
because the engine rebuilds the identical state from it (same seed + same actions ⇒ same events).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from mahjong_desktop import __version__
from mahjong_desktop.ai.levels import LEVELS
from mahjong_desktop.engine.errors import RecordError
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.record import GAME_FORMAT, game_from_json, region_from_json, replay
from mahjong_desktop.engine.rules_version import RULES_VERSION
from mahjong_desktop.engine.session import FORMAT_VERSION, SESSION_FORMAT, Session
from mahjong_desktop.messages import Says
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.validation import DataError, Fields

MAX_HANDS = 1000  # a 4-round session has at most a few dozen; bounds what a file can ask for
MAX_ACTIONS_PER_HAND = 2000  # a hand has about 100–250 actions


class RulesVersionError(RecordError):
    """A session or record made under other rules: refused, never replayed under these. A
    ``RecordError`` (it cannot be loaded) and a ``DataError`` naming the file and the key."""


@dataclass(frozen=True, slots=True)
class SessionHeader:
    """``levels``: per player index, the computer level (``easy``/``normal``/``hard``), None for the
    human. ``human_seat`` None: computers in every seat."""

    region: str
    options: dict[str, Any]
    seed: int
    hands_limit: int | None
    rounds_limit: int | None
    human_seat: int | None
    levels: tuple[str | None, ...]
    rules_version: int = RULES_VERSION
    app_version: str = __version__
    # A practice game of one recorded deal ("play this deal again", "play on from here"): the
    # engine's game record of that hand without its actions (seed, dealer, scores, wall …).
    deal: dict[str, Any] | None = None
    # The seat an outside bot played (settings › Outside bot). Only the seat: a save never holds
    # the bot's command line, which would make opening a file run a program. A continued session
    # seats the player's own configured bot there again, or the computer of ``levels``.
    bot_seat: int | None = None

    def to_json(self) -> dict[str, Any]:
        extra: dict[str, Any] = {} if self.deal is None else {"deal": dict(self.deal)}
        if self.bot_seat is not None:
            extra["outside_bot_seat"] = self.bot_seat
        return {
            **extra,
            "region": self.region,
            "options": dict(self.options),
            "seed": self.seed,
            "hands_limit": self.hands_limit,
            "rounds_limit": self.rounds_limit,
            "human_seat": self.human_seat,
            "levels": list(self.levels),
            "rules_version": self.rules_version,
            "app_version": self.app_version,
        }

    @classmethod
    def from_json(cls, data: object, where: str = "session") -> SessionHeader:
        return cls.from_fields(Fields.of(data, where))

    @classmethod
    def from_fields(cls, f: Fields) -> SessionHeader:
        """The header in ``f``; ``DataError`` names the key, ``RulesVersionError`` refuses a
        session of other rules."""
        version = f.value("rules_version", int)
        if version != RULES_VERSION:
            raise RulesVersionError.about(
                f.source,
                f.where("rules_version"),
                Says("session_rules_version", (str(version), str(RULES_VERSION))),
            )
        levels = f.value("levels", list)
        if len(levels) != 4 or any(x is not None and x not in LEVELS for x in levels):
            allowed = Says("levels", (tuple(LEVELS),))
            raise DataError(f.source, f.where("levels"), levels, allowed)
        return cls(
            region=f.value("region", str),
            options=f.value("options", dict),
            seed=f.value("seed", int),
            hands_limit=f.optional_integer("hands_limit", 1, MAX_HANDS),
            rounds_limit=f.optional_integer("rounds_limit", 1, MAX_HANDS),
            human_seat=f.optional_integer("human_seat", 0, 3),
            levels=tuple(levels),
            rules_version=version,
            app_version=str(f.data.get("app_version", "")),
            deal=_deal(f),
            bot_seat=f.optional_integer("outside_bot_seat", 0, 3),
        )


def _deal(header: Fields) -> dict[str, Any] | None:
    if header.data.get("deal") is None:
        return None
    deal = header.table("deal")
    deal.choice("format", [GAME_FORMAT])
    # What ``DealSession`` reads itself; the rest is the engine's record, checked when it deals.
    deal.integer("dealer", 0, 3, 0)
    scores = deal.data.get("scores", [0, 0, 0, 0])
    if not (
        isinstance(scores, list)
        and len(scores) == 4
        and all(isinstance(x, int) and not isinstance(x, bool) for x in scores)
    ):
        raise DataError(header.source, deal.where("scores"), scores, Says("whole_numbers", ("4",)))
    return dict(deal.data)


def header_of(
    session: Session,
    human_seat: int | None,
    levels: list[str | None],
    bot_seat: int | None = None,
) -> SessionHeader:
    return SessionHeader(
        region=session.region.region_id,
        options=dict(session.region.options),
        seed=session.seed,
        hands_limit=session.hands,
        rounds_limit=session.rounds,
        human_seat=human_seat,
        levels=tuple(levels),
        bot_seat=bot_seat,
    )


def check_hands(document: Fields) -> list[list[dict[str, Any]]]:
    """The ``hands`` of ``document``: its hands' action lists, bounded in count and length."""
    hands: list[list[dict[str, Any]]] = document.value("hands", list)
    if len(hands) > MAX_HANDS:
        raise document.fail("hands", Says("more_hands", (str(MAX_HANDS),)))
    for i, actions in enumerate(hands):
        if not isinstance(actions, list) or len(actions) > MAX_ACTIONS_PER_HAND:
            raise DataError(
                document.source,
                f"{document.where('hands')}[{i}]",
                actions,
                Says("actions_at_most", (str(MAX_ACTIONS_PER_HAND),)),
            )
    return hands


def build_session(
    header: SessionHeader, hands: list[list[dict[str, Any]]], region: RegionRules | None = None
) -> Session:
    """Replay the hands under the header's rules: the identical session, mid-hand if it was."""
    if header.deal is not None:
        return _deal_session(header, hands, region)
    data = {
        "format": SESSION_FORMAT,
        "version": FORMAT_VERSION,
        "region": header.region,
        "options": header.options,
        "seed": header.seed,
        "hands_limit": header.hands_limit,
        "rounds_limit": header.rounds_limit,
        "hands": hands,
    }
    return Session.from_json(data, region)


class DealSession(Session):
    """A session of one given deal: the hand a record holds, dealt again from its record."""

    def __init__(self, region: RegionRules, seed: int, deal: dict[str, Any]) -> None:
        super().__init__(region, seed, hands=1)
        self.deal = deal
        # Checked by ``SessionHeader.from_json`` (``_deal``) when read from a file.
        self.dealer = int(deal.get("dealer", 0))
        self.totals = [int(x) for x in deal.get("scores", [0, 0, 0, 0])]

    def start_hand(self) -> Game:
        if self.game is not None or self.summaries:
            return super().start_hand()  # settles the hand, then refuses: one hand only
        self.game = game_from_json({**self.deal, "actions": []}, self.region)
        return self.game


def practice_header(header: SessionHeader, game_record: dict[str, Any]) -> SessionHeader:
    """The header of a practice game of the deal ``game_record`` (a record's engine game)."""
    deal = {k: v for k, v in game_record.items() if k != "actions"}
    return replace(header, hands_limit=1, rounds_limit=None, deal=deal)


def _deal_session(
    header: SessionHeader, hands: list[list[dict[str, Any]]], region: RegionRules | None
) -> Session:
    assert header.deal is not None
    rules = region if region is not None else region_from_json(header.to_json())
    session = DealSession(rules, header.seed, header.deal)
    if len(hands) > 1:
        raise RecordError.about("", "hands", Says("practice_one_hand"))
    if hands:
        game = session.start_hand()
        replay(game, hands[0])
    return session
