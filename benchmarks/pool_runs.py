"""Pool arena runs of one line-up on disjoint walls of the same seed into one summary.

A run is extended by later walls with ``--first-wall`` (wall i is the same wall whichever run
plays it), e.g. 2,000 more walls after a 2,000-wall run::

    mahjong-desktop arena --region shangrao --players hard,normal,normal,normal --seed 2026 \\
        --walls 2000 --first-wall 2000 --jobs 2 --json > later.json
    .venv/bin/python benchmarks/pool_runs.py benchmarks/arena/shangrao-hard.json later.json \\
        --out pooled.json

It prints the pooled figures as ``arena_suite.py --report`` does (``ai.arena.pool_runs`` says how
they are pooled) and, with ``--out``, saves the pooled JSON.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from arena_suite import LINEUPS, report  # type: ignore[import-not-found]

from mahjong_desktop.ai.arena import pool_runs


def _load(path: Path) -> dict[str, Any]:
    try:
        data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise ValueError(f"{path}: cannot read an arena JSON ({exc})") from None
    for key in ("region", "seed", "lineup", "walls", "players", "differences"):
        if key not in data:
            raise ValueError(f"{path}: not an arena summary (no {key!r})")
    return data


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("runs", type=Path, nargs="+", help="arena JSON summaries to pool")
    ap.add_argument("--out", type=Path, help="save the pooled summary here")
    args = ap.parse_args(argv)
    try:
        pooled = pool_runs([_load(p) for p in args.runs])
    except ValueError as exc:
        print(f"pool_runs: {exc}", file=sys.stderr)
        return 2
    lineup = tuple(pooled["lineup"])
    kind = next((k for k, v in LINEUPS.items() if v == lineup), None)
    if kind is None:
        print(json.dumps(pooled["differences"], ensure_ascii=False, indent=1))
    else:
        print(report(pooled["region"], kind, pooled))
    if args.out is not None:
        args.out.write_text(json.dumps(pooled, ensure_ascii=False, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
