"""``mahjong-desktop score [FILE]``: evaluate one finished hand given as JSON (file or stdin).

Prints ``{"legal", "reason", "items", "unit", "pays", …}`` as JSON. The scorer is the region
module's ``evaluate`` — the very code the engine settles hands with. Bad JSON, an unknown region or
option, or impossible tiles: exit status 2 and one line on stderr. Headless: no Qt import.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from mahjong_desktop.rules.hand_facts import Evaluation
from mahjong_desktop.rules.hand_input import HandInputError, win_context_from_json
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.rules.ruleset import RulesetError


class ScoreInputError(ValueError):
    """Input that cannot be scored at all (exit status 2)."""


def score_json(data: Any) -> dict[str, Any]:
    """Evaluate a parsed hand description; ``ScoreInputError`` for anything unusable."""
    try:
        if isinstance(data, dict) and isinstance(data.get("region"), str):
            load_region(data["region"])  # an unknown region is the first thing to report
        ctx = win_context_from_json(data)
        region = load_region(data["region"], data.get("options") or {})
    except (HandInputError, RulesetError) as exc:
        raise ScoreInputError(str(exc)) from None
    return evaluation_json(region.evaluate(ctx))


def evaluation_json(ev: Evaluation) -> dict[str, Any]:
    return {
        "legal": ev.legal,
        "reason": ev.reason,
        "reason_zh": ev.reason_zh,
        "items": [item.to_json() for item in ev.items],
        "unit": ev.unit,
        "total": ev.total,
        "pays": ev.pays() if ev.legal else None,
        "formula": ev.formula,
        "formula_zh": ev.formula_zh,
    }


def add_parser(subparsers: Any) -> None:
    p: argparse.ArgumentParser = subparsers.add_parser(
        "score",
        help="score one finished hand given as JSON",
        description="Evaluate one finished hand (JSON from FILE or stdin) and print the result as "
        "JSON: legal, reason, items, unit, pays.",
    )
    p.add_argument("file", nargs="?", help="JSON file (default: standard input)")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    try:
        if args.file in (None, "-"):
            text = sys.stdin.read()
        else:
            with open(args.file, encoding="utf-8") as fh:
                text = fh.read()
    except OSError as exc:
        print(f"mahjong-desktop score: cannot read {args.file}: {exc.strerror}", file=sys.stderr)
        return 2
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        print(f"mahjong-desktop score: not valid JSON: {exc}", file=sys.stderr)
        return 2
    try:
        result = score_json(data)
    except ScoreInputError as exc:
        print(f"mahjong-desktop score: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(result, ensure_ascii=False))
    return 0
