"""The player's kept games in one folder: the session journal, the hand records, the saves folder.

Opened once by the app (``DataDir.default()``) or by a test on a temporary folder; each store opens
on its own, so a broken one costs only itself (``problems`` lists what was moved aside and why).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mahjong_desktop.storage.journal import SessionJournal
from mahjong_desktop.storage.lock import ProfileLock
from mahjong_desktop.storage.paths import DataDir
from mahjong_desktop.storage.problem import Problem
from mahjong_desktop.storage.recorder import SessionRecorder
from mahjong_desktop.storage.records import RecordStore
from mahjong_desktop.storage.session_doc import SessionHeader


@dataclass(slots=True)
class Profile:
    folder: DataDir
    journal: SessionJournal
    records: RecordStore
    lock: ProfileLock | None = field(default=None)

    @classmethod
    def open(cls, folder: DataDir) -> Profile:
        """``ProfileBusy`` if another running copy of the app has it open; ``DatabaseUnavailable``
        if a database cannot be used now (a full disk, a lock, read-only: nothing was changed)."""
        folder.root.mkdir(parents=True, exist_ok=True)
        lock = ProfileLock(folder.root / "profile.lock")
        lock.acquire()
        journal: SessionJournal | None = None
        try:
            journal = SessionJournal(folder.sessions_db)
            journal.prune()  # the recent list shows 50; older finished sessions live on as records
            return cls(folder, journal, RecordStore(folder.records_db), lock)
        except BaseException:
            # Kept games that cannot be opened now are kept by nobody in this run: the lock is
            # freed, and whatever did open is closed again untouched.
            if journal is not None:
                journal.close()
            lock.release()
            raise

    @property
    def problems(self) -> list[Problem]:
        return [*self.journal.problems, *self.records.problems]

    def start_recording(self, header: SessionHeader) -> SessionRecorder:
        """A recorder that writes in the background (see ``SessionRecorder``)."""
        return SessionRecorder.start(self.journal, self.records, header, background=True)

    def continue_recording(self, uid: str, header: SessionHeader) -> SessionRecorder:
        return SessionRecorder(self.journal, self.records, uid, header, background=True)

    def close(self) -> None:
        self.journal.close()
        self.records.close()
        if self.lock is not None:
            self.lock.release()
