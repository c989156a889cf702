"""Whole hands played to their end for the result and review screens: the built-in player in every
seat of a one-hand session, or a random player in seat 0 against three normal ones."""

from __future__ import annotations

from mahjong_desktop.ai.basic import BasicPlayer
from mahjong_desktop.ai.levels import make_player
from mahjong_desktop.ai.review import Decision
from mahjong_desktop.engine.events import HandEnded
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.session import Session
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.ui.session.controller import HandResult


def played_hand(region_id: str, seed: int) -> tuple[Session, HandResult]:
    """A one-hand session of ``region_id`` played to its end by the built-in player in every seat,
    and the hand's result as the end-of-hand screen gets it (seen from seat 0)."""
    session = Session(load_region(region_id), seed, hands=1)
    players = [BasicPlayer(s) for s in range(4)]
    game = session.start_hand()
    while not game.is_over:
        for seat in game.waiting_for():
            game.apply(players[seat](game.view(seat)))
    ended = next(e for e in reversed(game.events) if isinstance(e, HandEnded))
    settlement = game.settlement
    assert settlement is not None
    summary = session.settle_current()
    assert summary is not None
    return session, HandResult(ended, settlement, summary, game.view(0, session.totals), True)


def finished_hand() -> HandResult:
    return played_hand("lincang", 2)[1]


def random_players_decisions(seed: int = 5) -> list[Decision]:
    region = load_region("lincang")
    players = [make_player(n, region, 10 + s) for s, n in enumerate(["random"] + ["normal"] * 3)]
    game = Game(region, seed, 0)
    out: list[Decision] = []
    while not game.is_over:
        for seat in game.waiting_for():
            view = game.view(seat)
            action = players[seat].choose(view, view.legal)
            if seat == 0:
                out.append((view, action))
            game.apply(action)
    return out
