"""Kept games in the window (issue 19): quitting or a new game mid-hand keeps the session, the
title page offers it, Continue restores the identical table; Save as / Open; the history, the
replay viewer and the statistics over real records. Screenshots go to /tmp for a look."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from mahjong_desktop.engine.actions import Discard
from mahjong_desktop.engine.game import Game
from mahjong_desktop.storage.headless import continue_session
from mahjong_desktop.storage.journal import Status
from mahjong_desktop.storage.paths import DataDir
from mahjong_desktop.storage.profile import Profile
from mahjong_desktop.storage.session_doc import DealSession
from mahjong_desktop.storage.settings import AnimationSpeed, Settings, TileSet
from mahjong_desktop.ui.history.history_window import HistoryWindow
from mahjong_desktop.ui.history.replay_window import ReplayWindow
from mahjong_desktop.ui.history.stats_window import StatsWindow
from mahjong_desktop.ui.session.catalog import RulesetCatalog
from mahjong_desktop.ui.shell.app import AppParts
from tests.helpers.app_windows import app_on, cell
from tests.helpers.seeded_sessions import new_session, players_for

WAIT = 20_000  # ms; a safety net against a hung test, not a speed requirement
SHOTS = Path("/tmp/issue19-screens")


@pytest.fixture
def kept(qtbot: QtBot, tmp_path: Path) -> Iterator[AppParts]:
    profile = Profile.open(DataDir(tmp_path / "data"))
    settings = Settings(region="lanzhou", animation_speed=AnimationSpeed.INSTANT)
    parts = app_on(qtbot, tmp_path, settings, profile=profile)
    yield parts
    parts.window.stop_game()
    profile.close()
    parts.translations.install("en")


def _play_some(qtbot: QtBot, parts: AppParts, discards: int) -> None:
    page = parts.window.table_page
    for _ in range(discards):
        qtbot.waitUntil(lambda: page.asking is not None, timeout=WAIT)
        view = page.asking
        assert view is not None and parts.window.controller is not None
        choice = next((a for a in view.legal if isinstance(a, Discard)), view.legal[-1])
        asked = page.asking
        parts.window.controller.submit(choice)

        def asked_anew(asked: object = asked) -> bool:
            return page.asking is not None and page.asking is not asked

        qtbot.waitUntil(asked_anew, timeout=WAIT)


def _events(parts: AppParts) -> list[dict[str, Any]]:
    controller = parts.window.controller
    assert controller is not None and controller.session.game is not None
    return [e.to_json() for e in controller.session.game.events]


def _shot(widget: object, name: str) -> None:
    SHOTS.mkdir(exist_ok=True)
    assert widget.grab().save(str(SHOTS / name))  # type: ignore[attr-defined]


def test_a_new_game_mid_hand_keeps_the_old_one_and_continue_restores_it(
    qtbot: QtBot, kept: AppParts
) -> None:
    window = kept.window
    window.show()
    assert window.start_game(seed=19)
    _play_some(qtbot, kept, 3)
    before = _events(kept)
    old = window.profile.journal.latest_playing()  # type: ignore[union-attr]
    assert old is not None
    window.new_game_action.trigger()  # Ctrl+N mid-hand
    qtbot.waitUntil(lambda: window.table_page.asking is not None, timeout=WAIT)
    window.stop_game()  # as quitting does
    entries = window.profile.journal.sessions()  # type: ignore[union-attr]
    assert old.uid in {e.uid for e in entries if e.status is Status.PLAYING}
    assert window.title_page.recent.count() == 2
    window.stack.setCurrentWidget(window.title_page)
    text = window.title_page.continue_button.text()
    assert text.startswith("Continue — Lanzhou, hand 1") and text.endswith(", you 0")
    _shot(window, "title.png")
    assert window.kept.continue_session(old.uid)
    qtbot.waitUntil(lambda: window.table_page.asking is not None, timeout=WAIT)
    assert _events(kept) == before  # the identical hand: wall, hands, discards
    _play_some(qtbot, kept, 1)  # and it plays on (autosaved from there)
    loaded = window.profile.journal.load(old.uid)  # type: ignore[union-attr]
    assert len(loaded.hands[-1]) > len(before) // 10


def test_save_as_then_open_gives_the_same_table(
    qtbot: QtBot, kept: AppParts, tmp_path: Path
) -> None:
    window = kept.window
    window.show()
    assert window.start_game(seed=7)
    _play_some(qtbot, kept, 2)
    before = _events(kept)
    current = window.kept.current()
    assert current is not None
    path = tmp_path / "data" / "saves" / "evening.mjsave.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    assert window.kept.save_to(path, *current)
    assert window.title_page.saved.count() == 1
    assert window.kept.open_save(path)
    qtbot.waitUntil(lambda: window.table_page.asking is not None, timeout=WAIT)
    assert _events(kept) == before


@pytest.fixture
def recorded(kept: AppParts) -> Profile:
    """Three seeded hands in two regions, recorded into the window's profile."""
    profile = kept.window.profile
    assert profile is not None
    for region, seed, hands in (("lanzhou", 3, 2), ("lincang", 4, 1)):
        session, header = new_session(region, seed, hands)
        recorder = profile.start_recording(header)
        continue_session(session, players_for(session, header), recorder)
        recorder.close()  # the app's recorder writes in the background: wait for it
    return profile


def test_the_history_lists_filters_and_replays(
    qtbot: QtBot, kept: AppParts, recorded: Profile
) -> None:
    history = HistoryWindow(recorded.records, RulesetCatalog(), "zh", kept.window.kept)
    qtbot.addWidget(history)
    history.reload()
    history.show()
    assert history.model.rowCount() == 3
    history.region.setCurrentIndex(history.region.findData("lincang"))
    assert history.model.rowCount() == 1
    assert history.model.text(0, 1).startswith("临沧")
    history.region.setCurrentIndex(0)
    _shot(history, "history.png")
    replay = ReplayWindow(
        recorded.records.get(history.rows[0].id), RulesetCatalog(), "zh", kept.window.kept
    )
    qtbot.addWidget(replay)
    replay.show()
    qtbot.keyClick(replay, Qt.Key.Key_Right)
    qtbot.keyClick(replay, Qt.Key.Key_Right)
    assert replay.step == 2 and replay.slider.value() == 2
    qtbot.keyClick(replay, Qt.Key.Key_Left)
    assert replay.step == 1
    replay.jump(1)
    assert replay.step in replay.line.decisions()
    replay.show_verdict()
    assert "Coach" in replay.caption.text() or "教练" in replay.caption.text()
    replay.open_hands.setChecked(False)
    _shot(replay, "replay.png")
    replay.slider.setValue(replay.slider.maximum())
    assert replay.step == len(replay.line.steps) - 1
    replay.open_hands.setChecked(True)
    _shot(replay, "replay-end.png")


def test_play_this_deal_again_deals_the_recorded_wall(
    qtbot: QtBot, kept: AppParts, recorded: Profile
) -> None:
    record = recorded.records.get(recorded.records.query()[0].id)
    replay = ReplayWindow(record, RulesetCatalog(), "en", kept.window.kept)
    qtbot.addWidget(replay)
    replay.play_again()
    controller = kept.window.controller
    assert controller is not None and isinstance(controller.session, DealSession)
    qtbot.waitUntil(lambda: controller.session.game is not None, timeout=WAIT)
    first = replay.line.steps[0].events
    game = controller.session.game
    assert game is not None
    assert [e.to_json() for e in game.events[: len(first)]] == [e.to_json() for e in first]


def test_a_replay_shows_the_tiles_as_the_player_set_them(
    qtbot: QtBot, kept: AppParts, recorded: Profile
) -> None:
    """Issue 31: the tile size and the high-contrast set reach the replay's table too."""
    window = kept.window
    window.apply_settings(replace(window.settings, tile_size=130, tile_set=TileSet.HIGH_CONTRAST))
    record = recorded.records.get(recorded.records.query()[0].id)
    replay = ReplayWindow(record, RulesetCatalog(), "en", window.kept)
    qtbot.addWidget(replay)
    assert replay.scene.zoom == pytest.approx(1.3)
    assert replay.view.tile_set is TileSet.HIGH_CONTRAST
    assert replay.scene.sprites.tile_set is TileSet.HIGH_CONTRAST


def test_the_statistics_window_shows_the_recount(
    qtbot: QtBot, kept: AppParts, recorded: Profile
) -> None:
    stats = StatsWindow(recorded.records, RulesetCatalog(), "zh")
    qtbot.addWidget(stats)
    stats.reload()
    stats.show()
    assert cell(stats.figures, 0, 0) == "3"
    assert cell(stats.figures, 0, 1) == "9"  # the three computers' seat-hands
    stats.region.setCurrentIndex(stats.region.findData("lanzhou"))
    assert cell(stats.figures, 0, 0) == "2"
    stats.region.setCurrentIndex(0)
    _shot(stats, "stats.png")


def test_continue_during_the_same_session_goes_on_from_where_it_is(
    qtbot: QtBot, kept: AppParts
) -> None:
    """Game › Continue (Ctrl+R) while that very session is being played: its last actions are
    written out before it is read back, so the table is the same."""
    window = kept.window
    window.show()
    assert window.start_game(seed=23)
    _play_some(qtbot, kept, 4)
    before = _events(kept)
    window.kept.continue_action.trigger()
    qtbot.waitUntil(lambda: window.table_page.asking is not None, timeout=WAIT)
    assert _events(kept) == before


def test_the_history_exports_imports_and_filters_by_date(
    qtbot: QtBot, kept: AppParts, recorded: Profile, tmp_path: Path
) -> None:
    from PySide6.QtCore import QDate

    from mahjong_desktop.storage.records import RecordStore

    history = HistoryWindow(recorded.records, RulesetCatalog(), "en", None)
    qtbot.addWidget(history)
    history.reload()
    out = tmp_path / "hands.json"
    assert history.export_to(out) == 3
    other = HistoryWindow(RecordStore(tmp_path / "other.sqlite3"), RulesetCatalog(), "en", None)
    qtbot.addWidget(other)
    with qtbot.waitSignal(other.import_done, timeout=WAIT) as done:
        other.import_from(out)
    assert done.args is not None and done.args[0].stored == 3
    assert other.model.rowCount() == 3
    other.date_to.setDate(QDate(2001, 1, 1))  # before every hand
    assert other.model.rowCount() == 0
    other.date_to.setDate(QDate.currentDate())
    assert other.model.rowCount() == 3


def test_an_import_runs_in_a_worker_with_progress_and_cancel(
    qtbot: QtBot,
    kept: AppParts,
    recorded: Profile,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 35 point 7: records are replayed in a worker, so the window stays live (100,000
    records once froze it for 10 s); the progress dialog's Cancel stores nothing."""
    import threading

    from PySide6.QtCore import QTimer

    from mahjong_desktop.storage import hand_record
    from mahjong_desktop.storage import records as records_module
    from mahjong_desktop.storage.records import RecordStore

    out = tmp_path / "hands.json"
    assert recorded.records.export(out) == 3
    other = HistoryWindow(RecordStore(tmp_path / "other.sqlite3"), RulesetCatalog(), "en", None)
    qtbot.addWidget(other)
    release = threading.Event()
    real_replay = hand_record.replay_record  # the function records calls by that name

    def held_replay(record: hand_record.HandRecord) -> Game:
        release.wait(60)  # the worker holds on a record until the test lets it go
        return real_replay(record)

    monkeypatch.setattr(records_module, "replay_record", held_replay)
    other.import_from(out)
    progress = other.import_progress
    assert progress is not None and progress.isVisible()
    ticked: list[bool] = []
    QTimer.singleShot(0, lambda: ticked.append(True))
    qtbot.waitUntil(lambda: ticked == [True], timeout=WAIT)  # the GUI thread runs meanwhile
    from PySide6.QtWidgets import QPushButton

    cancel = progress.findChild(QPushButton)
    assert cancel is not None and cancel.text() == "Cancel"
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(other.import_done, timeout=WAIT) as done:
        release.set()
    assert done.args is not None and done.args[0].cancelled
    assert other.records.count() == 0 and other.model.rowCount() == 0
    assert other.import_message is not None
    assert "cancelled; nothing was stored" in other.import_message.text()
