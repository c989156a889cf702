"""The status line's words for each kind of question the player is asked: a discard, a locked
hand after 报听, a claim on someone's discard, robbing a kong, the 甩牌 choice, the dealer's 玩法.

Region moves are recognised by the same words as their keys (``claim_bar.move_key``), so a new
region's moves are described without code here."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from mahjong_desktop.engine.actions import Discard, Pass, RegionMove, Win
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.tiles import zh_name
from mahjong_desktop.ui.table.claim_bar import move_key


def prompt(view: PlayerView, seat_name: Callable[[int], str]) -> str:
    """What the player is asked now, in one sentence."""
    legal = view.legal
    moves = [a for a in legal if isinstance(a, RegionMove)]
    keys = {move_key(a.name) for a in moves}
    can_pass = any(isinstance(a, Pass) for a in legal)
    if view.phase == Phase.ROB:
        return QCoreApplication.translate(
            "Prompts", "Rob the kong (抢杠) with 胡 [H], or pass [Space]."
        )
    if view.phase == Phase.CLAIM:
        tile = zh_name(view.claim_tile) if view.claim_tile is not None else ""
        who = seat_name(view.claim_from) if view.claim_from is not None else ""
        return (
            QCoreApplication.translate(
                "Prompts", "%1 discarded %2: claim it with a button, or pass [Space]."
            )
            .replace("%1", who)
            .replace("%2", tile)
        )
    if "M" in keys:
        return QCoreApplication.translate(
            "Prompts", "You deal: choose the 玩法 (mode) of this hand with a button."
        )
    if any(m.name.startswith("choose_fan:") for m in moves):
        return QCoreApplication.translate(
            "Prompts",
            "You deal: choose which 番种 (scoring sets) count this hand, with a button or its "
            "number key.",
        )
    if "S" in keys or any(m.name == "throw" for m in moves):
        if can_pass:
            return QCoreApplication.translate(
                "Prompts", "甩牌: throw a set with its button, or keep your hand [Space]."
            )
        return QCoreApplication.translate(
            "Prompts", "甩牌 (硬甩): a set you hold must be thrown — choose one with its button."
        )
    discards = [a for a in legal if isinstance(a, Discard)]
    if view.seats[view.seat].declared_ready:
        if any(isinstance(a, Win) for a in legal):
            return QCoreApplication.translate(
                "Prompts", "Your hand is locked (报听): win [H], or discard the drawn tile."
            )
        return QCoreApplication.translate(
            "Prompts", "Your hand is locked (报听): drawn tiles are discarded for you."
        )
    if discards and "T" in keys:
        return QCoreApplication.translate(
            "Prompts",
            "Your turn: discard a tile (click, or ←/→ and Enter), or declare ready (报听) [T] "
            "with the discard on its button.",
        )
    if discards:
        return QCoreApplication.translate(
            "Prompts", "Your turn: click a tile to discard it (or ←/→ and Enter)."
        )
    if can_pass:
        return QCoreApplication.translate("Prompts", "Choose with a button, or pass [Space].")
    return QCoreApplication.translate("Prompts", "Choose with a button.")
