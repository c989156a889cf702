"""Whole hands per second: our engine against rlcard's and pymahjong's, random legal players.

Run: ``.venv/bin/python benchmarks/bench_engine.py [--hands N] [--repeat R] [--write FILE]``.
Needs the ``bench`` extra (``pip install -e '.[bench]'``) for the two other engines; an engine
that does not install or import is reported as such and skipped.

Every engine plays the same way: at each decision one legal action is chosen uniformly at random;
only the game loop is timed (no observation encoding for learning agents). Each measurement is
the best of ``--repeat`` rounds, each round running every engine once in turn, since the machine
may be shared.

- ours: ``Game`` of 临沧 (or ``--region``), ``legal_actions`` + ``apply``; draws, claims,
  kongs, robbing, scoring and settlement included.
- rlcard 1.2.0 ``rlcard.games.mahjong.Game``: ``init_game`` / ``get_legal_actions`` / ``step``.
  A far simpler game (no scoring, no kongs' replacement rules, random play rarely wins).
- pymahjong 1.1.2 (C++ riichi engine): the raw ``Table`` loop (``get_self_actions`` /
  ``get_response_actions`` / ``make_selection``), and its ``MahjongEnv`` with
  ``get_valid_actions`` + ``step`` (how it is normally driven, still without observations).
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.rng import SplitMix64, derive_seed
from mahjong_desktop.rules.registry import load_region

Runner = Callable[[int, int], tuple[int, int]]

NOTES = """
Notes:

- "hands won": share of hands ending in a win. With random legal play almost every hand of every
  engine ends in an exhaustive draw, so these figures measure the game loop (draws, discards,
  claim checks, kongs) rather than scoring; the built-in player's row shows a game with wins.
- pymahjong 1.1.2 imports and runs on Python 3.11 here. Its `MahjongEnv.reset(seed=…)` fails
  (`AttributeError: 'MahjongPyWrapper.Table' object has no attribute 'seed'`), so the env runs
  unseeded; the raw `Table` loop is seeded with `Table.set_seed`.
- rlcard's game has no scoring and no replacement rules for kongs; ours includes win evaluation,
  claim windows for every discard, the face-up tail tiles and a full settlement per hand.
"""  # (hands, seed) -> (hands played, hands won)


def ours(region_name: str) -> Runner:
    region = load_region(region_name)

    def run(hands: int, seed: int) -> tuple[int, int]:
        rng = SplitMix64(seed)
        wins = 0
        for i in range(hands):
            game = Game(region, derive_seed(seed, i), i % 4)
            while not game.is_over:
                seat = game.waiting_for()[0]
                legal = game.legal_actions(seat)
                game.apply(legal[rng.below(len(legal))])
            wins += bool(game.winners)
        return hands, wins

    return run


def ours_with_ai(region_name: str) -> Runner:
    """Not part of the comparison: whole hands with the built-in player (shanten, effective
    tiles) at every seat, for a sense of simulation speed with a real player."""
    from mahjong_desktop.ai.basic import BasicPlayer

    region = load_region(region_name)

    def run(hands: int, seed: int) -> tuple[int, int]:
        players = [BasicPlayer(derive_seed(seed, s), rules=region.shape_rules()) for s in range(4)]
        wins = 0
        for i in range(hands):
            game = Game(region, derive_seed(seed, i), i % 4)
            while not game.is_over:
                seat = game.waiting_for()[0]
                game.apply(players[seat](game.view(seat)))
            wins += bool(game.winners)
        return hands, wins

    return run


def rlcard_runner() -> Runner:
    from rlcard.games.mahjong import Game as RlGame  # type: ignore[import-untyped]

    def run(hands: int, seed: int) -> tuple[int, int]:
        rng = random.Random(seed)
        wins = 0
        for _ in range(hands):
            game = RlGame()
            game.np_random.seed(rng.randrange(2**31))
            state, _ = game.init_game()
            while not game.is_over():
                legal = game.get_legal_actions(state)
                state, _ = game.step(legal[rng.randrange(len(legal))])
            wins += game.winner not in (-1, None)
        return hands, wins

    return run


def pymahjong_table_runner() -> Runner:
    import pymahjong as pm  # type: ignore[import-untyped]

    def run(hands: int, seed: int) -> tuple[int, int]:
        rng = random.Random(seed)
        wins = 0
        for i in range(hands):
            table = pm.Table()
            table.set_seed(rng.randrange(2**31))
            table.game_init_with_config([], [25000] * 4, 0, 0, 0, i % 4)
            while True:
                phase = table.get_phase()
                if phase < 4:
                    n = len(table.get_self_actions())
                elif phase < 16:
                    n = len(table.get_response_actions())
                else:
                    break
                table.make_selection(rng.randrange(n))
            result = table.get_result()
            wins += result.result_type in (pm.ResultType.RonAgari, pm.ResultType.TsumoAgari)
        return hands, wins

    return run


def pymahjong_env_runner() -> Runner:
    import numpy as np
    import pymahjong as pm  # type: ignore[import-untyped]

    def run(hands: int, seed: int) -> tuple[int, int]:
        rng = random.Random(seed)
        env = pm.MahjongEnv()
        wins = 0
        for i in range(hands):
            # MahjongEnv.reset(seed=…) sets an attribute the 1.1.2 Table lacks: seed via set_seed.
            env.reset(oya=i % 4, game_wind="east")
            while not env.is_over():
                player = env.get_curr_player_id()
                valid = np.flatnonzero(env.get_valid_actions(nhot=True))
                env.step(player, int(valid[rng.randrange(len(valid))]))
            result = env.t.get_result()
            wins += result.result_type in (pm.ResultType.RonAgari, pm.ResultType.TsumoAgari)
        return hands, wins

    return run


def measure(runner: Runner, hands: int, seed: int) -> tuple[float, float]:
    """(hands per second, share of hands that ended with a win) of one run."""
    start = time.perf_counter()
    played, wins = runner(hands, seed)
    return played / (time.perf_counter() - start), wins / played


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=1000, help="hands per run for our engine")
    parser.add_argument("--other-hands", type=int, default=300, help="hands per run, others")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--region", default="lincang")
    parser.add_argument("--write", type=Path, help="also write the results as Markdown here")
    args = parser.parse_args(argv)

    load_before = os.getloadavg()[0]
    rows: list[tuple[str, str, str]] = []
    notes: list[str] = []
    candidates: list[tuple[str, Callable[[], Runner], int]] = [
        (f"mahjong-desktop ({args.region})", lambda: ours(args.region), args.hands),
        ("rlcard 1.2.0 mahjong", rlcard_runner, args.other_hands),
        ("pymahjong 1.1.2 Table loop", pymahjong_table_runner, args.other_hands),
        ("pymahjong 1.1.2 MahjongEnv", pymahjong_env_runner, args.other_hands),
        ("(info) mahjong-desktop, built-in player", lambda: ours_with_ai(args.region), 100),
    ]
    runners: list[tuple[str, Runner, int]] = []
    for label, make, hands in candidates:
        try:
            runners.append((label, make(), hands))
        except Exception as exc:  # an optional engine that does not import is reported
            notes.append(f"{label}: not measured — {type(exc).__name__}: {exc}")
            print(notes[-1], file=sys.stderr)
    # Rounds outside, engines inside: on a shared machine every engine sees the same spells of
    # load, and the best round of each is kept.
    rates: dict[str, float] = {}
    won: dict[str, float] = {}
    for r in range(args.repeat):
        for label, runner, hands in runners:
            rate, share = measure(runner, hands, args.seed + r)
            if rate > rates.get(label, 0.0):
                rates[label], won[label] = rate, share
            print(f"round {r + 1}: {label:40s} {rate:8,.0f} hands/s", flush=True)
    for label, _, _ in runners:
        rows.append((label, f"{rates[label]:,.0f}", f"{won[label]:.0%}"))

    ours_rate = rates[candidates[0][0]]
    load_after = os.getloadavg()[0]
    lines = [
        "# Engine speed",
        "",
        f"Measured by `benchmarks/bench_engine.py` on {platform.machine()} "
        f"({platform.system()}, Python {platform.python_version()}, {os.cpu_count()} cores; "
        f"load average {load_before:.1f} before, {load_after:.1f} after — the machine was "
        f"shared, so compare the ratios rather than the absolute rates), best of "
        f"{args.repeat} runs of {args.hands} hands (ours) / {args.other_hands} (others); "
        "random legal players; game loop only.",
        "",
        "| engine | hands / s | hands won |",
        "| --- | ---: | ---: |",
        *(f"| {a} | {b} | {c} |" for a, b, c in rows),
        "",
    ]
    for label, rate in rates.items():
        if label != candidates[0][0] and not label.startswith("(info)"):
            lines.append(f"- ours / {label}: {ours_rate / rate:.1f}×")
    lines += [f"- {n}" for n in notes]
    text = "\n".join(lines) + "\n" + NOTES
    print(text)
    if args.write:
        args.write.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
