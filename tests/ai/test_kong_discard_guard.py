"""The hard level's guard against 杠上炮 in 临沧/临汾 (docs/computer-players.md, "Hard"): right
after its own kong, any ready hand may win on its discard — a plain hand too, which may otherwise
win only self-drawn — so that one discard counts its danger among the closest ones.

docs/rules/lincang.md: 杠上炮 is "a win on the discard a player makes right after their kong's
replacement draw"; the seed: "玩家在杠牌时，先杠一张牌，再打掉一张牌，
而打出的这张牌正好是其它玩家胡牌所需要的叫牌".
"""

from __future__ import annotations

from dataclasses import replace

from mahjong_desktop.ai.base import allowed_discards
from mahjong_desktop.ai.danger import hazard
from mahjong_desktop.ai.hard import HardPlayer
from mahjong_desktop.ai.normal import NormalPlayer
from mahjong_desktop.ai.ranking import read_table
from mahjong_desktop.ai.regions.lincang import LincangKnowledge
from mahjong_desktop.engine.actions import Discard
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.rules.registry import load_region, region_rules
from mahjong_desktop.rules.ruleset import load_ruleset
from tests.helpers.after_kong import after_own_kong, views_before_kong


def _unguarded(region_id: str = "lincang") -> HardPlayer:
    player = HardPlayer(load_region(region_id), 7)
    assert isinstance(player.know, LincangKnowledge)
    player.know.guards_kong_discard = False
    return player


def test_after_its_own_kong_hard_throws_the_safer_of_two_equal_discards() -> None:
    view = after_own_kong()
    region = load_region("lincang")
    hard = HardPlayer(region, 7)
    guarded = hard.choose(view, view.legal)
    unguarded = _unguarded().choose(view, view.legal)
    assert isinstance(guarded, Discard) and isinstance(unguarded, Discard)
    assert guarded != unguarded
    ranked = hard.ranking_of(view)
    assert ranked is not None
    figures = {f.tile: f for f in ranked}
    mine, other = figures[guarded.tile], figures[unguarded.tile]
    assert round(mine.gain, 9) == round(other.gain, 9)  # the hands left are worth the same
    assert mine.danger < other.danger and mine.danger_counted and other.danger_counted


def test_every_ready_hand_may_win_on_that_discard_but_the_hand_s_hazard_is_unchanged() -> None:
    view = after_own_kong()
    region = load_region("lincang")
    hard, normal = HardPlayer(region, 7), NormalPlayer(region, 7)
    threats = tuple(hard.know.threats(view))
    now = hard.know.discard_threats(view, threats)
    assert all(t.discard_win == 1.0 for t in now)
    assert any(t.discard_win < 1.0 for t in threats)
    # A plain hand's 杠上炮 is 1 番 on a discard: 4; a pattern hand's doubles.
    assert all(t.cost >= 4.0 for t in now)
    assert read_table(view, hard.know).hazard == hazard(threats)
    assert normal.know.discard_threats(view, threats) == threats


def test_normal_does_not_guard_and_hard_only_right_after_its_own_kong() -> None:
    view = after_own_kong()
    region = load_region("lincang")
    normal = NormalPlayer(region, 7)
    read = read_table(view, normal.know)
    ranked = normal.rank(view, read, allowed_discards(view.legal))
    assert not any(f.danger_counted for f in ranked)
    hard = HardPlayer(region, 7)
    assert hard.know.danger_among_closest(view)
    earlier = [v for v in views_before_kong() if v.phase is Phase.TURN]
    assert earlier and not any(hard.know.danger_among_closest(v) for v in earlier)


def test_without_a_fan_for_gang_shang_pao_hard_does_not_guard() -> None:
    """A ruleset whose 杠上炮 is worth no 番 lets no plain hand win on that discard."""
    ruleset = load_ruleset("lincang")
    tables = dict(ruleset.tables)
    tables["fan"] = {**tables["fan"], "gang_shang_pao": 0}
    region = region_rules(replace(ruleset, tables=tables))
    view = after_own_kong()
    hard = HardPlayer(region, 7)
    assert not hard.know.danger_among_closest(view)
    threats = tuple(hard.know.threats(view))
    assert hard.know.discard_threats(view, threats) == threats


def test_the_coach_says_why_that_discard_is_picked_for_safety() -> None:
    view = after_own_kong()
    hard = HardPlayer(load_region("lincang"), 7)
    choice = hard.choose(view, view.legal)
    said = hard.know.explain(view, choice)
    assert said is not None
    assert "杠上炮" in said[0] and "杠上炮" in said[1] and "kong" in said[1]
    assert all(hard.know.explain(v, hard.choose(v, v.legal)) is None for v in views_before_kong())
    assert NormalPlayer(load_region("lincang"), 7).know.explain(view, choice) is None
