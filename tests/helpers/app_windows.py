"""The whole app built for a UI test: a settings file of its own in the test's temporary folder,
the window handed to qtbot so that it is deleted after the test (not shown: the test decides)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QTableWidget
from pytest import MonkeyPatch
from pytestqt.qtbot import QtBot

from mahjong_desktop.storage.profile import Profile
from mahjong_desktop.storage.settings import (
    AiLevel,
    AnimationSpeed,
    Opponent,
    SessionLength,
    Settings,
)
from mahjong_desktop.storage.settings_store import SettingsStore
from mahjong_desktop.ui.session.catalog import RulesetCatalog
from mahjong_desktop.ui.session.controller import Controller
from mahjong_desktop.ui.shell.app import AppParts, build


def one_hand(**overrides: object) -> Settings:
    """A short game a test plays through: 临沧 unless ``overrides`` say otherwise, one hand, no
    animations, easy opponents (they decide fastest)."""
    chosen: dict[str, object] = {
        "region": "lincang",
        "animation_speed": AnimationSpeed.INSTANT,
        "session_length": SessionLength.HANDS,
        "session_hands": 1,
        "computer_levels": dict.fromkeys(Opponent, AiLevel.EASY),
        **overrides,
    }
    return Settings(**chosen)  # type: ignore[arg-type]


def app_on(
    qtbot: QtBot, tmp_path: Path, settings: Settings, *, profile: Profile | None = None
) -> AppParts:
    """The app as it starts on a settings file holding ``settings`` (and the kept games of
    ``profile``, or none)."""
    store = SettingsStore(tmp_path / "settings.json")
    store.save(settings)
    built = build(["test"], store, RulesetCatalog(), cjk_font_available=True, profile=profile)
    qtbot.addWidget(built.window)
    return built


def connect_at_start(monkeypatch: MonkeyPatch, signal: str, slot: Callable[[Any], object]) -> None:
    """Connect ``slot`` to ``signal`` of every controller the window starts, before its worker
    runs. Connected after ``start_game`` returns, a slot can miss the first updates: the worker
    starts playing at once, and a signal emitted before a slot is connected never reaches it."""
    start = Controller.start

    def connected_start(controller: Controller) -> None:
        getattr(controller, signal).connect(slot)
        start(controller)

    monkeypatch.setattr(Controller, "start", connected_start)


def cell(table: QTableWidget, row: int, column: int) -> str:
    """The text of a filled cell of ``table``."""
    item = table.item(row, column)
    assert item is not None, f"no cell at ({row}, {column})"
    return item.text()
