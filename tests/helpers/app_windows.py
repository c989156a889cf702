"""The whole app built for a UI test: a settings file of its own in the test's temporary folder,
the window handed to qtbot so that it is deleted after the test (not shown: the test decides)."""

from __future__ import annotations

from pathlib import Path

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
