"""上饶 knowledge: self-draw only (no defence), the minimum of 4, the 宝 as pair joker and 飞宝."""

from __future__ import annotations

import pytest

from mahjong_desktop.ai.base import allowed_discards
from mahjong_desktop.ai.hard import HardPlayer
from mahjong_desktop.ai.levels import make_player
from mahjong_desktop.ai.normal import NormalPlayer
from mahjong_desktop.ai.ranking import read_table
from mahjong_desktop.ai.regions import knowledge_for
from mahjong_desktop.ai.regions.shangrao import ShangraoKnowledge
from mahjong_desktop.ai.search import DrawSearch
from mahjong_desktop.ai.situation import minus, read_situation
from mahjong_desktop.engine.actions import ConcealedKong, Discard
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.hand_facts import Meld, MeldKind
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.tiles import parse, parse_one
from tests.helpers.shangrao_views import BAO, seat_info, turn_view, with_kong


@pytest.fixture(scope="module")
def know() -> ShangraoKnowledge:
    k = knowledge_for(load_region("shangrao"))
    assert isinstance(k, ShangraoKnowledge)
    return k


def _discard(level: str, view: PlayerView) -> int:
    action = make_player(level, load_region("shangrao"), 1).choose(view, view.legal)
    assert isinstance(action, Discard)
    return action.tile


def test_shangrao_has_its_own_knowledge(know: ShangraoKnowledge) -> None:
    assert know.note == ""
    assert know.typical_self_draw > 3 * 4  # a win collects at least the minimum from each


def test_threats_never_deal_in_and_defence_is_off(know: ShangraoKnowledge) -> None:
    pong = [Meld(MeldKind.PONG, (k,) * 3, 0, k) for k in parse("1m5p9s")]
    loud = seat_info(1, pong, parse("1z2z3z4z5z6z7z1m2m3m4m"))
    view = turn_view("123m456m789m1p4p7p2s5z", others=[loud, seat_info(2), seat_info(3)])
    th = know.threat(view, loud)
    assert th.ready > 0.5 and th.discard_win == 0.0 and th.weight == 0.0
    read = read_table(view, know)
    assert max(read.loss) == 0.0  # no discard costs anything: wins are self-drawn only


def test_fei_bao_is_chosen_when_the_hand_is_ready_without_the_bao() -> None:
    # Ready on 1p/4p without the 宝; keeping the drawn 宝 only makes 有宝 hands (2 < 4, no win).
    # Thrown, it doubles every win (无宝 8) and makes the 宝 a winning draw later.
    view = turn_view("123m456m789m23p55p1s")
    for level in ("normal", "hard"):
        assert _discard(level, view) == BAO, level


def test_the_bao_is_kept_as_the_pair_joker() -> None:
    # Four melds + the 宝 wins on any draw (宝调, 4 each); throwing the 宝 leaves a single wait
    # on 9s, worth 8 but with three tiles to win on.
    view = turn_view("123m456m789m234p9s1s")
    for level in ("normal", "hard"):
        assert _discard(level, view) == parse_one("9s"), level


def test_a_bao_used_in_a_meld_pays_only_after_a_fei_bao(know: ShangraoKnowledge) -> None:
    # 123m 456p 789s 2p4p7p + 宝: ready only with the 宝 inside a meld or pair — 有宝, worth 2.
    hand = "123m456p789s2p4p7p9s1s"
    c13 = minus(tuple(turn_view(hand).counts()), parse_one("9s"))
    plain = turn_view(hand)
    thrown = turn_view(hand, discards="1s")
    unseen = read_situation(plain, know.region).unseen
    before = {r.name: r for r in know.routes(plain, c13, (), 0, 20, unseen)}
    after = {r.name: r for r in know.routes(thrown, c13, (), 0, 20, unseen)}
    assert "you_bao" not in before  # 平胡 有宝 2 is below the minimum: no such win
    assert after["you_bao"].value.self_draw == pytest.approx(3 * 2 * 2)  # 2 × 飞宝 2, 3 payers
    # The 宝调 route (throw 7p after drawing 3p, then any draw wins) doubles too.
    assert before["bao_diao"].shanten == 1
    assert after["bao_diao"].value.self_draw == 2 * before["bao_diao"].value.self_draw > 0


def test_the_look_ahead_sees_no_waits_in_a_hand_that_cannot_pay(know: ShangraoKnowledge) -> None:
    # 123m 456m 789m 23p 5p + 宝: ready in shape (the 宝 as 1p/4p or 5p), but every win is 有宝.
    c13 = minus(tuple(turn_view("123m456m789m23p5p9s1s").counts()), parse_one("9s"))
    view = turn_view("123m456m789m23p5p9s1s")
    assert know.region.waits(c13, 0, BAO)  # the rules' waits: ready in shape
    assert know.waits(view, c13, 0, BAO) == set()  # none pays
    thrown = turn_view("123m456m789m23p5p9s1s", discards="1s")
    assert know.waits(thrown, c13, 0, BAO)  # with a 飞宝 every 有宝 win reaches 4


def test_the_scorer_counts_a_bao_thrown_in_the_look_ahead(know: ShangraoKnowledge) -> None:
    view = turn_view("123m456m789m23p55p1s")  # holds one 宝
    win = parse_one("1p")
    c14 = list(minus(tuple(view.counts()), BAO))  # the 宝 thrown, then 1p drawn
    c14[win] += 1
    self_drawn, on_discard = know.win_values(view, c14, (), win)
    assert self_drawn == 3 * 4 * 2  # 平胡 无宝 4, doubled by the 飞宝
    assert on_discard == 0.0  # self-draw only


def test_no_discard_is_ranked_as_dangerous() -> None:
    """No danger anywhere: the normal ranking's danger column is zero for every discard."""
    region = load_region("shangrao")
    player = NormalPlayer(region, 3)
    pong = [Meld(MeldKind.PONG, (k,) * 3, 0, k) for k in parse("2m6p")]
    loud = seat_info(2, pong, parse("1z2z3z4z5z6z7z9m9p"))
    view = turn_view("13m46m79m2p5p8p3s6s1z2z3z", others=[seat_info(1), loud, seat_info(3)])
    read = read_table(view, player.know)
    ranked = player.rank(view, read, {a.tile for a in view.legal if isinstance(a, Discard)})
    assert ranked and all(f.danger == 0.0 for f in ranked)


def test_the_search_counts_a_win_as_saving_one_payment(know: ShangraoKnowledge) -> None:
    """The search's swing is one typical payment (4.6), not the estimate's tuned 14: a hand's
    searched worth is its collected points plus 4.6 for every win it expects."""
    region = load_region("shangrao")
    view = turn_view("123m456m789m23p55p9s")  # ready on 1p/4p, no 宝
    c13 = minus(tuple(view.counts()), parse_one("9s"))
    read = read_table(view, know)
    search = DrawSearch(view, know, read, ())
    assert search.swing == know.search_swing == 4.6 != know.win_swing
    gain, p_win, shanten = search.evaluate(c13, depth=1)
    fresh = knowledge_for(region)
    fresh.search_swing = 0.0
    collected, p_same, _ = DrawSearch(view, fresh, read, ()).evaluate(c13, depth=1)
    assert shanten == 0 and p_win == pytest.approx(p_same) and p_win > 0.3
    assert gain == pytest.approx(collected + 4.6 * p_win)


def _searched(know: ShangraoKnowledge, hand: str) -> DrawSearch:
    """The search of the 13 tiles left when ``hand`` throws its drawn tile, budgets unlimited."""
    view = turn_view(hand)
    search = DrawSearch(view, know, read_table(view, know), ())
    search.budget = search.score_budget = 10**6
    search.evaluate(minus(tuple(view.counts()), view.drawn or 0), depth=1)
    return search


def test_a_hand_ready_in_shape_only_is_priced_by_the_estimate_and_the_decision_falls_back(
    know: ShangraoKnowledge,
) -> None:
    """A hand whose waits cannot pay (有宝 平胡, no 飞宝) is priced by the estimate; beside
    exactly priced siblings that does not compare, so the search reports itself approximate."""
    assert _searched(know, "123m456m789m23p5p1s9s").approximate
    assert not _searched(know, "123m456m789m23p55p9s").approximate  # ready, every wait pays


def test_a_one_step_hand_no_draw_of_which_can_pay_makes_the_search_approximate(
    know: ShangraoKnowledge,
) -> None:
    # 123m 456m 789m 2p 5s 8s + 宝: every hand one draw closer needs the 宝 as a stand-in
    # (有宝 平胡 2, below the minimum): no child the region lets win.
    search = _searched(know, "123m456m789m2p58s1s9s")
    assert search.approximate
    assert not _searched(know, "123m456m789m2p58s9p9s").approximate  # no 宝: children pay


def test_hard_keeps_the_normal_figures_when_its_search_meets_a_hand_that_cannot_pay() -> None:
    region = load_region("shangrao")
    view = turn_view("123m456m789m23p5p1s9s")  # most discards leave it ready in shape only
    hard = HardPlayer(region, 1)
    read = read_table(view, hard.know)
    allowed = allowed_discards(view.legal)
    got = hard.rank(view, read, allowed)
    assert hard.fell_back
    normal = NormalPlayer(region, 1).rank(view, read, allowed)
    expected = hard.with_kongs(read, view.counts(), view.me.melds, normal)
    assert [(f.tile, round(f.utility, 9)) for f in got] == [
        (f.tile, round(f.utility, 9)) for f in expected
    ]


def test_a_concealed_kong_worth_more_than_the_far_hand_it_breaks_is_declared() -> None:
    # Four 3s in a 十三烂 two steps out: the kong costs steps (the shared rule of the easy and
    # normal levels keeps the tiles), but collects 2 from each player now, more than this far
    # hand is worth; hard declares kongs by their worth (``NormalPlayer.kongs_by_worth``).
    view = with_kong(turn_view("147m258p333sESWP3s"), "3s")
    region = load_region("shangrao")
    for level in ("easy", "normal"):
        assert isinstance(make_player(level, region, 1).choose(view, view.legal), Discard)
    assert make_player("hard", region, 1).choose(view, view.legal) == ConcealedKong(
        0, parse_one("3s")
    )


def test_hard_keeps_four_alike_that_a_ready_seven_pairs_needs_as_two_pairs() -> None:
    view = with_kong(turn_view("2p3s7s7s9s9sEEPPCCCC"), "C")
    action = make_player("hard", load_region("shangrao"), 1).choose(view, view.legal)
    assert isinstance(action, Discard)
