"""Session figures for the session-end screen, from hands' summaries: places with ties, counts per
win (包扣到底 wins many times in one hand), the best hand."""

from __future__ import annotations

from mahjong_desktop.engine.session import HandSummary
from mahjong_desktop.engine.session_stats import competition_ranks, session_stats
from mahjong_desktop.rules.hand_facts import Evaluation, ScoreItem, WinBy
from mahjong_desktop.rules.settlement import WinRecord
from mahjong_desktop.tiles import NUM_KINDS, parse
from tests.helpers.win_records import win


def hand(
    index: int, net: tuple[int, ...], totals: tuple[int, ...], *wins: WinRecord
) -> HandSummary:
    return HandSummary(index, 0, tuple(w.seat for w in wins), not wins, (), net, totals, wins)


def test_equal_totals_share_a_place_and_the_next_is_skipped() -> None:
    assert competition_ranks([5, 5, -3, -7]) == [1, 1, 3, 4]
    assert competition_ranks([0, 0, 0, 0]) == [1, 1, 1, 1]
    assert competition_ranks([-1, 3, 2, -4]) == [3, 1, 2, 4]


def test_each_win_counts_with_its_self_draw_or_deal_in() -> None:
    summaries = [
        hand(0, (6, -2, -2, -2), (6, -2, -2, -2), win(0, None)),
        # 包扣到底: seat 1 wins three times in one hand, twice on seat 2's discards.
        hand(1, (-1, 9, -7, -1), (5, 7, -9, -3), win(1, 2), win(1, None, "qing_yi_se"), win(1, 2)),
        hand(2, (0, 0, 0, 0), (5, 7, -9, -3)),
    ]
    stats = session_stats(summaries)
    assert [(r.wins, r.self_draws, r.deal_ins) for r in stats.seats] == [
        (1, 1, 0),
        (3, 1, 0),
        (0, 0, 2),
        (0, 0, 0),
    ]
    assert stats.hands == 3 and stats.draws == 1
    assert [r.seat for r in stats.ranking()] == [1, 0, 3, 2]
    best = stats.best
    assert best is not None and (best.hand, best.seat, best.gain) == (1, 1, 9)
    assert [i.key for i in best.items] == ["ping_hu", "qing_yi_se"]  # each pattern once
    assert len(best.wins) == 3 and len(best.concealed) == 14


def test_a_session_without_a_win_has_no_best_hand() -> None:
    stats = session_stats([hand(0, (0, 0, 0, 0), (0, 0, 0, 0))])
    assert stats.best is None and [r.rank for r in stats.seats] == [1, 1, 1, 1]


def test_best_hand_keeps_items_of_one_key_about_different_tiles() -> None:
    """临安 scores a 碰 per pong (碰 西 4 胡, 碰 中 4 胡): the best hand lists both, so its lines
    add up; the same item of 包扣到底's repeated wins is still named once."""
    items = (
        ScoreItem("peng", "碰 西", "碰 (pong) 3z", 4),
        ScoreItem("peng", "碰 中", "碰 (pong) 7z", 4),
        ScoreItem("base_hu", "底胡", "底胡 (base)", 20),
    )
    ev = Evaluation(True, None, items, "胡", 300)
    first = WinRecord(0, parse("5p")[0], WinBy.SELF_DRAW, None, ev, (0,) * NUM_KINDS)
    summaries = [hand(0, (900, -300, -300, -300), (900, -300, -300, -300), first, first)]
    best = session_stats(summaries).best
    assert best is not None
    assert [i.name_zh for i in best.items] == ["碰 西", "碰 中", "底胡"]
