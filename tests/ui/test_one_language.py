"""One language at a time: every window a player opens speaks the chosen language only.

The whole app is walked in Chinese and in English — the title page, Settings, Rules, Keys, the
hand calculator, About, Qt's own file dialog, a 兰州 hand played from the keyboard (the claim bar
with 报听/甩牌 and the prompts at every question), the hand result with its 复盘 review, the
session end, History, a replay with the coach's verdict, Statistics — and every text the player
can read there is checked (``tests/helpers/visible_text.py``): in Chinese no English words, in
English no Chinese beyond the rule terms kept by design. Then the language is switched in
Settings with the rules changed mid-game, and every window still open (its notices too), and the
"rules changed" question, must speak the new language.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QTimer, QUrl
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from mahjong_desktop.engine.actions import RegionMove
from mahjong_desktop.storage.paths import DataDir
from mahjong_desktop.storage.profile import Profile
from mahjong_desktop.storage.saves import SUFFIX
from mahjong_desktop.storage.settings import Language
from mahjong_desktop.tiles import parse
from mahjong_desktop.ui.dialogs.calculator import HandCalculator
from mahjong_desktop.ui.dialogs.hand_result import ResultDialog
from mahjong_desktop.ui.dialogs.keys import KeysDialog
from mahjong_desktop.ui.dialogs.review import ReviewDialog
from mahjong_desktop.ui.dialogs.rules import RulesDialog
from mahjong_desktop.ui.dialogs.session_end import SessionEndDialog
from mahjong_desktop.ui.dialogs.settings import SettingsDialog
from mahjong_desktop.ui.history.replay_window import ReplayWindow
from mahjong_desktop.ui.shell.app import AppParts
from mahjong_desktop.ui.shell.main_window import MainWindow
from tests.helpers.app_windows import app_on, one_hand
from tests.helpers.play_driver import WAIT, answer_by_keys, wait_for_question
from tests.helpers.rule_terms import han_allowed
from tests.helpers.visible_text import foreign_words, han_words, latin_words, visible_texts

# A 兰州 deal (软甩, 两报) on which the player is offered 报听 (declare ready) from the
# claim bar: the bar's words are the ones the issue found in the wrong language.
SEED = 3
CODES = {Language.ZH_CN: "zh_CN", Language.EN: "en"}
WINDOWS = (
    "title page",
    "settings",
    "rules",
    "keys",
    "calculator",
    "about",
    "file dialog",
    "table",
    "coach",
    "hand result",
    "review",
    "session end",
    "history",
    "replay",
    "statistics",
)


class Walk:
    """What was read so far, window by window, and the words of the other language in it."""

    def __init__(self, language: str) -> None:
        self.language = language
        self.read: dict[str, int] = {}
        self.foreign: list[str] = []

    def check(self, name: str, widget: QWidget) -> None:
        seen = visible_texts(widget)
        assert seen, f"{name}: nothing to read"
        self.read[name] = self.read.get(name, 0) + len(seen)
        for where, text, words in foreign_words(seen, self.language, han_allowed()):
            self.foreign.append(f"{name} · {where}: {words} in {text[:160]!r}")


@pytest.fixture
def profile(tmp_path: Path) -> Iterator[Profile]:
    opened = Profile.open(DataDir(tmp_path / "data"))
    yield opened
    opened.close()


def build(
    qtbot: QtBot,
    tmp_path: Path,
    profile: Profile,
    language: Language,
    region: str = "lanzhou",
    **overrides: object,
) -> AppParts:
    settings = one_hand(region=region, language=language, **overrides)
    parts = app_on(qtbot, tmp_path, settings, profile=profile)
    parts.window.resize(1280, 800)
    parts.window.show()
    qtbot.waitExposed(parts.window, timeout=WAIT)
    return parts


def back_to_english(parts: AppParts) -> None:
    """The next test starts in English; the windows re-word now, while the profile is open."""
    parts.window.stop_game()
    parts.translations.install("en")
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)


def when_modal(kind: type[QWidget], handle: Callable[[QWidget], None]) -> None:
    """Once a modal ``kind`` is open (a static Qt dialog such as About, which no Python override
    can reach), ``handle`` it and close it: checked from the dialog's own event loop."""

    def poll() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, kind) or not dialog.isVisible():
            QTimer.singleShot(10, poll)
            return
        try:
            handle(dialog)
        finally:
            dialog.close()

    QTimer.singleShot(0, poll)


def walk_dialogs(walk: Walk, window: MainWindow, tmp_path: Path) -> None:
    """Settings, Rules, Keys, the calculator with a hand, About and Qt's file dialog."""
    settings = SettingsDialog(window.settings, window.catalog, window.language, window)
    walk.check("settings", settings)
    settings.deleteLater()
    region = window.settings.region
    rules = RulesDialog(
        window.catalog,
        region,
        lambda ruleset: ruleset.resolve(window.settings.options_for(ruleset.key)),
        window.language,
        window,
    )
    walk.check("rules", rules)
    rules.deleteLater()
    keys = KeysDialog(window.findChildren(type(window.new_game_action)), window)
    walk.check("keys", keys)
    keys.deleteLater()
    options = window.settings.options_for(region)
    calculator = HandCalculator(window.catalog, region, options, window.language, window)
    for kind in parse("123456789m11122m"):
        calculator.pick(kind)
    walk.check("calculator", calculator)
    calculator.deleteLater()
    when_modal(QMessageBox, lambda box: walk.check("about", box))
    window.show_about()
    assert "about" in walk.read
    # Qt's own dialog (the one Open… and Save as… use on a desktop without a native one), on an
    # empty folder: its words come from Qt's translation (qtbase_zh_CN), shipped with the game.
    # Its places (the sidebar) name folders of the machine: names, not words, so only this one,
    # named in digits.
    folder = tmp_path / "2026"
    folder.mkdir()
    kinds = QCoreApplication.translate("KeptGames", "Saved games (*%1)").replace("%1", SUFFIX)
    files = QFileDialog(window, "", str(folder), kinds)
    files.setOption(QFileDialog.Option.DontUseNativeDialog)
    files.setSidebarUrls([QUrl.fromLocalFile(str(folder))])
    files.show()
    walk.check("file dialog", files)
    files.close()
    files.deleteLater()


def play_the_hand(
    walk: Walk,
    qtbot: QtBot,
    parts: AppParts,
    monkeypatch: pytest.MonkeyPatch,
    seed: int = SEED,
    *,
    coach_at_move: bool = True,
) -> int:
    """A hand from the keyboard: the table at every question, then the result, its review and
    the session end. The coach is asked once, at the first region move (``coach_at_move``; its
    advice moves the keyboard's tile, so the hand goes another way from there) or at the first
    question. Returns how many questions offered a region move."""
    window = parts.window
    page = window.table_page
    ended: list[str] = []

    def result_shown(dialog: ResultDialog) -> int:
        walk.check("hand result", dialog)
        if dialog.review_button is not None:
            dialog.open_review()
        ended.append("result")
        return int(QDialog.DialogCode.Accepted)

    def review_shown(dialog: ReviewDialog) -> int:
        qtbot.waitUntil(lambda: dialog.review is not None, timeout=WAIT)
        walk.check("review", dialog)
        return 0

    def session_end_shown(dialog: SessionEndDialog) -> int:
        walk.check("session end", dialog)
        ended.append("session end")
        return 0

    monkeypatch.setattr(ResultDialog, "exec", result_shown)
    monkeypatch.setattr(ReviewDialog, "exec", review_shown)
    monkeypatch.setattr(SessionEndDialog, "exec", session_end_shown)
    monkeypatch.setattr(secrets, "randbits", lambda bits: seed)
    region_moves = 0
    coached = False
    window.new_game_action.trigger()
    while wait_for_question(qtbot, page, lambda: "session end" in ended):
        asking = page.asking
        assert asking is not None
        region_moves += any(isinstance(a, RegionMove) for a in asking.legal)
        walk.check("table", window)
        ready = region_moves > 0 or not coach_at_move
        if ready and not coached and page.coach_button.isEnabled():
            page.coach_button.click()  # the coach's advice in the hint line
            qtbot.waitUntil(page.coach_button.isEnabled, timeout=WAIT)
            walk.check("coach", window)
            coached = True
        answer_by_keys(qtbot, page)
    assert coached or (coach_at_move and not region_moves)
    assert ended == ["result", "session end"]
    return region_moves


def walk_kept_games(walk: Walk, qtbot: QtBot, window: MainWindow) -> ReplayWindow:
    """History, the hand's replay with a coach's verdict, Statistics; they stay open."""
    window.kept.show_history()
    history = window.kept.history_window
    assert history is not None and history.rows
    walk.check("history", history)
    history.replay(0)
    replay = next(w for w in history.findChildren(ReplayWindow) if w.isVisible())
    replay.jump(1)  # the player's first decision
    replay.show_verdict()
    assert replay.step in replay.verdicts
    walk.check("replay", replay)
    window.kept.show_statistics()
    stats = window.kept.stats_window
    assert stats is not None
    walk.check("statistics", stats)
    return replay


@pytest.mark.parametrize("language", [Language.ZH_CN, Language.EN], ids=["zh_CN", "en"])
def test_every_window_speaks_one_language(
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    profile: Profile,
    language: Language,
) -> None:
    parts = build(qtbot, tmp_path, profile, language)
    try:
        walk = Walk(CODES[language])
        window = parts.window
        walk.check("title page", window)
        walk_dialogs(walk, window, tmp_path)
        assert play_the_hand(walk, qtbot, parts, monkeypatch), "no 报听 offered: pick a SEED"
        walk_kept_games(walk, qtbot, window)
        assert set(walk.read) == set(WINDOWS)  # every window was opened, and had words
        assert not walk.foreign, "\n".join(walk.foreign)
    finally:
        back_to_english(parts)


@pytest.mark.parametrize(
    ("start", "switch"),
    [(Language.EN, Language.ZH_CN), (Language.ZH_CN, Language.EN)],
    ids=["en-to-zh_CN", "zh_CN-to-en"],
)
def test_a_language_switch_rewords_every_open_window_and_the_rules_question(
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    profile: Profile,
    start: Language,
    switch: Language,
) -> None:
    parts = build(qtbot, tmp_path, profile, start)
    try:
        window = parts.window
        play_the_hand(Walk(CODES[start]), qtbot, parts, monkeypatch)
        replay = walk_kept_games(Walk(CODES[start]), qtbot, window)
        # A notice on show (the file named is no word of either language).
        window.kept.storage_failed(str(tmp_path / "sessions.db"))
        assert window.start_game(seed=SEED)  # a game in progress: its rules are about to change
        qtbot.waitUntil(lambda: window.table_page.asking is not None, timeout=WAIT)
        chosen = replace(window.settings, language=switch, region="lincang")
        monkeypatch.setattr(SettingsDialog, "exec", lambda dialog: QDialog.DialogCode.Accepted)
        monkeypatch.setattr(SettingsDialog, "result_settings", lambda dialog: chosen)
        walk = Walk(CODES[switch])
        asked: list[str] = []

        def question(box: QMessageBox) -> int:
            asked.append(box.windowTitle())
            walk.check("rules changed", box)
            return 0  # closed without a choice: the game goes on under its rules

        monkeypatch.setattr(QMessageBox, "exec", question)
        window.open_settings()
        assert asked, "the rules changed mid-game but nobody was asked"
        assert window.table_page.asking is not None  # the table still asks the open question
        history, stats = window.kept.history_window, window.kept.stats_window
        assert history is not None and stats is not None
        for name, widget in (
            ("main window", window),
            ("history", history),
            ("replay", replay),
            ("statistics", stats),
        ):
            walk.check(name, widget)
        assert not walk.foreign, "\n".join(walk.foreign)
    finally:
        back_to_english(parts)


def test_qt_speaks_chinese_in_its_own_dialogs(qapp: object) -> None:
    """Qt's standard buttons and file dialog words come from qtbase_zh_CN and our qt_extra_zh_CN,
    loaded with the app's own translation (``ui/shell/i18n.py``)."""
    from mahjong_desktop.ui.shell.i18n import Translations

    translations = Translations(QCoreApplication.instance())  # type: ignore[arg-type]
    try:
        assert translations.install("zh_CN")
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "取消"
        assert QCoreApplication.translate("QFileDialog", "Files of type:") == "文件类型："
        # What Qt's own translation lacks, from ours (resources/i18n/qt_extra_zh_CN.ts).
        assert QCoreApplication.translate("QFileDialog", "Files of &type:") == "文件类型(&T)："
        assert QCoreApplication.translate("QAbstractFileIconProvider", "Folder") == "文件夹"
    finally:
        translations.install("en")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


def test_the_checks_find_the_other_language() -> None:
    """The two checks the walk relies on, on the texts the issue found."""
    assert latin_words("报听 (declare ready)  [T]") == ["declare", "ready"]
    assert latin_words("北 上家 · hard") == ["hard"]
    assert latin_words("打开 /tmp/saves/x.mjsave，按 Ctrl+O；5m 6p") == []
    allowed = frozenset({"报听", "甩牌"})
    assert han_words("报听 (declare ready)", allowed) == []
    assert han_words("报听甩牌", allowed) == []
    assert han_words("报听后锁牌", allowed) == ["报听后锁牌"]


def test_the_default_locale_follows_the_language() -> None:
    """Qt words file types and sizes through the default locale: it must be of the language
    chosen, keeping the system's own regional formats when they are of that language."""
    from PySide6.QtCore import QLocale

    from mahjong_desktop.ui.shell.i18n import locale_for

    british = QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom)
    assert locale_for("zh_CN", british).language() == QLocale.Language.Chinese
    assert locale_for("en", british) == british
    singapore = QLocale(QLocale.Language.Chinese, QLocale.Country.Singapore)  # simplified too
    assert locale_for("en", singapore).language() == QLocale.Language.English
    assert locale_for("zh_CN", singapore) == singapore
    taiwan = QLocale(QLocale.Language.Chinese, QLocale.Country.Taiwan)  # traditional characters
    assert locale_for("zh_CN", taiwan) == QLocale("zh_CN")


@pytest.mark.slow
@pytest.mark.parametrize("language", [Language.ZH_CN, Language.EN], ids=["zh_CN", "en"])
@pytest.mark.parametrize(
    ("region", "options"),
    [
        ("lincang", {}),
        ("linfen", {}),
        ("shangrao", {}),
        ("linan", {}),
        ("lanzhou", {"mode": "dealer_chooses", "throw": "hard"}),
    ],
)
def test_every_region_plays_in_one_language(
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    profile: Profile,
    language: Language,
    region: str,
    options: dict[str, object],
) -> None:
    """Each region's own words on the table, the claim bar and the result (宝, 财神, 杠花, 定玩法
    and its 番种): two seeded hands per region."""
    parts = build(
        qtbot, tmp_path, profile, language, region=region, region_options={region: options}
    )
    try:
        walk = Walk(CODES[language])
        for seed in (1, 2):
            play_the_hand(walk, qtbot, parts, monkeypatch, seed, coach_at_move=False)
        assert not walk.foreign, "\n".join(walk.foreign)
    finally:
        back_to_english(parts)


@pytest.mark.parametrize("start", [Language.EN, Language.ZH_CN], ids=["en", "zh_CN"])
def test_the_finished_table_follows_a_language_switch(
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    profile: Profile,
    start: Language,
) -> None:
    """The score screen closed with Esc leaves the finished table and its "next hand" words;
    they follow a switch too."""
    switch = Language.EN if start is Language.ZH_CN else Language.ZH_CN
    parts = build(qtbot, tmp_path, profile, start, session_hands=2)
    try:
        window = parts.window
        page = window.table_page
        monkeypatch.setattr(ResultDialog, "exec", lambda dialog: 0)  # Esc: the table stays
        assert window.start_game(seed=SEED)
        window.autoplay_action.setChecked(True)  # 托管 plays the hand to its end
        qtbot.waitUntil(page.next_hand_button.isVisible, timeout=WAIT)
        before = page.hint.text()
        window.apply_settings(replace(window.settings, language=switch))
        assert page.hint.text() != before
        walk = Walk(CODES[switch])
        walk.check("finished table", window)
        assert not walk.foreign, "\n".join(walk.foreign)
    finally:
        back_to_english(parts)
