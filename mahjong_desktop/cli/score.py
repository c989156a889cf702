"""``mahjong-desktop score [FILE]``: evaluate one finished hand given as JSON (file or stdin).

Prints ``{"legal", "reason", "items", "unit", "pays", "pays_unit", …}`` as JSON: ``unit`` is what
the hand's value is counted in (番, 胡, 分), ``pays`` the very amounts the settlement charges each
payer, in ``pays_unit`` (临安: 胡 × 底注, 100 = one stake). The scorer is the region
module's ``evaluate`` — the very code the engine settles hands with. Bad JSON, an unknown region or
option, or impossible tiles: exit status 2 and one line on stderr. Headless: no Qt import.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from mahjong_desktop.cli.stdin import read_stdin
from mahjong_desktop.rules.score_json import score_json
from mahjong_desktop.validation import (
    SCORE_LIMITS,
    DataError,
    decode_utf8,
    parse_json,
    read_bytes,
)


def add_parser(subparsers: Any) -> None:
    p: argparse.ArgumentParser = subparsers.add_parser(
        "score",
        help="score one finished hand given as JSON",
        description="Evaluate one finished hand (JSON from FILE or stdin) and print the result as "
        "JSON: legal, reason, items, unit (what the hand's value is counted in), pays (what each "
        "payer is charged, the settlement's amounts) and pays_unit (the unit of pays; 临安: 胡 × "
        "底注, 100 = one stake).",
    )
    p.add_argument("file", nargs="?", help="JSON file (default: standard input)")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    # Bytes first, within a size bound: the input decides nothing about how much is read, and
    # bad UTF-8 is a message, not a UnicodeDecodeError.
    try:
        if args.file in (None, "-"):
            source = "standard input"
            text = read_stdin(source, SCORE_LIMITS)
        else:
            source = str(args.file)
            text = decode_utf8(read_bytes(Path(args.file), SCORE_LIMITS, source), source)
        result = score_json(parse_json(text, source, SCORE_LIMITS), source)
    except DataError as exc:  # unreadable, or a hand or rules that cannot be scored
        print(f"mahjong-desktop score: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(result, ensure_ascii=False))
    return 0
