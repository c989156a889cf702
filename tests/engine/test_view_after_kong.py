"""``PlayerView.after_kong``: every seat is told when the discard to come, or the one open for
claims, follows a kong's replacement draw — a win on it is 杠上炮, open even to a plain hand in
临沧 (docs/rules/lincang.md: "a win on the discard a player makes right after their kong's
replacement draw")."""

from __future__ import annotations

from mahjong_desktop.engine.actions import ConcealedKong, Discard, Pass, Pong
from mahjong_desktop.engine.game import Phase
from tests.helpers.stacked_table import region, stacked, t


def test_the_konger_and_everyone_else_are_told_after_its_replacement_draw() -> None:
    game = stacked(region("lincang"), {0: "5555p+", 2: "123m456m789m12s99p"}, tail="1z2z3s")
    assert not any(game.view(s).after_kong for s in range(4))  # a draw from the wall
    game.apply(ConcealedKong(0, t("5p")))
    assert game.phase is Phase.TURN and game.turn == 0
    assert all(game.view(s).after_kong for s in range(4))


def test_the_discard_open_for_claims_after_a_kong_is_marked() -> None:
    game = stacked(region("lincang"), {0: "5555p+", 2: "123m456m789m12s99p"}, tail="1z2z3s")
    game.apply(ConcealedKong(0, t("5p")))
    game.apply(Discard(0, t("3s")))
    assert game.phase is Phase.CLAIM
    assert game.view(2).after_kong and game.view(1).after_kong


def test_the_mark_ends_with_the_next_turn() -> None:
    game = stacked(region("lincang"), {0: "5555p+"}, tail="1z2z3s")
    game.apply(ConcealedKong(0, t("5p")))
    game.apply(Discard(0, t("3s")))
    while game.phase is Phase.CLAIM:
        game.apply(Pass(game.waiting_for()[0]))
    assert game.phase is Phase.TURN and game.turn == 1
    assert not game.view(1).after_kong and not game.view(0).after_kong


def test_an_ordinary_discard_and_a_claim_are_not_marked() -> None:
    game = stacked(region("lincang"), {0: "5m+", 1: "55m+"})
    game.apply(Discard(0, t("5m")))
    assert game.phase is Phase.CLAIM and not game.view(1).after_kong
    game.apply(Pong(1))
    assert game.phase is Phase.TURN and game.turn == 1 and not game.view(1).after_kong
