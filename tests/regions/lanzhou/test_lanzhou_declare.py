"""兰州 报听 (docs/rules/lanzhou.md "报听 (called 报章)") played through the engine on stacked
walls: the declaration with a discard, the locked hand, kongs after declaring (both seed examples),
robbing and winning on a declared player's tiles."""

from __future__ import annotations

from mahjong_desktop.engine.actions import (
    AddedKong,
    ConcealedKong,
    Discard,
    Pass,
    Pong,
    RegionMove,
    Win,
)
from mahjong_desktop.engine.events import Discarded, DrawSource, Drew, Won
from mahjong_desktop.engine.game import Phase
from mahjong_desktop.rules.hand_facts import MeldKind
from tests.helpers.lanzhou_table import declare, plain, t
from tests.helpers.stacked_table import drop_drawn, stacked

READY_TWO_WAYS = "111m999m111p999p5s9s"  # discard 9s → waits 5s; discard 5s → waits 9s


def test_declare_ready_is_a_discard_that_leaves_the_hand_ready() -> None:
    game = stacked(plain(), {0: READY_TWO_WAYS})
    moves = [a for a in game.legal_actions(0) if isinstance(a, RegionMove)]
    assert sorted(a.tiles[0] for a in moves) == [t("5s"), t("9s")]
    assert {a.name for a in moves} == {"declare_ready"}
    declare(game, 0, "9s")
    p = game.players[0]
    assert p.declared_ready and p.discards == [t("9s")] and p.waits == {t("5s")}
    assert game.view(2).seats[0].declared_ready


def test_no_declaration_when_no_discard_leaves_the_hand_ready() -> None:
    game = stacked(plain(), {0: "1358m2469p1357s9s1z"})
    assert not any(isinstance(a, RegionMove) for a in game.legal_actions(0))


def test_qiao_qiao_hu_offers_no_declaration() -> None:
    game = stacked(plain(mode="qiao_qiao_hu"), {0: READY_TWO_WAYS})
    assert not any(isinstance(a, RegionMove) for a in game.legal_actions(0))


def test_locked_hand_discards_drawn_non_winning_tiles_automatically() -> None:
    game = stacked(plain(), {0: READY_TWO_WAYS}, draws="2z3z4z6z")
    declare(game, 0, "9s")
    for _ in range(3):
        drop_drawn(game)  # seats 1–3 discard what they draw
    assert Drew(0, t("6z"), DrawSource.WALL) in game.events
    assert Discarded(0, t("6z"), False) in game.events  # nobody asked seat 0
    assert game.turn == 1 and game.phase is Phase.TURN
    assert Discard(0, t("6z")) not in game.actions


def test_declared_player_may_still_win() -> None:
    game = stacked(plain(), {0: READY_TWO_WAYS}, draws="2z3z4z5s")
    declare(game, 0, "9s")
    for _ in range(3):
        drop_drawn(game)
    assert game.turn == 0 and game.legal_actions(0) == (Win(0), Discard(0, t("5s")))
    game.apply(Win(0))
    assert game.winners[0].seat == 0


def test_declared_hand_claims_nothing_but_a_win_no_pong_no_exposed_kong() -> None:
    # Declared with 333m 2m (waits 1m 2m 4m): a discarded 3m could be ponged or konged by an
    # undeclared player, but not by a locked hand.
    game = stacked(plain(), {0: "3332m111p999p555s1z", 1: "3m+"}, draws="2z")
    declare(game, 0, "1z")
    game.apply(Discard(1, t("3m")))
    assert game.phase is Phase.TURN and game.turn == 2  # no claim window was opened


def test_undeclared_player_may_pong_and_kong() -> None:
    game = stacked(plain(), {0: "3332m111p999p555s1z", 1: "3m+"}, draws="2z")
    game.apply(Discard(0, t("1z")))
    game.apply(Discard(1, t("3m")))
    assert game.phase is Phase.CLAIM and Pong(0) in game.legal_actions(0)


def _declared_then_draws_3m(hand: str):
    game = stacked(plain(), {0: hand}, draws="2z4z6z3m")
    declare(game, 0, "1z")
    for _ in range(3):
        drop_drawn(game)
    return game


def test_seed_kong_example_333m_2m_4m_2s_3s_fourth_3m_may_not_be_konged() -> None:
    # 234m + 33m + 23s waiting on 1s 4s: konging 3333m would leave 2m 4m 2s 3s, not ready.
    game = _declared_then_draws_3m("333m24m23s111p999p1z")
    assert game.players[0].melds == [] and Discarded(0, t("3m"), False) in game.events
    assert not any(isinstance(a, ConcealedKong) for a in game.actions)


def test_seed_kong_example_333m_2m_fourth_3m_may_not_be_konged() -> None:
    # 333m 2m waits 1m 2m 4m; after konging 3333m only 2m would be left: the waits shrink.
    game = _declared_then_draws_3m("3332m111p999p555s1z")
    assert game.players[0].waits == {t("1m"), t("2m"), t("4m")}
    assert game.players[0].melds == [] and Discarded(0, t("3m"), False) in game.events


def test_kong_after_declaring_that_keeps_the_waits_is_allowed() -> None:
    game = _declared_then_draws_3m("333m111p999p555s7z1z")  # waits 7z, before and after
    assert game.turn == 0
    assert set(game.legal_actions(0)) == {ConcealedKong(0, t("3m")), Discard(0, t("3m"))}
    game.apply(ConcealedKong(0, t("3m")))
    assert game.players[0].melds[0].kind is MeldKind.CONCEALED_KONG
    assert game.players[0].waits == {t("7z")}


def test_nobody_may_rob_the_kong_of_a_declared_player() -> None:
    # Seat 1 pongs 5s and declares; seat 2 declares waiting on 5s (46s); seat 1 draws the fourth
    # 5s and adds it to the pong: seat 2 may not rob it.
    hands = {0: "5s+", 1: "55s111m999m777m1p2z", 2: "46s111p999p777p88p"}
    game = stacked(plain(), hands, draws="3z4z6z5s")
    game.apply(Discard(0, t("5s")))
    game.apply(Pong(1))
    declare(game, 1, "2z")
    declare(game, 2, "3z")
    assert game.players[2].waits == {t("5s")}
    drop_drawn(game)  # seat 3
    drop_drawn(game)  # seat 0
    assert game.turn == 1 and AddedKong(1, t("5s")) in game.legal_actions(1)
    game.apply(AddedKong(1, t("5s")))
    assert game.phase is not Phase.ROB and game.players[1].melds[0].kind is MeldKind.ADDED_KONG


def test_declared_players_may_win_on_the_discards_of_undeclared_players() -> None:
    game = stacked(plain(), {0: READY_TWO_WAYS, 1: "5s+"}, draws="2z")
    declare(game, 0, "9s")
    game.apply(Discard(1, t("5s")))
    assert Win(0) in game.legal_actions(0)


def test_discards_of_a_declared_player_cannot_be_won_on_except_the_declaring_discard() -> None:
    # Seat 1 (dealer) declares waiting on 9s. Seat 0 declares by discarding 9s: seat 1 may win.
    ready_9s = "222s555s222p555p9s1z"
    game = stacked(plain(), {1: ready_9s, 0: "111m999m111p999p5p"}, dealer=1, draws="3z4z9s")
    declare(game, 1, "1z")
    drop_drawn(game)  # seat 2
    drop_drawn(game)  # seat 3
    declare(game, 0, "9s")
    assert Win(1) in game.legal_actions(1)

    # Seat 0 declares with 2z, later draws 9s (no win for it): it goes out automatically, and
    # seat 1 may not win on it.
    game = stacked(
        plain(), {1: ready_9s, 0: "111m999m111p999p5p"}, dealer=1, draws="3z4z2z6z7z1z9s6s"
    )
    declare(game, 1, "1z")
    drop_drawn(game)
    drop_drawn(game)
    declare(game, 0, "2z")  # seat 1 then draws 6z: locked, it goes out by itself
    drop_drawn(game)  # seat 2 (7z)
    drop_drawn(game)  # seat 3 (1z); seat 0 draws 9s and discards it; seat 1 draws 6s …
    assert Discarded(0, t("9s"), False) in game.events
    assert not any(isinstance(e, Won) for e in game.events)
    assert game.phase is Phase.TURN and game.turn == 2  # seat 1 was never asked


def test_passed_win_blocks_discard_wins_until_the_next_draw() -> None:
    game = stacked(plain(), {0: READY_TWO_WAYS, 1: "5s+", 2: "5s+"}, draws="2z3z")
    declare(game, 0, "9s")
    game.apply(Discard(1, t("5s")))
    game.apply(Pass(0))
    game.apply(Discard(2, t("5s")))
    assert game.phase is Phase.TURN and game.turn == 3  # seat 0 was not asked again


def test_no_passed_pong_rule() -> None:
    game = stacked(plain(), {0: "1z+", 1: "55p+", 2: "5p+", 3: "5p+"}, draws="2z3z4z")
    game.apply(Discard(0, t("1z")))
    drop_drawn(game)  # seat 1
    game.apply(Discard(2, t("5p")))
    game.apply(Pass(1))  # seat 1 passes the pong …
    game.apply(Discard(3, t("5p")))
    assert Pong(1) in game.legal_actions(1)  # … and may pong 5p again before its next draw
