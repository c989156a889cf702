"""Rows the game marks with a pale background stay readable under a dark system palette (macOS
dark mode, a dark KDE or Windows theme): their text must not follow the palette's light text
colour onto the pale yellow. Measured as WCAG 2 contrast between the text's colour and the
row's, at least 4.5 : 1 (WCAG AA for normal text)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette, QTextCursor
from PySide6.QtWidgets import QApplication, QTextBrowser
from pytestqt.qtbot import QtBot

from mahjong_desktop.ai.review import Review, ReviewItem
from mahjong_desktop.engine.actions import Discard
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.engine.session import HandSummary
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.ui.dialogs.review import ReviewDialog
from mahjong_desktop.ui.dialogs.session_end import SessionEndDialog
from tests.helpers.win_records import win

WAIT = 60_000  # ms; a safety net against a hung test, not a speed requirement
WCAG_AA = 4.5


def relative_luminance(colour: QColor) -> float:
    """WCAG 2's relative luminance of an sRGB colour."""

    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * linear(colour.redF())
        + 0.7152 * linear(colour.greenF())
        + 0.0722 * linear(colour.blueF())
    )


def contrast(a: QColor, b: QColor) -> float:
    high, low = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def dark_palette() -> QPalette:
    """Light text on dark backgrounds, as macOS dark mode gives Qt."""
    palette = QPalette()
    dark, darker, light = QColor("#2b2b2b"), QColor("#1e1e1e"), QColor("#f0f0f0")
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        palette.setColor(group, QPalette.ColorRole.Window, dark)
        palette.setColor(group, QPalette.ColorRole.Base, darker)
        palette.setColor(group, QPalette.ColorRole.AlternateBase, dark)
        palette.setColor(group, QPalette.ColorRole.Button, dark)
        for role in (
            QPalette.ColorRole.WindowText,
            QPalette.ColorRole.Text,
            QPalette.ColorRole.ButtonText,
            QPalette.ColorRole.BrightText,
        ):
            palette.setColor(group, role, light)
    return palette


@pytest.fixture
def dark_application(qapp: QApplication) -> Iterator[QApplication]:
    before = qapp.palette()
    qapp.setPalette(dark_palette())
    try:
        yield qapp
    finally:
        qapp.setPalette(before)


def coloured_cell_contrasts(browser: QTextBrowser) -> list[tuple[str, float]]:
    """(text, contrast) for every piece of text in a table cell with its own background. Text
    without a colour of its own is drawn in the browser palette's Text colour."""
    document = browser.document()
    default_text = browser.palette().color(QPalette.ColorRole.Text)
    found: list[tuple[str, float]] = []
    block = document.begin()
    while block.isValid():
        pieces = block.begin()
        while not pieces.atEnd():
            fragment = pieces.fragment()
            text = fragment.text().replace("\ufffc", "").strip()  # tile pictures are images
            cursor = QTextCursor(document)
            cursor.setPosition(fragment.position())
            table = cursor.currentTable()
            if text and table is not None:
                background = table.cellAt(cursor).format().background()
                if background.style() != Qt.BrushStyle.NoBrush:
                    foreground = fragment.charFormat().foreground()
                    colour = (
                        foreground.color()
                        if foreground.style() != Qt.BrushStyle.NoBrush
                        else default_text
                    )
                    found.append((text, contrast(colour, background.color())))
            pieces += 1
        block = block.next()
    return found


def test_the_winners_row_of_the_session_end_is_readable_in_dark_mode(
    qtbot: QtBot, dark_application: QApplication
) -> None:
    """The first place's row is pale gold; under a dark palette its text stays dark."""
    summaries = [
        HandSummary(0, 0, (0,), False, (), (6, -2, -2, -2), (6, -2, -2, -2), (win(0, None),)),
    ]
    dialog = SessionEndDialog(summaries, 0, lambda r: f"seat {r}", "en", 1, "Lincang")
    qtbot.addWidget(dialog)
    measured = coloured_cell_contrasts(dialog.browser)
    assert measured, "no highlighted row found"
    assert "seat 0" in [text for text, _ in measured]  # the winner's row is the one marked
    for text, ratio in measured:
        assert ratio >= WCAG_AA, f"{text!r}: contrast {ratio:.2f}"


def test_the_review_rows_that_differ_from_the_coach_are_readable_in_dark_mode(
    qtbot: QtBot, dark_application: QApplication
) -> None:
    """复盘: a decision other than the coach's gets a pale row, its reasons included."""
    differing = ReviewItem(
        1, Phase.TURN, (0, 1, 2), 2, None, Discard(0, 0), Discard(0, 2), 1.0, 3.0,
        "留下搭子", "Keeps the pair of neighbours", "拆搭子", "Breaks a pair of neighbours",
    )  # fmt: skip
    agreeing = ReviewItem(
        2, Phase.TURN, (0, 1, 2), 1, None, Discard(0, 1), Discard(0, 1), 2.0, 2.0,
        "同上", "As before", "", "",
    )  # fmt: skip
    dialog = ReviewDialog([], load_region("lincang"), lambda t: t, "en", 1)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.review is not None, timeout=WAIT)  # the (empty) review is done
    dialog._on_finished(Review((differing, agreeing)))
    measured = coloured_cell_contrasts(dialog.browser)
    texts = [text for text, _ in measured]
    assert "Keeps the pair of neighbours" in texts
    assert "Yours: Breaks a pair of neighbours" in texts
    assert "As before" not in texts  # only the differing row is marked
    for text, ratio in measured:
        assert ratio >= WCAG_AA, f"{text!r}: contrast {ratio:.2f}"
