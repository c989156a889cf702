"""Issue 30, point 1: one lock module. A lock file that is not a regular file — a folder, a FIFO,
a link to a device — is refused with a message naming it and saying what it is, for the
profile's lock and the settings' lock alike (the profile's was taken for "another copy of the
app is running" when it was a folder, and a FIFO or a device was locked as if it proved
something)."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from mahjong_desktop.storage.lock import LockUnusable, ProfileBusy, ProfileLock, exclusive
from mahjong_desktop.storage.paths import DataDir
from mahjong_desktop.storage.profile import Profile
from mahjong_desktop.storage.settings import Settings
from mahjong_desktop.storage.settings_store import SettingsStore


def _folder(path: Path) -> None:
    path.mkdir()


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _device(path: Path) -> None:
    path.symlink_to("/dev/null")


SPECIAL: list[tuple[str, Callable[[Path], None], str]] = [
    ("folder", _folder, "is a folder, not a regular file"),
    ("fifo", _fifo, "is a named pipe (FIFO), not a regular file"),
    ("device", _device, "is a device, not a regular file"),
]


def _open_profile(root: Path) -> None:
    Profile.open(DataDir(root)).close()


def _save_settings(root: Path) -> None:
    SettingsStore(root / "settings.json").save(Settings())


LOCKS: list[tuple[str, str, Callable[[Path], None]]] = [
    ("profile", "profile.lock", _open_profile),
    ("settings", "settings.json.lock", _save_settings),
]


@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and /dev/null are POSIX")
@pytest.mark.parametrize("special", SPECIAL, ids=[s[0] for s in SPECIAL])
@pytest.mark.parametrize("lock", LOCKS, ids=[lock[0] for lock in LOCKS])
def test_a_lock_file_that_is_not_a_regular_file_is_refused_by_name(
    lock: tuple[str, str, Callable[[Path], None]],
    special: tuple[str, Callable[[Path], None], str],
    tmp_path: Path,
) -> None:
    _, name, use = lock
    _, make, why = special
    path = tmp_path / name
    make(path)
    with pytest.raises(LockUnusable) as caught:
        use(tmp_path)  # a FIFO never blocks: opened with O_NONBLOCK
    assert str(caught.value).startswith(f"{path}: {why}")
    assert not isinstance(caught.value, ProfileBusy)  # nothing says another copy is running


def test_the_profile_lock_is_held_until_released(tmp_path: Path) -> None:
    first = ProfileLock(tmp_path / "profile.lock")
    first.acquire()
    with pytest.raises(ProfileBusy, match="another copy of Mahjong Desktop"):
        ProfileLock(tmp_path / "profile.lock").acquire()
    first.release()
    again = ProfileLock(tmp_path / "profile.lock")
    again.acquire()
    again.release()


def test_the_exclusive_lock_is_free_again_after_its_block(tmp_path: Path) -> None:
    target = tmp_path / "settings.json"
    with exclusive(target), pytest.raises(ProfileBusy):
        ProfileLock(tmp_path / "settings.json.lock").acquire()  # the same OS lock, held
    held = ProfileLock(tmp_path / "settings.json.lock")
    held.acquire()  # free once the block ended
    held.release()
