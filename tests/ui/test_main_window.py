"""The app shell: title, menus, languages, notices about fonts and broken settings."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from mahjong_desktop.storage.settings import Language, Settings
from mahjong_desktop.storage.settings_store import SettingsStore
from mahjong_desktop.ui.session.catalog import RulesetCatalog
from mahjong_desktop.ui.shell import app as app_module
from mahjong_desktop.ui.shell.app import AppParts, build


@pytest.fixture
def parts_factory(
    qtbot: QtBot, store: SettingsStore, catalog: RulesetCatalog
) -> Iterator[type[AppParts]]:
    made: list[AppParts] = []

    def make(cjk: bool | None = True) -> AppParts:
        parts = build(["test"], store, catalog, cjk_font_available=cjk)
        qtbot.addWidget(parts.window)
        made.append(parts)
        return parts

    yield make  # type: ignore[misc]
    for parts in made:
        parts.translations.install("en")  # the QApplication outlives the test


def menu_titles(parts: AppParts) -> list[str]:
    return [a.text() for a in parts.window.menuBar().actions()]


def test_window_title_and_menus(parts_factory, store: SettingsStore) -> None:
    store.save(Settings(region="alpha", language=Language.EN))
    parts = parts_factory()
    window = parts.window
    assert window.windowTitle() == "地方麻将 Mahjong Desktop"
    assert menu_titles(parts) == ["&Game", "&Play", "Prac&tice", "&Help"]
    assert [a.text() for a in window.game_menu.actions() if not a.isSeparator()] == [
        "&New game",
        "&Continue the last session",
        "&Open…",
        "Save &as…",
        "&History…",
        "S&tatistics…",
        "&Settings…",
        "&Quit",
    ]
    assert [a.text() for a in window.help_menu.actions() if not a.isSeparator()] == [
        "&Rules",
        "Hand &calculator…",
        "&Keys…",
        "&Guided first hand",
        "&About",
    ]
    assert [a.text() for a in window.play_menu.actions()] == [
        "Auto &win (自动胡)",
        "&Auto pass (自动过)",
        "&Let the computer play (托管)",
        "",
        "&Bigger tiles",
        "&Smaller tiles",
        "&Normal tile size",
    ]
    assert not window.autoplay_action.isEnabled()  # no game with the player in it yet


def test_chinese_is_loaded_from_the_compiled_translation(
    parts_factory, store: SettingsStore
) -> None:
    store.save(Settings(region="alpha", language=Language.ZH_CN))
    parts = parts_factory()
    assert menu_titles(parts) == ["游戏(&G)", "对局(&P)", "练习(&T)", "帮助(&H)"]
    assert parts.window.title_page.region_cards["alpha"].radio.text() == "甲地"


def test_changing_language_in_settings_retranslates_at_once(
    parts_factory, store: SettingsStore
) -> None:
    store.save(Settings(region="alpha", language=Language.EN))
    parts = parts_factory()
    parts.window.apply_settings(Settings(region="alpha", language=Language.ZH_CN))
    assert menu_titles(parts) == ["游戏(&G)", "对局(&P)", "练习(&T)", "帮助(&H)"]
    assert store.load().settings.language is Language.ZH_CN


def test_missing_cjk_font_shows_a_notice_once(
    parts_factory, store: SettingsStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    store.save(Settings(region="alpha", language=Language.EN))
    monkeypatch.setattr(app_module, "has_cjk_font", lambda: False)
    parts = parts_factory(cjk=None)
    notice = parts.window.font_notice
    assert notice is not None
    assert "fonts-noto-cjk" in notice.label.text() or sys.platform != "linux"
    notice.close_button.click()
    assert notice.isHidden()
    assert store.load().settings.cjk_font_notice_dismissed is True
    assert parts_factory(cjk=None).window.font_notice is None


def test_no_font_notice_when_a_cjk_font_is_installed(
    parts_factory, store: SettingsStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    store.save(Settings(region="alpha"))
    monkeypatch.setattr(app_module, "has_cjk_font", lambda: True)
    assert parts_factory(cjk=None).window.font_notice is None


def test_broken_settings_are_reported_in_the_window_and_the_rest_kept(
    parts_factory, store: SettingsStore
) -> None:
    store.path.write_text(
        json.dumps({"region": "alpha", "language": "en", "base_stake": -3, "auto_win": True}),
        encoding="utf-8",
    )
    parts = parts_factory()
    window = parts.window
    assert window.settings.auto_win is True
    text = window.settings_notice.label.text()
    assert str(store.path) in text and "base_stake" in text
    [kept] = store.path.parent.glob(store.path.name + ".broken-*")
    assert str(kept) in text


def test_cli_without_a_sub_command_starts_the_window(monkeypatch: pytest.MonkeyPatch) -> None:
    from mahjong_desktop import cli

    started: list[tuple[list[str], str | None]] = []

    def run(argv: list[str], first_picture: str | None = None) -> int:
        started.append((list(argv), first_picture))
        return 0

    monkeypatch.setattr(app_module, "run", run)
    assert cli.main([]) == 0
    assert len(started) == 1 and started[0][1] is None
    # --screenshot without --demo: the normal start, pictured once shown (the smoke checks).
    assert cli.main(["--screenshot", "first.png"]) == 0
    assert started[1][1] == "first.png"


def test_the_command_line_module_does_not_import_qt() -> None:
    probe = (
        "import sys, mahjong_desktop.cli; print(any(m.startswith('PySide6') for m in sys.modules))"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"


def test_generic_base_stake_does_not_multiply_a_regions_own_stake(parts_factory) -> None:
    from dataclasses import replace

    from mahjong_desktop.rules.ruleset import load_ruleset

    window = parts_factory().window
    window.settings = replace(window.settings, base_stake=3)
    window.ruleset_in_play = load_ruleset("lincang")  # no stake option: the app's stake applies
    assert window.display_stake() == 3
    window.ruleset_in_play = load_ruleset("linan")  # 底注 is a 临安 option: already in the amounts
    assert window.display_stake() == 1
    window.ruleset_in_play = load_ruleset("lanzhou")  # 底分 likewise
    assert window.display_stake() == 1
