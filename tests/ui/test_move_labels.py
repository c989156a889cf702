"""Region moves in the claim bar are named with the ruleset's terms, Chinese first."""

from __future__ import annotations

from mahjong_desktop.rules.ruleset import load_ruleset
from mahjong_desktop.ui.table.claim_bar import move_label


def names(identifier: str) -> tuple[str, str]:
    rs = load_ruleset("lanzhou")
    return rs.term(identifier, "zh"), rs.term(identifier, "en")


def test_declare_ready_shows_its_term() -> None:
    assert move_label(names, "declare_ready") == "报听 (declare ready)"


def test_choose_mode_names_the_move_and_the_mode() -> None:
    assert move_label(names, "choose_mode:liang_bao_bao") == "定玩法 (choose the mode): 两报包"
