"""Issue 28: the frozen app's entry script (packaging/entry.py). ``arena --jobs N`` starts worker
processes by running the executable again; in a frozen app on Windows only
``multiprocessing.freeze_support()`` tells such a worker from a player's command line."""

from __future__ import annotations

import multiprocessing
import runpy
from pathlib import Path

import pytest

import mahjong_desktop.cli

ENTRY = Path(__file__).resolve().parents[2] / "packaging" / "entry.py"


def test_the_frozen_entry_lets_a_worker_process_run_before_reading_a_command_line(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    calls: list[str] = []
    monkeypatch.setattr(multiprocessing, "freeze_support", lambda: calls.append("freeze_support"))

    def main() -> int:
        calls.append("main")
        return 0

    monkeypatch.setattr(mahjong_desktop.cli, "main", main)
    with pytest.raises(SystemExit) as done:
        runpy.run_path(str(ENTRY), run_name="__main__")
    assert done.value.code == 0
    assert calls == ["freeze_support", "main"]
