"""The two plain yardsticks of issue 34, ``benchmarks/classical.py`` and ``benchmarks/plain_b.py``
(not game levels): both play legally in every region and 兰州 玩法, decide the same way from the
same seed, and play 兰州 the way their docstrings say — per 玩法, folding only where it pays."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from mahjong_desktop.ai.arena import ArenaConfig, run_arena
from mahjong_desktop.ai.levels import make_player
from mahjong_desktop.engine.actions import Action, Discard, Pass, RegionMove
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.hints import view_discard_table
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.rules.registry import load_region

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

# benchmarks/ is on the import path only from the line above, at run time; mypy's path (pyproject)
# does not hold it, so it cannot find these two modules (they are no part of the package).
from classical import Classical  # type: ignore[import-not-found]
from plain_b import PlainB  # type: ignore[import-not-found]

CLASSICAL = "classical:Classical"
PLAIN_B = "plain_b:PlainB"

TABLES: list[tuple[str, dict[str, object]]] = [
    ("lincang", {}),
    ("linfen", {}),
    ("lanzhou", {}),
    ("lanzhou", {"mode": "dealer_chooses", "throw": "hard", "dealer_chooses_fan": True}),
    ("lanzhou", {"mode": "san_bao_bao"}),
    ("lanzhou", {"mode": "qiao_qiao_hu"}),
    ("shangrao", {}),
    ("linan", {}),
]


@pytest.mark.parametrize(("region", "options"), TABLES)
def test_both_play_a_wall_legally(region: str, options: dict[str, object]) -> None:
    """``Game.apply`` refuses an illegal action, so a finished wall is a legal one."""
    config = ArenaConfig(region, (PLAIN_B, CLASSICAL, PLAIN_B, "normal"), 5, options)
    (wall,) = run_arena(config, 1)
    assert len(wall.seats) == 16 and sum(r.points for r in wall.seats) == 0


def _play(
    rules: RegionRules, seed: int, make: Callable[[RegionRules, int], object]
) -> list[Action]:
    game = Game(rules, seed, seed % 4)
    players = [make(rules, 100 + s) for s in range(4)]
    while not game.is_over:
        for s in game.waiting_for():
            view = game.view(s)
            game.apply(players[s].choose(view, view.legal))  # type: ignore[attr-defined]
    return list(game.actions)


@pytest.mark.parametrize("player", [PlainB, Classical])
def test_the_same_seed_gives_the_same_decisions(player: Callable[..., object]) -> None:
    rules = load_region("lanzhou", {"mode": "san_bao_bao"})
    first = [_play(rules, seed, player) for seed in (1, 2)]
    again = [_play(rules, seed, player) for seed in (1, 2)]
    assert first == again
    assert first[0] != first[1]  # two walls are two different hands


def _turns_against_a_declared_player(
    mode: str, seeds: range
) -> list[tuple[RegionRules, PlayerView, set[int]]]:
    """Turns, in hands played by four normals, where another player has declared and this far
    hand (two or more from ready) holds a tile that player let pass."""
    rules = load_region("lanzhou", {"mode": mode})
    found = []
    for seed in seeds:
        game = Game(rules, seed, 0)
        players = [make_player("normal", rules, s) for s in range(4)]
        while not game.is_over:
            for s in game.waiting_for():
                view = game.view(s)
                declared = [i for i in view.seats if i.seat != s and i.declared_ready]
                passed = set().union(*(set(i.let_pass) for i in declared)) if declared else set()
                if view.phase == "turn" and not view.me.declared_ready and passed:
                    rows = view_discard_table(rules, view)
                    if passed & set(view.concealed) and rows and rows[0].shanten >= 2:
                        found.append((rules, view, passed))
                game.apply(players[s].choose(view, view.legal))
    return found


def _tile(action: Action) -> int:
    assert isinstance(action, Discard | RegionMove)
    return action.tile if isinstance(action, Discard) else action.tiles[0]


@pytest.mark.slow
def test_classical_never_folds_in_lanzhou_even_under_bao() -> None:
    """Folding lost in every 兰州 玩法: a far hand keeps its closest discard."""
    turns = _turns_against_a_declared_player("liang_bao_bao", range(10))
    assert len(turns) >= 5
    for rules, view, _passed in turns:
        rows = view_discard_table(rules, view)
        tile = _tile(Classical(rules, 1).choose(view, view.legal))
        assert next(r.shanten for r in rows if r.discard == tile) == rows[0].shanten


@pytest.mark.slow
def test_plain_b_folds_under_bao_but_not_in_liang_bao() -> None:
    """Under 包 an undeclared far hand throws a tile the declared player let pass; in 两报 a
    deal-in costs what anyone's does, and it keeps its closest discard."""
    bao = _turns_against_a_declared_player("liang_bao_bao", range(10))
    assert len(bao) >= 5
    for rules, view, passed in bao:
        assert _tile(PlainB(rules, 1).choose(view, view.legal)) in passed
    plain = _turns_against_a_declared_player("liang_bao", range(10))
    assert len(plain) >= 5
    for rules, view, _passed in plain:
        rows = view_discard_table(rules, view)
        tile = _tile(PlainB(rules, 1).choose(view, view.legal))
        assert next(r.shanten for r in rows if r.discard == tile) == rows[0].shanten


def test_plain_b_keeps_its_sets_when_it_may_and_throws_one_under_hard_throwing() -> None:
    seen = {"soft": 0, "hard": 0}
    for throw in ("soft", "hard"):
        rules = load_region("lanzhou", {"throw": throw})
        for seed in range(40):
            game = Game(rules, seed, 0)
            for s in game.waiting_for():
                view = game.view(s)
                if view.phase != "pre_play" or not any(
                    isinstance(a, RegionMove) and a.name == "throw" for a in view.legal
                ):
                    continue
                seen[throw] += 1
                choice = PlainB(rules, 1).choose(view, view.legal)
                may_pass = any(isinstance(a, Pass) for a in view.legal)
                if may_pass:
                    assert isinstance(choice, Pass)
                else:
                    assert isinstance(choice, RegionMove) and choice.name == "throw"
    assert seen["soft"] >= 3 and seen["hard"] >= 3


def _dealer_choices(options: dict[str, object], seeds: range) -> list[PlayerView]:
    """The dealer's first question of each hand: the 玩法 under 庄家选择 (no Pass offered)."""
    rules = load_region("lanzhou", options)
    views = []
    for seed in seeds:
        game = Game(rules, seed, seed % 4)
        (seat,) = game.waiting_for()
        views.append(game.view(seat))
    return views


@pytest.mark.parametrize(("player", "mode"), [(PlainB, "san_bao"), (Classical, "qiao_qiao_hu")])
def test_the_dealer_picks_its_own_mode_whatever_the_order_offered(
    player: Callable[..., object], mode: str
) -> None:
    """As dealer under 庄家选择 plain-b takes 三报 and classical 悄悄胡 (their docstrings), not the
    first mode offered: the same pick with the offered moves reversed, and the hand is then
    played in that 玩法."""
    rules = load_region("lanzhou", {"mode": "dealer_chooses"})
    views = _dealer_choices({"mode": "dealer_chooses"}, range(6))
    for view in views:
        names = [a.name for a in view.legal if isinstance(a, RegionMove)]
        assert view.phase == "pre_play" and len(names) >= 3 and names[0] != f"choose_mode:{mode}"
        assert not any(isinstance(a, Pass) for a in view.legal)
        for legal in (view.legal, tuple(reversed(view.legal))):
            choice = player(rules, 1).choose(view, legal)  # type: ignore[attr-defined]
            assert isinstance(choice, RegionMove) and choice.name == f"choose_mode:{mode}"
    game = Game(rules, 3, 3)
    (seat,) = game.waiting_for()
    game.apply(player(rules, 1).choose(game.view(seat), game.view(seat).legal))  # type: ignore[attr-defined]
    assert game.view(seat).variant == mode
