"""Compare two arena runs on the same walls, wall by wall (a variant against the player it changes).

Run each line-up with ``mahjong-desktop arena … --json --per-wall > X.json`` (same region, seed,
options; e.g. ``hard,normal,normal,normal`` and ``mymod:Variant,normal,normal,normal``), then::

    .venv/bin/python benchmarks/compare_runs.py hard.json variant.json [--baseline normal]

It prints, per run, the first player's lead over the baseline, and the paired difference of the
two leads: on walls where both players decide alike the difference is exactly 0, so it needs far
fewer walls than the two leads' own intervals suggest (临沧, 400 walls: ±0.085 against ±0.135).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from mahjong_desktop.ai.arena import paired_across_runs


def _load(path: Path) -> dict[str, Any]:
    try:
        data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise ValueError(f"{path}: cannot read an arena JSON ({exc})") from None
    if "per_wall" not in data:
        raise ValueError(f"{path}: no per-wall means (run the arena with --json --per-wall)")
    return data


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("a", type=Path, help="the reference run (JSON with per_wall)")
    ap.add_argument("b", type=Path, help="the variant's run on the same walls")
    ap.add_argument("--baseline", default="normal", help="player both leads are taken over")
    args = ap.parse_args(argv)
    try:
        a, b = _load(args.a), _load(args.b)
        pa, pb = a["lineup"][0], b["lineup"][0]
        for run, p in ((a, pa), (b, pb)):
            if p == args.baseline or args.baseline not in run["per_wall"]:
                raise ValueError(f"{run['lineup']}: needs a first player and {args.baseline!r}")
        cmp = paired_across_runs(a, b, pa, pb, args.baseline)
    except ValueError as exc:
        print(f"compare_runs: {exc}", file=sys.stderr)
        return 2
    for p, (m, lo, hi) in zip((pa, pb), cmp["leads"], strict=True):
        print(f"{p} − {args.baseline}: {m:+.4f} [{lo:+.4f}, {hi:+.4f}] ({cmp['walls']} walls)")
    lo, hi = cmp["ci95"]
    verdict = "significant" if cmp["significant"] else "not significant"
    print(
        f"{pb} − {pa}, paired across the runs: {cmp['mean']:+.4f} [{lo:+.4f}, {hi:+.4f}] "
        f"({verdict}; {cmp['walls']} walls, {cmp['identical_walls']} played alike)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
