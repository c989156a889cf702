"""The guided first hand on the live table: a callout with the step's words (and the coach's reason
where the step is a decision), a gold ring round what it is about and an arrow from the callout
to the ring, drawn over the table page.

The callout is placed beside its target, never over it: above, below, right or left of it, the
first place that stays inside the page and clear of the target, of the claim bar and of the
player's hand, so the tile the words are about stays in sight and the buttons and tiles the player
must press stay free. It follows
its target when the table is redrawn or the window resized. Its buttons never take the keyboard
focus (the page keeps ←/→/Enter for the hand); N is Next and Esc skips the tour
(``TablePage.keyPressEvent``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from mahjong_desktop.ui.table.scene import TableScene
from mahjong_desktop.ui.table.tour import Pointer, Target, Tour, TourStep

GOLD = QColor("#ffcc33")
CALLOUT_WIDTH = 360  # px; narrower windows get less (``_callout_width``)
GAP = 24  # px between the callout and its target's ring: room for the arrow
RING = 5  # px the ring stands off its target


class TourCallout(QFrame):
    """The step's words and the two buttons. Light paper on the dark felt, so it reads as a note
    laid on the table rather than part of it."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("tourCallout")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(
            "#tourCallout { background: #fffaf0; border: 2px solid #ffcc33; border-radius: 6px; }"
            " #tourCallout QLabel { color: #1b1b1b; background: transparent; }"
            " #tourHeading { color: #8e2c1f; font-weight: bold; font-size: 13px; }"
            " #tourText { font-size: 15px; }"
            " #tourCoach { color: #0f4f2f; font-size: 14px; }"
        )
        column = QVBoxLayout(self)
        column.setContentsMargins(12, 10, 12, 10)
        column.setSpacing(6)
        self.heading = QLabel(self)
        self.heading.setObjectName("tourHeading")
        self.text = QLabel(self)
        self.text.setObjectName("tourText")
        self.coach = QLabel(self)
        self.coach.setObjectName("tourCoach")
        for label in (self.heading, self.text, self.coach):
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)
            column.addWidget(label)
        self.coach.hide()
        row = QHBoxLayout()
        row.setSpacing(8)
        self.skip_button = QPushButton(self)
        self.next_button = QPushButton(self)
        for button in (self.skip_button, self.next_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the page keeps ←/→/Enter
        self.next_button.setDefault(True)
        row.addWidget(self.skip_button)
        row.addStretch(1)
        row.addWidget(self.next_button)
        column.addLayout(row)
        self.hide()

    def size_for(self, width: int) -> QSize:
        self.setFixedWidth(width)
        layout = self.layout()
        assert layout is not None
        layout.activate()
        return QSize(width, self.heightForWidth(width) if self.hasHeightForWidth() else 0)


class TourMarks(QWidget):
    """The ring round the target and the arrow from the callout; lets every click through."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        self.ring: QRect | None = None
        self.callout: QRect | None = None
        self.hide()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.ring is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # A dark halo under the gold line, so the ring reads on the felt and on light tiles alike.
        for colour, width in ((QColor(0, 0, 0, 150), 7), (GOLD, 3)):
            painter.setPen(QPen(colour, width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(self.ring), 6, 6)
            if self.callout is not None:
                start, end = arrow(self.callout, self.ring)
                painter.drawLine(start, end)
                painter.setBrush(colour)
                painter.drawPolygon(arrow_head(start, end, 12 + width // 2))
        painter.end()


def arrow(callout: QRect, ring: QRect) -> tuple[QPointF, QPointF]:
    """From the callout's edge nearest the ring to the ring's edge nearest the callout."""
    target = QPointF(ring.center())
    start = QPointF(_clamp(target.x(), callout.left(), callout.right()),
                    _clamp(target.y(), callout.top(), callout.bottom()))  # fmt: skip
    end = QPointF(_clamp(start.x(), ring.left(), ring.right()),
                  _clamp(start.y(), ring.top(), ring.bottom()))  # fmt: skip
    return start, end


def arrow_head(start: QPointF, end: QPointF, size: float) -> QPolygonF:
    angle = math.atan2(end.y() - start.y(), end.x() - start.x())
    points = [end]
    for turn in (2.6, -2.6):  # about 30° each side of the shaft
        a = angle + turn
        points.append(QPointF(end.x() + size * math.cos(a), end.y() + size * math.sin(a)))
    return QPolygonF(points)


def _clamp(value: float, low: float, high: float) -> float:
    return max(low, min(high, value))


def place_callout(target: QRect, size: QSize, area: QRect, avoid: Sequence[QRect]) -> QPoint:
    """Where the callout goes: the first of above, below, right and left of ``target`` (centred
    on it, slid to stay inside ``area``) that is clear of the target and of ``avoid``; else the
    clear place nearest the target (a long arrow: in a small window a tall callout fits nowhere
    next to the claim bar without covering the hand above it); failing that, the place that
    covers least of them."""
    w, h = size.width(), size.height()
    cx, cy = target.center().x(), target.center().y()
    beside = [
        QPoint(cx - w // 2, target.top() - GAP - h),
        QPoint(cx - w // 2, target.bottom() + GAP),
        QPoint(target.right() + GAP, cy - h // 2),
        QPoint(target.left() - GAP - w, cy - h // 2),
    ]
    # Clear of the ring by most of the gap, so a place slid against the ring (at the page's edge)
    # loses to one that leaves the arrow room.
    room = GAP * 2 // 3
    keep_clear = [target.adjusted(-room, -room, room, room), *avoid]

    def inside(point: QPoint) -> QRect:
        x = int(_clamp(point.x(), area.left(), area.right() - w + 1))
        y = int(_clamp(point.y(), area.top(), area.bottom() - h + 1))
        return QRect(x, y, w, h)

    def covered(rect: QRect) -> int:
        return sum(_area(rect.intersected(r)) for r in keep_clear)

    for point in beside:
        rect = inside(point)
        if covered(rect) == 0:
            return rect.topLeft()
    step = 32  # px: fine enough for a note ~360 px wide (1280×800: ~6 ms, once per change)
    best: tuple[int, int, QPoint] | None = None
    for y in range(area.top(), max(area.top(), area.bottom() - h + 1) + 1, step):
        for x in range(area.left(), max(area.left(), area.right() - w + 1) + 1, step):
            rect = inside(QPoint(x, y))
            far = abs(rect.center().x() - cx) + abs(rect.center().y() - cy)
            key = (covered(rect), far)
            if best is None or key < best[:2]:
                best = (*key, rect.topLeft())
    assert best is not None
    return best[2]


def _area(rect: QRect) -> int:
    return max(0, rect.width()) * max(0, rect.height()) if not rect.isEmpty() else 0


class TourOverlay(QWidget):
    """Owns the callout and the marks over ``page``; shows a tour's steps one at a time as they
    fire (``offer``), places them on every redraw (``place``)."""

    skipped = Signal(str)  # the region whose tour the player skipped
    holding = Signal(bool)  # a callout is open: the computers wait (True) or play on (False)
    coach_wanted = Signal()  # the shown step is a decision: the page asks the coach

    def __init__(
        self,
        page: QWidget,
        view: QGraphicsView,
        scene: TableScene,
        claim_bar: QWidget,
        zh: Callable[[], bool],
    ) -> None:
        super().__init__(page)
        self.hide()  # a holder only: the marks and the callout are the page's children
        self.page = page
        self.view = view
        self.scene = scene
        self.claim_bar = claim_bar
        self.zh = zh
        self.marks = TourMarks(page)
        self.callout = TourCallout(page)
        self.callout.next_button.clicked.connect(self.next)
        self.callout.skip_button.clicked.connect(self.skip)
        self.tour: Tour | None = None
        self.queue: list[TourStep] = []
        self.current: TourStep | None = None
        self.coach_line = ""
        self.target_rect: QRect | None = None
        self._placed: tuple[object, QPoint] = (None, QPoint())  # the last placement and its key
        self.retranslate()

    # -- the tour -------------------------------------------------------------------------------

    @property
    def active(self) -> bool:
        return self.tour is not None

    def start(self, tour: Tour) -> None:
        self.tour = tour
        self.queue = []
        self._show(None)

    def stop(self) -> None:
        """The hand is over (or the game stopped): nothing more to show."""
        self.tour = None
        self.queue = []
        self._show(None)

    def offer(self, steps: Sequence[TourStep]) -> None:
        """Steps that just fired; shown in turn (the first at once, if none is showing)."""
        self.queue.extend(steps)
        if self.current is None and self.queue:
            self._show(self.queue.pop(0))

    def next(self) -> None:
        self._show(self.queue.pop(0) if self.queue else None)

    def skip(self) -> None:
        if self.tour is None:
            return
        region = self.tour.region_id
        self.tour.skip()
        self.stop()
        self.skipped.emit(region)

    def set_coach(self, text: str) -> None:
        """The coach's reason for the question the shown step is about."""
        if self.current is None or not self.current.with_coach:
            return
        self.coach_line = text
        self.callout.coach.setText(text)
        self.callout.coach.setVisible(bool(text))
        self.place()

    def _show(self, step: TourStep | None) -> None:
        if (step is None) != (self.current is None):
            self.holding.emit(step is not None)
        self.current = step
        self.coach_line = ""
        self.callout.coach.clear()
        self.callout.coach.hide()
        if step is None:
            self.callout.hide()
            self.marks.hide()
            return
        self._set_texts()
        self.callout.show()
        self.callout.raise_()
        self.marks.show()
        self.marks.raise_()
        self.callout.raise_()
        self.place()
        if step.with_coach:
            self.coach_wanted.emit()

    def retranslate(self) -> None:
        self.callout.heading.setText(self.tr("Guided first hand"))
        self.callout.skip_button.setText(self.tr("Skip tour [Esc]"))
        self.callout.next_button.setText(self.tr("Next [N]"))
        if self.current is not None:
            self._set_texts()
            self.place()

    def _set_texts(self) -> None:
        step = self.current
        assert step is not None
        self.callout.text.setText(step.text(self.zh()))

    # -- where ----------------------------------------------------------------------------------

    def place(self) -> None:
        """Put the callout beside its target and the ring round it (after every redraw)."""
        if self.current is None:
            return
        page = self.page.rect()
        self.marks.setGeometry(page)
        target = self.target(self.current.pointer)
        self.target_rect = target
        width = min(CALLOUT_WIDTH, max(220, page.width() // 3))
        size = self.callout.size_for(width)
        area = page.adjusted(8, 8, -8, -8)
        avoid = [self._claim_bar_rect()] if self.claim_bar.isVisible() else []
        if self.current.pointer.target not in (Target.OWN_HAND, Target.OWN_TILE):
            # The player's hand stays in sight: it is what they play with while reading.
            hand = self.target(Pointer(Target.OWN_HAND))
            if hand is not None:
                avoid.append(hand)
        if target is None:  # the target left the table (a claimed discard): keep the words
            top_left = QPoint(area.right() - size.width(), area.top())
        else:
            # The same question gives the same answer: a redraw that moved nothing (most of
            # them) costs no search.
            key = (target.getRect(), size.toTuple(), area.getRect(), [r.getRect() for r in avoid])
            if key != self._placed[0]:
                self._placed = (key, place_callout(target, size, area, avoid))
            top_left = self._placed[1]
        self.callout.setGeometry(QRect(top_left, size))
        self.marks.ring = target.adjusted(-RING, -RING, RING, RING) if target else None
        self.marks.callout = self.callout.geometry()
        self.marks.update()

    def _claim_bar_rect(self) -> QRect:
        bar = self.claim_bar
        return QRect(bar.mapTo(self.page, QPoint(0, 0)), bar.size())

    def target(self, pointer: Pointer) -> QRect | None:
        """``pointer``'s place in the page's coordinates, None when it is not on the table."""
        which = pointer.target
        if which is Target.CLAIM_BAR:
            return self._claim_bar_rect() if self.claim_bar.isVisible() else None
        if which is Target.CENTRE:
            scene_rect = self.scene.decor.centre_box.sceneBoundingRect()
        else:
            found = [(k, i) for k, i in self.scene.tiles_where(_matcher(pointer)) if i.isVisible()]
            if which is Target.OWN_TILE:
                found = found[-1:]  # the rightmost copy
            if not found:
                return None
            scene_rect = QRectF()
            for _key, item in found:
                scene_rect = scene_rect.united(item.graphic.sceneBoundingRect())
            label = self.scene.decor.face_up_label
            if which is Target.FACE_UP and label.toPlainText():
                # The word over the tiles (尾牌, 翻宝 → 宝 …) is part of what the step explains.
                scene_rect = scene_rect.united(label.sceneBoundingRect())
        polygon = self.view.mapFromScene(scene_rect)
        rect = polygon.boundingRect()
        viewport = self.view.viewport()
        rect = QRect(viewport.mapTo(self.page, rect.topLeft()), rect.size())
        shown = QRect(viewport.mapTo(self.page, QPoint(0, 0)), viewport.size())
        return rect.intersected(shown) if rect.intersects(shown) else None


def _matcher(pointer: Pointer) -> Callable[[tuple[object, ...]], bool]:
    which = pointer.target
    seat = pointer.seat
    if which is Target.FACE_UP:
        return lambda key: key[0] == "face_up"
    if which is Target.OWN_TILE:
        return lambda key: key[0] == "own" and key[1] == pointer.kind
    if which is Target.OWN_HAND:
        return lambda key: key[0] == "own"
    name = {Target.DISCARD: "discard", Target.FLOWER: "flower", Target.MELD: "meld"}[which]
    # Slot keys: ("discard", seat, i), ("flower", seat, i), ("meld", seat, m, t).
    return lambda key: key[0] == name and key[1] == seat and key[2] == pointer.index
