"""Issue 29 point 13: a 临汾 draw under 流局查大叫 showed only "没有支付". The result screen says
who was ready (best wait and its worth) and who not, and why nobody paid or what each paid.
Seed: "荒庄时，没有听牌的玩家赔给听牌的玩家" (docs/rules/linfen.md 查大叫)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from mahjong_desktop.rules.ruleset import load_ruleset
from mahjong_desktop.tiles import name
from mahjong_desktop.ui.dialogs.hand_result import ResultDialog
from mahjong_desktop.ui.session.controller import HandResult
from tests.helpers.finished_hands import played_hand

ALL_READY_SEED = 26  # a 临汾 draw (four basic players) where all four are ready: nobody pays
ONE_UNREADY_SEED = 62  # a 临汾 draw where seat 2 is not ready and pays the three others
NAMES = ["You", "Right", "Across", "Left"]


def _draw(seed: int) -> HandResult:
    _, result = played_hand("linfen", seed)
    assert result.ended.draw
    return result


def _text(qtbot: QtBot, result: HandResult) -> str:
    ruleset = load_ruleset("linfen")
    dialog = ResultDialog(result, lambda r: NAMES[r], lambda t: ruleset.term(t, "en"), "en", 1)
    qtbot.addWidget(dialog)
    return dialog.browser.toPlainText()


def test_linfen_draw_cha_da_jiao_says_everyone_was_ready_so_nobody_pays(qtbot: QtBot) -> None:
    result = _draw(ALL_READY_SEED)
    assert result.settlement.payments == ()
    text = _text(qtbot, result)
    assert "查大叫 (ready check at a draw)" in text
    assert "Everyone was ready: nobody pays." in text
    for check in result.settlement.ready_checks:
        assert check.best_wait is not None
        assert f"best wait {name(check.best_wait)}, worth {check.value}" in text


def test_linfen_draw_cha_da_jiao_names_who_was_not_ready(qtbot: QtBot) -> None:
    result = _draw(ONE_UNREADY_SEED)
    unready = [c.seat for c in result.settlement.ready_checks if not c.ready]
    assert unready == [2]
    text = _text(qtbot, result)
    assert text.count("not ready (未听牌)") == 1
    assert "pays each ready player the worth of that player's best wait" in text
