"""The title screen a player starts from: choose the region (each with a line on what makes it
different and a link to its rules) and the level of the three computer players, then New game;
continue the session in progress or pick a recent or saved one when there are any; the history
and statistics are one click away.

A new player can act on this page without the menu: the choices shown are those the settings
hold, and New game saves what was chosen exactly as the settings dialog would. Boxes for kept
games appear only when there is something in them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from itertools import pairwise
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QMouseEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QButtonGroup,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from mahjong_desktop.storage.journal import SessionEntry, Status
from mahjong_desktop.storage.player_rulesets import PREFIX, is_player_variant
from mahjong_desktop.storage.settings import AiLevel, Opponent, Settings
from mahjong_desktop.ui.history.labels import continue_text, session_line
from mahjong_desktop.ui.session.catalog import RulesetCatalog
from mahjong_desktop.ui.session.level_words import level_feel, level_name
from mahjong_desktop.ui.session.region_cards import region_card

_ROLE = Qt.ItemDataRole.UserRole
# Room for a few sessions without pushing New game off a 1024×640 window; fewer take less.
_LIST_ROWS = 5
_PAGE_WIDTH = 1000


@dataclass(frozen=True, slots=True)
class TitleChoice:
    """What the title page's New game asks for: a region, and one level for all three computers
    (None: the computers keep the levels the settings give them, which differ per seat)."""

    region: str
    level: AiLevel | None

    def applied_to(self, settings: Settings) -> Settings:
        """``settings`` with this choice, as the settings dialog would save it."""
        levels: Mapping[Opponent, AiLevel] = (
            settings.computer_levels if self.level is None else dict.fromkeys(Opponent, self.level)
        )
        return replace(settings, region=self.region, computer_levels=dict(levels))


class _RegionCard(QFrame):
    """One region: its radio button, its line, and a link to its rules. A click anywhere on the
    card chooses the region (the line is read first, so it must be clickable too)."""

    def __init__(self, region: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.region = region
        self.setObjectName("regionCard")
        self.radio = QRadioButton(self)
        self.radio.setObjectName(f"region_{region}")
        self.radio.toggled.connect(self._mark)
        self.line = QLabel(self)
        self.line.setWordWrap(True)
        self.line.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        # A button drawn as a link: one Tab stop that Enter or Space opens (a QLabel's link
        # takes two, the label and then its link).
        self.rules_link = QPushButton(self)
        self.rules_link.setObjectName("rulesLink")
        self.rules_link.setFlat(True)
        self.rules_link.setCursor(Qt.CursorShape.PointingHandCursor)
        self.rules_link.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # until the card is chosen
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 2, 6, 2)
        self.radio.setMinimumWidth(150)
        row.addWidget(self.radio)
        row.addWidget(self.line, 1)
        row.addWidget(self.rules_link)

    def _mark(self, on: bool) -> None:
        # The chosen card is shaded as a whole, not only by its small radio dot. Only its rules
        # link is a Tab stop, so that Tab passes the regions in two steps, as it does a radio
        # group; the others are for the mouse.
        self.setProperty("chosen", on)
        self.rules_link.setFocusPolicy(Qt.FocusPolicy.StrongFocus if on else Qt.FocusPolicy.NoFocus)
        self.style().unpolish(self)
        self.style().polish(self)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.radio.setChecked(True)
        self.radio.setFocus(Qt.FocusReason.MouseFocusReason)
        super().mousePressEvent(event)


class TitlePage(QWidget):
    continue_requested = Signal(str)  # session uid
    open_requested = Signal(object)  # Path of a save, or None for the file dialog
    new_requested = Signal(object)  # TitleChoice
    rules_requested = Signal(str)  # region id
    history_requested = Signal()
    statistics_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.heading = QLabel(self)
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.heading.setWordWrap(True)
        self.continue_button = QPushButton(self)
        self.continue_button.setObjectName("continueButton")
        self.continue_button.setMinimumHeight(44)
        self.continue_button.setStyleSheet("font-size: 16px; font-weight: bold;")
        self.continue_button.clicked.connect(self._continue)
        self.continue_button.hide()

        self.region_label = QLabel(self)
        self.region_label.setObjectName("sectionLabel")
        self.region_group = QButtonGroup(self)
        self.region_group.setExclusive(True)
        self.region_cards: dict[str, _RegionCard] = {}
        self._regions_box = QVBoxLayout()
        self._regions_box.setSpacing(2)
        self.no_regions = QLabel(self)
        self.no_regions.setWordWrap(True)
        self.no_regions.hide()

        self.level_label = QLabel(self)
        self.level_label.setObjectName("sectionLabel")
        self.level_group = QButtonGroup(self)
        self.level_group.setExclusive(True)
        self.level_buttons: dict[AiLevel, QRadioButton] = {}
        levels_row = QHBoxLayout()
        for level in AiLevel:
            button = QRadioButton(self)
            button.setObjectName(f"level_{level.value}")
            button.installEventFilter(self)
            self.level_group.addButton(button)
            self.level_buttons[level] = button
            levels_row.addWidget(button)
        levels_row.addStretch(1)
        self.level_group.buttonToggled.connect(self._level_toggled)
        self.level_text = QLabel(self)
        self.level_text.setObjectName("levelText")
        self.level_text.setWordWrap(True)
        self._mixed = False

        self.new_button = QPushButton(self)
        self.new_button.setObjectName("newGameButton")
        self.new_button.setMinimumHeight(40)
        self.new_button.setStyleSheet("font-size: 15px; font-weight: bold; padding: 0 24px;")
        self.new_button.clicked.connect(self._new)
        self.history_button = QPushButton(self)
        self.history_button.clicked.connect(self.history_requested)
        self.stats_button = QPushButton(self)
        self.stats_button.clicked.connect(self.statistics_requested)
        self.open_button = QPushButton(self)
        self.open_button.clicked.connect(lambda: self.open_requested.emit(None))
        self.recent_label = QLabel(self)
        self.recent = QListWidget(self)
        self.recent.itemActivated.connect(self._recent_chosen)
        self.saved_label = QLabel(self)
        self.saved = QListWidget(self)
        self.saved.itemActivated.connect(
            lambda item: self.open_requested.emit(Path(item.data(_ROLE)))
        )
        self._uid: str | None = None
        self._kept = False

        buttons = QHBoxLayout()
        buttons.addWidget(self.new_button)
        buttons.addStretch(1)
        for extra in (self.open_button, self.history_button, self.stats_button):
            buttons.addWidget(extra)
        lists = QGridLayout()
        lists.addWidget(self.recent_label, 0, 0)
        lists.addWidget(self.saved_label, 0, 1)
        lists.addWidget(self.recent, 1, 0)
        lists.addWidget(self.saved, 1, 1)

        body = QWidget()
        # Lines longer than this are hard to read; a wide window centres the page instead.
        body.setMaximumWidth(_PAGE_WIDTH)
        column = QVBoxLayout(body)
        column.setContentsMargins(40, 12, 40, 12)
        # With the stretch at the end: the page sits in the middle of a tall window.
        column.addStretch(1)
        column.addWidget(self.heading)
        column.addWidget(self.continue_button)
        column.addWidget(self.region_label)
        column.addLayout(self._regions_box)
        column.addWidget(self.no_regions)
        column.addWidget(self.level_label)
        column.addLayout(levels_row)
        column.addWidget(self.level_text)
        column.addSpacing(6)
        column.addLayout(buttons)
        column.addLayout(lists)
        column.addStretch(1)
        # A scroll area, not a fixed layout: at the 1024×640 minimum with a notice bar or two
        # above, or a large font, nothing is cut off or squeezed over its neighbour.
        self.scroller = QScrollArea(self)
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.scroller.setWidget(body)
        self.scroller.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.scroller)
        self.setStyleSheet(
            "QLabel#sectionLabel { font-weight: bold; margin-top: 6px; }"
            "QFrame#regionCard { border-radius: 4px; }"
            'QFrame#regionCard[chosen="true"] { background-color: rgba(70, 130, 180, 50); }'
            "QPushButton#rulesLink { color: palette(link); text-decoration: underline;"
            " border: none; padding: 2px 6px; }"
            "QPushButton#rulesLink:focus { outline: 1px dotted palette(text); }"
        )
        self.kept_visible(False)
        self.retranslate()

    # -- what is shown ---------------------------------------------------------------------------

    def kept_visible(self, on: bool) -> None:
        """Kept games need a profile; without one (tests, the demo) only the choices and New game
        show. The lists also stay hidden while they are empty."""
        self._kept = on
        for widget in (self.history_button, self.stats_button, self.open_button):
            widget.setVisible(on)
        self._show_lists()

    def _show_lists(self) -> None:
        recent = self._kept and self.recent.count() > 0
        saved = self._kept and self.saved.count() > 0
        rows = max(self.recent.count(), self.saved.count())
        for box in (self.recent, self.saved):
            row = box.sizeHintForRow(0) if box.count() else box.fontMetrics().height()
            box.setFixedHeight(min(rows, _LIST_ROWS) * row + 2 * box.frameWidth() + 8)
        self.recent_label.setVisible(recent)
        self.recent.setVisible(recent)
        self.saved_label.setVisible(saved)
        self.saved.setVisible(saved)

    def retranslate(self) -> None:
        self.heading.setText(
            "<h2>地方麻将 Mahjong Desktop</h2><p>"
            + self.tr("Practise your town's mahjong against three computer players.")
            + "</p>"
        )
        self.region_label.setText(self.tr("Region"))
        self.level_label.setText(self.tr("Computer players"))
        for level, button in self.level_buttons.items():
            button.setText(level_name(level))
        self._show_level_text()
        self.new_button.setText(self.tr("New game"))
        self.new_button.setToolTip(self.tr("Start a game with these choices (Enter)"))
        self.open_button.setText(self.tr("Open…"))
        self.history_button.setText(self.tr("History…"))
        self.stats_button.setText(self.tr("Statistics…"))
        self.recent_label.setText(self.tr("Recent sessions (double-click to continue)"))
        self.saved_label.setText(self.tr("Saved games"))
        self.no_regions.setText(self.tr("No ruleset files are installed."))

    def show_choices(self, catalog: RulesetCatalog, settings: Settings, language: str) -> None:
        """The regions that can be played, each with its line and rules link, and the level the
        settings give the computers; the settings' region and level are chosen."""
        zh = language.startswith("zh")
        for card in self.region_cards.values():
            self.region_group.removeButton(card.radio)
            self._regions_box.removeWidget(card)
            # Off the page at once: until the event loop deletes it, a card still on the page
            # would show its words in the old language over the new cards.
            card.hide()
            card.setParent(None)
            card.deleteLater()
        self.region_cards = {}
        rules_word = self.tr("Rules")
        for region in catalog.regions:
            ruleset = catalog.load_or_none(region)
            if ruleset is None:  # a broken file: the settings dialog shows it and why
                continue
            card = _RegionCard(region, self)
            name = ruleset.name_zh if zh else f"{ruleset.name_en}  {ruleset.name_zh}"
            if is_player_variant(ruleset.key):  # beside the shipped file of the same region
                name = (
                    self.tr("%1 (my rules: %2)")
                    .replace("%1", name)
                    .replace("%2", ruleset.key.removeprefix(PREFIX))
                )
            card.radio.setText(name)
            card.line.setText(region_card(ruleset, language))
            card.radio.setAccessibleDescription(card.line.text())  # read out with the name
            card.rules_link.setText(rules_word)
            card.rules_link.setToolTip(
                self.tr("The rules of %1").replace("%1", ruleset.name(language))
            )
            card.rules_link.clicked.connect(lambda _=False, r=region: self.rules_requested.emit(r))
            card.radio.installEventFilter(self)
            card.radio.toggled.connect(self._region_toggled)
            self.region_group.addButton(card.radio)
            self._regions_box.addWidget(card)
            self.region_cards[region] = card
        chosen = self.region_cards.get(settings.region)
        if chosen is None and self.region_cards:
            chosen = next(iter(self.region_cards.values()))
        if chosen is not None:
            chosen.radio.setChecked(True)
        self.no_regions.setVisible(not self.region_cards)
        self.new_button.setEnabled(bool(self.region_cards))

        levels = set(settings.computer_levels.get(o, AiLevel.NORMAL) for o in Opponent)
        self._mixed = len(levels) > 1
        self.level_group.setExclusive(False)  # so that a mixed table can show none chosen
        for level, button in self.level_buttons.items():
            button.setChecked(not self._mixed and level in levels)
        self.level_group.setExclusive(True)
        self._show_level_text()
        self._set_tab_order()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Tab into a group of choices lands on the one chosen, as in a dialog's radio group
        (Qt would stop at the first of the group, whichever is chosen)."""
        if (
            event.type() == QEvent.Type.FocusIn
            and isinstance(watched, QRadioButton)
            and isinstance(event, QFocusEvent)
            and event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason)
            and not watched.isChecked()
        ):
            group = watched.group()
            chosen = group.checkedButton() if group is not None else None
            if chosen is not None:
                chosen.setFocus(event.reason())
        return super().eventFilter(watched, event)

    def _region_toggled(self, on: bool) -> None:
        if on:
            self._set_tab_order()

    def _set_tab_order(self) -> None:
        """Continue, the regions (arrows move among them), the chosen region's rules link, the
        levels, New game, then the kept-games buttons and lists: the order they are read in.
        Only widgets that take focus are chained (Qt skips a link to one that does not), so the
        chain is made again when another region is chosen."""
        chain: list[QWidget] = [self.continue_button]
        chain += [card.radio for card in self.region_cards.values()]
        chain += [c.rules_link for c in self.region_cards.values() if c.radio.isChecked()]
        chain += list(self.level_buttons.values())
        chain += [self.new_button, self.open_button, self.history_button, self.stats_button]
        chain += [self.recent, self.saved]
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)

    def chosen_region(self) -> str | None:
        return next((r for r, c in self.region_cards.items() if c.radio.isChecked()), None)

    def chosen_level(self) -> AiLevel | None:
        """The level chosen for all three, or None when none is (the settings' mixed levels)."""
        return next((lv for lv, b in self.level_buttons.items() if b.isChecked()), None)

    def choice(self) -> TitleChoice | None:
        region = self.chosen_region()
        return None if region is None else TitleChoice(region, self.chosen_level())

    def _level_toggled(self, _button: QAbstractButton, on: bool) -> None:
        if on:
            self._mixed = False
        self._show_level_text()

    def _show_level_text(self) -> None:
        level = self.chosen_level()
        if level is not None:
            self.level_text.setText(level_feel(level))
        elif self._mixed:
            self.level_text.setText(
                self.tr(
                    "The three computers play at different levels, as set in Game › Settings. "
                    "Choose a level here to give all three the same one."
                )
            )
        else:
            self.level_text.clear()

    def show_sessions(
        self,
        entries: list[SessionEntry],
        saves: list[Path],
        catalog: RulesetCatalog,
        language: str,
    ) -> None:
        playing = next((e for e in entries if e.status is Status.PLAYING), None)
        self._uid = playing.uid if playing is not None else None
        self.continue_button.setVisible(playing is not None)
        if playing is not None:
            self.continue_button.setText(continue_text(playing, catalog, language))
        self.recent.clear()
        for entry in entries:
            item = QListWidgetItem(session_line(entry, catalog, language))
            item.setData(_ROLE, entry.uid if entry.status is Status.PLAYING else None)
            if entry.status is not Status.PLAYING:
                item.setForeground(Qt.GlobalColor.gray)
            self.recent.addItem(item)
        self.saved.clear()
        for path in saves:
            item = QListWidgetItem(path.name.removesuffix(".mjsave.json"))
            item.setData(_ROLE, str(path))
            item.setToolTip(str(path))
            self.saved.addItem(item)
        self._show_lists()

    def showEvent(self, event: QShowEvent) -> None:
        """Shown with nothing on it focused (the start): Continue when there is a session to
        go on with, else New game — so that Enter does the likely thing at once."""
        super().showEvent(event)
        focused = self.focusWidget()
        if focused is None or not focused.isVisible():
            if self.continue_button.isVisible():
                self.continue_button.setFocus(Qt.FocusReason.OtherFocusReason)
            else:
                self.new_button.setFocus(Qt.FocusReason.OtherFocusReason)

    # -- acting ----------------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter starts a new game with the choices shown, unless a button has the focus (then
        Enter presses that button, as Space does); a list's Enter opens its item itself."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            focused = self.focusWidget()
            if isinstance(focused, QAbstractItemView):  # its itemActivated has answered
                event.accept()
                return
            if isinstance(focused, QPushButton) and focused.isVisible():
                focused.click()
            else:
                self._new()
            event.accept()
            return
        super().keyPressEvent(event)

    def _new(self) -> None:
        choice = self.choice()
        if choice is not None:
            self.new_requested.emit(choice)

    def _continue(self) -> None:
        if self._uid is not None:
            self.continue_requested.emit(self._uid)

    def _recent_chosen(self, item: QListWidgetItem) -> None:
        uid = item.data(_ROLE)
        if uid:
            self.continue_requested.emit(uid)
