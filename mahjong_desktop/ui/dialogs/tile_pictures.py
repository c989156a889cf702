"""Tile pictures outside the table: in rich-text dialogs (result, review, session end) and on
buttons (the hand calculator), with the table's 宝/财神 gold marking on the wild kind.

A ``QTextDocument`` scales an ``<img>`` to its ``width``/``height`` without smoothing, which turns
the fine strokes of 萬 into noise at 30 px. So each document gets its pictures already scaled
(smoothly) to the exact size it shows them at, times the screen's pixel ratio: drawing them is then
a plain copy of pixels, crisp at any size and on high-DPI screens.
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

from PySide6.QtCore import QRectF, QSize, Qt, QUrl
from PySide6.QtGui import QImage, QPainter, QPixmap, QTextDocument

from mahjong_desktop.storage.settings import TileSet
from mahjong_desktop.tiles import NUM_KINDS, zh_name
from mahjong_desktop.ui.table.sprites import Overlay, Resolution, TileSprites

# The size a tile is shown at in the dialogs' text (logical pixels, the art's 3:4).
TILE_SIZE = QSize(30, 40)


def face_with_overlay(sprites: TileSprites, kind: int, wild: bool) -> QPixmap:
    """The face of ``kind``; with ``wild``, the gold frame and star the table draws on a wild."""
    face = sprites.face(kind)
    if not wild:
        return face
    out = QPixmap(face.size())
    out.setDevicePixelRatio(face.devicePixelRatio())
    out.fill(Qt.GlobalColor.transparent)
    painter = QPainter(out)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    # Logical coordinates: both pictures carry the same device pixel ratio.
    area = QRectF(
        0, 0, face.width() / face.devicePixelRatio(), face.height() / face.devicePixelRatio()
    )
    painter.drawPixmap(area, face, QRectF(face.rect()))
    overlay = sprites.overlay(Overlay.WILD)
    painter.drawPixmap(area, overlay, QRectF(overlay.rect()))
    painter.end()
    return out


def tile_url(kind: int, wild: bool = False) -> str:
    return f"{'wild' if wild else 'tile'}:{kind}"


def tiles_html(kinds: Iterable[int], wild: int | None = None, size: QSize = TILE_SIZE) -> str:
    """Tile pictures (resources added by ``add_tile_pictures``); the wild kind with its marking.
    The Chinese name is the alt text, so the list still reads when copied as text."""
    out = []
    for k in kinds:
        marked = k == wild
        alt = zh_name(k) + ("(宝)" if marked else "")
        out.append(
            f"<img src='{tile_url(k, marked)}' width='{size.width()}' "
            f"height='{size.height()}' alt='{escape(alt)}'>"
        )
    return "".join(out)


def add_tile_pictures(
    document: QTextDocument,
    size: QSize = TILE_SIZE,
    pixel_ratio: float = 1.0,
    tile_set: TileSet = TileSet.CLASSIC,
) -> None:
    """Every ``tile:<kind>`` and ``wild:<kind>`` picture ``tiles_html`` may refer to, scaled to
    ``size`` logical pixels at ``pixel_ratio`` device pixels each, in the player's ``tile_set``
    (a player who needs the high-contrast tiles at the table needs them on the score too)."""
    sprites = TileSprites(Resolution.X2, tile_set)
    ratio = max(1.0, pixel_ratio)
    device = QSize(round(size.width() * ratio), round(size.height() * ratio))
    for kind in range(NUM_KINDS):
        for wild in (False, True):
            image: QImage = (
                face_with_overlay(sprites, kind, wild)
                .toImage()
                .scaled(
                    device,
                    Qt.AspectRatioMode.IgnoreAspectRatio,
                    Qt.TransformationMode.SmoothTransformation,
                )
            )
            image.setDevicePixelRatio(ratio)
            document.addResource(
                QTextDocument.ResourceType.ImageResource, QUrl(tile_url(kind, wild)), image
            )
