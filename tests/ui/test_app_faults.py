"""Issue 22 (and 18): errors the player sees, crash logs, and file names Qt cannot open."""

from __future__ import annotations

import logging.handlers
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from mahjong_desktop.storage.logs import LOG_BYTES, LOG_NAME, collect_crashes
from mahjong_desktop.storage.settings_store import SettingsStore
from mahjong_desktop.ui.session.catalog import RulesetCatalog
from mahjong_desktop.ui.shell.app import AppParts, build, save_picture


def make(qtbot: QtBot, store: SettingsStore, catalog: RulesetCatalog, logs: Path) -> AppParts:
    parts = build(["test"], store, catalog, cjk_font_available=True, log_dir=logs)
    qtbot.addWidget(parts.window)
    return parts


def error_dialogs() -> list[QMessageBox]:
    return [
        w
        for w in QApplication.topLevelWidgets()
        if isinstance(w, QMessageBox) and w.objectName() == "unexpectedError" and w.isVisible()
    ]


@pytest.mark.skipif(
    sys.platform == "win32",
    reason="POSIX file names are bytes and may be invalid UTF-8; Windows names are UTF-16 text",
)
def test_a_picture_is_saved_under_a_path_that_is_not_utf8(qtbot: QtBot, tmp_path: Path) -> None:
    folder = Path(os.fsdecode(os.fsencode(str(tmp_path)) + b"/j\xf6rg"))
    folder.mkdir()
    picture = QPixmap(40, 30)
    picture.fill()
    target = folder / "shot.png"
    assert save_picture(picture, str(target)) is None
    image = QImage()
    assert image.loadFromData(target.read_bytes())
    assert (image.width(), image.height()) == (40, 30)


def test_a_picture_that_cannot_be_written_gives_the_reason(tmp_path: Path) -> None:
    picture = QPixmap(4, 4)
    picture.fill()
    reason = save_picture(picture, str(tmp_path / "missing" / "shot.png"))
    assert reason is not None and "No such file" in reason


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_slot_shows_a_dialog_logs_it_and_the_game_goes_on(
    qtbot: QtBot, store: SettingsStore, catalog: RulesetCatalog, tmp_path: Path
) -> None:
    parts = make(qtbot, store, catalog, tmp_path / "logs")
    assert parts.reporter is not None
    parts.reporter.install()
    ticks: list[int] = []
    try:

        def broken_slot() -> None:
            raise RuntimeError("the claim bar lost its tile")

        QTimer.singleShot(0, broken_slot)
        QTimer.singleShot(0, broken_slot)  # a second failure updates the open dialog
        QTimer.singleShot(5, lambda: ticks.append(1))  # the event loop goes on
        qtbot.waitUntil(lambda: len(error_dialogs()) == 1 and ticks == [1], timeout=60_000)
        qtbot.wait(20)
        (dialog,) = error_dialogs()
        text = dialog.text()
        assert "RuntimeError: the claim bar lost its tile" in text
        assert "test_app_faults.py" in text and "broken_slot" in text
        assert str(tmp_path / "logs" / LOG_NAME) in text
        assert "1 more error" in dialog.informativeText()
        assert "Traceback" in dialog.detailedText()
        dialog.close()
    finally:
        parts.close_logs()
    log = (tmp_path / "logs" / LOG_NAME).read_text(encoding="utf-8")
    assert log.count("RuntimeError: the claim bar lost its tile") == 2


def test_the_error_log_rotates(
    qtbot: QtBot, store: SettingsStore, catalog: RulesetCatalog, tmp_path: Path
) -> None:
    parts = make(qtbot, store, catalog, tmp_path / "logs")
    assert parts.reporter is not None
    handlers = [
        h
        for h in parts.reporter.logger.handlers
        if isinstance(h, logging.handlers.RotatingFileHandler)
        and h.baseFilename == str(tmp_path / "logs" / LOG_NAME)
    ]
    assert len(handlers) == 1 and handlers[0].maxBytes == LOG_BYTES
    assert handlers[0].backupCount >= 1
    parts.close_logs()


CRASH = textwrap.dedent(
    """
    import faulthandler, sys
    from pathlib import Path
    from mahjong_desktop.storage.logs import start_crash_log
    start_crash_log(Path(sys.argv[1]))
    faulthandler._sigsegv()
    """
)


def test_a_segfault_leaves_a_crash_log_and_the_next_start_says_where(
    qtbot: QtBot, store: SettingsStore, catalog: RulesetCatalog, tmp_path: Path
) -> None:
    logs = tmp_path / "logs"
    done = subprocess.run(
        [sys.executable, "-c", CRASH, str(logs)], capture_output=True, check=False, timeout=60
    )
    assert done.returncode != 0
    parts = make(qtbot, store, catalog, logs)
    try:
        notice = parts.window.crash_notice
        assert notice is not None
        (report,) = logs.glob("crash-*.log")
        assert str(report) in notice.label.text()
        assert "Fatal Python error" in report.read_text(encoding="utf-8")
    finally:
        parts.close_logs()
    # Told once: the next start has nothing new to tell.
    assert collect_crashes(logs) == []


def test_a_clean_exit_leaves_no_crash_log(
    qtbot: QtBot, store: SettingsStore, catalog: RulesetCatalog, tmp_path: Path
) -> None:
    parts = make(qtbot, store, catalog, tmp_path / "logs")
    assert parts.crash_log is not None and parts.crash_log.path.exists()
    parts.close_logs()
    assert list((tmp_path / "logs").glob("fatal-*.log")) == []


def test_a_clean_exit_removes_a_crash_log_holding_handled_windows_exceptions(
    qtbot: QtBot, store: SettingsStore, catalog: RulesetCatalog, tmp_path: Path
) -> None:
    """On Windows faulthandler also writes exceptions that were handled (the run goes on); a run
    that then ends cleanly must not leave them for the next start to report as a crash."""
    logs = tmp_path / "logs"
    parts = make(qtbot, store, catalog, logs)
    crash_log = parts.crash_log
    assert crash_log is not None and crash_log.handle is not None
    # What faulthandler writes for a first-chance access violation that the DLL itself handled.
    crash_log.handle.write("Windows fatal exception: access violation\n\nCurrent thread 0x1:\n")
    crash_log.handle.flush()
    parts.close_logs()
    assert list(logs.glob("fatal-*.log")) == []
    assert collect_crashes(logs) == []
