"""The table scene, driven by the engine's real PlayerView."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from pytestqt.qtbot import QtBot

from mahjong_desktop.engine.actions import Discard
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.session import Session
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.ui.table import geometry as geo
from mahjong_desktop.ui.table.scene import TableScene
from mahjong_desktop.ui.table.slots import slots_for
from mahjong_desktop.ui.table.sprites import Resolution, TileSprites
from mahjong_desktop.ui.table.tile_item import TileItem
from mahjong_desktop.ui.table.view import TableView


@pytest.fixture
def game() -> Game:
    return Session(load_region("lincang"), 7, hands=2).start_hand()


@pytest.fixture
def scene(qtbot: QtBot) -> TableScene:
    return TableScene(TileSprites(Resolution.X1), lambda rel: f"seat {rel}")


def shown(scene: TableScene, game: Game, seat: int) -> None:
    scene.wall.note(game.events)
    scene.show_view(game.view(seat))


def visible(scene: TableScene) -> list[TileItem]:
    return [item for item in scene.tile_items if item.isVisible()]


def test_every_one_of_the_136_tiles_is_on_the_table_once(scene: TableScene, game: Game) -> None:
    shown(scene, game, game.dealer)
    assert len(scene.tile_items) == 136
    assert len(visible(scene)) == 136
    faces = [i.kind for i in visible(scene) if i.kind is not None]
    view = game.view(game.dealer)
    # Face up: the own hand and the two tail tiles; everything else shows its back.
    assert sorted(faces) == sorted([*view.concealed, *view.face_up])


def test_the_wall_shows_exactly_the_live_tiles(scene: TableScene, game: Game) -> None:
    shown(scene, game, 0)
    walls = [s for s in slots_for(game.view(0), scene.wall) if s.key[0] == "wall"]
    assert len(walls) == game.view(0).wall_live


def test_own_hand_is_face_up_with_the_drawn_tile_set_apart(scene: TableScene, game: Game) -> None:
    seat = game.dealer
    shown(scene, game, seat)
    view = game.view(seat)
    own = scene.own_items()
    assert [i.kind for i in own][:-1] == sorted(
        k for i, k in enumerate(view.concealed) if i != view.concealed.index(view.drawn)
    )
    assert own[-1].kind == view.drawn
    gap = own[-1].x() - own[-2].x()
    step = own[-2].x() - own[-3].x()
    assert gap > step


def test_other_players_tiles_stay_hidden(scene: TableScene, game: Game) -> None:
    shown(scene, game, 0)
    slots = slots_for(game.view(0), scene.wall)
    assert all(s.kind is None for s in slots if s.key[0] == "hand")


def test_items_are_reused_and_a_discard_moves_its_own_tile(scene: TableScene, game: Game) -> None:
    seat = game.dealer
    shown(scene, game, seat)
    pool = list(scene.tile_items)
    view = game.view(seat)
    tile = view.drawn
    assert tile is not None
    drawn_item = scene.own_items()[-1]
    game.apply(Discard(seat, tile))
    shown(scene, game, seat)
    assert scene.tile_items == pool
    discard_key = ("discard", seat, 0)
    assert scene._by_key[discard_key] is drawn_item
    assert drawn_item.kind == tile


def test_clicking_a_selectable_tile_offers_its_kind(
    qtbot: QtBot, scene: TableScene, game: Game
) -> None:
    seat = game.dealer
    shown(scene, game, seat)
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1000, 740)
    view.show()
    qtbot.waitExposed(view, timeout=60_000)  # a safety net, not a speed requirement
    view.fit()
    target = scene.own_items()[0]
    assert target.kind is not None  # the player's own tiles lie face up
    scene.set_selectable({target.kind})
    point = view.mapFromScene(target.sceneBoundingRect().center())
    with qtbot.waitSignal(scene.tile_clicked) as blocker:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert blocker.args == [target.kind]
    other = next(i for i in scene.own_items() if i.kind != target.kind)
    assert not other.interactive


def test_keyboard_moves_over_the_selectable_tiles(scene: TableScene, game: Game) -> None:
    seat = game.dealer
    shown(scene, game, seat)
    kinds: list[int] = []
    for item in scene.own_items():
        assert item.kind is not None  # the player's own tiles lie face up
        kinds.append(item.kind)
    scene.set_selectable(set(kinds))
    assert scene.move_keyboard_selection(1) == kinds[-1]
    assert scene.move_keyboard_selection(-1) == kinds[-2]
    assert scene.keyboard_choice() == kinds[-2]
    assert sum(i.focused for i in scene.own_items()) == 1


def yellow_pixels(image: QImage, rect: QRect) -> int:
    """Pixels of the focus frame's yellow (strong red and green, little blue) inside ``rect``."""
    count = 0
    for y in range(max(0, rect.top()), min(image.height(), rect.bottom() + 1)):
        for x in range(max(0, rect.left()), min(image.width(), rect.right() + 1)):
            c = image.pixelColor(x, y)
            if c.red() > 200 and c.green() > 170 and c.blue() < 90:
                count += 1
    return count


def test_the_keyboards_tile_is_lifted_and_framed(
    qtbot: QtBot, scene: TableScene, game: Game
) -> None:
    """←/→ puts a thick yellow-on-black frame round the tile and lifts it out of the row, so
    the picked tile is found by its place as well as its colour."""
    seat = game.dealer
    shown(scene, game, seat)
    scene.set_selectable({i.kind for i in scene.own_items() if i.kind is not None})
    before = {i.index: i.sceneBoundingRect() for i in scene.own_items()}
    scene.move_keyboard_selection(-1)  # the leftmost tile
    items = scene.own_items()
    picked, rest = items[0], items[1:]
    assert picked.focused and not any(i.focused for i in rest)
    rise = before[picked.index].top() - picked.sceneBoundingRect().top()
    assert rise > 0.15 * picked.sceneBoundingRect().height()
    assert all(i.sceneBoundingRect() == before[i.index] for i in rest)

    image = QImage(int(geo.SCENE_WIDTH), int(geo.SCENE_HEIGHT), QImage.Format.Format_RGB32)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), scene.sceneRect())
    painter.end()
    framed = yellow_pixels(image, picked.sceneBoundingRect().toAlignedRect())
    # The frame runs round the whole face: at least its two long sides, 3 px wide, in yellow.
    assert framed > 2 * 3 * picked.sceneBoundingRect().height() * 0.8
    for other in rest:
        assert yellow_pixels(image, other.sceneBoundingRect().toAlignedRect()) < framed / 10

    scene.move_keyboard_selection(1)  # the frame follows the keys and the first tile sinks back
    assert not picked.focused and items[1].focused
    assert picked.sceneBoundingRect() == before[picked.index]


def test_wild_tiles_get_the_overlay(scene: TableScene, game: Game) -> None:
    view = game.view(0)
    wild = view.concealed[0]
    scene.wall.note(game.events)
    scene.show_view(replace(view, wild=wild))
    marked = [i for i in scene.own_items() if i.wild]
    assert marked and all(i.kind == wild for i in marked)
    assert all(i._overlay.isVisible() for i in marked)


def test_the_table_scales_with_the_window(qtbot: QtBot, scene: TableScene, game: Game) -> None:
    shown(scene, game, 0)
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(750, 550)
    view.show()
    view.fit()
    small = view.transform().m11()
    view.resize(1500, 1100)
    view.fit()
    assert view.transform().m11() > small * 1.5
    assert scene.sprites.resolution is Resolution.X1
    view.resize(2100, 1540)
    view.fit()
    # Enlarged past the art's 1x size, the sharper 2x pictures are used.
    assert scene.sprites.resolution is Resolution.X2


def test_moves_are_animated_and_end_on_their_slot(scene: TableScene, game: Game) -> None:
    seat = game.dealer
    shown(scene, game, seat)
    item = scene.own_items()[-1]
    start = item.pos()
    tile = item.kind
    assert tile is not None
    scene.wall.note(game.apply(Discard(seat, tile)))
    scene.show_view(game.view(seat), animate_ms=400)
    assert scene.animating
    assert item.pos() == start  # the tile starts from where it was
    target = scene._slots[("discard", seat, 0)].placement
    scene.finish_animation()
    assert not scene.animating
    assert (item.x(), item.y()) == pytest.approx((target.x, target.y))


def test_instant_speed_places_tiles_without_animation(scene: TableScene, game: Game) -> None:
    seat = game.dealer
    shown(scene, game, seat)
    tile = scene.own_items()[-1].kind
    assert tile is not None
    scene.wall.note(game.apply(Discard(seat, tile)))
    scene.show_view(game.view(seat), animate_ms=0)
    assert not scene.animating
