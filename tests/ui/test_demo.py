"""``mahjong-desktop --demo``: the real window, computers in all seats, a screenshot, exit 0."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage


def run_demo(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "cfg"))
    return subprocess.run(
        [sys.executable, "-m", "mahjong_desktop", "--demo", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def test_demo_plays_the_hands_saves_a_screenshot_and_exits_0(tmp_path: Path) -> None:
    shot = tmp_path / "demo.png"
    done = run_demo(
        tmp_path, "--hands", "2", "--seed", "5", "--region", "lincang", "--screenshot", str(shot)
    )
    assert done.returncode == 0, done.stderr
    image = QImage(str(shot))
    assert not image.isNull()
    assert image.width() >= 800 and image.height() >= 600
    colours = {
        image.pixel(x, y) for x in range(0, image.width(), 37) for y in range(0, image.height(), 37)
    }
    assert len(colours) > 20  # a drawn table, not a blank window
    # The demo does not write the player's settings.
    assert not (tmp_path / "cfg" / "mahjong-desktop" / "settings.json").exists()


def test_demo_with_an_unknown_region_fails(tmp_path: Path) -> None:
    done = run_demo(tmp_path, "--region", "atlantis")
    assert done.returncode != 0


def test_qt_calls_do_not_exhaust_the_reference_count_of_none() -> None:
    # PySide6 6.12.0 on Python 3.11 drops a reference to None per void call and aborts the
    # interpreter within seconds of play; pyproject.toml keeps that release out. This fails if a
    # PySide6 with the bug is installed again.
    probe = (
        "import mahjong_desktop.ui\n"
        "from PySide6.QtCore import QObject, Signal\n"
        "class S(QObject):\n"
        "    s = Signal(bool)\n"
        "o = S()\n"
        "o.s.connect(lambda v: None)\n"
        "for _ in range(60000):\n"
        "    o.setObjectName('x')\n"
        "    o.s.emit(True)\n"
        "print('alive')\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe],
        capture_output=True,
        text=True,
        check=False,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "alive"
