"""What the engine thread calls as a session is played: every action into the journal, every
finished hand into the records. One object per session, shared by the app and headless runs.

``background=True`` (the app): the writes go to a writer thread in order, and whatever has queued
up while one commit's fsync runs is committed together (group commit). The engine thread then pays
only for queueing (microseconds) instead of an fsync (4–8 ms on a virtual disk); each action is on
disk one commit later. What a crash can lose in that window are actions of computer players, which
the engine and the seeded players make again identically on resume, or the player's action being
made. ``background=False`` (tests, headless): each call returns once its write is durable.

A failure to write (a full disk, a removed folder) must not stop the game: the recorder keeps the
first error (``problem``) for the window to show, and goes on trying with the next action.
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
from mahjong_desktop.storage.hand_record import HandRecord, record_of
from mahjong_desktop.storage.journal import SessionJournal, now_text
from mahjong_desktop.storage.records import RecordStore
from mahjong_desktop.storage.session_doc import SessionHeader

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
    _queue: queue.Queue[Row | Settled | None] = field(default_factory=queue.Queue)
    _thread: threading.Thread | None = None

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
                self._note(exc)
            finally:
                for _ in batch:
                    self._queue.task_done()
            if len(items) < len(batch):
                return

    def _write(self, items: list[Row | Settled]) -> None:
        rows: list[Row] = []
        for item in items:
            if len(item) == 3:
                rows.append(item)  # type: ignore[arg-type]
                continue
            if rows:
                self._guard(self.journal.append_many, self.uid, rows)
                rows = []
            record, done, totals, over = item  # type: ignore[misc]
            if record is not None and self.records is not None:
                self._guard(self.records.add, record)
            self._guard(self.journal.hand_finished, self.uid, done, totals, over)
        if rows:
            self._guard(self.journal.append_many, self.uid, rows)

    def _guard(self, write: Callable[..., object], *args: object) -> None:
        try:
            write(*args)
        except Exception as exc:
            # Not only OSError/sqlite3.Error: a number too big for sqlite's INTEGER once raised
            # OverflowError here and silently ended the writer thread, and with it the autosave.
            self._note(exc)

    def _note(self, exc: Exception) -> None:
        """Keep the first failure for the window to show; the next write is tried all the same."""
        if self.problem is None:
            what = (
                str(exc)
                if isinstance(exc, OSError | sqlite3.Error)
                else f"{type(exc).__name__}: {exc}"
            )
            self.problem = f"{self.journal.path.parent}: {what}"
