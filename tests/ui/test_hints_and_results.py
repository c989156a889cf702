"""Hints on hover (waits after a discard, unseen counts) and the end-of-hand dialog."""

from __future__ import annotations

from dataclasses import replace

from pytestqt.qtbot import QtBot

from mahjong_desktop.ai.basic import BasicPlayer
from mahjong_desktop.engine.events import HandEnded
from mahjong_desktop.engine.session import Session
from mahjong_desktop.hand import ShapeRules
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.tiles import parse, zh_name
from mahjong_desktop.ui.controller import HandResult
from mahjong_desktop.ui.hints import describe, discard_rows, ready_summary
from mahjong_desktop.ui.result_dialog import ResultDialog


def dealer_view():
    game = Session(load_region("lincang"), 7, hands=1).start_hand()
    return game.view(game.dealer)


def test_a_discard_that_leaves_the_hand_ready_lists_waits_with_unseen_counts(
    qtbot: QtBot,
) -> None:
    view = dealer_view()
    # 123m 456m 789m 11p 23p + 9s: discarding 9s waits on 1p/4p.
    hand = tuple(sorted(parse("123456789m1123p9s")))
    view = replace(view, concealed=hand, drawn=hand[-1])
    rows = discard_rows(view, ShapeRules())
    row = rows[parse("9s")[0]]
    assert row.shanten == 0
    kinds = dict(row.effective)
    one_p, four_p = parse("1p4p")
    seen_outside = view.visible_counts()
    assert kinds[four_p] == 4 - seen_outside[four_p]  # none in hand
    assert kinds[one_p] == 4 - seen_outside[one_p]  # two in hand, counted as seen
    text = describe(row)
    assert zh_name(four_p) in text and "ready" in text
    assert zh_name(parse("9s")[0]) in ready_summary(rows)


def test_no_hints_without_a_full_hand() -> None:
    game = Session(load_region("lincang"), 7, hands=1).start_hand()
    other = (game.dealer + 1) % 4
    assert discard_rows(game.view(other), ShapeRules()) == {}


def finished_hand() -> HandResult:
    session = Session(load_region("lincang"), 2, hands=1)
    players = [BasicPlayer(s) for s in range(4)]
    game = session.start_hand()
    while not game.is_over:
        for seat in game.waiting_for():
            game.apply(players[seat](game.view(seat)))
    ended = next(e for e in reversed(game.events) if isinstance(e, HandEnded))
    settlement = game.settlement
    assert settlement is not None
    summary = session.settle_current()
    assert summary is not None
    return HandResult(ended, settlement, summary, game.view(0, session.totals), True)


def test_the_end_of_hand_dialog_shows_hands_payments_and_totals(qtbot: QtBot) -> None:
    result = finished_hand()
    names = ["You", "Right", "Across", "Left"]
    dialog = ResultDialog(result, lambda r: names[r], lambda t: f"<{t}>", "en", 2)
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    for seat in range(4):
        for kind in result.ended.hands[seat]:
            assert zh_name(kind) in text
    for payment in result.settlement.payments:
        assert f"<{payment.reason}>" in text
        assert str(payment.amount * 2) in text
    for total in result.summary.totals:
        assert f"{total * 2:+d}" in text
    for win in result.settlement.wins:
        for item in win.evaluation.items:
            assert item.name_en in text
    assert dialog.next_button.text() == "Close"  # the session (one hand) is over
