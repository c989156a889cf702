"""Hints on hover (waits after a discard, unseen counts) and the end-of-hand dialog."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QUrl
from PySide6.QtGui import QTextDocument
from pytestqt.qtbot import QtBot

from mahjong_desktop.engine.actions import Discard
from mahjong_desktop.engine.session import Session
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.tiles import parse, parse_one, zh_name
from mahjong_desktop.ui.dialogs.hand_result import ResultDialog
from mahjong_desktop.ui.table.hint_line import (
    build_hint_line,
    current_waits,
    describe,
    ready_summary,
)
from tests.helpers.finished_hands import finished_hand


def dealer_view(region: RegionRules, hand: str) -> PlayerView:
    """The dealer's first turn of a real deal, with the concealed tiles replaced by ``hand``."""
    game = Session(region, 7, hands=1).start_hand()
    tiles = tuple(sorted(parse(hand)))
    # Every kind of the new hand may be discarded (the hints weigh the legal discards only).
    legal = tuple(Discard(game.dealer, t) for t in sorted(set(tiles)))
    return replace(game.view(game.dealer), concealed=tiles, drawn=tiles[-1], legal=legal)


def test_a_ready_discard_lists_waits_with_unseen_counts() -> None:
    view = dealer_view(load_region("lincang"), "123456789m1123p9s")
    advice = build_hint_line(load_region("lincang"), view)
    row = advice.rows[parse_one("9s")]
    assert row.ready and row.shanten == 0
    unseen = {w.tile: w.unseen for w in row.waits}
    one_p, four_p = parse("1p4p")
    outside = view.visible_counts()
    assert set(unseen) == {one_p, four_p}
    assert unseen[four_p] == 4 - outside[four_p]
    assert unseen[one_p] == 4 - outside[one_p]  # the two in hand count as seen
    text = describe(row)
    assert zh_name(four_p) in text and f"×{unseen[four_p]}" in text
    assert zh_name(parse_one("9s")) in ready_summary(advice)


def test_lincang_plain_hand_wait_says_self_draw_only() -> None:
    region = load_region("lincang")
    row = build_hint_line(region, dealer_view(region, "123456789m1123p9s")).rows[parse_one("9s")]
    assert all(not w.wins_by_discard and w.wins_by_self_draw for w in row.waits)
    text = describe(row)
    assert "self-draw only" in text and "discard" not in text.split("Waits:")[1]
    assert all(f"{zh_name(w.tile)} ×{w.unseen}" in text for w in row.waits)


def test_a_pattern_wait_wins_by_discard_and_self_draw_with_its_value() -> None:
    region = load_region("lincang")
    # Nine gates in characters after discarding 东: every wait is 清一色, legal on a discard.
    row = build_hint_line(region, dealer_view(region, "1112345678999m1z")).rows[parse_one("1z")]
    assert len(row.waits) == 9
    assert all(w.wins_by_discard for w in row.waits)
    value = row.waits[0].by_discard
    assert f"discard {value.total} {value.unit}" in describe(row)


def test_linan_wait_below_the_minimum_is_no_win_with_the_scorers_reason() -> None:
    region = load_region("linan")
    view = dealer_view(region, "123m456p789s2377s4z")
    row = build_hint_line(region, view).rows[parse_one("4z")]
    assert row.waits and not any(w.wins_by_self_draw or w.wins_by_discard for w in row.waits)
    text = describe(row)
    assert "no win" in text and "minimum" in text


def test_a_discard_that_is_not_ready_says_how_far_and_what_helps() -> None:
    region = load_region("lincang")
    view = dealer_view(region, "159m19p19s1234567z")
    advice = build_hint_line(region, view)
    row = advice.rows[parse_one("1z")]
    assert not row.ready and row.shanten >= 1
    assert "from ready" in describe(row)
    assert ready_summary(advice) == ""


def test_a_waiting_hand_shows_its_own_waits_on_a_claim() -> None:
    region = load_region("lincang")
    game = Session(region, 7, hands=1).start_hand()
    tiles = tuple(sorted(parse("123456789m1123p")))
    other = (game.dealer + 1) % 4
    view = replace(game.view(other), concealed=tiles, drawn=None)
    advice = build_hint_line(region, view)
    assert advice.rows == {}
    assert {w.tile for w in advice.waits} == set(parse("1p4p"))
    assert zh_name(parse_one("4p")) in current_waits(advice)


def test_no_hints_without_a_full_or_waiting_hand() -> None:
    region = load_region("lincang")
    game = Session(region, 7, hands=1).start_hand()
    other = (game.dealer + 1) % 4
    advice = build_hint_line(region, game.view(other))
    assert advice.rows == {}


def test_the_end_of_hand_dialog_shows_hands_payments_and_totals(qtbot: QtBot) -> None:
    result = finished_hand()
    names = ["You", "Right", "Across", "Left"]
    dialog = ResultDialog(result, lambda r: names[r], lambda t: f"<{t}>", "en", 2)
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    html = dialog.browser.toHtml()
    for seat in range(4):
        for kind in result.ended.hands[seat]:  # every revealed tile is drawn as its picture
            assert f'src="tile:{kind}"' in html
        for meld in result.view.seats[seat].melds:
            assert all(f'src="tile:{kind}"' in html for kind in meld.tiles)
    image = dialog.browser.document().resource(
        QTextDocument.ResourceType.ImageResource, QUrl(f"tile:{result.ended.hands[0][0]}")
    )
    assert not image.isNull()
    for payment in result.settlement.payments:
        assert f"<{payment.reason}>" in text
        assert str(payment.amount * 2) in text
    for total in result.summary.totals:
        assert f"{total * 2:+d}" in text
    for win in result.settlement.wins:
        for item in win.evaluation.items:
            assert item.name_en in text
    assert dialog.next_button.text() == "&Session results"  # the session (one hand) is over
