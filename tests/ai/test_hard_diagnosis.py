"""benchmarks/hard_diagnosis.py: a hand replayed with one decision forced is the same hand up to
that decision, so the difference it reports is the worth of that one decision."""

from __future__ import annotations

from mahjong_desktop.rules.registry import load_region
from tests.helpers.scripts import benchmark_module


def test_forcing_hards_own_choice_replays_the_very_hand_and_normals_changes_it() -> None:
    diag = benchmark_module("hard_diagnosis")
    region = load_region("lincang")
    lineup = ("hard", "normal", "normal", "normal")
    # Walls from 9,000 (seed 2026) until a hand where hard and normal disagree.
    for index in range(9000, 9010):
        base = diag.play_hand(region, 2026, index, 0, lineup)
        if base.differ:
            break
    else:
        raise AssertionError("hard and normal agreed on every decision of ten hands")
    n, _kind, mine, theirs = base.differ[0]
    assert mine != theirs
    same = diag.play_hand(region, 2026, index, 0, lineup, (n, mine))
    assert (same.net, same.won) == (base.net, base.won)
    # The forced hand records nothing: it is only played for its points.
    assert same.differ == [] and same.ready == []
    forced = diag.play_hand(region, 2026, index, 0, lineup, (n, theirs))
    assert forced.differ == []
    kinds = {k for _n, k, _m, _t in base.differ}
    assert all(k.startswith(("claim", "discard", "kong", "pre-play")) for k in kinds)
