"""The table layout: seats turn round the centre, nothing of one seat runs into another's."""

from __future__ import annotations

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


def inside_scene(b: tuple[float, ...]) -> bool:
    return b[0] >= 0 and b[1] >= 0 and b[2] <= g.SCENE_WIDTH and b[3] <= g.SCENE_HEIGHT


def test_seats_turn_a_quarter_each_with_the_next_player_on_the_right() -> None:
    right = g.discards(1, 1)[0]
    top = g.discards(2, 1)[0]
    left = g.discards(3, 1)[0]
    assert right.x > g.CENTER_X and right.rotation == 270
    assert top.y < g.CENTER_Y and top.rotation == 180
    assert left.x < g.CENTER_X and left.rotation == 90


def test_a_full_table_fits_the_scene_without_overlaps() -> None:
    boxes: list[tuple[str, tuple[float, float, float, float]]] = []
    own, _ = g.hand_row(0, 14, True, [])
    boxes += [("own", box(p)) for p in own]
    for r in (1, 2, 3):
        hand, _ = g.hand_row(r, 14, True, [])
        boxes += [(f"hand{r}", box(p)) for p in hand]
    for r in range(4):
        boxes += [(f"discard{r}", box(p)) for p in g.discards(r, 24)]
        for stack in range(g.STACKS_PER_WALL):
            boxes.append((f"wall{r}", box(g.wall_stack(r, stack, 1))))
    assert_fits_without_overlaps(boxes)


def assert_fits_without_overlaps(
    boxes: list[tuple[str, tuple[float, float, float, float]]],
) -> None:
    for name, b in boxes:
        assert inside_scene(b), (name, b)
    for i, (name_a, a) in enumerate(boxes):
        for name_b, b in boxes[i + 1 :]:
            if name_a != name_b:
                assert not overlaps(a, b), (name_a, a, name_b, b)


def test_the_longest_rows_with_melds_still_fit_without_overlaps() -> None:
    """Four kongs and a pair plus a drawn tile: the longest row any seat can have."""
    boxes: list[tuple[str, tuple[float, float, float, float]]] = []
    for r in range(4):
        hand, groups = g.hand_row(r, 2, True, [4, 4, 4, 4])
        boxes += [(f"row{r}", box(p)) for p in hand]
        boxes += [(f"row{r}", box(p)) for group in groups for p in group]
        boxes += [(f"discard{r}", box(p)) for p in g.discards(r, 24)]
    assert_fits_without_overlaps(boxes)


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
