"""The drills' accuracy over time: one line per kind, the share answered right each day (0–100 %),
days oldest left. Painted like the statistics' charts (``ui.history.charts``: QPainter, the app's
colours, no QtCharts); a day's point is drawn larger the more answers it holds, so one lucky
answer does not read like a hundred."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from mahjong_desktop.ui.history.charts import AXIS, BACKGROUND

COLOURS = (QColor("#2f7d4f"), QColor("#4a6fa5"), QColor("#b08a3e"), QColor("#8e4a8e"))


@dataclass(frozen=True, slots=True)
class Series:
    """One kind: its label and (day, answered, right) per day it was practised."""

    label: str
    days: tuple[tuple[str, int, int], ...]


class AccuracyChart(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = ""
        self.empty_text = ""
        self.series: list[Series] = []
        self.days: list[str] = []
        self.setMinimumSize(360, 220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        # Where the last paint put each kind's points (for tests): label → points.
        self.points: dict[str, list[QPointF]] = {}

    def set_data(self, title: str, series: Sequence[Series], empty_text: str) -> None:
        self.title = title
        self.empty_text = empty_text
        self.series = [s for s in series if s.days]
        self.days = sorted({d for s in self.series for d, _, _ in s.days})
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), BACKGROUND)
        metrics = QFontMetricsF(self.font())
        line = metrics.height()
        painter.setPen(AXIS)
        painter.drawText(QRectF(0, 4, self.width(), line), Qt.AlignmentFlag.AlignCenter, self.title)
        self.points = {}
        if not self.series:
            painter.drawText(QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter, self.empty_text)
            return
        # The legend: one entry per kind, in a row under the title.
        x = 8.0
        top = 8 + line
        for i, s in enumerate(self.series):
            colour = COLOURS[i % len(COLOURS)]
            painter.fillRect(QRectF(x, top + line / 2 - 4, 8, 8), colour)
            painter.setPen(AXIS)
            width = metrics.horizontalAdvance(s.label)
            painter.drawText(QRectF(x + 12, top, width + 4, line), s.label)
            x += width + 28
        left = 8 + metrics.horizontalAdvance("100%") + 6
        frame = QRectF(left, top + 2 * line + 8, self.width() - left - 16, 0)
        frame.setBottom(self.height() - line - 12)
        for share in (0, 50, 100):
            y = frame.bottom() - frame.height() * share / 100
            painter.setPen(QPen(AXIS, 0.5, Qt.PenStyle.DotLine if share else Qt.PenStyle.SolidLine))
            painter.drawLine(QPointF(frame.left(), y), QPointF(frame.right(), y))
            painter.setPen(AXIS)
            painter.drawText(
                QRectF(0, y - line / 2, left - 4, line),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                f"{share}%",
            )
        step = frame.width() / max(1, len(self.days) - 1)
        place = {d: i for i, d in enumerate(self.days)}
        # The first and last days under the axis (the others would crowd at many days).
        for day in {self.days[0], self.days[-1]}:
            dx = frame.left() + place[day] * step
            width = metrics.horizontalAdvance(day)
            dx = min(max(dx - width / 2, frame.left()), frame.right() - width)
            painter.drawText(QRectF(dx, frame.bottom() + 4, width + 2, line), day)
        for i, s in enumerate(self.series):
            colour = COLOURS[i % len(COLOURS)]
            points = [
                QPointF(
                    frame.left() + place[d] * step,
                    frame.bottom() - frame.height() * (right / answered if answered else 0),
                )
                for d, answered, right in s.days
            ]
            self.points[s.label] = points
            painter.setPen(QPen(colour, 2))
            for a, b in pairwise(points):
                painter.drawLine(a, b)
            painter.setBrush(colour)
            for p, (_, answered, _) in zip(points, s.days, strict=True):
                radius = min(7.0, 2.5 + answered**0.5)
                painter.drawEllipse(p, radius, radius)
