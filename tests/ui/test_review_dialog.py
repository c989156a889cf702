"""The review screen (复盘): the coach's judgement of each of the player's decisions, computed in a
worker thread, shown as one table; reached from the end-of-hand dialog."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog, QWidget
from pytestqt.qtbot import QtBot

from mahjong_desktop.ai.review import Review
from mahjong_desktop.engine.actions import Discard
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.ui.dialogs.hand_result import ResultDialog
from mahjong_desktop.ui.dialogs.review import ReviewDialog
from tests.helpers.finished_hands import finished_hand, random_players_decisions

WAIT = 60_000  # ms; a safety net against a hung test, not a speed requirement


def test_the_review_lists_every_decision_with_both_choices(qtbot: QtBot) -> None:
    decisions = random_players_decisions()
    dialog = ReviewDialog(decisions, load_region("lincang"), lambda t: t, "en", 3)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Review of hand 3 (复盘)"
    qtbot.waitUntil(lambda: dialog.review is not None, timeout=WAIT)
    result = dialog.review
    assert isinstance(result, Review)
    asked = [d for d in decisions if len(d[0].legal) > 1]
    assert len(result.items) == len(asked)
    text = dialog.browser.toPlainText()
    html = dialog.browser.toHtml()
    assert f"You chose as the coach would at {result.agreed} of {len(asked)} decisions." in text
    assert f"gave up {result.given_up:.2f} points in all" in text
    for item in result.items:
        if isinstance(item.taken, Discard):  # the player's discard, drawn as its picture
            assert f'src="tile:{item.taken.tile}"' in html
        assert (item.reason_en or "") in text
    differing = [i for i in result.items if not i.agrees]
    assert differing and all(i.taken_reason_en in text for i in differing)
    assert not dialog.progress.isVisible()


def test_a_chinese_game_gets_the_coachs_reasons_in_chinese(qtbot: QtBot) -> None:
    decisions = random_players_decisions()
    dialog = ReviewDialog(decisions, load_region("lincang"), lambda t: t, "zh_CN", 1)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.review is not None, timeout=WAIT)
    text = dialog.browser.toPlainText()
    result = dialog.review
    assert result is not None
    assert all(i.reason_zh in text for i in result.items)


def test_closing_the_review_early_stops_its_worker(qtbot: QtBot) -> None:
    decisions = random_players_decisions() * 20  # long enough to be still at work when closed
    dialog = ReviewDialog(decisions, load_region("lincang"), lambda t: t, "en", 1)
    qtbot.addWidget(dialog)
    dialog.reject()
    assert dialog.wait(10.0)
    assert dialog.review is None


def test_an_illegal_decision_is_reported_in_the_dialog(qtbot: QtBot) -> None:
    view, _ = random_players_decisions()[0]
    wrong = Discard(view.seat, next(k for k in range(34) if k not in view.concealed))
    dialog = ReviewDialog([(view, wrong)], load_region("lincang"), lambda t: t, "en", 1)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: "could not review" in dialog.browser.toPlainText(), timeout=WAIT)
    assert "was not one of the legal actions" in dialog.browser.toPlainText()


def test_the_end_of_hand_dialog_opens_the_review_from_its_button(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    result = finished_hand()
    names = ["You", "Right", "Across", "Left"]
    plain = ResultDialog(result, lambda r: names[r], lambda t: t, "en", 1)
    qtbot.addWidget(plain)
    assert plain.review_button is None  # nothing to review: no button
    opened: list[QWidget] = []

    def review(parent: QWidget) -> QDialog:
        dialog = QDialog(parent)
        opened.append(parent)
        return dialog

    monkeypatch.setattr(QDialog, "exec", lambda self: 0)
    dialog = ResultDialog(result, lambda r: names[r], lambda t: t, "en", 1, review=review)
    qtbot.addWidget(dialog)
    assert dialog.review_button is not None
    assert "复盘" in dialog.review_button.text()
    dialog.key_guard.timeout.emit()  # the moment the screen ignores input is over
    dialog.review_button.click()
    assert opened == [dialog]


def test_a_move_with_an_argument_is_named_by_both_terms(qtbot: QtBot) -> None:
    """The dealer's 玩法 choice reads "定玩法: 两报", never its identifier."""
    from mahjong_desktop.engine.actions import RegionMove
    from mahjong_desktop.rules.ruleset import load_ruleset

    ruleset = load_ruleset("lanzhou")
    dialog = ReviewDialog(
        [], load_region("lanzhou"), lambda key: ruleset.term(key, "zh_CN"), "zh_CN", 1
    )
    qtbot.addWidget(dialog)
    shown = dialog._action_html(RegionMove(0, "choose_mode:liang_bao"))
    assert shown == f"{ruleset.term('choose_mode', 'zh')}: {ruleset.term('liang_bao', 'zh')}"
    assert "choose_mode" not in shown
