"""兰州 computer play decided in issue 34: 甩牌 sets kept under 软甩, and ready hands priced by the
番 their waits win (docs/computer-players.md, "The levels against the two plain players")."""

from __future__ import annotations

import pytest

from mahjong_desktop.ai.levels import make_player
from mahjong_desktop.ai.regions import knowledge_for
from mahjong_desktop.engine.actions import Pass, RegionMove
from mahjong_desktop.engine.game import Game, Phase
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.lanzhou import LanzhouRules
from tests.helpers.lanzhou_table import counts, lanzhou, pass_all, t
from tests.helpers.stacked_table import stacked

# The dealer holds 三幺 (1m1p1s) beside a hand that is two tiles from ready.
_SET_HAND = "1m1p1s234m567p789s2s5s"


def _dealer_pre_play(throw: str) -> Game:
    game = stacked(lanzhou(throw=throw), {0: _SET_HAND})
    assert game.waiting_for() == [0]
    return game


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_under_soft_throwing_a_set_is_kept(level: str) -> None:
    """软甩: a 三幺 kept in the hand is a meld of the winning hand anyway, so the set is kept
    (measured: keeping them was worth +0.31 a hand in 悄悄胡 against three plain-b players)."""
    game = _dealer_pre_play("soft")
    view = game.view(0)
    assert any(isinstance(a, RegionMove) and a.name == "throw" for a in view.legal)
    rules = lanzhou(throw="soft")
    assert isinstance(make_player(level, rules, 1).choose(view, view.legal), Pass)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_under_hard_throwing_the_set_is_thrown(level: str) -> None:
    """硬甩: only a thrown set counts, so the set is thrown (and it must be: no Pass offered)."""
    game = _dealer_pre_play("hard")
    view = game.view(0)
    choice = make_player(level, lanzhou(throw="hard"), 1).choose(view, view.legal)
    assert isinstance(choice, RegionMove) and choice.name == "throw"
    assert choice.tiles == tuple(sorted((t("1m"), t("1p"), t("1s"))))


def test_a_ready_hand_keeps_the_wait_that_completes_a_zhong_fa_bai_set() -> None:
    """123m456p789s 白发发 11s: throwing 白 leaves a 发/1s wait (four copies, by discard too),
    throwing a 发 leaves 白发 waiting on 中 (four copies, self-drawn only, since a discard never
    completes a 中发白 set — but with its 番 and 自摸 the win pays 4 from each, not 1 or 2).
    Priced by the 番 the waits win, normal keeps the set's wait; with flat values it threw 白,
    the lower tile of two alike."""
    rules = lanzhou()
    game = stacked(rules, {0: "123m456p789s566z11s"}, avoid="7z1s6z")
    pass_all(game)
    view = game.view(0)
    choice = make_player("normal", rules, 1).choose(view, view.legal)
    assert choice == RegionMove(0, "declare_ready", (t("6z"),))


def _dealer_turn(throw: str = "soft") -> tuple[LanzhouRules, PlayerView]:
    rules = lanzhou(throw=throw)
    game = stacked(rules, {0: "123m456p789s566z11s"}, avoid="7z1s6z")
    while game.phase is Phase.PRE_PLAY:  # the padding may hold sets 硬甩 makes it throw
        seat = game.waiting_for()[0]
        legal = game.legal_actions(seat)
        game.apply(next((a for a in legal if isinstance(a, Pass)), legal[0]))
    pass_all(game)
    return rules, game.view(0)


def test_ready_hands_are_priced_by_the_fan_of_each_wait() -> None:
    """白发 waiting on 中 wins self-drawn only (a discard never completes a 中发白 set), for
    2^(中发白 1 + 自摸 1) = 4 from each of three; a plain 发/1s wait pays 2 each self-drawn and
    1 each (3 in all) on a discard."""
    rules, view = _dealer_turn()
    know = knowledge_for(rules)
    unseen = view.unseen_counts()
    (zfb,) = know.routes(view, list(counts("123m456p789s56z11s")), (), 0, 4, unseen)
    assert zfb.effective == 4 and zfb.value.discard_ok == 0.0 and zfb.value.self_draw == 12.0
    (plain,) = know.routes(view, list(counts("123m456p789s66z11s")), (), 0, 4, unseen)
    assert plain.effective == 4 and plain.value.discard_ok == 1.0
    assert (plain.value.self_draw, plain.value.discard) == (6.0, 3.0)


def test_a_ready_hand_whose_waits_cannot_win_is_worth_nothing() -> None:
    """硬甩 without a thrown set: only seven pairs may win, so the 发/1s wait of a standard hand
    has no live winning copies (flat values counted its four)."""
    rules, view = _dealer_turn("hard")
    know = knowledge_for(rules)
    unseen = view.unseen_counts()
    (dead,) = know.routes(view, list(counts("123m456p789s66z11s")), (), 0, 4, unseen)
    assert dead.effective == 0 and dead.value.self_draw == 0.0
