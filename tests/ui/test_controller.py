"""The engine runs in a worker thread; the human answers through the window; closing stops it."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from mahjong_desktop.ai.basic import BasicPlayer
from mahjong_desktop.engine.actions import Action, Discard, Pass
from mahjong_desktop.engine.events import Discarded, DrawSource, Drew
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.session import Session
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.storage.settings import AnimationSpeed, Settings
from mahjong_desktop.storage.settings_store import SettingsStore
from mahjong_desktop.ui.session.catalog import RulesetCatalog
from mahjong_desktop.ui.session.controller import Controller, HandResult, Update, timed_out_discard
from mahjong_desktop.ui.shell.app import AppParts, build

WAIT = 20_000  # ms; a safety net against a hung test, not a speed requirement


class RecordingPlayer:
    """A computer player that notes which thread it was asked in."""

    def __init__(self, seed: int) -> None:
        self.inner = BasicPlayer(seed)
        self.threads: set[str] = set()

    def __call__(self, view: PlayerView) -> Action:
        self.threads.add(threading.current_thread().name)
        return self.inner(view)


def test_computers_play_a_whole_session_in_the_worker_thread(qtbot: QtBot) -> None:
    players = [RecordingPlayer(s) for s in range(4)]
    session = Session(load_region("lincang"), 3, hands=2)
    controller = Controller(session, None, players, auto_next_hand=True)
    updates: list[Update] = []
    results: list[HandResult] = []
    controller.updated.connect(updates.append)
    controller.hand_over.connect(results.append)
    over: list[object] = []
    controller.session_over.connect(over.append)
    controller.start()
    qtbot.waitUntil(lambda: bool(over), timeout=WAIT)
    assert controller.stop()
    assert len(results) == 2
    assert [r.summary.index for r in results] == [0, 1]
    assert results[-1].session_over
    assert updates and all(isinstance(u, Update) for u in updates)
    for player in players:
        assert player.threads == {"mahjong-engine"}
    # The human's seat (seat 0 stands in here) never sees another player's drawn tile.
    for update in updates:
        for event in update.events:
            if isinstance(event, Drew) and event.seat != 0:
                assert event.tile is None or event.source is DrawSource.FACE_UP


def test_the_human_is_asked_and_their_discard_is_applied(qtbot: QtBot) -> None:
    session = Session(load_region("lincang"), 5, hands=1)
    human = session.dealer  # the dealer acts first: no computer moves before the question
    players = [None if s == human else BasicPlayer(s) for s in range(4)]
    controller = Controller(session, human, players)
    # Signals from the worker are queued to the GUI thread; the tests record them there and wait
    # for the records (pytest-qt's waitSignal is not safe with signals from another thread).
    asked: list[PlayerView] = []
    updates: list[Update] = []
    controller.human_to_act.connect(asked.append)
    controller.updated.connect(updates.append)
    try:
        controller.start()
        qtbot.waitUntil(lambda: bool(asked), timeout=WAIT)
        view = asked[0]
        assert view.seat == human
        discard = next(a for a in view.legal if isinstance(a, Discard))
        controller.submit(discard)

        def discarded() -> bool:
            return any(
                isinstance(e, Discarded) and e.seat == human for u in updates for e in u.events
            )

        qtbot.waitUntil(discarded, timeout=WAIT)
    finally:
        assert controller.stop()


def test_discard_timer_runs_out_and_the_drawn_tile_is_thrown(qtbot: QtBot) -> None:
    """临安 seed "30秒出牌" (optional timer, off by default): when the time to discard runs out,
    the tile just drawn is discarded for the player."""
    session = Session(load_region("linan"), 5, hands=1)
    human = session.dealer
    players = [None if s == human else BasicPlayer(s) for s in range(4)]
    controller = Controller(session, human, players, discard_timer=0.05)
    asked: list[PlayerView] = []
    updates: list[Update] = []
    controller.human_to_act.connect(asked.append)
    controller.updated.connect(updates.append)
    try:
        controller.start()
        qtbot.waitUntil(lambda: bool(asked), timeout=WAIT)
        expected = timed_out_discard(asked[0])
        assert isinstance(expected, Discard)

        def thrown() -> list[object]:
            return [e for u in updates for e in u.events if e.type == "discarded"]

        qtbot.waitUntil(lambda: bool(thrown()), timeout=WAIT)  # nobody answered
        first = thrown()[0]
        assert first.seat == human and first.tile == expected.tile  # type: ignore[attr-defined]
    finally:
        assert controller.stop()


def test_the_timed_out_discard_is_the_drawn_tile_and_no_claim_is_timed() -> None:
    game = Game(load_region("linan"), 5, 0)
    view = game.view(game.waiting_for()[0])
    assert view.drawn is not None
    assert timed_out_discard(view) == Discard(view.seat, view.drawn)
    assert timed_out_discard(replace(view, legal=(Pass(view.seat),))) is None


@pytest.fixture
def window_parts(qtbot: QtBot, tmp_path: Path) -> Iterator[AppParts]:
    store = SettingsStore(tmp_path / "settings.json")
    store.save(Settings(region="lincang", animation_speed=AnimationSpeed.NORMAL))
    parts = build(["test"], store, RulesetCatalog(), cjk_font_available=True)
    qtbot.addWidget(parts.window)
    yield parts
    parts.window.stop_game()
    parts.translations.install("en")


def test_closing_the_window_mid_hand_stops_the_engine_thread(
    qtbot: QtBot, window_parts: AppParts
) -> None:
    window = window_parts.window
    window.show()
    assert window.start_game(seed=9)
    controller = window.controller
    assert controller is not None
    qtbot.waitUntil(lambda: window.table_page.latest is not None, timeout=WAIT)
    window.close()
    assert window.controller is None
    assert not controller.running
    assert "mahjong-engine" not in {t.name for t in threading.enumerate()}


def test_the_claim_bar_offers_only_legal_choices(qtbot: QtBot, window_parts: AppParts) -> None:
    window = window_parts.window
    window.show()
    window.settings = Settings(region="lincang", animation_speed=AnimationSpeed.INSTANT)
    page = window.table_page
    assert window.start_game(seed=21)
    qtbot.waitUntil(lambda: page.asking is not None, timeout=WAIT)
    view = page.asking
    assert view is not None
    offered = {b.text() for b in page.claim_bar.buttons}
    non_discards = [a for a in view.legal if not isinstance(a, Discard)]
    assert len(page.claim_bar.buttons) == len(non_discards)
    if view.phase == "turn":
        assert not any("Pass" in t for t in offered)
    selectable = {i.kind for i in page.scene.own_items() if i.interactive}
    assert selectable == {a.tile for a in view.legal if isinstance(a, Discard)}


def test_keyboard_left_and_enter_discard_a_tile(qtbot: QtBot, window_parts: AppParts) -> None:
    from PySide6.QtCore import Qt

    window = window_parts.window
    window.show()
    window.settings = Settings(region="lincang", animation_speed=AnimationSpeed.INSTANT)
    page = window.table_page
    assert window.start_game(seed=4)
    controller = window.controller
    assert controller is not None

    def my_turn() -> bool:
        return page.asking is not None and any(isinstance(a, Discard) for a in page.asking.legal)

    while not my_turn():  # pass on claims until it is the player's turn to discard
        qtbot.waitUntil(lambda: page.asking is not None, timeout=WAIT)
        if not my_turn():
            assert page.asking is not None
            page._submit(page.asking.legal[-1])
    own_before = len(page.scene.own_items())
    qtbot.keyClick(page, Qt.Key.Key_Left)
    chosen = page.scene.keyboard_choice()
    assert chosen is not None
    me = window.human_seat
    updates: list[Update] = []
    controller.updated.connect(updates.append)
    qtbot.keyClick(page, Qt.Key.Key_Return)

    def my_discards() -> list[int]:
        return [
            e.tile for u in updates for e in u.events if isinstance(e, Discarded) and e.seat == me
        ]

    qtbot.waitUntil(lambda: bool(my_discards()), timeout=WAIT)
    assert my_discards()[0] == chosen
    assert own_before == 14 or own_before % 3 == 2


def test_a_failing_hint_or_coach_never_stops_the_game(
    qtbot: QtBot, capsys: pytest.CaptureFixture[str]
) -> None:
    session = Session(load_region("lincang"), 5, hands=1)
    human = session.dealer

    def broken(view: PlayerView, stake: int = 1) -> object:
        raise RuntimeError("analysis bug")

    players = [None if s == human else BasicPlayer(s) for s in range(4)]
    controller = Controller(session, human, players, advisor=broken, coach=broken)
    advised: list[object] = []
    coached: list[object] = []
    asked: list[PlayerView] = []
    failed: list[str] = []
    controller.advised.connect(advised.append)
    controller.coached.connect(coached.append)
    controller.human_to_act.connect(asked.append)
    controller.failed.connect(failed.append)
    try:
        controller.start()
        qtbot.waitUntil(lambda: bool(asked), timeout=WAIT)
        controller.ask_coach()
        qtbot.waitUntil(lambda: bool(coached), timeout=WAIT)
        discard = next(a for a in asked[0].legal if isinstance(a, Discard))
        controller.submit(discard)
        qtbot.waitUntil(lambda: len(asked) >= 2 or not controller.running, timeout=WAIT)
    finally:
        assert controller.stop()
    assert advised[0] is None and coached == [None]
    assert failed == []
    assert "analysis bug" in capsys.readouterr().err
