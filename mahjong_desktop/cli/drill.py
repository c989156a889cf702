"""``mahjong-desktop drill``: practice drills as JSON, and checking an answer (headless, no Qt).

    mahjong-desktop drill --region lincang [--kind discard] [--count 20] [--seed 0]
        [--from-records [--profile DIR]] [--option key=value …] --json
    mahjong-desktop drill --check < {"drill": <one drill>, "answer": "5m"}

The first prints a JSON array of drills (``drills.drill`` documents an object); ``--from-records``
takes them from the player's kept games (where they chose otherwise than the coach), newest
first, instead of generating them. ``--check`` prints ``{"correct": …, "accepted", "best",
"value", "best_value", "reason"}``. Bad arguments, an answer that is no legal choice of the
drill and bad JSON exit with status 2 and one line on stderr; kept games that cannot be opened
now, with 1.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from mahjong_desktop.cli.arena import ArgumentError
from mahjong_desktop.cli.bounds import SEED, SEED_HELP, bounded, errors_in_one_line
from mahjong_desktop.cli.stdin import read_stdin
from mahjong_desktop.drills import Drill, DrillError, Kind, check_answer, kinds_for
from mahjong_desktop.drills.from_records import from_records
from mahjong_desktop.drills.generate import generate
from mahjong_desktop.drills.kinds import why_not
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.rules.ruleset import RulesetError, available_regions
from mahjong_desktop.storage.database import DatabaseUnavailable
from mahjong_desktop.storage.paths import DataDir
from mahjong_desktop.storage.records import RecordStore
from mahjong_desktop.validation import DataError, Limits, parse_json

PROG = "mahjong-desktop drill"
MAX_DRILLS = 1000  # a set of drills: a generated one costs about 0.1 s a drill
# ``--check`` reads one drill: its game record holds a hand's actions (a few hundred objects)
# and a 64-bit wall seed.
CHECK_LIMITS = Limits(
    max_bytes=1 << 20, max_depth=12, max_items=50_000, max_string=10_000, max_int=1 << 64
)


def add_parser(subparsers: Any) -> None:
    p: argparse.ArgumentParser = subparsers.add_parser(
        "drill",
        help="practice drills (何切 and the regional decisions) as JSON, or check an answer",
        description="Print practice drills as JSON: real decisions with every legal choice, the "
        "coach's worth of each, the choices judged right and the coach's reason in Chinese and "
        "English. Generated from computer play on seeded walls, or (--from-records) taken from "
        "your kept games where you chose otherwise than the coach. With --check, read "
        '{"drill": …, "answer": …} on standard input and say whether the answer is right.',
    )
    p.add_argument("--region", help="region id (required unless --check)")
    p.add_argument(
        "--kind",
        choices=[k.value for k in Kind],
        help="one kind of question (default: every kind the region drills)",
    )
    p.add_argument(
        "--count",
        type=bounded(1, MAX_DRILLS),
        default=20,
        help=f"drills to print, 1 to {MAX_DRILLS} (default 20)",
    )
    p.add_argument("--seed", type=SEED, default=0, help=f"seed, {SEED_HELP} (default 0)")
    p.add_argument(
        "--from-records",
        action="store_true",
        help="drills from your kept games where you chose otherwise than the coach",
    )
    p.add_argument(
        "--profile",
        type=Path,
        default=None,
        metavar="DIR",
        help="with --from-records: the folder of the kept games (default: the game's own)",
    )
    p.add_argument(
        "--option", action="append", default=[], metavar="KEY=VALUE", help="ruleset option"
    )
    p.add_argument("--json", action="store_true", help="print JSON (the drills as an array)")
    p.add_argument(
        "--check",
        action="store_true",
        help='read {"drill": …, "answer": …} on standard input and print {"correct": …}',
    )

    errors_in_one_line(p, PROG)
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    try:
        if args.check:
            return _check(args)
        return _drills(args)
    except (ArgumentError, RulesetError, DataError, DrillError) as exc:
        print(f"{PROG}: {str(exc).splitlines()[0]}", file=sys.stderr)
        return 2


def _check(args: argparse.Namespace) -> int:
    given = [
        flag
        for flag, on in (
            ("--region", args.region is not None),
            ("--kind", args.kind is not None),
            ("--from-records", args.from_records),
            ("--option", bool(args.option)),
        )
        if on
    ]
    if given:
        raise ArgumentError(f"--check reads the drill on standard input; {given[0]} has no use")
    source = "standard input"
    data = parse_json(read_stdin(source, CHECK_LIMITS), source, CHECK_LIMITS)
    print(json.dumps(check_answer(data, source), ensure_ascii=False))
    return 0


def _options(pairs: list[str]) -> dict[str, str]:
    out: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise ArgumentError(f"--option expects KEY=VALUE, got {pair!r}")
        out[key.strip()] = value.strip()
    return out


def _drills(args: argparse.Namespace) -> int:
    if args.region is None:
        raise ArgumentError("--region is required (or --check to judge an answer)")
    if args.region not in available_regions():
        raise ArgumentError(
            f"unknown region {args.region!r}; available: {', '.join(available_regions())}"
        )
    if args.profile is not None and not args.from_records:
        raise ArgumentError("--profile names the kept games: use it with --from-records")
    if args.from_records and args.option:
        raise ArgumentError("--option has no use with --from-records: each kept hand has its own")
    # Generated drills are of one table's rules; kept hands each have their own.
    region = None if args.from_records else load_region(args.region, _options(args.option))
    options = None if region is None else region.options
    kinds = kinds_for(args.region, options)
    if args.kind is not None:
        kind = Kind(args.kind)
        reason = why_not(kind, args.region, options)
        if reason is not None:
            raise ArgumentError(reason)
        kinds = (kind,)
    if region is None:
        made = _from_records(args, kinds)
        if made is None:
            return 1
    else:
        made = generate(args.region, region.options, seed=args.seed, count=args.count, kinds=kinds)
        if len(made) < args.count:
            print(
                f"{PROG}: only {len(made)} of {args.count} drills found in the hands played",
                file=sys.stderr,
            )
    if args.json:
        print(json.dumps([d.to_json() for d in made], ensure_ascii=False))
    else:
        print(text_report(made))
    return 0


def _from_records(args: argparse.Namespace, kinds: tuple[Kind, ...]) -> list[Drill] | None:
    folder = DataDir(args.profile) if args.profile is not None else DataDir.default()
    path = folder.records_db
    if not path.exists():  # never make an empty database just to read it
        print(f"{PROG}: no kept games at {path}", file=sys.stderr)
        return []
    try:
        store = RecordStore(path)
    except DatabaseUnavailable as exc:
        print(f"{PROG}: {exc}", file=sys.stderr)
        return None
    try:
        found = from_records(store, args.region, count=args.count, kinds=kinds)
    finally:
        store.close()
    for line in found.problems:
        print(f"{PROG}: skipped a kept hand: {line}", file=sys.stderr)
    if not found.drills:
        print(
            f"{PROG}: no decision in your kept {args.region} games where you chose otherwise "
            "than the coach",
            file=sys.stderr,
        )
    return found.drills


def text_report(drills: list[Drill]) -> str:
    """One block per drill, for reading in a terminal: each choice with its worth as shown."""
    lines = []
    for i, d in enumerate(drills, start=1):
        pos = d.position
        drawn = f" drew {pos['drawn']}" if pos.get("drawn") else ""
        claim = f" claim {pos['claim_tile']}" if pos.get("claim_tile") else ""
        lines.append(f"{i}. [{d.kind.value}] {pos['hand']}{drawn}{claim} ({d.id})")
        for c in d.choices:
            mark = "✓" if c.name in d.accepted else " "
            # In the unit of the reasons and the score plates (临安: 胡 × 底注, not stakes).
            worth = d.unit.en_text(c.value)
            lines.append(f"   {mark} {c.name:<10} {worth:>12}  {c.reason_en}")
    return "\n".join(lines)
