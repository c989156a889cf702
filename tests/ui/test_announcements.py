"""Every moment of play is announced at the table: each win (兰州 包扣到底 wins as they happen,
with what they paid), each kong, 报听 and 甩牌 — and the name plates' scores follow at once."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from mahjong_desktop.engine.events import Melded, RegionMoved, Won
from mahjong_desktop.storage.settings import AnimationSpeed
from mahjong_desktop.ui.session.controller import HandResult, Update
from mahjong_desktop.ui.table.announcements import announce
from mahjong_desktop.ui.table.banner import MAX_LINES, TableBanner
from tests.helpers.app_windows import connect_at_start
from tests.helpers.play_driver import WAIT, build_app


def _names(identifier: str) -> tuple[str, str]:
    return {
        "bao_ting": ("报听", "报听 (declare ready)"),
        "qing_yi_se": ("清一色", "清一色 (one suit)"),
    }.get(identifier, (identifier, identifier))


def test_a_win_while_playing_on_names_the_winner_the_patterns_and_the_amount() -> None:
    won = Won(2, 5, "discard", 1, None, False, ("qing_yi_se",), paid=(0, -8, 8, 0))
    line = announce(
        won, lambda s: ["You", "下家 right", "对家 across", "上家 left"][s], _names, False, 2
    )
    assert line is not None
    assert line.startswith("对家 across 胡 wins")
    assert "from 下家 right" in line and "清一色 (one suit)" in line and line.endswith("+16")


def test_region_moves_and_kongs_are_announced_but_discards_are_not() -> None:
    from mahjong_desktop.engine.events import Discarded
    from mahjong_desktop.rules.hand_facts import Meld, MeldKind

    def name(seat: int) -> str:
        return f"seat{seat}"

    ready = announce(RegionMoved(1, "bao_ting", ()), name, _names, True)
    assert ready == "seat1: 报听"
    kong = announce(Melded(3, Meld(MeldKind.CONCEALED_KONG, (4, 4, 4, 4))), name, _names, True)
    assert kong is not None and kong.startswith("seat3") and "暗杠" in kong
    assert announce(Discarded(0, 4, False), name, _names, True) is None


def test_the_banner_keeps_the_last_lines_and_then_clears(qtbot: QtBot) -> None:
    from mahjong_desktop.ui.table.scene import TableScene
    from mahjong_desktop.ui.table.sprites import Resolution, TileSprites

    scene = TableScene(TileSprites(Resolution.X1), str)
    banner: TableBanner = scene.banner
    for i in range(MAX_LINES + 2):
        banner.announce(f"line {i}")
    assert banner.lines == [f"line {i}" for i in range(2, MAX_LINES + 2)]
    assert banner.box.isVisible()
    qtbot.waitUntil(lambda: not banner.box.isVisible(), timeout=WAIT)
    assert banner.lines == []


@pytest.mark.parametrize("seed", [1])
def test_a_lanzhou_hand_announces_every_win_as_it_happens(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, seed: int
) -> None:
    window = build_app(qtbot, tmp_path, monkeypatch, region="lanzhou").window
    page = window.table_page
    shown: list[tuple[str, list[int]]] = []
    original = TableBanner.announce

    def record(banner: TableBanner, line: str) -> None:
        shown.append((line, []))
        original(banner, line)

    monkeypatch.setattr(TableBanner, "announce", record)
    wins: list[Won] = []
    plates: list[list[int]] = []

    def seen(update: Update) -> None:
        new = [e for e in update.events if isinstance(e, Won)]
        wins.extend(new)
        if new:
            plates.append([info.score for info in update.view.seats])

    finished: list[HandResult] = []
    page.hand_finished.connect(finished.append)
    window.interactive = False
    connect_at_start(monkeypatch, "updated", seen)
    assert window.start_game(
        seed=seed, human=False, hands=1, speed=AnimationSpeed.INSTANT, auto_next_hand=True
    )
    qtbot.waitUntil(lambda: bool(finished), timeout=WAIT)
    QCoreApplication.processEvents()
    played_on = [w for w in wins if w.paid]
    assert len(played_on) >= 2  # this seed's hand goes on after several wins
    win_lines = [line for line, _ in shown if "胡" in line]
    assert len(win_lines) == len(wins)
    for won, line in zip(played_on, win_lines, strict=False):
        assert line.rstrip().endswith(f"{won.paid[won.seat]:+d}")
    # The plates moved with the first win paid, not only at the hand's end.
    assert plates and plates[0] != [0, 0, 0, 0]
    window.stop_game()
