"""The view on the table: keeps the whole table in sight at any window size, tiles crisp."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QPainter, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QGraphicsView, QWidget

from mahjong_desktop.storage.settings import TileSet
from mahjong_desktop.ui.table.scene import TableScene
from mahjong_desktop.ui.table.sprites import Resolution, TileSprites, pick_resolution

# One notch of a mouse wheel (Qt's angle delta, in eighths of a degree); a touchpad sends less
# per event, and its deltas add up to a step.
WHEEL_NOTCH = 120


class TableView(QGraphicsView):
    # Ctrl+wheel over the table: +1 for bigger tiles, −1 for smaller; the window decides (it
    # keeps the size in the settings).
    zoom_step = Signal(int)

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setBackgroundBrush(scene.backgroundBrush())
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setOptimizationFlags(
            QGraphicsView.OptimizationFlag.DontSavePainterState
            | QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing
        )
        self.viewport().setMouseTracking(True)  # hover hints come from the scene's move events
        self.tile_set = scene.sprites.tile_set
        self._sprites: dict[tuple[TileSet, Resolution], TileSprites] = {
            (scene.sprites.tile_set, scene.sprites.resolution): scene.sprites
        }
        self._wheel = 0
        scene.pointing_changed.connect(self._show_pointing)
        # A new tile size grows the scene: the whole table is fitted to the window again.
        scene.sceneRectChanged.connect(self._scene_resized)

    def _scene_resized(self, _rect: QRectF) -> None:
        self.fit()

    def _show_pointing(self, on: bool) -> None:
        # The viewport's own cursor, a plain QWidget call: never an item cursor (TileItem).
        if on:
            self.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.viewport().unsetCursor()

    def leaveEvent(self, event: QEvent) -> None:
        self.table.pointer_left()
        super().leaveEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        if not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            super().wheelEvent(event)
            return
        event.accept()
        self._wheel += event.angleDelta().y()
        while abs(self._wheel) >= WHEEL_NOTCH:
            step = 1 if self._wheel > 0 else -1
            self._wheel -= step * WHEEL_NOTCH
            self.zoom_step.emit(step)

    def fit(self) -> None:
        self.fitInView(self.table.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self._use_sprites()

    def set_tile_set(self, tile_set: TileSet) -> None:
        """Draw the table with another tile set (Settings › Display)."""
        self.tile_set = tile_set
        self._use_sprites()

    def _use_sprites(self) -> None:
        scale = self.transform().m11()
        key = (self.tile_set, pick_resolution(self.devicePixelRatioF(), scale))
        current = self.table.sprites
        if key != (current.tile_set, current.resolution):
            sprites = self._sprites.get(key)
            if sprites is None:
                sprites = self._sprites[key] = TileSprites(key[1], key[0])
                sprites.preload()
            self.table.set_sprites(sprites)
