"""A table shows a locked hand's discards (报听) one at a time: ``apply(locked_discards=False)``
and ``play_locked_discard`` give the very events and the same hand as ``apply`` alone, one draw
per step."""

from __future__ import annotations

from mahjong_desktop.engine.events import Discarded, Drew, Event, Won
from mahjong_desktop.engine.game import Game
from tests.helpers.lanzhou_table import all_declare_game, declaring_player


def play(game: Game, *, in_steps: bool) -> list[list[Event]]:
    """The hand to its end; the events in the steps a table would show."""
    steps: list[list[Event]] = []
    while not game.is_over:
        seat = game.waiting_for()[0]
        action = declaring_player(game.view(seat))
        if not in_steps:
            steps.append(game.apply(action))
            continue
        steps.append(game.apply(action, locked_discards=False))
        while more := game.play_locked_discard():
            steps.append(more)
    return steps


def test_locked_discards_one_at_a_time_make_the_same_hand() -> None:
    whole, stepped = all_declare_game(), all_declare_game()
    at_once = play(whole, in_steps=False)
    in_steps = play(stepped, in_steps=True)
    assert [e for step in in_steps for e in step] == [e for step in at_once for e in step]
    assert stepped.actions == whole.actions  # the log (the save) is the same
    settlement, expected = stepped.settlement, whole.settlement
    assert settlement is not None and expected is not None
    assert settlement.payments == expected.payments
    # The point of it: the run of locked discards came in one step, now one draw a step.
    assert max(sum(isinstance(e, Drew) for e in step) for step in at_once) > 20
    assert all(sum(isinstance(e, Drew) for e in step) <= 1 for step in in_steps)
    assert any(isinstance(e, Won) for step in in_steps for e in step)


def test_a_locked_discard_step_is_one_discard_and_nothing_when_none_is_due() -> None:
    game = all_declare_game()
    assert game.play_locked_discard() == []  # the dealer is asked: nothing happens by itself
    steps = 0
    while not game.is_over:
        seat = game.waiting_for()[0]
        game.apply(declaring_player(game.view(seat)), locked_discards=False)
        while more := game.play_locked_discard():
            steps += 1
            assert sum(isinstance(e, Discarded) for e in more) == 1
    assert steps > 30
    assert game.play_locked_discard() == []  # over: nothing more
