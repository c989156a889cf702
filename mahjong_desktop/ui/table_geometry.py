"""Where every tile sits on the table, as plain numbers (no Qt), so the layout can be tested alone.

Each seat's things are laid out once, in the frame of the player at the bottom of the screen, and
turned by a quarter for every seat further round: the next player (下家) sits on the right, the
opposite player at the top, the previous player (上家) on the left. A tile is placed by the position
of its top-left corner, a rotation in degrees (clockwise, as in Qt) and a scale of the 60×80 art.
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong_desktop.ui.sprites import TILE_HEIGHT, TILE_WIDTH

SCENE_WIDTH = 1500.0
SCENE_HEIGHT = 1100.0
CENTER_X = SCENE_WIDTH / 2
CENTER_Y = SCENE_HEIGHT / 2 - 10

# Sizes, as scales of the 60×80 art.
OWN_HAND_SCALE = 0.95
OTHER_HAND_SCALE = 0.55
MELD_SCALE = 0.6
DISCARD_SCALE = 0.58
WALL_SCALE = 0.5
FACE_UP_SCALE = 0.6

DISCARDS_PER_ROW = 6
STACKS_PER_WALL = 17
WALL_PITCH = TILE_WIDTH * WALL_SCALE  # one stack's width
WALL_LIFT = 9.0  # the upper tile of a stack is drawn this much higher

# Distances from the centre to the near edge of each band, in the bottom player's frame.
DISCARD_DISTANCE = 118.0
WALL_DISTANCE = 322.0
OWN_HAND_DISTANCE = 420.0
OTHER_HAND_DISTANCE = {1: 600.0, 2: 416.0, 3: 600.0}
DRAWN_GAP = 18.0
MELD_GAP = 8.0


@dataclass(frozen=True, slots=True)
class Placement:
    x: float
    y: float
    rotation: float
    scale: float
    z: float = 0.0


def seat_angle(relative_seat: int) -> float:
    """Rotation for a seat: 0 bottom, 1 right (−90°), 2 top (180°), 3 left (90°)."""
    return (-90.0 * relative_seat) % 360.0


def _turn(x: float, y: float, relative_seat: int) -> tuple[float, float]:
    """Turn a point of the bottom frame (relative to the centre) to the seat's side."""
    r = relative_seat % 4
    if r == 0:
        return x, y
    if r == 1:
        return y, -x
    if r == 2:
        return -x, -y
    return -y, x


def place(
    relative_seat: int, x: float, y: float, scale: float, z: float = 0.0, extra: float = 0.0
) -> Placement:
    """A tile whose top-left corner is at (x, y) in the bottom frame, on ``relative_seat``'s side.

    ``extra`` turns the tile further (a claimed tile lying sideways in a meld).
    """
    tx, ty = _turn(x, y, relative_seat)
    return Placement(CENTER_X + tx, CENTER_Y + ty, seat_angle(relative_seat) + extra, scale, z)


def own_hand(count: int, drawn: bool) -> list[Placement]:
    """The player's concealed tiles, face up; the drawn tile (last) set apart on the right."""
    w = TILE_WIDTH * OWN_HAND_SCALE
    meld_room = 0.0  # melds go on the right of the hand, see ``melds``
    total = count * w + (DRAWN_GAP if drawn else 0.0)
    left = -total / 2 - 200.0 - meld_room
    out: list[Placement] = []
    for i in range(count):
        gap = DRAWN_GAP if drawn and i == count - 1 else 0.0
        out.append(place(0, left + i * w + gap, OWN_HAND_DISTANCE, OWN_HAND_SCALE, z=10 + i))
    return out


def other_hand(relative_seat: int, count: int, drawn: bool) -> list[Placement]:
    """An opponent's concealed tiles, backs up, in a line along their side."""
    w = TILE_WIDTH * OTHER_HAND_SCALE
    total = count * w + (DRAWN_GAP if drawn else 0.0)
    left = -total / 2 - 120.0
    d = OTHER_HAND_DISTANCE[relative_seat]
    out: list[Placement] = []
    for i in range(count):
        gap = DRAWN_GAP * OTHER_HAND_SCALE if drawn and i == count - 1 else 0.0
        out.append(place(relative_seat, left + i * w + gap, d, OTHER_HAND_SCALE, z=10 + i))
    return out


def hand_right_edge(relative_seat: int, count: int, drawn: bool) -> float:
    """Where a seat's hand ends (bottom frame x), so its melds follow it."""
    if relative_seat == 0:
        w = TILE_WIDTH * OWN_HAND_SCALE
        total = count * w + (DRAWN_GAP if drawn else 0.0)
        return -total / 2 - 200.0 + total
    w = TILE_WIDTH * OTHER_HAND_SCALE
    total = count * w + (DRAWN_GAP if drawn else 0.0)
    return -total / 2 - 120.0 + total


def melds(relative_seat: int, sizes: list[int], start_x: float) -> list[list[Placement]]:
    """Melds in a row to the right of the hand, bottoms aligned with the hand's bottom."""
    w = TILE_WIDTH * MELD_SCALE
    if relative_seat == 0:
        bottom = OWN_HAND_DISTANCE + TILE_HEIGHT * OWN_HAND_SCALE
    else:
        bottom = OTHER_HAND_DISTANCE[relative_seat] + TILE_HEIGHT * OTHER_HAND_SCALE
    y = bottom - TILE_HEIGHT * MELD_SCALE
    x = start_x + 3 * MELD_GAP
    out: list[list[Placement]] = []
    for size in sizes:
        group = [place(relative_seat, x + i * w, y, MELD_SCALE, z=5 + i) for i in range(size)]
        out.append(group)
        x += size * w + MELD_GAP
    return out


def discards(relative_seat: int, count: int) -> list[Placement]:
    """Discards in rows of six in front of the player, left to right, rows growing outwards."""
    w = TILE_WIDTH * DISCARD_SCALE
    h = TILE_HEIGHT * DISCARD_SCALE * 0.86  # rows overlap a little, as tiles lie on the table
    left = -DISCARDS_PER_ROW * w / 2
    out: list[Placement] = []
    for i in range(count):
        row, col = divmod(i, DISCARDS_PER_ROW)
        out.append(
            place(relative_seat, left + col * w, DISCARD_DISTANCE + row * h, DISCARD_SCALE, z=row)
        )
    return out


def wall_stack(relative_seat: int, stack: int, level: int) -> Placement:
    """One tile of the wall in front of ``relative_seat``: stack 0–16 from their left, level 0 the
    upper tile, 1 the lower; the upper one is drawn higher and above."""
    x = -STACKS_PER_WALL * WALL_PITCH / 2 + stack * WALL_PITCH
    y = WALL_DISTANCE - (WALL_LIFT if level == 0 else 0.0)
    return place(relative_seat, x, y, WALL_SCALE, z=2 - level)


def face_up(index: int) -> Placement:
    """Face-up tail tiles / the wild indicator, in the centre box under the round information."""
    w = TILE_WIDTH * FACE_UP_SCALE
    return Placement(CENTER_X - 60 + index * (w + 4), CENTER_Y + 10, 0.0, FACE_UP_SCALE, z=3)
