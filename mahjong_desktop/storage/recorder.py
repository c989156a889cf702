"""What the engine thread calls as a session is played: every action into the journal, every
finished hand into the records. One object per session, shared by the app and headless runs.

``background=True`` (the app): the writes go to a writer thread in order, and whatever has queued
up while one commit's fsync runs is committed together (group commit). The engine thread then pays
only for queueing (microseconds) instead of an fsync (4–8 ms on a virtual disk); each action is on
disk one commit later. What a crash can lose in that window are actions of computer players, which
the engine and the seeded players make again identically on resume, or the player's action being
made. ``background=False`` (tests, headless): each call returns once its write is durable.

A failure to write (a full disk, a removed folder) must not stop the game: the recorder keeps the
first error (``problem``) for the window to show, and goes on trying with the next action. What
could not be written stays queued, in order, and is written first at the next try: the journal
never gets an action after one it is missing (a gap would make the whole session unresumable), so
a short full disk loses nothing, and a long one at most the actions it could not take — the game
then resumes from the last action written.
"""

from __future__ import annotations

import queue
import sqlite3
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.session import Session
from mahjong_desktop.messages import Says
from mahjong_desktop.storage.hand_record import HandRecord, record_of
from mahjong_desktop.storage.journal import SessionJournal, now_text
from mahjong_desktop.storage.records import RecordStore
from mahjong_desktop.storage.session_doc import SessionHeader
from mahjong_desktop.validation import DataError

Row = tuple[int, int, dict[str, Any]]  # hand, seq, action JSON
Settled = tuple[HandRecord | None, int, list[int], bool]  # record, hands done, totals, over


@dataclass(slots=True)
class SessionRecorder:
    journal: SessionJournal
    records: RecordStore | None
    uid: str
    header: SessionHeader
    background: bool = False
    problem: str | None = field(default=None)
    # The same, kept structured: the window words it in the player's language (ui/shell/wording.py).
    problem_error: DataError | None = field(default=None)
    _queue: queue.Queue[Row | Settled | None] = field(default_factory=queue.Queue)
    _thread: threading.Thread | None = None
    # Written in order: what the journal could not take yet, and records the history could not.
    _unwritten: list[Row | Settled] = field(default_factory=list)
    _unrecorded: list[HandRecord] = field(default_factory=list)

    @classmethod
    def start(
        cls,
        journal: SessionJournal,
        records: RecordStore | None,
        header: SessionHeader,
        *,
        background: bool = False,
    ) -> SessionRecorder:
        return cls(journal, records, journal.begin(header), header, background)

    def action_applied(self, session: Session, game: Game, action: Action) -> None:
        """After ``game.apply(action)``."""
        self._put((game.hand_number, len(game.actions) - 1, action.to_json()))

    def hand_settled(self, session: Session, game: Game) -> None:
        """After the session settled ``game``: the record, then the session's new totals."""
        record = None
        if self.records is not None:
            record = record_of(
                game,
                self.uid,
                game.hand_number,
                now_text(),
                self.header.human_seat,
                self.header.levels,
                self.header.seed,
            )
        self._put((record, len(session.summaries), list(session.totals), session.finished))

    def flush(self) -> None:
        """Wait until everything handed over is written (before reading the journal back)."""
        if self._thread is not None:
            self._queue.join()

    def close(self) -> None:
        if self._thread is not None:
            self._queue.put(None)
            self._thread.join()
            self._thread = None

    # -- writing -----------------------------------------------------------------------------------

    def _put(self, item: Row | Settled) -> None:
        if not self.background:
            self._write([item])
            return
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="mahjong-autosave", daemon=True)
            self._thread.start()
        self._queue.put(item)

    def _run(self) -> None:
        while True:
            first = self._queue.get()
            batch = [first]
            while True:  # everything that queued up during the last commit goes in this one
                try:
                    batch.append(self._queue.get_nowait())
                except queue.Empty:
                    break
            items = [i for i in batch if i is not None]
            try:
                self._write(items)
            except Exception as exc:  # the writer must never die: flush() would wait forever
                self._note(exc, None)
            finally:
                for _ in batch:
                    self._queue.task_done()
            if len(items) < len(batch):
                return

    @property
    def unsaved(self) -> int:
        """How many actions are not in the journal yet (0 when everything is written)."""
        return sum(1 for item in self._unwritten if len(item) == 3)

    def _write(self, items: list[Row | Settled]) -> None:
        for item in items:
            if len(item) == 4 and item[0] is not None and self.records is not None:
                self._unrecorded.append(item[0])
        self._unwritten.extend(items)
        while self._unrecorded and self.records is not None:
            if not self._guard(self.records.add, self._unrecorded[0], waits=False):
                break
            del self._unrecorded[0]
        while self._unwritten:
            head = self._unwritten[0]
            if len(head) == 4:
                # A finished hand, once the actions before it are written.
                _, done, totals, over = head
                if not self._guard(self.journal.hand_finished, self.uid, done, totals, over):
                    return
                del self._unwritten[0]
                continue
            # The actions up to the next finished hand in one transaction.
            rows: list[Row] = []
            for item in self._unwritten:
                if len(item) != 3:
                    break
                rows.append(item)
            if not self._guard(self.journal.append_many, self.uid, rows):
                return
            del self._unwritten[: len(rows)]

    def _guard(self, write: Callable[..., object], *args: object, waits: bool = True) -> bool:
        """Whether ``write`` succeeded; the first failure is kept for the window (``waits``: say
        which actions wait for the journal)."""
        try:
            write(*args)
        except (OSError, sqlite3.Error) as exc:
            # The disk or the database said no (full, locked, read-only): the item stays queued
            # and is written first once they take it again, so the journal has no gap.
            self._note(exc, self._what_waits() if waits else None)
            return False
        except Exception as exc:
            # Anything else will fail again on every try (a number too big for sqlite's INTEGER
            # raised OverflowError here and once ended the writer thread, and with it the
            # autosave): it is reported and that item dropped, and the writer goes on.
            self._note(exc, None)
        return True

    def _note(self, exc: Exception, waiting: Says | None) -> None:
        """Keep the first failure for the window to show: the system's words for it (or the
        error's own), and what waits to be written."""
        if self.problem is None:
            what = (
                str(exc)
                if isinstance(exc, OSError | sqlite3.Error)
                else f"{type(exc).__name__}: {exc}"
            )
            said = Says("autosave_failed", (what, waiting or ""))
            error = DataError.about(str(self.journal.path.parent), "", said)
            self.problem_error = error
            self.problem = str(error)

    def _what_waits(self) -> Says | None:
        first = next((x for x in self._unwritten if len(x) == 3), None)
        if first is None:
            return None
        hand, seq, _ = first
        return Says("not_saved_yet", (str(hand + 1), str(seq + 1)))
