"""Unexpected errors the player sees: a dialog saying what failed, where, and where the log is.

PySide6 hands an exception raised in a slot (a click, a timer, a signal from the engine thread) to
``sys.excepthook`` and then goes on with the event loop; by default that hook prints to stderr,
which the windowed Windows app does not have, so the player saw nothing and no one could report
it. ``ErrorReporter`` replaces the hook (and ``threading.excepthook`` for other threads): each
error goes to the rotating log (``storage/logs.py``) with its traceback and to one non-blocking
dialog — a burst of the same failure updates the open dialog instead of stacking dialogs — and the
game goes on where it was: the slot that failed has ended, nothing else is touched.
"""

from __future__ import annotations

import contextlib
import logging
import sys
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QMessageBox, QWidget


def where_it_failed(tb: TracebackType | None) -> str:
    """``file:line in function`` of the innermost frame, for the dialog's first lines."""
    frames = traceback.extract_tb(tb)
    if not frames:
        return "?"
    last = frames[-1]
    return f"{Path(last.filename).name}:{last.lineno} in {last.name}"


class ErrorReporter(QObject):
    """Install once per app with ``install()``; ``uninstall()`` restores the previous hooks."""

    # (summary, details) — emitted from any thread, shown in the GUI thread.
    reported = Signal(str, str)

    def __init__(
        self,
        logger: logging.Logger,
        log_path: Path,
        parent_window: Callable[[], QWidget | None] = lambda: None,
        *,
        interactive: Callable[[], bool] = lambda: True,
    ) -> None:
        super().__init__()
        self.logger = logger
        self.log_path = log_path
        self.parent_window = parent_window
        self.interactive = interactive
        self.dialog: QMessageBox | None = None
        self.count = 0  # errors shown since the dialog opened
        self._previous: (
            tuple[
                Callable[[type[BaseException], BaseException, TracebackType | None], object],
                Callable[[threading.ExceptHookArgs], object],
            ]
            | None
        ) = None
        self.reported.connect(self._show, Qt.ConnectionType.QueuedConnection)

    def install(self) -> None:
        if self._previous is None:
            self._previous = (sys.excepthook, threading.excepthook)
            sys.excepthook = self.excepthook
            threading.excepthook = self.thread_excepthook

    def uninstall(self) -> None:
        if self._previous is not None:
            sys.excepthook, threading.excepthook = self._previous
            self._previous = None

    # -- hooks (any thread) ---------------------------------------------------------------------

    def excepthook(
        self,
        kind: type[BaseException],
        value: BaseException,
        tb: TracebackType | None,
    ) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, value, tb)
            return
        details = "".join(traceback.format_exception(kind, value, tb))
        summary = f"{kind.__name__}: {value}"[:500] + f"\n({where_it_failed(tb)})"
        self.logger.error("unexpected error\n%s", details)
        # Still on stderr when there is one (a terminal, the tests); the windowed app has None.
        if sys.stderr is not None:
            with contextlib.suppress(Exception):
                sys.stderr.write(details)
        self.reported.emit(summary, details)

    def thread_excepthook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is None:
            return
        self.excepthook(args.exc_type, args.exc_value, args.exc_traceback)

    # -- the dialog (GUI thread) ----------------------------------------------------------------

    def _show(self, summary: str, details: str) -> None:
        if not self.interactive():
            return
        text = (
            self.tr("Something went wrong, and the game went on without it:")
            + f"\n\n{summary}\n\n"
            + self.tr("The details were written to %1").replace("%1", str(self.log_path))
        )
        if self.dialog is not None and self.dialog.isVisible():
            self.count += 1
            more = self.tr("%n more error(s) since this one; see the log.", "", self.count)
            self.dialog.setInformativeText(more)
            return
        self.count = 0
        dialog = QMessageBox(
            QMessageBox.Icon.Critical,
            self.tr("Unexpected error"),
            text,
            QMessageBox.StandardButton.Ok,
            self.parent_window(),
        )
        dialog.setObjectName("unexpectedError")
        dialog.setDetailedText(details)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(self._closed)
        self.dialog = dialog
        dialog.open()  # not exec(): a nested event loop inside a failed slot could re-enter it

    def _closed(self) -> None:
        self.dialog = None
