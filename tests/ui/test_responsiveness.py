"""The window never freezes: while computer players think, the GUI thread keeps serving its event
loop; closing the window mid-hand ends the engine thread at once.

Proved without a clock: each computer decision in a demo game holds its answer until the GUI
thread's event loop has served a timer tick *while that decision is under way*. If the controller
called a player on the GUI thread, or the GUI thread waited on the worker while it thought, the tick
could not come and the decision would never finish (the test fails at its safety net). The test
also records which thread every decision and every engine step ran in: never the GUI thread.

(It used to measure the p99 of the event loop's gaps against 50 ms; that wall-clock bound failed
now and then on a loaded machine, which says nothing about the code.)
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.events import Event
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.storage.settings import AiLevel, AnimationSpeed, Opponent, Settings
from mahjong_desktop.storage.settings_store import SettingsStore
from mahjong_desktop.ui.session import game_setup
from mahjong_desktop.ui.session.catalog import RulesetCatalog
from mahjong_desktop.ui.session.controller import Player
from mahjong_desktop.ui.session.game_setup import GameSetup
from mahjong_desktop.ui.shell import main_window as main_window_module
from mahjong_desktop.ui.shell.app import AppParts, build

WAIT = 120_000  # ms; a safety net against a hung test, not a speed requirement
TICK_WAIT_S = 30.0  # a decision's safety net for the GUI's tick (a blocked loop never ticks)
MIN_DECISIONS = 100  # two hands of four computer players: far more in practice


@dataclass
class Heartbeat:
    """Computer players that answer only after the GUI thread has served a tick while they
    thought, and the record of where decisions and engine steps ran."""

    lock: threading.Lock = field(default_factory=threading.Lock)
    waiting: list[threading.Event] = field(default_factory=list)
    decisions: int = 0
    unserved: int = 0  # decisions during which the GUI thread served no tick
    on_gui_thread: list[str] = field(default_factory=list)

    def beat(self) -> None:
        """A timer tick in the GUI thread's event loop: release every decision under way."""
        with self.lock:
            waiting, self.waiting = self.waiting, []
        for served in waiting:
            served.set()

    def note_thread(self, what: str) -> bool:
        if threading.current_thread() is threading.main_thread():
            with self.lock:
                self.on_gui_thread.append(what)
            return True
        return False

    def wrap(self, player: Player) -> Player:
        def think(view: PlayerView) -> Action:
            if self.note_thread("decision"):
                return player(view)  # waiting here would block the very loop it waits for
            served = threading.Event()
            with self.lock:
                self.waiting.append(served)
                give_up = self.unserved > 0  # one failure tells: do not wait out every decision
            action = player(view)
            ok = served.is_set() if give_up else served.wait(TICK_WAIT_S)
            with self.lock:
                self.decisions += 1
                self.unserved += not ok
            return action

        return think


@pytest.fixture
def parts(qtbot: QtBot, tmp_path: Path) -> Iterator[AppParts]:
    store = SettingsStore(tmp_path / "settings.json")
    levels = dict.fromkeys(Opponent, AiLevel.HARD)
    store.save(Settings(region="lincang", computer_levels=levels))
    built = build(["test"], store, RulesetCatalog(), cjk_font_available=True)
    qtbot.addWidget(built.window)
    yield built
    built.window.stop_game()


def test_the_event_loop_keeps_running_while_computers_think(
    qtbot: QtBot, parts: AppParts, monkeypatch: pytest.MonkeyPatch
) -> None:
    heartbeat = Heartbeat()
    real_new_game = game_setup.new_game  # the one main_window calls, replaced there below
    real_apply = Game.apply

    def new_game(*args: object, **kwargs: object) -> GameSetup:
        setup = real_new_game(*args, **kwargs)  # type: ignore[arg-type]
        players = [p if p is None else heartbeat.wrap(p) for p in setup.players]
        return replace(setup, players=players)

    def apply(game: Game, action: Action, **how: bool) -> list[Event]:
        heartbeat.note_thread("engine step")
        return real_apply(game, action, **how)

    monkeypatch.setattr(main_window_module, "new_game", new_game)
    monkeypatch.setattr(Game, "apply", apply)
    window = parts.window
    window.interactive = False
    window.show()
    qtbot.waitExposed(window, timeout=WAIT)
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(heartbeat.beat)
    finished: list[bool] = []
    window.session_finished.connect(lambda: finished.append(True))
    timer.start()
    assert window.start_game(
        seed=40, human=False, hands=2, speed=AnimationSpeed.INSTANT, auto_next_hand=True
    )
    qtbot.waitUntil(lambda: bool(finished), timeout=WAIT)
    timer.stop()
    window.stop_game()
    assert heartbeat.on_gui_thread == []
    assert heartbeat.decisions >= MIN_DECISIONS
    assert heartbeat.unserved == 0, f"{heartbeat.unserved} of {heartbeat.decisions} decisions"


def test_closing_mid_hand_ends_the_engine_thread(qtbot: QtBot, parts: AppParts) -> None:
    window = parts.window
    window.show()
    assert window.start_game(seed=9, speed=AnimationSpeed.INSTANT)
    controller = window.controller
    assert controller is not None
    # The player is asked, or a computer (hard level) is thinking: either way mid-hand.
    qtbot.waitUntil(lambda: window.table_page.latest is not None, timeout=WAIT)
    window.close()
    # Closing stops the engine thread, which ends within one computer step; it joins for up to a
    # second. The wait is on the thread's end: a Hard decision (0.35 s of its own CPU time) can
    # take longer than a second of wall time on a loaded machine, which says nothing of the code.
    qtbot.waitUntil(lambda: not controller.running, timeout=WAIT)
    assert "mahjong-engine" not in {t.name for t in threading.enumerate()}
