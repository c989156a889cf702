"""Where every tile sits on the table, as plain numbers (no Qt), so the layout can be tested alone.

Each seat's things are laid out once, in the frame of the player at the bottom of the screen, and
turned by a quarter for every seat further round: the next player (下家) sits on the right, the
opposite player at the top, the previous player (上家) on the left. A tile is placed by the position
of its top-left corner, a rotation in degrees (clockwise, as in Qt) and a scale of the 60×80 art.

The table is a square in the middle of the scene (``TABLE_HALF`` from the centre to each edge):
the centre box, the four rivers of discards, the four walls, and the opponents' hands against the
table's edges. The player's own hand, in big tiles, sits just below the table's near edge, as at
a real table; the scene is wider than the table so the own hand, its melds and the name plates fit
beside it. The scene's proportions follow a usual window, so the table fills it at any size.

The player's tile size (``zoom``, Settings › Display and Ctrl+= / Ctrl+- / Ctrl+0) scales the
own hand, its melds and every river, and the opponents' melds as far as their rows fit; the
centre box, the walls, the name plates and the opponents' concealed tiles keep their size. The
bands of the table are stacked outwards from the centre box (rivers, walls, opponents' hands),
so bigger rivers push the walls and the table's edge out, the scene grows round the same centre,
and the view fits the larger scene: the tiles gain what the fixed parts give up
(``docs/performance.md`` "Tile size" has the measured heights). Rivers wider than the centre box
turn into a pinwheel, each one shifted to its player's left just enough to clear its
neighbour's, so they never meet at the corners.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

# The tile art's size in pixels at scale 1 (resources/tiles; sprites.py draws at this size).
TILE_WIDTH = 60
TILE_HEIGHT = 80
# Where the art's face ends and its side strip begins (tools/make_tile_art.py FACE_BOTTOM): what
# a player reads of a tile is the part above it.
FACE_HEIGHT = 73

# Sizes, as scales of the 60×80 art, at the default tile size (``bands`` gives them at another).
OWN_HAND_SCALE = 1.15
OWN_MELD_SCALE = 0.75
OTHER_HAND_SCALE = 0.55
OTHER_MELD_SCALE = 0.55
DISCARD_SCALE = 0.57
WALL_SCALE = 0.5
FACE_UP_SCALE = 0.55

DISCARDS_PER_ROW = 6
STACKS_PER_WALL = 17
WALL_PITCH = TILE_WIDTH * WALL_SCALE  # one stack's width
WALL_LIFT = 9.0  # the upper tile of a stack is drawn this much higher

# A river holds four rows of six. Each row lies over the side strip of the row before it, never
# over its face: a discard in a covered row shows its whole face (issue 31 measured the covered
# rows, the smallest discards on the table).
RIVER_ROWS = 4
RIVER_ROW_STEP = FACE_HEIGHT / TILE_HEIGHT  # of a tile's height


def river_depth(discard_scale: float) -> float:
    """From a river's near edge to the far edge of its fourth row."""
    return ((RIVER_ROWS - 1) * RIVER_ROW_STEP + 1) * TILE_HEIGHT * discard_scale


# Distances from the centre to the near edge of each band, in the bottom player's frame, at the
# default tile size: each band starts a fixed gap beyond the one inside it.
CENTRE_HALF = 96.0  # the centre box
DISCARD_DISTANCE = 112.0
# The wall's upper tiles are lifted by WALL_LIFT: one unit more keeps them off the fourth row.
WALL_DISTANCE = DISCARD_DISTANCE + river_depth(DISCARD_SCALE) + WALL_LIFT + 1.0
OTHER_HAND_DISTANCE = WALL_DISTANCE + 62.0
OWN_HAND_DISTANCE = WALL_DISTANCE + 66.0
TABLE_HALF = WALL_DISTANCE + 112.0  # the square table's edge
DRAWN_GAP = 18.0
MELD_GAP = 8.0
HAND_MELD_GAP = 24.0  # between the concealed tiles and the first meld

# The scene: the table with a margin above it, the own hand below it; wider than the table so
# the own hand, its melds and the name plates fit beside it.
SCENE_TOP_MARGIN = 8.0
SCENE_BOTTOM_MARGIN = 14.0
SCENE_WIDTH = 1600.0
CENTER_X = SCENE_WIDTH / 2
CENTER_Y = SCENE_TOP_MARGIN + TABLE_HALF
SCENE_HEIGHT = CENTER_Y + OWN_HAND_DISTANCE + TILE_HEIGHT * OWN_HAND_SCALE + SCENE_BOTTOM_MARGIN

# The player's tile size (Settings › Display, Ctrl+= / Ctrl+-): the smallest is the default,
# the largest still fits the longest own row (two tiles, a drawn one and four kongs) in the
# scene's width.
ZOOM_MIN = 1.0
ZOOM_MAX = 1.5


@dataclass(frozen=True, slots=True)
class Placement:
    x: float
    y: float
    rotation: float
    scale: float
    z: float = 0.0


@dataclass(frozen=True, slots=True)
class Bands:
    """The table's sizes at one tile size (``zoom``, 1.0 = the default): tile scales and the
    distances from the centre, in the bottom player's frame. At zoom 1 they are the constants
    above; a bigger zoom deepens the rivers and every band outside them moves out as much."""

    zoom: float
    own_hand_scale: float
    own_meld_scale: float
    other_meld_scale: float
    discard_scale: float
    wall_distance: float
    other_hand_distance: float
    own_hand_distance: float
    table_half: float
    river_shift: float  # how far each river moves to its player's left (the pinwheel)

    @property
    def scene_rect(self) -> tuple[float, float, float, float]:
        """(left, top, width, height): the scene grows round the same centre."""
        top = CENTER_Y - self.table_half - SCENE_TOP_MARGIN
        own_bottom = CENTER_Y + self.own_hand_distance + TILE_HEIGHT * self.own_hand_scale
        return 0.0, top, SCENE_WIDTH, own_bottom + SCENE_BOTTOM_MARGIN - top


@cache
def bands(zoom: float = 1.0) -> Bands:
    discard_scale = DISCARD_SCALE * zoom
    grow = river_depth(discard_scale) - river_depth(DISCARD_SCALE)
    # A river wider than the centre box would meet its neighbour's at the corner: its right end
    # (from its player's seat) stays short of the box's edge, and the rest runs further left,
    # where the neighbour's river ends at the box's edge (each seat's is turned a quarter).
    half_width = DISCARDS_PER_ROW * TILE_WIDTH * discard_scale / 2
    shift = max(0.0, half_width - (DISCARD_DISTANCE - 2.0))
    # The opponents' melds grow too, as far as their longest row (two tiles, a drawn one and four
    # kongs) still ends before the corner, where the next seat's row begins; their concealed
    # tiles (backs) keep their size. The melds stand on the row's far line and grow inwards,
    # into the gap before the wall.
    distance = OTHER_HAND_DISTANCE + grow
    fixed = 3 * TILE_WIDTH * OTHER_HAND_SCALE + DRAWN_GAP + HAND_MELD_GAP + 3 * MELD_GAP
    fits = (2 * distance - 2.0 - fixed) / (16 * TILE_WIDTH * OTHER_MELD_SCALE)
    return Bands(
        zoom=zoom,
        own_hand_scale=OWN_HAND_SCALE * zoom,
        own_meld_scale=OWN_MELD_SCALE * zoom,
        other_meld_scale=OTHER_MELD_SCALE * max(1.0, min(zoom, fits)),
        discard_scale=discard_scale,
        wall_distance=WALL_DISTANCE + grow,
        other_hand_distance=distance,
        own_hand_distance=OWN_HAND_DISTANCE + grow,
        table_half=TABLE_HALF + grow,
        river_shift=shift,
    )


def seat_angle(relative_seat: int) -> float:
    """Rotation for a seat: 0 bottom, 1 right (−90°), 2 top (180°), 3 left (90°)."""
    return (-90.0 * relative_seat) % 360.0


def turn(x: float, y: float, relative_seat: int) -> tuple[float, float]:
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
    tx, ty = turn(x, y, relative_seat)
    return Placement(CENTER_X + tx, CENTER_Y + ty, seat_angle(relative_seat) + extra, scale, z)


def _scales(relative_seat: int, zoom: float) -> tuple[float, float, float, float]:
    """(hand scale, meld scale, distance of the hand's near edge, gap scale) for a seat."""
    b = bands(zoom)
    if relative_seat == 0:
        return b.own_hand_scale, b.own_meld_scale, b.own_hand_distance, zoom
    return OTHER_HAND_SCALE, b.other_meld_scale, b.other_hand_distance, 1.0


def row_width(
    relative_seat: int, count: int, drawn: bool, meld_sizes: list[int], zoom: float = 1.0
) -> float:
    """Length of a seat's whole row: concealed tiles, the drawn tile's gap, and the melds."""
    hand_scale, meld_scale, _, gap = _scales(relative_seat, zoom)
    width = count * TILE_WIDTH * hand_scale + (DRAWN_GAP * gap if drawn else 0.0)
    if meld_sizes:
        width += HAND_MELD_GAP * gap + sum(meld_sizes) * TILE_WIDTH * meld_scale
        width += MELD_GAP * gap * (len(meld_sizes) - 1)
    return width


def hand_row(
    relative_seat: int, count: int, drawn: bool, meld_sizes: list[int], zoom: float = 1.0
) -> tuple[list[Placement], list[list[Placement]]]:
    """A seat's concealed tiles (the drawn one, last, set apart) and its melds after them, the
    whole row centred on the seat's side; melds stand on the same line as the hand."""
    hand, groups = _hand_row(relative_seat, count, drawn, tuple(meld_sizes), zoom)
    return list(hand), [list(g) for g in groups]


# Layouts are pure functions of a few small numbers and are asked for on every redraw: cached.
@cache
def _hand_row(
    relative_seat: int, count: int, drawn: bool, meld_sizes: tuple[int, ...], zoom: float
) -> tuple[tuple[Placement, ...], tuple[tuple[Placement, ...], ...]]:
    hand_scale, meld_scale, distance, gap = _scales(relative_seat, zoom)
    w = TILE_WIDTH * hand_scale
    x = -row_width(relative_seat, count, drawn, list(meld_sizes), zoom) / 2
    hand: list[Placement] = []
    for i in range(count):
        if drawn and i == count - 1:
            x += DRAWN_GAP * gap
        hand.append(place(relative_seat, x, distance, hand_scale, z=10 + i))
        x += w
    bottom = distance + TILE_HEIGHT * hand_scale
    y = bottom - TILE_HEIGHT * meld_scale
    x += HAND_MELD_GAP * gap
    mw = TILE_WIDTH * meld_scale
    groups: list[tuple[Placement, ...]] = []
    for size in meld_sizes:
        groups.append(
            tuple(place(relative_seat, x + i * mw, y, meld_scale, z=5 + i) for i in range(size))
        )
        x += size * mw + MELD_GAP * gap
    return tuple(hand), tuple(groups)


def discards(relative_seat: int, count: int, zoom: float = 1.0) -> list[Placement]:
    """Discards in rows of six in front of the player, left to right, rows growing outwards."""
    return [discard(relative_seat, i, zoom) for i in range(count)]


@cache
def discard(relative_seat: int, i: int, zoom: float = 1.0) -> Placement:
    """The ``i``-th discard of a seat."""
    b = bands(zoom)
    w = TILE_WIDTH * b.discard_scale
    h = TILE_HEIGHT * b.discard_scale * RIVER_ROW_STEP
    left = -DISCARDS_PER_ROW * w / 2 - b.river_shift
    row, col = divmod(i, DISCARDS_PER_ROW)
    return place(relative_seat, left + col * w, DISCARD_DISTANCE + row * h, b.discard_scale, z=row)


@cache
def wall_stack(relative_seat: int, stack: int, level: int, zoom: float = 1.0) -> Placement:
    """One tile of the wall in front of ``relative_seat``: stack 0–16 from their left, level 0 the
    upper tile, 1 the lower; the upper one is drawn higher and above."""
    x = -STACKS_PER_WALL * WALL_PITCH / 2 + stack * WALL_PITCH
    y = bands(zoom).wall_distance - (WALL_LIFT if level == 0 else 0.0)
    return place(relative_seat, x, y, WALL_SCALE, z=2 - level)


def break_point(stack: int, zoom: float = 1.0) -> tuple[float, float]:
    """Where the break marker goes, in the bottom frame: just outside stack ``stack``."""
    x = -STACKS_PER_WALL * WALL_PITCH / 2 + stack * WALL_PITCH
    return x + 4, bands(zoom).wall_distance + TILE_HEIGHT * WALL_SCALE + 2


def face_up(index: int, count: int) -> Placement:
    """Face-up tail tiles / the wild indicator: a centred row in the lower half of the centre box,
    under their label."""
    w = TILE_WIDTH * FACE_UP_SCALE
    gap = 4.0
    left = CENTER_X - (count * w + (count - 1) * gap) / 2
    return Placement(left + index * (w + gap), CENTER_Y + 12, 0.0, FACE_UP_SCALE, z=3)


def label_anchor(relative_seat: int, zoom: float = 1.0) -> tuple[float, float, str]:
    """Where a seat's name plate goes: a point and which side of it the plate grows from
    (``"left"``: the plate's left edge is at x; ``"right"``: its right edge; centred in y)."""
    b = bands(zoom)
    half = b.table_half
    if relative_seat == 0:
        # Beside the table's near-left corner, above the hand's line: a full row (14 tiles and
        # four kongs, or 甩牌 sets, 杠花 and won tiles) runs almost the scene's width, and a plate
        # on that line would cover its first tiles.
        return CENTER_X - half - 14.0, CENTER_Y + b.own_hand_distance - 52.0, "right"
    if relative_seat == 1:
        return CENTER_X + half + 14.0, CENTER_Y + 40.0, "left"
    if relative_seat == 2:
        return CENTER_X + half + 14.0, CENTER_Y - half + 40.0, "left"
    return CENTER_X - half - 14.0, CENTER_Y - 40.0, "right"
