"""Region knowledge: one module per region behind one interface; generic play where none exists."""

from __future__ import annotations

import itertools

from mahjong_desktop.ai.danger import tile_loss
from mahjong_desktop.ai.estimate import HandValue, finish_curve, outlook
from mahjong_desktop.ai.regions import RegionKnowledge, knowledge_for
from mahjong_desktop.engine.view import SeatInfo
from mahjong_desktop.rules.hand_facts import Meld, MeldKind
from mahjong_desktop.rules.lincang import LincangRules
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.tiles import parse


def test_every_available_region_has_knowledge(region: RegionRules) -> None:
    know = knowledge_for(region)
    assert isinstance(know, RegionKnowledge)
    assert know.region is region


def test_a_region_without_knowledge_plays_generically_and_says_so() -> None:
    base = load_region("lincang")

    class Elsewhere(LincangRules):
        region_id = "elsewhere"

    know = knowledge_for(Elsewhere(base.ruleset, base.options))
    assert type(know) is RegionKnowledge
    assert "generic" in know.note


def _seat(seat: int, melds: list[Meld], discards: list[int]) -> SeatInfo:
    return SeatInfo(
        seat, 27, tuple(melds), tuple(discards), (False,) * len(discards), 13, (), False, 0
    )


def _pong(tile: int) -> Meld:
    return Meld(MeldKind.PONG, (tile,) * 3, 0, tile)


def test_lincang_plain_hands_are_no_discard_threat_but_pongs_are() -> None:
    know = knowledge_for(load_region("lincang"))
    quiet = _seat(1, [], parse("19m1z"))
    pongs = _seat(2, [_pong(0), _pong(12), _pong(27)], parse("2s3s4s5s8p"))
    assert know.threat(None, quiet).weight < 0.05  # type: ignore[arg-type]
    assert know.threat(None, pongs).weight > 10 * know.threat(None, quiet).weight  # type: ignore[arg-type]


def test_a_visible_flush_makes_its_suit_dangerous() -> None:
    know = knowledge_for(load_region("lincang"))
    flush = _seat(1, [_pong(18), _pong(22)], parse("1m5m9m2p4p7p1z3z"))
    th = know.threat(None, flush)  # type: ignore[arg-type]
    seats = [_seat(0, [], []), flush, _seat(2, [], []), _seat(3, [], [])]
    loss = tile_loss([th], seats, [3] * 34)
    assert loss[parse("5s")[0]] > 5 * loss[parse("5m")[0]]


def test_a_ready_hand_wins_more_often_than_a_far_one() -> None:
    value = HandValue(3.0, 0.0, 0.0)
    ready = outlook(0, 8, 100, 15, 0.05, value, 1.0)
    far = outlook(2, 30, 100, 15, 0.05, value, 1.0)
    assert ready.p_win > far.p_win > 0
    assert far.p_ready < 1.0 == ready.p_ready


def test_more_draws_never_lower_the_chance() -> None:
    curve = finish_curve([0.2, 0.1, 0.05], 20, 0.03)
    assert all(b >= a for a, b in itertools.pairwise(curve))


def test_a_cached_curve_is_not_shared_between_callers() -> None:
    first = finish_curve([0.3, 0.1], 6, 0.02)
    expected = list(first)
    first[-1] = -1.0  # a caller scaling its curve in place must not change the next answer
    assert finish_curve([0.3, 0.1], 6, 0.02) == expected


def test_lanzhou_computer_dealer_picks_the_mode_its_hand_plays_best() -> None:
    """Normal and hard pick the mode measured best for the kind of dealt hand
    (``ai.mode_worth``); easy, which knows no defence, and the basic player keep the rule of
    thumb, which never picks a 包 mode."""
    from mahjong_desktop.ai.levels import make_player
    from mahjong_desktop.ai.mode_worth import best_mode
    from mahjong_desktop.engine.actions import RegionMove
    from mahjong_desktop.engine.game import Game
    from mahjong_desktop.rules.lanzhou.modes import Mode, dealer_mode_choice, mode_move
    from mahjong_desktop.rules.registry import load_region

    region = load_region("lanzhou", {"mode": "dealer_chooses"})
    chosen = set()
    for seed in range(12):
        game = Game(region, seed, 0)
        view = game.view(0)
        modes = [a for a in view.legal if isinstance(a, RegionMove)]
        assert modes, "under dealer_chooses the dealer is asked for the mode"
        for level in ("easy", "normal", "hard"):
            action = make_player(level, region, seed).choose(view, view.legal)
            assert isinstance(action, RegionMove)
            counts = view.counts()
            pick = dealer_mode_choice(counts) if level == "easy" else best_mode(counts, list(Mode))
            assert action.name == mode_move(pick)
        assert isinstance(action, RegionMove)  # the last level's move, checked in the loop
        chosen.add(action.name)
    assert len(chosen) > 1  # the choice depends on the hand


def test_lanzhou_hypothetical_wins_are_declared_in_the_bao_modes() -> None:
    """The computer player declares (报听) with every discard that leaves it ready, so the wins it
    prices are declared ones where the mode demands 报听 — not worthless undeclared ones."""
    from mahjong_desktop.engine.game import Game
    from mahjong_desktop.rules.hand_facts import WinBy

    win = parse("123m456m789m123p55s")
    counts = [0] * 34
    for t in win:
        counts[t] += 1
    for mode, declared in (("liang_bao", True), ("qiao_qiao_hu", False)):
        region = load_region("lanzhou", {"mode": mode})
        know = knowledge_for(region)
        view = Game(region, 1, 0).view(1)
        ctx = know.context(view, counts, (), win[-1], WinBy.SELF_DRAW)
        assert ctx.declared_ready is declared, mode
        assert know.win_values(view, counts, (), win[-1])[0] > 0, mode


def test_lanzhou_players_do_not_fold_but_lincang_players_do() -> None:
    """Folding is a region decision: 兰州 plays on after wins and has declared players in most
    hands, so its players keep building (measured: folding cost 0.5 points per hand there)."""
    assert knowledge_for(load_region("lanzhou")).folds is False
    assert knowledge_for(load_region("lincang")).folds is True


def test_under_dealer_chooses_fan_the_players_build_the_shapes_the_dealer_chose() -> None:
    """兰州 "由莊家決定番種": a dealer who switches 中发白 off makes it no set to build — the
    computer players' shapes follow the hand's variant, not the settings (中发白 on by
    default)."""
    from mahjong_desktop.ai.base import ComputerPlayer
    from mahjong_desktop.ai.levels import make_player
    from mahjong_desktop.engine.game import Game
    from mahjong_desktop.rules.lanzhou import LanzhouRules

    rules = load_region("lanzhou", {"dealer_chooses_fan": True})
    assert isinstance(rules, LanzhouRules)
    assert rules.shape_rules().zhongfabai
    seen = set()
    for seed in range(30):
        game = Game(rules, seed, 0)
        players = [make_player("normal", rules, s) for s in range(4)]
        while game.phase.value == "pre_play" and not game.is_over:
            s = game.waiting_for()[0]
            view = game.view(s)
            game.apply(players[s].choose(view, view.legal))
        s = game.waiting_for()[0]
        view = game.view(s)
        player = players[s]
        assert isinstance(player, ComputerPlayer)
        player.choose(view, view.legal)
        on = rules.fan(view.variant).zfb.on
        assert player.know.shape_rules.zhongfabai == on
        assert rules.shape_rules(view.variant).zhongfabai == on
        seen.add(on)
    assert seen == {True, False}  # the rule of thumb chose both ways over these deals
