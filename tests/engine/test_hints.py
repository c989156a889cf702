"""engine/hints.py: each wait of a ready hand, its unseen count and the region's verdict by discard
and by self-draw (docs/rules/common.md "What every region must show the player")."""

from __future__ import annotations

import pytest

from mahjong_desktop.engine.hints import discard_hints, wait_values
from mahjong_desktop.tiles import parse, to_counts
from tests.helpers.stacked_table import region, stacked, t


def test_plain_wait_wins_only_by_self_draw_in_lincang() -> None:
    rules = region("lincang")
    game = stacked(rules, {1: "123m456m789m123p5p"})
    (wait,) = wait_values(rules, game.view(1))
    assert wait.tile == t("5p")
    assert wait.wins_by_self_draw and not wait.wins_by_discard
    assert wait.by_discard.reason  # the verdict says why
    assert wait.by_self_draw.each == 1


def test_pattern_wait_wins_both_ways_with_its_amount() -> None:
    rules = region("lincang")
    game = stacked(rules, {1: "111m222m333m444m5m"})  # 清一色 碰碰胡 on 5m, or other readings
    by_tile = {w.tile: w for w in wait_values(rules, game.view(1))}
    five = by_tile[t("5m")]
    assert five.wins_by_discard and five.wins_by_self_draw
    assert five.by_discard.discarder == 8  # seed example: 清一色 + 碰碰胡 on a discard
    assert five.by_self_draw.each == 6


def test_unseen_counts_exclude_own_tiles() -> None:
    rules = region("lincang")
    game = stacked(rules, {1: "123m456m789m123p5p"})
    view = game.view(1)
    unseen = view.unseen_counts()
    own = to_counts(view.concealed)
    visible_elsewhere = [v - o for v, o in zip(view.visible_counts(), own, strict=True)]
    assert all(u == 4 - o - v for u, o, v in zip(unseen, own, visible_elsewhere, strict=True))
    (wait,) = wait_values(rules, view)
    assert wait.unseen == unseen[t("5p")] <= 3


def test_hand_that_is_not_ready_has_no_waits() -> None:
    rules = region("lincang")
    game = stacked(rules, {1: "1358m2469p1357s9s"})
    assert wait_values(rules, game.view(1)) == []


def test_wrong_hand_size_is_refused() -> None:
    rules = region("lincang")
    game = stacked(rules, {1: "123m456m789m123p5p"})
    with pytest.raises(ValueError, match="13 concealed tiles"):
        wait_values(rules, game.view(1), to_counts(parse("123m")))


def test_discard_hints_list_the_discards_that_leave_the_hand_ready() -> None:
    rules = region("lincang")
    game = stacked(rules, {0: "123m456m789m123p5p9s"})  # dealer: 14 tiles, turn to discard
    hints = {h.discard: h for h in discard_hints(rules, game.view(0))}
    assert set(hints) >= {t("9s"), t("5p")}
    assert [w.tile for w in hints[t("9s")].waits] == [t("5p")]
    assert [w.tile for w in hints[t("5p")].waits] == [t("9s")]
    assert t("1m") not in hints
