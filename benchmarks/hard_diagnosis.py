"""Where the hard level gains and loses on normal, decision by decision, and how well its search
predicts the ready hands it chooses (issue 34, third part).

Each hand of the duplicate arena is played with the hard player in one seat and the given
opponents in the others. At every decision of the hard seat a shadow normal player (fed the very
same views) says what it would do; where the two differ, the hand is replayed from the deal with
normal's action forced at that one decision (hard decides everything else), on the same wall, and
the hard seat's points in the two hands are compared. The difference is what hard's own choice
was worth at that decision, on that wall; grouped by the kind of decision (claims, kongs, discards
by the hand's distance from ready, discards under a strong threat) it shows where hard gains.

Calibration: at every turn where hard's discard leaves a ready hand and the search priced it
exactly, the predicted chance to win (``p_win``) is recorded with what happened (did the seat win
this hand); the table groups them by predicted chance.

    PYTHONPATH=benchmarks nice -n 5 .venv/bin/python benchmarks/hard_diagnosis.py \\
        --region lincang --walls 150 --first-wall 9000 [--opponents classical:Classical]
"""

from __future__ import annotations

import argparse
import itertools
import math
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

from mahjong_desktop.ai.arena import ArenaConfig, wall_seed
from mahjong_desktop.ai.base import ComputerPlayer
from mahjong_desktop.ai.hard import HardPlayer
from mahjong_desktop.ai.levels import make_player
from mahjong_desktop.ai.normal import NormalPlayer
from mahjong_desktop.ai.ranking import read_table
from mahjong_desktop.engine.actions import (
    Action,
    AddedKong,
    ConcealedKong,
    Discard,
    ExposedKong,
)
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.phase import Phase
from mahjong_desktop.engine.rng import derive_seed
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.rules.registry import load_region

_PLAYER_STREAM = 0x5EED


@dataclass
class Hand:
    net: int
    won: bool
    # Stake units the seat collected for its win (kong money and 查大叫 left out)
    win_paid: int = 0
    # (decision number of the hard seat, kind, hard's action, normal's action)
    differ: list[tuple[int, str, Action, Action]] = field(default_factory=list)
    # (predicted p_win, predicted gain) of each exactly priced ready hand hard chose
    ready: list[tuple[float, float]] = field(default_factory=list)


def _kind(view: PlayerView, mine: Action, theirs: Action, hard: HardPlayer) -> str:
    if view.phase == Phase.PRE_PLAY:
        return "pre-play"
    sh = hard.shanten(view.counts(), len(view.me.melds), view.wild)
    if view.phase in (Phase.CLAIM, Phase.ROB):
        return f"claim, {min(sh, 2)}{'+' if sh >= 2 else ''} from ready"
    if any(isinstance(a, ConcealedKong | AddedKong | ExposedKong) for a in (mine, theirs)):
        return "kong"
    read = read_table(view, hard.know)
    # A 14-tile hand's shanten after its best discard: 0 means the discard choice is a wait choice.
    threat = " under a strong threat" if read.strong_threat else ""
    return f"discard, {min(sh, 2)}{'+' if sh >= 2 else ''} from ready after{threat}"


def play_hand(
    region: RegionRules,
    seed: int,
    index: int,
    rot: int,
    lineup: Sequence[str],
    force: tuple[int, Action] | None = None,
) -> Hand:
    """One hand of wall ``index`` with the hard player in seat ``rot``; ``force``: at the hard
    seat's decision number n, play this action instead of hard's."""
    players: list[ComputerPlayer] = []
    for s in range(4):
        name = "hard" if s == rot else lineup[(s - rot) % 4]
        p = make_player(name, region, derive_seed(seed, _PLAYER_STREAM, index, rot, s))
        players.append(p)  # type: ignore[arg-type]
    hard = players[rot]
    assert isinstance(hard, HardPlayer)
    shadow = NormalPlayer(region, derive_seed(seed, _PLAYER_STREAM, index, rot, rot))
    game = Game(region, wall_seed(seed, index), 0)
    hand = Hand(0, False)
    n = 0
    while not game.is_over:
        for s in game.waiting_for():
            view = game.view(s)
            action = players[s].choose(view, view.legal)
            if s == rot:
                if force is not None and force[0] == n:
                    action = force[1]
                elif force is None:
                    other = shadow.choose(view, view.legal)
                    if other != action:
                        hand.differ.append((n, _kind(view, action, other, hard), action, other))
                    _calibrate(view, action, hard, hand)
                n += 1
            game.apply(action)
    assert game.settlement is not None
    hand.net = game.settlement.net()[rot]
    hand.won = any(w.seat == rot for w in game.winners)
    if hand.won:
        hand.win_paid = sum(
            p.amount
            for p in game.settlement.payments
            if p.payee == rot and not p.reason.startswith("kong") and p.reason != "cha_da_jiao"
        )
    return hand


def _calibrate(view: PlayerView, action: Action, hard: HardPlayer, hand: Hand) -> None:
    if not isinstance(action, Discard) or hard.fell_back:
        return
    ranked = hard.ranking_of(view)
    if not ranked:
        return
    for f in ranked:
        if f.tile == action.tile:
            if f.shanten == 0:
                hand.ready.append((f.p_win, f.gain))
            return


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--region", default="lincang")
    ap.add_argument("--walls", type=int, default=50)
    ap.add_argument("--first-wall", type=int, default=8000)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--opponents", default="normal")
    args = ap.parse_args(argv)
    region = load_region(args.region)
    config = ArenaConfig(args.region, ("hard",) + (args.opponents,) * 3, args.seed)
    lineup = config.lineup
    gains: dict[str, list[float]] = defaultdict(list)
    ready: list[tuple[float, float, bool, int, int]] = []
    swing = HardPlayer(region).know.search_swing
    if swing is None:
        swing = HardPlayer(region).know.win_swing
    hands = 0
    for index in range(args.first_wall, args.first_wall + args.walls):
        for rot in range(4):
            base = play_hand(region, args.seed, index, rot, lineup)
            hands += 1
            for p, g in base.ready[:1]:  # the first ready hand of each hand: one per hand
                ready.append((p, g, base.won, base.net, base.win_paid))
            for n, kind, _mine, theirs in base.differ:
                alt = play_hand(region, args.seed, index, rot, lineup, (n, theirs))
                gains[kind].append(base.net - alt.net)
    print(
        f"{args.region}, hard against {args.opponents} ×3, walls {args.first_wall}–"
        f"{args.first_wall + args.walls - 1}, {hands} hands, seed {args.seed}\n"
    )
    print(
        "| decision where hard and normal differ | count | per hand | hard − normal's choice, "
        "points per decision | 95 % CI | total per hand |"
    )
    print("| --- | ---: | ---: | ---: | --- | ---: |")
    for kind in sorted(gains):
        xs = gains[kind]
        m, lo, hi = _ci(xs)
        print(
            f"| {kind} | {len(xs)} | {len(xs) / hands:.2f} | {m:+.3f} | [{lo:+.3f}, {hi:+.3f}] "
            f"| {sum(xs) / hands:+.4f} |"
        )
    print(
        "\n| predicted win chance of the first ready hand | hands | mean predicted | won | "
        "predicted worth of a win | paid for the wins | points of the hand |"
    )
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    edges = [0.0, 0.2, 0.35, 0.5, 0.65, 0.8, 1.01]
    for lo_e, hi_e in itertools.pairwise(edges):
        sel = [r for r in ready if lo_e <= r[0] < hi_e]
        if not sel:
            continue
        k = len(sel)
        wins = [r for r in sel if r[2]]
        worth = sum(r[1] for r in sel) / max(1e-9, sum(r[0] for r in sel)) - swing
        paid = sum(r[4] for r in wins) / len(wins) if wins else 0.0
        print(
            f"| {lo_e:.2f}–{min(hi_e, 1.0):.2f} | {k} | {sum(r[0] for r in sel) / k:.3f} | "
            f"{len(wins) / k:.3f} | {worth:.2f} | {paid:.2f} | "
            f"{sum(r[3] for r in sel) / k:+.3f} |"
        )
    return 0


def _ci(xs: Sequence[float]) -> tuple[float, float, float]:
    n = len(xs)
    m = sum(xs) / n
    if n < 2:
        return m, m, m
    sd = math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1))
    h = 1.96 * sd / math.sqrt(n)
    return m, m - h, m + h


if __name__ == "__main__":
    raise SystemExit(main())
