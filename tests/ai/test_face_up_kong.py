"""The hard level plans 杠上开花 on a face-up tail tile (临沧/临汾; docs/computer-players.md).

docs/rules/lincang.md: the two tail tiles turned face up "may be taken only by a player who is
ready, makes a kong, and finds that one of them completes the hand"; the seed: "玩家可以對照翻開的
兩張牌去配合叫牌，叫牌後，當翻開的兩張尾牌中任意一張為你所叫的牌，如果你有牌杠即可杠上花".
"""

from __future__ import annotations

from mahjong_desktop.ai.coach import advise
from mahjong_desktop.ai.hard import HardPlayer
from mahjong_desktop.ai.normal import NormalPlayer
from mahjong_desktop.ai.ranking import read_table
from mahjong_desktop.engine.actions import ConcealedKong, Discard, ExposedKong
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.rules.hand_facts import WinBy
from tests.helpers.stacked_table import counts, region, stacked, t

# Ready after a kong of 1m on 6s or 9s, a plain hand; 6s is turned up at the tail.
_KONG_HAND = "1111m234p567p78s99s"
_TRIPLET_HAND = "111m234p567p78s99s"


def test_hard_declares_the_kong_that_takes_a_face_up_tile_and_wins() -> None:
    """ "当翻开的两张尾牌中任意一张为你所叫的牌，如果你有牌杠即可杠上花"."""
    rules = region("lincang")
    game = stacked(rules, {0: _KONG_HAND}, tail="6s1z")
    view = game.view(0)
    hard = HardPlayer(rules, 3)
    assert hard.face_up_kong(view, view.legal) == ConcealedKong(0, t("1m"))
    choice = hard.choose(view, view.legal)
    assert choice == ConcealedKong(0, t("1m"))
    game.apply(choice)
    assert game.is_over
    (win,) = game.winners
    assert win.seat == 0 and win.win_by is WinBy.KONG_REPLACEMENT
    assert game.settlement is not None
    # 杠上花 makes the plain hand 1 番 self-drawn: 3 from each, and the 暗杠 2 from each.
    assert game.settlement.net()[0] == 3 * 3 + 3 * 2


def test_no_face_up_wait_no_sure_kong() -> None:
    rules = region("lincang")
    game = stacked(rules, {0: _KONG_HAND}, tail="1z2z")
    view = game.view(0)
    assert HardPlayer(rules, 3).face_up_kong(view, view.legal) is None


def test_normal_does_not_plan_it() -> None:
    rules = region("lincang")
    game = stacked(rules, {0: _KONG_HAND}, tail="6s1z")
    view = game.view(0)
    assert NormalPlayer(rules, 3).face_up_kong(view, view.legal) is None


def test_hard_claims_the_fourth_tile_as_an_exposed_kong_when_that_wins() -> None:
    """A concealed triplet's fourth thrown by anyone: 明杠, then the face-up tile (杠上开花)."""
    rules = region("lincang")
    game = stacked(rules, {0: "1m+", 1: _TRIPLET_HAND}, tail="6s1z")
    game.apply(Discard(0, t("1m")))
    assert game.phase is Phase.CLAIM and 1 in game.waiting_for()
    view = game.view(1)
    hard = HardPlayer(rules, 3)
    assert hard.face_up_kong(view, view.legal) == ExposedKong(1)
    choice = hard.choose(view, view.legal)
    assert choice == ExposedKong(1)
    game.apply(choice)
    for seat in game.waiting_for():
        game.apply(game.view(seat).legal[-1])
    assert game.is_over
    (win,) = game.winners
    assert win.seat == 1 and win.win_by is WinBy.KONG_REPLACEMENT


def test_a_ready_hand_waiting_on_a_face_up_tile_counts_its_triplet_s_fourth_as_a_win() -> None:
    """The search prices the kong tiles as winning tiles: the same ready discard is worth more
    when a face-up tile is among its waits."""
    rules = region("lincang")
    hand = "555p234m678m99s78s1z"  # discarding 1z leaves 555p and a wait on 6s/9s
    worth = {}
    for tail in ("6s2z", "2z3z"):
        game = stacked(rules, {0: hand}, tail=tail)
        view = game.view(0)
        hard = HardPlayer(rules, 3)
        left = list(counts(hand))
        left[t("1z")] -= 1
        wins = hard.know.kong_wins(view, left, (), read_table(view, hard.know).sit.unseen)
        expected = [(t("5p"), True)] if tail == "6s2z" else []
        assert [(w.tile, w.claimable) for w in wins] == expected
        hard.choose(view, view.legal)
        ranked = hard.ranking_of(view)
        assert ranked is not None
        worth[tail] = next(f for f in ranked if f.tile == t("1z")).gain
    assert worth["6s2z"] > worth["2z3z"]


def test_the_coach_says_the_kong_wins_on_the_face_up_tile() -> None:
    rules = region("lincang")
    game = stacked(rules, {0: _KONG_HAND}, tail="6s1z")
    advice = advise(game.view(0), rules)
    first = advice.kongs[0]
    assert first.action == ConcealedKong(0, t("1m"))
    assert "杠上开花" in first.reason_zh and "六条" in first.reason_zh
    assert "face-up tail tile" in first.reason_en and "9.00 points" in first.reason_en

    game = stacked(rules, {0: "1m+", 1: _TRIPLET_HAND}, tail="6s1z")
    game.apply(Discard(0, t("1m")))
    claims = advise(game.view(1), rules).claims
    assert claims[0].action == ExposedKong(1) and "杠上开花" in claims[0].reason_zh
