"""The computer levels in a player's words: their names and what playing against each feels like.

Shared by the title page and the settings dialog so that both describe a level the same way. The
measured strength of each level is for the docs (docs/computer-players.md), not for these lines:
a player choosing an opponent wants to know how the game will feel, not a benchmark figure.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mahjong_desktop.storage.settings import AiLevel


def level_name(level: AiLevel) -> str:
    """``Easy`` / ``Normal`` / ``Hard`` in the player's language."""
    if level is AiLevel.EASY:
        return QCoreApplication.translate("ComputerLevels", "Easy")
    if level is AiLevel.NORMAL:
        return QCoreApplication.translate("ComputerLevels", "Normal")
    return QCoreApplication.translate("ComputerLevels", "Hard")


def level_feel(level: AiLevel) -> str:
    """One or two sentences on what a table of this level is like to play against."""
    if level is AiLevel.EASY:
        return QCoreApplication.translate(
            "ComputerLevels",
            "Easy: plays for a quick hand and slips now and then. It does not watch what you "
            "are collecting, so it often throws the tile you are waiting for. Good for learning "
            "the rules.",
        )
    if level is AiLevel.NORMAL:
        return QCoreApplication.translate(
            "ComputerLevels",
            # "Costs it more": in 兰州 outside 包 all three pay a discard win alike, and Normal
            # does not fold there (docs/computer-players.md, issue 34).
            "Normal: plays like a careful regular at your table. It aims for hands that pay "
            "under these rules, claims only when that helps, and plays safe when dealing in "
            "would cost it more than the others. You will have to earn your wins. The level for "
            "most games.",
        )
    return QCoreApplication.translate(
        "ComputerLevels",
        "Hard: a strong, patient player. It plans a few draws ahead, counts every point the "
        "rules pay and seldom feeds your hand. Expect to lose more than you win at first. The "
        "coach's advice comes from this level.",
    )
