"""Issue 22: no settings file stops the game, and no kill or full disk loses what the player had."""

from __future__ import annotations

import json
import os
import stat
import sys
import time
from pathlib import Path

import pytest

from mahjong_desktop.storage.atomic import STALE_AFTER_S, write_text_atomic
from mahjong_desktop.storage.settings import Settings
from mahjong_desktop.storage.settings_store import MAX_LISTED_PROBLEMS, SettingsStore


@pytest.fixture
def store(tmp_path: Path) -> SettingsStore:
    return SettingsStore(tmp_path / "cfg" / "settings.json")


def write(store: SettingsStore, text: str | bytes) -> None:
    store.path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        store.path.write_bytes(text)
    else:
        store.path.write_text(text, encoding="utf-8")


def test_an_integer_of_4301_digits_is_a_problem_naming_the_key(store: SettingsStore) -> None:
    write(store, '{"base_stake": ' + "9" * 4301 + ', "auto_win": true}')
    result = store.load()
    assert result.settings == Settings(auto_win=True)  # the good key is kept (issue 35 point 8)
    (problem,) = result.problems
    assert problem.key == "base_stake"
    assert "4301 digits" in problem.detail
    assert result.broken_copy is not None and result.broken_copy.exists()


def test_deep_nesting_is_refused_without_a_recursion_error(store: SettingsStore) -> None:
    write(store, "[" * 100_000 + "]" * 100_000)
    result = store.load()
    assert result.settings == Settings()
    assert "nested deeper than" in result.problems[0].detail
    assert result.broken_copy is not None


def test_deep_nesting_inside_strings_does_not_count(store: SettingsStore) -> None:
    write(store, json.dumps({"region": "[[[[[[[[[[[[[[[[[[[[[[[[[[[", "base_stake": 3}))
    result = store.load()
    assert result.settings.base_stake == 3
    assert [p.key for p in result.problems] == ["region"]


def test_non_utf8_bytes_are_a_problem_with_the_offset(store: SettingsStore) -> None:
    write(store, b'{"base_stake": 2, "x": "\xff"}')
    result = store.load()
    assert "not UTF-8" in result.problems[0].detail
    assert "offset 24" in result.problems[0].detail


def test_200000_unknown_keys_are_refused_at_once_as_too_large(store: SettingsStore) -> None:
    write(store, json.dumps({f"key{i}": i for i in range(200_000)}))
    result = store.load()
    assert len(result.problems) == 1
    assert "larger than" in result.problems[0].detail


def test_many_unknown_keys_within_the_size_limit_are_one_problem(store: SettingsStore) -> None:
    write(store, json.dumps({"base_stake": 5, **{f"k{i}": 0 for i in range(1500)}}))
    result = store.load()
    assert result.settings.base_stake == 5
    (problem,) = result.problems
    assert "and 1495 more" in problem.key


def test_many_bad_region_options_are_listed_up_to_a_bound(store: SettingsStore) -> None:
    options = {f"nonsense{i}": 1 for i in range(300)}
    write(store, json.dumps({"region_options": {"lincang": options}}))
    result = store.load()
    assert len(result.problems) == MAX_LISTED_PROBLEMS + 1
    assert "more problems not listed" in result.problems[-1].detail


def test_a_later_problem_never_overwrites_the_kept_copy(store: SettingsStore) -> None:
    write(store, '{"base_stake": "first"}')
    first = store.load().broken_copy
    write(store, '{"base_stake": "second"}')
    second = store.load().broken_copy
    assert first is not None and second is not None and first != second
    assert "first" in first.read_text(encoding="utf-8")
    assert "second" in second.read_text(encoding="utf-8")


def test_a_full_disk_leaves_no_empty_copy_and_says_so(
    store: SettingsStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    write(store, '{"base_stake": "x"}')

    def no_space(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("mahjong_desktop.storage.aside.os.fsync", no_space)
    result = store.load()
    assert result.broken_copy is None
    assert "could not keep a copy: No space left on device" in result.messages()[-1]
    assert sorted(p.name for p in store.path.parent.iterdir()) == ["settings.json"]


def test_temporary_files_left_by_a_killed_save_are_removed(store: SettingsStore) -> None:
    store.save(Settings(base_stake=2))
    left = store.path.with_name(".settings.json.abc123.tmp")
    left.write_text("half a file", encoding="utf-8")
    old = time.time() - STALE_AFTER_S - 1
    os.utime(left, (old, old))
    fresh = store.path.with_name(".settings.json.def456.tmp")
    fresh.write_text("another instance is writing this", encoding="utf-8")
    assert store.load().settings.base_stake == 2
    assert not left.exists()
    assert fresh.exists()  # younger than a minute: may be a write in progress


def test_the_folder_is_fsynced_after_the_rename(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    synced: list[str] = []
    real_fsync = os.fsync

    def record(fd: int) -> None:
        synced.append("dir" if stat.S_ISDIR(os.fstat(fd).st_mode) else "file")
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", record)
    write_text_atomic(tmp_path / "a.json", "{}")
    # Windows opens no folder (its file system journals the rename itself): the file alone.
    assert synced == (["file"] if sys.platform == "win32" else ["file", "dir"])
