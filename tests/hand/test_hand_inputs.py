"""Bad input raises ValueError with a message saying what is wrong; the public API's shapes."""

from __future__ import annotations

import pytest

from mahjong_desktop.hand import (
    DiscardInfo,
    ShapeRules,
    discard_table,
    is_win,
    readings,
    shanten,
    shanten_by_shape,
    shanten_counts,
    waits,
    waits_counts,
)
from mahjong_desktop.tiles import parse, to_counts

READY = "123m456p789s1122z"


def counts(text: str) -> list[int]:
    return to_counts(parse(text))


@pytest.mark.parametrize("fn", [shanten, waits])
def test_a_fifth_copy_is_rejected(fn):
    with pytest.raises(ValueError, match="5 copies of 1m"):
        fn("11111m456p789s12z")


def test_a_fifth_copy_in_a_count_vector_is_rejected():
    bad = counts("1111m456p789s1122z")
    bad[0] = 5
    with pytest.raises(ValueError, match="5 copies of 1m"):
        shanten_counts(bad)


@pytest.mark.parametrize(
    ("fn", "text", "melds", "message"),
    [
        (shanten, "123m456p789s112z", 0, "12 concealed tiles with 0 declared meld"),
        (shanten, READY, 1, "expected 11 \\(complete\\) or 10 \\(waiting\\)"),
        (waits, READY + "3z", 0, "expected 13 \\(a waiting hand\\)"),
        (is_win, READY, 0, "expected 14 \\(a complete hand\\)"),
    ],
)
def test_a_wrong_number_of_tiles_for_the_declared_melds_is_rejected(fn, text, melds, message):
    with pytest.raises(ValueError, match=message):
        fn(text, melds=melds)


@pytest.mark.parametrize("melds", [-1, 5, 1.0, "1", True])
def test_a_bad_number_of_melds_is_rejected(melds):
    with pytest.raises(ValueError, match="melds"):
        shanten(READY, melds=melds)


def test_unknown_characters_are_rejected_with_their_position():
    with pytest.raises(ValueError, match="unknown character 'x' at position 3"):
        shanten("123x456p789s1122z")


@pytest.mark.parametrize("wild", ["5x", "55p", "", "8z", 34, -1, 1.5])
def test_a_bad_wild_is_rejected(wild):
    with pytest.raises(ValueError, match="wild"):
        shanten(READY, wild=wild)


@pytest.mark.parametrize("wild", [34, -1, "5p", True])
def test_a_bad_wild_kind_is_rejected_by_the_count_functions(wild):
    with pytest.raises(ValueError, match="wild"):
        shanten_counts(counts(READY), wild=wild)


@pytest.mark.parametrize(
    ("vector", "message"),
    [
        ([0] * 33, "34"),
        ([0] * 35, "34"),
        ([-1] + [1] * 13 + [0] * 20, "bad count -1"),
        ([1.0] * 13 + [0] * 21, "bad count 1.0"),
        ("x" * 34, "34 int entries"),
        (None, "sequence of 34"),
    ],
)
def test_a_bad_count_vector_is_rejected(vector, message):
    with pytest.raises(ValueError, match=message):
        shanten_counts(vector)


def test_visible_tiles_beyond_four_of_a_kind_are_rejected():
    visible = [0] * 34
    visible[27] = 3  # the hand holds two 东 already
    with pytest.raises(ValueError, match="2 copies of 1z in hand and 3 visible"):
        discard_table(counts(READY + "3z"), visible=visible)


def test_rules_that_allow_no_shape_for_the_melds_are_rejected():
    only_pairs = ShapeRules(standard=False)
    with pytest.raises(ValueError, match="no winning shape"):
        shanten_counts(counts("1122m3344p56z"), melds=1, rules=only_pairs)
    with pytest.raises(ValueError, match="no winning shape"):
        waits_counts(counts("1122m3344p56z"), melds=1, rules=only_pairs)


@pytest.mark.parametrize("standins", [(31,), (34,), (18, 18)])
def test_bad_zhongfabai_stand_ins_are_rejected(standins):
    with pytest.raises(ValueError, match="zfb_standins"):
        ShapeRules(zhongfabai=True, zfb_standins=standins)


def test_public_functions_take_notation_or_kinds():
    assert shanten(READY) == shanten(parse(READY)) == 0
    assert waits(parse(READY)) == ["1z", "2z"]
    assert is_win(parse(READY + "1z"))


def test_count_functions_accept_tuples_and_give_the_same_answers():
    full = counts(READY + "3z")
    assert shanten_counts(tuple(full)) == shanten_counts(full) == 0
    assert discard_table(tuple(full)) == discard_table(full)
    assert isinstance(discard_table(full)[0], DiscardInfo)
    assert readings(tuple(counts(READY + "1z"))) == readings(counts(READY + "1z"))
    assert shanten_by_shape(tuple(full)) == shanten_by_shape(full)


def test_inputs_are_not_modified():
    full = counts(READY + "3z")
    before = list(full)
    discard_table(full, wild=27)
    waits_counts(counts(READY), wild=27)
    readings(counts(READY + "1z"), wild=27)
    assert full == before
