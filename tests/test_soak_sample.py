"""Issue 22: the CI sample of ``benchmarks/soak.py`` — a few hundred hands per region over random
option sets (兰州 dealer-chooses and 临安's minimums among them), every invariant after every
action. The full run and its figures are in docs/performance.md
("Soak")."""

from __future__ import annotations

import pytest

from tests.helpers.scripts import benchmark_module

HANDS = 240  # per region: about 4 s each on one core

soak = benchmark_module("soak")


@pytest.mark.slow
@pytest.mark.parametrize("region", ["lanzhou", "linan", "lincang", "linfen", "shangrao"])
def test_a_soak_sample_breaks_no_invariant(region: str) -> None:
    result = soak.soak_region(region, HANDS, seed=2026, per_set=8)
    assert result.hands == HANDS
    assert result.option_sets >= HANDS // 8 and result.forced_sets > 0


@pytest.mark.slow
def test_the_sample_reaches_lanzhou_dealer_chooses() -> None:
    result = soak.soak_region("lanzhou", 80, seed=7, per_set=4)
    assert result.modes  # a dealer chose a mode in some hand
    # … and the 番种 (由莊家決定番種): a variant naming a 中发白 rule after the mode.
    zfb = ("no_zhong_fa_bai", "zhong_fa_bai", "xiao_ji", "ji_fei_dan_da")
    assert any(set(v.split("+")) & set(zfb) for v in result.modes)


def test_forced_sets_pin_the_skipped_cases() -> None:
    from mahjong_desktop.engine.rng import SplitMix64
    from mahjong_desktop.rules.ruleset import load_ruleset

    rng = SplitMix64(1)
    lanzhou = soak.random_options(load_ruleset("lanzhou"), rng, forced=True)
    assert lanzhou["mode"] == "dealer_chooses" and lanzhou["dealer_chooses_fan"] is True
    linan_ruleset = load_ruleset("linan")
    seen = set()
    for _ in range(20):
        values = soak.random_options(linan_ruleset, rng, forced=True)
        seen.add(values["min_discard"])
        assert values["cap"] % 100 == 0
    decl = linan_ruleset.options["min_discard"]
    assert seen == {decl.minimum, decl.maximum}


def test_a_broken_invariant_is_reported_with_a_reproducible_case(monkeypatch) -> None:
    monkeypatch.setattr(soak, "census", lambda game: [0] * 34)
    with pytest.raises(soak.SoakFailure, match=r"session seed=\d+ hand 0"):
        soak.soak_region("lincang", 1, seed=1)
