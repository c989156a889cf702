"""Decision time of the computer players: p50 / p95 / max per level and region.

Run: ``.venv/bin/python benchmarks/bench_ai.py [--hands N] [--seed S] [--regions a,b]
[--levels a,b] [--option KEY=VALUE]``.

Each level plays seeded hands in all four seats of every available region; every decision with
more than one legal choice is timed with ``time.perf_counter``. Targets (issue): easy p95 ≤ 5 ms,
normal p95 ≤ 20 ms, hard p95 ≤ 150 ms and never above 500 ms, on a 2-core machine.
"""

from __future__ import annotations

import argparse
import platform
import sys
import time
from collections.abc import Callable

from mahjong_desktop.ai.levels import LEVELS, make_player
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.rng import derive_seed
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.rules.ruleset import RulesetError, available_regions


def measure(
    region_name: str,
    level: str,
    hands: int,
    seed: int,
    options: dict[str, str] | None = None,
    clock: Callable[[], float] = time.perf_counter,
) -> list[float]:
    region = load_region(region_name, options) if options else load_region(region_name)
    times: list[float] = []
    for h in range(hands):
        hand_seed = derive_seed(seed, h)
        players = [make_player(level, region, derive_seed(hand_seed, s)) for s in range(4)]
        game = Game(region, hand_seed, h % 4)
        while not game.is_over:
            for s in game.waiting_for():
                view = game.view(s)
                start = clock()
                action = players[s].choose(view, view.legal)
                if len(view.legal) > 1:
                    times.append(clock() - start)
                game.apply(action)
    return times


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] * 1000


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=20, help="hands per level and region")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--regions", default=",".join(available_regions()))
    ap.add_argument("--levels", default=",".join(LEVELS), help="levels to time")
    # On a machine shared with other work the wall clock counts the time others took from this
    # process; its CPU time is what the decision itself cost (the player is single-threaded).
    ap.add_argument("--cpu", action="store_true", help="time CPU of this process, not wall")
    ap.add_argument(
        "--option", action="append", default=[], metavar="KEY=VALUE", help="ruleset option"
    )
    args = ap.parse_args(argv)
    levels = args.levels.split(",")
    unknown = [lv for lv in levels if lv not in LEVELS]
    bad = [o for o in args.option if "=" not in o]
    if unknown or bad:
        print(f"bench_ai: unknown level {unknown} or option without '=' {bad}", file=sys.stderr)
        return 2
    options = dict(o.split("=", 1) for o in args.option)
    for region in args.regions.split(","):
        try:
            load_region(region, options)
        except (RulesetError, ValueError) as exc:
            print(f"bench_ai: {exc}", file=sys.stderr)
            return 2
    what = "CPU time" if args.cpu else "wall time"
    print(
        f"python {platform.python_version()} on {platform.machine()}, {args.hands} hands each, "
        f"{what}"
    )
    print("| region | level | decisions | p50 ms | p95 ms | max ms |")
    print("| --- | --- | ---: | ---: | ---: | ---: |")
    for region in args.regions.split(","):
        for level in levels:
            clock = time.process_time if args.cpu else time.perf_counter
            t = measure(region, level, args.hands, args.seed, options, clock)
            print(
                f"| {region} | {level} | {len(t)} | {pct(t, 0.5):.2f} | {pct(t, 0.95):.2f} "
                f"| {max(t) * 1000:.2f} |",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
