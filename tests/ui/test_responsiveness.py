"""The window never freezes: while computer players think, the GUI thread keeps serving its event
loop; closing the window mid-hand ends the engine thread at once.

The latency test measures the GUI thread, not the machine: a 10 ms timer runs in the window's
event loop during a demo game at instant speed (the table redrawn as fast as moves come), and
only the gaps between ticks that fall wholly inside a computer player's thinking are kept. If the
controller did any thinking or heavy work on the GUI thread, those gaps would be as long as a
decision; done right they stay near the timer's period. The p99 bound (50 ms) leaves room for
Python's lock handover (5 ms) and a redraw. A loaded machine can stall any process now and then,
so the game is measured up to three times and the best run counts; a real regression fails all.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QElapsedTimer, Qt, QTimer
from pytestqt.qtbot import QtBot

from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.storage.settings import AiLevel, AnimationSpeed, Opponent, Settings
from mahjong_desktop.storage.settings_store import SettingsStore
from mahjong_desktop.ui.session.catalog import RulesetCatalog
from mahjong_desktop.ui.session.controller import Player
from mahjong_desktop.ui.session.game_setup import GameSetup
from mahjong_desktop.ui.shell import main_window as main_window_module
from mahjong_desktop.ui.shell.app import AppParts, build

WAIT = 120_000  # ms; a safety net against a hung test, not a speed requirement
P99_BOUND_MS = 50.0
MIN_SAMPLES = 150
# The computer players decide in a few milliseconds now, mostly under the 10 ms timer period, so
# each decision is stretched by pure-Python work that holds the GIL like real thinking does: the
# test then sees many ticks inside decisions however fast the players get.
SLOW_THINKER_MS = 30.0


def _spin(ms: float) -> None:
    end = time.perf_counter() + ms / 1000
    n = 0
    while time.perf_counter() < end:
        n += sum(range(200))


class ThinkingClock:
    """Marks the intervals in which some computer player is deciding (in the worker)."""

    def __init__(self) -> None:
        self.thinking = 0
        self.epoch = 0  # bumped when thinking stops, so a gap spanning a pause is recognised
        self.lock = threading.Lock()

    def wrap(self, player: Player) -> Player:
        def think(view: PlayerView) -> Action:
            with self.lock:
                self.thinking += 1
            try:
                action = player(view)
                _spin(SLOW_THINKER_MS)
                return action
            finally:
                with self.lock:
                    self.thinking -= 1
                    self.epoch += 1

        return think

    def state(self) -> tuple[bool, int]:
        with self.lock:
            return self.thinking > 0, self.epoch


@pytest.fixture
def parts(qtbot: QtBot, tmp_path: Path) -> Iterator[AppParts]:
    store = SettingsStore(tmp_path / "settings.json")
    levels = dict.fromkeys(Opponent, AiLevel.HARD)
    store.save(Settings(region="lincang", computer_levels=levels))
    built = build(["test"], store, RulesetCatalog(), cjk_font_available=True)
    qtbot.addWidget(built.window)
    yield built
    built.window.stop_game()


def measure_once(qtbot: QtBot, parts: AppParts, clock: ThinkingClock, seed: int) -> list[float]:
    window = parts.window
    gaps: list[float] = []
    elapsed = QElapsedTimer()
    elapsed.start()
    last: list[tuple[float, bool, int] | None] = [None]

    def tick() -> None:
        now = elapsed.nsecsElapsed() / 1e6
        thinking, epoch = clock.state()
        before = last[0]
        # Keep a gap only when a decision was under way at both ends and none ended in between.
        if before is not None and before[1] and thinking and before[2] == epoch:
            gaps.append(now - before[0])
        last[0] = (now, thinking, epoch)

    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(10)
    timer.timeout.connect(tick)
    finished: list[bool] = []
    window.session_finished.connect(lambda: finished.append(True))
    timer.start()
    assert window.start_game(
        seed=seed, human=False, hands=2, speed=AnimationSpeed.INSTANT, auto_next_hand=True
    )
    qtbot.waitUntil(lambda: bool(finished), timeout=WAIT)
    timer.stop()
    window.session_finished.disconnect()
    window.stop_game()
    return gaps


def p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


def test_the_event_loop_keeps_running_while_computers_think(
    qtbot: QtBot, parts: AppParts, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock = ThinkingClock()
    real_new_game = main_window_module.new_game

    def new_game(*args: object, **kwargs: object) -> GameSetup:
        setup = real_new_game(*args, **kwargs)  # type: ignore[arg-type]
        players = [p if p is None else clock.wrap(p) for p in setup.players]
        return replace(setup, players=players)

    monkeypatch.setattr(main_window_module, "new_game", new_game)
    window = parts.window
    window.interactive = False
    window.show()
    qtbot.waitExposed(window)
    results: list[tuple[float, int]] = []
    samples: list[float] = []
    for attempt in range(3):
        gaps = measure_once(qtbot, parts, clock, seed=40 + attempt)
        samples += gaps
        if len(samples) < MIN_SAMPLES:
            continue  # too few for a p99 yet: play on and pool the samples
        results.append((p99(samples), len(samples)))
        if results[-1][0] <= P99_BOUND_MS:
            break
        samples = []
    assert results, f"only {len(samples)} samples while computers thought"
    best = min(r[0] for r in results)
    assert best <= P99_BOUND_MS, f"p99 of event-loop gaps per run (ms, samples): {results}"


def test_closing_mid_hand_ends_within_a_second_with_no_thread_left(
    qtbot: QtBot, parts: AppParts
) -> None:
    window = parts.window
    window.show()
    assert window.start_game(seed=9, speed=AnimationSpeed.INSTANT)
    controller = window.controller
    assert controller is not None
    # The player is asked, or a computer (hard level) is thinking: either way mid-hand.
    qtbot.waitUntil(lambda: window.table_page.latest is not None, timeout=WAIT)
    started = time.perf_counter()
    window.close()
    took = time.perf_counter() - started
    assert not controller.running
    assert took < 1.0 + 0.5  # stop() waits at most one second; the rest is closing the window
    assert "mahjong-engine" not in {t.name for t in threading.enumerate()}
