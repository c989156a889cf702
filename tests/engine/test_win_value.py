"""The player API's region-aware helpers in engine/hints.py (docs/computer-players.md):
``win_value`` — would this tile be a legal win, and for how much — with a hypothetical declared
hand; ``win_points``; ``hand_variant``; ``view_discard_table`` / ``view_shanten`` with the
region's shapes and the tiles seen outside the hand."""

from __future__ import annotations

import pytest

from mahjong_desktop import hand
from mahjong_desktop.engine.actions import RegionMove
from mahjong_desktop.engine.hints import (
    hand_variant,
    view_discard_table,
    view_shanten,
    wait_values,
    win_points,
    win_value,
)
from mahjong_desktop.rules.hand_facts import Evaluation
from tests.helpers.stacked_table import region, stacked, t

# 兰州 without cross-suit sets, so the padding of stacked hands can neither throw nor win.
LANZHOU_PLAIN = {"throw": "none", "zhong_fa_bai": False}


def test_lanzhou_liang_bao_undeclared_waits_are_illegal_and_legal_when_declared() -> None:
    """兰州 两报 (docs/rules/lanzhou.md 玩法: "must declare ready (报听) to win") — an undeclared
    hand wins on nothing; with ``declared=True`` its waits are judged as if it had declared."""
    rules = region("lanzhou", mode="liang_bao", **LANZHOU_PLAIN)
    view = stacked(rules, {1: "111m999m111p999p5s"}).view(1)
    assert not view.me.declared_ready
    (now,) = wait_values(rules, view)
    assert not now.wins_by_discard and not now.wins_by_self_draw
    (then,) = wait_values(rules, view, declared=True)
    assert then.wins_by_discard and then.wins_by_self_draw
    undeclared = win_value(rules, view, t("5s"), by="self_draw")
    assert not undeclared.legal and "报听" in (undeclared.reason or "")
    assert win_points(undeclared) == 0
    self_draw = win_value(rules, view, t("5s"), by="self_draw", declared=True)
    assert self_draw.legal and self_draw.pays() == {"each": 2}  # 自摸翻倍: 1 × 2^1 from each
    assert win_points(self_draw) == 6
    discard = win_value(rules, view, t("5s"), declared=True)
    assert discard.legal and win_points(discard) == 3  # 1 from each of the three
    assert not win_value(rules, view, t("6s"), declared=True).legal  # completes nothing


def test_lanzhou_bao_discarder_pays_three_times_unless_declared() -> None:
    """兰州 三报包 (docs/rules/lanzhou.md 玩法: "包 (discarder who is not ready pays all)") —
    ``discarder`` names whose discard is won on; an undeclared one pays 3 × alone, a declared one as
    usual."""
    rules = region("lanzhou", mode="san_bao_bao", **LANZHOU_PLAIN)
    game = stacked(rules, {0: "222s888s222z666z6m4z", 2: "111m999m111p999p5s"})
    game.apply(RegionMove(0, "declare_ready", (t("4z"),)))  # the dealer declares
    view = game.view(2)
    assert view.seats[0].declared_ready and not view.seats[1].declared_ready
    bao = win_value(rules, view, t("5s"), declared=True, discarder=1)
    assert bao.pays() == {"discarder": 3, "other": 0} and win_points(bao) == 3
    assert any(i.key == "bao" for i in bao.items)
    usual = win_value(rules, view, t("5s"), declared=True, discarder=0)
    assert usual.pays() == {"discarder": 1, "other": 1} and win_points(usual) == 3


def test_lincang_plain_hand_is_a_legal_win_only_by_self_draw() -> None:
    """临沧 (docs/rules/lincang.md: "Plain hand (平胡) must be self-drawn") — a plain ready hand
    cannot win on a discard; self-drawn it collects 1 from each of the three."""
    rules = region("lincang")
    view = stacked(rules, {1: "123m456m789m123p5p"}).view(1)
    by_discard = win_value(rules, view, t("5p"), by="discard")
    by_self_draw = win_value(rules, view, t("5p"), by="self_draw")
    assert not by_discard.legal and by_discard.reason
    assert by_self_draw.legal and by_self_draw.each == 1 and win_points(by_self_draw) == 3


def test_linan_hand_under_the_hu_minimum_is_no_win() -> None:
    """临安 [seed: "自摸200组胡起胡，放铳要达到300才能胡"] — a plain hand worth 100 胡 wins
    neither way."""
    rules = region("linan")
    view = stacked(rules, {1: "123m456m789p234s5s"}, tail="1z").view(1)
    for by in ("discard", "self_draw"):
        ev = win_value(rules, view, t("5s"), by=by)
        assert not ev.legal and ev.total < 200 and "minimum" in (ev.reason or "")
        assert win_points(ev) == 0


def test_on_its_turn_the_hand_is_asked_about_after_a_discard() -> None:
    rules = region("lincang")
    view = stacked(rules, {0: "123m456m789m123p5p9s"}).view(0)  # the dealer holds 14
    with pytest.raises(ValueError, match="discarding"):
        win_value(rules, view, t("5p"), by="self_draw")
    assert win_value(rules, view, t("5p"), by="self_draw", discarding=t("9s")).legal
    assert win_value(rules, view, t("9s"), by="self_draw", discarding=t("5p")).legal


def test_win_points_read_lao_zhuang_payments_by_payer() -> None:
    """临安 老庄: the dealer's payments carry the streak, so the amount depends on who pays."""
    self_draw = Evaluation(True, None, total=200, each=2, payments=(("each", 2), ("dealer", 3)))
    assert win_points(self_draw) == 2 + 2 + 3
    discard = Evaluation(
        True,
        None,
        total=300,
        discarder=3,
        other=1,
        payments=(
            ("discarder", 3),
            ("other", 1),
            ("dealer_as_discarder", 4),
            ("dealer_as_other", 2),
        ),
    )
    assert win_points(discard) == 3 + 1 + 2
    assert win_points(discard, discarder_is_dealer=True) == 4 + 1 + 1


def test_hand_variant_is_the_mode_whether_set_or_chosen_by_the_dealer() -> None:
    """兰州 玩法: the option, or under 庄家选择 the dealer's choice; other regions have none."""
    fixed = region("lanzhou", mode="san_bao", **LANZHOU_PLAIN)
    view = stacked(fixed, {1: "111m999m111p999p5s"}).view(1)
    assert view.variant is None and hand_variant(fixed, view) == "san_bao"
    chooses = region("lanzhou", mode="dealer_chooses", **LANZHOU_PLAIN)
    game = stacked(chooses, {1: "111m999m111p999p5s"})
    assert hand_variant(chooses, game.view(1)) is None  # not chosen yet
    game.apply(RegionMove(0, "choose_mode:liang_bao_bao"))
    assert hand_variant(chooses, game.view(1)) == "liang_bao_bao"
    lincang = region("lincang")
    assert hand_variant(lincang, stacked(lincang, {}).view(0)) is None


def test_view_discard_table_uses_the_region_shapes_and_the_tiles_seen_outside() -> None:
    """上饶 十三烂: the plain hand functions see six tiles from ready where the region's shapes
    see a complete hand."""
    rules = region("shangrao")
    view = stacked(rules, {0: "147m258p369s12345z"}, tail="6z").view(0)
    assert view_shanten(rules, view) == -1
    assert hand.shanten_counts(view.counts()) > 3  # without rules=region.shape_rules()
    best = view_discard_table(rules, view)[0]
    assert best.shanten == 0
    outside = view.outside_counts()
    own = view.counts()
    for kind, unseen in best.effective:
        assert unseen == 4 - own[kind] - outside[kind]
