"""docs/rules/shangrao.md "Tiles and the 宝", "Play" and "Other rules" through the engine: the
indicator and the 宝 it names, claims, self-drawn wins only, the minimum, 飞宝, dealer succession,
the draw and kong money. Walls are stacked in tile notation (tests/helpers/stacked_table.py)."""

from __future__ import annotations

import pytest

from mahjong_desktop.engine.actions import (
    AddedKong,
    Chow,
    ConcealedKong,
    Discard,
    ExposedKong,
    Pong,
    Win,
)
from mahjong_desktop.engine.events import TailTurnedUp
from mahjong_desktop.engine.game import Phase
from mahjong_desktop.rules.hand_facts import Evaluation, MeldKind, WinBy
from mahjong_desktop.rules.settlement import HandOutcome, KongRecord, SeatEnd, WinRecord
from tests.helpers.shangrao_table import shangrao, table
from tests.helpers.stacked_table import answer_all, drop_drawn, play_until, stacked, t


# --- the indicator and the 宝 ---------------------------------------------------------------------
@pytest.mark.parametrize(
    ("indicator", "bao"),
    [
        ("4m", "5m"),
        ("8p", "9p"),
        ("9m", "1m"),  # 9 → 1 within the suit
        ("9p", "1p"),
        ("9s", "1s"),
        ("1z", "2z"),  # 东 → 南
        ("3z", "4z"),  # 西 → 北
        ("4z", "1z"),  # 北 → 东
        ("7z", "6z"),  # 中 → 发
        ("6z", "5z"),  # 发 → 白
        ("5z", "7z"),  # 白 → 中
    ],
)
def test_the_bao_is_the_kind_after_the_indicator(indicator: str, bao: str) -> None:
    game = stacked(shangrao(), {}, tail=indicator)
    assert game.wall.face_up == [t(indicator)]
    assert game.wild == t(bao)


def test_the_indicator_itself_may_be_the_bao() -> None:
    game = stacked(shangrao(wild_kind="indicator"), {}, tail="5z")
    assert game.wild == t("5z")


def test_the_indicator_is_turned_up_after_the_deal_shown_to_everyone_and_out_of_play() -> None:
    game = table({}, wild="7z")
    assert [e for e in game.events if isinstance(e, TailTurnedUp)] == [TailTurnedUp((t("5z"),))]
    for seat in range(4):
        view = game.view(seat)
        assert view.face_up == (t("5z"),) and view.wild == t("7z")
        assert view.visible_counts()[t("5z")] >= 1  # the indicator counts as a seen tile
    assert game.wall.live == 136 - 53 - 1
    # All four 宝 are live: none of them is the face-up indicator.
    assert t("7z") not in game.wall.face_up
    play_until(game, lambda g: False)  # nobody ever draws the indicator
    assert game.wall.face_up == [t("5z")] and game.wall.live == 0


# --- claims ---------------------------------------------------------------------------------------
def test_chow_from_the_previous_player_only() -> None:
    game = table({0: "1m+", 1: "23m+", 2: "23m+"})
    game.apply(Discard(0, t("1m")))
    assert Chow(1, (t("2m"), t("3m"))) in game.legal_actions(1)
    assert not any(isinstance(a, Chow) for a in game.legal_actions(2))


def test_pong_and_exposed_kong_on_a_discard() -> None:
    game = table({0: "5p+", 2: "555p+"})
    game.apply(Discard(0, t("5p")))
    assert {Pong(2), ExposedKong(2)} <= set(game.legal_actions(2))


def test_concealed_kong_and_added_kong() -> None:
    game = table({0: "5555s+"})
    assert ConcealedKong(0, t("5s")) in game.legal_actions(0)
    game = table({0: "5p+", 2: "55p+"}, at={3: "5p"}, avoid="5p")
    game.apply(Discard(0, t("5p")))
    game.apply(Pong(2))
    answer_all(game)
    drop_drawn(game)  # the ponger discards
    play_until(game, lambda g: g.turn == 2 and g.phase is Phase.TURN)
    assert game.drawn == t("5p") and AddedKong(2, t("5p")) in game.legal_actions(2)


# --- self-drawn wins only -------------------------------------------------------------------------
def test_no_win_on_a_discard_only_by_self_draw() -> None:
    ready = "123m456m789m3p555z"  # waits on 3p: 平胡 无宝自摸 4
    game = table({0: "3p+", 1: ready, 2: "33p+"})
    assert t("3p") in game.players[1].waits
    game.apply(Discard(0, t("3p")))
    assert game.phase is Phase.CLAIM and game.legal_actions(1) == ()  # player 2 may pong
    game = table({1: ready}, draws="3p")
    drop_drawn(game)
    answer_all(game)
    assert game.phase is Phase.TURN and game.turn == 1 and game.drawn == t("3p")
    assert Win(1) in game.legal_actions(1)
    assert game.self_win is not None and game.self_win.formula == "平胡 无宝自摸 4 = 4 from each"


# --- the minimum and 飞宝 ------------------------------------------------------------------------
READY_FOR_2 = "12m456m789m123p5z7z"  # the 宝 (7z) stands in for 3m or pairs 5z: 有宝自摸 2


def test_a_hand_below_the_minimum_is_not_offered_as_a_win() -> None:
    game = table({1: READY_FOR_2}, at={0: "3m"}, avoid="3m5z7z")
    assert {t("3m"), t("5z"), t("7z")} <= game.players[1].waits
    drop_drawn(game)
    answer_all(game)
    assert game.turn == 1 and game.drawn == t("3m")
    assert Win(1) not in game.legal_actions(1) and game.self_win is None


def test_a_fei_bao_doubles_the_hand_up_to_the_minimum() -> None:
    # Player 1 draws a second 宝, discards it (飞宝), then draws 3m: 2 × 2 = 4, a win.
    game = table({1: READY_FOR_2}, at={0: "7z", 4: "3m"}, avoid="3m5z7z")
    drop_drawn(game)
    answer_all(game)
    assert game.turn == 1 and game.drawn == t("7z") and Win(1) not in game.legal_actions(1)
    game.apply(Discard(1, t("7z")))
    play_until(game, lambda g: g.turn == 1 and g.phase is Phase.TURN)
    assert game.drawn == t("3m") and Win(1) in game.legal_actions(1)
    game.apply(Win(1))
    win = game.winners[0]
    assert win.evaluation.formula == "平胡 有宝自摸 2 × 飞宝 2 = 4 from each"
    assert game.settlement is not None and game.settlement.net() == [-4, 12, -4, -4]


def test_fei_bao_are_counted_per_player() -> None:
    game = table({0: "7z+", 1: READY_FOR_2}, at={0: "7z"}, avoid="3m5z7z")
    game.apply(Discard(0, t("7z")))  # the dealer throws a 宝
    answer_all(game)
    game.apply(Discard(1, t("7z")))  # and player 1 one
    answer_all(game)
    counts = game.players[1].counts
    assert game.win_context(1, counts, t("3m"), WinBy.SELF_DRAW).discarded_wilds == 1
    assert game.win_context(0, counts, t("3m"), WinBy.SELF_DRAW).discarded_wilds == 1
    assert game.win_context(2, counts, t("3m"), WinBy.SELF_DRAW).discarded_wilds == 0


# --- the end of a hand ----------------------------------------------------------------------------
def test_exhaustive_draw_when_the_wall_is_used_up_and_no_payment() -> None:
    game = table({1: "5555m+"})  # a concealed kong would be cancelled at the draw
    play_until(game, lambda g: False)
    assert game.outcome is not None and game.outcome.draw and game.wall.live == 0
    assert game.settlement is not None and game.settlement.payments == ()


def outcome(
    winner: int | None, *, dealer: int = 0, kongs: tuple[KongRecord, ...] = (), streak: int = 0
) -> HandOutcome:
    ev = Evaluation(True, None, (), "分", 4, each=4)
    wins = () if winner is None else (WinRecord(winner, t("5z"), WinBy.SELF_DRAW, None, ev),)
    seats = tuple(SeatEnd((0,) * 34, ()) for _ in range(4))
    return HandOutcome(dealer, wins, kongs, seats, winner is None, streak)


def test_dealer_stays_on_a_dealer_win() -> None:
    assert shangrao().next_dealer(outcome(2, dealer=2, streak=1)) == (2, 2)


def test_any_other_win_passes_the_deal_to_the_next_seat() -> None:
    assert shangrao().next_dealer(outcome(0, dealer=2)) == (3, 0)  # not the winner: the next seat


def test_dealer_stays_on_a_draw_or_passes_by_option() -> None:
    assert shangrao().next_dealer(outcome(None, dealer=3, streak=2)) == (3, 2)
    assert shangrao(dealer_on_draw="next").next_dealer(outcome(None, dealer=3)) == (0, 0)


def test_every_other_player_pays_the_winner() -> None:
    settlement = shangrao().settle(outcome(1))
    assert settlement.net() == [-4, 12, -4, -4]
    assert {p.reason for p in settlement.payments} == {"self_draw"}


KONGS = (
    KongRecord(1, MeldKind.KONG, t("5p"), 3),
    KongRecord(2, MeldKind.ADDED_KONG, t("6p")),
    KongRecord(3, MeldKind.CONCEALED_KONG, t("7p")),
)


def test_kong_payments_exposed_1_from_the_discarder_added_1_and_concealed_2_from_each() -> None:
    settlement = shangrao().settle(outcome(0, kongs=KONGS))
    kong = [p for p in settlement.payments if p.reason.startswith("kong")]
    assert sorted((p.payer, p.payee, p.amount, p.reason) for p in kong) == sorted(
        [
            (3, 1, 1, "kong_exposed"),
            *((s, 2, 1, "kong_added") for s in (0, 1, 3)),
            *((s, 3, 2, "kong_concealed") for s in (0, 1, 2)),
        ]
    )


def test_kong_payment_values_are_options() -> None:
    rules = shangrao(kong_exposed=3, kong_added=0, kong_concealed=5)
    kong = [p for p in rules.settle(outcome(0, kongs=KONGS)).payments if p.reason != "self_draw"]
    assert {(p.reason, p.amount) for p in kong} == {("kong_exposed", 3), ("kong_concealed", 5)}


def test_kong_money_at_a_draw_cancelled_or_paid_by_option() -> None:
    cancelled = shangrao().settle(outcome(None, kongs=KONGS))
    assert cancelled.payments == () and cancelled.notes == ("kong_payments_cancelled",)
    paid = shangrao(kong_paid_on_draw=True).settle(outcome(None, kongs=KONGS))
    assert sum(p.amount for p in paid.payments) == 1 + 3 + 6


def test_bao_si_kou_the_winners_hand_and_discards_are_laid_open() -> None:
    assert "bao_si_kou" in shangrao().settle(outcome(1)).notes
