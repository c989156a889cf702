"""Duplicate play between computer players: every wall is played four times with the line-up
rotated, so each player meets the same tiles from every seat and luck cancels out.

``play_wall`` is one wall (four hands, pure: same arguments ⇒ same result, in any process);
``run_arena`` plays walls (optionally in worker processes, results identical to a serial run) and
``summarise`` turns the per-wall results into means with 95 % confidence intervals over walls.
"""

from __future__ import annotations

import math
import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any

from mahjong_desktop.ai.levels import make_player
from mahjong_desktop.ai.outside_bot import DEFAULT_TIMEOUT
from mahjong_desktop.ai.protocol import close_players, show_events
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.rng import derive_seed
from mahjong_desktop.rules.registry import load_region

# Worker processes of one run at most; and never more than there are walls to play (48 jobs for
# 2 walls once started 49 processes, 46 of them with nothing to do).
MAX_JOBS = 256
_WALL_STREAM = 0xA7E4A  # sub-streams of the arena seed
_PLAYER_STREAM = 0x91A7


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One line-up entry in one hand."""

    entry: int
    points: int
    won: bool
    self_drawn: bool
    dealt_in: bool
    # Dealt in to a player who had declared ready (报听), and stake units paid as 包 (兰州: the
    # undeclared discarder of a 包 mode pays for all three).
    dealt_in_declared: bool = False
    bao_paid: int = 0


@dataclass(frozen=True, slots=True)
class WallResult:
    index: int
    seats: tuple[SeatResult, ...]
    times: tuple[tuple[float, ...], ...]  # decision seconds per line-up entry (not compared)


@dataclass(frozen=True, slots=True)
class ArenaConfig:
    region: str
    lineup: tuple[str, ...]
    seed: int
    options: Mapping[str, object] = field(default_factory=dict)
    # Seconds an outside bot (cmd:…) may think per decision before the easy player moves for it.
    bot_timeout: float = DEFAULT_TIMEOUT


def wall_seed(seed: int, index: int) -> int:
    return derive_seed(seed, _WALL_STREAM, index)


def play_wall(config: ArenaConfig, index: int) -> WallResult:
    region = load_region(config.region, dict(config.options))
    seed = wall_seed(config.seed, index)
    seats: list[SeatResult] = []
    times: list[list[float]] = [[] for _ in config.lineup]
    for rot in range(4):
        # Seat s holds line-up entry (s + rot) % 4: after four rotations every entry has sat in
        # every seat (and been the dealer, seat 0, once).
        entries = [(s + rot) % 4 for s in range(4)]
        players = [
            make_player(
                config.lineup[e],
                region,
                derive_seed(config.seed, _PLAYER_STREAM, index, rot, e),
                bot_timeout=config.bot_timeout,
            )
            for e in entries
        ]
        try:
            game = Game(region, seed, 0)
            shown = 0
            while not game.is_over:
                for s in game.waiting_for():
                    # Outside bots follow the hand from its events (each only its seat's copy).
                    show_events(players, game.events[shown:])
                    shown = len(game.events)
                    view = game.view(s)
                    start = time.perf_counter()
                    action = players[s].choose(view, view.legal)
                    times[entries[s]].append(time.perf_counter() - start)
                    game.apply(action)
            show_events(players, game.events[shown:])
        finally:
            close_players(players)
        assert game.settlement is not None
        net = game.settlement.net()
        winners = {w.seat: w for w in game.winners}
        fed = {w.from_seat for w in game.winners if w.from_seat is not None}
        fed_declared = {
            w.from_seat
            for w in game.winners
            if w.from_seat is not None and game.players[w.seat].declared_ready
        }
        bao = [0] * 4
        for pay in game.settlement.payments:
            if pay.reason == "bao":
                bao[pay.payer] += pay.amount
        for s in range(4):
            w = winners.get(s)
            seats.append(
                SeatResult(
                    entries[s],
                    net[s],
                    w is not None,
                    w is not None and w.from_seat is None,
                    s in fed,
                    s in fed_declared,
                    bao[s],
                )
            )
    return WallResult(index, tuple(seats), tuple(tuple(t) for t in times))


def score_unit(region_id: str) -> str:
    """What the region's points count (临安 胡 × 底注, the others their stake units, 番/分)."""
    unit = load_region(region_id).ruleset.tables.get("unit")
    return str(unit) if unit else "points"


def _play(args: tuple[ArenaConfig, int]) -> WallResult:
    return play_wall(*args)


def run_arena(config: ArenaConfig, walls: int, jobs: int = 1, first: int = 0) -> list[WallResult]:
    """Play ``walls`` walls from wall number ``first`` on; with ``jobs`` > 1 in worker processes
    (same results, wall order). Wall i is the same wherever a run starts, so a run can be
    extended by later walls and the parts pooled (``pool_runs``)."""
    tasks = [(config, i) for i in range(first, first + walls)]
    jobs = worker_count(jobs, walls)
    if jobs <= 1:
        return [_play(t) for t in tasks]
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    # "spawn" on every system (Windows and macOS have no other default): a forked worker inherits
    # the locks other threads of the parent hold at that moment. Not multiprocessing.Pool: on an
    # error (a broken outside player) its terminate() killed workers that might hold the result
    # queue's lock, and its task thread then waited on that lock for ever (the suite hung so in
    # CI, in test_arena_faults). The executor is shut down without killing anyone: the walls not
    # begun are cancelled and those under way (a chunk each, seconds) finish.
    executor = ProcessPoolExecutor(
        jobs, mp_context=multiprocessing.get_context("spawn"), initializer=_ignore_interrupts
    )
    try:
        # The workers start as the walls are handed out, so they are born ignoring Ctrl-C here.
        with _born_ignoring_interrupts():
            results = executor.map(_play, tasks, chunksize=max(1, min(8, walls // (4 * jobs))))
        return list(results)
    finally:
        executor.shutdown(wait=True, cancel_futures=True)


@contextmanager
def _born_ignoring_interrupts() -> Iterator[None]:
    """Start worker processes with Ctrl-C ignored from their first instruction: a spawned worker
    spends its first second importing, before the pool's initializer runs, and a Ctrl-C then
    printed a traceback. Python leaves SIGINT ignored in a process that starts with it ignored."""
    import signal
    import threading

    if threading.current_thread() is not threading.main_thread():
        yield  # only the main thread may change signal handlers; the initializer still runs
        return
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


def worker_count(jobs: int, walls: int) -> int:
    """Processes worth starting: at most one a wall, at most ``MAX_JOBS``."""
    return max(1, min(jobs, walls, MAX_JOBS))


def _ignore_interrupts() -> None:
    # Ctrl-C reaches every process of the terminal's group: the workers leave it to the parent,
    # which stops the pool and prints one line, instead of each printing a traceback.
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)


# --- summary ---------------------------------------------------------------------------
def mean_ci(values: Sequence[float]) -> tuple[float, float, float]:
    """Mean and normal 95 % confidence interval of the mean."""
    n = len(values)
    if n == 0:
        return 0.0, 0.0, 0.0
    m = sum(values) / n
    if n < 2:
        return m, m, m
    var = sum((v - m) ** 2 for v in values) / (n - 1)
    half = 1.96 * math.sqrt(var / n)
    return m, m - half, m + half


def _percentile(sorted_values: Sequence[float], q: float) -> float:
    if not sorted_values:
        return 0.0
    i = min(len(sorted_values) - 1, max(0, math.ceil(q * len(sorted_values)) - 1))
    return sorted_values[i]


def names_of(lineup: Sequence[str]) -> list[str]:
    out: list[str] = []
    for name in lineup:
        if name not in out:
            out.append(name)
    return out


def per_wall_means(config: ArenaConfig, results: Sequence[WallResult]) -> dict[str, list[float]]:
    """Each player's mean points per hand on each wall."""
    out: dict[str, list[float]] = {n: [] for n in names_of(config.lineup)}
    for wall in results:
        sums = dict.fromkeys(out, 0.0)
        counts = dict.fromkeys(out, 0)
        for r in wall.seats:
            name = config.lineup[r.entry]
            sums[name] += r.points
            counts[name] += 1
        for name in out:
            out[name].append(sums[name] / counts[name])
    return out


def summarise(
    config: ArenaConfig,
    results: Sequence[WallResult],
    elapsed: float | None = None,
    *,
    per_wall: bool = False,
) -> dict[str, Any]:
    """The arena's JSON: per player mean points per hand (95 % CI over walls, in the region's
    ``unit``), win rate, self-draw share of wins, deal-in rate (all, into declared hands, and
    hands paying 包 with the 包 points per hand), decision time; plus every pairwise difference.
    A player is a line-up name: repeated names pool into one row (``normal,normal,…``), and a
    ``#label`` suffix (``normal#a``) makes a separate row of the same player.
    ``per_wall`` adds each player's mean on every wall (``per_wall_means``), which lets two runs
    on the same walls be compared wall by wall (``paired_across_runs``)."""
    means = per_wall_means(config, results)
    players = []
    for name in means:
        entries = [i for i, n in enumerate(config.lineup) if n == name]
        rows = [r for w in results for r in w.seats if r.entry in entries]
        hands = len(rows) or 1
        wins = sum(r.won for r in rows)
        times = sorted(t for w in results for e in entries for t in w.times[e])
        m, lo, hi = mean_ci(means[name])
        players.append(
            {
                "player": name,
                "mean": round(m, 4),
                "ci95": [round(lo, 4), round(hi, 4)],
                "win_rate": round(wins / hands, 4),
                "self_draw_share": round(sum(r.self_drawn for r in rows) / wins, 4) if wins else 0,
                "deal_in_rate": round(sum(r.dealt_in for r in rows) / hands, 4),
                "deal_in_declared_rate": round(sum(r.dealt_in_declared for r in rows) / hands, 4),
                "bao_rate": round(sum(r.bao_paid > 0 for r in rows) / hands, 4),
                "bao_per_hand": round(sum(r.bao_paid for r in rows) / hands, 4),
                "decision_ms": {
                    "p50": round(1000 * _percentile(times, 0.50), 3),
                    "p95": round(1000 * _percentile(times, 0.95), 3),
                    "max": round(1000 * (times[-1] if times else 0.0), 3),
                },
            }
        )
    diffs = []
    names = list(means)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            d = [x - y for x, y in zip(means[a], means[b], strict=True)]
            m, lo, hi = mean_ci(d)
            diffs.append(
                {
                    "a": a,
                    "b": b,
                    "mean": round(m, 4),
                    "ci95": [round(lo, 4), round(hi, 4)],
                    "significant": lo > 0 or hi < 0,
                }
            )
    out: dict[str, Any] = {
        "region": config.region,
        "unit": score_unit(config.region),
        "walls": len(results),
        "first_wall": results[0].index if results else 0,
        "seed": config.seed,
        "lineup": list(config.lineup),
        "options": dict(config.options),
        "players": players,
        "differences": diffs,
    }
    if elapsed is not None:
        out["elapsed_s"] = round(elapsed, 2)
    if per_wall:
        out["per_wall"] = {name: [round(v, 6) for v in vals] for name, vals in means.items()}
    return out


def paired_across_runs(
    a: dict[str, Any], b: dict[str, Any], player_a: str, player_b: str, baseline: str
) -> dict[str, Any]:
    """Two runs on the same walls (same region, seed and options), each saved with ``per_wall``:
    the mean of (``player_b`` − ``baseline``) in ``b`` minus (``player_a`` − ``baseline``) in
    ``a``, paired wall by wall, with its 95 % interval (``leads``: each lead on its own). Walls
    where both players play alike (every wall where their decisions coincide) add nothing to the
    spread, so a variant is told from the player it changes with far fewer walls than two
    separate comparisons need."""
    for key in ("region", "seed"):
        if a.get(key) != b.get(key):
            raise ValueError(f"the runs differ in {key}: {a.get(key)!r} against {b.get(key)!r}")
    if a.get("first_wall", 0) != b.get("first_wall", 0):
        raise ValueError(
            f"the runs start at different walls: {a.get('first_wall', 0)} against "
            f"{b.get('first_wall', 0)}"
        )
    rules = [_rules_of(a), _rules_of(b)]
    if rules[0] != rules[1]:
        raise ValueError(f"the runs differ in options: {rules[0]!r} against {rules[1]!r}")
    walls = min(a["walls"], b["walls"])
    try:
        da = [x - y for x, y in zip(a["per_wall"][player_a], a["per_wall"][baseline], strict=True)]
        db = [x - y for x, y in zip(b["per_wall"][player_b], b["per_wall"][baseline], strict=True)]
    except KeyError as exc:
        raise ValueError(f"no per-wall means for {exc.args[0]!r} (run with --per-wall)") from None
    diffs = [y - x for x, y in zip(da[:walls], db[:walls], strict=True)]
    m, lo, hi = mean_ci(diffs)
    leads = [[round(v, 4) for v in mean_ci(d[:walls])] for d in (da, db)]
    return {
        "walls": walls,
        "leads": leads,  # [mean, lo, hi] of each run's player − baseline over those walls
        "mean": round(m, 4),
        "ci95": [round(lo, 4), round(hi, 4)],
        "significant": lo > 0 or hi < 0,
        "identical_walls": sum(1 for d in diffs if abs(d) < 1e-9),
    }


def _rules_of(run: dict[str, Any]) -> dict[str, object]:
    """A saved run's options as the rules read them: a run that left an option at its default
    (arena_suite passes none) played the same rules as one that spelled it out (the CLI's JSON
    lists them all)."""
    return dict(load_region(run["region"], dict(run.get("options", {}))).options)


# Per-hand rates a pooled summary weights by walls (each wall is four hands per seat).
_HAND_RATES = ("deal_in_rate", "deal_in_declared_rate", "bao_rate", "bao_per_hand")


def pool_runs(parts: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """One summary of several runs of the same line-up on disjoint walls of the same seed (a run
    extended by ``--first-wall``). Means are weighted by walls and each interval is the
    stratified one, sqrt(Σ nᵢ² seᵢ²) / N with seᵢ read back from part i's interval, so the pooled
    figures are those of one run over all the walls up to the variance estimate (per part
    instead of over all). Rates are weighted by hands (self-draw share by wins); of the decision
    times only the maximum pools exactly, so p50 and p95 are left out."""
    if not parts:
        raise ValueError("nothing to pool")
    head = parts[0]
    for part in parts[1:]:
        for key in ("region", "seed", "lineup"):
            if part.get(key) != head.get(key):
                raise ValueError(
                    f"the runs differ in {key}: {head.get(key)!r} against {part.get(key)!r}"
                )
    rules = [_rules_of(p) for p in parts]
    for opts in rules[1:]:
        if opts != rules[0]:
            raise ValueError(f"the runs differ in options: {rules[0]!r} against {opts!r}")
    spans = sorted((p.get("first_wall", 0), p.get("first_wall", 0) + p["walls"]) for p in parts)
    for (_, end), (start, _) in pairwise(spans):
        if start < end:
            raise ValueError(f"the runs overlap: wall {start} is in two of them")
    total = sum(p["walls"] for p in parts)

    def pooled(rows: list[tuple[int, dict[str, Any]]]) -> tuple[float, float, float]:
        m = sum(n * r["mean"] for n, r in rows) / total
        var = sum((n * (r["ci95"][1] - r["ci95"][0]) / (2 * 1.96)) ** 2 for n, r in rows)
        half = 1.96 * math.sqrt(var) / total
        return m, m - half, m + half

    players = []
    for i, p in enumerate(head["players"]):
        rows = [(part["walls"], part["players"][i]) for part in parts]
        m, lo, hi = pooled(rows)
        wins = sum(n * r["win_rate"] for n, r in rows)
        players.append(
            {
                "player": p["player"],
                "mean": round(m, 4),
                "ci95": [round(lo, 4), round(hi, 4)],
                "win_rate": round(wins / total, 4),
                "self_draw_share": round(
                    sum(n * r["win_rate"] * r["self_draw_share"] for n, r in rows) / wins, 4
                )
                if wins
                else 0,
                **{
                    key: round(sum(n * r.get(key, 0.0) for n, r in rows) / total, 4)
                    for key in _HAND_RATES
                },
                "decision_ms": {"max": max(r["decision_ms"]["max"] for _, r in rows)},
            }
        )
    diffs = []
    for i, d in enumerate(head["differences"]):
        m, lo, hi = pooled([(part["walls"], part["differences"][i]) for part in parts])
        diffs.append(
            {
                "a": d["a"],
                "b": d["b"],
                "mean": round(m, 4),
                "ci95": [round(lo, 4), round(hi, 4)],
                "significant": lo > 0 or hi < 0,
            }
        )
    return {
        "region": head["region"],
        "unit": head.get("unit", score_unit(head["region"])),
        "walls": total,
        "first_wall": spans[0][0],
        "seed": head["seed"],
        "lineup": head["lineup"],
        "options": rules[0],
        "players": players,
        "differences": diffs,
        "elapsed_s": round(sum(p.get("elapsed_s", 0.0) for p in parts), 2),
        "parts": [[start, end - start] for start, end in spans],
    }
