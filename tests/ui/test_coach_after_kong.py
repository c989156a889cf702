"""The hint right after the player's own kong in 临沧 says why its discard is picked for safety
too: any ready hand may win on it as 杠上炮 (docs/rules/lincang.md, "Patterns")."""

from __future__ import annotations

from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.ui.table.coach_line import make_coach
from tests.helpers.after_kong import after_own_kong, views_before_kong


def test_the_hint_after_a_kong_names_gang_shang_pao_before_the_hand_s_figures() -> None:
    coach = make_coach(load_region("lincang"), 7)
    answer = coach(after_own_kong())
    assert answer.reason_zh.startswith("杠后这张谁听牌都能胡（杠上炮）")
    assert answer.reason_en.startswith("right after your kong any ready hand may win")
    assert "; " in answer.reason_en and "；" in answer.reason_zh  # the hand's own reason follows
    assert not any("杠上炮" in coach(v).reason_zh for v in views_before_kong())
