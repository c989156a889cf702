"""Benchmark of the hand-analysis core against the `mahjong` library, on the same seeded hands.

Run: ``python benchmarks/bench_hand.py [--hands N] [--seed S]``. Prints one table: median time per
hand (µs) for each task, ours and the library's where it has an equivalent, and the ratio.

Per-hand times are the median over hands of (time of ``REPEAT`` calls on that hand) / ``REPEAT``.
Before measuring, a warm-up pass over *other* seeded hands fills the memo tables the way a session
of play does; the cold figure (first pass from empty tables) is printed separately.
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence

from mahjong.shanten import Shanten

from mahjong_desktop.hand import ShapeRules, discard_table, memo, shanten_counts, waits_counts

REPEAT = 5
REGULAR = ShapeRules(seven_pairs=False)
SHANGRAO = ShapeRules(shisanlan=True, jiuyao=True)
LANZHOU = ShapeRules(sanyao=True, sanjiu=True, sanfeng=True, zhongfabai=True, zfb_standins=(18,))
WILD = 13  # 5p, as in the 临安 worked example


def random_hand(rng: random.Random, size: int) -> list[int]:
    counts = [0] * 34
    for t in rng.sample(range(136), size):
        counts[t // 4] += 1
    return counts


def ready_hand(rng: random.Random) -> list[int]:
    """A waiting 13-tile hand that is ready: a built win minus one tile."""
    while True:
        counts = [0] * 34
        suits = rng.sample((0, 9, 18), rng.choice((1, 2, 3)))
        for _ in range(4):
            if rng.random() < 0.3:
                counts[rng.choice([*suits, 27]) + rng.randrange(7)] += 3
            else:
                k = rng.choice(suits) + rng.randrange(7)
                for j in (k, k + 1, k + 2):
                    counts[j] += 1
        counts[rng.choice(suits) + rng.randrange(9)] += 2
        if max(counts) <= 4:
            counts[rng.choice([k for k in range(34) if counts[k]])] -= 1
            return counts


def with_one_wild(rng: random.Random, counts: list[int]) -> list[int]:
    """The same hand with one tile (not already the wild kind) replaced by a wild copy."""
    out = list(counts)
    if out[WILD] >= 4:
        return out
    k = rng.choice([k for k in range(34) if out[k] and k != WILD])
    out[k] -= 1
    out[WILD] += 1
    return out


def per_hand_us(
    fn: Callable[[list[int]], object], hands: Sequence[list[int]], repeat: int = REPEAT
) -> float:
    times = []
    gc.disable()  # as timeit does: a collection landing in one sample is noise, not cost
    try:
        for h in hands:
            t0 = time.perf_counter_ns()
            for _ in range(repeat):
                fn(h)
            times.append((time.perf_counter_ns() - t0) / repeat / 1000)
    finally:
        gc.enable()
    return statistics.median(times)


def mahjong_waits(counts: list[int]) -> list[int]:
    out = []
    for k in range(34):
        if counts[k] < 4:
            counts[k] += 1
            if Shanten.calculate_shanten_for_regular_hand(counts) == -1:
                out.append(k)
            counts[k] -= 1
    return out


def make_tasks(rng: random.Random, n: int) -> dict[str, list[list[int]]]:
    h14 = [random_hand(rng, 14) for _ in range(n)]
    ready = [ready_hand(rng) for _ in range(n)]
    dt = [random_hand(rng, 14) for _ in range(max(50, n // 4))]
    return {
        "h14": h14,
        "ready": ready,
        "dt": dt,
        "h14w": [with_one_wild(rng, h) for h in h14],
        "readyw": [with_one_wild(rng, h) for h in ready],
        "dtw": [with_one_wild(rng, h) for h in dt],
    }


def measure(tasks: dict[str, list[list[int]]]) -> list[tuple[str, float, float | None, str]]:
    """(task, ours µs, reference µs, what the reference is) per line of the table."""
    h14, ready, dt = tasks["h14"], tasks["ready"], tasks["dt"]
    reg = per_hand_us(lambda h: shanten_counts(h, rules=REGULAR), h14)
    wts = per_hand_us(lambda h: waits_counts(h, rules=REGULAR), ready)
    dtab = per_hand_us(discard_table, dt)
    return [
        (
            "regular shanten, 14 tiles",
            reg,
            per_hand_us(Shanten.calculate_shanten_for_regular_hand, h14),
            "mahjong",
        ),
        ("shanten std + 7 pairs, 14 tiles", per_hand_us(shanten_counts, h14), None, ""),
        ("waits of a ready 13-tile hand", wts, per_hand_us(mahjong_waits, ready), "mahjong×34"),
        ("waits std + 7 pairs", per_hand_us(waits_counts, ready), None, ""),
        ("discard table, 14 tiles", dtab, None, ""),
        (
            "discard table, 上饶 shapes",
            per_hand_us(lambda h: discard_table(h, rules=SHANGRAO), dt[:100], 1),
            None,
            "",
        ),
        (
            "discard table, 兰州 sets",
            per_hand_us(lambda h: discard_table(h, rules=LANZHOU), dt[:100], 1),
            None,
            "",
        ),
        (
            "regular shanten, one wild",
            per_hand_us(lambda h: shanten_counts(h, wild=WILD, rules=REGULAR), tasks["h14w"]),
            reg,
            "no wild",
        ),
        (
            "waits, one wild",
            per_hand_us(lambda h: waits_counts(h, wild=WILD, rules=REGULAR), tasks["readyw"]),
            wts,
            "no wild",
        ),
        (
            "discard table, one wild",
            per_hand_us(lambda h: discard_table(h, wild=WILD), tasks["dtw"]),
            dtab,
            "no wild",
        ),
    ]


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=2000, help="hands per task (default 2000)")
    ap.add_argument("--runs", type=int, default=3, help="measured runs on fresh hands (default 3)")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    n = args.hands
    print(
        f"hand-analysis benchmark: {n} hands per task, {args.runs} runs, seed {args.seed}, "
        f"Python {sys.version.split()[0]}"
    )

    # Cold start: the first calls of a process fill the memo tables.
    cold = make_tasks(random.Random(args.seed * 1000), n)
    t0 = time.perf_counter()
    for h in cold["h14"]:
        shanten_counts(h, rules=REGULAR)
    t1 = time.perf_counter()
    for h in cold["dt"][:100]:
        discard_table(h)
    t2 = time.perf_counter()
    print(
        f"cold start: first {n} regular shanten calls {(t1 - t0) / n * 1e6:.1f} µs/hand on "
        f"average, then the first 100 discard tables {(t2 - t1) / 100 * 1e3:.2f} ms/hand"
    )
    # Warm-up on other hands of every task, as a session of play would.
    measure(make_tasks(random.Random(args.seed * 1000 + 1), n))
    print("memo after warm-up:", ", ".join(f"{v} {k}" for k, v in memo.stats().items()))

    results = []
    for run in range(args.runs):
        results.append(measure(make_tasks(random.Random(args.seed * 1000 + 2 + run), n)))
    print()
    print(
        f"{'task (median µs per hand)':<34}"
        + "".join(f"{'run ' + str(i + 1):>9}" for i in range(args.runs))
        + f"{'median':>9} {'reference':>12} {'ratio':>8}"
    )
    medians: dict[str, float] = {}
    for i, (name, _, _, ref_name) in enumerate(results[0]):
        ours = [r[i][1] for r in results]
        refs = [r[i][2] for r in results]
        line = (
            f"{name:<34}" + "".join(f"{v:>9.1f}" for v in ours) + f"{statistics.median(ours):>9.1f}"
        )
        if refs[0] is None:
            line += f"{'—':>13}"
        else:
            ref = statistics.median(refs)
            line += f"{ref:>9.1f} {ref_name:<11}"[:22]
            ratio = statistics.median(o / r for o, r in zip(ours, refs, strict=True))
            line += (
                f"  {ratio:5.2f}× ours/ref"
                if ref_name == "no wild"
                else f"  {1 / ratio:5.1f}× faster"
            )
        print(line)
        medians[name] = statistics.median(ours)
        if refs[0] is not None:
            medians[name + " ref"] = statistics.median(refs)
    print()
    print("targets of the issue (medians):")
    for text, ok in (
        (
            "regular shanten ≥ 3× faster than mahjong",
            medians["regular shanten, 14 tiles ref"] >= 3 * medians["regular shanten, 14 tiles"],
        ),
        (
            "waits ≥ 3× faster than mahjong×34, and < 60 µs",
            medians["waits of a ready 13-tile hand ref"]
            >= 3 * medians["waits of a ready 13-tile hand"]
            and medians["waits of a ready 13-tile hand"] < 60,
        ),
        ("discard table < 2 ms", medians["discard table, 14 tiles"] < 2000),
        (
            "one wild ≤ 3× the time without (all three tasks)",
            all(
                medians[w] <= 3 * medians[b]
                for w, b in (
                    ("regular shanten, one wild", "regular shanten, 14 tiles"),
                    ("waits, one wild", "waits of a ready 13-tile hand"),
                    ("discard table, one wild", "discard table, 14 tiles"),
                )
            ),
        ),
    ):
        print(f"  {'met ' if ok else 'MISSED'}  {text}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
