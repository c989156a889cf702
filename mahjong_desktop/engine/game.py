"""One hand of mahjong as a deterministic state machine: ``legal_actions`` / ``apply`` / ``view``.

The engine plays the common game (docs/rules/common.md) and asks the region module
(``RegionRules``) wherever a region differs. Same seed + same actions ⇒ same events, which gives
saves, replays and fair AI comparisons. Draws, replacement draws and automatic wins happen inside
``apply``.

``Game`` holds the whole state of the hand and answers questions about it; the steps that change
it are plain functions over it, one module per part of the hand, so each reads on its own:
``turns`` (draws, discards), ``claims`` (a discard's claim window), ``kongs`` (kongs, robbing,
replacement draws), ``pre_play`` (region moves before play) and ``wins`` (wins, playing on, the
end). Every step writes the state through this one object; ``emit`` is the only way an event
enters the log.
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_desktop.engine import claims, offers, pre_play, turns
from mahjong_desktop.engine.actions import Action, RegionMove
from mahjong_desktop.engine.claims import ClaimWindow
from mahjong_desktop.engine.errors import IllegalActionError
from mahjong_desktop.engine.events import Dealt, DrawSource, Event, HandStarted, TailTurnedUp
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.engine.player import PlayerState
from mahjong_desktop.engine.quoted import KindArg, TilesArg
from mahjong_desktop.engine.view import PlayerView, build_view
from mahjong_desktop.engine.wall import Wall, WallBreak, deal, shuffled_wall
from mahjong_desktop.messages import Says
from mahjong_desktop.rules.hand_facts import Evaluation, WinBy, WinContext
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.rules.settlement import (
    HandOutcome,
    KongRecord,
    Settlement,
    WinRecord,
)
from mahjong_desktop.tiles import EAST, WINDS

__all__ = ["Game", "Phase"]


class Game:
    """The full state of one hand. Players are 0–3 for the whole session; ``dealer`` is East.

    ``phase`` says whose decision the hand waits for; ``apply`` moves it on::

        PRE_PLAY  each seat's region moves (甩牌, the dealer's 玩法) ─→ the dealer's first TURN
        TURN      discard ─→ CLAIM if anyone may claim, else the next seat draws: TURN
                  concealed / added kong ─→ ROB if anyone may rob, else a replacement: TURN
                  win ─→ OVER (or, playing on after a win, 兰州 包扣到底, the next TURN)
        CLAIM     all answered ─→ a win: OVER; a claim: the taker's TURN; none: the next TURN
        ROB       all answered ─→ a win: OVER; none: the kong stands, replacement: TURN
        any draw  from an empty wall (down to the reserve) ─→ OVER, drawn

    The engine takes the steps nobody chooses inside ``apply``: draws, replacement draws,
    the wins the rules make compulsory and the discards of a locked hand.
    """

    def __init__(
        self,
        region: RegionRules,
        seed: int,
        dealer: int = 0,
        *,
        hand_number: int = 0,
        round_wind: int = EAST,
        dealer_streak: int = 0,
        scores: Sequence[int] = (0, 0, 0, 0),
        wall: Wall | None = None,
        variant: str | None = None,
    ) -> None:
        """``wall``: a prepared wall (``arranged_wall``) instead of the one shuffled from ``seed``,
        for rule tests and puzzles; it is saved with the game. ``variant``: the rule variant a
        dealer chose in an earlier hand and keeps while dealing (兰州 玩法); it is saved too."""
        if dealer not in range(4):
            raise ValueError(f"dealer must be 0–3, got {dealer!r}")
        self.region = region
        self.seed = seed
        self.dealer = dealer
        self.hand_number = hand_number
        self.round_wind = round_wind
        self.dealer_streak = dealer_streak
        self.scores = tuple(scores)
        self.carried_variant = variant
        self.variant = variant
        self.actions: list[Action] = []
        self.events: list[Event] = []
        self.kongs: list[KongRecord] = []
        self.winners: list[WinRecord] = []
        self.paid_in_play = [0, 0, 0, 0]  # wins paid while playing on (包扣到底), per seat
        self.outcome: HandOutcome | None = None
        self.settlement: Settlement | None = None
        self.window: ClaimWindow | None = None
        self.turn = dealer
        self.drawn: int | None = None  # the tile just drawn by the player to move
        self.drawn_from: DrawSource | None = None  # None: claimed or dealt
        self.after_claim = False
        self.self_win: Evaluation | None = None
        self.self_win_by = WinBy.SELF_DRAW
        self._legal: dict[int, tuple[Action, ...]] = {}
        # Region constants read on every step (hooks are not free to call).
        self.wall_reserve = region.wall_reserve()
        self.forced_win_live = region.forced_win_live()
        self.last_tile_kong = region.last_tile_kong()

        self.arranged: tuple[int, ...] | None = None
        if wall is None:
            self.wall, self.wall_break = shuffled_wall(seed, dealer)
        else:
            self.arranged = tuple(wall.tiles)
            self.wall, self.wall_break = Wall(list(wall.tiles)), WallBreak((0, 0), dealer, 0)
        dealt = deal(self.wall, dealer)
        self.players = [PlayerState(tiles) for tiles in dealt]
        self.jump_tile = dealt[dealer][-1]  # the dealer's last dealt tile, won on in 天胡
        brk = self.wall_break
        self.emit(HandStarted(hand_number, dealer, brk.dice, brk.wall_seat, brk.stack, round_wind))
        for s in range(4):
            self.emit(Dealt(s, tuple(sorted(dealt[s])), len(dealt[s])))
        flipped = self.wall.flip_tail(region.face_up_tail())
        if flipped:
            self.emit(TailTurnedUp(tuple(flipped)))
        self.wild = region.wild_kind(self.wall.face_up)
        for i in range(4):
            turns.replace_dealt_bonus(self, (dealer + i) % 4)
        for s in range(4):
            if s != dealer:
                self.update_waits(s)
        self.phase = Phase.PRE_PLAY if region.has_pre_play() else Phase.TURN
        if self.phase is Phase.TURN:
            turns.start_first_turn(self)
        else:
            pre_play.give_turn(self, dealer)

    # --- the facts regions read (TableFacts) ------------------------------------------------------
    @property
    def seats(self) -> list[PlayerState]:
        return self.players

    @property
    def live_tiles(self) -> int:
        return self.wall.live

    @property
    def face_up(self) -> list[int]:
        return self.wall.face_up

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def drew_from_tail(self) -> bool:
        """The turn's tile came from the tail (a kong's or a bonus tile's replacement): the
        discard that follows is a 杠上炮 discard."""
        return self.drawn_from in (DrawSource.TAIL, DrawSource.FACE_UP)

    def seat_wind(self, seat: int) -> int:
        return WINDS[(seat - self.dealer) % 4]

    def view(self, seat: int, scores: Sequence[int] | None = None) -> PlayerView:
        """What ``seat`` may know now (own tiles and everything public)."""
        return build_view(self, seat, None if scores is None else tuple(scores))

    # --- asking and acting ------------------------------------------------------------------------
    def legal_actions(self, seat: int) -> tuple[Action, ...]:
        """What ``seat`` may do now; empty when it is not asked (not its turn, no claim option)."""
        cached = self._legal.get(seat)
        if cached is not None:
            return cached
        acts: tuple[Action, ...] = ()
        if self.phase is Phase.TURN:
            if seat == self.turn:
                acts = offers.turn_actions(self, seat)
        elif self.phase in (Phase.CLAIM, Phase.ROB):
            assert self.window is not None
            if seat not in self.window.answers:
                acts = self.window.options.get(seat, ())
        elif self.phase is Phase.PRE_PLAY and seat == self.turn:
            moves = self.region.moves(self, seat, True)
            acts = tuple(RegionMove(seat, n, t) for n, t in moves)
            if self.region.may_end_pre_play(self, seat):
                acts = (*acts, offers.PASS[seat])
        self._legal[seat] = acts
        return acts

    def waiting_for(self) -> list[int]:
        """Seats whose answer the game is waiting for (one on a turn; all claimers in a window)."""
        if self.phase in (Phase.CLAIM, Phase.ROB):
            assert self.window is not None
            return self.window.waiting_for()
        if self.phase in (Phase.TURN, Phase.PRE_PLAY):
            return [self.turn]
        return []

    def apply(self, action: Action, *, locked_discards: bool = True) -> list[Event]:
        """Apply a legal action; return the events it caused. An illegal action raises
        ``IllegalActionError`` saying why, and changes nothing.

        The discards that locked hands (报听) make by themselves follow in the same call, as
        many as come in a row (with every player locked, the rest of the wall). A table that
        shows play at a pace passes ``locked_discards=False`` and then takes them one at a
        time with ``play_locked_discard`` until it returns nothing, so that each draw and
        discard can be seen. Until then the game must be asked nothing else: the action log is
        the same either way (those discards are never actions), and an action applied in
        between would be one the log's replay could not repeat."""
        if not isinstance(action, Action):
            raise IllegalActionError(Says("not_an_action_given", (repr(action),)))
        if action not in self.legal_actions(action.seat):
            raise IllegalActionError(self._why_illegal(action))
        self.actions.append(action)
        self._legal = {}
        start = len(self.events)
        if self.phase is Phase.TURN:
            turns.apply_turn(self, action)
        elif self.phase is Phase.PRE_PLAY:
            pre_play.apply_pre_play(self, action)
        else:
            claims.answer(self, action)
        self._legal = {}
        while locked_discards and turns.discard_for_locked_hand(self):
            self._legal = {}
        return self.events[start:]

    def play_locked_discard(self) -> list[Event]:
        """The next discard a locked hand makes by itself, left by ``apply(...,
        locked_discards=False)``: its events (the next player's draw with it), or none when no
        such discard is due."""
        start = len(self.events)
        if turns.discard_for_locked_hand(self):
            self._legal = {}
        return self.events[start:]

    def _why_illegal(self, action: Action) -> Says:
        """Why ``action`` is refused, as the message ``IllegalActionError`` carries."""
        what = action.says(self.region.term)
        if self.phase is Phase.OVER:
            return Says("refused", (what, Says("hand_is_over")))
        if self.phase is Phase.TURN and action.seat != self.turn:
            return Says("refused", (what, Says("turn_of", (self.turn,))))
        if self.phase in (Phase.CLAIM, Phase.ROB):
            assert self.window is not None
            on = TilesArg((self.window.tile,))
            if action.seat in self.window.answers:
                return Says("refused", (what, Says("answered_claim", (action.seat, on))))
            if action.seat not in self.window.options:
                return Says("refused", (what, Says("no_claim_on", (action.seat, on))))
            # In the order offered, as the log has always written it (two ways to chow are two
            # "chow"s); the window names each kind once.
            allowed = tuple(KindArg(a.type) for a in self.window.options[action.seat])
            return Says("refused", (what, Says("may_only", (on, action.seat, allowed))))
        tile: int | None = getattr(action, "tile", None)
        if (
            self.phase is Phase.TURN
            and tile is not None
            and not self.players[action.seat].counts[tile]
        ):
            held = Says("holds_no", (action.seat, TilesArg((tile,))))
            return Says("refused", (what, held))
        kinds = sorted({a.type for a in self.legal_actions(action.seat)})
        allowed_now = tuple(KindArg(k) for k in kinds) if kinds else Says("allowed_nothing")
        return Says("refused", (what, Says("not_possible_now", (allowed_now,))))

    # --- the state the steps share ----------------------------------------------------------------
    def emit(self, event: Event) -> None:
        """Log an event: the one way events enter the hand (invariant checks patch this)."""
        self.events.append(event)

    def update_waits(self, seat: int) -> None:
        """Recompute ``seat``'s waits after its concealed tiles (or the hand's variant) changed."""
        p = self.players[seat]
        p.waits = self.region.waits(p.counts, len(p.melds), self.wild, variant=self.variant)

    def win_context(
        self,
        seat: int,
        counts: Sequence[int],
        tile: int,
        win_by: WinBy,
        *,
        discarder: int | None = None,
    ) -> WinContext:
        """Everything the region needs to judge ``seat`` winning with ``counts`` on ``tile``."""
        p = self.players[seat]
        wild = self.wild
        return WinContext(
            concealed=tuple(counts),
            melds=tuple(p.melds),
            win_tile=tile,
            win_by=win_by,
            seat_wind=self.seat_wind(seat),
            round_wind=self.round_wind,
            dealer=seat == self.dealer,
            declared_ready=p.declared_ready,
            discarder_declared_ready=(
                discarder is not None and self.players[discarder].declared_ready
            ),
            wild=wild,
            flowers=len(p.flowers),
            discarded_wilds=0 if wild is None else p.discards.count(wild),
            dealer_streak=self.dealer_streak,
            first_turn=not p.discards and not any(q.melds for q in self.players),
            variant=self.variant,
        )
