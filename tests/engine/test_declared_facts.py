"""What the view tells about a declared (报听) player: when it declared (``declared_at``) and which
tiles it let pass since (``let_pass``) — a declared 兰州 hand is locked, so those are kinds it does
not win on, which every other player may throw against it."""

from __future__ import annotations

import pytest

from mahjong_desktop.ai.levels import make_player
from mahjong_desktop.engine.actions import Win
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.hints import wait_values
from mahjong_desktop.rules.registry import load_region


def _hands(seeds: range, options: dict[str, object] | None = None):
    rules = load_region("lanzhou", options or {})
    for seed in seeds:
        game = Game(rules, seed, 0)
        players = [make_player("normal", rules, s) for s in range(4)]
        yield rules, game, players


def test_declared_at_is_the_index_of_the_declaring_discard() -> None:
    seen = 0
    for _, game, players in _hands(range(12)):
        while not game.is_over:
            for s in game.waiting_for():
                view = game.view(s)
                for info in view.seats:
                    assert (info.declared_at is None) == (not info.declared_ready)
                    if info.declared_at is not None:
                        assert info.declared_at < len(info.discards)
                        seen += 1
                game.apply(players[s].choose(view, view.legal))
    assert seen > 100


@pytest.mark.slow
def test_a_declared_player_never_wins_on_a_tile_it_let_pass() -> None:
    """Every tile in ``let_pass`` was offered to the declared hand by the rules (or was its own
    drawn tile) and it did not win: by the region's own scorer, no let-pass tile is a wait that
    would have won by discard from that seat's position — and no later win is on such a kind
    from a discard."""
    checked = 0
    for rules, game, players in _hands(range(20), {"mode": "san_bao_bao"}):
        while not game.is_over:
            for s in game.waiting_for():
                view = game.view(s)
                for info in view.seats:
                    if info.seat == s or not info.let_pass or info.won:
                        continue
                    own = game.view(info.seat)
                    if own.phase != "turn" or own.turn != info.seat:
                        legal_by_discard = (
                            {w.tile for w in wait_values(rules, own) if w.wins_by_discard}
                            if sum(own.counts()) % 3 == 1
                            else set()
                        )
                        assert not legal_by_discard & set(info.let_pass), (info, legal_by_discard)
                        checked += 1
                action = players[s].choose(view, view.legal)
                if isinstance(action, Win) and view.claim_tile is not None:
                    assert view.claim_tile not in view.me.let_pass
                game.apply(action)
    assert checked > 100


def test_let_pass_is_empty_until_a_player_declares() -> None:
    for _, game, players in _hands(range(4)):
        while not game.is_over:
            s = game.waiting_for()[0]
            view = game.view(s)
            for info in view.seats:
                if not info.declared_ready:
                    assert info.let_pass == ()
            game.apply(players[s].choose(view, view.legal))


def test_draws_left_leaves_out_the_reserve() -> None:
    rules = load_region("linan")
    game = Game(rules, 3, 0)
    view = game.view(0)
    assert view.wall_reserve == rules.wall_reserve() == 16
    assert view.draws_left == view.wall_live - 16


def test_outside_counts_are_visible_counts_without_the_own_hand() -> None:
    rules = load_region("lincang")
    game = Game(rules, 8, 0)
    view = game.view(0)
    outside, visible, own = view.outside_counts(), view.visible_counts(), view.counts()
    assert [o + c for o, c in zip(outside, own, strict=True)] == visible
    assert view.unseen_counts() == [4 - v for v in visible]
