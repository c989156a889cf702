"""One physical tile on the table: a plain pixmap item with optional overlays, reused across hands.

The picture is a stock ``QGraphicsPixmapItem``, not a Python subclass of it, on purpose: Qt calls
a subclass's virtual methods (paint, boundingRect …) through Python for every repaint, and each
call must take Python's lock, which the engine thread holds while computer players think. With
136 tiles that made the window stutter. Clicks and hovers are found by the scene instead
(``TableScene.tile_at``), so painting never runs Python code.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPixmapItem, QGraphicsRectItem

from mahjong_desktop.ui.table.geometry import FACE_HEIGHT, TILE_WIDTH, Placement
from mahjong_desktop.ui.table.sprites import Overlay, TileSprites

INDEX_KEY = 0  # QGraphicsItem.data key holding the tile's index in the scene's pool
# The keyboard's tile (←/→, or the coach's pick that Enter discards) is lifted out of the row by
# this share of its height and framed in yellow on black, so it is found at a glance, by its
# place as well as its colour, on the ivory face and on the felt alike.
FOCUS_LIFT = 0.2
FOCUS_FRAME = QColor("#ffd21f")
FOCUS_EDGE = QColor("#101010")


class TileItem:
    """``kind`` None shows the back. ``interactive``: the player's own concealed tiles on their
    turn, which react to the pointer."""

    def __init__(self, index: int) -> None:
        self.index = index  # which of the 136 items this is, for the scene's bookkeeping
        self.kind: int | None = None
        self.wild = False
        self.flower = False
        self.interactive = False
        self.placement: Placement | None = None  # None while hidden
        self._sprites: TileSprites | None = None
        self.graphic = QGraphicsPixmapItem()
        self.graphic.setData(INDEX_KEY, index)
        self.graphic.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.graphic.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        # Each tile is smoothly scaled once into a cached device pixmap, then only blitted: a
        # repaint of the table costs a fraction of scaling 136 pictures every time.
        self.graphic.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._overlay = QGraphicsPixmapItem(self.graphic)
        self._overlay.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self._selected = QGraphicsPixmapItem(self.graphic)
        self._selected.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self._selected.hide()
        # Stock rect items (no Python paint code, see above): a wide black pen under a narrower
        # yellow one gives a yellow frame with a dark edge on both sides.
        face = QRectF(0, 0, TILE_WIDTH, FACE_HEIGHT)
        self._focus_frame: list[QGraphicsRectItem] = []
        for colour, width in ((FOCUS_EDGE, 9.0), (FOCUS_FRAME, 5.0)):
            frame = QGraphicsRectItem(face, self.graphic)
            frame.setPen(QPen(colour, width))
            frame.setBrush(QBrush(Qt.BrushStyle.NoBrush))
            frame.hide()
            self._focus_frame.append(frame)
        self.focused = False
        self.graphic.hide()

    def show_tile(
        self, sprites: TileSprites, kind: int | None, *, wild: bool = False, flower: bool = False
    ) -> None:
        if (kind, wild, flower, sprites) == (self.kind, self.wild, self.flower, self._sprites):
            return  # unchanged: setting pixmaps again costs a redraw much time at instant speed
        self._sprites = sprites
        self.kind, self.wild, self.flower = kind, wild, flower
        self.graphic.setPixmap(sprites.back() if kind is None else sprites.face(kind))
        if kind is not None and (wild or flower):
            self._overlay.setPixmap(sprites.overlay(Overlay.WILD if wild else Overlay.FLOWER))
            self._overlay.show()
        else:
            self._overlay.hide()
        self._selected.setPixmap(sprites.overlay(Overlay.SELECTED))

    def refresh(self, sprites: TileSprites) -> None:
        """Take the pictures again (the art resolution changed)."""
        self._sprites = None
        self.show_tile(sprites, self.kind, wild=self.wild, flower=self.flower)

    def move_to(self, placement: Placement) -> None:
        """Put the tile on its slot and show it. The last placement is kept in Python, so
        unchanged values are not set again (each Qt call counts at instant speed)."""
        old = self.placement
        g = self.graphic
        if old is None or (old.x, old.y) != (placement.x, placement.y):
            g.setPos(placement.x, placement.y)
        if old is None or old.rotation != placement.rotation:
            g.setRotation(placement.rotation)
        if old is None or old.scale != placement.scale:
            g.setScale(placement.scale)
            if self.focused:  # a new tile size: the lift follows it
                self._lift()
        if old is None or old.z != placement.z:
            g.setZValue(placement.z)
        if old is None:
            g.show()
        self.placement = placement

    def conceal(self) -> None:
        """Take the tile off the table (hidden until a slot needs it again)."""
        if self.placement is not None:
            self.graphic.hide()
            self.placement = None

    def set_highlighted(self, on: bool) -> None:
        self._selected.setVisible(on)

    def set_focused(self, on: bool) -> None:
        """The keyboard's tile: lifted and framed (the hover highlight stays the pointer's)."""
        if on == self.focused:
            return
        self.focused = on
        for frame in self._focus_frame:
            frame.setVisible(on)
        # The item's own transform, so its position (set by moves and animations) stays as it
        # is. Qt applies it after the item's scale, in scene units: hence the scale here. Only
        # the player's own tiles, upright, take the keyboard, so "up" is up the screen.
        self._lift()

    def _lift(self) -> None:
        lift = -FOCUS_LIFT * FACE_HEIGHT * self.graphic.scale() if self.focused else 0.0
        self.graphic.setTransform(QTransform.fromTranslate(0.0, lift))

    @property
    def highlighted(self) -> bool:
        return self._selected.isVisible()

    def set_interactive(self, on: bool) -> None:
        if on == self.interactive:
            return
        self.interactive = on
        # No item cursor (QGraphicsItem.setCursor/unsetCursor) on purpose: Qt's unsetCursor on an
        # item under a pointer that has not moved since the view appeared reads the view's last
        # mouse event, which holds no point yet, and segfaults (seen on xcb, PySide6 6.11.3).
        # The scene tracks the pointer itself and the view sets its viewport's cursor.
        if not on:
            self.set_highlighted(False)
            self.set_focused(False)

    # -- the picture's geometry, for the scene and tests ------------------------------------------

    def item(self) -> QGraphicsItem:
        return self.graphic

    def pos(self) -> QPointF:
        return self.graphic.pos()

    def setPos(self, pos: QPointF) -> None:
        self.graphic.setPos(pos)

    def x(self) -> float:
        return self.graphic.x()

    def y(self) -> float:
        return self.graphic.y()

    def rotation(self) -> float:
        return self.graphic.rotation()

    def scale(self) -> float:
        return self.graphic.scale()

    def zValue(self) -> float:
        return self.graphic.zValue()

    def setZValue(self, z: float) -> None:
        self.graphic.setZValue(z)

    def isVisible(self) -> bool:
        return self.graphic.isVisible()

    def sceneBoundingRect(self) -> QRectF:
        return self.graphic.sceneBoundingRect()
