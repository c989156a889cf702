"""Runs a session in a worker thread and talks to the window through Qt signals.

The engine is a plain state machine, so the worker is a plain Python thread: it applies computer
players' actions (they think in the worker, never in the GUI thread), and for the human it emits
``human_to_act`` and blocks on a ``Mailbox`` for the window's commands (``ui/session/commands.py``:
typed, no polling). Emitting a signal of a QObject that lives in the GUI thread from the worker is
queued by Qt, so every slot runs in the GUI thread. The window never reads the session the worker
plays: the signals carry what it shows (``Update``, ``HandResult`` with the session's summaries).

``stop`` posts ``Stop``, which wakes every wait in the worker at once; a computer player's decision
is not interrupted, so closing the window mid-hand ends the thread within one step of a computer
player.

Everything slow for the human seat also runs in the worker: the hint analysis (``advisor``, emitted
as ``advised`` just before ``human_to_act``), the coach's suggestion (asked with ``ask_coach``) and
托管 (``set_autoplay``: a computer ``stand_in`` answers for the human until it is turned off).

With a ``recorder`` every action is autosaved as soon as it is applied and every settled hand
stored as a record; a session built from an autosave (its hand in progress) goes on where it was.
"""

from __future__ import annotations

import threading
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import partial

from PySide6.QtCore import QObject, Signal, SignalInstance

from mahjong_desktop.ai.protocol import close_players, show_events
from mahjong_desktop.engine.actions import Action, Discard, Win
from mahjong_desktop.engine.errors import EngineError
from mahjong_desktop.engine.events import Event, HandEnded, Won
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.session import HandSummary, Session
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.settlement import Settlement
from mahjong_desktop.storage.recorder import SessionRecorder
from mahjong_desktop.storage.settings import AnimationSpeed, DiscardTimeout
from mahjong_desktop.ui.session.commands import (
    AskCoach,
    Command,
    DeadlinePassed,
    Mailbox,
    NextHand,
    Reconfigured,
    Resume,
    Stop,
    Submit,
    Wake,
)

Player = Callable[[PlayerView], Action]
Advisor = Callable[[PlayerView], object]
# The coach is also told the base stake of the plates its answer is read beside.
Coach = Callable[[PlayerView, int], object]

# Seconds the worker pauses after each computer move, so the player can follow the table.
STEP_DELAY = {
    AnimationSpeed.SLOW: 1.1,
    AnimationSpeed.NORMAL: 0.55,
    AnimationSpeed.FAST: 0.2,
    AnimationSpeed.INSTANT: 0.0,
}
LOCKED_DISCARD_PAUSE = 0.4  # s; a locked hand's drawn tile stays this long before it is thrown
# s; a win stays on the table (its banner) at least this long before play goes on or the score
# screen covers the table: a win another player made in a run of locked discards was never seen.
WIN_PAUSE = 1.6


def locked_discard(view: PlayerView) -> Discard | None:
    """The discard made for a player whose hand 报听 locked, when it is their only legal action
    (no win, no kong): asking would only make them click the one tile allowed."""
    legal = view.legal
    if view.seats[view.seat].declared_ready and len(legal) == 1 and isinstance(legal[0], Discard):
        return legal[0]
    return None


@dataclass(frozen=True, slots=True)
class Update:
    """Events the human may see, and their view after them."""

    events: tuple[Event, ...]
    view: PlayerView


@dataclass(frozen=True, slots=True)
class HandResult:
    """A finished hand: the engine's end event (every hand revealed), settlement and totals."""

    ended: HandEnded
    settlement: Settlement
    summary: HandSummary
    view: PlayerView
    session_over: bool
    # The human's own decisions of the hand (the view asked, the action taken), for the review;
    # answers 托管 gave for them are not theirs and are left out.
    decisions: tuple[tuple[PlayerView, Action], ...] = ()
    # Every hand of the session settled so far, this one included (the session-end screen).
    summaries: tuple[HandSummary, ...] = ()


@dataclass(frozen=True, slots=True)
class Pace:
    """What the worker reads of the settings. The window replaces it whole (``configure``): one
    reference assignment, so the worker never sees half of an old and half of a new setting."""

    step_delay: float = 0.0  # s the worker pauses after each computer move
    # Seconds the human has to discard (临安's "30秒出牌" [seed], optional); 0 = no limit.
    discard_timer: float = 0.0
    # What a timed-out turn plays: as 托管 would (a win is never thrown away), or the drawn tile.
    discard_timeout: DiscardTimeout = DiscardTimeout.AUTOPLAY


class _Stopped(Exception):
    """The window posted ``Stop``."""


class Controller(QObject):
    """Owns the worker thread of one session. Create, connect the signals, then ``start()``."""

    updated = Signal(object)  # Update
    human_to_act = Signal(object)  # PlayerView with its legal actions
    hand_over = Signal(object)  # HandResult
    session_over = Signal(object)  # list[HandSummary]
    failed = Signal(str)
    advised = Signal(object)  # what ``advisor`` made of the view the human is about to be asked
    coached = Signal(object)  # what ``coach`` made of it, after ``ask_coach``
    # The autosave could not write (once per session): a DataError the window words.
    storage_failed = Signal(object)

    def __init__(
        self,
        session: Session,
        human_seat: int | None,
        players: Sequence[Player | None],
        *,
        step_delay: float = 0.0,
        auto_next_hand: bool = False,
        advisor: Advisor | None = None,
        coach: Coach | None = None,
        stand_in: Player | None = None,
        recorder: SessionRecorder | None = None,
        discard_timer: float = 0.0,
        discard_timeout: DiscardTimeout = DiscardTimeout.AUTOPLAY,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        for seat, player in enumerate(players):
            if seat != human_seat and player is None:
                raise ValueError(f"seat {seat} needs a computer player")
        # The worker's own from ``start`` on: the GUI thread never reads it (the signals carry
        # what the window shows).
        self._session = session
        self.human_seat = human_seat
        self._players = list(players)
        self.auto_next_hand = auto_next_hand
        self._advisor = advisor
        self._coach = coach
        self._stand_in = stand_in
        self._recorder = recorder
        self._storage_reported = False
        # Read by the worker, written by the GUI; a reference or bool assignment is atomic.
        self._pace = Pace(step_delay, discard_timer, discard_timeout)
        self._autoplay = False
        self._held = False  # the guided hand's callout is open (``hold``)
        self._mailbox = Mailbox()
        self._decisions: list[tuple[PlayerView, Action]] = []  # this hand's, worker side
        self._thread = threading.Thread(target=self._run, name="mahjong-engine", daemon=True)

    # -- GUI side -------------------------------------------------------------------------------

    def start(self) -> None:
        self._thread.start()

    def submit(self, action: Action) -> None:
        """The human's choice (one of the legal actions last offered)."""
        self._mailbox.post(Submit(action))

    def next_hand(self) -> None:
        self._mailbox.post(NextHand())

    def ask_coach(self, stake: int = 1) -> None:
        """Ask the coach about the current question; the answer comes as ``coached``, its
        figures at base stake ``stake`` (the asking table's plates')."""
        self._mailbox.post(AskCoach(stake))

    @property
    def pace(self) -> Pace:
        return self._pace

    def configure(self, pace: Pace) -> None:
        """New settings for the worker: the delay from its next pause on; the discard timer
        switched off stops a running countdown at once (the worker forgets its deadline), a new
        length applies from the next question."""
        self._pace = pace
        self._mailbox.post(Reconfigured())

    def set_discard_timer(self, seconds: float) -> None:
        """``configure`` with only the time to discard changed."""
        self.configure(replace(self._pace, discard_timer=seconds))

    @property
    def step_delay(self) -> float:
        return self._pace.step_delay

    @property
    def discard_timer(self) -> float:
        return self._pace.discard_timer

    @property
    def discard_timeout(self) -> DiscardTimeout:
        return self._pace.discard_timeout

    @property
    def has_coach(self) -> bool:
        return self._coach is not None

    @property
    def can_autoplay(self) -> bool:
        """Whether 托管 is possible: a stand-in plays the human's seat."""
        return self._stand_in is not None

    def set_autoplay(self, on: bool) -> None:
        """托管: ``stand_in`` plays the human's seat (at once, even mid-question)."""
        if on and self._stand_in is None:
            raise ValueError("托管 needs a stand-in computer player")
        self._autoplay = on
        self._mailbox.post(Wake())

    @property
    def autoplay(self) -> bool:
        return self._autoplay

    def hold(self, on: bool) -> None:
        """The guided hand's callout is open: the computers wait before their next move, so
        the player reads about what just happened before the table moves on."""
        self._held = on
        if not on:
            self._mailbox.post(Resume())

    def stop(self, timeout: float = 1.0) -> bool:
        """Ask the worker to stop and wait for it; True when it has ended (then the recorder,
        if any, has written everything it could: the caller may read it)."""
        self._mailbox.post(Stop())
        if self._thread.is_alive() and threading.current_thread() is not self._thread:
            self._thread.join(timeout)
        if self._recorder is not None and not self._thread.is_alive():
            self._recorder.close()  # every action made is on disk before the session is let go
        return not self._thread.is_alive()

    @property
    def session(self) -> Session:
        """The session the worker plays. Never for the window (the signals carry what it
        shows): read only where the worker cannot be changing it — after ``stop``, or in a test
        while the worker waits for the human."""
        return self._session

    @property
    def running(self) -> bool:
        return self._thread.is_alive()

    # -- worker side ----------------------------------------------------------------------------

    def _run(self) -> None:
        session = self._session
        try:
            resumed = session.game  # a hand in progress, from an autosave
            while resumed is not None or not session.finished:
                game = resumed if resumed is not None else session.start_hand()
                resumed = None
                self._decisions = []
                self._publish(game, list(game.events))
                self._play(game)
                self._finish(game)
                if session.finished:
                    break
                self._wait_for_next()
            self._emit(self.session_over, list(session.summaries))
        except _Stopped:
            return
        except Exception:  # the window shows it; the thread must not die silently
            if not self._mailbox.stopped:
                self.failed.emit(traceback.format_exc())
        finally:
            # An outside bot's program ends with the session (ai/outside_bot.py).
            close_players(self._players)

    def _play(self, game: Game) -> None:
        human = self.human_seat
        while not game.is_over:
            self._check_stop()
            waiting = game.waiting_for()
            computers = [s for s in waiting if s != human]
            if computers:
                while self._held:
                    # No question is open, so nothing but ``Resume`` matters here; a
                    # ``Resume`` that finds the worker not waiting is ignored wherever it is
                    # taken.
                    self._take(None)
                seat = computers[0]
                player = self._players[seat]
                assert player is not None
                action = player(game.view(seat, self._session.standing()))
                self._apply(game, action)
                self._pause(self._pace.step_delay)
            elif human is not None and human in waiting:
                self._ask_human(game, human)
            else:  # pragma: no cover - the engine always waits for someone until it is over
                raise EngineError("the game waits for nobody but is not over")

    def _ask_human(self, game: Game, seat: int) -> None:
        view = game.view(seat, self._session.standing())
        if self._autoplay_answer(game, view):
            return
        forced = locked_discard(view)
        if forced is not None:
            # 报听 locked the hand and nothing but the drawn tile may go: no question to ask.
            # The pause lets the player see the tile arrive before it leaves.
            delay = self._pace.step_delay
            self._pause(max(delay, LOCKED_DISCARD_PAUSE) if delay else 0.0)
            self._apply(game, forced)
            return
        if self._advisor is not None:
            self._emit(self.advised, _helper_answer(partial(self._advisor, view)))
        self._emit(self.human_to_act, view)
        timer = self._pace.discard_timer
        timed = timer > 0 and timed_out_discard(view) is not None
        deadline = time.monotonic() + timer if timed else None
        while True:
            command = self._take(deadline)
            answer: Action | None = None
            if isinstance(command, DeadlinePassed):
                answer = self._timed_out(view)  # the time to discard ran out
                deadline = None
            elif isinstance(command, Submit):
                answer = command.action
            if self._autoplay_answer(game, view):
                return
            if isinstance(command, Reconfigured):
                if self._pace.discard_timer <= 0:
                    deadline = None  # timers switched off mid-turn: no countdown runs on
            elif isinstance(command, Wake):
                # 托管 was switched on and off again before it answered: the page stopped
                # asking when it went on, so the question is put to the player anew.
                self._emit(self.human_to_act, view)
            elif isinstance(command, AskCoach) and self._coach is not None:
                self._emit(self.coached, _helper_answer(partial(self._coach, view, command.stake)))
            elif answer is not None and answer in game.legal_actions(seat):
                self._decisions.append((view, answer))
                self._apply(game, answer)
                return
            # A stale answer (e.g. a double click), or ``NextHand`` mid-hand, is ignored; the
            # player is still asked.

    def _timed_out(self, view: PlayerView) -> Action | None:
        """What the player's turn plays when the discard timer runs out (``discard_timeout``)."""
        thrown = timed_out_discard(view)
        if self._pace.discard_timeout is DiscardTimeout.DRAWN_TILE:
            return thrown
        win = next((a for a in view.legal if isinstance(a, Win)), None)
        if win is not None:
            return win  # 托管 takes a legal self-drawn win: the timer never throws one away
        if self._stand_in is not None:
            return self._stand_in(view)
        return thrown

    def _autoplay_answer(self, game: Game, view: PlayerView) -> bool:
        if not self._autoplay or self._stand_in is None:
            return False
        self._apply(game, self._stand_in(view))
        self._pause(self._pace.step_delay)
        return True

    def _apply(self, game: Game, action: Action) -> None:
        """Apply ``action`` and show what it caused, one step at a time: the discards locked
        hands (报听) make by themselves follow at the table's pace, each with the draw after it.
        Done at once, as the engine can, a table where every player is locked ran the rest of
        the wall (39 tiles) in under 3.5 s, and a win among them was never seen."""
        events = game.apply(action, locked_discards=False)
        if self._recorder is not None:
            self._recorder.action_applied(self._session, game, action)
            self._report_storage()
        self._show_step(game, events)
        while more := game.play_locked_discard():
            # The step before stays in sight as long as a locked hand's own discard would.
            delay = self._pace.step_delay
            self._pause(max(delay, LOCKED_DISCARD_PAUSE) if delay else 0.0)
            self._show_step(game, more)

    def _show_step(self, game: Game, events: Sequence[Event]) -> None:
        """Publish one step; a win then stays on the table longer than a move (``WIN_PAUSE``),
        before the next step or the score screen covers it. Other pauses are the callers'."""
        self._publish(game, events)
        delay = self._pace.step_delay
        if delay and any(isinstance(e, Won) for e in events):
            self._pause(max(delay, WIN_PAUSE))

    def _report_storage(self) -> None:
        recorder = self._recorder
        if recorder is not None and recorder.problem is not None and not self._storage_reported:
            self._storage_reported = True
            self._emit(self.storage_failed, recorder.problem_error or recorder.problem)

    def _publish(self, game: Game, events: Sequence[Event]) -> None:
        # Players that follow the hand (an outside bot) see each event as their seat may.
        show_events(self._players, events)
        seat = self.human_seat if self.human_seat is not None else 0
        visible = tuple(e.for_seat(seat) for e in events)
        self._emit(self.updated, Update(visible, game.view(seat, self._session.standing())))

    def _finish(self, game: Game) -> None:
        ended = next(e for e in reversed(game.events) if isinstance(e, HandEnded))
        settlement = game.settlement
        assert settlement is not None
        seat = self.human_seat if self.human_seat is not None else 0
        session = self._session
        summary = session.settle_current()
        assert summary is not None
        if self._recorder is not None:
            self._recorder.hand_settled(session, game)
            self._report_storage()
        view = game.view(seat, session.totals)  # after settling: the new totals
        result = HandResult(
            ended,
            settlement,
            summary,
            view,
            session.finished,
            tuple(self._decisions),
            tuple(session.summaries),
        )
        self._emit(self.hand_over, result)

    def _wait_for_next(self) -> None:
        if self.auto_next_hand:
            self._pause(self._pace.step_delay)
            return
        while not isinstance(self._take(None), NextHand):
            pass  # an answer or a question left over from the hand is moot now

    def _take(self, deadline: float | None) -> Command | DeadlinePassed:
        """The window's next command, blocking; ``DeadlinePassed`` once ``deadline`` (this
        module's ``time.monotonic``) has passed. Raises ``_Stopped`` for ``Stop``."""
        timeout = None if deadline is None else max(0.0, deadline - time.monotonic())
        command = self._mailbox.take(timeout)
        if isinstance(command, Stop):
            raise _Stopped
        return command

    def _pause(self, seconds: float) -> None:
        if self._mailbox.sleep(seconds):
            raise _Stopped

    def _emit(self, signal: SignalInstance, value: object) -> None:
        # Nothing reaches the window once it asked to stop (it may be closing).
        self._check_stop()
        signal.emit(value)

    def _check_stop(self) -> None:
        # A flag read between steps, not a poll: every blocking wait wakes for ``Stop`` itself.
        if self._mailbox.stopped:
            raise _Stopped


def timed_out_discard(view: PlayerView) -> Action | None:
    """What a player who lets the discard timer run out throws: the tile just drawn, or, without
    one (after a pong or chow), the last tile of the hand. None when the player is not asked to
    discard (a claim, the pre-play phase): the claim timer of the claim bar covers claims."""
    discards = [a for a in view.legal if isinstance(a, Discard)]
    if not discards:
        return None
    drawn = next((a for a in discards if a.tile == view.drawn), None)
    return drawn if drawn is not None else max(discards, key=lambda a: a.tile)


def _helper_answer(helper: Callable[[], object]) -> object:
    """A hint or the coach's answer; None if the helper failed. A helper only advises: its
    failure is reported on stderr and the game goes on without the advice."""
    try:
        return helper()
    except Exception:
        traceback.print_exc()
        return None
