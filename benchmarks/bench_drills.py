"""Time to generate a drill set: 20 drills per region, on one core (target ≤ 2 s; issue 32).

Run: ``.venv/bin/python benchmarks/bench_drills.py [--count 20] [--seeds 0,1,2] [--regions a,b]
[--kind K] [--option KEY=VALUE ...]`` (``--kind``: sets of that one kind, e.g. ``--regions
lanzhou --kind shuai``; default: every kind the region drills, mixed; ``--option``: the table's
rule options, e.g. ``--option mode=dealer_chooses`` for 兰州's dealer's 玩法).

Each set is generated as ``mahjong-desktop drill --region R --count N --seed S`` generates it
(normal-level computers play seeded walls, the coach judges sampled decisions), in this one
process, after one warm-up set (the first pays for imports and the regions' caches). Prints a
Markdown table per region: CPU seconds per set (median and slowest over the seeds), the
wall-clock median (higher when other work shares the cores), and the drills made.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import time
from collections.abc import Mapping

from mahjong_desktop.drills import Kind, kinds_for
from mahjong_desktop.drills.generate import generate
from mahjong_desktop.rules.ruleset import available_regions


def measure(
    region: str,
    count: int,
    seed: int,
    kind: Kind | None = None,
    options: Mapping[str, str] | None = None,
) -> tuple[float, float, int]:
    """(CPU seconds of this process, wall-clock seconds, drills made). The CPU time is the
    figure for one core: it leaves out the time other work on the machine held the core."""
    options = dict(options or {})
    kinds = kinds_for(region, options) if kind is None else (kind,)
    wall, cpu = time.perf_counter(), time.process_time()
    made = generate(region, options, seed=seed, count=count, kinds=kinds)
    return time.process_time() - cpu, time.perf_counter() - wall, len(made)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=20, help="drills per set")
    ap.add_argument("--seeds", default="0,1,2", help="comma-separated seeds, one set each")
    ap.add_argument("--regions", default=",".join(available_regions()))
    ap.add_argument("--kind", choices=[k.value for k in Kind], help="sets of this kind only")
    ap.add_argument("--option", action="append", default=[], help="a rule option, KEY=VALUE")
    args = ap.parse_args(argv)
    options = dict(pair.split("=", 1) for pair in args.option if "=" in pair)
    if len(options) != len(args.option):
        ap.error("--option expects KEY=VALUE")
    kind = Kind(args.kind) if args.kind else None
    seeds = [int(s) for s in args.seeds.split(",")]
    regions = args.regions.split(",")
    measure(regions[0], 3, 999)  # warm-up
    print(f"python {platform.python_version()} on {platform.machine()}, {args.count} drills a set")
    print(f"kinds: {args.kind or 'every kind of the region'}; options: {options or 'defaults'}")
    print("| region | sets | CPU median s | CPU slowest s | wall median s | drills made |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for region in regions:
        runs = [measure(region, args.count, seed, kind, options) for seed in seeds]
        cpu = [c for c, _, _ in runs]
        wall = [w for _, w, _ in runs]
        made = [n for _, _, n in runs]
        print(
            f"| {region} | {len(runs)} | {statistics.median(cpu):.2f} | {max(cpu):.2f} "
            f"| {statistics.median(wall):.2f} | {min(made)}–{max(made)} |"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
