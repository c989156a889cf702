"""A whole session of every region played through the window as a player plays it: clicks on
hand tiles and claim-bar buttons, ←/→ and Enter, the buttons' own keys — never engine calls —
from New game to the session's end. Run under xcb by ``.ci/run`` (real X server) and offscreen."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from mahjong_desktop.engine.actions import Discard, Pass, Win
from mahjong_desktop.ui.session.controller import HandResult
from tests.helpers.play_driver import WAIT, build_app, make_active

HANDS = 2


@pytest.mark.parametrize("region", ["lincang", "linfen", "lanzhou", "shangrao", "linan"])
def test_a_two_hand_session_to_its_end_by_mouse_and_keys(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, region: str
) -> None:
    window = build_app(qtbot, tmp_path, monkeypatch, region=region, hands=HANDS, seed=11).window
    page = window.table_page
    finished: list[HandResult] = []
    over: list[bool] = []
    page.hand_finished.connect(finished.append)
    window.session_finished.connect(lambda: over.append(True))
    window.new_game_action.trigger()  # Game → New game
    qtbot.waitUntil(lambda: window.controller is not None, timeout=WAIT)
    view = page.view
    used = {"click": 0, "keys": 0, "button": 0, "shortcut": 0}
    while not over:
        qtbot.waitUntil(lambda: page.asking is not None or bool(over), timeout=WAIT)
        if over:
            break
        asking = page.asking
        assert asking is not None
        bar = page.claim_bar
        wins = [i for i, a in enumerate(bar.offered) if isinstance(a, Win)]
        discards = [a for a in asking.legal if isinstance(a, Discard)]
        if wins:
            qtbot.mouseClick(bar.buttons[wins[0]], Qt.MouseButton.LeftButton)
            used["button"] += 1
        elif discards and used["click"] <= used["keys"]:
            target = [i for i in page.scene.own_items() if i.interactive][-1]
            point = view.mapFromScene(target.sceneBoundingRect().center())
            qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
            used["click"] += 1
        elif discards:
            page.setFocus()
            qtbot.keyClick(page, Qt.Key.Key_Left)
            qtbot.keyClick(page, Qt.Key.Key_Return)
            used["keys"] += 1
        elif bar.buttons:
            # Pass with Space half the time, else the first button by its shown key or a click.
            passes = [i for i, a in enumerate(bar.offered) if isinstance(a, Pass)]
            if passes and used["shortcut"] <= used["button"]:
                make_active(qtbot, page)
                qtbot.keyClick(page, Qt.Key.Key_Space)
                used["shortcut"] += 1
            else:
                qtbot.mouseClick(bar.buttons[0], Qt.MouseButton.LeftButton)
                used["button"] += 1

        def moved_on(asked: object = asking) -> bool:
            return page.asking is not asked or bool(over)

        qtbot.waitUntil(moved_on, timeout=WAIT)
    assert len(finished) == HANDS
    assert finished[-1].session_over
    assert used["click"] >= 1 and used["keys"] >= 1, used
    assert sum(sum(r.summary.net) for r in finished) == 0
    window.stop_game()
