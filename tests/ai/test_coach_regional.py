"""The coach at regional decisions says which move and why: the 甩牌 set thrown, 报听 with its
discard, the dealer's 玩法, and which chow — in Chinese and English, also in 复盘."""

from __future__ import annotations

from mahjong_desktop.ai.coach import advise
from mahjong_desktop.ai.review import review
from mahjong_desktop.engine.actions import Chow, Pass, RegionMove
from mahjong_desktop.engine.session import Session
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.tiles import zh_name


def _throw_view(throw: str = "hard") -> PlayerView:
    """A 兰州 pre-play view with a 甩牌 set offered (硬甩: the computer throws; 软甩, the default:
    it keeps its sets)."""
    rules = load_region("lanzhou", {"throw": throw})
    for seed in range(200):
        game = Session(rules, seed, hands=1).start_hand()
        for seat in game.waiting_for():
            view = game.view(seat)
            if view.phase == "pre_play" and any(
                isinstance(a, RegionMove) and a.name == "throw" for a in view.legal
            ):
                return view
    raise AssertionError("no seed offered a 甩牌 set")


def test_the_coach_names_the_thrown_set_and_why() -> None:
    view = _throw_view()
    rules = load_region("lanzhou", {"throw": "hard"})
    advice = advise(view, rules)
    first = advice.claims[0]
    assert first.action == advice.choice
    assert isinstance(first.action, RegionMove) and first.action.name == "throw"
    tiles = "".join(zh_name(t) for t in first.action.tiles)
    assert first.reason_zh.startswith(f"甩{tiles}")
    assert any(name in first.reason_zh for name in ("三幺", "三九", "三风"))
    assert "finished meld" in first.reason_en and "硬甩" in first.reason_zh
    assert all(row.reason_zh and row.reason_en for row in advice.claims)


def test_under_soft_throwing_the_coach_keeps_the_sets_and_says_why() -> None:
    """软甩: a set kept in the hand is a meld anyway, so the coach passes (issue 34)."""
    view = _throw_view("soft")
    advice = advise(view, load_region("lanzhou"))
    first = advice.claims[0]
    assert isinstance(first.action, Pass) and first.action == advice.choice
    assert "软甩" in first.reason_zh and "counts as a meld" in first.reason_en
    assert any(isinstance(row.action, RegionMove) for row in advice.claims[1:])


def test_review_says_why_the_coach_keeps_the_set_a_player_threw() -> None:
    view = _throw_view("soft")
    rules = load_region("lanzhou")
    throw = next(a for a in view.legal if isinstance(a, RegionMove) and a.name == "throw")
    items = review([(view, throw)], rules).items
    assert items and isinstance(items[0].advised, Pass) and not items[0].agrees
    assert "counts as a meld" in items[0].reason_en and items[0].taken_reason_en


def test_a_chow_reason_names_the_run_it_makes() -> None:
    rules = load_region("linan")  # 临安 allows chow
    for seed in range(300):
        game = Session(rules, seed, hands=1).start_hand()
        from mahjong_desktop.ai.levels import make_player

        players = [make_player("easy", rules, s) for s in range(4)]
        while not game.is_over:
            seat = game.waiting_for()[0]
            view = game.view(seat)
            chows = [a for a in view.legal if isinstance(a, Chow)]
            if chows and view.claim_tile is not None:
                advice = advise(view, rules)
                row = next(r for r in advice.claims if isinstance(r.action, Chow))
                assert isinstance(row.action, Chow)  # as picked
                run = sorted((*row.action.tiles, view.claim_tile))
                assert "".join(zh_name(t) for t in run) in row.reason_zh
                assert " as " in row.reason_en
                return
            game.apply(players[seat].choose(view, view.legal))
    raise AssertionError("no chow was offered")
