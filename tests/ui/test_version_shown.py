"""One version source: pyproject.toml's version is what `--version`, Help › About and the running
application report, and the application carries the same id as the Linux menu entry."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

import mahjong_desktop
from mahjong_desktop.cli import main
from mahjong_desktop.storage.settings import Language, Settings
from mahjong_desktop.storage.settings_store import SettingsStore
from mahjong_desktop.ui.session.catalog import RulesetCatalog
from mahjong_desktop.ui.shell.app import AppParts, build

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT_VERSION: str = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))[
    "project"
]["version"]
DESKTOP_ENTRY = ROOT / "packaging" / "linux" / f"{mahjong_desktop.APP_ID}.desktop"


@pytest.fixture
def parts(qtbot: QtBot, store: SettingsStore, catalog: RulesetCatalog) -> Iterator[AppParts]:
    store.save(Settings(region="alpha", language=Language.EN))
    made = build(["test"], store, catalog, cjk_font_available=True)
    qtbot.addWidget(made.window)
    yield made
    made.translations.install("en")  # the QApplication outlives the test


def test_installed_version_is_the_one_in_pyproject() -> None:
    """A stale install (pyproject bumped, package not reinstalled) would show an old version."""
    assert mahjong_desktop.__version__ == PYPROJECT_VERSION


def test_version_option_prints_the_pyproject_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["--version"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out.strip() == f"mahjong-desktop {PYPROJECT_VERSION}"


def test_about_box_shows_the_pyproject_version(
    parts: AppParts, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(
        QMessageBox, "about", lambda _parent, title, text: shown.append((title, text))
    )
    parts.window.about_action.trigger()
    assert len(shown) == 1
    title, text = shown[0]
    assert title == "About Mahjong Desktop"
    assert f"<p>{PYPROJECT_VERSION}</p>" in text


def test_application_reports_the_version_and_the_menu_entry_id() -> None:
    """In a process of its own: pytest-qt's QApplication is made before the app could name it."""
    probe = (
        "from mahjong_desktop.ui.shell.app import ensure_application\n"
        "app = ensure_application(['mahjong-desktop'])\n"
        "print(app.applicationVersion(), app.desktopFileName())\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe],
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    version, desktop_file_name = done.stdout.split()
    assert version == PYPROJECT_VERSION
    assert desktop_file_name == mahjong_desktop.APP_ID
    assert DESKTOP_ENTRY.is_file()  # the entry Wayland compositors look up by that name
