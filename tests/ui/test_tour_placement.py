"""Where the guided hand's note goes: beside its target with room for the arrow, never over the
target, the claim bar or the player's hand when any place is clear of them (page sizes of the
1024×640 minimum and of 1280×800)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSize

from mahjong_desktop.ui.table.tour_overlay import GAP, place_callout


def _note(target: QRect, size: QSize, area: QRect, avoid: list[QRect]) -> QRect:
    return QRect(place_callout(target, size, area, avoid), size)


def test_the_note_goes_above_its_target_when_there_is_room() -> None:
    area = QRect(8, 8, 1264, 720)
    target = QRect(600, 400, 80, 60)
    note = _note(target, QSize(360, 200), area, [])
    assert note.bottom() < target.top() and target.top() - note.bottom() >= GAP // 2
    assert abs(note.center().x() - target.center().x()) <= 1


def test_near_the_top_edge_it_goes_below_rather_than_against_the_target() -> None:
    area = QRect(8, 8, 1008, 560)
    target = QRect(470, 230, 90, 60)  # the face-up tiles of a small window
    note = _note(target, QSize(341, 210), area, [])
    assert note.top() > target.bottom() + GAP // 2


@pytest.mark.parametrize(
    ("area", "bar", "hand", "size"),
    [
        (QRect(8, 8, 1008, 560), QRect(0, 540, 1024, 44), QRect(230, 480, 560, 55), (341, 290)),
        (QRect(8, 8, 1264, 720), QRect(0, 700, 1280, 44), QRect(260, 620, 760, 70), (360, 300)),
    ],
)
def test_a_note_about_the_claim_bar_keeps_off_the_hand_above_it(
    area: QRect, bar: QRect, hand: QRect, size: tuple[int, int]
) -> None:
    note = _note(bar, QSize(*size), area, [hand])
    assert area.contains(note)
    assert not note.intersects(bar) and not note.intersects(hand)


def test_with_no_clear_place_it_covers_the_least() -> None:
    area = QRect(0, 0, 400, 300)
    target = QRect(300, 120, 100, 60)  # at the right edge
    note = _note(target, QSize(320, 250), area, [])  # too big to clear it anywhere
    covered = note.intersected(target)
    assert area.contains(note)
    assert note.left() == 0  # as far from it as the page allows
    assert covered.width() * covered.height() == 20 * 60
