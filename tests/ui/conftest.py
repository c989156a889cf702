"""UI test fixtures: hand-made rulesets (so the tests do not follow every edit of the shipped
files) and a settings store in a temporary folder."""

from __future__ import annotations

import gc
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from mahjong_desktop.storage.settings_store import SettingsStore
from mahjong_desktop.ui.session.catalog import RulesetCatalog
from tests.helpers.toy_rulesets import RULESETS, load_test_ruleset

# Before pytest-qt creates the QApplication: no display is needed to run these tests.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture
def catalog() -> RulesetCatalog:
    return RulesetCatalog(regions=sorted(RULESETS), load=load_test_ruleset)


@pytest.fixture
def store(tmp_path: Path) -> SettingsStore:
    return SettingsStore(tmp_path / "settings.json", load_ruleset=load_test_ruleset)


@pytest.fixture(autouse=True)
def collect_qt_garbage_in_the_gui_thread(qtbot: QtBot) -> Iterator[None]:
    """Free each test's windows here, in the GUI thread. Left to Python's cyclic collector, a
    window could be freed during a later test in whatever thread happens to allocate — an engine
    thread — and Qt objects deleted outside their thread corrupt Qt's timers (a crash later).
    Collected before each test too: pytest-qt deletes the previous test's widgets after this
    fixture's teardown has run."""
    _collect()
    yield
    _collect()


def _collect() -> None:
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture(autouse=True)
def session_end_closes_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """A session played to its end opens the session-end screen, a modal dialog nobody would
    answer in a test: it closes at once (Close), unless a test replaces ``exec`` itself."""
    from mahjong_desktop.ui.dialogs.session_end import SessionEndDialog

    monkeypatch.setattr(SessionEndDialog, "exec", lambda dialog: 0)


@pytest.fixture
def guided() -> None:
    """Asked for by the tests of the guided first hand: their games are guided as a player's are
    (see ``unguided_games``)."""


@pytest.fixture(autouse=True)
def unguided_games(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """A game in a UI test starts unguided, whatever its settings say: the guided first hand holds
    the computers while its note waits for a click (Next) that a test of something else never
    gives. Tests of the guide ask for the ``guided`` fixture."""
    if "guided" in request.fixturenames:
        return
    from mahjong_desktop.ui.shell import main_window

    monkeypatch.setattr(main_window, "has_tour", lambda region: False)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    """Every game a test left running stops as the test ends. pytest-qt processes events at
    teardown before it closes the windows: a game still running then could end its hand there,
    and the score screen's modal ``exec`` would wait for an answer nobody gives (a run under xcb
    once hung for 12 minutes in one test's teardown, at MainWindow._hand_finished)."""
    yield
    from mahjong_desktop.ui.shell.main_window import MainWindow

    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, MainWindow):
            widget.stop_game()
