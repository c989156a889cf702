"""A worker thread must never hold the window it works for, nor news it sends through a child of
that window. A thread that holds the window drops its reference in that thread when it ends; if
that was the last one, Qt deletes the window outside the GUI thread. And a bridge that is the
window's child is deleted with it, while the worker may be emitting on it: that segfault showed
as a test process dying ("node down") in CI (faulthandler: ``review.py`` ``_work`` at the emit).
The bridges are now unparented and shared; here each window is let go while its worker is still
busy: it must be freed at once, in the GUI thread, and the worker must end quietly."""

from __future__ import annotations

import gc
import threading
import weakref
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from pytestqt.qtbot import QtBot

from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.ui.dialogs import review as review_module
from mahjong_desktop.ui.dialogs.review import ReviewDialog
from mahjong_desktop.ui.drills import window as drills_module
from mahjong_desktop.ui.drills.window import DrillWindow
from mahjong_desktop.ui.session.catalog import RulesetCatalog

WAIT = 30.0  # s; a safety net against a hung test, not a speed requirement


@pytest.fixture
def gate() -> Iterator[threading.Event]:
    """Held shut while the test lets its window go; opened at the end so the worker ends."""
    event = threading.Event()
    yield event
    event.set()


def _blocked(
    gate: threading.Event, started: threading.Event, result: object
) -> Callable[..., object]:
    def work(*_args: object, **_kwargs: object) -> object:
        started.set()
        gate.wait(WAIT)
        return result

    return work


def _freed(ref: Callable[[], object]) -> bool:
    """Whether the weak reference ``ref`` is dead once garbage is collected."""
    gc.collect()
    return ref() is None


def test_the_review_worker_does_not_keep_its_dialog(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, gate: threading.Event
) -> None:
    started = threading.Event()
    monkeypatch.setattr(review_module, "review", _blocked(gate, started, None))
    dialog = ReviewDialog([], load_region("lincang"), str, "en", 1)
    worker = dialog._worker
    assert started.wait(WAIT)
    ref = weakref.ref(dialog)
    del dialog
    assert _freed(ref)  # freed here, in the GUI thread, while its worker still runs
    assert worker.is_alive()
    gate.set()
    worker.join(WAIT)
    assert not worker.is_alive()  # and the worker ends quietly, its dialog gone


def test_the_drill_worker_does_not_keep_its_window(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, gate: threading.Event
) -> None:
    started = threading.Event()
    monkeypatch.setattr(drills_module, "generate", _blocked(gate, started, []))
    window = DrillWindow(RulesetCatalog(), "lincang", {}, "en", None, 5)
    window.start_set()
    workers = list(window._workers)
    assert started.wait(WAIT)
    ref = weakref.ref(window)
    # The window's own signal connections keep it alive until Qt deletes it (as the app does,
    # in the GUI thread); then nothing but a thread that held it could keep it.
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    del window
    assert _freed(ref)
    assert workers and all(w.is_alive() for w in workers)
    gate.set()
    for w in workers:
        w.join(WAIT)
    assert not any(w.is_alive() for w in workers)
