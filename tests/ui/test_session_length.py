"""The session-length control says what a round is, and a round is that (issue 31: "一圈 (one
round)" showed a greyed "8 hands" while sessions lasted 5, 7 and 8 hands)."""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from mahjong_desktop.ai.basic import BasicPlayer
from mahjong_desktop.rules.ruleset import load_ruleset
from mahjong_desktop.storage.settings import SessionLength, Settings
from mahjong_desktop.ui.dialogs.settings import SettingsDialog
from mahjong_desktop.ui.session.catalog import RulesetCatalog
from mahjong_desktop.ui.session.game_setup import new_game
from mahjong_desktop.ui.shell.i18n import Translations


def dialog_on(qtbot: QtBot, length: SessionLength, language: str) -> SettingsDialog:
    dialog = SettingsDialog(
        Settings(session_length=length, session_hands=8), RulesetCatalog(), language
    )
    qtbot.addWidget(dialog)
    return dialog


@pytest.mark.parametrize(
    ("language", "one_round", "four_rounds", "note"),
    [
        (
            "en",
            "until the deal has moved on 4 times",
            "until the deal has moved on 16 times",
            "At least 4 hands, and one more each time the dealer keeps the deal",
        ),
        (
            "zh_CN",
            "庄家换人 4 次为止",
            "庄家换人 16 次为止",
            "至少 4 局，庄家每连庄一次就多打一局",
        ),
    ],
)
def test_a_round_is_described_by_its_rule_and_shows_no_count_of_hands(
    qtbot: QtBot, language: str, one_round: str, four_rounds: str, note: str
) -> None:
    translations = Translations(QCoreApplication.instance())  # type: ignore[arg-type]
    assert translations.install(language)
    try:
        dialog = dialog_on(qtbot, SessionLength.ONE_ROUND, language)
        combo = dialog.length_combo
        assert one_round in combo.currentText()
        assert four_rounds in combo.itemText(combo.findData(SessionLength.FOUR_ROUNDS))
        # No number of hands beside a round: the spin box (still holding 8) is not shown.
        assert dialog.hands_spin.isHidden()
        assert not dialog.length_note.isHidden()
        assert note in dialog.length_note.text()
        combo.setCurrentIndex(combo.findData(SessionLength.FOUR_ROUNDS))
        assert "16" in dialog.length_note.text() and "4 " not in dialog.length_note.text()
        combo.setCurrentIndex(combo.findData(SessionLength.HANDS))
        assert not dialog.hands_spin.isHidden() and dialog.hands_spin.value() == 8
        assert dialog.length_note.isHidden()
    finally:
        translations.install("en")


def test_one_round_ends_when_the_deal_has_moved_on_four_times_whatever_the_hands() -> None:
    """As the settings start it: the hands vary with the dealer's repeats, the dealer's moves
    do not."""
    ruleset = load_ruleset("lincang")
    settings = Settings(region="lincang", session_length=SessionLength.ONE_ROUND)
    lengths = []
    for seed in range(1000, 1006):
        session = new_game(settings, ruleset, seed, human=False).session
        rules = session.region
        session.play([BasicPlayer(s, rules=rules.shape_rules()) for s in range(4)])
        summaries = session.summaries
        moves = sum(a.dealer != b.dealer for a, b in pairwise(summaries))
        assert moves == 3 and session.dealer_moves == 4  # the fourth move follows the last hand
        assert session.finished
        lengths.append(len(summaries))
    assert min(lengths) >= 4
    assert len(set(lengths)) > 1  # no fixed number of hands to show
