"""The table layout: seats turn round the centre, nothing of one seat runs into another's."""

from __future__ import annotations

import pytest

from mahjong_desktop.ui.table import geometry as g
from mahjong_desktop.ui.table.geometry import TILE_HEIGHT, TILE_WIDTH


def box(p: g.Placement) -> tuple[float, float, float, float]:
    """Scene bounding box (left, top, right, bottom) of a placed tile."""
    w, h = TILE_WIDTH * p.scale, TILE_HEIGHT * p.scale
    corners = {
        0: [(0, 0), (w, h)],
        90: [(-h, 0), (0, w)],
        180: [(-w, -h), (0, 0)],
        270: [(0, -w), (h, 0)],
    }[round(p.rotation) % 360]
    (x0, y0), (x1, y1) = corners
    return p.x + x0, p.y + y0, p.x + x1, p.y + y1


def overlaps(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    eps = 0.01
    return a[0] < b[2] - eps and b[0] < a[2] - eps and a[1] < b[3] - eps and b[1] < a[3] - eps


def inside_scene(b: tuple[float, ...], zoom: float = 1.0) -> bool:
    left, top, width, height = g.bands(zoom).scene_rect
    return b[0] >= left and b[1] >= top and b[2] <= left + width and b[3] <= top + height


# The player's tile sizes (Settings › Display): the smallest, one between, the largest.
ZOOMS = [g.ZOOM_MIN, 1.2, g.ZOOM_MAX]


def test_seats_turn_a_quarter_each_with_the_next_player_on_the_right() -> None:
    right = g.discards(1, 1)[0]
    top = g.discards(2, 1)[0]
    left = g.discards(3, 1)[0]
    assert right.x > g.CENTER_X and right.rotation == 270
    assert top.y < g.CENTER_Y and top.rotation == 180
    assert left.x < g.CENTER_X and left.rotation == 90


@pytest.mark.parametrize("zoom", ZOOMS)
def test_a_full_table_fits_the_scene_without_overlaps(zoom: float) -> None:
    boxes: list[tuple[str, tuple[float, float, float, float]]] = []
    own, _ = g.hand_row(0, 14, True, [], zoom)
    boxes += [("own", box(p)) for p in own]
    for r in (1, 2, 3):
        hand, _ = g.hand_row(r, 14, True, [], zoom)
        boxes += [(f"hand{r}", box(p)) for p in hand]
    for r in range(4):
        boxes += [(f"discard{r}", box(p)) for p in g.discards(r, 24, zoom)]
        for stack in range(g.STACKS_PER_WALL):
            for level in (0, 1):  # the upper tile, lifted, clears the river's fourth row too
                boxes.append((f"wall{r}", box(g.wall_stack(r, stack, level, zoom))))
    assert_fits_without_overlaps(boxes, zoom)


def assert_fits_without_overlaps(
    boxes: list[tuple[str, tuple[float, float, float, float]]], zoom: float = 1.0
) -> None:
    for name, b in boxes:
        assert inside_scene(b, zoom), (name, b)
    for i, (name_a, a) in enumerate(boxes):
        for name_b, b in boxes[i + 1 :]:
            if name_a != name_b:
                assert not overlaps(a, b), (name_a, a, name_b, b)


@pytest.mark.parametrize("zoom", ZOOMS)
def test_the_longest_rows_with_melds_still_fit_without_overlaps(zoom: float) -> None:
    """Four kongs and a pair plus a drawn tile: the longest row any seat can have."""
    boxes: list[tuple[str, tuple[float, float, float, float]]] = []
    for r in range(4):
        hand, groups = g.hand_row(r, 2, True, [4, 4, 4, 4], zoom)
        boxes += [(f"row{r}", box(p)) for p in hand]
        boxes += [(f"row{r}", box(p)) for group in groups for p in group]
        boxes += [(f"discard{r}", box(p)) for p in g.discards(r, 24, zoom)]
        # The opponents' bigger melds grow inwards, towards the wall: they stay clear of it.
        boxes += [(f"wall{r}", box(g.wall_stack(r, s, 1, zoom))) for s in range(g.STACKS_PER_WALL)]
    assert_fits_without_overlaps(boxes, zoom)


@pytest.mark.parametrize("zoom", ZOOMS[1:])
def test_a_bigger_tile_size_scales_hand_melds_and_rivers_together(zoom: float) -> None:
    own, melds = g.hand_row(0, 5, False, [3, 3, 3], zoom)
    base_own, base_melds = g.hand_row(0, 5, False, [3, 3, 3])
    assert own[0].scale == pytest.approx(base_own[0].scale * zoom)
    assert melds[0][0].scale == pytest.approx(base_melds[0][0].scale * zoom)
    assert g.discard(2, 0, zoom).scale == pytest.approx(g.discard(2, 0).scale * zoom)
    # The opponents' melds grow as far as their longest row fits (checked above); their
    # concealed tiles keep their size.
    hand, groups = g.hand_row(1, 5, False, [3, 3, 3], zoom)
    base_hand, base_groups = g.hand_row(1, 5, False, [3, 3, 3])
    assert hand[0].scale == base_hand[0].scale
    assert groups[0][0].scale > base_groups[0][0].scale * (1 + (zoom - 1) / 2)
    # The table grows round the same centre, but less than the tiles (the centre box, the walls
    # and the margins keep their size): the share of the window a tile takes grows by at least
    # a third of the step.
    _, _, _, height = g.bands(zoom).scene_rect
    gain = (g.discard(0, 0, zoom).scale / height) / (g.discard(0, 0).scale / g.SCENE_HEIGHT)
    assert gain > 1 + (zoom - 1) / 3


def test_the_default_tile_size_keeps_the_table_as_it_was() -> None:
    assert g.bands(1.0).scene_rect == (0.0, 0.0, g.SCENE_WIDTH, g.SCENE_HEIGHT)
    assert g.bands(1.0).river_shift == 0.0  # rivers centred on their side, as before
    assert g.bands(1.5).river_shift > 0.0  # a pinwheel once they are wider than the centre box


def test_the_own_hand_is_bigger_and_opponents_sit_against_the_table_edge() -> None:
    assert g.OWN_HAND_SCALE >= 2 * g.OTHER_HAND_SCALE
    for r in (1, 2, 3):
        hand, _ = g.hand_row(r, 13, False, [])
        for p in hand:
            left, top, right, _bottom = box(p)
            # The far side of every opponent tile is within a few pixels of the table's edge.
            far = {
                1: right - g.CENTER_X,
                2: g.CENTER_Y - top,
                3: g.CENTER_X - left,
            }[r]
            assert g.TABLE_HALF - 12 <= far <= g.TABLE_HALF, (r, far)


def test_rows_are_centred_on_their_side() -> None:
    hand, groups = g.hand_row(0, 5, False, [3, 3, 3])
    left = box(hand[0])[0]
    right = box(groups[-1][-1])[2]
    assert abs((left + right) / 2 - g.CENTER_X) < 0.5


def test_the_drawn_tile_is_set_apart() -> None:
    tiles, _ = g.hand_row(0, 14, True, [])
    w = TILE_WIDTH * g.OWN_HAND_SCALE
    assert tiles[13].x - tiles[12].x > w + 1
    assert abs((tiles[12].x - tiles[11].x) - w) < 0.01


def test_a_river_row_lies_only_over_the_side_strip_of_the_row_before() -> None:
    """The whole face of a discard in a covered row shows: the next row starts where it ends."""
    for zoom in ZOOMS:
        first, below = g.discard(0, 0, zoom), g.discard(0, g.DISCARDS_PER_ROW, zoom)
        face_bottom = first.y + g.FACE_HEIGHT * first.scale
        assert below.y == pytest.approx(face_bottom)
