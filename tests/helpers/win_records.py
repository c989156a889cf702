"""A win made by hand for the session-figure tests: an ordinary 平胡 hand (or an item of another
key), by self-draw or on a discard."""

from __future__ import annotations

from mahjong_desktop.rules.hand_facts import Evaluation, ScoreItem, WinBy
from mahjong_desktop.rules.settlement import WinRecord
from mahjong_desktop.tiles import NUM_KINDS, parse


def win(seat: int, from_seat: int | None, key: str = "ping_hu") -> WinRecord:
    counts = [0] * NUM_KINDS
    for k in parse("123m456p789s234s55p"):
        counts[k] += 1
    by = WinBy.SELF_DRAW if from_seat is None else WinBy.DISCARD
    ev = Evaluation(True, None, (ScoreItem(key, key, key, 1),), "番", 1)
    return WinRecord(seat, parse("5p")[0], by, from_seat, ev, tuple(counts))
