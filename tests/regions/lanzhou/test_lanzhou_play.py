"""兰州 play through the engine (docs/rules/lanzhou.md "Setup", "玩法", "Winning", "Scoring"): chow,
one winner per discard, 包扣到底 (playing on after a win), the end of the wall, kong money and the
deal."""

from __future__ import annotations

from mahjong_desktop.engine.actions import Chow, ConcealedKong, Discard, ExposedKong, Pass, Win
from mahjong_desktop.engine.census import tile_census as census
from mahjong_desktop.engine.events import Drew, Won
from mahjong_desktop.engine.game import Game, Phase
from mahjong_desktop.rules.hand_facts import Evaluation, MeldKind, WinBy
from mahjong_desktop.rules.settlement import HandOutcome, KongRecord, SeatEnd, WinRecord
from tests.helpers.invariants import FULL
from tests.helpers.lanzhou_table import answer, plain, t
from tests.helpers.stacked_table import drop_drawn, play_until, stacked


def test_deal_gives_the_dealer_fourteen_and_the_others_thirteen() -> None:
    game = Game(plain(), seed=3, dealer=2)
    assert [p.tile_count() for p in game.players] == [13, 13, 14, 13]
    assert game.wall.live == 136 - 53 and census(game) == FULL


# --- chow ----------------------------------------------------------------------------------------
def test_chow_only_from_the_previous_player_in_the_modes_with_chow() -> None:
    for mode, allowed in (("san_bao", True), ("qiao_qiao_hu", True), ("san_bao_bao", True)):
        game = stacked(plain(mode=mode), {0: "3m+", 1: "1245m+", 2: "12m+"})
        game.apply(Discard(0, t("3m")))
        chows = {a for a in game.legal_actions(1) if isinstance(a, Chow)}
        assert chows == {
            Chow(1, (t("1m"), t("2m"))),
            Chow(1, (t("2m"), t("4m"))),
            Chow(1, (t("4m"), t("5m"))),
        }
        assert allowed and not game.legal_actions(2)  # seat 2 is not the next player


def test_no_chow_in_liang_bao_and_liang_bao_bao() -> None:
    for mode in ("liang_bao", "liang_bao_bao"):
        game = stacked(plain(mode=mode), {0: "3m+", 1: "1245m+"})
        game.apply(Discard(0, t("3m")))
        assert game.phase is Phase.TURN and game.turn == 1  # nobody had a claim


# --- one winner per discard ----------------------------------------------------------------------
TWO_WAIT_5S = {0: "5s+", 1: "111m999m111p999p5s", 2: "222m888m222p888p5s"}


def test_no_multiple_winners_the_first_in_play_order_after_the_discarder_wins() -> None:
    game = stacked(plain(mode="qiao_qiao_hu", play_on_after_win=False), TWO_WAIT_5S)
    game.apply(Discard(0, t("5s")))
    assert Win(1) in game.legal_actions(1) and Win(2) in game.legal_actions(2)
    game.apply(Win(2))
    game.apply(Win(1))
    assert [w.seat for w in game.winners] == [1] and game.is_over


def test_the_next_player_wins_when_the_first_passes() -> None:
    game = stacked(plain(mode="qiao_qiao_hu", play_on_after_win=False), TWO_WAIT_5S)
    game.apply(Discard(0, t("5s")))
    game.apply(Pass(1))
    game.apply(Win(2))
    assert [w.seat for w in game.winners] == [2]


# --- 包扣到底 ----------------------------------------------------------------------------------
def test_play_on_after_a_win_the_winner_keeps_the_hand_and_may_win_again() -> None:
    rules = plain(mode="qiao_qiao_hu")
    game = stacked(rules, {1: "111m999m111p999p5s", 2: "5s+"}, draws="5s6z")
    drop_drawn(game)  # the dealer
    assert game.legal_actions(1)[0] == Win(1)
    game.apply(Win(1))  # self-drawn
    p = game.players[1]
    assert not game.is_over and game.turn == 2 and game.phase is Phase.TURN
    assert p.won == [t("5s")] and p.tile_count() == 13 and p.waits == {t("5s")}
    assert game.view(3).seats[1].won == (t("5s"),) and census(game) == FULL
    game.apply(Discard(2, t("5s")))
    game.apply(Win(1))  # and again, on a discard
    assert [w.seat for w in game.winners] == [1, 1] and p.won == [t("5s"), t("5s")]
    assert game.turn == 2 and census(game) == FULL  # the player after the winner plays on
    play_until(game, lambda g: False)
    assert game.outcome is not None and not game.outcome.draw  # the wall ran out, wins stand
    pays = game.settlement.payments if game.settlement else ()
    assert sorted((x.payer, x.reason) for x in pays if x.payee == 1) == [
        (0, "discard_win_other"),
        (0, "self_draw"),
        (2, "discard_win"),
        (2, "self_draw"),
        (3, "discard_win_other"),
        (3, "self_draw"),
    ]  # fmt: skip  (only seat 2 discarded: the others pay the same share, not as 点炮)


def test_a_winner_playing_on_keeps_a_locked_hand() -> None:
    rules = plain(mode="qiao_qiao_hu")
    game = stacked(rules, {1: "111m999m111p999p5s"}, draws="5s6z7z1z")
    drop_drawn(game)
    game.apply(Win(1))
    drop_drawn(game)  # seat 2
    drop_drawn(game)  # seat 3
    drop_drawn(game)  # seat 0; seat 1 draws and the tile goes out by itself
    drew = next(e for e in reversed(game.events) if isinstance(e, Drew) and e.seat == 1)
    assert drew.tile != t("5s") and game.players[1].discards == [drew.tile]
    assert game.turn == 2 and not any(a.seat == 1 for a in game.actions[-3:])


def test_without_play_on_the_hand_ends_at_the_first_win() -> None:
    game = stacked(plain(mode="qiao_qiao_hu", play_on_after_win=False), TWO_WAIT_5S)
    game.apply(Discard(0, t("5s")))
    answer(game, 1, Win(1))
    assert game.is_over and len([e for e in game.events if isinstance(e, Won)]) == 1


# --- the end of the wall -------------------------------------------------------------------------
def test_exhaustive_draw_only_when_the_whole_wall_is_drawn() -> None:
    game = stacked(plain(), {})
    play_until(game, lambda g: False)
    assert game.outcome is not None and game.outcome.draw and game.wall.live == 0


def test_huang_zhuang_with_14_tiles_left_when_the_option_is_on() -> None:
    game = stacked(plain(huang_zhuang_14=True), {})
    play_until(game, lambda g: False)
    assert game.outcome is not None and game.outcome.draw and game.wall.live == 14


def test_the_last_tile_must_be_discarded_and_can_be_won_on() -> None:
    rules = plain(mode="qiao_qiao_hu")
    hands = {0: "111m999m111p999p5s9s", 1: "5s+", 2: "5s+"}
    game = stacked(rules, hands, tail="5s")  # the tail-most tile is drawn last
    game.apply(Discard(0, t("9s")))
    play_until(game, lambda g: g.wall.live == 0 and g.phase is Phase.TURN)
    assert game.turn == 3 and game.drawn == t("5s")
    assert all(isinstance(a, Discard) for a in game.legal_actions(3))
    game.apply(Discard(3, t("5s")))
    assert game.legal_actions(0) == (Win(0), Pass(0))  # a win, but no pong any more


# --- kong money ----------------------------------------------------------------------------------
def test_kong_payments_are_paid_once_also_at_a_draw() -> None:
    rules = plain(mode="qiao_qiao_hu")
    game = stacked(rules, {0: "1111m2z+", 1: "222m+"})
    game.apply(ConcealedKong(0, t("1m")))
    drop_drawn(game)  # the replacement … or whatever the dealer holds last
    play_until(game, lambda g: g.phase is Phase.CLAIM and ExposedKong(1) in g.legal_actions(1))
    if not game.is_over:
        answer(game, 1, ExposedKong(1))
    play_until(game, lambda g: False)
    assert game.settlement is not None
    kong_pays = sorted(
        (p.payer, p.payee, p.amount, p.reason)
        for p in game.settlement.payments
        if p.reason.startswith("kong")
    )
    assert (1, 0, 1, "kong_concealed") in kong_pays and (2, 0, 1, "kong_concealed") in kong_pays
    assert len([k for k in kong_pays if k[3] == "kong_concealed"]) == 3
    assert sum(game.settlement.net()) == 0


def test_exposed_kong_is_paid_by_the_discarder_added_and_concealed_by_each() -> None:
    rules = plain(kong_exposed=2, kong_concealed=3, kong_added=4)
    outcome = HandOutcome(
        dealer=0,
        winners=(),
        kongs=(
            KongRecord(1, MeldKind.KONG, t("5m"), from_seat=3),
            KongRecord(2, MeldKind.CONCEALED_KONG, t("6m")),
            KongRecord(0, MeldKind.ADDED_KONG, t("7m")),
        ),
        seats=tuple(SeatEnd(tuple([0] * 34), ()) for _ in range(4)),
        draw=True,
    )
    pays = [(p.payer, p.payee, p.amount, p.reason) for p in rules.settle(outcome).payments]
    assert (3, 1, 2, "kong_exposed") in pays
    assert sorted(p for p in pays if p[3] == "kong_concealed") == [
        (0, 2, 3, "kong_concealed"), (1, 2, 3, "kong_concealed"), (3, 2, 3, "kong_concealed"),
    ]  # fmt: skip
    assert len([p for p in pays if p[3] == "kong_added"]) == 3 and len(pays) == 7


def test_bao_payment_in_the_settlement() -> None:
    rules = plain(mode="san_bao_bao")
    ev = Evaluation(True, None, (rules.scorer._item("bao", 0),), "番", 0, discarder=3, other=0)
    win = WinRecord(2, t("5s"), WinBy.DISCARD, 0, ev)
    outcome = HandOutcome(
        0, (win,), (), tuple(SeatEnd(tuple([0] * 34), ()) for _ in range(4)), False
    )
    pays = [(p.payer, p.payee, p.amount, p.reason) for p in rules.settle(outcome).payments]
    assert pays == [(0, 2, 3, "bao")]


# --- the deal ------------------------------------------------------------------------------------
def _outcome(dealer: int, winners: tuple[int, ...]) -> HandOutcome:
    ev = Evaluation(True, None, (), "番", 0, each=1)
    wins = tuple(WinRecord(s, 0, WinBy.SELF_DRAW, None, ev) for s in winners)
    ends = tuple(SeatEnd(tuple([0] * 34), ()) for _ in range(4))
    return HandOutcome(dealer, wins, (), ends, not winners, dealer_streak=2)


def test_dealer_keeps_the_deal_on_a_dealer_win_or_a_draw_otherwise_the_next_seat_deals() -> None:
    rules = plain()
    assert rules.next_dealer(_outcome(1, (1,))) == (1, 3)
    assert rules.next_dealer(_outcome(1, ())) == (1, 2)
    assert rules.next_dealer(_outcome(1, (3,))) == (2, 0)
    # Playing on, the first win of the hand decides (庄家先胡牌).
    assert rules.next_dealer(_outcome(1, (1, 3))) == (1, 3)
    assert rules.next_dealer(_outcome(1, (3, 1))) == (2, 0)
