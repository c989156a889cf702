"""Issue 35 point 10: ``score FILE`` given a FIFO or a device is refused at once (exit 2, one line),
never blocked on or read without end."""

from __future__ import annotations

import contextlib
import io
import os
import threading
from pathlib import Path

import pytest

from mahjong_desktop.cli import main


def score(path: Path) -> tuple[int, str]:
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        code = main(["score", str(path)])
    return code, err.getvalue()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_score_refuses_a_fifo_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "hand.json"
    os.mkfifo(fifo)
    answers: list[tuple[int, str]] = []
    thread = threading.Thread(target=lambda: answers.append(score(fifo)), daemon=True)
    thread.start()
    thread.join(60)  # a watchdog against a hang, not a timing check
    if thread.is_alive():
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))  # free the blocked reader
        thread.join(60)
    code, err = answers[0]
    assert code == 2 and err.count("\n") == 1
    assert "named pipe (FIFO), not a regular file; refused" in err


@pytest.mark.skipif(
    os.name == "nt" or not Path("/dev/zero").exists(),
    reason="/dev/zero is a POSIX device (under wine the path exists but opens as a missing file)",
)
def test_score_refuses_a_device(tmp_path: Path) -> None:
    link = tmp_path / "hand.json"
    link.symlink_to("/dev/zero")
    code, err = score(link)
    assert code == 2 and "a device, not a regular file" in err
