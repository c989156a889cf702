"""Storage benchmark (issue 19): resume time, history queries over 10,000 hands, autosave cost per
action, bytes per hand.

Run: ``QT_QPA_PLATFORM=offscreen python benchmarks/bench_storage.py [--dir FOLDER]``. Works in a
fresh temporary folder (on the disk of ``--dir``; never the player's data folder) and prints one
JSON object; docs/performance.md "Kept games" quotes its figures.

- ``resume``: a 16-hand 兰州 session stopped in the middle of hand 16 at the player's turn: open
  the journal, load and replay it, build the players (``replay_s``); then in the window, from
  Continue to the table drawn and the player asked (``window_s``).
- ``history``: 10,000 stored hands (real records, copied under new session ids and dates): the
  history's query and each filter, and the history window's ``reload`` (``window_s``).
- ``autosave``: every action of the session appended as the app does (sqlite WAL, FULL sync: one
  fsync per action), p50/p95/max in ms; beside it the alternative, the whole session rewritten as
  JSON (temp file, fsync, rename, fsync of the folder) after each action.
- ``bytes``: per hand in ``records.sqlite3``, in ``sessions.sqlite3``, and in a save file.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from mahjong_desktop.engine.game import Game  # noqa: E402
from mahjong_desktop.engine.session import Session  # noqa: E402
from mahjong_desktop.rules.registry import load_region  # noqa: E402
from mahjong_desktop.storage.atomic import write_text_atomic  # noqa: E402
from mahjong_desktop.storage.hand_record import Outcome  # noqa: E402
from mahjong_desktop.storage.headless import continue_session  # noqa: E402
from mahjong_desktop.storage.journal import SessionJournal  # noqa: E402
from mahjong_desktop.storage.paths import DataDir  # noqa: E402
from mahjong_desktop.storage.players import session_players  # noqa: E402
from mahjong_desktop.storage.profile import Profile  # noqa: E402
from mahjong_desktop.storage.records import RecordFilter, RecordStore  # noqa: E402
from mahjong_desktop.storage.saves import write_save  # noqa: E402
from mahjong_desktop.storage.session_doc import header_of  # noqa: E402

HANDS = 16
HUMAN = 1
LEVELS = ["normal", None, "normal", "normal"]


class _Stop(Exception):
    pass


def play_session(folder: Path) -> tuple[str, int, list[float], list[float], list[int]]:
    """16 hands, stopped mid hand 16 with the player to act, recorded as the app records (in the
    background); (uid, actions, the engine thread's cost per action in s, each commit's time in s,
    each commit's number of actions)."""
    profile = Profile.open(DataDir(folder))
    session = Session(load_region("lanzhou", {}), 2026, hands=HANDS)
    header = header_of(session, HUMAN, LEVELS)
    players, stand_in = session_players(session.region, header.seed, header.levels, HUMAN)
    seats = [stand_in if p is None else p for p in players]
    recorder = profile.start_recording(header)
    commits: list[float] = []
    sizes: list[int] = []
    append_many = profile.journal.append_many

    def timed_commit(uid: str, rows: list) -> None:  # type: ignore[type-arg]
        start = time.perf_counter()
        append_many(uid, rows)
        commits.append(time.perf_counter() - start)
        sizes.append(len(rows))

    profile.journal.append_many = timed_commit  # type: ignore[method-assign]
    costs: list[float] = []

    class Timed:
        """The recorder, with the engine thread's time per action noted."""

        def action_applied(self, *args: object) -> None:
            start = time.perf_counter()
            recorder.action_applied(*args)  # type: ignore[arg-type]
            costs.append(time.perf_counter() - start)

        def hand_settled(self, *args: object) -> None:
            recorder.hand_settled(*args)  # type: ignore[arg-type]

    def after(game: Game, _action: object) -> None:
        mid = game.hand_number == HANDS - 1 and len(game.actions) >= 40
        if mid and HUMAN in game.waiting_for():
            raise _Stop

    with contextlib.suppress(_Stop):
        continue_session(session, seats, Timed(), after)  # type: ignore[arg-type]
    recorder.close()
    uid = recorder.uid
    total = sum(len(h) for h in profile.journal.load(uid).hands)
    profile.close()
    return uid, total, costs, commits, sizes


def sync_append_times(folder: Path, uid: str) -> list[float]:
    """Each action in its own durable transaction (what the engine thread would wait for)."""
    journal = SessionJournal(folder / "sessions.sqlite3")
    loaded = journal.load(uid)
    other = SessionJournal(folder / "sync" / "sessions.sqlite3")
    copy = other.begin(loaded.entry.header)
    times = []
    for hand, actions in enumerate(loaded.hands):
        for seq, action in enumerate(actions):
            start = time.perf_counter()
            other.append(copy, hand, seq, action)
            times.append(time.perf_counter() - start)
    journal.close()
    other.close()
    return times


def json_rewrite_times(folder: Path, uid: str) -> list[float]:
    """The alternative: after each action, the whole session rewritten as a JSON file."""
    journal = SessionJournal(folder / "sessions.sqlite3")
    loaded = journal.load(uid)
    journal.close()
    target = folder / "alternative" / "session.json"
    times = []
    hands: list[list[dict[str, object]]] = []
    for actions in loaded.hands:
        hands.append([])
        for action in actions:
            hands[-1].append(action)
            start = time.perf_counter()
            text = json.dumps({"session": loaded.entry.header.to_json(), "hands": hands})
            write_text_atomic(target, text)
            fd = os.open(target.parent, os.O_RDONLY)  # write_text_atomic leaves the folder
            try:
                os.fsync(fd)
            finally:
                os.close(fd)
            times.append(time.perf_counter() - start)
    return times


def resume_replay(folder: Path, uid: str) -> float:
    start = time.perf_counter()
    journal = SessionJournal(folder / "sessions.sqlite3")
    loaded = journal.load(uid)
    session = loaded.build()
    session_players(session.region, loaded.entry.header.seed, loaded.entry.header.levels, HUMAN)
    elapsed = time.perf_counter() - start
    assert session.game is not None and len(session.summaries) == HANDS - 1
    journal.close()
    return elapsed


def resume_window(folder: Path, uid: str) -> float:
    from PySide6.QtCore import QCoreApplication, QElapsedTimer

    from mahjong_desktop.storage.settings import AnimationSpeed, Settings
    from mahjong_desktop.storage.settings_store import SettingsStore
    from mahjong_desktop.ui.session.catalog import RulesetCatalog
    from mahjong_desktop.ui.shell.app import build

    store = SettingsStore(folder / "settings.json")
    store.save(Settings(region="lanzhou", animation_speed=AnimationSpeed.INSTANT))
    profile = Profile.open(DataDir(folder))
    parts = build(["bench"], store, RulesetCatalog(), cjk_font_available=True, profile=profile)
    window = parts.window
    window.show()
    page = window.table_page
    clock = QElapsedTimer()
    clock.start()
    assert window.kept.continue_session(uid)
    while page.asking is None:
        QCoreApplication.processEvents()
        if clock.elapsed() > 30_000:
            raise RuntimeError("the resumed table never asked the player")
    page.redraw_now()
    elapsed = clock.elapsed() / 1000
    window.stop_game()
    window.close()
    profile.close()
    return elapsed


def fill_history(folder: Path, target: int) -> RecordStore:
    """``target`` records: the real ones copied under new sessions and dates."""
    store = RecordStore(folder / "records.sqlite3")
    real, _ = store.records()
    made = len(real)
    copies = []
    n = 0
    while made + len(copies) < target:
        for record in real:
            if made + len(copies) >= target:
                break
            day = 1 + n % 28
            copies.append(
                replace(
                    record,
                    session_uid=f"bench{n // len(real):05d}",
                    date=f"2026-{1 + n % 12:02d}-{day:02d}T12:00:00.000+00:00",
                )
            )
            n += 1
    store.add_many(copies)
    return store


def timed(fn: object, repeat: int = 5) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()  # type: ignore[operator]
        best = min(best, time.perf_counter() - start)
    return best


def history(folder: Path) -> dict[str, object]:
    store = fill_history(folder, 10_000)
    figures: dict[str, object] = {"hands": store.count()}
    figures["all_s"] = timed(lambda: store.query())
    figures["region_s"] = timed(lambda: store.query(RecordFilter(region="lanzhou")))
    figures["result_s"] = timed(lambda: store.query(RecordFilter(outcome=Outcome.WON)))
    figures["date_s"] = timed(
        lambda: store.query(RecordFilter(date_from="2026-03-01", date_to="2026-05-31"))
    )
    from mahjong_desktop.ui.history.history_window import HistoryWindow
    from mahjong_desktop.ui.session.catalog import RulesetCatalog
    from mahjong_desktop.ui.shell.app import ensure_application

    ensure_application(["bench"])
    window = HistoryWindow(store, RulesetCatalog(), "zh", None)
    figures["window_s"] = timed(window.reload, repeat=3)
    window.region.setCurrentIndex(window.region.findData("lanzhou"))
    figures["window_filter_s"] = timed(window.reload, repeat=3)
    from mahjong_desktop.storage.statistics import compute

    figures["statistics_s"] = timed(lambda: compute(store.summaries()[0]), repeat=3)
    store.close()
    return figures


def ms(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    return {
        "n": len(values),
        "p50_ms": round(1000 * statistics.median(ordered), 3),
        "p95_ms": round(1000 * ordered[int(0.95 * (len(ordered) - 1))], 3),
        "max_ms": round(1000 * ordered[-1], 3),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--dir", default=str(ROOT / "benchmarks"), help="a folder on the disk to test"
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-storage-", dir=args.dir) as tmp:
        folder = Path(tmp)
        uid, actions, costs, commits, sizes = play_session(folder)
        (folder / "sync").mkdir()
        sync = sync_append_times(folder, uid)
        rewrite = json_rewrite_times(folder, uid)
        sessions_bytes = (folder / "sessions.sqlite3").stat().st_size
        records_before = RecordStore(folder / "records.sqlite3")
        hands_recorded = records_before.count()
        records_before.close()
        with _open(folder) as j:
            loaded = j.load(uid)
            save = folder / "s.mjsave.json"
            write_save(save, loaded.entry.header, loaded.hands)
        result = {
            "resume": {
                "hands": HANDS,
                "actions": actions,
                "replay_s": round(min(resume_replay(folder, uid) for _ in range(3)), 4),
                "window_s": round(resume_window(folder, uid), 4),
            },
            "autosave_engine_thread_cost": ms(costs),
            "autosave_background_commit": {
                **ms(commits),
                "actions_per_commit": round(statistics.mean(sizes), 2),
            },
            "autosave_sqlite_sync_per_action": ms(sync),
            "autosave_json_rewrite_per_action": ms(rewrite),
            "bytes_per_hand": {
                "records_db": _db_bytes(folder / "records.sqlite3") // max(1, hands_recorded),
                "sessions_db": sessions_bytes // HANDS,
                "save_json": save.stat().st_size // HANDS,
            },
        }
        result["history"] = history(folder)
        print(json.dumps(result, indent=1))


class _open:  # a tiny context manager for the journal
    def __init__(self, folder: Path) -> None:
        self.journal = SessionJournal(folder / "sessions.sqlite3")

    def __enter__(self) -> SessionJournal:
        return self.journal

    def __exit__(self, *_: object) -> None:
        self.journal.close()


def _db_bytes(path: Path) -> int:
    import sqlite3

    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        conn.execute("VACUUM")
    return path.stat().st_size


if __name__ == "__main__":
    main()
