"""Draw the mahjong tile art: the 34 faces, the back and the GUI overlays.

Regenerate (from the repository root)::

    .venv/bin/python tools/make_tile_art.py            # writes resources/tiles/{1x,2x}/*.png
    .venv/bin/python tools/make_tile_art.py --sheet /tmp  # also writes the review contact sheets

Output: ``resources/tiles/1x/<name>.png`` (60×80 px) and ``resources/tiles/2x/<name>.png``
(120×160 px) for the names ``1m``…``9m``, ``1p``…``9p``, ``1s``…``9s``, ``1z``…``7z``, ``back``,
``overlay_wild``, ``overlay_flower`` and ``overlay_selected``.

``--set high_contrast`` writes the high-contrast set to ``resources/tiles/high_contrast/{1x,2x}``
instead: the same names, each face with a black rank index in the top-left corner (1–9; E S W N
for the winds and C F P for 中 發 白, as on Western sets) and a black suit mark in the top-right
corner (萬 for characters, a ring for dots, a cane for bamboo), the usual picture below them; its
wild and flower badges sit at the bottom corners, clear of the index. Tiles of this set differ in
shape, not only in colour (tests/ui/test_tile_sets.py compares them in greyscale).

Needs Pillow and the Noto Serif CJK font, Bold weight (Debian/Ubuntu: ``apt-get install
fonts-noto-cjk``, file ``NotoSerifCJK-Bold.ttc``). The font is found with ``fc-match``; set
``MAHJONG_CJK_FONT=/path/to/font.ttc`` (and optionally ``MAHJONG_CJK_FONT_INDEX``) to override.
Output is deterministic for a given Pillow and font version: everything is drawn with plain
geometry, no randomness.

Everything is drawn in "design units" equal to 1x pixels (a tile is 60×80 units) on a canvas
SUPERSAMPLE times larger than the target, then downsampled with LANCZOS: Pillow's primitives do
not antialias, so supersampling is what makes the edges smooth.
"""

from __future__ import annotations

import argparse
import functools
import math
import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter, ImageFont

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "resources" / "tiles"

TILE_W, TILE_H = 60, 80
SUPERSAMPLE = 4
SCALES = {"1x": 1, "2x": 2}

# A tile is seen from above and slightly in front, so below the face we see a strip of its side:
# first the ivory body, then the coloured back layer (as on a real two-layer tile).
FACE_BOTTOM = 73.0
LAYER_SPLIT = 76.5
RADIUS = 6.0
# Where the face motifs go; kept well inside the face so nothing touches the border.
CONTENT = (5.0, 5.0, 55.0, 68.0)

# Traditional tiles print the traditional forms; flip to use 万 / 发 / 东 instead.
TRADITIONAL_GLYPHS = True
MAN_CHAR = "萬" if TRADITIONAL_GLYPHS else "万"
NUMERALS = "一二三四五六七八九"
HONOUR_CHARS = (
    "東" if TRADITIONAL_GLYPHS else "东",
    "南",
    "西",
    "北",
    "",
    "發" if TRADITIONAL_GLYPHS else "发",
    "中",
)

Colour = tuple[int, int, int] | tuple[int, int, int, int]

IVORY_TOP = (253, 250, 238)
IVORY_BOTTOM = (238, 229, 203)
IVORY = (250, 245, 229)
IVORY_SIDE = (219, 205, 165)
OUTLINE = (96, 84, 58)
FACE_EDGE = (184, 168, 126)

BACK_TOP = (34, 112, 74)
BACK_BOTTOM = (18, 80, 52)
BACK_SIDE = (16, 66, 42)
BACK_GOLD = (214, 190, 120)

INK = (24, 34, 62)  # dark blue-black of numerals and winds
RED = (196, 36, 42)
RED_DARK = (128, 20, 26)
GREEN = (24, 122, 62)
GREEN_DARK = (10, 70, 34)
GREEN_LIGHT = (118, 190, 120)
BLUE = (32, 82, 164)
BLUE_DARK = (16, 44, 100)
BLUE_LIGHT = (120, 160, 220)
GOLD = (232, 184, 48)
GOLD_LIGHT = (255, 232, 140)
GOLD_DARK = (150, 100, 20)


# --------------------------------------------------------------------------------------------
# Canvas in design units


class Pen:
    """An RGBA canvas addressed in design units (1 unit = 1 px at 1x)."""

    def __init__(self, k: float, size: tuple[float, float] = (TILE_W, TILE_H)) -> None:
        self.k = k
        self.size = size
        self.img = Image.new("RGBA", (round(size[0] * k), round(size[1] * k)), (0, 0, 0, 0))
        self.draw = ImageDraw.Draw(self.img)

    def p(self, v: float) -> float:
        return v * self.k

    def w(self, v: float) -> int:
        """A line width in pixels; never 0 so thin lines survive."""
        return max(1, round(v * self.k))

    def box(self, x0: float, y0: float, x1: float, y1: float) -> tuple[float, ...]:
        return (x0 * self.k, y0 * self.k, x1 * self.k, y1 * self.k)

    def pts(self, points: Sequence[tuple[float, float]]) -> list[tuple[float, float]]:
        return [(x * self.k, y * self.k) for x, y in points]

    def layer(self) -> Pen:
        return Pen(self.k, self.size)

    def add(self, other: Pen) -> None:
        """Blend a layer on top (ImageDraw itself overwrites pixels instead of blending)."""
        self.img.alpha_composite(other.img)

    def circle(self, cx: float, cy: float, r: float, fill: Colour) -> None:
        self.draw.ellipse(self.box(cx - r, cy - r, cx + r, cy + r), fill=fill)

    def rrect(
        self,
        box: tuple[float, float, float, float],
        radius: float,
        fill: Colour | None = None,
        outline: Colour | None = None,
        width: float = 0,
    ) -> None:
        self.draw.rounded_rectangle(
            self.box(*box),
            radius=self.p(radius),
            fill=fill,
            outline=outline,
            width=self.w(width) if outline else 0,
        )

    def polygon(self, points: Sequence[tuple[float, float]], fill: Colour) -> None:
        self.draw.polygon(self.pts(points), fill=fill)

    def line(self, points: Sequence[tuple[float, float]], fill: Colour, width: float) -> None:
        self.draw.line(self.pts(points), fill=fill, width=self.w(width), joint="curve")

    def mask_rrect(self, box: tuple[float, float, float, float], radius: float) -> Image.Image:
        mask = Image.new("L", self.img.size, 0)
        ImageDraw.Draw(mask).rounded_rectangle(self.box(*box), radius=self.p(radius), fill=255)
        return mask


def ellipse_points(
    cx: float, cy: float, rx: float, ry: float, angle_deg: float = 0.0, n: int = 72
) -> list[tuple[float, float]]:
    """A rotated ellipse as a polygon (ImageDraw.ellipse cannot rotate)."""
    a = math.radians(angle_deg)
    ca, sa = math.cos(a), math.sin(a)
    out = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x, y = rx * math.cos(t), ry * math.sin(t)
        out.append((cx + x * ca - y * sa, cy + x * sa + y * ca))
    return out


def vertical_gradient(size: tuple[int, int], top: Colour, bottom: Colour) -> Image.Image:
    """An RGBA image fading from top to bottom; built from a 1-px column so it is fast."""
    w, h = size
    column = Image.new("RGBA", (1, h))
    for y in range(h):
        t = y / max(1, h - 1)
        column.putpixel(
            (0, y),
            (*(round(a + (b - a) * t) for a, b in zip(top[:3], bottom[:3], strict=True)), 255),
        )
    return column.resize((w, h), Image.Resampling.NEAREST)


# --------------------------------------------------------------------------------------------
# Font


@functools.cache
def font_file() -> tuple[str, int]:
    """The CJK font file and its face index (a .ttc holds JP/KR/SC/TC/HK faces)."""
    env = os.environ.get("MAHJONG_CJK_FONT")
    if env:
        return env, int(os.environ.get("MAHJONG_CJK_FONT_INDEX", "0"))
    if shutil.which("fc-match"):
        out = subprocess.run(
            ["fc-match", "-f", "%{file}|%{index}|%{family}", "Noto Serif CJK SC:bold"],
            capture_output=True,
            text=True,
            check=False,
        ).stdout
        parts = out.split("|")
        if len(parts) == 3 and "CJK" in parts[2]:
            return parts[0], int(parts[1] or 0)
    fallback = Path("/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc")
    if fallback.exists():
        return str(fallback), 2  # index 2 is the SC (simplified Chinese) face
    sys.exit("Noto Serif CJK not found: install fonts-noto-cjk or set MAHJONG_CJK_FONT")


@functools.cache
def font(px: int) -> ImageFont.FreeTypeFont:
    path, index = font_file()
    return ImageFont.truetype(path, px, index=index)


@functools.cache
def glyph_mask(char: str, px: int) -> Image.Image:
    """The glyph's ink only (an L mask cropped to its exact bounding box)."""
    f = font(px)
    _, _, x1, y1 = f.getbbox(char)
    pad = px // 4  # room for ink that strays left of or above the pen position
    mask = Image.new("L", (x1 + 2 * pad, y1 + 2 * pad), 0)
    ImageDraw.Draw(mask).text((pad, pad), char, font=f, fill=255)
    bbox = mask.getbbox()
    assert bbox, char
    return mask.crop(bbox)


def fit_px(chars: str, max_w: float, max_h: float) -> int:
    """The largest font size whose ink fits every char of the group in max_w × max_h pixels.

    One size per group (all numerals, all winds) keeps strokes the same weight across tiles.
    """
    probe = 200
    widest = max(glyph_mask(c, probe).width for c in chars)
    tallest = max(glyph_mask(c, probe).height for c in chars)
    return max(4, math.floor(probe * min(max_w / widest, max_h / tallest)))


def draw_glyph(
    pen: Pen, char: str, group: str, box: tuple[float, float, float, float], colour: Colour
) -> None:
    """Draw char centred in box (design units), sized consistently with the rest of group."""
    x0, y0, x1, y1 = pen.box(*box)
    mask = glyph_mask(char, fit_px(group, x1 - x0, y1 - y0))
    left = round((x0 + x1 - mask.width) / 2)
    top = round((y0 + y1 - mask.height) / 2)
    pen.img.paste(Image.new("RGBA", mask.size, colour), (left, top), mask)


# --------------------------------------------------------------------------------------------
# Tile body


def draw_body(pen: Pen, face_top: Colour, face_bottom: Colour, side: Colour, base: Colour) -> None:
    """Silhouette, the two-layer side strip, the face with a gentle gradient and a bevel."""
    pen.rrect((0, 0, TILE_W, TILE_H), RADIUS, fill=base)
    pen.rrect((0, 0, TILE_W, LAYER_SPLIT), RADIUS, fill=side)
    # A darker line where the two layers of the side meet reads as the tile's thickness.
    seam = pen.layer()
    seam.line([(3, LAYER_SPLIT - 0.2), (TILE_W - 3, LAYER_SPLIT - 0.2)], (0, 0, 0, 50), 0.6)
    pen.add(seam)

    face_box = (0.0, 0.0, float(TILE_W), FACE_BOTTOM)
    grad = vertical_gradient(pen.img.size, face_top, face_bottom)
    pen.img.paste(grad, (0, 0), pen.mask_rrect(face_box, RADIUS))
    pen.rrect(face_box, RADIUS, outline=FACE_EDGE, width=0.7)

    # Bevel: a light rim along the top and left of the face, a soft shade along the bottom.
    bevel = pen.layer()
    bevel.rrect(
        (1.0, 0.9, TILE_W - 1.0, FACE_BOTTOM - 1.0),
        RADIUS - 1,
        outline=(255, 255, 255, 150),
        width=0.9,
    )
    bevel.line([(4, FACE_BOTTOM - 1.4), (TILE_W - 4, FACE_BOTTOM - 1.4)], (0, 0, 0, 28), 1.2)
    pen.add(bevel)
    pen.rrect((0, 0, TILE_W, TILE_H), RADIUS, outline=OUTLINE, width=0.6)


def face_body(pen: Pen) -> None:
    draw_body(pen, IVORY_TOP, IVORY_BOTTOM, IVORY_SIDE, BACK_SIDE)


# --------------------------------------------------------------------------------------------
# 萬 characters


def draw_man(pen: Pen, rank: int) -> None:
    x0, y0, x1, y1 = CONTENT
    draw_glyph(pen, NUMERALS[rank - 1], NUMERALS, (x0 + 2, y0 + 0.5, x1 - 2, 32), INK)
    draw_glyph(pen, MAN_CHAR, MAN_CHAR, (x0 + 1, 35, x1 - 1, y1 - 0.5), RED)


# --------------------------------------------------------------------------------------------
# 筒 dots

# (x, y, radius, colour) per dot; colours follow the usual Chinese sets.
B, G, R = BLUE, GREEN, RED
DOT_LAYOUTS: dict[int, list[tuple[float, float, float, Colour]]] = {
    2: [(30, 20.5, 10.5, G), (30, 52.5, 10.5, B)],
    3: [(15, 15, 9, B), (30, 36.5, 9, R), (45, 58, 9, G)],
    4: [(18, 20, 9.5, B), (42, 20, 9.5, G), (18, 53, 9.5, G), (42, 53, 9.5, B)],
    5: [
        (16, 16, 8.5, B),
        (44, 16, 8.5, G),
        (30, 36.5, 8.5, R),
        (16, 57, 8.5, G),
        (44, 57, 8.5, B),
    ],
    6: [
        (19.5, 14, 8, G),
        (40.5, 14, 8, G),
        (19.5, 40.5, 8, R),
        (40.5, 40.5, 8, R),
        (19.5, 59, 8, R),
        (40.5, 59, 8, R),
    ],
    7: [
        (14, 12, 7.5, G),
        (30, 19.5, 7.5, G),
        (46, 27, 7.5, G),
        (20, 44, 7.5, R),
        (40, 44, 7.5, R),
        (20, 60, 7.5, R),
        (40, 60, 7.5, R),
    ],
    8: [(x, y, 7.4, B) for y in (12, 28.2, 44.6, 60.8) for x in (20.5, 39.5)],
    9: [(x, y, 7.9, c) for y, c in ((14, B), (36.5, R), (59, G)) for x in (12.8, 30, 47.2)],
}
DOT_ACCENT: dict[Colour, Colour] = {BLUE: RED, GREEN: RED, RED: GREEN}


def draw_dot(pen: Pen, cx: float, cy: float, r: float, colour: Colour) -> None:
    """A coin: outer ring, ivory gap, inner ring, and a centre of the contrasting colour."""
    pen.circle(cx, cy, r, colour)
    pen.circle(cx, cy, r * 0.80, IVORY)
    pen.circle(cx, cy, r * 0.62, colour)
    pen.circle(cx, cy, r * 0.40, IVORY)
    pen.circle(cx, cy, r * 0.24, DOT_ACCENT[colour])


def draw_big_dot(pen: Pen) -> None:
    """一筒: a large ornate coin with a scalloped rim and a flower centre."""
    cx, cy, r = 30.0, 36.5, 23.0
    pen.circle(cx, cy, r, GREEN)
    # Scalloped rim: ivory notches around the edge.
    for i in range(20):
        a = 2 * math.pi * i / 20
        pen.circle(cx + r * 0.93 * math.cos(a), cy + r * 0.93 * math.sin(a), r * 0.07, IVORY)
    pen.circle(cx, cy, r * 0.80, IVORY)
    pen.circle(cx, cy, r * 0.72, BLUE)
    pen.circle(cx, cy, r * 0.62, IVORY)
    pen.circle(cx, cy, r * 0.54, RED)
    # Eight ivory petals on the red disc.
    for i in range(8):
        a = math.degrees(2 * math.pi * i / 8)
        px = cx + r * 0.33 * math.cos(math.radians(a))
        py = cy + r * 0.33 * math.sin(math.radians(a))
        pen.polygon(ellipse_points(px, py, r * 0.15, r * 0.07, a), IVORY)
    pen.circle(cx, cy, r * 0.14, GREEN)
    pen.circle(cx, cy, r * 0.06, IVORY)


def draw_pin(pen: Pen, rank: int) -> None:
    if rank == 1:
        draw_big_dot(pen)
        return
    for x, y, r, c in DOT_LAYOUTS[rank]:
        draw_dot(pen, x, y, r, c)


# --------------------------------------------------------------------------------------------
# 条 bamboo

STICK_GREEN = (GREEN, GREEN_DARK, GREEN_LIGHT)
STICK_RED = (RED, RED_DARK, (240, 140, 130))
STICK_BLUE = (BLUE, BLUE_DARK, BLUE_LIGHT)
Stick = tuple[float, float, float, float, tuple[Colour, Colour, Colour], float]


def draw_stick(
    pen: Pen,
    cx: float,
    cy: float,
    w: float,
    h: float,
    colours: tuple[Colour, Colour, Colour],
    angle: float = 0.0,
) -> None:
    """A bamboo stick of two segments: joints at the ends and middle, a highlight per segment.

    Drawn upright on its own layer and rotated about its centre when tilted.
    """
    mid, dark, light = colours
    layer = pen.layer()
    y0, y1 = cy - h / 2, cy + h / 2
    node_h = max(1.5, h * 0.07)
    half = w * 0.40
    # Each segment is pinched at its waist, like a real cane, which also separates the sticks.
    for sy0, sy1 in ((y0 + node_h * 0.5, cy), (cy, y1 - node_h * 0.5)):
        left, right = [], []
        for i in range(13):
            t = i / 12
            y = sy0 + (sy1 - sy0) * t
            hw = half * (1 - 0.22 * math.sin(math.pi * t))
            left.append((cx - hw, y))
            right.append((cx + hw, y))
        outline = left + right[::-1]
        layer.polygon(outline, dark)
        inner = [(x + (0.55 if x < cx else -0.55), y) for x, y in outline]
        layer.polygon(inner, mid)
        # Highlight stripe left of centre, within the segment.
        hy0, hy1 = sy0 + node_h, sy1 - node_h * 0.7
        layer.rrect((cx - half * 0.5, hy0, cx - half * 0.12, hy1), half * 0.2, fill=light)
    for y in (y0 + node_h / 2, cy, y1 - node_h / 2):
        layer.rrect((cx - w / 2, y - node_h / 2, cx + w / 2, y + node_h / 2), node_h / 2, fill=dark)
    if angle:
        layer.img = layer.img.rotate(
            angle, resample=Image.Resampling.BICUBIC, center=(layer.p(cx), layer.p(cy))
        )
    pen.add(layer)


SG, SR, SB = STICK_GREEN, STICK_RED, STICK_BLUE
STICK_LAYOUTS: dict[int, list[Stick]] = {
    2: [(30, 21, 9.5, 28, SB, 0), (30, 52, 9.5, 28, SG, 0)],
    3: [(30, 21, 9.5, 28, SB, 0), (19, 52, 9.5, 28, SG, 0), (41, 52, 9.5, 28, SG, 0)],
    4: [
        (19, 21, 9.5, 28, SB, 0),
        (41, 21, 9.5, 28, SG, 0),
        (19, 52, 9.5, 28, SG, 0),
        (41, 52, 9.5, 28, SB, 0),
    ],
    5: [
        (15, 21, 8.5, 27, SG, 0),
        (45, 21, 8.5, 27, SG, 0),
        (30, 36.5, 8.5, 27, SR, 0),
        (15, 52, 8.5, 27, SG, 0),
        (45, 52, 8.5, 27, SG, 0),
    ],
    6: [(x, y, 8.5, 27, c, 0) for y, c in ((21, SG), (52, SB)) for x in (14, 30, 46)],
    7: [(30, 13.5, 7.5, 17, SR, 0)]
    + [(x, y, 7.5, 20, c, 0) for y, c in ((35.5, SG), (57.5, SB)) for x in (14, 30, 46)],
    8: [
        (10, 21, 7, 27, SG, 0),
        (22.5, 21, 7, 27, SG, -15),
        (37.5, 21, 7, 27, SG, 15),
        (50, 21, 7, 27, SG, 0),
        (10, 52, 7, 27, SB, 0),
        (22.5, 52, 7, 27, SB, 15),
        (37.5, 52, 7, 27, SB, -15),
        (50, 52, 7, 27, SB, 0),
    ],
    9: [
        (x, y, 7.5, 19.5, SR if x == 30 else c, 0)
        for y, c in ((14.5, SG), (36.5, SB), (58.5, SG))
        for x in (14, 30, 46)
    ],
}


def draw_bird(pen: Pen) -> None:
    """幺鸡: a stylised peacock-tailed bird on a bamboo perch, facing left."""
    # Tail: three long feathers fanning up and right, each with an eye near the tip.
    for angle, colour, length in ((-62, BLUE, 25), (-40, GREEN, 27), (-18, RED, 23)):
        a = math.radians(angle)
        bx, by = 34.0, 42.0
        tx, ty = bx + length * math.cos(a), by + length * math.sin(a)
        mx, my = (bx + tx) / 2, (by + ty) / 2
        pen.polygon(ellipse_points(mx, my, length / 2, 3.6, angle), colour)
        ex, ey = bx + length * 0.78 * math.cos(a), by + length * 0.78 * math.sin(a)
        pen.circle(ex, ey, 2.6, IVORY)
        pen.circle(ex, ey, 1.4, GOLD if colour is not GREEN else RED)
    # Legs down to the perch.
    for x0, x1 in ((26.5, 25), (31.5, 33)):
        pen.line([(x0, 50), (x1, 60)], RED_DARK, 1.3)
    # Body, red breast, blue wing.
    pen.polygon(ellipse_points(29, 45, 12.5, 8.5, -18), GREEN)
    pen.polygon(ellipse_points(22.5, 46.5, 6.5, 6, 0), RED)
    pen.polygon(ellipse_points(31.5, 43, 8.5, 4.8, -22), BLUE)
    pen.polygon(ellipse_points(33.5, 42.2, 5.2, 2.2, -22), BLUE_LIGHT)
    # Neck and head.
    pen.polygon([(17, 33), (23, 33), (26, 41), (19, 43)], GREEN)
    pen.circle(18.5, 29.5, 6.5, GREEN)
    # Crest.
    for dx, ang in ((-2.5, -110), (0.5, -85), (3.5, -60)):
        pen.polygon(ellipse_points(18.5 + dx, 22.8, 3.0, 1.3, ang), RED)
    # Beak and eye.
    pen.polygon([(12.6, 28.0), (6.8, 31.0), (12.8, 32.2)], GOLD_DARK)
    pen.circle(16.6, 28.6, 2.0, IVORY)
    pen.circle(16.2, 28.6, 1.1, INK)
    # Perch.
    draw_stick(pen, 30, 62, 5.5, 36, STICK_GREEN, 90)


def draw_sou(pen: Pen, rank: int) -> None:
    if rank == 1:
        draw_bird(pen)
        return
    for x, y, w, h, colours, angle in STICK_LAYOUTS[rank]:
        draw_stick(pen, x, y, w, h, colours, angle)


# --------------------------------------------------------------------------------------------
# Honours

WIND_GROUP = "".join(HONOUR_CHARS[:4])
HONOUR_BOX = (9.0, 9.0, 51.0, 64.0)


def draw_white_dragon(pen: Pen) -> None:
    """白: the traditional blue frame, a heavy outer line and a thin inner one."""
    pen.rrect((11, 9, 49, 64), 2.5, outline=BLUE, width=3.2)
    pen.rrect((15.5, 13.5, 44.5, 59.5), 1.5, outline=BLUE, width=1.1)


def draw_honour(pen: Pen, rank: int) -> None:
    if rank <= 4:
        draw_glyph(pen, HONOUR_CHARS[rank - 1], WIND_GROUP, HONOUR_BOX, INK)
    elif rank == 5:
        draw_white_dragon(pen)
    else:
        char = HONOUR_CHARS[rank - 1]
        group = HONOUR_CHARS[5] + HONOUR_CHARS[6]
        draw_glyph(pen, char, group, HONOUR_BOX, GREEN if rank == 6 else RED)


# --------------------------------------------------------------------------------------------
# Back


def draw_back(pen: Pen) -> None:
    """Face-down tile: the green back layer on top, a gold inset frame and a lattice medallion."""
    draw_body(pen, BACK_TOP, BACK_BOTTOM, BACK_SIDE, IVORY_SIDE)
    gold = (*BACK_GOLD, 255)
    faint = pen.layer()
    # Diamond lattice inside the frame, faint so the back stays calm.
    x0, y0, x1, y1 = 7.0, 7.0, 53.0, 66.0
    step = 7.0
    for i in range(-12, 14):
        c = x0 + i * step
        faint.line([(c, y0), (c + (y1 - y0), y1)], (255, 255, 255, 34), 0.6)
        faint.line([(c, y1), (c + (y1 - y0), y0)], (255, 255, 255, 34), 0.6)
    clip = Image.new("L", pen.img.size, 0)
    clip.paste(pen.mask_rrect((x0, y0, x1, y1), 3))
    faint.img.putalpha(Image.composite(faint.img.getchannel("A"), clip, clip))
    pen.add(faint)
    pen.rrect((4.0, 4.0, 56.0, 69.0), 4.0, outline=gold, width=1.0)
    pen.rrect((6.5, 6.5, 53.5, 66.5), 3.0, outline=(*BACK_GOLD, 150), width=0.5)
    # Central medallion: a gold ring around a diamond.
    cx, cy = 30.0, 36.5
    pen.circle(cx, cy, 11, gold)
    pen.circle(cx, cy, 9.6, BACK_TOP)
    pen.polygon([(cx, cy - 7), (cx + 7, cy), (cx, cy + 7), (cx - 7, cy)], gold)
    pen.polygon([(cx, cy - 4), (cx + 4, cy), (cx, cy + 4), (cx - 4, cy)], BACK_BOTTOM)
    pen.circle(cx, cy, 1.5, gold)


# --------------------------------------------------------------------------------------------
# Overlays (transparent; the GUI draws them over a face)


def glow(pen: Pen, draw: Callable[[Pen], None], radius: float) -> None:
    """Draw shapes on a layer, blur it into a glow, and keep the glow inside the tile."""
    layer = pen.layer()
    draw(layer)
    layer.img = layer.img.filter(ImageFilter.GaussianBlur(layer.p(radius)))
    inside = pen.mask_rrect((0, 0, TILE_W, FACE_BOTTOM), RADIUS)
    alpha = Image.composite(layer.img.getchannel("A"), Image.new("L", inside.size, 0), inside)
    layer.img.putalpha(alpha)
    pen.add(layer)


def draw_overlay_wild(pen: Pen, badge: tuple[float, float] = (52.0, 8.2)) -> None:
    """宝/财神: a golden glow round the face, a gold rim and a coin badge (top right unless
    ``badge`` says where)."""
    glow(
        pen,
        lambda p: p.rrect((0, 0, TILE_W, FACE_BOTTOM), RADIUS, outline=(*GOLD, 255), width=5),
        2.2,
    )
    pen.rrect((0.4, 0.4, TILE_W - 0.4, FACE_BOTTOM - 0.2), RADIUS, outline=(*GOLD, 255), width=1.6)
    pen.rrect(
        (1.8, 1.8, TILE_W - 1.8, FACE_BOTTOM - 1.6),
        RADIUS - 1.4,
        outline=(*GOLD_LIGHT, 220),
        width=0.6,
    )
    # Badge: a gold coin with a dark rim and a star, clear of the motif area's corner.
    (cx, cy), r = badge, 6.4
    shadow = pen.layer()
    shadow.circle(cx + 0.5, cy + 0.8, r + 0.4, (0, 0, 0, 90))
    shadow.img = shadow.img.filter(ImageFilter.GaussianBlur(shadow.p(0.6)))
    pen.add(shadow)
    pen.circle(cx, cy, r, GOLD_DARK)
    pen.circle(cx, cy, r - 0.9, GOLD)
    pen.circle(cx - 0.8, cy - 0.8, r - 2.6, GOLD_LIGHT)
    pen.circle(cx, cy, r - 2.6, GOLD)
    star = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = 3.3 if i % 2 == 0 else 1.4
        star.append((cx + rr * math.cos(a), cy + 0.2 + rr * math.sin(a)))
    pen.polygon(star, RED)


def draw_overlay_flower(pen: Pen, centre: tuple[float, float] = (8.4, 8.4)) -> None:
    """杠花: a pink five-petal flower badge top left (the wild badge sits top right), unless
    ``centre`` says where."""
    cx, cy = centre
    shadow = pen.layer()
    shadow.circle(cx + 0.5, cy + 0.8, 7.6, (0, 0, 0, 80))
    shadow.img = shadow.img.filter(ImageFilter.GaussianBlur(shadow.p(0.7)))
    pen.add(shadow)
    pen.circle(cx, cy, 7.6, (255, 255, 255, 235))
    for i in range(5):
        a = -90 + i * 72
        px = cx + 3.4 * math.cos(math.radians(a))
        py = cy + 3.4 * math.sin(math.radians(a))
        pen.polygon(ellipse_points(px, py, 3.4, 2.6, a), (214, 52, 110))
        pen.polygon(ellipse_points(px, py, 2.0, 1.3, a), (250, 150, 185))
    pen.circle(cx, cy, 1.9, GOLD)
    pen.circle(cx, cy, 0.9, GOLD_DARK)


def draw_overlay_selected(pen: Pen) -> None:
    """A soft cool highlight: a faint white veil and a pale blue inner glow.

    Cool rather than gold so a selected wild tile still shows both marks.
    """
    tint = pen.layer()
    tint.rrect((0, 0, TILE_W, FACE_BOTTOM), RADIUS, fill=(255, 255, 255, 48))
    pen.add(tint)
    glow(
        pen,
        lambda p: p.rrect(
            (0, 0, TILE_W, FACE_BOTTOM), RADIUS, outline=(110, 190, 255, 255), width=4
        ),
        1.8,
    )
    pen.rrect(
        (0.4, 0.4, TILE_W - 0.4, FACE_BOTTOM - 0.2),
        RADIUS,
        outline=(200, 232, 255, 235),
        width=1.2,
    )


# --------------------------------------------------------------------------------------------
# High-contrast set: rank and suit in black in the top corners, the usual picture below

HC_FACE_TOP = (255, 254, 249)  # a whiter face than the classic ivory, for more contrast
HC_FACE_BOTTOM = (246, 241, 226)
HC_INK = (0, 0, 0)
INDEX_BOX = (2.5, 1.5, 29.0, 31.5)  # the rank, as large as the corner allows
MARK_BOX = (32.0, 3.5, 57.0, 29.5)  # the suit mark
HONOUR_INDEX_BOX = (2.5, 1.5, 42.0, 31.5)
MOTIF_BOX = (5.0, 33.5, 55.0, 71.0)  # the classic picture, scaled down to fit
DIGITS = "123456789"
HONOUR_INDEX = "ESWNPFC"  # 東 南 西 北 白 發 中: compass letters, and Western sets' P F C
BADGE_Y = 64.5  # the wild and flower badges: bottom corners, clear of the index


def draw_suit_mark(pen: Pen, suit: str) -> None:
    """A black mark per suit, told apart by shape: 萬, a ring with a hub, a jointed cane."""
    x0, y0, x1, y1 = MARK_BOX
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    if suit == "m":
        draw_glyph(pen, "萬", "萬", MARK_BOX, HC_INK)
    elif suit == "p":
        r = min(x1 - x0, y1 - y0) / 2 - 0.5
        pen.circle(cx, cy, r, HC_INK)
        pen.circle(cx, cy, r - 3.4, HC_FACE_TOP)
        pen.circle(cx, cy, r * 0.36, HC_INK)
    elif suit == "s":
        # An upright cane with three joints: a shape no ring or character has.
        half = 3.4
        pen.rrect((cx - half, y0 + 0.5, cx + half, y1 - 0.5), 2.0, fill=HC_INK)
        for y in (y0 + 1.6, cy, y1 - 1.6):
            pen.rrect((cx - half - 2.4, y - 1.3, cx + half + 2.4, y + 1.3), 1.2, fill=HC_INK)


def classic_motif(name: str, k: float) -> Image.Image:
    """The classic set's picture of a face, alone on a transparent canvas, cropped to its ink."""
    motif = Pen(k)
    SUIT_DRAW[name[1]](motif, int(name[0]))
    box = motif.img.getbbox()
    assert box, name
    return motif.img.crop(box)


def draw_contrast_face(pen: Pen, name: str) -> None:
    draw_body(pen, HC_FACE_TOP, HC_FACE_BOTTOM, IVORY_SIDE, BACK_SIDE)
    rank, suit = int(name[0]), name[1]
    if suit == "z":
        # No suit mark beside an honour's letter: it may take the mark's room too.
        draw_glyph(pen, HONOUR_INDEX[rank - 1], HONOUR_INDEX, HONOUR_INDEX_BOX, HC_INK)
    else:
        draw_glyph(pen, DIGITS[rank - 1], DIGITS, INDEX_BOX, HC_INK)
    if suit != "z":
        draw_suit_mark(pen, suit)
    # The usual picture, scaled to the box below the corners, so the tile still looks like the
    # one a player knows from a real set.
    motif = classic_motif(name, pen.k)
    x0, y0, x1, y1 = pen.box(*MOTIF_BOX)
    fit = min((x1 - x0) / motif.width, (y1 - y0) / motif.height)
    size = (max(1, round(motif.width * fit)), max(1, round(motif.height * fit)))
    motif = motif.resize(size, Image.Resampling.LANCZOS)
    layer = pen.layer()
    layer.img.paste(motif, (round((x0 + x1 - size[0]) / 2), round((y0 + y1 - size[1]) / 2)))
    pen.add(layer)


def contrast_overlay_wild(pen: Pen) -> None:
    """The wild overlay with its badge in the bottom-right corner (the suit mark is top right)."""
    draw_overlay_wild(pen, (52.0, BADGE_Y))


def contrast_overlay_flower(pen: Pen) -> None:
    """The flower badge in the bottom-left corner (the index is top left)."""
    draw_overlay_flower(pen, (8.4, BADGE_Y))


CONTRAST_OVERLAYS: dict[str, Callable[[Pen], None]] = {
    "overlay_wild": contrast_overlay_wild,
    "overlay_flower": contrast_overlay_flower,
    "overlay_selected": draw_overlay_selected,
}


# --------------------------------------------------------------------------------------------
# Rendering


def tile_names() -> list[str]:
    """The 34 face names in kind order (same as mahjong_desktop.tiles.name)."""
    return [f"{r}{s}" for s, n in zip("mpsz", (9, 9, 9, 7), strict=True) for r in range(1, n + 1)]


OVERLAYS: dict[str, Callable[[Pen], None]] = {
    "overlay_wild": draw_overlay_wild,
    "overlay_flower": draw_overlay_flower,
    "overlay_selected": draw_overlay_selected,
}
SUIT_DRAW: dict[str, Callable[[Pen, int], None]] = {
    "m": draw_man,
    "p": draw_pin,
    "s": draw_sou,
    "z": draw_honour,
}


def render_supersampled(name: str, width: int, high_contrast: bool = False) -> Image.Image:
    """The tile drawn at SUPERSAMPLE × ``width`` px wide, before downsampling.

    The icon script composes (rotates, shadows) at this size and downsamples once at the end.
    """
    pen = Pen(SUPERSAMPLE * width / TILE_W)
    if high_contrast and name != "back":
        if name in CONTRAST_OVERLAYS:
            CONTRAST_OVERLAYS[name](pen)
        else:
            draw_contrast_face(pen, name)
    elif name == "back":
        draw_back(pen)
    elif name in OVERLAYS:
        OVERLAYS[name](pen)
    else:
        face_body(pen)
        SUIT_DRAW[name[1]](pen, int(name[0]))
    return pen.img


def render(name: str, width: int, high_contrast: bool = False) -> Image.Image:
    """One tile image (face name, ``back`` or an overlay name) ``width`` px wide, 3:4 aspect."""
    size = (width, width * TILE_H // TILE_W)
    image = render_supersampled(name, width, high_contrast)
    return image.resize(size, Image.Resampling.LANCZOS)


def all_names() -> list[str]:
    return [*tile_names(), "back", *OVERLAYS]


def write_tiles(
    out_dir: Path = OUT_DIR, *, high_contrast: bool = False
) -> dict[str, dict[str, Image.Image]]:
    images: dict[str, dict[str, Image.Image]] = {}
    for label, scale in SCALES.items():
        folder = out_dir / label
        folder.mkdir(parents=True, exist_ok=True)
        images[label] = {}
        for name in all_names():
            img = render(name, TILE_W * scale, high_contrast)
            img.save(folder / f"{name}.png", optimize=True)
            images[label][name] = img
    return images


def contact_sheet(images: dict[str, Image.Image], scale: int) -> Image.Image:
    """All faces, the back and the overlays (alone and over a face) on a table-green cloth."""
    w, h = TILE_W * scale, TILE_H * scale
    gap, label_h = 8 * scale, 12 * scale
    rows: list[list[tuple[str, Image.Image]]] = [
        [(n, images[n]) for n in tile_names()[i : i + 9]] for i in (0, 9, 18)
    ]
    rows.append([(n, images[n]) for n in tile_names()[27:]] + [("back", images["back"])])
    demo = []
    for overlay, base in (
        ("overlay_wild", "5p"),
        ("overlay_flower", "3s"),
        ("overlay_selected", "7z"),
    ):
        demo.append((overlay.removeprefix("overlay_"), images[overlay]))
        combined = images[base].copy()
        combined.alpha_composite(images[overlay])
        demo.append((f"{base}+{overlay.removeprefix('overlay_')}", combined))
    rows.append(demo)
    cols = max(len(r) for r in rows)
    sheet = Image.new(
        "RGBA", (gap + cols * (w + gap), gap + len(rows) * (h + label_h + gap)), (28, 92, 60, 255)
    )
    draw = ImageDraw.Draw(sheet)
    label_font = ImageFont.load_default(size=9 * scale)
    for ri, row in enumerate(rows):
        for ci, (label, img) in enumerate(row):
            x, y = gap + ci * (w + gap), gap + ri * (h + label_h + gap)
            sheet.alpha_composite(img, (x, y))
            draw.text(
                (x + w / 2, y + h + 2 * scale),
                label,
                fill=(230, 240, 230),
                font=label_font,
                anchor="mt",
            )
    return sheet


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--out", type=Path, default=None, help="output folder (default: the set's folder)"
    )
    parser.add_argument(
        "--set",
        choices=("classic", "high_contrast"),
        default="classic",
        help="which tile set to draw (default: classic)",
    )
    parser.add_argument(
        "--sheet", type=Path, help="also write tile_sheet_{1x,2x}.png into this folder"
    )
    args = parser.parse_args(argv)
    contrast = args.set == "high_contrast"
    out = args.out or (OUT_DIR / "high_contrast" if contrast else OUT_DIR)
    images = write_tiles(out, high_contrast=contrast)
    if args.sheet:
        for label, scale in SCALES.items():
            contact_sheet(images[label], scale).save(args.sheet / f"tile_sheet_{label}.png")
    print(f"wrote {sum(len(v) for v in images.values())} images to {out}")


if __name__ == "__main__":
    main()
