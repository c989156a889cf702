"""The strength measurements of benchmarks/AI_RESULTS.md: two duplicate-arena line-ups per region.

Run: ``.venv/bin/python benchmarks/arena_suite.py [--regions a,b] [--walls N] [--plain-walls N]
[--seed S] [--jobs J] [--out DIR]``; ``--report`` only prints the tables of saved results.

Line-ups: ``hard,normal,easy,random`` (the order of the levels), ``normal,plain,plain,plain``
(normal against the plain "fewest tiles from ready, then most effective tiles" player) and
``hard,normal,normal,normal`` (the issue's own example: hard against a table of normals, which
measures that gap with about half the spread of the four-level line-up, because the three normal
seats average out and no random player scatters the play). Each run
is saved as JSON (the arena's ``--json`` object) under ``--out``, so a long measurement can be
resumed region by region and the tables rebuilt without playing again.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from mahjong_desktop.ai.arena import ArenaConfig, paired_across_runs, run_arena, summarise
from mahjong_desktop.rules.ruleset import available_regions

# The classical baseline (benchmarks/classical.py) is an outside player: importable from here.
sys.path.insert(0, str(Path(__file__).resolve().parent))
CLASSICAL = "classical:Classical"
# The second plain yardstick (benchmarks/plain_b.py), written apart from the classical player so
# that no level is tuned against one baseline alone (issue 34).
PLAIN_B = "plain_b:PlainB"

LINEUPS = {
    "levels": ("hard", "normal", "easy", "random"),
    "plain": ("normal", "plain", "plain", "plain"),
    "hard": ("hard", "normal", "normal", "normal"),
    "classical": ("normal", CLASSICAL, CLASSICAL, CLASSICAL),
    "classical-hard": ("hard", CLASSICAL, CLASSICAL, CLASSICAL),
    "classical-mix": ("hard", "normal", CLASSICAL, CLASSICAL),
    "plain-b": ("normal", PLAIN_B, PLAIN_B, PLAIN_B),
}
_DIFFS = {
    "levels": [("hard", "normal"), ("normal", "easy"), ("easy", "random")],
    "plain": [("normal", "plain")],
    "hard": [("hard", "normal")],
    "classical": [("normal", CLASSICAL)],
    "classical-hard": [("hard", CLASSICAL)],
    "classical-mix": [("hard", CLASSICAL), ("normal", CLASSICAL), ("hard", "normal")],
    "plain-b": [("normal", PLAIN_B)],
}


def run_one(
    region: str,
    kind: str,
    walls: int,
    seed: int,
    jobs: int,
    out: Path,
    options: dict[str, str] | None = None,
) -> dict[str, Any]:
    config = ArenaConfig(region, LINEUPS[kind], seed, dict(options or {}))
    start = time.perf_counter()
    results = run_arena(config, walls, jobs)
    # Per-wall means too: two runs on the same walls (normal's and hard's line-ups against the
    # classical player) then compare wall by wall (compare_runs.py --baseline).
    summary = summarise(config, results, time.perf_counter() - start, per_wall=True)
    summary["given_options"] = dict(options or {})
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{region}-{kind}{_suffix(options)}.json"
    path.write_text(json.dumps(summary, ensure_ascii=False, indent=1), encoding="utf-8")
    return summary


def _suffix(options: dict[str, str] | None) -> str:
    """``-mode-liang_bao_bao`` for a run with options, so each option set keeps its own file."""
    return "".join(f"-{k}-{v}" for k, v in sorted((options or {}).items()))


def _diff(summary: dict[str, Any], a: str, b: str) -> str:
    for d in summary["differences"]:
        if (d["a"], d["b"]) == (a, b):
            lo, hi = d["ci95"]
            verdict = "yes" if lo > 0 else ("no (reversed)" if hi < 0 else "no")
            return f"| {a} − {b} | {d['mean']:+.3f} | [{lo:+.3f}, {hi:+.3f}] | {verdict} |"
    return f"| {a} − {b} | — | — | — |"


def _options_text(summary: dict[str, Any]) -> str:
    given = summary.get("given_options") or {}
    return " (" + ", ".join(f"{k}={v}" for k, v in sorted(given.items())) + ")" if given else ""


def report(region: str, kind: str, summary: dict[str, Any]) -> str:
    lines = [
        f"#### {region}{_options_text(summary)}: {','.join(summary['lineup'])} — "
        f"{summary['walls']} walls, seed {summary['seed']}, {summary.get('elapsed_s', 0):.0f} s, "
        f"points in {summary.get('unit', 'stake units')}",
        "",
        "| player | points/hand | 95 % CI | win rate | self-draw share | deal-in rate "
        "| into 报听 hands | paying 包 |",
        "| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |",
    ]
    for p in summary["players"]:
        lo, hi = p["ci95"]
        lines.append(
            f"| {p['player']} | {p['mean']:+.3f} | [{lo:+.3f}, {hi:+.3f}] | "
            f"{100 * p['win_rate']:.1f} % | {100 * p['self_draw_share']:.1f} % | "
            f"{100 * p['deal_in_rate']:.1f} % | "
            f"{100 * p.get('deal_in_declared_rate', 0):.1f} % | "
            f"{100 * p.get('bao_rate', 0):.1f} % |"
        )
    lines += ["", "| difference (paired per wall) | points/hand | 95 % CI | significant |"]
    lines.append("| --- | ---: | --- | --- |")
    lines += [_diff(summary, a, b) for a, b in _DIFFS[kind]]
    return "\n".join(lines) + "\n"


def hard_over_normal(out: Path, region: str, suffix: str = "") -> str | None:
    """Hard's lead over the classical player minus normal's, paired wall by wall across the two
    runs (``classical`` and ``classical-hard`` on the same walls): how much more hard beats it."""
    paths = [out / f"{region}-{kind}{suffix}.json" for kind in ("classical", "classical-hard")]
    if not all(p.exists() for p in paths):
        return None
    a, b = (json.loads(p.read_text(encoding="utf-8")) for p in paths)
    if "per_wall" not in a or "per_wall" not in b:
        return None
    d = paired_across_runs(a, b, "normal", "hard", CLASSICAL)
    lo, hi = d["ci95"]
    verdict = "yes" if d["significant"] and lo > 0 else "no"
    return (
        f"| (hard − classical) − (normal − classical), paired across the runs | {d['mean']:+.3f} "
        f"| [{lo:+.3f}, {hi:+.3f}] | {verdict} |"
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--regions", default=",".join(available_regions()))
    ap.add_argument("--walls", type=int, default=500, help="walls for the four-level line-up")
    ap.add_argument("--hard-walls", type=int, default=2000, help="walls for hard vs normal")
    ap.add_argument("--plain-walls", type=int, default=2000, help="walls for normal vs plain")
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", type=Path, default=Path("benchmarks/arena"))
    ap.add_argument(
        "--kinds",
        default="plain,levels",
        help="which line-ups (plain, levels, hard, classical, classical-hard, classical-mix, "
        "plain-b)",
    )
    ap.add_argument(
        "--classical-walls", type=int, default=2000, help="walls for the classical line-ups"
    )
    ap.add_argument(
        "--option", action="append", default=[], metavar="KEY=VALUE", help="ruleset option"
    )
    ap.add_argument("--report", action="store_true", help="print the tables of saved results")
    args = ap.parse_args(argv)
    regions = args.regions.split(",")
    unknown = [r for r in regions if r not in available_regions()]
    kinds = args.kinds.split(",")
    if unknown or any(k not in LINEUPS for k in kinds):
        print(f"arena_suite: unknown region or line-up in {args.regions!r} / {args.kinds!r}")
        return 2
    options = dict(pair.split("=", 1) for pair in args.option)
    for region in regions:
        for kind in kinds:
            path = args.out / f"{region}-{kind}{_suffix(options)}.json"
            if args.report:
                if not path.exists():
                    continue
                summary = json.loads(path.read_text(encoding="utf-8"))
            else:
                walls = {"plain": args.plain_walls, "hard": args.hard_walls}.get(kind, args.walls)
                if kind.startswith("classical") or kind == "plain-b":
                    walls = args.classical_walls
                summary = run_one(region, kind, walls, args.seed, args.jobs, args.out, options)
            print(report(region, kind, summary), flush=True)
        if "classical-hard" in kinds:
            line = hard_over_normal(args.out, region, _suffix(options))
            if line is not None:
                print(f"#### {region}: hard against normal, each against three classical players\n")
                print("| difference | points/hand | 95 % CI | significant |")
                print(f"| --- | ---: | --- | --- |\n{line}\n", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
