"""The Flatpak manifest (an unbuilt option): the same id and command as the other packages, and
every downloaded file pinned by SHA-256, since a Flatpak build runs offline."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.mahjong_desktop.MahjongDesktop"
MANIFEST = ROOT / "packaging" / "flatpak" / f"{APP_ID}.yml"


def manifest() -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load(MANIFEST.read_text(encoding="utf-8"))
    return data


def test_the_manifest_has_the_app_id_and_the_games_command() -> None:
    data = manifest()
    assert data["id"] == APP_ID
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "scripts"
    ]
    assert data["command"] in scripts


def test_every_downloaded_file_is_pinned_by_sha256() -> None:
    sources = [s for module in manifest()["modules"] for s in module.get("sources", [])]
    downloads = [s for s in sources if "url" in s]
    assert downloads
    for source in downloads:
        assert source["url"].startswith("https://files.pythonhosted.org/"), source
        assert re.fullmatch(r"[0-9a-f]{64}", source["sha256"]), source


def test_the_sandbox_asks_for_no_network_and_no_files() -> None:
    args = manifest()["finish-args"]
    assert not [a for a in args if a.startswith(("--share=network", "--filesystem"))]


def test_the_game_module_installs_menu_entry_metainfo_and_icons_under_the_app_id() -> None:
    game = next(m for m in manifest()["modules"] if m["name"] == "mahjong-desktop")
    commands = "\n".join(game["build-commands"])
    assert f"share/applications/{APP_ID}.desktop" in commands
    assert f"share/metainfo/{APP_ID}.metainfo.xml" in commands
    assert f"apps/{APP_ID}.png" in commands
    for size in (16, 32, 48, 64, 128, 256, 512):
        assert (ROOT / "resources" / "icons" / f"app_{size}.png").is_file()
