"""``mahjong-desktop arena``: duplicate matches between computer players (headless, no Qt).

    mahjong-desktop arena --region lincang --players hard,normal,normal,normal --walls 200
        --seed 1 [--first-wall N] [--option key=value …] [--jobs 2] [--json [--per-wall]]

Each wall is played four times with the line-up rotated so every player sits in every seat.
Players: ``easy``, ``normal``, ``hard``, ``random``, ``plain``, ``module:Class`` (an outside
player class, docs/computer-players.md) or ``cmd:program args`` (a program speaking the bot
protocol, docs/formats/bot-protocol.md; ``--bot-timeout`` bounds each of its decisions).
Bad arguments exit with status 2 and one line on stderr.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from mahjong_desktop.ai.arena import MAX_JOBS, ArenaConfig, run_arena, summarise
from mahjong_desktop.ai.levels import PlayerSpecError, check_spec
from mahjong_desktop.ai.outside_bot import DEFAULT_TIMEOUT, MAX_TIMEOUT
from mahjong_desktop.cli.bounds import (
    COUNT,
    COUNT_HELP,
    MAX_COUNT,
    SEED,
    SEED_HELP,
    bounded,
    errors_in_one_line,
)
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.rules.ruleset import RulesetError, available_regions

PROG = "mahjong-desktop arena"


class ArgumentError(Exception):
    """A bad argument; reported on one line, exit status 2."""


def add_parser(subparsers: Any) -> None:
    p: argparse.ArgumentParser = subparsers.add_parser(
        "arena",
        help="duplicate matches between computer players, with confidence intervals",
        description="Play each wall four times with the line-up rotated (duplicate), and report "
        "per player the mean points per hand with a 95% confidence interval over walls, win "
        "rate, self-draw share, deal-in rate and decision time.",
    )
    p.add_argument("--region", required=True, help="region id")
    p.add_argument(
        "--players",
        required=True,
        help="four comma-separated players: easy, normal, hard, random, plain, module:Class or "
        'cmd:"program args" (a bot program speaking docs/formats/bot-protocol.md); a repeated '
        "name pools into one row, a #label suffix (normal#b) makes a row of its own",
    )
    p.add_argument(
        "--bot-timeout",
        type=_seconds,
        default=DEFAULT_TIMEOUT,
        metavar="SECONDS",
        help=f"seconds a cmd: bot may take per decision before the easy player moves for it, "
        f"0.01 to {MAX_TIMEOUT:g} (default {DEFAULT_TIMEOUT:g})",
    )
    p.add_argument(
        "--walls", type=COUNT, default=100, help=f"walls to play, {COUNT_HELP} (default 100)"
    )
    p.add_argument("--seed", type=SEED, default=0, help=f"arena seed, {SEED_HELP} (default 0)")
    p.add_argument(
        "--first-wall",
        type=bounded(0, MAX_COUNT),
        default=0,
        metavar="N",
        help=f"start at wall N, 0 to {MAX_COUNT:,} (default 0): extends an earlier run of N walls",
    )
    p.add_argument(
        "--option", action="append", default=[], metavar="KEY=VALUE", help="ruleset option"
    )
    p.add_argument(
        "--jobs",
        type=bounded(1, MAX_JOBS),
        default=1,
        help=f"worker processes, 1 to {MAX_JOBS} (default 1; never more than there are walls)",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument(
        "--per-wall",
        action="store_true",
        help="with --json: add each player's mean on every wall (for comparing two runs)",
    )

    errors_in_one_line(p, PROG)
    p.set_defaults(handler=run)


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not 0.01 <= value <= MAX_TIMEOUT:  # also refuses nan and inf
        raise argparse.ArgumentTypeError(f"{text} is not between 0.01 and {MAX_TIMEOUT:g}")
    return value


def _options(pairs: list[str]) -> dict[str, str]:
    out: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise ArgumentError(f"--option expects KEY=VALUE, got {pair!r}")
        out[key.strip()] = value.strip()
    return out


def config_from_args(args: argparse.Namespace) -> tuple[ArenaConfig, int, int]:
    if args.region not in available_regions():
        raise ArgumentError(
            f"unknown region {args.region!r}; available: {', '.join(available_regions())}"
        )
    lineup = tuple(s.strip() for s in str(args.players).split(","))
    if len(lineup) != 4 or not all(lineup):
        raise ArgumentError(f"--players needs four comma-separated names, got {args.players!r}")
    for spec in lineup:
        check_spec(spec)
    if args.walls < 1:
        raise ArgumentError("--walls must be at least 1")
    if args.first_wall < 0:
        raise ArgumentError("--first-wall must be 0 or more")
    if args.jobs < 1:
        raise ArgumentError("--jobs must be at least 1")
    if args.per_wall and not args.json:
        raise ArgumentError("--per-wall adds to the JSON output: use it with --json")
    options = _options(args.option)
    region = load_region(args.region, options)  # validates the options
    config = ArenaConfig(
        region.region_id, lineup, args.seed, dict(region.options), bot_timeout=args.bot_timeout
    )
    return config, args.walls, args.jobs


def run(args: argparse.Namespace) -> int:
    try:
        config, walls, jobs = config_from_args(args)
    except (ArgumentError, PlayerSpecError, RulesetError, ValueError) as exc:
        print(f"{PROG}: {str(exc).splitlines()[0]}", file=sys.stderr)
        return 2
    start = time.perf_counter()
    try:
        results = run_arena(config, walls, jobs, first=args.first_wall)
    except PlayerSpecError as exc:  # an outside player failed while playing: its own fault
        print(f"{PROG}: {str(exc).splitlines()[0]}", file=sys.stderr)
        return 2
    summary = summarise(config, results, time.perf_counter() - start, per_wall=args.per_wall)
    if args.json:
        print(json.dumps(summary, ensure_ascii=False))
        return 0
    print(text_report(summary))
    return 0


def text_report(summary: dict[str, Any]) -> str:
    unit = summary.get("unit", "points")
    lines = [
        f"arena {summary['region']}: {summary['walls']} walls{_from(summary)} × 4 rotations, seed "
        f"{summary['seed']}, line-up {','.join(summary['lineup'])}; points in {unit}",
        f"{'player':<16}{'points/hand':>12}  {'95% CI':<20}{'win':>7}{'self-draw':>10}"
        f"{'deal-in':>9}{'→报听':>7}{'包':>7}{'ms p50':>9}{'p95':>9}{'max':>9}",
    ]
    for p in summary["players"]:
        lo, hi = p["ci95"]
        ms = p["decision_ms"]
        lines.append(
            f"{p['player']:<16}{p['mean']:>+12.3f}  [{lo:+.3f}, {hi:+.3f}]{'':<3}"
            f"{p['win_rate']:>7.1%}{p['self_draw_share']:>10.1%}{p['deal_in_rate']:>9.1%}"
            f"{p.get('deal_in_declared_rate', 0):>8.1%}{p.get('bao_rate', 0):>8.1%}"
            f"{ms['p50']:>9.2f}{ms['p95']:>9.2f}{ms['max']:>9.2f}"
        )
    for d in summary["differences"]:
        lo, hi = d["ci95"]
        mark = "significant" if d["significant"] else "not significant"
        lines.append(
            f"{d['a']} − {d['b']}: {d['mean']:+.3f} {unit}/hand [{lo:+.3f}, {hi:+.3f}] ({mark})"
        )
    return "\n".join(lines)


def _from(summary: dict[str, Any]) -> str:
    first = summary.get("first_wall", 0)
    return f" (from wall {first})" if first else ""
