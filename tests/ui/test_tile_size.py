"""Issue 31: tiles a player can read. A discard's face is measured in device pixels on the real
window (menus, toolbar, claim row and hint line taking their share) at the smallest window the
game allows and at 1280×800; the tile size (Settings › Display, Ctrl+= / Ctrl+- / Ctrl+0,
Ctrl+wheel over the table) makes the hand, the melds and the rivers bigger together, keeps the
whole table in the window, and is kept in the settings file for the next start."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from mahjong_desktop.storage.settings import TILE_SIZE_RANGE, Settings
from mahjong_desktop.storage.settings_store import SettingsStore
from mahjong_desktop.ui.shell.app import build
from mahjong_desktop.ui.shell.main_window import MainWindow
from mahjong_desktop.ui.shell.window_placement import LEGIBLE
from mahjong_desktop.ui.table import geometry as geo
from mahjong_desktop.ui.table.tile_item import TileItem
from tests.helpers.app_windows import app_on
from tests.helpers.seeded_hands import played

SMALLEST = (LEGIBLE.width(), LEGIBLE.height())  # 1024×640, the smallest window allowed
USUAL = (1280, 800)
WAIT = 60_000  # ms; a safety net, not a speed requirement


def table_window(qtbot: QtBot, tmp_path: Path, size: tuple[int, int], tile_size: int) -> MainWindow:
    window = app_on(qtbot, tmp_path, Settings(tile_size=tile_size)).window
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window, timeout=WAIT)
    window.stack.setCurrentWidget(window.table_page)
    game = played("lincang", 3, moves=80)  # every river has two or three rows
    scene = window.table_page.scene
    scene.wall.note(game.events)
    scene.show_view(game.view(0))
    qtbot.waitUntil(lambda: window.size().toTuple() == size, timeout=WAIT)
    window.table_page.view.fit()
    return window


def on_screen(window: MainWindow, item: TileItem) -> QRectF:
    """The tile's rectangle in the view's device-independent pixels."""
    return window.table_page.view.transform().mapRect(item.sceneBoundingRect())


def discard_faces(window: MainWindow) -> list[float]:
    """The readable face of every discard, in device pixels: the tile's depth on screen (its
    height for the players above and below, its width for those at the sides) down to where its
    face ends, or, for a row with a row lying over it, down to where that row starts."""
    view = window.table_page.view
    scene = window.table_page.scene
    keys = set(scene._by_key)
    faces = []
    for key, item in scene._by_key.items():
        if key[0] != "discard":
            continue
        rect = on_screen(window, item)
        depth = rect.height() if round(item.rotation()) % 180 == 0 else rect.width()
        face = depth * geo.FACE_HEIGHT / geo.TILE_HEIGHT
        _, seat, index = key
        if ("discard", seat, int(str(index)) + geo.DISCARDS_PER_ROW) in keys:
            face = min(face, depth * geo.RIVER_ROW_STEP)
        faces.append(face * view.devicePixelRatioF())
    return faces


def own_hand_face(window: MainWindow) -> float:
    item = window.table_page.scene.own_items()[0]
    height = on_screen(window, item).height() * window.table_page.view.devicePixelRatioF()
    return height * geo.FACE_HEIGHT / geo.TILE_HEIGHT


def test_a_discard_face_is_at_least_28_px_tall_at_the_default_size_on_1280x800(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = table_window(qtbot, tmp_path, USUAL, Settings().tile_size)
    faces = discard_faces(window)
    assert len(faces) > 30  # a busy table: rows over rows in every river
    assert min(faces) >= 28.0, sorted(faces)[:3]


@pytest.mark.parametrize("size", [SMALLEST, USUAL])
def test_a_bigger_tile_size_makes_discards_and_the_hand_bigger_and_keeps_the_table_in_view(
    qtbot: QtBot, tmp_path: Path, size: tuple[int, int]
) -> None:
    low, high = TILE_SIZE_RANGE
    small = table_window(qtbot, tmp_path / "small", size, low)
    big = table_window(qtbot, tmp_path / "big", size, high)
    assert min(discard_faces(big)) > 1.15 * min(discard_faces(small))
    assert own_hand_face(big) > 1.15 * own_hand_face(small)
    viewport = QRectF(big.table_page.view.viewport().rect())
    view = big.table_page.view
    for item in big.table_page.scene.tile_items:
        if item.isVisible():
            rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect().toRectF()
            assert viewport.contains(rect), (item.index, rect, viewport)


def test_keys_and_the_wheel_change_the_tile_size_and_the_next_start_keeps_it(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = table_window(qtbot, tmp_path, USUAL, 100)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=WAIT)
    page = window.table_page
    ctrl = Qt.KeyboardModifier.ControlModifier
    before = own_hand_face(window)
    qtbot.keyClick(page, Qt.Key.Key_Equal, ctrl)
    assert window.settings.tile_size == 110 and page.scene.zoom == pytest.approx(1.1)
    assert own_hand_face(window) > before
    qtbot.keyClick(page, Qt.Key.Key_Plus, ctrl)  # the keypad's +, or a keyboard's own + key
    assert window.settings.tile_size == 120
    qtbot.keyClick(page, Qt.Key.Key_Minus, ctrl)
    assert window.settings.tile_size == 110

    def wheel(notches: int) -> None:
        viewport = page.view.viewport()
        centre = QPointF(viewport.rect().center())
        event = QWheelEvent(
            centre,
            QPointF(viewport.mapToGlobal(centre.toPoint())),
            QPoint(),
            QPoint(0, 120 * notches),
            Qt.MouseButton.NoButton,
            ctrl,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(viewport, event)

    wheel(3)
    assert window.settings.tile_size == 140
    wheel(5)  # past the largest size: it stays there
    assert window.settings.tile_size == TILE_SIZE_RANGE[1]
    qtbot.keyClick(page, Qt.Key.Key_0, ctrl)
    assert window.settings.tile_size == Settings().tile_size
    wheel(2)
    assert window.settings.tile_size == 120

    # The next start reads the size from the settings file and lays the table out with it.
    store = SettingsStore(tmp_path / "settings.json")
    assert store.load().settings.tile_size == 120
    again = build(["test"], store, window.catalog, cjk_font_available=True).window
    qtbot.addWidget(again)
    assert again.table_page.scene.zoom == pytest.approx(1.2)
