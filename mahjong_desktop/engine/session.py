"""A session: hands one after another, dealer succession by the region's rule, running totals.

The wall of hand ``n`` derives from (session seed, n); the first dealer from the session seed. A
session's JSON holds the seed, the options and every hand's actions, so it can be saved at any point
and resumed (replayed) to the identical state.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.errors import EngineError, RecordError
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.record import region_from_json, replay
from mahjong_desktop.engine.rng import SplitMix64, derive_seed
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.messages import Says
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.rules.settlement import Payment, WinRecord
from mahjong_desktop.tiles import WINDS
from mahjong_desktop.validation import Fields

SESSION_FORMAT = "mahjong-desktop/session"
FORMAT_VERSION = 1
_FIRST_DEALER_STREAM = 0xDEA1E5  # a fixed sub-stream of the session seed for the first dealer

Player = Callable[[PlayerView], Action]


@dataclass(frozen=True, slots=True)
class HandSummary:
    """One finished hand of a session, as the results table and ``simulate --json`` show it."""

    index: int
    dealer: int
    winners: tuple[int, ...]
    draw: bool
    payments: tuple[Payment, ...]
    net: tuple[int, ...]
    totals: tuple[int, ...]
    wins: tuple[WinRecord, ...] = ()
    wild: int | None = None  # the hand's 宝/财神 kind, so its pictures can be marked later

    def to_json(self) -> dict[str, Any]:
        return {
            "dealer": self.dealer,
            "winners": list(self.winners),
            "draw": self.draw,
            "payments": [p.to_json() for p in self.payments],
        }


class Session:
    """Hands until ``hands`` have been played, or until the deal has moved ``4 × rounds`` times
    (a round 圈 = four changes of dealer; in winner-deals regions any change counts). With neither,
    the session runs until stopped."""

    def __init__(
        self,
        region: RegionRules,
        seed: int,
        *,
        hands: int | None = None,
        rounds: int | None = None,
    ) -> None:
        if hands is not None and hands < 1:
            raise ValueError("a session has at least one hand")
        if rounds is not None and rounds < 1:
            raise ValueError("a session has at least one round")
        self.region = region
        self.seed = seed
        self.hands = hands
        self.rounds = rounds
        self.totals = [0, 0, 0, 0]
        self.dealer = SplitMix64(derive_seed(seed, _FIRST_DEALER_STREAM)).below(4)
        self.dealer_streak = 0
        self.variant: str | None = None
        self.dealer_moves = 0
        self.summaries: list[HandSummary] = []
        self.game: Game | None = None
        self._finished_actions: list[list[dict[str, Any]]] = []

    def standing(self) -> tuple[int, ...]:
        """Each seat's total as the table stands now: ``totals`` plus a finished hand's
        settlement that is not settled into them yet. A view of an ended hand no longer counts
        the wins paid in play (包扣到底, ``paid_in_play``: the settlement holds them), so a view
        built on ``totals`` in that moment fell back to the totals before the hand — the name
        plates jumped back on the hand's last step."""
        game = self.game
        if game is None or not game.is_over or game.settlement is None:
            return tuple(self.totals)
        return tuple(t + n for t, n in zip(self.totals, game.settlement.net(), strict=True))

    @property
    def round_wind(self) -> int:
        return WINDS[(self.dealer_moves // 4) % 4]

    @property
    def finished(self) -> bool:
        """No more hands: the length is reached (counting a finished, not yet settled hand)."""
        played, moves = len(self.summaries), self.dealer_moves
        if self.game is not None:
            if not self.game.is_over or self.game.outcome is None:
                return False
            played += 1
            moves += self.region.next_dealer(self.game.outcome)[0] != self.dealer
        if self.hands is not None and played >= self.hands:
            return True
        return self.rounds is not None and moves >= 4 * self.rounds

    def hand_seed(self, index: int) -> int:
        return derive_seed(self.seed, index)

    def start_hand(self) -> Game:
        """Deal the next hand (the previous one must be over and is settled first)."""
        if self.game is not None:
            if not self.game.is_over:
                raise EngineError("the current hand is not over")
            self._finish_hand()
        if self.finished:
            raise EngineError("the session is over")
        index = len(self.summaries)
        self.game = Game(
            self.region,
            self.hand_seed(index),
            self.dealer,
            hand_number=index,
            round_wind=self.round_wind,
            dealer_streak=self.dealer_streak,
            scores=tuple(self.totals),
            variant=self.variant,
        )
        return self.game

    def _finish_hand(self) -> HandSummary:
        game = self.game
        assert game is not None and game.outcome is not None and game.settlement is not None
        net = game.settlement.net()
        for s in range(4):
            self.totals[s] += net[s]
        summary = HandSummary(
            len(self.summaries),
            game.dealer,
            tuple(w.seat for w in game.winners),
            game.outcome.draw,
            game.settlement.payments,
            tuple(net),
            tuple(self.totals),
            tuple(game.winners),
            game.wild,
        )
        self.summaries.append(summary)
        self._finished_actions.append([a.to_json() for a in game.actions])
        dealer, streak = self.region.next_dealer(game.outcome)
        # A rule variant the dealer chose (兰州 玩法) holds while the same player keeps the deal.
        self.variant = game.variant if dealer == game.dealer else None
        if dealer != self.dealer:
            self.dealer_moves += 1
        self.dealer, self.dealer_streak = dealer, streak
        self.game = None
        return summary

    def settle_current(self) -> HandSummary | None:
        """Settle a finished current hand now (``start_hand`` does it too)."""
        if self.game is not None and self.game.is_over:
            return self._finish_hand()
        return None

    def play_hand(self, players: list[Player]) -> HandSummary:
        """Play one whole hand with four players (callables from a view to an action)."""
        game = self.start_hand()
        while not game.is_over:
            for seat in game.waiting_for():
                game.apply(players[seat](game.view(seat, self.totals)))
        summary = self.settle_current()
        assert summary is not None
        return summary

    def play(self, players: list[Player]) -> list[HandSummary]:
        while not self.finished:
            self.play_hand(players)
        return self.summaries

    # --- records ----------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        hands = list(self._finished_actions)
        if self.game is not None:
            hands.append([a.to_json() for a in self.game.actions])
        return {
            "format": SESSION_FORMAT,
            "version": FORMAT_VERSION,
            "region": self.region.region_id,
            "options": dict(self.region.options),
            "seed": self.seed,
            "hands_limit": self.hands,
            "rounds_limit": self.rounds,
            "hands": hands,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any], region: RegionRules | None = None) -> Session:
        record = Fields.of(data, "", error=RecordError)
        record.choice("format", [SESSION_FORMAT])
        version = record.value("version", int)
        if version != FORMAT_VERSION:
            raise RecordError(
                "", "version", version, Says("session_format", (str(FORMAT_VERSION),))
            )
        rules = region if region is not None else region_from_json(data)
        seed = record.value("seed", int)
        session = cls(rules, seed, hands=data.get("hands_limit"), rounds=data.get("rounds_limit"))
        hands = record.data.get("hands", [])
        if not isinstance(hands, list):
            raise RecordError("", "hands", hands, Says("action_lists"))
        for i, actions in enumerate(hands):
            game = session.start_hand()
            try:
                replay(game, actions)
            except RecordError as exc:
                key = f"hands[{i}].{exc.key}" if exc.key else f"hands[{i}]"
                raise exc.moved(exc.source, key) from None
            if i < len(hands) - 1 and not game.is_over:
                raise RecordError.about("", f"hands[{i}]", Says("more_hands_follow"))
        return session
