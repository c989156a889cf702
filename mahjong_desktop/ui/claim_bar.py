"""The row of buttons for the player's choices other than discarding: only what is legal now.

胡 win, 碰 pong, 杠 kong (exposed, concealed or added; one button per tile), 吃 chow (one button per
way of making it), region moves such as 报听 and 甩牌 (named by the ruleset), and 过 pass. Each kind
of choice has a one-key shortcut; the first button of a kind gets it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from mahjong_desktop.engine.actions import (
    Action,
    AddedKong,
    Chow,
    ConcealedKong,
    Discard,
    ExposedKong,
    Pass,
    Pong,
    RegionMove,
    Win,
)
from mahjong_desktop.tiles import zh_name

# Region move names the bar knows a key for; any other move still gets a button.
_MOVE_KEYS = {"declare_ready": "T", "bao_ting": "T", "throw": "S", "shuai_pai": "S"}


class ClaimBar(QWidget):
    chosen = Signal(object)  # Action

    def __init__(self, term: Callable[[str], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.term = term  # region move name → its name in the ruleset (报听, 甩牌 …)
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(8, 4, 8, 4)
        self._layout.addStretch(1)
        self.buttons: list[QPushButton] = []
        self.hide()

    def offer(self, legal: Sequence[Action]) -> None:
        """Show a button for every legal action that is not a plain discard."""
        self.clear()
        used_keys: set[str] = set()
        for action in legal:
            if isinstance(action, Discard):
                continue
            text, key = self._describe(action)
            button = QPushButton(self)
            if key and key not in used_keys:
                used_keys.add(key)
                button.setShortcut(QKeySequence(key))
                text = f"{text}  [{key}]"
            button.setText(text)
            button.setMinimumHeight(36)
            button.clicked.connect(lambda _checked=False, a=action: self._choose(a))
            self._layout.insertWidget(self._layout.count() - 1, button)
            self.buttons.append(button)
        self.setVisible(bool(self.buttons))

    def clear(self) -> None:
        for button in self.buttons:
            self._layout.removeWidget(button)
            button.deleteLater()
        self.buttons = []
        self.hide()

    def _choose(self, action: Action) -> None:
        self.clear()
        self.chosen.emit(action)

    def _describe(self, action: Action) -> tuple[str, str]:
        if isinstance(action, Win):
            return self.tr("胡 Win"), "H"
        if isinstance(action, Pong):
            return self.tr("碰 Pong"), "P"
        if isinstance(action, ExposedKong):
            return self.tr("杠 Kong"), "K"
        if isinstance(action, ConcealedKong):
            return self.tr("暗杠 %1").replace("%1", zh_name(action.tile)), "K"
        if isinstance(action, AddedKong):
            return self.tr("补杠 %1").replace("%1", zh_name(action.tile)), "K"
        if isinstance(action, Chow):
            tiles = " ".join(zh_name(t) for t in action.tiles)
            return self.tr("吃 Chow with %1").replace("%1", tiles), "C"
        if isinstance(action, Pass):
            return self.tr("过 Pass"), "Space"
        if isinstance(action, RegionMove):
            name = self.term(action.name)
            tiles = " ".join(zh_name(t) for t in action.tiles)
            return (f"{name} {tiles}".strip(), _MOVE_KEYS.get(action.name, ""))
        return action.type, ""
