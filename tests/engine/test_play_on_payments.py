"""兰州 包扣到底: "胡牌后继续打，直到牌摸完" — each win is paid as it happens, so the table can show
the winner's gain at once; the hand's settlement pays the same amounts, never more or less."""

from __future__ import annotations

from dataclasses import replace

from mahjong_desktop.ai.levels import make_player
from mahjong_desktop.engine.events import HandEnded, Won
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.session import Session
from mahjong_desktop.rules.registry import load_region


def _play(seed: int) -> tuple[Game, list[list[int]]]:
    """A 兰州 hand of easy players; the view's scores of seat 0 after every action."""
    rules = load_region("lanzhou")
    game = Session(rules, seed, hands=1).start_hand()
    players = [make_player("easy", rules, s) for s in range(4)]
    scores: list[list[int]] = []
    while not game.is_over:
        seat = game.waiting_for()[0]
        view = game.view(seat)
        game.apply(players[seat].choose(view, view.legal))
        scores.append([info.score for info in game.view(0).seats])
    return game, scores


def test_each_win_while_playing_on_pays_what_the_settlement_pays() -> None:
    checked = 0
    for seed in range(12):
        game, _ = _play(seed)
        wins = [e for e in game.events if isinstance(e, Won)]
        paid = [w for w in wins if w.paid]
        if not paid:
            continue
        checked += 1
        assert all(sum(w.paid) == 0 for w in paid)  # every win's payments are zero-sum
        assert all(w.paid[w.seat] > 0 for w in paid)  # and the winner gains
        ended = next(e for e in game.events if isinstance(e, HandEnded))
        outcome = game.outcome
        assert outcome is not None
        # The wins not paid at once (the last, when the wall ran out) and the kongs settle the rest.
        unpaid = tuple(w for w, e in zip(outcome.winners, wins, strict=True) if not e.paid)
        rest = game.region.settle(replace(outcome, winners=unpaid)).net()
        total = [sum(w.paid[s] for w in paid) + rest[s] for s in range(4)]
        assert total == list(ended.net), seed
    assert checked >= 5


def test_the_table_shows_a_win_paid_while_playing_on_at_once() -> None:
    """The badges must not stay at +0 until the hand ends ("You won 6 times" with +0 showing)."""
    for seed in range(12):
        game, scores = _play(seed)
        first = next((i for i, e in enumerate(game.events) if isinstance(e, Won) and e.paid), None)
        if first is None:
            continue
        won = game.events[first]
        assert isinstance(won, Won)
        # Find the first action after which the win's event exists: the scores include it.
        shown = next(s for s in scores if s != [0, 0, 0, 0])
        assert shown == list(won.paid)
        return
    raise AssertionError("no seed gave a win while playing on")
