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
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.validation import Fields

MAX_HANDS = 1000  # a 4-round session has at most a few dozen; bounds what a file can ask for
MAX_ACTIONS_PER_HAND = 2000  # a hand has about 100–250 actions


class RulesVersionError(RecordError):
    """A session or record made under other rules: refused, never replayed under these."""


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

    def to_json(self) -> dict[str, Any]:
        extra = {} if self.deal is None else {"deal": dict(self.deal)}
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
        if not isinstance(data, dict):
            raise ValueError(f"{where}: the header must be an object")
        version = Fields(data, where).value("rules_version", int)
        if version != RULES_VERSION:
            raise RulesVersionError(
                f"{where}: made under rules version {version}; this app plays rules version "
                f"{RULES_VERSION}, under which its actions could mean another game, so it is not "
                "replayed"
            )
        levels = Fields(data, where).value("levels", list)
        if len(levels) != 4 or any(x is not None and x not in LEVELS for x in levels):
            raise ValueError(
                f"{where}: 'levels' must list 4 entries, each one of {', '.join(LEVELS)} or null, "
                f"got {levels!r:.80}"
            )
        human = data.get("human_seat")
        if human is not None and (not isinstance(human, int) or human not in range(4)):
            raise ValueError(f"{where}: 'human_seat' must be 0–3 or null, got {human!r:.40}")
        limits = []
        for key in ("hands_limit", "rounds_limit"):
            value = data.get(key)
            if value is not None and (
                not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= MAX_HANDS
            ):
                raise ValueError(f"{where}: {key!r} must be 1–{MAX_HANDS} or null, got {value!r}")
            limits.append(value)
        return cls(
            region=Fields(data, where).value("region", str),
            options=Fields(data, where).value("options", dict),
            seed=Fields(data, where).value("seed", int),
            hands_limit=limits[0],
            rounds_limit=limits[1],
            human_seat=human,
            levels=tuple(levels),
            rules_version=version,
            app_version=str(data.get("app_version", "")),
            deal=_deal(data.get("deal"), where),
        )


def _deal(value: object, where: str) -> dict[str, Any] | None:
    if value is None:
        return None
    if not isinstance(value, dict) or value.get("format") != GAME_FORMAT:
        raise ValueError(f"{where}: 'deal' must be a game record of format {GAME_FORMAT!r}")
    # What ``DealSession`` reads itself; the rest is the engine's record, checked when it deals.
    dealer = value.get("dealer", 0)
    if not isinstance(dealer, int) or isinstance(dealer, bool) or dealer not in range(4):
        raise ValueError(f"{where}: the deal's 'dealer' must be a seat 0–3, got {dealer!r:.40}")
    scores = value.get("scores", [0, 0, 0, 0])
    if not (
        isinstance(scores, list)
        and len(scores) == 4
        and all(isinstance(x, int) and not isinstance(x, bool) for x in scores)
    ):
        raise ValueError(f"{where}: the deal's 'scores' must be 4 integers, got {scores!r:.80}")
    return value


def header_of(session: Session, human_seat: int | None, levels: list[str | None]) -> SessionHeader:
    return SessionHeader(
        region=session.region.region_id,
        options=dict(session.region.options),
        seed=session.seed,
        hands_limit=session.hands,
        rounds_limit=session.rounds,
        human_seat=human_seat,
        levels=tuple(levels),
    )


def check_hands(hands: object, where: str) -> list[list[dict[str, Any]]]:
    """The hands' action lists, bounded in count and length."""
    if not isinstance(hands, list) or len(hands) > MAX_HANDS:
        raise ValueError(f"{where}: 'hands' must be a list of at most {MAX_HANDS} action lists")
    for i, actions in enumerate(hands):
        if not isinstance(actions, list) or len(actions) > MAX_ACTIONS_PER_HAND:
            raise ValueError(
                f"{where}: hand {i} must be a list of at most {MAX_ACTIONS_PER_HAND} actions"
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
        raise RecordError("a practice game of one deal has one hand")
    if hands:
        game = session.start_hand()
        replay(game, hands[0])
    return session
