"""Issue 22: two instances of the game open at once both keep their changes (merge before save)."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

from mahjong_desktop.storage.settings import AnimationSpeed, Settings
from mahjong_desktop.storage.settings_store import SettingsStore, merge

# Each process loads, waits for its turn (a file appears), changes one thing, saves, exits.
INSTANCE = textwrap.dedent(
    """
    import sys, time
    from dataclasses import replace
    from pathlib import Path
    from mahjong_desktop.storage.settings import AnimationSpeed
    from mahjong_desktop.storage.settings_store import SettingsStore

    path, turn, change = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3]
    store = SettingsStore(path)
    settings = store.load().settings
    (path.parent / (change + ".loaded")).touch()
    while not turn.exists():
        time.sleep(0.01)
    if change == "stake":
        settings = replace(settings, base_stake=7)
    elif change == "speed":
        settings = replace(settings, animation_speed=AnimationSpeed.FAST)
    elif change == "linan_cap":
        settings = settings.with_options("linan", {**settings.options_for("linan"), "cap": 800})
    else:
        options = {**settings.options_for("linan"), "base_stake": 3}
        settings = settings.with_options("linan", options)
    store.save(settings)
    """
)


def start(path: Path, turn: Path, change: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen([sys.executable, "-c", INSTANCE, str(path), str(turn), change])


def run_two(tmp_path: Path, first: str, second: str) -> dict[str, object]:
    path = tmp_path / "settings.json"
    SettingsStore(path).save(Settings())
    a = start(path, tmp_path / "go-a", first)
    b = start(path, tmp_path / "go-b", second)
    for name in (first, second):
        while not (tmp_path / f"{name}.loaded").exists():
            assert a.poll() is None and b.poll() is None
    # Both have read the same file; now they save one after the other.
    (tmp_path / "go-a").touch()
    assert a.wait(timeout=60) == 0
    (tmp_path / "go-b").touch()
    assert b.wait(timeout=60) == 0
    saved: dict[str, object] = json.loads(path.read_text(encoding="utf-8"))
    return saved


def test_two_processes_changing_different_settings_both_keep_theirs(tmp_path: Path) -> None:
    saved = run_two(tmp_path, "stake", "speed")
    assert saved["base_stake"] == 7
    assert saved["animation_speed"] == AnimationSpeed.FAST.value


def test_two_processes_changing_options_of_one_region_both_keep_theirs(tmp_path: Path) -> None:
    saved = run_two(tmp_path, "linan_cap", "linan_stake")
    assert saved["region_options"] == {"linan": {"cap": 800, "base_stake": 3}}


def test_the_saving_instance_adopts_what_the_other_saved(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    mine, theirs = SettingsStore(path), SettingsStore(path)
    mine.load()
    theirs.load()
    theirs.save(Settings(base_stake=9))
    adopted = mine.save(Settings(animation_speed=AnimationSpeed.SLOW))
    assert adopted.base_stake == 9 and adopted.animation_speed is AnimationSpeed.SLOW


def test_a_key_this_instance_did_not_change_follows_the_disk() -> None:
    base = {"a": 1, "b": 1, "o": {"x": 1}}
    assert merge(base, {"a": 2, "b": 1, "o": {"x": 1}}, {"a": 1, "b": 3, "o": {"y": 2}}) == {
        "a": 2,
        "b": 3,
        "o": {"y": 2},
    }
