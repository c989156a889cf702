"""Tile pictures in the dialogs: 复盘 tiles at least 28 px wide, an 18-tile hand on one line of the
result screen, the 宝/财神 gold marking wherever a tile is drawn, and a hand calculator whose
palette never moves. Widths are read from the laid-out documents and the pictures' pixels."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QPoint, QSize, Qt, QUrl
from PySide6.QtGui import QColor, QImage, QTextDocument
from PySide6.QtWidgets import QTextBrowser
from pytestqt.qtbot import QtBot

from mahjong_desktop.rules.hand_facts import Meld, MeldKind
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.tiles import parse
from mahjong_desktop.ui.dialogs.calculator import HandCalculator
from mahjong_desktop.ui.dialogs.hand_result import ResultDialog
from mahjong_desktop.ui.dialogs.review import ReviewDialog
from mahjong_desktop.ui.dialogs.settings import select_data
from mahjong_desktop.ui.dialogs.tile_pictures import face_with_overlay
from mahjong_desktop.ui.session.catalog import RulesetCatalog
from mahjong_desktop.ui.table.sprites import Resolution, TileSprites
from tests.helpers.finished_hands import finished_hand, random_players_decisions

WAIT = 60_000  # ms; a safety net against a hung test, not a speed requirement
LONGEST_NAME = "对家 across · normal"


def image_widths(browser: QTextBrowser) -> list[tuple[str, float, int]]:
    """(source, width, line of its block) of every picture in the laid-out document."""
    document = browser.document()
    out = []
    block = document.begin()
    while block.isValid():
        layout = block.layout()
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            fmt = fragment.charFormat()
            if fmt.isImageFormat():
                image = fmt.toImageFormat()
                line = layout.lineForTextPosition(fragment.position() - block.position())
                out.append((image.name(), image.width(), line.lineNumber()))
            it += 1
        block = block.next()
    return out


def gold_share(image: QImage) -> float:
    """How much of the picture's border is the wild marking's gold (a yellow: red and green high,
    blue low)."""
    w, h = image.width(), image.height()
    points = [(x, 1) for x in range(w)] + [(1, y) for y in range(h)]
    gold = 0
    for x, y in points:
        c = QColor(image.pixel(x, y))
        gold += c.red() > 180 and c.green() > 140 and c.blue() < 120
    return gold / len(points)


def test_review_tiles_are_at_least_28_px_wide(qtbot: QtBot) -> None:
    dialog = ReviewDialog(random_players_decisions(), load_region("lincang"), str, "en", 1)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.review is not None, timeout=WAIT)
    dialog.show()
    pictures = image_widths(dialog.browser)
    assert pictures and min(width for _src, width, _line in pictures) >= 28
    # The picture drawn is that wide in pixels, not the art squeezed at paint time.
    image = dialog.browser.document().resource(
        QTextDocument.ResourceType.ImageResource, QUrl(pictures[0][0])
    )
    assert image.width() / image.devicePixelRatio() >= 28


def eighteen_tile_result():
    """A finished hand with four kongs and a pair in every seat: 18 pictures on a line."""
    result = finished_hand()
    kongs = tuple(Meld(MeldKind.KONG, (k,) * 4) for k in parse("1m9p5s7z"))
    seats = tuple(replace(s, melds=kongs) for s in result.view.seats)
    pair = tuple(parse("33m"))
    ended = replace(result.ended, hands=(pair,) * 4)
    return replace(result, ended=ended, view=replace(result.view, seats=seats, wild=parse("1m")[0]))


def test_a_hand_of_18_tiles_stays_on_one_line_of_the_result(qtbot: QtBot) -> None:
    result = eighteen_tile_result()
    dialog = ResultDialog(result, lambda r: LONGEST_NAME, str, "zh_CN", 1)
    qtbot.addWidget(dialog)
    dialog.show()  # at its default size
    qtbot.waitExposed(dialog, timeout=WAIT)
    pictures = image_widths(dialog.browser)
    # Each seat's tiles are one table cell; every picture must lie on its cell's first line.
    assert len(pictures) >= 4 * 18
    assert all(line == 0 for _src, _w, line in pictures), pictures
    assert not dialog.browser.horizontalScrollBar().isVisible()


def test_the_wild_is_marked_in_the_result_screen(qtbot: QtBot) -> None:
    result = eighteen_tile_result()
    dialog = ResultDialog(result, lambda r: "x", str, "en", 1)
    qtbot.addWidget(dialog)
    sources = [src for src, _w, _l in image_widths(dialog.browser)]
    wild = parse("1m")[0]
    assert f"wild:{wild}" in sources and f"tile:{wild}" not in sources
    assert all(src.startswith("tile:") for src in sources if src != f"wild:{wild}")
    marked = dialog.browser.document().resource(
        QTextDocument.ResourceType.ImageResource, QUrl(f"wild:{wild}")
    )
    plain = dialog.browser.document().resource(
        QTextDocument.ResourceType.ImageResource, QUrl(f"tile:{wild}")
    )
    assert gold_share(marked) > 0.5 > 0.05 > gold_share(plain)


def test_the_wild_is_marked_in_the_review(qtbot: QtBot) -> None:
    decisions = random_players_decisions()
    wild = decisions[0][0].concealed[0]
    decisions = [(replace(view, wild=wild), action) for view, action in decisions]
    dialog = ReviewDialog(decisions, load_region("lincang"), str, "en", 1)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.review is not None, timeout=WAIT)
    sources = {src for src, _w, _l in image_widths(dialog.browser)}
    assert f"wild:{wild}" in sources and f"tile:{wild}" not in sources


def palette_geometry(calc: HandCalculator) -> list[tuple[int, int, int, int]]:
    calc.repaint()
    out = []
    for button in calc.palette_buttons:
        corner = button.mapTo(calc, QPoint(0, 0))
        out.append((corner.x(), corner.y(), button.width(), button.height()))
    return out


def test_the_calculator_palette_stays_put_when_the_region_or_a_result_changes(
    qtbot: QtBot,
) -> None:
    calc = HandCalculator(RulesetCatalog(), "lincang", {}, "en")
    qtbot.addWidget(calc)
    calc.show()
    qtbot.waitExposed(calc, timeout=WAIT)
    before = palette_geometry(calc)
    size = calc.size()
    for region in calc.catalog.regions:
        select_data(calc.region_combo, region)
        qtbot.wait(1)
        assert palette_geometry(calc) == before, region
    select_data(calc.region_combo, "lincang")
    # The longest hand: four kongs and a pair (18 pictures), then a result for it.
    qtbot.mouseClick(calc.mode_buttons[MeldKind.KONG], Qt.MouseButton.LeftButton)
    for kind in parse("1m9p5s7z"):
        qtbot.mouseClick(calc.palette_buttons[kind], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(calc.mode_buttons[None], Qt.MouseButton.LeftButton)
    for kind in parse("33m"):
        qtbot.mouseClick(calc.palette_buttons[kind], Qt.MouseButton.LeftButton)
    assert calc.hand.size == 14 and sum(b.isVisible() for b in calc._hand_buttons) == 18
    verdict = calc.result_view.toPlainText()
    assert "Legal win" in verdict or "Not a legal" in verdict
    qtbot.wait(1)
    assert palette_geometry(calc) == before
    assert calc.size() == size
    for region in calc.catalog.regions:  # a result shown for each region too
        select_data(calc.region_combo, region)
        qtbot.wait(1)
        assert palette_geometry(calc) == before, region
    assert calc.size() == size


def test_the_calculator_marks_the_chosen_wild_everywhere(qtbot: QtBot) -> None:
    calc = HandCalculator(RulesetCatalog(), "linan", {}, "en")
    qtbot.addWidget(calc)
    wild = parse("5p")[0]
    for kind in parse("5p5p"):
        calc.pick(kind)
    select_data(calc.wild_combo, wild)
    size = QSize(36, 48)

    def gold(icon) -> float:
        return gold_share(icon.pixmap(size).toImage())

    assert gold(calc.palette_buttons[wild].icon()) > 0.5
    assert gold(calc.palette_buttons[wild + 1].icon()) < 0.05
    assert gold(calc._hand_buttons[0].icon()) > 0.5
    assert gold(calc.win_tile_combo.itemIcon(calc.win_tile_combo.currentIndex())) > 0.5
    select_data(calc.wild_combo, None)
    assert gold(calc.palette_buttons[wild].icon()) < 0.05


def test_the_marked_face_is_the_face_with_the_tables_overlay() -> None:
    sprites = TileSprites(Resolution.X2)
    assert face_with_overlay(sprites, 0, False).toImage() == sprites.face(0).toImage()
    marked = face_with_overlay(sprites, 0, True).toImage()
    assert marked.size() == sprites.face(0).size() and marked != sprites.face(0).toImage()
    assert gold_share(marked) > 0.5
