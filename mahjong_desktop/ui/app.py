"""Start the desktop app: settings, language, icon, the main window, the event loop."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass, replace
from importlib import resources

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import QApplication

from mahjong_desktop.storage.lock import ProfileBusy
from mahjong_desktop.storage.paths import DataDir
from mahjong_desktop.storage.profile import Profile
from mahjong_desktop.storage.settings import AnimationSpeed
from mahjong_desktop.storage.settings_store import SettingsStore
from mahjong_desktop.ui.catalog import RulesetCatalog
from mahjong_desktop.ui.fonts import has_cjk_font
from mahjong_desktop.ui.i18n import Translations, resolve_language
from mahjong_desktop.ui.main_window import MainWindow

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
    return app


@dataclass(slots=True)
class AppParts:
    """What one run of the app is made of; tests build it without entering the event loop."""

    app: QApplication
    window: MainWindow
    translations: Translations


def build(
    argv: Sequence[str],
    store: SettingsStore | None = None,
    catalog: RulesetCatalog | None = None,
    *,
    cjk_font_available: bool | None = None,
    profile: Profile | None = None,
) -> AppParts:
    """``profile``: where games are kept (autosave, records, saves); None keeps nothing."""
    app = ensure_application(argv)
    share_the_interpreter_lock()
    store = store if store is not None else SettingsStore()
    catalog = catalog if catalog is not None else RulesetCatalog()
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
    return AppParts(app, window, translations)


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
        if demo.screenshot and not window.grab().save(demo.screenshot):
            print(f"mahjong-desktop: could not save {demo.screenshot}", file=sys.stderr)
            parts.app.exit(1)
            return
        parts.app.exit(0)

    window.session_finished.connect(finish)
    window.game_failed.connect(lambda: parts.app.exit(1))
    return window.start_game(
        seed=demo.seed,
        human=False,
        hands=demo.hands,
        speed=AnimationSpeed.INSTANT,
        auto_next_hand=True,
    )


def run(argv: Sequence[str] | None = None, demo: DemoOptions | None = None) -> int:
    """``mahjong-desktop`` without a sub-command."""
    # The demo keeps nothing: it must not touch the player's games.
    profile, problem = open_profile(DataDir.default()) if demo is None else (None, None)
    parts = build(sys.argv[:1] if argv is None else argv, profile=profile)
    if problem is not None:
        parts.window.add_notice(
            QCoreApplication.translate("App", "Games are not kept in this window: %1").replace(
                "%1", problem
            )
        )
    parts.window.show()
    if demo is not None and not start_demo(parts, demo):
        return 1
    code = int(parts.app.exec())
    parts.window.stop_game()
    if profile is not None:
        profile.close()
    return code


def open_profile(folder: DataDir) -> tuple[Profile | None, str | None]:
    """The player's kept games, or None and why this run keeps nothing (the folder cannot be
    used, or another copy of the app has it open)."""
    try:
        return Profile.open(folder), None
    except OSError as exc:
        message = str(exc) if isinstance(exc, ProfileBusy) else f"{folder.root}: {exc}"
        print(f"mahjong-desktop: {message}", file=sys.stderr)
        return None, message
