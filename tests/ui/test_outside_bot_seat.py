"""Issue 33, Deliver 3: in the app, one opponent's seat can be given to an outside bot from the
settings (a command line the player types, under a warning that it runs a program); the bot
plays in the session's worker like a computer and its program ends with the session."""

from __future__ import annotations

import json
import shlex
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from mahjong_desktop.ai.outside_bot import OutsideBot
from mahjong_desktop.ai.simple import PlainPlayer
from mahjong_desktop.engine.session import Player, Session
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.rules.ruleset import load_ruleset
from mahjong_desktop.storage.session_doc import SessionHeader
from mahjong_desktop.storage.settings import (
    Language,
    Opponent,
    Settings,
    settings_from_json,
    settings_to_json,
)
from mahjong_desktop.ui.dialogs.settings import SettingsDialog
from mahjong_desktop.ui.session.catalog import RulesetCatalog
from mahjong_desktop.ui.session.controller import Controller, HandResult
from mahjong_desktop.ui.session.game_setup import new_game, resumed_game
from mahjong_desktop.validation import DataError
from tests.helpers.app_windows import app_on, one_hand
from tests.helpers.play_driver import shown_app

WAIT = 30_000  # ms; a safety net against a hung test, not a speed requirement
RECORDER = Path(__file__).resolve().parents[1] / "helpers" / "recording_bot.py"
REFERENCE_BOT = Path(__file__).resolve().parents[2] / "examples" / "bots" / "reference_bot.py"


def test_the_tab_warns_refuses_an_unusable_command_and_keeps_a_good_one(
    qtbot: QtBot, catalog: RulesetCatalog
) -> None:
    dialog = SettingsDialog(Settings(), catalog, "en")
    qtbot.addWidget(dialog)
    tab = dialog.bot_tab
    assert dialog.tabs.indexOf(tab) >= 0
    assert "runs this command as a program" in tab.warning.text()
    assert not tab.command_edit.isEnabled()  # off by default
    tab.enabled_check.setChecked(True)
    for bad, said in (("", "Type the command line"), ('python3 "my bot.py', "unclosed quote")):
        tab.command_edit.setText(bad)
        assert said in tab.problem_text()
        dialog.accept()
        assert dialog.result() == 0 and dialog.tabs.currentWidget() is tab  # still open there
    tab.command_edit.setText('python3 "my bot.py" --fast')
    tab.seat_combo.setCurrentIndex(tab.seat_combo.findData(Opponent.PREVIOUS))
    assert tab.problem_text() == ""
    dialog.accept()
    chosen = dialog.result_settings()
    assert (chosen.outside_bot, chosen.outside_bot_seat) == (True, Opponent.PREVIOUS)
    assert chosen.outside_bot_command == 'python3 "my bot.py" --fast'
    saved = json.loads(json.dumps(settings_to_json(chosen)))
    read, problems = settings_from_json(saved, catalog.load)
    assert problems == [] and read == chosen


def test_a_new_game_seats_the_bot_at_the_chosen_opponent() -> None:
    ruleset = load_ruleset("lincang")
    for opponent, place in ((Opponent.NEXT, 1), (Opponent.OPPOSITE, 2), (Opponent.PREVIOUS, 3)):
        settings = Settings(
            outside_bot=True, outside_bot_seat=opponent, outside_bot_command="python3 bot.py"
        )
        setup = new_game(settings, ruleset, 11)
        assert setup.human_seat is not None
        seat = (setup.human_seat + place) % 4
        assert setup.bot_seat == seat and isinstance(setup.players[seat], OutsideBot)
        assert sum(isinstance(p, OutsideBot) for p in setup.players) == 1
        assert setup.levels[seat] is not None  # what a continued game seats there
    off = new_game(Settings(outside_bot_command="python3 bot.py"), ruleset, 11)
    assert off.bot_seat is None and not any(isinstance(p, OutsideBot) for p in off.players)


def test_the_bot_plays_in_the_worker_and_ends_with_the_session(
    qtbot: QtBot, tmp_path: Path
) -> None:
    region = load_region("lincang")
    transcript = tmp_path / "bot.jsonl"
    command = shlex.join([sys.executable, str(RECORDER), str(transcript), "reference"])
    bot = OutsideBot(command, region, 4, timeout=30.0)
    players = [PlainPlayer(region, s) for s in range(4)]
    callables: list[Player] = [bot, players[1].__call__, players[2].__call__, players[3].__call__]
    controller = Controller(Session(region, 4, hands=2), None, callables, auto_next_hand=True)
    results: list[HandResult] = []
    over: list[object] = []
    controller.hand_over.connect(results.append)
    controller.session_over.connect(over.append)
    controller.start()
    qtbot.waitUntil(lambda: bool(over), timeout=WAIT)
    assert controller.stop(timeout=10.0)
    assert len(results) == 2 and bot.failures == []
    assert bot.proc is not None and bot.proc.returncode is not None  # ended with the session
    messages = [json.loads(line) for line in transcript.read_text(encoding="utf-8").splitlines()]
    kinds = [m["type"] for m in messages]
    assert kinds[0] == "hello" and kinds[-1] == "end"
    assert kinds.count("hand_started") == 2 and kinds.count("hand_ended") == 2
    assert kinds.count("request") > 0


def test_the_table_names_the_bots_seat_for_what_plays_there(qtbot: QtBot, tmp_path: Path) -> None:
    """The name plate of the seat an outside program plays says so, not the computer level the
    session keeps for that seat (the level is what a continued game seats there)."""
    command = shlex.join([sys.executable, str(REFERENCE_BOT)])
    settings = Settings(
        outside_bot=True, outside_bot_seat=Opponent.OPPOSITE, outside_bot_command=command
    )
    window = app_on(qtbot, tmp_path, settings).window
    window.start_game(seed=11)
    try:
        assert window.seat_name(2).endswith("· outside bot")
        assert window.seat_name(1).endswith("· normal") and window.seat_name(3).endswith("· normal")
    finally:
        window.stop_game()


def test_a_bot_that_fails_is_named_on_a_notice_after_the_hand(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A program that ends at once: the easy player takes its seat, the hand goes on, and once
    the hand is over a notice says what happened (before, only the log did)."""
    command = shlex.join([sys.executable, "-c", "pass"])
    settings = one_hand(
        language=Language.EN,
        outside_bot=True,
        outside_bot_seat=Opponent.NEXT,
        outside_bot_command=command,
    )
    window = shown_app(qtbot, tmp_path, monkeypatch, settings, seed=11).window
    notices = len(window.notices)
    window.new_game_action.trigger()
    qtbot.waitUntil(lambda: window.controller is not None, timeout=WAIT)
    window.autoplay_action.trigger()  # 托管 plays the player's seat
    qtbot.waitUntil(lambda: len(window.notices) > notices, timeout=WAIT)
    text = window.notices[-1].label.text()
    assert "The outside bot had" in text and "the easy player plays its seat" in text
    window.stop_game()


def test_a_continued_session_seats_the_players_bot_again_in_the_same_seat() -> None:
    """The session keeps the bot's seat (not its command: opening a save must not run a
    program); continuing seats the player's own configured bot there while it is on, and the
    computer of the kept level once the player has switched it off."""
    ruleset = load_ruleset("lincang")
    settings = Settings(
        outside_bot=True, outside_bot_seat=Opponent.OPPOSITE, outside_bot_command="python3 bot.py"
    )
    setup = new_game(settings, ruleset, 11)
    saved = json.loads(json.dumps(setup.header.to_json()))
    assert saved["outside_bot_seat"] == setup.bot_seat
    assert "python3" not in json.dumps(saved)  # only the seat is kept
    header = SessionHeader.from_json(saved)
    assert header.bot_seat == setup.bot_seat
    session = Session(setup.session.region, header.seed, hands=header.hands_limit)
    again = resumed_game(session, ruleset, header, settings)
    assert again.bot_seat == setup.bot_seat and again.header.bot_seat == setup.bot_seat
    assert setup.bot_seat is not None
    assert isinstance(again.players[setup.bot_seat], OutsideBot)
    other = replace(settings, outside_bot_seat=Opponent.NEXT)  # the seat kept wins
    assert resumed_game(session, ruleset, header, other).bot_seat == setup.bot_seat
    for off in (replace(settings, outside_bot=False), None):
        computer = resumed_game(session, ruleset, header, off)
        assert computer.bot_seat is None
        assert not any(isinstance(p, OutsideBot) for p in computer.players)
    # A session without a bot, and one saved before the seat was kept, read as no bot.
    plain = new_game(Settings(), ruleset, 11).header.to_json()
    assert "outside_bot_seat" not in plain
    assert SessionHeader.from_json(plain).bot_seat is None
    with pytest.raises(DataError, match=r"outside_bot_seat: 7 is not a whole number from 0 to 3"):
        SessionHeader.from_json({**saved, "outside_bot_seat": 7})
