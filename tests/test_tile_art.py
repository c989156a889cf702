"""The committed tile art and app icon: every file present, the right size, RGBA and not blank.

These read the PNGs shipped in mahjong_desktop.resources (regenerate them with
tools/make_tile_art.py and packaging/make_icon.py); they do not need the CJK font.
"""

from __future__ import annotations

import hashlib
import importlib.resources
import io

import pytest
from PIL import Image, ImageChops

from mahjong_desktop.tiles import NUM_KINDS, name

RESOURCES = importlib.resources.files("mahjong_desktop.resources")
SCALES = {"1x": 1, "2x": 2}
FACES = [name(kind) for kind in range(NUM_KINDS)]
OVERLAYS = ["overlay_wild", "overlay_flower", "overlay_selected"]
ALL_TILES = [*FACES, "back", *OVERLAYS]
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)


def load(*parts: str) -> Image.Image:
    data = RESOURCES.joinpath(*parts).read_bytes()
    img = Image.open(io.BytesIO(data))
    img.load()
    return img


def opaque_fraction(img: Image.Image) -> float:
    alpha = img.getchannel("A")
    return sum(alpha.histogram()[128:]) / (img.width * img.height)


def ink_fraction(img: Image.Image) -> float:
    """Share of the face's motif area whose colour is far from the ground near its top edge."""
    w, h = img.size
    face = img.convert("RGB").crop((w // 12, h // 16, w - w // 12, h * 85 // 100))
    ground = face.getpixel((face.width // 2, 0))
    assert isinstance(ground, tuple)
    diff = ImageChops.difference(face, Image.new("RGB", face.size, ground)).convert("L")
    return sum(diff.histogram()[40:]) / (face.width * face.height)


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("tile", ALL_TILES)
def test_tile_exists_with_exact_size_and_rgba(scale: str, tile: str) -> None:
    img = load("tiles", scale, f"{tile}.png")
    assert img.mode == "RGBA"
    assert img.size == (60 * SCALES[scale], 80 * SCALES[scale])


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("tile", [*FACES, "back"])
def test_tile_is_an_opaque_tile_with_a_motif(scale: str, tile: str) -> None:
    img = load("tiles", scale, f"{tile}.png")
    # The tile fills its box (rounded corners are the only transparent part) ...
    assert opaque_fraction(img) > 0.95
    # ... and its face carries a real motif, not just the blank ground.
    assert ink_fraction(img) > 0.04


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("overlay", OVERLAYS)
def test_overlay_is_mostly_transparent_but_not_empty(scale: str, overlay: str) -> None:
    img = load("tiles", scale, f"{overlay}.png")
    alpha = img.getchannel("A")
    visible = sum(alpha.histogram()[16:]) / (img.width * img.height)
    assert visible > 0.01
    # An overlay must leave the face readable: the centre of the tile stays see-through.
    centre = alpha.getpixel((img.width // 2, img.height // 2))
    assert isinstance(centre, int)
    assert centre < 100


@pytest.mark.parametrize("scale", SCALES)
def test_no_two_tiles_are_identical(scale: str) -> None:
    digests: dict[str, list[str]] = {}
    for tile in ALL_TILES:
        img = load("tiles", scale, f"{tile}.png")
        digests.setdefault(hashlib.sha256(img.tobytes()).hexdigest(), []).append(tile)
    assert [tiles for tiles in digests.values() if len(tiles) > 1] == []


@pytest.mark.parametrize("size", ICON_SIZES)
def test_icon_png(size: int) -> None:
    img = load("icons", f"app_{size}.png")
    assert img.mode == "RGBA"
    assert img.size == (size, size)
    assert opaque_fraction(img) > 0.5


def test_ico_holds_every_size() -> None:
    img = load("icons", "app.ico")
    assert img.format == "ICO"
    sizes = img.info["sizes"]
    assert {(s, s) for s in (16, 32, 48, 64, 128, 256)} <= set(sizes)


def test_icns_opens() -> None:
    img = load("icons", "app.icns")
    assert img.format == "ICNS"
    assert img.size[0] == img.size[1] >= 512


def test_art_stays_small() -> None:
    """The shipped art should not bloat the wheel."""
    total = 0
    for folder in ("tiles/1x", "tiles/2x", "icons"):
        for entry in RESOURCES.joinpath(folder).iterdir():
            total += len(entry.read_bytes())
    assert total < 3_000_000
