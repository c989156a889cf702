"""Messages from the layers below the window speak the player's language (issue 31, point 4).

The lower layers give their messages structured (``validation.Says`` templates, ``Problem`` with
its error, ``BotFailure``, the engine's ``IllegalActionError``); ``ui/shell/wording.py`` words
them. In English the window reads exactly as the log (``str()``), but for the rule terms of the
kinds of action and region moves an engine's refusal names (碰 pong, 报听 (declare ready)); in
Chinese a broken settings file, a ruleset option the rules refuse, a kept game that cannot be
continued (with the engine's reason), a hand the calculator cannot score and an outside bot that
crashes are each told in a Chinese sentence (the file, the key or the value it quotes are the
file's own words).
"""

from __future__ import annotations

import json
import re
import shlex
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QSpinBox
from pytestqt.qtbot import QtBot

from mahjong_desktop.ai.outside_bot import BotFailure, BotTrouble, OutsideBot
from mahjong_desktop.engine.actions import Discard, RegionMove, Win
from mahjong_desktop.engine.errors import IllegalActionError
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.quoted import KindArg
from mahjong_desktop.messages import TEMPLATES, Says
from mahjong_desktop.rules.hand_facts import WinBy
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.storage.headless import continue_session
from mahjong_desktop.storage.lock import ProfileBusy
from mahjong_desktop.storage.paths import DataDir
from mahjong_desktop.storage.problem import Problem
from mahjong_desktop.storage.profile import Profile
from mahjong_desktop.storage.records import RecordStore
from mahjong_desktop.storage.saves import SUFFIX
from mahjong_desktop.storage.settings import AnimationSpeed, Language, Settings
from mahjong_desktop.storage.settings_store import NotKeptAside, SettingsStore
from mahjong_desktop.tiles import parse
from mahjong_desktop.ui.dialogs.calculator import HandCalculator
from mahjong_desktop.ui.dialogs.settings import SettingsDialog
from mahjong_desktop.ui.history.history_window import HistoryWindow
from mahjong_desktop.ui.session.catalog import RulesetCatalog
from mahjong_desktop.ui.shell.app import build, profile_problem_text
from mahjong_desktop.ui.shell.i18n import Translations
from mahjong_desktop.ui.shell.wording import (
    fill,
    word_arg,
    word_bot_failure,
    word_error,
    word_exception,
    word_problem,
    wordings,
)
from mahjong_desktop.validation import DataError
from tests.helpers.app_windows import app_on
from tests.helpers.play_driver import wait_past
from tests.helpers.seeded_sessions import new_session, players_for, start_recorded
from tests.helpers.stacked_table import region, stacked, t
from tests.helpers.visible_text import latin_words

HAN = re.compile(r"[\u4e00-\u9fff]")


@pytest.fixture
def chinese(qapp: object) -> Iterator[None]:
    """The app's translators in Chinese for the test, English again after it."""
    translations = Translations(QCoreApplication.instance())  # type: ignore[arg-type]
    assert translations.install("zh_CN")
    try:
        yield
    finally:
        translations.install("en")


def chinese_sentence(text: str, *quoted: str) -> None:
    """``text`` is Chinese: Han characters, and no English word once what it quotes (file
    names, keys, values: the file's words, not the game's) is taken out."""
    rest = text
    for part in sorted(quoted, key=len, reverse=True):
        rest = rest.replace(part, " ")
    assert HAN.search(rest), text
    assert latin_words(rest) == [], text


# -- every template has a wording -------------------------------------------------------------


def test_every_template_the_lower_layers_can_use_has_a_wording_that_reads_as_the_log(
    qapp: object,
) -> None:
    """A template added below without its wording here (and in lupdate's reach) fails; so does a
    wording whose English differs from the English the log writes."""
    worded = wordings()
    assert set(worded) == set(TEMPLATES)
    for key, english in TEMPLATES.items():
        assert worded[key] == re.sub(r"\{(\d)\}", lambda m: f"%{int(m.group(1)) + 1}", english)


def test_every_template_has_its_chinese(chinese: None) -> None:
    worded = wordings()
    untranslated = [k for k in TEMPLATES if worded[k] == TEMPLATES[k] and HAN.search(worded[k])]
    assert not untranslated
    # Only the templates that are their argument and nothing else may read the same in Chinese.
    same = {k for k, text in worded.items() if not HAN.search(text)}
    assert same == {"error", "about", "tile", "quoted", "inside", "kind_null", "autosave_failed"}


@pytest.mark.parametrize("trouble", list(BotTrouble))
def test_every_kind_of_bot_failure_is_worded_as_the_log_says_it(
    qapp: object, trouble: BotTrouble
) -> None:
    for detail in ("3", ""):
        for ended in (True, False):
            failure = BotFailure(trouble, detail, "python3 bot.py", 2, ended)
            assert word_bot_failure(failure) == str(failure)


def test_an_argument_holding_a_place_marker_is_quoted_as_it_is() -> None:
    assert fill("%1 is not %2", "'%2'", "x") == "'%2' is not x"


# -- English reads as before -------------------------------------------------------------------


def broken_settings(path: Path, language: str) -> None:
    path.write_text(
        json.dumps(
            {
                "language": language,
                "region": "linan",
                "tile_size": 3,
                "computer_levels": {"left": "easy"},
                "region_options": {"linan": {"cap": 150}},
                "sound_volume": "loud",
            }
        ),
        encoding="utf-8",
    )


def test_in_english_every_settings_problem_reads_as_the_log(qapp: object, tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    broken_settings(path, "en")
    problems = SettingsStore(path).load().problems
    assert len(problems) >= 4
    for problem in problems:
        assert word_error(problem) == str(problem)


def test_in_english_a_kept_problem_reads_as_it_describes_itself(
    qapp: object, tmp_path: Path
) -> None:
    error = DataError.about("", "actions[3]", Says("cannot_replay", ("seat 3 may not act",)))
    problem = Problem(tmp_path / "x.sqlite3", str(error), tmp_path / "x.broken", error)
    assert word_problem(problem) == problem.describe()


# -- Chinese, case by case ---------------------------------------------------------------------


def test_a_broken_settings_file_is_told_in_chinese(qtbot: QtBot, tmp_path: Path) -> None:
    store = SettingsStore(tmp_path / "settings.json")
    broken_settings(store.path, "zh_CN")
    parts = build(["test"], store, RulesetCatalog(), cjk_font_available=True)
    qtbot.addWidget(parts.window)
    try:
        notice = parts.window.settings_notice
        assert notice is not None
        text = notice.label.text()
        keys = ("tile_size", "computer_levels.left", "region_options.linan.cap", "sound_volume")
        for key in keys:
            assert key in text
        seats = ("next", "opposite", "previous")  # the keys the file may hold, quoted
        chinese_sentence(text, str(store.path), *keys, *seats, "'loud'")
        assert "不是从 100 到 150 之间且为 10 的倍数的整数" in text
        # A switch to English re-words the notice: each line as the log says it.
        parts.translations.install("en")
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        english = notice.label.text()
        assert (
            "tile_size: 3 is not a whole number from 100 to 150, a multiple of 10; using 100"
            in (english)
        )
        assert "sound_volume: 'loud' is not a whole number from 0 to 100; using 70" in english
        assert not HAN.search(english)
    finally:
        parts.translations.install("en")


def test_a_ruleset_option_the_rules_refuse_is_told_in_chinese(qtbot: QtBot, chinese: None) -> None:
    dialog = SettingsDialog(Settings(region="linan"), RulesetCatalog(), "zh_CN")
    qtbot.addWidget(dialog)
    assert dialog.option_form is not None
    cap = dialog.option_form.editors["cap"]
    assert isinstance(cap, QSpinBox)
    cap.setValue(150)
    dialog.accept()
    text = dialog.options_problem.text()
    assert "150" in text and "100 的倍数" in text
    chinese_sentence(text, "options.cap", "round_to", "linan.toml")


def test_a_kept_game_that_cannot_be_continued_is_told_in_chinese(
    qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = DataDir(tmp_path / "data")
    profile = Profile.open(folder)
    _, header = new_session("lanzhou", 35, 2)
    uid = profile.journal.begin(header)
    # A well-formed row the engine refuses at its point of the replay (seat 3 cannot act first).
    profile.journal.append(uid, 0, 0, {"type": "discard", "seat": 3, "tile": "9s"})
    parts = app_on(qtbot, tmp_path, Settings(language=Language.ZH_CN), profile=profile)
    try:
        parts.window.interactive = False  # the refusal goes to stderr, not a modal box
        capsys.readouterr()
        assert not parts.window.kept.continue_session(uid)
        said = capsys.readouterr().err.splitlines()[0]  # the refusal; then the log's English
        where = f"{folder.sessions_db}，牌局 {uid}"  # the file and the session, in Chinese too
        assert where in said and "无法重放" in said
        quoted = ("mahjong-desktop:", str(folder.sessions_db), uid, "hands[0].actions[0]")
        chinese_sentence(said, *quoted)
        # The notice of the damaged session, worded from the same error.
        [problem] = profile.journal.problems
        assert problem.error is not None
        chinese_sentence(word_problem(problem), *quoted)
    finally:
        parts.window.stop_game()
        parts.translations.install("en")
        # The windows re-word now, while the profile is open.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        profile.close()


def test_a_hand_the_calculator_cannot_score_is_told_in_chinese(qtbot: QtBot, chinese: None) -> None:
    calculator = HandCalculator(RulesetCatalog(), "lincang", {}, "zh_CN")
    qtbot.addWidget(calculator)
    for kind in parse("123456789m11122m"):
        calculator.pick(kind)
    calculator.win_by_combo.setCurrentIndex(
        calculator.win_by_combo.findData(WinBy.KONG_REPLACEMENT)
    )
    text = calculator.result_view.toPlainText()
    assert "杠上开花需要副露中有杠" in text
    chinese_sentence(text, "win_by")


def test_an_outside_bot_that_crashes_is_told_in_chinese(qtbot: QtBot, tmp_path: Path) -> None:
    region = load_region("lincang")
    game = Game(region, 5, 0)
    command = shlex.join([sys.executable, "-c", "import sys; sys.exit(3)"])
    bot = OutsideBot(command, region, 5, timeout=60.0)
    try:
        bot.observe(0, game.events)
        view = game.view(0)
        bot.choose(view, view.legal)  # the bot exits instead of answering
    finally:
        bot.close()
    [failure] = bot.failures
    assert failure.trouble is BotTrouble.EXITED and failure.detail == "3"
    parts = app_on(qtbot, tmp_path, Settings(language=Language.ZH_CN))
    try:
        window = parts.window
        window.bot_in_play = bot
        window._report_bot_failures()
        text = window.notices[-1].label.text()
        assert "退出码 3" in text
        chinese_sentence(text, repr(command))
        # Switched to English, the same notice reads as the log.
        parts.translations.install("en")
        QCoreApplication.sendPostedEvents()
        window.notices[-1].retranslate()
        assert str(failure) in window.notices[-1].label.text()
    finally:
        parts.translations.install("en")


def test_a_damaged_journal_found_at_the_start_is_told_in_chinese(
    qtbot: QtBot, tmp_path: Path
) -> None:
    folder = DataDir(tmp_path / "data")
    folder.sessions_db.parent.mkdir(parents=True, exist_ok=True)
    folder.sessions_db.write_bytes(b"these are not the kept games\n" * 10)
    profile = Profile.open(folder)
    try:
        [problem] = profile.problems
        assert problem.moved_to is not None
        parts = app_on(qtbot, tmp_path, Settings(language=Language.ZH_CN), profile=profile)
        try:
            texts = [bar.label.text() for bar in parts.window.notices]
            [text] = [t for t in texts if str(folder.sessions_db) in t]
            assert "不是数据库文件；已新建一个" in text
            chinese_sentence(text, str(folder.sessions_db), str(problem.moved_to))
            assert word_problem(problem) != problem.describe()
        finally:
            parts.window.stop_game()
            parts.translations.install("en")
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        assert word_problem(problem) == problem.describe()  # English: as the log says it
    finally:
        profile.close()


def test_records_an_import_refuses_are_told_in_chinese(
    qtbot: QtBot, tmp_path: Path, chinese: None
) -> None:
    """History › Import: a record whose result was faked and one of a hand kept already."""
    session, header = new_session("lincang", 300, 2)
    recorder = start_recorded(tmp_path / "played", header)
    continue_session(session, players_for(session, header), recorder)
    recorder.journal.close()
    assert recorder.records is not None
    recorder.records.close()
    store = RecordStore(tmp_path / "played" / "records.sqlite3")
    exported = tmp_path / "export.json"
    assert store.export(exported) == 2
    data = json.loads(exported.read_text(encoding="utf-8"))
    net = data["records"][1]["result"]["net"]
    net[0], net[1] = net[0] + 100, net[1] - 100  # sums to zero still: only a replay tells
    data["records"][0]["date"] = "1999-01-01T00:00:00Z"  # replays, but differs from the kept one
    tampered = tmp_path / "tampered.json"
    tampered.write_text(json.dumps(data), encoding="utf-8")
    history = HistoryWindow(store, RulesetCatalog(), "zh_CN", None)
    qtbot.addWidget(history)
    with qtbot.waitSignal(history.import_done, timeout=20_000) as done:
        history.import_from(tampered)
    result = done.args[0]
    assert result is not None and len(result.problems) == 2
    assert history.import_message is not None
    text = history.import_message.text()
    assert "第 0 条记录" in text and "原有记录保持不变" in text
    assert "第 1 条记录" in text and "记录与这套规则不符" in text
    # The last action replayed is named in Chinese too (its seat, its tile's Chinese name).
    assert re.search(r"重放到第 \d+ 个动作（玩家 \d [^）]+）后得到另一个结果", text), text
    sessions = {repr(r["session"]) for r in data["records"]}
    chinese_sentence(text, *sessions, "game.actions")
    store.close()


def test_settings_that_cannot_be_saved_are_told_in_chinese(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    parts = app_on(qtbot, tmp_path, Settings(language=Language.ZH_CN))
    try:
        window = parts.window
        path = window.store.path

        def refuse(store: SettingsStore, settings: Settings) -> Settings:
            raise NotKeptAside(13, path, "Permission denied")

        monkeypatch.setattr(SettingsStore, "save", refuse)
        window.apply_settings(window.settings)
        text = window.notices[-1].label.text()
        assert str(path) in text and "Permission denied" in text and "没有覆盖" in text
        chinese_sentence(text, str(path), "Permission denied")
    finally:
        parts.translations.install("en")


def test_kept_games_held_by_another_copy_are_told_in_chinese(chinese: None, tmp_path: Path) -> None:
    folder = DataDir(tmp_path / "data")
    lock = tmp_path / "data" / "profile.lock"
    text = profile_problem_text(folder, ProfileBusy(lock))
    assert str(lock) in text and "另一个正在运行的地方麻将" in text
    chinese_sentence(text, str(lock))


def test_an_autosave_the_full_disk_refuses_is_told_in_chinese(qtbot: QtBot, tmp_path: Path) -> None:
    """The disk fills during play: the notice says so in Chinese around the system's own reason
    (sqlite's words, quoted as they are)."""
    folder = DataDir(tmp_path / "data")
    profile = Profile.open(folder)
    settings = Settings(
        region="lanzhou", animation_speed=AnimationSpeed.INSTANT, language=Language.ZH_CN
    )
    parts = app_on(qtbot, tmp_path, settings, profile=profile)
    window = parts.window
    try:
        window.show()
        assert window.start_game(seed=3510)
        controller, recorder = window.controller, window.recorder
        assert controller is not None and recorder is not None
        journal = profile.journal
        with journal._lock:  # the autosave thread shares the connection under this lock
            pages = journal._db.execute("PRAGMA page_count").fetchone()[0]
            journal._db.execute(f"PRAGMA max_page_count = {pages}")  # the disk is full
        page = window.table_page

        def told() -> list[str]:
            return [bar.label.text() for bar in window.notices if "尚未保存" in bar.label.text()]

        # The worker reports the first failure with the action after it: play on until told.
        for _ in range(80):
            if told():
                break
            qtbot.waitUntil(lambda: page.asking is not None, timeout=20_000)
            asked = page.asking
            assert asked is not None
            choice = next((a for a in asked.legal if isinstance(a, Discard)), asked.legal[-1])
            controller.submit(choice)

            wait_past(qtbot, page, asked, timeout=20_000)
            recorder.flush()
        assert recorder.problem is not None and recorder.problem_error is not None
        assert str(recorder.problem_error) == recorder.problem  # the log's English, as before
        reason = "database or disk is full"
        assert reason in recorder.problem
        [text] = told()
        chinese_sentence(text, str(folder.root), reason)
    finally:
        window.stop_game()
        parts.translations.install("en")
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        profile.close()


def test_a_save_the_system_refuses_is_told_in_chinese(
    qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    parts = app_on(qtbot, tmp_path, Settings(language=Language.ZH_CN))
    try:
        window = parts.window
        window.interactive = False  # the refusal goes to stderr, not a modal box
        _, header = new_session("lincang", 1, 1)
        blocker = tmp_path / "a file, not a folder"
        blocker.write_text("x", encoding="utf-8")
        target = blocker / f"game{SUFFIX}"
        capsys.readouterr()
        assert not window.kept.save_to(target, header, [[]])
        said = capsys.readouterr().err.splitlines()[0]
        assert said.startswith(f"mahjong-desktop: 无法把牌局保存到 {target}：")
        reason = said.rsplit("：", 1)[1]  # the system's own words, quoted as they are
        chinese_sentence(said, "mahjong-desktop:", str(target), reason)
    finally:
        parts.translations.install("en")


# -- the engine's refusals (an action a record holds that the rules refuse) ---------------------


def test_a_kept_game_the_engine_refuses_gives_the_engines_reason_in_chinese(
    qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Continue on a session whose journal holds an action out of turn: the Chinese sentence
    says which action was refused and why, tiles by their Chinese names."""
    folder = DataDir(tmp_path / "data")
    profile = Profile.open(folder)
    session, header = new_session("lincang", 35, 2)
    dealer, other = session.dealer, (session.dealer + 2) % 4
    uid = profile.journal.begin(header)
    profile.journal.append(uid, 0, 0, {"type": "discard", "seat": other, "tile": "9s"})
    parts = app_on(qtbot, tmp_path, Settings(language=Language.ZH_CN), profile=profile)
    try:
        parts.window.interactive = False  # the refusal goes to stderr, not a modal box
        capsys.readouterr()
        assert not parts.window.kept.continue_session(uid)
        said = capsys.readouterr().err.splitlines()[0]
        assert f"无法重放：不允许玩家 {other} 打九条：现在轮到玩家 {dealer}" in said
        quoted = ("mahjong-desktop:", str(folder.sessions_db), uid, "hands[0].actions[0]")
        chinese_sentence(said, *quoted)
        [problem] = profile.journal.problems
        assert problem.error is not None
        assert f"不允许玩家 {other} 打九条" in word_problem(problem)
        # In English the window reads as the log: the engine's own words.
        parts.translations.install("en")
        english = f"refused player {other} discarding 9s: it is player {dealer}'s turn"
        assert english in str(problem.error)
        assert word_error(problem.error) == str(problem.error)
    finally:
        parts.window.stop_game()
        parts.translations.install("en")
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        profile.close()


def claim_refused() -> IllegalActionError:
    """Player 1, offered pong or pass on 3m, declares a win."""
    game = stacked(region(), {0: "3m+", 1: "33m+"})
    game.apply(Discard(0, t("3m")))
    with pytest.raises(IllegalActionError) as err:
        game.apply(Win(1))
    return err.value


def pre_play_refused() -> IllegalActionError:
    """兰州, the dealer choosing the 玩法: player 2 throws a 甩牌 set out of turn."""
    game = Game(load_region("lanzhou", {"mode": "dealer_chooses"}), 7, 0)
    with pytest.raises(IllegalActionError) as err:
        game.apply(RegionMove(2, "throw", tuple(parse("1m1p1s"))))
    return err.value


def test_the_engines_refusals_name_tiles_kinds_and_moves_in_chinese(chinese: None) -> None:
    claim = claim_refused()
    assert word_exception(claim) == "不允许玩家 1 胡牌：对三万，玩家 1 只能碰、过"
    move = pre_play_refused()
    assert word_exception(move) == "不允许玩家 2 甩牌 一万 一筒 一条：现在不能这样做（可以：无）"
    for err in (claim, move):
        chinese_sentence(word_exception(err))
    # Two ways to chow are two "chow"s in the log; the window names each kind once.
    assert word_arg((KindArg("chow"), KindArg("chow"), KindArg("pass"))) == "吃、过"


def test_in_english_the_engines_refusals_keep_the_log_and_name_rule_terms_as_the_buttons(
    qapp: object,
) -> None:
    claim = claim_refused()
    assert str(claim) == "refused player 1 declaring a win: on 3m player 1 may only pong, pass"
    assert word_exception(claim) == (
        "refused player 1 declaring a win: on 3m player 1 may only 碰 pong, 过 pass"
    )
    move = pre_play_refused()
    assert str(move) == "refused player 2: throw 1m1p1s: not possible now (allowed: nothing)"
    assert word_exception(move) == (
        "refused player 2: 甩牌 (throw a set) 1m1p1s: not possible now (allowed: nothing)"
    )
