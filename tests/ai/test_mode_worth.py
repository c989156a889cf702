"""The measured worth of each 兰州 玩法 to the dealer (``ai.mode_worth``, issue 32): the kinds of
dealt hand, the shipped table is the one the measurement in ``benchmarks/results`` fits, a mode
is worse only where its interval says so, a broken table is refused by key, and the computer
dealer and the coach choose and explain by it."""

from __future__ import annotations

import copy
import json
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from mahjong_desktop.ai.coach import advise
from mahjong_desktop.ai.mode_worth import (
    HandKind,
    best_mode,
    hand_kind,
    measured,
    mode_reason,
    read_table,
    shipped_table,
)
from mahjong_desktop.ai.review import review
from mahjong_desktop.engine.actions import RegionMove
from mahjong_desktop.engine.game import Game
from mahjong_desktop.rules.lanzhou.modes import Mode, mode_move
from mahjong_desktop.rules.registry import load_region
from mahjong_desktop.tiles import parse, to_counts
from mahjong_desktop.validation import DataError
from tests.helpers.scripts import benchmark_module

ROOT = Path(__file__).resolve().parents[2]
SCATTERED = "1m5m9m2p6p1s4s7s1z2z3z5z6z7z"


def _counts(text: str) -> list[int]:
    return list(to_counts(parse(text)))


def _shipped_json() -> dict[str, Any]:
    ref = resources.files("mahjong_desktop.resources").joinpath("data/lanzhou_mode_worth.json")
    data = json.loads(ref.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def test_a_dealt_hand_is_of_one_of_three_kinds() -> None:
    assert hand_kind(_counts("1122m3344p5566s7z")) is HandKind.PAIRS  # four pairs or more
    assert hand_kind(_counts("123m456p789s1122z3z")) is HandKind.CLOSE  # a wait after a discard
    assert hand_kind(_counts("1245m1245p1245s17z")) is HandKind.CLOSE  # six run shapes
    assert hand_kind(_counts(SCATTERED)) is HandKind.SCATTERED


def test_the_shipped_table_is_the_one_the_measurement_fits() -> None:
    script = benchmark_module("lanzhou_mode_table")
    rows = script.read_rows(
        sorted(str(p) for p in (ROOT / "benchmarks/results").glob("lanzhou-modes-*.jsonl"))
    )
    shipped = _shipped_json()
    fitted = script.fit(rows, shipped["source"])
    assert fitted == shipped
    assert shipped_table().walls == len(rows) >= 7000


def test_a_mode_is_worse_only_where_its_interval_against_the_best_lies_below_zero() -> None:
    for kind, k in shipped_table().kinds.items():
        best = k.best
        assert (k.modes[best].low, k.modes[best].high) == (0.0, 0.0), kind
        for mode, x in k.modes.items():
            assert x.diff <= k.modes[best].diff
            assert x.worse == (x.high < 0), (kind, mode)
    # What the measurement showed: 三报 and 三报包 cost a scattered hand against 悄悄胡.
    scattered = shipped_table().kinds[HandKind.SCATTERED]
    assert scattered.best is Mode.QIAO_QIAO_HU
    assert scattered.modes[Mode.SAN_BAO].worse and scattered.modes[Mode.SAN_BAO_BAO].worse


@pytest.mark.parametrize(
    ("path", "value", "key"),
    [
        (("format",), "something-else", "format"),
        (("version",), 1, "version"),
        (("confidence",), 1.5, "confidence"),
        (("kinds", "close", "walls"), 0, "kinds.close.walls"),
        (("kinds", "pairs", "modes", "san_bao", "diff"), "much", "kinds.pairs.modes.san_bao.diff"),
        (("kinds", "pairs", "modes", "san_bao", "low"), 5.0, "kinds.pairs.modes.san_bao.low"),
        (
            ("kinds", "scattered", "modes", "san_bao", "high"),
            1e9,
            "kinds.scattered.modes.san_bao.high",
        ),
    ],
)
def test_a_broken_table_is_refused_naming_the_key(
    path: tuple[str, ...], value: object, key: str
) -> None:
    data = copy.deepcopy(_shipped_json())
    here: Any = data
    for part in path[:-1]:
        here = here[part]
    here[path[-1]] = value
    with pytest.raises(DataError) as caught:
        read_table(data, "lanzhou_mode_worth.json")
    assert caught.value.key == key
    assert "lanzhou_mode_worth.json" in str(caught.value)


def test_a_table_without_a_kind_or_with_an_unknown_one_is_refused() -> None:
    data = copy.deepcopy(_shipped_json())
    del data["kinds"]["close"]
    with pytest.raises(DataError, match="close"):
        read_table(data, "t.json")
    data = copy.deepcopy(_shipped_json())
    data["kinds"]["loose"] = data["kinds"]["close"]
    with pytest.raises(DataError, match="loose"):
        read_table(data, "t.json")


def test_the_computer_dealer_chooses_the_mode_measured_best_for_its_kind_of_hand() -> None:
    region = load_region("lanzhou", {"mode": "dealer_chooses"})
    seen = set()
    for seed in [*range(12), 49, 77]:  # 49 and 77 deal four pairs (found by trying seeds)
        game = Game(region, seed, 0)
        view = game.view(0)
        kind, k = measured(view.counts())
        said = advise(view, region)
        assert said.choice == RegionMove(0, mode_move(k.ranked(list(Mode))[0]))
        assert said.choice == RegionMove(0, mode_move(best_mode(view.counts(), list(Mode))))
        # Every mode has its measured reason in the coach's ranking, not only the choice.
        for row in said.claims:
            assert isinstance(row.action, RegionMove)
            mode = Mode(row.action.name.removeprefix("choose_mode:"))
            assert (row.reason_zh, row.reason_en) == mode_reason(mode, view.counts())
        seen.add(kind)
    assert seen == set(HandKind)


def test_the_reasons_give_the_measurement_in_both_languages() -> None:
    counts = _counts(SCATTERED)
    zh, en = mode_reason(Mode.QIAO_QIAO_HU, counts)
    assert zh.startswith("定悄悄胡") and "散牌" in zh and "手同类开局牌" in zh
    assert en.startswith("choose 悄悄胡") and "scattered" in en
    zh, en = mode_reason(Mode.SAN_BAO, counts)
    assert "确实更差" in zh and "measurably worse" in en and "三报" in en
    zh, en = mode_reason(Mode.LIANG_BAO, counts)
    assert "分不出高下" in zh and "cannot tell them apart" in en


def test_the_figures_scale_with_the_tables_base_stake() -> None:
    region = load_region("lanzhou", {"mode": "dealer_chooses", "base": 3})
    game = Game(region, 3, 0)
    view = game.view(0)
    _kind, k = measured(view.counts())
    said = advise(view, region)
    top = said.claims[0]
    assert f"{k.modes[k.best].diff * 3:.2f}" in top.reason_en


def test_review_says_what_a_measurably_worse_mode_gave_up() -> None:
    """复盘 of a dealer who chose 三报 with a scattered hand: the coach's 悄悄胡 and the measured
    difference of the two for hands of that kind."""
    region = load_region("lanzhou", {"mode": "dealer_chooses"})
    seed = next(
        s for s in range(40) if hand_kind(Game(region, s, 0).view(0).counts()) is HandKind.SCATTERED
    )
    view = Game(region, seed, 0).view(0)
    k = shipped_table().kinds[HandKind.SCATTERED]
    item = review([(view, RegionMove(0, mode_move(Mode.SAN_BAO)))], region).items[0]
    assert item.advised == RegionMove(0, mode_move(k.best))
    expected = k.modes[k.best].diff - k.modes[Mode.SAN_BAO].diff
    assert item.loss == pytest.approx(expected, abs=1e-9)
    assert "三报" in item.taken_reason_zh and "measurably worse" in item.taken_reason_en
