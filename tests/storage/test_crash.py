"""``kill -9`` of a real process playing a session: the autosave resumes to the game it was
(issue 19: "a power cut or kill -9 at any moment loses at most the action being made")."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.storage.headless import continue_session, event_log
from mahjong_desktop.storage.recorder import SessionRecorder
from tests.helpers.seeded_sessions import new_session, open_stores, players_for, start_recorded

ROOT = Path(__file__).resolve().parents[2]
HANDS = 2


def _child(folder: Path, region: str, seed: int, mode: str) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen(
        [
            sys.executable,
            str(Path(__file__).with_name("crash_child.py")),
            str(folder),
            region,
            str(seed),
            str(HANDS),
            mode,
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=env,
        cwd=ROOT,
    )


def _kill_when(child: subprocess.Popen[str], ready: str) -> str:
    assert child.stdout is not None
    for line in child.stdout:
        if line.startswith(ready):
            # kill(): SIGKILL on POSIX, TerminateProcess on Windows; either ends the process at
            # once, with no clean-up code run.
            child.kill()
            child.wait()
            assert child.returncode == (1 if sys.platform == "win32" else -signal.SIGKILL)
            return line
    raise AssertionError(f"the child ended without {ready!r} (exit {child.wait()})")


def _uninterrupted(folder: Path, region: str, seed: int) -> list[dict[str, Any]]:
    session, header = new_session(region, seed, HANDS)
    recorder = start_recorded(folder, header)
    continue_session(session, players_for(session, header), recorder)
    return event_log(header, recorder.journal.load(recorder.uid).hands)


def _resume_and_finish(
    folder: Path,
) -> tuple[list[dict[str, Any]], tuple[int, Phase, dict[int, Any]] | None]:
    journal, records = open_stores(folder)
    entry = journal.latest_playing()
    assert entry is not None
    session = journal.load(entry.uid).build()
    game = session.game
    state = (
        None
        if game is None
        else (
            game.hand_number,
            game.phase,
            dict(game.window.answers) if game.window is not None else {},
        )
    )
    continue_session(
        session,
        players_for(session, entry.header),
        SessionRecorder(journal, records, entry.uid, entry.header),
    )
    return event_log(entry.header, journal.load(entry.uid).hands), state


@pytest.mark.parametrize(
    ("region", "mode"),
    [
        ("lanzhou", "claim"),
        ("linan", "claim"),
        ("shangrao", "answered"),
        ("shangrao", "hand"),
        ("lincang", "hand"),
    ],
)
def test_kill_9_at_a_chosen_point_resumes_to_the_same_session(
    region: str, mode: str, tmp_path: Path
) -> None:
    seed = 4242
    expected = _uninterrupted(tmp_path / "a", region, seed)
    child = _child(tmp_path / "b", region, seed, mode)
    line = _kill_when(child, "STOPPED")
    log, state = _resume_and_finish(tmp_path / "b")
    hand, _actions = map(int, line.split()[1:])
    assert state is not None and state[0] == hand
    if mode in ("claim", "answered"):
        assert state[1].value == "claim"  # resumed inside the open claim window
    if mode == "answered":
        assert state[2]  # with the answer already given
    assert log == expected


@pytest.mark.parametrize("after_actions", [40, 160])
def test_kill_9_wherever_it_lands_loses_at_most_the_action_being_made(
    after_actions: int, tmp_path: Path
) -> None:
    expected = _uninterrupted(tmp_path / "a", "linfen", 99)
    child = _child(tmp_path / "b", "linfen", 99, "run")
    _kill_when(child, f"A {after_actions}")  # the child plays on while the signal is sent
    journal, _ = open_stores(tmp_path / "b")
    entry = journal.sessions()[0]
    saved = sum(len(h) for h in journal.load(entry.uid).hands)
    assert saved >= after_actions  # every action reported saved is there
    journal.close()
    log, _ = _resume_and_finish(tmp_path / "b")
    assert log == expected
