"""Issue 29 point 15: words that contradicted the position. The coach said "胡 — 打五条后听牌…" (a
win is no discard); a 报听-locked hand's hint line listed four "ready" discards though only its
drawn tile may go; under 兰州 硬甩 with no thrown set nothing said that the hand can only win as
七对 ("當且只當玩家一開始沒有甩牌的牌型時才能胡7對")."""

from __future__ import annotations

from dataclasses import replace

from mahjong_desktop.ai.basic import BasicPlayer
from mahjong_desktop.engine.actions import Discard, Win
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.session import Session
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.hand_facts import Meld, MeldKind
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.tiles import parse
from mahjong_desktop.ui.table.coach_line import coach_text, make_coach
from mahjong_desktop.ui.table.hint_line import build_hint_line, ready_summary
from tests.helpers.stacked_table import region as cached_region

TSUMO_SEED = 1  # 临沧, four basic players: seat 1 may win on its own draw at the 49th decision


def _self_draw_turn() -> PlayerView:
    session = Session(load_region("lincang"), TSUMO_SEED, hands=1)
    players = [BasicPlayer(s) for s in range(4)]
    game = session.start_hand()
    while not game.is_over:
        for seat in game.waiting_for():
            view = game.view(seat)
            if view.phase == "turn" and any(isinstance(a, Win) for a in view.legal):
                return view
            game.apply(players[seat](view))
    raise AssertionError("no self-drawn win offered in this hand")


def test_the_coach_explains_a_self_drawn_win_not_a_discard() -> None:
    view = _self_draw_turn()
    answer = make_coach(load_region("lincang"))(view)
    assert isinstance(answer.action, Win)
    assert "打" not in answer.reason_zh and "discard" not in answer.reason_en.lower()
    assert "自摸" in answer.reason_zh and "self-draw" in answer.reason_en
    assert "self-draw" in coach_text(answer, zh=False)


def _lanzhou_view(throw: str, melds: tuple[Meld, ...]) -> tuple[RegionRules, PlayerView]:
    rules = cached_region("lanzhou", throw=throw, mode="qiao_qiao_hu")
    game = Game(rules, 5, 0)
    while game.view(game.waiting_for()[0]).phase == "pre_play":
        seat = game.waiting_for()[0]
        game.apply(BasicPlayer(seat)(game.view(seat)))
    view = game.view(game.waiting_for()[0])
    me = replace(view.me, melds=melds)
    seats = tuple(me if s.seat == view.seat else s for s in view.seats)
    return rules, replace(view, seats=seats)


def test_hard_throw_with_no_set_thrown_says_only_seven_pairs_can_win() -> None:
    rules, view = _lanzhou_view("hard", ())
    advice = build_hint_line(rules, view)
    assert "七对" in advice.notice_text(zh=True) and "only win as 七对" in advice.notice_text(False)


def test_hard_throw_with_a_set_thrown_or_soft_throw_says_nothing() -> None:
    thrown = (Meld(MeldKind.THROW, tuple(parse("1m1p1s"))),)
    rules, view = _lanzhou_view("hard", thrown)
    assert build_hint_line(rules, view).notice is None
    rules, view = _lanzhou_view("soft", ())
    assert build_hint_line(rules, view).notice is None


def test_hard_throw_with_a_pong_and_no_set_thrown_says_the_hand_cannot_win() -> None:
    pong = (Meld(MeldKind.PONG, tuple(parse("555m"))),)
    rules, view = _lanzhou_view("hard", pong)
    assert "cannot win" in build_hint_line(rules, view).notice_text(False)


def test_a_locked_hand_hint_line_lists_only_the_drawn_tile() -> None:
    """兰州 报听: the hand may only throw what it draws (with a kong or a win also offered the
    question is asked): the hints weigh that one discard only."""
    rules, view = _lanzhou_view("none", ())
    assert view.drawn is not None
    locked = replace(view, legal=(Discard(view.seat, view.drawn),))
    advice = build_hint_line(rules, locked)
    assert set(advice.rows) == {view.drawn}
    assert ready_summary(advice).count(" ") <= 1  # at most the drawn tile is named
    assert len(build_hint_line(rules, view).rows) > 1  # unlocked, every kind in the hand is weighed
