"""One line per region for the title page: what makes its mahjong different from the others,
in the player's language (written from docs/rules/<region>.md).

A region without a line here (a ruleset added later, a test's toy region) shows the description
from its ruleset file instead, so every playable region has a card.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mahjong_desktop.rules.ruleset import Ruleset


def _lines() -> dict[str, str]:
    # Built on each call: the words follow the language installed at the time.
    return {
        "lincang": QCoreApplication.translate(
            "RegionCards",
            "No chow. A plain hand (平胡) wins only by self-draw; two tail tiles lie face up for "
            "a ready player's 杠上开花.",
        ),
        "linfen": QCoreApplication.translate(
            "RegionCards",
            "Like 临沧, but a win you let pass bars discard wins until your next draw (弃先胡后), "
            "and at a drawn hand the unready pay the ready (查大叫).",
        ),
        "lanzhou": QCoreApplication.translate(
            "RegionCards",
            "The 玩法 says whether you may chow and must declare 报听 to win; throw 甩牌 sets "
            "after the deal, and play on after a win until the wall is empty.",
        ),
        "shangrao": QCoreApplication.translate(
            "RegionCards",
            "A tile turned up from the tail makes the next kind the wild 宝; wins are "
            "self-drawn only, and every 宝 you throw away (飞宝) doubles the win.",
        ),
        "linan": QCoreApplication.translate(
            "RegionCards",
            "财神 wild tiles and 杠花 bonus tiles; a win needs 200 胡 by self-draw or 300 胡 on "
            "a discard.",
        ),
    }


def region_card(ruleset: Ruleset, language: str) -> str:
    """The line for ``ruleset``'s region (a player's own variant gets its base region's line)."""
    line = _lines().get(ruleset.region)
    if line is not None:
        return line
    return ruleset.description_zh if language.startswith("zh") else ruleset.description_en
