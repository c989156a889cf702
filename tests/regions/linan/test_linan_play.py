"""docs/rules/linan.md "Tiles, 财神 and 杠花", "Play" and "Dealer" through the engine, on stacked
walls.

The first tail tile is turned up as the 财神 (5p unless said otherwise: 杠花 4p); the next tail
tiles are the replacement draws. Dealer 0 unless said otherwise; draw i goes to seat (1 + i) % 4
while nobody claims."""

from __future__ import annotations

from mahjong_desktop.engine.actions import (
    AddedKong,
    Chow,
    ConcealedKong,
    Discard,
    ExposedKong,
    Pass,
    Pong,
    Win,
)
from mahjong_desktop.engine.events import BonusLaidOut, DrawSource, Drew, KongRobbed
from mahjong_desktop.engine.game import Game, Phase
from mahjong_desktop.rules.hand_facts import MeldKind, WinBy
from mahjong_desktop.rules.linan import LinanRules
from mahjong_desktop.rules.settlement import HandOutcome, WinRecord
from tests.helpers.linan_table import ctx, linan, table
from tests.helpers.stacked_table import answer_all, drop_drawn, play_until, t, tile_census


def discard(game: Game, seat: int, tile: str) -> None:
    game.apply(Discard(seat, t(tile)))


def draw_and_drop(game: Game, seats: int) -> None:
    """``seats`` players in turn draw and discard what they drew; nobody claims."""
    for _ in range(seats):
        answer_all(game)
        drop_drawn(game)
    answer_all(game)


# --- 财神 and 杠花 -------------------------------------------------------------------------------
def test_the_turned_up_tile_is_the_caishen_and_that_copy_stays_out_of_play() -> None:
    game = table({}, wild="7s")
    assert game.wild == t("7s") and game.wall.face_up == [t("7s")]
    assert all(game.view(s).wild == t("7s") for s in range(4))
    play_until(game, lambda g: False)
    assert game.wall.face_up == [t("7s")]  # never drawn: three 财神 were live
    assert tile_census(game) == [4] * 34


def test_a_shuffled_hand_turns_up_one_tile_whose_kind_is_the_caishen() -> None:
    for seed in range(20):
        game = Game(linan(), seed=seed)
        assert len(game.wall.face_up) == 1 and game.wild == game.wall.face_up[0]


def test_gang_hua_is_the_kind_one_step_below_the_caishen() -> None:
    rules = linan()
    assert rules.bonus_kind(t("3m")) == t("2m")  # the seed's example
    assert rules.bonus_kind(t("1m")) == t("9m")  # 1万 → 9万
    assert rules.bonus_kind(t("5p")) == t("4p") and rules.bonus_kind(t("1s")) == t("9s")


def test_honours_step_below_within_east_south_west_north_and_zhong_fa_bai() -> None:
    rules = linan()
    winds = {"1z": "4z", "2z": "1z", "3z": "2z", "4z": "3z"}  # 财神 东 → 杠花 北
    dragons = {"7z": "5z", "6z": "7z", "5z": "6z"}  # 中→发→白→中: 中 → 白, 发 → 中, 白 → 发
    for wild, bonus in {**winds, **dragons}.items():
        assert rules.bonus_kind(t(wild)) == t(bonus), wild


def test_the_dragon_order_for_gang_hua_is_an_option() -> None:
    rules = linan(gang_hua_dragon_order="bai_fa_zhong")
    assert [rules.bonus_kind(t(k)) for k in ("7z", "6z", "5z")] == [t("6z"), t("5z"), t("7z")]
    assert rules.bonus_kind(t("1z")) == t("4z")


def test_a_dealt_gang_hua_is_laid_out_and_replaced_from_the_tail() -> None:
    game = table({1: "4p+"}, tail="9s")
    assert BonusLaidOut(1, t("4p")) in game.events
    assert game.players[1].flowers == [t("4p")] and game.players[1].counts[t("9s")] == 1
    assert tile_census(game) == [4] * 34


def test_a_drawn_gang_hua_is_laid_out_replaced_and_a_win_on_it_is_gang_shang_kai_hua() -> None:
    game = table({1: "777z666z555z123m8s"}, draws="4p", tail="8s")
    drop_drawn(game)
    answer_all(game)
    assert game.turn == 1 and game.players[1].flowers == [t("4p")]
    assert Drew(1, t("8s"), DrawSource.TAIL) in game.events
    assert game.self_win is not None and game.self_win_by is WinBy.KONG_REPLACEMENT
    keys = [i.key for i in game.self_win.items]
    assert "tai_gang_shang_kai_hua" in keys and "gang_hua" in keys
    game.apply(Win(1))
    assert game.winners[0].win_by is WinBy.KONG_REPLACEMENT


# --- claims --------------------------------------------------------------------------------------
def test_dealer_has_14_tiles_and_the_others_13() -> None:
    game = table({})
    assert [p.tile_count() for p in game.players] == [14, 13, 13, 13]


def test_chow_only_from_the_previous_player() -> None:
    game = table({0: "3m+", 1: "45m+", 2: "45m+"})
    discard(game, 0, "3m")
    assert Chow(1, (t("4m"), t("5m"))) in game.legal_actions(1)
    assert not any(isinstance(a, Chow) for a in game.legal_actions(2))


def test_pong_and_exposed_kong_on_a_discard() -> None:
    game = table({0: "7p+", 2: "777p+"})
    discard(game, 0, "7p")
    assert {Pong(2), ExposedKong(2)} <= set(game.legal_actions(2))
    game.apply(ExposedKong(2))
    assert game.players[2].melds[0].kind is MeldKind.KONG and game.turn == 2


def test_kong_replacements_come_from_the_tail() -> None:
    game = table({0: "7p+", 2: "777p+"}, tail="1z")
    discard(game, 0, "7p")
    answer_all(game, lambda s, legal: ExposedKong(2) if s == 2 else Pass(s))
    assert game.events[-1] == Drew(2, t("1z"), DrawSource.TAIL)


def test_concealed_kong_and_added_kong_on_ones_turn() -> None:
    game = table({0: "1111s+"})
    assert ConcealedKong(0, t("1s")) in game.legal_actions(0)
    game = table({0: "3m+", 1: "33m+"}, draws="1z2z3z3m")
    discard(game, 0, "3m")
    answer_all(game, lambda s, legal: Pong(1) if s == 1 else Pass(s))
    drop_drawn(game)  # the ponger discards
    draw_and_drop(game, 3)
    assert game.turn == 1 and game.drawn == t("3m")
    assert AddedKong(1, t("3m")) in game.legal_actions(1)


def test_no_kong_in_the_same_turn_as_ones_chow_or_pong() -> None:
    game = table({0: "3m6m+", 1: "33m45m7777p+"})
    discard(game, 0, "3m")
    answer_all(game, lambda s, legal: Pong(1) if s == 1 else Pass(s))
    assert game.turn == 1 and not any(isinstance(a, ConcealedKong) for a in game.legal_actions(1))
    game = table({0: "3m6m+", 1: "33m45m7777p+"})
    discard(game, 0, "6m")
    answer_all(game, lambda s, legal: Chow(1, (t("4m"), t("5m"))) if s == 1 else Pass(s))
    assert game.turn == 1 and not any(isinstance(a, ConcealedKong) for a in game.legal_actions(1))


# --- robbing the kong ----------------------------------------------------------------------------
ROBBERS = {
    0: "5s+",
    1: "55s1z+",
    2: "777z666z123m46s88p",  # 坎张 on 5s: 500 胡 as a self-draw
    3: "555z999m678p34s99s",  # 34s waits 2s or 5s: 300 胡 as a self-draw
}


def _to_the_added_kong() -> Game:
    game = table(ROBBERS, draws="1z1z1z5s")
    discard(game, 0, "5s")
    # 2 could win on the dealer's 5s but passes (the lock ends with its next draw).
    answer_all(game, lambda s, legal: Pong(1) if s == 1 else Pass(s))
    discard(game, 1, "1z")
    draw_and_drop(game, 3)
    assert game.turn == 1 and game.drawn == t("5s")
    return game


def test_an_added_kong_can_be_robbed_the_first_robber_in_play_order_wins() -> None:
    game = _to_the_added_kong()
    game.apply(AddedKong(1, t("5s")))
    assert game.phase is Phase.ROB and set(game.waiting_for()) == {2, 3}
    game.apply(Win(3))
    game.apply(Win(2))
    assert [w.seat for w in game.winners] == [2] and game.winners[0].win_by is WinBy.ROBBED_KONG
    assert KongRobbed(1, t("5s")) in game.events
    assert game.players[1].melds[0].kind is MeldKind.PONG  # the kong failed


def test_a_robbed_kong_counts_as_a_self_draw_everyone_pays_in_full() -> None:
    game = _to_the_added_kong()
    game.apply(AddedKong(1, t("5s")))
    game.apply(Win(2))
    game.apply(Pass(3))
    assert game.settlement is not None
    assert sorted((p.payer, p.amount) for p in game.settlement.payments) == [
        (0, 500),
        (1, 500),
        (3, 500),
    ]


def test_a_concealed_kong_cannot_be_robbed() -> None:
    game = table({1: "555s+", 2: "777z666z123m46s88p"}, draws="5s", tail="1z")
    draw_and_drop(game, 0)
    drop_drawn(game)
    answer_all(game)
    assert game.turn == 1 and ConcealedKong(1, t("5s")) in game.legal_actions(1)
    game.apply(ConcealedKong(1, t("5s")))
    assert game.phase is Phase.TURN and game.turn == 1 and game.drawn == t("1z")


# --- passed pong and passed win ------------------------------------------------------------------
BLOCKED = {0: "3m+", 1: "3m4m6p+", 2: "33m44m78p+"}  # 1 has the other 3m
LIFTED = {0: "3m+", 1: "4m6p+", 2: "33m44m78p+", 3: "3m+"}  # 3 has it


def _pass_the_dealers_3m(hands: dict[int, str]) -> Game:
    game = table(hands, draws="1z2z3z4z")
    discard(game, 0, "3m")
    assert Pong(2) in game.legal_actions(2)
    answer_all(game)
    return game


def test_a_passed_pong_may_not_be_claimed_on_that_kind_until_the_players_next_turn() -> None:
    game = _pass_the_dealers_3m(BLOCKED)
    discard(game, 1, "3m")
    assert Pong(2) not in game.legal_actions(2)


def test_a_passed_pong_does_not_block_another_kind() -> None:
    game = _pass_the_dealers_3m(BLOCKED)
    discard(game, 1, "4m")
    assert Pong(2) in game.legal_actions(2)


def test_a_passed_pong_lock_ends_with_the_players_next_draw() -> None:
    game = _pass_the_dealers_3m(LIFTED)
    draw_and_drop(game, 2)  # 1 and 2 draw and discard: 2 has had its turn
    discard(game, 3, "3m")
    assert Pong(2) in game.legal_actions(2)


def test_a_passed_pong_lock_ends_when_the_player_claims_its_next_turn() -> None:
    game = _pass_the_dealers_3m(LIFTED)
    discard(game, 1, "6p")
    answer_all(game, lambda s, legal: Chow(2, (t("7p"), t("8p"))) if s == 2 else Pass(s))
    assert game.turn == 2
    discard(game, 2, "4m")
    answer_all(game)
    discard(game, 3, "3m")
    assert Pong(2) in game.legal_actions(2)


WIN_LOCK = {0: "6s+", 1: "6s9s+", 2: "777z666z555z78s11p", 3: "6s+"}


def _pass_the_dealers_6s() -> Game:
    game = table(WIN_LOCK, draws="1z2z3z4z")
    discard(game, 0, "6s")
    assert Win(2) in game.legal_actions(2)
    answer_all(game)
    assert not game.winners
    return game


def test_a_passed_win_may_not_be_claimed_on_that_kind_until_the_players_next_turn() -> None:
    game = _pass_the_dealers_6s()
    discard(game, 1, "6s")
    assert Win(2) not in game.legal_actions(2)


def test_a_passed_win_does_not_block_another_winning_kind() -> None:
    game = _pass_the_dealers_6s()
    discard(game, 1, "9s")
    assert Win(2) in game.legal_actions(2)


def test_a_passed_win_lock_ends_with_the_players_next_draw() -> None:
    game = _pass_the_dealers_6s()
    draw_and_drop(game, 2)
    discard(game, 3, "6s")
    assert Win(2) in game.legal_actions(2)


# --- the end of the wall -------------------------------------------------------------------------
def test_exhaustive_draw_when_16_tiles_remain_and_nobody_pays() -> None:
    game = table({})
    play_until(game, lambda g: False)
    assert game.outcome is not None and game.outcome.draw and game.wall.live == 16
    assert game.settlement is not None and game.settlement.payments == ()


LAST = 65  # 136 − 53 dealt − 1 turned up = 82 live; the 66th draw leaves 16


def test_the_last_tile_drawn_may_still_be_konged() -> None:
    game = table({2: "999s1111p+"}, at={LAST: "9s"}, tail="2z")
    play_until(game, lambda g: g.wall.live == 16 and g.phase is Phase.TURN)
    assert game.turn == 2 and game.drawn == t("9s")
    legal = game.legal_actions(2)
    assert ConcealedKong(2, t("9s")) in legal
    assert ConcealedKong(2, t("1p")) not in legal  # only the tile just drawn
    game.apply(ConcealedKong(2, t("9s")))
    assert game.drawn == t("2z") and game.wall.live == 15
    assert not any(isinstance(a, ConcealedKong) for a in game.legal_actions(2))
    drop_drawn(game)
    answer_all(game)
    assert game.outcome is not None and game.outcome.draw


def test_without_the_hook_no_kong_at_the_reserve() -> None:
    class NoLastKong(LinanRules):
        def last_tile_kong(self) -> bool:
            return False

    base = linan()
    game = table({2: "999s+"}, at={LAST: "9s"}, rules=NoLastKong(base.ruleset, base.options))
    play_until(game, lambda g: g.wall.live == 16 and g.phase is Phase.TURN)
    assert game.turn == 2 and ConcealedKong(2, t("9s")) not in game.legal_actions(2)


# --- winning: only hands that reach the minimum are offered --------------------------------------
def _after_everyones_first_turn(hands: dict[int, str], draws: str) -> Game:
    """The dealer discards 1z, then 1, 2, 3 draw and discard, and the dealer draws: no 地胡."""
    game = table(hands, draws=draws)
    discard(game, 0, "1z")
    draw_and_drop(game, 3)
    assert game.turn == 0
    return game


def test_a_hand_under_the_minimum_is_never_offered_a_win() -> None:
    small = "123m678p789s234s8s"  # 坎张/单吊 8s: 100 胡 by discard or by self-draw
    game = _after_everyones_first_turn({0: "1z8s+", 1: small}, draws="2z2z2z2z8s")
    discard(game, 0, "8s")
    assert Win(1) not in game.legal_actions(1)
    answer_all(game)
    assert game.turn == 1 and game.drawn == t("8s") and game.self_win is None
    assert Win(1) not in game.legal_actions(1)


def test_a_hand_reaching_the_minimum_is_offered_the_win() -> None:
    hand = "123m678p789s9m222z"  # 单吊 9m with a 南 triplet
    game = _after_everyones_first_turn({0: "1z9m+", 1: hand}, draws="3z3z3z3z9m")
    discard(game, 0, "9m")
    # 200 胡 on a discard is under 300: nobody is asked about the 9m, 1 draws the next one.
    assert game.phase is Phase.TURN and game.turn == 1 and game.drawn == t("9m")
    assert Win(1) in game.legal_actions(1)  # 200 胡 self-drawn
    game.apply(Win(1))
    assert game.settlement is not None
    assert sorted(p.amount for p in game.settlement.payments) == [200, 200, 200]


def test_tian_hu_the_dealers_dealt_hand() -> None:
    game = table({0: "777z666z555z123m88s"})
    assert game.self_win is not None and Win(0) in game.legal_actions(0)
    assert "tai_tian_hu" in [i.key for i in game.self_win.items]


def test_di_hu_a_non_dealer_on_the_dealers_first_discard() -> None:
    game = table({0: "8s+", 1: "777z666z555z123m8s"})
    discard(game, 0, "8s")
    game.apply(Win(1))
    assert "tai_di_hu" in [i.key for i in game.winners[0].evaluation.items]


# --- dealer --------------------------------------------------------------------------------------
def _outcome(winner: int | None, dealer: int = 2, streak: int = 1) -> HandOutcome:
    ev = linan().evaluate(ctx("777z666z555z123m88s", "8s"))
    wins = () if winner is None else (WinRecord(winner, t("8s"), WinBy.SELF_DRAW, None, ev),)
    return HandOutcome(dealer, wins, (), (), winner is None, streak)


def test_the_dealer_wins_deals_again_and_the_lao_zhuang_count_grows() -> None:
    assert linan().next_dealer(_outcome(2)) == (2, 2)


def test_another_player_wins_the_seat_after_the_dealer_deals_and_the_count_resets() -> None:
    assert linan().next_dealer(_outcome(0)) == (3, 0)  # not the winner: the dealer's next


def test_after_a_draw_the_dealer_stays_with_the_count_by_default() -> None:
    assert linan().next_dealer(_outcome(None)) == (2, 1)


def test_after_a_draw_the_deal_passes_when_the_option_says_so() -> None:
    assert linan(dealer_on_draw="passes").next_dealer(_outcome(None)) == (3, 0)
