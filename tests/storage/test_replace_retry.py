"""Issue 28 (Windows): saving settings or the window state while another program holds the file
fails with "Access denied" for a moment; the rename is tried again with a short backoff, and when
the file stays held the write fails with a clear error and the file on disk is left as it was."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from mahjong_desktop.storage import atomic
from mahjong_desktop.storage.settings import Settings
from mahjong_desktop.storage.settings_store import SettingsStore
from mahjong_desktop.storage.window_state import load_window_state, save_window_state


def held(monkeypatch: pytest.MonkeyPatch, failures: int | None) -> list[float]:
    """``os.replace`` refused ``failures`` times (None: always) as Windows does for a held file;
    returns the pauses taken (recorded, not slept: no test waits on the clock)."""
    real_replace = os.replace
    pauses: list[float] = []
    calls = 0

    def replace(source: str | Path, target: str | Path) -> None:
        nonlocal calls
        calls += 1
        if failures is None or calls <= failures:
            raise PermissionError(13, "Access is denied", str(target))
        real_replace(source, target)

    monkeypatch.setattr("mahjong_desktop.storage.atomic.os.replace", replace)
    monkeypatch.setattr("mahjong_desktop.storage.atomic.time.sleep", pauses.append)
    return pauses


def test_a_settings_save_succeeds_when_the_file_is_held_for_a_moment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SettingsStore(tmp_path / "settings.json")
    store.save(Settings(base_stake=2))
    pauses = held(monkeypatch, failures=2)
    store.save(Settings(base_stake=9))
    monkeypatch.undo()
    assert pauses == list(atomic.REPLACE_RETRY_PAUSES_S[:2])
    assert store.load().settings.base_stake == 9


def test_a_window_state_save_succeeds_when_the_file_is_held_for_a_moment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "window.json"
    held(monkeypatch, failures=2)
    save_window_state(path, b"geometry")
    monkeypatch.undo()
    assert load_window_state(path).geometry == b"geometry"


def test_a_file_held_for_good_fails_clearly_and_loses_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SettingsStore(tmp_path / "settings.json")
    store.save(Settings(base_stake=2))
    before = store.path.read_bytes()
    pauses = held(monkeypatch, failures=None)
    with pytest.raises(PermissionError) as caught:
        store.save(Settings(base_stake=9))
    monkeypatch.undo()
    message = caught.value.strerror or ""
    assert str(store.path) in message and "held by another program" in message
    assert pauses == list(atomic.REPLACE_RETRY_PAUSES_S)
    assert store.path.read_bytes() == before
    assert not list(tmp_path.glob("*.tmp"))  # no temporary left behind
