"""兰州 defence: who threatens, what a deal-in costs in each 玩法, when to fold.

docs/rules/lanzhou.md: in the 报 modes only a declared (报听) hand wins; "两报包／三报包：…
没有报听的玩家点炮时由他一人付三家的钱（包）" (the ruleset's words for the 包 of the seed).
Outside 包 all three pay a discard win alike, so dealing in costs the discarder only its own
share."""

from __future__ import annotations

from dataclasses import replace

import pytest

from mahjong_desktop.ai.danger import Threat, wait_chance
from mahjong_desktop.ai.levels import make_player
from mahjong_desktop.ai.normal import NormalPlayer
from mahjong_desktop.ai.ranking import read_table
from mahjong_desktop.ai.regions import knowledge_for
from mahjong_desktop.engine.actions import Discard, RegionMove
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.registry import load_region


def _declared_table(mode: str, seeds: range) -> list[PlayerView]:
    """Turn views of undeclared normal players facing a declared opponent, from seeded hands."""
    rules = load_region("lanzhou", {"mode": mode})
    out = []
    for seed in seeds:
        game = Game(rules, seed, 0)
        players = [make_player("normal", rules, s) for s in range(4)]
        while not game.is_over:
            for s in game.waiting_for():
                view = game.view(s)
                if (
                    view.phase == "turn"
                    and not view.me.declared_ready
                    and any(i.declared_ready for i in view.seats if i.seat != s)
                ):
                    out.append(view)
                game.apply(players[s].choose(view, view.legal))
    return out


def test_in_a_bao_mode_only_declared_players_threaten_and_a_deal_in_costs_three_shares() -> None:
    views = _declared_table("liang_bao_bao", range(6))
    assert views
    view = views[0]
    know = knowledge_for(load_region("lanzhou", {"mode": "liang_bao_bao"}))
    for info in view.seats:
        if info.seat == view.seat:
            continue
        th = know.threat(view, info)
        if info.declared_ready:
            assert (th.ready, th.discard_win) == (1.0, 1.0)
            assert th.cost == know.typical_deal_in  # three shares of a third each
        else:
            assert th.weight == 0.0  # an undeclared hand cannot win in a 报 mode


def test_outside_bao_a_deal_in_costs_one_share_and_nobody_folds() -> None:
    views = _declared_table("liang_bao", range(6))
    know = knowledge_for(load_region("lanzhou", {"mode": "liang_bao"}))
    view = views[0]
    declared = next(i for i in view.seats if i.declared_ready and i.seat != view.seat)
    assert know.threat(view, declared).cost == know.typical_deal_in / 3
    assert know.safe_margin(view) == 0.0 and not know.folds


def test_a_declared_player_pays_no_bao_so_it_gives_up_nothing_for_safety() -> None:
    """Declared, a player no longer pays 包 when it deals in: "没有报听的玩家点炮" only."""
    views = _declared_table("san_bao_bao", range(6))
    know = knowledge_for(load_region("lanzhou", {"mode": "san_bao_bao"}))
    view = views[0]
    me = replace(view.me, declared_ready=True, declared_at=0)
    seats = tuple(me if i.seat == view.seat else i for i in view.seats)
    declared_view = replace(view, seats=seats)
    assert know.safe_margin(view) > 0.0 and know.safe_margin(declared_view) == 0.0


def test_a_tile_the_declared_player_let_pass_is_safe_against_it() -> None:
    th = Threat(1, 1.0, 1.0, 3.0)
    views = _declared_table("liang_bao_bao", range(6))
    view = next(v for v in views if any(i.let_pass for i in v.seats))
    info = next(i for i in view.seats if i.let_pass)
    for kind in set(info.let_pass):
        assert wait_chance(kind, th, info, 3) == 0.0


def _discarded(action: object) -> int | None:
    if isinstance(action, RegionMove) and action.tiles:
        return action.tiles[0]
    return action.tile if isinstance(action, Discard) else None  # None: a kong


@pytest.mark.slow
def test_under_bao_a_tile_the_declared_player_let_pass_is_thrown_when_it_costs_little(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Facing a declared hand under 包, among discards that keep the hand as close, the normal
    player throws a tile that cannot deal in when it is worth at most ``safe_margin`` less —
    more often than the same player with no margin, and never a further-from-ready one."""
    rules = load_region("lanzhou", {"mode": "liang_bao_bao"})
    careful = make_player("normal", rules, 1)
    careless = make_player("normal", rules, 1)
    assert isinstance(careful, NormalPlayer) and isinstance(careless, NormalPlayer)
    monkeypatch.setattr(careless.know, "safe_margin", lambda view: 0.0)
    safe = [0, 0]
    for view in _declared_table("liang_bao_bao", range(30)):
        loss = read_table(view, careful.know).loss
        picks = [_discarded(p.choose(view, view.legal)) for p in (careful, careless)]
        if None in picks:
            continue
        steps = [
            careful.shanten(_minus(view.counts(), tile), len(view.me.melds), view.wild)
            for tile in picks
            if tile is not None
        ]
        assert steps[0] == steps[1]  # safety never costs a step
        for i, tile in enumerate(picks):
            assert tile is not None
            safe[i] += loss[tile] == 0.0
    assert safe[0] > safe[1] + 10


def _minus(counts: list[int], tile: int) -> list[int]:
    out = list(counts)
    out[tile] -= 1
    return out
