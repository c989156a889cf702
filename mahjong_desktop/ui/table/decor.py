"""Everything on the table that is not a tile: the square table, the centre box with the round and
the face-up tiles' label, the wind marks that show whose turn it is, the four name plates, and the
markers for the latest discard and the wall's break.

``update`` is called on every redraw; texts are set only when they changed, because laying out
rich text is the costliest part of a redraw and the window must stay responsive at instant speed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from html import escape

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import (
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
)

from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.tiles import EAST, zh_name
from mahjong_desktop.ui.table import geometry as geo
from mahjong_desktop.ui.table.chosen_rules import ChosenRules
from mahjong_desktop.ui.table.geometry import TILE_HEIGHT, TILE_WIDTH
from mahjong_desktop.ui.table.words import TableWords

WIND_CHARS = "东南西北"
TEXT = QColor("#f4f1e6")
GOLD = QColor("#ffcc33")
TABLE_FELT = QColor("#1d6b42")
ROOM = QColor("#173b2a")
_INNER = 2 * geo.CENTRE_HALF - 60  # width between the side wind marks


@dataclass(frozen=True, slots=True)
class SeatPlate:
    """What a name plate says; compared between redraws so unchanged plates are left alone."""

    name: str
    wind: str
    dealer: bool
    ready: bool
    turn: bool
    score: int


class TableDecor:
    def __init__(self, scene: QGraphicsScene) -> None:
        self.zoom = geo.ZOOM_MIN
        self.table = scene.addRect(
            self._table_rect(), QPen(QColor("#6b4a2b"), 10), QBrush(TABLE_FELT)
        )
        self.table.setZValue(-10)
        c = geo.CENTRE_HALF
        box = QRectF(geo.CENTER_X - c, geo.CENTER_Y - c, 2 * c, 2 * c)
        self.centre_box = scene.addRect(box, QPen(QColor(255, 255, 255, 70), 1.5))
        self.centre_box.setBrush(QBrush(QColor(0, 0, 0, 70)))
        self.centre_box.setZValue(-5)
        # Texts stay between the wind marks on the box's sides.
        self.centre_text = self._text(scene, 14, z=1)
        self.centre_text.setTextWidth(_INNER)
        self.face_up_label = self._text(scene, 13, z=1)
        self.face_up_label.setTextWidth(_INNER)
        # The four winds round the centre box, each facing its seat; the one to move is gold.
        self.wind_marks: list[QGraphicsSimpleTextItem] = []
        for _ in range(4):
            mark = QGraphicsSimpleTextItem()
            font = QFont()
            font.setPixelSize(22)
            font.setBold(True)
            mark.setFont(font)
            mark.setBrush(QBrush(TEXT))
            mark.setZValue(1)
            scene.addItem(mark)
            self.wind_marks.append(mark)
        self.plates: list[QGraphicsTextItem] = [self._text(scene, 15, z=50) for _ in range(4)]
        self.plate_boxes: list[QGraphicsRectItem] = []
        for _ in range(4):
            frame = scene.addRect(QRectF(), QPen(QColor(255, 255, 255, 60), 1), QBrush(ROOM))
            frame.setZValue(49)
            self.plate_boxes.append(frame)
        self.latest_marker = scene.addRect(QRectF(0, 0, TILE_WIDTH, TILE_HEIGHT), QPen(GOLD, 5))
        self.latest_marker.setZValue(40)
        self.latest_marker.hide()
        self.break_marker = QGraphicsSimpleTextItem("▲")
        self.break_marker.setBrush(QBrush(GOLD))
        self.break_marker.setZValue(45)
        self.break_marker.hide()
        scene.addItem(self.break_marker)
        self.chosen_rules = ChosenRules(scene)
        self._plates: list[SeatPlate | None] = [None] * 4
        self._centre: tuple[object, ...] | None = None
        self._marks: tuple[int, int, int] | None = None

    def _table_rect(self) -> QRectF:
        half = geo.bands(self.zoom).table_half
        return QRectF(geo.CENTER_X - half, geo.CENTER_Y - half, 2 * half, 2 * half)

    def set_zoom(self, zoom: float) -> None:
        """The player's tile size changed: the table's edge and the plates beside it move out."""
        self.zoom = zoom
        self.table.setRect(self._table_rect())
        self._plates = [None] * 4  # placed again at the next update

    @staticmethod
    def _text(scene: QGraphicsScene, pixels: int, z: float) -> QGraphicsTextItem:
        item = QGraphicsTextItem()
        item.setDefaultTextColor(TEXT)
        font = QFont()
        font.setPixelSize(pixels)
        item.setFont(font)
        item.setZValue(z)
        scene.addItem(item)
        return item

    def forget(self) -> None:
        """Set every text again on the next update (the language changed)."""
        self._plates = [None] * 4
        self._centre = None
        self._marks = None
        self.chosen_rules.forget()

    # -- per redraw -----------------------------------------------------------------------------

    def update(
        self,
        view: PlayerView,
        names: Callable[[int], str],
        words: TableWords,
        stake: int,
    ) -> None:
        self._update_centre(view, words)
        self._update_marks(view)
        for info in view.seats:
            rel = (info.seat - view.seat) % 4
            plate = SeatPlate(
                name=names(rel),
                wind=WIND_CHARS[info.wind - EAST],
                dealer=info.seat == view.dealer,
                ready=info.declared_ready,
                turn=info.seat == view.turn and view.phase in (Phase.TURN, Phase.PRE_PLAY),
                score=info.score * stake,
            )
            if plate != self._plates[rel]:
                self._plates[rel] = plate
                self._show_plate(rel, plate)

    def _update_centre(self, view: PlayerView, words: TableWords) -> None:
        key = (
            view.round_wind,
            view.hand_number,
            view.wall_live,
            view.wild,
            len(view.face_up),
            view.variant,
            words,
            QCoreApplication.translate("TableScene", "Hand %1"),
        )
        if key == self._centre:
            return
        self._centre = key
        # Three lines at most (region, round · hand, tiles left): a fourth would run into the
        # face-up tiles' label in the box's lower half.
        lines = [
            QCoreApplication.translate("TableScene", "%1 round").replace(
                "%1", WIND_CHARS[view.round_wind - EAST]
            )
            + " · "
            + QCoreApplication.translate("TableScene", "Hand %1").replace(
                "%1", str(view.hand_number + 1)
            ),
            QCoreApplication.translate("TableScene", "%1 tiles left").replace(
                "%1", str(view.wall_live)
            ),
        ]
        # The region's name is the first line, in gold.
        region = (
            f"<span style='color:#ffcc33'><b>{escape(words.region)}</b></span><br>"
            if words.region
            else ""
        )
        self.centre_text.setHtml(
            "<div align='center'>" + region + "<br>".join(escape(line) for line in lines) + "</div>"
        )
        self.centre_text.setPos(geo.CENTER_X - _INNER / 2, geo.CENTER_Y - 74)
        self.centre_box.setToolTip(words.rules_for(view.variant))
        self.chosen_rules.show_lines(words.chosen(view.variant) if words.chosen else [])
        label = words.face_up if view.face_up else ""
        if view.wild is not None and view.wild not in view.face_up:
            # The indicator is not the wild itself (上饶 宝): say which kind is wild.
            label += f" → {words.wild} {zh_name(view.wild)}"
        self.face_up_label.setHtml(
            f"<div align='center' style='color:#ffcc33'><b>{escape(label.strip())}</b></div>"
        )
        # Bottom-anchored just above the face-up tiles, so a longer label grows upwards, not
        # over them.
        height = self.face_up_label.boundingRect().height()
        tiles_top = geo.face_up(0, 1).y
        self.face_up_label.setPos(geo.CENTER_X - _INNER / 2, tiles_top - height + 2)

    def _update_marks(self, view: PlayerView) -> None:
        key = (view.seat, view.turn, view.seats[view.seat].wind)
        if key == self._marks:
            return
        self._marks = key
        d = geo.CENTRE_HALF - 16
        for info in view.seats:
            rel = (info.seat - view.seat) % 4
            mark = self.wind_marks[rel]
            mark.setText(WIND_CHARS[info.wind - EAST])
            mark.setBrush(QBrush(GOLD if info.seat == view.turn else QColor(255, 255, 255, 110)))
            rect = mark.boundingRect()
            # Centre the mark on its point, then turn it to face its seat, as on a real table.
            mark.setTransformOriginPoint(rect.center())
            mark.setRotation(geo.seat_angle(rel))
            x, y = geo.turn(0.0, d, rel)
            mark.setPos(geo.CENTER_X + x - rect.width() / 2, geo.CENTER_Y + y - rect.height() / 2)

    def _show_plate(self, rel: int, plate: SeatPlate) -> None:
        label = self.plates[rel]
        colour = "#ffcc33" if plate.turn else "#f4f1e6"
        head = [f"<span style='font-size:26px; color:{colour}'><b>{plate.wind}</b></span>"]
        head.append(f"<b>{escape(plate.name)}</b>")
        badges = []
        if plate.dealer:
            dealer = escape(QCoreApplication.translate("TableScene", "庄 dealer"))
            badges.append(
                f"<span style='background:#c0392b; color:white'>&nbsp;{dealer}&nbsp;</span>"
            )
        if plate.ready:
            ready = escape(QCoreApplication.translate("TableScene", "报听 ready"))
            badges.append(f"<span style='color:#ff8a80'>{ready}</span>")
        score = f"<span style='font-size:20px; color:{colour}'>{plate.score:+d}</span>"
        html = " ".join(head) + "<br>" + score
        if badges:
            html += " " + " ".join(badges)
        label.setHtml(html)
        label.adjustSize()
        rect = label.boundingRect()
        x, y, side = geo.label_anchor(rel, self.zoom)
        left = x if side == "left" else x - rect.width()
        label.setPos(left, y - rect.height() / 2)
        frame = self.plate_boxes[rel]
        frame.setRect(
            QRectF(left - 4, y - rect.height() / 2 - 2, rect.width() + 8, rect.height() + 4)
        )
        frame.setPen(QPen(QColor(GOLD) if plate.turn else QColor(255, 255, 255, 60), 2))

    # -- markers --------------------------------------------------------------------------------

    def mark_latest(self, x: float, y: float, rotation: float, scale: float) -> None:
        self.latest_marker.setPos(x, y)
        self.latest_marker.setRotation(rotation)
        self.latest_marker.setScale(scale)
        self.latest_marker.show()

    def mark_break(self, rel: int, stack: int) -> None:
        place = geo.place(rel, *geo.break_point(stack, self.zoom), 1.0)
        self.break_marker.setPos(place.x, place.y)
        self.break_marker.setRotation(place.rotation)
        self.break_marker.show()
