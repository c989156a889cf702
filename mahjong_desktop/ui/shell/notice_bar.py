"""A dismissible bar across the top of the window for things the player should know once."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

# A notice's words: fixed text, or a function that words it in the current language (so a
# language switch re-words the notices on show).
NoticeText = str | Callable[[], str]


class NoticeBar(QFrame):
    dismissed = Signal()

    def __init__(self, text: NoticeText, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.words = text
        self.setObjectName("noticeBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#noticeBar { background: #fff4c2; } #noticeBar QLabel { color: #000; }")
        layout = QHBoxLayout(self)
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        # Selectable so a command or a file path in the notice can be copied.
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.close_button = QPushButton(self)
        self.close_button.clicked.connect(self._dismiss)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self.retranslate()

    def retranslate(self) -> None:
        words = self.words
        self.label.setText(words if isinstance(words, str) else words())
        self.close_button.setText(self.tr("Dismiss"))

    def _dismiss(self) -> None:
        self.hide()
        self.dismissed.emit()
