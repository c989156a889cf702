"""Help › Keys: every action of the game reachable from the keyboard, in one table. The menu and
toolbar entries are read from the window's own actions, so the list cannot fall out of date."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)


def table_keys() -> list[tuple[str, str]]:
    """The keys of the table itself (not menu actions): (key, what it does)."""
    return [
        ("← / →", QCoreApplication.translate("KeysDialog", "Pick the tile to discard")),
        (
            QCoreApplication.translate("KeysDialog", "Enter"),
            QCoreApplication.translate("KeysDialog", "Discard the picked tile"),
        ),
        (
            QCoreApplication.translate("KeysDialog", "Click"),
            QCoreApplication.translate("KeysDialog", "Discard the clicked tile"),
        ),
        ("?", QCoreApplication.translate("KeysDialog", "Ask the coach (Hint)")),
        ("H", QCoreApplication.translate("KeysDialog", "胡 win")),
        ("P", QCoreApplication.translate("KeysDialog", "碰 pong")),
        ("K", QCoreApplication.translate("KeysDialog", "杠 kong")),
        ("C", QCoreApplication.translate("KeysDialog", "吃 chow")),
        ("T", QCoreApplication.translate("KeysDialog", "报听 declare ready")),
        ("S", QCoreApplication.translate("KeysDialog", "甩牌 throw a set")),
        ("M", QCoreApplication.translate("KeysDialog", "定玩法 choose the mode")),
        (
            "1 … 9",
            QCoreApplication.translate(
                "KeysDialog", "A choice among several of one kind (two ways to 吃, three 甩牌 sets)"
            ),
        ),
        (
            QCoreApplication.translate("KeysDialog", "Space"),
            QCoreApplication.translate("KeysDialog", "过 pass"),
        ),
        (
            QCoreApplication.translate("KeysDialog", "Enter / Space"),
            QCoreApplication.translate(
                "KeysDialog", "Next hand, on the score screen (keys wait a moment after it opens)"
            ),
        ),
        (
            QCoreApplication.translate("KeysDialog", "Esc"),
            QCoreApplication.translate("KeysDialog", "Close a dialog without acting"),
        ),
        (
            QCoreApplication.translate("KeysDialog", "Ctrl + wheel"),
            QCoreApplication.translate("KeysDialog", "Bigger or smaller tiles (over the table)"),
        ),
        ("N", QCoreApplication.translate("KeysDialog", "Guided first hand: the next note")),
        (
            QCoreApplication.translate("KeysDialog", "Esc"),
            QCoreApplication.translate("KeysDialog", "Guided first hand: end the guide"),
        ),
    ]


def action_keys(actions: Sequence[QAction]) -> list[tuple[str, str]]:
    rows = []
    for action in actions:
        shortcut = action.shortcut()
        if shortcut.isEmpty():
            continue
        text = action.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
        rows.append((shortcut.toString(QKeySequence.SequenceFormat.NativeText), text))
    return rows


class KeysDialog(QDialog):
    def __init__(self, actions: Sequence[QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("KeysDialog", "Keys"))
        rows = action_keys(actions) + table_keys()
        self.table = QTableWidget(len(rows), 2, self)
        self.table.setHorizontalHeaderLabels(
            [
                QCoreApplication.translate("KeysDialog", "Key"),
                QCoreApplication.translate("KeysDialog", "Action"),
            ]
        )
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for r, (key, what) in enumerate(rows):
            self.table.setItem(r, 0, QTableWidgetItem(key))
            self.table.setItem(r, 1, QTableWidgetItem(what))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(560, 620)
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)
