"""Game → Settings…: the region and its rule options (generated), the table and the display."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from enum import Enum
from typing import TypeVar

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSlider,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from mahjong_desktop.ai.levels import LEVELS
from mahjong_desktop.rules.registry import check_options
from mahjong_desktop.rules.ruleset import OptionValue, Ruleset, RulesetError
from mahjong_desktop.storage.player_rulesets import PREFIX, is_player_variant
from mahjong_desktop.storage.settings import (
    BASE_STAKE_RANGE,
    CLAIM_TIMER_RANGE,
    DISCARD_TIMER_RANGE,
    SESSION_HANDS_RANGE,
    SOUND_VOLUME_RANGE,
    TILE_SIZE_RANGE,
    TILE_SIZE_STEP,
    AiLevel,
    AnimationSpeed,
    DiscardTimeout,
    Language,
    Opponent,
    SessionLength,
    Settings,
    TileSet,
)
from mahjong_desktop.ui.dialogs.option_form import OptionForm
from mahjong_desktop.ui.dialogs.outside_bot_tab import OutsideBotTab
from mahjong_desktop.ui.dialogs.rules import RulesDialog
from mahjong_desktop.ui.session.catalog import RulesetCatalog, has_own_stake
from mahjong_desktop.ui.session.level_words import level_feel, level_name
from mahjong_desktop.ui.shell.wording import word_error

E = TypeVar("E", bound=Enum)
# The level boxes are live only when the AI package has every level the settings can name.
COMPUTER_LEVELS_AVAILABLE = all(level.value in LEVELS for level in AiLevel)


def select_data(combo: QComboBox, value: object) -> None:
    index = combo.findData(value)
    if index >= 0:
        combo.setCurrentIndex(index)


class SettingsDialog(QDialog):
    def __init__(
        self,
        settings: Settings,
        catalog: RulesetCatalog,
        language: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self.resize(640, 620)
        self.original = settings
        self.catalog = catalog
        self.language = language
        # Edits per region, so switching region and back keeps what the player changed.
        self._overrides: dict[str, dict[str, OptionValue]] = {
            r: dict(v) for r, v in settings.region_options.items()
        }
        self.option_form: OptionForm | None = None
        self._form_region: str | None = None

        self.tabs = QTabWidget(self)
        self.tabs.addTab(self._rules_tab(), self.tr("Rules"))
        self.tabs.addTab(self._table_tab(), self.tr("Table"))
        self.tabs.addTab(self._display_tab(), self.tr("Display"))
        self.bot_tab = OutsideBotTab(settings, self)
        self.tabs.addTab(self.bot_tab, self.tr("Outside bot"))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.button_box = buttons
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        self._load(settings)

    # -- tabs -----------------------------------------------------------------------------------

    def _rules_tab(self) -> QWidget:
        page = QWidget(self)
        column = QVBoxLayout(page)
        line = QHBoxLayout()
        self.region_combo = QComboBox(page)
        broken: list[str] = []
        for region in self.catalog.regions:
            ruleset = self.catalog.load_or_none(region)
            if ruleset is not None:
                self.region_combo.addItem(self.variant_name(ruleset), region)
                continue
            # A broken file is listed, greyed out, with its message: the player sees that the
            # game found it and why it cannot be played (the others stay playable).
            error = self.catalog.problem(region)
            problem = "" if error is None else word_error(error)
            broken.append(problem)
            shown = region.removeprefix(PREFIX) + ".toml" if is_player_variant(region) else region
            self.region_combo.addItem(self.tr("%1 (cannot be used)").replace("%1", shown), region)
            model = self.region_combo.model()
            assert isinstance(model, QStandardItemModel)  # a QComboBox's own model is one
            item = model.item(self.region_combo.count() - 1)
            item.setEnabled(False)
            item.setToolTip(problem)
        region_label = QLabel(self.tr("&Region:"), page)
        region_label.setBuddy(self.region_combo)
        line.addWidget(region_label)
        line.addWidget(self.region_combo, 1)
        self.rules_button = QPushButton(self.tr("Rules of this region…"), page)
        self.rules_button.clicked.connect(self.show_rules)
        line.addWidget(self.rules_button)
        column.addLayout(line)
        self.ruleset_problems = QLabel(page)
        self.ruleset_problems.setObjectName("rulesetProblems")
        self.ruleset_problems.setWordWrap(True)
        self.ruleset_problems.setStyleSheet("color: #b00020;")
        self.ruleset_problems.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.ruleset_problems.setText("\n".join(broken))
        self.ruleset_problems.setVisible(bool(broken))
        column.addWidget(self.ruleset_problems)
        self.region_description = QLabel(page)
        self.region_description.setWordWrap(True)
        column.addWidget(self.region_description)
        # Why OK refused the options shown (a value the rules do not allow together).
        self.options_problem = QLabel(page)
        self.options_problem.setWordWrap(True)
        self.options_problem.setObjectName("optionsProblem")
        self.options_problem.setStyleSheet("color: #b00020;")
        self.options_problem.hide()
        column.addWidget(self.options_problem)
        self.options_area = QScrollArea(page)
        self.options_area.setWidgetResizable(True)
        column.addWidget(self.options_area, 1)
        if self.region_combo.count() == 0:
            self.region_description.setText(self.tr("No ruleset files are installed."))
        self.region_combo.currentIndexChanged.connect(self._region_changed)
        return page

    def variant_name(self, ruleset: Ruleset) -> str:
        """The region's name; a player's own file adds "(my rules: <file>)" so both show apart."""
        name = ruleset.name(self.language)
        if not is_player_variant(ruleset.key):
            return name
        return (
            self.tr("%1 (my rules: %2)")
            .replace("%1", name)
            .replace("%2", ruleset.key.removeprefix(PREFIX))
        )

    def _level_description(self, combo: QComboBox) -> str:
        level = combo.currentData()
        return self.level_descriptions.get(level, "") if isinstance(level, AiLevel) else ""

    def _table_tab(self) -> QWidget:
        page = QWidget(self)
        form = QFormLayout(page)
        self.seat_combo = QComboBox(page)
        for seat, name in enumerate(self._wind_names()):
            self.seat_combo.addItem(name, seat)
        form.addRow(self.tr("Your seat in the first hand:"), self.seat_combo)

        self.level_combos: dict[Opponent, QComboBox] = {}
        level_names = {level: level_name(level) for level in AiLevel}
        seat_labels = {
            Opponent.NEXT: self.tr("Computer on your right (下家):"),
            Opponent.OPPOSITE: self.tr("Computer opposite (对家):"),
            Opponent.PREVIOUS: self.tr("Computer on your left (上家):"),
        }
        # Each level in a player's words: how a table of it feels to play against. How strong
        # each one measures is in docs/computer-players.md, not here.
        self.level_descriptions = {level: level_feel(level) for level in AiLevel}
        for opponent in Opponent:
            combo = QComboBox(page)
            for level, text in level_names.items():
                combo.addItem(text, level)
                combo.setItemData(
                    combo.count() - 1, self.level_descriptions[level], Qt.ItemDataRole.ToolTipRole
                )
            self.level_combos[opponent] = combo
            form.addRow(seat_labels[opponent], combo)
            # The computer player has a single level so far: the choice is kept for when levels
            # exist, but shown disabled rather than pretending to change anything.
            combo.setEnabled(COMPUTER_LEVELS_AVAILABLE)
            if not COMPUTER_LEVELS_AVAILABLE:
                combo.setToolTip(self.tr("Only one computer level exists so far."))
            else:
                combo.currentIndexChanged.connect(
                    lambda _index, c=combo: c.setToolTip(self._level_description(c))
                )
        self.levels_note = QLabel(
            "\n".join(self.level_descriptions[level] for level in AiLevel), page
        )
        self.levels_note.setWordWrap(True)
        self.levels_note.setObjectName("levels_note")
        form.addRow(self.levels_note)

        # A round (圈) is counted in changes of dealer (engine/session.py), not in hands: the
        # number of hands it takes is not known in advance, so none is shown for it (a greyed
        # "8 hands" beside 一圈 read as its length while rounds lasted 5, 7 or 8 hands).
        self.length_combo = QComboBox(page)
        self.length_combo.addItem(self.tr("A number of hands"), SessionLength.HANDS)
        self.length_combo.addItem(
            self.tr("一圈 (one round): until the deal has moved on 4 times"),
            SessionLength.ONE_ROUND,
        )
        self.length_combo.addItem(
            self.tr("四圈 (four rounds): until the deal has moved on 16 times"),
            SessionLength.FOUR_ROUNDS,
        )
        self.hands_spin = QSpinBox(page)
        self.hands_spin.setRange(*SESSION_HANDS_RANGE)
        self.hands_spin.valueChanged.connect(self._hands_suffix)
        self._hands_suffix(self.hands_spin.value())
        self.length_combo.currentIndexChanged.connect(self._length_changed)
        length_line = QHBoxLayout()
        length_line.addWidget(self.length_combo, 1)
        length_line.addWidget(self.hands_spin)
        form.addRow(self.tr("Session length:"), length_line)
        self.length_note = QLabel(page)
        self.length_note.setObjectName("length_note")
        self.length_note.setWordWrap(True)
        form.addRow(self.length_note)

        self.stake_spin = QSpinBox(page)
        self.stake_spin.setRange(*BASE_STAKE_RANGE)
        form.addRow(self.tr("Base stake (底分):"), self.stake_spin)

        self.auto_win_check = QCheckBox(self.tr("Declare wins automatically (自动胡)"), page)
        self.auto_pass_check = QCheckBox(
            self.tr("Pass on claims automatically (自动过): never ask about 碰 吃 杠"), page
        )
        form.addRow(self.auto_win_check)
        form.addRow(self.auto_pass_check)
        self.claim_timer_spin = QSpinBox(page)
        self.claim_timer_spin.setRange(*CLAIM_TIMER_RANGE)
        self.claim_timer_spin.setSuffix(self.tr(" s"))
        self.claim_timer_spin.setSpecialValueText(self.tr("no limit"))
        self.claim_timer_spin.setToolTip(
            self.tr("When the time runs out the claim is passed (过) for you.")
        )
        form.addRow(self.tr("Time to answer a claim:"), self.claim_timer_spin)
        self.discard_timer_spin = QSpinBox(page)
        self.discard_timer_spin.setRange(*DISCARD_TIMER_RANGE)
        self.discard_timer_spin.setSuffix(self.tr(" s"))
        self.discard_timer_spin.setSpecialValueText(self.tr("no limit"))
        self.discard_timer_spin.setToolTip(
            self.tr("When the time runs out, the game plays for you as chosen below.")
        )
        form.addRow(self.tr("Time to discard:"), self.discard_timer_spin)
        self.discard_timeout_combo = QComboBox(page)
        for choice, text in (
            (DiscardTimeout.AUTOPLAY, self.tr("Play as 托管 would (take a win)")),
            (DiscardTimeout.DRAWN_TILE, self.tr("Throw the drawn tile")),
        ):
            self.discard_timeout_combo.addItem(text, choice)
        self.discard_timeout_combo.setToolTip(
            self.tr(
                "托管: a self-drawn win in hand is taken, otherwise the computer discards for you. "
                "Throw the drawn tile: the tile you just drew goes, even a winning one."
            )
        )
        form.addRow(self.tr("When the time runs out:"), self.discard_timeout_combo)
        return page

    def _display_tab(self) -> QWidget:
        page = QWidget(self)
        form = QFormLayout(page)
        self.speed_combo = QComboBox(page)
        for speed, text in (
            (AnimationSpeed.SLOW, self.tr("Slow")),
            (AnimationSpeed.NORMAL, self.tr("Normal")),
            (AnimationSpeed.FAST, self.tr("Fast")),
            (AnimationSpeed.INSTANT, self.tr("Instant (no animation)")),
        ):
            self.speed_combo.addItem(text, speed)
        form.addRow(self.tr("Animation speed:"), self.speed_combo)
        self.tile_size_spin = QSpinBox(page)
        self.tile_size_spin.setRange(*TILE_SIZE_RANGE)
        self.tile_size_spin.setSingleStep(TILE_SIZE_STEP)
        self.tile_size_spin.setSuffix(self.tr(" %"))
        self.tile_size_spin.setToolTip(
            self.tr(
                "Your hand, the melds and the discards on the table; also Ctrl+= and Ctrl+- "
                "(Ctrl+0: back to 100 %) or Ctrl and the mouse wheel over the table."
            )
        )
        form.addRow(self.tr("Tile size:"), self.tile_size_spin)
        self.tile_set_combo = QComboBox(page)
        for tile_set, text in (
            (TileSet.CLASSIC, self.tr("Classic")),
            (TileSet.HIGH_CONTRAST, self.tr("High contrast (rank and suit in the corner)")),
        ):
            self.tile_set_combo.addItem(text, tile_set)
        form.addRow(self.tr("Tiles:"), self.tile_set_combo)
        self.language_combo = QComboBox(page)
        # Language names are shown in their own language so a player can always find theirs.
        self.language_combo.addItem(self.tr("Follow the system"), Language.AUTO)
        self.language_combo.addItem("简体中文", Language.ZH_CN)
        self.language_combo.addItem("English", Language.EN)
        form.addRow(self.tr("Language:"), self.language_combo)
        self.volume_slider = QSlider(Qt.Orientation.Horizontal, page)
        self.volume_slider.setRange(*SOUND_VOLUME_RANGE)
        self.volume_label = QLabel(page)
        # Room for the widest value, so the slider does not move as the number changes.
        self.volume_label.setMinimumWidth(
            self.volume_label.fontMetrics().horizontalAdvance("100 %")
        )
        self.volume_slider.valueChanged.connect(self._volume_changed)
        self.mute_check = QCheckBox(self.tr("&Mute"), page)
        self.mute_check.toggled.connect(self.volume_slider.setDisabled)
        volume_line = QHBoxLayout()
        volume_line.addWidget(self.volume_slider, 1)
        volume_line.addWidget(self.volume_label)
        volume_line.addWidget(self.mute_check)
        form.addRow(self.tr("Sound volume:"), volume_line)
        return page

    def _volume_changed(self, value: int) -> None:
        self.volume_label.setText(self.tr("%1 %").replace("%1", str(value)))

    def _wind_names(self) -> list[str]:
        return [self.tr("East 东"), self.tr("South 南"), self.tr("West 西"), self.tr("North 北")]

    # -- state ----------------------------------------------------------------------------------

    def _load(self, settings: Settings) -> None:
        select_data(self.region_combo, settings.region)
        self._show_region(self.current_region())
        select_data(self.seat_combo, settings.player_seat)
        for opponent, combo in self.level_combos.items():
            select_data(combo, settings.computer_levels.get(opponent, AiLevel.NORMAL))
            if COMPUTER_LEVELS_AVAILABLE:
                combo.setToolTip(self._level_description(combo))
        select_data(self.length_combo, settings.session_length)
        self.hands_spin.setValue(settings.session_hands)
        self._hands_suffix(settings.session_hands)
        self._length_changed()
        self.stake_spin.setValue(settings.base_stake)
        self.auto_win_check.setChecked(settings.auto_win)
        self.auto_pass_check.setChecked(settings.auto_pass)
        self.claim_timer_spin.setValue(settings.claim_timer)
        self.discard_timer_spin.setValue(settings.discard_timer)
        select_data(self.discard_timeout_combo, settings.discard_timeout)
        select_data(self.speed_combo, settings.animation_speed)
        self.tile_size_spin.setValue(settings.tile_size)
        select_data(self.tile_set_combo, settings.tile_set)
        select_data(self.language_combo, settings.language)
        self.volume_slider.setValue(settings.sound_volume)
        self._volume_changed(settings.sound_volume)
        self.mute_check.setChecked(settings.sound_muted)

    def current_region(self) -> str | None:
        data = self.region_combo.currentData()
        return str(data) if data is not None else None

    def _region_changed(self) -> None:
        self._show_region(self.current_region())

    def _show_region(self, region: str | None) -> None:
        if self.option_form is not None and self._form_region is not None:
            self._overrides[self._form_region] = self.option_form.overrides()
        self._form_region = region
        ruleset = self.catalog.load_or_none(region) if region is not None else None
        if ruleset is None:
            self.option_form = None
            return
        own_stake = has_own_stake(ruleset)
        self.stake_spin.setEnabled(not own_stake)
        self.stake_spin.setToolTip(
            self.tr("This region sets its stake among its own rules below (底分 / 底注).")
            if own_stake
            else ""
        )
        zh = self.language.startswith("zh")
        self.region_description.setText(ruleset.description_zh if zh else ruleset.description_en)
        # Replacing the scroll area's widget deletes the old form with its editors.
        self.option_form = OptionForm(ruleset, self._overrides.get(region or "", {}), self.language)
        self.options_area.setWidget(self.option_form)

    def show_rules(self) -> None:
        """The rules page of the region shown, with the option values as edited here."""
        region = self.current_region()
        if region is None:
            return

        def values_for(ruleset: Ruleset) -> Mapping[str, OptionValue]:
            if ruleset.key == self._form_region and self.option_form is not None:
                return self.option_form.values()
            return ruleset.resolve(self._overrides.get(ruleset.key, {}))

        self.rules_dialog = RulesDialog(self.catalog, region, values_for, self.language, self)
        self.rules_dialog.exec()
        self.rules_dialog.deleteLater()

    def accept(self) -> None:
        """Close only with options a new game can start with: the spin boxes keep each value in
        its range, but rules between values (临安 辣子封顶 a multiple of 100) are the region's."""
        problem = self.options_problem_text()
        if problem:
            self.options_problem.setText(problem)
            self.options_problem.show()
            self.tabs.setCurrentIndex(0)
            return
        self.options_problem.hide()
        if self.bot_tab.problem_text():
            self.tabs.setCurrentWidget(self.bot_tab)
            return
        super().accept()

    def options_problem_text(self) -> str:
        """Why the region's options shown cannot start a game; empty when they can."""
        region = self.current_region()
        if self.option_form is None or region is None:
            return ""
        ruleset = self.option_form.ruleset
        try:
            check_options(ruleset, self.option_form.overrides())
        except RulesetError as exc:
            return self.tr("These rules cannot be played together: %1").replace(
                "%1", word_error(exc)
            )
        return ""

    def _hands_suffix(self, count: int) -> None:
        # The word after the number agrees with it ("1 hand", "2 hands"): the plural message
        # is worded whole, as everywhere, and the box keeps what follows its own number.
        words = self.tr("%n hand(s)", "", count)
        number = str(count)
        self.hands_spin.setSuffix(words.split(number, 1)[1] if number in words else " " + words)

    def _length_changed(self) -> None:
        length = self.length_combo.currentData()
        hands = length is SessionLength.HANDS
        self.hands_spin.setEnabled(hands)
        self.hands_spin.setVisible(hands)
        self.length_note.setVisible(not hands)
        self.length_note.setText(self.round_note(4 if length is SessionLength.ONE_ROUND else 16))
        self.length_note.setToolTip(
            self.tr(
                "The dealer keeps the deal when the dealer wins, and in some regions when the "
                "hand is drawn (see the region's rules)."
            )
        )

    def round_note(self, moves: int) -> str:
        """What a session counted in rounds means: ``moves`` changes of dealer, so at least as
        many hands, and a hand more each time the dealer keeps the deal."""
        return self.tr(
            "At least %n hand(s), and one more each time the dealer keeps the deal.", "", moves
        )

    def result_settings(self) -> Settings:
        """The settings as the dialog shows them (call after the player pressed OK)."""
        overrides = {r: dict(v) for r, v in self._overrides.items()}
        region = self.current_region() or self.original.region
        if self.option_form is not None and self._form_region is not None:
            overrides[self._form_region] = self.option_form.overrides()
        overrides = {r: v for r, v in overrides.items() if v}
        dialog_values = replace(
            self.original,
            region=region,
            region_options=overrides,
            computer_levels={o: _enum(c, AiLevel) for o, c in self.level_combos.items()},
            session_length=_enum(self.length_combo, SessionLength),
            session_hands=self.hands_spin.value(),
            base_stake=self.stake_spin.value(),
            animation_speed=_enum(self.speed_combo, AnimationSpeed),
            tile_size=self.tile_size_spin.value(),
            tile_set=_enum(self.tile_set_combo, TileSet),
            language=_enum(self.language_combo, Language),
            player_seat=int(self.seat_combo.currentData()),
            auto_win=self.auto_win_check.isChecked(),
            auto_pass=self.auto_pass_check.isChecked(),
            claim_timer=self.claim_timer_spin.value(),
            discard_timer=self.discard_timer_spin.value(),
            discard_timeout=_enum(self.discard_timeout_combo, DiscardTimeout),
            sound_volume=self.volume_slider.value(),
            sound_muted=self.mute_check.isChecked(),
        )
        return self.bot_tab.applied(dialog_values)


def _enum(combo: QComboBox, kind: type[E]) -> E:
    value = combo.currentData()
    return value if isinstance(value, kind) else kind(value)
