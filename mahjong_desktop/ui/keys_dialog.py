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


def _tr(text: str) -> str:
    return QCoreApplication.translate("KeysDialog", text)


def table_keys() -> list[tuple[str, str]]:
    """The keys of the table itself (not menu actions): (key, what it does)."""
    return [
        ("← / →", _tr("Pick the tile to discard")),
        (_tr("Enter"), _tr("Discard the picked tile")),
        (_tr("Click"), _tr("Discard the clicked tile")),
        ("?", _tr("Ask the coach (Hint)")),
        ("H", _tr("胡 win")),
        ("P", _tr("碰 pong")),
        ("K", _tr("杠 kong")),
        ("C", _tr("吃 chow")),
        ("T", _tr("报听 declare ready")),
        ("S", _tr("甩牌 throw a set")),
        ("M", _tr("定玩法 choose the mode")),
        ("1 … 9", _tr("A choice among several of one kind (two ways to 吃, three 甩牌 sets)")),
        (_tr("Space"), _tr("过 pass")),
        (_tr("Esc"), _tr("Close a dialog without acting")),
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
        self.setWindowTitle(_tr("Keys"))
        rows = action_keys(actions) + table_keys()
        self.table = QTableWidget(len(rows), 2, self)
        self.table.setHorizontalHeaderLabels([_tr("Key"), _tr("Action")])
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
