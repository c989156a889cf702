"""Whether the system can draw Chinese text; the tiles' names and rule terms need it."""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFontDatabase


def has_cjk_font() -> bool:
    """True when some installed font family supports Simplified Chinese writing."""
    return bool(QFontDatabase.families(QFontDatabase.WritingSystem.SimplifiedChinese))


def missing_cjk_font_notice(platform: str = sys.platform) -> str:
    """How to get a Chinese font on this system.

    The notice only shows when Chinese cannot be drawn, so the Chinese translation of these
    strings is left empty on purpose: the English source, which can be drawn, shows instead.
    """
    if platform.startswith("linux"):
        return QCoreApplication.translate(
            "FontNotice",
            "No font for Chinese characters is installed, so tile names and rule terms show as "
            "boxes. Install one, for example with: sudo apt install fonts-noto-cjk "
            "(then restart the game).",
        )
    return QCoreApplication.translate(
        "FontNotice",
        "No font for Chinese characters was found, so tile names and rule terms show as boxes. "
        "Windows and macOS ship one: turn on the system's Chinese (Simplified) language support, "
        "then restart the game.",
    )
