"""Start the desktop app: settings, language, icon, the main window, the event loop."""

from __future__ import annotations

import sqlite3
import sys
from collections.abc import Sequence
from dataclasses import dataclass, replace
from importlib import resources
from pathlib import Path

from PySide6.QtCore import QBuffer, QCoreApplication, QIODevice, QTimer
from PySide6.QtGui import QGuiApplication, QIcon, QPixmap
from PySide6.QtWidgets import QApplication

from mahjong_desktop import APP_ID, __version__
from mahjong_desktop.storage.database import (
    CANNOT_MOVE,
    CANNOT_OPEN,
    DISK_ERROR,
    DISK_FULL,
    LOCKED,
    NOT_A_FILE,
    READ_ONLY,
    DatabaseUnavailable,
    reason_of,
)
from mahjong_desktop.storage.lock import LockUnusable, ProfileBusy
from mahjong_desktop.storage.logs import (
    CrashLog,
    collect_crashes,
    default_log_dir,
    error_log,
    start_crash_log,
)
from mahjong_desktop.storage.paths import DataDir
from mahjong_desktop.storage.player_rulesets import FOLDER_NAME as PLAYER_FOLDER
from mahjong_desktop.storage.player_rulesets import RulesetLibrary
from mahjong_desktop.storage.profile import Profile
from mahjong_desktop.storage.settings import AnimationSpeed
from mahjong_desktop.storage.settings_store import SettingsStore, default_config_dir
from mahjong_desktop.ui.session.catalog import RulesetCatalog
from mahjong_desktop.ui.shell.error_dialog import ErrorReporter
from mahjong_desktop.ui.shell.fonts import has_cjk_font
from mahjong_desktop.ui.shell.i18n import Translations, resolve_language
from mahjong_desktop.ui.shell.main_window import MainWindow
from mahjong_desktop.ui.shell.window_placement import PREFERRED

_RESOURCES = "mahjong_desktop.resources"


def app_icon() -> QIcon:
    """Every ``resources/icons/app_*.png`` as one icon (Qt picks the size); empty if none."""
    icon = QIcon()
    folder = resources.files(_RESOURCES).joinpath("icons")
    if not folder.is_dir():
        return icon
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.startswith("app_") and entry.name.endswith(".png"):
            pixmap = QPixmap()
            if pixmap.loadFromData(entry.read_bytes()):
                icon.addPixmap(pixmap)
    return icon


# How long (s) a thread may hold Python's lock while another waits for it; Python's default is 5 ms.
GIL_SWITCH_INTERVAL = 0.001


def share_the_interpreter_lock() -> None:
    """Let the GUI thread take Python's lock sooner while computer players think in the engine
    thread: every call from Qt into Python code (a redraw, an event handler, a paint hook of the
    scene) waits for the lock, and with the default 5 ms handover a redraw that makes such calls
    can hold up the event loop for tens of milliseconds. A shorter interval costs the engine
    thread a little throughput and keeps the window responsive (tests/ui/test_responsiveness.py).
    """
    if sys.getswitchinterval() > GIL_SWITCH_INTERVAL:
        sys.setswitchinterval(GIL_SWITCH_INTERVAL)


def ensure_application(argv: Sequence[str]) -> QApplication:
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    app = QApplication(list(argv))
    app.setApplicationName("mahjong-desktop")
    app.setApplicationDisplayName("地方麻将 Mahjong Desktop")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)
    return app


@dataclass(slots=True)
class AppParts:
    """What one run of the app is made of; tests build it without entering the event loop."""

    app: QApplication
    window: MainWindow
    translations: Translations
    # With a log folder: the error dialog (installed by ``run``) and this run's crash log.
    reporter: ErrorReporter | None = None
    crash_log: CrashLog | None = None

    def close_logs(self) -> None:
        if self.reporter is not None:
            self.reporter.uninstall()
        if self.crash_log is not None:
            self.crash_log.close()


def build(
    argv: Sequence[str],
    store: SettingsStore | None = None,
    catalog: RulesetCatalog | None = None,
    *,
    cjk_font_available: bool | None = None,
    log_dir: Path | None = None,
    profile: Profile | None = None,
) -> AppParts:
    """The app, its settings and its window. With ``log_dir``, also the logs (``run`` passes the
    user log folder; tests pass their own or none, leaving Python's hooks to pytest-qt).
    ``profile``: where games are kept (autosave, records, saves); None keeps nothing."""
    app = ensure_application(argv)
    share_the_interpreter_lock()
    # The shipped rulesets and the player's own, in <config>/rulesets (player_rulesets.py).
    library = RulesetLibrary(default_config_dir() / PLAYER_FOLDER)
    store = store if store is not None else SettingsStore(load_ruleset=library.load)
    catalog = catalog if catalog is not None else RulesetCatalog.of(library)
    loaded = store.load()
    translations = Translations(app)
    translations.install(resolve_language(loaded.settings.language))
    icon = app_icon()
    if not icon.isNull():
        app.setWindowIcon(icon)
    window = MainWindow(
        store,
        loaded,
        translations,
        catalog,
        cjk_font_available=has_cjk_font() if cjk_font_available is None else cjk_font_available,
        icon=icon,
        profile=profile,
    )
    parts = AppParts(app, window, translations)
    if log_dir is not None:
        attach_logs(parts, log_dir)
    return parts


def attach_logs(parts: AppParts, log_dir: Path) -> None:
    """Tell the player about a crash of an earlier run, then log this one (``storage/logs.py``)."""
    window = parts.window
    crashes = collect_crashes(log_dir)
    if crashes:
        report = str(crashes[-1])
        window.crash_notice = window.add_notice(
            lambda: QCoreApplication.translate(
                "App",
                "The game stopped unexpectedly last time. A report was kept at %1 — "
                "attaching it to a bug report helps fix the cause.",
            ).replace("%1", report)
        )
    parts.crash_log = start_crash_log(log_dir)
    try:
        logger, log_path = error_log(log_dir)
    except OSError:
        return  # no log folder: errors still reach stderr; never a reason not to start
    parts.reporter = ErrorReporter(
        logger, log_path, lambda: window, interactive=lambda: window.interactive
    )


@dataclass(frozen=True, slots=True)
class DemoOptions:
    """``--demo``: computers in every seat at instant speed, a screenshot, then exit."""

    hands: int = 1
    seed: int | None = None
    region: str | None = None
    screenshot: str | None = None


def start_demo(parts: AppParts, demo: DemoOptions) -> bool:
    """Start the demo in a built app; the app quits when it ends (exit code 0, or 1 on failure).

    The demo changes the region only in memory: it never writes the player's settings.
    """
    window = parts.window
    window.interactive = False
    if demo.region is not None:
        window.settings = replace(window.settings, region=demo.region)
        window.retranslate()

    def finish() -> None:
        window.table_page.redraw_now()
        if demo.screenshot:
            failure = save_picture(window.grab(), demo.screenshot)
            if failure is not None:
                print(
                    f"mahjong-desktop: could not save {demo.screenshot}: {failure}", file=sys.stderr
                )
                parts.app.exit(1)
                return
        parts.app.exit(0)

    if demo.screenshot and QGuiApplication.platformName() == "offscreen":
        # Offscreen has one small 800 × 800 "screen": the picture gets the usual window size.
        window.resize(PREFERRED)
    window.session_finished.connect(finish)
    window.game_failed.connect(lambda: parts.app.exit(1))
    return window.start_game(
        seed=demo.seed,
        human=False,
        hands=demo.hands,
        speed=AnimationSpeed.INSTANT,
        auto_next_hand=True,
    )


def save_picture(picture: QPixmap, path: str) -> str | None:
    """Save ``picture`` to ``path`` (format from the suffix); the reason on failure, else None.

    Qt only encodes the picture; Python writes the file, because a path with bytes that are not
    UTF-8 (a HOME such as ``/home/j\\xf6rg`` on a Latin-1 system) reaches Python as surrogate
    escapes, which Qt's file functions cannot open.
    """
    suffix = Path(path).suffix.lstrip(".").upper() or "PNG"
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not picture.save(buffer, suffix):
        return f"cannot write pictures of type {suffix}"
    try:
        Path(path).write_bytes(bytes(buffer.data().data()))
    except OSError as exc:
        return exc.strerror or str(exc)
    return None


def picture_first_window(parts: AppParts, path: str) -> None:
    """``--screenshot`` without ``--demo``: once the event loop runs, save a picture of the window a
    player's start shows (their profile and kept games opened as usual) and quit; exit code 1 if
    the picture cannot be written. The packaged app's smoke check starts the game this way, so the
    whole start of a player's game, kept games included, runs in the frozen app."""

    def take() -> None:
        failure = save_picture(parts.window.grab(), path)
        if failure is not None:
            print(f"mahjong-desktop: could not save {path}: {failure}", file=sys.stderr)
        parts.app.exit(0 if failure is None else 1)

    if QGuiApplication.platformName() == "offscreen":
        parts.window.resize(PREFERRED)
    QTimer.singleShot(0, take)


def run(
    argv: Sequence[str] | None = None,
    demo: DemoOptions | None = None,
    first_picture: str | None = None,
) -> int:
    """``mahjong-desktop`` without a sub-command; ``first_picture``: ``picture_first_window``."""
    # The demo keeps nothing: it must not touch the player's games.
    folder = DataDir.default()
    profile, problem = open_profile(folder) if demo is None else (None, None)
    parts = build(
        sys.argv[:1] if argv is None else argv, log_dir=default_log_dir(), profile=profile
    )
    if problem is not None:
        why = problem
        parts.window.add_notice(
            lambda: QCoreApplication.translate(
                "App", "Games are not kept in this window: %1"
            ).replace("%1", profile_problem_text(folder, why))
        )
    if parts.reporter is not None:
        parts.reporter.install()
    try:
        parts.window.show()
        if demo is not None and not start_demo(parts, demo):
            return 1
        if demo is None and first_picture is not None:
            picture_first_window(parts, first_picture)
        code = int(parts.app.exec())
        parts.window.stop_game()
        return code
    finally:
        if profile is not None:
            profile.close()
        parts.close_logs()


def open_profile(folder: DataDir) -> tuple[Profile | None, OSError | None]:
    """The player's kept games, or None and why this run keeps nothing (the folder or a database
    cannot be used now, or another copy of the app has it open). Never raises: no fault of the
    kept games may stop the window from starting, and none of them is changed."""
    try:
        return Profile.open(folder), None
    except OSError as exc:
        problem = exc
    except sqlite3.Error as exc:  # open_database words these; this is the last line of defence
        problem = DatabaseUnavailable(folder.root, reason_of(exc))
    print(f"mahjong-desktop: {problem}", file=sys.stderr)
    return None, problem


def profile_problem_text(folder: DataDir, problem: OSError) -> str:
    """Why no games are kept in this window, in the player's language, naming the file."""
    if isinstance(problem, DatabaseUnavailable):
        reasons = {
            LOCKED: QCoreApplication.translate("App", "it is locked by another program"),
            DISK_FULL: QCoreApplication.translate("App", "the disk is full"),
            READ_ONLY: QCoreApplication.translate("App", "it is read-only"),
            CANNOT_OPEN: QCoreApplication.translate("App", "it cannot be opened"),
            DISK_ERROR: QCoreApplication.translate("App", "the disk reported an error"),
            CANNOT_MOVE: QCoreApplication.translate(
                "App",
                "it is damaged and cannot be moved aside; another program may have it open",
            ),
            NOT_A_FILE: QCoreApplication.translate(
                "App", "it is a folder, a pipe or a device, not a regular file"
            ),
        }
        return (
            QCoreApplication.translate(
                "App",
                "%1 cannot be used now (%2). Nothing in it was changed; it is tried again at "
                "the next start.",
            )
            .replace("%1", str(problem.path))
            .replace("%2", reasons.get(problem.reason, problem.reason))
        )
    if isinstance(problem, ProfileBusy):
        return QCoreApplication.translate(
            "App", "%1: another copy of Mahjong Desktop is using these kept games"
        ).replace("%1", str(problem.path))
    if isinstance(problem, LockUnusable) and problem.kind is not None:
        return QCoreApplication.translate(
            "App",
            "%1 is a folder, a pipe or a device, not a regular file, so no games are kept in "
            "this window. Remove it or move it away; it is tried again at the next start.",
        ).replace("%1", str(problem.path))
    return f"{folder.root}: {problem.strerror or problem}"
