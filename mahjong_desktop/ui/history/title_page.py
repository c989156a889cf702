"""The title screen: continue the session in progress, start a new one, or pick a recent or saved
session; the history and statistics are one click away."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from mahjong_desktop.storage.journal import SessionEntry, Status
from mahjong_desktop.ui.history.labels import continue_text, session_line
from mahjong_desktop.ui.session.catalog import RulesetCatalog

_ROLE = Qt.ItemDataRole.UserRole


class TitlePage(QWidget):
    continue_requested = Signal(str)  # session uid
    open_requested = Signal(object)  # Path of a save, or None for the file dialog
    new_requested = Signal()
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
        self.new_button = QPushButton(self)
        self.new_button.clicked.connect(self.new_requested)
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
        self.kept_visible(False)

        buttons = QHBoxLayout()
        for button in (self.new_button, self.open_button, self.history_button, self.stats_button):
            buttons.addWidget(button)
        lists = QGridLayout()
        lists.addWidget(self.recent_label, 0, 0)
        lists.addWidget(self.saved_label, 0, 1)
        lists.addWidget(self.recent, 1, 0)
        lists.addWidget(self.saved, 1, 1)
        column = QVBoxLayout(self)
        column.setContentsMargins(60, 30, 60, 30)
        column.addWidget(self.heading)
        column.addWidget(self.continue_button)
        column.addLayout(buttons)
        column.addLayout(lists, 1)
        self.retranslate()

    def kept_visible(self, on: bool) -> None:
        """Without a profile (tests, the demo) only the heading shows."""
        for widget in (
            self.history_button,
            self.stats_button,
            self.open_button,
            self.new_button,
            self.recent_label,
            self.recent,
            self.saved_label,
            self.saved,
        ):
            widget.setVisible(on)

    def retranslate(self) -> None:
        self.new_button.setText(self.tr("New game"))
        self.open_button.setText(self.tr("Open…"))
        self.history_button.setText(self.tr("History…"))
        self.stats_button.setText(self.tr("Statistics…"))
        self.recent_label.setText(self.tr("Recent sessions (double-click to continue)"))
        self.saved_label.setText(self.tr("Saved games"))

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

    def _continue(self) -> None:
        if self._uid is not None:
            self.continue_requested.emit(self._uid)

    def _recent_chosen(self, item: QListWidgetItem) -> None:
        uid = item.data(_ROLE)
        if uid:
            self.continue_requested.emit(uid)
