"""The moments worth a banner at the table — every win (with its patterns and, while the hand
plays on, what it paid), every kong, 报听 and 甩牌 — told in the player's language.

``announce`` turns one engine event into a line, or None for the moments the table shows well
enough by itself (draws, discards, pongs).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from mahjong_desktop.engine.events import Event, Melded, RegionMoved, Won
from mahjong_desktop.rules.hand_facts import MeldKind
from mahjong_desktop.tiles import zh_name
from mahjong_desktop.ui.table.claim_bar import MoveNames, move_label

MAX_ITEMS = 3
SeatName = Callable[[int], str]  # a seat number (absolute) → how the table names it


def win_way(win_by: str) -> str:
    words = {
        "self_draw": QCoreApplication.translate("Announcements", "自摸 self-draw"),
        "discard": QCoreApplication.translate("Announcements", "点炮 on a discard"),
        "kong_replacement": QCoreApplication.translate("Announcements", "杠上花 kong replacement"),
        "discard_after_kong": QCoreApplication.translate(
            "Announcements", "杠上炮 discard after a kong"
        ),
        "robbed_kong": QCoreApplication.translate("Announcements", "抢杠 robbed kong"),
    }
    return words.get(win_by, win_by)


def announce(
    event: Event, seat_name: SeatName, names: MoveNames, zh: bool, stake: int = 1
) -> str | None:
    """A banner line for ``event``; ``names`` gives a ruleset term's (Chinese, English) names;
    amounts are shown as ``stake`` × engine points, as the name plates show them."""
    if isinstance(event, Won):
        return _win(event, seat_name, names, zh, stake)
    if isinstance(event, Melded) and event.meld.kind.is_kong:
        kind = {
            MeldKind.KONG: QCoreApplication.translate("Announcements", "杠 exposed kong"),
            MeldKind.ADDED_KONG: QCoreApplication.translate("Announcements", "补杠 added kong"),
            MeldKind.CONCEALED_KONG: QCoreApplication.translate(
                "Announcements", "暗杠 concealed kong"
            ),
        }[event.meld.kind]
        tile = (
            zh_name(event.meld.tiles[0]) if event.meld.kind is not MeldKind.CONCEALED_KONG else ""
        )
        return (
            QCoreApplication.translate("Announcements", "%1: %2 %3")
            .replace("%1", seat_name(event.seat))
            .replace("%2", kind)
            .replace("%3", tile)
            .strip()
        )
    if isinstance(event, RegionMoved):
        tiles = " ".join(zh_name(t) for t in event.tiles)
        move = _move_words(names, event.name, zh)
        return (
            QCoreApplication.translate("Announcements", "%1: %2 %3")
            .replace("%1", seat_name(event.seat))
            .replace("%2", move)
            .replace("%3", tiles)
            .strip()
        )
    return None


def _move_words(names: MoveNames, identifier: str, zh: bool) -> str:
    """报听 / 甩牌 / 定玩法: 两报 in Chinese; both languages (as on the buttons) in English."""
    if not zh:
        return move_label(names, identifier)
    head, _, arg = identifier.partition(":")
    return f"{names(head)[0]}: {names(arg)[0]}" if arg else names(head)[0]


def _win(event: Won, seat_name: SeatName, names: MoveNames, zh: bool, stake: int) -> str:
    # The banner is a moment, not the score sheet (the result screen itemises every 胡/台/番).
    shown = [names(item)[0 if zh else 1] for item in event.items[:MAX_ITEMS]]
    items = " · ".join(shown) + (" …" if len(event.items) > MAX_ITEMS else "")
    head = (
        QCoreApplication.translate("Announcements", "%1 胡 wins (%2)")
        .replace("%1", seat_name(event.seat))
        .replace("%2", win_way(event.win_by))
    )
    if event.from_seat is not None and event.win_by != "self_draw":
        head += " " + QCoreApplication.translate("Announcements", "from %1").replace(
            "%1", seat_name(event.from_seat)
        )
    line = f"{head}: {items}" if items else head
    if event.paid:
        line += f"  {event.paid[event.seat] * stake:+d}"
    return line
