"""Property tests: the hand-analysis core against the slow references of
tests/helpers/hand_reference.py."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from mahjong_desktop.hand import (
    Shape,
    ShapeRules,
    discard_table,
    readings,
    shanten_by_shape,
    shanten_counts,
    waits_counts,
)
from tests.helpers.hand_reference import (
    as_reference,
    bfs_shanten,
    reference_is_win,
    reference_readings,
    reference_shanten_jiuyao,
    reference_shanten_seven_pairs,
    reference_shanten_shisanlan,
    reference_shanten_standard,
)
from tests.helpers.hand_strategies import POOLS, RULES, hands, standard_wins, with_wilds

# Derandomised: the same examples on every run, so the run time is stable and CI reproducible.
FAST = settings(
    max_examples=60, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
SLOW = settings(
    max_examples=25, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
STANDARD_ONLY = [r for r in RULES if not r.seven_pairs] + [
    ShapeRules(seven_pairs=False, sanyao=True, sanjiu=True, sanfeng=True),
    ShapeRules(seven_pairs=False, zhongfabai=True, zfb_standins=(18, 9)),
]


# -- readings ------------------------------------------------------------------------------------


@SLOW
@given(data=st.data(), melds=st.integers(0, 3), rules=st.sampled_from(RULES))
def test_readings_of_built_wins_match_the_reference(data, melds, rules):
    counts = data.draw(standard_wins(melds, rules))
    got = readings(counts, melds=melds, rules=rules)
    assert got, "a hand built from melds and a pair is a win"
    assert as_reference(got) == reference_readings(counts, melds, None, rules)
    assert len(got) == len(set(got)), "duplicate readings"


@SLOW
@given(counts=hands(14), rules=st.sampled_from(RULES))
def test_readings_of_random_full_hands_match_the_reference(counts, rules):
    assert as_reference(readings(counts, rules=rules)) == reference_readings(counts, 0, None, rules)


@pytest.mark.slow
@SLOW
@given(
    data=st.data(),
    melds=st.integers(2, 3),
    rules=st.sampled_from(RULES),
    wild=st.integers(0, 33),
    jokers=st.integers(1, 2),
    seed=st.integers(0, 1000),
)
def test_readings_with_wilds_match_brute_force_substitution(data, melds, rules, wild, jokers, seed):
    counts = with_wilds(data.draw(standard_wins(melds, rules)), wild, jokers, seed)
    assume(counts is not None)
    assert counts is not None  # assume() stops the example; this tells the type check
    got = readings(counts, melds=melds, wild=wild, rules=rules)
    assert as_reference(got) == reference_readings(counts, melds, wild, rules)
    assert got


@settings(
    max_examples=6, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
@given(
    data=st.data(),
    rules=st.sampled_from(RULES[:4]),
    wild=st.integers(0, 33),
    seed=st.integers(0, 1000),
)
def test_full_hand_readings_with_one_wild_match_substitution(data, rules, wild, seed):
    counts = with_wilds(data.draw(standard_wins(0, rules)), wild, 1, seed)
    assume(counts is not None)
    assert counts is not None  # assume() stops the example; this tells the type check
    got = readings(counts, wild=wild, rules=rules)
    assert as_reference(got) == reference_readings(counts, 0, wild, rules)


@FAST
@given(counts=hands(8), rules=st.sampled_from(RULES), wild=st.none() | st.integers(0, 33))
def test_is_win_matches_the_reference(counts, rules, wild):
    win = bool(readings(counts, melds=2, wild=wild, rules=rules))
    assert win == reference_is_win(counts, 2, wild, rules)
    assert win == (shanten_counts(counts, melds=2, wild=wild, rules=rules) == -1)


# -- shanten -------------------------------------------------------------------------------------


@FAST
@given(
    data=st.data(),
    melds=st.integers(2, 4),
    full=st.booleans(),
    rules=st.sampled_from(STANDARD_ONLY),
    wild=st.none() | st.integers(0, 33),
)
def test_standard_shanten_matches_target_enumeration(data, melds, full, rules, wild):
    counts = data.draw(hands(14 - 3 * melds - (not full)))
    got = shanten_counts(counts, melds=melds, wild=wild, rules=rules)
    assert got == reference_shanten_standard(counts, melds, wild, rules)


@settings(
    max_examples=15, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
@given(data=st.data(), full=st.booleans(), wild=st.none() | st.sampled_from([0, 13, 27]))
def test_tiny_hand_shanten_matches_a_search_over_draws_and_discards(data, full, wild):
    rules = ShapeRules(seven_pairs=False)
    counts = data.draw(hands(5 if full else 4, pool=(0, 1, 2, 3, 4, 13, 27)))
    assert shanten_counts(counts, melds=3, wild=wild, rules=rules) == bfs_shanten(
        counts, 3, wild, rules
    )


@FAST
@given(counts=hands(13) | hands(14), quad=st.booleans(), wild=st.none() | st.integers(0, 33))
def test_seven_pairs_shanten_matches_the_reference(counts, quad, wild):
    rules = ShapeRules(standard=False, seven_pairs_quad_as_two=quad)
    got = shanten_by_shape(counts, wild=wild, rules=rules)[Shape.SEVEN_PAIRS]
    assert got == reference_shanten_seven_pairs(counts, wild, quad)


@settings(
    max_examples=15, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
@given(counts=hands(13) | hands(14), wild=st.none() | st.integers(0, 33))
def test_shisanlan_and_jiuyao_shanten_match_the_reference(counts, wild):
    rules = ShapeRules(standard=False, seven_pairs=False, shisanlan=True, jiuyao=True)
    got = shanten_by_shape(counts, wild=wild, rules=rules)
    assert got[Shape.SHISANLAN] == reference_shanten_shisanlan(counts, wild)
    assert got[Shape.JIUYAO] == reference_shanten_jiuyao(counts, wild)


@FAST
@given(
    data=st.data(),
    melds=st.integers(0, 4),
    rules=st.sampled_from(RULES),
    wild=st.none() | st.integers(0, 33),
)
def test_shanten_satisfies_the_draw_discard_recursion(data, melds, rules, wild):
    """shanten(full) = −1 on a win, else the best discard; shanten(waiting) = 1 + best draw.

    With a correct win test these equations have exactly one solution, the true shanten.
    """
    full = 14 - 3 * melds
    waiting = data.draw(hands(full - 1))
    s = shanten_counts(waiting, melds=melds, wild=wild, rules=rules)
    after = []
    for k in range(34):
        if waiting[k] < 4:
            waiting[k] += 1
            after.append(shanten_counts(waiting, melds=melds, wild=wild, rules=rules))
            full_hand = list(waiting)
            waiting[k] -= 1
    assert s == 1 + min(after)
    # And one full hand: its value is −1 or the best discard.
    f = shanten_counts(full_hand, melds=melds, wild=wild, rules=rules)
    win = bool(readings(full_hand, melds=melds, wild=wild, rules=rules))
    discards = []
    for d in range(34):
        if full_hand[d]:
            full_hand[d] -= 1
            discards.append(shanten_counts(full_hand, melds=melds, wild=wild, rules=rules))
            full_hand[d] += 1
    assert f == (-1 if win else min(discards))


@FAST
@given(counts=hands(13), rules=st.sampled_from(RULES), wild=st.none() | st.integers(0, 33))
def test_shanten_is_the_least_over_shapes(counts, rules, wild):
    by_shape = shanten_by_shape(counts, wild=wild, rules=rules)
    assert shanten_counts(counts, wild=wild, rules=rules) == min(by_shape.values())


# -- waits and the discard table -------------------------------------------------------------


@SLOW
@given(data=st.data(), melds=st.integers(0, 3), rules=st.sampled_from(RULES))
def test_waits_are_the_drawable_kinds_that_win(data, melds, rules):
    full = data.draw(standard_wins(melds, rules))
    drop = data.draw(st.sampled_from([k for k in range(34) if full[k]]))
    full[drop] -= 1  # a ready hand (at least `drop` completes it)
    want = [
        k
        for k in range(34)
        if full[k] < 4
        and reference_is_win([c + (i == k) for i, c in enumerate(full)], melds, None, rules)
    ]
    assert waits_counts(full, melds=melds, rules=rules) == want
    assert (shanten_counts(full, melds=melds, rules=rules) == 0) == bool(want)


@pytest.mark.slow
@FAST
@given(
    data=st.data(),
    melds=st.integers(0, 4),
    rules=st.sampled_from(RULES),
    wild=st.none() | st.integers(0, 33),
)
def test_waits_agree_with_readings_and_shanten(data, melds, rules, wild):
    counts = data.draw(hands(13 - 3 * melds, pool=data.draw(st.sampled_from(POOLS[:3]))))
    got = waits_counts(counts, melds=melds, wild=wild, rules=rules)
    want = []
    for k in range(34):
        if counts[k] < 4:
            counts[k] += 1
            if readings(counts, melds=melds, wild=wild, rules=rules):
                want.append(k)
            counts[k] -= 1
    assert got == want
    assert (shanten_counts(counts, melds=melds, wild=wild, rules=rules) == 0) == bool(want)


@settings(
    max_examples=40, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
@given(
    data=st.data(),
    melds=st.integers(0, 4),
    rules=st.sampled_from(RULES),
    wild=st.none() | st.integers(0, 33),
)
def test_discard_table_rows_match_direct_shanten(data, melds, rules, wild):
    counts = data.draw(hands(14 - 3 * melds))
    visible = [data.draw(st.integers(0, 4 - c)) if k % 5 == 0 else 0 for k, c in enumerate(counts)]
    rows = discard_table(counts, melds=melds, wild=wild, rules=rules, visible=visible)
    assert sorted(r.discard for r in rows) == [k for k in range(34) if counts[k]]
    for row in rows:
        rest = list(counts)
        rest[row.discard] -= 1
        s = shanten_counts(rest, melds=melds, wild=wild, rules=rules)
        assert row.shanten == s
        want = []
        for k in range(34):
            if rest[k] < 4:
                rest[k] += 1
                if shanten_counts(rest, melds=melds, wild=wild, rules=rules) < s:
                    want.append((k, 4 - counts[k] - visible[k]))
                rest[k] -= 1
        assert row.effective == tuple(want)
    keys = [(r.shanten, -r.total, r.discard) for r in rows]
    assert keys == sorted(keys)


@FAST
@given(
    data=st.data(),
    rules=st.sampled_from(
        [
            ShapeRules(standard=False),
            ShapeRules(standard=False, seven_pairs_quad_as_two=False),
            ShapeRules(standard=False, seven_pairs=False, shisanlan=True),
            ShapeRules(standard=False, seven_pairs=False, jiuyao=True),
        ]
    ),
    wild=st.none() | st.integers(0, 33),
)
def test_discard_table_of_the_shapes_without_melds_matches_direct_shanten(data, rules, wild):
    # Few kinds: many pairs and triples, so the seven-pairs bookkeeping runs out of lone tiles.
    counts = data.draw(hands(14, pool=data.draw(st.sampled_from(POOLS[:2] + POOLS[4:]))))
    for row in discard_table(counts, wild=wild, rules=rules):
        rest = list(counts)
        rest[row.discard] -= 1
        s = shanten_counts(rest, wild=wild, rules=rules)
        assert row.shanten == s
        want = []
        for k in range(34):
            if rest[k] < 4:
                rest[k] += 1
                if shanten_counts(rest, wild=wild, rules=rules) < s:
                    want.append(k)
                rest[k] -= 1
        assert list(row.kinds) == want
