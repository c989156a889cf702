"""兰州 "由莊家決定番種" at the table: a human dealer is asked for the 番种 on the claim bar, after
the 玩法, with buttons named in the ruleset's words, and the table's rules then name the choice."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from mahjong_desktop.engine.actions import RegionMove
from tests.helpers.play_driver import WAIT, build_app

FAN_ON = {"lanzhou": {"dealer_chooses_fan": True, "mode": "dealer_chooses", "throw": "soft"}}


def names_on_bar(page: object) -> list[str]:
    bar = page.claim_bar  # type: ignore[attr-defined]
    return [a.name for a in bar.offered if isinstance(a, RegionMove)]


def test_a_human_dealer_chooses_the_mode_then_the_fan_zhong_on_the_claim_bar(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = build_app(qtbot, tmp_path, monkeypatch, region="lanzhou", region_options=FAN_ON).window
    page = window.table_page
    assert window.start_game(seed=3)
    assert window.controller is not None
    assert window.human_seat == window.controller.session.dealer  # the player deals first
    qtbot.waitUntil(lambda: page.asking is not None, timeout=WAIT)
    assert all(n.startswith("choose_mode:") for n in names_on_bar(page))
    qtbot.mouseClick(page.claim_bar.buttons[1], Qt.MouseButton.LeftButton)  # 三报
    qtbot.waitUntil(
        lambda: page.asking is not None and "choose_fan:xiao_ji" in names_on_bar(page),
        timeout=WAIT,
    )
    bar = page.claim_bar
    texts = [b.text() for b in bar.buttons]
    assert len(texts) == 4  # the four 中发白 rules, and no pass: the dealer must choose
    # The choice is named once before the buttons; each button names its option, and where the
    # English does not fit, the Chinese term alone with the full words as its tooltip.
    assert bar.lead.isVisible() and bar.lead.text() == "定番种 (choose the 番种):"
    assert texts[2].startswith("小鸡满天飞")
    full = texts[2] if "1s stands in" in texts[2] else bar.buttons[2].toolTip()
    assert full.startswith("小鸡满天飞 (中发白, 1s stands in)")
    assert all(b.sizeHint().width() <= b.width() for b in bar.buttons)  # nothing cut off
    qtbot.mouseClick(page.claim_bar.buttons[2], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: page.asking is not None and "choose_fan:hei_si_feng" in names_on_bar(page),
        timeout=WAIT,
    )
    first = page.claim_bar.buttons[0]
    # As above: the full words on the button, or (where the fonts make them too wide for it, as
    # under Windows' fonts) the Chinese term alone with the full words as its tooltip.
    assert first.text().startswith("不算黑四风、么九蛋")
    full = first.text() if "(no" in first.text() else first.toolTip()
    assert full.startswith("不算黑四风、么九蛋 (no 甩牌 番)")
    qtbot.mouseClick(page.claim_bar.buttons[3], Qt.MouseButton.LeftButton)  # both
    qtbot.waitUntil(lambda: page.latest is not None and page.latest.variant is not None
                    and page.latest.variant.count("+") == 2, timeout=WAIT)  # fmt: skip
    latest = page.latest
    assert latest is not None and latest.variant == "san_bao+xiao_ji+hei_si_feng_yao_jiu_dan"
    # The table is redrawn a moment after ``latest`` changes (REDRAW_INTERVAL_MS): wait for the
    # redraw of the second choice, not the one of the first (whose tip already names a 番种).
    both = "番种 (scoring sets): 小鸡满天飞 (中发白, 1s stands in), 黑四风"
    qtbot.waitUntil(lambda: both in page.scene.decor.centre_box.toolTip(), timeout=WAIT)
    tip = page.scene.decor.centre_box.toolTip()
    assert "玩法 (mode of the hand): 三报" in tip
    assert "庄家定番种 (dealer chooses the 番种): on" in tip
    window.stop_game()
