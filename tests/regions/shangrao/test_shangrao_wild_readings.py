"""The hand core's wild readings on 上饶's examples, and the region's waits with 宝 tiles checked
against a brute force over every drawn kind (docs/rules/shangrao.md "Hand shapes": 宝 tiles may fill
any shape, each standing for any tile or for itself)."""

from __future__ import annotations

import random

import pytest

from mahjong_desktop.hand import GroupKind, Shape, readings
from mahjong_desktop.rules.hand_facts import WinBy, WinContext
from mahjong_desktop.rules.shangrao import wilds_used
from mahjong_desktop.rules.shangrao.cells import TERMINAL_HONOURS
from mahjong_desktop.tiles import format as format_tiles
from tests.helpers.shangrao_score_table import CELLS
from tests.helpers.shangrao_table import shangrao
from tests.helpers.stacked_table import counts, t

RULES = shangrao().shape_rules()


def test_region_shapes_are_standard_seven_pairs_shisanlan_and_jiuyao() -> None:
    assert RULES.standard and RULES.seven_pairs and RULES.shisanlan and RULES.jiuyao
    assert not RULES.special_melds


def test_a_bao_paired_with_the_drawn_tile_reads_as_a_wild_pair() -> None:
    (reading,) = readings(counts("123m456m789m123p5z7z"), wild=t("7z"), rules=RULES)
    assert reading.shape is Shape.STANDARD and wilds_used(reading, t("7z")) == 1
    assert reading.pair is not None and reading.pair.tiles == (t("5z"),) * 2
    assert reading.pair.wild == (False, True)


def test_bao_showing_their_own_face_are_no_wilds() -> None:
    found = readings(counts("123m456m789m777z11p"), wild=t("7z"), rules=RULES)
    own_face = [r for r in found if any(g.tiles == (t("7z"),) * 3 for g in r.groups)]
    assert own_face and all(wilds_used(r, t("7z")) == 0 for r in own_face)
    assert any(wilds_used(r, t("7z")) == 3 for r in found)  # or stand in as any other triplet


def test_bao_fill_seven_pairs_shisanlan_and_jiuyao() -> None:
    shapes = {r.shape for r in readings(counts("1133m5577p9s1122z7z"), wild=t("7z"), rules=RULES)}
    assert Shape.SEVEN_PAIRS in shapes
    lan = readings(counts("147m258p36s1234z2m5z"), wild=t("2m"), rules=RULES)
    assert lan and all(r.shape is Shape.SHISANLAN and wilds_used(r, t("2m")) == 1 for r in lan)
    assert all(g.kind is GroupKind.SINGLE for g in lan[0].groups)
    jy = readings(counts("1119m19p19s12345z5m"), wild=t("5m"), rules=RULES)
    assert {r.shape for r in jy} == {Shape.JIUYAO}


def brute_waits(hand: list[int], melds: int, wild: int) -> set[int]:
    out = set()
    for k in range(34):
        if hand[k] < 4:
            hand[k] += 1
            if readings(hand, melds=melds, wild=wild, rules=RULES):
                out.add(k)
            hand[k] -= 1
    return out


WAIT_CASES = [
    ("12m456m789m123p5z7z", 0, "7z"),  # the 宝 itself completes (the hand core misses it)
    ("123m456m789m3p555z", 0, "7z"),
    ("123m456m789m123p7z", 0, "7z"),  # a lone 宝: every kind
    ("1133m5577p9s112z7z", 0, "7z"),
    ("147m258p369s1234z", 0, "2m"),
    ("1119m19p19s1234z5m", 0, "5m"),
    ("456m789m12p5z7z", 1, "7z"),
    ("5z7z7z7z", 3, "7z"),
]


@pytest.mark.parametrize(("hand", "melds", "wild"), WAIT_CASES)
def test_waits_with_bao_are_exactly_the_completing_draws(hand: str, melds: int, wild: str) -> None:
    vector = list(counts(hand))
    assert shangrao().waits(vector, melds, t(wild)) == brute_waits(vector, melds, t(wild))


def _near_ready(rng: random.Random) -> tuple[list[int], int, int]:
    """A seeded hand one tile from complete (melds and a pair, one tile dropped), with 宝."""
    wild = rng.randrange(34)
    melds = rng.choice((0, 0, 1, 2))
    tiles: list[int] = []
    if melds == 0 and rng.random() < 0.3:
        kinds = rng.sample(range(34), 7)
        tiles = [k for k in kinds for _ in range(2)]
    else:
        while len(tiles) < 3 * (4 - melds):
            if rng.random() < 0.6:
                low = rng.randrange(3) * 9 + rng.randrange(7)
                tiles += [low, low + 1, low + 2]
            else:
                tiles += [rng.randrange(34)] * 3
        pair = rng.randrange(34)
        tiles += [pair, pair]
    rng.shuffle(tiles)
    tiles.pop()
    for _ in range(rng.randrange(3)):
        tiles[rng.randrange(len(tiles))] = wild
    hand = [0] * 34
    for k in tiles:
        hand[k] += 1
    return hand, melds, wild


@pytest.mark.slow
def test_waits_match_the_brute_force_on_seeded_hands() -> None:
    rng = random.Random(20240601)
    checked = 0
    while checked < 150:
        hand, melds, wild = _near_ready(rng)
        if max(hand) > 4:
            continue
        checked += 1
        got = shangrao().waits(hand, melds, wild)
        want = brute_waits(hand, melds, wild)
        assert got == want, (format_tiles([k for k in range(34) for _ in range(hand[k])]), wild)


# --- 七对 and 九幺 counted directly agree with hand.readings ------------------------------------
def _complete(rng: random.Random) -> tuple[list[int], int, int]:
    """A seeded complete concealed hand (七对, 九幺 or standard) with 0–4 宝 mixed in."""
    wild = rng.randrange(34)
    shape = rng.randrange(3)
    if shape == 0:
        kinds = rng.sample(range(34), 7)
        tiles = [k for k in kinds for _ in range(2)]
    elif shape == 1:
        tiles = [rng.choice(TERMINAL_HONOURS) for _ in range(14)]
    else:
        tiles = []
        while len(tiles) < 12:
            low = rng.randrange(3) * 9 + rng.randrange(7)
            tiles += [low, low + 1, low + 2] if rng.random() < 0.5 else [rng.randrange(34)] * 3
        tiles += [rng.randrange(34)] * 2
    for _ in range(rng.choice((0, 1, 1, 2, 2, 3, 4))):
        tiles[rng.randrange(14)] = wild
    hand = [0] * 34
    for k in tiles:
        hand[k] += 1
    return hand, rng.choice(tiles), wild


@pytest.mark.slow
@pytest.mark.parametrize("exclusive", [False, True])
def test_counted_cells_equal_the_cells_of_every_reading(exclusive: bool) -> None:
    rules = shangrao()
    rules.bao_diao_exclusive = exclusive
    rng = random.Random(97 + exclusive)
    checked = 0
    try:
        while checked < 120:
            hand, win, wild = _complete(rng)
            if max(hand) > 4 or (win == wild and rng.random() < 0.7):
                continue
            checked += 1
            ctx = WinContext(tuple(hand), (), win, WinBy.SELF_DRAW, wild=wild)
            text = format_tiles([k for k in range(34) for _ in range(hand[k])])
            assert rules.cells(ctx) == rules.reading_cells(ctx), (text, win, wild)
    finally:
        rules.bao_diao_exclusive = False


@pytest.mark.parametrize(("row", "column", "hand", "win", "wild", "points"), CELLS)
def test_counted_cells_equal_the_readings_on_the_table_hands(
    row: str, column: str, hand: str, win: str, wild: str, points: int
) -> None:
    rules = shangrao()
    ctx = WinContext(counts(hand), (), t(win), WinBy.SELF_DRAW, wild=t(wild))
    assert rules.cells(ctx) == rules.reading_cells(ctx)
