"""What each discard would leave: ready or not, the waits and how many of each are still unseen.

Computed with ``mahjong_desktop.hand.discard_table`` from the player's own view only: "unseen" means
4 minus the copies in the player's hand, in every meld and discard, and in face-up tiles.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.hand import DiscardInfo, ShapeRules, discard_table
from mahjong_desktop.tiles import zh_name


def discard_rows(view: PlayerView, rules: ShapeRules) -> dict[int, DiscardInfo]:
    """One row per kind the player may discard now (empty when they hold no full hand)."""
    own = view.counts()
    melds = len(view.me.melds)
    if sum(own) != 14 - 3 * melds:
        return {}
    outside = [v - o for v, o in zip(view.visible_counts(), own, strict=True)]
    rows = discard_table(own, melds=melds, wild=view.wild, rules=rules, visible=outside)
    return {row.discard: row for row in rows}


def describe(row: DiscardInfo) -> str:
    tile = zh_name(row.discard)
    waits = ", ".join(f"{zh_name(k)} ×{n}" for k, n in row.effective)
    if row.shanten == 0:
        return (
            QCoreApplication.translate("Hints", "Discard %1: ready. Waits: %2 (%3 unseen)")
            .replace("%1", tile)
            .replace("%2", waits or "—")
            .replace("%3", str(row.total))
        )
    steps = QCoreApplication.translate("Hints", "%n step(s)", "", row.shanten)
    return (
        QCoreApplication.translate(
            "Hints", "Discard %1: %2 from ready; %3 unseen tiles improve it: %4"
        )
        .replace("%1", tile)
        .replace("%2", steps.replace("%n", str(row.shanten)))
        .replace("%3", str(row.total))
        .replace("%4", waits or "—")
    )


def ready_summary(rows: dict[int, DiscardInfo]) -> str:
    """Which discards leave the hand ready, for the hint line when it is the player's turn."""
    ready = [zh_name(k) for k, row in sorted(rows.items()) if row.shanten == 0]
    if not ready:
        return ""
    return QCoreApplication.translate("Hints", "Ready after discarding: %1").replace(
        "%1", " ".join(ready)
    )
