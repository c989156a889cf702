"""Save a picture of every screen of the game, to look at after a change that could move things.

    tools/with-x-server.sh .venv/bin/python tools/screens.py /tmp/screens --lang both

Each language runs in a fresh temporary profile (temporary XDG_* folders; the player's own profile
is never opened), builds the window as ``ui/shell/app.py``'s ``build`` does, and drives it through
its public functions: the title page, a notice, Settings (each tab), Rules, Keys, the hand
calculator with a hand entered, About, the error dialog, the table with the player asked about a
claim (and again in the high-contrast tile set at the largest tile size), the end-of-hand
result, the 复盘 review, the session end, the guided first hand's callouts (at two sizes),
History, Replay and Statistics. One PNG per screen, named ``<lang>-<screen>.png``. Seeds are
fixed, so two runs on the same code give the same pictures (tools for comparing trees rely
on that). Exit code 1 if a screen could not be opened.
"""

from __future__ import annotations

import argparse
import contextlib
import faulthandler
import io
import logging
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

# The seeds tried for the table, in order, until one gives the player a claim and ends in a win
# (seed 5 does, as the code is now: 1 to 4 do not, and each costs a whole hand).
TABLE_SEEDS = tuple(range(5, 45))
# A safety net against a screen that never appears, not a speed requirement.
WAIT_S = 60.0
LANGUAGES = ("en", "zh")
# 清一色 with a sequence run: a legal 临沧 win with score items.
CALCULATOR_HAND = "123456789m11122m"
# The guided hand's game (临沧): its callouts at the deal and at the first ready discard.
TOUR_SEED = 1


@contextlib.contextmanager
def temporary_profile() -> Iterator[Path]:
    """Point every XDG folder (and so ``platformdirs``) at a new temporary folder."""
    names = ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME")
    saved = {name: os.environ.get(name) for name in names}
    with tempfile.TemporaryDirectory(prefix="mahjong-screens-") as root:
        for name in names:
            folder = Path(root) / name.lower()
            folder.mkdir()
            os.environ[name] = str(folder)
        try:
            yield Path(root)
        finally:
            for name, value in saved.items():
                if value is None:
                    os.environ.pop(name, None)
                else:
                    os.environ[name] = value


@dataclass
class Shots:
    """Where the pictures go, and which screens failed (with why)."""

    out: Path
    lang: str
    only: frozenset[str] | None = None
    saved: list[Path] = field(default_factory=list)
    failed: dict[str, str] = field(default_factory=dict)

    def wanted(self, name: str) -> bool:
        return self.only is None or name in self.only

    def save(self, name: str, widget: object) -> None:
        from PySide6.QtWidgets import QApplication, QWidget

        assert isinstance(widget, QWidget)
        QApplication.processEvents()
        path = self.out / f"{self.lang}-{name}.png"
        if not widget.grab().save(str(path), "PNG"):
            self.failed[name] = f"cannot write {path}"
            return
        self.saved.append(path)


def spin_until(condition: Callable[[], bool], timeout: float = WAIT_S) -> bool:
    """Run the event loop until ``condition`` holds; False if it did not within ``timeout``."""
    from PySide6.QtCore import QEventLoop
    from PySide6.QtWidgets import QApplication

    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            return False
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        QApplication.sendPostedEvents()
    return True


def settle() -> None:
    """Let layouts, pending redraws (the table waits up to 80 ms between them) and paints finish."""
    from PySide6.QtCore import QEventLoop
    from PySide6.QtWidgets import QApplication

    for _ in range(3):
        end = time.monotonic() + 0.1
        while time.monotonic() < end:
            QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)


def on_modal(handle: Callable[[object], None]) -> None:
    """Before a modal dialog opens (``exec``): once it is the active modal widget, ``handle`` it
    (take pictures) and close it. Called from a timer inside the dialog's own event loop."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QDialog

    def poll() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or not dialog.isVisible():
            QTimer.singleShot(20, poll)
            return
        settle()
        try:
            handle(dialog)
        finally:
            if isinstance(dialog, QDialog):
                dialog.reject()
            else:
                dialog.close()

    QTimer.singleShot(0, poll)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir", type=Path)
    parser.add_argument("--lang", choices=("en", "zh", "both"), default="both")
    parser.add_argument("--only", help="comma-separated screen names (default: every screen)")
    args = parser.parse_args(argv)
    args.out_dir.mkdir(parents=True, exist_ok=True)
    only = frozenset(args.only.split(",")) if args.only else None
    if args.lang == "both":
        # Each language in a process of its own: a fresh application, fonts and translators, as a
        # player starting the game in that language gets them.
        codes = []
        for lang in LANGUAGES:
            command = [sys.executable, str(Path(__file__).resolve()), str(args.out_dir)]
            command += ["--lang", lang] + (["--only", args.only] if args.only else [])
            codes.append(subprocess.call(command))
        return max(codes)
    shots = Shots(args.out_dir, args.lang, only)
    # A modal dialog nobody answers would wait for ever: past this, say where it hangs and exit.
    faulthandler.dump_traceback_later(WAIT_S * 10, exit=True)
    try:
        with temporary_profile():
            shoot(shots)
    finally:
        faulthandler.cancel_dump_traceback_later()
    for path in shots.saved:
        print(path)
    for name, why in shots.failed.items():
        print(f"screens: {args.lang}-{name}: {why}", file=sys.stderr)
    return 1 if shots.failed else 0


def shoot(shots: Shots) -> None:
    """Every screen in one language, in a profile that starts empty."""
    os.environ.setdefault("MAHJONG_DESKTOP_SOUND", "off")
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    from mahjong_desktop.storage.paths import DataDir
    from mahjong_desktop.storage.player_rulesets import FOLDER_NAME, RulesetLibrary
    from mahjong_desktop.storage.profile import Profile
    from mahjong_desktop.storage.settings import (
        AiLevel,
        AnimationSpeed,
        Language,
        Opponent,
        SessionLength,
        Settings,
    )
    from mahjong_desktop.storage.settings_store import SettingsStore, default_config_dir
    from mahjong_desktop.ui.shell.app import build, ensure_application

    ensure_application(["screens"])
    library = RulesetLibrary(default_config_dir() / FOLDER_NAME)
    store = SettingsStore(load_ruleset=library.load)
    store.save(
        Settings(
            region="lincang",
            language=Language.ZH_CN if shots.lang == "zh" else Language.EN,
            animation_speed=AnimationSpeed.INSTANT,
            session_length=SessionLength.HANDS,
            session_hands=1,
            computer_levels=dict.fromkeys(Opponent, AiLevel.NORMAL),
            # The table's screens show the plain table; the guided hand has screens of its own.
            tour_seen=("lanzhou", "linan", "lincang", "linfen", "shangrao"),
        )
    )
    profile = Profile.open(DataDir.default())
    parts = build(["screens"], store, profile=profile, cjk_font_available=True)
    window = parts.window
    try:
        window.resize(1280, 800)
        window.show()
        spin_until(window.isVisible)
        settle()
        for name, step in SCREENS:
            if not any(shots.wanted(n) for n in name.split("+")):
                continue
            try:
                step(shots, window)
            except Exception as exc:  # one screen's failure is reported, not fatal
                shots.failed[name] = f"{type(exc).__name__}: {exc}"
        missing = [
            n
            for entry, _ in SCREENS
            for n in entry.split("+")
            if shots.wanted(n) and n not in shots.failed and not _saved(shots, n)
        ]
        for n in missing:
            shots.failed[n] = "not opened"
    finally:
        window.stop_game()
        window.close()
        parts.close_logs()
        # Gone before its profile closes: a window left over would still answer the next run's
        # language change (tests run the tool twice in one application) from a closed database.
        window.deleteLater()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        profile.close()


def _saved(shots: Shots, name: str) -> bool:
    return shots.out / f"{shots.lang}-{name}.png" in shots.saved


# -- the screens ---------------------------------------------------------------------------------


def title(shots: Shots, window: object) -> None:
    shots.save("title", window)


def notice(shots: Shots, window: object) -> None:
    from PySide6.QtCore import QCoreApplication

    from mahjong_desktop.ui.shell.main_window import MainWindow

    assert isinstance(window, MainWindow)
    text = QCoreApplication.translate(
        "App",
        "The game stopped unexpectedly last time. A report was kept at %1 — "
        "attaching it to a bug report helps fix the cause.",
    ).replace("%1", "/tmp/mahjong-desktop/crash-2026-01-01.log")
    bar = window.add_notice(text)
    settle()
    shots.save("notice", window)
    bar.close_button.click()
    settle()


def settings(shots: Shots, window: object) -> None:
    from mahjong_desktop.ui.dialogs.settings import SettingsDialog
    from mahjong_desktop.ui.shell.main_window import MainWindow

    assert isinstance(window, MainWindow)

    def each_tab(dialog: object) -> None:
        assert isinstance(dialog, SettingsDialog)
        names = ("settings-rules", "settings-table", "settings-display", "settings-bot")
        for index, name in enumerate(names):
            dialog.tabs.setCurrentIndex(index)
            settle()
            shots.save(name, dialog)

    on_modal(each_tab)
    window.open_settings()


def rules(shots: Shots, window: object) -> None:
    from mahjong_desktop.ui.shell.main_window import MainWindow

    assert isinstance(window, MainWindow)
    on_modal(lambda dialog: shots.save("rules", dialog))
    window.show_rules()


def keys(shots: Shots, window: object) -> None:
    from mahjong_desktop.ui.shell.main_window import MainWindow

    assert isinstance(window, MainWindow)
    on_modal(lambda dialog: shots.save("keys", dialog))
    window.show_keys()


def calculator(shots: Shots, window: object) -> None:
    from mahjong_desktop.tiles import parse
    from mahjong_desktop.ui.dialogs.calculator import HandCalculator
    from mahjong_desktop.ui.shell.main_window import MainWindow

    assert isinstance(window, MainWindow)

    def enter_hand(dialog: object) -> None:
        assert isinstance(dialog, HandCalculator)
        for kind in parse(CALCULATOR_HAND):
            dialog.pick(kind)
        settle()
        shots.save("calculator", dialog)

    on_modal(enter_hand)
    window.show_calculator()


def about(shots: Shots, window: object) -> None:
    from mahjong_desktop.ui.shell.main_window import MainWindow

    assert isinstance(window, MainWindow)
    on_modal(lambda dialog: shots.save("about", dialog))
    window.show_about()


def error(shots: Shots, window: object) -> None:
    """The dialog of an unexpected error, as the app's reporter shows it (logged to a temporary
    file; the traceback it prints is kept off the terminal)."""
    from PySide6.QtWidgets import QMessageBox

    from mahjong_desktop.ui.shell.error_dialog import ErrorReporter
    from mahjong_desktop.ui.shell.main_window import MainWindow

    assert isinstance(window, MainWindow)
    with tempfile.TemporaryDirectory(prefix="mahjong-screens-log-") as folder:
        log_path = Path(folder) / "errors.log"
        logger = logging.getLogger("mahjong-screens")
        logger.propagate = False
        handler = logging.FileHandler(log_path)
        logger.addHandler(handler)
        reporter = ErrorReporter(logger, log_path, lambda: window, interactive=lambda: True)
        try:
            raise ValueError("a picture of the error dialog (tools/screens.py)")
        except ValueError as exc:
            with contextlib.redirect_stderr(io.StringIO()):
                reporter.excepthook(type(exc), exc, exc.__traceback__)

        def shown() -> QMessageBox | None:
            box = window.findChild(QMessageBox, "unexpectedError")
            return box if isinstance(box, QMessageBox) and box.isVisible() else None

        if spin_until(lambda: shown() is not None):
            settle()
            box = shown()
            assert box is not None
            shots.save("error", box)
            box.close()
        logger.removeHandler(handler)
        handler.close()
        reporter.deleteLater()


def hand(shots: Shots, window: object) -> None:
    """A human game, one hand: the table when the player is asked about a claim (hints shown),
    then 托管 to the end, the result with its 复盘 review, and the session end. Seeds are tried in
    order until one asks the player about a claim and ends in a win."""
    for seed in TABLE_SEEDS:
        if one_hand(shots, window, seed):
            return
    raise RuntimeError(f"no seed of {TABLE_SEEDS[0]}…{TABLE_SEEDS[-1]} gave a claim and a win")


def one_hand(shots: Shots, window: object, seed: int) -> bool:
    """One hand on ``seed``; True if it asked the player about a claim and ended in a win (then
    its table, result, review and session end are saved)."""
    from mahjong_desktop.engine.actions import Discard
    from mahjong_desktop.ui.dialogs.hand_result import ResultDialog
    from mahjong_desktop.ui.dialogs.review import ReviewDialog
    from mahjong_desktop.ui.dialogs.session_end import SessionEndDialog
    from mahjong_desktop.ui.session.controller import HandResult
    from mahjong_desktop.ui.shell.main_window import MainWindow

    assert isinstance(window, MainWindow)
    page = window.table_page
    results: list[HandResult] = []
    done: list[bool] = []
    claimed: list[bool] = []

    def wanted() -> bool:  # this seed asked the player about a claim and ended in a win
        return bool(claimed and results and results[-1].ended.winners)

    def handle(dialog: object) -> None:
        if isinstance(dialog, ResultDialog):
            spin_until(lambda: bool(results))
            spin_until(lambda: not dialog.guarding)  # its buttons as the player gets to use them
            if wanted():
                shots.save("result", dialog)
                if dialog.review_button is not None:
                    on_modal(review)
                    dialog.open_review()
            on_modal(handle)  # the session end comes next
            return
        if isinstance(dialog, SessionEndDialog) and wanted():
            shots.save("session-end", dialog)
        done.append(True)

    def review(dialog: object) -> None:
        assert isinstance(dialog, ReviewDialog)
        spin_until(lambda: dialog.review is not None)
        settle()
        shots.save("review", dialog)

    on_modal(handle)  # the hand's end, whether or not the player was asked about a claim
    if not window.start_game(seed=seed, hands=1):
        raise RuntimeError("the game did not start")
    controller = window.controller
    assert controller is not None
    controller.hand_over.connect(results.append)
    while not claimed:
        asked = spin_until(lambda: page.asking is not None or bool(results))
        view = page.asking
        if not asked or view is None:
            break
        if view.phase in ("claim", "rob") and len(view.legal) > 1:
            settle()
            shots.save("table", window)
            if shots.wanted("table-contrast"):
                contrast_table(shots, window)
            claimed.append(True)
            break
        discards = [a.tile for a in view.legal if isinstance(a, Discard)]
        if not discards:  # a question the table has no tile click for: 托管 answers it
            break
        page.scene.tile_clicked.emit(discards[-1])  # as a click on that tile
        spin_until(partial(changed_from, page, view))
    window.autoplay_action.setChecked(True)  # 托管 plays the hand to its end
    spin_until(lambda: bool(done))
    window.stop_game()
    return wanted()


def contrast_table(shots: Shots, window: object) -> None:
    """The same table in the high-contrast tile set at the largest tile size, then back."""
    from dataclasses import replace

    from mahjong_desktop.storage.settings import TILE_SIZE_RANGE, TileSet
    from mahjong_desktop.ui.shell.main_window import MainWindow

    assert isinstance(window, MainWindow)
    before = window.settings
    chosen = replace(before, tile_set=TileSet.HIGH_CONTRAST, tile_size=TILE_SIZE_RANGE[1])
    window.apply_settings(chosen)
    settle()
    shots.save("table-contrast", window)
    window.apply_settings(before)
    settle()


def tour(shots: Shots, window: object) -> None:
    """The guided first hand (临沧, Help › Guided first hand): its first callout at the deal, and
    the one about the plain hand with the coach's reason, at 1280×800 and at the 1024×640
    minimum. The player's seat is answered as the seeded basic player would."""
    from mahjong_desktop.ai.basic import BasicPlayer
    from mahjong_desktop.engine.actions import Discard
    from mahjong_desktop.ui.shell.main_window import MainWindow

    assert isinstance(window, MainWindow)
    page = window.table_page
    overlay = page.tour_overlay

    def both_sizes(name: str) -> None:
        for size, suffix in (((1280, 800), ""), ((1024, 640), "-small")):
            window.resize(*size)
            settle()
            shots.save(name + suffix, window)
        window.resize(1280, 800)
        settle()

    window.replay_tour(seed=TOUR_SEED)
    if not spin_until(lambda: overlay.current is not None):
        raise RuntimeError("the guided hand showed no callout")
    both_sizes("tour")
    assert window.human_seat is not None
    player = BasicPlayer(window.human_seat)
    overlay.next()
    while True:
        spin_until(lambda: page.asking is not None or overlay.current is not None)
        step = overlay.current
        if step is not None and step.with_coach:
            if not spin_until(lambda: bool(overlay.callout.coach.text())):
                raise RuntimeError("the coach gave no reason for the guided step")
            both_sizes("tour-coach")
            break
        if step is not None:
            overlay.next()
            continue
        view = page.asking
        if view is None:
            raise RuntimeError("the hand ended before the guided step with the coach")
        action = player(view)
        if isinstance(action, Discard):
            page.scene.tile_clicked.emit(action.tile)  # as a click on that tile
        else:
            page.claim_bar.chosen.emit(action)
        spin_until(partial(changed_from, page, view))
    window.stop_game()


def changed_from(page: object, view: object) -> bool:
    """Whether the table no longer asks the question ``view`` (the answer was taken)."""
    return getattr(page, "asking", None) is not view


def history(shots: Shots, window: object) -> None:
    """History, a replay opened from it, and Statistics: the hands played above are kept."""
    from mahjong_desktop.ui.history.replay_window import ReplayWindow
    from mahjong_desktop.ui.shell.main_window import MainWindow

    assert isinstance(window, MainWindow)
    window.kept.show_history()
    past = window.kept.history_window
    assert past is not None
    spin_until(past.isVisible)
    settle()
    shots.save("history", past)
    if shots.wanted("replay"):
        past.replay(0)
        spin_until(lambda: any(w.isVisible() for w in past.findChildren(ReplayWindow)))
        replay = next(w for w in past.findChildren(ReplayWindow) if w.isVisible())
        settle()
        shots.save("replay", replay)
        replay.close()
    past.close()
    window.kept.show_statistics()
    stats = window.kept.stats_window
    assert stats is not None
    spin_until(stats.isVisible)
    settle()
    shots.save("statistics", stats)
    stats.close()


def drills(shots: Shots, window: object) -> None:
    """Practice › Drills: a drill, its answer (the coach's choice), and the progress tab."""
    from mahjong_desktop.ui.drills.window import DrillWindow
    from mahjong_desktop.ui.shell.main_window import MainWindow

    assert isinstance(window, MainWindow)
    window.show_drills()
    practice = window.drill_window
    assert isinstance(practice, DrillWindow)
    spin_until(lambda: practice.practice is not None)
    settle()
    shots.save("drills", practice)
    drill = practice.practice.current if practice.practice is not None else None
    assert drill is not None
    practice.choose(drill.best.name)
    settle()
    shots.save("drills-answer", practice)
    practice.tabs.setCurrentIndex(1)
    settle()
    shots.save("drills-progress", practice)
    practice.close()


def regional_drills(shots: Shots, window: object) -> None:
    """Practice › Drills on the regional questions: a 兰州 甩牌 drill, a 兰州 报听 drill and a 临安
    minimum drill, each asked and answered (a wrong answer, so that the ranking marks both)."""
    from mahjong_desktop.ui.drills.window import DrillWindow
    from mahjong_desktop.ui.shell.main_window import MainWindow

    assert isinstance(window, MainWindow)
    window.show_drills()
    practice = window.drill_window
    assert isinstance(practice, DrillWindow)
    spin_until(lambda: practice.practice is not None)
    for region, kind, name in (
        ("lanzhou", "shuai", "drills-shuai"),
        ("lanzhou", "declare_ready", "drills-declare"),
        ("linan", "minimum", "drills-minimum"),
    ):
        practice.region.setCurrentIndex(practice.region.findData(region))
        practice.kind.setCurrentIndex(practice.kind.findData(kind))
        practice.start_set()
        spin_until(lambda: practice.practice is not None and practice.new_set.isEnabled())
        settle()
        shots.save(name, practice)
        drill = practice.practice.current if practice.practice is not None else None
        assert drill is not None
        wrong = next(c.name for c in drill.choices if c.name not in drill.accepted)
        practice.choose(wrong)
        settle()
        shots.save(f"{name}-answer", practice)
    practice.close()


SCREENS: tuple[tuple[str, Callable[[Shots, object], None]], ...] = (
    ("title", title),
    ("notice", notice),
    ("settings-rules+settings-table+settings-display+settings-bot", settings),
    ("rules", rules),
    ("keys", keys),
    ("calculator", calculator),
    ("about", about),
    ("error", error),
    ("table+table-contrast+result+review+session-end", hand),
    ("tour+tour-small+tour-coach+tour-coach-small", tour),
    ("history+replay+statistics", history),
    ("drills+drills-answer+drills-progress", drills),
    (
        "drills-shuai+drills-shuai-answer+drills-declare+drills-declare-answer"
        "+drills-minimum+drills-minimum-answer",
        regional_drills,
    ),
)


if __name__ == "__main__":
    sys.exit(main())
