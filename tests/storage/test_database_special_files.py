"""Issue 35 Deliver 5, "special files … the same for every file the game opens": a FIFO, a device
or a folder named ``sessions.sqlite3`` or ``records.sqlite3`` (or their ``-wal``) made the start
hang for good (the header read and sqlite both wait on the pipe for a writer) or read a device.
It is refused at once as "cannot be used now": the game starts without kept games, names the
file and why, and touches and moves nothing."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from mahjong_desktop.storage import database
from mahjong_desktop.storage.database import DatabaseUnavailable
from mahjong_desktop.storage.paths import DataDir
from mahjong_desktop.storage.profile import Profile
from tests.helpers.seeded_sessions import new_session

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
needs_dev_zero = pytest.mark.skipif(
    os.name == "nt" or not Path("/dev/zero").exists(),
    reason="/dev/zero and /dev/null are POSIX devices (under wine the paths exist but differ)",
)


def _healthy_profile(root: Path) -> str:
    profile = Profile.open(DataDir(root))
    _, header = new_session("lanzhou", 35, 2)
    uid = profile.journal.begin(header)
    profile.journal.append(uid, 0, 0, {"type": "pass", "seat": 0})
    profile.close()
    return uid


def _listing(root: Path) -> dict[str, tuple[int, int]]:
    """Every entry of the data folder with its kind and, for a regular file, its size: a move,
    a replacement or a write shows here."""
    out = {}
    for entry in sorted(root.iterdir()):
        info = entry.lstat()
        out[entry.name] = (info.st_mode, info.st_size if entry.is_file() else 0)
    return out


def _open_with_watchdog(folder: DataDir) -> BaseException | None:
    """``Profile.open`` in a thread, so that a hang fails the test instead of stopping it."""
    outcome: list[BaseException | None] = []

    def run() -> None:
        try:
            Profile.open(folder).close()
            outcome.append(None)
        except BaseException as exc:  # handed to the test, which checks what it is
            outcome.append(exc)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(60)  # a watchdog against a hang, not a timing check
    assert not thread.is_alive(), "opening the profile hung on a special file"
    return outcome[0]


def _assert_refused_naming(folder: DataDir, special: Path, kind: str) -> None:
    before = _listing(folder.root)
    problem = _open_with_watchdog(folder)
    assert isinstance(problem, DatabaseUnavailable), problem
    assert problem.reason == database.NOT_A_FILE
    assert problem.path == special and problem.detail == kind
    assert str(special) in str(problem)
    after = _listing(folder.root)
    # Nothing that was there moved, replaced or written; nothing set aside under its name (the
    # other database and the profile lock may be made: they are ordinary files).
    assert {name: after.get(name) for name in before} == before
    stem = special.name.removesuffix("-wal")
    assert [n for n in after if n not in before and n.startswith(stem)] == []


@needs_fifo
@pytest.mark.parametrize("name", ["sessions.sqlite3", "records.sqlite3"])
def test_a_fifo_in_place_of_a_database_is_refused_at_once(tmp_path: Path, name: str) -> None:
    folder = DataDir(tmp_path)
    os.mkfifo(tmp_path / name)
    _assert_refused_naming(folder, tmp_path / name, "a named pipe (FIFO)")


@needs_fifo
@pytest.mark.parametrize("name", ["sessions.sqlite3-wal", "records.sqlite3-wal"])
def test_a_fifo_in_place_of_a_databases_log_is_refused_and_the_games_kept(
    tmp_path: Path, name: str
) -> None:
    uid = _healthy_profile(tmp_path)
    folder = DataDir(tmp_path)
    (tmp_path / name).unlink(missing_ok=True)
    os.mkfifo(tmp_path / name)
    _assert_refused_naming(folder, tmp_path / name, "a named pipe (FIFO)")
    (tmp_path / name).unlink()  # the player removes it: the next start has every game
    profile = Profile.open(folder)
    try:
        entry = profile.journal.latest_playing()
        assert entry is not None and entry.uid == uid
    finally:
        profile.close()


@pytest.mark.parametrize(
    "name", ["sessions.sqlite3", "records.sqlite3", "sessions.sqlite3-wal", "records.sqlite3-wal"]
)
def test_a_folder_in_place_of_a_database_or_its_log_is_refused_not_moved(
    tmp_path: Path, name: str
) -> None:
    folder = DataDir(tmp_path)
    (tmp_path / name).mkdir()
    (tmp_path / name / "kept.txt").write_text("the player's", encoding="utf-8")
    _assert_refused_naming(folder, tmp_path / name, "a folder")
    assert (tmp_path / name / "kept.txt").read_text(encoding="utf-8") == "the player's"


@needs_dev_zero
@pytest.mark.parametrize(
    ("name", "device"),
    [("sessions.sqlite3", "/dev/zero"), ("records.sqlite3", "/dev/null")],
)
def test_a_link_to_a_device_in_place_of_a_database_is_refused(
    tmp_path: Path, name: str, device: str
) -> None:
    folder = DataDir(tmp_path)
    (tmp_path / name).symlink_to(device)
    _assert_refused_naming(folder, tmp_path / name, "a device")
    assert (tmp_path / name).is_symlink()


@needs_fifo
def test_a_fifo_swapped_in_after_the_check_is_not_waited_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The header is read with O_NONBLOCK and the opened file checked: a pipe put in place between
    # the check and the read is refused, not waited on.
    folder = DataDir(tmp_path)
    path = tmp_path / "sessions.sqlite3"
    os.mkfifo(path)
    skip: Callable[[Path], None] = lambda _path: None  # noqa: E731 - the check is the race's loser
    monkeypatch.setattr(database, "_refuse_special_files", skip)
    problem = _open_with_watchdog(folder)
    assert isinstance(problem, DatabaseUnavailable), problem
    assert problem.reason == database.NOT_A_FILE and problem.path == path
