"""The title page a player starts from (issue 31.1): the region with a line on what makes it
different and a link to its rules, the computers' level in a player's words, New game with those
choices (saved as the settings dialog would), and Continue / recent sessions only when there are
any — never an empty box."""

from __future__ import annotations

from collections.abc import Iterator
from importlib import resources
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QListWidget, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from mahjong_desktop.storage.paths import DataDir
from mahjong_desktop.storage.player_rulesets import RulesetLibrary
from mahjong_desktop.storage.profile import Profile
from mahjong_desktop.storage.settings import AiLevel, AnimationSpeed, Opponent, Settings
from mahjong_desktop.storage.settings_store import SettingsStore
from mahjong_desktop.ui.dialogs.rules import RulesDialog
from mahjong_desktop.ui.history.title_page import TitleChoice, TitlePage
from mahjong_desktop.ui.session.catalog import RulesetCatalog
from mahjong_desktop.ui.shell.app import AppParts
from tests.helpers.app_windows import app_on

WAIT = 20_000  # ms; a safety net against a hung test, not a speed requirement
SHIPPED = ("lincang", "linfen", "lanzhou", "shangrao", "linan")


@pytest.fixture
def fresh(qtbot: QtBot, tmp_path: Path) -> Iterator[AppParts]:
    """The app on a fresh profile: default settings (instant animation so a game starts at
    once), no kept games."""
    profile = Profile.open(DataDir(tmp_path / "data"))
    parts = app_on(
        qtbot, tmp_path, Settings(animation_speed=AnimationSpeed.INSTANT), profile=profile
    )
    parts.window.show()
    yield parts
    parts.window.stop_game()
    profile.close()
    parts.translations.install("en")


def _page(parts: AppParts) -> TitlePage:
    return parts.window.title_page


def _activate(qtbot: QtBot, parts: AppParts) -> None:
    """Keys move focus only in the active window (under a real X server it must be waited for)."""
    with qtbot.waitActive(parts.window, timeout=WAIT):
        parts.window.activateWindow()


def test_a_fresh_profile_shows_choices_and_no_empty_box(fresh: AppParts) -> None:
    page = _page(fresh)
    assert fresh.window.stack.currentWidget() is page
    lists = page.findChildren(QListWidget)
    assert lists, "the page has its lists, hidden while empty"
    assert [w for w in lists if w.isVisible()] == []
    assert not page.recent_label.isVisible() and not page.saved_label.isVisible()
    assert not page.continue_button.isVisible()
    # Every shipped region is offered with a line of its own and a rules link.
    lines = {r: card.line.text() for r, card in page.region_cards.items()}
    assert set(lines) == set(SHIPPED) and all(len(t) > 30 for t in lines.values())
    assert len(set(lines.values())) == len(SHIPPED)
    assert "宝" in lines["shangrao"] and "甩牌" in lines["lanzhou"] and "财神" in lines["linan"]
    assert all(c.rules_link.isVisible() for c in page.region_cards.values())
    # The settings' region and level are the ones chosen, and the level says how it plays.
    assert page.chosen_region() == "lincang"
    assert page.chosen_level() is AiLevel.NORMAL
    assert page.level_text.text().startswith("Normal:")
    assert page.new_button.isVisible() and page.new_button.isEnabled()
    assert "Choose Game" not in page.heading.text()


def test_lanzhou_and_hard_then_enter_starts_that_game_and_saves_the_choice(
    qtbot: QtBot, fresh: AppParts, tmp_path: Path
) -> None:
    window = fresh.window
    page = _page(fresh)
    qtbot.mouseClick(page.region_cards["lanzhou"].line, Qt.MouseButton.LeftButton)
    assert page.chosen_region() == "lanzhou"
    qtbot.mouseClick(page.level_buttons[AiLevel.HARD], Qt.MouseButton.LeftButton)
    assert page.level_text.text().startswith("Hard:")
    page.level_buttons[AiLevel.HARD].setFocus()
    qtbot.keyClick(page.level_buttons[AiLevel.HARD], Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.table_page, timeout=WAIT)
    ruleset = window.ruleset_in_play
    assert ruleset is not None and ruleset.region == "lanzhou"
    assert sorted(window.seat_levels) == [1, 2, 3]
    assert set(window.seat_levels.values()) == {AiLevel.HARD}
    saved = SettingsStore(tmp_path / "settings.json").load().settings
    assert saved.region == "lanzhou"
    assert dict(saved.computer_levels) == dict.fromkeys(Opponent, AiLevel.HARD)
    assert window.settings == saved
    # The page shows the saved choice when the player comes back to it.
    window.stop_game()
    assert page.chosen_region() == "lanzhou" and page.chosen_level() is AiLevel.HARD


def test_kept_sessions_bring_continue_and_the_recent_list(qtbot: QtBot, fresh: AppParts) -> None:
    window = fresh.window
    page = _page(fresh)
    assert window.start_game(seed=3)
    qtbot.waitUntil(lambda: window.table_page.asking is not None, timeout=WAIT)
    window.stop_game()  # as quitting mid-hand does: the session stays resumable
    window.stack.setCurrentWidget(page)
    assert page.continue_button.isVisible()
    assert page.continue_button.text().startswith("Continue — Lincang")
    assert page.recent.isVisible() and page.recent.count() == 1
    assert page.recent_label.isVisible()
    assert not page.saved.isVisible()  # still no saved games: no box for them


def test_mixed_levels_are_kept_unless_one_is_chosen(
    qtbot: QtBot, tmp_path: Path, fresh: AppParts
) -> None:
    window = fresh.window
    mixed = {Opponent.NEXT: AiLevel.EASY, Opponent.OPPOSITE: AiLevel.HARD}
    mixed[Opponent.PREVIOUS] = AiLevel.NORMAL
    window.apply_settings(Settings(computer_levels=mixed))
    page = _page(fresh)
    assert page.chosen_level() is None
    assert "different levels" in page.level_text.text()
    choice = page.choice()
    assert choice == TitleChoice("lincang", None)
    assert dict(choice.applied_to(window.settings).computer_levels) == mixed
    page.level_buttons[AiLevel.EASY].click()
    easy = page.choice()
    assert easy is not None and easy.level is AiLevel.EASY
    assert set(easy.applied_to(window.settings).computer_levels.values()) == {AiLevel.EASY}


def test_a_rules_link_opens_that_regions_rules(
    qtbot: QtBot, fresh: AppParts, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[tuple[str | None, str]] = []

    def record(dialog: RulesDialog) -> int:
        shown.append((dialog.current_region(), dialog.plain_text()))
        return 0

    monkeypatch.setattr(RulesDialog, "exec", record)
    page = _page(fresh)
    link = page.region_cards["shangrao"].rules_link
    assert link.text() == "Rules" and "Shangrao" in link.toolTip()
    qtbot.mouseClick(link, Qt.MouseButton.LeftButton)
    assert len(shown) == 1
    region, text = shown[0]
    assert region == "shangrao" and "宝" in text
    assert page.chosen_region() == "lincang"  # looking at rules does not change the choice


def test_enter_on_a_focused_button_presses_that_button(
    qtbot: QtBot, fresh: AppParts, monkeypatch: pytest.MonkeyPatch
) -> None:
    page = _page(fresh)
    opened: list[bool] = []
    page.history_requested.connect(lambda: opened.append(True))
    page.history_button.setFocus()
    qtbot.keyClick(page.history_button, Qt.Key.Key_Return)
    assert opened == [True]
    assert fresh.window.controller is None  # Enter there was not New game


def _next_in_chain(widget: QWidget) -> QWidget:
    """The widget after ``widget`` in the focus chain (a ring: there is always one)."""
    following = widget.nextInFocusChain()
    assert following is not None
    return following


def test_tab_walks_the_choices_then_new_game(qtbot: QtBot, fresh: AppParts) -> None:
    page = _page(fresh)
    chosen = page.region_cards["lincang"].radio
    chosen.setFocus()
    seen = []
    widget: QWidget = chosen
    for _ in range(20):
        widget = _next_in_chain(widget)
        while not (widget.isVisible() and widget.focusPolicy() & Qt.FocusPolicy.TabFocus):
            widget = _next_in_chain(widget)
        seen.append(widget)
        if widget is page.new_button:
            break
    assert page.new_button in seen
    assert page.level_buttons[AiLevel.EASY] in seen
    assert any(isinstance(w, QPushButton) for w in seen)


def test_the_chinese_page_speaks_chinese(qtbot: QtBot, tmp_path: Path) -> None:
    from mahjong_desktop.storage.settings import Language

    parts = app_on(qtbot, tmp_path, Settings(language=Language.ZH_CN))
    try:
        page = _page(parts)
        assert page.region_cards["lanzhou"].radio.text() == "兰州麻将"
        line = page.region_cards["lanzhou"].line.text()
        assert "报听" in line and "玩法" in line and "the" not in line
        assert page.new_button.text() == "新游戏"
        assert page.level_text.text().startswith("普通：")
    finally:
        parts.translations.install("en")


def test_arrows_move_between_regions_and_levels(qtbot: QtBot, fresh: AppParts) -> None:
    page = _page(fresh)
    _activate(qtbot, fresh)
    radio = page.region_cards["lincang"].radio
    radio.setFocus()
    qtbot.keyClick(radio, Qt.Key.Key_Down)
    assert page.chosen_region() == "linfen"
    level = page.level_buttons[AiLevel.NORMAL]
    level.setFocus()
    qtbot.keyClick(level, Qt.Key.Key_Right)
    assert page.chosen_level() is AiLevel.HARD
    assert page.level_text.text().startswith("Hard:")


def test_tab_stops_at_each_choice_once_and_enter_then_starts(qtbot: QtBot, fresh: AppParts) -> None:
    """Tab from the chosen region: its rules link, the chosen level, New game, then the
    kept-games buttons — not every radio button and link on the page."""
    window = fresh.window
    page = _page(fresh)
    _activate(qtbot, fresh)
    page.level_buttons[AiLevel.HARD].setChecked(True)
    start = page.region_cards["lincang"].radio
    start.setFocus()
    reached = []
    focused: QWidget | None = start
    for _ in range(3):
        qtbot.keyClick(focused, Qt.Key.Key_Tab)
        focused = fresh.app.focusWidget()
        assert focused is not None
        reached.append(focused)
    assert reached == [
        page.region_cards["lincang"].rules_link,
        page.level_buttons[AiLevel.HARD],
        page.new_button,
    ]
    qtbot.keyClick(page.new_button, Qt.Key.Key_Backtab)
    assert fresh.app.focusWidget() is page.level_buttons[AiLevel.HARD]
    qtbot.keyClick(page.new_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.table_page, timeout=WAIT)
    assert set(window.seat_levels.values()) == {AiLevel.HARD}


def test_a_players_own_ruleset_has_a_card_of_its_own(qtbot: QtBot, tmp_path: Path) -> None:
    """A copy of 兰州 in the player's rulesets folder is offered beside the shipped 兰州, named as
    the settings dialog names it, with 兰州's line; a broken file gets no card."""
    folder = tmp_path / "rulesets"
    folder.mkdir()
    shipped = resources.files("mahjong_desktop.rulesets").joinpath("lanzhou.toml")
    (folder / "home.toml").write_text(shipped.read_text("utf-8"), encoding="utf-8")
    (folder / "broken.toml").write_text("[region]\nid = 3\n", encoding="utf-8")
    catalog = RulesetCatalog.of(RulesetLibrary(folder))
    page = TitlePage()
    qtbot.addWidget(page)
    page.show_choices(catalog, Settings(region="my:home"), "en")
    assert "my:broken" not in page.region_cards
    home, lanzhou = page.region_cards["my:home"], page.region_cards["lanzhou"]
    assert home.radio.text() == f"{lanzhou.radio.text()} (my rules: home)"
    assert home.line.text() == lanzhou.line.text()
    assert page.chosen_region() == "my:home"


def test_enter_at_once_continues_a_kept_session_or_starts_a_new_game(
    qtbot: QtBot, fresh: AppParts
) -> None:
    """Nothing focused yet when the page shows: New game has the focus on a fresh profile,
    Continue once there is a session to go on with."""
    window = fresh.window
    page = _page(fresh)
    assert page.focusWidget() is page.new_button
    assert window.start_game(seed=3)
    qtbot.waitUntil(lambda: window.table_page.asking is not None, timeout=WAIT)
    window.stop_game()
    again = TitlePage()
    qtbot.addWidget(again)
    assert window.profile is not None
    again.show_sessions(window.profile.journal.sessions(), [], window.catalog, "en")
    again.show()
    assert again.focusWidget() is again.continue_button


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_everything_fits_the_smallest_window_without_scrolling(
    qtbot: QtBot, tmp_path: Path, language: str
) -> None:
    """At the 1024×640 minimum, with Continue and a recent session shown, the whole page is in
    view in both languages: New game and the kept-games box need no scrolling to be found."""
    from mahjong_desktop.storage.settings import Language

    profile = Profile.open(DataDir(tmp_path / "data"))
    settings = Settings(
        animation_speed=AnimationSpeed.INSTANT,
        language=Language.ZH_CN if language == "zh_CN" else Language.EN,
    )
    parts = app_on(qtbot, tmp_path, settings, profile=profile)
    window = parts.window
    try:
        window.resize(1024, 640)
        window.show()
        assert window.start_game(seed=3)
        qtbot.waitUntil(lambda: window.table_page.asking is not None, timeout=WAIT)
        window.stop_game()
        window.stack.setCurrentWidget(window.title_page)
        page = _page(parts)
        qtbot.waitUntil(lambda: page.recent.isVisible(), timeout=WAIT)
        assert window.height() == 640 and page.continue_button.isVisible()
        assert page.scroller.verticalScrollBar().maximum() == 0
        viewport = page.scroller.viewport()
        for widget in (page.new_button, page.recent, *page.region_cards.values()):
            bottom = widget.mapTo(viewport, widget.rect().bottomRight()).y()
            assert bottom <= viewport.height(), widget
        for card in page.region_cards.values():  # each line wraps to at most two lines
            assert card.line.height() <= 2 * card.line.fontMetrics().lineSpacing() + 8
    finally:
        window.stop_game()
        parts.translations.install("en")
        QApplication.sendPostedEvents()  # the window re-words itself while games can be read
        profile.close()


def test_the_menus_new_game_on_the_title_page_starts_what_it_shows(
    qtbot: QtBot, fresh: AppParts
) -> None:
    """Ctrl+N or the toolbar's New game while the title page shows: the region and level chosen
    there, not the ones saved before."""
    window = fresh.window
    page = _page(fresh)
    page.region_cards["shangrao"].radio.setChecked(True)
    page.level_buttons[AiLevel.EASY].setChecked(True)
    window.new_game_action.trigger()
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.table_page, timeout=WAIT)
    ruleset = window.ruleset_in_play
    assert ruleset is not None and ruleset.region == "shangrao"
    assert set(window.seat_levels.values()) == {AiLevel.EASY}
    assert window.settings.region == "shangrao"
    assert "宝" in page.region_cards["shangrao"].radio.accessibleDescription()
