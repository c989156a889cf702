"""The rules chosen for the hand, kept in sight in the table's top-left corner: what the dealer
chose (兰州 玩法 and 番种 under 'dealer chooses'), or any region's choice for the hand
(``RegionRules.chosen``). A banner said it once and the centre box's tooltip held it, so a player
who missed the banner could not see under which rules the hand was played; the corner beside the
far wall is free at every window size (the table is a square in a wider scene).
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsScene, QGraphicsTextItem

from mahjong_desktop.ui.table import geometry as geo

MARGIN = 14.0
# From the scene's left edge to just short of the table's: the left player's name plate is
# below, half-way down the table's side, so the panel never reaches it (three lines wrap twice).
WIDTH = geo.CENTER_X - geo.TABLE_HALF - 2 * MARGIN - 10
FONT_PX = 20  # scene pixels; ≈ 12 px on the 1024×640 minimum window, above the seat plates


class ChosenRules:
    def __init__(self, scene: QGraphicsScene) -> None:
        self.box = scene.addRect(
            QRectF(), QPen(QColor(255, 204, 51, 150), 1.5), QBrush(QColor(0, 0, 0, 110))
        )
        self.box.setZValue(48)
        self.text = QGraphicsTextItem()
        self.text.setObjectName("chosenRules")
        font = QFont()
        font.setPixelSize(FONT_PX)
        self.text.setFont(font)
        self.text.setDefaultTextColor(QColor("#f4f1e6"))
        self.text.setTextWidth(WIDTH)
        self.text.setZValue(49)
        scene.addItem(self.text)
        self.lines: list[str] = []
        self._shown: tuple[object, ...] | None = None
        self.show_lines([])

    def show_lines(self, lines: list[str]) -> None:
        """``lines``: one per choice ("玩法: 三报"); none hides the panel."""
        heading = QCoreApplication.translate("TableScene", "This hand's rules")
        key = (tuple(lines), heading)
        if key == self._shown:
            return
        self._shown = key
        self.lines = list(lines)
        if not lines:
            self.box.hide()
            self.text.hide()
            return
        body = "<br>".join(escape(line) for line in lines)
        self.text.setHtml(f"<span style='color:#ffcc33'><b>{escape(heading)}</b></span><br>{body}")
        x = y = MARGIN
        self.text.setPos(x, y)
        # As wide as the longest line (short Chinese lines leave no empty box beside them).
        used = min(WIDTH, self.text.document().idealWidth())
        rect = self.text.boundingRect()
        self.box.setRect(QRectF(x - 6, y - 4, used + 12, rect.height() + 8))
        self.box.show()
        self.text.show()

    def forget(self) -> None:
        """Set the text again on the next update (the language changed)."""
        self._shown = None

    def plain_text(self) -> str:
        """What the panel says, as a player reads it (empty when hidden)."""
        return self.text.toPlainText() if self.text.isVisible() else ""
