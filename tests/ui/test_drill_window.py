"""The drill window (issue 32, Deliver 3): a set is made, each choice is a button, blind mode
hides the counts, an answer shows the coach's ranking and keeps the streak, a timer running out
is a wrong answer, the answers are kept per kind and charted; Practice › Drills opens it."""

from __future__ import annotations

import threading
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QImage, QTextDocument
from PySide6.QtWidgets import QToolButton
from pytestqt.qtbot import QtBot

from mahjong_desktop.ai.levels import make_player
from mahjong_desktop.drills.kinds import Kind
from mahjong_desktop.drills.position import position_of
from mahjong_desktop.engine.game import Game
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.storage.hand_record import record_of
from mahjong_desktop.storage.paths import DataDir
from mahjong_desktop.storage.players import COMPUTER_STREAM, DecisionSeeded
from mahjong_desktop.storage.profile import Profile
from mahjong_desktop.storage.records import RecordStore
from mahjong_desktop.storage.settings import (
    AnimationSpeed,
    DrillKindFilter,
    DrillSource,
    Settings,
    TileSet,
)
from mahjong_desktop.storage.settings_store import SettingsStore
from mahjong_desktop.tiles import parse
from mahjong_desktop.ui.drills.filters import DrillFilters
from mahjong_desktop.ui.drills.window import GENERATED, SET_SIZE, DrillWindow
from mahjong_desktop.ui.session.catalog import RulesetCatalog
from mahjong_desktop.ui.shell.i18n import Translations
from mahjong_desktop.ui.shell.main_window import MainWindow
from tests.helpers.app_windows import app_on
from tests.helpers.play_driver import WAIT


def _kept_hand(store: RecordStore) -> None:
    region = load_region("lincang", {})
    game = Game(region, 11, 0)
    me = make_player("random", region, 11)
    others = [DecisionSeeded("normal", region, 11, s, COMPUTER_STREAM) for s in range(4)]
    while not game.is_over:
        seat = game.waiting_for()[0]
        view = game.view(seat)
        game.apply(me.choose(view, view.legal) if seat == 0 else others[seat](view))
    levels = (None, "normal", "normal", "normal")
    store.add(record_of(game, "s", 0, "2026-12-01T20:00:00", 0, levels))


def _window(qtbot: QtBot, store: RecordStore | None, language: str = "en") -> DrillWindow:
    window = DrillWindow(RulesetCatalog(), "lincang", {}, language, store, 5)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window, timeout=WAIT)
    return window


def _drills_from_menu(
    qtbot: QtBot, tmp_path: Path, settings: Settings, profile: Profile | None = None
) -> tuple[MainWindow, DrillWindow]:
    """The main window shown with ``settings``, and the drill window opened from its menu."""
    window = app_on(qtbot, tmp_path, settings, profile=profile).window
    window.show()
    qtbot.waitExposed(window, timeout=WAIT)
    window.drills_action.trigger()
    drills = window.drill_window
    assert drills is not None
    return window, drills


def _started(qtbot: QtBot, window: DrillWindow) -> None:
    window.start_set()
    qtbot.waitUntil(lambda: window.practice is not None, timeout=WAIT)


def _buttons(window: DrillWindow) -> dict[str, QToolButton]:
    return {b.objectName().removeprefix("choice:"): b for b in window.choice_buttons}


def test_a_set_starts_with_the_players_own_mistakes_and_answers_are_kept(
    qtbot: QtBot, tmp_path: Path
) -> None:
    store = RecordStore(tmp_path / "records.sqlite3")
    _kept_hand(store)
    window = _window(qtbot, store)
    _started(qtbot, window)
    practice = window.practice
    assert practice is not None and len(practice.drills) == SET_SIZE
    assert practice.drills[0].origin == "record"  # your games first, then generated
    drill = practice.current
    assert drill is not None
    assert set(_buttons(window)) == {c.name for c in drill.choices}
    assert "Drill 1 of 10" in window.status.text()
    _buttons(window)[drill.best.name].click()
    assert practice.streak == 1 and practice.right == 1
    text = window.answer.toPlainText()
    assert "Right" in text and "Why" in text
    assert drill.reason_en in text  # the coach's reason, in words
    assert all(not b.isEnabled() for b in window.choice_buttons)
    assert store.drill_answers.count() == 1
    window.next_drill()
    wrong = next(
        c.name for c in practice.drills[1].choices if c.name not in practice.drills[1].accepted
    )
    _buttons(window)[wrong].click()
    assert practice.streak == 0 and practice.best_streak == 1
    assert "Not right" in window.answer.toPlainText()
    assert "In your game you chose" in window.answer.toPlainText()
    window.tabs.setCurrentIndex(1)
    rows = dict(_stats_row(window, r) for r in range(window.stats.rowCount()))
    assert sum(int(n) for n in rows.values()) == 2
    window.chart.repaint()
    practised = {d.kind for d in practice.drills[:2]}
    assert len(window.chart.points) == len(practised)  # one line per kind practised
    assert all(len(p) == 1 for p in window.chart.points.values())  # today's point
    store.close()


def test_blind_mode_hides_the_counts_until_the_answer(qtbot: QtBot) -> None:
    window = _window(qtbot, None)
    window.kind.setCurrentIndex(window.kind.findData(Kind.DISCARD.value))
    window.blind.setChecked(True)
    _started(qtbot, window)
    assert not window.source.isEnabled()  # no kept games: generated only
    assert not window.play_on_button.isVisibleTo(window)  # nor a game to record
    assert window.source.currentData() == GENERATED
    assert all("from ready" not in b.text() for b in window.choice_buttons)
    window.blind.setChecked(False)
    assert all("from ready" in b.text() for b in window.choice_buttons)
    window.blind.setChecked(True)
    drill = window.practice.current if window.practice else None
    assert drill is not None
    _buttons(window)[drill.best.name].click()
    assert all("from ready" in b.text() for b in window.choice_buttons)  # shown once answered


def test_a_drills_hand_opens_in_the_hand_calculator(qtbot: QtBot) -> None:
    window = _window(qtbot, None)
    window.kind.setCurrentIndex(window.kind.findData(Kind.CLAIM.value))
    _started(qtbot, window)
    drill = window.practice.current if window.practice else None
    assert drill is not None
    assert not window.calculator_button.isEnabled()  # it would show the counts
    window.choose(drill.best.name)
    answer = window.answer.toPlainText()
    assert "Worth (points)" in answer and "From ready" not in answer  # a claim's worth alone
    window.calculator_button.click()
    calculator = window.calculator
    assert calculator is not None and calculator.isVisible()
    assert sorted(calculator.hand.concealed) == parse(drill.position["hand"])
    own = drill.position["players"][drill.seat]["melds"]
    assert [tiles for _k, tiles in calculator.hand.melds] == [tuple(parse(m["tiles"])) for m in own]
    assert calculator.current_region() == "lincang"
    calculator.close()


def test_the_tile_pictures_survive_a_new_set(qtbot: QtBot) -> None:
    # setHtml("") drops a document's resources: the second set showed broken pictures.
    window = _window(qtbot, None)
    _started(qtbot, window)
    _started(qtbot, window)
    for browser in (window.board, window.answer):
        picture = browser.document().resource(
            QTextDocument.ResourceType.ImageResource, QUrl("tile:0")
        )
        assert picture is not None


def test_the_timer_running_out_is_a_wrong_answer(qtbot: QtBot) -> None:
    window = _window(qtbot, None)
    window.timer_choice.setCurrentIndex(window.timer_choice.findData(10))
    _started(qtbot, window)
    assert window.tick.isActive() and "10 s left" in window.clock.text()
    for _ in range(9):
        window._tick()  # the clock's own slot, without waiting for it
    assert window.practice is not None and window.practice.answered is None
    assert "1 s left" in window.clock.text()
    window._tick()
    outcome = window.practice.answered
    assert outcome is not None and outcome.choice is None and not outcome.correct
    assert not window.tick.isActive()
    assert "Time is up" in window.answer.toPlainText()


def test_the_streak_goes_on_into_the_next_set(qtbot: QtBot) -> None:
    window = _window(qtbot, None)
    _started(qtbot, window)
    first = window.practice
    assert first is not None and first.current is not None
    window.choose(first.current.best.name)
    window.next_drill()
    assert first.current is not None
    window.choose(first.current.best.name)
    assert first.streak == 2
    _started(qtbot, window)
    second = window.practice
    assert second is not first and second is not None
    assert (second.streak, second.best_streak, second.done) == (2, 2, 0)
    assert "streak 2 (best 2)" in window.status.text()


def test_the_window_speaks_chinese(qtbot: QtBot) -> None:
    translations = Translations(QCoreApplication.instance())  # type: ignore[arg-type]
    try:
        assert translations.install("zh_CN")
        window = _window(qtbot, None, "zh_CN")
        _started(qtbot, window)
        assert window.windowTitle() == "练习题"
        drill = window.practice.current if window.practice else None
        assert drill is not None
        _buttons(window)[drill.best.name].click()
        text = window.answer.toPlainText()
        assert drill.reason_zh in text and "教练" in text
    finally:
        translations.install("en")


def test_practice_drills_opens_from_the_menu_and_a_drill_plays_on(
    qtbot: QtBot, tmp_path: Path
) -> None:
    profile = Profile.open(DataDir(tmp_path / "data"))
    settings = Settings(region="lincang", animation_speed=AnimationSpeed.INSTANT)
    parts = app_on(qtbot, tmp_path, settings, profile=profile)
    window = parts.window
    window.show()
    qtbot.waitExposed(window, timeout=WAIT)
    assert window.drills_action in window.practice_menu.actions()
    window.drills_action.trigger()
    drills = window.drill_window
    assert drills is not None and drills.isVisible()
    qtbot.waitUntil(lambda: drills.practice is not None, timeout=WAIT)
    assert drills.practice is not None
    drill = drills.practice.current
    assert drill is not None
    assert not drills.play_on_button.isEnabled()  # not before the answer
    drills.choose(drill.best.name)
    drills.play_on_button.click()
    # The game takes over from the very position the drill showed, the player in its seat.
    page = window.table_page
    qtbot.waitUntil(lambda: page.asking is not None, timeout=WAIT)
    assert not drills.isVisible()
    assert page.asking is not None and position_of(page.asking) == drill.position
    window.stop_game()
    profile.close()


def test_closing_the_window_ends_every_set_still_being_made(qtbot: QtBot) -> None:
    """A set being made when the window closes is dropped and its worker waited for: a worker
    left running past the window signalled into a deleted window and crashed the process."""
    window = _window(qtbot, None)
    window.start_set()
    window.start_set()  # the first set is no longer wanted; both workers may still run
    window.close()
    assert window._workers == []
    assert not any(t.name == "mahjong-drills" for t in threading.enumerate())


def test_the_filters_are_restored_when_the_window_opens_and_kept_when_changed(
    qtbot: QtBot, tmp_path: Path
) -> None:
    store = RecordStore(tmp_path / "records.sqlite3")
    kept: list[DrillFilters] = []
    left = DrillFilters("lanzhou", Kind.SHUAI.value, GENERATED, 20, True)
    window = DrillWindow(
        RulesetCatalog(), "lincang", {}, "en", store, 5, filters=left, keep_filters=kept.append
    )
    qtbot.addWidget(window)
    assert window.filters() == left
    assert window.region_id() == "lanzhou" and window.kinds() == (Kind.SHUAI,)
    assert kept == []  # restoring is no change of the player's
    window.timer_choice.setCurrentIndex(window.timer_choice.findData(10))
    assert kept[-1] == DrillFilters("lanzhou", Kind.SHUAI.value, GENERATED, 10, True)
    window.blind.setChecked(False)
    window.region.setCurrentIndex(window.region.findData("linan"))
    # Another region lists its own kinds: the filter starts again from all of them.
    assert kept[-1] == DrillFilters("linan", "all", GENERATED, 10, False)
    window.close()
    store.close()


def test_a_kind_or_timer_the_window_does_not_offer_leaves_its_default(qtbot: QtBot) -> None:
    left = DrillFilters("lincang", Kind.SHUAI.value, "mine", 25, False)
    window = DrillWindow(RulesetCatalog(), "lanzhou", {}, "en", None, 5, filters=left)
    qtbot.addWidget(window)
    # 临沧 has no 甩牌; no kept games: generated only, the choice of your games kept for later.
    assert window.region_id() == "lincang" and window.kind.currentData() == "all"
    assert window.timer_choice.currentData() == 0
    assert window.source.currentData() == GENERATED and window.filters().source == "mine"
    window.close()


def test_the_drill_filters_live_in_the_settings_across_openings(
    qtbot: QtBot, tmp_path: Path
) -> None:
    settings = Settings(
        region="lincang",
        animation_speed=AnimationSpeed.INSTANT,
        drill_region="linan",
        drill_kind=DrillKindFilter.MINIMUM,
        drill_timer=30,
    )
    window, drills = _drills_from_menu(qtbot, tmp_path, settings)
    assert drills.region_id() == "linan" and drills.kinds() == (Kind.MINIMUM,)
    assert drills.timer_choice.currentData() == 30
    drills.blind.setChecked(True)
    assert window.settings.drill_blind is True
    assert SettingsStore(tmp_path / "settings.json").load().settings.drill_blind is True
    drills.close()


@pytest.mark.parametrize(
    ("region", "kind", "zh", "en"),
    [
        ("lanzhou", Kind.SHUAI, ("甩一副牌", "不甩"), ("甩牌 set", "No 甩牌")),
        ("lanzhou", Kind.DECLARE_READY, ("报听", "先不报听"), ("declare 报听", "no 报听 yet")),
        ("linan", Kind.MINIMUM, ("起胡", "向听"), ("胡 minimum", "from ready")),
        (
            "lanzhou",
            Kind.MODE,
            ("由庄家定玩法", "悄悄胡（能吃能碰"),
            ("chooses the 玩法", "悄悄胡 (chow"),
        ),
    ],
)
@pytest.mark.parametrize("language", ["zh_CN", "en"])
def test_a_regional_drill_asks_and_answers_in_the_players_language(
    qtbot: QtBot,
    region: str,
    kind: Kind,
    zh: tuple[str, str],
    en: tuple[str, str],
    language: str,
) -> None:
    translations = Translations(QCoreApplication.instance())  # type: ignore[arg-type]
    try:
        assert translations.install(language)
        left = DrillFilters(region, kind.value, GENERATED, 0, False)
        # The dealer's 玩法 is asked at a table of 庄家选择 only.
        options = {"mode": "dealer_chooses"} if kind is Kind.MODE else {}
        window = DrillWindow(RulesetCatalog(), region, options, language, None, 3, filters=left)
        qtbot.addWidget(window)
        _started(qtbot, window)
        drill = window.practice.current if window.practice else None
        assert drill is not None and drill.kind is kind
        question, label = zh if language == "zh_CN" else en
        assert question in window.board.toPlainText()
        labels = " ".join(b.text() for b in window.choice_buttons)
        assert label in labels, labels
        assert set(_buttons(window)) == {c.name for c in drill.choices}
        wrong = next(c.name for c in drill.choices if c.name not in drill.accepted)
        _buttons(window)[wrong].click()
        reason = drill.reason_zh if language == "zh_CN" else drill.reason_en
        assert reason in window.answer.toPlainText()
        window.close()
    finally:
        translations.install("en")


def test_the_dealers_mode_drill_lists_the_modes_in_the_rules_order(qtbot: QtBot) -> None:
    left = DrillFilters("lanzhou", Kind.MODE.value, GENERATED, 0, False)
    options = {"mode": "dealer_chooses"}
    window = DrillWindow(RulesetCatalog(), "lanzhou", options, "en", None, 3, filters=left)
    qtbot.addWidget(window)
    assert "mode" in [window.kind.itemData(i) for i in range(window.kind.count())]
    _started(qtbot, window)
    # The buttons as the rules list the 玩法 (两报, 三报, 悄悄胡, 两报包, 三报包), not by worth.
    assert [b.objectName().removeprefix("choice:") for b in window.choice_buttons] == [
        "liang_bao",
        "san_bao",
        "qiao_qiao_hu",
        "liang_bao_bao",
        "san_bao_bao",
    ]
    window.close()


def test_a_table_without_the_question_does_not_list_its_kind(qtbot: QtBot) -> None:
    # The settings' 兰州 table plays 不甩: no 甩牌 to drill there; other regions list their own.
    window = DrillWindow(RulesetCatalog(), "lanzhou", {"throw": "none"}, "en", None, 5)
    qtbot.addWidget(window)
    listed = [window.kind.itemData(i) for i in range(window.kind.count())]
    assert "shuai" not in listed and "declare_ready" in listed
    assert "mode" not in listed  # a fixed 玩法 (两报): the dealer chooses none
    window.region.setCurrentIndex(window.region.findData("linan"))
    listed = [window.kind.itemData(i) for i in range(window.kind.count())]
    assert "minimum" in listed
    window.close()


@pytest.mark.parametrize(
    "kind", [DrillKindFilter.SHUAI, DrillKindFilter.DECLARE_READY, DrillKindFilter.MODE]
)
def test_a_lanzhou_drill_plays_on_from_its_moment(
    qtbot: QtBot, tmp_path: Path, kind: DrillKindFilter
) -> None:
    # Before play (the dealer's 玩法, 甩牌) and at a 报听 turn alike, the game takes over at the
    # drill's moment. The 玩法 is asked at the settings' table of 庄家选择.
    profile = Profile.open(DataDir(tmp_path / "data"))
    settings = Settings(
        region="lanzhou",
        animation_speed=AnimationSpeed.INSTANT,
        drill_region="lanzhou",
        drill_kind=kind,
        drill_source=DrillSource.GENERATED,
    ).with_options("lanzhou", {"mode": "dealer_chooses"})
    window, drills = _drills_from_menu(qtbot, tmp_path, settings, profile=profile)
    qtbot.waitUntil(lambda: drills.practice is not None, timeout=WAIT)
    drill = drills.practice.current if drills.practice is not None else None
    assert drill is not None and drill.kind.value == kind.value
    drills.choose(drill.best.name)
    drills.play_on_button.click()
    page = window.table_page
    qtbot.waitUntil(lambda: page.asking is not None, timeout=WAIT)
    assert page.asking is not None and position_of(page.asking) == drill.position
    window.stop_game()
    profile.close()


def _stats_row(window: DrillWindow, row: int) -> tuple[str, str]:
    """A row of the statistics tab: its heading and its first figure."""
    heading, figure = window.stats.verticalHeaderItem(row), window.stats.item(row, 0)
    assert heading is not None and figure is not None, f"row {row} is not filled"
    return heading.text(), figure.text()


def _picture(window: DrillWindow) -> QImage:
    image = window.board.document().resource(
        QTextDocument.ResourceType.ImageResource, QUrl("tile:0")
    )
    assert isinstance(image, QImage)
    return image.convertToFormat(QImage.Format.Format_RGB32)


def test_the_drills_follow_the_players_tile_set_when_it_changes(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Opened with the high-contrast tiles the window draws them (board, ranking, buttons);
    changed in the settings while the window is kept, it draws the new set."""
    settings = Settings(region="lincang", tile_set=TileSet.HIGH_CONTRAST)
    window = app_on(qtbot, tmp_path, settings).window
    window.drills_action.trigger()
    drills = window.drill_window
    assert drills is not None
    qtbot.waitUntil(lambda: drills.practice is not None, timeout=WAIT)
    assert drills.sprites.tile_set is TileSet.HIGH_CONTRAST
    contrast = _picture(drills)
    plain = _window(qtbot, None)  # the classic set
    assert contrast != _picture(plain)
    window.apply_settings(replace(window.settings, tile_set=TileSet.CLASSIC))
    assert drills.sprites.tile_set is TileSet.CLASSIC
    assert _picture(drills) == _picture(plain)  # the choice buttons draw from ``sprites``
    drills.close()
