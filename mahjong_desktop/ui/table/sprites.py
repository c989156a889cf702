"""Tile pictures from ``resources/tiles``: loaded once per resolution, shared by every tile item.

There are two tile sets (Settings › Display): the classic art in ``tiles/1x`` and ``tiles/2x``,
and the high-contrast art in ``tiles/high_contrast/1x`` and ``…/2x`` (a black rank index and suit
mark in the corner; tools/make_tile_art.py draws both). The art comes at 1x (60×80 px) and 2x
(120×160 px). Scene coordinates always use the 1x size; a 2x
pixmap carries device pixel ratio 2 so Qt draws it at the same logical size with twice the detail,
which keeps tiles crisp on high-DPI screens and when the table is scaled up to a large window.
"""

from __future__ import annotations

from enum import Enum
from importlib import resources

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap

from mahjong_desktop.storage.settings import TileSet
from mahjong_desktop.tiles import NUM_KINDS, name, zh_name
from mahjong_desktop.ui.table.geometry import TILE_HEIGHT, TILE_WIDTH

_RESOURCES = "mahjong_desktop.resources"


class Resolution(Enum):
    X1 = 1
    X2 = 2

    @property
    def folder(self) -> str:
        return f"{self.value}x"


def pick_resolution(device_pixel_ratio: float, view_scale: float) -> Resolution:
    """2x art when a scene pixel covers more than one device pixel, else 1x (less memory)."""
    return Resolution.X2 if device_pixel_ratio * view_scale > 1.01 else Resolution.X1


class Overlay(Enum):
    WILD = "overlay_wild"  # 宝 / 财神
    FLOWER = "overlay_flower"  # 杠花
    SELECTED = "overlay_selected"


class TileSprites:
    """Pixmaps of one resolution, loaded on first use and cached."""

    def __init__(
        self, resolution: Resolution = Resolution.X1, tile_set: TileSet = TileSet.CLASSIC
    ) -> None:
        self.resolution = resolution
        self.tile_set = tile_set
        self._cache: dict[str, QPixmap] = {}

    def preload(self) -> None:
        """Load every picture now (at start-up), not in the middle of the first hand's redraw."""
        for kind in range(NUM_KINDS):
            self.face(kind)
        self.back()
        for overlay in Overlay:
            self.overlay(overlay)

    def face(self, kind: int) -> QPixmap:
        if not 0 <= kind < NUM_KINDS:
            raise ValueError(f"not a tile kind: {kind}")
        return self._get(name(kind), label=zh_name(kind))

    def back(self) -> QPixmap:
        return self._get("back", label="")

    def overlay(self, overlay: Overlay) -> QPixmap:
        return self._get(overlay.value, label=None)

    def _get(self, stem: str, label: str | None) -> QPixmap:
        pixmap = self._cache.get(stem)
        if pixmap is None:
            pixmap = self._load(stem)
            if pixmap is None:
                pixmap = self._drawn(label)
            pixmap.setDevicePixelRatio(self.resolution.value)
            self._cache[stem] = pixmap
        return pixmap

    def _load(self, stem: str) -> QPixmap | None:
        folder = resources.files(_RESOURCES).joinpath("tiles")
        if self.tile_set is not TileSet.CLASSIC:
            folder = folder.joinpath(self.tile_set.value)
        entry = folder.joinpath(self.resolution.folder, f"{stem}.png")
        if not entry.is_file():
            return None
        pixmap = QPixmap()
        if not pixmap.loadFromData(entry.read_bytes(), "PNG"):
            return None
        return pixmap

    def _drawn(self, label: str | None) -> QPixmap:
        """A plain tile with its name, used when a picture is missing so the game stays playable.

        ``label=None`` (an overlay) gives a transparent pixmap: no overlay rather than a wrong one.
        """
        scale = self.resolution.value
        pixmap = QPixmap(TILE_WIDTH * scale, TILE_HEIGHT * scale)
        pixmap.fill(Qt.GlobalColor.transparent)
        if label is None:
            return pixmap
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(1, 1, pixmap.width() - 2, pixmap.height() - 2)
        painter.setPen(QPen(QColor("#555"), scale))
        painter.setBrush(QColor("#f5f0e1") if label else QColor("#2e7d5b"))
        painter.drawRoundedRect(rect, 6 * scale, 6 * scale)
        if label:
            font = QFont()
            font.setPixelSize(18 * scale)
            painter.setFont(font)
            painter.setPen(QColor("#222"))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)
        painter.end()
        return pixmap
