"""Menu keys that work while another window of the game is in front: 托管's Ctrl+T.

A menu action's shortcut belongs to the main window (Qt's window context), so Qt looks it up
only while the main window is the active one. The score screen and every other dialog are
windows of their own, modal ones: with one open, Ctrl+T reached the dialog, which did nothing with
it, and a player could not switch 托管 off before the next hand began (the computer then made
that hand's first choices, 甩牌 and 玩法, for them). Qt's application-wide shortcut context does
not help: it too is refused while a modal dialog shadows the window the action belongs to.

So the application's key events are watched: a key press that reaches a widget of any other
window (a key the main window's own shortcuts would have taken never arrives as a key press) and
matches one of ``actions``' keys triggers that action, if it is enabled.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QWidget


class KeysOverDialogs(QObject):
    """Install on the application (``installEventFilter``); ``owner`` is the main window, whose
    own shortcuts already serve it. Removed by Qt when ``owner`` is destroyed (its child)."""

    def __init__(self, owner: QWidget, actions: Sequence[QAction]) -> None:
        super().__init__(owner)
        self.owner = owner
        self.actions = tuple(actions)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        # The widget the key is for; its window wrapper (a QWindow) sees the key first and is
        # skipped, so that an action is triggered once, at the widget.
        if not isinstance(watched, QWidget) or watched.window() is self.owner:
            return False
        if event.isAutoRepeat():  # a held key toggles once, not back and forth
            return False
        pressed = QKeySequence(event.keyCombination())
        for action in self.actions:
            if not action.isEnabled():
                continue
            if any(
                key.matches(pressed) == QKeySequence.SequenceMatch.ExactMatch
                for key in action.shortcuts()
            ):
                action.trigger()
                return True
        return False
