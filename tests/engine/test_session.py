"""Sessions (docs/rules/common.md "Session", docs/rules/lincang.md "Dealer"): first dealer from the
seed, the winner deals next, a drawn hand keeps the dealer, running totals, saving and resuming."""

from __future__ import annotations

import json
from itertools import pairwise

from mahjong_desktop.ai.basic import BasicPlayer
from mahjong_desktop.engine.actions import Discard
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.engine.session import Player, Session
from mahjong_desktop.rules.hand_facts import Evaluation, WinBy
from mahjong_desktop.rules.settlement import HandOutcome, SeatEnd, WinRecord
from tests.helpers.stacked_table import answer_all, region

ENDS = tuple(SeatEnd((0,) * 34, ()) for _ in range(4))


def outcome(dealer: int, winners: tuple[int, ...], streak: int = 0) -> HandOutcome:
    ev = Evaluation(True, None, each=1)
    wins = tuple(WinRecord(s, 0, WinBy.SELF_DRAW, None, ev) for s in winners)
    return HandOutcome(dealer, wins, (), ENDS, not winners, streak)


def test_first_dealer_is_random_from_the_session_seed(name: str) -> None:
    dealers = {Session(region(name), seed).dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}
    assert Session(region(name), 5).dealer == Session(region(name), 5).dealer


def test_first_winner_deals_next_and_a_winning_dealer_deals_again(name: str) -> None:
    rules = region(name)
    assert rules.next_dealer(outcome(0, (2,))) == (2, 0)
    assert rules.next_dealer(outcome(2, (2,), streak=1)) == (2, 2)  # no 连庄 bonus, only a count
    assert rules.next_dealer(outcome(1, (3, 0))) == (3, 0)  # several winners: the first stored


def test_bu_neng_lian_zhuang_a_drawn_hand_passes_the_deal_on(name: str) -> None:
    """Seed (临沧/临汾): "不能連莊" — at an exhaustive draw the dealer does not keep the deal
    without winning: the seat after the dealer deals, the streak back to 0 [decided, second
    audit]."""
    assert region(name).next_dealer(outcome(3, (), streak=2)) == (0, 0)


def test_option_dealer_deals_again_after_a_draw(name: str) -> None:
    """Option "dealer deals again after a draw" (default off; seed "不能連莊")."""
    rules = region(name, dealer_stays_on_draw=True)
    assert rules.next_dealer(outcome(3, (), streak=2)) == (3, 2)


def test_session_runs_hands_with_running_totals_and_dealer_succession(name: str) -> None:
    rules = region(name)
    session = Session(rules, seed=4, hands=6)
    players: list[Player] = [BasicPlayer(s, rules=rules.shape_rules()) for s in range(4)]
    summaries = session.play(players)
    assert len(summaries) == 6 and session.finished
    assert session.totals == [sum(h.net[p] for h in summaries) for p in range(4)]
    for before, after in pairwise(summaries):
        expected = before.winners[0] if before.winners else before.dealer
        assert after.dealer == expected


def test_session_length_in_rounds_counts_changes_of_dealer() -> None:
    rules = region()
    session = Session(rules, seed=2, rounds=1)
    players: list[Player] = [BasicPlayer(s, rules=rules.shape_rules()) for s in range(4)]
    session.play(players)
    changes = sum(a.dealer != b.dealer for a, b in pairwise(session.summaries))
    assert session.dealer_moves == 4 and changes == 3  # the last change follows the last hand


def test_each_hand_has_its_own_wall_from_session_seed_and_hand_number() -> None:
    s1, s2 = Session(region(), 9, hands=3), Session(region(), 9, hands=3)
    assert s1.hand_seed(0) != s1.hand_seed(1) and s1.hand_seed(1) == s2.hand_seed(1)
    assert s1.start_hand().wall.tiles == s2.start_hand().wall.tiles


def test_session_saved_mid_hand_resumes_identically() -> None:
    rules = region("linfen")
    session = Session(rules, seed=12, hands=3)
    players: list[Player] = [BasicPlayer(s, rules=rules.shape_rules()) for s in range(4)]
    session.play_hand(players)
    game = session.start_hand()
    assert game.drawn is not None
    game.apply(Discard(game.turn, game.drawn))
    answer_all(game)
    saved = json.loads(json.dumps(session.to_json()))
    again = Session.from_json(saved)
    assert again.totals == session.totals and again.dealer == session.dealer
    assert again.game is not None and again.game.phase is Phase.TURN
    assert [e.to_json() for e in again.game.events] == [e.to_json() for e in game.events]
    assert again.to_json() == session.to_json()
