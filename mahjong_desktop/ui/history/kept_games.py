"""The menu actions and title-page buttons of kept games, for the main window: Continue,
Save as…, Open…, History…, Statistics…, and the replay viewer's "play on" / "play again".

The window stays the owner of the table; this object only turns stored sessions into setups
(``resumed_game``) and hands them to the window's ``play`` callback. What it needs of the window
is spelled out in ``KeptGamesHost``; it holds no reference to the window itself.
"""

from __future__ import annotations

import sqlite3
import sys
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox, QWidget

from mahjong_desktop.engine.errors import RecordError
from mahjong_desktop.engine.session import Session
from mahjong_desktop.storage.hand_record import HandRecord
from mahjong_desktop.storage.problem import Problem
from mahjong_desktop.storage.profile import Profile
from mahjong_desktop.storage.recorder import SessionRecorder
from mahjong_desktop.storage.saves import SUFFIX, list_saves, read_save, write_save
from mahjong_desktop.storage.session_doc import SessionHeader, build_session, practice_header
from mahjong_desktop.storage.settings import Settings, TileSet
from mahjong_desktop.ui.history.title_page import TitlePage
from mahjong_desktop.ui.session.catalog import RulesetCatalog
from mahjong_desktop.ui.session.game_setup import GameSetup, resumed_game
from mahjong_desktop.ui.shell.file_dialog import choose_file
from mahjong_desktop.ui.shell.notice_bar import NoticeText
from mahjong_desktop.ui.shell.shortcuts import assign
from mahjong_desktop.ui.shell.wording import fill, word_error, word_exception, word_problem
from mahjong_desktop.validation import DataError

if TYPE_CHECKING:  # imported when first shown: the window starts without them
    from mahjong_desktop.ui.history.history_window import HistoryWindow
    from mahjong_desktop.ui.history.stats_window import StatsWindow


@dataclass(frozen=True, slots=True)
class KeptGamesHost:
    """What kept games use of the window: its parts and a few callbacks, nothing more."""

    profile: Profile | None  # where games are kept; None: nothing is kept (tests, the demo)
    catalog: RulesetCatalog
    parent: QWidget  # owns the actions; the dialogs' parent
    title_page: TitlePage
    language: Callable[[], str]
    interactive: Callable[[], bool]  # False: no dialog may wait for a person (the demo)
    add_notice: Callable[[NoticeText], object]  # worded by a function: follows a language switch
    stop_game: Callable[[], None]  # the running session is written out before another starts
    play: Callable[[GameSetup, SessionRecorder], None]  # put a session on the table
    recorder: Callable[[], SessionRecorder | None]  # the running session's autosave
    # The player's tile size (%) and tile set, for the replay's table; None: the defaults.
    tiles: Callable[[], tuple[int, TileSet]] | None = None
    # The player's settings: a continued session seats their outside bot again, if it is on.
    settings: Callable[[], Settings] | None = None


class KeptGames(QObject):
    def __init__(self, host: KeptGamesHost) -> None:
        super().__init__(host.parent)
        self.host = host
        self.profile = host.profile
        window = host.parent
        self.history_window: HistoryWindow | None = None
        self.stats_window: StatsWindow | None = None
        self.continue_action = QAction(window)
        assign(self.continue_action, "continue")
        self.continue_action.triggered.connect(self.continue_latest)
        self.save_action = QAction(window)
        assign(self.save_action, "save_as")
        self.save_action.triggered.connect(self.save_as)
        self.open_action = QAction(window)
        assign(self.open_action, "open")
        self.open_action.triggered.connect(lambda: self.open_save(None))
        self.history_action = QAction(window)
        assign(self.history_action, "history")
        self.history_action.triggered.connect(self.show_history)
        self.stats_action = QAction(window)
        self.stats_action.triggered.connect(self.show_statistics)
        for action in self.menu_actions:
            action.setEnabled(self.profile is not None)
        page = host.title_page
        page.kept_visible(self.profile is not None)
        page.continue_requested.connect(self.continue_session)
        page.open_requested.connect(self.open_save)
        page.history_requested.connect(self.show_history)
        page.statistics_requested.connect(self.show_statistics)
        self._problems_reported = 0
        self.refresh()

    @property
    def menu_actions(self) -> tuple[QAction, ...]:
        """For the window's Game menu, in this order."""
        return (
            self.continue_action,
            self.open_action,
            self.save_action,
            self.history_action,
            self.stats_action,
        )

    def retranslate(self) -> None:
        self.continue_action.setText(
            QCoreApplication.translate("KeptGames", "&Continue the last session")
        )
        self.save_action.setText(QCoreApplication.translate("KeptGames", "Save &as…"))
        self.open_action.setText(QCoreApplication.translate("KeptGames", "&Open…"))
        self.history_action.setText(QCoreApplication.translate("KeptGames", "&History…"))
        self.stats_action.setText(QCoreApplication.translate("KeptGames", "S&tatistics…"))
        self.host.title_page.retranslate()
        # History, Statistics and the replays opened from History may be open: they follow too.
        language = self.host.language()
        for window in (self.history_window, self.stats_window):
            if window is not None and window.language != language:
                window.set_language(language)
        self.refresh()

    # -- the title page ----------------------------------------------------------------------------

    def refresh(self) -> None:
        profile = self.profile
        if profile is None:
            return
        entries = profile.journal.sessions()
        saves = list_saves(profile.folder.saves)
        self.host.title_page.show_sessions(entries, saves, self.host.catalog, self.host.language())
        self.continue_action.setEnabled(any(e.status.value == "playing" for e in entries))
        self._report_problems()

    def _report_problems(self) -> None:
        profile = self.profile
        assert profile is not None
        problems = profile.problems
        for problem in problems[self._problems_reported :]:
            print(f"mahjong-desktop: {problem.describe()}", file=sys.stderr)
            self.host.add_notice(partial(_unreadable, problem))
        self._problems_reported = len(problems)

    # -- sessions ----------------------------------------------------------------------------------

    def start_recording(self, header: SessionHeader) -> SessionRecorder | None:
        profile = self.profile
        if profile is None:
            return None
        try:
            return profile.start_recording(header)
        except (OSError, sqlite3.Error) as exc:
            self.storage_failed(f"{profile.folder.sessions_db}: {exc}")
            return None

    def continue_latest(self) -> None:
        profile = self.profile
        entry = profile.journal.latest_playing() if profile is not None else None
        if entry is not None:
            self.continue_session(entry.uid)

    def continue_session(self, uid: str) -> bool:
        """Resume an autosaved session: the identical table, the same computers."""
        profile = self.profile
        if profile is None:
            return False
        # The session playing now (perhaps this very one) is written out before anything is read.
        self.host.stop_game()
        try:
            loaded = profile.journal.load(uid)
            session = loaded.build()
        except (ValueError, RecordError) as exc:
            # It will not resume on a second try either: no longer offered (its rows are kept).
            profile.journal.mark_damaged(uid, exc)
            self._refuse(
                QCoreApplication.translate("KeptGames", "Continue"),
                QCoreApplication.translate(
                    "KeptGames", "This session cannot be continued: %1"
                ).replace("%1", word_exception(exc)),
            )
            self.refresh()
            return False
        recorder = profile.continue_recording(uid, loaded.entry.header)
        return self._play(session, loaded.entry.header, recorder)

    def _play(self, session: Session, header: SessionHeader, recorder: SessionRecorder) -> bool:
        ruleset = self.host.catalog.load_or_none(header.region)
        if ruleset is None:
            self._refuse(
                QCoreApplication.translate("KeptGames", "Continue"),
                QCoreApplication.translate(
                    "KeptGames", "No ruleset is installed for region %1."
                ).replace("%1", header.region),
            )
            return False
        settings = self.host.settings() if self.host.settings is not None else None
        self.host.play(resumed_game(session, ruleset, header, settings), recorder)
        return True

    def current(self) -> tuple[SessionHeader, list[list[dict[str, object]]]] | None:
        recorder = self.host.recorder()
        if recorder is None:
            return None
        recorder.flush()
        return recorder.header, list(recorder.journal.load(recorder.uid).hands)

    def save_as(self) -> None:
        profile = self.profile
        current = self.current()
        if profile is None or current is None:
            QMessageBox.information(
                self.host.parent,
                QCoreApplication.translate("KeptGames", "Save as"),
                QCoreApplication.translate("KeptGames", "No game is being played."),
            )
            return
        profile.folder.saves.mkdir(parents=True, exist_ok=True)
        name = choose_file(
            self.host.parent,
            QCoreApplication.translate("KeptGames", "Save as"),
            str(profile.folder.saves),
            QCoreApplication.translate("KeptGames", "Saved games (*%1)").replace("%1", SUFFIX),
            save=True,
        )
        if name:
            self.save_to(Path(name), *current)

    def save_to(
        self, path: Path, header: SessionHeader, hands: list[list[dict[str, object]]]
    ) -> bool:
        if not path.name.endswith(SUFFIX):
            path = path.with_name(path.name.removesuffix(".json") + SUFFIX)
        try:
            write_save(path, header, hands)
        except OSError as exc:
            said = QCoreApplication.translate("KeptGames", "Could not save the game to %1: %2")
            self._refuse(
                QCoreApplication.translate("KeptGames", "Save as"),
                fill(said, str(path), exc.strerror or str(exc)),
            )
            return False
        self.refresh()
        return True

    def open_save(self, path: Path | None) -> bool:
        """Open a save as a new session (autosaved from then on); the save file is untouched."""
        profile = self.profile
        if profile is None:
            return False
        if path is None:
            name = choose_file(
                self.host.parent,
                QCoreApplication.translate("KeptGames", "Open"),
                str(profile.folder.saves),
                QCoreApplication.translate("KeptGames", "Saved games (*%1)").replace("%1", SUFFIX),
            )
            if not name:
                return False
            path = Path(name)
        self.host.stop_game()
        try:
            saved = read_save(path)
        except DataError as exc:
            self._refuse(QCoreApplication.translate("KeptGames", "Open"), word_error(exc))
            return False
        session = build_session(saved.header, saved.hands)
        uid = profile.journal.begin(saved.header, saved.hands)
        return self._play(session, saved.header, profile.continue_recording(uid, saved.header))

    def play_deal(self, record: HandRecord, actions: list[dict[str, object]]) -> bool:
        """ "Play this deal again" (no actions) or "play on from here" (the actions so far)."""
        seat = record.human_seat if record.human_seat is not None else 0
        return self.play_position(record.game, actions, seat, record.levels, _session_seed(record))

    def play_position(
        self,
        game: dict[str, Any],
        actions: list[dict[str, object]],
        seat: int,
        levels: tuple[str | None, ...],
        seed: int,
    ) -> bool:
        """Play the deal of ``game`` (an engine game record) on after ``actions``, the player at
        ``seat`` and the other seats' computers at ``levels`` seeded from ``seed``: a kept hand's
        "play on", or a drill's position (Practice › Drills)."""
        profile = self.profile
        if profile is None:
            return False
        base = SessionHeader(
            region=str(game["region"]),
            options=dict(game.get("options", {})),
            seed=seed,
            hands_limit=1,
            rounds_limit=None,
            human_seat=seat,
            levels=tuple(None if s == seat else (lv or "normal") for s, lv in enumerate(levels)),
        )
        header = practice_header(base, game)
        hands = [list(actions)]
        self.host.stop_game()
        try:
            session = build_session(header, hands)
        except RecordError as exc:
            self._refuse(QCoreApplication.translate("KeptGames", "Replay"), word_error(exc))
            return False
        uid = profile.journal.begin(header, hands)
        return self._play(session, header, profile.continue_recording(uid, header))

    # -- windows -----------------------------------------------------------------------------------

    def show_history(self) -> None:
        from mahjong_desktop.ui.history.history_window import HistoryWindow

        profile = self.profile
        if profile is None:
            return
        if self.history_window is None:
            self.history_window = HistoryWindow(
                profile.records, self.host.catalog, self.host.language(), self, self.host.parent
            )
        self.history_window.reload()
        self.history_window.show()
        self.history_window.raise_()

    def show_statistics(self) -> None:
        from mahjong_desktop.ui.history.stats_window import StatsWindow

        profile = self.profile
        if profile is None:
            return
        if self.stats_window is None:
            self.stats_window = StatsWindow(
                profile.records, self.host.catalog, self.host.language(), self.host.parent
            )
        self.stats_window.reload()
        self.stats_window.show()
        self.stats_window.raise_()

    def storage_failed(self, message: str | DataError) -> None:
        print(f"mahjong-desktop: {message}", file=sys.stderr)  # the log's English
        self.host.add_notice(
            lambda: QCoreApplication.translate(
                "KeptGames",
                "The game could not be saved (it goes on): %1",
            ).replace("%1", word_exception(message) if isinstance(message, DataError) else message)
        )

    def actions_lost(self, count: int) -> None:
        """The stopped game's last ``count`` actions could not be written (a full disk)."""

        def words() -> str:
            return QCoreApplication.translate(
                "KeptGames",
                "The last %n action(s) of the stopped game could not be saved; Continue resumes "
                "just before them.",
                "",
                count,
            )

        print(f"mahjong-desktop: {words()}", file=sys.stderr)
        self.host.add_notice(words)

    def _refuse(self, title: str, message: str) -> None:
        print(f"mahjong-desktop: {message}", file=sys.stderr)
        if self.host.interactive():
            QMessageBox.warning(self.host.parent, title, message)


def _unreadable(problem: Problem) -> str:
    return QCoreApplication.translate("KeptGames", "Some kept games could not be read: %1").replace(
        "%1", word_problem(problem)
    )


def _session_seed(record: HandRecord) -> int:
    """The seed the record's computers were seeded from (their decisions follow from it)."""
    return record.session_seed
