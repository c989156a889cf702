"""The hard level aims for 十老头/七风 (ai/honour_run.py): the chance of a run of honour discards,
worked out over the seat's own draws, and what the hard player and the coach make of it.

The rule (docs/rules/lincang.md): "當玩家連續打出10張字牌（東南西北中發白可以重復），
且未被碰或者杠的情況下，即可胡牌" — ten honour discards in a row (十老头), or the seven
different ones (七风), from the first discard of the hand and none claimed, win at once, paid
like a 1-番 self-draw."""

from __future__ import annotations

from dataclasses import replace

import pytest

from mahjong_desktop.ai.coach import advise
from mahjong_desktop.ai.hard import HardPlayer
from mahjong_desktop.ai.honour_run import RunRules, claim_risk, run_chances, run_so_far
from mahjong_desktop.ai.levels import make_player
from mahjong_desktop.engine.actions import Discard
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.engine.view import PlayerView, SeatInfo
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.tiles import parse
from tests.helpers.stacked_table import region, stacked

RULES = RunRules(seven=7, ten=10, value=9.0)
ALL_SEVEN = [1] * 7
NO_RISK = [0.0] * 7
HONOURS_OUT = "1234567z"  # keeps honours out of the padding and the filler draws


def test_seven_different_honours_held_win_for_certain_when_nothing_can_stop_them() -> None:
    chances = run_chances(RULES, [], ALL_SEVEN, [3] * 7, 100, 10, 1.0, NO_RISK)
    assert chances == pytest.approx(dict.fromkeys(range(27, 34), 1.0))


def test_every_discard_but_the_last_may_be_ponged() -> None:
    # "且未被碰或者杠": a pong of one of the run's discards ends it; the discard that completes the
    # run wins before anyone may claim it, so six of the seven carry the risk.
    chances = run_chances(RULES, [], ALL_SEVEN, [3] * 7, 100, 10, 1.0, [0.1] * 7)
    assert chances[27] == pytest.approx(0.9**6)


def test_the_hand_may_end_before_the_run_does() -> None:
    chances = run_chances(RULES, [], ALL_SEVEN, [3] * 7, 100, 10, 0.95, NO_RISK)
    assert chances[30] == pytest.approx(0.95**6)


def test_the_missing_honour_must_be_drawn_in_time() -> None:
    # Six different honours held, the seventh (中, 7z) four times unseen among 100 tiles and
    # nothing else an honour: it must come in the six draws before the seventh discard.
    held = [1, 1, 1, 1, 1, 1, 0]
    unseen = [0, 0, 0, 0, 0, 0, 4]
    chances = run_chances(RULES, [], held, unseen, 100, 6, 1.0, NO_RISK)
    assert chances[27] == pytest.approx(1 - 0.96**6)
    assert 33 not in chances  # only honours held can be discarded


def test_no_chance_when_too_few_honours_can_come() -> None:
    # Five different honours and one draw: neither seven different nor ten can be reached.
    chances = run_chances(RULES, [], [1, 1, 1, 1, 1, 0, 0], [3] * 7, 100, 1, 1.0, NO_RISK)
    assert set(chances.values()) == {0.0}


def test_a_repeated_honour_leaves_only_shi_lao_tou() -> None:
    # 东 discarded twice: 七风 is gone; eight honours held and the two before make ten.
    discards = parse("1z1z")
    chances = run_chances(RULES, discards, [2, 2, 2, 2, 0, 0, 0], [0] * 7, 100, 9, 1.0, NO_RISK)
    assert chances[27] == 1.0
    # With one honour fewer and none left to draw, ten cannot be reached.
    chances = run_chances(RULES, discards, [1, 2, 2, 2, 0, 0, 0], [0] * 7, 100, 9, 1.0, NO_RISK)
    assert chances[27] == 0.0


def test_an_honour_with_two_copies_out_of_sight_may_be_ponged() -> None:
    assert claim_risk(0, 39, 100) == claim_risk(1, 39, 100) == 0.0
    assert 0.0 < claim_risk(2, 39, 100) < claim_risk(3, 39, 100) < claim_risk(4, 39, 100) < 1.0


def _first_turn(rules: RegionRules, hand: str) -> Game:
    game = stacked(rules, {0: hand}, avoid=HONOURS_OUT)
    assert game.phase is Phase.TURN and game.waiting_for() == [0]
    return game


def test_the_run_is_counted_from_the_first_discard() -> None:
    """Default [decided]: from the player's first discard, so a suited discard ends the chance;
    option honour_run_anywhere: the honours at the end of the discards count."""
    game = _first_turn(region("lincang"), "12345z147m258p369s")
    view = game.view(0)
    assert run_so_far(view, RULES) == []
    me = view.me
    honours = replace(me, discards=tuple(parse("1z2z")), claimed=(False, False))
    assert run_so_far(_with_me(view, honours), RULES) == parse("1z2z")
    claimed = replace(honours, claimed=(False, True))
    assert run_so_far(_with_me(view, claimed), RULES) is None
    suited = replace(me, discards=tuple(parse("5s1z")), claimed=(False, False))
    assert run_so_far(_with_me(view, suited), RULES) is None
    anywhere = replace(RULES, anywhere=True)
    assert run_so_far(_with_me(view, suited), anywhere) == parse("1z")


def _with_me(view: PlayerView, me: SeatInfo) -> PlayerView:
    seats = tuple(me if s.seat == view.seat else s for s in view.seats)
    return replace(view, seats=seats)


def _play_seat_1(level: str, rules: RegionRules) -> Game:
    """Seat 1 is dealt five different honours among lone suited tiles and draws 发 and 中 first;
    the others are normal players, who cannot claim its honours (the padding holds none)."""
    draws = {0: "6z", 4: "7z"}
    game = stacked(rules, {1: "12345z147m258p36s"}, at=draws, avoid=HONOURS_OUT)
    players = [make_player(level if s == 1 else "normal", rules, s) for s in range(4)]
    while not game.is_over and len(game.players[1].discards) < 12:
        for s in game.waiting_for():
            view = game.view(s)
            game.apply(players[s].choose(view, view.legal))
    return game


def test_hard_discards_its_honours_first_and_wins_qi_feng() -> None:
    game = _play_seat_1("hard", region("lincang"))
    (win,) = game.winners
    assert (win.seat, win.special) == (1, "qi_feng")
    assert game.players[1].discards == parse("2z1z3z4z5z6z7z")


@pytest.mark.parametrize("level", ["normal", "easy"])
def test_the_lower_levels_do_not_aim_for_it(level: str) -> None:
    game = _play_seat_1(level, region("lincang"))
    assert not any(w.special for w in game.winners)
    assert any(t < 27 for t in game.players[1].discards[:7])


def test_hard_does_not_aim_for_it_where_the_option_is_off() -> None:
    rules = region("lincang", honour_discard_wins=False)
    assert HardPlayer(rules).know.honour_runs() is None
    game = _play_seat_1("hard", rules)
    assert any(t < 27 for t in game.players[1].discards[:7])


def test_the_coach_names_the_chance_in_both_languages() -> None:
    rules = load_region("lincang")
    game = _first_turn(rules, "123456z147m258p36s")
    advice = advise(game.view(0), rules)
    assert isinstance(advice.choice, Discard) and advice.choice.tile >= 27
    top = advice.discards[0]
    assert top.run_chance > 0.1 and top.run_points > 0.0
    assert "十老头/七风" in top.reason_zh and "十老头/七风 (honour-discard win)" in top.reason_en
    figures = {f.key: f.value for f in top.figures}
    assert figures["run_chance"] == pytest.approx(100 * top.run_chance)
    # A suited discard continues no run: it shows no run figures.
    suited = next(d for d in advice.discards if d.tile[-1] != "z")
    assert suited.run_chance == 0.0 and "run" not in {f.key for f in suited.figures}
