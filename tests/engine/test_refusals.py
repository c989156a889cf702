"""The engine's refusals carry what they say as a template with data (issue 34's point on the
engine's reasons): the window words them in the player's language (``ui/shell/wording.py``),
while ``str()`` (the log, the command line, a record that cannot be replayed) reads word for word
as before. Each refusal kind: its template, its arguments and its English."""

from __future__ import annotations

import pickle

import pytest

from mahjong_desktop.engine.actions import (
    Action,
    AddedKong,
    Chow,
    ConcealedKong,
    Discard,
    ExposedKong,
    Pass,
    Pong,
    RegionMove,
    Win,
)
from mahjong_desktop.engine.errors import IllegalActionError, RecordError
from mahjong_desktop.engine.game import Game, Phase
from mahjong_desktop.engine.quoted import KindArg, MoveArg, TilesArg
from mahjong_desktop.engine.record import game_from_json, game_to_json
from mahjong_desktop.messages import Says
from mahjong_desktop.tiles import parse
from tests.helpers.lanzhou_table import lanzhou
from tests.helpers.stacked_table import chow_rules, region, stacked, t


def refusal(game: Game, action: object) -> IllegalActionError:
    before = len(game.events), len(game.actions)
    with pytest.raises(IllegalActionError) as err:
        game.apply(action)  # type: ignore[arg-type]
    assert (len(game.events), len(game.actions)) == before
    return err.value


def tile(text: str) -> TilesArg:
    return TilesArg((t(text),))


# -- what was refused: each kind of action, in the words the log has always used ----------------

ACTIONS: list[tuple[Action, Says, str]] = [
    (Discard(1, t("5m")), Says("act_discard", (1, tile("5m"))), "player 1 discarding 5m"),
    (Win(2), Says("act_win", (2,)), "player 2 declaring a win"),
    (
        ConcealedKong(0, t("7p")),
        Says("act_concealed_kong", (0, tile("7p"))),
        "player 0 declaring a concealed kong of 7p",
    ),
    (
        AddedKong(3, t("1z")),
        Says("act_added_kong", (3, tile("1z"))),
        "player 3 adding 1z to a pong",
    ),
    (Pong(1), Says("act_pong", (1,)), "player 1 claiming a pong"),
    (ExposedKong(1), Says("act_kong", (1,)), "player 1 claiming an exposed kong"),
    (
        Chow(2, (t("3s"), t("4s"))),
        Says("act_chow", (2, TilesArg((t("3s"), t("4s"))))),
        "player 2 claiming a chow with 34s",
    ),
    (Pass(0), Says("act_pass", (0,)), "player 0 passing"),
    (
        RegionMove(0, "declare_ready", (t("5m"),)),
        Says("act_move_tiles", (0, MoveArg.of("declare_ready"), TilesArg((t("5m"),), sort=False))),
        "player 0: declare_ready 5m",
    ),
    (
        RegionMove(1, "throw", tuple(parse("9s1m9p"))),
        Says("act_move_tiles", (1, MoveArg.of("throw"), TilesArg(tuple(parse("9s1m9p")), False))),
        "player 1: throw 9s1m9p",
    ),
    (
        RegionMove(1, "choose_mode:liang_bao"),
        Says("act_move", (1, MoveArg.of("choose_mode:liang_bao"))),
        "player 1: choose_mode:liang_bao",
    ),
    (Action(2), Says("act_by", (KindArg(""), 2)), " by player 2"),
]


@pytest.mark.parametrize(("action", "said", "english"), ACTIONS)
def test_each_kind_of_action_is_said_as_data_and_described_as_before(
    action: Action, said: Says, english: str
) -> None:
    assert action.says() == said
    assert action.describe() == english == str(said)


def test_a_region_move_carries_the_rulesets_names_of_each_part() -> None:
    rules = lanzhou()
    move = RegionMove(0, "choose_mode:san_bao").says(rules.term).args[1]
    assert move == MoveArg(
        "choose_mode:san_bao", (rules.term("choose_mode"), rules.term("san_bao"))
    )
    assert move.names[0][0] == "定玩法" and str(move) == "choose_mode:san_bao"


# -- why: one test per refusal kind ------------------------------------------------------------


def test_another_players_turn() -> None:
    game = Game(region(), seed=3, dealer=1)
    kind = game.players[2].concealed()[0]
    err = refusal(game, Discard(2, kind))
    assert err.says == Says(
        "refused", (Says("act_discard", (2, TilesArg((kind,)))), Says("turn_of", (1,)))
    )
    name = str(TilesArg((kind,)))
    assert str(err) == f"refused player 2 discarding {name}: it is player 1's turn"


def test_a_tile_the_player_does_not_hold() -> None:
    game = stacked(region(), {0: "3m+"}, avoid="5m")
    assert not game.players[0].counts[t("5m")]
    err = refusal(game, Discard(0, t("5m")))
    assert err.says.args[1] == Says("holds_no", (0, tile("5m")))
    assert str(err) == "refused player 0 discarding 5m: player 0 holds no 5m"


def test_an_action_not_open_now_lists_the_kinds_that_are() -> None:
    game = stacked(region(), {0: "3m+"})
    err = refusal(game, Pong(0))
    assert err.says == Says(
        "refused", (Says("act_pong", (0,)), Says("not_possible_now", ((KindArg("discard"),),)))
    )
    assert str(err) == "refused player 0 claiming a pong: not possible now (allowed: discard)"
    err = refusal(game, RegionMove(0, "declare_ready", (t("3m"),)))
    assert str(err) == "refused player 0: declare_ready 3m: not possible now (allowed: discard)"


def test_a_seat_asked_nothing_is_told_nothing_is_allowed() -> None:
    game = Game(lanzhou(mode="dealer_chooses"), seed=7, dealer=0)
    assert game.phase is Phase.PRE_PLAY and game.turn == 0
    err = refusal(game, RegionMove(2, "throw", tuple(parse("1m1p1s"))))
    assert err.says.args[1] == Says("not_possible_now", (Says("allowed_nothing"),))
    assert str(err) == "refused player 2: throw 1m1p1s: not possible now (allowed: nothing)"
    # The dealer choosing a 玩法 the rules do not have: only region moves are open.
    err = refusal(game, RegionMove(0, "choose_mode:no_such_mode"))
    assert err.says.args[1] == Says("not_possible_now", ((KindArg("move"),),))
    what = err.says.args[0]
    assert isinstance(what, Says)
    move = what.args[1]
    assert isinstance(move, MoveArg) and move.names[0] == ("定玩法", "定玩法 (choose the mode)")


def test_a_claim_the_seat_has_not_got() -> None:
    game = stacked(region(), {0: "3m+", 1: "33m+"})
    game.apply(Discard(0, t("3m")))
    err = refusal(game, Pass(2))
    assert err.says.args[1] == Says("no_claim_on", (2, tile("3m")))
    assert str(err) == "refused player 2 passing: player 2 has no claim on 3m"


def test_a_claim_answered_already() -> None:
    game = stacked(region(), {0: "3m+", 1: "33m+", 3: "1112345678999m"})
    game.apply(Discard(0, t("3m")))
    game.apply(Pong(1))
    err = refusal(game, Pass(1))
    assert err.says.args[1] == Says("answered_claim", (1, tile("3m")))
    assert str(err) == "refused player 1 passing: player 1 has already answered the claim on 3m"


def test_a_claim_of_another_kind_lists_the_offers() -> None:
    game = stacked(chow_rules(), {0: "3m+", 1: "1245m+", 2: "12m+", 3: "33m+"})
    game.apply(Discard(0, t("3m")))
    err = refusal(game, Pong(1))
    chow, pas = KindArg("chow"), KindArg("pass")
    assert err.says.args[1] == Says("may_only", (tile("3m"), 1, (chow, chow, chow, pas)))
    assert str(err) == (
        "refused player 1 claiming a pong: on 3m player 1 may only chow, chow, chow, pass"
    )


def test_an_action_after_the_hand_is_over() -> None:
    game = Game(region(), seed=3, dealer=0)
    while not game.is_over:
        seat = game.waiting_for()[0]
        game.apply(game.legal_actions(seat)[-1])
    err = refusal(game, Pass(0))
    assert err.says == Says("refused", (Says("act_pass", (0,)), Says("hand_is_over")))
    assert str(err) == "refused player 0 passing: the hand is over"


def test_something_that_is_no_action() -> None:
    err = refusal(Game(region(), seed=3, dealer=0), "discard")
    assert err.says == Says("not_an_action_given", ("'discard'",))
    assert str(err) == "not an action: 'discard'"


def test_a_refusal_crosses_processes_with_its_template() -> None:
    game = stacked(region(), {0: "3m+", 1: "33m+"})
    game.apply(Discard(0, t("3m")))
    err = refusal(game, Win(1))  # tiles and kinds of action among its data
    again = pickle.loads(pickle.dumps(err))
    assert isinstance(again, IllegalActionError)
    assert again.says == err.says and str(again) == str(err)


# -- a record that cannot be replayed quotes the refusal as data -------------------------------


def test_a_record_with_a_refused_action_quotes_the_refusal_as_data() -> None:
    game = Game(region(), seed=3, dealer=1)
    data = game_to_json(game)
    data["actions"] = [{"type": "pong", "seat": 3}]
    with pytest.raises(RecordError) as err:
        game_from_json(data)
    assert err.value.key == "actions[0]"
    [refused] = err.value.says.args
    assert refused == refusal(game, Pong(3)).says
    assert str(err.value) == (
        "actions[0]: cannot be replayed: refused player 3 claiming a pong: it is player 1's turn"
    )
