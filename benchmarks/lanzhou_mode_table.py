"""The measured worth of each 兰州 玩法 (mode) for the dealer, per kind of dealt hand (issue 32):
the table ``resources/data/lanzhou_mode_worth.json`` that the normal and hard levels, the coach
and the 玩法 drills choose and judge by (``ai/mode_worth.py``; docs/computer-players.md, "The
dealer's 玩法"). Two steps:

    nice -n 5 .venv/bin/python benchmarks/lanzhou_mode_table.py play --first 0 --walls 3000 \\
        --out benchmarks/results/lanzhou-modes.jsonl
    .venv/bin/python benchmarks/lanzhou_mode_table.py fit benchmarks/results/lanzhou-modes*.jsonl \\
        [--fresh MORE.jsonl ...] [--table resources/data/lanzhou_mode_worth.json]

**play**: wall ``i`` is dealt from ``derive_seed(seed, 0x30DE, i)`` under 兰州 庄家选择
(``mode=dealer_chooses``, the other options at their defaults), dealer at seat 0; the first hand
is played once per mode, the dealer's ``choose_mode`` forced to that mode and every other
decision made by the players (``--dealer`` at seat 0, normal at the others), each seeded from the
wall and seat alone, so that the five plays differ only by the mode. One JSON line per wall is
appended as soon as it is played (a cut run keeps what it did; ``--first`` resumes): the dealt
hand, its kind (``ai.mode_worth.hand_kind``) and the dealer's points under each mode. Lines
written before the kinds were named carry ``thumb`` instead, the old rule of thumb's pick, which
named the same three kinds (两报: four pairs; 悄悄胡: close; 三报: scattered).

**fit**: per wall, each mode's difference from the wall's mean over the five modes (the wall's
luck cancels); per kind of hand and mode, the mean difference, and the interval of the mode's
difference from the kind's best mode, wall by wall, at 95 % for the whole table (Bonferroni over
its 3 × 4 comparisons). Prints the table as Markdown; ``--table`` writes it. With ``--fresh``
the table is judged on the walls of those files, which it was not fitted on: the modes it calls
worse, measured again, and the dealer's points under its pick against the old rule of thumb's.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from mahjong_desktop.ai.levels import make_player
from mahjong_desktop.ai.mode_worth import FORMAT, VERSION, HandKind, hand_kind, read_table
from mahjong_desktop.engine.actions import RegionMove
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.rng import derive_seed
from mahjong_desktop.rules.lanzhou.modes import Mode, mode_move
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.tiles import format as format_tiles

OPTIONS = {"mode": "dealer_chooses"}
_WALL_STREAM = 0x30DE
_PLAYER_STREAM = 0x30DF
FAMILY = 0.95  # the table's intervals hold together at this confidence
COMPARISONS = len(HandKind) * (len(Mode) - 1)
# The old rule of thumb's pick, by kind (lines written before the kind was recorded).
_THUMB_KIND = {
    "liang_bao": HandKind.PAIRS,
    "qiao_qiao_hu": HandKind.CLOSE,
    "san_bao": HandKind.SCATTERED,
}
_OLD_THUMB = {
    HandKind.PAIRS: "liang_bao",
    HandKind.CLOSE: "qiao_qiao_hu",
    HandKind.SCATTERED: "san_bao",
}


def play_mode(wall: int, seed: int, mode: Mode, dealer: str) -> int:
    """The dealer's points in the first hand of ``wall`` played under ``mode``."""
    region = load_region("lanzhou", OPTIONS)
    levels = [dealer, "normal", "normal", "normal"]
    players = [
        make_player(levels[s], region, derive_seed(seed, _PLAYER_STREAM, wall, s)) for s in range(4)
    ]
    game = Game(region, derive_seed(seed, _WALL_STREAM, wall), 0)
    forced = mode_move(mode)
    while not game.is_over:
        seat = game.waiting_for()[0]
        view = game.view(seat)
        pick = next((a for a in view.legal if isinstance(a, RegionMove) and a.name == forced), None)
        game.apply(pick if pick is not None else players[seat].choose(view, view.legal))
    assert game.settlement is not None
    return game.settlement.net()[0]


def dealt_counts(wall: int, seed: int) -> list[int]:
    game = Game(load_region("lanzhou", OPTIONS), derive_seed(seed, _WALL_STREAM, wall), 0)
    return list(game.view(0).counts())


def play(args: argparse.Namespace) -> int:
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("a", encoding="utf-8") as f:
        for wall in range(args.first, args.first + args.walls):
            start = time.process_time()
            counts = dealt_counts(wall, args.seed)
            row = {
                "wall": wall,
                "seed": args.seed,
                "dealer": args.dealer,
                "hand": format_tiles([k for k in range(34) for _ in range(counts[k])]),
                "kind": hand_kind(counts).value,
                "points": {m.value: play_mode(wall, args.seed, m, args.dealer) for m in Mode},
                "cpu": round(time.process_time() - start, 3),
            }
            f.write(json.dumps(row, sort_keys=True, ensure_ascii=False) + "\n")
            f.flush()
    return 0


# --- fit -----------------------------------------------------------------------------------------


def read_rows(paths: Sequence[str]) -> list[dict[str, Any]]:
    rows = []
    for path in paths:
        for n, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), start=1):
            if not line.strip():
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError:
                print(f"{path}:{n}: not a JSON line (a cut write?): skipped", file=sys.stderr)
    rows.sort(key=lambda r: (int(r["seed"]), int(r["wall"])))
    return rows


def kind_of(row: dict[str, Any]) -> HandKind:
    return HandKind(row["kind"]) if "kind" in row else _THUMB_KIND[row["thumb"]]


def mean_ci(values: Sequence[float], z: float = 1.96) -> tuple[float, float, float]:
    n = len(values)
    mu = statistics.fmean(values)
    if n < 2:
        return mu, -math.inf, math.inf
    half = z * statistics.stdev(values) / math.sqrt(n)
    return mu, mu - half, mu + half


def fit(rows: Sequence[dict[str, Any]], source: dict[str, Any]) -> dict[str, Any]:
    z = statistics.NormalDist().inv_cdf(1 - (1 - FAMILY) / (2 * COMPARISONS))
    kinds: dict[str, Any] = {}
    for kind in HandKind:
        mine = [r["points"] for r in rows if kind_of(r) is kind]
        mean = {
            m.value: statistics.fmean(p[m.value] - statistics.fmean(p.values()) for p in mine)
            for m in Mode
        }
        best = max(Mode, key=lambda m: (mean[m.value], -list(Mode).index(m))).value
        modes = {}
        for m in Mode:
            if m.value == best:
                low = high = 0.0
            else:
                _mu, low, high = mean_ci([p[m.value] - p[best] for p in mine], z)
            modes[m.value] = {
                "diff": round(mean[m.value], 4),
                "low": round(low, 4),
                "high": round(high, 4),
            }
        kinds[kind.value] = {"walls": len(mine), "modes": modes}
    return {
        "format": FORMAT,
        "version": VERSION,
        "walls": len(rows),
        "confidence": FAMILY,
        "kinds": kinds,
        "source": source,
    }


def report(table: dict[str, Any]) -> None:
    model = read_table(table, "fitted table")
    print(
        f"{model.walls} walls; per kind of dealt hand, each 玩法's mean difference from the wall's "
        f"mean over the five, and its difference from the kind's best, {FAMILY:.0%} for the "
        f"whole table ({COMPARISONS} comparisons)\n"
    )
    print("| kind | walls | " + " | ".join(m.zh for m in Mode) + " |")
    print("| --- | ---: |" + " --- |" * len(Mode))
    for kind, k in model.kinds.items():
        cells = []
        for m in Mode:
            x = k.modes[m]
            if m is k.best:
                cells.append(f"**{x.diff:+.3f}** (best)")
            else:
                mark = " worse" if x.worse else ""
                cells.append(f"{x.diff:+.3f}; {x.low:+.2f} … {x.high:+.2f}{mark}")
        print(f"| {kind.zh} ({kind.value}) | {k.walls} | " + " | ".join(cells) + " |")


def judge_fresh(table: dict[str, Any], fresh: Sequence[dict[str, Any]]) -> None:
    """The fitted table's verdicts measured again on walls it never saw."""
    model = read_table(table, "fitted table")
    print(f"\nfresh walls ({len(fresh)}), 95 % each:\n")
    for kind, k in model.kinds.items():
        mine = [r["points"] for r in fresh if kind_of(r) is kind]
        best = k.best.value
        for m in Mode:
            if k.modes[m].worse:
                mu, lo, hi = mean_ci([p[m.value] - p[best] for p in mine])
                interval = f"{mu:+.3f} [{lo:+.3f}, {hi:+.3f}]"
                print(f"- {kind.zh}: {m.zh} − {k.best.zh}: {interval} ({len(mine)} walls)")
    gains = [
        r["points"][model.kinds[kind_of(r)].best.value] - r["points"][_OLD_THUMB[kind_of(r)]]
        for r in fresh
    ]
    mu, lo, hi = mean_ci(gains)
    print(f"- the table's pick − the old rule of thumb's: {mu:+.3f} [{lo:+.3f}, {hi:+.3f}]")


def fit_command(args: argparse.Namespace) -> int:
    fitted = read_rows(args.rows)
    fresh = read_rows(args.fresh) if args.fresh else []
    source = {
        "command": "benchmarks/lanzhou_mode_table.py",
        "seeds": sorted({int(r["seed"]) for r in fitted}),
        "dealer": "hard",
        "walls": _ranges(sorted(int(r["wall"]) for r in fitted)),
        "options": OPTIONS,
    }
    table = fit(fitted, source)
    report(table)
    if fresh:
        judge_fresh(table, fresh)
    if args.table:
        Path(args.table).write_text(
            json.dumps(table, indent=1, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8"
        )
    return 0


def _ranges(walls: Sequence[int]) -> list[list[int]]:
    """Consecutive walls as [first, last] pairs."""
    out: list[list[int]] = []
    for w in walls:
        if out and w == out[-1][1] + 1:
            out[-1][1] = w
        else:
            out.append([w, w])
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    sub = ap.add_subparsers(dest="command", required=True)
    p = sub.add_parser("play", help="play walls once per mode, a JSON line per wall")
    p.add_argument("--walls", type=int, default=3000)
    p.add_argument("--first", type=int, default=0, help="first wall (to resume a cut run)")
    p.add_argument("--seed", type=int, default=32)
    p.add_argument("--dealer", default="hard", help="the dealer's level (normal, hard)")
    p.add_argument("--out", required=True, help="JSON lines file, appended to")
    p.set_defaults(run=play)
    f = sub.add_parser("fit", help="fit the table from the JSON lines")
    f.add_argument("rows", nargs="+")
    f.add_argument("--fresh", nargs="+", help="JSON lines of walls to judge the table on")
    f.add_argument("--table", help="write the fitted table here")
    f.set_defaults(run=fit_command)
    args = ap.parse_args(argv)
    return int(args.run(args))


if __name__ == "__main__":
    raise SystemExit(main())
