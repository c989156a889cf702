"""Soak: many seeded hands per region over random option sets, every invariant after every action.

Run: ``python benchmarks/soak.py --hands 10000 [--region R ...] [--seed S] [--per-set N]``.
Not part of CI (tests/test_soak_sample.py runs a few hundred hands per region of the same code).

For each region, option sets are drawn from the ruleset's own declarations (every bool, int in its
declared range and step, every choice), with a share of the sets forced to the cases older sweeps
skipped: 兰州 "dealer chooses" (庄家选择, the dealer picks the mode each hand, and 庄家定番种,
the 番种 too) and 临安's
minimums at their extremes (起胡 0 and the largest allowed). A set the rules refuse together is
drawn again (that refusal is the validation layer's job and is tested elsewhere). Each set plays
a session of ``--per-set`` hands with seeded random players that always take a win.

Checked after every action: all 136 tiles accounted for (each kind exactly 4), the applied action
was legal for its seat, exactly the seats asked have legal actions, the game never waits for
nobody; after every hand: payments sum to zero, no payment is negative, the hand's JSON record
replays to identical events; after every session: totals are the sum of the hands. The first
failure stops the run with its region, option set, session seed and hand number (a reproducible
case).
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from mahjong_desktop.engine import game_from_json, game_to_json
from mahjong_desktop.engine.actions import Action, Win
from mahjong_desktop.engine.census import tile_census as census
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.rng import SplitMix64, derive_seed
from mahjong_desktop.engine.session import Session
from mahjong_desktop.rules.registry import check_options, region_rules
from mahjong_desktop.rules.ruleset import (
    OptionType,
    OptionValue,
    Ruleset,
    RulesetError,
    available_regions,
    load_ruleset,
)

FULL = [4] * 34
# Share (in 1/8) of option sets forced to the cases earlier sweeps skipped.
FORCED_EIGHTHS = 3


class SoakFailure(AssertionError):
    """An invariant broke; the message says where, reproducibly."""


@dataclass(slots=True)
class SoakResult:
    region: str
    hands: int = 0
    actions: int = 0
    wins: int = 0
    option_sets: int = 0
    forced_sets: int = 0
    seconds: float = 0.0
    modes: set[str] = field(default_factory=set)


def random_options(ruleset: Ruleset, rng: SplitMix64, *, forced: bool) -> dict[str, OptionValue]:
    """One option set drawn from the declarations; ``forced`` pins the skipped cases."""
    values: dict[str, OptionValue] = {}
    for key, decl in ruleset.options.items():
        if decl.type is OptionType.BOOL:
            values[key] = bool(rng.below(2))
        elif decl.type is OptionType.CHOICE:
            values[key] = decl.choices[rng.below(len(decl.choices))].value
        else:
            lo = decl.minimum if decl.minimum is not None else 0
            hi = decl.maximum if decl.maximum is not None else lo + 100
            step = decl.step or 1
            first = -(-lo // step) * step
            values[key] = first + step * rng.below((hi - first) // step + 1)
    # Options whose dependencies are off do not apply; the ruleset refuses them switched on.
    for key, decl in ruleset.options.items():
        off = [d for d in decl.depends_on if not values[d]]
        if decl.type is OptionType.BOOL and values[key] and off:
            values[key] = False
    if forced:
        if ruleset.region == "lanzhou" and "mode" in ruleset.options:
            values["mode"] = "dealer_chooses"
        if ruleset.region == "lanzhou" and "dealer_chooses_fan" in ruleset.options:
            values["dealer_chooses_fan"] = True  # and the 番种 (由莊家決定番種)
        if ruleset.region == "linan":
            for key in ("min_self_draw", "min_discard"):
                decl = ruleset.options[key]
                extreme = [decl.minimum or 0, decl.maximum or 0][rng.below(2)]
                values[key] = extreme
    return values


def chooser(seed: int) -> Callable[[int, Sequence[Action]], Action]:
    rng = SplitMix64(seed)

    def choose(seat: int, legal: Sequence[Action]) -> Action:
        if Win(seat) in legal:
            return Win(seat)
        return legal[rng.below(len(legal))]

    return choose


def play_hand(game: Game, choose: Callable[[int, Sequence[Action]], Action], where: str) -> int:
    """Play one hand checking every invariant; returns the number of actions."""
    if census(game) != FULL:
        raise SoakFailure(f"{where}: tiles lost or doubled after the deal")
    actions = 0
    while not game.is_over:
        asked = game.waiting_for()
        if not asked:
            raise SoakFailure(f"{where}: the game waits for nobody but is not over")
        for seat in range(4):
            if bool(game.legal_actions(seat)) != (seat in asked):
                raise SoakFailure(f"{where}: seat {seat} has legal actions iff asked: broken")
        seat = asked[0]
        legal = game.legal_actions(seat)
        action = choose(seat, legal)
        if action not in legal:  # pragma: no cover - the chooser picks from legal
            raise SoakFailure(f"{where}: {action} not legal")
        game.apply(action)
        actions += 1
        if census(game) != FULL:
            raise SoakFailure(f"{where}: tiles lost or doubled after action {actions} {action}")
    settlement = game.settlement
    if settlement is None or sum(settlement.net()) != 0:
        raise SoakFailure(f"{where}: the settlement does not sum to zero")
    if any(p.amount < 0 for p in settlement.payments):
        raise SoakFailure(f"{where}: a negative payment {settlement.payments}")
    replayed = game_from_json(json.loads(json.dumps(game_to_json(game))))
    if [e.to_json() for e in replayed.events] != [e.to_json() for e in game.events]:
        raise SoakFailure(f"{where}: the JSON record does not replay to the same events")
    return actions


def soak_region(region: str, hands: int, seed: int, per_set: int = 8) -> SoakResult:
    ruleset = load_ruleset(region)
    result = SoakResult(region)
    rng = SplitMix64(derive_seed(seed, sum(region.encode())))
    start = time.perf_counter()
    set_index = 0
    while result.hands < hands:
        forced = rng.below(8) < FORCED_EIGHTHS
        options = random_options(ruleset, rng, forced=forced)
        try:
            resolved = check_options(ruleset, options)
        except RulesetError:
            continue
        result.option_sets += 1
        result.forced_sets += forced
        rules = region_rules(ruleset, resolved)
        session_seed = derive_seed(seed, set_index)
        set_index += 1
        session = Session(rules, session_seed, hands=min(per_set, hands - result.hands))
        choose = chooser(session_seed)
        while not session.finished:
            game = session.start_hand()
            where = (
                f"{region} options={dict(options)} session seed={session_seed} "
                f"hand {game.hand_number}"
            )
            result.actions += play_hand(game, choose, where)
            result.hands += 1
            result.wins += bool(game.winners)
            if game.variant is not None:
                result.modes.add(str(game.variant))
        session.settle_current()
        if session.totals != [sum(h.net[p] for h in session.summaries) for p in range(4)]:
            raise SoakFailure(f"{region} session seed={session_seed}: totals are not the hands'")
    result.seconds = time.perf_counter() - start
    return result


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=10_000, help="hands per region")
    parser.add_argument("--region", action="append", help="region id (default: all)")
    parser.add_argument("--seed", type=int, default=22)
    parser.add_argument("--per-set", type=int, default=8, help="hands per option set")
    args = parser.parse_args(argv)
    regions: list[str] = args.region or available_regions()
    print(f"# soak: {args.hands} hands per region, seed {args.seed}, {args.per_set} per set")
    print(f"# {platform.python_implementation()} {platform.python_version()}, {platform.machine()}")
    print("| region | hands | option sets (forced) | actions | hands won | failures | CPU s |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    failed = 0
    for region in regions:
        cpu = time.process_time()
        try:
            r = soak_region(region, args.hands, args.seed, args.per_set)
        except SoakFailure as exc:
            print(f"| {region} | FAILED: {exc} |")
            failed += 1
            continue
        cpu = time.process_time() - cpu
        print(
            f"| {region} | {r.hands:,} | {r.option_sets} ({r.forced_sets}) | {r.actions:,} | "
            f"{r.wins / max(r.hands, 1):.0%} | 0 | {cpu:.0f} |",
            flush=True,
        )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
