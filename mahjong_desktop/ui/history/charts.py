"""Two small charts drawn with QPainter: bars (mean points per region, the player beside the
computers) and lines (the player's result per session and its running total).

Points of different units never share a scale: each chart is drawn as panels, one per unit
(临安 counts 胡 in hundreds, the other regions a few 分 a hand), each with its own axis, labelled
with its unit. A shared scale flattened every region but 临安 to nothing. Every chart has a
legend, and labels that would not fit their slot are shortened, never drawn over each other.

Why not QtCharts: it ships in PySide6-Addons (well over 100 MB installed) while the app depends on
PySide6-Essentials only; these charts are a little painting, follow the app's palette, and need
no new dependency in the wheel or the frozen bundle.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

PLAYER = QColor("#2f7d4f")
COMPUTERS = QColor("#b08a3e")
SESSION = QColor("#4a6fa5")
AXIS = QColor("#555555")
BACKGROUND = QColor("#fbfaf5")
_TITLE_H = 22.0
_LEGEND_H = 20.0
_PANEL_TITLE_H = 18.0
_AXIS_W = 52.0  # room for the scale's labels left of each panel
_LABEL_H = 18.0
_GAP = 14.0


@dataclass(frozen=True, slots=True)
class BarPanel:
    """Bars in one unit: ``groups`` are (label, player, computers)."""

    unit_label: str
    groups: tuple[tuple[str, float, float], ...]


@dataclass(frozen=True, slots=True)
class LinePanel:
    """One unit's sessions, oldest first."""

    unit_label: str
    points: tuple[int, ...]


def _number(value: float) -> str:
    return f"{value:+.2f}" if abs(value) < 10 else f"{value:+.0f}"


class _Chart(QWidget):
    """Title, legend and side-by-side panel frames; a subclass paints each panel's data."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = ""
        self.x_caption = ""  # what the horizontal axis counts (drawn under the panels)
        self.legend: tuple[tuple[str, QColor], ...] = ()
        self.setMinimumSize(340, 220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        # What the last paint put where (for tests and for reading the layout): label rects.
        self.label_rects: list[QRectF] = []
        self.bar_rects: list[list[QRectF]] = []

    def panel_weights(self) -> list[float]:
        """How wide each panel is, relative to the others."""
        raise NotImplementedError

    def panel_frames(self) -> list[QRectF]:
        """Each panel's plotting area (inside its axis labels, above its x labels)."""
        weights = self.panel_weights()
        if not weights:
            return []
        top = _TITLE_H + _LEGEND_H + _PANEL_TITLE_H + 16.0  # 16: room for value labels
        bottom = self.height() - _LABEL_H - 6.0 - (_LABEL_H if self.x_caption else 0.0)
        room = self.width() - _GAP * (len(weights) - 1) - len(weights) * (_AXIS_W + 6.0)
        frames, left = [], 0.0
        for weight in weights:
            width = max(10.0, room * weight / sum(weights))
            frames.append(QRectF(left + _AXIS_W, top, width, bottom - top))
            left += _AXIS_W + width + 6.0 + _GAP
        return frames

    def _frame(self, painter: QPainter) -> None:
        painter.fillRect(self.rect(), BACKGROUND)
        painter.setPen(AXIS)
        painter.drawText(
            QRectF(0, 2, self.width(), _TITLE_H), Qt.AlignmentFlag.AlignCenter, self.title
        )
        # Legend: a swatch and a name per series, centred under the title.
        metrics = QFontMetricsF(painter.font())
        widths = [14 + 4 + metrics.horizontalAdvance(text) + 16 for text, _ in self.legend]
        x = max(4.0, (self.width() - sum(widths)) / 2)
        for (text, colour), width in zip(self.legend, widths, strict=True):
            painter.fillRect(QRectF(x, _TITLE_H + 5, 14, 10), colour)
            painter.setPen(AXIS)
            painter.drawText(
                QRectF(x + 18, _TITLE_H, width - 18, _LEGEND_H),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                text,
            )
            x += width
        if self.x_caption:
            painter.setPen(AXIS)
            painter.drawText(
                QRectF(0, self.height() - _LABEL_H - 2, self.width(), _LABEL_H),
                Qt.AlignmentFlag.AlignCenter,
                self.x_caption,
            )

    def _axis(
        self, painter: QPainter, frame: QRectF, unit_label: str, low: float, high: float
    ) -> None:
        """The panel's title (its unit), the zero line and the scale's top and bottom."""
        painter.setPen(AXIS)
        title = QRectF(
            frame.left() - _AXIS_W,
            frame.top() - _PANEL_TITLE_H - 16,
            frame.width() + _AXIS_W,
            _PANEL_TITLE_H,
        )
        metrics = QFontMetricsF(painter.font())
        shown = metrics.elidedText(unit_label, Qt.TextElideMode.ElideRight, title.width())
        painter.drawText(title, Qt.AlignmentFlag.AlignCenter, shown)
        painter.drawLine(frame.topLeft(), frame.bottomLeft())
        drawn: list[float] = []
        for value in dict.fromkeys((0.0, high, low)):
            y = _scale(frame, low, high, value)
            if any(abs(y - other) < 14 for other in drawn):
                continue  # too close to a label already there (e.g. −1 next to 0)
            drawn.append(y)
            painter.drawText(
                QRectF(frame.left() - _AXIS_W, y - 8, _AXIS_W - 4, 16),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                _number(value) if value else "0",
            )


def _scale(frame: QRectF, low: float, high: float, value: float) -> float:
    span = (high - low) or 1.0
    return frame.bottom() - (value - low) / span * frame.height()


class BarChart(_Chart):
    """Per panel (unit), a pair of bars for each region: the player, then the computers."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.panels: list[BarPanel] = []

    def panel_weights(self) -> list[float]:
        # Room per region; a one-region panel still gets room for its unit's title.
        return [max(1.6, float(len(p.groups))) for p in self.panels]

    def set_data(
        self,
        title: str,
        panels: Sequence[BarPanel],
        legend: tuple[str, str] = ("", ""),
        x_caption: str = "",
    ) -> None:
        self.title = title
        self.x_caption = x_caption
        self.panels = list(panels)
        self.legend = ((legend[0], PLAYER), (legend[1], COMPUTERS))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._frame(painter)
        self.label_rects, self.bar_rects = [], []
        metrics = QFontMetricsF(painter.font())
        normal = painter.font()
        small = QFont(normal)
        small.setPointSizeF(normal.pointSizeF() * 0.85)
        small_metrics = QFontMetricsF(small)
        for panel, frame in zip(self.panels, self.panel_frames(), strict=True):
            values = [v for _, a, b in panel.groups for v in (a, b)]
            high, low = max(0.0, *values), min(0.0, *values)
            self._axis(painter, frame, panel.unit_label, low, high)
            zero = _scale(frame, low, high, 0.0)
            painter.drawLine(QPointF(frame.left(), zero), QPointF(frame.right(), zero))
            slot = frame.width() / max(1, len(panel.groups))
            bar = max(3.0, slot * 0.32)
            gap = slot * 0.12  # between a region's two bars, so their values stay apart
            pitch = bar + gap  # from one bar's centre to the other's: room for a value
            rects: list[QRectF] = []
            for i, (label, mine, theirs) in enumerate(panel.groups):
                x = frame.left() + i * slot + (slot - 2 * bar - gap) / 2
                for value, colour, shift in ((mine, PLAYER, 0.0), (theirs, COMPUTERS, pitch)):
                    y = _scale(frame, low, high, value)
                    rect = QRectF(x + shift, min(y, zero), bar - 1, abs(y - zero))
                    painter.fillRect(rect, colour)
                    rects.append(rect)
                    text = _number(value)
                    # A value only where it fits its half of the slot with a gap to the next.
                    if small_metrics.horizontalAdvance(text) <= pitch - 2:
                        painter.setPen(AXIS)
                        painter.setFont(small)
                        # Over the bar's top, or for a loss over the zero line: never down
                        # among the region labels.
                        above = (rect.top() if value >= 0 else zero) - 15
                        painter.drawText(
                            QRectF(x + shift + bar / 2 - pitch / 2, above, pitch, 14),
                            Qt.AlignmentFlag.AlignCenter,
                            text,
                        )
                        painter.setFont(normal)
                where = QRectF(frame.left() + i * slot + 1, frame.bottom() + 4, slot - 2, _LABEL_H)
                painter.setPen(AXIS)
                painter.drawText(
                    where,
                    Qt.AlignmentFlag.AlignCenter,
                    metrics.elidedText(label, Qt.TextElideMode.ElideRight, where.width()),
                )
                self.label_rects.append(where)
            self.bar_rects.append(rects)


class LineChart(_Chart):
    """Per panel (unit), each session's result and the running total, oldest left."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.panels: list[LinePanel] = []

    def panel_weights(self) -> list[float]:
        return [1.0] * len(self.panels)

    def set_data(
        self,
        title: str,
        panels: Sequence[LinePanel],
        legend: tuple[str, str] = ("", ""),
        x_caption: str = "",
    ) -> None:
        self.title = title
        self.x_caption = x_caption
        self.panels = [p for p in panels if p.points]
        self.legend = ((legend[0], SESSION), (legend[1], PLAYER))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._frame(painter)
        self.label_rects, self.bar_rects = [], []
        for panel, frame in zip(self.panels, self.panel_frames(), strict=True):
            running, total = [], 0
            for p in panel.points:
                total += p
                running.append(total)
            values = [*panel.points, *running, 0]
            high, low = float(max(values)), float(min(values))
            self._axis(painter, frame, panel.unit_label, low, high)
            step = frame.width() / max(1, len(panel.points) - 1)

            def at(
                i: int,
                value: int,
                frame: QRectF = frame,
                low: float = low,
                high: float = high,
                step: float = step,
            ) -> QPointF:
                return QPointF(frame.left() + i * step, _scale(frame, low, high, value))

            zero = _scale(frame, low, high, 0.0)
            painter.setPen(AXIS)
            painter.drawLine(QPointF(frame.left(), zero), QPointF(frame.right(), zero))
            for series, colour, width in ((panel.points, SESSION, 1.5), (running, PLAYER, 2.5)):
                painter.setPen(QPen(colour, width))
                for i in range(1, len(series)):
                    painter.drawLine(at(i - 1, series[i - 1]), at(i, series[i]))
                for i, value in enumerate(series):
                    painter.drawEllipse(at(i, value), 2.5, 2.5)
