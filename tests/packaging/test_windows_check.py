"""tools/windows/check.sh (the maintainer's Windows run under wine): valid bash, clean under
shellcheck, and a usage line instead of doing anything when called without a sub-command."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers.lint_tools import tool

SCRIPT = Path(__file__).resolve().parents[2] / "tools" / "windows" / "check.sh"
# The tool drives wine from Linux; on Windows itself there is no bash to run it with.
needs_bash = pytest.mark.skipif(
    sys.platform == "win32", reason="check.sh is a bash tool that runs Windows under wine on Linux"
)


@needs_bash
def test_windows_check_script_is_valid_bash() -> None:
    done = subprocess.run(["bash", "-n", str(SCRIPT)], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr


def test_shellcheck_finds_nothing_in_the_windows_check_script() -> None:
    done = subprocess.run(
        [tool("shellcheck"), "--shell=bash", "--severity=style", str(SCRIPT)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr


@needs_bash
def test_windows_check_script_without_a_sub_command_prints_its_usage() -> None:
    done = subprocess.run(["bash", str(SCRIPT)], capture_output=True, text=True, check=False)
    assert done.returncode != 0
    assert "usage: tools/windows/check.sh setup | test" in done.stderr
