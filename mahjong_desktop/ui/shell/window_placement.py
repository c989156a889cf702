"""The main window's size and place: never larger than the screen, never smaller than legible.

At ``QT_SCALE_FACTOR=2`` a 1600×1000 screen offers 800×500 logical pixels, so a fixed 1280×860
window would open half off-screen with the hand and status line out of reach. Sizes here are
always taken against the available geometry of the screen the window opens on.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QRect, QSize
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

PREFERRED = QSize(1280, 860)
# The table stays legible from 1024×640 up (the hand tiles, the plates' text); smaller screens
# get what they have.
LEGIBLE = QSize(1024, 640)
_FRAME_ALLOWANCE = QSize(16, 48)  # title bar and borders that the window manager adds


def minimum_for(available: QSize) -> QSize:
    room = available - _FRAME_ALLOWANCE
    return QSize(min(LEGIBLE.width(), room.width()), min(LEGIBLE.height(), room.height()))


def first_geometry(available: QRect) -> QRect:
    """Centred on the screen, the preferred size or 90 % of the screen, whichever is smaller."""
    room = available.size() - _FRAME_ALLOWANCE
    width = max(min(PREFERRED.width(), int(available.width() * 0.9)), 1)
    height = max(min(PREFERRED.height(), int(available.height() * 0.9), room.height()), 1)
    rect = QRect(0, 0, width, height)
    rect.moveCenter(available.center())
    return rect


def place(window: QWidget, saved: bytes | None) -> None:
    """Restore the saved geometry if it still fits a screen; else open centred on the primary."""
    # PySide6 types it as never None, but Qt gives a null screen when it knows of none.
    screen: QScreen | None = QGuiApplication.primaryScreen()
    if screen is None:
        window.resize(PREFERRED)
        return
    available = screen.availableGeometry()
    window.setMinimumSize(minimum_for(available.size()))
    if saved and window.restoreGeometry(QByteArray(saved)) and _on_some_screen(window):
        return
    window.setGeometry(first_geometry(available))


def _on_some_screen(window: QWidget) -> bool:
    """Qt moves a restored window onto a screen, but may keep a size larger than it has now."""
    frame = window.frameGeometry()
    for screen in QGuiApplication.screens():
        area = screen.availableGeometry()
        if area.contains(frame.center()) and frame.width() <= area.width() + 2:
            return frame.height() <= area.height() + 2
    return False
