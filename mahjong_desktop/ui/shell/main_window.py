"""The main window: menus, notices, and the table in the middle."""

from __future__ import annotations

import secrets
import sys
from collections.abc import Mapping
from dataclasses import replace

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QIcon
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from mahjong_desktop import __version__
from mahjong_desktop.ai.outside_bot import OutsideBot
from mahjong_desktop.drills.drill import Drill
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.rules.ruleset import OptionValue, Ruleset, RulesetError
from mahjong_desktop.storage.profile import Profile
from mahjong_desktop.storage.recorder import SessionRecorder
from mahjong_desktop.storage.settings import (
    TILE_SIZE_RANGE,
    TILE_SIZE_STEP,
    AiLevel,
    AnimationSpeed,
    Settings,
)
from mahjong_desktop.storage.settings_store import LoadResult, NotKeptAside, SettingsStore
from mahjong_desktop.storage.window_state import FILE_NAME as WINDOW_FILE
from mahjong_desktop.storage.window_state import load_window_state, save_window_state
from mahjong_desktop.ui.dialogs.calculator import HandCalculator
from mahjong_desktop.ui.dialogs.hand_result import ResultDialog
from mahjong_desktop.ui.dialogs.keys import KeysDialog
from mahjong_desktop.ui.dialogs.review import ReviewDialog
from mahjong_desktop.ui.dialogs.rules import RulesDialog
from mahjong_desktop.ui.dialogs.session_end import SessionEndChoice, ask_session_end
from mahjong_desktop.ui.dialogs.settings import SettingsDialog
from mahjong_desktop.ui.drills.filters import DrillFilters
from mahjong_desktop.ui.drills.window import DrillWindow
from mahjong_desktop.ui.history.kept_games import KeptGames, KeptGamesHost
from mahjong_desktop.ui.history.title_page import TitleChoice, TitlePage
from mahjong_desktop.ui.session.catalog import RulesetCatalog, has_own_stake
from mahjong_desktop.ui.session.controller import Controller, HandResult
from mahjong_desktop.ui.session.game_setup import GameSetup, new_game
from mahjong_desktop.ui.session.table_config import TableConfig, shown_stake, table_config
from mahjong_desktop.ui.shell.fonts import missing_cjk_font_notice
from mahjong_desktop.ui.shell.i18n import Translations, resolve_language
from mahjong_desktop.ui.shell.keys_over_dialogs import KeysOverDialogs
from mahjong_desktop.ui.shell.notice_bar import NoticeBar, NoticeText
from mahjong_desktop.ui.shell.shortcuts import assign
from mahjong_desktop.ui.shell.window_placement import place
from mahjong_desktop.ui.shell.wording import fill, word_bot_failure, word_error
from mahjong_desktop.ui.table.coach_line import make_coach
from mahjong_desktop.ui.table.hint_line import build_hint_line
from mahjong_desktop.ui.table.page import TablePage
from mahjong_desktop.ui.table.rules_summary import changed_lines, chosen_lines
from mahjong_desktop.ui.table.sound import TableSound, open_sink
from mahjong_desktop.ui.table.tour_steps import has_tour, tour_for
from mahjong_desktop.ui.table.words import region_words

WINDOW_TITLE = "地方麻将 Mahjong Desktop"


class MainWindow(QMainWindow):
    """Holds the settings of this run; every dialog gets them passed in, none looks them up."""

    settings_changed = Signal(object)  # Settings
    new_game_requested = Signal()
    session_finished = Signal()
    game_failed = Signal()

    def __init__(
        self,
        store: SettingsStore,
        loaded: LoadResult,
        translations: Translations,
        catalog: RulesetCatalog,
        *,
        cjk_font_available: bool,
        icon: QIcon | None = None,
        profile: Profile | None = None,
    ) -> None:
        super().__init__()
        self.profile = profile  # where games are kept; None: nothing is kept (tests, the demo)
        self.store = store
        self.settings: Settings = loaded.settings
        self.translations = translations
        self.catalog = catalog
        # False in the demo: nothing may wait for a person (no modal dialogs).
        self.interactive = True
        self.setWindowTitle(WINDOW_TITLE)
        if icon is not None and not icon.isNull():
            self.setWindowIcon(icon)
        self.window_state_path = store.path.with_name(WINDOW_FILE)

        central = QWidget(self)
        self._column = QVBoxLayout(central)
        self._column.setContentsMargins(0, 0, 0, 0)
        self._column.setSpacing(0)
        self.notices: list[NoticeBar] = []
        self.settings_notice: NoticeBar | None = None  # settings that could not be read
        self.crash_notice: NoticeBar | None = None  # an earlier run crashed (set by the app)
        self.stack = QStackedWidget(central)
        self.title_page = TitlePage(self.stack)
        self.welcome = self.title_page.heading
        self.stack.addWidget(self.title_page)
        self.controller: Controller | None = None
        self.drill_window: DrillWindow | None = None
        # The running session's autosave, kept here: the window never reaches into the worker.
        self.recorder: SessionRecorder | None = None
        self.speed_in_play: AnimationSpeed | None = None  # overrides the setting (the demo)
        self.human_seat: int | None = None
        self.seat_levels: dict[int, AiLevel] = {}  # relative seat → computer level
        self.bot_place: int | None = None  # relative seat of an outside bot program, if any
        self.bot_in_play: OutsideBot | None = None
        self._bot_failures_shown = 0
        self.ruleset_in_play: Ruleset | None = None
        self.options_in_play: Mapping[str, OptionValue] = {}
        self.region_in_play: RegionRules | None = None
        self.table_page = TablePage(
            self.seat_name, self.move_names, lambda: self.language, self.stack
        )
        self.table_page.hand_finished.connect(self._hand_finished)
        self.table_page.take_over.connect(lambda: self.autoplay_action.setChecked(False))
        self.table_page.next_hand.connect(self._deal_next_hand)
        self.table_page.view.zoom_step.connect(self.step_tile_size)
        self.table_page.set_appearance(self.settings.tile_size, self.settings.tile_set)
        self.table_page.tour_ended.connect(self._tour_seen)
        self._tour_wanted = False  # Help › Guided first hand asked for it in the next game
        self.sound = TableSound(open_sink(), self.settings)
        self.stack.addWidget(self.table_page)
        self._column.addWidget(self.stack, 1)
        self.setCentralWidget(central)

        self._build_actions()
        self._build_menus()
        self.kept = KeptGames(  # continue, saves, history, replays, statistics
            KeptGamesHost(
                profile=profile,
                catalog=catalog,
                parent=self,
                title_page=self.title_page,
                language=lambda: self.language,
                interactive=lambda: self.interactive,
                add_notice=self.add_notice,
                stop_game=self.stop_game,
                play=self.play_setup,
                recorder=lambda: self.recorder,
                tiles=lambda: (self.settings.tile_size, self.settings.tile_set),
                settings=lambda: self.settings,
            )
        )
        first = self.game_menu.actions()[1]  # after "New game"
        for action in self.kept.menu_actions:
            self.game_menu.insertAction(first, action)
        self.game_menu.insertSeparator(first)
        self.title_page.new_requested.connect(self._new_from_title)
        self.title_page.rules_requested.connect(self.show_rules_of)
        self.retranslate()

        if not cjk_font_available and not self.settings.cjk_font_notice_dismissed:
            self.font_notice: NoticeBar | None = self.add_notice(missing_cjk_font_notice())
            self.font_notice.dismissed.connect(self._font_notice_dismissed)
        else:
            self.font_notice = None
        if loaded.problems:
            self._report_settings_problems(loaded)
        placed = load_window_state(self.window_state_path)
        if placed.problem is not None:
            print(f"mahjong-desktop: {placed.problem}", file=sys.stderr)
        place(self, placed.geometry)

    # -- building -------------------------------------------------------------------------------

    def _build_actions(self) -> None:
        self.new_game_action = QAction(self)
        assign(self.new_game_action, "new_game")
        self.new_game_action.triggered.connect(self._new_game)
        self.settings_action = QAction(self)
        assign(self.settings_action, "settings")
        self.settings_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.settings_action.triggered.connect(self.open_settings)
        self.quit_action = QAction(self)
        assign(self.quit_action, "quit")
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.quit_action.triggered.connect(self.close)
        self.rules_action = QAction(self)
        assign(self.rules_action, "rules")
        self.rules_action.triggered.connect(self.show_rules)
        self.about_action = QAction(self)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(self.show_about)
        # Toggles that apply to the running game at once; the first two are saved settings.
        self.auto_win_action = QAction(self)
        self.auto_win_action.setCheckable(True)
        self.auto_win_action.setChecked(self.settings.auto_win)
        assign(self.auto_win_action, "auto_win")
        self.auto_win_action.toggled.connect(self._auto_win_toggled)
        self.auto_pass_action = QAction(self)
        self.auto_pass_action.setCheckable(True)
        self.auto_pass_action.setChecked(self.settings.auto_pass)
        assign(self.auto_pass_action, "auto_pass")
        self.auto_pass_action.toggled.connect(self._auto_pass_toggled)
        self.autoplay_action = QAction(self)
        self.autoplay_action.setCheckable(True)
        assign(self.autoplay_action, "autoplay")
        self.autoplay_action.setEnabled(False)  # needs a game with the player in it
        self.autoplay_action.toggled.connect(self.table_page.set_autoplay)
        self.calculator_action = QAction(self)
        assign(self.calculator_action, "calculator")
        self.calculator_action.triggered.connect(self.show_calculator)
        self.keys_action = QAction(self)
        assign(self.keys_action, "keys")
        self.keys_action.triggered.connect(self.show_keys)
        # The tile size, kept in the settings (also Ctrl+wheel over the table).
        self.tiles_larger_action = QAction(self)
        assign(self.tiles_larger_action, "tiles_larger")
        self.tiles_larger_action.triggered.connect(lambda: self.step_tile_size(1))
        self.tiles_smaller_action = QAction(self)
        assign(self.tiles_smaller_action, "tiles_smaller")
        self.tiles_smaller_action.triggered.connect(lambda: self.step_tile_size(-1))
        self.tiles_default_action = QAction(self)
        assign(self.tiles_default_action, "tiles_default")
        self.tiles_default_action.triggered.connect(
            lambda: self.set_tile_size(Settings().tile_size)
        )
        self.tour_action = QAction(self)
        self.tour_action.triggered.connect(lambda: self.replay_tour())
        # Ctrl+T also in front of the score screen and every other dialog of the game.
        keys_over_dialogs = KeysOverDialogs(self, (self.autoplay_action,))
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(keys_over_dialogs)
        self.drills_action = QAction(self)
        assign(self.drills_action, "drills")
        self.drills_action.triggered.connect(self.show_drills)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.game_menu.addAction(self.new_game_action)
        self.game_menu.addAction(self.settings_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.play_menu = bar.addMenu("")
        self.play_menu.addAction(self.auto_win_action)
        self.play_menu.addAction(self.auto_pass_action)
        self.play_menu.addAction(self.autoplay_action)
        # The tile size sits with the table's other controls (no menu of its own for three).
        self.play_menu.addSeparator()
        self.play_menu.addAction(self.tiles_larger_action)
        self.play_menu.addAction(self.tiles_smaller_action)
        self.play_menu.addAction(self.tiles_default_action)
        self.practice_menu = bar.addMenu("")
        self.practice_menu.addAction(self.drills_action)
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.calculator_action)
        self.help_menu.addAction(self.keys_action)
        self.help_menu.addAction(self.tour_action)
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about_action)
        self.toolbar = QToolBar(self)
        self.toolbar.setObjectName("playToolbar")
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for action in (
            self.new_game_action,
            self.auto_win_action,
            self.auto_pass_action,
            self.autoplay_action,
            self.rules_action,
            self.calculator_action,
        ):
            self.toolbar.addAction(action)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)

    def retranslate(self) -> None:
        """Set every text again; called on start and when the language changes."""
        self.game_menu.setTitle(self.tr("&Game"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.new_game_action.setText(self.tr("&New game"))
        self.settings_action.setText(self.tr("&Settings…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.rules_action.setText(self.tr("&Rules"))
        self.about_action.setText(self.tr("&About"))
        self.play_menu.setTitle(self.tr("&Play"))
        self.toolbar.setWindowTitle(self.tr("Play"))
        self.auto_win_action.setText(self.tr("Auto &win (自动胡)"))
        # Alt+P is the Play menu's: the toolbar button takes Alt+A.
        self.auto_pass_action.setText(self.tr("&Auto pass (自动过)"))
        self.autoplay_action.setText(self.tr("&Let the computer play (托管)"))
        self.calculator_action.setText(self.tr("Hand &calculator…"))
        self.keys_action.setText(self.tr("&Keys…"))
        self.tiles_larger_action.setText(self.tr("&Bigger tiles"))
        self.tiles_smaller_action.setText(self.tr("&Smaller tiles"))
        self.tiles_default_action.setText(self.tr("&Normal tile size"))
        self.tour_action.setText(self.tr("&Guided first hand"))
        self.practice_menu.setTitle(self.tr("Prac&tice"))
        self.drills_action.setText(self.tr("&Drills…"))
        self.table_page.retranslate()
        if self.ruleset_in_play is not None:  # the table's own words follow the language at once
            self.table_page.scene.region_words = region_words(
                self.ruleset_in_play, self.language, self.options_in_play, self.region_in_play
            )
            self.table_page.scene.retranslate()
        self._update_title()
        for bar in self.notices:
            bar.retranslate()
        if hasattr(self, "kept"):
            self.kept.retranslate()
        self.title_page.show_choices(self.catalog, self.settings, self.language)

    def rules_line(self, variant: str | None = None) -> str:
        """ "兰州 Lanzhou — 玩法: 两报包; 甩牌: 硬甩": the region in play and what differs from its
        defaults (the result screen's line under the heading), then what the dealer chose for
        the hand (``variant``: 兰州 玩法 and 番种 under 'dealer chooses')."""
        ruleset = self.ruleset_in_play
        if ruleset is None:
            return ""
        changed = changed_lines(ruleset, self.options_in_play, self.language)
        if self.region_in_play is not None:
            changed += chosen_lines(self.region_in_play, variant, self.language)
        name = ruleset.name(self.language)
        return f"{name} — {'; '.join(changed)}" if changed else name

    def _update_title(self) -> None:
        """The title bar names the region in play, so the rules are never in doubt."""
        ruleset = self.ruleset_in_play
        if ruleset is None:
            self.setWindowTitle(WINDOW_TITLE)
        else:
            self.setWindowTitle(f"{ruleset.name(self.language)} — {WINDOW_TITLE}")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    @property
    def language(self) -> str:
        return self.translations.language

    # -- notices --------------------------------------------------------------------------------

    def add_notice(self, text: NoticeText) -> NoticeBar:
        """A notice across the top; worded by a function, it follows a language switch."""
        bar = NoticeBar(text, self.centralWidget())
        self._column.insertWidget(len(self.notices), bar)
        self.notices.append(bar)
        return bar

    def _font_notice_dismissed(self) -> None:
        self.apply_settings(replace(self.settings, cjk_font_notice_dismissed=True))

    def _report_settings_problems(self, loaded: LoadResult) -> None:
        for line in loaded.messages():  # the log's English
            print(f"mahjong-desktop: {line}", file=sys.stderr)
        broken = loaded.broken_copy
        problems = loaded.problems

        def words() -> str:
            text = self.tr(
                "Some settings could not be read and were reset to their defaults "
                "(the rest were kept):"
            )
            text += "\n" + "\n".join(word_error(p) for p in problems)
            if broken is not None:
                text += "\n" + self.tr("The original file was kept as %1").replace(
                    "%1", str(broken)
                )
            return text

        self.settings_notice = self.add_notice(words)

    # -- actions --------------------------------------------------------------------------------

    def apply_settings(self, settings: Settings) -> None:
        """Adopt and save new settings; switch language at once if it changed."""
        self.settings = settings
        try:
            # What another open instance saved meanwhile is merged in: adopt the merged result.
            settings = self.settings = self.store.save(settings)
        except OSError as exc:
            path, why = str(self.store.path), exc.strerror or str(exc)
            kept = exc.reason if isinstance(exc, NotKeptAside) else None

            def unsaved() -> str:
                reason = why
                if kept is not None:  # the sentence is the game's, the reason the system's
                    reason = self.tr(
                        "the file could not be kept aside (%1), so it was not overwritten"
                    ).replace("%1", kept)
                return fill(self.tr("Could not save the settings to %1: %2"), path, reason)

            self.add_notice(unsaved)
        language = resolve_language(settings.language)
        if language != self.translations.language:
            # Qt also posts LanguageChange to every widget; this window does not wait for it.
            self.translations.install(language)
        self.retranslate()
        self.sound.configure(settings)
        self.table_page.set_appearance(settings.tile_size, settings.tile_set)
        if self.drill_window is not None:
            self.drill_window.set_tile_set(settings.tile_set)
        if self.controller is not None and self.interactive:
            # Speed, stake, timers and the automatic answers apply at once (a timer switched
            # off stops its running countdown); rules and seats from the next game.
            self.configure_table()
        for action, on in (
            (self.auto_win_action, settings.auto_win),
            (self.auto_pass_action, settings.auto_pass),
        ):
            if action.isChecked() != on:
                action.blockSignals(True)
                action.setChecked(on)
                action.blockSignals(False)
        self.settings_changed.emit(settings)

    def step_tile_size(self, step: int) -> None:
        """Ctrl+= / Ctrl+- / Ctrl+wheel: one step bigger (+1) or smaller (−1), kept."""
        self.set_tile_size(self.settings.tile_size + step * TILE_SIZE_STEP)

    def set_tile_size(self, size: int) -> None:
        low, high = TILE_SIZE_RANGE
        size = min(high, max(low, size))
        if size != self.settings.tile_size:
            self.apply_settings(replace(self.settings, tile_size=size))

    def _auto_win_toggled(self, on: bool) -> None:
        if on != self.settings.auto_win:
            self.apply_settings(replace(self.settings, auto_win=on))

    def _auto_pass_toggled(self, on: bool) -> None:
        if on != self.settings.auto_pass:
            self.apply_settings(replace(self.settings, auto_pass=on))

    def move_names(self, identifier: str) -> tuple[str, str]:
        """A region move's names from the ruleset in play: the Chinese term, and its words in the
        player's language. In Chinese both are the term, so the claim bar, banners and coach say
        "报听", not "报听 (declare ready)"."""
        ruleset = self.ruleset_in_play
        if ruleset is None:
            return identifier, identifier
        return ruleset.term(identifier, "zh"), ruleset.term(identifier, self.language)

    def open_settings(self) -> None:
        dialog = SettingsDialog(self.settings, self.catalog, self.language, self)
        accepted = dialog.exec() == SettingsDialog.DialogCode.Accepted
        chosen = dialog.result_settings() if accepted else None
        dialog.deleteLater()  # a child of the window: without this each opening would stay
        if chosen is None:
            return
        changed = self._rules_changed_in_play(chosen)
        # Settings first: a new language is then the one the question below is asked in.
        self.apply_settings(chosen)
        restart = changed and self._ask_restart()
        if restart:
            self.start_game()

    def _rules_changed_in_play(self, chosen: Settings) -> bool:
        """Whether ``chosen`` has other rules (region or options) than the game in progress."""
        ruleset = self.ruleset_in_play
        if self.controller is None or ruleset is None:
            return False
        if chosen.region != ruleset.region:
            return True
        try:
            wanted = ruleset.resolve(chosen.options_for(ruleset.region))
        except RulesetError:
            return True
        return dict(wanted) != dict(self.options_in_play)

    def _ask_restart(self) -> bool:
        """The rules changed during a game: a new game now, or keep this one and use them next."""
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Rules changed"))
        box.setText(
            self.tr(
                "The game in progress is played under the old rules. Start a new game with the "
                "new rules now, or use them from the next game?"
            )
        )
        now = box.addButton(self.tr("&New game now"), QMessageBox.ButtonRole.AcceptRole)
        later = box.addButton(self.tr("From the ne&xt game"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(later)
        box.setEscapeButton(later)
        box.exec()
        restart = box.clickedButton() is now
        box.deleteLater()
        return restart

    def _new_game(self) -> None:
        """Game › New game (Ctrl+N, the toolbar): on the title page it starts what the page shows
        as chosen, as the page's own button does; elsewhere the settings' game."""
        on_title = self.stack.currentWidget() is self.title_page
        choice = self.title_page.choice() if on_title else None
        if choice is not None:
            self._new_from_title(choice)
        else:
            self.start_game()

    def _new_from_title(self, choice: TitleChoice) -> None:
        """The title page's New game: its region and level are saved as the settings dialog
        would save them, then the game starts with them."""
        chosen = choice.applied_to(self.settings)
        if chosen != self.settings:
            self.apply_settings(chosen)
        self.start_game()

    def show_rules(self) -> None:
        self.show_rules_of(self.settings.region)

    def show_rules_of(self, region: str) -> None:
        """Help › Rules opened at ``region`` (the title page's rules links)."""
        if not any(self.catalog.load_or_none(r) is not None for r in self.catalog.regions):
            QMessageBox.warning(self, self.tr("Rules"), self.tr("No ruleset files are installed."))
            return

        def values_for(ruleset: Ruleset) -> Mapping[str, OptionValue]:
            return ruleset.resolve(self.settings.options_for(ruleset.key))

        dialog = RulesDialog(self.catalog, region, values_for, self.language, self)
        dialog.exec()
        dialog.deleteLater()

    def show_calculator(self) -> None:
        region = self.settings.region
        options = self.settings.options_for(region)
        dialog = HandCalculator(
            self.catalog, region, options, self.language, self, self.settings.tile_set
        )
        dialog.exec()
        dialog.deleteLater()

    def show_drills(self) -> None:
        """Practice › Drills: one window, kept while the main window lives (a set being made in
        its worker reports to it), opened again where it was left."""
        if self.drill_window is None:
            region = self.settings.region
            records = self.profile.records if self.profile is not None else None
            # Each opening starts its generated sets somewhere new; the sets themselves are
            # seeded, so a set can be made again from its seed (mahjong-desktop drill --seed).
            seed = secrets.randbits(64)
            self.drill_window = DrillWindow(
                self.catalog,
                region,
                self.settings.options_for(region),
                self.language,
                records,
                seed,
                self,
                play_on=self._play_drill if self.profile is not None else None,
                filters=DrillFilters.of(self.settings),
                keep_filters=self._keep_drill_filters,
                tile_set=self.settings.tile_set,
            )
        self.drill_window.show()
        self.drill_window.raise_()
        if self.drill_window.practice is None and self.drill_window.new_set.isEnabled():
            self.drill_window.start_set()

    def _keep_drill_filters(self, filters: DrillFilters) -> None:
        """The drill window's filters, changed by the player: kept in the settings."""
        kept = filters.into(self.settings)
        if kept != self.settings:
            self.apply_settings(kept)

    def _play_drill(self, drill: Drill) -> bool:
        """A drill's "play on from here": its hand on from the decision, the player in the
        drill's seat, the computers that played it (their levels and seed) in the others."""
        return self.kept.play_position(
            drill.game, list(drill.game["actions"]), drill.seat, drill.levels, drill.players_seed
        )

    def show_keys(self) -> None:
        dialog = KeysDialog(self.findChildren(QAction), self)
        dialog.exec()
        dialog.deleteLater()

    def replay_tour(self, seed: int | None = None) -> None:
        """Help › Guided first hand: guide the next hand of the game in progress, or start a
        game with it (the region in play, else the region of the settings; ``seed``: the new
        game's, for pictures that come out the same)."""
        region = self.region_in_play
        if self.controller is not None and self.human_seat is not None and region is not None:
            self.table_page.arm_tour(tour_for(region))
            self.table_page.scene.banner.announce(
                self.tr("The guided hand starts with the next hand.")
            )
            return
        self._tour_wanted = True
        if not self.start_game(seed=seed):
            self._tour_wanted = False

    def _tour_seen(self, region: str) -> None:
        if region not in self.settings.tour_seen:
            seen = tuple(sorted({*self.settings.tour_seen, region}))
            self.apply_settings(replace(self.settings, tour_seen=seen))

    def show_about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About Mahjong Desktop"),
            "<h3>地方麻将 Mahjong Desktop</h3>"
            + f"<p>{__version__}</p><p>"
            + self.tr(
                "Practise regional Chinese mahjong offline against three computer players: "
                "临沧, 临汾, 兰州, 上饶 and 临安."
            )
            + "</p><p>"
            + self.tr("Free software under the GNU GPL, version 3 or later.")
            + "</p>",
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        self.stop_game()
        if self.interactive:  # the demo leaves the player's files alone
            try:
                save_window_state(self.window_state_path, bytes(self.saveGeometry().data()))
            except OSError as exc:  # the size and place are a convenience: never stop a close
                print(
                    f"mahjong-desktop: could not save {self.window_state_path}: {exc}",
                    file=sys.stderr,
                )
        super().closeEvent(event)

    # -- the game -------------------------------------------------------------------------------

    def seat_name(self, relative_seat: int) -> str:
        """How the table names a seat seen from the bottom (the player, or seat 0 in a demo)."""
        if relative_seat == 0:
            return self.tr("You") if self.human_seat is not None else self.tr("Computer")
        others = (self.tr("下家 right"), self.tr("对家 across"), self.tr("上家 left"))
        name = others[relative_seat - 1]
        if relative_seat == self.bot_place:
            # Named for what plays there: the program the player chose, not a computer level.
            program = self.tr("outside bot")
            return f"{name} · {program}"
        level = self.seat_levels.get(relative_seat)
        if level is None:
            return name
        words = {
            AiLevel.EASY: self.tr("easy"),
            AiLevel.NORMAL: self.tr("normal"),
            AiLevel.HARD: self.tr("hard"),
        }
        return f"{name} · {words[level]}"

    def term(self, identifier: str) -> str:
        ruleset = self.ruleset_in_play
        return ruleset.term(identifier, self.language) if ruleset is not None else identifier

    def start_game(
        self,
        *,
        seed: int | None = None,
        human: bool = True,
        hands: int | None = None,
        speed: AnimationSpeed | None = None,
        auto_next_hand: bool = False,
    ) -> bool:
        """Start a new session with the current settings; False (and a message) if impossible."""
        self.stop_game()
        ruleset = self.catalog.load_or_none(self.settings.region)
        if ruleset is None:
            problem = self.catalog.problem(self.settings.region)
            if problem:
                message = (
                    self.tr("The rules of %1 cannot be used:").replace("%1", self.settings.region)
                    + "\n"
                    + word_error(problem)
                )
            else:
                message = self.tr("No ruleset is installed for region %1.").replace(
                    "%1", self.settings.region
                )
            print(f"mahjong-desktop: {message}", file=sys.stderr)
            if self.interactive:
                QMessageBox.warning(self, self.tr("New game"), message)
            return False
        try:
            setup = new_game(
                self.settings,
                ruleset,
                secrets.randbits(62) if seed is None else seed,
                human=human,
                hands=hands,
            )
        except RulesetError as exc:
            # Saved options the rules refuse (edited by hand, or a ruleset changed since): say
            # so instead of doing nothing.
            message = self.tr("A new game cannot start with these rules: %1").replace(
                "%1", word_error(exc)
            )
            print(f"mahjong-desktop: {message}", file=sys.stderr)
            if self.interactive:
                QMessageBox.warning(self, self.tr("New game"), message)
            return False
        recorder = None
        if self.profile is not None and self.interactive:
            recorder = self.kept.start_recording(setup.header)
        self.play_setup(setup, recorder, speed=speed, auto_next_hand=auto_next_hand)
        return True

    def play_setup(
        self,
        setup: GameSetup,
        recorder: SessionRecorder | None,
        *,
        speed: AnimationSpeed | None = None,
        auto_next_hand: bool = False,
    ) -> None:
        """Put ``setup`` on the table and start its worker (a new, resumed or opened session)."""
        self.stop_game()
        ruleset = setup.ruleset
        self.ruleset_in_play = ruleset
        self.human_seat = setup.human_seat
        anchor = setup.human_seat if setup.human_seat is not None else 0
        self.seat_levels = {
            (seat - anchor) % 4: level
            for seat, level in enumerate(setup.levels)
            if level is not None and (seat - anchor) % 4 != 0
        }
        self.bot_place = None if setup.bot_seat is None else (setup.bot_seat - anchor) % 4
        bot = None if setup.bot_seat is None else setup.players[setup.bot_seat]
        self.bot_in_play = bot if isinstance(bot, OutsideBot) else None
        self._bot_failures_shown = 0
        self.speed_in_play = speed
        region = setup.session.region  # read from the setup before the worker owns the session
        human_game = setup.human_seat is not None
        controller = Controller(
            setup.session,
            setup.human_seat,
            setup.players,
            auto_next_hand=auto_next_hand,
            advisor=(lambda view: build_hint_line(region, view)) if human_game else None,
            coach=make_coach(region) if human_game else None,
            stand_in=setup.stand_in,
            recorder=recorder,
        )  # no Qt parent: the worker thread keeps it alive until the thread has ended
        controller.session_over.connect(self._session_over)
        controller.failed.connect(self._game_failed)
        controller.storage_failed.connect(self.kept.storage_failed)
        controller.updated.connect(self.sound.on_update)
        page = self.table_page
        self.options_in_play = region.options
        self.region_in_play = region
        page.scene.region_words = region_words(
            ruleset, self.language, self.options_in_play, self.region_in_play
        )
        self.controller = controller
        self.recorder = recorder
        self.configure_table()
        page.attach(controller)
        # The first game of a region is guided (once), or any game asked for from Help.
        region_id = region.region_id
        wanted, self._tour_wanted = self._tour_wanted, False
        first = region_id not in self.settings.tour_seen
        if human_game and self.interactive and has_tour(region_id) and (first or wanted):
            page.arm_tour(tour_for(region))
        self._update_title()
        self.autoplay_action.setChecked(False)
        self.autoplay_action.setEnabled(human_game)
        self.stack.setCurrentWidget(page)
        page.setFocus()
        controller.start()

    def current_table_config(self) -> TableConfig:
        """The running game's table config under the current settings."""
        return table_config(
            self.settings,
            human_game=self.human_seat is not None,
            own_stake=self._own_stake(),
            speed=self.speed_in_play,
        )

    def configure_table(self) -> None:
        """Give the table and the worker the settings they play by: the one place both a new
        game (``play_setup``) and a settings change (``apply_settings``) go through."""
        config = self.current_table_config()
        self.table_page.configure(config)
        if self.controller is not None:
            self.controller.configure(config.pace)

    def _own_stake(self) -> bool:
        ruleset = self.ruleset_in_play
        return ruleset is not None and has_own_stake(ruleset)

    def display_stake(self) -> int:
        """What one engine point is shown as (``shown_stake``)."""
        return shown_stake(self.settings, own_stake=self._own_stake())

    def stop_game(self) -> None:
        """End the running session's worker (closing the window, or a new game)."""
        if self.controller is None:
            return
        controller, self.controller = self.controller, None
        recorder, self.recorder = self.recorder, None
        self.autoplay_action.setChecked(False)
        self.autoplay_action.setEnabled(False)
        self.table_page.detach()
        if not controller.stop(timeout=1.0):
            print("mahjong-desktop: the engine thread did not stop in time", file=sys.stderr)
        elif recorder is not None and recorder.unsaved:
            # The worker and the recorder's writer have ended, so the recorder may be read. The
            # disk still took nothing at the last try: say what the resume will lack.
            self.kept.actions_lost(recorder.unsaved)
        self.kept.refresh()  # the stopped session stays resumable: the title page offers it

    def _hand_finished(self, result: HandResult) -> None:
        self._report_bot_failures()
        controller = self.controller
        if controller is None or controller.auto_next_hand:
            return
        region = self.region_in_play
        assert region is not None  # set with the controller
        number = result.summary.index + 1
        # One stake for the score screen and the 复盘 opened from it: the worths given up read
        # in the same units as the amounts beside them.
        stake = self.display_stake()

        def review(parent: QWidget) -> QDialog:
            return ReviewDialog(
                result.decisions,
                region,
                self.term,
                self.language,
                number,
                parent,
                self.settings.tile_set,
                stake=stake,
            )

        dialog = ResultDialog(
            result,
            self.seat_name,
            self.term,
            self.language,
            stake,
            self,
            review=review if result.decisions else None,
            rules=self.rules_line(result.view.variant),
            autoplay=self.autoplay_action,
            tile_set=self.settings.tile_set,
        )
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        dialog.deleteLater()
        if self.controller is not controller:
            return
        if result.session_over:  # here, not in _session_over: that one comes while this shows
            self._end_of_session(result)
        elif accepted:
            controller.next_hand()
        else:  # Esc closes without acting: the table stays, and offers the next hand
            self.table_page.offer_next_hand()

    def _report_bot_failures(self) -> None:
        """What went wrong with the outside bot during the hand (a time-out, a crash, an illegal
        answer: ai/outside_bot.py), on a notice once the hand is over — the log alone is where
        a player never looks. The newest problem is shown; every one is in the log."""
        bot = self.bot_in_play
        if bot is None or len(bot.failures) <= self._bot_failures_shown:
            return
        count = len(bot.failures) - self._bot_failures_shown
        self._bot_failures_shown = len(bot.failures)
        latest = bot.failures[-1]

        def text() -> str:  # worded again on a language switch
            said = self.tr(
                "The outside bot had %n problem(s) this hand; the game went on: %1", "", count
            )
            return said.replace("%1", word_bot_failure(latest))

        self.add_notice(text)

    def _deal_next_hand(self) -> None:
        if self.controller is not None:
            self.controller.next_hand()

    def _session_over(self, _summaries: object) -> None:
        self.session_finished.emit()

    def _end_of_session(self, result: HandResult) -> None:
        """The session-end screen (ranking, totals, best hand), then what the player chose."""
        ruleset = self.ruleset_in_play
        region = ruleset.name(self.language) if ruleset is not None else ""
        viewer = self.human_seat if self.human_seat is not None else 0
        stake = self.display_stake()
        summaries = list(result.summaries)  # the last hand's result: every hand is settled
        choice = ask_session_end(
            summaries,
            viewer,
            self.seat_name,
            self.language,
            stake,
            region,
            self,
            self.settings.tile_set,
        )
        if choice is SessionEndChoice.CHANGE_SETTINGS:
            self.stop_game()  # over anyway; the new settings are for the next game, started now
            self.open_settings()
        if choice is not SessionEndChoice.CLOSE:
            self.start_game()  # a new seed

    def _game_failed(self, details: str) -> None:
        print(details, file=sys.stderr)
        self.stop_game()
        self.game_failed.emit()
        if not self.interactive:
            return
        QMessageBox.critical(
            self, self.tr("Game stopped"), self.tr("The game stopped because of an error.")
        )
