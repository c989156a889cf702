"""The bot protocol's overhead per decision: what a decision costs the game when the seat is a
bot program rather than an in-process player, with the bot's own thinking left out.

Run: ``.venv/bin/python benchmarks/bench_bot_protocol.py [--hands N] [--region R] [--json]``.

Four bot programs (Python, the smallest bot that reads every line as JSON and answers the first
listed action) play seeded hands; each decision is timed from showing the events since the last
decision to all four bots until the answer is read back: encoding the lines, the pipes both ways,
the bot reading its lines and the answer checked. The same hands played by an in-process player
making the same choice give the baseline, which is subtracted. Target (issue 33): ≤ 1 ms median
on this machine.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shlex
import statistics
import sys
import tempfile
import textwrap
import time
from collections.abc import Sequence
from pathlib import Path

from mahjong_desktop.ai.outside_bot import OutsideBot
from mahjong_desktop.ai.protocol import close_players, show_events
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.rng import derive_seed
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.registry import load_region

FIRST_LISTED = """
import json, sys
for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "request":
        print('{"id": 0}', flush=True)
    elif message["type"] == "end":
        break
"""


class FirstListed:
    """The in-process baseline: the same choice, no protocol."""

    name = "first-listed"

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        return legal[0]


def play(region_id: str, hands: int, seed: int, command: str | None) -> list[float]:
    region = load_region(region_id)
    times: list[float] = []
    for h in range(hands):
        hand_seed = derive_seed(seed, h)
        players: list[OutsideBot | FirstListed] = [
            OutsideBot(command, region, hand_seed, timeout=30.0) if command else FirstListed()
            for _ in range(4)
        ]
        game = Game(region, hand_seed, h % 4)
        shown = 0
        try:
            show_events(players, game.events)  # the bots start: not a decision's cost
            shown = len(game.events)
            first = True
            while not game.is_over:
                for s in game.waiting_for():
                    start = time.perf_counter()
                    show_events(players, game.events[shown:])
                    shown = len(game.events)
                    view = game.view(s)
                    action = players[s].choose(view, view.legal)
                    elapsed = time.perf_counter() - start
                    if not first:  # the first answer waits for a bot's start-up
                        times.append(elapsed)
                    first = False
                    game.apply(action)
            show_events(players, game.events[shown:])
        finally:
            close_players(players)
        if command:
            failures = [f for p in players if isinstance(p, OutsideBot) for f in p.failures]
            if failures:
                raise SystemExit(f"a bot failed, the figures would be wrong: {failures[0]}")
    return times


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=8)
    ap.add_argument("--region", default="lincang")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        bot = Path(folder) / "first_listed.py"
        bot.write_text(textwrap.dedent(FIRST_LISTED), encoding="utf-8")
        command = shlex.join([sys.executable, str(bot)])
        with_bots = play(args.region, args.hands, args.seed, command)
    baseline = play(args.region, args.hands, args.seed, None)
    p50 = statistics.median(with_bots) - statistics.median(baseline)
    q = statistics.quantiles(with_bots, n=20)
    result = {
        "region": args.region,
        "hands": args.hands,
        "decisions": len(with_bots),
        "overhead_ms_p50": round(1000 * p50, 3),
        "bot_ms_p50": round(1000 * statistics.median(with_bots), 3),
        "bot_ms_p95": round(1000 * q[18], 3),
        "in_process_ms_p50": round(1000 * statistics.median(baseline), 3),
        "python": platform.python_version(),
        "machine": f"{platform.machine()}, {os.cpu_count()} cores",
    }
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key:>18}: {value}")
        print(f"target ≤ 1 ms median overhead: {'met' if p50 <= 0.001 else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
