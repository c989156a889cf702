"""docs/rules/lincang.md "Play": one test per rule statement, played through the engine on stacked
walls."""

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
from mahjong_desktop.engine.events import DrawSource, Drew, TailTurnedUp
from mahjong_desktop.engine.game import Game, Phase
from mahjong_desktop.rules.hand_facts import MeldKind, WinBy
from tests.helpers.stacked_table import (
    answer_all,
    drop_drawn,
    play_until,
    region,
    stacked,
    t,
    tile_census,
)


def test_136_tiles_four_players_dealer_14_others_13(name: str) -> None:
    for dealer in range(4):
        game = Game(region(name), seed=11 + dealer, dealer=dealer)
        sizes = [p.tile_count() for p in game.players]
        assert sizes == [14 if s == dealer else 13 for s in range(4)]
        assert tile_census(game) == [4] * 34
        assert game.wall.live + len(game.wall.face_up) + 53 == 136


def test_no_chow_only_pong(name: str) -> None:
    game = stacked(region(name), {0: "3m+", 1: "12m45m+", 2: "33m+"})
    game.apply(Discard(0, t("3m")))
    assert game.legal_actions(1) == ()  # 12m / 45m could chow 3m elsewhere: not here
    assert game.legal_actions(2) == (Pong(2), Pass(2))
    game.apply(Pong(2))
    assert game.phase is Phase.TURN and game.turn == 2 and game.drawn is None
    assert game.players[2].melds[0].kind is MeldKind.PONG
    assert Win(2) not in game.legal_actions(2)
    drop_drawn(game)
    answer_all(game)
    assert game.turn == 3  # play continues after the ponger


def test_exposed_kong_replaced_by_the_face_down_tile_nearest_the_tail(name: str) -> None:
    game = stacked(
        region(name), {0: "3m+", 2: "333m+"}, tail="1z2z6z", draws="7z"
    )  # 1z 2z face up, 6z the first face-down tile behind them
    game.apply(Discard(0, t("3m")))
    assert ExposedKong(2) in game.legal_actions(2)
    game.apply(ExposedKong(2))
    assert game.players[2].melds[0].kind is MeldKind.KONG
    drew = [e for e in game.events if isinstance(e, Drew)][-1]
    assert (drew.seat, drew.tile, drew.source) == (2, t("6z"), "tail")
    assert game.turn == 2 and game.drawn == t("6z")
    assert tile_census(game) == [4] * 34


def test_concealed_kong_declared_on_own_turn(name: str) -> None:
    game = stacked(region(name), {0: "5555p+"}, tail="1z2z6z")
    assert ConcealedKong(0, t("5p")) in game.legal_actions(0)
    game.apply(ConcealedKong(0, t("5p")))
    assert game.players[0].melds[0].kind is MeldKind.CONCEALED_KONG
    assert game.drawn == t("6z") and game.turn == 0


def test_added_kong_zhuan_wan_gang_after_a_pong(name: str) -> None:
    # 0 discards 3m, 2 pongs; on its next draw 2 gets the fourth 3m and adds it to the pong.
    game = stacked(region(name), {0: "3m+", 2: "33m+"}, at={3: "3m"}, tail="5z6z7z")
    game.apply(Discard(0, t("3m")))
    game.apply(Pong(2))
    play_until(game, lambda g: g.turn == 2 and g.drawn == t("3m"))
    assert AddedKong(2, t("3m")) in game.legal_actions(2)
    game.apply(AddedKong(2, t("3m")))
    assert game.players[2].melds[0].kind is MeldKind.ADDED_KONG
    assert game.drawn == t("7z") and game.turn == 2
    assert tile_census(game) == [4] * 34


def test_two_tail_tiles_turned_up_after_the_deal(name: str) -> None:
    game = stacked(region(name), {}, tail="9p4z")
    assert game.wall.face_up == [t("9p"), t("4z")]
    assert TailTurnedUp((t("9p"), t("4z"))) in game.events
    view = game.view(1)
    assert view.face_up == (t("9p"), t("4z"))


def test_ready_konger_takes_the_face_up_tile_that_wins_gang_shang_kai_hua(name: str) -> None:
    # After konging 5m the dealer holds 123p 456p 78s 99s: waits 6s and 9s; 9s lies face up.
    game = stacked(region(name), {0: "123p456p78s99s5555m"}, tail="9s1z2z")
    game.apply(ConcealedKong(0, t("5m")))
    assert game.is_over
    (win,) = game.winners
    assert (win.seat, win.win_tile, win.win_by, win.automatic) == (
        0,
        t("9s"),
        WinBy.KONG_REPLACEMENT,
        True,
    )
    assert Drew(0, t("9s"), DrawSource.FACE_UP) in game.events
    assert [i.key for i in win.evaluation.items] == ["gang_shang_hua"]
    assert game.wall.face_up == [t("1z")]  # not replaced by a new flip (option off)
    assert game.settlement is not None and game.settlement.net() == [3 * 3 + 3 * 2, -5, -5, -5]


def test_other_replacement_draws_take_the_face_down_tile_behind_the_face_up_ones(name: str) -> None:
    # Ready, but the face-up tiles are not waits: the replacement is the first face-down tile.
    game = stacked(region(name), {0: "123p456p78s99s5555m"}, tail="1z2z3z")
    game.apply(ConcealedKong(0, t("5m")))
    assert not game.is_over
    assert game.drawn == t("3z") and game.wall.face_up == [t("1z"), t("2z")]


def test_face_up_tiles_are_never_drawn_only_face_up_left_is_an_exhaustive_draw(name: str) -> None:
    game = stacked(region(name, honour_discard_wins=False), {}, tail="1z2z")
    play_until(game, lambda g: False)
    assert game.outcome is not None and game.outcome.draw
    assert game.wall.live == 0 and game.wall.face_up == [t("1z"), t("2z")]
    assert tile_census(game) == [4] * 34


def test_reflip_tail_option_turns_up_a_new_tile_when_one_is_taken(name: str) -> None:
    game = stacked(region(name, reflip_tail=True), {0: "123p456p78s99s5555m"}, tail="9s1z2z")
    game.apply(ConcealedKong(0, t("5m")))
    assert game.is_over
    assert game.wall.face_up == [t("1z"), t("2z")]
    assert TailTurnedUp((t("2z"),)) in game.events
