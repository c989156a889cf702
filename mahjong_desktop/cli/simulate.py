"""``mahjong-desktop simulate``: four computer players play a session headless (no Qt import).

Prints each hand's result and the totals, or with ``--json`` one object::

    {"region", "seed", "options", "hands": [{"dealer", "winners", "draw",
     "payments": [[from, to, amount, reason], …]}], "totals": [s0, s1, s2, s3]}

Players are numbered 0–3 for the whole session; amounts are the region's stake units.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from mahjong_desktop.ai.basic import BasicPlayer
from mahjong_desktop.cli.bounds import COUNT, COUNT_HELP, SEED, SEED_HELP
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.rng import SplitMix64, derive_seed
from mahjong_desktop.engine.session import HandSummary, Player, Session
from mahjong_desktop.engine.view import PlayerView
from mahjong_desktop.rules.region import RegionRules
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.rules.ruleset import RulesetError, available_regions
from mahjong_desktop.tiles import name as tile_name

_PLAYER_STREAM = 0xA1  # sub-streams of the session seed for the players' own generators


def add_parser(subparsers: Any) -> None:
    p: argparse.ArgumentParser = subparsers.add_parser(
        "simulate",
        help="let four computer players play a session and print the results",
        description="Four computer players play a session of the chosen region, headless. The "
        "same seed always gives the same games.",
    )
    p.add_argument("--region", required=True, help=f"region id ({', '.join(available_regions())})")
    length = p.add_mutually_exclusive_group()
    length.add_argument(
        "--hands", type=COUNT, default=None, help=f"number of hands, {COUNT_HELP} (default 100)"
    )
    length.add_argument(
        "--rounds", type=COUNT, default=None, help=f"rounds of dealership (圈), {COUNT_HELP}"
    )
    p.add_argument("--seed", type=SEED, default=0, help=f"session seed, {SEED_HELP} (default 0)")
    p.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="set a ruleset option, e.g. multiple_winners=false (repeatable)",
    )
    p.add_argument(
        "--players",
        choices=("basic", "random"),
        default="basic",
        help="basic: the built-in player (default); random: uniformly random legal actions",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object instead of text")
    p.set_defaults(handler=run)


def random_player(seed: int) -> Player:
    """A player choosing uniformly among its legal actions (benchmarks, invariant sweeps)."""
    rng = SplitMix64(seed)

    def choose(view: PlayerView) -> Action:
        return view.legal[rng.below(len(view.legal))]

    return choose


def make_players(kind: str, seed: int, region: RegionRules) -> list[Player]:
    seeds = [derive_seed(seed, _PLAYER_STREAM, s) for s in range(4)]
    if kind == "random":
        return [random_player(s) for s in seeds]
    rules = region.shape_rules()
    return [BasicPlayer(s, rules=rules) for s in seeds]


def parse_options(pairs: list[str]) -> dict[str, str]:
    out: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise ValueError(f"--option expects KEY=VALUE, got {pair!r}")
        out[key.strip()] = value.strip()
    return out


def run(args: argparse.Namespace) -> int:
    try:
        overrides = parse_options(args.option)
        region = load_region(args.region, overrides)
    except (ValueError, RulesetError) as exc:
        print(f"mahjong-desktop simulate: {exc}", file=sys.stderr)
        return 2
    hands = args.hands
    if hands is None and args.rounds is None:
        hands = 100
    if (hands is not None and hands < 1) or (args.rounds is not None and args.rounds < 1):
        print("mahjong-desktop simulate: --hands and --rounds must be at least 1", file=sys.stderr)
        return 2
    session = Session(region, args.seed, hands=hands, rounds=args.rounds)
    players = make_players(args.players, args.seed, region)
    if args.json:
        session.play(players)
        print(json.dumps(session_json(session), ensure_ascii=False))
        return 0
    print(f"{region.ruleset.name_zh} ({region.ruleset.name_en}), seed {args.seed}")
    while not session.finished:
        print(hand_line(session.play_hand(players), region))
    print("totals: " + "  ".join(f"P{s} {t:+d}" for s, t in enumerate(session.totals)))
    return 0


def session_json(session: Session) -> dict[str, Any]:
    return {
        "region": session.region.region_id,
        "seed": session.seed,
        "options": dict(session.region.options),
        "hands": [h.to_json() for h in session.summaries],
        "totals": list(session.totals),
    }


def hand_line(summary: HandSummary, region: RegionRules) -> str:
    head = f"hand {summary.index + 1:3d}  dealer P{summary.dealer}  "
    if summary.draw:
        text = head + "exhaustive draw (荒庄)"
    else:
        parts = []
        for w in summary.wins:
            items = " ".join(f"{i.name_zh}{i.value if i.value else ''}" for i in w.evaluation.items)
            how = "self-drawn" if w.from_seat is None else f"from P{w.from_seat}"
            tile = f" on {tile_name(w.win_tile)}" if w.win_tile is not None else ""
            parts.append(f"P{w.seat} wins{tile} {how} [{items}] {w.evaluation.formula}")
        text = head + "; ".join(parts)
    pays = ", ".join(
        f"P{p.payer}→P{p.payee} {p.amount} {region.term(p.reason)[0]}" for p in summary.payments
    )
    net = " ".join(f"{n:+d}" for n in summary.net)
    return f"{text}\n           payments: {pays or 'none'}  net: {net}"
