"""The table layout: seats turn round the centre, nothing of one seat runs into another's."""

from __future__ import annotations

from mahjong_desktop.ui import table_geometry as g
from mahjong_desktop.ui.sprites import TILE_HEIGHT, TILE_WIDTH


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
    boxes += [("own", box(p)) for p in g.own_hand(14, drawn=True)]
    for r in (1, 2, 3):
        boxes += [(f"hand{r}", box(p)) for p in g.other_hand(r, 13, drawn=False)]
    for r in range(4):
        boxes += [(f"discard{r}", box(p)) for p in g.discards(r, 24)]
        for stack in range(g.STACKS_PER_WALL):
            boxes.append((f"wall{r}", box(g.wall_stack(r, stack, 1))))
    for name, b in boxes:
        assert inside_scene(b), (name, b)
    for i, (name_a, a) in enumerate(boxes):
        for name_b, b in boxes[i + 1 :]:
            if name_a != name_b:
                assert not overlaps(a, b), (name_a, a, name_b, b)


def test_melds_follow_the_hand_and_stay_on_the_table() -> None:
    for r in range(4):
        hand = 4 if r else 5
        edge = g.hand_right_edge(r, hand, drawn=r == 0)
        groups = g.melds(r, [4, 4, 3], edge)
        for group in groups:
            for p in group:
                assert inside_scene(box(p)), (r, p)


def test_the_drawn_tile_is_set_apart() -> None:
    tiles = g.own_hand(14, drawn=True)
    w = TILE_WIDTH * g.OWN_HAND_SCALE
    assert tiles[13].x - tiles[12].x > w + 1
    assert abs((tiles[12].x - tiles[11].x) - w) < 0.01
