"""A short banner over the table's centre for a moment of play (a win, a kong, 报听, 甩牌), so
nothing that happens is silent. Several moments in a row stack up to three lines; each line
leaves after ``SHOW_MS``."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QObject, QRectF, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsScene, QGraphicsTextItem

from mahjong_desktop.ui.table import geometry as geo

SHOW_MS = 2200
MAX_LINES = 3
WIDTH = 2 * geo.TABLE_HALF - 120


class TableBanner(QObject):
    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)
        self.box = scene.addRect(QRectF(), QPen(QColor("#ffcc33"), 2), QBrush(QColor(0, 0, 0, 190)))
        self.box.setZValue(300)
        self.text = QGraphicsTextItem()
        self.text.setDefaultTextColor(QColor("#ffe8a0"))
        font = QFont()
        font.setPixelSize(19)
        font.setBold(True)
        self.text.setFont(font)
        self.text.setTextWidth(WIDTH)
        self.text.setZValue(301)
        scene.addItem(self.text)
        self.lines: list[str] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._expire)
        self.clear()

    def announce(self, line: str) -> None:
        self.lines = [*self.lines, line][-MAX_LINES:]
        self._show()
        self._timer.start(SHOW_MS)

    def clear(self) -> None:
        self._timer.stop()
        self.lines = []
        self.box.hide()
        self.text.hide()

    def _expire(self) -> None:
        self.lines = self.lines[1:]
        if not self.lines:
            self.clear()
            return
        self._show()
        self._timer.start(SHOW_MS)

    def _show(self) -> None:
        body = "<br>".join(escape(line) for line in self.lines)
        self.text.setHtml(f"<div align='center'>{body}</div>")
        rect = self.text.boundingRect()
        # Over the far river, between the centre box and the far wall: the near half of the
        # table (the player's river and hand) stays in sight.
        x = geo.CENTER_X - WIDTH / 2
        y = geo.CENTER_Y - geo.CENTRE_HALF - 12 - rect.height()
        self.text.setPos(x, y)
        self.box.setRect(QRectF(x - 6, y - 4, WIDTH + 12, rect.height() + 8))
        self.box.show()
        self.text.show()
