"""Invariants over seeded 兰州 hands: every mode × every 甩牌 value, 300 hands each (4,500 hands):
tiles conserved after every event, payments summing to zero, every win and every kong settled
exactly once, only legal actions, the replay reproducing the events. The census and the action
checks are the helpers of tests/engine/test_invariants.py; the players are cheap seeded heuristics
(a win whenever legal, 报听 whenever offered, the loneliest tile out), so many hands reach ready
hands, declarations, locked hands, wins while playing on, and kongs.
"""

from __future__ import annotations

import itertools
import json
from collections import Counter
from collections.abc import Callable, Sequence

import pytest

from mahjong_desktop.engine import game_from_json, game_to_json
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
from mahjong_desktop.engine.census import tile_census as census
from mahjong_desktop.engine.claims import ClaimKind
from mahjong_desktop.engine.events import Event
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.rng import SplitMix64
from mahjong_desktop.engine.session import Session
from mahjong_desktop.rules.hand_facts import MeldKind
from mahjong_desktop.rules.registry import load_region
from tests.helpers.invariants import FULL

MODES = ("liang_bao", "san_bao", "qiao_qiao_hu", "liang_bao_bao", "san_bao_bao")
THROWS = ("none", "soft", "hard")
HANDS = 300
SESSIONS = 3  # per combination; the hands of one session share dealers, scores and the mode

Chooser = Callable[[Game, int, Sequence[Action]], Action]


def _company(counts: Sequence[int], k: int) -> int:
    """How many tiles keep ``k`` company (copies and suit neighbours within two)."""
    n = counts[k] - 1
    if k < 27:
        r = k % 9
        n += (r > 0 and counts[k - 1]) + (r > 1 and counts[k - 2])
        n += (r < 8 and counts[k + 1]) + (r < 7 and counts[k + 2])
    return n


def heuristic_player(seed: int) -> Chooser:
    rng = SplitMix64(seed)

    def choose(game: Game, seat: int, legal: Sequence[Action]) -> Action:
        if Win(seat) in legal:
            return Win(seat)
        declares = [a for a in legal if isinstance(a, RegionMove) and a.name == "declare_ready"]
        if declares:
            return declares[rng.below(len(declares))]
        other_moves = [a for a in legal if isinstance(a, RegionMove)]
        if other_moves and (Pass(seat) not in legal or rng.below(3)):
            return other_moves[rng.below(len(other_moves))]
        kongs = [a for a in legal if isinstance(a, ConcealedKong | AddedKong | ExposedKong)]
        if kongs and rng.below(2):
            return kongs[0]
        melds = [a for a in legal if isinstance(a, Pong | Chow)]
        if melds and rng.below(4) == 0:
            return melds[rng.below(len(melds))]
        discards = [a for a in legal if isinstance(a, Discard)]
        if not discards:
            return Pass(seat) if Pass(seat) in legal else legal[rng.below(len(legal))]
        if rng.below(8) == 0:
            return discards[rng.below(len(discards))]
        counts = game.players[seat].counts
        low = min(_company(counts, a.tile) for a in discards)
        lonely = [a for a in discards if _company(counts, a.tile) == low]
        return lonely[rng.below(len(lonely))]

    return choose


def tile_total(game: Game) -> int:
    """Every tile of the hand wherever it lies, counted cheaply (a few C-level sums)."""
    wall = game.wall
    total = wall.tail - wall.head + len(wall.face_up)
    for p in game.players:
        total += sum(p.counts) + sum(len(m.tiles) for m in p.melds) + len(p.flowers)
        total += len(p.discards) - sum(p.claimed) + len(p.won)
    if game.window is not None and game.window.kind is ClaimKind.ROB:
        total += 1  # being added to a pong, open to robbing
    return total


class EventCensus:
    """Tiles conserved after every event — all 136 present, patched into ``Game.emit`` (cheap
    enough for thousands of hands); ``play_session`` adds the per-kind census of
    tests/engine/test_invariants.py after every action."""

    def __init__(self) -> None:
        self.events = 0

    def __call__(self, emit: Callable[[Game, Event], None]) -> Callable[[Game, Event], None]:
        def checked(game: Game, event: Event) -> None:
            emit(game, event)
            self.events += 1
            assert tile_total(game) == 136, f"tiles lost or doubled at {event}"

        return checked


def _expected_kong_payments(game: Game) -> Counter[tuple[int, int, str]]:
    opts = game.region.options
    out: Counter[tuple[int, int, str]] = Counter()
    for kong in game.kongs:
        if kong.kind is MeldKind.KONG:
            if opts["kong_exposed"]:
                assert kong.from_seat is not None
                out[(kong.from_seat, kong.seat, "kong_exposed")] += 1
            continue
        key = "kong_concealed" if kong.kind is MeldKind.CONCEALED_KONG else "kong_added"
        if opts[key]:
            for s in range(4):
                if s != kong.seat:
                    out[(s, kong.seat, key)] += 1
    return out


def _check_settlement(game: Game) -> None:
    settlement = game.settlement
    assert settlement is not None and game.outcome is not None
    assert sum(settlement.net()) == 0
    assert all(p.amount > 0 and p.payer != p.payee for p in settlement.payments)
    kong_keys = ("kong_exposed", "kong_concealed", "kong_added")
    kongs = Counter(
        (p.payer, p.payee, p.reason) for p in settlement.payments if p.reason in kong_keys
    )
    assert kongs == _expected_kong_payments(game)  # each kong paid exactly once
    win_money = sum(p.amount for p in settlement.payments if p.reason not in kong_keys)
    expected = 0
    for w in game.winners:  # each win paid exactly once, as its evaluation says
        ev = w.evaluation
        if ev.each is not None:
            expected += 3 * ev.each
        else:
            expected += (ev.discarder or 0) + 2 * (ev.other or 0)
    assert win_money == expected
    assert game.outcome.draw == (not game.winners)
    if not game.region.play_on_after_win():
        assert len(game.winners) <= 1


def play_session(region_options: dict[str, object], seed: int, hands: int) -> Counter[str]:
    region = load_region("lanzhou", region_options)
    players = [heuristic_player(seed * 4 + s) for s in range(4)]
    session = Session(region, seed=seed, hands=hands)
    seen: Counter[str] = Counter()
    while not session.finished:
        game = session.start_hand()
        assert census(game) == FULL
        while not game.is_over:
            asked = game.waiting_for()
            assert asked, "the game waits for nobody but is not over"
            seat = asked[0]
            legal = game.legal_actions(seat)
            action = players[seat](game, seat, legal)
            assert action in legal
            game.apply(action)
            assert census(game) == FULL, f"tiles lost or doubled after {action}"
            if isinstance(action, RegionMove):
                seen[action.name.partition(":")[0]] += 1
        _check_settlement(game)
        replayed = game_from_json(json.loads(json.dumps(game_to_json(game))), region)
        assert [e.to_json() for e in replayed.events] == [e.to_json() for e in game.events]
        seen["hands"] += 1
        seen["wins"] += len(game.winners)
        seen["multi_win_hands"] += len(game.winners) > 1
        seen["kongs"] += len(game.kongs)
        seen["draws"] += game.outcome is not None and game.outcome.draw
    session.settle_current()
    assert sum(session.totals) == 0
    return seen


@pytest.mark.slow
@pytest.mark.parametrize(("mode", "throw"), list(itertools.product(MODES, THROWS)))
def test_invariants_over_300_hands_per_mode_and_throw(
    mode: str, throw: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    checker = EventCensus()
    monkeypatch.setattr(Game, "emit", checker(Game.emit))
    options: dict[str, object] = {"mode": mode, "throw": throw}
    if throw != "none":
        options.update(hei_si_feng=True, yao_jiu_dan=True)
    seen: Counter[str] = Counter()
    per_session = HANDS // SESSIONS
    for s in range(SESSIONS):
        seed = 7000 + 10 * MODES.index(mode) + THROWS.index(throw) * 100 + s
        session_options = dict(options)
        if s == 1:  # one session of each combination with the other switches flipped
            session_options.update(play_on_after_win=False, huang_zhuang_14=True, xiao_ji=True)
        if s == 2:
            session_options.update(ji_fei_dan_da=True, zhong_fa_bai=True, base=2)
        seen += play_session(session_options, seed, per_session)
    assert seen["hands"] == HANDS and seen["wins"] > 0
    assert checker.events > 50 * HANDS
    if mode != "qiao_qiao_hu":
        assert seen["declare_ready"] > 0
    if throw != "none":
        assert seen["throw"] > 0


@pytest.mark.parametrize("throw", THROWS)
def test_invariants_hold_when_the_dealer_chooses_the_fan_zhong(
    throw: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """由莊家決定番種: with every dealer choosing the 番种 (random choices), the tiles, the events,
    the settlement and the replay hold as under the settings' 番种."""
    checker = EventCensus()
    monkeypatch.setattr(Game, "emit", checker(Game.emit))
    options = {"mode": "dealer_chooses", "throw": throw, "dealer_chooses_fan": True}
    seen = play_session(options, 8100 + THROWS.index(throw), 12)
    assert seen["hands"] == 12 and seen["choose_fan"] >= seen["choose_mode"] > 0
