"""docs/rules/lincang.md "Play" (winning), "Patterns", "Scoring" and "Dealer" through the engine:
one test per rule statement, on stacked walls."""

from __future__ import annotations

from mahjong_desktop.engine.actions import (
    AddedKong,
    ConcealedKong,
    Discard,
    ExposedKong,
    Pass,
    Pong,
    Win,
)
from mahjong_desktop.engine.events import KongRobbed, Won
from mahjong_desktop.engine.game import Phase
from mahjong_desktop.rules.hand_facts import WinBy
from tests.helpers.stacked_table import drop_drawn, play_until, region, stacked, t, tile_census

NINE_GATES_M = "1112345678999m"  # 清一色, waits on every 万


def pays(game) -> list[tuple[int, int, int, str]]:
    assert game.settlement is not None
    return sorted((p.payer, p.payee, p.amount, p.reason) for p in game.settlement.payments)


def test_plain_hand_cannot_win_on_a_discard(name: str) -> None:
    game = stacked(region(name), {0: "5p+", 1: "123m456m789m123p5p"})
    game.apply(Discard(0, t("5p")))
    assert Win(1) not in game.legal_actions(1)
    assert game.phase is Phase.TURN and game.turn == 1  # nobody was asked


def test_plain_hand_wins_self_drawn_one_from_each(name: str) -> None:
    game = stacked(region(name), {0: "5p+", 1: "123m456m789m123p5p"}, draws="5p")
    game.apply(Discard(0, t("5p")))
    assert game.drawn == t("5p") and Win(1) in game.legal_actions(1)
    game.apply(Win(1))
    assert [i.key for i in game.winners[0].evaluation.items] == ["ping_hu"]
    assert pays(game) == [(0, 1, 1, "self_draw"), (2, 1, 1, "self_draw"), (3, 1, 1, "self_draw")]


def test_no_lian_zhuang_bonus_a_dealer_wins_like_anyone_else(name: str) -> None:
    game = stacked(region(name), {0: "123m456m789m123p5p7z"}, at={3: "5p"}, avoid="5p")
    play_until(game, lambda g: g.turn == 0 and g.drawn == t("5p"))
    game.apply(Win(0))
    assert pays(game) == [(1, 0, 1, "self_draw"), (2, 0, 1, "self_draw"), (3, 0, 1, "self_draw")]
    assert game.outcome is not None
    assert game.region.next_dealer(game.outcome) == (0, 1)  # deals again; the count is all


def test_pattern_hand_may_win_on_a_discard_discarder_pays_alone(name: str) -> None:
    game = stacked(region(name), {0: "5m+", 1: NINE_GATES_M})
    game.apply(Discard(0, t("5m")))
    assert game.legal_actions(1) == (Win(1), Pass(1))
    game.apply(Win(1))
    assert [i.key for i in game.winners[0].evaluation.items] == ["qing_yi_se"]
    assert pays(game) == [(0, 1, 4, "discard_win")]


def test_plain_hand_may_win_on_a_discard_when_it_is_gang_shang_pao(name: str) -> None:
    # The dealer konges 5p, draws 3s from the tail and discards it: 2's plain hand waits on 3s.
    game = stacked(region(name), {0: "5555p+", 2: "123m456m789m12s99p"}, tail="1z2z3s")
    game.apply(ConcealedKong(0, t("5p")))
    game.apply(Discard(0, t("3s")))
    assert game.legal_actions(2) == (Win(2), Pass(2))
    game.apply(Win(2))
    win = game.winners[0]
    assert win.win_by is WinBy.DISCARD_AFTER_KONG
    assert [i.key for i in win.evaluation.items] == ["gang_shang_pao"]
    assert pays(game) == [
        (0, 2, 4, "discard_win"),
        (1, 0, 2, "kong_concealed"),
        (2, 0, 2, "kong_concealed"),
        (3, 0, 2, "kong_concealed"),
    ]


def test_plain_hand_may_win_by_robbing_a_kong_konger_pays_as_discarder(name: str) -> None:
    # 0 discards 3m, 1 pongs; 1 later adds the drawn 3m; 2's plain hand waits on 3m and robs it.
    game = stacked(region(name), {0: "3m+", 1: "33m+", 2: "12m456p789p123s99s"}, at={3: "3m"})
    game.apply(Discard(0, t("3m")))
    assert game.legal_actions(2) == ()  # a plain hand cannot win on the discard itself
    game.apply(Pong(1))
    play_until(game, lambda g: g.turn == 1 and g.drawn == t("3m"))
    game.apply(AddedKong(1, t("3m")))
    assert game.phase is Phase.ROB and game.legal_actions(2) == (Win(2), Pass(2))
    game.apply(Win(2))
    assert KongRobbed(1, t("3m")) in game.events
    win = game.winners[0]
    assert win.win_by is WinBy.ROBBED_KONG and win.from_seat == 1
    assert [i.key for i in win.evaluation.items] == ["qiang_gang_hu"]
    assert pays(game) == [(1, 2, 4, "robbed_kong")]  # the kong failed: no kong money
    assert tile_census(game) == [4] * 34


def test_several_players_win_on_one_discard_yi_pao_duo_xiang(name: str) -> None:
    hands = {1: NINE_GATES_M, 3: "11223344p6677s5m"}
    game = stacked(region(name), hands, at={1: "5m"}, avoid="123456789m")
    play_until(game, lambda g: g.phase is Phase.CLAIM)
    assert game.window is not None and (game.window.seat, game.window.tile) == (2, t("5m"))
    assert sorted(game.waiting_for()) == [1, 3]
    game.apply(Win(1))
    assert not game.is_over  # waits for 3 as well
    game.apply(Win(3))
    assert [w.seat for w in game.winners] == [3, 1]  # play order after the discarder
    assert pays(game) == [(2, 1, 4, "discard_win"), (2, 3, 4, "discard_win")]
    assert game.outcome is not None
    assert game.region.next_dealer(game.outcome)[0] == 3  # nearest after the discarder


def test_dian_pao_zhe_xia_fang_di_yi_jia_option_the_discarders_next_seat_deals(name: str) -> None:
    """Seed: "多人同時胡牌（一炮多響）時點炮者下方第一家為一下盤的莊家". Default [decided]: the
    first winner after the discarder deals; option multi_win_dealer "discarder_next": the seat right
    after the discarder deals, whether it won or not."""
    hands = {1: NINE_GATES_M, 3: "11223344p6677s5m"}
    for option, dealer in (("first_winner", 3), ("discarder_next", 3)):
        game = stacked(
            region(name, multi_win_dealer=option), hands, at={1: "5m"}, avoid="123456789m"
        )
        play_until(game, lambda g: g.phase is Phase.CLAIM)
        game.apply(Win(1))
        game.apply(Win(3))
        assert game.outcome is not None
        assert game.region.next_dealer(game.outcome)[0] == dealer, option
    # Seat 2 discards, the dealer (0) and seat 1 win; the discarder's next seat (3) did not.
    hands = {0: "1112345678999m7z", 1: "11223344p6677s5m"}
    for option, dealer in (("first_winner", 0), ("discarder_next", 3)):
        game = stacked(
            region(name, multi_win_dealer=option), hands, at={1: "5m"}, avoid="123456789m7z"
        )
        play_until(
            game,
            lambda g: g.phase is Phase.CLAIM and g.window is not None and g.window.tile == t("5m"),
        )
        assert game.window is not None and game.window.seat == 2
        for seat in sorted(game.waiting_for()):
            game.apply(Win(seat))
        assert [w.seat for w in game.winners] == [0, 1]
        assert game.outcome is not None
        assert game.region.next_dealer(game.outcome) == (dealer, 1 if dealer == 0 else 0), option


def test_multiple_winners_off_only_the_first_in_play_order_after_the_discarder_wins(
    name: str,
) -> None:
    hands = {1: NINE_GATES_M, 3: "11223344p6677s5m"}
    game = stacked(region(name, multiple_winners=False), hands, at={1: "5m"}, avoid="123456789m")
    play_until(game, lambda g: g.phase is Phase.CLAIM)
    game.apply(Win(1))
    game.apply(Win(3))
    assert [w.seat for w in game.winners] == [3]


def test_win_beats_pong_whoever_answers_first(name: str) -> None:
    # 2 discards 5m: 3 may pong (55m), 1 may win; 3 answers first.
    hands = {1: NINE_GATES_M, 3: "55m+"}
    game = stacked(region(name), hands, at={1: "5m"}, avoid="123456789m")
    play_until(game, lambda g: g.phase is Phase.CLAIM)
    assert game.legal_actions(3) == (Pong(3), Pass(3))
    game.apply(Pong(3))
    assert game.phase is Phase.CLAIM and game.waiting_for() == [1]
    game.apply(Win(1))
    assert [w.seat for w in game.winners] == [1] and game.players[3].melds == []


def test_passed_win_no_discard_win_until_own_next_draw(name: str) -> None:
    game = stacked(
        region(name), {0: "2m+", 3: NINE_GATES_M}, at={0: "5m", 3: "4m"}, avoid="123456789m"
    )
    game.apply(Discard(0, t("2m")))
    game.apply(Pass(3))  # 弃先胡后: 3 passes a win …
    drop_drawn(game)  # … 1 draws 5m and discards it:
    assert game.phase is Phase.TURN and game.turn == 2  # 3 was not asked
    assert game.view(3).win_locked
    play_until(game, lambda g: g.turn == 0 and g.phase is Phase.TURN)  # 3 drew in between
    assert not game.view(3).win_locked
    drop_drawn(game)  # the dealer discards 4m
    assert game.legal_actions(3) == (Win(3), Pass(3))


def test_passed_win_does_not_stop_a_self_drawn_win(name: str) -> None:
    game = stacked(region(name), {0: "2m+", 3: NINE_GATES_M}, at={2: "6m"}, avoid="123456789m")
    game.apply(Discard(0, t("2m")))
    game.apply(Pass(3))
    play_until(game, lambda g: g.turn == 3)
    assert game.drawn == t("6m") and Win(3) in game.legal_actions(3)


LAST_FOUR = {1: "1m2m3m5m7m+", 2: "7m+", 3: "1112223335557m"}  # 3 waits on 7m only


def test_last_four_tiles_a_discard_win_is_automatic(name: str) -> None:
    rules = region(name, honour_discard_wins=False)
    game = stacked(rules, LAST_FOUR, at={76: "7m"}, avoid="7m")
    play_until(game, lambda g: False)
    (win,) = game.winners
    assert (win.seat, win.from_seat, win.automatic) == (3, 1, True)
    assert game.wall.live == 4


def test_last_four_tiles_a_self_drawn_win_must_be_taken(name: str) -> None:
    rules = region(name, honour_discard_wins=False)
    game = stacked(rules, LAST_FOUR, at={78: "7m"}, avoid="7m")
    play_until(game, lambda g: False)
    (win,) = game.winners
    assert (win.seat, win.win_by, win.automatic) == (3, WinBy.SELF_DRAW, True)


def test_last_four_tiles_a_robbed_kong_is_won_automatically_and_recorded_so(name: str) -> None:
    """Seed: "最后四張牌，若有人點炮則自動胡牌，自摸也必須胡牌": in the last four tiles robbing a
    kong is made by the game like the other forced wins, and recorded as automatic (it had been
    recorded as the player's own choice)."""
    hands = {0: "3m+", 1: "33m+", 2: "12m456p789p123s99s"}
    game = stacked(region(name, honour_discard_wins=False), hands, at={79: "3m"}, avoid="3m")
    game.apply(Discard(0, t("3m")))
    game.apply(Pong(1))
    play_until(game, lambda g: g.turn == 1 and g.drawn == t("3m"))
    assert game.wall.live <= 4
    game.apply(AddedKong(1, t("3m")))
    assert game.is_over and game.phase is not Phase.ROB  # nobody was asked
    (win,) = game.winners
    assert (win.seat, win.win_by, win.from_seat) == (2, WinBy.ROBBED_KONG, 1)
    assert win.automatic
    (event,) = [e for e in game.events if isinstance(e, Won)]
    assert event.automatic


def test_before_the_last_four_tiles_the_player_is_asked(name: str) -> None:
    rules = region(name, honour_discard_wins=False)
    game = stacked(rules, LAST_FOUR, at={75: "7m"}, avoid="7m")
    play_until(game, lambda g: g.phase is Phase.CLAIM)
    assert game.wall.live == 5 and game.legal_actions(3) == (Win(3), Pass(3))


def test_last_four_forced_option_off_asks_the_player(name: str) -> None:
    rules = region(name, honour_discard_wins=False, last_four_forced=False)
    game = stacked(rules, LAST_FOUR, at={76: "7m"}, avoid="7m")
    play_until(game, lambda g: g.phase is Phase.CLAIM)
    assert game.wall.live == 4 and game.legal_actions(3) == (Win(3), Pass(3))


HONOURS_OUT = "1234567z"  # keep honours out of the padding and the filler draws


def _seat1_draws(kinds: str, start: int = 0, step: int = 4) -> dict[int, str]:
    return {start + step * i: k for i, k in enumerate(kinds.split())}


def test_shi_lao_tou_ten_honour_discards_win_at_once_paid_like_self_draw(name: str) -> None:
    draws = _seat1_draws("1z 1z 2z 2z 3z 3z 4z 4z 5z 5z")
    game = stacked(region(name), {}, at=draws, avoid=HONOURS_OUT)
    play_until(game, lambda g: False)
    (win,) = game.winners
    assert (win.seat, win.special, win.automatic) == (1, "shi_lao_tou", True)
    assert len(game.players[1].discards) == 10
    assert pays(game) == [
        (0, 1, 3, "shi_lao_tou"),
        (2, 1, 3, "shi_lao_tou"),
        (3, 1, 3, "shi_lao_tou"),
    ]


def test_qi_feng_seven_different_honour_discards_win_at_once(name: str) -> None:
    draws = _seat1_draws("1z 2z 3z 4z 5z 6z 7z")
    game = stacked(region(name), {}, at=draws, avoid=HONOURS_OUT)
    play_until(game, lambda g: False)
    (win,) = game.winners
    assert (win.seat, win.special) == (1, "qi_feng") and len(game.players[1].discards) == 7
    assert pays(game)[0] == (0, 1, 3, "qi_feng")


def test_honour_run_ends_with_a_suited_discard(name: str) -> None:
    draws = _seat1_draws("1z 1z 2z 2z 3z 5s 3z 4z 4z 5z 5z 6z")
    game = stacked(region(name), {}, at=draws, avoid=HONOURS_OUT + "5s")
    play_until(game, lambda g: len(g.players[1].discards) == 12)
    assert not game.winners


def test_honour_run_ends_when_one_of_its_tiles_is_ponged(name: str) -> None:
    draws = {0: "5z", **_seat1_draws("1z 1z 2z 2z 3z 3z 4z 4z 6z", start=3)}
    game = stacked(region(name), {2: "55z+"}, at=draws, avoid=HONOURS_OUT)
    play_until(game, lambda g: g.phase is Phase.CLAIM)
    game.apply(Pong(2))
    play_until(game, lambda g: len(g.players[1].discards) == 10)
    assert not game.winners


def test_shi_lao_tou_qi_feng_counted_from_the_first_discard_or_any_run_by_option(name: str) -> None:
    """Seed: "當玩家連續打出10張字牌（東南西北中發白可以重復），且未被碰或者杠的情況下，即可胡牌"
    (七风: seven different in a row). Default [decided]: from the player's first discard, so a
    suited discard first ends the chance; option honour_run_anywhere: any run counts."""
    draws = _seat1_draws("5s 1z 2z 3z 4z 5z 6z 7z 1z 2z")
    game = stacked(region(name), {}, at=draws, avoid=HONOURS_OUT + "5s")
    play_until(game, lambda g: len(g.players[1].discards) == 10)
    assert not game.winners
    game = stacked(region(name, honour_run_anywhere=True), {}, at=draws, avoid=HONOURS_OUT + "5s")
    play_until(game, lambda g: False)
    (win,) = game.winners
    assert (win.seat, win.special) == (1, "qi_feng") and len(game.players[1].discards) == 8
    # Ten honours with repeats after a suited discard: 十老头 under the option.
    draws = _seat1_draws("5s 1z 1z 2z 2z 3z 3z 4z 4z 5z 5z")
    game = stacked(region(name, honour_run_anywhere=True), {}, at=draws, avoid=HONOURS_OUT + "5s")
    play_until(game, lambda g: False)
    (win,) = game.winners
    assert (win.seat, win.special) == (1, "shi_lao_tou") and len(game.players[1].discards) == 11


def test_honour_discard_wins_option_off(name: str) -> None:
    draws = _seat1_draws("1z 2z 3z 4z 5z 6z 7z 1z 2z 3z")
    game = stacked(region(name, honour_discard_wins=False), {}, at=draws, avoid=HONOURS_OUT)
    play_until(game, lambda g: len(g.players[1].discards) == 10)
    assert not game.winners


def test_exposed_kong_two_from_the_discarder_settled_at_the_end_with_gang_shang_pao(
    name: str,
) -> None:
    # 2 konges 0's 3p, draws 5m from the tail and discards it: 3 (清一色) wins, 杠上炮 (2 番).
    game = stacked(region(name), {0: "3p+", 2: "333p+", 3: NINE_GATES_M}, tail="1z2z5m")
    game.apply(Discard(0, t("3p")))
    game.apply(ExposedKong(2))
    assert game.settlement is None and game.drawn == t("5m")  # kong money waits for the end
    game.apply(Discard(2, t("5m")))
    game.apply(Win(3))
    assert [i.key for i in game.winners[0].evaluation.items] == ["qing_yi_se", "gang_shang_pao"]
    assert pays(game) == [(0, 2, 2, "kong_exposed"), (2, 3, 8, "discard_win")]


def test_added_kong_one_from_each_and_gang_shang_hua(name: str) -> None:
    hands = {0: "3m+", 2: "33m123p456p789p5s7z"}
    game = stacked(region(name), hands, at={3: "3m"}, tail="1z2z5s", avoid="5s")
    game.apply(Discard(0, t("3m")))
    game.apply(Pong(2))
    play_until(game, lambda g: g.turn == 2 and g.drawn == t("3m"))
    game.apply(AddedKong(2, t("3m")))
    assert game.drawn == t("5s") and Win(2) in game.legal_actions(2)
    game.apply(Win(2))
    assert game.winners[0].win_by is WinBy.KONG_REPLACEMENT
    assert pays(game) == sorted(
        [(s, 2, 3, "self_draw") for s in (0, 1, 3)] + [(s, 2, 1, "kong_added") for s in (0, 1, 3)]
    )
