"""The wheel ships rulesets/ and resources/ inside the package (an installed copy finds them)
and the py.typed marker."""

from __future__ import annotations

import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(ROOT)],
        check=True,
        capture_output=True,
    )
    (built,) = out.glob("mahjong_desktop-*.whl")
    return built


def test_every_sub_package_is_listed_in_pyproject() -> None:
    listed = set(
        tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"]
    )
    on_disk = {
        "mahjong_desktop." + ".".join(p.parent.relative_to(ROOT / "mahjong_desktop").parts)
        for p in (ROOT / "mahjong_desktop").rglob("__init__.py")
    }
    on_disk = {name.rstrip(".") for name in on_disk}
    assert on_disk - listed == set()


def test_wheel_contains_rulesets_and_resources(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    rulesets = sorted(p.name for p in (ROOT / "rulesets").glob("*.toml"))
    assert rulesets, "the repository has no ruleset files"
    for name in rulesets:
        assert f"mahjong_desktop/rulesets/{name}" in names
    shipped = [p for p in (ROOT / "resources").rglob("*") if p.is_file() and p.suffix != ".py"]
    shipped = [p for p in shipped if "__pycache__" not in p.parts]
    for path in shipped:
        rel = path.relative_to(ROOT / "resources").as_posix()
        assert f"mahjong_desktop/resources/{rel}" in names


def test_wheel_marks_the_package_as_typed(wheel: Path) -> None:
    """PEP 561: without the marker a type checker ignores the hints of an installed copy."""
    assert (ROOT / "mahjong_desktop" / "py.typed").is_file()
    assert "mahjong_desktop/py.typed" in zipfile.ZipFile(wheel).namelist()


def test_installed_wheel_finds_its_data_through_importlib_resources(
    wheel: Path, tmp_path: Path
) -> None:
    target = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(target)
    probe = (
        "import sys; sys.path.insert(0, sys.argv[1]);"
        "import mahjong_desktop.rules.ruleset as r;"
        "assert r.__file__.startswith(sys.argv[1]), r.__file__;"
        "regions = r.available_regions(); assert regions;"
        "[r.load_ruleset(x).resolve() for x in regions];"
        "import importlib.resources as ir;"
        "files = [f for f in ir.files('mahjong_desktop.resources').iterdir()];"
        "print(' '.join(regions))"
    )
    # -S -E: no site-packages, so the editable install of the checkout cannot answer instead.
    done = subprocess.run(
        [sys.executable, "-S", "-E", "-c", probe, str(target)],
        check=True,
        capture_output=True,
        text=True,
    )
    assert done.stdout.split() == sorted(p.stem for p in (ROOT / "rulesets").glob("*.toml"))
