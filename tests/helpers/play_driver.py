"""Driving the real window like a player: the app built on a settings file in a temporary folder,
and answers given through key presses and mouse clicks only — never engine calls.

Under ``QT_QPA_PLATFORM=xcb`` (``.ci/run`` starts Xvfb) these are real X events; offscreen they are
Qt's synthetic ones. Some failures only the real platform shows (the item-cursor segfault did)."""

from __future__ import annotations

import secrets
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QCursor, QGuiApplication
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from mahjong_desktop.engine.actions import Discard, Pass, Win
from mahjong_desktop.storage.settings import Language, Settings
from mahjong_desktop.ui.dialogs.hand_result import ResultDialog
from mahjong_desktop.ui.shell.app import AppParts
from mahjong_desktop.ui.table.page import TablePage
from tests.helpers.app_windows import app_on, one_hand

WAIT = 60_000  # ms; a safety net against a hung test, not a speed requirement


def wait_past(qtbot: QtBot, page: TablePage, asked: object, timeout: int = WAIT) -> None:
    """Wait until the table no longer asks the question ``asked`` (the answer went through: the
    next question, none yet, or the hand's end)."""
    qtbot.waitUntil(lambda: page.asking is not asked, timeout=timeout)


def real_display() -> bool:
    return QGuiApplication.platformName() == "xcb"


def make_active(qtbot: QtBot, widget: QWidget) -> None:
    """Make ``widget``'s window the active one before a key that works as a shortcut (the claim
    bar's Space, P, K…): Qt maps a shortcut only in the active window. On a real X server the
    window manager gives the focus when it gets to it; under load a key sent before that did
    nothing and the test waited a minute for an answer that could not come (1 run in 4)."""
    window = widget.window()
    if not window.isActiveWindow():
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow, timeout=WAIT)


def build_app(
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    *,
    region: str = "lincang",
    hands: int = 1,
    seed: int = 7,
    **extra: object,
) -> AppParts:
    """The whole app on its own settings file, shown at 1280×800, New game's seed pinned."""
    settings = one_hand(region=region, language=Language.EN, session_hands=hands, **extra)
    return shown_app(qtbot, tmp_path, monkeypatch, settings, seed)


def shown_app(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, settings: Settings, seed: int
) -> AppParts:
    """The whole app on ``settings``, shown at 1280×800, New game's seed pinned to ``seed`` and
    the score screen answered "next hand" at once."""
    monkeypatch.setattr(secrets, "randbits", lambda bits: seed)
    monkeypatch.setattr(ResultDialog, "exec", lambda dialog: 1)  # "next hand" at once
    built = app_on(qtbot, tmp_path, settings)
    built.window.resize(1280, 800)
    built.window.show()
    qtbot.waitExposed(built.window, timeout=WAIT)
    return built


def rest_pointer_on_hand(qtbot: QtBot, page: TablePage, index: int = 0) -> QPoint:
    """Leave the real pointer at rest on a hand tile, as when the table is laid out (or a dialog
    closes) under a pointer that does not move: the view is entered but gets no mouse move.

    A warp over the shown window would send a move; so the window is hidden, the pointer warped
    to where the tile is, and the window shown again under it (an X EnterNotify, no motion)."""
    window = page.window()
    own = page.scene.own_items()
    target = own[min(index, len(own) - 1)]
    point = page.view.mapFromScene(target.sceneBoundingRect().center())
    where = page.view.viewport().mapToGlobal(point)
    if not real_display():  # offscreen has no pointer to warp: a plain warp is all there is
        QCursor.setPos(where)
        return where
    # The window mapped under the pointer: the wait is for the server's EnterNotify to reach the
    # view, the state these tests need (entered, no move), not for a time that is usually enough.
    # On a loaded machine the window manager once (1 run in 18) mapped the window again without
    # the Enter ever coming; the state is then made again from the start, a bounded number of
    # times, instead of waiting for an event that will not come.
    viewport = page.view.viewport()
    for attempt in range(1, _REST_ATTEMPTS + 1):
        _map_again_under(qtbot, window, where)
        try:
            qtbot.waitUntil(viewport.underMouse, timeout=WAIT // _REST_ATTEMPTS)
        except qtbot.TimeoutError:
            if attempt == _REST_ATTEMPTS:
                raise
            continue
        break
    return where


_REST_ATTEMPTS = 3


def _map_again_under(qtbot: QtBot, window: QWidget, where: QPoint) -> None:
    """Hide ``window``, warp the pointer to ``where``, show the window again under it."""
    window.hide()
    # Unmapped on the server (Qt learns it from the X UnmapNotify) before it is mapped again:
    # when the two overlapped, on a loaded machine, the window came back without an Enter.
    handle = window.windowHandle()
    assert handle is not None
    qtbot.waitUntil(lambda: not handle.isExposed(), timeout=WAIT)
    QCursor.setPos(where)  # the X server takes requests in order: the warp comes after the unmap
    # QCursor.pos() asks the server, so this returns once the warp is done (no fixed wait).
    qtbot.waitUntil(lambda: QCursor.pos() == where, timeout=WAIT)
    window.show()
    qtbot.waitExposed(window, timeout=WAIT)


def wait_for_question(qtbot: QtBot, page: TablePage, done: Callable[[], bool]) -> bool:
    """Wait until the player is asked something; False when ``done`` came first."""
    qtbot.waitUntil(lambda: page.asking is not None or done(), timeout=WAIT)
    return page.asking is not None


def answer_by_keys(qtbot: QtBot, page: TablePage) -> str:
    """Answer the open question from the keyboard: 胡 if offered, else a discard (← then Enter),
    else pass. Returns what was done."""
    asking = page.asking
    assert asking is not None
    page.setFocus()
    bar = page.claim_bar
    wins = [i for i, a in enumerate(bar.offered) if isinstance(a, Win)]
    if wins:
        qtbot.mouseClick(bar.buttons[wins[0]], Qt.MouseButton.LeftButton)
        done = "win"
    elif any(isinstance(a, Discard) for a in asking.legal):
        qtbot.keyClick(page, Qt.Key.Key_Left)
        qtbot.keyClick(page, Qt.Key.Key_Return)
        done = "discard"
    else:
        passes = [i for i, a in enumerate(bar.offered) if isinstance(a, Pass)]
        if passes:
            qtbot.mouseClick(bar.buttons[passes[0]], Qt.MouseButton.LeftButton)
            done = "pass"
        else:  # a region move with no pass (a forced 甩牌 or mode choice): the first button
            qtbot.mouseClick(bar.buttons[0], Qt.MouseButton.LeftButton)
            done = "move"
    qtbot.waitUntil(lambda: page.asking is not asking, timeout=WAIT)
    return done
