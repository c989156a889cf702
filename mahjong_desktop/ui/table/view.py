"""The view on the table: keeps the whole table in sight at any window size, tiles crisp."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import QGraphicsView, QWidget

from mahjong_desktop.ui.table.scene import TableScene
from mahjong_desktop.ui.table.sprites import Resolution, TileSprites, pick_resolution


class TableView(QGraphicsView):
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
        self._sprites: dict[Resolution, TileSprites] = {scene.sprites.resolution: scene.sprites}
        scene.pointing_changed.connect(self._show_pointing)

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

    def fit(self) -> None:
        self.fitInView(self.table.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        scale = self.transform().m11()
        wanted = pick_resolution(self.devicePixelRatioF(), scale)
        if wanted is not self.table.sprites.resolution:
            sprites = self._sprites.get(wanted)
            if sprites is None:
                sprites = self._sprites[wanted] = TileSprites(wanted)
                sprites.preload()
            self.table.set_sprites(sprites)
