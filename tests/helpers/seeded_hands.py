"""Seeded hands played by the computer players, and the decisions they met on the way."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from mahjong_desktop.ai.levels import make_player
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.rng import derive_seed
from mahjong_desktop.engine.session import Session
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.rules.registry import load_region

Observer = Callable[[PlayerView, Action, str], None]


def play_hand(
    region: RegionRules,
    lineup: Sequence[str],
    seed: int,
    observe: Observer | None = None,
) -> Game:
    """One hand with fresh players seeded from ``seed``; every choice is checked against the
    seat's legal actions (and the engine refuses illegal ones too)."""
    players = [make_player(name, region, derive_seed(seed, 7, s)) for s, name in enumerate(lineup)]
    game = Game(region, seed, seed % 4)
    while not game.is_over:
        for s in game.waiting_for():
            view = game.view(s)
            action = players[s].choose(view, view.legal)
            assert action in view.legal, f"{lineup[s]} chose {action} outside {view.legal}"
            if observe is not None:
                observe(view, action, lineup[s])
            game.apply(action)
    return game


def views_of(region: RegionRules, seeds: Sequence[int], seat_level: str) -> Iterator[PlayerView]:
    """Decision views of seat 0 (played by ``seat_level``) over a few hands."""
    collected: list[PlayerView] = []

    def keep(view: PlayerView, action: Action, name: str) -> None:
        if view.seat == 0 and len(view.legal) > 1:
            collected.append(view)

    for seed in seeds:
        collected.clear()
        play_hand(region, [seat_level, "easy", "easy", "easy"], seed, keep)
        yield from list(collected)


def played(region: str, seed: int, moves: int) -> Game:
    """A hand of ``region`` after ``moves`` decisions of easy computer players (a busy table:
    after 60–80 every river has two or three rows)."""
    rules = load_region(region)
    game = Session(rules, seed, hands=1).start_hand()
    players = [make_player("easy", rules, s) for s in range(4)]
    for _ in range(moves):
        if game.is_over:
            break
        seat = game.waiting_for()[0]
        view = game.view(seat)
        game.apply(players[seat].choose(view, view.legal))
    return game
