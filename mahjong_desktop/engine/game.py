"""One hand of mahjong as a deterministic state machine: ``legal_actions`` / ``apply`` / ``view``.

The engine plays the common game (docs/rules/common.md) and asks the region module (``RegionRules``)
wherever a region differs. Same seed + same actions ⇒ same events, which gives saves, replays and
fair AI comparisons. Draws, replacement draws and automatic wins happen inside ``apply``.
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_desktop.engine import ending, offers
from mahjong_desktop.engine.actions import (
    Action,
    AddedKong,
    ConcealedKong,
    Discard,
    RegionMove,
    Win,
)
from mahjong_desktop.engine.claims import ClaimFlow, ClaimWindow
from mahjong_desktop.engine.errors import IllegalActionError
from mahjong_desktop.engine.events import (
    BonusLaidOut,
    Dealt,
    Discarded,
    Drew,
    Event,
    HandStarted,
    Melded,
    RegionMoved,
    TailTurnedUp,
)
from mahjong_desktop.engine.kongs import KongFlow
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.engine.player import PlayerState
from mahjong_desktop.engine.view import PlayerView, build_view
from mahjong_desktop.engine.wall import Wall, WallBreak, deal, shuffled_wall
from mahjong_desktop.rules.hand_facts import Evaluation, Meld, MeldKind, WinBy, WinContext
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.rules.settlement import (
    HandOutcome,
    KongRecord,
    Settlement,
    WinRecord,
)
from mahjong_desktop.tiles import EAST, NUM_KINDS, WINDS
from mahjong_desktop.tiles import name as tile_name


class Game(ClaimFlow, KongFlow):
    """The full state of one hand. Players are 0–3 for the whole session; ``dealer`` is East."""

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
        self.drawn_from: str | None = None  # "wall", "tail", "face_up" or None (claimed / dealt)
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
        self._dealer_last = dealt[dealer][-1]  # the jump tile: the "winning tile" of 天胡
        self._emit(
            HandStarted(hand_number, dealer, *self._break_fields(self.wall_break), round_wind)
        )
        for s in range(4):
            self._emit(Dealt(s, tuple(sorted(dealt[s])), len(dealt[s])))
        flipped = self.wall.flip_tail(region.face_up_tail())
        if flipped:
            self._emit(TailTurnedUp(tuple(flipped)))
        self.wild = region.wild_kind(self.wall.face_up)
        for i in range(4):
            self._replace_dealt_bonus((dealer + i) % 4)
        for s in range(4):
            if s != dealer:
                self._update_waits(s)
        self.phase = Phase.PRE_PLAY if region.has_pre_play() else Phase.TURN
        if self.phase is Phase.TURN:
            self._start_first_turn()
        else:
            self._pre_play_from(dealer)

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

    def apply(self, action: Action) -> list[Event]:
        """Apply a legal action; return the events it caused. An illegal action raises
        ``IllegalActionError`` saying why, and changes nothing."""
        if not isinstance(action, Action):
            raise IllegalActionError(f"not an action: {action!r}")
        if action not in self.legal_actions(action.seat):
            raise IllegalActionError(self._why_illegal(action))
        self.actions.append(action)
        self._legal = {}
        start = len(self.events)
        if self.phase is Phase.TURN:
            self._apply_turn(action)
        elif self.phase is Phase.PRE_PLAY:
            self._apply_pre_play(action)
        else:
            assert self.window is not None
            self.window.answers[action.seat] = action
            if self.window.complete():
                self._resolve_window()
        self._legal = {}
        self._locked_discards()
        return self.events[start:]

    def _locked_discards(self) -> None:
        """A locked hand (报听) whose only possible action is discarding the tile it drew does so
        without being asked; a loop, not recursion, as every player may be locked."""
        while self.phase is Phase.TURN and self.drawn is not None:
            seat = self.turn
            if not self.region.hand_locked(self, seat):
                return
            acts = offers.turn_actions(self, seat)
            if len(acts) != 1 or acts[0] != offers.DISCARD[seat][self.drawn]:
                return
            self._discard(seat, self.drawn)
            self._legal = {}

    def _why_illegal(self, action: Action) -> str:
        what = action.describe()
        if self.phase is Phase.OVER:
            return f"refused {what}: the hand is over"
        if self.phase is Phase.TURN and action.seat != self.turn:
            return f"refused {what}: it is player {self.turn}'s turn"
        if self.phase in (Phase.CLAIM, Phase.ROB):
            assert self.window is not None
            tile = tile_name(self.window.tile)
            if action.seat in self.window.answers:
                return (
                    f"refused {what}: player {action.seat} has already answered the claim on {tile}"
                )
            if action.seat not in self.window.options:
                return f"refused {what}: player {action.seat} has no claim on {tile}"
            allowed = ", ".join(a.type for a in self.window.options[action.seat])
            return f"refused {what}: on {tile} player {action.seat} may only {allowed}"
        tile = getattr(action, "tile", None)
        if (
            self.phase is Phase.TURN
            and tile is not None
            and not self.players[action.seat].counts[tile]
        ):
            return f"refused {what}: player {action.seat} holds no {tile_name(tile)}"
        allowed = sorted({a.type for a in self.legal_actions(action.seat)})
        return f"refused {what}: not possible now (allowed: {', '.join(allowed) or 'nothing'})"

    # --- turns ------------------------------------------------------------------------------------
    def _start_first_turn(self) -> None:
        """The dealer's first turn: no draw; a complete dealt hand may win at once (天胡)."""
        self.turn = self.dealer
        self.phase = Phase.TURN
        p = self.players[self.dealer]
        last = self._dealer_last if p.counts[self._dealer_last] else self._last_dealt(self.dealer)
        self.drawn = last
        self.drawn_from = None
        self.after_claim = False
        ev = self.region.evaluate(self.win_context(self.dealer, p.counts, last, WinBy.SELF_DRAW))
        self.self_win = ev if ev.legal else None
        self.self_win_by = WinBy.SELF_DRAW
        self._maybe_forced_self_win()

    def _apply_turn(self, action: Action) -> None:
        seat = action.seat
        if isinstance(action, Discard):
            self._discard(seat, action.tile)
        elif isinstance(action, Win):
            assert self.self_win is not None
            assert self.drawn is not None
            self._win_self(seat, self.drawn, self.self_win_by, self.self_win, automatic=False)
        elif isinstance(action, ConcealedKong):
            p = self.players[seat]
            p.counts[action.tile] -= 4
            meld = Meld(MeldKind.CONCEALED_KONG, (action.tile,) * 4)
            p.melds.append(meld)
            self._emit(Melded(seat, meld))
            self.kongs.append(KongRecord(seat, MeldKind.CONCEALED_KONG, action.tile))
            self._update_waits(seat)
            self._kong_rob_or_replace(seat, MeldKind.CONCEALED_KONG, action.tile)
        elif isinstance(action, AddedKong):
            self.players[seat].counts[action.tile] -= 1
            self._update_waits(seat)
            self._kong_rob_or_replace(seat, MeldKind.ADDED_KONG, action.tile)
        elif isinstance(action, RegionMove):
            self._region_move(action)
        else:  # pragma: no cover - legal_actions offers nothing else on a turn
            raise AssertionError(action)

    def _last_dealt(self, seat: int) -> int:
        p = self.players[seat]
        return max(k for k in range(NUM_KINDS) if p.counts[k])

    def _next_turn(self, seat: int) -> None:
        """``seat`` draws from the head; an empty wall (down to the reserve) ends the hand drawn."""
        if self.wall.live <= self.wall_reserve:
            self._end(draw=True)
            return
        tile = self._draw(seat, from_tail=False)
        if tile is not None:
            self._after_draw(seat, tile)

    def _draw(self, seat: int, *, from_tail: bool) -> int | None:
        """Draw one tile into ``seat``'s hand, laying out bonus tiles (杠花) and replacing them."""
        p = self.players[seat]
        tile = self.wall.draw_tail() if from_tail else self.wall.draw_head()
        source = "tail" if from_tail else "wall"
        # A bonus tile drawn as the last tile is still replaced where the last tile may be konged.
        limit = self.wall_reserve - 1 if self.last_tile_kong else self.wall_reserve
        while self.region.is_bonus_tile(tile, self.wild):
            # Drawn into the hand, then laid out: every tile is somewhere at every event.
            p.counts[tile] += 1
            self._emit(Drew(seat, tile, source))
            p.counts[tile] -= 1
            p.flowers.append(tile)
            self._emit(BonusLaidOut(seat, tile))
            if self.wall.live <= max(limit, 0):
                self._end(draw=True)
                return None
            tile = self.wall.draw_tail()
            source = "tail"
        p.counts[tile] += 1
        p.win_locked = False
        p.passed_pongs.clear()
        p.passed_wins.clear()
        self._emit(Drew(seat, tile, source))
        self.drawn_from = source
        return tile

    def _after_draw(self, seat: int, tile: int) -> None:
        self.phase = Phase.TURN
        self.turn = seat
        self.drawn = tile
        self.after_claim = False
        self.window = None
        win_by = WinBy.KONG_REPLACEMENT if self.drawn_from == "tail" else WinBy.SELF_DRAW
        self.self_win = None
        self.self_win_by = win_by
        p = self.players[seat]
        if tile in p.waits:  # waits belong to the hand before this tile
            ev = self.region.evaluate(self.win_context(seat, p.counts, tile, win_by))
            if ev.legal:
                self.self_win = ev
        self._maybe_forced_self_win()

    def _maybe_forced_self_win(self) -> None:
        """Last four tiles: a self-drawn win must be taken — the engine declares it [seed]."""
        if (
            self.self_win is not None
            and self.forced_win_live is not None
            and self.wall.live <= self.forced_win_live
        ):
            assert self.drawn is not None
            self._win_self(self.turn, self.drawn, self.self_win_by, self.self_win, automatic=True)

    def _discard(self, seat: int, tile: int) -> None:
        p = self.players[seat]
        p.counts[tile] -= 1
        p.discards.append(tile)
        p.claimed.append(False)
        self._note_let_pass(seat, tile)
        after_kong = self.drawn_from in ("tail", "face_up")
        self.drawn = None
        self.drawn_from = None
        self.self_win = None
        self._update_waits(seat)
        self._emit(Discarded(seat, tile, after_kong))
        if tile >= 27:
            run = _honour_run(p.discards, p.claimed)
            special = self.region.honour_run_win(run, len(run) == len(p.discards))
            if special is not None:
                ev = self.region.evaluate_special(special)
                self._finish_wins(
                    [
                        WinRecord(
                            seat, None, WinBy.SELF_DRAW, None, ev, special=special, automatic=True
                        )
                    ]
                )
                return
        self._open_claims(seat, tile, after_kong)

    # --- region moves -----------------------------------------------------------------------------
    def _apply_pre_play(self, action: Action) -> None:
        if isinstance(action, RegionMove):
            effect = self._region_move(action)
            if not effect and not (
                self.region.skip_idle_pre_play() and not self.region.moves(self, action.seat, True)
            ):
                return
        nxt = (action.seat + 1) % 4
        if nxt == self.dealer:
            self._start_first_turn()
        else:
            self._pre_play_from(nxt)

    def _pre_play_from(self, seat: int) -> None:
        """Give the pre-play phase to ``seat`` — or, where the region skips seats without a move,
        to the first one from there that has one; after the last seat the dealer starts play."""
        skip = self.region.skip_idle_pre_play()
        while skip and not self.region.moves(self, seat, True):
            seat = (seat + 1) % 4
            if seat == self.dealer:
                self._start_first_turn()
                return
        self.turn = seat

    def _region_move(self, action: RegionMove) -> bool:
        """Apply a region move's effect; True when the mover's pre-play part is over."""
        seat = action.seat
        effect = self.region.apply_move(self, seat, action.name, action.tiles)
        p = self.players[seat]
        for t in effect.remove:
            p.counts[t] -= 1
        if effect.meld is not None:
            p.melds.append(effect.meld)
        if effect.declare_ready:
            p.declared_ready = True
            p.declared_at = len(p.discards)  # the discard that follows declares
        if effect.variant is not None:
            self.variant = effect.variant
            for other in range(4):  # the variant may change the shapes (兰州 番种)
                if sum(self.players[other].counts) % 3 == 1:  # a waiting hand (not the mover's 14)
                    self._update_waits(other)
        self._emit(RegionMoved(seat, action.name, action.tiles))
        if effect.meld is not None:
            self._emit(Melded(seat, effect.meld))
        if effect.discard is not None:
            self._discard(seat, effect.discard)
        elif effect.remove:
            self._update_waits(seat)
        return effect.end_pre_play

    # --- wins and the end -------------------------------------------------------------------------
    def _win_self(
        self, seat: int, tile: int, win_by: WinBy, ev: Evaluation, *, automatic: bool
    ) -> None:
        self._finish_wins([WinRecord(seat, tile, win_by, None, ev, automatic=automatic)])

    def _note_let_pass(self, seat: int, tile: int) -> None:
        """A declared player lets ``tile`` pass unless someone wins on it (``_finish_wins`` takes
        it back then): its own later discards, and others' discards the rules let it win on."""
        for o, q in enumerate(self.players):
            q.let_pass_open = False
            if not q.declared_ready or q.declared_at is None:
                continue
            if o == seat:
                if q.declared_at < len(q.discards) - 1:
                    q.let_pass.append(tile)
            elif self.region.may_win_on(self, o, seat):
                q.let_pass.append(tile)
                q.let_pass_open = True

    def _finish_wins(self, records: list[WinRecord]) -> None:
        if any(rec.from_seat is not None for rec in records):
            # Won on: not let pass by the winner, and says nothing of a declared player the
            # win came before (only one winner per discard in 兰州).
            for q in self.players:
                if q.let_pass_open and q.let_pass:
                    q.let_pass.pop()
                    q.let_pass_open = False
        play_on = self.region.play_on_after_win() and self.wall.live > self.wall_reserve
        for rec in records:
            full = ending.with_hand(self, rec)
            self.winners.append(full)
            paid = ending.win_payments(self, full) if play_on else ()
            for s, amount in enumerate(paid):
                self.paid_in_play[s] += amount
            self._emit(ending.won_event(rec, paid))
        if play_on:
            self._play_on(records)
            return
        self._end(draw=False)

    def _play_on(self, records: list[WinRecord]) -> None:
        """包扣到底: the winning tile is laid beside the (first) winner — taken from their hand if
        self-drawn, from the discards if won from someone — so every winner keeps the hand they
        won with; the player after the last winner plays next."""
        first = records[0]
        tile = first.win_tile
        if tile is not None:
            winner = self.players[first.seat]
            if first.from_seat is None:
                winner.counts[tile] -= 1
            else:
                giver = self.players[first.from_seat]
                giver.claimed[-1] = True  # the won discard (or robbed kong tile) leaves the pond
            winner.won.append(tile)
        self.window = None
        self.drawn = None
        self.drawn_from = None
        self.self_win = None
        self._next_turn((records[-1].seat + 1) % 4)

    def _end(self, *, draw: bool) -> None:
        draw = draw and not self.winners  # playing on after a win, the wall's end is no 流局
        self.outcome = ending.outcome(self, draw)
        self.settlement = self.region.settle(self.outcome)
        self.phase = Phase.OVER
        self.window = None
        self._emit(ending.ended_event(self, self.settlement, draw))

    # --- helpers ----------------------------------------------------------------------------------
    def _emit(self, event: Event) -> None:
        self.events.append(event)

    @staticmethod
    def _break_fields(brk: WallBreak) -> tuple[tuple[int, int], int, int]:
        return brk.dice, brk.wall_seat, brk.stack

    def _update_waits(self, seat: int) -> None:
        p = self.players[seat]
        p.waits = self.region.waits(p.counts, len(p.melds), self.wild, variant=self.variant)

    def _replace_dealt_bonus(self, seat: int) -> None:
        """Bonus tiles in a dealt hand are laid out and replaced from the tail at once."""
        p = self.players[seat]
        for kind in range(NUM_KINDS):
            while p.counts[kind] and self.region.is_bonus_tile(kind, self.wild):
                p.counts[kind] -= 1
                p.flowers.append(kind)
                self._emit(BonusLaidOut(seat, kind))
                tile = self.wall.draw_tail()
                p.counts[tile] += 1
                self._emit(Drew(seat, tile, "tail"))

    def win_context(
        self,
        seat: int,
        counts: Sequence[int],
        tile: int,
        win_by: WinBy,
        *,
        discarder: int | None = None,
    ) -> WinContext:
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


def _honour_run(discards: Sequence[int], claimed: Sequence[bool]) -> list[int]:
    """The player's unclaimed honour discards in a row at the end of ``discards`` (十老头/七风)."""
    start = len(discards)
    while start and discards[start - 1] >= 27 and not claimed[start - 1]:
        start -= 1
    return list(discards[start:])
