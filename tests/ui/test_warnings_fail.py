"""The test run's own strictness (pyproject's pytest options): a Qt warning, an exception Python
could not raise and one that ended a thread each fail the test they happen in. Checked by running
pytest on small tests with this project's configuration, so dropping an option fails here."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

CONFIG = Path(__file__).resolve().parents[2] / "pyproject.toml"

CASES = textwrap.dedent(
    """
    import threading

    from PySide6.QtCore import qWarning


    def test_a_qt_warning(qtbot):
        qWarning("QPainter::begin: Paint device returned engine == 0, type: 2")


    def test_an_unraisable_exception():
        class Broken:
            def __del__(self):
                raise RuntimeError("lost in __del__")

        Broken()


    def test_an_exception_that_ends_a_thread():
        thread = threading.Thread(target=lambda: 1 / 0)
        thread.start()
        thread.join()


    def test_the_offscreen_platforms_size_hints_message(qtbot):
        qWarning("This plugin does not support propagateSizeHints()")


    def test_a_quiet_test(qtbot):
        pass
    """
)


@pytest.fixture(scope="module")
def outcomes(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """Each case's outcome, from one pytest run with this project's configuration."""
    folder = tmp_path_factory.mktemp("strictness")
    (folder / "test_cases.py").write_text(CASES, encoding="utf-8")
    command = [sys.executable, "-m", "pytest", "-q", "-rA", "-p", "no:cacheprovider"]
    command += ["-c", str(CONFIG), "--rootdir", str(folder), "test_cases.py"]
    run = subprocess.run(
        command,
        cwd=folder,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    found: dict[str, str] = {}
    for line in run.stdout.splitlines():
        word, _, rest = line.partition(" test_cases.py::")
        if word in {"PASSED", "FAILED", "ERROR"} and rest:
            name = rest.split()[0]
            # An error in teardown (where pytest reports unraisables) follows the PASSED line.
            found[name] = "passed" if word == "PASSED" and name not in found else "failed"
    assert found, run.stdout + run.stderr
    return found


@pytest.mark.parametrize(
    ("case", "outcome"),
    [
        ("test_a_qt_warning", "failed"),
        ("test_an_unraisable_exception", "failed"),
        ("test_an_exception_that_ends_a_thread", "failed"),
        ("test_the_offscreen_platforms_size_hints_message", "passed"),
        ("test_a_quiet_test", "passed"),
    ],
)
def test_the_project_options_fail_a_test_that_warns(
    outcomes: dict[str, str], case: str, outcome: str
) -> None:
    assert outcomes[case] == outcome
