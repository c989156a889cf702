"""Issue 29 point 9: only the discarder of a discard win dealt in. 临安 "放铳付全部，其他付一半":
the others pay their half under their own name; 兰州 outside 包 the others pay the same share,
also not as 点炮. The result screen names the discarder; the session counts one deal-in."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from mahjong_desktop.engine.session_stats import session_stats
from mahjong_desktop.rules.hand_facts import WinBy
from mahjong_desktop.rules.ruleset import load_ruleset
from mahjong_desktop.ui.dialogs.hand_result import ResultDialog
from mahjong_desktop.ui.session.controller import HandResult
from tests.helpers.finished_hands import played_hand

# Seeds whose first hand (four basic players) has a win on a discard.
LINAN_SEED = 9  # seat 3 wins on seat 0's discard
LANZHOU_SEED = 1  # 包扣到底: seat 1 wins four times on seat 3's discards, seat 0 once on seat 2's


def _discard_wins(result: HandResult) -> list[tuple[int, int]]:
    return [
        (w.seat, w.from_seat)
        for w in result.settlement.wins
        if w.win_by is WinBy.DISCARD and w.from_seat is not None
    ]


def test_linan_only_the_discarder_pays_as_fang_chong_the_others_pay_half_as_their_own() -> None:
    _, result = played_hand("linan", LINAN_SEED)
    ((winner, discarder),) = _discard_wins(result)
    by_payer = {p.payer: p for p in result.settlement.payments}
    assert by_payer[discarder].reason == "discard_win"
    for seat in set(range(4)) - {winner, discarder}:
        assert by_payer[seat].reason == "discard_win_other"
        assert 2 * by_payer[seat].amount == by_payer[discarder].amount  # 其他付一半


def test_lanzhou_the_others_pay_a_discard_win_not_as_dian_pao() -> None:
    _, result = played_hand("lanzhou", LANZHOU_SEED)
    for winner, discarder in _discard_wins(result):
        assert any(
            p.payer == discarder and p.payee == winner and p.reason == "discard_win"
            for p in result.settlement.payments
        )
    discarders = {d for _, d in _discard_wins(result)}
    dian_pao = [p for p in result.settlement.payments if p.reason == "discard_win"]
    assert {p.payer for p in dian_pao} <= discarders
    assert any(p.reason == "discard_win_other" for p in result.settlement.payments)


def test_the_share_of_a_discard_win_has_its_own_name_in_both_languages() -> None:
    for region in ("linan", "lanzhou"):
        ruleset = load_ruleset(region)
        zh, en = ruleset.term("discard_win_other", "zh_CN"), ruleset.term("discard_win_other", "en")
        assert zh != "discard_win_other" and en != "discard_win_other"
        assert "点炮" not in zh and "放铳" not in zh


def test_the_result_screen_names_the_discarder(qtbot: QtBot) -> None:
    _, result = played_hand("linan", LINAN_SEED)
    ((_, discarder),) = _discard_wins(result)
    names = ["You", "Right", "Across", "Left"]
    ruleset = load_ruleset("linan")
    dialog = ResultDialog(result, lambda r: names[r], lambda t: ruleset.term(t, "en"), "en", 1)
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    assert f"Discarded by {names[(discarder - result.view.seat) % 4]}: 放铳" in text
    # The line naming the discarder and the discarder's payment: nobody else is called 放铳.
    assert text.count("放铳 (discard win)") == 2
    assert "其他付一半" in text


def test_the_session_counts_one_deal_in_for_a_discard_win() -> None:
    session, result = played_hand("linan", LINAN_SEED)
    ((_, discarder),) = _discard_wins(result)
    stats = session_stats(session.summaries)
    assert [r.deal_ins for r in stats.seats] == [int(s == discarder) for s in range(4)]
