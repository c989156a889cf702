"""One physical tile on the table: a pixmap item with optional overlays, reused across hands."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QGraphicsPixmapItem,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
)

from mahjong_desktop.ui.sprites import Overlay, TileSprites
from mahjong_desktop.ui.table_geometry import Placement


class TileItem(QGraphicsPixmapItem):
    """``kind`` None shows the back. Clicks and hovers go to callbacks the scene sets, only while
    the item is ``interactive`` (the player's own concealed tiles on their turn)."""

    def __init__(self, index: int) -> None:
        super().__init__()
        self.index = index  # which of the 136 items this is, for the scene's bookkeeping
        self.kind: int | None = None
        self.wild = False
        self.flower = False
        self.interactive = False
        self.on_click: Callable[[TileItem], None] | None = None
        self.on_hover: Callable[[TileItem, bool], None] | None = None
        self.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        self._overlay = QGraphicsPixmapItem(self)
        self._overlay.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self._selected = QGraphicsPixmapItem(self)
        self._selected.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self._selected.hide()

    def show_tile(
        self, sprites: TileSprites, kind: int | None, *, wild: bool = False, flower: bool = False
    ) -> None:
        self.kind, self.wild, self.flower = kind, wild, flower
        self.setPixmap(sprites.back() if kind is None else sprites.face(kind))
        if kind is not None and (wild or flower):
            self._overlay.setPixmap(sprites.overlay(Overlay.WILD if wild else Overlay.FLOWER))
            self._overlay.show()
        else:
            self._overlay.hide()
        self._selected.setPixmap(sprites.overlay(Overlay.SELECTED))

    def refresh(self, sprites: TileSprites) -> None:
        """Take the pictures again (the art resolution changed)."""
        self.show_tile(sprites, self.kind, wild=self.wild, flower=self.flower)

    def move_to(self, placement: Placement) -> None:
        self.setPos(placement.x, placement.y)
        self.setRotation(placement.rotation)
        self.setScale(placement.scale)
        self.setZValue(placement.z)

    def set_highlighted(self, on: bool) -> None:
        self._selected.setVisible(on)

    @property
    def highlighted(self) -> bool:
        return self._selected.isVisible()

    def set_interactive(self, on: bool) -> None:
        if on == self.interactive:
            return
        self.interactive = on
        self.setAcceptHoverEvents(on)
        # unsetCursor rather than setCursor(QCursor(Arrow)): setting a fresh QCursor on many
        # items corrupted reference counts in PySide6 6.12 (a crash at interpreter exit).
        if on:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.unsetCursor()
            self.set_highlighted(False)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self.interactive and self.on_hover is not None:
            self.on_hover(self, True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self.interactive and self.on_hover is not None:
            self.on_hover(self, False)
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.interactive and event.button() == Qt.MouseButton.LeftButton:
            if self.on_click is not None:
                self.on_click(self)
            event.accept()
            return
        super().mousePressEvent(event)
