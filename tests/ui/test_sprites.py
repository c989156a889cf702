"""Tile pictures: both resolutions load at one logical size; missing art degrades gracefully."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from mahjong_desktop.tiles import NUM_KINDS
from mahjong_desktop.ui.table.geometry import TILE_HEIGHT, TILE_WIDTH
from mahjong_desktop.ui.table.sprites import (
    Overlay,
    Resolution,
    TileSprites,
    pick_resolution,
)


@pytest.mark.parametrize("resolution", list(Resolution))
def test_every_kind_has_a_picture_of_the_logical_tile_size(
    qtbot: QtBot, resolution: Resolution
) -> None:
    art = TileSprites(resolution)
    for kind in range(NUM_KINDS):
        pixmap = art.face(kind)
        assert pixmap.width() == TILE_WIDTH * resolution.value
        assert pixmap.deviceIndependentSize().toSize().width() == TILE_WIDTH
        assert pixmap.deviceIndependentSize().toSize().height() == TILE_HEIGHT
    assert art.back().devicePixelRatio() == resolution.value


def test_pictures_are_cached(qtbot: QtBot) -> None:
    art = TileSprites(Resolution.X2)
    assert art.face(5).cacheKey() == art.face(5).cacheKey()
    assert art.overlay(Overlay.WILD).cacheKey() == art.overlay(Overlay.WILD).cacheKey()


def test_high_dpi_or_an_enlarged_table_picks_the_2x_art() -> None:
    assert pick_resolution(1.0, 1.0) is Resolution.X1
    assert pick_resolution(2.0, 0.8) is Resolution.X2
    assert pick_resolution(1.0, 1.4) is Resolution.X2


def test_missing_art_is_drawn_instead(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(TileSprites, "_load", lambda self, stem: None)
    art = TileSprites(Resolution.X1)
    face = art.face(0)
    assert not face.isNull()
    assert face.toImage().pixelColor(TILE_WIDTH // 2, 4).alpha() > 0  # a drawn tile, not empty
    overlay = art.overlay(Overlay.SELECTED)
    assert overlay.toImage().pixelColor(TILE_WIDTH // 2, TILE_HEIGHT // 2).alpha() == 0
    assert TILE_WIDTH == 60
