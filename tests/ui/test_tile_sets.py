"""Issue 31: the high-contrast tile set. Every tile of it must be told from every other without
colour: rendered, turned to grey and shrunk to the size of a discard in the smallest window,
any two tiles still differ in a clear share of their pixels. The check itself is shown to refuse
two tiles that differ only by colour."""

from __future__ import annotations

import itertools
from importlib import resources
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QImage, QTextDocument
from pytestqt.qtbot import QtBot

from mahjong_desktop.engine.session import Session
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.storage.settings import AnimationSpeed, Settings, TileSet
from mahjong_desktop.tiles import NUM_KINDS, name
from mahjong_desktop.ui.dialogs.calculator import HandCalculator
from mahjong_desktop.ui.dialogs.hand_result import ResultDialog
from mahjong_desktop.ui.table.page import TablePage
from mahjong_desktop.ui.table.sprites import Overlay, Resolution, TileSprites
from tests.helpers.app_windows import app_on
from tests.helpers.finished_hands import finished_hand

# About a discard's width in the smallest window (1024×640, default tile size: about 25 px tall
# and 19 px wide; docs/performance.md "Tile size"), and the art's own 1x width.
WIDTHS = (20, 60)
# Two grey levels differ "clearly" by more than a quarter of the scale; two tiles differ clearly
# when at least this share of their pixels does. The high-contrast set's closest pair (3m and
# 8m, or 2m and 3m) differs in 3.9 % at 20 px and 4.4 % at 60 px; the classic set's 2m and 3m (二
# and 三, one stroke apart) in 0.6 % at 20 px.
CLEAR_LEVELS = 64
CLEAR_SHARE = 0.03


def grey(image: QImage, width: int) -> bytes:
    """The picture smoothly scaled to ``width`` and turned to 8-bit grey, row by row."""
    small = image.scaledToWidth(width, Qt.TransformationMode.SmoothTransformation)
    small = small.convertToFormat(QImage.Format.Format_Grayscale8)
    line = small.bytesPerLine()
    data = bytes(small.constBits())
    return b"".join(data[y * line : y * line + small.width()] for y in range(small.height()))


def clear_share(a: bytes, b: bytes) -> float:
    assert len(a) == len(b)
    return sum(abs(x - y) > CLEAR_LEVELS for x, y in zip(a, b, strict=True)) / len(a)


def too_alike(images: dict[str, QImage], width: int) -> list[tuple[float, str, str]]:
    """Pairs of differently named pictures that do not differ clearly in grey at ``width``."""
    greys = {key: grey(image, width) for key, image in images.items()}
    found = []
    for a, b in itertools.combinations(sorted(greys), 2):
        share = clear_share(greys[a], greys[b])
        if share < CLEAR_SHARE:
            found.append((share, a, b))
    return found


def faces(tile_set: TileSet) -> dict[str, QImage]:
    sprites = TileSprites(Resolution.X2, tile_set)
    return {name(kind): sprites.face(kind).toImage() for kind in range(NUM_KINDS)}


def test_the_high_contrast_set_is_drawn_art_not_the_fallback() -> None:
    folder = resources.files("mahjong_desktop.resources").joinpath("tiles", "high_contrast")
    names = [name(kind) for kind in range(NUM_KINDS)] + ["back"] + [o.value for o in Overlay]
    for resolution in ("1x", "2x"):
        missing = [n for n in names if not folder.joinpath(resolution, f"{n}.png").is_file()]
        assert not missing, (resolution, missing)


@pytest.mark.parametrize("width", WIDTHS)
def test_every_high_contrast_tile_differs_clearly_from_every_other_in_grey(
    qtbot: QtBot, width: int
) -> None:
    assert too_alike(faces(TileSet.HIGH_CONTRAST), width) == []


def test_the_check_refuses_tiles_that_differ_only_by_colour(qtbot: QtBot) -> None:
    """A set whose 5筒 came twice, once in its colours and once in grey (the same light and dark
    everywhere, only the colour gone), must fail the check the high-contrast set passes."""
    images = faces(TileSet.HIGH_CONTRAST)
    images["5p in grey"] = images["5p"].convertToFormat(QImage.Format.Format_Grayscale8)
    for width in WIDTHS:
        assert [(a, b) for _, a, b in too_alike(images, width)] == [("5p", "5p in grey")]


def test_the_table_draws_with_the_chosen_set(qtbot: QtBot) -> None:
    page = TablePage(lambda rel: f"seat {rel}", lambda m: (m, m), lambda: "en")
    qtbot.addWidget(page)
    game = Session(load_region("lincang"), 7, hands=1).start_hand()
    page.scene.wall.note(game.events)
    page.scene.show_view(game.view(0))
    tile = page.scene.own_items()[0]
    assert tile.kind is not None
    for tile_set in (TileSet.HIGH_CONTRAST, TileSet.CLASSIC):
        page.set_appearance(100, tile_set)
        sprites = page.scene.sprites
        assert sprites.tile_set is tile_set
        assert tile.graphic.pixmap().cacheKey() == sprites.face(tile.kind).cacheKey()
    contrast = TileSprites(Resolution.X1, TileSet.HIGH_CONTRAST).face(tile.kind).toImage()
    classic = TileSprites(Resolution.X1, TileSet.CLASSIC).face(tile.kind).toImage()
    assert contrast != classic


def test_the_hand_calculator_shows_the_players_tile_set(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = app_on(qtbot, tmp_path, Settings(tile_set=TileSet.HIGH_CONTRAST)).window
    opened: list[HandCalculator] = []

    def opened_instead(dialog: HandCalculator) -> int:
        opened.append(dialog)
        return 0

    monkeypatch.setattr(HandCalculator, "exec", opened_instead)
    window.show_calculator()
    assert len(opened) == 1
    calc = opened[0]
    assert calc.sprites.tile_set is TileSet.HIGH_CONTRAST
    contrast = TileSprites(Resolution.X2, TileSet.HIGH_CONTRAST).face(0).toImage()
    assert calc.sprites.face(0).toImage() == contrast


def test_the_dialogs_draw_their_tiles_in_the_chosen_set(qtbot: QtBot) -> None:
    result = finished_hand()
    pictures = {}
    for tile_set in TileSet:
        dialog = ResultDialog(result, lambda r: "x", str, "en", 1, tile_set=tile_set)
        qtbot.addWidget(dialog)
        picture = dialog.browser.document().resource(
            QTextDocument.ResourceType.ImageResource, QUrl("tile:0")
        )
        pictures[tile_set] = picture.convertToFormat(QImage.Format.Format_RGB32)
    assert pictures[TileSet.CLASSIC] != pictures[TileSet.HIGH_CONTRAST]
    # The high-contrast picture is that set's art: its grey levels match the art scaled down.
    contrast = TileSprites(Resolution.X2, TileSet.HIGH_CONTRAST).face(0).toImage()
    shown = pictures[TileSet.HIGH_CONTRAST]
    scaled = contrast.scaled(
        shown.size(),
        Qt.AspectRatioMode.IgnoreAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    ).convertToFormat(QImage.Format.Format_RGB32)
    assert scaled == shown


def tile_picture(dialog: ResultDialog) -> QImage:
    image = dialog.browser.document().resource(
        QTextDocument.ResourceType.ImageResource, QUrl("tile:0")
    )
    assert isinstance(image, QImage)
    return image.convertToFormat(QImage.Format.Format_RGB32)


def test_the_end_of_hand_screen_follows_the_players_tile_set(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = Settings(tile_set=TileSet.HIGH_CONTRAST, animation_speed=AnimationSpeed.INSTANT)
    window = app_on(qtbot, tmp_path, settings).window
    shown: list[QImage] = []  # read while the screen is up: it is deleted once closed

    def shown_instead(dialog: ResultDialog) -> int:
        shown.append(tile_picture(dialog))
        return 0

    monkeypatch.setattr(ResultDialog, "exec", shown_instead)
    try:
        assert window.start_game(seed=3, human=False, hands=1)
        qtbot.waitUntil(lambda: bool(shown), timeout=60_000)
    finally:
        window.stop_game()
    classic = ResultDialog(finished_hand(), lambda r: "x", str, "en", 1)
    qtbot.addWidget(classic)
    assert shown[0] != tile_picture(classic)
    high_contrast = ResultDialog(
        finished_hand(), lambda r: "x", str, "en", 1, tile_set=TileSet.HIGH_CONTRAST
    )
    qtbot.addWidget(high_contrast)
    assert shown[0] == tile_picture(high_contrast)
