"""What the engine thread calls as a session is played: every action into the journal, every
finished hand into the records. One object per session, shared by the app and headless runs.

A failure to write (a full disk, a removed folder) must not stop the game: the recorder keeps the
first error (``problem``) for the window to show, and goes on trying with the next action.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field

from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.session import Session
from mahjong_desktop.storage.hand_record import record_of
from mahjong_desktop.storage.journal import SessionJournal, now_text
from mahjong_desktop.storage.records import RecordStore
from mahjong_desktop.storage.session_doc import SessionHeader


@dataclass(slots=True)
class SessionRecorder:
    journal: SessionJournal
    records: RecordStore | None
    uid: str
    header: SessionHeader
    problem: str | None = field(default=None)

    @classmethod
    def start(
        cls, journal: SessionJournal, records: RecordStore | None, header: SessionHeader
    ) -> SessionRecorder:
        return cls(journal, records, journal.begin(header), header)

    def action_applied(self, session: Session, game: Game, action: Action) -> None:
        """After ``game.apply(action)``: the action is durable when this returns."""
        self._guard(
            lambda: self.journal.append(
                self.uid, game.hand_number, len(game.actions) - 1, action.to_json()
            )
        )

    def hand_settled(self, session: Session, game: Game) -> None:
        """After the session settled ``game``: the record, then the session's new totals."""
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
            self._guard(lambda: self.records.add(record))  # type: ignore[union-attr]
        self._guard(
            lambda: self.journal.hand_finished(
                self.uid, len(session.summaries), list(session.totals), session.finished
            )
        )

    def _guard(self, write: object) -> None:
        try:
            write()  # type: ignore[operator]
        except (OSError, sqlite3.Error) as exc:
            if self.problem is None:
                self.problem = f"{self.journal.path.parent}: {exc}"
