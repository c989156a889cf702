"""The hook protocol between the engine and a region module.

The engine knows the common game (docs/rules/common.md): wall, deal, turns, claims, kongs, robbing,
settlement as a list of payments. Everything a region changes goes through the methods of
``RegionRules``; the defaults here are the common behaviour, so a region overrides only what
differs. The engine never asks which region it is playing.

Hooks and the regions that need them:

==========================  =====================================================================
``face_up_tail``             tail tiles turned up after the deal (临沧/临汾 2; 上饶 indicator 1)
``kong_win_takes_face_up``   a ready konger may take a face-up tail tile that wins (临沧/临汾)
``wild_kind``                the wild kind from the face-up tiles (上饶 宝, 临安 财神)
``is_bonus_tile``            tiles laid out and replaced from the tail when drawn (临安 杠花)
``moves``/``apply_move``     region actions: 甩牌 before play, 报听 with a discard (兰州)
``variant_in_force``         the rule variant of the hand (兰州 玩法: the option or the dealer's)
``may_end_pre_play``         whether a pre-play player may pass (兰州 硬甩: a held set must go)
``skip_idle_pre_play``       pre-play seats without a move are not asked (兰州)
``hand_locked``              a locked hand (兰州 报听): discards what it draws — the engine does it
                             when nothing else is possible —, claims only wins, kongs only the
                             drawn tile and only where ``may_kong`` allows
``filter_turn``              restrict a turn (a locked 报听 hand discards what it draws)
``may_win_on``               whose discards may be won on (兰州: declared players only …)
``may_kong``                 kongs a locked hand may still make (兰州 报听 keeps its waits)
``kong_after_claim``         a kong in the same turn as one's pong/chow (临安: no)
``chow_allowed``             chow from the previous player (兰州 三报, 上饶, 临安)
``may_chow``                 the same per table (兰州: the mode the dealer chose); default above
``may_rob``                  whether a player's kong may be robbed (兰州: not a declared player's)
``multiple_winners``         一炮多响, else the first winner in play order after the discarder
``robbable``                 which kongs can be robbed (added kongs everywhere so far)
``passed_pong_lock``         a passed pong blocks that kind until the player's next turn (临安)
``passed_win_lock_by_kind``  a passed win blocks that kind only, until the next turn (临安)
``forced_win_live``          last-four automatic wins (临沧/临汾)
``wall_reserve``             tiles left at an exhaustive draw (临安 16, 兰州 0 or 14)
``last_tile_kong``           the player who draws the last tile may still kong it (临安)
``concealed_kong_face_down`` which tiles of a 暗杠 lie face down on the table (临安: one of four)
``win_shape_notice``         what a hand can still win as, when the rules narrow it (兰州 硬甩)
``honour_run_win``           十老头/七风 (临沧/临汾)
``waits``/``evaluate``       win shapes, legality (self-draw only, minimum scores) and scoring
``shape_rules``              the region's winning shapes for hand analysis (computer players)
``settle``/``next_dealer``   payments (包, 查大叫, kong money) and dealer succession (老庄 streak)
``play_on_after_win``        包扣到底: the hand continues after a win until the wall is drawn (兰州)
==========================  =====================================================================
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from mahjong_desktop.hand import ShapeRules
from mahjong_desktop.rules.hand_facts import Evaluation, Meld, MeldKind, WinContext
from mahjong_desktop.rules.ruleset import Options, OptionValue, Ruleset
from mahjong_desktop.rules.settlement import HandOutcome, Settlement


class SeatFacts(Protocol):
    """What a region may read about one player (the engine's player state satisfies this)."""

    @property
    def counts(self) -> list[int]: ...
    @property
    def melds(self) -> list[Meld]: ...
    @property
    def discards(self) -> list[int]: ...
    @property
    def declared_ready(self) -> bool: ...
    @property
    def flowers(self) -> list[int]: ...
    @property
    def won(self) -> list[int]: ...
    @property
    def declared_at(self) -> int | None: ...


class TableFacts(Protocol):
    """What a region may read about the table (the engine's ``Game`` satisfies this)."""

    @property
    def dealer(self) -> int: ...
    @property
    def seats(self) -> Sequence[SeatFacts]: ...
    @property
    def live_tiles(self) -> int: ...
    @property
    def face_up(self) -> Sequence[int]: ...
    @property
    def wild(self) -> int | None: ...
    @property
    def drawn(self) -> int | None: ...
    @property
    def variant(self) -> str | None: ...


@dataclass(frozen=True, slots=True)
class MoveEffect:
    """What a region move does, applied by the engine: take ``remove`` out of the concealed hand and
    lay ``meld`` (甩牌), or discard ``discard`` (报听 declares with a discard); ``declare_ready``
    locks the hand; ``end_pre_play`` ends this player's part of the pre-play phase; ``variant``
    sets the rule variant of the hand (兰州: the 玩法 the dealer chose), which the engine passes to
    every ``WinContext`` and carries to the next hand while the same player deals."""

    remove: tuple[int, ...] = ()
    meld: Meld | None = None
    discard: int | None = None
    declare_ready: bool = False
    end_pre_play: bool = False
    variant: str | None = None


class RegionRules:
    """Base region: the common rules. Subclasses override the hooks their region changes."""

    region_id = "common"
    unit = ""

    def pays_unit(self) -> str:
        """What the numbers of ``Evaluation.pays()`` and of the settlement are counted in (the
        ``score`` command prints it beside ``pays``)."""
        return "points (the settlement's stake units)"

    def __init__(self, ruleset: Ruleset, options: Options) -> None:
        self.ruleset = ruleset
        self.options = options
        self.tables: Mapping[str, object] = ruleset.tables

    # --- names -------------------------------------------------------------------------------
    def term(self, key: str) -> tuple[str, str]:
        """(zh, en) names of a score item from the ruleset's [terms]."""
        names = self.ruleset.terms.get(key)
        return names if names is not None else (key, key)

    # --- the rule variant of a hand ------------------------------------------------------------
    def variant_in_force(self, variant: str | None) -> str | None:
        """The rule variant a hand is played under, from the table's ``variant`` (a
        ``PlayerView.variant``): where a region picks it per hand (兰州 玩法) it is the option
        value (``"liang_bao"`` …) whether set in the options or chosen by the dealer, None while
        the dealer has not chosen yet; regions without variants return ``variant`` (None)."""
        return variant

    # --- table set-up --------------------------------------------------------------------------
    def face_up_tail(self) -> int:
        """How many tiles to turn up at the tail after the deal."""
        return 0

    def kong_win_takes_face_up(self) -> bool:
        """May a konger take a face-up tail tile as the replacement when it wins?"""
        return False

    def reflip_face_up(self) -> bool:
        """Turn up a new tail tile when a face-up one is taken."""
        return False

    def wild_kind(self, face_up: Sequence[int]) -> int | None:
        return None

    def is_bonus_tile(self, kind: int, wild: int | None) -> bool:
        return False

    # --- region actions ------------------------------------------------------------------------
    def has_pre_play(self) -> bool:
        """Whether the hand has a pre-play phase (甩牌): each player in turn from the dealer."""
        return False

    def moves(
        self, table: TableFacts, seat: int, pre_play: bool
    ) -> list[tuple[str, tuple[int, ...]]]:
        """Region moves (name, tiles) open to ``seat`` now: in the pre-play phase or on its turn."""
        return []

    def apply_move(
        self, table: TableFacts, seat: int, name: str, tiles: tuple[int, ...]
    ) -> MoveEffect:
        raise ValueError(f"region {self.region_id} has no move {name!r}")

    def filter_turn(self, table: TableFacts, seat: int) -> frozenset[str] | None:
        """Restrict a turn to these action types (e.g. a locked hand); None = no restriction."""
        return None

    def may_end_pre_play(self, table: TableFacts, seat: int) -> bool:
        """May ``seat`` pass in the pre-play phase now? False obliges a region move first (兰州
        硬甩: a held combination must be thrown; the dealer must choose the mode). The region must
        then offer at least one move."""
        return True

    def skip_idle_pre_play(self) -> bool:
        """Skip pre-play seats that have no region move instead of asking them to pass."""
        return False

    def hand_locked(self, table: TableFacts, seat: int) -> bool:
        """A locked hand (兰州 报听, and a winner playing on) keeps its tiles: on its turn it may
        win, discard the tile it drew (the engine does that by itself when nothing else is
        possible) or kong that tile where ``may_kong`` allows; on a discard it may only win."""
        return False

    # --- claims --------------------------------------------------------------------------------
    def chow_allowed(self) -> bool:
        return False

    def may_chow(self, table: TableFacts, seat: int, discarder: int) -> bool:
        """Chow on this discard (the engine asks only the discarder's next player); regions whose
        chow rule depends on the hand (兰州: the mode chosen by the dealer) override this."""
        return self.chow_allowed()

    def may_rob(self, table: TableFacts, robber: int, konger: int) -> bool:
        """May ``robber`` rob ``konger``'s kong at all (兰州: a declared player's kong cannot be
        robbed)? Which kinds of kong can be robbed is ``robbable``."""
        return True

    def multiple_winners(self) -> bool:
        return bool(self.options.get("multiple_winners", False))

    def robbable(self, kind: MeldKind) -> bool:
        return kind is MeldKind.ADDED_KONG

    def passed_pong_lock(self) -> bool:
        """A passed pong blocks pongs of that kind until the player's next turn (their next draw,
        or a claim of theirs that starts a turn)."""
        return False

    def passed_win_lock_by_kind(self) -> bool:
        """False (common): a passed win blocks every discard win until the player's next draw.
        True (临安 "放弃过的胡张同圈内不能再胡"): it blocks wins on that tile kind only, until the
        player's next turn (a draw or a claim)."""
        return False

    def may_win_on(self, table: TableFacts, claimer: int, discarder: int) -> bool:
        return True

    def may_kong(self, table: TableFacts, seat: int, kind: MeldKind, tile: int) -> bool:
        return True

    def kong_after_claim(self) -> bool:
        """May a player kong in the same turn as their pong or chow?"""
        return False

    # --- end of the wall -----------------------------------------------------------------------
    def forced_win_live(self) -> int | None:
        """With this many live tiles or fewer, wins are automatic (None: never)."""
        return None

    def wall_reserve(self) -> int:
        return 0

    # --- the table -----------------------------------------------------------------------------
    def win_shape_notice(self, melds: Sequence[Meld]) -> tuple[str, str] | None:
        """(zh, en) words for the player when the rules narrow what this hand can still win as
        (兰州 硬甩 without a thrown set: only 七对); None when nothing needs saying."""
        return None

    def concealed_kong_face_down(self) -> tuple[int, ...]:
        """Which of a 暗杠's four tiles lie face down (indices 0–3). Default: the two outer ones,
        as most tables lay it; a region whose seed says otherwise overrides this."""
        return (0, 3)

    def last_tile_kong(self) -> bool:
        """May the player who draws the last tile before the reserve still kong that tile (and take
        one replacement from the tail, below the reserve)? A bonus tile drawn as the last tile is
        then replaced likewise. Default: no kong once the live wall is at the reserve."""
        return False

    def play_on_after_win(self) -> bool:
        """包扣到底 (兰州): the hand goes on after a win. Each win is recorded (and settled with
        the hand); the winner's self-drawn or won tile is laid beside them (``won``), they keep
        their hand, and the player after the winner plays on; the hand ends at the exhaustive
        draw (then not a 流局 if anybody won)."""
        return False

    # --- wins ----------------------------------------------------------------------------------
    def honour_run_win(self, run: Sequence[int], from_first_discard: bool) -> str | None:
        """Called after each honour discard with ``run``, the player's unclaimed honour discards
        in a row ending with it; ``from_first_discard``: the run is all the player's discards."""
        return None

    def shape_rules(self, variant: str | None = None) -> ShapeRules:
        """The winning shapes of the region, for hand analysis (computer players, the coach);
        ``variant`` is the hand's (``PlayerView.variant``) where a dealer's choice changes them
        (兰州 庄家定番种)."""
        return ShapeRules()

    def waits(
        self, counts: Sequence[int], melds: int, wild: int | None, *, variant: str | None = None
    ) -> set[int]:
        """Kinds that complete concealed ``counts`` (3k+1 tiles) with ``melds`` declared melds
        under the hand's rule ``variant`` (兰州: the 番种 the dealer chose decide the shapes).
        Called after every change of a hand, so it must be fast."""
        raise NotImplementedError

    def evaluate(self, ctx: WinContext) -> Evaluation:
        raise NotImplementedError

    # --- the rule variant a dealer chose (兰州 玩法, 番种) -------------------------------------
    def chosen(self, variant: str | None) -> list[tuple[str, str]]:
        """(Chinese, English) lines naming the rules the dealer chose for the hand, for the rules
        summary at the table; [] where the region has no such choice."""
        return []

    def variant_options(self, variant: str | None) -> dict[str, OptionValue]:
        """Option values that play a hand as ``variant`` does with nothing left to choose (the
        ``score`` command's input for a hand played); {} where there is no variant."""
        return {}

    def evaluate_special(self, key: str) -> Evaluation:
        raise ValueError(f"region {self.region_id} has no special win {key!r}")

    # --- settlement ----------------------------------------------------------------------------
    def settle(self, outcome: HandOutcome) -> Settlement:
        raise NotImplementedError

    def next_dealer(self, outcome: HandOutcome) -> tuple[int, int]:
        """(next dealer, dealer streak). Common default: the dealer keeps the deal on a dealer win
        or a draw, otherwise the next seat deals."""
        winner = outcome.first_winner
        if winner is None or winner.seat == outcome.dealer:
            return outcome.dealer, outcome.dealer_streak + (1 if winner else 0)
        return (outcome.dealer + 1) % 4, 0
