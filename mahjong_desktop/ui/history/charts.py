"""Two small charts drawn with QPainter: bars (per region, player beside computers) and a line
(the player's result per session over time).

Why not QtCharts: it ships in PySide6-Addons (well over 100 MB installed) while the app depends on
PySide6-Essentials only; these two charts are a hundred lines of painting, follow the app's
palette, and need no new dependency in the wheel or the frozen bundle.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

PLAYER = QColor("#2f7d4f")
COMPUTERS = QColor("#b08a3e")
AXIS = QColor("#555555")
_MARGIN = 36


class BarChart(QWidget):
    """Groups of two bars (player, computers) with a label under each group."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = ""
        self.groups: list[tuple[str, float, float]] = []
        self.setMinimumSize(320, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_data(self, title: str, groups: Sequence[tuple[str, float, float]]) -> None:
        self.title = title
        self.groups = list(groups)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#fbfaf5"))
        painter.setPen(AXIS)
        painter.drawText(QRectF(0, 4, self.width(), 20), Qt.AlignmentFlag.AlignCenter, self.title)
        if not self.groups:
            return
        top, bottom = _MARGIN, self.height() - _MARGIN
        values = [v for _, a, b in self.groups for v in (a, b)]
        high, low = max(0.0, *values), min(0.0, *values)
        span = (high - low) or 1.0

        def y(value: float) -> float:
            return bottom - (value - low) / span * (bottom - top)

        painter.drawLine(QPointF(_MARGIN, y(0)), QPointF(self.width() - 8, y(0)))
        slot = (self.width() - _MARGIN - 8) / len(self.groups)
        bar = max(4.0, slot * 0.32)
        for i, (label, mine, theirs) in enumerate(self.groups):
            x = _MARGIN + i * slot + slot * 0.15
            for value, colour, shift in ((mine, PLAYER, 0.0), (theirs, COMPUTERS, bar)):
                painter.fillRect(
                    QRectF(x + shift, min(y(value), y(0)), bar - 2, abs(y(value) - y(0))), colour
                )
                painter.drawText(
                    QRectF(x + shift - 10, min(y(value), y(0)) - 16, bar + 20, 14),
                    Qt.AlignmentFlag.AlignCenter,
                    f"{value:.2f}" if abs(value) < 10 else f"{value:.0f}",
                )
            painter.drawText(
                QRectF(x - 10, bottom + 4, 2 * bar + 20, 18), Qt.AlignmentFlag.AlignCenter, label
            )


class LineChart(QWidget):
    """The player's result per session, oldest left, with its running sum as a second line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = ""
        self.points: list[int] = []
        self.setMinimumSize(320, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_data(self, title: str, points: Sequence[int]) -> None:
        self.title = title
        self.points = list(points)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#fbfaf5"))
        painter.setPen(AXIS)
        painter.drawText(QRectF(0, 4, self.width(), 20), Qt.AlignmentFlag.AlignCenter, self.title)
        if not self.points:
            return
        running, total = [], 0
        for p in self.points:
            total += p
            running.append(total)
        values = [*self.points, *running, 0]
        high, low = max(values), min(values)
        span = (high - low) or 1
        top, bottom = _MARGIN, self.height() - _MARGIN
        left, right = _MARGIN + 8, self.width() - 12
        step = (right - left) / max(1, len(self.points) - 1)

        def at(i: int, value: int) -> QPointF:
            return QPointF(left + i * step, bottom - (value - low) / span * (bottom - top))

        painter.drawLine(at(0, 0), QPointF(right, at(0, 0).y()))
        painter.drawText(
            QRectF(0, at(0, high).y() - 8, left - 4, 16), Qt.AlignmentFlag.AlignRight, str(high)
        )
        painter.drawText(
            QRectF(0, at(0, low).y() - 8, left - 4, 16), Qt.AlignmentFlag.AlignRight, str(low)
        )
        for series, colour, width in ((self.points, COMPUTERS, 1.5), (running, PLAYER, 2.5)):
            painter.setPen(QPen(colour, width))
            for i in range(1, len(series)):
                painter.drawLine(at(i - 1, series[i - 1]), at(i, series[i]))
            for i, value in enumerate(series):
                painter.drawEllipse(at(i, value), 2.5, 2.5)
