"""The rendered table for fixed deals, checked by structure rather than pixels (fonts differ from
machine to machine): every tile and name plate is on screen, nothing overlaps, the own hand is
drawn bigger, and it all scales with the window. The rendering is also saved as a PNG next to
the test's temporary files, for a person to look at."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from mahjong_desktop.ai.levels import make_player
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.session import Session
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.storage.settings import TILE_SIZE_RANGE, TileSet
from mahjong_desktop.ui.table.page import TablePage
from mahjong_desktop.ui.table.words import TableWords
from tests.helpers.seeded_hands import played

SIZES = [(1280, 800), (820, 560)]
SEAT_ROW = {"own", "meld", "flower", "won", "hand"}  # slot groups that share a seat's row


def page_for(
    qtbot: QtBot, game: Game, seat: int, size: tuple[int, int], tile_size: int = 100
) -> TablePage:
    names = ["You", "下家 right", "对家 across", "上家 left"]
    page = TablePage(lambda rel: names[rel], lambda m: (m, m), lambda: "en")
    qtbot.addWidget(page)
    page.set_appearance(tile_size, TileSet.CLASSIC)
    page.resize(*size)
    page.scene.region_words = TableWords("尾牌 tail tiles", "宝", "花")
    page.show()
    qtbot.waitExposed(page, timeout=60_000)  # a safety net, not a speed requirement
    page.view.fit()
    page.scene.wall.note(game.events)
    page.scene.show_view(game.view(seat))
    return page


def screen_rect(page: TablePage, rect: QRectF) -> QRectF:
    return page.view.mapFromScene(rect).boundingRect().toRectF()


@pytest.mark.parametrize("tile_size", TILE_SIZE_RANGE)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("region", "seed"), [("lincang", 3), ("linan", 8)])
def test_a_busy_table_is_fully_visible_without_overlaps(
    qtbot: QtBot, tmp_path: Path, region: str, seed: int, size: tuple[int, int], tile_size: int
) -> None:
    game = played(region, seed, moves=60)
    seat = 0
    page = page_for(qtbot, game, seat, size, tile_size)
    picture = tmp_path / f"table_{region}_{size[0]}x{size[1]}_{tile_size}.png"
    assert page.grab().save(str(picture))

    viewport = QRectF(page.view.viewport().rect())
    tiles = [i for i in page.scene.tile_items if i.isVisible()]
    assert len(tiles) == 136 - 0  # every physical tile is somewhere on the table
    rects = {i.index: screen_rect(page, i.sceneBoundingRect()) for i in tiles}
    for index, rect in rects.items():
        assert viewport.contains(rect), (index, rect, viewport)

    # Tiles may touch (a wall stack's two tiles overlap on purpose) but the groups do not: own
    # hand, the other hands and melds, rivers and walls never cover one another.
    groups = {key: slot for key, slot in page.scene._slots.items()}
    by_group: dict[str, list[QRectF]] = {}
    for key, item in page.scene._by_key.items():
        group = f"{key[0]}:{groups[key].seat}" if key[0] != "wall" else "wall"
        by_group.setdefault(group, []).append(screen_rect(page, item.sceneBoundingRect()))
    names = sorted(by_group)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            same_row = {a.split(":")[0], b.split(":")[0]} <= SEAT_ROW
            if same_row and a.split(":")[1] == b.split(":")[1]:
                continue  # a seat's own row: hand and melds side by side
            for ra in by_group[a]:
                for rb in by_group[b]:
                    inter = ra.intersected(rb)
                    assert inter.width() < 2 or inter.height() < 2, (a, b, ra, rb)

    # The player's tiles are drawn bigger than anyone else's.
    own = [rects[i.index] for i in page.scene.own_items()]
    others = [r for k, r in zip(page.scene._by_key, rects.values(), strict=False) if k[0] == "hand"]
    assert own and others
    assert min(r.height() for r in own) > 1.8 * max(min(r.width(), r.height()) for r in others)

    # Name plates are on screen and clear of every tile.
    for plate in page.scene.decor.plate_boxes:
        rect = screen_rect(page, plate.sceneBoundingRect())
        assert viewport.contains(rect)
        for index, tile in rects.items():
            inter = rect.intersected(tile)
            assert inter.width() < 1 or inter.height() < 1, (index, rect, tile)


def test_the_table_grows_with_the_window(qtbot: QtBot) -> None:
    game = played("lincang", 3, moves=10)
    small = page_for(qtbot, game, 0, SIZES[1])
    big = page_for(qtbot, game, 0, SIZES[0])
    tile_small = screen_rect(small, small.scene.own_items()[0].sceneBoundingRect())
    tile_big = screen_rect(big, big.scene.own_items()[0].sceneBoundingRect())
    assert tile_big.height() > 1.3 * tile_small.height()


def test_face_up_tiles_carry_the_regions_word(qtbot: QtBot) -> None:
    game = played("lincang", 3, moves=0)
    page = page_for(qtbot, game, 0, SIZES[0])
    view = game.view(0)
    assert view.face_up  # 临沧 turns two tail tiles up
    assert "尾牌" in page.scene.decor.face_up_label.toPlainText()
    wild_view = replace(view, wild=(view.face_up[0] + 1) % 34)  # an indicator names the next kind
    page.scene.region_words = TableWords("翻宝", "宝", "花")
    page.scene.decor.forget()
    page.scene.show_view(wild_view)
    text = page.scene.decor.face_up_label.toPlainText()
    assert text.startswith("翻宝") and "宝" in text.split("→")[-1]


def test_tiles_won_while_playing_on_stay_on_the_table(qtbot: QtBot) -> None:
    """兰州 包扣到底: a winner's winning tile lies beside them while the hand goes on."""
    rules = load_region("lanzhou")
    for seed in range(40):
        game = Session(rules, seed, hands=1).start_hand()
        players = [make_player("easy", rules, s) for s in range(4)]
        while not game.is_over and not any(info.won for info in game.view(0).seats):
            seat = game.waiting_for()[0]
            view = game.view(seat)
            game.apply(players[seat].choose(view, view.legal))
        if not game.is_over:
            break
    else:
        pytest.fail("no 兰州 hand played on after a win in 40 seeds")
    page = page_for(qtbot, game, 0, SIZES[0])
    assert len([i for i in page.scene.tile_items if i.isVisible()]) == 136
    won = {key: slot.kind for key, slot in page.scene._slots.items() if key[0] == "won"}
    winners = [info for info in game.view(0).seats if info.won]
    assert None not in won.values()  # won tiles lie face up
    kinds = [kind for kind in won.values() if kind is not None]
    assert sorted(kinds) == sorted(t for info in winners for t in info.won)


def test_name_plates_stay_clear_of_the_longest_rows(qtbot: QtBot) -> None:
    """The longest rows a seat can have — four kongs, 杠花 and tiles won while playing on (兰州
    包扣到底, 临安 杠花) — never run under a name plate."""
    from mahjong_desktop.rules.hand_facts import Meld, MeldKind

    game = played("lincang", 3, moves=0)
    view = game.view(0)
    kongs = tuple(Meld(MeldKind.KONG, (k,) * 4, from_seat=1, claimed=k) for k in (0, 9, 18, 27))
    # The player: four kongs, four 杠花 and three won tiles; the others four kongs and four 杠花
    # (a row along the table's far edge then spans the whole table).
    seats = tuple(
        replace(
            info,
            melds=kongs,
            flowers=(30, 31, 32, 33),
            won=(5, 6, 7) if info.seat == view.seat else (),
            concealed_count=2,
        )
        for info in view.seats
    )
    own = seats[view.seat]
    busy = replace(view, seats=seats, concealed=view.concealed[:2], drawn=None)
    assert own.melds and len(busy.concealed) == 2
    for size in SIZES:
        page = page_for(qtbot, game, 0, size)
        page.scene.decor.forget()
        page.scene.show_view(busy)
        tiles = [page.scene._by_key[k] for k in page.scene._by_key if k[0] != "wall"]
        for plate in page.scene.decor.plate_boxes:
            box = plate.sceneBoundingRect()
            for tile in tiles:
                inter = box.intersected(tile.sceneBoundingRect())
                assert inter.width() < 1 or inter.height() < 1, (size, box, tile.placement)
