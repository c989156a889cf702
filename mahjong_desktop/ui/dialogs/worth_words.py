"""The coach's worths in the player's language, in the units of the table's score plates.

A worth comes with its region's ``WorthUnit`` (``ai.worth_unit``): the number is the unit's
(× 100 × 底注 in 临安, whose plates count 胡 × 底注), the word is translated here: 分 is "points"
in English, 胡 keeps its Chinese name (a rule term). Used by 复盘 and the drill window, beside
the coach's reasons, which say the same numbers in the same units.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mahjong_desktop.ai.worth_unit import WorthUnit
from mahjong_desktop.rules.money_units import HU


def unit_word(unit: WorthUnit) -> str:
    """The unit's word: "points" (分 in Chinese), or 胡 in both languages."""
    if unit.money == HU:
        return HU
    return QCoreApplication.translate("WorthWords", "points")


def worth_text(unit: WorthUnit, worth: float) -> str:
    """A worth with its unit: "2.40 points", "240 胡"."""
    return f"{unit.number(worth)} {unit_word(unit)}"
