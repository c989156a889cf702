"""Draw the application icon from the tile art.

Regenerate (from the repository root)::

    .venv/bin/python packaging/make_icon.py

Writes ``resources/icons/app_{16,32,48,64,128,256,512}.png``, ``resources/icons/app.ico``
(16–256, one hand-rendered image per size) and ``resources/icons/app.icns`` (32–1024).
Needs what ``tools/make_tile_art.py`` needs: Pillow and the Noto Serif CJK Bold font
(``fonts-noto-cjk``). Deterministic for a given Pillow and font version.

Every size is drawn on its own rather than shrunk from the 512 one: from 48 px up the icon is
the red 中 tile leaning over a 發 tile on a felt-green rounded square; at 16 and 32 px two
tilted tiles turn to mush, so those sizes show a single square tile with a big 中.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from PIL import Image, ImageFilter

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "resources" / "icons"
PNG_SIZES = (16, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 32, 48, 64, 128, 256)
ICNS_SIZES = (32, 64, 128, 256, 512, 1024)
SMALL = 32  # at or below this size, draw the simplified single-tile icon

FELT_TOP = (44, 132, 86)
FELT_BOTTOM = (16, 74, 46)


def load_tile_art() -> ModuleType:
    """tools/ is not a package, so load the tile-art script from its path."""
    path = ROOT / "tools" / "make_tile_art.py"
    spec = importlib.util.spec_from_file_location("make_tile_art", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


art = load_tile_art()


def background(pen: art.Pen, inset: float, radius: float) -> None:
    """A felt-green rounded square with a faint light rim, in the pen's 100-unit square."""
    box = (inset, inset, 100 - inset, 100 - inset)
    grad = art.vertical_gradient(pen.img.size, FELT_TOP, FELT_BOTTOM)
    pen.img.paste(grad, (0, 0), pen.mask_rrect(box, radius))
    rim = pen.layer()
    rim.rrect(
        (inset + 1, inset + 1, 100 - inset - 1, 100 - inset - 1),
        radius - 1,
        outline=(255, 255, 255, 60),
        width=0.8,
    )
    pen.add(rim)
    pen.rrect(box, radius, outline=(10, 50, 30), width=0.6)


def shadow_of(tile: Image.Image, blur: float) -> Image.Image:
    """A soft black shadow with the tile's silhouette."""
    alpha = tile.getchannel("A").point(lambda a: a * 110 // 255)
    shade = Image.new("RGBA", tile.size, (0, 0, 0, 0))
    shade.putalpha(alpha)
    return shade.filter(ImageFilter.GaussianBlur(blur))


def place_tile(
    canvas: Image.Image, name: str, width: float, centre: tuple[float, float], angle: float
) -> None:
    """Draw a tile (already supersampled) rotated about its centre, with a drop shadow."""
    tile = art.render_supersampled(name, round(width / art.SUPERSAMPLE))
    tile = tile.rotate(angle, resample=Image.Resampling.BICUBIC, expand=True)
    x = round(centre[0] - tile.width / 2)
    y = round(centre[1] - tile.height / 2)
    offset = round(width * 0.05)
    canvas.alpha_composite(shadow_of(tile, width * 0.04), (x + offset // 2, y + offset))
    canvas.alpha_composite(tile, (x, y))


def large_icon(size: int) -> Image.Image:
    """中 leaning over 發 on felt; composed at SUPERSAMPLE × size, downsampled once."""
    k = art.SUPERSAMPLE * size / 100
    pen = art.Pen(k, (100, 100))
    background(pen, 4, 22)
    tile_w = 47 * k
    place_tile(pen.img, "6z", tile_w, (39 * k, 47 * k), 13)
    place_tile(pen.img, "7z", tile_w, (61 * k, 52 * k), -8)
    return pen.img.resize((size, size), Image.Resampling.LANCZOS)


def small_icon(size: int) -> Image.Image:
    """One square ivory tile (face plus its green side strip) with a big red 中."""
    pen = art.Pen(art.SUPERSAMPLE * size / 100, (100, 100))
    pen.rrect((2, 2, 98, 98), 16, fill=art.BACK_SIDE)
    pen.rrect((2, 2, 98, 92), 16, fill=art.IVORY_SIDE)
    face = (2.0, 2.0, 98.0, 87.0)
    grad = art.vertical_gradient(pen.img.size, art.IVORY_TOP, art.IVORY_BOTTOM)
    pen.img.paste(grad, (0, 0), pen.mask_rrect(face, 16))
    pen.rrect((2, 2, 98, 98), 16, outline=art.OUTLINE, width=1.6)
    art.draw_glyph(pen, "中", "中", (14, 8, 86, 82), art.RED)
    return pen.img.resize((size, size), Image.Resampling.LANCZOS)


def icon(size: int) -> Image.Image:
    return small_icon(size) if size <= SMALL else large_icon(size)


def main() -> None:
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    images = {size: icon(size) for size in sorted({*PNG_SIZES, *ICO_SIZES, *ICNS_SIZES})}
    for size in PNG_SIZES:
        images[size].save(OUT_DIR / f"app_{size}.png", optimize=True)
    ico = [images[s] for s in ICO_SIZES]
    ico[-1].save(OUT_DIR / "app.ico", sizes=[(s, s) for s in ICO_SIZES], append_images=ico[:-1])
    icns = [images[s] for s in ICNS_SIZES]
    icns[-1].save(OUT_DIR / "app.icns", append_images=icns[:-1])
    print(f"wrote {len(PNG_SIZES)} PNGs, app.ico and app.icns to {OUT_DIR}")


if __name__ == "__main__":
    main()
