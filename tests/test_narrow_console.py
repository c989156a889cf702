"""Issue 22: a console that cannot show Chinese (cp1252, as on a Windows console with that code
page) gets escapes, not a ``UnicodeEncodeError`` that ends the command."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

HAND = {
    "region": "lincang",
    "concealed": "11133355577799p",
    "win_tile": "9p",
    "win_by": "discard",
}


def run(args: list[str], stdin: str = "") -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, "PYTHONIOENCODING": "cp1252"}
    return subprocess.run(
        [sys.executable, "-m", "mahjong_desktop", *args],
        input=stdin.encode(),
        capture_output=True,
        env=env,
        check=False,
        timeout=120,
    )


@pytest.mark.parametrize(
    "args", [["--help"], ["score", "--help"], ["simulate", "--region", "linan", "--hands", "1"]]
)
def test_text_output_survives_a_cp1252_console(args: list[str]) -> None:
    done = run(args)
    assert done.returncode == 0, done.stderr
    assert b"UnicodeEncodeError" not in done.stderr


def test_score_json_on_a_cp1252_console_reads_back_as_the_same_text() -> None:
    done = run(["score"], json.dumps(HAND))
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout.decode("cp1252"))
    assert [item["name"] for item in result["items"]] == ["碰碰胡", "清一色"]


def test_errors_on_a_cp1252_console_are_one_line_too() -> None:
    done = run(["score"], json.dumps({**HAND, "region": "临沧"}))
    assert done.returncode == 2
    assert b"UnicodeEncodeError" not in done.stderr and done.stderr.count(b"\n") == 1
