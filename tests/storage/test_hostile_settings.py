"""Issue 35 points 8–10: one bad value in settings.json costs that key only; an unreadable file is
kept aside before anything is written over it; a FIFO, a device or a folder in place of a file
the game opens is refused at once, never read."""

from __future__ import annotations

import errno
import json
import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from mahjong_desktop.storage.settings import (
    AiLevel,
    AnimationSpeed,
    Language,
    Opponent,
    SessionLength,
    Settings,
    settings_to_json,
)
from mahjong_desktop.storage.settings_store import SettingsStore
from mahjong_desktop.storage.window_state import load_window_state

# Every key differs from its default, so a key silently reset shows.
GOOD = Settings(
    region="linan",
    computer_levels=dict.fromkeys(Opponent, AiLevel.HARD),
    session_length=SessionLength.HANDS,
    session_hands=12,
    base_stake=5,
    animation_speed=AnimationSpeed.FAST,
    language=Language.EN,
    player_seat=2,
    auto_win=True,
    auto_pass=True,
    claim_timer=10,
    discard_timer=30,
    sound_volume=40,
    sound_muted=True,
    cjk_font_notice_dismissed=True,
)

NESTED_10 = "[" * 10 + "]" * 10
BAD_VALUES: dict[str, tuple[str, str]] = {
    "a 19-digit number": ("base_stake", "1234567890123456789"),
    "a 1,500-character string": ("region", json.dumps("x" * 1500)),
    "a 2,500-item array": ("computer_levels", json.dumps(list(range(2500)))),
    "10-deep nesting": ("region_options", NESTED_10),
    "NaN": ("sound_volume", "NaN"),
    "Infinity": ("claim_timer", "Infinity"),
    "-Infinity": ("discard_timer", "-Infinity"),
}


def text_with(key: str, literal: str) -> str:
    """The GOOD settings as JSON with ``key``'s value replaced by the raw JSON ``literal``."""
    data = settings_to_json(GOOD)
    data[key] = "@@HERE@@"
    return json.dumps(data).replace('"@@HERE@@"', literal)


@pytest.fixture
def store(tmp_path: Path) -> SettingsStore:
    return SettingsStore(tmp_path / "settings.json")


@pytest.mark.parametrize("case", list(BAD_VALUES))
def test_one_value_beyond_the_limits_costs_that_key_only(store: SettingsStore, case: str) -> None:
    key, literal = BAD_VALUES[case]
    store.path.write_text(text_with(key, literal), encoding="utf-8")
    result = store.load()
    assert [p.key for p in result.problems] == [key]
    # Every other key is the player's; the bad one is its default.
    kept = settings_to_json(result.settings)
    expected = settings_to_json(GOOD)
    expected[key] = settings_to_json(Settings())[key]
    assert kept == expected
    assert result.broken_copy is not None and result.broken_copy.exists()


def test_a_utf8_byte_order_mark_as_notepad_writes_is_accepted(store: SettingsStore) -> None:
    store.path.write_bytes(b"\xef\xbb\xbf" + json.dumps(settings_to_json(GOOD)).encode())
    result = store.load()
    assert result.problems == ()
    assert result.settings == GOOD


def refuse_reading(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``open`` of ``path`` for reading fails as for a mode-000 file seen by a normal user (tests
    run as root, which reads any file)."""
    real_open: Callable[..., int] = os.open

    def fake_open(name: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        writing = flags & (os.O_WRONLY | os.O_RDWR)
        if Path(os.fsdecode(name)) == path and not writing:
            raise PermissionError(errno.EACCES, "Permission denied", str(name))
        return real_open(name, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", fake_open)


def test_an_unreadable_settings_file_is_kept_aside_before_the_next_save(
    store: SettingsStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    original = text_with("base_stake", "7").encode()
    store.path.write_bytes(original)
    refuse_reading(store.path, monkeypatch)
    result = store.load()
    assert "Permission denied" in result.messages()[0]
    assert result.settings == Settings()
    store.save(Settings(base_stake=3))
    monkeypatch.undo()
    kept = [p for p in store.path.parent.iterdir() if ".broken" in p.name]
    assert [p.read_bytes() for p in kept] == [original]
    assert store.load().settings.base_stake == 3


def test_a_settings_file_that_cannot_be_kept_is_never_written_over(
    store: SettingsStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    original = text_with("base_stake", "7").encode()
    store.path.write_bytes(original)
    refuse_reading(store.path, monkeypatch)

    def no_link_or_rename(*args: object, **kwargs: object) -> None:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(os, "link", no_link_or_rename)
    monkeypatch.setattr(os, "rename", no_link_or_rename)
    result = store.load()
    assert result.broken_copy is None
    assert "could not keep a copy" in result.messages()[-1]
    with pytest.raises(OSError, match="not overwritten"):
        store.save(Settings(base_stake=3))
    monkeypatch.undo()
    assert store.path.read_bytes() == original


@pytest.mark.skipif(
    not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root reads a mode-000 file"
)
def test_a_mode_000_settings_file_is_kept_aside(store: SettingsStore) -> None:
    store.path.write_text(text_with("base_stake", "7"), encoding="utf-8")
    store.path.chmod(0)
    assert store.load().problems
    store.save(Settings())
    assert any(".broken" in p.name for p in store.path.parent.iterdir())


def finishes(work: Callable[[], object], fifo: Path) -> object:
    """``work()``'s result; fails instead of hanging the test run if it blocks on ``fifo`` (the
    generous wait is a watchdog, not a timing check: the fixed code never waits at all)."""
    results: list[object] = []
    thread = threading.Thread(target=lambda: results.append(work()), daemon=True)
    thread.start()
    thread.join(60)
    blocked = thread.is_alive()
    if blocked:  # let the blocked reader go: a writer opens and closes the pipe
        fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
        os.close(fd)
        thread.join(60)
    assert not blocked, f"reading {fifo} blocked"
    return results[0]


needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")


@needs_fifo
def test_a_fifo_in_place_of_settings_json_is_refused_at_once(store: SettingsStore) -> None:
    os.mkfifo(store.path)
    result = finishes(store.load, store.path)
    assert isinstance(result, type(store.load()))
    assert "named pipe (FIFO), not a regular file" in result.messages()[0]
    assert result.settings == Settings()
    store.save(GOOD)  # the pipe was moved aside: the settings can be saved
    assert store.load().settings == GOOD


@needs_fifo
def test_a_fifo_in_place_of_window_json_is_refused_at_once(tmp_path: Path) -> None:
    path = tmp_path / "window.json"
    os.mkfifo(path)
    result = finishes(lambda: load_window_state(path), path)
    assert "named pipe (FIFO)" in str(getattr(result, "problem", ""))
    assert not path.exists()


@pytest.mark.skipif(
    os.name == "nt" or not Path("/dev/zero").exists(),
    reason="/dev/zero is a POSIX device (under wine the path exists but links to it differ)",
)
def test_a_link_to_dev_zero_is_refused_without_reading_it(store: SettingsStore) -> None:
    store.path.symlink_to("/dev/zero")
    result = store.load()
    assert "a device, not a regular file" in result.messages()[0]
    assert result.broken_copy is not None and result.broken_copy.is_symlink()
    store.save(GOOD)
    assert store.load().settings == GOOD


def test_a_folder_in_place_of_settings_json_is_refused_and_moved_aside(
    store: SettingsStore,
) -> None:
    store.path.mkdir()
    (store.path / "keep.txt").write_text("the player's", encoding="utf-8")
    result = store.load()
    assert "a folder, not a regular file" in result.messages()[0]
    assert result.broken_copy is not None
    assert (result.broken_copy / "keep.txt").read_text(encoding="utf-8") == "the player's"
    store.save(GOOD)
    assert store.load().settings == GOOD
